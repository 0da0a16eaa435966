//! Golden model of the TPM mesh router: a 2-D mesh wormhole router with virtual channels,
//! credit flow control, dimension-order routing (Hamiltonian-path routing for the dual-path
//! baseline, `routing` of [`RouterParams`]) and the paper's multicast services
//! (two-phase-multicast paper, Sections 2, 3.2 and 3.4; Figure 6's routing operation).
//!
//! # Ports
//! | port | direction | bits | meaning |
//! |------|-----------|------|---------|
//! | `in{d}_tag`, `in{d}_vc`, `in{d}_data` | in | 3, `vc_bits`, W | flit from the neighbour on side `d` (d = 0 X+, 1 X-, 2 Y+, 3 Y-) |
//! | `inj{i}_tag`, `inj{i}_data` | in | 3, W | flit from the node's injection channel `i` |
//! | `out{d}_credit` | in | v | credits from the neighbour on side `d`, one bit per VC |
//! | `cons{c}_credit` | in | 1 | credit from the node's consumption channel `c` |
//! | `out{d}_tag`, `out{d}_vc`, `out{d}_data` | out | 3, `vc_bits`, W | flit to the neighbour on side `d` (registered) |
//! | `cons{c}_tag`, `cons{c}_data` | out | 3, W | flit to the node on consumption channel `c` (registered) |
//! | `in{d}_credit` | out | v | credits to the neighbour on side `d`: bit `c` = a flit left VC `c`'s buffer this cycle (combinational from registers) |
//! | `inj{i}_credit` | out | 1 | credit to the node's injection channel `i` (combinational from registers) |
//! | `bad` | out | 4 + inj | bit `p`: a bad worm or a protocol error was found on input port `p` in the previous cycle (registered) |
//! | `rst` | in | 1 | synchronous reset, active high (the last input port; absent: low), see "Reset" |
//!
//! The link format, the destination entry and the parameters are in [`super::format`].
//! Registers start at their power-on values: buffers empty, every virtual channel idle,
//! every output credit counter at `depth`, the allocator's priority at 0.
//!
//! # Reset
//! `rst` (the last input port) is synchronous and active high. In a cycle with `rst` high
//! every output is 0 (no flit on any link or consumption channel, no credit, no `bad`) and
//! the inputs (flits and credits) are ignored; each edge with `rst` high returns the router
//! to its power-on state: every input buffer empty (`head`, `tail`, `count` 0), every input
//! VC Idle with no held output or consumption channel (`state`, `out_port`, `out_vc`,
//! `cons`, `len`, `cnt`, `last_f`, `had_r` cleared), every output VC and consumption channel
//! free with its credit counter at `depth` (`held`, `spent`, `cons_held`, `cons_spent`
//! cleared), the registered output flits idle, `bad` 0 and the allocator's priority `rr` at
//! 0; every flit and worm in the router is lost. The buffer data registers are not cleared
//! (a flit is written before it is read). D = 0: in the first cycle with `rst` low the
//! router is at its power-on state (every output 0). Reset the neighbours with the router,
//! in the same cycles: every router on its four links (in a mesh, the whole mesh) and the
//! node interface, whose credit counters return to `depth` and which drops the worm it was
//! injecting and the flits it had received of a worm whose `TAIL` had not arrived (a worm
//! still waiting in its send queue is injected after the reset as after power-on). A
//! neighbour that is not reset would keep credits and half-sent worms the router no longer
//! knows. Without a reset the registers start from their initial values (an FPGA bitstream
//! loads them); tie `rst` low then.
//!
//! # Micro-architecture (register for register)
//! * **Input buffers**: one FIFO of `depth` flits per virtual channel of each network input
//!   port, and one per injection channel. An arriving flit (tag != 0) is written at the end
//!   of its cycle into the FIFO its `vc` names (injection: the channel's FIFO); a flit that
//!   finds the FIFO full after this cycle's pop (sent without credit), or names a VC >= v,
//!   is dropped and raises `bad`.
//! * **Per input VC** (a requester): `state` (Idle, Fwd, Strip, After, Drop{payload}), the
//!   held network output `(port, vc)` and consumption channel, `len` (payload flits the
//!   routed entry announced), `cnt` (BODY flits passed), `last_f` / `had_r` (flags of the
//!   last entry processed at this node).
//! * **Per output**: a credit counter per network output VC and per consumption channel
//!   (start `depth`, -1 per flit sent, +1 per credit), a `held` bit per output VC and per
//!   consumption channel, and the registered output flit.
//! * **Allocator** (one cycle, combined VC/consumption-channel and switch allocation): the
//!   requesters are visited in order from the rotating priority `rr` (incremented every
//!   cycle modulo the requester count `4 v + inj`). A requester is granted when its input
//!   port has not sent this cycle and every output its front flit needs (the network output
//!   port, the consumption channel, or both for absorb-and-forward) has not been used this
//!   cycle and has a credit; a new network VC is the lowest-numbered free one with a credit,
//!   a new consumption channel likewise. A fork moves only when both are granted. Discards
//!   need no output and happen whenever the VC has a front flit.
//!
//! Latency: a flit at the front of an input buffer in cycle t is on the output link in
//! t + 1 and at the front of the next router's buffer in t + 2 (2 cycles per hop); a credit
//! leaves in the cycle of the pop and is usable upstream the next cycle, so one virtual
//! channel with `depth` = 1 carries one flit every 3 cycles.
//!
//! # The routing operation (Figure 6), per input VC and front flit
//! * **Idle**, `DEST` (a new worm's head, entry `e`): if `e` is not valid (outside the mesh,
//!   undefined flags, `len` = 0), or it is the injecting node itself, or the routed
//!   direction to it is not a legal continuation of the worm's direction of travel
//!   ([`Mesh::continues`]: a reversal, or a turn from the second routed dimension back to
//!   the first; under the dual-path baseline's Hamiltonian routing, a change between the
//!   high and low label directions: the list is unsorted), the flit is discarded, `bad` raised, state Drop. If `e` is elsewhere: the
//!   head goes to the network output towards it (new VC), state Fwd. If `e` is this node:
//!   the node's consumption channel takes the flit (new channel), state Strip when R is set
//!   else After. Idle with a `BODY`, `TAIL`, `KILL` or malformed tag: discarded, `bad`.
//! * **Strip** (retransmit, Figure 6 step 3): every `DEST` goes to the consumption channel
//!   only, removed from the worm, until one with ABS flags has passed (state After). A
//!   payload flit first (the branch has no ABS end) is a bad worm.
//! * **After** (this node's entries processed): a `DEST` at this node after an R entry is
//!   the node's next branch (processed like the arrival); at this node otherwise it is a
//!   duplicate (bad). A `DEST` elsewhere is the new head: when the last entry here had F and
//!   the entry is valid and its direction legal, it goes to the network output towards it
//!   (new VC) and to the consumption channel together (absorb and forward), state Fwd;
//!   otherwise bad. A payload flit with F set is bad (nothing to forward to); without F the
//!   payload goes to the consumption channel only (state Fwd).
//! * **Fwd**: every flit goes to every held output. `DEST`s before the first `BODY` pass;
//!   a `DEST` after a `BODY` is a head inside a packet: a `KILL` is sent in its place
//!   without popping it and the VC returns to Idle, so the next cycle starts the new worm.
//!   The payload is checked against `len`: a `BODY` where the tail should be, or a `TAIL`
//!   early, is replaced by a `KILL`. The `TAIL` or `KILL` releases the held outputs.
//! * **Drop{payload}**: discard until `TAIL` or `KILL`; a `DEST` after a payload flit is a
//!   new worm's head (back to Idle without popping).
//!
//! Every bad worm raises `bad` once, at the router where the fault is first seen: the
//! router that routes on the bad entry, or that counts the wrong length. A worm cut after
//! some flits went on is ended downstream by its `KILL`, which the receivers discard and do
//! not count.

