// Written by wormcast 0.1.0: `wormcast gen mesh-router --config mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4.toml` regenerates this IP.
// TPM mesh router: input VC buffers, routing (Figure 6), greedy allocator from a rotating priority, credits, registered outputs
// Port contract:
//   clock: one clock `clock`, every port sampled and driven at its rising edge
//   reset: `rst` (the last input port) is synchronous and active high. In a cycle with `rst` high
//     every output is 0 (no flit on any link or consumption channel, no credit, no `bad`) and the
//     inputs (flits and credits) are ignored; each edge with `rst` high returns the router to its
//     power-on state: every input buffer empty (`head`, `tail`, `count` 0), every input VC Idle
//     with no held output or consumption channel (`state`, `out_port`, `out_vc`, `cons`, `len`,
//     `cnt`, `last_f`, `had_r` cleared), every output VC and consumption channel free with its
//     credit counter at `depth` (`held`, `spent`, `cons_held`, `cons_spent` cleared), the
//     registered output flits idle, `bad` 0 and the allocator's priority `rr` at 0; every flit and
//     worm in the router is lost. The buffer data registers are not cleared (a flit is written
//     before it is read). D = 0: in the first cycle with `rst` low the router is at its power-on
//     state (every output 0). Reset the neighbours with the router, in the same cycles: every
//     router on its four links (in a mesh, the whole mesh) and the node interface, whose credit
//     counters return to `depth` and which drops the worm it was injecting and the flits it had
//     received of a worm whose `TAIL` had not arrived (a worm still waiting in its send queue is
//     injected after the reset as after power-on). A neighbour that is not reset would keep
//     credits and half-sent worms the router no longer knows. Without a reset the registers start
//     from their initial values (an FPGA bitstream loads them); tie `rst` low then.
//   ports:
//     | port | dir | bits | meaning |
//     |------|-----|------|---------|
//     | `in_tag[d]`, `in_vc[d]`, `in_data[d]` | in | 3, VB, W | flit from the neighbour on side d (0 X+, 1 X-, 2 Y+, 3 Y-) |
//     | `inj_tag[k]`, `inj_data[k]` | in | 3, W | flit from injection channel k |
//     | `out_credit[d]` | in | V | credits from the neighbour on side d, one bit per VC |
//     | `cons_credit[c]` | in | 1 | credit from consumption channel c |
//     | `out_tag[d]`, `out_vc[d]`, `out_data[d]` | out | 3, VB, W | flit to side d (registered) |
//     | `cons_tag[c]`, `cons_data[c]` | out | 3, W | flit to consumption channel c (registered) |
//     | `in_credit[d]` | out | V | credits to side d: bit c = a flit left VC c's buffer this cycle (combinational from registers) |
//     | `inj_credit[k]` | out | 1 | credit to injection channel k (combinational from registers) |
//     | `bad` | out | 4 + INJ | bit p: a bad worm or protocol error on input port p in the previous cycle (registered) |
//     | `rst` | in | 1 | synchronous reset, active high (the golden model's last input port) |
//   link:
//     | lines | bits | meaning |
//     |-------|------|---------|
//     | `tag` | 3 | 0 idle, 1 `DEST` (one destination entry), 2 `BODY`, 3 `TAIL`, 4 `KILL` (a tail that aborts the message: the receivers discard what they have of it); 5..7 are malformed |
//     | `vc` | `ceil(log2 v)`, at least 1 (network links only) | the virtual channel of the flit |
//     | `data` | W | a destination entry (`DEST`) or payload |
//     | `credit` (backwards) | v (network), 1 (injection, consumption) | one bit per virtual channel: a flit left that buffer this cycle |
//     
//     A **worm** is one or more `DEST` flits, the ordered destination list (Figure 3), then
//     `len` payload flits: zero or more `BODY` and one `TAIL` (or a `KILL` in its place).
//     The first `DEST` is the routing head.
//   destination_entry:
//     | field | bits | meaning |
//     |-------|------|---------|
//     | `x` | `ceil(log2 X)` (at least 1) | destination column |
//     | `y` | `ceil(log2 Y)` (at least 1) | destination row |
//     | `flags` | 3 | bit 0 absorb (A), bit 1 forward (F), bit 2 retransmit (R): ABS = A, PAF = A+F, PAR = A+R, PAFR = A+F+R, TAR = R, TAFR = F+R ([`Flags`]); 0 and F alone are undefined |
//     | `len` | the rest of W, at most 16 | payload flits after the list (`BODY`s and the `TAIL`), 1..=2^bits - 1 |
//     
//     Every entry carries the message's `len`; a router checks the payload against the `len`
//     of the entry it routed on.
//     
//     **4x4, W = 16**: `x` `[1:0]`, `y` `[3:2]`, `flags` `[6:4]`, `len` `[15:7]`.
//     **16x16, W = 16**: `x` `[3:0]`, `y` `[7:4]`, `flags` `[10:8]`, `len` `[15:11]` (at most 31
//     payload flits: the paper's 20-flit packets fit). **16x16, W = 32**: `len` `[26:11]`.
module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4 (
    input wire clock,
    input wire [2:0] in0_tag,
    input wire in0_vc,
    input wire [15:0] in0_data,
    input wire [2:0] in1_tag,
    input wire in1_vc,
    input wire [15:0] in1_data,
    input wire [2:0] in2_tag,
    input wire in2_vc,
    input wire [15:0] in2_data,
    input wire [2:0] in3_tag,
    input wire in3_vc,
    input wire [15:0] in3_data,
    input wire [2:0] inj0_tag,
    input wire [15:0] inj0_data,
    input wire [1:0] out0_credit,
    input wire [1:0] out1_credit,
    input wire [1:0] out2_credit,
    input wire [1:0] out3_credit,
    input wire cons0_credit,
    input wire cons1_credit,
    input wire cons2_credit,
    input wire cons3_credit,
    input wire rst,
    output wire [2:0] out0_tag,
    output wire out0_vc,
    output wire [15:0] out0_data,
    output wire [2:0] out1_tag,
    output wire out1_vc,
    output wire [15:0] out1_data,
    output wire [2:0] out2_tag,
    output wire out2_vc,
    output wire [15:0] out2_data,
    output wire [2:0] out3_tag,
    output wire out3_vc,
    output wire [15:0] out3_data,
    output wire [2:0] cons0_tag,
    output wire [15:0] cons0_data,
    output wire [2:0] cons1_tag,
    output wire [15:0] cons1_data,
    output wire [2:0] cons2_tag,
    output wire [15:0] cons2_data,
    output wire [2:0] cons3_tag,
    output wire [15:0] cons3_data,
    output wire [1:0] in0_credit,
    output wire [1:0] in1_credit,
    output wire [1:0] in2_credit,
    output wire [1:0] in3_credit,
    output wire inj0_credit,
    output wire [4:0] bad
);
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core core (
        .clock(clock),
        .in_tag__0(in0_tag),
        .in_vc__0(in0_vc),
        .in_data__0(in0_data),
        .in_tag__1(in1_tag),
        .in_vc__1(in1_vc),
        .in_data__1(in1_data),
        .in_tag__2(in2_tag),
        .in_vc__2(in2_vc),
        .in_data__2(in2_data),
        .in_tag__3(in3_tag),
        .in_vc__3(in3_vc),
        .in_data__3(in3_data),
        .inj_tag__0(inj0_tag),
        .inj_data__0(inj0_data),
        .out_credit__0(out0_credit),
        .out_credit__1(out1_credit),
        .out_credit__2(out2_credit),
        .out_credit__3(out3_credit),
        .cons_credit__0(cons0_credit),
        .cons_credit__1(cons1_credit),
        .cons_credit__2(cons2_credit),
        .cons_credit__3(cons3_credit),
        .rst(rst),
        .out_tag__0(out0_tag),
        .out_vc__0(out0_vc),
        .out_data__0(out0_data),
        .out_tag__1(out1_tag),
        .out_vc__1(out1_vc),
        .out_data__1(out1_data),
        .out_tag__2(out2_tag),
        .out_vc__2(out2_vc),
        .out_data__2(out2_data),
        .out_tag__3(out3_tag),
        .out_vc__3(out3_vc),
        .out_data__3(out3_data),
        .cons_tag__0(cons0_tag),
        .cons_data__0(cons0_data),
        .cons_tag__1(cons1_tag),
        .cons_data__1(cons1_data),
        .cons_tag__2(cons2_tag),
        .cons_data__2(cons2_data),
        .cons_tag__3(cons3_tag),
        .cons_data__3(cons3_data),
        .in_credit__0(in0_credit),
        .in_credit__1(in1_credit),
        .in_credit__2(in2_credit),
        .in_credit__3(in3_credit),
        .inj_credit__0(inj0_credit),
        .bad(bad)
    );
endmodule



module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core(clock,rst,in_tag__0,in_tag__1,in_tag__2,in_tag__3,in_vc__0,in_vc__1,in_vc__2,in_vc__3,in_data__0,in_data__1,in_data__2,in_data__3,inj_tag__0,inj_data__0,out_credit__0,out_credit__1,out_credit__2,out_credit__3,cons_credit__0,cons_credit__1,cons_credit__2,cons_credit__3,out_tag__0,out_tag__1,out_tag__2,out_tag__3,out_vc__0,out_vc__1,out_vc__2,out_vc__3,out_data__0,out_data__1,out_data__2,out_data__3,cons_tag__0,cons_tag__1,cons_tag__2,cons_tag__3,cons_data__0,cons_data__1,cons_data__2,cons_data__3,in_credit__0,in_credit__1,in_credit__2,in_credit__3,inj_credit__0,bad);
    
    // Module arguments
    input wire  clock;
    input wire  rst;
    input wire  [2:0] in_tag__0;
    input wire  [2:0] in_tag__1;
    input wire  [2:0] in_tag__2;
    input wire  [2:0] in_tag__3;
    input wire  in_vc__0;
    input wire  in_vc__1;
    input wire  in_vc__2;
    input wire  in_vc__3;
    input wire  [15:0] in_data__0;
    input wire  [15:0] in_data__1;
    input wire  [15:0] in_data__2;
    input wire  [15:0] in_data__3;
    input wire  [2:0] inj_tag__0;
    input wire  [15:0] inj_data__0;
    input wire  [1:0] out_credit__0;
    input wire  [1:0] out_credit__1;
    input wire  [1:0] out_credit__2;
    input wire  [1:0] out_credit__3;
    input wire  cons_credit__0;
    input wire  cons_credit__1;
    input wire  cons_credit__2;
    input wire  cons_credit__3;
    output reg  [2:0] out_tag__0;
    output reg  [2:0] out_tag__1;
    output reg  [2:0] out_tag__2;
    output reg  [2:0] out_tag__3;
    output reg  out_vc__0;
    output reg  out_vc__1;
    output reg  out_vc__2;
    output reg  out_vc__3;
    output reg  [15:0] out_data__0;
    output reg  [15:0] out_data__1;
    output reg  [15:0] out_data__2;
    output reg  [15:0] out_data__3;
    output reg  [2:0] cons_tag__0;
    output reg  [2:0] cons_tag__1;
    output reg  [2:0] cons_tag__2;
    output reg  [2:0] cons_tag__3;
    output reg  [15:0] cons_data__0;
    output reg  [15:0] cons_data__1;
    output reg  [15:0] cons_data__2;
    output reg  [15:0] cons_data__3;
    output reg  [1:0] in_credit__0;
    output reg  [1:0] in_credit__1;
    output reg  [1:0] in_credit__2;
    output reg  [1:0] in_credit__3;
    output reg  inj_credit__0;
    output reg  [4:0] bad;
    
    // Constant declarations
    localparam  depth = 1'b1;
    localparam  rr_last = 4'h8;
    localparam  ptr_last = 1'b0;
    localparam  vc_index__0 = 1'b0;
    localparam  vc_index__1 = 1'b1;
    localparam  vc_max = 1'b1;
    localparam  ptr_index__0 = 1'b0;
    localparam  port_shift__0 = 8'h0;
    localparam  port_shift__1 = 8'h2;
    localparam  port_shift__2 = 8'h4;
    localparam  port_shift__3 = 8'h6;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Stub signals
    reg  [2:0] buf_tag__0__d;
    wire  [2:0] buf_tag__0__q;
    reg  buf_tag__0__clock;
    reg  [2:0] buf_tag__1__d;
    wire  [2:0] buf_tag__1__q;
    reg  buf_tag__1__clock;
    reg  [2:0] buf_tag__2__d;
    wire  [2:0] buf_tag__2__q;
    reg  buf_tag__2__clock;
    reg  [2:0] buf_tag__3__d;
    wire  [2:0] buf_tag__3__q;
    reg  buf_tag__3__clock;
    reg  [2:0] buf_tag__4__d;
    wire  [2:0] buf_tag__4__q;
    reg  buf_tag__4__clock;
    reg  [2:0] buf_tag__5__d;
    wire  [2:0] buf_tag__5__q;
    reg  buf_tag__5__clock;
    reg  [2:0] buf_tag__6__d;
    wire  [2:0] buf_tag__6__q;
    reg  buf_tag__6__clock;
    reg  [2:0] buf_tag__7__d;
    wire  [2:0] buf_tag__7__q;
    reg  buf_tag__7__clock;
    reg  [2:0] buf_tag__8__d;
    wire  [2:0] buf_tag__8__q;
    reg  buf_tag__8__clock;
    reg  [15:0] buf_data__0__d;
    wire  [15:0] buf_data__0__q;
    reg  buf_data__0__clock;
    reg  [15:0] buf_data__1__d;
    wire  [15:0] buf_data__1__q;
    reg  buf_data__1__clock;
    reg  [15:0] buf_data__2__d;
    wire  [15:0] buf_data__2__q;
    reg  buf_data__2__clock;
    reg  [15:0] buf_data__3__d;
    wire  [15:0] buf_data__3__q;
    reg  buf_data__3__clock;
    reg  [15:0] buf_data__4__d;
    wire  [15:0] buf_data__4__q;
    reg  buf_data__4__clock;
    reg  [15:0] buf_data__5__d;
    wire  [15:0] buf_data__5__q;
    reg  buf_data__5__clock;
    reg  [15:0] buf_data__6__d;
    wire  [15:0] buf_data__6__q;
    reg  buf_data__6__clock;
    reg  [15:0] buf_data__7__d;
    wire  [15:0] buf_data__7__q;
    reg  buf_data__7__clock;
    reg  [15:0] buf_data__8__d;
    wire  [15:0] buf_data__8__q;
    reg  buf_data__8__clock;
    reg  head__0__d;
    wire  head__0__q;
    reg  head__0__clock;
    reg  head__1__d;
    wire  head__1__q;
    reg  head__1__clock;
    reg  head__2__d;
    wire  head__2__q;
    reg  head__2__clock;
    reg  head__3__d;
    wire  head__3__q;
    reg  head__3__clock;
    reg  head__4__d;
    wire  head__4__q;
    reg  head__4__clock;
    reg  head__5__d;
    wire  head__5__q;
    reg  head__5__clock;
    reg  head__6__d;
    wire  head__6__q;
    reg  head__6__clock;
    reg  head__7__d;
    wire  head__7__q;
    reg  head__7__clock;
    reg  head__8__d;
    wire  head__8__q;
    reg  head__8__clock;
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
    reg  tail__4__d;
    wire  tail__4__q;
    reg  tail__4__clock;
    reg  tail__5__d;
    wire  tail__5__q;
    reg  tail__5__clock;
    reg  tail__6__d;
    wire  tail__6__q;
    reg  tail__6__clock;
    reg  tail__7__d;
    wire  tail__7__q;
    reg  tail__7__clock;
    reg  tail__8__d;
    wire  tail__8__q;
    reg  tail__8__clock;
    reg  count__0__d;
    wire  count__0__q;
    reg  count__0__clock;
    reg  count__1__d;
    wire  count__1__q;
    reg  count__1__clock;
    reg  count__2__d;
    wire  count__2__q;
    reg  count__2__clock;
    reg  count__3__d;
    wire  count__3__q;
    reg  count__3__clock;
    reg  count__4__d;
    wire  count__4__q;
    reg  count__4__clock;
    reg  count__5__d;
    wire  count__5__q;
    reg  count__5__clock;
    reg  count__6__d;
    wire  count__6__q;
    reg  count__6__clock;
    reg  count__7__d;
    wire  count__7__q;
    reg  count__7__clock;
    reg  count__8__d;
    wire  count__8__q;
    reg  count__8__clock;
    reg  [2:0] state__0__d;
    wire  [2:0] state__0__q;
    reg  state__0__clock;
    reg  [2:0] state__1__d;
    wire  [2:0] state__1__q;
    reg  state__1__clock;
    reg  [2:0] state__2__d;
    wire  [2:0] state__2__q;
    reg  state__2__clock;
    reg  [2:0] state__3__d;
    wire  [2:0] state__3__q;
    reg  state__3__clock;
    reg  [2:0] state__4__d;
    wire  [2:0] state__4__q;
    reg  state__4__clock;
    reg  [2:0] state__5__d;
    wire  [2:0] state__5__q;
    reg  state__5__clock;
    reg  [2:0] state__6__d;
    wire  [2:0] state__6__q;
    reg  state__6__clock;
    reg  [2:0] state__7__d;
    wire  [2:0] state__7__q;
    reg  state__7__clock;
    reg  [2:0] state__8__d;
    wire  [2:0] state__8__q;
    reg  state__8__clock;
    reg  [3:0] out_port__0__d;
    wire  [3:0] out_port__0__q;
    reg  out_port__0__clock;
    reg  [3:0] out_port__1__d;
    wire  [3:0] out_port__1__q;
    reg  out_port__1__clock;
    reg  [3:0] out_port__2__d;
    wire  [3:0] out_port__2__q;
    reg  out_port__2__clock;
    reg  [3:0] out_port__3__d;
    wire  [3:0] out_port__3__q;
    reg  out_port__3__clock;
    reg  [3:0] out_port__4__d;
    wire  [3:0] out_port__4__q;
    reg  out_port__4__clock;
    reg  [3:0] out_port__5__d;
    wire  [3:0] out_port__5__q;
    reg  out_port__5__clock;
    reg  [3:0] out_port__6__d;
    wire  [3:0] out_port__6__q;
    reg  out_port__6__clock;
    reg  [3:0] out_port__7__d;
    wire  [3:0] out_port__7__q;
    reg  out_port__7__clock;
    reg  [3:0] out_port__8__d;
    wire  [3:0] out_port__8__q;
    reg  out_port__8__clock;
    reg  out_vc_r__0__d;
    wire  out_vc_r__0__q;
    reg  out_vc_r__0__clock;
    reg  out_vc_r__1__d;
    wire  out_vc_r__1__q;
    reg  out_vc_r__1__clock;
    reg  out_vc_r__2__d;
    wire  out_vc_r__2__q;
    reg  out_vc_r__2__clock;
    reg  out_vc_r__3__d;
    wire  out_vc_r__3__q;
    reg  out_vc_r__3__clock;
    reg  out_vc_r__4__d;
    wire  out_vc_r__4__q;
    reg  out_vc_r__4__clock;
    reg  out_vc_r__5__d;
    wire  out_vc_r__5__q;
    reg  out_vc_r__5__clock;
    reg  out_vc_r__6__d;
    wire  out_vc_r__6__q;
    reg  out_vc_r__6__clock;
    reg  out_vc_r__7__d;
    wire  out_vc_r__7__q;
    reg  out_vc_r__7__clock;
    reg  out_vc_r__8__d;
    wire  out_vc_r__8__q;
    reg  out_vc_r__8__clock;
    reg  [3:0] cons__0__d;
    wire  [3:0] cons__0__q;
    reg  cons__0__clock;
    reg  [3:0] cons__1__d;
    wire  [3:0] cons__1__q;
    reg  cons__1__clock;
    reg  [3:0] cons__2__d;
    wire  [3:0] cons__2__q;
    reg  cons__2__clock;
    reg  [3:0] cons__3__d;
    wire  [3:0] cons__3__q;
    reg  cons__3__clock;
    reg  [3:0] cons__4__d;
    wire  [3:0] cons__4__q;
    reg  cons__4__clock;
    reg  [3:0] cons__5__d;
    wire  [3:0] cons__5__q;
    reg  cons__5__clock;
    reg  [3:0] cons__6__d;
    wire  [3:0] cons__6__q;
    reg  cons__6__clock;
    reg  [3:0] cons__7__d;
    wire  [3:0] cons__7__q;
    reg  cons__7__clock;
    reg  [3:0] cons__8__d;
    wire  [3:0] cons__8__q;
    reg  cons__8__clock;
    reg  [8:0] len__0__d;
    wire  [8:0] len__0__q;
    reg  len__0__clock;
    reg  [8:0] len__1__d;
    wire  [8:0] len__1__q;
    reg  len__1__clock;
    reg  [8:0] len__2__d;
    wire  [8:0] len__2__q;
    reg  len__2__clock;
    reg  [8:0] len__3__d;
    wire  [8:0] len__3__q;
    reg  len__3__clock;
    reg  [8:0] len__4__d;
    wire  [8:0] len__4__q;
    reg  len__4__clock;
    reg  [8:0] len__5__d;
    wire  [8:0] len__5__q;
    reg  len__5__clock;
    reg  [8:0] len__6__d;
    wire  [8:0] len__6__q;
    reg  len__6__clock;
    reg  [8:0] len__7__d;
    wire  [8:0] len__7__q;
    reg  len__7__clock;
    reg  [8:0] len__8__d;
    wire  [8:0] len__8__q;
    reg  len__8__clock;
    reg  [8:0] cnt__0__d;
    wire  [8:0] cnt__0__q;
    reg  cnt__0__clock;
    reg  [8:0] cnt__1__d;
    wire  [8:0] cnt__1__q;
    reg  cnt__1__clock;
    reg  [8:0] cnt__2__d;
    wire  [8:0] cnt__2__q;
    reg  cnt__2__clock;
    reg  [8:0] cnt__3__d;
    wire  [8:0] cnt__3__q;
    reg  cnt__3__clock;
    reg  [8:0] cnt__4__d;
    wire  [8:0] cnt__4__q;
    reg  cnt__4__clock;
    reg  [8:0] cnt__5__d;
    wire  [8:0] cnt__5__q;
    reg  cnt__5__clock;
    reg  [8:0] cnt__6__d;
    wire  [8:0] cnt__6__q;
    reg  cnt__6__clock;
    reg  [8:0] cnt__7__d;
    wire  [8:0] cnt__7__q;
    reg  cnt__7__clock;
    reg  [8:0] cnt__8__d;
    wire  [8:0] cnt__8__q;
    reg  cnt__8__clock;
    reg  last_f__0__d;
    wire  last_f__0__q;
    reg  last_f__0__clock;
    reg  last_f__1__d;
    wire  last_f__1__q;
    reg  last_f__1__clock;
    reg  last_f__2__d;
    wire  last_f__2__q;
    reg  last_f__2__clock;
    reg  last_f__3__d;
    wire  last_f__3__q;
    reg  last_f__3__clock;
    reg  last_f__4__d;
    wire  last_f__4__q;
    reg  last_f__4__clock;
    reg  last_f__5__d;
    wire  last_f__5__q;
    reg  last_f__5__clock;
    reg  last_f__6__d;
    wire  last_f__6__q;
    reg  last_f__6__clock;
    reg  last_f__7__d;
    wire  last_f__7__q;
    reg  last_f__7__clock;
    reg  last_f__8__d;
    wire  last_f__8__q;
    reg  last_f__8__clock;
    reg  had_r__0__d;
    wire  had_r__0__q;
    reg  had_r__0__clock;
    reg  had_r__1__d;
    wire  had_r__1__q;
    reg  had_r__1__clock;
    reg  had_r__2__d;
    wire  had_r__2__q;
    reg  had_r__2__clock;
    reg  had_r__3__d;
    wire  had_r__3__q;
    reg  had_r__3__clock;
    reg  had_r__4__d;
    wire  had_r__4__q;
    reg  had_r__4__clock;
    reg  had_r__5__d;
    wire  had_r__5__q;
    reg  had_r__5__clock;
    reg  had_r__6__d;
    wire  had_r__6__q;
    reg  had_r__6__clock;
    reg  had_r__7__d;
    wire  had_r__7__q;
    reg  had_r__7__clock;
    reg  had_r__8__d;
    wire  had_r__8__q;
    reg  had_r__8__clock;
    reg  plan__0__has;
    reg  [2:0] plan__0__tag;
    reg  [15:0] plan__0__data;
    reg  [2:0] plan__0__state;
    reg  plan__0__has_out;
    reg  plan__0__has_cons;
    reg  [8:0] plan__0__len;
    reg  [8:0] plan__0__cnt;
    reg  plan__0__last_f;
    reg  plan__0__had_r;
    wire  plan__0__discard;
    wire  plan__0__goto;
    wire  plan__0__send;
    wire  [2:0] plan__0__next_state;
    wire  plan__0__bad;
    wire  plan__0__pop;
    wire  [2:0] plan__0__send_tag;
    wire  [15:0] plan__0__send_data;
    wire  plan__0__net_need;
    wire  plan__0__net_alloc;
    wire  [3:0] plan__0__net_dir;
    wire  plan__0__cons_need;
    wire  plan__0__cons_alloc;
    wire  plan__0__free_held;
    wire  plan__0__latch;
    wire  [8:0] plan__0__latch_len;
    wire  plan__0__latch_f;
    wire  plan__0__latch_r;
    wire  plan__0__body;
    reg  plan__1__has;
    reg  [2:0] plan__1__tag;
    reg  [15:0] plan__1__data;
    reg  [2:0] plan__1__state;
    reg  plan__1__has_out;
    reg  plan__1__has_cons;
    reg  [8:0] plan__1__len;
    reg  [8:0] plan__1__cnt;
    reg  plan__1__last_f;
    reg  plan__1__had_r;
    wire  plan__1__discard;
    wire  plan__1__goto;
    wire  plan__1__send;
    wire  [2:0] plan__1__next_state;
    wire  plan__1__bad;
    wire  plan__1__pop;
    wire  [2:0] plan__1__send_tag;
    wire  [15:0] plan__1__send_data;
    wire  plan__1__net_need;
    wire  plan__1__net_alloc;
    wire  [3:0] plan__1__net_dir;
    wire  plan__1__cons_need;
    wire  plan__1__cons_alloc;
    wire  plan__1__free_held;
    wire  plan__1__latch;
    wire  [8:0] plan__1__latch_len;
    wire  plan__1__latch_f;
    wire  plan__1__latch_r;
    wire  plan__1__body;
    reg  plan__2__has;
    reg  [2:0] plan__2__tag;
    reg  [15:0] plan__2__data;
    reg  [2:0] plan__2__state;
    reg  plan__2__has_out;
    reg  plan__2__has_cons;
    reg  [8:0] plan__2__len;
    reg  [8:0] plan__2__cnt;
    reg  plan__2__last_f;
    reg  plan__2__had_r;
    wire  plan__2__discard;
    wire  plan__2__goto;
    wire  plan__2__send;
    wire  [2:0] plan__2__next_state;
    wire  plan__2__bad;
    wire  plan__2__pop;
    wire  [2:0] plan__2__send_tag;
    wire  [15:0] plan__2__send_data;
    wire  plan__2__net_need;
    wire  plan__2__net_alloc;
    wire  [3:0] plan__2__net_dir;
    wire  plan__2__cons_need;
    wire  plan__2__cons_alloc;
    wire  plan__2__free_held;
    wire  plan__2__latch;
    wire  [8:0] plan__2__latch_len;
    wire  plan__2__latch_f;
    wire  plan__2__latch_r;
    wire  plan__2__body;
    reg  plan__3__has;
    reg  [2:0] plan__3__tag;
    reg  [15:0] plan__3__data;
    reg  [2:0] plan__3__state;
    reg  plan__3__has_out;
    reg  plan__3__has_cons;
    reg  [8:0] plan__3__len;
    reg  [8:0] plan__3__cnt;
    reg  plan__3__last_f;
    reg  plan__3__had_r;
    wire  plan__3__discard;
    wire  plan__3__goto;
    wire  plan__3__send;
    wire  [2:0] plan__3__next_state;
    wire  plan__3__bad;
    wire  plan__3__pop;
    wire  [2:0] plan__3__send_tag;
    wire  [15:0] plan__3__send_data;
    wire  plan__3__net_need;
    wire  plan__3__net_alloc;
    wire  [3:0] plan__3__net_dir;
    wire  plan__3__cons_need;
    wire  plan__3__cons_alloc;
    wire  plan__3__free_held;
    wire  plan__3__latch;
    wire  [8:0] plan__3__latch_len;
    wire  plan__3__latch_f;
    wire  plan__3__latch_r;
    wire  plan__3__body;
    reg  plan__4__has;
    reg  [2:0] plan__4__tag;
    reg  [15:0] plan__4__data;
    reg  [2:0] plan__4__state;
    reg  plan__4__has_out;
    reg  plan__4__has_cons;
    reg  [8:0] plan__4__len;
    reg  [8:0] plan__4__cnt;
    reg  plan__4__last_f;
    reg  plan__4__had_r;
    wire  plan__4__discard;
    wire  plan__4__goto;
    wire  plan__4__send;
    wire  [2:0] plan__4__next_state;
    wire  plan__4__bad;
    wire  plan__4__pop;
    wire  [2:0] plan__4__send_tag;
    wire  [15:0] plan__4__send_data;
    wire  plan__4__net_need;
    wire  plan__4__net_alloc;
    wire  [3:0] plan__4__net_dir;
    wire  plan__4__cons_need;
    wire  plan__4__cons_alloc;
    wire  plan__4__free_held;
    wire  plan__4__latch;
    wire  [8:0] plan__4__latch_len;
    wire  plan__4__latch_f;
    wire  plan__4__latch_r;
    wire  plan__4__body;
    reg  plan__5__has;
    reg  [2:0] plan__5__tag;
    reg  [15:0] plan__5__data;
    reg  [2:0] plan__5__state;
    reg  plan__5__has_out;
    reg  plan__5__has_cons;
    reg  [8:0] plan__5__len;
    reg  [8:0] plan__5__cnt;
    reg  plan__5__last_f;
    reg  plan__5__had_r;
    wire  plan__5__discard;
    wire  plan__5__goto;
    wire  plan__5__send;
    wire  [2:0] plan__5__next_state;
    wire  plan__5__bad;
    wire  plan__5__pop;
    wire  [2:0] plan__5__send_tag;
    wire  [15:0] plan__5__send_data;
    wire  plan__5__net_need;
    wire  plan__5__net_alloc;
    wire  [3:0] plan__5__net_dir;
    wire  plan__5__cons_need;
    wire  plan__5__cons_alloc;
    wire  plan__5__free_held;
    wire  plan__5__latch;
    wire  [8:0] plan__5__latch_len;
    wire  plan__5__latch_f;
    wire  plan__5__latch_r;
    wire  plan__5__body;
    reg  plan__6__has;
    reg  [2:0] plan__6__tag;
    reg  [15:0] plan__6__data;
    reg  [2:0] plan__6__state;
    reg  plan__6__has_out;
    reg  plan__6__has_cons;
    reg  [8:0] plan__6__len;
    reg  [8:0] plan__6__cnt;
    reg  plan__6__last_f;
    reg  plan__6__had_r;
    wire  plan__6__discard;
    wire  plan__6__goto;
    wire  plan__6__send;
    wire  [2:0] plan__6__next_state;
    wire  plan__6__bad;
    wire  plan__6__pop;
    wire  [2:0] plan__6__send_tag;
    wire  [15:0] plan__6__send_data;
    wire  plan__6__net_need;
    wire  plan__6__net_alloc;
    wire  [3:0] plan__6__net_dir;
    wire  plan__6__cons_need;
    wire  plan__6__cons_alloc;
    wire  plan__6__free_held;
    wire  plan__6__latch;
    wire  [8:0] plan__6__latch_len;
    wire  plan__6__latch_f;
    wire  plan__6__latch_r;
    wire  plan__6__body;
    reg  plan__7__has;
    reg  [2:0] plan__7__tag;
    reg  [15:0] plan__7__data;
    reg  [2:0] plan__7__state;
    reg  plan__7__has_out;
    reg  plan__7__has_cons;
    reg  [8:0] plan__7__len;
    reg  [8:0] plan__7__cnt;
    reg  plan__7__last_f;
    reg  plan__7__had_r;
    wire  plan__7__discard;
    wire  plan__7__goto;
    wire  plan__7__send;
    wire  [2:0] plan__7__next_state;
    wire  plan__7__bad;
    wire  plan__7__pop;
    wire  [2:0] plan__7__send_tag;
    wire  [15:0] plan__7__send_data;
    wire  plan__7__net_need;
    wire  plan__7__net_alloc;
    wire  [3:0] plan__7__net_dir;
    wire  plan__7__cons_need;
    wire  plan__7__cons_alloc;
    wire  plan__7__free_held;
    wire  plan__7__latch;
    wire  [8:0] plan__7__latch_len;
    wire  plan__7__latch_f;
    wire  plan__7__latch_r;
    wire  plan__7__body;
    reg  plan__8__has;
    reg  [2:0] plan__8__tag;
    reg  [15:0] plan__8__data;
    reg  [2:0] plan__8__state;
    reg  plan__8__has_out;
    reg  plan__8__has_cons;
    reg  [8:0] plan__8__len;
    reg  [8:0] plan__8__cnt;
    reg  plan__8__last_f;
    reg  plan__8__had_r;
    wire  plan__8__discard;
    wire  plan__8__goto;
    wire  plan__8__send;
    wire  [2:0] plan__8__next_state;
    wire  plan__8__bad;
    wire  plan__8__pop;
    wire  [2:0] plan__8__send_tag;
    wire  [15:0] plan__8__send_data;
    wire  plan__8__net_need;
    wire  plan__8__net_alloc;
    wire  [3:0] plan__8__net_dir;
    wire  plan__8__cons_need;
    wire  plan__8__cons_alloc;
    wire  plan__8__free_held;
    wire  plan__8__latch;
    wire  [8:0] plan__8__latch_len;
    wire  plan__8__latch_f;
    wire  plan__8__latch_r;
    wire  plan__8__body;
    reg  [3:0] alloc__out_port__0;
    reg  [3:0] alloc__out_port__1;
    reg  [3:0] alloc__out_port__2;
    reg  [3:0] alloc__out_port__3;
    reg  [3:0] alloc__out_port__4;
    reg  [3:0] alloc__out_port__5;
    reg  [3:0] alloc__out_port__6;
    reg  [3:0] alloc__out_port__7;
    reg  [3:0] alloc__out_port__8;
    reg  alloc__out_vc_r__0;
    reg  alloc__out_vc_r__1;
    reg  alloc__out_vc_r__2;
    reg  alloc__out_vc_r__3;
    reg  alloc__out_vc_r__4;
    reg  alloc__out_vc_r__5;
    reg  alloc__out_vc_r__6;
    reg  alloc__out_vc_r__7;
    reg  alloc__out_vc_r__8;
    reg  [3:0] alloc__cons__0;
    reg  [3:0] alloc__cons__1;
    reg  [3:0] alloc__cons__2;
    reg  [3:0] alloc__cons__3;
    reg  [3:0] alloc__cons__4;
    reg  [3:0] alloc__cons__5;
    reg  [3:0] alloc__cons__6;
    reg  [3:0] alloc__cons__7;
    reg  [3:0] alloc__cons__8;
    reg  alloc__net_alloc__0;
    reg  alloc__net_alloc__1;
    reg  alloc__net_alloc__2;
    reg  alloc__net_alloc__3;
    reg  alloc__net_alloc__4;
    reg  alloc__net_alloc__5;
    reg  alloc__net_alloc__6;
    reg  alloc__net_alloc__7;
    reg  alloc__net_alloc__8;
    reg  [3:0] alloc__net_dir__0;
    reg  [3:0] alloc__net_dir__1;
    reg  [3:0] alloc__net_dir__2;
    reg  [3:0] alloc__net_dir__3;
    reg  [3:0] alloc__net_dir__4;
    reg  [3:0] alloc__net_dir__5;
    reg  [3:0] alloc__net_dir__6;
    reg  [3:0] alloc__net_dir__7;
    reg  [3:0] alloc__net_dir__8;
    reg  alloc__cons_alloc__0;
    reg  alloc__cons_alloc__1;
    reg  alloc__cons_alloc__2;
    reg  alloc__cons_alloc__3;
    reg  alloc__cons_alloc__4;
    reg  alloc__cons_alloc__5;
    reg  alloc__cons_alloc__6;
    reg  alloc__cons_alloc__7;
    reg  alloc__cons_alloc__8;
    reg  alloc__send__0;
    reg  alloc__send__1;
    reg  alloc__send__2;
    reg  alloc__send__3;
    reg  alloc__send__4;
    reg  alloc__send__5;
    reg  alloc__send__6;
    reg  alloc__send__7;
    reg  alloc__send__8;
    reg  alloc__net_need__0;
    reg  alloc__net_need__1;
    reg  alloc__net_need__2;
    reg  alloc__net_need__3;
    reg  alloc__net_need__4;
    reg  alloc__net_need__5;
    reg  alloc__net_need__6;
    reg  alloc__net_need__7;
    reg  alloc__net_need__8;
    reg  alloc__cons_need__0;
    reg  alloc__cons_need__1;
    reg  alloc__cons_need__2;
    reg  alloc__cons_need__3;
    reg  alloc__cons_need__4;
    reg  alloc__cons_need__5;
    reg  alloc__cons_need__6;
    reg  alloc__cons_need__7;
    reg  alloc__cons_need__8;
    reg  alloc__discard__0;
    reg  alloc__discard__1;
    reg  alloc__discard__2;
    reg  alloc__discard__3;
    reg  alloc__discard__4;
    reg  alloc__discard__5;
    reg  alloc__discard__6;
    reg  alloc__discard__7;
    reg  alloc__discard__8;
    reg  alloc__pop__0;
    reg  alloc__pop__1;
    reg  alloc__pop__2;
    reg  alloc__pop__3;
    reg  alloc__pop__4;
    reg  alloc__pop__5;
    reg  alloc__pop__6;
    reg  alloc__pop__7;
    reg  alloc__pop__8;
    reg  alloc__bad__0;
    reg  alloc__bad__1;
    reg  alloc__bad__2;
    reg  alloc__bad__3;
    reg  alloc__bad__4;
    reg  alloc__bad__5;
    reg  alloc__bad__6;
    reg  alloc__bad__7;
    reg  alloc__bad__8;
    reg  alloc__spent__0;
    reg  alloc__spent__1;
    reg  alloc__spent__2;
    reg  alloc__spent__3;
    reg  alloc__spent__4;
    reg  alloc__spent__5;
    reg  alloc__spent__6;
    reg  alloc__spent__7;
    reg  [7:0] alloc__held;
    reg  alloc__cons_spent__0;
    reg  alloc__cons_spent__1;
    reg  alloc__cons_spent__2;
    reg  alloc__cons_spent__3;
    reg  [3:0] alloc__cons_held;
    reg  [3:0] alloc__rr;
    wire  [3:0] alloc__net_port__0;
    wire  [3:0] alloc__net_port__1;
    wire  [3:0] alloc__net_port__2;
    wire  [3:0] alloc__net_port__3;
    wire  [3:0] alloc__net_port__4;
    wire  [3:0] alloc__net_port__5;
    wire  [3:0] alloc__net_port__6;
    wire  [3:0] alloc__net_port__7;
    wire  [3:0] alloc__net_port__8;
    wire  alloc__grant__0;
    wire  alloc__grant__1;
    wire  alloc__grant__2;
    wire  alloc__grant__3;
    wire  alloc__grant__4;
    wire  alloc__grant__5;
    wire  alloc__grant__6;
    wire  alloc__grant__7;
    wire  alloc__grant__8;
    wire  [7:0] alloc__g_vc__0;
    wire  [7:0] alloc__g_vc__1;
    wire  [7:0] alloc__g_vc__2;
    wire  [7:0] alloc__g_vc__3;
    wire  [7:0] alloc__g_vc__4;
    wire  [7:0] alloc__g_vc__5;
    wire  [7:0] alloc__g_vc__6;
    wire  [7:0] alloc__g_vc__7;
    wire  [7:0] alloc__g_vc__8;
    wire  alloc__g_vc_num__0;
    wire  alloc__g_vc_num__1;
    wire  alloc__g_vc_num__2;
    wire  alloc__g_vc_num__3;
    wire  alloc__g_vc_num__4;
    wire  alloc__g_vc_num__5;
    wire  alloc__g_vc_num__6;
    wire  alloc__g_vc_num__7;
    wire  alloc__g_vc_num__8;
    wire  [3:0] alloc__g_cons__0;
    wire  [3:0] alloc__g_cons__1;
    wire  [3:0] alloc__g_cons__2;
    wire  [3:0] alloc__g_cons__3;
    wire  [3:0] alloc__g_cons__4;
    wire  [3:0] alloc__g_cons__5;
    wire  [3:0] alloc__g_cons__6;
    wire  [3:0] alloc__g_cons__7;
    wire  [3:0] alloc__g_cons__8;
    wire  [8:0] alloc__pop_now;
    wire  [4:0] alloc__bad_now;
    reg  spent__0__d;
    wire  spent__0__q;
    reg  spent__0__clock;
    reg  spent__1__d;
    wire  spent__1__q;
    reg  spent__1__clock;
    reg  spent__2__d;
    wire  spent__2__q;
    reg  spent__2__clock;
    reg  spent__3__d;
    wire  spent__3__q;
    reg  spent__3__clock;
    reg  spent__4__d;
    wire  spent__4__q;
    reg  spent__4__clock;
    reg  spent__5__d;
    wire  spent__5__q;
    reg  spent__5__clock;
    reg  spent__6__d;
    wire  spent__6__q;
    reg  spent__6__clock;
    reg  spent__7__d;
    wire  spent__7__q;
    reg  spent__7__clock;
    reg  [7:0] held__d;
    wire  [7:0] held__q;
    reg  held__clock;
    reg  cons_spent__0__d;
    wire  cons_spent__0__q;
    reg  cons_spent__0__clock;
    reg  cons_spent__1__d;
    wire  cons_spent__1__q;
    reg  cons_spent__1__clock;
    reg  cons_spent__2__d;
    wire  cons_spent__2__q;
    reg  cons_spent__2__clock;
    reg  cons_spent__3__d;
    wire  cons_spent__3__q;
    reg  cons_spent__3__clock;
    reg  [3:0] cons_held__d;
    wire  [3:0] cons_held__q;
    reg  cons_held__clock;
    reg  [2:0] out_reg_tag__0__d;
    wire  [2:0] out_reg_tag__0__q;
    reg  out_reg_tag__0__clock;
    reg  [2:0] out_reg_tag__1__d;
    wire  [2:0] out_reg_tag__1__q;
    reg  out_reg_tag__1__clock;
    reg  [2:0] out_reg_tag__2__d;
    wire  [2:0] out_reg_tag__2__q;
    reg  out_reg_tag__2__clock;
    reg  [2:0] out_reg_tag__3__d;
    wire  [2:0] out_reg_tag__3__q;
    reg  out_reg_tag__3__clock;
    reg  out_reg_vc__0__d;
    wire  out_reg_vc__0__q;
    reg  out_reg_vc__0__clock;
    reg  out_reg_vc__1__d;
    wire  out_reg_vc__1__q;
    reg  out_reg_vc__1__clock;
    reg  out_reg_vc__2__d;
    wire  out_reg_vc__2__q;
    reg  out_reg_vc__2__clock;
    reg  out_reg_vc__3__d;
    wire  out_reg_vc__3__q;
    reg  out_reg_vc__3__clock;
    reg  [15:0] out_reg_data__0__d;
    wire  [15:0] out_reg_data__0__q;
    reg  out_reg_data__0__clock;
    reg  [15:0] out_reg_data__1__d;
    wire  [15:0] out_reg_data__1__q;
    reg  out_reg_data__1__clock;
    reg  [15:0] out_reg_data__2__d;
    wire  [15:0] out_reg_data__2__q;
    reg  out_reg_data__2__clock;
    reg  [15:0] out_reg_data__3__d;
    wire  [15:0] out_reg_data__3__q;
    reg  out_reg_data__3__clock;
    reg  [2:0] cons_reg_tag__0__d;
    wire  [2:0] cons_reg_tag__0__q;
    reg  cons_reg_tag__0__clock;
    reg  [2:0] cons_reg_tag__1__d;
    wire  [2:0] cons_reg_tag__1__q;
    reg  cons_reg_tag__1__clock;
    reg  [2:0] cons_reg_tag__2__d;
    wire  [2:0] cons_reg_tag__2__q;
    reg  cons_reg_tag__2__clock;
    reg  [2:0] cons_reg_tag__3__d;
    wire  [2:0] cons_reg_tag__3__q;
    reg  cons_reg_tag__3__clock;
    reg  [15:0] cons_reg_data__0__d;
    wire  [15:0] cons_reg_data__0__q;
    reg  cons_reg_data__0__clock;
    reg  [15:0] cons_reg_data__1__d;
    wire  [15:0] cons_reg_data__1__q;
    reg  cons_reg_data__1__clock;
    reg  [15:0] cons_reg_data__2__d;
    wire  [15:0] cons_reg_data__2__q;
    reg  cons_reg_data__2__clock;
    reg  [15:0] cons_reg_data__3__d;
    wire  [15:0] cons_reg_data__3__q;
    reg  cons_reg_data__3__clock;
    reg  [3:0] rr__d;
    wire  [3:0] rr__q;
    reg  rr__clock;
    reg  [4:0] bad_reg__d;
    wire  [4:0] bad_reg__q;
    reg  bad_reg__clock;
    
    // Local signals
    reg  [2:0] front_tag__0;
    reg  [2:0] front_tag__1;
    reg  [2:0] front_tag__2;
    reg  [2:0] front_tag__3;
    reg  [2:0] front_tag__4;
    reg  [2:0] front_tag__5;
    reg  [2:0] front_tag__6;
    reg  [2:0] front_tag__7;
    reg  [2:0] front_tag__8;
    reg  [15:0] front_data__0;
    reg  [15:0] front_data__1;
    reg  [15:0] front_data__2;
    reg  [15:0] front_data__3;
    reg  [15:0] front_data__4;
    reg  [15:0] front_data__5;
    reg  [15:0] front_data__6;
    reg  [15:0] front_data__7;
    reg  [15:0] front_data__8;
    reg  [7:0] credit_in;
    reg  [1:0] credit_one;
    reg  cred_d__0;
    reg  cred_d__1;
    reg  cred_d__2;
    reg  cred_d__3;
    reg  cred_d__4;
    reg  cred_d__5;
    reg  cred_d__6;
    reg  cred_d__7;
    reg  cons_cred_d__0;
    reg  cons_cred_d__1;
    reg  cons_cred_d__2;
    reg  cons_cred_d__3;
    reg  [7:0] held_d;
    reg  [3:0] cons_held_d;
    reg  count_d__0;
    reg  count_d__1;
    reg  count_d__2;
    reg  count_d__3;
    reg  count_d__4;
    reg  count_d__5;
    reg  count_d__6;
    reg  count_d__7;
    reg  count_d__8;
    reg  head_d__0;
    reg  head_d__1;
    reg  head_d__2;
    reg  head_d__3;
    reg  head_d__4;
    reg  head_d__5;
    reg  head_d__6;
    reg  head_d__7;
    reg  head_d__8;
    reg  tail_d__0;
    reg  tail_d__1;
    reg  tail_d__2;
    reg  tail_d__3;
    reg  tail_d__4;
    reg  tail_d__5;
    reg  tail_d__6;
    reg  tail_d__7;
    reg  tail_d__8;
    reg  [4:0] bad_d;
    
    // Sub module instances
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__0 buf_tag__0(
        .d(buf_tag__0__d),
        .q(buf_tag__0__q),
        .clock(buf_tag__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__1 buf_tag__1(
        .d(buf_tag__1__d),
        .q(buf_tag__1__q),
        .clock(buf_tag__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__2 buf_tag__2(
        .d(buf_tag__2__d),
        .q(buf_tag__2__q),
        .clock(buf_tag__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__3 buf_tag__3(
        .d(buf_tag__3__d),
        .q(buf_tag__3__q),
        .clock(buf_tag__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__4 buf_tag__4(
        .d(buf_tag__4__d),
        .q(buf_tag__4__q),
        .clock(buf_tag__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__5 buf_tag__5(
        .d(buf_tag__5__d),
        .q(buf_tag__5__q),
        .clock(buf_tag__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__6 buf_tag__6(
        .d(buf_tag__6__d),
        .q(buf_tag__6__q),
        .clock(buf_tag__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__7 buf_tag__7(
        .d(buf_tag__7__d),
        .q(buf_tag__7__q),
        .clock(buf_tag__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__8 buf_tag__8(
        .d(buf_tag__8__d),
        .q(buf_tag__8__q),
        .clock(buf_tag__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__0 buf_data__0(
        .d(buf_data__0__d),
        .q(buf_data__0__q),
        .clock(buf_data__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__1 buf_data__1(
        .d(buf_data__1__d),
        .q(buf_data__1__q),
        .clock(buf_data__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__2 buf_data__2(
        .d(buf_data__2__d),
        .q(buf_data__2__q),
        .clock(buf_data__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__3 buf_data__3(
        .d(buf_data__3__d),
        .q(buf_data__3__q),
        .clock(buf_data__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__4 buf_data__4(
        .d(buf_data__4__d),
        .q(buf_data__4__q),
        .clock(buf_data__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__5 buf_data__5(
        .d(buf_data__5__d),
        .q(buf_data__5__q),
        .clock(buf_data__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__6 buf_data__6(
        .d(buf_data__6__d),
        .q(buf_data__6__q),
        .clock(buf_data__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__7 buf_data__7(
        .d(buf_data__7__d),
        .q(buf_data__7__q),
        .clock(buf_data__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__8 buf_data__8(
        .d(buf_data__8__d),
        .q(buf_data__8__q),
        .clock(buf_data__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__0 head__0(
        .d(head__0__d),
        .q(head__0__q),
        .clock(head__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__1 head__1(
        .d(head__1__d),
        .q(head__1__q),
        .clock(head__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__2 head__2(
        .d(head__2__d),
        .q(head__2__q),
        .clock(head__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__3 head__3(
        .d(head__3__d),
        .q(head__3__q),
        .clock(head__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__4 head__4(
        .d(head__4__d),
        .q(head__4__q),
        .clock(head__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__5 head__5(
        .d(head__5__d),
        .q(head__5__q),
        .clock(head__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__6 head__6(
        .d(head__6__d),
        .q(head__6__q),
        .clock(head__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__7 head__7(
        .d(head__7__d),
        .q(head__7__q),
        .clock(head__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__8 head__8(
        .d(head__8__d),
        .q(head__8__q),
        .clock(head__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__0 tail__0(
        .d(tail__0__d),
        .q(tail__0__q),
        .clock(tail__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__1 tail__1(
        .d(tail__1__d),
        .q(tail__1__q),
        .clock(tail__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__2 tail__2(
        .d(tail__2__d),
        .q(tail__2__q),
        .clock(tail__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__3 tail__3(
        .d(tail__3__d),
        .q(tail__3__q),
        .clock(tail__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__4 tail__4(
        .d(tail__4__d),
        .q(tail__4__q),
        .clock(tail__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__5 tail__5(
        .d(tail__5__d),
        .q(tail__5__q),
        .clock(tail__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__6 tail__6(
        .d(tail__6__d),
        .q(tail__6__q),
        .clock(tail__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__7 tail__7(
        .d(tail__7__d),
        .q(tail__7__q),
        .clock(tail__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__8 tail__8(
        .d(tail__8__d),
        .q(tail__8__q),
        .clock(tail__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__0 count__0(
        .d(count__0__d),
        .q(count__0__q),
        .clock(count__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__1 count__1(
        .d(count__1__d),
        .q(count__1__q),
        .clock(count__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__2 count__2(
        .d(count__2__d),
        .q(count__2__q),
        .clock(count__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__3 count__3(
        .d(count__3__d),
        .q(count__3__q),
        .clock(count__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__4 count__4(
        .d(count__4__d),
        .q(count__4__q),
        .clock(count__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__5 count__5(
        .d(count__5__d),
        .q(count__5__q),
        .clock(count__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__6 count__6(
        .d(count__6__d),
        .q(count__6__q),
        .clock(count__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__7 count__7(
        .d(count__7__d),
        .q(count__7__q),
        .clock(count__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__8 count__8(
        .d(count__8__d),
        .q(count__8__q),
        .clock(count__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__0 state__0(
        .d(state__0__d),
        .q(state__0__q),
        .clock(state__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__1 state__1(
        .d(state__1__d),
        .q(state__1__q),
        .clock(state__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__2 state__2(
        .d(state__2__d),
        .q(state__2__q),
        .clock(state__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__3 state__3(
        .d(state__3__d),
        .q(state__3__q),
        .clock(state__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__4 state__4(
        .d(state__4__d),
        .q(state__4__q),
        .clock(state__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__5 state__5(
        .d(state__5__d),
        .q(state__5__q),
        .clock(state__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__6 state__6(
        .d(state__6__d),
        .q(state__6__q),
        .clock(state__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__7 state__7(
        .d(state__7__d),
        .q(state__7__q),
        .clock(state__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__8 state__8(
        .d(state__8__d),
        .q(state__8__q),
        .clock(state__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__0 out_port__0(
        .d(out_port__0__d),
        .q(out_port__0__q),
        .clock(out_port__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__1 out_port__1(
        .d(out_port__1__d),
        .q(out_port__1__q),
        .clock(out_port__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__2 out_port__2(
        .d(out_port__2__d),
        .q(out_port__2__q),
        .clock(out_port__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__3 out_port__3(
        .d(out_port__3__d),
        .q(out_port__3__q),
        .clock(out_port__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__4 out_port__4(
        .d(out_port__4__d),
        .q(out_port__4__q),
        .clock(out_port__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__5 out_port__5(
        .d(out_port__5__d),
        .q(out_port__5__q),
        .clock(out_port__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__6 out_port__6(
        .d(out_port__6__d),
        .q(out_port__6__q),
        .clock(out_port__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__7 out_port__7(
        .d(out_port__7__d),
        .q(out_port__7__q),
        .clock(out_port__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__8 out_port__8(
        .d(out_port__8__d),
        .q(out_port__8__q),
        .clock(out_port__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__0 out_vc_r__0(
        .d(out_vc_r__0__d),
        .q(out_vc_r__0__q),
        .clock(out_vc_r__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__1 out_vc_r__1(
        .d(out_vc_r__1__d),
        .q(out_vc_r__1__q),
        .clock(out_vc_r__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__2 out_vc_r__2(
        .d(out_vc_r__2__d),
        .q(out_vc_r__2__q),
        .clock(out_vc_r__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__3 out_vc_r__3(
        .d(out_vc_r__3__d),
        .q(out_vc_r__3__q),
        .clock(out_vc_r__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__4 out_vc_r__4(
        .d(out_vc_r__4__d),
        .q(out_vc_r__4__q),
        .clock(out_vc_r__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__5 out_vc_r__5(
        .d(out_vc_r__5__d),
        .q(out_vc_r__5__q),
        .clock(out_vc_r__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__6 out_vc_r__6(
        .d(out_vc_r__6__d),
        .q(out_vc_r__6__q),
        .clock(out_vc_r__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__7 out_vc_r__7(
        .d(out_vc_r__7__d),
        .q(out_vc_r__7__q),
        .clock(out_vc_r__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__8 out_vc_r__8(
        .d(out_vc_r__8__d),
        .q(out_vc_r__8__q),
        .clock(out_vc_r__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__0 cons__0(
        .d(cons__0__d),
        .q(cons__0__q),
        .clock(cons__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__1 cons__1(
        .d(cons__1__d),
        .q(cons__1__q),
        .clock(cons__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__2 cons__2(
        .d(cons__2__d),
        .q(cons__2__q),
        .clock(cons__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__3 cons__3(
        .d(cons__3__d),
        .q(cons__3__q),
        .clock(cons__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__4 cons__4(
        .d(cons__4__d),
        .q(cons__4__q),
        .clock(cons__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__5 cons__5(
        .d(cons__5__d),
        .q(cons__5__q),
        .clock(cons__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__6 cons__6(
        .d(cons__6__d),
        .q(cons__6__q),
        .clock(cons__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__7 cons__7(
        .d(cons__7__d),
        .q(cons__7__q),
        .clock(cons__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__8 cons__8(
        .d(cons__8__d),
        .q(cons__8__q),
        .clock(cons__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__0 len__0(
        .d(len__0__d),
        .q(len__0__q),
        .clock(len__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__1 len__1(
        .d(len__1__d),
        .q(len__1__q),
        .clock(len__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__2 len__2(
        .d(len__2__d),
        .q(len__2__q),
        .clock(len__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__3 len__3(
        .d(len__3__d),
        .q(len__3__q),
        .clock(len__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__4 len__4(
        .d(len__4__d),
        .q(len__4__q),
        .clock(len__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__5 len__5(
        .d(len__5__d),
        .q(len__5__q),
        .clock(len__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__6 len__6(
        .d(len__6__d),
        .q(len__6__q),
        .clock(len__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__7 len__7(
        .d(len__7__d),
        .q(len__7__q),
        .clock(len__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__8 len__8(
        .d(len__8__d),
        .q(len__8__q),
        .clock(len__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__0 cnt__0(
        .d(cnt__0__d),
        .q(cnt__0__q),
        .clock(cnt__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__1 cnt__1(
        .d(cnt__1__d),
        .q(cnt__1__q),
        .clock(cnt__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__2 cnt__2(
        .d(cnt__2__d),
        .q(cnt__2__q),
        .clock(cnt__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__3 cnt__3(
        .d(cnt__3__d),
        .q(cnt__3__q),
        .clock(cnt__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__4 cnt__4(
        .d(cnt__4__d),
        .q(cnt__4__q),
        .clock(cnt__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__5 cnt__5(
        .d(cnt__5__d),
        .q(cnt__5__q),
        .clock(cnt__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__6 cnt__6(
        .d(cnt__6__d),
        .q(cnt__6__q),
        .clock(cnt__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__7 cnt__7(
        .d(cnt__7__d),
        .q(cnt__7__q),
        .clock(cnt__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__8 cnt__8(
        .d(cnt__8__d),
        .q(cnt__8__q),
        .clock(cnt__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__0 last_f__0(
        .d(last_f__0__d),
        .q(last_f__0__q),
        .clock(last_f__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__1 last_f__1(
        .d(last_f__1__d),
        .q(last_f__1__q),
        .clock(last_f__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__2 last_f__2(
        .d(last_f__2__d),
        .q(last_f__2__q),
        .clock(last_f__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__3 last_f__3(
        .d(last_f__3__d),
        .q(last_f__3__q),
        .clock(last_f__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__4 last_f__4(
        .d(last_f__4__d),
        .q(last_f__4__q),
        .clock(last_f__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__5 last_f__5(
        .d(last_f__5__d),
        .q(last_f__5__q),
        .clock(last_f__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__6 last_f__6(
        .d(last_f__6__d),
        .q(last_f__6__q),
        .clock(last_f__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__7 last_f__7(
        .d(last_f__7__d),
        .q(last_f__7__q),
        .clock(last_f__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__8 last_f__8(
        .d(last_f__8__d),
        .q(last_f__8__q),
        .clock(last_f__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__0 had_r__0(
        .d(had_r__0__d),
        .q(had_r__0__q),
        .clock(had_r__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__1 had_r__1(
        .d(had_r__1__d),
        .q(had_r__1__q),
        .clock(had_r__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__2 had_r__2(
        .d(had_r__2__d),
        .q(had_r__2__q),
        .clock(had_r__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__3 had_r__3(
        .d(had_r__3__d),
        .q(had_r__3__q),
        .clock(had_r__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__4 had_r__4(
        .d(had_r__4__d),
        .q(had_r__4__q),
        .clock(had_r__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__5 had_r__5(
        .d(had_r__5__d),
        .q(had_r__5__q),
        .clock(had_r__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__6 had_r__6(
        .d(had_r__6__d),
        .q(had_r__6__q),
        .clock(had_r__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__7 had_r__7(
        .d(had_r__7__d),
        .q(had_r__7__q),
        .clock(had_r__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__8 had_r__8(
        .d(had_r__8__d),
        .q(had_r__8__q),
        .clock(had_r__8__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__0 plan__0(
        .has(plan__0__has),
        .tag(plan__0__tag),
        .data(plan__0__data),
        .state(plan__0__state),
        .has_out(plan__0__has_out),
        .has_cons(plan__0__has_cons),
        .len(plan__0__len),
        .cnt(plan__0__cnt),
        .last_f(plan__0__last_f),
        .had_r(plan__0__had_r),
        .discard(plan__0__discard),
        .goto(plan__0__goto),
        .send(plan__0__send),
        .next_state(plan__0__next_state),
        .bad(plan__0__bad),
        .pop(plan__0__pop),
        .send_tag(plan__0__send_tag),
        .send_data(plan__0__send_data),
        .net_need(plan__0__net_need),
        .net_alloc(plan__0__net_alloc),
        .net_dir(plan__0__net_dir),
        .cons_need(plan__0__cons_need),
        .cons_alloc(plan__0__cons_alloc),
        .free_held(plan__0__free_held),
        .latch(plan__0__latch),
        .latch_len(plan__0__latch_len),
        .latch_f(plan__0__latch_f),
        .latch_r(plan__0__latch_r),
        .body(plan__0__body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__1 plan__1(
        .has(plan__1__has),
        .tag(plan__1__tag),
        .data(plan__1__data),
        .state(plan__1__state),
        .has_out(plan__1__has_out),
        .has_cons(plan__1__has_cons),
        .len(plan__1__len),
        .cnt(plan__1__cnt),
        .last_f(plan__1__last_f),
        .had_r(plan__1__had_r),
        .discard(plan__1__discard),
        .goto(plan__1__goto),
        .send(plan__1__send),
        .next_state(plan__1__next_state),
        .bad(plan__1__bad),
        .pop(plan__1__pop),
        .send_tag(plan__1__send_tag),
        .send_data(plan__1__send_data),
        .net_need(plan__1__net_need),
        .net_alloc(plan__1__net_alloc),
        .net_dir(plan__1__net_dir),
        .cons_need(plan__1__cons_need),
        .cons_alloc(plan__1__cons_alloc),
        .free_held(plan__1__free_held),
        .latch(plan__1__latch),
        .latch_len(plan__1__latch_len),
        .latch_f(plan__1__latch_f),
        .latch_r(plan__1__latch_r),
        .body(plan__1__body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__2 plan__2(
        .has(plan__2__has),
        .tag(plan__2__tag),
        .data(plan__2__data),
        .state(plan__2__state),
        .has_out(plan__2__has_out),
        .has_cons(plan__2__has_cons),
        .len(plan__2__len),
        .cnt(plan__2__cnt),
        .last_f(plan__2__last_f),
        .had_r(plan__2__had_r),
        .discard(plan__2__discard),
        .goto(plan__2__goto),
        .send(plan__2__send),
        .next_state(plan__2__next_state),
        .bad(plan__2__bad),
        .pop(plan__2__pop),
        .send_tag(plan__2__send_tag),
        .send_data(plan__2__send_data),
        .net_need(plan__2__net_need),
        .net_alloc(plan__2__net_alloc),
        .net_dir(plan__2__net_dir),
        .cons_need(plan__2__cons_need),
        .cons_alloc(plan__2__cons_alloc),
        .free_held(plan__2__free_held),
        .latch(plan__2__latch),
        .latch_len(plan__2__latch_len),
        .latch_f(plan__2__latch_f),
        .latch_r(plan__2__latch_r),
        .body(plan__2__body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__3 plan__3(
        .has(plan__3__has),
        .tag(plan__3__tag),
        .data(plan__3__data),
        .state(plan__3__state),
        .has_out(plan__3__has_out),
        .has_cons(plan__3__has_cons),
        .len(plan__3__len),
        .cnt(plan__3__cnt),
        .last_f(plan__3__last_f),
        .had_r(plan__3__had_r),
        .discard(plan__3__discard),
        .goto(plan__3__goto),
        .send(plan__3__send),
        .next_state(plan__3__next_state),
        .bad(plan__3__bad),
        .pop(plan__3__pop),
        .send_tag(plan__3__send_tag),
        .send_data(plan__3__send_data),
        .net_need(plan__3__net_need),
        .net_alloc(plan__3__net_alloc),
        .net_dir(plan__3__net_dir),
        .cons_need(plan__3__cons_need),
        .cons_alloc(plan__3__cons_alloc),
        .free_held(plan__3__free_held),
        .latch(plan__3__latch),
        .latch_len(plan__3__latch_len),
        .latch_f(plan__3__latch_f),
        .latch_r(plan__3__latch_r),
        .body(plan__3__body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__4 plan__4(
        .has(plan__4__has),
        .tag(plan__4__tag),
        .data(plan__4__data),
        .state(plan__4__state),
        .has_out(plan__4__has_out),
        .has_cons(plan__4__has_cons),
        .len(plan__4__len),
        .cnt(plan__4__cnt),
        .last_f(plan__4__last_f),
        .had_r(plan__4__had_r),
        .discard(plan__4__discard),
        .goto(plan__4__goto),
        .send(plan__4__send),
        .next_state(plan__4__next_state),
        .bad(plan__4__bad),
        .pop(plan__4__pop),
        .send_tag(plan__4__send_tag),
        .send_data(plan__4__send_data),
        .net_need(plan__4__net_need),
        .net_alloc(plan__4__net_alloc),
        .net_dir(plan__4__net_dir),
        .cons_need(plan__4__cons_need),
        .cons_alloc(plan__4__cons_alloc),
        .free_held(plan__4__free_held),
        .latch(plan__4__latch),
        .latch_len(plan__4__latch_len),
        .latch_f(plan__4__latch_f),
        .latch_r(plan__4__latch_r),
        .body(plan__4__body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__5 plan__5(
        .has(plan__5__has),
        .tag(plan__5__tag),
        .data(plan__5__data),
        .state(plan__5__state),
        .has_out(plan__5__has_out),
        .has_cons(plan__5__has_cons),
        .len(plan__5__len),
        .cnt(plan__5__cnt),
        .last_f(plan__5__last_f),
        .had_r(plan__5__had_r),
        .discard(plan__5__discard),
        .goto(plan__5__goto),
        .send(plan__5__send),
        .next_state(plan__5__next_state),
        .bad(plan__5__bad),
        .pop(plan__5__pop),
        .send_tag(plan__5__send_tag),
        .send_data(plan__5__send_data),
        .net_need(plan__5__net_need),
        .net_alloc(plan__5__net_alloc),
        .net_dir(plan__5__net_dir),
        .cons_need(plan__5__cons_need),
        .cons_alloc(plan__5__cons_alloc),
        .free_held(plan__5__free_held),
        .latch(plan__5__latch),
        .latch_len(plan__5__latch_len),
        .latch_f(plan__5__latch_f),
        .latch_r(plan__5__latch_r),
        .body(plan__5__body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__6 plan__6(
        .has(plan__6__has),
        .tag(plan__6__tag),
        .data(plan__6__data),
        .state(plan__6__state),
        .has_out(plan__6__has_out),
        .has_cons(plan__6__has_cons),
        .len(plan__6__len),
        .cnt(plan__6__cnt),
        .last_f(plan__6__last_f),
        .had_r(plan__6__had_r),
        .discard(plan__6__discard),
        .goto(plan__6__goto),
        .send(plan__6__send),
        .next_state(plan__6__next_state),
        .bad(plan__6__bad),
        .pop(plan__6__pop),
        .send_tag(plan__6__send_tag),
        .send_data(plan__6__send_data),
        .net_need(plan__6__net_need),
        .net_alloc(plan__6__net_alloc),
        .net_dir(plan__6__net_dir),
        .cons_need(plan__6__cons_need),
        .cons_alloc(plan__6__cons_alloc),
        .free_held(plan__6__free_held),
        .latch(plan__6__latch),
        .latch_len(plan__6__latch_len),
        .latch_f(plan__6__latch_f),
        .latch_r(plan__6__latch_r),
        .body(plan__6__body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__7 plan__7(
        .has(plan__7__has),
        .tag(plan__7__tag),
        .data(plan__7__data),
        .state(plan__7__state),
        .has_out(plan__7__has_out),
        .has_cons(plan__7__has_cons),
        .len(plan__7__len),
        .cnt(plan__7__cnt),
        .last_f(plan__7__last_f),
        .had_r(plan__7__had_r),
        .discard(plan__7__discard),
        .goto(plan__7__goto),
        .send(plan__7__send),
        .next_state(plan__7__next_state),
        .bad(plan__7__bad),
        .pop(plan__7__pop),
        .send_tag(plan__7__send_tag),
        .send_data(plan__7__send_data),
        .net_need(plan__7__net_need),
        .net_alloc(plan__7__net_alloc),
        .net_dir(plan__7__net_dir),
        .cons_need(plan__7__cons_need),
        .cons_alloc(plan__7__cons_alloc),
        .free_held(plan__7__free_held),
        .latch(plan__7__latch),
        .latch_len(plan__7__latch_len),
        .latch_f(plan__7__latch_f),
        .latch_r(plan__7__latch_r),
        .body(plan__7__body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__8 plan__8(
        .has(plan__8__has),
        .tag(plan__8__tag),
        .data(plan__8__data),
        .state(plan__8__state),
        .has_out(plan__8__has_out),
        .has_cons(plan__8__has_cons),
        .len(plan__8__len),
        .cnt(plan__8__cnt),
        .last_f(plan__8__last_f),
        .had_r(plan__8__had_r),
        .discard(plan__8__discard),
        .goto(plan__8__goto),
        .send(plan__8__send),
        .next_state(plan__8__next_state),
        .bad(plan__8__bad),
        .pop(plan__8__pop),
        .send_tag(plan__8__send_tag),
        .send_data(plan__8__send_data),
        .net_need(plan__8__net_need),
        .net_alloc(plan__8__net_alloc),
        .net_dir(plan__8__net_dir),
        .cons_need(plan__8__cons_need),
        .cons_alloc(plan__8__cons_alloc),
        .free_held(plan__8__free_held),
        .latch(plan__8__latch),
        .latch_len(plan__8__latch_len),
        .latch_f(plan__8__latch_f),
        .latch_r(plan__8__latch_r),
        .body(plan__8__body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__alloc alloc(
        .out_port__0(alloc__out_port__0),
        .out_port__1(alloc__out_port__1),
        .out_port__2(alloc__out_port__2),
        .out_port__3(alloc__out_port__3),
        .out_port__4(alloc__out_port__4),
        .out_port__5(alloc__out_port__5),
        .out_port__6(alloc__out_port__6),
        .out_port__7(alloc__out_port__7),
        .out_port__8(alloc__out_port__8),
        .out_vc_r__0(alloc__out_vc_r__0),
        .out_vc_r__1(alloc__out_vc_r__1),
        .out_vc_r__2(alloc__out_vc_r__2),
        .out_vc_r__3(alloc__out_vc_r__3),
        .out_vc_r__4(alloc__out_vc_r__4),
        .out_vc_r__5(alloc__out_vc_r__5),
        .out_vc_r__6(alloc__out_vc_r__6),
        .out_vc_r__7(alloc__out_vc_r__7),
        .out_vc_r__8(alloc__out_vc_r__8),
        .cons__0(alloc__cons__0),
        .cons__1(alloc__cons__1),
        .cons__2(alloc__cons__2),
        .cons__3(alloc__cons__3),
        .cons__4(alloc__cons__4),
        .cons__5(alloc__cons__5),
        .cons__6(alloc__cons__6),
        .cons__7(alloc__cons__7),
        .cons__8(alloc__cons__8),
        .net_alloc__0(alloc__net_alloc__0),
        .net_alloc__1(alloc__net_alloc__1),
        .net_alloc__2(alloc__net_alloc__2),
        .net_alloc__3(alloc__net_alloc__3),
        .net_alloc__4(alloc__net_alloc__4),
        .net_alloc__5(alloc__net_alloc__5),
        .net_alloc__6(alloc__net_alloc__6),
        .net_alloc__7(alloc__net_alloc__7),
        .net_alloc__8(alloc__net_alloc__8),
        .net_dir__0(alloc__net_dir__0),
        .net_dir__1(alloc__net_dir__1),
        .net_dir__2(alloc__net_dir__2),
        .net_dir__3(alloc__net_dir__3),
        .net_dir__4(alloc__net_dir__4),
        .net_dir__5(alloc__net_dir__5),
        .net_dir__6(alloc__net_dir__6),
        .net_dir__7(alloc__net_dir__7),
        .net_dir__8(alloc__net_dir__8),
        .cons_alloc__0(alloc__cons_alloc__0),
        .cons_alloc__1(alloc__cons_alloc__1),
        .cons_alloc__2(alloc__cons_alloc__2),
        .cons_alloc__3(alloc__cons_alloc__3),
        .cons_alloc__4(alloc__cons_alloc__4),
        .cons_alloc__5(alloc__cons_alloc__5),
        .cons_alloc__6(alloc__cons_alloc__6),
        .cons_alloc__7(alloc__cons_alloc__7),
        .cons_alloc__8(alloc__cons_alloc__8),
        .send__0(alloc__send__0),
        .send__1(alloc__send__1),
        .send__2(alloc__send__2),
        .send__3(alloc__send__3),
        .send__4(alloc__send__4),
        .send__5(alloc__send__5),
        .send__6(alloc__send__6),
        .send__7(alloc__send__7),
        .send__8(alloc__send__8),
        .net_need__0(alloc__net_need__0),
        .net_need__1(alloc__net_need__1),
        .net_need__2(alloc__net_need__2),
        .net_need__3(alloc__net_need__3),
        .net_need__4(alloc__net_need__4),
        .net_need__5(alloc__net_need__5),
        .net_need__6(alloc__net_need__6),
        .net_need__7(alloc__net_need__7),
        .net_need__8(alloc__net_need__8),
        .cons_need__0(alloc__cons_need__0),
        .cons_need__1(alloc__cons_need__1),
        .cons_need__2(alloc__cons_need__2),
        .cons_need__3(alloc__cons_need__3),
        .cons_need__4(alloc__cons_need__4),
        .cons_need__5(alloc__cons_need__5),
        .cons_need__6(alloc__cons_need__6),
        .cons_need__7(alloc__cons_need__7),
        .cons_need__8(alloc__cons_need__8),
        .discard__0(alloc__discard__0),
        .discard__1(alloc__discard__1),
        .discard__2(alloc__discard__2),
        .discard__3(alloc__discard__3),
        .discard__4(alloc__discard__4),
        .discard__5(alloc__discard__5),
        .discard__6(alloc__discard__6),
        .discard__7(alloc__discard__7),
        .discard__8(alloc__discard__8),
        .pop__0(alloc__pop__0),
        .pop__1(alloc__pop__1),
        .pop__2(alloc__pop__2),
        .pop__3(alloc__pop__3),
        .pop__4(alloc__pop__4),
        .pop__5(alloc__pop__5),
        .pop__6(alloc__pop__6),
        .pop__7(alloc__pop__7),
        .pop__8(alloc__pop__8),
        .bad__0(alloc__bad__0),
        .bad__1(alloc__bad__1),
        .bad__2(alloc__bad__2),
        .bad__3(alloc__bad__3),
        .bad__4(alloc__bad__4),
        .bad__5(alloc__bad__5),
        .bad__6(alloc__bad__6),
        .bad__7(alloc__bad__7),
        .bad__8(alloc__bad__8),
        .spent__0(alloc__spent__0),
        .spent__1(alloc__spent__1),
        .spent__2(alloc__spent__2),
        .spent__3(alloc__spent__3),
        .spent__4(alloc__spent__4),
        .spent__5(alloc__spent__5),
        .spent__6(alloc__spent__6),
        .spent__7(alloc__spent__7),
        .held(alloc__held),
        .cons_spent__0(alloc__cons_spent__0),
        .cons_spent__1(alloc__cons_spent__1),
        .cons_spent__2(alloc__cons_spent__2),
        .cons_spent__3(alloc__cons_spent__3),
        .cons_held(alloc__cons_held),
        .rr(alloc__rr),
        .net_port__0(alloc__net_port__0),
        .net_port__1(alloc__net_port__1),
        .net_port__2(alloc__net_port__2),
        .net_port__3(alloc__net_port__3),
        .net_port__4(alloc__net_port__4),
        .net_port__5(alloc__net_port__5),
        .net_port__6(alloc__net_port__6),
        .net_port__7(alloc__net_port__7),
        .net_port__8(alloc__net_port__8),
        .grant__0(alloc__grant__0),
        .grant__1(alloc__grant__1),
        .grant__2(alloc__grant__2),
        .grant__3(alloc__grant__3),
        .grant__4(alloc__grant__4),
        .grant__5(alloc__grant__5),
        .grant__6(alloc__grant__6),
        .grant__7(alloc__grant__7),
        .grant__8(alloc__grant__8),
        .g_vc__0(alloc__g_vc__0),
        .g_vc__1(alloc__g_vc__1),
        .g_vc__2(alloc__g_vc__2),
        .g_vc__3(alloc__g_vc__3),
        .g_vc__4(alloc__g_vc__4),
        .g_vc__5(alloc__g_vc__5),
        .g_vc__6(alloc__g_vc__6),
        .g_vc__7(alloc__g_vc__7),
        .g_vc__8(alloc__g_vc__8),
        .g_vc_num__0(alloc__g_vc_num__0),
        .g_vc_num__1(alloc__g_vc_num__1),
        .g_vc_num__2(alloc__g_vc_num__2),
        .g_vc_num__3(alloc__g_vc_num__3),
        .g_vc_num__4(alloc__g_vc_num__4),
        .g_vc_num__5(alloc__g_vc_num__5),
        .g_vc_num__6(alloc__g_vc_num__6),
        .g_vc_num__7(alloc__g_vc_num__7),
        .g_vc_num__8(alloc__g_vc_num__8),
        .g_cons__0(alloc__g_cons__0),
        .g_cons__1(alloc__g_cons__1),
        .g_cons__2(alloc__g_cons__2),
        .g_cons__3(alloc__g_cons__3),
        .g_cons__4(alloc__g_cons__4),
        .g_cons__5(alloc__g_cons__5),
        .g_cons__6(alloc__g_cons__6),
        .g_cons__7(alloc__g_cons__7),
        .g_cons__8(alloc__g_cons__8),
        .pop_now(alloc__pop_now),
        .bad_now(alloc__bad_now)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__0 spent__0(
        .d(spent__0__d),
        .q(spent__0__q),
        .clock(spent__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__1 spent__1(
        .d(spent__1__d),
        .q(spent__1__q),
        .clock(spent__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__2 spent__2(
        .d(spent__2__d),
        .q(spent__2__q),
        .clock(spent__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__3 spent__3(
        .d(spent__3__d),
        .q(spent__3__q),
        .clock(spent__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__4 spent__4(
        .d(spent__4__d),
        .q(spent__4__q),
        .clock(spent__4__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__5 spent__5(
        .d(spent__5__d),
        .q(spent__5__q),
        .clock(spent__5__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__6 spent__6(
        .d(spent__6__d),
        .q(spent__6__q),
        .clock(spent__6__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__7 spent__7(
        .d(spent__7__d),
        .q(spent__7__q),
        .clock(spent__7__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__held held(
        .d(held__d),
        .q(held__q),
        .clock(held__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__0 cons_spent__0(
        .d(cons_spent__0__d),
        .q(cons_spent__0__q),
        .clock(cons_spent__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__1 cons_spent__1(
        .d(cons_spent__1__d),
        .q(cons_spent__1__q),
        .clock(cons_spent__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__2 cons_spent__2(
        .d(cons_spent__2__d),
        .q(cons_spent__2__q),
        .clock(cons_spent__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__3 cons_spent__3(
        .d(cons_spent__3__d),
        .q(cons_spent__3__q),
        .clock(cons_spent__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_held cons_held(
        .d(cons_held__d),
        .q(cons_held__q),
        .clock(cons_held__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__0 out_reg_tag__0(
        .d(out_reg_tag__0__d),
        .q(out_reg_tag__0__q),
        .clock(out_reg_tag__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__1 out_reg_tag__1(
        .d(out_reg_tag__1__d),
        .q(out_reg_tag__1__q),
        .clock(out_reg_tag__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__2 out_reg_tag__2(
        .d(out_reg_tag__2__d),
        .q(out_reg_tag__2__q),
        .clock(out_reg_tag__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__3 out_reg_tag__3(
        .d(out_reg_tag__3__d),
        .q(out_reg_tag__3__q),
        .clock(out_reg_tag__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__0 out_reg_vc__0(
        .d(out_reg_vc__0__d),
        .q(out_reg_vc__0__q),
        .clock(out_reg_vc__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__1 out_reg_vc__1(
        .d(out_reg_vc__1__d),
        .q(out_reg_vc__1__q),
        .clock(out_reg_vc__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__2 out_reg_vc__2(
        .d(out_reg_vc__2__d),
        .q(out_reg_vc__2__q),
        .clock(out_reg_vc__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__3 out_reg_vc__3(
        .d(out_reg_vc__3__d),
        .q(out_reg_vc__3__q),
        .clock(out_reg_vc__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__0 out_reg_data__0(
        .d(out_reg_data__0__d),
        .q(out_reg_data__0__q),
        .clock(out_reg_data__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__1 out_reg_data__1(
        .d(out_reg_data__1__d),
        .q(out_reg_data__1__q),
        .clock(out_reg_data__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__2 out_reg_data__2(
        .d(out_reg_data__2__d),
        .q(out_reg_data__2__q),
        .clock(out_reg_data__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__3 out_reg_data__3(
        .d(out_reg_data__3__d),
        .q(out_reg_data__3__q),
        .clock(out_reg_data__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__0 cons_reg_tag__0(
        .d(cons_reg_tag__0__d),
        .q(cons_reg_tag__0__q),
        .clock(cons_reg_tag__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__1 cons_reg_tag__1(
        .d(cons_reg_tag__1__d),
        .q(cons_reg_tag__1__q),
        .clock(cons_reg_tag__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__2 cons_reg_tag__2(
        .d(cons_reg_tag__2__d),
        .q(cons_reg_tag__2__q),
        .clock(cons_reg_tag__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__3 cons_reg_tag__3(
        .d(cons_reg_tag__3__d),
        .q(cons_reg_tag__3__q),
        .clock(cons_reg_tag__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__0 cons_reg_data__0(
        .d(cons_reg_data__0__d),
        .q(cons_reg_data__0__q),
        .clock(cons_reg_data__0__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__1 cons_reg_data__1(
        .d(cons_reg_data__1__d),
        .q(cons_reg_data__1__q),
        .clock(cons_reg_data__1__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__2 cons_reg_data__2(
        .d(cons_reg_data__2__d),
        .q(cons_reg_data__2__q),
        .clock(cons_reg_data__2__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__3 cons_reg_data__3(
        .d(cons_reg_data__3__d),
        .q(cons_reg_data__3__q),
        .clock(cons_reg_data__3__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__rr rr(
        .d(rr__d),
        .q(rr__q),
        .clock(rr__clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__bad_reg bad_reg(
        .d(bad_reg__d),
        .q(bad_reg__q),
        .clock(bad_reg__clock)
    );
    
    // Update code
    always @(*) begin
        buf_tag__0__clock = clock;
        buf_data__0__clock = clock;
        buf_tag__0__d = buf_tag__0__q;
        buf_data__0__d = buf_data__0__q;
        buf_tag__1__clock = clock;
        buf_data__1__clock = clock;
        buf_tag__1__d = buf_tag__1__q;
        buf_data__1__d = buf_data__1__q;
        buf_tag__2__clock = clock;
        buf_data__2__clock = clock;
        buf_tag__2__d = buf_tag__2__q;
        buf_data__2__d = buf_data__2__q;
        buf_tag__3__clock = clock;
        buf_data__3__clock = clock;
        buf_tag__3__d = buf_tag__3__q;
        buf_data__3__d = buf_data__3__q;
        buf_tag__4__clock = clock;
        buf_data__4__clock = clock;
        buf_tag__4__d = buf_tag__4__q;
        buf_data__4__d = buf_data__4__q;
        buf_tag__5__clock = clock;
        buf_data__5__clock = clock;
        buf_tag__5__d = buf_tag__5__q;
        buf_data__5__d = buf_data__5__q;
        buf_tag__6__clock = clock;
        buf_data__6__clock = clock;
        buf_tag__6__d = buf_tag__6__q;
        buf_data__6__d = buf_data__6__q;
        buf_tag__7__clock = clock;
        buf_data__7__clock = clock;
        buf_tag__7__d = buf_tag__7__q;
        buf_data__7__d = buf_data__7__q;
        buf_tag__8__clock = clock;
        buf_data__8__clock = clock;
        buf_tag__8__d = buf_tag__8__q;
        buf_data__8__d = buf_data__8__q;
        head__0__clock = clock;
        tail__0__clock = clock;
        count__0__clock = clock;
        state__0__clock = clock;
        out_port__0__clock = clock;
        out_vc_r__0__clock = clock;
        cons__0__clock = clock;
        len__0__clock = clock;
        cnt__0__clock = clock;
        last_f__0__clock = clock;
        had_r__0__clock = clock;
        state__0__d = state__0__q;
        out_port__0__d = out_port__0__q;
        out_vc_r__0__d = out_vc_r__0__q;
        cons__0__d = cons__0__q;
        len__0__d = len__0__q;
        cnt__0__d = cnt__0__q;
        last_f__0__d = last_f__0__q;
        had_r__0__d = had_r__0__q;
        head__1__clock = clock;
        tail__1__clock = clock;
        count__1__clock = clock;
        state__1__clock = clock;
        out_port__1__clock = clock;
        out_vc_r__1__clock = clock;
        cons__1__clock = clock;
        len__1__clock = clock;
        cnt__1__clock = clock;
        last_f__1__clock = clock;
        had_r__1__clock = clock;
        state__1__d = state__1__q;
        out_port__1__d = out_port__1__q;
        out_vc_r__1__d = out_vc_r__1__q;
        cons__1__d = cons__1__q;
        len__1__d = len__1__q;
        cnt__1__d = cnt__1__q;
        last_f__1__d = last_f__1__q;
        had_r__1__d = had_r__1__q;
        head__2__clock = clock;
        tail__2__clock = clock;
        count__2__clock = clock;
        state__2__clock = clock;
        out_port__2__clock = clock;
        out_vc_r__2__clock = clock;
        cons__2__clock = clock;
        len__2__clock = clock;
        cnt__2__clock = clock;
        last_f__2__clock = clock;
        had_r__2__clock = clock;
        state__2__d = state__2__q;
        out_port__2__d = out_port__2__q;
        out_vc_r__2__d = out_vc_r__2__q;
        cons__2__d = cons__2__q;
        len__2__d = len__2__q;
        cnt__2__d = cnt__2__q;
        last_f__2__d = last_f__2__q;
        had_r__2__d = had_r__2__q;
        head__3__clock = clock;
        tail__3__clock = clock;
        count__3__clock = clock;
        state__3__clock = clock;
        out_port__3__clock = clock;
        out_vc_r__3__clock = clock;
        cons__3__clock = clock;
        len__3__clock = clock;
        cnt__3__clock = clock;
        last_f__3__clock = clock;
        had_r__3__clock = clock;
        state__3__d = state__3__q;
        out_port__3__d = out_port__3__q;
        out_vc_r__3__d = out_vc_r__3__q;
        cons__3__d = cons__3__q;
        len__3__d = len__3__q;
        cnt__3__d = cnt__3__q;
        last_f__3__d = last_f__3__q;
        had_r__3__d = had_r__3__q;
        head__4__clock = clock;
        tail__4__clock = clock;
        count__4__clock = clock;
        state__4__clock = clock;
        out_port__4__clock = clock;
        out_vc_r__4__clock = clock;
        cons__4__clock = clock;
        len__4__clock = clock;
        cnt__4__clock = clock;
        last_f__4__clock = clock;
        had_r__4__clock = clock;
        state__4__d = state__4__q;
        out_port__4__d = out_port__4__q;
        out_vc_r__4__d = out_vc_r__4__q;
        cons__4__d = cons__4__q;
        len__4__d = len__4__q;
        cnt__4__d = cnt__4__q;
        last_f__4__d = last_f__4__q;
        had_r__4__d = had_r__4__q;
        head__5__clock = clock;
        tail__5__clock = clock;
        count__5__clock = clock;
        state__5__clock = clock;
        out_port__5__clock = clock;
        out_vc_r__5__clock = clock;
        cons__5__clock = clock;
        len__5__clock = clock;
        cnt__5__clock = clock;
        last_f__5__clock = clock;
        had_r__5__clock = clock;
        state__5__d = state__5__q;
        out_port__5__d = out_port__5__q;
        out_vc_r__5__d = out_vc_r__5__q;
        cons__5__d = cons__5__q;
        len__5__d = len__5__q;
        cnt__5__d = cnt__5__q;
        last_f__5__d = last_f__5__q;
        had_r__5__d = had_r__5__q;
        head__6__clock = clock;
        tail__6__clock = clock;
        count__6__clock = clock;
        state__6__clock = clock;
        out_port__6__clock = clock;
        out_vc_r__6__clock = clock;
        cons__6__clock = clock;
        len__6__clock = clock;
        cnt__6__clock = clock;
        last_f__6__clock = clock;
        had_r__6__clock = clock;
        state__6__d = state__6__q;
        out_port__6__d = out_port__6__q;
        out_vc_r__6__d = out_vc_r__6__q;
        cons__6__d = cons__6__q;
        len__6__d = len__6__q;
        cnt__6__d = cnt__6__q;
        last_f__6__d = last_f__6__q;
        had_r__6__d = had_r__6__q;
        head__7__clock = clock;
        tail__7__clock = clock;
        count__7__clock = clock;
        state__7__clock = clock;
        out_port__7__clock = clock;
        out_vc_r__7__clock = clock;
        cons__7__clock = clock;
        len__7__clock = clock;
        cnt__7__clock = clock;
        last_f__7__clock = clock;
        had_r__7__clock = clock;
        state__7__d = state__7__q;
        out_port__7__d = out_port__7__q;
        out_vc_r__7__d = out_vc_r__7__q;
        cons__7__d = cons__7__q;
        len__7__d = len__7__q;
        cnt__7__d = cnt__7__q;
        last_f__7__d = last_f__7__q;
        had_r__7__d = had_r__7__q;
        head__8__clock = clock;
        tail__8__clock = clock;
        count__8__clock = clock;
        state__8__clock = clock;
        out_port__8__clock = clock;
        out_vc_r__8__clock = clock;
        cons__8__clock = clock;
        len__8__clock = clock;
        cnt__8__clock = clock;
        last_f__8__clock = clock;
        had_r__8__clock = clock;
        state__8__d = state__8__q;
        out_port__8__d = out_port__8__q;
        out_vc_r__8__d = out_vc_r__8__q;
        cons__8__d = cons__8__q;
        len__8__d = len__8__q;
        cnt__8__d = cnt__8__q;
        last_f__8__d = last_f__8__q;
        had_r__8__d = had_r__8__q;
        spent__0__clock = clock;
        spent__1__clock = clock;
        spent__2__clock = clock;
        spent__3__clock = clock;
        spent__4__clock = clock;
        spent__5__clock = clock;
        spent__6__clock = clock;
        spent__7__clock = clock;
        cons_spent__0__clock = clock;
        cons_reg_tag__0__clock = clock;
        cons_reg_data__0__clock = clock;
        cons_reg_tag__0__d = 32'h0;
        cons_reg_data__0__d = 32'h0;
        cons_spent__1__clock = clock;
        cons_reg_tag__1__clock = clock;
        cons_reg_data__1__clock = clock;
        cons_reg_tag__1__d = 32'h0;
        cons_reg_data__1__d = 32'h0;
        cons_spent__2__clock = clock;
        cons_reg_tag__2__clock = clock;
        cons_reg_data__2__clock = clock;
        cons_reg_tag__2__d = 32'h0;
        cons_reg_data__2__d = 32'h0;
        cons_spent__3__clock = clock;
        cons_reg_tag__3__clock = clock;
        cons_reg_data__3__clock = clock;
        cons_reg_tag__3__d = 32'h0;
        cons_reg_data__3__d = 32'h0;
        out_reg_tag__0__clock = clock;
        out_reg_vc__0__clock = clock;
        out_reg_data__0__clock = clock;
        out_reg_tag__0__d = 32'h0;
        out_reg_vc__0__d = 32'h0;
        out_reg_data__0__d = 32'h0;
        out_reg_tag__1__clock = clock;
        out_reg_vc__1__clock = clock;
        out_reg_data__1__clock = clock;
        out_reg_tag__1__d = 32'h0;
        out_reg_vc__1__d = 32'h0;
        out_reg_data__1__d = 32'h0;
        out_reg_tag__2__clock = clock;
        out_reg_vc__2__clock = clock;
        out_reg_data__2__clock = clock;
        out_reg_tag__2__d = 32'h0;
        out_reg_vc__2__d = 32'h0;
        out_reg_data__2__d = 32'h0;
        out_reg_tag__3__clock = clock;
        out_reg_vc__3__clock = clock;
        out_reg_data__3__clock = clock;
        out_reg_tag__3__d = 32'h0;
        out_reg_vc__3__d = 32'h0;
        out_reg_data__3__d = 32'h0;
        held__clock = clock;
        cons_held__clock = clock;
        rr__clock = clock;
        bad_reg__clock = clock;
        front_tag__0 = 32'h0;
        front_data__0 = 32'h0;
        if (head__0__q == ptr_index__0) begin
            front_tag__0 = buf_tag__0__q;
            front_data__0 = buf_data__0__q;
        end
        front_tag__1 = 32'h0;
        front_data__1 = 32'h0;
        if (head__1__q == ptr_index__0) begin
            front_tag__1 = buf_tag__1__q;
            front_data__1 = buf_data__1__q;
        end
        front_tag__2 = 32'h0;
        front_data__2 = 32'h0;
        if (head__2__q == ptr_index__0) begin
            front_tag__2 = buf_tag__2__q;
            front_data__2 = buf_data__2__q;
        end
        front_tag__3 = 32'h0;
        front_data__3 = 32'h0;
        if (head__3__q == ptr_index__0) begin
            front_tag__3 = buf_tag__3__q;
            front_data__3 = buf_data__3__q;
        end
        front_tag__4 = 32'h0;
        front_data__4 = 32'h0;
        if (head__4__q == ptr_index__0) begin
            front_tag__4 = buf_tag__4__q;
            front_data__4 = buf_data__4__q;
        end
        front_tag__5 = 32'h0;
        front_data__5 = 32'h0;
        if (head__5__q == ptr_index__0) begin
            front_tag__5 = buf_tag__5__q;
            front_data__5 = buf_data__5__q;
        end
        front_tag__6 = 32'h0;
        front_data__6 = 32'h0;
        if (head__6__q == ptr_index__0) begin
            front_tag__6 = buf_tag__6__q;
            front_data__6 = buf_data__6__q;
        end
        front_tag__7 = 32'h0;
        front_data__7 = 32'h0;
        if (head__7__q == ptr_index__0) begin
            front_tag__7 = buf_tag__7__q;
            front_data__7 = buf_data__7__q;
        end
        front_tag__8 = 32'h0;
        front_data__8 = 32'h0;
        if (head__8__q == ptr_index__0) begin
            front_tag__8 = buf_tag__8__q;
            front_data__8 = buf_data__8__q;
        end
        plan__0__has = count__0__q != 32'h0;
        plan__0__tag = front_tag__0;
        plan__0__data = front_data__0;
        plan__0__state = state__0__q;
        plan__0__has_out = |out_port__0__q;
        plan__0__has_cons = |cons__0__q;
        plan__0__len = len__0__q;
        plan__0__cnt = cnt__0__q;
        plan__0__last_f = last_f__0__q;
        plan__0__had_r = had_r__0__q;
        plan__1__has = count__1__q != 32'h0;
        plan__1__tag = front_tag__1;
        plan__1__data = front_data__1;
        plan__1__state = state__1__q;
        plan__1__has_out = |out_port__1__q;
        plan__1__has_cons = |cons__1__q;
        plan__1__len = len__1__q;
        plan__1__cnt = cnt__1__q;
        plan__1__last_f = last_f__1__q;
        plan__1__had_r = had_r__1__q;
        plan__2__has = count__2__q != 32'h0;
        plan__2__tag = front_tag__2;
        plan__2__data = front_data__2;
        plan__2__state = state__2__q;
        plan__2__has_out = |out_port__2__q;
        plan__2__has_cons = |cons__2__q;
        plan__2__len = len__2__q;
        plan__2__cnt = cnt__2__q;
        plan__2__last_f = last_f__2__q;
        plan__2__had_r = had_r__2__q;
        plan__3__has = count__3__q != 32'h0;
        plan__3__tag = front_tag__3;
        plan__3__data = front_data__3;
        plan__3__state = state__3__q;
        plan__3__has_out = |out_port__3__q;
        plan__3__has_cons = |cons__3__q;
        plan__3__len = len__3__q;
        plan__3__cnt = cnt__3__q;
        plan__3__last_f = last_f__3__q;
        plan__3__had_r = had_r__3__q;
        plan__4__has = count__4__q != 32'h0;
        plan__4__tag = front_tag__4;
        plan__4__data = front_data__4;
        plan__4__state = state__4__q;
        plan__4__has_out = |out_port__4__q;
        plan__4__has_cons = |cons__4__q;
        plan__4__len = len__4__q;
        plan__4__cnt = cnt__4__q;
        plan__4__last_f = last_f__4__q;
        plan__4__had_r = had_r__4__q;
        plan__5__has = count__5__q != 32'h0;
        plan__5__tag = front_tag__5;
        plan__5__data = front_data__5;
        plan__5__state = state__5__q;
        plan__5__has_out = |out_port__5__q;
        plan__5__has_cons = |cons__5__q;
        plan__5__len = len__5__q;
        plan__5__cnt = cnt__5__q;
        plan__5__last_f = last_f__5__q;
        plan__5__had_r = had_r__5__q;
        plan__6__has = count__6__q != 32'h0;
        plan__6__tag = front_tag__6;
        plan__6__data = front_data__6;
        plan__6__state = state__6__q;
        plan__6__has_out = |out_port__6__q;
        plan__6__has_cons = |cons__6__q;
        plan__6__len = len__6__q;
        plan__6__cnt = cnt__6__q;
        plan__6__last_f = last_f__6__q;
        plan__6__had_r = had_r__6__q;
        plan__7__has = count__7__q != 32'h0;
        plan__7__tag = front_tag__7;
        plan__7__data = front_data__7;
        plan__7__state = state__7__q;
        plan__7__has_out = |out_port__7__q;
        plan__7__has_cons = |cons__7__q;
        plan__7__len = len__7__q;
        plan__7__cnt = cnt__7__q;
        plan__7__last_f = last_f__7__q;
        plan__7__had_r = had_r__7__q;
        plan__8__has = count__8__q != 32'h0;
        plan__8__tag = front_tag__8;
        plan__8__data = front_data__8;
        plan__8__state = state__8__q;
        plan__8__has_out = |out_port__8__q;
        plan__8__has_cons = |cons__8__q;
        plan__8__len = len__8__q;
        plan__8__cnt = cnt__8__q;
        plan__8__last_f = last_f__8__q;
        plan__8__had_r = had_r__8__q;
        alloc__out_port__0 = out_port__0__q;
        alloc__out_vc_r__0 = out_vc_r__0__q;
        alloc__cons__0 = cons__0__q;
        alloc__net_alloc__0 = plan__0__net_alloc;
        alloc__net_dir__0 = plan__0__net_dir;
        alloc__cons_alloc__0 = plan__0__cons_alloc;
        alloc__send__0 = plan__0__send;
        alloc__net_need__0 = plan__0__net_need;
        alloc__cons_need__0 = plan__0__cons_need;
        alloc__discard__0 = plan__0__discard;
        alloc__pop__0 = plan__0__pop;
        alloc__bad__0 = plan__0__bad;
        alloc__out_port__1 = out_port__1__q;
        alloc__out_vc_r__1 = out_vc_r__1__q;
        alloc__cons__1 = cons__1__q;
        alloc__net_alloc__1 = plan__1__net_alloc;
        alloc__net_dir__1 = plan__1__net_dir;
        alloc__cons_alloc__1 = plan__1__cons_alloc;
        alloc__send__1 = plan__1__send;
        alloc__net_need__1 = plan__1__net_need;
        alloc__cons_need__1 = plan__1__cons_need;
        alloc__discard__1 = plan__1__discard;
        alloc__pop__1 = plan__1__pop;
        alloc__bad__1 = plan__1__bad;
        alloc__out_port__2 = out_port__2__q;
        alloc__out_vc_r__2 = out_vc_r__2__q;
        alloc__cons__2 = cons__2__q;
        alloc__net_alloc__2 = plan__2__net_alloc;
        alloc__net_dir__2 = plan__2__net_dir;
        alloc__cons_alloc__2 = plan__2__cons_alloc;
        alloc__send__2 = plan__2__send;
        alloc__net_need__2 = plan__2__net_need;
        alloc__cons_need__2 = plan__2__cons_need;
        alloc__discard__2 = plan__2__discard;
        alloc__pop__2 = plan__2__pop;
        alloc__bad__2 = plan__2__bad;
        alloc__out_port__3 = out_port__3__q;
        alloc__out_vc_r__3 = out_vc_r__3__q;
        alloc__cons__3 = cons__3__q;
        alloc__net_alloc__3 = plan__3__net_alloc;
        alloc__net_dir__3 = plan__3__net_dir;
        alloc__cons_alloc__3 = plan__3__cons_alloc;
        alloc__send__3 = plan__3__send;
        alloc__net_need__3 = plan__3__net_need;
        alloc__cons_need__3 = plan__3__cons_need;
        alloc__discard__3 = plan__3__discard;
        alloc__pop__3 = plan__3__pop;
        alloc__bad__3 = plan__3__bad;
        alloc__out_port__4 = out_port__4__q;
        alloc__out_vc_r__4 = out_vc_r__4__q;
        alloc__cons__4 = cons__4__q;
        alloc__net_alloc__4 = plan__4__net_alloc;
        alloc__net_dir__4 = plan__4__net_dir;
        alloc__cons_alloc__4 = plan__4__cons_alloc;
        alloc__send__4 = plan__4__send;
        alloc__net_need__4 = plan__4__net_need;
        alloc__cons_need__4 = plan__4__cons_need;
        alloc__discard__4 = plan__4__discard;
        alloc__pop__4 = plan__4__pop;
        alloc__bad__4 = plan__4__bad;
        alloc__out_port__5 = out_port__5__q;
        alloc__out_vc_r__5 = out_vc_r__5__q;
        alloc__cons__5 = cons__5__q;
        alloc__net_alloc__5 = plan__5__net_alloc;
        alloc__net_dir__5 = plan__5__net_dir;
        alloc__cons_alloc__5 = plan__5__cons_alloc;
        alloc__send__5 = plan__5__send;
        alloc__net_need__5 = plan__5__net_need;
        alloc__cons_need__5 = plan__5__cons_need;
        alloc__discard__5 = plan__5__discard;
        alloc__pop__5 = plan__5__pop;
        alloc__bad__5 = plan__5__bad;
        alloc__out_port__6 = out_port__6__q;
        alloc__out_vc_r__6 = out_vc_r__6__q;
        alloc__cons__6 = cons__6__q;
        alloc__net_alloc__6 = plan__6__net_alloc;
        alloc__net_dir__6 = plan__6__net_dir;
        alloc__cons_alloc__6 = plan__6__cons_alloc;
        alloc__send__6 = plan__6__send;
        alloc__net_need__6 = plan__6__net_need;
        alloc__cons_need__6 = plan__6__cons_need;
        alloc__discard__6 = plan__6__discard;
        alloc__pop__6 = plan__6__pop;
        alloc__bad__6 = plan__6__bad;
        alloc__out_port__7 = out_port__7__q;
        alloc__out_vc_r__7 = out_vc_r__7__q;
        alloc__cons__7 = cons__7__q;
        alloc__net_alloc__7 = plan__7__net_alloc;
        alloc__net_dir__7 = plan__7__net_dir;
        alloc__cons_alloc__7 = plan__7__cons_alloc;
        alloc__send__7 = plan__7__send;
        alloc__net_need__7 = plan__7__net_need;
        alloc__cons_need__7 = plan__7__cons_need;
        alloc__discard__7 = plan__7__discard;
        alloc__pop__7 = plan__7__pop;
        alloc__bad__7 = plan__7__bad;
        alloc__out_port__8 = out_port__8__q;
        alloc__out_vc_r__8 = out_vc_r__8__q;
        alloc__cons__8 = cons__8__q;
        alloc__net_alloc__8 = plan__8__net_alloc;
        alloc__net_dir__8 = plan__8__net_dir;
        alloc__cons_alloc__8 = plan__8__cons_alloc;
        alloc__send__8 = plan__8__send;
        alloc__net_need__8 = plan__8__net_need;
        alloc__cons_need__8 = plan__8__cons_need;
        alloc__discard__8 = plan__8__discard;
        alloc__pop__8 = plan__8__pop;
        alloc__bad__8 = plan__8__bad;
        alloc__spent__0 = spent__0__q;
        alloc__spent__1 = spent__1__q;
        alloc__spent__2 = spent__2__q;
        alloc__spent__3 = spent__3__q;
        alloc__spent__4 = spent__4__q;
        alloc__spent__5 = spent__5__q;
        alloc__spent__6 = spent__6__q;
        alloc__spent__7 = spent__7__q;
        alloc__cons_spent__0 = cons_spent__0__q;
        alloc__cons_spent__1 = cons_spent__1__q;
        alloc__cons_spent__2 = cons_spent__2__q;
        alloc__cons_spent__3 = cons_spent__3__q;
        alloc__held = held__q;
        alloc__cons_held = cons_held__q;
        alloc__rr = rr__q;
        credit_in = 32'h0;
        credit_one = out_credit__0;
        credit_in = credit_in | (((credit_one) & 8'hff) << port_shift__0);
        credit_one = out_credit__1;
        credit_in = credit_in | (((credit_one) & 8'hff) << port_shift__1);
        credit_one = out_credit__2;
        credit_in = credit_in | (((credit_one) & 8'hff) << port_shift__2);
        credit_one = out_credit__3;
        credit_in = credit_in | (((credit_one) & 8'hff) << port_shift__3);
        in_credit__0 = 32'h0;
        in_credit__0 = (in_credit__0 & ~(1 << (0)) | ((alloc__pop_now[0 * 2 + 0]) << (0)));
        in_credit__0 = (in_credit__0 & ~(1 << (1)) | ((alloc__pop_now[0 * 2 + 1]) << (1)));
        in_credit__1 = 32'h0;
        in_credit__1 = (in_credit__1 & ~(1 << (0)) | ((alloc__pop_now[1 * 2 + 0]) << (0)));
        in_credit__1 = (in_credit__1 & ~(1 << (1)) | ((alloc__pop_now[1 * 2 + 1]) << (1)));
        in_credit__2 = 32'h0;
        in_credit__2 = (in_credit__2 & ~(1 << (0)) | ((alloc__pop_now[2 * 2 + 0]) << (0)));
        in_credit__2 = (in_credit__2 & ~(1 << (1)) | ((alloc__pop_now[2 * 2 + 1]) << (1)));
        in_credit__3 = 32'h0;
        in_credit__3 = (in_credit__3 & ~(1 << (0)) | ((alloc__pop_now[3 * 2 + 0]) << (0)));
        in_credit__3 = (in_credit__3 & ~(1 << (1)) | ((alloc__pop_now[3 * 2 + 1]) << (1)));
        inj_credit__0 = alloc__pop_now[32'h4 * 2 + 0];
        bad = bad_reg__q;
        out_tag__0 = out_reg_tag__0__q;
        out_vc__0 = out_reg_vc__0__q;
        out_data__0 = out_reg_data__0__q;
        out_tag__1 = out_reg_tag__1__q;
        out_vc__1 = out_reg_vc__1__q;
        out_data__1 = out_reg_data__1__q;
        out_tag__2 = out_reg_tag__2__q;
        out_vc__2 = out_reg_vc__2__q;
        out_data__2 = out_reg_data__2__q;
        out_tag__3 = out_reg_tag__3__q;
        out_vc__3 = out_reg_vc__3__q;
        out_data__3 = out_reg_data__3__q;
        cons_tag__0 = cons_reg_tag__0__q;
        cons_data__0 = cons_reg_data__0__q;
        cons_tag__1 = cons_reg_tag__1__q;
        cons_data__1 = cons_reg_data__1__q;
        cons_tag__2 = cons_reg_tag__2__q;
        cons_data__2 = cons_reg_data__2__q;
        cons_tag__3 = cons_reg_tag__3__q;
        cons_data__3 = cons_reg_data__3__q;
        held_d = held__q;
        cons_held_d = cons_held__q;
        cred_d__0 = spent__0__q;
        cred_d__1 = spent__1__q;
        cred_d__2 = spent__2__q;
        cred_d__3 = spent__3__q;
        cred_d__4 = spent__4__q;
        cred_d__5 = spent__5__q;
        cred_d__6 = spent__6__q;
        cred_d__7 = spent__7__q;
        cons_cred_d__0 = cons_spent__0__q;
        cons_cred_d__1 = cons_spent__1__q;
        cons_cred_d__2 = cons_spent__2__q;
        cons_cred_d__3 = cons_spent__3__q;
        count_d__0 = count__0__q;
        head_d__0 = head__0__q;
        tail_d__0 = tail__0__q;
        if (plan__0__discard | plan__0__goto | (plan__0__send & alloc__grant__0)) begin
            state__0__d = plan__0__next_state;
        end
        if (alloc__pop_now[0]) begin
            count_d__0 = count__0__q - 32'h1;
            if (head__0__q == ptr_last) begin
                head_d__0 = 32'h0;
            end
            else begin
                head_d__0 = head__0__q + 32'h1;
            end
        end
        if (plan__0__send & alloc__grant__0) begin
            if (plan__0__net_need) begin
                out_port__0__d = alloc__net_port__0;
                out_vc_r__0__d = alloc__g_vc_num__0;
                if (alloc__net_port__0[0]) begin
                    out_reg_tag__0__d = plan__0__send_tag;
                    out_reg_vc__0__d = alloc__g_vc_num__0;
                    out_reg_data__0__d = plan__0__send_data;
                    if (alloc__g_vc__0[0]) begin
                        cred_d__0 = cred_d__0 + 32'h1;
                        if (plan__0__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__0[1]) begin
                        cred_d__1 = cred_d__1 + 32'h1;
                        if (plan__0__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__0[1]) begin
                    out_reg_tag__1__d = plan__0__send_tag;
                    out_reg_vc__1__d = alloc__g_vc_num__0;
                    out_reg_data__1__d = plan__0__send_data;
                    if (alloc__g_vc__0[0]) begin
                        cred_d__2 = cred_d__2 + 32'h1;
                        if (plan__0__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__0[1]) begin
                        cred_d__3 = cred_d__3 + 32'h1;
                        if (plan__0__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__0[2]) begin
                    out_reg_tag__2__d = plan__0__send_tag;
                    out_reg_vc__2__d = alloc__g_vc_num__0;
                    out_reg_data__2__d = plan__0__send_data;
                    if (alloc__g_vc__0[0]) begin
                        cred_d__4 = cred_d__4 + 32'h1;
                        if (plan__0__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__0[1]) begin
                        cred_d__5 = cred_d__5 + 32'h1;
                        if (plan__0__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__0[3]) begin
                    out_reg_tag__3__d = plan__0__send_tag;
                    out_reg_vc__3__d = alloc__g_vc_num__0;
                    out_reg_data__3__d = plan__0__send_data;
                    if (alloc__g_vc__0[0]) begin
                        cred_d__6 = cred_d__6 + 32'h1;
                        if (plan__0__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__0[1]) begin
                        cred_d__7 = cred_d__7 + 32'h1;
                        if (plan__0__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan__0__cons_need) begin
                cons__0__d = alloc__g_cons__0;
                if (alloc__g_cons__0[0]) begin
                    cons_reg_tag__0__d = plan__0__send_tag;
                    cons_reg_data__0__d = plan__0__send_data;
                    cons_cred_d__0 = cons_cred_d__0 + 32'h1;
                    if (plan__0__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc__g_cons__0[1]) begin
                    cons_reg_tag__1__d = plan__0__send_tag;
                    cons_reg_data__1__d = plan__0__send_data;
                    cons_cred_d__1 = cons_cred_d__1 + 32'h1;
                    if (plan__0__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc__g_cons__0[2]) begin
                    cons_reg_tag__2__d = plan__0__send_tag;
                    cons_reg_data__2__d = plan__0__send_data;
                    cons_cred_d__2 = cons_cred_d__2 + 32'h1;
                    if (plan__0__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc__g_cons__0[3]) begin
                    cons_reg_tag__3__d = plan__0__send_tag;
                    cons_reg_data__3__d = plan__0__send_data;
                    cons_cred_d__3 = cons_cred_d__3 + 32'h1;
                    if (plan__0__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan__0__latch) begin
                len__0__d = plan__0__latch_len;
                cnt__0__d = 32'h0;
                last_f__0__d = plan__0__latch_f;
                had_r__0__d = plan__0__latch_r;
            end
            if (plan__0__body) begin
                cnt__0__d = cnt__0__q + 32'h1;
            end
            if (plan__0__free_held) begin
                out_port__0__d = 32'h0;
                cons__0__d = 32'h0;
            end
        end
        count_d__1 = count__1__q;
        head_d__1 = head__1__q;
        tail_d__1 = tail__1__q;
        if (plan__1__discard | plan__1__goto | (plan__1__send & alloc__grant__1)) begin
            state__1__d = plan__1__next_state;
        end
        if (alloc__pop_now[1]) begin
            count_d__1 = count__1__q - 32'h1;
            if (head__1__q == ptr_last) begin
                head_d__1 = 32'h0;
            end
            else begin
                head_d__1 = head__1__q + 32'h1;
            end
        end
        if (plan__1__send & alloc__grant__1) begin
            if (plan__1__net_need) begin
                out_port__1__d = alloc__net_port__1;
                out_vc_r__1__d = alloc__g_vc_num__1;
                if (alloc__net_port__1[0]) begin
                    out_reg_tag__0__d = plan__1__send_tag;
                    out_reg_vc__0__d = alloc__g_vc_num__1;
                    out_reg_data__0__d = plan__1__send_data;
                    if (alloc__g_vc__1[0]) begin
                        cred_d__0 = cred_d__0 + 32'h1;
                        if (plan__1__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__1[1]) begin
                        cred_d__1 = cred_d__1 + 32'h1;
                        if (plan__1__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__1[1]) begin
                    out_reg_tag__1__d = plan__1__send_tag;
                    out_reg_vc__1__d = alloc__g_vc_num__1;
                    out_reg_data__1__d = plan__1__send_data;
                    if (alloc__g_vc__1[0]) begin
                        cred_d__2 = cred_d__2 + 32'h1;
                        if (plan__1__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__1[1]) begin
                        cred_d__3 = cred_d__3 + 32'h1;
                        if (plan__1__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__1[2]) begin
                    out_reg_tag__2__d = plan__1__send_tag;
                    out_reg_vc__2__d = alloc__g_vc_num__1;
                    out_reg_data__2__d = plan__1__send_data;
                    if (alloc__g_vc__1[0]) begin
                        cred_d__4 = cred_d__4 + 32'h1;
                        if (plan__1__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__1[1]) begin
                        cred_d__5 = cred_d__5 + 32'h1;
                        if (plan__1__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__1[3]) begin
                    out_reg_tag__3__d = plan__1__send_tag;
                    out_reg_vc__3__d = alloc__g_vc_num__1;
                    out_reg_data__3__d = plan__1__send_data;
                    if (alloc__g_vc__1[0]) begin
                        cred_d__6 = cred_d__6 + 32'h1;
                        if (plan__1__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__1[1]) begin
                        cred_d__7 = cred_d__7 + 32'h1;
                        if (plan__1__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan__1__cons_need) begin
                cons__1__d = alloc__g_cons__1;
                if (alloc__g_cons__1[0]) begin
                    cons_reg_tag__0__d = plan__1__send_tag;
                    cons_reg_data__0__d = plan__1__send_data;
                    cons_cred_d__0 = cons_cred_d__0 + 32'h1;
                    if (plan__1__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc__g_cons__1[1]) begin
                    cons_reg_tag__1__d = plan__1__send_tag;
                    cons_reg_data__1__d = plan__1__send_data;
                    cons_cred_d__1 = cons_cred_d__1 + 32'h1;
                    if (plan__1__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc__g_cons__1[2]) begin
                    cons_reg_tag__2__d = plan__1__send_tag;
                    cons_reg_data__2__d = plan__1__send_data;
                    cons_cred_d__2 = cons_cred_d__2 + 32'h1;
                    if (plan__1__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc__g_cons__1[3]) begin
                    cons_reg_tag__3__d = plan__1__send_tag;
                    cons_reg_data__3__d = plan__1__send_data;
                    cons_cred_d__3 = cons_cred_d__3 + 32'h1;
                    if (plan__1__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan__1__latch) begin
                len__1__d = plan__1__latch_len;
                cnt__1__d = 32'h0;
                last_f__1__d = plan__1__latch_f;
                had_r__1__d = plan__1__latch_r;
            end
            if (plan__1__body) begin
                cnt__1__d = cnt__1__q + 32'h1;
            end
            if (plan__1__free_held) begin
                out_port__1__d = 32'h0;
                cons__1__d = 32'h0;
            end
        end
        count_d__2 = count__2__q;
        head_d__2 = head__2__q;
        tail_d__2 = tail__2__q;
        if (plan__2__discard | plan__2__goto | (plan__2__send & alloc__grant__2)) begin
            state__2__d = plan__2__next_state;
        end
        if (alloc__pop_now[2]) begin
            count_d__2 = count__2__q - 32'h1;
            if (head__2__q == ptr_last) begin
                head_d__2 = 32'h0;
            end
            else begin
                head_d__2 = head__2__q + 32'h1;
            end
        end
        if (plan__2__send & alloc__grant__2) begin
            if (plan__2__net_need) begin
                out_port__2__d = alloc__net_port__2;
                out_vc_r__2__d = alloc__g_vc_num__2;
                if (alloc__net_port__2[0]) begin
                    out_reg_tag__0__d = plan__2__send_tag;
                    out_reg_vc__0__d = alloc__g_vc_num__2;
                    out_reg_data__0__d = plan__2__send_data;
                    if (alloc__g_vc__2[0]) begin
                        cred_d__0 = cred_d__0 + 32'h1;
                        if (plan__2__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__2[1]) begin
                        cred_d__1 = cred_d__1 + 32'h1;
                        if (plan__2__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__2[1]) begin
                    out_reg_tag__1__d = plan__2__send_tag;
                    out_reg_vc__1__d = alloc__g_vc_num__2;
                    out_reg_data__1__d = plan__2__send_data;
                    if (alloc__g_vc__2[0]) begin
                        cred_d__2 = cred_d__2 + 32'h1;
                        if (plan__2__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__2[1]) begin
                        cred_d__3 = cred_d__3 + 32'h1;
                        if (plan__2__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__2[2]) begin
                    out_reg_tag__2__d = plan__2__send_tag;
                    out_reg_vc__2__d = alloc__g_vc_num__2;
                    out_reg_data__2__d = plan__2__send_data;
                    if (alloc__g_vc__2[0]) begin
                        cred_d__4 = cred_d__4 + 32'h1;
                        if (plan__2__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__2[1]) begin
                        cred_d__5 = cred_d__5 + 32'h1;
                        if (plan__2__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__2[3]) begin
                    out_reg_tag__3__d = plan__2__send_tag;
                    out_reg_vc__3__d = alloc__g_vc_num__2;
                    out_reg_data__3__d = plan__2__send_data;
                    if (alloc__g_vc__2[0]) begin
                        cred_d__6 = cred_d__6 + 32'h1;
                        if (plan__2__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__2[1]) begin
                        cred_d__7 = cred_d__7 + 32'h1;
                        if (plan__2__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan__2__cons_need) begin
                cons__2__d = alloc__g_cons__2;
                if (alloc__g_cons__2[0]) begin
                    cons_reg_tag__0__d = plan__2__send_tag;
                    cons_reg_data__0__d = plan__2__send_data;
                    cons_cred_d__0 = cons_cred_d__0 + 32'h1;
                    if (plan__2__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc__g_cons__2[1]) begin
                    cons_reg_tag__1__d = plan__2__send_tag;
                    cons_reg_data__1__d = plan__2__send_data;
                    cons_cred_d__1 = cons_cred_d__1 + 32'h1;
                    if (plan__2__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc__g_cons__2[2]) begin
                    cons_reg_tag__2__d = plan__2__send_tag;
                    cons_reg_data__2__d = plan__2__send_data;
                    cons_cred_d__2 = cons_cred_d__2 + 32'h1;
                    if (plan__2__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc__g_cons__2[3]) begin
                    cons_reg_tag__3__d = plan__2__send_tag;
                    cons_reg_data__3__d = plan__2__send_data;
                    cons_cred_d__3 = cons_cred_d__3 + 32'h1;
                    if (plan__2__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan__2__latch) begin
                len__2__d = plan__2__latch_len;
                cnt__2__d = 32'h0;
                last_f__2__d = plan__2__latch_f;
                had_r__2__d = plan__2__latch_r;
            end
            if (plan__2__body) begin
                cnt__2__d = cnt__2__q + 32'h1;
            end
            if (plan__2__free_held) begin
                out_port__2__d = 32'h0;
                cons__2__d = 32'h0;
            end
        end
        count_d__3 = count__3__q;
        head_d__3 = head__3__q;
        tail_d__3 = tail__3__q;
        if (plan__3__discard | plan__3__goto | (plan__3__send & alloc__grant__3)) begin
            state__3__d = plan__3__next_state;
        end
        if (alloc__pop_now[3]) begin
            count_d__3 = count__3__q - 32'h1;
            if (head__3__q == ptr_last) begin
                head_d__3 = 32'h0;
            end
            else begin
                head_d__3 = head__3__q + 32'h1;
            end
        end
        if (plan__3__send & alloc__grant__3) begin
            if (plan__3__net_need) begin
                out_port__3__d = alloc__net_port__3;
                out_vc_r__3__d = alloc__g_vc_num__3;
                if (alloc__net_port__3[0]) begin
                    out_reg_tag__0__d = plan__3__send_tag;
                    out_reg_vc__0__d = alloc__g_vc_num__3;
                    out_reg_data__0__d = plan__3__send_data;
                    if (alloc__g_vc__3[0]) begin
                        cred_d__0 = cred_d__0 + 32'h1;
                        if (plan__3__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__3[1]) begin
                        cred_d__1 = cred_d__1 + 32'h1;
                        if (plan__3__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__3[1]) begin
                    out_reg_tag__1__d = plan__3__send_tag;
                    out_reg_vc__1__d = alloc__g_vc_num__3;
                    out_reg_data__1__d = plan__3__send_data;
                    if (alloc__g_vc__3[0]) begin
                        cred_d__2 = cred_d__2 + 32'h1;
                        if (plan__3__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__3[1]) begin
                        cred_d__3 = cred_d__3 + 32'h1;
                        if (plan__3__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__3[2]) begin
                    out_reg_tag__2__d = plan__3__send_tag;
                    out_reg_vc__2__d = alloc__g_vc_num__3;
                    out_reg_data__2__d = plan__3__send_data;
                    if (alloc__g_vc__3[0]) begin
                        cred_d__4 = cred_d__4 + 32'h1;
                        if (plan__3__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__3[1]) begin
                        cred_d__5 = cred_d__5 + 32'h1;
                        if (plan__3__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__3[3]) begin
                    out_reg_tag__3__d = plan__3__send_tag;
                    out_reg_vc__3__d = alloc__g_vc_num__3;
                    out_reg_data__3__d = plan__3__send_data;
                    if (alloc__g_vc__3[0]) begin
                        cred_d__6 = cred_d__6 + 32'h1;
                        if (plan__3__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__3[1]) begin
                        cred_d__7 = cred_d__7 + 32'h1;
                        if (plan__3__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan__3__cons_need) begin
                cons__3__d = alloc__g_cons__3;
                if (alloc__g_cons__3[0]) begin
                    cons_reg_tag__0__d = plan__3__send_tag;
                    cons_reg_data__0__d = plan__3__send_data;
                    cons_cred_d__0 = cons_cred_d__0 + 32'h1;
                    if (plan__3__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc__g_cons__3[1]) begin
                    cons_reg_tag__1__d = plan__3__send_tag;
                    cons_reg_data__1__d = plan__3__send_data;
                    cons_cred_d__1 = cons_cred_d__1 + 32'h1;
                    if (plan__3__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc__g_cons__3[2]) begin
                    cons_reg_tag__2__d = plan__3__send_tag;
                    cons_reg_data__2__d = plan__3__send_data;
                    cons_cred_d__2 = cons_cred_d__2 + 32'h1;
                    if (plan__3__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc__g_cons__3[3]) begin
                    cons_reg_tag__3__d = plan__3__send_tag;
                    cons_reg_data__3__d = plan__3__send_data;
                    cons_cred_d__3 = cons_cred_d__3 + 32'h1;
                    if (plan__3__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan__3__latch) begin
                len__3__d = plan__3__latch_len;
                cnt__3__d = 32'h0;
                last_f__3__d = plan__3__latch_f;
                had_r__3__d = plan__3__latch_r;
            end
            if (plan__3__body) begin
                cnt__3__d = cnt__3__q + 32'h1;
            end
            if (plan__3__free_held) begin
                out_port__3__d = 32'h0;
                cons__3__d = 32'h0;
            end
        end
        count_d__4 = count__4__q;
        head_d__4 = head__4__q;
        tail_d__4 = tail__4__q;
        if (plan__4__discard | plan__4__goto | (plan__4__send & alloc__grant__4)) begin
            state__4__d = plan__4__next_state;
        end
        if (alloc__pop_now[4]) begin
            count_d__4 = count__4__q - 32'h1;
            if (head__4__q == ptr_last) begin
                head_d__4 = 32'h0;
            end
            else begin
                head_d__4 = head__4__q + 32'h1;
            end
        end
        if (plan__4__send & alloc__grant__4) begin
            if (plan__4__net_need) begin
                out_port__4__d = alloc__net_port__4;
                out_vc_r__4__d = alloc__g_vc_num__4;
                if (alloc__net_port__4[0]) begin
                    out_reg_tag__0__d = plan__4__send_tag;
                    out_reg_vc__0__d = alloc__g_vc_num__4;
                    out_reg_data__0__d = plan__4__send_data;
                    if (alloc__g_vc__4[0]) begin
                        cred_d__0 = cred_d__0 + 32'h1;
                        if (plan__4__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__4[1]) begin
                        cred_d__1 = cred_d__1 + 32'h1;
                        if (plan__4__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__4[1]) begin
                    out_reg_tag__1__d = plan__4__send_tag;
                    out_reg_vc__1__d = alloc__g_vc_num__4;
                    out_reg_data__1__d = plan__4__send_data;
                    if (alloc__g_vc__4[0]) begin
                        cred_d__2 = cred_d__2 + 32'h1;
                        if (plan__4__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__4[1]) begin
                        cred_d__3 = cred_d__3 + 32'h1;
                        if (plan__4__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__4[2]) begin
                    out_reg_tag__2__d = plan__4__send_tag;
                    out_reg_vc__2__d = alloc__g_vc_num__4;
                    out_reg_data__2__d = plan__4__send_data;
                    if (alloc__g_vc__4[0]) begin
                        cred_d__4 = cred_d__4 + 32'h1;
                        if (plan__4__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__4[1]) begin
                        cred_d__5 = cred_d__5 + 32'h1;
                        if (plan__4__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__4[3]) begin
                    out_reg_tag__3__d = plan__4__send_tag;
                    out_reg_vc__3__d = alloc__g_vc_num__4;
                    out_reg_data__3__d = plan__4__send_data;
                    if (alloc__g_vc__4[0]) begin
                        cred_d__6 = cred_d__6 + 32'h1;
                        if (plan__4__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__4[1]) begin
                        cred_d__7 = cred_d__7 + 32'h1;
                        if (plan__4__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan__4__cons_need) begin
                cons__4__d = alloc__g_cons__4;
                if (alloc__g_cons__4[0]) begin
                    cons_reg_tag__0__d = plan__4__send_tag;
                    cons_reg_data__0__d = plan__4__send_data;
                    cons_cred_d__0 = cons_cred_d__0 + 32'h1;
                    if (plan__4__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc__g_cons__4[1]) begin
                    cons_reg_tag__1__d = plan__4__send_tag;
                    cons_reg_data__1__d = plan__4__send_data;
                    cons_cred_d__1 = cons_cred_d__1 + 32'h1;
                    if (plan__4__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc__g_cons__4[2]) begin
                    cons_reg_tag__2__d = plan__4__send_tag;
                    cons_reg_data__2__d = plan__4__send_data;
                    cons_cred_d__2 = cons_cred_d__2 + 32'h1;
                    if (plan__4__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc__g_cons__4[3]) begin
                    cons_reg_tag__3__d = plan__4__send_tag;
                    cons_reg_data__3__d = plan__4__send_data;
                    cons_cred_d__3 = cons_cred_d__3 + 32'h1;
                    if (plan__4__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan__4__latch) begin
                len__4__d = plan__4__latch_len;
                cnt__4__d = 32'h0;
                last_f__4__d = plan__4__latch_f;
                had_r__4__d = plan__4__latch_r;
            end
            if (plan__4__body) begin
                cnt__4__d = cnt__4__q + 32'h1;
            end
            if (plan__4__free_held) begin
                out_port__4__d = 32'h0;
                cons__4__d = 32'h0;
            end
        end
        count_d__5 = count__5__q;
        head_d__5 = head__5__q;
        tail_d__5 = tail__5__q;
        if (plan__5__discard | plan__5__goto | (plan__5__send & alloc__grant__5)) begin
            state__5__d = plan__5__next_state;
        end
        if (alloc__pop_now[5]) begin
            count_d__5 = count__5__q - 32'h1;
            if (head__5__q == ptr_last) begin
                head_d__5 = 32'h0;
            end
            else begin
                head_d__5 = head__5__q + 32'h1;
            end
        end
        if (plan__5__send & alloc__grant__5) begin
            if (plan__5__net_need) begin
                out_port__5__d = alloc__net_port__5;
                out_vc_r__5__d = alloc__g_vc_num__5;
                if (alloc__net_port__5[0]) begin
                    out_reg_tag__0__d = plan__5__send_tag;
                    out_reg_vc__0__d = alloc__g_vc_num__5;
                    out_reg_data__0__d = plan__5__send_data;
                    if (alloc__g_vc__5[0]) begin
                        cred_d__0 = cred_d__0 + 32'h1;
                        if (plan__5__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__5[1]) begin
                        cred_d__1 = cred_d__1 + 32'h1;
                        if (plan__5__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__5[1]) begin
                    out_reg_tag__1__d = plan__5__send_tag;
                    out_reg_vc__1__d = alloc__g_vc_num__5;
                    out_reg_data__1__d = plan__5__send_data;
                    if (alloc__g_vc__5[0]) begin
                        cred_d__2 = cred_d__2 + 32'h1;
                        if (plan__5__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__5[1]) begin
                        cred_d__3 = cred_d__3 + 32'h1;
                        if (plan__5__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__5[2]) begin
                    out_reg_tag__2__d = plan__5__send_tag;
                    out_reg_vc__2__d = alloc__g_vc_num__5;
                    out_reg_data__2__d = plan__5__send_data;
                    if (alloc__g_vc__5[0]) begin
                        cred_d__4 = cred_d__4 + 32'h1;
                        if (plan__5__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__5[1]) begin
                        cred_d__5 = cred_d__5 + 32'h1;
                        if (plan__5__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__5[3]) begin
                    out_reg_tag__3__d = plan__5__send_tag;
                    out_reg_vc__3__d = alloc__g_vc_num__5;
                    out_reg_data__3__d = plan__5__send_data;
                    if (alloc__g_vc__5[0]) begin
                        cred_d__6 = cred_d__6 + 32'h1;
                        if (plan__5__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__5[1]) begin
                        cred_d__7 = cred_d__7 + 32'h1;
                        if (plan__5__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan__5__cons_need) begin
                cons__5__d = alloc__g_cons__5;
                if (alloc__g_cons__5[0]) begin
                    cons_reg_tag__0__d = plan__5__send_tag;
                    cons_reg_data__0__d = plan__5__send_data;
                    cons_cred_d__0 = cons_cred_d__0 + 32'h1;
                    if (plan__5__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc__g_cons__5[1]) begin
                    cons_reg_tag__1__d = plan__5__send_tag;
                    cons_reg_data__1__d = plan__5__send_data;
                    cons_cred_d__1 = cons_cred_d__1 + 32'h1;
                    if (plan__5__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc__g_cons__5[2]) begin
                    cons_reg_tag__2__d = plan__5__send_tag;
                    cons_reg_data__2__d = plan__5__send_data;
                    cons_cred_d__2 = cons_cred_d__2 + 32'h1;
                    if (plan__5__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc__g_cons__5[3]) begin
                    cons_reg_tag__3__d = plan__5__send_tag;
                    cons_reg_data__3__d = plan__5__send_data;
                    cons_cred_d__3 = cons_cred_d__3 + 32'h1;
                    if (plan__5__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan__5__latch) begin
                len__5__d = plan__5__latch_len;
                cnt__5__d = 32'h0;
                last_f__5__d = plan__5__latch_f;
                had_r__5__d = plan__5__latch_r;
            end
            if (plan__5__body) begin
                cnt__5__d = cnt__5__q + 32'h1;
            end
            if (plan__5__free_held) begin
                out_port__5__d = 32'h0;
                cons__5__d = 32'h0;
            end
        end
        count_d__6 = count__6__q;
        head_d__6 = head__6__q;
        tail_d__6 = tail__6__q;
        if (plan__6__discard | plan__6__goto | (plan__6__send & alloc__grant__6)) begin
            state__6__d = plan__6__next_state;
        end
        if (alloc__pop_now[6]) begin
            count_d__6 = count__6__q - 32'h1;
            if (head__6__q == ptr_last) begin
                head_d__6 = 32'h0;
            end
            else begin
                head_d__6 = head__6__q + 32'h1;
            end
        end
        if (plan__6__send & alloc__grant__6) begin
            if (plan__6__net_need) begin
                out_port__6__d = alloc__net_port__6;
                out_vc_r__6__d = alloc__g_vc_num__6;
                if (alloc__net_port__6[0]) begin
                    out_reg_tag__0__d = plan__6__send_tag;
                    out_reg_vc__0__d = alloc__g_vc_num__6;
                    out_reg_data__0__d = plan__6__send_data;
                    if (alloc__g_vc__6[0]) begin
                        cred_d__0 = cred_d__0 + 32'h1;
                        if (plan__6__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__6[1]) begin
                        cred_d__1 = cred_d__1 + 32'h1;
                        if (plan__6__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__6[1]) begin
                    out_reg_tag__1__d = plan__6__send_tag;
                    out_reg_vc__1__d = alloc__g_vc_num__6;
                    out_reg_data__1__d = plan__6__send_data;
                    if (alloc__g_vc__6[0]) begin
                        cred_d__2 = cred_d__2 + 32'h1;
                        if (plan__6__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__6[1]) begin
                        cred_d__3 = cred_d__3 + 32'h1;
                        if (plan__6__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__6[2]) begin
                    out_reg_tag__2__d = plan__6__send_tag;
                    out_reg_vc__2__d = alloc__g_vc_num__6;
                    out_reg_data__2__d = plan__6__send_data;
                    if (alloc__g_vc__6[0]) begin
                        cred_d__4 = cred_d__4 + 32'h1;
                        if (plan__6__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__6[1]) begin
                        cred_d__5 = cred_d__5 + 32'h1;
                        if (plan__6__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__6[3]) begin
                    out_reg_tag__3__d = plan__6__send_tag;
                    out_reg_vc__3__d = alloc__g_vc_num__6;
                    out_reg_data__3__d = plan__6__send_data;
                    if (alloc__g_vc__6[0]) begin
                        cred_d__6 = cred_d__6 + 32'h1;
                        if (plan__6__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__6[1]) begin
                        cred_d__7 = cred_d__7 + 32'h1;
                        if (plan__6__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan__6__cons_need) begin
                cons__6__d = alloc__g_cons__6;
                if (alloc__g_cons__6[0]) begin
                    cons_reg_tag__0__d = plan__6__send_tag;
                    cons_reg_data__0__d = plan__6__send_data;
                    cons_cred_d__0 = cons_cred_d__0 + 32'h1;
                    if (plan__6__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc__g_cons__6[1]) begin
                    cons_reg_tag__1__d = plan__6__send_tag;
                    cons_reg_data__1__d = plan__6__send_data;
                    cons_cred_d__1 = cons_cred_d__1 + 32'h1;
                    if (plan__6__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc__g_cons__6[2]) begin
                    cons_reg_tag__2__d = plan__6__send_tag;
                    cons_reg_data__2__d = plan__6__send_data;
                    cons_cred_d__2 = cons_cred_d__2 + 32'h1;
                    if (plan__6__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc__g_cons__6[3]) begin
                    cons_reg_tag__3__d = plan__6__send_tag;
                    cons_reg_data__3__d = plan__6__send_data;
                    cons_cred_d__3 = cons_cred_d__3 + 32'h1;
                    if (plan__6__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan__6__latch) begin
                len__6__d = plan__6__latch_len;
                cnt__6__d = 32'h0;
                last_f__6__d = plan__6__latch_f;
                had_r__6__d = plan__6__latch_r;
            end
            if (plan__6__body) begin
                cnt__6__d = cnt__6__q + 32'h1;
            end
            if (plan__6__free_held) begin
                out_port__6__d = 32'h0;
                cons__6__d = 32'h0;
            end
        end
        count_d__7 = count__7__q;
        head_d__7 = head__7__q;
        tail_d__7 = tail__7__q;
        if (plan__7__discard | plan__7__goto | (plan__7__send & alloc__grant__7)) begin
            state__7__d = plan__7__next_state;
        end
        if (alloc__pop_now[7]) begin
            count_d__7 = count__7__q - 32'h1;
            if (head__7__q == ptr_last) begin
                head_d__7 = 32'h0;
            end
            else begin
                head_d__7 = head__7__q + 32'h1;
            end
        end
        if (plan__7__send & alloc__grant__7) begin
            if (plan__7__net_need) begin
                out_port__7__d = alloc__net_port__7;
                out_vc_r__7__d = alloc__g_vc_num__7;
                if (alloc__net_port__7[0]) begin
                    out_reg_tag__0__d = plan__7__send_tag;
                    out_reg_vc__0__d = alloc__g_vc_num__7;
                    out_reg_data__0__d = plan__7__send_data;
                    if (alloc__g_vc__7[0]) begin
                        cred_d__0 = cred_d__0 + 32'h1;
                        if (plan__7__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__7[1]) begin
                        cred_d__1 = cred_d__1 + 32'h1;
                        if (plan__7__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__7[1]) begin
                    out_reg_tag__1__d = plan__7__send_tag;
                    out_reg_vc__1__d = alloc__g_vc_num__7;
                    out_reg_data__1__d = plan__7__send_data;
                    if (alloc__g_vc__7[0]) begin
                        cred_d__2 = cred_d__2 + 32'h1;
                        if (plan__7__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__7[1]) begin
                        cred_d__3 = cred_d__3 + 32'h1;
                        if (plan__7__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__7[2]) begin
                    out_reg_tag__2__d = plan__7__send_tag;
                    out_reg_vc__2__d = alloc__g_vc_num__7;
                    out_reg_data__2__d = plan__7__send_data;
                    if (alloc__g_vc__7[0]) begin
                        cred_d__4 = cred_d__4 + 32'h1;
                        if (plan__7__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__7[1]) begin
                        cred_d__5 = cred_d__5 + 32'h1;
                        if (plan__7__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__7[3]) begin
                    out_reg_tag__3__d = plan__7__send_tag;
                    out_reg_vc__3__d = alloc__g_vc_num__7;
                    out_reg_data__3__d = plan__7__send_data;
                    if (alloc__g_vc__7[0]) begin
                        cred_d__6 = cred_d__6 + 32'h1;
                        if (plan__7__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__7[1]) begin
                        cred_d__7 = cred_d__7 + 32'h1;
                        if (plan__7__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan__7__cons_need) begin
                cons__7__d = alloc__g_cons__7;
                if (alloc__g_cons__7[0]) begin
                    cons_reg_tag__0__d = plan__7__send_tag;
                    cons_reg_data__0__d = plan__7__send_data;
                    cons_cred_d__0 = cons_cred_d__0 + 32'h1;
                    if (plan__7__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc__g_cons__7[1]) begin
                    cons_reg_tag__1__d = plan__7__send_tag;
                    cons_reg_data__1__d = plan__7__send_data;
                    cons_cred_d__1 = cons_cred_d__1 + 32'h1;
                    if (plan__7__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc__g_cons__7[2]) begin
                    cons_reg_tag__2__d = plan__7__send_tag;
                    cons_reg_data__2__d = plan__7__send_data;
                    cons_cred_d__2 = cons_cred_d__2 + 32'h1;
                    if (plan__7__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc__g_cons__7[3]) begin
                    cons_reg_tag__3__d = plan__7__send_tag;
                    cons_reg_data__3__d = plan__7__send_data;
                    cons_cred_d__3 = cons_cred_d__3 + 32'h1;
                    if (plan__7__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan__7__latch) begin
                len__7__d = plan__7__latch_len;
                cnt__7__d = 32'h0;
                last_f__7__d = plan__7__latch_f;
                had_r__7__d = plan__7__latch_r;
            end
            if (plan__7__body) begin
                cnt__7__d = cnt__7__q + 32'h1;
            end
            if (plan__7__free_held) begin
                out_port__7__d = 32'h0;
                cons__7__d = 32'h0;
            end
        end
        count_d__8 = count__8__q;
        head_d__8 = head__8__q;
        tail_d__8 = tail__8__q;
        if (plan__8__discard | plan__8__goto | (plan__8__send & alloc__grant__8)) begin
            state__8__d = plan__8__next_state;
        end
        if (alloc__pop_now[8]) begin
            count_d__8 = count__8__q - 32'h1;
            if (head__8__q == ptr_last) begin
                head_d__8 = 32'h0;
            end
            else begin
                head_d__8 = head__8__q + 32'h1;
            end
        end
        if (plan__8__send & alloc__grant__8) begin
            if (plan__8__net_need) begin
                out_port__8__d = alloc__net_port__8;
                out_vc_r__8__d = alloc__g_vc_num__8;
                if (alloc__net_port__8[0]) begin
                    out_reg_tag__0__d = plan__8__send_tag;
                    out_reg_vc__0__d = alloc__g_vc_num__8;
                    out_reg_data__0__d = plan__8__send_data;
                    if (alloc__g_vc__8[0]) begin
                        cred_d__0 = cred_d__0 + 32'h1;
                        if (plan__8__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__8[1]) begin
                        cred_d__1 = cred_d__1 + 32'h1;
                        if (plan__8__free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__8[1]) begin
                    out_reg_tag__1__d = plan__8__send_tag;
                    out_reg_vc__1__d = alloc__g_vc_num__8;
                    out_reg_data__1__d = plan__8__send_data;
                    if (alloc__g_vc__8[0]) begin
                        cred_d__2 = cred_d__2 + 32'h1;
                        if (plan__8__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__8[1]) begin
                        cred_d__3 = cred_d__3 + 32'h1;
                        if (plan__8__free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__8[2]) begin
                    out_reg_tag__2__d = plan__8__send_tag;
                    out_reg_vc__2__d = alloc__g_vc_num__8;
                    out_reg_data__2__d = plan__8__send_data;
                    if (alloc__g_vc__8[0]) begin
                        cred_d__4 = cred_d__4 + 32'h1;
                        if (plan__8__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__8[1]) begin
                        cred_d__5 = cred_d__5 + 32'h1;
                        if (plan__8__free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc__net_port__8[3]) begin
                    out_reg_tag__3__d = plan__8__send_tag;
                    out_reg_vc__3__d = alloc__g_vc_num__8;
                    out_reg_data__3__d = plan__8__send_data;
                    if (alloc__g_vc__8[0]) begin
                        cred_d__6 = cred_d__6 + 32'h1;
                        if (plan__8__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc__g_vc__8[1]) begin
                        cred_d__7 = cred_d__7 + 32'h1;
                        if (plan__8__free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan__8__cons_need) begin
                cons__8__d = alloc__g_cons__8;
                if (alloc__g_cons__8[0]) begin
                    cons_reg_tag__0__d = plan__8__send_tag;
                    cons_reg_data__0__d = plan__8__send_data;
                    cons_cred_d__0 = cons_cred_d__0 + 32'h1;
                    if (plan__8__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc__g_cons__8[1]) begin
                    cons_reg_tag__1__d = plan__8__send_tag;
                    cons_reg_data__1__d = plan__8__send_data;
                    cons_cred_d__1 = cons_cred_d__1 + 32'h1;
                    if (plan__8__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc__g_cons__8[2]) begin
                    cons_reg_tag__2__d = plan__8__send_tag;
                    cons_reg_data__2__d = plan__8__send_data;
                    cons_cred_d__2 = cons_cred_d__2 + 32'h1;
                    if (plan__8__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc__g_cons__8[3]) begin
                    cons_reg_tag__3__d = plan__8__send_tag;
                    cons_reg_data__3__d = plan__8__send_data;
                    cons_cred_d__3 = cons_cred_d__3 + 32'h1;
                    if (plan__8__free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan__8__latch) begin
                len__8__d = plan__8__latch_len;
                cnt__8__d = 32'h0;
                last_f__8__d = plan__8__latch_f;
                had_r__8__d = plan__8__latch_r;
            end
            if (plan__8__body) begin
                cnt__8__d = cnt__8__q + 32'h1;
            end
            if (plan__8__free_held) begin
                out_port__8__d = 32'h0;
                cons__8__d = 32'h0;
            end
        end
        if (credit_in[0 * 2 + 0] & (cred_d__0 != 32'h0)) begin
            cred_d__0 = cred_d__0 - 32'h1;
        end
        if (credit_in[0 * 2 + 1] & (cred_d__1 != 32'h0)) begin
            cred_d__1 = cred_d__1 - 32'h1;
        end
        if (credit_in[1 * 2 + 0] & (cred_d__2 != 32'h0)) begin
            cred_d__2 = cred_d__2 - 32'h1;
        end
        if (credit_in[1 * 2 + 1] & (cred_d__3 != 32'h0)) begin
            cred_d__3 = cred_d__3 - 32'h1;
        end
        if (credit_in[2 * 2 + 0] & (cred_d__4 != 32'h0)) begin
            cred_d__4 = cred_d__4 - 32'h1;
        end
        if (credit_in[2 * 2 + 1] & (cred_d__5 != 32'h0)) begin
            cred_d__5 = cred_d__5 - 32'h1;
        end
        if (credit_in[3 * 2 + 0] & (cred_d__6 != 32'h0)) begin
            cred_d__6 = cred_d__6 - 32'h1;
        end
        if (credit_in[3 * 2 + 1] & (cred_d__7 != 32'h0)) begin
            cred_d__7 = cred_d__7 - 32'h1;
        end
        if (cons_credit__0 & (cons_cred_d__0 != 32'h0)) begin
            cons_cred_d__0 = cons_cred_d__0 - 32'h1;
        end
        if (cons_credit__1 & (cons_cred_d__1 != 32'h0)) begin
            cons_cred_d__1 = cons_cred_d__1 - 32'h1;
        end
        if (cons_credit__2 & (cons_cred_d__2 != 32'h0)) begin
            cons_cred_d__2 = cons_cred_d__2 - 32'h1;
        end
        if (cons_credit__3 & (cons_cred_d__3 != 32'h0)) begin
            cons_cred_d__3 = cons_cred_d__3 - 32'h1;
        end
        bad_d = alloc__bad_now;
        if (in_tag__0 != 32'h0) begin
            if (in_vc__0 > vc_max) begin
                bad_d = (bad_d & ~(1 << (0)) | ((1'b1) << (0)));
            end
            if (in_vc__0 == vc_index__0) begin
                if (count_d__0 >= depth) begin
                    bad_d = (bad_d & ~(1 << (0)) | ((1'b1) << (0)));
                end
                else begin
                    if (tail__0__q == ptr_index__0) begin
                        buf_tag__0__d = in_tag__0;
                        buf_data__0__d = in_data__0;
                    end
                    count_d__0 = count_d__0 + 32'h1;
                    if (tail__0__q == ptr_last) begin
                        tail_d__0 = 32'h0;
                    end
                    else begin
                        tail_d__0 = tail__0__q + 32'h1;
                    end
                end
            end
            if (in_vc__0 == vc_index__1) begin
                if (count_d__1 >= depth) begin
                    bad_d = (bad_d & ~(1 << (0)) | ((1'b1) << (0)));
                end
                else begin
                    if (tail__1__q == ptr_index__0) begin
                        buf_tag__1__d = in_tag__0;
                        buf_data__1__d = in_data__0;
                    end
                    count_d__1 = count_d__1 + 32'h1;
                    if (tail__1__q == ptr_last) begin
                        tail_d__1 = 32'h0;
                    end
                    else begin
                        tail_d__1 = tail__1__q + 32'h1;
                    end
                end
            end
        end
        if (in_tag__1 != 32'h0) begin
            if (in_vc__1 > vc_max) begin
                bad_d = (bad_d & ~(1 << (1)) | ((1'b1) << (1)));
            end
            if (in_vc__1 == vc_index__0) begin
                if (count_d__2 >= depth) begin
                    bad_d = (bad_d & ~(1 << (1)) | ((1'b1) << (1)));
                end
                else begin
                    if (tail__2__q == ptr_index__0) begin
                        buf_tag__2__d = in_tag__1;
                        buf_data__2__d = in_data__1;
                    end
                    count_d__2 = count_d__2 + 32'h1;
                    if (tail__2__q == ptr_last) begin
                        tail_d__2 = 32'h0;
                    end
                    else begin
                        tail_d__2 = tail__2__q + 32'h1;
                    end
                end
            end
            if (in_vc__1 == vc_index__1) begin
                if (count_d__3 >= depth) begin
                    bad_d = (bad_d & ~(1 << (1)) | ((1'b1) << (1)));
                end
                else begin
                    if (tail__3__q == ptr_index__0) begin
                        buf_tag__3__d = in_tag__1;
                        buf_data__3__d = in_data__1;
                    end
                    count_d__3 = count_d__3 + 32'h1;
                    if (tail__3__q == ptr_last) begin
                        tail_d__3 = 32'h0;
                    end
                    else begin
                        tail_d__3 = tail__3__q + 32'h1;
                    end
                end
            end
        end
        if (in_tag__2 != 32'h0) begin
            if (in_vc__2 > vc_max) begin
                bad_d = (bad_d & ~(1 << (2)) | ((1'b1) << (2)));
            end
            if (in_vc__2 == vc_index__0) begin
                if (count_d__4 >= depth) begin
                    bad_d = (bad_d & ~(1 << (2)) | ((1'b1) << (2)));
                end
                else begin
                    if (tail__4__q == ptr_index__0) begin
                        buf_tag__4__d = in_tag__2;
                        buf_data__4__d = in_data__2;
                    end
                    count_d__4 = count_d__4 + 32'h1;
                    if (tail__4__q == ptr_last) begin
                        tail_d__4 = 32'h0;
                    end
                    else begin
                        tail_d__4 = tail__4__q + 32'h1;
                    end
                end
            end
            if (in_vc__2 == vc_index__1) begin
                if (count_d__5 >= depth) begin
                    bad_d = (bad_d & ~(1 << (2)) | ((1'b1) << (2)));
                end
                else begin
                    if (tail__5__q == ptr_index__0) begin
                        buf_tag__5__d = in_tag__2;
                        buf_data__5__d = in_data__2;
                    end
                    count_d__5 = count_d__5 + 32'h1;
                    if (tail__5__q == ptr_last) begin
                        tail_d__5 = 32'h0;
                    end
                    else begin
                        tail_d__5 = tail__5__q + 32'h1;
                    end
                end
            end
        end
        if (in_tag__3 != 32'h0) begin
            if (in_vc__3 > vc_max) begin
                bad_d = (bad_d & ~(1 << (3)) | ((1'b1) << (3)));
            end
            if (in_vc__3 == vc_index__0) begin
                if (count_d__6 >= depth) begin
                    bad_d = (bad_d & ~(1 << (3)) | ((1'b1) << (3)));
                end
                else begin
                    if (tail__6__q == ptr_index__0) begin
                        buf_tag__6__d = in_tag__3;
                        buf_data__6__d = in_data__3;
                    end
                    count_d__6 = count_d__6 + 32'h1;
                    if (tail__6__q == ptr_last) begin
                        tail_d__6 = 32'h0;
                    end
                    else begin
                        tail_d__6 = tail__6__q + 32'h1;
                    end
                end
            end
            if (in_vc__3 == vc_index__1) begin
                if (count_d__7 >= depth) begin
                    bad_d = (bad_d & ~(1 << (3)) | ((1'b1) << (3)));
                end
                else begin
                    if (tail__7__q == ptr_index__0) begin
                        buf_tag__7__d = in_tag__3;
                        buf_data__7__d = in_data__3;
                    end
                    count_d__7 = count_d__7 + 32'h1;
                    if (tail__7__q == ptr_last) begin
                        tail_d__7 = 32'h0;
                    end
                    else begin
                        tail_d__7 = tail__7__q + 32'h1;
                    end
                end
            end
        end
        if (inj_tag__0 != 32'h0) begin
            if (count_d__8 >= depth) begin
                bad_d = (bad_d & ~(1 << (32'h4 + 0)) | ((1'b1) << (32'h4 + 0)));
            end
            else begin
                if (tail__8__q == ptr_index__0) begin
                    buf_tag__8__d = inj_tag__0;
                    buf_data__8__d = inj_data__0;
                end
                count_d__8 = count_d__8 + 32'h1;
                if (tail__8__q == ptr_last) begin
                    tail_d__8 = 32'h0;
                end
                else begin
                    tail_d__8 = tail__8__q + 32'h1;
                end
            end
        end
        count__0__d = count_d__0;
        head__0__d = head_d__0;
        tail__0__d = tail_d__0;
        count__1__d = count_d__1;
        head__1__d = head_d__1;
        tail__1__d = tail_d__1;
        count__2__d = count_d__2;
        head__2__d = head_d__2;
        tail__2__d = tail_d__2;
        count__3__d = count_d__3;
        head__3__d = head_d__3;
        tail__3__d = tail_d__3;
        count__4__d = count_d__4;
        head__4__d = head_d__4;
        tail__4__d = tail_d__4;
        count__5__d = count_d__5;
        head__5__d = head_d__5;
        tail__5__d = tail_d__5;
        count__6__d = count_d__6;
        head__6__d = head_d__6;
        tail__6__d = tail_d__6;
        count__7__d = count_d__7;
        head__7__d = head_d__7;
        tail__7__d = tail_d__7;
        count__8__d = count_d__8;
        head__8__d = head_d__8;
        tail__8__d = tail_d__8;
        spent__0__d = cred_d__0;
        spent__1__d = cred_d__1;
        spent__2__d = cred_d__2;
        spent__3__d = cred_d__3;
        spent__4__d = cred_d__4;
        spent__5__d = cred_d__5;
        spent__6__d = cred_d__6;
        spent__7__d = cred_d__7;
        cons_spent__0__d = cons_cred_d__0;
        cons_spent__1__d = cons_cred_d__1;
        cons_spent__2__d = cons_cred_d__2;
        cons_spent__3__d = cons_cred_d__3;
        held__d = held_d;
        cons_held__d = cons_held_d;
        bad_reg__d = bad_d;
        if (rr__q == rr_last) begin
            rr__d = 32'h0;
        end
        else begin
            rr__d = rr__q + 32'h1;
        end
        if (rst) begin
            head__0__d = 32'h0;
            tail__0__d = 32'h0;
            count__0__d = 32'h0;
            state__0__d = VcState__Idle;
            out_port__0__d = 32'h0;
            out_vc_r__0__d = 32'h0;
            cons__0__d = 32'h0;
            len__0__d = 32'h0;
            cnt__0__d = 32'h0;
            last_f__0__d = 1'b0;
            had_r__0__d = 1'b0;
            head__1__d = 32'h0;
            tail__1__d = 32'h0;
            count__1__d = 32'h0;
            state__1__d = VcState__Idle;
            out_port__1__d = 32'h0;
            out_vc_r__1__d = 32'h0;
            cons__1__d = 32'h0;
            len__1__d = 32'h0;
            cnt__1__d = 32'h0;
            last_f__1__d = 1'b0;
            had_r__1__d = 1'b0;
            head__2__d = 32'h0;
            tail__2__d = 32'h0;
            count__2__d = 32'h0;
            state__2__d = VcState__Idle;
            out_port__2__d = 32'h0;
            out_vc_r__2__d = 32'h0;
            cons__2__d = 32'h0;
            len__2__d = 32'h0;
            cnt__2__d = 32'h0;
            last_f__2__d = 1'b0;
            had_r__2__d = 1'b0;
            head__3__d = 32'h0;
            tail__3__d = 32'h0;
            count__3__d = 32'h0;
            state__3__d = VcState__Idle;
            out_port__3__d = 32'h0;
            out_vc_r__3__d = 32'h0;
            cons__3__d = 32'h0;
            len__3__d = 32'h0;
            cnt__3__d = 32'h0;
            last_f__3__d = 1'b0;
            had_r__3__d = 1'b0;
            head__4__d = 32'h0;
            tail__4__d = 32'h0;
            count__4__d = 32'h0;
            state__4__d = VcState__Idle;
            out_port__4__d = 32'h0;
            out_vc_r__4__d = 32'h0;
            cons__4__d = 32'h0;
            len__4__d = 32'h0;
            cnt__4__d = 32'h0;
            last_f__4__d = 1'b0;
            had_r__4__d = 1'b0;
            head__5__d = 32'h0;
            tail__5__d = 32'h0;
            count__5__d = 32'h0;
            state__5__d = VcState__Idle;
            out_port__5__d = 32'h0;
            out_vc_r__5__d = 32'h0;
            cons__5__d = 32'h0;
            len__5__d = 32'h0;
            cnt__5__d = 32'h0;
            last_f__5__d = 1'b0;
            had_r__5__d = 1'b0;
            head__6__d = 32'h0;
            tail__6__d = 32'h0;
            count__6__d = 32'h0;
            state__6__d = VcState__Idle;
            out_port__6__d = 32'h0;
            out_vc_r__6__d = 32'h0;
            cons__6__d = 32'h0;
            len__6__d = 32'h0;
            cnt__6__d = 32'h0;
            last_f__6__d = 1'b0;
            had_r__6__d = 1'b0;
            head__7__d = 32'h0;
            tail__7__d = 32'h0;
            count__7__d = 32'h0;
            state__7__d = VcState__Idle;
            out_port__7__d = 32'h0;
            out_vc_r__7__d = 32'h0;
            cons__7__d = 32'h0;
            len__7__d = 32'h0;
            cnt__7__d = 32'h0;
            last_f__7__d = 1'b0;
            had_r__7__d = 1'b0;
            head__8__d = 32'h0;
            tail__8__d = 32'h0;
            count__8__d = 32'h0;
            state__8__d = VcState__Idle;
            out_port__8__d = 32'h0;
            out_vc_r__8__d = 32'h0;
            cons__8__d = 32'h0;
            len__8__d = 32'h0;
            cnt__8__d = 32'h0;
            last_f__8__d = 1'b0;
            had_r__8__d = 1'b0;
            spent__0__d = 32'h0;
            spent__1__d = 32'h0;
            spent__2__d = 32'h0;
            spent__3__d = 32'h0;
            spent__4__d = 32'h0;
            spent__5__d = 32'h0;
            spent__6__d = 32'h0;
            spent__7__d = 32'h0;
            cons_spent__0__d = 32'h0;
            cons_reg_tag__0__d = 32'h0;
            cons_reg_data__0__d = 32'h0;
            cons_tag__0 = 32'h0;
            cons_data__0 = 32'h0;
            cons_spent__1__d = 32'h0;
            cons_reg_tag__1__d = 32'h0;
            cons_reg_data__1__d = 32'h0;
            cons_tag__1 = 32'h0;
            cons_data__1 = 32'h0;
            cons_spent__2__d = 32'h0;
            cons_reg_tag__2__d = 32'h0;
            cons_reg_data__2__d = 32'h0;
            cons_tag__2 = 32'h0;
            cons_data__2 = 32'h0;
            cons_spent__3__d = 32'h0;
            cons_reg_tag__3__d = 32'h0;
            cons_reg_data__3__d = 32'h0;
            cons_tag__3 = 32'h0;
            cons_data__3 = 32'h0;
            out_reg_tag__0__d = 32'h0;
            out_reg_vc__0__d = 32'h0;
            out_reg_data__0__d = 32'h0;
            out_tag__0 = 32'h0;
            out_vc__0 = 32'h0;
            out_data__0 = 32'h0;
            in_credit__0 = 32'h0;
            out_reg_tag__1__d = 32'h0;
            out_reg_vc__1__d = 32'h0;
            out_reg_data__1__d = 32'h0;
            out_tag__1 = 32'h0;
            out_vc__1 = 32'h0;
            out_data__1 = 32'h0;
            in_credit__1 = 32'h0;
            out_reg_tag__2__d = 32'h0;
            out_reg_vc__2__d = 32'h0;
            out_reg_data__2__d = 32'h0;
            out_tag__2 = 32'h0;
            out_vc__2 = 32'h0;
            out_data__2 = 32'h0;
            in_credit__2 = 32'h0;
            out_reg_tag__3__d = 32'h0;
            out_reg_vc__3__d = 32'h0;
            out_reg_data__3__d = 32'h0;
            out_tag__3 = 32'h0;
            out_vc__3 = 32'h0;
            out_data__3 = 32'h0;
            in_credit__3 = 32'h0;
            inj_credit__0 = 1'b0;
            held__d = 32'h0;
            cons_held__d = 32'h0;
            rr__d = 32'h0;
            bad_reg__d = 32'h0;
            bad = 32'h0;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__alloc(out_port__0,out_port__1,out_port__2,out_port__3,out_port__4,out_port__5,out_port__6,out_port__7,out_port__8,out_vc_r__0,out_vc_r__1,out_vc_r__2,out_vc_r__3,out_vc_r__4,out_vc_r__5,out_vc_r__6,out_vc_r__7,out_vc_r__8,cons__0,cons__1,cons__2,cons__3,cons__4,cons__5,cons__6,cons__7,cons__8,net_alloc__0,net_alloc__1,net_alloc__2,net_alloc__3,net_alloc__4,net_alloc__5,net_alloc__6,net_alloc__7,net_alloc__8,net_dir__0,net_dir__1,net_dir__2,net_dir__3,net_dir__4,net_dir__5,net_dir__6,net_dir__7,net_dir__8,cons_alloc__0,cons_alloc__1,cons_alloc__2,cons_alloc__3,cons_alloc__4,cons_alloc__5,cons_alloc__6,cons_alloc__7,cons_alloc__8,send__0,send__1,send__2,send__3,send__4,send__5,send__6,send__7,send__8,net_need__0,net_need__1,net_need__2,net_need__3,net_need__4,net_need__5,net_need__6,net_need__7,net_need__8,cons_need__0,cons_need__1,cons_need__2,cons_need__3,cons_need__4,cons_need__5,cons_need__6,cons_need__7,cons_need__8,discard__0,discard__1,discard__2,discard__3,discard__4,discard__5,discard__6,discard__7,discard__8,pop__0,pop__1,pop__2,pop__3,pop__4,pop__5,pop__6,pop__7,pop__8,bad__0,bad__1,bad__2,bad__3,bad__4,bad__5,bad__6,bad__7,bad__8,spent__0,spent__1,spent__2,spent__3,spent__4,spent__5,spent__6,spent__7,held,cons_spent__0,cons_spent__1,cons_spent__2,cons_spent__3,cons_held,rr,net_port__0,net_port__1,net_port__2,net_port__3,net_port__4,net_port__5,net_port__6,net_port__7,net_port__8,grant__0,grant__1,grant__2,grant__3,grant__4,grant__5,grant__6,grant__7,grant__8,g_vc__0,g_vc__1,g_vc__2,g_vc__3,g_vc__4,g_vc__5,g_vc__6,g_vc__7,g_vc__8,g_vc_num__0,g_vc_num__1,g_vc_num__2,g_vc_num__3,g_vc_num__4,g_vc_num__5,g_vc_num__6,g_vc_num__7,g_vc_num__8,g_cons__0,g_cons__1,g_cons__2,g_cons__3,g_cons__4,g_cons__5,g_cons__6,g_cons__7,g_cons__8,pop_now,bad_now);
    
    // Module arguments
    input wire  [3:0] out_port__0;
    input wire  [3:0] out_port__1;
    input wire  [3:0] out_port__2;
    input wire  [3:0] out_port__3;
    input wire  [3:0] out_port__4;
    input wire  [3:0] out_port__5;
    input wire  [3:0] out_port__6;
    input wire  [3:0] out_port__7;
    input wire  [3:0] out_port__8;
    input wire  out_vc_r__0;
    input wire  out_vc_r__1;
    input wire  out_vc_r__2;
    input wire  out_vc_r__3;
    input wire  out_vc_r__4;
    input wire  out_vc_r__5;
    input wire  out_vc_r__6;
    input wire  out_vc_r__7;
    input wire  out_vc_r__8;
    input wire  [3:0] cons__0;
    input wire  [3:0] cons__1;
    input wire  [3:0] cons__2;
    input wire  [3:0] cons__3;
    input wire  [3:0] cons__4;
    input wire  [3:0] cons__5;
    input wire  [3:0] cons__6;
    input wire  [3:0] cons__7;
    input wire  [3:0] cons__8;
    input wire  net_alloc__0;
    input wire  net_alloc__1;
    input wire  net_alloc__2;
    input wire  net_alloc__3;
    input wire  net_alloc__4;
    input wire  net_alloc__5;
    input wire  net_alloc__6;
    input wire  net_alloc__7;
    input wire  net_alloc__8;
    input wire  [3:0] net_dir__0;
    input wire  [3:0] net_dir__1;
    input wire  [3:0] net_dir__2;
    input wire  [3:0] net_dir__3;
    input wire  [3:0] net_dir__4;
    input wire  [3:0] net_dir__5;
    input wire  [3:0] net_dir__6;
    input wire  [3:0] net_dir__7;
    input wire  [3:0] net_dir__8;
    input wire  cons_alloc__0;
    input wire  cons_alloc__1;
    input wire  cons_alloc__2;
    input wire  cons_alloc__3;
    input wire  cons_alloc__4;
    input wire  cons_alloc__5;
    input wire  cons_alloc__6;
    input wire  cons_alloc__7;
    input wire  cons_alloc__8;
    input wire  send__0;
    input wire  send__1;
    input wire  send__2;
    input wire  send__3;
    input wire  send__4;
    input wire  send__5;
    input wire  send__6;
    input wire  send__7;
    input wire  send__8;
    input wire  net_need__0;
    input wire  net_need__1;
    input wire  net_need__2;
    input wire  net_need__3;
    input wire  net_need__4;
    input wire  net_need__5;
    input wire  net_need__6;
    input wire  net_need__7;
    input wire  net_need__8;
    input wire  cons_need__0;
    input wire  cons_need__1;
    input wire  cons_need__2;
    input wire  cons_need__3;
    input wire  cons_need__4;
    input wire  cons_need__5;
    input wire  cons_need__6;
    input wire  cons_need__7;
    input wire  cons_need__8;
    input wire  discard__0;
    input wire  discard__1;
    input wire  discard__2;
    input wire  discard__3;
    input wire  discard__4;
    input wire  discard__5;
    input wire  discard__6;
    input wire  discard__7;
    input wire  discard__8;
    input wire  pop__0;
    input wire  pop__1;
    input wire  pop__2;
    input wire  pop__3;
    input wire  pop__4;
    input wire  pop__5;
    input wire  pop__6;
    input wire  pop__7;
    input wire  pop__8;
    input wire  bad__0;
    input wire  bad__1;
    input wire  bad__2;
    input wire  bad__3;
    input wire  bad__4;
    input wire  bad__5;
    input wire  bad__6;
    input wire  bad__7;
    input wire  bad__8;
    input wire  spent__0;
    input wire  spent__1;
    input wire  spent__2;
    input wire  spent__3;
    input wire  spent__4;
    input wire  spent__5;
    input wire  spent__6;
    input wire  spent__7;
    input wire  [7:0] held;
    input wire  cons_spent__0;
    input wire  cons_spent__1;
    input wire  cons_spent__2;
    input wire  cons_spent__3;
    input wire  [3:0] cons_held;
    input wire  [3:0] rr;
    output reg  [3:0] net_port__0;
    output reg  [3:0] net_port__1;
    output reg  [3:0] net_port__2;
    output reg  [3:0] net_port__3;
    output reg  [3:0] net_port__4;
    output reg  [3:0] net_port__5;
    output reg  [3:0] net_port__6;
    output reg  [3:0] net_port__7;
    output reg  [3:0] net_port__8;
    output reg  grant__0;
    output reg  grant__1;
    output reg  grant__2;
    output reg  grant__3;
    output reg  grant__4;
    output reg  grant__5;
    output reg  grant__6;
    output reg  grant__7;
    output reg  grant__8;
    output reg  [7:0] g_vc__0;
    output reg  [7:0] g_vc__1;
    output reg  [7:0] g_vc__2;
    output reg  [7:0] g_vc__3;
    output reg  [7:0] g_vc__4;
    output reg  [7:0] g_vc__5;
    output reg  [7:0] g_vc__6;
    output reg  [7:0] g_vc__7;
    output reg  [7:0] g_vc__8;
    output reg  g_vc_num__0;
    output reg  g_vc_num__1;
    output reg  g_vc_num__2;
    output reg  g_vc_num__3;
    output reg  g_vc_num__4;
    output reg  g_vc_num__5;
    output reg  g_vc_num__6;
    output reg  g_vc_num__7;
    output reg  g_vc_num__8;
    output reg  [3:0] g_cons__0;
    output reg  [3:0] g_cons__1;
    output reg  [3:0] g_cons__2;
    output reg  [3:0] g_cons__3;
    output reg  [3:0] g_cons__4;
    output reg  [3:0] g_cons__5;
    output reg  [3:0] g_cons__6;
    output reg  [3:0] g_cons__7;
    output reg  [3:0] g_cons__8;
    output reg  [8:0] pop_now;
    output reg  [4:0] bad_now;
    
    // Constant declarations
    localparam  depth = 1'b1;
    localparam  req_index__0 = 4'h0;
    localparam  req_index__1 = 4'h1;
    localparam  req_index__2 = 4'h2;
    localparam  req_index__3 = 4'h3;
    localparam  req_index__4 = 4'h4;
    localparam  req_index__5 = 4'h5;
    localparam  req_index__6 = 4'h6;
    localparam  req_index__7 = 4'h7;
    localparam  req_index__8 = 4'h8;
    localparam  port_hot__0 = 5'b1;
    localparam  port_hot__1 = 5'b1;
    localparam  port_hot__2 = 5'b10;
    localparam  port_hot__3 = 5'b10;
    localparam  port_hot__4 = 5'b100;
    localparam  port_hot__5 = 5'b100;
    localparam  port_hot__6 = 5'b1000;
    localparam  port_hot__7 = 5'b1000;
    localparam  port_hot__8 = 5'b10000;
    localparam  vc_index__0 = 1'b0;
    localparam  vc_index__1 = 1'b1;
    localparam  jk__0 = 4'h0;
    localparam  jk__1 = 4'h1;
    localparam  jk__2 = 4'h2;
    localparam  jk__3 = 4'h3;
    localparam  jk__4 = 4'h4;
    localparam  jk__5 = 4'h5;
    localparam  jk__6 = 4'h6;
    localparam  jk__7 = 4'h7;
    localparam  jk__8 = 4'h8;
    localparam  wrap__0 = 4'h0;
    localparam  wrap__1 = 4'h8;
    localparam  wrap__2 = 4'h7;
    localparam  wrap__3 = 4'h6;
    localparam  wrap__4 = 4'h5;
    localparam  wrap__5 = 4'h4;
    localparam  wrap__6 = 4'h3;
    localparam  wrap__7 = 4'h2;
    localparam  wrap__8 = 4'h1;
    localparam  j0__0 = 1'b1;
    localparam  j0__1 = 1'b0;
    localparam  j0__2 = 1'b0;
    localparam  j0__3 = 1'b0;
    localparam  j0__4 = 1'b0;
    localparam  j0__5 = 1'b0;
    localparam  j0__6 = 1'b0;
    localparam  j0__7 = 1'b0;
    localparam  j0__8 = 1'b0;
    
    // Local signals
    reg  [7:0] net_avail__0;
    reg  [7:0] net_avail__1;
    reg  [7:0] net_avail__2;
    reg  [7:0] net_avail__3;
    reg  [7:0] net_avail__4;
    reg  [7:0] net_avail__5;
    reg  [7:0] net_avail__6;
    reg  [7:0] net_avail__7;
    reg  [7:0] net_avail__8;
    reg  [3:0] cons_avail__0;
    reg  [3:0] cons_avail__1;
    reg  [3:0] cons_avail__2;
    reg  [3:0] cons_avail__3;
    reg  [3:0] cons_avail__4;
    reg  [3:0] cons_avail__5;
    reg  [3:0] cons_avail__6;
    reg  [3:0] cons_avail__7;
    reg  [3:0] cons_avail__8;
    reg  [7:0] cred_pos;
    reg  [3:0] cons_cred_pos;
    reg  [4:0] port_used;
    reg  [3:0] out_used;
    reg  [3:0] pj__0;
    reg  [3:0] pj__1;
    reg  [3:0] pj__2;
    reg  [3:0] pj__3;
    reg  [3:0] pj__4;
    reg  [3:0] pj__5;
    reg  [3:0] pj__6;
    reg  [3:0] pj__7;
    reg  [3:0] pj__8;
    reg  [8:0] p_blk;
    reg  [8:0] p_net_need;
    reg  [8:0] p_ca;
    reg  [3:0] p_net_port__0;
    reg  [3:0] p_net_port__1;
    reg  [3:0] p_net_port__2;
    reg  [3:0] p_net_port__3;
    reg  [3:0] p_net_port__4;
    reg  [3:0] p_net_port__5;
    reg  [3:0] p_net_port__6;
    reg  [3:0] p_net_port__7;
    reg  [3:0] p_net_port__8;
    reg  [4:0] p_port_hot__0;
    reg  [4:0] p_port_hot__1;
    reg  [4:0] p_port_hot__2;
    reg  [4:0] p_port_hot__3;
    reg  [4:0] p_port_hot__4;
    reg  [4:0] p_port_hot__5;
    reg  [4:0] p_port_hot__6;
    reg  [4:0] p_port_hot__7;
    reg  [4:0] p_port_hot__8;
    reg  [8:0] p_grant;
    reg  [3:0] p_kth__0;
    reg  [3:0] p_kth__1;
    reg  [3:0] p_kth__2;
    reg  [3:0] p_kth__3;
    reg  [3:0] p_kth__4;
    reg  [3:0] p_kth__5;
    reg  [3:0] p_kth__6;
    reg  [3:0] p_kth__7;
    reg  [3:0] p_kth__8;
    reg  [3:0] p_ch__0;
    reg  [3:0] p_ch__1;
    reg  [3:0] p_ch__2;
    reg  [3:0] p_ch__3;
    reg  [3:0] p_ch__4;
    reg  [3:0] p_ch__5;
    reg  [3:0] p_ch__6;
    reg  [3:0] p_ch__7;
    reg  [3:0] p_ch__8;
    reg  [3:0] free_f;
    reg  [3:0] rem;
    reg  [3:0] kth_ch__0;
    reg  [3:0] kth_ch__1;
    reg  [3:0] kth_ch__2;
    reg  [3:0] kth_ch__3;
    reg  [3:0] has;
    reg  [3:0] kth;
    reg  [3:0] g_cons_a__0;
    reg  [3:0] g_cons_a__1;
    reg  [3:0] g_cons_a__2;
    reg  [3:0] g_cons_a__3;
    reg  [3:0] g_cons_a__4;
    reg  [3:0] g_cons_a__5;
    reg  [3:0] g_cons_a__6;
    reg  [3:0] g_cons_a__7;
    reg  [3:0] g_cons_a__8;
    reg  blk__0;
    reg  blk__1;
    reg  blk__2;
    reg  blk__3;
    reg  blk__4;
    reg  blk__5;
    reg  blk__6;
    reg  blk__7;
    reg  blk__8;
    reg  ca__0;
    reg  ca__1;
    reg  ca__2;
    reg  ca__3;
    reg  ca__4;
    reg  ca__5;
    reg  ca__6;
    reg  ca__7;
    reg  ca__8;
    reg  step_ok;
    reg  scan;
    
    // Update code
    always @(*) begin
        cred_pos = 32'h0;
        cred_pos = (cred_pos & ~(1 << (0)) | ((spent__0 < depth) << (0)));
        cred_pos = (cred_pos & ~(1 << (1)) | ((spent__1 < depth) << (1)));
        cred_pos = (cred_pos & ~(1 << (2)) | ((spent__2 < depth) << (2)));
        cred_pos = (cred_pos & ~(1 << (3)) | ((spent__3 < depth) << (3)));
        cred_pos = (cred_pos & ~(1 << (4)) | ((spent__4 < depth) << (4)));
        cred_pos = (cred_pos & ~(1 << (5)) | ((spent__5 < depth) << (5)));
        cred_pos = (cred_pos & ~(1 << (6)) | ((spent__6 < depth) << (6)));
        cred_pos = (cred_pos & ~(1 << (7)) | ((spent__7 < depth) << (7)));
        cons_cred_pos = 32'h0;
        cons_cred_pos = (cons_cred_pos & ~(1 << (0)) | ((cons_spent__0 < depth) << (0)));
        cons_cred_pos = (cons_cred_pos & ~(1 << (1)) | ((cons_spent__1 < depth) << (1)));
        cons_cred_pos = (cons_cred_pos & ~(1 << (2)) | ((cons_spent__2 < depth) << (2)));
        cons_cred_pos = (cons_cred_pos & ~(1 << (3)) | ((cons_spent__3 < depth) << (3)));
        if (net_alloc__0) begin
            net_port__0 = net_dir__0;
        end
        else begin
            net_port__0 = out_port__0;
        end
        net_avail__0 = 32'h0;
        if (net_port__0[0]) begin
            if (net_alloc__0) begin
                net_avail__0 = (net_avail__0 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__0 = (net_avail__0 & ~(1 << (0)) | (((out_vc_r__0 == vc_index__0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc__0) begin
                net_avail__0 = (net_avail__0 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__0 = (net_avail__0 & ~(1 << (1)) | (((out_vc_r__0 == vc_index__1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port__0[1]) begin
            if (net_alloc__0) begin
                net_avail__0 = (net_avail__0 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__0 = (net_avail__0 & ~(1 << (0)) | (((out_vc_r__0 == vc_index__0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc__0) begin
                net_avail__0 = (net_avail__0 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__0 = (net_avail__0 & ~(1 << (1)) | (((out_vc_r__0 == vc_index__1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port__0[2]) begin
            if (net_alloc__0) begin
                net_avail__0 = (net_avail__0 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__0 = (net_avail__0 & ~(1 << (0)) | (((out_vc_r__0 == vc_index__0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc__0) begin
                net_avail__0 = (net_avail__0 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__0 = (net_avail__0 & ~(1 << (1)) | (((out_vc_r__0 == vc_index__1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port__0[3]) begin
            if (net_alloc__0) begin
                net_avail__0 = (net_avail__0 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__0 = (net_avail__0 & ~(1 << (0)) | (((out_vc_r__0 == vc_index__0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc__0) begin
                net_avail__0 = (net_avail__0 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__0 = (net_avail__0 & ~(1 << (1)) | (((out_vc_r__0 == vc_index__1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc__0) begin
            cons_avail__0 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail__0 = cons__0 & cons_cred_pos;
        end
        g_vc__0 = 32'h0;
        g_vc_num__0 = out_vc_r__0;
        scan = 1'b0;
        if (net_avail__0[0] & ~scan) begin
            g_vc__0 = (g_vc__0 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num__0 = vc_index__0;
            scan = 1'b1;
        end
        if (net_avail__0[1] & ~scan) begin
            g_vc__0 = (g_vc__0 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num__0 = vc_index__1;
            scan = 1'b1;
        end
        if (net_alloc__1) begin
            net_port__1 = net_dir__1;
        end
        else begin
            net_port__1 = out_port__1;
        end
        net_avail__1 = 32'h0;
        if (net_port__1[0]) begin
            if (net_alloc__1) begin
                net_avail__1 = (net_avail__1 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__1 = (net_avail__1 & ~(1 << (0)) | (((out_vc_r__1 == vc_index__0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc__1) begin
                net_avail__1 = (net_avail__1 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__1 = (net_avail__1 & ~(1 << (1)) | (((out_vc_r__1 == vc_index__1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port__1[1]) begin
            if (net_alloc__1) begin
                net_avail__1 = (net_avail__1 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__1 = (net_avail__1 & ~(1 << (0)) | (((out_vc_r__1 == vc_index__0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc__1) begin
                net_avail__1 = (net_avail__1 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__1 = (net_avail__1 & ~(1 << (1)) | (((out_vc_r__1 == vc_index__1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port__1[2]) begin
            if (net_alloc__1) begin
                net_avail__1 = (net_avail__1 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__1 = (net_avail__1 & ~(1 << (0)) | (((out_vc_r__1 == vc_index__0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc__1) begin
                net_avail__1 = (net_avail__1 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__1 = (net_avail__1 & ~(1 << (1)) | (((out_vc_r__1 == vc_index__1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port__1[3]) begin
            if (net_alloc__1) begin
                net_avail__1 = (net_avail__1 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__1 = (net_avail__1 & ~(1 << (0)) | (((out_vc_r__1 == vc_index__0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc__1) begin
                net_avail__1 = (net_avail__1 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__1 = (net_avail__1 & ~(1 << (1)) | (((out_vc_r__1 == vc_index__1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc__1) begin
            cons_avail__1 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail__1 = cons__1 & cons_cred_pos;
        end
        g_vc__1 = 32'h0;
        g_vc_num__1 = out_vc_r__1;
        scan = 1'b0;
        if (net_avail__1[0] & ~scan) begin
            g_vc__1 = (g_vc__1 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num__1 = vc_index__0;
            scan = 1'b1;
        end
        if (net_avail__1[1] & ~scan) begin
            g_vc__1 = (g_vc__1 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num__1 = vc_index__1;
            scan = 1'b1;
        end
        if (net_alloc__2) begin
            net_port__2 = net_dir__2;
        end
        else begin
            net_port__2 = out_port__2;
        end
        net_avail__2 = 32'h0;
        if (net_port__2[0]) begin
            if (net_alloc__2) begin
                net_avail__2 = (net_avail__2 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__2 = (net_avail__2 & ~(1 << (0)) | (((out_vc_r__2 == vc_index__0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc__2) begin
                net_avail__2 = (net_avail__2 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__2 = (net_avail__2 & ~(1 << (1)) | (((out_vc_r__2 == vc_index__1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port__2[1]) begin
            if (net_alloc__2) begin
                net_avail__2 = (net_avail__2 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__2 = (net_avail__2 & ~(1 << (0)) | (((out_vc_r__2 == vc_index__0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc__2) begin
                net_avail__2 = (net_avail__2 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__2 = (net_avail__2 & ~(1 << (1)) | (((out_vc_r__2 == vc_index__1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port__2[2]) begin
            if (net_alloc__2) begin
                net_avail__2 = (net_avail__2 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__2 = (net_avail__2 & ~(1 << (0)) | (((out_vc_r__2 == vc_index__0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc__2) begin
                net_avail__2 = (net_avail__2 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__2 = (net_avail__2 & ~(1 << (1)) | (((out_vc_r__2 == vc_index__1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port__2[3]) begin
            if (net_alloc__2) begin
                net_avail__2 = (net_avail__2 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__2 = (net_avail__2 & ~(1 << (0)) | (((out_vc_r__2 == vc_index__0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc__2) begin
                net_avail__2 = (net_avail__2 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__2 = (net_avail__2 & ~(1 << (1)) | (((out_vc_r__2 == vc_index__1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc__2) begin
            cons_avail__2 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail__2 = cons__2 & cons_cred_pos;
        end
        g_vc__2 = 32'h0;
        g_vc_num__2 = out_vc_r__2;
        scan = 1'b0;
        if (net_avail__2[0] & ~scan) begin
            g_vc__2 = (g_vc__2 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num__2 = vc_index__0;
            scan = 1'b1;
        end
        if (net_avail__2[1] & ~scan) begin
            g_vc__2 = (g_vc__2 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num__2 = vc_index__1;
            scan = 1'b1;
        end
        if (net_alloc__3) begin
            net_port__3 = net_dir__3;
        end
        else begin
            net_port__3 = out_port__3;
        end
        net_avail__3 = 32'h0;
        if (net_port__3[0]) begin
            if (net_alloc__3) begin
                net_avail__3 = (net_avail__3 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__3 = (net_avail__3 & ~(1 << (0)) | (((out_vc_r__3 == vc_index__0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc__3) begin
                net_avail__3 = (net_avail__3 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__3 = (net_avail__3 & ~(1 << (1)) | (((out_vc_r__3 == vc_index__1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port__3[1]) begin
            if (net_alloc__3) begin
                net_avail__3 = (net_avail__3 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__3 = (net_avail__3 & ~(1 << (0)) | (((out_vc_r__3 == vc_index__0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc__3) begin
                net_avail__3 = (net_avail__3 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__3 = (net_avail__3 & ~(1 << (1)) | (((out_vc_r__3 == vc_index__1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port__3[2]) begin
            if (net_alloc__3) begin
                net_avail__3 = (net_avail__3 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__3 = (net_avail__3 & ~(1 << (0)) | (((out_vc_r__3 == vc_index__0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc__3) begin
                net_avail__3 = (net_avail__3 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__3 = (net_avail__3 & ~(1 << (1)) | (((out_vc_r__3 == vc_index__1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port__3[3]) begin
            if (net_alloc__3) begin
                net_avail__3 = (net_avail__3 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__3 = (net_avail__3 & ~(1 << (0)) | (((out_vc_r__3 == vc_index__0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc__3) begin
                net_avail__3 = (net_avail__3 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__3 = (net_avail__3 & ~(1 << (1)) | (((out_vc_r__3 == vc_index__1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc__3) begin
            cons_avail__3 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail__3 = cons__3 & cons_cred_pos;
        end
        g_vc__3 = 32'h0;
        g_vc_num__3 = out_vc_r__3;
        scan = 1'b0;
        if (net_avail__3[0] & ~scan) begin
            g_vc__3 = (g_vc__3 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num__3 = vc_index__0;
            scan = 1'b1;
        end
        if (net_avail__3[1] & ~scan) begin
            g_vc__3 = (g_vc__3 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num__3 = vc_index__1;
            scan = 1'b1;
        end
        if (net_alloc__4) begin
            net_port__4 = net_dir__4;
        end
        else begin
            net_port__4 = out_port__4;
        end
        net_avail__4 = 32'h0;
        if (net_port__4[0]) begin
            if (net_alloc__4) begin
                net_avail__4 = (net_avail__4 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__4 = (net_avail__4 & ~(1 << (0)) | (((out_vc_r__4 == vc_index__0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc__4) begin
                net_avail__4 = (net_avail__4 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__4 = (net_avail__4 & ~(1 << (1)) | (((out_vc_r__4 == vc_index__1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port__4[1]) begin
            if (net_alloc__4) begin
                net_avail__4 = (net_avail__4 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__4 = (net_avail__4 & ~(1 << (0)) | (((out_vc_r__4 == vc_index__0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc__4) begin
                net_avail__4 = (net_avail__4 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__4 = (net_avail__4 & ~(1 << (1)) | (((out_vc_r__4 == vc_index__1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port__4[2]) begin
            if (net_alloc__4) begin
                net_avail__4 = (net_avail__4 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__4 = (net_avail__4 & ~(1 << (0)) | (((out_vc_r__4 == vc_index__0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc__4) begin
                net_avail__4 = (net_avail__4 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__4 = (net_avail__4 & ~(1 << (1)) | (((out_vc_r__4 == vc_index__1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port__4[3]) begin
            if (net_alloc__4) begin
                net_avail__4 = (net_avail__4 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__4 = (net_avail__4 & ~(1 << (0)) | (((out_vc_r__4 == vc_index__0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc__4) begin
                net_avail__4 = (net_avail__4 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__4 = (net_avail__4 & ~(1 << (1)) | (((out_vc_r__4 == vc_index__1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc__4) begin
            cons_avail__4 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail__4 = cons__4 & cons_cred_pos;
        end
        g_vc__4 = 32'h0;
        g_vc_num__4 = out_vc_r__4;
        scan = 1'b0;
        if (net_avail__4[0] & ~scan) begin
            g_vc__4 = (g_vc__4 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num__4 = vc_index__0;
            scan = 1'b1;
        end
        if (net_avail__4[1] & ~scan) begin
            g_vc__4 = (g_vc__4 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num__4 = vc_index__1;
            scan = 1'b1;
        end
        if (net_alloc__5) begin
            net_port__5 = net_dir__5;
        end
        else begin
            net_port__5 = out_port__5;
        end
        net_avail__5 = 32'h0;
        if (net_port__5[0]) begin
            if (net_alloc__5) begin
                net_avail__5 = (net_avail__5 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__5 = (net_avail__5 & ~(1 << (0)) | (((out_vc_r__5 == vc_index__0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc__5) begin
                net_avail__5 = (net_avail__5 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__5 = (net_avail__5 & ~(1 << (1)) | (((out_vc_r__5 == vc_index__1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port__5[1]) begin
            if (net_alloc__5) begin
                net_avail__5 = (net_avail__5 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__5 = (net_avail__5 & ~(1 << (0)) | (((out_vc_r__5 == vc_index__0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc__5) begin
                net_avail__5 = (net_avail__5 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__5 = (net_avail__5 & ~(1 << (1)) | (((out_vc_r__5 == vc_index__1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port__5[2]) begin
            if (net_alloc__5) begin
                net_avail__5 = (net_avail__5 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__5 = (net_avail__5 & ~(1 << (0)) | (((out_vc_r__5 == vc_index__0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc__5) begin
                net_avail__5 = (net_avail__5 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__5 = (net_avail__5 & ~(1 << (1)) | (((out_vc_r__5 == vc_index__1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port__5[3]) begin
            if (net_alloc__5) begin
                net_avail__5 = (net_avail__5 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__5 = (net_avail__5 & ~(1 << (0)) | (((out_vc_r__5 == vc_index__0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc__5) begin
                net_avail__5 = (net_avail__5 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__5 = (net_avail__5 & ~(1 << (1)) | (((out_vc_r__5 == vc_index__1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc__5) begin
            cons_avail__5 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail__5 = cons__5 & cons_cred_pos;
        end
        g_vc__5 = 32'h0;
        g_vc_num__5 = out_vc_r__5;
        scan = 1'b0;
        if (net_avail__5[0] & ~scan) begin
            g_vc__5 = (g_vc__5 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num__5 = vc_index__0;
            scan = 1'b1;
        end
        if (net_avail__5[1] & ~scan) begin
            g_vc__5 = (g_vc__5 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num__5 = vc_index__1;
            scan = 1'b1;
        end
        if (net_alloc__6) begin
            net_port__6 = net_dir__6;
        end
        else begin
            net_port__6 = out_port__6;
        end
        net_avail__6 = 32'h0;
        if (net_port__6[0]) begin
            if (net_alloc__6) begin
                net_avail__6 = (net_avail__6 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__6 = (net_avail__6 & ~(1 << (0)) | (((out_vc_r__6 == vc_index__0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc__6) begin
                net_avail__6 = (net_avail__6 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__6 = (net_avail__6 & ~(1 << (1)) | (((out_vc_r__6 == vc_index__1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port__6[1]) begin
            if (net_alloc__6) begin
                net_avail__6 = (net_avail__6 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__6 = (net_avail__6 & ~(1 << (0)) | (((out_vc_r__6 == vc_index__0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc__6) begin
                net_avail__6 = (net_avail__6 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__6 = (net_avail__6 & ~(1 << (1)) | (((out_vc_r__6 == vc_index__1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port__6[2]) begin
            if (net_alloc__6) begin
                net_avail__6 = (net_avail__6 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__6 = (net_avail__6 & ~(1 << (0)) | (((out_vc_r__6 == vc_index__0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc__6) begin
                net_avail__6 = (net_avail__6 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__6 = (net_avail__6 & ~(1 << (1)) | (((out_vc_r__6 == vc_index__1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port__6[3]) begin
            if (net_alloc__6) begin
                net_avail__6 = (net_avail__6 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__6 = (net_avail__6 & ~(1 << (0)) | (((out_vc_r__6 == vc_index__0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc__6) begin
                net_avail__6 = (net_avail__6 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__6 = (net_avail__6 & ~(1 << (1)) | (((out_vc_r__6 == vc_index__1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc__6) begin
            cons_avail__6 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail__6 = cons__6 & cons_cred_pos;
        end
        g_vc__6 = 32'h0;
        g_vc_num__6 = out_vc_r__6;
        scan = 1'b0;
        if (net_avail__6[0] & ~scan) begin
            g_vc__6 = (g_vc__6 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num__6 = vc_index__0;
            scan = 1'b1;
        end
        if (net_avail__6[1] & ~scan) begin
            g_vc__6 = (g_vc__6 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num__6 = vc_index__1;
            scan = 1'b1;
        end
        if (net_alloc__7) begin
            net_port__7 = net_dir__7;
        end
        else begin
            net_port__7 = out_port__7;
        end
        net_avail__7 = 32'h0;
        if (net_port__7[0]) begin
            if (net_alloc__7) begin
                net_avail__7 = (net_avail__7 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__7 = (net_avail__7 & ~(1 << (0)) | (((out_vc_r__7 == vc_index__0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc__7) begin
                net_avail__7 = (net_avail__7 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__7 = (net_avail__7 & ~(1 << (1)) | (((out_vc_r__7 == vc_index__1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port__7[1]) begin
            if (net_alloc__7) begin
                net_avail__7 = (net_avail__7 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__7 = (net_avail__7 & ~(1 << (0)) | (((out_vc_r__7 == vc_index__0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc__7) begin
                net_avail__7 = (net_avail__7 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__7 = (net_avail__7 & ~(1 << (1)) | (((out_vc_r__7 == vc_index__1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port__7[2]) begin
            if (net_alloc__7) begin
                net_avail__7 = (net_avail__7 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__7 = (net_avail__7 & ~(1 << (0)) | (((out_vc_r__7 == vc_index__0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc__7) begin
                net_avail__7 = (net_avail__7 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__7 = (net_avail__7 & ~(1 << (1)) | (((out_vc_r__7 == vc_index__1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port__7[3]) begin
            if (net_alloc__7) begin
                net_avail__7 = (net_avail__7 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__7 = (net_avail__7 & ~(1 << (0)) | (((out_vc_r__7 == vc_index__0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc__7) begin
                net_avail__7 = (net_avail__7 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__7 = (net_avail__7 & ~(1 << (1)) | (((out_vc_r__7 == vc_index__1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc__7) begin
            cons_avail__7 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail__7 = cons__7 & cons_cred_pos;
        end
        g_vc__7 = 32'h0;
        g_vc_num__7 = out_vc_r__7;
        scan = 1'b0;
        if (net_avail__7[0] & ~scan) begin
            g_vc__7 = (g_vc__7 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num__7 = vc_index__0;
            scan = 1'b1;
        end
        if (net_avail__7[1] & ~scan) begin
            g_vc__7 = (g_vc__7 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num__7 = vc_index__1;
            scan = 1'b1;
        end
        if (net_alloc__8) begin
            net_port__8 = net_dir__8;
        end
        else begin
            net_port__8 = out_port__8;
        end
        net_avail__8 = 32'h0;
        if (net_port__8[0]) begin
            if (net_alloc__8) begin
                net_avail__8 = (net_avail__8 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__8 = (net_avail__8 & ~(1 << (0)) | (((out_vc_r__8 == vc_index__0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc__8) begin
                net_avail__8 = (net_avail__8 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__8 = (net_avail__8 & ~(1 << (1)) | (((out_vc_r__8 == vc_index__1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port__8[1]) begin
            if (net_alloc__8) begin
                net_avail__8 = (net_avail__8 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__8 = (net_avail__8 & ~(1 << (0)) | (((out_vc_r__8 == vc_index__0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc__8) begin
                net_avail__8 = (net_avail__8 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__8 = (net_avail__8 & ~(1 << (1)) | (((out_vc_r__8 == vc_index__1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port__8[2]) begin
            if (net_alloc__8) begin
                net_avail__8 = (net_avail__8 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__8 = (net_avail__8 & ~(1 << (0)) | (((out_vc_r__8 == vc_index__0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc__8) begin
                net_avail__8 = (net_avail__8 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__8 = (net_avail__8 & ~(1 << (1)) | (((out_vc_r__8 == vc_index__1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port__8[3]) begin
            if (net_alloc__8) begin
                net_avail__8 = (net_avail__8 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail__8 = (net_avail__8 & ~(1 << (0)) | (((out_vc_r__8 == vc_index__0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc__8) begin
                net_avail__8 = (net_avail__8 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail__8 = (net_avail__8 & ~(1 << (1)) | (((out_vc_r__8 == vc_index__1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc__8) begin
            cons_avail__8 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail__8 = cons__8 & cons_cred_pos;
        end
        g_vc__8 = 32'h0;
        g_vc_num__8 = out_vc_r__8;
        scan = 1'b0;
        if (net_avail__8[0] & ~scan) begin
            g_vc__8 = (g_vc__8 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num__8 = vc_index__0;
            scan = 1'b1;
        end
        if (net_avail__8[1] & ~scan) begin
            g_vc__8 = (g_vc__8 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num__8 = vc_index__1;
            scan = 1'b1;
        end
        free_f = ~cons_held & cons_cred_pos;
        rem = free_f;
        has = 32'h0;
        kth_ch__0 = 32'h0;
        scan = 1'b0;
        if (rem[0] & ~scan) begin
            kth_ch__0 = (kth_ch__0 & ~(1 << (0)) | ((1'b1) << (0)));
            scan = 1'b1;
        end
        if (rem[1] & ~scan) begin
            kth_ch__0 = (kth_ch__0 & ~(1 << (1)) | ((1'b1) << (1)));
            scan = 1'b1;
        end
        if (rem[2] & ~scan) begin
            kth_ch__0 = (kth_ch__0 & ~(1 << (2)) | ((1'b1) << (2)));
            scan = 1'b1;
        end
        if (rem[3] & ~scan) begin
            kth_ch__0 = (kth_ch__0 & ~(1 << (3)) | ((1'b1) << (3)));
            scan = 1'b1;
        end
        has = (has & ~(1 << (0)) | ((scan) << (0)));
        rem = rem & ~kth_ch__0;
        kth_ch__1 = 32'h0;
        scan = 1'b0;
        if (rem[0] & ~scan) begin
            kth_ch__1 = (kth_ch__1 & ~(1 << (0)) | ((1'b1) << (0)));
            scan = 1'b1;
        end
        if (rem[1] & ~scan) begin
            kth_ch__1 = (kth_ch__1 & ~(1 << (1)) | ((1'b1) << (1)));
            scan = 1'b1;
        end
        if (rem[2] & ~scan) begin
            kth_ch__1 = (kth_ch__1 & ~(1 << (2)) | ((1'b1) << (2)));
            scan = 1'b1;
        end
        if (rem[3] & ~scan) begin
            kth_ch__1 = (kth_ch__1 & ~(1 << (3)) | ((1'b1) << (3)));
            scan = 1'b1;
        end
        has = (has & ~(1 << (1)) | ((scan) << (1)));
        rem = rem & ~kth_ch__1;
        kth_ch__2 = 32'h0;
        scan = 1'b0;
        if (rem[0] & ~scan) begin
            kth_ch__2 = (kth_ch__2 & ~(1 << (0)) | ((1'b1) << (0)));
            scan = 1'b1;
        end
        if (rem[1] & ~scan) begin
            kth_ch__2 = (kth_ch__2 & ~(1 << (1)) | ((1'b1) << (1)));
            scan = 1'b1;
        end
        if (rem[2] & ~scan) begin
            kth_ch__2 = (kth_ch__2 & ~(1 << (2)) | ((1'b1) << (2)));
            scan = 1'b1;
        end
        if (rem[3] & ~scan) begin
            kth_ch__2 = (kth_ch__2 & ~(1 << (3)) | ((1'b1) << (3)));
            scan = 1'b1;
        end
        has = (has & ~(1 << (2)) | ((scan) << (2)));
        rem = rem & ~kth_ch__2;
        kth_ch__3 = 32'h0;
        scan = 1'b0;
        if (rem[0] & ~scan) begin
            kth_ch__3 = (kth_ch__3 & ~(1 << (0)) | ((1'b1) << (0)));
            scan = 1'b1;
        end
        if (rem[1] & ~scan) begin
            kth_ch__3 = (kth_ch__3 & ~(1 << (1)) | ((1'b1) << (1)));
            scan = 1'b1;
        end
        if (rem[2] & ~scan) begin
            kth_ch__3 = (kth_ch__3 & ~(1 << (2)) | ((1'b1) << (2)));
            scan = 1'b1;
        end
        if (rem[3] & ~scan) begin
            kth_ch__3 = (kth_ch__3 & ~(1 << (3)) | ((1'b1) << (3)));
            scan = 1'b1;
        end
        has = (has & ~(1 << (3)) | ((scan) << (3)));
        rem = rem & ~kth_ch__3;
        blk__0 = ~send__0 | (net_need__0 & ~|net_avail__0) | (cons_need__0 & ~cons_alloc__0 & ~|cons_avail__0);
        ca__0 = cons_need__0 & cons_alloc__0;
        blk__1 = ~send__1 | (net_need__1 & ~|net_avail__1) | (cons_need__1 & ~cons_alloc__1 & ~|cons_avail__1);
        ca__1 = cons_need__1 & cons_alloc__1;
        blk__2 = ~send__2 | (net_need__2 & ~|net_avail__2) | (cons_need__2 & ~cons_alloc__2 & ~|cons_avail__2);
        ca__2 = cons_need__2 & cons_alloc__2;
        blk__3 = ~send__3 | (net_need__3 & ~|net_avail__3) | (cons_need__3 & ~cons_alloc__3 & ~|cons_avail__3);
        ca__3 = cons_need__3 & cons_alloc__3;
        blk__4 = ~send__4 | (net_need__4 & ~|net_avail__4) | (cons_need__4 & ~cons_alloc__4 & ~|cons_avail__4);
        ca__4 = cons_need__4 & cons_alloc__4;
        blk__5 = ~send__5 | (net_need__5 & ~|net_avail__5) | (cons_need__5 & ~cons_alloc__5 & ~|cons_avail__5);
        ca__5 = cons_need__5 & cons_alloc__5;
        blk__6 = ~send__6 | (net_need__6 & ~|net_avail__6) | (cons_need__6 & ~cons_alloc__6 & ~|cons_avail__6);
        ca__6 = cons_need__6 & cons_alloc__6;
        blk__7 = ~send__7 | (net_need__7 & ~|net_avail__7) | (cons_need__7 & ~cons_alloc__7 & ~|cons_avail__7);
        ca__7 = cons_need__7 & cons_alloc__7;
        blk__8 = ~send__8 | (net_need__8 & ~|net_avail__8) | (cons_need__8 & ~cons_alloc__8 & ~|cons_avail__8);
        ca__8 = cons_need__8 & cons_alloc__8;
        p_blk = 32'h0;
        p_net_need = 32'h0;
        p_ca = 32'h0;
        if (~j0__0 & (rr >= wrap__0)) begin
            pj__0 = rr - wrap__0;
        end
        else begin
            pj__0 = rr + jk__0;
        end
        p_net_port__0 = 32'h0;
        p_port_hot__0 = 32'h0;
        if (pj__0 == req_index__0) begin
            p_blk = (p_blk & ~(1 << (0)) | ((p_blk[0] | blk__0) << (0)));
            p_net_need = (p_net_need & ~(1 << (0)) | ((p_net_need[0] | net_need__0) << (0)));
            p_ca = (p_ca & ~(1 << (0)) | ((p_ca[0] | ca__0) << (0)));
            p_net_port__0 = p_net_port__0 | net_port__0;
            p_port_hot__0 = p_port_hot__0 | port_hot__0;
        end
        if (pj__0 == req_index__1) begin
            p_blk = (p_blk & ~(1 << (0)) | ((p_blk[0] | blk__1) << (0)));
            p_net_need = (p_net_need & ~(1 << (0)) | ((p_net_need[0] | net_need__1) << (0)));
            p_ca = (p_ca & ~(1 << (0)) | ((p_ca[0] | ca__1) << (0)));
            p_net_port__0 = p_net_port__0 | net_port__1;
            p_port_hot__0 = p_port_hot__0 | port_hot__1;
        end
        if (pj__0 == req_index__2) begin
            p_blk = (p_blk & ~(1 << (0)) | ((p_blk[0] | blk__2) << (0)));
            p_net_need = (p_net_need & ~(1 << (0)) | ((p_net_need[0] | net_need__2) << (0)));
            p_ca = (p_ca & ~(1 << (0)) | ((p_ca[0] | ca__2) << (0)));
            p_net_port__0 = p_net_port__0 | net_port__2;
            p_port_hot__0 = p_port_hot__0 | port_hot__2;
        end
        if (pj__0 == req_index__3) begin
            p_blk = (p_blk & ~(1 << (0)) | ((p_blk[0] | blk__3) << (0)));
            p_net_need = (p_net_need & ~(1 << (0)) | ((p_net_need[0] | net_need__3) << (0)));
            p_ca = (p_ca & ~(1 << (0)) | ((p_ca[0] | ca__3) << (0)));
            p_net_port__0 = p_net_port__0 | net_port__3;
            p_port_hot__0 = p_port_hot__0 | port_hot__3;
        end
        if (pj__0 == req_index__4) begin
            p_blk = (p_blk & ~(1 << (0)) | ((p_blk[0] | blk__4) << (0)));
            p_net_need = (p_net_need & ~(1 << (0)) | ((p_net_need[0] | net_need__4) << (0)));
            p_ca = (p_ca & ~(1 << (0)) | ((p_ca[0] | ca__4) << (0)));
            p_net_port__0 = p_net_port__0 | net_port__4;
            p_port_hot__0 = p_port_hot__0 | port_hot__4;
        end
        if (pj__0 == req_index__5) begin
            p_blk = (p_blk & ~(1 << (0)) | ((p_blk[0] | blk__5) << (0)));
            p_net_need = (p_net_need & ~(1 << (0)) | ((p_net_need[0] | net_need__5) << (0)));
            p_ca = (p_ca & ~(1 << (0)) | ((p_ca[0] | ca__5) << (0)));
            p_net_port__0 = p_net_port__0 | net_port__5;
            p_port_hot__0 = p_port_hot__0 | port_hot__5;
        end
        if (pj__0 == req_index__6) begin
            p_blk = (p_blk & ~(1 << (0)) | ((p_blk[0] | blk__6) << (0)));
            p_net_need = (p_net_need & ~(1 << (0)) | ((p_net_need[0] | net_need__6) << (0)));
            p_ca = (p_ca & ~(1 << (0)) | ((p_ca[0] | ca__6) << (0)));
            p_net_port__0 = p_net_port__0 | net_port__6;
            p_port_hot__0 = p_port_hot__0 | port_hot__6;
        end
        if (pj__0 == req_index__7) begin
            p_blk = (p_blk & ~(1 << (0)) | ((p_blk[0] | blk__7) << (0)));
            p_net_need = (p_net_need & ~(1 << (0)) | ((p_net_need[0] | net_need__7) << (0)));
            p_ca = (p_ca & ~(1 << (0)) | ((p_ca[0] | ca__7) << (0)));
            p_net_port__0 = p_net_port__0 | net_port__7;
            p_port_hot__0 = p_port_hot__0 | port_hot__7;
        end
        if (pj__0 == req_index__8) begin
            p_blk = (p_blk & ~(1 << (0)) | ((p_blk[0] | blk__8) << (0)));
            p_net_need = (p_net_need & ~(1 << (0)) | ((p_net_need[0] | net_need__8) << (0)));
            p_ca = (p_ca & ~(1 << (0)) | ((p_ca[0] | ca__8) << (0)));
            p_net_port__0 = p_net_port__0 | net_port__8;
            p_port_hot__0 = p_port_hot__0 | port_hot__8;
        end
        if (~j0__1 & (rr >= wrap__1)) begin
            pj__1 = rr - wrap__1;
        end
        else begin
            pj__1 = rr + jk__1;
        end
        p_net_port__1 = 32'h0;
        p_port_hot__1 = 32'h0;
        if (pj__1 == req_index__0) begin
            p_blk = (p_blk & ~(1 << (1)) | ((p_blk[1] | blk__0) << (1)));
            p_net_need = (p_net_need & ~(1 << (1)) | ((p_net_need[1] | net_need__0) << (1)));
            p_ca = (p_ca & ~(1 << (1)) | ((p_ca[1] | ca__0) << (1)));
            p_net_port__1 = p_net_port__1 | net_port__0;
            p_port_hot__1 = p_port_hot__1 | port_hot__0;
        end
        if (pj__1 == req_index__1) begin
            p_blk = (p_blk & ~(1 << (1)) | ((p_blk[1] | blk__1) << (1)));
            p_net_need = (p_net_need & ~(1 << (1)) | ((p_net_need[1] | net_need__1) << (1)));
            p_ca = (p_ca & ~(1 << (1)) | ((p_ca[1] | ca__1) << (1)));
            p_net_port__1 = p_net_port__1 | net_port__1;
            p_port_hot__1 = p_port_hot__1 | port_hot__1;
        end
        if (pj__1 == req_index__2) begin
            p_blk = (p_blk & ~(1 << (1)) | ((p_blk[1] | blk__2) << (1)));
            p_net_need = (p_net_need & ~(1 << (1)) | ((p_net_need[1] | net_need__2) << (1)));
            p_ca = (p_ca & ~(1 << (1)) | ((p_ca[1] | ca__2) << (1)));
            p_net_port__1 = p_net_port__1 | net_port__2;
            p_port_hot__1 = p_port_hot__1 | port_hot__2;
        end
        if (pj__1 == req_index__3) begin
            p_blk = (p_blk & ~(1 << (1)) | ((p_blk[1] | blk__3) << (1)));
            p_net_need = (p_net_need & ~(1 << (1)) | ((p_net_need[1] | net_need__3) << (1)));
            p_ca = (p_ca & ~(1 << (1)) | ((p_ca[1] | ca__3) << (1)));
            p_net_port__1 = p_net_port__1 | net_port__3;
            p_port_hot__1 = p_port_hot__1 | port_hot__3;
        end
        if (pj__1 == req_index__4) begin
            p_blk = (p_blk & ~(1 << (1)) | ((p_blk[1] | blk__4) << (1)));
            p_net_need = (p_net_need & ~(1 << (1)) | ((p_net_need[1] | net_need__4) << (1)));
            p_ca = (p_ca & ~(1 << (1)) | ((p_ca[1] | ca__4) << (1)));
            p_net_port__1 = p_net_port__1 | net_port__4;
            p_port_hot__1 = p_port_hot__1 | port_hot__4;
        end
        if (pj__1 == req_index__5) begin
            p_blk = (p_blk & ~(1 << (1)) | ((p_blk[1] | blk__5) << (1)));
            p_net_need = (p_net_need & ~(1 << (1)) | ((p_net_need[1] | net_need__5) << (1)));
            p_ca = (p_ca & ~(1 << (1)) | ((p_ca[1] | ca__5) << (1)));
            p_net_port__1 = p_net_port__1 | net_port__5;
            p_port_hot__1 = p_port_hot__1 | port_hot__5;
        end
        if (pj__1 == req_index__6) begin
            p_blk = (p_blk & ~(1 << (1)) | ((p_blk[1] | blk__6) << (1)));
            p_net_need = (p_net_need & ~(1 << (1)) | ((p_net_need[1] | net_need__6) << (1)));
            p_ca = (p_ca & ~(1 << (1)) | ((p_ca[1] | ca__6) << (1)));
            p_net_port__1 = p_net_port__1 | net_port__6;
            p_port_hot__1 = p_port_hot__1 | port_hot__6;
        end
        if (pj__1 == req_index__7) begin
            p_blk = (p_blk & ~(1 << (1)) | ((p_blk[1] | blk__7) << (1)));
            p_net_need = (p_net_need & ~(1 << (1)) | ((p_net_need[1] | net_need__7) << (1)));
            p_ca = (p_ca & ~(1 << (1)) | ((p_ca[1] | ca__7) << (1)));
            p_net_port__1 = p_net_port__1 | net_port__7;
            p_port_hot__1 = p_port_hot__1 | port_hot__7;
        end
        if (pj__1 == req_index__8) begin
            p_blk = (p_blk & ~(1 << (1)) | ((p_blk[1] | blk__8) << (1)));
            p_net_need = (p_net_need & ~(1 << (1)) | ((p_net_need[1] | net_need__8) << (1)));
            p_ca = (p_ca & ~(1 << (1)) | ((p_ca[1] | ca__8) << (1)));
            p_net_port__1 = p_net_port__1 | net_port__8;
            p_port_hot__1 = p_port_hot__1 | port_hot__8;
        end
        if (~j0__2 & (rr >= wrap__2)) begin
            pj__2 = rr - wrap__2;
        end
        else begin
            pj__2 = rr + jk__2;
        end
        p_net_port__2 = 32'h0;
        p_port_hot__2 = 32'h0;
        if (pj__2 == req_index__0) begin
            p_blk = (p_blk & ~(1 << (2)) | ((p_blk[2] | blk__0) << (2)));
            p_net_need = (p_net_need & ~(1 << (2)) | ((p_net_need[2] | net_need__0) << (2)));
            p_ca = (p_ca & ~(1 << (2)) | ((p_ca[2] | ca__0) << (2)));
            p_net_port__2 = p_net_port__2 | net_port__0;
            p_port_hot__2 = p_port_hot__2 | port_hot__0;
        end
        if (pj__2 == req_index__1) begin
            p_blk = (p_blk & ~(1 << (2)) | ((p_blk[2] | blk__1) << (2)));
            p_net_need = (p_net_need & ~(1 << (2)) | ((p_net_need[2] | net_need__1) << (2)));
            p_ca = (p_ca & ~(1 << (2)) | ((p_ca[2] | ca__1) << (2)));
            p_net_port__2 = p_net_port__2 | net_port__1;
            p_port_hot__2 = p_port_hot__2 | port_hot__1;
        end
        if (pj__2 == req_index__2) begin
            p_blk = (p_blk & ~(1 << (2)) | ((p_blk[2] | blk__2) << (2)));
            p_net_need = (p_net_need & ~(1 << (2)) | ((p_net_need[2] | net_need__2) << (2)));
            p_ca = (p_ca & ~(1 << (2)) | ((p_ca[2] | ca__2) << (2)));
            p_net_port__2 = p_net_port__2 | net_port__2;
            p_port_hot__2 = p_port_hot__2 | port_hot__2;
        end
        if (pj__2 == req_index__3) begin
            p_blk = (p_blk & ~(1 << (2)) | ((p_blk[2] | blk__3) << (2)));
            p_net_need = (p_net_need & ~(1 << (2)) | ((p_net_need[2] | net_need__3) << (2)));
            p_ca = (p_ca & ~(1 << (2)) | ((p_ca[2] | ca__3) << (2)));
            p_net_port__2 = p_net_port__2 | net_port__3;
            p_port_hot__2 = p_port_hot__2 | port_hot__3;
        end
        if (pj__2 == req_index__4) begin
            p_blk = (p_blk & ~(1 << (2)) | ((p_blk[2] | blk__4) << (2)));
            p_net_need = (p_net_need & ~(1 << (2)) | ((p_net_need[2] | net_need__4) << (2)));
            p_ca = (p_ca & ~(1 << (2)) | ((p_ca[2] | ca__4) << (2)));
            p_net_port__2 = p_net_port__2 | net_port__4;
            p_port_hot__2 = p_port_hot__2 | port_hot__4;
        end
        if (pj__2 == req_index__5) begin
            p_blk = (p_blk & ~(1 << (2)) | ((p_blk[2] | blk__5) << (2)));
            p_net_need = (p_net_need & ~(1 << (2)) | ((p_net_need[2] | net_need__5) << (2)));
            p_ca = (p_ca & ~(1 << (2)) | ((p_ca[2] | ca__5) << (2)));
            p_net_port__2 = p_net_port__2 | net_port__5;
            p_port_hot__2 = p_port_hot__2 | port_hot__5;
        end
        if (pj__2 == req_index__6) begin
            p_blk = (p_blk & ~(1 << (2)) | ((p_blk[2] | blk__6) << (2)));
            p_net_need = (p_net_need & ~(1 << (2)) | ((p_net_need[2] | net_need__6) << (2)));
            p_ca = (p_ca & ~(1 << (2)) | ((p_ca[2] | ca__6) << (2)));
            p_net_port__2 = p_net_port__2 | net_port__6;
            p_port_hot__2 = p_port_hot__2 | port_hot__6;
        end
        if (pj__2 == req_index__7) begin
            p_blk = (p_blk & ~(1 << (2)) | ((p_blk[2] | blk__7) << (2)));
            p_net_need = (p_net_need & ~(1 << (2)) | ((p_net_need[2] | net_need__7) << (2)));
            p_ca = (p_ca & ~(1 << (2)) | ((p_ca[2] | ca__7) << (2)));
            p_net_port__2 = p_net_port__2 | net_port__7;
            p_port_hot__2 = p_port_hot__2 | port_hot__7;
        end
        if (pj__2 == req_index__8) begin
            p_blk = (p_blk & ~(1 << (2)) | ((p_blk[2] | blk__8) << (2)));
            p_net_need = (p_net_need & ~(1 << (2)) | ((p_net_need[2] | net_need__8) << (2)));
            p_ca = (p_ca & ~(1 << (2)) | ((p_ca[2] | ca__8) << (2)));
            p_net_port__2 = p_net_port__2 | net_port__8;
            p_port_hot__2 = p_port_hot__2 | port_hot__8;
        end
        if (~j0__3 & (rr >= wrap__3)) begin
            pj__3 = rr - wrap__3;
        end
        else begin
            pj__3 = rr + jk__3;
        end
        p_net_port__3 = 32'h0;
        p_port_hot__3 = 32'h0;
        if (pj__3 == req_index__0) begin
            p_blk = (p_blk & ~(1 << (3)) | ((p_blk[3] | blk__0) << (3)));
            p_net_need = (p_net_need & ~(1 << (3)) | ((p_net_need[3] | net_need__0) << (3)));
            p_ca = (p_ca & ~(1 << (3)) | ((p_ca[3] | ca__0) << (3)));
            p_net_port__3 = p_net_port__3 | net_port__0;
            p_port_hot__3 = p_port_hot__3 | port_hot__0;
        end
        if (pj__3 == req_index__1) begin
            p_blk = (p_blk & ~(1 << (3)) | ((p_blk[3] | blk__1) << (3)));
            p_net_need = (p_net_need & ~(1 << (3)) | ((p_net_need[3] | net_need__1) << (3)));
            p_ca = (p_ca & ~(1 << (3)) | ((p_ca[3] | ca__1) << (3)));
            p_net_port__3 = p_net_port__3 | net_port__1;
            p_port_hot__3 = p_port_hot__3 | port_hot__1;
        end
        if (pj__3 == req_index__2) begin
            p_blk = (p_blk & ~(1 << (3)) | ((p_blk[3] | blk__2) << (3)));
            p_net_need = (p_net_need & ~(1 << (3)) | ((p_net_need[3] | net_need__2) << (3)));
            p_ca = (p_ca & ~(1 << (3)) | ((p_ca[3] | ca__2) << (3)));
            p_net_port__3 = p_net_port__3 | net_port__2;
            p_port_hot__3 = p_port_hot__3 | port_hot__2;
        end
        if (pj__3 == req_index__3) begin
            p_blk = (p_blk & ~(1 << (3)) | ((p_blk[3] | blk__3) << (3)));
            p_net_need = (p_net_need & ~(1 << (3)) | ((p_net_need[3] | net_need__3) << (3)));
            p_ca = (p_ca & ~(1 << (3)) | ((p_ca[3] | ca__3) << (3)));
            p_net_port__3 = p_net_port__3 | net_port__3;
            p_port_hot__3 = p_port_hot__3 | port_hot__3;
        end
        if (pj__3 == req_index__4) begin
            p_blk = (p_blk & ~(1 << (3)) | ((p_blk[3] | blk__4) << (3)));
            p_net_need = (p_net_need & ~(1 << (3)) | ((p_net_need[3] | net_need__4) << (3)));
            p_ca = (p_ca & ~(1 << (3)) | ((p_ca[3] | ca__4) << (3)));
            p_net_port__3 = p_net_port__3 | net_port__4;
            p_port_hot__3 = p_port_hot__3 | port_hot__4;
        end
        if (pj__3 == req_index__5) begin
            p_blk = (p_blk & ~(1 << (3)) | ((p_blk[3] | blk__5) << (3)));
            p_net_need = (p_net_need & ~(1 << (3)) | ((p_net_need[3] | net_need__5) << (3)));
            p_ca = (p_ca & ~(1 << (3)) | ((p_ca[3] | ca__5) << (3)));
            p_net_port__3 = p_net_port__3 | net_port__5;
            p_port_hot__3 = p_port_hot__3 | port_hot__5;
        end
        if (pj__3 == req_index__6) begin
            p_blk = (p_blk & ~(1 << (3)) | ((p_blk[3] | blk__6) << (3)));
            p_net_need = (p_net_need & ~(1 << (3)) | ((p_net_need[3] | net_need__6) << (3)));
            p_ca = (p_ca & ~(1 << (3)) | ((p_ca[3] | ca__6) << (3)));
            p_net_port__3 = p_net_port__3 | net_port__6;
            p_port_hot__3 = p_port_hot__3 | port_hot__6;
        end
        if (pj__3 == req_index__7) begin
            p_blk = (p_blk & ~(1 << (3)) | ((p_blk[3] | blk__7) << (3)));
            p_net_need = (p_net_need & ~(1 << (3)) | ((p_net_need[3] | net_need__7) << (3)));
            p_ca = (p_ca & ~(1 << (3)) | ((p_ca[3] | ca__7) << (3)));
            p_net_port__3 = p_net_port__3 | net_port__7;
            p_port_hot__3 = p_port_hot__3 | port_hot__7;
        end
        if (pj__3 == req_index__8) begin
            p_blk = (p_blk & ~(1 << (3)) | ((p_blk[3] | blk__8) << (3)));
            p_net_need = (p_net_need & ~(1 << (3)) | ((p_net_need[3] | net_need__8) << (3)));
            p_ca = (p_ca & ~(1 << (3)) | ((p_ca[3] | ca__8) << (3)));
            p_net_port__3 = p_net_port__3 | net_port__8;
            p_port_hot__3 = p_port_hot__3 | port_hot__8;
        end
        if (~j0__4 & (rr >= wrap__4)) begin
            pj__4 = rr - wrap__4;
        end
        else begin
            pj__4 = rr + jk__4;
        end
        p_net_port__4 = 32'h0;
        p_port_hot__4 = 32'h0;
        if (pj__4 == req_index__0) begin
            p_blk = (p_blk & ~(1 << (4)) | ((p_blk[4] | blk__0) << (4)));
            p_net_need = (p_net_need & ~(1 << (4)) | ((p_net_need[4] | net_need__0) << (4)));
            p_ca = (p_ca & ~(1 << (4)) | ((p_ca[4] | ca__0) << (4)));
            p_net_port__4 = p_net_port__4 | net_port__0;
            p_port_hot__4 = p_port_hot__4 | port_hot__0;
        end
        if (pj__4 == req_index__1) begin
            p_blk = (p_blk & ~(1 << (4)) | ((p_blk[4] | blk__1) << (4)));
            p_net_need = (p_net_need & ~(1 << (4)) | ((p_net_need[4] | net_need__1) << (4)));
            p_ca = (p_ca & ~(1 << (4)) | ((p_ca[4] | ca__1) << (4)));
            p_net_port__4 = p_net_port__4 | net_port__1;
            p_port_hot__4 = p_port_hot__4 | port_hot__1;
        end
        if (pj__4 == req_index__2) begin
            p_blk = (p_blk & ~(1 << (4)) | ((p_blk[4] | blk__2) << (4)));
            p_net_need = (p_net_need & ~(1 << (4)) | ((p_net_need[4] | net_need__2) << (4)));
            p_ca = (p_ca & ~(1 << (4)) | ((p_ca[4] | ca__2) << (4)));
            p_net_port__4 = p_net_port__4 | net_port__2;
            p_port_hot__4 = p_port_hot__4 | port_hot__2;
        end
        if (pj__4 == req_index__3) begin
            p_blk = (p_blk & ~(1 << (4)) | ((p_blk[4] | blk__3) << (4)));
            p_net_need = (p_net_need & ~(1 << (4)) | ((p_net_need[4] | net_need__3) << (4)));
            p_ca = (p_ca & ~(1 << (4)) | ((p_ca[4] | ca__3) << (4)));
            p_net_port__4 = p_net_port__4 | net_port__3;
            p_port_hot__4 = p_port_hot__4 | port_hot__3;
        end
        if (pj__4 == req_index__4) begin
            p_blk = (p_blk & ~(1 << (4)) | ((p_blk[4] | blk__4) << (4)));
            p_net_need = (p_net_need & ~(1 << (4)) | ((p_net_need[4] | net_need__4) << (4)));
            p_ca = (p_ca & ~(1 << (4)) | ((p_ca[4] | ca__4) << (4)));
            p_net_port__4 = p_net_port__4 | net_port__4;
            p_port_hot__4 = p_port_hot__4 | port_hot__4;
        end
        if (pj__4 == req_index__5) begin
            p_blk = (p_blk & ~(1 << (4)) | ((p_blk[4] | blk__5) << (4)));
            p_net_need = (p_net_need & ~(1 << (4)) | ((p_net_need[4] | net_need__5) << (4)));
            p_ca = (p_ca & ~(1 << (4)) | ((p_ca[4] | ca__5) << (4)));
            p_net_port__4 = p_net_port__4 | net_port__5;
            p_port_hot__4 = p_port_hot__4 | port_hot__5;
        end
        if (pj__4 == req_index__6) begin
            p_blk = (p_blk & ~(1 << (4)) | ((p_blk[4] | blk__6) << (4)));
            p_net_need = (p_net_need & ~(1 << (4)) | ((p_net_need[4] | net_need__6) << (4)));
            p_ca = (p_ca & ~(1 << (4)) | ((p_ca[4] | ca__6) << (4)));
            p_net_port__4 = p_net_port__4 | net_port__6;
            p_port_hot__4 = p_port_hot__4 | port_hot__6;
        end
        if (pj__4 == req_index__7) begin
            p_blk = (p_blk & ~(1 << (4)) | ((p_blk[4] | blk__7) << (4)));
            p_net_need = (p_net_need & ~(1 << (4)) | ((p_net_need[4] | net_need__7) << (4)));
            p_ca = (p_ca & ~(1 << (4)) | ((p_ca[4] | ca__7) << (4)));
            p_net_port__4 = p_net_port__4 | net_port__7;
            p_port_hot__4 = p_port_hot__4 | port_hot__7;
        end
        if (pj__4 == req_index__8) begin
            p_blk = (p_blk & ~(1 << (4)) | ((p_blk[4] | blk__8) << (4)));
            p_net_need = (p_net_need & ~(1 << (4)) | ((p_net_need[4] | net_need__8) << (4)));
            p_ca = (p_ca & ~(1 << (4)) | ((p_ca[4] | ca__8) << (4)));
            p_net_port__4 = p_net_port__4 | net_port__8;
            p_port_hot__4 = p_port_hot__4 | port_hot__8;
        end
        if (~j0__5 & (rr >= wrap__5)) begin
            pj__5 = rr - wrap__5;
        end
        else begin
            pj__5 = rr + jk__5;
        end
        p_net_port__5 = 32'h0;
        p_port_hot__5 = 32'h0;
        if (pj__5 == req_index__0) begin
            p_blk = (p_blk & ~(1 << (5)) | ((p_blk[5] | blk__0) << (5)));
            p_net_need = (p_net_need & ~(1 << (5)) | ((p_net_need[5] | net_need__0) << (5)));
            p_ca = (p_ca & ~(1 << (5)) | ((p_ca[5] | ca__0) << (5)));
            p_net_port__5 = p_net_port__5 | net_port__0;
            p_port_hot__5 = p_port_hot__5 | port_hot__0;
        end
        if (pj__5 == req_index__1) begin
            p_blk = (p_blk & ~(1 << (5)) | ((p_blk[5] | blk__1) << (5)));
            p_net_need = (p_net_need & ~(1 << (5)) | ((p_net_need[5] | net_need__1) << (5)));
            p_ca = (p_ca & ~(1 << (5)) | ((p_ca[5] | ca__1) << (5)));
            p_net_port__5 = p_net_port__5 | net_port__1;
            p_port_hot__5 = p_port_hot__5 | port_hot__1;
        end
        if (pj__5 == req_index__2) begin
            p_blk = (p_blk & ~(1 << (5)) | ((p_blk[5] | blk__2) << (5)));
            p_net_need = (p_net_need & ~(1 << (5)) | ((p_net_need[5] | net_need__2) << (5)));
            p_ca = (p_ca & ~(1 << (5)) | ((p_ca[5] | ca__2) << (5)));
            p_net_port__5 = p_net_port__5 | net_port__2;
            p_port_hot__5 = p_port_hot__5 | port_hot__2;
        end
        if (pj__5 == req_index__3) begin
            p_blk = (p_blk & ~(1 << (5)) | ((p_blk[5] | blk__3) << (5)));
            p_net_need = (p_net_need & ~(1 << (5)) | ((p_net_need[5] | net_need__3) << (5)));
            p_ca = (p_ca & ~(1 << (5)) | ((p_ca[5] | ca__3) << (5)));
            p_net_port__5 = p_net_port__5 | net_port__3;
            p_port_hot__5 = p_port_hot__5 | port_hot__3;
        end
        if (pj__5 == req_index__4) begin
            p_blk = (p_blk & ~(1 << (5)) | ((p_blk[5] | blk__4) << (5)));
            p_net_need = (p_net_need & ~(1 << (5)) | ((p_net_need[5] | net_need__4) << (5)));
            p_ca = (p_ca & ~(1 << (5)) | ((p_ca[5] | ca__4) << (5)));
            p_net_port__5 = p_net_port__5 | net_port__4;
            p_port_hot__5 = p_port_hot__5 | port_hot__4;
        end
        if (pj__5 == req_index__5) begin
            p_blk = (p_blk & ~(1 << (5)) | ((p_blk[5] | blk__5) << (5)));
            p_net_need = (p_net_need & ~(1 << (5)) | ((p_net_need[5] | net_need__5) << (5)));
            p_ca = (p_ca & ~(1 << (5)) | ((p_ca[5] | ca__5) << (5)));
            p_net_port__5 = p_net_port__5 | net_port__5;
            p_port_hot__5 = p_port_hot__5 | port_hot__5;
        end
        if (pj__5 == req_index__6) begin
            p_blk = (p_blk & ~(1 << (5)) | ((p_blk[5] | blk__6) << (5)));
            p_net_need = (p_net_need & ~(1 << (5)) | ((p_net_need[5] | net_need__6) << (5)));
            p_ca = (p_ca & ~(1 << (5)) | ((p_ca[5] | ca__6) << (5)));
            p_net_port__5 = p_net_port__5 | net_port__6;
            p_port_hot__5 = p_port_hot__5 | port_hot__6;
        end
        if (pj__5 == req_index__7) begin
            p_blk = (p_blk & ~(1 << (5)) | ((p_blk[5] | blk__7) << (5)));
            p_net_need = (p_net_need & ~(1 << (5)) | ((p_net_need[5] | net_need__7) << (5)));
            p_ca = (p_ca & ~(1 << (5)) | ((p_ca[5] | ca__7) << (5)));
            p_net_port__5 = p_net_port__5 | net_port__7;
            p_port_hot__5 = p_port_hot__5 | port_hot__7;
        end
        if (pj__5 == req_index__8) begin
            p_blk = (p_blk & ~(1 << (5)) | ((p_blk[5] | blk__8) << (5)));
            p_net_need = (p_net_need & ~(1 << (5)) | ((p_net_need[5] | net_need__8) << (5)));
            p_ca = (p_ca & ~(1 << (5)) | ((p_ca[5] | ca__8) << (5)));
            p_net_port__5 = p_net_port__5 | net_port__8;
            p_port_hot__5 = p_port_hot__5 | port_hot__8;
        end
        if (~j0__6 & (rr >= wrap__6)) begin
            pj__6 = rr - wrap__6;
        end
        else begin
            pj__6 = rr + jk__6;
        end
        p_net_port__6 = 32'h0;
        p_port_hot__6 = 32'h0;
        if (pj__6 == req_index__0) begin
            p_blk = (p_blk & ~(1 << (6)) | ((p_blk[6] | blk__0) << (6)));
            p_net_need = (p_net_need & ~(1 << (6)) | ((p_net_need[6] | net_need__0) << (6)));
            p_ca = (p_ca & ~(1 << (6)) | ((p_ca[6] | ca__0) << (6)));
            p_net_port__6 = p_net_port__6 | net_port__0;
            p_port_hot__6 = p_port_hot__6 | port_hot__0;
        end
        if (pj__6 == req_index__1) begin
            p_blk = (p_blk & ~(1 << (6)) | ((p_blk[6] | blk__1) << (6)));
            p_net_need = (p_net_need & ~(1 << (6)) | ((p_net_need[6] | net_need__1) << (6)));
            p_ca = (p_ca & ~(1 << (6)) | ((p_ca[6] | ca__1) << (6)));
            p_net_port__6 = p_net_port__6 | net_port__1;
            p_port_hot__6 = p_port_hot__6 | port_hot__1;
        end
        if (pj__6 == req_index__2) begin
            p_blk = (p_blk & ~(1 << (6)) | ((p_blk[6] | blk__2) << (6)));
            p_net_need = (p_net_need & ~(1 << (6)) | ((p_net_need[6] | net_need__2) << (6)));
            p_ca = (p_ca & ~(1 << (6)) | ((p_ca[6] | ca__2) << (6)));
            p_net_port__6 = p_net_port__6 | net_port__2;
            p_port_hot__6 = p_port_hot__6 | port_hot__2;
        end
        if (pj__6 == req_index__3) begin
            p_blk = (p_blk & ~(1 << (6)) | ((p_blk[6] | blk__3) << (6)));
            p_net_need = (p_net_need & ~(1 << (6)) | ((p_net_need[6] | net_need__3) << (6)));
            p_ca = (p_ca & ~(1 << (6)) | ((p_ca[6] | ca__3) << (6)));
            p_net_port__6 = p_net_port__6 | net_port__3;
            p_port_hot__6 = p_port_hot__6 | port_hot__3;
        end
        if (pj__6 == req_index__4) begin
            p_blk = (p_blk & ~(1 << (6)) | ((p_blk[6] | blk__4) << (6)));
            p_net_need = (p_net_need & ~(1 << (6)) | ((p_net_need[6] | net_need__4) << (6)));
            p_ca = (p_ca & ~(1 << (6)) | ((p_ca[6] | ca__4) << (6)));
            p_net_port__6 = p_net_port__6 | net_port__4;
            p_port_hot__6 = p_port_hot__6 | port_hot__4;
        end
        if (pj__6 == req_index__5) begin
            p_blk = (p_blk & ~(1 << (6)) | ((p_blk[6] | blk__5) << (6)));
            p_net_need = (p_net_need & ~(1 << (6)) | ((p_net_need[6] | net_need__5) << (6)));
            p_ca = (p_ca & ~(1 << (6)) | ((p_ca[6] | ca__5) << (6)));
            p_net_port__6 = p_net_port__6 | net_port__5;
            p_port_hot__6 = p_port_hot__6 | port_hot__5;
        end
        if (pj__6 == req_index__6) begin
            p_blk = (p_blk & ~(1 << (6)) | ((p_blk[6] | blk__6) << (6)));
            p_net_need = (p_net_need & ~(1 << (6)) | ((p_net_need[6] | net_need__6) << (6)));
            p_ca = (p_ca & ~(1 << (6)) | ((p_ca[6] | ca__6) << (6)));
            p_net_port__6 = p_net_port__6 | net_port__6;
            p_port_hot__6 = p_port_hot__6 | port_hot__6;
        end
        if (pj__6 == req_index__7) begin
            p_blk = (p_blk & ~(1 << (6)) | ((p_blk[6] | blk__7) << (6)));
            p_net_need = (p_net_need & ~(1 << (6)) | ((p_net_need[6] | net_need__7) << (6)));
            p_ca = (p_ca & ~(1 << (6)) | ((p_ca[6] | ca__7) << (6)));
            p_net_port__6 = p_net_port__6 | net_port__7;
            p_port_hot__6 = p_port_hot__6 | port_hot__7;
        end
        if (pj__6 == req_index__8) begin
            p_blk = (p_blk & ~(1 << (6)) | ((p_blk[6] | blk__8) << (6)));
            p_net_need = (p_net_need & ~(1 << (6)) | ((p_net_need[6] | net_need__8) << (6)));
            p_ca = (p_ca & ~(1 << (6)) | ((p_ca[6] | ca__8) << (6)));
            p_net_port__6 = p_net_port__6 | net_port__8;
            p_port_hot__6 = p_port_hot__6 | port_hot__8;
        end
        if (~j0__7 & (rr >= wrap__7)) begin
            pj__7 = rr - wrap__7;
        end
        else begin
            pj__7 = rr + jk__7;
        end
        p_net_port__7 = 32'h0;
        p_port_hot__7 = 32'h0;
        if (pj__7 == req_index__0) begin
            p_blk = (p_blk & ~(1 << (7)) | ((p_blk[7] | blk__0) << (7)));
            p_net_need = (p_net_need & ~(1 << (7)) | ((p_net_need[7] | net_need__0) << (7)));
            p_ca = (p_ca & ~(1 << (7)) | ((p_ca[7] | ca__0) << (7)));
            p_net_port__7 = p_net_port__7 | net_port__0;
            p_port_hot__7 = p_port_hot__7 | port_hot__0;
        end
        if (pj__7 == req_index__1) begin
            p_blk = (p_blk & ~(1 << (7)) | ((p_blk[7] | blk__1) << (7)));
            p_net_need = (p_net_need & ~(1 << (7)) | ((p_net_need[7] | net_need__1) << (7)));
            p_ca = (p_ca & ~(1 << (7)) | ((p_ca[7] | ca__1) << (7)));
            p_net_port__7 = p_net_port__7 | net_port__1;
            p_port_hot__7 = p_port_hot__7 | port_hot__1;
        end
        if (pj__7 == req_index__2) begin
            p_blk = (p_blk & ~(1 << (7)) | ((p_blk[7] | blk__2) << (7)));
            p_net_need = (p_net_need & ~(1 << (7)) | ((p_net_need[7] | net_need__2) << (7)));
            p_ca = (p_ca & ~(1 << (7)) | ((p_ca[7] | ca__2) << (7)));
            p_net_port__7 = p_net_port__7 | net_port__2;
            p_port_hot__7 = p_port_hot__7 | port_hot__2;
        end
        if (pj__7 == req_index__3) begin
            p_blk = (p_blk & ~(1 << (7)) | ((p_blk[7] | blk__3) << (7)));
            p_net_need = (p_net_need & ~(1 << (7)) | ((p_net_need[7] | net_need__3) << (7)));
            p_ca = (p_ca & ~(1 << (7)) | ((p_ca[7] | ca__3) << (7)));
            p_net_port__7 = p_net_port__7 | net_port__3;
            p_port_hot__7 = p_port_hot__7 | port_hot__3;
        end
        if (pj__7 == req_index__4) begin
            p_blk = (p_blk & ~(1 << (7)) | ((p_blk[7] | blk__4) << (7)));
            p_net_need = (p_net_need & ~(1 << (7)) | ((p_net_need[7] | net_need__4) << (7)));
            p_ca = (p_ca & ~(1 << (7)) | ((p_ca[7] | ca__4) << (7)));
            p_net_port__7 = p_net_port__7 | net_port__4;
            p_port_hot__7 = p_port_hot__7 | port_hot__4;
        end
        if (pj__7 == req_index__5) begin
            p_blk = (p_blk & ~(1 << (7)) | ((p_blk[7] | blk__5) << (7)));
            p_net_need = (p_net_need & ~(1 << (7)) | ((p_net_need[7] | net_need__5) << (7)));
            p_ca = (p_ca & ~(1 << (7)) | ((p_ca[7] | ca__5) << (7)));
            p_net_port__7 = p_net_port__7 | net_port__5;
            p_port_hot__7 = p_port_hot__7 | port_hot__5;
        end
        if (pj__7 == req_index__6) begin
            p_blk = (p_blk & ~(1 << (7)) | ((p_blk[7] | blk__6) << (7)));
            p_net_need = (p_net_need & ~(1 << (7)) | ((p_net_need[7] | net_need__6) << (7)));
            p_ca = (p_ca & ~(1 << (7)) | ((p_ca[7] | ca__6) << (7)));
            p_net_port__7 = p_net_port__7 | net_port__6;
            p_port_hot__7 = p_port_hot__7 | port_hot__6;
        end
        if (pj__7 == req_index__7) begin
            p_blk = (p_blk & ~(1 << (7)) | ((p_blk[7] | blk__7) << (7)));
            p_net_need = (p_net_need & ~(1 << (7)) | ((p_net_need[7] | net_need__7) << (7)));
            p_ca = (p_ca & ~(1 << (7)) | ((p_ca[7] | ca__7) << (7)));
            p_net_port__7 = p_net_port__7 | net_port__7;
            p_port_hot__7 = p_port_hot__7 | port_hot__7;
        end
        if (pj__7 == req_index__8) begin
            p_blk = (p_blk & ~(1 << (7)) | ((p_blk[7] | blk__8) << (7)));
            p_net_need = (p_net_need & ~(1 << (7)) | ((p_net_need[7] | net_need__8) << (7)));
            p_ca = (p_ca & ~(1 << (7)) | ((p_ca[7] | ca__8) << (7)));
            p_net_port__7 = p_net_port__7 | net_port__8;
            p_port_hot__7 = p_port_hot__7 | port_hot__8;
        end
        if (~j0__8 & (rr >= wrap__8)) begin
            pj__8 = rr - wrap__8;
        end
        else begin
            pj__8 = rr + jk__8;
        end
        p_net_port__8 = 32'h0;
        p_port_hot__8 = 32'h0;
        if (pj__8 == req_index__0) begin
            p_blk = (p_blk & ~(1 << (8)) | ((p_blk[8] | blk__0) << (8)));
            p_net_need = (p_net_need & ~(1 << (8)) | ((p_net_need[8] | net_need__0) << (8)));
            p_ca = (p_ca & ~(1 << (8)) | ((p_ca[8] | ca__0) << (8)));
            p_net_port__8 = p_net_port__8 | net_port__0;
            p_port_hot__8 = p_port_hot__8 | port_hot__0;
        end
        if (pj__8 == req_index__1) begin
            p_blk = (p_blk & ~(1 << (8)) | ((p_blk[8] | blk__1) << (8)));
            p_net_need = (p_net_need & ~(1 << (8)) | ((p_net_need[8] | net_need__1) << (8)));
            p_ca = (p_ca & ~(1 << (8)) | ((p_ca[8] | ca__1) << (8)));
            p_net_port__8 = p_net_port__8 | net_port__1;
            p_port_hot__8 = p_port_hot__8 | port_hot__1;
        end
        if (pj__8 == req_index__2) begin
            p_blk = (p_blk & ~(1 << (8)) | ((p_blk[8] | blk__2) << (8)));
            p_net_need = (p_net_need & ~(1 << (8)) | ((p_net_need[8] | net_need__2) << (8)));
            p_ca = (p_ca & ~(1 << (8)) | ((p_ca[8] | ca__2) << (8)));
            p_net_port__8 = p_net_port__8 | net_port__2;
            p_port_hot__8 = p_port_hot__8 | port_hot__2;
        end
        if (pj__8 == req_index__3) begin
            p_blk = (p_blk & ~(1 << (8)) | ((p_blk[8] | blk__3) << (8)));
            p_net_need = (p_net_need & ~(1 << (8)) | ((p_net_need[8] | net_need__3) << (8)));
            p_ca = (p_ca & ~(1 << (8)) | ((p_ca[8] | ca__3) << (8)));
            p_net_port__8 = p_net_port__8 | net_port__3;
            p_port_hot__8 = p_port_hot__8 | port_hot__3;
        end
        if (pj__8 == req_index__4) begin
            p_blk = (p_blk & ~(1 << (8)) | ((p_blk[8] | blk__4) << (8)));
            p_net_need = (p_net_need & ~(1 << (8)) | ((p_net_need[8] | net_need__4) << (8)));
            p_ca = (p_ca & ~(1 << (8)) | ((p_ca[8] | ca__4) << (8)));
            p_net_port__8 = p_net_port__8 | net_port__4;
            p_port_hot__8 = p_port_hot__8 | port_hot__4;
        end
        if (pj__8 == req_index__5) begin
            p_blk = (p_blk & ~(1 << (8)) | ((p_blk[8] | blk__5) << (8)));
            p_net_need = (p_net_need & ~(1 << (8)) | ((p_net_need[8] | net_need__5) << (8)));
            p_ca = (p_ca & ~(1 << (8)) | ((p_ca[8] | ca__5) << (8)));
            p_net_port__8 = p_net_port__8 | net_port__5;
            p_port_hot__8 = p_port_hot__8 | port_hot__5;
        end
        if (pj__8 == req_index__6) begin
            p_blk = (p_blk & ~(1 << (8)) | ((p_blk[8] | blk__6) << (8)));
            p_net_need = (p_net_need & ~(1 << (8)) | ((p_net_need[8] | net_need__6) << (8)));
            p_ca = (p_ca & ~(1 << (8)) | ((p_ca[8] | ca__6) << (8)));
            p_net_port__8 = p_net_port__8 | net_port__6;
            p_port_hot__8 = p_port_hot__8 | port_hot__6;
        end
        if (pj__8 == req_index__7) begin
            p_blk = (p_blk & ~(1 << (8)) | ((p_blk[8] | blk__7) << (8)));
            p_net_need = (p_net_need & ~(1 << (8)) | ((p_net_need[8] | net_need__7) << (8)));
            p_ca = (p_ca & ~(1 << (8)) | ((p_ca[8] | ca__7) << (8)));
            p_net_port__8 = p_net_port__8 | net_port__7;
            p_port_hot__8 = p_port_hot__8 | port_hot__7;
        end
        if (pj__8 == req_index__8) begin
            p_blk = (p_blk & ~(1 << (8)) | ((p_blk[8] | blk__8) << (8)));
            p_net_need = (p_net_need & ~(1 << (8)) | ((p_net_need[8] | net_need__8) << (8)));
            p_ca = (p_ca & ~(1 << (8)) | ((p_ca[8] | ca__8) << (8)));
            p_net_port__8 = p_net_port__8 | net_port__8;
            p_port_hot__8 = p_port_hot__8 | port_hot__8;
        end
        port_used = 32'h0;
        out_used = 32'h0;
        kth = 32'h1;
        p_grant = 32'h0;
        p_kth__0 = kth;
        step_ok = ~p_blk[0] & ~|(port_used & p_port_hot__0);
        if (p_net_need[0] & |(out_used & p_net_port__0)) begin
            step_ok = 1'b0;
        end
        if (p_ca[0] & ~|(kth & has)) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            p_grant = (p_grant & ~(1 << (0)) | ((1'b1) << (0)));
            port_used = port_used | p_port_hot__0;
            if (p_net_need[0]) begin
                out_used = out_used | p_net_port__0;
            end
            if (p_ca[0]) begin
                kth = kth << 32'h1;
            end
        end
        p_ch__0 = 32'h0;
        if (p_kth__0[0]) begin
            p_ch__0 = p_ch__0 | kth_ch__0;
        end
        if (p_kth__0[1]) begin
            p_ch__0 = p_ch__0 | kth_ch__1;
        end
        if (p_kth__0[2]) begin
            p_ch__0 = p_ch__0 | kth_ch__2;
        end
        if (p_kth__0[3]) begin
            p_ch__0 = p_ch__0 | kth_ch__3;
        end
        p_kth__1 = kth;
        step_ok = ~p_blk[1] & ~|(port_used & p_port_hot__1);
        if (p_net_need[1] & |(out_used & p_net_port__1)) begin
            step_ok = 1'b0;
        end
        if (p_ca[1] & ~|(kth & has)) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            p_grant = (p_grant & ~(1 << (1)) | ((1'b1) << (1)));
            port_used = port_used | p_port_hot__1;
            if (p_net_need[1]) begin
                out_used = out_used | p_net_port__1;
            end
            if (p_ca[1]) begin
                kth = kth << 32'h1;
            end
        end
        p_ch__1 = 32'h0;
        if (p_kth__1[0]) begin
            p_ch__1 = p_ch__1 | kth_ch__0;
        end
        if (p_kth__1[1]) begin
            p_ch__1 = p_ch__1 | kth_ch__1;
        end
        if (p_kth__1[2]) begin
            p_ch__1 = p_ch__1 | kth_ch__2;
        end
        if (p_kth__1[3]) begin
            p_ch__1 = p_ch__1 | kth_ch__3;
        end
        p_kth__2 = kth;
        step_ok = ~p_blk[2] & ~|(port_used & p_port_hot__2);
        if (p_net_need[2] & |(out_used & p_net_port__2)) begin
            step_ok = 1'b0;
        end
        if (p_ca[2] & ~|(kth & has)) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            p_grant = (p_grant & ~(1 << (2)) | ((1'b1) << (2)));
            port_used = port_used | p_port_hot__2;
            if (p_net_need[2]) begin
                out_used = out_used | p_net_port__2;
            end
            if (p_ca[2]) begin
                kth = kth << 32'h1;
            end
        end
        p_ch__2 = 32'h0;
        if (p_kth__2[0]) begin
            p_ch__2 = p_ch__2 | kth_ch__0;
        end
        if (p_kth__2[1]) begin
            p_ch__2 = p_ch__2 | kth_ch__1;
        end
        if (p_kth__2[2]) begin
            p_ch__2 = p_ch__2 | kth_ch__2;
        end
        if (p_kth__2[3]) begin
            p_ch__2 = p_ch__2 | kth_ch__3;
        end
        p_kth__3 = kth;
        step_ok = ~p_blk[3] & ~|(port_used & p_port_hot__3);
        if (p_net_need[3] & |(out_used & p_net_port__3)) begin
            step_ok = 1'b0;
        end
        if (p_ca[3] & ~|(kth & has)) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            p_grant = (p_grant & ~(1 << (3)) | ((1'b1) << (3)));
            port_used = port_used | p_port_hot__3;
            if (p_net_need[3]) begin
                out_used = out_used | p_net_port__3;
            end
            if (p_ca[3]) begin
                kth = kth << 32'h1;
            end
        end
        p_ch__3 = 32'h0;
        if (p_kth__3[0]) begin
            p_ch__3 = p_ch__3 | kth_ch__0;
        end
        if (p_kth__3[1]) begin
            p_ch__3 = p_ch__3 | kth_ch__1;
        end
        if (p_kth__3[2]) begin
            p_ch__3 = p_ch__3 | kth_ch__2;
        end
        if (p_kth__3[3]) begin
            p_ch__3 = p_ch__3 | kth_ch__3;
        end
        p_kth__4 = kth;
        step_ok = ~p_blk[4] & ~|(port_used & p_port_hot__4);
        if (p_net_need[4] & |(out_used & p_net_port__4)) begin
            step_ok = 1'b0;
        end
        if (p_ca[4] & ~|(kth & has)) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            p_grant = (p_grant & ~(1 << (4)) | ((1'b1) << (4)));
            port_used = port_used | p_port_hot__4;
            if (p_net_need[4]) begin
                out_used = out_used | p_net_port__4;
            end
            if (p_ca[4]) begin
                kth = kth << 32'h1;
            end
        end
        p_ch__4 = 32'h0;
        if (p_kth__4[0]) begin
            p_ch__4 = p_ch__4 | kth_ch__0;
        end
        if (p_kth__4[1]) begin
            p_ch__4 = p_ch__4 | kth_ch__1;
        end
        if (p_kth__4[2]) begin
            p_ch__4 = p_ch__4 | kth_ch__2;
        end
        if (p_kth__4[3]) begin
            p_ch__4 = p_ch__4 | kth_ch__3;
        end
        p_kth__5 = kth;
        step_ok = ~p_blk[5] & ~|(port_used & p_port_hot__5);
        if (p_net_need[5] & |(out_used & p_net_port__5)) begin
            step_ok = 1'b0;
        end
        if (p_ca[5] & ~|(kth & has)) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            p_grant = (p_grant & ~(1 << (5)) | ((1'b1) << (5)));
            port_used = port_used | p_port_hot__5;
            if (p_net_need[5]) begin
                out_used = out_used | p_net_port__5;
            end
            if (p_ca[5]) begin
                kth = kth << 32'h1;
            end
        end
        p_ch__5 = 32'h0;
        if (p_kth__5[0]) begin
            p_ch__5 = p_ch__5 | kth_ch__0;
        end
        if (p_kth__5[1]) begin
            p_ch__5 = p_ch__5 | kth_ch__1;
        end
        if (p_kth__5[2]) begin
            p_ch__5 = p_ch__5 | kth_ch__2;
        end
        if (p_kth__5[3]) begin
            p_ch__5 = p_ch__5 | kth_ch__3;
        end
        p_kth__6 = kth;
        step_ok = ~p_blk[6] & ~|(port_used & p_port_hot__6);
        if (p_net_need[6] & |(out_used & p_net_port__6)) begin
            step_ok = 1'b0;
        end
        if (p_ca[6] & ~|(kth & has)) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            p_grant = (p_grant & ~(1 << (6)) | ((1'b1) << (6)));
            port_used = port_used | p_port_hot__6;
            if (p_net_need[6]) begin
                out_used = out_used | p_net_port__6;
            end
            if (p_ca[6]) begin
                kth = kth << 32'h1;
            end
        end
        p_ch__6 = 32'h0;
        if (p_kth__6[0]) begin
            p_ch__6 = p_ch__6 | kth_ch__0;
        end
        if (p_kth__6[1]) begin
            p_ch__6 = p_ch__6 | kth_ch__1;
        end
        if (p_kth__6[2]) begin
            p_ch__6 = p_ch__6 | kth_ch__2;
        end
        if (p_kth__6[3]) begin
            p_ch__6 = p_ch__6 | kth_ch__3;
        end
        p_kth__7 = kth;
        step_ok = ~p_blk[7] & ~|(port_used & p_port_hot__7);
        if (p_net_need[7] & |(out_used & p_net_port__7)) begin
            step_ok = 1'b0;
        end
        if (p_ca[7] & ~|(kth & has)) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            p_grant = (p_grant & ~(1 << (7)) | ((1'b1) << (7)));
            port_used = port_used | p_port_hot__7;
            if (p_net_need[7]) begin
                out_used = out_used | p_net_port__7;
            end
            if (p_ca[7]) begin
                kth = kth << 32'h1;
            end
        end
        p_ch__7 = 32'h0;
        if (p_kth__7[0]) begin
            p_ch__7 = p_ch__7 | kth_ch__0;
        end
        if (p_kth__7[1]) begin
            p_ch__7 = p_ch__7 | kth_ch__1;
        end
        if (p_kth__7[2]) begin
            p_ch__7 = p_ch__7 | kth_ch__2;
        end
        if (p_kth__7[3]) begin
            p_ch__7 = p_ch__7 | kth_ch__3;
        end
        p_kth__8 = kth;
        step_ok = ~p_blk[8] & ~|(port_used & p_port_hot__8);
        if (p_net_need[8] & |(out_used & p_net_port__8)) begin
            step_ok = 1'b0;
        end
        if (p_ca[8] & ~|(kth & has)) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            p_grant = (p_grant & ~(1 << (8)) | ((1'b1) << (8)));
            port_used = port_used | p_port_hot__8;
            if (p_net_need[8]) begin
                out_used = out_used | p_net_port__8;
            end
            if (p_ca[8]) begin
                kth = kth << 32'h1;
            end
        end
        p_ch__8 = 32'h0;
        if (p_kth__8[0]) begin
            p_ch__8 = p_ch__8 | kth_ch__0;
        end
        if (p_kth__8[1]) begin
            p_ch__8 = p_ch__8 | kth_ch__1;
        end
        if (p_kth__8[2]) begin
            p_ch__8 = p_ch__8 | kth_ch__2;
        end
        if (p_kth__8[3]) begin
            p_ch__8 = p_ch__8 | kth_ch__3;
        end
        grant__0 = 1'b0;
        g_cons_a__0 = 32'h0;
        if (pj__0 == req_index__0) begin
            grant__0 = grant__0 | p_grant[0];
            g_cons_a__0 = g_cons_a__0 | p_ch__0;
        end
        if (pj__1 == req_index__0) begin
            grant__0 = grant__0 | p_grant[1];
            g_cons_a__0 = g_cons_a__0 | p_ch__1;
        end
        if (pj__2 == req_index__0) begin
            grant__0 = grant__0 | p_grant[2];
            g_cons_a__0 = g_cons_a__0 | p_ch__2;
        end
        if (pj__3 == req_index__0) begin
            grant__0 = grant__0 | p_grant[3];
            g_cons_a__0 = g_cons_a__0 | p_ch__3;
        end
        if (pj__4 == req_index__0) begin
            grant__0 = grant__0 | p_grant[4];
            g_cons_a__0 = g_cons_a__0 | p_ch__4;
        end
        if (pj__5 == req_index__0) begin
            grant__0 = grant__0 | p_grant[5];
            g_cons_a__0 = g_cons_a__0 | p_ch__5;
        end
        if (pj__6 == req_index__0) begin
            grant__0 = grant__0 | p_grant[6];
            g_cons_a__0 = g_cons_a__0 | p_ch__6;
        end
        if (pj__7 == req_index__0) begin
            grant__0 = grant__0 | p_grant[7];
            g_cons_a__0 = g_cons_a__0 | p_ch__7;
        end
        if (pj__8 == req_index__0) begin
            grant__0 = grant__0 | p_grant[8];
            g_cons_a__0 = g_cons_a__0 | p_ch__8;
        end
        g_cons__0 = 32'h0;
        if (grant__0 & cons_need__0) begin
            if (cons_alloc__0) begin
                g_cons__0 = g_cons_a__0;
            end
            else begin
                g_cons__0 = cons_avail__0;
            end
        end
        grant__1 = 1'b0;
        g_cons_a__1 = 32'h0;
        if (pj__0 == req_index__1) begin
            grant__1 = grant__1 | p_grant[0];
            g_cons_a__1 = g_cons_a__1 | p_ch__0;
        end
        if (pj__1 == req_index__1) begin
            grant__1 = grant__1 | p_grant[1];
            g_cons_a__1 = g_cons_a__1 | p_ch__1;
        end
        if (pj__2 == req_index__1) begin
            grant__1 = grant__1 | p_grant[2];
            g_cons_a__1 = g_cons_a__1 | p_ch__2;
        end
        if (pj__3 == req_index__1) begin
            grant__1 = grant__1 | p_grant[3];
            g_cons_a__1 = g_cons_a__1 | p_ch__3;
        end
        if (pj__4 == req_index__1) begin
            grant__1 = grant__1 | p_grant[4];
            g_cons_a__1 = g_cons_a__1 | p_ch__4;
        end
        if (pj__5 == req_index__1) begin
            grant__1 = grant__1 | p_grant[5];
            g_cons_a__1 = g_cons_a__1 | p_ch__5;
        end
        if (pj__6 == req_index__1) begin
            grant__1 = grant__1 | p_grant[6];
            g_cons_a__1 = g_cons_a__1 | p_ch__6;
        end
        if (pj__7 == req_index__1) begin
            grant__1 = grant__1 | p_grant[7];
            g_cons_a__1 = g_cons_a__1 | p_ch__7;
        end
        if (pj__8 == req_index__1) begin
            grant__1 = grant__1 | p_grant[8];
            g_cons_a__1 = g_cons_a__1 | p_ch__8;
        end
        g_cons__1 = 32'h0;
        if (grant__1 & cons_need__1) begin
            if (cons_alloc__1) begin
                g_cons__1 = g_cons_a__1;
            end
            else begin
                g_cons__1 = cons_avail__1;
            end
        end
        grant__2 = 1'b0;
        g_cons_a__2 = 32'h0;
        if (pj__0 == req_index__2) begin
            grant__2 = grant__2 | p_grant[0];
            g_cons_a__2 = g_cons_a__2 | p_ch__0;
        end
        if (pj__1 == req_index__2) begin
            grant__2 = grant__2 | p_grant[1];
            g_cons_a__2 = g_cons_a__2 | p_ch__1;
        end
        if (pj__2 == req_index__2) begin
            grant__2 = grant__2 | p_grant[2];
            g_cons_a__2 = g_cons_a__2 | p_ch__2;
        end
        if (pj__3 == req_index__2) begin
            grant__2 = grant__2 | p_grant[3];
            g_cons_a__2 = g_cons_a__2 | p_ch__3;
        end
        if (pj__4 == req_index__2) begin
            grant__2 = grant__2 | p_grant[4];
            g_cons_a__2 = g_cons_a__2 | p_ch__4;
        end
        if (pj__5 == req_index__2) begin
            grant__2 = grant__2 | p_grant[5];
            g_cons_a__2 = g_cons_a__2 | p_ch__5;
        end
        if (pj__6 == req_index__2) begin
            grant__2 = grant__2 | p_grant[6];
            g_cons_a__2 = g_cons_a__2 | p_ch__6;
        end
        if (pj__7 == req_index__2) begin
            grant__2 = grant__2 | p_grant[7];
            g_cons_a__2 = g_cons_a__2 | p_ch__7;
        end
        if (pj__8 == req_index__2) begin
            grant__2 = grant__2 | p_grant[8];
            g_cons_a__2 = g_cons_a__2 | p_ch__8;
        end
        g_cons__2 = 32'h0;
        if (grant__2 & cons_need__2) begin
            if (cons_alloc__2) begin
                g_cons__2 = g_cons_a__2;
            end
            else begin
                g_cons__2 = cons_avail__2;
            end
        end
        grant__3 = 1'b0;
        g_cons_a__3 = 32'h0;
        if (pj__0 == req_index__3) begin
            grant__3 = grant__3 | p_grant[0];
            g_cons_a__3 = g_cons_a__3 | p_ch__0;
        end
        if (pj__1 == req_index__3) begin
            grant__3 = grant__3 | p_grant[1];
            g_cons_a__3 = g_cons_a__3 | p_ch__1;
        end
        if (pj__2 == req_index__3) begin
            grant__3 = grant__3 | p_grant[2];
            g_cons_a__3 = g_cons_a__3 | p_ch__2;
        end
        if (pj__3 == req_index__3) begin
            grant__3 = grant__3 | p_grant[3];
            g_cons_a__3 = g_cons_a__3 | p_ch__3;
        end
        if (pj__4 == req_index__3) begin
            grant__3 = grant__3 | p_grant[4];
            g_cons_a__3 = g_cons_a__3 | p_ch__4;
        end
        if (pj__5 == req_index__3) begin
            grant__3 = grant__3 | p_grant[5];
            g_cons_a__3 = g_cons_a__3 | p_ch__5;
        end
        if (pj__6 == req_index__3) begin
            grant__3 = grant__3 | p_grant[6];
            g_cons_a__3 = g_cons_a__3 | p_ch__6;
        end
        if (pj__7 == req_index__3) begin
            grant__3 = grant__3 | p_grant[7];
            g_cons_a__3 = g_cons_a__3 | p_ch__7;
        end
        if (pj__8 == req_index__3) begin
            grant__3 = grant__3 | p_grant[8];
            g_cons_a__3 = g_cons_a__3 | p_ch__8;
        end
        g_cons__3 = 32'h0;
        if (grant__3 & cons_need__3) begin
            if (cons_alloc__3) begin
                g_cons__3 = g_cons_a__3;
            end
            else begin
                g_cons__3 = cons_avail__3;
            end
        end
        grant__4 = 1'b0;
        g_cons_a__4 = 32'h0;
        if (pj__0 == req_index__4) begin
            grant__4 = grant__4 | p_grant[0];
            g_cons_a__4 = g_cons_a__4 | p_ch__0;
        end
        if (pj__1 == req_index__4) begin
            grant__4 = grant__4 | p_grant[1];
            g_cons_a__4 = g_cons_a__4 | p_ch__1;
        end
        if (pj__2 == req_index__4) begin
            grant__4 = grant__4 | p_grant[2];
            g_cons_a__4 = g_cons_a__4 | p_ch__2;
        end
        if (pj__3 == req_index__4) begin
            grant__4 = grant__4 | p_grant[3];
            g_cons_a__4 = g_cons_a__4 | p_ch__3;
        end
        if (pj__4 == req_index__4) begin
            grant__4 = grant__4 | p_grant[4];
            g_cons_a__4 = g_cons_a__4 | p_ch__4;
        end
        if (pj__5 == req_index__4) begin
            grant__4 = grant__4 | p_grant[5];
            g_cons_a__4 = g_cons_a__4 | p_ch__5;
        end
        if (pj__6 == req_index__4) begin
            grant__4 = grant__4 | p_grant[6];
            g_cons_a__4 = g_cons_a__4 | p_ch__6;
        end
        if (pj__7 == req_index__4) begin
            grant__4 = grant__4 | p_grant[7];
            g_cons_a__4 = g_cons_a__4 | p_ch__7;
        end
        if (pj__8 == req_index__4) begin
            grant__4 = grant__4 | p_grant[8];
            g_cons_a__4 = g_cons_a__4 | p_ch__8;
        end
        g_cons__4 = 32'h0;
        if (grant__4 & cons_need__4) begin
            if (cons_alloc__4) begin
                g_cons__4 = g_cons_a__4;
            end
            else begin
                g_cons__4 = cons_avail__4;
            end
        end
        grant__5 = 1'b0;
        g_cons_a__5 = 32'h0;
        if (pj__0 == req_index__5) begin
            grant__5 = grant__5 | p_grant[0];
            g_cons_a__5 = g_cons_a__5 | p_ch__0;
        end
        if (pj__1 == req_index__5) begin
            grant__5 = grant__5 | p_grant[1];
            g_cons_a__5 = g_cons_a__5 | p_ch__1;
        end
        if (pj__2 == req_index__5) begin
            grant__5 = grant__5 | p_grant[2];
            g_cons_a__5 = g_cons_a__5 | p_ch__2;
        end
        if (pj__3 == req_index__5) begin
            grant__5 = grant__5 | p_grant[3];
            g_cons_a__5 = g_cons_a__5 | p_ch__3;
        end
        if (pj__4 == req_index__5) begin
            grant__5 = grant__5 | p_grant[4];
            g_cons_a__5 = g_cons_a__5 | p_ch__4;
        end
        if (pj__5 == req_index__5) begin
            grant__5 = grant__5 | p_grant[5];
            g_cons_a__5 = g_cons_a__5 | p_ch__5;
        end
        if (pj__6 == req_index__5) begin
            grant__5 = grant__5 | p_grant[6];
            g_cons_a__5 = g_cons_a__5 | p_ch__6;
        end
        if (pj__7 == req_index__5) begin
            grant__5 = grant__5 | p_grant[7];
            g_cons_a__5 = g_cons_a__5 | p_ch__7;
        end
        if (pj__8 == req_index__5) begin
            grant__5 = grant__5 | p_grant[8];
            g_cons_a__5 = g_cons_a__5 | p_ch__8;
        end
        g_cons__5 = 32'h0;
        if (grant__5 & cons_need__5) begin
            if (cons_alloc__5) begin
                g_cons__5 = g_cons_a__5;
            end
            else begin
                g_cons__5 = cons_avail__5;
            end
        end
        grant__6 = 1'b0;
        g_cons_a__6 = 32'h0;
        if (pj__0 == req_index__6) begin
            grant__6 = grant__6 | p_grant[0];
            g_cons_a__6 = g_cons_a__6 | p_ch__0;
        end
        if (pj__1 == req_index__6) begin
            grant__6 = grant__6 | p_grant[1];
            g_cons_a__6 = g_cons_a__6 | p_ch__1;
        end
        if (pj__2 == req_index__6) begin
            grant__6 = grant__6 | p_grant[2];
            g_cons_a__6 = g_cons_a__6 | p_ch__2;
        end
        if (pj__3 == req_index__6) begin
            grant__6 = grant__6 | p_grant[3];
            g_cons_a__6 = g_cons_a__6 | p_ch__3;
        end
        if (pj__4 == req_index__6) begin
            grant__6 = grant__6 | p_grant[4];
            g_cons_a__6 = g_cons_a__6 | p_ch__4;
        end
        if (pj__5 == req_index__6) begin
            grant__6 = grant__6 | p_grant[5];
            g_cons_a__6 = g_cons_a__6 | p_ch__5;
        end
        if (pj__6 == req_index__6) begin
            grant__6 = grant__6 | p_grant[6];
            g_cons_a__6 = g_cons_a__6 | p_ch__6;
        end
        if (pj__7 == req_index__6) begin
            grant__6 = grant__6 | p_grant[7];
            g_cons_a__6 = g_cons_a__6 | p_ch__7;
        end
        if (pj__8 == req_index__6) begin
            grant__6 = grant__6 | p_grant[8];
            g_cons_a__6 = g_cons_a__6 | p_ch__8;
        end
        g_cons__6 = 32'h0;
        if (grant__6 & cons_need__6) begin
            if (cons_alloc__6) begin
                g_cons__6 = g_cons_a__6;
            end
            else begin
                g_cons__6 = cons_avail__6;
            end
        end
        grant__7 = 1'b0;
        g_cons_a__7 = 32'h0;
        if (pj__0 == req_index__7) begin
            grant__7 = grant__7 | p_grant[0];
            g_cons_a__7 = g_cons_a__7 | p_ch__0;
        end
        if (pj__1 == req_index__7) begin
            grant__7 = grant__7 | p_grant[1];
            g_cons_a__7 = g_cons_a__7 | p_ch__1;
        end
        if (pj__2 == req_index__7) begin
            grant__7 = grant__7 | p_grant[2];
            g_cons_a__7 = g_cons_a__7 | p_ch__2;
        end
        if (pj__3 == req_index__7) begin
            grant__7 = grant__7 | p_grant[3];
            g_cons_a__7 = g_cons_a__7 | p_ch__3;
        end
        if (pj__4 == req_index__7) begin
            grant__7 = grant__7 | p_grant[4];
            g_cons_a__7 = g_cons_a__7 | p_ch__4;
        end
        if (pj__5 == req_index__7) begin
            grant__7 = grant__7 | p_grant[5];
            g_cons_a__7 = g_cons_a__7 | p_ch__5;
        end
        if (pj__6 == req_index__7) begin
            grant__7 = grant__7 | p_grant[6];
            g_cons_a__7 = g_cons_a__7 | p_ch__6;
        end
        if (pj__7 == req_index__7) begin
            grant__7 = grant__7 | p_grant[7];
            g_cons_a__7 = g_cons_a__7 | p_ch__7;
        end
        if (pj__8 == req_index__7) begin
            grant__7 = grant__7 | p_grant[8];
            g_cons_a__7 = g_cons_a__7 | p_ch__8;
        end
        g_cons__7 = 32'h0;
        if (grant__7 & cons_need__7) begin
            if (cons_alloc__7) begin
                g_cons__7 = g_cons_a__7;
            end
            else begin
                g_cons__7 = cons_avail__7;
            end
        end
        grant__8 = 1'b0;
        g_cons_a__8 = 32'h0;
        if (pj__0 == req_index__8) begin
            grant__8 = grant__8 | p_grant[0];
            g_cons_a__8 = g_cons_a__8 | p_ch__0;
        end
        if (pj__1 == req_index__8) begin
            grant__8 = grant__8 | p_grant[1];
            g_cons_a__8 = g_cons_a__8 | p_ch__1;
        end
        if (pj__2 == req_index__8) begin
            grant__8 = grant__8 | p_grant[2];
            g_cons_a__8 = g_cons_a__8 | p_ch__2;
        end
        if (pj__3 == req_index__8) begin
            grant__8 = grant__8 | p_grant[3];
            g_cons_a__8 = g_cons_a__8 | p_ch__3;
        end
        if (pj__4 == req_index__8) begin
            grant__8 = grant__8 | p_grant[4];
            g_cons_a__8 = g_cons_a__8 | p_ch__4;
        end
        if (pj__5 == req_index__8) begin
            grant__8 = grant__8 | p_grant[5];
            g_cons_a__8 = g_cons_a__8 | p_ch__5;
        end
        if (pj__6 == req_index__8) begin
            grant__8 = grant__8 | p_grant[6];
            g_cons_a__8 = g_cons_a__8 | p_ch__6;
        end
        if (pj__7 == req_index__8) begin
            grant__8 = grant__8 | p_grant[7];
            g_cons_a__8 = g_cons_a__8 | p_ch__7;
        end
        if (pj__8 == req_index__8) begin
            grant__8 = grant__8 | p_grant[8];
            g_cons_a__8 = g_cons_a__8 | p_ch__8;
        end
        g_cons__8 = 32'h0;
        if (grant__8 & cons_need__8) begin
            if (cons_alloc__8) begin
                g_cons__8 = g_cons_a__8;
            end
            else begin
                g_cons__8 = cons_avail__8;
            end
        end
        pop_now = 32'h0;
        bad_now = 32'h0;
        if (discard__0 | (grant__0 & pop__0)) begin
            pop_now = (pop_now & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if ((discard__0 | grant__0) & bad__0) begin
            bad_now = bad_now | port_hot__0;
        end
        if (discard__1 | (grant__1 & pop__1)) begin
            pop_now = (pop_now & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if ((discard__1 | grant__1) & bad__1) begin
            bad_now = bad_now | port_hot__1;
        end
        if (discard__2 | (grant__2 & pop__2)) begin
            pop_now = (pop_now & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if ((discard__2 | grant__2) & bad__2) begin
            bad_now = bad_now | port_hot__2;
        end
        if (discard__3 | (grant__3 & pop__3)) begin
            pop_now = (pop_now & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if ((discard__3 | grant__3) & bad__3) begin
            bad_now = bad_now | port_hot__3;
        end
        if (discard__4 | (grant__4 & pop__4)) begin
            pop_now = (pop_now & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if ((discard__4 | grant__4) & bad__4) begin
            bad_now = bad_now | port_hot__4;
        end
        if (discard__5 | (grant__5 & pop__5)) begin
            pop_now = (pop_now & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if ((discard__5 | grant__5) & bad__5) begin
            bad_now = bad_now | port_hot__5;
        end
        if (discard__6 | (grant__6 & pop__6)) begin
            pop_now = (pop_now & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if ((discard__6 | grant__6) & bad__6) begin
            bad_now = bad_now | port_hot__6;
        end
        if (discard__7 | (grant__7 & pop__7)) begin
            pop_now = (pop_now & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if ((discard__7 | grant__7) & bad__7) begin
            bad_now = bad_now | port_hot__7;
        end
        if (discard__8 | (grant__8 & pop__8)) begin
            pop_now = (pop_now & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if ((discard__8 | grant__8) & bad__8) begin
            bad_now = bad_now | port_hot__8;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__alloc


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__bad_reg(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__bad_reg


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_data__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__buf_tag__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__0(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__1(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__2(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__3(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__4(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__5(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__6(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__7(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__8(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cnt__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__6(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__7(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__8(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_held(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_held


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_data__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_reg_tag__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__cons_spent__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__count__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__had_r__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__head__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__held(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__held


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__last_f__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__0(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__1(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__2(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__3(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__4(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__5(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__6(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__7(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__8(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__len__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__6(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__7(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__8(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_port__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_data__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_tag__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_reg_vc__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__out_vc_r__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__0(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
    // Module arguments
    input wire  has;
    input wire  [2:0] tag;
    input wire  [15:0] data;
    input wire  [2:0] state;
    input wire  has_out;
    input wire  has_cons;
    input wire  [8:0] len;
    input wire  [8:0] cnt;
    input wire  last_f;
    input wire  had_r;
    output reg  discard;
    output reg  goto;
    output reg  send;
    output reg  [2:0] next_state;
    output reg  bad;
    output reg  pop;
    output reg  [2:0] send_tag;
    output reg  [15:0] send_data;
    output reg  net_need;
    output reg  net_alloc;
    output reg  [3:0] net_dir;
    output reg  cons_need;
    output reg  cons_alloc;
    output reg  free_held;
    output reg  latch;
    output reg  [8:0] latch_len;
    output reg  latch_f;
    output reg  latch_r;
    output reg  body;
    
    // Constant declarations
    localparam  x_max = 2'b11;
    localparam  y_max = 2'b11;
    localparam  at_x = 2'b1;
    localparam  at_y = 2'b1;
    localparam  x_first = 1'b1;
    localparam  injection = 1'b0;
    localparam  legal = 4'he;
    localparam  t_dest = 3'b1;
    localparam  t_body = 3'b10;
    localparam  t_tail = 3'b11;
    localparam  t_kill = 3'b100;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Local signals
    reg  [1:0] e_x;
    reg  [1:0] e_y;
    reg  [2:0] e_flags;
    reg  [8:0] e_len;
    reg  e_valid;
    reg  [3:0] e_dir;
    reg  e_here;
    reg  e_legal;
    reg  [3:0] x_dir;
    reg  [3:0] y_dir;
    reg  do_kill;
    reg  kill_pop;
    reg  do_held;
    reg  do_arrive;
    reg  f_kill;
    reg  f_pop;
    reg  [2:0] f_next;
    reg  f_release;
    reg  f_body;
    reg  [8:0] cnt1;
    
    // Update code
    always @(*) begin
        e_x = data[(32'h0)+:(2)];
        e_y = data[(2)+:(2)];
        e_flags = data[(2 + 2)+:(3)];
        e_len = data[(2 + 2 + 32'h3)+:(9)];
        e_valid = (e_x <= x_max) & (e_y <= y_max) & (e_flags != 32'h0) & (e_flags != 32'h2) & (e_len != 32'h0);
        x_dir = 32'h0;
        if (e_x > at_x) begin
            x_dir = 32'h1;
        end
        if (e_x < at_x) begin
            x_dir = 32'h2;
        end
        y_dir = 32'h0;
        if (e_y > at_y) begin
            y_dir = 32'h4;
        end
        if (e_y < at_y) begin
            y_dir = 32'h8;
        end
        if (x_first) begin
            e_dir = x_dir;
            if (~|x_dir) begin
                e_dir = y_dir;
            end
        end
        else begin
            e_dir = y_dir;
            if (~|y_dir) begin
                e_dir = x_dir;
            end
        end
        e_here = ~|e_dir;
        e_legal = |(e_dir & legal);
        cnt1 = cnt + 32'h1;
        f_kill = 1'b0;
        f_pop = 1'b1;
        f_next = VcState__Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState__Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState__DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState__Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState__Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState__DropPayload;
        end
        discard = 1'b0;
        goto = 1'b0;
        next_state = state;
        bad = 1'b0;
        free_held = 1'b0;
        body = 1'b0;
        latch = 1'b0;
        latch_len = e_len;
        latch_f = 1'b0;
        latch_r = 1'b0;
        net_alloc = 1'b0;
        net_dir = e_dir;
        cons_alloc = 1'b0;
        do_kill = 1'b0;
        kill_pop = 1'b1;
        do_held = 1'b0;
        do_arrive = 1'b0;
        send = 1'b0;
        pop = 1'b0;
        net_need = 1'b0;
        cons_need = 1'b0;
        case (state)
            VcState__Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                        end
                        else begin
                            do_arrive = 1'b1;
                            cons_alloc = 1'b1;
                        end
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState__Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState__After;
                        end
                        else begin
                            next_state = VcState__Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState__DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState__Idle;
                        end
                        else begin
                            next_state = VcState__DropPayload;
                        end
                    end
                    else begin
                        do_kill = f_kill;
                        do_held = ~f_kill;
                        kill_pop = f_pop;
                        next_state = f_next;
                        free_held = f_release;
                        body = f_body;
                    end
                end
            VcState__DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState__DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState__Idle;
                    end
                    else begin
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
        endcase
        if (do_kill) begin
            send = 1'b1;
            pop = kill_pop;
            net_need = has_out;
            cons_need = has_cons;
            bad = 1'b1;
            free_held = 1'b1;
        end
        if (do_held) begin
            send = 1'b1;
            pop = 1'b1;
            net_need = has_out;
            cons_need = has_cons;
        end
        if (do_arrive) begin
            send = 1'b1;
            pop = 1'b1;
            cons_need = 1'b1;
            latch = 1'b1;
            latch_f = e_flags[32'h1];
            latch_r = e_flags[32'h2];
            if (e_flags[32'h2]) begin
                next_state = VcState__Strip;
            end
            else begin
                next_state = VcState__After;
            end
        end
        if (do_kill) begin
            send_tag = t_kill;
        end
        else begin
            send_tag = tag;
        end
        if (send_tag == tag) begin
            send_data = data;
        end
        else begin
            send_data = 32'h0;
        end
        if (~has) begin
            discard = 1'b0;
            goto = 1'b0;
            send = 1'b0;
            next_state = state;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__1(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
    // Module arguments
    input wire  has;
    input wire  [2:0] tag;
    input wire  [15:0] data;
    input wire  [2:0] state;
    input wire  has_out;
    input wire  has_cons;
    input wire  [8:0] len;
    input wire  [8:0] cnt;
    input wire  last_f;
    input wire  had_r;
    output reg  discard;
    output reg  goto;
    output reg  send;
    output reg  [2:0] next_state;
    output reg  bad;
    output reg  pop;
    output reg  [2:0] send_tag;
    output reg  [15:0] send_data;
    output reg  net_need;
    output reg  net_alloc;
    output reg  [3:0] net_dir;
    output reg  cons_need;
    output reg  cons_alloc;
    output reg  free_held;
    output reg  latch;
    output reg  [8:0] latch_len;
    output reg  latch_f;
    output reg  latch_r;
    output reg  body;
    
    // Constant declarations
    localparam  x_max = 2'b11;
    localparam  y_max = 2'b11;
    localparam  at_x = 2'b1;
    localparam  at_y = 2'b1;
    localparam  x_first = 1'b1;
    localparam  injection = 1'b0;
    localparam  legal = 4'he;
    localparam  t_dest = 3'b1;
    localparam  t_body = 3'b10;
    localparam  t_tail = 3'b11;
    localparam  t_kill = 3'b100;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Local signals
    reg  [1:0] e_x;
    reg  [1:0] e_y;
    reg  [2:0] e_flags;
    reg  [8:0] e_len;
    reg  e_valid;
    reg  [3:0] e_dir;
    reg  e_here;
    reg  e_legal;
    reg  [3:0] x_dir;
    reg  [3:0] y_dir;
    reg  do_kill;
    reg  kill_pop;
    reg  do_held;
    reg  do_arrive;
    reg  f_kill;
    reg  f_pop;
    reg  [2:0] f_next;
    reg  f_release;
    reg  f_body;
    reg  [8:0] cnt1;
    
    // Update code
    always @(*) begin
        e_x = data[(32'h0)+:(2)];
        e_y = data[(2)+:(2)];
        e_flags = data[(2 + 2)+:(3)];
        e_len = data[(2 + 2 + 32'h3)+:(9)];
        e_valid = (e_x <= x_max) & (e_y <= y_max) & (e_flags != 32'h0) & (e_flags != 32'h2) & (e_len != 32'h0);
        x_dir = 32'h0;
        if (e_x > at_x) begin
            x_dir = 32'h1;
        end
        if (e_x < at_x) begin
            x_dir = 32'h2;
        end
        y_dir = 32'h0;
        if (e_y > at_y) begin
            y_dir = 32'h4;
        end
        if (e_y < at_y) begin
            y_dir = 32'h8;
        end
        if (x_first) begin
            e_dir = x_dir;
            if (~|x_dir) begin
                e_dir = y_dir;
            end
        end
        else begin
            e_dir = y_dir;
            if (~|y_dir) begin
                e_dir = x_dir;
            end
        end
        e_here = ~|e_dir;
        e_legal = |(e_dir & legal);
        cnt1 = cnt + 32'h1;
        f_kill = 1'b0;
        f_pop = 1'b1;
        f_next = VcState__Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState__Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState__DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState__Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState__Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState__DropPayload;
        end
        discard = 1'b0;
        goto = 1'b0;
        next_state = state;
        bad = 1'b0;
        free_held = 1'b0;
        body = 1'b0;
        latch = 1'b0;
        latch_len = e_len;
        latch_f = 1'b0;
        latch_r = 1'b0;
        net_alloc = 1'b0;
        net_dir = e_dir;
        cons_alloc = 1'b0;
        do_kill = 1'b0;
        kill_pop = 1'b1;
        do_held = 1'b0;
        do_arrive = 1'b0;
        send = 1'b0;
        pop = 1'b0;
        net_need = 1'b0;
        cons_need = 1'b0;
        case (state)
            VcState__Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                        end
                        else begin
                            do_arrive = 1'b1;
                            cons_alloc = 1'b1;
                        end
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState__Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState__After;
                        end
                        else begin
                            next_state = VcState__Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState__DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState__Idle;
                        end
                        else begin
                            next_state = VcState__DropPayload;
                        end
                    end
                    else begin
                        do_kill = f_kill;
                        do_held = ~f_kill;
                        kill_pop = f_pop;
                        next_state = f_next;
                        free_held = f_release;
                        body = f_body;
                    end
                end
            VcState__DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState__DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState__Idle;
                    end
                    else begin
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
        endcase
        if (do_kill) begin
            send = 1'b1;
            pop = kill_pop;
            net_need = has_out;
            cons_need = has_cons;
            bad = 1'b1;
            free_held = 1'b1;
        end
        if (do_held) begin
            send = 1'b1;
            pop = 1'b1;
            net_need = has_out;
            cons_need = has_cons;
        end
        if (do_arrive) begin
            send = 1'b1;
            pop = 1'b1;
            cons_need = 1'b1;
            latch = 1'b1;
            latch_f = e_flags[32'h1];
            latch_r = e_flags[32'h2];
            if (e_flags[32'h2]) begin
                next_state = VcState__Strip;
            end
            else begin
                next_state = VcState__After;
            end
        end
        if (do_kill) begin
            send_tag = t_kill;
        end
        else begin
            send_tag = tag;
        end
        if (send_tag == tag) begin
            send_data = data;
        end
        else begin
            send_data = 32'h0;
        end
        if (~has) begin
            discard = 1'b0;
            goto = 1'b0;
            send = 1'b0;
            next_state = state;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__2(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
    // Module arguments
    input wire  has;
    input wire  [2:0] tag;
    input wire  [15:0] data;
    input wire  [2:0] state;
    input wire  has_out;
    input wire  has_cons;
    input wire  [8:0] len;
    input wire  [8:0] cnt;
    input wire  last_f;
    input wire  had_r;
    output reg  discard;
    output reg  goto;
    output reg  send;
    output reg  [2:0] next_state;
    output reg  bad;
    output reg  pop;
    output reg  [2:0] send_tag;
    output reg  [15:0] send_data;
    output reg  net_need;
    output reg  net_alloc;
    output reg  [3:0] net_dir;
    output reg  cons_need;
    output reg  cons_alloc;
    output reg  free_held;
    output reg  latch;
    output reg  [8:0] latch_len;
    output reg  latch_f;
    output reg  latch_r;
    output reg  body;
    
    // Constant declarations
    localparam  x_max = 2'b11;
    localparam  y_max = 2'b11;
    localparam  at_x = 2'b1;
    localparam  at_y = 2'b1;
    localparam  x_first = 1'b1;
    localparam  injection = 1'b0;
    localparam  legal = 4'hd;
    localparam  t_dest = 3'b1;
    localparam  t_body = 3'b10;
    localparam  t_tail = 3'b11;
    localparam  t_kill = 3'b100;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Local signals
    reg  [1:0] e_x;
    reg  [1:0] e_y;
    reg  [2:0] e_flags;
    reg  [8:0] e_len;
    reg  e_valid;
    reg  [3:0] e_dir;
    reg  e_here;
    reg  e_legal;
    reg  [3:0] x_dir;
    reg  [3:0] y_dir;
    reg  do_kill;
    reg  kill_pop;
    reg  do_held;
    reg  do_arrive;
    reg  f_kill;
    reg  f_pop;
    reg  [2:0] f_next;
    reg  f_release;
    reg  f_body;
    reg  [8:0] cnt1;
    
    // Update code
    always @(*) begin
        e_x = data[(32'h0)+:(2)];
        e_y = data[(2)+:(2)];
        e_flags = data[(2 + 2)+:(3)];
        e_len = data[(2 + 2 + 32'h3)+:(9)];
        e_valid = (e_x <= x_max) & (e_y <= y_max) & (e_flags != 32'h0) & (e_flags != 32'h2) & (e_len != 32'h0);
        x_dir = 32'h0;
        if (e_x > at_x) begin
            x_dir = 32'h1;
        end
        if (e_x < at_x) begin
            x_dir = 32'h2;
        end
        y_dir = 32'h0;
        if (e_y > at_y) begin
            y_dir = 32'h4;
        end
        if (e_y < at_y) begin
            y_dir = 32'h8;
        end
        if (x_first) begin
            e_dir = x_dir;
            if (~|x_dir) begin
                e_dir = y_dir;
            end
        end
        else begin
            e_dir = y_dir;
            if (~|y_dir) begin
                e_dir = x_dir;
            end
        end
        e_here = ~|e_dir;
        e_legal = |(e_dir & legal);
        cnt1 = cnt + 32'h1;
        f_kill = 1'b0;
        f_pop = 1'b1;
        f_next = VcState__Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState__Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState__DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState__Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState__Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState__DropPayload;
        end
        discard = 1'b0;
        goto = 1'b0;
        next_state = state;
        bad = 1'b0;
        free_held = 1'b0;
        body = 1'b0;
        latch = 1'b0;
        latch_len = e_len;
        latch_f = 1'b0;
        latch_r = 1'b0;
        net_alloc = 1'b0;
        net_dir = e_dir;
        cons_alloc = 1'b0;
        do_kill = 1'b0;
        kill_pop = 1'b1;
        do_held = 1'b0;
        do_arrive = 1'b0;
        send = 1'b0;
        pop = 1'b0;
        net_need = 1'b0;
        cons_need = 1'b0;
        case (state)
            VcState__Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                        end
                        else begin
                            do_arrive = 1'b1;
                            cons_alloc = 1'b1;
                        end
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState__Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState__After;
                        end
                        else begin
                            next_state = VcState__Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState__DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState__Idle;
                        end
                        else begin
                            next_state = VcState__DropPayload;
                        end
                    end
                    else begin
                        do_kill = f_kill;
                        do_held = ~f_kill;
                        kill_pop = f_pop;
                        next_state = f_next;
                        free_held = f_release;
                        body = f_body;
                    end
                end
            VcState__DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState__DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState__Idle;
                    end
                    else begin
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
        endcase
        if (do_kill) begin
            send = 1'b1;
            pop = kill_pop;
            net_need = has_out;
            cons_need = has_cons;
            bad = 1'b1;
            free_held = 1'b1;
        end
        if (do_held) begin
            send = 1'b1;
            pop = 1'b1;
            net_need = has_out;
            cons_need = has_cons;
        end
        if (do_arrive) begin
            send = 1'b1;
            pop = 1'b1;
            cons_need = 1'b1;
            latch = 1'b1;
            latch_f = e_flags[32'h1];
            latch_r = e_flags[32'h2];
            if (e_flags[32'h2]) begin
                next_state = VcState__Strip;
            end
            else begin
                next_state = VcState__After;
            end
        end
        if (do_kill) begin
            send_tag = t_kill;
        end
        else begin
            send_tag = tag;
        end
        if (send_tag == tag) begin
            send_data = data;
        end
        else begin
            send_data = 32'h0;
        end
        if (~has) begin
            discard = 1'b0;
            goto = 1'b0;
            send = 1'b0;
            next_state = state;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__3(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
    // Module arguments
    input wire  has;
    input wire  [2:0] tag;
    input wire  [15:0] data;
    input wire  [2:0] state;
    input wire  has_out;
    input wire  has_cons;
    input wire  [8:0] len;
    input wire  [8:0] cnt;
    input wire  last_f;
    input wire  had_r;
    output reg  discard;
    output reg  goto;
    output reg  send;
    output reg  [2:0] next_state;
    output reg  bad;
    output reg  pop;
    output reg  [2:0] send_tag;
    output reg  [15:0] send_data;
    output reg  net_need;
    output reg  net_alloc;
    output reg  [3:0] net_dir;
    output reg  cons_need;
    output reg  cons_alloc;
    output reg  free_held;
    output reg  latch;
    output reg  [8:0] latch_len;
    output reg  latch_f;
    output reg  latch_r;
    output reg  body;
    
    // Constant declarations
    localparam  x_max = 2'b11;
    localparam  y_max = 2'b11;
    localparam  at_x = 2'b1;
    localparam  at_y = 2'b1;
    localparam  x_first = 1'b1;
    localparam  injection = 1'b0;
    localparam  legal = 4'hd;
    localparam  t_dest = 3'b1;
    localparam  t_body = 3'b10;
    localparam  t_tail = 3'b11;
    localparam  t_kill = 3'b100;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Local signals
    reg  [1:0] e_x;
    reg  [1:0] e_y;
    reg  [2:0] e_flags;
    reg  [8:0] e_len;
    reg  e_valid;
    reg  [3:0] e_dir;
    reg  e_here;
    reg  e_legal;
    reg  [3:0] x_dir;
    reg  [3:0] y_dir;
    reg  do_kill;
    reg  kill_pop;
    reg  do_held;
    reg  do_arrive;
    reg  f_kill;
    reg  f_pop;
    reg  [2:0] f_next;
    reg  f_release;
    reg  f_body;
    reg  [8:0] cnt1;
    
    // Update code
    always @(*) begin
        e_x = data[(32'h0)+:(2)];
        e_y = data[(2)+:(2)];
        e_flags = data[(2 + 2)+:(3)];
        e_len = data[(2 + 2 + 32'h3)+:(9)];
        e_valid = (e_x <= x_max) & (e_y <= y_max) & (e_flags != 32'h0) & (e_flags != 32'h2) & (e_len != 32'h0);
        x_dir = 32'h0;
        if (e_x > at_x) begin
            x_dir = 32'h1;
        end
        if (e_x < at_x) begin
            x_dir = 32'h2;
        end
        y_dir = 32'h0;
        if (e_y > at_y) begin
            y_dir = 32'h4;
        end
        if (e_y < at_y) begin
            y_dir = 32'h8;
        end
        if (x_first) begin
            e_dir = x_dir;
            if (~|x_dir) begin
                e_dir = y_dir;
            end
        end
        else begin
            e_dir = y_dir;
            if (~|y_dir) begin
                e_dir = x_dir;
            end
        end
        e_here = ~|e_dir;
        e_legal = |(e_dir & legal);
        cnt1 = cnt + 32'h1;
        f_kill = 1'b0;
        f_pop = 1'b1;
        f_next = VcState__Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState__Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState__DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState__Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState__Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState__DropPayload;
        end
        discard = 1'b0;
        goto = 1'b0;
        next_state = state;
        bad = 1'b0;
        free_held = 1'b0;
        body = 1'b0;
        latch = 1'b0;
        latch_len = e_len;
        latch_f = 1'b0;
        latch_r = 1'b0;
        net_alloc = 1'b0;
        net_dir = e_dir;
        cons_alloc = 1'b0;
        do_kill = 1'b0;
        kill_pop = 1'b1;
        do_held = 1'b0;
        do_arrive = 1'b0;
        send = 1'b0;
        pop = 1'b0;
        net_need = 1'b0;
        cons_need = 1'b0;
        case (state)
            VcState__Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                        end
                        else begin
                            do_arrive = 1'b1;
                            cons_alloc = 1'b1;
                        end
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState__Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState__After;
                        end
                        else begin
                            next_state = VcState__Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState__DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState__Idle;
                        end
                        else begin
                            next_state = VcState__DropPayload;
                        end
                    end
                    else begin
                        do_kill = f_kill;
                        do_held = ~f_kill;
                        kill_pop = f_pop;
                        next_state = f_next;
                        free_held = f_release;
                        body = f_body;
                    end
                end
            VcState__DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState__DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState__Idle;
                    end
                    else begin
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
        endcase
        if (do_kill) begin
            send = 1'b1;
            pop = kill_pop;
            net_need = has_out;
            cons_need = has_cons;
            bad = 1'b1;
            free_held = 1'b1;
        end
        if (do_held) begin
            send = 1'b1;
            pop = 1'b1;
            net_need = has_out;
            cons_need = has_cons;
        end
        if (do_arrive) begin
            send = 1'b1;
            pop = 1'b1;
            cons_need = 1'b1;
            latch = 1'b1;
            latch_f = e_flags[32'h1];
            latch_r = e_flags[32'h2];
            if (e_flags[32'h2]) begin
                next_state = VcState__Strip;
            end
            else begin
                next_state = VcState__After;
            end
        end
        if (do_kill) begin
            send_tag = t_kill;
        end
        else begin
            send_tag = tag;
        end
        if (send_tag == tag) begin
            send_data = data;
        end
        else begin
            send_data = 32'h0;
        end
        if (~has) begin
            discard = 1'b0;
            goto = 1'b0;
            send = 1'b0;
            next_state = state;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__4(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
    // Module arguments
    input wire  has;
    input wire  [2:0] tag;
    input wire  [15:0] data;
    input wire  [2:0] state;
    input wire  has_out;
    input wire  has_cons;
    input wire  [8:0] len;
    input wire  [8:0] cnt;
    input wire  last_f;
    input wire  had_r;
    output reg  discard;
    output reg  goto;
    output reg  send;
    output reg  [2:0] next_state;
    output reg  bad;
    output reg  pop;
    output reg  [2:0] send_tag;
    output reg  [15:0] send_data;
    output reg  net_need;
    output reg  net_alloc;
    output reg  [3:0] net_dir;
    output reg  cons_need;
    output reg  cons_alloc;
    output reg  free_held;
    output reg  latch;
    output reg  [8:0] latch_len;
    output reg  latch_f;
    output reg  latch_r;
    output reg  body;
    
    // Constant declarations
    localparam  x_max = 2'b11;
    localparam  y_max = 2'b11;
    localparam  at_x = 2'b1;
    localparam  at_y = 2'b1;
    localparam  x_first = 1'b1;
    localparam  injection = 1'b0;
    localparam  legal = 4'h8;
    localparam  t_dest = 3'b1;
    localparam  t_body = 3'b10;
    localparam  t_tail = 3'b11;
    localparam  t_kill = 3'b100;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Local signals
    reg  [1:0] e_x;
    reg  [1:0] e_y;
    reg  [2:0] e_flags;
    reg  [8:0] e_len;
    reg  e_valid;
    reg  [3:0] e_dir;
    reg  e_here;
    reg  e_legal;
    reg  [3:0] x_dir;
    reg  [3:0] y_dir;
    reg  do_kill;
    reg  kill_pop;
    reg  do_held;
    reg  do_arrive;
    reg  f_kill;
    reg  f_pop;
    reg  [2:0] f_next;
    reg  f_release;
    reg  f_body;
    reg  [8:0] cnt1;
    
    // Update code
    always @(*) begin
        e_x = data[(32'h0)+:(2)];
        e_y = data[(2)+:(2)];
        e_flags = data[(2 + 2)+:(3)];
        e_len = data[(2 + 2 + 32'h3)+:(9)];
        e_valid = (e_x <= x_max) & (e_y <= y_max) & (e_flags != 32'h0) & (e_flags != 32'h2) & (e_len != 32'h0);
        x_dir = 32'h0;
        if (e_x > at_x) begin
            x_dir = 32'h1;
        end
        if (e_x < at_x) begin
            x_dir = 32'h2;
        end
        y_dir = 32'h0;
        if (e_y > at_y) begin
            y_dir = 32'h4;
        end
        if (e_y < at_y) begin
            y_dir = 32'h8;
        end
        if (x_first) begin
            e_dir = x_dir;
            if (~|x_dir) begin
                e_dir = y_dir;
            end
        end
        else begin
            e_dir = y_dir;
            if (~|y_dir) begin
                e_dir = x_dir;
            end
        end
        e_here = ~|e_dir;
        e_legal = |(e_dir & legal);
        cnt1 = cnt + 32'h1;
        f_kill = 1'b0;
        f_pop = 1'b1;
        f_next = VcState__Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState__Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState__DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState__Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState__Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState__DropPayload;
        end
        discard = 1'b0;
        goto = 1'b0;
        next_state = state;
        bad = 1'b0;
        free_held = 1'b0;
        body = 1'b0;
        latch = 1'b0;
        latch_len = e_len;
        latch_f = 1'b0;
        latch_r = 1'b0;
        net_alloc = 1'b0;
        net_dir = e_dir;
        cons_alloc = 1'b0;
        do_kill = 1'b0;
        kill_pop = 1'b1;
        do_held = 1'b0;
        do_arrive = 1'b0;
        send = 1'b0;
        pop = 1'b0;
        net_need = 1'b0;
        cons_need = 1'b0;
        case (state)
            VcState__Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                        end
                        else begin
                            do_arrive = 1'b1;
                            cons_alloc = 1'b1;
                        end
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState__Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState__After;
                        end
                        else begin
                            next_state = VcState__Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState__DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState__Idle;
                        end
                        else begin
                            next_state = VcState__DropPayload;
                        end
                    end
                    else begin
                        do_kill = f_kill;
                        do_held = ~f_kill;
                        kill_pop = f_pop;
                        next_state = f_next;
                        free_held = f_release;
                        body = f_body;
                    end
                end
            VcState__DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState__DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState__Idle;
                    end
                    else begin
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
        endcase
        if (do_kill) begin
            send = 1'b1;
            pop = kill_pop;
            net_need = has_out;
            cons_need = has_cons;
            bad = 1'b1;
            free_held = 1'b1;
        end
        if (do_held) begin
            send = 1'b1;
            pop = 1'b1;
            net_need = has_out;
            cons_need = has_cons;
        end
        if (do_arrive) begin
            send = 1'b1;
            pop = 1'b1;
            cons_need = 1'b1;
            latch = 1'b1;
            latch_f = e_flags[32'h1];
            latch_r = e_flags[32'h2];
            if (e_flags[32'h2]) begin
                next_state = VcState__Strip;
            end
            else begin
                next_state = VcState__After;
            end
        end
        if (do_kill) begin
            send_tag = t_kill;
        end
        else begin
            send_tag = tag;
        end
        if (send_tag == tag) begin
            send_data = data;
        end
        else begin
            send_data = 32'h0;
        end
        if (~has) begin
            discard = 1'b0;
            goto = 1'b0;
            send = 1'b0;
            next_state = state;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__5(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
    // Module arguments
    input wire  has;
    input wire  [2:0] tag;
    input wire  [15:0] data;
    input wire  [2:0] state;
    input wire  has_out;
    input wire  has_cons;
    input wire  [8:0] len;
    input wire  [8:0] cnt;
    input wire  last_f;
    input wire  had_r;
    output reg  discard;
    output reg  goto;
    output reg  send;
    output reg  [2:0] next_state;
    output reg  bad;
    output reg  pop;
    output reg  [2:0] send_tag;
    output reg  [15:0] send_data;
    output reg  net_need;
    output reg  net_alloc;
    output reg  [3:0] net_dir;
    output reg  cons_need;
    output reg  cons_alloc;
    output reg  free_held;
    output reg  latch;
    output reg  [8:0] latch_len;
    output reg  latch_f;
    output reg  latch_r;
    output reg  body;
    
    // Constant declarations
    localparam  x_max = 2'b11;
    localparam  y_max = 2'b11;
    localparam  at_x = 2'b1;
    localparam  at_y = 2'b1;
    localparam  x_first = 1'b1;
    localparam  injection = 1'b0;
    localparam  legal = 4'h8;
    localparam  t_dest = 3'b1;
    localparam  t_body = 3'b10;
    localparam  t_tail = 3'b11;
    localparam  t_kill = 3'b100;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Local signals
    reg  [1:0] e_x;
    reg  [1:0] e_y;
    reg  [2:0] e_flags;
    reg  [8:0] e_len;
    reg  e_valid;
    reg  [3:0] e_dir;
    reg  e_here;
    reg  e_legal;
    reg  [3:0] x_dir;
    reg  [3:0] y_dir;
    reg  do_kill;
    reg  kill_pop;
    reg  do_held;
    reg  do_arrive;
    reg  f_kill;
    reg  f_pop;
    reg  [2:0] f_next;
    reg  f_release;
    reg  f_body;
    reg  [8:0] cnt1;
    
    // Update code
    always @(*) begin
        e_x = data[(32'h0)+:(2)];
        e_y = data[(2)+:(2)];
        e_flags = data[(2 + 2)+:(3)];
        e_len = data[(2 + 2 + 32'h3)+:(9)];
        e_valid = (e_x <= x_max) & (e_y <= y_max) & (e_flags != 32'h0) & (e_flags != 32'h2) & (e_len != 32'h0);
        x_dir = 32'h0;
        if (e_x > at_x) begin
            x_dir = 32'h1;
        end
        if (e_x < at_x) begin
            x_dir = 32'h2;
        end
        y_dir = 32'h0;
        if (e_y > at_y) begin
            y_dir = 32'h4;
        end
        if (e_y < at_y) begin
            y_dir = 32'h8;
        end
        if (x_first) begin
            e_dir = x_dir;
            if (~|x_dir) begin
                e_dir = y_dir;
            end
        end
        else begin
            e_dir = y_dir;
            if (~|y_dir) begin
                e_dir = x_dir;
            end
        end
        e_here = ~|e_dir;
        e_legal = |(e_dir & legal);
        cnt1 = cnt + 32'h1;
        f_kill = 1'b0;
        f_pop = 1'b1;
        f_next = VcState__Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState__Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState__DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState__Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState__Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState__DropPayload;
        end
        discard = 1'b0;
        goto = 1'b0;
        next_state = state;
        bad = 1'b0;
        free_held = 1'b0;
        body = 1'b0;
        latch = 1'b0;
        latch_len = e_len;
        latch_f = 1'b0;
        latch_r = 1'b0;
        net_alloc = 1'b0;
        net_dir = e_dir;
        cons_alloc = 1'b0;
        do_kill = 1'b0;
        kill_pop = 1'b1;
        do_held = 1'b0;
        do_arrive = 1'b0;
        send = 1'b0;
        pop = 1'b0;
        net_need = 1'b0;
        cons_need = 1'b0;
        case (state)
            VcState__Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                        end
                        else begin
                            do_arrive = 1'b1;
                            cons_alloc = 1'b1;
                        end
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState__Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState__After;
                        end
                        else begin
                            next_state = VcState__Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState__DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState__Idle;
                        end
                        else begin
                            next_state = VcState__DropPayload;
                        end
                    end
                    else begin
                        do_kill = f_kill;
                        do_held = ~f_kill;
                        kill_pop = f_pop;
                        next_state = f_next;
                        free_held = f_release;
                        body = f_body;
                    end
                end
            VcState__DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState__DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState__Idle;
                    end
                    else begin
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
        endcase
        if (do_kill) begin
            send = 1'b1;
            pop = kill_pop;
            net_need = has_out;
            cons_need = has_cons;
            bad = 1'b1;
            free_held = 1'b1;
        end
        if (do_held) begin
            send = 1'b1;
            pop = 1'b1;
            net_need = has_out;
            cons_need = has_cons;
        end
        if (do_arrive) begin
            send = 1'b1;
            pop = 1'b1;
            cons_need = 1'b1;
            latch = 1'b1;
            latch_f = e_flags[32'h1];
            latch_r = e_flags[32'h2];
            if (e_flags[32'h2]) begin
                next_state = VcState__Strip;
            end
            else begin
                next_state = VcState__After;
            end
        end
        if (do_kill) begin
            send_tag = t_kill;
        end
        else begin
            send_tag = tag;
        end
        if (send_tag == tag) begin
            send_data = data;
        end
        else begin
            send_data = 32'h0;
        end
        if (~has) begin
            discard = 1'b0;
            goto = 1'b0;
            send = 1'b0;
            next_state = state;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__6(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
    // Module arguments
    input wire  has;
    input wire  [2:0] tag;
    input wire  [15:0] data;
    input wire  [2:0] state;
    input wire  has_out;
    input wire  has_cons;
    input wire  [8:0] len;
    input wire  [8:0] cnt;
    input wire  last_f;
    input wire  had_r;
    output reg  discard;
    output reg  goto;
    output reg  send;
    output reg  [2:0] next_state;
    output reg  bad;
    output reg  pop;
    output reg  [2:0] send_tag;
    output reg  [15:0] send_data;
    output reg  net_need;
    output reg  net_alloc;
    output reg  [3:0] net_dir;
    output reg  cons_need;
    output reg  cons_alloc;
    output reg  free_held;
    output reg  latch;
    output reg  [8:0] latch_len;
    output reg  latch_f;
    output reg  latch_r;
    output reg  body;
    
    // Constant declarations
    localparam  x_max = 2'b11;
    localparam  y_max = 2'b11;
    localparam  at_x = 2'b1;
    localparam  at_y = 2'b1;
    localparam  x_first = 1'b1;
    localparam  injection = 1'b0;
    localparam  legal = 4'h4;
    localparam  t_dest = 3'b1;
    localparam  t_body = 3'b10;
    localparam  t_tail = 3'b11;
    localparam  t_kill = 3'b100;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Local signals
    reg  [1:0] e_x;
    reg  [1:0] e_y;
    reg  [2:0] e_flags;
    reg  [8:0] e_len;
    reg  e_valid;
    reg  [3:0] e_dir;
    reg  e_here;
    reg  e_legal;
    reg  [3:0] x_dir;
    reg  [3:0] y_dir;
    reg  do_kill;
    reg  kill_pop;
    reg  do_held;
    reg  do_arrive;
    reg  f_kill;
    reg  f_pop;
    reg  [2:0] f_next;
    reg  f_release;
    reg  f_body;
    reg  [8:0] cnt1;
    
    // Update code
    always @(*) begin
        e_x = data[(32'h0)+:(2)];
        e_y = data[(2)+:(2)];
        e_flags = data[(2 + 2)+:(3)];
        e_len = data[(2 + 2 + 32'h3)+:(9)];
        e_valid = (e_x <= x_max) & (e_y <= y_max) & (e_flags != 32'h0) & (e_flags != 32'h2) & (e_len != 32'h0);
        x_dir = 32'h0;
        if (e_x > at_x) begin
            x_dir = 32'h1;
        end
        if (e_x < at_x) begin
            x_dir = 32'h2;
        end
        y_dir = 32'h0;
        if (e_y > at_y) begin
            y_dir = 32'h4;
        end
        if (e_y < at_y) begin
            y_dir = 32'h8;
        end
        if (x_first) begin
            e_dir = x_dir;
            if (~|x_dir) begin
                e_dir = y_dir;
            end
        end
        else begin
            e_dir = y_dir;
            if (~|y_dir) begin
                e_dir = x_dir;
            end
        end
        e_here = ~|e_dir;
        e_legal = |(e_dir & legal);
        cnt1 = cnt + 32'h1;
        f_kill = 1'b0;
        f_pop = 1'b1;
        f_next = VcState__Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState__Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState__DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState__Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState__Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState__DropPayload;
        end
        discard = 1'b0;
        goto = 1'b0;
        next_state = state;
        bad = 1'b0;
        free_held = 1'b0;
        body = 1'b0;
        latch = 1'b0;
        latch_len = e_len;
        latch_f = 1'b0;
        latch_r = 1'b0;
        net_alloc = 1'b0;
        net_dir = e_dir;
        cons_alloc = 1'b0;
        do_kill = 1'b0;
        kill_pop = 1'b1;
        do_held = 1'b0;
        do_arrive = 1'b0;
        send = 1'b0;
        pop = 1'b0;
        net_need = 1'b0;
        cons_need = 1'b0;
        case (state)
            VcState__Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                        end
                        else begin
                            do_arrive = 1'b1;
                            cons_alloc = 1'b1;
                        end
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState__Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState__After;
                        end
                        else begin
                            next_state = VcState__Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState__DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState__Idle;
                        end
                        else begin
                            next_state = VcState__DropPayload;
                        end
                    end
                    else begin
                        do_kill = f_kill;
                        do_held = ~f_kill;
                        kill_pop = f_pop;
                        next_state = f_next;
                        free_held = f_release;
                        body = f_body;
                    end
                end
            VcState__DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState__DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState__Idle;
                    end
                    else begin
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
        endcase
        if (do_kill) begin
            send = 1'b1;
            pop = kill_pop;
            net_need = has_out;
            cons_need = has_cons;
            bad = 1'b1;
            free_held = 1'b1;
        end
        if (do_held) begin
            send = 1'b1;
            pop = 1'b1;
            net_need = has_out;
            cons_need = has_cons;
        end
        if (do_arrive) begin
            send = 1'b1;
            pop = 1'b1;
            cons_need = 1'b1;
            latch = 1'b1;
            latch_f = e_flags[32'h1];
            latch_r = e_flags[32'h2];
            if (e_flags[32'h2]) begin
                next_state = VcState__Strip;
            end
            else begin
                next_state = VcState__After;
            end
        end
        if (do_kill) begin
            send_tag = t_kill;
        end
        else begin
            send_tag = tag;
        end
        if (send_tag == tag) begin
            send_data = data;
        end
        else begin
            send_data = 32'h0;
        end
        if (~has) begin
            discard = 1'b0;
            goto = 1'b0;
            send = 1'b0;
            next_state = state;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__7(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
    // Module arguments
    input wire  has;
    input wire  [2:0] tag;
    input wire  [15:0] data;
    input wire  [2:0] state;
    input wire  has_out;
    input wire  has_cons;
    input wire  [8:0] len;
    input wire  [8:0] cnt;
    input wire  last_f;
    input wire  had_r;
    output reg  discard;
    output reg  goto;
    output reg  send;
    output reg  [2:0] next_state;
    output reg  bad;
    output reg  pop;
    output reg  [2:0] send_tag;
    output reg  [15:0] send_data;
    output reg  net_need;
    output reg  net_alloc;
    output reg  [3:0] net_dir;
    output reg  cons_need;
    output reg  cons_alloc;
    output reg  free_held;
    output reg  latch;
    output reg  [8:0] latch_len;
    output reg  latch_f;
    output reg  latch_r;
    output reg  body;
    
    // Constant declarations
    localparam  x_max = 2'b11;
    localparam  y_max = 2'b11;
    localparam  at_x = 2'b1;
    localparam  at_y = 2'b1;
    localparam  x_first = 1'b1;
    localparam  injection = 1'b0;
    localparam  legal = 4'h4;
    localparam  t_dest = 3'b1;
    localparam  t_body = 3'b10;
    localparam  t_tail = 3'b11;
    localparam  t_kill = 3'b100;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Local signals
    reg  [1:0] e_x;
    reg  [1:0] e_y;
    reg  [2:0] e_flags;
    reg  [8:0] e_len;
    reg  e_valid;
    reg  [3:0] e_dir;
    reg  e_here;
    reg  e_legal;
    reg  [3:0] x_dir;
    reg  [3:0] y_dir;
    reg  do_kill;
    reg  kill_pop;
    reg  do_held;
    reg  do_arrive;
    reg  f_kill;
    reg  f_pop;
    reg  [2:0] f_next;
    reg  f_release;
    reg  f_body;
    reg  [8:0] cnt1;
    
    // Update code
    always @(*) begin
        e_x = data[(32'h0)+:(2)];
        e_y = data[(2)+:(2)];
        e_flags = data[(2 + 2)+:(3)];
        e_len = data[(2 + 2 + 32'h3)+:(9)];
        e_valid = (e_x <= x_max) & (e_y <= y_max) & (e_flags != 32'h0) & (e_flags != 32'h2) & (e_len != 32'h0);
        x_dir = 32'h0;
        if (e_x > at_x) begin
            x_dir = 32'h1;
        end
        if (e_x < at_x) begin
            x_dir = 32'h2;
        end
        y_dir = 32'h0;
        if (e_y > at_y) begin
            y_dir = 32'h4;
        end
        if (e_y < at_y) begin
            y_dir = 32'h8;
        end
        if (x_first) begin
            e_dir = x_dir;
            if (~|x_dir) begin
                e_dir = y_dir;
            end
        end
        else begin
            e_dir = y_dir;
            if (~|y_dir) begin
                e_dir = x_dir;
            end
        end
        e_here = ~|e_dir;
        e_legal = |(e_dir & legal);
        cnt1 = cnt + 32'h1;
        f_kill = 1'b0;
        f_pop = 1'b1;
        f_next = VcState__Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState__Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState__DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState__Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState__Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState__DropPayload;
        end
        discard = 1'b0;
        goto = 1'b0;
        next_state = state;
        bad = 1'b0;
        free_held = 1'b0;
        body = 1'b0;
        latch = 1'b0;
        latch_len = e_len;
        latch_f = 1'b0;
        latch_r = 1'b0;
        net_alloc = 1'b0;
        net_dir = e_dir;
        cons_alloc = 1'b0;
        do_kill = 1'b0;
        kill_pop = 1'b1;
        do_held = 1'b0;
        do_arrive = 1'b0;
        send = 1'b0;
        pop = 1'b0;
        net_need = 1'b0;
        cons_need = 1'b0;
        case (state)
            VcState__Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                        end
                        else begin
                            do_arrive = 1'b1;
                            cons_alloc = 1'b1;
                        end
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState__Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState__After;
                        end
                        else begin
                            next_state = VcState__Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState__DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState__Idle;
                        end
                        else begin
                            next_state = VcState__DropPayload;
                        end
                    end
                    else begin
                        do_kill = f_kill;
                        do_held = ~f_kill;
                        kill_pop = f_pop;
                        next_state = f_next;
                        free_held = f_release;
                        body = f_body;
                    end
                end
            VcState__DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState__DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState__Idle;
                    end
                    else begin
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
        endcase
        if (do_kill) begin
            send = 1'b1;
            pop = kill_pop;
            net_need = has_out;
            cons_need = has_cons;
            bad = 1'b1;
            free_held = 1'b1;
        end
        if (do_held) begin
            send = 1'b1;
            pop = 1'b1;
            net_need = has_out;
            cons_need = has_cons;
        end
        if (do_arrive) begin
            send = 1'b1;
            pop = 1'b1;
            cons_need = 1'b1;
            latch = 1'b1;
            latch_f = e_flags[32'h1];
            latch_r = e_flags[32'h2];
            if (e_flags[32'h2]) begin
                next_state = VcState__Strip;
            end
            else begin
                next_state = VcState__After;
            end
        end
        if (do_kill) begin
            send_tag = t_kill;
        end
        else begin
            send_tag = tag;
        end
        if (send_tag == tag) begin
            send_data = data;
        end
        else begin
            send_data = 32'h0;
        end
        if (~has) begin
            discard = 1'b0;
            goto = 1'b0;
            send = 1'b0;
            next_state = state;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__8(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
    // Module arguments
    input wire  has;
    input wire  [2:0] tag;
    input wire  [15:0] data;
    input wire  [2:0] state;
    input wire  has_out;
    input wire  has_cons;
    input wire  [8:0] len;
    input wire  [8:0] cnt;
    input wire  last_f;
    input wire  had_r;
    output reg  discard;
    output reg  goto;
    output reg  send;
    output reg  [2:0] next_state;
    output reg  bad;
    output reg  pop;
    output reg  [2:0] send_tag;
    output reg  [15:0] send_data;
    output reg  net_need;
    output reg  net_alloc;
    output reg  [3:0] net_dir;
    output reg  cons_need;
    output reg  cons_alloc;
    output reg  free_held;
    output reg  latch;
    output reg  [8:0] latch_len;
    output reg  latch_f;
    output reg  latch_r;
    output reg  body;
    
    // Constant declarations
    localparam  x_max = 2'b11;
    localparam  y_max = 2'b11;
    localparam  at_x = 2'b1;
    localparam  at_y = 2'b1;
    localparam  x_first = 1'b1;
    localparam  injection = 1'b1;
    localparam  legal = 4'hf;
    localparam  t_dest = 3'b1;
    localparam  t_body = 3'b10;
    localparam  t_tail = 3'b11;
    localparam  t_kill = 3'b100;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Local signals
    reg  [1:0] e_x;
    reg  [1:0] e_y;
    reg  [2:0] e_flags;
    reg  [8:0] e_len;
    reg  e_valid;
    reg  [3:0] e_dir;
    reg  e_here;
    reg  e_legal;
    reg  [3:0] x_dir;
    reg  [3:0] y_dir;
    reg  do_kill;
    reg  kill_pop;
    reg  do_held;
    reg  do_arrive;
    reg  f_kill;
    reg  f_pop;
    reg  [2:0] f_next;
    reg  f_release;
    reg  f_body;
    reg  [8:0] cnt1;
    
    // Update code
    always @(*) begin
        e_x = data[(32'h0)+:(2)];
        e_y = data[(2)+:(2)];
        e_flags = data[(2 + 2)+:(3)];
        e_len = data[(2 + 2 + 32'h3)+:(9)];
        e_valid = (e_x <= x_max) & (e_y <= y_max) & (e_flags != 32'h0) & (e_flags != 32'h2) & (e_len != 32'h0);
        x_dir = 32'h0;
        if (e_x > at_x) begin
            x_dir = 32'h1;
        end
        if (e_x < at_x) begin
            x_dir = 32'h2;
        end
        y_dir = 32'h0;
        if (e_y > at_y) begin
            y_dir = 32'h4;
        end
        if (e_y < at_y) begin
            y_dir = 32'h8;
        end
        if (x_first) begin
            e_dir = x_dir;
            if (~|x_dir) begin
                e_dir = y_dir;
            end
        end
        else begin
            e_dir = y_dir;
            if (~|y_dir) begin
                e_dir = x_dir;
            end
        end
        e_here = ~|e_dir;
        e_legal = |(e_dir & legal);
        cnt1 = cnt + 32'h1;
        f_kill = 1'b0;
        f_pop = 1'b1;
        f_next = VcState__Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState__Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState__DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState__Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState__Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState__DropPayload;
        end
        discard = 1'b0;
        goto = 1'b0;
        next_state = state;
        bad = 1'b0;
        free_held = 1'b0;
        body = 1'b0;
        latch = 1'b0;
        latch_len = e_len;
        latch_f = 1'b0;
        latch_r = 1'b0;
        net_alloc = 1'b0;
        net_dir = e_dir;
        cons_alloc = 1'b0;
        do_kill = 1'b0;
        kill_pop = 1'b1;
        do_held = 1'b0;
        do_arrive = 1'b0;
        send = 1'b0;
        pop = 1'b0;
        net_need = 1'b0;
        cons_need = 1'b0;
        case (state)
            VcState__Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                        end
                        else begin
                            do_arrive = 1'b1;
                            cons_alloc = 1'b1;
                        end
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState__Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState__After;
                        end
                        else begin
                            next_state = VcState__Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState__DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState__DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState__Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState__Idle;
                        end
                        else begin
                            next_state = VcState__DropPayload;
                        end
                    end
                    else begin
                        do_kill = f_kill;
                        do_held = ~f_kill;
                        kill_pop = f_pop;
                        next_state = f_next;
                        free_held = f_release;
                        body = f_body;
                    end
                end
            VcState__DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState__DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState__Idle;
                    end
                    else begin
                        next_state = VcState__DropPayload;
                    end
                end
            VcState__DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState__Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState__DropPayload;
                    end
                end
        endcase
        if (do_kill) begin
            send = 1'b1;
            pop = kill_pop;
            net_need = has_out;
            cons_need = has_cons;
            bad = 1'b1;
            free_held = 1'b1;
        end
        if (do_held) begin
            send = 1'b1;
            pop = 1'b1;
            net_need = has_out;
            cons_need = has_cons;
        end
        if (do_arrive) begin
            send = 1'b1;
            pop = 1'b1;
            cons_need = 1'b1;
            latch = 1'b1;
            latch_f = e_flags[32'h1];
            latch_r = e_flags[32'h2];
            if (e_flags[32'h2]) begin
                next_state = VcState__Strip;
            end
            else begin
                next_state = VcState__After;
            end
        end
        if (do_kill) begin
            send_tag = t_kill;
        end
        else begin
            send_tag = tag;
        end
        if (send_tag == tag) begin
            send_data = data;
        end
        else begin
            send_data = 32'h0;
        end
        if (~has) begin
            discard = 1'b0;
            goto = 1'b0;
            send = 1'b0;
            next_state = state;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__plan__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__rr(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__rr


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__spent__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__4(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__5(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__6(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__7(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__8(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState__Idle = 0;
    localparam VcState__Fwd = 1;
    localparam VcState__Strip = 2;
    localparam VcState__After = 3;
    localparam VcState__DropHead = 4;
    localparam VcState__DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__state__8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core__tail__8
