// Instantiation template of ib_switch_chunk_wide_k8_d4_w16_n16_b320_f16_l64_adaptive_r4 (written by `wormcast gen`): paste it into your
// design, rename the instance and connect each port to your signal (named here like the
// port). Every port with its direction and width, in the module's order; the contract of
// each is in ib_switch_chunk_wide_k8_d4_w16_n16_b320_f16_l64_adaptive_r4.params ([contract]).
// 60 ports: 26 inputs, 34 outputs.
ib_switch_chunk_wide_k8_d4_w16_n16_b320_f16_l64_adaptive_r4 u_ib_switch_chunk_wide_k8_d4_w16_n16_b320_f16_l64_adaptive_r4 (
    .clock           (clock          ), // input  1 bit
    .in_tag_0        (in_tag_0       ), // input  [1:0]
    .in_data_0       (in_data_0      ), // input  [15:0]
    .in_tag_1        (in_tag_1       ), // input  [1:0]
    .in_data_1       (in_data_1      ), // input  [15:0]
    .in_tag_2        (in_tag_2       ), // input  [1:0]
    .in_data_2       (in_data_2      ), // input  [15:0]
    .in_tag_3        (in_tag_3       ), // input  [1:0]
    .in_data_3       (in_data_3      ), // input  [15:0]
    .in_tag_4        (in_tag_4       ), // input  [1:0]
    .in_data_4       (in_data_4      ), // input  [15:0]
    .in_tag_5        (in_tag_5       ), // input  [1:0]
    .in_data_5       (in_data_5      ), // input  [15:0]
    .in_tag_6        (in_tag_6       ), // input  [1:0]
    .in_data_6       (in_data_6      ), // input  [15:0]
    .in_tag_7        (in_tag_7       ), // input  [1:0]
    .in_data_7       (in_data_7      ), // input  [15:0]
    .credit_in_0     (credit_in_0    ), // input  1 bit
    .credit_in_1     (credit_in_1    ), // input  1 bit
    .credit_in_2     (credit_in_2    ), // input  1 bit
    .credit_in_3     (credit_in_3    ), // input  1 bit
    .credit_in_4     (credit_in_4    ), // input  1 bit
    .credit_in_5     (credit_in_5    ), // input  1 bit
    .credit_in_6     (credit_in_6    ), // input  1 bit
    .credit_in_7     (credit_in_7    ), // input  1 bit
    .rst             (rst            ), // input  1 bit
    .out_tag_0       (out_tag_0      ), // output [1:0]
    .out_data_0      (out_data_0     ), // output [15:0]
    .out_tag_1       (out_tag_1      ), // output [1:0]
    .out_data_1      (out_data_1     ), // output [15:0]
    .out_tag_2       (out_tag_2      ), // output [1:0]
    .out_data_2      (out_data_2     ), // output [15:0]
    .out_tag_3       (out_tag_3      ), // output [1:0]
    .out_data_3      (out_data_3     ), // output [15:0]
    .out_tag_4       (out_tag_4      ), // output [1:0]
    .out_data_4      (out_data_4     ), // output [15:0]
    .out_tag_5       (out_tag_5      ), // output [1:0]
    .out_data_5      (out_data_5     ), // output [15:0]
    .out_tag_6       (out_tag_6      ), // output [1:0]
    .out_data_6      (out_data_6     ), // output [15:0]
    .out_tag_7       (out_tag_7      ), // output [1:0]
    .out_data_7      (out_data_7     ), // output [15:0]
    .credit_out_0    (credit_out_0   ), // output 1 bit
    .credit_out_1    (credit_out_1   ), // output 1 bit
    .credit_out_2    (credit_out_2   ), // output 1 bit
    .credit_out_3    (credit_out_3   ), // output 1 bit
    .credit_out_4    (credit_out_4   ), // output 1 bit
    .credit_out_5    (credit_out_5   ), // output 1 bit
    .credit_out_6    (credit_out_6   ), // output 1 bit
    .credit_out_7    (credit_out_7   ), // output 1 bit
    .used_0          (used_0         ), // output [8:0]
    .used_1          (used_1         ), // output [8:0]
    .used_2          (used_2         ), // output [8:0]
    .used_3          (used_3         ), // output [8:0]
    .used_4          (used_4         ), // output [8:0]
    .used_5          (used_5         ), // output [8:0]
    .used_6          (used_6         ), // output [8:0]
    .used_7          (used_7         ), // output [8:0]
    .malformed_count (malformed_count), // output [15:0]
    .overflow        (overflow       )  // output 1 bit
);
