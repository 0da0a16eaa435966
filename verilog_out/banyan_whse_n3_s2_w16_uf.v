// banyan_whse_n3_s2_w16_uf: 2x2 wormhole region-decoding broadcast SE at stage 2 of an n = 3 banyan,
// W = 16, arbitration upper-first. See the network module for the flit, header and link
// protocol. Latency 1 cycle; ready/ok/go outputs are combinational.
// rst: synchronous reset; at the edge the output registers, owners and rr clear.
module banyan_whse_n3_s2_w16_uf (
    input wire clock,
    input wire [1:0] in_tag0,
    input wire [15:0] in_data0,
    input wire owned_in0,
    input wire go_in0,
    input wire ready_in0,
    input wire ok_in0,
    input wire [1:0] in_tag1,
    input wire [15:0] in_data1,
    input wire owned_in1,
    input wire go_in1,
    input wire ready_in1,
    input wire ok_in1,
    input wire rst,
    output wire [1:0] out_tag0,
    output wire [15:0] out_data0,
    output wire owned_out0,
    output wire go_out0,
    output wire ready_out0,
    output wire ok_out0,
    output wire [1:0] out_tag1,
    output wire [15:0] out_data1,
    output wire owned_out1,
    output wire go_out1,
    output wire ready_out1,
    output wire ok_out1,
    output wire [1:0] malformed
);
    banyan_whse_n3_s2_w16_uf_core core (
        .clock(clock),
        .in_tag0(in_tag0),
        .in_data0(in_data0),
        .owned_in0(owned_in0),
        .go_in0(go_in0),
        .ready_in0(ready_in0),
        .ok_in0(ok_in0),
        .in_tag1(in_tag1),
        .in_data1(in_data1),
        .owned_in1(owned_in1),
        .go_in1(go_in1),
        .ready_in1(ready_in1),
        .ok_in1(ok_in1),
        .rst(rst),
        .out_tag0(out_tag0),
        .out_data0(out_data0),
        .owned_out0(owned_out0),
        .go_out0(go_out0),
        .ready_out0(ready_out0),
        .ok_out0(ok_out0),
        .out_tag1(out_tag1),
        .out_data1(out_data1),
        .owned_out1(owned_out1),
        .go_out1(go_out1),
        .ready_out1(ready_out1),
        .ok_out1(ok_out1),
        .malformed(malformed)
    );
endmodule



