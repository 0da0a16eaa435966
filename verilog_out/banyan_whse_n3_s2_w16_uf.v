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
    reg  conn0_0;
    reg  conn0_1;
    reg  conn1_0;
    reg  conn1_1;
    reg  c0;
    reg  c1;
    reg  free0;
    reg  free1;
    reg  v0;
    reg  v1;
    reg  sub_ok0;
    reg  sub_ok1;
    reg  gof0;
    reg  gof1;
    reg  mv0;
    reg  mv1;
    reg  req0_0;
    reg  req0_1;
    reg  req1_0;
    reg  req1_1;
    reg  r0;
    reg  r1;
    reg  gr0;
    reg  gr1;
    reg  cand0;
    reg  cand1;
    reg  g0;
    reg  g1;
    reg  bad0;
    reg  bad1;
    reg  ovl;
    reg  pri1;
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
        conn0_0 = ownv0$q & ~ownp0$q;
        conn0_1 = ownv1$q & ~ownp1$q;
        conn1_0 = ownv0$q & ownp0$q;
        conn1_1 = ownv1$q & ownp1$q;
        c0 = conn0_0 | conn0_1;
        c1 = conn1_0 | conn1_1;
        free0 = (otag0$q == 32'h0) | ready_in0;
        free1 = (otag1$q == 32'h0) | ready_in1;
        v0 = in_tag0 != 32'h0;
        v1 = in_tag1 != 32'h0;
        sub_ok0 = (~conn0_0 | ok_in0) & (~conn0_1 | ok_in1);
        sub_ok1 = (~conn1_0 | ok_in0) & (~conn1_1 | ok_in1);
        gof0 = sub_ok0;
        if (owned_in0) begin
            gof0 = go_in0;
        end
        gof1 = sub_ok1;
        if (owned_in1) begin
            gof1 = go_in1;
        end
        mv0 = c0 & v0 & (~conn0_0 | free0) & (~conn0_1 | free1);
        mv1 = c1 & v1 & (~conn1_0 | free0) & (~conn1_1 | free1);
        fwd_tag0 = in_tag0;
        if (dec0$head) begin
            fwd_tag0 = tag_tail;
        end
        fwd_tag1 = in_tag1;
        if (dec1$head) begin
            fwd_tag1 = tag_tail;
        end
        bad0 = ~c0 & dec0$bad;
        bad1 = ~c1 & dec1$bad;
        r0 = ~c0 & dec0$head & ~dec0$bad;
        r1 = ~c1 & dec1$head & ~dec1$bad;
        req0_0 = r0 & dec0$want0;
        req0_1 = r0 & dec0$want1;
        req1_0 = r1 & dec1$want0;
        req1_1 = r1 & dec1$want1;
        gr0 = r0 & (~req0_0 | (~ownv0$q & (otag0$q == 32'h0))) & (~req0_1 | (~ownv1$q & (otag1$q == 32'h0)));
        gr1 = r1 & (~req1_0 | (~ownv0$q & (otag0$q == 32'h0))) & (~req1_1 | (~ownv1$q & (otag1$q == 32'h0)));
        ovl = (req0_0 & req1_0) | (req0_1 & req1_1);
        pri1 = rr_mode & rr$q;
        cand0 = gr0 & ~(gr1 & ovl & pri1);
        cand1 = gr1 & ~(gr0 & ovl & ~pri1);
        g0 = cand0 & (~owned_in0 | go_in0);
        g1 = cand1 & (~owned_in1 | go_in1);
        ready_out0 = mv0 & ~dec0$head;
        if (~c0) begin
            ready_out0 = (v0 & ~dec0$head) | bad0 | g0;
        end
        ready_out1 = mv1 & ~dec1$head;
        if (~c1) begin
            ready_out1 = (v1 & ~dec1$head) | bad1 | g1;
        end
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
        malformed = 32'h0;
        if (bad0 & bad1) begin
            malformed = 32'h2;
        end
        else if (bad0 | bad1) begin
            malformed = 32'h1;
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
        if (conn0_0 & mv0) begin
            otag0$d = fwd_tag0;
            odata0$d = in_data0;
            if (fwd_tag0 == tag_tail) begin
                ownv0$d = 1'b0;
            end
        end
        if (conn1_0 & mv1) begin
            otag0$d = fwd_tag1;
            odata0$d = in_data1;
            if (fwd_tag1 == tag_tail) begin
                ownv0$d = 1'b0;
            end
        end
        if (g0 & req0_0) begin
            otag0$d = tag_head;
            odata0$d = dec0$hdr0;
            ownv0$d = 1'b1;
            ownp0$d = 1'b0;
        end
        if (g1 & req1_0) begin
            otag0$d = tag_head;
            odata0$d = dec1$hdr0;
            ownv0$d = 1'b1;
            ownp0$d = 1'b1;
        end
        if (ready_in1) begin
            otag1$d = 32'h0;
            odata1$d = 32'h0;
        end
        if (conn0_1 & mv0) begin
            otag1$d = fwd_tag0;
            odata1$d = in_data0;
            if (fwd_tag0 == tag_tail) begin
                ownv1$d = 1'b0;
            end
        end
        if (conn1_1 & mv1) begin
            otag1$d = fwd_tag1;
            odata1$d = in_data1;
            if (fwd_tag1 == tag_tail) begin
                ownv1$d = 1'b0;
            end
        end
        if (g0 & req0_1) begin
            otag1$d = tag_head;
            odata1$d = dec0$hdr1;
            ownv1$d = 1'b1;
            ownp1$d = 1'b0;
        end
        if (g1 & req1_1) begin
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
