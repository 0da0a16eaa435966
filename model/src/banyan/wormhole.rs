//! The wormhole (blocking) mode of the broadcast banyan network (banyan paper, Sections 2.2
//! and 3.2; issue 15): a head that loses arbitration waits, holding the output links its
//! packet has already acquired at earlier stages, and link-level back-pressure loses no
//! flit. This is the setting in which the Figure 4 deadlock can arise and Theorem 2 (upper
//! input link first) matters; the slotted mode ([`super::network`]) drops losers instead.
//!
//! # Link protocol (every link: node to stage n-1, stage to stage, stage 0 to node)
//!
//! A link carries a flit (`tag`, `data`; tag 0 = idle) forward and one `ready` bit back. The
//! flit moves in a cycle where it is non-idle and `ready` is high. A sender's flit is always a
//! register output (the SE output registers, or the node's own register); `ready` is
//! combinational (it depends on the flit offered and on the downstream `ready`), so the ready
//! path runs through all n stages in one cycle. Packets are worms: a head, any number of body
//! flits, a tail; idle cycles inside a worm are allowed (bubbles).
//!
//! # Lock-step heads (what makes Theorem 2 hold in a wormhole network)
//!
//! Theorem 2's proof needs the copies of a multicast to request their outputs at a stage
//! *simultaneously*: then two packets meet at every SE of that stage in the same relative
//! position, and upper-first always picks the same one. If each head copy advanced on its
//! own, one copy could acquire an SE while its sibling waits elsewhere, and two multicasts
//! would then deadlock under any policy (first measured here: 1,291 deadlocks in 1,000,000
//! cycles of random two-phase traffic with upper-first at N = 16). So the heads of a worm
//! move in lock-step: every head copy of a worm is granted in the same cycle or none is.
//! Body flits already move in lock-step (a replicating SE writes both outputs or neither).
//! Three more signals per link implement it:
//!
//! * `owned` (forward, registered): the link's upstream output is owned by a worm.
//! * `ok` (backward, combinational): every head copy of the worm on this link, downstream of
//!   it, can be granted now. An unconnected input with a head reports its own `cand` (the head
//!   is grantable and wins arbitration); a connected input reports the AND of `ok` over the
//!   outputs it owns (`sub_ok`); otherwise 1. Node outputs report 1.
//! * `go` (forward, combinational): the worm's verdict. The root of a worm is the topmost
//!   connected input whose upstream link is not owned (the worm's tail has passed the
//!   upstream SE, or the upstream is the node); there `go = sub_ok`. A non-root connected
//!   input passes its `go_in` on; `go_out[o]` = the owner's `go`. A head on an unconnected
//!   input is granted iff `cand` and (`go_in` when its link is owned, else 1: a head straight
//!   from its node is alone).
//!
//! All copies of a worm are therefore always at the same stage, and a worm waits only for
//! worms whose heads are further on or, at the same stage, for a worm that wins every SE they
//! share: with upper-first that order is fixed by the source address bits (Theorem 2's
//! argument), so waiting never closes a cycle. With round-robin, two worms can each win one
//! of two SEs they share (Figure 4); neither group is complete, nobody is granted, the
//! pointers never move, and the watchdog sees the deadlock. The dependencies between the
//! combinational signals always run towards heads further on, so they settle (the golden
//! model iterates to the fixpoint and panics if it does not settle: a design error).
//!
//! # The switching element ([`WhSe`])
//!
//! State: an output register per output (`out[o]`), the owner of each output (`own[o]`: the
//! input whose worm holds it, from its head to its tail), and, for round-robin arbitration,
//! the priority input `rr` (power-on 0). Per cycle, with `free[o] = out[o] idle or
//! ready_in[o]` (the register can load):
//!
//! * **Connected input** (owns one or more outputs): a body or tail flit moves iff every
//!   owned output is free; it is copied into all of them (synchronous replication: the
//!   branches of a multicast advance together). A tail releases the outputs as it moves.
//!   A head on a connected input means the previous worm lost its tail: a synthetic tail
//!   (tag tail, the head's data) is sent on the owned outputs instead, releasing them; the
//!   head itself stays and is decoded in the next cycle. Nothing downstream stays wedged.
//! * **Unconnected input, head**: decoded at stage `i` by [`super::se::decode`]. A malformed
//!   head is consumed and counted (its body and tail then arrive on an unconnected input and
//!   are discarded). A routable head requests its output set `req` (one output, or both with
//!   the modified headers of Section 2.2). The request is **atomic**: it is *grantable* when
//!   every requested output is unowned and its register empty (not merely emptying this
//!   cycle: a head never uses `ready_in`, which keeps every path from `ready` to `ok` out of
//!   the logic, so the network has no structural combinational loop and timing analysis
//!   (nextpnr) accepts it; the cost is one idle cycle between two worms on one output). If both inputs are grantable and their sets
//!   overlap, the policy picks one (`cand`): `UpperFirst` input 0 (the paper's Theorem 2
//!   scheme), `RoundRobin` input `rr`. A head is granted when `cand` and its worm's `go`
//!   hold; it is written into its outputs (which become owned) and consumed. A head that is
//!   not granted waits, its upstream holding everything its worm has acquired. Round-robin:
//!   when exactly one input is granted in a cycle, `rr` becomes the other input.
//! * **Unconnected input, body or tail**: a stray flit; consumed and discarded.
//! * `ready_out[p]` = the flit on input p is consumed this cycle.
//! * Output register o: loads the flit sent to it; otherwise empties when `ready_in[o]`;
//!   otherwise holds.
//!
//! Latency: one cycle per stage (the output register); an uncontested head crosses the
//! network in n cycles.
//!
//! # Reset
//!
//! `rst` (the network's last input port; golden model `WhNetModel::cycle_rst`) is synchronous and active
//! high. In a cycle with `rst` high `in_ready` is 0 (no node flit is consumed), every
//! `out_tag_j`/`out_data_j` is 0 (idle) and `out_ready` is ignored; `malformed_count` is a
//! register and shows 0 from the cycle after the first `rst` edge. Each edge with `rst` high
//! returns every SE to its power-on state (output registers idle, no output owned, `rr` = 0)
//! and clears `malformed_count`: every worm in the network is lost, and no link stays held.
//! Nothing is swept afterwards (D = 0): the first cycle with `rst` low is the power-on state.
//!
//! *Port contract around a reset* (the nodes reset with the network): while `rst` is high a
//! node offers nothing it needs to keep (its flit is not consumed); at the reset it drops the
//! rest of the packet it was sending (the next flit it offers must be a head) and any partial
//! packet it was receiving (the rest will not come). Packets whose tail had not reached every
//! destination are lost (their copies may be partly delivered); packets sent after the reset
//! are delivered exactly once. The standalone SE top has `rst` too (its last input): at the
//! edge it clears the output registers, the owners and `rr`; that cycle's outputs are
//! unaffected (the network gates its node-facing outputs).

