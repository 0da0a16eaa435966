// Instantiation template of mway_router_k4_d2_dim0_b4_w16_l5_safe (written by `wormcast gen`): paste it into your
// design, rename the instance and connect each port to your signal (named here like the
// port). Every port with its direction and width, in the module's order; the contract of
// each is in mway_router_k4_d2_dim0_b4_w16_l5_safe.params ([contract]).
// 51 ports: 27 inputs, 24 outputs.
mway_router_k4_d2_dim0_b4_w16_l5_safe u_mway_router_k4_d2_dim0_b4_w16_l5_safe (
    .clock        (clock       ), // input  1 bit
    .coord        (coord       ), // input  [3:0]
    .lo_avail     (lo_avail    ), // input  [4:0]
    .lo_rf        (lo_rf       ), // input  [19:0]
    .lo_valid     (lo_valid    ), // input  1 bit
    .lo_ch_drv    (lo_ch_drv   ), // input  [2:0]
    .lo_ch_tag    (lo_ch_tag   ), // input  [1:0]
    .lo_ch_buf    (lo_ch_buf   ), // input  [1:0]
    .lo_ch_data   (lo_ch_data  ), // input  [15:0]
    .lo_chain     (lo_chain    ), // input  [4:0]
    .lo_ack       (lo_ack      ), // input  1 bit
    .lo_drop      (lo_drop     ), // input  1 bit
    .lo_partial   (lo_partial  ), // input  1 bit
    .lo_ack_lines (lo_ack_lines), // input  [4:0]
    .up_avail     (up_avail    ), // input  [4:0]
    .up_rf        (up_rf       ), // input  [19:0]
    .up_valid     (up_valid    ), // input  1 bit
    .up_ch_drv    (up_ch_drv   ), // input  [2:0]
    .up_ch_tag    (up_ch_tag   ), // input  [1:0]
    .up_ch_buf    (up_ch_buf   ), // input  [1:0]
    .up_ch_data   (up_ch_data  ), // input  [15:0]
    .up_chain     (up_chain    ), // input  [4:0]
    .up_ack       (up_ack      ), // input  1 bit
    .up_drop      (up_drop     ), // input  1 bit
    .up_partial   (up_partial  ), // input  1 bit
    .up_ack_lines (up_ack_lines), // input  [4:0]
    .rst          (rst         ), // input  1 bit
    .lo_free      (lo_free     ), // output 1 bit
    .lo_full      (lo_full     ), // output [19:0]
    .lo_req       (lo_req      ), // output 1 bit
    .lo_pri       (lo_pri      ), // output 1 bit
    .lo_part      (lo_part     ), // output 1 bit
    .lo_drv_tag   (lo_drv_tag  ), // output [1:0]
    .lo_drv_buf   (lo_drv_buf  ), // output [1:0]
    .lo_drv_data  (lo_drv_data ), // output [15:0]
    .lo_hit       (lo_hit      ), // output 1 bit
    .lo_can_ack   (lo_can_ack  ), // output 1 bit
    .lo_bad       (lo_bad      ), // output 1 bit
    .lo_ack_out   (lo_ack_out  ), // output 1 bit
    .up_free      (up_free     ), // output 1 bit
    .up_full      (up_full     ), // output [19:0]
    .up_req       (up_req      ), // output 1 bit
    .up_pri       (up_pri      ), // output 1 bit
    .up_part      (up_part     ), // output 1 bit
    .up_drv_tag   (up_drv_tag  ), // output [1:0]
    .up_drv_buf   (up_drv_buf  ), // output [1:0]
    .up_drv_data  (up_drv_data ), // output [15:0]
    .up_hit       (up_hit      ), // output 1 bit
    .up_can_ack   (up_can_ack  ), // output 1 bit
    .up_bad       (up_bad      ), // output 1 bit
    .up_ack_out   (up_ack_out  )  // output 1 bit
);
