//! The TPM mesh router (two-phase-multicast paper, Sections 2, 3.2 and 3.4; Figure 6's
//! routing operation): a 2-D mesh wormhole router with `V` virtual channels per network
//! port, credit flow control, dimension-order routing and absorb-and-forward, retransmit
//! strip and bad-worm `KILL`. Golden model `wormcast_model::mesh::router::Router`, whose
//! module doc is the micro-architecture this block implements register for register; it is
//! matched cycle for cycle at every output port.
//!
//! # Ports (rust-hdl names; the model's `in{d}_tag` is `in_tag$d` here)
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `in_tag[d]`, `in_vc[d]`, `in_data[d]` | in | 3, VB, W | flit from the neighbour on side d (0 X+, 1 X-, 2 Y+, 3 Y-) |
//! | `inj_tag[k]`, `inj_data[k]` | in | 3, W | flit from injection channel k |
//! | `out_credit[d]` | in | V | credits from the neighbour on side d, one bit per VC |
//! | `cons_credit[c]` | in | 1 | credit from consumption channel c |
//! | `out_tag[d]`, `out_vc[d]`, `out_data[d]` | out | 3, VB, W | flit to side d (registered) |
//! | `cons_tag[c]`, `cons_data[c]` | out | 3, W | flit to consumption channel c (registered) |
//! | `in_credit[d]` | out | V | credits to side d: bit c = a flit left VC c's buffer this cycle (combinational from registers) |
//! | `inj_credit[k]` | out | 1 | credit to injection channel k (combinational from registers) |
//! | `bad` | out | 4 + INJ | bit p: a bad worm or protocol error on input port p in the previous cycle (registered) |
//! | `rst` | in | 1 | synchronous reset, active high (the golden model's last input port) |
//!
//! # Reset
//! `rst` is synchronous and active high. While it is high every output is 0 (`out_*`,
//! `cons_*`, `in_credit`, `inj_credit`, `bad`) and the inputs are ignored; each edge with it
//! high clears `head`, `tail`, `count`, `state` (Idle), `out_port`, `out_vc_r`, `cons`,
//! `len`, `cnt`, `last_f`, `had_r`, `spent` (every credit counter back at D), `held`,
//! `cons_spent`, `cons_held`, `out_reg_*`, `cons_reg_*`, `rr` and `bad_reg`: the power-on
//! state. `buf_tag`/`buf_data` keep their values (written before read). D = 0: the router is
//! at its power-on state in the first cycle with `rst` low. What the neighbours do around a
//! reset is in the golden model's module doc ("Reset").
//!
//! Latency: a flit at the front of an input buffer in cycle t is on the output link in
//! t + 1 (2 cycles per hop); a credit leaves in the cycle of the pop.
//!
//! # Structure (the model's fields, by name)
//! * Input buffers: per requester (4 V network VCs, then the injection channels) a FIFO of
//!   `D` flits: `buf_tag`/`buf_data` (entry j of requester r at `r * D + j`), `head`,
//!   `tail`, `count`.
//! * Per requester: `state`, the held output `out_port` (one-hot, 0 = none) and `out_vc`,
//!   the held consumption channel `cons` (one-hot, 0 = none), `len`, `cnt`, `last_f`,
//!   `had_r`; its routing decision is the child `plan[r]` ([`MeshVcPlan`]).
//! * Per output: the credits as `spent` (network output VC `o * V + c`; credit = D -
//!   spent), `held`, `cons_spent`, `cons_held`, and the registered flits `out_reg_*`, `cons_reg_*`.
//! * The allocator (the child `alloc`): the model's greedy loop over the requesters from
//!   the rotating `rr`, in the order `rr, rr + 1, ..., rr - 1` (mod NR), as one chain of NR
//!   positions: position j takes requester `rr + j`'s requests (one-hot selects decoded
//!   from `rr`, a register) and its grants go back to that requester. It accumulates
//!   the input ports, network outputs and consumption channels used this cycle. The lowest
//!   free VC with a credit on an output does not depend on the chain (an output port sends
//!   at most one flit a cycle, so no VC of it can have been claimed before); the lowest free
//!   consumption channel does.
//!
//! # Children
//! * `plan[r]` ([`MeshVcPlan`]): requester r's routing decision.
//! * `alloc` ([`MeshAlloc`]): the allocator and the pops (the credits out), combinational
//!   from the registers and the plans' outputs. A block of its own so that the credits out
//!   (`in_credit`) and the credits in (`out_credit`) are not in one `always` block: in a
//!   mesh, Verilator saw a false loop through the neighbours' credits (UNOPTFLAT).
//!
//! Parameters: `V` VCs, `VB` = max(1, ceil log2 V) VC bits, `W` flit bits, `INJ` injection
//! and `CONS` consumption channels, `XB`/`YB`/`LB` destination-entry field bits, `NR` =
//! 4 V + INJ requesters, `NI` = 4 + INJ input ports, `RB` bits of `rr` (NR - 1 fits),
//! `NO` = 4 V output VCs, `D` buffer depth (the model's `depth`), `ND` = NR * D, `PB` bits
//! of a buffer pointer (D - 1 fits, at least 1), `CB` bits of a count 0..=D. The mesh size
//! and the router's position are constants of the instance ([`MeshRouter::new`]).

use super::plan::{MeshVcPlan, PlanConfig, VcState};
use rust_hdl::prelude::*;
use wormcast_model::mesh::RouterParams;

#[derive(LogicBlock)]
pub struct MeshRouter<
    const V: usize,
    const VB: usize,
    const W: usize,
    const INJ: usize,
    const CONS: usize,
    const XB: usize,
    const YB: usize,
    const LB: usize,
    const NR: usize,
    const NI: usize,
    const RB: usize,
    const NO: usize,
    const D: usize,
    const ND: usize,
    const PB: usize,
    const CB: usize,
