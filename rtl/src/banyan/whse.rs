//! 2x2 wormhole broadcast switching element (banyan paper, Sections 2.2 and 3.2; issue 15).
//!
//! Golden model: `wormcast_model::banyan::wormhole::WhSe` (the module docs there are the
//! specification: link protocol, atomic requests, lock-step heads, arbitration).
//!
//! Ports (q = 0 upper, 1 lower):
//! * input link q: `in_tag{q}`, `in_data{q}` (flit), `owned_in{q}` (the upstream output is
//!   owned), `go_in{q}` (the worm's verdict) in; `ready_out{q}` (the flit is consumed this
//!   cycle), `ok_out{q}` (every head copy of the worm on this link can be granted) out.
//! * output link q: `out_tag{q}`, `out_data{q}` (the output register), `owned_out{q}`
//!   (registered), `go_out{q}` out; `ready_in{q}`, `ok_in{q}` in.
//! * `malformed` (0..2): malformed heads consumed this cycle.
//! * `rst`: synchronous reset, active high: at the edge the output registers, owners and
//!   `rr` return to their power-on values (idle, none, 0); this cycle's outputs are
//!   unaffected (golden model: `WhSe::reset`).
//!
//! Registers: `otag`/`odata` per output (the link register), `ownv`/`ownp` per output (owned,
//! by which input), `rr` (round-robin priority input; constant 0 in upper-first mode).
//! Latency: one cycle. Every ready/ok/go output is combinational.
//!
//! Structure: the request side and the `ok` verdicts are the child [`WhSeOk`], the `go`
//! verdicts the child [`WhSeGo`] (both combinational); this block holds the registers and
//! computes `ready_out`, the grants and the next state. `ok` depends only on registers,
//! headers and `ok_in`, `go` on `ok` and `go_in`, `ready` on all of them and `ready_in`;
//! one block per direction keeps Verilator from seeing a loop between stages.

use super::decode::RegionDecode;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct BanyanWhSe<const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub in_tag0: Signal<In, Bits<2>>,
    pub in_data0: Signal<In, Bits<W>>,
    pub owned_in0: Signal<In, Bit>,
    pub go_in0: Signal<In, Bit>,
    pub ready_in0: Signal<In, Bit>,
    pub ok_in0: Signal<In, Bit>,
    pub in_tag1: Signal<In, Bits<2>>,
    pub in_data1: Signal<In, Bits<W>>,
    pub owned_in1: Signal<In, Bit>,
    pub go_in1: Signal<In, Bit>,
    pub ready_in1: Signal<In, Bit>,
    pub ok_in1: Signal<In, Bit>,
    pub out_tag0: Signal<Out, Bits<2>>,
    pub out_data0: Signal<Out, Bits<W>>,
    pub owned_out0: Signal<Out, Bit>,
    pub go_out0: Signal<Out, Bit>,
    pub ready_out0: Signal<Out, Bit>,
    pub ok_out0: Signal<Out, Bit>,
    pub out_tag1: Signal<Out, Bits<2>>,
    pub out_data1: Signal<Out, Bits<W>>,
    pub owned_out1: Signal<Out, Bit>,
    pub go_out1: Signal<Out, Bit>,
    pub ready_out1: Signal<Out, Bit>,
    pub ok_out1: Signal<Out, Bit>,
    pub malformed: Signal<Out, Bits<2>>,
    pub dec0: RegionDecode<W>,
    pub dec1: RegionDecode<W>,
    /// Ownership, requests, arbitration and the `ok` verdicts (combinational).
    pub ok: WhSeOk,
    /// The `go` verdicts (combinational).
    pub go: WhSeGo,
    /// 1: round-robin arbitration; 0: upper input first.
    rr_mode: Constant<Bit>,
    tag_head: Constant<Bits<2>>,
    tag_tail: Constant<Bits<2>>,
    otag0: DFF<Bits<2>>,
    odata0: DFF<Bits<W>>,
    otag1: DFF<Bits<2>>,
    odata1: DFF<Bits<W>>,
    ownv0: DFF<Bit>,
    ownp0: DFF<Bit>,
    ownv1: DFF<Bit>,
    ownp1: DFF<Bit>,
    rr: DFF<Bit>,
    /// Output register o can load this cycle.
    free0: Signal<Local, Bit>,
    free1: Signal<Local, Bit>,
    /// Valid flit on input p.
    v0: Signal<Local, Bit>,
    v1: Signal<Local, Bit>,
    /// A connected input's flit moves.
    mv0: Signal<Local, Bit>,
    mv1: Signal<Local, Bit>,
    /// Granted (the head's arbitration, [`WhSeOk`], and its worm's verdict).
    g0: Signal<Local, Bit>,
    g1: Signal<Local, Bit>,
    /// Malformed unconnected head on p (consumed, counted).
    bad0: Signal<Local, Bit>,
    bad1: Signal<Local, Bit>,
    /// Tag a connected input p forwards (a head becomes a synthetic tail).
    fwd_tag0: Signal<Local, Bits<2>>,
    fwd_tag1: Signal<Local, Bits<2>>,
}

