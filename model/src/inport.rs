//! Input port of the fat-tree switches (multidestination-worms paper, Sections 3, 4.1 and 5):
//! the link receiver with its input FIFO and credit return, the packet framer that checks
//! every packet, and the route decode. It turns the link into a *normalised packet stream*:
//! exactly `length` flits per packet (head with the LCA count already decremented when going
//! up, the bit-string, the payload, the last flit tagged tail), with the packet's route held
//! for the whole packet. Both switches attach their sinks (crossbar, chunk deserialiser, input
//! buffer) to this stream.
//!
//! Ports (sampled before the rising edge):
//! * in: `in_tag`, `in_data` (link flit), `out_ready` (the sink takes the offered flit this
//!   cycle), `up_credit_u` (free space downstream of up port `down + u`, 8 bits, for the
//!   adaptive up-port choice);
//! * out: `credit_out` (link credit: one pulse per flit popped from the FIFO, registered),
//!   `out_valid`, `out_tag`, `out_data` (the offered flit), `route_mask` (k bits), `route_ks`,
//!   `route_mc` (replicated in this switch: k_s > 1; Section 4.2.2 applies virtual
//!   cut-through only to those), `malformed_count` (16 bits,
//!   wraps), `overflow` (sticky: a flit arrived with the FIFO full, a link protocol error),
//!   `out_body` (a flit other than a head is offered: the offer's valid bit within a packet,
//!   which the RTL computes from registers only), `out_tail` (a tail is offered).
//!
//! # Line rate: header look-ahead
//! The framer is two machines on the one FIFO, so that a packet's header is collected and
//! decoded while the packet before it is still being sent (back-to-back packets leave at one
//! flit per cycle; the SP switch runs at link rate):
//! * the **scanner** ([`ScanState`]) watches each flit as it is *written* into the FIFO. It
//!   keeps the head and the bit-string flits in registers, decodes the route at the edge
//!   that writes the last bit-string flit (that flit straight from the link, the others from
//!   the registers), and writes the result for that head (its route, or *bad*) into the
//!   route store; it tracks packet boundaries with the sender's rules below
//!   and counts every malformed packet (`malformed_count`);
//! * the **sender** ([`FrameState`]) offers flits from the FIFO front: a head once the scanner
//!   has resolved it (with the forwarded head, LCA count decremented when going up, and the
//!   route), then the packet's other flits straight from the FIFO (cut-through), one per cycle
//!   while available and `out_ready`.
//!
//! The route store holds one entry per head that the scanner has resolved and the sender not
//! yet consumed; the model keeps it as a queue, the RTL as a RAM beside the FIFO addressed
//! like it (a head at the FIFO front is resolved unless it is the one the scanner is still
//! collecting).
//!
//! Timing: a flit on the link at cycle t is at the FIFO front at t+1. A head on the link at
//! t, its bit-string at t+1 .. t+B: decoded at the edge ending cycle t+B, offered from
//! t+1+B (the head waits in the FIFO only for its own bit-string). Packets that follow
//! each other on the link leave back to back.
//!
//! Malformed packets (counted in `malformed_count` by the scanner, nothing else disturbed):
//! * a body or tail flit with no head, a head or tail inside the bit-string, a length below
//!   B + 2 or above the configured maximum, an empty destination set: the packet is discarded
//!   (flits dropped up to its tail) before any flit of it is offered;
//! * a length that disagrees with the tail, found after the head was offered: a cut-through
//!   switch cannot recall the flits already sent, so the framer *keeps the declared length*:
//!   an early tail (or head) is passed on as a body flit and the rest of the packet is padded
//!   with zero flits; a late tail is replaced by tagging flit `length - 1` tail and dropping
//!   the flits after it up to the tail. Downstream sees a well-framed packet of the declared
//!   length, so buffer accounting (chunk reservations) stays exact.
//!
//! Both machines apply these rules to the same flit sequence, so they agree on every packet
//! boundary: from a head, the packet's flits are the B bit-string flits (a failure there, or
//! a bad length or an empty set, drops everything through the next tail), then payload flits
//! up to the first non-body flit or up to position `length - 1` (then, if that flit is not a
//! tail, everything through the next tail is dropped). While dropping, a **head starts the
//! next packet** (a lost tail costs one packet, not the next one too), also right after a
//! header that fails to decode; a head that arrives inside a bit-string is dropped with the
//! packet it interrupts and written into the FIFO as a body flit, so every head the sender
//! meets has its route entry.

use crate::cycle::{CycleModel, PortSpec};
use crate::flit::{mask, Flit, Tag};
use crate::packet::HeadLayout;
use crate::route::{Route, RouteConfig, UpPointer};
use std::collections::VecDeque;

/// Parameters of one input port.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InPortParams {
    pub route: RouteConfig,
    /// This port's index (for the deterministic up-port policy).
    pub input: usize,
    /// Input FIFO depth F in flits (the sender's initial credit).
    pub fifo: usize,
    /// Largest accepted packet length in flits.
    pub max_len: u64,
}

/// The scanner: where the flit written next into the FIFO falls in the packet stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScanState {
    /// Expecting a head.
    Idle,
    /// Collecting bit-string flit `b`.
    Hdr(usize),
    /// Expecting payload flit `pos` (> B) of a packet that passed its header checks.
    Pay(u64),
    /// Dropping flits up to and including a tail.
    Drop,
}

/// The sender: what it does with the FIFO front.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameState {
    /// Expecting a head (offered once resolved).
    Idle,
    /// Offering flit `pos` (>= 1) of the packet.
    Send(u64),
    /// Dropping flits up to and including a tail.
    Drop,
}

/// The flit offered to the sink, with the packet's route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    pub flit: Flit,
    pub mask: u64,
    pub ks: u32,
    pub mc: bool,
    /// First / last flit of the packet.
    pub first: bool,
    pub last: bool,
}

/// The input FIFO: a ring of flits (a power-of-two number of slots, at least the depth F).
/// It holds at most F flits: the port writes only when there is space (a flit arriving at a
/// full FIFO is an overflow and is lost). Equality and `Debug` see only the flits held,
/// front first, as for a `VecDeque`.
#[derive(Clone)]
pub struct FlitFifo {
    buf: Box<[Flit]>,
    head: usize,
    len: usize,
}

