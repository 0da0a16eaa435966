//! Input port of the fat-tree switches: link receiver with FIFO and credit return, packet
//! framer and route decode (multidestination-worms paper, Sections 3.2, 3.3, 4.1, 5).
//!
//! Golden model, ports, timing and the malformed-packet rules: `wormcast_model::inport`.
//! Ports here: `in_tag`, `in_data`, `out_ready`, `up_credits[K]` (entries `down..K` used),
//! `rst` in; `credit_out`, `out_valid`, `out_tag`, `out_data`, `route_mask`, `route_ks`,
//! `route_mc`, `out_body`, `out_tail` (a body or tail flit, a tail flit, is offered: from
//! the sender's registers only, since within a packet the offer does not depend on the
//! front word), `malformed` (a packet is discarded or repaired at this edge),
//! `malformed_count`, `overflow` out.
//!
//! Reset: `rst` is synchronous and active high. At an edge with `rst` high every control
//! register returns to its power-on value (FIFO and route store empty, scanner and sender
//! Idle, counts and the overflow flag 0); the flit on `in_tag` in that cycle is ignored. While
//! `rst` is high `credit_out` is 0. The RAMs and the data registers (the front registers
//! `f_*`, `byp_tag`, `byp_data`, `head`, the bit-string registers)
//! are not cleared: each is written before it is read.
//!
//! Structure (see the model's "Line rate: header look-ahead"):
//! * a first-word-fall-through FIFO on two RAMs (tag, data) of F words (the power of two at
//!   or above; block RAM even when shallow: [`SizedRam`]) whose front is in registers (see
//!   "Front registers" below); capacity F <= 255 is enforced by the count;
//! * the **scanner** on the FIFO's write side: a 4-state machine (Idle, Hdr, Pay, Drop; a
//!   head arriving in Drop starts the next packet, a head it drops is written into the FIFO
//!   as a body flit) that holds the head and the bit-string flits in registers, decodes
//!   them with [`RouteDecoder`] at the edge that writes the last bit-string flit (that one
//!   taken straight from `in_data`; its register is never read and synthesis drops it) and
//!   writes the decision into the
//!   **route store**, one RAM beside the FIFO (word: ks, up, bad in [5:0], mask from bit 6)
//!   at the head's FIFO address `s_addr`, read like the FIFO's RAMs (its front entry in
//!   registers too); it counts malformed packets;
//! * the **sender** on the FIFO's read side: a 3-state machine (Idle, Send, Drop) offering
//!   the front flit; a head at the front is resolved unless the scanner is still collecting
//!   it (Hdr with `s_addr` = the read pointer), and is forwarded with the count
//!   decremented when its route goes up. The route of the packet being sent is held in
//!   registers. The offer itself (front, its route, the offered flit) is the child
//!   [`SenderOffer`], combinational from registers; this block consumes the
//!   front with `out_ready` (the split keeps Verilator from seeing a loop through the core).
//!
//! Front registers: the front word (`f_tag`, `f_data`) and its route-store entry (`f_mask`,
//! `f_info`) are registers, so the offer, and the whole scheduling chain of the switch core
//! behind it, starts at a flip-flop beside the logic rather than at a block RAM's output
//! (on the iCE40 that read and the route from the RAM column cost about 5 ns of the core's
//! critical path). The RAMs read the slot *behind* the front (`rd_after` = the next
//! `rd_ptr` + 1), and at an edge that pops, that word moves into the front registers: from
//! the RAMs' output, or from the bypass registers `byp_*` / `rbyp_*` when the word (or the
//! entry) was written at the edge that gave the RAMs that read address (the RAMs' read of
//! it is never used, so they carry no collision bypass: [`RwMode::Unused`]). A word written
//! into the slot that is the front after the edge (an empty FIFO, or its one word popped
//! while the next arrives) goes straight into the front registers, as does a route-store
//! entry written for that slot. No cycle changes: the front is the same word at the same
//! cycle as when it was read from the RAM (the framing proof asserts the front registers
//! and the read registers against the FIFO's words).
//!
//! Framer flags: four registers hold what the offer would otherwise compute every cycle,
//! `fv_r` (`count != 0`, the front is valid), `last_r` (`pos + 1 == len`, the flit at
//! `pos` is the packet's last), `pay_r` (`pos > B`, the flit at `pos` is past the head's
//! bit-string flits) and `unres` (`s_state == Hdr && s_addr == rd_ptr`, the front is a head
//! whose route the scanner has not decided yet). They take a 9-bit OR, a 16-bit add and
//! compare, a 16-bit compare and an 8-bit compare off the offer path, which feeds the whole
//! scheduling chain. Each is written wherever the registers of its definition are (push or
//! pop alone, the head taken, a flit sent, the scanner's transitions, reset) with the value
//! its definition takes on theirs, computed from registers (not from the d side), so it
//! equals its definition by construction and no cycle changes (the formal framing and link
//! proofs assert the equalities).
//!
//! Late select: the core's `out_ready` arrives late in the cycle (it is the end of the
//! switch's scheduling chain), so everything the port does with it is computed beforehand
//! for both outcomes. `pop` is `pop_now | pop_rdy & out_ready`, and the pointers after the
//! edge (`rd_next`, `rd_after`) and their compares with `wr_ptr` and `s_addr`
//! (`wr_at_next`, `wr_at_after`, `s_at_next`, `s_at_after`) are computed for `rd_ptr` and
//! `rd_ptr + 1` alike and selected by `pop`; the route-store write address's compares
//! (`r_at_next`, `r_at_after`) select those of the address it is (`r_at_wr`), so the
//! scanner's length check is not in front of an 8-bit compare either. So
//! `out_ready` is three gates from the front registers' enables rather than an increment
//! and an 8-bit compare. No cycle changes.
//!
//! Latency: link to FIFO front 1 cycle; head offered 1 + B cycles after it arrived; packets
//! that follow each other on the link leave back to back.

