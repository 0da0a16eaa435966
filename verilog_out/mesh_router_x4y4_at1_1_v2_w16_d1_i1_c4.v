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
        .in_tag$0(in0_tag),
        .in_vc$0(in0_vc),
        .in_data$0(in0_data),
        .in_tag$1(in1_tag),
        .in_vc$1(in1_vc),
        .in_data$1(in1_data),
        .in_tag$2(in2_tag),
        .in_vc$2(in2_vc),
        .in_data$2(in2_data),
        .in_tag$3(in3_tag),
        .in_vc$3(in3_vc),
        .in_data$3(in3_data),
        .inj_tag$0(inj0_tag),
        .inj_data$0(inj0_data),
        .out_credit$0(out0_credit),
        .out_credit$1(out1_credit),
        .out_credit$2(out2_credit),
        .out_credit$3(out3_credit),
        .cons_credit$0(cons0_credit),
        .cons_credit$1(cons1_credit),
        .cons_credit$2(cons2_credit),
        .cons_credit$3(cons3_credit),
        .rst(rst),
        .out_tag$0(out0_tag),
        .out_vc$0(out0_vc),
        .out_data$0(out0_data),
        .out_tag$1(out1_tag),
        .out_vc$1(out1_vc),
        .out_data$1(out1_data),
        .out_tag$2(out2_tag),
        .out_vc$2(out2_vc),
        .out_data$2(out2_data),
        .out_tag$3(out3_tag),
        .out_vc$3(out3_vc),
        .out_data$3(out3_data),
        .cons_tag$0(cons0_tag),
        .cons_data$0(cons0_data),
        .cons_tag$1(cons1_tag),
        .cons_data$1(cons1_data),
        .cons_tag$2(cons2_tag),
        .cons_data$2(cons2_data),
        .cons_tag$3(cons3_tag),
        .cons_data$3(cons3_data),
        .in_credit$0(in0_credit),
        .in_credit$1(in1_credit),
        .in_credit$2(in2_credit),
        .in_credit$3(in3_credit),
        .inj_credit$0(inj0_credit),
        .bad(bad)
    );
endmodule



