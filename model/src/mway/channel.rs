//! The m-way channel (paper, Sections 2 and 2.4): up to m attached drivers (router buffer
//! sets and the node interface's injection set), one of which drives the channel in a
//! cycle, and up to m receivers (router buffer sets and the node's ejection set), all of
//! which see every flit.
//!
//! # Lines
//! * `Flit` ([`ChFlit`]): Tag, Buf and W data bits, from the granted driver.
//! * `Pri`: in the paper the wired-OR of the requesting drivers' priorities; every attached
//!   unit then computes the same winner. Here one explicit [`ChannelArbiter`] per channel
//!   (it stands for the identical copies in the attached routers) takes each slot's
//!   request and priority.
//! * `Ack_out` per receiver and `Ack` = AND of the addressed receivers' `Ack_out` (a header's
//!   Ways, or the buffers matching a body flit's (Drv, Buf); an empty AND is 1, which is how
//!   an orphan body flit leaves its driver). `Drop` (our addition) = OR of the receivers'
//!   bad-header flags: the transfer is refused everywhere and the driver discards the
//!   message.
//! * `Stat` per receiver: "has a free buffer" (availability) and the full bits of its
//!   buffers (read through the (Drv, Buf) match as the driver's `RF`). An absent receiver's
//!   `Stat` reads available.
//!
//! # Arbitration (our choice; the paper leaves the priority function to its reference 5)
//! Two priority levels: a body or tail flit has priority 1, a header 0, so messages already
//! past a channel drain first (their receivers are allocated, so they cannot be refused) and
//! headers retry in the gaps. A header still gets the channel: the body flits on a channel
//! belong to the finitely many messages whose headers crossed it. Among equal priorities the
//! grant is round-robin over the slots: the first requesting slot at or after the pointer,
//! which then moves past the granted slot.

//!
//! # The channel block ([`ChannelModel`], `rtl/src/mway/channel.rs`)
//! One channel's arbiter and reductions as a clocked block with `m` driver slots and `m`
//! receiver slots; the only register is the arbitrator's pointer. Everything else is
//! combinational from the driver and receiver lines of the same cycle. The network engine
//! ([`super::network`]) calls the same functions ([`ChannelArbiter::grant`],
//! [`addressed`], [`chain_in`], [`all_ack`], [`ways_bad`], [`avail`], [`rf_lines`]), so a
//! mesh is these channel decisions plus the routers' buffer state.
//!
//! Inputs (slot `s` of `m`, `B` buffers per set, `BB` = Buf bits):
//! | port | bits | meaning |
//! |------|------|---------|
//! | `req` | m | bit s: driver s requests the channel |
//! | `pri` | m | bit s: driver s's priority (1 = body/tail, 0 = header) |
//! | `part` | m | bit s: driver s takes a partial header transfer (MST-replica with two free buffers, plain MST with `partial`) |
//! | `drv_tag_s`, `drv_buf_s`, `drv_data_s` | 2, BB, W | driver s's flit (Tag, Buf, Flit lines) |
//! | `present` | m | bit w: a receiver is attached at slot w (tie-off of the channel instance) |
//! | `hit` | m | bit w: receiver w holds a buffer matching the channel's (Drv, Buf) |
//! | `can_ack` | m | bit w: receiver w can take the channel's header (reservation or free buffer) |
//! | `ack_out` | m | bit w: receiver w's `Ack_out` |
//! | `bad` | m | bit w: receiver w's check failed (a header's Length or Region; a first-hop body or tail flit disagreeing with Len) |
//! | `free` | m | bit w: receiver w has a free buffer |
//! | `full_w` | m * B | receiver w: bit `s * B + b` = it holds a full buffer matching (s, b) |
//! | `rst` | 1 | synchronous reset (last input; absent: low): the arbitrator's pointer returns to its power-on value at the edge; this cycle's outputs are unaffected (in a mesh every attached block is in reset too and drives idle lines) |
//!
//! Outputs:
//! | port | bits | meaning |
//! |------|------|---------|
//! | `grant` | m | one-hot granted driver slot, 0 if none |
//! | `valid` | 1 | a flit is on the channel |
//! | `ch_tag`, `ch_buf`, `ch_data` | 2, BB, W | the granted driver's flit (all zero when idle) |
//! | `ch_drv` | S | the granted slot (Drv of the flit) |
//! | `addressed` | m | a header's Ways (`ch_data[m-1:0]`), else `hit` (0 when idle) |
//! | `chain` | m | bit w: every addressed receiver below w can ack (`can_ack`): the ordered reservation's prefix AND |
//! | `ack` | 1 | `valid && !drop &&` AND over the addressed receivers of `ack_out` |
//! | `drop` | 1 | the flit is refused everywhere and its driver discards the message: `drop_ways` or OR over addressed receivers of `bad` |
//! | `drop_ways` | 1 | a header whose Ways is empty or names an absent receiver |
//! | `partial` | 1 | a header not acked by all goes to the acking receivers anyway: `part` of the granted driver, no `drop`, no `ack`, some addressed receiver acks |
//! | `avail` | m | Stat availability: `free | !present` (an absent receiver reads available) |
//! | `rf` | m * B | Stat full status: OR over receivers of `full_w` (driver s's buffer b reads bit `s * B + b` as its `RF`) |
//!
//! Latency 0 (all outputs combinational); the pointer moves past the granted slot at the
//! edge.