> {
    pub clock: Signal<In, Clock>,
    /// Synchronous reset (module doc, "Reset").
    pub rst: Signal<In, Bit>,
    // Network inputs
    pub in_tag: [Signal<In, Bits<3>>; 4],
    pub in_vc: [Signal<In, Bits<VB>>; 4],
    pub in_data: [Signal<In, Bits<W>>; 4],
    // Injection channels
    pub inj_tag: [Signal<In, Bits<3>>; INJ],
    pub inj_data: [Signal<In, Bits<W>>; INJ],
    // Credits in
    pub out_credit: [Signal<In, Bits<V>>; 4],
    pub cons_credit: [Signal<In, Bit>; CONS],
    // Network outputs
    pub out_tag: [Signal<Out, Bits<3>>; 4],
    pub out_vc: [Signal<Out, Bits<VB>>; 4],
    pub out_data: [Signal<Out, Bits<W>>; 4],
    // Consumption channels
    pub cons_tag: [Signal<Out, Bits<3>>; CONS],
    pub cons_data: [Signal<Out, Bits<W>>; CONS],
    // Credits out
    pub in_credit: [Signal<Out, Bits<V>>; 4],
    pub inj_credit: [Signal<Out, Bit>; INJ],
    pub bad: Signal<Out, Bits<NI>>,
    // Input buffers
    /// Buffered flits: entry j of requester r at `r * D + j`.
    pub buf_tag: [DFF<Bits<3>>; ND],
    pub buf_data: [DFF<Bits<W>>; ND],
    /// Read and write pointers and occupancy of each requester's buffer.
    pub head: [DFF<Bits<PB>>; NR],
    pub tail: [DFF<Bits<PB>>; NR],
    pub count: [DFF<Bits<CB>>; NR],
    // Per requester (the model's `InVc`)
    pub state: [DFF<VcState>; NR],
    /// Held network output port (one-hot; 0 = none) and VC.
    pub out_port: [DFF<Bits<4>>; NR],
    pub out_vc_r: [DFF<Bits<VB>>; NR],
    /// Held consumption channel (one-hot; 0 = none).
    pub cons: [DFF<Bits<CONS>>; NR],
    pub len: [DFF<Bits<LB>>; NR],
    pub cnt: [DFF<Bits<LB>>; NR],
    pub last_f: [DFF<Bit>; NR],
    pub had_r: [DFF<Bit>; NR],
    /// The routing decision of each requester.
    pub plan: Vec<MeshVcPlan<W, XB, YB, LB>>,
    /// The allocator and the pops of this cycle (module doc, "Children").
    pub alloc: MeshAlloc<V, VB, CONS, NR, NI, RB, NO, CB>,
    // Per output
    /// Credits spent on network output VC `o * V + c`: the model's `credit` is D - `spent`
    /// (registers power up at 0, the model's counters at `depth`).
    pub spent: [DFF<Bits<CB>>; NO],
    /// Network output VCs taken by a worm (bit `o * V + c`).
    pub held: DFF<Bits<NO>>,
    /// Credits spent on consumption channel c (the model's `cons_credit` is D - this).
    pub cons_spent: [DFF<Bits<CB>>; CONS],
    pub cons_held: DFF<Bits<CONS>>,
    /// Registered output flits.
    pub out_reg_tag: [DFF<Bits<3>>; 4],
    pub out_reg_vc: [DFF<Bits<VB>>; 4],
    pub out_reg_data: [DFF<Bits<W>>; 4],
    pub cons_reg_tag: [DFF<Bits<3>>; CONS],
    pub cons_reg_data: [DFF<Bits<W>>; CONS],
    /// The allocator's rotating priority (0..NR).
    pub rr: DFF<Bits<RB>>,
    pub bad_reg: DFF<Bits<NI>>,
    // Constants of the instance
    depth: Constant<Bits<CB>>,
    rr_last: Constant<Bits<RB>>,
    ptr_last: Constant<Bits<PB>>,
    /// `vc_index[c]` = c; `vc_max` = V - 1.
    vc_index: [Constant<Bits<VB>>; V],
    vc_max: Constant<Bits<VB>>,
    /// `ptr_index[j]` = j.
    ptr_index: [Constant<Bits<PB>>; D],
    /// `port_shift[o]` = o * V.
    port_shift: [Constant<Bits<8>>; 4],
    // Locals: the front flits
    front_tag: [Signal<Local, Bits<3>>; NR],
    front_data: [Signal<Local, Bits<W>>; NR],
    /// The `out_credit` inputs gathered: bit `o * V + c`.
    credit_in: Signal<Local, Bits<NO>>,
    credit_one: Signal<Local, Bits<V>>,
    // Locals: next values of registers written from several places (`cred_d`: `spent`)
    cred_d: [Signal<Local, Bits<CB>>; NO],
    cons_cred_d: [Signal<Local, Bits<CB>>; CONS],
    held_d: Signal<Local, Bits<NO>>,
    cons_held_d: Signal<Local, Bits<CONS>>,
    count_d: [Signal<Local, Bits<CB>>; NR],
    head_d: [Signal<Local, Bits<PB>>; NR],
    tail_d: [Signal<Local, Bits<PB>>; NR],
    bad_d: Signal<Local, Bits<NI>>,
}

fn k<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(v.to_bits())
}