module banyan_whse_n3_s2_w16_uf_core(clock,rst,in_tag0,in_data0,owned_in0,go_in0,ready_in0,ok_in0,in_tag1,in_data1,owned_in1,go_in1,ready_in1,ok_in1,out_tag0,out_data0,owned_out0,go_out0,ready_out0,ok_out0,out_tag1,out_data1,owned_out1,go_out1,ready_out1,ok_out1,malformed);
    
    // Module arguments
    input wire  clock;
    input wire  rst;
    input wire  [1:0] in_tag0;
    input wire  [15:0] in_data0;
    input wire  owned_in0;
    input wire  go_in0;
    input wire  ready_in0;
    input wire  ok_in0;
    input wire  [1:0] in_tag1;
    input wire  [15:0] in_data1;
    input wire  owned_in1;
    input wire  go_in1;
    input wire  ready_in1;
    input wire  ok_in1;
    output reg  [1:0] out_tag0;
    output reg  [15:0] out_data0;
    output reg  owned_out0;
    output reg  go_out0;
    output reg  ready_out0;
    output reg  ok_out0;
    output reg  [1:0] out_tag1;
    output reg  [15:0] out_data1;
    output reg  owned_out1;
    output reg  go_out1;
    output reg  ready_out1;
    output reg  ok_out1;
    output reg  [1:0] malformed;
    
    // Constant declarations
    localparam  rr_mode = 1'b0;
    localparam  tag_head = 2'b1;
    localparam  tag_tail = 2'b11;
    
    // Stub signals
    reg  [1:0] dec0$tag;
    reg  [15:0] dec0$data;
    wire  dec0$head;
    wire  dec0$bad;
    wire  dec0$want0;
    wire  dec0$want1;
    wire  [15:0] dec0$hdr0;
    wire  [15:0] dec0$hdr1;
    reg  [1:0] dec1$tag;
    reg  [15:0] dec1$data;
    wire  dec1$head;
    wire  dec1$bad;
    wire  dec1$want0;
    wire  dec1$want1;
    wire  [15:0] dec1$hdr0;
    wire  [15:0] dec1$hdr1;
    reg  ok$ownv0;
    reg  ok$ownp0;
    reg  ok$ownv1;
    reg  ok$ownp1;
    reg  [1:0] ok$otag0;
    reg  [1:0] ok$otag1;
    reg  ok$rr;
    reg  ok$ok_in0;
    reg  ok$ok_in1;
    reg  ok$head0;
    reg  ok$bad0;
    reg  ok$want0_0;
    reg  ok$want0_1;
    reg  ok$head1;
    reg  ok$bad1;
    reg  ok$want1_0;
    reg  ok$want1_1;
    wire  ok$conn0_0;
    wire  ok$conn0_1;
    wire  ok$conn1_0;
    wire  ok$conn1_1;
    wire  ok$c0;
    wire  ok$c1;
    wire  ok$r0;
    wire  ok$r1;
    wire  ok$req0_0;
    wire  ok$req0_1;
    wire  ok$req1_0;
    wire  ok$req1_1;
    wire  ok$cand0;
    wire  ok$cand1;
    wire  ok$sub_ok0;
    wire  ok$sub_ok1;
    wire  ok$ok_out0;
    wire  ok$ok_out1;
    reg  go$conn0_0;
    reg  go$conn0_1;
    reg  go$conn1_0;
    reg  go$conn1_1;
    reg  go$sub_ok0;
    reg  go$sub_ok1;
    reg  go$owned_in0;
    reg  go$owned_in1;
    reg  go$go_in0;
    reg  go$go_in1;
    wire  go$go_out0;
    wire  go$go_out1;
    reg  [1:0] otag0$d;
    wire  [1:0] otag0$q;
    reg  otag0$clock;
    reg  [15:0] odata0$d;
    wire  [15:0] odata0$q;
    reg  odata0$clock;
    reg  [1:0] otag1$d;
    wire  [1:0] otag1$q;
    reg  otag1$clock;
    reg  [15:0] odata1$d;
    wire  [15:0] odata1$q;
    reg  odata1$clock;
    reg  ownv0$d;
    wire  ownv0$q;
    reg  ownv0$clock;
    reg  ownp0$d;
    wire  ownp0$q;
    reg  ownp0$clock;
    reg  ownv1$d;
    wire  ownv1$q;
    reg  ownv1$clock;
    reg  ownp1$d;
    wire  ownp1$q;
    reg  ownp1$clock;
    reg  rr$d;
    wire  rr$q;
    reg  rr$clock;
    
    // Local signals
    reg  free0;
    reg  free1;
    reg  v0;
    reg  v1;
    reg  mv0;
    reg  mv1;
    reg  g0;
    reg  g1;
    reg  bad0;
    reg  bad1;
    reg  [1:0] fwd_tag0;
    reg  [1:0] fwd_tag1;
    
    // Sub module instances
    banyan_whse_n3_s2_w16_uf_core$dec0 dec0(
        .tag(dec0$tag),
        .data(dec0$data),
        .head(dec0$head),
        .bad(dec0$bad),
        .want0(dec0$want0),
        .want1(dec0$want1),
        .hdr0(dec0$hdr0),
        .hdr1(dec0$hdr1)
    );
    banyan_whse_n3_s2_w16_uf_core$dec1 dec1(
        .tag(dec1$tag),
        .data(dec1$data),
        .head(dec1$head),
        .bad(dec1$bad),
        .want0(dec1$want0),
        .want1(dec1$want1),
        .hdr0(dec1$hdr0),
        .hdr1(dec1$hdr1)
    );
    banyan_whse_n3_s2_w16_uf_core$ok ok(
        .ownv0(ok$ownv0),
        .ownp0(ok$ownp0),
        .ownv1(ok$ownv1),
        .ownp1(ok$ownp1),
        .otag0(ok$otag0),
        .otag1(ok$otag1),
        .rr(ok$rr),
        .ok_in0(ok$ok_in0),
        .ok_in1(ok$ok_in1),
        .head0(ok$head0),
        .bad0(ok$bad0),
        .want0_0(ok$want0_0),
        .want0_1(ok$want0_1),
        .head1(ok$head1),
        .bad1(ok$bad1),
        .want1_0(ok$want1_0),
        .want1_1(ok$want1_1),
        .conn0_0(ok$conn0_0),
        .conn0_1(ok$conn0_1),
        .conn1_0(ok$conn1_0),
        .conn1_1(ok$conn1_1),
        .c0(ok$c0),
        .c1(ok$c1),
        .r0(ok$r0),
        .r1(ok$r1),
        .req0_0(ok$req0_0),
        .req0_1(ok$req0_1),
        .req1_0(ok$req1_0),
        .req1_1(ok$req1_1),
        .cand0(ok$cand0),
        .cand1(ok$cand1),
        .sub_ok0(ok$sub_ok0),
        .sub_ok1(ok$sub_ok1),
        .ok_out0(ok$ok_out0),
        .ok_out1(ok$ok_out1)
    );
    banyan_whse_n3_s2_w16_uf_core$go go(
        .conn0_0(go$conn0_0),
        .conn0_1(go$conn0_1),
        .conn1_0(go$conn1_0),
        .conn1_1(go$conn1_1),
        .sub_ok0(go$sub_ok0),
        .sub_ok1(go$sub_ok1),
        .owned_in0(go$owned_in0),
        .owned_in1(go$owned_in1),
        .go_in0(go$go_in0),
        .go_in1(go$go_in1),
        .go_out0(go$go_out0),
        .go_out1(go$go_out1)
    );
    banyan_whse_n3_s2_w16_uf_core$otag0 otag0(
        .d(otag0$d),
        .q(otag0$q),
        .clock(otag0$clock)
    );
    banyan_whse_n3_s2_w16_uf_core$odata0 odata0(
        .d(odata0$d),
        .q(odata0$q),
        .clock(odata0$clock)
    );
    banyan_whse_n3_s2_w16_uf_core$otag1 otag1(
        .d(otag1$d),
        .q(otag1$q),
        .clock(otag1$clock)
    );
    banyan_whse_n3_s2_w16_uf_core$odata1 odata1(
        .d(odata1$d),
        .q(odata1$q),
        .clock(odata1$clock)
    );
    banyan_whse_n3_s2_w16_uf_core$ownv0 ownv0(
        .d(ownv0$d),
        .q(ownv0$q),
        .clock(ownv0$clock)
    );
    banyan_whse_n3_s2_w16_uf_core$ownp0 ownp0(
        .d(ownp0$d),
        .q(ownp0$q),
        .clock(ownp0$clock)
    );
    banyan_whse_n3_s2_w16_uf_core$ownv1 ownv1(
        .d(ownv1$d),
        .q(ownv1$q),
        .clock(ownv1$clock)
    );
    banyan_whse_n3_s2_w16_uf_core$ownp1 ownp1(
        .d(ownp1$d),
        .q(ownp1$q),
        .clock(ownp1$clock)
    );
    banyan_whse_n3_s2_w16_uf_core$rr rr(
        .d(rr$d),
        .q(rr$q),
        .clock(rr$clock)
    );
    
    // Update code
    always @(*) begin
        otag0$clock = clock;
        odata0$clock = clock;
        otag1$clock = clock;
        odata1$clock = clock;
        ownv0$clock = clock;
        ownp0$clock = clock;
        ownv1$clock = clock;
        ownp1$clock = clock;
        rr$clock = clock;
        otag0$d = otag0$q;
        odata0$d = odata0$q;
        otag1$d = otag1$q;
        odata1$d = odata1$q;
        ownv0$d = ownv0$q;
        ownp0$d = ownp0$q;
        ownv1$d = ownv1$q;
        ownp1$d = ownp1$q;
        rr$d = rr$q;
        dec0$tag = in_tag0;
        dec0$data = in_data0;
        dec1$tag = in_tag1;
        dec1$data = in_data1;
        ok$ownv0 = ownv0$q;
        ok$ownp0 = ownp0$q;
        ok$ownv1 = ownv1$q;
        ok$ownp1 = ownp1$q;
        ok$otag0 = otag0$q;
        ok$otag1 = otag1$q;
        ok$rr = rr$q;
        ok$ok_in0 = ok_in0;
        ok$ok_in1 = ok_in1;
        ok$head0 = dec0$head;
        ok$bad0 = dec0$bad;
        ok$want0_0 = dec0$want0;
        ok$want0_1 = dec0$want1;
        ok$head1 = dec1$head;
        ok$bad1 = dec1$bad;
        ok$want1_0 = dec1$want0;
        ok$want1_1 = dec1$want1;
        ok_out0 = ok$ok_out0;
        ok_out1 = ok$ok_out1;
        go$conn0_0 = ok$conn0_0;
        go$conn0_1 = ok$conn0_1;
        go$conn1_0 = ok$conn1_0;
        go$conn1_1 = ok$conn1_1;
        go$sub_ok0 = ok$sub_ok0;
        go$sub_ok1 = ok$sub_ok1;
        go$owned_in0 = owned_in0;
        go$owned_in1 = owned_in1;
        go$go_in0 = go_in0;
        go$go_in1 = go_in1;
        go_out0 = go$go_out0;
        go_out1 = go$go_out1;
        free0 = (otag0$q == 32'h0) | ready_in0;
        free1 = (otag1$q == 32'h0) | ready_in1;
        v0 = in_tag0 != 32'h0;
        v1 = in_tag1 != 32'h0;
        mv0 = ok$c0 & v0 & (~ok$conn0_0 | free0) & (~ok$conn0_1 | free1);
        mv1 = ok$c1 & v1 & (~ok$conn1_0 | free0) & (~ok$conn1_1 | free1);
        fwd_tag0 = in_tag0;
        if (dec0$head) begin
            fwd_tag0 = tag_tail;
        end
        fwd_tag1 = in_tag1;
        if (dec1$head) begin
            fwd_tag1 = tag_tail;
        end
        bad0 = ~ok$c0 & dec0$bad;
        bad1 = ~ok$c1 & dec1$bad;
        g0 = ok$cand0 & (~owned_in0 | go_in0);
        g1 = ok$cand1 & (~owned_in1 | go_in1);
        ready_out0 = mv0 & ~dec0$head;
        if (~ok$c0) begin
            ready_out0 = (v0 & ~dec0$head) | bad0 | g0;
        end
        ready_out1 = mv1 & ~dec1$head;
        if (~ok$c1) begin
            ready_out1 = (v1 & ~dec1$head) | bad1 | g1;
        end
        malformed = 32'h0;
        if (bad0 & bad1) begin
            malformed = 32'h2;
        end
        else if (bad0 | bad1) begin
            malformed = 32'h1;
        end
        owned_out0 = ownv0$q;
        owned_out1 = ownv1$q;
        out_tag0 = otag0$q;
        out_data0 = odata0$q;
        out_tag1 = otag1$q;
        out_data1 = odata1$q;
        if (ready_in0) begin
            otag0$d = 32'h0;
            odata0$d = 32'h0;
        end
        if (ok$conn0_0 & mv0) begin
            otag0$d = fwd_tag0;
            odata0$d = in_data0;
            if (fwd_tag0 == tag_tail) begin
                ownv0$d = 1'b0;
            end
        end
        if (ok$conn1_0 & mv1) begin
            otag0$d = fwd_tag1;
            odata0$d = in_data1;
            if (fwd_tag1 == tag_tail) begin
                ownv0$d = 1'b0;
            end
        end
        if (g0 & ok$req0_0) begin
            otag0$d = tag_head;
            odata0$d = dec0$hdr0;
            ownv0$d = 1'b1;
            ownp0$d = 1'b0;
        end
        if (g1 & ok$req1_0) begin
            otag0$d = tag_head;
            odata0$d = dec1$hdr0;
            ownv0$d = 1'b1;
            ownp0$d = 1'b1;
        end
        if (ready_in1) begin
            otag1$d = 32'h0;
            odata1$d = 32'h0;
        end
        if (ok$conn0_1 & mv0) begin
            otag1$d = fwd_tag0;
            odata1$d = in_data0;
            if (fwd_tag0 == tag_tail) begin
                ownv1$d = 1'b0;
            end
        end
        if (ok$conn1_1 & mv1) begin
            otag1$d = fwd_tag1;
            odata1$d = in_data1;
            if (fwd_tag1 == tag_tail) begin
                ownv1$d = 1'b0;
            end
        end
        if (g0 & ok$req0_1) begin
            otag1$d = tag_head;
            odata1$d = dec0$hdr1;
            ownv1$d = 1'b1;
            ownp1$d = 1'b0;
        end
        if (g1 & ok$req1_1) begin
            otag1$d = tag_head;
            odata1$d = dec1$hdr1;
            ownv1$d = 1'b1;
            ownp1$d = 1'b1;
        end
        if (rr_mode & g0 & ~g1) begin
            rr$d = 1'b1;
        end
        if (rr_mode & g1 & ~g0) begin
            rr$d = 1'b0;
        end
        if (rst) begin
            otag0$d = 32'h0;
            odata0$d = 32'h0;
            otag1$d = 32'h0;
            odata1$d = 32'h0;
            ownv0$d = 1'b0;
            ownp0$d = 1'b0;
            ownv1$d = 1'b0;
            ownp1$d = 1'b0;
            rr$d = 1'b0;
        end
    end
    
endmodule // banyan_whse_n3_s2_w16_uf_core


module banyan_whse_n3_s2_w16_uf_core$dec0(tag,data,head,bad,want0,want1,hdr0,hdr1);
    
    // Module arguments
    input wire  [1:0] tag;
    input wire  [15:0] data;
    output reg  head;
    output reg  bad;
    output reg  want0;
    output reg  want1;
    output reg  [15:0] hdr0;
    output reg  [15:0] hdr1;
    
    // Constant declarations
    localparam  amask = 16'h7;
    localparam  hi = 16'h0;
    localparam  lo_ones = 16'h3;
    localparam  bit_i = 16'h4;
    localparam  min1_bit = 16'h4;
    localparam  field = 16'h3f;
    localparam  nshift = 8'h3;
    localparam  tag_head = 2'b1;
    
    // Local signals
    reg  [15:0] mn;
    reg  [15:0] mx;
    
    // Update code
    always @(*) begin
        mn = data & amask;
        mx = (data >> nshift) & amask;
        head = tag == tag_head;
        bad = (tag == tag_head) & (|((mn ^ mx) & hi) | (mn > mx));
        want0 = (tag == tag_head) & ~bad & ~|(mn & bit_i);
        want1 = (tag == tag_head) & ~bad & |(mx & bit_i);
        hdr0 = data;
        hdr1 = data;
        if (want0 & want1) begin
            hdr0 = (data & ~field) | mn | (((mx & hi) | lo_ones) << nshift);
            hdr1 = (data & ~field) | (mn & hi) | min1_bit | (mx << nshift);
        end
    end
    
endmodule // banyan_whse_n3_s2_w16_uf_core$dec0


module banyan_whse_n3_s2_w16_uf_core$dec1(tag,data,head,bad,want0,want1,hdr0,hdr1);
    
    // Module arguments
    input wire  [1:0] tag;
    input wire  [15:0] data;
    output reg  head;
    output reg  bad;
    output reg  want0;
    output reg  want1;
    output reg  [15:0] hdr0;
    output reg  [15:0] hdr1;
    
    // Constant declarations
    localparam  amask = 16'h7;
    localparam  hi = 16'h0;
    localparam  lo_ones = 16'h3;
    localparam  bit_i = 16'h4;
    localparam  min1_bit = 16'h4;
    localparam  field = 16'h3f;
    localparam  nshift = 8'h3;
    localparam  tag_head = 2'b1;
    
    // Local signals
    reg  [15:0] mn;
    reg  [15:0] mx;
    
    // Update code
    always @(*) begin
        mn = data & amask;
        mx = (data >> nshift) & amask;
        head = tag == tag_head;
        bad = (tag == tag_head) & (|((mn ^ mx) & hi) | (mn > mx));
        want0 = (tag == tag_head) & ~bad & ~|(mn & bit_i);
        want1 = (tag == tag_head) & ~bad & |(mx & bit_i);
        hdr0 = data;
        hdr1 = data;
        if (want0 & want1) begin
            hdr0 = (data & ~field) | mn | (((mx & hi) | lo_ones) << nshift);
            hdr1 = (data & ~field) | (mn & hi) | min1_bit | (mx << nshift);
        end
    end
    
endmodule // banyan_whse_n3_s2_w16_uf_core$dec1


module banyan_whse_n3_s2_w16_uf_core$go(conn0_0,conn0_1,conn1_0,conn1_1,sub_ok0,sub_ok1,owned_in0,owned_in1,go_in0,go_in1,go_out0,go_out1);
    
    // Module arguments
    input wire  conn0_0;
    input wire  conn0_1;
    input wire  conn1_0;
    input wire  conn1_1;
    input wire  sub_ok0;
    input wire  sub_ok1;
    input wire  owned_in0;
    input wire  owned_in1;
    input wire  go_in0;
    input wire  go_in1;
    output reg  go_out0;
    output reg  go_out1;
    
    // Local signals
    reg  gof0;
    reg  gof1;
    
    // Update code
    always @(*) begin
        gof0 = sub_ok0;
        if (owned_in0) begin
            gof0 = go_in0;
        end
        gof1 = sub_ok1;
        if (owned_in1) begin
            gof1 = go_in1;
        end
        go_out0 = 1'b0;
        if (conn0_0) begin
            go_out0 = gof0;
        end
        if (conn1_0) begin
            go_out0 = gof1;
        end
        go_out1 = 1'b0;
        if (conn0_1) begin
            go_out1 = gof0;
        end
        if (conn1_1) begin
            go_out1 = gof1;
        end
    end
    
endmodule // banyan_whse_n3_s2_w16_uf_core$go


module banyan_whse_n3_s2_w16_uf_core$odata0(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // banyan_whse_n3_s2_w16_uf_core$odata0


module banyan_whse_n3_s2_w16_uf_core$odata1(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // banyan_whse_n3_s2_w16_uf_core$odata1


module banyan_whse_n3_s2_w16_uf_core$ok(ownv0,ownp0,ownv1,ownp1,otag0,otag1,rr,ok_in0,ok_in1,head0,bad0,want0_0,want0_1,head1,bad1,want1_0,want1_1,conn0_0,conn0_1,conn1_0,conn1_1,c0,c1,r0,r1,req0_0,req0_1,req1_0,req1_1,cand0,cand1,sub_ok0,sub_ok1,ok_out0,ok_out1);
    
    // Module arguments
    input wire  ownv0;
    input wire  ownp0;
    input wire  ownv1;
    input wire  ownp1;
    input wire  [1:0] otag0;
    input wire  [1:0] otag1;
    input wire  rr;
    input wire  ok_in0;
    input wire  ok_in1;
    input wire  head0;
    input wire  bad0;
    input wire  want0_0;
    input wire  want0_1;
    input wire  head1;
    input wire  bad1;
    input wire  want1_0;
    input wire  want1_1;
    output reg  conn0_0;
    output reg  conn0_1;
    output reg  conn1_0;
    output reg  conn1_1;
    output reg  c0;
    output reg  c1;
    output reg  r0;
    output reg  r1;
    output reg  req0_0;
    output reg  req0_1;
    output reg  req1_0;
    output reg  req1_1;
    output reg  cand0;
    output reg  cand1;
    output reg  sub_ok0;
    output reg  sub_ok1;
    output reg  ok_out0;
    output reg  ok_out1;
    
    // Constant declarations
    localparam  rr_mode = 1'b0;
    
    // Local signals
    reg  gr0;
    reg  gr1;
    reg  ovl;
    reg  pri1;
    
    // Update code
    always @(*) begin
        conn0_0 = ownv0 & ~ownp0;
        conn0_1 = ownv1 & ~ownp1;
        conn1_0 = ownv0 & ownp0;
        conn1_1 = ownv1 & ownp1;
        c0 = conn0_0 | conn0_1;
        c1 = conn1_0 | conn1_1;
        sub_ok0 = (~conn0_0 | ok_in0) & (~conn0_1 | ok_in1);
        sub_ok1 = (~conn1_0 | ok_in0) & (~conn1_1 | ok_in1);
        r0 = ~c0 & head0 & ~bad0;
        r1 = ~c1 & head1 & ~bad1;
        req0_0 = r0 & want0_0;
        req0_1 = r0 & want0_1;
        req1_0 = r1 & want1_0;
        req1_1 = r1 & want1_1;
        gr0 = r0 & (~req0_0 | (~ownv0 & (otag0 == 32'h0))) & (~req0_1 | (~ownv1 & (otag1 == 32'h0)));
        gr1 = r1 & (~req1_0 | (~ownv0 & (otag0 == 32'h0))) & (~req1_1 | (~ownv1 & (otag1 == 32'h0)));
        ovl = (req0_0 & req1_0) | (req0_1 & req1_1);
        pri1 = rr_mode & rr;
        cand0 = gr0 & ~(gr1 & ovl & pri1);
        cand1 = gr1 & ~(gr0 & ovl & ~pri1);
        ok_out0 = 1'b1;
        if (c0) begin
            ok_out0 = sub_ok0;
        end
        else if (r0) begin
            ok_out0 = cand0;
        end
        ok_out1 = 1'b1;
        if (c1) begin
            ok_out1 = sub_ok1;
        end
        else if (r1) begin
            ok_out1 = cand1;
        end
    end
    
endmodule // banyan_whse_n3_s2_w16_uf_core$ok


module banyan_whse_n3_s2_w16_uf_core$otag0(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // banyan_whse_n3_s2_w16_uf_core$otag0


module banyan_whse_n3_s2_w16_uf_core$otag1(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // banyan_whse_n3_s2_w16_uf_core$otag1


module banyan_whse_n3_s2_w16_uf_core$ownp0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // banyan_whse_n3_s2_w16_uf_core$ownp0


module banyan_whse_n3_s2_w16_uf_core$ownp1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // banyan_whse_n3_s2_w16_uf_core$ownp1


module banyan_whse_n3_s2_w16_uf_core$ownv0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // banyan_whse_n3_s2_w16_uf_core$ownv0


module banyan_whse_n3_s2_w16_uf_core$ownv1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // banyan_whse_n3_s2_w16_uf_core$ownv1


module banyan_whse_n3_s2_w16_uf_core$rr(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // banyan_whse_n3_s2_w16_uf_core$rr
