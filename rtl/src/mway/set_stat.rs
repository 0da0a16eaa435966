//! Phase 1 of an m-way buffer set ([`super::set::MwaySet`]): Stat (paper, Section 2.3,
//! Figure 4: "a free buffer" on the Stat line of the receiving channel), combinational.
//!
//! # Ports
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `a[i]` | in | 1 | buffer i's `A` register (allocated) |
//! | `free` | out | 1 | some buffer is free (the set's Stat line, before its reset gate) |
//! | `first_free`, `last_free` | out | B | one-hot: the lowest / highest free buffer (0: none) |
//! | `free2` | out | 1 | two or more buffers are free (MST-replica: a replica fits) |
//!
//! Latency 0. The logic of the set's phase 1, unchanged; a block of its own so that the
//! set's Stat output depends on the registers only (Verilator: no UNOPTFLAT through the
//! neighbours' requests, see the set's module doc, "Children").

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MwaySetStat<const B: usize> {
    pub a: [Signal<In, Bit>; B],
    pub free: Signal<Out, Bit>,
    pub first_free: Signal<Out, Bits<B>>,
    pub last_free: Signal<Out, Bits<B>>,
    pub free2: Signal<Out, Bit>,
    /// Some free buffer seen so far.
    scan: Signal<Local, Bit>,
}

impl<const B: usize> Default for MwaySetStat<B> {
    fn default() -> Self {
        Self {
            a: std::array::from_fn(|_| Default::default()),
            free: Default::default(),
            first_free: Default::default(),
            last_free: Default::default(),
            free2: Default::default(),
            scan: Default::default(),
        }
    }
}

impl<const B: usize> Logic for MwaySetStat<B> {
    #[hdl_gen]
    fn update(&mut self) {
        self.first_free.next = 0.into();
        self.last_free.next = 0.into();
        self.scan.next = false;
        for i in 0..B {
            if !self.a[i].val() {
                if !self.scan.val() {
                    self.first_free.next = self.first_free.val().replace_bit(i, true);
                }
                self.scan.next = true;
                self.last_free.next = 0.into();
                self.last_free.next = self.last_free.val().replace_bit(i, true);
            }
        }
        self.free.next = self.scan.val();
        self.free2.next = self.scan.val() & (self.first_free.val() != self.last_free.val());
    }
}