impl<
        const V: usize,
        const VB: usize,
        const W: usize,
        const INJ: usize,
        const CONS: usize,
        const XB: usize,
        const YB: usize,
        const LB: usize,
        const NR: usize,
        const NI: usize,
        const RB: usize,
        const NO: usize,
        const D: usize,
        const ND: usize,
        const PB: usize,
        const CB: usize,
    > MeshRouter<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB>
{
    /// The router at `p.at` of the mesh `p.mesh`; panics (naming the parameter) when a const
    /// parameter disagrees with `p`.
    pub fn new(p: &RouterParams) -> Self {
        let l = p.validate().expect("router parameters");
        assert_eq!(V, p.v, "V = {V} must be v = {}", p.v);
        assert_eq!(
            VB,
            p.vc_bits(),
            "VB = {VB} must be the vc bits {}",
            p.vc_bits()
        );
        assert_eq!(W, p.w, "W = {W} must be w = {}", p.w);
        assert_eq!(INJ, p.inj, "INJ = {INJ} must be inj = {}", p.inj);
        assert_eq!(CONS, p.cons, "CONS = {CONS} must be cons = {}", p.cons);
        assert_eq!(XB, l.x_bits, "XB = {XB} must be the x bits {}", l.x_bits);
        assert_eq!(YB, l.y_bits, "YB = {YB} must be the y bits {}", l.y_bits);
        assert_eq!(
            LB, l.len_bits,
            "LB = {LB} must be the len bits {}",
            l.len_bits
        );
        assert_eq!(
            p.routing,
            wormcast_model::mesh::Routing::DimOrder,
            "the RTL routes dimension order only (Hamiltonian routing is the dual-path \
             baseline's, golden model only)"
        );
        assert_eq!(NR, 4 * V + INJ, "NR = {NR} must be 4 V + INJ");
        assert_eq!(NI, 4 + INJ, "NI = {NI} must be 4 + INJ");
        assert!(
            NR - 1 < 1 << RB,
            "RB = {RB} bits must hold NR - 1 = {}",
            NR - 1
        );
        assert_eq!(NO, 4 * V, "NO = {NO} must be 4 V");
        assert_eq!(D, p.depth, "D = {D} must be depth = {}", p.depth);
        assert_eq!(ND, NR * D, "ND = {ND} must be NR * D");
        assert!(PB >= 1 && D - 1 < 1 << PB, "PB = {PB} bits must hold D - 1");
        assert!(D < 1 << CB, "CB = {CB} bits must hold D = {D}");
        let v = V;
        let port_of = |r: usize| if r < 4 * v { r / v } else { 4 + r - 4 * v };
        let plan = (0..NR)
            .map(|r| {
                MeshVcPlan::new(&PlanConfig {
                    mesh_x: p.mesh.x,
                    mesh_y: p.mesh.y,
                    at_x: p.at.x,
                    at_y: p.at.y,
                    x_first: p.mesh.x_first(),
                    port: port_of(r),
                })
            })
            .collect();
        MeshRouter {
            clock: Default::default(),
            rst: Default::default(),
            in_tag: std::array::from_fn(|_| Default::default()),
            in_vc: std::array::from_fn(|_| Default::default()),
            in_data: std::array::from_fn(|_| Default::default()),
            inj_tag: std::array::from_fn(|_| Default::default()),
            inj_data: std::array::from_fn(|_| Default::default()),
            out_credit: std::array::from_fn(|_| Default::default()),
            cons_credit: std::array::from_fn(|_| Default::default()),
            out_tag: std::array::from_fn(|_| Default::default()),
            out_vc: std::array::from_fn(|_| Default::default()),
            out_data: std::array::from_fn(|_| Default::default()),
            cons_tag: std::array::from_fn(|_| Default::default()),
            cons_data: std::array::from_fn(|_| Default::default()),
            in_credit: std::array::from_fn(|_| Default::default()),
            inj_credit: std::array::from_fn(|_| Default::default()),
            bad: Default::default(),
            buf_tag: std::array::from_fn(|_| Default::default()),
            buf_data: std::array::from_fn(|_| Default::default()),
            head: std::array::from_fn(|_| Default::default()),
            tail: std::array::from_fn(|_| Default::default()),
            count: std::array::from_fn(|_| Default::default()),
            state: std::array::from_fn(|_| Default::default()),
            out_port: std::array::from_fn(|_| Default::default()),
            out_vc_r: std::array::from_fn(|_| Default::default()),
            cons: std::array::from_fn(|_| Default::default()),
            len: std::array::from_fn(|_| Default::default()),
            cnt: std::array::from_fn(|_| Default::default()),
            last_f: std::array::from_fn(|_| Default::default()),
            had_r: std::array::from_fn(|_| Default::default()),
            plan,
            alloc: MeshAlloc::new(D, &(0..NR).map(port_of).collect::<Vec<_>>()),
            spent: std::array::from_fn(|_| Default::default()),
            held: Default::default(),
            cons_spent: std::array::from_fn(|_| Default::default()),
            cons_held: Default::default(),
            out_reg_tag: std::array::from_fn(|_| Default::default()),
            out_reg_vc: std::array::from_fn(|_| Default::default()),
            out_reg_data: std::array::from_fn(|_| Default::default()),
            cons_reg_tag: std::array::from_fn(|_| Default::default()),
            cons_reg_data: std::array::from_fn(|_| Default::default()),
            rr: Default::default(),
            bad_reg: Default::default(),
            depth: k(D as u64),
            rr_last: k(NR as u64 - 1),
            ptr_last: k(D as u64 - 1),
            vc_index: std::array::from_fn(|c| k(c as u64)),
            vc_max: k(V as u64 - 1),
            ptr_index: std::array::from_fn(|j| k(j as u64)),
            port_shift: std::array::from_fn(|o| k((o * V) as u64)),
            front_tag: std::array::from_fn(|_| Default::default()),
            front_data: std::array::from_fn(|_| Default::default()),
            credit_in: Default::default(),
            credit_one: Default::default(),
            cred_d: std::array::from_fn(|_| Default::default()),
            cons_cred_d: std::array::from_fn(|_| Default::default()),
            held_d: Default::default(),
            cons_held_d: Default::default(),
            count_d: std::array::from_fn(|_| Default::default()),
            head_d: std::array::from_fn(|_| Default::default()),
            tail_d: std::array::from_fn(|_| Default::default()),
            bad_d: Default::default(),
        }
    }
}

