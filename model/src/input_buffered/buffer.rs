//! The input buffer of one input port of the input-buffered switch (Section 5): the chunk
//! RAM, the count of committed chunks, the packets held (the head packet first) and the
//! per-chunk counts of outputs still to read. RTL: one input's share of
//! `wormcast_rtl::input_buffered::buffer::IbBuffer` (which counts reads per output of the
//! head packet instead of per chunk, since only the head packet is ever read).
//!
//! Per cycle, in the order of the switch's edge: [`IbBuffer::fresh`] (a header chunk commits
//! now into a buffer holding no packet), the readers' choices from [`IbBuffer::head`], then
//! [`IbBuffer::request`] (the head packet queues its requests, from the state before the
//! edge), [`IbBuffer::write`] (the writer's flit and commit), [`IbBuffer::forwarded`] (the
//! outputs that read the committing header chunk by forwarding), [`IbBuffer::apply_free`]
//! (the free decided at the last edge) and [`IbBuffer::complete`] for a read completing now
//! (the count of its chunk, and whether that frees it).
//!
//! Frees are registered: a read whose completion brings its chunk's count to zero decides
//! the free at that edge, and the free takes effect at the next edge: in between the chunk
//! still counts as committed (`used`, the `used_p` status and the writer's room). The free
//! of a packet's last chunk is the exception: it takes effect at once, and the head packet
//! leaves at that edge (delayed, the next packet would become the head packet one edge later
//! and an input would lose a cycle per packet: full multicast at k = 4 at 0.889 of the
//! link). This keeps the free's decision (the compare of read counts) and its effect on the
//! committed count in different cycles of the RTL, whose head packet's end is found without
//! those compares.

use super::writers::WriteOut;
use crate::flit::Flit;
use std::collections::VecDeque;

/// A packet held in an input buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PacketRec {
    /// Slot of its header chunk.
    pub start: usize,
    pub nchunks: usize,
    /// Chunks committed, and freed.
    pub written: usize,
    pub freed: usize,
    pub mask: u64,
    /// Outputs that read its header chunk by forwarding (they queue no request for it).
    pub fwd: u64,
    /// Its requests are queued at the outputs (it is the head packet).
    pub requested: bool,
}

impl PacketRec {
    /// The outputs its requests go to: its destinations but those it was forwarded to.
    pub fn req_mask(&self) -> u64 {
        self.mask & !self.fwd
    }
}

/// One input buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IbBuffer {
    k: usize,
    /// Chunk slots of the ring.
    ring: usize,
    /// Buffer RAM: chunk x is `buf[x * k .. x * k + k]`; flits are written as they arrive.
    buf: Vec<Flit>,
    /// Outputs still to read each chunk.
    cnt: Vec<u32>,
    head: usize,
    used: usize,
    packets: VecDeque<PacketRec>,
    /// A free decided at the last edge (of chunk `head`), applied at this one.
    free_pending: bool,
}

impl IbBuffer {
    pub fn new(k: usize, ring: usize) -> Self {
        IbBuffer {
            k,
            ring,
            buf: vec![Flit::IDLE; ring * k],
            cnt: vec![0; ring],
            head: 0,
            used: 0,
            packets: VecDeque::with_capacity(ring + 1),
            free_pending: false,
        }
    }
    /// Committed chunks (the RTL's `used`).
    pub fn used(&self) -> usize {
        self.used
    }
    /// No chunk and no packet held (a pending free holds its chunk until it is applied).
    pub fn empty(&self) -> bool {
        self.used == 0 && self.packets.is_empty()
    }
    /// The head packet (the only one read).
    pub fn head(&self) -> Option<&PacketRec> {
        self.packets.front()
    }
    /// The header chunk committing now makes its packet the head packet at this edge.
    pub fn fresh(&self, w: &WriteOut) -> bool {
        w.commit_hdr && self.packets.is_empty()
    }
    /// A header chunk being assembled may commit at this edge into this buffer with no head
    /// packet (from registers: `fresh` implies it).
    pub fn may_be_fresh(&self, w: &WriteOut) -> bool {
        w.asm_hdr && self.packets.is_empty()
    }
    /// The flits of chunk slot `x`.
    pub fn chunk(&self, x: usize) -> &[Flit] {
        &self.buf[x * self.k..x * self.k + self.k]
    }
    /// Slot `c` chunks after `start`.
    pub fn slot(&self, start: usize, c: usize) -> usize {
        (start + c) % self.ring
    }

    /// The writer's edge: its flit into its slot; a commit counts the chunk (with the
    /// packet's replication count) and, for a header chunk, appends its packet.
    pub fn write(&mut self, w: &WriteOut) {
        if !w.take {
            return;
        }
        let x = w.slot;
        self.buf[x * self.k + w.lane] = w.flit;
        if w.commit {
            self.cnt[x] = w.ks;
            self.used += 1;
            if w.commit_hdr {
                self.packets.push_back(PacketRec {
                    start: x,
                    nchunks: w.nch,
                    written: 0,
                    freed: 0,
                    mask: w.mask,
                    fwd: 0,
                    requested: false,
                });
            }
            self.packets.back_mut().unwrap().written += 1;
        }
    }

    /// The head packet queues its requests at this edge (it was the head packet before this
    /// edge's commits and frees, and has not yet): the outputs of [`PacketRec::req_mask`].
    pub fn request(&mut self) -> Option<u64> {
        let pk = self.packets.front_mut()?;
        if pk.requested {
            return None;
        }
        pk.requested = true;
        Some(pk.req_mask())
    }

    /// Output `o` read the head packet's header chunk by forwarding at this edge.
    pub fn forwarded(&mut self, o: usize) {
        self.packets.front_mut().unwrap().fwd |= 1 << o;
    }

    /// The free decided at the last edge takes effect at this one: chunk `head` is free, and
    /// the head packet leaves with its last chunk. Called before this edge's completions.
    pub fn apply_free(&mut self) {
        if !std::mem::take(&mut self.free_pending) {
            return;
        }
        self.head = (self.head + 1) % self.ring;
        self.used -= 1;
        let pk = self.packets.front_mut().unwrap();
        pk.freed += 1;
        if pk.freed == pk.nchunks {
            self.packets.pop_front();
        }
    }

    /// A read of chunk `x` completes at this edge: one output fewer to read it; at zero its
    /// free is decided (in order), to take effect at the next edge ([`IbBuffer::apply_free`]),
    /// or now if it is the head packet's last chunk (the packet leaves now).
    pub fn complete(&mut self, x: usize) {
        self.cnt[x] -= 1;
        if self.cnt[x] == 0 {
            assert_eq!(x, self.head, "input buffer chunks are freed in order");
            assert!(!self.free_pending, "one free per input buffer per edge");
            self.free_pending = true;
            let pk = self.packets.front().unwrap();
            if pk.freed + 1 == pk.nchunks {
                self.apply_free();
            }
        }
    }
}