#![allow(clippy::needless_range_loop)] // port-indexed loops mirror the RTL

use super::params::ParamError;
use super::se::{decode, Request};
use super::topology::{butterfly, shuffle, stage_of};
use crate::cycle::{CycleModel, PortSpec};
use crate::flit::{mask, Flit, Tag};

/// Conflict resolution between two heads that want overlapping outputs of one SE.

/// The wormhole network's behaviour revision ([`crate::revision`]: its module names carry no
/// suffix at the first, `_r<N>` from the second on). A change to any output of any cycle of
/// [`WhNetModel`] bumps it; the behaviour fingerprint (`wormcast_testbench::banyan_wh::
/// behaviour_fingerprint`, the three-way checks' node-driven traffic) keeps it honest.
pub const REVISION: u32 = 1;

/// The behaviour fingerprint of each revision of the wormhole network.
pub const FINGERPRINTS: &[(u32, u64)] = &[(1, 0x22ee_5143_ab30_0829)];
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Arbitration {
    /// Upper input link first (Section 3.2, Theorem 2).
    #[default]
    UpperFirst,
    /// Round-robin between the two inputs (shows the Figure 4 deadlock).
    RoundRobin,
}

impl Arbitration {
    /// Short name used in module names: `uf`, `rr`.
    pub fn short(self) -> &'static str {
        match self {
            Arbitration::UpperFirst => "uf",
            Arbitration::RoundRobin => "rr",
        }
    }
    /// CLI name: `upper-first`, `round-robin`.
    pub fn name(self) -> &'static str {
        match self {
            Arbitration::UpperFirst => "upper-first",
            Arbitration::RoundRobin => "round-robin",
        }
    }
}