module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core(clock,rst,in_tag$0,in_tag$1,in_tag$2,in_tag$3,in_vc$0,in_vc$1,in_vc$2,in_vc$3,in_data$0,in_data$1,in_data$2,in_data$3,inj_tag$0,inj_data$0,out_credit$0,out_credit$1,out_credit$2,out_credit$3,cons_credit$0,cons_credit$1,cons_credit$2,cons_credit$3,out_tag$0,out_tag$1,out_tag$2,out_tag$3,out_vc$0,out_vc$1,out_vc$2,out_vc$3,out_data$0,out_data$1,out_data$2,out_data$3,cons_tag$0,cons_tag$1,cons_tag$2,cons_tag$3,cons_data$0,cons_data$1,cons_data$2,cons_data$3,in_credit$0,in_credit$1,in_credit$2,in_credit$3,inj_credit$0,bad);
    
    // Module arguments
    input wire  clock;
    input wire  rst;
    input wire  [2:0] in_tag$0;
    input wire  [2:0] in_tag$1;
    input wire  [2:0] in_tag$2;
    input wire  [2:0] in_tag$3;
    input wire  in_vc$0;
    input wire  in_vc$1;
    input wire  in_vc$2;
    input wire  in_vc$3;
    input wire  [15:0] in_data$0;
    input wire  [15:0] in_data$1;
    input wire  [15:0] in_data$2;
    input wire  [15:0] in_data$3;
    input wire  [2:0] inj_tag$0;
    input wire  [15:0] inj_data$0;
    input wire  [1:0] out_credit$0;
    input wire  [1:0] out_credit$1;
    input wire  [1:0] out_credit$2;
    input wire  [1:0] out_credit$3;
    input wire  cons_credit$0;
    input wire  cons_credit$1;
    input wire  cons_credit$2;
    input wire  cons_credit$3;
    output reg  [2:0] out_tag$0;
    output reg  [2:0] out_tag$1;
    output reg  [2:0] out_tag$2;
    output reg  [2:0] out_tag$3;
    output reg  out_vc$0;
    output reg  out_vc$1;
    output reg  out_vc$2;
    output reg  out_vc$3;
    output reg  [15:0] out_data$0;
    output reg  [15:0] out_data$1;
    output reg  [15:0] out_data$2;
    output reg  [15:0] out_data$3;
    output reg  [2:0] cons_tag$0;
    output reg  [2:0] cons_tag$1;
    output reg  [2:0] cons_tag$2;
    output reg  [2:0] cons_tag$3;
    output reg  [15:0] cons_data$0;
    output reg  [15:0] cons_data$1;
    output reg  [15:0] cons_data$2;
    output reg  [15:0] cons_data$3;
    output reg  [1:0] in_credit$0;
    output reg  [1:0] in_credit$1;
    output reg  [1:0] in_credit$2;
    output reg  [1:0] in_credit$3;
    output reg  inj_credit$0;
    output reg  [4:0] bad;
    
    // Constant declarations
    localparam  depth = 1'b1;
    localparam  rr_last = 4'h8;
    localparam  ptr_last = 1'b0;
    localparam  vc_index$0 = 1'b0;
    localparam  vc_index$1 = 1'b1;
    localparam  vc_max = 1'b1;
    localparam  ptr_index$0 = 1'b0;
    localparam  port_shift$0 = 8'h0;
    localparam  port_shift$1 = 8'h2;
    localparam  port_shift$2 = 8'h4;
    localparam  port_shift$3 = 8'h6;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Stub signals
    reg  [2:0] buf_tag$0$d;
    wire  [2:0] buf_tag$0$q;
    reg  buf_tag$0$clock;
    reg  [2:0] buf_tag$1$d;
    wire  [2:0] buf_tag$1$q;
    reg  buf_tag$1$clock;
    reg  [2:0] buf_tag$2$d;
    wire  [2:0] buf_tag$2$q;
    reg  buf_tag$2$clock;
    reg  [2:0] buf_tag$3$d;
    wire  [2:0] buf_tag$3$q;
    reg  buf_tag$3$clock;
    reg  [2:0] buf_tag$4$d;
    wire  [2:0] buf_tag$4$q;
    reg  buf_tag$4$clock;
    reg  [2:0] buf_tag$5$d;
    wire  [2:0] buf_tag$5$q;
    reg  buf_tag$5$clock;
    reg  [2:0] buf_tag$6$d;
    wire  [2:0] buf_tag$6$q;
    reg  buf_tag$6$clock;
    reg  [2:0] buf_tag$7$d;
    wire  [2:0] buf_tag$7$q;
    reg  buf_tag$7$clock;
    reg  [2:0] buf_tag$8$d;
    wire  [2:0] buf_tag$8$q;
    reg  buf_tag$8$clock;
    reg  [15:0] buf_data$0$d;
    wire  [15:0] buf_data$0$q;
    reg  buf_data$0$clock;
    reg  [15:0] buf_data$1$d;
    wire  [15:0] buf_data$1$q;
    reg  buf_data$1$clock;
    reg  [15:0] buf_data$2$d;
    wire  [15:0] buf_data$2$q;
    reg  buf_data$2$clock;
    reg  [15:0] buf_data$3$d;
    wire  [15:0] buf_data$3$q;
    reg  buf_data$3$clock;
    reg  [15:0] buf_data$4$d;
    wire  [15:0] buf_data$4$q;
    reg  buf_data$4$clock;
    reg  [15:0] buf_data$5$d;
    wire  [15:0] buf_data$5$q;
    reg  buf_data$5$clock;
    reg  [15:0] buf_data$6$d;
    wire  [15:0] buf_data$6$q;
    reg  buf_data$6$clock;
    reg  [15:0] buf_data$7$d;
    wire  [15:0] buf_data$7$q;
    reg  buf_data$7$clock;
    reg  [15:0] buf_data$8$d;
    wire  [15:0] buf_data$8$q;
    reg  buf_data$8$clock;
    reg  head$0$d;
    wire  head$0$q;
    reg  head$0$clock;
    reg  head$1$d;
    wire  head$1$q;
    reg  head$1$clock;
    reg  head$2$d;
    wire  head$2$q;
    reg  head$2$clock;
    reg  head$3$d;
    wire  head$3$q;
    reg  head$3$clock;
    reg  head$4$d;
    wire  head$4$q;
    reg  head$4$clock;
    reg  head$5$d;
    wire  head$5$q;
    reg  head$5$clock;
    reg  head$6$d;
    wire  head$6$q;
    reg  head$6$clock;
    reg  head$7$d;
    wire  head$7$q;
    reg  head$7$clock;
    reg  head$8$d;
    wire  head$8$q;
    reg  head$8$clock;
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
    reg  tail$4$d;
    wire  tail$4$q;
    reg  tail$4$clock;
    reg  tail$5$d;
    wire  tail$5$q;
    reg  tail$5$clock;
    reg  tail$6$d;
    wire  tail$6$q;
    reg  tail$6$clock;
    reg  tail$7$d;
    wire  tail$7$q;
    reg  tail$7$clock;
    reg  tail$8$d;
    wire  tail$8$q;
    reg  tail$8$clock;
    reg  count$0$d;
    wire  count$0$q;
    reg  count$0$clock;
    reg  count$1$d;
    wire  count$1$q;
    reg  count$1$clock;
    reg  count$2$d;
    wire  count$2$q;
    reg  count$2$clock;
    reg  count$3$d;
    wire  count$3$q;
    reg  count$3$clock;
    reg  count$4$d;
    wire  count$4$q;
    reg  count$4$clock;
    reg  count$5$d;
    wire  count$5$q;
    reg  count$5$clock;
    reg  count$6$d;
    wire  count$6$q;
    reg  count$6$clock;
    reg  count$7$d;
    wire  count$7$q;
    reg  count$7$clock;
    reg  count$8$d;
    wire  count$8$q;
    reg  count$8$clock;
    reg  [2:0] state$0$d;
    wire  [2:0] state$0$q;
    reg  state$0$clock;
    reg  [2:0] state$1$d;
    wire  [2:0] state$1$q;
    reg  state$1$clock;
    reg  [2:0] state$2$d;
    wire  [2:0] state$2$q;
    reg  state$2$clock;
    reg  [2:0] state$3$d;
    wire  [2:0] state$3$q;
    reg  state$3$clock;
    reg  [2:0] state$4$d;
    wire  [2:0] state$4$q;
    reg  state$4$clock;
    reg  [2:0] state$5$d;
    wire  [2:0] state$5$q;
    reg  state$5$clock;
    reg  [2:0] state$6$d;
    wire  [2:0] state$6$q;
    reg  state$6$clock;
    reg  [2:0] state$7$d;
    wire  [2:0] state$7$q;
    reg  state$7$clock;
    reg  [2:0] state$8$d;
    wire  [2:0] state$8$q;
    reg  state$8$clock;
    reg  [3:0] out_port$0$d;
    wire  [3:0] out_port$0$q;
    reg  out_port$0$clock;
    reg  [3:0] out_port$1$d;
    wire  [3:0] out_port$1$q;
    reg  out_port$1$clock;
    reg  [3:0] out_port$2$d;
    wire  [3:0] out_port$2$q;
    reg  out_port$2$clock;
    reg  [3:0] out_port$3$d;
    wire  [3:0] out_port$3$q;
    reg  out_port$3$clock;
    reg  [3:0] out_port$4$d;
    wire  [3:0] out_port$4$q;
    reg  out_port$4$clock;
    reg  [3:0] out_port$5$d;
    wire  [3:0] out_port$5$q;
    reg  out_port$5$clock;
    reg  [3:0] out_port$6$d;
    wire  [3:0] out_port$6$q;
    reg  out_port$6$clock;
    reg  [3:0] out_port$7$d;
    wire  [3:0] out_port$7$q;
    reg  out_port$7$clock;
    reg  [3:0] out_port$8$d;
    wire  [3:0] out_port$8$q;
    reg  out_port$8$clock;
    reg  out_vc_r$0$d;
    wire  out_vc_r$0$q;
    reg  out_vc_r$0$clock;
    reg  out_vc_r$1$d;
    wire  out_vc_r$1$q;
    reg  out_vc_r$1$clock;
    reg  out_vc_r$2$d;
    wire  out_vc_r$2$q;
    reg  out_vc_r$2$clock;
    reg  out_vc_r$3$d;
    wire  out_vc_r$3$q;
    reg  out_vc_r$3$clock;
    reg  out_vc_r$4$d;
    wire  out_vc_r$4$q;
    reg  out_vc_r$4$clock;
    reg  out_vc_r$5$d;
    wire  out_vc_r$5$q;
    reg  out_vc_r$5$clock;
    reg  out_vc_r$6$d;
    wire  out_vc_r$6$q;
    reg  out_vc_r$6$clock;
    reg  out_vc_r$7$d;
    wire  out_vc_r$7$q;
    reg  out_vc_r$7$clock;
    reg  out_vc_r$8$d;
    wire  out_vc_r$8$q;
    reg  out_vc_r$8$clock;
    reg  [3:0] cons$0$d;
    wire  [3:0] cons$0$q;
    reg  cons$0$clock;
    reg  [3:0] cons$1$d;
    wire  [3:0] cons$1$q;
    reg  cons$1$clock;
    reg  [3:0] cons$2$d;
    wire  [3:0] cons$2$q;
    reg  cons$2$clock;
    reg  [3:0] cons$3$d;
    wire  [3:0] cons$3$q;
    reg  cons$3$clock;
    reg  [3:0] cons$4$d;
    wire  [3:0] cons$4$q;
    reg  cons$4$clock;
    reg  [3:0] cons$5$d;
    wire  [3:0] cons$5$q;
    reg  cons$5$clock;
    reg  [3:0] cons$6$d;
    wire  [3:0] cons$6$q;
    reg  cons$6$clock;
    reg  [3:0] cons$7$d;
    wire  [3:0] cons$7$q;
    reg  cons$7$clock;
    reg  [3:0] cons$8$d;
    wire  [3:0] cons$8$q;
    reg  cons$8$clock;
    reg  [8:0] len$0$d;
    wire  [8:0] len$0$q;
    reg  len$0$clock;
    reg  [8:0] len$1$d;
    wire  [8:0] len$1$q;
    reg  len$1$clock;
    reg  [8:0] len$2$d;
    wire  [8:0] len$2$q;
    reg  len$2$clock;
    reg  [8:0] len$3$d;
    wire  [8:0] len$3$q;
    reg  len$3$clock;
    reg  [8:0] len$4$d;
    wire  [8:0] len$4$q;
    reg  len$4$clock;
    reg  [8:0] len$5$d;
    wire  [8:0] len$5$q;
    reg  len$5$clock;
    reg  [8:0] len$6$d;
    wire  [8:0] len$6$q;
    reg  len$6$clock;
    reg  [8:0] len$7$d;
    wire  [8:0] len$7$q;
    reg  len$7$clock;
    reg  [8:0] len$8$d;
    wire  [8:0] len$8$q;
    reg  len$8$clock;
    reg  [8:0] cnt$0$d;
    wire  [8:0] cnt$0$q;
    reg  cnt$0$clock;
    reg  [8:0] cnt$1$d;
    wire  [8:0] cnt$1$q;
    reg  cnt$1$clock;
    reg  [8:0] cnt$2$d;
    wire  [8:0] cnt$2$q;
    reg  cnt$2$clock;
    reg  [8:0] cnt$3$d;
    wire  [8:0] cnt$3$q;
    reg  cnt$3$clock;
    reg  [8:0] cnt$4$d;
    wire  [8:0] cnt$4$q;
    reg  cnt$4$clock;
    reg  [8:0] cnt$5$d;
    wire  [8:0] cnt$5$q;
    reg  cnt$5$clock;
    reg  [8:0] cnt$6$d;
    wire  [8:0] cnt$6$q;
    reg  cnt$6$clock;
    reg  [8:0] cnt$7$d;
    wire  [8:0] cnt$7$q;
    reg  cnt$7$clock;
    reg  [8:0] cnt$8$d;
    wire  [8:0] cnt$8$q;
    reg  cnt$8$clock;
    reg  last_f$0$d;
    wire  last_f$0$q;
    reg  last_f$0$clock;
    reg  last_f$1$d;
    wire  last_f$1$q;
    reg  last_f$1$clock;
    reg  last_f$2$d;
    wire  last_f$2$q;
    reg  last_f$2$clock;
    reg  last_f$3$d;
    wire  last_f$3$q;
    reg  last_f$3$clock;
    reg  last_f$4$d;
    wire  last_f$4$q;
    reg  last_f$4$clock;
    reg  last_f$5$d;
    wire  last_f$5$q;
    reg  last_f$5$clock;
    reg  last_f$6$d;
    wire  last_f$6$q;
    reg  last_f$6$clock;
    reg  last_f$7$d;
    wire  last_f$7$q;
    reg  last_f$7$clock;
    reg  last_f$8$d;
    wire  last_f$8$q;
    reg  last_f$8$clock;
    reg  had_r$0$d;
    wire  had_r$0$q;
    reg  had_r$0$clock;
    reg  had_r$1$d;
    wire  had_r$1$q;
    reg  had_r$1$clock;
    reg  had_r$2$d;
    wire  had_r$2$q;
    reg  had_r$2$clock;
    reg  had_r$3$d;
    wire  had_r$3$q;
    reg  had_r$3$clock;
    reg  had_r$4$d;
    wire  had_r$4$q;
    reg  had_r$4$clock;
    reg  had_r$5$d;
    wire  had_r$5$q;
    reg  had_r$5$clock;
    reg  had_r$6$d;
    wire  had_r$6$q;
    reg  had_r$6$clock;
    reg  had_r$7$d;
    wire  had_r$7$q;
    reg  had_r$7$clock;
    reg  had_r$8$d;
    wire  had_r$8$q;
    reg  had_r$8$clock;
    reg  plan$0$has;
    reg  [2:0] plan$0$tag;
    reg  [15:0] plan$0$data;
    reg  [2:0] plan$0$state;
    reg  plan$0$has_out;
    reg  plan$0$has_cons;
    reg  [8:0] plan$0$len;
    reg  [8:0] plan$0$cnt;
    reg  plan$0$last_f;
    reg  plan$0$had_r;
    wire  plan$0$discard;
    wire  plan$0$goto;
    wire  plan$0$send;
    wire  [2:0] plan$0$next_state;
    wire  plan$0$bad;
    wire  plan$0$pop;
    wire  [2:0] plan$0$send_tag;
    wire  [15:0] plan$0$send_data;
    wire  plan$0$net_need;
    wire  plan$0$net_alloc;
    wire  [3:0] plan$0$net_dir;
    wire  plan$0$cons_need;
    wire  plan$0$cons_alloc;
    wire  plan$0$free_held;
    wire  plan$0$latch;
    wire  [8:0] plan$0$latch_len;
    wire  plan$0$latch_f;
    wire  plan$0$latch_r;
    wire  plan$0$body;
    reg  plan$1$has;
    reg  [2:0] plan$1$tag;
    reg  [15:0] plan$1$data;
    reg  [2:0] plan$1$state;
    reg  plan$1$has_out;
    reg  plan$1$has_cons;
    reg  [8:0] plan$1$len;
    reg  [8:0] plan$1$cnt;
    reg  plan$1$last_f;
    reg  plan$1$had_r;
    wire  plan$1$discard;
    wire  plan$1$goto;
    wire  plan$1$send;
    wire  [2:0] plan$1$next_state;
    wire  plan$1$bad;
    wire  plan$1$pop;
    wire  [2:0] plan$1$send_tag;
    wire  [15:0] plan$1$send_data;
    wire  plan$1$net_need;
    wire  plan$1$net_alloc;
    wire  [3:0] plan$1$net_dir;
    wire  plan$1$cons_need;
    wire  plan$1$cons_alloc;
    wire  plan$1$free_held;
    wire  plan$1$latch;
    wire  [8:0] plan$1$latch_len;
    wire  plan$1$latch_f;
    wire  plan$1$latch_r;
    wire  plan$1$body;
    reg  plan$2$has;
    reg  [2:0] plan$2$tag;
    reg  [15:0] plan$2$data;
    reg  [2:0] plan$2$state;
    reg  plan$2$has_out;
    reg  plan$2$has_cons;
    reg  [8:0] plan$2$len;
    reg  [8:0] plan$2$cnt;
    reg  plan$2$last_f;
    reg  plan$2$had_r;
    wire  plan$2$discard;
    wire  plan$2$goto;
    wire  plan$2$send;
    wire  [2:0] plan$2$next_state;
    wire  plan$2$bad;
    wire  plan$2$pop;
    wire  [2:0] plan$2$send_tag;
    wire  [15:0] plan$2$send_data;
    wire  plan$2$net_need;
    wire  plan$2$net_alloc;
    wire  [3:0] plan$2$net_dir;
    wire  plan$2$cons_need;
    wire  plan$2$cons_alloc;
    wire  plan$2$free_held;
    wire  plan$2$latch;
    wire  [8:0] plan$2$latch_len;
    wire  plan$2$latch_f;
    wire  plan$2$latch_r;
    wire  plan$2$body;
    reg  plan$3$has;
    reg  [2:0] plan$3$tag;
    reg  [15:0] plan$3$data;
    reg  [2:0] plan$3$state;
    reg  plan$3$has_out;
    reg  plan$3$has_cons;
    reg  [8:0] plan$3$len;
    reg  [8:0] plan$3$cnt;
    reg  plan$3$last_f;
    reg  plan$3$had_r;
    wire  plan$3$discard;
    wire  plan$3$goto;
    wire  plan$3$send;
    wire  [2:0] plan$3$next_state;
    wire  plan$3$bad;
    wire  plan$3$pop;
    wire  [2:0] plan$3$send_tag;
    wire  [15:0] plan$3$send_data;
    wire  plan$3$net_need;
    wire  plan$3$net_alloc;
    wire  [3:0] plan$3$net_dir;
    wire  plan$3$cons_need;
    wire  plan$3$cons_alloc;
    wire  plan$3$free_held;
    wire  plan$3$latch;
    wire  [8:0] plan$3$latch_len;
    wire  plan$3$latch_f;
    wire  plan$3$latch_r;
    wire  plan$3$body;
    reg  plan$4$has;
    reg  [2:0] plan$4$tag;
    reg  [15:0] plan$4$data;
    reg  [2:0] plan$4$state;
    reg  plan$4$has_out;
    reg  plan$4$has_cons;
    reg  [8:0] plan$4$len;
    reg  [8:0] plan$4$cnt;
    reg  plan$4$last_f;
    reg  plan$4$had_r;
    wire  plan$4$discard;
    wire  plan$4$goto;
    wire  plan$4$send;
    wire  [2:0] plan$4$next_state;
    wire  plan$4$bad;
    wire  plan$4$pop;
    wire  [2:0] plan$4$send_tag;
    wire  [15:0] plan$4$send_data;
    wire  plan$4$net_need;
    wire  plan$4$net_alloc;
    wire  [3:0] plan$4$net_dir;
    wire  plan$4$cons_need;
    wire  plan$4$cons_alloc;
    wire  plan$4$free_held;
    wire  plan$4$latch;
    wire  [8:0] plan$4$latch_len;
    wire  plan$4$latch_f;
    wire  plan$4$latch_r;
    wire  plan$4$body;
    reg  plan$5$has;
    reg  [2:0] plan$5$tag;
    reg  [15:0] plan$5$data;
    reg  [2:0] plan$5$state;
    reg  plan$5$has_out;
    reg  plan$5$has_cons;
    reg  [8:0] plan$5$len;
    reg  [8:0] plan$5$cnt;
    reg  plan$5$last_f;
    reg  plan$5$had_r;
    wire  plan$5$discard;
    wire  plan$5$goto;
    wire  plan$5$send;
    wire  [2:0] plan$5$next_state;
    wire  plan$5$bad;
    wire  plan$5$pop;
    wire  [2:0] plan$5$send_tag;
    wire  [15:0] plan$5$send_data;
    wire  plan$5$net_need;
    wire  plan$5$net_alloc;
    wire  [3:0] plan$5$net_dir;
    wire  plan$5$cons_need;
    wire  plan$5$cons_alloc;
    wire  plan$5$free_held;
    wire  plan$5$latch;
    wire  [8:0] plan$5$latch_len;
    wire  plan$5$latch_f;
    wire  plan$5$latch_r;
    wire  plan$5$body;
    reg  plan$6$has;
    reg  [2:0] plan$6$tag;
    reg  [15:0] plan$6$data;
    reg  [2:0] plan$6$state;
    reg  plan$6$has_out;
    reg  plan$6$has_cons;
    reg  [8:0] plan$6$len;
    reg  [8:0] plan$6$cnt;
    reg  plan$6$last_f;
    reg  plan$6$had_r;
    wire  plan$6$discard;
    wire  plan$6$goto;
    wire  plan$6$send;
    wire  [2:0] plan$6$next_state;
    wire  plan$6$bad;
    wire  plan$6$pop;
    wire  [2:0] plan$6$send_tag;
    wire  [15:0] plan$6$send_data;
    wire  plan$6$net_need;
    wire  plan$6$net_alloc;
    wire  [3:0] plan$6$net_dir;
    wire  plan$6$cons_need;
    wire  plan$6$cons_alloc;
    wire  plan$6$free_held;
    wire  plan$6$latch;
    wire  [8:0] plan$6$latch_len;
    wire  plan$6$latch_f;
    wire  plan$6$latch_r;
    wire  plan$6$body;
    reg  plan$7$has;
    reg  [2:0] plan$7$tag;
    reg  [15:0] plan$7$data;
    reg  [2:0] plan$7$state;
    reg  plan$7$has_out;
    reg  plan$7$has_cons;
    reg  [8:0] plan$7$len;
    reg  [8:0] plan$7$cnt;
    reg  plan$7$last_f;
    reg  plan$7$had_r;
    wire  plan$7$discard;
    wire  plan$7$goto;
    wire  plan$7$send;
    wire  [2:0] plan$7$next_state;
    wire  plan$7$bad;
    wire  plan$7$pop;
    wire  [2:0] plan$7$send_tag;
    wire  [15:0] plan$7$send_data;
    wire  plan$7$net_need;
    wire  plan$7$net_alloc;
    wire  [3:0] plan$7$net_dir;
    wire  plan$7$cons_need;
    wire  plan$7$cons_alloc;
    wire  plan$7$free_held;
    wire  plan$7$latch;
    wire  [8:0] plan$7$latch_len;
    wire  plan$7$latch_f;
    wire  plan$7$latch_r;
    wire  plan$7$body;
    reg  plan$8$has;
    reg  [2:0] plan$8$tag;
    reg  [15:0] plan$8$data;
    reg  [2:0] plan$8$state;
    reg  plan$8$has_out;
    reg  plan$8$has_cons;
    reg  [8:0] plan$8$len;
    reg  [8:0] plan$8$cnt;
    reg  plan$8$last_f;
    reg  plan$8$had_r;
    wire  plan$8$discard;
    wire  plan$8$goto;
    wire  plan$8$send;
    wire  [2:0] plan$8$next_state;
    wire  plan$8$bad;
    wire  plan$8$pop;
    wire  [2:0] plan$8$send_tag;
    wire  [15:0] plan$8$send_data;
    wire  plan$8$net_need;
    wire  plan$8$net_alloc;
    wire  [3:0] plan$8$net_dir;
    wire  plan$8$cons_need;
    wire  plan$8$cons_alloc;
    wire  plan$8$free_held;
    wire  plan$8$latch;
    wire  [8:0] plan$8$latch_len;
    wire  plan$8$latch_f;
    wire  plan$8$latch_r;
    wire  plan$8$body;
    reg  [3:0] alloc$out_port$0;
    reg  [3:0] alloc$out_port$1;
    reg  [3:0] alloc$out_port$2;
    reg  [3:0] alloc$out_port$3;
    reg  [3:0] alloc$out_port$4;
    reg  [3:0] alloc$out_port$5;
    reg  [3:0] alloc$out_port$6;
    reg  [3:0] alloc$out_port$7;
    reg  [3:0] alloc$out_port$8;
    reg  alloc$out_vc_r$0;
    reg  alloc$out_vc_r$1;
    reg  alloc$out_vc_r$2;
    reg  alloc$out_vc_r$3;
    reg  alloc$out_vc_r$4;
    reg  alloc$out_vc_r$5;
    reg  alloc$out_vc_r$6;
    reg  alloc$out_vc_r$7;
    reg  alloc$out_vc_r$8;
    reg  [3:0] alloc$cons$0;
    reg  [3:0] alloc$cons$1;
    reg  [3:0] alloc$cons$2;
    reg  [3:0] alloc$cons$3;
    reg  [3:0] alloc$cons$4;
    reg  [3:0] alloc$cons$5;
    reg  [3:0] alloc$cons$6;
    reg  [3:0] alloc$cons$7;
    reg  [3:0] alloc$cons$8;
    reg  alloc$net_alloc$0;
    reg  alloc$net_alloc$1;
    reg  alloc$net_alloc$2;
    reg  alloc$net_alloc$3;
    reg  alloc$net_alloc$4;
    reg  alloc$net_alloc$5;
    reg  alloc$net_alloc$6;
    reg  alloc$net_alloc$7;
    reg  alloc$net_alloc$8;
    reg  [3:0] alloc$net_dir$0;
    reg  [3:0] alloc$net_dir$1;
    reg  [3:0] alloc$net_dir$2;
    reg  [3:0] alloc$net_dir$3;
    reg  [3:0] alloc$net_dir$4;
    reg  [3:0] alloc$net_dir$5;
    reg  [3:0] alloc$net_dir$6;
    reg  [3:0] alloc$net_dir$7;
    reg  [3:0] alloc$net_dir$8;
    reg  alloc$cons_alloc$0;
    reg  alloc$cons_alloc$1;
    reg  alloc$cons_alloc$2;
    reg  alloc$cons_alloc$3;
    reg  alloc$cons_alloc$4;
    reg  alloc$cons_alloc$5;
    reg  alloc$cons_alloc$6;
    reg  alloc$cons_alloc$7;
    reg  alloc$cons_alloc$8;
    reg  alloc$send$0;
    reg  alloc$send$1;
    reg  alloc$send$2;
    reg  alloc$send$3;
    reg  alloc$send$4;
    reg  alloc$send$5;
    reg  alloc$send$6;
    reg  alloc$send$7;
    reg  alloc$send$8;
    reg  alloc$net_need$0;
    reg  alloc$net_need$1;
    reg  alloc$net_need$2;
    reg  alloc$net_need$3;
    reg  alloc$net_need$4;
    reg  alloc$net_need$5;
    reg  alloc$net_need$6;
    reg  alloc$net_need$7;
    reg  alloc$net_need$8;
    reg  alloc$cons_need$0;
    reg  alloc$cons_need$1;
    reg  alloc$cons_need$2;
    reg  alloc$cons_need$3;
    reg  alloc$cons_need$4;
    reg  alloc$cons_need$5;
    reg  alloc$cons_need$6;
    reg  alloc$cons_need$7;
    reg  alloc$cons_need$8;
    reg  alloc$discard$0;
    reg  alloc$discard$1;
    reg  alloc$discard$2;
    reg  alloc$discard$3;
    reg  alloc$discard$4;
    reg  alloc$discard$5;
    reg  alloc$discard$6;
    reg  alloc$discard$7;
    reg  alloc$discard$8;
    reg  alloc$pop$0;
    reg  alloc$pop$1;
    reg  alloc$pop$2;
    reg  alloc$pop$3;
    reg  alloc$pop$4;
    reg  alloc$pop$5;
    reg  alloc$pop$6;
    reg  alloc$pop$7;
    reg  alloc$pop$8;
    reg  alloc$bad$0;
    reg  alloc$bad$1;
    reg  alloc$bad$2;
    reg  alloc$bad$3;
    reg  alloc$bad$4;
    reg  alloc$bad$5;
    reg  alloc$bad$6;
    reg  alloc$bad$7;
    reg  alloc$bad$8;
    reg  alloc$spent$0;
    reg  alloc$spent$1;
    reg  alloc$spent$2;
    reg  alloc$spent$3;
    reg  alloc$spent$4;
    reg  alloc$spent$5;
    reg  alloc$spent$6;
    reg  alloc$spent$7;
    reg  [7:0] alloc$held;
    reg  alloc$cons_spent$0;
    reg  alloc$cons_spent$1;
    reg  alloc$cons_spent$2;
    reg  alloc$cons_spent$3;
    reg  [3:0] alloc$cons_held;
    reg  [3:0] alloc$rr;
    wire  [3:0] alloc$net_port$0;
    wire  [3:0] alloc$net_port$1;
    wire  [3:0] alloc$net_port$2;
    wire  [3:0] alloc$net_port$3;
    wire  [3:0] alloc$net_port$4;
    wire  [3:0] alloc$net_port$5;
    wire  [3:0] alloc$net_port$6;
    wire  [3:0] alloc$net_port$7;
    wire  [3:0] alloc$net_port$8;
    wire  alloc$grant$0;
    wire  alloc$grant$1;
    wire  alloc$grant$2;
    wire  alloc$grant$3;
    wire  alloc$grant$4;
    wire  alloc$grant$5;
    wire  alloc$grant$6;
    wire  alloc$grant$7;
    wire  alloc$grant$8;
    wire  [7:0] alloc$g_vc$0;
    wire  [7:0] alloc$g_vc$1;
    wire  [7:0] alloc$g_vc$2;
    wire  [7:0] alloc$g_vc$3;
    wire  [7:0] alloc$g_vc$4;
    wire  [7:0] alloc$g_vc$5;
    wire  [7:0] alloc$g_vc$6;
    wire  [7:0] alloc$g_vc$7;
    wire  [7:0] alloc$g_vc$8;
    wire  alloc$g_vc_num$0;
    wire  alloc$g_vc_num$1;
    wire  alloc$g_vc_num$2;
    wire  alloc$g_vc_num$3;
    wire  alloc$g_vc_num$4;
    wire  alloc$g_vc_num$5;
    wire  alloc$g_vc_num$6;
    wire  alloc$g_vc_num$7;
    wire  alloc$g_vc_num$8;
    wire  [3:0] alloc$g_cons$0;
    wire  [3:0] alloc$g_cons$1;
    wire  [3:0] alloc$g_cons$2;
    wire  [3:0] alloc$g_cons$3;
    wire  [3:0] alloc$g_cons$4;
    wire  [3:0] alloc$g_cons$5;
    wire  [3:0] alloc$g_cons$6;
    wire  [3:0] alloc$g_cons$7;
    wire  [3:0] alloc$g_cons$8;
    wire  [8:0] alloc$pop_now;
    wire  [4:0] alloc$bad_now;
    reg  spent$0$d;
    wire  spent$0$q;
    reg  spent$0$clock;
    reg  spent$1$d;
    wire  spent$1$q;
    reg  spent$1$clock;
    reg  spent$2$d;
    wire  spent$2$q;
    reg  spent$2$clock;
    reg  spent$3$d;
    wire  spent$3$q;
    reg  spent$3$clock;
    reg  spent$4$d;
    wire  spent$4$q;
    reg  spent$4$clock;
    reg  spent$5$d;
    wire  spent$5$q;
    reg  spent$5$clock;
    reg  spent$6$d;
    wire  spent$6$q;
    reg  spent$6$clock;
    reg  spent$7$d;
    wire  spent$7$q;
    reg  spent$7$clock;
    reg  [7:0] held$d;
    wire  [7:0] held$q;
    reg  held$clock;
    reg  cons_spent$0$d;
    wire  cons_spent$0$q;
    reg  cons_spent$0$clock;
    reg  cons_spent$1$d;
    wire  cons_spent$1$q;
    reg  cons_spent$1$clock;
    reg  cons_spent$2$d;
    wire  cons_spent$2$q;
    reg  cons_spent$2$clock;
    reg  cons_spent$3$d;
    wire  cons_spent$3$q;
    reg  cons_spent$3$clock;
    reg  [3:0] cons_held$d;
    wire  [3:0] cons_held$q;
    reg  cons_held$clock;
    reg  [2:0] out_reg_tag$0$d;
    wire  [2:0] out_reg_tag$0$q;
    reg  out_reg_tag$0$clock;
    reg  [2:0] out_reg_tag$1$d;
    wire  [2:0] out_reg_tag$1$q;
    reg  out_reg_tag$1$clock;
    reg  [2:0] out_reg_tag$2$d;
    wire  [2:0] out_reg_tag$2$q;
    reg  out_reg_tag$2$clock;
    reg  [2:0] out_reg_tag$3$d;
    wire  [2:0] out_reg_tag$3$q;
    reg  out_reg_tag$3$clock;
    reg  out_reg_vc$0$d;
    wire  out_reg_vc$0$q;
    reg  out_reg_vc$0$clock;
    reg  out_reg_vc$1$d;
    wire  out_reg_vc$1$q;
    reg  out_reg_vc$1$clock;
    reg  out_reg_vc$2$d;
    wire  out_reg_vc$2$q;
    reg  out_reg_vc$2$clock;
    reg  out_reg_vc$3$d;
    wire  out_reg_vc$3$q;
    reg  out_reg_vc$3$clock;
    reg  [15:0] out_reg_data$0$d;
    wire  [15:0] out_reg_data$0$q;
    reg  out_reg_data$0$clock;
    reg  [15:0] out_reg_data$1$d;
    wire  [15:0] out_reg_data$1$q;
    reg  out_reg_data$1$clock;
    reg  [15:0] out_reg_data$2$d;
    wire  [15:0] out_reg_data$2$q;
    reg  out_reg_data$2$clock;
    reg  [15:0] out_reg_data$3$d;
    wire  [15:0] out_reg_data$3$q;
    reg  out_reg_data$3$clock;
    reg  [2:0] cons_reg_tag$0$d;
    wire  [2:0] cons_reg_tag$0$q;
    reg  cons_reg_tag$0$clock;
    reg  [2:0] cons_reg_tag$1$d;
    wire  [2:0] cons_reg_tag$1$q;
    reg  cons_reg_tag$1$clock;
    reg  [2:0] cons_reg_tag$2$d;
    wire  [2:0] cons_reg_tag$2$q;
    reg  cons_reg_tag$2$clock;
    reg  [2:0] cons_reg_tag$3$d;
    wire  [2:0] cons_reg_tag$3$q;
    reg  cons_reg_tag$3$clock;
    reg  [15:0] cons_reg_data$0$d;
    wire  [15:0] cons_reg_data$0$q;
    reg  cons_reg_data$0$clock;
    reg  [15:0] cons_reg_data$1$d;
    wire  [15:0] cons_reg_data$1$q;
    reg  cons_reg_data$1$clock;
    reg  [15:0] cons_reg_data$2$d;
    wire  [15:0] cons_reg_data$2$q;
    reg  cons_reg_data$2$clock;
    reg  [15:0] cons_reg_data$3$d;
    wire  [15:0] cons_reg_data$3$q;
    reg  cons_reg_data$3$clock;
    reg  [3:0] rr$d;
    wire  [3:0] rr$q;
    reg  rr$clock;
    reg  [4:0] bad_reg$d;
    wire  [4:0] bad_reg$q;
    reg  bad_reg$clock;
    
    // Local signals
    reg  [2:0] front_tag$0;
    reg  [2:0] front_tag$1;
    reg  [2:0] front_tag$2;
    reg  [2:0] front_tag$3;
    reg  [2:0] front_tag$4;
    reg  [2:0] front_tag$5;
    reg  [2:0] front_tag$6;
    reg  [2:0] front_tag$7;
    reg  [2:0] front_tag$8;
    reg  [15:0] front_data$0;
    reg  [15:0] front_data$1;
    reg  [15:0] front_data$2;
    reg  [15:0] front_data$3;
    reg  [15:0] front_data$4;
    reg  [15:0] front_data$5;
    reg  [15:0] front_data$6;
    reg  [15:0] front_data$7;
    reg  [15:0] front_data$8;
    reg  [7:0] credit_in;
    reg  [1:0] credit_one;
    reg  cred_d$0;
    reg  cred_d$1;
    reg  cred_d$2;
    reg  cred_d$3;
    reg  cred_d$4;
    reg  cred_d$5;
    reg  cred_d$6;
    reg  cred_d$7;
    reg  cons_cred_d$0;
    reg  cons_cred_d$1;
    reg  cons_cred_d$2;
    reg  cons_cred_d$3;
    reg  [7:0] held_d;
    reg  [3:0] cons_held_d;
    reg  count_d$0;
    reg  count_d$1;
    reg  count_d$2;
    reg  count_d$3;
    reg  count_d$4;
    reg  count_d$5;
    reg  count_d$6;
    reg  count_d$7;
    reg  count_d$8;
    reg  head_d$0;
    reg  head_d$1;
    reg  head_d$2;
    reg  head_d$3;
    reg  head_d$4;
    reg  head_d$5;
    reg  head_d$6;
    reg  head_d$7;
    reg  head_d$8;
    reg  tail_d$0;
    reg  tail_d$1;
    reg  tail_d$2;
    reg  tail_d$3;
    reg  tail_d$4;
    reg  tail_d$5;
    reg  tail_d$6;
    reg  tail_d$7;
    reg  tail_d$8;
    reg  [4:0] bad_d;
    
    // Sub module instances
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$0 buf_tag$0(
        .d(buf_tag$0$d),
        .q(buf_tag$0$q),
        .clock(buf_tag$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$1 buf_tag$1(
        .d(buf_tag$1$d),
        .q(buf_tag$1$q),
        .clock(buf_tag$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$2 buf_tag$2(
        .d(buf_tag$2$d),
        .q(buf_tag$2$q),
        .clock(buf_tag$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$3 buf_tag$3(
        .d(buf_tag$3$d),
        .q(buf_tag$3$q),
        .clock(buf_tag$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$4 buf_tag$4(
        .d(buf_tag$4$d),
        .q(buf_tag$4$q),
        .clock(buf_tag$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$5 buf_tag$5(
        .d(buf_tag$5$d),
        .q(buf_tag$5$q),
        .clock(buf_tag$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$6 buf_tag$6(
        .d(buf_tag$6$d),
        .q(buf_tag$6$q),
        .clock(buf_tag$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$7 buf_tag$7(
        .d(buf_tag$7$d),
        .q(buf_tag$7$q),
        .clock(buf_tag$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$8 buf_tag$8(
        .d(buf_tag$8$d),
        .q(buf_tag$8$q),
        .clock(buf_tag$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$0 buf_data$0(
        .d(buf_data$0$d),
        .q(buf_data$0$q),
        .clock(buf_data$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$1 buf_data$1(
        .d(buf_data$1$d),
        .q(buf_data$1$q),
        .clock(buf_data$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$2 buf_data$2(
        .d(buf_data$2$d),
        .q(buf_data$2$q),
        .clock(buf_data$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$3 buf_data$3(
        .d(buf_data$3$d),
        .q(buf_data$3$q),
        .clock(buf_data$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$4 buf_data$4(
        .d(buf_data$4$d),
        .q(buf_data$4$q),
        .clock(buf_data$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$5 buf_data$5(
        .d(buf_data$5$d),
        .q(buf_data$5$q),
        .clock(buf_data$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$6 buf_data$6(
        .d(buf_data$6$d),
        .q(buf_data$6$q),
        .clock(buf_data$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$7 buf_data$7(
        .d(buf_data$7$d),
        .q(buf_data$7$q),
        .clock(buf_data$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$8 buf_data$8(
        .d(buf_data$8$d),
        .q(buf_data$8$q),
        .clock(buf_data$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$0 head$0(
        .d(head$0$d),
        .q(head$0$q),
        .clock(head$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$1 head$1(
        .d(head$1$d),
        .q(head$1$q),
        .clock(head$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$2 head$2(
        .d(head$2$d),
        .q(head$2$q),
        .clock(head$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$3 head$3(
        .d(head$3$d),
        .q(head$3$q),
        .clock(head$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$4 head$4(
        .d(head$4$d),
        .q(head$4$q),
        .clock(head$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$5 head$5(
        .d(head$5$d),
        .q(head$5$q),
        .clock(head$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$6 head$6(
        .d(head$6$d),
        .q(head$6$q),
        .clock(head$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$7 head$7(
        .d(head$7$d),
        .q(head$7$q),
        .clock(head$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$8 head$8(
        .d(head$8$d),
        .q(head$8$q),
        .clock(head$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$0 tail$0(
        .d(tail$0$d),
        .q(tail$0$q),
        .clock(tail$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$1 tail$1(
        .d(tail$1$d),
        .q(tail$1$q),
        .clock(tail$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$2 tail$2(
        .d(tail$2$d),
        .q(tail$2$q),
        .clock(tail$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$3 tail$3(
        .d(tail$3$d),
        .q(tail$3$q),
        .clock(tail$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$4 tail$4(
        .d(tail$4$d),
        .q(tail$4$q),
        .clock(tail$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$5 tail$5(
        .d(tail$5$d),
        .q(tail$5$q),
        .clock(tail$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$6 tail$6(
        .d(tail$6$d),
        .q(tail$6$q),
        .clock(tail$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$7 tail$7(
        .d(tail$7$d),
        .q(tail$7$q),
        .clock(tail$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$8 tail$8(
        .d(tail$8$d),
        .q(tail$8$q),
        .clock(tail$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$0 count$0(
        .d(count$0$d),
        .q(count$0$q),
        .clock(count$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$1 count$1(
        .d(count$1$d),
        .q(count$1$q),
        .clock(count$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$2 count$2(
        .d(count$2$d),
        .q(count$2$q),
        .clock(count$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$3 count$3(
        .d(count$3$d),
        .q(count$3$q),
        .clock(count$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$4 count$4(
        .d(count$4$d),
        .q(count$4$q),
        .clock(count$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$5 count$5(
        .d(count$5$d),
        .q(count$5$q),
        .clock(count$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$6 count$6(
        .d(count$6$d),
        .q(count$6$q),
        .clock(count$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$7 count$7(
        .d(count$7$d),
        .q(count$7$q),
        .clock(count$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$8 count$8(
        .d(count$8$d),
        .q(count$8$q),
        .clock(count$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$0 state$0(
        .d(state$0$d),
        .q(state$0$q),
        .clock(state$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$1 state$1(
        .d(state$1$d),
        .q(state$1$q),
        .clock(state$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$2 state$2(
        .d(state$2$d),
        .q(state$2$q),
        .clock(state$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$3 state$3(
        .d(state$3$d),
        .q(state$3$q),
        .clock(state$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$4 state$4(
        .d(state$4$d),
        .q(state$4$q),
        .clock(state$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$5 state$5(
        .d(state$5$d),
        .q(state$5$q),
        .clock(state$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$6 state$6(
        .d(state$6$d),
        .q(state$6$q),
        .clock(state$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$7 state$7(
        .d(state$7$d),
        .q(state$7$q),
        .clock(state$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$8 state$8(
        .d(state$8$d),
        .q(state$8$q),
        .clock(state$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$0 out_port$0(
        .d(out_port$0$d),
        .q(out_port$0$q),
        .clock(out_port$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$1 out_port$1(
        .d(out_port$1$d),
        .q(out_port$1$q),
        .clock(out_port$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$2 out_port$2(
        .d(out_port$2$d),
        .q(out_port$2$q),
        .clock(out_port$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$3 out_port$3(
        .d(out_port$3$d),
        .q(out_port$3$q),
        .clock(out_port$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$4 out_port$4(
        .d(out_port$4$d),
        .q(out_port$4$q),
        .clock(out_port$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$5 out_port$5(
        .d(out_port$5$d),
        .q(out_port$5$q),
        .clock(out_port$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$6 out_port$6(
        .d(out_port$6$d),
        .q(out_port$6$q),
        .clock(out_port$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$7 out_port$7(
        .d(out_port$7$d),
        .q(out_port$7$q),
        .clock(out_port$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$8 out_port$8(
        .d(out_port$8$d),
        .q(out_port$8$q),
        .clock(out_port$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$0 out_vc_r$0(
        .d(out_vc_r$0$d),
        .q(out_vc_r$0$q),
        .clock(out_vc_r$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$1 out_vc_r$1(
        .d(out_vc_r$1$d),
        .q(out_vc_r$1$q),
        .clock(out_vc_r$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$2 out_vc_r$2(
        .d(out_vc_r$2$d),
        .q(out_vc_r$2$q),
        .clock(out_vc_r$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$3 out_vc_r$3(
        .d(out_vc_r$3$d),
        .q(out_vc_r$3$q),
        .clock(out_vc_r$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$4 out_vc_r$4(
        .d(out_vc_r$4$d),
        .q(out_vc_r$4$q),
        .clock(out_vc_r$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$5 out_vc_r$5(
        .d(out_vc_r$5$d),
        .q(out_vc_r$5$q),
        .clock(out_vc_r$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$6 out_vc_r$6(
        .d(out_vc_r$6$d),
        .q(out_vc_r$6$q),
        .clock(out_vc_r$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$7 out_vc_r$7(
        .d(out_vc_r$7$d),
        .q(out_vc_r$7$q),
        .clock(out_vc_r$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$8 out_vc_r$8(
        .d(out_vc_r$8$d),
        .q(out_vc_r$8$q),
        .clock(out_vc_r$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$0 cons$0(
        .d(cons$0$d),
        .q(cons$0$q),
        .clock(cons$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$1 cons$1(
        .d(cons$1$d),
        .q(cons$1$q),
        .clock(cons$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$2 cons$2(
        .d(cons$2$d),
        .q(cons$2$q),
        .clock(cons$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$3 cons$3(
        .d(cons$3$d),
        .q(cons$3$q),
        .clock(cons$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$4 cons$4(
        .d(cons$4$d),
        .q(cons$4$q),
        .clock(cons$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$5 cons$5(
        .d(cons$5$d),
        .q(cons$5$q),
        .clock(cons$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$6 cons$6(
        .d(cons$6$d),
        .q(cons$6$q),
        .clock(cons$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$7 cons$7(
        .d(cons$7$d),
        .q(cons$7$q),
        .clock(cons$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$8 cons$8(
        .d(cons$8$d),
        .q(cons$8$q),
        .clock(cons$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$0 len$0(
        .d(len$0$d),
        .q(len$0$q),
        .clock(len$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$1 len$1(
        .d(len$1$d),
        .q(len$1$q),
        .clock(len$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$2 len$2(
        .d(len$2$d),
        .q(len$2$q),
        .clock(len$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$3 len$3(
        .d(len$3$d),
        .q(len$3$q),
        .clock(len$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$4 len$4(
        .d(len$4$d),
        .q(len$4$q),
        .clock(len$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$5 len$5(
        .d(len$5$d),
        .q(len$5$q),
        .clock(len$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$6 len$6(
        .d(len$6$d),
        .q(len$6$q),
        .clock(len$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$7 len$7(
        .d(len$7$d),
        .q(len$7$q),
        .clock(len$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$8 len$8(
        .d(len$8$d),
        .q(len$8$q),
        .clock(len$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$0 cnt$0(
        .d(cnt$0$d),
        .q(cnt$0$q),
        .clock(cnt$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$1 cnt$1(
        .d(cnt$1$d),
        .q(cnt$1$q),
        .clock(cnt$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$2 cnt$2(
        .d(cnt$2$d),
        .q(cnt$2$q),
        .clock(cnt$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$3 cnt$3(
        .d(cnt$3$d),
        .q(cnt$3$q),
        .clock(cnt$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$4 cnt$4(
        .d(cnt$4$d),
        .q(cnt$4$q),
        .clock(cnt$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$5 cnt$5(
        .d(cnt$5$d),
        .q(cnt$5$q),
        .clock(cnt$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$6 cnt$6(
        .d(cnt$6$d),
        .q(cnt$6$q),
        .clock(cnt$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$7 cnt$7(
        .d(cnt$7$d),
        .q(cnt$7$q),
        .clock(cnt$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$8 cnt$8(
        .d(cnt$8$d),
        .q(cnt$8$q),
        .clock(cnt$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$0 last_f$0(
        .d(last_f$0$d),
        .q(last_f$0$q),
        .clock(last_f$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$1 last_f$1(
        .d(last_f$1$d),
        .q(last_f$1$q),
        .clock(last_f$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$2 last_f$2(
        .d(last_f$2$d),
        .q(last_f$2$q),
        .clock(last_f$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$3 last_f$3(
        .d(last_f$3$d),
        .q(last_f$3$q),
        .clock(last_f$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$4 last_f$4(
        .d(last_f$4$d),
        .q(last_f$4$q),
        .clock(last_f$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$5 last_f$5(
        .d(last_f$5$d),
        .q(last_f$5$q),
        .clock(last_f$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$6 last_f$6(
        .d(last_f$6$d),
        .q(last_f$6$q),
        .clock(last_f$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$7 last_f$7(
        .d(last_f$7$d),
        .q(last_f$7$q),
        .clock(last_f$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$8 last_f$8(
        .d(last_f$8$d),
        .q(last_f$8$q),
        .clock(last_f$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$0 had_r$0(
        .d(had_r$0$d),
        .q(had_r$0$q),
        .clock(had_r$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$1 had_r$1(
        .d(had_r$1$d),
        .q(had_r$1$q),
        .clock(had_r$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$2 had_r$2(
        .d(had_r$2$d),
        .q(had_r$2$q),
        .clock(had_r$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$3 had_r$3(
        .d(had_r$3$d),
        .q(had_r$3$q),
        .clock(had_r$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$4 had_r$4(
        .d(had_r$4$d),
        .q(had_r$4$q),
        .clock(had_r$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$5 had_r$5(
        .d(had_r$5$d),
        .q(had_r$5$q),
        .clock(had_r$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$6 had_r$6(
        .d(had_r$6$d),
        .q(had_r$6$q),
        .clock(had_r$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$7 had_r$7(
        .d(had_r$7$d),
        .q(had_r$7$q),
        .clock(had_r$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$8 had_r$8(
        .d(had_r$8$d),
        .q(had_r$8$q),
        .clock(had_r$8$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$0 plan$0(
        .has(plan$0$has),
        .tag(plan$0$tag),
        .data(plan$0$data),
        .state(plan$0$state),
        .has_out(plan$0$has_out),
        .has_cons(plan$0$has_cons),
        .len(plan$0$len),
        .cnt(plan$0$cnt),
        .last_f(plan$0$last_f),
        .had_r(plan$0$had_r),
        .discard(plan$0$discard),
        .goto(plan$0$goto),
        .send(plan$0$send),
        .next_state(plan$0$next_state),
        .bad(plan$0$bad),
        .pop(plan$0$pop),
        .send_tag(plan$0$send_tag),
        .send_data(plan$0$send_data),
        .net_need(plan$0$net_need),
        .net_alloc(plan$0$net_alloc),
        .net_dir(plan$0$net_dir),
        .cons_need(plan$0$cons_need),
        .cons_alloc(plan$0$cons_alloc),
        .free_held(plan$0$free_held),
        .latch(plan$0$latch),
        .latch_len(plan$0$latch_len),
        .latch_f(plan$0$latch_f),
        .latch_r(plan$0$latch_r),
        .body(plan$0$body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$1 plan$1(
        .has(plan$1$has),
        .tag(plan$1$tag),
        .data(plan$1$data),
        .state(plan$1$state),
        .has_out(plan$1$has_out),
        .has_cons(plan$1$has_cons),
        .len(plan$1$len),
        .cnt(plan$1$cnt),
        .last_f(plan$1$last_f),
        .had_r(plan$1$had_r),
        .discard(plan$1$discard),
        .goto(plan$1$goto),
        .send(plan$1$send),
        .next_state(plan$1$next_state),
        .bad(plan$1$bad),
        .pop(plan$1$pop),
        .send_tag(plan$1$send_tag),
        .send_data(plan$1$send_data),
        .net_need(plan$1$net_need),
        .net_alloc(plan$1$net_alloc),
        .net_dir(plan$1$net_dir),
        .cons_need(plan$1$cons_need),
        .cons_alloc(plan$1$cons_alloc),
        .free_held(plan$1$free_held),
        .latch(plan$1$latch),
        .latch_len(plan$1$latch_len),
        .latch_f(plan$1$latch_f),
        .latch_r(plan$1$latch_r),
        .body(plan$1$body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$2 plan$2(
        .has(plan$2$has),
        .tag(plan$2$tag),
        .data(plan$2$data),
        .state(plan$2$state),
        .has_out(plan$2$has_out),
        .has_cons(plan$2$has_cons),
        .len(plan$2$len),
        .cnt(plan$2$cnt),
        .last_f(plan$2$last_f),
        .had_r(plan$2$had_r),
        .discard(plan$2$discard),
        .goto(plan$2$goto),
        .send(plan$2$send),
        .next_state(plan$2$next_state),
        .bad(plan$2$bad),
        .pop(plan$2$pop),
        .send_tag(plan$2$send_tag),
        .send_data(plan$2$send_data),
        .net_need(plan$2$net_need),
        .net_alloc(plan$2$net_alloc),
        .net_dir(plan$2$net_dir),
        .cons_need(plan$2$cons_need),
        .cons_alloc(plan$2$cons_alloc),
        .free_held(plan$2$free_held),
        .latch(plan$2$latch),
        .latch_len(plan$2$latch_len),
        .latch_f(plan$2$latch_f),
        .latch_r(plan$2$latch_r),
        .body(plan$2$body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$3 plan$3(
        .has(plan$3$has),
        .tag(plan$3$tag),
        .data(plan$3$data),
        .state(plan$3$state),
        .has_out(plan$3$has_out),
        .has_cons(plan$3$has_cons),
        .len(plan$3$len),
        .cnt(plan$3$cnt),
        .last_f(plan$3$last_f),
        .had_r(plan$3$had_r),
        .discard(plan$3$discard),
        .goto(plan$3$goto),
        .send(plan$3$send),
        .next_state(plan$3$next_state),
        .bad(plan$3$bad),
        .pop(plan$3$pop),
        .send_tag(plan$3$send_tag),
        .send_data(plan$3$send_data),
        .net_need(plan$3$net_need),
        .net_alloc(plan$3$net_alloc),
        .net_dir(plan$3$net_dir),
        .cons_need(plan$3$cons_need),
        .cons_alloc(plan$3$cons_alloc),
        .free_held(plan$3$free_held),
        .latch(plan$3$latch),
        .latch_len(plan$3$latch_len),
        .latch_f(plan$3$latch_f),
        .latch_r(plan$3$latch_r),
        .body(plan$3$body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$4 plan$4(
        .has(plan$4$has),
        .tag(plan$4$tag),
        .data(plan$4$data),
        .state(plan$4$state),
        .has_out(plan$4$has_out),
        .has_cons(plan$4$has_cons),
        .len(plan$4$len),
        .cnt(plan$4$cnt),
        .last_f(plan$4$last_f),
        .had_r(plan$4$had_r),
        .discard(plan$4$discard),
        .goto(plan$4$goto),
        .send(plan$4$send),
        .next_state(plan$4$next_state),
        .bad(plan$4$bad),
        .pop(plan$4$pop),
        .send_tag(plan$4$send_tag),
        .send_data(plan$4$send_data),
        .net_need(plan$4$net_need),
        .net_alloc(plan$4$net_alloc),
        .net_dir(plan$4$net_dir),
        .cons_need(plan$4$cons_need),
        .cons_alloc(plan$4$cons_alloc),
        .free_held(plan$4$free_held),
        .latch(plan$4$latch),
        .latch_len(plan$4$latch_len),
        .latch_f(plan$4$latch_f),
        .latch_r(plan$4$latch_r),
        .body(plan$4$body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$5 plan$5(
        .has(plan$5$has),
        .tag(plan$5$tag),
        .data(plan$5$data),
        .state(plan$5$state),
        .has_out(plan$5$has_out),
        .has_cons(plan$5$has_cons),
        .len(plan$5$len),
        .cnt(plan$5$cnt),
        .last_f(plan$5$last_f),
        .had_r(plan$5$had_r),
        .discard(plan$5$discard),
        .goto(plan$5$goto),
        .send(plan$5$send),
        .next_state(plan$5$next_state),
        .bad(plan$5$bad),
        .pop(plan$5$pop),
        .send_tag(plan$5$send_tag),
        .send_data(plan$5$send_data),
        .net_need(plan$5$net_need),
        .net_alloc(plan$5$net_alloc),
        .net_dir(plan$5$net_dir),
        .cons_need(plan$5$cons_need),
        .cons_alloc(plan$5$cons_alloc),
        .free_held(plan$5$free_held),
        .latch(plan$5$latch),
        .latch_len(plan$5$latch_len),
        .latch_f(plan$5$latch_f),
        .latch_r(plan$5$latch_r),
        .body(plan$5$body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$6 plan$6(
        .has(plan$6$has),
        .tag(plan$6$tag),
        .data(plan$6$data),
        .state(plan$6$state),
        .has_out(plan$6$has_out),
        .has_cons(plan$6$has_cons),
        .len(plan$6$len),
        .cnt(plan$6$cnt),
        .last_f(plan$6$last_f),
        .had_r(plan$6$had_r),
        .discard(plan$6$discard),
        .goto(plan$6$goto),
        .send(plan$6$send),
        .next_state(plan$6$next_state),
        .bad(plan$6$bad),
        .pop(plan$6$pop),
        .send_tag(plan$6$send_tag),
        .send_data(plan$6$send_data),
        .net_need(plan$6$net_need),
        .net_alloc(plan$6$net_alloc),
        .net_dir(plan$6$net_dir),
        .cons_need(plan$6$cons_need),
        .cons_alloc(plan$6$cons_alloc),
        .free_held(plan$6$free_held),
        .latch(plan$6$latch),
        .latch_len(plan$6$latch_len),
        .latch_f(plan$6$latch_f),
        .latch_r(plan$6$latch_r),
        .body(plan$6$body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$7 plan$7(
        .has(plan$7$has),
        .tag(plan$7$tag),
        .data(plan$7$data),
        .state(plan$7$state),
        .has_out(plan$7$has_out),
        .has_cons(plan$7$has_cons),
        .len(plan$7$len),
        .cnt(plan$7$cnt),
        .last_f(plan$7$last_f),
        .had_r(plan$7$had_r),
        .discard(plan$7$discard),
        .goto(plan$7$goto),
        .send(plan$7$send),
        .next_state(plan$7$next_state),
        .bad(plan$7$bad),
        .pop(plan$7$pop),
        .send_tag(plan$7$send_tag),
        .send_data(plan$7$send_data),
        .net_need(plan$7$net_need),
        .net_alloc(plan$7$net_alloc),
        .net_dir(plan$7$net_dir),
        .cons_need(plan$7$cons_need),
        .cons_alloc(plan$7$cons_alloc),
        .free_held(plan$7$free_held),
        .latch(plan$7$latch),
        .latch_len(plan$7$latch_len),
        .latch_f(plan$7$latch_f),
        .latch_r(plan$7$latch_r),
        .body(plan$7$body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$8 plan$8(
        .has(plan$8$has),
        .tag(plan$8$tag),
        .data(plan$8$data),
        .state(plan$8$state),
        .has_out(plan$8$has_out),
        .has_cons(plan$8$has_cons),
        .len(plan$8$len),
        .cnt(plan$8$cnt),
        .last_f(plan$8$last_f),
        .had_r(plan$8$had_r),
        .discard(plan$8$discard),
        .goto(plan$8$goto),
        .send(plan$8$send),
        .next_state(plan$8$next_state),
        .bad(plan$8$bad),
        .pop(plan$8$pop),
        .send_tag(plan$8$send_tag),
        .send_data(plan$8$send_data),
        .net_need(plan$8$net_need),
        .net_alloc(plan$8$net_alloc),
        .net_dir(plan$8$net_dir),
        .cons_need(plan$8$cons_need),
        .cons_alloc(plan$8$cons_alloc),
        .free_held(plan$8$free_held),
        .latch(plan$8$latch),
        .latch_len(plan$8$latch_len),
        .latch_f(plan$8$latch_f),
        .latch_r(plan$8$latch_r),
        .body(plan$8$body)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$alloc alloc(
        .out_port$0(alloc$out_port$0),
        .out_port$1(alloc$out_port$1),
        .out_port$2(alloc$out_port$2),
        .out_port$3(alloc$out_port$3),
        .out_port$4(alloc$out_port$4),
        .out_port$5(alloc$out_port$5),
        .out_port$6(alloc$out_port$6),
        .out_port$7(alloc$out_port$7),
        .out_port$8(alloc$out_port$8),
        .out_vc_r$0(alloc$out_vc_r$0),
        .out_vc_r$1(alloc$out_vc_r$1),
        .out_vc_r$2(alloc$out_vc_r$2),
        .out_vc_r$3(alloc$out_vc_r$3),
        .out_vc_r$4(alloc$out_vc_r$4),
        .out_vc_r$5(alloc$out_vc_r$5),
        .out_vc_r$6(alloc$out_vc_r$6),
        .out_vc_r$7(alloc$out_vc_r$7),
        .out_vc_r$8(alloc$out_vc_r$8),
        .cons$0(alloc$cons$0),
        .cons$1(alloc$cons$1),
        .cons$2(alloc$cons$2),
        .cons$3(alloc$cons$3),
        .cons$4(alloc$cons$4),
        .cons$5(alloc$cons$5),
        .cons$6(alloc$cons$6),
        .cons$7(alloc$cons$7),
        .cons$8(alloc$cons$8),
        .net_alloc$0(alloc$net_alloc$0),
        .net_alloc$1(alloc$net_alloc$1),
        .net_alloc$2(alloc$net_alloc$2),
        .net_alloc$3(alloc$net_alloc$3),
        .net_alloc$4(alloc$net_alloc$4),
        .net_alloc$5(alloc$net_alloc$5),
        .net_alloc$6(alloc$net_alloc$6),
        .net_alloc$7(alloc$net_alloc$7),
        .net_alloc$8(alloc$net_alloc$8),
        .net_dir$0(alloc$net_dir$0),
        .net_dir$1(alloc$net_dir$1),
        .net_dir$2(alloc$net_dir$2),
        .net_dir$3(alloc$net_dir$3),
        .net_dir$4(alloc$net_dir$4),
        .net_dir$5(alloc$net_dir$5),
        .net_dir$6(alloc$net_dir$6),
        .net_dir$7(alloc$net_dir$7),
        .net_dir$8(alloc$net_dir$8),
        .cons_alloc$0(alloc$cons_alloc$0),
        .cons_alloc$1(alloc$cons_alloc$1),
        .cons_alloc$2(alloc$cons_alloc$2),
        .cons_alloc$3(alloc$cons_alloc$3),
        .cons_alloc$4(alloc$cons_alloc$4),
        .cons_alloc$5(alloc$cons_alloc$5),
        .cons_alloc$6(alloc$cons_alloc$6),
        .cons_alloc$7(alloc$cons_alloc$7),
        .cons_alloc$8(alloc$cons_alloc$8),
        .send$0(alloc$send$0),
        .send$1(alloc$send$1),
        .send$2(alloc$send$2),
        .send$3(alloc$send$3),
        .send$4(alloc$send$4),
        .send$5(alloc$send$5),
        .send$6(alloc$send$6),
        .send$7(alloc$send$7),
        .send$8(alloc$send$8),
        .net_need$0(alloc$net_need$0),
        .net_need$1(alloc$net_need$1),
        .net_need$2(alloc$net_need$2),
        .net_need$3(alloc$net_need$3),
        .net_need$4(alloc$net_need$4),
        .net_need$5(alloc$net_need$5),
        .net_need$6(alloc$net_need$6),
        .net_need$7(alloc$net_need$7),
        .net_need$8(alloc$net_need$8),
        .cons_need$0(alloc$cons_need$0),
        .cons_need$1(alloc$cons_need$1),
        .cons_need$2(alloc$cons_need$2),
        .cons_need$3(alloc$cons_need$3),
        .cons_need$4(alloc$cons_need$4),
        .cons_need$5(alloc$cons_need$5),
        .cons_need$6(alloc$cons_need$6),
        .cons_need$7(alloc$cons_need$7),
        .cons_need$8(alloc$cons_need$8),
        .discard$0(alloc$discard$0),
        .discard$1(alloc$discard$1),
        .discard$2(alloc$discard$2),
        .discard$3(alloc$discard$3),
        .discard$4(alloc$discard$4),
        .discard$5(alloc$discard$5),
        .discard$6(alloc$discard$6),
        .discard$7(alloc$discard$7),
        .discard$8(alloc$discard$8),
        .pop$0(alloc$pop$0),
        .pop$1(alloc$pop$1),
        .pop$2(alloc$pop$2),
        .pop$3(alloc$pop$3),
        .pop$4(alloc$pop$4),
        .pop$5(alloc$pop$5),
        .pop$6(alloc$pop$6),
        .pop$7(alloc$pop$7),
        .pop$8(alloc$pop$8),
        .bad$0(alloc$bad$0),
        .bad$1(alloc$bad$1),
        .bad$2(alloc$bad$2),
        .bad$3(alloc$bad$3),
        .bad$4(alloc$bad$4),
        .bad$5(alloc$bad$5),
        .bad$6(alloc$bad$6),
        .bad$7(alloc$bad$7),
        .bad$8(alloc$bad$8),
        .spent$0(alloc$spent$0),
        .spent$1(alloc$spent$1),
        .spent$2(alloc$spent$2),
        .spent$3(alloc$spent$3),
        .spent$4(alloc$spent$4),
        .spent$5(alloc$spent$5),
        .spent$6(alloc$spent$6),
        .spent$7(alloc$spent$7),
        .held(alloc$held),
        .cons_spent$0(alloc$cons_spent$0),
        .cons_spent$1(alloc$cons_spent$1),
        .cons_spent$2(alloc$cons_spent$2),
        .cons_spent$3(alloc$cons_spent$3),
        .cons_held(alloc$cons_held),
        .rr(alloc$rr),
        .net_port$0(alloc$net_port$0),
        .net_port$1(alloc$net_port$1),
        .net_port$2(alloc$net_port$2),
        .net_port$3(alloc$net_port$3),
        .net_port$4(alloc$net_port$4),
        .net_port$5(alloc$net_port$5),
        .net_port$6(alloc$net_port$6),
        .net_port$7(alloc$net_port$7),
        .net_port$8(alloc$net_port$8),
        .grant$0(alloc$grant$0),
        .grant$1(alloc$grant$1),
        .grant$2(alloc$grant$2),
        .grant$3(alloc$grant$3),
        .grant$4(alloc$grant$4),
        .grant$5(alloc$grant$5),
        .grant$6(alloc$grant$6),
        .grant$7(alloc$grant$7),
        .grant$8(alloc$grant$8),
        .g_vc$0(alloc$g_vc$0),
        .g_vc$1(alloc$g_vc$1),
        .g_vc$2(alloc$g_vc$2),
        .g_vc$3(alloc$g_vc$3),
        .g_vc$4(alloc$g_vc$4),
        .g_vc$5(alloc$g_vc$5),
        .g_vc$6(alloc$g_vc$6),
        .g_vc$7(alloc$g_vc$7),
        .g_vc$8(alloc$g_vc$8),
        .g_vc_num$0(alloc$g_vc_num$0),
        .g_vc_num$1(alloc$g_vc_num$1),
        .g_vc_num$2(alloc$g_vc_num$2),
        .g_vc_num$3(alloc$g_vc_num$3),
        .g_vc_num$4(alloc$g_vc_num$4),
        .g_vc_num$5(alloc$g_vc_num$5),
        .g_vc_num$6(alloc$g_vc_num$6),
        .g_vc_num$7(alloc$g_vc_num$7),
        .g_vc_num$8(alloc$g_vc_num$8),
        .g_cons$0(alloc$g_cons$0),
        .g_cons$1(alloc$g_cons$1),
        .g_cons$2(alloc$g_cons$2),
        .g_cons$3(alloc$g_cons$3),
        .g_cons$4(alloc$g_cons$4),
        .g_cons$5(alloc$g_cons$5),
        .g_cons$6(alloc$g_cons$6),
        .g_cons$7(alloc$g_cons$7),
        .g_cons$8(alloc$g_cons$8),
        .pop_now(alloc$pop_now),
        .bad_now(alloc$bad_now)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$0 spent$0(
        .d(spent$0$d),
        .q(spent$0$q),
        .clock(spent$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$1 spent$1(
        .d(spent$1$d),
        .q(spent$1$q),
        .clock(spent$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$2 spent$2(
        .d(spent$2$d),
        .q(spent$2$q),
        .clock(spent$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$3 spent$3(
        .d(spent$3$d),
        .q(spent$3$q),
        .clock(spent$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$4 spent$4(
        .d(spent$4$d),
        .q(spent$4$q),
        .clock(spent$4$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$5 spent$5(
        .d(spent$5$d),
        .q(spent$5$q),
        .clock(spent$5$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$6 spent$6(
        .d(spent$6$d),
        .q(spent$6$q),
        .clock(spent$6$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$7 spent$7(
        .d(spent$7$d),
        .q(spent$7$q),
        .clock(spent$7$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$0 cons_spent$0(
        .d(cons_spent$0$d),
        .q(cons_spent$0$q),
        .clock(cons_spent$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$1 cons_spent$1(
        .d(cons_spent$1$d),
        .q(cons_spent$1$q),
        .clock(cons_spent$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$2 cons_spent$2(
        .d(cons_spent$2$d),
        .q(cons_spent$2$q),
        .clock(cons_spent$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$3 cons_spent$3(
        .d(cons_spent$3$d),
        .q(cons_spent$3$q),
        .clock(cons_spent$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_held cons_held(
        .d(cons_held$d),
        .q(cons_held$q),
        .clock(cons_held$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$0 out_reg_tag$0(
        .d(out_reg_tag$0$d),
        .q(out_reg_tag$0$q),
        .clock(out_reg_tag$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$1 out_reg_tag$1(
        .d(out_reg_tag$1$d),
        .q(out_reg_tag$1$q),
        .clock(out_reg_tag$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$2 out_reg_tag$2(
        .d(out_reg_tag$2$d),
        .q(out_reg_tag$2$q),
        .clock(out_reg_tag$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$3 out_reg_tag$3(
        .d(out_reg_tag$3$d),
        .q(out_reg_tag$3$q),
        .clock(out_reg_tag$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$0 out_reg_vc$0(
        .d(out_reg_vc$0$d),
        .q(out_reg_vc$0$q),
        .clock(out_reg_vc$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$1 out_reg_vc$1(
        .d(out_reg_vc$1$d),
        .q(out_reg_vc$1$q),
        .clock(out_reg_vc$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$2 out_reg_vc$2(
        .d(out_reg_vc$2$d),
        .q(out_reg_vc$2$q),
        .clock(out_reg_vc$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$3 out_reg_vc$3(
        .d(out_reg_vc$3$d),
        .q(out_reg_vc$3$q),
        .clock(out_reg_vc$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$0 out_reg_data$0(
        .d(out_reg_data$0$d),
        .q(out_reg_data$0$q),
        .clock(out_reg_data$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$1 out_reg_data$1(
        .d(out_reg_data$1$d),
        .q(out_reg_data$1$q),
        .clock(out_reg_data$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$2 out_reg_data$2(
        .d(out_reg_data$2$d),
        .q(out_reg_data$2$q),
        .clock(out_reg_data$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$3 out_reg_data$3(
        .d(out_reg_data$3$d),
        .q(out_reg_data$3$q),
        .clock(out_reg_data$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$0 cons_reg_tag$0(
        .d(cons_reg_tag$0$d),
        .q(cons_reg_tag$0$q),
        .clock(cons_reg_tag$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$1 cons_reg_tag$1(
        .d(cons_reg_tag$1$d),
        .q(cons_reg_tag$1$q),
        .clock(cons_reg_tag$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$2 cons_reg_tag$2(
        .d(cons_reg_tag$2$d),
        .q(cons_reg_tag$2$q),
        .clock(cons_reg_tag$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$3 cons_reg_tag$3(
        .d(cons_reg_tag$3$d),
        .q(cons_reg_tag$3$q),
        .clock(cons_reg_tag$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$0 cons_reg_data$0(
        .d(cons_reg_data$0$d),
        .q(cons_reg_data$0$q),
        .clock(cons_reg_data$0$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$1 cons_reg_data$1(
        .d(cons_reg_data$1$d),
        .q(cons_reg_data$1$q),
        .clock(cons_reg_data$1$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$2 cons_reg_data$2(
        .d(cons_reg_data$2$d),
        .q(cons_reg_data$2$q),
        .clock(cons_reg_data$2$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$3 cons_reg_data$3(
        .d(cons_reg_data$3$d),
        .q(cons_reg_data$3$q),
        .clock(cons_reg_data$3$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$rr rr(
        .d(rr$d),
        .q(rr$q),
        .clock(rr$clock)
    );
    mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$bad_reg bad_reg(
        .d(bad_reg$d),
        .q(bad_reg$q),
        .clock(bad_reg$clock)
    );
    
    // Update code
    always @(*) begin
        buf_tag$0$clock = clock;
        buf_data$0$clock = clock;
        buf_tag$0$d = buf_tag$0$q;
        buf_data$0$d = buf_data$0$q;
        buf_tag$1$clock = clock;
        buf_data$1$clock = clock;
        buf_tag$1$d = buf_tag$1$q;
        buf_data$1$d = buf_data$1$q;
        buf_tag$2$clock = clock;
        buf_data$2$clock = clock;
        buf_tag$2$d = buf_tag$2$q;
        buf_data$2$d = buf_data$2$q;
        buf_tag$3$clock = clock;
        buf_data$3$clock = clock;
        buf_tag$3$d = buf_tag$3$q;
        buf_data$3$d = buf_data$3$q;
        buf_tag$4$clock = clock;
        buf_data$4$clock = clock;
        buf_tag$4$d = buf_tag$4$q;
        buf_data$4$d = buf_data$4$q;
        buf_tag$5$clock = clock;
        buf_data$5$clock = clock;
        buf_tag$5$d = buf_tag$5$q;
        buf_data$5$d = buf_data$5$q;
        buf_tag$6$clock = clock;
        buf_data$6$clock = clock;
        buf_tag$6$d = buf_tag$6$q;
        buf_data$6$d = buf_data$6$q;
        buf_tag$7$clock = clock;
        buf_data$7$clock = clock;
        buf_tag$7$d = buf_tag$7$q;
        buf_data$7$d = buf_data$7$q;
        buf_tag$8$clock = clock;
        buf_data$8$clock = clock;
        buf_tag$8$d = buf_tag$8$q;
        buf_data$8$d = buf_data$8$q;
        head$0$clock = clock;
        tail$0$clock = clock;
        count$0$clock = clock;
        state$0$clock = clock;
        out_port$0$clock = clock;
        out_vc_r$0$clock = clock;
        cons$0$clock = clock;
        len$0$clock = clock;
        cnt$0$clock = clock;
        last_f$0$clock = clock;
        had_r$0$clock = clock;
        state$0$d = state$0$q;
        out_port$0$d = out_port$0$q;
        out_vc_r$0$d = out_vc_r$0$q;
        cons$0$d = cons$0$q;
        len$0$d = len$0$q;
        cnt$0$d = cnt$0$q;
        last_f$0$d = last_f$0$q;
        had_r$0$d = had_r$0$q;
        head$1$clock = clock;
        tail$1$clock = clock;
        count$1$clock = clock;
        state$1$clock = clock;
        out_port$1$clock = clock;
        out_vc_r$1$clock = clock;
        cons$1$clock = clock;
        len$1$clock = clock;
        cnt$1$clock = clock;
        last_f$1$clock = clock;
        had_r$1$clock = clock;
        state$1$d = state$1$q;
        out_port$1$d = out_port$1$q;
        out_vc_r$1$d = out_vc_r$1$q;
        cons$1$d = cons$1$q;
        len$1$d = len$1$q;
        cnt$1$d = cnt$1$q;
        last_f$1$d = last_f$1$q;
        had_r$1$d = had_r$1$q;
        head$2$clock = clock;
        tail$2$clock = clock;
        count$2$clock = clock;
        state$2$clock = clock;
        out_port$2$clock = clock;
        out_vc_r$2$clock = clock;
        cons$2$clock = clock;
        len$2$clock = clock;
        cnt$2$clock = clock;
        last_f$2$clock = clock;
        had_r$2$clock = clock;
        state$2$d = state$2$q;
        out_port$2$d = out_port$2$q;
        out_vc_r$2$d = out_vc_r$2$q;
        cons$2$d = cons$2$q;
        len$2$d = len$2$q;
        cnt$2$d = cnt$2$q;
        last_f$2$d = last_f$2$q;
        had_r$2$d = had_r$2$q;
        head$3$clock = clock;
        tail$3$clock = clock;
        count$3$clock = clock;
        state$3$clock = clock;
        out_port$3$clock = clock;
        out_vc_r$3$clock = clock;
        cons$3$clock = clock;
        len$3$clock = clock;
        cnt$3$clock = clock;
        last_f$3$clock = clock;
        had_r$3$clock = clock;
        state$3$d = state$3$q;
        out_port$3$d = out_port$3$q;
        out_vc_r$3$d = out_vc_r$3$q;
        cons$3$d = cons$3$q;
        len$3$d = len$3$q;
        cnt$3$d = cnt$3$q;
        last_f$3$d = last_f$3$q;
        had_r$3$d = had_r$3$q;
        head$4$clock = clock;
        tail$4$clock = clock;
        count$4$clock = clock;
        state$4$clock = clock;
        out_port$4$clock = clock;
        out_vc_r$4$clock = clock;
        cons$4$clock = clock;
        len$4$clock = clock;
        cnt$4$clock = clock;
        last_f$4$clock = clock;
        had_r$4$clock = clock;
        state$4$d = state$4$q;
        out_port$4$d = out_port$4$q;
        out_vc_r$4$d = out_vc_r$4$q;
        cons$4$d = cons$4$q;
        len$4$d = len$4$q;
        cnt$4$d = cnt$4$q;
        last_f$4$d = last_f$4$q;
        had_r$4$d = had_r$4$q;
        head$5$clock = clock;
        tail$5$clock = clock;
        count$5$clock = clock;
        state$5$clock = clock;
        out_port$5$clock = clock;
        out_vc_r$5$clock = clock;
        cons$5$clock = clock;
        len$5$clock = clock;
        cnt$5$clock = clock;
        last_f$5$clock = clock;
        had_r$5$clock = clock;
        state$5$d = state$5$q;
        out_port$5$d = out_port$5$q;
        out_vc_r$5$d = out_vc_r$5$q;
        cons$5$d = cons$5$q;
        len$5$d = len$5$q;
        cnt$5$d = cnt$5$q;
        last_f$5$d = last_f$5$q;
        had_r$5$d = had_r$5$q;
        head$6$clock = clock;
        tail$6$clock = clock;
        count$6$clock = clock;
        state$6$clock = clock;
        out_port$6$clock = clock;
        out_vc_r$6$clock = clock;
        cons$6$clock = clock;
        len$6$clock = clock;
        cnt$6$clock = clock;
        last_f$6$clock = clock;
        had_r$6$clock = clock;
        state$6$d = state$6$q;
        out_port$6$d = out_port$6$q;
        out_vc_r$6$d = out_vc_r$6$q;
        cons$6$d = cons$6$q;
        len$6$d = len$6$q;
        cnt$6$d = cnt$6$q;
        last_f$6$d = last_f$6$q;
        had_r$6$d = had_r$6$q;
        head$7$clock = clock;
        tail$7$clock = clock;
        count$7$clock = clock;
        state$7$clock = clock;
        out_port$7$clock = clock;
        out_vc_r$7$clock = clock;
        cons$7$clock = clock;
        len$7$clock = clock;
        cnt$7$clock = clock;
        last_f$7$clock = clock;
        had_r$7$clock = clock;
        state$7$d = state$7$q;
        out_port$7$d = out_port$7$q;
        out_vc_r$7$d = out_vc_r$7$q;
        cons$7$d = cons$7$q;
        len$7$d = len$7$q;
        cnt$7$d = cnt$7$q;
        last_f$7$d = last_f$7$q;
        had_r$7$d = had_r$7$q;
        head$8$clock = clock;
        tail$8$clock = clock;
        count$8$clock = clock;
        state$8$clock = clock;
        out_port$8$clock = clock;
        out_vc_r$8$clock = clock;
        cons$8$clock = clock;
        len$8$clock = clock;
        cnt$8$clock = clock;
        last_f$8$clock = clock;
        had_r$8$clock = clock;
        state$8$d = state$8$q;
        out_port$8$d = out_port$8$q;
        out_vc_r$8$d = out_vc_r$8$q;
        cons$8$d = cons$8$q;
        len$8$d = len$8$q;
        cnt$8$d = cnt$8$q;
        last_f$8$d = last_f$8$q;
        had_r$8$d = had_r$8$q;
        spent$0$clock = clock;
        spent$1$clock = clock;
        spent$2$clock = clock;
        spent$3$clock = clock;
        spent$4$clock = clock;
        spent$5$clock = clock;
        spent$6$clock = clock;
        spent$7$clock = clock;
        cons_spent$0$clock = clock;
        cons_reg_tag$0$clock = clock;
        cons_reg_data$0$clock = clock;
        cons_reg_tag$0$d = 32'h0;
        cons_reg_data$0$d = 32'h0;
        cons_spent$1$clock = clock;
        cons_reg_tag$1$clock = clock;
        cons_reg_data$1$clock = clock;
        cons_reg_tag$1$d = 32'h0;
        cons_reg_data$1$d = 32'h0;
        cons_spent$2$clock = clock;
        cons_reg_tag$2$clock = clock;
        cons_reg_data$2$clock = clock;
        cons_reg_tag$2$d = 32'h0;
        cons_reg_data$2$d = 32'h0;
        cons_spent$3$clock = clock;
        cons_reg_tag$3$clock = clock;
        cons_reg_data$3$clock = clock;
        cons_reg_tag$3$d = 32'h0;
        cons_reg_data$3$d = 32'h0;
        out_reg_tag$0$clock = clock;
        out_reg_vc$0$clock = clock;
        out_reg_data$0$clock = clock;
        out_reg_tag$0$d = 32'h0;
        out_reg_vc$0$d = 32'h0;
        out_reg_data$0$d = 32'h0;
        out_reg_tag$1$clock = clock;
        out_reg_vc$1$clock = clock;
        out_reg_data$1$clock = clock;
        out_reg_tag$1$d = 32'h0;
        out_reg_vc$1$d = 32'h0;
        out_reg_data$1$d = 32'h0;
        out_reg_tag$2$clock = clock;
        out_reg_vc$2$clock = clock;
        out_reg_data$2$clock = clock;
        out_reg_tag$2$d = 32'h0;
        out_reg_vc$2$d = 32'h0;
        out_reg_data$2$d = 32'h0;
        out_reg_tag$3$clock = clock;
        out_reg_vc$3$clock = clock;
        out_reg_data$3$clock = clock;
        out_reg_tag$3$d = 32'h0;
        out_reg_vc$3$d = 32'h0;
        out_reg_data$3$d = 32'h0;
        held$clock = clock;
        cons_held$clock = clock;
        rr$clock = clock;
        bad_reg$clock = clock;
        front_tag$0 = 32'h0;
        front_data$0 = 32'h0;
        if (head$0$q == ptr_index$0) begin
            front_tag$0 = buf_tag$0$q;
            front_data$0 = buf_data$0$q;
        end
        front_tag$1 = 32'h0;
        front_data$1 = 32'h0;
        if (head$1$q == ptr_index$0) begin
            front_tag$1 = buf_tag$1$q;
            front_data$1 = buf_data$1$q;
        end
        front_tag$2 = 32'h0;
        front_data$2 = 32'h0;
        if (head$2$q == ptr_index$0) begin
            front_tag$2 = buf_tag$2$q;
            front_data$2 = buf_data$2$q;
        end
        front_tag$3 = 32'h0;
        front_data$3 = 32'h0;
        if (head$3$q == ptr_index$0) begin
            front_tag$3 = buf_tag$3$q;
            front_data$3 = buf_data$3$q;
        end
        front_tag$4 = 32'h0;
        front_data$4 = 32'h0;
        if (head$4$q == ptr_index$0) begin
            front_tag$4 = buf_tag$4$q;
            front_data$4 = buf_data$4$q;
        end
        front_tag$5 = 32'h0;
        front_data$5 = 32'h0;
        if (head$5$q == ptr_index$0) begin
            front_tag$5 = buf_tag$5$q;
            front_data$5 = buf_data$5$q;
        end
        front_tag$6 = 32'h0;
        front_data$6 = 32'h0;
        if (head$6$q == ptr_index$0) begin
            front_tag$6 = buf_tag$6$q;
            front_data$6 = buf_data$6$q;
        end
        front_tag$7 = 32'h0;
        front_data$7 = 32'h0;
        if (head$7$q == ptr_index$0) begin
            front_tag$7 = buf_tag$7$q;
            front_data$7 = buf_data$7$q;
        end
        front_tag$8 = 32'h0;
        front_data$8 = 32'h0;
        if (head$8$q == ptr_index$0) begin
            front_tag$8 = buf_tag$8$q;
            front_data$8 = buf_data$8$q;
        end
        plan$0$has = count$0$q != 32'h0;
        plan$0$tag = front_tag$0;
        plan$0$data = front_data$0;
        plan$0$state = state$0$q;
        plan$0$has_out = |out_port$0$q;
        plan$0$has_cons = |cons$0$q;
        plan$0$len = len$0$q;
        plan$0$cnt = cnt$0$q;
        plan$0$last_f = last_f$0$q;
        plan$0$had_r = had_r$0$q;
        plan$1$has = count$1$q != 32'h0;
        plan$1$tag = front_tag$1;
        plan$1$data = front_data$1;
        plan$1$state = state$1$q;
        plan$1$has_out = |out_port$1$q;
        plan$1$has_cons = |cons$1$q;
        plan$1$len = len$1$q;
        plan$1$cnt = cnt$1$q;
        plan$1$last_f = last_f$1$q;
        plan$1$had_r = had_r$1$q;
        plan$2$has = count$2$q != 32'h0;
        plan$2$tag = front_tag$2;
        plan$2$data = front_data$2;
        plan$2$state = state$2$q;
        plan$2$has_out = |out_port$2$q;
        plan$2$has_cons = |cons$2$q;
        plan$2$len = len$2$q;
        plan$2$cnt = cnt$2$q;
        plan$2$last_f = last_f$2$q;
        plan$2$had_r = had_r$2$q;
        plan$3$has = count$3$q != 32'h0;
        plan$3$tag = front_tag$3;
        plan$3$data = front_data$3;
        plan$3$state = state$3$q;
        plan$3$has_out = |out_port$3$q;
        plan$3$has_cons = |cons$3$q;
        plan$3$len = len$3$q;
        plan$3$cnt = cnt$3$q;
        plan$3$last_f = last_f$3$q;
        plan$3$had_r = had_r$3$q;
        plan$4$has = count$4$q != 32'h0;
        plan$4$tag = front_tag$4;
        plan$4$data = front_data$4;
        plan$4$state = state$4$q;
        plan$4$has_out = |out_port$4$q;
        plan$4$has_cons = |cons$4$q;
        plan$4$len = len$4$q;
        plan$4$cnt = cnt$4$q;
        plan$4$last_f = last_f$4$q;
        plan$4$had_r = had_r$4$q;
        plan$5$has = count$5$q != 32'h0;
        plan$5$tag = front_tag$5;
        plan$5$data = front_data$5;
        plan$5$state = state$5$q;
        plan$5$has_out = |out_port$5$q;
        plan$5$has_cons = |cons$5$q;
        plan$5$len = len$5$q;
        plan$5$cnt = cnt$5$q;
        plan$5$last_f = last_f$5$q;
        plan$5$had_r = had_r$5$q;
        plan$6$has = count$6$q != 32'h0;
        plan$6$tag = front_tag$6;
        plan$6$data = front_data$6;
        plan$6$state = state$6$q;
        plan$6$has_out = |out_port$6$q;
        plan$6$has_cons = |cons$6$q;
        plan$6$len = len$6$q;
        plan$6$cnt = cnt$6$q;
        plan$6$last_f = last_f$6$q;
        plan$6$had_r = had_r$6$q;
        plan$7$has = count$7$q != 32'h0;
        plan$7$tag = front_tag$7;
        plan$7$data = front_data$7;
        plan$7$state = state$7$q;
        plan$7$has_out = |out_port$7$q;
        plan$7$has_cons = |cons$7$q;
        plan$7$len = len$7$q;
        plan$7$cnt = cnt$7$q;
        plan$7$last_f = last_f$7$q;
        plan$7$had_r = had_r$7$q;
        plan$8$has = count$8$q != 32'h0;
        plan$8$tag = front_tag$8;
        plan$8$data = front_data$8;
        plan$8$state = state$8$q;
        plan$8$has_out = |out_port$8$q;
        plan$8$has_cons = |cons$8$q;
        plan$8$len = len$8$q;
        plan$8$cnt = cnt$8$q;
        plan$8$last_f = last_f$8$q;
        plan$8$had_r = had_r$8$q;
        alloc$out_port$0 = out_port$0$q;
        alloc$out_vc_r$0 = out_vc_r$0$q;
        alloc$cons$0 = cons$0$q;
        alloc$net_alloc$0 = plan$0$net_alloc;
        alloc$net_dir$0 = plan$0$net_dir;
        alloc$cons_alloc$0 = plan$0$cons_alloc;
        alloc$send$0 = plan$0$send;
        alloc$net_need$0 = plan$0$net_need;
        alloc$cons_need$0 = plan$0$cons_need;
        alloc$discard$0 = plan$0$discard;
        alloc$pop$0 = plan$0$pop;
        alloc$bad$0 = plan$0$bad;
        alloc$out_port$1 = out_port$1$q;
        alloc$out_vc_r$1 = out_vc_r$1$q;
        alloc$cons$1 = cons$1$q;
        alloc$net_alloc$1 = plan$1$net_alloc;
        alloc$net_dir$1 = plan$1$net_dir;
        alloc$cons_alloc$1 = plan$1$cons_alloc;
        alloc$send$1 = plan$1$send;
        alloc$net_need$1 = plan$1$net_need;
        alloc$cons_need$1 = plan$1$cons_need;
        alloc$discard$1 = plan$1$discard;
        alloc$pop$1 = plan$1$pop;
        alloc$bad$1 = plan$1$bad;
        alloc$out_port$2 = out_port$2$q;
        alloc$out_vc_r$2 = out_vc_r$2$q;
        alloc$cons$2 = cons$2$q;
        alloc$net_alloc$2 = plan$2$net_alloc;
        alloc$net_dir$2 = plan$2$net_dir;
        alloc$cons_alloc$2 = plan$2$cons_alloc;
        alloc$send$2 = plan$2$send;
        alloc$net_need$2 = plan$2$net_need;
        alloc$cons_need$2 = plan$2$cons_need;
        alloc$discard$2 = plan$2$discard;
        alloc$pop$2 = plan$2$pop;
        alloc$bad$2 = plan$2$bad;
        alloc$out_port$3 = out_port$3$q;
        alloc$out_vc_r$3 = out_vc_r$3$q;
        alloc$cons$3 = cons$3$q;
        alloc$net_alloc$3 = plan$3$net_alloc;
        alloc$net_dir$3 = plan$3$net_dir;
        alloc$cons_alloc$3 = plan$3$cons_alloc;
        alloc$send$3 = plan$3$send;
        alloc$net_need$3 = plan$3$net_need;
        alloc$cons_need$3 = plan$3$cons_need;
        alloc$discard$3 = plan$3$discard;
        alloc$pop$3 = plan$3$pop;
        alloc$bad$3 = plan$3$bad;
        alloc$out_port$4 = out_port$4$q;
        alloc$out_vc_r$4 = out_vc_r$4$q;
        alloc$cons$4 = cons$4$q;
        alloc$net_alloc$4 = plan$4$net_alloc;
        alloc$net_dir$4 = plan$4$net_dir;
        alloc$cons_alloc$4 = plan$4$cons_alloc;
        alloc$send$4 = plan$4$send;
        alloc$net_need$4 = plan$4$net_need;
        alloc$cons_need$4 = plan$4$cons_need;
        alloc$discard$4 = plan$4$discard;
        alloc$pop$4 = plan$4$pop;
        alloc$bad$4 = plan$4$bad;
        alloc$out_port$5 = out_port$5$q;
        alloc$out_vc_r$5 = out_vc_r$5$q;
        alloc$cons$5 = cons$5$q;
        alloc$net_alloc$5 = plan$5$net_alloc;
        alloc$net_dir$5 = plan$5$net_dir;
        alloc$cons_alloc$5 = plan$5$cons_alloc;
        alloc$send$5 = plan$5$send;
        alloc$net_need$5 = plan$5$net_need;
        alloc$cons_need$5 = plan$5$cons_need;
        alloc$discard$5 = plan$5$discard;
        alloc$pop$5 = plan$5$pop;
        alloc$bad$5 = plan$5$bad;
        alloc$out_port$6 = out_port$6$q;
        alloc$out_vc_r$6 = out_vc_r$6$q;
        alloc$cons$6 = cons$6$q;
        alloc$net_alloc$6 = plan$6$net_alloc;
        alloc$net_dir$6 = plan$6$net_dir;
        alloc$cons_alloc$6 = plan$6$cons_alloc;
        alloc$send$6 = plan$6$send;
        alloc$net_need$6 = plan$6$net_need;
        alloc$cons_need$6 = plan$6$cons_need;
        alloc$discard$6 = plan$6$discard;
        alloc$pop$6 = plan$6$pop;
        alloc$bad$6 = plan$6$bad;
        alloc$out_port$7 = out_port$7$q;
        alloc$out_vc_r$7 = out_vc_r$7$q;
        alloc$cons$7 = cons$7$q;
        alloc$net_alloc$7 = plan$7$net_alloc;
        alloc$net_dir$7 = plan$7$net_dir;
        alloc$cons_alloc$7 = plan$7$cons_alloc;
        alloc$send$7 = plan$7$send;
        alloc$net_need$7 = plan$7$net_need;
        alloc$cons_need$7 = plan$7$cons_need;
        alloc$discard$7 = plan$7$discard;
        alloc$pop$7 = plan$7$pop;
        alloc$bad$7 = plan$7$bad;
        alloc$out_port$8 = out_port$8$q;
        alloc$out_vc_r$8 = out_vc_r$8$q;
        alloc$cons$8 = cons$8$q;
        alloc$net_alloc$8 = plan$8$net_alloc;
        alloc$net_dir$8 = plan$8$net_dir;
        alloc$cons_alloc$8 = plan$8$cons_alloc;
        alloc$send$8 = plan$8$send;
        alloc$net_need$8 = plan$8$net_need;
        alloc$cons_need$8 = plan$8$cons_need;
        alloc$discard$8 = plan$8$discard;
        alloc$pop$8 = plan$8$pop;
        alloc$bad$8 = plan$8$bad;
        alloc$spent$0 = spent$0$q;
        alloc$spent$1 = spent$1$q;
        alloc$spent$2 = spent$2$q;
        alloc$spent$3 = spent$3$q;
        alloc$spent$4 = spent$4$q;
        alloc$spent$5 = spent$5$q;
        alloc$spent$6 = spent$6$q;
        alloc$spent$7 = spent$7$q;
        alloc$cons_spent$0 = cons_spent$0$q;
        alloc$cons_spent$1 = cons_spent$1$q;
        alloc$cons_spent$2 = cons_spent$2$q;
        alloc$cons_spent$3 = cons_spent$3$q;
        alloc$held = held$q;
        alloc$cons_held = cons_held$q;
        alloc$rr = rr$q;
        credit_in = 32'h0;
        credit_one = out_credit$0;
        credit_in = credit_in | (((credit_one) & 8'hff) << port_shift$0);
        credit_one = out_credit$1;
        credit_in = credit_in | (((credit_one) & 8'hff) << port_shift$1);
        credit_one = out_credit$2;
        credit_in = credit_in | (((credit_one) & 8'hff) << port_shift$2);
        credit_one = out_credit$3;
        credit_in = credit_in | (((credit_one) & 8'hff) << port_shift$3);
        in_credit$0 = 32'h0;
        in_credit$0 = (in_credit$0 & ~(1 << (0)) | ((alloc$pop_now[0 * 2 + 0]) << (0)));
        in_credit$0 = (in_credit$0 & ~(1 << (1)) | ((alloc$pop_now[0 * 2 + 1]) << (1)));
        in_credit$1 = 32'h0;
        in_credit$1 = (in_credit$1 & ~(1 << (0)) | ((alloc$pop_now[1 * 2 + 0]) << (0)));
        in_credit$1 = (in_credit$1 & ~(1 << (1)) | ((alloc$pop_now[1 * 2 + 1]) << (1)));
        in_credit$2 = 32'h0;
        in_credit$2 = (in_credit$2 & ~(1 << (0)) | ((alloc$pop_now[2 * 2 + 0]) << (0)));
        in_credit$2 = (in_credit$2 & ~(1 << (1)) | ((alloc$pop_now[2 * 2 + 1]) << (1)));
        in_credit$3 = 32'h0;
        in_credit$3 = (in_credit$3 & ~(1 << (0)) | ((alloc$pop_now[3 * 2 + 0]) << (0)));
        in_credit$3 = (in_credit$3 & ~(1 << (1)) | ((alloc$pop_now[3 * 2 + 1]) << (1)));
        inj_credit$0 = alloc$pop_now[32'h4 * 2 + 0];
        bad = bad_reg$q;
        out_tag$0 = out_reg_tag$0$q;
        out_vc$0 = out_reg_vc$0$q;
        out_data$0 = out_reg_data$0$q;
        out_tag$1 = out_reg_tag$1$q;
        out_vc$1 = out_reg_vc$1$q;
        out_data$1 = out_reg_data$1$q;
        out_tag$2 = out_reg_tag$2$q;
        out_vc$2 = out_reg_vc$2$q;
        out_data$2 = out_reg_data$2$q;
        out_tag$3 = out_reg_tag$3$q;
        out_vc$3 = out_reg_vc$3$q;
        out_data$3 = out_reg_data$3$q;
        cons_tag$0 = cons_reg_tag$0$q;
        cons_data$0 = cons_reg_data$0$q;
        cons_tag$1 = cons_reg_tag$1$q;
        cons_data$1 = cons_reg_data$1$q;
        cons_tag$2 = cons_reg_tag$2$q;
        cons_data$2 = cons_reg_data$2$q;
        cons_tag$3 = cons_reg_tag$3$q;
        cons_data$3 = cons_reg_data$3$q;
        held_d = held$q;
        cons_held_d = cons_held$q;
        cred_d$0 = spent$0$q;
        cred_d$1 = spent$1$q;
        cred_d$2 = spent$2$q;
        cred_d$3 = spent$3$q;
        cred_d$4 = spent$4$q;
        cred_d$5 = spent$5$q;
        cred_d$6 = spent$6$q;
        cred_d$7 = spent$7$q;
        cons_cred_d$0 = cons_spent$0$q;
        cons_cred_d$1 = cons_spent$1$q;
        cons_cred_d$2 = cons_spent$2$q;
        cons_cred_d$3 = cons_spent$3$q;
        count_d$0 = count$0$q;
        head_d$0 = head$0$q;
        tail_d$0 = tail$0$q;
        if (plan$0$discard | plan$0$goto | (plan$0$send & alloc$grant$0)) begin
            state$0$d = plan$0$next_state;
        end
        if (alloc$pop_now[0]) begin
            count_d$0 = count$0$q - 32'h1;
            if (head$0$q == ptr_last) begin
                head_d$0 = 32'h0;
            end
            else begin
                head_d$0 = head$0$q + 32'h1;
            end
        end
        if (plan$0$send & alloc$grant$0) begin
            if (plan$0$net_need) begin
                out_port$0$d = alloc$net_port$0;
                out_vc_r$0$d = alloc$g_vc_num$0;
                if (alloc$net_port$0[0]) begin
                    out_reg_tag$0$d = plan$0$send_tag;
                    out_reg_vc$0$d = alloc$g_vc_num$0;
                    out_reg_data$0$d = plan$0$send_data;
                    if (alloc$g_vc$0[0]) begin
                        cred_d$0 = cred_d$0 + 32'h1;
                        if (plan$0$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$0[1]) begin
                        cred_d$1 = cred_d$1 + 32'h1;
                        if (plan$0$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$0[1]) begin
                    out_reg_tag$1$d = plan$0$send_tag;
                    out_reg_vc$1$d = alloc$g_vc_num$0;
                    out_reg_data$1$d = plan$0$send_data;
                    if (alloc$g_vc$0[0]) begin
                        cred_d$2 = cred_d$2 + 32'h1;
                        if (plan$0$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$0[1]) begin
                        cred_d$3 = cred_d$3 + 32'h1;
                        if (plan$0$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$0[2]) begin
                    out_reg_tag$2$d = plan$0$send_tag;
                    out_reg_vc$2$d = alloc$g_vc_num$0;
                    out_reg_data$2$d = plan$0$send_data;
                    if (alloc$g_vc$0[0]) begin
                        cred_d$4 = cred_d$4 + 32'h1;
                        if (plan$0$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$0[1]) begin
                        cred_d$5 = cred_d$5 + 32'h1;
                        if (plan$0$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$0[3]) begin
                    out_reg_tag$3$d = plan$0$send_tag;
                    out_reg_vc$3$d = alloc$g_vc_num$0;
                    out_reg_data$3$d = plan$0$send_data;
                    if (alloc$g_vc$0[0]) begin
                        cred_d$6 = cred_d$6 + 32'h1;
                        if (plan$0$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$0[1]) begin
                        cred_d$7 = cred_d$7 + 32'h1;
                        if (plan$0$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan$0$cons_need) begin
                cons$0$d = alloc$g_cons$0;
                if (alloc$g_cons$0[0]) begin
                    cons_reg_tag$0$d = plan$0$send_tag;
                    cons_reg_data$0$d = plan$0$send_data;
                    cons_cred_d$0 = cons_cred_d$0 + 32'h1;
                    if (plan$0$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc$g_cons$0[1]) begin
                    cons_reg_tag$1$d = plan$0$send_tag;
                    cons_reg_data$1$d = plan$0$send_data;
                    cons_cred_d$1 = cons_cred_d$1 + 32'h1;
                    if (plan$0$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc$g_cons$0[2]) begin
                    cons_reg_tag$2$d = plan$0$send_tag;
                    cons_reg_data$2$d = plan$0$send_data;
                    cons_cred_d$2 = cons_cred_d$2 + 32'h1;
                    if (plan$0$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc$g_cons$0[3]) begin
                    cons_reg_tag$3$d = plan$0$send_tag;
                    cons_reg_data$3$d = plan$0$send_data;
                    cons_cred_d$3 = cons_cred_d$3 + 32'h1;
                    if (plan$0$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan$0$latch) begin
                len$0$d = plan$0$latch_len;
                cnt$0$d = 32'h0;
                last_f$0$d = plan$0$latch_f;
                had_r$0$d = plan$0$latch_r;
            end
            if (plan$0$body) begin
                cnt$0$d = cnt$0$q + 32'h1;
            end
            if (plan$0$free_held) begin
                out_port$0$d = 32'h0;
                cons$0$d = 32'h0;
            end
        end
        count_d$1 = count$1$q;
        head_d$1 = head$1$q;
        tail_d$1 = tail$1$q;
        if (plan$1$discard | plan$1$goto | (plan$1$send & alloc$grant$1)) begin
            state$1$d = plan$1$next_state;
        end
        if (alloc$pop_now[1]) begin
            count_d$1 = count$1$q - 32'h1;
            if (head$1$q == ptr_last) begin
                head_d$1 = 32'h0;
            end
            else begin
                head_d$1 = head$1$q + 32'h1;
            end
        end
        if (plan$1$send & alloc$grant$1) begin
            if (plan$1$net_need) begin
                out_port$1$d = alloc$net_port$1;
                out_vc_r$1$d = alloc$g_vc_num$1;
                if (alloc$net_port$1[0]) begin
                    out_reg_tag$0$d = plan$1$send_tag;
                    out_reg_vc$0$d = alloc$g_vc_num$1;
                    out_reg_data$0$d = plan$1$send_data;
                    if (alloc$g_vc$1[0]) begin
                        cred_d$0 = cred_d$0 + 32'h1;
                        if (plan$1$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$1[1]) begin
                        cred_d$1 = cred_d$1 + 32'h1;
                        if (plan$1$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$1[1]) begin
                    out_reg_tag$1$d = plan$1$send_tag;
                    out_reg_vc$1$d = alloc$g_vc_num$1;
                    out_reg_data$1$d = plan$1$send_data;
                    if (alloc$g_vc$1[0]) begin
                        cred_d$2 = cred_d$2 + 32'h1;
                        if (plan$1$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$1[1]) begin
                        cred_d$3 = cred_d$3 + 32'h1;
                        if (plan$1$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$1[2]) begin
                    out_reg_tag$2$d = plan$1$send_tag;
                    out_reg_vc$2$d = alloc$g_vc_num$1;
                    out_reg_data$2$d = plan$1$send_data;
                    if (alloc$g_vc$1[0]) begin
                        cred_d$4 = cred_d$4 + 32'h1;
                        if (plan$1$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$1[1]) begin
                        cred_d$5 = cred_d$5 + 32'h1;
                        if (plan$1$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$1[3]) begin
                    out_reg_tag$3$d = plan$1$send_tag;
                    out_reg_vc$3$d = alloc$g_vc_num$1;
                    out_reg_data$3$d = plan$1$send_data;
                    if (alloc$g_vc$1[0]) begin
                        cred_d$6 = cred_d$6 + 32'h1;
                        if (plan$1$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$1[1]) begin
                        cred_d$7 = cred_d$7 + 32'h1;
                        if (plan$1$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan$1$cons_need) begin
                cons$1$d = alloc$g_cons$1;
                if (alloc$g_cons$1[0]) begin
                    cons_reg_tag$0$d = plan$1$send_tag;
                    cons_reg_data$0$d = plan$1$send_data;
                    cons_cred_d$0 = cons_cred_d$0 + 32'h1;
                    if (plan$1$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc$g_cons$1[1]) begin
                    cons_reg_tag$1$d = plan$1$send_tag;
                    cons_reg_data$1$d = plan$1$send_data;
                    cons_cred_d$1 = cons_cred_d$1 + 32'h1;
                    if (plan$1$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc$g_cons$1[2]) begin
                    cons_reg_tag$2$d = plan$1$send_tag;
                    cons_reg_data$2$d = plan$1$send_data;
                    cons_cred_d$2 = cons_cred_d$2 + 32'h1;
                    if (plan$1$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc$g_cons$1[3]) begin
                    cons_reg_tag$3$d = plan$1$send_tag;
                    cons_reg_data$3$d = plan$1$send_data;
                    cons_cred_d$3 = cons_cred_d$3 + 32'h1;
                    if (plan$1$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan$1$latch) begin
                len$1$d = plan$1$latch_len;
                cnt$1$d = 32'h0;
                last_f$1$d = plan$1$latch_f;
                had_r$1$d = plan$1$latch_r;
            end
            if (plan$1$body) begin
                cnt$1$d = cnt$1$q + 32'h1;
            end
            if (plan$1$free_held) begin
                out_port$1$d = 32'h0;
                cons$1$d = 32'h0;
            end
        end
        count_d$2 = count$2$q;
        head_d$2 = head$2$q;
        tail_d$2 = tail$2$q;
        if (plan$2$discard | plan$2$goto | (plan$2$send & alloc$grant$2)) begin
            state$2$d = plan$2$next_state;
        end
        if (alloc$pop_now[2]) begin
            count_d$2 = count$2$q - 32'h1;
            if (head$2$q == ptr_last) begin
                head_d$2 = 32'h0;
            end
            else begin
                head_d$2 = head$2$q + 32'h1;
            end
        end
        if (plan$2$send & alloc$grant$2) begin
            if (plan$2$net_need) begin
                out_port$2$d = alloc$net_port$2;
                out_vc_r$2$d = alloc$g_vc_num$2;
                if (alloc$net_port$2[0]) begin
                    out_reg_tag$0$d = plan$2$send_tag;
                    out_reg_vc$0$d = alloc$g_vc_num$2;
                    out_reg_data$0$d = plan$2$send_data;
                    if (alloc$g_vc$2[0]) begin
                        cred_d$0 = cred_d$0 + 32'h1;
                        if (plan$2$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$2[1]) begin
                        cred_d$1 = cred_d$1 + 32'h1;
                        if (plan$2$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$2[1]) begin
                    out_reg_tag$1$d = plan$2$send_tag;
                    out_reg_vc$1$d = alloc$g_vc_num$2;
                    out_reg_data$1$d = plan$2$send_data;
                    if (alloc$g_vc$2[0]) begin
                        cred_d$2 = cred_d$2 + 32'h1;
                        if (plan$2$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$2[1]) begin
                        cred_d$3 = cred_d$3 + 32'h1;
                        if (plan$2$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$2[2]) begin
                    out_reg_tag$2$d = plan$2$send_tag;
                    out_reg_vc$2$d = alloc$g_vc_num$2;
                    out_reg_data$2$d = plan$2$send_data;
                    if (alloc$g_vc$2[0]) begin
                        cred_d$4 = cred_d$4 + 32'h1;
                        if (plan$2$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$2[1]) begin
                        cred_d$5 = cred_d$5 + 32'h1;
                        if (plan$2$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$2[3]) begin
                    out_reg_tag$3$d = plan$2$send_tag;
                    out_reg_vc$3$d = alloc$g_vc_num$2;
                    out_reg_data$3$d = plan$2$send_data;
                    if (alloc$g_vc$2[0]) begin
                        cred_d$6 = cred_d$6 + 32'h1;
                        if (plan$2$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$2[1]) begin
                        cred_d$7 = cred_d$7 + 32'h1;
                        if (plan$2$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan$2$cons_need) begin
                cons$2$d = alloc$g_cons$2;
                if (alloc$g_cons$2[0]) begin
                    cons_reg_tag$0$d = plan$2$send_tag;
                    cons_reg_data$0$d = plan$2$send_data;
                    cons_cred_d$0 = cons_cred_d$0 + 32'h1;
                    if (plan$2$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc$g_cons$2[1]) begin
                    cons_reg_tag$1$d = plan$2$send_tag;
                    cons_reg_data$1$d = plan$2$send_data;
                    cons_cred_d$1 = cons_cred_d$1 + 32'h1;
                    if (plan$2$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc$g_cons$2[2]) begin
                    cons_reg_tag$2$d = plan$2$send_tag;
                    cons_reg_data$2$d = plan$2$send_data;
                    cons_cred_d$2 = cons_cred_d$2 + 32'h1;
                    if (plan$2$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc$g_cons$2[3]) begin
                    cons_reg_tag$3$d = plan$2$send_tag;
                    cons_reg_data$3$d = plan$2$send_data;
                    cons_cred_d$3 = cons_cred_d$3 + 32'h1;
                    if (plan$2$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan$2$latch) begin
                len$2$d = plan$2$latch_len;
                cnt$2$d = 32'h0;
                last_f$2$d = plan$2$latch_f;
                had_r$2$d = plan$2$latch_r;
            end
            if (plan$2$body) begin
                cnt$2$d = cnt$2$q + 32'h1;
            end
            if (plan$2$free_held) begin
                out_port$2$d = 32'h0;
                cons$2$d = 32'h0;
            end
        end
        count_d$3 = count$3$q;
        head_d$3 = head$3$q;
        tail_d$3 = tail$3$q;
        if (plan$3$discard | plan$3$goto | (plan$3$send & alloc$grant$3)) begin
            state$3$d = plan$3$next_state;
        end
        if (alloc$pop_now[3]) begin
            count_d$3 = count$3$q - 32'h1;
            if (head$3$q == ptr_last) begin
                head_d$3 = 32'h0;
            end
            else begin
                head_d$3 = head$3$q + 32'h1;
            end
        end
        if (plan$3$send & alloc$grant$3) begin
            if (plan$3$net_need) begin
                out_port$3$d = alloc$net_port$3;
                out_vc_r$3$d = alloc$g_vc_num$3;
                if (alloc$net_port$3[0]) begin
                    out_reg_tag$0$d = plan$3$send_tag;
                    out_reg_vc$0$d = alloc$g_vc_num$3;
                    out_reg_data$0$d = plan$3$send_data;
                    if (alloc$g_vc$3[0]) begin
                        cred_d$0 = cred_d$0 + 32'h1;
                        if (plan$3$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$3[1]) begin
                        cred_d$1 = cred_d$1 + 32'h1;
                        if (plan$3$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$3[1]) begin
                    out_reg_tag$1$d = plan$3$send_tag;
                    out_reg_vc$1$d = alloc$g_vc_num$3;
                    out_reg_data$1$d = plan$3$send_data;
                    if (alloc$g_vc$3[0]) begin
                        cred_d$2 = cred_d$2 + 32'h1;
                        if (plan$3$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$3[1]) begin
                        cred_d$3 = cred_d$3 + 32'h1;
                        if (plan$3$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$3[2]) begin
                    out_reg_tag$2$d = plan$3$send_tag;
                    out_reg_vc$2$d = alloc$g_vc_num$3;
                    out_reg_data$2$d = plan$3$send_data;
                    if (alloc$g_vc$3[0]) begin
                        cred_d$4 = cred_d$4 + 32'h1;
                        if (plan$3$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$3[1]) begin
                        cred_d$5 = cred_d$5 + 32'h1;
                        if (plan$3$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$3[3]) begin
                    out_reg_tag$3$d = plan$3$send_tag;
                    out_reg_vc$3$d = alloc$g_vc_num$3;
                    out_reg_data$3$d = plan$3$send_data;
                    if (alloc$g_vc$3[0]) begin
                        cred_d$6 = cred_d$6 + 32'h1;
                        if (plan$3$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$3[1]) begin
                        cred_d$7 = cred_d$7 + 32'h1;
                        if (plan$3$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan$3$cons_need) begin
                cons$3$d = alloc$g_cons$3;
                if (alloc$g_cons$3[0]) begin
                    cons_reg_tag$0$d = plan$3$send_tag;
                    cons_reg_data$0$d = plan$3$send_data;
                    cons_cred_d$0 = cons_cred_d$0 + 32'h1;
                    if (plan$3$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc$g_cons$3[1]) begin
                    cons_reg_tag$1$d = plan$3$send_tag;
                    cons_reg_data$1$d = plan$3$send_data;
                    cons_cred_d$1 = cons_cred_d$1 + 32'h1;
                    if (plan$3$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc$g_cons$3[2]) begin
                    cons_reg_tag$2$d = plan$3$send_tag;
                    cons_reg_data$2$d = plan$3$send_data;
                    cons_cred_d$2 = cons_cred_d$2 + 32'h1;
                    if (plan$3$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc$g_cons$3[3]) begin
                    cons_reg_tag$3$d = plan$3$send_tag;
                    cons_reg_data$3$d = plan$3$send_data;
                    cons_cred_d$3 = cons_cred_d$3 + 32'h1;
                    if (plan$3$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan$3$latch) begin
                len$3$d = plan$3$latch_len;
                cnt$3$d = 32'h0;
                last_f$3$d = plan$3$latch_f;
                had_r$3$d = plan$3$latch_r;
            end
            if (plan$3$body) begin
                cnt$3$d = cnt$3$q + 32'h1;
            end
            if (plan$3$free_held) begin
                out_port$3$d = 32'h0;
                cons$3$d = 32'h0;
            end
        end
        count_d$4 = count$4$q;
        head_d$4 = head$4$q;
        tail_d$4 = tail$4$q;
        if (plan$4$discard | plan$4$goto | (plan$4$send & alloc$grant$4)) begin
            state$4$d = plan$4$next_state;
        end
        if (alloc$pop_now[4]) begin
            count_d$4 = count$4$q - 32'h1;
            if (head$4$q == ptr_last) begin
                head_d$4 = 32'h0;
            end
            else begin
                head_d$4 = head$4$q + 32'h1;
            end
        end
        if (plan$4$send & alloc$grant$4) begin
            if (plan$4$net_need) begin
                out_port$4$d = alloc$net_port$4;
                out_vc_r$4$d = alloc$g_vc_num$4;
                if (alloc$net_port$4[0]) begin
                    out_reg_tag$0$d = plan$4$send_tag;
                    out_reg_vc$0$d = alloc$g_vc_num$4;
                    out_reg_data$0$d = plan$4$send_data;
                    if (alloc$g_vc$4[0]) begin
                        cred_d$0 = cred_d$0 + 32'h1;
                        if (plan$4$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$4[1]) begin
                        cred_d$1 = cred_d$1 + 32'h1;
                        if (plan$4$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$4[1]) begin
                    out_reg_tag$1$d = plan$4$send_tag;
                    out_reg_vc$1$d = alloc$g_vc_num$4;
                    out_reg_data$1$d = plan$4$send_data;
                    if (alloc$g_vc$4[0]) begin
                        cred_d$2 = cred_d$2 + 32'h1;
                        if (plan$4$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$4[1]) begin
                        cred_d$3 = cred_d$3 + 32'h1;
                        if (plan$4$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$4[2]) begin
                    out_reg_tag$2$d = plan$4$send_tag;
                    out_reg_vc$2$d = alloc$g_vc_num$4;
                    out_reg_data$2$d = plan$4$send_data;
                    if (alloc$g_vc$4[0]) begin
                        cred_d$4 = cred_d$4 + 32'h1;
                        if (plan$4$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$4[1]) begin
                        cred_d$5 = cred_d$5 + 32'h1;
                        if (plan$4$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$4[3]) begin
                    out_reg_tag$3$d = plan$4$send_tag;
                    out_reg_vc$3$d = alloc$g_vc_num$4;
                    out_reg_data$3$d = plan$4$send_data;
                    if (alloc$g_vc$4[0]) begin
                        cred_d$6 = cred_d$6 + 32'h1;
                        if (plan$4$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$4[1]) begin
                        cred_d$7 = cred_d$7 + 32'h1;
                        if (plan$4$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan$4$cons_need) begin
                cons$4$d = alloc$g_cons$4;
                if (alloc$g_cons$4[0]) begin
                    cons_reg_tag$0$d = plan$4$send_tag;
                    cons_reg_data$0$d = plan$4$send_data;
                    cons_cred_d$0 = cons_cred_d$0 + 32'h1;
                    if (plan$4$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc$g_cons$4[1]) begin
                    cons_reg_tag$1$d = plan$4$send_tag;
                    cons_reg_data$1$d = plan$4$send_data;
                    cons_cred_d$1 = cons_cred_d$1 + 32'h1;
                    if (plan$4$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc$g_cons$4[2]) begin
                    cons_reg_tag$2$d = plan$4$send_tag;
                    cons_reg_data$2$d = plan$4$send_data;
                    cons_cred_d$2 = cons_cred_d$2 + 32'h1;
                    if (plan$4$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc$g_cons$4[3]) begin
                    cons_reg_tag$3$d = plan$4$send_tag;
                    cons_reg_data$3$d = plan$4$send_data;
                    cons_cred_d$3 = cons_cred_d$3 + 32'h1;
                    if (plan$4$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan$4$latch) begin
                len$4$d = plan$4$latch_len;
                cnt$4$d = 32'h0;
                last_f$4$d = plan$4$latch_f;
                had_r$4$d = plan$4$latch_r;
            end
            if (plan$4$body) begin
                cnt$4$d = cnt$4$q + 32'h1;
            end
            if (plan$4$free_held) begin
                out_port$4$d = 32'h0;
                cons$4$d = 32'h0;
            end
        end
        count_d$5 = count$5$q;
        head_d$5 = head$5$q;
        tail_d$5 = tail$5$q;
        if (plan$5$discard | plan$5$goto | (plan$5$send & alloc$grant$5)) begin
            state$5$d = plan$5$next_state;
        end
        if (alloc$pop_now[5]) begin
            count_d$5 = count$5$q - 32'h1;
            if (head$5$q == ptr_last) begin
                head_d$5 = 32'h0;
            end
            else begin
                head_d$5 = head$5$q + 32'h1;
            end
        end
        if (plan$5$send & alloc$grant$5) begin
            if (plan$5$net_need) begin
                out_port$5$d = alloc$net_port$5;
                out_vc_r$5$d = alloc$g_vc_num$5;
                if (alloc$net_port$5[0]) begin
                    out_reg_tag$0$d = plan$5$send_tag;
                    out_reg_vc$0$d = alloc$g_vc_num$5;
                    out_reg_data$0$d = plan$5$send_data;
                    if (alloc$g_vc$5[0]) begin
                        cred_d$0 = cred_d$0 + 32'h1;
                        if (plan$5$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$5[1]) begin
                        cred_d$1 = cred_d$1 + 32'h1;
                        if (plan$5$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$5[1]) begin
                    out_reg_tag$1$d = plan$5$send_tag;
                    out_reg_vc$1$d = alloc$g_vc_num$5;
                    out_reg_data$1$d = plan$5$send_data;
                    if (alloc$g_vc$5[0]) begin
                        cred_d$2 = cred_d$2 + 32'h1;
                        if (plan$5$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$5[1]) begin
                        cred_d$3 = cred_d$3 + 32'h1;
                        if (plan$5$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$5[2]) begin
                    out_reg_tag$2$d = plan$5$send_tag;
                    out_reg_vc$2$d = alloc$g_vc_num$5;
                    out_reg_data$2$d = plan$5$send_data;
                    if (alloc$g_vc$5[0]) begin
                        cred_d$4 = cred_d$4 + 32'h1;
                        if (plan$5$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$5[1]) begin
                        cred_d$5 = cred_d$5 + 32'h1;
                        if (plan$5$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$5[3]) begin
                    out_reg_tag$3$d = plan$5$send_tag;
                    out_reg_vc$3$d = alloc$g_vc_num$5;
                    out_reg_data$3$d = plan$5$send_data;
                    if (alloc$g_vc$5[0]) begin
                        cred_d$6 = cred_d$6 + 32'h1;
                        if (plan$5$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$5[1]) begin
                        cred_d$7 = cred_d$7 + 32'h1;
                        if (plan$5$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan$5$cons_need) begin
                cons$5$d = alloc$g_cons$5;
                if (alloc$g_cons$5[0]) begin
                    cons_reg_tag$0$d = plan$5$send_tag;
                    cons_reg_data$0$d = plan$5$send_data;
                    cons_cred_d$0 = cons_cred_d$0 + 32'h1;
                    if (plan$5$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc$g_cons$5[1]) begin
                    cons_reg_tag$1$d = plan$5$send_tag;
                    cons_reg_data$1$d = plan$5$send_data;
                    cons_cred_d$1 = cons_cred_d$1 + 32'h1;
                    if (plan$5$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc$g_cons$5[2]) begin
                    cons_reg_tag$2$d = plan$5$send_tag;
                    cons_reg_data$2$d = plan$5$send_data;
                    cons_cred_d$2 = cons_cred_d$2 + 32'h1;
                    if (plan$5$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc$g_cons$5[3]) begin
                    cons_reg_tag$3$d = plan$5$send_tag;
                    cons_reg_data$3$d = plan$5$send_data;
                    cons_cred_d$3 = cons_cred_d$3 + 32'h1;
                    if (plan$5$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan$5$latch) begin
                len$5$d = plan$5$latch_len;
                cnt$5$d = 32'h0;
                last_f$5$d = plan$5$latch_f;
                had_r$5$d = plan$5$latch_r;
            end
            if (plan$5$body) begin
                cnt$5$d = cnt$5$q + 32'h1;
            end
            if (plan$5$free_held) begin
                out_port$5$d = 32'h0;
                cons$5$d = 32'h0;
            end
        end
        count_d$6 = count$6$q;
        head_d$6 = head$6$q;
        tail_d$6 = tail$6$q;
        if (plan$6$discard | plan$6$goto | (plan$6$send & alloc$grant$6)) begin
            state$6$d = plan$6$next_state;
        end
        if (alloc$pop_now[6]) begin
            count_d$6 = count$6$q - 32'h1;
            if (head$6$q == ptr_last) begin
                head_d$6 = 32'h0;
            end
            else begin
                head_d$6 = head$6$q + 32'h1;
            end
        end
        if (plan$6$send & alloc$grant$6) begin
            if (plan$6$net_need) begin
                out_port$6$d = alloc$net_port$6;
                out_vc_r$6$d = alloc$g_vc_num$6;
                if (alloc$net_port$6[0]) begin
                    out_reg_tag$0$d = plan$6$send_tag;
                    out_reg_vc$0$d = alloc$g_vc_num$6;
                    out_reg_data$0$d = plan$6$send_data;
                    if (alloc$g_vc$6[0]) begin
                        cred_d$0 = cred_d$0 + 32'h1;
                        if (plan$6$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$6[1]) begin
                        cred_d$1 = cred_d$1 + 32'h1;
                        if (plan$6$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$6[1]) begin
                    out_reg_tag$1$d = plan$6$send_tag;
                    out_reg_vc$1$d = alloc$g_vc_num$6;
                    out_reg_data$1$d = plan$6$send_data;
                    if (alloc$g_vc$6[0]) begin
                        cred_d$2 = cred_d$2 + 32'h1;
                        if (plan$6$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$6[1]) begin
                        cred_d$3 = cred_d$3 + 32'h1;
                        if (plan$6$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$6[2]) begin
                    out_reg_tag$2$d = plan$6$send_tag;
                    out_reg_vc$2$d = alloc$g_vc_num$6;
                    out_reg_data$2$d = plan$6$send_data;
                    if (alloc$g_vc$6[0]) begin
                        cred_d$4 = cred_d$4 + 32'h1;
                        if (plan$6$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$6[1]) begin
                        cred_d$5 = cred_d$5 + 32'h1;
                        if (plan$6$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$6[3]) begin
                    out_reg_tag$3$d = plan$6$send_tag;
                    out_reg_vc$3$d = alloc$g_vc_num$6;
                    out_reg_data$3$d = plan$6$send_data;
                    if (alloc$g_vc$6[0]) begin
                        cred_d$6 = cred_d$6 + 32'h1;
                        if (plan$6$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$6[1]) begin
                        cred_d$7 = cred_d$7 + 32'h1;
                        if (plan$6$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan$6$cons_need) begin
                cons$6$d = alloc$g_cons$6;
                if (alloc$g_cons$6[0]) begin
                    cons_reg_tag$0$d = plan$6$send_tag;
                    cons_reg_data$0$d = plan$6$send_data;
                    cons_cred_d$0 = cons_cred_d$0 + 32'h1;
                    if (plan$6$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc$g_cons$6[1]) begin
                    cons_reg_tag$1$d = plan$6$send_tag;
                    cons_reg_data$1$d = plan$6$send_data;
                    cons_cred_d$1 = cons_cred_d$1 + 32'h1;
                    if (plan$6$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc$g_cons$6[2]) begin
                    cons_reg_tag$2$d = plan$6$send_tag;
                    cons_reg_data$2$d = plan$6$send_data;
                    cons_cred_d$2 = cons_cred_d$2 + 32'h1;
                    if (plan$6$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc$g_cons$6[3]) begin
                    cons_reg_tag$3$d = plan$6$send_tag;
                    cons_reg_data$3$d = plan$6$send_data;
                    cons_cred_d$3 = cons_cred_d$3 + 32'h1;
                    if (plan$6$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan$6$latch) begin
                len$6$d = plan$6$latch_len;
                cnt$6$d = 32'h0;
                last_f$6$d = plan$6$latch_f;
                had_r$6$d = plan$6$latch_r;
            end
            if (plan$6$body) begin
                cnt$6$d = cnt$6$q + 32'h1;
            end
            if (plan$6$free_held) begin
                out_port$6$d = 32'h0;
                cons$6$d = 32'h0;
            end
        end
        count_d$7 = count$7$q;
        head_d$7 = head$7$q;
        tail_d$7 = tail$7$q;
        if (plan$7$discard | plan$7$goto | (plan$7$send & alloc$grant$7)) begin
            state$7$d = plan$7$next_state;
        end
        if (alloc$pop_now[7]) begin
            count_d$7 = count$7$q - 32'h1;
            if (head$7$q == ptr_last) begin
                head_d$7 = 32'h0;
            end
            else begin
                head_d$7 = head$7$q + 32'h1;
            end
        end
        if (plan$7$send & alloc$grant$7) begin
            if (plan$7$net_need) begin
                out_port$7$d = alloc$net_port$7;
                out_vc_r$7$d = alloc$g_vc_num$7;
                if (alloc$net_port$7[0]) begin
                    out_reg_tag$0$d = plan$7$send_tag;
                    out_reg_vc$0$d = alloc$g_vc_num$7;
                    out_reg_data$0$d = plan$7$send_data;
                    if (alloc$g_vc$7[0]) begin
                        cred_d$0 = cred_d$0 + 32'h1;
                        if (plan$7$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$7[1]) begin
                        cred_d$1 = cred_d$1 + 32'h1;
                        if (plan$7$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$7[1]) begin
                    out_reg_tag$1$d = plan$7$send_tag;
                    out_reg_vc$1$d = alloc$g_vc_num$7;
                    out_reg_data$1$d = plan$7$send_data;
                    if (alloc$g_vc$7[0]) begin
                        cred_d$2 = cred_d$2 + 32'h1;
                        if (plan$7$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$7[1]) begin
                        cred_d$3 = cred_d$3 + 32'h1;
                        if (plan$7$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$7[2]) begin
                    out_reg_tag$2$d = plan$7$send_tag;
                    out_reg_vc$2$d = alloc$g_vc_num$7;
                    out_reg_data$2$d = plan$7$send_data;
                    if (alloc$g_vc$7[0]) begin
                        cred_d$4 = cred_d$4 + 32'h1;
                        if (plan$7$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$7[1]) begin
                        cred_d$5 = cred_d$5 + 32'h1;
                        if (plan$7$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$7[3]) begin
                    out_reg_tag$3$d = plan$7$send_tag;
                    out_reg_vc$3$d = alloc$g_vc_num$7;
                    out_reg_data$3$d = plan$7$send_data;
                    if (alloc$g_vc$7[0]) begin
                        cred_d$6 = cred_d$6 + 32'h1;
                        if (plan$7$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$7[1]) begin
                        cred_d$7 = cred_d$7 + 32'h1;
                        if (plan$7$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan$7$cons_need) begin
                cons$7$d = alloc$g_cons$7;
                if (alloc$g_cons$7[0]) begin
                    cons_reg_tag$0$d = plan$7$send_tag;
                    cons_reg_data$0$d = plan$7$send_data;
                    cons_cred_d$0 = cons_cred_d$0 + 32'h1;
                    if (plan$7$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc$g_cons$7[1]) begin
                    cons_reg_tag$1$d = plan$7$send_tag;
                    cons_reg_data$1$d = plan$7$send_data;
                    cons_cred_d$1 = cons_cred_d$1 + 32'h1;
                    if (plan$7$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc$g_cons$7[2]) begin
                    cons_reg_tag$2$d = plan$7$send_tag;
                    cons_reg_data$2$d = plan$7$send_data;
                    cons_cred_d$2 = cons_cred_d$2 + 32'h1;
                    if (plan$7$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc$g_cons$7[3]) begin
                    cons_reg_tag$3$d = plan$7$send_tag;
                    cons_reg_data$3$d = plan$7$send_data;
                    cons_cred_d$3 = cons_cred_d$3 + 32'h1;
                    if (plan$7$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan$7$latch) begin
                len$7$d = plan$7$latch_len;
                cnt$7$d = 32'h0;
                last_f$7$d = plan$7$latch_f;
                had_r$7$d = plan$7$latch_r;
            end
            if (plan$7$body) begin
                cnt$7$d = cnt$7$q + 32'h1;
            end
            if (plan$7$free_held) begin
                out_port$7$d = 32'h0;
                cons$7$d = 32'h0;
            end
        end
        count_d$8 = count$8$q;
        head_d$8 = head$8$q;
        tail_d$8 = tail$8$q;
        if (plan$8$discard | plan$8$goto | (plan$8$send & alloc$grant$8)) begin
            state$8$d = plan$8$next_state;
        end
        if (alloc$pop_now[8]) begin
            count_d$8 = count$8$q - 32'h1;
            if (head$8$q == ptr_last) begin
                head_d$8 = 32'h0;
            end
            else begin
                head_d$8 = head$8$q + 32'h1;
            end
        end
        if (plan$8$send & alloc$grant$8) begin
            if (plan$8$net_need) begin
                out_port$8$d = alloc$net_port$8;
                out_vc_r$8$d = alloc$g_vc_num$8;
                if (alloc$net_port$8[0]) begin
                    out_reg_tag$0$d = plan$8$send_tag;
                    out_reg_vc$0$d = alloc$g_vc_num$8;
                    out_reg_data$0$d = plan$8$send_data;
                    if (alloc$g_vc$8[0]) begin
                        cred_d$0 = cred_d$0 + 32'h1;
                        if (plan$8$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b0) << (0 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 0)) | ((1'b1) << (0 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$8[1]) begin
                        cred_d$1 = cred_d$1 + 32'h1;
                        if (plan$8$free_held) begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b0) << (0 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (0 * 2 + 1)) | ((1'b1) << (0 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$8[1]) begin
                    out_reg_tag$1$d = plan$8$send_tag;
                    out_reg_vc$1$d = alloc$g_vc_num$8;
                    out_reg_data$1$d = plan$8$send_data;
                    if (alloc$g_vc$8[0]) begin
                        cred_d$2 = cred_d$2 + 32'h1;
                        if (plan$8$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b0) << (1 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 0)) | ((1'b1) << (1 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$8[1]) begin
                        cred_d$3 = cred_d$3 + 32'h1;
                        if (plan$8$free_held) begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b0) << (1 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (1 * 2 + 1)) | ((1'b1) << (1 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$8[2]) begin
                    out_reg_tag$2$d = plan$8$send_tag;
                    out_reg_vc$2$d = alloc$g_vc_num$8;
                    out_reg_data$2$d = plan$8$send_data;
                    if (alloc$g_vc$8[0]) begin
                        cred_d$4 = cred_d$4 + 32'h1;
                        if (plan$8$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b0) << (2 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 0)) | ((1'b1) << (2 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$8[1]) begin
                        cred_d$5 = cred_d$5 + 32'h1;
                        if (plan$8$free_held) begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b0) << (2 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (2 * 2 + 1)) | ((1'b1) << (2 * 2 + 1)));
                        end
                    end
                end
                if (alloc$net_port$8[3]) begin
                    out_reg_tag$3$d = plan$8$send_tag;
                    out_reg_vc$3$d = alloc$g_vc_num$8;
                    out_reg_data$3$d = plan$8$send_data;
                    if (alloc$g_vc$8[0]) begin
                        cred_d$6 = cred_d$6 + 32'h1;
                        if (plan$8$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b0) << (3 * 2 + 0)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 0)) | ((1'b1) << (3 * 2 + 0)));
                        end
                    end
                    if (alloc$g_vc$8[1]) begin
                        cred_d$7 = cred_d$7 + 32'h1;
                        if (plan$8$free_held) begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b0) << (3 * 2 + 1)));
                        end
                        else begin
                            held_d = (held_d & ~(1 << (3 * 2 + 1)) | ((1'b1) << (3 * 2 + 1)));
                        end
                    end
                end
            end
            if (plan$8$cons_need) begin
                cons$8$d = alloc$g_cons$8;
                if (alloc$g_cons$8[0]) begin
                    cons_reg_tag$0$d = plan$8$send_tag;
                    cons_reg_data$0$d = plan$8$send_data;
                    cons_cred_d$0 = cons_cred_d$0 + 32'h1;
                    if (plan$8$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b0) << (0)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (0)) | ((1'b1) << (0)));
                    end
                end
                if (alloc$g_cons$8[1]) begin
                    cons_reg_tag$1$d = plan$8$send_tag;
                    cons_reg_data$1$d = plan$8$send_data;
                    cons_cred_d$1 = cons_cred_d$1 + 32'h1;
                    if (plan$8$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b0) << (1)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (1)) | ((1'b1) << (1)));
                    end
                end
                if (alloc$g_cons$8[2]) begin
                    cons_reg_tag$2$d = plan$8$send_tag;
                    cons_reg_data$2$d = plan$8$send_data;
                    cons_cred_d$2 = cons_cred_d$2 + 32'h1;
                    if (plan$8$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b0) << (2)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (2)) | ((1'b1) << (2)));
                    end
                end
                if (alloc$g_cons$8[3]) begin
                    cons_reg_tag$3$d = plan$8$send_tag;
                    cons_reg_data$3$d = plan$8$send_data;
                    cons_cred_d$3 = cons_cred_d$3 + 32'h1;
                    if (plan$8$free_held) begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b0) << (3)));
                    end
                    else begin
                        cons_held_d = (cons_held_d & ~(1 << (3)) | ((1'b1) << (3)));
                    end
                end
            end
            if (plan$8$latch) begin
                len$8$d = plan$8$latch_len;
                cnt$8$d = 32'h0;
                last_f$8$d = plan$8$latch_f;
                had_r$8$d = plan$8$latch_r;
            end
            if (plan$8$body) begin
                cnt$8$d = cnt$8$q + 32'h1;
            end
            if (plan$8$free_held) begin
                out_port$8$d = 32'h0;
                cons$8$d = 32'h0;
            end
        end
        if (credit_in[0 * 2 + 0] & (cred_d$0 != 32'h0)) begin
            cred_d$0 = cred_d$0 - 32'h1;
        end
        if (credit_in[0 * 2 + 1] & (cred_d$1 != 32'h0)) begin
            cred_d$1 = cred_d$1 - 32'h1;
        end
        if (credit_in[1 * 2 + 0] & (cred_d$2 != 32'h0)) begin
            cred_d$2 = cred_d$2 - 32'h1;
        end
        if (credit_in[1 * 2 + 1] & (cred_d$3 != 32'h0)) begin
            cred_d$3 = cred_d$3 - 32'h1;
        end
        if (credit_in[2 * 2 + 0] & (cred_d$4 != 32'h0)) begin
            cred_d$4 = cred_d$4 - 32'h1;
        end
        if (credit_in[2 * 2 + 1] & (cred_d$5 != 32'h0)) begin
            cred_d$5 = cred_d$5 - 32'h1;
        end
        if (credit_in[3 * 2 + 0] & (cred_d$6 != 32'h0)) begin
            cred_d$6 = cred_d$6 - 32'h1;
        end
        if (credit_in[3 * 2 + 1] & (cred_d$7 != 32'h0)) begin
            cred_d$7 = cred_d$7 - 32'h1;
        end
        if (cons_credit$0 & (cons_cred_d$0 != 32'h0)) begin
            cons_cred_d$0 = cons_cred_d$0 - 32'h1;
        end
        if (cons_credit$1 & (cons_cred_d$1 != 32'h0)) begin
            cons_cred_d$1 = cons_cred_d$1 - 32'h1;
        end
        if (cons_credit$2 & (cons_cred_d$2 != 32'h0)) begin
            cons_cred_d$2 = cons_cred_d$2 - 32'h1;
        end
        if (cons_credit$3 & (cons_cred_d$3 != 32'h0)) begin
            cons_cred_d$3 = cons_cred_d$3 - 32'h1;
        end
        bad_d = alloc$bad_now;
        if (in_tag$0 != 32'h0) begin
            if (in_vc$0 > vc_max) begin
                bad_d = (bad_d & ~(1 << (0)) | ((1'b1) << (0)));
            end
            if (in_vc$0 == vc_index$0) begin
                if (count_d$0 >= depth) begin
                    bad_d = (bad_d & ~(1 << (0)) | ((1'b1) << (0)));
                end
                else begin
                    if (tail$0$q == ptr_index$0) begin
                        buf_tag$0$d = in_tag$0;
                        buf_data$0$d = in_data$0;
                    end
                    count_d$0 = count_d$0 + 32'h1;
                    if (tail$0$q == ptr_last) begin
                        tail_d$0 = 32'h0;
                    end
                    else begin
                        tail_d$0 = tail$0$q + 32'h1;
                    end
                end
            end
            if (in_vc$0 == vc_index$1) begin
                if (count_d$1 >= depth) begin
                    bad_d = (bad_d & ~(1 << (0)) | ((1'b1) << (0)));
                end
                else begin
                    if (tail$1$q == ptr_index$0) begin
                        buf_tag$1$d = in_tag$0;
                        buf_data$1$d = in_data$0;
                    end
                    count_d$1 = count_d$1 + 32'h1;
                    if (tail$1$q == ptr_last) begin
                        tail_d$1 = 32'h0;
                    end
                    else begin
                        tail_d$1 = tail$1$q + 32'h1;
                    end
                end
            end
        end
        if (in_tag$1 != 32'h0) begin
            if (in_vc$1 > vc_max) begin
                bad_d = (bad_d & ~(1 << (1)) | ((1'b1) << (1)));
            end
            if (in_vc$1 == vc_index$0) begin
                if (count_d$2 >= depth) begin
                    bad_d = (bad_d & ~(1 << (1)) | ((1'b1) << (1)));
                end
                else begin
                    if (tail$2$q == ptr_index$0) begin
                        buf_tag$2$d = in_tag$1;
                        buf_data$2$d = in_data$1;
                    end
                    count_d$2 = count_d$2 + 32'h1;
                    if (tail$2$q == ptr_last) begin
                        tail_d$2 = 32'h0;
                    end
                    else begin
                        tail_d$2 = tail$2$q + 32'h1;
                    end
                end
            end
            if (in_vc$1 == vc_index$1) begin
                if (count_d$3 >= depth) begin
                    bad_d = (bad_d & ~(1 << (1)) | ((1'b1) << (1)));
                end
                else begin
                    if (tail$3$q == ptr_index$0) begin
                        buf_tag$3$d = in_tag$1;
                        buf_data$3$d = in_data$1;
                    end
                    count_d$3 = count_d$3 + 32'h1;
                    if (tail$3$q == ptr_last) begin
                        tail_d$3 = 32'h0;
                    end
                    else begin
                        tail_d$3 = tail$3$q + 32'h1;
                    end
                end
            end
        end
        if (in_tag$2 != 32'h0) begin
            if (in_vc$2 > vc_max) begin
                bad_d = (bad_d & ~(1 << (2)) | ((1'b1) << (2)));
            end
            if (in_vc$2 == vc_index$0) begin
                if (count_d$4 >= depth) begin
                    bad_d = (bad_d & ~(1 << (2)) | ((1'b1) << (2)));
                end
                else begin
                    if (tail$4$q == ptr_index$0) begin
                        buf_tag$4$d = in_tag$2;
                        buf_data$4$d = in_data$2;
                    end
                    count_d$4 = count_d$4 + 32'h1;
                    if (tail$4$q == ptr_last) begin
                        tail_d$4 = 32'h0;
                    end
                    else begin
                        tail_d$4 = tail$4$q + 32'h1;
                    end
                end
            end
            if (in_vc$2 == vc_index$1) begin
                if (count_d$5 >= depth) begin
                    bad_d = (bad_d & ~(1 << (2)) | ((1'b1) << (2)));
                end
                else begin
                    if (tail$5$q == ptr_index$0) begin
                        buf_tag$5$d = in_tag$2;
                        buf_data$5$d = in_data$2;
                    end
                    count_d$5 = count_d$5 + 32'h1;
                    if (tail$5$q == ptr_last) begin
                        tail_d$5 = 32'h0;
                    end
                    else begin
                        tail_d$5 = tail$5$q + 32'h1;
                    end
                end
            end
        end
        if (in_tag$3 != 32'h0) begin
            if (in_vc$3 > vc_max) begin
                bad_d = (bad_d & ~(1 << (3)) | ((1'b1) << (3)));
            end
            if (in_vc$3 == vc_index$0) begin
                if (count_d$6 >= depth) begin
                    bad_d = (bad_d & ~(1 << (3)) | ((1'b1) << (3)));
                end
                else begin
                    if (tail$6$q == ptr_index$0) begin
                        buf_tag$6$d = in_tag$3;
                        buf_data$6$d = in_data$3;
                    end
                    count_d$6 = count_d$6 + 32'h1;
                    if (tail$6$q == ptr_last) begin
                        tail_d$6 = 32'h0;
                    end
                    else begin
                        tail_d$6 = tail$6$q + 32'h1;
                    end
                end
            end
            if (in_vc$3 == vc_index$1) begin
                if (count_d$7 >= depth) begin
                    bad_d = (bad_d & ~(1 << (3)) | ((1'b1) << (3)));
                end
                else begin
                    if (tail$7$q == ptr_index$0) begin
                        buf_tag$7$d = in_tag$3;
                        buf_data$7$d = in_data$3;
                    end
                    count_d$7 = count_d$7 + 32'h1;
                    if (tail$7$q == ptr_last) begin
                        tail_d$7 = 32'h0;
                    end
                    else begin
                        tail_d$7 = tail$7$q + 32'h1;
                    end
                end
            end
        end
        if (inj_tag$0 != 32'h0) begin
            if (count_d$8 >= depth) begin
                bad_d = (bad_d & ~(1 << (32'h4 + 0)) | ((1'b1) << (32'h4 + 0)));
            end
            else begin
                if (tail$8$q == ptr_index$0) begin
                    buf_tag$8$d = inj_tag$0;
                    buf_data$8$d = inj_data$0;
                end
                count_d$8 = count_d$8 + 32'h1;
                if (tail$8$q == ptr_last) begin
                    tail_d$8 = 32'h0;
                end
                else begin
                    tail_d$8 = tail$8$q + 32'h1;
                end
            end
        end
        count$0$d = count_d$0;
        head$0$d = head_d$0;
        tail$0$d = tail_d$0;
        count$1$d = count_d$1;
        head$1$d = head_d$1;
        tail$1$d = tail_d$1;
        count$2$d = count_d$2;
        head$2$d = head_d$2;
        tail$2$d = tail_d$2;
        count$3$d = count_d$3;
        head$3$d = head_d$3;
        tail$3$d = tail_d$3;
        count$4$d = count_d$4;
        head$4$d = head_d$4;
        tail$4$d = tail_d$4;
        count$5$d = count_d$5;
        head$5$d = head_d$5;
        tail$5$d = tail_d$5;
        count$6$d = count_d$6;
        head$6$d = head_d$6;
        tail$6$d = tail_d$6;
        count$7$d = count_d$7;
        head$7$d = head_d$7;
        tail$7$d = tail_d$7;
        count$8$d = count_d$8;
        head$8$d = head_d$8;
        tail$8$d = tail_d$8;
        spent$0$d = cred_d$0;
        spent$1$d = cred_d$1;
        spent$2$d = cred_d$2;
        spent$3$d = cred_d$3;
        spent$4$d = cred_d$4;
        spent$5$d = cred_d$5;
        spent$6$d = cred_d$6;
        spent$7$d = cred_d$7;
        cons_spent$0$d = cons_cred_d$0;
        cons_spent$1$d = cons_cred_d$1;
        cons_spent$2$d = cons_cred_d$2;
        cons_spent$3$d = cons_cred_d$3;
        held$d = held_d;
        cons_held$d = cons_held_d;
        bad_reg$d = bad_d;
        if (rr$q == rr_last) begin
            rr$d = 32'h0;
        end
        else begin
            rr$d = rr$q + 32'h1;
        end
        if (rst) begin
            head$0$d = 32'h0;
            tail$0$d = 32'h0;
            count$0$d = 32'h0;
            state$0$d = VcState$Idle;
            out_port$0$d = 32'h0;
            out_vc_r$0$d = 32'h0;
            cons$0$d = 32'h0;
            len$0$d = 32'h0;
            cnt$0$d = 32'h0;
            last_f$0$d = 1'b0;
            had_r$0$d = 1'b0;
            head$1$d = 32'h0;
            tail$1$d = 32'h0;
            count$1$d = 32'h0;
            state$1$d = VcState$Idle;
            out_port$1$d = 32'h0;
            out_vc_r$1$d = 32'h0;
            cons$1$d = 32'h0;
            len$1$d = 32'h0;
            cnt$1$d = 32'h0;
            last_f$1$d = 1'b0;
            had_r$1$d = 1'b0;
            head$2$d = 32'h0;
            tail$2$d = 32'h0;
            count$2$d = 32'h0;
            state$2$d = VcState$Idle;
            out_port$2$d = 32'h0;
            out_vc_r$2$d = 32'h0;
            cons$2$d = 32'h0;
            len$2$d = 32'h0;
            cnt$2$d = 32'h0;
            last_f$2$d = 1'b0;
            had_r$2$d = 1'b0;
            head$3$d = 32'h0;
            tail$3$d = 32'h0;
            count$3$d = 32'h0;
            state$3$d = VcState$Idle;
            out_port$3$d = 32'h0;
            out_vc_r$3$d = 32'h0;
            cons$3$d = 32'h0;
            len$3$d = 32'h0;
            cnt$3$d = 32'h0;
            last_f$3$d = 1'b0;
            had_r$3$d = 1'b0;
            head$4$d = 32'h0;
            tail$4$d = 32'h0;
            count$4$d = 32'h0;
            state$4$d = VcState$Idle;
            out_port$4$d = 32'h0;
            out_vc_r$4$d = 32'h0;
            cons$4$d = 32'h0;
            len$4$d = 32'h0;
            cnt$4$d = 32'h0;
            last_f$4$d = 1'b0;
            had_r$4$d = 1'b0;
            head$5$d = 32'h0;
            tail$5$d = 32'h0;
            count$5$d = 32'h0;
            state$5$d = VcState$Idle;
            out_port$5$d = 32'h0;
            out_vc_r$5$d = 32'h0;
            cons$5$d = 32'h0;
            len$5$d = 32'h0;
            cnt$5$d = 32'h0;
            last_f$5$d = 1'b0;
            had_r$5$d = 1'b0;
            head$6$d = 32'h0;
            tail$6$d = 32'h0;
            count$6$d = 32'h0;
            state$6$d = VcState$Idle;
            out_port$6$d = 32'h0;
            out_vc_r$6$d = 32'h0;
            cons$6$d = 32'h0;
            len$6$d = 32'h0;
            cnt$6$d = 32'h0;
            last_f$6$d = 1'b0;
            had_r$6$d = 1'b0;
            head$7$d = 32'h0;
            tail$7$d = 32'h0;
            count$7$d = 32'h0;
            state$7$d = VcState$Idle;
            out_port$7$d = 32'h0;
            out_vc_r$7$d = 32'h0;
            cons$7$d = 32'h0;
            len$7$d = 32'h0;
            cnt$7$d = 32'h0;
            last_f$7$d = 1'b0;
            had_r$7$d = 1'b0;
            head$8$d = 32'h0;
            tail$8$d = 32'h0;
            count$8$d = 32'h0;
            state$8$d = VcState$Idle;
            out_port$8$d = 32'h0;
            out_vc_r$8$d = 32'h0;
            cons$8$d = 32'h0;
            len$8$d = 32'h0;
            cnt$8$d = 32'h0;
            last_f$8$d = 1'b0;
            had_r$8$d = 1'b0;
            spent$0$d = 32'h0;
            spent$1$d = 32'h0;
            spent$2$d = 32'h0;
            spent$3$d = 32'h0;
            spent$4$d = 32'h0;
            spent$5$d = 32'h0;
            spent$6$d = 32'h0;
            spent$7$d = 32'h0;
            cons_spent$0$d = 32'h0;
            cons_reg_tag$0$d = 32'h0;
            cons_reg_data$0$d = 32'h0;
            cons_tag$0 = 32'h0;
            cons_data$0 = 32'h0;
            cons_spent$1$d = 32'h0;
            cons_reg_tag$1$d = 32'h0;
            cons_reg_data$1$d = 32'h0;
            cons_tag$1 = 32'h0;
            cons_data$1 = 32'h0;
            cons_spent$2$d = 32'h0;
            cons_reg_tag$2$d = 32'h0;
            cons_reg_data$2$d = 32'h0;
            cons_tag$2 = 32'h0;
            cons_data$2 = 32'h0;
            cons_spent$3$d = 32'h0;
            cons_reg_tag$3$d = 32'h0;
            cons_reg_data$3$d = 32'h0;
            cons_tag$3 = 32'h0;
            cons_data$3 = 32'h0;
            out_reg_tag$0$d = 32'h0;
            out_reg_vc$0$d = 32'h0;
            out_reg_data$0$d = 32'h0;
            out_tag$0 = 32'h0;
            out_vc$0 = 32'h0;
            out_data$0 = 32'h0;
            in_credit$0 = 32'h0;
            out_reg_tag$1$d = 32'h0;
            out_reg_vc$1$d = 32'h0;
            out_reg_data$1$d = 32'h0;
            out_tag$1 = 32'h0;
            out_vc$1 = 32'h0;
            out_data$1 = 32'h0;
            in_credit$1 = 32'h0;
            out_reg_tag$2$d = 32'h0;
            out_reg_vc$2$d = 32'h0;
            out_reg_data$2$d = 32'h0;
            out_tag$2 = 32'h0;
            out_vc$2 = 32'h0;
            out_data$2 = 32'h0;
            in_credit$2 = 32'h0;
            out_reg_tag$3$d = 32'h0;
            out_reg_vc$3$d = 32'h0;
            out_reg_data$3$d = 32'h0;
            out_tag$3 = 32'h0;
            out_vc$3 = 32'h0;
            out_data$3 = 32'h0;
            in_credit$3 = 32'h0;
            inj_credit$0 = 1'b0;
            held$d = 32'h0;
            cons_held$d = 32'h0;
            rr$d = 32'h0;
            bad_reg$d = 32'h0;
            bad = 32'h0;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$alloc(out_port$0,out_port$1,out_port$2,out_port$3,out_port$4,out_port$5,out_port$6,out_port$7,out_port$8,out_vc_r$0,out_vc_r$1,out_vc_r$2,out_vc_r$3,out_vc_r$4,out_vc_r$5,out_vc_r$6,out_vc_r$7,out_vc_r$8,cons$0,cons$1,cons$2,cons$3,cons$4,cons$5,cons$6,cons$7,cons$8,net_alloc$0,net_alloc$1,net_alloc$2,net_alloc$3,net_alloc$4,net_alloc$5,net_alloc$6,net_alloc$7,net_alloc$8,net_dir$0,net_dir$1,net_dir$2,net_dir$3,net_dir$4,net_dir$5,net_dir$6,net_dir$7,net_dir$8,cons_alloc$0,cons_alloc$1,cons_alloc$2,cons_alloc$3,cons_alloc$4,cons_alloc$5,cons_alloc$6,cons_alloc$7,cons_alloc$8,send$0,send$1,send$2,send$3,send$4,send$5,send$6,send$7,send$8,net_need$0,net_need$1,net_need$2,net_need$3,net_need$4,net_need$5,net_need$6,net_need$7,net_need$8,cons_need$0,cons_need$1,cons_need$2,cons_need$3,cons_need$4,cons_need$5,cons_need$6,cons_need$7,cons_need$8,discard$0,discard$1,discard$2,discard$3,discard$4,discard$5,discard$6,discard$7,discard$8,pop$0,pop$1,pop$2,pop$3,pop$4,pop$5,pop$6,pop$7,pop$8,bad$0,bad$1,bad$2,bad$3,bad$4,bad$5,bad$6,bad$7,bad$8,spent$0,spent$1,spent$2,spent$3,spent$4,spent$5,spent$6,spent$7,held,cons_spent$0,cons_spent$1,cons_spent$2,cons_spent$3,cons_held,rr,net_port$0,net_port$1,net_port$2,net_port$3,net_port$4,net_port$5,net_port$6,net_port$7,net_port$8,grant$0,grant$1,grant$2,grant$3,grant$4,grant$5,grant$6,grant$7,grant$8,g_vc$0,g_vc$1,g_vc$2,g_vc$3,g_vc$4,g_vc$5,g_vc$6,g_vc$7,g_vc$8,g_vc_num$0,g_vc_num$1,g_vc_num$2,g_vc_num$3,g_vc_num$4,g_vc_num$5,g_vc_num$6,g_vc_num$7,g_vc_num$8,g_cons$0,g_cons$1,g_cons$2,g_cons$3,g_cons$4,g_cons$5,g_cons$6,g_cons$7,g_cons$8,pop_now,bad_now);
    
    // Module arguments
    input wire  [3:0] out_port$0;
    input wire  [3:0] out_port$1;
    input wire  [3:0] out_port$2;
    input wire  [3:0] out_port$3;
    input wire  [3:0] out_port$4;
    input wire  [3:0] out_port$5;
    input wire  [3:0] out_port$6;
    input wire  [3:0] out_port$7;
    input wire  [3:0] out_port$8;
    input wire  out_vc_r$0;
    input wire  out_vc_r$1;
    input wire  out_vc_r$2;
    input wire  out_vc_r$3;
    input wire  out_vc_r$4;
    input wire  out_vc_r$5;
    input wire  out_vc_r$6;
    input wire  out_vc_r$7;
    input wire  out_vc_r$8;
    input wire  [3:0] cons$0;
    input wire  [3:0] cons$1;
    input wire  [3:0] cons$2;
    input wire  [3:0] cons$3;
    input wire  [3:0] cons$4;
    input wire  [3:0] cons$5;
    input wire  [3:0] cons$6;
    input wire  [3:0] cons$7;
    input wire  [3:0] cons$8;
    input wire  net_alloc$0;
    input wire  net_alloc$1;
    input wire  net_alloc$2;
    input wire  net_alloc$3;
    input wire  net_alloc$4;
    input wire  net_alloc$5;
    input wire  net_alloc$6;
    input wire  net_alloc$7;
    input wire  net_alloc$8;
    input wire  [3:0] net_dir$0;
    input wire  [3:0] net_dir$1;
    input wire  [3:0] net_dir$2;
    input wire  [3:0] net_dir$3;
    input wire  [3:0] net_dir$4;
    input wire  [3:0] net_dir$5;
    input wire  [3:0] net_dir$6;
    input wire  [3:0] net_dir$7;
    input wire  [3:0] net_dir$8;
    input wire  cons_alloc$0;
    input wire  cons_alloc$1;
    input wire  cons_alloc$2;
    input wire  cons_alloc$3;
    input wire  cons_alloc$4;
    input wire  cons_alloc$5;
    input wire  cons_alloc$6;
    input wire  cons_alloc$7;
    input wire  cons_alloc$8;
    input wire  send$0;
    input wire  send$1;
    input wire  send$2;
    input wire  send$3;
    input wire  send$4;
    input wire  send$5;
    input wire  send$6;
    input wire  send$7;
    input wire  send$8;
    input wire  net_need$0;
    input wire  net_need$1;
    input wire  net_need$2;
    input wire  net_need$3;
    input wire  net_need$4;
    input wire  net_need$5;
    input wire  net_need$6;
    input wire  net_need$7;
    input wire  net_need$8;
    input wire  cons_need$0;
    input wire  cons_need$1;
    input wire  cons_need$2;
    input wire  cons_need$3;
    input wire  cons_need$4;
    input wire  cons_need$5;
    input wire  cons_need$6;
    input wire  cons_need$7;
    input wire  cons_need$8;
    input wire  discard$0;
    input wire  discard$1;
    input wire  discard$2;
    input wire  discard$3;
    input wire  discard$4;
    input wire  discard$5;
    input wire  discard$6;
    input wire  discard$7;
    input wire  discard$8;
    input wire  pop$0;
    input wire  pop$1;
    input wire  pop$2;
    input wire  pop$3;
    input wire  pop$4;
    input wire  pop$5;
    input wire  pop$6;
    input wire  pop$7;
    input wire  pop$8;
    input wire  bad$0;
    input wire  bad$1;
    input wire  bad$2;
    input wire  bad$3;
    input wire  bad$4;
    input wire  bad$5;
    input wire  bad$6;
    input wire  bad$7;
    input wire  bad$8;
    input wire  spent$0;
    input wire  spent$1;
    input wire  spent$2;
    input wire  spent$3;
    input wire  spent$4;
    input wire  spent$5;
    input wire  spent$6;
    input wire  spent$7;
    input wire  [7:0] held;
    input wire  cons_spent$0;
    input wire  cons_spent$1;
    input wire  cons_spent$2;
    input wire  cons_spent$3;
    input wire  [3:0] cons_held;
    input wire  [3:0] rr;
    output reg  [3:0] net_port$0;
    output reg  [3:0] net_port$1;
    output reg  [3:0] net_port$2;
    output reg  [3:0] net_port$3;
    output reg  [3:0] net_port$4;
    output reg  [3:0] net_port$5;
    output reg  [3:0] net_port$6;
    output reg  [3:0] net_port$7;
    output reg  [3:0] net_port$8;
    output reg  grant$0;
    output reg  grant$1;
    output reg  grant$2;
    output reg  grant$3;
    output reg  grant$4;
    output reg  grant$5;
    output reg  grant$6;
    output reg  grant$7;
    output reg  grant$8;
    output reg  [7:0] g_vc$0;
    output reg  [7:0] g_vc$1;
    output reg  [7:0] g_vc$2;
    output reg  [7:0] g_vc$3;
    output reg  [7:0] g_vc$4;
    output reg  [7:0] g_vc$5;
    output reg  [7:0] g_vc$6;
    output reg  [7:0] g_vc$7;
    output reg  [7:0] g_vc$8;
    output reg  g_vc_num$0;
    output reg  g_vc_num$1;
    output reg  g_vc_num$2;
    output reg  g_vc_num$3;
    output reg  g_vc_num$4;
    output reg  g_vc_num$5;
    output reg  g_vc_num$6;
    output reg  g_vc_num$7;
    output reg  g_vc_num$8;
    output reg  [3:0] g_cons$0;
    output reg  [3:0] g_cons$1;
    output reg  [3:0] g_cons$2;
    output reg  [3:0] g_cons$3;
    output reg  [3:0] g_cons$4;
    output reg  [3:0] g_cons$5;
    output reg  [3:0] g_cons$6;
    output reg  [3:0] g_cons$7;
    output reg  [3:0] g_cons$8;
    output reg  [8:0] pop_now;
    output reg  [4:0] bad_now;
    
    // Constant declarations
    localparam  depth = 1'b1;
    localparam  req_index$0 = 4'h0;
    localparam  req_index$1 = 4'h1;
    localparam  req_index$2 = 4'h2;
    localparam  req_index$3 = 4'h3;
    localparam  req_index$4 = 4'h4;
    localparam  req_index$5 = 4'h5;
    localparam  req_index$6 = 4'h6;
    localparam  req_index$7 = 4'h7;
    localparam  req_index$8 = 4'h8;
    localparam  port_hot$0 = 5'b1;
    localparam  port_hot$1 = 5'b1;
    localparam  port_hot$2 = 5'b10;
    localparam  port_hot$3 = 5'b10;
    localparam  port_hot$4 = 5'b100;
    localparam  port_hot$5 = 5'b100;
    localparam  port_hot$6 = 5'b1000;
    localparam  port_hot$7 = 5'b1000;
    localparam  port_hot$8 = 5'b10000;
    localparam  vc_index$0 = 1'b0;
    localparam  vc_index$1 = 1'b1;
    localparam  pass_first$0 = 1'b1;
    localparam  pass_first$1 = 1'b0;
    
    // Local signals
    reg  [7:0] net_avail$0;
    reg  [7:0] net_avail$1;
    reg  [7:0] net_avail$2;
    reg  [7:0] net_avail$3;
    reg  [7:0] net_avail$4;
    reg  [7:0] net_avail$5;
    reg  [7:0] net_avail$6;
    reg  [7:0] net_avail$7;
    reg  [7:0] net_avail$8;
    reg  [3:0] cons_avail$0;
    reg  [3:0] cons_avail$1;
    reg  [3:0] cons_avail$2;
    reg  [3:0] cons_avail$3;
    reg  [3:0] cons_avail$4;
    reg  [3:0] cons_avail$5;
    reg  [3:0] cons_avail$6;
    reg  [3:0] cons_avail$7;
    reg  [3:0] cons_avail$8;
    reg  [7:0] cred_pos;
    reg  [3:0] cons_cred_pos;
    reg  [4:0] port_used;
    reg  [3:0] out_used;
    reg  [3:0] cons_used;
    reg  step_on;
    reg  step_ok;
    reg  [3:0] cons_free;
    reg  scan;
    
    // Update code
    always @(*) begin
        cred_pos = 32'h0;
        cred_pos = (cred_pos & ~(1 << (0)) | ((spent$0 < depth) << (0)));
        cred_pos = (cred_pos & ~(1 << (1)) | ((spent$1 < depth) << (1)));
        cred_pos = (cred_pos & ~(1 << (2)) | ((spent$2 < depth) << (2)));
        cred_pos = (cred_pos & ~(1 << (3)) | ((spent$3 < depth) << (3)));
        cred_pos = (cred_pos & ~(1 << (4)) | ((spent$4 < depth) << (4)));
        cred_pos = (cred_pos & ~(1 << (5)) | ((spent$5 < depth) << (5)));
        cred_pos = (cred_pos & ~(1 << (6)) | ((spent$6 < depth) << (6)));
        cred_pos = (cred_pos & ~(1 << (7)) | ((spent$7 < depth) << (7)));
        cons_cred_pos = 32'h0;
        cons_cred_pos = (cons_cred_pos & ~(1 << (0)) | ((cons_spent$0 < depth) << (0)));
        cons_cred_pos = (cons_cred_pos & ~(1 << (1)) | ((cons_spent$1 < depth) << (1)));
        cons_cred_pos = (cons_cred_pos & ~(1 << (2)) | ((cons_spent$2 < depth) << (2)));
        cons_cred_pos = (cons_cred_pos & ~(1 << (3)) | ((cons_spent$3 < depth) << (3)));
        if (net_alloc$0) begin
            net_port$0 = net_dir$0;
        end
        else begin
            net_port$0 = out_port$0;
        end
        net_avail$0 = 32'h0;
        if (net_port$0[0]) begin
            if (net_alloc$0) begin
                net_avail$0 = (net_avail$0 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$0 = (net_avail$0 & ~(1 << (0)) | (((out_vc_r$0 == vc_index$0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc$0) begin
                net_avail$0 = (net_avail$0 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$0 = (net_avail$0 & ~(1 << (1)) | (((out_vc_r$0 == vc_index$1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port$0[1]) begin
            if (net_alloc$0) begin
                net_avail$0 = (net_avail$0 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$0 = (net_avail$0 & ~(1 << (0)) | (((out_vc_r$0 == vc_index$0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc$0) begin
                net_avail$0 = (net_avail$0 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$0 = (net_avail$0 & ~(1 << (1)) | (((out_vc_r$0 == vc_index$1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port$0[2]) begin
            if (net_alloc$0) begin
                net_avail$0 = (net_avail$0 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$0 = (net_avail$0 & ~(1 << (0)) | (((out_vc_r$0 == vc_index$0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc$0) begin
                net_avail$0 = (net_avail$0 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$0 = (net_avail$0 & ~(1 << (1)) | (((out_vc_r$0 == vc_index$1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port$0[3]) begin
            if (net_alloc$0) begin
                net_avail$0 = (net_avail$0 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$0 = (net_avail$0 & ~(1 << (0)) | (((out_vc_r$0 == vc_index$0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc$0) begin
                net_avail$0 = (net_avail$0 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$0 = (net_avail$0 & ~(1 << (1)) | (((out_vc_r$0 == vc_index$1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc$0) begin
            cons_avail$0 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail$0 = cons$0 & cons_cred_pos;
        end
        g_vc$0 = 32'h0;
        g_vc_num$0 = out_vc_r$0;
        scan = 1'b0;
        if (net_avail$0[0] & ~scan) begin
            g_vc$0 = (g_vc$0 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num$0 = vc_index$0;
            scan = 1'b1;
        end
        if (net_avail$0[1] & ~scan) begin
            g_vc$0 = (g_vc$0 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num$0 = vc_index$1;
            scan = 1'b1;
        end
        if (net_alloc$1) begin
            net_port$1 = net_dir$1;
        end
        else begin
            net_port$1 = out_port$1;
        end
        net_avail$1 = 32'h0;
        if (net_port$1[0]) begin
            if (net_alloc$1) begin
                net_avail$1 = (net_avail$1 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$1 = (net_avail$1 & ~(1 << (0)) | (((out_vc_r$1 == vc_index$0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc$1) begin
                net_avail$1 = (net_avail$1 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$1 = (net_avail$1 & ~(1 << (1)) | (((out_vc_r$1 == vc_index$1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port$1[1]) begin
            if (net_alloc$1) begin
                net_avail$1 = (net_avail$1 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$1 = (net_avail$1 & ~(1 << (0)) | (((out_vc_r$1 == vc_index$0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc$1) begin
                net_avail$1 = (net_avail$1 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$1 = (net_avail$1 & ~(1 << (1)) | (((out_vc_r$1 == vc_index$1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port$1[2]) begin
            if (net_alloc$1) begin
                net_avail$1 = (net_avail$1 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$1 = (net_avail$1 & ~(1 << (0)) | (((out_vc_r$1 == vc_index$0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc$1) begin
                net_avail$1 = (net_avail$1 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$1 = (net_avail$1 & ~(1 << (1)) | (((out_vc_r$1 == vc_index$1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port$1[3]) begin
            if (net_alloc$1) begin
                net_avail$1 = (net_avail$1 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$1 = (net_avail$1 & ~(1 << (0)) | (((out_vc_r$1 == vc_index$0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc$1) begin
                net_avail$1 = (net_avail$1 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$1 = (net_avail$1 & ~(1 << (1)) | (((out_vc_r$1 == vc_index$1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc$1) begin
            cons_avail$1 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail$1 = cons$1 & cons_cred_pos;
        end
        g_vc$1 = 32'h0;
        g_vc_num$1 = out_vc_r$1;
        scan = 1'b0;
        if (net_avail$1[0] & ~scan) begin
            g_vc$1 = (g_vc$1 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num$1 = vc_index$0;
            scan = 1'b1;
        end
        if (net_avail$1[1] & ~scan) begin
            g_vc$1 = (g_vc$1 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num$1 = vc_index$1;
            scan = 1'b1;
        end
        if (net_alloc$2) begin
            net_port$2 = net_dir$2;
        end
        else begin
            net_port$2 = out_port$2;
        end
        net_avail$2 = 32'h0;
        if (net_port$2[0]) begin
            if (net_alloc$2) begin
                net_avail$2 = (net_avail$2 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$2 = (net_avail$2 & ~(1 << (0)) | (((out_vc_r$2 == vc_index$0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc$2) begin
                net_avail$2 = (net_avail$2 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$2 = (net_avail$2 & ~(1 << (1)) | (((out_vc_r$2 == vc_index$1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port$2[1]) begin
            if (net_alloc$2) begin
                net_avail$2 = (net_avail$2 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$2 = (net_avail$2 & ~(1 << (0)) | (((out_vc_r$2 == vc_index$0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc$2) begin
                net_avail$2 = (net_avail$2 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$2 = (net_avail$2 & ~(1 << (1)) | (((out_vc_r$2 == vc_index$1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port$2[2]) begin
            if (net_alloc$2) begin
                net_avail$2 = (net_avail$2 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$2 = (net_avail$2 & ~(1 << (0)) | (((out_vc_r$2 == vc_index$0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc$2) begin
                net_avail$2 = (net_avail$2 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$2 = (net_avail$2 & ~(1 << (1)) | (((out_vc_r$2 == vc_index$1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port$2[3]) begin
            if (net_alloc$2) begin
                net_avail$2 = (net_avail$2 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$2 = (net_avail$2 & ~(1 << (0)) | (((out_vc_r$2 == vc_index$0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc$2) begin
                net_avail$2 = (net_avail$2 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$2 = (net_avail$2 & ~(1 << (1)) | (((out_vc_r$2 == vc_index$1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc$2) begin
            cons_avail$2 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail$2 = cons$2 & cons_cred_pos;
        end
        g_vc$2 = 32'h0;
        g_vc_num$2 = out_vc_r$2;
        scan = 1'b0;
        if (net_avail$2[0] & ~scan) begin
            g_vc$2 = (g_vc$2 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num$2 = vc_index$0;
            scan = 1'b1;
        end
        if (net_avail$2[1] & ~scan) begin
            g_vc$2 = (g_vc$2 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num$2 = vc_index$1;
            scan = 1'b1;
        end
        if (net_alloc$3) begin
            net_port$3 = net_dir$3;
        end
        else begin
            net_port$3 = out_port$3;
        end
        net_avail$3 = 32'h0;
        if (net_port$3[0]) begin
            if (net_alloc$3) begin
                net_avail$3 = (net_avail$3 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$3 = (net_avail$3 & ~(1 << (0)) | (((out_vc_r$3 == vc_index$0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc$3) begin
                net_avail$3 = (net_avail$3 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$3 = (net_avail$3 & ~(1 << (1)) | (((out_vc_r$3 == vc_index$1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port$3[1]) begin
            if (net_alloc$3) begin
                net_avail$3 = (net_avail$3 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$3 = (net_avail$3 & ~(1 << (0)) | (((out_vc_r$3 == vc_index$0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc$3) begin
                net_avail$3 = (net_avail$3 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$3 = (net_avail$3 & ~(1 << (1)) | (((out_vc_r$3 == vc_index$1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port$3[2]) begin
            if (net_alloc$3) begin
                net_avail$3 = (net_avail$3 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$3 = (net_avail$3 & ~(1 << (0)) | (((out_vc_r$3 == vc_index$0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc$3) begin
                net_avail$3 = (net_avail$3 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$3 = (net_avail$3 & ~(1 << (1)) | (((out_vc_r$3 == vc_index$1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port$3[3]) begin
            if (net_alloc$3) begin
                net_avail$3 = (net_avail$3 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$3 = (net_avail$3 & ~(1 << (0)) | (((out_vc_r$3 == vc_index$0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc$3) begin
                net_avail$3 = (net_avail$3 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$3 = (net_avail$3 & ~(1 << (1)) | (((out_vc_r$3 == vc_index$1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc$3) begin
            cons_avail$3 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail$3 = cons$3 & cons_cred_pos;
        end
        g_vc$3 = 32'h0;
        g_vc_num$3 = out_vc_r$3;
        scan = 1'b0;
        if (net_avail$3[0] & ~scan) begin
            g_vc$3 = (g_vc$3 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num$3 = vc_index$0;
            scan = 1'b1;
        end
        if (net_avail$3[1] & ~scan) begin
            g_vc$3 = (g_vc$3 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num$3 = vc_index$1;
            scan = 1'b1;
        end
        if (net_alloc$4) begin
            net_port$4 = net_dir$4;
        end
        else begin
            net_port$4 = out_port$4;
        end
        net_avail$4 = 32'h0;
        if (net_port$4[0]) begin
            if (net_alloc$4) begin
                net_avail$4 = (net_avail$4 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$4 = (net_avail$4 & ~(1 << (0)) | (((out_vc_r$4 == vc_index$0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc$4) begin
                net_avail$4 = (net_avail$4 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$4 = (net_avail$4 & ~(1 << (1)) | (((out_vc_r$4 == vc_index$1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port$4[1]) begin
            if (net_alloc$4) begin
                net_avail$4 = (net_avail$4 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$4 = (net_avail$4 & ~(1 << (0)) | (((out_vc_r$4 == vc_index$0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc$4) begin
                net_avail$4 = (net_avail$4 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$4 = (net_avail$4 & ~(1 << (1)) | (((out_vc_r$4 == vc_index$1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port$4[2]) begin
            if (net_alloc$4) begin
                net_avail$4 = (net_avail$4 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$4 = (net_avail$4 & ~(1 << (0)) | (((out_vc_r$4 == vc_index$0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc$4) begin
                net_avail$4 = (net_avail$4 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$4 = (net_avail$4 & ~(1 << (1)) | (((out_vc_r$4 == vc_index$1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port$4[3]) begin
            if (net_alloc$4) begin
                net_avail$4 = (net_avail$4 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$4 = (net_avail$4 & ~(1 << (0)) | (((out_vc_r$4 == vc_index$0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc$4) begin
                net_avail$4 = (net_avail$4 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$4 = (net_avail$4 & ~(1 << (1)) | (((out_vc_r$4 == vc_index$1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc$4) begin
            cons_avail$4 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail$4 = cons$4 & cons_cred_pos;
        end
        g_vc$4 = 32'h0;
        g_vc_num$4 = out_vc_r$4;
        scan = 1'b0;
        if (net_avail$4[0] & ~scan) begin
            g_vc$4 = (g_vc$4 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num$4 = vc_index$0;
            scan = 1'b1;
        end
        if (net_avail$4[1] & ~scan) begin
            g_vc$4 = (g_vc$4 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num$4 = vc_index$1;
            scan = 1'b1;
        end
        if (net_alloc$5) begin
            net_port$5 = net_dir$5;
        end
        else begin
            net_port$5 = out_port$5;
        end
        net_avail$5 = 32'h0;
        if (net_port$5[0]) begin
            if (net_alloc$5) begin
                net_avail$5 = (net_avail$5 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$5 = (net_avail$5 & ~(1 << (0)) | (((out_vc_r$5 == vc_index$0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc$5) begin
                net_avail$5 = (net_avail$5 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$5 = (net_avail$5 & ~(1 << (1)) | (((out_vc_r$5 == vc_index$1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port$5[1]) begin
            if (net_alloc$5) begin
                net_avail$5 = (net_avail$5 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$5 = (net_avail$5 & ~(1 << (0)) | (((out_vc_r$5 == vc_index$0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc$5) begin
                net_avail$5 = (net_avail$5 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$5 = (net_avail$5 & ~(1 << (1)) | (((out_vc_r$5 == vc_index$1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port$5[2]) begin
            if (net_alloc$5) begin
                net_avail$5 = (net_avail$5 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$5 = (net_avail$5 & ~(1 << (0)) | (((out_vc_r$5 == vc_index$0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc$5) begin
                net_avail$5 = (net_avail$5 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$5 = (net_avail$5 & ~(1 << (1)) | (((out_vc_r$5 == vc_index$1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port$5[3]) begin
            if (net_alloc$5) begin
                net_avail$5 = (net_avail$5 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$5 = (net_avail$5 & ~(1 << (0)) | (((out_vc_r$5 == vc_index$0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc$5) begin
                net_avail$5 = (net_avail$5 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$5 = (net_avail$5 & ~(1 << (1)) | (((out_vc_r$5 == vc_index$1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc$5) begin
            cons_avail$5 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail$5 = cons$5 & cons_cred_pos;
        end
        g_vc$5 = 32'h0;
        g_vc_num$5 = out_vc_r$5;
        scan = 1'b0;
        if (net_avail$5[0] & ~scan) begin
            g_vc$5 = (g_vc$5 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num$5 = vc_index$0;
            scan = 1'b1;
        end
        if (net_avail$5[1] & ~scan) begin
            g_vc$5 = (g_vc$5 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num$5 = vc_index$1;
            scan = 1'b1;
        end
        if (net_alloc$6) begin
            net_port$6 = net_dir$6;
        end
        else begin
            net_port$6 = out_port$6;
        end
        net_avail$6 = 32'h0;
        if (net_port$6[0]) begin
            if (net_alloc$6) begin
                net_avail$6 = (net_avail$6 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$6 = (net_avail$6 & ~(1 << (0)) | (((out_vc_r$6 == vc_index$0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc$6) begin
                net_avail$6 = (net_avail$6 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$6 = (net_avail$6 & ~(1 << (1)) | (((out_vc_r$6 == vc_index$1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port$6[1]) begin
            if (net_alloc$6) begin
                net_avail$6 = (net_avail$6 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$6 = (net_avail$6 & ~(1 << (0)) | (((out_vc_r$6 == vc_index$0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc$6) begin
                net_avail$6 = (net_avail$6 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$6 = (net_avail$6 & ~(1 << (1)) | (((out_vc_r$6 == vc_index$1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port$6[2]) begin
            if (net_alloc$6) begin
                net_avail$6 = (net_avail$6 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$6 = (net_avail$6 & ~(1 << (0)) | (((out_vc_r$6 == vc_index$0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc$6) begin
                net_avail$6 = (net_avail$6 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$6 = (net_avail$6 & ~(1 << (1)) | (((out_vc_r$6 == vc_index$1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port$6[3]) begin
            if (net_alloc$6) begin
                net_avail$6 = (net_avail$6 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$6 = (net_avail$6 & ~(1 << (0)) | (((out_vc_r$6 == vc_index$0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc$6) begin
                net_avail$6 = (net_avail$6 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$6 = (net_avail$6 & ~(1 << (1)) | (((out_vc_r$6 == vc_index$1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc$6) begin
            cons_avail$6 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail$6 = cons$6 & cons_cred_pos;
        end
        g_vc$6 = 32'h0;
        g_vc_num$6 = out_vc_r$6;
        scan = 1'b0;
        if (net_avail$6[0] & ~scan) begin
            g_vc$6 = (g_vc$6 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num$6 = vc_index$0;
            scan = 1'b1;
        end
        if (net_avail$6[1] & ~scan) begin
            g_vc$6 = (g_vc$6 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num$6 = vc_index$1;
            scan = 1'b1;
        end
        if (net_alloc$7) begin
            net_port$7 = net_dir$7;
        end
        else begin
            net_port$7 = out_port$7;
        end
        net_avail$7 = 32'h0;
        if (net_port$7[0]) begin
            if (net_alloc$7) begin
                net_avail$7 = (net_avail$7 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$7 = (net_avail$7 & ~(1 << (0)) | (((out_vc_r$7 == vc_index$0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc$7) begin
                net_avail$7 = (net_avail$7 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$7 = (net_avail$7 & ~(1 << (1)) | (((out_vc_r$7 == vc_index$1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port$7[1]) begin
            if (net_alloc$7) begin
                net_avail$7 = (net_avail$7 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$7 = (net_avail$7 & ~(1 << (0)) | (((out_vc_r$7 == vc_index$0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc$7) begin
                net_avail$7 = (net_avail$7 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$7 = (net_avail$7 & ~(1 << (1)) | (((out_vc_r$7 == vc_index$1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port$7[2]) begin
            if (net_alloc$7) begin
                net_avail$7 = (net_avail$7 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$7 = (net_avail$7 & ~(1 << (0)) | (((out_vc_r$7 == vc_index$0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc$7) begin
                net_avail$7 = (net_avail$7 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$7 = (net_avail$7 & ~(1 << (1)) | (((out_vc_r$7 == vc_index$1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port$7[3]) begin
            if (net_alloc$7) begin
                net_avail$7 = (net_avail$7 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$7 = (net_avail$7 & ~(1 << (0)) | (((out_vc_r$7 == vc_index$0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc$7) begin
                net_avail$7 = (net_avail$7 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$7 = (net_avail$7 & ~(1 << (1)) | (((out_vc_r$7 == vc_index$1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc$7) begin
            cons_avail$7 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail$7 = cons$7 & cons_cred_pos;
        end
        g_vc$7 = 32'h0;
        g_vc_num$7 = out_vc_r$7;
        scan = 1'b0;
        if (net_avail$7[0] & ~scan) begin
            g_vc$7 = (g_vc$7 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num$7 = vc_index$0;
            scan = 1'b1;
        end
        if (net_avail$7[1] & ~scan) begin
            g_vc$7 = (g_vc$7 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num$7 = vc_index$1;
            scan = 1'b1;
        end
        if (net_alloc$8) begin
            net_port$8 = net_dir$8;
        end
        else begin
            net_port$8 = out_port$8;
        end
        net_avail$8 = 32'h0;
        if (net_port$8[0]) begin
            if (net_alloc$8) begin
                net_avail$8 = (net_avail$8 & ~(1 << (0)) | ((~held[0 * 2 + 0] & cred_pos[0 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$8 = (net_avail$8 & ~(1 << (0)) | (((out_vc_r$8 == vc_index$0) & cred_pos[0 * 2 + 0]) << (0)));
            end
            if (net_alloc$8) begin
                net_avail$8 = (net_avail$8 & ~(1 << (1)) | ((~held[0 * 2 + 1] & cred_pos[0 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$8 = (net_avail$8 & ~(1 << (1)) | (((out_vc_r$8 == vc_index$1) & cred_pos[0 * 2 + 1]) << (1)));
            end
        end
        if (net_port$8[1]) begin
            if (net_alloc$8) begin
                net_avail$8 = (net_avail$8 & ~(1 << (0)) | ((~held[1 * 2 + 0] & cred_pos[1 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$8 = (net_avail$8 & ~(1 << (0)) | (((out_vc_r$8 == vc_index$0) & cred_pos[1 * 2 + 0]) << (0)));
            end
            if (net_alloc$8) begin
                net_avail$8 = (net_avail$8 & ~(1 << (1)) | ((~held[1 * 2 + 1] & cred_pos[1 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$8 = (net_avail$8 & ~(1 << (1)) | (((out_vc_r$8 == vc_index$1) & cred_pos[1 * 2 + 1]) << (1)));
            end
        end
        if (net_port$8[2]) begin
            if (net_alloc$8) begin
                net_avail$8 = (net_avail$8 & ~(1 << (0)) | ((~held[2 * 2 + 0] & cred_pos[2 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$8 = (net_avail$8 & ~(1 << (0)) | (((out_vc_r$8 == vc_index$0) & cred_pos[2 * 2 + 0]) << (0)));
            end
            if (net_alloc$8) begin
                net_avail$8 = (net_avail$8 & ~(1 << (1)) | ((~held[2 * 2 + 1] & cred_pos[2 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$8 = (net_avail$8 & ~(1 << (1)) | (((out_vc_r$8 == vc_index$1) & cred_pos[2 * 2 + 1]) << (1)));
            end
        end
        if (net_port$8[3]) begin
            if (net_alloc$8) begin
                net_avail$8 = (net_avail$8 & ~(1 << (0)) | ((~held[3 * 2 + 0] & cred_pos[3 * 2 + 0]) << (0)));
            end
            else begin
                net_avail$8 = (net_avail$8 & ~(1 << (0)) | (((out_vc_r$8 == vc_index$0) & cred_pos[3 * 2 + 0]) << (0)));
            end
            if (net_alloc$8) begin
                net_avail$8 = (net_avail$8 & ~(1 << (1)) | ((~held[3 * 2 + 1] & cred_pos[3 * 2 + 1]) << (1)));
            end
            else begin
                net_avail$8 = (net_avail$8 & ~(1 << (1)) | (((out_vc_r$8 == vc_index$1) & cred_pos[3 * 2 + 1]) << (1)));
            end
        end
        if (cons_alloc$8) begin
            cons_avail$8 = ~cons_held & cons_cred_pos;
        end
        else begin
            cons_avail$8 = cons$8 & cons_cred_pos;
        end
        g_vc$8 = 32'h0;
        g_vc_num$8 = out_vc_r$8;
        scan = 1'b0;
        if (net_avail$8[0] & ~scan) begin
            g_vc$8 = (g_vc$8 & ~(1 << (0)) | ((1'b1) << (0)));
            g_vc_num$8 = vc_index$0;
            scan = 1'b1;
        end
        if (net_avail$8[1] & ~scan) begin
            g_vc$8 = (g_vc$8 & ~(1 << (1)) | ((1'b1) << (1)));
            g_vc_num$8 = vc_index$1;
            scan = 1'b1;
        end
        port_used = 32'h0;
        out_used = 32'h0;
        cons_used = 32'h0;
        grant$0 = 1'b0;
        g_cons$0 = 32'h0;
        grant$1 = 1'b0;
        g_cons$1 = 32'h0;
        grant$2 = 1'b0;
        g_cons$2 = 32'h0;
        grant$3 = 1'b0;
        g_cons$3 = 32'h0;
        grant$4 = 1'b0;
        g_cons$4 = 32'h0;
        grant$5 = 1'b0;
        g_cons$5 = 32'h0;
        grant$6 = 1'b0;
        g_cons$6 = 32'h0;
        grant$7 = 1'b0;
        g_cons$7 = 32'h0;
        grant$8 = 1'b0;
        g_cons$8 = 32'h0;
        if (pass_first$0) begin
            step_on = req_index$0 >= rr;
        end
        else begin
            step_on = req_index$0 < rr;
        end
        cons_free = cons_avail$0 & ~cons_used;
        step_ok = step_on & send$0 & ~|(port_used & port_hot$0);
        if (net_need$0 & (~|net_avail$0 | |(out_used & net_port$0))) begin
            step_ok = 1'b0;
        end
        if (cons_need$0 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$0 = 1'b1;
            port_used = port_used | port_hot$0;
            if (net_need$0) begin
                out_used = out_used | net_port$0;
            end
            if (cons_need$0) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$0 = (g_cons$0 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$0 = (g_cons$0 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$0 = (g_cons$0 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$0 = (g_cons$0 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$0;
            end
        end
        if (pass_first$0) begin
            step_on = req_index$1 >= rr;
        end
        else begin
            step_on = req_index$1 < rr;
        end
        cons_free = cons_avail$1 & ~cons_used;
        step_ok = step_on & send$1 & ~|(port_used & port_hot$1);
        if (net_need$1 & (~|net_avail$1 | |(out_used & net_port$1))) begin
            step_ok = 1'b0;
        end
        if (cons_need$1 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$1 = 1'b1;
            port_used = port_used | port_hot$1;
            if (net_need$1) begin
                out_used = out_used | net_port$1;
            end
            if (cons_need$1) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$1 = (g_cons$1 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$1 = (g_cons$1 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$1 = (g_cons$1 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$1 = (g_cons$1 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$1;
            end
        end
        if (pass_first$0) begin
            step_on = req_index$2 >= rr;
        end
        else begin
            step_on = req_index$2 < rr;
        end
        cons_free = cons_avail$2 & ~cons_used;
        step_ok = step_on & send$2 & ~|(port_used & port_hot$2);
        if (net_need$2 & (~|net_avail$2 | |(out_used & net_port$2))) begin
            step_ok = 1'b0;
        end
        if (cons_need$2 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$2 = 1'b1;
            port_used = port_used | port_hot$2;
            if (net_need$2) begin
                out_used = out_used | net_port$2;
            end
            if (cons_need$2) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$2 = (g_cons$2 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$2 = (g_cons$2 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$2 = (g_cons$2 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$2 = (g_cons$2 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$2;
            end
        end
        if (pass_first$0) begin
            step_on = req_index$3 >= rr;
        end
        else begin
            step_on = req_index$3 < rr;
        end
        cons_free = cons_avail$3 & ~cons_used;
        step_ok = step_on & send$3 & ~|(port_used & port_hot$3);
        if (net_need$3 & (~|net_avail$3 | |(out_used & net_port$3))) begin
            step_ok = 1'b0;
        end
        if (cons_need$3 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$3 = 1'b1;
            port_used = port_used | port_hot$3;
            if (net_need$3) begin
                out_used = out_used | net_port$3;
            end
            if (cons_need$3) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$3 = (g_cons$3 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$3 = (g_cons$3 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$3 = (g_cons$3 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$3 = (g_cons$3 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$3;
            end
        end
        if (pass_first$0) begin
            step_on = req_index$4 >= rr;
        end
        else begin
            step_on = req_index$4 < rr;
        end
        cons_free = cons_avail$4 & ~cons_used;
        step_ok = step_on & send$4 & ~|(port_used & port_hot$4);
        if (net_need$4 & (~|net_avail$4 | |(out_used & net_port$4))) begin
            step_ok = 1'b0;
        end
        if (cons_need$4 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$4 = 1'b1;
            port_used = port_used | port_hot$4;
            if (net_need$4) begin
                out_used = out_used | net_port$4;
            end
            if (cons_need$4) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$4 = (g_cons$4 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$4 = (g_cons$4 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$4 = (g_cons$4 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$4 = (g_cons$4 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$4;
            end
        end
        if (pass_first$0) begin
            step_on = req_index$5 >= rr;
        end
        else begin
            step_on = req_index$5 < rr;
        end
        cons_free = cons_avail$5 & ~cons_used;
        step_ok = step_on & send$5 & ~|(port_used & port_hot$5);
        if (net_need$5 & (~|net_avail$5 | |(out_used & net_port$5))) begin
            step_ok = 1'b0;
        end
        if (cons_need$5 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$5 = 1'b1;
            port_used = port_used | port_hot$5;
            if (net_need$5) begin
                out_used = out_used | net_port$5;
            end
            if (cons_need$5) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$5 = (g_cons$5 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$5 = (g_cons$5 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$5 = (g_cons$5 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$5 = (g_cons$5 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$5;
            end
        end
        if (pass_first$0) begin
            step_on = req_index$6 >= rr;
        end
        else begin
            step_on = req_index$6 < rr;
        end
        cons_free = cons_avail$6 & ~cons_used;
        step_ok = step_on & send$6 & ~|(port_used & port_hot$6);
        if (net_need$6 & (~|net_avail$6 | |(out_used & net_port$6))) begin
            step_ok = 1'b0;
        end
        if (cons_need$6 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$6 = 1'b1;
            port_used = port_used | port_hot$6;
            if (net_need$6) begin
                out_used = out_used | net_port$6;
            end
            if (cons_need$6) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$6 = (g_cons$6 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$6 = (g_cons$6 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$6 = (g_cons$6 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$6 = (g_cons$6 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$6;
            end
        end
        if (pass_first$0) begin
            step_on = req_index$7 >= rr;
        end
        else begin
            step_on = req_index$7 < rr;
        end
        cons_free = cons_avail$7 & ~cons_used;
        step_ok = step_on & send$7 & ~|(port_used & port_hot$7);
        if (net_need$7 & (~|net_avail$7 | |(out_used & net_port$7))) begin
            step_ok = 1'b0;
        end
        if (cons_need$7 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$7 = 1'b1;
            port_used = port_used | port_hot$7;
            if (net_need$7) begin
                out_used = out_used | net_port$7;
            end
            if (cons_need$7) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$7 = (g_cons$7 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$7 = (g_cons$7 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$7 = (g_cons$7 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$7 = (g_cons$7 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$7;
            end
        end
        if (pass_first$0) begin
            step_on = req_index$8 >= rr;
        end
        else begin
            step_on = req_index$8 < rr;
        end
        cons_free = cons_avail$8 & ~cons_used;
        step_ok = step_on & send$8 & ~|(port_used & port_hot$8);
        if (net_need$8 & (~|net_avail$8 | |(out_used & net_port$8))) begin
            step_ok = 1'b0;
        end
        if (cons_need$8 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$8 = 1'b1;
            port_used = port_used | port_hot$8;
            if (net_need$8) begin
                out_used = out_used | net_port$8;
            end
            if (cons_need$8) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$8 = (g_cons$8 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$8 = (g_cons$8 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$8 = (g_cons$8 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$8 = (g_cons$8 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$8;
            end
        end
        if (pass_first$1) begin
            step_on = req_index$0 >= rr;
        end
        else begin
            step_on = req_index$0 < rr;
        end
        cons_free = cons_avail$0 & ~cons_used;
        step_ok = step_on & send$0 & ~|(port_used & port_hot$0);
        if (net_need$0 & (~|net_avail$0 | |(out_used & net_port$0))) begin
            step_ok = 1'b0;
        end
        if (cons_need$0 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$0 = 1'b1;
            port_used = port_used | port_hot$0;
            if (net_need$0) begin
                out_used = out_used | net_port$0;
            end
            if (cons_need$0) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$0 = (g_cons$0 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$0 = (g_cons$0 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$0 = (g_cons$0 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$0 = (g_cons$0 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$0;
            end
        end
        if (pass_first$1) begin
            step_on = req_index$1 >= rr;
        end
        else begin
            step_on = req_index$1 < rr;
        end
        cons_free = cons_avail$1 & ~cons_used;
        step_ok = step_on & send$1 & ~|(port_used & port_hot$1);
        if (net_need$1 & (~|net_avail$1 | |(out_used & net_port$1))) begin
            step_ok = 1'b0;
        end
        if (cons_need$1 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$1 = 1'b1;
            port_used = port_used | port_hot$1;
            if (net_need$1) begin
                out_used = out_used | net_port$1;
            end
            if (cons_need$1) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$1 = (g_cons$1 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$1 = (g_cons$1 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$1 = (g_cons$1 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$1 = (g_cons$1 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$1;
            end
        end
        if (pass_first$1) begin
            step_on = req_index$2 >= rr;
        end
        else begin
            step_on = req_index$2 < rr;
        end
        cons_free = cons_avail$2 & ~cons_used;
        step_ok = step_on & send$2 & ~|(port_used & port_hot$2);
        if (net_need$2 & (~|net_avail$2 | |(out_used & net_port$2))) begin
            step_ok = 1'b0;
        end
        if (cons_need$2 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$2 = 1'b1;
            port_used = port_used | port_hot$2;
            if (net_need$2) begin
                out_used = out_used | net_port$2;
            end
            if (cons_need$2) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$2 = (g_cons$2 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$2 = (g_cons$2 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$2 = (g_cons$2 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$2 = (g_cons$2 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$2;
            end
        end
        if (pass_first$1) begin
            step_on = req_index$3 >= rr;
        end
        else begin
            step_on = req_index$3 < rr;
        end
        cons_free = cons_avail$3 & ~cons_used;
        step_ok = step_on & send$3 & ~|(port_used & port_hot$3);
        if (net_need$3 & (~|net_avail$3 | |(out_used & net_port$3))) begin
            step_ok = 1'b0;
        end
        if (cons_need$3 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$3 = 1'b1;
            port_used = port_used | port_hot$3;
            if (net_need$3) begin
                out_used = out_used | net_port$3;
            end
            if (cons_need$3) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$3 = (g_cons$3 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$3 = (g_cons$3 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$3 = (g_cons$3 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$3 = (g_cons$3 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$3;
            end
        end
        if (pass_first$1) begin
            step_on = req_index$4 >= rr;
        end
        else begin
            step_on = req_index$4 < rr;
        end
        cons_free = cons_avail$4 & ~cons_used;
        step_ok = step_on & send$4 & ~|(port_used & port_hot$4);
        if (net_need$4 & (~|net_avail$4 | |(out_used & net_port$4))) begin
            step_ok = 1'b0;
        end
        if (cons_need$4 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$4 = 1'b1;
            port_used = port_used | port_hot$4;
            if (net_need$4) begin
                out_used = out_used | net_port$4;
            end
            if (cons_need$4) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$4 = (g_cons$4 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$4 = (g_cons$4 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$4 = (g_cons$4 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$4 = (g_cons$4 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$4;
            end
        end
        if (pass_first$1) begin
            step_on = req_index$5 >= rr;
        end
        else begin
            step_on = req_index$5 < rr;
        end
        cons_free = cons_avail$5 & ~cons_used;
        step_ok = step_on & send$5 & ~|(port_used & port_hot$5);
        if (net_need$5 & (~|net_avail$5 | |(out_used & net_port$5))) begin
            step_ok = 1'b0;
        end
        if (cons_need$5 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$5 = 1'b1;
            port_used = port_used | port_hot$5;
            if (net_need$5) begin
                out_used = out_used | net_port$5;
            end
            if (cons_need$5) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$5 = (g_cons$5 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$5 = (g_cons$5 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$5 = (g_cons$5 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$5 = (g_cons$5 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$5;
            end
        end
        if (pass_first$1) begin
            step_on = req_index$6 >= rr;
        end
        else begin
            step_on = req_index$6 < rr;
        end
        cons_free = cons_avail$6 & ~cons_used;
        step_ok = step_on & send$6 & ~|(port_used & port_hot$6);
        if (net_need$6 & (~|net_avail$6 | |(out_used & net_port$6))) begin
            step_ok = 1'b0;
        end
        if (cons_need$6 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$6 = 1'b1;
            port_used = port_used | port_hot$6;
            if (net_need$6) begin
                out_used = out_used | net_port$6;
            end
            if (cons_need$6) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$6 = (g_cons$6 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$6 = (g_cons$6 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$6 = (g_cons$6 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$6 = (g_cons$6 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$6;
            end
        end
        if (pass_first$1) begin
            step_on = req_index$7 >= rr;
        end
        else begin
            step_on = req_index$7 < rr;
        end
        cons_free = cons_avail$7 & ~cons_used;
        step_ok = step_on & send$7 & ~|(port_used & port_hot$7);
        if (net_need$7 & (~|net_avail$7 | |(out_used & net_port$7))) begin
            step_ok = 1'b0;
        end
        if (cons_need$7 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$7 = 1'b1;
            port_used = port_used | port_hot$7;
            if (net_need$7) begin
                out_used = out_used | net_port$7;
            end
            if (cons_need$7) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$7 = (g_cons$7 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$7 = (g_cons$7 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$7 = (g_cons$7 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$7 = (g_cons$7 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$7;
            end
        end
        if (pass_first$1) begin
            step_on = req_index$8 >= rr;
        end
        else begin
            step_on = req_index$8 < rr;
        end
        cons_free = cons_avail$8 & ~cons_used;
        step_ok = step_on & send$8 & ~|(port_used & port_hot$8);
        if (net_need$8 & (~|net_avail$8 | |(out_used & net_port$8))) begin
            step_ok = 1'b0;
        end
        if (cons_need$8 & ~|cons_free) begin
            step_ok = 1'b0;
        end
        if (step_ok) begin
            grant$8 = 1'b1;
            port_used = port_used | port_hot$8;
            if (net_need$8) begin
                out_used = out_used | net_port$8;
            end
            if (cons_need$8) begin
                scan = 1'b0;
                if (cons_free[0] & ~scan) begin
                    g_cons$8 = (g_cons$8 & ~(1 << (0)) | ((1'b1) << (0)));
                    scan = 1'b1;
                end
                if (cons_free[1] & ~scan) begin
                    g_cons$8 = (g_cons$8 & ~(1 << (1)) | ((1'b1) << (1)));
                    scan = 1'b1;
                end
                if (cons_free[2] & ~scan) begin
                    g_cons$8 = (g_cons$8 & ~(1 << (2)) | ((1'b1) << (2)));
                    scan = 1'b1;
                end
                if (cons_free[3] & ~scan) begin
                    g_cons$8 = (g_cons$8 & ~(1 << (3)) | ((1'b1) << (3)));
                    scan = 1'b1;
                end
                cons_used = cons_used | g_cons$8;
            end
        end
        pop_now = 32'h0;
        bad_now = 32'h0;
        if (discard$0 | (grant$0 & pop$0)) begin
            pop_now = (pop_now & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if ((discard$0 | grant$0) & bad$0) begin
            bad_now = bad_now | port_hot$0;
        end
        if (discard$1 | (grant$1 & pop$1)) begin
            pop_now = (pop_now & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if ((discard$1 | grant$1) & bad$1) begin
            bad_now = bad_now | port_hot$1;
        end
        if (discard$2 | (grant$2 & pop$2)) begin
            pop_now = (pop_now & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if ((discard$2 | grant$2) & bad$2) begin
            bad_now = bad_now | port_hot$2;
        end
        if (discard$3 | (grant$3 & pop$3)) begin
            pop_now = (pop_now & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if ((discard$3 | grant$3) & bad$3) begin
            bad_now = bad_now | port_hot$3;
        end
        if (discard$4 | (grant$4 & pop$4)) begin
            pop_now = (pop_now & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if ((discard$4 | grant$4) & bad$4) begin
            bad_now = bad_now | port_hot$4;
        end
        if (discard$5 | (grant$5 & pop$5)) begin
            pop_now = (pop_now & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if ((discard$5 | grant$5) & bad$5) begin
            bad_now = bad_now | port_hot$5;
        end
        if (discard$6 | (grant$6 & pop$6)) begin
            pop_now = (pop_now & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if ((discard$6 | grant$6) & bad$6) begin
            bad_now = bad_now | port_hot$6;
        end
        if (discard$7 | (grant$7 & pop$7)) begin
            pop_now = (pop_now & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if ((discard$7 | grant$7) & bad$7) begin
            bad_now = bad_now | port_hot$7;
        end
        if (discard$8 | (grant$8 & pop$8)) begin
            pop_now = (pop_now & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if ((discard$8 | grant$8) & bad$8) begin
            bad_now = bad_now | port_hot$8;
        end
    end
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$alloc


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$bad_reg(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$bad_reg


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_data$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$buf_tag$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cnt$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_held(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_held


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_data$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_reg_tag$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$cons_spent$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$count$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$had_r$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$head$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$held(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$held


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$last_f$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$len$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_port$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_data$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_tag$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_reg_vc$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$out_vc_r$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$0(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
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
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
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
        f_next = VcState$Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState$Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState$DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState$Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState$Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState$DropPayload;
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
            VcState$Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState$Fwd;
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
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState$Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState$After;
                        end
                        else begin
                            next_state = VcState$Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState$DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState$Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState$Idle;
                        end
                        else begin
                            next_state = VcState$DropPayload;
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
            VcState$DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState$DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState$Idle;
                    end
                    else begin
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState$DropPayload;
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
                next_state = VcState$Strip;
            end
            else begin
                next_state = VcState$After;
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
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$1(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
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
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
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
        f_next = VcState$Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState$Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState$DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState$Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState$Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState$DropPayload;
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
            VcState$Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState$Fwd;
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
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState$Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState$After;
                        end
                        else begin
                            next_state = VcState$Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState$DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState$Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState$Idle;
                        end
                        else begin
                            next_state = VcState$DropPayload;
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
            VcState$DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState$DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState$Idle;
                    end
                    else begin
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState$DropPayload;
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
                next_state = VcState$Strip;
            end
            else begin
                next_state = VcState$After;
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
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$2(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
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
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
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
        f_next = VcState$Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState$Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState$DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState$Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState$Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState$DropPayload;
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
            VcState$Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState$Fwd;
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
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState$Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState$After;
                        end
                        else begin
                            next_state = VcState$Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState$DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState$Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState$Idle;
                        end
                        else begin
                            next_state = VcState$DropPayload;
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
            VcState$DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState$DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState$Idle;
                    end
                    else begin
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState$DropPayload;
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
                next_state = VcState$Strip;
            end
            else begin
                next_state = VcState$After;
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
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$3(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
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
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
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
        f_next = VcState$Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState$Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState$DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState$Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState$Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState$DropPayload;
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
            VcState$Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState$Fwd;
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
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState$Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState$After;
                        end
                        else begin
                            next_state = VcState$Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState$DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState$Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState$Idle;
                        end
                        else begin
                            next_state = VcState$DropPayload;
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
            VcState$DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState$DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState$Idle;
                    end
                    else begin
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState$DropPayload;
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
                next_state = VcState$Strip;
            end
            else begin
                next_state = VcState$After;
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
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$4(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
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
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
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
        f_next = VcState$Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState$Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState$DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState$Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState$Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState$DropPayload;
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
            VcState$Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState$Fwd;
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
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState$Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState$After;
                        end
                        else begin
                            next_state = VcState$Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState$DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState$Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState$Idle;
                        end
                        else begin
                            next_state = VcState$DropPayload;
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
            VcState$DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState$DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState$Idle;
                    end
                    else begin
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState$DropPayload;
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
                next_state = VcState$Strip;
            end
            else begin
                next_state = VcState$After;
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
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$5(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
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
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
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
        f_next = VcState$Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState$Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState$DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState$Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState$Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState$DropPayload;
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
            VcState$Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState$Fwd;
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
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState$Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState$After;
                        end
                        else begin
                            next_state = VcState$Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState$DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState$Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState$Idle;
                        end
                        else begin
                            next_state = VcState$DropPayload;
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
            VcState$DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState$DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState$Idle;
                    end
                    else begin
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState$DropPayload;
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
                next_state = VcState$Strip;
            end
            else begin
                next_state = VcState$After;
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
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$6(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
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
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
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
        f_next = VcState$Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState$Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState$DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState$Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState$Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState$DropPayload;
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
            VcState$Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState$Fwd;
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
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState$Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState$After;
                        end
                        else begin
                            next_state = VcState$Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState$DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState$Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState$Idle;
                        end
                        else begin
                            next_state = VcState$DropPayload;
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
            VcState$DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState$DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState$Idle;
                    end
                    else begin
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState$DropPayload;
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
                next_state = VcState$Strip;
            end
            else begin
                next_state = VcState$After;
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
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$7(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
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
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
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
        f_next = VcState$Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState$Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState$DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState$Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState$Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState$DropPayload;
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
            VcState$Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState$Fwd;
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
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState$Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState$After;
                        end
                        else begin
                            next_state = VcState$Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState$DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState$Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState$Idle;
                        end
                        else begin
                            next_state = VcState$DropPayload;
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
            VcState$DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState$DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState$Idle;
                    end
                    else begin
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState$DropPayload;
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
                next_state = VcState$Strip;
            end
            else begin
                next_state = VcState$After;
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
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$8(has,tag,data,state,has_out,has_cons,len,cnt,last_f,had_r,discard,goto,send,next_state,bad,pop,send_tag,send_data,net_need,net_alloc,net_dir,cons_need,cons_alloc,free_held,latch,latch_len,latch_f,latch_r,body);
    
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
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
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
        f_next = VcState$Fwd;
        f_release = 1'b0;
        f_body = 1'b0;
        if (tag == t_dest) begin
            if (cnt != 32'h0) begin
                f_kill = 1'b1;
                f_pop = 1'b0;
                f_next = VcState$Idle;
            end
        end
        else if (tag == t_body) begin
            if (cnt1 >= len) begin
                f_kill = 1'b1;
                f_next = VcState$DropPayload;
            end
            else begin
                f_body = 1'b1;
            end
        end
        else if (tag == t_tail) begin
            f_next = VcState$Idle;
            if (cnt1 != len) begin
                f_kill = 1'b1;
            end
            else begin
                f_release = 1'b1;
            end
        end
        else if (tag == t_kill) begin
            f_next = VcState$Idle;
            f_release = 1'b1;
        end
        else begin
            f_kill = 1'b1;
            f_next = VcState$DropPayload;
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
            VcState$Idle:
                begin
                    if (tag == t_dest) begin
                        if (~e_valid | (injection & e_here) | (~e_here & ~e_legal)) begin
                            discard = 1'b1;
                            bad = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else if (~e_here) begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            next_state = VcState$Fwd;
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
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        bad = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$Fwd:
                begin
                    do_kill = f_kill;
                    do_held = ~f_kill;
                    kill_pop = f_pop;
                    next_state = f_next;
                    free_held = f_release;
                    body = f_body;
                end
            VcState$Strip:
                begin
                    if (tag == t_dest) begin
                        do_held = 1'b1;
                        if (e_flags == 32'h1) begin
                            next_state = VcState$After;
                        end
                        else begin
                            next_state = VcState$Strip;
                        end
                    end
                    else if (tag == t_tail) begin
                        do_kill = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if (tag == t_kill) begin
                        do_held = 1'b1;
                        free_held = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        do_kill = 1'b1;
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$After:
                begin
                    if (tag == t_dest) begin
                        if (e_here) begin
                            if (had_r & e_valid) begin
                                do_arrive = 1'b1;
                            end
                            else begin
                                do_kill = 1'b1;
                                next_state = VcState$DropHead;
                            end
                        end
                        else if (~last_f | ~e_valid | ~e_legal) begin
                            do_kill = 1'b1;
                            next_state = VcState$DropHead;
                        end
                        else begin
                            send = 1'b1;
                            pop = 1'b1;
                            net_need = 1'b1;
                            net_alloc = 1'b1;
                            cons_need = 1'b1;
                            next_state = VcState$Fwd;
                            latch = 1'b1;
                            latch_f = last_f;
                        end
                    end
                    else if (((tag == t_body) | (tag == t_tail)) & last_f) begin
                        do_kill = 1'b1;
                        if (tag == t_tail) begin
                            next_state = VcState$Idle;
                        end
                        else begin
                            next_state = VcState$DropPayload;
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
            VcState$DropHead:
                begin
                    discard = 1'b1;
                    if (tag == t_dest) begin
                        next_state = VcState$DropHead;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        next_state = VcState$Idle;
                    end
                    else begin
                        next_state = VcState$DropPayload;
                    end
                end
            VcState$DropPayload:
                begin
                    if (tag == t_dest) begin
                        goto = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else if ((tag == t_tail) | (tag == t_kill)) begin
                        discard = 1'b1;
                        next_state = VcState$Idle;
                    end
                    else begin
                        discard = 1'b1;
                        next_state = VcState$DropPayload;
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
                next_state = VcState$Strip;
            end
            else begin
                next_state = VcState$After;
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
    
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$plan$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$rr(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$rr


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$spent$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$4(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$5(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$6(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$7(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$8(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam VcState$Idle = 0;
    localparam VcState$Fwd = 1;
    localparam VcState$Strip = 2;
    localparam VcState$After = 3;
    localparam VcState$DropHead = 4;
    localparam VcState$DropPayload = 5;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$state$8


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$0(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$0


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$1(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$1


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$2(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$2


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$3(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$3


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$4(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$4


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$5(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$5


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$6(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$6


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$7(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$7


module mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$8(d,q,clock);
    
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
          
endmodule // mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4_core$tail$8