use crate::flit::Tag;
use crate::{CycleModel, PortSpec};

/// One flit on the channel lines. `id` is a model-only trace of the message (not a line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ChFlit {
    pub tag: Tag,
    /// The driver's buffer number (Buf).
    pub buf: u8,
    pub data: u64,
    /// Model trace: the message this flit belongs to.
    pub id: u32,
}

/// Channel arbitrator: highest priority first, round-robin among equals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChannelArbiter {
    slots: usize,
    ptr: usize,
}

impl ChannelArbiter {
    pub fn new(slots: usize) -> Self {
        assert!((1..=32).contains(&slots));
        ChannelArbiter { slots, ptr: 0 }
    }
    pub fn pointer(&self) -> usize {
        self.ptr
    }
    /// The granted slot for the requests `pri[slot]` (None = no request).
    pub fn grant(&self, pri: &[Option<u8>]) -> Option<usize> {
        let top = pri.iter().flatten().max()?;
        (0..self.slots)
            .map(|i| (self.ptr + i) % self.slots)
            .find(|&s| pri[s] == Some(*top))
    }
    /// Grant and move the pointer past the granted slot (clock edge).
    pub fn step(&mut self, pri: &[Option<u8>]) -> Option<usize> {
        let g = self.grant(pri);
        if let Some(s) = g {
            self.granted(s);
        }
        g
    }
    /// Clock edge after [`ChannelArbiter::grant`] gave `slot` the channel.
    pub fn granted(&mut self, slot: usize) {
        self.ptr = (slot + 1) % self.slots;
    }
}

/// The receivers addressed by the flit on the channel: a header's Ways (`ways`, bit per
/// slot), a body or tail flit's matching receivers (`hit`), nothing when idle.
pub fn addressed(tag: Tag, ways: u32, hit: u32) -> u32 {
    match tag {
        Tag::Idle => 0,
        Tag::Head => ways,
        Tag::Body | Tag::Tail => hit,
    }
}

/// The ordered reservation's prefix chain: bit w set when every addressed receiver below
/// slot w can ack (`can_ack`). A receiver of an ordered algorithm allocates a free buffer
/// only with its chain bit set (a reservation it already holds acks regardless).
pub fn chain_in(addressed: u32, can_ack: u32, slots: usize) -> u32 {
    let mut chain = 0u32;
    let mut ok = true;
    for w in 0..slots {
        if ok {
            chain |= 1 << w;
        }
        if addressed >> w & 1 == 1 && can_ack >> w & 1 == 0 {
            ok = false;
        }
    }
    chain
}

/// `Ack`: the AND of the addressed receivers' `Ack_out` (an empty AND is 1).
pub fn all_ack(addressed: u32, ack_out: u32) -> bool {
    addressed & !ack_out == 0
}

/// A header's Ways names no receiver or an absent one.
pub fn ways_bad(ways: u32, present: u32) -> bool {
    ways == 0 || ways & !present != 0
}

/// A refused header still goes to the receivers that ack (`ack_out`) when its driver
/// takes a partial transfer (`part`) and at least one addressed receiver acks.
pub fn partial(part: bool, addressed: u32, ack_out: u32) -> bool {
    part && addressed & ack_out != 0
}

/// Stat availability: a receiver with a free buffer, or no receiver at all.
pub fn avail(free: u32, present: u32) -> u32 {
    free | !present
}

/// Stat full status: the OR of the receivers' full lines.
pub fn rf_lines(full: &[u64]) -> u64 {
    full.iter().fold(0, |a, f| a | f)
}