/// Parameters of a wormhole banyan network: n stages (N = 2^n nodes), W data bits, policy.
/// Head layout as in the slotted mode: `[n-1:0]` region min, `[2n-1:n]` region max.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WhParams {
    pub n: usize,
    pub w: usize,
    pub arb: Arbitration,
}

impl Default for WhParams {
    fn default() -> Self {
        WhParams {
            n: 3,
            w: 16,
            arb: Arbitration::UpperFirst,
        }
    }
}

impl WhParams {
    /// Validated constructor: n in 2..=6, W in {16, 32} (the ranges of the slotted mode).
    pub fn new(n: usize, w: usize, arb: Arbitration) -> Result<Self, ParamError> {
        // The slotted constructor checks n and w with the same ranges and messages.
        super::BanyanParams::new(n, w, n.max(2))?;
        Ok(WhParams { n, w, arb })
    }
    pub fn ports(&self) -> usize {
        1 << self.n
    }
    /// The same decode and header helpers as the slotted mode.
    pub fn banyan(&self) -> super::BanyanParams {
        super::BanyanParams {
            n: self.n,
            w: self.w,
            slot_len: self.n.max(2),
        }
    }
    /// Top module name, e.g. `banyan_wh_n3_w16_uf`.
    pub fn net_module_name(&self) -> String {
        format!(
            "banyan_wh_n{}_w{}_{}{}",
            self.n,
            self.w,
            self.arb.short(),
            crate::revision::suffix(REVISION)
        )
    }
    /// Top module name of the SE at stage `i`, e.g. `banyan_whse_n3_s2_w16_uf`.
    pub fn se_module_name(&self, i: usize) -> String {
        format!(
            "banyan_whse_n{}_s{}_w{}_{}{}",
            self.n,
            i,
            self.w,
            self.arb.short(),
            crate::revision::suffix(REVISION)
        )
    }
}

/// The combinational inputs of one SE in one cycle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WhSeIn {
    /// Flits on the inputs (the upstream registers).
    pub a: [Flit; 2],
    /// Per input: the upstream output feeding it is owned (registered upstream).
    pub owned_in: [bool; 2],
    /// Per input: the verdict of the worm on it (from the upstream owner).
    pub go_in: [bool; 2],
    /// Per output: downstream takes the flit in the output register this cycle.
    pub ready_in: [bool; 2],
    /// Per output: every head copy of the worm downstream of this output can be granted.
    pub ok_in: [bool; 2],
}

/// What one SE decides in one cycle (combinational), before its registers update.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WhDecision {
    /// Per input: the flit is consumed this cycle.
    pub ready_out: [bool; 2],
    /// Per input: `ok` reported upstream (module docs).
    pub ok_out: [bool; 2],
    /// Per output: `go` passed downstream.
    pub go_out: [bool; 2],
    /// Per output: the flit loaded into the output register this cycle.
    pub load: [Option<Flit>; 2],
    /// Per output: becomes owned by this input (a head was granted).
    pub grant: [Option<u8>; 2],
    /// Per output: released (a real or synthetic tail moved).
    pub release: [bool; 2],
    /// Malformed heads consumed this cycle (0..=2).
    pub malformed: u32,
    /// Per input: a routable head waited (not granted) this cycle.
    pub waiting: [bool; 2],
}

/// One 2x2 wormhole SE at stage `i` of an `n`-stage network (module docs).
#[derive(Clone, Debug)]
pub struct WhSe {
    pub n: usize,
    pub i: usize,
    pub arb: Arbitration,
    pub out: [Flit; 2],
    pub own: [Option<u8>; 2],
    pub rr: u8,
    /// Lock-step heads (the design; module docs). `false` is a golden-model-only ablation in
    /// which each head copy is granted on its own (`go` ignored), to show why lock-step is
    /// needed: then upper-first deadlocks too.
    pub lockstep: bool,
}

