//! The routing decision of one input virtual channel of the TPM mesh router (two-phase-multicast
//! paper, Figure 6's routing operation): purely combinational, one instance per requester.
//! Golden model: `wormcast_model::mesh::router::Router::plan` (this block is its hardware
//! form, case for case; the module doc of `wormcast_model::mesh::router` states the rules).
//!
//! # Ports
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `has` | in | 1 | the VC's buffer holds a flit (the front flit is `tag`, `data`) |
//! | `tag`, `data` | in | 3, W | the front flit |
//! | `state` | in | [`VcState`] | the VC's state register |
//! | `has_out`, `has_cons` | in | 1, 1 | the VC holds a network output VC / a consumption channel |
//! | `len`, `cnt`, `last_f`, `had_r` | in | LB, LB, 1, 1 | the VC's latched entry and payload count |
//! | `discard` | out | 1 | pop without sending (needs no output: always done) |
//! | `goto` | out | 1 | change state only (no pop, no send) |
//! | `send` | out | 1 | send `send_tag`/`send_data` to the outputs below, when granted |
//! | `next_state` | out | [`VcState`] | the state after the action |
//! | `bad` | out | 1 | the action reports a bad worm or protocol error |
//! | `pop` | out | 1 | a send pops the front flit (a `KILL` in place of a new head does not) |
//! | `send_tag`, `send_data` | out | 3, W | the flit sent: the front flit, or a `KILL` with data 0 |
//! | `net_need`, `net_alloc`, `net_dir` | out | 1, 1, 4 | needs a network output: the held one, or a new VC on port `net_dir` (one-hot) |
//! | `cons_need`, `cons_alloc` | out | 1, 1 | needs a consumption channel: the held one, or a new one |
//! | `free_held` | out | 1 | the send frees the held outputs (a `TAIL` or `KILL`) |
//! | `latch`, `latch_len`, `latch_f`, `latch_r` | out | 1, LB, 1, 1 | the send latches an entry (len, last F, had R) and clears `cnt` |
//! | `body` | out | 1 | the send counts a `BODY` (`cnt + 1`) |
//!
//! Latency 0 (combinational). Parameters: `W` flit bits, `XB`/`YB` coordinate field bits,
//! `LB` len field bits (the destination entry layout of `wormcast_model::mesh::format`).

use rust_hdl::prelude::*;

/// State of one input virtual channel (`wormcast_model::mesh::router::VcState`; `Drop` is
/// split by its `payload` flag).
#[derive(Copy, Clone, PartialEq, Eq, Debug, LogicState)]
pub enum VcState {
    Idle,
    Fwd,
    Strip,
    After,
    /// `Drop { payload: false }`: discarding a bad worm's destination list.
    DropHead,
    /// `Drop { payload: true }`: a payload flit of the dropped worm has passed.
    DropPayload,
}

/// Link tags (`wormcast_model::mesh::format::tag`).
pub mod tag {
    pub const DEST: u64 = 1;
    pub const BODY: u64 = 2;
    pub const TAIL: u64 = 3;
    pub const KILL: u64 = 4;
}

/// Where the router sits and what requester this is (constants of one instance).
#[derive(Clone, Copy, Debug)]
pub struct PlanConfig {
    /// Mesh size X, Y and this router's coordinates.
    pub mesh_x: usize,
    pub mesh_y: usize,
    pub at_x: usize,
    pub at_y: usize,
    /// Dimension order: X first when X <= Y.
    pub x_first: bool,
    /// The requester's input port (0..4 network X+, X-, Y+, Y-; 4.. injection).
    pub port: usize,
}

