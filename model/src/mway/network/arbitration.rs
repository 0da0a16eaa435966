//! Requests and arbitration: which flit each channel carries this cycle ([`super`]).

use super::*;

impl MwayNet {
    /// Receiving set of way `w` on channel `c` has a free buffer (absent reads available).
    pub(super) fn avail(&self, c: usize, w: usize) -> bool {
        let free = match &self.sets[self.mesh.set_index(c, w)] {
            Some(s) => s.first_free().is_some(),
            None => false,
        };
        channel::avail((free as u32) << w, self.present[c]) >> w & 1 == 1
    }

    /// The buffers on channel `c` matching (Drv, Buf).
    pub(super) fn matchers(&self, c: usize, slot: usize, bi: usize) -> Vec<(usize, usize)> {
        let mut v = vec![];
        for w in 0..self.mesh.ways() {
            let si = self.mesh.set_index(c, w);
            if let Some(s) = &self.sets[si] {
                for (i, b) in s.bufs.iter().enumerate() {
                    if b.matches(slot, bi) {
                        v.push((si, i));
                    }
                }
            }
        }
        v
    }

    /// Request and priority of buffer `b` of a set driving channel `c` from `slot`.
    pub(super) fn request(&self, c: usize, slot: usize, set: &BufferSet, bi: usize) -> Option<u8> {
        let b = &set.bufs[bi];
        if !b.a || !b.hdr || b.discard || b.sent >= b.rcvd {
            return None;
        }
        if !b.hsent {
            if self.p.vct() && b.drv as usize == self.mesh.node_way() && !b.tail {
                return None; // first hop: wait for the tail (Len check)
            }
            let unres = b.out & !b.cur & !b.rsv;
            if unres == 0 {
                return Some(0);
            }
            let ok = if self.p.algorithm.ordered() {
                let w0 = unres.trailing_zeros() as usize;
                self.avail(c, w0)
                    || (self.p.algorithm == Algorithm::Replica
                        && b.rsv != 0
                        && set.free_count() >= 2)
            } else {
                (0..self.mesh.ways()).any(|w| unres >> w & 1 == 1 && self.avail(c, w))
            };
            return ok.then_some(0);
        }
        if !self.p.vct() {
            for (si, i) in self.matchers(c, slot, bi) {
                let r = &self.sets[si].as_ref().unwrap().bufs[i];
                if r.held() >= self.p.depth {
                    return None;
                }
            }
        }
        Some(1)
    }

    /// The buffer arbiter's pick among `set`'s requests on slot `slot` of channel `c`, with
    /// its priority.
    pub(super) fn set_candidate(
        &self,
        c: usize,
        slot: usize,
        set: &BufferSet,
    ) -> Option<(usize, u8)> {
        let mut req = 0u64;
        let mut p = [0u8; 16];
        for i in 0..set.bufs.len() {
            if let Some(x) = self.request(c, slot, set, i) {
                req |= 1 << i;
                p[i] = x;
            }
        }
        let g = set.arb.grant(req)?;
        Some((g, p[g]))
    }

    pub(super) fn decide(&self, c: usize) -> Option<(Action, Vec<(usize, usize)>)> {
        let ways = self.mesh.ways();
        let mut pri = [None; 32];
        let mut cand = [0usize; 32];
        let mut set_grants = vec![];
        for slot in 0..ways {
            let Some(r) = self.driver(c, slot) else {
                continue;
            };
            let set = self.drv_set(r);
            if !set.busy() {
                continue;
            }
            if let Some((g, x)) = self.set_candidate(c, slot, set) {
                pri[slot] = Some(x);
                cand[slot] = g;
            }
        }
        let slot = self.arbs[c].grant(&pri[..ways])?;
        let drv = self.driver(c, slot).unwrap();
        let bi = cand[slot];
        set_grants.push((slot, bi));
        let b = &self.drv_set(drv).bufs[bi];
        let at = self.coords[c];
        let dims = self.mesh.dims();
        let node = self.mesh.node_way();
        let kind = if !b.hsent {
            let h = Header {
                ways: b.out & !b.cur,
                class: b.class,
                region: b.region,
                len: b.len,
            };
            let data = self.layout.encode(&h);
            let h = self.layout.decode(data, &at);
            self.header_outcome(c, slot, drv, bi, data, &h)
        } else {
            let flit = ChFlit {
                buf: bi as u8,
                ..b.flits[b.sent]
            };
            let to = self.matchers(c, slot, bi);
            if to.is_empty() {
                Kind::Orphan(flit)
            } else {
                let mut len_error = false;
                for &(si, i) in &to {
                    let r = &self.sets[si].as_ref().unwrap().bufs[i];
                    if self.p.vct() && r.drv as usize == node && !r.discard {
                        let count = r.rcvd; // flits after the header, this one included
                        let last = count == r.len as usize;
                        if (flit.tag == Tag::Tail) != last {
                            len_error = true;
                        }
                    }
                }
                Kind::Body {
                    flit,
                    to,
                    len_error,
                }
            }
        };
        let _ = dims;
        Some((
            Action {
                c,
                slot,
                drv,
                bi,
                kind,
            },
            set_grants,
        ))
    }
}
