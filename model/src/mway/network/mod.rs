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
//! # Files
//! * `arbitration.rs`: requests (Stat, RF, the first-hop hold), buffer and channel
//!   arbitrators, the flit on each channel.
//! * `allocation.rs`: the allocation/mapping units' answer to a header (checks,
//!   reservations, MST-safe / MST-replica / plain MST decisions).
//! * `lines.rs`: the channel block's lines read off the engine, and the per-channel event
//!   log, for checking the channel block against the engine.
//! * `transfer.rs`: the clock edge: writing flits, replicas, drops, delivery.
//!
//! # Watchdog
//! [`MwayNet::deadlocked`] is true when messages are in flight and no flit has been
//! transferred or dropped on any channel for `watchdog` cycles.

mod allocation;
mod arbitration;
mod lines;
mod transfer;

pub use lines::ChannelEvent;

use std::collections::HashMap;

use super::buffer::{Buffer, BufferSet};
use super::channel::{self, ChFlit, ChannelArbiter};
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
    /// Destinations at generation, and the sum of their copies' latencies so far.
    copies: usize,
    copy_latency_sum: u64,
    broadcast: bool,
}

/// A completed message, logged when [`MwayNet::log_completions`] is set (the network
/// simulator's measurements, `crate::net`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Completion {
    pub id: u32,
    /// Cycle the message entered its source queue.
    pub born: u64,
    /// Cycles from `born` to the last destination's tail ejected.
    pub latency: u64,
    /// Sum over destinations of the cycles from `born` to its tail ejected.
    pub copy_latency_sum: u64,
    /// Destinations (1 for a unicast).
    pub copies: usize,
    /// A region broadcast (else a unicast).
    pub broadcast: bool,
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
    /// Mutant for the checks of the RTL mesh top (`testbench/tests/mway_mesh.rs`): a node
    /// interface reuses an injection buffer freed by this cycle's transfer at the same edge
    /// (the engine did so before the RTL node interface existed). Default false.
    pub ni_reuse_same_cycle: bool,
    /// Every delivery as (message id, node), if `log_deliveries`.
    pub deliveries: Vec<(u32, usize)>,
    pub log_deliveries: bool,
    /// Every completed message, if `log_completions` (the caller empties it).
    pub completions: Vec<Completion>,
    pub log_completions: bool,
    /// Record [`ChannelEvent`]s into `channel_events` (the channel block cross-check).
    pub log_channels: bool,
    pub channel_events: Vec<ChannelEvent>,
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
            ni_reuse_same_cycle: false,
            deliveries: vec![],
            log_deliveries: false,
            completions: vec![],
            log_completions: false,
            log_channels: false,
            channel_events: vec![],
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
                copies: n,
                copy_latency_sum: 0,
                broadcast: !single,
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

    /// One cycle.
    pub fn step(&mut self) {
        // The node interfaces load into the buffer free at the start of the cycle (a replica
        // made this cycle takes the highest free one, so they never collide).
        let ni_free: Vec<Option<usize>> = self.nis.iter().map(|n| n.inj.first_free()).collect();
        let late = self.ni_reuse_same_cycle;
        let mut acts = vec![];
        for c in 0..self.mesh.channels {
            if let Some(a) = self.decide(c) {
                acts.push(a);
            }
        }
        let mut moved = false;
        for (a, grants) in acts {
            self.log_channel(&a);
            // Arbitration pointers.
            self.arbs[a.c].granted(a.slot);
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
                let free = if late {
                    self.nis[c].inj.first_free()
                } else {
                    ni_free[c]
                };
                self.nis[c].load(&at, &layout, free);
            }
        }
        self.cycle += 1;
        if moved {
            self.last_move = self.cycle;
        }
    }

    /// A cycle with the synchronous reset high (`rtl/src/mway/mesh.rs`, "Reset"; the top's
    /// outputs are all 0 in it): at the edge every router buffer set, every node interface's
    /// injection and ejection set and every channel arbitrator return to their power-on
    /// state; every message in a buffer is lost (its track stays outstanding), the nodes'
    /// source queues are kept (the nodes offer them again). Nothing is loaded or moved.
    pub fn reset(&mut self) {
        let b = self.p.buffers;
        for s in self.sets.iter_mut().flatten() {
            *s = BufferSet::new(b);
        }
        for n in self.nis.iter_mut() {
            n.inj = BufferSet::new(b);
        }
        let ways = self.mesh.ways();
        for a in self.arbs.iter_mut() {
            *a = ChannelArbiter::new(ways);
        }
        self.replica_copies.clear();
        self.cycle += 1;
        self.last_move = self.cycle;
    }

    /// Messages generated at or after `cycle` and not yet complete (after a reset at
    /// `cycle - 1` and a drain: must be 0, nothing sent after a reset is lost).
    pub fn outstanding_born_since(&self, cycle: u64) -> usize {
        self.tracks.values().filter(|t| t.born >= cycle).count()
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
