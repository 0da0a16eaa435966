//! Node interface (paper, Sections 2 and 3): a source queue feeding an injection buffer set
//! (the node's driver slot on its channel) and an ejection buffer set (the node's receiver
//! slot, kept with the routers' receiving sets in [`super::network`]).
//!
//! * Each cycle the NI moves the oldest queued message into its lowest injection buffer free
//!   at the start of the cycle (the whole message at once; the node memory is wide). Like
//!   every other decision it is taken from the registers: a buffer freed by this cycle's
//!   transfer takes a new message from the next cycle on (the RTL node interface,
//!   `rtl/src/mway/ni.rs`, loads the same way). Its header fields are those the
//!   routing logic would give a router buffer holding the region at this channel, minus the
//!   node's own way: the source does not receive its own message (Figure 5).
//! * A broadcast region must contain the source (Section 3); [`super::network::MwayNet::push`] refuses others.
//! * Raw flit sequences ([`Pending::Raw`]) are injected as given, for the bad-input tests: a
//!   sequence starting with a header is decoded like any header; one starting with a body
//!   flit is sent as body flits with no header.
//! * An ejection buffer delivers the message when its tail arrives and is freed in the same
//!   cycle (the node consumes a flit per cycle as it arrives).
//! * Unicast-based broadcasts ([`super::params::Broadcast`]): the NI sends unicasts, each
//!   carrying (in software, beyond the model's header) the sub-region its receiver is
//!   responsible for; the receiving NI queues its forwards ahead of its own messages in the
//!   cycle the tail arrives. Either way a region of n nodes costs n - 1 unicasts.

use std::collections::VecDeque;

use super::buffer::{Buffer, BufferSet};
use super::channel::ChFlit;
use super::format::{Header, Layout};
use super::mesh::{Coord, Mesh, Region};
use super::routing::{route, split};
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

    /// Move the oldest queued message into injection buffer `free` (the lowest one free at
    /// the start of the cycle; one message per cycle).
    pub fn load(&mut self, at: &Coord, layout: &Layout, free: Option<usize>) {
        let Some(i) = free else {
            return;
        };
        debug_assert!(
            !self.inj.bufs[i].a,
            "load over an allocated injection buffer"
        );
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

/// MST-unicast (Section 3.5): the unicasts a node at `at` holding region `r` sends: one per
/// MST Way (Figure 5's split), to its neighbour in that Way, with that Way's sub-region.
pub fn mst_unicast_children(r: &Region, at: usize, mesh: &Mesh) -> Vec<(usize, Region)> {
    let x = mesh.coord(at);
    let dims = mesh.dims();
    let ways = route(r, &x, dims);
    (0..2 * dims)
        .filter(|&w| ways >> w & 1 == 1)
        .map(|w| (mesh.next(at, w).unwrap(), split(r, &x, w, dims)))
        .collect()
}

/// Recursive Doubling (Section 3.6): the unicasts a node at `at` holding region `r` sends.
/// Dimension by dimension, while its partition has more than one node along `d`, it splits
/// it into a lower half of `ceil(n/2)` and an upper half, sends a copy to the node of the
/// other half at the same relative position (`x_d +- ceil(n/2)`, clamped into that half)
/// with the other half as its region, and keeps its own half. An 8x8 region: 6 unicasts
/// from the source (Figure 7).
pub fn rd_children(r: &Region, at: usize, mesh: &Mesh) -> Vec<(usize, Region)> {
    let x = mesh.coord(at);
    let mut own = *r;
    let mut v = vec![];
    for d in 0..mesh.dims() {
        while own.lo[d] < own.hi[d] {
            let half = (own.hi[d] - own.lo[d] + 1).div_ceil(2);
            let mid = own.lo[d] + half; // first of the upper half
            let mut other = own;
            let mut t = x;
            if x[d] < mid {
                other.lo[d] = mid;
                t[d] = (x[d] + half).min(own.hi[d]);
                own.hi[d] = mid - 1;
            } else {
                other.hi[d] = mid - 1;
                t[d] = x[d] - half;
                own.lo[d] = mid;
            }
            v.push((mesh.index(&t), other));
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every node of the region reached exactly once through the children relation.
    fn covers(k: &[usize], f: fn(&Region, usize, &Mesh) -> Vec<(usize, Region)>) {
        let mesh = Mesh::new(k);
        let r = mesh.full_region();
        for src in 0..mesh.channels {
            let mut got = vec![0; mesh.channels];
            got[src] += 1;
            let mut todo = vec![(src, r)];
            while let Some((n, reg)) = todo.pop() {
                for (t, sub) in f(&reg, n, &mesh) {
                    assert!(sub.contains(&mesh.coord(t), mesh.dims()));
                    got[t] += 1;
                    todo.push((t, sub));
                }
            }
            assert_eq!(got, vec![1; mesh.channels], "{k:?} src {src}");
        }
    }

    #[test]
    fn baselines_cover_region_once() {
        for k in [vec![4, 4], vec![5, 3], vec![3, 4, 2], vec![2; 4]] {
            covers(&k, mst_unicast_children);
            covers(&k, rd_children);
        }
        let mesh = Mesh::new(&[8, 8]);
        assert_eq!(
            rd_children(&mesh.full_region(), 0, &mesh).len(),
            6,
            "Figure 7"
        );
        assert_eq!(rd_children(&mesh.full_region(), 0, &mesh)[0].0, 4);
    }
}
