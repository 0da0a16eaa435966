//! The switch-wide malformed-packet counter (shared by the central-buffer and input-buffered
//! switches; multidestination-worms paper, Section 3.3 framing rules, golden model
//! `wormcast_model::inport`, whose per-port counts the switch reports summed).
//!
//! Ports: `bad` in (K bits: bit i = input port i's framer discards or repairs a packet at this
//! edge, `InPort::malformed`), `rst` in (synchronous reset: the count returns to 0 at the
//! edge, this edge's pulses are not counted), `total` out (16 bits, wraps). Latency: a pulse at edge t shows
//! in `total` after t, exactly as the sum of the ports' own registered counts would; one
//! 16-bit adder of a small pulse count instead of K 16-bit counters and K - 1 16-bit adders.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MalformedCounter<const K: usize> {
    pub clock: Signal<In, Clock>,
    pub bad: Signal<In, Bits<K>>,
    pub rst: Signal<In, Bit>,
    pub total: Signal<Out, Bits<16>>,
    count: DFF<Bits<16>>,
    n: Signal<Local, Bits<4>>,
}

impl<const K: usize> Default for MalformedCounter<K> {
    fn default() -> Self {
        assert!((1..=15).contains(&K));
        Self {
            clock: Default::default(),
            bad: Default::default(),
            rst: Default::default(),
            total: Default::default(),
            count: Default::default(),
            n: Default::default(),
        }
    }
}

impl<const K: usize> Logic for MalformedCounter<K> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, count);
        self.n.next = 0.into();
        for i in 0..K {
            if self.bad.val().get_bit(i) {
                self.n.next = self.n.val() + 1;
            }
        }
        self.count.d.next = self.count.q.val() + bit_cast::<16, 4>(self.n.val());
        self.total.next = self.count.q.val();
        if self.rst.val() {
            self.count.d.next = 0.into();
        }
    }
}