use super::format::{tag, Layout, ParamError, RouterParams};
use super::geometry::{Coord, Dir, Entry, Flags, Mesh};
use crate::cycle::{CycleModel, PortSpec};

/// State of one input virtual channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VcState {
    Idle,
    Fwd,
    Strip,
    After,
    Drop { payload: bool },
}

/// FIFO capacity of the model's buffers (`depth` <= 8).
const CAP: usize = 8;

/// One input virtual channel (requester).
#[derive(Clone, Debug)]
pub struct InVc {
    buf: [(u8, u64); CAP],
    head: usize,
    n: usize,
    pub state: VcState,
    /// Held network output: (port, vc).
    pub out: Option<(u8, u8)>,
    /// Held consumption channel.
    pub cons: Option<u8>,
    pub len: u16,
    pub cnt: u16,
    pub last_f: bool,
    pub had_r: bool,
}

impl InVc {
    fn new() -> InVc {
        InVc {
            buf: [(0, 0); CAP],
            head: 0,
            n: 0,
            state: VcState::Idle,
            out: None,
            cons: None,
            len: 0,
            cnt: 0,
            last_f: false,
            had_r: false,
        }
    }
    pub fn front(&self) -> Option<(u8, u64)> {
        (self.n > 0).then(|| self.buf[self.head])
    }
    pub fn occupancy(&self) -> usize {
        self.n
    }
    fn pop(&mut self) {
        self.head = (self.head + 1) % CAP;
        self.n -= 1;
    }
    fn push(&mut self, f: (u8, u64)) {
        self.buf[(self.head + self.n) % CAP] = f;
        self.n += 1;
    }
}