impl WhSe {
    pub fn new(n: usize, i: usize, arb: Arbitration) -> Self {
        WhSe {
            n,
            i,
            arb,
            out: [Flit::IDLE; 2],
            own: [None; 2],
            rr: 0,
            lockstep: true,
        }
    }

    /// Back to the power-on state (a synchronous reset edge; the ablation flag stays).
    pub fn reset(&mut self) {
        let lockstep = self.lockstep;
        *self = WhSe::new(self.n, self.i, self.arb);
        self.lockstep = lockstep;
    }

    /// The outputs input `p` owns, as a 2-bit mask.
    fn owned_by(&self, p: usize) -> u8 {
        (0..2)
            .filter(|&o| self.own[o] == Some(p as u8))
            .fold(0, |m, o| m | 1 << o)
    }

    /// Per output: owned (the `owned` signal of its link, a register).
    pub fn owned_out(&self) -> [bool; 2] {
        [self.own[0].is_some(), self.own[1].is_some()]
    }

    /// The combinational decision for the inputs `x` (module docs).
    pub fn decide(&self, x: &WhSeIn) -> WhDecision {
        let mut d = WhDecision {
            ok_out: [true; 2],
            ..Default::default()
        };
        let free = [
            self.out[0].is_idle() || x.ready_in[0],
            self.out[1].is_idle() || x.ready_in[1],
        ];
        // Requests of unconnected heads: (mask, header per output).
        let mut req: [(u8, [u64; 2]); 2] = [(0, [0; 2]); 2];
        for p in 0..2 {
            let f = x.a[p];
            let conn = self.owned_by(p);
            if conn != 0 {
                let sub_ok = (0..2).all(|o| conn >> o & 1 == 0 || x.ok_in[o]);
                d.ok_out[p] = sub_ok;
                let go = if x.owned_in[p] { x.go_in[p] } else { sub_ok };
                for o in 0..2 {
                    if conn >> o & 1 == 1 {
                        d.go_out[o] = go;
                    }
                }
                if f.is_idle() {
                    continue;
                }
                if (0..2).all(|o| conn >> o & 1 == 0 || free[o]) {
                    let fl = if f.tag == Tag::Head {
                        Flit::new(Tag::Tail, f.data)
                    } else {
                        f
                    };
                    for o in 0..2 {
                        if conn >> o & 1 == 1 {
                            d.load[o] = Some(fl);
                            d.release[o] = fl.tag == Tag::Tail;
                        }
                    }
                    d.ready_out[p] = f.tag != Tag::Head;
                }
                continue;
            }
            if f.is_idle() {
                continue;
            }
            if f.tag != Tag::Head {
                d.ready_out[p] = true; // stray flit, discarded
                continue;
            }
            match decode(self.n, self.i, f.data) {
                Request::Malformed => {
                    d.ready_out[p] = true;
                    d.malformed += 1;
                }
                Request::None => unreachable!("decode of a head"),
                Request::Route { out } => {
                    for (o, h) in out.iter().enumerate() {
                        if let Some(h) = h {
                            req[p].0 |= 1 << o;
                            req[p].1[o] = *h;
                        }
                    }
                }
            }
        }
        let grantable = |p: usize| {
            req[p].0 != 0
                && (0..2).all(|o| {
                    req[p].0 >> o & 1 == 0 || (self.own[o].is_none() && self.out[o].is_idle())
                })
        };
        let mut cand = [grantable(0), grantable(1)];
        if cand[0] && cand[1] && req[0].0 & req[1].0 != 0 {
            let winner = match self.arb {
                Arbitration::UpperFirst => 0,
                Arbitration::RoundRobin => self.rr as usize,
            };
            cand[1 - winner] = false;
        }
        for p in 0..2 {
            if req[p].0 == 0 {
                continue;
            }
            d.ok_out[p] = cand[p];
            let go = !self.lockstep || !x.owned_in[p] || x.go_in[p];
            if cand[p] && go {
                d.ready_out[p] = true;
                for o in 0..2 {
                    if req[p].0 >> o & 1 == 1 {
                        d.load[o] = Some(Flit::new(Tag::Head, req[p].1[o]));
                        d.grant[o] = Some(p as u8);
                    }
                }
            } else {
                d.waiting[p] = true;
            }
        }
        d
    }

