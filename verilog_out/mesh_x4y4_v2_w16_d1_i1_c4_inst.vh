// Instantiation template of mesh_x4y4_v2_w16_d1_i1_c4 (written by `wormcast gen`): paste it into your
// design, rename the instance and connect each port to your signal (named here like the
// port). Every port with its direction and width, in the module's order; the contract of
// each is in mesh_x4y4_v2_w16_d1_i1_c4.params ([contract]).
// 258 ports: 98 inputs, 160 outputs.
mesh_x4y4_v2_w16_d1_i1_c4 u_mesh_x4y4_v2_w16_d1_i1_c4 (
    .clock            (clock           ), // input  1 bit
    .n0_inj0_tag      (n0_inj0_tag     ), // input  [2:0]
    .n0_inj0_data     (n0_inj0_data    ), // input  [15:0]
    .n0_cons0_credit  (n0_cons0_credit ), // input  1 bit
    .n0_cons1_credit  (n0_cons1_credit ), // input  1 bit
    .n0_cons2_credit  (n0_cons2_credit ), // input  1 bit
    .n0_cons3_credit  (n0_cons3_credit ), // input  1 bit
    .n1_inj0_tag      (n1_inj0_tag     ), // input  [2:0]
    .n1_inj0_data     (n1_inj0_data    ), // input  [15:0]
    .n1_cons0_credit  (n1_cons0_credit ), // input  1 bit
    .n1_cons1_credit  (n1_cons1_credit ), // input  1 bit
    .n1_cons2_credit  (n1_cons2_credit ), // input  1 bit
    .n1_cons3_credit  (n1_cons3_credit ), // input  1 bit
    .n2_inj0_tag      (n2_inj0_tag     ), // input  [2:0]
    .n2_inj0_data     (n2_inj0_data    ), // input  [15:0]
    .n2_cons0_credit  (n2_cons0_credit ), // input  1 bit
    .n2_cons1_credit  (n2_cons1_credit ), // input  1 bit
    .n2_cons2_credit  (n2_cons2_credit ), // input  1 bit
    .n2_cons3_credit  (n2_cons3_credit ), // input  1 bit
    .n3_inj0_tag      (n3_inj0_tag     ), // input  [2:0]
    .n3_inj0_data     (n3_inj0_data    ), // input  [15:0]
    .n3_cons0_credit  (n3_cons0_credit ), // input  1 bit
    .n3_cons1_credit  (n3_cons1_credit ), // input  1 bit
    .n3_cons2_credit  (n3_cons2_credit ), // input  1 bit
    .n3_cons3_credit  (n3_cons3_credit ), // input  1 bit
    .n4_inj0_tag      (n4_inj0_tag     ), // input  [2:0]
    .n4_inj0_data     (n4_inj0_data    ), // input  [15:0]
    .n4_cons0_credit  (n4_cons0_credit ), // input  1 bit
    .n4_cons1_credit  (n4_cons1_credit ), // input  1 bit
    .n4_cons2_credit  (n4_cons2_credit ), // input  1 bit
    .n4_cons3_credit  (n4_cons3_credit ), // input  1 bit
    .n5_inj0_tag      (n5_inj0_tag     ), // input  [2:0]
    .n5_inj0_data     (n5_inj0_data    ), // input  [15:0]
    .n5_cons0_credit  (n5_cons0_credit ), // input  1 bit
    .n5_cons1_credit  (n5_cons1_credit ), // input  1 bit
    .n5_cons2_credit  (n5_cons2_credit ), // input  1 bit
    .n5_cons3_credit  (n5_cons3_credit ), // input  1 bit
    .n6_inj0_tag      (n6_inj0_tag     ), // input  [2:0]
    .n6_inj0_data     (n6_inj0_data    ), // input  [15:0]
    .n6_cons0_credit  (n6_cons0_credit ), // input  1 bit
    .n6_cons1_credit  (n6_cons1_credit ), // input  1 bit
    .n6_cons2_credit  (n6_cons2_credit ), // input  1 bit
    .n6_cons3_credit  (n6_cons3_credit ), // input  1 bit
    .n7_inj0_tag      (n7_inj0_tag     ), // input  [2:0]
    .n7_inj0_data     (n7_inj0_data    ), // input  [15:0]
    .n7_cons0_credit  (n7_cons0_credit ), // input  1 bit
    .n7_cons1_credit  (n7_cons1_credit ), // input  1 bit
    .n7_cons2_credit  (n7_cons2_credit ), // input  1 bit
    .n7_cons3_credit  (n7_cons3_credit ), // input  1 bit
    .n8_inj0_tag      (n8_inj0_tag     ), // input  [2:0]
    .n8_inj0_data     (n8_inj0_data    ), // input  [15:0]
    .n8_cons0_credit  (n8_cons0_credit ), // input  1 bit
    .n8_cons1_credit  (n8_cons1_credit ), // input  1 bit
    .n8_cons2_credit  (n8_cons2_credit ), // input  1 bit
    .n8_cons3_credit  (n8_cons3_credit ), // input  1 bit
    .n9_inj0_tag      (n9_inj0_tag     ), // input  [2:0]
    .n9_inj0_data     (n9_inj0_data    ), // input  [15:0]
    .n9_cons0_credit  (n9_cons0_credit ), // input  1 bit
    .n9_cons1_credit  (n9_cons1_credit ), // input  1 bit
    .n9_cons2_credit  (n9_cons2_credit ), // input  1 bit
    .n9_cons3_credit  (n9_cons3_credit ), // input  1 bit
    .n10_inj0_tag     (n10_inj0_tag    ), // input  [2:0]
    .n10_inj0_data    (n10_inj0_data   ), // input  [15:0]
    .n10_cons0_credit (n10_cons0_credit), // input  1 bit
    .n10_cons1_credit (n10_cons1_credit), // input  1 bit
    .n10_cons2_credit (n10_cons2_credit), // input  1 bit
    .n10_cons3_credit (n10_cons3_credit), // input  1 bit
    .n11_inj0_tag     (n11_inj0_tag    ), // input  [2:0]
    .n11_inj0_data    (n11_inj0_data   ), // input  [15:0]
    .n11_cons0_credit (n11_cons0_credit), // input  1 bit
    .n11_cons1_credit (n11_cons1_credit), // input  1 bit
    .n11_cons2_credit (n11_cons2_credit), // input  1 bit
    .n11_cons3_credit (n11_cons3_credit), // input  1 bit
    .n12_inj0_tag     (n12_inj0_tag    ), // input  [2:0]
    .n12_inj0_data    (n12_inj0_data   ), // input  [15:0]
    .n12_cons0_credit (n12_cons0_credit), // input  1 bit
    .n12_cons1_credit (n12_cons1_credit), // input  1 bit
    .n12_cons2_credit (n12_cons2_credit), // input  1 bit
    .n12_cons3_credit (n12_cons3_credit), // input  1 bit
    .n13_inj0_tag     (n13_inj0_tag    ), // input  [2:0]
    .n13_inj0_data    (n13_inj0_data   ), // input  [15:0]
    .n13_cons0_credit (n13_cons0_credit), // input  1 bit
    .n13_cons1_credit (n13_cons1_credit), // input  1 bit
    .n13_cons2_credit (n13_cons2_credit), // input  1 bit
    .n13_cons3_credit (n13_cons3_credit), // input  1 bit
    .n14_inj0_tag     (n14_inj0_tag    ), // input  [2:0]
    .n14_inj0_data    (n14_inj0_data   ), // input  [15:0]
    .n14_cons0_credit (n14_cons0_credit), // input  1 bit
    .n14_cons1_credit (n14_cons1_credit), // input  1 bit
    .n14_cons2_credit (n14_cons2_credit), // input  1 bit
    .n14_cons3_credit (n14_cons3_credit), // input  1 bit
    .n15_inj0_tag     (n15_inj0_tag    ), // input  [2:0]
    .n15_inj0_data    (n15_inj0_data   ), // input  [15:0]
    .n15_cons0_credit (n15_cons0_credit), // input  1 bit
    .n15_cons1_credit (n15_cons1_credit), // input  1 bit
    .n15_cons2_credit (n15_cons2_credit), // input  1 bit
    .n15_cons3_credit (n15_cons3_credit), // input  1 bit
    .rst              (rst             ), // input  1 bit
    .n0_cons0_tag     (n0_cons0_tag    ), // output [2:0]
    .n0_cons0_data    (n0_cons0_data   ), // output [15:0]
    .n0_cons1_tag     (n0_cons1_tag    ), // output [2:0]
    .n0_cons1_data    (n0_cons1_data   ), // output [15:0]
    .n0_cons2_tag     (n0_cons2_tag    ), // output [2:0]
    .n0_cons2_data    (n0_cons2_data   ), // output [15:0]
    .n0_cons3_tag     (n0_cons3_tag    ), // output [2:0]
    .n0_cons3_data    (n0_cons3_data   ), // output [15:0]
    .n0_inj0_credit   (n0_inj0_credit  ), // output 1 bit
    .n0_bad           (n0_bad          ), // output [4:0]
    .n1_cons0_tag     (n1_cons0_tag    ), // output [2:0]
    .n1_cons0_data    (n1_cons0_data   ), // output [15:0]
    .n1_cons1_tag     (n1_cons1_tag    ), // output [2:0]
    .n1_cons1_data    (n1_cons1_data   ), // output [15:0]
    .n1_cons2_tag     (n1_cons2_tag    ), // output [2:0]
    .n1_cons2_data    (n1_cons2_data   ), // output [15:0]
    .n1_cons3_tag     (n1_cons3_tag    ), // output [2:0]
    .n1_cons3_data    (n1_cons3_data   ), // output [15:0]
    .n1_inj0_credit   (n1_inj0_credit  ), // output 1 bit
    .n1_bad           (n1_bad          ), // output [4:0]
    .n2_cons0_tag     (n2_cons0_tag    ), // output [2:0]
    .n2_cons0_data    (n2_cons0_data   ), // output [15:0]
    .n2_cons1_tag     (n2_cons1_tag    ), // output [2:0]
    .n2_cons1_data    (n2_cons1_data   ), // output [15:0]
    .n2_cons2_tag     (n2_cons2_tag    ), // output [2:0]
    .n2_cons2_data    (n2_cons2_data   ), // output [15:0]
    .n2_cons3_tag     (n2_cons3_tag    ), // output [2:0]
    .n2_cons3_data    (n2_cons3_data   ), // output [15:0]
    .n2_inj0_credit   (n2_inj0_credit  ), // output 1 bit
    .n2_bad           (n2_bad          ), // output [4:0]
    .n3_cons0_tag     (n3_cons0_tag    ), // output [2:0]
    .n3_cons0_data    (n3_cons0_data   ), // output [15:0]
    .n3_cons1_tag     (n3_cons1_tag    ), // output [2:0]
    .n3_cons1_data    (n3_cons1_data   ), // output [15:0]
    .n3_cons2_tag     (n3_cons2_tag    ), // output [2:0]
    .n3_cons2_data    (n3_cons2_data   ), // output [15:0]
    .n3_cons3_tag     (n3_cons3_tag    ), // output [2:0]
    .n3_cons3_data    (n3_cons3_data   ), // output [15:0]
    .n3_inj0_credit   (n3_inj0_credit  ), // output 1 bit
    .n3_bad           (n3_bad          ), // output [4:0]
    .n4_cons0_tag     (n4_cons0_tag    ), // output [2:0]
    .n4_cons0_data    (n4_cons0_data   ), // output [15:0]
    .n4_cons1_tag     (n4_cons1_tag    ), // output [2:0]
    .n4_cons1_data    (n4_cons1_data   ), // output [15:0]
    .n4_cons2_tag     (n4_cons2_tag    ), // output [2:0]
    .n4_cons2_data    (n4_cons2_data   ), // output [15:0]
    .n4_cons3_tag     (n4_cons3_tag    ), // output [2:0]
    .n4_cons3_data    (n4_cons3_data   ), // output [15:0]
    .n4_inj0_credit   (n4_inj0_credit  ), // output 1 bit
    .n4_bad           (n4_bad          ), // output [4:0]
    .n5_cons0_tag     (n5_cons0_tag    ), // output [2:0]
    .n5_cons0_data    (n5_cons0_data   ), // output [15:0]
    .n5_cons1_tag     (n5_cons1_tag    ), // output [2:0]
    .n5_cons1_data    (n5_cons1_data   ), // output [15:0]
    .n5_cons2_tag     (n5_cons2_tag    ), // output [2:0]
    .n5_cons2_data    (n5_cons2_data   ), // output [15:0]
    .n5_cons3_tag     (n5_cons3_tag    ), // output [2:0]
    .n5_cons3_data    (n5_cons3_data   ), // output [15:0]
    .n5_inj0_credit   (n5_inj0_credit  ), // output 1 bit
    .n5_bad           (n5_bad          ), // output [4:0]
    .n6_cons0_tag     (n6_cons0_tag    ), // output [2:0]
    .n6_cons0_data    (n6_cons0_data   ), // output [15:0]
    .n6_cons1_tag     (n6_cons1_tag    ), // output [2:0]
    .n6_cons1_data    (n6_cons1_data   ), // output [15:0]
    .n6_cons2_tag     (n6_cons2_tag    ), // output [2:0]
    .n6_cons2_data    (n6_cons2_data   ), // output [15:0]
    .n6_cons3_tag     (n6_cons3_tag    ), // output [2:0]
    .n6_cons3_data    (n6_cons3_data   ), // output [15:0]
    .n6_inj0_credit   (n6_inj0_credit  ), // output 1 bit
    .n6_bad           (n6_bad          ), // output [4:0]
    .n7_cons0_tag     (n7_cons0_tag    ), // output [2:0]
    .n7_cons0_data    (n7_cons0_data   ), // output [15:0]
    .n7_cons1_tag     (n7_cons1_tag    ), // output [2:0]
    .n7_cons1_data    (n7_cons1_data   ), // output [15:0]
    .n7_cons2_tag     (n7_cons2_tag    ), // output [2:0]
    .n7_cons2_data    (n7_cons2_data   ), // output [15:0]
    .n7_cons3_tag     (n7_cons3_tag    ), // output [2:0]
    .n7_cons3_data    (n7_cons3_data   ), // output [15:0]
    .n7_inj0_credit   (n7_inj0_credit  ), // output 1 bit
    .n7_bad           (n7_bad          ), // output [4:0]
    .n8_cons0_tag     (n8_cons0_tag    ), // output [2:0]
    .n8_cons0_data    (n8_cons0_data   ), // output [15:0]
    .n8_cons1_tag     (n8_cons1_tag    ), // output [2:0]
    .n8_cons1_data    (n8_cons1_data   ), // output [15:0]
    .n8_cons2_tag     (n8_cons2_tag    ), // output [2:0]
    .n8_cons2_data    (n8_cons2_data   ), // output [15:0]
    .n8_cons3_tag     (n8_cons3_tag    ), // output [2:0]
    .n8_cons3_data    (n8_cons3_data   ), // output [15:0]
    .n8_inj0_credit   (n8_inj0_credit  ), // output 1 bit
    .n8_bad           (n8_bad          ), // output [4:0]
    .n9_cons0_tag     (n9_cons0_tag    ), // output [2:0]
    .n9_cons0_data    (n9_cons0_data   ), // output [15:0]
    .n9_cons1_tag     (n9_cons1_tag    ), // output [2:0]
    .n9_cons1_data    (n9_cons1_data   ), // output [15:0]
    .n9_cons2_tag     (n9_cons2_tag    ), // output [2:0]
    .n9_cons2_data    (n9_cons2_data   ), // output [15:0]
    .n9_cons3_tag     (n9_cons3_tag    ), // output [2:0]
    .n9_cons3_data    (n9_cons3_data   ), // output [15:0]
    .n9_inj0_credit   (n9_inj0_credit  ), // output 1 bit
    .n9_bad           (n9_bad          ), // output [4:0]
    .n10_cons0_tag    (n10_cons0_tag   ), // output [2:0]
    .n10_cons0_data   (n10_cons0_data  ), // output [15:0]
    .n10_cons1_tag    (n10_cons1_tag   ), // output [2:0]
    .n10_cons1_data   (n10_cons1_data  ), // output [15:0]
    .n10_cons2_tag    (n10_cons2_tag   ), // output [2:0]
    .n10_cons2_data   (n10_cons2_data  ), // output [15:0]
    .n10_cons3_tag    (n10_cons3_tag   ), // output [2:0]
    .n10_cons3_data   (n10_cons3_data  ), // output [15:0]
    .n10_inj0_credit  (n10_inj0_credit ), // output 1 bit
    .n10_bad          (n10_bad         ), // output [4:0]
    .n11_cons0_tag    (n11_cons0_tag   ), // output [2:0]
    .n11_cons0_data   (n11_cons0_data  ), // output [15:0]
    .n11_cons1_tag    (n11_cons1_tag   ), // output [2:0]
    .n11_cons1_data   (n11_cons1_data  ), // output [15:0]
    .n11_cons2_tag    (n11_cons2_tag   ), // output [2:0]
    .n11_cons2_data   (n11_cons2_data  ), // output [15:0]
    .n11_cons3_tag    (n11_cons3_tag   ), // output [2:0]
    .n11_cons3_data   (n11_cons3_data  ), // output [15:0]
    .n11_inj0_credit  (n11_inj0_credit ), // output 1 bit
    .n11_bad          (n11_bad         ), // output [4:0]
    .n12_cons0_tag    (n12_cons0_tag   ), // output [2:0]
    .n12_cons0_data   (n12_cons0_data  ), // output [15:0]
    .n12_cons1_tag    (n12_cons1_tag   ), // output [2:0]
    .n12_cons1_data   (n12_cons1_data  ), // output [15:0]
    .n12_cons2_tag    (n12_cons2_tag   ), // output [2:0]
    .n12_cons2_data   (n12_cons2_data  ), // output [15:0]
    .n12_cons3_tag    (n12_cons3_tag   ), // output [2:0]
    .n12_cons3_data   (n12_cons3_data  ), // output [15:0]
    .n12_inj0_credit  (n12_inj0_credit ), // output 1 bit
    .n12_bad          (n12_bad         ), // output [4:0]
    .n13_cons0_tag    (n13_cons0_tag   ), // output [2:0]
    .n13_cons0_data   (n13_cons0_data  ), // output [15:0]
    .n13_cons1_tag    (n13_cons1_tag   ), // output [2:0]
    .n13_cons1_data   (n13_cons1_data  ), // output [15:0]
    .n13_cons2_tag    (n13_cons2_tag   ), // output [2:0]
    .n13_cons2_data   (n13_cons2_data  ), // output [15:0]
    .n13_cons3_tag    (n13_cons3_tag   ), // output [2:0]
    .n13_cons3_data   (n13_cons3_data  ), // output [15:0]
    .n13_inj0_credit  (n13_inj0_credit ), // output 1 bit
    .n13_bad          (n13_bad         ), // output [4:0]
    .n14_cons0_tag    (n14_cons0_tag   ), // output [2:0]
    .n14_cons0_data   (n14_cons0_data  ), // output [15:0]
    .n14_cons1_tag    (n14_cons1_tag   ), // output [2:0]
    .n14_cons1_data   (n14_cons1_data  ), // output [15:0]
    .n14_cons2_tag    (n14_cons2_tag   ), // output [2:0]
    .n14_cons2_data   (n14_cons2_data  ), // output [15:0]
    .n14_cons3_tag    (n14_cons3_tag   ), // output [2:0]
    .n14_cons3_data   (n14_cons3_data  ), // output [15:0]
    .n14_inj0_credit  (n14_inj0_credit ), // output 1 bit
    .n14_bad          (n14_bad         ), // output [4:0]
    .n15_cons0_tag    (n15_cons0_tag   ), // output [2:0]
    .n15_cons0_data   (n15_cons0_data  ), // output [15:0]
    .n15_cons1_tag    (n15_cons1_tag   ), // output [2:0]
    .n15_cons1_data   (n15_cons1_data  ), // output [15:0]
    .n15_cons2_tag    (n15_cons2_tag   ), // output [2:0]
    .n15_cons2_data   (n15_cons2_data  ), // output [15:0]
    .n15_cons3_tag    (n15_cons3_tag   ), // output [2:0]
    .n15_cons3_data   (n15_cons3_data  ), // output [15:0]
    .n15_inj0_credit  (n15_inj0_credit ), // output 1 bit
    .n15_bad          (n15_bad         )  // output [4:0]
);