impl<const W: usize> BanyanWhSe<W> {
    /// The SE at stage `i` of an `n`-stage network; `round_robin` selects the policy.
    pub fn new(n: usize, i: usize, round_robin: bool) -> Self {
        Self {
            clock: Default::default(),
            rst: Default::default(),
            in_tag0: Default::default(),
            in_data0: Default::default(),
            owned_in0: Default::default(),
            go_in0: Default::default(),
            ready_in0: Default::default(),
            ok_in0: Default::default(),
            in_tag1: Default::default(),
            in_data1: Default::default(),
            owned_in1: Default::default(),
            go_in1: Default::default(),
            ready_in1: Default::default(),
            ok_in1: Default::default(),
            out_tag0: Default::default(),
            out_data0: Default::default(),
            owned_out0: Default::default(),
            go_out0: Default::default(),
            ready_out0: Default::default(),
            ok_out0: Default::default(),
            out_tag1: Default::default(),
            out_data1: Default::default(),
            owned_out1: Default::default(),
            go_out1: Default::default(),
            ready_out1: Default::default(),
            ok_out1: Default::default(),
            malformed: Default::default(),
            dec0: RegionDecode::new(n, i, false),
            dec1: RegionDecode::new(n, i, false),
            ok: WhSeOk::new(round_robin),
            go: WhSeGo::default(),
            rr_mode: Constant::new(round_robin),
            tag_head: Constant::new(crate::flit::TAG_HEAD.to_bits()),
            tag_tail: Constant::new(crate::flit::TAG_TAIL.to_bits()),
            otag0: Default::default(),
            odata0: Default::default(),
            otag1: Default::default(),
            odata1: Default::default(),
            ownv0: Default::default(),
            ownp0: Default::default(),
            ownv1: Default::default(),
            ownp1: Default::default(),
            rr: Default::default(),
            free0: Default::default(),
            free1: Default::default(),
            v0: Default::default(),
            v1: Default::default(),
            mv0: Default::default(),
            mv1: Default::default(),
            g0: Default::default(),
            g1: Default::default(),
            bad0: Default::default(),
            bad1: Default::default(),
            fwd_tag0: Default::default(),
            fwd_tag1: Default::default(),
        }
    }
}