#[derive(LogicBlock)]
pub struct MeshVcPlan<const W: usize, const XB: usize, const YB: usize, const LB: usize> {
    pub has: Signal<In, Bit>,
    pub tag: Signal<In, Bits<3>>,
    pub data: Signal<In, Bits<W>>,
    pub state: Signal<In, VcState>,
    pub has_out: Signal<In, Bit>,
    pub has_cons: Signal<In, Bit>,
    pub len: Signal<In, Bits<LB>>,
    pub cnt: Signal<In, Bits<LB>>,
    pub last_f: Signal<In, Bit>,
    pub had_r: Signal<In, Bit>,
    pub discard: Signal<Out, Bit>,
    pub goto: Signal<Out, Bit>,
    pub send: Signal<Out, Bit>,
    pub next_state: Signal<Out, VcState>,
    pub bad: Signal<Out, Bit>,
    pub pop: Signal<Out, Bit>,
    pub send_tag: Signal<Out, Bits<3>>,
    pub send_data: Signal<Out, Bits<W>>,
    pub net_need: Signal<Out, Bit>,
    pub net_alloc: Signal<Out, Bit>,
    pub net_dir: Signal<Out, Bits<4>>,
    pub cons_need: Signal<Out, Bit>,
    pub cons_alloc: Signal<Out, Bit>,
    pub free_held: Signal<Out, Bit>,
    pub latch: Signal<Out, Bit>,
    pub latch_len: Signal<Out, Bits<LB>>,
    pub latch_f: Signal<Out, Bit>,
    pub latch_r: Signal<Out, Bit>,
    pub body: Signal<Out, Bit>,
    // Constants of the instance
    /// X - 1 and Y - 1 (largest coordinates inside the mesh).
    x_max: Constant<Bits<XB>>,
    y_max: Constant<Bits<YB>>,
    at_x: Constant<Bits<XB>>,
    at_y: Constant<Bits<YB>>,
    x_first: Constant<Bit>,
    /// An injection channel (no direction of travel: every direction is legal, and an entry
    /// naming this node is bad).
    injection: Constant<Bit>,
    /// Output ports (one-hot) a worm arriving on this port may continue to (`legal`).
    legal: Constant<Bits<4>>,
    /// The link tags (`tag::DEST` ...).
    t_dest: Constant<Bits<3>>,
    t_body: Constant<Bits<3>>,
    t_tail: Constant<Bits<3>>,
    t_kill: Constant<Bits<3>>,
    // Locals: the front flit decoded as a destination entry
    e_x: Signal<Local, Bits<XB>>,
    e_y: Signal<Local, Bits<YB>>,
    e_flags: Signal<Local, Bits<3>>,
    e_len: Signal<Local, Bits<LB>>,
    /// Inside the mesh, defined flags, len >= 1.
    e_valid: Signal<Local, Bit>,
    /// Dimension-order next hop (one-hot; 0: the entry names this node).
    e_dir: Signal<Local, Bits<4>>,
    e_here: Signal<Local, Bit>,
    e_legal: Signal<Local, Bit>,
    /// The X and Y candidate directions (one-hot or 0).
    x_dir: Signal<Local, Bits<4>>,
    y_dir: Signal<Local, Bits<4>>,
    // Locals: the actions the model builds with its helpers
    /// `kill(pop, next)`: a `KILL` to the held outputs, bad, release.
    do_kill: Signal<Local, Bit>,
    kill_pop: Signal<Local, Bit>,
    /// `held_send(tag, next, release, body)`: the flit to the held outputs.
    do_held: Signal<Local, Bit>,
    /// `arrive(entry, len, cons)`: the flit to the consumption channel, latch the entry.
    do_arrive: Signal<Local, Bit>,
    /// The `fwd(tag, cnt)` rules, computed once: kill / held send, pop, next, release, body.
    f_kill: Signal<Local, Bit>,
    f_pop: Signal<Local, Bit>,
    f_next: Signal<Local, VcState>,
    f_release: Signal<Local, Bit>,
    f_body: Signal<Local, Bit>,
    /// `cnt + 1`.
    cnt1: Signal<Local, Bits<LB>>,
}

