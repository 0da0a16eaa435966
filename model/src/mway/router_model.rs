//! One m-way router as a clocked block ([`RouterModel`]): the golden model of
//! `rtl/src/mway/router.rs`, cut at the boundary and in the phases that [`super::router`]
//! plans (paper, Section 2.1, Figure 2; buffer state of Figure 4).
//!
//! Router `R_{c,d}` has two interfaces, `lo` (its lower channel `c`) and `up` (its upper
//! channel `c + e_d`). On each interface it has one receiver (a buffer set with its
//! allocation/mapping unit) and one driver (the other set's buffer arbitrator):
//!
//! | interface | receiver (way) | driver (slot) |
//! |-----------|----------------|---------------|
//! | `lo` | `DIM+` set, way `2d` | `DIM-` set, slot `2d + 1` |
//! | `up` | `DIM-` set, way `2d + 1` | `DIM+` set, slot `2d` |
//!
//! Slots are ways: every dimension has k > 2, so m = 2 dims + 1 on every channel
//! ([`RouterShape::new`] refuses k = 2).
//!
//! # Ports (per interface, prefix `lo_` or `up_`; `M` = m, `B` buffers, `BB` Buf bits, `S` slot bits)
//! Input `coord` (sum of the coordinate bits, dimension 0 lowest): the lower channel's
//! coordinates, a tie-off of the router instance (the upper channel's are `coord + e_d`).
//!
//! Inputs: the channel block's lines ([`super::channel`]) and the channel's `Ack_out` lines.
//! | port | bits | phase | meaning |
//! |------|------|-------|---------|
//! | `avail` | M | 2 | Stat availability per receiver slot |
//! | `rf` | M * B | 2 | Stat full lines (bit `s * B + b`) |
//! | `valid` | 1 | 4 | a flit is on the channel |
//! | `ch_drv` | S | 4 | the granted slot (the flit's Drv) |
//! | `ch_tag`, `ch_buf`, `ch_data` | 2, BB, W | 4 | the flit |
//! | `chain` | M | 6 | the ordered reservation's prefix AND |
//! | `ack`, `drop`, `partial` | 1 each | 8 | the channel's outcome |
//! | `ack_lines` | M | 8 | every receiver's `Ack_out` (the driver latches `ack_lines & Ways` into `rsv` on a refusal, into `cur` on a partial transfer) |
//!
//! Outputs:
//! | port | bits | phase | meaning |
//! |------|------|-------|---------|
//! | `free` | 1 | 1 | the receiving set has a free buffer |
//! | `full` | M * B | 1 | bit `s * B + b`: a receiving buffer matching (s, b) is full (never under virtual cut-through) |
//! | `req`, `pri`, `part` | 1 each | 3 | the driving set requests, its priority (1 body/tail, 0 header), partial transfer allowed (MST-replica: 2 free buffers; plain MST with `partial`) |
//! | `drv_tag`, `drv_buf`, `drv_data` | 2, BB, W | 3 | the buffer arbitrator's pick (zero without a request) |
//! | `hit` | 1 | 5 | a receiving buffer matches the channel's (Drv, Buf) |
//! | `can_ack` | 1 | 5 | header: a reservation for (Drv, Buf) or a free buffer |
//! | `bad` | 1 | 5 | header addressed here: Len or Region check failed; body/tail: first-hop Len disagrees |
//! | `ack_out` | 1 | 7 | header: reservation, or free buffer and (unordered or `chain`); body/tail: `hit` |
//!
//! All outputs of phases 5 and 7 are 0 when `valid` is low. Latency 0 (Mealy); the
//! registers change at the edge.
//!
//! Input `rst` (1 bit, the last input port): the synchronous reset ("Reset").
//!
//! # Reset
//! `rst` (the last input port) is synchronous and active high.
//! In a cycle with `rst` high every output of both interfaces is 0 (no free buffer, no
//! request, no flit, no answer) and the channel lines are ignored; each edge with `rst` high
//! returns the router to its power-on state: every buffer of both sets free (`A`, `hdr`,
//! `tail`, `hsent`, `discard` clear, `rcvd`/`sent` 0, `out`/`cur`/`rsv` empty: every message
//! and reservation in the router lost) and both buffer arbitrators' pointers at buffer 0.
//! The data registers (`drv`, `buf`, `len`, region, flit entries) are not cleared: a buffer
//! writes them before it reads them, as after a free. D = 0: the router is at its power-on
//! state in the first cycle with `rst` low. Reset the neighbours with the router: both
//! channel blocks (their arbitrators' pointers back to slot 0) and every block attached to
//! its two channels (routers and node interfaces), in the same cycles, so every channel is
//! idle while `rst` is high and the first cycle after it sees only power-on blocks; a message
//! that had entered any of them is lost (a node drops the flits of a message whose tail had
//! not arrived and offers its next message again), a message still in a node's source queue
//! is offered again after the reset. Without a reset the registers start from their initial
//! values (an FPGA bitstream loads them); tie `rst` low then.
//!
//! # The edge
//! Every decision is taken from the registers at the start of the cycle. Per set, the
//! receiving side is applied first (header written or reserved, body/tail stored, first-hop
//! length error frees), then the driving side (pointer, header sent or refused, replica,
//! flit sent, discard), then the replica copies the original's flits (including one
//! received in this cycle). A replica goes in the highest buffer free at the start of the
//! cycle, a received header in the reserved or lowest free one: with two free buffers they
//! differ.
//!
//! # Against the network engine
//! [`RouterProbe`] reads one router's boundary off a running [`MwayNet`]: its inputs from the
//! channel blocks ([`ChannelModel`]) fed with [`MwayNet::channel_lines`], and the outputs
//! the engine's own lines give. `model/tests/mway_router_model.rs` replays them into
//! [`RouterModel`] and compares every output every cycle.