/// What a requester asks for its front flit this cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Net {
    No,
    Held,
    Alloc(Dir),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cons {
    No,
    Held,
    Alloc,
}

/// Entry latched by a send (the entry routed on or arrived at).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Latch {
    len: u16,
    last_f: bool,
    had_r: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plan {
    /// Pop without sending.
    Discard { next: VcState, bad: bool },
    /// Change state only (no pop, no send).
    Goto(VcState),
    Send {
        tag: u8,
        pop: bool,
        net: Net,
        cons: Cons,
        next: VcState,
        bad: bool,
        release: bool,
        latch: Option<Latch>,
        body: bool,
    },
}

/// A granted action of this cycle.
#[derive(Clone, Copy, Debug)]
struct Action {
    r: usize,
    plan: Plan,
    /// Resolved network output (port, vc) and consumption channel.
    net: Option<(u8, u8)>,
    cons: Option<u8>,
}

/// The router.
#[derive(Clone, Debug)]
pub struct Router {
    pub p: RouterParams,
    pub l: Layout,
    pub vcs: Vec<InVc>,
    /// `held[o * v + c]`: output VC taken by a worm.
    pub held: Vec<bool>,
    pub credit: Vec<u8>,
    pub cons_held: Vec<bool>,
    pub cons_credit: Vec<u8>,
    /// Registered output flits: (tag, vc, data).
    pub out_reg: [(u8, u8, u64); 4],
    pub cons_reg: Vec<(u8, u64)>,
    pub rr: usize,
    /// Registered `bad` bits (one per input port).
    pub bad_reg: u16,
    /// Bad worms and protocol errors seen since power-on.
    pub bad_count: u64,
    // Decision of the current cycle (combinational).
    actions: Vec<Action>,
    /// Credits out this cycle, per input port (bit per VC).
    credit_out: Vec<u8>,
    bad_now: u16,
    decided: bool,
}

