//! The clock edge: flits written, replicas made, drops counted, deliveries checked
//! ([`super`]).

use super::*;

impl MwayNet {
    /// Apply one channel's action; true if a flit moved or was dropped.
    pub(super) fn apply(&mut self, a: Action) -> bool {
        let node = self.mesh.node_way();
        let dims = self.mesh.dims();
        let at = self.mesh.coord(a.c);
        let inj = matches!(a.drv, DrvRef::Inj(_));
        match a.kind {
            Kind::Drop(k) => {
                self.drops[a.c][kind_index(k)] += 1;
                self.discard(a.drv, a.bi);
                true
            }
            Kind::Orphan(flit) => {
                self.drops[a.c][kind_index(BadKind::Orphan)] += 1;
                self.sent_one(a.drv, a.bi, flit.tag);
                true
            }
            Kind::Header {
                data,
                to,
                reserve,
                acked,
                replica,
            } => {
                if to.is_empty() {
                    // Refused: keep the reservations.
                    for &(si, i) in &reserve {
                        let r = &mut self.sets[si].as_mut().unwrap().bufs[i];
                        assert!(!r.a, "reserve over an allocated buffer");
                        *r = Buffer {
                            a: true,
                            drv: a.slot as u8,
                            buf: a.bi as u8,
                            ..Default::default()
                        };
                    }
                    self.drv_set_mut(a.drv).bufs[a.bi].rsv = acked;
                    self.stats.refused_headers += 1;
                    return false;
                }
                let h = self.layout.decode(data, &at);
                let id = self.drv_set(a.drv).bufs[a.bi].flits[0].id;
                let flit = ChFlit {
                    tag: Tag::Head,
                    buf: a.bi as u8,
                    data,
                    id,
                };
                for &(si, i, w) in &to {
                    let sub = split(&h.region, &at, w, dims);
                    let out = match self.mesh.next(a.c, w) {
                        Some(n) => route(&sub, &self.mesh.coord(n), dims),
                        None => 0,
                    };
                    let r = &mut self.sets[si].as_mut().unwrap().bufs[i];
                    assert!(
                        !r.a || r.reserved_for(a.slot, a.bi),
                        "header over an allocated buffer: cycle {} set {si} buf {i} {r:?}",
                        self.cycle
                    );
                    *r = Buffer {
                        a: true,
                        drv: a.slot as u8,
                        buf: a.bi as u8,
                        rcvd: 1,
                        hdr: true,
                        region: sub,
                        class: h.class,
                        len: h.len,
                        out,
                        flits: vec![flit],
                        ..Default::default()
                    };
                    if w == node {
                        r.freed = 1;
                        self.stats.ejected_flits += 1;
                    }
                }
                self.stats.transfers += 1;
                if inj {
                    self.stats.injected_flits += 1;
                }
                let set = self.drv_set_mut(a.drv);
                if replica != 0 {
                    // The replica's flits are copied at the end of the cycle, so that a flit
                    // the original receives in this cycle is in both.
                    let ri = set.last_free().expect("replica needs a free buffer");
                    let orig = &set.bufs[a.bi];
                    let first = replica.trailing_zeros() as usize;
                    let rep = Buffer {
                        a: true,
                        drv: orig.drv,
                        buf: orig.buf,
                        hdr: true,
                        out: replica,
                        region: suffix_region(&orig.region, &at, first, dims),
                        class: orig.class,
                        len: orig.len,
                        ..Default::default()
                    };
                    set.bufs[ri] = rep;
                    set.bufs[a.bi].out = acked;
                    self.replica_copies.push((a.drv, a.bi, ri));
                    self.stats.replicas += 1;
                }
                let set = self.drv_set_mut(a.drv);
                let b = &mut set.bufs[a.bi];
                b.cur |= acked;
                b.rsv = 0;
                if b.cur == b.out {
                    b.hsent = true;
                    b.sent = 1;
                    b.freed = 1;
                }
                true
            }
            Kind::Body {
                flit,
                to,
                len_error,
            } => {
                self.stats.transfers += 1;
                if inj {
                    self.stats.injected_flits += 1;
                }
                if len_error {
                    self.drops[a.c][kind_index(BadKind::Length)] += 1;
                    for &(si, i) in &to {
                        let r = &mut self.sets[si].as_mut().unwrap().bufs[i];
                        if r.drv as usize == node {
                            *r = Buffer::default();
                        }
                    }
                    self.discard(a.drv, a.bi);
                    return true;
                }
                for &(si, i) in &to {
                    let eject = si % self.mesh.ways() == node;
                    let r = &mut self.sets[si].as_mut().unwrap().bufs[i];
                    if r.discard {
                        if flit.tag == Tag::Tail {
                            *r = Buffer::default();
                        }
                        continue;
                    }
                    let idx = r.rcvd;
                    r.flits.push(flit);
                    r.rcvd += 1;
                    r.tail = flit.tag == Tag::Tail;
                    if eject {
                        // The node takes the flit: the ejection buffer never fills.
                        r.freed = r.rcvd;
                        self.stats.ejected_flits += 1;
                        if flit.data != payload(flit.id, idx, self.layout.w) {
                            self.violations.push(format!(
                                "msg {} flit {idx} corrupted at {} cycle {} drv {} buf {} flits {:?}",
                                flit.id, a.c, self.cycle, a.slot, a.bi, r.flits
                            ));
                        }
                        if flit.tag == Tag::Tail {
                            *r = Buffer::default();
                            self.deliver(flit.id, si / self.mesh.ways());
                        }
                    }
                }
                self.sent_one(a.drv, a.bi, flit.tag);
                true
            }
        }
    }