use crate::ram::{RwMode, SizedRam};
use crate::route::{RouteDecoder, UpPolicy};
use rust_hdl::prelude::*;

/// The scanner's state (the golden model's `wormcast_model::inport::ScanState`; the flit
/// index and position it carries there are `bidx` and `s_pos` here).
#[derive(Copy, Clone, PartialEq, Eq, Debug, LogicState)]
pub enum ScanState {
    /// Expecting a head.
    Idle,
    /// Collecting bit-string flit `bidx`.
    Hdr,
    /// Expecting payload flit `s_pos` (> B) of a packet that passed its header checks.
    Pay,
    /// Dropping flits up to and including a tail.
    Drop,
}

/// The sender's state (the golden model's `wormcast_model::inport::FrameState`; `Send`'s
/// position is `pos` here).
#[derive(Copy, Clone, PartialEq, Eq, Debug, LogicState)]
pub enum FrameState {
    /// Expecting a head (offered once resolved).
    Idle,
    /// Offering flit `pos` (>= 1) of the packet.
    Send,
    /// Dropping flits up to and including a tail.
    Drop,
}

// Route store info word: [3:0] ks, [4] up, [5] bad.

#[derive(LogicBlock)]
pub struct InPort<const K: usize, const W: usize, const B: usize> {
    pub clock: Signal<In, Clock>,
    pub in_tag: Signal<In, Bits<2>>,
    pub in_data: Signal<In, Bits<W>>,
    pub out_ready: Signal<In, Bit>,
    pub up_credits: [Signal<In, Bits<8>>; K],
    pub rst: Signal<In, Bit>,
    pub credit_out: Signal<Out, Bit>,
    pub out_valid: Signal<Out, Bit>,
    pub out_tag: Signal<Out, Bits<2>>,
    pub out_data: Signal<Out, Bits<W>>,
    pub route_mask: Signal<Out, Bits<K>>,
    pub route_ks: Signal<Out, Bits<4>>,
    pub route_mc: Signal<Out, Bit>,
    pub out_body: Signal<Out, Bit>,
    pub out_tail: Signal<Out, Bit>,
    pub malformed: Signal<Out, Bit>,
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,
    pub dec: RouteDecoder<K, W, B>,
    /// The sender's offer (combinational, from registers only).
    pub offer: SenderOffer<K, W>,
    // FIFO.
    ram_tag: SizedRam<2>,
    ram_data: SizedRam<W>,
    wr_ptr: DFF<Bits<8>>,
    rd_ptr: DFF<Bits<8>>,
    count: DFF<Bits<9>>,
    /// `count != 0`, registered (module doc, "Framer flags").
    fv_r: DFF<Bit>,
    /// The front word (valid when `fv_r`; module doc, "Front registers").
    f_tag: DFF<Bits<2>>,
    f_data: DFF<Bits<W>>,
    /// The word behind the front, when it was written at the edge that gave the RAMs their
    /// read address (`byp_v`; the RAMs' read of it is not used).
    byp_v: DFF<Bit>,
    byp_tag: DFF<Bits<2>>,
    byp_data: DFF<Bits<W>>,
    // Route store (addressed like the FIFO).
    /// Route store word: [5:0] info, [6 + K - 1:6] mask (one RAM, one BRAM).
    ram_route: SizedRam<16>,
    /// The front's route-store entry.
    f_mask: DFF<Bits<K>>,
    f_info: DFF<Bits<6>>,
    /// The entry behind the front, written at the edge that gave the RAM its read address.
    rbyp_v: DFF<Bit>,
    rbyp_mask: DFF<Bits<K>>,
    rbyp_info: DFF<Bits<6>>,
    // Scanner.
    s_state: DFF<ScanState>,
    bidx: DFF<Bits<6>>,
    s_pos: DFF<Bits<W>>,
    s_len: DFF<Bits<W>>,
    s_addr: DFF<Bits<8>>,
    head: DFF<Bits<W>>,
    bs: [DFF<Bits<W>>; B],
    mcount: DFF<Bits<16>>,
    // Sender.
    state: DFF<FrameState>,
    pos: DFF<Bits<W>>,
    len: DFF<Bits<W>>,
    /// `pos + 1 == len`, registered (module doc, "Framer flags").
    last_r: DFF<Bit>,
    /// `pos > B`: the flit at `pos` is a payload flit, past the head's bit-string flits
    /// (module doc, "Framer flags").
    pay_r: DFF<Bit>,
    /// The front is a head the scanner is still collecting (Hdr with `s_addr` = `rd_ptr`),
    /// registered (module doc, "Framer flags").
    unres: DFF<Bit>,
    r_mask: DFF<Bits<K>>,
    r_ks: DFF<Bits<4>>,
    r_mc: DFF<Bit>,
    pad: DFF<Bit>,
    credit: DFF<Bit>,
    ovf: DFF<Bit>,
    // Constants.
    fifo_depth: Constant<Bits<9>>,
    /// Width masks (see [`crate::low_mask`]): FIFO pointers wrap at the power of two at or
    /// above F (the count keeps at most F entries, so an empty and a full FIFO never look
    /// alike), the count is at most F, positions and lengths at most `max_len`.
    ptr_mask: Constant<Bits<8>>,
    /// Position of the mask in the route store word (6).
    route_shift: Constant<Bits<16>>,
    cnt_mask: Constant<Bits<9>>,
    pos_mask: Constant<Bits<W>>,
    len_mask: Constant<Bits<W>>,
    min_len: Constant<Bits<W>>,
    max_len: Constant<Bits<W>>,
    nbs: Constant<Bits<W>>,
    /// B + 1: the first payload position.
    pay0: Constant<Bits<W>>,
    last_b: Constant<Bits<6>>,
    /// `bsel[i]` = i.
    bsel: [Constant<Bits<6>>; B],
    // Locals.
    pop: Signal<Local, Bit>,
    /// The front is consumed at this edge whatever `out_ready` is (a dropped or stray flit).
    pop_now: Signal<Local, Bit>,
    /// The front is consumed at this edge if `out_ready` (the offer is taken).
    pop_rdy: Signal<Local, Bit>,
    /// `rd_ptr + 1`, `rd_ptr + 2` (wrapped).
    rd_inc: Signal<Local, Bits<8>>,
    rd_inc2: Signal<Local, Bits<8>>,
    /// `wr_ptr`, `r_addr`, `s_addr` equal `rd_next` / `rd_after` (late select on `pop`).
    wr_at_next: Signal<Local, Bit>,
    wr_at_after: Signal<Local, Bit>,
    r_at_next: Signal<Local, Bit>,
    r_at_after: Signal<Local, Bit>,
    s_at_next: Signal<Local, Bit>,
    s_at_after: Signal<Local, Bit>,
    /// The route-store write address `r_addr` is `wr_ptr` (else `s_addr`).
    r_at_wr: Signal<Local, Bit>,
    push_ok: Signal<Local, Bit>,
    rd_next: Signal<Local, Bits<8>>,
    /// The slot behind the front after this edge (`rd_next + 1`): the RAMs' read address.
    rd_after: Signal<Local, Bits<8>>,
    /// The word and route-store entry behind the front (bypass register or RAM output).
    nx_tag: Signal<Local, Bits<2>>,
    nx_data: Signal<Local, Bits<W>>,
    nx_mask: Signal<Local, Bits<K>>,
    nx_info: Signal<Local, Bits<6>>,
    a_len: Signal<Local, Bits<W>>,
    /// The scanner's payload flit is the packet's last (`s_pos + 1 == s_len`).
    s_last: Signal<Local, Bit>,
    r_we: Signal<Local, Bit>,
    r_addr: Signal<Local, Bits<8>>,
    r_wmask: Signal<Local, Bits<K>>,
    r_winfo: Signal<Local, Bits<6>>,
    bad: Signal<Local, Bit>,
    /// The scanner takes the arriving head as a new packet (from Idle, or while dropping).
    head_go: Signal<Local, Bit>,
    /// The tag written into the FIFO: a head the scanner drops is written as a body flit.
    w_tag: Signal<Local, Bits<2>>,
    /// The scanner starts collecting a new head at this edge (it is in Hdr after it, at
    /// `s_addr` = `wr_ptr`).
    hdr_new: Signal<Local, Bit>,
    /// The scanner is in Hdr before and after this edge (same `s_addr`).
    hdr_keep: Signal<Local, Bit>,
}