impl Router {
    pub fn new(p: RouterParams) -> Result<Router, ParamError> {
        let l = p.validate()?;
        Ok(Router {
            p,
            l,
            vcs: (0..p.requesters()).map(|_| InVc::new()).collect(),
            held: vec![false; 4 * p.v],
            credit: vec![p.depth as u8; 4 * p.v],
            cons_held: vec![false; p.cons],
            cons_credit: vec![p.depth as u8; p.cons],
            out_reg: [(0, 0, 0); 4],
            cons_reg: vec![(0, 0); p.cons],
            rr: 0,
            bad_reg: 0,
            bad_count: 0,
            actions: Vec::with_capacity(p.requesters()),
            credit_out: vec![0; p.inputs()],
            bad_now: 0,
            decided: false,
        })
    }

    /// Input port of requester `r`.
    pub fn port_of(&self, r: usize) -> usize {
        let v = self.p.v;
        if r < 4 * v {
            r / v
        } else {
            4 + r - 4 * v
        }
    }

    fn valid(&self, e: Entry, len: usize) -> bool {
        self.p.mesh.contains(e.at) && e.flags.defined() && len >= 1
    }

    /// The plan of requester `r` for its front flit (before resources are checked).
    fn plan(&self, r: usize) -> Option<Plan> {
        let vc = &self.vcs[r];
        let (t, data) = vc.front()?;
        let port = self.port_of(r);
        let travel = (port < 4).then(|| Dir::from_index(port).opposite());
        let here = self.p.at;
        let mesh: Mesh = self.p.mesh;
        let routing = self.p.routing;
        let kill = |pop: bool, next: VcState| Plan::Send {
            tag: tag::KILL,
            pop,
            net: if vc.out.is_some() { Net::Held } else { Net::No },
            cons: if vc.cons.is_some() {
                Cons::Held
            } else {
                Cons::No
            },
            next,
            bad: true,
            release: true,
            latch: None,
            body: false,
        };
        let held_send = |t: u8, next: VcState, release: bool, body: bool| Plan::Send {
            tag: t,
            pop: true,
            net: if vc.out.is_some() { Net::Held } else { Net::No },
            cons: if vc.cons.is_some() {
                Cons::Held
            } else {
                Cons::No
            },
            next,
            bad: false,
            release,
            latch: None,
            body,
        };
        // The Fwd rules for a flit in a worm holding its outputs.
        let fwd = |t: u8, cnt: u16| -> Plan {
            match t {
                tag::DEST if cnt == 0 => held_send(t, VcState::Fwd, false, false),
                tag::DEST => kill(false, VcState::Idle),
                tag::BODY if cnt + 1 >= vc.len => kill(true, VcState::Drop { payload: true }),
                tag::BODY => held_send(t, VcState::Fwd, false, true),
                tag::TAIL if cnt + 1 != vc.len => kill(true, VcState::Idle),
                tag::TAIL => held_send(t, VcState::Idle, true, false),
                tag::KILL => held_send(t, VcState::Idle, true, false),
                _ => kill(true, VcState::Drop { payload: true }),
            }
        };
        let arrive = |e: Entry, len: usize, cons: Cons| Plan::Send {
            tag: t,
            pop: true,
            net: Net::No,
            cons,
            next: if e.flags.retransmit() {
                VcState::Strip
            } else {
                VcState::After
            },
            bad: false,
            release: false,
            latch: Some(Latch {
                len: len as u16,
                last_f: e.flags.forward(),
                had_r: e.flags.retransmit(),
            }),
            body: false,
        };
        Some(match vc.state {
            VcState::Idle => match t {
                tag::DEST => {
                    let (e, len) = self.l.decode(data);
                    let ok = self.valid(e, len);
                    let dir = if ok {
                        mesh.route_by(routing, here, e.at)
                    } else {
                        None
                    };
                    let bad = !ok
                        || (travel.is_none() && e.at == here)
                        || dir.is_some_and(|o| !mesh.continues(routing, here, travel, o));
                    if bad {
                        Plan::Discard {
                            next: VcState::Drop { payload: false },
                            bad: true,
                        }
                    } else if let Some(o) = dir {
                        Plan::Send {
                            tag: t,
                            pop: true,
                            net: Net::Alloc(o),
                            cons: Cons::No,
                            next: VcState::Fwd,
                            bad: false,
                            release: false,
                            latch: Some(Latch {
                                len: len as u16,
                                last_f: false,
                                had_r: false,
                            }),
                            body: false,
                        }
                    } else {
                        arrive(e, len, Cons::Alloc)
                    }
                }
                tag::BODY => Plan::Discard {
                    next: VcState::Drop { payload: true },
                    bad: true,
                },
                tag::TAIL | tag::KILL => Plan::Discard {
                    next: VcState::Idle,
                    bad: true,
                },
                _ => Plan::Discard {
                    next: VcState::Drop { payload: true },
                    bad: true,
                },
            },
            VcState::Fwd => fwd(t, vc.cnt),
            VcState::Strip => match t {
                tag::DEST => {
                    let (e, _) = self.l.decode(data);
                    let next = if e.flags.absorb_only() {
                        VcState::After
                    } else {
                        VcState::Strip
                    };
                    held_send(t, next, false, false)
                }
                tag::TAIL => kill(true, VcState::Idle),
                tag::KILL => held_send(t, VcState::Idle, true, false),
                _ => kill(true, VcState::Drop { payload: true }),
            },
            VcState::After => match t {
                tag::DEST => {
                    let (e, len) = self.l.decode(data);
                    let ok = self.valid(e, len);
                    if e.at == here {
                        if vc.had_r && ok {
                            arrive(e, len, Cons::Held)
                        } else {
                            kill(true, VcState::Drop { payload: false })
                        }
                    } else {
                        let o = if vc.last_f && ok {
                            mesh.route_by(routing, here, e.at)
                        } else {
                            None
                        };
                        if !o.is_some_and(|o| mesh.continues(routing, here, travel, o)) {
                            kill(true, VcState::Drop { payload: false })
                        } else {
                            Plan::Send {
                                tag: t,
                                pop: true,
                                net: Net::Alloc(o.expect("elsewhere")),
                                cons: Cons::Held,
                                next: VcState::Fwd,
                                bad: false,
                                release: false,
                                latch: Some(Latch {
                                    len: len as u16,
                                    last_f: vc.last_f,
                                    had_r: false,
                                }),
                                body: false,
                            }
                        }
                    }
                }
                tag::BODY | tag::TAIL if vc.last_f => kill(
                    true,
                    if t == tag::TAIL {
                        VcState::Idle
                    } else {
                        VcState::Drop { payload: true }
                    },
                ),
                _ => fwd(t, vc.cnt),
            },
            VcState::Drop { payload } => match t {
                tag::DEST if payload => Plan::Goto(VcState::Idle),
                tag::DEST => Plan::Discard {
                    next: VcState::Drop { payload: false },
                    bad: false,
                },
                tag::TAIL | tag::KILL => Plan::Discard {
                    next: VcState::Idle,
                    bad: false,
                },
                _ => Plan::Discard {
                    next: VcState::Drop { payload: true },
                    bad: false,
                },
            },
        })
    }

