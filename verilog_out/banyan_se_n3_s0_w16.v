// Written by wormcast 0.1.0: `wormcast gen banyan --config banyan_net_n3_w16_l8.toml` regenerates this IP.
// banyan_se_n3_s0_w16: 2x2 region-decoding broadcast SE at stage 0 of an n = 3 banyan, W = 16.
// See the network module for the flit and header format. Latency 1 cycle.
// rst: synchronous reset; at the edge the output registers, connections and blocked flags clear.
module banyan_se_n3_s0_w16 (
    input wire clock,
    input wire strobe,
    input wire rst,
    input wire [1:0] in_tag0,
    input wire [15:0] in_data0,
    input wire nack_in0,
    output wire [1:0] out_tag0,
    output wire [15:0] out_data0,
    output wire nack_out0,
    input wire [1:0] in_tag1,
    input wire [15:0] in_data1,
    input wire nack_in1,
    output wire [1:0] out_tag1,
    output wire [15:0] out_data1,
    output wire nack_out1,
    output wire [1:0] malformed
);
    banyan_se_n3_s0_w16_core core (
        .clock(clock),
        .strobe(strobe),
        .rst(rst),
        .in_tag0(in_tag0),
        .in_data0(in_data0),
        .nack_in0(nack_in0),
        .out_tag0(out_tag0),
        .out_data0(out_data0),
        .nack_out0(nack_out0),
        .in_tag1(in_tag1),
        .in_data1(in_data1),
        .nack_in1(nack_in1),
        .out_tag1(out_tag1),
        .out_data1(out_data1),
        .nack_out1(nack_out1),
        .malformed(malformed)
    );
endmodule



