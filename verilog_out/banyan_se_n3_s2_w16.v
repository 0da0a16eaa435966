// banyan_se_n3_s2_w16: 2x2 region-decoding broadcast SE at stage 2 of an n = 3 banyan, W = 16.
// See the network module for the flit and header format. Latency 1 cycle.
module banyan_se_n3_s2_w16 (
    input wire clock,
    input wire strobe,
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
    banyan_se_n3_s2_w16_core core (
        .clock(clock),
        .strobe(strobe),
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



module banyan_se_n3_s2_w16_core(clock,strobe,in_tag0,in_data0,in_tag1,in_data1,nack_in0,nack_in1,out_tag0,out_data0,out_tag1,out_data1,nack_out0,nack_out1,malformed);
    
    // Module arguments
    input wire  clock;
    input wire  strobe;
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
    localparam  amask = 16'h7;
    localparam  hi = 16'h0;
    localparam  lo_ones = 16'h3;
    localparam  bit_i = 16'h4;
    localparam  min1_bit = 16'h4;
    localparam  field = 16'h3f;
    localparam  nshift = 8'h3;
    localparam  tag_head = 2'b1;
    
    // Stub signals
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
    
    // Local signals
    reg  [15:0] mn0;
    reg  [15:0] mx0;
    reg  [15:0] mn1;
    reg  [15:0] mx1;
    reg  bad0;
    reg  bad1;
    reg  split0;
    reg  split1;
    reg  want0_0;
    reg  want0_1;
    reg  want1_0;
    reg  want1_1;
    reg  [15:0] hdr0_0;
    reg  [15:0] hdr0_1;
    reg  [15:0] hdr1_0;
    reg  [15:0] hdr1_1;
    
    // Sub module instances
    banyan_se_n3_s2_w16_core$otag0 otag0(
        .d(otag0$d),
        .q(otag0$q),
        .clock(otag0$clock)
    );
    banyan_se_n3_s2_w16_core$odata0 odata0(
        .d(odata0$d),
        .q(odata0$q),
        .clock(odata0$clock)
    );
    banyan_se_n3_s2_w16_core$otag1 otag1(
        .d(otag1$d),
        .q(otag1$q),
        .clock(otag1$clock)
    );
    banyan_se_n3_s2_w16_core$odata1 odata1(
        .d(odata1$d),
        .q(odata1$q),
        .clock(odata1$clock)
    );
    banyan_se_n3_s2_w16_core$c0v c0v(
        .d(c0v$d),
        .q(c0v$q),
        .clock(c0v$clock)
    );
    banyan_se_n3_s2_w16_core$c0p c0p(
        .d(c0p$d),
        .q(c0p$q),
        .clock(c0p$clock)
    );
    banyan_se_n3_s2_w16_core$c1v c1v(
        .d(c1v$d),
        .q(c1v$q),
        .clock(c1v$clock)
    );
    banyan_se_n3_s2_w16_core$c1p c1p(
        .d(c1p$d),
        .q(c1p$q),
        .clock(c1p$clock)
    );
    banyan_se_n3_s2_w16_core$blk0 blk0(
        .d(blk0$d),
        .q(blk0$q),
        .clock(blk0$clock)
    );
    banyan_se_n3_s2_w16_core$blk1 blk1(
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
        mn0 = in_data0 & amask;
        mx0 = (in_data0 >> nshift) & amask;
        bad0 = (in_tag0 == tag_head) & (|((mn0 ^ mx0) & hi) | (mn0 > mx0));
        want0_0 = (in_tag0 == tag_head) & ~bad0 & ~|(mn0 & bit_i);
        want0_1 = (in_tag0 == tag_head) & ~bad0 & |(mx0 & bit_i);
        split0 = want0_0 & want0_1;
        hdr0_0 = in_data0;
        hdr0_1 = in_data0;
        if (split0) begin
            hdr0_0 = (in_data0 & ~field) | mn0 | (((mx0 & hi) | lo_ones) << nshift);
            hdr0_1 = (in_data0 & ~field) | (mn0 & hi) | min1_bit | (mx0 << nshift);
        end
        mn1 = in_data1 & amask;
        mx1 = (in_data1 >> nshift) & amask;
        bad1 = (in_tag1 == tag_head) & (|((mn1 ^ mx1) & hi) | (mn1 > mx1));
        want1_0 = (in_tag1 == tag_head) & ~bad1 & ~|(mn1 & bit_i);
        want1_1 = (in_tag1 == tag_head) & ~bad1 & |(mx1 & bit_i);
        split1 = want1_0 & want1_1;
        hdr1_0 = in_data1;
        hdr1_1 = in_data1;
        if (split1) begin
            hdr1_0 = (in_data1 & ~field) | mn1 | (((mx1 & hi) | lo_ones) << nshift);
            hdr1_1 = (in_data1 & ~field) | (mn1 & hi) | min1_bit | (mx1 << nshift);
        end
        malformed = 32'h0;
        if (strobe) begin
            if (bad0 & bad1) begin
                malformed = 32'h2;
            end
            else if (bad0 | bad1) begin
                malformed = 32'h1;
            end
            otag0$d = tag_head;
            c0v$d = 1'b1;
            if (want0_0) begin
                c0p$d = 1'b0;
                odata0$d = hdr0_0;
            end
            else if (want1_0) begin
                c0p$d = 1'b1;
                odata0$d = hdr1_0;
            end
            else begin
                c0v$d = 1'b0;
                c0p$d = 1'b0;
                otag0$d = 32'h0;
                odata0$d = 32'h0;
            end
            otag1$d = tag_head;
            c1v$d = 1'b1;
            if (want0_1) begin
                c1p$d = 1'b0;
                odata1$d = hdr0_1;
            end
            else if (want1_1) begin
                c1p$d = 1'b1;
                odata1$d = hdr1_1;
            end
            else begin
                c1v$d = 1'b0;
                c1p$d = 1'b0;
                otag1$d = 32'h0;
                odata1$d = 32'h0;
            end
            blk0$d = bad0;
            blk1$d = bad1 | (want1_0 & want0_0) | (want1_1 & want0_1);
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
    end
    
endmodule // banyan_se_n3_s2_w16_core


module banyan_se_n3_s2_w16_core$blk0(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$blk0


module banyan_se_n3_s2_w16_core$blk1(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$blk1


module banyan_se_n3_s2_w16_core$c0p(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$c0p


module banyan_se_n3_s2_w16_core$c0v(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$c0v


module banyan_se_n3_s2_w16_core$c1p(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$c1p


module banyan_se_n3_s2_w16_core$c1v(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$c1v


module banyan_se_n3_s2_w16_core$odata0(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$odata0


module banyan_se_n3_s2_w16_core$odata1(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$odata1


module banyan_se_n3_s2_w16_core$otag0(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$otag0


module banyan_se_n3_s2_w16_core$otag1(d,q,clock);
    
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
          
endmodule // banyan_se_n3_s2_w16_core$otag1