    /// Compute this cycle's grants, credits out and `bad` detections from the registers.
    pub fn decide(&mut self) {
        let v = self.p.v;
        let nr = self.p.requesters();
        self.actions.clear();
        for c in self.credit_out.iter_mut() {
            *c = 0;
        }
        self.bad_now = 0;
        let mut port_used = 0u32;
        let mut out_used = 0u32;
        // An output port sends at most one flit a cycle, so `out_used` also keeps a VC from
        // being allocated twice in a cycle; `cons_used` does the same for the channels.
        let mut cons_used = 0u32;
        for k in 0..nr {
            let r = (self.rr + k) % nr;
            let Some(plan) = self.plan(r) else { continue };
            let port = self.port_of(r);
            let vcn = if port < 4 { r % v } else { 0 };
            let mut act = Action {
                r,
                plan,
                net: None,
                cons: None,
            };
            match plan {
                Plan::Discard { bad, .. } => {
                    self.credit_out[port] |= 1 << vcn;
                    if bad {
                        self.bad_now |= 1 << port;
                    }
                }
                Plan::Goto(_) => {}
                Plan::Send {
                    pop,
                    net,
                    cons,
                    bad,
                    ..
                } => {
                    if port_used & (1 << port) != 0 {
                        continue;
                    }
                    let vc = &self.vcs[r];
                    let net_ok = match net {
                        Net::No => Some(None),
                        Net::Held => {
                            let (o, c) = vc.out.expect("held output");
                            let i = o as usize * v + c as usize;
                            (out_used & (1 << o) == 0 && self.credit[i] > 0).then_some(Some((o, c)))
                        }
                        Net::Alloc(d) => {
                            let o = d.index();
                            if out_used & (1 << o) != 0 {
                                None
                            } else {
                                (0..v)
                                    .find(|&c| {
                                        let i = o * v + c;
                                        !self.held[i] && self.credit[i] > 0
                                    })
                                    .map(|c| Some((o as u8, c as u8)))
                            }
                        }
                    };
                    let Some(net_r) = net_ok else { continue };
                    let cons_ok = match cons {
                        Cons::No => Some(None),
                        Cons::Held => {
                            let c = vc.cons.expect("held consumption channel");
                            (cons_used & (1 << c) == 0 && self.cons_credit[c as usize] > 0)
                                .then_some(Some(c))
                        }
                        Cons::Alloc => (0..self.p.cons)
                            .find(|&c| {
                                !self.cons_held[c]
                                    && cons_used & (1 << c) == 0
                                    && self.cons_credit[c] > 0
                            })
                            .map(|c| Some(c as u8)),
                    };
                    let Some(cons_r) = cons_ok else { continue };
                    port_used |= 1 << port;
                    if let Some((o, _)) = net_r {
                        out_used |= 1 << o;
                    }
                    if let Some(c) = cons_r {
                        cons_used |= 1 << c;
                    }
                    if pop {
                        self.credit_out[port] |= 1 << vcn;
                    }
                    if bad {
                        self.bad_now |= 1 << port;
                    }
                    act.net = net_r;
                    act.cons = cons_r;
                }
            }
            self.actions.push(act);
        }
        self.decided = true;
    }