impl FlitFifo {
    /// An empty FIFO for up to `depth` flits.
    pub fn new(depth: usize) -> Self {
        FlitFifo {
            buf: vec![Flit::IDLE; depth.next_power_of_two()].into_boxed_slice(),
            head: 0,
            len: 0,
        }
    }
    #[inline]
    fn slot(&self, i: usize) -> usize {
        (self.head + i) & (self.buf.len() - 1)
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The oldest flit.
    #[inline]
    pub fn front(&self) -> Option<&Flit> {
        if self.len == 0 {
            None
        } else {
            Some(&self.buf[self.head])
        }
    }
    /// The newest flit.
    #[inline]
    pub fn back_mut(&mut self) -> Option<&mut Flit> {
        if self.len == 0 {
            None
        } else {
            let i = self.slot(self.len - 1);
            Some(&mut self.buf[i])
        }
    }
    #[inline]
    pub fn pop_front(&mut self) -> Option<Flit> {
        if self.len == 0 {
            None
        } else {
            let f = self.buf[self.head];
            self.head = self.slot(1);
            self.len -= 1;
            Some(f)
        }
    }
    /// Append a flit; the caller has checked the space (fewer than F flits held).
    #[inline]
    pub fn push_back(&mut self, f: Flit) {
        debug_assert!(self.len < self.buf.len(), "FIFO ring full");
        let i = self.slot(self.len);
        self.buf[i] = f;
        self.len += 1;
    }
    /// The flits held, front first.
    pub fn iter(&self) -> impl Iterator<Item = &Flit> + '_ {
        (0..self.len).map(move |i| &self.buf[self.slot(i)])
    }
}

impl PartialEq for FlitFifo {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}
impl Eq for FlitFifo {}

impl std::fmt::Debug for FlitFifo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Cycle model of one input port.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InPort {
    pub p: InPortParams,
    pub fifo: FlitFifo,
    /// Scanner.
    pub scan: ScanState,
    s_len: u64,
    head: u64,
    bs: Vec<u64>,
    /// Route store: the decision for each resolved head in the FIFO (`None`: discard it).
    routes: VecDeque<Option<Route>>,
    /// The adaptive up-port choice's round-robin pointer (`crate::route::UpPointer`).
    up_ptr: UpPointer,
    /// Sender.
    pub state: FrameState,
    len: u64,
    route: Route,
    pad: bool,
    credit: bool,
    pub malformed: u16,
    pub overflow: bool,
    /// `mask(W)`: the data bits a FIFO write keeps (fixed by `p`).
    dmask: u64,
    /// Test reference: every edge takes the general code ([`InPort::clock_streaming`] off),
    /// which must change nothing but the time taken.
    #[cfg(test)]
    general_only: bool,
    /// Test hook (a deliberate bug, off by default): while dropping, a head is dropped too
    /// instead of starting the next packet, i.e. issue 16's framer hole, where one lost tail
    /// costs the next good packet as well. The adversarial link-stream tests
    /// (`wormcast_testbench::adversarial`) must catch it.
    #[doc(hidden)]
    pub mutant_drop_through_head: bool,
}

impl InPort {
    pub fn new(p: InPortParams) -> Self {
        let b = p.route.bitstring_flits();
        InPort {
            fifo: FlitFifo::new(p.fifo),
            scan: ScanState::Idle,
            s_len: 0,
            head: 0,
            bs: vec![0; b],
            routes: VecDeque::with_capacity(p.fifo),
            up_ptr: p.route.up_pointer(p.input),
            state: FrameState::Idle,
            len: 0,
            route: Route {
                mask: 0,
                ks: 0,
                head: 0,
                up: false,
            },
            pad: false,
            credit: false,
            malformed: 0,
            overflow: false,
            dmask: mask(p.route.w),
            #[cfg(test)]
            general_only: false,
            mutant_drop_through_head: false,
            p,
        }
    }
    fn b(&self) -> u64 {
        self.bs.len() as u64
    }
    /// The sender's packet in progress: (next position, length), if any (formal ghosts and
    /// their model checks).
    pub fn sending(&self) -> Option<(u64, u64)> {
        match self.state {
            FrameState::Send(pos) => Some((pos, self.len)),
            _ => None,
        }
    }
    /// The credit pulse shown this cycle.
    pub fn credit_out(&self) -> bool {
        self.credit
    }
    /// No credit pulse shown, the FIFO empty, no decode due and nothing offered: a clock edge
    /// with no link flit changes nothing (the framer waits for the link).
    pub fn quiet(&self) -> bool {
        !self.credit
            && self.fifo.is_empty()
            && matches!(self.state, FrameState::Idle | FrameState::Drop)
    }
    /// The flit offered this cycle, if any.
    #[inline(always)]
    pub fn offer(&self) -> Option<Offer> {
        // A packet streaming through (the common case): the payload flit at the FIFO front,
        // tagged by its position (the general code below gives the same).
        if let FrameState::Send(pos) = self.state {
            if !self.pad && pos > self.b() {
                let data = self.fifo.front()?.data;
                let last = pos + 1 == self.len;
                let tag = if last { Tag::Tail } else { Tag::Body };
                return Some(Offer {
                    flit: Flit::new(tag, data),
                    mask: self.route.mask,
                    ks: self.route.ks,
                    mc: self.route.ks > 1,
                    first: false,
                    last,
                });
            }
        }
        self.offer_general()
    }