impl<const K: usize, const W: usize, const B: usize> InPort<K, W, B> {
    /// Input port `input` of a switch with `down` down ports, FIFO depth `fifo` (1..=255),
    /// packets of at most `max_len` flits, reachability `reach[p][b]`.
    pub fn new(
        down: usize,
        input: usize,
        policy: UpPolicy,
        reach: &[Vec<u64>],
        fifo: usize,
        max_len: u64,
    ) -> Self {
        assert!((1..=255).contains(&fifo) && (1..=32).contains(&B) && W >= 16 && K <= 10);
        let lay = wormcast_model::packet::HeadLayout { w: W };
        let c = |v: u64| Constant::new(v.to_bits());
        Self {
            clock: Default::default(),
            in_tag: Default::default(),
            in_data: Default::default(),
            out_ready: Default::default(),
            up_credits: std::array::from_fn(|_| Default::default()),
            rst: Default::default(),
            credit_out: Default::default(),
            out_valid: Default::default(),
            out_body: Default::default(),
            out_tail: Default::default(),
            out_tag: Default::default(),
            out_data: Default::default(),
            route_mask: Default::default(),
            route_ks: Default::default(),
            route_mc: Default::default(),
            malformed: Default::default(),
            malformed_count: Default::default(),
            overflow: Default::default(),
            dec: RouteDecoder::new(down, input, policy, reach),
            offer: SenderOffer::new(),
            ram_tag: SizedRam::for_words(fifo, RwMode::Unused).block(),
            ram_data: SizedRam::for_words(fifo, RwMode::Unused).block(),
            wr_ptr: Default::default(),
            rd_ptr: Default::default(),
            count: Default::default(),
            fv_r: Default::default(),
            f_tag: Default::default(),
            f_data: Default::default(),
            byp_v: Default::default(),
            byp_tag: Default::default(),
            byp_data: Default::default(),
            ram_route: SizedRam::for_words(fifo, RwMode::Unused).block(),
            f_mask: Default::default(),
            f_info: Default::default(),
            rbyp_v: Default::default(),
            rbyp_mask: Default::default(),
            rbyp_info: Default::default(),
            s_state: Default::default(),
            bidx: Default::default(),
            s_pos: Default::default(),
            s_len: Default::default(),
            s_addr: Default::default(),
            head: Default::default(),
            bs: std::array::from_fn(|_| Default::default()),
            mcount: Default::default(),
            state: Default::default(),
            pos: Default::default(),
            len: Default::default(),
            last_r: Default::default(),
            pay_r: Default::default(),
            unres: Default::default(),
            r_mask: Default::default(),
            r_ks: Default::default(),
            r_mc: Default::default(),
            pad: Default::default(),
            credit: Default::default(),
            ovf: Default::default(),
            fifo_depth: Constant::new((fifo as u64).to_bits()),
            ptr_mask: Constant::new(crate::low_mask(fifo as u64 - 1).to_bits()),
            route_shift: Constant::new(6u64.to_bits()),
            cnt_mask: Constant::new(crate::low_mask(fifo as u64).to_bits()),
            pos_mask: c(crate::low_mask(max_len)),
            len_mask: c(lay.max_len()),
            min_len: c(B as u64 + 2),
            max_len: c(max_len),
            nbs: c(B as u64),
            pay0: c(B as u64 + 1),
            last_b: Constant::new(((B - 1) as u64).to_bits()),
            bsel: crate::consts::indices(),
            pop: Default::default(),
            pop_now: Default::default(),
            pop_rdy: Default::default(),
            rd_inc: Default::default(),
            rd_inc2: Default::default(),
            wr_at_next: Default::default(),
            wr_at_after: Default::default(),
            r_at_next: Default::default(),
            r_at_after: Default::default(),
            s_at_next: Default::default(),
            s_at_after: Default::default(),
            r_at_wr: Default::default(),
            push_ok: Default::default(),
            rd_next: Default::default(),
            rd_after: Default::default(),
            nx_tag: Default::default(),
            nx_data: Default::default(),
            nx_mask: Default::default(),
            nx_info: Default::default(),
            a_len: Default::default(),
            s_last: Default::default(),
            r_we: Default::default(),
            r_addr: Default::default(),
            r_wmask: Default::default(),
            r_winfo: Default::default(),
            bad: Default::default(),
            head_go: Default::default(),
            w_tag: Default::default(),
            hdr_new: Default::default(),
            hdr_keep: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize, const B: usize> Logic for InPort<K, W, B> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, wr_ptr, rd_ptr, count, fv_r, f_tag, f_data, byp_v, byp_tag, byp_data,
            f_mask, f_info, rbyp_v, rbyp_mask, rbyp_info, s_state, bidx, s_pos, s_len, s_addr,
            head, mcount, state, pos, len, last_r, pay_r, unres, r_mask, r_ks, r_mc, pad, credit,
            ovf
        );
        for i in 0..B {
            self.bs[i].clock.next = self.clock.val();
            self.bs[i].d.next = self.bs[i].q.val();
        }
        self.ram_tag.read_clock.next = self.clock.val();
        self.ram_tag.write_clock.next = self.clock.val();
        self.ram_data.read_clock.next = self.clock.val();
        self.ram_data.write_clock.next = self.clock.val();
        self.ram_route.read_clock.next = self.clock.val();
        self.ram_route.write_clock.next = self.clock.val();
        // Route decoder on the scanner's held header, the last bit-string flit straight
        // from the link (it is decoded at the edge that writes it).
        self.dec.head.next = self.head.q.val();
        // One assignment per input (if/else, not a default then an override): the decoder's
        // outputs come back into this block, and an event-driven simulator (Icarus) would
        // see the default and the override as two events and loop forever.
        for i in 0..B {
            if self.bsel[i].val() == self.last_b.val() {
                self.dec.bs[i].next = self.in_data.val();
            } else {
                self.dec.bs[i].next = self.bs[i].q.val();
            }
        }
        for i in 0..K {
            self.dec.up_credits[i].next = self.up_credits[i].val();
        }
        // The sender's offer ([`SenderOffer`], a child so that this block's `always` has no
        // path from `out_ready` to `out_tag`: see its doc), from registers.
        self.offer.fv_r.next = self.fv_r.q.val();
        self.offer.f_tag.next = self.f_tag.q.val();
        self.offer.f_data.next = self.f_data.q.val();
        self.offer.f_mask.next = self.f_mask.q.val();
        self.offer.f_info.next = self.f_info.q.val();
        self.offer.unres.next = self.unres.q.val();
        self.offer.state.next = self.state.q.val();
        self.offer.pay_r.next = self.pay_r.q.val();
        self.offer.last_r.next = self.last_r.q.val();
        self.offer.pad.next = self.pad.q.val();
        self.offer.r_mask.next = self.r_mask.q.val();
        self.offer.r_ks.next = self.r_ks.q.val();
        self.offer.r_mc.next = self.r_mc.q.val();
        self.out_valid.next = self.offer.out_valid.val();
        self.out_body.next = self.offer.out_body.val();
        self.out_tail.next = self.offer.out_tail.val();
        self.out_tag.next = self.offer.out_tag.val();
        self.out_data.next = self.offer.out_data.val();
        self.route_mask.next = self.offer.route_mask.val();
        self.route_ks.next = self.offer.route_ks.val();
        self.route_mc.next = self.offer.route_mc.val();
        self.credit_out.next = self.credit.q.val() & !self.rst.val();
        self.malformed_count.next = self.mcount.q.val();
        self.overflow.next = self.ovf.q.val();
        // ---- Sender: consumption of the FIFO front. `pop` is `pop_now | pop_rdy &
        // out_ready` (module doc, "Late select"): what the front does without the core
        // (`pop_now`: a dropped or stray flit) and what it does if the core takes the offer
        // (`pop_rdy`) come from registers, so `out_ready` is one gate from `pop`.
        self.pop_now.next = false;
        self.pop_rdy.next = false;
        if self.state.q.val() == FrameState::Idle {
            if self.offer.front_v.val() {
                if self.offer.front_tag.val() == 1 {
                    if self.offer.resolved.val() & self.offer.rd_info.val().get_bit(5) {
                        self.pop_now.next = true;
                        self.state.d.next = FrameState::Drop;
                    } else if self.offer.out_valid.val() {
                        self.pop_rdy.next = true;
                        if self.out_ready.val() {
                            self.len.d.next = self.offer.lenval.val() & self.pos_mask.val();
                            self.r_mask.d.next = self.offer.rd_mask.val();
                            self.r_ks.d.next = self.offer.rd_info.val().get_bits::<4>(0);
                            self.r_mc.d.next = self.offer.rd_info.val().get_bits::<4>(0) > 1;
                            self.pad.d.next = false;
                            self.pos.d.next = 1.into();
                            // `last_r` of pos 1: 1 + 1 == len.
                            self.last_r.d.next =
                                (self.offer.lenval.val() & self.pos_mask.val()) == 2;
                            // `pay_r` of pos 1: 1 > B.
                            self.pay_r.d.next = !self.nbs.val().any();
                            self.state.d.next = FrameState::Send;
                        }
                    }
                } else if self.offer.front_tag.val() == 2 {
                    self.pop_now.next = true;
                    self.state.d.next = FrameState::Drop;
                } else {
                    self.pop_now.next = true;
                }
            }
        } else if self.state.q.val() == FrameState::Send {
            if self.offer.out_valid.val() {
                self.pop_rdy.next = !self.pad.q.val();
            }
            if self.offer.out_valid.val() & self.out_ready.val() {
                self.pos.d.next = (self.pos.q.val() + 1) & self.pos_mask.val();
                // `last_r` of the next `pos`, from registers only.
                self.last_r.d.next =
                    (((self.pos.q.val() + 1) & self.pos_mask.val()) + 1) == self.len.q.val();
                self.pay_r.d.next = ((self.pos.q.val() + 1) & self.pos_mask.val()) > self.nbs.val();
                if self.offer.last.val() {
                    self.state.d.next = FrameState::Idle;
                }
                if !self.pad.q.val() {
                    if self.pay_r.q.val() {
                        if !self.offer.last.val() & (self.offer.front_tag.val() != 2) {
                            self.pad.d.next = true;
                        }
                        if self.offer.last.val() & (self.offer.front_tag.val() != 3) {
                            self.state.d.next = FrameState::Drop;
                        }
                    }
                }
            }
        } else if self.offer.front_v.val() {
            if self.offer.front_tag.val() == 1 {
                // The scanner started a packet at this head: serve it from Idle.
                self.state.d.next = FrameState::Idle;
            } else {
                self.pop_now.next = true;
                if self.offer.front_tag.val() == 3 {
                    self.state.d.next = FrameState::Idle;
                }
            }
        }
        self.pop.next = self.pop_now.val() | (self.pop_rdy.val() & self.out_ready.val());
        self.credit.d.next = self.pop.val();
        // ---- FIFO write: judged against the count before this edge's pop.
        self.push_ok.next = false;
        if self.in_tag.val() != 0 {
            if self.count.q.val() >= self.fifo_depth.val() {
                self.ovf.d.next = true;
            } else {
                self.push_ok.next = true;
            }
        }
        // The decoder's up-port pointer moves at the edge that decodes (route.rs).
        self.dec.clock.next = self.clock.val();
        self.dec.rst.next = self.rst.val();
        self.dec.advance.next = self.push_ok.val()
            & (self.s_state.q.val() == ScanState::Hdr)
            & (self.in_tag.val() == 2)
            & (self.bidx.q.val() == self.last_b.val());
        // ---- Scanner: the written flit is judged in the scanner's state; the last
        // bit-string flit is decoded at its own edge (the decoder takes it from `in_data`).
        self.bad.next = false;
        self.r_we.next = false;
        self.r_addr.next = self.s_addr.q.val();
        self.r_at_wr.next = false;
        self.r_wmask.next = self.dec.mask.val();
        self.r_winfo.next = bit_cast::<6, 4>(self.dec.ks.val());
        self.r_winfo.next = self.r_winfo.val().replace_bit(4, self.dec.up.val());
        self.s_last.next = (self.s_pos.q.val() + 1) == self.s_len.q.val();
        self.a_len.next = self.in_data.val() & self.len_mask.val();
        self.head_go.next = false;
        self.hdr_new.next = false;
        self.w_tag.next = self.in_tag.val();
        if self.push_ok.val() {
            if self.s_state.q.val() == ScanState::Idle {
                if self.in_tag.val() == 1 {
                    self.head_go.next = true;
                } else if self.in_tag.val() == 2 {
                    self.bad.next = true;
                    self.s_state.d.next = ScanState::Drop;
                } else {
                    self.bad.next = true;
                }
            } else if self.s_state.q.val() == ScanState::Hdr {
                if self.in_tag.val() == 2 {
                    for i in 0..B {
                        if self.bidx.q.val() == self.bsel[i].val() {
                            self.bs[i].d.next = self.in_data.val();
                        }
                    }
                    if self.bidx.q.val() == self.last_b.val() {
                        // The header is complete: its route (or bad) into the route store.
                        self.r_we.next = true;
                        if self.dec.empty.val() {
                            self.bad.next = true;
                            self.r_winfo.next = 32.into();
                            self.s_state.d.next = ScanState::Drop;
                        } else {
                            self.s_state.d.next = ScanState::Pay;
                            self.s_pos.d.next = self.pay0.val();
                        }
                    } else {
                        self.bidx.d.next = self.bidx.q.val() + 1;
                    }
                } else {
                    self.bad.next = true;
                    self.r_we.next = true;
                    self.r_winfo.next = 32.into();
                    if self.in_tag.val() == 3 {
                        self.s_state.d.next = ScanState::Idle;
                    } else {
                        self.s_state.d.next = ScanState::Drop;
                    }
                    if self.in_tag.val() == 1 {
                        self.w_tag.next = 2.into();
                    }
                }
            } else if self.s_state.q.val() == ScanState::Pay {
                if !self.s_last.val() {
                    if self.in_tag.val() == 2 {
                        self.s_pos.d.next = (self.s_pos.q.val() + 1) & self.pos_mask.val();
                    } else {
                        self.bad.next = true;
                        self.s_state.d.next = ScanState::Idle;
                    }
                } else if self.in_tag.val() == 3 {
                    self.s_state.d.next = ScanState::Idle;
                } else {
                    self.bad.next = true;
                    self.s_state.d.next = ScanState::Drop;
                }
            } else if self.s_state.q.val() == ScanState::Drop {
                if self.in_tag.val() == 3 {
                    self.s_state.d.next = ScanState::Idle;
                } else if self.in_tag.val() == 1 {
                    // While dropping, a head starts the next packet.
                    self.head_go.next = true;
                }
            }
            if self.head_go.val() {
                self.s_len.d.next = self.a_len.val() & self.pos_mask.val();
                if (self.a_len.val() < self.min_len.val()) | (self.a_len.val() > self.max_len.val())
                {
                    self.bad.next = true;
                    self.r_we.next = true;
                    self.r_addr.next = self.wr_ptr.q.val();
                    self.r_at_wr.next = true;
                    self.r_winfo.next = 32.into();
                    self.s_state.d.next = ScanState::Drop;
                } else {
                    self.head.d.next = self.in_data.val();
                    self.hdr_new.next = true;
                    self.s_addr.d.next = self.wr_ptr.q.val();
                    self.bidx.d.next = 0.into();
                    self.s_state.d.next = ScanState::Hdr;
                }
            }
        }
        self.malformed.next = self.bad.val();
        if self.bad.val() {
            self.mcount.d.next = self.mcount.q.val() + 1;
        }
        // ---- Route store write (at most one per cycle).
        self.ram_route.write_address.next = self.r_addr.val();
        self.ram_route.write_data.next = (bit_cast::<16, K>(self.r_wmask.val())
            << self.route_shift.val())
            | bit_cast::<16, 6>(self.r_winfo.val());
        self.ram_route.write_enable.next = self.r_we.val();
        // ---- FIFO pointers; the RAMs read the slot behind the next front.
        // Late select (module doc): the pointers after a pop and without one, and every
        // compare with them, come from registers; `pop` selects.
        self.rd_inc.next = (self.rd_ptr.q.val() + 1) & self.ptr_mask.val();
        self.rd_inc2.next = (self.rd_ptr.q.val() + 2) & self.ptr_mask.val();
        self.rd_next.next = self.rd_ptr.q.val();
        self.rd_after.next = self.rd_inc.val();
        self.wr_at_next.next = self.wr_ptr.q.val() == self.rd_ptr.q.val();
        self.wr_at_after.next = self.wr_ptr.q.val() == self.rd_inc.val();
        self.s_at_next.next = self.s_addr.q.val() == self.rd_ptr.q.val();
        self.s_at_after.next = self.s_addr.q.val() == self.rd_inc.val();
        if self.pop.val() {
            self.rd_next.next = self.rd_inc.val();
            self.rd_after.next = self.rd_inc2.val();
            self.wr_at_next.next = self.wr_ptr.q.val() == self.rd_inc.val();
            self.wr_at_after.next = self.wr_ptr.q.val() == self.rd_inc2.val();
            self.s_at_next.next = self.s_addr.q.val() == self.rd_inc.val();
            self.s_at_after.next = self.s_addr.q.val() == self.rd_inc2.val();
        }
        // The route-store write address is `s_addr`, or `wr_ptr` for a head dropped on its
        // length (`r_at_wr`): its compares are those of the address it selects.
        self.r_at_next.next = self.s_at_next.val();
        self.r_at_after.next = self.s_at_after.val();
        if self.r_at_wr.val() {
            self.r_at_next.next = self.wr_at_next.val();
            self.r_at_after.next = self.wr_at_after.val();
        }
        self.rd_ptr.d.next = self.rd_next.val();
        self.ram_tag.read_address.next = self.rd_after.val();
        self.ram_data.read_address.next = self.rd_after.val();
        self.ram_route.read_address.next = self.rd_after.val();
        self.ram_tag.write_address.next = self.wr_ptr.q.val();
        self.ram_data.write_address.next = self.wr_ptr.q.val();
        self.ram_tag.write_data.next = self.w_tag.val();
        self.ram_data.write_data.next = self.in_data.val();
        self.ram_tag.write_enable.next = self.push_ok.val();
        self.ram_data.write_enable.next = self.push_ok.val();
        // The word behind the front: written at the edge that gave the RAMs their read
        // address (bypass register), else the RAMs' output.
        self.nx_tag.next = self.ram_tag.read_data.val();
        self.nx_data.next = self.ram_data.read_data.val();
        if self.byp_v.q.val() {
            self.nx_tag.next = self.byp_tag.q.val();
            self.nx_data.next = self.byp_data.q.val();
        }
        self.nx_mask.next = self.ram_route.read_data.val().get_bits::<K>(6);
        self.nx_info.next = self.ram_route.read_data.val().get_bits::<6>(0);
        if self.rbyp_v.q.val() {
            self.nx_mask.next = self.rbyp_mask.q.val();
            self.nx_info.next = self.rbyp_info.q.val();
        }
        self.byp_v.d.next = self.push_ok.val() & self.wr_at_after.val();
        self.byp_tag.d.next = self.w_tag.val();
        self.byp_data.d.next = self.in_data.val();
        self.rbyp_v.d.next = self.r_we.val() & self.r_at_after.val();
        self.rbyp_mask.d.next = self.r_wmask.val();
        self.rbyp_info.d.next = self.r_winfo.val();
        // ---- Front registers (module doc): a pop moves the word behind the front up; a word
        // written into the slot that is the front after this edge goes straight in (an empty
        // FIFO, or one word popped while the next arrives), as does a route-store entry.
        if self.pop.val() {
            self.f_tag.d.next = self.nx_tag.val();
            self.f_data.d.next = self.nx_data.val();
            self.f_mask.d.next = self.nx_mask.val();
            self.f_info.d.next = self.nx_info.val();
        }
        if self.push_ok.val() & self.wr_at_next.val() {
            self.f_tag.d.next = self.w_tag.val();
            self.f_data.d.next = self.in_data.val();
        }
        if self.r_we.val() & self.r_at_next.val() {
            self.f_mask.d.next = self.r_wmask.val();
            self.f_info.d.next = self.r_winfo.val();
        }
        // `unres` (module doc, "Framer flags"): the scanner is in Hdr after this edge with
        // `s_addr` at the next front, a head it starts now (at `wr_ptr`) or the one it keeps
        // collecting (a flit that neither completes nor breaks its header, or none).
        self.hdr_keep.next = (self.s_state.q.val() == ScanState::Hdr)
            & !(self.push_ok.val()
                & ((self.in_tag.val() != 2) | (self.bidx.q.val() == self.last_b.val())));
        self.unres.d.next = (self.hdr_new.val() & self.wr_at_next.val())
            | (self.hdr_keep.val() & self.s_at_next.val());
        if self.push_ok.val() {
            self.wr_ptr.d.next = (self.wr_ptr.q.val() + 1) & self.ptr_mask.val();
        }
        // `fv_r` follows the count: a push leaves it at least 1 (it is below F <= `cnt_mask`
        // then, and a pop with it keeps it), a pop alone empties the FIFO iff the count is 1.
        if self.push_ok.val() & !self.pop.val() {
            self.count.d.next = (self.count.q.val() + 1) & self.cnt_mask.val();
            self.fv_r.d.next = true;
        } else if !self.push_ok.val() & self.pop.val() {
            self.count.d.next = (self.count.q.val() - 1) & self.cnt_mask.val();
            self.fv_r.d.next = self.count.q.val() != 1;
        }
        // ---- Synchronous reset (module doc): every control register to its power-on value.
        if self.rst.val() {
            self.wr_ptr.d.next = 0.into();
            self.rd_ptr.d.next = 0.into();
            self.count.d.next = 0.into();
            self.fv_r.d.next = false;
            self.byp_v.d.next = false;
            self.rbyp_v.d.next = false;
            self.rbyp_mask.d.next = 0.into();
            self.rbyp_info.d.next = 0.into();
            self.s_state.d.next = ScanState::Idle;
            self.bidx.d.next = 0.into();
            self.s_pos.d.next = 0.into();
            self.s_len.d.next = 0.into();
            self.s_addr.d.next = 0.into();
            self.mcount.d.next = 0.into();
            self.state.d.next = FrameState::Idle;
            self.pos.d.next = 0.into();
            self.len.d.next = 0.into();
            self.last_r.d.next = false;
            self.pay_r.d.next = false;
            self.unres.d.next = false;
            self.r_mask.d.next = 0.into();
            self.r_ks.d.next = 0.into();
            self.r_mc.d.next = false;
            self.pad.d.next = false;
            self.credit.d.next = false;
            self.ovf.d.next = false;
        }
    }
}

