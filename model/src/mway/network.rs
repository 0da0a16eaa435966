//! The network stepping engine: every channel of a k-ary m-way mesh, every router buffer
//! set and every node interface, one cycle per [`MwayNet::step`], with delivery checking,
//! bad-input counters and a deadlock watchdog.
//!
//! # One cycle
//! All decisions are taken from the state at the start of the cycle (the registers), then
//! applied together (the clock edge). Per channel `c`:
//! 1. **Buffer arbitrators**: in each driving set (slots of [`super::mesh`]), a buffer
//!    *requests* when it holds its next flit and
//!    * for a header: (first hop only, `Drv` = node, virtual cut-through only) the whole
//!      message has arrived, so the tail can be checked against Len before anything is
//!      forwarded (with wormhole buffers, plain MST cause c, a buffer cannot hold the whole
//!      message: the header goes on and the tail is not checked); and by `Stat`, the
//!      header can make progress: every Way reserved, or (ordered) the first unreserved Way
//!      in the order has a free buffer, or (unordered) any unreserved Way has; MST-replica
//!      also when a prefix is reserved and the set has 2 free buffers (for the replica);
//!    * for a body or tail flit: `RF` clear (no matching receiver full; always clear under
//!      virtual cut-through).
//!
//!    The set's round-robin arbitrator picks one requesting buffer (pointer moves when the
//!    set is granted the channel).
//! 2. **Channel arbitrator** ([`super::channel::ChannelArbiter`]) picks one slot; its flit
//!    goes on the channel.
//! 3. **Header**: the channel drops it (`Ways` kind) if Ways is empty or names an absent
//!    receiver; every addressed receiver checks Len (`Length` kind) and the region
//!    ([`super::routing::check`], `Region` kind); any failure drops the header everywhere
//!    (the `Drop` line) and the driver discards the message. Otherwise each addressed
//!    receiver acks if it holds a reservation for (Drv, Buf) or allocates its lowest free
//!    buffer; ordered algorithms let a receiver allocate only if every earlier Way acks (a
//!    prefix chain along the order). If all ack the header is written into all of them;
//!    otherwise MST-safe keeps the new reservations, MST-replica (prefix non-empty, 2 free
//!    buffers in the driver's set) sends the header on the prefix and puts a replica (all
//!    flits so far, same (Drv, Buf) so later flits reach both, region = the union of the
//!    remaining Ways' sub-regions, [`super::routing::suffix_region`]) in the driver set's
//!    highest free buffer; plain MST with `partial` writes it into the acked Ways now and
//!    offers it again to the others (`cur` holds the Ways that have it); body flits follow
//!    only when every Way has the header.
//! 4. **Body/tail**: every receiving set searches its buffers for (Drv, Buf); the matching
//!    ones store it. None matching: dropped and counted (`Orphan`). First-hop receivers
//!    count flits against Len; a disagreement (`Length`) frees them and the driver
//!    discards.
//!
//! A receiving buffer getting a header stores the split region and computes its Ways on its
//! output channel ([`super::routing`]). Node ejection buffers deliver at the tail.
//!
//! Drops are counted per channel ([`MwayNet::drops`]): every receiver on the channel sees the
//! flit in the same cycle, so the first routers to see bad input are those of one channel;
//! the count is kept once per event there.
//!
//! # Watchdog
//! [`MwayNet::deadlocked`] is true when messages are in flight and no flit has been
//! transferred or dropped on any channel for `watchdog` cycles.

use std::collections::HashMap;

use super::buffer::{Buffer, BufferSet};
use super::channel::{ChFlit, ChannelArbiter};
use super::format::{Header, Layout};
use super::mesh::{Mesh, Region};
use super::ni::{mst_unicast_children, payload, rd_children, Ni, Pending};
use super::params::{Algorithm, Broadcast, MwayParams, ParamError};
use super::routing::{check, route, split, suffix_region, BadKind};
use crate::flit::Tag;

/// Where a driving set lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DrvRef {
    Set(usize),
    Inj(usize),
}

#[derive(Clone, Debug)]
enum Kind {
    Header {
        data: u64,
        /// (set, buffer, way) written with the header.
        to: Vec<(usize, usize, usize)>,
        /// New reservations kept (no transfer).
        reserve: Vec<(usize, usize)>,
        acked: u32,
        /// Ways handed to a replica.
        replica: u32,
    },
    Body {
        flit: ChFlit,
        to: Vec<(usize, usize)>,
        len_error: bool,
    },
    Drop(BadKind),
    Orphan(ChFlit),
}