    /// [`InPort::offer`] in general (the reference for its streaming case).
    #[inline(never)]
    fn offer_general(&self) -> Option<Offer> {
        let front = self.fifo.front();
        let (pos, route, len) = match self.state {
            FrameState::Idle => {
                let f = front?;
                if f.tag != Tag::Head {
                    return None;
                }
                let r = self.routes.front()?.as_ref()?;
                (0, r, HeadLayout { w: self.p.route.w }.len(f.data))
            }
            FrameState::Send(pos) => (pos, &self.route, self.len),
            FrameState::Drop => return None,
        };
        let last = pos + 1 == len;
        let flit = if pos == 0 {
            Flit::new(Tag::Head, route.head)
        } else if pos <= self.b() {
            *front?
        } else {
            let tag = if last { Tag::Tail } else { Tag::Body };
            if self.pad {
                Flit::new(tag, 0)
            } else {
                Flit::new(tag, front?.data)
            }
        };
        Some(Offer {
            flit,
            mask: route.mask,
            ks: route.ks,
            mc: route.ks > 1,
            first: pos == 0,
            last,
        })
    }
    fn bad(&mut self) {
        self.malformed = self.malformed.wrapping_add(1);
    }
    /// The scanner's rule for a flit in state `Pay(pos)` (or the first payload flit after a
    /// good decode): the next scanner state.
    fn pay(&mut self, pos: u64, tag: Tag) -> ScanState {
        let last = pos + 1 == self.s_len;
        match (last, tag) {
            (false, Tag::Body) => ScanState::Pay(pos + 1),
            (false, _) => {
                // Early tail or head: the sender pads the packet.
                self.bad();
                ScanState::Idle
            }
            (true, Tag::Tail) => ScanState::Idle,
            (true, _) => {
                // Late tail: the sender truncates and drops through the tail.
                self.bad();
                ScanState::Drop
            }
        }
    }
    /// A head the scanner accepts (from Idle, or while dropping): the length check, then
    /// the bit-string.
    fn start_head(&mut self, head: u64) -> ScanState {
        self.s_len = HeadLayout { w: self.p.route.w }.len(head);
        if self.s_len < self.b() + 2 || self.s_len > self.p.max_len {
            self.bad();
            self.routes.push_back(None);
            ScanState::Drop
        } else {
            self.head = head;
            ScanState::Hdr(0)
        }
    }
    /// Decode the collected header (head and B bit-string flits) and write the result into
    /// the route store: the packet's payload follows, or it is dropped through its tail.
    fn decode(&mut self, up_credits: &[u32]) -> ScanState {
        match self.p.route.decode_next(
            &mut self.up_ptr,
            self.p.input,
            self.head,
            &self.bs,
            up_credits,
        ) {
            Ok(r) => {
                self.routes.push_back(Some(r));
                ScanState::Pay(self.b() + 1)
            }
            Err(_) => {
                self.bad();
                self.routes.push_back(None);
                ScanState::Drop
            }
        }
    }
    /// The scanner at the rising edge: `arrive` is the flit written into the FIFO at this
    /// edge (idle if none). Returns true when `arrive` is a head that the scanner drops (one
    /// inside a bit-string): it is kept in the FIFO as a body flit, so every head the sender sees has a route entry.
    fn scan_edge(&mut self, arrive: Flit, up_credits: &[u32]) -> bool {
        let a = arrive.tag;
        let mut drop_head = false;
        self.scan = match self.scan {
            _ if a == Tag::Idle => self.scan,
            ScanState::Idle => match a {
                Tag::Head => self.start_head(arrive.data),
                Tag::Body => {
                    self.bad();
                    ScanState::Drop
                }
                _ => {
                    self.bad();
                    ScanState::Idle
                }
            },
            ScanState::Hdr(b) => match a {
                Tag::Body => {
                    self.bs[b] = arrive.data;
                    if b + 1 == self.bs.len() {
                        // The last bit-string flit: the route is decoded at this edge.
                        self.decode(up_credits)
                    } else {
                        ScanState::Hdr(b + 1)
                    }
                }
                Tag::Tail => {
                    self.bad();
                    self.routes.push_back(None);
                    ScanState::Idle
                }
                t => {
                    self.bad();
                    self.routes.push_back(None);
                    drop_head = t == Tag::Head;
                    ScanState::Drop
                }
            },
            ScanState::Pay(pos) => self.pay(pos, a),
            ScanState::Drop => match a {
                Tag::Tail => ScanState::Idle,
                // A head while dropping starts the next packet: a lost tail costs one packet.
                Tag::Head if !self.mutant_drop_through_head => self.start_head(arrive.data),
                Tag::Head => {
                    drop_head = true;
                    ScanState::Drop
                }
                _ => ScanState::Drop,
            },
        };
        drop_head
    }
    /// The rising edge. `arrive` is the link flit of this cycle, `taken` whether the sink took
    /// the offered flit, `up_credits` the free space behind each up port.
    pub fn clock(&mut self, arrive: Flit, taken: bool, up_credits: &[u32]) {
        let offer = self.offer();
        self.clock_offered(arrive, taken, offer, up_credits);
    }

    /// [`InPort::clock`] given `offer`, the value [`InPort::offer`] showed during this cycle
    /// (the switch models compute it once per cycle; it is the same value).
    #[inline(always)]
    pub fn clock_offered(
        &mut self,
        arrive: Flit,
        taken: bool,
        offer: Option<Offer>,
        up_credits: &[u32],
    ) {
        debug_assert_eq!(offer, self.offer());
        // A packet streaming through: the fast path (a sending port is never quiet).
        if self.clock_streaming(arrive, taken, offer) {
            return;
        }
        // Nothing held and nothing arriving: the edge changes nothing (a fast path for the
        // network simulator; `quiet` rules out a pending credit, FIFO data and a decode).
        if arrive.tag == Tag::Idle && self.quiet() {
            return;
        }
        self.clock_general(arrive, taken, offer, up_credits);
    }

    /// Fast path for a packet streaming through (the common case of the network simulator):
    /// the sender past the bit-string and not padding, and the scanner in the payload or no
    /// flit arriving (the scanner then stays as it is). Does exactly what
    /// [`InPort::clock_general`] does in that case and returns true, else changes nothing and
    /// returns false (the test `fast_path_equals_general_code` compares the two).
    #[inline(always)]
    fn clock_streaming(&mut self, arrive: Flit, taken: bool, offer: Option<Offer>) -> bool {
        #[cfg(test)]
        if self.general_only {
            return false;
        }
        let FrameState::Send(pos) = self.state else {
            return false;
        };
        if self.pad || pos <= self.b() {
            return false;
        }
        let spos = match self.scan {
            ScanState::Pay(spos) => spos,
            _ if arrive.tag == Tag::Idle => 0,
            _ => return false,
        };
        // Sender: the payload flit at the FIFO front, if taken.
        let held = self.fifo.len();
        let pop = taken && offer.is_some();
        if pop {
            let t = self.fifo.pop_front().expect("offered from the FIFO").tag;
            self.state = if pos + 1 != self.len {
                // An early tail or head: pad the rest of the packet.
                self.pad = t != Tag::Body;
                FrameState::Send(pos + 1)
            } else if t == Tag::Tail {
                FrameState::Idle
            } else {
                // A late tail: drop through it.
                FrameState::Drop
            };
        }
        self.credit = pop;
        // FIFO write (space judged before this edge's pop) and scanner.
        if arrive.tag != Tag::Idle {
            if held >= self.p.fifo {
                self.overflow = true;
            } else {
                self.fifo
                    .push_back(Flit::new(arrive.tag, arrive.data & self.dmask));
                self.scan = self.pay(spos, arrive.tag);
            }
        }
        true
    }