use super::buffer::{Buffer, BufferSet};
use super::channel::{ChFlit, ChannelModel, ChannelShape};
use super::format::{Header, Layout};
use super::mesh::{Coord, Mesh};
use super::network::MwayNet;
use super::params::{Algorithm, MwayParams, ParamError};
use super::router::Router;
use super::routing::{check, route, split, suffix_region};
use crate::flit::Tag;
use crate::{CycleModel, PortSpec};

/// Interface index of the lower channel.
pub const LO: usize = 0;
/// Interface index of the upper channel.
pub const UP: usize = 1;
const PREFIX: [&str; 2] = ["lo", "up"];

/// Parameters of one router block.
#[derive(Clone, Debug)]
pub struct RouterShape {
    pub p: MwayParams,
    pub mesh: Mesh,
    pub layout: Layout,
    /// The router's dimension d.
    pub dim: usize,
    /// m: slots per channel (2 dims + 1).
    pub m: usize,
    pub b: usize,
    pub w: usize,
    pub buf_bits: usize,
    pub slot_bits: usize,
    /// Bits of the `coord` port.
    pub coord_bits: usize,
}

impl RouterShape {
    pub fn new(p: &MwayParams, dim: usize) -> Result<Self, ParamError> {
        p.validate()?;
        if let Some(k) = p.k.iter().find(|&&k| k <= 2) {
            return Err(ParamError(format!(
                "parameter `k` = {k} is out of range: the router block needs k > 2 in every \
                 dimension (m = 2 dims + 1 slots, slot = way)"
            )));
        }
        if dim >= p.dims() {
            return Err(ParamError(format!(
                "parameter `dim` = {dim} is out of range: allowed 0..{}",
                p.dims()
            )));
        }
        let layout = Layout::new(p)?;
        let m = layout.m;
        if m * p.buffers > 64 {
            return Err(ParamError(format!(
                "parameters `buffers` = {} and m = {m}: m * B full lines must be at most 64",
                p.buffers
            )));
        }
        Ok(RouterShape {
            mesh: Mesh::new(&p.k),
            dim,
            m,
            b: p.buffers,
            w: p.w,
            buf_bits: layout.buf_bits,
            slot_bits: super::format::bits_for(m - 1).max(1),
            coord_bits: layout.coord_bits.iter().sum(),
            layout,
            p: p.clone(),
        })
    }