/// The sender's offer of [`InPort`]: the FIFO front and its route-store entry (the front
/// registers), whether a head at the front is resolved, and the flit, route
/// and valid bit offered to the switch core. Combinational only: every input is a register
/// of the port, so the offer is ready early in the cycle.
///
/// Why a block of its own: rust-hdl emits one `always @(*)` per module, and Verilator orders
/// a module's block as one unit unless its statements share no locals. With the offer inside
/// the port's block, `out_ready` (which the core computes from `out_tag`) seemed to feed
/// `out_tag` back (UNOPTFLAT, a false combinational loop through the core); here the port's
/// block only copies the offer out, and the consumption of the front reads `out_ready`.
///
/// Ports in: `fv_r` (the FIFO is not empty), `f_tag`/`f_data` (the front word) and
/// `f_mask`/`f_info` (its route-store entry),
/// `unres` (the front is a head the scanner is still collecting), and the sender's `state`, `pay_r`
/// (`pos > B`), `last_r` (`pos + 1 == len`), `pad`, `r_mask`, `r_ks`, `r_mc` (`fv_r`, `unres`,
/// `pay_r` and `last_r` are [`InPort`]'s framer flags, registers). Out: `out_valid`, `out_tag`, `out_data`, `route_mask`,
/// `route_ks`, `route_mc` (the port's offer, zero when not valid), `out_body` and `out_tail`
/// (a body or tail flit, a tail flit, is offered: the `Send` state's valid bit, from
/// registers only); for the sender's
/// consumption `front_v` (= `fv_r`), `front_tag`, `front_data`, `rd_mask`, `rd_info`,
/// `resolved`, `last` (= `last_r`: the flit at `pos` is the packet's last), `lenval` (the
/// front's length field). Latency 0.
#[derive(LogicBlock)]
pub struct SenderOffer<const K: usize, const W: usize> {
    pub fv_r: Signal<In, Bit>,
    pub f_tag: Signal<In, Bits<2>>,
    pub f_data: Signal<In, Bits<W>>,
    pub f_mask: Signal<In, Bits<K>>,
    pub f_info: Signal<In, Bits<6>>,
    pub unres: Signal<In, Bit>,
    pub state: Signal<In, FrameState>,
    pub pay_r: Signal<In, Bit>,
    pub last_r: Signal<In, Bit>,
    pub pad: Signal<In, Bit>,
    pub r_mask: Signal<In, Bits<K>>,
    pub r_ks: Signal<In, Bits<4>>,
    pub r_mc: Signal<In, Bit>,
    pub out_valid: Signal<Out, Bit>,
    pub out_body: Signal<Out, Bit>,
    pub out_tail: Signal<Out, Bit>,
    pub out_tag: Signal<Out, Bits<2>>,
    pub out_data: Signal<Out, Bits<W>>,
    pub route_mask: Signal<Out, Bits<K>>,
    pub route_ks: Signal<Out, Bits<4>>,
    pub route_mc: Signal<Out, Bit>,
    pub front_v: Signal<Out, Bit>,
    pub front_tag: Signal<Out, Bits<2>>,
    pub front_data: Signal<Out, Bits<W>>,
    pub rd_mask: Signal<Out, Bits<K>>,
    pub rd_info: Signal<Out, Bits<6>>,
    pub resolved: Signal<Out, Bit>,
    pub last: Signal<Out, Bit>,
    pub lenval: Signal<Out, Bits<W>>,
    /// The head's length field mask, B (the last bit-string position), one LCA count step in
    /// the head (the count field's least significant bit).
    len_mask: Constant<Bits<W>>,
    cnt_one: Constant<Bits<W>>,
}

