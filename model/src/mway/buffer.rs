//! Buffer sets and per-buffer state (paper, Section 2.3, Figure 4), with the allocation and
//! mapping unit's searches.
//!
//! # Per-buffer state
//! Figure 4's fields: `A` (allocated), `F` (full: `rcvd - freed == depth`), `Drv` (the slot
//! of the driver on the input channel), `Buf` (the driver's buffer number), `Fptr` and
//! `Rptr` (here the counters `freed` and `rcvd`; the hardware pointers are these modulo the
//! depth), `RF` (receivers' full status: computed each cycle from the matching receivers'
//! `F` bits on the output channel, see [`super::channel`]).
//!
//! The model adds the message state a router needs and Figure 4 leaves implicit:
//! * `hdr`: the header has been received (`A && !hdr` is a *reservation* made by a header
//!   still waiting on its driver for other Ways, MST-safe condition a);
//! * `tail`: the tail has been received; the buffer then no longer matches (Drv, Buf), so a
//!   driver buffer reused for a new message never reaches an old receiver;
//! * the header fields latched at arrival: the split `region`, `class`, `len`;
//! * `out`: the Ways to serve on the output channel (from the routing logic), `cur`: the
//!   Ways that already have the header (plain MST cause b), `hsent`: header sent to all,
//!   `rsv`: Ways reserved for this buffer's header (latched from `Ack_out`), `discard`: the
//!   message was dropped downstream, flits still arriving are thrown away.
//! * `flits`: the storage. The model keeps every flit of the message (its index is the flit
//!   number); the hardware's ring of `depth` entries holds flits `freed..rcvd`.

use super::channel::ChFlit;
use super::mesh::Region;
use crate::arbiter::RoundRobin;

/// One buffer.
#[derive(Clone, Debug, Default)]
pub struct Buffer {
    pub a: bool,
    pub drv: u8,
    pub buf: u8,
    pub rcvd: usize,
    pub sent: usize,
    pub freed: usize,
    pub hdr: bool,
    pub tail: bool,
    pub region: Region,
    pub class: u8,
    pub len: u16,
    pub out: u32,
    pub cur: u32,
    pub hsent: bool,
    pub rsv: u32,
    pub discard: bool,
    pub flits: Vec<ChFlit>,
}

impl Buffer {
    /// Flits held (`Rptr - Fptr`).
    pub fn held(&self) -> usize {
        self.rcvd - self.freed
    }
    /// Matches a body or tail flit from driver slot `drv`, buffer `buf`.
    pub fn matches(&self, drv: usize, buf: usize) -> bool {
        self.a && self.hdr && !self.tail && self.drv as usize == drv && self.buf as usize == buf
    }
    /// A reservation for the header of (`drv`, `buf`).
    pub fn reserved_for(&self, drv: usize, buf: usize) -> bool {
        self.a && !self.hdr && self.drv as usize == drv && self.buf as usize == buf
    }
}

/// A buffer set (DIM+ or DIM- of a router, or a node's injection or ejection set) with its
/// buffer arbitrator (round-robin over the buffers requesting the output channel).
#[derive(Clone, Debug)]
pub struct BufferSet {
    pub bufs: Vec<Buffer>,
    pub arb: RoundRobin,
}

impl BufferSet {
    pub fn new(b: usize) -> Self {
        BufferSet {
            bufs: vec![Buffer::default(); b],
            arb: RoundRobin::new(b),
        }
    }
    pub fn free_count(&self) -> usize {
        self.bufs.iter().filter(|b| !b.a).count()
    }
    /// The allocation unit's choice for a header: the lowest free buffer.
    pub fn first_free(&self) -> Option<usize> {
        self.bufs.iter().position(|b| !b.a)
    }
    /// The choice for a replica: the highest free buffer.
    pub fn last_free(&self) -> Option<usize> {
        self.bufs.iter().rposition(|b| !b.a)
    }
    pub fn find_reserved(&self, drv: usize, buf: usize) -> Option<usize> {
        self.bufs.iter().position(|b| b.reserved_for(drv, buf))
    }
    pub fn busy(&self) -> bool {
        self.bufs.iter().any(|b| b.a)
    }
}