    /// Ports per interface, inputs: name and width.
    fn in_port_list(&self) -> Vec<(&'static str, usize)> {
        let (m, b) = (self.m, self.b);
        vec![
            ("avail", m),
            ("rf", m * b),
            ("valid", 1),
            ("ch_drv", self.slot_bits),
            ("ch_tag", 2),
            ("ch_buf", self.buf_bits),
            ("ch_data", self.w),
            ("chain", m),
            ("ack", 1),
            ("drop", 1),
            ("partial", 1),
            ("ack_lines", m),
        ]
    }

    fn out_port_list(&self) -> Vec<(&'static str, usize)> {
        vec![
            ("free", 1),
            ("full", self.m * self.b),
            ("req", 1),
            ("pri", 1),
            ("part", 1),
            ("drv_tag", 2),
            ("drv_buf", self.buf_bits),
            ("drv_data", self.w),
            ("hit", 1),
            ("can_ack", 1),
            ("bad", 1),
            ("ack_out", 1),
        ]
    }

    pub fn input_ports(&self) -> Vec<PortSpec> {
        let mut v = vec![PortSpec::new("coord", self.coord_bits)];
        for pre in PREFIX {
            for (n, w) in self.in_port_list() {
                v.push(PortSpec::new(format!("{pre}_{n}"), w));
            }
        }
        v.push(PortSpec::new("rst", 1));
        v
    }

    pub fn output_ports(&self) -> Vec<PortSpec> {
        let mut v = vec![];
        for pre in PREFIX {
            for (n, w) in self.out_port_list() {
                v.push(PortSpec::new(format!("{pre}_{n}"), w));
            }
        }
        v
    }

    /// Pack coordinates into the `coord` port.
    pub fn pack_coord(&self, at: &Coord) -> u64 {
        let mut v = 0u64;
        let mut pos = 0;
        for d in 0..self.mesh.dims() {
            v |= (at[d] as u64) << pos;
            pos += self.layout.coord_bits[d];
        }
        v
    }

    pub fn unpack_coord(&self, v: u64) -> Coord {
        let mut at = Coord::default();
        let mut pos = 0;
        for d in 0..self.mesh.dims() {
            let bits = self.layout.coord_bits[d];
            at[d] = (v >> pos & ((1u64 << bits) - 1)) as u8;
            pos += bits;
        }
        at
    }
}

/// The lines the router reads from one channel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChannelIn {
    pub avail: u32,
    pub rf: u64,
    pub valid: bool,
    pub drv: usize,
    pub tag: Tag,
    pub buf: usize,
    pub data: u64,
    pub chain: u32,
    pub ack: bool,
    pub drop: bool,
    pub partial: bool,
    pub ack_lines: u32,
}

impl ChannelIn {
    /// Read one interface's inputs from `v` (the ports of [`RouterShape::in_port_list`]).
    fn from_ports(v: &[u64]) -> Self {
        ChannelIn {
            avail: v[0] as u32,
            rf: v[1],
            valid: v[2] & 1 == 1,
            drv: v[3] as usize,
            tag: Tag::from_bits(v[4]),
            buf: v[5] as usize,
            data: v[6],
            chain: v[7] as u32,
            ack: v[8] & 1 == 1,
            drop: v[9] & 1 == 1,
            partial: v[10] & 1 == 1,
            ack_lines: v[11] as u32,
        }
    }
}

/// The buffer arbitrator's pick (phase 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    pub bi: usize,
    pub pri: u8,
    pub part: bool,
    pub tag: Tag,
    pub data: u64,
}

/// What the router drives on one channel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChannelOut {
    pub free: bool,
    pub full: u64,
    pub offer: Option<Offer>,
    pub hit: bool,
    pub can_ack: bool,
    pub bad: bool,
    pub ack_out: bool,
}

impl ChannelOut {
    fn to_ports(self) -> [u64; 12] {
        let o = self.offer;
        [
            self.free as u64,
            self.full,
            o.is_some() as u64,
            o.map_or(0, |o| o.pri as u64),
            o.is_some_and(|o| o.part) as u64,
            o.map_or(0, |o| o.tag as u64),
            o.map_or(0, |o| o.bi as u64),
            o.map_or(0, |o| o.data),
            self.hit as u64,
            self.can_ack as u64,
            self.bad as u64,
            self.ack_out as u64,
        ]
    }
}