impl<const K: usize, const W: usize> SenderOffer<K, W> {
    /// The offer of a port (its heads' bit-string flit count B enters as `pay_r`).
    pub fn new() -> Self {
        let lay = wormcast_model::packet::HeadLayout { w: W };
        let c = |v: u64| Constant::new(v.to_bits());
        Self {
            fv_r: Default::default(),
            f_tag: Default::default(),
            f_data: Default::default(),
            f_mask: Default::default(),
            f_info: Default::default(),
            unres: Default::default(),
            state: Default::default(),
            pay_r: Default::default(),
            last_r: Default::default(),
            pad: Default::default(),
            r_mask: Default::default(),
            r_ks: Default::default(),
            r_mc: Default::default(),
            out_valid: Default::default(),
            out_body: Default::default(),
            out_tail: Default::default(),
            out_tag: Default::default(),
            out_data: Default::default(),
            route_mask: Default::default(),
            route_ks: Default::default(),
            route_mc: Default::default(),
            front_v: Default::default(),
            front_tag: Default::default(),
            front_data: Default::default(),
            rd_mask: Default::default(),
            rd_info: Default::default(),
            resolved: Default::default(),
            last: Default::default(),
            lenval: Default::default(),
            len_mask: c(lay.max_len()),
            cnt_one: c(1 << lay.len_bits()),
        }
    }
}

