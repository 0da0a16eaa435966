// Written by wormcast 0.1.0: `wormcast gen banyan --config banyan_wh_n3_w16_uf.toml` regenerates this IP.
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
    reg  [1:0] dec0__tag;
    reg  [15:0] dec0__data;
    wire  dec0__head;
    wire  dec0__bad;
    wire  dec0__want0;
    wire  dec0__want1;
    wire  [15:0] dec0__hdr0;
    wire  [15:0] dec0__hdr1;
    reg  [1:0] dec1__tag;
    reg  [15:0] dec1__data;
    wire  dec1__head;
    wire  dec1__bad;
    wire  dec1__want0;
    wire  dec1__want1;
    wire  [15:0] dec1__hdr0;
    wire  [15:0] dec1__hdr1;
    reg  ok__ownv0;
    reg  ok__ownp0;
    reg  ok__ownv1;
    reg  ok__ownp1;
    reg  [1:0] ok__otag0;
    reg  [1:0] ok__otag1;
    reg  ok__rr;
    reg  ok__ok_in0;
    reg  ok__ok_in1;
    reg  ok__head0;
    reg  ok__bad0;
    reg  ok__want0_0;
    reg  ok__want0_1;
    reg  ok__head1;
    reg  ok__bad1;
    reg  ok__want1_0;
    reg  ok__want1_1;
    wire  ok__conn0_0;
    wire  ok__conn0_1;
    wire  ok__conn1_0;
    wire  ok__conn1_1;
    wire  ok__c0;
    wire  ok__c1;
    wire  ok__r0;
    wire  ok__r1;
    wire  ok__req0_0;
    wire  ok__req0_1;
    wire  ok__req1_0;
    wire  ok__req1_1;
    wire  ok__cand0;
    wire  ok__cand1;
    wire  ok__sub_ok0;
    wire  ok__sub_ok1;
    wire  ok__ok_out0;
    wire  ok__ok_out1;
    reg  go__conn0_0;
    reg  go__conn0_1;
    reg  go__conn1_0;
    reg  go__conn1_1;
    reg  go__sub_ok0;
    reg  go__sub_ok1;
    reg  go__owned_in0;
    reg  go__owned_in1;
    reg  go__go_in0;
    reg  go__go_in1;
    wire  go__go_out0;
    wire  go__go_out1;
    reg  [1:0] otag0__d;
    wire  [1:0] otag0__q;
    reg  otag0__clock;
    reg  [15:0] odata0__d;
    wire  [15:0] odata0__q;
    reg  odata0__clock;
    reg  [1:0] otag1__d;
    wire  [1:0] otag1__q;
    reg  otag1__clock;
    reg  [15:0] odata1__d;
    wire  [15:0] odata1__q;
    reg  odata1__clock;
    reg  ownv0__d;
    wire  ownv0__q;
    reg  ownv0__clock;
    reg  ownp0__d;
    wire  ownp0__q;
    reg  ownp0__clock;
    reg  ownv1__d;
    wire  ownv1__q;
    reg  ownv1__clock;
    reg  ownp1__d;
    wire  ownp1__q;
    reg  ownp1__clock;
    reg  rr__d;
    wire  rr__q;
    reg  rr__clock;
    
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
    banyan_whse_n3_s2_w16_uf_core__dec0 dec0(
        .tag(dec0__tag),
        .data(dec0__data),
        .head(dec0__head),
        .bad(dec0__bad),
        .want0(dec0__want0),
        .want1(dec0__want1),
        .hdr0(dec0__hdr0),
        .hdr1(dec0__hdr1)
    );
    banyan_whse_n3_s2_w16_uf_core__dec1 dec1(
        .tag(dec1__tag),
        .data(dec1__data),
        .head(dec1__head),
        .bad(dec1__bad),
        .want0(dec1__want0),
        .want1(dec1__want1),
        .hdr0(dec1__hdr0),
        .hdr1(dec1__hdr1)
    );
    banyan_whse_n3_s2_w16_uf_core__ok ok(
        .ownv0(ok__ownv0),
        .ownp0(ok__ownp0),
        .ownv1(ok__ownv1),
        .ownp1(ok__ownp1),
        .otag0(ok__otag0),
        .otag1(ok__otag1),
        .rr(ok__rr),
        .ok_in0(ok__ok_in0),
        .ok_in1(ok__ok_in1),
        .head0(ok__head0),
        .bad0(ok__bad0),
        .want0_0(ok__want0_0),
        .want0_1(ok__want0_1),
        .head1(ok__head1),
        .bad1(ok__bad1),
        .want1_0(ok__want1_0),
        .want1_1(ok__want1_1),
        .conn0_0(ok__conn0_0),
        .conn0_1(ok__conn0_1),
        .conn1_0(ok__conn1_0),
        .conn1_1(ok__conn1_1),
        .c0(ok__c0),
        .c1(ok__c1),
        .r0(ok__r0),
        .r1(ok__r1),
        .req0_0(ok__req0_0),
        .req0_1(ok__req0_1),
        .req1_0(ok__req1_0),
        .req1_1(ok__req1_1),
        .cand0(ok__cand0),
        .cand1(ok__cand1),
        .sub_ok0(ok__sub_ok0),
        .sub_ok1(ok__sub_ok1),
        .ok_out0(ok__ok_out0),
        .ok_out1(ok__ok_out1)
    );
    banyan_whse_n3_s2_w16_uf_core__go go(
        .conn0_0(go__conn0_0),
        .conn0_1(go__conn0_1),
        .conn1_0(go__conn1_0),
        .conn1_1(go__conn1_1),
        .sub_ok0(go__sub_ok0),
        .sub_ok1(go__sub_ok1),
        .owned_in0(go__owned_in0),
        .owned_in1(go__owned_in1),
        .go_in0(go__go_in0),
        .go_in1(go__go_in1),
        .go_out0(go__go_out0),
        .go_out1(go__go_out1)
    );
    banyan_whse_n3_s2_w16_uf_core__otag0 otag0(
        .d(otag0__d),
        .q(otag0__q),
        .clock(otag0__clock)
    );
    banyan_whse_n3_s2_w16_uf_core__odata0 odata0(
        .d(odata0__d),
        .q(odata0__q),
        .clock(odata0__clock)
    );
    banyan_whse_n3_s2_w16_uf_core__otag1 otag1(
        .d(otag1__d),
        .q(otag1__q),
        .clock(otag1__clock)
    );
    banyan_whse_n3_s2_w16_uf_core__odata1 odata1(
        .d(odata1__d),
        .q(odata1__q),
        .clock(odata1__clock)
    );
    banyan_whse_n3_s2_w16_uf_core__ownv0 ownv0(
        .d(ownv0__d),
        .q(ownv0__q),
        .clock(ownv0__clock)
    );
    banyan_whse_n3_s2_w16_uf_core__ownp0 ownp0(
        .d(ownp0__d),
        .q(ownp0__q),
        .clock(ownp0__clock)
    );
    banyan_whse_n3_s2_w16_uf_core__ownv1 ownv1(
        .d(ownv1__d),
        .q(ownv1__q),
        .clock(ownv1__clock)
    );
    banyan_whse_n3_s2_w16_uf_core__ownp1 ownp1(
        .d(ownp1__d),
        .q(ownp1__q),
        .clock(ownp1__clock)
    );
    banyan_whse_n3_s2_w16_uf_core__rr rr(
        .d(rr__d),
        .q(rr__q),
        .clock(rr__clock)
    );
    
    // Update code
    always @(*) begin
        otag0__clock = clock;
        odata0__clock = clock;
        otag1__clock = clock;
        odata1__clock = clock;
        ownv0__clock = clock;
        ownp0__clock = clock;
        ownv1__clock = clock;
        ownp1__clock = clock;
        rr__clock = clock;
        otag0__d = otag0__q;
        odata0__d = odata0__q;
        otag1__d = otag1__q;
        odata1__d = odata1__q;
        ownv0__d = ownv0__q;
        ownp0__d = ownp0__q;
        ownv1__d = ownv1__q;
        ownp1__d = ownp1__q;
        rr__d = rr__q;
        dec0__tag = in_tag0;
        dec0__data = in_data0;
        dec1__tag = in_tag1;
        dec1__data = in_data1;
        ok__ownv0 = ownv0__q;
        ok__ownp0 = ownp0__q;
        ok__ownv1 = ownv1__q;
        ok__ownp1 = ownp1__q;
        ok__otag0 = otag0__q;
        ok__otag1 = otag1__q;
        ok__rr = rr__q;
        ok__ok_in0 = ok_in0;
        ok__ok_in1 = ok_in1;
        ok__head0 = dec0__head;
        ok__bad0 = dec0__bad;
        ok__want0_0 = dec0__want0;
        ok__want0_1 = dec0__want1;
        ok__head1 = dec1__head;
        ok__bad1 = dec1__bad;
        ok__want1_0 = dec1__want0;
        ok__want1_1 = dec1__want1;
        ok_out0 = ok__ok_out0;
        ok_out1 = ok__ok_out1;
        go__conn0_0 = ok__conn0_0;
        go__conn0_1 = ok__conn0_1;
        go__conn1_0 = ok__conn1_0;
        go__conn1_1 = ok__conn1_1;
        go__sub_ok0 = ok__sub_ok0;
        go__sub_ok1 = ok__sub_ok1;
        go__owned_in0 = owned_in0;
        go__owned_in1 = owned_in1;
        go__go_in0 = go_in0;
        go__go_in1 = go_in1;
        go_out0 = go__go_out0;
        go_out1 = go__go_out1;
        free0 = (otag0__q == 32'h0) | ready_in0;
        free1 = (otag1__q == 32'h0) | ready_in1;
        v0 = in_tag0 != 32'h0;
        v1 = in_tag1 != 32'h0;
        mv0 = ok__c0 & v0 & (~ok__conn0_0 | free0) & (~ok__conn0_1 | free1);
        mv1 = ok__c1 & v1 & (~ok__conn1_0 | free0) & (~ok__conn1_1 | free1);
        fwd_tag0 = in_tag0;
        if (dec0__head) begin
            fwd_tag0 = tag_tail;
        end
        fwd_tag1 = in_tag1;
        if (dec1__head) begin
            fwd_tag1 = tag_tail;
        end
        bad0 = ~ok__c0 & dec0__bad;
        bad1 = ~ok__c1 & dec1__bad;
        g0 = ok__cand0 & (~owned_in0 | go_in0);
        g1 = ok__cand1 & (~owned_in1 | go_in1);
        ready_out0 = mv0 & ~dec0__head;
        if (~ok__c0) begin
            ready_out0 = (v0 & ~dec0__head) | bad0 | g0;
        end
        ready_out1 = mv1 & ~dec1__head;
        if (~ok__c1) begin
            ready_out1 = (v1 & ~dec1__head) | bad1 | g1;
        end
        malformed = 32'h0;
        if (bad0 & bad1) begin
            malformed = 32'h2;
        end
        else if (bad0 | bad1) begin
            malformed = 32'h1;
        end
        owned_out0 = ownv0__q;
        owned_out1 = ownv1__q;
        out_tag0 = otag0__q;
        out_data0 = odata0__q;
        out_tag1 = otag1__q;
        out_data1 = odata1__q;
        if (ready_in0) begin
            otag0__d = 32'h0;
            odata0__d = 32'h0;
        end
        if (ok__conn0_0 & mv0) begin
            otag0__d = fwd_tag0;
            odata0__d = in_data0;
            if (fwd_tag0 == tag_tail) begin
                ownv0__d = 1'b0;
            end
        end
        if (ok__conn1_0 & mv1) begin
            otag0__d = fwd_tag1;
            odata0__d = in_data1;
            if (fwd_tag1 == tag_tail) begin
                ownv0__d = 1'b0;
            end
        end
        if (g0 & ok__req0_0) begin
            otag0__d = tag_head;
            odata0__d = dec0__hdr0;
            ownv0__d = 1'b1;
            ownp0__d = 1'b0;
        end
        if (g1 & ok__req1_0) begin
            otag0__d = tag_head;
            odata0__d = dec1__hdr0;
            ownv0__d = 1'b1;
            ownp0__d = 1'b1;
        end
        if (ready_in1) begin
            otag1__d = 32'h0;
            odata1__d = 32'h0;
        end
        if (ok__conn0_1 & mv0) begin
            otag1__d = fwd_tag0;
            odata1__d = in_data0;
            if (fwd_tag0 == tag_tail) begin
                ownv1__d = 1'b0;
            end
        end
        if (ok__conn1_1 & mv1) begin
            otag1__d = fwd_tag1;
            odata1__d = in_data1;
            if (fwd_tag1 == tag_tail) begin
                ownv1__d = 1'b0;
            end
        end
        if (g0 & ok__req0_1) begin
            otag1__d = tag_head;
            odata1__d = dec0__hdr1;
            ownv1__d = 1'b1;
            ownp1__d = 1'b0;
        end
        if (g1 & ok__req1_1) begin
            otag1__d = tag_head;
            odata1__d = dec1__hdr1;
            ownv1__d = 1'b1;
            ownp1__d = 1'b1;
        end
        if (rr_mode & g0 & ~g1) begin
            rr__d = 1'b1;
        end
        if (rr_mode & g1 & ~g0) begin
            rr__d = 1'b0;
        end
        if (rst) begin
            otag0__d = 32'h0;
            odata0__d = 32'h0;
            otag1__d = 32'h0;
            odata1__d = 32'h0;
            ownv0__d = 1'b0;
            ownp0__d = 1'b0;
            ownv1__d = 1'b0;
            ownp1__d = 1'b0;
            rr__d = 1'b0;
        end
    end
    
endmodule // banyan_whse_n3_s2_w16_uf_core


module banyan_whse_n3_s2_w16_uf_core__dec0(tag,data,head,bad,want0,want1,hdr0,hdr1);
    
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
    
endmodule // banyan_whse_n3_s2_w16_uf_core__dec0


module banyan_whse_n3_s2_w16_uf_core__dec1(tag,data,head,bad,want0,want1,hdr0,hdr1);
    
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
    
endmodule // banyan_whse_n3_s2_w16_uf_core__dec1


module banyan_whse_n3_s2_w16_uf_core__go(conn0_0,conn0_1,conn1_0,conn1_1,sub_ok0,sub_ok1,owned_in0,owned_in1,go_in0,go_in1,go_out0,go_out1);
    
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
    
endmodule // banyan_whse_n3_s2_w16_uf_core__go


module banyan_whse_n3_s2_w16_uf_core__odata0(d,q,clock);
    
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
          
endmodule // banyan_whse_n3_s2_w16_uf_core__odata0


module banyan_whse_n3_s2_w16_uf_core__odata1(d,q,clock);
    
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
          
endmodule // banyan_whse_n3_s2_w16_uf_core__odata1


module banyan_whse_n3_s2_w16_uf_core__ok(ownv0,ownp0,ownv1,ownp1,otag0,otag1,rr,ok_in0,ok_in1,head0,bad0,want0_0,want0_1,head1,bad1,want1_0,want1_1,conn0_0,conn0_1,conn1_0,conn1_1,c0,c1,r0,r1,req0_0,req0_1,req1_0,req1_1,cand0,cand1,sub_ok0,sub_ok1,ok_out0,ok_out1);
    
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
    
endmodule // banyan_whse_n3_s2_w16_uf_core__ok


module banyan_whse_n3_s2_w16_uf_core__otag0(d,q,clock);
    
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
          
endmodule // banyan_whse_n3_s2_w16_uf_core__otag0


module banyan_whse_n3_s2_w16_uf_core__otag1(d,q,clock);
    
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
          
endmodule // banyan_whse_n3_s2_w16_uf_core__otag1


module banyan_whse_n3_s2_w16_uf_core__ownp0(d,q,clock);
    
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
          
endmodule // banyan_whse_n3_s2_w16_uf_core__ownp0


module banyan_whse_n3_s2_w16_uf_core__ownp1(d,q,clock);
    
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
          
endmodule // banyan_whse_n3_s2_w16_uf_core__ownp1


module banyan_whse_n3_s2_w16_uf_core__ownv0(d,q,clock);
    
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
          
endmodule // banyan_whse_n3_s2_w16_uf_core__ownv0


module banyan_whse_n3_s2_w16_uf_core__ownv1(d,q,clock);
    
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
          
endmodule // banyan_whse_n3_s2_w16_uf_core__ownv1


module banyan_whse_n3_s2_w16_uf_core__rr(d,q,clock);
    
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
          
endmodule // banyan_whse_n3_s2_w16_uf_core__rr
