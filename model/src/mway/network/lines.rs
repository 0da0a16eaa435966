//! The channel block's lines read off the engine ([`super`]), so that a mesh run checks the
//! channel block ([`super::super::channel::ChannelModel`]) against the engine's own
//! decisions, and records realistic stimulus for its three-way check.
//!
//! [`MwayNet::channel_lines`] computes, from the state at the start of a cycle, the input
//! vector of the channel block of channel `c` (ports in [`super::super::channel`]): the
//! drivers' requests and flits (the buffer arbitrators' picks), and the receivers' lines for
//! the flit the channel arbitrator grants (`hit`, `can_ack`, `ack_out`, `bad`, `free`,
//! `full_w`). With `log_channels` set, [`MwayNet::step`] records per channel what the engine
//! did ([`ChannelEvent`]). Slots are the engine's way indices, which are the channel's slots
//! when every dimension has k > 2 (m = 2 dims + 1); other meshes return None.

use super::*;

/// What the engine did on one channel in one cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChannelEvent {
    pub c: usize,
    pub slot: usize,
    /// The flit was taken by all its addressed receivers.
    pub ack: bool,
    /// Refused everywhere, the driver discards.
    pub drop: bool,
    /// A header sent to the acking subset of its Ways (MST-replica, plain MST partial).
    pub partial: bool,
}

impl MwayNet {
    /// The driver lines of slot `slot` on channel `c`: (priority, part, tag, buf, data).
    fn driver_lines(&self, c: usize, slot: usize) -> Option<(u8, bool, Tag, usize, u64)> {
        let set = self.drv_set(self.driver(c, slot)?);
        let (g, pri) = self.set_candidate(c, slot, set)?;
        let b = &set.bufs[g];
        let part = match self.p.algorithm {
            Algorithm::Replica => set.free_count() >= 2,
            Algorithm::Mst { partial, .. } => partial,
            Algorithm::Safe => false,
        };
        let (tag, data) = if !b.hsent {
            let h = Header {
                ways: b.out & !b.cur,
                class: b.class,
                region: b.region,
                len: b.len,
            };
            (Tag::Head, self.layout.encode(&h))
        } else {
            let f = b.flits[b.sent];
            (f.tag, f.data)
        };
        Some((pri, part, tag, g, data))
    }

    /// The channel block's input vector for channel `c` this cycle (None unless every
    /// dimension has k > 2).
    pub fn channel_lines(&self, c: usize) -> Option<Vec<u64>> {
        if self.mesh.k.iter().any(|&k| k <= 2) {
            return None;
        }
        let m = self.mesh.ways();
        let node = self.mesh.node_way();
        let (mut req, mut pri, mut part) = (0u64, 0u64, 0u64);
        let mut drv = vec![];
        let mut lines = vec![None; m];
        for slot in 0..m {
            let l = self.driver_lines(c, slot);
            if let Some((p, pt, tag, buf, data)) = l {
                req |= 1 << slot;
                pri |= (p as u64) << slot;
                part |= (pt as u64) << slot;
                drv.extend([tag as u64, buf as u64, data]);
            } else {
                drv.extend([0, 0, 0]);
            }
            lines[slot] = l.map(|(p, ..)| p);
        }
        let present = self.present[c];
        let (mut hit, mut can_ack, mut ack_out, mut bad, mut free) = (0u32, 0, 0, 0, 0);
        let mut full = vec![0u64; m];
        let b = self.p.buffers;
        for w in 0..m {
            if let Some(set) = &self.sets[self.mesh.set_index(c, w)] {
                free |= (set.first_free().is_some() as u32) << w;
                for r in &set.bufs {
                    if r.a && r.hdr && !r.tail && r.held() >= self.p.depth {
                        full[w] |= 1 << (r.drv as usize * b + r.buf as usize);
                    }
                }
            }
        }
        if let Some(g) = self.arbs[c].grant(&lines) {
            let (_, _, tag, bi, data) = self.driver_lines(c, g).unwrap();
            for w in 0..m {
                if let Some(set) = &self.sets[self.mesh.set_index(c, w)] {
                    if set.bufs.iter().any(|r| r.matches(g, bi)) {
                        hit |= 1 << w;
                    }
                }
            }
            if tag == Tag::Head {
                let at = self.coords[c];
                let h = self.layout.decode(data, &at);
                let len_bad = h.len == 0 || h.len as usize + 1 > self.p.max_len;
                let mut rsv = 0u32;
                for w in 0..m {
                    if h.ways >> w & 1 == 0 || present >> w & 1 == 0 {
                        continue;
                    }
                    if len_bad || check(&h.region, &at, w, g, &self.mesh).is_err() {
                        bad |= 1 << w;
                    }
                    let set = self.sets[self.mesh.set_index(c, w)].as_ref().unwrap();
                    if set.find_reserved(g, bi).is_some() {
                        rsv |= 1 << w;
                    }
                }
                can_ack = rsv | free;
                let chain = channel::chain_in(h.ways, can_ack, m);
                let gate = if self.p.algorithm.ordered() {
                    chain
                } else {
                    u32::MAX
                };
                ack_out = rsv | (free & gate);
            } else {
                ack_out = hit;
                for w in 0..m {
                    let Some(set) = &self.sets[self.mesh.set_index(c, w)] else {
                        continue;
                    };
                    for r in set.bufs.iter().filter(|r| r.matches(g, bi)) {
                        if self.p.vct() && r.drv as usize == node && !r.discard {
                            let last = r.rcvd == r.len as usize;
                            if (tag == Tag::Tail) != last {
                                bad |= 1 << w;
                            }
                        }
                    }
                }
            }
        }
        let mut v = vec![req, pri, part];
        v.extend(drv);
        v.extend([present, hit, can_ack, ack_out, bad, free].map(|x| x as u64));
        v.extend(full);
        Some(v)
    }

    /// Record what happened on a channel (with `log_channels`).
    pub(super) fn log_channel(&mut self, a: &Action) {
        if !self.log_channels {
            return;
        }
        let mask = (1u64 << self.mesh.ways()) - 1;
        let (ack, drop, partial) = match &a.kind {
            Kind::Drop(_) => (false, true, false),
            Kind::Orphan(_) => (true, false, false),
            Kind::Header {
                data, to, acked, ..
            } => {
                let all = *acked as u64 == data & mask;
                (all, false, !all && !to.is_empty())
            }
            Kind::Body { len_error, .. } => (!len_error, *len_error, false),
        };
        self.channel_events.push(ChannelEvent {
            c: a.c,
            slot: a.slot,
            ack,
            drop,
            partial,
        });
    }
}