    /// The rising edge with the decision `d` and downstream `ready_in`.
    pub fn clock(&mut self, d: &WhDecision, ready_in: [bool; 2]) {
        for o in 0..2 {
            if let Some(f) = d.load[o] {
                self.out[o] = f;
            } else if ready_in[o] {
                self.out[o] = Flit::IDLE;
            }
            if d.release[o] {
                self.own[o] = None;
            }
            if let Some(p) = d.grant[o] {
                self.own[o] = Some(p);
            }
        }
        if self.arb == Arbitration::RoundRobin {
            let g0 = d.grant.contains(&Some(0));
            let g1 = d.grant.contains(&Some(1));
            if g0 != g1 {
                self.rr = if g0 { 1 } else { 0 };
            }
        }
    }
}

/// A link held by a worm, as the watchdog reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldLink {
    /// Stage i (n-1 = the input stage).
    pub stage: usize,
    /// SE index within the stage (its label `a_{n-1}..a_1`).
    pub se: usize,
    /// Output port 0 (upper) or 1.
    pub output: usize,
    /// The input whose worm holds it.
    pub input: usize,
}

/// A head waiting at an SE input, as the watchdog reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaitingHead {
    pub stage: usize,
    pub se: usize,
    pub input: usize,
    /// Region (min, max) of the head.
    pub region: (u64, u64),
    /// The SE alone would grant it (it wins here); false: it lost here or an output is busy.
    pub cand: bool,
}

/// The watchdog's report: every waiting head and every held link (displayed in that order).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub held: Vec<HeldLink>,
    pub waiting: Vec<WaitingHead>,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for w in &self.waiting {
            writeln!(
                f,
                "waiting: stage {} SE {} input {} head region {}..{}{}",
                w.stage,
                w.se,
                w.input,
                w.region.0,
                w.region.1,
                if w.cand { " (wins here)" } else { "" }
            )?;
        }
        for h in &self.held {
            writeln!(
                f,
                "held: stage {} SE {} output {} by input {}",
                h.stage, h.se, h.output, h.input
            )?;
        }
        Ok(())
    }
}

/// Everything combinational in one cycle: stage inputs and each SE's decision.
struct Eval {
    /// links[k][l]: flit on input link l of stage-order k.
    links: Vec<Vec<Flit>>,
    dec: Vec<Vec<WhDecision>>,
    ins: Vec<Vec<WhSeIn>>,
}

/// Golden model of the wormhole network.
///
/// Ports, in order (see [`wh_input_ports`], [`wh_output_ports`]):
/// * inputs `in_tag_j` (2), `in_data_j` (W) for every node j, then `out_ready` (N bits, bit j:
///   node j takes the flit on its output this cycle), then `rst` (module doc, "Reset");
/// * outputs `in_ready` (N bits, bit j: node j's input flit is consumed this cycle;
///   combinational), `out_tag_j`, `out_data_j` (registered), `malformed_count` (16 bits,
///   wraps; registered: heads found malformed up to the previous cycle).
#[derive(Clone, Debug)]
pub struct WhNetModel {
    p: WhParams,
    /// Per stage k (0 = stage n-1), the N/2 SEs; SE e owns links 2e and 2e+1.
    se: Vec<Vec<WhSe>>,
    malformed_count: u16,
}

/// Result of one network cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhOutputs {
    pub in_ready: u64,
    pub flits: Vec<Flit>,
    pub malformed_count: u16,
}