    /// The edge in general (the reference for [`InPort::clock_streaming`]).
    #[inline(never)]
    fn clock_general(
        &mut self,
        arrive: Flit,
        taken: bool,
        offer: Option<Offer>,
        up_credits: &[u32],
    ) {
        // Sender.
        let mut pop = false;
        let front = self.fifo.front().copied();
        match (self.state, front) {
            (FrameState::Idle, Some(f)) => match f.tag {
                Tag::Head => {
                    if let Some(o) = offer {
                        if taken {
                            pop = true;
                            let r = self.routes.pop_front().flatten().expect("offered");
                            self.len = HeadLayout { w: self.p.route.w }.len(f.data);
                            self.route = r;
                            self.pad = false;
                            debug_assert!(!o.last);
                            self.state = FrameState::Send(1);
                        }
                    } else if let Some(None) = self.routes.front() {
                        pop = true;
                        self.routes.pop_front();
                        self.state = FrameState::Drop;
                    }
                }
                Tag::Body => {
                    pop = true;
                    self.state = FrameState::Drop;
                }
                _ => pop = true,
            },
            (FrameState::Send(pos), _) => {
                if taken && offer.is_some() {
                    let last = pos + 1 == self.len;
                    let mut next = if last {
                        FrameState::Idle
                    } else {
                        FrameState::Send(pos + 1)
                    };
                    if !self.pad {
                        pop = true;
                        let t = front.expect("offered from the FIFO").tag;
                        if pos > self.b() {
                            if !last && t != Tag::Body {
                                self.pad = true;
                            } else if last && t != Tag::Tail {
                                next = FrameState::Drop;
                            }
                        }
                    }
                    self.state = next;
                }
            }
            (FrameState::Drop, Some(f)) => match f.tag {
                // The scanner started a packet at this head: serve it from Idle.
                Tag::Head => self.state = FrameState::Idle,
                Tag::Tail => {
                    pop = true;
                    self.state = FrameState::Idle;
                }
                _ => pop = true,
            },
            (_, None) => {}
        }
        if pop {
            self.fifo.pop_front();
        }
        self.credit = pop;
        // FIFO write and scanner.
        let mut written = Flit::IDLE;
        if arrive.tag != Tag::Idle {
            // Space is judged before this edge's pop, as the credit protocol guarantees.
            if self.fifo.len() + pop as usize >= self.p.fifo {
                self.overflow = true;
            } else {
                written = Flit::new(arrive.tag, arrive.data & self.dmask);
                self.fifo.push_back(written);
            }
        }
        if self.scan_edge(written, up_credits) {
            self.fifo.back_mut().expect("just written").tag = Tag::Body;
        }
    }
}

/// The link FIFO must hold a packet's head and its B bit-string flits: the scanner routes a
/// packet only once they are all in the FIFO, so a shorter FIFO runs out of credits first
/// and the input stalls for ever. Shared by both switches' parameter checks.
pub fn check_fifo_holds_header(fifo: usize, r: &RouteConfig) -> Result<(), String> {
    let b = r.bitstring_flits();
    if fifo < b + 1 {
        return Err(format!(
            "invalid parameter fifo={fifo}: allowed at least {} flits at N = {} (the head and its {b} bit-string flits must fit)",
            b + 1,
            r.nodes
        ));
    }
    Ok(())
}

/// Port lists of a standalone input port.
pub fn input_ports(p: &InPortParams) -> Vec<PortSpec> {
    let mut v = vec![
        PortSpec::new("in_tag", 2),
        PortSpec::new("in_data", p.route.w),
        PortSpec::new("out_ready", 1),
    ];
    for u in 0..p.route.up() {
        v.push(PortSpec::new(format!("up_credit_{u}"), 8));
    }
    v
}
pub fn output_ports(p: &InPortParams) -> Vec<PortSpec> {
    vec![
        PortSpec::new("credit_out", 1),
        PortSpec::new("out_valid", 1),
        PortSpec::new("out_tag", 2),
        PortSpec::new("out_data", p.route.w),
        PortSpec::new("route_mask", p.route.k),
        PortSpec::new("route_ks", 4),
        PortSpec::new("route_mc", 1),
        PortSpec::new("malformed_count", 16),
        PortSpec::new("overflow", 1),
        PortSpec::new("out_body", 1),
        PortSpec::new("out_tail", 1),
    ]
}