/// Parameters of one channel block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChannelShape {
    /// Slots (m): drivers and receivers.
    pub m: usize,
    /// Buffers per set (B).
    pub b: usize,
    /// Flit data bits (W).
    pub w: usize,
    /// Buf field bits.
    pub buf_bits: usize,
    /// Slot index bits (`ch_drv`).
    pub slot_bits: usize,
}

impl ChannelShape {
    pub fn new(m: usize, b: usize, w: usize) -> Self {
        assert!((2..=8).contains(&m), "m = {m} slots: 2..=8");
        assert!((1..=8).contains(&b), "B = {b} buffers: 1..=8");
        assert!(m * b <= 64, "m * B = {} full lines: at most 64", m * b);
        assert!(
            m < w && w <= 64,
            "W = {w}: the Ways field (m = {m} bits) must fit"
        );
        ChannelShape {
            m,
            b,
            w,
            buf_bits: super::format::bits_for(b - 1).max(1),
            slot_bits: super::format::bits_for(m - 1).max(1),
        }
    }
    pub fn input_ports(&self) -> Vec<PortSpec> {
        let m = self.m;
        let mut v = vec![
            PortSpec::new("req", m),
            PortSpec::new("pri", m),
            PortSpec::new("part", m),
        ];
        for s in 0..m {
            v.push(PortSpec::new(format!("drv_tag_{s}"), 2));
            v.push(PortSpec::new(format!("drv_buf_{s}"), self.buf_bits));
            v.push(PortSpec::new(format!("drv_data_{s}"), self.w));
        }
        for n in ["present", "hit", "can_ack", "ack_out", "bad", "free"] {
            v.push(PortSpec::new(n, m));
        }
        for w in 0..m {
            v.push(PortSpec::new(format!("full_{w}"), m * self.b));
        }
        v.push(PortSpec::new("rst", 1));
        v
    }
    pub fn output_ports(&self) -> Vec<PortSpec> {
        let m = self.m;
        vec![
            PortSpec::new("grant", m),
            PortSpec::new("valid", 1),
            PortSpec::new("ch_tag", 2),
            PortSpec::new("ch_buf", self.buf_bits),
            PortSpec::new("ch_data", self.w),
            PortSpec::new("ch_drv", self.slot_bits),
            PortSpec::new("addressed", m),
            PortSpec::new("chain", m),
            PortSpec::new("ack", 1),
            PortSpec::new("drop", 1),
            PortSpec::new("drop_ways", 1),
            PortSpec::new("partial", 1),
            PortSpec::new("avail", m),
            PortSpec::new("rf", m * self.b),
        ]
    }
}

/// The channel block's golden model (ports in the module doc): the channel arbitrator plus
/// the reductions, built from the same functions the network engine uses.
#[derive(Clone, Debug)]
pub struct ChannelModel {
    pub shape: ChannelShape,
    pub arb: ChannelArbiter,
}

impl ChannelModel {
    pub fn new(shape: ChannelShape) -> Self {
        ChannelModel {
            shape,
            arb: ChannelArbiter::new(shape.m),
        }
    }
}

