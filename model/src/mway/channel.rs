//! The m-way channel (paper, Sections 2 and 2.4): up to m attached drivers (router buffer
//! sets and the node interface's injection set), one of which drives the channel in a
//! cycle, and up to m receivers (router buffer sets and the node's ejection set), all of
//! which see every flit.
//!
//! # Lines
//! * `Flit` ([`ChFlit`]): Tag, Buf and W data bits, from the granted driver.
//! * `Pri`: in the paper the wired-OR of the requesting drivers' priorities; every attached
//!   unit then computes the same winner. Here one explicit [`ChannelArbiter`] per channel
//!   (it stands for the identical copies in the attached routers) takes each slot's
//!   request and priority.
//! * `Ack_out` per receiver and `Ack` = AND of the addressed receivers' `Ack_out` (a header's
//!   Ways, or the buffers matching a body flit's (Drv, Buf); an empty AND is 1, which is how
//!   an orphan body flit leaves its driver). `Drop` (our addition) = OR of the receivers'
//!   bad-header flags: the transfer is refused everywhere and the driver discards the
//!   message.
//! * `Stat` per receiver: "has a free buffer" (availability) and the full bits of its
//!   buffers (read through the (Drv, Buf) match as the driver's `RF`). An absent receiver's
//!   `Stat` reads available.
//!
//! # Arbitration (our choice; the paper leaves the priority function to its reference 5)
//! Two priority levels: a body or tail flit has priority 1, a header 0, so messages already
//! past a channel drain first (their receivers are allocated, so they cannot be refused) and
//! headers retry in the gaps. A header still gets the channel: the body flits on a channel
//! belong to the finitely many messages whose headers crossed it. Among equal priorities the
//! grant is round-robin over the slots: the first requesting slot at or after the pointer,
//! which then moves past the granted slot.

use crate::flit::Tag;

/// One flit on the channel lines. `id` is a model-only trace of the message (not a line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ChFlit {
    pub tag: Tag,
    /// The driver's buffer number (Buf).
    pub buf: u8,
    pub data: u64,
    /// Model trace: the message this flit belongs to.
    pub id: u32,
}

/// Channel arbitrator: highest priority first, round-robin among equals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChannelArbiter {
    slots: usize,
    ptr: usize,
}

impl ChannelArbiter {
    pub fn new(slots: usize) -> Self {
        assert!((1..=32).contains(&slots));
        ChannelArbiter { slots, ptr: 0 }
    }
    pub fn pointer(&self) -> usize {
        self.ptr
    }
    /// The granted slot for the requests `pri[slot]` (None = no request).
    pub fn grant(&self, pri: &[Option<u8>]) -> Option<usize> {
        let top = pri.iter().flatten().max()?;
        (0..self.slots)
            .map(|i| (self.ptr + i) % self.slots)
            .find(|&s| pri[s] == Some(*top))
    }
    /// Grant and move the pointer past the granted slot (clock edge).
    pub fn step(&mut self, pri: &[Option<u8>]) -> Option<usize> {
        let g = self.grant(pri);
        if let Some(s) = g {
            self.granted(s);
        }
        g
    }
    /// Clock edge after [`ChannelArbiter::grant`] gave `slot` the channel.
    pub fn granted(&mut self, slot: usize) {
        self.ptr = (slot + 1) % self.slots;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn priority_then_round_robin() {
        let mut a = ChannelArbiter::new(5);
        let all_hdr = [Some(0), None, Some(0), Some(0), None];
        let seq: Vec<_> = (0..6).map(|_| a.step(&all_hdr).unwrap()).collect();
        assert_eq!(seq, vec![0, 2, 3, 0, 2, 3]);
        // A body flit (priority 1) beats headers whatever the pointer.
        let mixed = [Some(0), None, Some(0), Some(1), None];
        assert_eq!(a.step(&mixed), Some(3));
        assert_eq!(a.step(&mixed), Some(3));
        assert_eq!(a.pointer(), 4);
        let two = [Some(1), None, Some(0), Some(1), None];
        assert_eq!(a.step(&two), Some(0), "wraps to slot 0");
        assert_eq!(a.step(&two), Some(3));
        assert_eq!(a.step(&[None; 5]), None);
        assert_eq!(a.pointer(), 4, "no grant, no move");
    }

    #[test]
    fn every_persistent_requester_served_within_m_grants() {
        let mut a = ChannelArbiter::new(7);
        let req = [Some(0); 7];
        let mut g: Vec<_> = (0..7).map(|_| a.step(&req).unwrap()).collect();
        g.sort();
        assert_eq!(g, (0..7).collect::<Vec<_>>());
    }
}