/// One router's state: its two buffer sets with their buffer arbitrators.
#[derive(Clone, Debug)]
pub struct RouterModel {
    pub shape: RouterShape,
    /// `sets[LO]` = `DIM+` (receives on the lower channel, drives the upper),
    /// `sets[UP]` = `DIM-`.
    pub sets: [BufferSet; 2],
}

impl RouterModel {
    pub fn new(shape: RouterShape) -> Self {
        let b = shape.b;
        RouterModel {
            shape,
            sets: [BufferSet::new(b), BufferSet::new(b)],
        }
    }

    /// The way of interface `i`'s receiver.
    pub fn rx_way(&self, i: usize) -> usize {
        2 * self.shape.dim + i
    }
    /// The slot of interface `i`'s driver (the other set).
    pub fn tx_slot(&self, i: usize) -> usize {
        2 * self.shape.dim + 1 - i
    }
    /// Coordinates of interface `i`'s channel.
    fn at(&self, coord: &Coord, i: usize) -> Coord {
        let mut a = *coord;
        a[self.shape.dim] += i as u8;
        a
    }

    /// Phase 1: interface `i`'s receiver Stat lines (`free`, `full`).
    pub fn stat(&self, i: usize) -> (bool, u64) {
        let set = &self.sets[i];
        let mut full = 0u64;
        for r in &set.bufs {
            if r.a && r.hdr && !r.tail && r.held() >= self.shape.p.depth {
                full |= 1 << (r.drv as usize * self.shape.b + r.buf as usize);
            }
        }
        (set.first_free().is_some(), full)
    }

    /// Request and priority of buffer `bi` of the set driving interface `i`.
    fn request(&self, i: usize, bi: usize, avail: u32, rf: u64) -> Option<u8> {
        let p = &self.shape.p;
        let set = &self.sets[1 - i];
        let b = &set.bufs[bi];
        if !b.a || !b.hdr || b.discard || b.sent >= b.rcvd {
            return None;
        }
        if !b.hsent {
            if p.vct() && b.drv as usize == self.shape.mesh.node_way() && !b.tail {
                return None;
            }
            let unres = b.out & !b.cur & !b.rsv;
            if unres == 0 {
                return Some(0);
            }
            let ok = if p.algorithm.ordered() {
                let w0 = unres.trailing_zeros();
                avail >> w0 & 1 == 1
                    || (p.algorithm == Algorithm::Replica && b.rsv != 0 && set.free_count() >= 2)
            } else {
                unres & avail != 0
            };
            return ok.then_some(0);
        }
        if !p.vct() && rf >> (self.tx_slot(i) * self.shape.b + bi) & 1 == 1 {
            return None;
        }
        Some(1)
    }

    /// Phase 3: interface `i`'s driver (the buffer arbitrator's pick).
    pub fn offer(&self, i: usize, avail: u32, rf: u64) -> Option<Offer> {
        let set = &self.sets[1 - i];
        let mut req = 0u64;
        let mut pri = [0u8; 64];
        for bi in 0..set.bufs.len() {
            if let Some(x) = self.request(i, bi, avail, rf) {
                req |= 1 << bi;
                pri[bi] = x;
            }
        }
        let bi = set.arb.grant(req)?;
        let b = &set.bufs[bi];
        let part = match self.shape.p.algorithm {
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
            (Tag::Head, self.shape.layout.encode(&h))
        } else {
            let f = b.flits[b.sent];
            (f.tag, f.data)
        };
        Some(Offer {
            bi,
            pri: pri[bi],
            part,
            tag,
            data,
        })
    }

    /// Receiving buffer for a header of (`drv`, `buf`) in set `i`: its reservation (true)
    /// or the lowest free buffer (false).
    fn header_target(&self, i: usize, drv: usize, buf: usize) -> Option<(usize, bool)> {
        let set = &self.sets[i];
        match set.find_reserved(drv, buf) {
            Some(t) => Some((t, true)),
            None => set.first_free().map(|t| (t, false)),
        }
    }