    /// Credits out of this cycle for input port `p` (bit per VC); call after [`Self::decide`].
    pub fn credit_out(&self, p: usize) -> u8 {
        debug_assert!(self.decided);
        self.credit_out[p]
    }

    /// The clock edge: apply this cycle's grants, take the credits and flits arriving.
    /// `inputs[p]` = (tag, vc, data) for the 4 network ports then the injection channels;
    /// `credits[o]` for the 4 network outputs (bit per VC); `cons_credits` bit per channel.
    pub fn clock(&mut self, inputs: &[(u8, u8, u64)], credits: &[u8; 4], cons_credits: u32) {
        if !self.decided {
            self.decide();
        }
        self.decided = false;
        let v = self.p.v;
        let mut out_next = [(0u8, 0u8, 0u64); 4];
        for c in self.cons_reg.iter_mut() {
            *c = (0, 0);
        }
        let mut bad_next = self.bad_now;
        let acts = std::mem::take(&mut self.actions);
        for a in &acts {
            let vc = &mut self.vcs[a.r];
            let (t, data) = vc.front().expect("front flit");
            match a.plan {
                Plan::Discard { next, bad } => {
                    vc.pop();
                    vc.state = next;
                    if bad {
                        self.bad_count += 1;
                    }
                }
                Plan::Goto(next) => vc.state = next,
                Plan::Send {
                    tag: st,
                    pop,
                    next,
                    bad,
                    release,
                    latch,
                    body,
                    ..
                } => {
                    let d = if st == t { data } else { 0 };
                    if let Some((o, c)) = a.net {
                        let i = o as usize * v + c as usize;
                        self.credit[i] -= 1;
                        self.held[i] = true;
                        vc.out = Some((o, c));
                        out_next[o as usize] = (st, c, d);
                    }
                    if let Some(c) = a.cons {
                        self.cons_credit[c as usize] -= 1;
                        self.cons_held[c as usize] = true;
                        vc.cons = Some(c);
                        self.cons_reg[c as usize] = (st, d);
                    }
                    if let Some(l) = latch {
                        vc.len = l.len;
                        vc.cnt = 0;
                        vc.last_f = l.last_f;
                        vc.had_r = l.had_r;
                    }
                    if body {
                        vc.cnt += 1;
                    }
                    if release {
                        if let Some((o, c)) = vc.out.take() {
                            self.held[o as usize * v + c as usize] = false;
                        }
                        if let Some(c) = vc.cons.take() {
                            self.cons_held[c as usize] = false;
                        }
                    }
                    if pop {
                        vc.pop();
                    }
                    vc.state = next;
                    if bad {
                        self.bad_count += 1;
                    }
                }
            }
        }
        self.actions = acts;
        self.actions.clear();
        self.out_reg = out_next;
        for o in 0..4 {
            for c in 0..v {
                if credits[o] >> c & 1 != 0 {
                    let i = o * v + c;
                    if (self.credit[i] as usize) < self.p.depth {
                        self.credit[i] += 1;
                    }
                }
            }
        }
        for c in 0..self.p.cons {
            if cons_credits >> c & 1 != 0 && (self.cons_credit[c] as usize) < self.p.depth {
                self.cons_credit[c] += 1;
            }
        }
        for (p, &(t, c, d)) in inputs.iter().enumerate().take(self.p.inputs()) {
            if t == tag::IDLE {
                continue;
            }
            let r = if p < 4 {
                if c as usize >= v {
                    bad_next |= 1 << p;
                    self.bad_count += 1;
                    continue;
                }
                p * v + c as usize
            } else {
                4 * v + p - 4
            };
            let vc = &mut self.vcs[r];
            if vc.n >= self.p.depth {
                bad_next |= 1 << p;
                self.bad_count += 1;
                continue;
            }
            vc.push((t, d & crate::flit::mask(self.p.w)));
        }
        self.bad_reg = bad_next;
        self.rr = (self.rr + 1) % self.p.requesters();
    }

