//! Region-header decode at stage i of an n-stage banyan (banyan paper, Section 2.2), shared
//! by the slotted SE ([`super::BanyanSe`]) and the wormhole SE ([`super::BanyanWhSe`]).
//!
//! Golden model: `wormcast_model::banyan::se::decode`.
//!
//! Combinational, no state. Ports:
//! * `tag`, `data`: the flit on one SE input.
//! * `head`: the flit is a head.
//! * `bad`: a malformed head (the address bits above i differ between min and max, or
//!   min > max).
//! * `want0`, `want1`: a well-formed head asks for output 0 (`m_i = 0`) / output 1 (`M_i = 1`);
//!   both = replicate.
//! * `hdr0`, `hdr1`: the head's data for output 0 / 1: unchanged when routed to one output;
//!   when replicated, (min, `M_hi 0 1..1`) on output 0 and (`m_hi 1 0..0`, max) on output 1.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct RegionDecode<const W: usize> {
    pub tag: Signal<In, Bits<2>>,
    pub data: Signal<In, Bits<W>>,
    pub head: Signal<Out, Bit>,
    pub bad: Signal<Out, Bit>,
    pub want0: Signal<Out, Bit>,
    pub want1: Signal<Out, Bit>,
    pub hdr0: Signal<Out, Bits<W>>,
    pub hdr1: Signal<Out, Bits<W>>,
    /// n-bit address mask.
    amask: Constant<Bits<W>>,
    /// Address bits above i.
    hi: Constant<Bits<W>>,
    /// Address bits below i, all ones.
    lo_ones: Constant<Bits<W>>,
    /// Address bit i.
    bit_i: Constant<Bits<W>>,
    /// The bit set in the port-1 copy's new minimum (`bit_i`; zero in the deliberately broken
    /// variant used to prove the three-way check catches a wrong header rule).
    min1_bit: Constant<Bits<W>>,
    /// Mask of the 2n-bit region field.
    field: Constant<Bits<W>>,
    /// n, as a shift amount.
    nshift: Constant<Bits<8>>,
    tag_head: Constant<Bits<2>>,
    mn: Signal<Local, Bits<W>>,
    mx: Signal<Local, Bits<W>>,
}

impl<const W: usize> RegionDecode<W> {
    /// The decoder of stage `i` of an `n`-stage network; `broken` leaves bit i out of the
    /// port-1 copy's minimum (tests only).
    pub fn new(n: usize, i: usize, broken: bool) -> Self {
        assert!(
            i < n && 2 * n <= W && n <= 8,
            "RegionDecode: need i < n, 2n <= W"
        );
        let c = |v: u64| Constant::new(v.to_bits());
        let amask = (1u64 << n) - 1;
        RegionDecode {
            tag: Default::default(),
            data: Default::default(),
            head: Default::default(),
            bad: Default::default(),
            want0: Default::default(),
            want1: Default::default(),
            hdr0: Default::default(),
            hdr1: Default::default(),
            amask: c(amask),
            hi: c(amask & !((1u64 << (i + 1)) - 1)),
            lo_ones: c((1u64 << i) - 1),
            bit_i: c(1u64 << i),
            min1_bit: c(if broken { 0 } else { 1u64 << i }),
            field: c((1u64 << (2 * n)) - 1),
            nshift: Constant::new((n as u64).to_bits()),
            tag_head: Constant::new(crate::flit::TAG_HEAD.to_bits()),
            mn: Default::default(),
            mx: Default::default(),
        }
    }
}

impl<const W: usize> Logic for RegionDecode<W> {
    #[hdl_gen]
    fn update(&mut self) {
        self.mn.next = self.data.val() & self.amask.val();
        self.mx.next = (self.data.val() >> self.nshift.val()) & self.amask.val();
        self.head.next = self.tag.val() == self.tag_head.val();
        self.bad.next = (self.tag.val() == self.tag_head.val())
            & (((self.mn.val() ^ self.mx.val()) & self.hi.val()).any()
                | (self.mn.val() > self.mx.val()));
        self.want0.next = (self.tag.val() == self.tag_head.val())
            & !self.bad.val()
            & !(self.mn.val() & self.bit_i.val()).any();
        self.want1.next = (self.tag.val() == self.tag_head.val())
            & !self.bad.val()
            & (self.mx.val() & self.bit_i.val()).any();
        self.hdr0.next = self.data.val();
        self.hdr1.next = self.data.val();
        if self.want0.val() & self.want1.val() {
            self.hdr0.next = (self.data.val() & !self.field.val())
                | self.mn.val()
                | (((self.mx.val() & self.hi.val()) | self.lo_ones.val()) << self.nshift.val());
            self.hdr1.next = (self.data.val() & !self.field.val())
                | (self.mn.val() & self.hi.val())
                | self.min1_bit.val()
                | (self.mx.val() << self.nshift.val());
        }
    }
}
