//! The allocation/mapping units' answer to a header on a channel ([`super`]).

use super::*;

impl MwayNet {
    pub(super) fn header_outcome(
        &self,
        c: usize,
        slot: usize,
        drv: DrvRef,
        bi: usize,
        data: u64,
        h: &Header,
    ) -> Kind {
        let at = self.coords[c];
        let present = self.present[c];
        let ways = self.mesh.ways();
        if channel::ways_bad(h.ways, present) {
            return Kind::Drop(BadKind::Ways);
        }
        if h.len == 0 || h.len as usize + 1 > self.p.max_len {
            return Kind::Drop(BadKind::Length);
        }
        for w in 0..ways {
            if h.ways >> w & 1 == 1 {
                if let Err(k) = check(&h.region, &at, w, slot, &self.mesh) {
                    return Kind::Drop(k);
                }
            }
        }
        let ordered = self.p.algorithm.ordered();
        // Each addressed receiver's lines: a reservation for (Drv, Buf) or its lowest free
        // buffer (`can_ack`); the channel's prefix chain then gates new allocations.
        let mut found = [None::<(usize, usize, bool)>; 32];
        let mut can_ack = 0u32;
        for w in 0..ways {
            if h.ways >> w & 1 == 0 {
                continue;
            }
            let si = self.mesh.set_index(c, w);
            let set = self.sets[si].as_ref().unwrap();
            found[w] = match set.find_reserved(slot, bi) {
                Some(i) => Some((si, i, true)),
                None => set.first_free().map(|i| (si, i, false)),
            };
            if found[w].is_some() {
                can_ack |= 1 << w;
            }
        }
        let chain = channel::chain_in(h.ways, can_ack, ways);
        let mut acked = 0u32;
        let mut to = vec![];
        let mut reserve = vec![];
        for w in 0..ways {
            match found[w] {
                Some((si, i, true)) => {
                    acked |= 1 << w;
                    to.push((si, i, w));
                }
                Some((si, i, false)) if !ordered || chain >> w & 1 == 1 => {
                    acked |= 1 << w;
                    to.push((si, i, w));
                    reserve.push((si, i));
                }
                _ => {}
            }
        }
        if channel::all_ack(h.ways, acked) {
            return Kind::Header {
                data,
                to,
                reserve: vec![],
                acked,
                replica: 0,
            };
        }
        match self.p.algorithm {
            Algorithm::Replica
                if channel::partial(self.drv_set(drv).free_count() >= 2, h.ways, acked) =>
            {
                Kind::Header {
                    data,
                    to,
                    reserve: vec![],
                    acked,
                    replica: h.ways & !acked,
                }
            }
            Algorithm::Mst { partial: true, .. } if channel::partial(true, h.ways, acked) => {
                Kind::Header {
                    data,
                    to,
                    reserve: vec![],
                    acked,
                    replica: 0,
                }
            }
            Algorithm::Mst { partial: true, .. } => Kind::Header {
                data,
                to: vec![],
                reserve: vec![],
                acked: 0,
                replica: 0,
            },
            _ => Kind::Header {
                data,
                to: vec![],
                reserve,
                acked,
                replica: 0,
            },
        }
    }
}