    /// Phase 5: interface `i`'s receiver (`hit`, `can_ack`, `bad`).
    pub fn listen(&self, i: usize, coord: &Coord, l: &ChannelIn) -> (bool, bool, bool) {
        if !l.valid {
            return (false, false, false);
        }
        let sh = &self.shape;
        let set = &self.sets[i];
        let hit = set.bufs.iter().any(|r| r.matches(l.drv, l.buf));
        let w = self.rx_way(i);
        if l.tag == Tag::Head {
            let at = self.at(coord, i);
            let h = sh.layout.decode(l.data, &at);
            let me = h.ways >> w & 1 == 1;
            let len_bad = h.len == 0 || h.len as usize + 1 > sh.p.max_len;
            let bad = me && (len_bad || check(&h.region, &at, w, l.drv, &sh.mesh).is_err());
            let rsv = me && set.find_reserved(l.drv, l.buf).is_some();
            (hit, rsv || set.first_free().is_some(), bad)
        } else {
            let node = sh.mesh.node_way();
            let bad = set.bufs.iter().any(|r| {
                r.matches(l.drv, l.buf)
                    && sh.p.vct()
                    && r.drv as usize == node
                    && !r.discard
                    && (l.tag == Tag::Tail) != (r.rcvd == r.len as usize)
            });
            (hit, false, bad)
        }
    }

    /// Phase 7: interface `i`'s receiver `Ack_out`.
    pub fn answer(&self, i: usize, l: &ChannelIn) -> bool {
        if !l.valid {
            return false;
        }
        let set = &self.sets[i];
        if l.tag != Tag::Head {
            return set.bufs.iter().any(|r| r.matches(l.drv, l.buf));
        }
        let w = self.rx_way(i);
        let me = l.data >> w & 1 == 1;
        let rsv = me && set.find_reserved(l.drv, l.buf).is_some();
        let gate = !self.shape.p.algorithm.ordered() || l.chain >> w & 1 == 1;
        rsv || (set.first_free().is_some() && gate)
    }

    /// The clock edge, from the lines of all phases and the outputs computed from them.
    pub fn clock(&mut self, coord: &Coord, lines: &[ChannelIn; 2], outs: &[ChannelOut; 2]) {
        // Decisions from the registers at the start of the cycle.
        let targets: [Option<(usize, bool)>; 2] =
            std::array::from_fn(|i| self.header_target(i, lines[i].drv, lines[i].buf));
        let replica_slot: [Option<usize>; 2] = std::array::from_fn(|i| self.sets[i].last_free());
        for i in [LO, UP] {
            self.receive(i, coord, &lines[i], outs[i].ack_out, targets[i]);
        }
        let mut copies = vec![];
        for i in [LO, UP] {
            if let Some(c) = self.drive(i, coord, &lines[i], outs[i].offer, replica_slot[1 - i]) {
                copies.push((1 - i, c));
            }
        }
        for (s, (bi, ri)) in copies {
            let set = &mut self.sets[s];
            let o = set.bufs[bi].clone();
            let rep = &mut set.bufs[ri];
            rep.flits = o.flits;
            rep.rcvd = o.rcvd;
            rep.tail = o.tail;
            rep.discard = o.discard;
        }
    }

    /// Receiving side of the edge for interface `i`.
    fn receive(
        &mut self,
        i: usize,
        coord: &Coord,
        l: &ChannelIn,
        ack_out: bool,
        target: Option<(usize, bool)>,
    ) {
        if !l.valid || l.drop {
            if l.valid && l.tag != Tag::Head {
                // First-hop length error: the matching first-hop buffers are freed.
                let node = self.shape.mesh.node_way();
                for r in self.sets[i].bufs.iter_mut() {
                    if r.matches(l.drv, l.buf) && r.drv as usize == node {
                        *r = Buffer::default();
                    }
                }
            }
            return;
        }
        let sh = &self.shape;
        let w = self.rx_way(i);
        if l.tag == Tag::Head {
            if l.data >> w & 1 == 0 {
                return;
            }
            let Some((t, reserved)) = target else {
                return;
            };
            let dims = sh.mesh.dims();
            if l.ack || (l.partial && ack_out) {
                let at = self.at(coord, i);
                let h = sh.layout.decode(l.data, &at);
                let sub = split(&h.region, &at, w, dims);
                let out = route(&sub, &self.at(coord, 1 - i), dims);
                self.sets[i].bufs[t] = Buffer {
                    a: true,
                    drv: l.drv as u8,
                    buf: l.buf as u8,
                    rcvd: 1,
                    hdr: true,
                    region: sub,
                    class: h.class,
                    len: h.len,
                    out,
                    flits: vec![ChFlit {
                        tag: Tag::Head,
                        buf: l.buf as u8,
                        data: l.data,
                        id: 0,
                    }],
                    ..Default::default()
                };
            } else if ack_out && !reserved {
                self.sets[i].bufs[t] = Buffer {
                    a: true,
                    drv: l.drv as u8,
                    buf: l.buf as u8,
                    ..Default::default()
                };
            }
            return;
        }
        if !l.ack {
            return;
        }
        for r in self.sets[i].bufs.iter_mut() {
            if !r.matches(l.drv, l.buf) {
                continue;
            }
            if r.discard {
                if l.tag == Tag::Tail {
                    *r = Buffer::default();
                }
                continue;
            }
            r.flits.push(ChFlit {
                tag: l.tag,
                buf: l.buf as u8,
                data: l.data,
                id: 0,
            });
            r.rcvd += 1;
            r.tail = l.tag == Tag::Tail;
        }
    }