#[derive(Clone, Debug)]
struct Action {
    c: usize,
    slot: usize,
    drv: DrvRef,
    bi: usize,
    kind: Kind,
}

/// Counters of the run.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Flits transferred on channels (the paper's channel utilisation numerator).
    pub transfers: u64,
    /// Channel cycles used by headers that were not transferred.
    pub refused_headers: u64,
    /// Replica messages created.
    pub replicas: u64,
    /// Unicasts sent by unicast-based broadcasts (MST-unicast, Recursive Doubling).
    pub unicasts: u64,
    /// Messages entered into a source queue / fully delivered.
    pub generated: u64,
    pub completed: u64,
    /// Node copies delivered.
    pub delivered: u64,
    /// Flits injected (driven by node interfaces) and ejected (stored by ejection buffers).
    pub injected_flits: u64,
    pub ejected_flits: u64,
    /// Sum of message latencies (generation to last tail ejected), completed messages.
    pub latency_sum: u64,
}

#[derive(Clone, Debug)]
struct Track {
    born: u64,
    remaining: usize,
    want: Vec<bool>,
}

/// A k-ary m-way mesh of routers and node interfaces.
#[derive(Clone, Debug)]
pub struct MwayNet {
    pub p: MwayParams,
    pub mesh: Mesh,
    pub layout: Layout,
    /// Receiving sets `(c, way)` at `c * ways + way`; None where the router is absent.
    pub sets: Vec<Option<BufferSet>>,
    pub nis: Vec<Ni>,
    pub arbs: Vec<ChannelArbiter>,
    pub cycle: u64,
    /// Last cycle a flit was transferred or dropped.
    pub last_move: u64,
    /// Bad input counted per channel, indexed like [`super::routing::BAD_KINDS`].
    pub drops: Vec<[u64; 4]>,
    pub stats: Stats,
    /// Problems found by the delivery checker (duplicates, strays, corrupted payload).
    pub violations: Vec<String>,
    /// Every delivery as (message id, node), if `log_deliveries`.
    pub deliveries: Vec<(u32, usize)>,
    pub log_deliveries: bool,
    pub watchdog: u64,
    tracks: HashMap<u32, Track>,
    next_id: u32,
    /// Unicast-based broadcasts: the sub-region (and body length) the receiver of (message,
    /// node) forwards to.
    fwd: HashMap<(u32, usize), (Region, usize)>,
    /// Replicas created this cycle: (set, original, replica).
    replica_copies: Vec<(DrvRef, usize, usize)>,
    /// Wiring tables: coordinates and present receivers per channel, driver per (c, slot).
    coords: Vec<super::mesh::Coord>,
    present: Vec<u32>,
    drivers: Vec<Option<DrvRef>>,
}

fn kind_index(k: BadKind) -> usize {
    match k {
        BadKind::Region => 0,
        BadKind::Ways => 1,
        BadKind::Length => 2,
        BadKind::Orphan => 3,
    }
}

impl MwayNet {
    pub fn new(p: &MwayParams) -> Result<Self, ParamError> {
        p.validate()?;
        let mesh = Mesh::new(&p.k);
        let layout = Layout::new(p)?;
        let ways = mesh.ways();
        let mut sets = vec![];
        for c in 0..mesh.channels {
            for w in 0..ways {
                let present = mesh.receivers(c) >> w & 1 == 1;
                sets.push(present.then(|| BufferSet::new(p.buffers)));
            }
        }
        let coords = (0..mesh.channels).map(|c| mesh.coord(c)).collect();
        let present = (0..mesh.channels).map(|c| mesh.receivers(c)).collect();
        let mut drivers = vec![];
        for c in 0..mesh.channels {
            for slot in 0..ways {
                drivers.push(if slot == mesh.node_way() {
                    Some(DrvRef::Inj(c))
                } else {
                    mesh.driver_set(c, slot).map(DrvRef::Set)
                });
            }
        }
        Ok(MwayNet {
            coords,
            present,
            drivers,
            p: p.clone(),
            nis: (0..mesh.channels).map(|_| Ni::new(p.buffers)).collect(),
            arbs: (0..mesh.channels)
                .map(|_| ChannelArbiter::new(ways))
                .collect(),
            drops: vec![[0; 4]; mesh.channels],
            sets,
            mesh,
            layout,
            cycle: 0,
            last_move: 0,
            stats: Stats::default(),
            violations: vec![],
            deliveries: vec![],
            log_deliveries: false,
            watchdog: 2_000,
            tracks: HashMap::new(),
            next_id: 1,
            replica_copies: vec![],
            fwd: HashMap::new(),
        })
    }