impl<
        const V: usize,
        const VB: usize,
        const W: usize,
        const INJ: usize,
        const CONS: usize,
        const XB: usize,
        const YB: usize,
        const LB: usize,
        const NR: usize,
        const NI: usize,
        const RB: usize,
        const NO: usize,
        const D: usize,
        const ND: usize,
        const PB: usize,
        const CB: usize,
    > Logic for MeshRouter<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB>
{
    #[hdl_gen]
    fn update(&mut self) {
        // Clocks; registers hold by default.
        for x in 0..ND {
            self.buf_tag[x].clock.next = self.clock.val();
            self.buf_data[x].clock.next = self.clock.val();
            self.buf_tag[x].d.next = self.buf_tag[x].q.val();
            self.buf_data[x].d.next = self.buf_data[x].q.val();
        }
        for r in 0..NR {
            self.head[r].clock.next = self.clock.val();
            self.tail[r].clock.next = self.clock.val();
            self.count[r].clock.next = self.clock.val();
            self.state[r].clock.next = self.clock.val();
            self.out_port[r].clock.next = self.clock.val();
            self.out_vc_r[r].clock.next = self.clock.val();
            self.cons[r].clock.next = self.clock.val();
            self.len[r].clock.next = self.clock.val();
            self.cnt[r].clock.next = self.clock.val();
            self.last_f[r].clock.next = self.clock.val();
            self.had_r[r].clock.next = self.clock.val();
            self.state[r].d.next = self.state[r].q.val();
            self.out_port[r].d.next = self.out_port[r].q.val();
            self.out_vc_r[r].d.next = self.out_vc_r[r].q.val();
            self.cons[r].d.next = self.cons[r].q.val();
            self.len[r].d.next = self.len[r].q.val();
            self.cnt[r].d.next = self.cnt[r].q.val();
            self.last_f[r].d.next = self.last_f[r].q.val();
            self.had_r[r].d.next = self.had_r[r].q.val();
        }
        for i in 0..NO {
            self.spent[i].clock.next = self.clock.val();
        }
        for c in 0..CONS {
            self.cons_spent[c].clock.next = self.clock.val();
            self.cons_reg_tag[c].clock.next = self.clock.val();
            self.cons_reg_data[c].clock.next = self.clock.val();
            self.cons_reg_tag[c].d.next = 0.into();
            self.cons_reg_data[c].d.next = 0.into();
        }
        for o in 0..4 {
            self.out_reg_tag[o].clock.next = self.clock.val();
            self.out_reg_vc[o].clock.next = self.clock.val();
            self.out_reg_data[o].clock.next = self.clock.val();
            self.out_reg_tag[o].d.next = 0.into();
            self.out_reg_vc[o].d.next = 0.into();
            self.out_reg_data[o].d.next = 0.into();
        }
        self.held.clock.next = self.clock.val();
        self.cons_held.clock.next = self.clock.val();
        self.rr.clock.next = self.clock.val();
        self.bad_reg.clock.next = self.clock.val();

        // The front flits and each requester's routing decision.
        for dd in D..(D + 1) {
            for r in 0..NR {
                self.front_tag[r].next = 0.into();
                self.front_data[r].next = 0.into();
                for j in 0..D {
                    if self.head[r].q.val() == self.ptr_index[j].val() {
                        self.front_tag[r].next = self.buf_tag[r * dd + j].q.val();
                        self.front_data[r].next = self.buf_data[r * dd + j].q.val();
                    }
                }
            }
        }
        for r in 0..NR {
            self.plan[r].has.next = self.count[r].q.val() != 0;
            self.plan[r].tag.next = self.front_tag[r].val();
            self.plan[r].data.next = self.front_data[r].val();
            self.plan[r].state.next = self.state[r].q.val();
            self.plan[r].has_out.next = self.out_port[r].q.val().any();
            self.plan[r].has_cons.next = self.cons[r].q.val().any();
            self.plan[r].len.next = self.len[r].q.val();
            self.plan[r].cnt.next = self.cnt[r].q.val();
            self.plan[r].last_f.next = self.last_f[r].q.val();
            self.plan[r].had_r.next = self.had_r[r].q.val();
        }

        // The allocator is the child `alloc` (module doc, "Children"): its inputs are the
        // registers and the plans' outputs, copied.
        for r in 0..NR {
            self.alloc.out_port[r].next = self.out_port[r].q.val();
            self.alloc.out_vc_r[r].next = self.out_vc_r[r].q.val();
            self.alloc.cons[r].next = self.cons[r].q.val();
            self.alloc.net_alloc[r].next = self.plan[r].net_alloc.val();
            self.alloc.net_dir[r].next = self.plan[r].net_dir.val();
            self.alloc.cons_alloc[r].next = self.plan[r].cons_alloc.val();
            self.alloc.send[r].next = self.plan[r].send.val();
            self.alloc.net_need[r].next = self.plan[r].net_need.val();
            self.alloc.cons_need[r].next = self.plan[r].cons_need.val();
            self.alloc.discard[r].next = self.plan[r].discard.val();
            self.alloc.pop[r].next = self.plan[r].pop.val();
            self.alloc.bad[r].next = self.plan[r].bad.val();
        }
        for i in 0..NO {
            self.alloc.spent[i].next = self.spent[i].q.val();
        }
        for c in 0..CONS {
            self.alloc.cons_spent[c].next = self.cons_spent[c].q.val();
        }
        self.alloc.held.next = self.held.q.val();
        self.alloc.cons_held.next = self.cons_held.q.val();
        self.alloc.rr.next = self.rr.q.val();
        // The `out_credit` inputs gathered (read at the edge only).
        self.credit_in.next = 0.into();
        for o in 0..4 {
            // (A `bit_cast` argument may not name a loop variable.)
            self.credit_one.next = self.out_credit[o].val();
            self.credit_in.next = self.credit_in.val()
                | (bit_cast::<NO, V>(self.credit_one.val()) << self.port_shift[o].val());
        }

        // Credits out: the pops of this cycle (the child's output, read directly).
        for vv in V..(V + 1) {
            for p in 0..4 {
                self.in_credit[p].next = 0.into();
                for c in 0..V {
                    self.in_credit[p].next = self.in_credit[p]
                        .val()
                        .replace_bit(c, self.alloc.pop_now.val().get_bit(p * vv + c));
                }
            }
            for q in 0..INJ {
                self.inj_credit[q].next = self.alloc.pop_now.val().get_bit(4 * vv + q);
            }
        }
        self.bad.next = self.bad_reg.q.val();
        for o in 0..4 {
            self.out_tag[o].next = self.out_reg_tag[o].q.val();
            self.out_vc[o].next = self.out_reg_vc[o].q.val();
            self.out_data[o].next = self.out_reg_data[o].q.val();
        }
        for c in 0..CONS {
            self.cons_tag[c].next = self.cons_reg_tag[c].q.val();
            self.cons_data[c].next = self.cons_reg_data[c].q.val();
        }

        // The clock edge: apply the actions.
        self.held_d.next = self.held.q.val();
        self.cons_held_d.next = self.cons_held.q.val();
        for i in 0..NO {
            self.cred_d[i].next = self.spent[i].q.val();
        }
        for c in 0..CONS {
            self.cons_cred_d[c].next = self.cons_spent[c].q.val();
        }
        for vv in V..(V + 1) {
            for r in 0..NR {
                self.count_d[r].next = self.count[r].q.val();
                self.head_d[r].next = self.head[r].q.val();
                self.tail_d[r].next = self.tail[r].q.val();
                if self.plan[r].discard.val()
                    | self.plan[r].goto.val()
                    | (self.plan[r].send.val() & self.alloc.grant[r].val())
                {
                    self.state[r].d.next = self.plan[r].next_state.val();
                }
                if self.alloc.pop_now.val().get_bit(r) {
                    self.count_d[r].next = self.count[r].q.val() - 1;
                    if self.head[r].q.val() == self.ptr_last.val() {
                        self.head_d[r].next = 0.into();
                    } else {
                        self.head_d[r].next = self.head[r].q.val() + 1;
                    }
                }
                if self.plan[r].send.val() & self.alloc.grant[r].val() {
                    if self.plan[r].net_need.val() {
                        self.out_port[r].d.next = self.alloc.net_port[r].val();
                        self.out_vc_r[r].d.next = self.alloc.g_vc_num[r].val();
                        for o in 0..4 {
                            if self.alloc.net_port[r].val().get_bit(o) {
                                self.out_reg_tag[o].d.next = self.plan[r].send_tag.val();
                                self.out_reg_vc[o].d.next = self.alloc.g_vc_num[r].val();
                                self.out_reg_data[o].d.next = self.plan[r].send_data.val();
                                for c in 0..V {
                                    if self.alloc.g_vc[r].val().get_bit(c) {
                                        self.cred_d[o * vv + c].next =
                                            self.cred_d[o * vv + c].val() + 1;
                                        // (An `if`: `replace_bit(i, !x)` emits `~x << i`,
                                        // which Verilog widens before inverting.)
                                        if self.plan[r].free_held.val() {
                                            self.held_d.next =
                                                self.held_d.val().replace_bit(o * vv + c, false);
                                        } else {
                                            self.held_d.next =
                                                self.held_d.val().replace_bit(o * vv + c, true);
                                        }
                                    }
                                }
                            }
                        }
                    }
                    if self.plan[r].cons_need.val() {
                        self.cons[r].d.next = self.alloc.g_cons[r].val();
                        for c in 0..CONS {
                            if self.alloc.g_cons[r].val().get_bit(c) {
                                self.cons_reg_tag[c].d.next = self.plan[r].send_tag.val();
                                self.cons_reg_data[c].d.next = self.plan[r].send_data.val();
                                self.cons_cred_d[c].next = self.cons_cred_d[c].val() + 1;
                                if self.plan[r].free_held.val() {
                                    self.cons_held_d.next =
                                        self.cons_held_d.val().replace_bit(c, false);
                                } else {
                                    self.cons_held_d.next =
                                        self.cons_held_d.val().replace_bit(c, true);
                                }
                            }
                        }
                    }
                    if self.plan[r].latch.val() {
                        self.len[r].d.next = self.plan[r].latch_len.val();
                        self.cnt[r].d.next = 0.into();
                        self.last_f[r].d.next = self.plan[r].latch_f.val();
                        self.had_r[r].d.next = self.plan[r].latch_r.val();
                    }
                    if self.plan[r].body.val() {
                        self.cnt[r].d.next = self.cnt[r].q.val() + 1;
                    }
                    if self.plan[r].free_held.val() {
                        self.out_port[r].d.next = 0.into();
                        self.cons[r].d.next = 0.into();
                    }
                }
            }
            // Credits in (a counter never exceeds the depth).
            for o in 0..4 {
                for c in 0..V {
                    if self.credit_in.val().get_bit(o * vv + c)
                        & (self.cred_d[o * vv + c].val() != 0)
                    {
                        self.cred_d[o * vv + c].next = self.cred_d[o * vv + c].val() - 1;
                    }
                }
            }
        }
        for c in 0..CONS {
            if self.cons_credit[c].val() & (self.cons_cred_d[c].val() != 0) {
                self.cons_cred_d[c].next = self.cons_cred_d[c].val() - 1;
            }
        }

        // Flits arriving: into the buffer their VC names; a VC >= V or a full buffer (after
        // this cycle's pop) drops the flit and raises `bad`.
        self.bad_d.next = self.alloc.bad_now.val();
        for vv in V..(V + 1) {
            for dd in D..(D + 1) {
                for p in 0..4 {
                    if self.in_tag[p].val() != 0 {
                        if self.in_vc[p].val() > self.vc_max.val() {
                            self.bad_d.next = self.bad_d.val().replace_bit(p, true);
                        }
                        for c in 0..V {
                            if self.in_vc[p].val() == self.vc_index[c].val() {
                                if self.count_d[p * vv + c].val() >= self.depth.val() {
                                    self.bad_d.next = self.bad_d.val().replace_bit(p, true);
                                } else {
                                    for j in 0..D {
                                        if self.tail[p * vv + c].q.val() == self.ptr_index[j].val()
                                        {
                                            self.buf_tag[p * vv * dd + c * dd + j].d.next =
                                                self.in_tag[p].val();
                                            self.buf_data[p * vv * dd + c * dd + j].d.next =
                                                self.in_data[p].val();
                                        }
                                    }
                                    self.count_d[p * vv + c].next =
                                        self.count_d[p * vv + c].val() + 1;
                                    if self.tail[p * vv + c].q.val() == self.ptr_last.val() {
                                        self.tail_d[p * vv + c].next = 0.into();
                                    } else {
                                        self.tail_d[p * vv + c].next =
                                            self.tail[p * vv + c].q.val() + 1;
                                    }
                                }
                            }
                        }
                    }
                }
                for q in 0..INJ {
                    if self.inj_tag[q].val() != 0 {
                        if self.count_d[4 * vv + q].val() >= self.depth.val() {
                            self.bad_d.next = self.bad_d.val().replace_bit(4 + q, true);
                        } else {
                            for j in 0..D {
                                if self.tail[4 * vv + q].q.val() == self.ptr_index[j].val() {
                                    self.buf_tag[4 * vv * dd + q * dd + j].d.next =
                                        self.inj_tag[q].val();
                                    self.buf_data[4 * vv * dd + q * dd + j].d.next =
                                        self.inj_data[q].val();
                                }
                            }
                            self.count_d[4 * vv + q].next = self.count_d[4 * vv + q].val() + 1;
                            if self.tail[4 * vv + q].q.val() == self.ptr_last.val() {
                                self.tail_d[4 * vv + q].next = 0.into();
                            } else {
                                self.tail_d[4 * vv + q].next = self.tail[4 * vv + q].q.val() + 1;
                            }
                        }
                    }
                }
            }
        }

        // Register inputs.
        for r in 0..NR {
            self.count[r].d.next = self.count_d[r].val();
            self.head[r].d.next = self.head_d[r].val();
            self.tail[r].d.next = self.tail_d[r].val();
        }
        for i in 0..NO {
            self.spent[i].d.next = self.cred_d[i].val();
        }
        for c in 0..CONS {
            self.cons_spent[c].d.next = self.cons_cred_d[c].val();
        }
        self.held.d.next = self.held_d.val();
        self.cons_held.d.next = self.cons_held_d.val();
        self.bad_reg.d.next = self.bad_d.val();
        if self.rr.q.val() == self.rr_last.val() {
            self.rr.d.next = 0.into();
        } else {
            self.rr.d.next = self.rr.q.val() + 1;
        }

        // Synchronous reset (module doc, "Reset"): every output 0 in the cycle, the
        // power-on state at the edge.
        if self.rst.val() {
            for r in 0..NR {
                self.head[r].d.next = 0.into();
                self.tail[r].d.next = 0.into();
                self.count[r].d.next = 0.into();
                self.state[r].d.next = VcState::Idle;
                self.out_port[r].d.next = 0.into();
                self.out_vc_r[r].d.next = 0.into();
                self.cons[r].d.next = 0.into();
                self.len[r].d.next = 0.into();
                self.cnt[r].d.next = 0.into();
                self.last_f[r].d.next = false;
                self.had_r[r].d.next = false;
            }
            for i in 0..NO {
                self.spent[i].d.next = 0.into();
            }
            for c in 0..CONS {
                self.cons_spent[c].d.next = 0.into();
                self.cons_reg_tag[c].d.next = 0.into();
                self.cons_reg_data[c].d.next = 0.into();
                self.cons_tag[c].next = 0.into();
                self.cons_data[c].next = 0.into();
            }
            for o in 0..4 {
                self.out_reg_tag[o].d.next = 0.into();
                self.out_reg_vc[o].d.next = 0.into();
                self.out_reg_data[o].d.next = 0.into();
                self.out_tag[o].next = 0.into();
                self.out_vc[o].next = 0.into();
                self.out_data[o].next = 0.into();
                self.in_credit[o].next = 0.into();
            }
            for q in 0..INJ {
                self.inj_credit[q].next = false;
            }
            self.held.d.next = 0.into();
            self.cons_held.d.next = 0.into();
            self.rr.d.next = 0.into();
            self.bad_reg.d.next = 0.into();
            self.bad.next = 0.into();
        }
    }
}

