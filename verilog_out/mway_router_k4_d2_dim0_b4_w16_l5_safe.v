// m-way router
// Port contract:
//   clock: one clock `clock`, every port sampled and driven at its rising edge
//   reset: `rst` (the last input port) is synchronous and active high. In a cycle with `rst` high
//     every output of both interfaces is 0 (no free buffer, no request, no flit, no answer) and
//     the channel lines are ignored; each edge with `rst` high returns the router to its power-on
//     state: every buffer of both sets free (`A`, `hdr`, `tail`, `hsent`, `discard` clear,
//     `rcvd`/`sent` 0, `out`/`cur`/`rsv` empty: every message and reservation in the router lost)
//     and both buffer arbitrators' pointers at buffer 0. The data registers (`drv`, `buf`, `len`,
//     region, flit entries) are not cleared: a buffer writes them before it reads them, as after a
//     free. D = 0: the router is at its power-on state in the first cycle with `rst` low. Reset
//     the neighbours with the router: both channel blocks (their arbitrators' pointers back to
//     slot 0) and every block attached to its two channels (routers and node interfaces), in the
//     same cycles, so every channel is idle while `rst` is high and the first cycle after it sees
//     only power-on blocks; a message that had entered any of them is lost (a node drops the flits
//     of a message whose tail had not arrived and offers its next message again), a message still
//     in a node's source queue is offered again after the reset. Without a reset the registers
//     start from their initial values (an FPGA bitstream loads them); tie `rst` low then.
//   boundary:
//     The channel arbitrators are not inside the router block: every unit on a channel runs an
//     identical copy on the shared `Pri` lines, so each channel has exactly one, in its channel
//     block ([`super::channel::ChannelModel`], RTL `rtl/src/mway/channel.rs`, three-way
//     checked), which also does the reductions that replace the paper's wired lines. A router
//     block has no register at its boundary: one network cycle stays combinational from the
//     registers through both channels and back, exactly as [`super::network::MwayNet::step`]
//     computes it, so a mesh of router blocks and channel blocks equals the engine cycle for
//     cycle. The router is therefore a Mealy block; the composed cycle evaluates in this order
//     (each phase reads only registers and the lines of earlier phases, so there is no
//     combinational loop):
//     
//     | phase | router lines (per interface, lower and upper) | from |
//     |-------|-----------------------------------------------|------|
//     | 1 | receiver out `free`, `full_w` (m * B: `F` of the buffer matching (s, b)) | registers only |
//     | 2 | channel `avail`, `rf` | phase 1 of all receivers |
//     | 3 | driver out `req`, `pri`, `part`, `drv_tag`, `drv_buf`, `drv_data` (buffer arbitrator's pick: header needs `avail` of its first unreserved Way or `rsv` complete; body/tail needs `RF` = `rf[slot * B + buf]` clear) | registers, `avail`, `rf` |
//     | 4 | channel `grant`, `ch_tag`, `ch_buf`, `ch_data`, `ch_drv` | phase 3 of all drivers |
//     | 5 | receiver out `hit` (content search on (Drv, Buf)), `can_ack` (reservation for (Drv, Buf) or a free buffer), `bad` (header: Length, Region; first-hop body: Len disagrees) | registers, phase 4 |
//     | 6 | channel `addressed`, `chain` | phase 5 |
//     | 7 | receiver out `ack_out` (reservation hit, or free buffer and (unordered or `chain`)); body/tail: `hit` | phase 6 |
//     | 8 | channel `ack`, `drop`, `drop_ways`, `partial` | phase 7 |
//     | edge | driver: `grant` & `ack` (header sent / flit sent, Fptr), `drop` (discard), refused header latches `ack_out & addressed` into `rsv`, `partial` (MST-replica: replica in the highest free buffer; plain MST: `cur`); receiver: header written on `ack` or (`partial` and own `ack_out`), reservation kept on a refusal with own `ack_out`, body/tail written on `hit` and `ack`, first-hop Len error frees | all phases |
//     
//     A router-level `CycleModel::step` takes all its inputs at once. A three-way check of one
//     router drives it with input vectors recorded at that router's boundary in a network run
//     (which are consistent with its own outputs by construction), so back-pressure and mixed
//     traffic come from the network. The network engine composes routers through these phases
//     (a `RouterModel` with `stat()`, `offer()`, `listen()`, `answer()`, `clock()`), not
//     through `step`.
//     
//     Registers per buffer (Figure 4 and the model's additions, [`super::buffer::Buffer`] field
//     for field): `A` `a`, `Drv` `drv` (slot bits), `Buf` `buf` (Buf bits), `Rptr`/`Fptr` `rcvd`/`freed`
//     (ring pointers with a wrap bit, depth = `max_len` under virtual cut-through), `F`
//     (derived: `rcvd - freed == depth`), `RF` (not a register: the `rf` line of the output
//     channel), `hdr`, `tail`, `hsent`, `discard`, `sent`, `region`, `class`, `len`, `out`,
//     `cur`, `rsv` (Ways masks, m bits), and the flit ring (Tag + W bits per entry). Per set:
//     the buffer arbitrator's round-robin pointer.
//   channel:
//     | lines | bits | meaning |
//     |-------|------|---------|
//     | `Tag` | 2 | `I` = 0 idle, `H` = 1 header, `B` = 2 body, `T` = 3 tail ([`crate::flit::Tag`]) |
//     | `Buf` | ceil(log2 B) (at least 1) | the driver's buffer number, sent with every flit |
//     | `Flit` | W | header fields below, or data |
//     
//     A message is one header flit, zero or more body flits and one tail flit.
//   header:
//     | field | bits | meaning |
//     |-------|------|---------|
//     | `Ways` | m | one bit per attachment slot of the channel in the order X+, X-, Y+, Y-, (Z+, Z-, ...), node. A dimension with `k = 2` has one slot (the router on the channel; its direction follows from the channel's coordinate) |
//     | `Class` | ceil(log2 classes) (0 for one class) | buffer class (carried; every buffer serves every class here) |
//     | `Region.lo[d]` | ceil(log2 k_d) per dimension, d = 0.. | low corner, absolute |
//     | `Region.hi[d]` | ceil(log2 k_d) per dimension | high corner, absolute |
//     | `Len` | the rest of W, at most 16, at least enough for `max_len - 1` | flits after the header (body + tail), 1..=max_len - 1 |
//     
//     Len counts flits, not bytes as in the paper: every flit carries W data bits, so the byte
//     count is Len * W / 8 and the flit count is what the receivers check against the tail.
//     
//     **Figure 1 (4x4), W = 16, B = 4**: `Tag` 2, `Buf` 2; header `Ways` `[4:0]` (X+, X-, Y+,
//     Y-, node), `lo.x` `[6:5]`, `lo.y` `[8:7]`, `hi.x` `[10:9]`, `hi.y` `[12:11]`, `Len` `[15:13]`
//     (messages of at most 8 flits).
//     
//     **8x8x8, W = 32**: `Ways` `[6:0]`, `lo` x `[9:7]`, y `[12:10]`, z `[15:13]`, `hi` x `[18:16]`,
//     y `[21:19]`, z `[24:22]`, `Len` `[31:25]`.
//     
//     **9-cube, W = 32**: `Ways` `[9:0]` (one slot per dimension plus the node), `lo` bits
//     10..18, `hi` bits 19..27 (one bit per dimension each), `Len` `[31:28]` (at most 16 flits).
//     
//     [`Layout::new`] fails, naming the parameter, when the fields do not fit W.
module mway_router_k4_d2_dim0_b4_w16_l5_safe (
    input wire clock,
    input wire [3:0] coord,
    input wire [4:0] lo_avail,
    input wire [19:0] lo_rf,
    input wire lo_valid,
    input wire [2:0] lo_ch_drv,
    input wire [1:0] lo_ch_tag,
    input wire [1:0] lo_ch_buf,
    input wire [15:0] lo_ch_data,
    input wire [4:0] lo_chain,
    input wire lo_ack,
    input wire lo_drop,
    input wire lo_partial,
    input wire [4:0] lo_ack_lines,
    input wire [4:0] up_avail,
    input wire [19:0] up_rf,
    input wire up_valid,
    input wire [2:0] up_ch_drv,
    input wire [1:0] up_ch_tag,
    input wire [1:0] up_ch_buf,
    input wire [15:0] up_ch_data,
    input wire [4:0] up_chain,
    input wire up_ack,
    input wire up_drop,
    input wire up_partial,
    input wire [4:0] up_ack_lines,
    input wire rst,
    output wire lo_free,
    output wire [19:0] lo_full,
    output wire lo_req,
    output wire lo_pri,
    output wire lo_part,
    output wire [1:0] lo_drv_tag,
    output wire [1:0] lo_drv_buf,
    output wire [15:0] lo_drv_data,
    output wire lo_hit,
    output wire lo_can_ack,
    output wire lo_bad,
    output wire lo_ack_out,
    output wire up_free,
    output wire [19:0] up_full,
    output wire up_req,
    output wire up_pri,
    output wire up_part,
    output wire [1:0] up_drv_tag,
    output wire [1:0] up_drv_buf,
    output wire [15:0] up_drv_data,
    output wire up_hit,
    output wire up_can_ack,
    output wire up_bad,
    output wire up_ack_out
);
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core core (
        .clock(clock),
        .coord(coord),
        .lo_avail(lo_avail),
        .lo_rf(lo_rf),
        .lo_valid(lo_valid),
        .lo_ch_drv(lo_ch_drv),
        .lo_ch_tag(lo_ch_tag),
        .lo_ch_buf(lo_ch_buf),
        .lo_ch_data(lo_ch_data),
        .lo_chain(lo_chain),
        .lo_ack(lo_ack),
        .lo_drop(lo_drop),
        .lo_partial(lo_partial),
        .lo_ack_lines(lo_ack_lines),
        .up_avail(up_avail),
        .up_rf(up_rf),
        .up_valid(up_valid),
        .up_ch_drv(up_ch_drv),
        .up_ch_tag(up_ch_tag),
        .up_ch_buf(up_ch_buf),
        .up_ch_data(up_ch_data),
        .up_chain(up_chain),
        .up_ack(up_ack),
        .up_drop(up_drop),
        .up_partial(up_partial),
        .up_ack_lines(up_ack_lines),
        .rst(rst),
        .lo_free(lo_free),
        .lo_full(lo_full),
        .lo_req(lo_req),
        .lo_pri(lo_pri),
        .lo_part(lo_part),
        .lo_drv_tag(lo_drv_tag),
        .lo_drv_buf(lo_drv_buf),
        .lo_drv_data(lo_drv_data),
        .lo_hit(lo_hit),
        .lo_can_ack(lo_can_ack),
        .lo_bad(lo_bad),
        .lo_ack_out(lo_ack_out),
        .up_free(up_free),
        .up_full(up_full),
        .up_req(up_req),
        .up_pri(up_pri),
        .up_part(up_part),
        .up_drv_tag(up_drv_tag),
        .up_drv_buf(up_drv_buf),
        .up_drv_data(up_drv_data),
        .up_hit(up_hit),
        .up_can_ack(up_can_ack),
        .up_bad(up_bad),
        .up_ack_out(up_ack_out)
    );
endmodule



module mway_router_k4_d2_dim0_b4_w16_l5_safe_core(clock,rst,coord,lo_avail,lo_rf,lo_valid,lo_ch_drv,lo_ch_tag,lo_ch_buf,lo_ch_data,lo_chain,lo_ack,lo_drop,lo_partial,lo_ack_lines,lo_free,lo_full,lo_req,lo_pri,lo_part,lo_drv_tag,lo_drv_buf,lo_drv_data,lo_hit,lo_can_ack,lo_bad,lo_ack_out,up_avail,up_rf,up_valid,up_ch_drv,up_ch_tag,up_ch_buf,up_ch_data,up_chain,up_ack,up_drop,up_partial,up_ack_lines,up_free,up_full,up_req,up_pri,up_part,up_drv_tag,up_drv_buf,up_drv_data,up_hit,up_can_ack,up_bad,up_ack_out);
    
    // Module arguments
    input wire  clock;
    input wire  rst;
    input wire  [3:0] coord;
    input wire  [4:0] lo_avail;
    input wire  [19:0] lo_rf;
    input wire  lo_valid;
    input wire  [2:0] lo_ch_drv;
    input wire  [1:0] lo_ch_tag;
    input wire  [1:0] lo_ch_buf;
    input wire  [15:0] lo_ch_data;
    input wire  [4:0] lo_chain;
    input wire  lo_ack;
    input wire  lo_drop;
    input wire  lo_partial;
    input wire  [4:0] lo_ack_lines;
    output reg  lo_free;
    output reg  [19:0] lo_full;
    output reg  lo_req;
    output reg  lo_pri;
    output reg  lo_part;
    output reg  [1:0] lo_drv_tag;
    output reg  [1:0] lo_drv_buf;
    output reg  [15:0] lo_drv_data;
    output reg  lo_hit;
    output reg  lo_can_ack;
    output reg  lo_bad;
    output reg  lo_ack_out;
    input wire  [4:0] up_avail;
    input wire  [19:0] up_rf;
    input wire  up_valid;
    input wire  [2:0] up_ch_drv;
    input wire  [1:0] up_ch_tag;
    input wire  [1:0] up_ch_buf;
    input wire  [15:0] up_ch_data;
    input wire  [4:0] up_chain;
    input wire  up_ack;
    input wire  up_drop;
    input wire  up_partial;
    input wire  [4:0] up_ack_lines;
    output reg  up_free;
    output reg  [19:0] up_full;
    output reg  up_req;
    output reg  up_pri;
    output reg  up_part;
    output reg  [1:0] up_drv_tag;
    output reg  [1:0] up_drv_buf;
    output reg  [15:0] up_drv_data;
    output reg  up_hit;
    output reg  up_can_ack;
    output reg  up_bad;
    output reg  up_ack_out;
    
    // Stub signals
    reg  plus$clock;
    reg  plus$rst;
    reg  [3:0] plus$coord;
    reg  plus$rx_valid;
    reg  [2:0] plus$rx_drv;
    reg  [1:0] plus$rx_tag;
    reg  [1:0] plus$rx_buf;
    reg  [15:0] plus$rx_data;
    reg  [4:0] plus$rx_chain;
    reg  plus$rx_ack;
    reg  plus$rx_drop;
    reg  plus$rx_partial;
    reg  [4:0] plus$tx_avail;
    reg  plus$tx_valid;
    reg  [2:0] plus$tx_drv;
    reg  plus$tx_ack;
    reg  plus$tx_drop;
    reg  plus$tx_partial;
    reg  [4:0] plus$tx_ack_lines;
    wire  plus$free;
    wire  [19:0] plus$full;
    wire  plus$hit;
    wire  plus$can_ack;
    wire  plus$bad;
    wire  plus$ack_out;
    wire  plus$req;
    wire  plus$pri;
    wire  plus$part;
    wire  [1:0] plus$drv_tag;
    wire  [1:0] plus$drv_buf;
    wire  [15:0] plus$drv_data;
    reg  plus$ld_valid;
    reg  plus$ld_hsent;
    reg  [2:0] plus$ld_rcvd;
    reg  [2:0] plus$ld_len;
    reg  [4:0] plus$ld_out;
    reg  [1:0] plus$ld_lo$0;
    reg  [1:0] plus$ld_lo$1;
    reg  [1:0] plus$ld_hi$0;
    reg  [1:0] plus$ld_hi$1;
    reg  [1:0] plus$ld_tag$0;
    reg  [1:0] plus$ld_tag$1;
    reg  [1:0] plus$ld_tag$2;
    reg  [1:0] plus$ld_tag$3;
    reg  [15:0] plus$ld_data$0;
    reg  [15:0] plus$ld_data$1;
    reg  [15:0] plus$ld_data$2;
    reg  [15:0] plus$ld_data$3;
    reg  minus$clock;
    reg  minus$rst;
    reg  [3:0] minus$coord;
    reg  minus$rx_valid;
    reg  [2:0] minus$rx_drv;
    reg  [1:0] minus$rx_tag;
    reg  [1:0] minus$rx_buf;
    reg  [15:0] minus$rx_data;
    reg  [4:0] minus$rx_chain;
    reg  minus$rx_ack;
    reg  minus$rx_drop;
    reg  minus$rx_partial;
    reg  [4:0] minus$tx_avail;
    reg  minus$tx_valid;
    reg  [2:0] minus$tx_drv;
    reg  minus$tx_ack;
    reg  minus$tx_drop;
    reg  minus$tx_partial;
    reg  [4:0] minus$tx_ack_lines;
    wire  minus$free;
    wire  [19:0] minus$full;
    wire  minus$hit;
    wire  minus$can_ack;
    wire  minus$bad;
    wire  minus$ack_out;
    wire  minus$req;
    wire  minus$pri;
    wire  minus$part;
    wire  [1:0] minus$drv_tag;
    wire  [1:0] minus$drv_buf;
    wire  [15:0] minus$drv_data;
    reg  minus$ld_valid;
    reg  minus$ld_hsent;
    reg  [2:0] minus$ld_rcvd;
    reg  [2:0] minus$ld_len;
    reg  [4:0] minus$ld_out;
    reg  [1:0] minus$ld_lo$0;
    reg  [1:0] minus$ld_lo$1;
    reg  [1:0] minus$ld_hi$0;
    reg  [1:0] minus$ld_hi$1;
    reg  [1:0] minus$ld_tag$0;
    reg  [1:0] minus$ld_tag$1;
    reg  [1:0] minus$ld_tag$2;
    reg  [1:0] minus$ld_tag$3;
    reg  [15:0] minus$ld_data$0;
    reg  [15:0] minus$ld_data$1;
    reg  [15:0] minus$ld_data$2;
    reg  [15:0] minus$ld_data$3;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus plus(
        .clock(plus$clock),
        .rst(plus$rst),
        .coord(plus$coord),
        .rx_valid(plus$rx_valid),
        .rx_drv(plus$rx_drv),
        .rx_tag(plus$rx_tag),
        .rx_buf(plus$rx_buf),
        .rx_data(plus$rx_data),
        .rx_chain(plus$rx_chain),
        .rx_ack(plus$rx_ack),
        .rx_drop(plus$rx_drop),
        .rx_partial(plus$rx_partial),
        .tx_avail(plus$tx_avail),
        .tx_valid(plus$tx_valid),
        .tx_drv(plus$tx_drv),
        .tx_ack(plus$tx_ack),
        .tx_drop(plus$tx_drop),
        .tx_partial(plus$tx_partial),
        .tx_ack_lines(plus$tx_ack_lines),
        .free(plus$free),
        .full(plus$full),
        .hit(plus$hit),
        .can_ack(plus$can_ack),
        .bad(plus$bad),
        .ack_out(plus$ack_out),
        .req(plus$req),
        .pri(plus$pri),
        .part(plus$part),
        .drv_tag(plus$drv_tag),
        .drv_buf(plus$drv_buf),
        .drv_data(plus$drv_data),
        .ld_valid(plus$ld_valid),
        .ld_hsent(plus$ld_hsent),
        .ld_rcvd(plus$ld_rcvd),
        .ld_len(plus$ld_len),
        .ld_out(plus$ld_out),
        .ld_lo$0(plus$ld_lo$0),
        .ld_lo$1(plus$ld_lo$1),
        .ld_hi$0(plus$ld_hi$0),
        .ld_hi$1(plus$ld_hi$1),
        .ld_tag$0(plus$ld_tag$0),
        .ld_tag$1(plus$ld_tag$1),
        .ld_tag$2(plus$ld_tag$2),
        .ld_tag$3(plus$ld_tag$3),
        .ld_data$0(plus$ld_data$0),
        .ld_data$1(plus$ld_data$1),
        .ld_data$2(plus$ld_data$2),
        .ld_data$3(plus$ld_data$3)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus minus(
        .clock(minus$clock),
        .rst(minus$rst),
        .coord(minus$coord),
        .rx_valid(minus$rx_valid),
        .rx_drv(minus$rx_drv),
        .rx_tag(minus$rx_tag),
        .rx_buf(minus$rx_buf),
        .rx_data(minus$rx_data),
        .rx_chain(minus$rx_chain),
        .rx_ack(minus$rx_ack),
        .rx_drop(minus$rx_drop),
        .rx_partial(minus$rx_partial),
        .tx_avail(minus$tx_avail),
        .tx_valid(minus$tx_valid),
        .tx_drv(minus$tx_drv),
        .tx_ack(minus$tx_ack),
        .tx_drop(minus$tx_drop),
        .tx_partial(minus$tx_partial),
        .tx_ack_lines(minus$tx_ack_lines),
        .free(minus$free),
        .full(minus$full),
        .hit(minus$hit),
        .can_ack(minus$can_ack),
        .bad(minus$bad),
        .ack_out(minus$ack_out),
        .req(minus$req),
        .pri(minus$pri),
        .part(minus$part),
        .drv_tag(minus$drv_tag),
        .drv_buf(minus$drv_buf),
        .drv_data(minus$drv_data),
        .ld_valid(minus$ld_valid),
        .ld_hsent(minus$ld_hsent),
        .ld_rcvd(minus$ld_rcvd),
        .ld_len(minus$ld_len),
        .ld_out(minus$ld_out),
        .ld_lo$0(minus$ld_lo$0),
        .ld_lo$1(minus$ld_lo$1),
        .ld_hi$0(minus$ld_hi$0),
        .ld_hi$1(minus$ld_hi$1),
        .ld_tag$0(minus$ld_tag$0),
        .ld_tag$1(minus$ld_tag$1),
        .ld_tag$2(minus$ld_tag$2),
        .ld_tag$3(minus$ld_tag$3),
        .ld_data$0(minus$ld_data$0),
        .ld_data$1(minus$ld_data$1),
        .ld_data$2(minus$ld_data$2),
        .ld_data$3(minus$ld_data$3)
    );
    
    // Update code
    always @(*) begin
        plus$clock = clock;
        minus$clock = clock;
        plus$rst = rst;
        minus$rst = rst;
        plus$coord = coord;
        minus$coord = coord;
        plus$ld_valid = 1'b0;
        minus$ld_valid = 1'b0;
        plus$ld_hsent = 1'b0;
        minus$ld_hsent = 1'b0;
        plus$ld_rcvd = 32'h0;
        minus$ld_rcvd = 32'h0;
        plus$ld_len = 32'h0;
        minus$ld_len = 32'h0;
        plus$ld_out = 32'h0;
        minus$ld_out = 32'h0;
        plus$ld_lo$0 = 32'h0;
        minus$ld_lo$0 = 32'h0;
        plus$ld_hi$0 = 32'h0;
        minus$ld_hi$0 = 32'h0;
        plus$ld_lo$1 = 32'h0;
        minus$ld_lo$1 = 32'h0;
        plus$ld_hi$1 = 32'h0;
        minus$ld_hi$1 = 32'h0;
        plus$ld_tag$0 = 32'h0;
        minus$ld_tag$0 = 32'h0;
        plus$ld_data$0 = 32'h0;
        minus$ld_data$0 = 32'h0;
        plus$ld_tag$1 = 32'h0;
        minus$ld_tag$1 = 32'h0;
        plus$ld_data$1 = 32'h0;
        minus$ld_data$1 = 32'h0;
        plus$ld_tag$2 = 32'h0;
        minus$ld_tag$2 = 32'h0;
        plus$ld_data$2 = 32'h0;
        minus$ld_data$2 = 32'h0;
        plus$ld_tag$3 = 32'h0;
        minus$ld_tag$3 = 32'h0;
        plus$ld_data$3 = 32'h0;
        minus$ld_data$3 = 32'h0;
        plus$rx_valid = lo_valid;
        plus$rx_drv = lo_ch_drv;
        plus$rx_tag = lo_ch_tag;
        plus$rx_buf = lo_ch_buf;
        plus$rx_data = lo_ch_data;
        plus$rx_chain = lo_chain;
        plus$rx_ack = lo_ack;
        plus$rx_drop = lo_drop;
        plus$rx_partial = lo_partial;
        minus$tx_avail = lo_avail;
        minus$tx_valid = lo_valid;
        minus$tx_drv = lo_ch_drv;
        minus$tx_ack = lo_ack;
        minus$tx_drop = lo_drop;
        minus$tx_partial = lo_partial;
        minus$tx_ack_lines = lo_ack_lines;
        lo_free = plus$free;
        lo_full = plus$full;
        lo_hit = plus$hit;
        lo_can_ack = plus$can_ack;
        lo_bad = plus$bad;
        lo_ack_out = plus$ack_out;
        lo_req = minus$req;
        lo_pri = minus$pri;
        lo_part = minus$part;
        lo_drv_tag = minus$drv_tag;
        lo_drv_buf = minus$drv_buf;
        lo_drv_data = minus$drv_data;
        minus$rx_valid = up_valid;
        minus$rx_drv = up_ch_drv;
        minus$rx_tag = up_ch_tag;
        minus$rx_buf = up_ch_buf;
        minus$rx_data = up_ch_data;
        minus$rx_chain = up_chain;
        minus$rx_ack = up_ack;
        minus$rx_drop = up_drop;
        minus$rx_partial = up_partial;
        plus$tx_avail = up_avail;
        plus$tx_valid = up_valid;
        plus$tx_drv = up_ch_drv;
        plus$tx_ack = up_ack;
        plus$tx_drop = up_drop;
        plus$tx_partial = up_partial;
        plus$tx_ack_lines = up_ack_lines;
        up_free = minus$free;
        up_full = minus$full;
        up_hit = minus$hit;
        up_can_ack = minus$can_ack;
        up_bad = minus$bad;
        up_ack_out = minus$ack_out;
        up_req = plus$req;
        up_pri = plus$pri;
        up_part = plus$part;
        up_drv_tag = plus$drv_tag;
        up_drv_buf = plus$drv_buf;
        up_drv_data = plus$drv_data;
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus(clock,rst,coord,rx_valid,rx_drv,rx_tag,rx_buf,rx_data,rx_chain,rx_ack,rx_drop,rx_partial,tx_avail,tx_valid,tx_drv,tx_ack,tx_drop,tx_partial,tx_ack_lines,free,full,hit,can_ack,bad,ack_out,req,pri,part,drv_tag,drv_buf,drv_data,ld_valid,ld_hsent,ld_rcvd,ld_len,ld_out,ld_lo$0,ld_lo$1,ld_hi$0,ld_hi$1,ld_tag$0,ld_tag$1,ld_tag$2,ld_tag$3,ld_data$0,ld_data$1,ld_data$2,ld_data$3);
    
    // Module arguments
    input wire  clock;
    input wire  rst;
    input wire  [3:0] coord;
    input wire  rx_valid;
    input wire  [2:0] rx_drv;
    input wire  [1:0] rx_tag;
    input wire  [1:0] rx_buf;
    input wire  [15:0] rx_data;
    input wire  [4:0] rx_chain;
    input wire  rx_ack;
    input wire  rx_drop;
    input wire  rx_partial;
    input wire  [4:0] tx_avail;
    input wire  tx_valid;
    input wire  [2:0] tx_drv;
    input wire  tx_ack;
    input wire  tx_drop;
    input wire  tx_partial;
    input wire  [4:0] tx_ack_lines;
    output reg  free;
    output reg  [19:0] full;
    output reg  hit;
    output reg  can_ack;
    output reg  bad;
    output reg  ack_out;
    output reg  req;
    output reg  pri;
    output reg  part;
    output reg  [1:0] drv_tag;
    output reg  [1:0] drv_buf;
    output reg  [15:0] drv_data;
    input wire  ld_valid;
    input wire  ld_hsent;
    input wire  [2:0] ld_rcvd;
    input wire  [2:0] ld_len;
    input wire  [4:0] ld_out;
    input wire  [1:0] ld_lo$0;
    input wire  [1:0] ld_lo$1;
    input wire  [1:0] ld_hi$0;
    input wire  [1:0] ld_hi$1;
    input wire  [1:0] ld_tag$0;
    input wire  [1:0] ld_tag$1;
    input wire  [1:0] ld_tag$2;
    input wire  [1:0] ld_tag$3;
    input wire  [15:0] ld_data$0;
    input wire  [15:0] ld_data$1;
    input wire  [15:0] ld_data$2;
    input wire  [15:0] ld_data$3;
    
    // Constant declarations
    localparam  entry_num$0 = 3'b1;
    localparam  entry_num$1 = 3'b10;
    localparam  entry_num$2 = 3'b11;
    localparam  entry_num$3 = 3'b100;
    localparam  node_slot = 3'b100;
    localparam  tx_slot = 3'b1;
    localparam  tx_add$0 = 2'b0;
    localparam  tx_add$1 = 2'b0;
    localparam  ways_above$0 = 5'b11100;
    localparam  ways_above$1 = 5'b10000;
    localparam  replica = 1'b0;
    localparam  inject = 1'b0;
    localparam  eject = 1'b0;
    
    // Stub signals
    reg  a$0$d;
    wire  a$0$q;
    reg  a$0$clock;
    reg  a$1$d;
    wire  a$1$q;
    reg  a$1$clock;
    reg  a$2$d;
    wire  a$2$q;
    reg  a$2$clock;
    reg  a$3$d;
    wire  a$3$q;
    reg  a$3$clock;
    reg  [2:0] drv$0$d;
    wire  [2:0] drv$0$q;
    reg  drv$0$clock;
    reg  [2:0] drv$1$d;
    wire  [2:0] drv$1$q;
    reg  drv$1$clock;
    reg  [2:0] drv$2$d;
    wire  [2:0] drv$2$q;
    reg  drv$2$clock;
    reg  [2:0] drv$3$d;
    wire  [2:0] drv$3$q;
    reg  drv$3$clock;
    reg  [1:0] buf_num$0$d;
    wire  [1:0] buf_num$0$q;
    reg  buf_num$0$clock;
    reg  [1:0] buf_num$1$d;
    wire  [1:0] buf_num$1$q;
    reg  buf_num$1$clock;
    reg  [1:0] buf_num$2$d;
    wire  [1:0] buf_num$2$q;
    reg  buf_num$2$clock;
    reg  [1:0] buf_num$3$d;
    wire  [1:0] buf_num$3$q;
    reg  buf_num$3$clock;
    reg  [2:0] rcvd$0$d;
    wire  [2:0] rcvd$0$q;
    reg  rcvd$0$clock;
    reg  [2:0] rcvd$1$d;
    wire  [2:0] rcvd$1$q;
    reg  rcvd$1$clock;
    reg  [2:0] rcvd$2$d;
    wire  [2:0] rcvd$2$q;
    reg  rcvd$2$clock;
    reg  [2:0] rcvd$3$d;
    wire  [2:0] rcvd$3$q;
    reg  rcvd$3$clock;
    reg  [2:0] sent$0$d;
    wire  [2:0] sent$0$q;
    reg  sent$0$clock;
    reg  [2:0] sent$1$d;
    wire  [2:0] sent$1$q;
    reg  sent$1$clock;
    reg  [2:0] sent$2$d;
    wire  [2:0] sent$2$q;
    reg  sent$2$clock;
    reg  [2:0] sent$3$d;
    wire  [2:0] sent$3$q;
    reg  sent$3$clock;
    reg  hdr$0$d;
    wire  hdr$0$q;
    reg  hdr$0$clock;
    reg  hdr$1$d;
    wire  hdr$1$q;
    reg  hdr$1$clock;
    reg  hdr$2$d;
    wire  hdr$2$q;
    reg  hdr$2$clock;
    reg  hdr$3$d;
    wire  hdr$3$q;
    reg  hdr$3$clock;
    reg  tail$0$d;
    wire  tail$0$q;
    reg  tail$0$clock;
    reg  tail$1$d;
    wire  tail$1$q;
    reg  tail$1$clock;
    reg  tail$2$d;
    wire  tail$2$q;
    reg  tail$2$clock;
    reg  tail$3$d;
    wire  tail$3$q;
    reg  tail$3$clock;
    reg  hsent$0$d;
    wire  hsent$0$q;
    reg  hsent$0$clock;
    reg  hsent$1$d;
    wire  hsent$1$q;
    reg  hsent$1$clock;
    reg  hsent$2$d;
    wire  hsent$2$q;
    reg  hsent$2$clock;
    reg  hsent$3$d;
    wire  hsent$3$q;
    reg  hsent$3$clock;
    reg  discard$0$d;
    wire  discard$0$q;
    reg  discard$0$clock;
    reg  discard$1$d;
    wire  discard$1$q;
    reg  discard$1$clock;
    reg  discard$2$d;
    wire  discard$2$q;
    reg  discard$2$clock;
    reg  discard$3$d;
    wire  discard$3$q;
    reg  discard$3$clock;
    reg  [2:0] len$0$d;
    wire  [2:0] len$0$q;
    reg  len$0$clock;
    reg  [2:0] len$1$d;
    wire  [2:0] len$1$q;
    reg  len$1$clock;
    reg  [2:0] len$2$d;
    wire  [2:0] len$2$q;
    reg  len$2$clock;
    reg  [2:0] len$3$d;
    wire  [2:0] len$3$q;
    reg  len$3$clock;
    reg  [4:0] out$0$d;
    wire  [4:0] out$0$q;
    reg  out$0$clock;
    reg  [4:0] out$1$d;
    wire  [4:0] out$1$q;
    reg  out$1$clock;
    reg  [4:0] out$2$d;
    wire  [4:0] out$2$q;
    reg  out$2$clock;
    reg  [4:0] out$3$d;
    wire  [4:0] out$3$q;
    reg  out$3$clock;
    reg  [4:0] cur$0$d;
    wire  [4:0] cur$0$q;
    reg  cur$0$clock;
    reg  [4:0] cur$1$d;
    wire  [4:0] cur$1$q;
    reg  cur$1$clock;
    reg  [4:0] cur$2$d;
    wire  [4:0] cur$2$q;
    reg  cur$2$clock;
    reg  [4:0] cur$3$d;
    wire  [4:0] cur$3$q;
    reg  cur$3$clock;
    reg  [4:0] rsv$0$d;
    wire  [4:0] rsv$0$q;
    reg  rsv$0$clock;
    reg  [4:0] rsv$1$d;
    wire  [4:0] rsv$1$q;
    reg  rsv$1$clock;
    reg  [4:0] rsv$2$d;
    wire  [4:0] rsv$2$q;
    reg  rsv$2$clock;
    reg  [4:0] rsv$3$d;
    wire  [4:0] rsv$3$q;
    reg  rsv$3$clock;
    reg  [1:0] region_lo$0$d;
    wire  [1:0] region_lo$0$q;
    reg  region_lo$0$clock;
    reg  [1:0] region_lo$1$d;
    wire  [1:0] region_lo$1$q;
    reg  region_lo$1$clock;
    reg  [1:0] region_lo$2$d;
    wire  [1:0] region_lo$2$q;
    reg  region_lo$2$clock;
    reg  [1:0] region_lo$3$d;
    wire  [1:0] region_lo$3$q;
    reg  region_lo$3$clock;
    reg  [1:0] region_lo$4$d;
    wire  [1:0] region_lo$4$q;
    reg  region_lo$4$clock;
    reg  [1:0] region_lo$5$d;
    wire  [1:0] region_lo$5$q;
    reg  region_lo$5$clock;
    reg  [1:0] region_lo$6$d;
    wire  [1:0] region_lo$6$q;
    reg  region_lo$6$clock;
    reg  [1:0] region_lo$7$d;
    wire  [1:0] region_lo$7$q;
    reg  region_lo$7$clock;
    reg  [1:0] region_hi$0$d;
    wire  [1:0] region_hi$0$q;
    reg  region_hi$0$clock;
    reg  [1:0] region_hi$1$d;
    wire  [1:0] region_hi$1$q;
    reg  region_hi$1$clock;
    reg  [1:0] region_hi$2$d;
    wire  [1:0] region_hi$2$q;
    reg  region_hi$2$clock;
    reg  [1:0] region_hi$3$d;
    wire  [1:0] region_hi$3$q;
    reg  region_hi$3$clock;
    reg  [1:0] region_hi$4$d;
    wire  [1:0] region_hi$4$q;
    reg  region_hi$4$clock;
    reg  [1:0] region_hi$5$d;
    wire  [1:0] region_hi$5$q;
    reg  region_hi$5$clock;
    reg  [1:0] region_hi$6$d;
    wire  [1:0] region_hi$6$q;
    reg  region_hi$6$clock;
    reg  [1:0] region_hi$7$d;
    wire  [1:0] region_hi$7$q;
    reg  region_hi$7$clock;
    reg  [1:0] flit_tag$0$d;
    wire  [1:0] flit_tag$0$q;
    reg  flit_tag$0$clock;
    reg  [1:0] flit_tag$1$d;
    wire  [1:0] flit_tag$1$q;
    reg  flit_tag$1$clock;
    reg  [1:0] flit_tag$2$d;
    wire  [1:0] flit_tag$2$q;
    reg  flit_tag$2$clock;
    reg  [1:0] flit_tag$3$d;
    wire  [1:0] flit_tag$3$q;
    reg  flit_tag$3$clock;
    reg  [1:0] flit_tag$4$d;
    wire  [1:0] flit_tag$4$q;
    reg  flit_tag$4$clock;
    reg  [1:0] flit_tag$5$d;
    wire  [1:0] flit_tag$5$q;
    reg  flit_tag$5$clock;
    reg  [1:0] flit_tag$6$d;
    wire  [1:0] flit_tag$6$q;
    reg  flit_tag$6$clock;
    reg  [1:0] flit_tag$7$d;
    wire  [1:0] flit_tag$7$q;
    reg  flit_tag$7$clock;
    reg  [1:0] flit_tag$8$d;
    wire  [1:0] flit_tag$8$q;
    reg  flit_tag$8$clock;
    reg  [1:0] flit_tag$9$d;
    wire  [1:0] flit_tag$9$q;
    reg  flit_tag$9$clock;
    reg  [1:0] flit_tag$10$d;
    wire  [1:0] flit_tag$10$q;
    reg  flit_tag$10$clock;
    reg  [1:0] flit_tag$11$d;
    wire  [1:0] flit_tag$11$q;
    reg  flit_tag$11$clock;
    reg  [1:0] flit_tag$12$d;
    wire  [1:0] flit_tag$12$q;
    reg  flit_tag$12$clock;
    reg  [1:0] flit_tag$13$d;
    wire  [1:0] flit_tag$13$q;
    reg  flit_tag$13$clock;
    reg  [1:0] flit_tag$14$d;
    wire  [1:0] flit_tag$14$q;
    reg  flit_tag$14$clock;
    reg  [1:0] flit_tag$15$d;
    wire  [1:0] flit_tag$15$q;
    reg  flit_tag$15$clock;
    reg  [15:0] flit_data$0$d;
    wire  [15:0] flit_data$0$q;
    reg  flit_data$0$clock;
    reg  [15:0] flit_data$1$d;
    wire  [15:0] flit_data$1$q;
    reg  flit_data$1$clock;
    reg  [15:0] flit_data$2$d;
    wire  [15:0] flit_data$2$q;
    reg  flit_data$2$clock;
    reg  [15:0] flit_data$3$d;
    wire  [15:0] flit_data$3$q;
    reg  flit_data$3$clock;
    reg  [15:0] flit_data$4$d;
    wire  [15:0] flit_data$4$q;
    reg  flit_data$4$clock;
    reg  [15:0] flit_data$5$d;
    wire  [15:0] flit_data$5$q;
    reg  flit_data$5$clock;
    reg  [15:0] flit_data$6$d;
    wire  [15:0] flit_data$6$q;
    reg  flit_data$6$clock;
    reg  [15:0] flit_data$7$d;
    wire  [15:0] flit_data$7$q;
    reg  flit_data$7$clock;
    reg  [15:0] flit_data$8$d;
    wire  [15:0] flit_data$8$q;
    reg  flit_data$8$clock;
    reg  [15:0] flit_data$9$d;
    wire  [15:0] flit_data$9$q;
    reg  flit_data$9$clock;
    reg  [15:0] flit_data$10$d;
    wire  [15:0] flit_data$10$q;
    reg  flit_data$10$clock;
    reg  [15:0] flit_data$11$d;
    wire  [15:0] flit_data$11$q;
    reg  flit_data$11$clock;
    reg  [15:0] flit_data$12$d;
    wire  [15:0] flit_data$12$q;
    reg  flit_data$12$clock;
    reg  [15:0] flit_data$13$d;
    wire  [15:0] flit_data$13$q;
    reg  flit_data$13$clock;
    reg  [15:0] flit_data$14$d;
    wire  [15:0] flit_data$14$q;
    reg  flit_data$14$clock;
    reg  [15:0] flit_data$15$d;
    wire  [15:0] flit_data$15$q;
    reg  flit_data$15$clock;
    reg  arbiter$clock;
    reg  [3:0] arbiter$req;
    reg  arbiter$advance;
    reg  arbiter$rst;
    wire  [3:0] arbiter$grant;
    wire  arbiter$valid;
    reg  stat$a$0;
    reg  stat$a$1;
    reg  stat$a$2;
    reg  stat$a$3;
    wire  stat$free;
    wire  [3:0] stat$first_free;
    wire  [3:0] stat$last_free;
    wire  stat$free2;
    reg  reqs$a$0;
    reg  reqs$a$1;
    reg  reqs$a$2;
    reg  reqs$a$3;
    reg  reqs$hdr$0;
    reg  reqs$hdr$1;
    reg  reqs$hdr$2;
    reg  reqs$hdr$3;
    reg  reqs$tail$0;
    reg  reqs$tail$1;
    reg  reqs$tail$2;
    reg  reqs$tail$3;
    reg  reqs$hsent$0;
    reg  reqs$hsent$1;
    reg  reqs$hsent$2;
    reg  reqs$hsent$3;
    reg  reqs$discard$0;
    reg  reqs$discard$1;
    reg  reqs$discard$2;
    reg  reqs$discard$3;
    reg  [2:0] reqs$drv$0;
    reg  [2:0] reqs$drv$1;
    reg  [2:0] reqs$drv$2;
    reg  [2:0] reqs$drv$3;
    reg  [2:0] reqs$rcvd$0;
    reg  [2:0] reqs$rcvd$1;
    reg  [2:0] reqs$rcvd$2;
    reg  [2:0] reqs$rcvd$3;
    reg  [2:0] reqs$sent$0;
    reg  [2:0] reqs$sent$1;
    reg  [2:0] reqs$sent$2;
    reg  [2:0] reqs$sent$3;
    reg  [4:0] reqs$out$0;
    reg  [4:0] reqs$out$1;
    reg  [4:0] reqs$out$2;
    reg  [4:0] reqs$out$3;
    reg  [4:0] reqs$cur$0;
    reg  [4:0] reqs$cur$1;
    reg  [4:0] reqs$cur$2;
    reg  [4:0] reqs$cur$3;
    reg  [4:0] reqs$rsv$0;
    reg  [4:0] reqs$rsv$1;
    reg  [4:0] reqs$rsv$2;
    reg  [4:0] reqs$rsv$3;
    reg  [4:0] reqs$tx_avail;
    wire  [3:0] reqs$requests;
    reg  [3:0] pick$grant;
    reg  pick$valid;
    reg  pick$free2;
    reg  pick$hsent$0;
    reg  pick$hsent$1;
    reg  pick$hsent$2;
    reg  pick$hsent$3;
    reg  [2:0] pick$sent$0;
    reg  [2:0] pick$sent$1;
    reg  [2:0] pick$sent$2;
    reg  [2:0] pick$sent$3;
    reg  [2:0] pick$len$0;
    reg  [2:0] pick$len$1;
    reg  [2:0] pick$len$2;
    reg  [2:0] pick$len$3;
    reg  [4:0] pick$out$0;
    reg  [4:0] pick$out$1;
    reg  [4:0] pick$out$2;
    reg  [4:0] pick$out$3;
    reg  [4:0] pick$cur$0;
    reg  [4:0] pick$cur$1;
    reg  [4:0] pick$cur$2;
    reg  [4:0] pick$cur$3;
    reg  [1:0] pick$region_lo$0;
    reg  [1:0] pick$region_lo$1;
    reg  [1:0] pick$region_lo$2;
    reg  [1:0] pick$region_lo$3;
    reg  [1:0] pick$region_lo$4;
    reg  [1:0] pick$region_lo$5;
    reg  [1:0] pick$region_lo$6;
    reg  [1:0] pick$region_lo$7;
    reg  [1:0] pick$region_hi$0;
    reg  [1:0] pick$region_hi$1;
    reg  [1:0] pick$region_hi$2;
    reg  [1:0] pick$region_hi$3;
    reg  [1:0] pick$region_hi$4;
    reg  [1:0] pick$region_hi$5;
    reg  [1:0] pick$region_hi$6;
    reg  [1:0] pick$region_hi$7;
    reg  [1:0] pick$flit_tag$0;
    reg  [1:0] pick$flit_tag$1;
    reg  [1:0] pick$flit_tag$2;
    reg  [1:0] pick$flit_tag$3;
    reg  [1:0] pick$flit_tag$4;
    reg  [1:0] pick$flit_tag$5;
    reg  [1:0] pick$flit_tag$6;
    reg  [1:0] pick$flit_tag$7;
    reg  [1:0] pick$flit_tag$8;
    reg  [1:0] pick$flit_tag$9;
    reg  [1:0] pick$flit_tag$10;
    reg  [1:0] pick$flit_tag$11;
    reg  [1:0] pick$flit_tag$12;
    reg  [1:0] pick$flit_tag$13;
    reg  [1:0] pick$flit_tag$14;
    reg  [1:0] pick$flit_tag$15;
    reg  [15:0] pick$flit_data$0;
    reg  [15:0] pick$flit_data$1;
    reg  [15:0] pick$flit_data$2;
    reg  [15:0] pick$flit_data$3;
    reg  [15:0] pick$flit_data$4;
    reg  [15:0] pick$flit_data$5;
    reg  [15:0] pick$flit_data$6;
    reg  [15:0] pick$flit_data$7;
    reg  [15:0] pick$flit_data$8;
    reg  [15:0] pick$flit_data$9;
    reg  [15:0] pick$flit_data$10;
    reg  [15:0] pick$flit_data$11;
    reg  [15:0] pick$flit_data$12;
    reg  [15:0] pick$flit_data$13;
    reg  [15:0] pick$flit_data$14;
    reg  [15:0] pick$flit_data$15;
    wire  pick$pri;
    wire  pick$part;
    wire  [1:0] pick$drv_tag;
    wire  [1:0] pick$drv_buf;
    wire  [15:0] pick$drv_data;
    wire  [4:0] pick$p_ways;
    reg  [3:0] check$coord;
    reg  check$rx_valid;
    reg  [2:0] check$rx_drv;
    reg  [1:0] check$rx_tag;
    reg  [1:0] check$rx_buf;
    reg  [15:0] check$rx_data;
    reg  check$free;
    reg  check$a$0;
    reg  check$a$1;
    reg  check$a$2;
    reg  check$a$3;
    reg  check$hdr$0;
    reg  check$hdr$1;
    reg  check$hdr$2;
    reg  check$hdr$3;
    reg  check$tail$0;
    reg  check$tail$1;
    reg  check$tail$2;
    reg  check$tail$3;
    reg  check$discard$0;
    reg  check$discard$1;
    reg  check$discard$2;
    reg  check$discard$3;
    reg  [2:0] check$drv$0;
    reg  [2:0] check$drv$1;
    reg  [2:0] check$drv$2;
    reg  [2:0] check$drv$3;
    reg  [1:0] check$buf_num$0;
    reg  [1:0] check$buf_num$1;
    reg  [1:0] check$buf_num$2;
    reg  [1:0] check$buf_num$3;
    reg  [2:0] check$rcvd$0;
    reg  [2:0] check$rcvd$1;
    reg  [2:0] check$rcvd$2;
    reg  [2:0] check$rcvd$3;
    reg  [2:0] check$len$0;
    reg  [2:0] check$len$1;
    reg  [2:0] check$len$2;
    reg  [2:0] check$len$3;
    wire  check$hit;
    wire  check$can_ack;
    wire  check$bad;
    wire  check$rx_head;
    wire  check$h_me;
    wire  [2:0] check$h_len;
    wire  [3:0] check$match_hit;
    wire  check$rsv_me;
    wire  [3:0] check$reserved_first;
    wire  [1:0] check$sub_lo$0;
    wire  [1:0] check$sub_lo$1;
    wire  [1:0] check$sub_hi$0;
    wire  [1:0] check$sub_hi$1;
    wire  [4:0] check$route_out;
    reg  ackout$rx_head;
    reg  ackout$rsv_me;
    reg  ackout$free;
    reg  ackout$hit;
    reg  [4:0] ackout$rx_chain;
    wire  ackout$ack_out;
    
    // Local signals
    reg  [1:0] tx_at$0;
    reg  [1:0] tx_at$1;
    reg  scan;
    reg  [3:0] target;
    reg  [3:0] wrote;
    reg  [2:0] rcvd_d$0;
    reg  [2:0] rcvd_d$1;
    reg  [2:0] rcvd_d$2;
    reg  [2:0] rcvd_d$3;
    reg  tail_d$0;
    reg  tail_d$1;
    reg  tail_d$2;
    reg  tail_d$3;
    reg  granted;
    reg  [4:0] p_acked;
    reg  [4:0] p_rest;
    reg  [4:0] p_first;
    reg  make_replica;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$0 a$0(
        .d(a$0$d),
        .q(a$0$q),
        .clock(a$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$1 a$1(
        .d(a$1$d),
        .q(a$1$q),
        .clock(a$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$2 a$2(
        .d(a$2$d),
        .q(a$2$q),
        .clock(a$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$3 a$3(
        .d(a$3$d),
        .q(a$3$q),
        .clock(a$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$0 drv$0(
        .d(drv$0$d),
        .q(drv$0$q),
        .clock(drv$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$1 drv$1(
        .d(drv$1$d),
        .q(drv$1$q),
        .clock(drv$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$2 drv$2(
        .d(drv$2$d),
        .q(drv$2$q),
        .clock(drv$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$3 drv$3(
        .d(drv$3$d),
        .q(drv$3$q),
        .clock(drv$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$0 buf_num$0(
        .d(buf_num$0$d),
        .q(buf_num$0$q),
        .clock(buf_num$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$1 buf_num$1(
        .d(buf_num$1$d),
        .q(buf_num$1$q),
        .clock(buf_num$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$2 buf_num$2(
        .d(buf_num$2$d),
        .q(buf_num$2$q),
        .clock(buf_num$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$3 buf_num$3(
        .d(buf_num$3$d),
        .q(buf_num$3$q),
        .clock(buf_num$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$0 rcvd$0(
        .d(rcvd$0$d),
        .q(rcvd$0$q),
        .clock(rcvd$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$1 rcvd$1(
        .d(rcvd$1$d),
        .q(rcvd$1$q),
        .clock(rcvd$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$2 rcvd$2(
        .d(rcvd$2$d),
        .q(rcvd$2$q),
        .clock(rcvd$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$3 rcvd$3(
        .d(rcvd$3$d),
        .q(rcvd$3$q),
        .clock(rcvd$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$0 sent$0(
        .d(sent$0$d),
        .q(sent$0$q),
        .clock(sent$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$1 sent$1(
        .d(sent$1$d),
        .q(sent$1$q),
        .clock(sent$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$2 sent$2(
        .d(sent$2$d),
        .q(sent$2$q),
        .clock(sent$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$3 sent$3(
        .d(sent$3$d),
        .q(sent$3$q),
        .clock(sent$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$0 hdr$0(
        .d(hdr$0$d),
        .q(hdr$0$q),
        .clock(hdr$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$1 hdr$1(
        .d(hdr$1$d),
        .q(hdr$1$q),
        .clock(hdr$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$2 hdr$2(
        .d(hdr$2$d),
        .q(hdr$2$q),
        .clock(hdr$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$3 hdr$3(
        .d(hdr$3$d),
        .q(hdr$3$q),
        .clock(hdr$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$0 tail$0(
        .d(tail$0$d),
        .q(tail$0$q),
        .clock(tail$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$1 tail$1(
        .d(tail$1$d),
        .q(tail$1$q),
        .clock(tail$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$2 tail$2(
        .d(tail$2$d),
        .q(tail$2$q),
        .clock(tail$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$3 tail$3(
        .d(tail$3$d),
        .q(tail$3$q),
        .clock(tail$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$0 hsent$0(
        .d(hsent$0$d),
        .q(hsent$0$q),
        .clock(hsent$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$1 hsent$1(
        .d(hsent$1$d),
        .q(hsent$1$q),
        .clock(hsent$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$2 hsent$2(
        .d(hsent$2$d),
        .q(hsent$2$q),
        .clock(hsent$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$3 hsent$3(
        .d(hsent$3$d),
        .q(hsent$3$q),
        .clock(hsent$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$0 discard$0(
        .d(discard$0$d),
        .q(discard$0$q),
        .clock(discard$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$1 discard$1(
        .d(discard$1$d),
        .q(discard$1$q),
        .clock(discard$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$2 discard$2(
        .d(discard$2$d),
        .q(discard$2$q),
        .clock(discard$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$3 discard$3(
        .d(discard$3$d),
        .q(discard$3$q),
        .clock(discard$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$0 len$0(
        .d(len$0$d),
        .q(len$0$q),
        .clock(len$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$1 len$1(
        .d(len$1$d),
        .q(len$1$q),
        .clock(len$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$2 len$2(
        .d(len$2$d),
        .q(len$2$q),
        .clock(len$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$3 len$3(
        .d(len$3$d),
        .q(len$3$q),
        .clock(len$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$0 out$0(
        .d(out$0$d),
        .q(out$0$q),
        .clock(out$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$1 out$1(
        .d(out$1$d),
        .q(out$1$q),
        .clock(out$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$2 out$2(
        .d(out$2$d),
        .q(out$2$q),
        .clock(out$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$3 out$3(
        .d(out$3$d),
        .q(out$3$q),
        .clock(out$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$0 cur$0(
        .d(cur$0$d),
        .q(cur$0$q),
        .clock(cur$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$1 cur$1(
        .d(cur$1$d),
        .q(cur$1$q),
        .clock(cur$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$2 cur$2(
        .d(cur$2$d),
        .q(cur$2$q),
        .clock(cur$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$3 cur$3(
        .d(cur$3$d),
        .q(cur$3$q),
        .clock(cur$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$0 rsv$0(
        .d(rsv$0$d),
        .q(rsv$0$q),
        .clock(rsv$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$1 rsv$1(
        .d(rsv$1$d),
        .q(rsv$1$q),
        .clock(rsv$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$2 rsv$2(
        .d(rsv$2$d),
        .q(rsv$2$q),
        .clock(rsv$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$3 rsv$3(
        .d(rsv$3$d),
        .q(rsv$3$q),
        .clock(rsv$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$0 region_lo$0(
        .d(region_lo$0$d),
        .q(region_lo$0$q),
        .clock(region_lo$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$1 region_lo$1(
        .d(region_lo$1$d),
        .q(region_lo$1$q),
        .clock(region_lo$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$2 region_lo$2(
        .d(region_lo$2$d),
        .q(region_lo$2$q),
        .clock(region_lo$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$3 region_lo$3(
        .d(region_lo$3$d),
        .q(region_lo$3$q),
        .clock(region_lo$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$4 region_lo$4(
        .d(region_lo$4$d),
        .q(region_lo$4$q),
        .clock(region_lo$4$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$5 region_lo$5(
        .d(region_lo$5$d),
        .q(region_lo$5$q),
        .clock(region_lo$5$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$6 region_lo$6(
        .d(region_lo$6$d),
        .q(region_lo$6$q),
        .clock(region_lo$6$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$7 region_lo$7(
        .d(region_lo$7$d),
        .q(region_lo$7$q),
        .clock(region_lo$7$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$0 region_hi$0(
        .d(region_hi$0$d),
        .q(region_hi$0$q),
        .clock(region_hi$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$1 region_hi$1(
        .d(region_hi$1$d),
        .q(region_hi$1$q),
        .clock(region_hi$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$2 region_hi$2(
        .d(region_hi$2$d),
        .q(region_hi$2$q),
        .clock(region_hi$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$3 region_hi$3(
        .d(region_hi$3$d),
        .q(region_hi$3$q),
        .clock(region_hi$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$4 region_hi$4(
        .d(region_hi$4$d),
        .q(region_hi$4$q),
        .clock(region_hi$4$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$5 region_hi$5(
        .d(region_hi$5$d),
        .q(region_hi$5$q),
        .clock(region_hi$5$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$6 region_hi$6(
        .d(region_hi$6$d),
        .q(region_hi$6$q),
        .clock(region_hi$6$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$7 region_hi$7(
        .d(region_hi$7$d),
        .q(region_hi$7$q),
        .clock(region_hi$7$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$0 flit_tag$0(
        .d(flit_tag$0$d),
        .q(flit_tag$0$q),
        .clock(flit_tag$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$1 flit_tag$1(
        .d(flit_tag$1$d),
        .q(flit_tag$1$q),
        .clock(flit_tag$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$2 flit_tag$2(
        .d(flit_tag$2$d),
        .q(flit_tag$2$q),
        .clock(flit_tag$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$3 flit_tag$3(
        .d(flit_tag$3$d),
        .q(flit_tag$3$q),
        .clock(flit_tag$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$4 flit_tag$4(
        .d(flit_tag$4$d),
        .q(flit_tag$4$q),
        .clock(flit_tag$4$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$5 flit_tag$5(
        .d(flit_tag$5$d),
        .q(flit_tag$5$q),
        .clock(flit_tag$5$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$6 flit_tag$6(
        .d(flit_tag$6$d),
        .q(flit_tag$6$q),
        .clock(flit_tag$6$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$7 flit_tag$7(
        .d(flit_tag$7$d),
        .q(flit_tag$7$q),
        .clock(flit_tag$7$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$8 flit_tag$8(
        .d(flit_tag$8$d),
        .q(flit_tag$8$q),
        .clock(flit_tag$8$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$9 flit_tag$9(
        .d(flit_tag$9$d),
        .q(flit_tag$9$q),
        .clock(flit_tag$9$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$10 flit_tag$10(
        .d(flit_tag$10$d),
        .q(flit_tag$10$q),
        .clock(flit_tag$10$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$11 flit_tag$11(
        .d(flit_tag$11$d),
        .q(flit_tag$11$q),
        .clock(flit_tag$11$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$12 flit_tag$12(
        .d(flit_tag$12$d),
        .q(flit_tag$12$q),
        .clock(flit_tag$12$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$13 flit_tag$13(
        .d(flit_tag$13$d),
        .q(flit_tag$13$q),
        .clock(flit_tag$13$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$14 flit_tag$14(
        .d(flit_tag$14$d),
        .q(flit_tag$14$q),
        .clock(flit_tag$14$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$15 flit_tag$15(
        .d(flit_tag$15$d),
        .q(flit_tag$15$q),
        .clock(flit_tag$15$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$0 flit_data$0(
        .d(flit_data$0$d),
        .q(flit_data$0$q),
        .clock(flit_data$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$1 flit_data$1(
        .d(flit_data$1$d),
        .q(flit_data$1$q),
        .clock(flit_data$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$2 flit_data$2(
        .d(flit_data$2$d),
        .q(flit_data$2$q),
        .clock(flit_data$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$3 flit_data$3(
        .d(flit_data$3$d),
        .q(flit_data$3$q),
        .clock(flit_data$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$4 flit_data$4(
        .d(flit_data$4$d),
        .q(flit_data$4$q),
        .clock(flit_data$4$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$5 flit_data$5(
        .d(flit_data$5$d),
        .q(flit_data$5$q),
        .clock(flit_data$5$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$6 flit_data$6(
        .d(flit_data$6$d),
        .q(flit_data$6$q),
        .clock(flit_data$6$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$7 flit_data$7(
        .d(flit_data$7$d),
        .q(flit_data$7$q),
        .clock(flit_data$7$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$8 flit_data$8(
        .d(flit_data$8$d),
        .q(flit_data$8$q),
        .clock(flit_data$8$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$9 flit_data$9(
        .d(flit_data$9$d),
        .q(flit_data$9$q),
        .clock(flit_data$9$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$10 flit_data$10(
        .d(flit_data$10$d),
        .q(flit_data$10$q),
        .clock(flit_data$10$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$11 flit_data$11(
        .d(flit_data$11$d),
        .q(flit_data$11$q),
        .clock(flit_data$11$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$12 flit_data$12(
        .d(flit_data$12$d),
        .q(flit_data$12$q),
        .clock(flit_data$12$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$13 flit_data$13(
        .d(flit_data$13$d),
        .q(flit_data$13$q),
        .clock(flit_data$13$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$14 flit_data$14(
        .d(flit_data$14$d),
        .q(flit_data$14$q),
        .clock(flit_data$14$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$15 flit_data$15(
        .d(flit_data$15$d),
        .q(flit_data$15$q),
        .clock(flit_data$15$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$arbiter arbiter(
        .clock(arbiter$clock),
        .req(arbiter$req),
        .advance(arbiter$advance),
        .rst(arbiter$rst),
        .grant(arbiter$grant),
        .valid(arbiter$valid)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$stat stat(
        .a$0(stat$a$0),
        .a$1(stat$a$1),
        .a$2(stat$a$2),
        .a$3(stat$a$3),
        .free(stat$free),
        .first_free(stat$first_free),
        .last_free(stat$last_free),
        .free2(stat$free2)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$reqs reqs(
        .a$0(reqs$a$0),
        .a$1(reqs$a$1),
        .a$2(reqs$a$2),
        .a$3(reqs$a$3),
        .hdr$0(reqs$hdr$0),
        .hdr$1(reqs$hdr$1),
        .hdr$2(reqs$hdr$2),
        .hdr$3(reqs$hdr$3),
        .tail$0(reqs$tail$0),
        .tail$1(reqs$tail$1),
        .tail$2(reqs$tail$2),
        .tail$3(reqs$tail$3),
        .hsent$0(reqs$hsent$0),
        .hsent$1(reqs$hsent$1),
        .hsent$2(reqs$hsent$2),
        .hsent$3(reqs$hsent$3),
        .discard$0(reqs$discard$0),
        .discard$1(reqs$discard$1),
        .discard$2(reqs$discard$2),
        .discard$3(reqs$discard$3),
        .drv$0(reqs$drv$0),
        .drv$1(reqs$drv$1),
        .drv$2(reqs$drv$2),
        .drv$3(reqs$drv$3),
        .rcvd$0(reqs$rcvd$0),
        .rcvd$1(reqs$rcvd$1),
        .rcvd$2(reqs$rcvd$2),
        .rcvd$3(reqs$rcvd$3),
        .sent$0(reqs$sent$0),
        .sent$1(reqs$sent$1),
        .sent$2(reqs$sent$2),
        .sent$3(reqs$sent$3),
        .out$0(reqs$out$0),
        .out$1(reqs$out$1),
        .out$2(reqs$out$2),
        .out$3(reqs$out$3),
        .cur$0(reqs$cur$0),
        .cur$1(reqs$cur$1),
        .cur$2(reqs$cur$2),
        .cur$3(reqs$cur$3),
        .rsv$0(reqs$rsv$0),
        .rsv$1(reqs$rsv$1),
        .rsv$2(reqs$rsv$2),
        .rsv$3(reqs$rsv$3),
        .tx_avail(reqs$tx_avail),
        .requests(reqs$requests)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$pick pick(
        .grant(pick$grant),
        .valid(pick$valid),
        .free2(pick$free2),
        .hsent$0(pick$hsent$0),
        .hsent$1(pick$hsent$1),
        .hsent$2(pick$hsent$2),
        .hsent$3(pick$hsent$3),
        .sent$0(pick$sent$0),
        .sent$1(pick$sent$1),
        .sent$2(pick$sent$2),
        .sent$3(pick$sent$3),
        .len$0(pick$len$0),
        .len$1(pick$len$1),
        .len$2(pick$len$2),
        .len$3(pick$len$3),
        .out$0(pick$out$0),
        .out$1(pick$out$1),
        .out$2(pick$out$2),
        .out$3(pick$out$3),
        .cur$0(pick$cur$0),
        .cur$1(pick$cur$1),
        .cur$2(pick$cur$2),
        .cur$3(pick$cur$3),
        .region_lo$0(pick$region_lo$0),
        .region_lo$1(pick$region_lo$1),
        .region_lo$2(pick$region_lo$2),
        .region_lo$3(pick$region_lo$3),
        .region_lo$4(pick$region_lo$4),
        .region_lo$5(pick$region_lo$5),
        .region_lo$6(pick$region_lo$6),
        .region_lo$7(pick$region_lo$7),
        .region_hi$0(pick$region_hi$0),
        .region_hi$1(pick$region_hi$1),
        .region_hi$2(pick$region_hi$2),
        .region_hi$3(pick$region_hi$3),
        .region_hi$4(pick$region_hi$4),
        .region_hi$5(pick$region_hi$5),
        .region_hi$6(pick$region_hi$6),
        .region_hi$7(pick$region_hi$7),
        .flit_tag$0(pick$flit_tag$0),
        .flit_tag$1(pick$flit_tag$1),
        .flit_tag$2(pick$flit_tag$2),
        .flit_tag$3(pick$flit_tag$3),
        .flit_tag$4(pick$flit_tag$4),
        .flit_tag$5(pick$flit_tag$5),
        .flit_tag$6(pick$flit_tag$6),
        .flit_tag$7(pick$flit_tag$7),
        .flit_tag$8(pick$flit_tag$8),
        .flit_tag$9(pick$flit_tag$9),
        .flit_tag$10(pick$flit_tag$10),
        .flit_tag$11(pick$flit_tag$11),
        .flit_tag$12(pick$flit_tag$12),
        .flit_tag$13(pick$flit_tag$13),
        .flit_tag$14(pick$flit_tag$14),
        .flit_tag$15(pick$flit_tag$15),
        .flit_data$0(pick$flit_data$0),
        .flit_data$1(pick$flit_data$1),
        .flit_data$2(pick$flit_data$2),
        .flit_data$3(pick$flit_data$3),
        .flit_data$4(pick$flit_data$4),
        .flit_data$5(pick$flit_data$5),
        .flit_data$6(pick$flit_data$6),
        .flit_data$7(pick$flit_data$7),
        .flit_data$8(pick$flit_data$8),
        .flit_data$9(pick$flit_data$9),
        .flit_data$10(pick$flit_data$10),
        .flit_data$11(pick$flit_data$11),
        .flit_data$12(pick$flit_data$12),
        .flit_data$13(pick$flit_data$13),
        .flit_data$14(pick$flit_data$14),
        .flit_data$15(pick$flit_data$15),
        .pri(pick$pri),
        .part(pick$part),
        .drv_tag(pick$drv_tag),
        .drv_buf(pick$drv_buf),
        .drv_data(pick$drv_data),
        .p_ways(pick$p_ways)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$check check(
        .coord(check$coord),
        .rx_valid(check$rx_valid),
        .rx_drv(check$rx_drv),
        .rx_tag(check$rx_tag),
        .rx_buf(check$rx_buf),
        .rx_data(check$rx_data),
        .free(check$free),
        .a$0(check$a$0),
        .a$1(check$a$1),
        .a$2(check$a$2),
        .a$3(check$a$3),
        .hdr$0(check$hdr$0),
        .hdr$1(check$hdr$1),
        .hdr$2(check$hdr$2),
        .hdr$3(check$hdr$3),
        .tail$0(check$tail$0),
        .tail$1(check$tail$1),
        .tail$2(check$tail$2),
        .tail$3(check$tail$3),
        .discard$0(check$discard$0),
        .discard$1(check$discard$1),
        .discard$2(check$discard$2),
        .discard$3(check$discard$3),
        .drv$0(check$drv$0),
        .drv$1(check$drv$1),
        .drv$2(check$drv$2),
        .drv$3(check$drv$3),
        .buf_num$0(check$buf_num$0),
        .buf_num$1(check$buf_num$1),
        .buf_num$2(check$buf_num$2),
        .buf_num$3(check$buf_num$3),
        .rcvd$0(check$rcvd$0),
        .rcvd$1(check$rcvd$1),
        .rcvd$2(check$rcvd$2),
        .rcvd$3(check$rcvd$3),
        .len$0(check$len$0),
        .len$1(check$len$1),
        .len$2(check$len$2),
        .len$3(check$len$3),
        .hit(check$hit),
        .can_ack(check$can_ack),
        .bad(check$bad),
        .rx_head(check$rx_head),
        .h_me(check$h_me),
        .h_len(check$h_len),
        .match_hit(check$match_hit),
        .rsv_me(check$rsv_me),
        .reserved_first(check$reserved_first),
        .sub_lo$0(check$sub_lo$0),
        .sub_lo$1(check$sub_lo$1),
        .sub_hi$0(check$sub_hi$0),
        .sub_hi$1(check$sub_hi$1),
        .route_out(check$route_out)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$ackout ackout(
        .rx_head(ackout$rx_head),
        .rsv_me(ackout$rsv_me),
        .free(ackout$free),
        .hit(ackout$hit),
        .rx_chain(ackout$rx_chain),
        .ack_out(ackout$ack_out)
    );
    
    // Update code
    always @(*) begin
        arbiter$clock = clock;
        arbiter$rst = rst;
        a$0$clock = clock;
        drv$0$clock = clock;
        buf_num$0$clock = clock;
        rcvd$0$clock = clock;
        sent$0$clock = clock;
        hdr$0$clock = clock;
        tail$0$clock = clock;
        hsent$0$clock = clock;
        discard$0$clock = clock;
        len$0$clock = clock;
        out$0$clock = clock;
        cur$0$clock = clock;
        rsv$0$clock = clock;
        a$0$d = a$0$q;
        drv$0$d = drv$0$q;
        buf_num$0$d = buf_num$0$q;
        rcvd$0$d = rcvd$0$q;
        sent$0$d = sent$0$q;
        hdr$0$d = hdr$0$q;
        tail$0$d = tail$0$q;
        hsent$0$d = hsent$0$q;
        discard$0$d = discard$0$q;
        len$0$d = len$0$q;
        out$0$d = out$0$q;
        cur$0$d = cur$0$q;
        rsv$0$d = rsv$0$q;
        a$1$clock = clock;
        drv$1$clock = clock;
        buf_num$1$clock = clock;
        rcvd$1$clock = clock;
        sent$1$clock = clock;
        hdr$1$clock = clock;
        tail$1$clock = clock;
        hsent$1$clock = clock;
        discard$1$clock = clock;
        len$1$clock = clock;
        out$1$clock = clock;
        cur$1$clock = clock;
        rsv$1$clock = clock;
        a$1$d = a$1$q;
        drv$1$d = drv$1$q;
        buf_num$1$d = buf_num$1$q;
        rcvd$1$d = rcvd$1$q;
        sent$1$d = sent$1$q;
        hdr$1$d = hdr$1$q;
        tail$1$d = tail$1$q;
        hsent$1$d = hsent$1$q;
        discard$1$d = discard$1$q;
        len$1$d = len$1$q;
        out$1$d = out$1$q;
        cur$1$d = cur$1$q;
        rsv$1$d = rsv$1$q;
        a$2$clock = clock;
        drv$2$clock = clock;
        buf_num$2$clock = clock;
        rcvd$2$clock = clock;
        sent$2$clock = clock;
        hdr$2$clock = clock;
        tail$2$clock = clock;
        hsent$2$clock = clock;
        discard$2$clock = clock;
        len$2$clock = clock;
        out$2$clock = clock;
        cur$2$clock = clock;
        rsv$2$clock = clock;
        a$2$d = a$2$q;
        drv$2$d = drv$2$q;
        buf_num$2$d = buf_num$2$q;
        rcvd$2$d = rcvd$2$q;
        sent$2$d = sent$2$q;
        hdr$2$d = hdr$2$q;
        tail$2$d = tail$2$q;
        hsent$2$d = hsent$2$q;
        discard$2$d = discard$2$q;
        len$2$d = len$2$q;
        out$2$d = out$2$q;
        cur$2$d = cur$2$q;
        rsv$2$d = rsv$2$q;
        a$3$clock = clock;
        drv$3$clock = clock;
        buf_num$3$clock = clock;
        rcvd$3$clock = clock;
        sent$3$clock = clock;
        hdr$3$clock = clock;
        tail$3$clock = clock;
        hsent$3$clock = clock;
        discard$3$clock = clock;
        len$3$clock = clock;
        out$3$clock = clock;
        cur$3$clock = clock;
        rsv$3$clock = clock;
        a$3$d = a$3$q;
        drv$3$d = drv$3$q;
        buf_num$3$d = buf_num$3$q;
        rcvd$3$d = rcvd$3$q;
        sent$3$d = sent$3$q;
        hdr$3$d = hdr$3$q;
        tail$3$d = tail$3$q;
        hsent$3$d = hsent$3$q;
        discard$3$d = discard$3$q;
        len$3$d = len$3$q;
        out$3$d = out$3$q;
        cur$3$d = cur$3$q;
        rsv$3$d = rsv$3$q;
        region_lo$0$clock = clock;
        region_hi$0$clock = clock;
        region_lo$0$d = region_lo$0$q;
        region_hi$0$d = region_hi$0$q;
        region_lo$1$clock = clock;
        region_hi$1$clock = clock;
        region_lo$1$d = region_lo$1$q;
        region_hi$1$d = region_hi$1$q;
        region_lo$2$clock = clock;
        region_hi$2$clock = clock;
        region_lo$2$d = region_lo$2$q;
        region_hi$2$d = region_hi$2$q;
        region_lo$3$clock = clock;
        region_hi$3$clock = clock;
        region_lo$3$d = region_lo$3$q;
        region_hi$3$d = region_hi$3$q;
        region_lo$4$clock = clock;
        region_hi$4$clock = clock;
        region_lo$4$d = region_lo$4$q;
        region_hi$4$d = region_hi$4$q;
        region_lo$5$clock = clock;
        region_hi$5$clock = clock;
        region_lo$5$d = region_lo$5$q;
        region_hi$5$d = region_hi$5$q;
        region_lo$6$clock = clock;
        region_hi$6$clock = clock;
        region_lo$6$d = region_lo$6$q;
        region_hi$6$d = region_hi$6$q;
        region_lo$7$clock = clock;
        region_hi$7$clock = clock;
        region_lo$7$d = region_lo$7$q;
        region_hi$7$d = region_hi$7$q;
        flit_tag$0$clock = clock;
        flit_data$0$clock = clock;
        flit_tag$0$d = flit_tag$0$q;
        flit_data$0$d = flit_data$0$q;
        flit_tag$1$clock = clock;
        flit_data$1$clock = clock;
        flit_tag$1$d = flit_tag$1$q;
        flit_data$1$d = flit_data$1$q;
        flit_tag$2$clock = clock;
        flit_data$2$clock = clock;
        flit_tag$2$d = flit_tag$2$q;
        flit_data$2$d = flit_data$2$q;
        flit_tag$3$clock = clock;
        flit_data$3$clock = clock;
        flit_tag$3$d = flit_tag$3$q;
        flit_data$3$d = flit_data$3$q;
        flit_tag$4$clock = clock;
        flit_data$4$clock = clock;
        flit_tag$4$d = flit_tag$4$q;
        flit_data$4$d = flit_data$4$q;
        flit_tag$5$clock = clock;
        flit_data$5$clock = clock;
        flit_tag$5$d = flit_tag$5$q;
        flit_data$5$d = flit_data$5$q;
        flit_tag$6$clock = clock;
        flit_data$6$clock = clock;
        flit_tag$6$d = flit_tag$6$q;
        flit_data$6$d = flit_data$6$q;
        flit_tag$7$clock = clock;
        flit_data$7$clock = clock;
        flit_tag$7$d = flit_tag$7$q;
        flit_data$7$d = flit_data$7$q;
        flit_tag$8$clock = clock;
        flit_data$8$clock = clock;
        flit_tag$8$d = flit_tag$8$q;
        flit_data$8$d = flit_data$8$q;
        flit_tag$9$clock = clock;
        flit_data$9$clock = clock;
        flit_tag$9$d = flit_tag$9$q;
        flit_data$9$d = flit_data$9$q;
        flit_tag$10$clock = clock;
        flit_data$10$clock = clock;
        flit_tag$10$d = flit_tag$10$q;
        flit_data$10$d = flit_data$10$q;
        flit_tag$11$clock = clock;
        flit_data$11$clock = clock;
        flit_tag$11$d = flit_tag$11$q;
        flit_data$11$d = flit_data$11$q;
        flit_tag$12$clock = clock;
        flit_data$12$clock = clock;
        flit_tag$12$d = flit_tag$12$q;
        flit_data$12$d = flit_data$12$q;
        flit_tag$13$clock = clock;
        flit_data$13$clock = clock;
        flit_tag$13$d = flit_tag$13$q;
        flit_data$13$d = flit_data$13$q;
        flit_tag$14$clock = clock;
        flit_data$14$clock = clock;
        flit_tag$14$d = flit_tag$14$q;
        flit_data$14$d = flit_data$14$q;
        flit_tag$15$clock = clock;
        flit_data$15$clock = clock;
        flit_tag$15$d = flit_tag$15$q;
        flit_data$15$d = flit_data$15$q;
        tx_at$0 = coord[(0 * 2)+:(2)] + tx_add$0;
        tx_at$1 = coord[(1 * 2)+:(2)] + tx_add$1;
        stat$a$0 = a$0$q;
        stat$a$1 = a$1$q;
        stat$a$2 = a$2$q;
        stat$a$3 = a$3$q;
        free = stat$free;
        if (rst) begin
            free = 1'b0;
        end
        full = 32'h0;
        reqs$a$0 = a$0$q;
        reqs$hdr$0 = hdr$0$q;
        reqs$tail$0 = tail$0$q;
        reqs$hsent$0 = hsent$0$q;
        reqs$discard$0 = discard$0$q;
        reqs$drv$0 = drv$0$q;
        reqs$rcvd$0 = rcvd$0$q;
        reqs$sent$0 = sent$0$q;
        reqs$out$0 = out$0$q;
        reqs$cur$0 = cur$0$q;
        reqs$rsv$0 = rsv$0$q;
        reqs$a$1 = a$1$q;
        reqs$hdr$1 = hdr$1$q;
        reqs$tail$1 = tail$1$q;
        reqs$hsent$1 = hsent$1$q;
        reqs$discard$1 = discard$1$q;
        reqs$drv$1 = drv$1$q;
        reqs$rcvd$1 = rcvd$1$q;
        reqs$sent$1 = sent$1$q;
        reqs$out$1 = out$1$q;
        reqs$cur$1 = cur$1$q;
        reqs$rsv$1 = rsv$1$q;
        reqs$a$2 = a$2$q;
        reqs$hdr$2 = hdr$2$q;
        reqs$tail$2 = tail$2$q;
        reqs$hsent$2 = hsent$2$q;
        reqs$discard$2 = discard$2$q;
        reqs$drv$2 = drv$2$q;
        reqs$rcvd$2 = rcvd$2$q;
        reqs$sent$2 = sent$2$q;
        reqs$out$2 = out$2$q;
        reqs$cur$2 = cur$2$q;
        reqs$rsv$2 = rsv$2$q;
        reqs$a$3 = a$3$q;
        reqs$hdr$3 = hdr$3$q;
        reqs$tail$3 = tail$3$q;
        reqs$hsent$3 = hsent$3$q;
        reqs$discard$3 = discard$3$q;
        reqs$drv$3 = drv$3$q;
        reqs$rcvd$3 = rcvd$3$q;
        reqs$sent$3 = sent$3$q;
        reqs$out$3 = out$3$q;
        reqs$cur$3 = cur$3$q;
        reqs$rsv$3 = rsv$3$q;
        reqs$tx_avail = tx_avail;
        arbiter$req = reqs$requests;
        granted = tx_valid & (tx_drv == tx_slot);
        arbiter$advance = tx_valid & (tx_drv == tx_slot);
        pick$grant = arbiter$grant;
        pick$valid = arbiter$valid;
        pick$free2 = stat$free2;
        pick$hsent$0 = hsent$0$q;
        pick$sent$0 = sent$0$q;
        pick$len$0 = len$0$q;
        pick$out$0 = out$0$q;
        pick$cur$0 = cur$0$q;
        pick$hsent$1 = hsent$1$q;
        pick$sent$1 = sent$1$q;
        pick$len$1 = len$1$q;
        pick$out$1 = out$1$q;
        pick$cur$1 = cur$1$q;
        pick$hsent$2 = hsent$2$q;
        pick$sent$2 = sent$2$q;
        pick$len$2 = len$2$q;
        pick$out$2 = out$2$q;
        pick$cur$2 = cur$2$q;
        pick$hsent$3 = hsent$3$q;
        pick$sent$3 = sent$3$q;
        pick$len$3 = len$3$q;
        pick$out$3 = out$3$q;
        pick$cur$3 = cur$3$q;
        pick$region_lo$0 = region_lo$0$q;
        pick$region_hi$0 = region_hi$0$q;
        pick$region_lo$1 = region_lo$1$q;
        pick$region_hi$1 = region_hi$1$q;
        pick$region_lo$2 = region_lo$2$q;
        pick$region_hi$2 = region_hi$2$q;
        pick$region_lo$3 = region_lo$3$q;
        pick$region_hi$3 = region_hi$3$q;
        pick$region_lo$4 = region_lo$4$q;
        pick$region_hi$4 = region_hi$4$q;
        pick$region_lo$5 = region_lo$5$q;
        pick$region_hi$5 = region_hi$5$q;
        pick$region_lo$6 = region_lo$6$q;
        pick$region_hi$6 = region_hi$6$q;
        pick$region_lo$7 = region_lo$7$q;
        pick$region_hi$7 = region_hi$7$q;
        pick$flit_tag$0 = flit_tag$0$q;
        pick$flit_data$0 = flit_data$0$q;
        pick$flit_tag$1 = flit_tag$1$q;
        pick$flit_data$1 = flit_data$1$q;
        pick$flit_tag$2 = flit_tag$2$q;
        pick$flit_data$2 = flit_data$2$q;
        pick$flit_tag$3 = flit_tag$3$q;
        pick$flit_data$3 = flit_data$3$q;
        pick$flit_tag$4 = flit_tag$4$q;
        pick$flit_data$4 = flit_data$4$q;
        pick$flit_tag$5 = flit_tag$5$q;
        pick$flit_data$5 = flit_data$5$q;
        pick$flit_tag$6 = flit_tag$6$q;
        pick$flit_data$6 = flit_data$6$q;
        pick$flit_tag$7 = flit_tag$7$q;
        pick$flit_data$7 = flit_data$7$q;
        pick$flit_tag$8 = flit_tag$8$q;
        pick$flit_data$8 = flit_data$8$q;
        pick$flit_tag$9 = flit_tag$9$q;
        pick$flit_data$9 = flit_data$9$q;
        pick$flit_tag$10 = flit_tag$10$q;
        pick$flit_data$10 = flit_data$10$q;
        pick$flit_tag$11 = flit_tag$11$q;
        pick$flit_data$11 = flit_data$11$q;
        pick$flit_tag$12 = flit_tag$12$q;
        pick$flit_data$12 = flit_data$12$q;
        pick$flit_tag$13 = flit_tag$13$q;
        pick$flit_data$13 = flit_data$13$q;
        pick$flit_tag$14 = flit_tag$14$q;
        pick$flit_data$14 = flit_data$14$q;
        pick$flit_tag$15 = flit_tag$15$q;
        pick$flit_data$15 = flit_data$15$q;
        req = arbiter$valid;
        if (rst) begin
            req = 1'b0;
        end
        pri = pick$pri;
        if (rst) begin
            pri = 1'b0;
        end
        part = pick$part;
        if (rst) begin
            part = 1'b0;
        end
        drv_tag = pick$drv_tag;
        if (rst) begin
            drv_tag = 32'h0;
        end
        drv_buf = pick$drv_buf;
        if (rst) begin
            drv_buf = 32'h0;
        end
        drv_data = pick$drv_data;
        if (rst) begin
            drv_data = 32'h0;
        end
        check$coord = coord;
        check$rx_valid = rx_valid;
        check$rx_drv = rx_drv;
        check$rx_tag = rx_tag;
        check$rx_buf = rx_buf;
        check$rx_data = rx_data;
        check$free = stat$free;
        check$a$0 = a$0$q;
        check$hdr$0 = hdr$0$q;
        check$tail$0 = tail$0$q;
        check$discard$0 = discard$0$q;
        check$drv$0 = drv$0$q;
        check$buf_num$0 = buf_num$0$q;
        check$rcvd$0 = rcvd$0$q;
        check$len$0 = len$0$q;
        check$a$1 = a$1$q;
        check$hdr$1 = hdr$1$q;
        check$tail$1 = tail$1$q;
        check$discard$1 = discard$1$q;
        check$drv$1 = drv$1$q;
        check$buf_num$1 = buf_num$1$q;
        check$rcvd$1 = rcvd$1$q;
        check$len$1 = len$1$q;
        check$a$2 = a$2$q;
        check$hdr$2 = hdr$2$q;
        check$tail$2 = tail$2$q;
        check$discard$2 = discard$2$q;
        check$drv$2 = drv$2$q;
        check$buf_num$2 = buf_num$2$q;
        check$rcvd$2 = rcvd$2$q;
        check$len$2 = len$2$q;
        check$a$3 = a$3$q;
        check$hdr$3 = hdr$3$q;
        check$tail$3 = tail$3$q;
        check$discard$3 = discard$3$q;
        check$drv$3 = drv$3$q;
        check$buf_num$3 = buf_num$3$q;
        check$rcvd$3 = rcvd$3$q;
        check$len$3 = len$3$q;
        hit = check$hit;
        if (rst) begin
            hit = 1'b0;
        end
        can_ack = check$can_ack;
        if (rst) begin
            can_ack = 1'b0;
        end
        bad = check$bad;
        if (rst) begin
            bad = 1'b0;
        end
        ackout$rx_head = check$rx_head;
        ackout$rsv_me = check$rsv_me;
        ackout$free = stat$free;
        ackout$hit = check$hit;
        ackout$rx_chain = rx_chain;
        ack_out = ackout$ack_out;
        if (rst) begin
            ack_out = 1'b0;
        end
        if (check$rsv_me) begin
            target = check$reserved_first;
        end
        else begin
            target = stat$first_free;
        end
        wrote = 32'h0;
        rcvd_d$0 = rcvd$0$q;
        tail_d$0 = tail$0$q;
        rcvd_d$1 = rcvd$1$q;
        tail_d$1 = tail$1$q;
        rcvd_d$2 = rcvd$2$q;
        tail_d$2 = tail$2$q;
        rcvd_d$3 = rcvd$3$q;
        tail_d$3 = tail$3$q;
        if (check$rx_head & check$h_me & ~rx_drop) begin
            if (target[0]) begin
                if (rx_ack | (rx_partial & ackout$ack_out)) begin
                    a$0$d = 1'b1;
                    drv$0$d = rx_drv;
                    buf_num$0$d = rx_buf;
                    rcvd$0$d = 32'h1;
                    sent$0$d = 32'h0;
                    hdr$0$d = 1'b1;
                    tail$0$d = 1'b0;
                    hsent$0$d = 1'b0;
                    discard$0$d = 1'b0;
                    len$0$d = ((check$h_len) & 3'h7);
                    out$0$d = check$route_out;
                    cur$0$d = 32'h0;
                    rsv$0$d = 32'h0;
                    region_lo$0$d = check$sub_lo$0;
                    region_hi$0$d = check$sub_hi$0;
                    region_lo$1$d = check$sub_lo$1;
                    region_hi$1$d = check$sub_hi$1;
                end
                else if (ackout$ack_out & ~check$rsv_me) begin
                    a$0$d = 1'b1;
                    drv$0$d = rx_drv;
                    buf_num$0$d = rx_buf;
                    rcvd$0$d = 32'h0;
                    sent$0$d = 32'h0;
                    hdr$0$d = 1'b0;
                    tail$0$d = 1'b0;
                    hsent$0$d = 1'b0;
                    discard$0$d = 1'b0;
                    len$0$d = 32'h0;
                    out$0$d = 32'h0;
                    cur$0$d = 32'h0;
                    rsv$0$d = 32'h0;
                end
            end
            if (target[1]) begin
                if (rx_ack | (rx_partial & ackout$ack_out)) begin
                    a$1$d = 1'b1;
                    drv$1$d = rx_drv;
                    buf_num$1$d = rx_buf;
                    rcvd$1$d = 32'h1;
                    sent$1$d = 32'h0;
                    hdr$1$d = 1'b1;
                    tail$1$d = 1'b0;
                    hsent$1$d = 1'b0;
                    discard$1$d = 1'b0;
                    len$1$d = ((check$h_len) & 3'h7);
                    out$1$d = check$route_out;
                    cur$1$d = 32'h0;
                    rsv$1$d = 32'h0;
                    region_lo$2$d = check$sub_lo$0;
                    region_hi$2$d = check$sub_hi$0;
                    region_lo$3$d = check$sub_lo$1;
                    region_hi$3$d = check$sub_hi$1;
                end
                else if (ackout$ack_out & ~check$rsv_me) begin
                    a$1$d = 1'b1;
                    drv$1$d = rx_drv;
                    buf_num$1$d = rx_buf;
                    rcvd$1$d = 32'h0;
                    sent$1$d = 32'h0;
                    hdr$1$d = 1'b0;
                    tail$1$d = 1'b0;
                    hsent$1$d = 1'b0;
                    discard$1$d = 1'b0;
                    len$1$d = 32'h0;
                    out$1$d = 32'h0;
                    cur$1$d = 32'h0;
                    rsv$1$d = 32'h0;
                end
            end
            if (target[2]) begin
                if (rx_ack | (rx_partial & ackout$ack_out)) begin
                    a$2$d = 1'b1;
                    drv$2$d = rx_drv;
                    buf_num$2$d = rx_buf;
                    rcvd$2$d = 32'h1;
                    sent$2$d = 32'h0;
                    hdr$2$d = 1'b1;
                    tail$2$d = 1'b0;
                    hsent$2$d = 1'b0;
                    discard$2$d = 1'b0;
                    len$2$d = ((check$h_len) & 3'h7);
                    out$2$d = check$route_out;
                    cur$2$d = 32'h0;
                    rsv$2$d = 32'h0;
                    region_lo$4$d = check$sub_lo$0;
                    region_hi$4$d = check$sub_hi$0;
                    region_lo$5$d = check$sub_lo$1;
                    region_hi$5$d = check$sub_hi$1;
                end
                else if (ackout$ack_out & ~check$rsv_me) begin
                    a$2$d = 1'b1;
                    drv$2$d = rx_drv;
                    buf_num$2$d = rx_buf;
                    rcvd$2$d = 32'h0;
                    sent$2$d = 32'h0;
                    hdr$2$d = 1'b0;
                    tail$2$d = 1'b0;
                    hsent$2$d = 1'b0;
                    discard$2$d = 1'b0;
                    len$2$d = 32'h0;
                    out$2$d = 32'h0;
                    cur$2$d = 32'h0;
                    rsv$2$d = 32'h0;
                end
            end
            if (target[3]) begin
                if (rx_ack | (rx_partial & ackout$ack_out)) begin
                    a$3$d = 1'b1;
                    drv$3$d = rx_drv;
                    buf_num$3$d = rx_buf;
                    rcvd$3$d = 32'h1;
                    sent$3$d = 32'h0;
                    hdr$3$d = 1'b1;
                    tail$3$d = 1'b0;
                    hsent$3$d = 1'b0;
                    discard$3$d = 1'b0;
                    len$3$d = ((check$h_len) & 3'h7);
                    out$3$d = check$route_out;
                    cur$3$d = 32'h0;
                    rsv$3$d = 32'h0;
                    region_lo$6$d = check$sub_lo$0;
                    region_hi$6$d = check$sub_hi$0;
                    region_lo$7$d = check$sub_lo$1;
                    region_hi$7$d = check$sub_hi$1;
                end
                else if (ackout$ack_out & ~check$rsv_me) begin
                    a$3$d = 1'b1;
                    drv$3$d = rx_drv;
                    buf_num$3$d = rx_buf;
                    rcvd$3$d = 32'h0;
                    sent$3$d = 32'h0;
                    hdr$3$d = 1'b0;
                    tail$3$d = 1'b0;
                    hsent$3$d = 1'b0;
                    discard$3$d = 1'b0;
                    len$3$d = 32'h0;
                    out$3$d = 32'h0;
                    cur$3$d = 32'h0;
                    rsv$3$d = 32'h0;
                end
            end
        end
        if (rx_valid & ~check$rx_head) begin
            if (check$match_hit[0]) begin
                if (rx_drop) begin
                    if (drv$0$q == node_slot) begin
                        a$0$d = 1'b0;
                        hdr$0$d = 1'b0;
                        tail$0$d = 1'b0;
                        hsent$0$d = 1'b0;
                        discard$0$d = 1'b0;
                        rcvd$0$d = 32'h0;
                        sent$0$d = 32'h0;
                        cur$0$d = 32'h0;
                        rsv$0$d = 32'h0;
                        out$0$d = 32'h0;
                        tail_d$0 = 1'b0;
                        rcvd_d$0 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard$0$q) begin
                        if (rx_tag == 32'h3) begin
                            a$0$d = 1'b0;
                            hdr$0$d = 1'b0;
                            tail$0$d = 1'b0;
                            hsent$0$d = 1'b0;
                            discard$0$d = 1'b0;
                            rcvd$0$d = 32'h0;
                            sent$0$d = 32'h0;
                            cur$0$d = 32'h0;
                            rsv$0$d = 32'h0;
                            out$0$d = 32'h0;
                            tail_d$0 = 1'b0;
                            rcvd_d$0 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a$0$d = 1'b0;
                        hdr$0$d = 1'b0;
                        tail$0$d = 1'b0;
                        hsent$0$d = 1'b0;
                        discard$0$d = 1'b0;
                        rcvd$0$d = 32'h0;
                        sent$0$d = 32'h0;
                        cur$0$d = 32'h0;
                        rsv$0$d = 32'h0;
                        out$0$d = 32'h0;
                        tail_d$0 = 1'b0;
                        rcvd_d$0 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (0)) | ((1'b1) << (0)));
                        if (rcvd$0$q == entry_num$0) begin
                            flit_tag$0$d = rx_tag;
                            flit_data$0$d = rx_data;
                        end
                        if (rcvd$0$q == entry_num$1) begin
                            flit_tag$1$d = rx_tag;
                            flit_data$1$d = rx_data;
                        end
                        if (rcvd$0$q == entry_num$2) begin
                            flit_tag$2$d = rx_tag;
                            flit_data$2$d = rx_data;
                        end
                        if (rcvd$0$q == entry_num$3) begin
                            flit_tag$3$d = rx_tag;
                            flit_data$3$d = rx_data;
                        end
                        rcvd_d$0 = rcvd$0$q + 32'h1;
                        tail_d$0 = rx_tag == 32'h3;
                        rcvd$0$d = rcvd_d$0;
                        tail$0$d = tail_d$0;
                    end
                end
            end
            if (check$match_hit[1]) begin
                if (rx_drop) begin
                    if (drv$1$q == node_slot) begin
                        a$1$d = 1'b0;
                        hdr$1$d = 1'b0;
                        tail$1$d = 1'b0;
                        hsent$1$d = 1'b0;
                        discard$1$d = 1'b0;
                        rcvd$1$d = 32'h0;
                        sent$1$d = 32'h0;
                        cur$1$d = 32'h0;
                        rsv$1$d = 32'h0;
                        out$1$d = 32'h0;
                        tail_d$1 = 1'b0;
                        rcvd_d$1 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard$1$q) begin
                        if (rx_tag == 32'h3) begin
                            a$1$d = 1'b0;
                            hdr$1$d = 1'b0;
                            tail$1$d = 1'b0;
                            hsent$1$d = 1'b0;
                            discard$1$d = 1'b0;
                            rcvd$1$d = 32'h0;
                            sent$1$d = 32'h0;
                            cur$1$d = 32'h0;
                            rsv$1$d = 32'h0;
                            out$1$d = 32'h0;
                            tail_d$1 = 1'b0;
                            rcvd_d$1 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a$1$d = 1'b0;
                        hdr$1$d = 1'b0;
                        tail$1$d = 1'b0;
                        hsent$1$d = 1'b0;
                        discard$1$d = 1'b0;
                        rcvd$1$d = 32'h0;
                        sent$1$d = 32'h0;
                        cur$1$d = 32'h0;
                        rsv$1$d = 32'h0;
                        out$1$d = 32'h0;
                        tail_d$1 = 1'b0;
                        rcvd_d$1 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (1)) | ((1'b1) << (1)));
                        if (rcvd$1$q == entry_num$0) begin
                            flit_tag$4$d = rx_tag;
                            flit_data$4$d = rx_data;
                        end
                        if (rcvd$1$q == entry_num$1) begin
                            flit_tag$5$d = rx_tag;
                            flit_data$5$d = rx_data;
                        end
                        if (rcvd$1$q == entry_num$2) begin
                            flit_tag$6$d = rx_tag;
                            flit_data$6$d = rx_data;
                        end
                        if (rcvd$1$q == entry_num$3) begin
                            flit_tag$7$d = rx_tag;
                            flit_data$7$d = rx_data;
                        end
                        rcvd_d$1 = rcvd$1$q + 32'h1;
                        tail_d$1 = rx_tag == 32'h3;
                        rcvd$1$d = rcvd_d$1;
                        tail$1$d = tail_d$1;
                    end
                end
            end
            if (check$match_hit[2]) begin
                if (rx_drop) begin
                    if (drv$2$q == node_slot) begin
                        a$2$d = 1'b0;
                        hdr$2$d = 1'b0;
                        tail$2$d = 1'b0;
                        hsent$2$d = 1'b0;
                        discard$2$d = 1'b0;
                        rcvd$2$d = 32'h0;
                        sent$2$d = 32'h0;
                        cur$2$d = 32'h0;
                        rsv$2$d = 32'h0;
                        out$2$d = 32'h0;
                        tail_d$2 = 1'b0;
                        rcvd_d$2 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard$2$q) begin
                        if (rx_tag == 32'h3) begin
                            a$2$d = 1'b0;
                            hdr$2$d = 1'b0;
                            tail$2$d = 1'b0;
                            hsent$2$d = 1'b0;
                            discard$2$d = 1'b0;
                            rcvd$2$d = 32'h0;
                            sent$2$d = 32'h0;
                            cur$2$d = 32'h0;
                            rsv$2$d = 32'h0;
                            out$2$d = 32'h0;
                            tail_d$2 = 1'b0;
                            rcvd_d$2 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a$2$d = 1'b0;
                        hdr$2$d = 1'b0;
                        tail$2$d = 1'b0;
                        hsent$2$d = 1'b0;
                        discard$2$d = 1'b0;
                        rcvd$2$d = 32'h0;
                        sent$2$d = 32'h0;
                        cur$2$d = 32'h0;
                        rsv$2$d = 32'h0;
                        out$2$d = 32'h0;
                        tail_d$2 = 1'b0;
                        rcvd_d$2 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (2)) | ((1'b1) << (2)));
                        if (rcvd$2$q == entry_num$0) begin
                            flit_tag$8$d = rx_tag;
                            flit_data$8$d = rx_data;
                        end
                        if (rcvd$2$q == entry_num$1) begin
                            flit_tag$9$d = rx_tag;
                            flit_data$9$d = rx_data;
                        end
                        if (rcvd$2$q == entry_num$2) begin
                            flit_tag$10$d = rx_tag;
                            flit_data$10$d = rx_data;
                        end
                        if (rcvd$2$q == entry_num$3) begin
                            flit_tag$11$d = rx_tag;
                            flit_data$11$d = rx_data;
                        end
                        rcvd_d$2 = rcvd$2$q + 32'h1;
                        tail_d$2 = rx_tag == 32'h3;
                        rcvd$2$d = rcvd_d$2;
                        tail$2$d = tail_d$2;
                    end
                end
            end
            if (check$match_hit[3]) begin
                if (rx_drop) begin
                    if (drv$3$q == node_slot) begin
                        a$3$d = 1'b0;
                        hdr$3$d = 1'b0;
                        tail$3$d = 1'b0;
                        hsent$3$d = 1'b0;
                        discard$3$d = 1'b0;
                        rcvd$3$d = 32'h0;
                        sent$3$d = 32'h0;
                        cur$3$d = 32'h0;
                        rsv$3$d = 32'h0;
                        out$3$d = 32'h0;
                        tail_d$3 = 1'b0;
                        rcvd_d$3 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard$3$q) begin
                        if (rx_tag == 32'h3) begin
                            a$3$d = 1'b0;
                            hdr$3$d = 1'b0;
                            tail$3$d = 1'b0;
                            hsent$3$d = 1'b0;
                            discard$3$d = 1'b0;
                            rcvd$3$d = 32'h0;
                            sent$3$d = 32'h0;
                            cur$3$d = 32'h0;
                            rsv$3$d = 32'h0;
                            out$3$d = 32'h0;
                            tail_d$3 = 1'b0;
                            rcvd_d$3 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a$3$d = 1'b0;
                        hdr$3$d = 1'b0;
                        tail$3$d = 1'b0;
                        hsent$3$d = 1'b0;
                        discard$3$d = 1'b0;
                        rcvd$3$d = 32'h0;
                        sent$3$d = 32'h0;
                        cur$3$d = 32'h0;
                        rsv$3$d = 32'h0;
                        out$3$d = 32'h0;
                        tail_d$3 = 1'b0;
                        rcvd_d$3 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (3)) | ((1'b1) << (3)));
                        if (rcvd$3$q == entry_num$0) begin
                            flit_tag$12$d = rx_tag;
                            flit_data$12$d = rx_data;
                        end
                        if (rcvd$3$q == entry_num$1) begin
                            flit_tag$13$d = rx_tag;
                            flit_data$13$d = rx_data;
                        end
                        if (rcvd$3$q == entry_num$2) begin
                            flit_tag$14$d = rx_tag;
                            flit_data$14$d = rx_data;
                        end
                        if (rcvd$3$q == entry_num$3) begin
                            flit_tag$15$d = rx_tag;
                            flit_data$15$d = rx_data;
                        end
                        rcvd_d$3 = rcvd$3$q + 32'h1;
                        tail_d$3 = rx_tag == 32'h3;
                        rcvd$3$d = rcvd_d$3;
                        tail$3$d = tail_d$3;
                    end
                end
            end
        end
        make_replica = 1'b0;
        p_acked = pick$p_ways;
        if (~tx_ack) begin
            p_acked = tx_ack_lines & pick$p_ways;
        end
        p_rest = pick$p_ways & ~p_acked;
        p_first = 32'h0;
        scan = 1'b0;
        if (p_rest[0] & ~scan) begin
            p_first = (p_first & ~(1 << (0)) | ((1'b1) << (0)));
            scan = 1'b1;
        end
        if (p_rest[1] & ~scan) begin
            p_first = (p_first & ~(1 << (1)) | ((1'b1) << (1)));
            scan = 1'b1;
        end
        if (p_rest[2] & ~scan) begin
            p_first = (p_first & ~(1 << (2)) | ((1'b1) << (2)));
            scan = 1'b1;
        end
        if (p_rest[3] & ~scan) begin
            p_first = (p_first & ~(1 << (3)) | ((1'b1) << (3)));
            scan = 1'b1;
        end
        if (p_rest[4] & ~scan) begin
            p_first = (p_first & ~(1 << (4)) | ((1'b1) << (4)));
            scan = 1'b1;
        end
        if (granted & arbiter$valid) begin
            if (arbiter$grant[0]) begin
                if (tx_drop) begin
                    if (tail_d$0) begin
                        a$0$d = 1'b0;
                        hdr$0$d = 1'b0;
                        tail$0$d = 1'b0;
                        hsent$0$d = 1'b0;
                        discard$0$d = 1'b0;
                        rcvd$0$d = 32'h0;
                        sent$0$d = 32'h0;
                        cur$0$d = 32'h0;
                        rsv$0$d = 32'h0;
                        out$0$d = 32'h0;
                    end
                    else begin
                        discard$0$d = 1'b1;
                    end
                end
                else if (~hsent$0$q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out$0$d = p_acked;
                        end
                        cur$0$d = cur$0$q | p_acked;
                        rsv$0$d = 32'h0;
                        if (make_replica | ((cur$0$q | p_acked) == out$0$q)) begin
                            hsent$0$d = 1'b1;
                            sent$0$d = 32'h1;
                        end
                    end
                    else begin
                        rsv$0$d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent$0$d = sent$0$q + 32'h1;
                    if ((pick$drv_tag == 32'h3) | ((sent$0$q + 32'h1 >= rcvd_d$0) & tail_d$0)) begin
                        a$0$d = 1'b0;
                        hdr$0$d = 1'b0;
                        tail$0$d = 1'b0;
                        hsent$0$d = 1'b0;
                        discard$0$d = 1'b0;
                        rcvd$0$d = 32'h0;
                        sent$0$d = 32'h0;
                        cur$0$d = 32'h0;
                        rsv$0$d = 32'h0;
                        out$0$d = 32'h0;
                    end
                end
            end
            if (arbiter$grant[1]) begin
                if (tx_drop) begin
                    if (tail_d$1) begin
                        a$1$d = 1'b0;
                        hdr$1$d = 1'b0;
                        tail$1$d = 1'b0;
                        hsent$1$d = 1'b0;
                        discard$1$d = 1'b0;
                        rcvd$1$d = 32'h0;
                        sent$1$d = 32'h0;
                        cur$1$d = 32'h0;
                        rsv$1$d = 32'h0;
                        out$1$d = 32'h0;
                    end
                    else begin
                        discard$1$d = 1'b1;
                    end
                end
                else if (~hsent$1$q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out$1$d = p_acked;
                        end
                        cur$1$d = cur$1$q | p_acked;
                        rsv$1$d = 32'h0;
                        if (make_replica | ((cur$1$q | p_acked) == out$1$q)) begin
                            hsent$1$d = 1'b1;
                            sent$1$d = 32'h1;
                        end
                    end
                    else begin
                        rsv$1$d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent$1$d = sent$1$q + 32'h1;
                    if ((pick$drv_tag == 32'h3) | ((sent$1$q + 32'h1 >= rcvd_d$1) & tail_d$1)) begin
                        a$1$d = 1'b0;
                        hdr$1$d = 1'b0;
                        tail$1$d = 1'b0;
                        hsent$1$d = 1'b0;
                        discard$1$d = 1'b0;
                        rcvd$1$d = 32'h0;
                        sent$1$d = 32'h0;
                        cur$1$d = 32'h0;
                        rsv$1$d = 32'h0;
                        out$1$d = 32'h0;
                    end
                end
            end
            if (arbiter$grant[2]) begin
                if (tx_drop) begin
                    if (tail_d$2) begin
                        a$2$d = 1'b0;
                        hdr$2$d = 1'b0;
                        tail$2$d = 1'b0;
                        hsent$2$d = 1'b0;
                        discard$2$d = 1'b0;
                        rcvd$2$d = 32'h0;
                        sent$2$d = 32'h0;
                        cur$2$d = 32'h0;
                        rsv$2$d = 32'h0;
                        out$2$d = 32'h0;
                    end
                    else begin
                        discard$2$d = 1'b1;
                    end
                end
                else if (~hsent$2$q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out$2$d = p_acked;
                        end
                        cur$2$d = cur$2$q | p_acked;
                        rsv$2$d = 32'h0;
                        if (make_replica | ((cur$2$q | p_acked) == out$2$q)) begin
                            hsent$2$d = 1'b1;
                            sent$2$d = 32'h1;
                        end
                    end
                    else begin
                        rsv$2$d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent$2$d = sent$2$q + 32'h1;
                    if ((pick$drv_tag == 32'h3) | ((sent$2$q + 32'h1 >= rcvd_d$2) & tail_d$2)) begin
                        a$2$d = 1'b0;
                        hdr$2$d = 1'b0;
                        tail$2$d = 1'b0;
                        hsent$2$d = 1'b0;
                        discard$2$d = 1'b0;
                        rcvd$2$d = 32'h0;
                        sent$2$d = 32'h0;
                        cur$2$d = 32'h0;
                        rsv$2$d = 32'h0;
                        out$2$d = 32'h0;
                    end
                end
            end
            if (arbiter$grant[3]) begin
                if (tx_drop) begin
                    if (tail_d$3) begin
                        a$3$d = 1'b0;
                        hdr$3$d = 1'b0;
                        tail$3$d = 1'b0;
                        hsent$3$d = 1'b0;
                        discard$3$d = 1'b0;
                        rcvd$3$d = 32'h0;
                        sent$3$d = 32'h0;
                        cur$3$d = 32'h0;
                        rsv$3$d = 32'h0;
                        out$3$d = 32'h0;
                    end
                    else begin
                        discard$3$d = 1'b1;
                    end
                end
                else if (~hsent$3$q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out$3$d = p_acked;
                        end
                        cur$3$d = cur$3$q | p_acked;
                        rsv$3$d = 32'h0;
                        if (make_replica | ((cur$3$q | p_acked) == out$3$q)) begin
                            hsent$3$d = 1'b1;
                            sent$3$d = 32'h1;
                        end
                    end
                    else begin
                        rsv$3$d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent$3$d = sent$3$q + 32'h1;
                    if ((pick$drv_tag == 32'h3) | ((sent$3$q + 32'h1 >= rcvd_d$3) & tail_d$3)) begin
                        a$3$d = 1'b0;
                        hdr$3$d = 1'b0;
                        tail$3$d = 1'b0;
                        hsent$3$d = 1'b0;
                        discard$3$d = 1'b0;
                        rcvd$3$d = 32'h0;
                        sent$3$d = 32'h0;
                        cur$3$d = 32'h0;
                        rsv$3$d = 32'h0;
                        out$3$d = 32'h0;
                    end
                end
            end
        end
        if (make_replica) begin
            if (stat$last_free[0]) begin
                a$0$d = 1'b1;
                hdr$0$d = 1'b1;
                hsent$0$d = 1'b0;
                sent$0$d = 32'h0;
                cur$0$d = 32'h0;
                rsv$0$d = 32'h0;
                out$0$d = p_rest;
                if (arbiter$grant[0]) begin
                    drv$0$d = drv$0$q;
                    buf_num$0$d = buf_num$0$q;
                    len$0$d = len$0$q;
                    discard$0$d = discard$0$q;
                    rcvd$0$d = rcvd_d$0;
                    tail$0$d = tail_d$0;
                    flit_tag$0$d = flit_tag$0$q;
                    flit_data$0$d = flit_data$0$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$0)) begin
                        flit_tag$0$d = rx_tag;
                        flit_data$0$d = rx_data;
                    end
                    flit_tag$1$d = flit_tag$1$q;
                    flit_data$1$d = flit_data$1$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$1)) begin
                        flit_tag$1$d = rx_tag;
                        flit_data$1$d = rx_data;
                    end
                    flit_tag$2$d = flit_tag$2$q;
                    flit_data$2$d = flit_data$2$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$2)) begin
                        flit_tag$2$d = rx_tag;
                        flit_data$2$d = rx_data;
                    end
                    flit_tag$3$d = flit_tag$3$q;
                    flit_data$3$d = flit_data$3$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$3)) begin
                        flit_tag$3$d = rx_tag;
                        flit_data$3$d = rx_data;
                    end
                    region_lo$0$d = region_lo$0$q;
                    region_hi$0$d = region_hi$0$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$0$d = tx_at$0;
                        region_hi$0$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$0$d = tx_at$0;
                    end
                    region_lo$1$d = region_lo$1$q;
                    region_hi$1$d = region_hi$1$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$1$d = tx_at$1;
                        region_hi$1$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$1$d = tx_at$1;
                    end
                end
                if (arbiter$grant[1]) begin
                    drv$0$d = drv$1$q;
                    buf_num$0$d = buf_num$1$q;
                    len$0$d = len$1$q;
                    discard$0$d = discard$1$q;
                    rcvd$0$d = rcvd_d$1;
                    tail$0$d = tail_d$1;
                    flit_tag$0$d = flit_tag$4$q;
                    flit_data$0$d = flit_data$4$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$0)) begin
                        flit_tag$0$d = rx_tag;
                        flit_data$0$d = rx_data;
                    end
                    flit_tag$1$d = flit_tag$5$q;
                    flit_data$1$d = flit_data$5$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$1)) begin
                        flit_tag$1$d = rx_tag;
                        flit_data$1$d = rx_data;
                    end
                    flit_tag$2$d = flit_tag$6$q;
                    flit_data$2$d = flit_data$6$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$2)) begin
                        flit_tag$2$d = rx_tag;
                        flit_data$2$d = rx_data;
                    end
                    flit_tag$3$d = flit_tag$7$q;
                    flit_data$3$d = flit_data$7$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$3)) begin
                        flit_tag$3$d = rx_tag;
                        flit_data$3$d = rx_data;
                    end
                    region_lo$0$d = region_lo$2$q;
                    region_hi$0$d = region_hi$2$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$0$d = tx_at$0;
                        region_hi$0$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$0$d = tx_at$0;
                    end
                    region_lo$1$d = region_lo$3$q;
                    region_hi$1$d = region_hi$3$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$1$d = tx_at$1;
                        region_hi$1$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$1$d = tx_at$1;
                    end
                end
                if (arbiter$grant[2]) begin
                    drv$0$d = drv$2$q;
                    buf_num$0$d = buf_num$2$q;
                    len$0$d = len$2$q;
                    discard$0$d = discard$2$q;
                    rcvd$0$d = rcvd_d$2;
                    tail$0$d = tail_d$2;
                    flit_tag$0$d = flit_tag$8$q;
                    flit_data$0$d = flit_data$8$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$0)) begin
                        flit_tag$0$d = rx_tag;
                        flit_data$0$d = rx_data;
                    end
                    flit_tag$1$d = flit_tag$9$q;
                    flit_data$1$d = flit_data$9$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$1)) begin
                        flit_tag$1$d = rx_tag;
                        flit_data$1$d = rx_data;
                    end
                    flit_tag$2$d = flit_tag$10$q;
                    flit_data$2$d = flit_data$10$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$2)) begin
                        flit_tag$2$d = rx_tag;
                        flit_data$2$d = rx_data;
                    end
                    flit_tag$3$d = flit_tag$11$q;
                    flit_data$3$d = flit_data$11$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$3)) begin
                        flit_tag$3$d = rx_tag;
                        flit_data$3$d = rx_data;
                    end
                    region_lo$0$d = region_lo$4$q;
                    region_hi$0$d = region_hi$4$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$0$d = tx_at$0;
                        region_hi$0$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$0$d = tx_at$0;
                    end
                    region_lo$1$d = region_lo$5$q;
                    region_hi$1$d = region_hi$5$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$1$d = tx_at$1;
                        region_hi$1$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$1$d = tx_at$1;
                    end
                end
                if (arbiter$grant[3]) begin
                    drv$0$d = drv$3$q;
                    buf_num$0$d = buf_num$3$q;
                    len$0$d = len$3$q;
                    discard$0$d = discard$3$q;
                    rcvd$0$d = rcvd_d$3;
                    tail$0$d = tail_d$3;
                    flit_tag$0$d = flit_tag$12$q;
                    flit_data$0$d = flit_data$12$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$0)) begin
                        flit_tag$0$d = rx_tag;
                        flit_data$0$d = rx_data;
                    end
                    flit_tag$1$d = flit_tag$13$q;
                    flit_data$1$d = flit_data$13$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$1)) begin
                        flit_tag$1$d = rx_tag;
                        flit_data$1$d = rx_data;
                    end
                    flit_tag$2$d = flit_tag$14$q;
                    flit_data$2$d = flit_data$14$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$2)) begin
                        flit_tag$2$d = rx_tag;
                        flit_data$2$d = rx_data;
                    end
                    flit_tag$3$d = flit_tag$15$q;
                    flit_data$3$d = flit_data$15$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$3)) begin
                        flit_tag$3$d = rx_tag;
                        flit_data$3$d = rx_data;
                    end
                    region_lo$0$d = region_lo$6$q;
                    region_hi$0$d = region_hi$6$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$0$d = tx_at$0;
                        region_hi$0$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$0$d = tx_at$0;
                    end
                    region_lo$1$d = region_lo$7$q;
                    region_hi$1$d = region_hi$7$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$1$d = tx_at$1;
                        region_hi$1$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$1$d = tx_at$1;
                    end
                end
            end
            if (stat$last_free[1]) begin
                a$1$d = 1'b1;
                hdr$1$d = 1'b1;
                hsent$1$d = 1'b0;
                sent$1$d = 32'h0;
                cur$1$d = 32'h0;
                rsv$1$d = 32'h0;
                out$1$d = p_rest;
                if (arbiter$grant[0]) begin
                    drv$1$d = drv$0$q;
                    buf_num$1$d = buf_num$0$q;
                    len$1$d = len$0$q;
                    discard$1$d = discard$0$q;
                    rcvd$1$d = rcvd_d$0;
                    tail$1$d = tail_d$0;
                    flit_tag$4$d = flit_tag$0$q;
                    flit_data$4$d = flit_data$0$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$0)) begin
                        flit_tag$4$d = rx_tag;
                        flit_data$4$d = rx_data;
                    end
                    flit_tag$5$d = flit_tag$1$q;
                    flit_data$5$d = flit_data$1$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$1)) begin
                        flit_tag$5$d = rx_tag;
                        flit_data$5$d = rx_data;
                    end
                    flit_tag$6$d = flit_tag$2$q;
                    flit_data$6$d = flit_data$2$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$2)) begin
                        flit_tag$6$d = rx_tag;
                        flit_data$6$d = rx_data;
                    end
                    flit_tag$7$d = flit_tag$3$q;
                    flit_data$7$d = flit_data$3$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$3)) begin
                        flit_tag$7$d = rx_tag;
                        flit_data$7$d = rx_data;
                    end
                    region_lo$2$d = region_lo$0$q;
                    region_hi$2$d = region_hi$0$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$2$d = tx_at$0;
                        region_hi$2$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$2$d = tx_at$0;
                    end
                    region_lo$3$d = region_lo$1$q;
                    region_hi$3$d = region_hi$1$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$3$d = tx_at$1;
                        region_hi$3$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$3$d = tx_at$1;
                    end
                end
                if (arbiter$grant[1]) begin
                    drv$1$d = drv$1$q;
                    buf_num$1$d = buf_num$1$q;
                    len$1$d = len$1$q;
                    discard$1$d = discard$1$q;
                    rcvd$1$d = rcvd_d$1;
                    tail$1$d = tail_d$1;
                    flit_tag$4$d = flit_tag$4$q;
                    flit_data$4$d = flit_data$4$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$0)) begin
                        flit_tag$4$d = rx_tag;
                        flit_data$4$d = rx_data;
                    end
                    flit_tag$5$d = flit_tag$5$q;
                    flit_data$5$d = flit_data$5$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$1)) begin
                        flit_tag$5$d = rx_tag;
                        flit_data$5$d = rx_data;
                    end
                    flit_tag$6$d = flit_tag$6$q;
                    flit_data$6$d = flit_data$6$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$2)) begin
                        flit_tag$6$d = rx_tag;
                        flit_data$6$d = rx_data;
                    end
                    flit_tag$7$d = flit_tag$7$q;
                    flit_data$7$d = flit_data$7$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$3)) begin
                        flit_tag$7$d = rx_tag;
                        flit_data$7$d = rx_data;
                    end
                    region_lo$2$d = region_lo$2$q;
                    region_hi$2$d = region_hi$2$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$2$d = tx_at$0;
                        region_hi$2$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$2$d = tx_at$0;
                    end
                    region_lo$3$d = region_lo$3$q;
                    region_hi$3$d = region_hi$3$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$3$d = tx_at$1;
                        region_hi$3$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$3$d = tx_at$1;
                    end
                end
                if (arbiter$grant[2]) begin
                    drv$1$d = drv$2$q;
                    buf_num$1$d = buf_num$2$q;
                    len$1$d = len$2$q;
                    discard$1$d = discard$2$q;
                    rcvd$1$d = rcvd_d$2;
                    tail$1$d = tail_d$2;
                    flit_tag$4$d = flit_tag$8$q;
                    flit_data$4$d = flit_data$8$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$0)) begin
                        flit_tag$4$d = rx_tag;
                        flit_data$4$d = rx_data;
                    end
                    flit_tag$5$d = flit_tag$9$q;
                    flit_data$5$d = flit_data$9$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$1)) begin
                        flit_tag$5$d = rx_tag;
                        flit_data$5$d = rx_data;
                    end
                    flit_tag$6$d = flit_tag$10$q;
                    flit_data$6$d = flit_data$10$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$2)) begin
                        flit_tag$6$d = rx_tag;
                        flit_data$6$d = rx_data;
                    end
                    flit_tag$7$d = flit_tag$11$q;
                    flit_data$7$d = flit_data$11$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$3)) begin
                        flit_tag$7$d = rx_tag;
                        flit_data$7$d = rx_data;
                    end
                    region_lo$2$d = region_lo$4$q;
                    region_hi$2$d = region_hi$4$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$2$d = tx_at$0;
                        region_hi$2$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$2$d = tx_at$0;
                    end
                    region_lo$3$d = region_lo$5$q;
                    region_hi$3$d = region_hi$5$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$3$d = tx_at$1;
                        region_hi$3$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$3$d = tx_at$1;
                    end
                end
                if (arbiter$grant[3]) begin
                    drv$1$d = drv$3$q;
                    buf_num$1$d = buf_num$3$q;
                    len$1$d = len$3$q;
                    discard$1$d = discard$3$q;
                    rcvd$1$d = rcvd_d$3;
                    tail$1$d = tail_d$3;
                    flit_tag$4$d = flit_tag$12$q;
                    flit_data$4$d = flit_data$12$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$0)) begin
                        flit_tag$4$d = rx_tag;
                        flit_data$4$d = rx_data;
                    end
                    flit_tag$5$d = flit_tag$13$q;
                    flit_data$5$d = flit_data$13$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$1)) begin
                        flit_tag$5$d = rx_tag;
                        flit_data$5$d = rx_data;
                    end
                    flit_tag$6$d = flit_tag$14$q;
                    flit_data$6$d = flit_data$14$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$2)) begin
                        flit_tag$6$d = rx_tag;
                        flit_data$6$d = rx_data;
                    end
                    flit_tag$7$d = flit_tag$15$q;
                    flit_data$7$d = flit_data$15$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$3)) begin
                        flit_tag$7$d = rx_tag;
                        flit_data$7$d = rx_data;
                    end
                    region_lo$2$d = region_lo$6$q;
                    region_hi$2$d = region_hi$6$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$2$d = tx_at$0;
                        region_hi$2$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$2$d = tx_at$0;
                    end
                    region_lo$3$d = region_lo$7$q;
                    region_hi$3$d = region_hi$7$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$3$d = tx_at$1;
                        region_hi$3$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$3$d = tx_at$1;
                    end
                end
            end
            if (stat$last_free[2]) begin
                a$2$d = 1'b1;
                hdr$2$d = 1'b1;
                hsent$2$d = 1'b0;
                sent$2$d = 32'h0;
                cur$2$d = 32'h0;
                rsv$2$d = 32'h0;
                out$2$d = p_rest;
                if (arbiter$grant[0]) begin
                    drv$2$d = drv$0$q;
                    buf_num$2$d = buf_num$0$q;
                    len$2$d = len$0$q;
                    discard$2$d = discard$0$q;
                    rcvd$2$d = rcvd_d$0;
                    tail$2$d = tail_d$0;
                    flit_tag$8$d = flit_tag$0$q;
                    flit_data$8$d = flit_data$0$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$0)) begin
                        flit_tag$8$d = rx_tag;
                        flit_data$8$d = rx_data;
                    end
                    flit_tag$9$d = flit_tag$1$q;
                    flit_data$9$d = flit_data$1$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$1)) begin
                        flit_tag$9$d = rx_tag;
                        flit_data$9$d = rx_data;
                    end
                    flit_tag$10$d = flit_tag$2$q;
                    flit_data$10$d = flit_data$2$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$2)) begin
                        flit_tag$10$d = rx_tag;
                        flit_data$10$d = rx_data;
                    end
                    flit_tag$11$d = flit_tag$3$q;
                    flit_data$11$d = flit_data$3$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$3)) begin
                        flit_tag$11$d = rx_tag;
                        flit_data$11$d = rx_data;
                    end
                    region_lo$4$d = region_lo$0$q;
                    region_hi$4$d = region_hi$0$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$4$d = tx_at$0;
                        region_hi$4$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$4$d = tx_at$0;
                    end
                    region_lo$5$d = region_lo$1$q;
                    region_hi$5$d = region_hi$1$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$5$d = tx_at$1;
                        region_hi$5$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$5$d = tx_at$1;
                    end
                end
                if (arbiter$grant[1]) begin
                    drv$2$d = drv$1$q;
                    buf_num$2$d = buf_num$1$q;
                    len$2$d = len$1$q;
                    discard$2$d = discard$1$q;
                    rcvd$2$d = rcvd_d$1;
                    tail$2$d = tail_d$1;
                    flit_tag$8$d = flit_tag$4$q;
                    flit_data$8$d = flit_data$4$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$0)) begin
                        flit_tag$8$d = rx_tag;
                        flit_data$8$d = rx_data;
                    end
                    flit_tag$9$d = flit_tag$5$q;
                    flit_data$9$d = flit_data$5$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$1)) begin
                        flit_tag$9$d = rx_tag;
                        flit_data$9$d = rx_data;
                    end
                    flit_tag$10$d = flit_tag$6$q;
                    flit_data$10$d = flit_data$6$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$2)) begin
                        flit_tag$10$d = rx_tag;
                        flit_data$10$d = rx_data;
                    end
                    flit_tag$11$d = flit_tag$7$q;
                    flit_data$11$d = flit_data$7$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$3)) begin
                        flit_tag$11$d = rx_tag;
                        flit_data$11$d = rx_data;
                    end
                    region_lo$4$d = region_lo$2$q;
                    region_hi$4$d = region_hi$2$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$4$d = tx_at$0;
                        region_hi$4$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$4$d = tx_at$0;
                    end
                    region_lo$5$d = region_lo$3$q;
                    region_hi$5$d = region_hi$3$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$5$d = tx_at$1;
                        region_hi$5$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$5$d = tx_at$1;
                    end
                end
                if (arbiter$grant[2]) begin
                    drv$2$d = drv$2$q;
                    buf_num$2$d = buf_num$2$q;
                    len$2$d = len$2$q;
                    discard$2$d = discard$2$q;
                    rcvd$2$d = rcvd_d$2;
                    tail$2$d = tail_d$2;
                    flit_tag$8$d = flit_tag$8$q;
                    flit_data$8$d = flit_data$8$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$0)) begin
                        flit_tag$8$d = rx_tag;
                        flit_data$8$d = rx_data;
                    end
                    flit_tag$9$d = flit_tag$9$q;
                    flit_data$9$d = flit_data$9$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$1)) begin
                        flit_tag$9$d = rx_tag;
                        flit_data$9$d = rx_data;
                    end
                    flit_tag$10$d = flit_tag$10$q;
                    flit_data$10$d = flit_data$10$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$2)) begin
                        flit_tag$10$d = rx_tag;
                        flit_data$10$d = rx_data;
                    end
                    flit_tag$11$d = flit_tag$11$q;
                    flit_data$11$d = flit_data$11$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$3)) begin
                        flit_tag$11$d = rx_tag;
                        flit_data$11$d = rx_data;
                    end
                    region_lo$4$d = region_lo$4$q;
                    region_hi$4$d = region_hi$4$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$4$d = tx_at$0;
                        region_hi$4$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$4$d = tx_at$0;
                    end
                    region_lo$5$d = region_lo$5$q;
                    region_hi$5$d = region_hi$5$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$5$d = tx_at$1;
                        region_hi$5$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$5$d = tx_at$1;
                    end
                end
                if (arbiter$grant[3]) begin
                    drv$2$d = drv$3$q;
                    buf_num$2$d = buf_num$3$q;
                    len$2$d = len$3$q;
                    discard$2$d = discard$3$q;
                    rcvd$2$d = rcvd_d$3;
                    tail$2$d = tail_d$3;
                    flit_tag$8$d = flit_tag$12$q;
                    flit_data$8$d = flit_data$12$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$0)) begin
                        flit_tag$8$d = rx_tag;
                        flit_data$8$d = rx_data;
                    end
                    flit_tag$9$d = flit_tag$13$q;
                    flit_data$9$d = flit_data$13$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$1)) begin
                        flit_tag$9$d = rx_tag;
                        flit_data$9$d = rx_data;
                    end
                    flit_tag$10$d = flit_tag$14$q;
                    flit_data$10$d = flit_data$14$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$2)) begin
                        flit_tag$10$d = rx_tag;
                        flit_data$10$d = rx_data;
                    end
                    flit_tag$11$d = flit_tag$15$q;
                    flit_data$11$d = flit_data$15$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$3)) begin
                        flit_tag$11$d = rx_tag;
                        flit_data$11$d = rx_data;
                    end
                    region_lo$4$d = region_lo$6$q;
                    region_hi$4$d = region_hi$6$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$4$d = tx_at$0;
                        region_hi$4$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$4$d = tx_at$0;
                    end
                    region_lo$5$d = region_lo$7$q;
                    region_hi$5$d = region_hi$7$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$5$d = tx_at$1;
                        region_hi$5$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$5$d = tx_at$1;
                    end
                end
            end
            if (stat$last_free[3]) begin
                a$3$d = 1'b1;
                hdr$3$d = 1'b1;
                hsent$3$d = 1'b0;
                sent$3$d = 32'h0;
                cur$3$d = 32'h0;
                rsv$3$d = 32'h0;
                out$3$d = p_rest;
                if (arbiter$grant[0]) begin
                    drv$3$d = drv$0$q;
                    buf_num$3$d = buf_num$0$q;
                    len$3$d = len$0$q;
                    discard$3$d = discard$0$q;
                    rcvd$3$d = rcvd_d$0;
                    tail$3$d = tail_d$0;
                    flit_tag$12$d = flit_tag$0$q;
                    flit_data$12$d = flit_data$0$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$0)) begin
                        flit_tag$12$d = rx_tag;
                        flit_data$12$d = rx_data;
                    end
                    flit_tag$13$d = flit_tag$1$q;
                    flit_data$13$d = flit_data$1$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$1)) begin
                        flit_tag$13$d = rx_tag;
                        flit_data$13$d = rx_data;
                    end
                    flit_tag$14$d = flit_tag$2$q;
                    flit_data$14$d = flit_data$2$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$2)) begin
                        flit_tag$14$d = rx_tag;
                        flit_data$14$d = rx_data;
                    end
                    flit_tag$15$d = flit_tag$3$q;
                    flit_data$15$d = flit_data$3$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$3)) begin
                        flit_tag$15$d = rx_tag;
                        flit_data$15$d = rx_data;
                    end
                    region_lo$6$d = region_lo$0$q;
                    region_hi$6$d = region_hi$0$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$6$d = tx_at$0;
                        region_hi$6$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$6$d = tx_at$0;
                    end
                    region_lo$7$d = region_lo$1$q;
                    region_hi$7$d = region_hi$1$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$7$d = tx_at$1;
                        region_hi$7$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$7$d = tx_at$1;
                    end
                end
                if (arbiter$grant[1]) begin
                    drv$3$d = drv$1$q;
                    buf_num$3$d = buf_num$1$q;
                    len$3$d = len$1$q;
                    discard$3$d = discard$1$q;
                    rcvd$3$d = rcvd_d$1;
                    tail$3$d = tail_d$1;
                    flit_tag$12$d = flit_tag$4$q;
                    flit_data$12$d = flit_data$4$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$0)) begin
                        flit_tag$12$d = rx_tag;
                        flit_data$12$d = rx_data;
                    end
                    flit_tag$13$d = flit_tag$5$q;
                    flit_data$13$d = flit_data$5$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$1)) begin
                        flit_tag$13$d = rx_tag;
                        flit_data$13$d = rx_data;
                    end
                    flit_tag$14$d = flit_tag$6$q;
                    flit_data$14$d = flit_data$6$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$2)) begin
                        flit_tag$14$d = rx_tag;
                        flit_data$14$d = rx_data;
                    end
                    flit_tag$15$d = flit_tag$7$q;
                    flit_data$15$d = flit_data$7$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$3)) begin
                        flit_tag$15$d = rx_tag;
                        flit_data$15$d = rx_data;
                    end
                    region_lo$6$d = region_lo$2$q;
                    region_hi$6$d = region_hi$2$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$6$d = tx_at$0;
                        region_hi$6$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$6$d = tx_at$0;
                    end
                    region_lo$7$d = region_lo$3$q;
                    region_hi$7$d = region_hi$3$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$7$d = tx_at$1;
                        region_hi$7$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$7$d = tx_at$1;
                    end
                end
                if (arbiter$grant[2]) begin
                    drv$3$d = drv$2$q;
                    buf_num$3$d = buf_num$2$q;
                    len$3$d = len$2$q;
                    discard$3$d = discard$2$q;
                    rcvd$3$d = rcvd_d$2;
                    tail$3$d = tail_d$2;
                    flit_tag$12$d = flit_tag$8$q;
                    flit_data$12$d = flit_data$8$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$0)) begin
                        flit_tag$12$d = rx_tag;
                        flit_data$12$d = rx_data;
                    end
                    flit_tag$13$d = flit_tag$9$q;
                    flit_data$13$d = flit_data$9$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$1)) begin
                        flit_tag$13$d = rx_tag;
                        flit_data$13$d = rx_data;
                    end
                    flit_tag$14$d = flit_tag$10$q;
                    flit_data$14$d = flit_data$10$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$2)) begin
                        flit_tag$14$d = rx_tag;
                        flit_data$14$d = rx_data;
                    end
                    flit_tag$15$d = flit_tag$11$q;
                    flit_data$15$d = flit_data$11$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$3)) begin
                        flit_tag$15$d = rx_tag;
                        flit_data$15$d = rx_data;
                    end
                    region_lo$6$d = region_lo$4$q;
                    region_hi$6$d = region_hi$4$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$6$d = tx_at$0;
                        region_hi$6$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$6$d = tx_at$0;
                    end
                    region_lo$7$d = region_lo$5$q;
                    region_hi$7$d = region_hi$5$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$7$d = tx_at$1;
                        region_hi$7$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$7$d = tx_at$1;
                    end
                end
                if (arbiter$grant[3]) begin
                    drv$3$d = drv$3$q;
                    buf_num$3$d = buf_num$3$q;
                    len$3$d = len$3$q;
                    discard$3$d = discard$3$q;
                    rcvd$3$d = rcvd_d$3;
                    tail$3$d = tail_d$3;
                    flit_tag$12$d = flit_tag$12$q;
                    flit_data$12$d = flit_data$12$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$0)) begin
                        flit_tag$12$d = rx_tag;
                        flit_data$12$d = rx_data;
                    end
                    flit_tag$13$d = flit_tag$13$q;
                    flit_data$13$d = flit_data$13$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$1)) begin
                        flit_tag$13$d = rx_tag;
                        flit_data$13$d = rx_data;
                    end
                    flit_tag$14$d = flit_tag$14$q;
                    flit_data$14$d = flit_data$14$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$2)) begin
                        flit_tag$14$d = rx_tag;
                        flit_data$14$d = rx_data;
                    end
                    flit_tag$15$d = flit_tag$15$q;
                    flit_data$15$d = flit_data$15$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$3)) begin
                        flit_tag$15$d = rx_tag;
                        flit_data$15$d = rx_data;
                    end
                    region_lo$6$d = region_lo$6$q;
                    region_hi$6$d = region_hi$6$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$6$d = tx_at$0;
                        region_hi$6$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$6$d = tx_at$0;
                    end
                    region_lo$7$d = region_lo$7$q;
                    region_hi$7$d = region_hi$7$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$7$d = tx_at$1;
                        region_hi$7$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$7$d = tx_at$1;
                    end
                end
            end
        end
        if (inject & ld_valid) begin
            if (stat$first_free[0]) begin
                a$0$d = 1'b1;
                drv$0$d = node_slot;
                buf_num$0$d = 32'h0;
                rcvd$0$d = ld_rcvd;
                sent$0$d = 32'h0;
                if (ld_hsent) begin
                    sent$0$d = 32'h1;
                end
                hdr$0$d = 1'b1;
                tail$0$d = 1'b1;
                hsent$0$d = ld_hsent;
                discard$0$d = 1'b0;
                len$0$d = ld_len;
                out$0$d = ld_out;
                cur$0$d = 32'h0;
                rsv$0$d = 32'h0;
                region_lo$0$d = ld_lo$0;
                region_hi$0$d = ld_hi$0;
                region_lo$1$d = ld_lo$1;
                region_hi$1$d = ld_hi$1;
                flit_tag$0$d = ld_tag$0;
                flit_data$0$d = ld_data$0;
                flit_tag$1$d = ld_tag$1;
                flit_data$1$d = ld_data$1;
                flit_tag$2$d = ld_tag$2;
                flit_data$2$d = ld_data$2;
                flit_tag$3$d = ld_tag$3;
                flit_data$3$d = ld_data$3;
            end
            if (stat$first_free[1]) begin
                a$1$d = 1'b1;
                drv$1$d = node_slot;
                buf_num$1$d = 32'h0;
                rcvd$1$d = ld_rcvd;
                sent$1$d = 32'h0;
                if (ld_hsent) begin
                    sent$1$d = 32'h1;
                end
                hdr$1$d = 1'b1;
                tail$1$d = 1'b1;
                hsent$1$d = ld_hsent;
                discard$1$d = 1'b0;
                len$1$d = ld_len;
                out$1$d = ld_out;
                cur$1$d = 32'h0;
                rsv$1$d = 32'h0;
                region_lo$2$d = ld_lo$0;
                region_hi$2$d = ld_hi$0;
                region_lo$3$d = ld_lo$1;
                region_hi$3$d = ld_hi$1;
                flit_tag$4$d = ld_tag$0;
                flit_data$4$d = ld_data$0;
                flit_tag$5$d = ld_tag$1;
                flit_data$5$d = ld_data$1;
                flit_tag$6$d = ld_tag$2;
                flit_data$6$d = ld_data$2;
                flit_tag$7$d = ld_tag$3;
                flit_data$7$d = ld_data$3;
            end
            if (stat$first_free[2]) begin
                a$2$d = 1'b1;
                drv$2$d = node_slot;
                buf_num$2$d = 32'h0;
                rcvd$2$d = ld_rcvd;
                sent$2$d = 32'h0;
                if (ld_hsent) begin
                    sent$2$d = 32'h1;
                end
                hdr$2$d = 1'b1;
                tail$2$d = 1'b1;
                hsent$2$d = ld_hsent;
                discard$2$d = 1'b0;
                len$2$d = ld_len;
                out$2$d = ld_out;
                cur$2$d = 32'h0;
                rsv$2$d = 32'h0;
                region_lo$4$d = ld_lo$0;
                region_hi$4$d = ld_hi$0;
                region_lo$5$d = ld_lo$1;
                region_hi$5$d = ld_hi$1;
                flit_tag$8$d = ld_tag$0;
                flit_data$8$d = ld_data$0;
                flit_tag$9$d = ld_tag$1;
                flit_data$9$d = ld_data$1;
                flit_tag$10$d = ld_tag$2;
                flit_data$10$d = ld_data$2;
                flit_tag$11$d = ld_tag$3;
                flit_data$11$d = ld_data$3;
            end
            if (stat$first_free[3]) begin
                a$3$d = 1'b1;
                drv$3$d = node_slot;
                buf_num$3$d = 32'h0;
                rcvd$3$d = ld_rcvd;
                sent$3$d = 32'h0;
                if (ld_hsent) begin
                    sent$3$d = 32'h1;
                end
                hdr$3$d = 1'b1;
                tail$3$d = 1'b1;
                hsent$3$d = ld_hsent;
                discard$3$d = 1'b0;
                len$3$d = ld_len;
                out$3$d = ld_out;
                cur$3$d = 32'h0;
                rsv$3$d = 32'h0;
                region_lo$6$d = ld_lo$0;
                region_hi$6$d = ld_hi$0;
                region_lo$7$d = ld_lo$1;
                region_hi$7$d = ld_hi$1;
                flit_tag$12$d = ld_tag$0;
                flit_data$12$d = ld_data$0;
                flit_tag$13$d = ld_tag$1;
                flit_data$13$d = ld_data$1;
                flit_tag$14$d = ld_tag$2;
                flit_data$14$d = ld_data$2;
                flit_tag$15$d = ld_tag$3;
                flit_data$15$d = ld_data$3;
            end
        end
        if (rst) begin
            a$0$d = 1'b0;
            hdr$0$d = 1'b0;
            tail$0$d = 1'b0;
            hsent$0$d = 1'b0;
            discard$0$d = 1'b0;
            rcvd$0$d = 32'h0;
            sent$0$d = 32'h0;
            out$0$d = 32'h0;
            cur$0$d = 32'h0;
            rsv$0$d = 32'h0;
            a$1$d = 1'b0;
            hdr$1$d = 1'b0;
            tail$1$d = 1'b0;
            hsent$1$d = 1'b0;
            discard$1$d = 1'b0;
            rcvd$1$d = 32'h0;
            sent$1$d = 32'h0;
            out$1$d = 32'h0;
            cur$1$d = 32'h0;
            rsv$1$d = 32'h0;
            a$2$d = 1'b0;
            hdr$2$d = 1'b0;
            tail$2$d = 1'b0;
            hsent$2$d = 1'b0;
            discard$2$d = 1'b0;
            rcvd$2$d = 32'h0;
            sent$2$d = 32'h0;
            out$2$d = 32'h0;
            cur$2$d = 32'h0;
            rsv$2$d = 32'h0;
            a$3$d = 1'b0;
            hdr$3$d = 1'b0;
            tail$3$d = 1'b0;
            hsent$3$d = 1'b0;
            discard$3$d = 1'b0;
            rcvd$3$d = 32'h0;
            sent$3$d = 32'h0;
            out$3$d = 32'h0;
            cur$3$d = 32'h0;
            rsv$3$d = 32'h0;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$a$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$ackout(rx_head,rsv_me,free,hit,rx_chain,ack_out);
    
    // Module arguments
    input wire  rx_head;
    input wire  rsv_me;
    input wire  free;
    input wire  hit;
    input wire  [4:0] rx_chain;
    output reg  ack_out;
    
    // Constant declarations
    localparam  ordered = 1'b1;
    localparam  rx_way = 5'b10;
    
    // Update code
    always @(*) begin
        if (rx_head) begin
            ack_out = rsv_me | (free & (~ordered | |(rx_chain & rx_way)));
        end
        else begin
            ack_out = hit;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$ackout


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$arbiter(clock,req,advance,rst,grant,valid);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] req;
    input wire  advance;
    input wire  rst;
    output reg  [3:0] grant;
    output reg  valid;
    
    // Constant declarations
    localparam  idx$0 = 2'b0;
    localparam  idx$1 = 2'b1;
    localparam  idx$2 = 2'b10;
    localparam  idx$3 = 2'b11;
    localparam  next$0 = 2'b1;
    localparam  next$1 = 2'b10;
    localparam  next$2 = 2'b11;
    localparam  next$3 = 2'b0;
    localparam  onehot$0 = 4'h1;
    localparam  onehot$1 = 4'h2;
    localparam  onehot$2 = 4'h4;
    localparam  onehot$3 = 4'h8;
    
    // Stub signals
    reg  [1:0] ptr$d;
    wire  [1:0] ptr$q;
    reg  ptr$clock;
    
    // Local signals
    reg  found;
    reg  passed;
    reg  adv_found;
    reg  adv_passed;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$arbiter$ptr ptr(
        .d(ptr$d),
        .q(ptr$q),
        .clock(ptr$clock)
    );
    
    // Update code
    always @(*) begin
        ptr$clock = clock;
        ptr$d = ptr$q;
        grant = 32'h0;
        found = 1'b0;
        passed = 1'b0;
        if (idx$0 == ptr$q) begin
            passed = 1'b1;
        end
        if (passed & ~found & req[0]) begin
            found = 1'b1;
            grant = onehot$0;
        end
        if (idx$1 == ptr$q) begin
            passed = 1'b1;
        end
        if (passed & ~found & req[1]) begin
            found = 1'b1;
            grant = onehot$1;
        end
        if (idx$2 == ptr$q) begin
            passed = 1'b1;
        end
        if (passed & ~found & req[2]) begin
            found = 1'b1;
            grant = onehot$2;
        end
        if (idx$3 == ptr$q) begin
            passed = 1'b1;
        end
        if (passed & ~found & req[3]) begin
            found = 1'b1;
            grant = onehot$3;
        end
        if (~found & req[0]) begin
            found = 1'b1;
            grant = onehot$0;
        end
        if (~found & req[1]) begin
            found = 1'b1;
            grant = onehot$1;
        end
        if (~found & req[2]) begin
            found = 1'b1;
            grant = onehot$2;
        end
        if (~found & req[3]) begin
            found = 1'b1;
            grant = onehot$3;
        end
        valid = found;
        adv_found = 1'b0;
        adv_passed = 1'b0;
        if (idx$0 == ptr$q) begin
            adv_passed = 1'b1;
        end
        if (adv_passed & ~adv_found & req[0]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$0;
            end
        end
        if (idx$1 == ptr$q) begin
            adv_passed = 1'b1;
        end
        if (adv_passed & ~adv_found & req[1]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$1;
            end
        end
        if (idx$2 == ptr$q) begin
            adv_passed = 1'b1;
        end
        if (adv_passed & ~adv_found & req[2]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$2;
            end
        end
        if (idx$3 == ptr$q) begin
            adv_passed = 1'b1;
        end
        if (adv_passed & ~adv_found & req[3]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$3;
            end
        end
        if (~adv_found & req[0]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$0;
            end
        end
        if (~adv_found & req[1]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$1;
            end
        end
        if (~adv_found & req[2]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$2;
            end
        end
        if (~adv_found & req[3]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$3;
            end
        end
        if (rst) begin
            ptr$d = 32'h0;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$arbiter


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$arbiter$ptr(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$arbiter$ptr


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$buf_num$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$check(coord,rx_valid,rx_drv,rx_tag,rx_buf,rx_data,free,a$0,a$1,a$2,a$3,hdr$0,hdr$1,hdr$2,hdr$3,tail$0,tail$1,tail$2,tail$3,discard$0,discard$1,discard$2,discard$3,drv$0,drv$1,drv$2,drv$3,buf_num$0,buf_num$1,buf_num$2,buf_num$3,rcvd$0,rcvd$1,rcvd$2,rcvd$3,len$0,len$1,len$2,len$3,hit,can_ack,bad,rx_head,h_me,h_len,match_hit,rsv_me,reserved_first,sub_lo$0,sub_lo$1,sub_hi$0,sub_hi$1,route_out);
    
    // Module arguments
    input wire  [3:0] coord;
    input wire  rx_valid;
    input wire  [2:0] rx_drv;
    input wire  [1:0] rx_tag;
    input wire  [1:0] rx_buf;
    input wire  [15:0] rx_data;
    input wire  free;
    input wire  a$0;
    input wire  a$1;
    input wire  a$2;
    input wire  a$3;
    input wire  hdr$0;
    input wire  hdr$1;
    input wire  hdr$2;
    input wire  hdr$3;
    input wire  tail$0;
    input wire  tail$1;
    input wire  tail$2;
    input wire  tail$3;
    input wire  discard$0;
    input wire  discard$1;
    input wire  discard$2;
    input wire  discard$3;
    input wire  [2:0] drv$0;
    input wire  [2:0] drv$1;
    input wire  [2:0] drv$2;
    input wire  [2:0] drv$3;
    input wire  [1:0] buf_num$0;
    input wire  [1:0] buf_num$1;
    input wire  [1:0] buf_num$2;
    input wire  [1:0] buf_num$3;
    input wire  [2:0] rcvd$0;
    input wire  [2:0] rcvd$1;
    input wire  [2:0] rcvd$2;
    input wire  [2:0] rcvd$3;
    input wire  [2:0] len$0;
    input wire  [2:0] len$1;
    input wire  [2:0] len$2;
    input wire  [2:0] len$3;
    output reg  hit;
    output reg  can_ack;
    output reg  bad;
    output reg  rx_head;
    output reg  h_me;
    output reg  [2:0] h_len;
    output reg  [3:0] match_hit;
    output reg  rsv_me;
    output reg  [3:0] reserved_first;
    output reg  [1:0] sub_lo$0;
    output reg  [1:0] sub_lo$1;
    output reg  [1:0] sub_hi$0;
    output reg  [1:0] sub_hi$1;
    output reg  [4:0] route_out;
    
    // Constant declarations
    localparam  slot_index$0 = 3'b0;
    localparam  slot_index$1 = 3'b1;
    localparam  slot_index$2 = 3'b10;
    localparam  slot_index$3 = 3'b11;
    localparam  slot_index$4 = 3'b100;
    localparam  node_slot = 3'b100;
    localparam  rx_way = 5'b10;
    localparam  rx_plus = 1'b0;
    localparam  dim_below$0 = 1'b0;
    localparam  dim_below$1 = 1'b0;
    localparam  dim_own$0 = 1'b1;
    localparam  dim_own$1 = 1'b0;
    localparam  rx_add$0 = 2'b1;
    localparam  rx_add$1 = 2'b0;
    localparam  tx_add$0 = 2'b0;
    localparam  tx_add$1 = 2'b0;
    localparam  k_max = 2'b11;
    localparam  len_max = 3'b100;
    localparam  mst_bad = 5'b1101;
    localparam  eject = 1'b0;
    localparam  len_shift = 8'hd;
    
    // Local signals
    reg  [1:0] rx_at$0;
    reg  [1:0] rx_at$1;
    reg  [1:0] tx_at$0;
    reg  [1:0] tx_at$1;
    reg  [1:0] h_lo$0;
    reg  [1:0] h_lo$1;
    reg  [1:0] h_hi$0;
    reg  [1:0] h_hi$1;
    reg  h_inside;
    reg  h_single;
    reg  h_bad;
    reg  h_uni_ok;
    reg  sub_inside;
    reg  sub_found;
    reg  [3:0] reserved;
    reg  scan;
    
    // Update code
    always @(*) begin
        rx_at$0 = coord[(0 * 2)+:(2)] + rx_add$0;
        tx_at$0 = coord[(0 * 2)+:(2)] + tx_add$0;
        rx_at$1 = coord[(1 * 2)+:(2)] + rx_add$1;
        tx_at$1 = coord[(1 * 2)+:(2)] + tx_add$1;
        match_hit = 32'h0;
        reserved = 32'h0;
        reserved_first = 32'h0;
        scan = 1'b0;
        if (a$0 & (drv$0 == rx_drv) & (buf_num$0 == rx_buf)) begin
            if (hdr$0 & ~tail$0) begin
                match_hit = (match_hit & ~(1 << (0)) | ((1'b1) << (0)));
            end
            if (~hdr$0) begin
                reserved = (reserved & ~(1 << (0)) | ((1'b1) << (0)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (0)) | ((1'b1) << (0)));
                end
                scan = 1'b1;
            end
        end
        if (a$1 & (drv$1 == rx_drv) & (buf_num$1 == rx_buf)) begin
            if (hdr$1 & ~tail$1) begin
                match_hit = (match_hit & ~(1 << (1)) | ((1'b1) << (1)));
            end
            if (~hdr$1) begin
                reserved = (reserved & ~(1 << (1)) | ((1'b1) << (1)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (1)) | ((1'b1) << (1)));
                end
                scan = 1'b1;
            end
        end
        if (a$2 & (drv$2 == rx_drv) & (buf_num$2 == rx_buf)) begin
            if (hdr$2 & ~tail$2) begin
                match_hit = (match_hit & ~(1 << (2)) | ((1'b1) << (2)));
            end
            if (~hdr$2) begin
                reserved = (reserved & ~(1 << (2)) | ((1'b1) << (2)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (2)) | ((1'b1) << (2)));
                end
                scan = 1'b1;
            end
        end
        if (a$3 & (drv$3 == rx_drv) & (buf_num$3 == rx_buf)) begin
            if (hdr$3 & ~tail$3) begin
                match_hit = (match_hit & ~(1 << (3)) | ((1'b1) << (3)));
            end
            if (~hdr$3) begin
                reserved = (reserved & ~(1 << (3)) | ((1'b1) << (3)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (3)) | ((1'b1) << (3)));
                end
                scan = 1'b1;
            end
        end
        rx_head = rx_valid & (rx_tag == 32'h1);
        h_me = |(rx_data[(32'h0)+:(5)] & rx_way);
        h_lo$0 = rx_data[(5 + 0 * 2)+:(2)];
        h_hi$0 = rx_data[(5 + 2 * 2 + 0 * 2)+:(2)];
        h_lo$1 = rx_data[(5 + 1 * 2)+:(2)];
        h_hi$1 = rx_data[(5 + 2 * 2 + 1 * 2)+:(2)];
        h_len = ((rx_data >> len_shift) & 3'h7);
        h_bad = (h_len == 32'h0) | (h_len > len_max);
        h_inside = 1'b1;
        h_single = 1'b1;
        h_uni_ok = 1'b1;
        if ((h_lo$0 > h_hi$0) | (h_hi$0 > k_max)) begin
            h_bad = 1'b1;
        end
        if ((h_lo$0 > rx_at$0) | (h_hi$0 < rx_at$0)) begin
            h_inside = 1'b0;
        end
        if (h_lo$0 != h_hi$0) begin
            h_single = 1'b0;
        end
        if (dim_below$0 & (h_lo$0 != rx_at$0)) begin
            h_uni_ok = 1'b0;
        end
        if (dim_own$0) begin
            if (rx_plus) begin
                if (rx_at$0 >= h_lo$0) begin
                    h_uni_ok = 1'b0;
                end
            end
            else if (rx_at$0 <= h_hi$0) begin
                h_uni_ok = 1'b0;
            end
        end
        if ((h_lo$1 > h_hi$1) | (h_hi$1 > k_max)) begin
            h_bad = 1'b1;
        end
        if ((h_lo$1 > rx_at$1) | (h_hi$1 < rx_at$1)) begin
            h_inside = 1'b0;
        end
        if (h_lo$1 != h_hi$1) begin
            h_single = 1'b0;
        end
        if (dim_below$1 & (h_lo$1 != rx_at$1)) begin
            h_uni_ok = 1'b0;
        end
        if (dim_own$1) begin
            if (rx_plus) begin
                if (rx_at$1 >= h_lo$1) begin
                    h_uni_ok = 1'b0;
                end
            end
            else if (rx_at$1 <= h_hi$1) begin
                h_uni_ok = 1'b0;
            end
        end
        if ((rx_drv == slot_index$0) & mst_bad[0]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index$1) & mst_bad[1]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index$2) & mst_bad[2]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index$3) & mst_bad[3]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index$4) & mst_bad[4]) begin
            h_bad = 1'b1;
        end
        if (h_inside) begin
            if (dim_own$0) begin
                if (rx_plus) begin
                    if (h_hi$0 <= rx_at$0) begin
                        h_bad = 1'b1;
                    end
                end
                else if (h_lo$0 >= rx_at$0) begin
                    h_bad = 1'b1;
                end
            end
            if (dim_own$1) begin
                if (rx_plus) begin
                    if (h_hi$1 <= rx_at$1) begin
                        h_bad = 1'b1;
                    end
                end
                else if (h_lo$1 >= rx_at$1) begin
                    h_bad = 1'b1;
                end
            end
        end
        else if (~(h_single & h_uni_ok) | eject) begin
            h_bad = 1'b1;
        end
        sub_lo$0 = h_lo$0;
        sub_hi$0 = h_hi$0;
        if (h_inside) begin
            if (dim_below$0) begin
                sub_lo$0 = rx_at$0;
                sub_hi$0 = rx_at$0;
            end
            if (dim_own$0) begin
                if (rx_plus) begin
                    sub_lo$0 = rx_at$0 + 32'h1;
                end
                else begin
                    sub_hi$0 = rx_at$0 - 32'h1;
                end
            end
        end
        sub_lo$1 = h_lo$1;
        sub_hi$1 = h_hi$1;
        if (h_inside) begin
            if (dim_below$1) begin
                sub_lo$1 = rx_at$1;
                sub_hi$1 = rx_at$1;
            end
            if (dim_own$1) begin
                if (rx_plus) begin
                    sub_lo$1 = rx_at$1 + 32'h1;
                end
                else begin
                    sub_hi$1 = rx_at$1 - 32'h1;
                end
            end
        end
        sub_inside = 1'b1;
        if ((sub_lo$0 > tx_at$0) | (sub_hi$0 < tx_at$0)) begin
            sub_inside = 1'b0;
        end
        if ((sub_lo$1 > tx_at$1) | (sub_hi$1 < tx_at$1)) begin
            sub_inside = 1'b0;
        end
        route_out = 32'h0;
        sub_found = 1'b0;
        if (sub_inside) begin
            route_out = (route_out & ~(1 << (5 - 32'h1)) | ((1'b1) << (5 - 32'h1)));
        end
        if (sub_inside) begin
            if (sub_hi$0 > tx_at$0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0)) | ((1'b1) << (32'h2 * 0)));
            end
            if (sub_lo$0 < tx_at$0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0 + 32'h1)) | ((1'b1) << (32'h2 * 0 + 32'h1)));
            end
        end
        else if (~sub_found) begin
            if (tx_at$0 < sub_lo$0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0)) | ((1'b1) << (32'h2 * 0)));
                sub_found = 1'b1;
            end
            if (tx_at$0 > sub_hi$0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0 + 32'h1)) | ((1'b1) << (32'h2 * 0 + 32'h1)));
                sub_found = 1'b1;
            end
        end
        if (sub_inside) begin
            if (sub_hi$1 > tx_at$1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1)) | ((1'b1) << (32'h2 * 1)));
            end
            if (sub_lo$1 < tx_at$1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1 + 32'h1)) | ((1'b1) << (32'h2 * 1 + 32'h1)));
            end
        end
        else if (~sub_found) begin
            if (tx_at$1 < sub_lo$1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1)) | ((1'b1) << (32'h2 * 1)));
                sub_found = 1'b1;
            end
            if (tx_at$1 > sub_hi$1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1 + 32'h1)) | ((1'b1) << (32'h2 * 1 + 32'h1)));
                sub_found = 1'b1;
            end
        end
        if (eject) begin
            route_out = 32'h0;
        end
        rsv_me = h_me & |reserved;
        hit = rx_valid & |match_hit;
        can_ack = rx_head & (rsv_me | free);
        bad = 1'b0;
        if (rx_head) begin
            bad = h_me & h_bad;
        end
        else if (rx_valid) begin
            if (match_hit[0] & (drv$0 == node_slot) & ~discard$0 & ((rx_tag == 32'h3) != (rcvd$0 == len$0))) begin
                bad = 1'b1;
            end
            if (match_hit[1] & (drv$1 == node_slot) & ~discard$1 & ((rx_tag == 32'h3) != (rcvd$1 == len$1))) begin
                bad = 1'b1;
            end
            if (match_hit[2] & (drv$2 == node_slot) & ~discard$2 & ((rx_tag == 32'h3) != (rcvd$2 == len$2))) begin
                bad = 1'b1;
            end
            if (match_hit[3] & (drv$3 == node_slot) & ~discard$3 & ((rx_tag == 32'h3) != (rcvd$3 == len$3))) begin
                bad = 1'b1;
            end
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$check


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$0(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$1(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$cur$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$discard$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$drv$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$10(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$10


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$11(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$11


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$12(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$12


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$13(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$13


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$14(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$14


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$15(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$15


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$8(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$8


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$9(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_data$9


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$10(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$10


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$11(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$11


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$12(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$12


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$13(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$13


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$14(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$14


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$15(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$15


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$8(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$8


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$9(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$flit_tag$9


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hdr$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$hsent$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$len$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$0(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$1(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$out$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$pick(grant,valid,free2,hsent$0,hsent$1,hsent$2,hsent$3,sent$0,sent$1,sent$2,sent$3,len$0,len$1,len$2,len$3,out$0,out$1,out$2,out$3,cur$0,cur$1,cur$2,cur$3,region_lo$0,region_lo$1,region_lo$2,region_lo$3,region_lo$4,region_lo$5,region_lo$6,region_lo$7,region_hi$0,region_hi$1,region_hi$2,region_hi$3,region_hi$4,region_hi$5,region_hi$6,region_hi$7,flit_tag$0,flit_tag$1,flit_tag$2,flit_tag$3,flit_tag$4,flit_tag$5,flit_tag$6,flit_tag$7,flit_tag$8,flit_tag$9,flit_tag$10,flit_tag$11,flit_tag$12,flit_tag$13,flit_tag$14,flit_tag$15,flit_data$0,flit_data$1,flit_data$2,flit_data$3,flit_data$4,flit_data$5,flit_data$6,flit_data$7,flit_data$8,flit_data$9,flit_data$10,flit_data$11,flit_data$12,flit_data$13,flit_data$14,flit_data$15,pri,part,drv_tag,drv_buf,drv_data,p_ways);
    
    // Module arguments
    input wire  [3:0] grant;
    input wire  valid;
    input wire  free2;
    input wire  hsent$0;
    input wire  hsent$1;
    input wire  hsent$2;
    input wire  hsent$3;
    input wire  [2:0] sent$0;
    input wire  [2:0] sent$1;
    input wire  [2:0] sent$2;
    input wire  [2:0] sent$3;
    input wire  [2:0] len$0;
    input wire  [2:0] len$1;
    input wire  [2:0] len$2;
    input wire  [2:0] len$3;
    input wire  [4:0] out$0;
    input wire  [4:0] out$1;
    input wire  [4:0] out$2;
    input wire  [4:0] out$3;
    input wire  [4:0] cur$0;
    input wire  [4:0] cur$1;
    input wire  [4:0] cur$2;
    input wire  [4:0] cur$3;
    input wire  [1:0] region_lo$0;
    input wire  [1:0] region_lo$1;
    input wire  [1:0] region_lo$2;
    input wire  [1:0] region_lo$3;
    input wire  [1:0] region_lo$4;
    input wire  [1:0] region_lo$5;
    input wire  [1:0] region_lo$6;
    input wire  [1:0] region_lo$7;
    input wire  [1:0] region_hi$0;
    input wire  [1:0] region_hi$1;
    input wire  [1:0] region_hi$2;
    input wire  [1:0] region_hi$3;
    input wire  [1:0] region_hi$4;
    input wire  [1:0] region_hi$5;
    input wire  [1:0] region_hi$6;
    input wire  [1:0] region_hi$7;
    input wire  [1:0] flit_tag$0;
    input wire  [1:0] flit_tag$1;
    input wire  [1:0] flit_tag$2;
    input wire  [1:0] flit_tag$3;
    input wire  [1:0] flit_tag$4;
    input wire  [1:0] flit_tag$5;
    input wire  [1:0] flit_tag$6;
    input wire  [1:0] flit_tag$7;
    input wire  [1:0] flit_tag$8;
    input wire  [1:0] flit_tag$9;
    input wire  [1:0] flit_tag$10;
    input wire  [1:0] flit_tag$11;
    input wire  [1:0] flit_tag$12;
    input wire  [1:0] flit_tag$13;
    input wire  [1:0] flit_tag$14;
    input wire  [1:0] flit_tag$15;
    input wire  [15:0] flit_data$0;
    input wire  [15:0] flit_data$1;
    input wire  [15:0] flit_data$2;
    input wire  [15:0] flit_data$3;
    input wire  [15:0] flit_data$4;
    input wire  [15:0] flit_data$5;
    input wire  [15:0] flit_data$6;
    input wire  [15:0] flit_data$7;
    input wire  [15:0] flit_data$8;
    input wire  [15:0] flit_data$9;
    input wire  [15:0] flit_data$10;
    input wire  [15:0] flit_data$11;
    input wire  [15:0] flit_data$12;
    input wire  [15:0] flit_data$13;
    input wire  [15:0] flit_data$14;
    input wire  [15:0] flit_data$15;
    output reg  pri;
    output reg  part;
    output reg  [1:0] drv_tag;
    output reg  [1:0] drv_buf;
    output reg  [15:0] drv_data;
    output reg  [4:0] p_ways;
    
    // Constant declarations
    localparam  buf_index$0 = 2'b0;
    localparam  buf_index$1 = 2'b1;
    localparam  buf_index$2 = 2'b10;
    localparam  buf_index$3 = 2'b11;
    localparam  entry_num$0 = 3'b1;
    localparam  entry_num$1 = 3'b10;
    localparam  entry_num$2 = 3'b11;
    localparam  entry_num$3 = 3'b100;
    localparam  replica = 1'b0;
    localparam  partial_alg = 1'b0;
    localparam  len_shift = 8'hd;
    
    // Local signals
    reg  [2:0] pk_len;
    
    // Update code
    always @(*) begin
        pri = 1'b0;
        drv_tag = 32'h0;
        drv_buf = 32'h0;
        drv_data = 32'h0;
        p_ways = 32'h0;
        pk_len = 32'h0;
        if (grant[0]) begin
            pri = hsent$0;
            drv_buf = buf_index$0;
            p_ways = out$0 & ~cur$0;
            if (hsent$0) begin
                if (sent$0 == entry_num$0) begin
                    drv_tag = flit_tag$0;
                    drv_data = flit_data$0;
                end
                if (sent$0 == entry_num$1) begin
                    drv_tag = flit_tag$1;
                    drv_data = flit_data$1;
                end
                if (sent$0 == entry_num$2) begin
                    drv_tag = flit_tag$2;
                    drv_data = flit_data$2;
                end
                if (sent$0 == entry_num$3) begin
                    drv_tag = flit_tag$3;
                    drv_data = flit_data$3;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len$0;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo$0[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi$0[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo$0[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi$0[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo$1[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi$1[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo$1[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi$1[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[1]) begin
            pri = hsent$1;
            drv_buf = buf_index$1;
            p_ways = out$1 & ~cur$1;
            if (hsent$1) begin
                if (sent$1 == entry_num$0) begin
                    drv_tag = flit_tag$4;
                    drv_data = flit_data$4;
                end
                if (sent$1 == entry_num$1) begin
                    drv_tag = flit_tag$5;
                    drv_data = flit_data$5;
                end
                if (sent$1 == entry_num$2) begin
                    drv_tag = flit_tag$6;
                    drv_data = flit_data$6;
                end
                if (sent$1 == entry_num$3) begin
                    drv_tag = flit_tag$7;
                    drv_data = flit_data$7;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len$1;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo$2[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi$2[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo$2[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi$2[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo$3[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi$3[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo$3[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi$3[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[2]) begin
            pri = hsent$2;
            drv_buf = buf_index$2;
            p_ways = out$2 & ~cur$2;
            if (hsent$2) begin
                if (sent$2 == entry_num$0) begin
                    drv_tag = flit_tag$8;
                    drv_data = flit_data$8;
                end
                if (sent$2 == entry_num$1) begin
                    drv_tag = flit_tag$9;
                    drv_data = flit_data$9;
                end
                if (sent$2 == entry_num$2) begin
                    drv_tag = flit_tag$10;
                    drv_data = flit_data$10;
                end
                if (sent$2 == entry_num$3) begin
                    drv_tag = flit_tag$11;
                    drv_data = flit_data$11;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len$2;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo$4[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi$4[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo$4[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi$4[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo$5[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi$5[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo$5[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi$5[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[3]) begin
            pri = hsent$3;
            drv_buf = buf_index$3;
            p_ways = out$3 & ~cur$3;
            if (hsent$3) begin
                if (sent$3 == entry_num$0) begin
                    drv_tag = flit_tag$12;
                    drv_data = flit_data$12;
                end
                if (sent$3 == entry_num$1) begin
                    drv_tag = flit_tag$13;
                    drv_data = flit_data$13;
                end
                if (sent$3 == entry_num$2) begin
                    drv_tag = flit_tag$14;
                    drv_data = flit_data$14;
                end
                if (sent$3 == entry_num$3) begin
                    drv_tag = flit_tag$15;
                    drv_data = flit_data$15;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len$3;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo$6[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi$6[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo$6[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi$6[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo$7[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi$7[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo$7[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi$7[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (replica) begin
            part = valid & free2;
        end
        else begin
            part = valid & partial_alg;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$pick


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rcvd$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_hi$7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$region_lo$7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$reqs(a$0,a$1,a$2,a$3,hdr$0,hdr$1,hdr$2,hdr$3,tail$0,tail$1,tail$2,tail$3,hsent$0,hsent$1,hsent$2,hsent$3,discard$0,discard$1,discard$2,discard$3,drv$0,drv$1,drv$2,drv$3,rcvd$0,rcvd$1,rcvd$2,rcvd$3,sent$0,sent$1,sent$2,sent$3,out$0,out$1,out$2,out$3,cur$0,cur$1,cur$2,cur$3,rsv$0,rsv$1,rsv$2,rsv$3,tx_avail,requests);
    
    // Module arguments
    input wire  a$0;
    input wire  a$1;
    input wire  a$2;
    input wire  a$3;
    input wire  hdr$0;
    input wire  hdr$1;
    input wire  hdr$2;
    input wire  hdr$3;
    input wire  tail$0;
    input wire  tail$1;
    input wire  tail$2;
    input wire  tail$3;
    input wire  hsent$0;
    input wire  hsent$1;
    input wire  hsent$2;
    input wire  hsent$3;
    input wire  discard$0;
    input wire  discard$1;
    input wire  discard$2;
    input wire  discard$3;
    input wire  [2:0] drv$0;
    input wire  [2:0] drv$1;
    input wire  [2:0] drv$2;
    input wire  [2:0] drv$3;
    input wire  [2:0] rcvd$0;
    input wire  [2:0] rcvd$1;
    input wire  [2:0] rcvd$2;
    input wire  [2:0] rcvd$3;
    input wire  [2:0] sent$0;
    input wire  [2:0] sent$1;
    input wire  [2:0] sent$2;
    input wire  [2:0] sent$3;
    input wire  [4:0] out$0;
    input wire  [4:0] out$1;
    input wire  [4:0] out$2;
    input wire  [4:0] out$3;
    input wire  [4:0] cur$0;
    input wire  [4:0] cur$1;
    input wire  [4:0] cur$2;
    input wire  [4:0] cur$3;
    input wire  [4:0] rsv$0;
    input wire  [4:0] rsv$1;
    input wire  [4:0] rsv$2;
    input wire  [4:0] rsv$3;
    input wire  [4:0] tx_avail;
    output reg  [3:0] requests;
    
    // Constant declarations
    localparam  ordered = 1'b1;
    localparam  replica = 1'b0;
    localparam  eject = 1'b0;
    localparam  node_slot = 3'b100;
    
    // Local signals
    reg  [3:0] first_free;
    reg  [3:0] last_free;
    reg  free2;
    reg  scan;
    reg  [4:0] unres;
    reg  way_ok;
    
    // Update code
    always @(*) begin
        first_free = 32'h0;
        last_free = 32'h0;
        scan = 1'b0;
        if (~a$0) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (0)) | ((1'b1) << (0)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (~a$1) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (1)) | ((1'b1) << (1)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (~a$2) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (2)) | ((1'b1) << (2)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (~a$3) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (3)) | ((1'b1) << (3)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (3)) | ((1'b1) << (3)));
        end
        free2 = scan & (first_free != last_free);
        requests = 32'h0;
        unres = out$0 & ~cur$0 & ~rsv$0;
        way_ok = 1'b0;
        if (ordered) begin
            scan = 1'b0;
            if (unres[0] & ~scan) begin
                way_ok = tx_avail[0];
                scan = 1'b1;
            end
            if (unres[1] & ~scan) begin
                way_ok = tx_avail[1];
                scan = 1'b1;
            end
            if (unres[2] & ~scan) begin
                way_ok = tx_avail[2];
                scan = 1'b1;
            end
            if (unres[3] & ~scan) begin
                way_ok = tx_avail[3];
                scan = 1'b1;
            end
            if (unres[4] & ~scan) begin
                way_ok = tx_avail[4];
                scan = 1'b1;
            end
            if (replica & |rsv$0 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a$0 & hdr$0 & ~discard$0 & (sent$0 < rcvd$0) & ~eject) begin
            if (hsent$0) begin
                requests = (requests & ~(1 << (0)) | ((1'b1) << (0)));
            end
            else if (~((drv$0 == node_slot) & ~tail$0)) begin
                requests = (requests & ~(1 << (0)) | ((way_ok) << (0)));
            end
        end
        unres = out$1 & ~cur$1 & ~rsv$1;
        way_ok = 1'b0;
        if (ordered) begin
            scan = 1'b0;
            if (unres[0] & ~scan) begin
                way_ok = tx_avail[0];
                scan = 1'b1;
            end
            if (unres[1] & ~scan) begin
                way_ok = tx_avail[1];
                scan = 1'b1;
            end
            if (unres[2] & ~scan) begin
                way_ok = tx_avail[2];
                scan = 1'b1;
            end
            if (unres[3] & ~scan) begin
                way_ok = tx_avail[3];
                scan = 1'b1;
            end
            if (unres[4] & ~scan) begin
                way_ok = tx_avail[4];
                scan = 1'b1;
            end
            if (replica & |rsv$1 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a$1 & hdr$1 & ~discard$1 & (sent$1 < rcvd$1) & ~eject) begin
            if (hsent$1) begin
                requests = (requests & ~(1 << (1)) | ((1'b1) << (1)));
            end
            else if (~((drv$1 == node_slot) & ~tail$1)) begin
                requests = (requests & ~(1 << (1)) | ((way_ok) << (1)));
            end
        end
        unres = out$2 & ~cur$2 & ~rsv$2;
        way_ok = 1'b0;
        if (ordered) begin
            scan = 1'b0;
            if (unres[0] & ~scan) begin
                way_ok = tx_avail[0];
                scan = 1'b1;
            end
            if (unres[1] & ~scan) begin
                way_ok = tx_avail[1];
                scan = 1'b1;
            end
            if (unres[2] & ~scan) begin
                way_ok = tx_avail[2];
                scan = 1'b1;
            end
            if (unres[3] & ~scan) begin
                way_ok = tx_avail[3];
                scan = 1'b1;
            end
            if (unres[4] & ~scan) begin
                way_ok = tx_avail[4];
                scan = 1'b1;
            end
            if (replica & |rsv$2 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a$2 & hdr$2 & ~discard$2 & (sent$2 < rcvd$2) & ~eject) begin
            if (hsent$2) begin
                requests = (requests & ~(1 << (2)) | ((1'b1) << (2)));
            end
            else if (~((drv$2 == node_slot) & ~tail$2)) begin
                requests = (requests & ~(1 << (2)) | ((way_ok) << (2)));
            end
        end
        unres = out$3 & ~cur$3 & ~rsv$3;
        way_ok = 1'b0;
        if (ordered) begin
            scan = 1'b0;
            if (unres[0] & ~scan) begin
                way_ok = tx_avail[0];
                scan = 1'b1;
            end
            if (unres[1] & ~scan) begin
                way_ok = tx_avail[1];
                scan = 1'b1;
            end
            if (unres[2] & ~scan) begin
                way_ok = tx_avail[2];
                scan = 1'b1;
            end
            if (unres[3] & ~scan) begin
                way_ok = tx_avail[3];
                scan = 1'b1;
            end
            if (unres[4] & ~scan) begin
                way_ok = tx_avail[4];
                scan = 1'b1;
            end
            if (replica & |rsv$3 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a$3 & hdr$3 & ~discard$3 & (sent$3 < rcvd$3) & ~eject) begin
            if (hsent$3) begin
                requests = (requests & ~(1 << (3)) | ((1'b1) << (3)));
            end
            else if (~((drv$3 == node_slot) & ~tail$3)) begin
                requests = (requests & ~(1 << (3)) | ((way_ok) << (3)));
            end
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$reqs


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$0(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$1(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$rsv$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$sent$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$stat(a$0,a$1,a$2,a$3,free,first_free,last_free,free2);
    
    // Module arguments
    input wire  a$0;
    input wire  a$1;
    input wire  a$2;
    input wire  a$3;
    output reg  free;
    output reg  [3:0] first_free;
    output reg  [3:0] last_free;
    output reg  free2;
    
    // Local signals
    reg  scan;
    
    // Update code
    always @(*) begin
        first_free = 32'h0;
        last_free = 32'h0;
        scan = 1'b0;
        if (~a$0) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (0)) | ((1'b1) << (0)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (~a$1) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (1)) | ((1'b1) << (1)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (~a$2) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (2)) | ((1'b1) << (2)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (~a$3) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (3)) | ((1'b1) << (3)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (3)) | ((1'b1) << (3)));
        end
        free = scan;
        free2 = scan & (first_free != last_free);
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$stat


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$minus$tail$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus(clock,rst,coord,rx_valid,rx_drv,rx_tag,rx_buf,rx_data,rx_chain,rx_ack,rx_drop,rx_partial,tx_avail,tx_valid,tx_drv,tx_ack,tx_drop,tx_partial,tx_ack_lines,free,full,hit,can_ack,bad,ack_out,req,pri,part,drv_tag,drv_buf,drv_data,ld_valid,ld_hsent,ld_rcvd,ld_len,ld_out,ld_lo$0,ld_lo$1,ld_hi$0,ld_hi$1,ld_tag$0,ld_tag$1,ld_tag$2,ld_tag$3,ld_data$0,ld_data$1,ld_data$2,ld_data$3);
    
    // Module arguments
    input wire  clock;
    input wire  rst;
    input wire  [3:0] coord;
    input wire  rx_valid;
    input wire  [2:0] rx_drv;
    input wire  [1:0] rx_tag;
    input wire  [1:0] rx_buf;
    input wire  [15:0] rx_data;
    input wire  [4:0] rx_chain;
    input wire  rx_ack;
    input wire  rx_drop;
    input wire  rx_partial;
    input wire  [4:0] tx_avail;
    input wire  tx_valid;
    input wire  [2:0] tx_drv;
    input wire  tx_ack;
    input wire  tx_drop;
    input wire  tx_partial;
    input wire  [4:0] tx_ack_lines;
    output reg  free;
    output reg  [19:0] full;
    output reg  hit;
    output reg  can_ack;
    output reg  bad;
    output reg  ack_out;
    output reg  req;
    output reg  pri;
    output reg  part;
    output reg  [1:0] drv_tag;
    output reg  [1:0] drv_buf;
    output reg  [15:0] drv_data;
    input wire  ld_valid;
    input wire  ld_hsent;
    input wire  [2:0] ld_rcvd;
    input wire  [2:0] ld_len;
    input wire  [4:0] ld_out;
    input wire  [1:0] ld_lo$0;
    input wire  [1:0] ld_lo$1;
    input wire  [1:0] ld_hi$0;
    input wire  [1:0] ld_hi$1;
    input wire  [1:0] ld_tag$0;
    input wire  [1:0] ld_tag$1;
    input wire  [1:0] ld_tag$2;
    input wire  [1:0] ld_tag$3;
    input wire  [15:0] ld_data$0;
    input wire  [15:0] ld_data$1;
    input wire  [15:0] ld_data$2;
    input wire  [15:0] ld_data$3;
    
    // Constant declarations
    localparam  entry_num$0 = 3'b1;
    localparam  entry_num$1 = 3'b10;
    localparam  entry_num$2 = 3'b11;
    localparam  entry_num$3 = 3'b100;
    localparam  node_slot = 3'b100;
    localparam  tx_slot = 3'b0;
    localparam  tx_add$0 = 2'b1;
    localparam  tx_add$1 = 2'b0;
    localparam  ways_above$0 = 5'b11100;
    localparam  ways_above$1 = 5'b10000;
    localparam  replica = 1'b0;
    localparam  inject = 1'b0;
    localparam  eject = 1'b0;
    
    // Stub signals
    reg  a$0$d;
    wire  a$0$q;
    reg  a$0$clock;
    reg  a$1$d;
    wire  a$1$q;
    reg  a$1$clock;
    reg  a$2$d;
    wire  a$2$q;
    reg  a$2$clock;
    reg  a$3$d;
    wire  a$3$q;
    reg  a$3$clock;
    reg  [2:0] drv$0$d;
    wire  [2:0] drv$0$q;
    reg  drv$0$clock;
    reg  [2:0] drv$1$d;
    wire  [2:0] drv$1$q;
    reg  drv$1$clock;
    reg  [2:0] drv$2$d;
    wire  [2:0] drv$2$q;
    reg  drv$2$clock;
    reg  [2:0] drv$3$d;
    wire  [2:0] drv$3$q;
    reg  drv$3$clock;
    reg  [1:0] buf_num$0$d;
    wire  [1:0] buf_num$0$q;
    reg  buf_num$0$clock;
    reg  [1:0] buf_num$1$d;
    wire  [1:0] buf_num$1$q;
    reg  buf_num$1$clock;
    reg  [1:0] buf_num$2$d;
    wire  [1:0] buf_num$2$q;
    reg  buf_num$2$clock;
    reg  [1:0] buf_num$3$d;
    wire  [1:0] buf_num$3$q;
    reg  buf_num$3$clock;
    reg  [2:0] rcvd$0$d;
    wire  [2:0] rcvd$0$q;
    reg  rcvd$0$clock;
    reg  [2:0] rcvd$1$d;
    wire  [2:0] rcvd$1$q;
    reg  rcvd$1$clock;
    reg  [2:0] rcvd$2$d;
    wire  [2:0] rcvd$2$q;
    reg  rcvd$2$clock;
    reg  [2:0] rcvd$3$d;
    wire  [2:0] rcvd$3$q;
    reg  rcvd$3$clock;
    reg  [2:0] sent$0$d;
    wire  [2:0] sent$0$q;
    reg  sent$0$clock;
    reg  [2:0] sent$1$d;
    wire  [2:0] sent$1$q;
    reg  sent$1$clock;
    reg  [2:0] sent$2$d;
    wire  [2:0] sent$2$q;
    reg  sent$2$clock;
    reg  [2:0] sent$3$d;
    wire  [2:0] sent$3$q;
    reg  sent$3$clock;
    reg  hdr$0$d;
    wire  hdr$0$q;
    reg  hdr$0$clock;
    reg  hdr$1$d;
    wire  hdr$1$q;
    reg  hdr$1$clock;
    reg  hdr$2$d;
    wire  hdr$2$q;
    reg  hdr$2$clock;
    reg  hdr$3$d;
    wire  hdr$3$q;
    reg  hdr$3$clock;
    reg  tail$0$d;
    wire  tail$0$q;
    reg  tail$0$clock;
    reg  tail$1$d;
    wire  tail$1$q;
    reg  tail$1$clock;
    reg  tail$2$d;
    wire  tail$2$q;
    reg  tail$2$clock;
    reg  tail$3$d;
    wire  tail$3$q;
    reg  tail$3$clock;
    reg  hsent$0$d;
    wire  hsent$0$q;
    reg  hsent$0$clock;
    reg  hsent$1$d;
    wire  hsent$1$q;
    reg  hsent$1$clock;
    reg  hsent$2$d;
    wire  hsent$2$q;
    reg  hsent$2$clock;
    reg  hsent$3$d;
    wire  hsent$3$q;
    reg  hsent$3$clock;
    reg  discard$0$d;
    wire  discard$0$q;
    reg  discard$0$clock;
    reg  discard$1$d;
    wire  discard$1$q;
    reg  discard$1$clock;
    reg  discard$2$d;
    wire  discard$2$q;
    reg  discard$2$clock;
    reg  discard$3$d;
    wire  discard$3$q;
    reg  discard$3$clock;
    reg  [2:0] len$0$d;
    wire  [2:0] len$0$q;
    reg  len$0$clock;
    reg  [2:0] len$1$d;
    wire  [2:0] len$1$q;
    reg  len$1$clock;
    reg  [2:0] len$2$d;
    wire  [2:0] len$2$q;
    reg  len$2$clock;
    reg  [2:0] len$3$d;
    wire  [2:0] len$3$q;
    reg  len$3$clock;
    reg  [4:0] out$0$d;
    wire  [4:0] out$0$q;
    reg  out$0$clock;
    reg  [4:0] out$1$d;
    wire  [4:0] out$1$q;
    reg  out$1$clock;
    reg  [4:0] out$2$d;
    wire  [4:0] out$2$q;
    reg  out$2$clock;
    reg  [4:0] out$3$d;
    wire  [4:0] out$3$q;
    reg  out$3$clock;
    reg  [4:0] cur$0$d;
    wire  [4:0] cur$0$q;
    reg  cur$0$clock;
    reg  [4:0] cur$1$d;
    wire  [4:0] cur$1$q;
    reg  cur$1$clock;
    reg  [4:0] cur$2$d;
    wire  [4:0] cur$2$q;
    reg  cur$2$clock;
    reg  [4:0] cur$3$d;
    wire  [4:0] cur$3$q;
    reg  cur$3$clock;
    reg  [4:0] rsv$0$d;
    wire  [4:0] rsv$0$q;
    reg  rsv$0$clock;
    reg  [4:0] rsv$1$d;
    wire  [4:0] rsv$1$q;
    reg  rsv$1$clock;
    reg  [4:0] rsv$2$d;
    wire  [4:0] rsv$2$q;
    reg  rsv$2$clock;
    reg  [4:0] rsv$3$d;
    wire  [4:0] rsv$3$q;
    reg  rsv$3$clock;
    reg  [1:0] region_lo$0$d;
    wire  [1:0] region_lo$0$q;
    reg  region_lo$0$clock;
    reg  [1:0] region_lo$1$d;
    wire  [1:0] region_lo$1$q;
    reg  region_lo$1$clock;
    reg  [1:0] region_lo$2$d;
    wire  [1:0] region_lo$2$q;
    reg  region_lo$2$clock;
    reg  [1:0] region_lo$3$d;
    wire  [1:0] region_lo$3$q;
    reg  region_lo$3$clock;
    reg  [1:0] region_lo$4$d;
    wire  [1:0] region_lo$4$q;
    reg  region_lo$4$clock;
    reg  [1:0] region_lo$5$d;
    wire  [1:0] region_lo$5$q;
    reg  region_lo$5$clock;
    reg  [1:0] region_lo$6$d;
    wire  [1:0] region_lo$6$q;
    reg  region_lo$6$clock;
    reg  [1:0] region_lo$7$d;
    wire  [1:0] region_lo$7$q;
    reg  region_lo$7$clock;
    reg  [1:0] region_hi$0$d;
    wire  [1:0] region_hi$0$q;
    reg  region_hi$0$clock;
    reg  [1:0] region_hi$1$d;
    wire  [1:0] region_hi$1$q;
    reg  region_hi$1$clock;
    reg  [1:0] region_hi$2$d;
    wire  [1:0] region_hi$2$q;
    reg  region_hi$2$clock;
    reg  [1:0] region_hi$3$d;
    wire  [1:0] region_hi$3$q;
    reg  region_hi$3$clock;
    reg  [1:0] region_hi$4$d;
    wire  [1:0] region_hi$4$q;
    reg  region_hi$4$clock;
    reg  [1:0] region_hi$5$d;
    wire  [1:0] region_hi$5$q;
    reg  region_hi$5$clock;
    reg  [1:0] region_hi$6$d;
    wire  [1:0] region_hi$6$q;
    reg  region_hi$6$clock;
    reg  [1:0] region_hi$7$d;
    wire  [1:0] region_hi$7$q;
    reg  region_hi$7$clock;
    reg  [1:0] flit_tag$0$d;
    wire  [1:0] flit_tag$0$q;
    reg  flit_tag$0$clock;
    reg  [1:0] flit_tag$1$d;
    wire  [1:0] flit_tag$1$q;
    reg  flit_tag$1$clock;
    reg  [1:0] flit_tag$2$d;
    wire  [1:0] flit_tag$2$q;
    reg  flit_tag$2$clock;
    reg  [1:0] flit_tag$3$d;
    wire  [1:0] flit_tag$3$q;
    reg  flit_tag$3$clock;
    reg  [1:0] flit_tag$4$d;
    wire  [1:0] flit_tag$4$q;
    reg  flit_tag$4$clock;
    reg  [1:0] flit_tag$5$d;
    wire  [1:0] flit_tag$5$q;
    reg  flit_tag$5$clock;
    reg  [1:0] flit_tag$6$d;
    wire  [1:0] flit_tag$6$q;
    reg  flit_tag$6$clock;
    reg  [1:0] flit_tag$7$d;
    wire  [1:0] flit_tag$7$q;
    reg  flit_tag$7$clock;
    reg  [1:0] flit_tag$8$d;
    wire  [1:0] flit_tag$8$q;
    reg  flit_tag$8$clock;
    reg  [1:0] flit_tag$9$d;
    wire  [1:0] flit_tag$9$q;
    reg  flit_tag$9$clock;
    reg  [1:0] flit_tag$10$d;
    wire  [1:0] flit_tag$10$q;
    reg  flit_tag$10$clock;
    reg  [1:0] flit_tag$11$d;
    wire  [1:0] flit_tag$11$q;
    reg  flit_tag$11$clock;
    reg  [1:0] flit_tag$12$d;
    wire  [1:0] flit_tag$12$q;
    reg  flit_tag$12$clock;
    reg  [1:0] flit_tag$13$d;
    wire  [1:0] flit_tag$13$q;
    reg  flit_tag$13$clock;
    reg  [1:0] flit_tag$14$d;
    wire  [1:0] flit_tag$14$q;
    reg  flit_tag$14$clock;
    reg  [1:0] flit_tag$15$d;
    wire  [1:0] flit_tag$15$q;
    reg  flit_tag$15$clock;
    reg  [15:0] flit_data$0$d;
    wire  [15:0] flit_data$0$q;
    reg  flit_data$0$clock;
    reg  [15:0] flit_data$1$d;
    wire  [15:0] flit_data$1$q;
    reg  flit_data$1$clock;
    reg  [15:0] flit_data$2$d;
    wire  [15:0] flit_data$2$q;
    reg  flit_data$2$clock;
    reg  [15:0] flit_data$3$d;
    wire  [15:0] flit_data$3$q;
    reg  flit_data$3$clock;
    reg  [15:0] flit_data$4$d;
    wire  [15:0] flit_data$4$q;
    reg  flit_data$4$clock;
    reg  [15:0] flit_data$5$d;
    wire  [15:0] flit_data$5$q;
    reg  flit_data$5$clock;
    reg  [15:0] flit_data$6$d;
    wire  [15:0] flit_data$6$q;
    reg  flit_data$6$clock;
    reg  [15:0] flit_data$7$d;
    wire  [15:0] flit_data$7$q;
    reg  flit_data$7$clock;
    reg  [15:0] flit_data$8$d;
    wire  [15:0] flit_data$8$q;
    reg  flit_data$8$clock;
    reg  [15:0] flit_data$9$d;
    wire  [15:0] flit_data$9$q;
    reg  flit_data$9$clock;
    reg  [15:0] flit_data$10$d;
    wire  [15:0] flit_data$10$q;
    reg  flit_data$10$clock;
    reg  [15:0] flit_data$11$d;
    wire  [15:0] flit_data$11$q;
    reg  flit_data$11$clock;
    reg  [15:0] flit_data$12$d;
    wire  [15:0] flit_data$12$q;
    reg  flit_data$12$clock;
    reg  [15:0] flit_data$13$d;
    wire  [15:0] flit_data$13$q;
    reg  flit_data$13$clock;
    reg  [15:0] flit_data$14$d;
    wire  [15:0] flit_data$14$q;
    reg  flit_data$14$clock;
    reg  [15:0] flit_data$15$d;
    wire  [15:0] flit_data$15$q;
    reg  flit_data$15$clock;
    reg  arbiter$clock;
    reg  [3:0] arbiter$req;
    reg  arbiter$advance;
    reg  arbiter$rst;
    wire  [3:0] arbiter$grant;
    wire  arbiter$valid;
    reg  stat$a$0;
    reg  stat$a$1;
    reg  stat$a$2;
    reg  stat$a$3;
    wire  stat$free;
    wire  [3:0] stat$first_free;
    wire  [3:0] stat$last_free;
    wire  stat$free2;
    reg  reqs$a$0;
    reg  reqs$a$1;
    reg  reqs$a$2;
    reg  reqs$a$3;
    reg  reqs$hdr$0;
    reg  reqs$hdr$1;
    reg  reqs$hdr$2;
    reg  reqs$hdr$3;
    reg  reqs$tail$0;
    reg  reqs$tail$1;
    reg  reqs$tail$2;
    reg  reqs$tail$3;
    reg  reqs$hsent$0;
    reg  reqs$hsent$1;
    reg  reqs$hsent$2;
    reg  reqs$hsent$3;
    reg  reqs$discard$0;
    reg  reqs$discard$1;
    reg  reqs$discard$2;
    reg  reqs$discard$3;
    reg  [2:0] reqs$drv$0;
    reg  [2:0] reqs$drv$1;
    reg  [2:0] reqs$drv$2;
    reg  [2:0] reqs$drv$3;
    reg  [2:0] reqs$rcvd$0;
    reg  [2:0] reqs$rcvd$1;
    reg  [2:0] reqs$rcvd$2;
    reg  [2:0] reqs$rcvd$3;
    reg  [2:0] reqs$sent$0;
    reg  [2:0] reqs$sent$1;
    reg  [2:0] reqs$sent$2;
    reg  [2:0] reqs$sent$3;
    reg  [4:0] reqs$out$0;
    reg  [4:0] reqs$out$1;
    reg  [4:0] reqs$out$2;
    reg  [4:0] reqs$out$3;
    reg  [4:0] reqs$cur$0;
    reg  [4:0] reqs$cur$1;
    reg  [4:0] reqs$cur$2;
    reg  [4:0] reqs$cur$3;
    reg  [4:0] reqs$rsv$0;
    reg  [4:0] reqs$rsv$1;
    reg  [4:0] reqs$rsv$2;
    reg  [4:0] reqs$rsv$3;
    reg  [4:0] reqs$tx_avail;
    wire  [3:0] reqs$requests;
    reg  [3:0] pick$grant;
    reg  pick$valid;
    reg  pick$free2;
    reg  pick$hsent$0;
    reg  pick$hsent$1;
    reg  pick$hsent$2;
    reg  pick$hsent$3;
    reg  [2:0] pick$sent$0;
    reg  [2:0] pick$sent$1;
    reg  [2:0] pick$sent$2;
    reg  [2:0] pick$sent$3;
    reg  [2:0] pick$len$0;
    reg  [2:0] pick$len$1;
    reg  [2:0] pick$len$2;
    reg  [2:0] pick$len$3;
    reg  [4:0] pick$out$0;
    reg  [4:0] pick$out$1;
    reg  [4:0] pick$out$2;
    reg  [4:0] pick$out$3;
    reg  [4:0] pick$cur$0;
    reg  [4:0] pick$cur$1;
    reg  [4:0] pick$cur$2;
    reg  [4:0] pick$cur$3;
    reg  [1:0] pick$region_lo$0;
    reg  [1:0] pick$region_lo$1;
    reg  [1:0] pick$region_lo$2;
    reg  [1:0] pick$region_lo$3;
    reg  [1:0] pick$region_lo$4;
    reg  [1:0] pick$region_lo$5;
    reg  [1:0] pick$region_lo$6;
    reg  [1:0] pick$region_lo$7;
    reg  [1:0] pick$region_hi$0;
    reg  [1:0] pick$region_hi$1;
    reg  [1:0] pick$region_hi$2;
    reg  [1:0] pick$region_hi$3;
    reg  [1:0] pick$region_hi$4;
    reg  [1:0] pick$region_hi$5;
    reg  [1:0] pick$region_hi$6;
    reg  [1:0] pick$region_hi$7;
    reg  [1:0] pick$flit_tag$0;
    reg  [1:0] pick$flit_tag$1;
    reg  [1:0] pick$flit_tag$2;
    reg  [1:0] pick$flit_tag$3;
    reg  [1:0] pick$flit_tag$4;
    reg  [1:0] pick$flit_tag$5;
    reg  [1:0] pick$flit_tag$6;
    reg  [1:0] pick$flit_tag$7;
    reg  [1:0] pick$flit_tag$8;
    reg  [1:0] pick$flit_tag$9;
    reg  [1:0] pick$flit_tag$10;
    reg  [1:0] pick$flit_tag$11;
    reg  [1:0] pick$flit_tag$12;
    reg  [1:0] pick$flit_tag$13;
    reg  [1:0] pick$flit_tag$14;
    reg  [1:0] pick$flit_tag$15;
    reg  [15:0] pick$flit_data$0;
    reg  [15:0] pick$flit_data$1;
    reg  [15:0] pick$flit_data$2;
    reg  [15:0] pick$flit_data$3;
    reg  [15:0] pick$flit_data$4;
    reg  [15:0] pick$flit_data$5;
    reg  [15:0] pick$flit_data$6;
    reg  [15:0] pick$flit_data$7;
    reg  [15:0] pick$flit_data$8;
    reg  [15:0] pick$flit_data$9;
    reg  [15:0] pick$flit_data$10;
    reg  [15:0] pick$flit_data$11;
    reg  [15:0] pick$flit_data$12;
    reg  [15:0] pick$flit_data$13;
    reg  [15:0] pick$flit_data$14;
    reg  [15:0] pick$flit_data$15;
    wire  pick$pri;
    wire  pick$part;
    wire  [1:0] pick$drv_tag;
    wire  [1:0] pick$drv_buf;
    wire  [15:0] pick$drv_data;
    wire  [4:0] pick$p_ways;
    reg  [3:0] check$coord;
    reg  check$rx_valid;
    reg  [2:0] check$rx_drv;
    reg  [1:0] check$rx_tag;
    reg  [1:0] check$rx_buf;
    reg  [15:0] check$rx_data;
    reg  check$free;
    reg  check$a$0;
    reg  check$a$1;
    reg  check$a$2;
    reg  check$a$3;
    reg  check$hdr$0;
    reg  check$hdr$1;
    reg  check$hdr$2;
    reg  check$hdr$3;
    reg  check$tail$0;
    reg  check$tail$1;
    reg  check$tail$2;
    reg  check$tail$3;
    reg  check$discard$0;
    reg  check$discard$1;
    reg  check$discard$2;
    reg  check$discard$3;
    reg  [2:0] check$drv$0;
    reg  [2:0] check$drv$1;
    reg  [2:0] check$drv$2;
    reg  [2:0] check$drv$3;
    reg  [1:0] check$buf_num$0;
    reg  [1:0] check$buf_num$1;
    reg  [1:0] check$buf_num$2;
    reg  [1:0] check$buf_num$3;
    reg  [2:0] check$rcvd$0;
    reg  [2:0] check$rcvd$1;
    reg  [2:0] check$rcvd$2;
    reg  [2:0] check$rcvd$3;
    reg  [2:0] check$len$0;
    reg  [2:0] check$len$1;
    reg  [2:0] check$len$2;
    reg  [2:0] check$len$3;
    wire  check$hit;
    wire  check$can_ack;
    wire  check$bad;
    wire  check$rx_head;
    wire  check$h_me;
    wire  [2:0] check$h_len;
    wire  [3:0] check$match_hit;
    wire  check$rsv_me;
    wire  [3:0] check$reserved_first;
    wire  [1:0] check$sub_lo$0;
    wire  [1:0] check$sub_lo$1;
    wire  [1:0] check$sub_hi$0;
    wire  [1:0] check$sub_hi$1;
    wire  [4:0] check$route_out;
    reg  ackout$rx_head;
    reg  ackout$rsv_me;
    reg  ackout$free;
    reg  ackout$hit;
    reg  [4:0] ackout$rx_chain;
    wire  ackout$ack_out;
    
    // Local signals
    reg  [1:0] tx_at$0;
    reg  [1:0] tx_at$1;
    reg  scan;
    reg  [3:0] target;
    reg  [3:0] wrote;
    reg  [2:0] rcvd_d$0;
    reg  [2:0] rcvd_d$1;
    reg  [2:0] rcvd_d$2;
    reg  [2:0] rcvd_d$3;
    reg  tail_d$0;
    reg  tail_d$1;
    reg  tail_d$2;
    reg  tail_d$3;
    reg  granted;
    reg  [4:0] p_acked;
    reg  [4:0] p_rest;
    reg  [4:0] p_first;
    reg  make_replica;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$0 a$0(
        .d(a$0$d),
        .q(a$0$q),
        .clock(a$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$1 a$1(
        .d(a$1$d),
        .q(a$1$q),
        .clock(a$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$2 a$2(
        .d(a$2$d),
        .q(a$2$q),
        .clock(a$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$3 a$3(
        .d(a$3$d),
        .q(a$3$q),
        .clock(a$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$0 drv$0(
        .d(drv$0$d),
        .q(drv$0$q),
        .clock(drv$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$1 drv$1(
        .d(drv$1$d),
        .q(drv$1$q),
        .clock(drv$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$2 drv$2(
        .d(drv$2$d),
        .q(drv$2$q),
        .clock(drv$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$3 drv$3(
        .d(drv$3$d),
        .q(drv$3$q),
        .clock(drv$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$0 buf_num$0(
        .d(buf_num$0$d),
        .q(buf_num$0$q),
        .clock(buf_num$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$1 buf_num$1(
        .d(buf_num$1$d),
        .q(buf_num$1$q),
        .clock(buf_num$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$2 buf_num$2(
        .d(buf_num$2$d),
        .q(buf_num$2$q),
        .clock(buf_num$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$3 buf_num$3(
        .d(buf_num$3$d),
        .q(buf_num$3$q),
        .clock(buf_num$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$0 rcvd$0(
        .d(rcvd$0$d),
        .q(rcvd$0$q),
        .clock(rcvd$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$1 rcvd$1(
        .d(rcvd$1$d),
        .q(rcvd$1$q),
        .clock(rcvd$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$2 rcvd$2(
        .d(rcvd$2$d),
        .q(rcvd$2$q),
        .clock(rcvd$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$3 rcvd$3(
        .d(rcvd$3$d),
        .q(rcvd$3$q),
        .clock(rcvd$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$0 sent$0(
        .d(sent$0$d),
        .q(sent$0$q),
        .clock(sent$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$1 sent$1(
        .d(sent$1$d),
        .q(sent$1$q),
        .clock(sent$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$2 sent$2(
        .d(sent$2$d),
        .q(sent$2$q),
        .clock(sent$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$3 sent$3(
        .d(sent$3$d),
        .q(sent$3$q),
        .clock(sent$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$0 hdr$0(
        .d(hdr$0$d),
        .q(hdr$0$q),
        .clock(hdr$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$1 hdr$1(
        .d(hdr$1$d),
        .q(hdr$1$q),
        .clock(hdr$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$2 hdr$2(
        .d(hdr$2$d),
        .q(hdr$2$q),
        .clock(hdr$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$3 hdr$3(
        .d(hdr$3$d),
        .q(hdr$3$q),
        .clock(hdr$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$0 tail$0(
        .d(tail$0$d),
        .q(tail$0$q),
        .clock(tail$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$1 tail$1(
        .d(tail$1$d),
        .q(tail$1$q),
        .clock(tail$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$2 tail$2(
        .d(tail$2$d),
        .q(tail$2$q),
        .clock(tail$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$3 tail$3(
        .d(tail$3$d),
        .q(tail$3$q),
        .clock(tail$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$0 hsent$0(
        .d(hsent$0$d),
        .q(hsent$0$q),
        .clock(hsent$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$1 hsent$1(
        .d(hsent$1$d),
        .q(hsent$1$q),
        .clock(hsent$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$2 hsent$2(
        .d(hsent$2$d),
        .q(hsent$2$q),
        .clock(hsent$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$3 hsent$3(
        .d(hsent$3$d),
        .q(hsent$3$q),
        .clock(hsent$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$0 discard$0(
        .d(discard$0$d),
        .q(discard$0$q),
        .clock(discard$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$1 discard$1(
        .d(discard$1$d),
        .q(discard$1$q),
        .clock(discard$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$2 discard$2(
        .d(discard$2$d),
        .q(discard$2$q),
        .clock(discard$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$3 discard$3(
        .d(discard$3$d),
        .q(discard$3$q),
        .clock(discard$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$0 len$0(
        .d(len$0$d),
        .q(len$0$q),
        .clock(len$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$1 len$1(
        .d(len$1$d),
        .q(len$1$q),
        .clock(len$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$2 len$2(
        .d(len$2$d),
        .q(len$2$q),
        .clock(len$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$3 len$3(
        .d(len$3$d),
        .q(len$3$q),
        .clock(len$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$0 out$0(
        .d(out$0$d),
        .q(out$0$q),
        .clock(out$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$1 out$1(
        .d(out$1$d),
        .q(out$1$q),
        .clock(out$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$2 out$2(
        .d(out$2$d),
        .q(out$2$q),
        .clock(out$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$3 out$3(
        .d(out$3$d),
        .q(out$3$q),
        .clock(out$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$0 cur$0(
        .d(cur$0$d),
        .q(cur$0$q),
        .clock(cur$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$1 cur$1(
        .d(cur$1$d),
        .q(cur$1$q),
        .clock(cur$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$2 cur$2(
        .d(cur$2$d),
        .q(cur$2$q),
        .clock(cur$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$3 cur$3(
        .d(cur$3$d),
        .q(cur$3$q),
        .clock(cur$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$0 rsv$0(
        .d(rsv$0$d),
        .q(rsv$0$q),
        .clock(rsv$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$1 rsv$1(
        .d(rsv$1$d),
        .q(rsv$1$q),
        .clock(rsv$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$2 rsv$2(
        .d(rsv$2$d),
        .q(rsv$2$q),
        .clock(rsv$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$3 rsv$3(
        .d(rsv$3$d),
        .q(rsv$3$q),
        .clock(rsv$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$0 region_lo$0(
        .d(region_lo$0$d),
        .q(region_lo$0$q),
        .clock(region_lo$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$1 region_lo$1(
        .d(region_lo$1$d),
        .q(region_lo$1$q),
        .clock(region_lo$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$2 region_lo$2(
        .d(region_lo$2$d),
        .q(region_lo$2$q),
        .clock(region_lo$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$3 region_lo$3(
        .d(region_lo$3$d),
        .q(region_lo$3$q),
        .clock(region_lo$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$4 region_lo$4(
        .d(region_lo$4$d),
        .q(region_lo$4$q),
        .clock(region_lo$4$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$5 region_lo$5(
        .d(region_lo$5$d),
        .q(region_lo$5$q),
        .clock(region_lo$5$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$6 region_lo$6(
        .d(region_lo$6$d),
        .q(region_lo$6$q),
        .clock(region_lo$6$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$7 region_lo$7(
        .d(region_lo$7$d),
        .q(region_lo$7$q),
        .clock(region_lo$7$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$0 region_hi$0(
        .d(region_hi$0$d),
        .q(region_hi$0$q),
        .clock(region_hi$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$1 region_hi$1(
        .d(region_hi$1$d),
        .q(region_hi$1$q),
        .clock(region_hi$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$2 region_hi$2(
        .d(region_hi$2$d),
        .q(region_hi$2$q),
        .clock(region_hi$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$3 region_hi$3(
        .d(region_hi$3$d),
        .q(region_hi$3$q),
        .clock(region_hi$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$4 region_hi$4(
        .d(region_hi$4$d),
        .q(region_hi$4$q),
        .clock(region_hi$4$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$5 region_hi$5(
        .d(region_hi$5$d),
        .q(region_hi$5$q),
        .clock(region_hi$5$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$6 region_hi$6(
        .d(region_hi$6$d),
        .q(region_hi$6$q),
        .clock(region_hi$6$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$7 region_hi$7(
        .d(region_hi$7$d),
        .q(region_hi$7$q),
        .clock(region_hi$7$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$0 flit_tag$0(
        .d(flit_tag$0$d),
        .q(flit_tag$0$q),
        .clock(flit_tag$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$1 flit_tag$1(
        .d(flit_tag$1$d),
        .q(flit_tag$1$q),
        .clock(flit_tag$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$2 flit_tag$2(
        .d(flit_tag$2$d),
        .q(flit_tag$2$q),
        .clock(flit_tag$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$3 flit_tag$3(
        .d(flit_tag$3$d),
        .q(flit_tag$3$q),
        .clock(flit_tag$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$4 flit_tag$4(
        .d(flit_tag$4$d),
        .q(flit_tag$4$q),
        .clock(flit_tag$4$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$5 flit_tag$5(
        .d(flit_tag$5$d),
        .q(flit_tag$5$q),
        .clock(flit_tag$5$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$6 flit_tag$6(
        .d(flit_tag$6$d),
        .q(flit_tag$6$q),
        .clock(flit_tag$6$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$7 flit_tag$7(
        .d(flit_tag$7$d),
        .q(flit_tag$7$q),
        .clock(flit_tag$7$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$8 flit_tag$8(
        .d(flit_tag$8$d),
        .q(flit_tag$8$q),
        .clock(flit_tag$8$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$9 flit_tag$9(
        .d(flit_tag$9$d),
        .q(flit_tag$9$q),
        .clock(flit_tag$9$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$10 flit_tag$10(
        .d(flit_tag$10$d),
        .q(flit_tag$10$q),
        .clock(flit_tag$10$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$11 flit_tag$11(
        .d(flit_tag$11$d),
        .q(flit_tag$11$q),
        .clock(flit_tag$11$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$12 flit_tag$12(
        .d(flit_tag$12$d),
        .q(flit_tag$12$q),
        .clock(flit_tag$12$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$13 flit_tag$13(
        .d(flit_tag$13$d),
        .q(flit_tag$13$q),
        .clock(flit_tag$13$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$14 flit_tag$14(
        .d(flit_tag$14$d),
        .q(flit_tag$14$q),
        .clock(flit_tag$14$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$15 flit_tag$15(
        .d(flit_tag$15$d),
        .q(flit_tag$15$q),
        .clock(flit_tag$15$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$0 flit_data$0(
        .d(flit_data$0$d),
        .q(flit_data$0$q),
        .clock(flit_data$0$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$1 flit_data$1(
        .d(flit_data$1$d),
        .q(flit_data$1$q),
        .clock(flit_data$1$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$2 flit_data$2(
        .d(flit_data$2$d),
        .q(flit_data$2$q),
        .clock(flit_data$2$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$3 flit_data$3(
        .d(flit_data$3$d),
        .q(flit_data$3$q),
        .clock(flit_data$3$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$4 flit_data$4(
        .d(flit_data$4$d),
        .q(flit_data$4$q),
        .clock(flit_data$4$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$5 flit_data$5(
        .d(flit_data$5$d),
        .q(flit_data$5$q),
        .clock(flit_data$5$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$6 flit_data$6(
        .d(flit_data$6$d),
        .q(flit_data$6$q),
        .clock(flit_data$6$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$7 flit_data$7(
        .d(flit_data$7$d),
        .q(flit_data$7$q),
        .clock(flit_data$7$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$8 flit_data$8(
        .d(flit_data$8$d),
        .q(flit_data$8$q),
        .clock(flit_data$8$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$9 flit_data$9(
        .d(flit_data$9$d),
        .q(flit_data$9$q),
        .clock(flit_data$9$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$10 flit_data$10(
        .d(flit_data$10$d),
        .q(flit_data$10$q),
        .clock(flit_data$10$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$11 flit_data$11(
        .d(flit_data$11$d),
        .q(flit_data$11$q),
        .clock(flit_data$11$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$12 flit_data$12(
        .d(flit_data$12$d),
        .q(flit_data$12$q),
        .clock(flit_data$12$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$13 flit_data$13(
        .d(flit_data$13$d),
        .q(flit_data$13$q),
        .clock(flit_data$13$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$14 flit_data$14(
        .d(flit_data$14$d),
        .q(flit_data$14$q),
        .clock(flit_data$14$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$15 flit_data$15(
        .d(flit_data$15$d),
        .q(flit_data$15$q),
        .clock(flit_data$15$clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$arbiter arbiter(
        .clock(arbiter$clock),
        .req(arbiter$req),
        .advance(arbiter$advance),
        .rst(arbiter$rst),
        .grant(arbiter$grant),
        .valid(arbiter$valid)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$stat stat(
        .a$0(stat$a$0),
        .a$1(stat$a$1),
        .a$2(stat$a$2),
        .a$3(stat$a$3),
        .free(stat$free),
        .first_free(stat$first_free),
        .last_free(stat$last_free),
        .free2(stat$free2)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$reqs reqs(
        .a$0(reqs$a$0),
        .a$1(reqs$a$1),
        .a$2(reqs$a$2),
        .a$3(reqs$a$3),
        .hdr$0(reqs$hdr$0),
        .hdr$1(reqs$hdr$1),
        .hdr$2(reqs$hdr$2),
        .hdr$3(reqs$hdr$3),
        .tail$0(reqs$tail$0),
        .tail$1(reqs$tail$1),
        .tail$2(reqs$tail$2),
        .tail$3(reqs$tail$3),
        .hsent$0(reqs$hsent$0),
        .hsent$1(reqs$hsent$1),
        .hsent$2(reqs$hsent$2),
        .hsent$3(reqs$hsent$3),
        .discard$0(reqs$discard$0),
        .discard$1(reqs$discard$1),
        .discard$2(reqs$discard$2),
        .discard$3(reqs$discard$3),
        .drv$0(reqs$drv$0),
        .drv$1(reqs$drv$1),
        .drv$2(reqs$drv$2),
        .drv$3(reqs$drv$3),
        .rcvd$0(reqs$rcvd$0),
        .rcvd$1(reqs$rcvd$1),
        .rcvd$2(reqs$rcvd$2),
        .rcvd$3(reqs$rcvd$3),
        .sent$0(reqs$sent$0),
        .sent$1(reqs$sent$1),
        .sent$2(reqs$sent$2),
        .sent$3(reqs$sent$3),
        .out$0(reqs$out$0),
        .out$1(reqs$out$1),
        .out$2(reqs$out$2),
        .out$3(reqs$out$3),
        .cur$0(reqs$cur$0),
        .cur$1(reqs$cur$1),
        .cur$2(reqs$cur$2),
        .cur$3(reqs$cur$3),
        .rsv$0(reqs$rsv$0),
        .rsv$1(reqs$rsv$1),
        .rsv$2(reqs$rsv$2),
        .rsv$3(reqs$rsv$3),
        .tx_avail(reqs$tx_avail),
        .requests(reqs$requests)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$pick pick(
        .grant(pick$grant),
        .valid(pick$valid),
        .free2(pick$free2),
        .hsent$0(pick$hsent$0),
        .hsent$1(pick$hsent$1),
        .hsent$2(pick$hsent$2),
        .hsent$3(pick$hsent$3),
        .sent$0(pick$sent$0),
        .sent$1(pick$sent$1),
        .sent$2(pick$sent$2),
        .sent$3(pick$sent$3),
        .len$0(pick$len$0),
        .len$1(pick$len$1),
        .len$2(pick$len$2),
        .len$3(pick$len$3),
        .out$0(pick$out$0),
        .out$1(pick$out$1),
        .out$2(pick$out$2),
        .out$3(pick$out$3),
        .cur$0(pick$cur$0),
        .cur$1(pick$cur$1),
        .cur$2(pick$cur$2),
        .cur$3(pick$cur$3),
        .region_lo$0(pick$region_lo$0),
        .region_lo$1(pick$region_lo$1),
        .region_lo$2(pick$region_lo$2),
        .region_lo$3(pick$region_lo$3),
        .region_lo$4(pick$region_lo$4),
        .region_lo$5(pick$region_lo$5),
        .region_lo$6(pick$region_lo$6),
        .region_lo$7(pick$region_lo$7),
        .region_hi$0(pick$region_hi$0),
        .region_hi$1(pick$region_hi$1),
        .region_hi$2(pick$region_hi$2),
        .region_hi$3(pick$region_hi$3),
        .region_hi$4(pick$region_hi$4),
        .region_hi$5(pick$region_hi$5),
        .region_hi$6(pick$region_hi$6),
        .region_hi$7(pick$region_hi$7),
        .flit_tag$0(pick$flit_tag$0),
        .flit_tag$1(pick$flit_tag$1),
        .flit_tag$2(pick$flit_tag$2),
        .flit_tag$3(pick$flit_tag$3),
        .flit_tag$4(pick$flit_tag$4),
        .flit_tag$5(pick$flit_tag$5),
        .flit_tag$6(pick$flit_tag$6),
        .flit_tag$7(pick$flit_tag$7),
        .flit_tag$8(pick$flit_tag$8),
        .flit_tag$9(pick$flit_tag$9),
        .flit_tag$10(pick$flit_tag$10),
        .flit_tag$11(pick$flit_tag$11),
        .flit_tag$12(pick$flit_tag$12),
        .flit_tag$13(pick$flit_tag$13),
        .flit_tag$14(pick$flit_tag$14),
        .flit_tag$15(pick$flit_tag$15),
        .flit_data$0(pick$flit_data$0),
        .flit_data$1(pick$flit_data$1),
        .flit_data$2(pick$flit_data$2),
        .flit_data$3(pick$flit_data$3),
        .flit_data$4(pick$flit_data$4),
        .flit_data$5(pick$flit_data$5),
        .flit_data$6(pick$flit_data$6),
        .flit_data$7(pick$flit_data$7),
        .flit_data$8(pick$flit_data$8),
        .flit_data$9(pick$flit_data$9),
        .flit_data$10(pick$flit_data$10),
        .flit_data$11(pick$flit_data$11),
        .flit_data$12(pick$flit_data$12),
        .flit_data$13(pick$flit_data$13),
        .flit_data$14(pick$flit_data$14),
        .flit_data$15(pick$flit_data$15),
        .pri(pick$pri),
        .part(pick$part),
        .drv_tag(pick$drv_tag),
        .drv_buf(pick$drv_buf),
        .drv_data(pick$drv_data),
        .p_ways(pick$p_ways)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$check check(
        .coord(check$coord),
        .rx_valid(check$rx_valid),
        .rx_drv(check$rx_drv),
        .rx_tag(check$rx_tag),
        .rx_buf(check$rx_buf),
        .rx_data(check$rx_data),
        .free(check$free),
        .a$0(check$a$0),
        .a$1(check$a$1),
        .a$2(check$a$2),
        .a$3(check$a$3),
        .hdr$0(check$hdr$0),
        .hdr$1(check$hdr$1),
        .hdr$2(check$hdr$2),
        .hdr$3(check$hdr$3),
        .tail$0(check$tail$0),
        .tail$1(check$tail$1),
        .tail$2(check$tail$2),
        .tail$3(check$tail$3),
        .discard$0(check$discard$0),
        .discard$1(check$discard$1),
        .discard$2(check$discard$2),
        .discard$3(check$discard$3),
        .drv$0(check$drv$0),
        .drv$1(check$drv$1),
        .drv$2(check$drv$2),
        .drv$3(check$drv$3),
        .buf_num$0(check$buf_num$0),
        .buf_num$1(check$buf_num$1),
        .buf_num$2(check$buf_num$2),
        .buf_num$3(check$buf_num$3),
        .rcvd$0(check$rcvd$0),
        .rcvd$1(check$rcvd$1),
        .rcvd$2(check$rcvd$2),
        .rcvd$3(check$rcvd$3),
        .len$0(check$len$0),
        .len$1(check$len$1),
        .len$2(check$len$2),
        .len$3(check$len$3),
        .hit(check$hit),
        .can_ack(check$can_ack),
        .bad(check$bad),
        .rx_head(check$rx_head),
        .h_me(check$h_me),
        .h_len(check$h_len),
        .match_hit(check$match_hit),
        .rsv_me(check$rsv_me),
        .reserved_first(check$reserved_first),
        .sub_lo$0(check$sub_lo$0),
        .sub_lo$1(check$sub_lo$1),
        .sub_hi$0(check$sub_hi$0),
        .sub_hi$1(check$sub_hi$1),
        .route_out(check$route_out)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$ackout ackout(
        .rx_head(ackout$rx_head),
        .rsv_me(ackout$rsv_me),
        .free(ackout$free),
        .hit(ackout$hit),
        .rx_chain(ackout$rx_chain),
        .ack_out(ackout$ack_out)
    );
    
    // Update code
    always @(*) begin
        arbiter$clock = clock;
        arbiter$rst = rst;
        a$0$clock = clock;
        drv$0$clock = clock;
        buf_num$0$clock = clock;
        rcvd$0$clock = clock;
        sent$0$clock = clock;
        hdr$0$clock = clock;
        tail$0$clock = clock;
        hsent$0$clock = clock;
        discard$0$clock = clock;
        len$0$clock = clock;
        out$0$clock = clock;
        cur$0$clock = clock;
        rsv$0$clock = clock;
        a$0$d = a$0$q;
        drv$0$d = drv$0$q;
        buf_num$0$d = buf_num$0$q;
        rcvd$0$d = rcvd$0$q;
        sent$0$d = sent$0$q;
        hdr$0$d = hdr$0$q;
        tail$0$d = tail$0$q;
        hsent$0$d = hsent$0$q;
        discard$0$d = discard$0$q;
        len$0$d = len$0$q;
        out$0$d = out$0$q;
        cur$0$d = cur$0$q;
        rsv$0$d = rsv$0$q;
        a$1$clock = clock;
        drv$1$clock = clock;
        buf_num$1$clock = clock;
        rcvd$1$clock = clock;
        sent$1$clock = clock;
        hdr$1$clock = clock;
        tail$1$clock = clock;
        hsent$1$clock = clock;
        discard$1$clock = clock;
        len$1$clock = clock;
        out$1$clock = clock;
        cur$1$clock = clock;
        rsv$1$clock = clock;
        a$1$d = a$1$q;
        drv$1$d = drv$1$q;
        buf_num$1$d = buf_num$1$q;
        rcvd$1$d = rcvd$1$q;
        sent$1$d = sent$1$q;
        hdr$1$d = hdr$1$q;
        tail$1$d = tail$1$q;
        hsent$1$d = hsent$1$q;
        discard$1$d = discard$1$q;
        len$1$d = len$1$q;
        out$1$d = out$1$q;
        cur$1$d = cur$1$q;
        rsv$1$d = rsv$1$q;
        a$2$clock = clock;
        drv$2$clock = clock;
        buf_num$2$clock = clock;
        rcvd$2$clock = clock;
        sent$2$clock = clock;
        hdr$2$clock = clock;
        tail$2$clock = clock;
        hsent$2$clock = clock;
        discard$2$clock = clock;
        len$2$clock = clock;
        out$2$clock = clock;
        cur$2$clock = clock;
        rsv$2$clock = clock;
        a$2$d = a$2$q;
        drv$2$d = drv$2$q;
        buf_num$2$d = buf_num$2$q;
        rcvd$2$d = rcvd$2$q;
        sent$2$d = sent$2$q;
        hdr$2$d = hdr$2$q;
        tail$2$d = tail$2$q;
        hsent$2$d = hsent$2$q;
        discard$2$d = discard$2$q;
        len$2$d = len$2$q;
        out$2$d = out$2$q;
        cur$2$d = cur$2$q;
        rsv$2$d = rsv$2$q;
        a$3$clock = clock;
        drv$3$clock = clock;
        buf_num$3$clock = clock;
        rcvd$3$clock = clock;
        sent$3$clock = clock;
        hdr$3$clock = clock;
        tail$3$clock = clock;
        hsent$3$clock = clock;
        discard$3$clock = clock;
        len$3$clock = clock;
        out$3$clock = clock;
        cur$3$clock = clock;
        rsv$3$clock = clock;
        a$3$d = a$3$q;
        drv$3$d = drv$3$q;
        buf_num$3$d = buf_num$3$q;
        rcvd$3$d = rcvd$3$q;
        sent$3$d = sent$3$q;
        hdr$3$d = hdr$3$q;
        tail$3$d = tail$3$q;
        hsent$3$d = hsent$3$q;
        discard$3$d = discard$3$q;
        len$3$d = len$3$q;
        out$3$d = out$3$q;
        cur$3$d = cur$3$q;
        rsv$3$d = rsv$3$q;
        region_lo$0$clock = clock;
        region_hi$0$clock = clock;
        region_lo$0$d = region_lo$0$q;
        region_hi$0$d = region_hi$0$q;
        region_lo$1$clock = clock;
        region_hi$1$clock = clock;
        region_lo$1$d = region_lo$1$q;
        region_hi$1$d = region_hi$1$q;
        region_lo$2$clock = clock;
        region_hi$2$clock = clock;
        region_lo$2$d = region_lo$2$q;
        region_hi$2$d = region_hi$2$q;
        region_lo$3$clock = clock;
        region_hi$3$clock = clock;
        region_lo$3$d = region_lo$3$q;
        region_hi$3$d = region_hi$3$q;
        region_lo$4$clock = clock;
        region_hi$4$clock = clock;
        region_lo$4$d = region_lo$4$q;
        region_hi$4$d = region_hi$4$q;
        region_lo$5$clock = clock;
        region_hi$5$clock = clock;
        region_lo$5$d = region_lo$5$q;
        region_hi$5$d = region_hi$5$q;
        region_lo$6$clock = clock;
        region_hi$6$clock = clock;
        region_lo$6$d = region_lo$6$q;
        region_hi$6$d = region_hi$6$q;
        region_lo$7$clock = clock;
        region_hi$7$clock = clock;
        region_lo$7$d = region_lo$7$q;
        region_hi$7$d = region_hi$7$q;
        flit_tag$0$clock = clock;
        flit_data$0$clock = clock;
        flit_tag$0$d = flit_tag$0$q;
        flit_data$0$d = flit_data$0$q;
        flit_tag$1$clock = clock;
        flit_data$1$clock = clock;
        flit_tag$1$d = flit_tag$1$q;
        flit_data$1$d = flit_data$1$q;
        flit_tag$2$clock = clock;
        flit_data$2$clock = clock;
        flit_tag$2$d = flit_tag$2$q;
        flit_data$2$d = flit_data$2$q;
        flit_tag$3$clock = clock;
        flit_data$3$clock = clock;
        flit_tag$3$d = flit_tag$3$q;
        flit_data$3$d = flit_data$3$q;
        flit_tag$4$clock = clock;
        flit_data$4$clock = clock;
        flit_tag$4$d = flit_tag$4$q;
        flit_data$4$d = flit_data$4$q;
        flit_tag$5$clock = clock;
        flit_data$5$clock = clock;
        flit_tag$5$d = flit_tag$5$q;
        flit_data$5$d = flit_data$5$q;
        flit_tag$6$clock = clock;
        flit_data$6$clock = clock;
        flit_tag$6$d = flit_tag$6$q;
        flit_data$6$d = flit_data$6$q;
        flit_tag$7$clock = clock;
        flit_data$7$clock = clock;
        flit_tag$7$d = flit_tag$7$q;
        flit_data$7$d = flit_data$7$q;
        flit_tag$8$clock = clock;
        flit_data$8$clock = clock;
        flit_tag$8$d = flit_tag$8$q;
        flit_data$8$d = flit_data$8$q;
        flit_tag$9$clock = clock;
        flit_data$9$clock = clock;
        flit_tag$9$d = flit_tag$9$q;
        flit_data$9$d = flit_data$9$q;
        flit_tag$10$clock = clock;
        flit_data$10$clock = clock;
        flit_tag$10$d = flit_tag$10$q;
        flit_data$10$d = flit_data$10$q;
        flit_tag$11$clock = clock;
        flit_data$11$clock = clock;
        flit_tag$11$d = flit_tag$11$q;
        flit_data$11$d = flit_data$11$q;
        flit_tag$12$clock = clock;
        flit_data$12$clock = clock;
        flit_tag$12$d = flit_tag$12$q;
        flit_data$12$d = flit_data$12$q;
        flit_tag$13$clock = clock;
        flit_data$13$clock = clock;
        flit_tag$13$d = flit_tag$13$q;
        flit_data$13$d = flit_data$13$q;
        flit_tag$14$clock = clock;
        flit_data$14$clock = clock;
        flit_tag$14$d = flit_tag$14$q;
        flit_data$14$d = flit_data$14$q;
        flit_tag$15$clock = clock;
        flit_data$15$clock = clock;
        flit_tag$15$d = flit_tag$15$q;
        flit_data$15$d = flit_data$15$q;
        tx_at$0 = coord[(0 * 2)+:(2)] + tx_add$0;
        tx_at$1 = coord[(1 * 2)+:(2)] + tx_add$1;
        stat$a$0 = a$0$q;
        stat$a$1 = a$1$q;
        stat$a$2 = a$2$q;
        stat$a$3 = a$3$q;
        free = stat$free;
        if (rst) begin
            free = 1'b0;
        end
        full = 32'h0;
        reqs$a$0 = a$0$q;
        reqs$hdr$0 = hdr$0$q;
        reqs$tail$0 = tail$0$q;
        reqs$hsent$0 = hsent$0$q;
        reqs$discard$0 = discard$0$q;
        reqs$drv$0 = drv$0$q;
        reqs$rcvd$0 = rcvd$0$q;
        reqs$sent$0 = sent$0$q;
        reqs$out$0 = out$0$q;
        reqs$cur$0 = cur$0$q;
        reqs$rsv$0 = rsv$0$q;
        reqs$a$1 = a$1$q;
        reqs$hdr$1 = hdr$1$q;
        reqs$tail$1 = tail$1$q;
        reqs$hsent$1 = hsent$1$q;
        reqs$discard$1 = discard$1$q;
        reqs$drv$1 = drv$1$q;
        reqs$rcvd$1 = rcvd$1$q;
        reqs$sent$1 = sent$1$q;
        reqs$out$1 = out$1$q;
        reqs$cur$1 = cur$1$q;
        reqs$rsv$1 = rsv$1$q;
        reqs$a$2 = a$2$q;
        reqs$hdr$2 = hdr$2$q;
        reqs$tail$2 = tail$2$q;
        reqs$hsent$2 = hsent$2$q;
        reqs$discard$2 = discard$2$q;
        reqs$drv$2 = drv$2$q;
        reqs$rcvd$2 = rcvd$2$q;
        reqs$sent$2 = sent$2$q;
        reqs$out$2 = out$2$q;
        reqs$cur$2 = cur$2$q;
        reqs$rsv$2 = rsv$2$q;
        reqs$a$3 = a$3$q;
        reqs$hdr$3 = hdr$3$q;
        reqs$tail$3 = tail$3$q;
        reqs$hsent$3 = hsent$3$q;
        reqs$discard$3 = discard$3$q;
        reqs$drv$3 = drv$3$q;
        reqs$rcvd$3 = rcvd$3$q;
        reqs$sent$3 = sent$3$q;
        reqs$out$3 = out$3$q;
        reqs$cur$3 = cur$3$q;
        reqs$rsv$3 = rsv$3$q;
        reqs$tx_avail = tx_avail;
        arbiter$req = reqs$requests;
        granted = tx_valid & (tx_drv == tx_slot);
        arbiter$advance = tx_valid & (tx_drv == tx_slot);
        pick$grant = arbiter$grant;
        pick$valid = arbiter$valid;
        pick$free2 = stat$free2;
        pick$hsent$0 = hsent$0$q;
        pick$sent$0 = sent$0$q;
        pick$len$0 = len$0$q;
        pick$out$0 = out$0$q;
        pick$cur$0 = cur$0$q;
        pick$hsent$1 = hsent$1$q;
        pick$sent$1 = sent$1$q;
        pick$len$1 = len$1$q;
        pick$out$1 = out$1$q;
        pick$cur$1 = cur$1$q;
        pick$hsent$2 = hsent$2$q;
        pick$sent$2 = sent$2$q;
        pick$len$2 = len$2$q;
        pick$out$2 = out$2$q;
        pick$cur$2 = cur$2$q;
        pick$hsent$3 = hsent$3$q;
        pick$sent$3 = sent$3$q;
        pick$len$3 = len$3$q;
        pick$out$3 = out$3$q;
        pick$cur$3 = cur$3$q;
        pick$region_lo$0 = region_lo$0$q;
        pick$region_hi$0 = region_hi$0$q;
        pick$region_lo$1 = region_lo$1$q;
        pick$region_hi$1 = region_hi$1$q;
        pick$region_lo$2 = region_lo$2$q;
        pick$region_hi$2 = region_hi$2$q;
        pick$region_lo$3 = region_lo$3$q;
        pick$region_hi$3 = region_hi$3$q;
        pick$region_lo$4 = region_lo$4$q;
        pick$region_hi$4 = region_hi$4$q;
        pick$region_lo$5 = region_lo$5$q;
        pick$region_hi$5 = region_hi$5$q;
        pick$region_lo$6 = region_lo$6$q;
        pick$region_hi$6 = region_hi$6$q;
        pick$region_lo$7 = region_lo$7$q;
        pick$region_hi$7 = region_hi$7$q;
        pick$flit_tag$0 = flit_tag$0$q;
        pick$flit_data$0 = flit_data$0$q;
        pick$flit_tag$1 = flit_tag$1$q;
        pick$flit_data$1 = flit_data$1$q;
        pick$flit_tag$2 = flit_tag$2$q;
        pick$flit_data$2 = flit_data$2$q;
        pick$flit_tag$3 = flit_tag$3$q;
        pick$flit_data$3 = flit_data$3$q;
        pick$flit_tag$4 = flit_tag$4$q;
        pick$flit_data$4 = flit_data$4$q;
        pick$flit_tag$5 = flit_tag$5$q;
        pick$flit_data$5 = flit_data$5$q;
        pick$flit_tag$6 = flit_tag$6$q;
        pick$flit_data$6 = flit_data$6$q;
        pick$flit_tag$7 = flit_tag$7$q;
        pick$flit_data$7 = flit_data$7$q;
        pick$flit_tag$8 = flit_tag$8$q;
        pick$flit_data$8 = flit_data$8$q;
        pick$flit_tag$9 = flit_tag$9$q;
        pick$flit_data$9 = flit_data$9$q;
        pick$flit_tag$10 = flit_tag$10$q;
        pick$flit_data$10 = flit_data$10$q;
        pick$flit_tag$11 = flit_tag$11$q;
        pick$flit_data$11 = flit_data$11$q;
        pick$flit_tag$12 = flit_tag$12$q;
        pick$flit_data$12 = flit_data$12$q;
        pick$flit_tag$13 = flit_tag$13$q;
        pick$flit_data$13 = flit_data$13$q;
        pick$flit_tag$14 = flit_tag$14$q;
        pick$flit_data$14 = flit_data$14$q;
        pick$flit_tag$15 = flit_tag$15$q;
        pick$flit_data$15 = flit_data$15$q;
        req = arbiter$valid;
        if (rst) begin
            req = 1'b0;
        end
        pri = pick$pri;
        if (rst) begin
            pri = 1'b0;
        end
        part = pick$part;
        if (rst) begin
            part = 1'b0;
        end
        drv_tag = pick$drv_tag;
        if (rst) begin
            drv_tag = 32'h0;
        end
        drv_buf = pick$drv_buf;
        if (rst) begin
            drv_buf = 32'h0;
        end
        drv_data = pick$drv_data;
        if (rst) begin
            drv_data = 32'h0;
        end
        check$coord = coord;
        check$rx_valid = rx_valid;
        check$rx_drv = rx_drv;
        check$rx_tag = rx_tag;
        check$rx_buf = rx_buf;
        check$rx_data = rx_data;
        check$free = stat$free;
        check$a$0 = a$0$q;
        check$hdr$0 = hdr$0$q;
        check$tail$0 = tail$0$q;
        check$discard$0 = discard$0$q;
        check$drv$0 = drv$0$q;
        check$buf_num$0 = buf_num$0$q;
        check$rcvd$0 = rcvd$0$q;
        check$len$0 = len$0$q;
        check$a$1 = a$1$q;
        check$hdr$1 = hdr$1$q;
        check$tail$1 = tail$1$q;
        check$discard$1 = discard$1$q;
        check$drv$1 = drv$1$q;
        check$buf_num$1 = buf_num$1$q;
        check$rcvd$1 = rcvd$1$q;
        check$len$1 = len$1$q;
        check$a$2 = a$2$q;
        check$hdr$2 = hdr$2$q;
        check$tail$2 = tail$2$q;
        check$discard$2 = discard$2$q;
        check$drv$2 = drv$2$q;
        check$buf_num$2 = buf_num$2$q;
        check$rcvd$2 = rcvd$2$q;
        check$len$2 = len$2$q;
        check$a$3 = a$3$q;
        check$hdr$3 = hdr$3$q;
        check$tail$3 = tail$3$q;
        check$discard$3 = discard$3$q;
        check$drv$3 = drv$3$q;
        check$buf_num$3 = buf_num$3$q;
        check$rcvd$3 = rcvd$3$q;
        check$len$3 = len$3$q;
        hit = check$hit;
        if (rst) begin
            hit = 1'b0;
        end
        can_ack = check$can_ack;
        if (rst) begin
            can_ack = 1'b0;
        end
        bad = check$bad;
        if (rst) begin
            bad = 1'b0;
        end
        ackout$rx_head = check$rx_head;
        ackout$rsv_me = check$rsv_me;
        ackout$free = stat$free;
        ackout$hit = check$hit;
        ackout$rx_chain = rx_chain;
        ack_out = ackout$ack_out;
        if (rst) begin
            ack_out = 1'b0;
        end
        if (check$rsv_me) begin
            target = check$reserved_first;
        end
        else begin
            target = stat$first_free;
        end
        wrote = 32'h0;
        rcvd_d$0 = rcvd$0$q;
        tail_d$0 = tail$0$q;
        rcvd_d$1 = rcvd$1$q;
        tail_d$1 = tail$1$q;
        rcvd_d$2 = rcvd$2$q;
        tail_d$2 = tail$2$q;
        rcvd_d$3 = rcvd$3$q;
        tail_d$3 = tail$3$q;
        if (check$rx_head & check$h_me & ~rx_drop) begin
            if (target[0]) begin
                if (rx_ack | (rx_partial & ackout$ack_out)) begin
                    a$0$d = 1'b1;
                    drv$0$d = rx_drv;
                    buf_num$0$d = rx_buf;
                    rcvd$0$d = 32'h1;
                    sent$0$d = 32'h0;
                    hdr$0$d = 1'b1;
                    tail$0$d = 1'b0;
                    hsent$0$d = 1'b0;
                    discard$0$d = 1'b0;
                    len$0$d = ((check$h_len) & 3'h7);
                    out$0$d = check$route_out;
                    cur$0$d = 32'h0;
                    rsv$0$d = 32'h0;
                    region_lo$0$d = check$sub_lo$0;
                    region_hi$0$d = check$sub_hi$0;
                    region_lo$1$d = check$sub_lo$1;
                    region_hi$1$d = check$sub_hi$1;
                end
                else if (ackout$ack_out & ~check$rsv_me) begin
                    a$0$d = 1'b1;
                    drv$0$d = rx_drv;
                    buf_num$0$d = rx_buf;
                    rcvd$0$d = 32'h0;
                    sent$0$d = 32'h0;
                    hdr$0$d = 1'b0;
                    tail$0$d = 1'b0;
                    hsent$0$d = 1'b0;
                    discard$0$d = 1'b0;
                    len$0$d = 32'h0;
                    out$0$d = 32'h0;
                    cur$0$d = 32'h0;
                    rsv$0$d = 32'h0;
                end
            end
            if (target[1]) begin
                if (rx_ack | (rx_partial & ackout$ack_out)) begin
                    a$1$d = 1'b1;
                    drv$1$d = rx_drv;
                    buf_num$1$d = rx_buf;
                    rcvd$1$d = 32'h1;
                    sent$1$d = 32'h0;
                    hdr$1$d = 1'b1;
                    tail$1$d = 1'b0;
                    hsent$1$d = 1'b0;
                    discard$1$d = 1'b0;
                    len$1$d = ((check$h_len) & 3'h7);
                    out$1$d = check$route_out;
                    cur$1$d = 32'h0;
                    rsv$1$d = 32'h0;
                    region_lo$2$d = check$sub_lo$0;
                    region_hi$2$d = check$sub_hi$0;
                    region_lo$3$d = check$sub_lo$1;
                    region_hi$3$d = check$sub_hi$1;
                end
                else if (ackout$ack_out & ~check$rsv_me) begin
                    a$1$d = 1'b1;
                    drv$1$d = rx_drv;
                    buf_num$1$d = rx_buf;
                    rcvd$1$d = 32'h0;
                    sent$1$d = 32'h0;
                    hdr$1$d = 1'b0;
                    tail$1$d = 1'b0;
                    hsent$1$d = 1'b0;
                    discard$1$d = 1'b0;
                    len$1$d = 32'h0;
                    out$1$d = 32'h0;
                    cur$1$d = 32'h0;
                    rsv$1$d = 32'h0;
                end
            end
            if (target[2]) begin
                if (rx_ack | (rx_partial & ackout$ack_out)) begin
                    a$2$d = 1'b1;
                    drv$2$d = rx_drv;
                    buf_num$2$d = rx_buf;
                    rcvd$2$d = 32'h1;
                    sent$2$d = 32'h0;
                    hdr$2$d = 1'b1;
                    tail$2$d = 1'b0;
                    hsent$2$d = 1'b0;
                    discard$2$d = 1'b0;
                    len$2$d = ((check$h_len) & 3'h7);
                    out$2$d = check$route_out;
                    cur$2$d = 32'h0;
                    rsv$2$d = 32'h0;
                    region_lo$4$d = check$sub_lo$0;
                    region_hi$4$d = check$sub_hi$0;
                    region_lo$5$d = check$sub_lo$1;
                    region_hi$5$d = check$sub_hi$1;
                end
                else if (ackout$ack_out & ~check$rsv_me) begin
                    a$2$d = 1'b1;
                    drv$2$d = rx_drv;
                    buf_num$2$d = rx_buf;
                    rcvd$2$d = 32'h0;
                    sent$2$d = 32'h0;
                    hdr$2$d = 1'b0;
                    tail$2$d = 1'b0;
                    hsent$2$d = 1'b0;
                    discard$2$d = 1'b0;
                    len$2$d = 32'h0;
                    out$2$d = 32'h0;
                    cur$2$d = 32'h0;
                    rsv$2$d = 32'h0;
                end
            end
            if (target[3]) begin
                if (rx_ack | (rx_partial & ackout$ack_out)) begin
                    a$3$d = 1'b1;
                    drv$3$d = rx_drv;
                    buf_num$3$d = rx_buf;
                    rcvd$3$d = 32'h1;
                    sent$3$d = 32'h0;
                    hdr$3$d = 1'b1;
                    tail$3$d = 1'b0;
                    hsent$3$d = 1'b0;
                    discard$3$d = 1'b0;
                    len$3$d = ((check$h_len) & 3'h7);
                    out$3$d = check$route_out;
                    cur$3$d = 32'h0;
                    rsv$3$d = 32'h0;
                    region_lo$6$d = check$sub_lo$0;
                    region_hi$6$d = check$sub_hi$0;
                    region_lo$7$d = check$sub_lo$1;
                    region_hi$7$d = check$sub_hi$1;
                end
                else if (ackout$ack_out & ~check$rsv_me) begin
                    a$3$d = 1'b1;
                    drv$3$d = rx_drv;
                    buf_num$3$d = rx_buf;
                    rcvd$3$d = 32'h0;
                    sent$3$d = 32'h0;
                    hdr$3$d = 1'b0;
                    tail$3$d = 1'b0;
                    hsent$3$d = 1'b0;
                    discard$3$d = 1'b0;
                    len$3$d = 32'h0;
                    out$3$d = 32'h0;
                    cur$3$d = 32'h0;
                    rsv$3$d = 32'h0;
                end
            end
        end
        if (rx_valid & ~check$rx_head) begin
            if (check$match_hit[0]) begin
                if (rx_drop) begin
                    if (drv$0$q == node_slot) begin
                        a$0$d = 1'b0;
                        hdr$0$d = 1'b0;
                        tail$0$d = 1'b0;
                        hsent$0$d = 1'b0;
                        discard$0$d = 1'b0;
                        rcvd$0$d = 32'h0;
                        sent$0$d = 32'h0;
                        cur$0$d = 32'h0;
                        rsv$0$d = 32'h0;
                        out$0$d = 32'h0;
                        tail_d$0 = 1'b0;
                        rcvd_d$0 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard$0$q) begin
                        if (rx_tag == 32'h3) begin
                            a$0$d = 1'b0;
                            hdr$0$d = 1'b0;
                            tail$0$d = 1'b0;
                            hsent$0$d = 1'b0;
                            discard$0$d = 1'b0;
                            rcvd$0$d = 32'h0;
                            sent$0$d = 32'h0;
                            cur$0$d = 32'h0;
                            rsv$0$d = 32'h0;
                            out$0$d = 32'h0;
                            tail_d$0 = 1'b0;
                            rcvd_d$0 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a$0$d = 1'b0;
                        hdr$0$d = 1'b0;
                        tail$0$d = 1'b0;
                        hsent$0$d = 1'b0;
                        discard$0$d = 1'b0;
                        rcvd$0$d = 32'h0;
                        sent$0$d = 32'h0;
                        cur$0$d = 32'h0;
                        rsv$0$d = 32'h0;
                        out$0$d = 32'h0;
                        tail_d$0 = 1'b0;
                        rcvd_d$0 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (0)) | ((1'b1) << (0)));
                        if (rcvd$0$q == entry_num$0) begin
                            flit_tag$0$d = rx_tag;
                            flit_data$0$d = rx_data;
                        end
                        if (rcvd$0$q == entry_num$1) begin
                            flit_tag$1$d = rx_tag;
                            flit_data$1$d = rx_data;
                        end
                        if (rcvd$0$q == entry_num$2) begin
                            flit_tag$2$d = rx_tag;
                            flit_data$2$d = rx_data;
                        end
                        if (rcvd$0$q == entry_num$3) begin
                            flit_tag$3$d = rx_tag;
                            flit_data$3$d = rx_data;
                        end
                        rcvd_d$0 = rcvd$0$q + 32'h1;
                        tail_d$0 = rx_tag == 32'h3;
                        rcvd$0$d = rcvd_d$0;
                        tail$0$d = tail_d$0;
                    end
                end
            end
            if (check$match_hit[1]) begin
                if (rx_drop) begin
                    if (drv$1$q == node_slot) begin
                        a$1$d = 1'b0;
                        hdr$1$d = 1'b0;
                        tail$1$d = 1'b0;
                        hsent$1$d = 1'b0;
                        discard$1$d = 1'b0;
                        rcvd$1$d = 32'h0;
                        sent$1$d = 32'h0;
                        cur$1$d = 32'h0;
                        rsv$1$d = 32'h0;
                        out$1$d = 32'h0;
                        tail_d$1 = 1'b0;
                        rcvd_d$1 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard$1$q) begin
                        if (rx_tag == 32'h3) begin
                            a$1$d = 1'b0;
                            hdr$1$d = 1'b0;
                            tail$1$d = 1'b0;
                            hsent$1$d = 1'b0;
                            discard$1$d = 1'b0;
                            rcvd$1$d = 32'h0;
                            sent$1$d = 32'h0;
                            cur$1$d = 32'h0;
                            rsv$1$d = 32'h0;
                            out$1$d = 32'h0;
                            tail_d$1 = 1'b0;
                            rcvd_d$1 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a$1$d = 1'b0;
                        hdr$1$d = 1'b0;
                        tail$1$d = 1'b0;
                        hsent$1$d = 1'b0;
                        discard$1$d = 1'b0;
                        rcvd$1$d = 32'h0;
                        sent$1$d = 32'h0;
                        cur$1$d = 32'h0;
                        rsv$1$d = 32'h0;
                        out$1$d = 32'h0;
                        tail_d$1 = 1'b0;
                        rcvd_d$1 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (1)) | ((1'b1) << (1)));
                        if (rcvd$1$q == entry_num$0) begin
                            flit_tag$4$d = rx_tag;
                            flit_data$4$d = rx_data;
                        end
                        if (rcvd$1$q == entry_num$1) begin
                            flit_tag$5$d = rx_tag;
                            flit_data$5$d = rx_data;
                        end
                        if (rcvd$1$q == entry_num$2) begin
                            flit_tag$6$d = rx_tag;
                            flit_data$6$d = rx_data;
                        end
                        if (rcvd$1$q == entry_num$3) begin
                            flit_tag$7$d = rx_tag;
                            flit_data$7$d = rx_data;
                        end
                        rcvd_d$1 = rcvd$1$q + 32'h1;
                        tail_d$1 = rx_tag == 32'h3;
                        rcvd$1$d = rcvd_d$1;
                        tail$1$d = tail_d$1;
                    end
                end
            end
            if (check$match_hit[2]) begin
                if (rx_drop) begin
                    if (drv$2$q == node_slot) begin
                        a$2$d = 1'b0;
                        hdr$2$d = 1'b0;
                        tail$2$d = 1'b0;
                        hsent$2$d = 1'b0;
                        discard$2$d = 1'b0;
                        rcvd$2$d = 32'h0;
                        sent$2$d = 32'h0;
                        cur$2$d = 32'h0;
                        rsv$2$d = 32'h0;
                        out$2$d = 32'h0;
                        tail_d$2 = 1'b0;
                        rcvd_d$2 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard$2$q) begin
                        if (rx_tag == 32'h3) begin
                            a$2$d = 1'b0;
                            hdr$2$d = 1'b0;
                            tail$2$d = 1'b0;
                            hsent$2$d = 1'b0;
                            discard$2$d = 1'b0;
                            rcvd$2$d = 32'h0;
                            sent$2$d = 32'h0;
                            cur$2$d = 32'h0;
                            rsv$2$d = 32'h0;
                            out$2$d = 32'h0;
                            tail_d$2 = 1'b0;
                            rcvd_d$2 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a$2$d = 1'b0;
                        hdr$2$d = 1'b0;
                        tail$2$d = 1'b0;
                        hsent$2$d = 1'b0;
                        discard$2$d = 1'b0;
                        rcvd$2$d = 32'h0;
                        sent$2$d = 32'h0;
                        cur$2$d = 32'h0;
                        rsv$2$d = 32'h0;
                        out$2$d = 32'h0;
                        tail_d$2 = 1'b0;
                        rcvd_d$2 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (2)) | ((1'b1) << (2)));
                        if (rcvd$2$q == entry_num$0) begin
                            flit_tag$8$d = rx_tag;
                            flit_data$8$d = rx_data;
                        end
                        if (rcvd$2$q == entry_num$1) begin
                            flit_tag$9$d = rx_tag;
                            flit_data$9$d = rx_data;
                        end
                        if (rcvd$2$q == entry_num$2) begin
                            flit_tag$10$d = rx_tag;
                            flit_data$10$d = rx_data;
                        end
                        if (rcvd$2$q == entry_num$3) begin
                            flit_tag$11$d = rx_tag;
                            flit_data$11$d = rx_data;
                        end
                        rcvd_d$2 = rcvd$2$q + 32'h1;
                        tail_d$2 = rx_tag == 32'h3;
                        rcvd$2$d = rcvd_d$2;
                        tail$2$d = tail_d$2;
                    end
                end
            end
            if (check$match_hit[3]) begin
                if (rx_drop) begin
                    if (drv$3$q == node_slot) begin
                        a$3$d = 1'b0;
                        hdr$3$d = 1'b0;
                        tail$3$d = 1'b0;
                        hsent$3$d = 1'b0;
                        discard$3$d = 1'b0;
                        rcvd$3$d = 32'h0;
                        sent$3$d = 32'h0;
                        cur$3$d = 32'h0;
                        rsv$3$d = 32'h0;
                        out$3$d = 32'h0;
                        tail_d$3 = 1'b0;
                        rcvd_d$3 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard$3$q) begin
                        if (rx_tag == 32'h3) begin
                            a$3$d = 1'b0;
                            hdr$3$d = 1'b0;
                            tail$3$d = 1'b0;
                            hsent$3$d = 1'b0;
                            discard$3$d = 1'b0;
                            rcvd$3$d = 32'h0;
                            sent$3$d = 32'h0;
                            cur$3$d = 32'h0;
                            rsv$3$d = 32'h0;
                            out$3$d = 32'h0;
                            tail_d$3 = 1'b0;
                            rcvd_d$3 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a$3$d = 1'b0;
                        hdr$3$d = 1'b0;
                        tail$3$d = 1'b0;
                        hsent$3$d = 1'b0;
                        discard$3$d = 1'b0;
                        rcvd$3$d = 32'h0;
                        sent$3$d = 32'h0;
                        cur$3$d = 32'h0;
                        rsv$3$d = 32'h0;
                        out$3$d = 32'h0;
                        tail_d$3 = 1'b0;
                        rcvd_d$3 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (3)) | ((1'b1) << (3)));
                        if (rcvd$3$q == entry_num$0) begin
                            flit_tag$12$d = rx_tag;
                            flit_data$12$d = rx_data;
                        end
                        if (rcvd$3$q == entry_num$1) begin
                            flit_tag$13$d = rx_tag;
                            flit_data$13$d = rx_data;
                        end
                        if (rcvd$3$q == entry_num$2) begin
                            flit_tag$14$d = rx_tag;
                            flit_data$14$d = rx_data;
                        end
                        if (rcvd$3$q == entry_num$3) begin
                            flit_tag$15$d = rx_tag;
                            flit_data$15$d = rx_data;
                        end
                        rcvd_d$3 = rcvd$3$q + 32'h1;
                        tail_d$3 = rx_tag == 32'h3;
                        rcvd$3$d = rcvd_d$3;
                        tail$3$d = tail_d$3;
                    end
                end
            end
        end
        make_replica = 1'b0;
        p_acked = pick$p_ways;
        if (~tx_ack) begin
            p_acked = tx_ack_lines & pick$p_ways;
        end
        p_rest = pick$p_ways & ~p_acked;
        p_first = 32'h0;
        scan = 1'b0;
        if (p_rest[0] & ~scan) begin
            p_first = (p_first & ~(1 << (0)) | ((1'b1) << (0)));
            scan = 1'b1;
        end
        if (p_rest[1] & ~scan) begin
            p_first = (p_first & ~(1 << (1)) | ((1'b1) << (1)));
            scan = 1'b1;
        end
        if (p_rest[2] & ~scan) begin
            p_first = (p_first & ~(1 << (2)) | ((1'b1) << (2)));
            scan = 1'b1;
        end
        if (p_rest[3] & ~scan) begin
            p_first = (p_first & ~(1 << (3)) | ((1'b1) << (3)));
            scan = 1'b1;
        end
        if (p_rest[4] & ~scan) begin
            p_first = (p_first & ~(1 << (4)) | ((1'b1) << (4)));
            scan = 1'b1;
        end
        if (granted & arbiter$valid) begin
            if (arbiter$grant[0]) begin
                if (tx_drop) begin
                    if (tail_d$0) begin
                        a$0$d = 1'b0;
                        hdr$0$d = 1'b0;
                        tail$0$d = 1'b0;
                        hsent$0$d = 1'b0;
                        discard$0$d = 1'b0;
                        rcvd$0$d = 32'h0;
                        sent$0$d = 32'h0;
                        cur$0$d = 32'h0;
                        rsv$0$d = 32'h0;
                        out$0$d = 32'h0;
                    end
                    else begin
                        discard$0$d = 1'b1;
                    end
                end
                else if (~hsent$0$q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out$0$d = p_acked;
                        end
                        cur$0$d = cur$0$q | p_acked;
                        rsv$0$d = 32'h0;
                        if (make_replica | ((cur$0$q | p_acked) == out$0$q)) begin
                            hsent$0$d = 1'b1;
                            sent$0$d = 32'h1;
                        end
                    end
                    else begin
                        rsv$0$d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent$0$d = sent$0$q + 32'h1;
                    if ((pick$drv_tag == 32'h3) | ((sent$0$q + 32'h1 >= rcvd_d$0) & tail_d$0)) begin
                        a$0$d = 1'b0;
                        hdr$0$d = 1'b0;
                        tail$0$d = 1'b0;
                        hsent$0$d = 1'b0;
                        discard$0$d = 1'b0;
                        rcvd$0$d = 32'h0;
                        sent$0$d = 32'h0;
                        cur$0$d = 32'h0;
                        rsv$0$d = 32'h0;
                        out$0$d = 32'h0;
                    end
                end
            end
            if (arbiter$grant[1]) begin
                if (tx_drop) begin
                    if (tail_d$1) begin
                        a$1$d = 1'b0;
                        hdr$1$d = 1'b0;
                        tail$1$d = 1'b0;
                        hsent$1$d = 1'b0;
                        discard$1$d = 1'b0;
                        rcvd$1$d = 32'h0;
                        sent$1$d = 32'h0;
                        cur$1$d = 32'h0;
                        rsv$1$d = 32'h0;
                        out$1$d = 32'h0;
                    end
                    else begin
                        discard$1$d = 1'b1;
                    end
                end
                else if (~hsent$1$q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out$1$d = p_acked;
                        end
                        cur$1$d = cur$1$q | p_acked;
                        rsv$1$d = 32'h0;
                        if (make_replica | ((cur$1$q | p_acked) == out$1$q)) begin
                            hsent$1$d = 1'b1;
                            sent$1$d = 32'h1;
                        end
                    end
                    else begin
                        rsv$1$d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent$1$d = sent$1$q + 32'h1;
                    if ((pick$drv_tag == 32'h3) | ((sent$1$q + 32'h1 >= rcvd_d$1) & tail_d$1)) begin
                        a$1$d = 1'b0;
                        hdr$1$d = 1'b0;
                        tail$1$d = 1'b0;
                        hsent$1$d = 1'b0;
                        discard$1$d = 1'b0;
                        rcvd$1$d = 32'h0;
                        sent$1$d = 32'h0;
                        cur$1$d = 32'h0;
                        rsv$1$d = 32'h0;
                        out$1$d = 32'h0;
                    end
                end
            end
            if (arbiter$grant[2]) begin
                if (tx_drop) begin
                    if (tail_d$2) begin
                        a$2$d = 1'b0;
                        hdr$2$d = 1'b0;
                        tail$2$d = 1'b0;
                        hsent$2$d = 1'b0;
                        discard$2$d = 1'b0;
                        rcvd$2$d = 32'h0;
                        sent$2$d = 32'h0;
                        cur$2$d = 32'h0;
                        rsv$2$d = 32'h0;
                        out$2$d = 32'h0;
                    end
                    else begin
                        discard$2$d = 1'b1;
                    end
                end
                else if (~hsent$2$q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out$2$d = p_acked;
                        end
                        cur$2$d = cur$2$q | p_acked;
                        rsv$2$d = 32'h0;
                        if (make_replica | ((cur$2$q | p_acked) == out$2$q)) begin
                            hsent$2$d = 1'b1;
                            sent$2$d = 32'h1;
                        end
                    end
                    else begin
                        rsv$2$d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent$2$d = sent$2$q + 32'h1;
                    if ((pick$drv_tag == 32'h3) | ((sent$2$q + 32'h1 >= rcvd_d$2) & tail_d$2)) begin
                        a$2$d = 1'b0;
                        hdr$2$d = 1'b0;
                        tail$2$d = 1'b0;
                        hsent$2$d = 1'b0;
                        discard$2$d = 1'b0;
                        rcvd$2$d = 32'h0;
                        sent$2$d = 32'h0;
                        cur$2$d = 32'h0;
                        rsv$2$d = 32'h0;
                        out$2$d = 32'h0;
                    end
                end
            end
            if (arbiter$grant[3]) begin
                if (tx_drop) begin
                    if (tail_d$3) begin
                        a$3$d = 1'b0;
                        hdr$3$d = 1'b0;
                        tail$3$d = 1'b0;
                        hsent$3$d = 1'b0;
                        discard$3$d = 1'b0;
                        rcvd$3$d = 32'h0;
                        sent$3$d = 32'h0;
                        cur$3$d = 32'h0;
                        rsv$3$d = 32'h0;
                        out$3$d = 32'h0;
                    end
                    else begin
                        discard$3$d = 1'b1;
                    end
                end
                else if (~hsent$3$q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out$3$d = p_acked;
                        end
                        cur$3$d = cur$3$q | p_acked;
                        rsv$3$d = 32'h0;
                        if (make_replica | ((cur$3$q | p_acked) == out$3$q)) begin
                            hsent$3$d = 1'b1;
                            sent$3$d = 32'h1;
                        end
                    end
                    else begin
                        rsv$3$d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent$3$d = sent$3$q + 32'h1;
                    if ((pick$drv_tag == 32'h3) | ((sent$3$q + 32'h1 >= rcvd_d$3) & tail_d$3)) begin
                        a$3$d = 1'b0;
                        hdr$3$d = 1'b0;
                        tail$3$d = 1'b0;
                        hsent$3$d = 1'b0;
                        discard$3$d = 1'b0;
                        rcvd$3$d = 32'h0;
                        sent$3$d = 32'h0;
                        cur$3$d = 32'h0;
                        rsv$3$d = 32'h0;
                        out$3$d = 32'h0;
                    end
                end
            end
        end
        if (make_replica) begin
            if (stat$last_free[0]) begin
                a$0$d = 1'b1;
                hdr$0$d = 1'b1;
                hsent$0$d = 1'b0;
                sent$0$d = 32'h0;
                cur$0$d = 32'h0;
                rsv$0$d = 32'h0;
                out$0$d = p_rest;
                if (arbiter$grant[0]) begin
                    drv$0$d = drv$0$q;
                    buf_num$0$d = buf_num$0$q;
                    len$0$d = len$0$q;
                    discard$0$d = discard$0$q;
                    rcvd$0$d = rcvd_d$0;
                    tail$0$d = tail_d$0;
                    flit_tag$0$d = flit_tag$0$q;
                    flit_data$0$d = flit_data$0$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$0)) begin
                        flit_tag$0$d = rx_tag;
                        flit_data$0$d = rx_data;
                    end
                    flit_tag$1$d = flit_tag$1$q;
                    flit_data$1$d = flit_data$1$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$1)) begin
                        flit_tag$1$d = rx_tag;
                        flit_data$1$d = rx_data;
                    end
                    flit_tag$2$d = flit_tag$2$q;
                    flit_data$2$d = flit_data$2$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$2)) begin
                        flit_tag$2$d = rx_tag;
                        flit_data$2$d = rx_data;
                    end
                    flit_tag$3$d = flit_tag$3$q;
                    flit_data$3$d = flit_data$3$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$3)) begin
                        flit_tag$3$d = rx_tag;
                        flit_data$3$d = rx_data;
                    end
                    region_lo$0$d = region_lo$0$q;
                    region_hi$0$d = region_hi$0$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$0$d = tx_at$0;
                        region_hi$0$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$0$d = tx_at$0;
                    end
                    region_lo$1$d = region_lo$1$q;
                    region_hi$1$d = region_hi$1$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$1$d = tx_at$1;
                        region_hi$1$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$1$d = tx_at$1;
                    end
                end
                if (arbiter$grant[1]) begin
                    drv$0$d = drv$1$q;
                    buf_num$0$d = buf_num$1$q;
                    len$0$d = len$1$q;
                    discard$0$d = discard$1$q;
                    rcvd$0$d = rcvd_d$1;
                    tail$0$d = tail_d$1;
                    flit_tag$0$d = flit_tag$4$q;
                    flit_data$0$d = flit_data$4$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$0)) begin
                        flit_tag$0$d = rx_tag;
                        flit_data$0$d = rx_data;
                    end
                    flit_tag$1$d = flit_tag$5$q;
                    flit_data$1$d = flit_data$5$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$1)) begin
                        flit_tag$1$d = rx_tag;
                        flit_data$1$d = rx_data;
                    end
                    flit_tag$2$d = flit_tag$6$q;
                    flit_data$2$d = flit_data$6$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$2)) begin
                        flit_tag$2$d = rx_tag;
                        flit_data$2$d = rx_data;
                    end
                    flit_tag$3$d = flit_tag$7$q;
                    flit_data$3$d = flit_data$7$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$3)) begin
                        flit_tag$3$d = rx_tag;
                        flit_data$3$d = rx_data;
                    end
                    region_lo$0$d = region_lo$2$q;
                    region_hi$0$d = region_hi$2$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$0$d = tx_at$0;
                        region_hi$0$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$0$d = tx_at$0;
                    end
                    region_lo$1$d = region_lo$3$q;
                    region_hi$1$d = region_hi$3$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$1$d = tx_at$1;
                        region_hi$1$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$1$d = tx_at$1;
                    end
                end
                if (arbiter$grant[2]) begin
                    drv$0$d = drv$2$q;
                    buf_num$0$d = buf_num$2$q;
                    len$0$d = len$2$q;
                    discard$0$d = discard$2$q;
                    rcvd$0$d = rcvd_d$2;
                    tail$0$d = tail_d$2;
                    flit_tag$0$d = flit_tag$8$q;
                    flit_data$0$d = flit_data$8$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$0)) begin
                        flit_tag$0$d = rx_tag;
                        flit_data$0$d = rx_data;
                    end
                    flit_tag$1$d = flit_tag$9$q;
                    flit_data$1$d = flit_data$9$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$1)) begin
                        flit_tag$1$d = rx_tag;
                        flit_data$1$d = rx_data;
                    end
                    flit_tag$2$d = flit_tag$10$q;
                    flit_data$2$d = flit_data$10$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$2)) begin
                        flit_tag$2$d = rx_tag;
                        flit_data$2$d = rx_data;
                    end
                    flit_tag$3$d = flit_tag$11$q;
                    flit_data$3$d = flit_data$11$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$3)) begin
                        flit_tag$3$d = rx_tag;
                        flit_data$3$d = rx_data;
                    end
                    region_lo$0$d = region_lo$4$q;
                    region_hi$0$d = region_hi$4$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$0$d = tx_at$0;
                        region_hi$0$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$0$d = tx_at$0;
                    end
                    region_lo$1$d = region_lo$5$q;
                    region_hi$1$d = region_hi$5$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$1$d = tx_at$1;
                        region_hi$1$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$1$d = tx_at$1;
                    end
                end
                if (arbiter$grant[3]) begin
                    drv$0$d = drv$3$q;
                    buf_num$0$d = buf_num$3$q;
                    len$0$d = len$3$q;
                    discard$0$d = discard$3$q;
                    rcvd$0$d = rcvd_d$3;
                    tail$0$d = tail_d$3;
                    flit_tag$0$d = flit_tag$12$q;
                    flit_data$0$d = flit_data$12$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$0)) begin
                        flit_tag$0$d = rx_tag;
                        flit_data$0$d = rx_data;
                    end
                    flit_tag$1$d = flit_tag$13$q;
                    flit_data$1$d = flit_data$13$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$1)) begin
                        flit_tag$1$d = rx_tag;
                        flit_data$1$d = rx_data;
                    end
                    flit_tag$2$d = flit_tag$14$q;
                    flit_data$2$d = flit_data$14$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$2)) begin
                        flit_tag$2$d = rx_tag;
                        flit_data$2$d = rx_data;
                    end
                    flit_tag$3$d = flit_tag$15$q;
                    flit_data$3$d = flit_data$15$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$3)) begin
                        flit_tag$3$d = rx_tag;
                        flit_data$3$d = rx_data;
                    end
                    region_lo$0$d = region_lo$6$q;
                    region_hi$0$d = region_hi$6$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$0$d = tx_at$0;
                        region_hi$0$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$0$d = tx_at$0;
                    end
                    region_lo$1$d = region_lo$7$q;
                    region_hi$1$d = region_hi$7$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$1$d = tx_at$1;
                        region_hi$1$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$1$d = tx_at$1;
                    end
                end
            end
            if (stat$last_free[1]) begin
                a$1$d = 1'b1;
                hdr$1$d = 1'b1;
                hsent$1$d = 1'b0;
                sent$1$d = 32'h0;
                cur$1$d = 32'h0;
                rsv$1$d = 32'h0;
                out$1$d = p_rest;
                if (arbiter$grant[0]) begin
                    drv$1$d = drv$0$q;
                    buf_num$1$d = buf_num$0$q;
                    len$1$d = len$0$q;
                    discard$1$d = discard$0$q;
                    rcvd$1$d = rcvd_d$0;
                    tail$1$d = tail_d$0;
                    flit_tag$4$d = flit_tag$0$q;
                    flit_data$4$d = flit_data$0$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$0)) begin
                        flit_tag$4$d = rx_tag;
                        flit_data$4$d = rx_data;
                    end
                    flit_tag$5$d = flit_tag$1$q;
                    flit_data$5$d = flit_data$1$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$1)) begin
                        flit_tag$5$d = rx_tag;
                        flit_data$5$d = rx_data;
                    end
                    flit_tag$6$d = flit_tag$2$q;
                    flit_data$6$d = flit_data$2$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$2)) begin
                        flit_tag$6$d = rx_tag;
                        flit_data$6$d = rx_data;
                    end
                    flit_tag$7$d = flit_tag$3$q;
                    flit_data$7$d = flit_data$3$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$3)) begin
                        flit_tag$7$d = rx_tag;
                        flit_data$7$d = rx_data;
                    end
                    region_lo$2$d = region_lo$0$q;
                    region_hi$2$d = region_hi$0$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$2$d = tx_at$0;
                        region_hi$2$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$2$d = tx_at$0;
                    end
                    region_lo$3$d = region_lo$1$q;
                    region_hi$3$d = region_hi$1$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$3$d = tx_at$1;
                        region_hi$3$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$3$d = tx_at$1;
                    end
                end
                if (arbiter$grant[1]) begin
                    drv$1$d = drv$1$q;
                    buf_num$1$d = buf_num$1$q;
                    len$1$d = len$1$q;
                    discard$1$d = discard$1$q;
                    rcvd$1$d = rcvd_d$1;
                    tail$1$d = tail_d$1;
                    flit_tag$4$d = flit_tag$4$q;
                    flit_data$4$d = flit_data$4$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$0)) begin
                        flit_tag$4$d = rx_tag;
                        flit_data$4$d = rx_data;
                    end
                    flit_tag$5$d = flit_tag$5$q;
                    flit_data$5$d = flit_data$5$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$1)) begin
                        flit_tag$5$d = rx_tag;
                        flit_data$5$d = rx_data;
                    end
                    flit_tag$6$d = flit_tag$6$q;
                    flit_data$6$d = flit_data$6$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$2)) begin
                        flit_tag$6$d = rx_tag;
                        flit_data$6$d = rx_data;
                    end
                    flit_tag$7$d = flit_tag$7$q;
                    flit_data$7$d = flit_data$7$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$3)) begin
                        flit_tag$7$d = rx_tag;
                        flit_data$7$d = rx_data;
                    end
                    region_lo$2$d = region_lo$2$q;
                    region_hi$2$d = region_hi$2$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$2$d = tx_at$0;
                        region_hi$2$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$2$d = tx_at$0;
                    end
                    region_lo$3$d = region_lo$3$q;
                    region_hi$3$d = region_hi$3$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$3$d = tx_at$1;
                        region_hi$3$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$3$d = tx_at$1;
                    end
                end
                if (arbiter$grant[2]) begin
                    drv$1$d = drv$2$q;
                    buf_num$1$d = buf_num$2$q;
                    len$1$d = len$2$q;
                    discard$1$d = discard$2$q;
                    rcvd$1$d = rcvd_d$2;
                    tail$1$d = tail_d$2;
                    flit_tag$4$d = flit_tag$8$q;
                    flit_data$4$d = flit_data$8$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$0)) begin
                        flit_tag$4$d = rx_tag;
                        flit_data$4$d = rx_data;
                    end
                    flit_tag$5$d = flit_tag$9$q;
                    flit_data$5$d = flit_data$9$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$1)) begin
                        flit_tag$5$d = rx_tag;
                        flit_data$5$d = rx_data;
                    end
                    flit_tag$6$d = flit_tag$10$q;
                    flit_data$6$d = flit_data$10$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$2)) begin
                        flit_tag$6$d = rx_tag;
                        flit_data$6$d = rx_data;
                    end
                    flit_tag$7$d = flit_tag$11$q;
                    flit_data$7$d = flit_data$11$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$3)) begin
                        flit_tag$7$d = rx_tag;
                        flit_data$7$d = rx_data;
                    end
                    region_lo$2$d = region_lo$4$q;
                    region_hi$2$d = region_hi$4$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$2$d = tx_at$0;
                        region_hi$2$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$2$d = tx_at$0;
                    end
                    region_lo$3$d = region_lo$5$q;
                    region_hi$3$d = region_hi$5$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$3$d = tx_at$1;
                        region_hi$3$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$3$d = tx_at$1;
                    end
                end
                if (arbiter$grant[3]) begin
                    drv$1$d = drv$3$q;
                    buf_num$1$d = buf_num$3$q;
                    len$1$d = len$3$q;
                    discard$1$d = discard$3$q;
                    rcvd$1$d = rcvd_d$3;
                    tail$1$d = tail_d$3;
                    flit_tag$4$d = flit_tag$12$q;
                    flit_data$4$d = flit_data$12$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$0)) begin
                        flit_tag$4$d = rx_tag;
                        flit_data$4$d = rx_data;
                    end
                    flit_tag$5$d = flit_tag$13$q;
                    flit_data$5$d = flit_data$13$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$1)) begin
                        flit_tag$5$d = rx_tag;
                        flit_data$5$d = rx_data;
                    end
                    flit_tag$6$d = flit_tag$14$q;
                    flit_data$6$d = flit_data$14$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$2)) begin
                        flit_tag$6$d = rx_tag;
                        flit_data$6$d = rx_data;
                    end
                    flit_tag$7$d = flit_tag$15$q;
                    flit_data$7$d = flit_data$15$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$3)) begin
                        flit_tag$7$d = rx_tag;
                        flit_data$7$d = rx_data;
                    end
                    region_lo$2$d = region_lo$6$q;
                    region_hi$2$d = region_hi$6$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$2$d = tx_at$0;
                        region_hi$2$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$2$d = tx_at$0;
                    end
                    region_lo$3$d = region_lo$7$q;
                    region_hi$3$d = region_hi$7$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$3$d = tx_at$1;
                        region_hi$3$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$3$d = tx_at$1;
                    end
                end
            end
            if (stat$last_free[2]) begin
                a$2$d = 1'b1;
                hdr$2$d = 1'b1;
                hsent$2$d = 1'b0;
                sent$2$d = 32'h0;
                cur$2$d = 32'h0;
                rsv$2$d = 32'h0;
                out$2$d = p_rest;
                if (arbiter$grant[0]) begin
                    drv$2$d = drv$0$q;
                    buf_num$2$d = buf_num$0$q;
                    len$2$d = len$0$q;
                    discard$2$d = discard$0$q;
                    rcvd$2$d = rcvd_d$0;
                    tail$2$d = tail_d$0;
                    flit_tag$8$d = flit_tag$0$q;
                    flit_data$8$d = flit_data$0$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$0)) begin
                        flit_tag$8$d = rx_tag;
                        flit_data$8$d = rx_data;
                    end
                    flit_tag$9$d = flit_tag$1$q;
                    flit_data$9$d = flit_data$1$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$1)) begin
                        flit_tag$9$d = rx_tag;
                        flit_data$9$d = rx_data;
                    end
                    flit_tag$10$d = flit_tag$2$q;
                    flit_data$10$d = flit_data$2$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$2)) begin
                        flit_tag$10$d = rx_tag;
                        flit_data$10$d = rx_data;
                    end
                    flit_tag$11$d = flit_tag$3$q;
                    flit_data$11$d = flit_data$3$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$3)) begin
                        flit_tag$11$d = rx_tag;
                        flit_data$11$d = rx_data;
                    end
                    region_lo$4$d = region_lo$0$q;
                    region_hi$4$d = region_hi$0$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$4$d = tx_at$0;
                        region_hi$4$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$4$d = tx_at$0;
                    end
                    region_lo$5$d = region_lo$1$q;
                    region_hi$5$d = region_hi$1$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$5$d = tx_at$1;
                        region_hi$5$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$5$d = tx_at$1;
                    end
                end
                if (arbiter$grant[1]) begin
                    drv$2$d = drv$1$q;
                    buf_num$2$d = buf_num$1$q;
                    len$2$d = len$1$q;
                    discard$2$d = discard$1$q;
                    rcvd$2$d = rcvd_d$1;
                    tail$2$d = tail_d$1;
                    flit_tag$8$d = flit_tag$4$q;
                    flit_data$8$d = flit_data$4$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$0)) begin
                        flit_tag$8$d = rx_tag;
                        flit_data$8$d = rx_data;
                    end
                    flit_tag$9$d = flit_tag$5$q;
                    flit_data$9$d = flit_data$5$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$1)) begin
                        flit_tag$9$d = rx_tag;
                        flit_data$9$d = rx_data;
                    end
                    flit_tag$10$d = flit_tag$6$q;
                    flit_data$10$d = flit_data$6$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$2)) begin
                        flit_tag$10$d = rx_tag;
                        flit_data$10$d = rx_data;
                    end
                    flit_tag$11$d = flit_tag$7$q;
                    flit_data$11$d = flit_data$7$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$3)) begin
                        flit_tag$11$d = rx_tag;
                        flit_data$11$d = rx_data;
                    end
                    region_lo$4$d = region_lo$2$q;
                    region_hi$4$d = region_hi$2$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$4$d = tx_at$0;
                        region_hi$4$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$4$d = tx_at$0;
                    end
                    region_lo$5$d = region_lo$3$q;
                    region_hi$5$d = region_hi$3$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$5$d = tx_at$1;
                        region_hi$5$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$5$d = tx_at$1;
                    end
                end
                if (arbiter$grant[2]) begin
                    drv$2$d = drv$2$q;
                    buf_num$2$d = buf_num$2$q;
                    len$2$d = len$2$q;
                    discard$2$d = discard$2$q;
                    rcvd$2$d = rcvd_d$2;
                    tail$2$d = tail_d$2;
                    flit_tag$8$d = flit_tag$8$q;
                    flit_data$8$d = flit_data$8$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$0)) begin
                        flit_tag$8$d = rx_tag;
                        flit_data$8$d = rx_data;
                    end
                    flit_tag$9$d = flit_tag$9$q;
                    flit_data$9$d = flit_data$9$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$1)) begin
                        flit_tag$9$d = rx_tag;
                        flit_data$9$d = rx_data;
                    end
                    flit_tag$10$d = flit_tag$10$q;
                    flit_data$10$d = flit_data$10$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$2)) begin
                        flit_tag$10$d = rx_tag;
                        flit_data$10$d = rx_data;
                    end
                    flit_tag$11$d = flit_tag$11$q;
                    flit_data$11$d = flit_data$11$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$3)) begin
                        flit_tag$11$d = rx_tag;
                        flit_data$11$d = rx_data;
                    end
                    region_lo$4$d = region_lo$4$q;
                    region_hi$4$d = region_hi$4$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$4$d = tx_at$0;
                        region_hi$4$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$4$d = tx_at$0;
                    end
                    region_lo$5$d = region_lo$5$q;
                    region_hi$5$d = region_hi$5$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$5$d = tx_at$1;
                        region_hi$5$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$5$d = tx_at$1;
                    end
                end
                if (arbiter$grant[3]) begin
                    drv$2$d = drv$3$q;
                    buf_num$2$d = buf_num$3$q;
                    len$2$d = len$3$q;
                    discard$2$d = discard$3$q;
                    rcvd$2$d = rcvd_d$3;
                    tail$2$d = tail_d$3;
                    flit_tag$8$d = flit_tag$12$q;
                    flit_data$8$d = flit_data$12$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$0)) begin
                        flit_tag$8$d = rx_tag;
                        flit_data$8$d = rx_data;
                    end
                    flit_tag$9$d = flit_tag$13$q;
                    flit_data$9$d = flit_data$13$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$1)) begin
                        flit_tag$9$d = rx_tag;
                        flit_data$9$d = rx_data;
                    end
                    flit_tag$10$d = flit_tag$14$q;
                    flit_data$10$d = flit_data$14$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$2)) begin
                        flit_tag$10$d = rx_tag;
                        flit_data$10$d = rx_data;
                    end
                    flit_tag$11$d = flit_tag$15$q;
                    flit_data$11$d = flit_data$15$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$3)) begin
                        flit_tag$11$d = rx_tag;
                        flit_data$11$d = rx_data;
                    end
                    region_lo$4$d = region_lo$6$q;
                    region_hi$4$d = region_hi$6$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$4$d = tx_at$0;
                        region_hi$4$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$4$d = tx_at$0;
                    end
                    region_lo$5$d = region_lo$7$q;
                    region_hi$5$d = region_hi$7$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$5$d = tx_at$1;
                        region_hi$5$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$5$d = tx_at$1;
                    end
                end
            end
            if (stat$last_free[3]) begin
                a$3$d = 1'b1;
                hdr$3$d = 1'b1;
                hsent$3$d = 1'b0;
                sent$3$d = 32'h0;
                cur$3$d = 32'h0;
                rsv$3$d = 32'h0;
                out$3$d = p_rest;
                if (arbiter$grant[0]) begin
                    drv$3$d = drv$0$q;
                    buf_num$3$d = buf_num$0$q;
                    len$3$d = len$0$q;
                    discard$3$d = discard$0$q;
                    rcvd$3$d = rcvd_d$0;
                    tail$3$d = tail_d$0;
                    flit_tag$12$d = flit_tag$0$q;
                    flit_data$12$d = flit_data$0$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$0)) begin
                        flit_tag$12$d = rx_tag;
                        flit_data$12$d = rx_data;
                    end
                    flit_tag$13$d = flit_tag$1$q;
                    flit_data$13$d = flit_data$1$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$1)) begin
                        flit_tag$13$d = rx_tag;
                        flit_data$13$d = rx_data;
                    end
                    flit_tag$14$d = flit_tag$2$q;
                    flit_data$14$d = flit_data$2$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$2)) begin
                        flit_tag$14$d = rx_tag;
                        flit_data$14$d = rx_data;
                    end
                    flit_tag$15$d = flit_tag$3$q;
                    flit_data$15$d = flit_data$3$q;
                    if (wrote[0] & (rcvd$0$q == entry_num$3)) begin
                        flit_tag$15$d = rx_tag;
                        flit_data$15$d = rx_data;
                    end
                    region_lo$6$d = region_lo$0$q;
                    region_hi$6$d = region_hi$0$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$6$d = tx_at$0;
                        region_hi$6$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$6$d = tx_at$0;
                    end
                    region_lo$7$d = region_lo$1$q;
                    region_hi$7$d = region_hi$1$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$7$d = tx_at$1;
                        region_hi$7$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$7$d = tx_at$1;
                    end
                end
                if (arbiter$grant[1]) begin
                    drv$3$d = drv$1$q;
                    buf_num$3$d = buf_num$1$q;
                    len$3$d = len$1$q;
                    discard$3$d = discard$1$q;
                    rcvd$3$d = rcvd_d$1;
                    tail$3$d = tail_d$1;
                    flit_tag$12$d = flit_tag$4$q;
                    flit_data$12$d = flit_data$4$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$0)) begin
                        flit_tag$12$d = rx_tag;
                        flit_data$12$d = rx_data;
                    end
                    flit_tag$13$d = flit_tag$5$q;
                    flit_data$13$d = flit_data$5$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$1)) begin
                        flit_tag$13$d = rx_tag;
                        flit_data$13$d = rx_data;
                    end
                    flit_tag$14$d = flit_tag$6$q;
                    flit_data$14$d = flit_data$6$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$2)) begin
                        flit_tag$14$d = rx_tag;
                        flit_data$14$d = rx_data;
                    end
                    flit_tag$15$d = flit_tag$7$q;
                    flit_data$15$d = flit_data$7$q;
                    if (wrote[1] & (rcvd$1$q == entry_num$3)) begin
                        flit_tag$15$d = rx_tag;
                        flit_data$15$d = rx_data;
                    end
                    region_lo$6$d = region_lo$2$q;
                    region_hi$6$d = region_hi$2$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$6$d = tx_at$0;
                        region_hi$6$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$6$d = tx_at$0;
                    end
                    region_lo$7$d = region_lo$3$q;
                    region_hi$7$d = region_hi$3$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$7$d = tx_at$1;
                        region_hi$7$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$7$d = tx_at$1;
                    end
                end
                if (arbiter$grant[2]) begin
                    drv$3$d = drv$2$q;
                    buf_num$3$d = buf_num$2$q;
                    len$3$d = len$2$q;
                    discard$3$d = discard$2$q;
                    rcvd$3$d = rcvd_d$2;
                    tail$3$d = tail_d$2;
                    flit_tag$12$d = flit_tag$8$q;
                    flit_data$12$d = flit_data$8$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$0)) begin
                        flit_tag$12$d = rx_tag;
                        flit_data$12$d = rx_data;
                    end
                    flit_tag$13$d = flit_tag$9$q;
                    flit_data$13$d = flit_data$9$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$1)) begin
                        flit_tag$13$d = rx_tag;
                        flit_data$13$d = rx_data;
                    end
                    flit_tag$14$d = flit_tag$10$q;
                    flit_data$14$d = flit_data$10$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$2)) begin
                        flit_tag$14$d = rx_tag;
                        flit_data$14$d = rx_data;
                    end
                    flit_tag$15$d = flit_tag$11$q;
                    flit_data$15$d = flit_data$11$q;
                    if (wrote[2] & (rcvd$2$q == entry_num$3)) begin
                        flit_tag$15$d = rx_tag;
                        flit_data$15$d = rx_data;
                    end
                    region_lo$6$d = region_lo$4$q;
                    region_hi$6$d = region_hi$4$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$6$d = tx_at$0;
                        region_hi$6$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$6$d = tx_at$0;
                    end
                    region_lo$7$d = region_lo$5$q;
                    region_hi$7$d = region_hi$5$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$7$d = tx_at$1;
                        region_hi$7$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$7$d = tx_at$1;
                    end
                end
                if (arbiter$grant[3]) begin
                    drv$3$d = drv$3$q;
                    buf_num$3$d = buf_num$3$q;
                    len$3$d = len$3$q;
                    discard$3$d = discard$3$q;
                    rcvd$3$d = rcvd_d$3;
                    tail$3$d = tail_d$3;
                    flit_tag$12$d = flit_tag$12$q;
                    flit_data$12$d = flit_data$12$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$0)) begin
                        flit_tag$12$d = rx_tag;
                        flit_data$12$d = rx_data;
                    end
                    flit_tag$13$d = flit_tag$13$q;
                    flit_data$13$d = flit_data$13$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$1)) begin
                        flit_tag$13$d = rx_tag;
                        flit_data$13$d = rx_data;
                    end
                    flit_tag$14$d = flit_tag$14$q;
                    flit_data$14$d = flit_data$14$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$2)) begin
                        flit_tag$14$d = rx_tag;
                        flit_data$14$d = rx_data;
                    end
                    flit_tag$15$d = flit_tag$15$q;
                    flit_data$15$d = flit_data$15$q;
                    if (wrote[3] & (rcvd$3$q == entry_num$3)) begin
                        flit_tag$15$d = rx_tag;
                        flit_data$15$d = rx_data;
                    end
                    region_lo$6$d = region_lo$6$q;
                    region_hi$6$d = region_hi$6$q;
                    if (|(p_first & ways_above$0)) begin
                        region_lo$6$d = tx_at$0;
                        region_hi$6$d = tx_at$0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi$6$d = tx_at$0;
                    end
                    region_lo$7$d = region_lo$7$q;
                    region_hi$7$d = region_hi$7$q;
                    if (|(p_first & ways_above$1)) begin
                        region_lo$7$d = tx_at$1;
                        region_hi$7$d = tx_at$1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi$7$d = tx_at$1;
                    end
                end
            end
        end
        if (inject & ld_valid) begin
            if (stat$first_free[0]) begin
                a$0$d = 1'b1;
                drv$0$d = node_slot;
                buf_num$0$d = 32'h0;
                rcvd$0$d = ld_rcvd;
                sent$0$d = 32'h0;
                if (ld_hsent) begin
                    sent$0$d = 32'h1;
                end
                hdr$0$d = 1'b1;
                tail$0$d = 1'b1;
                hsent$0$d = ld_hsent;
                discard$0$d = 1'b0;
                len$0$d = ld_len;
                out$0$d = ld_out;
                cur$0$d = 32'h0;
                rsv$0$d = 32'h0;
                region_lo$0$d = ld_lo$0;
                region_hi$0$d = ld_hi$0;
                region_lo$1$d = ld_lo$1;
                region_hi$1$d = ld_hi$1;
                flit_tag$0$d = ld_tag$0;
                flit_data$0$d = ld_data$0;
                flit_tag$1$d = ld_tag$1;
                flit_data$1$d = ld_data$1;
                flit_tag$2$d = ld_tag$2;
                flit_data$2$d = ld_data$2;
                flit_tag$3$d = ld_tag$3;
                flit_data$3$d = ld_data$3;
            end
            if (stat$first_free[1]) begin
                a$1$d = 1'b1;
                drv$1$d = node_slot;
                buf_num$1$d = 32'h0;
                rcvd$1$d = ld_rcvd;
                sent$1$d = 32'h0;
                if (ld_hsent) begin
                    sent$1$d = 32'h1;
                end
                hdr$1$d = 1'b1;
                tail$1$d = 1'b1;
                hsent$1$d = ld_hsent;
                discard$1$d = 1'b0;
                len$1$d = ld_len;
                out$1$d = ld_out;
                cur$1$d = 32'h0;
                rsv$1$d = 32'h0;
                region_lo$2$d = ld_lo$0;
                region_hi$2$d = ld_hi$0;
                region_lo$3$d = ld_lo$1;
                region_hi$3$d = ld_hi$1;
                flit_tag$4$d = ld_tag$0;
                flit_data$4$d = ld_data$0;
                flit_tag$5$d = ld_tag$1;
                flit_data$5$d = ld_data$1;
                flit_tag$6$d = ld_tag$2;
                flit_data$6$d = ld_data$2;
                flit_tag$7$d = ld_tag$3;
                flit_data$7$d = ld_data$3;
            end
            if (stat$first_free[2]) begin
                a$2$d = 1'b1;
                drv$2$d = node_slot;
                buf_num$2$d = 32'h0;
                rcvd$2$d = ld_rcvd;
                sent$2$d = 32'h0;
                if (ld_hsent) begin
                    sent$2$d = 32'h1;
                end
                hdr$2$d = 1'b1;
                tail$2$d = 1'b1;
                hsent$2$d = ld_hsent;
                discard$2$d = 1'b0;
                len$2$d = ld_len;
                out$2$d = ld_out;
                cur$2$d = 32'h0;
                rsv$2$d = 32'h0;
                region_lo$4$d = ld_lo$0;
                region_hi$4$d = ld_hi$0;
                region_lo$5$d = ld_lo$1;
                region_hi$5$d = ld_hi$1;
                flit_tag$8$d = ld_tag$0;
                flit_data$8$d = ld_data$0;
                flit_tag$9$d = ld_tag$1;
                flit_data$9$d = ld_data$1;
                flit_tag$10$d = ld_tag$2;
                flit_data$10$d = ld_data$2;
                flit_tag$11$d = ld_tag$3;
                flit_data$11$d = ld_data$3;
            end
            if (stat$first_free[3]) begin
                a$3$d = 1'b1;
                drv$3$d = node_slot;
                buf_num$3$d = 32'h0;
                rcvd$3$d = ld_rcvd;
                sent$3$d = 32'h0;
                if (ld_hsent) begin
                    sent$3$d = 32'h1;
                end
                hdr$3$d = 1'b1;
                tail$3$d = 1'b1;
                hsent$3$d = ld_hsent;
                discard$3$d = 1'b0;
                len$3$d = ld_len;
                out$3$d = ld_out;
                cur$3$d = 32'h0;
                rsv$3$d = 32'h0;
                region_lo$6$d = ld_lo$0;
                region_hi$6$d = ld_hi$0;
                region_lo$7$d = ld_lo$1;
                region_hi$7$d = ld_hi$1;
                flit_tag$12$d = ld_tag$0;
                flit_data$12$d = ld_data$0;
                flit_tag$13$d = ld_tag$1;
                flit_data$13$d = ld_data$1;
                flit_tag$14$d = ld_tag$2;
                flit_data$14$d = ld_data$2;
                flit_tag$15$d = ld_tag$3;
                flit_data$15$d = ld_data$3;
            end
        end
        if (rst) begin
            a$0$d = 1'b0;
            hdr$0$d = 1'b0;
            tail$0$d = 1'b0;
            hsent$0$d = 1'b0;
            discard$0$d = 1'b0;
            rcvd$0$d = 32'h0;
            sent$0$d = 32'h0;
            out$0$d = 32'h0;
            cur$0$d = 32'h0;
            rsv$0$d = 32'h0;
            a$1$d = 1'b0;
            hdr$1$d = 1'b0;
            tail$1$d = 1'b0;
            hsent$1$d = 1'b0;
            discard$1$d = 1'b0;
            rcvd$1$d = 32'h0;
            sent$1$d = 32'h0;
            out$1$d = 32'h0;
            cur$1$d = 32'h0;
            rsv$1$d = 32'h0;
            a$2$d = 1'b0;
            hdr$2$d = 1'b0;
            tail$2$d = 1'b0;
            hsent$2$d = 1'b0;
            discard$2$d = 1'b0;
            rcvd$2$d = 32'h0;
            sent$2$d = 32'h0;
            out$2$d = 32'h0;
            cur$2$d = 32'h0;
            rsv$2$d = 32'h0;
            a$3$d = 1'b0;
            hdr$3$d = 1'b0;
            tail$3$d = 1'b0;
            hsent$3$d = 1'b0;
            discard$3$d = 1'b0;
            rcvd$3$d = 32'h0;
            sent$3$d = 32'h0;
            out$3$d = 32'h0;
            cur$3$d = 32'h0;
            rsv$3$d = 32'h0;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$a$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$ackout(rx_head,rsv_me,free,hit,rx_chain,ack_out);
    
    // Module arguments
    input wire  rx_head;
    input wire  rsv_me;
    input wire  free;
    input wire  hit;
    input wire  [4:0] rx_chain;
    output reg  ack_out;
    
    // Constant declarations
    localparam  ordered = 1'b1;
    localparam  rx_way = 5'b1;
    
    // Update code
    always @(*) begin
        if (rx_head) begin
            ack_out = rsv_me | (free & (~ordered | |(rx_chain & rx_way)));
        end
        else begin
            ack_out = hit;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$ackout


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$arbiter(clock,req,advance,rst,grant,valid);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] req;
    input wire  advance;
    input wire  rst;
    output reg  [3:0] grant;
    output reg  valid;
    
    // Constant declarations
    localparam  idx$0 = 2'b0;
    localparam  idx$1 = 2'b1;
    localparam  idx$2 = 2'b10;
    localparam  idx$3 = 2'b11;
    localparam  next$0 = 2'b1;
    localparam  next$1 = 2'b10;
    localparam  next$2 = 2'b11;
    localparam  next$3 = 2'b0;
    localparam  onehot$0 = 4'h1;
    localparam  onehot$1 = 4'h2;
    localparam  onehot$2 = 4'h4;
    localparam  onehot$3 = 4'h8;
    
    // Stub signals
    reg  [1:0] ptr$d;
    wire  [1:0] ptr$q;
    reg  ptr$clock;
    
    // Local signals
    reg  found;
    reg  passed;
    reg  adv_found;
    reg  adv_passed;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$arbiter$ptr ptr(
        .d(ptr$d),
        .q(ptr$q),
        .clock(ptr$clock)
    );
    
    // Update code
    always @(*) begin
        ptr$clock = clock;
        ptr$d = ptr$q;
        grant = 32'h0;
        found = 1'b0;
        passed = 1'b0;
        if (idx$0 == ptr$q) begin
            passed = 1'b1;
        end
        if (passed & ~found & req[0]) begin
            found = 1'b1;
            grant = onehot$0;
        end
        if (idx$1 == ptr$q) begin
            passed = 1'b1;
        end
        if (passed & ~found & req[1]) begin
            found = 1'b1;
            grant = onehot$1;
        end
        if (idx$2 == ptr$q) begin
            passed = 1'b1;
        end
        if (passed & ~found & req[2]) begin
            found = 1'b1;
            grant = onehot$2;
        end
        if (idx$3 == ptr$q) begin
            passed = 1'b1;
        end
        if (passed & ~found & req[3]) begin
            found = 1'b1;
            grant = onehot$3;
        end
        if (~found & req[0]) begin
            found = 1'b1;
            grant = onehot$0;
        end
        if (~found & req[1]) begin
            found = 1'b1;
            grant = onehot$1;
        end
        if (~found & req[2]) begin
            found = 1'b1;
            grant = onehot$2;
        end
        if (~found & req[3]) begin
            found = 1'b1;
            grant = onehot$3;
        end
        valid = found;
        adv_found = 1'b0;
        adv_passed = 1'b0;
        if (idx$0 == ptr$q) begin
            adv_passed = 1'b1;
        end
        if (adv_passed & ~adv_found & req[0]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$0;
            end
        end
        if (idx$1 == ptr$q) begin
            adv_passed = 1'b1;
        end
        if (adv_passed & ~adv_found & req[1]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$1;
            end
        end
        if (idx$2 == ptr$q) begin
            adv_passed = 1'b1;
        end
        if (adv_passed & ~adv_found & req[2]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$2;
            end
        end
        if (idx$3 == ptr$q) begin
            adv_passed = 1'b1;
        end
        if (adv_passed & ~adv_found & req[3]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$3;
            end
        end
        if (~adv_found & req[0]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$0;
            end
        end
        if (~adv_found & req[1]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$1;
            end
        end
        if (~adv_found & req[2]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$2;
            end
        end
        if (~adv_found & req[3]) begin
            adv_found = 1'b1;
            if (advance) begin
                ptr$d = next$3;
            end
        end
        if (rst) begin
            ptr$d = 32'h0;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$arbiter


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$arbiter$ptr(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$arbiter$ptr


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$buf_num$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$check(coord,rx_valid,rx_drv,rx_tag,rx_buf,rx_data,free,a$0,a$1,a$2,a$3,hdr$0,hdr$1,hdr$2,hdr$3,tail$0,tail$1,tail$2,tail$3,discard$0,discard$1,discard$2,discard$3,drv$0,drv$1,drv$2,drv$3,buf_num$0,buf_num$1,buf_num$2,buf_num$3,rcvd$0,rcvd$1,rcvd$2,rcvd$3,len$0,len$1,len$2,len$3,hit,can_ack,bad,rx_head,h_me,h_len,match_hit,rsv_me,reserved_first,sub_lo$0,sub_lo$1,sub_hi$0,sub_hi$1,route_out);
    
    // Module arguments
    input wire  [3:0] coord;
    input wire  rx_valid;
    input wire  [2:0] rx_drv;
    input wire  [1:0] rx_tag;
    input wire  [1:0] rx_buf;
    input wire  [15:0] rx_data;
    input wire  free;
    input wire  a$0;
    input wire  a$1;
    input wire  a$2;
    input wire  a$3;
    input wire  hdr$0;
    input wire  hdr$1;
    input wire  hdr$2;
    input wire  hdr$3;
    input wire  tail$0;
    input wire  tail$1;
    input wire  tail$2;
    input wire  tail$3;
    input wire  discard$0;
    input wire  discard$1;
    input wire  discard$2;
    input wire  discard$3;
    input wire  [2:0] drv$0;
    input wire  [2:0] drv$1;
    input wire  [2:0] drv$2;
    input wire  [2:0] drv$3;
    input wire  [1:0] buf_num$0;
    input wire  [1:0] buf_num$1;
    input wire  [1:0] buf_num$2;
    input wire  [1:0] buf_num$3;
    input wire  [2:0] rcvd$0;
    input wire  [2:0] rcvd$1;
    input wire  [2:0] rcvd$2;
    input wire  [2:0] rcvd$3;
    input wire  [2:0] len$0;
    input wire  [2:0] len$1;
    input wire  [2:0] len$2;
    input wire  [2:0] len$3;
    output reg  hit;
    output reg  can_ack;
    output reg  bad;
    output reg  rx_head;
    output reg  h_me;
    output reg  [2:0] h_len;
    output reg  [3:0] match_hit;
    output reg  rsv_me;
    output reg  [3:0] reserved_first;
    output reg  [1:0] sub_lo$0;
    output reg  [1:0] sub_lo$1;
    output reg  [1:0] sub_hi$0;
    output reg  [1:0] sub_hi$1;
    output reg  [4:0] route_out;
    
    // Constant declarations
    localparam  slot_index$0 = 3'b0;
    localparam  slot_index$1 = 3'b1;
    localparam  slot_index$2 = 3'b10;
    localparam  slot_index$3 = 3'b11;
    localparam  slot_index$4 = 3'b100;
    localparam  node_slot = 3'b100;
    localparam  rx_way = 5'b1;
    localparam  rx_plus = 1'b1;
    localparam  dim_below$0 = 1'b0;
    localparam  dim_below$1 = 1'b0;
    localparam  dim_own$0 = 1'b1;
    localparam  dim_own$1 = 1'b0;
    localparam  rx_add$0 = 2'b0;
    localparam  rx_add$1 = 2'b0;
    localparam  tx_add$0 = 2'b1;
    localparam  tx_add$1 = 2'b0;
    localparam  k_max = 2'b11;
    localparam  len_max = 3'b100;
    localparam  mst_bad = 5'b1110;
    localparam  eject = 1'b0;
    localparam  len_shift = 8'hd;
    
    // Local signals
    reg  [1:0] rx_at$0;
    reg  [1:0] rx_at$1;
    reg  [1:0] tx_at$0;
    reg  [1:0] tx_at$1;
    reg  [1:0] h_lo$0;
    reg  [1:0] h_lo$1;
    reg  [1:0] h_hi$0;
    reg  [1:0] h_hi$1;
    reg  h_inside;
    reg  h_single;
    reg  h_bad;
    reg  h_uni_ok;
    reg  sub_inside;
    reg  sub_found;
    reg  [3:0] reserved;
    reg  scan;
    
    // Update code
    always @(*) begin
        rx_at$0 = coord[(0 * 2)+:(2)] + rx_add$0;
        tx_at$0 = coord[(0 * 2)+:(2)] + tx_add$0;
        rx_at$1 = coord[(1 * 2)+:(2)] + rx_add$1;
        tx_at$1 = coord[(1 * 2)+:(2)] + tx_add$1;
        match_hit = 32'h0;
        reserved = 32'h0;
        reserved_first = 32'h0;
        scan = 1'b0;
        if (a$0 & (drv$0 == rx_drv) & (buf_num$0 == rx_buf)) begin
            if (hdr$0 & ~tail$0) begin
                match_hit = (match_hit & ~(1 << (0)) | ((1'b1) << (0)));
            end
            if (~hdr$0) begin
                reserved = (reserved & ~(1 << (0)) | ((1'b1) << (0)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (0)) | ((1'b1) << (0)));
                end
                scan = 1'b1;
            end
        end
        if (a$1 & (drv$1 == rx_drv) & (buf_num$1 == rx_buf)) begin
            if (hdr$1 & ~tail$1) begin
                match_hit = (match_hit & ~(1 << (1)) | ((1'b1) << (1)));
            end
            if (~hdr$1) begin
                reserved = (reserved & ~(1 << (1)) | ((1'b1) << (1)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (1)) | ((1'b1) << (1)));
                end
                scan = 1'b1;
            end
        end
        if (a$2 & (drv$2 == rx_drv) & (buf_num$2 == rx_buf)) begin
            if (hdr$2 & ~tail$2) begin
                match_hit = (match_hit & ~(1 << (2)) | ((1'b1) << (2)));
            end
            if (~hdr$2) begin
                reserved = (reserved & ~(1 << (2)) | ((1'b1) << (2)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (2)) | ((1'b1) << (2)));
                end
                scan = 1'b1;
            end
        end
        if (a$3 & (drv$3 == rx_drv) & (buf_num$3 == rx_buf)) begin
            if (hdr$3 & ~tail$3) begin
                match_hit = (match_hit & ~(1 << (3)) | ((1'b1) << (3)));
            end
            if (~hdr$3) begin
                reserved = (reserved & ~(1 << (3)) | ((1'b1) << (3)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (3)) | ((1'b1) << (3)));
                end
                scan = 1'b1;
            end
        end
        rx_head = rx_valid & (rx_tag == 32'h1);
        h_me = |(rx_data[(32'h0)+:(5)] & rx_way);
        h_lo$0 = rx_data[(5 + 0 * 2)+:(2)];
        h_hi$0 = rx_data[(5 + 2 * 2 + 0 * 2)+:(2)];
        h_lo$1 = rx_data[(5 + 1 * 2)+:(2)];
        h_hi$1 = rx_data[(5 + 2 * 2 + 1 * 2)+:(2)];
        h_len = ((rx_data >> len_shift) & 3'h7);
        h_bad = (h_len == 32'h0) | (h_len > len_max);
        h_inside = 1'b1;
        h_single = 1'b1;
        h_uni_ok = 1'b1;
        if ((h_lo$0 > h_hi$0) | (h_hi$0 > k_max)) begin
            h_bad = 1'b1;
        end
        if ((h_lo$0 > rx_at$0) | (h_hi$0 < rx_at$0)) begin
            h_inside = 1'b0;
        end
        if (h_lo$0 != h_hi$0) begin
            h_single = 1'b0;
        end
        if (dim_below$0 & (h_lo$0 != rx_at$0)) begin
            h_uni_ok = 1'b0;
        end
        if (dim_own$0) begin
            if (rx_plus) begin
                if (rx_at$0 >= h_lo$0) begin
                    h_uni_ok = 1'b0;
                end
            end
            else if (rx_at$0 <= h_hi$0) begin
                h_uni_ok = 1'b0;
            end
        end
        if ((h_lo$1 > h_hi$1) | (h_hi$1 > k_max)) begin
            h_bad = 1'b1;
        end
        if ((h_lo$1 > rx_at$1) | (h_hi$1 < rx_at$1)) begin
            h_inside = 1'b0;
        end
        if (h_lo$1 != h_hi$1) begin
            h_single = 1'b0;
        end
        if (dim_below$1 & (h_lo$1 != rx_at$1)) begin
            h_uni_ok = 1'b0;
        end
        if (dim_own$1) begin
            if (rx_plus) begin
                if (rx_at$1 >= h_lo$1) begin
                    h_uni_ok = 1'b0;
                end
            end
            else if (rx_at$1 <= h_hi$1) begin
                h_uni_ok = 1'b0;
            end
        end
        if ((rx_drv == slot_index$0) & mst_bad[0]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index$1) & mst_bad[1]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index$2) & mst_bad[2]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index$3) & mst_bad[3]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index$4) & mst_bad[4]) begin
            h_bad = 1'b1;
        end
        if (h_inside) begin
            if (dim_own$0) begin
                if (rx_plus) begin
                    if (h_hi$0 <= rx_at$0) begin
                        h_bad = 1'b1;
                    end
                end
                else if (h_lo$0 >= rx_at$0) begin
                    h_bad = 1'b1;
                end
            end
            if (dim_own$1) begin
                if (rx_plus) begin
                    if (h_hi$1 <= rx_at$1) begin
                        h_bad = 1'b1;
                    end
                end
                else if (h_lo$1 >= rx_at$1) begin
                    h_bad = 1'b1;
                end
            end
        end
        else if (~(h_single & h_uni_ok) | eject) begin
            h_bad = 1'b1;
        end
        sub_lo$0 = h_lo$0;
        sub_hi$0 = h_hi$0;
        if (h_inside) begin
            if (dim_below$0) begin
                sub_lo$0 = rx_at$0;
                sub_hi$0 = rx_at$0;
            end
            if (dim_own$0) begin
                if (rx_plus) begin
                    sub_lo$0 = rx_at$0 + 32'h1;
                end
                else begin
                    sub_hi$0 = rx_at$0 - 32'h1;
                end
            end
        end
        sub_lo$1 = h_lo$1;
        sub_hi$1 = h_hi$1;
        if (h_inside) begin
            if (dim_below$1) begin
                sub_lo$1 = rx_at$1;
                sub_hi$1 = rx_at$1;
            end
            if (dim_own$1) begin
                if (rx_plus) begin
                    sub_lo$1 = rx_at$1 + 32'h1;
                end
                else begin
                    sub_hi$1 = rx_at$1 - 32'h1;
                end
            end
        end
        sub_inside = 1'b1;
        if ((sub_lo$0 > tx_at$0) | (sub_hi$0 < tx_at$0)) begin
            sub_inside = 1'b0;
        end
        if ((sub_lo$1 > tx_at$1) | (sub_hi$1 < tx_at$1)) begin
            sub_inside = 1'b0;
        end
        route_out = 32'h0;
        sub_found = 1'b0;
        if (sub_inside) begin
            route_out = (route_out & ~(1 << (5 - 32'h1)) | ((1'b1) << (5 - 32'h1)));
        end
        if (sub_inside) begin
            if (sub_hi$0 > tx_at$0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0)) | ((1'b1) << (32'h2 * 0)));
            end
            if (sub_lo$0 < tx_at$0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0 + 32'h1)) | ((1'b1) << (32'h2 * 0 + 32'h1)));
            end
        end
        else if (~sub_found) begin
            if (tx_at$0 < sub_lo$0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0)) | ((1'b1) << (32'h2 * 0)));
                sub_found = 1'b1;
            end
            if (tx_at$0 > sub_hi$0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0 + 32'h1)) | ((1'b1) << (32'h2 * 0 + 32'h1)));
                sub_found = 1'b1;
            end
        end
        if (sub_inside) begin
            if (sub_hi$1 > tx_at$1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1)) | ((1'b1) << (32'h2 * 1)));
            end
            if (sub_lo$1 < tx_at$1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1 + 32'h1)) | ((1'b1) << (32'h2 * 1 + 32'h1)));
            end
        end
        else if (~sub_found) begin
            if (tx_at$1 < sub_lo$1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1)) | ((1'b1) << (32'h2 * 1)));
                sub_found = 1'b1;
            end
            if (tx_at$1 > sub_hi$1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1 + 32'h1)) | ((1'b1) << (32'h2 * 1 + 32'h1)));
                sub_found = 1'b1;
            end
        end
        if (eject) begin
            route_out = 32'h0;
        end
        rsv_me = h_me & |reserved;
        hit = rx_valid & |match_hit;
        can_ack = rx_head & (rsv_me | free);
        bad = 1'b0;
        if (rx_head) begin
            bad = h_me & h_bad;
        end
        else if (rx_valid) begin
            if (match_hit[0] & (drv$0 == node_slot) & ~discard$0 & ((rx_tag == 32'h3) != (rcvd$0 == len$0))) begin
                bad = 1'b1;
            end
            if (match_hit[1] & (drv$1 == node_slot) & ~discard$1 & ((rx_tag == 32'h3) != (rcvd$1 == len$1))) begin
                bad = 1'b1;
            end
            if (match_hit[2] & (drv$2 == node_slot) & ~discard$2 & ((rx_tag == 32'h3) != (rcvd$2 == len$2))) begin
                bad = 1'b1;
            end
            if (match_hit[3] & (drv$3 == node_slot) & ~discard$3 & ((rx_tag == 32'h3) != (rcvd$3 == len$3))) begin
                bad = 1'b1;
            end
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$check


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$0(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$1(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$cur$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$discard$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$drv$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$10(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$10


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$11(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$11


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$12(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$12


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$13(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$13


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$14(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$14


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$15(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$15


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$8(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$8


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$9(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_data$9


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$10(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$10


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$11(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$11


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$12(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$12


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$13(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$13


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$14(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$14


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$15(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$15


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$8(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$8


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$9(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$flit_tag$9


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hdr$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$hsent$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$len$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$0(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$1(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$out$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$pick(grant,valid,free2,hsent$0,hsent$1,hsent$2,hsent$3,sent$0,sent$1,sent$2,sent$3,len$0,len$1,len$2,len$3,out$0,out$1,out$2,out$3,cur$0,cur$1,cur$2,cur$3,region_lo$0,region_lo$1,region_lo$2,region_lo$3,region_lo$4,region_lo$5,region_lo$6,region_lo$7,region_hi$0,region_hi$1,region_hi$2,region_hi$3,region_hi$4,region_hi$5,region_hi$6,region_hi$7,flit_tag$0,flit_tag$1,flit_tag$2,flit_tag$3,flit_tag$4,flit_tag$5,flit_tag$6,flit_tag$7,flit_tag$8,flit_tag$9,flit_tag$10,flit_tag$11,flit_tag$12,flit_tag$13,flit_tag$14,flit_tag$15,flit_data$0,flit_data$1,flit_data$2,flit_data$3,flit_data$4,flit_data$5,flit_data$6,flit_data$7,flit_data$8,flit_data$9,flit_data$10,flit_data$11,flit_data$12,flit_data$13,flit_data$14,flit_data$15,pri,part,drv_tag,drv_buf,drv_data,p_ways);
    
    // Module arguments
    input wire  [3:0] grant;
    input wire  valid;
    input wire  free2;
    input wire  hsent$0;
    input wire  hsent$1;
    input wire  hsent$2;
    input wire  hsent$3;
    input wire  [2:0] sent$0;
    input wire  [2:0] sent$1;
    input wire  [2:0] sent$2;
    input wire  [2:0] sent$3;
    input wire  [2:0] len$0;
    input wire  [2:0] len$1;
    input wire  [2:0] len$2;
    input wire  [2:0] len$3;
    input wire  [4:0] out$0;
    input wire  [4:0] out$1;
    input wire  [4:0] out$2;
    input wire  [4:0] out$3;
    input wire  [4:0] cur$0;
    input wire  [4:0] cur$1;
    input wire  [4:0] cur$2;
    input wire  [4:0] cur$3;
    input wire  [1:0] region_lo$0;
    input wire  [1:0] region_lo$1;
    input wire  [1:0] region_lo$2;
    input wire  [1:0] region_lo$3;
    input wire  [1:0] region_lo$4;
    input wire  [1:0] region_lo$5;
    input wire  [1:0] region_lo$6;
    input wire  [1:0] region_lo$7;
    input wire  [1:0] region_hi$0;
    input wire  [1:0] region_hi$1;
    input wire  [1:0] region_hi$2;
    input wire  [1:0] region_hi$3;
    input wire  [1:0] region_hi$4;
    input wire  [1:0] region_hi$5;
    input wire  [1:0] region_hi$6;
    input wire  [1:0] region_hi$7;
    input wire  [1:0] flit_tag$0;
    input wire  [1:0] flit_tag$1;
    input wire  [1:0] flit_tag$2;
    input wire  [1:0] flit_tag$3;
    input wire  [1:0] flit_tag$4;
    input wire  [1:0] flit_tag$5;
    input wire  [1:0] flit_tag$6;
    input wire  [1:0] flit_tag$7;
    input wire  [1:0] flit_tag$8;
    input wire  [1:0] flit_tag$9;
    input wire  [1:0] flit_tag$10;
    input wire  [1:0] flit_tag$11;
    input wire  [1:0] flit_tag$12;
    input wire  [1:0] flit_tag$13;
    input wire  [1:0] flit_tag$14;
    input wire  [1:0] flit_tag$15;
    input wire  [15:0] flit_data$0;
    input wire  [15:0] flit_data$1;
    input wire  [15:0] flit_data$2;
    input wire  [15:0] flit_data$3;
    input wire  [15:0] flit_data$4;
    input wire  [15:0] flit_data$5;
    input wire  [15:0] flit_data$6;
    input wire  [15:0] flit_data$7;
    input wire  [15:0] flit_data$8;
    input wire  [15:0] flit_data$9;
    input wire  [15:0] flit_data$10;
    input wire  [15:0] flit_data$11;
    input wire  [15:0] flit_data$12;
    input wire  [15:0] flit_data$13;
    input wire  [15:0] flit_data$14;
    input wire  [15:0] flit_data$15;
    output reg  pri;
    output reg  part;
    output reg  [1:0] drv_tag;
    output reg  [1:0] drv_buf;
    output reg  [15:0] drv_data;
    output reg  [4:0] p_ways;
    
    // Constant declarations
    localparam  buf_index$0 = 2'b0;
    localparam  buf_index$1 = 2'b1;
    localparam  buf_index$2 = 2'b10;
    localparam  buf_index$3 = 2'b11;
    localparam  entry_num$0 = 3'b1;
    localparam  entry_num$1 = 3'b10;
    localparam  entry_num$2 = 3'b11;
    localparam  entry_num$3 = 3'b100;
    localparam  replica = 1'b0;
    localparam  partial_alg = 1'b0;
    localparam  len_shift = 8'hd;
    
    // Local signals
    reg  [2:0] pk_len;
    
    // Update code
    always @(*) begin
        pri = 1'b0;
        drv_tag = 32'h0;
        drv_buf = 32'h0;
        drv_data = 32'h0;
        p_ways = 32'h0;
        pk_len = 32'h0;
        if (grant[0]) begin
            pri = hsent$0;
            drv_buf = buf_index$0;
            p_ways = out$0 & ~cur$0;
            if (hsent$0) begin
                if (sent$0 == entry_num$0) begin
                    drv_tag = flit_tag$0;
                    drv_data = flit_data$0;
                end
                if (sent$0 == entry_num$1) begin
                    drv_tag = flit_tag$1;
                    drv_data = flit_data$1;
                end
                if (sent$0 == entry_num$2) begin
                    drv_tag = flit_tag$2;
                    drv_data = flit_data$2;
                end
                if (sent$0 == entry_num$3) begin
                    drv_tag = flit_tag$3;
                    drv_data = flit_data$3;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len$0;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo$0[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi$0[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo$0[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi$0[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo$1[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi$1[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo$1[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi$1[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[1]) begin
            pri = hsent$1;
            drv_buf = buf_index$1;
            p_ways = out$1 & ~cur$1;
            if (hsent$1) begin
                if (sent$1 == entry_num$0) begin
                    drv_tag = flit_tag$4;
                    drv_data = flit_data$4;
                end
                if (sent$1 == entry_num$1) begin
                    drv_tag = flit_tag$5;
                    drv_data = flit_data$5;
                end
                if (sent$1 == entry_num$2) begin
                    drv_tag = flit_tag$6;
                    drv_data = flit_data$6;
                end
                if (sent$1 == entry_num$3) begin
                    drv_tag = flit_tag$7;
                    drv_data = flit_data$7;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len$1;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo$2[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi$2[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo$2[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi$2[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo$3[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi$3[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo$3[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi$3[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[2]) begin
            pri = hsent$2;
            drv_buf = buf_index$2;
            p_ways = out$2 & ~cur$2;
            if (hsent$2) begin
                if (sent$2 == entry_num$0) begin
                    drv_tag = flit_tag$8;
                    drv_data = flit_data$8;
                end
                if (sent$2 == entry_num$1) begin
                    drv_tag = flit_tag$9;
                    drv_data = flit_data$9;
                end
                if (sent$2 == entry_num$2) begin
                    drv_tag = flit_tag$10;
                    drv_data = flit_data$10;
                end
                if (sent$2 == entry_num$3) begin
                    drv_tag = flit_tag$11;
                    drv_data = flit_data$11;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len$2;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo$4[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi$4[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo$4[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi$4[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo$5[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi$5[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo$5[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi$5[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[3]) begin
            pri = hsent$3;
            drv_buf = buf_index$3;
            p_ways = out$3 & ~cur$3;
            if (hsent$3) begin
                if (sent$3 == entry_num$0) begin
                    drv_tag = flit_tag$12;
                    drv_data = flit_data$12;
                end
                if (sent$3 == entry_num$1) begin
                    drv_tag = flit_tag$13;
                    drv_data = flit_data$13;
                end
                if (sent$3 == entry_num$2) begin
                    drv_tag = flit_tag$14;
                    drv_data = flit_data$14;
                end
                if (sent$3 == entry_num$3) begin
                    drv_tag = flit_tag$15;
                    drv_data = flit_data$15;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len$3;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo$6[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi$6[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo$6[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi$6[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo$7[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi$7[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo$7[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi$7[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (replica) begin
            part = valid & free2;
        end
        else begin
            part = valid & partial_alg;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$pick


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rcvd$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_hi$7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$region_lo$7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$reqs(a$0,a$1,a$2,a$3,hdr$0,hdr$1,hdr$2,hdr$3,tail$0,tail$1,tail$2,tail$3,hsent$0,hsent$1,hsent$2,hsent$3,discard$0,discard$1,discard$2,discard$3,drv$0,drv$1,drv$2,drv$3,rcvd$0,rcvd$1,rcvd$2,rcvd$3,sent$0,sent$1,sent$2,sent$3,out$0,out$1,out$2,out$3,cur$0,cur$1,cur$2,cur$3,rsv$0,rsv$1,rsv$2,rsv$3,tx_avail,requests);
    
    // Module arguments
    input wire  a$0;
    input wire  a$1;
    input wire  a$2;
    input wire  a$3;
    input wire  hdr$0;
    input wire  hdr$1;
    input wire  hdr$2;
    input wire  hdr$3;
    input wire  tail$0;
    input wire  tail$1;
    input wire  tail$2;
    input wire  tail$3;
    input wire  hsent$0;
    input wire  hsent$1;
    input wire  hsent$2;
    input wire  hsent$3;
    input wire  discard$0;
    input wire  discard$1;
    input wire  discard$2;
    input wire  discard$3;
    input wire  [2:0] drv$0;
    input wire  [2:0] drv$1;
    input wire  [2:0] drv$2;
    input wire  [2:0] drv$3;
    input wire  [2:0] rcvd$0;
    input wire  [2:0] rcvd$1;
    input wire  [2:0] rcvd$2;
    input wire  [2:0] rcvd$3;
    input wire  [2:0] sent$0;
    input wire  [2:0] sent$1;
    input wire  [2:0] sent$2;
    input wire  [2:0] sent$3;
    input wire  [4:0] out$0;
    input wire  [4:0] out$1;
    input wire  [4:0] out$2;
    input wire  [4:0] out$3;
    input wire  [4:0] cur$0;
    input wire  [4:0] cur$1;
    input wire  [4:0] cur$2;
    input wire  [4:0] cur$3;
    input wire  [4:0] rsv$0;
    input wire  [4:0] rsv$1;
    input wire  [4:0] rsv$2;
    input wire  [4:0] rsv$3;
    input wire  [4:0] tx_avail;
    output reg  [3:0] requests;
    
    // Constant declarations
    localparam  ordered = 1'b1;
    localparam  replica = 1'b0;
    localparam  eject = 1'b0;
    localparam  node_slot = 3'b100;
    
    // Local signals
    reg  [3:0] first_free;
    reg  [3:0] last_free;
    reg  free2;
    reg  scan;
    reg  [4:0] unres;
    reg  way_ok;
    
    // Update code
    always @(*) begin
        first_free = 32'h0;
        last_free = 32'h0;
        scan = 1'b0;
        if (~a$0) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (0)) | ((1'b1) << (0)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (~a$1) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (1)) | ((1'b1) << (1)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (~a$2) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (2)) | ((1'b1) << (2)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (~a$3) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (3)) | ((1'b1) << (3)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (3)) | ((1'b1) << (3)));
        end
        free2 = scan & (first_free != last_free);
        requests = 32'h0;
        unres = out$0 & ~cur$0 & ~rsv$0;
        way_ok = 1'b0;
        if (ordered) begin
            scan = 1'b0;
            if (unres[0] & ~scan) begin
                way_ok = tx_avail[0];
                scan = 1'b1;
            end
            if (unres[1] & ~scan) begin
                way_ok = tx_avail[1];
                scan = 1'b1;
            end
            if (unres[2] & ~scan) begin
                way_ok = tx_avail[2];
                scan = 1'b1;
            end
            if (unres[3] & ~scan) begin
                way_ok = tx_avail[3];
                scan = 1'b1;
            end
            if (unres[4] & ~scan) begin
                way_ok = tx_avail[4];
                scan = 1'b1;
            end
            if (replica & |rsv$0 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a$0 & hdr$0 & ~discard$0 & (sent$0 < rcvd$0) & ~eject) begin
            if (hsent$0) begin
                requests = (requests & ~(1 << (0)) | ((1'b1) << (0)));
            end
            else if (~((drv$0 == node_slot) & ~tail$0)) begin
                requests = (requests & ~(1 << (0)) | ((way_ok) << (0)));
            end
        end
        unres = out$1 & ~cur$1 & ~rsv$1;
        way_ok = 1'b0;
        if (ordered) begin
            scan = 1'b0;
            if (unres[0] & ~scan) begin
                way_ok = tx_avail[0];
                scan = 1'b1;
            end
            if (unres[1] & ~scan) begin
                way_ok = tx_avail[1];
                scan = 1'b1;
            end
            if (unres[2] & ~scan) begin
                way_ok = tx_avail[2];
                scan = 1'b1;
            end
            if (unres[3] & ~scan) begin
                way_ok = tx_avail[3];
                scan = 1'b1;
            end
            if (unres[4] & ~scan) begin
                way_ok = tx_avail[4];
                scan = 1'b1;
            end
            if (replica & |rsv$1 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a$1 & hdr$1 & ~discard$1 & (sent$1 < rcvd$1) & ~eject) begin
            if (hsent$1) begin
                requests = (requests & ~(1 << (1)) | ((1'b1) << (1)));
            end
            else if (~((drv$1 == node_slot) & ~tail$1)) begin
                requests = (requests & ~(1 << (1)) | ((way_ok) << (1)));
            end
        end
        unres = out$2 & ~cur$2 & ~rsv$2;
        way_ok = 1'b0;
        if (ordered) begin
            scan = 1'b0;
            if (unres[0] & ~scan) begin
                way_ok = tx_avail[0];
                scan = 1'b1;
            end
            if (unres[1] & ~scan) begin
                way_ok = tx_avail[1];
                scan = 1'b1;
            end
            if (unres[2] & ~scan) begin
                way_ok = tx_avail[2];
                scan = 1'b1;
            end
            if (unres[3] & ~scan) begin
                way_ok = tx_avail[3];
                scan = 1'b1;
            end
            if (unres[4] & ~scan) begin
                way_ok = tx_avail[4];
                scan = 1'b1;
            end
            if (replica & |rsv$2 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a$2 & hdr$2 & ~discard$2 & (sent$2 < rcvd$2) & ~eject) begin
            if (hsent$2) begin
                requests = (requests & ~(1 << (2)) | ((1'b1) << (2)));
            end
            else if (~((drv$2 == node_slot) & ~tail$2)) begin
                requests = (requests & ~(1 << (2)) | ((way_ok) << (2)));
            end
        end
        unres = out$3 & ~cur$3 & ~rsv$3;
        way_ok = 1'b0;
        if (ordered) begin
            scan = 1'b0;
            if (unres[0] & ~scan) begin
                way_ok = tx_avail[0];
                scan = 1'b1;
            end
            if (unres[1] & ~scan) begin
                way_ok = tx_avail[1];
                scan = 1'b1;
            end
            if (unres[2] & ~scan) begin
                way_ok = tx_avail[2];
                scan = 1'b1;
            end
            if (unres[3] & ~scan) begin
                way_ok = tx_avail[3];
                scan = 1'b1;
            end
            if (unres[4] & ~scan) begin
                way_ok = tx_avail[4];
                scan = 1'b1;
            end
            if (replica & |rsv$3 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a$3 & hdr$3 & ~discard$3 & (sent$3 < rcvd$3) & ~eject) begin
            if (hsent$3) begin
                requests = (requests & ~(1 << (3)) | ((1'b1) << (3)));
            end
            else if (~((drv$3 == node_slot) & ~tail$3)) begin
                requests = (requests & ~(1 << (3)) | ((way_ok) << (3)));
            end
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$reqs


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$0(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$1(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$rsv$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$sent$3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$stat(a$0,a$1,a$2,a$3,free,first_free,last_free,free2);
    
    // Module arguments
    input wire  a$0;
    input wire  a$1;
    input wire  a$2;
    input wire  a$3;
    output reg  free;
    output reg  [3:0] first_free;
    output reg  [3:0] last_free;
    output reg  free2;
    
    // Local signals
    reg  scan;
    
    // Update code
    always @(*) begin
        first_free = 32'h0;
        last_free = 32'h0;
        scan = 1'b0;
        if (~a$0) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (0)) | ((1'b1) << (0)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (~a$1) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (1)) | ((1'b1) << (1)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (~a$2) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (2)) | ((1'b1) << (2)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (~a$3) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (3)) | ((1'b1) << (3)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (3)) | ((1'b1) << (3)));
        end
        free = scan;
        free2 = scan & (first_free != last_free);
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$stat


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core$plus$tail$3