    /// The edge of a cycle with `rst` high (module doc, "Reset"): back to the power-on
    /// state; the statistics (`bad_count`) are kept.
    pub fn reset(&mut self) {
        let bad = self.bad_count;
        *self = Router::new(self.p).expect("validated parameters");
        self.bad_count = bad;
    }

    /// One cycle with the reset input: `outs` = this cycle's outputs ([`port_specs`] order)
    /// while `rst` is low; while it is high every output is 0, the inputs are ignored and
    /// the edge resets ([`Self::reset`]).
    pub fn cycle_rst(&mut self, x: &[u64], rst: bool) -> Vec<u64> {
        if rst {
            let n = port_specs(&self.p).1.len();
            self.reset();
            return vec![0; n];
        }
        self.step_inner(x)
    }

    /// No flit buffered and no worm holding anything.
    pub fn is_empty(&self) -> bool {
        self.vcs
            .iter()
            .all(|v| v.n == 0 && v.state == VcState::Idle)
    }

    /// A description of the worms held here (for the watchdog's deadlock report).
    pub fn blocked(&self) -> Vec<String> {
        let mut s = vec![];
        for (r, vc) in self.vcs.iter().enumerate() {
            if vc.n > 0 || vc.state != VcState::Idle {
                s.push(format!(
                    "router ({},{}) port {} vc {}: {:?} front {:?} out {:?} cons {:?}",
                    self.p.at.x,
                    self.p.at.y,
                    self.port_of(r),
                    if r < 4 * self.p.v { r % self.p.v } else { 0 },
                    vc.state,
                    vc.front(),
                    vc.out,
                    vc.cons
                ));
            }
        }
        s
    }
}