    /// Driving side of the edge for interface `i` (set `1 - i`); returns a replica to fill
    /// (original, replica).
    fn drive(
        &mut self,
        i: usize,
        coord: &Coord,
        l: &ChannelIn,
        offer: Option<Offer>,
        replica_slot: Option<usize>,
    ) -> Option<(usize, usize)> {
        let o = offer?;
        if !(l.valid && l.drv == self.tx_slot(i)) {
            return None;
        }
        let replica_alg = self.shape.p.algorithm == Algorithm::Replica;
        let at = self.at(coord, i);
        let dims = self.shape.mesh.dims();
        let set = &mut self.sets[1 - i];
        set.arb.step(1 << o.bi, true);
        let bi = o.bi;
        if l.drop {
            let b = &mut set.bufs[bi];
            if b.tail {
                *b = Buffer::default();
            } else {
                b.discard = true;
            }
            return None;
        }
        if o.tag == Tag::Head {
            let addressed = set.bufs[bi].out & !set.bufs[bi].cur;
            if !(l.ack || l.partial) {
                set.bufs[bi].rsv = l.ack_lines & addressed;
                return None;
            }
            let acked = if l.ack {
                addressed
            } else {
                l.ack_lines & addressed
            };
            let mut copy = None;
            if l.partial && replica_alg {
                let ri = replica_slot.expect("replica needs a free buffer");
                let orig = &set.bufs[bi];
                let rest = addressed & !acked;
                let rep = Buffer {
                    a: true,
                    drv: orig.drv,
                    buf: orig.buf,
                    hdr: true,
                    out: rest,
                    region: suffix_region(&orig.region, &at, rest.trailing_zeros() as usize, dims),
                    class: orig.class,
                    len: orig.len,
                    ..Default::default()
                };
                set.bufs[ri] = rep;
                set.bufs[bi].out = acked;
                copy = Some((bi, ri));
            }
            let b = &mut set.bufs[bi];
            b.cur |= acked;
            b.rsv = 0;
            if b.cur == b.out {
                b.hsent = true;
                b.sent = 1;
                b.freed = 1;
            }
            return copy;
        }
        if !l.ack {
            return None;
        }
        let b = &mut set.bufs[bi];
        b.sent += 1;
        b.freed = b.sent;
        if o.tag == Tag::Tail || b.sent >= b.rcvd && b.tail {
            *b = Buffer::default();
        }
        None
    }

    /// One cycle from unpacked lines: the outputs, then the edge.
    pub fn cycle(&mut self, coord: &Coord, lines: &[ChannelIn; 2]) -> [ChannelOut; 2] {
        let outs: [ChannelOut; 2] = std::array::from_fn(|i| {
            let l = &lines[i];
            let (free, full) = self.stat(i);
            let offer = self.offer(i, l.avail, l.rf);
            let (hit, can_ack, bad) = self.listen(i, coord, l);
            ChannelOut {
                free,
                full,
                offer,
                hit,
                can_ack,
                bad,
                ack_out: self.answer(i, l),
            }
        });
        self.clock(coord, lines, &outs);
        outs
    }
}

