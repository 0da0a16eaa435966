//! The request queues of the input-buffered switch's readers, one per output port
//! (multidestination-worms paper, Section 5; golden model: the `req` queue of each output in
//! `wormcast_model::input_buffered::IbReaders`).
//!
//! A queue holds the inputs whose head packets have requested the output and wait to be read,
//! oldest first; inputs queueing at the same edge enter in index order. An input is in a
//! queue at most once: its next head packet requests only after this one has been read.
//! So a queue is stored as an ordered set, not as slots: `pending[o]` (the inputs queued, one
//! bit each) and, per input i, `ahead[o*K+i]` (the inputs queued before i; bits of inputs no
//! longer pending are ignored, and an input queueing again leaves every set). The front is
//! the pending input with no pending input ahead of it: one flat function of registers, where
//! slots would need the append's chain (each input's slot after the lower inputs' appends)
//! in front of their next values.
//!
//! Ports in, per output o: `push[o]` (the inputs queueing a request at o at this edge),
//! `pop[o]` (the front leaves at this edge: a read of its packet's first chunk is issued),
//! `rst` (synchronous reset: the queues are empty after the edge). Out: `front[o]` (one-hot,
//! zero when the queue is empty), `any[o]` (not empty), `nfront[o]` (the front after this
//! edge, one-hot, zero if the queue is empty then: the oldest input left after the pop, else
//! the lowest input queueing now), `remany[o]` (inputs are queued after the pop, before the
//! pushes). Latency: `front` and `any` are from registers; `nfront`
//! is combinational from them and `push`, `pop`.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IbRequestQueues<const K: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub push: [Signal<In, Bits<K>>; K],
    pub pop: [Signal<In, Bit>; K],
    pub front: [Signal<Out, Bits<K>>; K],
    pub any: [Signal<Out, Bit>; K],
    pub nfront: [Signal<Out, Bits<K>>; K],
    /// Per output: inputs are queued after this edge's pop, before its pushes.
    pub remany: [Signal<Out, Bit>; K],
    /// Per output: the inputs queued.
    pub pending: [DFF<Bits<K>>; K],
    /// Per output o and input i (`o * K + i`): the inputs queued before i.
    pub ahead: Vec<DFF<Bits<K>>>,
    /// `below[i]`: the inputs below i; `onehot[i]` = 1 << i.
    below: [Constant<Bits<K>>; K],
    onehot: [Constant<Bits<K>>; K],
    /// Per output: the inputs queued after the pop (`rem`) and the oldest of them (`remf`),
    /// the lowest input queueing now (`lowp`).
    rem: [Signal<Local, Bits<K>>; K],
    remf: [Signal<Local, Bits<K>>; K],
    lowp: [Signal<Local, Bits<K>>; K],
}

impl<const K: usize> Default for IbRequestQueues<K> {
    fn default() -> Self {
        assert!(K <= 8, "K = {K}: at most 8 ports");
        IbRequestQueues {
            clock: Default::default(),
            rst: Default::default(),
            push: std::array::from_fn(|_| Default::default()),
            pop: std::array::from_fn(|_| Default::default()),
            front: std::array::from_fn(|_| Default::default()),
            any: std::array::from_fn(|_| Default::default()),
            nfront: std::array::from_fn(|_| Default::default()),
            remany: std::array::from_fn(|_| Default::default()),
            pending: std::array::from_fn(|_| Default::default()),
            ahead: (0..K * K).map(|_| Default::default()).collect(),
            below: std::array::from_fn(|i| Constant::new(((1u64 << i) - 1).to_bits())),
            onehot: crate::consts::onehot(),
            rem: std::array::from_fn(|_| Default::default()),
            remf: std::array::from_fn(|_| Default::default()),
            lowp: std::array::from_fn(|_| Default::default()),
        }
    }
}

impl<const K: usize> Logic for IbRequestQueues<K> {
    #[hdl_gen]
    fn update(&mut self) {
        for kk in K..(K + 1) {
            for o in 0..K {
                self.pending[o].clock.next = self.clock.val();
                // The front: pending, and no pending input ahead of it (exclusive: an OR).
                self.front[o].next = 0.into();
                for i in 0..K {
                    self.ahead[o * kk + i].clock.next = self.clock.val();
                    if self.pending[o].q.val().get_bit(i)
                        & !(self.ahead[o * kk + i].q.val() & self.pending[o].q.val()).any()
                    {
                        self.front[o].next = self.front[o].val() | self.onehot[i].val();
                    }
                }
                self.any[o].next = self.pending[o].q.val().any();
                // After this edge: the pop, then the inputs queueing now behind those left.
                self.rem[o].next = self.pending[o].q.val();
                if self.pop[o].val() {
                    self.rem[o].next = self.pending[o].q.val() & !self.front[o].val();
                }
                self.remf[o].next = 0.into();
                self.lowp[o].next = 0.into();
                for i in 0..K {
                    if self.rem[o].val().get_bit(i)
                        & !(self.ahead[o * kk + i].q.val() & self.rem[o].val()).any()
                    {
                        self.remf[o].next = self.remf[o].val() | self.onehot[i].val();
                    }
                    if self.push[o].val().get_bit(i)
                        & !(self.push[o].val() & self.below[i].val()).any()
                    {
                        self.lowp[o].next = self.lowp[o].val() | self.onehot[i].val();
                    }
                }
                self.remany[o].next = self.rem[o].val().any();
                self.nfront[o].next = self.remf[o].val();
                if !self.rem[o].val().any() {
                    self.nfront[o].next = self.lowp[o].val();
                }
                self.pending[o].d.next = self.rem[o].val() | self.push[o].val();
                for i in 0..K {
                    self.ahead[o * kk + i].d.next =
                        self.ahead[o * kk + i].q.val() & !self.push[o].val();
                    if self.push[o].val().get_bit(i) {
                        self.ahead[o * kk + i].d.next =
                            self.rem[o].val() | (self.push[o].val() & self.below[i].val());
                    }
                    if self.rst.val() {
                        self.ahead[o * kk + i].d.next = 0.into();
                    }
                }
                if self.rst.val() {
                    self.pending[o].d.next = 0.into();
                }
            }
        }
    }
}
