//! Node interface (paper, Sections 2 and 3): a source queue feeding an injection buffer set
//! (the node's driver slot on its channel) and an ejection buffer set (the node's receiver
//! slot, kept with the routers' receiving sets in [`super::network`]).
//!
//! * Each cycle the NI moves the oldest queued message into its lowest free injection buffer
//!   (the whole message at once; the node memory is wide). Its header fields are those the
//!   routing logic would give a router buffer holding the region at this channel, minus the
//!   node's own way: the source does not receive its own message (Figure 5).
//! * A broadcast region must contain the source (Section 3); [`Ni::push`] refuses others.
//! * Raw flit sequences ([`Pending::Raw`]) are injected as given, for the bad-input tests: a
//!   sequence starting with a header is decoded like any header; one starting with a body
//!   flit is sent as body flits with no header.
//! * An ejection buffer delivers the message when its tail arrives and is freed in the same
//!   cycle (the node consumes a flit per cycle as it arrives).

use std::collections::VecDeque;

use super::buffer::{Buffer, BufferSet};
use super::channel::ChFlit;
use super::format::{Header, Layout};
use super::mesh::{Coord, Region};
use super::routing::route;
use crate::flit::Tag;

/// A message waiting at its source.
#[derive(Clone, Debug)]
pub enum Pending {
    Msg {
        id: u32,
        region: Region,
        /// Flits after the header (>= 1).
        body: usize,
    },
    Raw {
        id: u32,
        flits: Vec<(Tag, u64)>,
    },
}

/// Body flit `i` (1-based after the header) of message `id`, checked on delivery.
pub fn payload(id: u32, i: usize, w: usize) -> u64 {
    let v = (id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (i as u64).wrapping_mul(0x2545_f491);
    (v >> 11) & crate::flit::mask(w)
}

/// One node interface.
#[derive(Clone, Debug)]
pub struct Ni {
    pub queue: VecDeque<Pending>,
    pub inj: BufferSet,
}

impl Ni {
    pub fn new(b: usize) -> Self {
        Ni {
            queue: VecDeque::new(),
            inj: BufferSet::new(b),
        }
    }

    /// Move the oldest queued message into a free injection buffer (one per cycle).
    pub fn load(&mut self, at: &Coord, layout: &Layout) {
        let Some(i) = self.inj.first_free() else {
            return;
        };
        let Some(m) = self.queue.pop_front() else {
            return;
        };
        let dims = layout.dims;
        let mut b = Buffer {
            a: true,
            drv: (2 * dims) as u8,
            hdr: true,
            tail: true,
            ..Default::default()
        };
        match m {
            Pending::Msg { id, region, body } => {
                let h = Header {
                    ways: route(&region, at, dims) & !(1 << (2 * dims)),
                    class: 0,
                    region,
                    len: body as u16,
                };
                b.flits.push(ChFlit {
                    tag: Tag::Head,
                    buf: 0,
                    data: layout.encode(&h),
                    id,
                });
                for j in 1..=body {
                    b.flits.push(ChFlit {
                        tag: if j == body { Tag::Tail } else { Tag::Body },
                        buf: 0,
                        data: payload(id, j, layout.w),
                        id,
                    });
                }
                b.region = region;
                b.len = body as u16;
                b.out = h.ways;
            }
            Pending::Raw { id, flits } => {
                for &(tag, data) in &flits {
                    b.flits.push(ChFlit {
                        tag,
                        buf: 0,
                        data,
                        id,
                    });
                }
                if flits[0].0 == Tag::Head {
                    let h = layout.decode(flits[0].1, at);
                    b.region = h.region;
                    b.class = h.class;
                    b.len = h.len;
                    b.out = h.ways;
                } else {
                    b.hsent = true;
                }
            }
        }
        b.rcvd = b.flits.len();
        self.inj.bufs[i] = b;
    }

    pub fn busy(&self) -> bool {
        !self.queue.is_empty() || self.inj.busy()
    }
}