impl CycleModel for InPort {
    fn input_ports(&self) -> Vec<PortSpec> {
        input_ports(&self.p)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        output_ports(&self.p)
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let o = self.offer();
        let out = vec![
            self.credit as u64,
            o.is_some() as u64,
            o.map(|o| o.flit.tag.bits()).unwrap_or(0),
            o.map(|o| o.flit.data).unwrap_or(0),
            o.map(|o| o.mask).unwrap_or(0),
            o.map(|o| o.ks as u64).unwrap_or(0),
            o.map(|o| o.mc as u64).unwrap_or(0),
            self.malformed as u64,
            self.overflow as u64,
            o.is_some_and(|o| !o.first) as u64,
            o.is_some_and(|o| o.last) as u64,
        ];
        let credits: Vec<u32> = v[3..].iter().map(|&c| c as u32).collect();
        self.clock(
            Flit::new(Tag::from_bits(v[0]), v[1]),
            v[2] & 1 == 1,
            &credits,
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::packet::Packet;
    use crate::route::{fat_tree_reach, UpPolicy};

    /// The flits (W = 16, N = 16) of a unicast to the one-word destination set `dest` with LCA
    /// count `count` and payload 5, 6: the well-formed packet the malformed-input tests send
    /// after the bad ones.
    fn unicast_flits(count: u64, dest: u64) -> Vec<Flit> {
        Packet {
            multicast: false,
            count,
            dests: vec![dest],
            payload: vec![5, 6],
        }
        .flits(16, 16)
    }

    fn port() -> InPort {
        InPort::new(InPortParams {
            route: RouteConfig {
                k: 4,
                down: 2,
                nodes: 16,
                w: 16,
                reach: fat_tree_reach(16, 16, 2, 0, 16),
                policy: UpPolicy::Adaptive,
            },
            input: 1,
            fifo: 8,
            max_len: 40,
        })
    }

    /// Drive a flit sequence (always ready) and collect the offered stream.
    fn run(p: &mut InPort, flits: &[Flit], cycles: usize) -> Vec<Offer> {
        let mut out = vec![];
        let mut credits = 0;
        let mut i = 0;
        for _ in 0..cycles {
            let mut arrive = Flit::IDLE;
            // Honour credits: never more than `fifo` flits outstanding.
            if i < flits.len() && p.fifo.len() < p.p.fifo - 1 {
                arrive = flits[i];
                i += 1;
            }
            if let Some(o) = p.offer() {
                out.push(o);
            }
            credits += p.credit_out() as usize;
            p.clock(arrive, true, &[3, 4]);
        }
        assert!(credits <= flits.len());
        out
    }

    #[test]
    fn good_packet_passes_with_route_and_latency() {
        let pk = Packet {
            multicast: true,
            count: 0,
            dests: vec![(1 << 2) | (1 << 12)],
            payload: vec![1, 2, 3],
        };
        let f = pk.flits(16, 16);
        let mut p = port();
        let mut first = None;
        for c in 0..20 {
            if p.offer().is_some() && first.is_none() {
                first = Some(c);
            }
            let a = if c < f.len() { f[c] } else { Flit::IDLE };
            p.clock(a, true, &[0, 0]);
        }
        assert_eq!(first, Some(1 + 1), "head offered at t + 1 + B");
        let mut p = port();
        let got = run(&mut p, &f, 30);
        assert_eq!(got.iter().map(|o| o.flit).collect::<Vec<_>>(), f);
        assert_eq!((got[0].mask, got[0].ks, got[0].mc), (0b11, 2, true));
        assert_eq!(p.malformed, 0);
    }

    #[test]
    fn malformed_packets_are_discarded_and_the_next_survives() {
        let gf = unicast_flits(1, 1 << 9);
        let lay = HeadLayout { w: 16 };
        let mut seq = vec![];
        // stray body + tail
        seq.push(Flit::new(Tag::Body, 1));
        seq.push(Flit::new(Tag::Tail, 2));
        // too long
        seq.push(Flit::new(Tag::Head, lay.encode(false, 0, 41)));
        seq.push(Flit::new(Tag::Tail, 0));
        // empty destination set
        seq.push(Flit::new(Tag::Head, lay.encode(false, 0, 3)));
        seq.push(Flit::new(Tag::Body, 0));
        seq.push(Flit::new(Tag::Tail, 0));
        seq.extend(gf.iter().copied());
        let mut p = port();
        let got = run(&mut p, &seq, 60);
        assert_eq!(p.malformed, 3, "stray body..tail, too long, empty set");
        let flits: Vec<Flit> = got.iter().map(|o| o.flit).collect();
        let mut want = gf.clone();
        want[0].data = lay.dec_count(gf[0].data);
        assert_eq!(flits, want, "only the good packet, going up");
        assert_eq!(got[0].mask, 1 << 3, "adaptive: up port with most credits");
    }

    /// A lost tail costs one packet, not two (issue 16's framer hole): stray body flits with
    /// no tail, then a good packet: the head ends the drop and the packet is delivered. So
    /// is a good packet right after a too-long head whose tail never comes, and after a head
    /// that interrupts a bit-string (that head is dropped with the packet it interrupts).
    #[test]
    fn a_head_while_dropping_starts_the_next_packet() {
        let gf = unicast_flits(1, 1 << 9);
        let lay = HeadLayout { w: 16 };
        let mut want_one = gf.clone();
        want_one[0].data = lay.dec_count(gf[0].data);
        let mut seq = vec![Flit::new(Tag::Body, 1), Flit::new(Tag::Body, 2)];
        seq.extend(gf.iter().copied());
        // A too-long head and one body, no tail.
        seq.push(Flit::new(Tag::Head, lay.encode(false, 0, 41)));
        seq.push(Flit::new(Tag::Body, 0));
        seq.extend(gf.iter().copied());
        // A head inside a bit-string (B = 1 here: the head's first bit-string flit is a
        // head), then the body of that second head and the good packet.
        seq.push(Flit::new(Tag::Head, lay.encode(false, 1, 4)));
        seq.push(Flit::new(Tag::Head, lay.encode(false, 1, 4)));
        seq.push(Flit::new(Tag::Body, 1 << 9));
        seq.extend(gf.iter().copied());
        let mut p = port();
        let got = run(&mut p, &seq, 120);
        let flits: Vec<Flit> = got.iter().map(|o| o.flit).collect();
        let want: Vec<Flit> = [want_one.clone(), want_one.clone(), want_one].concat();
        assert_eq!(flits, want, "the three good packets, nothing else");
        assert_eq!(
            p.malformed, 3,
            "stray body, too long, head in the bit-string"
        );
    }

    /// Back-to-back packets on the link leave back to back: after the first head, one flit
    /// is offered every cycle (the next header is decoded while the packet before it is sent).
    /// The credit loop here is B + 3 cycles (sent, written, offered B + 1 later, credit
    /// registered, counted by this driver the cycle after), so F = B + 3 sustains the link.
    #[test]
    fn back_to_back_packets_leave_at_line_rate() {
        let mut seq = vec![];
        for i in 0..6u64 {
            let pk = Packet {
                multicast: i % 2 == 0,
                count: 0,
                dests: vec![(1 << (i % 8)) | (1 << 12)],
                payload: (0..(3 + i % 3)).map(|x| x + 10 * i).collect(),
            };
            seq.extend(pk.flits(16, 16));
        }
        let mut p = InPort::new(InPortParams {
            fifo: 4,
            ..port().p
        });
        let mut offered = vec![];
        let (mut sent, mut credits) = (0usize, 4usize);
        for c in 0..200 {
            let mut a = Flit::IDLE;
            if sent < seq.len() && credits > 0 {
                a = seq[sent];
                sent += 1;
                credits -= 1;
            }
            credits += p.credit_out() as usize;
            if let Some(o) = p.offer() {
                offered.push((c, o.flit));
            }
            p.clock(a, true, &[0, 0]);
        }
        assert_eq!(
            offered.iter().map(|o| o.1).collect::<Vec<_>>(),
            seq,
            "every packet, unchanged (all go down)"
        );
        let first = offered[0].0;
        assert_eq!(first, 1 + 1, "head offered at t + 1 + B");
        for (i, (c, _)) in offered.iter().enumerate() {
            assert_eq!(
                *c,
                first + i,
                "flit {i} offered one cycle after the one before"
            );
        }
        assert_eq!(p.malformed, 0);
    }

    /// The FIFO never takes more than F flits: a flit arriving when it is full (judged
    /// before this edge's pop) sets the sticky `overflow` and is lost; a pop shows a credit
    /// pulse in the next cycle.
    #[test]
    fn overflow_is_judged_before_the_pop_and_credit_follows_a_pop() {
        let lay = HeadLayout { w: 16 };
        let mut seq = vec![
            Flit::new(Tag::Head, lay.encode(false, 0, 20)),
            Flit::new(Tag::Body, 1 << 2),
        ];
        seq.extend((0..8).map(|i| Flit::new(Tag::Body, i)));
        for pop_at_full in [false, true] {
            let mut p = port();
            for &f in &seq[..7] {
                p.clock(f, false, &[0, 0]);
            }
            assert!(p.offer().is_some() && !p.overflow && !p.credit_out());
            p.clock(seq[7], false, &[0, 0]);
            assert_eq!((p.fifo.len(), p.overflow), (8, false), "F flits fit");
            p.clock(seq[8], pop_at_full, &[0, 0]);
            assert!(
                p.overflow,
                "a flit beyond F (pop at the same edge: {pop_at_full})"
            );
            assert_eq!(p.fifo.len(), 8 - pop_at_full as usize);
            assert_eq!(p.credit_out(), pop_at_full);
            p.clock(Flit::IDLE, false, &[0, 0]);
            assert!(p.overflow && !p.credit_out(), "sticky; one pulse per pop");
        }
    }

    /// A unicast packet: k_s = 1, not replicated here, first and last flags on the head
    /// and tail only; data bits above W are cut at the FIFO.
    #[test]
    fn unicast_offer_flags_and_data_width() {
        let pk = Packet {
            multicast: false,
            count: 0,
            dests: vec![1 << 12],
            payload: vec![7, 8],
        };
        let mut f = pk.flits(16, 16);
        f[3].data |= 0xabc_0000;
        let mut p = port();
        let got = run(&mut p, &f, 30);
        assert_eq!(got.len(), 4);
        assert!(got.iter().all(|o| (o.mask, o.ks, o.mc) == (0b10, 1, false)));
        assert_eq!(
            got.iter().map(|o| (o.first, o.last)).collect::<Vec<_>>(),
            vec![(true, false), (false, false), (false, false), (false, true)]
        );
        assert_eq!(got[3].flit, Flit::new(Tag::Tail, 8), "high bits dropped");
        assert!(p.quiet() && p.fifo.is_empty());
    }

    #[test]
    fn fifo_must_hold_head_and_bitstring() {
        let mut r = port().p.route;
        assert!(check_fifo_holds_header(1, &r).is_err());
        assert!(check_fifo_holds_header(2, &r).is_ok());
        r.nodes = 40; // B = 3
        r.reach = fat_tree_reach(40, 16, 2, 0, 40);
        assert!(check_fifo_holds_header(3, &r).is_err());
        assert!(check_fifo_holds_header(4, &r).is_ok());
    }

    /// The standalone port as the testbench drives it: port lists, and `step` shows the
    /// outputs of this cycle and takes `out_ready` and the up-port credits.
    #[test]
    fn cycle_model_ports_and_step() {
        let mut p = port();
        let ins: Vec<(String, usize)> = p
            .input_ports()
            .into_iter()
            .map(|s| (s.name, s.width))
            .collect();
        let names = [
            "in_tag",
            "in_data",
            "out_ready",
            "up_credit_0",
            "up_credit_1",
        ];
        assert_eq!(
            ins,
            names
                .map(|n| n.to_string())
                .into_iter()
                .zip([2, 16, 1, 8, 8])
                .collect::<Vec<_>>()
        );
        let outs: Vec<usize> = p.output_ports().iter().map(|s| s.width).collect();
        assert_eq!(outs, vec![1, 1, 2, 16, 4, 4, 1, 16, 1, 1, 1]);
        assert_eq!(p.output_ports()[7].name, "malformed_count");
        assert_eq!(p.output_ports()[9].name, "out_body");
        let pk = Packet {
            multicast: false,
            count: 1,
            dests: vec![1 << 9],
            payload: vec![5],
        };
        let f = pk.flits(16, 16);
        let lay = HeadLayout { w: 16 };
        let mut outs = vec![];
        for c in 0..8 {
            let a = f.get(c).copied().unwrap_or(Flit::IDLE);
            // Not ready in cycles 2 and 3: the head is offered and stays.
            let ready = (c != 2 && c != 3) as u64;
            outs.push(p.step(&[a.tag.bits(), a.data, ready, 4, 3]));
        }
        let head = lay.dec_count(f[0].data);
        // A head: `out_body` and `out_tail` low.
        let up0 = vec![0, 1, 1, head, 1 << 2, 1, 0, 0, 0, 0, 0];
        assert!(
            outs[..2].iter().all(|o| o[1] == 0),
            "head offered at t + 1 + B"
        );
        assert_eq!(outs[2], up0, "up port 0 has the most credits");
        assert_eq!(outs[3], up0, "not taken: offered again");
        assert_eq!(outs[4], up0, "taken in this cycle");
        assert_eq!(outs[5][..4], [1, 1, 2, 1 << 9]);
        assert_eq!(outs[6][..4], [1, 1, 3, 5]);
        // Within the packet: a body (the bit-string flit), then the tail.
        assert_eq!(outs[5][9..], [1, 0]);
        assert_eq!(outs[6][9..], [1, 1]);
    }

    /// Framing edge cases of the scanner: a length of B + 1 (no payload) is malformed; a
    /// tail ends a drop, so a stray body right after it is counted again; a head right
    /// after a header that fails to decode (the decode is at its last bit-string flit's
    /// edge) starts the next packet.
    #[test]
    fn scanner_edges_short_length_tail_ends_drop_head_after_failed_decode() {
        let gf = unicast_flits(0, 1 << 12);
        let lay = HeadLayout { w: 16 };
        let mut seq = vec![
            // Length 2 = B + 1: no payload (rejected at the head, not at its tail).
            Flit::new(Tag::Head, lay.encode(false, 0, 2)),
            Flit::new(Tag::Body, 1 << 12),
            Flit::new(Tag::Tail, 5),
            // Too long, dropped through its tail; then a stray body and tail.
            Flit::new(Tag::Head, lay.encode(false, 0, 41)),
            Flit::new(Tag::Tail, 0),
            Flit::new(Tag::Body, 3),
            Flit::new(Tag::Tail, 4),
            // Empty destination set (dropped), then the good packet twice: both delivered.
            Flit::new(Tag::Head, lay.encode(false, 0, 3)),
            Flit::new(Tag::Body, 0),
        ];
        seq.extend(gf.iter().copied());
        seq.extend(gf.iter().copied());
        let mut p = port();
        let got = run(&mut p, &seq, 80);
        let flits: Vec<Flit> = got.iter().map(|o| o.flit).collect();
        assert_eq!(flits, gf.repeat(2), "the two good packets");
        assert_eq!(p.malformed, 4, "short, too long, stray body, empty set");
        assert!(p.quiet());
    }

    /// Input 0 of a k = 4 switch (2 down) at N = 32, W = 16 (B = 2), FIFO depth `fifo`.
    fn b2_params(fifo: usize) -> InPortParams {
        InPortParams {
            route: RouteConfig {
                k: 4,
                down: 2,
                nodes: 32,
                w: 16,
                reach: fat_tree_reach(32, 16, 2, 0, 32),
                policy: UpPolicy::Adaptive,
            },
            input: 0,
            fifo,
            max_len: 40,
        }
    }

    /// B = 2 (32 nodes at W = 16): the head is offered at t + 1 + B, and a destination in
    /// the second bit-string flit routes.
    #[test]
    fn two_flit_bitstring() {
        let mut p = InPort::new(b2_params(8));
        let pk = Packet {
            multicast: false,
            count: 0,
            dests: vec![1 << 20],
            payload: vec![9],
        };
        let f = pk.flits(32, 16);
        assert_eq!(f.len(), 4);
        let mut offered = vec![];
        for c in 0..12 {
            if let Some(o) = p.offer() {
                offered.push((c, o.flit, o.mask));
            }
            p.clock(f.get(c).copied().unwrap_or(Flit::IDLE), true, &[0, 0]);
        }
        assert_eq!(offered.len(), 4);
        assert_eq!(offered[0].0, 1 + 2, "head offered at t + 1 + B");
        assert!(
            offered.iter().all(|o| o.2 == 0b10),
            "node 20 is below port 1"
        );
        assert_eq!(offered.iter().map(|o| o.1).collect::<Vec<_>>(), f);
        assert_eq!(p.malformed, 0);
        // Length B + 1 = 3 is malformed here too; B + 2 = 4 is the shortest packet.
        let lay = HeadLayout { w: 16 };
        let mut seq = vec![
            Flit::new(Tag::Head, lay.encode(false, 0, 3)),
            Flit::new(Tag::Body, 0),
            Flit::new(Tag::Tail, 1 << 4),
        ];
        seq.extend(f.iter().copied());
        let got = run(&mut p, &seq, 30);
        assert_eq!(got.iter().map(|o| o.flit).collect::<Vec<_>>(), f);
        assert_eq!(p.malformed, 1);
    }

    /// The test hook `mutant_drop_through_head` (issue 16's framer hole) does what the
    /// adversarial testbench expects to catch: a lost tail costs the next packet too.
    #[test]
    fn drop_through_head_hook_loses_the_next_packet() {
        let gf = unicast_flits(0, 1 << 12);
        let mut seq = vec![Flit::new(Tag::Body, 1)];
        seq.extend(gf.iter().copied());
        seq.extend(gf.iter().copied());
        for (hook, packets) in [(false, 2), (true, 1)] {
            let mut p = port();
            p.mutant_drop_through_head = hook;
            let got = run(&mut p, &seq, 60);
            let flits: Vec<Flit> = got.iter().map(|o| o.flit).collect();
            assert_eq!(flits, gf.repeat(packets), "hook {hook}");
            assert_eq!(p.malformed, 1);
            assert!(p.quiet() && p.routes.is_empty());
        }
    }

    /// The sender drops a stray body flit (Drop state) and leaves Drop only when a head
    /// reaches the FIFO front, one cycle later: here packet B's head is resolved while the
    /// sender is still behind (the sink held packet A), so that cycle shows on the link.
    /// The cycle numbers are the golden timing the RTL must match.
    #[test]
    fn stray_body_behind_a_held_packet_costs_one_cycle() {
        let pk = |d: usize| Packet {
            multicast: false,
            count: 0,
            dests: vec![1 << d],
            payload: vec![d as u64],
        };
        let a = pk(2).flits(16, 16);
        let b = pk(12).flits(16, 16);
        let mut seq = a.clone();
        seq.push(Flit::new(Tag::Body, 7));
        seq.extend(b.iter().copied());
        let mut p = port();
        let mut offered = vec![];
        for c in 0..20 {
            if let Some(o) = p.offer() {
                offered.push((c, o.flit));
            }
            // The sink refuses everything until cycle 8.
            p.clock(seq.get(c).copied().unwrap_or(Flit::IDLE), c >= 8, &[0, 0]);
        }
        let mut want: Vec<(usize, Flit)> = (2..=8).map(|c| (c, a[0])).collect();
        want.extend([(9, a[1]), (10, a[2])]);
        // The stray body is popped at 11, Drop -> Idle at 12, B offered from 13.
        want.extend([(13, b[0]), (14, b[1]), (15, b[2])]);
        assert_eq!(offered, want);
        assert_eq!(p.malformed, 1);
    }

    /// The FIFO ring against a `VecDeque` (the type it replaces): random pushes (while
    /// below the depth) and pops, for depths that are and are not powers of two.
    #[test]
    fn flit_fifo_behaves_as_a_deque() {
        use rand::{rngs::SmallRng, Rng, SeedableRng};
        use std::collections::VecDeque;
        let mut rng = SmallRng::seed_from_u64(7);
        for depth in [1, 2, 3, 5, 8, 13, 64] {
            let mut f = FlitFifo::new(depth);
            let mut d = VecDeque::new();
            for i in 0..5000u64 {
                if rng.gen_bool(0.5) && d.len() < depth {
                    let x = Flit::new(Tag::from_bits(i), i);
                    f.push_back(x);
                    d.push_back(x);
                } else {
                    assert_eq!(f.pop_front(), d.pop_front());
                }
                if rng.gen_bool(0.1) {
                    if let (Some(a), Some(b)) = (f.back_mut(), d.back_mut()) {
                        a.tag = Tag::Body;
                        b.tag = Tag::Body;
                    }
                }
                assert_eq!((f.len(), f.is_empty()), (d.len(), d.is_empty()));
                assert_eq!(f.front(), d.front());
                assert!(f.iter().eq(d.iter()));
                assert_eq!(format!("{f:?}"), format!("{d:?}"));
            }
        }
        let (mut a, mut b) = (FlitFifo::new(4), FlitFifo::new(4));
        a.push_back(Flit::new(Tag::Body, 1));
        b.push_back(Flit::new(Tag::Body, 0));
        b.push_back(Flit::new(Tag::Body, 1));
        assert_ne!(a, b);
        b.pop_front();
        assert_eq!(a, b, "same flits held, at another ring position");
    }

    /// A random link stream at W = 16 for a port with B bit-string flits: well-formed
    /// packets, lengths that disagree with the tail (early and late tails), heads inside the
    /// payload, stray flits with random tags, bad lengths, empty or random bit-strings, data
    /// above W, and idle gaps.
    fn random_stream(rng: &mut rand::rngs::SmallRng, b: usize, n: usize) -> Vec<Flit> {
        use rand::Rng;
        let lay = HeadLayout { w: 16 };
        let mut v = vec![];
        while v.len() < n {
            let kind = rng.gen_range(0..10);
            match kind {
                0..=6 => {
                    let payload = rng.gen_range(1..12u64);
                    let len = 1 + b as u64 + payload;
                    // Mostly the right length; sometimes off either way or out of range.
                    let declared = match rng.gen_range(0..10) {
                        0 => len.saturating_sub(rng.gen_range(1..4)),
                        1 => len + rng.gen_range(1..4),
                        2 => rng.gen_range(0..48),
                        _ => len,
                    };
                    let count = if rng.gen_bool(0.7) {
                        0
                    } else {
                        rng.gen_range(1..3)
                    };
                    let head = lay.encode(rng.gen(), count, declared);
                    v.push(Flit::new(Tag::Head, head | (rng.gen::<u64>() << 16)));
                    for _ in 0..b {
                        let d = match rng.gen_range(0..8) {
                            0 => 0,
                            1 => rng.gen(),
                            _ => 1 << rng.gen_range(0..16),
                        };
                        v.push(Flit::new(Tag::Body, d));
                    }
                    for i in 0..payload {
                        let tag = if i + 1 == payload {
                            Tag::Tail
                        } else if rng.gen_bool(0.03) {
                            // A head or tail inside the payload.
                            if rng.gen_bool(0.5) {
                                Tag::Head
                            } else {
                                Tag::Tail
                            }
                        } else {
                            Tag::Body
                        };
                        v.push(Flit::new(tag, rng.gen()));
                    }
                    if rng.gen_bool(0.05) {
                        // A lost tail.
                        v.pop();
                    }
                }
                7 => {
                    for _ in 0..rng.gen_range(1..4) {
                        v.push(Flit::new(Tag::from_bits(rng.gen()), rng.gen()));
                    }
                }
                _ => {
                    for _ in 0..rng.gen_range(1..6) {
                        v.push(Flit::IDLE);
                    }
                }
            }
        }
        v
    }

    /// The streaming fast paths (`clock_streaming` in the edge, the first case of `offer`)
    /// against the general code: two ports, one of them forced through the general code,
    /// driven with random (often malformed) link streams, random `taken` and up-port credits,
    /// and flits arriving also when the FIFO is full (overflow), must offer the same flit
    /// and be equal in every field after every edge.
    #[test]
    fn fast_path_equals_general_code() {
        use rand::{rngs::SmallRng, Rng, SeedableRng};
        let b2 = b2_params(5);
        let configs = [
            port().p,
            InPortParams {
                fifo: 3,
                ..port().p
            },
            b2.clone(),
            InPortParams { fifo: 16, ..b2 },
        ];
        let mut rng = SmallRng::seed_from_u64(0x1b0f);
        // Outcomes of edges that took the fast path: pad started, late tail (Drop), packet
        // end (Idle), overflow, a flit written.
        let mut seen = [0usize; 5];
        let mut fast_edges = 0;
        let mut edges = 0;
        for p in configs {
            let b = p.route.bitstring_flits();
            let up = p.route.k - p.route.down;
            for p_taken in [0.3, 0.8, 1.0] {
                let mut fast = InPort::new(p.clone());
                let mut gen = fast.clone();
                gen.general_only = true;
                let stream = random_stream(&mut rng, b, 30_000);
                let mut next = 0;
                for c in 0..40_000 {
                    let mut a = Flit::IDLE;
                    if next < stream.len()
                        && (fast.fifo.len() < p.fifo || rng.gen_bool(0.25))
                        && rng.gen_bool(0.9)
                    {
                        a = stream[next];
                        next += 1;
                    }
                    let taken = rng.gen_bool(p_taken);
                    let credits: Vec<u32> = (0..up).map(|_| rng.gen_range(0..6)).collect();
                    let og = gen.offer_general();
                    let of = fast.offer();
                    assert_eq!(of, og, "offer, cycle {c}");
                    assert_eq!(gen.offer(), og, "offer, cycle {c}");
                    let streaming = matches!(fast.state, FrameState::Send(pos) if pos > b as u64)
                        && !fast.pad
                        && (a.is_idle() || matches!(fast.scan, ScanState::Pay(_)));
                    let before = fast.clone();
                    fast.clock_offered(a, taken, of, &credits);
                    gen.clock_offered(a, taken, og, &credits);
                    let mut g = gen.clone();
                    g.general_only = false;
                    assert_eq!(fast, g, "cycle {c}, before the edge: {before:?}");
                    edges += 1;
                    if streaming {
                        fast_edges += 1;
                        seen[0] += fast.pad as usize;
                        seen[1] += (fast.state == FrameState::Drop) as usize;
                        seen[2] += (fast.state == FrameState::Idle) as usize;
                        seen[3] += (!a.is_idle() && before.fifo.len() >= p.fifo) as usize;
                        seen[4] +=
                            (fast.fifo.len() + fast.credit as usize > before.fifo.len()) as usize;
                    }
                }
                assert!(fast.malformed > 0);
            }
        }
        assert!(
            seen.iter().all(|&n| n > 0) && fast_edges * 4 > edges,
            "fast-path outcomes {seen:?}, {fast_edges} of {edges} edges"
        );
    }

    #[test]
    fn length_mismatch_keeps_declared_length() {
        let lay = HeadLayout { w: 16 };
        // declared 5 flits, tail after 4: padded
        let short = vec![
            Flit::new(Tag::Head, lay.encode(false, 0, 5)),
            Flit::new(Tag::Body, 1),
            Flit::new(Tag::Body, 7),
            Flit::new(Tag::Tail, 8),
        ];
        let mut p = port();
        let got = run(&mut p, &short, 30);
        let tags: Vec<Tag> = got.iter().map(|o| o.flit.tag).collect();
        assert_eq!(
            tags,
            vec![Tag::Head, Tag::Body, Tag::Body, Tag::Body, Tag::Tail]
        );
        assert_eq!(got[3].flit.data, 8);
        assert_eq!(got[4].flit.data, 0);
        assert_eq!(p.malformed, 1);
        // declared 3 flits, tail after 5: truncated, rest dropped
        let long = vec![
            Flit::new(Tag::Head, lay.encode(false, 0, 3)),
            Flit::new(Tag::Body, 1),
            Flit::new(Tag::Body, 7),
            Flit::new(Tag::Body, 8),
            Flit::new(Tag::Tail, 9),
        ];
        let mut p = port();
        let got = run(&mut p, &long, 30);
        let fl: Vec<Flit> = got.iter().map(|o| o.flit).collect();
        assert_eq!(fl[2], Flit::new(Tag::Tail, 7));
        assert_eq!(fl.len(), 3);
        assert_eq!(p.malformed, 1);
        assert!(p.fifo.is_empty() && p.state == FrameState::Idle);
    }
}