impl<const K: usize, const W: usize> Logic for SenderOffer<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // FIFO front and its route-store entry.
        self.front_v.next = self.fv_r.val();
        self.front_tag.next = self.f_tag.val();
        self.front_data.next = self.f_data.val();
        self.rd_mask.next = self.f_mask.val();
        self.rd_info.next = self.f_info.val();
        self.resolved.next = !self.unres.val();
        self.lenval.next = self.front_data.val() & self.len_mask.val();
        // The offered flit.
        self.last.next = self.last_r.val();
        self.out_valid.next = false;
        self.out_tag.next = 0.into();
        self.out_data.next = 0.into();
        self.route_mask.next = self.r_mask.val();
        self.route_ks.next = self.r_ks.val();
        self.route_mc.next = self.r_mc.val();
        if self.state.val() == FrameState::Idle {
            if self.front_v.val()
                & (self.front_tag.val() == 1)
                & self.resolved.val()
                & !self.rd_info.val().get_bit(5)
            {
                self.out_valid.next = true;
                self.out_tag.next = 1.into();
                self.out_data.next = self.front_data.val();
                if self.rd_info.val().get_bit(4) {
                    self.out_data.next = self.front_data.val() - self.cnt_one.val();
                }
                self.route_mask.next = self.rd_mask.val();
                self.route_ks.next = self.rd_info.val().get_bits::<4>(0);
                self.route_mc.next = self.rd_info.val().get_bits::<4>(0) > 1;
            }
        } else if self.state.val() == FrameState::Send {
            if !self.pay_r.val() {
                self.out_valid.next = self.front_v.val();
                self.out_tag.next = 2.into();
                self.out_data.next = self.front_data.val();
            } else {
                self.out_tag.next = 2.into();
                if self.last.val() {
                    self.out_tag.next = 3.into();
                }
                if self.pad.val() {
                    self.out_valid.next = true;
                } else if self.front_v.val() {
                    self.out_valid.next = true;
                    self.out_data.next = self.front_data.val();
                }
            }
        }
        // The offer within a packet, from the sender's registers only (no front register:
        // the `Send` state offers the front's data, but its valid bit is `fv_r` or `pad`).
        self.out_body.next = false;
        self.out_tail.next = false;
        if self.state.val() == FrameState::Send {
            if !self.pay_r.val() {
                self.out_body.next = self.front_v.val();
            } else {
                self.out_body.next = self.pad.val() | self.front_v.val();
                self.out_tail.next = self.last.val() & (self.pad.val() | self.front_v.val());
            }
        }
        if !self.out_valid.val() {
            self.out_tag.next = 0.into();
            self.out_data.next = 0.into();
            self.route_mask.next = 0.into();
            self.route_ks.next = 0.into();
            self.route_mc.next = false;
        }
    }
}