impl<const W: usize> Logic for BanyanWhSe<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, otag0, odata0, otag1, odata1, ownv0, ownp0, ownv1, ownp1, rr);
        self.dec0.tag.next = self.in_tag0.val();
        self.dec0.data.next = self.in_data0.val();
        self.dec1.tag.next = self.in_tag1.val();
        self.dec1.data.next = self.in_data1.val();
        // Ownership, requests, arbitration and `ok` ([`WhSeOk`]) and the `go` verdicts
        // ([`WhSeGo`]) are children, so that this block's `always` has no path from `go_in`
        // or `ready_in` to `go_out` or `ok_out` (see [`WhSeOk`]).
        self.ok.ownv0.next = self.ownv0.q.val();
        self.ok.ownp0.next = self.ownp0.q.val();
        self.ok.ownv1.next = self.ownv1.q.val();
        self.ok.ownp1.next = self.ownp1.q.val();
        self.ok.otag0.next = self.otag0.q.val();
        self.ok.otag1.next = self.otag1.q.val();
        self.ok.rr.next = self.rr.q.val();
        self.ok.ok_in0.next = self.ok_in0.val();
        self.ok.ok_in1.next = self.ok_in1.val();
        self.ok.head0.next = self.dec0.head.val();
        self.ok.bad0.next = self.dec0.bad.val();
        self.ok.want0_0.next = self.dec0.want0.val();
        self.ok.want0_1.next = self.dec0.want1.val();
        self.ok.head1.next = self.dec1.head.val();
        self.ok.bad1.next = self.dec1.bad.val();
        self.ok.want1_0.next = self.dec1.want0.val();
        self.ok.want1_1.next = self.dec1.want1.val();
        self.ok_out0.next = self.ok.ok_out0.val();
        self.ok_out1.next = self.ok.ok_out1.val();
        self.go.conn0_0.next = self.ok.conn0_0.val();
        self.go.conn0_1.next = self.ok.conn0_1.val();
        self.go.conn1_0.next = self.ok.conn1_0.val();
        self.go.conn1_1.next = self.ok.conn1_1.val();
        self.go.sub_ok0.next = self.ok.sub_ok0.val();
        self.go.sub_ok1.next = self.ok.sub_ok1.val();
        self.go.owned_in0.next = self.owned_in0.val();
        self.go.owned_in1.next = self.owned_in1.val();
        self.go.go_in0.next = self.go_in0.val();
        self.go.go_in1.next = self.go_in1.val();
        self.go_out0.next = self.go.go_out0.val();
        self.go_out1.next = self.go.go_out1.val();
        // Link state.
        self.free0.next = (self.otag0.q.val() == 0) | self.ready_in0.val();
        self.free1.next = (self.otag1.q.val() == 0) | self.ready_in1.val();
        self.v0.next = self.in_tag0.val() != 0;
        self.v1.next = self.in_tag1.val() != 0;
        // Connected inputs: synchronous replication.
        self.mv0.next = self.ok.c0.val()
            & self.v0.val()
            & (!self.ok.conn0_0.val() | self.free0.val())
            & (!self.ok.conn0_1.val() | self.free1.val());
        self.mv1.next = self.ok.c1.val()
            & self.v1.val()
            & (!self.ok.conn1_0.val() | self.free0.val())
            & (!self.ok.conn1_1.val() | self.free1.val());
        self.fwd_tag0.next = self.in_tag0.val();
        if self.dec0.head.val() {
            self.fwd_tag0.next = self.tag_tail.val();
        }
        self.fwd_tag1.next = self.in_tag1.val();
        if self.dec1.head.val() {
            self.fwd_tag1.next = self.tag_tail.val();
        }
        // Unconnected heads: atomic requests and arbitration.
        self.bad0.next = !self.ok.c0.val() & self.dec0.bad.val();
        self.bad1.next = !self.ok.c1.val() & self.dec1.bad.val();
        self.g0.next = self.ok.cand0.val() & (!self.owned_in0.val() | self.go_in0.val());
        self.g1.next = self.ok.cand1.val() & (!self.owned_in1.val() | self.go_in1.val());
        // Backward signals.
        self.ready_out0.next = self.mv0.val() & !self.dec0.head.val();
        if !self.ok.c0.val() {
            self.ready_out0.next =
                (self.v0.val() & !self.dec0.head.val()) | self.bad0.val() | self.g0.val();
        }
        self.ready_out1.next = self.mv1.val() & !self.dec1.head.val();
        if !self.ok.c1.val() {
            self.ready_out1.next =
                (self.v1.val() & !self.dec1.head.val()) | self.bad1.val() | self.g1.val();
        }
        self.malformed.next = 0.into();
        if self.bad0.val() & self.bad1.val() {
            self.malformed.next = 2.into();
        } else if self.bad0.val() | self.bad1.val() {
            self.malformed.next = 1.into();
        }
        // Forward signals (`go_out` above).
        self.owned_out0.next = self.ownv0.q.val();
        self.owned_out1.next = self.ownv1.q.val();
        self.out_tag0.next = self.otag0.q.val();
        self.out_data0.next = self.odata0.q.val();
        self.out_tag1.next = self.otag1.q.val();
        self.out_data1.next = self.odata1.q.val();
        // Output register 0.
        if self.ready_in0.val() {
            self.otag0.d.next = 0.into();
            self.odata0.d.next = 0.into();
        }
        if self.ok.conn0_0.val() & self.mv0.val() {
            self.otag0.d.next = self.fwd_tag0.val();
            self.odata0.d.next = self.in_data0.val();
            if self.fwd_tag0.val() == self.tag_tail.val() {
                self.ownv0.d.next = false;
            }
        }
        if self.ok.conn1_0.val() & self.mv1.val() {
            self.otag0.d.next = self.fwd_tag1.val();
            self.odata0.d.next = self.in_data1.val();
            if self.fwd_tag1.val() == self.tag_tail.val() {
                self.ownv0.d.next = false;
            }
        }
        if self.g0.val() & self.ok.req0_0.val() {
            self.otag0.d.next = self.tag_head.val();
            self.odata0.d.next = self.dec0.hdr0.val();
            self.ownv0.d.next = true;
            self.ownp0.d.next = false;
        }
        if self.g1.val() & self.ok.req1_0.val() {
            self.otag0.d.next = self.tag_head.val();
            self.odata0.d.next = self.dec1.hdr0.val();
            self.ownv0.d.next = true;
            self.ownp0.d.next = true;
        }
        // Output register 1.
        if self.ready_in1.val() {
            self.otag1.d.next = 0.into();
            self.odata1.d.next = 0.into();
        }
        if self.ok.conn0_1.val() & self.mv0.val() {
            self.otag1.d.next = self.fwd_tag0.val();
            self.odata1.d.next = self.in_data0.val();
            if self.fwd_tag0.val() == self.tag_tail.val() {
                self.ownv1.d.next = false;
            }
        }
        if self.ok.conn1_1.val() & self.mv1.val() {
            self.otag1.d.next = self.fwd_tag1.val();
            self.odata1.d.next = self.in_data1.val();
            if self.fwd_tag1.val() == self.tag_tail.val() {
                self.ownv1.d.next = false;
            }
        }
        if self.g0.val() & self.ok.req0_1.val() {
            self.otag1.d.next = self.tag_head.val();
            self.odata1.d.next = self.dec0.hdr1.val();
            self.ownv1.d.next = true;
            self.ownp1.d.next = false;
        }
        if self.g1.val() & self.ok.req1_1.val() {
            self.otag1.d.next = self.tag_head.val();
            self.odata1.d.next = self.dec1.hdr1.val();
            self.ownv1.d.next = true;
            self.ownp1.d.next = true;
        }
        // Round-robin: a lone grant gives the other input priority.
        if self.rr_mode.val() & self.g0.val() & !self.g1.val() {
            self.rr.d.next = true;
        }
        if self.rr_mode.val() & self.g1.val() & !self.g0.val() {
            self.rr.d.next = false;
        }
        // Synchronous reset: every register to its power-on value.
        if self.rst.val() {
            self.otag0.d.next = 0.into();
            self.odata0.d.next = 0.into();
            self.otag1.d.next = 0.into();
            self.odata1.d.next = 0.into();
            self.ownv0.d.next = false;
            self.ownp0.d.next = false;
            self.ownv1.d.next = false;
            self.ownp1.d.next = false;
            self.rr.d.next = false;
        }
    }
}

