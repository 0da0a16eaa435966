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
    reg  c0v$d;
    wire  c0v$q;
    reg  c0v$clock;
    reg  c0p$d;
    wire  c0p$q;
    reg  c0p$clock;
    reg  c1v$d;
    wire  c1v$q;
    reg  c1v$clock;
    reg  c1p$d;
    wire  c1p$q;
    reg  c1p$clock;
    reg  blk0$d;
    wire  blk0$q;
    reg  blk0$clock;
    reg  blk1$d;
    wire  blk1$q;
    reg  blk1$clock;
    
    // Sub module instances
    banyan_se_n3_s0_w16_core$dec0 dec0(
        .tag(dec0$tag),
        .data(dec0$data),
        .head(dec0$head),
        .bad(dec0$bad),
        .want0(dec0$want0),
        .want1(dec0$want1),
        .hdr0(dec0$hdr0),
        .hdr1(dec0$hdr1)
    );
    banyan_se_n3_s0_w16_core$dec1 dec1(
        .tag(dec1$tag),
        .data(dec1$data),
        .head(dec1$head),
        .bad(dec1$bad),
        .want0(dec1$want0),
        .want1(dec1$want1),
        .hdr0(dec1$hdr0),
        .hdr1(dec1$hdr1)
    );
    banyan_se_n3_s0_w16_core$otag0 otag0(
        .d(otag0$d),
        .q(otag0$q),
        .clock(otag0$clock)
    );
    banyan_se_n3_s0_w16_core$odata0 odata0(
        .d(odata0$d),
        .q(odata0$q),
        .clock(odata0$clock)
    );
    banyan_se_n3_s0_w16_core$otag1 otag1(
        .d(otag1$d),
        .q(otag1$q),
        .clock(otag1$clock)
    );
    banyan_se_n3_s0_w16_core$odata1 odata1(
        .d(odata1$d),
        .q(odata1$q),
        .clock(odata1$clock)
    );
    banyan_se_n3_s0_w16_core$c0v c0v(
        .d(c0v$d),
        .q(c0v$q),
        .clock(c0v$clock)
    );
    banyan_se_n3_s0_w16_core$c0p c0p(
        .d(c0p$d),
        .q(c0p$q),
        .clock(c0p$clock)
    );
    banyan_se_n3_s0_w16_core$c1v c1v(
        .d(c1v$d),
        .q(c1v$q),
        .clock(c1v$clock)
    );
    banyan_se_n3_s0_w16_core$c1p c1p(
        .d(c1p$d),
        .q(c1p$q),
        .clock(c1p$clock)
    );
    banyan_se_n3_s0_w16_core$blk0 blk0(
        .d(blk0$d),
        .q(blk0$q),
        .clock(blk0$clock)
    );
    banyan_se_n3_s0_w16_core$blk1 blk1(
        .d(blk1$d),
        .q(blk1$q),
        .clock(blk1$clock)
    );
    
    // Update code
    always @(*) begin
        otag0$clock = clock;
        odata0$clock = clock;
        otag1$clock = clock;
        odata1$clock = clock;
        c0v$clock = clock;
        c0p$clock = clock;
        c1v$clock = clock;
        c1p$clock = clock;
        blk0$clock = clock;
        blk1$clock = clock;
        otag0$d = otag0$q;
        odata0$d = odata0$q;
        otag1$d = otag1$q;
        odata1$d = odata1$q;
        c0v$d = c0v$q;
        c0p$d = c0p$q;
        c1v$d = c1v$q;
        c1p$d = c1p$q;
        blk0$d = blk0$q;
        blk1$d = blk1$q;
        dec0$tag = in_tag0;
        dec0$data = in_data0;
        dec1$tag = in_tag1;
        dec1$data = in_data1;
        malformed = 32'h0;
        if (strobe) begin
            if (dec0$bad & dec1$bad) begin
                malformed = 32'h2;
            end
            else if (dec0$bad | dec1$bad) begin
                malformed = 32'h1;
            end
            otag0$d = tag_head;
            c0v$d = 1'b1;
            if (dec0$want0) begin
                c0p$d = 1'b0;
                odata0$d = dec0$hdr0;
            end
            else if (dec1$want0) begin
                c0p$d = 1'b1;
                odata0$d = dec1$hdr0;
            end
            else begin
                c0v$d = 1'b0;
                c0p$d = 1'b0;
                otag0$d = 32'h0;
                odata0$d = 32'h0;
            end
            otag1$d = tag_head;
            c1v$d = 1'b1;
            if (dec0$want1) begin
                c1p$d = 1'b0;
                odata1$d = dec0$hdr1;
            end
            else if (dec1$want1) begin
                c1p$d = 1'b1;
                odata1$d = dec1$hdr1;
            end
            else begin
                c1v$d = 1'b0;
                c1p$d = 1'b0;
                otag1$d = 32'h0;
                odata1$d = 32'h0;
            end
            blk0$d = dec0$bad;
            blk1$d = dec1$bad | (dec1$want0 & dec0$want0) | (dec1$want1 & dec0$want1);
        end
        else begin
            otag0$d = 32'h0;
            odata0$d = 32'h0;
            if (c0v$q) begin
                if (c0p$q) begin
                    otag0$d = in_tag1;
                    odata0$d = in_data1;
                end
                else begin
                    otag0$d = in_tag0;
                    odata0$d = in_data0;
                end
            end
            otag1$d = 32'h0;
            odata1$d = 32'h0;
            if (c1v$q) begin
                if (c1p$q) begin
                    otag1$d = in_tag1;
                    odata1$d = in_data1;
                end
                else begin
                    otag1$d = in_tag0;
                    odata1$d = in_data0;
                end
            end
        end
        out_tag0 = otag0$q;
        out_data0 = odata0$q;
        out_tag1 = otag1$q;
        out_data1 = odata1$q;
        nack_out0 = blk0$q | (c0v$q & ~c0p$q & nack_in0) | (c1v$q & ~c1p$q & nack_in1);
        nack_out1 = blk1$q | (c0v$q & c0p$q & nack_in0) | (c1v$q & c1p$q & nack_in1);
        if (rst) begin
            otag0$d = 32'h0;
            odata0$d = 32'h0;
            otag1$d = 32'h0;
            odata1$d = 32'h0;
            c0v$d = 1'b0;
            c0p$d = 1'b0;
            c1v$d = 1'b0;
            c1p$d = 1'b0;
            blk0$d = 1'b0;
            blk1$d = 1'b0;
        end
    end
    
endmodule // banyan_se_n3_s0_w16_core


module banyan_se_n3_s0_w16_core$blk0(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$blk0


module banyan_se_n3_s0_w16_core$blk1(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$blk1


module banyan_se_n3_s0_w16_core$c0p(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$c0p


module banyan_se_n3_s0_w16_core$c0v(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$c0v


module banyan_se_n3_s0_w16_core$c1p(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$c1p


module banyan_se_n3_s0_w16_core$c1v(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$c1v


module banyan_se_n3_s0_w16_core$dec0(tag,data,head,bad,want0,want1,hdr0,hdr1);
    
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
    
endmodule // banyan_se_n3_s0_w16_core$dec0


module banyan_se_n3_s0_w16_core$dec1(tag,data,head,bad,want0,want1,hdr0,hdr1);
    
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
    
endmodule // banyan_se_n3_s0_w16_core$dec1


module banyan_se_n3_s0_w16_core$odata0(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$odata0


module banyan_se_n3_s0_w16_core$odata1(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$odata1


module banyan_se_n3_s0_w16_core$otag0(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$otag0


module banyan_se_n3_s0_w16_core$otag1(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s0_w16_core$otag1