impl<const W: usize, const XB: usize, const YB: usize, const LB: usize> MeshVcPlan<W, XB, YB, LB> {
    pub fn new(c: &PlanConfig) -> Self {
        assert!(
            XB + YB + 3 + LB <= W,
            "XB + YB + 3 + LB = {} must fit W = {W}",
            XB + YB + 3 + LB
        );
        assert!(
            c.mesh_x <= 1 << XB,
            "X = {} must fit XB = {XB} bits",
            c.mesh_x
        );
        assert!(
            c.mesh_y <= 1 << YB,
            "Y = {} must fit YB = {YB} bits",
            c.mesh_y
        );
        // legal(x_first, travel, o): straight on, or a turn from the first routed dimension
        // into the second.
        let is_x = |d: usize| d < 2;
        let legal = if c.port >= 4 {
            0xf
        } else {
            let travel = c.port ^ 1; // Dir::from_index(port).opposite()
            (0..4)
                .filter(|&o| o == travel || (is_x(travel) == c.x_first && is_x(o) != c.x_first))
                .fold(0u64, |m, o| m | 1 << o)
        };
        MeshVcPlan {
            has: Default::default(),
            tag: Default::default(),
            data: Default::default(),
            state: Default::default(),
            has_out: Default::default(),
            has_cons: Default::default(),
            len: Default::default(),
            cnt: Default::default(),
            last_f: Default::default(),
            had_r: Default::default(),
            discard: Default::default(),
            goto: Default::default(),
            send: Default::default(),
            next_state: Default::default(),
            bad: Default::default(),
            pop: Default::default(),
            send_tag: Default::default(),
            send_data: Default::default(),
            net_need: Default::default(),
            net_alloc: Default::default(),
            net_dir: Default::default(),
            cons_need: Default::default(),
            cons_alloc: Default::default(),
            free_held: Default::default(),
            latch: Default::default(),
            latch_len: Default::default(),
            latch_f: Default::default(),
            latch_r: Default::default(),
            body: Default::default(),
            x_max: Constant::new((c.mesh_x as u64 - 1).to_bits()),
            y_max: Constant::new((c.mesh_y as u64 - 1).to_bits()),
            at_x: Constant::new((c.at_x as u64).to_bits()),
            at_y: Constant::new((c.at_y as u64).to_bits()),
            x_first: Constant::new(c.x_first),
            injection: Constant::new(c.port >= 4),
            legal: Constant::new(legal.to_bits()),
            t_dest: Constant::new(tag::DEST.to_bits()),
            t_body: Constant::new(tag::BODY.to_bits()),
            t_tail: Constant::new(tag::TAIL.to_bits()),
            t_kill: Constant::new(tag::KILL.to_bits()),
            e_x: Default::default(),
            e_y: Default::default(),
            e_flags: Default::default(),
            e_len: Default::default(),
            e_valid: Default::default(),
            e_dir: Default::default(),
            e_here: Default::default(),
            e_legal: Default::default(),
            x_dir: Default::default(),
            y_dir: Default::default(),
            do_kill: Default::default(),
            kill_pop: Default::default(),
            do_held: Default::default(),
            do_arrive: Default::default(),
            f_kill: Default::default(),
            f_pop: Default::default(),
            f_next: Default::default(),
            f_release: Default::default(),
            f_body: Default::default(),
            cnt1: Default::default(),
        }
    }
}