/// The request side of [`BanyanWhSe`], combinational: ownership (`conn_p_o`: input p owns
/// output o; `c_p`: input p is connected), the atomic requests of unconnected routable heads
/// (`r_p`, `req_p_o`: the head on p asks for output o), their arbitration (`cand_p`: p's head
/// can be granted and wins; upper first, or round-robin with `rr`), and the backward `ok`
/// verdicts (`sub_ok_p`: AND of `ok_in` over the outputs p owns; `ok_out`: a connected
/// input's `sub_ok`, an unconnected head's `cand`, else 1).
///
/// Why a block of its own: rust-hdl emits one `always @(*)` per module, and Verilator orders
/// a module's block as one unit unless its statements share no locals. With this logic and
/// the `go` verdicts ([`WhSeGo`]) inside the SE's block, `ok_in`/`ready_in` from the next
/// stage and `go_in` from the previous one seemed to feed each other's outputs (UNOPTFLAT on
/// every `go_out`, a false loop through two stages); split, `ok` only flows back, `go` only
/// forward, and the SE's own block (`ready_out`, the registers) reads both.
///
/// Ports in: the registers `ownv0/1`, `ownp0/1`, `otag0/1`, `rr`; `ok_in0/1`; the decoders'
/// `head0/1`, `bad0/1`, `want0_0`, `want0_1`, `want1_0`, `want1_1` (`want_p_o`). Out:
/// `conn0_0` .. `conn1_1`, `c0/1`, `r0/1`, `req0_0` .. `req1_1`, `cand0/1`, `sub_ok0/1`,
/// `ok_out0/1`. Latency 0.
#[derive(LogicBlock)]
pub struct WhSeOk {
    pub ownv0: Signal<In, Bit>,
    pub ownp0: Signal<In, Bit>,
    pub ownv1: Signal<In, Bit>,
    pub ownp1: Signal<In, Bit>,
    pub otag0: Signal<In, Bits<2>>,
    pub otag1: Signal<In, Bits<2>>,
    pub rr: Signal<In, Bit>,
    pub ok_in0: Signal<In, Bit>,
    pub ok_in1: Signal<In, Bit>,
    pub head0: Signal<In, Bit>,
    pub bad0: Signal<In, Bit>,
    pub want0_0: Signal<In, Bit>,
    pub want0_1: Signal<In, Bit>,
    pub head1: Signal<In, Bit>,
    pub bad1: Signal<In, Bit>,
    pub want1_0: Signal<In, Bit>,
    pub want1_1: Signal<In, Bit>,
    pub conn0_0: Signal<Out, Bit>,
    pub conn0_1: Signal<Out, Bit>,
    pub conn1_0: Signal<Out, Bit>,
    pub conn1_1: Signal<Out, Bit>,
    pub c0: Signal<Out, Bit>,
    pub c1: Signal<Out, Bit>,
    pub r0: Signal<Out, Bit>,
    pub r1: Signal<Out, Bit>,
    pub req0_0: Signal<Out, Bit>,
    pub req0_1: Signal<Out, Bit>,
    pub req1_0: Signal<Out, Bit>,
    pub req1_1: Signal<Out, Bit>,
    pub cand0: Signal<Out, Bit>,
    pub cand1: Signal<Out, Bit>,
    pub sub_ok0: Signal<Out, Bit>,
    pub sub_ok1: Signal<Out, Bit>,
    pub ok_out0: Signal<Out, Bit>,
    pub ok_out1: Signal<Out, Bit>,
    /// 1: round-robin arbitration; 0: upper input first.
    rr_mode: Constant<Bit>,
    /// Grantable: every output the head asks for is unowned with an empty register.
    gr0: Signal<Local, Bit>,
    gr1: Signal<Local, Bit>,
    /// Both inputs ask for a common output; round-robin gives input 1 priority.
    ovl: Signal<Local, Bit>,
    pri1: Signal<Local, Bit>,
}

