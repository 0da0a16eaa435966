//! The switch-wide malformed-packet counter (shared by the central-buffer and input-buffered
//! switches; multidestination-worms paper, Section 3.3 framing rules, golden model
//! `wormcast_model::inport`, whose per-port counts the switch reports summed).
//!
//! Ports: `bad` in (K bits: bit i = input port i's framer discards or repairs a packet at this
//! edge, `InPort::malformed`), `rst` in (synchronous reset: the count returns to 0 at the
//! edge, this edge's pulses are not counted), `total` out (16 bits, wraps). Latency: a pulse at edge t shows
//! in `total` after t, exactly as the sum of the ports' own registered counts would; one
//! 16-bit adder of a small pulse count instead of K 16-bit counters and K - 1 16-bit adders.
//!
//! Timing: the pulses come late in the cycle (a framer's verdict on the flit arriving now),
//! so they are registered as they are (`bad_r`) and added one edge later: `count` holds the
//! pulses up to the edge before last, and `total` = `count` + the pulses in `bad_r`, from
//! registers (the same value at every cycle, with the adder off the pulses' path).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MalformedCounter<const K: usize> {
    pub clock: Signal<In, Clock>,
    pub bad: Signal<In, Bits<K>>,
    pub rst: Signal<In, Bit>,
    pub total: Signal<Out, Bits<16>>,
    count: DFF<Bits<16>>,
    /// The pulses of the last edge.
    bad_r: DFF<Bits<K>>,
    n: Signal<Local, Bits<4>>,
    sum: Signal<Local, Bits<16>>,
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
            bad_r: Default::default(),
            n: Default::default(),
            sum: Default::default(),
        }
    }
}

impl<const K: usize> Logic for MalformedCounter<K> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, count, bad_r);
        self.n.next = 0.into();
        for i in 0..K {
            if self.bad_r.q.val().get_bit(i) {
                self.n.next = self.n.val() + 1;
            }
        }
        self.sum.next = self.count.q.val() + bit_cast::<16, 4>(self.n.val());
        self.total.next = self.sum.val();
        self.count.d.next = self.sum.val();
        self.bad_r.d.next = self.bad.val();
        if self.rst.val() {
            self.count.d.next = 0.into();
            self.bad_r.d.next = 0.into();
        }
    }
}