impl<const W: usize, const XB: usize, const YB: usize, const LB: usize> Logic
    for MeshVcPlan<W, XB, YB, LB>
{
    #[hdl_gen]
    fn update(&mut self) {
        // The front flit's data as a destination entry: x, y, flags, len from bit 0 up.
        self.e_x.next = self.data.val().get_bits::<XB>(0);
        for xb in XB..(XB + 1) {
            self.e_y.next = self.data.val().get_bits::<YB>(xb);
            for yb in YB..(YB + 1) {
                self.e_flags.next = self.data.val().get_bits::<3>(xb + yb);
                self.e_len.next = self.data.val().get_bits::<LB>(xb + yb + 3);
            }
        }
        self.e_valid.next = (self.e_x.val() <= self.x_max.val())
            & (self.e_y.val() <= self.y_max.val())
            & (self.e_flags.val() != 0)
            & (self.e_flags.val() != 2)
            & (self.e_len.val() != 0);
        // Dimension-order routing (Mesh::route).
        self.x_dir.next = 0.into();
        if self.e_x.val() > self.at_x.val() {
            self.x_dir.next = 1.into();
        }
        if self.e_x.val() < self.at_x.val() {
            self.x_dir.next = 2.into();
        }
        self.y_dir.next = 0.into();
        if self.e_y.val() > self.at_y.val() {
            self.y_dir.next = 4.into();
        }
        if self.e_y.val() < self.at_y.val() {
            self.y_dir.next = 8.into();
        }
        if self.x_first.val() {
            self.e_dir.next = self.x_dir.val();
            if !self.x_dir.val().any() {
                self.e_dir.next = self.y_dir.val();
            }
        } else {
            self.e_dir.next = self.y_dir.val();
            if !self.y_dir.val().any() {
                self.e_dir.next = self.x_dir.val();
            }
        }
        self.e_here.next = !self.e_dir.val().any();
        self.e_legal.next = (self.e_dir.val() & self.legal.val()).any();
        self.cnt1.next = self.cnt.val() + 1;

        // fwd(t, cnt): the rules of a worm holding its outputs.
        self.f_kill.next = false;
        self.f_pop.next = true;
        self.f_next.next = VcState::Fwd;
        self.f_release.next = false;
        self.f_body.next = false;
        if self.tag.val() == self.t_dest.val() {
            if self.cnt.val() != 0 {
                // A head inside a packet: KILL in its place, not popped; the new worm next.
                self.f_kill.next = true;
                self.f_pop.next = false;
                self.f_next.next = VcState::Idle;
            }
        } else if self.tag.val() == self.t_body.val() {
            if self.cnt1.val() >= self.len.val() {
                self.f_kill.next = true;
                self.f_next.next = VcState::DropPayload;
            } else {
                self.f_body.next = true;
            }
        } else if self.tag.val() == self.t_tail.val() {
            self.f_next.next = VcState::Idle;
            if self.cnt1.val() != self.len.val() {
                self.f_kill.next = true;
            } else {
                self.f_release.next = true;
            }
        } else if self.tag.val() == self.t_kill.val() {
            self.f_next.next = VcState::Idle;
            self.f_release.next = true;
        } else {
            self.f_kill.next = true;
            self.f_next.next = VcState::DropPayload;
        }

        // Defaults: nothing to do.
        self.discard.next = false;
        self.goto.next = false;
        self.next_state.next = self.state.val();
        self.bad.next = false;
        self.free_held.next = false;
        self.body.next = false;
        self.latch.next = false;
        self.latch_len.next = self.e_len.val();
        self.latch_f.next = false;
        self.latch_r.next = false;
        self.net_alloc.next = false;
        self.net_dir.next = self.e_dir.val();
        self.cons_alloc.next = false;
        self.do_kill.next = false;
        self.kill_pop.next = true;
        self.do_held.next = false;
        self.do_arrive.next = false;
        // Sends of a new head (net_alloc) are filled in below with send/pop/needs.
        self.send.next = false;
        self.pop.next = false;
        self.net_need.next = false;
        self.cons_need.next = false;

        match self.state.val() {
            VcState::Idle => {
                if self.tag.val() == self.t_dest.val() {
                    if !self.e_valid.val()
                        | (self.injection.val() & self.e_here.val())
                        | (!self.e_here.val() & !self.e_legal.val())
                    {
                        self.discard.next = true;
                        self.bad.next = true;
                        self.next_state.next = VcState::DropHead;
                    } else if !self.e_here.val() {
                        // The routing head: a new VC on the network output towards it.
                        self.send.next = true;
                        self.pop.next = true;
                        self.net_need.next = true;
                        self.net_alloc.next = true;
                        self.next_state.next = VcState::Fwd;
                        self.latch.next = true;
                    } else {
                        self.do_arrive.next = true;
                        self.cons_alloc.next = true;
                    }
                } else if (self.tag.val() == self.t_tail.val())
                    | (self.tag.val() == self.t_kill.val())
                {
                    self.discard.next = true;
                    self.bad.next = true;
                    self.next_state.next = VcState::Idle;
                } else {
                    self.discard.next = true;
                    self.bad.next = true;
                    self.next_state.next = VcState::DropPayload;
                }
            }
            VcState::Fwd => {
                self.do_kill.next = self.f_kill.val();
                self.do_held.next = !self.f_kill.val();
                self.kill_pop.next = self.f_pop.val();
                self.next_state.next = self.f_next.val();
                self.free_held.next = self.f_release.val();
                self.body.next = self.f_body.val();
            }
            VcState::Strip => {
                if self.tag.val() == self.t_dest.val() {
                    self.do_held.next = true;
                    if self.e_flags.val() == 1 {
                        self.next_state.next = VcState::After;
                    } else {
                        self.next_state.next = VcState::Strip;
                    }
                } else if self.tag.val() == self.t_tail.val() {
                    self.do_kill.next = true;
                    self.next_state.next = VcState::Idle;
                } else if self.tag.val() == self.t_kill.val() {
                    self.do_held.next = true;
                    self.free_held.next = true;
                    self.next_state.next = VcState::Idle;
                } else {
                    self.do_kill.next = true;
                    self.next_state.next = VcState::DropPayload;
                }
            }
            VcState::After => {
                if self.tag.val() == self.t_dest.val() {
                    if self.e_here.val() {
                        if self.had_r.val() & self.e_valid.val() {
                            // The node's next branch.
                            self.do_arrive.next = true;
                        } else {
                            self.do_kill.next = true;
                            self.next_state.next = VcState::DropHead;
                        }
                    } else if !self.last_f.val() | !self.e_valid.val() | !self.e_legal.val() {
                        self.do_kill.next = true;
                        self.next_state.next = VcState::DropHead;
                    } else {
                        // Absorb and forward: the new head to a new network VC and to the
                        // held consumption channel.
                        self.send.next = true;
                        self.pop.next = true;
                        self.net_need.next = true;
                        self.net_alloc.next = true;
                        self.cons_need.next = true;
                        self.next_state.next = VcState::Fwd;
                        self.latch.next = true;
                        self.latch_f.next = self.last_f.val();
                    }
                } else if ((self.tag.val() == self.t_body.val())
                    | (self.tag.val() == self.t_tail.val()))
                    & self.last_f.val()
                {
                    self.do_kill.next = true;
                    if self.tag.val() == self.t_tail.val() {
                        self.next_state.next = VcState::Idle;
                    } else {
                        self.next_state.next = VcState::DropPayload;
                    }
                } else {
                    self.do_kill.next = self.f_kill.val();
                    self.do_held.next = !self.f_kill.val();
                    self.kill_pop.next = self.f_pop.val();
                    self.next_state.next = self.f_next.val();
                    self.free_held.next = self.f_release.val();
                    self.body.next = self.f_body.val();
                }
            }
            VcState::DropHead => {
                self.discard.next = true;
                if self.tag.val() == self.t_dest.val() {
                    self.next_state.next = VcState::DropHead;
                } else if (self.tag.val() == self.t_tail.val())
                    | (self.tag.val() == self.t_kill.val())
                {
                    self.next_state.next = VcState::Idle;
                } else {
                    self.next_state.next = VcState::DropPayload;
                }
            }
            VcState::DropPayload => {
                if self.tag.val() == self.t_dest.val() {
                    // A new worm's head: back to Idle without popping.
                    self.goto.next = true;
                    self.next_state.next = VcState::Idle;
                } else if (self.tag.val() == self.t_tail.val())
                    | (self.tag.val() == self.t_kill.val())
                {
                    self.discard.next = true;
                    self.next_state.next = VcState::Idle;
                } else {
                    self.discard.next = true;
                    self.next_state.next = VcState::DropPayload;
                }
            }
        }
        // kill(pop, next): the held outputs, a KILL, bad, release.
        if self.do_kill.val() {
            self.send.next = true;
            self.pop.next = self.kill_pop.val();
            self.net_need.next = self.has_out.val();
            self.cons_need.next = self.has_cons.val();
            self.bad.next = true;
            self.free_held.next = true;
        }
        // held_send(tag, next, release, body).
        if self.do_held.val() {
            self.send.next = true;
            self.pop.next = true;
            self.net_need.next = self.has_out.val();
            self.cons_need.next = self.has_cons.val();
        }
        // arrive(entry, len, cons): the consumption channel only, latch the entry.
        if self.do_arrive.val() {
            self.send.next = true;
            self.pop.next = true;
            self.cons_need.next = true;
            self.latch.next = true;
            self.latch_f.next = self.e_flags.val().get_bit(1);
            self.latch_r.next = self.e_flags.val().get_bit(2);
            if self.e_flags.val().get_bit(2) {
                self.next_state.next = VcState::Strip;
            } else {
                self.next_state.next = VcState::After;
            }
        }
        if self.do_kill.val() {
            self.send_tag.next = self.t_kill.val();
        } else {
            self.send_tag.next = self.tag.val();
        }
        if self.send_tag.val() == self.tag.val() {
            self.send_data.next = self.data.val();
        } else {
            self.send_data.next = 0.into();
        }
        // No front flit: nothing at all.
        if !self.has.val() {
            self.discard.next = false;
            self.goto.next = false;
            self.send.next = false;
            self.next_state.next = self.state.val();
        }
    }
}