/// The allocator of [`MeshRouter`] and the pops of the cycle, combinational: per requester r
/// the network output port it wants (`net_port[r]`, one-hot: the held one or the plan's
/// direction) and the VCs / consumption channels that could serve it (credit and held
/// state), the greedy chain over the requesters from `rr` (each once, as one chain of positions) that
/// grants sends (`grant[r]`) with their network VC (`g_vc[r]` one-hot, `g_vc_num[r]`) and
/// consumption channel (`g_cons[r]`, one-hot), and this cycle's pops (`pop_now`, bit r:
/// the credits out) and bad detections (`bad_now`, bit = input port). The logic of the
/// router's allocator, unchanged (the router's module doc, "Structure", describes it).
///
/// Why a block of its own: rust-hdl emits one `always @(*)` per module, and Verilator orders
/// a module's block as one unit unless its statements share no locals. With the allocator
/// in the router's block, the credits out (`in_credit`, from the pops) and the credits in
/// (`out_credit`, read at the edge) shared one block, so in a mesh a router's credits
/// seemed to return through its neighbour's block (UNOPTFLAT, a false loop through every
/// router of a row or column). Its inputs are only the router's registers and the plans'
/// outputs (which read only registers), so the router's `in_credit` is a copy of `pop_now`.
///
/// Ports in: per requester r the registers `out_port[r]` (4), `out_vc_r[r]` (VB),
/// `cons[r]` (CONS) and its plan's `net_alloc`, `net_dir` (4), `cons_alloc`, `send`,
/// `net_need`, `cons_need`, `discard`, `pop`, `bad` (1 bit each but `net_dir`); the
/// registers `spent[i]` (CB, per output VC), `held` (NO), `cons_spent[c]` (CB), `cons_held`
/// (CONS), `rr` (RB). Out: `net_port[r]`, `grant[r]`, `g_vc[r]` (NO), `g_vc_num[r]` (VB),
/// `g_cons[r]` (CONS), `pop_now` (NR), `bad_now` (NI). Latency 0. Constants of the
/// instance: the depth D and each requester's input port.
#[derive(LogicBlock)]
pub struct MeshAlloc<
    const V: usize,
    const VB: usize,
    const CONS: usize,
    const NR: usize,
    const NI: usize,
    const RB: usize,
    const NO: usize,
    const CB: usize,
