//! Sender-side credit counter of a link; golden model `wormcast_model::link::CreditCounter`
//! (which also documents the link protocol: forward `flit`, backward `credit` pulses).
//!
//! Ports: `send` (a flit leaves on the link this cycle), `credit` (a credit pulse from the
//! receiver: one input-buffer slot freed), `count` (8 bits: credits held, power-on value `D`),
//! `can_send` (`count > 0`), `overflow_error` (sticky: a send at count 0 or a credit at count
//! `D` was seen and ignored). The outputs depend on registers only (latency 1 from
//! `send`/`credit` to `count`). A send and a credit in the same cycle cancel.
//!
//! Power-on value: rust-hdl DFFs initialise to 0, so the register holds `used = D - count`
//! (0 at power-on) and `count = D - used` is computed combinationally with `D` a `Constant`.
//! `D` is a constructor parameter (1..=255, default 64) and appears in the emitted Verilog
//! as a `localparam`.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct CreditCounter {
    pub clock: Signal<In, Clock>,
    pub send: Signal<In, Bit>,
    pub credit: Signal<In, Bit>,
    pub count: Signal<Out, Bits<8>>,
    pub can_send: Signal<Out, Bit>,
    pub overflow_error: Signal<Out, Bit>,
    /// Credits in use: `D - count`.
    used: DFF<Bits<8>>,
    err: DFF<Bit>,
    depth: Constant<Bits<8>>,
}

impl CreditCounter {
    /// A counter for a receiver input buffer of `depth` flits (1..=255).
    pub fn new(depth: u32) -> Self {
        assert!((1..=255).contains(&depth), "credit depth must be 1..=255");
        Self {
            clock: Default::default(),
            send: Default::default(),
            credit: Default::default(),
            count: Default::default(),
            can_send: Default::default(),
            overflow_error: Default::default(),
            used: Default::default(),
            err: Default::default(),
            depth: Constant::new((depth as u64).to_bits()),
        }
    }
}

impl Default for CreditCounter {
    fn default() -> Self {
        Self::new(64)
    }
}

impl Logic for CreditCounter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, used, err);
        self.count.next = self.depth.val() - self.used.q.val();
        self.can_send.next = self.used.q.val() != self.depth.val();
        self.overflow_error.next = self.err.q.val();
        if self.send.val() & !self.credit.val() {
            if self.used.q.val() == self.depth.val() {
                self.err.d.next = true;
            } else {
                self.used.d.next = self.used.q.val() + 1;
            }
        }
        if self.credit.val() & !self.send.val() {
            if self.used.q.val().any() {
                self.used.d.next = self.used.q.val() - 1;
            } else {
                self.err.d.next = true;
            }
        }
    }
}
