// Instantiation template of mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4 (written by `wormcast gen`): paste it into your
// design, rename the instance and connect each port to your signal (named here like the
// port). Every port with its direction and width, in the module's order; the contract of
// each is in mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4.params ([contract]).
// 50 ports: 24 inputs, 26 outputs.
mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4 u_mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4 (
    .clock        (clock       ), // input  1 bit
    .in0_tag      (in0_tag     ), // input  [2:0]
    .in0_vc       (in0_vc      ), // input  1 bit
    .in0_data     (in0_data    ), // input  [15:0]
    .in1_tag      (in1_tag     ), // input  [2:0]
    .in1_vc       (in1_vc      ), // input  1 bit
    .in1_data     (in1_data    ), // input  [15:0]
    .in2_tag      (in2_tag     ), // input  [2:0]
    .in2_vc       (in2_vc      ), // input  1 bit
    .in2_data     (in2_data    ), // input  [15:0]
    .in3_tag      (in3_tag     ), // input  [2:0]
    .in3_vc       (in3_vc      ), // input  1 bit
    .in3_data     (in3_data    ), // input  [15:0]
    .inj0_tag     (inj0_tag    ), // input  [2:0]
    .inj0_data    (inj0_data   ), // input  [15:0]
    .out0_credit  (out0_credit ), // input  [1:0]
    .out1_credit  (out1_credit ), // input  [1:0]
    .out2_credit  (out2_credit ), // input  [1:0]
    .out3_credit  (out3_credit ), // input  [1:0]
    .cons0_credit (cons0_credit), // input  1 bit
    .cons1_credit (cons1_credit), // input  1 bit
    .cons2_credit (cons2_credit), // input  1 bit
    .cons3_credit (cons3_credit), // input  1 bit
    .rst          (rst         ), // input  1 bit
    .out0_tag     (out0_tag    ), // output [2:0]
    .out0_vc      (out0_vc     ), // output 1 bit
    .out0_data    (out0_data   ), // output [15:0]
    .out1_tag     (out1_tag    ), // output [2:0]
    .out1_vc      (out1_vc     ), // output 1 bit
    .out1_data    (out1_data   ), // output [15:0]
    .out2_tag     (out2_tag    ), // output [2:0]
    .out2_vc      (out2_vc     ), // output 1 bit
    .out2_data    (out2_data   ), // output [15:0]
    .out3_tag     (out3_tag    ), // output [2:0]
    .out3_vc      (out3_vc     ), // output 1 bit
    .out3_data    (out3_data   ), // output [15:0]
    .cons0_tag    (cons0_tag   ), // output [2:0]
    .cons0_data   (cons0_data  ), // output [15:0]
    .cons1_tag    (cons1_tag   ), // output [2:0]
    .cons1_data   (cons1_data  ), // output [15:0]
    .cons2_tag    (cons2_tag   ), // output [2:0]
    .cons2_data   (cons2_data  ), // output [15:0]
    .cons3_tag    (cons3_tag   ), // output [2:0]
    .cons3_data   (cons3_data  ), // output [15:0]
    .in0_credit   (in0_credit  ), // output [1:0]
    .in1_credit   (in1_credit  ), // output [1:0]
    .in2_credit   (in2_credit  ), // output [1:0]
    .in3_credit   (in3_credit  ), // output [1:0]
    .inj0_credit  (inj0_credit ), // output 1 bit
    .bad          (bad         )  // output [4:0]
);