impl WhSeOk {
    pub fn new(round_robin: bool) -> Self {
        Self {
            ownv0: Default::default(),
            ownp0: Default::default(),
            ownv1: Default::default(),
            ownp1: Default::default(),
            otag0: Default::default(),
            otag1: Default::default(),
            rr: Default::default(),
            ok_in0: Default::default(),
            ok_in1: Default::default(),
            head0: Default::default(),
            bad0: Default::default(),
            want0_0: Default::default(),
            want0_1: Default::default(),
            head1: Default::default(),
            bad1: Default::default(),
            want1_0: Default::default(),
            want1_1: Default::default(),
            conn0_0: Default::default(),
            conn0_1: Default::default(),
            conn1_0: Default::default(),
            conn1_1: Default::default(),
            c0: Default::default(),
            c1: Default::default(),
            r0: Default::default(),
            r1: Default::default(),
            req0_0: Default::default(),
            req0_1: Default::default(),
            req1_0: Default::default(),
            req1_1: Default::default(),
            cand0: Default::default(),
            cand1: Default::default(),
            sub_ok0: Default::default(),
            sub_ok1: Default::default(),
            ok_out0: Default::default(),
            ok_out1: Default::default(),
            rr_mode: Constant::new(round_robin),
            gr0: Default::default(),
            gr1: Default::default(),
            ovl: Default::default(),
            pri1: Default::default(),
        }
    }
}