impl WhNetModel {
    pub fn new(p: WhParams) -> Self {
        let nn = p.ports();
        WhNetModel {
            p,
            se: (0..p.n)
                .map(|k| {
                    (0..nn / 2)
                        .map(|_| WhSe::new(p.n, stage_of(p.n, k), p.arb))
                        .collect()
                })
                .collect(),
            malformed_count: 0,
        }
    }
    /// The ablation without lock-step heads (golden model only; see [`WhSe::lockstep`]).
    pub fn without_lockstep(mut self) -> Self {
        for s in self.se.iter_mut().flatten() {
            s.lockstep = false;
        }
        self
    }
    pub fn params(&self) -> &WhParams {
        &self.p
    }
    /// The SE at stage-order `k` (0 = stage n-1), index `e`.
    pub fn se(&self, k: usize, e: usize) -> &WhSe {
        &self.se[k][e]
    }
    /// The watchdog's report for the node inputs `inp` and `out_ready` of the coming cycle:
    /// every held link and every head waiting at an SE input.
    pub fn report(&self, inp: &[Flit], out_ready: u64) -> Report {
        let n = self.p.n;
        let ev = self.evaluate(inp, out_ready);
        let bp = self.p.banyan();
        let mut r = Report::default();
        for (k, stage) in self.se.iter().enumerate() {
            for (e, s) in stage.iter().enumerate() {
                for o in 0..2 {
                    if let Some(p) = s.own[o] {
                        r.held.push(HeldLink {
                            stage: stage_of(n, k),
                            se: e,
                            output: o,
                            input: p as usize,
                        });
                    }
                }
                for q in 0..2 {
                    if ev.dec[k][e].waiting[q] {
                        let h = ev.links[k][2 * e + q].data;
                        r.waiting.push(WaitingHead {
                            stage: stage_of(n, k),
                            se: e,
                            input: q,
                            region: (bp.hdr_min(h), bp.hdr_max(h)),
                            cand: ev.dec[k][e].ok_out[q],
                        });
                    }
                }
            }
        }
        r
    }

    /// The inputs of SE (k, e) given the current decisions `dec` (for the combinational
    /// signals from its neighbours).
    fn se_in(
        &self,
        k: usize,
        e: usize,
        links: &[Vec<Flit>],
        dec: &[Vec<WhDecision>],
        out_ready: u64,
    ) -> WhSeIn {
        let n = self.p.n;
        let mut x = WhSeIn {
            a: [links[k][2 * e], links[k][2 * e + 1]],
            ..Default::default()
        };
        for q in 0..2 {
            let l = 2 * e + q;
            // Upstream of input link l.
            if k > 0 {
                let i = stage_of(n, k - 1);
                let u = butterfly(i, l); // butterfly is an involution
                x.owned_in[q] = self.se[k - 1][u >> 1].own[u & 1].is_some();
                x.go_in[q] = dec[k - 1][u >> 1].go_out[u & 1];
            }
            // Downstream of output link l.
            if k + 1 < n {
                let t = butterfly(stage_of(n, k), l);
                x.ready_in[q] = dec[k + 1][t >> 1].ready_out[t & 1];
                x.ok_in[q] = dec[k + 1][t >> 1].ok_out[t & 1];
            } else {
                x.ready_in[q] = out_ready >> l & 1 == 1;
                x.ok_in[q] = true;
            }
        }
        x
    }

    /// Settle the combinational signals for node inputs `inp`: alternate backward and forward
    /// passes over the stages until no decision changes.
    fn evaluate(&self, inp: &[Flit], out_ready: u64) -> Eval {
        let n = self.p.n;
        let nn = self.p.ports();
        let h = nn / 2;
        let wmask = mask(self.p.w);
        let mut links = vec![vec![Flit::IDLE; nn]; n];
        for (s, f) in inp.iter().enumerate() {
            links[0][shuffle(n, s)] = Flit::new(f.tag, f.data & wmask);
        }
        for k in 1..n {
            let i = stage_of(n, k - 1);
            for (e, s) in self.se[k - 1].iter().enumerate() {
                for q in 0..2 {
                    links[k][butterfly(i, 2 * e + q)] = s.out[q];
                }
            }
        }
        let mut dec = vec![vec![WhDecision::default(); h]; n];
        let mut ins = vec![vec![WhSeIn::default(); h]; n];
        let order: Vec<usize> = (0..n).rev().chain(0..n).collect();
        for _round in 0..4 * n + 4 {
            let mut changed = false;
            for &k in &order {
                for e in 0..h {
                    let x = self.se_in(k, e, &links, &dec, out_ready);
                    let d = self.se[k][e].decide(&x);
                    if d != dec[k][e] || x != ins[k][e] {
                        changed = true;
                        dec[k][e] = d;
                        ins[k][e] = x;
                    }
                }
            }
            if !changed {
                return Eval { links, dec, ins };
            }
        }
        panic!("wormhole banyan: the combinational signals did not settle (a design error)");
    }