> {
    pub out_port: [Signal<In, Bits<4>>; NR],
    pub out_vc_r: [Signal<In, Bits<VB>>; NR],
    pub cons: [Signal<In, Bits<CONS>>; NR],
    pub net_alloc: [Signal<In, Bit>; NR],
    pub net_dir: [Signal<In, Bits<4>>; NR],
    pub cons_alloc: [Signal<In, Bit>; NR],
    pub send: [Signal<In, Bit>; NR],
    pub net_need: [Signal<In, Bit>; NR],
    pub cons_need: [Signal<In, Bit>; NR],
    pub discard: [Signal<In, Bit>; NR],
    pub pop: [Signal<In, Bit>; NR],
    pub bad: [Signal<In, Bit>; NR],
    pub spent: [Signal<In, Bits<CB>>; NO],
    pub held: Signal<In, Bits<NO>>,
    pub cons_spent: [Signal<In, Bits<CB>>; CONS],
    pub cons_held: Signal<In, Bits<CONS>>,
    pub rr: Signal<In, Bits<RB>>,
    /// The network output port wanted (one-hot): the held one, or the routed direction.
    pub net_port: [Signal<Out, Bits<4>>; NR],
    /// A send granted; the network VC (one-hot) and consumption channel (one-hot) it got.
    pub grant: [Signal<Out, Bit>; NR],
    pub g_vc: [Signal<Out, Bits<NO>>; NR],
    pub g_vc_num: [Signal<Out, Bits<VB>>; NR],
    pub g_cons: [Signal<Out, Bits<CONS>>; NR],
    /// Pops (credits out) and bad detections of this cycle.
    pub pop_now: Signal<Out, Bits<NR>>,
    pub bad_now: Signal<Out, Bits<NI>>,
    // Constants of the instance
    depth: Constant<Bits<CB>>,
    /// `req_index[r]` = r.
    req_index: [Constant<Bits<RB>>; NR],
    /// The input port of requester r, one-hot.
    port_hot: [Constant<Bits<NI>>; NR],
    /// `vc_index[c]` = c.
    vc_index: [Constant<Bits<VB>>; V],
    /// `jk[j]` = j; `wrap[j]` = NR - j (j >= 1; unused at j = 0, `j0[j]` true only there):
    /// position j of the chain holds requester `rr + j`, less NR when `rr >= NR - j`.
    jk: [Constant<Bits<RB>>; NR],
    wrap: [Constant<Bits<RB>>; NR],
    j0: [Constant<Bit>; NR],
    // Locals: what each requester asks for (independent of the chain)
    /// The VCs of the wanted port it may use (held one with a credit, or free ones with a
    /// credit). (Bits 0..V of an NO-bit vector: a 1-bit rust-hdl signal is a Verilog
    /// scalar, which takes no bit select.)
    net_avail: [Signal<Local, Bits<NO>>; NR],
    /// The consumption channels it may use (held one, or free ones, with a credit).
    cons_avail: [Signal<Local, Bits<CONS>>; NR],
    /// Output VCs / consumption channels with a credit.
    cred_pos: Signal<Local, Bits<NO>>,
    cons_cred_pos: Signal<Local, Bits<CONS>>,
    // Locals: the allocator chain
    port_used: Signal<Local, Bits<NI>>,
    out_used: Signal<Local, Bits<4>>,
    /// Per chain position j: the requester there (`pj`) and, gathered from it, blocked
    /// whatever the chain does (`p_blk` bit j, its `blk`), needs a network output
    /// (`p_net_need` bit j) or allocates a consumption channel (`p_ca` bit j, its `ca`), its
    /// network port (`p_net_port[j]`) and input port (`p_port_hot[j]`); the chain's grant
    /// (`p_grant` bit j).
    pj: [Signal<Local, Bits<RB>>; NR],
    p_blk: Signal<Local, Bits<NR>>,
    p_net_need: Signal<Local, Bits<NR>>,
    p_ca: Signal<Local, Bits<NR>>,
    p_net_port: [Signal<Local, Bits<4>>; NR],
    p_port_hot: [Signal<Local, Bits<NI>>; NR],
    p_grant: Signal<Local, Bits<NR>>,
    /// The allocations of consumption channels before position j (`p_kth[j]`, one-hot
    /// m = how many; 0 = all CONS taken) and the channel position j would take (`p_ch[j]`).
    p_kth: [Signal<Local, Bits<CONS>>; NR],
    p_ch: [Signal<Local, Bits<CONS>>; NR],
    /// The channels an allocating requester may take (`free_f`: not held, with a credit),
    /// the m-th lowest of them (`kth_ch[m]`, one-hot, 0 = fewer than m + 1), `has` bit m:
    /// there is an m-th; the chain's allocation count `kth` (one-hot, as `p_kth`).
    free_f: Signal<Local, Bits<CONS>>,
    rem: Signal<Local, Bits<CONS>>,
    kth_ch: [Signal<Local, Bits<CONS>>; CONS],
    has: Signal<Local, Bits<CONS>>,
    kth: Signal<Local, Bits<CONS>>,
    /// Per requester: the channel the chain gave it when it allocates one; blocked whatever
    /// the chain does (`blk`); allocates a consumption channel (`ca`). (1-bit locals: a `!`
    /// inside `replace_bit`'s value is emitted at 32 bits and would set other bits.)
    g_cons_a: [Signal<Local, Bits<CONS>>; NR],
    blk: [Signal<Local, Bit>; NR],
    ca: [Signal<Local, Bit>; NR],
    step_ok: Signal<Local, Bit>,
    scan: Signal<Local, Bit>,
}

