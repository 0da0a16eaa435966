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
        if h.ways == 0 || h.ways & !present != 0 {
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
        let mut acked = 0u32;
        let mut chain = true;
        let mut to = vec![];
        let mut reserve = vec![];
        for w in 0..ways {
            if h.ways >> w & 1 == 0 {
                continue;
            }
            let si = self.mesh.set_index(c, w);
            let set = self.sets[si].as_ref().unwrap();
            if let Some(i) = set.find_reserved(slot, bi) {
                acked |= 1 << w;
                to.push((si, i, w));
            } else if !ordered || chain {
                if let Some(i) = set.first_free() {
                    acked |= 1 << w;
                    to.push((si, i, w));
                    reserve.push((si, i));
                }
            }
            if acked >> w & 1 == 0 {
                chain = false;
            }
        }
        if acked == h.ways {
            return Kind::Header {
                data,
                to,
                reserve: vec![],
                acked,
                replica: 0,
            };
        }
        match self.p.algorithm {
            Algorithm::Replica if acked != 0 && self.drv_set(drv).free_count() >= 2 => {
                Kind::Header {
                    data,
                    to,
                    reserve: vec![],
                    acked,
                    replica: h.ways & !acked,
                }
            }
            Algorithm::Mst { partial: true, .. } if acked != 0 => Kind::Header {
                data,
                to,
                reserve: vec![],
                acked,
                replica: 0,
            },
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