module banyan_se_n3_s0_w16_core(clock,strobe,rst,in_tag0,in_data0,in_tag1,in_data1,nack_in0,nack_in1,out_tag0,out_data0,out_tag1,out_data1,nack_out0,nack_out1,malformed);
    
    // Module arguments
    input wire  clock;
    input wire  strobe;
    input wire  rst;
    input wire  [1:0] in_tag0;
    input wire  [15:0] in_data0;
    input wire  [1:0] in_tag1;
    input wire  [15:0] in_data1;
    input wire  nack_in0;
    input wire  nack_in1;
    output reg  [1:0] out_tag0;
    output reg  [15:0] out_data0;
    output reg  [1:0] out_tag1;
    output reg  [15:0] out_data1;
    output reg  nack_out0;
    output reg  nack_out1;
    output reg  [1:0] malformed;
    
    // Constant declarations
    localparam  tag_head = 2'b1;
    
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
    reg  c0v__d;
    wire  c0v__q;
    reg  c0v__clock;
    reg  c0p__d;
    wire  c0p__q;
    reg  c0p__clock;
    reg  c1v__d;
    wire  c1v__q;
    reg  c1v__clock;
    reg  c1p__d;
    wire  c1p__q;
    reg  c1p__clock;
    reg  blk0__d;
    wire  blk0__q;
    reg  blk0__clock;
    reg  blk1__d;
    wire  blk1__q;
    reg  blk1__clock;
    
    // Sub module instances
    banyan_se_n3_s0_w16_core__dec0 dec0(
        .tag(dec0__tag),
        .data(dec0__data),
        .head(dec0__head),
        .bad(dec0__bad),
        .want0(dec0__want0),
        .want1(dec0__want1),
        .hdr0(dec0__hdr0),
        .hdr1(dec0__hdr1)
    );
    banyan_se_n3_s0_w16_core__dec1 dec1(
        .tag(dec1__tag),
        .data(dec1__data),
        .head(dec1__head),
        .bad(dec1__bad),
        .want0(dec1__want0),
        .want1(dec1__want1),
        .hdr0(dec1__hdr0),
        .hdr1(dec1__hdr1)
    );
    banyan_se_n3_s0_w16_core__otag0 otag0(
        .d(otag0__d),
        .q(otag0__q),
        .clock(otag0__clock)
    );
    banyan_se_n3_s0_w16_core__odata0 odata0(
        .d(odata0__d),
        .q(odata0__q),
        .clock(odata0__clock)
    );
    banyan_se_n3_s0_w16_core__otag1 otag1(
        .d(otag1__d),
        .q(otag1__q),
        .clock(otag1__clock)
    );
    banyan_se_n3_s0_w16_core__odata1 odata1(
        .d(odata1__d),
        .q(odata1__q),
        .clock(odata1__clock)
    );
    banyan_se_n3_s0_w16_core__c0v c0v(
        .d(c0v__d),
        .q(c0v__q),
        .clock(c0v__clock)
    );
    banyan_se_n3_s0_w16_core__c0p c0p(
        .d(c0p__d),
        .q(c0p__q),
        .clock(c0p__clock)
    );
    banyan_se_n3_s0_w16_core__c1v c1v(
        .d(c1v__d),
        .q(c1v__q),
        .clock(c1v__clock)
    );
    banyan_se_n3_s0_w16_core__c1p c1p(
        .d(c1p__d),
        .q(c1p__q),
        .clock(c1p__clock)
    );
    banyan_se_n3_s0_w16_core__blk0 blk0(
        .d(blk0__d),
        .q(blk0__q),
        .clock(blk0__clock)
    );
    banyan_se_n3_s0_w16_core__blk1 blk1(
        .d(blk1__d),
        .q(blk1__q),
        .clock(blk1__clock)
    );
    
    // Update code
    always @(*) begin
        otag0__clock = clock;
        odata0__clock = clock;
        otag1__clock = clock;
        odata1__clock = clock;
        c0v__clock = clock;
        c0p__clock = clock;
        c1v__clock = clock;
        c1p__clock = clock;
        blk0__clock = clock;
        blk1__clock = clock;
        otag0__d = otag0__q;
        odata0__d = odata0__q;
        otag1__d = otag1__q;
        odata1__d = odata1__q;
        c0v__d = c0v__q;
        c0p__d = c0p__q;
        c1v__d = c1v__q;
        c1p__d = c1p__q;
        blk0__d = blk0__q;
        blk1__d = blk1__q;
        dec0__tag = in_tag0;
        dec0__data = in_data0;
        dec1__tag = in_tag1;
        dec1__data = in_data1;
        malformed = 32'h0;
        if (strobe) begin
            if (dec0__bad & dec1__bad) begin
                malformed = 32'h2;
            end
            else if (dec0__bad | dec1__bad) begin
                malformed = 32'h1;
            end
            otag0__d = tag_head;
            c0v__d = 1'b1;
            if (dec0__want0) begin
                c0p__d = 1'b0;
                odata0__d = dec0__hdr0;
            end
            else if (dec1__want0) begin
                c0p__d = 1'b1;
                odata0__d = dec1__hdr0;
            end
            else begin
                c0v__d = 1'b0;
                c0p__d = 1'b0;
                otag0__d = 32'h0;
                odata0__d = 32'h0;
            end
            otag1__d = tag_head;
            c1v__d = 1'b1;
            if (dec0__want1) begin
                c1p__d = 1'b0;
                odata1__d = dec0__hdr1;
            end
            else if (dec1__want1) begin
                c1p__d = 1'b1;
                odata1__d = dec1__hdr1;
            end
            else begin
                c1v__d = 1'b0;
                c1p__d = 1'b0;
                otag1__d = 32'h0;
                odata1__d = 32'h0;
            end
            blk0__d = dec0__bad;
            blk1__d = dec1__bad | (dec1__want0 & dec0__want0) | (dec1__want1 & dec0__want1);
        end
        else begin
            otag0__d = 32'h0;
            odata0__d = 32'h0;
            if (c0v__q) begin
                if (c0p__q) begin
                    otag0__d = in_tag1;
                    odata0__d = in_data1;
                end
                else begin
                    otag0__d = in_tag0;
                    odata0__d = in_data0;
                end
            end
            otag1__d = 32'h0;
            odata1__d = 32'h0;
            if (c1v__q) begin
                if (c1p__q) begin
                    otag1__d = in_tag1;
                    odata1__d = in_data1;
                end
                else begin
                    otag1__d = in_tag0;
                    odata1__d = in_data0;
                end
            end
        end
        out_tag0 = otag0__q;
        out_data0 = odata0__q;
        out_tag1 = otag1__q;
        out_data1 = odata1__q;
        nack_out0 = blk0__q | (c0v__q & ~c0p__q & nack_in0) | (c1v__q & ~c1p__q & nack_in1);
        nack_out1 = blk1__q | (c0v__q & c0p__q & nack_in0) | (c1v__q & c1p__q & nack_in1);
        if (rst) begin
            otag0__d = 32'h0;
            odata0__d = 32'h0;
            otag1__d = 32'h0;
            odata1__d = 32'h0;
            c0v__d = 1'b0;
            c0p__d = 1'b0;
            c1v__d = 1'b0;
            c1p__d = 1'b0;
            blk0__d = 1'b0;
            blk1__d = 1'b0;
        end
    end
    
endmodule // banyan_se_n3_s0_w16_core


module banyan_se_n3_s0_w16_core__blk0(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__blk0


module banyan_se_n3_s0_w16_core__blk1(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__blk1


module banyan_se_n3_s0_w16_core__c0p(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__c0p


module banyan_se_n3_s0_w16_core__c0v(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__c0v


module banyan_se_n3_s0_w16_core__c1p(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__c1p


module banyan_se_n3_s0_w16_core__c1v(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__c1v


module banyan_se_n3_s0_w16_core__dec0(tag,data,head,bad,want0,want1,hdr0,hdr1);
    
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
    localparam  hi = 16'h6;
    localparam  lo_ones = 16'h0;
    localparam  bit_i = 16'h1;
    localparam  min1_bit = 16'h1;
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
    
endmodule // banyan_se_n3_s0_w16_core__dec0


module banyan_se_n3_s0_w16_core__dec1(tag,data,head,bad,want0,want1,hdr0,hdr1);
    
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
    localparam  hi = 16'h6;
    localparam  lo_ones = 16'h0;
    localparam  bit_i = 16'h1;
    localparam  min1_bit = 16'h1;
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
    
endmodule // banyan_se_n3_s0_w16_core__dec1


module banyan_se_n3_s0_w16_core__odata0(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__odata0


module banyan_se_n3_s0_w16_core__odata1(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__odata1


module banyan_se_n3_s0_w16_core__otag0(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__otag0


module banyan_se_n3_s0_w16_core__otag1(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core__otag1