    /// One cycle with the reset input (module doc, "Reset"): with `rst` no node flit is
    /// consumed, the outputs are idle and the edge returns the network to its power-on state.
    pub fn cycle_rst(&mut self, inp: &[Flit], out_ready: u64, rst: bool) -> WhOutputs {
        if !rst {
            return self.cycle(inp, out_ready);
        }
        let outs = WhOutputs {
            in_ready: 0,
            flits: vec![Flit::IDLE; self.p.ports()],
            malformed_count: self.malformed_count,
        };
        for s in self.se.iter_mut().flatten() {
            s.reset();
        }
        self.malformed_count = 0;
        outs
    }

    /// One cycle: apply node flits `inp` and `out_ready`, return the outputs sampled before
    /// the edge, then clock.
    pub fn cycle(&mut self, inp: &[Flit], out_ready: u64) -> WhOutputs {
        let n = self.p.n;
        let nn = self.p.ports();
        let ev = self.evaluate(inp, out_ready);
        let dec = &ev.dec;
        let mut in_ready = 0u64;
        for s in 0..nn {
            let l = shuffle(n, s);
            if dec[0][l >> 1].ready_out[l & 1] {
                in_ready |= 1 << s;
            }
        }
        let last = n - 1;
        let flits: Vec<Flit> = self.se[last].iter().flat_map(|s| s.out).collect();
        let outs = WhOutputs {
            in_ready,
            flits,
            malformed_count: self.malformed_count,
        };
        let mut malformed = 0u32;
        for k in 0..n {
            for e in 0..nn / 2 {
                let d = &dec[k][e];
                malformed += d.malformed;
                self.se[k][e].clock(d, ev.ins[k][e].ready_in);
            }
        }
        self.malformed_count = self.malformed_count.wrapping_add(malformed as u16);
        outs
    }
}

/// Input ports of the wormhole network.
pub fn wh_input_ports(p: &WhParams) -> Vec<PortSpec> {
    let nn = p.ports();
    let mut v: Vec<_> = (0..nn)
        .map(|j| PortSpec::new(format!("in_tag_{j}"), 2))
        .collect();
    v.extend((0..nn).map(|j| PortSpec::new(format!("in_data_{j}"), p.w)));
    v.push(PortSpec::new("out_ready", nn));
    v.push(PortSpec::new("rst", 1));
    v
}
/// Output ports of the wormhole network.
pub fn wh_output_ports(p: &WhParams) -> Vec<PortSpec> {
    let nn = p.ports();
    let mut v = vec![PortSpec::new("in_ready", nn)];
    v.extend((0..nn).map(|j| PortSpec::new(format!("out_tag_{j}"), 2)));
    v.extend((0..nn).map(|j| PortSpec::new(format!("out_data_{j}"), p.w)));
    v.push(PortSpec::new("malformed_count", 16));
    v
}
/// Port-ordered input vector (`rst` last).
pub fn wh_inputs(flits: &[Flit], out_ready: u64, rst: bool) -> Vec<u64> {
    let mut v: Vec<u64> = flits.iter().map(|f| f.tag.bits()).collect();
    v.extend(flits.iter().map(|f| f.data));
    v.push(out_ready);
    v.push(rst as u64);
    v
}
impl WhOutputs {
    /// Port-ordered output vector.
    pub fn to_ports(&self) -> Vec<u64> {
        let mut v = vec![self.in_ready];
        v.extend(self.flits.iter().map(|f| f.tag.bits()));
        v.extend(self.flits.iter().map(|f| f.data));
        v.push(self.malformed_count as u64);
        v
    }
    /// Outputs from a port-ordered vector (any engine's).
    pub fn from_ports(nn: usize, v: &[u64]) -> Self {
        WhOutputs {
            in_ready: v[0],
            flits: (0..nn)
                .map(|j| Flit::new(Tag::from_bits(v[1 + j]), v[1 + nn + j]))
                .collect(),
            malformed_count: v[1 + 2 * nn] as u16,
        }
    }
}