    /// The driver's buffer sent a body or tail flit.
    pub(super) fn sent_one(&mut self, drv: DrvRef, bi: usize, tag: Tag) {
        let b = &mut self.drv_set_mut(drv).bufs[bi];
        b.sent += 1;
        b.freed = b.sent;
        if tag == Tag::Tail || b.sent >= b.rcvd && b.tail {
            *b = Buffer::default();
        }
    }

    /// The message in a driver buffer was dropped downstream.
    pub(super) fn discard(&mut self, drv: DrvRef, bi: usize) {
        let b = &mut self.drv_set_mut(drv).bufs[bi];
        if b.tail {
            *b = Buffer::default();
        } else {
            b.discard = true;
        }
    }

    pub(super) fn deliver(&mut self, id: u32, node: usize) {
        self.stats.delivered += 1;
        if self.log_deliveries {
            self.deliveries.push((id, node));
        }
        let Some(t) = self.tracks.get_mut(&id) else {
            self.violations.push(format!(
                "msg {id} delivered to {node}: not a tracked message"
            ));
            return;
        };
        if !t.want[node] {
            self.violations.push(format!(
                "msg {id} delivered to {node}: duplicate or outside region"
            ));
            return;
        }
        t.want[node] = false;
        t.remaining -= 1;
        t.copy_latency_sum += self.cycle + 1 - t.born;
        let done = t.remaining == 0;
        if let Some((sub, body)) = self.fwd.remove(&(id, node)) {
            self.forward(id, node, &sub, body, true);
        }
        let Some(t) = self.tracks.get_mut(&id) else {
            return;
        };
        debug_assert_eq!(done, t.remaining == 0);
        if t.remaining == 0 {
            self.stats.completed += 1;
            self.stats.latency_sum += self.cycle + 1 - t.born;
            if self.log_completions {
                self.completions.push(super::Completion {
                    id,
                    born: t.born,
                    latency: self.cycle + 1 - t.born,
                    copy_latency_sum: t.copy_latency_sum,
                    copies: t.copies,
                    broadcast: t.broadcast,
                });
            }
            self.tracks.remove(&id);
        }
    }
}
