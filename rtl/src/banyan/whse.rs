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
    /// `conn_p_o`: input p owns output o.
    conn0_0: Signal<Local, Bit>,
    conn0_1: Signal<Local, Bit>,
    conn1_0: Signal<Local, Bit>,
    conn1_1: Signal<Local, Bit>,
    /// Input p is connected (owns an output).
    c0: Signal<Local, Bit>,
    c1: Signal<Local, Bit>,
    /// Output register o can load this cycle.
    free0: Signal<Local, Bit>,
    free1: Signal<Local, Bit>,
    /// Valid flit on input p.
    v0: Signal<Local, Bit>,
    v1: Signal<Local, Bit>,
    /// AND of ok_in over the outputs input p owns; the verdict of p's worm.
    sub_ok0: Signal<Local, Bit>,
    sub_ok1: Signal<Local, Bit>,
    gof0: Signal<Local, Bit>,
    gof1: Signal<Local, Bit>,
    /// A connected input's flit moves.
    mv0: Signal<Local, Bit>,
    mv1: Signal<Local, Bit>,
    /// `req_p_o`: unconnected routable head on p asks for output o.
    req0_0: Signal<Local, Bit>,
    req0_1: Signal<Local, Bit>,
    req1_0: Signal<Local, Bit>,
    req1_1: Signal<Local, Bit>,
    /// Routable unconnected head; grantable; wins arbitration; granted.
    r0: Signal<Local, Bit>,
    r1: Signal<Local, Bit>,
    gr0: Signal<Local, Bit>,
    gr1: Signal<Local, Bit>,
    cand0: Signal<Local, Bit>,
    cand1: Signal<Local, Bit>,
    g0: Signal<Local, Bit>,
    g1: Signal<Local, Bit>,
    /// Malformed unconnected head on p (consumed, counted).
    bad0: Signal<Local, Bit>,
    bad1: Signal<Local, Bit>,
    /// Both inputs ask for a common output; round-robin gives input 1 priority.
    ovl: Signal<Local, Bit>,
    pri1: Signal<Local, Bit>,
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
            conn0_0: Default::default(),
            conn0_1: Default::default(),
            conn1_0: Default::default(),
            conn1_1: Default::default(),
            c0: Default::default(),
            c1: Default::default(),
            free0: Default::default(),
            free1: Default::default(),
            v0: Default::default(),
            v1: Default::default(),
            sub_ok0: Default::default(),
            sub_ok1: Default::default(),
            gof0: Default::default(),
            gof1: Default::default(),
            mv0: Default::default(),
            mv1: Default::default(),
            req0_0: Default::default(),
            req0_1: Default::default(),
            req1_0: Default::default(),
            req1_1: Default::default(),
            r0: Default::default(),
            r1: Default::default(),
            gr0: Default::default(),
            gr1: Default::default(),
            cand0: Default::default(),
            cand1: Default::default(),
            g0: Default::default(),
            g1: Default::default(),
            bad0: Default::default(),
            bad1: Default::default(),
            ovl: Default::default(),
            pri1: Default::default(),
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
        // Ownership and link state.
        self.conn0_0.next = self.ownv0.q.val() & !self.ownp0.q.val();
        self.conn0_1.next = self.ownv1.q.val() & !self.ownp1.q.val();
        self.conn1_0.next = self.ownv0.q.val() & self.ownp0.q.val();
        self.conn1_1.next = self.ownv1.q.val() & self.ownp1.q.val();
        self.c0.next = self.conn0_0.val() | self.conn0_1.val();
        self.c1.next = self.conn1_0.val() | self.conn1_1.val();
        self.free0.next = (self.otag0.q.val() == 0) | self.ready_in0.val();
        self.free1.next = (self.otag1.q.val() == 0) | self.ready_in1.val();
        self.v0.next = self.in_tag0.val() != 0;
        self.v1.next = self.in_tag1.val() != 0;
        // Connected inputs: lock-step verdict and synchronous replication.
        self.sub_ok0.next =
            (!self.conn0_0.val() | self.ok_in0.val()) & (!self.conn0_1.val() | self.ok_in1.val());
        self.sub_ok1.next =
            (!self.conn1_0.val() | self.ok_in0.val()) & (!self.conn1_1.val() | self.ok_in1.val());
        self.gof0.next = self.sub_ok0.val();
        if self.owned_in0.val() {
            self.gof0.next = self.go_in0.val();
        }
        self.gof1.next = self.sub_ok1.val();
        if self.owned_in1.val() {
            self.gof1.next = self.go_in1.val();
        }
        self.mv0.next = self.c0.val()
            & self.v0.val()
            & (!self.conn0_0.val() | self.free0.val())
            & (!self.conn0_1.val() | self.free1.val());
        self.mv1.next = self.c1.val()
            & self.v1.val()
            & (!self.conn1_0.val() | self.free0.val())
            & (!self.conn1_1.val() | self.free1.val());
        self.fwd_tag0.next = self.in_tag0.val();
        if self.dec0.head.val() {
            self.fwd_tag0.next = self.tag_tail.val();
        }
        self.fwd_tag1.next = self.in_tag1.val();
        if self.dec1.head.val() {
            self.fwd_tag1.next = self.tag_tail.val();
        }
        // Unconnected heads: atomic requests and arbitration.
        self.bad0.next = !self.c0.val() & self.dec0.bad.val();
        self.bad1.next = !self.c1.val() & self.dec1.bad.val();
        self.r0.next = !self.c0.val() & self.dec0.head.val() & !self.dec0.bad.val();
        self.r1.next = !self.c1.val() & self.dec1.head.val() & !self.dec1.bad.val();
        self.req0_0.next = self.r0.val() & self.dec0.want0.val();
        self.req0_1.next = self.r0.val() & self.dec0.want1.val();
        self.req1_0.next = self.r1.val() & self.dec1.want0.val();
        self.req1_1.next = self.r1.val() & self.dec1.want1.val();
        // A head needs the output unowned and its register empty (never ready_in: no path
        // from ready to ok, so no structural combinational loop through the network).
        self.gr0.next = self.r0.val()
            & (!self.req0_0.val() | (!self.ownv0.q.val() & (self.otag0.q.val() == 0)))
            & (!self.req0_1.val() | (!self.ownv1.q.val() & (self.otag1.q.val() == 0)));
        self.gr1.next = self.r1.val()
            & (!self.req1_0.val() | (!self.ownv0.q.val() & (self.otag0.q.val() == 0)))
            & (!self.req1_1.val() | (!self.ownv1.q.val() & (self.otag1.q.val() == 0)));
        self.ovl.next =
            (self.req0_0.val() & self.req1_0.val()) | (self.req0_1.val() & self.req1_1.val());
        self.pri1.next = self.rr_mode.val() & self.rr.q.val();
        self.cand0.next = self.gr0.val() & !(self.gr1.val() & self.ovl.val() & self.pri1.val());
        self.cand1.next = self.gr1.val() & !(self.gr0.val() & self.ovl.val() & !self.pri1.val());
        self.g0.next = self.cand0.val() & (!self.owned_in0.val() | self.go_in0.val());
        self.g1.next = self.cand1.val() & (!self.owned_in1.val() | self.go_in1.val());
        // Backward signals.
        self.ready_out0.next = self.mv0.val() & !self.dec0.head.val();
        if !self.c0.val() {
            self.ready_out0.next =
                (self.v0.val() & !self.dec0.head.val()) | self.bad0.val() | self.g0.val();
        }
        self.ready_out1.next = self.mv1.val() & !self.dec1.head.val();
        if !self.c1.val() {
            self.ready_out1.next =
                (self.v1.val() & !self.dec1.head.val()) | self.bad1.val() | self.g1.val();
        }
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
        self.malformed.next = 0.into();
        if self.bad0.val() & self.bad1.val() {
            self.malformed.next = 2.into();
        } else if self.bad0.val() | self.bad1.val() {
            self.malformed.next = 1.into();
        }
        // Forward signals.
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
        if self.conn0_0.val() & self.mv0.val() {
            self.otag0.d.next = self.fwd_tag0.val();
            self.odata0.d.next = self.in_data0.val();
            if self.fwd_tag0.val() == self.tag_tail.val() {
                self.ownv0.d.next = false;
            }
        }
        if self.conn1_0.val() & self.mv1.val() {
            self.otag0.d.next = self.fwd_tag1.val();
            self.odata0.d.next = self.in_data1.val();
            if self.fwd_tag1.val() == self.tag_tail.val() {
                self.ownv0.d.next = false;
            }
        }
        if self.g0.val() & self.req0_0.val() {
            self.otag0.d.next = self.tag_head.val();
            self.odata0.d.next = self.dec0.hdr0.val();
            self.ownv0.d.next = true;
            self.ownp0.d.next = false;
        }
        if self.g1.val() & self.req1_0.val() {
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
        if self.conn0_1.val() & self.mv0.val() {
            self.otag1.d.next = self.fwd_tag0.val();
            self.odata1.d.next = self.in_data0.val();
            if self.fwd_tag0.val() == self.tag_tail.val() {
                self.ownv1.d.next = false;
            }
        }
        if self.conn1_1.val() & self.mv1.val() {
            self.otag1.d.next = self.fwd_tag1.val();
            self.odata1.d.next = self.in_data1.val();
            if self.fwd_tag1.val() == self.tag_tail.val() {
                self.ownv1.d.next = false;
            }
        }
        if self.g0.val() & self.req0_1.val() {
            self.otag1.d.next = self.tag_head.val();
            self.odata1.d.next = self.dec0.hdr1.val();
            self.ownv1.d.next = true;
            self.ownp1.d.next = false;
        }
        if self.g1.val() & self.req1_1.val() {
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