impl<
        const V: usize,
        const VB: usize,
        const CONS: usize,
        const NR: usize,
        const NI: usize,
        const RB: usize,
        const NO: usize,
        const CB: usize,
    > MeshAlloc<V, VB, CONS, NR, NI, RB, NO, CB>
{
    /// `depth`: the buffer depth D (credits per VC); `port[r]`: requester r's input port
    /// (0..4 network, 4.. injection).
    pub fn new(depth: usize, port: &[usize]) -> Self {
        assert_eq!(port.len(), NR, "one input port per requester (NR = {NR})");
        Self {
            out_port: std::array::from_fn(|_| Default::default()),
            out_vc_r: std::array::from_fn(|_| Default::default()),
            cons: std::array::from_fn(|_| Default::default()),
            net_alloc: std::array::from_fn(|_| Default::default()),
            net_dir: std::array::from_fn(|_| Default::default()),
            cons_alloc: std::array::from_fn(|_| Default::default()),
            send: std::array::from_fn(|_| Default::default()),
            net_need: std::array::from_fn(|_| Default::default()),
            cons_need: std::array::from_fn(|_| Default::default()),
            discard: std::array::from_fn(|_| Default::default()),
            pop: std::array::from_fn(|_| Default::default()),
            bad: std::array::from_fn(|_| Default::default()),
            spent: std::array::from_fn(|_| Default::default()),
            held: Default::default(),
            cons_spent: std::array::from_fn(|_| Default::default()),
            cons_held: Default::default(),
            rr: Default::default(),
            net_port: std::array::from_fn(|_| Default::default()),
            grant: std::array::from_fn(|_| Default::default()),
            g_vc: std::array::from_fn(|_| Default::default()),
            g_vc_num: std::array::from_fn(|_| Default::default()),
            g_cons: std::array::from_fn(|_| Default::default()),
            pop_now: Default::default(),
            bad_now: Default::default(),
            depth: k(depth as u64),
            req_index: std::array::from_fn(|r| k(r as u64)),
            port_hot: std::array::from_fn(|r| k(1 << port[r])),
            vc_index: std::array::from_fn(|c| k(c as u64)),
            jk: std::array::from_fn(|j| k(j as u64)),
            wrap: std::array::from_fn(|j| k(((NR - j) % NR) as u64)),
            j0: std::array::from_fn(|j| Constant::new(j == 0)),
            net_avail: std::array::from_fn(|_| Default::default()),
            cons_avail: std::array::from_fn(|_| Default::default()),
            cred_pos: Default::default(),
            cons_cred_pos: Default::default(),
            port_used: Default::default(),
            out_used: Default::default(),
            pj: std::array::from_fn(|_| Default::default()),
            p_blk: Default::default(),
            p_net_need: Default::default(),
            p_ca: Default::default(),
            p_net_port: std::array::from_fn(|_| Default::default()),
            p_port_hot: std::array::from_fn(|_| Default::default()),
            p_grant: Default::default(),
            p_kth: std::array::from_fn(|_| Default::default()),
            p_ch: std::array::from_fn(|_| Default::default()),
            free_f: Default::default(),
            rem: Default::default(),
            kth_ch: std::array::from_fn(|_| Default::default()),
            has: Default::default(),
            kth: Default::default(),
            g_cons_a: std::array::from_fn(|_| Default::default()),
            blk: std::array::from_fn(|_| Default::default()),
            ca: std::array::from_fn(|_| Default::default()),
            step_ok: Default::default(),
            scan: Default::default(),
        }
    }
}