impl RouterModel {
    /// One cycle with the reset input (module doc, "Reset"): while `rst` is high every
    /// output is 0 and the lines are ignored; the edge returns to the power-on state.
    pub fn cycle_rst(
        &mut self,
        coord: &Coord,
        lines: &[ChannelIn; 2],
        rst: bool,
    ) -> [ChannelOut; 2] {
        if !rst {
            return self.cycle(coord, lines);
        }
        *self = RouterModel::new(self.shape.clone());
        [ChannelOut::default(); 2]
    }
}

impl CycleModel for RouterModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.shape.input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.shape.output_ports()
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let coord = self.shape.unpack_coord(v[0]);
        let n = self.shape.in_port_list().len();
        let lines = [
            ChannelIn::from_ports(&v[1..1 + n]),
            ChannelIn::from_ports(&v[1 + n..1 + 2 * n]),
        ];
        // `rst` last; vectors without it (recorded before the reset existed) run with it low.
        let rst = v.get(1 + 2 * n).is_some_and(|&r| r & 1 == 1);
        let outs = self.cycle_rst(&coord, &lines, rst);
        outs.iter().flat_map(|o| o.to_ports()).collect()
    }
}

/// Reads one router's boundary off a running mesh ([`MwayNet::channel_lines`] through the
/// two channel blocks): call [`RouterProbe::sample`] before every [`MwayNet::step`].
#[derive(Clone, Debug)]
pub struct RouterProbe {
    pub router: Router,
    pub shape: RouterShape,
    channels: [usize; 2],
    blocks: [ChannelModel; 2],
}

impl RouterProbe {
    pub fn new(net: &MwayNet, router: Router) -> Result<Self, ParamError> {
        let shape = RouterShape::new(&net.p, router.dim)?;
        let ch = ChannelShape::new(shape.m, shape.b, shape.w);
        Ok(RouterProbe {
            channels: [router.lower, router.upper(&net.mesh)],
            blocks: [ChannelModel::new(ch), ChannelModel::new(ch)],
            router,
            shape,
        })
    }

    /// The router's input vector this cycle and the outputs the engine's lines give.
    pub fn sample(&mut self, net: &MwayNet) -> (Vec<u64>, Vec<u64>) {
        let m = self.shape.m;
        let rx = 3 + 3 * m;
        let mut ins = vec![self.shape.pack_coord(&net.mesh.coord(self.router.lower))];
        let mut outs = vec![];
        for i in [LO, UP] {
            let c = self.channels[i];
            let v = net.channel_lines(c).expect("a mesh with k > 2");
            self.blocks[i].arb = net.arbs[c].clone();
            let o = self.blocks[i].step(&v);
            // avail, rf, valid, ch_drv, ch_tag, ch_buf, ch_data, chain, ack, drop, partial,
            // ack_lines
            ins.extend([
                o[12],
                o[13],
                o[1],
                o[5],
                o[2],
                o[3],
                o[4],
                o[7],
                o[8],
                o[9],
                o[11],
                v[rx + 3],
            ]);
            let w = 2 * self.router.dim + i;
            let s = 2 * self.router.dim + 1 - i;
            let bit = |x: u64, k: usize| x >> k & 1;
            outs.extend([
                bit(v[rx + 5], w),
                v[rx + 6 + w],
                bit(v[0], s),
                bit(v[1], s),
                bit(v[2], s),
                v[3 + 3 * s],
                v[4 + 3 * s],
                v[5 + 3 * s],
                bit(v[rx + 1], w),
                bit(v[rx + 2], w),
                bit(v[rx + 4], w),
                bit(v[rx + 3], w),
            ]);
        }
        ins.push(0); // rst
        (ins, outs)
    }
}

/// Record `cycles` cycles of router `router`'s boundary in a mesh `p` under saturated mixed
/// traffic (`broadcast` of the messages region broadcasts, a tenth of those the whole mesh;
/// bodies of 1..max_len - 1 flits). Returns (inputs, engine outputs) per cycle.
pub fn record(
    p: &MwayParams,
    router: Router,
    broadcast: f64,
    cycles: usize,
    seed: u64,
) -> Result<(Vec<Vec<u64>>, Vec<Vec<u64>>), ParamError> {
    record_with_bad(p, router, broadcast, 0, cycles, seed)
}