impl CycleModel for ChannelModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.shape.input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.shape.output_ports()
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let m = self.shape.m;
        let mask = (1u64 << m) - 1;
        let (req, pri, part) = (v[0], v[1], v[2]);
        let lines: Vec<Option<u8>> = (0..m)
            .map(|s| (req >> s & 1 == 1).then_some((pri >> s & 1) as u8))
            .collect();
        let rx = 3 + 3 * m;
        let [present, hit, can_ack, ack_out, bad, free] =
            std::array::from_fn(|i| (v[rx + i] & mask) as u32);
        let full = &v[rx + 6..rx + 6 + m];
        let grant = self.arb.step(&lines);
        // `rst` (the last input; absent: low): the arbitrator's pointer returns to its
        // power-on value at the edge, this cycle's outputs are unaffected.
        if v.get(rx + 6 + m).is_some_and(|&r| r & 1 == 1) {
            self.arb = ChannelArbiter::new(m);
        }
        let (tag, buf, data, drv) = match grant {
            Some(s) => (
                Tag::from_bits(v[3 + 3 * s]),
                v[4 + 3 * s],
                v[5 + 3 * s],
                s as u64,
            ),
            None => (Tag::Idle, 0, 0, 0),
        };
        let addr = addressed(tag, (data & mask) as u32, hit);
        let head = tag == Tag::Head;
        let drop_ways = head && ways_bad(addr, present);
        let drop = drop_ways || addr & bad != 0;
        let ack = grant.is_some() && !drop && all_ack(addr, ack_out);
        let part = grant.is_some_and(|s| part >> s & 1 == 1);
        let partial = head && !drop && !ack && partial(part, addr, ack_out);
        vec![
            grant.map_or(0, |s| 1 << s),
            grant.is_some() as u64,
            tag as u64,
            buf,
            data,
            drv,
            addr as u64,
            chain_in(addr, can_ack, m) as u64,
            ack as u64,
            drop as u64,
            drop_ways as u64,
            partial as u64,
            avail(free, present) as u64 & mask,
            rf_lines(full),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn priority_then_round_robin() {
        let mut a = ChannelArbiter::new(5);
        let all_hdr = [Some(0), None, Some(0), Some(0), None];
        let seq: Vec<_> = (0..6).map(|_| a.step(&all_hdr).unwrap()).collect();
        assert_eq!(seq, vec![0, 2, 3, 0, 2, 3]);
        // A body flit (priority 1) beats headers whatever the pointer.
        let mixed = [Some(0), None, Some(0), Some(1), None];
        assert_eq!(a.step(&mixed), Some(3));
        assert_eq!(a.step(&mixed), Some(3));
        assert_eq!(a.pointer(), 4);
        let two = [Some(1), None, Some(0), Some(1), None];
        assert_eq!(a.step(&two), Some(0), "wraps to slot 0");
        assert_eq!(a.step(&two), Some(3));
        assert_eq!(a.step(&[None; 5]), None);
        assert_eq!(a.pointer(), 4, "no grant, no move");
    }

    #[test]
    fn every_persistent_requester_served_within_m_grants() {
        let mut a = ChannelArbiter::new(7);
        let req = [Some(0); 7];
        let mut g: Vec<_> = (0..7).map(|_| a.step(&req).unwrap()).collect();
        g.sort();
        assert_eq!(g, (0..7).collect::<Vec<_>>());
    }

    #[test]
    fn chain_is_the_prefix_and_of_can_ack() {
        // Ways X+ (0), Y+ (2), node (4); Y+ cannot ack: the node's chain bit is clear.
        assert_eq!(chain_in(0b10101, 0b10001, 5), 0b00111);
        assert_eq!(chain_in(0b10101, 0b10101, 5), 0b11111);
        // An unaddressed receiver never breaks the chain.
        assert_eq!(chain_in(0b00001, 0b00000, 3), 0b001);
        assert!(all_ack(0b101, 0b111) && !all_ack(0b101, 0b011) && all_ack(0, 0));
        assert!(ways_bad(0, 0b111) && ways_bad(0b1000, 0b111) && !ways_bad(0b10, 0b111));
    }

    #[test]
    fn channel_block_by_hand() {
        let mut ch = ChannelModel::new(ChannelShape::new(3, 2, 16));
        // Slot 0 sends a header for Ways 0b110 (receivers 1 and 2), slot 2 a body flit.
        let mut v = vec![0b101, 0b100, 0b001];
        v.extend([1, 0, 0b110, 0, 0, 0, 2, 1, 0xabcd]);
        // present, hit, can_ack, ack_out, bad, free, full_0..2
        v.extend([0b111, 0b001, 0b111, 0b011, 0, 0b010, 0b000100, 0b010000, 0]);
        let o = ch.step(&v);
        // The body flit (priority 1) wins; its hit receiver 0 acks.
        assert_eq!(&o[..6], &[0b100, 1, 2, 1, 0xabcd, 2]);
        assert_eq!(
            (o[6], o[8], o[9], o[12], o[13]),
            (0b001, 1, 0, 0b010, 0b010100)
        );
        // Now only the header: receiver 2 does not ack, so no Ack; receiver 1 does and the
        // driver takes a partial transfer.
        v[0] = 0b001;
        let o = ch.step(&v);
        assert_eq!(
            (o[0], o[2], o[6], o[7], o[8], o[9]),
            (0b001, 1, 0b110, 0b111, 0, 0)
        );
        assert_eq!(o[11], 1, "partial");
        // Receiver 1 reports a bad header: dropped everywhere.
        let rx = 3 + 3 * 3;
        v[rx + 4] = 0b010;
        let o = ch.step(&v);
        assert_eq!((o[8], o[9], o[10], o[11]), (0, 1, 0, 0));
        // Ways naming an absent receiver.
        v[rx] = 0b011;
        let o = ch.step(&v);
        assert_eq!((o[9], o[10], o[12]), (1, 1, 0b110));
    }
}