/// Names of a router's ports, in [`CycleModel`] order.
pub fn port_specs(p: &RouterParams) -> (Vec<PortSpec>, Vec<PortSpec>) {
    let (w, vb, v) = (p.w, p.vc_bits(), p.v);
    let mut i = vec![];
    for d in 0..4 {
        i.push(PortSpec::new(format!("in{d}_tag"), 3));
        i.push(PortSpec::new(format!("in{d}_vc"), vb));
        i.push(PortSpec::new(format!("in{d}_data"), w));
    }
    for k in 0..p.inj {
        i.push(PortSpec::new(format!("inj{k}_tag"), 3));
        i.push(PortSpec::new(format!("inj{k}_data"), w));
    }
    for d in 0..4 {
        i.push(PortSpec::new(format!("out{d}_credit"), v));
    }
    for c in 0..p.cons {
        i.push(PortSpec::new(format!("cons{c}_credit"), 1));
    }
    let mut o = vec![];
    for d in 0..4 {
        o.push(PortSpec::new(format!("out{d}_tag"), 3));
        o.push(PortSpec::new(format!("out{d}_vc"), vb));
        o.push(PortSpec::new(format!("out{d}_data"), w));
    }
    for c in 0..p.cons {
        o.push(PortSpec::new(format!("cons{c}_tag"), 3));
        o.push(PortSpec::new(format!("cons{c}_data"), w));
    }
    for d in 0..4 {
        o.push(PortSpec::new(format!("in{d}_credit"), v));
    }
    for k in 0..p.inj {
        o.push(PortSpec::new(format!("inj{k}_credit"), 1));
    }
    i.push(PortSpec::new("rst", 1));
    o.push(PortSpec::new("bad", p.inputs()));
    (i, o)
}

impl CycleModel for Router {
    fn input_ports(&self) -> Vec<PortSpec> {
        port_specs(&self.p).0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        port_specs(&self.p).1
    }
    fn step(&mut self, x: &[u64]) -> Vec<u64> {
        // `rst` last; vectors without it (recorded before the reset existed) run with it low.
        let rst = x
            .get(12 + 2 * self.p.inj + 4 + self.p.cons)
            .is_some_and(|&r| r & 1 == 1);
        self.cycle_rst(x, rst)
    }
}

impl Router {
    fn step_inner(&mut self, x: &[u64]) -> Vec<u64> {
        self.decide();
        let mut o = Vec::with_capacity(4 * 3 + 2 * self.p.cons + 4 + self.p.inj + 1);
        for r in &self.out_reg {
            o.extend([r.0 as u64, r.1 as u64, r.2]);
        }
        for r in &self.cons_reg {
            o.extend([r.0 as u64, r.1]);
        }
        for p in 0..self.p.inputs() {
            o.push(self.credit_out[p] as u64);
        }
        o.push(self.bad_reg as u64);
        let mut inputs = Vec::with_capacity(self.p.inputs());
        for d in 0..4 {
            inputs.push((x[3 * d] as u8, x[3 * d + 1] as u8, x[3 * d + 2]));
        }
        let b = 12;
        for k in 0..self.p.inj {
            inputs.push((x[b + 2 * k] as u8, 0, x[b + 2 * k + 1]));
        }
        let b = 12 + 2 * self.p.inj;
        let credits = [x[b] as u8, x[b + 1] as u8, x[b + 2] as u8, x[b + 3] as u8];
        let mut cc = 0u32;
        for c in 0..self.p.cons {
            cc |= ((x[b + 4 + c] & 1) as u32) << c;
        }
        self.clock(&inputs, &credits, cc);
        o
    }
}

/// An entry at `at` with `flags` (shorthand for tests and stimulus).
pub fn entry(x: usize, y: usize, flags: Flags) -> Entry {
    Entry::new(Coord::new(x, y), flags)
}