    /// Queue a message at `src` for `region` with `body` flits after the header. A unicast
    /// is a region of one node other than `src`; a broadcast region must contain `src`.
    /// Returns the message id.
    pub fn push(&mut self, src: usize, region: Region, body: usize) -> Result<u32, String> {
        let dims = self.mesh.dims();
        let at = self.mesh.coord(src);
        if region.size(dims) == 0 || (0..dims).any(|d| region.hi[d] as usize >= self.mesh.k[d]) {
            return Err(format!("region {region:?} is empty or off the mesh"));
        }
        let single = region.is_single(dims);
        if single && region.contains(&at, dims) {
            return Err("a message to its own source".into());
        }
        if !single && !region.contains(&at, dims) {
            return Err("a broadcast region must contain its source".into());
        }
        if body == 0 || body + 1 > self.p.max_len {
            return Err(format!("body {body} outside 1..={}", self.p.max_len - 1));
        }
        let id = self.alloc_id();
        let mut want = vec![false; self.mesh.channels];
        let mut n = 0;
        for (c, wv) in want.iter_mut().enumerate() {
            if c != src && region.contains(&self.mesh.coord(c), dims) {
                *wv = true;
                n += 1;
            }
        }
        self.tracks.insert(
            id,
            Track {
                born: self.cycle,
                remaining: n,
                want,
            },
        );
        self.stats.generated += 1;
        if single || self.p.broadcast == Broadcast::Tree {
            self.nis[src]
                .queue
                .push_back(Pending::Msg { id, region, body });
        } else {
            self.forward(id, src, &region, body, false);
        }
        Ok(id)
    }

    /// Queue the unicasts of a unicast-based broadcast that node `at`, holding `region`,
    /// sends (forwards go ahead of the node's own messages).
    fn forward(&mut self, id: u32, at: usize, region: &Region, body: usize, front: bool) {
        let children = match self.p.broadcast {
            Broadcast::MstUnicast => mst_unicast_children(region, at, &self.mesh),
            Broadcast::RecursiveDoubling => rd_children(region, at, &self.mesh),
            Broadcast::Tree => unreachable!(),
        };
        let mut msgs = vec![];
        for &(t, sub) in &children {
            self.fwd.insert((id, t), (sub, body));
            self.stats.unicasts += 1;
            msgs.push(Pending::Msg {
                id,
                region: Region::node(self.coords[t]),
                body,
            });
        }
        let q = &mut self.nis[at].queue;
        if front {
            for m in msgs.into_iter().rev() {
                q.push_front(m);
            }
        } else {
            q.extend(msgs);
        }
    }

    /// Queue raw flits at `src` (bad-input tests); nothing is expected to be delivered.
    /// Raw messages carry the model trace id 0 (untracked), so the ids of the other
    /// messages do not depend on them.
    pub fn push_raw(&mut self, src: usize, flits: Vec<(Tag, u64)>) -> u32 {
        self.nis[src].queue.push_back(Pending::Raw { id: 0, flits });
        0
    }