impl CycleModel for WhNetModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        wh_input_ports(&self.p)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        wh_output_ports(&self.p)
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let nn = self.p.ports();
        let f: Vec<Flit> = (0..nn)
            .map(|j| Flit::new(Tag::from_bits(v[j]), v[nn + j]))
            .collect();
        // `rst` is the last input; a vector without it has `rst` low.
        let rst = v.get(2 * nn + 1).is_some_and(|&r| r & 1 == 1);
        self.cycle_rst(&f, v[2 * nn], rst).to_ports()
    }
}

/// Ports of a standalone wormhole SE (its emitted Verilog top), per port q = 0, 1:
/// inputs `in_tag{q}`, `in_data{q}`, `owned_in{q}`, `go_in{q}` (input link q) and
/// `ready_in{q}`, `ok_in{q}` (output link q); then `rst` (synchronous reset).
pub fn whse_input_ports(w: usize) -> Vec<PortSpec> {
    let mut v = vec![];
    for q in 0..2 {
        v.push(PortSpec::new(format!("in_tag{q}"), 2));
        v.push(PortSpec::new(format!("in_data{q}"), w));
        v.push(PortSpec::new(format!("owned_in{q}"), 1));
        v.push(PortSpec::new(format!("go_in{q}"), 1));
        v.push(PortSpec::new(format!("ready_in{q}"), 1));
        v.push(PortSpec::new(format!("ok_in{q}"), 1));
    }
    v.push(PortSpec::new("rst", 1));
    v
}
/// Outputs: `out_tag{q}`, `out_data{q}`, `owned_out{q}`, `go_out{q}` (output link q),
/// `ready_out{q}`, `ok_out{q}` (input link q), then `malformed` (2 bits).
pub fn whse_output_ports(w: usize) -> Vec<PortSpec> {
    let mut v = vec![];
    for q in 0..2 {
        v.push(PortSpec::new(format!("out_tag{q}"), 2));
        v.push(PortSpec::new(format!("out_data{q}"), w));
        v.push(PortSpec::new(format!("owned_out{q}"), 1));
        v.push(PortSpec::new(format!("go_out{q}"), 1));
        v.push(PortSpec::new(format!("ready_out{q}"), 1));
        v.push(PortSpec::new(format!("ok_out{q}"), 1));
    }
    v.push(PortSpec::new("malformed", 2));
    v
}

/// A standalone wormhole SE as a [`CycleModel`].
#[derive(Clone, Debug)]
pub struct WhSeCycleModel {
    pub se: WhSe,
    pub w: usize,
}

impl CycleModel for WhSeCycleModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        whse_input_ports(self.w)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        whse_output_ports(self.w)
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let m = mask(self.w);
        let mut x = WhSeIn::default();
        for q in 0..2 {
            let b = 6 * q;
            x.a[q] = Flit::new(Tag::from_bits(v[b]), v[b + 1] & m);
            x.owned_in[q] = v[b + 2] & 1 == 1;
            x.go_in[q] = v[b + 3] & 1 == 1;
            x.ready_in[q] = v[b + 4] & 1 == 1;
            x.ok_in[q] = v[b + 5] & 1 == 1;
        }
        let d = self.se.decide(&x);
        let owned = self.se.owned_out();
        let mut o = vec![];
        for q in 0..2 {
            o.push(self.se.out[q].tag.bits());
            o.push(self.se.out[q].data);
            o.push(owned[q] as u64);
            o.push(d.go_out[q] as u64);
            o.push(d.ready_out[q] as u64);
            o.push(d.ok_out[q] as u64);
        }
        o.push(d.malformed as u64);
        self.se.clock(&d, x.ready_in);
        if v.get(12).is_some_and(|&r| r & 1 == 1) {
            self.se.reset();
        }
        o
    }
}
