// Instantiation template of banyan_wh_n3_w16_uf (written by `wormcast gen`): paste it into your
// design, rename the instance and connect each port to your signal (named here like the
// port). Every port with its direction and width, in the module's order; the contract of
// each is in banyan_wh_n3_w16_uf.params ([contract]).
// 37 ports: 19 inputs, 18 outputs.
banyan_wh_n3_w16_uf u_banyan_wh_n3_w16_uf (
    .clock           (clock          ), // input  1 bit
    .in_tag_0        (in_tag_0       ), // input  [1:0]
    .in_tag_1        (in_tag_1       ), // input  [1:0]
    .in_tag_2        (in_tag_2       ), // input  [1:0]
    .in_tag_3        (in_tag_3       ), // input  [1:0]
    .in_tag_4        (in_tag_4       ), // input  [1:0]
    .in_tag_5        (in_tag_5       ), // input  [1:0]
    .in_tag_6        (in_tag_6       ), // input  [1:0]
    .in_tag_7        (in_tag_7       ), // input  [1:0]
    .in_data_0       (in_data_0      ), // input  [15:0]
    .in_data_1       (in_data_1      ), // input  [15:0]
    .in_data_2       (in_data_2      ), // input  [15:0]
    .in_data_3       (in_data_3      ), // input  [15:0]
    .in_data_4       (in_data_4      ), // input  [15:0]
    .in_data_5       (in_data_5      ), // input  [15:0]
    .in_data_6       (in_data_6      ), // input  [15:0]
    .in_data_7       (in_data_7      ), // input  [15:0]
    .rst             (rst            ), // input  1 bit
    .out_tag_0       (out_tag_0      ), // output [1:0]
    .out_tag_1       (out_tag_1      ), // output [1:0]
    .out_tag_2       (out_tag_2      ), // output [1:0]
    .out_tag_3       (out_tag_3      ), // output [1:0]
    .out_tag_4       (out_tag_4      ), // output [1:0]
    .out_tag_5       (out_tag_5      ), // output [1:0]
    .out_tag_6       (out_tag_6      ), // output [1:0]
    .out_tag_7       (out_tag_7      ), // output [1:0]
    .out_data_0      (out_data_0     ), // output [15:0]
    .out_data_1      (out_data_1     ), // output [15:0]
    .out_data_2      (out_data_2     ), // output [15:0]
    .out_data_3      (out_data_3     ), // output [15:0]
    .out_data_4      (out_data_4     ), // output [15:0]
    .out_data_5      (out_data_5     ), // output [15:0]
    .out_data_6      (out_data_6     ), // output [15:0]
    .out_data_7      (out_data_7     ), // output [15:0]
    .malformed_count (malformed_count), // output [15:0]
    .out_ready       (out_ready      ), // input  [7:0]
    .in_ready        (in_ready       )  // output [7:0]
);