    fn alloc_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1).max(1);
        id
    }

    /// Messages generated and not yet complete.
    pub fn outstanding(&self) -> usize {
        self.tracks.len()
    }

    /// Anything in a queue or a buffer.
    pub fn busy(&self) -> bool {
        self.nis.iter().any(|n| n.busy()) || self.sets.iter().flatten().any(|s| s.busy())
    }

    /// The watchdog: messages in flight and no flit moved for `watchdog` cycles.
    pub fn deadlocked(&self) -> bool {
        self.cycle - self.last_move > self.watchdog && self.busy()
    }

    /// Total drops of a kind over all channels.
    pub fn drop_count(&self, k: BadKind) -> u64 {
        self.drops.iter().map(|d| d[kind_index(k)]).sum()
    }

    /// Blocked buffers, for a deadlock report.
    pub fn report(&self) -> String {
        let mut s = String::new();
        let ways = self.mesh.ways();
        for (i, set) in self.sets.iter().enumerate() {
            let Some(set) = set else { continue };
            for (bi, b) in set.bufs.iter().enumerate() {
                if b.a {
                    s += &format!(
                        "set (c{}, way {}) buf {bi}: msg {} hdr {} hsent {} rcvd {} sent {} out {:b} cur {:b} rsv {:b}\n",
                        i / ways,
                        i % ways,
                        b.flits.first().map_or(0, |f| f.id),
                        b.hdr,
                        b.hsent,
                        b.rcvd,
                        b.sent,
                        b.out,
                        b.cur,
                        b.rsv
                    );
                }
            }
        }
        s
    }

    fn drv_set(&self, r: DrvRef) -> &BufferSet {
        match r {
            DrvRef::Set(i) => self.sets[i].as_ref().unwrap(),
            DrvRef::Inj(c) => &self.nis[c].inj,
        }
    }

    fn drv_set_mut(&mut self, r: DrvRef) -> &mut BufferSet {
        match r {
            DrvRef::Set(i) => self.sets[i].as_mut().unwrap(),
            DrvRef::Inj(c) => &mut self.nis[c].inj,
        }
    }

    fn driver(&self, c: usize, slot: usize) -> Option<DrvRef> {
        self.drivers[c * self.mesh.ways() + slot]
    }

    /// Receiving set of way `w` on channel `c` has a free buffer (absent reads available).
    fn avail(&self, c: usize, w: usize) -> bool {
        match &self.sets[self.mesh.set_index(c, w)] {
            Some(s) => s.first_free().is_some(),
            None => true,
        }
    }

    /// The buffers on channel `c` matching (Drv, Buf).
    fn matchers(&self, c: usize, slot: usize, bi: usize) -> Vec<(usize, usize)> {
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
    fn request(&self, c: usize, slot: usize, set: &BufferSet, bi: usize) -> Option<u8> {
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

    fn decide(&self, c: usize) -> Option<(Action, Vec<(usize, usize)>)> {
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
            let mut req = 0u64;
            let mut p = [0u8; 16];
            for i in 0..set.bufs.len() {
                if let Some(x) = self.request(c, slot, set, i) {
                    req |= 1 << i;
                    p[i] = x;
                }
            }
            if let Some(g) = set.arb.grant(req) {
                pri[slot] = Some(p[g]);
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

    fn header_outcome(
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

    /// One cycle.
    pub fn step(&mut self) {
        let mut acts = vec![];
        for c in 0..self.mesh.channels {
            if let Some(a) = self.decide(c) {
                acts.push(a);
            }
        }
        let mut moved = false;
        for (a, grants) in acts {
            // Arbitration pointers.
            self.arbs[a.c].step(&{
                let mut p = vec![None; self.mesh.ways()];
                p[a.slot] = Some(0);
                p
            });
            for (_, bi) in grants {
                let set = self.drv_set_mut(a.drv);
                set.arb.step(1 << bi, true);
            }
            moved |= self.apply(a);
        }
        for (r, bi, ri) in std::mem::take(&mut self.replica_copies) {
            let set = self.drv_set_mut(r);
            let (flits, rcvd, tail, discard) = {
                let o = &set.bufs[bi];
                (o.flits.clone(), o.rcvd, o.tail, o.discard)
            };
            let rep = &mut set.bufs[ri];
            rep.flits = flits;
            rep.rcvd = rcvd;
            rep.tail = tail;
            rep.discard = discard;
        }
        let layout = self.layout.clone();
        for c in 0..self.mesh.channels {
            if !self.nis[c].queue.is_empty() {
                let at = self.mesh.coord(c);
                self.nis[c].load(&at, &layout);
            }
        }
        self.cycle += 1;
        if moved {
            self.last_move = self.cycle;
        }
    }

    /// Apply one channel's action; true if a flit moved or was dropped.
    fn apply(&mut self, a: Action) -> bool {
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
    fn sent_one(&mut self, drv: DrvRef, bi: usize, tag: Tag) {
        let b = &mut self.drv_set_mut(drv).bufs[bi];
        b.sent += 1;
        b.freed = b.sent;
        if tag == Tag::Tail || b.sent >= b.rcvd && b.tail {
            *b = Buffer::default();
        }
    }

    /// The message in a driver buffer was dropped downstream.
    fn discard(&mut self, drv: DrvRef, bi: usize) {
        let b = &mut self.drv_set_mut(drv).bufs[bi];
        if b.tail {
            *b = Buffer::default();
        } else {
            b.discard = true;
        }
    }

    fn deliver(&mut self, id: u32, node: usize) {
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
            self.tracks.remove(&id);
        }
    }

    /// Run until nothing is in flight, the watchdog fires or `max` cycles pass; true if
    /// drained.
    pub fn drain(&mut self, max: u64) -> bool {
        let end = self.cycle + max;
        while self.cycle < end {
            if !self.busy() {
                return true;
            }
            if self.deadlocked() {
                return false;
            }
            self.step();
        }
        !self.busy()
    }
}