impl<
        const V: usize,
        const VB: usize,
        const CONS: usize,
        const NR: usize,
        const NI: usize,
        const RB: usize,
        const NO: usize,
        const CB: usize,
    > Logic for MeshAlloc<V, VB, CONS, NR, NI, RB, NO, CB>
{
    #[hdl_gen]
    fn update(&mut self) {
        // What each requester's send needs, and which VCs / channels could serve it.
        self.cred_pos.next = 0.into();
        for i in 0..NO {
            self.cred_pos.next = self
                .cred_pos
                .val()
                .replace_bit(i, self.spent[i].val() < self.depth.val());
        }
        self.cons_cred_pos.next = 0.into();
        for c in 0..CONS {
            self.cons_cred_pos.next = self
                .cons_cred_pos
                .val()
                .replace_bit(c, self.cons_spent[c].val() < self.depth.val());
        }
        for vv in V..(V + 1) {
            for r in 0..NR {
                if self.net_alloc[r].val() {
                    self.net_port[r].next = self.net_dir[r].val();
                } else {
                    self.net_port[r].next = self.out_port[r].val();
                }
                self.net_avail[r].next = 0.into();
                for o in 0..4 {
                    if self.net_port[r].val().get_bit(o) {
                        for c in 0..V {
                            if self.net_alloc[r].val() {
                                self.net_avail[r].next = self.net_avail[r].val().replace_bit(
                                    c,
                                    !self.held.val().get_bit(o * vv + c)
                                        & self.cred_pos.val().get_bit(o * vv + c),
                                );
                            } else {
                                self.net_avail[r].next = self.net_avail[r].val().replace_bit(
                                    c,
                                    (self.out_vc_r[r].val() == self.vc_index[c].val())
                                        & self.cred_pos.val().get_bit(o * vv + c),
                                );
                            }
                        }
                    }
                }
                if self.cons_alloc[r].val() {
                    self.cons_avail[r].next = !self.cons_held.val() & self.cons_cred_pos.val();
                } else {
                    self.cons_avail[r].next = self.cons[r].val() & self.cons_cred_pos.val();
                }
                // The lowest usable VC (the held one when held).
                self.g_vc[r].next = 0.into();
                self.g_vc_num[r].next = self.out_vc_r[r].val();
                self.scan.next = false;
                for c in 0..V {
                    if self.net_avail[r].val().get_bit(c) & !self.scan.val() {
                        self.g_vc[r].next = self.g_vc[r].val().replace_bit(c, true);
                        self.g_vc_num[r].next = self.vc_index[c].val();
                        self.scan.next = true;
                    }
                }
            }
        }

        // The allocator: the requesters in order from rr, each once. Chain position j holds
        // requester rr + j (mod NR); its inputs are gathered to the position (AND-ORs of a
        // one-hot select from `rr`, a register), the chain runs once over the positions, and
        // its grants go back to the requesters the same way.
        //
        // Consumption channels: a requester that holds one uses only it (no other requester
        // holds it, and allocations take only channels not held), so only the allocating
        // requesters compete, for the same set `free_f`: the one granted m-th in the chain
        // takes the m-th lowest channel of `free_f`, the lowest free one after the m before
        // it, as in the model. The chain counts them (`kth`) instead of marking channels.
        self.free_f.next = !self.cons_held.val() & self.cons_cred_pos.val();
        self.rem.next = self.free_f.val();
        self.has.next = 0.into();
        for m in 0..CONS {
            self.kth_ch[m].next = 0.into();
            self.scan.next = false;
            for c in 0..CONS {
                if self.rem.val().get_bit(c) & !self.scan.val() {
                    self.kth_ch[m].next = self.kth_ch[m].val().replace_bit(c, true);
                    self.scan.next = true;
                }
            }
            self.has.next = self.has.val().replace_bit(m, self.scan.val());
            self.rem.next = self.rem.val() & !self.kth_ch[m].val();
        }
        for r in 0..NR {
            // Blocked whatever the chain does: no send, no usable VC on the wanted port, or
            // its held consumption channel without a credit.
            self.blk[r].next = !self.send[r].val()
                | (self.net_need[r].val() & !self.net_avail[r].val().any())
                | (self.cons_need[r].val()
                    & !self.cons_alloc[r].val()
                    & !self.cons_avail[r].val().any());
            self.ca[r].next = self.cons_need[r].val() & self.cons_alloc[r].val();
        }
        self.p_blk.next = 0.into();
        self.p_net_need.next = 0.into();
        self.p_ca.next = 0.into();
        for j in 0..NR {
            if !self.j0[j].val() & (self.rr.val() >= self.wrap[j].val()) {
                self.pj[j].next = self.rr.val() - self.wrap[j].val();
            } else {
                self.pj[j].next = self.rr.val() + self.jk[j].val();
            }
            self.p_net_port[j].next = 0.into();
            self.p_port_hot[j].next = 0.into();
            for r in 0..NR {
                if self.pj[j].val() == self.req_index[r].val() {
                    self.p_blk.next = self
                        .p_blk
                        .val()
                        .replace_bit(j, self.p_blk.val().get_bit(j) | self.blk[r].val());
                    self.p_net_need.next = self
                        .p_net_need
                        .val()
                        .replace_bit(j, self.p_net_need.val().get_bit(j) | self.net_need[r].val());
                    self.p_ca.next = self
                        .p_ca
                        .val()
                        .replace_bit(j, self.p_ca.val().get_bit(j) | self.ca[r].val());
                    self.p_net_port[j].next = self.p_net_port[j].val() | self.net_port[r].val();
                    self.p_port_hot[j].next = self.p_port_hot[j].val() | self.port_hot[r].val();
                }
            }
        }
        self.port_used.next = 0.into();
        self.out_used.next = 0.into();
        self.kth.next = 1.into();
        self.p_grant.next = 0.into();
        for j in 0..NR {
            self.p_kth[j].next = self.kth.val();
            self.step_ok.next = !self.p_blk.val().get_bit(j)
                & !(self.port_used.val() & self.p_port_hot[j].val()).any();
            if self.p_net_need.val().get_bit(j)
                & (self.out_used.val() & self.p_net_port[j].val()).any()
            {
                self.step_ok.next = false;
            }
            if self.p_ca.val().get_bit(j) & !(self.kth.val() & self.has.val()).any() {
                self.step_ok.next = false;
            }
            if self.step_ok.val() {
                self.p_grant.next = self.p_grant.val().replace_bit(j, true);
                self.port_used.next = self.port_used.val() | self.p_port_hot[j].val();
                if self.p_net_need.val().get_bit(j) {
                    self.out_used.next = self.out_used.val() | self.p_net_port[j].val();
                }
                if self.p_ca.val().get_bit(j) {
                    self.kth.next = self.kth.val() << 1;
                }
            }
            self.p_ch[j].next = 0.into();
            for m in 0..CONS {
                if self.p_kth[j].val().get_bit(m) {
                    self.p_ch[j].next = self.p_ch[j].val() | self.kth_ch[m].val();
                }
            }
        }
        for r in 0..NR {
            self.grant[r].next = false;
            self.g_cons_a[r].next = 0.into();
            for j in 0..NR {
                if self.pj[j].val() == self.req_index[r].val() {
                    self.grant[r].next = self.grant[r].val() | self.p_grant.val().get_bit(j);
                    self.g_cons_a[r].next = self.g_cons_a[r].val() | self.p_ch[j].val();
                }
            }
            self.g_cons[r].next = 0.into();
            if self.grant[r].val() & self.cons_need[r].val() {
                if self.cons_alloc[r].val() {
                    self.g_cons[r].next = self.g_cons_a[r].val();
                } else {
                    self.g_cons[r].next = self.cons_avail[r].val();
                }
            }
        }

        // Pops (credits out) and bad detections.
        self.pop_now.next = 0.into();
        self.bad_now.next = 0.into();
        for r in 0..NR {
            if self.discard[r].val() | (self.grant[r].val() & self.pop[r].val()) {
                self.pop_now.next = self.pop_now.val().replace_bit(r, true);
            }
            if (self.discard[r].val() | self.grant[r].val()) & self.bad[r].val() {
                self.bad_now.next = self.bad_now.val() | self.port_hot[r].val();
            }
        }
    }
}