impl Logic for WhSeOk {
    #[hdl_gen]
    fn update(&mut self) {
        // Ownership.
        self.conn0_0.next = self.ownv0.val() & !self.ownp0.val();
        self.conn0_1.next = self.ownv1.val() & !self.ownp1.val();
        self.conn1_0.next = self.ownv0.val() & self.ownp0.val();
        self.conn1_1.next = self.ownv1.val() & self.ownp1.val();
        self.c0.next = self.conn0_0.val() | self.conn0_1.val();
        self.c1.next = self.conn1_0.val() | self.conn1_1.val();
        // Connected inputs: lock-step verdict.
        self.sub_ok0.next =
            (!self.conn0_0.val() | self.ok_in0.val()) & (!self.conn0_1.val() | self.ok_in1.val());
        self.sub_ok1.next =
            (!self.conn1_0.val() | self.ok_in0.val()) & (!self.conn1_1.val() | self.ok_in1.val());
        // Unconnected heads: atomic requests and arbitration.
        self.r0.next = !self.c0.val() & self.head0.val() & !self.bad0.val();
        self.r1.next = !self.c1.val() & self.head1.val() & !self.bad1.val();
        self.req0_0.next = self.r0.val() & self.want0_0.val();
        self.req0_1.next = self.r0.val() & self.want0_1.val();
        self.req1_0.next = self.r1.val() & self.want1_0.val();
        self.req1_1.next = self.r1.val() & self.want1_1.val();
        // A head needs the output unowned and its register empty (never ready_in: no path
        // from ready to ok, so no structural combinational loop through the network).
        self.gr0.next = self.r0.val()
            & (!self.req0_0.val() | (!self.ownv0.val() & (self.otag0.val() == 0)))
            & (!self.req0_1.val() | (!self.ownv1.val() & (self.otag1.val() == 0)));
        self.gr1.next = self.r1.val()
            & (!self.req1_0.val() | (!self.ownv0.val() & (self.otag0.val() == 0)))
            & (!self.req1_1.val() | (!self.ownv1.val() & (self.otag1.val() == 0)));
        self.ovl.next =
            (self.req0_0.val() & self.req1_0.val()) | (self.req0_1.val() & self.req1_1.val());
        self.pri1.next = self.rr_mode.val() & self.rr.val();
        self.cand0.next = self.gr0.val() & !(self.gr1.val() & self.ovl.val() & self.pri1.val());
        self.cand1.next = self.gr1.val() & !(self.gr0.val() & self.ovl.val() & !self.pri1.val());
        // Backward verdicts.
        self.ok_out0.next = true;
        if self.c0.val() {
            self.ok_out0.next = self.sub_ok0.val();
        } else if self.r0.val() {
            self.ok_out0.next = self.cand0.val();
        }
        self.ok_out1.next = true;
        if self.c1.val() {
            self.ok_out1.next = self.sub_ok1.val();
        } else if self.r1.val() {
            self.ok_out1.next = self.cand1.val();
        }
    }
}

/// The forward `go` verdicts of [`BanyanWhSe`], combinational: a connected input's worm goes
/// on when the upstream verdict says so (`go_in` on an owned link) or, at the worm's first
/// owned stage, when every copy can go on (`sub_ok`); each owned output carries its owner's
/// verdict (`go_out`, 0 when unowned). A block of its own for the reason given at
/// [`WhSeOk`]. Ports in: `conn0_0` .. `conn1_1`, `sub_ok0/1` (from [`WhSeOk`]),
/// `owned_in0/1`, `go_in0/1`. Out: `go_out0/1`. Latency 0.
#[derive(LogicBlock, Default)]
pub struct WhSeGo {
    pub conn0_0: Signal<In, Bit>,
    pub conn0_1: Signal<In, Bit>,
    pub conn1_0: Signal<In, Bit>,
    pub conn1_1: Signal<In, Bit>,
    pub sub_ok0: Signal<In, Bit>,
    pub sub_ok1: Signal<In, Bit>,
    pub owned_in0: Signal<In, Bit>,
    pub owned_in1: Signal<In, Bit>,
    pub go_in0: Signal<In, Bit>,
    pub go_in1: Signal<In, Bit>,
    pub go_out0: Signal<Out, Bit>,
    pub go_out1: Signal<Out, Bit>,
    /// The verdict of input p's worm.
    gof0: Signal<Local, Bit>,
    gof1: Signal<Local, Bit>,
}

impl Logic for WhSeGo {
    #[hdl_gen]
    fn update(&mut self) {
        self.gof0.next = self.sub_ok0.val();
        if self.owned_in0.val() {
            self.gof0.next = self.go_in0.val();
        }
        self.gof1.next = self.sub_ok1.val();
        if self.owned_in1.val() {
            self.gof1.next = self.go_in1.val();
        }
        self.go_out0.next = false;
        if self.conn0_0.val() {
            self.go_out0.next = self.gof0.val();
        }
        if self.conn1_0.val() {
            self.go_out0.next = self.gof1.val();
        }
        self.go_out1.next = false;
        if self.conn0_1.val() {
            self.go_out1.next = self.gof0.val();
        }
        if self.conn1_1.val() {
            self.go_out1.next = self.gof1.val();
        }
    }
}