/// The bad messages of [`record_with_bad`], in turn: (source node, flits). Each is seen first
/// by `router`'s receivers (its channels are the sources' own), so the router's drop paths
/// run (issue 12, item 5): (0) a malformed region (`lo > hi` in the router's dimension) sent
/// up the dimension from the lower channel; (1) a header whose Len (3) disagrees with its
/// tail (one flit after the header), sent up from the lower channel; (2) a region that is
/// the upper channel's own node only, sent down the dimension from there (nothing to reach
/// through the router); (3) a body and a tail flit with no header, from the lower channel.
pub fn bad_messages(net: &MwayNet, router: Router) -> [(usize, Vec<(Tag, u64)>); 4] {
    let (lo, up, d) = (router.lower, router.upper(&net.mesh), router.dim);
    let (cl, cu) = (net.mesh.coord(lo), net.mesh.coord(up));
    let head = |ways: u32, region: super::mesh::Region, len: u16| {
        let h = Header {
            ways,
            class: 0,
            region,
            len,
        };
        (Tag::Head, net.layout.encode(&h))
    };
    let mut malformed = super::mesh::Region::node(cl);
    malformed.lo[d] = cu[d];
    [
        (
            lo,
            vec![head(1 << (2 * d), malformed, 1), (Tag::Tail, 0x11)],
        ),
        (
            lo,
            vec![
                head(1 << (2 * d), net.mesh.full_region(), 3),
                (Tag::Tail, 0x22),
            ],
        ),
        (
            up,
            vec![
                head(1 << (2 * d + 1), super::mesh::Region::node(cu), 1),
                (Tag::Tail, 0x33),
            ],
        ),
        (lo, vec![(Tag::Body, 0x44), (Tag::Tail, 0x55)]),
    ]
}

/// [`record`] with a bad message of [`bad_messages`] queued every `bad_every` cycles (in
/// turn; 0: none) at the source node the message names, behind its other traffic.
pub fn record_with_bad(
    p: &MwayParams,
    router: Router,
    broadcast: f64,
    bad_every: usize,
    cycles: usize,
    seed: u64,
) -> Result<(Vec<Vec<u64>>, Vec<Vec<u64>>), ParamError> {
    record_with_resets(p, router, broadcast, bad_every, cycles, seed, 0.0)
}

/// [`record_with_bad`] with random resets of the whole mesh ([`super::traffic::Resets`],
/// probability `resets` per cycle, 1 to 3 cycles each): in a cycle with `rst` high the
/// router's inputs are whatever the engine's channel lines are (the router must ignore
/// them), `rst` is 1 and the expected outputs are 0; the engine resets at the edge
/// ([`MwayNet::reset`]).
pub fn record_with_resets(
    p: &MwayParams,
    router: Router,
    broadcast: f64,
    bad_every: usize,
    cycles: usize,
    seed: u64,
    resets: f64,
) -> Result<(Vec<Vec<u64>>, Vec<Vec<u64>>), ParamError> {
    let mut rst = super::traffic::Resets::new(resets, seed);
    let mut net = MwayNet::new(p)?;
    let mut probe = RouterProbe::new(&net, router)?;
    let mut traffic = super::traffic::Saturated::new(broadcast, 0.1, p.max_len - 1, seed);
    let bad = bad_messages(&net, router);
    let (mut ins, mut outs) = (vec![], vec![]);
    for t in 0..cycles {
        if bad_every > 0 && t % bad_every == bad_every / 2 {
            let (src, flits) = bad[(t / bad_every) % bad.len()].clone();
            net.push_raw(src, flits);
        }
        traffic.feed(&mut net);
        let (mut i, mut o) = probe.sample(&net);
        if rst.next() {
            *i.last_mut().unwrap() = 1;
            o.iter_mut().for_each(|x| *x = 0);
            net.reset();
        } else {
            net.step();
        }
        ins.push(i);
        outs.push(o);
    }
    if !net.violations.is_empty() {
        return Err(ParamError(format!("mesh run: {:?}", net.violations)));
    }
    Ok((ins, outs))
}
