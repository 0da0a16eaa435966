// Written by wormcast 0.1.0: `wormcast gen mway-router --config mway_router_k4_d2_dim0_b4_w16_l5_safe.toml` regenerates this IP.
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
    reg  plus__clock;
    reg  plus__rst;
    reg  [3:0] plus__coord;
    reg  plus__rx_valid;
    reg  [2:0] plus__rx_drv;
    reg  [1:0] plus__rx_tag;
    reg  [1:0] plus__rx_buf;
    reg  [15:0] plus__rx_data;
    reg  [4:0] plus__rx_chain;
    reg  plus__rx_ack;
    reg  plus__rx_drop;
    reg  plus__rx_partial;
    reg  [4:0] plus__tx_avail;
    reg  plus__tx_valid;
    reg  [2:0] plus__tx_drv;
    reg  plus__tx_ack;
    reg  plus__tx_drop;
    reg  plus__tx_partial;
    reg  [4:0] plus__tx_ack_lines;
    wire  plus__free;
    wire  [19:0] plus__full;
    wire  plus__hit;
    wire  plus__can_ack;
    wire  plus__bad;
    wire  plus__ack_out;
    wire  plus__req;
    wire  plus__pri;
    wire  plus__part;
    wire  [1:0] plus__drv_tag;
    wire  [1:0] plus__drv_buf;
    wire  [15:0] plus__drv_data;
    reg  plus__ld_valid;
    reg  plus__ld_hsent;
    reg  [2:0] plus__ld_rcvd;
    reg  [2:0] plus__ld_len;
    reg  [4:0] plus__ld_out;
    reg  [1:0] plus__ld_lo__0;
    reg  [1:0] plus__ld_lo__1;
    reg  [1:0] plus__ld_hi__0;
    reg  [1:0] plus__ld_hi__1;
    reg  [1:0] plus__ld_tag__0;
    reg  [1:0] plus__ld_tag__1;
    reg  [1:0] plus__ld_tag__2;
    reg  [1:0] plus__ld_tag__3;
    reg  [15:0] plus__ld_data__0;
    reg  [15:0] plus__ld_data__1;
    reg  [15:0] plus__ld_data__2;
    reg  [15:0] plus__ld_data__3;
    reg  minus__clock;
    reg  minus__rst;
    reg  [3:0] minus__coord;
    reg  minus__rx_valid;
    reg  [2:0] minus__rx_drv;
    reg  [1:0] minus__rx_tag;
    reg  [1:0] minus__rx_buf;
    reg  [15:0] minus__rx_data;
    reg  [4:0] minus__rx_chain;
    reg  minus__rx_ack;
    reg  minus__rx_drop;
    reg  minus__rx_partial;
    reg  [4:0] minus__tx_avail;
    reg  minus__tx_valid;
    reg  [2:0] minus__tx_drv;
    reg  minus__tx_ack;
    reg  minus__tx_drop;
    reg  minus__tx_partial;
    reg  [4:0] minus__tx_ack_lines;
    wire  minus__free;
    wire  [19:0] minus__full;
    wire  minus__hit;
    wire  minus__can_ack;
    wire  minus__bad;
    wire  minus__ack_out;
    wire  minus__req;
    wire  minus__pri;
    wire  minus__part;
    wire  [1:0] minus__drv_tag;
    wire  [1:0] minus__drv_buf;
    wire  [15:0] minus__drv_data;
    reg  minus__ld_valid;
    reg  minus__ld_hsent;
    reg  [2:0] minus__ld_rcvd;
    reg  [2:0] minus__ld_len;
    reg  [4:0] minus__ld_out;
    reg  [1:0] minus__ld_lo__0;
    reg  [1:0] minus__ld_lo__1;
    reg  [1:0] minus__ld_hi__0;
    reg  [1:0] minus__ld_hi__1;
    reg  [1:0] minus__ld_tag__0;
    reg  [1:0] minus__ld_tag__1;
    reg  [1:0] minus__ld_tag__2;
    reg  [1:0] minus__ld_tag__3;
    reg  [15:0] minus__ld_data__0;
    reg  [15:0] minus__ld_data__1;
    reg  [15:0] minus__ld_data__2;
    reg  [15:0] minus__ld_data__3;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus plus(
        .clock(plus__clock),
        .rst(plus__rst),
        .coord(plus__coord),
        .rx_valid(plus__rx_valid),
        .rx_drv(plus__rx_drv),
        .rx_tag(plus__rx_tag),
        .rx_buf(plus__rx_buf),
        .rx_data(plus__rx_data),
        .rx_chain(plus__rx_chain),
        .rx_ack(plus__rx_ack),
        .rx_drop(plus__rx_drop),
        .rx_partial(plus__rx_partial),
        .tx_avail(plus__tx_avail),
        .tx_valid(plus__tx_valid),
        .tx_drv(plus__tx_drv),
        .tx_ack(plus__tx_ack),
        .tx_drop(plus__tx_drop),
        .tx_partial(plus__tx_partial),
        .tx_ack_lines(plus__tx_ack_lines),
        .free(plus__free),
        .full(plus__full),
        .hit(plus__hit),
        .can_ack(plus__can_ack),
        .bad(plus__bad),
        .ack_out(plus__ack_out),
        .req(plus__req),
        .pri(plus__pri),
        .part(plus__part),
        .drv_tag(plus__drv_tag),
        .drv_buf(plus__drv_buf),
        .drv_data(plus__drv_data),
        .ld_valid(plus__ld_valid),
        .ld_hsent(plus__ld_hsent),
        .ld_rcvd(plus__ld_rcvd),
        .ld_len(plus__ld_len),
        .ld_out(plus__ld_out),
        .ld_lo__0(plus__ld_lo__0),
        .ld_lo__1(plus__ld_lo__1),
        .ld_hi__0(plus__ld_hi__0),
        .ld_hi__1(plus__ld_hi__1),
        .ld_tag__0(plus__ld_tag__0),
        .ld_tag__1(plus__ld_tag__1),
        .ld_tag__2(plus__ld_tag__2),
        .ld_tag__3(plus__ld_tag__3),
        .ld_data__0(plus__ld_data__0),
        .ld_data__1(plus__ld_data__1),
        .ld_data__2(plus__ld_data__2),
        .ld_data__3(plus__ld_data__3)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus minus(
        .clock(minus__clock),
        .rst(minus__rst),
        .coord(minus__coord),
        .rx_valid(minus__rx_valid),
        .rx_drv(minus__rx_drv),
        .rx_tag(minus__rx_tag),
        .rx_buf(minus__rx_buf),
        .rx_data(minus__rx_data),
        .rx_chain(minus__rx_chain),
        .rx_ack(minus__rx_ack),
        .rx_drop(minus__rx_drop),
        .rx_partial(minus__rx_partial),
        .tx_avail(minus__tx_avail),
        .tx_valid(minus__tx_valid),
        .tx_drv(minus__tx_drv),
        .tx_ack(minus__tx_ack),
        .tx_drop(minus__tx_drop),
        .tx_partial(minus__tx_partial),
        .tx_ack_lines(minus__tx_ack_lines),
        .free(minus__free),
        .full(minus__full),
        .hit(minus__hit),
        .can_ack(minus__can_ack),
        .bad(minus__bad),
        .ack_out(minus__ack_out),
        .req(minus__req),
        .pri(minus__pri),
        .part(minus__part),
        .drv_tag(minus__drv_tag),
        .drv_buf(minus__drv_buf),
        .drv_data(minus__drv_data),
        .ld_valid(minus__ld_valid),
        .ld_hsent(minus__ld_hsent),
        .ld_rcvd(minus__ld_rcvd),
        .ld_len(minus__ld_len),
        .ld_out(minus__ld_out),
        .ld_lo__0(minus__ld_lo__0),
        .ld_lo__1(minus__ld_lo__1),
        .ld_hi__0(minus__ld_hi__0),
        .ld_hi__1(minus__ld_hi__1),
        .ld_tag__0(minus__ld_tag__0),
        .ld_tag__1(minus__ld_tag__1),
        .ld_tag__2(minus__ld_tag__2),
        .ld_tag__3(minus__ld_tag__3),
        .ld_data__0(minus__ld_data__0),
        .ld_data__1(minus__ld_data__1),
        .ld_data__2(minus__ld_data__2),
        .ld_data__3(minus__ld_data__3)
    );
    
    // Update code
    always @(*) begin
        plus__clock = clock;
        minus__clock = clock;
        plus__rst = rst;
        minus__rst = rst;
        plus__coord = coord;
        minus__coord = coord;
        plus__ld_valid = 1'b0;
        minus__ld_valid = 1'b0;
        plus__ld_hsent = 1'b0;
        minus__ld_hsent = 1'b0;
        plus__ld_rcvd = 32'h0;
        minus__ld_rcvd = 32'h0;
        plus__ld_len = 32'h0;
        minus__ld_len = 32'h0;
        plus__ld_out = 32'h0;
        minus__ld_out = 32'h0;
        plus__ld_lo__0 = 32'h0;
        minus__ld_lo__0 = 32'h0;
        plus__ld_hi__0 = 32'h0;
        minus__ld_hi__0 = 32'h0;
        plus__ld_lo__1 = 32'h0;
        minus__ld_lo__1 = 32'h0;
        plus__ld_hi__1 = 32'h0;
        minus__ld_hi__1 = 32'h0;
        plus__ld_tag__0 = 32'h0;
        minus__ld_tag__0 = 32'h0;
        plus__ld_data__0 = 32'h0;
        minus__ld_data__0 = 32'h0;
        plus__ld_tag__1 = 32'h0;
        minus__ld_tag__1 = 32'h0;
        plus__ld_data__1 = 32'h0;
        minus__ld_data__1 = 32'h0;
        plus__ld_tag__2 = 32'h0;
        minus__ld_tag__2 = 32'h0;
        plus__ld_data__2 = 32'h0;
        minus__ld_data__2 = 32'h0;
        plus__ld_tag__3 = 32'h0;
        minus__ld_tag__3 = 32'h0;
        plus__ld_data__3 = 32'h0;
        minus__ld_data__3 = 32'h0;
        plus__rx_valid = lo_valid;
        plus__rx_drv = lo_ch_drv;
        plus__rx_tag = lo_ch_tag;
        plus__rx_buf = lo_ch_buf;
        plus__rx_data = lo_ch_data;
        plus__rx_chain = lo_chain;
        plus__rx_ack = lo_ack;
        plus__rx_drop = lo_drop;
        plus__rx_partial = lo_partial;
        minus__tx_avail = lo_avail;
        minus__tx_valid = lo_valid;
        minus__tx_drv = lo_ch_drv;
        minus__tx_ack = lo_ack;
        minus__tx_drop = lo_drop;
        minus__tx_partial = lo_partial;
        minus__tx_ack_lines = lo_ack_lines;
        lo_free = plus__free;
        lo_full = plus__full;
        lo_hit = plus__hit;
        lo_can_ack = plus__can_ack;
        lo_bad = plus__bad;
        lo_ack_out = plus__ack_out;
        lo_req = minus__req;
        lo_pri = minus__pri;
        lo_part = minus__part;
        lo_drv_tag = minus__drv_tag;
        lo_drv_buf = minus__drv_buf;
        lo_drv_data = minus__drv_data;
        minus__rx_valid = up_valid;
        minus__rx_drv = up_ch_drv;
        minus__rx_tag = up_ch_tag;
        minus__rx_buf = up_ch_buf;
        minus__rx_data = up_ch_data;
        minus__rx_chain = up_chain;
        minus__rx_ack = up_ack;
        minus__rx_drop = up_drop;
        minus__rx_partial = up_partial;
        plus__tx_avail = up_avail;
        plus__tx_valid = up_valid;
        plus__tx_drv = up_ch_drv;
        plus__tx_ack = up_ack;
        plus__tx_drop = up_drop;
        plus__tx_partial = up_partial;
        plus__tx_ack_lines = up_ack_lines;
        up_free = minus__free;
        up_full = minus__full;
        up_hit = minus__hit;
        up_can_ack = minus__can_ack;
        up_bad = minus__bad;
        up_ack_out = minus__ack_out;
        up_req = plus__req;
        up_pri = plus__pri;
        up_part = plus__part;
        up_drv_tag = plus__drv_tag;
        up_drv_buf = plus__drv_buf;
        up_drv_data = plus__drv_data;
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus(clock,rst,coord,rx_valid,rx_drv,rx_tag,rx_buf,rx_data,rx_chain,rx_ack,rx_drop,rx_partial,tx_avail,tx_valid,tx_drv,tx_ack,tx_drop,tx_partial,tx_ack_lines,free,full,hit,can_ack,bad,ack_out,req,pri,part,drv_tag,drv_buf,drv_data,ld_valid,ld_hsent,ld_rcvd,ld_len,ld_out,ld_lo__0,ld_lo__1,ld_hi__0,ld_hi__1,ld_tag__0,ld_tag__1,ld_tag__2,ld_tag__3,ld_data__0,ld_data__1,ld_data__2,ld_data__3);
    
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
    input wire  [1:0] ld_lo__0;
    input wire  [1:0] ld_lo__1;
    input wire  [1:0] ld_hi__0;
    input wire  [1:0] ld_hi__1;
    input wire  [1:0] ld_tag__0;
    input wire  [1:0] ld_tag__1;
    input wire  [1:0] ld_tag__2;
    input wire  [1:0] ld_tag__3;
    input wire  [15:0] ld_data__0;
    input wire  [15:0] ld_data__1;
    input wire  [15:0] ld_data__2;
    input wire  [15:0] ld_data__3;
    
    // Constant declarations
    localparam  entry_num__0 = 3'b1;
    localparam  entry_num__1 = 3'b10;
    localparam  entry_num__2 = 3'b11;
    localparam  entry_num__3 = 3'b100;
    localparam  node_slot = 3'b100;
    localparam  tx_slot = 3'b1;
    localparam  tx_add__0 = 2'b0;
    localparam  tx_add__1 = 2'b0;
    localparam  ways_above__0 = 5'b11100;
    localparam  ways_above__1 = 5'b10000;
    localparam  replica = 1'b0;
    localparam  inject = 1'b0;
    localparam  eject = 1'b0;
    
    // Stub signals
    reg  a__0__d;
    wire  a__0__q;
    reg  a__0__clock;
    reg  a__1__d;
    wire  a__1__q;
    reg  a__1__clock;
    reg  a__2__d;
    wire  a__2__q;
    reg  a__2__clock;
    reg  a__3__d;
    wire  a__3__q;
    reg  a__3__clock;
    reg  [2:0] drv__0__d;
    wire  [2:0] drv__0__q;
    reg  drv__0__clock;
    reg  [2:0] drv__1__d;
    wire  [2:0] drv__1__q;
    reg  drv__1__clock;
    reg  [2:0] drv__2__d;
    wire  [2:0] drv__2__q;
    reg  drv__2__clock;
    reg  [2:0] drv__3__d;
    wire  [2:0] drv__3__q;
    reg  drv__3__clock;
    reg  [1:0] buf_num__0__d;
    wire  [1:0] buf_num__0__q;
    reg  buf_num__0__clock;
    reg  [1:0] buf_num__1__d;
    wire  [1:0] buf_num__1__q;
    reg  buf_num__1__clock;
    reg  [1:0] buf_num__2__d;
    wire  [1:0] buf_num__2__q;
    reg  buf_num__2__clock;
    reg  [1:0] buf_num__3__d;
    wire  [1:0] buf_num__3__q;
    reg  buf_num__3__clock;
    reg  [2:0] rcvd__0__d;
    wire  [2:0] rcvd__0__q;
    reg  rcvd__0__clock;
    reg  [2:0] rcvd__1__d;
    wire  [2:0] rcvd__1__q;
    reg  rcvd__1__clock;
    reg  [2:0] rcvd__2__d;
    wire  [2:0] rcvd__2__q;
    reg  rcvd__2__clock;
    reg  [2:0] rcvd__3__d;
    wire  [2:0] rcvd__3__q;
    reg  rcvd__3__clock;
    reg  [2:0] sent__0__d;
    wire  [2:0] sent__0__q;
    reg  sent__0__clock;
    reg  [2:0] sent__1__d;
    wire  [2:0] sent__1__q;
    reg  sent__1__clock;
    reg  [2:0] sent__2__d;
    wire  [2:0] sent__2__q;
    reg  sent__2__clock;
    reg  [2:0] sent__3__d;
    wire  [2:0] sent__3__q;
    reg  sent__3__clock;
    reg  hdr__0__d;
    wire  hdr__0__q;
    reg  hdr__0__clock;
    reg  hdr__1__d;
    wire  hdr__1__q;
    reg  hdr__1__clock;
    reg  hdr__2__d;
    wire  hdr__2__q;
    reg  hdr__2__clock;
    reg  hdr__3__d;
    wire  hdr__3__q;
    reg  hdr__3__clock;
    reg  tail__0__d;
    wire  tail__0__q;
    reg  tail__0__clock;
    reg  tail__1__d;
    wire  tail__1__q;
    reg  tail__1__clock;
    reg  tail__2__d;
    wire  tail__2__q;
    reg  tail__2__clock;
    reg  tail__3__d;
    wire  tail__3__q;
    reg  tail__3__clock;
    reg  hsent__0__d;
    wire  hsent__0__q;
    reg  hsent__0__clock;
    reg  hsent__1__d;
    wire  hsent__1__q;
    reg  hsent__1__clock;
    reg  hsent__2__d;
    wire  hsent__2__q;
    reg  hsent__2__clock;
    reg  hsent__3__d;
    wire  hsent__3__q;
    reg  hsent__3__clock;
    reg  discard__0__d;
    wire  discard__0__q;
    reg  discard__0__clock;
    reg  discard__1__d;
    wire  discard__1__q;
    reg  discard__1__clock;
    reg  discard__2__d;
    wire  discard__2__q;
    reg  discard__2__clock;
    reg  discard__3__d;
    wire  discard__3__q;
    reg  discard__3__clock;
    reg  [2:0] len__0__d;
    wire  [2:0] len__0__q;
    reg  len__0__clock;
    reg  [2:0] len__1__d;
    wire  [2:0] len__1__q;
    reg  len__1__clock;
    reg  [2:0] len__2__d;
    wire  [2:0] len__2__q;
    reg  len__2__clock;
    reg  [2:0] len__3__d;
    wire  [2:0] len__3__q;
    reg  len__3__clock;
    reg  [4:0] out__0__d;
    wire  [4:0] out__0__q;
    reg  out__0__clock;
    reg  [4:0] out__1__d;
    wire  [4:0] out__1__q;
    reg  out__1__clock;
    reg  [4:0] out__2__d;
    wire  [4:0] out__2__q;
    reg  out__2__clock;
    reg  [4:0] out__3__d;
    wire  [4:0] out__3__q;
    reg  out__3__clock;
    reg  [4:0] cur__0__d;
    wire  [4:0] cur__0__q;
    reg  cur__0__clock;
    reg  [4:0] cur__1__d;
    wire  [4:0] cur__1__q;
    reg  cur__1__clock;
    reg  [4:0] cur__2__d;
    wire  [4:0] cur__2__q;
    reg  cur__2__clock;
    reg  [4:0] cur__3__d;
    wire  [4:0] cur__3__q;
    reg  cur__3__clock;
    reg  [4:0] rsv__0__d;
    wire  [4:0] rsv__0__q;
    reg  rsv__0__clock;
    reg  [4:0] rsv__1__d;
    wire  [4:0] rsv__1__q;
    reg  rsv__1__clock;
    reg  [4:0] rsv__2__d;
    wire  [4:0] rsv__2__q;
    reg  rsv__2__clock;
    reg  [4:0] rsv__3__d;
    wire  [4:0] rsv__3__q;
    reg  rsv__3__clock;
    reg  [1:0] region_lo__0__d;
    wire  [1:0] region_lo__0__q;
    reg  region_lo__0__clock;
    reg  [1:0] region_lo__1__d;
    wire  [1:0] region_lo__1__q;
    reg  region_lo__1__clock;
    reg  [1:0] region_lo__2__d;
    wire  [1:0] region_lo__2__q;
    reg  region_lo__2__clock;
    reg  [1:0] region_lo__3__d;
    wire  [1:0] region_lo__3__q;
    reg  region_lo__3__clock;
    reg  [1:0] region_lo__4__d;
    wire  [1:0] region_lo__4__q;
    reg  region_lo__4__clock;
    reg  [1:0] region_lo__5__d;
    wire  [1:0] region_lo__5__q;
    reg  region_lo__5__clock;
    reg  [1:0] region_lo__6__d;
    wire  [1:0] region_lo__6__q;
    reg  region_lo__6__clock;
    reg  [1:0] region_lo__7__d;
    wire  [1:0] region_lo__7__q;
    reg  region_lo__7__clock;
    reg  [1:0] region_hi__0__d;
    wire  [1:0] region_hi__0__q;
    reg  region_hi__0__clock;
    reg  [1:0] region_hi__1__d;
    wire  [1:0] region_hi__1__q;
    reg  region_hi__1__clock;
    reg  [1:0] region_hi__2__d;
    wire  [1:0] region_hi__2__q;
    reg  region_hi__2__clock;
    reg  [1:0] region_hi__3__d;
    wire  [1:0] region_hi__3__q;
    reg  region_hi__3__clock;
    reg  [1:0] region_hi__4__d;
    wire  [1:0] region_hi__4__q;
    reg  region_hi__4__clock;
    reg  [1:0] region_hi__5__d;
    wire  [1:0] region_hi__5__q;
    reg  region_hi__5__clock;
    reg  [1:0] region_hi__6__d;
    wire  [1:0] region_hi__6__q;
    reg  region_hi__6__clock;
    reg  [1:0] region_hi__7__d;
    wire  [1:0] region_hi__7__q;
    reg  region_hi__7__clock;
    reg  [1:0] flit_tag__0__d;
    wire  [1:0] flit_tag__0__q;
    reg  flit_tag__0__clock;
    reg  [1:0] flit_tag__1__d;
    wire  [1:0] flit_tag__1__q;
    reg  flit_tag__1__clock;
    reg  [1:0] flit_tag__2__d;
    wire  [1:0] flit_tag__2__q;
    reg  flit_tag__2__clock;
    reg  [1:0] flit_tag__3__d;
    wire  [1:0] flit_tag__3__q;
    reg  flit_tag__3__clock;
    reg  [1:0] flit_tag__4__d;
    wire  [1:0] flit_tag__4__q;
    reg  flit_tag__4__clock;
    reg  [1:0] flit_tag__5__d;
    wire  [1:0] flit_tag__5__q;
    reg  flit_tag__5__clock;
    reg  [1:0] flit_tag__6__d;
    wire  [1:0] flit_tag__6__q;
    reg  flit_tag__6__clock;
    reg  [1:0] flit_tag__7__d;
    wire  [1:0] flit_tag__7__q;
    reg  flit_tag__7__clock;
    reg  [1:0] flit_tag__8__d;
    wire  [1:0] flit_tag__8__q;
    reg  flit_tag__8__clock;
    reg  [1:0] flit_tag__9__d;
    wire  [1:0] flit_tag__9__q;
    reg  flit_tag__9__clock;
    reg  [1:0] flit_tag__10__d;
    wire  [1:0] flit_tag__10__q;
    reg  flit_tag__10__clock;
    reg  [1:0] flit_tag__11__d;
    wire  [1:0] flit_tag__11__q;
    reg  flit_tag__11__clock;
    reg  [1:0] flit_tag__12__d;
    wire  [1:0] flit_tag__12__q;
    reg  flit_tag__12__clock;
    reg  [1:0] flit_tag__13__d;
    wire  [1:0] flit_tag__13__q;
    reg  flit_tag__13__clock;
    reg  [1:0] flit_tag__14__d;
    wire  [1:0] flit_tag__14__q;
    reg  flit_tag__14__clock;
    reg  [1:0] flit_tag__15__d;
    wire  [1:0] flit_tag__15__q;
    reg  flit_tag__15__clock;
    reg  [15:0] flit_data__0__d;
    wire  [15:0] flit_data__0__q;
    reg  flit_data__0__clock;
    reg  [15:0] flit_data__1__d;
    wire  [15:0] flit_data__1__q;
    reg  flit_data__1__clock;
    reg  [15:0] flit_data__2__d;
    wire  [15:0] flit_data__2__q;
    reg  flit_data__2__clock;
    reg  [15:0] flit_data__3__d;
    wire  [15:0] flit_data__3__q;
    reg  flit_data__3__clock;
    reg  [15:0] flit_data__4__d;
    wire  [15:0] flit_data__4__q;
    reg  flit_data__4__clock;
    reg  [15:0] flit_data__5__d;
    wire  [15:0] flit_data__5__q;
    reg  flit_data__5__clock;
    reg  [15:0] flit_data__6__d;
    wire  [15:0] flit_data__6__q;
    reg  flit_data__6__clock;
    reg  [15:0] flit_data__7__d;
    wire  [15:0] flit_data__7__q;
    reg  flit_data__7__clock;
    reg  [15:0] flit_data__8__d;
    wire  [15:0] flit_data__8__q;
    reg  flit_data__8__clock;
    reg  [15:0] flit_data__9__d;
    wire  [15:0] flit_data__9__q;
    reg  flit_data__9__clock;
    reg  [15:0] flit_data__10__d;
    wire  [15:0] flit_data__10__q;
    reg  flit_data__10__clock;
    reg  [15:0] flit_data__11__d;
    wire  [15:0] flit_data__11__q;
    reg  flit_data__11__clock;
    reg  [15:0] flit_data__12__d;
    wire  [15:0] flit_data__12__q;
    reg  flit_data__12__clock;
    reg  [15:0] flit_data__13__d;
    wire  [15:0] flit_data__13__q;
    reg  flit_data__13__clock;
    reg  [15:0] flit_data__14__d;
    wire  [15:0] flit_data__14__q;
    reg  flit_data__14__clock;
    reg  [15:0] flit_data__15__d;
    wire  [15:0] flit_data__15__q;
    reg  flit_data__15__clock;
    reg  arbiter__clock;
    reg  [3:0] arbiter__req;
    reg  arbiter__advance;
    reg  arbiter__rst;
    wire  [3:0] arbiter__grant;
    wire  arbiter__valid;
    reg  stat__a__0;
    reg  stat__a__1;
    reg  stat__a__2;
    reg  stat__a__3;
    wire  stat__free;
    wire  [3:0] stat__first_free;
    wire  [3:0] stat__last_free;
    wire  stat__free2;
    reg  reqs__a__0;
    reg  reqs__a__1;
    reg  reqs__a__2;
    reg  reqs__a__3;
    reg  reqs__hdr__0;
    reg  reqs__hdr__1;
    reg  reqs__hdr__2;
    reg  reqs__hdr__3;
    reg  reqs__tail__0;
    reg  reqs__tail__1;
    reg  reqs__tail__2;
    reg  reqs__tail__3;
    reg  reqs__hsent__0;
    reg  reqs__hsent__1;
    reg  reqs__hsent__2;
    reg  reqs__hsent__3;
    reg  reqs__discard__0;
    reg  reqs__discard__1;
    reg  reqs__discard__2;
    reg  reqs__discard__3;
    reg  [2:0] reqs__drv__0;
    reg  [2:0] reqs__drv__1;
    reg  [2:0] reqs__drv__2;
    reg  [2:0] reqs__drv__3;
    reg  [2:0] reqs__rcvd__0;
    reg  [2:0] reqs__rcvd__1;
    reg  [2:0] reqs__rcvd__2;
    reg  [2:0] reqs__rcvd__3;
    reg  [2:0] reqs__sent__0;
    reg  [2:0] reqs__sent__1;
    reg  [2:0] reqs__sent__2;
    reg  [2:0] reqs__sent__3;
    reg  [4:0] reqs__out__0;
    reg  [4:0] reqs__out__1;
    reg  [4:0] reqs__out__2;
    reg  [4:0] reqs__out__3;
    reg  [4:0] reqs__cur__0;
    reg  [4:0] reqs__cur__1;
    reg  [4:0] reqs__cur__2;
    reg  [4:0] reqs__cur__3;
    reg  [4:0] reqs__rsv__0;
    reg  [4:0] reqs__rsv__1;
    reg  [4:0] reqs__rsv__2;
    reg  [4:0] reqs__rsv__3;
    reg  [4:0] reqs__tx_avail;
    wire  [3:0] reqs__requests;
    reg  [3:0] pick__grant;
    reg  pick__valid;
    reg  pick__free2;
    reg  pick__hsent__0;
    reg  pick__hsent__1;
    reg  pick__hsent__2;
    reg  pick__hsent__3;
    reg  [2:0] pick__sent__0;
    reg  [2:0] pick__sent__1;
    reg  [2:0] pick__sent__2;
    reg  [2:0] pick__sent__3;
    reg  [2:0] pick__len__0;
    reg  [2:0] pick__len__1;
    reg  [2:0] pick__len__2;
    reg  [2:0] pick__len__3;
    reg  [4:0] pick__out__0;
    reg  [4:0] pick__out__1;
    reg  [4:0] pick__out__2;
    reg  [4:0] pick__out__3;
    reg  [4:0] pick__cur__0;
    reg  [4:0] pick__cur__1;
    reg  [4:0] pick__cur__2;
    reg  [4:0] pick__cur__3;
    reg  [1:0] pick__region_lo__0;
    reg  [1:0] pick__region_lo__1;
    reg  [1:0] pick__region_lo__2;
    reg  [1:0] pick__region_lo__3;
    reg  [1:0] pick__region_lo__4;
    reg  [1:0] pick__region_lo__5;
    reg  [1:0] pick__region_lo__6;
    reg  [1:0] pick__region_lo__7;
    reg  [1:0] pick__region_hi__0;
    reg  [1:0] pick__region_hi__1;
    reg  [1:0] pick__region_hi__2;
    reg  [1:0] pick__region_hi__3;
    reg  [1:0] pick__region_hi__4;
    reg  [1:0] pick__region_hi__5;
    reg  [1:0] pick__region_hi__6;
    reg  [1:0] pick__region_hi__7;
    reg  [1:0] pick__flit_tag__0;
    reg  [1:0] pick__flit_tag__1;
    reg  [1:0] pick__flit_tag__2;
    reg  [1:0] pick__flit_tag__3;
    reg  [1:0] pick__flit_tag__4;
    reg  [1:0] pick__flit_tag__5;
    reg  [1:0] pick__flit_tag__6;
    reg  [1:0] pick__flit_tag__7;
    reg  [1:0] pick__flit_tag__8;
    reg  [1:0] pick__flit_tag__9;
    reg  [1:0] pick__flit_tag__10;
    reg  [1:0] pick__flit_tag__11;
    reg  [1:0] pick__flit_tag__12;
    reg  [1:0] pick__flit_tag__13;
    reg  [1:0] pick__flit_tag__14;
    reg  [1:0] pick__flit_tag__15;
    reg  [15:0] pick__flit_data__0;
    reg  [15:0] pick__flit_data__1;
    reg  [15:0] pick__flit_data__2;
    reg  [15:0] pick__flit_data__3;
    reg  [15:0] pick__flit_data__4;
    reg  [15:0] pick__flit_data__5;
    reg  [15:0] pick__flit_data__6;
    reg  [15:0] pick__flit_data__7;
    reg  [15:0] pick__flit_data__8;
    reg  [15:0] pick__flit_data__9;
    reg  [15:0] pick__flit_data__10;
    reg  [15:0] pick__flit_data__11;
    reg  [15:0] pick__flit_data__12;
    reg  [15:0] pick__flit_data__13;
    reg  [15:0] pick__flit_data__14;
    reg  [15:0] pick__flit_data__15;
    wire  pick__pri;
    wire  pick__part;
    wire  [1:0] pick__drv_tag;
    wire  [1:0] pick__drv_buf;
    wire  [15:0] pick__drv_data;
    wire  [4:0] pick__p_ways;
    reg  [3:0] check__coord;
    reg  check__rx_valid;
    reg  [2:0] check__rx_drv;
    reg  [1:0] check__rx_tag;
    reg  [1:0] check__rx_buf;
    reg  [15:0] check__rx_data;
    reg  check__free;
    reg  check__a__0;
    reg  check__a__1;
    reg  check__a__2;
    reg  check__a__3;
    reg  check__hdr__0;
    reg  check__hdr__1;
    reg  check__hdr__2;
    reg  check__hdr__3;
    reg  check__tail__0;
    reg  check__tail__1;
    reg  check__tail__2;
    reg  check__tail__3;
    reg  check__discard__0;
    reg  check__discard__1;
    reg  check__discard__2;
    reg  check__discard__3;
    reg  [2:0] check__drv__0;
    reg  [2:0] check__drv__1;
    reg  [2:0] check__drv__2;
    reg  [2:0] check__drv__3;
    reg  [1:0] check__buf_num__0;
    reg  [1:0] check__buf_num__1;
    reg  [1:0] check__buf_num__2;
    reg  [1:0] check__buf_num__3;
    reg  [2:0] check__rcvd__0;
    reg  [2:0] check__rcvd__1;
    reg  [2:0] check__rcvd__2;
    reg  [2:0] check__rcvd__3;
    reg  [2:0] check__len__0;
    reg  [2:0] check__len__1;
    reg  [2:0] check__len__2;
    reg  [2:0] check__len__3;
    wire  check__hit;
    wire  check__can_ack;
    wire  check__bad;
    wire  check__rx_head;
    wire  check__h_me;
    wire  [2:0] check__h_len;
    wire  [3:0] check__match_hit;
    wire  check__rsv_me;
    wire  [3:0] check__reserved_first;
    wire  [1:0] check__sub_lo__0;
    wire  [1:0] check__sub_lo__1;
    wire  [1:0] check__sub_hi__0;
    wire  [1:0] check__sub_hi__1;
    wire  [4:0] check__route_out;
    reg  ackout__rx_head;
    reg  ackout__rsv_me;
    reg  ackout__free;
    reg  ackout__hit;
    reg  [4:0] ackout__rx_chain;
    wire  ackout__ack_out;
    
    // Local signals
    reg  [1:0] tx_at__0;
    reg  [1:0] tx_at__1;
    reg  scan;
    reg  [3:0] target;
    reg  [3:0] wrote;
    reg  [2:0] rcvd_d__0;
    reg  [2:0] rcvd_d__1;
    reg  [2:0] rcvd_d__2;
    reg  [2:0] rcvd_d__3;
    reg  tail_d__0;
    reg  tail_d__1;
    reg  tail_d__2;
    reg  tail_d__3;
    reg  granted;
    reg  [4:0] p_acked;
    reg  [4:0] p_rest;
    reg  [4:0] p_first;
    reg  make_replica;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__0 a__0(
        .d(a__0__d),
        .q(a__0__q),
        .clock(a__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__1 a__1(
        .d(a__1__d),
        .q(a__1__q),
        .clock(a__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__2 a__2(
        .d(a__2__d),
        .q(a__2__q),
        .clock(a__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__3 a__3(
        .d(a__3__d),
        .q(a__3__q),
        .clock(a__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__0 drv__0(
        .d(drv__0__d),
        .q(drv__0__q),
        .clock(drv__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__1 drv__1(
        .d(drv__1__d),
        .q(drv__1__q),
        .clock(drv__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__2 drv__2(
        .d(drv__2__d),
        .q(drv__2__q),
        .clock(drv__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__3 drv__3(
        .d(drv__3__d),
        .q(drv__3__q),
        .clock(drv__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__0 buf_num__0(
        .d(buf_num__0__d),
        .q(buf_num__0__q),
        .clock(buf_num__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__1 buf_num__1(
        .d(buf_num__1__d),
        .q(buf_num__1__q),
        .clock(buf_num__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__2 buf_num__2(
        .d(buf_num__2__d),
        .q(buf_num__2__q),
        .clock(buf_num__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__3 buf_num__3(
        .d(buf_num__3__d),
        .q(buf_num__3__q),
        .clock(buf_num__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__0 rcvd__0(
        .d(rcvd__0__d),
        .q(rcvd__0__q),
        .clock(rcvd__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__1 rcvd__1(
        .d(rcvd__1__d),
        .q(rcvd__1__q),
        .clock(rcvd__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__2 rcvd__2(
        .d(rcvd__2__d),
        .q(rcvd__2__q),
        .clock(rcvd__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__3 rcvd__3(
        .d(rcvd__3__d),
        .q(rcvd__3__q),
        .clock(rcvd__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__0 sent__0(
        .d(sent__0__d),
        .q(sent__0__q),
        .clock(sent__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__1 sent__1(
        .d(sent__1__d),
        .q(sent__1__q),
        .clock(sent__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__2 sent__2(
        .d(sent__2__d),
        .q(sent__2__q),
        .clock(sent__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__3 sent__3(
        .d(sent__3__d),
        .q(sent__3__q),
        .clock(sent__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__0 hdr__0(
        .d(hdr__0__d),
        .q(hdr__0__q),
        .clock(hdr__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__1 hdr__1(
        .d(hdr__1__d),
        .q(hdr__1__q),
        .clock(hdr__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__2 hdr__2(
        .d(hdr__2__d),
        .q(hdr__2__q),
        .clock(hdr__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__3 hdr__3(
        .d(hdr__3__d),
        .q(hdr__3__q),
        .clock(hdr__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__0 tail__0(
        .d(tail__0__d),
        .q(tail__0__q),
        .clock(tail__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__1 tail__1(
        .d(tail__1__d),
        .q(tail__1__q),
        .clock(tail__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__2 tail__2(
        .d(tail__2__d),
        .q(tail__2__q),
        .clock(tail__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__3 tail__3(
        .d(tail__3__d),
        .q(tail__3__q),
        .clock(tail__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__0 hsent__0(
        .d(hsent__0__d),
        .q(hsent__0__q),
        .clock(hsent__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__1 hsent__1(
        .d(hsent__1__d),
        .q(hsent__1__q),
        .clock(hsent__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__2 hsent__2(
        .d(hsent__2__d),
        .q(hsent__2__q),
        .clock(hsent__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__3 hsent__3(
        .d(hsent__3__d),
        .q(hsent__3__q),
        .clock(hsent__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__0 discard__0(
        .d(discard__0__d),
        .q(discard__0__q),
        .clock(discard__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__1 discard__1(
        .d(discard__1__d),
        .q(discard__1__q),
        .clock(discard__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__2 discard__2(
        .d(discard__2__d),
        .q(discard__2__q),
        .clock(discard__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__3 discard__3(
        .d(discard__3__d),
        .q(discard__3__q),
        .clock(discard__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__0 len__0(
        .d(len__0__d),
        .q(len__0__q),
        .clock(len__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__1 len__1(
        .d(len__1__d),
        .q(len__1__q),
        .clock(len__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__2 len__2(
        .d(len__2__d),
        .q(len__2__q),
        .clock(len__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__3 len__3(
        .d(len__3__d),
        .q(len__3__q),
        .clock(len__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__0 out__0(
        .d(out__0__d),
        .q(out__0__q),
        .clock(out__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__1 out__1(
        .d(out__1__d),
        .q(out__1__q),
        .clock(out__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__2 out__2(
        .d(out__2__d),
        .q(out__2__q),
        .clock(out__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__3 out__3(
        .d(out__3__d),
        .q(out__3__q),
        .clock(out__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__0 cur__0(
        .d(cur__0__d),
        .q(cur__0__q),
        .clock(cur__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__1 cur__1(
        .d(cur__1__d),
        .q(cur__1__q),
        .clock(cur__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__2 cur__2(
        .d(cur__2__d),
        .q(cur__2__q),
        .clock(cur__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__3 cur__3(
        .d(cur__3__d),
        .q(cur__3__q),
        .clock(cur__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__0 rsv__0(
        .d(rsv__0__d),
        .q(rsv__0__q),
        .clock(rsv__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__1 rsv__1(
        .d(rsv__1__d),
        .q(rsv__1__q),
        .clock(rsv__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__2 rsv__2(
        .d(rsv__2__d),
        .q(rsv__2__q),
        .clock(rsv__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__3 rsv__3(
        .d(rsv__3__d),
        .q(rsv__3__q),
        .clock(rsv__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__0 region_lo__0(
        .d(region_lo__0__d),
        .q(region_lo__0__q),
        .clock(region_lo__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__1 region_lo__1(
        .d(region_lo__1__d),
        .q(region_lo__1__q),
        .clock(region_lo__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__2 region_lo__2(
        .d(region_lo__2__d),
        .q(region_lo__2__q),
        .clock(region_lo__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__3 region_lo__3(
        .d(region_lo__3__d),
        .q(region_lo__3__q),
        .clock(region_lo__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__4 region_lo__4(
        .d(region_lo__4__d),
        .q(region_lo__4__q),
        .clock(region_lo__4__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__5 region_lo__5(
        .d(region_lo__5__d),
        .q(region_lo__5__q),
        .clock(region_lo__5__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__6 region_lo__6(
        .d(region_lo__6__d),
        .q(region_lo__6__q),
        .clock(region_lo__6__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__7 region_lo__7(
        .d(region_lo__7__d),
        .q(region_lo__7__q),
        .clock(region_lo__7__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__0 region_hi__0(
        .d(region_hi__0__d),
        .q(region_hi__0__q),
        .clock(region_hi__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__1 region_hi__1(
        .d(region_hi__1__d),
        .q(region_hi__1__q),
        .clock(region_hi__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__2 region_hi__2(
        .d(region_hi__2__d),
        .q(region_hi__2__q),
        .clock(region_hi__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__3 region_hi__3(
        .d(region_hi__3__d),
        .q(region_hi__3__q),
        .clock(region_hi__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__4 region_hi__4(
        .d(region_hi__4__d),
        .q(region_hi__4__q),
        .clock(region_hi__4__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__5 region_hi__5(
        .d(region_hi__5__d),
        .q(region_hi__5__q),
        .clock(region_hi__5__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__6 region_hi__6(
        .d(region_hi__6__d),
        .q(region_hi__6__q),
        .clock(region_hi__6__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__7 region_hi__7(
        .d(region_hi__7__d),
        .q(region_hi__7__q),
        .clock(region_hi__7__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__0 flit_tag__0(
        .d(flit_tag__0__d),
        .q(flit_tag__0__q),
        .clock(flit_tag__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__1 flit_tag__1(
        .d(flit_tag__1__d),
        .q(flit_tag__1__q),
        .clock(flit_tag__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__2 flit_tag__2(
        .d(flit_tag__2__d),
        .q(flit_tag__2__q),
        .clock(flit_tag__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__3 flit_tag__3(
        .d(flit_tag__3__d),
        .q(flit_tag__3__q),
        .clock(flit_tag__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__4 flit_tag__4(
        .d(flit_tag__4__d),
        .q(flit_tag__4__q),
        .clock(flit_tag__4__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__5 flit_tag__5(
        .d(flit_tag__5__d),
        .q(flit_tag__5__q),
        .clock(flit_tag__5__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__6 flit_tag__6(
        .d(flit_tag__6__d),
        .q(flit_tag__6__q),
        .clock(flit_tag__6__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__7 flit_tag__7(
        .d(flit_tag__7__d),
        .q(flit_tag__7__q),
        .clock(flit_tag__7__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__8 flit_tag__8(
        .d(flit_tag__8__d),
        .q(flit_tag__8__q),
        .clock(flit_tag__8__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__9 flit_tag__9(
        .d(flit_tag__9__d),
        .q(flit_tag__9__q),
        .clock(flit_tag__9__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__10 flit_tag__10(
        .d(flit_tag__10__d),
        .q(flit_tag__10__q),
        .clock(flit_tag__10__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__11 flit_tag__11(
        .d(flit_tag__11__d),
        .q(flit_tag__11__q),
        .clock(flit_tag__11__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__12 flit_tag__12(
        .d(flit_tag__12__d),
        .q(flit_tag__12__q),
        .clock(flit_tag__12__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__13 flit_tag__13(
        .d(flit_tag__13__d),
        .q(flit_tag__13__q),
        .clock(flit_tag__13__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__14 flit_tag__14(
        .d(flit_tag__14__d),
        .q(flit_tag__14__q),
        .clock(flit_tag__14__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__15 flit_tag__15(
        .d(flit_tag__15__d),
        .q(flit_tag__15__q),
        .clock(flit_tag__15__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__0 flit_data__0(
        .d(flit_data__0__d),
        .q(flit_data__0__q),
        .clock(flit_data__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__1 flit_data__1(
        .d(flit_data__1__d),
        .q(flit_data__1__q),
        .clock(flit_data__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__2 flit_data__2(
        .d(flit_data__2__d),
        .q(flit_data__2__q),
        .clock(flit_data__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__3 flit_data__3(
        .d(flit_data__3__d),
        .q(flit_data__3__q),
        .clock(flit_data__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__4 flit_data__4(
        .d(flit_data__4__d),
        .q(flit_data__4__q),
        .clock(flit_data__4__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__5 flit_data__5(
        .d(flit_data__5__d),
        .q(flit_data__5__q),
        .clock(flit_data__5__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__6 flit_data__6(
        .d(flit_data__6__d),
        .q(flit_data__6__q),
        .clock(flit_data__6__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__7 flit_data__7(
        .d(flit_data__7__d),
        .q(flit_data__7__q),
        .clock(flit_data__7__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__8 flit_data__8(
        .d(flit_data__8__d),
        .q(flit_data__8__q),
        .clock(flit_data__8__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__9 flit_data__9(
        .d(flit_data__9__d),
        .q(flit_data__9__q),
        .clock(flit_data__9__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__10 flit_data__10(
        .d(flit_data__10__d),
        .q(flit_data__10__q),
        .clock(flit_data__10__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__11 flit_data__11(
        .d(flit_data__11__d),
        .q(flit_data__11__q),
        .clock(flit_data__11__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__12 flit_data__12(
        .d(flit_data__12__d),
        .q(flit_data__12__q),
        .clock(flit_data__12__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__13 flit_data__13(
        .d(flit_data__13__d),
        .q(flit_data__13__q),
        .clock(flit_data__13__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__14 flit_data__14(
        .d(flit_data__14__d),
        .q(flit_data__14__q),
        .clock(flit_data__14__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__15 flit_data__15(
        .d(flit_data__15__d),
        .q(flit_data__15__q),
        .clock(flit_data__15__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__arbiter arbiter(
        .clock(arbiter__clock),
        .req(arbiter__req),
        .advance(arbiter__advance),
        .rst(arbiter__rst),
        .grant(arbiter__grant),
        .valid(arbiter__valid)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__stat stat(
        .a__0(stat__a__0),
        .a__1(stat__a__1),
        .a__2(stat__a__2),
        .a__3(stat__a__3),
        .free(stat__free),
        .first_free(stat__first_free),
        .last_free(stat__last_free),
        .free2(stat__free2)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__reqs reqs(
        .a__0(reqs__a__0),
        .a__1(reqs__a__1),
        .a__2(reqs__a__2),
        .a__3(reqs__a__3),
        .hdr__0(reqs__hdr__0),
        .hdr__1(reqs__hdr__1),
        .hdr__2(reqs__hdr__2),
        .hdr__3(reqs__hdr__3),
        .tail__0(reqs__tail__0),
        .tail__1(reqs__tail__1),
        .tail__2(reqs__tail__2),
        .tail__3(reqs__tail__3),
        .hsent__0(reqs__hsent__0),
        .hsent__1(reqs__hsent__1),
        .hsent__2(reqs__hsent__2),
        .hsent__3(reqs__hsent__3),
        .discard__0(reqs__discard__0),
        .discard__1(reqs__discard__1),
        .discard__2(reqs__discard__2),
        .discard__3(reqs__discard__3),
        .drv__0(reqs__drv__0),
        .drv__1(reqs__drv__1),
        .drv__2(reqs__drv__2),
        .drv__3(reqs__drv__3),
        .rcvd__0(reqs__rcvd__0),
        .rcvd__1(reqs__rcvd__1),
        .rcvd__2(reqs__rcvd__2),
        .rcvd__3(reqs__rcvd__3),
        .sent__0(reqs__sent__0),
        .sent__1(reqs__sent__1),
        .sent__2(reqs__sent__2),
        .sent__3(reqs__sent__3),
        .out__0(reqs__out__0),
        .out__1(reqs__out__1),
        .out__2(reqs__out__2),
        .out__3(reqs__out__3),
        .cur__0(reqs__cur__0),
        .cur__1(reqs__cur__1),
        .cur__2(reqs__cur__2),
        .cur__3(reqs__cur__3),
        .rsv__0(reqs__rsv__0),
        .rsv__1(reqs__rsv__1),
        .rsv__2(reqs__rsv__2),
        .rsv__3(reqs__rsv__3),
        .tx_avail(reqs__tx_avail),
        .requests(reqs__requests)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__pick pick(
        .grant(pick__grant),
        .valid(pick__valid),
        .free2(pick__free2),
        .hsent__0(pick__hsent__0),
        .hsent__1(pick__hsent__1),
        .hsent__2(pick__hsent__2),
        .hsent__3(pick__hsent__3),
        .sent__0(pick__sent__0),
        .sent__1(pick__sent__1),
        .sent__2(pick__sent__2),
        .sent__3(pick__sent__3),
        .len__0(pick__len__0),
        .len__1(pick__len__1),
        .len__2(pick__len__2),
        .len__3(pick__len__3),
        .out__0(pick__out__0),
        .out__1(pick__out__1),
        .out__2(pick__out__2),
        .out__3(pick__out__3),
        .cur__0(pick__cur__0),
        .cur__1(pick__cur__1),
        .cur__2(pick__cur__2),
        .cur__3(pick__cur__3),
        .region_lo__0(pick__region_lo__0),
        .region_lo__1(pick__region_lo__1),
        .region_lo__2(pick__region_lo__2),
        .region_lo__3(pick__region_lo__3),
        .region_lo__4(pick__region_lo__4),
        .region_lo__5(pick__region_lo__5),
        .region_lo__6(pick__region_lo__6),
        .region_lo__7(pick__region_lo__7),
        .region_hi__0(pick__region_hi__0),
        .region_hi__1(pick__region_hi__1),
        .region_hi__2(pick__region_hi__2),
        .region_hi__3(pick__region_hi__3),
        .region_hi__4(pick__region_hi__4),
        .region_hi__5(pick__region_hi__5),
        .region_hi__6(pick__region_hi__6),
        .region_hi__7(pick__region_hi__7),
        .flit_tag__0(pick__flit_tag__0),
        .flit_tag__1(pick__flit_tag__1),
        .flit_tag__2(pick__flit_tag__2),
        .flit_tag__3(pick__flit_tag__3),
        .flit_tag__4(pick__flit_tag__4),
        .flit_tag__5(pick__flit_tag__5),
        .flit_tag__6(pick__flit_tag__6),
        .flit_tag__7(pick__flit_tag__7),
        .flit_tag__8(pick__flit_tag__8),
        .flit_tag__9(pick__flit_tag__9),
        .flit_tag__10(pick__flit_tag__10),
        .flit_tag__11(pick__flit_tag__11),
        .flit_tag__12(pick__flit_tag__12),
        .flit_tag__13(pick__flit_tag__13),
        .flit_tag__14(pick__flit_tag__14),
        .flit_tag__15(pick__flit_tag__15),
        .flit_data__0(pick__flit_data__0),
        .flit_data__1(pick__flit_data__1),
        .flit_data__2(pick__flit_data__2),
        .flit_data__3(pick__flit_data__3),
        .flit_data__4(pick__flit_data__4),
        .flit_data__5(pick__flit_data__5),
        .flit_data__6(pick__flit_data__6),
        .flit_data__7(pick__flit_data__7),
        .flit_data__8(pick__flit_data__8),
        .flit_data__9(pick__flit_data__9),
        .flit_data__10(pick__flit_data__10),
        .flit_data__11(pick__flit_data__11),
        .flit_data__12(pick__flit_data__12),
        .flit_data__13(pick__flit_data__13),
        .flit_data__14(pick__flit_data__14),
        .flit_data__15(pick__flit_data__15),
        .pri(pick__pri),
        .part(pick__part),
        .drv_tag(pick__drv_tag),
        .drv_buf(pick__drv_buf),
        .drv_data(pick__drv_data),
        .p_ways(pick__p_ways)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__check check(
        .coord(check__coord),
        .rx_valid(check__rx_valid),
        .rx_drv(check__rx_drv),
        .rx_tag(check__rx_tag),
        .rx_buf(check__rx_buf),
        .rx_data(check__rx_data),
        .free(check__free),
        .a__0(check__a__0),
        .a__1(check__a__1),
        .a__2(check__a__2),
        .a__3(check__a__3),
        .hdr__0(check__hdr__0),
        .hdr__1(check__hdr__1),
        .hdr__2(check__hdr__2),
        .hdr__3(check__hdr__3),
        .tail__0(check__tail__0),
        .tail__1(check__tail__1),
        .tail__2(check__tail__2),
        .tail__3(check__tail__3),
        .discard__0(check__discard__0),
        .discard__1(check__discard__1),
        .discard__2(check__discard__2),
        .discard__3(check__discard__3),
        .drv__0(check__drv__0),
        .drv__1(check__drv__1),
        .drv__2(check__drv__2),
        .drv__3(check__drv__3),
        .buf_num__0(check__buf_num__0),
        .buf_num__1(check__buf_num__1),
        .buf_num__2(check__buf_num__2),
        .buf_num__3(check__buf_num__3),
        .rcvd__0(check__rcvd__0),
        .rcvd__1(check__rcvd__1),
        .rcvd__2(check__rcvd__2),
        .rcvd__3(check__rcvd__3),
        .len__0(check__len__0),
        .len__1(check__len__1),
        .len__2(check__len__2),
        .len__3(check__len__3),
        .hit(check__hit),
        .can_ack(check__can_ack),
        .bad(check__bad),
        .rx_head(check__rx_head),
        .h_me(check__h_me),
        .h_len(check__h_len),
        .match_hit(check__match_hit),
        .rsv_me(check__rsv_me),
        .reserved_first(check__reserved_first),
        .sub_lo__0(check__sub_lo__0),
        .sub_lo__1(check__sub_lo__1),
        .sub_hi__0(check__sub_hi__0),
        .sub_hi__1(check__sub_hi__1),
        .route_out(check__route_out)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__ackout ackout(
        .rx_head(ackout__rx_head),
        .rsv_me(ackout__rsv_me),
        .free(ackout__free),
        .hit(ackout__hit),
        .rx_chain(ackout__rx_chain),
        .ack_out(ackout__ack_out)
    );
    
    // Update code
    always @(*) begin
        arbiter__clock = clock;
        arbiter__rst = rst;
        a__0__clock = clock;
        drv__0__clock = clock;
        buf_num__0__clock = clock;
        rcvd__0__clock = clock;
        sent__0__clock = clock;
        hdr__0__clock = clock;
        tail__0__clock = clock;
        hsent__0__clock = clock;
        discard__0__clock = clock;
        len__0__clock = clock;
        out__0__clock = clock;
        cur__0__clock = clock;
        rsv__0__clock = clock;
        a__0__d = a__0__q;
        drv__0__d = drv__0__q;
        buf_num__0__d = buf_num__0__q;
        rcvd__0__d = rcvd__0__q;
        sent__0__d = sent__0__q;
        hdr__0__d = hdr__0__q;
        tail__0__d = tail__0__q;
        hsent__0__d = hsent__0__q;
        discard__0__d = discard__0__q;
        len__0__d = len__0__q;
        out__0__d = out__0__q;
        cur__0__d = cur__0__q;
        rsv__0__d = rsv__0__q;
        a__1__clock = clock;
        drv__1__clock = clock;
        buf_num__1__clock = clock;
        rcvd__1__clock = clock;
        sent__1__clock = clock;
        hdr__1__clock = clock;
        tail__1__clock = clock;
        hsent__1__clock = clock;
        discard__1__clock = clock;
        len__1__clock = clock;
        out__1__clock = clock;
        cur__1__clock = clock;
        rsv__1__clock = clock;
        a__1__d = a__1__q;
        drv__1__d = drv__1__q;
        buf_num__1__d = buf_num__1__q;
        rcvd__1__d = rcvd__1__q;
        sent__1__d = sent__1__q;
        hdr__1__d = hdr__1__q;
        tail__1__d = tail__1__q;
        hsent__1__d = hsent__1__q;
        discard__1__d = discard__1__q;
        len__1__d = len__1__q;
        out__1__d = out__1__q;
        cur__1__d = cur__1__q;
        rsv__1__d = rsv__1__q;
        a__2__clock = clock;
        drv__2__clock = clock;
        buf_num__2__clock = clock;
        rcvd__2__clock = clock;
        sent__2__clock = clock;
        hdr__2__clock = clock;
        tail__2__clock = clock;
        hsent__2__clock = clock;
        discard__2__clock = clock;
        len__2__clock = clock;
        out__2__clock = clock;
        cur__2__clock = clock;
        rsv__2__clock = clock;
        a__2__d = a__2__q;
        drv__2__d = drv__2__q;
        buf_num__2__d = buf_num__2__q;
        rcvd__2__d = rcvd__2__q;
        sent__2__d = sent__2__q;
        hdr__2__d = hdr__2__q;
        tail__2__d = tail__2__q;
        hsent__2__d = hsent__2__q;
        discard__2__d = discard__2__q;
        len__2__d = len__2__q;
        out__2__d = out__2__q;
        cur__2__d = cur__2__q;
        rsv__2__d = rsv__2__q;
        a__3__clock = clock;
        drv__3__clock = clock;
        buf_num__3__clock = clock;
        rcvd__3__clock = clock;
        sent__3__clock = clock;
        hdr__3__clock = clock;
        tail__3__clock = clock;
        hsent__3__clock = clock;
        discard__3__clock = clock;
        len__3__clock = clock;
        out__3__clock = clock;
        cur__3__clock = clock;
        rsv__3__clock = clock;
        a__3__d = a__3__q;
        drv__3__d = drv__3__q;
        buf_num__3__d = buf_num__3__q;
        rcvd__3__d = rcvd__3__q;
        sent__3__d = sent__3__q;
        hdr__3__d = hdr__3__q;
        tail__3__d = tail__3__q;
        hsent__3__d = hsent__3__q;
        discard__3__d = discard__3__q;
        len__3__d = len__3__q;
        out__3__d = out__3__q;
        cur__3__d = cur__3__q;
        rsv__3__d = rsv__3__q;
        region_lo__0__clock = clock;
        region_hi__0__clock = clock;
        region_lo__0__d = region_lo__0__q;
        region_hi__0__d = region_hi__0__q;
        region_lo__1__clock = clock;
        region_hi__1__clock = clock;
        region_lo__1__d = region_lo__1__q;
        region_hi__1__d = region_hi__1__q;
        region_lo__2__clock = clock;
        region_hi__2__clock = clock;
        region_lo__2__d = region_lo__2__q;
        region_hi__2__d = region_hi__2__q;
        region_lo__3__clock = clock;
        region_hi__3__clock = clock;
        region_lo__3__d = region_lo__3__q;
        region_hi__3__d = region_hi__3__q;
        region_lo__4__clock = clock;
        region_hi__4__clock = clock;
        region_lo__4__d = region_lo__4__q;
        region_hi__4__d = region_hi__4__q;
        region_lo__5__clock = clock;
        region_hi__5__clock = clock;
        region_lo__5__d = region_lo__5__q;
        region_hi__5__d = region_hi__5__q;
        region_lo__6__clock = clock;
        region_hi__6__clock = clock;
        region_lo__6__d = region_lo__6__q;
        region_hi__6__d = region_hi__6__q;
        region_lo__7__clock = clock;
        region_hi__7__clock = clock;
        region_lo__7__d = region_lo__7__q;
        region_hi__7__d = region_hi__7__q;
        flit_tag__0__clock = clock;
        flit_data__0__clock = clock;
        flit_tag__0__d = flit_tag__0__q;
        flit_data__0__d = flit_data__0__q;
        flit_tag__1__clock = clock;
        flit_data__1__clock = clock;
        flit_tag__1__d = flit_tag__1__q;
        flit_data__1__d = flit_data__1__q;
        flit_tag__2__clock = clock;
        flit_data__2__clock = clock;
        flit_tag__2__d = flit_tag__2__q;
        flit_data__2__d = flit_data__2__q;
        flit_tag__3__clock = clock;
        flit_data__3__clock = clock;
        flit_tag__3__d = flit_tag__3__q;
        flit_data__3__d = flit_data__3__q;
        flit_tag__4__clock = clock;
        flit_data__4__clock = clock;
        flit_tag__4__d = flit_tag__4__q;
        flit_data__4__d = flit_data__4__q;
        flit_tag__5__clock = clock;
        flit_data__5__clock = clock;
        flit_tag__5__d = flit_tag__5__q;
        flit_data__5__d = flit_data__5__q;
        flit_tag__6__clock = clock;
        flit_data__6__clock = clock;
        flit_tag__6__d = flit_tag__6__q;
        flit_data__6__d = flit_data__6__q;
        flit_tag__7__clock = clock;
        flit_data__7__clock = clock;
        flit_tag__7__d = flit_tag__7__q;
        flit_data__7__d = flit_data__7__q;
        flit_tag__8__clock = clock;
        flit_data__8__clock = clock;
        flit_tag__8__d = flit_tag__8__q;
        flit_data__8__d = flit_data__8__q;
        flit_tag__9__clock = clock;
        flit_data__9__clock = clock;
        flit_tag__9__d = flit_tag__9__q;
        flit_data__9__d = flit_data__9__q;
        flit_tag__10__clock = clock;
        flit_data__10__clock = clock;
        flit_tag__10__d = flit_tag__10__q;
        flit_data__10__d = flit_data__10__q;
        flit_tag__11__clock = clock;
        flit_data__11__clock = clock;
        flit_tag__11__d = flit_tag__11__q;
        flit_data__11__d = flit_data__11__q;
        flit_tag__12__clock = clock;
        flit_data__12__clock = clock;
        flit_tag__12__d = flit_tag__12__q;
        flit_data__12__d = flit_data__12__q;
        flit_tag__13__clock = clock;
        flit_data__13__clock = clock;
        flit_tag__13__d = flit_tag__13__q;
        flit_data__13__d = flit_data__13__q;
        flit_tag__14__clock = clock;
        flit_data__14__clock = clock;
        flit_tag__14__d = flit_tag__14__q;
        flit_data__14__d = flit_data__14__q;
        flit_tag__15__clock = clock;
        flit_data__15__clock = clock;
        flit_tag__15__d = flit_tag__15__q;
        flit_data__15__d = flit_data__15__q;
        tx_at__0 = coord[(0 * 2)+:(2)] + tx_add__0;
        tx_at__1 = coord[(1 * 2)+:(2)] + tx_add__1;
        stat__a__0 = a__0__q;
        stat__a__1 = a__1__q;
        stat__a__2 = a__2__q;
        stat__a__3 = a__3__q;
        free = stat__free;
        if (rst) begin
            free = 1'b0;
        end
        full = 32'h0;
        reqs__a__0 = a__0__q;
        reqs__hdr__0 = hdr__0__q;
        reqs__tail__0 = tail__0__q;
        reqs__hsent__0 = hsent__0__q;
        reqs__discard__0 = discard__0__q;
        reqs__drv__0 = drv__0__q;
        reqs__rcvd__0 = rcvd__0__q;
        reqs__sent__0 = sent__0__q;
        reqs__out__0 = out__0__q;
        reqs__cur__0 = cur__0__q;
        reqs__rsv__0 = rsv__0__q;
        reqs__a__1 = a__1__q;
        reqs__hdr__1 = hdr__1__q;
        reqs__tail__1 = tail__1__q;
        reqs__hsent__1 = hsent__1__q;
        reqs__discard__1 = discard__1__q;
        reqs__drv__1 = drv__1__q;
        reqs__rcvd__1 = rcvd__1__q;
        reqs__sent__1 = sent__1__q;
        reqs__out__1 = out__1__q;
        reqs__cur__1 = cur__1__q;
        reqs__rsv__1 = rsv__1__q;
        reqs__a__2 = a__2__q;
        reqs__hdr__2 = hdr__2__q;
        reqs__tail__2 = tail__2__q;
        reqs__hsent__2 = hsent__2__q;
        reqs__discard__2 = discard__2__q;
        reqs__drv__2 = drv__2__q;
        reqs__rcvd__2 = rcvd__2__q;
        reqs__sent__2 = sent__2__q;
        reqs__out__2 = out__2__q;
        reqs__cur__2 = cur__2__q;
        reqs__rsv__2 = rsv__2__q;
        reqs__a__3 = a__3__q;
        reqs__hdr__3 = hdr__3__q;
        reqs__tail__3 = tail__3__q;
        reqs__hsent__3 = hsent__3__q;
        reqs__discard__3 = discard__3__q;
        reqs__drv__3 = drv__3__q;
        reqs__rcvd__3 = rcvd__3__q;
        reqs__sent__3 = sent__3__q;
        reqs__out__3 = out__3__q;
        reqs__cur__3 = cur__3__q;
        reqs__rsv__3 = rsv__3__q;
        reqs__tx_avail = tx_avail;
        arbiter__req = reqs__requests;
        granted = tx_valid & (tx_drv == tx_slot);
        arbiter__advance = tx_valid & (tx_drv == tx_slot);
        pick__grant = arbiter__grant;
        pick__valid = arbiter__valid;
        pick__free2 = stat__free2;
        pick__hsent__0 = hsent__0__q;
        pick__sent__0 = sent__0__q;
        pick__len__0 = len__0__q;
        pick__out__0 = out__0__q;
        pick__cur__0 = cur__0__q;
        pick__hsent__1 = hsent__1__q;
        pick__sent__1 = sent__1__q;
        pick__len__1 = len__1__q;
        pick__out__1 = out__1__q;
        pick__cur__1 = cur__1__q;
        pick__hsent__2 = hsent__2__q;
        pick__sent__2 = sent__2__q;
        pick__len__2 = len__2__q;
        pick__out__2 = out__2__q;
        pick__cur__2 = cur__2__q;
        pick__hsent__3 = hsent__3__q;
        pick__sent__3 = sent__3__q;
        pick__len__3 = len__3__q;
        pick__out__3 = out__3__q;
        pick__cur__3 = cur__3__q;
        pick__region_lo__0 = region_lo__0__q;
        pick__region_hi__0 = region_hi__0__q;
        pick__region_lo__1 = region_lo__1__q;
        pick__region_hi__1 = region_hi__1__q;
        pick__region_lo__2 = region_lo__2__q;
        pick__region_hi__2 = region_hi__2__q;
        pick__region_lo__3 = region_lo__3__q;
        pick__region_hi__3 = region_hi__3__q;
        pick__region_lo__4 = region_lo__4__q;
        pick__region_hi__4 = region_hi__4__q;
        pick__region_lo__5 = region_lo__5__q;
        pick__region_hi__5 = region_hi__5__q;
        pick__region_lo__6 = region_lo__6__q;
        pick__region_hi__6 = region_hi__6__q;
        pick__region_lo__7 = region_lo__7__q;
        pick__region_hi__7 = region_hi__7__q;
        pick__flit_tag__0 = flit_tag__0__q;
        pick__flit_data__0 = flit_data__0__q;
        pick__flit_tag__1 = flit_tag__1__q;
        pick__flit_data__1 = flit_data__1__q;
        pick__flit_tag__2 = flit_tag__2__q;
        pick__flit_data__2 = flit_data__2__q;
        pick__flit_tag__3 = flit_tag__3__q;
        pick__flit_data__3 = flit_data__3__q;
        pick__flit_tag__4 = flit_tag__4__q;
        pick__flit_data__4 = flit_data__4__q;
        pick__flit_tag__5 = flit_tag__5__q;
        pick__flit_data__5 = flit_data__5__q;
        pick__flit_tag__6 = flit_tag__6__q;
        pick__flit_data__6 = flit_data__6__q;
        pick__flit_tag__7 = flit_tag__7__q;
        pick__flit_data__7 = flit_data__7__q;
        pick__flit_tag__8 = flit_tag__8__q;
        pick__flit_data__8 = flit_data__8__q;
        pick__flit_tag__9 = flit_tag__9__q;
        pick__flit_data__9 = flit_data__9__q;
        pick__flit_tag__10 = flit_tag__10__q;
        pick__flit_data__10 = flit_data__10__q;
        pick__flit_tag__11 = flit_tag__11__q;
        pick__flit_data__11 = flit_data__11__q;
        pick__flit_tag__12 = flit_tag__12__q;
        pick__flit_data__12 = flit_data__12__q;
        pick__flit_tag__13 = flit_tag__13__q;
        pick__flit_data__13 = flit_data__13__q;
        pick__flit_tag__14 = flit_tag__14__q;
        pick__flit_data__14 = flit_data__14__q;
        pick__flit_tag__15 = flit_tag__15__q;
        pick__flit_data__15 = flit_data__15__q;
        req = arbiter__valid;
        if (rst) begin
            req = 1'b0;
        end
        pri = pick__pri;
        if (rst) begin
            pri = 1'b0;
        end
        part = pick__part;
        if (rst) begin
            part = 1'b0;
        end
        drv_tag = pick__drv_tag;
        if (rst) begin
            drv_tag = 32'h0;
        end
        drv_buf = pick__drv_buf;
        if (rst) begin
            drv_buf = 32'h0;
        end
        drv_data = pick__drv_data;
        if (rst) begin
            drv_data = 32'h0;
        end
        check__coord = coord;
        check__rx_valid = rx_valid;
        check__rx_drv = rx_drv;
        check__rx_tag = rx_tag;
        check__rx_buf = rx_buf;
        check__rx_data = rx_data;
        check__free = stat__free;
        check__a__0 = a__0__q;
        check__hdr__0 = hdr__0__q;
        check__tail__0 = tail__0__q;
        check__discard__0 = discard__0__q;
        check__drv__0 = drv__0__q;
        check__buf_num__0 = buf_num__0__q;
        check__rcvd__0 = rcvd__0__q;
        check__len__0 = len__0__q;
        check__a__1 = a__1__q;
        check__hdr__1 = hdr__1__q;
        check__tail__1 = tail__1__q;
        check__discard__1 = discard__1__q;
        check__drv__1 = drv__1__q;
        check__buf_num__1 = buf_num__1__q;
        check__rcvd__1 = rcvd__1__q;
        check__len__1 = len__1__q;
        check__a__2 = a__2__q;
        check__hdr__2 = hdr__2__q;
        check__tail__2 = tail__2__q;
        check__discard__2 = discard__2__q;
        check__drv__2 = drv__2__q;
        check__buf_num__2 = buf_num__2__q;
        check__rcvd__2 = rcvd__2__q;
        check__len__2 = len__2__q;
        check__a__3 = a__3__q;
        check__hdr__3 = hdr__3__q;
        check__tail__3 = tail__3__q;
        check__discard__3 = discard__3__q;
        check__drv__3 = drv__3__q;
        check__buf_num__3 = buf_num__3__q;
        check__rcvd__3 = rcvd__3__q;
        check__len__3 = len__3__q;
        hit = check__hit;
        if (rst) begin
            hit = 1'b0;
        end
        can_ack = check__can_ack;
        if (rst) begin
            can_ack = 1'b0;
        end
        bad = check__bad;
        if (rst) begin
            bad = 1'b0;
        end
        ackout__rx_head = check__rx_head;
        ackout__rsv_me = check__rsv_me;
        ackout__free = stat__free;
        ackout__hit = check__hit;
        ackout__rx_chain = rx_chain;
        ack_out = ackout__ack_out;
        if (rst) begin
            ack_out = 1'b0;
        end
        if (check__rsv_me) begin
            target = check__reserved_first;
        end
        else begin
            target = stat__first_free;
        end
        wrote = 32'h0;
        rcvd_d__0 = rcvd__0__q;
        tail_d__0 = tail__0__q;
        rcvd_d__1 = rcvd__1__q;
        tail_d__1 = tail__1__q;
        rcvd_d__2 = rcvd__2__q;
        tail_d__2 = tail__2__q;
        rcvd_d__3 = rcvd__3__q;
        tail_d__3 = tail__3__q;
        if (check__rx_head & check__h_me & ~rx_drop) begin
            if (target[0]) begin
                if (rx_ack | (rx_partial & ackout__ack_out)) begin
                    a__0__d = 1'b1;
                    drv__0__d = rx_drv;
                    buf_num__0__d = rx_buf;
                    rcvd__0__d = 32'h1;
                    sent__0__d = 32'h0;
                    hdr__0__d = 1'b1;
                    tail__0__d = 1'b0;
                    hsent__0__d = 1'b0;
                    discard__0__d = 1'b0;
                    len__0__d = ((check__h_len) & 3'h7);
                    out__0__d = check__route_out;
                    cur__0__d = 32'h0;
                    rsv__0__d = 32'h0;
                    region_lo__0__d = check__sub_lo__0;
                    region_hi__0__d = check__sub_hi__0;
                    region_lo__1__d = check__sub_lo__1;
                    region_hi__1__d = check__sub_hi__1;
                end
                else if (ackout__ack_out & ~check__rsv_me) begin
                    a__0__d = 1'b1;
                    drv__0__d = rx_drv;
                    buf_num__0__d = rx_buf;
                    rcvd__0__d = 32'h0;
                    sent__0__d = 32'h0;
                    hdr__0__d = 1'b0;
                    tail__0__d = 1'b0;
                    hsent__0__d = 1'b0;
                    discard__0__d = 1'b0;
                    len__0__d = 32'h0;
                    out__0__d = 32'h0;
                    cur__0__d = 32'h0;
                    rsv__0__d = 32'h0;
                end
            end
            if (target[1]) begin
                if (rx_ack | (rx_partial & ackout__ack_out)) begin
                    a__1__d = 1'b1;
                    drv__1__d = rx_drv;
                    buf_num__1__d = rx_buf;
                    rcvd__1__d = 32'h1;
                    sent__1__d = 32'h0;
                    hdr__1__d = 1'b1;
                    tail__1__d = 1'b0;
                    hsent__1__d = 1'b0;
                    discard__1__d = 1'b0;
                    len__1__d = ((check__h_len) & 3'h7);
                    out__1__d = check__route_out;
                    cur__1__d = 32'h0;
                    rsv__1__d = 32'h0;
                    region_lo__2__d = check__sub_lo__0;
                    region_hi__2__d = check__sub_hi__0;
                    region_lo__3__d = check__sub_lo__1;
                    region_hi__3__d = check__sub_hi__1;
                end
                else if (ackout__ack_out & ~check__rsv_me) begin
                    a__1__d = 1'b1;
                    drv__1__d = rx_drv;
                    buf_num__1__d = rx_buf;
                    rcvd__1__d = 32'h0;
                    sent__1__d = 32'h0;
                    hdr__1__d = 1'b0;
                    tail__1__d = 1'b0;
                    hsent__1__d = 1'b0;
                    discard__1__d = 1'b0;
                    len__1__d = 32'h0;
                    out__1__d = 32'h0;
                    cur__1__d = 32'h0;
                    rsv__1__d = 32'h0;
                end
            end
            if (target[2]) begin
                if (rx_ack | (rx_partial & ackout__ack_out)) begin
                    a__2__d = 1'b1;
                    drv__2__d = rx_drv;
                    buf_num__2__d = rx_buf;
                    rcvd__2__d = 32'h1;
                    sent__2__d = 32'h0;
                    hdr__2__d = 1'b1;
                    tail__2__d = 1'b0;
                    hsent__2__d = 1'b0;
                    discard__2__d = 1'b0;
                    len__2__d = ((check__h_len) & 3'h7);
                    out__2__d = check__route_out;
                    cur__2__d = 32'h0;
                    rsv__2__d = 32'h0;
                    region_lo__4__d = check__sub_lo__0;
                    region_hi__4__d = check__sub_hi__0;
                    region_lo__5__d = check__sub_lo__1;
                    region_hi__5__d = check__sub_hi__1;
                end
                else if (ackout__ack_out & ~check__rsv_me) begin
                    a__2__d = 1'b1;
                    drv__2__d = rx_drv;
                    buf_num__2__d = rx_buf;
                    rcvd__2__d = 32'h0;
                    sent__2__d = 32'h0;
                    hdr__2__d = 1'b0;
                    tail__2__d = 1'b0;
                    hsent__2__d = 1'b0;
                    discard__2__d = 1'b0;
                    len__2__d = 32'h0;
                    out__2__d = 32'h0;
                    cur__2__d = 32'h0;
                    rsv__2__d = 32'h0;
                end
            end
            if (target[3]) begin
                if (rx_ack | (rx_partial & ackout__ack_out)) begin
                    a__3__d = 1'b1;
                    drv__3__d = rx_drv;
                    buf_num__3__d = rx_buf;
                    rcvd__3__d = 32'h1;
                    sent__3__d = 32'h0;
                    hdr__3__d = 1'b1;
                    tail__3__d = 1'b0;
                    hsent__3__d = 1'b0;
                    discard__3__d = 1'b0;
                    len__3__d = ((check__h_len) & 3'h7);
                    out__3__d = check__route_out;
                    cur__3__d = 32'h0;
                    rsv__3__d = 32'h0;
                    region_lo__6__d = check__sub_lo__0;
                    region_hi__6__d = check__sub_hi__0;
                    region_lo__7__d = check__sub_lo__1;
                    region_hi__7__d = check__sub_hi__1;
                end
                else if (ackout__ack_out & ~check__rsv_me) begin
                    a__3__d = 1'b1;
                    drv__3__d = rx_drv;
                    buf_num__3__d = rx_buf;
                    rcvd__3__d = 32'h0;
                    sent__3__d = 32'h0;
                    hdr__3__d = 1'b0;
                    tail__3__d = 1'b0;
                    hsent__3__d = 1'b0;
                    discard__3__d = 1'b0;
                    len__3__d = 32'h0;
                    out__3__d = 32'h0;
                    cur__3__d = 32'h0;
                    rsv__3__d = 32'h0;
                end
            end
        end
        if (rx_valid & ~check__rx_head) begin
            if (check__match_hit[0]) begin
                if (rx_drop) begin
                    if (drv__0__q == node_slot) begin
                        a__0__d = 1'b0;
                        hdr__0__d = 1'b0;
                        tail__0__d = 1'b0;
                        hsent__0__d = 1'b0;
                        discard__0__d = 1'b0;
                        rcvd__0__d = 32'h0;
                        sent__0__d = 32'h0;
                        cur__0__d = 32'h0;
                        rsv__0__d = 32'h0;
                        out__0__d = 32'h0;
                        tail_d__0 = 1'b0;
                        rcvd_d__0 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard__0__q) begin
                        if (rx_tag == 32'h3) begin
                            a__0__d = 1'b0;
                            hdr__0__d = 1'b0;
                            tail__0__d = 1'b0;
                            hsent__0__d = 1'b0;
                            discard__0__d = 1'b0;
                            rcvd__0__d = 32'h0;
                            sent__0__d = 32'h0;
                            cur__0__d = 32'h0;
                            rsv__0__d = 32'h0;
                            out__0__d = 32'h0;
                            tail_d__0 = 1'b0;
                            rcvd_d__0 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a__0__d = 1'b0;
                        hdr__0__d = 1'b0;
                        tail__0__d = 1'b0;
                        hsent__0__d = 1'b0;
                        discard__0__d = 1'b0;
                        rcvd__0__d = 32'h0;
                        sent__0__d = 32'h0;
                        cur__0__d = 32'h0;
                        rsv__0__d = 32'h0;
                        out__0__d = 32'h0;
                        tail_d__0 = 1'b0;
                        rcvd_d__0 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (0)) | ((1'b1) << (0)));
                        if (rcvd__0__q == entry_num__0) begin
                            flit_tag__0__d = rx_tag;
                            flit_data__0__d = rx_data;
                        end
                        if (rcvd__0__q == entry_num__1) begin
                            flit_tag__1__d = rx_tag;
                            flit_data__1__d = rx_data;
                        end
                        if (rcvd__0__q == entry_num__2) begin
                            flit_tag__2__d = rx_tag;
                            flit_data__2__d = rx_data;
                        end
                        if (rcvd__0__q == entry_num__3) begin
                            flit_tag__3__d = rx_tag;
                            flit_data__3__d = rx_data;
                        end
                        rcvd_d__0 = rcvd__0__q + 32'h1;
                        tail_d__0 = rx_tag == 32'h3;
                        rcvd__0__d = rcvd_d__0;
                        tail__0__d = tail_d__0;
                    end
                end
            end
            if (check__match_hit[1]) begin
                if (rx_drop) begin
                    if (drv__1__q == node_slot) begin
                        a__1__d = 1'b0;
                        hdr__1__d = 1'b0;
                        tail__1__d = 1'b0;
                        hsent__1__d = 1'b0;
                        discard__1__d = 1'b0;
                        rcvd__1__d = 32'h0;
                        sent__1__d = 32'h0;
                        cur__1__d = 32'h0;
                        rsv__1__d = 32'h0;
                        out__1__d = 32'h0;
                        tail_d__1 = 1'b0;
                        rcvd_d__1 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard__1__q) begin
                        if (rx_tag == 32'h3) begin
                            a__1__d = 1'b0;
                            hdr__1__d = 1'b0;
                            tail__1__d = 1'b0;
                            hsent__1__d = 1'b0;
                            discard__1__d = 1'b0;
                            rcvd__1__d = 32'h0;
                            sent__1__d = 32'h0;
                            cur__1__d = 32'h0;
                            rsv__1__d = 32'h0;
                            out__1__d = 32'h0;
                            tail_d__1 = 1'b0;
                            rcvd_d__1 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a__1__d = 1'b0;
                        hdr__1__d = 1'b0;
                        tail__1__d = 1'b0;
                        hsent__1__d = 1'b0;
                        discard__1__d = 1'b0;
                        rcvd__1__d = 32'h0;
                        sent__1__d = 32'h0;
                        cur__1__d = 32'h0;
                        rsv__1__d = 32'h0;
                        out__1__d = 32'h0;
                        tail_d__1 = 1'b0;
                        rcvd_d__1 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (1)) | ((1'b1) << (1)));
                        if (rcvd__1__q == entry_num__0) begin
                            flit_tag__4__d = rx_tag;
                            flit_data__4__d = rx_data;
                        end
                        if (rcvd__1__q == entry_num__1) begin
                            flit_tag__5__d = rx_tag;
                            flit_data__5__d = rx_data;
                        end
                        if (rcvd__1__q == entry_num__2) begin
                            flit_tag__6__d = rx_tag;
                            flit_data__6__d = rx_data;
                        end
                        if (rcvd__1__q == entry_num__3) begin
                            flit_tag__7__d = rx_tag;
                            flit_data__7__d = rx_data;
                        end
                        rcvd_d__1 = rcvd__1__q + 32'h1;
                        tail_d__1 = rx_tag == 32'h3;
                        rcvd__1__d = rcvd_d__1;
                        tail__1__d = tail_d__1;
                    end
                end
            end
            if (check__match_hit[2]) begin
                if (rx_drop) begin
                    if (drv__2__q == node_slot) begin
                        a__2__d = 1'b0;
                        hdr__2__d = 1'b0;
                        tail__2__d = 1'b0;
                        hsent__2__d = 1'b0;
                        discard__2__d = 1'b0;
                        rcvd__2__d = 32'h0;
                        sent__2__d = 32'h0;
                        cur__2__d = 32'h0;
                        rsv__2__d = 32'h0;
                        out__2__d = 32'h0;
                        tail_d__2 = 1'b0;
                        rcvd_d__2 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard__2__q) begin
                        if (rx_tag == 32'h3) begin
                            a__2__d = 1'b0;
                            hdr__2__d = 1'b0;
                            tail__2__d = 1'b0;
                            hsent__2__d = 1'b0;
                            discard__2__d = 1'b0;
                            rcvd__2__d = 32'h0;
                            sent__2__d = 32'h0;
                            cur__2__d = 32'h0;
                            rsv__2__d = 32'h0;
                            out__2__d = 32'h0;
                            tail_d__2 = 1'b0;
                            rcvd_d__2 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a__2__d = 1'b0;
                        hdr__2__d = 1'b0;
                        tail__2__d = 1'b0;
                        hsent__2__d = 1'b0;
                        discard__2__d = 1'b0;
                        rcvd__2__d = 32'h0;
                        sent__2__d = 32'h0;
                        cur__2__d = 32'h0;
                        rsv__2__d = 32'h0;
                        out__2__d = 32'h0;
                        tail_d__2 = 1'b0;
                        rcvd_d__2 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (2)) | ((1'b1) << (2)));
                        if (rcvd__2__q == entry_num__0) begin
                            flit_tag__8__d = rx_tag;
                            flit_data__8__d = rx_data;
                        end
                        if (rcvd__2__q == entry_num__1) begin
                            flit_tag__9__d = rx_tag;
                            flit_data__9__d = rx_data;
                        end
                        if (rcvd__2__q == entry_num__2) begin
                            flit_tag__10__d = rx_tag;
                            flit_data__10__d = rx_data;
                        end
                        if (rcvd__2__q == entry_num__3) begin
                            flit_tag__11__d = rx_tag;
                            flit_data__11__d = rx_data;
                        end
                        rcvd_d__2 = rcvd__2__q + 32'h1;
                        tail_d__2 = rx_tag == 32'h3;
                        rcvd__2__d = rcvd_d__2;
                        tail__2__d = tail_d__2;
                    end
                end
            end
            if (check__match_hit[3]) begin
                if (rx_drop) begin
                    if (drv__3__q == node_slot) begin
                        a__3__d = 1'b0;
                        hdr__3__d = 1'b0;
                        tail__3__d = 1'b0;
                        hsent__3__d = 1'b0;
                        discard__3__d = 1'b0;
                        rcvd__3__d = 32'h0;
                        sent__3__d = 32'h0;
                        cur__3__d = 32'h0;
                        rsv__3__d = 32'h0;
                        out__3__d = 32'h0;
                        tail_d__3 = 1'b0;
                        rcvd_d__3 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard__3__q) begin
                        if (rx_tag == 32'h3) begin
                            a__3__d = 1'b0;
                            hdr__3__d = 1'b0;
                            tail__3__d = 1'b0;
                            hsent__3__d = 1'b0;
                            discard__3__d = 1'b0;
                            rcvd__3__d = 32'h0;
                            sent__3__d = 32'h0;
                            cur__3__d = 32'h0;
                            rsv__3__d = 32'h0;
                            out__3__d = 32'h0;
                            tail_d__3 = 1'b0;
                            rcvd_d__3 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a__3__d = 1'b0;
                        hdr__3__d = 1'b0;
                        tail__3__d = 1'b0;
                        hsent__3__d = 1'b0;
                        discard__3__d = 1'b0;
                        rcvd__3__d = 32'h0;
                        sent__3__d = 32'h0;
                        cur__3__d = 32'h0;
                        rsv__3__d = 32'h0;
                        out__3__d = 32'h0;
                        tail_d__3 = 1'b0;
                        rcvd_d__3 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (3)) | ((1'b1) << (3)));
                        if (rcvd__3__q == entry_num__0) begin
                            flit_tag__12__d = rx_tag;
                            flit_data__12__d = rx_data;
                        end
                        if (rcvd__3__q == entry_num__1) begin
                            flit_tag__13__d = rx_tag;
                            flit_data__13__d = rx_data;
                        end
                        if (rcvd__3__q == entry_num__2) begin
                            flit_tag__14__d = rx_tag;
                            flit_data__14__d = rx_data;
                        end
                        if (rcvd__3__q == entry_num__3) begin
                            flit_tag__15__d = rx_tag;
                            flit_data__15__d = rx_data;
                        end
                        rcvd_d__3 = rcvd__3__q + 32'h1;
                        tail_d__3 = rx_tag == 32'h3;
                        rcvd__3__d = rcvd_d__3;
                        tail__3__d = tail_d__3;
                    end
                end
            end
        end
        make_replica = 1'b0;
        p_acked = pick__p_ways;
        if (~tx_ack) begin
            p_acked = tx_ack_lines & pick__p_ways;
        end
        p_rest = pick__p_ways & ~p_acked;
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
        if (granted & arbiter__valid) begin
            if (arbiter__grant[0]) begin
                if (tx_drop) begin
                    if (tail_d__0) begin
                        a__0__d = 1'b0;
                        hdr__0__d = 1'b0;
                        tail__0__d = 1'b0;
                        hsent__0__d = 1'b0;
                        discard__0__d = 1'b0;
                        rcvd__0__d = 32'h0;
                        sent__0__d = 32'h0;
                        cur__0__d = 32'h0;
                        rsv__0__d = 32'h0;
                        out__0__d = 32'h0;
                    end
                    else begin
                        discard__0__d = 1'b1;
                    end
                end
                else if (~hsent__0__q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out__0__d = p_acked;
                        end
                        cur__0__d = cur__0__q | p_acked;
                        rsv__0__d = 32'h0;
                        if (make_replica | ((cur__0__q | p_acked) == out__0__q)) begin
                            hsent__0__d = 1'b1;
                            sent__0__d = 32'h1;
                        end
                    end
                    else begin
                        rsv__0__d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent__0__d = sent__0__q + 32'h1;
                    if ((pick__drv_tag == 32'h3) | ((sent__0__q + 32'h1 >= rcvd_d__0) & tail_d__0)) begin
                        a__0__d = 1'b0;
                        hdr__0__d = 1'b0;
                        tail__0__d = 1'b0;
                        hsent__0__d = 1'b0;
                        discard__0__d = 1'b0;
                        rcvd__0__d = 32'h0;
                        sent__0__d = 32'h0;
                        cur__0__d = 32'h0;
                        rsv__0__d = 32'h0;
                        out__0__d = 32'h0;
                    end
                end
            end
            if (arbiter__grant[1]) begin
                if (tx_drop) begin
                    if (tail_d__1) begin
                        a__1__d = 1'b0;
                        hdr__1__d = 1'b0;
                        tail__1__d = 1'b0;
                        hsent__1__d = 1'b0;
                        discard__1__d = 1'b0;
                        rcvd__1__d = 32'h0;
                        sent__1__d = 32'h0;
                        cur__1__d = 32'h0;
                        rsv__1__d = 32'h0;
                        out__1__d = 32'h0;
                    end
                    else begin
                        discard__1__d = 1'b1;
                    end
                end
                else if (~hsent__1__q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out__1__d = p_acked;
                        end
                        cur__1__d = cur__1__q | p_acked;
                        rsv__1__d = 32'h0;
                        if (make_replica | ((cur__1__q | p_acked) == out__1__q)) begin
                            hsent__1__d = 1'b1;
                            sent__1__d = 32'h1;
                        end
                    end
                    else begin
                        rsv__1__d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent__1__d = sent__1__q + 32'h1;
                    if ((pick__drv_tag == 32'h3) | ((sent__1__q + 32'h1 >= rcvd_d__1) & tail_d__1)) begin
                        a__1__d = 1'b0;
                        hdr__1__d = 1'b0;
                        tail__1__d = 1'b0;
                        hsent__1__d = 1'b0;
                        discard__1__d = 1'b0;
                        rcvd__1__d = 32'h0;
                        sent__1__d = 32'h0;
                        cur__1__d = 32'h0;
                        rsv__1__d = 32'h0;
                        out__1__d = 32'h0;
                    end
                end
            end
            if (arbiter__grant[2]) begin
                if (tx_drop) begin
                    if (tail_d__2) begin
                        a__2__d = 1'b0;
                        hdr__2__d = 1'b0;
                        tail__2__d = 1'b0;
                        hsent__2__d = 1'b0;
                        discard__2__d = 1'b0;
                        rcvd__2__d = 32'h0;
                        sent__2__d = 32'h0;
                        cur__2__d = 32'h0;
                        rsv__2__d = 32'h0;
                        out__2__d = 32'h0;
                    end
                    else begin
                        discard__2__d = 1'b1;
                    end
                end
                else if (~hsent__2__q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out__2__d = p_acked;
                        end
                        cur__2__d = cur__2__q | p_acked;
                        rsv__2__d = 32'h0;
                        if (make_replica | ((cur__2__q | p_acked) == out__2__q)) begin
                            hsent__2__d = 1'b1;
                            sent__2__d = 32'h1;
                        end
                    end
                    else begin
                        rsv__2__d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent__2__d = sent__2__q + 32'h1;
                    if ((pick__drv_tag == 32'h3) | ((sent__2__q + 32'h1 >= rcvd_d__2) & tail_d__2)) begin
                        a__2__d = 1'b0;
                        hdr__2__d = 1'b0;
                        tail__2__d = 1'b0;
                        hsent__2__d = 1'b0;
                        discard__2__d = 1'b0;
                        rcvd__2__d = 32'h0;
                        sent__2__d = 32'h0;
                        cur__2__d = 32'h0;
                        rsv__2__d = 32'h0;
                        out__2__d = 32'h0;
                    end
                end
            end
            if (arbiter__grant[3]) begin
                if (tx_drop) begin
                    if (tail_d__3) begin
                        a__3__d = 1'b0;
                        hdr__3__d = 1'b0;
                        tail__3__d = 1'b0;
                        hsent__3__d = 1'b0;
                        discard__3__d = 1'b0;
                        rcvd__3__d = 32'h0;
                        sent__3__d = 32'h0;
                        cur__3__d = 32'h0;
                        rsv__3__d = 32'h0;
                        out__3__d = 32'h0;
                    end
                    else begin
                        discard__3__d = 1'b1;
                    end
                end
                else if (~hsent__3__q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out__3__d = p_acked;
                        end
                        cur__3__d = cur__3__q | p_acked;
                        rsv__3__d = 32'h0;
                        if (make_replica | ((cur__3__q | p_acked) == out__3__q)) begin
                            hsent__3__d = 1'b1;
                            sent__3__d = 32'h1;
                        end
                    end
                    else begin
                        rsv__3__d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent__3__d = sent__3__q + 32'h1;
                    if ((pick__drv_tag == 32'h3) | ((sent__3__q + 32'h1 >= rcvd_d__3) & tail_d__3)) begin
                        a__3__d = 1'b0;
                        hdr__3__d = 1'b0;
                        tail__3__d = 1'b0;
                        hsent__3__d = 1'b0;
                        discard__3__d = 1'b0;
                        rcvd__3__d = 32'h0;
                        sent__3__d = 32'h0;
                        cur__3__d = 32'h0;
                        rsv__3__d = 32'h0;
                        out__3__d = 32'h0;
                    end
                end
            end
        end
        if (make_replica) begin
            if (stat__last_free[0]) begin
                a__0__d = 1'b1;
                hdr__0__d = 1'b1;
                hsent__0__d = 1'b0;
                sent__0__d = 32'h0;
                cur__0__d = 32'h0;
                rsv__0__d = 32'h0;
                out__0__d = p_rest;
                if (arbiter__grant[0]) begin
                    drv__0__d = drv__0__q;
                    buf_num__0__d = buf_num__0__q;
                    len__0__d = len__0__q;
                    discard__0__d = discard__0__q;
                    rcvd__0__d = rcvd_d__0;
                    tail__0__d = tail_d__0;
                    flit_tag__0__d = flit_tag__0__q;
                    flit_data__0__d = flit_data__0__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__0)) begin
                        flit_tag__0__d = rx_tag;
                        flit_data__0__d = rx_data;
                    end
                    flit_tag__1__d = flit_tag__1__q;
                    flit_data__1__d = flit_data__1__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__1)) begin
                        flit_tag__1__d = rx_tag;
                        flit_data__1__d = rx_data;
                    end
                    flit_tag__2__d = flit_tag__2__q;
                    flit_data__2__d = flit_data__2__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__2)) begin
                        flit_tag__2__d = rx_tag;
                        flit_data__2__d = rx_data;
                    end
                    flit_tag__3__d = flit_tag__3__q;
                    flit_data__3__d = flit_data__3__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__3)) begin
                        flit_tag__3__d = rx_tag;
                        flit_data__3__d = rx_data;
                    end
                    region_lo__0__d = region_lo__0__q;
                    region_hi__0__d = region_hi__0__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__0__d = tx_at__0;
                        region_hi__0__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__0__d = tx_at__0;
                    end
                    region_lo__1__d = region_lo__1__q;
                    region_hi__1__d = region_hi__1__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__1__d = tx_at__1;
                        region_hi__1__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__1__d = tx_at__1;
                    end
                end
                if (arbiter__grant[1]) begin
                    drv__0__d = drv__1__q;
                    buf_num__0__d = buf_num__1__q;
                    len__0__d = len__1__q;
                    discard__0__d = discard__1__q;
                    rcvd__0__d = rcvd_d__1;
                    tail__0__d = tail_d__1;
                    flit_tag__0__d = flit_tag__4__q;
                    flit_data__0__d = flit_data__4__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__0)) begin
                        flit_tag__0__d = rx_tag;
                        flit_data__0__d = rx_data;
                    end
                    flit_tag__1__d = flit_tag__5__q;
                    flit_data__1__d = flit_data__5__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__1)) begin
                        flit_tag__1__d = rx_tag;
                        flit_data__1__d = rx_data;
                    end
                    flit_tag__2__d = flit_tag__6__q;
                    flit_data__2__d = flit_data__6__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__2)) begin
                        flit_tag__2__d = rx_tag;
                        flit_data__2__d = rx_data;
                    end
                    flit_tag__3__d = flit_tag__7__q;
                    flit_data__3__d = flit_data__7__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__3)) begin
                        flit_tag__3__d = rx_tag;
                        flit_data__3__d = rx_data;
                    end
                    region_lo__0__d = region_lo__2__q;
                    region_hi__0__d = region_hi__2__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__0__d = tx_at__0;
                        region_hi__0__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__0__d = tx_at__0;
                    end
                    region_lo__1__d = region_lo__3__q;
                    region_hi__1__d = region_hi__3__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__1__d = tx_at__1;
                        region_hi__1__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__1__d = tx_at__1;
                    end
                end
                if (arbiter__grant[2]) begin
                    drv__0__d = drv__2__q;
                    buf_num__0__d = buf_num__2__q;
                    len__0__d = len__2__q;
                    discard__0__d = discard__2__q;
                    rcvd__0__d = rcvd_d__2;
                    tail__0__d = tail_d__2;
                    flit_tag__0__d = flit_tag__8__q;
                    flit_data__0__d = flit_data__8__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__0)) begin
                        flit_tag__0__d = rx_tag;
                        flit_data__0__d = rx_data;
                    end
                    flit_tag__1__d = flit_tag__9__q;
                    flit_data__1__d = flit_data__9__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__1)) begin
                        flit_tag__1__d = rx_tag;
                        flit_data__1__d = rx_data;
                    end
                    flit_tag__2__d = flit_tag__10__q;
                    flit_data__2__d = flit_data__10__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__2)) begin
                        flit_tag__2__d = rx_tag;
                        flit_data__2__d = rx_data;
                    end
                    flit_tag__3__d = flit_tag__11__q;
                    flit_data__3__d = flit_data__11__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__3)) begin
                        flit_tag__3__d = rx_tag;
                        flit_data__3__d = rx_data;
                    end
                    region_lo__0__d = region_lo__4__q;
                    region_hi__0__d = region_hi__4__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__0__d = tx_at__0;
                        region_hi__0__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__0__d = tx_at__0;
                    end
                    region_lo__1__d = region_lo__5__q;
                    region_hi__1__d = region_hi__5__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__1__d = tx_at__1;
                        region_hi__1__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__1__d = tx_at__1;
                    end
                end
                if (arbiter__grant[3]) begin
                    drv__0__d = drv__3__q;
                    buf_num__0__d = buf_num__3__q;
                    len__0__d = len__3__q;
                    discard__0__d = discard__3__q;
                    rcvd__0__d = rcvd_d__3;
                    tail__0__d = tail_d__3;
                    flit_tag__0__d = flit_tag__12__q;
                    flit_data__0__d = flit_data__12__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__0)) begin
                        flit_tag__0__d = rx_tag;
                        flit_data__0__d = rx_data;
                    end
                    flit_tag__1__d = flit_tag__13__q;
                    flit_data__1__d = flit_data__13__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__1)) begin
                        flit_tag__1__d = rx_tag;
                        flit_data__1__d = rx_data;
                    end
                    flit_tag__2__d = flit_tag__14__q;
                    flit_data__2__d = flit_data__14__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__2)) begin
                        flit_tag__2__d = rx_tag;
                        flit_data__2__d = rx_data;
                    end
                    flit_tag__3__d = flit_tag__15__q;
                    flit_data__3__d = flit_data__15__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__3)) begin
                        flit_tag__3__d = rx_tag;
                        flit_data__3__d = rx_data;
                    end
                    region_lo__0__d = region_lo__6__q;
                    region_hi__0__d = region_hi__6__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__0__d = tx_at__0;
                        region_hi__0__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__0__d = tx_at__0;
                    end
                    region_lo__1__d = region_lo__7__q;
                    region_hi__1__d = region_hi__7__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__1__d = tx_at__1;
                        region_hi__1__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__1__d = tx_at__1;
                    end
                end
            end
            if (stat__last_free[1]) begin
                a__1__d = 1'b1;
                hdr__1__d = 1'b1;
                hsent__1__d = 1'b0;
                sent__1__d = 32'h0;
                cur__1__d = 32'h0;
                rsv__1__d = 32'h0;
                out__1__d = p_rest;
                if (arbiter__grant[0]) begin
                    drv__1__d = drv__0__q;
                    buf_num__1__d = buf_num__0__q;
                    len__1__d = len__0__q;
                    discard__1__d = discard__0__q;
                    rcvd__1__d = rcvd_d__0;
                    tail__1__d = tail_d__0;
                    flit_tag__4__d = flit_tag__0__q;
                    flit_data__4__d = flit_data__0__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__0)) begin
                        flit_tag__4__d = rx_tag;
                        flit_data__4__d = rx_data;
                    end
                    flit_tag__5__d = flit_tag__1__q;
                    flit_data__5__d = flit_data__1__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__1)) begin
                        flit_tag__5__d = rx_tag;
                        flit_data__5__d = rx_data;
                    end
                    flit_tag__6__d = flit_tag__2__q;
                    flit_data__6__d = flit_data__2__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__2)) begin
                        flit_tag__6__d = rx_tag;
                        flit_data__6__d = rx_data;
                    end
                    flit_tag__7__d = flit_tag__3__q;
                    flit_data__7__d = flit_data__3__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__3)) begin
                        flit_tag__7__d = rx_tag;
                        flit_data__7__d = rx_data;
                    end
                    region_lo__2__d = region_lo__0__q;
                    region_hi__2__d = region_hi__0__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__2__d = tx_at__0;
                        region_hi__2__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__2__d = tx_at__0;
                    end
                    region_lo__3__d = region_lo__1__q;
                    region_hi__3__d = region_hi__1__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__3__d = tx_at__1;
                        region_hi__3__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__3__d = tx_at__1;
                    end
                end
                if (arbiter__grant[1]) begin
                    drv__1__d = drv__1__q;
                    buf_num__1__d = buf_num__1__q;
                    len__1__d = len__1__q;
                    discard__1__d = discard__1__q;
                    rcvd__1__d = rcvd_d__1;
                    tail__1__d = tail_d__1;
                    flit_tag__4__d = flit_tag__4__q;
                    flit_data__4__d = flit_data__4__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__0)) begin
                        flit_tag__4__d = rx_tag;
                        flit_data__4__d = rx_data;
                    end
                    flit_tag__5__d = flit_tag__5__q;
                    flit_data__5__d = flit_data__5__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__1)) begin
                        flit_tag__5__d = rx_tag;
                        flit_data__5__d = rx_data;
                    end
                    flit_tag__6__d = flit_tag__6__q;
                    flit_data__6__d = flit_data__6__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__2)) begin
                        flit_tag__6__d = rx_tag;
                        flit_data__6__d = rx_data;
                    end
                    flit_tag__7__d = flit_tag__7__q;
                    flit_data__7__d = flit_data__7__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__3)) begin
                        flit_tag__7__d = rx_tag;
                        flit_data__7__d = rx_data;
                    end
                    region_lo__2__d = region_lo__2__q;
                    region_hi__2__d = region_hi__2__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__2__d = tx_at__0;
                        region_hi__2__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__2__d = tx_at__0;
                    end
                    region_lo__3__d = region_lo__3__q;
                    region_hi__3__d = region_hi__3__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__3__d = tx_at__1;
                        region_hi__3__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__3__d = tx_at__1;
                    end
                end
                if (arbiter__grant[2]) begin
                    drv__1__d = drv__2__q;
                    buf_num__1__d = buf_num__2__q;
                    len__1__d = len__2__q;
                    discard__1__d = discard__2__q;
                    rcvd__1__d = rcvd_d__2;
                    tail__1__d = tail_d__2;
                    flit_tag__4__d = flit_tag__8__q;
                    flit_data__4__d = flit_data__8__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__0)) begin
                        flit_tag__4__d = rx_tag;
                        flit_data__4__d = rx_data;
                    end
                    flit_tag__5__d = flit_tag__9__q;
                    flit_data__5__d = flit_data__9__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__1)) begin
                        flit_tag__5__d = rx_tag;
                        flit_data__5__d = rx_data;
                    end
                    flit_tag__6__d = flit_tag__10__q;
                    flit_data__6__d = flit_data__10__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__2)) begin
                        flit_tag__6__d = rx_tag;
                        flit_data__6__d = rx_data;
                    end
                    flit_tag__7__d = flit_tag__11__q;
                    flit_data__7__d = flit_data__11__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__3)) begin
                        flit_tag__7__d = rx_tag;
                        flit_data__7__d = rx_data;
                    end
                    region_lo__2__d = region_lo__4__q;
                    region_hi__2__d = region_hi__4__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__2__d = tx_at__0;
                        region_hi__2__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__2__d = tx_at__0;
                    end
                    region_lo__3__d = region_lo__5__q;
                    region_hi__3__d = region_hi__5__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__3__d = tx_at__1;
                        region_hi__3__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__3__d = tx_at__1;
                    end
                end
                if (arbiter__grant[3]) begin
                    drv__1__d = drv__3__q;
                    buf_num__1__d = buf_num__3__q;
                    len__1__d = len__3__q;
                    discard__1__d = discard__3__q;
                    rcvd__1__d = rcvd_d__3;
                    tail__1__d = tail_d__3;
                    flit_tag__4__d = flit_tag__12__q;
                    flit_data__4__d = flit_data__12__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__0)) begin
                        flit_tag__4__d = rx_tag;
                        flit_data__4__d = rx_data;
                    end
                    flit_tag__5__d = flit_tag__13__q;
                    flit_data__5__d = flit_data__13__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__1)) begin
                        flit_tag__5__d = rx_tag;
                        flit_data__5__d = rx_data;
                    end
                    flit_tag__6__d = flit_tag__14__q;
                    flit_data__6__d = flit_data__14__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__2)) begin
                        flit_tag__6__d = rx_tag;
                        flit_data__6__d = rx_data;
                    end
                    flit_tag__7__d = flit_tag__15__q;
                    flit_data__7__d = flit_data__15__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__3)) begin
                        flit_tag__7__d = rx_tag;
                        flit_data__7__d = rx_data;
                    end
                    region_lo__2__d = region_lo__6__q;
                    region_hi__2__d = region_hi__6__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__2__d = tx_at__0;
                        region_hi__2__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__2__d = tx_at__0;
                    end
                    region_lo__3__d = region_lo__7__q;
                    region_hi__3__d = region_hi__7__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__3__d = tx_at__1;
                        region_hi__3__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__3__d = tx_at__1;
                    end
                end
            end
            if (stat__last_free[2]) begin
                a__2__d = 1'b1;
                hdr__2__d = 1'b1;
                hsent__2__d = 1'b0;
                sent__2__d = 32'h0;
                cur__2__d = 32'h0;
                rsv__2__d = 32'h0;
                out__2__d = p_rest;
                if (arbiter__grant[0]) begin
                    drv__2__d = drv__0__q;
                    buf_num__2__d = buf_num__0__q;
                    len__2__d = len__0__q;
                    discard__2__d = discard__0__q;
                    rcvd__2__d = rcvd_d__0;
                    tail__2__d = tail_d__0;
                    flit_tag__8__d = flit_tag__0__q;
                    flit_data__8__d = flit_data__0__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__0)) begin
                        flit_tag__8__d = rx_tag;
                        flit_data__8__d = rx_data;
                    end
                    flit_tag__9__d = flit_tag__1__q;
                    flit_data__9__d = flit_data__1__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__1)) begin
                        flit_tag__9__d = rx_tag;
                        flit_data__9__d = rx_data;
                    end
                    flit_tag__10__d = flit_tag__2__q;
                    flit_data__10__d = flit_data__2__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__2)) begin
                        flit_tag__10__d = rx_tag;
                        flit_data__10__d = rx_data;
                    end
                    flit_tag__11__d = flit_tag__3__q;
                    flit_data__11__d = flit_data__3__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__3)) begin
                        flit_tag__11__d = rx_tag;
                        flit_data__11__d = rx_data;
                    end
                    region_lo__4__d = region_lo__0__q;
                    region_hi__4__d = region_hi__0__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__4__d = tx_at__0;
                        region_hi__4__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__4__d = tx_at__0;
                    end
                    region_lo__5__d = region_lo__1__q;
                    region_hi__5__d = region_hi__1__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__5__d = tx_at__1;
                        region_hi__5__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__5__d = tx_at__1;
                    end
                end
                if (arbiter__grant[1]) begin
                    drv__2__d = drv__1__q;
                    buf_num__2__d = buf_num__1__q;
                    len__2__d = len__1__q;
                    discard__2__d = discard__1__q;
                    rcvd__2__d = rcvd_d__1;
                    tail__2__d = tail_d__1;
                    flit_tag__8__d = flit_tag__4__q;
                    flit_data__8__d = flit_data__4__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__0)) begin
                        flit_tag__8__d = rx_tag;
                        flit_data__8__d = rx_data;
                    end
                    flit_tag__9__d = flit_tag__5__q;
                    flit_data__9__d = flit_data__5__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__1)) begin
                        flit_tag__9__d = rx_tag;
                        flit_data__9__d = rx_data;
                    end
                    flit_tag__10__d = flit_tag__6__q;
                    flit_data__10__d = flit_data__6__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__2)) begin
                        flit_tag__10__d = rx_tag;
                        flit_data__10__d = rx_data;
                    end
                    flit_tag__11__d = flit_tag__7__q;
                    flit_data__11__d = flit_data__7__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__3)) begin
                        flit_tag__11__d = rx_tag;
                        flit_data__11__d = rx_data;
                    end
                    region_lo__4__d = region_lo__2__q;
                    region_hi__4__d = region_hi__2__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__4__d = tx_at__0;
                        region_hi__4__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__4__d = tx_at__0;
                    end
                    region_lo__5__d = region_lo__3__q;
                    region_hi__5__d = region_hi__3__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__5__d = tx_at__1;
                        region_hi__5__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__5__d = tx_at__1;
                    end
                end
                if (arbiter__grant[2]) begin
                    drv__2__d = drv__2__q;
                    buf_num__2__d = buf_num__2__q;
                    len__2__d = len__2__q;
                    discard__2__d = discard__2__q;
                    rcvd__2__d = rcvd_d__2;
                    tail__2__d = tail_d__2;
                    flit_tag__8__d = flit_tag__8__q;
                    flit_data__8__d = flit_data__8__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__0)) begin
                        flit_tag__8__d = rx_tag;
                        flit_data__8__d = rx_data;
                    end
                    flit_tag__9__d = flit_tag__9__q;
                    flit_data__9__d = flit_data__9__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__1)) begin
                        flit_tag__9__d = rx_tag;
                        flit_data__9__d = rx_data;
                    end
                    flit_tag__10__d = flit_tag__10__q;
                    flit_data__10__d = flit_data__10__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__2)) begin
                        flit_tag__10__d = rx_tag;
                        flit_data__10__d = rx_data;
                    end
                    flit_tag__11__d = flit_tag__11__q;
                    flit_data__11__d = flit_data__11__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__3)) begin
                        flit_tag__11__d = rx_tag;
                        flit_data__11__d = rx_data;
                    end
                    region_lo__4__d = region_lo__4__q;
                    region_hi__4__d = region_hi__4__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__4__d = tx_at__0;
                        region_hi__4__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__4__d = tx_at__0;
                    end
                    region_lo__5__d = region_lo__5__q;
                    region_hi__5__d = region_hi__5__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__5__d = tx_at__1;
                        region_hi__5__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__5__d = tx_at__1;
                    end
                end
                if (arbiter__grant[3]) begin
                    drv__2__d = drv__3__q;
                    buf_num__2__d = buf_num__3__q;
                    len__2__d = len__3__q;
                    discard__2__d = discard__3__q;
                    rcvd__2__d = rcvd_d__3;
                    tail__2__d = tail_d__3;
                    flit_tag__8__d = flit_tag__12__q;
                    flit_data__8__d = flit_data__12__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__0)) begin
                        flit_tag__8__d = rx_tag;
                        flit_data__8__d = rx_data;
                    end
                    flit_tag__9__d = flit_tag__13__q;
                    flit_data__9__d = flit_data__13__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__1)) begin
                        flit_tag__9__d = rx_tag;
                        flit_data__9__d = rx_data;
                    end
                    flit_tag__10__d = flit_tag__14__q;
                    flit_data__10__d = flit_data__14__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__2)) begin
                        flit_tag__10__d = rx_tag;
                        flit_data__10__d = rx_data;
                    end
                    flit_tag__11__d = flit_tag__15__q;
                    flit_data__11__d = flit_data__15__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__3)) begin
                        flit_tag__11__d = rx_tag;
                        flit_data__11__d = rx_data;
                    end
                    region_lo__4__d = region_lo__6__q;
                    region_hi__4__d = region_hi__6__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__4__d = tx_at__0;
                        region_hi__4__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__4__d = tx_at__0;
                    end
                    region_lo__5__d = region_lo__7__q;
                    region_hi__5__d = region_hi__7__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__5__d = tx_at__1;
                        region_hi__5__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__5__d = tx_at__1;
                    end
                end
            end
            if (stat__last_free[3]) begin
                a__3__d = 1'b1;
                hdr__3__d = 1'b1;
                hsent__3__d = 1'b0;
                sent__3__d = 32'h0;
                cur__3__d = 32'h0;
                rsv__3__d = 32'h0;
                out__3__d = p_rest;
                if (arbiter__grant[0]) begin
                    drv__3__d = drv__0__q;
                    buf_num__3__d = buf_num__0__q;
                    len__3__d = len__0__q;
                    discard__3__d = discard__0__q;
                    rcvd__3__d = rcvd_d__0;
                    tail__3__d = tail_d__0;
                    flit_tag__12__d = flit_tag__0__q;
                    flit_data__12__d = flit_data__0__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__0)) begin
                        flit_tag__12__d = rx_tag;
                        flit_data__12__d = rx_data;
                    end
                    flit_tag__13__d = flit_tag__1__q;
                    flit_data__13__d = flit_data__1__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__1)) begin
                        flit_tag__13__d = rx_tag;
                        flit_data__13__d = rx_data;
                    end
                    flit_tag__14__d = flit_tag__2__q;
                    flit_data__14__d = flit_data__2__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__2)) begin
                        flit_tag__14__d = rx_tag;
                        flit_data__14__d = rx_data;
                    end
                    flit_tag__15__d = flit_tag__3__q;
                    flit_data__15__d = flit_data__3__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__3)) begin
                        flit_tag__15__d = rx_tag;
                        flit_data__15__d = rx_data;
                    end
                    region_lo__6__d = region_lo__0__q;
                    region_hi__6__d = region_hi__0__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__6__d = tx_at__0;
                        region_hi__6__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__6__d = tx_at__0;
                    end
                    region_lo__7__d = region_lo__1__q;
                    region_hi__7__d = region_hi__1__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__7__d = tx_at__1;
                        region_hi__7__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__7__d = tx_at__1;
                    end
                end
                if (arbiter__grant[1]) begin
                    drv__3__d = drv__1__q;
                    buf_num__3__d = buf_num__1__q;
                    len__3__d = len__1__q;
                    discard__3__d = discard__1__q;
                    rcvd__3__d = rcvd_d__1;
                    tail__3__d = tail_d__1;
                    flit_tag__12__d = flit_tag__4__q;
                    flit_data__12__d = flit_data__4__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__0)) begin
                        flit_tag__12__d = rx_tag;
                        flit_data__12__d = rx_data;
                    end
                    flit_tag__13__d = flit_tag__5__q;
                    flit_data__13__d = flit_data__5__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__1)) begin
                        flit_tag__13__d = rx_tag;
                        flit_data__13__d = rx_data;
                    end
                    flit_tag__14__d = flit_tag__6__q;
                    flit_data__14__d = flit_data__6__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__2)) begin
                        flit_tag__14__d = rx_tag;
                        flit_data__14__d = rx_data;
                    end
                    flit_tag__15__d = flit_tag__7__q;
                    flit_data__15__d = flit_data__7__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__3)) begin
                        flit_tag__15__d = rx_tag;
                        flit_data__15__d = rx_data;
                    end
                    region_lo__6__d = region_lo__2__q;
                    region_hi__6__d = region_hi__2__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__6__d = tx_at__0;
                        region_hi__6__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__6__d = tx_at__0;
                    end
                    region_lo__7__d = region_lo__3__q;
                    region_hi__7__d = region_hi__3__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__7__d = tx_at__1;
                        region_hi__7__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__7__d = tx_at__1;
                    end
                end
                if (arbiter__grant[2]) begin
                    drv__3__d = drv__2__q;
                    buf_num__3__d = buf_num__2__q;
                    len__3__d = len__2__q;
                    discard__3__d = discard__2__q;
                    rcvd__3__d = rcvd_d__2;
                    tail__3__d = tail_d__2;
                    flit_tag__12__d = flit_tag__8__q;
                    flit_data__12__d = flit_data__8__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__0)) begin
                        flit_tag__12__d = rx_tag;
                        flit_data__12__d = rx_data;
                    end
                    flit_tag__13__d = flit_tag__9__q;
                    flit_data__13__d = flit_data__9__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__1)) begin
                        flit_tag__13__d = rx_tag;
                        flit_data__13__d = rx_data;
                    end
                    flit_tag__14__d = flit_tag__10__q;
                    flit_data__14__d = flit_data__10__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__2)) begin
                        flit_tag__14__d = rx_tag;
                        flit_data__14__d = rx_data;
                    end
                    flit_tag__15__d = flit_tag__11__q;
                    flit_data__15__d = flit_data__11__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__3)) begin
                        flit_tag__15__d = rx_tag;
                        flit_data__15__d = rx_data;
                    end
                    region_lo__6__d = region_lo__4__q;
                    region_hi__6__d = region_hi__4__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__6__d = tx_at__0;
                        region_hi__6__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__6__d = tx_at__0;
                    end
                    region_lo__7__d = region_lo__5__q;
                    region_hi__7__d = region_hi__5__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__7__d = tx_at__1;
                        region_hi__7__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__7__d = tx_at__1;
                    end
                end
                if (arbiter__grant[3]) begin
                    drv__3__d = drv__3__q;
                    buf_num__3__d = buf_num__3__q;
                    len__3__d = len__3__q;
                    discard__3__d = discard__3__q;
                    rcvd__3__d = rcvd_d__3;
                    tail__3__d = tail_d__3;
                    flit_tag__12__d = flit_tag__12__q;
                    flit_data__12__d = flit_data__12__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__0)) begin
                        flit_tag__12__d = rx_tag;
                        flit_data__12__d = rx_data;
                    end
                    flit_tag__13__d = flit_tag__13__q;
                    flit_data__13__d = flit_data__13__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__1)) begin
                        flit_tag__13__d = rx_tag;
                        flit_data__13__d = rx_data;
                    end
                    flit_tag__14__d = flit_tag__14__q;
                    flit_data__14__d = flit_data__14__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__2)) begin
                        flit_tag__14__d = rx_tag;
                        flit_data__14__d = rx_data;
                    end
                    flit_tag__15__d = flit_tag__15__q;
                    flit_data__15__d = flit_data__15__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__3)) begin
                        flit_tag__15__d = rx_tag;
                        flit_data__15__d = rx_data;
                    end
                    region_lo__6__d = region_lo__6__q;
                    region_hi__6__d = region_hi__6__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__6__d = tx_at__0;
                        region_hi__6__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__6__d = tx_at__0;
                    end
                    region_lo__7__d = region_lo__7__q;
                    region_hi__7__d = region_hi__7__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__7__d = tx_at__1;
                        region_hi__7__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__7__d = tx_at__1;
                    end
                end
            end
        end
        if (inject & ld_valid) begin
            if (stat__first_free[0]) begin
                a__0__d = 1'b1;
                drv__0__d = node_slot;
                buf_num__0__d = 32'h0;
                rcvd__0__d = ld_rcvd;
                sent__0__d = 32'h0;
                if (ld_hsent) begin
                    sent__0__d = 32'h1;
                end
                hdr__0__d = 1'b1;
                tail__0__d = 1'b1;
                hsent__0__d = ld_hsent;
                discard__0__d = 1'b0;
                len__0__d = ld_len;
                out__0__d = ld_out;
                cur__0__d = 32'h0;
                rsv__0__d = 32'h0;
                region_lo__0__d = ld_lo__0;
                region_hi__0__d = ld_hi__0;
                region_lo__1__d = ld_lo__1;
                region_hi__1__d = ld_hi__1;
                flit_tag__0__d = ld_tag__0;
                flit_data__0__d = ld_data__0;
                flit_tag__1__d = ld_tag__1;
                flit_data__1__d = ld_data__1;
                flit_tag__2__d = ld_tag__2;
                flit_data__2__d = ld_data__2;
                flit_tag__3__d = ld_tag__3;
                flit_data__3__d = ld_data__3;
            end
            if (stat__first_free[1]) begin
                a__1__d = 1'b1;
                drv__1__d = node_slot;
                buf_num__1__d = 32'h0;
                rcvd__1__d = ld_rcvd;
                sent__1__d = 32'h0;
                if (ld_hsent) begin
                    sent__1__d = 32'h1;
                end
                hdr__1__d = 1'b1;
                tail__1__d = 1'b1;
                hsent__1__d = ld_hsent;
                discard__1__d = 1'b0;
                len__1__d = ld_len;
                out__1__d = ld_out;
                cur__1__d = 32'h0;
                rsv__1__d = 32'h0;
                region_lo__2__d = ld_lo__0;
                region_hi__2__d = ld_hi__0;
                region_lo__3__d = ld_lo__1;
                region_hi__3__d = ld_hi__1;
                flit_tag__4__d = ld_tag__0;
                flit_data__4__d = ld_data__0;
                flit_tag__5__d = ld_tag__1;
                flit_data__5__d = ld_data__1;
                flit_tag__6__d = ld_tag__2;
                flit_data__6__d = ld_data__2;
                flit_tag__7__d = ld_tag__3;
                flit_data__7__d = ld_data__3;
            end
            if (stat__first_free[2]) begin
                a__2__d = 1'b1;
                drv__2__d = node_slot;
                buf_num__2__d = 32'h0;
                rcvd__2__d = ld_rcvd;
                sent__2__d = 32'h0;
                if (ld_hsent) begin
                    sent__2__d = 32'h1;
                end
                hdr__2__d = 1'b1;
                tail__2__d = 1'b1;
                hsent__2__d = ld_hsent;
                discard__2__d = 1'b0;
                len__2__d = ld_len;
                out__2__d = ld_out;
                cur__2__d = 32'h0;
                rsv__2__d = 32'h0;
                region_lo__4__d = ld_lo__0;
                region_hi__4__d = ld_hi__0;
                region_lo__5__d = ld_lo__1;
                region_hi__5__d = ld_hi__1;
                flit_tag__8__d = ld_tag__0;
                flit_data__8__d = ld_data__0;
                flit_tag__9__d = ld_tag__1;
                flit_data__9__d = ld_data__1;
                flit_tag__10__d = ld_tag__2;
                flit_data__10__d = ld_data__2;
                flit_tag__11__d = ld_tag__3;
                flit_data__11__d = ld_data__3;
            end
            if (stat__first_free[3]) begin
                a__3__d = 1'b1;
                drv__3__d = node_slot;
                buf_num__3__d = 32'h0;
                rcvd__3__d = ld_rcvd;
                sent__3__d = 32'h0;
                if (ld_hsent) begin
                    sent__3__d = 32'h1;
                end
                hdr__3__d = 1'b1;
                tail__3__d = 1'b1;
                hsent__3__d = ld_hsent;
                discard__3__d = 1'b0;
                len__3__d = ld_len;
                out__3__d = ld_out;
                cur__3__d = 32'h0;
                rsv__3__d = 32'h0;
                region_lo__6__d = ld_lo__0;
                region_hi__6__d = ld_hi__0;
                region_lo__7__d = ld_lo__1;
                region_hi__7__d = ld_hi__1;
                flit_tag__12__d = ld_tag__0;
                flit_data__12__d = ld_data__0;
                flit_tag__13__d = ld_tag__1;
                flit_data__13__d = ld_data__1;
                flit_tag__14__d = ld_tag__2;
                flit_data__14__d = ld_data__2;
                flit_tag__15__d = ld_tag__3;
                flit_data__15__d = ld_data__3;
            end
        end
        if (rst) begin
            a__0__d = 1'b0;
            hdr__0__d = 1'b0;
            tail__0__d = 1'b0;
            hsent__0__d = 1'b0;
            discard__0__d = 1'b0;
            rcvd__0__d = 32'h0;
            sent__0__d = 32'h0;
            out__0__d = 32'h0;
            cur__0__d = 32'h0;
            rsv__0__d = 32'h0;
            a__1__d = 1'b0;
            hdr__1__d = 1'b0;
            tail__1__d = 1'b0;
            hsent__1__d = 1'b0;
            discard__1__d = 1'b0;
            rcvd__1__d = 32'h0;
            sent__1__d = 32'h0;
            out__1__d = 32'h0;
            cur__1__d = 32'h0;
            rsv__1__d = 32'h0;
            a__2__d = 1'b0;
            hdr__2__d = 1'b0;
            tail__2__d = 1'b0;
            hsent__2__d = 1'b0;
            discard__2__d = 1'b0;
            rcvd__2__d = 32'h0;
            sent__2__d = 32'h0;
            out__2__d = 32'h0;
            cur__2__d = 32'h0;
            rsv__2__d = 32'h0;
            a__3__d = 1'b0;
            hdr__3__d = 1'b0;
            tail__3__d = 1'b0;
            hsent__3__d = 1'b0;
            discard__3__d = 1'b0;
            rcvd__3__d = 32'h0;
            sent__3__d = 32'h0;
            out__3__d = 32'h0;
            cur__3__d = 32'h0;
            rsv__3__d = 32'h0;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__a__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__ackout(rx_head,rsv_me,free,hit,rx_chain,ack_out);
    
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
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__ackout


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__arbiter(clock,req,advance,rst,grant,valid);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] req;
    input wire  advance;
    input wire  rst;
    output reg  [3:0] grant;
    output reg  valid;
    
    // Constant declarations
    localparam  order__0 = 64'he;
    localparam  order__1 = 64'hcc;
    localparam  order__2 = 64'h888;
    localparam  order__3 = 64'h0;
    localparam  onehot__0 = 4'h1;
    localparam  onehot__1 = 4'h2;
    localparam  onehot__2 = 4'h4;
    localparam  onehot__3 = 4'h8;
    localparam  below__0 = 4'h0;
    localparam  below__1 = 4'h1;
    localparam  below__2 = 4'h3;
    localparam  below__3 = 4'h7;
    localparam  above__0 = 4'he;
    localparam  above__1 = 4'hc;
    localparam  above__2 = 4'h8;
    localparam  above__3 = 4'h0;
    
    // Stub signals
    reg  [63:0] after__d;
    wire  [63:0] after__q;
    reg  after__clock;
    
    // Local signals
    reg  [3:0] ahead__0;
    reg  [3:0] ahead__1;
    reg  [3:0] ahead__2;
    reg  [3:0] ahead__3;
    reg  [3:0] adv_ahead__0;
    reg  [3:0] adv_ahead__1;
    reg  [3:0] adv_ahead__2;
    reg  [3:0] adv_ahead__3;
    reg  [3:0] adv_g;
    reg  [63:0] adv_o;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__arbiter__after after(
        .d(after__d),
        .q(after__q),
        .clock(after__clock)
    );
    
    // Update code
    always @(*) begin
        after__clock = clock;
        after__d = after__q;
        grant = 32'h0;
        ahead__0 = 32'h0;
        if ((below__0[0] & ~after__q[0 * 4 + 0]) | (above__0[0] & after__q[0 * 4 + 0])) begin
            ahead__0 = ahead__0 | onehot__0;
        end
        if ((below__0[1] & ~after__q[1 * 4 + 0]) | (above__0[1] & after__q[0 * 4 + 1])) begin
            ahead__0 = ahead__0 | onehot__1;
        end
        if ((below__0[2] & ~after__q[2 * 4 + 0]) | (above__0[2] & after__q[0 * 4 + 2])) begin
            ahead__0 = ahead__0 | onehot__2;
        end
        if ((below__0[3] & ~after__q[3 * 4 + 0]) | (above__0[3] & after__q[0 * 4 + 3])) begin
            ahead__0 = ahead__0 | onehot__3;
        end
        if (req[0] & ~|(req & ahead__0)) begin
            grant = grant | onehot__0;
        end
        ahead__1 = 32'h0;
        if ((below__1[0] & ~after__q[0 * 4 + 1]) | (above__1[0] & after__q[1 * 4 + 0])) begin
            ahead__1 = ahead__1 | onehot__0;
        end
        if ((below__1[1] & ~after__q[1 * 4 + 1]) | (above__1[1] & after__q[1 * 4 + 1])) begin
            ahead__1 = ahead__1 | onehot__1;
        end
        if ((below__1[2] & ~after__q[2 * 4 + 1]) | (above__1[2] & after__q[1 * 4 + 2])) begin
            ahead__1 = ahead__1 | onehot__2;
        end
        if ((below__1[3] & ~after__q[3 * 4 + 1]) | (above__1[3] & after__q[1 * 4 + 3])) begin
            ahead__1 = ahead__1 | onehot__3;
        end
        if (req[1] & ~|(req & ahead__1)) begin
            grant = grant | onehot__1;
        end
        ahead__2 = 32'h0;
        if ((below__2[0] & ~after__q[0 * 4 + 2]) | (above__2[0] & after__q[2 * 4 + 0])) begin
            ahead__2 = ahead__2 | onehot__0;
        end
        if ((below__2[1] & ~after__q[1 * 4 + 2]) | (above__2[1] & after__q[2 * 4 + 1])) begin
            ahead__2 = ahead__2 | onehot__1;
        end
        if ((below__2[2] & ~after__q[2 * 4 + 2]) | (above__2[2] & after__q[2 * 4 + 2])) begin
            ahead__2 = ahead__2 | onehot__2;
        end
        if ((below__2[3] & ~after__q[3 * 4 + 2]) | (above__2[3] & after__q[2 * 4 + 3])) begin
            ahead__2 = ahead__2 | onehot__3;
        end
        if (req[2] & ~|(req & ahead__2)) begin
            grant = grant | onehot__2;
        end
        ahead__3 = 32'h0;
        if ((below__3[0] & ~after__q[0 * 4 + 3]) | (above__3[0] & after__q[3 * 4 + 0])) begin
            ahead__3 = ahead__3 | onehot__0;
        end
        if ((below__3[1] & ~after__q[1 * 4 + 3]) | (above__3[1] & after__q[3 * 4 + 1])) begin
            ahead__3 = ahead__3 | onehot__1;
        end
        if ((below__3[2] & ~after__q[2 * 4 + 3]) | (above__3[2] & after__q[3 * 4 + 2])) begin
            ahead__3 = ahead__3 | onehot__2;
        end
        if ((below__3[3] & ~after__q[3 * 4 + 3]) | (above__3[3] & after__q[3 * 4 + 3])) begin
            ahead__3 = ahead__3 | onehot__3;
        end
        if (req[3] & ~|(req & ahead__3)) begin
            grant = grant | onehot__3;
        end
        valid = |req;
        adv_g = 32'h0;
        adv_ahead__0 = 32'h0;
        if ((below__0[0] & ~after__q[0 * 4 + 0]) | (above__0[0] & after__q[0 * 4 + 0])) begin
            adv_ahead__0 = adv_ahead__0 | onehot__0;
        end
        if ((below__0[1] & ~after__q[1 * 4 + 0]) | (above__0[1] & after__q[0 * 4 + 1])) begin
            adv_ahead__0 = adv_ahead__0 | onehot__1;
        end
        if ((below__0[2] & ~after__q[2 * 4 + 0]) | (above__0[2] & after__q[0 * 4 + 2])) begin
            adv_ahead__0 = adv_ahead__0 | onehot__2;
        end
        if ((below__0[3] & ~after__q[3 * 4 + 0]) | (above__0[3] & after__q[0 * 4 + 3])) begin
            adv_ahead__0 = adv_ahead__0 | onehot__3;
        end
        if (req[0] & ~|(req & adv_ahead__0)) begin
            adv_g = adv_g | onehot__0;
        end
        adv_ahead__1 = 32'h0;
        if ((below__1[0] & ~after__q[0 * 4 + 1]) | (above__1[0] & after__q[1 * 4 + 0])) begin
            adv_ahead__1 = adv_ahead__1 | onehot__0;
        end
        if ((below__1[1] & ~after__q[1 * 4 + 1]) | (above__1[1] & after__q[1 * 4 + 1])) begin
            adv_ahead__1 = adv_ahead__1 | onehot__1;
        end
        if ((below__1[2] & ~after__q[2 * 4 + 1]) | (above__1[2] & after__q[1 * 4 + 2])) begin
            adv_ahead__1 = adv_ahead__1 | onehot__2;
        end
        if ((below__1[3] & ~after__q[3 * 4 + 1]) | (above__1[3] & after__q[1 * 4 + 3])) begin
            adv_ahead__1 = adv_ahead__1 | onehot__3;
        end
        if (req[1] & ~|(req & adv_ahead__1)) begin
            adv_g = adv_g | onehot__1;
        end
        adv_ahead__2 = 32'h0;
        if ((below__2[0] & ~after__q[0 * 4 + 2]) | (above__2[0] & after__q[2 * 4 + 0])) begin
            adv_ahead__2 = adv_ahead__2 | onehot__0;
        end
        if ((below__2[1] & ~after__q[1 * 4 + 2]) | (above__2[1] & after__q[2 * 4 + 1])) begin
            adv_ahead__2 = adv_ahead__2 | onehot__1;
        end
        if ((below__2[2] & ~after__q[2 * 4 + 2]) | (above__2[2] & after__q[2 * 4 + 2])) begin
            adv_ahead__2 = adv_ahead__2 | onehot__2;
        end
        if ((below__2[3] & ~after__q[3 * 4 + 2]) | (above__2[3] & after__q[2 * 4 + 3])) begin
            adv_ahead__2 = adv_ahead__2 | onehot__3;
        end
        if (req[2] & ~|(req & adv_ahead__2)) begin
            adv_g = adv_g | onehot__2;
        end
        adv_ahead__3 = 32'h0;
        if ((below__3[0] & ~after__q[0 * 4 + 3]) | (above__3[0] & after__q[3 * 4 + 0])) begin
            adv_ahead__3 = adv_ahead__3 | onehot__0;
        end
        if ((below__3[1] & ~after__q[1 * 4 + 3]) | (above__3[1] & after__q[3 * 4 + 1])) begin
            adv_ahead__3 = adv_ahead__3 | onehot__1;
        end
        if ((below__3[2] & ~after__q[2 * 4 + 3]) | (above__3[2] & after__q[3 * 4 + 2])) begin
            adv_ahead__3 = adv_ahead__3 | onehot__2;
        end
        if ((below__3[3] & ~after__q[3 * 4 + 3]) | (above__3[3] & after__q[3 * 4 + 3])) begin
            adv_ahead__3 = adv_ahead__3 | onehot__3;
        end
        if (req[3] & ~|(req & adv_ahead__3)) begin
            adv_g = adv_g | onehot__3;
        end
        adv_o = 32'h0;
        if (adv_g[0]) begin
            adv_o = adv_o | order__0;
        end
        if (adv_g[1]) begin
            adv_o = adv_o | order__1;
        end
        if (adv_g[2]) begin
            adv_o = adv_o | order__2;
        end
        if (adv_g[3]) begin
            adv_o = adv_o | order__3;
        end
        if (advance & |req) begin
            after__d = adv_o;
        end
        if (rst) begin
            after__d = 32'h0;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__arbiter


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__arbiter__after(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__arbiter__after


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__buf_num__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__check(coord,rx_valid,rx_drv,rx_tag,rx_buf,rx_data,free,a__0,a__1,a__2,a__3,hdr__0,hdr__1,hdr__2,hdr__3,tail__0,tail__1,tail__2,tail__3,discard__0,discard__1,discard__2,discard__3,drv__0,drv__1,drv__2,drv__3,buf_num__0,buf_num__1,buf_num__2,buf_num__3,rcvd__0,rcvd__1,rcvd__2,rcvd__3,len__0,len__1,len__2,len__3,hit,can_ack,bad,rx_head,h_me,h_len,match_hit,rsv_me,reserved_first,sub_lo__0,sub_lo__1,sub_hi__0,sub_hi__1,route_out);
    
    // Module arguments
    input wire  [3:0] coord;
    input wire  rx_valid;
    input wire  [2:0] rx_drv;
    input wire  [1:0] rx_tag;
    input wire  [1:0] rx_buf;
    input wire  [15:0] rx_data;
    input wire  free;
    input wire  a__0;
    input wire  a__1;
    input wire  a__2;
    input wire  a__3;
    input wire  hdr__0;
    input wire  hdr__1;
    input wire  hdr__2;
    input wire  hdr__3;
    input wire  tail__0;
    input wire  tail__1;
    input wire  tail__2;
    input wire  tail__3;
    input wire  discard__0;
    input wire  discard__1;
    input wire  discard__2;
    input wire  discard__3;
    input wire  [2:0] drv__0;
    input wire  [2:0] drv__1;
    input wire  [2:0] drv__2;
    input wire  [2:0] drv__3;
    input wire  [1:0] buf_num__0;
    input wire  [1:0] buf_num__1;
    input wire  [1:0] buf_num__2;
    input wire  [1:0] buf_num__3;
    input wire  [2:0] rcvd__0;
    input wire  [2:0] rcvd__1;
    input wire  [2:0] rcvd__2;
    input wire  [2:0] rcvd__3;
    input wire  [2:0] len__0;
    input wire  [2:0] len__1;
    input wire  [2:0] len__2;
    input wire  [2:0] len__3;
    output reg  hit;
    output reg  can_ack;
    output reg  bad;
    output reg  rx_head;
    output reg  h_me;
    output reg  [2:0] h_len;
    output reg  [3:0] match_hit;
    output reg  rsv_me;
    output reg  [3:0] reserved_first;
    output reg  [1:0] sub_lo__0;
    output reg  [1:0] sub_lo__1;
    output reg  [1:0] sub_hi__0;
    output reg  [1:0] sub_hi__1;
    output reg  [4:0] route_out;
    
    // Constant declarations
    localparam  slot_index__0 = 3'b0;
    localparam  slot_index__1 = 3'b1;
    localparam  slot_index__2 = 3'b10;
    localparam  slot_index__3 = 3'b11;
    localparam  slot_index__4 = 3'b100;
    localparam  node_slot = 3'b100;
    localparam  rx_way = 5'b10;
    localparam  rx_plus = 1'b0;
    localparam  dim_below__0 = 1'b0;
    localparam  dim_below__1 = 1'b0;
    localparam  dim_own__0 = 1'b1;
    localparam  dim_own__1 = 1'b0;
    localparam  rx_add__0 = 2'b1;
    localparam  rx_add__1 = 2'b0;
    localparam  tx_add__0 = 2'b0;
    localparam  tx_add__1 = 2'b0;
    localparam  k_max = 2'b11;
    localparam  len_max = 3'b100;
    localparam  mst_bad = 5'b1101;
    localparam  eject = 1'b0;
    localparam  len_shift = 8'hd;
    
    // Local signals
    reg  [1:0] rx_at__0;
    reg  [1:0] rx_at__1;
    reg  [1:0] tx_at__0;
    reg  [1:0] tx_at__1;
    reg  [1:0] h_lo__0;
    reg  [1:0] h_lo__1;
    reg  [1:0] h_hi__0;
    reg  [1:0] h_hi__1;
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
        rx_at__0 = coord[(0 * 2)+:(2)] + rx_add__0;
        tx_at__0 = coord[(0 * 2)+:(2)] + tx_add__0;
        rx_at__1 = coord[(1 * 2)+:(2)] + rx_add__1;
        tx_at__1 = coord[(1 * 2)+:(2)] + tx_add__1;
        match_hit = 32'h0;
        reserved = 32'h0;
        reserved_first = 32'h0;
        scan = 1'b0;
        if (a__0 & (drv__0 == rx_drv) & (buf_num__0 == rx_buf)) begin
            if (hdr__0 & ~tail__0) begin
                match_hit = (match_hit & ~(1 << (0)) | ((1'b1) << (0)));
            end
            if (~hdr__0) begin
                reserved = (reserved & ~(1 << (0)) | ((1'b1) << (0)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (0)) | ((1'b1) << (0)));
                end
                scan = 1'b1;
            end
        end
        if (a__1 & (drv__1 == rx_drv) & (buf_num__1 == rx_buf)) begin
            if (hdr__1 & ~tail__1) begin
                match_hit = (match_hit & ~(1 << (1)) | ((1'b1) << (1)));
            end
            if (~hdr__1) begin
                reserved = (reserved & ~(1 << (1)) | ((1'b1) << (1)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (1)) | ((1'b1) << (1)));
                end
                scan = 1'b1;
            end
        end
        if (a__2 & (drv__2 == rx_drv) & (buf_num__2 == rx_buf)) begin
            if (hdr__2 & ~tail__2) begin
                match_hit = (match_hit & ~(1 << (2)) | ((1'b1) << (2)));
            end
            if (~hdr__2) begin
                reserved = (reserved & ~(1 << (2)) | ((1'b1) << (2)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (2)) | ((1'b1) << (2)));
                end
                scan = 1'b1;
            end
        end
        if (a__3 & (drv__3 == rx_drv) & (buf_num__3 == rx_buf)) begin
            if (hdr__3 & ~tail__3) begin
                match_hit = (match_hit & ~(1 << (3)) | ((1'b1) << (3)));
            end
            if (~hdr__3) begin
                reserved = (reserved & ~(1 << (3)) | ((1'b1) << (3)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (3)) | ((1'b1) << (3)));
                end
                scan = 1'b1;
            end
        end
        rx_head = rx_valid & (rx_tag == 32'h1);
        h_me = |(rx_data[(32'h0)+:(5)] & rx_way);
        h_lo__0 = rx_data[(5 + 0 * 2)+:(2)];
        h_hi__0 = rx_data[(5 + 2 * 2 + 0 * 2)+:(2)];
        h_lo__1 = rx_data[(5 + 1 * 2)+:(2)];
        h_hi__1 = rx_data[(5 + 2 * 2 + 1 * 2)+:(2)];
        h_len = ((rx_data >> len_shift) & 3'h7);
        h_bad = (h_len == 32'h0) | (h_len > len_max);
        h_inside = 1'b1;
        h_single = 1'b1;
        h_uni_ok = 1'b1;
        if ((h_lo__0 > h_hi__0) | (h_hi__0 > k_max)) begin
            h_bad = 1'b1;
        end
        if ((h_lo__0 > rx_at__0) | (h_hi__0 < rx_at__0)) begin
            h_inside = 1'b0;
        end
        if (h_lo__0 != h_hi__0) begin
            h_single = 1'b0;
        end
        if (dim_below__0 & (h_lo__0 != rx_at__0)) begin
            h_uni_ok = 1'b0;
        end
        if (dim_own__0) begin
            if (rx_plus) begin
                if (rx_at__0 >= h_lo__0) begin
                    h_uni_ok = 1'b0;
                end
            end
            else if (rx_at__0 <= h_hi__0) begin
                h_uni_ok = 1'b0;
            end
        end
        if ((h_lo__1 > h_hi__1) | (h_hi__1 > k_max)) begin
            h_bad = 1'b1;
        end
        if ((h_lo__1 > rx_at__1) | (h_hi__1 < rx_at__1)) begin
            h_inside = 1'b0;
        end
        if (h_lo__1 != h_hi__1) begin
            h_single = 1'b0;
        end
        if (dim_below__1 & (h_lo__1 != rx_at__1)) begin
            h_uni_ok = 1'b0;
        end
        if (dim_own__1) begin
            if (rx_plus) begin
                if (rx_at__1 >= h_lo__1) begin
                    h_uni_ok = 1'b0;
                end
            end
            else if (rx_at__1 <= h_hi__1) begin
                h_uni_ok = 1'b0;
            end
        end
        if ((rx_drv == slot_index__0) & mst_bad[0]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index__1) & mst_bad[1]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index__2) & mst_bad[2]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index__3) & mst_bad[3]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index__4) & mst_bad[4]) begin
            h_bad = 1'b1;
        end
        if (h_inside) begin
            if (dim_own__0) begin
                if (rx_plus) begin
                    if (h_hi__0 <= rx_at__0) begin
                        h_bad = 1'b1;
                    end
                end
                else if (h_lo__0 >= rx_at__0) begin
                    h_bad = 1'b1;
                end
            end
            if (dim_own__1) begin
                if (rx_plus) begin
                    if (h_hi__1 <= rx_at__1) begin
                        h_bad = 1'b1;
                    end
                end
                else if (h_lo__1 >= rx_at__1) begin
                    h_bad = 1'b1;
                end
            end
        end
        else if (~(h_single & h_uni_ok) | eject) begin
            h_bad = 1'b1;
        end
        sub_lo__0 = h_lo__0;
        sub_hi__0 = h_hi__0;
        if (h_inside) begin
            if (dim_below__0) begin
                sub_lo__0 = rx_at__0;
                sub_hi__0 = rx_at__0;
            end
            if (dim_own__0) begin
                if (rx_plus) begin
                    sub_lo__0 = rx_at__0 + 32'h1;
                end
                else begin
                    sub_hi__0 = rx_at__0 - 32'h1;
                end
            end
        end
        sub_lo__1 = h_lo__1;
        sub_hi__1 = h_hi__1;
        if (h_inside) begin
            if (dim_below__1) begin
                sub_lo__1 = rx_at__1;
                sub_hi__1 = rx_at__1;
            end
            if (dim_own__1) begin
                if (rx_plus) begin
                    sub_lo__1 = rx_at__1 + 32'h1;
                end
                else begin
                    sub_hi__1 = rx_at__1 - 32'h1;
                end
            end
        end
        sub_inside = 1'b1;
        if ((sub_lo__0 > tx_at__0) | (sub_hi__0 < tx_at__0)) begin
            sub_inside = 1'b0;
        end
        if ((sub_lo__1 > tx_at__1) | (sub_hi__1 < tx_at__1)) begin
            sub_inside = 1'b0;
        end
        route_out = 32'h0;
        sub_found = 1'b0;
        if (sub_inside) begin
            route_out = (route_out & ~(1 << (5 - 32'h1)) | ((1'b1) << (5 - 32'h1)));
        end
        if (sub_inside) begin
            if (sub_hi__0 > tx_at__0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0)) | ((1'b1) << (32'h2 * 0)));
            end
            if (sub_lo__0 < tx_at__0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0 + 32'h1)) | ((1'b1) << (32'h2 * 0 + 32'h1)));
            end
        end
        else if (~sub_found) begin
            if (tx_at__0 < sub_lo__0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0)) | ((1'b1) << (32'h2 * 0)));
                sub_found = 1'b1;
            end
            if (tx_at__0 > sub_hi__0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0 + 32'h1)) | ((1'b1) << (32'h2 * 0 + 32'h1)));
                sub_found = 1'b1;
            end
        end
        if (sub_inside) begin
            if (sub_hi__1 > tx_at__1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1)) | ((1'b1) << (32'h2 * 1)));
            end
            if (sub_lo__1 < tx_at__1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1 + 32'h1)) | ((1'b1) << (32'h2 * 1 + 32'h1)));
            end
        end
        else if (~sub_found) begin
            if (tx_at__1 < sub_lo__1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1)) | ((1'b1) << (32'h2 * 1)));
                sub_found = 1'b1;
            end
            if (tx_at__1 > sub_hi__1) begin
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
            if (match_hit[0] & (drv__0 == node_slot) & ~discard__0 & ((rx_tag == 32'h3) != (rcvd__0 == len__0))) begin
                bad = 1'b1;
            end
            if (match_hit[1] & (drv__1 == node_slot) & ~discard__1 & ((rx_tag == 32'h3) != (rcvd__1 == len__1))) begin
                bad = 1'b1;
            end
            if (match_hit[2] & (drv__2 == node_slot) & ~discard__2 & ((rx_tag == 32'h3) != (rcvd__2 == len__2))) begin
                bad = 1'b1;
            end
            if (match_hit[3] & (drv__3 == node_slot) & ~discard__3 & ((rx_tag == 32'h3) != (rcvd__3 == len__3))) begin
                bad = 1'b1;
            end
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__check


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__cur__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__discard__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__drv__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__10(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__10


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__11(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__11


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__12(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__12


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__13(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__13


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__14(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__14


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__15(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__15


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__8(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__8


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__9(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_data__9


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__10(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__10


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__11(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__11


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__12(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__12


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__13(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__13


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__14(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__14


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__15(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__15


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__8(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__8


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__9(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__flit_tag__9


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hdr__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__hsent__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__len__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__out__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__pick(grant,valid,free2,hsent__0,hsent__1,hsent__2,hsent__3,sent__0,sent__1,sent__2,sent__3,len__0,len__1,len__2,len__3,out__0,out__1,out__2,out__3,cur__0,cur__1,cur__2,cur__3,region_lo__0,region_lo__1,region_lo__2,region_lo__3,region_lo__4,region_lo__5,region_lo__6,region_lo__7,region_hi__0,region_hi__1,region_hi__2,region_hi__3,region_hi__4,region_hi__5,region_hi__6,region_hi__7,flit_tag__0,flit_tag__1,flit_tag__2,flit_tag__3,flit_tag__4,flit_tag__5,flit_tag__6,flit_tag__7,flit_tag__8,flit_tag__9,flit_tag__10,flit_tag__11,flit_tag__12,flit_tag__13,flit_tag__14,flit_tag__15,flit_data__0,flit_data__1,flit_data__2,flit_data__3,flit_data__4,flit_data__5,flit_data__6,flit_data__7,flit_data__8,flit_data__9,flit_data__10,flit_data__11,flit_data__12,flit_data__13,flit_data__14,flit_data__15,pri,part,drv_tag,drv_buf,drv_data,p_ways);
    
    // Module arguments
    input wire  [3:0] grant;
    input wire  valid;
    input wire  free2;
    input wire  hsent__0;
    input wire  hsent__1;
    input wire  hsent__2;
    input wire  hsent__3;
    input wire  [2:0] sent__0;
    input wire  [2:0] sent__1;
    input wire  [2:0] sent__2;
    input wire  [2:0] sent__3;
    input wire  [2:0] len__0;
    input wire  [2:0] len__1;
    input wire  [2:0] len__2;
    input wire  [2:0] len__3;
    input wire  [4:0] out__0;
    input wire  [4:0] out__1;
    input wire  [4:0] out__2;
    input wire  [4:0] out__3;
    input wire  [4:0] cur__0;
    input wire  [4:0] cur__1;
    input wire  [4:0] cur__2;
    input wire  [4:0] cur__3;
    input wire  [1:0] region_lo__0;
    input wire  [1:0] region_lo__1;
    input wire  [1:0] region_lo__2;
    input wire  [1:0] region_lo__3;
    input wire  [1:0] region_lo__4;
    input wire  [1:0] region_lo__5;
    input wire  [1:0] region_lo__6;
    input wire  [1:0] region_lo__7;
    input wire  [1:0] region_hi__0;
    input wire  [1:0] region_hi__1;
    input wire  [1:0] region_hi__2;
    input wire  [1:0] region_hi__3;
    input wire  [1:0] region_hi__4;
    input wire  [1:0] region_hi__5;
    input wire  [1:0] region_hi__6;
    input wire  [1:0] region_hi__7;
    input wire  [1:0] flit_tag__0;
    input wire  [1:0] flit_tag__1;
    input wire  [1:0] flit_tag__2;
    input wire  [1:0] flit_tag__3;
    input wire  [1:0] flit_tag__4;
    input wire  [1:0] flit_tag__5;
    input wire  [1:0] flit_tag__6;
    input wire  [1:0] flit_tag__7;
    input wire  [1:0] flit_tag__8;
    input wire  [1:0] flit_tag__9;
    input wire  [1:0] flit_tag__10;
    input wire  [1:0] flit_tag__11;
    input wire  [1:0] flit_tag__12;
    input wire  [1:0] flit_tag__13;
    input wire  [1:0] flit_tag__14;
    input wire  [1:0] flit_tag__15;
    input wire  [15:0] flit_data__0;
    input wire  [15:0] flit_data__1;
    input wire  [15:0] flit_data__2;
    input wire  [15:0] flit_data__3;
    input wire  [15:0] flit_data__4;
    input wire  [15:0] flit_data__5;
    input wire  [15:0] flit_data__6;
    input wire  [15:0] flit_data__7;
    input wire  [15:0] flit_data__8;
    input wire  [15:0] flit_data__9;
    input wire  [15:0] flit_data__10;
    input wire  [15:0] flit_data__11;
    input wire  [15:0] flit_data__12;
    input wire  [15:0] flit_data__13;
    input wire  [15:0] flit_data__14;
    input wire  [15:0] flit_data__15;
    output reg  pri;
    output reg  part;
    output reg  [1:0] drv_tag;
    output reg  [1:0] drv_buf;
    output reg  [15:0] drv_data;
    output reg  [4:0] p_ways;
    
    // Constant declarations
    localparam  buf_index__0 = 2'b0;
    localparam  buf_index__1 = 2'b1;
    localparam  buf_index__2 = 2'b10;
    localparam  buf_index__3 = 2'b11;
    localparam  entry_num__0 = 3'b1;
    localparam  entry_num__1 = 3'b10;
    localparam  entry_num__2 = 3'b11;
    localparam  entry_num__3 = 3'b100;
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
            pri = hsent__0;
            drv_buf = buf_index__0;
            p_ways = out__0 & ~cur__0;
            if (hsent__0) begin
                if (sent__0 == entry_num__0) begin
                    drv_tag = flit_tag__0;
                    drv_data = flit_data__0;
                end
                if (sent__0 == entry_num__1) begin
                    drv_tag = flit_tag__1;
                    drv_data = flit_data__1;
                end
                if (sent__0 == entry_num__2) begin
                    drv_tag = flit_tag__2;
                    drv_data = flit_data__2;
                end
                if (sent__0 == entry_num__3) begin
                    drv_tag = flit_tag__3;
                    drv_data = flit_data__3;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len__0;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo__0[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi__0[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo__0[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi__0[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo__1[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi__1[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo__1[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi__1[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[1]) begin
            pri = hsent__1;
            drv_buf = buf_index__1;
            p_ways = out__1 & ~cur__1;
            if (hsent__1) begin
                if (sent__1 == entry_num__0) begin
                    drv_tag = flit_tag__4;
                    drv_data = flit_data__4;
                end
                if (sent__1 == entry_num__1) begin
                    drv_tag = flit_tag__5;
                    drv_data = flit_data__5;
                end
                if (sent__1 == entry_num__2) begin
                    drv_tag = flit_tag__6;
                    drv_data = flit_data__6;
                end
                if (sent__1 == entry_num__3) begin
                    drv_tag = flit_tag__7;
                    drv_data = flit_data__7;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len__1;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo__2[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi__2[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo__2[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi__2[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo__3[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi__3[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo__3[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi__3[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[2]) begin
            pri = hsent__2;
            drv_buf = buf_index__2;
            p_ways = out__2 & ~cur__2;
            if (hsent__2) begin
                if (sent__2 == entry_num__0) begin
                    drv_tag = flit_tag__8;
                    drv_data = flit_data__8;
                end
                if (sent__2 == entry_num__1) begin
                    drv_tag = flit_tag__9;
                    drv_data = flit_data__9;
                end
                if (sent__2 == entry_num__2) begin
                    drv_tag = flit_tag__10;
                    drv_data = flit_data__10;
                end
                if (sent__2 == entry_num__3) begin
                    drv_tag = flit_tag__11;
                    drv_data = flit_data__11;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len__2;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo__4[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi__4[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo__4[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi__4[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo__5[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi__5[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo__5[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi__5[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[3]) begin
            pri = hsent__3;
            drv_buf = buf_index__3;
            p_ways = out__3 & ~cur__3;
            if (hsent__3) begin
                if (sent__3 == entry_num__0) begin
                    drv_tag = flit_tag__12;
                    drv_data = flit_data__12;
                end
                if (sent__3 == entry_num__1) begin
                    drv_tag = flit_tag__13;
                    drv_data = flit_data__13;
                end
                if (sent__3 == entry_num__2) begin
                    drv_tag = flit_tag__14;
                    drv_data = flit_data__14;
                end
                if (sent__3 == entry_num__3) begin
                    drv_tag = flit_tag__15;
                    drv_data = flit_data__15;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len__3;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo__6[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi__6[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo__6[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi__6[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo__7[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi__7[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo__7[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi__7[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (replica) begin
            part = valid & free2;
        end
        else begin
            part = valid & partial_alg;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__pick


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rcvd__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_hi__7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__region_lo__7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__reqs(a__0,a__1,a__2,a__3,hdr__0,hdr__1,hdr__2,hdr__3,tail__0,tail__1,tail__2,tail__3,hsent__0,hsent__1,hsent__2,hsent__3,discard__0,discard__1,discard__2,discard__3,drv__0,drv__1,drv__2,drv__3,rcvd__0,rcvd__1,rcvd__2,rcvd__3,sent__0,sent__1,sent__2,sent__3,out__0,out__1,out__2,out__3,cur__0,cur__1,cur__2,cur__3,rsv__0,rsv__1,rsv__2,rsv__3,tx_avail,requests);
    
    // Module arguments
    input wire  a__0;
    input wire  a__1;
    input wire  a__2;
    input wire  a__3;
    input wire  hdr__0;
    input wire  hdr__1;
    input wire  hdr__2;
    input wire  hdr__3;
    input wire  tail__0;
    input wire  tail__1;
    input wire  tail__2;
    input wire  tail__3;
    input wire  hsent__0;
    input wire  hsent__1;
    input wire  hsent__2;
    input wire  hsent__3;
    input wire  discard__0;
    input wire  discard__1;
    input wire  discard__2;
    input wire  discard__3;
    input wire  [2:0] drv__0;
    input wire  [2:0] drv__1;
    input wire  [2:0] drv__2;
    input wire  [2:0] drv__3;
    input wire  [2:0] rcvd__0;
    input wire  [2:0] rcvd__1;
    input wire  [2:0] rcvd__2;
    input wire  [2:0] rcvd__3;
    input wire  [2:0] sent__0;
    input wire  [2:0] sent__1;
    input wire  [2:0] sent__2;
    input wire  [2:0] sent__3;
    input wire  [4:0] out__0;
    input wire  [4:0] out__1;
    input wire  [4:0] out__2;
    input wire  [4:0] out__3;
    input wire  [4:0] cur__0;
    input wire  [4:0] cur__1;
    input wire  [4:0] cur__2;
    input wire  [4:0] cur__3;
    input wire  [4:0] rsv__0;
    input wire  [4:0] rsv__1;
    input wire  [4:0] rsv__2;
    input wire  [4:0] rsv__3;
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
        if (~a__0) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (0)) | ((1'b1) << (0)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (~a__1) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (1)) | ((1'b1) << (1)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (~a__2) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (2)) | ((1'b1) << (2)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (~a__3) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (3)) | ((1'b1) << (3)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (3)) | ((1'b1) << (3)));
        end
        free2 = scan & (first_free != last_free);
        requests = 32'h0;
        unres = out__0 & ~cur__0 & ~rsv__0;
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
            if (replica & |rsv__0 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a__0 & hdr__0 & ~discard__0 & (sent__0 < rcvd__0) & ~eject) begin
            if (hsent__0) begin
                requests = (requests & ~(1 << (0)) | ((1'b1) << (0)));
            end
            else if (~((drv__0 == node_slot) & ~tail__0)) begin
                requests = (requests & ~(1 << (0)) | ((way_ok) << (0)));
            end
        end
        unres = out__1 & ~cur__1 & ~rsv__1;
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
            if (replica & |rsv__1 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a__1 & hdr__1 & ~discard__1 & (sent__1 < rcvd__1) & ~eject) begin
            if (hsent__1) begin
                requests = (requests & ~(1 << (1)) | ((1'b1) << (1)));
            end
            else if (~((drv__1 == node_slot) & ~tail__1)) begin
                requests = (requests & ~(1 << (1)) | ((way_ok) << (1)));
            end
        end
        unres = out__2 & ~cur__2 & ~rsv__2;
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
            if (replica & |rsv__2 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a__2 & hdr__2 & ~discard__2 & (sent__2 < rcvd__2) & ~eject) begin
            if (hsent__2) begin
                requests = (requests & ~(1 << (2)) | ((1'b1) << (2)));
            end
            else if (~((drv__2 == node_slot) & ~tail__2)) begin
                requests = (requests & ~(1 << (2)) | ((way_ok) << (2)));
            end
        end
        unres = out__3 & ~cur__3 & ~rsv__3;
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
            if (replica & |rsv__3 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a__3 & hdr__3 & ~discard__3 & (sent__3 < rcvd__3) & ~eject) begin
            if (hsent__3) begin
                requests = (requests & ~(1 << (3)) | ((1'b1) << (3)));
            end
            else if (~((drv__3 == node_slot) & ~tail__3)) begin
                requests = (requests & ~(1 << (3)) | ((way_ok) << (3)));
            end
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__reqs


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__rsv__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__sent__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__stat(a__0,a__1,a__2,a__3,free,first_free,last_free,free2);
    
    // Module arguments
    input wire  a__0;
    input wire  a__1;
    input wire  a__2;
    input wire  a__3;
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
        if (~a__0) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (0)) | ((1'b1) << (0)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (~a__1) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (1)) | ((1'b1) << (1)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (~a__2) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (2)) | ((1'b1) << (2)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (~a__3) begin
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
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__stat


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__minus__tail__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus(clock,rst,coord,rx_valid,rx_drv,rx_tag,rx_buf,rx_data,rx_chain,rx_ack,rx_drop,rx_partial,tx_avail,tx_valid,tx_drv,tx_ack,tx_drop,tx_partial,tx_ack_lines,free,full,hit,can_ack,bad,ack_out,req,pri,part,drv_tag,drv_buf,drv_data,ld_valid,ld_hsent,ld_rcvd,ld_len,ld_out,ld_lo__0,ld_lo__1,ld_hi__0,ld_hi__1,ld_tag__0,ld_tag__1,ld_tag__2,ld_tag__3,ld_data__0,ld_data__1,ld_data__2,ld_data__3);
    
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
    input wire  [1:0] ld_lo__0;
    input wire  [1:0] ld_lo__1;
    input wire  [1:0] ld_hi__0;
    input wire  [1:0] ld_hi__1;
    input wire  [1:0] ld_tag__0;
    input wire  [1:0] ld_tag__1;
    input wire  [1:0] ld_tag__2;
    input wire  [1:0] ld_tag__3;
    input wire  [15:0] ld_data__0;
    input wire  [15:0] ld_data__1;
    input wire  [15:0] ld_data__2;
    input wire  [15:0] ld_data__3;
    
    // Constant declarations
    localparam  entry_num__0 = 3'b1;
    localparam  entry_num__1 = 3'b10;
    localparam  entry_num__2 = 3'b11;
    localparam  entry_num__3 = 3'b100;
    localparam  node_slot = 3'b100;
    localparam  tx_slot = 3'b0;
    localparam  tx_add__0 = 2'b1;
    localparam  tx_add__1 = 2'b0;
    localparam  ways_above__0 = 5'b11100;
    localparam  ways_above__1 = 5'b10000;
    localparam  replica = 1'b0;
    localparam  inject = 1'b0;
    localparam  eject = 1'b0;
    
    // Stub signals
    reg  a__0__d;
    wire  a__0__q;
    reg  a__0__clock;
    reg  a__1__d;
    wire  a__1__q;
    reg  a__1__clock;
    reg  a__2__d;
    wire  a__2__q;
    reg  a__2__clock;
    reg  a__3__d;
    wire  a__3__q;
    reg  a__3__clock;
    reg  [2:0] drv__0__d;
    wire  [2:0] drv__0__q;
    reg  drv__0__clock;
    reg  [2:0] drv__1__d;
    wire  [2:0] drv__1__q;
    reg  drv__1__clock;
    reg  [2:0] drv__2__d;
    wire  [2:0] drv__2__q;
    reg  drv__2__clock;
    reg  [2:0] drv__3__d;
    wire  [2:0] drv__3__q;
    reg  drv__3__clock;
    reg  [1:0] buf_num__0__d;
    wire  [1:0] buf_num__0__q;
    reg  buf_num__0__clock;
    reg  [1:0] buf_num__1__d;
    wire  [1:0] buf_num__1__q;
    reg  buf_num__1__clock;
    reg  [1:0] buf_num__2__d;
    wire  [1:0] buf_num__2__q;
    reg  buf_num__2__clock;
    reg  [1:0] buf_num__3__d;
    wire  [1:0] buf_num__3__q;
    reg  buf_num__3__clock;
    reg  [2:0] rcvd__0__d;
    wire  [2:0] rcvd__0__q;
    reg  rcvd__0__clock;
    reg  [2:0] rcvd__1__d;
    wire  [2:0] rcvd__1__q;
    reg  rcvd__1__clock;
    reg  [2:0] rcvd__2__d;
    wire  [2:0] rcvd__2__q;
    reg  rcvd__2__clock;
    reg  [2:0] rcvd__3__d;
    wire  [2:0] rcvd__3__q;
    reg  rcvd__3__clock;
    reg  [2:0] sent__0__d;
    wire  [2:0] sent__0__q;
    reg  sent__0__clock;
    reg  [2:0] sent__1__d;
    wire  [2:0] sent__1__q;
    reg  sent__1__clock;
    reg  [2:0] sent__2__d;
    wire  [2:0] sent__2__q;
    reg  sent__2__clock;
    reg  [2:0] sent__3__d;
    wire  [2:0] sent__3__q;
    reg  sent__3__clock;
    reg  hdr__0__d;
    wire  hdr__0__q;
    reg  hdr__0__clock;
    reg  hdr__1__d;
    wire  hdr__1__q;
    reg  hdr__1__clock;
    reg  hdr__2__d;
    wire  hdr__2__q;
    reg  hdr__2__clock;
    reg  hdr__3__d;
    wire  hdr__3__q;
    reg  hdr__3__clock;
    reg  tail__0__d;
    wire  tail__0__q;
    reg  tail__0__clock;
    reg  tail__1__d;
    wire  tail__1__q;
    reg  tail__1__clock;
    reg  tail__2__d;
    wire  tail__2__q;
    reg  tail__2__clock;
    reg  tail__3__d;
    wire  tail__3__q;
    reg  tail__3__clock;
    reg  hsent__0__d;
    wire  hsent__0__q;
    reg  hsent__0__clock;
    reg  hsent__1__d;
    wire  hsent__1__q;
    reg  hsent__1__clock;
    reg  hsent__2__d;
    wire  hsent__2__q;
    reg  hsent__2__clock;
    reg  hsent__3__d;
    wire  hsent__3__q;
    reg  hsent__3__clock;
    reg  discard__0__d;
    wire  discard__0__q;
    reg  discard__0__clock;
    reg  discard__1__d;
    wire  discard__1__q;
    reg  discard__1__clock;
    reg  discard__2__d;
    wire  discard__2__q;
    reg  discard__2__clock;
    reg  discard__3__d;
    wire  discard__3__q;
    reg  discard__3__clock;
    reg  [2:0] len__0__d;
    wire  [2:0] len__0__q;
    reg  len__0__clock;
    reg  [2:0] len__1__d;
    wire  [2:0] len__1__q;
    reg  len__1__clock;
    reg  [2:0] len__2__d;
    wire  [2:0] len__2__q;
    reg  len__2__clock;
    reg  [2:0] len__3__d;
    wire  [2:0] len__3__q;
    reg  len__3__clock;
    reg  [4:0] out__0__d;
    wire  [4:0] out__0__q;
    reg  out__0__clock;
    reg  [4:0] out__1__d;
    wire  [4:0] out__1__q;
    reg  out__1__clock;
    reg  [4:0] out__2__d;
    wire  [4:0] out__2__q;
    reg  out__2__clock;
    reg  [4:0] out__3__d;
    wire  [4:0] out__3__q;
    reg  out__3__clock;
    reg  [4:0] cur__0__d;
    wire  [4:0] cur__0__q;
    reg  cur__0__clock;
    reg  [4:0] cur__1__d;
    wire  [4:0] cur__1__q;
    reg  cur__1__clock;
    reg  [4:0] cur__2__d;
    wire  [4:0] cur__2__q;
    reg  cur__2__clock;
    reg  [4:0] cur__3__d;
    wire  [4:0] cur__3__q;
    reg  cur__3__clock;
    reg  [4:0] rsv__0__d;
    wire  [4:0] rsv__0__q;
    reg  rsv__0__clock;
    reg  [4:0] rsv__1__d;
    wire  [4:0] rsv__1__q;
    reg  rsv__1__clock;
    reg  [4:0] rsv__2__d;
    wire  [4:0] rsv__2__q;
    reg  rsv__2__clock;
    reg  [4:0] rsv__3__d;
    wire  [4:0] rsv__3__q;
    reg  rsv__3__clock;
    reg  [1:0] region_lo__0__d;
    wire  [1:0] region_lo__0__q;
    reg  region_lo__0__clock;
    reg  [1:0] region_lo__1__d;
    wire  [1:0] region_lo__1__q;
    reg  region_lo__1__clock;
    reg  [1:0] region_lo__2__d;
    wire  [1:0] region_lo__2__q;
    reg  region_lo__2__clock;
    reg  [1:0] region_lo__3__d;
    wire  [1:0] region_lo__3__q;
    reg  region_lo__3__clock;
    reg  [1:0] region_lo__4__d;
    wire  [1:0] region_lo__4__q;
    reg  region_lo__4__clock;
    reg  [1:0] region_lo__5__d;
    wire  [1:0] region_lo__5__q;
    reg  region_lo__5__clock;
    reg  [1:0] region_lo__6__d;
    wire  [1:0] region_lo__6__q;
    reg  region_lo__6__clock;
    reg  [1:0] region_lo__7__d;
    wire  [1:0] region_lo__7__q;
    reg  region_lo__7__clock;
    reg  [1:0] region_hi__0__d;
    wire  [1:0] region_hi__0__q;
    reg  region_hi__0__clock;
    reg  [1:0] region_hi__1__d;
    wire  [1:0] region_hi__1__q;
    reg  region_hi__1__clock;
    reg  [1:0] region_hi__2__d;
    wire  [1:0] region_hi__2__q;
    reg  region_hi__2__clock;
    reg  [1:0] region_hi__3__d;
    wire  [1:0] region_hi__3__q;
    reg  region_hi__3__clock;
    reg  [1:0] region_hi__4__d;
    wire  [1:0] region_hi__4__q;
    reg  region_hi__4__clock;
    reg  [1:0] region_hi__5__d;
    wire  [1:0] region_hi__5__q;
    reg  region_hi__5__clock;
    reg  [1:0] region_hi__6__d;
    wire  [1:0] region_hi__6__q;
    reg  region_hi__6__clock;
    reg  [1:0] region_hi__7__d;
    wire  [1:0] region_hi__7__q;
    reg  region_hi__7__clock;
    reg  [1:0] flit_tag__0__d;
    wire  [1:0] flit_tag__0__q;
    reg  flit_tag__0__clock;
    reg  [1:0] flit_tag__1__d;
    wire  [1:0] flit_tag__1__q;
    reg  flit_tag__1__clock;
    reg  [1:0] flit_tag__2__d;
    wire  [1:0] flit_tag__2__q;
    reg  flit_tag__2__clock;
    reg  [1:0] flit_tag__3__d;
    wire  [1:0] flit_tag__3__q;
    reg  flit_tag__3__clock;
    reg  [1:0] flit_tag__4__d;
    wire  [1:0] flit_tag__4__q;
    reg  flit_tag__4__clock;
    reg  [1:0] flit_tag__5__d;
    wire  [1:0] flit_tag__5__q;
    reg  flit_tag__5__clock;
    reg  [1:0] flit_tag__6__d;
    wire  [1:0] flit_tag__6__q;
    reg  flit_tag__6__clock;
    reg  [1:0] flit_tag__7__d;
    wire  [1:0] flit_tag__7__q;
    reg  flit_tag__7__clock;
    reg  [1:0] flit_tag__8__d;
    wire  [1:0] flit_tag__8__q;
    reg  flit_tag__8__clock;
    reg  [1:0] flit_tag__9__d;
    wire  [1:0] flit_tag__9__q;
    reg  flit_tag__9__clock;
    reg  [1:0] flit_tag__10__d;
    wire  [1:0] flit_tag__10__q;
    reg  flit_tag__10__clock;
    reg  [1:0] flit_tag__11__d;
    wire  [1:0] flit_tag__11__q;
    reg  flit_tag__11__clock;
    reg  [1:0] flit_tag__12__d;
    wire  [1:0] flit_tag__12__q;
    reg  flit_tag__12__clock;
    reg  [1:0] flit_tag__13__d;
    wire  [1:0] flit_tag__13__q;
    reg  flit_tag__13__clock;
    reg  [1:0] flit_tag__14__d;
    wire  [1:0] flit_tag__14__q;
    reg  flit_tag__14__clock;
    reg  [1:0] flit_tag__15__d;
    wire  [1:0] flit_tag__15__q;
    reg  flit_tag__15__clock;
    reg  [15:0] flit_data__0__d;
    wire  [15:0] flit_data__0__q;
    reg  flit_data__0__clock;
    reg  [15:0] flit_data__1__d;
    wire  [15:0] flit_data__1__q;
    reg  flit_data__1__clock;
    reg  [15:0] flit_data__2__d;
    wire  [15:0] flit_data__2__q;
    reg  flit_data__2__clock;
    reg  [15:0] flit_data__3__d;
    wire  [15:0] flit_data__3__q;
    reg  flit_data__3__clock;
    reg  [15:0] flit_data__4__d;
    wire  [15:0] flit_data__4__q;
    reg  flit_data__4__clock;
    reg  [15:0] flit_data__5__d;
    wire  [15:0] flit_data__5__q;
    reg  flit_data__5__clock;
    reg  [15:0] flit_data__6__d;
    wire  [15:0] flit_data__6__q;
    reg  flit_data__6__clock;
    reg  [15:0] flit_data__7__d;
    wire  [15:0] flit_data__7__q;
    reg  flit_data__7__clock;
    reg  [15:0] flit_data__8__d;
    wire  [15:0] flit_data__8__q;
    reg  flit_data__8__clock;
    reg  [15:0] flit_data__9__d;
    wire  [15:0] flit_data__9__q;
    reg  flit_data__9__clock;
    reg  [15:0] flit_data__10__d;
    wire  [15:0] flit_data__10__q;
    reg  flit_data__10__clock;
    reg  [15:0] flit_data__11__d;
    wire  [15:0] flit_data__11__q;
    reg  flit_data__11__clock;
    reg  [15:0] flit_data__12__d;
    wire  [15:0] flit_data__12__q;
    reg  flit_data__12__clock;
    reg  [15:0] flit_data__13__d;
    wire  [15:0] flit_data__13__q;
    reg  flit_data__13__clock;
    reg  [15:0] flit_data__14__d;
    wire  [15:0] flit_data__14__q;
    reg  flit_data__14__clock;
    reg  [15:0] flit_data__15__d;
    wire  [15:0] flit_data__15__q;
    reg  flit_data__15__clock;
    reg  arbiter__clock;
    reg  [3:0] arbiter__req;
    reg  arbiter__advance;
    reg  arbiter__rst;
    wire  [3:0] arbiter__grant;
    wire  arbiter__valid;
    reg  stat__a__0;
    reg  stat__a__1;
    reg  stat__a__2;
    reg  stat__a__3;
    wire  stat__free;
    wire  [3:0] stat__first_free;
    wire  [3:0] stat__last_free;
    wire  stat__free2;
    reg  reqs__a__0;
    reg  reqs__a__1;
    reg  reqs__a__2;
    reg  reqs__a__3;
    reg  reqs__hdr__0;
    reg  reqs__hdr__1;
    reg  reqs__hdr__2;
    reg  reqs__hdr__3;
    reg  reqs__tail__0;
    reg  reqs__tail__1;
    reg  reqs__tail__2;
    reg  reqs__tail__3;
    reg  reqs__hsent__0;
    reg  reqs__hsent__1;
    reg  reqs__hsent__2;
    reg  reqs__hsent__3;
    reg  reqs__discard__0;
    reg  reqs__discard__1;
    reg  reqs__discard__2;
    reg  reqs__discard__3;
    reg  [2:0] reqs__drv__0;
    reg  [2:0] reqs__drv__1;
    reg  [2:0] reqs__drv__2;
    reg  [2:0] reqs__drv__3;
    reg  [2:0] reqs__rcvd__0;
    reg  [2:0] reqs__rcvd__1;
    reg  [2:0] reqs__rcvd__2;
    reg  [2:0] reqs__rcvd__3;
    reg  [2:0] reqs__sent__0;
    reg  [2:0] reqs__sent__1;
    reg  [2:0] reqs__sent__2;
    reg  [2:0] reqs__sent__3;
    reg  [4:0] reqs__out__0;
    reg  [4:0] reqs__out__1;
    reg  [4:0] reqs__out__2;
    reg  [4:0] reqs__out__3;
    reg  [4:0] reqs__cur__0;
    reg  [4:0] reqs__cur__1;
    reg  [4:0] reqs__cur__2;
    reg  [4:0] reqs__cur__3;
    reg  [4:0] reqs__rsv__0;
    reg  [4:0] reqs__rsv__1;
    reg  [4:0] reqs__rsv__2;
    reg  [4:0] reqs__rsv__3;
    reg  [4:0] reqs__tx_avail;
    wire  [3:0] reqs__requests;
    reg  [3:0] pick__grant;
    reg  pick__valid;
    reg  pick__free2;
    reg  pick__hsent__0;
    reg  pick__hsent__1;
    reg  pick__hsent__2;
    reg  pick__hsent__3;
    reg  [2:0] pick__sent__0;
    reg  [2:0] pick__sent__1;
    reg  [2:0] pick__sent__2;
    reg  [2:0] pick__sent__3;
    reg  [2:0] pick__len__0;
    reg  [2:0] pick__len__1;
    reg  [2:0] pick__len__2;
    reg  [2:0] pick__len__3;
    reg  [4:0] pick__out__0;
    reg  [4:0] pick__out__1;
    reg  [4:0] pick__out__2;
    reg  [4:0] pick__out__3;
    reg  [4:0] pick__cur__0;
    reg  [4:0] pick__cur__1;
    reg  [4:0] pick__cur__2;
    reg  [4:0] pick__cur__3;
    reg  [1:0] pick__region_lo__0;
    reg  [1:0] pick__region_lo__1;
    reg  [1:0] pick__region_lo__2;
    reg  [1:0] pick__region_lo__3;
    reg  [1:0] pick__region_lo__4;
    reg  [1:0] pick__region_lo__5;
    reg  [1:0] pick__region_lo__6;
    reg  [1:0] pick__region_lo__7;
    reg  [1:0] pick__region_hi__0;
    reg  [1:0] pick__region_hi__1;
    reg  [1:0] pick__region_hi__2;
    reg  [1:0] pick__region_hi__3;
    reg  [1:0] pick__region_hi__4;
    reg  [1:0] pick__region_hi__5;
    reg  [1:0] pick__region_hi__6;
    reg  [1:0] pick__region_hi__7;
    reg  [1:0] pick__flit_tag__0;
    reg  [1:0] pick__flit_tag__1;
    reg  [1:0] pick__flit_tag__2;
    reg  [1:0] pick__flit_tag__3;
    reg  [1:0] pick__flit_tag__4;
    reg  [1:0] pick__flit_tag__5;
    reg  [1:0] pick__flit_tag__6;
    reg  [1:0] pick__flit_tag__7;
    reg  [1:0] pick__flit_tag__8;
    reg  [1:0] pick__flit_tag__9;
    reg  [1:0] pick__flit_tag__10;
    reg  [1:0] pick__flit_tag__11;
    reg  [1:0] pick__flit_tag__12;
    reg  [1:0] pick__flit_tag__13;
    reg  [1:0] pick__flit_tag__14;
    reg  [1:0] pick__flit_tag__15;
    reg  [15:0] pick__flit_data__0;
    reg  [15:0] pick__flit_data__1;
    reg  [15:0] pick__flit_data__2;
    reg  [15:0] pick__flit_data__3;
    reg  [15:0] pick__flit_data__4;
    reg  [15:0] pick__flit_data__5;
    reg  [15:0] pick__flit_data__6;
    reg  [15:0] pick__flit_data__7;
    reg  [15:0] pick__flit_data__8;
    reg  [15:0] pick__flit_data__9;
    reg  [15:0] pick__flit_data__10;
    reg  [15:0] pick__flit_data__11;
    reg  [15:0] pick__flit_data__12;
    reg  [15:0] pick__flit_data__13;
    reg  [15:0] pick__flit_data__14;
    reg  [15:0] pick__flit_data__15;
    wire  pick__pri;
    wire  pick__part;
    wire  [1:0] pick__drv_tag;
    wire  [1:0] pick__drv_buf;
    wire  [15:0] pick__drv_data;
    wire  [4:0] pick__p_ways;
    reg  [3:0] check__coord;
    reg  check__rx_valid;
    reg  [2:0] check__rx_drv;
    reg  [1:0] check__rx_tag;
    reg  [1:0] check__rx_buf;
    reg  [15:0] check__rx_data;
    reg  check__free;
    reg  check__a__0;
    reg  check__a__1;
    reg  check__a__2;
    reg  check__a__3;
    reg  check__hdr__0;
    reg  check__hdr__1;
    reg  check__hdr__2;
    reg  check__hdr__3;
    reg  check__tail__0;
    reg  check__tail__1;
    reg  check__tail__2;
    reg  check__tail__3;
    reg  check__discard__0;
    reg  check__discard__1;
    reg  check__discard__2;
    reg  check__discard__3;
    reg  [2:0] check__drv__0;
    reg  [2:0] check__drv__1;
    reg  [2:0] check__drv__2;
    reg  [2:0] check__drv__3;
    reg  [1:0] check__buf_num__0;
    reg  [1:0] check__buf_num__1;
    reg  [1:0] check__buf_num__2;
    reg  [1:0] check__buf_num__3;
    reg  [2:0] check__rcvd__0;
    reg  [2:0] check__rcvd__1;
    reg  [2:0] check__rcvd__2;
    reg  [2:0] check__rcvd__3;
    reg  [2:0] check__len__0;
    reg  [2:0] check__len__1;
    reg  [2:0] check__len__2;
    reg  [2:0] check__len__3;
    wire  check__hit;
    wire  check__can_ack;
    wire  check__bad;
    wire  check__rx_head;
    wire  check__h_me;
    wire  [2:0] check__h_len;
    wire  [3:0] check__match_hit;
    wire  check__rsv_me;
    wire  [3:0] check__reserved_first;
    wire  [1:0] check__sub_lo__0;
    wire  [1:0] check__sub_lo__1;
    wire  [1:0] check__sub_hi__0;
    wire  [1:0] check__sub_hi__1;
    wire  [4:0] check__route_out;
    reg  ackout__rx_head;
    reg  ackout__rsv_me;
    reg  ackout__free;
    reg  ackout__hit;
    reg  [4:0] ackout__rx_chain;
    wire  ackout__ack_out;
    
    // Local signals
    reg  [1:0] tx_at__0;
    reg  [1:0] tx_at__1;
    reg  scan;
    reg  [3:0] target;
    reg  [3:0] wrote;
    reg  [2:0] rcvd_d__0;
    reg  [2:0] rcvd_d__1;
    reg  [2:0] rcvd_d__2;
    reg  [2:0] rcvd_d__3;
    reg  tail_d__0;
    reg  tail_d__1;
    reg  tail_d__2;
    reg  tail_d__3;
    reg  granted;
    reg  [4:0] p_acked;
    reg  [4:0] p_rest;
    reg  [4:0] p_first;
    reg  make_replica;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__0 a__0(
        .d(a__0__d),
        .q(a__0__q),
        .clock(a__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__1 a__1(
        .d(a__1__d),
        .q(a__1__q),
        .clock(a__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__2 a__2(
        .d(a__2__d),
        .q(a__2__q),
        .clock(a__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__3 a__3(
        .d(a__3__d),
        .q(a__3__q),
        .clock(a__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__0 drv__0(
        .d(drv__0__d),
        .q(drv__0__q),
        .clock(drv__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__1 drv__1(
        .d(drv__1__d),
        .q(drv__1__q),
        .clock(drv__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__2 drv__2(
        .d(drv__2__d),
        .q(drv__2__q),
        .clock(drv__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__3 drv__3(
        .d(drv__3__d),
        .q(drv__3__q),
        .clock(drv__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__0 buf_num__0(
        .d(buf_num__0__d),
        .q(buf_num__0__q),
        .clock(buf_num__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__1 buf_num__1(
        .d(buf_num__1__d),
        .q(buf_num__1__q),
        .clock(buf_num__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__2 buf_num__2(
        .d(buf_num__2__d),
        .q(buf_num__2__q),
        .clock(buf_num__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__3 buf_num__3(
        .d(buf_num__3__d),
        .q(buf_num__3__q),
        .clock(buf_num__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__0 rcvd__0(
        .d(rcvd__0__d),
        .q(rcvd__0__q),
        .clock(rcvd__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__1 rcvd__1(
        .d(rcvd__1__d),
        .q(rcvd__1__q),
        .clock(rcvd__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__2 rcvd__2(
        .d(rcvd__2__d),
        .q(rcvd__2__q),
        .clock(rcvd__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__3 rcvd__3(
        .d(rcvd__3__d),
        .q(rcvd__3__q),
        .clock(rcvd__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__0 sent__0(
        .d(sent__0__d),
        .q(sent__0__q),
        .clock(sent__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__1 sent__1(
        .d(sent__1__d),
        .q(sent__1__q),
        .clock(sent__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__2 sent__2(
        .d(sent__2__d),
        .q(sent__2__q),
        .clock(sent__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__3 sent__3(
        .d(sent__3__d),
        .q(sent__3__q),
        .clock(sent__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__0 hdr__0(
        .d(hdr__0__d),
        .q(hdr__0__q),
        .clock(hdr__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__1 hdr__1(
        .d(hdr__1__d),
        .q(hdr__1__q),
        .clock(hdr__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__2 hdr__2(
        .d(hdr__2__d),
        .q(hdr__2__q),
        .clock(hdr__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__3 hdr__3(
        .d(hdr__3__d),
        .q(hdr__3__q),
        .clock(hdr__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__0 tail__0(
        .d(tail__0__d),
        .q(tail__0__q),
        .clock(tail__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__1 tail__1(
        .d(tail__1__d),
        .q(tail__1__q),
        .clock(tail__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__2 tail__2(
        .d(tail__2__d),
        .q(tail__2__q),
        .clock(tail__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__3 tail__3(
        .d(tail__3__d),
        .q(tail__3__q),
        .clock(tail__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__0 hsent__0(
        .d(hsent__0__d),
        .q(hsent__0__q),
        .clock(hsent__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__1 hsent__1(
        .d(hsent__1__d),
        .q(hsent__1__q),
        .clock(hsent__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__2 hsent__2(
        .d(hsent__2__d),
        .q(hsent__2__q),
        .clock(hsent__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__3 hsent__3(
        .d(hsent__3__d),
        .q(hsent__3__q),
        .clock(hsent__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__0 discard__0(
        .d(discard__0__d),
        .q(discard__0__q),
        .clock(discard__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__1 discard__1(
        .d(discard__1__d),
        .q(discard__1__q),
        .clock(discard__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__2 discard__2(
        .d(discard__2__d),
        .q(discard__2__q),
        .clock(discard__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__3 discard__3(
        .d(discard__3__d),
        .q(discard__3__q),
        .clock(discard__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__0 len__0(
        .d(len__0__d),
        .q(len__0__q),
        .clock(len__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__1 len__1(
        .d(len__1__d),
        .q(len__1__q),
        .clock(len__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__2 len__2(
        .d(len__2__d),
        .q(len__2__q),
        .clock(len__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__3 len__3(
        .d(len__3__d),
        .q(len__3__q),
        .clock(len__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__0 out__0(
        .d(out__0__d),
        .q(out__0__q),
        .clock(out__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__1 out__1(
        .d(out__1__d),
        .q(out__1__q),
        .clock(out__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__2 out__2(
        .d(out__2__d),
        .q(out__2__q),
        .clock(out__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__3 out__3(
        .d(out__3__d),
        .q(out__3__q),
        .clock(out__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__0 cur__0(
        .d(cur__0__d),
        .q(cur__0__q),
        .clock(cur__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__1 cur__1(
        .d(cur__1__d),
        .q(cur__1__q),
        .clock(cur__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__2 cur__2(
        .d(cur__2__d),
        .q(cur__2__q),
        .clock(cur__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__3 cur__3(
        .d(cur__3__d),
        .q(cur__3__q),
        .clock(cur__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__0 rsv__0(
        .d(rsv__0__d),
        .q(rsv__0__q),
        .clock(rsv__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__1 rsv__1(
        .d(rsv__1__d),
        .q(rsv__1__q),
        .clock(rsv__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__2 rsv__2(
        .d(rsv__2__d),
        .q(rsv__2__q),
        .clock(rsv__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__3 rsv__3(
        .d(rsv__3__d),
        .q(rsv__3__q),
        .clock(rsv__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__0 region_lo__0(
        .d(region_lo__0__d),
        .q(region_lo__0__q),
        .clock(region_lo__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__1 region_lo__1(
        .d(region_lo__1__d),
        .q(region_lo__1__q),
        .clock(region_lo__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__2 region_lo__2(
        .d(region_lo__2__d),
        .q(region_lo__2__q),
        .clock(region_lo__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__3 region_lo__3(
        .d(region_lo__3__d),
        .q(region_lo__3__q),
        .clock(region_lo__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__4 region_lo__4(
        .d(region_lo__4__d),
        .q(region_lo__4__q),
        .clock(region_lo__4__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__5 region_lo__5(
        .d(region_lo__5__d),
        .q(region_lo__5__q),
        .clock(region_lo__5__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__6 region_lo__6(
        .d(region_lo__6__d),
        .q(region_lo__6__q),
        .clock(region_lo__6__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__7 region_lo__7(
        .d(region_lo__7__d),
        .q(region_lo__7__q),
        .clock(region_lo__7__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__0 region_hi__0(
        .d(region_hi__0__d),
        .q(region_hi__0__q),
        .clock(region_hi__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__1 region_hi__1(
        .d(region_hi__1__d),
        .q(region_hi__1__q),
        .clock(region_hi__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__2 region_hi__2(
        .d(region_hi__2__d),
        .q(region_hi__2__q),
        .clock(region_hi__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__3 region_hi__3(
        .d(region_hi__3__d),
        .q(region_hi__3__q),
        .clock(region_hi__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__4 region_hi__4(
        .d(region_hi__4__d),
        .q(region_hi__4__q),
        .clock(region_hi__4__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__5 region_hi__5(
        .d(region_hi__5__d),
        .q(region_hi__5__q),
        .clock(region_hi__5__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__6 region_hi__6(
        .d(region_hi__6__d),
        .q(region_hi__6__q),
        .clock(region_hi__6__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__7 region_hi__7(
        .d(region_hi__7__d),
        .q(region_hi__7__q),
        .clock(region_hi__7__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__0 flit_tag__0(
        .d(flit_tag__0__d),
        .q(flit_tag__0__q),
        .clock(flit_tag__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__1 flit_tag__1(
        .d(flit_tag__1__d),
        .q(flit_tag__1__q),
        .clock(flit_tag__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__2 flit_tag__2(
        .d(flit_tag__2__d),
        .q(flit_tag__2__q),
        .clock(flit_tag__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__3 flit_tag__3(
        .d(flit_tag__3__d),
        .q(flit_tag__3__q),
        .clock(flit_tag__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__4 flit_tag__4(
        .d(flit_tag__4__d),
        .q(flit_tag__4__q),
        .clock(flit_tag__4__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__5 flit_tag__5(
        .d(flit_tag__5__d),
        .q(flit_tag__5__q),
        .clock(flit_tag__5__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__6 flit_tag__6(
        .d(flit_tag__6__d),
        .q(flit_tag__6__q),
        .clock(flit_tag__6__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__7 flit_tag__7(
        .d(flit_tag__7__d),
        .q(flit_tag__7__q),
        .clock(flit_tag__7__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__8 flit_tag__8(
        .d(flit_tag__8__d),
        .q(flit_tag__8__q),
        .clock(flit_tag__8__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__9 flit_tag__9(
        .d(flit_tag__9__d),
        .q(flit_tag__9__q),
        .clock(flit_tag__9__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__10 flit_tag__10(
        .d(flit_tag__10__d),
        .q(flit_tag__10__q),
        .clock(flit_tag__10__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__11 flit_tag__11(
        .d(flit_tag__11__d),
        .q(flit_tag__11__q),
        .clock(flit_tag__11__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__12 flit_tag__12(
        .d(flit_tag__12__d),
        .q(flit_tag__12__q),
        .clock(flit_tag__12__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__13 flit_tag__13(
        .d(flit_tag__13__d),
        .q(flit_tag__13__q),
        .clock(flit_tag__13__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__14 flit_tag__14(
        .d(flit_tag__14__d),
        .q(flit_tag__14__q),
        .clock(flit_tag__14__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__15 flit_tag__15(
        .d(flit_tag__15__d),
        .q(flit_tag__15__q),
        .clock(flit_tag__15__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__0 flit_data__0(
        .d(flit_data__0__d),
        .q(flit_data__0__q),
        .clock(flit_data__0__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__1 flit_data__1(
        .d(flit_data__1__d),
        .q(flit_data__1__q),
        .clock(flit_data__1__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__2 flit_data__2(
        .d(flit_data__2__d),
        .q(flit_data__2__q),
        .clock(flit_data__2__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__3 flit_data__3(
        .d(flit_data__3__d),
        .q(flit_data__3__q),
        .clock(flit_data__3__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__4 flit_data__4(
        .d(flit_data__4__d),
        .q(flit_data__4__q),
        .clock(flit_data__4__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__5 flit_data__5(
        .d(flit_data__5__d),
        .q(flit_data__5__q),
        .clock(flit_data__5__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__6 flit_data__6(
        .d(flit_data__6__d),
        .q(flit_data__6__q),
        .clock(flit_data__6__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__7 flit_data__7(
        .d(flit_data__7__d),
        .q(flit_data__7__q),
        .clock(flit_data__7__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__8 flit_data__8(
        .d(flit_data__8__d),
        .q(flit_data__8__q),
        .clock(flit_data__8__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__9 flit_data__9(
        .d(flit_data__9__d),
        .q(flit_data__9__q),
        .clock(flit_data__9__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__10 flit_data__10(
        .d(flit_data__10__d),
        .q(flit_data__10__q),
        .clock(flit_data__10__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__11 flit_data__11(
        .d(flit_data__11__d),
        .q(flit_data__11__q),
        .clock(flit_data__11__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__12 flit_data__12(
        .d(flit_data__12__d),
        .q(flit_data__12__q),
        .clock(flit_data__12__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__13 flit_data__13(
        .d(flit_data__13__d),
        .q(flit_data__13__q),
        .clock(flit_data__13__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__14 flit_data__14(
        .d(flit_data__14__d),
        .q(flit_data__14__q),
        .clock(flit_data__14__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__15 flit_data__15(
        .d(flit_data__15__d),
        .q(flit_data__15__q),
        .clock(flit_data__15__clock)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__arbiter arbiter(
        .clock(arbiter__clock),
        .req(arbiter__req),
        .advance(arbiter__advance),
        .rst(arbiter__rst),
        .grant(arbiter__grant),
        .valid(arbiter__valid)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__stat stat(
        .a__0(stat__a__0),
        .a__1(stat__a__1),
        .a__2(stat__a__2),
        .a__3(stat__a__3),
        .free(stat__free),
        .first_free(stat__first_free),
        .last_free(stat__last_free),
        .free2(stat__free2)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__reqs reqs(
        .a__0(reqs__a__0),
        .a__1(reqs__a__1),
        .a__2(reqs__a__2),
        .a__3(reqs__a__3),
        .hdr__0(reqs__hdr__0),
        .hdr__1(reqs__hdr__1),
        .hdr__2(reqs__hdr__2),
        .hdr__3(reqs__hdr__3),
        .tail__0(reqs__tail__0),
        .tail__1(reqs__tail__1),
        .tail__2(reqs__tail__2),
        .tail__3(reqs__tail__3),
        .hsent__0(reqs__hsent__0),
        .hsent__1(reqs__hsent__1),
        .hsent__2(reqs__hsent__2),
        .hsent__3(reqs__hsent__3),
        .discard__0(reqs__discard__0),
        .discard__1(reqs__discard__1),
        .discard__2(reqs__discard__2),
        .discard__3(reqs__discard__3),
        .drv__0(reqs__drv__0),
        .drv__1(reqs__drv__1),
        .drv__2(reqs__drv__2),
        .drv__3(reqs__drv__3),
        .rcvd__0(reqs__rcvd__0),
        .rcvd__1(reqs__rcvd__1),
        .rcvd__2(reqs__rcvd__2),
        .rcvd__3(reqs__rcvd__3),
        .sent__0(reqs__sent__0),
        .sent__1(reqs__sent__1),
        .sent__2(reqs__sent__2),
        .sent__3(reqs__sent__3),
        .out__0(reqs__out__0),
        .out__1(reqs__out__1),
        .out__2(reqs__out__2),
        .out__3(reqs__out__3),
        .cur__0(reqs__cur__0),
        .cur__1(reqs__cur__1),
        .cur__2(reqs__cur__2),
        .cur__3(reqs__cur__3),
        .rsv__0(reqs__rsv__0),
        .rsv__1(reqs__rsv__1),
        .rsv__2(reqs__rsv__2),
        .rsv__3(reqs__rsv__3),
        .tx_avail(reqs__tx_avail),
        .requests(reqs__requests)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__pick pick(
        .grant(pick__grant),
        .valid(pick__valid),
        .free2(pick__free2),
        .hsent__0(pick__hsent__0),
        .hsent__1(pick__hsent__1),
        .hsent__2(pick__hsent__2),
        .hsent__3(pick__hsent__3),
        .sent__0(pick__sent__0),
        .sent__1(pick__sent__1),
        .sent__2(pick__sent__2),
        .sent__3(pick__sent__3),
        .len__0(pick__len__0),
        .len__1(pick__len__1),
        .len__2(pick__len__2),
        .len__3(pick__len__3),
        .out__0(pick__out__0),
        .out__1(pick__out__1),
        .out__2(pick__out__2),
        .out__3(pick__out__3),
        .cur__0(pick__cur__0),
        .cur__1(pick__cur__1),
        .cur__2(pick__cur__2),
        .cur__3(pick__cur__3),
        .region_lo__0(pick__region_lo__0),
        .region_lo__1(pick__region_lo__1),
        .region_lo__2(pick__region_lo__2),
        .region_lo__3(pick__region_lo__3),
        .region_lo__4(pick__region_lo__4),
        .region_lo__5(pick__region_lo__5),
        .region_lo__6(pick__region_lo__6),
        .region_lo__7(pick__region_lo__7),
        .region_hi__0(pick__region_hi__0),
        .region_hi__1(pick__region_hi__1),
        .region_hi__2(pick__region_hi__2),
        .region_hi__3(pick__region_hi__3),
        .region_hi__4(pick__region_hi__4),
        .region_hi__5(pick__region_hi__5),
        .region_hi__6(pick__region_hi__6),
        .region_hi__7(pick__region_hi__7),
        .flit_tag__0(pick__flit_tag__0),
        .flit_tag__1(pick__flit_tag__1),
        .flit_tag__2(pick__flit_tag__2),
        .flit_tag__3(pick__flit_tag__3),
        .flit_tag__4(pick__flit_tag__4),
        .flit_tag__5(pick__flit_tag__5),
        .flit_tag__6(pick__flit_tag__6),
        .flit_tag__7(pick__flit_tag__7),
        .flit_tag__8(pick__flit_tag__8),
        .flit_tag__9(pick__flit_tag__9),
        .flit_tag__10(pick__flit_tag__10),
        .flit_tag__11(pick__flit_tag__11),
        .flit_tag__12(pick__flit_tag__12),
        .flit_tag__13(pick__flit_tag__13),
        .flit_tag__14(pick__flit_tag__14),
        .flit_tag__15(pick__flit_tag__15),
        .flit_data__0(pick__flit_data__0),
        .flit_data__1(pick__flit_data__1),
        .flit_data__2(pick__flit_data__2),
        .flit_data__3(pick__flit_data__3),
        .flit_data__4(pick__flit_data__4),
        .flit_data__5(pick__flit_data__5),
        .flit_data__6(pick__flit_data__6),
        .flit_data__7(pick__flit_data__7),
        .flit_data__8(pick__flit_data__8),
        .flit_data__9(pick__flit_data__9),
        .flit_data__10(pick__flit_data__10),
        .flit_data__11(pick__flit_data__11),
        .flit_data__12(pick__flit_data__12),
        .flit_data__13(pick__flit_data__13),
        .flit_data__14(pick__flit_data__14),
        .flit_data__15(pick__flit_data__15),
        .pri(pick__pri),
        .part(pick__part),
        .drv_tag(pick__drv_tag),
        .drv_buf(pick__drv_buf),
        .drv_data(pick__drv_data),
        .p_ways(pick__p_ways)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__check check(
        .coord(check__coord),
        .rx_valid(check__rx_valid),
        .rx_drv(check__rx_drv),
        .rx_tag(check__rx_tag),
        .rx_buf(check__rx_buf),
        .rx_data(check__rx_data),
        .free(check__free),
        .a__0(check__a__0),
        .a__1(check__a__1),
        .a__2(check__a__2),
        .a__3(check__a__3),
        .hdr__0(check__hdr__0),
        .hdr__1(check__hdr__1),
        .hdr__2(check__hdr__2),
        .hdr__3(check__hdr__3),
        .tail__0(check__tail__0),
        .tail__1(check__tail__1),
        .tail__2(check__tail__2),
        .tail__3(check__tail__3),
        .discard__0(check__discard__0),
        .discard__1(check__discard__1),
        .discard__2(check__discard__2),
        .discard__3(check__discard__3),
        .drv__0(check__drv__0),
        .drv__1(check__drv__1),
        .drv__2(check__drv__2),
        .drv__3(check__drv__3),
        .buf_num__0(check__buf_num__0),
        .buf_num__1(check__buf_num__1),
        .buf_num__2(check__buf_num__2),
        .buf_num__3(check__buf_num__3),
        .rcvd__0(check__rcvd__0),
        .rcvd__1(check__rcvd__1),
        .rcvd__2(check__rcvd__2),
        .rcvd__3(check__rcvd__3),
        .len__0(check__len__0),
        .len__1(check__len__1),
        .len__2(check__len__2),
        .len__3(check__len__3),
        .hit(check__hit),
        .can_ack(check__can_ack),
        .bad(check__bad),
        .rx_head(check__rx_head),
        .h_me(check__h_me),
        .h_len(check__h_len),
        .match_hit(check__match_hit),
        .rsv_me(check__rsv_me),
        .reserved_first(check__reserved_first),
        .sub_lo__0(check__sub_lo__0),
        .sub_lo__1(check__sub_lo__1),
        .sub_hi__0(check__sub_hi__0),
        .sub_hi__1(check__sub_hi__1),
        .route_out(check__route_out)
    );
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__ackout ackout(
        .rx_head(ackout__rx_head),
        .rsv_me(ackout__rsv_me),
        .free(ackout__free),
        .hit(ackout__hit),
        .rx_chain(ackout__rx_chain),
        .ack_out(ackout__ack_out)
    );
    
    // Update code
    always @(*) begin
        arbiter__clock = clock;
        arbiter__rst = rst;
        a__0__clock = clock;
        drv__0__clock = clock;
        buf_num__0__clock = clock;
        rcvd__0__clock = clock;
        sent__0__clock = clock;
        hdr__0__clock = clock;
        tail__0__clock = clock;
        hsent__0__clock = clock;
        discard__0__clock = clock;
        len__0__clock = clock;
        out__0__clock = clock;
        cur__0__clock = clock;
        rsv__0__clock = clock;
        a__0__d = a__0__q;
        drv__0__d = drv__0__q;
        buf_num__0__d = buf_num__0__q;
        rcvd__0__d = rcvd__0__q;
        sent__0__d = sent__0__q;
        hdr__0__d = hdr__0__q;
        tail__0__d = tail__0__q;
        hsent__0__d = hsent__0__q;
        discard__0__d = discard__0__q;
        len__0__d = len__0__q;
        out__0__d = out__0__q;
        cur__0__d = cur__0__q;
        rsv__0__d = rsv__0__q;
        a__1__clock = clock;
        drv__1__clock = clock;
        buf_num__1__clock = clock;
        rcvd__1__clock = clock;
        sent__1__clock = clock;
        hdr__1__clock = clock;
        tail__1__clock = clock;
        hsent__1__clock = clock;
        discard__1__clock = clock;
        len__1__clock = clock;
        out__1__clock = clock;
        cur__1__clock = clock;
        rsv__1__clock = clock;
        a__1__d = a__1__q;
        drv__1__d = drv__1__q;
        buf_num__1__d = buf_num__1__q;
        rcvd__1__d = rcvd__1__q;
        sent__1__d = sent__1__q;
        hdr__1__d = hdr__1__q;
        tail__1__d = tail__1__q;
        hsent__1__d = hsent__1__q;
        discard__1__d = discard__1__q;
        len__1__d = len__1__q;
        out__1__d = out__1__q;
        cur__1__d = cur__1__q;
        rsv__1__d = rsv__1__q;
        a__2__clock = clock;
        drv__2__clock = clock;
        buf_num__2__clock = clock;
        rcvd__2__clock = clock;
        sent__2__clock = clock;
        hdr__2__clock = clock;
        tail__2__clock = clock;
        hsent__2__clock = clock;
        discard__2__clock = clock;
        len__2__clock = clock;
        out__2__clock = clock;
        cur__2__clock = clock;
        rsv__2__clock = clock;
        a__2__d = a__2__q;
        drv__2__d = drv__2__q;
        buf_num__2__d = buf_num__2__q;
        rcvd__2__d = rcvd__2__q;
        sent__2__d = sent__2__q;
        hdr__2__d = hdr__2__q;
        tail__2__d = tail__2__q;
        hsent__2__d = hsent__2__q;
        discard__2__d = discard__2__q;
        len__2__d = len__2__q;
        out__2__d = out__2__q;
        cur__2__d = cur__2__q;
        rsv__2__d = rsv__2__q;
        a__3__clock = clock;
        drv__3__clock = clock;
        buf_num__3__clock = clock;
        rcvd__3__clock = clock;
        sent__3__clock = clock;
        hdr__3__clock = clock;
        tail__3__clock = clock;
        hsent__3__clock = clock;
        discard__3__clock = clock;
        len__3__clock = clock;
        out__3__clock = clock;
        cur__3__clock = clock;
        rsv__3__clock = clock;
        a__3__d = a__3__q;
        drv__3__d = drv__3__q;
        buf_num__3__d = buf_num__3__q;
        rcvd__3__d = rcvd__3__q;
        sent__3__d = sent__3__q;
        hdr__3__d = hdr__3__q;
        tail__3__d = tail__3__q;
        hsent__3__d = hsent__3__q;
        discard__3__d = discard__3__q;
        len__3__d = len__3__q;
        out__3__d = out__3__q;
        cur__3__d = cur__3__q;
        rsv__3__d = rsv__3__q;
        region_lo__0__clock = clock;
        region_hi__0__clock = clock;
        region_lo__0__d = region_lo__0__q;
        region_hi__0__d = region_hi__0__q;
        region_lo__1__clock = clock;
        region_hi__1__clock = clock;
        region_lo__1__d = region_lo__1__q;
        region_hi__1__d = region_hi__1__q;
        region_lo__2__clock = clock;
        region_hi__2__clock = clock;
        region_lo__2__d = region_lo__2__q;
        region_hi__2__d = region_hi__2__q;
        region_lo__3__clock = clock;
        region_hi__3__clock = clock;
        region_lo__3__d = region_lo__3__q;
        region_hi__3__d = region_hi__3__q;
        region_lo__4__clock = clock;
        region_hi__4__clock = clock;
        region_lo__4__d = region_lo__4__q;
        region_hi__4__d = region_hi__4__q;
        region_lo__5__clock = clock;
        region_hi__5__clock = clock;
        region_lo__5__d = region_lo__5__q;
        region_hi__5__d = region_hi__5__q;
        region_lo__6__clock = clock;
        region_hi__6__clock = clock;
        region_lo__6__d = region_lo__6__q;
        region_hi__6__d = region_hi__6__q;
        region_lo__7__clock = clock;
        region_hi__7__clock = clock;
        region_lo__7__d = region_lo__7__q;
        region_hi__7__d = region_hi__7__q;
        flit_tag__0__clock = clock;
        flit_data__0__clock = clock;
        flit_tag__0__d = flit_tag__0__q;
        flit_data__0__d = flit_data__0__q;
        flit_tag__1__clock = clock;
        flit_data__1__clock = clock;
        flit_tag__1__d = flit_tag__1__q;
        flit_data__1__d = flit_data__1__q;
        flit_tag__2__clock = clock;
        flit_data__2__clock = clock;
        flit_tag__2__d = flit_tag__2__q;
        flit_data__2__d = flit_data__2__q;
        flit_tag__3__clock = clock;
        flit_data__3__clock = clock;
        flit_tag__3__d = flit_tag__3__q;
        flit_data__3__d = flit_data__3__q;
        flit_tag__4__clock = clock;
        flit_data__4__clock = clock;
        flit_tag__4__d = flit_tag__4__q;
        flit_data__4__d = flit_data__4__q;
        flit_tag__5__clock = clock;
        flit_data__5__clock = clock;
        flit_tag__5__d = flit_tag__5__q;
        flit_data__5__d = flit_data__5__q;
        flit_tag__6__clock = clock;
        flit_data__6__clock = clock;
        flit_tag__6__d = flit_tag__6__q;
        flit_data__6__d = flit_data__6__q;
        flit_tag__7__clock = clock;
        flit_data__7__clock = clock;
        flit_tag__7__d = flit_tag__7__q;
        flit_data__7__d = flit_data__7__q;
        flit_tag__8__clock = clock;
        flit_data__8__clock = clock;
        flit_tag__8__d = flit_tag__8__q;
        flit_data__8__d = flit_data__8__q;
        flit_tag__9__clock = clock;
        flit_data__9__clock = clock;
        flit_tag__9__d = flit_tag__9__q;
        flit_data__9__d = flit_data__9__q;
        flit_tag__10__clock = clock;
        flit_data__10__clock = clock;
        flit_tag__10__d = flit_tag__10__q;
        flit_data__10__d = flit_data__10__q;
        flit_tag__11__clock = clock;
        flit_data__11__clock = clock;
        flit_tag__11__d = flit_tag__11__q;
        flit_data__11__d = flit_data__11__q;
        flit_tag__12__clock = clock;
        flit_data__12__clock = clock;
        flit_tag__12__d = flit_tag__12__q;
        flit_data__12__d = flit_data__12__q;
        flit_tag__13__clock = clock;
        flit_data__13__clock = clock;
        flit_tag__13__d = flit_tag__13__q;
        flit_data__13__d = flit_data__13__q;
        flit_tag__14__clock = clock;
        flit_data__14__clock = clock;
        flit_tag__14__d = flit_tag__14__q;
        flit_data__14__d = flit_data__14__q;
        flit_tag__15__clock = clock;
        flit_data__15__clock = clock;
        flit_tag__15__d = flit_tag__15__q;
        flit_data__15__d = flit_data__15__q;
        tx_at__0 = coord[(0 * 2)+:(2)] + tx_add__0;
        tx_at__1 = coord[(1 * 2)+:(2)] + tx_add__1;
        stat__a__0 = a__0__q;
        stat__a__1 = a__1__q;
        stat__a__2 = a__2__q;
        stat__a__3 = a__3__q;
        free = stat__free;
        if (rst) begin
            free = 1'b0;
        end
        full = 32'h0;
        reqs__a__0 = a__0__q;
        reqs__hdr__0 = hdr__0__q;
        reqs__tail__0 = tail__0__q;
        reqs__hsent__0 = hsent__0__q;
        reqs__discard__0 = discard__0__q;
        reqs__drv__0 = drv__0__q;
        reqs__rcvd__0 = rcvd__0__q;
        reqs__sent__0 = sent__0__q;
        reqs__out__0 = out__0__q;
        reqs__cur__0 = cur__0__q;
        reqs__rsv__0 = rsv__0__q;
        reqs__a__1 = a__1__q;
        reqs__hdr__1 = hdr__1__q;
        reqs__tail__1 = tail__1__q;
        reqs__hsent__1 = hsent__1__q;
        reqs__discard__1 = discard__1__q;
        reqs__drv__1 = drv__1__q;
        reqs__rcvd__1 = rcvd__1__q;
        reqs__sent__1 = sent__1__q;
        reqs__out__1 = out__1__q;
        reqs__cur__1 = cur__1__q;
        reqs__rsv__1 = rsv__1__q;
        reqs__a__2 = a__2__q;
        reqs__hdr__2 = hdr__2__q;
        reqs__tail__2 = tail__2__q;
        reqs__hsent__2 = hsent__2__q;
        reqs__discard__2 = discard__2__q;
        reqs__drv__2 = drv__2__q;
        reqs__rcvd__2 = rcvd__2__q;
        reqs__sent__2 = sent__2__q;
        reqs__out__2 = out__2__q;
        reqs__cur__2 = cur__2__q;
        reqs__rsv__2 = rsv__2__q;
        reqs__a__3 = a__3__q;
        reqs__hdr__3 = hdr__3__q;
        reqs__tail__3 = tail__3__q;
        reqs__hsent__3 = hsent__3__q;
        reqs__discard__3 = discard__3__q;
        reqs__drv__3 = drv__3__q;
        reqs__rcvd__3 = rcvd__3__q;
        reqs__sent__3 = sent__3__q;
        reqs__out__3 = out__3__q;
        reqs__cur__3 = cur__3__q;
        reqs__rsv__3 = rsv__3__q;
        reqs__tx_avail = tx_avail;
        arbiter__req = reqs__requests;
        granted = tx_valid & (tx_drv == tx_slot);
        arbiter__advance = tx_valid & (tx_drv == tx_slot);
        pick__grant = arbiter__grant;
        pick__valid = arbiter__valid;
        pick__free2 = stat__free2;
        pick__hsent__0 = hsent__0__q;
        pick__sent__0 = sent__0__q;
        pick__len__0 = len__0__q;
        pick__out__0 = out__0__q;
        pick__cur__0 = cur__0__q;
        pick__hsent__1 = hsent__1__q;
        pick__sent__1 = sent__1__q;
        pick__len__1 = len__1__q;
        pick__out__1 = out__1__q;
        pick__cur__1 = cur__1__q;
        pick__hsent__2 = hsent__2__q;
        pick__sent__2 = sent__2__q;
        pick__len__2 = len__2__q;
        pick__out__2 = out__2__q;
        pick__cur__2 = cur__2__q;
        pick__hsent__3 = hsent__3__q;
        pick__sent__3 = sent__3__q;
        pick__len__3 = len__3__q;
        pick__out__3 = out__3__q;
        pick__cur__3 = cur__3__q;
        pick__region_lo__0 = region_lo__0__q;
        pick__region_hi__0 = region_hi__0__q;
        pick__region_lo__1 = region_lo__1__q;
        pick__region_hi__1 = region_hi__1__q;
        pick__region_lo__2 = region_lo__2__q;
        pick__region_hi__2 = region_hi__2__q;
        pick__region_lo__3 = region_lo__3__q;
        pick__region_hi__3 = region_hi__3__q;
        pick__region_lo__4 = region_lo__4__q;
        pick__region_hi__4 = region_hi__4__q;
        pick__region_lo__5 = region_lo__5__q;
        pick__region_hi__5 = region_hi__5__q;
        pick__region_lo__6 = region_lo__6__q;
        pick__region_hi__6 = region_hi__6__q;
        pick__region_lo__7 = region_lo__7__q;
        pick__region_hi__7 = region_hi__7__q;
        pick__flit_tag__0 = flit_tag__0__q;
        pick__flit_data__0 = flit_data__0__q;
        pick__flit_tag__1 = flit_tag__1__q;
        pick__flit_data__1 = flit_data__1__q;
        pick__flit_tag__2 = flit_tag__2__q;
        pick__flit_data__2 = flit_data__2__q;
        pick__flit_tag__3 = flit_tag__3__q;
        pick__flit_data__3 = flit_data__3__q;
        pick__flit_tag__4 = flit_tag__4__q;
        pick__flit_data__4 = flit_data__4__q;
        pick__flit_tag__5 = flit_tag__5__q;
        pick__flit_data__5 = flit_data__5__q;
        pick__flit_tag__6 = flit_tag__6__q;
        pick__flit_data__6 = flit_data__6__q;
        pick__flit_tag__7 = flit_tag__7__q;
        pick__flit_data__7 = flit_data__7__q;
        pick__flit_tag__8 = flit_tag__8__q;
        pick__flit_data__8 = flit_data__8__q;
        pick__flit_tag__9 = flit_tag__9__q;
        pick__flit_data__9 = flit_data__9__q;
        pick__flit_tag__10 = flit_tag__10__q;
        pick__flit_data__10 = flit_data__10__q;
        pick__flit_tag__11 = flit_tag__11__q;
        pick__flit_data__11 = flit_data__11__q;
        pick__flit_tag__12 = flit_tag__12__q;
        pick__flit_data__12 = flit_data__12__q;
        pick__flit_tag__13 = flit_tag__13__q;
        pick__flit_data__13 = flit_data__13__q;
        pick__flit_tag__14 = flit_tag__14__q;
        pick__flit_data__14 = flit_data__14__q;
        pick__flit_tag__15 = flit_tag__15__q;
        pick__flit_data__15 = flit_data__15__q;
        req = arbiter__valid;
        if (rst) begin
            req = 1'b0;
        end
        pri = pick__pri;
        if (rst) begin
            pri = 1'b0;
        end
        part = pick__part;
        if (rst) begin
            part = 1'b0;
        end
        drv_tag = pick__drv_tag;
        if (rst) begin
            drv_tag = 32'h0;
        end
        drv_buf = pick__drv_buf;
        if (rst) begin
            drv_buf = 32'h0;
        end
        drv_data = pick__drv_data;
        if (rst) begin
            drv_data = 32'h0;
        end
        check__coord = coord;
        check__rx_valid = rx_valid;
        check__rx_drv = rx_drv;
        check__rx_tag = rx_tag;
        check__rx_buf = rx_buf;
        check__rx_data = rx_data;
        check__free = stat__free;
        check__a__0 = a__0__q;
        check__hdr__0 = hdr__0__q;
        check__tail__0 = tail__0__q;
        check__discard__0 = discard__0__q;
        check__drv__0 = drv__0__q;
        check__buf_num__0 = buf_num__0__q;
        check__rcvd__0 = rcvd__0__q;
        check__len__0 = len__0__q;
        check__a__1 = a__1__q;
        check__hdr__1 = hdr__1__q;
        check__tail__1 = tail__1__q;
        check__discard__1 = discard__1__q;
        check__drv__1 = drv__1__q;
        check__buf_num__1 = buf_num__1__q;
        check__rcvd__1 = rcvd__1__q;
        check__len__1 = len__1__q;
        check__a__2 = a__2__q;
        check__hdr__2 = hdr__2__q;
        check__tail__2 = tail__2__q;
        check__discard__2 = discard__2__q;
        check__drv__2 = drv__2__q;
        check__buf_num__2 = buf_num__2__q;
        check__rcvd__2 = rcvd__2__q;
        check__len__2 = len__2__q;
        check__a__3 = a__3__q;
        check__hdr__3 = hdr__3__q;
        check__tail__3 = tail__3__q;
        check__discard__3 = discard__3__q;
        check__drv__3 = drv__3__q;
        check__buf_num__3 = buf_num__3__q;
        check__rcvd__3 = rcvd__3__q;
        check__len__3 = len__3__q;
        hit = check__hit;
        if (rst) begin
            hit = 1'b0;
        end
        can_ack = check__can_ack;
        if (rst) begin
            can_ack = 1'b0;
        end
        bad = check__bad;
        if (rst) begin
            bad = 1'b0;
        end
        ackout__rx_head = check__rx_head;
        ackout__rsv_me = check__rsv_me;
        ackout__free = stat__free;
        ackout__hit = check__hit;
        ackout__rx_chain = rx_chain;
        ack_out = ackout__ack_out;
        if (rst) begin
            ack_out = 1'b0;
        end
        if (check__rsv_me) begin
            target = check__reserved_first;
        end
        else begin
            target = stat__first_free;
        end
        wrote = 32'h0;
        rcvd_d__0 = rcvd__0__q;
        tail_d__0 = tail__0__q;
        rcvd_d__1 = rcvd__1__q;
        tail_d__1 = tail__1__q;
        rcvd_d__2 = rcvd__2__q;
        tail_d__2 = tail__2__q;
        rcvd_d__3 = rcvd__3__q;
        tail_d__3 = tail__3__q;
        if (check__rx_head & check__h_me & ~rx_drop) begin
            if (target[0]) begin
                if (rx_ack | (rx_partial & ackout__ack_out)) begin
                    a__0__d = 1'b1;
                    drv__0__d = rx_drv;
                    buf_num__0__d = rx_buf;
                    rcvd__0__d = 32'h1;
                    sent__0__d = 32'h0;
                    hdr__0__d = 1'b1;
                    tail__0__d = 1'b0;
                    hsent__0__d = 1'b0;
                    discard__0__d = 1'b0;
                    len__0__d = ((check__h_len) & 3'h7);
                    out__0__d = check__route_out;
                    cur__0__d = 32'h0;
                    rsv__0__d = 32'h0;
                    region_lo__0__d = check__sub_lo__0;
                    region_hi__0__d = check__sub_hi__0;
                    region_lo__1__d = check__sub_lo__1;
                    region_hi__1__d = check__sub_hi__1;
                end
                else if (ackout__ack_out & ~check__rsv_me) begin
                    a__0__d = 1'b1;
                    drv__0__d = rx_drv;
                    buf_num__0__d = rx_buf;
                    rcvd__0__d = 32'h0;
                    sent__0__d = 32'h0;
                    hdr__0__d = 1'b0;
                    tail__0__d = 1'b0;
                    hsent__0__d = 1'b0;
                    discard__0__d = 1'b0;
                    len__0__d = 32'h0;
                    out__0__d = 32'h0;
                    cur__0__d = 32'h0;
                    rsv__0__d = 32'h0;
                end
            end
            if (target[1]) begin
                if (rx_ack | (rx_partial & ackout__ack_out)) begin
                    a__1__d = 1'b1;
                    drv__1__d = rx_drv;
                    buf_num__1__d = rx_buf;
                    rcvd__1__d = 32'h1;
                    sent__1__d = 32'h0;
                    hdr__1__d = 1'b1;
                    tail__1__d = 1'b0;
                    hsent__1__d = 1'b0;
                    discard__1__d = 1'b0;
                    len__1__d = ((check__h_len) & 3'h7);
                    out__1__d = check__route_out;
                    cur__1__d = 32'h0;
                    rsv__1__d = 32'h0;
                    region_lo__2__d = check__sub_lo__0;
                    region_hi__2__d = check__sub_hi__0;
                    region_lo__3__d = check__sub_lo__1;
                    region_hi__3__d = check__sub_hi__1;
                end
                else if (ackout__ack_out & ~check__rsv_me) begin
                    a__1__d = 1'b1;
                    drv__1__d = rx_drv;
                    buf_num__1__d = rx_buf;
                    rcvd__1__d = 32'h0;
                    sent__1__d = 32'h0;
                    hdr__1__d = 1'b0;
                    tail__1__d = 1'b0;
                    hsent__1__d = 1'b0;
                    discard__1__d = 1'b0;
                    len__1__d = 32'h0;
                    out__1__d = 32'h0;
                    cur__1__d = 32'h0;
                    rsv__1__d = 32'h0;
                end
            end
            if (target[2]) begin
                if (rx_ack | (rx_partial & ackout__ack_out)) begin
                    a__2__d = 1'b1;
                    drv__2__d = rx_drv;
                    buf_num__2__d = rx_buf;
                    rcvd__2__d = 32'h1;
                    sent__2__d = 32'h0;
                    hdr__2__d = 1'b1;
                    tail__2__d = 1'b0;
                    hsent__2__d = 1'b0;
                    discard__2__d = 1'b0;
                    len__2__d = ((check__h_len) & 3'h7);
                    out__2__d = check__route_out;
                    cur__2__d = 32'h0;
                    rsv__2__d = 32'h0;
                    region_lo__4__d = check__sub_lo__0;
                    region_hi__4__d = check__sub_hi__0;
                    region_lo__5__d = check__sub_lo__1;
                    region_hi__5__d = check__sub_hi__1;
                end
                else if (ackout__ack_out & ~check__rsv_me) begin
                    a__2__d = 1'b1;
                    drv__2__d = rx_drv;
                    buf_num__2__d = rx_buf;
                    rcvd__2__d = 32'h0;
                    sent__2__d = 32'h0;
                    hdr__2__d = 1'b0;
                    tail__2__d = 1'b0;
                    hsent__2__d = 1'b0;
                    discard__2__d = 1'b0;
                    len__2__d = 32'h0;
                    out__2__d = 32'h0;
                    cur__2__d = 32'h0;
                    rsv__2__d = 32'h0;
                end
            end
            if (target[3]) begin
                if (rx_ack | (rx_partial & ackout__ack_out)) begin
                    a__3__d = 1'b1;
                    drv__3__d = rx_drv;
                    buf_num__3__d = rx_buf;
                    rcvd__3__d = 32'h1;
                    sent__3__d = 32'h0;
                    hdr__3__d = 1'b1;
                    tail__3__d = 1'b0;
                    hsent__3__d = 1'b0;
                    discard__3__d = 1'b0;
                    len__3__d = ((check__h_len) & 3'h7);
                    out__3__d = check__route_out;
                    cur__3__d = 32'h0;
                    rsv__3__d = 32'h0;
                    region_lo__6__d = check__sub_lo__0;
                    region_hi__6__d = check__sub_hi__0;
                    region_lo__7__d = check__sub_lo__1;
                    region_hi__7__d = check__sub_hi__1;
                end
                else if (ackout__ack_out & ~check__rsv_me) begin
                    a__3__d = 1'b1;
                    drv__3__d = rx_drv;
                    buf_num__3__d = rx_buf;
                    rcvd__3__d = 32'h0;
                    sent__3__d = 32'h0;
                    hdr__3__d = 1'b0;
                    tail__3__d = 1'b0;
                    hsent__3__d = 1'b0;
                    discard__3__d = 1'b0;
                    len__3__d = 32'h0;
                    out__3__d = 32'h0;
                    cur__3__d = 32'h0;
                    rsv__3__d = 32'h0;
                end
            end
        end
        if (rx_valid & ~check__rx_head) begin
            if (check__match_hit[0]) begin
                if (rx_drop) begin
                    if (drv__0__q == node_slot) begin
                        a__0__d = 1'b0;
                        hdr__0__d = 1'b0;
                        tail__0__d = 1'b0;
                        hsent__0__d = 1'b0;
                        discard__0__d = 1'b0;
                        rcvd__0__d = 32'h0;
                        sent__0__d = 32'h0;
                        cur__0__d = 32'h0;
                        rsv__0__d = 32'h0;
                        out__0__d = 32'h0;
                        tail_d__0 = 1'b0;
                        rcvd_d__0 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard__0__q) begin
                        if (rx_tag == 32'h3) begin
                            a__0__d = 1'b0;
                            hdr__0__d = 1'b0;
                            tail__0__d = 1'b0;
                            hsent__0__d = 1'b0;
                            discard__0__d = 1'b0;
                            rcvd__0__d = 32'h0;
                            sent__0__d = 32'h0;
                            cur__0__d = 32'h0;
                            rsv__0__d = 32'h0;
                            out__0__d = 32'h0;
                            tail_d__0 = 1'b0;
                            rcvd_d__0 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a__0__d = 1'b0;
                        hdr__0__d = 1'b0;
                        tail__0__d = 1'b0;
                        hsent__0__d = 1'b0;
                        discard__0__d = 1'b0;
                        rcvd__0__d = 32'h0;
                        sent__0__d = 32'h0;
                        cur__0__d = 32'h0;
                        rsv__0__d = 32'h0;
                        out__0__d = 32'h0;
                        tail_d__0 = 1'b0;
                        rcvd_d__0 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (0)) | ((1'b1) << (0)));
                        if (rcvd__0__q == entry_num__0) begin
                            flit_tag__0__d = rx_tag;
                            flit_data__0__d = rx_data;
                        end
                        if (rcvd__0__q == entry_num__1) begin
                            flit_tag__1__d = rx_tag;
                            flit_data__1__d = rx_data;
                        end
                        if (rcvd__0__q == entry_num__2) begin
                            flit_tag__2__d = rx_tag;
                            flit_data__2__d = rx_data;
                        end
                        if (rcvd__0__q == entry_num__3) begin
                            flit_tag__3__d = rx_tag;
                            flit_data__3__d = rx_data;
                        end
                        rcvd_d__0 = rcvd__0__q + 32'h1;
                        tail_d__0 = rx_tag == 32'h3;
                        rcvd__0__d = rcvd_d__0;
                        tail__0__d = tail_d__0;
                    end
                end
            end
            if (check__match_hit[1]) begin
                if (rx_drop) begin
                    if (drv__1__q == node_slot) begin
                        a__1__d = 1'b0;
                        hdr__1__d = 1'b0;
                        tail__1__d = 1'b0;
                        hsent__1__d = 1'b0;
                        discard__1__d = 1'b0;
                        rcvd__1__d = 32'h0;
                        sent__1__d = 32'h0;
                        cur__1__d = 32'h0;
                        rsv__1__d = 32'h0;
                        out__1__d = 32'h0;
                        tail_d__1 = 1'b0;
                        rcvd_d__1 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard__1__q) begin
                        if (rx_tag == 32'h3) begin
                            a__1__d = 1'b0;
                            hdr__1__d = 1'b0;
                            tail__1__d = 1'b0;
                            hsent__1__d = 1'b0;
                            discard__1__d = 1'b0;
                            rcvd__1__d = 32'h0;
                            sent__1__d = 32'h0;
                            cur__1__d = 32'h0;
                            rsv__1__d = 32'h0;
                            out__1__d = 32'h0;
                            tail_d__1 = 1'b0;
                            rcvd_d__1 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a__1__d = 1'b0;
                        hdr__1__d = 1'b0;
                        tail__1__d = 1'b0;
                        hsent__1__d = 1'b0;
                        discard__1__d = 1'b0;
                        rcvd__1__d = 32'h0;
                        sent__1__d = 32'h0;
                        cur__1__d = 32'h0;
                        rsv__1__d = 32'h0;
                        out__1__d = 32'h0;
                        tail_d__1 = 1'b0;
                        rcvd_d__1 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (1)) | ((1'b1) << (1)));
                        if (rcvd__1__q == entry_num__0) begin
                            flit_tag__4__d = rx_tag;
                            flit_data__4__d = rx_data;
                        end
                        if (rcvd__1__q == entry_num__1) begin
                            flit_tag__5__d = rx_tag;
                            flit_data__5__d = rx_data;
                        end
                        if (rcvd__1__q == entry_num__2) begin
                            flit_tag__6__d = rx_tag;
                            flit_data__6__d = rx_data;
                        end
                        if (rcvd__1__q == entry_num__3) begin
                            flit_tag__7__d = rx_tag;
                            flit_data__7__d = rx_data;
                        end
                        rcvd_d__1 = rcvd__1__q + 32'h1;
                        tail_d__1 = rx_tag == 32'h3;
                        rcvd__1__d = rcvd_d__1;
                        tail__1__d = tail_d__1;
                    end
                end
            end
            if (check__match_hit[2]) begin
                if (rx_drop) begin
                    if (drv__2__q == node_slot) begin
                        a__2__d = 1'b0;
                        hdr__2__d = 1'b0;
                        tail__2__d = 1'b0;
                        hsent__2__d = 1'b0;
                        discard__2__d = 1'b0;
                        rcvd__2__d = 32'h0;
                        sent__2__d = 32'h0;
                        cur__2__d = 32'h0;
                        rsv__2__d = 32'h0;
                        out__2__d = 32'h0;
                        tail_d__2 = 1'b0;
                        rcvd_d__2 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard__2__q) begin
                        if (rx_tag == 32'h3) begin
                            a__2__d = 1'b0;
                            hdr__2__d = 1'b0;
                            tail__2__d = 1'b0;
                            hsent__2__d = 1'b0;
                            discard__2__d = 1'b0;
                            rcvd__2__d = 32'h0;
                            sent__2__d = 32'h0;
                            cur__2__d = 32'h0;
                            rsv__2__d = 32'h0;
                            out__2__d = 32'h0;
                            tail_d__2 = 1'b0;
                            rcvd_d__2 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a__2__d = 1'b0;
                        hdr__2__d = 1'b0;
                        tail__2__d = 1'b0;
                        hsent__2__d = 1'b0;
                        discard__2__d = 1'b0;
                        rcvd__2__d = 32'h0;
                        sent__2__d = 32'h0;
                        cur__2__d = 32'h0;
                        rsv__2__d = 32'h0;
                        out__2__d = 32'h0;
                        tail_d__2 = 1'b0;
                        rcvd_d__2 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (2)) | ((1'b1) << (2)));
                        if (rcvd__2__q == entry_num__0) begin
                            flit_tag__8__d = rx_tag;
                            flit_data__8__d = rx_data;
                        end
                        if (rcvd__2__q == entry_num__1) begin
                            flit_tag__9__d = rx_tag;
                            flit_data__9__d = rx_data;
                        end
                        if (rcvd__2__q == entry_num__2) begin
                            flit_tag__10__d = rx_tag;
                            flit_data__10__d = rx_data;
                        end
                        if (rcvd__2__q == entry_num__3) begin
                            flit_tag__11__d = rx_tag;
                            flit_data__11__d = rx_data;
                        end
                        rcvd_d__2 = rcvd__2__q + 32'h1;
                        tail_d__2 = rx_tag == 32'h3;
                        rcvd__2__d = rcvd_d__2;
                        tail__2__d = tail_d__2;
                    end
                end
            end
            if (check__match_hit[3]) begin
                if (rx_drop) begin
                    if (drv__3__q == node_slot) begin
                        a__3__d = 1'b0;
                        hdr__3__d = 1'b0;
                        tail__3__d = 1'b0;
                        hsent__3__d = 1'b0;
                        discard__3__d = 1'b0;
                        rcvd__3__d = 32'h0;
                        sent__3__d = 32'h0;
                        cur__3__d = 32'h0;
                        rsv__3__d = 32'h0;
                        out__3__d = 32'h0;
                        tail_d__3 = 1'b0;
                        rcvd_d__3 = 32'h0;
                    end
                end
                else if (rx_ack) begin
                    if (discard__3__q) begin
                        if (rx_tag == 32'h3) begin
                            a__3__d = 1'b0;
                            hdr__3__d = 1'b0;
                            tail__3__d = 1'b0;
                            hsent__3__d = 1'b0;
                            discard__3__d = 1'b0;
                            rcvd__3__d = 32'h0;
                            sent__3__d = 32'h0;
                            cur__3__d = 32'h0;
                            rsv__3__d = 32'h0;
                            out__3__d = 32'h0;
                            tail_d__3 = 1'b0;
                            rcvd_d__3 = 32'h0;
                        end
                    end
                    else if (eject & (rx_tag == 32'h3)) begin
                        a__3__d = 1'b0;
                        hdr__3__d = 1'b0;
                        tail__3__d = 1'b0;
                        hsent__3__d = 1'b0;
                        discard__3__d = 1'b0;
                        rcvd__3__d = 32'h0;
                        sent__3__d = 32'h0;
                        cur__3__d = 32'h0;
                        rsv__3__d = 32'h0;
                        out__3__d = 32'h0;
                        tail_d__3 = 1'b0;
                        rcvd_d__3 = 32'h0;
                    end
                    else begin
                        wrote = (wrote & ~(1 << (3)) | ((1'b1) << (3)));
                        if (rcvd__3__q == entry_num__0) begin
                            flit_tag__12__d = rx_tag;
                            flit_data__12__d = rx_data;
                        end
                        if (rcvd__3__q == entry_num__1) begin
                            flit_tag__13__d = rx_tag;
                            flit_data__13__d = rx_data;
                        end
                        if (rcvd__3__q == entry_num__2) begin
                            flit_tag__14__d = rx_tag;
                            flit_data__14__d = rx_data;
                        end
                        if (rcvd__3__q == entry_num__3) begin
                            flit_tag__15__d = rx_tag;
                            flit_data__15__d = rx_data;
                        end
                        rcvd_d__3 = rcvd__3__q + 32'h1;
                        tail_d__3 = rx_tag == 32'h3;
                        rcvd__3__d = rcvd_d__3;
                        tail__3__d = tail_d__3;
                    end
                end
            end
        end
        make_replica = 1'b0;
        p_acked = pick__p_ways;
        if (~tx_ack) begin
            p_acked = tx_ack_lines & pick__p_ways;
        end
        p_rest = pick__p_ways & ~p_acked;
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
        if (granted & arbiter__valid) begin
            if (arbiter__grant[0]) begin
                if (tx_drop) begin
                    if (tail_d__0) begin
                        a__0__d = 1'b0;
                        hdr__0__d = 1'b0;
                        tail__0__d = 1'b0;
                        hsent__0__d = 1'b0;
                        discard__0__d = 1'b0;
                        rcvd__0__d = 32'h0;
                        sent__0__d = 32'h0;
                        cur__0__d = 32'h0;
                        rsv__0__d = 32'h0;
                        out__0__d = 32'h0;
                    end
                    else begin
                        discard__0__d = 1'b1;
                    end
                end
                else if (~hsent__0__q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out__0__d = p_acked;
                        end
                        cur__0__d = cur__0__q | p_acked;
                        rsv__0__d = 32'h0;
                        if (make_replica | ((cur__0__q | p_acked) == out__0__q)) begin
                            hsent__0__d = 1'b1;
                            sent__0__d = 32'h1;
                        end
                    end
                    else begin
                        rsv__0__d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent__0__d = sent__0__q + 32'h1;
                    if ((pick__drv_tag == 32'h3) | ((sent__0__q + 32'h1 >= rcvd_d__0) & tail_d__0)) begin
                        a__0__d = 1'b0;
                        hdr__0__d = 1'b0;
                        tail__0__d = 1'b0;
                        hsent__0__d = 1'b0;
                        discard__0__d = 1'b0;
                        rcvd__0__d = 32'h0;
                        sent__0__d = 32'h0;
                        cur__0__d = 32'h0;
                        rsv__0__d = 32'h0;
                        out__0__d = 32'h0;
                    end
                end
            end
            if (arbiter__grant[1]) begin
                if (tx_drop) begin
                    if (tail_d__1) begin
                        a__1__d = 1'b0;
                        hdr__1__d = 1'b0;
                        tail__1__d = 1'b0;
                        hsent__1__d = 1'b0;
                        discard__1__d = 1'b0;
                        rcvd__1__d = 32'h0;
                        sent__1__d = 32'h0;
                        cur__1__d = 32'h0;
                        rsv__1__d = 32'h0;
                        out__1__d = 32'h0;
                    end
                    else begin
                        discard__1__d = 1'b1;
                    end
                end
                else if (~hsent__1__q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out__1__d = p_acked;
                        end
                        cur__1__d = cur__1__q | p_acked;
                        rsv__1__d = 32'h0;
                        if (make_replica | ((cur__1__q | p_acked) == out__1__q)) begin
                            hsent__1__d = 1'b1;
                            sent__1__d = 32'h1;
                        end
                    end
                    else begin
                        rsv__1__d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent__1__d = sent__1__q + 32'h1;
                    if ((pick__drv_tag == 32'h3) | ((sent__1__q + 32'h1 >= rcvd_d__1) & tail_d__1)) begin
                        a__1__d = 1'b0;
                        hdr__1__d = 1'b0;
                        tail__1__d = 1'b0;
                        hsent__1__d = 1'b0;
                        discard__1__d = 1'b0;
                        rcvd__1__d = 32'h0;
                        sent__1__d = 32'h0;
                        cur__1__d = 32'h0;
                        rsv__1__d = 32'h0;
                        out__1__d = 32'h0;
                    end
                end
            end
            if (arbiter__grant[2]) begin
                if (tx_drop) begin
                    if (tail_d__2) begin
                        a__2__d = 1'b0;
                        hdr__2__d = 1'b0;
                        tail__2__d = 1'b0;
                        hsent__2__d = 1'b0;
                        discard__2__d = 1'b0;
                        rcvd__2__d = 32'h0;
                        sent__2__d = 32'h0;
                        cur__2__d = 32'h0;
                        rsv__2__d = 32'h0;
                        out__2__d = 32'h0;
                    end
                    else begin
                        discard__2__d = 1'b1;
                    end
                end
                else if (~hsent__2__q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out__2__d = p_acked;
                        end
                        cur__2__d = cur__2__q | p_acked;
                        rsv__2__d = 32'h0;
                        if (make_replica | ((cur__2__q | p_acked) == out__2__q)) begin
                            hsent__2__d = 1'b1;
                            sent__2__d = 32'h1;
                        end
                    end
                    else begin
                        rsv__2__d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent__2__d = sent__2__q + 32'h1;
                    if ((pick__drv_tag == 32'h3) | ((sent__2__q + 32'h1 >= rcvd_d__2) & tail_d__2)) begin
                        a__2__d = 1'b0;
                        hdr__2__d = 1'b0;
                        tail__2__d = 1'b0;
                        hsent__2__d = 1'b0;
                        discard__2__d = 1'b0;
                        rcvd__2__d = 32'h0;
                        sent__2__d = 32'h0;
                        cur__2__d = 32'h0;
                        rsv__2__d = 32'h0;
                        out__2__d = 32'h0;
                    end
                end
            end
            if (arbiter__grant[3]) begin
                if (tx_drop) begin
                    if (tail_d__3) begin
                        a__3__d = 1'b0;
                        hdr__3__d = 1'b0;
                        tail__3__d = 1'b0;
                        hsent__3__d = 1'b0;
                        discard__3__d = 1'b0;
                        rcvd__3__d = 32'h0;
                        sent__3__d = 32'h0;
                        cur__3__d = 32'h0;
                        rsv__3__d = 32'h0;
                        out__3__d = 32'h0;
                    end
                    else begin
                        discard__3__d = 1'b1;
                    end
                end
                else if (~hsent__3__q) begin
                    if (tx_ack | tx_partial) begin
                        if (tx_partial & replica) begin
                            make_replica = 1'b1;
                            out__3__d = p_acked;
                        end
                        cur__3__d = cur__3__q | p_acked;
                        rsv__3__d = 32'h0;
                        if (make_replica | ((cur__3__q | p_acked) == out__3__q)) begin
                            hsent__3__d = 1'b1;
                            sent__3__d = 32'h1;
                        end
                    end
                    else begin
                        rsv__3__d = p_acked;
                    end
                end
                else if (tx_ack) begin
                    sent__3__d = sent__3__q + 32'h1;
                    if ((pick__drv_tag == 32'h3) | ((sent__3__q + 32'h1 >= rcvd_d__3) & tail_d__3)) begin
                        a__3__d = 1'b0;
                        hdr__3__d = 1'b0;
                        tail__3__d = 1'b0;
                        hsent__3__d = 1'b0;
                        discard__3__d = 1'b0;
                        rcvd__3__d = 32'h0;
                        sent__3__d = 32'h0;
                        cur__3__d = 32'h0;
                        rsv__3__d = 32'h0;
                        out__3__d = 32'h0;
                    end
                end
            end
        end
        if (make_replica) begin
            if (stat__last_free[0]) begin
                a__0__d = 1'b1;
                hdr__0__d = 1'b1;
                hsent__0__d = 1'b0;
                sent__0__d = 32'h0;
                cur__0__d = 32'h0;
                rsv__0__d = 32'h0;
                out__0__d = p_rest;
                if (arbiter__grant[0]) begin
                    drv__0__d = drv__0__q;
                    buf_num__0__d = buf_num__0__q;
                    len__0__d = len__0__q;
                    discard__0__d = discard__0__q;
                    rcvd__0__d = rcvd_d__0;
                    tail__0__d = tail_d__0;
                    flit_tag__0__d = flit_tag__0__q;
                    flit_data__0__d = flit_data__0__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__0)) begin
                        flit_tag__0__d = rx_tag;
                        flit_data__0__d = rx_data;
                    end
                    flit_tag__1__d = flit_tag__1__q;
                    flit_data__1__d = flit_data__1__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__1)) begin
                        flit_tag__1__d = rx_tag;
                        flit_data__1__d = rx_data;
                    end
                    flit_tag__2__d = flit_tag__2__q;
                    flit_data__2__d = flit_data__2__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__2)) begin
                        flit_tag__2__d = rx_tag;
                        flit_data__2__d = rx_data;
                    end
                    flit_tag__3__d = flit_tag__3__q;
                    flit_data__3__d = flit_data__3__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__3)) begin
                        flit_tag__3__d = rx_tag;
                        flit_data__3__d = rx_data;
                    end
                    region_lo__0__d = region_lo__0__q;
                    region_hi__0__d = region_hi__0__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__0__d = tx_at__0;
                        region_hi__0__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__0__d = tx_at__0;
                    end
                    region_lo__1__d = region_lo__1__q;
                    region_hi__1__d = region_hi__1__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__1__d = tx_at__1;
                        region_hi__1__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__1__d = tx_at__1;
                    end
                end
                if (arbiter__grant[1]) begin
                    drv__0__d = drv__1__q;
                    buf_num__0__d = buf_num__1__q;
                    len__0__d = len__1__q;
                    discard__0__d = discard__1__q;
                    rcvd__0__d = rcvd_d__1;
                    tail__0__d = tail_d__1;
                    flit_tag__0__d = flit_tag__4__q;
                    flit_data__0__d = flit_data__4__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__0)) begin
                        flit_tag__0__d = rx_tag;
                        flit_data__0__d = rx_data;
                    end
                    flit_tag__1__d = flit_tag__5__q;
                    flit_data__1__d = flit_data__5__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__1)) begin
                        flit_tag__1__d = rx_tag;
                        flit_data__1__d = rx_data;
                    end
                    flit_tag__2__d = flit_tag__6__q;
                    flit_data__2__d = flit_data__6__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__2)) begin
                        flit_tag__2__d = rx_tag;
                        flit_data__2__d = rx_data;
                    end
                    flit_tag__3__d = flit_tag__7__q;
                    flit_data__3__d = flit_data__7__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__3)) begin
                        flit_tag__3__d = rx_tag;
                        flit_data__3__d = rx_data;
                    end
                    region_lo__0__d = region_lo__2__q;
                    region_hi__0__d = region_hi__2__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__0__d = tx_at__0;
                        region_hi__0__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__0__d = tx_at__0;
                    end
                    region_lo__1__d = region_lo__3__q;
                    region_hi__1__d = region_hi__3__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__1__d = tx_at__1;
                        region_hi__1__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__1__d = tx_at__1;
                    end
                end
                if (arbiter__grant[2]) begin
                    drv__0__d = drv__2__q;
                    buf_num__0__d = buf_num__2__q;
                    len__0__d = len__2__q;
                    discard__0__d = discard__2__q;
                    rcvd__0__d = rcvd_d__2;
                    tail__0__d = tail_d__2;
                    flit_tag__0__d = flit_tag__8__q;
                    flit_data__0__d = flit_data__8__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__0)) begin
                        flit_tag__0__d = rx_tag;
                        flit_data__0__d = rx_data;
                    end
                    flit_tag__1__d = flit_tag__9__q;
                    flit_data__1__d = flit_data__9__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__1)) begin
                        flit_tag__1__d = rx_tag;
                        flit_data__1__d = rx_data;
                    end
                    flit_tag__2__d = flit_tag__10__q;
                    flit_data__2__d = flit_data__10__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__2)) begin
                        flit_tag__2__d = rx_tag;
                        flit_data__2__d = rx_data;
                    end
                    flit_tag__3__d = flit_tag__11__q;
                    flit_data__3__d = flit_data__11__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__3)) begin
                        flit_tag__3__d = rx_tag;
                        flit_data__3__d = rx_data;
                    end
                    region_lo__0__d = region_lo__4__q;
                    region_hi__0__d = region_hi__4__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__0__d = tx_at__0;
                        region_hi__0__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__0__d = tx_at__0;
                    end
                    region_lo__1__d = region_lo__5__q;
                    region_hi__1__d = region_hi__5__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__1__d = tx_at__1;
                        region_hi__1__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__1__d = tx_at__1;
                    end
                end
                if (arbiter__grant[3]) begin
                    drv__0__d = drv__3__q;
                    buf_num__0__d = buf_num__3__q;
                    len__0__d = len__3__q;
                    discard__0__d = discard__3__q;
                    rcvd__0__d = rcvd_d__3;
                    tail__0__d = tail_d__3;
                    flit_tag__0__d = flit_tag__12__q;
                    flit_data__0__d = flit_data__12__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__0)) begin
                        flit_tag__0__d = rx_tag;
                        flit_data__0__d = rx_data;
                    end
                    flit_tag__1__d = flit_tag__13__q;
                    flit_data__1__d = flit_data__13__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__1)) begin
                        flit_tag__1__d = rx_tag;
                        flit_data__1__d = rx_data;
                    end
                    flit_tag__2__d = flit_tag__14__q;
                    flit_data__2__d = flit_data__14__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__2)) begin
                        flit_tag__2__d = rx_tag;
                        flit_data__2__d = rx_data;
                    end
                    flit_tag__3__d = flit_tag__15__q;
                    flit_data__3__d = flit_data__15__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__3)) begin
                        flit_tag__3__d = rx_tag;
                        flit_data__3__d = rx_data;
                    end
                    region_lo__0__d = region_lo__6__q;
                    region_hi__0__d = region_hi__6__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__0__d = tx_at__0;
                        region_hi__0__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__0__d = tx_at__0;
                    end
                    region_lo__1__d = region_lo__7__q;
                    region_hi__1__d = region_hi__7__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__1__d = tx_at__1;
                        region_hi__1__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__1__d = tx_at__1;
                    end
                end
            end
            if (stat__last_free[1]) begin
                a__1__d = 1'b1;
                hdr__1__d = 1'b1;
                hsent__1__d = 1'b0;
                sent__1__d = 32'h0;
                cur__1__d = 32'h0;
                rsv__1__d = 32'h0;
                out__1__d = p_rest;
                if (arbiter__grant[0]) begin
                    drv__1__d = drv__0__q;
                    buf_num__1__d = buf_num__0__q;
                    len__1__d = len__0__q;
                    discard__1__d = discard__0__q;
                    rcvd__1__d = rcvd_d__0;
                    tail__1__d = tail_d__0;
                    flit_tag__4__d = flit_tag__0__q;
                    flit_data__4__d = flit_data__0__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__0)) begin
                        flit_tag__4__d = rx_tag;
                        flit_data__4__d = rx_data;
                    end
                    flit_tag__5__d = flit_tag__1__q;
                    flit_data__5__d = flit_data__1__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__1)) begin
                        flit_tag__5__d = rx_tag;
                        flit_data__5__d = rx_data;
                    end
                    flit_tag__6__d = flit_tag__2__q;
                    flit_data__6__d = flit_data__2__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__2)) begin
                        flit_tag__6__d = rx_tag;
                        flit_data__6__d = rx_data;
                    end
                    flit_tag__7__d = flit_tag__3__q;
                    flit_data__7__d = flit_data__3__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__3)) begin
                        flit_tag__7__d = rx_tag;
                        flit_data__7__d = rx_data;
                    end
                    region_lo__2__d = region_lo__0__q;
                    region_hi__2__d = region_hi__0__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__2__d = tx_at__0;
                        region_hi__2__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__2__d = tx_at__0;
                    end
                    region_lo__3__d = region_lo__1__q;
                    region_hi__3__d = region_hi__1__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__3__d = tx_at__1;
                        region_hi__3__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__3__d = tx_at__1;
                    end
                end
                if (arbiter__grant[1]) begin
                    drv__1__d = drv__1__q;
                    buf_num__1__d = buf_num__1__q;
                    len__1__d = len__1__q;
                    discard__1__d = discard__1__q;
                    rcvd__1__d = rcvd_d__1;
                    tail__1__d = tail_d__1;
                    flit_tag__4__d = flit_tag__4__q;
                    flit_data__4__d = flit_data__4__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__0)) begin
                        flit_tag__4__d = rx_tag;
                        flit_data__4__d = rx_data;
                    end
                    flit_tag__5__d = flit_tag__5__q;
                    flit_data__5__d = flit_data__5__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__1)) begin
                        flit_tag__5__d = rx_tag;
                        flit_data__5__d = rx_data;
                    end
                    flit_tag__6__d = flit_tag__6__q;
                    flit_data__6__d = flit_data__6__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__2)) begin
                        flit_tag__6__d = rx_tag;
                        flit_data__6__d = rx_data;
                    end
                    flit_tag__7__d = flit_tag__7__q;
                    flit_data__7__d = flit_data__7__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__3)) begin
                        flit_tag__7__d = rx_tag;
                        flit_data__7__d = rx_data;
                    end
                    region_lo__2__d = region_lo__2__q;
                    region_hi__2__d = region_hi__2__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__2__d = tx_at__0;
                        region_hi__2__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__2__d = tx_at__0;
                    end
                    region_lo__3__d = region_lo__3__q;
                    region_hi__3__d = region_hi__3__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__3__d = tx_at__1;
                        region_hi__3__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__3__d = tx_at__1;
                    end
                end
                if (arbiter__grant[2]) begin
                    drv__1__d = drv__2__q;
                    buf_num__1__d = buf_num__2__q;
                    len__1__d = len__2__q;
                    discard__1__d = discard__2__q;
                    rcvd__1__d = rcvd_d__2;
                    tail__1__d = tail_d__2;
                    flit_tag__4__d = flit_tag__8__q;
                    flit_data__4__d = flit_data__8__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__0)) begin
                        flit_tag__4__d = rx_tag;
                        flit_data__4__d = rx_data;
                    end
                    flit_tag__5__d = flit_tag__9__q;
                    flit_data__5__d = flit_data__9__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__1)) begin
                        flit_tag__5__d = rx_tag;
                        flit_data__5__d = rx_data;
                    end
                    flit_tag__6__d = flit_tag__10__q;
                    flit_data__6__d = flit_data__10__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__2)) begin
                        flit_tag__6__d = rx_tag;
                        flit_data__6__d = rx_data;
                    end
                    flit_tag__7__d = flit_tag__11__q;
                    flit_data__7__d = flit_data__11__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__3)) begin
                        flit_tag__7__d = rx_tag;
                        flit_data__7__d = rx_data;
                    end
                    region_lo__2__d = region_lo__4__q;
                    region_hi__2__d = region_hi__4__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__2__d = tx_at__0;
                        region_hi__2__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__2__d = tx_at__0;
                    end
                    region_lo__3__d = region_lo__5__q;
                    region_hi__3__d = region_hi__5__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__3__d = tx_at__1;
                        region_hi__3__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__3__d = tx_at__1;
                    end
                end
                if (arbiter__grant[3]) begin
                    drv__1__d = drv__3__q;
                    buf_num__1__d = buf_num__3__q;
                    len__1__d = len__3__q;
                    discard__1__d = discard__3__q;
                    rcvd__1__d = rcvd_d__3;
                    tail__1__d = tail_d__3;
                    flit_tag__4__d = flit_tag__12__q;
                    flit_data__4__d = flit_data__12__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__0)) begin
                        flit_tag__4__d = rx_tag;
                        flit_data__4__d = rx_data;
                    end
                    flit_tag__5__d = flit_tag__13__q;
                    flit_data__5__d = flit_data__13__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__1)) begin
                        flit_tag__5__d = rx_tag;
                        flit_data__5__d = rx_data;
                    end
                    flit_tag__6__d = flit_tag__14__q;
                    flit_data__6__d = flit_data__14__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__2)) begin
                        flit_tag__6__d = rx_tag;
                        flit_data__6__d = rx_data;
                    end
                    flit_tag__7__d = flit_tag__15__q;
                    flit_data__7__d = flit_data__15__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__3)) begin
                        flit_tag__7__d = rx_tag;
                        flit_data__7__d = rx_data;
                    end
                    region_lo__2__d = region_lo__6__q;
                    region_hi__2__d = region_hi__6__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__2__d = tx_at__0;
                        region_hi__2__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__2__d = tx_at__0;
                    end
                    region_lo__3__d = region_lo__7__q;
                    region_hi__3__d = region_hi__7__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__3__d = tx_at__1;
                        region_hi__3__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__3__d = tx_at__1;
                    end
                end
            end
            if (stat__last_free[2]) begin
                a__2__d = 1'b1;
                hdr__2__d = 1'b1;
                hsent__2__d = 1'b0;
                sent__2__d = 32'h0;
                cur__2__d = 32'h0;
                rsv__2__d = 32'h0;
                out__2__d = p_rest;
                if (arbiter__grant[0]) begin
                    drv__2__d = drv__0__q;
                    buf_num__2__d = buf_num__0__q;
                    len__2__d = len__0__q;
                    discard__2__d = discard__0__q;
                    rcvd__2__d = rcvd_d__0;
                    tail__2__d = tail_d__0;
                    flit_tag__8__d = flit_tag__0__q;
                    flit_data__8__d = flit_data__0__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__0)) begin
                        flit_tag__8__d = rx_tag;
                        flit_data__8__d = rx_data;
                    end
                    flit_tag__9__d = flit_tag__1__q;
                    flit_data__9__d = flit_data__1__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__1)) begin
                        flit_tag__9__d = rx_tag;
                        flit_data__9__d = rx_data;
                    end
                    flit_tag__10__d = flit_tag__2__q;
                    flit_data__10__d = flit_data__2__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__2)) begin
                        flit_tag__10__d = rx_tag;
                        flit_data__10__d = rx_data;
                    end
                    flit_tag__11__d = flit_tag__3__q;
                    flit_data__11__d = flit_data__3__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__3)) begin
                        flit_tag__11__d = rx_tag;
                        flit_data__11__d = rx_data;
                    end
                    region_lo__4__d = region_lo__0__q;
                    region_hi__4__d = region_hi__0__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__4__d = tx_at__0;
                        region_hi__4__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__4__d = tx_at__0;
                    end
                    region_lo__5__d = region_lo__1__q;
                    region_hi__5__d = region_hi__1__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__5__d = tx_at__1;
                        region_hi__5__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__5__d = tx_at__1;
                    end
                end
                if (arbiter__grant[1]) begin
                    drv__2__d = drv__1__q;
                    buf_num__2__d = buf_num__1__q;
                    len__2__d = len__1__q;
                    discard__2__d = discard__1__q;
                    rcvd__2__d = rcvd_d__1;
                    tail__2__d = tail_d__1;
                    flit_tag__8__d = flit_tag__4__q;
                    flit_data__8__d = flit_data__4__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__0)) begin
                        flit_tag__8__d = rx_tag;
                        flit_data__8__d = rx_data;
                    end
                    flit_tag__9__d = flit_tag__5__q;
                    flit_data__9__d = flit_data__5__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__1)) begin
                        flit_tag__9__d = rx_tag;
                        flit_data__9__d = rx_data;
                    end
                    flit_tag__10__d = flit_tag__6__q;
                    flit_data__10__d = flit_data__6__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__2)) begin
                        flit_tag__10__d = rx_tag;
                        flit_data__10__d = rx_data;
                    end
                    flit_tag__11__d = flit_tag__7__q;
                    flit_data__11__d = flit_data__7__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__3)) begin
                        flit_tag__11__d = rx_tag;
                        flit_data__11__d = rx_data;
                    end
                    region_lo__4__d = region_lo__2__q;
                    region_hi__4__d = region_hi__2__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__4__d = tx_at__0;
                        region_hi__4__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__4__d = tx_at__0;
                    end
                    region_lo__5__d = region_lo__3__q;
                    region_hi__5__d = region_hi__3__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__5__d = tx_at__1;
                        region_hi__5__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__5__d = tx_at__1;
                    end
                end
                if (arbiter__grant[2]) begin
                    drv__2__d = drv__2__q;
                    buf_num__2__d = buf_num__2__q;
                    len__2__d = len__2__q;
                    discard__2__d = discard__2__q;
                    rcvd__2__d = rcvd_d__2;
                    tail__2__d = tail_d__2;
                    flit_tag__8__d = flit_tag__8__q;
                    flit_data__8__d = flit_data__8__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__0)) begin
                        flit_tag__8__d = rx_tag;
                        flit_data__8__d = rx_data;
                    end
                    flit_tag__9__d = flit_tag__9__q;
                    flit_data__9__d = flit_data__9__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__1)) begin
                        flit_tag__9__d = rx_tag;
                        flit_data__9__d = rx_data;
                    end
                    flit_tag__10__d = flit_tag__10__q;
                    flit_data__10__d = flit_data__10__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__2)) begin
                        flit_tag__10__d = rx_tag;
                        flit_data__10__d = rx_data;
                    end
                    flit_tag__11__d = flit_tag__11__q;
                    flit_data__11__d = flit_data__11__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__3)) begin
                        flit_tag__11__d = rx_tag;
                        flit_data__11__d = rx_data;
                    end
                    region_lo__4__d = region_lo__4__q;
                    region_hi__4__d = region_hi__4__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__4__d = tx_at__0;
                        region_hi__4__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__4__d = tx_at__0;
                    end
                    region_lo__5__d = region_lo__5__q;
                    region_hi__5__d = region_hi__5__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__5__d = tx_at__1;
                        region_hi__5__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__5__d = tx_at__1;
                    end
                end
                if (arbiter__grant[3]) begin
                    drv__2__d = drv__3__q;
                    buf_num__2__d = buf_num__3__q;
                    len__2__d = len__3__q;
                    discard__2__d = discard__3__q;
                    rcvd__2__d = rcvd_d__3;
                    tail__2__d = tail_d__3;
                    flit_tag__8__d = flit_tag__12__q;
                    flit_data__8__d = flit_data__12__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__0)) begin
                        flit_tag__8__d = rx_tag;
                        flit_data__8__d = rx_data;
                    end
                    flit_tag__9__d = flit_tag__13__q;
                    flit_data__9__d = flit_data__13__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__1)) begin
                        flit_tag__9__d = rx_tag;
                        flit_data__9__d = rx_data;
                    end
                    flit_tag__10__d = flit_tag__14__q;
                    flit_data__10__d = flit_data__14__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__2)) begin
                        flit_tag__10__d = rx_tag;
                        flit_data__10__d = rx_data;
                    end
                    flit_tag__11__d = flit_tag__15__q;
                    flit_data__11__d = flit_data__15__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__3)) begin
                        flit_tag__11__d = rx_tag;
                        flit_data__11__d = rx_data;
                    end
                    region_lo__4__d = region_lo__6__q;
                    region_hi__4__d = region_hi__6__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__4__d = tx_at__0;
                        region_hi__4__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__4__d = tx_at__0;
                    end
                    region_lo__5__d = region_lo__7__q;
                    region_hi__5__d = region_hi__7__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__5__d = tx_at__1;
                        region_hi__5__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__5__d = tx_at__1;
                    end
                end
            end
            if (stat__last_free[3]) begin
                a__3__d = 1'b1;
                hdr__3__d = 1'b1;
                hsent__3__d = 1'b0;
                sent__3__d = 32'h0;
                cur__3__d = 32'h0;
                rsv__3__d = 32'h0;
                out__3__d = p_rest;
                if (arbiter__grant[0]) begin
                    drv__3__d = drv__0__q;
                    buf_num__3__d = buf_num__0__q;
                    len__3__d = len__0__q;
                    discard__3__d = discard__0__q;
                    rcvd__3__d = rcvd_d__0;
                    tail__3__d = tail_d__0;
                    flit_tag__12__d = flit_tag__0__q;
                    flit_data__12__d = flit_data__0__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__0)) begin
                        flit_tag__12__d = rx_tag;
                        flit_data__12__d = rx_data;
                    end
                    flit_tag__13__d = flit_tag__1__q;
                    flit_data__13__d = flit_data__1__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__1)) begin
                        flit_tag__13__d = rx_tag;
                        flit_data__13__d = rx_data;
                    end
                    flit_tag__14__d = flit_tag__2__q;
                    flit_data__14__d = flit_data__2__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__2)) begin
                        flit_tag__14__d = rx_tag;
                        flit_data__14__d = rx_data;
                    end
                    flit_tag__15__d = flit_tag__3__q;
                    flit_data__15__d = flit_data__3__q;
                    if (wrote[0] & (rcvd__0__q == entry_num__3)) begin
                        flit_tag__15__d = rx_tag;
                        flit_data__15__d = rx_data;
                    end
                    region_lo__6__d = region_lo__0__q;
                    region_hi__6__d = region_hi__0__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__6__d = tx_at__0;
                        region_hi__6__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__6__d = tx_at__0;
                    end
                    region_lo__7__d = region_lo__1__q;
                    region_hi__7__d = region_hi__1__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__7__d = tx_at__1;
                        region_hi__7__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__7__d = tx_at__1;
                    end
                end
                if (arbiter__grant[1]) begin
                    drv__3__d = drv__1__q;
                    buf_num__3__d = buf_num__1__q;
                    len__3__d = len__1__q;
                    discard__3__d = discard__1__q;
                    rcvd__3__d = rcvd_d__1;
                    tail__3__d = tail_d__1;
                    flit_tag__12__d = flit_tag__4__q;
                    flit_data__12__d = flit_data__4__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__0)) begin
                        flit_tag__12__d = rx_tag;
                        flit_data__12__d = rx_data;
                    end
                    flit_tag__13__d = flit_tag__5__q;
                    flit_data__13__d = flit_data__5__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__1)) begin
                        flit_tag__13__d = rx_tag;
                        flit_data__13__d = rx_data;
                    end
                    flit_tag__14__d = flit_tag__6__q;
                    flit_data__14__d = flit_data__6__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__2)) begin
                        flit_tag__14__d = rx_tag;
                        flit_data__14__d = rx_data;
                    end
                    flit_tag__15__d = flit_tag__7__q;
                    flit_data__15__d = flit_data__7__q;
                    if (wrote[1] & (rcvd__1__q == entry_num__3)) begin
                        flit_tag__15__d = rx_tag;
                        flit_data__15__d = rx_data;
                    end
                    region_lo__6__d = region_lo__2__q;
                    region_hi__6__d = region_hi__2__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__6__d = tx_at__0;
                        region_hi__6__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__6__d = tx_at__0;
                    end
                    region_lo__7__d = region_lo__3__q;
                    region_hi__7__d = region_hi__3__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__7__d = tx_at__1;
                        region_hi__7__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__7__d = tx_at__1;
                    end
                end
                if (arbiter__grant[2]) begin
                    drv__3__d = drv__2__q;
                    buf_num__3__d = buf_num__2__q;
                    len__3__d = len__2__q;
                    discard__3__d = discard__2__q;
                    rcvd__3__d = rcvd_d__2;
                    tail__3__d = tail_d__2;
                    flit_tag__12__d = flit_tag__8__q;
                    flit_data__12__d = flit_data__8__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__0)) begin
                        flit_tag__12__d = rx_tag;
                        flit_data__12__d = rx_data;
                    end
                    flit_tag__13__d = flit_tag__9__q;
                    flit_data__13__d = flit_data__9__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__1)) begin
                        flit_tag__13__d = rx_tag;
                        flit_data__13__d = rx_data;
                    end
                    flit_tag__14__d = flit_tag__10__q;
                    flit_data__14__d = flit_data__10__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__2)) begin
                        flit_tag__14__d = rx_tag;
                        flit_data__14__d = rx_data;
                    end
                    flit_tag__15__d = flit_tag__11__q;
                    flit_data__15__d = flit_data__11__q;
                    if (wrote[2] & (rcvd__2__q == entry_num__3)) begin
                        flit_tag__15__d = rx_tag;
                        flit_data__15__d = rx_data;
                    end
                    region_lo__6__d = region_lo__4__q;
                    region_hi__6__d = region_hi__4__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__6__d = tx_at__0;
                        region_hi__6__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__6__d = tx_at__0;
                    end
                    region_lo__7__d = region_lo__5__q;
                    region_hi__7__d = region_hi__5__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__7__d = tx_at__1;
                        region_hi__7__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__7__d = tx_at__1;
                    end
                end
                if (arbiter__grant[3]) begin
                    drv__3__d = drv__3__q;
                    buf_num__3__d = buf_num__3__q;
                    len__3__d = len__3__q;
                    discard__3__d = discard__3__q;
                    rcvd__3__d = rcvd_d__3;
                    tail__3__d = tail_d__3;
                    flit_tag__12__d = flit_tag__12__q;
                    flit_data__12__d = flit_data__12__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__0)) begin
                        flit_tag__12__d = rx_tag;
                        flit_data__12__d = rx_data;
                    end
                    flit_tag__13__d = flit_tag__13__q;
                    flit_data__13__d = flit_data__13__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__1)) begin
                        flit_tag__13__d = rx_tag;
                        flit_data__13__d = rx_data;
                    end
                    flit_tag__14__d = flit_tag__14__q;
                    flit_data__14__d = flit_data__14__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__2)) begin
                        flit_tag__14__d = rx_tag;
                        flit_data__14__d = rx_data;
                    end
                    flit_tag__15__d = flit_tag__15__q;
                    flit_data__15__d = flit_data__15__q;
                    if (wrote[3] & (rcvd__3__q == entry_num__3)) begin
                        flit_tag__15__d = rx_tag;
                        flit_data__15__d = rx_data;
                    end
                    region_lo__6__d = region_lo__6__q;
                    region_hi__6__d = region_hi__6__q;
                    if (|(p_first & ways_above__0)) begin
                        region_lo__6__d = tx_at__0;
                        region_hi__6__d = tx_at__0;
                    end
                    if (p_first[32'h2 * 0 + 32'h1]) begin
                        region_hi__6__d = tx_at__0;
                    end
                    region_lo__7__d = region_lo__7__q;
                    region_hi__7__d = region_hi__7__q;
                    if (|(p_first & ways_above__1)) begin
                        region_lo__7__d = tx_at__1;
                        region_hi__7__d = tx_at__1;
                    end
                    if (p_first[32'h2 * 1 + 32'h1]) begin
                        region_hi__7__d = tx_at__1;
                    end
                end
            end
        end
        if (inject & ld_valid) begin
            if (stat__first_free[0]) begin
                a__0__d = 1'b1;
                drv__0__d = node_slot;
                buf_num__0__d = 32'h0;
                rcvd__0__d = ld_rcvd;
                sent__0__d = 32'h0;
                if (ld_hsent) begin
                    sent__0__d = 32'h1;
                end
                hdr__0__d = 1'b1;
                tail__0__d = 1'b1;
                hsent__0__d = ld_hsent;
                discard__0__d = 1'b0;
                len__0__d = ld_len;
                out__0__d = ld_out;
                cur__0__d = 32'h0;
                rsv__0__d = 32'h0;
                region_lo__0__d = ld_lo__0;
                region_hi__0__d = ld_hi__0;
                region_lo__1__d = ld_lo__1;
                region_hi__1__d = ld_hi__1;
                flit_tag__0__d = ld_tag__0;
                flit_data__0__d = ld_data__0;
                flit_tag__1__d = ld_tag__1;
                flit_data__1__d = ld_data__1;
                flit_tag__2__d = ld_tag__2;
                flit_data__2__d = ld_data__2;
                flit_tag__3__d = ld_tag__3;
                flit_data__3__d = ld_data__3;
            end
            if (stat__first_free[1]) begin
                a__1__d = 1'b1;
                drv__1__d = node_slot;
                buf_num__1__d = 32'h0;
                rcvd__1__d = ld_rcvd;
                sent__1__d = 32'h0;
                if (ld_hsent) begin
                    sent__1__d = 32'h1;
                end
                hdr__1__d = 1'b1;
                tail__1__d = 1'b1;
                hsent__1__d = ld_hsent;
                discard__1__d = 1'b0;
                len__1__d = ld_len;
                out__1__d = ld_out;
                cur__1__d = 32'h0;
                rsv__1__d = 32'h0;
                region_lo__2__d = ld_lo__0;
                region_hi__2__d = ld_hi__0;
                region_lo__3__d = ld_lo__1;
                region_hi__3__d = ld_hi__1;
                flit_tag__4__d = ld_tag__0;
                flit_data__4__d = ld_data__0;
                flit_tag__5__d = ld_tag__1;
                flit_data__5__d = ld_data__1;
                flit_tag__6__d = ld_tag__2;
                flit_data__6__d = ld_data__2;
                flit_tag__7__d = ld_tag__3;
                flit_data__7__d = ld_data__3;
            end
            if (stat__first_free[2]) begin
                a__2__d = 1'b1;
                drv__2__d = node_slot;
                buf_num__2__d = 32'h0;
                rcvd__2__d = ld_rcvd;
                sent__2__d = 32'h0;
                if (ld_hsent) begin
                    sent__2__d = 32'h1;
                end
                hdr__2__d = 1'b1;
                tail__2__d = 1'b1;
                hsent__2__d = ld_hsent;
                discard__2__d = 1'b0;
                len__2__d = ld_len;
                out__2__d = ld_out;
                cur__2__d = 32'h0;
                rsv__2__d = 32'h0;
                region_lo__4__d = ld_lo__0;
                region_hi__4__d = ld_hi__0;
                region_lo__5__d = ld_lo__1;
                region_hi__5__d = ld_hi__1;
                flit_tag__8__d = ld_tag__0;
                flit_data__8__d = ld_data__0;
                flit_tag__9__d = ld_tag__1;
                flit_data__9__d = ld_data__1;
                flit_tag__10__d = ld_tag__2;
                flit_data__10__d = ld_data__2;
                flit_tag__11__d = ld_tag__3;
                flit_data__11__d = ld_data__3;
            end
            if (stat__first_free[3]) begin
                a__3__d = 1'b1;
                drv__3__d = node_slot;
                buf_num__3__d = 32'h0;
                rcvd__3__d = ld_rcvd;
                sent__3__d = 32'h0;
                if (ld_hsent) begin
                    sent__3__d = 32'h1;
                end
                hdr__3__d = 1'b1;
                tail__3__d = 1'b1;
                hsent__3__d = ld_hsent;
                discard__3__d = 1'b0;
                len__3__d = ld_len;
                out__3__d = ld_out;
                cur__3__d = 32'h0;
                rsv__3__d = 32'h0;
                region_lo__6__d = ld_lo__0;
                region_hi__6__d = ld_hi__0;
                region_lo__7__d = ld_lo__1;
                region_hi__7__d = ld_hi__1;
                flit_tag__12__d = ld_tag__0;
                flit_data__12__d = ld_data__0;
                flit_tag__13__d = ld_tag__1;
                flit_data__13__d = ld_data__1;
                flit_tag__14__d = ld_tag__2;
                flit_data__14__d = ld_data__2;
                flit_tag__15__d = ld_tag__3;
                flit_data__15__d = ld_data__3;
            end
        end
        if (rst) begin
            a__0__d = 1'b0;
            hdr__0__d = 1'b0;
            tail__0__d = 1'b0;
            hsent__0__d = 1'b0;
            discard__0__d = 1'b0;
            rcvd__0__d = 32'h0;
            sent__0__d = 32'h0;
            out__0__d = 32'h0;
            cur__0__d = 32'h0;
            rsv__0__d = 32'h0;
            a__1__d = 1'b0;
            hdr__1__d = 1'b0;
            tail__1__d = 1'b0;
            hsent__1__d = 1'b0;
            discard__1__d = 1'b0;
            rcvd__1__d = 32'h0;
            sent__1__d = 32'h0;
            out__1__d = 32'h0;
            cur__1__d = 32'h0;
            rsv__1__d = 32'h0;
            a__2__d = 1'b0;
            hdr__2__d = 1'b0;
            tail__2__d = 1'b0;
            hsent__2__d = 1'b0;
            discard__2__d = 1'b0;
            rcvd__2__d = 32'h0;
            sent__2__d = 32'h0;
            out__2__d = 32'h0;
            cur__2__d = 32'h0;
            rsv__2__d = 32'h0;
            a__3__d = 1'b0;
            hdr__3__d = 1'b0;
            tail__3__d = 1'b0;
            hsent__3__d = 1'b0;
            discard__3__d = 1'b0;
            rcvd__3__d = 32'h0;
            sent__3__d = 32'h0;
            out__3__d = 32'h0;
            cur__3__d = 32'h0;
            rsv__3__d = 32'h0;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__a__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__ackout(rx_head,rsv_me,free,hit,rx_chain,ack_out);
    
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
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__ackout


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__arbiter(clock,req,advance,rst,grant,valid);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] req;
    input wire  advance;
    input wire  rst;
    output reg  [3:0] grant;
    output reg  valid;
    
    // Constant declarations
    localparam  order__0 = 64'he;
    localparam  order__1 = 64'hcc;
    localparam  order__2 = 64'h888;
    localparam  order__3 = 64'h0;
    localparam  onehot__0 = 4'h1;
    localparam  onehot__1 = 4'h2;
    localparam  onehot__2 = 4'h4;
    localparam  onehot__3 = 4'h8;
    localparam  below__0 = 4'h0;
    localparam  below__1 = 4'h1;
    localparam  below__2 = 4'h3;
    localparam  below__3 = 4'h7;
    localparam  above__0 = 4'he;
    localparam  above__1 = 4'hc;
    localparam  above__2 = 4'h8;
    localparam  above__3 = 4'h0;
    
    // Stub signals
    reg  [63:0] after__d;
    wire  [63:0] after__q;
    reg  after__clock;
    
    // Local signals
    reg  [3:0] ahead__0;
    reg  [3:0] ahead__1;
    reg  [3:0] ahead__2;
    reg  [3:0] ahead__3;
    reg  [3:0] adv_ahead__0;
    reg  [3:0] adv_ahead__1;
    reg  [3:0] adv_ahead__2;
    reg  [3:0] adv_ahead__3;
    reg  [3:0] adv_g;
    reg  [63:0] adv_o;
    
    // Sub module instances
    mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__arbiter__after after(
        .d(after__d),
        .q(after__q),
        .clock(after__clock)
    );
    
    // Update code
    always @(*) begin
        after__clock = clock;
        after__d = after__q;
        grant = 32'h0;
        ahead__0 = 32'h0;
        if ((below__0[0] & ~after__q[0 * 4 + 0]) | (above__0[0] & after__q[0 * 4 + 0])) begin
            ahead__0 = ahead__0 | onehot__0;
        end
        if ((below__0[1] & ~after__q[1 * 4 + 0]) | (above__0[1] & after__q[0 * 4 + 1])) begin
            ahead__0 = ahead__0 | onehot__1;
        end
        if ((below__0[2] & ~after__q[2 * 4 + 0]) | (above__0[2] & after__q[0 * 4 + 2])) begin
            ahead__0 = ahead__0 | onehot__2;
        end
        if ((below__0[3] & ~after__q[3 * 4 + 0]) | (above__0[3] & after__q[0 * 4 + 3])) begin
            ahead__0 = ahead__0 | onehot__3;
        end
        if (req[0] & ~|(req & ahead__0)) begin
            grant = grant | onehot__0;
        end
        ahead__1 = 32'h0;
        if ((below__1[0] & ~after__q[0 * 4 + 1]) | (above__1[0] & after__q[1 * 4 + 0])) begin
            ahead__1 = ahead__1 | onehot__0;
        end
        if ((below__1[1] & ~after__q[1 * 4 + 1]) | (above__1[1] & after__q[1 * 4 + 1])) begin
            ahead__1 = ahead__1 | onehot__1;
        end
        if ((below__1[2] & ~after__q[2 * 4 + 1]) | (above__1[2] & after__q[1 * 4 + 2])) begin
            ahead__1 = ahead__1 | onehot__2;
        end
        if ((below__1[3] & ~after__q[3 * 4 + 1]) | (above__1[3] & after__q[1 * 4 + 3])) begin
            ahead__1 = ahead__1 | onehot__3;
        end
        if (req[1] & ~|(req & ahead__1)) begin
            grant = grant | onehot__1;
        end
        ahead__2 = 32'h0;
        if ((below__2[0] & ~after__q[0 * 4 + 2]) | (above__2[0] & after__q[2 * 4 + 0])) begin
            ahead__2 = ahead__2 | onehot__0;
        end
        if ((below__2[1] & ~after__q[1 * 4 + 2]) | (above__2[1] & after__q[2 * 4 + 1])) begin
            ahead__2 = ahead__2 | onehot__1;
        end
        if ((below__2[2] & ~after__q[2 * 4 + 2]) | (above__2[2] & after__q[2 * 4 + 2])) begin
            ahead__2 = ahead__2 | onehot__2;
        end
        if ((below__2[3] & ~after__q[3 * 4 + 2]) | (above__2[3] & after__q[2 * 4 + 3])) begin
            ahead__2 = ahead__2 | onehot__3;
        end
        if (req[2] & ~|(req & ahead__2)) begin
            grant = grant | onehot__2;
        end
        ahead__3 = 32'h0;
        if ((below__3[0] & ~after__q[0 * 4 + 3]) | (above__3[0] & after__q[3 * 4 + 0])) begin
            ahead__3 = ahead__3 | onehot__0;
        end
        if ((below__3[1] & ~after__q[1 * 4 + 3]) | (above__3[1] & after__q[3 * 4 + 1])) begin
            ahead__3 = ahead__3 | onehot__1;
        end
        if ((below__3[2] & ~after__q[2 * 4 + 3]) | (above__3[2] & after__q[3 * 4 + 2])) begin
            ahead__3 = ahead__3 | onehot__2;
        end
        if ((below__3[3] & ~after__q[3 * 4 + 3]) | (above__3[3] & after__q[3 * 4 + 3])) begin
            ahead__3 = ahead__3 | onehot__3;
        end
        if (req[3] & ~|(req & ahead__3)) begin
            grant = grant | onehot__3;
        end
        valid = |req;
        adv_g = 32'h0;
        adv_ahead__0 = 32'h0;
        if ((below__0[0] & ~after__q[0 * 4 + 0]) | (above__0[0] & after__q[0 * 4 + 0])) begin
            adv_ahead__0 = adv_ahead__0 | onehot__0;
        end
        if ((below__0[1] & ~after__q[1 * 4 + 0]) | (above__0[1] & after__q[0 * 4 + 1])) begin
            adv_ahead__0 = adv_ahead__0 | onehot__1;
        end
        if ((below__0[2] & ~after__q[2 * 4 + 0]) | (above__0[2] & after__q[0 * 4 + 2])) begin
            adv_ahead__0 = adv_ahead__0 | onehot__2;
        end
        if ((below__0[3] & ~after__q[3 * 4 + 0]) | (above__0[3] & after__q[0 * 4 + 3])) begin
            adv_ahead__0 = adv_ahead__0 | onehot__3;
        end
        if (req[0] & ~|(req & adv_ahead__0)) begin
            adv_g = adv_g | onehot__0;
        end
        adv_ahead__1 = 32'h0;
        if ((below__1[0] & ~after__q[0 * 4 + 1]) | (above__1[0] & after__q[1 * 4 + 0])) begin
            adv_ahead__1 = adv_ahead__1 | onehot__0;
        end
        if ((below__1[1] & ~after__q[1 * 4 + 1]) | (above__1[1] & after__q[1 * 4 + 1])) begin
            adv_ahead__1 = adv_ahead__1 | onehot__1;
        end
        if ((below__1[2] & ~after__q[2 * 4 + 1]) | (above__1[2] & after__q[1 * 4 + 2])) begin
            adv_ahead__1 = adv_ahead__1 | onehot__2;
        end
        if ((below__1[3] & ~after__q[3 * 4 + 1]) | (above__1[3] & after__q[1 * 4 + 3])) begin
            adv_ahead__1 = adv_ahead__1 | onehot__3;
        end
        if (req[1] & ~|(req & adv_ahead__1)) begin
            adv_g = adv_g | onehot__1;
        end
        adv_ahead__2 = 32'h0;
        if ((below__2[0] & ~after__q[0 * 4 + 2]) | (above__2[0] & after__q[2 * 4 + 0])) begin
            adv_ahead__2 = adv_ahead__2 | onehot__0;
        end
        if ((below__2[1] & ~after__q[1 * 4 + 2]) | (above__2[1] & after__q[2 * 4 + 1])) begin
            adv_ahead__2 = adv_ahead__2 | onehot__1;
        end
        if ((below__2[2] & ~after__q[2 * 4 + 2]) | (above__2[2] & after__q[2 * 4 + 2])) begin
            adv_ahead__2 = adv_ahead__2 | onehot__2;
        end
        if ((below__2[3] & ~after__q[3 * 4 + 2]) | (above__2[3] & after__q[2 * 4 + 3])) begin
            adv_ahead__2 = adv_ahead__2 | onehot__3;
        end
        if (req[2] & ~|(req & adv_ahead__2)) begin
            adv_g = adv_g | onehot__2;
        end
        adv_ahead__3 = 32'h0;
        if ((below__3[0] & ~after__q[0 * 4 + 3]) | (above__3[0] & after__q[3 * 4 + 0])) begin
            adv_ahead__3 = adv_ahead__3 | onehot__0;
        end
        if ((below__3[1] & ~after__q[1 * 4 + 3]) | (above__3[1] & after__q[3 * 4 + 1])) begin
            adv_ahead__3 = adv_ahead__3 | onehot__1;
        end
        if ((below__3[2] & ~after__q[2 * 4 + 3]) | (above__3[2] & after__q[3 * 4 + 2])) begin
            adv_ahead__3 = adv_ahead__3 | onehot__2;
        end
        if ((below__3[3] & ~after__q[3 * 4 + 3]) | (above__3[3] & after__q[3 * 4 + 3])) begin
            adv_ahead__3 = adv_ahead__3 | onehot__3;
        end
        if (req[3] & ~|(req & adv_ahead__3)) begin
            adv_g = adv_g | onehot__3;
        end
        adv_o = 32'h0;
        if (adv_g[0]) begin
            adv_o = adv_o | order__0;
        end
        if (adv_g[1]) begin
            adv_o = adv_o | order__1;
        end
        if (adv_g[2]) begin
            adv_o = adv_o | order__2;
        end
        if (adv_g[3]) begin
            adv_o = adv_o | order__3;
        end
        if (advance & |req) begin
            after__d = adv_o;
        end
        if (rst) begin
            after__d = 32'h0;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__arbiter


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__arbiter__after(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__arbiter__after


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__buf_num__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__check(coord,rx_valid,rx_drv,rx_tag,rx_buf,rx_data,free,a__0,a__1,a__2,a__3,hdr__0,hdr__1,hdr__2,hdr__3,tail__0,tail__1,tail__2,tail__3,discard__0,discard__1,discard__2,discard__3,drv__0,drv__1,drv__2,drv__3,buf_num__0,buf_num__1,buf_num__2,buf_num__3,rcvd__0,rcvd__1,rcvd__2,rcvd__3,len__0,len__1,len__2,len__3,hit,can_ack,bad,rx_head,h_me,h_len,match_hit,rsv_me,reserved_first,sub_lo__0,sub_lo__1,sub_hi__0,sub_hi__1,route_out);
    
    // Module arguments
    input wire  [3:0] coord;
    input wire  rx_valid;
    input wire  [2:0] rx_drv;
    input wire  [1:0] rx_tag;
    input wire  [1:0] rx_buf;
    input wire  [15:0] rx_data;
    input wire  free;
    input wire  a__0;
    input wire  a__1;
    input wire  a__2;
    input wire  a__3;
    input wire  hdr__0;
    input wire  hdr__1;
    input wire  hdr__2;
    input wire  hdr__3;
    input wire  tail__0;
    input wire  tail__1;
    input wire  tail__2;
    input wire  tail__3;
    input wire  discard__0;
    input wire  discard__1;
    input wire  discard__2;
    input wire  discard__3;
    input wire  [2:0] drv__0;
    input wire  [2:0] drv__1;
    input wire  [2:0] drv__2;
    input wire  [2:0] drv__3;
    input wire  [1:0] buf_num__0;
    input wire  [1:0] buf_num__1;
    input wire  [1:0] buf_num__2;
    input wire  [1:0] buf_num__3;
    input wire  [2:0] rcvd__0;
    input wire  [2:0] rcvd__1;
    input wire  [2:0] rcvd__2;
    input wire  [2:0] rcvd__3;
    input wire  [2:0] len__0;
    input wire  [2:0] len__1;
    input wire  [2:0] len__2;
    input wire  [2:0] len__3;
    output reg  hit;
    output reg  can_ack;
    output reg  bad;
    output reg  rx_head;
    output reg  h_me;
    output reg  [2:0] h_len;
    output reg  [3:0] match_hit;
    output reg  rsv_me;
    output reg  [3:0] reserved_first;
    output reg  [1:0] sub_lo__0;
    output reg  [1:0] sub_lo__1;
    output reg  [1:0] sub_hi__0;
    output reg  [1:0] sub_hi__1;
    output reg  [4:0] route_out;
    
    // Constant declarations
    localparam  slot_index__0 = 3'b0;
    localparam  slot_index__1 = 3'b1;
    localparam  slot_index__2 = 3'b10;
    localparam  slot_index__3 = 3'b11;
    localparam  slot_index__4 = 3'b100;
    localparam  node_slot = 3'b100;
    localparam  rx_way = 5'b1;
    localparam  rx_plus = 1'b1;
    localparam  dim_below__0 = 1'b0;
    localparam  dim_below__1 = 1'b0;
    localparam  dim_own__0 = 1'b1;
    localparam  dim_own__1 = 1'b0;
    localparam  rx_add__0 = 2'b0;
    localparam  rx_add__1 = 2'b0;
    localparam  tx_add__0 = 2'b1;
    localparam  tx_add__1 = 2'b0;
    localparam  k_max = 2'b11;
    localparam  len_max = 3'b100;
    localparam  mst_bad = 5'b1110;
    localparam  eject = 1'b0;
    localparam  len_shift = 8'hd;
    
    // Local signals
    reg  [1:0] rx_at__0;
    reg  [1:0] rx_at__1;
    reg  [1:0] tx_at__0;
    reg  [1:0] tx_at__1;
    reg  [1:0] h_lo__0;
    reg  [1:0] h_lo__1;
    reg  [1:0] h_hi__0;
    reg  [1:0] h_hi__1;
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
        rx_at__0 = coord[(0 * 2)+:(2)] + rx_add__0;
        tx_at__0 = coord[(0 * 2)+:(2)] + tx_add__0;
        rx_at__1 = coord[(1 * 2)+:(2)] + rx_add__1;
        tx_at__1 = coord[(1 * 2)+:(2)] + tx_add__1;
        match_hit = 32'h0;
        reserved = 32'h0;
        reserved_first = 32'h0;
        scan = 1'b0;
        if (a__0 & (drv__0 == rx_drv) & (buf_num__0 == rx_buf)) begin
            if (hdr__0 & ~tail__0) begin
                match_hit = (match_hit & ~(1 << (0)) | ((1'b1) << (0)));
            end
            if (~hdr__0) begin
                reserved = (reserved & ~(1 << (0)) | ((1'b1) << (0)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (0)) | ((1'b1) << (0)));
                end
                scan = 1'b1;
            end
        end
        if (a__1 & (drv__1 == rx_drv) & (buf_num__1 == rx_buf)) begin
            if (hdr__1 & ~tail__1) begin
                match_hit = (match_hit & ~(1 << (1)) | ((1'b1) << (1)));
            end
            if (~hdr__1) begin
                reserved = (reserved & ~(1 << (1)) | ((1'b1) << (1)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (1)) | ((1'b1) << (1)));
                end
                scan = 1'b1;
            end
        end
        if (a__2 & (drv__2 == rx_drv) & (buf_num__2 == rx_buf)) begin
            if (hdr__2 & ~tail__2) begin
                match_hit = (match_hit & ~(1 << (2)) | ((1'b1) << (2)));
            end
            if (~hdr__2) begin
                reserved = (reserved & ~(1 << (2)) | ((1'b1) << (2)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (2)) | ((1'b1) << (2)));
                end
                scan = 1'b1;
            end
        end
        if (a__3 & (drv__3 == rx_drv) & (buf_num__3 == rx_buf)) begin
            if (hdr__3 & ~tail__3) begin
                match_hit = (match_hit & ~(1 << (3)) | ((1'b1) << (3)));
            end
            if (~hdr__3) begin
                reserved = (reserved & ~(1 << (3)) | ((1'b1) << (3)));
                if (~scan) begin
                    reserved_first = (reserved_first & ~(1 << (3)) | ((1'b1) << (3)));
                end
                scan = 1'b1;
            end
        end
        rx_head = rx_valid & (rx_tag == 32'h1);
        h_me = |(rx_data[(32'h0)+:(5)] & rx_way);
        h_lo__0 = rx_data[(5 + 0 * 2)+:(2)];
        h_hi__0 = rx_data[(5 + 2 * 2 + 0 * 2)+:(2)];
        h_lo__1 = rx_data[(5 + 1 * 2)+:(2)];
        h_hi__1 = rx_data[(5 + 2 * 2 + 1 * 2)+:(2)];
        h_len = ((rx_data >> len_shift) & 3'h7);
        h_bad = (h_len == 32'h0) | (h_len > len_max);
        h_inside = 1'b1;
        h_single = 1'b1;
        h_uni_ok = 1'b1;
        if ((h_lo__0 > h_hi__0) | (h_hi__0 > k_max)) begin
            h_bad = 1'b1;
        end
        if ((h_lo__0 > rx_at__0) | (h_hi__0 < rx_at__0)) begin
            h_inside = 1'b0;
        end
        if (h_lo__0 != h_hi__0) begin
            h_single = 1'b0;
        end
        if (dim_below__0 & (h_lo__0 != rx_at__0)) begin
            h_uni_ok = 1'b0;
        end
        if (dim_own__0) begin
            if (rx_plus) begin
                if (rx_at__0 >= h_lo__0) begin
                    h_uni_ok = 1'b0;
                end
            end
            else if (rx_at__0 <= h_hi__0) begin
                h_uni_ok = 1'b0;
            end
        end
        if ((h_lo__1 > h_hi__1) | (h_hi__1 > k_max)) begin
            h_bad = 1'b1;
        end
        if ((h_lo__1 > rx_at__1) | (h_hi__1 < rx_at__1)) begin
            h_inside = 1'b0;
        end
        if (h_lo__1 != h_hi__1) begin
            h_single = 1'b0;
        end
        if (dim_below__1 & (h_lo__1 != rx_at__1)) begin
            h_uni_ok = 1'b0;
        end
        if (dim_own__1) begin
            if (rx_plus) begin
                if (rx_at__1 >= h_lo__1) begin
                    h_uni_ok = 1'b0;
                end
            end
            else if (rx_at__1 <= h_hi__1) begin
                h_uni_ok = 1'b0;
            end
        end
        if ((rx_drv == slot_index__0) & mst_bad[0]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index__1) & mst_bad[1]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index__2) & mst_bad[2]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index__3) & mst_bad[3]) begin
            h_bad = 1'b1;
        end
        if ((rx_drv == slot_index__4) & mst_bad[4]) begin
            h_bad = 1'b1;
        end
        if (h_inside) begin
            if (dim_own__0) begin
                if (rx_plus) begin
                    if (h_hi__0 <= rx_at__0) begin
                        h_bad = 1'b1;
                    end
                end
                else if (h_lo__0 >= rx_at__0) begin
                    h_bad = 1'b1;
                end
            end
            if (dim_own__1) begin
                if (rx_plus) begin
                    if (h_hi__1 <= rx_at__1) begin
                        h_bad = 1'b1;
                    end
                end
                else if (h_lo__1 >= rx_at__1) begin
                    h_bad = 1'b1;
                end
            end
        end
        else if (~(h_single & h_uni_ok) | eject) begin
            h_bad = 1'b1;
        end
        sub_lo__0 = h_lo__0;
        sub_hi__0 = h_hi__0;
        if (h_inside) begin
            if (dim_below__0) begin
                sub_lo__0 = rx_at__0;
                sub_hi__0 = rx_at__0;
            end
            if (dim_own__0) begin
                if (rx_plus) begin
                    sub_lo__0 = rx_at__0 + 32'h1;
                end
                else begin
                    sub_hi__0 = rx_at__0 - 32'h1;
                end
            end
        end
        sub_lo__1 = h_lo__1;
        sub_hi__1 = h_hi__1;
        if (h_inside) begin
            if (dim_below__1) begin
                sub_lo__1 = rx_at__1;
                sub_hi__1 = rx_at__1;
            end
            if (dim_own__1) begin
                if (rx_plus) begin
                    sub_lo__1 = rx_at__1 + 32'h1;
                end
                else begin
                    sub_hi__1 = rx_at__1 - 32'h1;
                end
            end
        end
        sub_inside = 1'b1;
        if ((sub_lo__0 > tx_at__0) | (sub_hi__0 < tx_at__0)) begin
            sub_inside = 1'b0;
        end
        if ((sub_lo__1 > tx_at__1) | (sub_hi__1 < tx_at__1)) begin
            sub_inside = 1'b0;
        end
        route_out = 32'h0;
        sub_found = 1'b0;
        if (sub_inside) begin
            route_out = (route_out & ~(1 << (5 - 32'h1)) | ((1'b1) << (5 - 32'h1)));
        end
        if (sub_inside) begin
            if (sub_hi__0 > tx_at__0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0)) | ((1'b1) << (32'h2 * 0)));
            end
            if (sub_lo__0 < tx_at__0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0 + 32'h1)) | ((1'b1) << (32'h2 * 0 + 32'h1)));
            end
        end
        else if (~sub_found) begin
            if (tx_at__0 < sub_lo__0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0)) | ((1'b1) << (32'h2 * 0)));
                sub_found = 1'b1;
            end
            if (tx_at__0 > sub_hi__0) begin
                route_out = (route_out & ~(1 << (32'h2 * 0 + 32'h1)) | ((1'b1) << (32'h2 * 0 + 32'h1)));
                sub_found = 1'b1;
            end
        end
        if (sub_inside) begin
            if (sub_hi__1 > tx_at__1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1)) | ((1'b1) << (32'h2 * 1)));
            end
            if (sub_lo__1 < tx_at__1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1 + 32'h1)) | ((1'b1) << (32'h2 * 1 + 32'h1)));
            end
        end
        else if (~sub_found) begin
            if (tx_at__1 < sub_lo__1) begin
                route_out = (route_out & ~(1 << (32'h2 * 1)) | ((1'b1) << (32'h2 * 1)));
                sub_found = 1'b1;
            end
            if (tx_at__1 > sub_hi__1) begin
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
            if (match_hit[0] & (drv__0 == node_slot) & ~discard__0 & ((rx_tag == 32'h3) != (rcvd__0 == len__0))) begin
                bad = 1'b1;
            end
            if (match_hit[1] & (drv__1 == node_slot) & ~discard__1 & ((rx_tag == 32'h3) != (rcvd__1 == len__1))) begin
                bad = 1'b1;
            end
            if (match_hit[2] & (drv__2 == node_slot) & ~discard__2 & ((rx_tag == 32'h3) != (rcvd__2 == len__2))) begin
                bad = 1'b1;
            end
            if (match_hit[3] & (drv__3 == node_slot) & ~discard__3 & ((rx_tag == 32'h3) != (rcvd__3 == len__3))) begin
                bad = 1'b1;
            end
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__check


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__cur__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__discard__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__drv__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__10(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__10


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__11(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__11


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__12(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__12


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__13(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__13


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__14(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__14


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__15(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__15


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__8(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__8


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__9(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_data__9


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__10(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__10


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__11(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__11


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__12(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__12


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__13(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__13


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__14(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__14


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__15(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__15


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__8(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__8


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__9(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__flit_tag__9


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hdr__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__hsent__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__len__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__out__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__pick(grant,valid,free2,hsent__0,hsent__1,hsent__2,hsent__3,sent__0,sent__1,sent__2,sent__3,len__0,len__1,len__2,len__3,out__0,out__1,out__2,out__3,cur__0,cur__1,cur__2,cur__3,region_lo__0,region_lo__1,region_lo__2,region_lo__3,region_lo__4,region_lo__5,region_lo__6,region_lo__7,region_hi__0,region_hi__1,region_hi__2,region_hi__3,region_hi__4,region_hi__5,region_hi__6,region_hi__7,flit_tag__0,flit_tag__1,flit_tag__2,flit_tag__3,flit_tag__4,flit_tag__5,flit_tag__6,flit_tag__7,flit_tag__8,flit_tag__9,flit_tag__10,flit_tag__11,flit_tag__12,flit_tag__13,flit_tag__14,flit_tag__15,flit_data__0,flit_data__1,flit_data__2,flit_data__3,flit_data__4,flit_data__5,flit_data__6,flit_data__7,flit_data__8,flit_data__9,flit_data__10,flit_data__11,flit_data__12,flit_data__13,flit_data__14,flit_data__15,pri,part,drv_tag,drv_buf,drv_data,p_ways);
    
    // Module arguments
    input wire  [3:0] grant;
    input wire  valid;
    input wire  free2;
    input wire  hsent__0;
    input wire  hsent__1;
    input wire  hsent__2;
    input wire  hsent__3;
    input wire  [2:0] sent__0;
    input wire  [2:0] sent__1;
    input wire  [2:0] sent__2;
    input wire  [2:0] sent__3;
    input wire  [2:0] len__0;
    input wire  [2:0] len__1;
    input wire  [2:0] len__2;
    input wire  [2:0] len__3;
    input wire  [4:0] out__0;
    input wire  [4:0] out__1;
    input wire  [4:0] out__2;
    input wire  [4:0] out__3;
    input wire  [4:0] cur__0;
    input wire  [4:0] cur__1;
    input wire  [4:0] cur__2;
    input wire  [4:0] cur__3;
    input wire  [1:0] region_lo__0;
    input wire  [1:0] region_lo__1;
    input wire  [1:0] region_lo__2;
    input wire  [1:0] region_lo__3;
    input wire  [1:0] region_lo__4;
    input wire  [1:0] region_lo__5;
    input wire  [1:0] region_lo__6;
    input wire  [1:0] region_lo__7;
    input wire  [1:0] region_hi__0;
    input wire  [1:0] region_hi__1;
    input wire  [1:0] region_hi__2;
    input wire  [1:0] region_hi__3;
    input wire  [1:0] region_hi__4;
    input wire  [1:0] region_hi__5;
    input wire  [1:0] region_hi__6;
    input wire  [1:0] region_hi__7;
    input wire  [1:0] flit_tag__0;
    input wire  [1:0] flit_tag__1;
    input wire  [1:0] flit_tag__2;
    input wire  [1:0] flit_tag__3;
    input wire  [1:0] flit_tag__4;
    input wire  [1:0] flit_tag__5;
    input wire  [1:0] flit_tag__6;
    input wire  [1:0] flit_tag__7;
    input wire  [1:0] flit_tag__8;
    input wire  [1:0] flit_tag__9;
    input wire  [1:0] flit_tag__10;
    input wire  [1:0] flit_tag__11;
    input wire  [1:0] flit_tag__12;
    input wire  [1:0] flit_tag__13;
    input wire  [1:0] flit_tag__14;
    input wire  [1:0] flit_tag__15;
    input wire  [15:0] flit_data__0;
    input wire  [15:0] flit_data__1;
    input wire  [15:0] flit_data__2;
    input wire  [15:0] flit_data__3;
    input wire  [15:0] flit_data__4;
    input wire  [15:0] flit_data__5;
    input wire  [15:0] flit_data__6;
    input wire  [15:0] flit_data__7;
    input wire  [15:0] flit_data__8;
    input wire  [15:0] flit_data__9;
    input wire  [15:0] flit_data__10;
    input wire  [15:0] flit_data__11;
    input wire  [15:0] flit_data__12;
    input wire  [15:0] flit_data__13;
    input wire  [15:0] flit_data__14;
    input wire  [15:0] flit_data__15;
    output reg  pri;
    output reg  part;
    output reg  [1:0] drv_tag;
    output reg  [1:0] drv_buf;
    output reg  [15:0] drv_data;
    output reg  [4:0] p_ways;
    
    // Constant declarations
    localparam  buf_index__0 = 2'b0;
    localparam  buf_index__1 = 2'b1;
    localparam  buf_index__2 = 2'b10;
    localparam  buf_index__3 = 2'b11;
    localparam  entry_num__0 = 3'b1;
    localparam  entry_num__1 = 3'b10;
    localparam  entry_num__2 = 3'b11;
    localparam  entry_num__3 = 3'b100;
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
            pri = hsent__0;
            drv_buf = buf_index__0;
            p_ways = out__0 & ~cur__0;
            if (hsent__0) begin
                if (sent__0 == entry_num__0) begin
                    drv_tag = flit_tag__0;
                    drv_data = flit_data__0;
                end
                if (sent__0 == entry_num__1) begin
                    drv_tag = flit_tag__1;
                    drv_data = flit_data__1;
                end
                if (sent__0 == entry_num__2) begin
                    drv_tag = flit_tag__2;
                    drv_data = flit_data__2;
                end
                if (sent__0 == entry_num__3) begin
                    drv_tag = flit_tag__3;
                    drv_data = flit_data__3;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len__0;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo__0[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi__0[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo__0[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi__0[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo__1[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi__1[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo__1[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi__1[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[1]) begin
            pri = hsent__1;
            drv_buf = buf_index__1;
            p_ways = out__1 & ~cur__1;
            if (hsent__1) begin
                if (sent__1 == entry_num__0) begin
                    drv_tag = flit_tag__4;
                    drv_data = flit_data__4;
                end
                if (sent__1 == entry_num__1) begin
                    drv_tag = flit_tag__5;
                    drv_data = flit_data__5;
                end
                if (sent__1 == entry_num__2) begin
                    drv_tag = flit_tag__6;
                    drv_data = flit_data__6;
                end
                if (sent__1 == entry_num__3) begin
                    drv_tag = flit_tag__7;
                    drv_data = flit_data__7;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len__1;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo__2[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi__2[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo__2[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi__2[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo__3[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi__3[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo__3[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi__3[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[2]) begin
            pri = hsent__2;
            drv_buf = buf_index__2;
            p_ways = out__2 & ~cur__2;
            if (hsent__2) begin
                if (sent__2 == entry_num__0) begin
                    drv_tag = flit_tag__8;
                    drv_data = flit_data__8;
                end
                if (sent__2 == entry_num__1) begin
                    drv_tag = flit_tag__9;
                    drv_data = flit_data__9;
                end
                if (sent__2 == entry_num__2) begin
                    drv_tag = flit_tag__10;
                    drv_data = flit_data__10;
                end
                if (sent__2 == entry_num__3) begin
                    drv_tag = flit_tag__11;
                    drv_data = flit_data__11;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len__2;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo__4[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi__4[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo__4[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi__4[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo__5[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi__5[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo__5[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi__5[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (grant[3]) begin
            pri = hsent__3;
            drv_buf = buf_index__3;
            p_ways = out__3 & ~cur__3;
            if (hsent__3) begin
                if (sent__3 == entry_num__0) begin
                    drv_tag = flit_tag__12;
                    drv_data = flit_data__12;
                end
                if (sent__3 == entry_num__1) begin
                    drv_tag = flit_tag__13;
                    drv_data = flit_data__13;
                end
                if (sent__3 == entry_num__2) begin
                    drv_tag = flit_tag__14;
                    drv_data = flit_data__14;
                end
                if (sent__3 == entry_num__3) begin
                    drv_tag = flit_tag__15;
                    drv_data = flit_data__15;
                end
            end
            else begin
                drv_tag = 32'h1;
                pk_len = len__3;
                drv_data = ((p_ways) & 16'hffff) | (((pk_len) & 16'hffff) << len_shift);
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 0)) | ((region_lo__6[0]) << (5 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 0)) | ((region_hi__6[0]) << (5 + 2 * 2 + 0 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 0 * 2 + 1)) | ((region_lo__6[1]) << (5 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 0 * 2 + 1)) | ((region_hi__6[1]) << (5 + 2 * 2 + 0 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 0)) | ((region_lo__7[0]) << (5 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 0)) | ((region_hi__7[0]) << (5 + 2 * 2 + 1 * 2 + 0)));
                drv_data = (drv_data & ~(1 << (5 + 1 * 2 + 1)) | ((region_lo__7[1]) << (5 + 1 * 2 + 1)));
                drv_data = (drv_data & ~(1 << (5 + 2 * 2 + 1 * 2 + 1)) | ((region_hi__7[1]) << (5 + 2 * 2 + 1 * 2 + 1)));
            end
        end
        if (replica) begin
            part = valid & free2;
        end
        else begin
            part = valid & partial_alg;
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__pick


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rcvd__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_hi__7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__4(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__4


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__5(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__5


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__6(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__6


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__7(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__region_lo__7


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__reqs(a__0,a__1,a__2,a__3,hdr__0,hdr__1,hdr__2,hdr__3,tail__0,tail__1,tail__2,tail__3,hsent__0,hsent__1,hsent__2,hsent__3,discard__0,discard__1,discard__2,discard__3,drv__0,drv__1,drv__2,drv__3,rcvd__0,rcvd__1,rcvd__2,rcvd__3,sent__0,sent__1,sent__2,sent__3,out__0,out__1,out__2,out__3,cur__0,cur__1,cur__2,cur__3,rsv__0,rsv__1,rsv__2,rsv__3,tx_avail,requests);
    
    // Module arguments
    input wire  a__0;
    input wire  a__1;
    input wire  a__2;
    input wire  a__3;
    input wire  hdr__0;
    input wire  hdr__1;
    input wire  hdr__2;
    input wire  hdr__3;
    input wire  tail__0;
    input wire  tail__1;
    input wire  tail__2;
    input wire  tail__3;
    input wire  hsent__0;
    input wire  hsent__1;
    input wire  hsent__2;
    input wire  hsent__3;
    input wire  discard__0;
    input wire  discard__1;
    input wire  discard__2;
    input wire  discard__3;
    input wire  [2:0] drv__0;
    input wire  [2:0] drv__1;
    input wire  [2:0] drv__2;
    input wire  [2:0] drv__3;
    input wire  [2:0] rcvd__0;
    input wire  [2:0] rcvd__1;
    input wire  [2:0] rcvd__2;
    input wire  [2:0] rcvd__3;
    input wire  [2:0] sent__0;
    input wire  [2:0] sent__1;
    input wire  [2:0] sent__2;
    input wire  [2:0] sent__3;
    input wire  [4:0] out__0;
    input wire  [4:0] out__1;
    input wire  [4:0] out__2;
    input wire  [4:0] out__3;
    input wire  [4:0] cur__0;
    input wire  [4:0] cur__1;
    input wire  [4:0] cur__2;
    input wire  [4:0] cur__3;
    input wire  [4:0] rsv__0;
    input wire  [4:0] rsv__1;
    input wire  [4:0] rsv__2;
    input wire  [4:0] rsv__3;
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
        if (~a__0) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (0)) | ((1'b1) << (0)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (~a__1) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (1)) | ((1'b1) << (1)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (~a__2) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (2)) | ((1'b1) << (2)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (~a__3) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (3)) | ((1'b1) << (3)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (3)) | ((1'b1) << (3)));
        end
        free2 = scan & (first_free != last_free);
        requests = 32'h0;
        unres = out__0 & ~cur__0 & ~rsv__0;
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
            if (replica & |rsv__0 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a__0 & hdr__0 & ~discard__0 & (sent__0 < rcvd__0) & ~eject) begin
            if (hsent__0) begin
                requests = (requests & ~(1 << (0)) | ((1'b1) << (0)));
            end
            else if (~((drv__0 == node_slot) & ~tail__0)) begin
                requests = (requests & ~(1 << (0)) | ((way_ok) << (0)));
            end
        end
        unres = out__1 & ~cur__1 & ~rsv__1;
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
            if (replica & |rsv__1 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a__1 & hdr__1 & ~discard__1 & (sent__1 < rcvd__1) & ~eject) begin
            if (hsent__1) begin
                requests = (requests & ~(1 << (1)) | ((1'b1) << (1)));
            end
            else if (~((drv__1 == node_slot) & ~tail__1)) begin
                requests = (requests & ~(1 << (1)) | ((way_ok) << (1)));
            end
        end
        unres = out__2 & ~cur__2 & ~rsv__2;
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
            if (replica & |rsv__2 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a__2 & hdr__2 & ~discard__2 & (sent__2 < rcvd__2) & ~eject) begin
            if (hsent__2) begin
                requests = (requests & ~(1 << (2)) | ((1'b1) << (2)));
            end
            else if (~((drv__2 == node_slot) & ~tail__2)) begin
                requests = (requests & ~(1 << (2)) | ((way_ok) << (2)));
            end
        end
        unres = out__3 & ~cur__3 & ~rsv__3;
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
            if (replica & |rsv__3 & free2) begin
                way_ok = 1'b1;
            end
        end
        else begin
            way_ok = |(unres & tx_avail);
        end
        if (~|unres) begin
            way_ok = 1'b1;
        end
        if (a__3 & hdr__3 & ~discard__3 & (sent__3 < rcvd__3) & ~eject) begin
            if (hsent__3) begin
                requests = (requests & ~(1 << (3)) | ((1'b1) << (3)));
            end
            else if (~((drv__3 == node_slot) & ~tail__3)) begin
                requests = (requests & ~(1 << (3)) | ((way_ok) << (3)));
            end
        end
    end
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__reqs


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__rsv__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__sent__3


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__stat(a__0,a__1,a__2,a__3,free,first_free,last_free,free2);
    
    // Module arguments
    input wire  a__0;
    input wire  a__1;
    input wire  a__2;
    input wire  a__3;
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
        if (~a__0) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (0)) | ((1'b1) << (0)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (~a__1) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (1)) | ((1'b1) << (1)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (~a__2) begin
            if (~scan) begin
                first_free = (first_free & ~(1 << (2)) | ((1'b1) << (2)));
            end
            scan = 1'b1;
            last_free = 32'h0;
            last_free = (last_free & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (~a__3) begin
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
    
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__stat


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__0(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__0


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__1(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__1


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__2(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__2


module mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__3(d,q,clock);
    
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
          
endmodule // mway_router_k4_d2_dim0_b4_w16_l5_safe_core__plus__tail__3
