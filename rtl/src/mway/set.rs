//! One buffer set of the m-way router (paper, Sections 2.1 and 2.3, Figures 2 and 4): B
//! buffers with the Figure 4 state, the allocation/mapping unit and routing logic on the
//! channel the set receives from (`rx_*`), and the buffer arbitrator on the channel it
//! drives (`tx_*`). Golden model: the set's half of
//! `wormcast_model::mway::router_model::RouterModel` (`stat`, `offer`, `listen`, `answer`
//! and the edge); the router top ([`super::router`]) lists the ports per interface.
//!
//! # Ports
//! | port | bits | phase | meaning |
//! |------|------|-------|---------|
//! | `coord` | CD | tie-off | the router's lower channel coordinates (CB bits per dimension) |
//! | `rx_valid`, `rx_drv`, `rx_tag`, `rx_buf`, `rx_data` | 1, S, 2, BB, W | 4 | the flit on the receiving channel |
//! | `rx_chain` | M | 6 | the ordered prefix chain |
//! | `rx_ack`, `rx_drop`, `rx_partial` | 1 each | 8 | the receiving channel's outcome |
//! | `tx_avail` | M | 2 | Stat availability of the driven channel's receivers |
//! | `tx_valid`, `tx_drv` | 1, S | 4 | the driven channel's grant (this set is granted when `tx_drv` is its slot) |
//! | `tx_ack`, `tx_drop`, `tx_partial`, `tx_ack_lines` | 1, 1, 1, M | 8 | the driven channel's outcome and `Ack_out` lines |
//! | out `free`, `full` | 1, MB | 1 | Stat: a free buffer; full lines (0: virtual cut-through) |
//! | out `req`, `pri`, `part`, `drv_tag`, `drv_buf`, `drv_data` | 1, 1, 1, 2, BB, W | 3 | the buffer arbitrator's pick |
//! | out `hit`, `can_ack`, `bad` | 1 each | 5 | content search, header can be taken, check failed |
//! | out `ack_out` | 1 | 7 | `Ack_out` |
//! | `ld_valid`, `ld_hsent`, `ld_rcvd`, `ld_len`, `ld_out`, `ld_lo[d]`, `ld_hi[d]`, `ld_tag[j]`, `ld_data[j]` | 1, 1, P, P, M, CB, CB, 2, W | edge | injection sets only (tied low elsewhere): load a whole message into the lowest buffer free at the start of the cycle (`rcvd`, `hsent`, `len`, `out`, region, flit entries as given; `sent` = `hsent`) |
//!
//! # Roles ([`SetRole`])
//! * `Router`: a router's `DIM+` or `DIM-` set.
//! * `Inject`: a node interface's injection set: its driving side only (slot `node`), loaded
//!   through `ld_*` (the receiving side is tied off).
//! * `Eject`: a node interface's ejection set: its receiving side only (way `node`). The
//!   header check is the node way's (region well formed and containing the node, Len); its
//!   buffers never request; a buffer is freed when its tail arrives (the node consumes every
//!   flit as it arrives).
//!
//! # Reset
//! `rst` (synchronous, active high, from the router or node interface): in a cycle with
//! `rst` high every output is 0 (the inputs are ignored); at the edge every buffer's control
//! state clears as a free does (`a`, `hdr`, `tail`, `hsent`, `discard`, `rcvd`, `sent`,
//! `out`, `cur`, `rsv`) and the buffer arbitrator's pointer returns to 0. The data registers
//! (`drv`, `buf_num`, `len`, region, flit store) keep their values: every buffer writes them
//! before it reads them. D = 0.
//!
//! Latency 0 (Mealy): every output is combinational from the registers and the inputs of
//! earlier phases; the registers change at the edge (receiving side, then driving side,
//! then the replica copy, as in the model).
//!
//! # Registers (per buffer, named after the model's `Buffer` fields)
//! `a`, `drv`, `buf_num` (Buf; `buf` is a Verilog keyword), `rcvd` (Rptr), `sent` (Fptr),
//! `hdr`, `tail`, `hsent`, `discard`, `len`, `out`, `cur`, `rsv`, the region corners
//! `region_lo`/`region_hi` (CB bits per dimension, at `i * D + d`) and the flit store
//! `flit_tag`/`flit_data` (flit number `j + 1` of buffer `i` at `i * E + j`; the header is
//! regenerated from the fields, so it is not stored). The buffer arbitrator's pointer is
//! `arbiter`'s `ptr`. Virtual cut-through only (a buffer holds a whole message: E =
//! max_len - 1 body entries), one buffer class.
//!
//! # Children
//! rust-hdl emits one `always @(*)` per module, and Verilator orders a module's block as one
//! unit where its statements share variables. In a mesh, each phase's outputs go through a
//! channel block and the neighbours and come back as later phases' inputs (`rx_*`,
//! `tx_*`), so a set computing its phase outputs in the block that reads those inputs looked
//! like a loop (UNOPTFLAT). Each phase is therefore a combinational child that reads only
//! the registers, the inputs of its phase and earlier children's outputs; this block
//! copies their inputs and outputs (each output a statement of its own, 0 while `rst` is
//! high) and computes the edge (the registers' next values) from them.
//! * `stat` ([`MwaySetStat`], phase 1): `free`, the lowest / highest free buffer, two or
//!   more free.
//! * `reqs` ([`MwaySetRequests`], phase 3): the buffers' requests to the buffer arbitrator,
//!   from the buffer registers and `tx_avail`.
//! * `arbiter` ([`RoundRobinArbiter`]): the buffer arbitrator (the shared round robin, whose
//!   pointer update is computed apart from the grant; `advance` repeats `granted`'s
//!   expression).
//! * `pick` ([`MwaySetPick`], phase 3): the driver lines of the picked buffer and its
//!   header Ways.
//! * `check` ([`MwaySetCheck`], phase 5): content search, the header checks, split and
//!   route; `hit`, `can_ack`, `bad` and what the edge needs.
//! * `ackout` ([`MwaySetAckOut`], phase 7): `Ack_out` from the chain.
//!
//! Parameters: `B` buffers, `BB` Buf bits, `W` flit bits, `M` slots (2 D + 1), `S` slot
//! bits, `D` dimensions, `CB` coordinate bits (all dimensions alike: a k^D mesh), `CD` =
//! D * CB, `E` = max_len - 1 flit entries, `BE` = B * E, `BD` = B * D, `P` pointer bits
//! (values 0..=max_len), `LEN` Len field bits, `MB` = M * B.

use super::set_ack::MwaySetAckOut;
use super::set_check::MwaySetCheck;
use super::set_pick::MwaySetPick;
pub use super::set_requests::MwaySetRequests;
use super::set_stat::MwaySetStat;
use crate::arbiter::RoundRobinArbiter;
use rust_hdl::prelude::*;
use wormcast_model::mway::params::Algorithm;
use wormcast_model::mway::router_model::RouterShape;

#[derive(LogicBlock)]
pub struct MwaySet<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
    const LEN: usize,
    const MB: usize,
> {
    pub clock: Signal<In, Clock>,
    /// Synchronous reset (module doc, "Reset").
    pub rst: Signal<In, Bit>,
    pub coord: Signal<In, Bits<CD>>,
    // Receiving channel (allocation/mapping unit)
    pub rx_valid: Signal<In, Bit>,
    pub rx_drv: Signal<In, Bits<S>>,
    pub rx_tag: Signal<In, Bits<2>>,
    pub rx_buf: Signal<In, Bits<BB>>,
    pub rx_data: Signal<In, Bits<W>>,
    pub rx_chain: Signal<In, Bits<M>>,
    pub rx_ack: Signal<In, Bit>,
    pub rx_drop: Signal<In, Bit>,
    pub rx_partial: Signal<In, Bit>,
    // Driven channel (buffer arbitrator)
    pub tx_avail: Signal<In, Bits<M>>,
    pub tx_valid: Signal<In, Bit>,
    pub tx_drv: Signal<In, Bits<S>>,
    pub tx_ack: Signal<In, Bit>,
    pub tx_drop: Signal<In, Bit>,
    pub tx_partial: Signal<In, Bit>,
    pub tx_ack_lines: Signal<In, Bits<M>>,
    // Receiver lines
    pub free: Signal<Out, Bit>,
    pub full: Signal<Out, Bits<MB>>,
    pub hit: Signal<Out, Bit>,
    pub can_ack: Signal<Out, Bit>,
    pub bad: Signal<Out, Bit>,
    pub ack_out: Signal<Out, Bit>,
    // Driver lines
    pub req: Signal<Out, Bit>,
    pub pri: Signal<Out, Bit>,
    pub part: Signal<Out, Bit>,
    pub drv_tag: Signal<Out, Bits<2>>,
    pub drv_buf: Signal<Out, Bits<BB>>,
    pub drv_data: Signal<Out, Bits<W>>,
    // Message load (injection sets)
    pub ld_valid: Signal<In, Bit>,
    pub ld_hsent: Signal<In, Bit>,
    pub ld_rcvd: Signal<In, Bits<P>>,
    pub ld_len: Signal<In, Bits<P>>,
    pub ld_out: Signal<In, Bits<M>>,
    pub ld_lo: [Signal<In, Bits<CB>>; D],
    pub ld_hi: [Signal<In, Bits<CB>>; D],
    pub ld_tag: [Signal<In, Bits<2>>; E],
    pub ld_data: [Signal<In, Bits<W>>; E],
    // Figure 4 state per buffer
    /// `A`: allocated (a header, or a reservation for one: `a && !hdr`).
    pub a: [DFF<Bit>; B],
    /// `Drv`: the driver's slot on the receiving channel.
    pub drv: [DFF<Bits<S>>; B],
    /// `Buf`: the driver's buffer number.
    pub buf_num: [DFF<Bits<BB>>; B],
    /// `Rptr`: flits received (header included).
    pub rcvd: [DFF<Bits<P>>; B],
    /// `Fptr`: flits sent (header included).
    pub sent: [DFF<Bits<P>>; B],
    pub hdr: [DFF<Bit>; B],
    pub tail: [DFF<Bit>; B],
    /// The header went to every Way.
    pub hsent: [DFF<Bit>; B],
    /// Dropped downstream: arriving flits are thrown away up to the tail.
    pub discard: [DFF<Bit>; B],
    /// Len (flits after the header).
    pub len: [DFF<Bits<P>>; B],
    /// Ways to serve on the driven channel, Ways that have the header, Ways reserved.
    pub out: [DFF<Bits<M>>; B],
    pub cur: [DFF<Bits<M>>; B],
    pub rsv: [DFF<Bits<M>>; B],
    /// The buffer's (split) region, corner coordinates at `i * D + d`.
    pub region_lo: [DFF<Bits<CB>>; BD],
    pub region_hi: [DFF<Bits<CB>>; BD],
    /// Body and tail flits: flit `j + 1` of buffer `i` at `i * E + j`.
    pub flit_tag: [DFF<Bits<2>>; BE],
    pub flit_data: [DFF<Bits<W>>; BE],
    /// The buffer arbitrator (round robin over the requesting buffers).
    pub arbiter: RoundRobinArbiter<B, BB>,
    // The phases, children for Verilator (module doc, "Children")
    /// Phase 1: Stat.
    pub stat: MwaySetStat<B>,
    /// Phase 3: the buffers' requests to `arbiter`.
    pub reqs: MwaySetRequests<B, M, S, P>,
    /// Phase 3: the buffer arbitrator's pick (the driver lines).
    pub pick: MwaySetPick<B, BB, W, M, D, CB, E, BE, BD, P>,
    /// Phase 5: content search and the header checks.
    pub check: MwaySetCheck<B, BB, W, M, S, D, CB, CD, P, LEN>,
    /// Phase 7: `Ack_out`.
    pub ackout: MwaySetAckOut<M>,
    // Constants of the instance
    /// `entry_num[j]` = j + 1, the flit number held in entry j.
    entry_num: [Constant<Bits<P>>; E],
    /// The node's slot (a first-hop buffer has `drv` = node).
    node_slot: Constant<Bits<S>>,
    /// This set's driver slot on the driven channel.
    tx_slot: Constant<Bits<S>>,
    /// Per dimension: added to `coord` for the driven channel (`e_d` for the upper
    /// channel).
    tx_add: [Constant<Bits<CB>>; D],
    /// Per dimension d: the Ways of dimensions above d and the node (bits >= 2 d + 2).
    ways_above: [Constant<Bits<M>>; D],
    replica: Constant<Bit>,
    /// The set's role ([`SetRole`]).
    inject: Constant<Bit>,
    eject: Constant<Bit>,
    // Locals (the edge's)
    /// Coordinates of the driven channel.
    tx_at: [Signal<Local, Bits<CB>>; D],
    scan: Signal<Local, Bit>,
    /// The buffer a header on the receiving channel goes to (one-hot).
    target: Signal<Local, Bits<B>>,
    /// Buffers that store the receiving channel's body/tail flit this cycle, and their
    /// `rcvd` / `tail` after the receiving side of the edge.
    wrote: Signal<Local, Bits<B>>,
    rcvd_d: [Signal<Local, Bits<P>>; B],
    tail_d: [Signal<Local, Bit>; B],
    /// This set drives the channel this cycle.
    granted: Signal<Local, Bit>,
    /// The picked buffer's acking Ways, those left to a replica and the lowest of them.
    p_acked: Signal<Local, Bits<M>>,
    p_rest: Signal<Local, Bits<M>>,
    p_first: Signal<Local, Bits<M>>,
    make_replica: Signal<Local, Bit>,
}

/// What a set is part of (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetRole {
    Router,
    Inject,
    Eject,
}

/// A plain-Rust view of an instance's constants (from the model's [`RouterShape`]).
#[derive(Clone, Debug)]
pub struct SetConfig {
    pub role: SetRole,
    /// Way of the receiving channel (2 d or 2 d + 1) and slot on the driven channel: the
    /// same number, the set's directionality.
    pub rx_way: usize,
    pub tx_slot: usize,
    /// The receiving channel is the upper one.
    pub rx_upper: bool,
    pub shape: RouterShape,
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const S: usize,
        const D: usize,
        const CB: usize,
        const CD: usize,
        const E: usize,
        const BE: usize,
        const BD: usize,
        const P: usize,
        const LEN: usize,
        const MB: usize,
    > MwaySet<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>
{
    pub fn new(cfg: &SetConfig) -> Self {
        let sh = &cfg.shape;
        let p = &sh.p;
        check_params::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>(sh);
        let dim = sh.dim;
        let node = M - 1;
        let up_add = |upper: bool| -> [Constant<Bits<CB>>; D] {
            std::array::from_fn(|d| k((upper && d == dim) as u64))
        };
        Self {
            clock: Default::default(),
            rst: Default::default(),
            coord: Default::default(),
            rx_valid: Default::default(),
            rx_drv: Default::default(),
            rx_tag: Default::default(),
            rx_buf: Default::default(),
            rx_data: Default::default(),
            rx_chain: Default::default(),
            rx_ack: Default::default(),
            rx_drop: Default::default(),
            rx_partial: Default::default(),
            tx_avail: Default::default(),
            tx_valid: Default::default(),
            tx_drv: Default::default(),
            tx_ack: Default::default(),
            tx_drop: Default::default(),
            tx_partial: Default::default(),
            tx_ack_lines: Default::default(),
            free: Default::default(),
            full: Default::default(),
            hit: Default::default(),
            can_ack: Default::default(),
            bad: Default::default(),
            ack_out: Default::default(),
            req: Default::default(),
            pri: Default::default(),
            part: Default::default(),
            drv_tag: Default::default(),
            drv_buf: Default::default(),
            drv_data: Default::default(),
            ld_valid: Default::default(),
            ld_hsent: Default::default(),
            ld_rcvd: Default::default(),
            ld_len: Default::default(),
            ld_out: Default::default(),
            ld_lo: std::array::from_fn(|_| Default::default()),
            ld_hi: std::array::from_fn(|_| Default::default()),
            ld_tag: std::array::from_fn(|_| Default::default()),
            ld_data: std::array::from_fn(|_| Default::default()),
            a: std::array::from_fn(|_| Default::default()),
            drv: std::array::from_fn(|_| Default::default()),
            buf_num: std::array::from_fn(|_| Default::default()),
            rcvd: std::array::from_fn(|_| Default::default()),
            sent: std::array::from_fn(|_| Default::default()),
            hdr: std::array::from_fn(|_| Default::default()),
            tail: std::array::from_fn(|_| Default::default()),
            hsent: std::array::from_fn(|_| Default::default()),
            discard: std::array::from_fn(|_| Default::default()),
            len: std::array::from_fn(|_| Default::default()),
            out: std::array::from_fn(|_| Default::default()),
            cur: std::array::from_fn(|_| Default::default()),
            rsv: std::array::from_fn(|_| Default::default()),
            region_lo: std::array::from_fn(|_| Default::default()),
            region_hi: std::array::from_fn(|_| Default::default()),
            flit_tag: std::array::from_fn(|_| Default::default()),
            flit_data: std::array::from_fn(|_| Default::default()),
            arbiter: Default::default(),
            stat: Default::default(),
            reqs: MwaySetRequests::new(
                p.algorithm.ordered(),
                p.algorithm == Algorithm::Replica,
                cfg.role == SetRole::Eject,
                node,
            ),
            pick: MwaySetPick::new(
                p.algorithm == Algorithm::Replica,
                p.algorithm.partial(),
                sh.layout.len_lsb,
            ),
            check: MwaySetCheck::new(cfg),
            ackout: MwaySetAckOut::new(p.algorithm.ordered(), cfg.rx_way),
            entry_num: std::array::from_fn(|j| k(j as u64 + 1)),
            node_slot: k(node as u64),
            tx_slot: k(cfg.tx_slot as u64),
            tx_add: up_add(!cfg.rx_upper),
            ways_above: std::array::from_fn(
                |d| k(((1u64 << M) - 1) & !((1u64 << (2 * d + 2)) - 1)),
            ),
            replica: Constant::new(p.algorithm == Algorithm::Replica),
            inject: Constant::new(cfg.role == SetRole::Inject),
            eject: Constant::new(cfg.role == SetRole::Eject),
            tx_at: std::array::from_fn(|_| Default::default()),
            scan: Default::default(),
            target: Default::default(),
            wrote: Default::default(),
            rcvd_d: std::array::from_fn(|_| Default::default()),
            tail_d: std::array::from_fn(|_| Default::default()),
            granted: Default::default(),
            p_acked: Default::default(),
            p_rest: Default::default(),
            p_first: Default::default(),
            make_replica: Default::default(),
        }
    }
}

/// A constant of N bits.
pub(crate) fn k<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(v.to_bits())
}

/// Elaboration checks: every const parameter against the model's shape, one clause per
/// assert, naming the parameter.
#[allow(clippy::too_many_arguments)]
pub fn check_params<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
    const LEN: usize,
    const MB: usize,
>(
    sh: &RouterShape,
) {
    let p = &sh.p;
    let l = &sh.layout;
    assert_eq!(
        B, p.buffers,
        "B = {B} must be the buffers per set {}",
        p.buffers
    );
    assert_eq!(
        BB, sh.buf_bits,
        "BB = {BB} Buf bits must be {}",
        sh.buf_bits
    );
    assert!(B <= 1 << BB, "B = {B} buffers must fit BB = {BB} bits");
    assert_eq!(W, p.w, "W = {W} must be the flit width {}", p.w);
    assert_eq!(D, p.dims(), "D = {D} must be the dimensions {}", p.dims());
    assert_eq!(
        M,
        2 * D + 1,
        "M = {M} slots must be 2 D + 1 = {}",
        2 * D + 1
    );
    assert_eq!(
        S, sh.slot_bits,
        "S = {S} slot bits must be {}",
        sh.slot_bits
    );
    assert!(
        p.k.iter().all(|&k| k == p.k[0]),
        "k = {:?}: the router RTL takes a k^D mesh (one k)",
        p.k
    );
    assert_eq!(
        CB, l.coord_bits[0],
        "CB = {CB} must be the coordinate bits {}",
        l.coord_bits[0]
    );
    assert_eq!(CD, D * CB, "CD = {CD} must be D * CB = {}", D * CB);
    assert_eq!(
        l.class_bits, 0,
        "classes = {}: the router RTL has one class",
        p.classes
    );
    assert!(
        p.vct(),
        "depth = {} < max_len = {}: the router RTL is virtual cut-through only",
        p.depth,
        p.max_len
    );
    assert_eq!(
        E,
        p.max_len - 1,
        "E = {E} flit entries must be max_len - 1 = {}",
        p.max_len - 1
    );
    assert_eq!(BE, B * E, "BE = {BE} must be B * E = {}", B * E);
    assert_eq!(BD, B * D, "BD = {BD} must be B * D = {}", B * D);
    assert!(
        p.max_len < 1 << P,
        "P = {P} pointer bits must hold max_len = {}",
        p.max_len
    );
    assert_eq!(
        LEN, l.len_bits,
        "LEN = {LEN} must be the Len field bits {}",
        l.len_bits
    );
    assert!(
        P <= 16 && LEN <= 16,
        "P = {P} and LEN = {LEN} must be at most 16"
    );
    assert!(
        M + 2 * CD <= 32,
        "M + 2 CD = {}: the header's Ways and region fields must lie in bits 0..32",
        M + 2 * CD
    );
    assert_eq!(MB, M * B, "MB = {MB} must be M * B = {}", M * B);
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const S: usize,
        const D: usize,
        const CB: usize,
        const CD: usize,
        const E: usize,
        const BE: usize,
        const BD: usize,
        const P: usize,
        const LEN: usize,
        const MB: usize,
    > Logic for MwaySet<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>
{
    #[hdl_gen]
    fn update(&mut self) {
        // Registers hold by default.
        self.arbiter.clock.next = self.clock.val();
        self.arbiter.rst.next = self.rst.val();
        for i in 0..B {
            self.a[i].clock.next = self.clock.val();
            self.drv[i].clock.next = self.clock.val();
            self.buf_num[i].clock.next = self.clock.val();
            self.rcvd[i].clock.next = self.clock.val();
            self.sent[i].clock.next = self.clock.val();
            self.hdr[i].clock.next = self.clock.val();
            self.tail[i].clock.next = self.clock.val();
            self.hsent[i].clock.next = self.clock.val();
            self.discard[i].clock.next = self.clock.val();
            self.len[i].clock.next = self.clock.val();
            self.out[i].clock.next = self.clock.val();
            self.cur[i].clock.next = self.clock.val();
            self.rsv[i].clock.next = self.clock.val();
            self.a[i].d.next = self.a[i].q.val();
            self.drv[i].d.next = self.drv[i].q.val();
            self.buf_num[i].d.next = self.buf_num[i].q.val();
            self.rcvd[i].d.next = self.rcvd[i].q.val();
            self.sent[i].d.next = self.sent[i].q.val();
            self.hdr[i].d.next = self.hdr[i].q.val();
            self.tail[i].d.next = self.tail[i].q.val();
            self.hsent[i].d.next = self.hsent[i].q.val();
            self.discard[i].d.next = self.discard[i].q.val();
            self.len[i].d.next = self.len[i].q.val();
            self.out[i].d.next = self.out[i].q.val();
            self.cur[i].d.next = self.cur[i].q.val();
            self.rsv[i].d.next = self.rsv[i].q.val();
        }
        for x in 0..BD {
            self.region_lo[x].clock.next = self.clock.val();
            self.region_hi[x].clock.next = self.clock.val();
            self.region_lo[x].d.next = self.region_lo[x].q.val();
            self.region_hi[x].d.next = self.region_hi[x].q.val();
        }
        for x in 0..BE {
            self.flit_tag[x].clock.next = self.clock.val();
            self.flit_data[x].clock.next = self.clock.val();
            self.flit_tag[x].d.next = self.flit_tag[x].q.val();
            self.flit_data[x].d.next = self.flit_data[x].q.val();
        }
        // Channel coordinates of the driven channel (the edge's replica region).
        for d in 0..D {
            for cb in CB..(CB + 1) {
                self.tx_at[d].next = self.coord.val().get_bits::<CB>(d * cb) + self.tx_add[d].val();
            }
        }

        // The phases are children (module doc, "Children"); here their inputs from the
        // registers and the channel lines, and their outputs to the ports. Every output is
        // a copy of its own, 0 while `rst` is high.
        // Phase 1: Stat (free buffers; full lines are 0 under virtual cut-through).
        for i in 0..B {
            self.stat.a[i].next = self.a[i].q.val();
        }
        self.free.next = self.stat.free.val();
        if self.rst.val() {
            self.free.next = false;
        }
        self.full.next = 0.into();

        // Phase 3: requests (the child `reqs`, which reads only the registers and
        // `tx_avail`), the buffer arbitrator and its pick (`pick`).
        for i in 0..B {
            self.reqs.a[i].next = self.a[i].q.val();
            self.reqs.hdr[i].next = self.hdr[i].q.val();
            self.reqs.tail[i].next = self.tail[i].q.val();
            self.reqs.hsent[i].next = self.hsent[i].q.val();
            self.reqs.discard[i].next = self.discard[i].q.val();
            self.reqs.drv[i].next = self.drv[i].q.val();
            self.reqs.rcvd[i].next = self.rcvd[i].q.val();
            self.reqs.sent[i].next = self.sent[i].q.val();
            self.reqs.out[i].next = self.out[i].q.val();
            self.reqs.cur[i].next = self.cur[i].q.val();
            self.reqs.rsv[i].next = self.rsv[i].q.val();
        }
        self.reqs.tx_avail.next = self.tx_avail.val();
        self.arbiter.req.next = self.reqs.requests.val();
        self.granted.next = self.tx_valid.val() & (self.tx_drv.val() == self.tx_slot.val());
        // `granted`'s expression repeated rather than the local shared: a statement of its
        // own, so Verilator sees no loop through the arbiter (module doc, "Children").
        self.arbiter.advance.next = self.tx_valid.val() & (self.tx_drv.val() == self.tx_slot.val());
        self.pick.grant.next = self.arbiter.grant.val();
        self.pick.valid.next = self.arbiter.valid.val();
        self.pick.free2.next = self.stat.free2.val();
        for i in 0..B {
            self.pick.hsent[i].next = self.hsent[i].q.val();
            self.pick.sent[i].next = self.sent[i].q.val();
            self.pick.len[i].next = self.len[i].q.val();
            self.pick.out[i].next = self.out[i].q.val();
            self.pick.cur[i].next = self.cur[i].q.val();
        }
        for x in 0..BD {
            self.pick.region_lo[x].next = self.region_lo[x].q.val();
            self.pick.region_hi[x].next = self.region_hi[x].q.val();
        }
        for x in 0..BE {
            self.pick.flit_tag[x].next = self.flit_tag[x].q.val();
            self.pick.flit_data[x].next = self.flit_data[x].q.val();
        }
        self.req.next = self.arbiter.valid.val();
        if self.rst.val() {
            self.req.next = false;
        }
        self.pri.next = self.pick.pri.val();
        if self.rst.val() {
            self.pri.next = false;
        }
        self.part.next = self.pick.part.val();
        if self.rst.val() {
            self.part.next = false;
        }
        self.drv_tag.next = self.pick.drv_tag.val();
        if self.rst.val() {
            self.drv_tag.next = 0.into();
        }
        self.drv_buf.next = self.pick.drv_buf.val();
        if self.rst.val() {
            self.drv_buf.next = 0.into();
        }
        self.drv_data.next = self.pick.drv_data.val();
        if self.rst.val() {
            self.drv_data.next = 0.into();
        }

        // Phase 5: content search and the header checks (routing logic), `check`.
        self.check.coord.next = self.coord.val();
        self.check.rx_valid.next = self.rx_valid.val();
        self.check.rx_drv.next = self.rx_drv.val();
        self.check.rx_tag.next = self.rx_tag.val();
        self.check.rx_buf.next = self.rx_buf.val();
        self.check.rx_data.next = self.rx_data.val();
        self.check.free.next = self.stat.free.val();
        for i in 0..B {
            self.check.a[i].next = self.a[i].q.val();
            self.check.hdr[i].next = self.hdr[i].q.val();
            self.check.tail[i].next = self.tail[i].q.val();
            self.check.discard[i].next = self.discard[i].q.val();
            self.check.drv[i].next = self.drv[i].q.val();
            self.check.buf_num[i].next = self.buf_num[i].q.val();
            self.check.rcvd[i].next = self.rcvd[i].q.val();
            self.check.len[i].next = self.len[i].q.val();
        }
        self.hit.next = self.check.hit.val();
        if self.rst.val() {
            self.hit.next = false;
        }
        self.can_ack.next = self.check.can_ack.val();
        if self.rst.val() {
            self.can_ack.next = false;
        }
        self.bad.next = self.check.bad.val();
        if self.rst.val() {
            self.bad.next = false;
        }

        // Phase 7: Ack_out, `ackout`.
        self.ackout.rx_head.next = self.check.rx_head.val();
        self.ackout.rsv_me.next = self.check.rsv_me.val();
        self.ackout.free.next = self.stat.free.val();
        self.ackout.hit.next = self.check.hit.val();
        self.ackout.rx_chain.next = self.rx_chain.val();
        self.ack_out.next = self.ackout.ack_out.val();
        if self.rst.val() {
            self.ack_out.next = false;
        }

        // Edge, receiving side.
        if self.check.rsv_me.val() {
            self.target.next = self.check.reserved_first.val();
        } else {
            self.target.next = self.stat.first_free.val();
        }
        self.wrote.next = 0.into();
        for i in 0..B {
            self.rcvd_d[i].next = self.rcvd[i].q.val();
            self.tail_d[i].next = self.tail[i].q.val();
        }
        if self.check.rx_head.val() & self.check.h_me.val() & !self.rx_drop.val() {
            for i in 0..B {
                if self.target.val().get_bit(i) {
                    if self.rx_ack.val() | (self.rx_partial.val() & self.ackout.ack_out.val()) {
                        // The header is written.
                        self.a[i].d.next = true;
                        self.drv[i].d.next = self.rx_drv.val();
                        self.buf_num[i].d.next = self.rx_buf.val();
                        self.rcvd[i].d.next = 1.into();
                        self.sent[i].d.next = 0.into();
                        self.hdr[i].d.next = true;
                        self.tail[i].d.next = false;
                        self.hsent[i].d.next = false;
                        self.discard[i].d.next = false;
                        self.len[i].d.next = bit_cast::<P, LEN>(self.check.h_len.val());
                        self.out[i].d.next = self.check.route_out.val();
                        self.cur[i].d.next = 0.into();
                        self.rsv[i].d.next = 0.into();
                        for dd in D..(D + 1) {
                            for d in 0..D {
                                self.region_lo[i * dd + d].d.next = self.check.sub_lo[d].val();
                                self.region_hi[i * dd + d].d.next = self.check.sub_hi[d].val();
                            }
                        }
                    } else if self.ackout.ack_out.val() & !self.check.rsv_me.val() {
                        // A refused header keeps a reservation (MST-safe condition a).
                        self.a[i].d.next = true;
                        self.drv[i].d.next = self.rx_drv.val();
                        self.buf_num[i].d.next = self.rx_buf.val();
                        self.rcvd[i].d.next = 0.into();
                        self.sent[i].d.next = 0.into();
                        self.hdr[i].d.next = false;
                        self.tail[i].d.next = false;
                        self.hsent[i].d.next = false;
                        self.discard[i].d.next = false;
                        self.len[i].d.next = 0.into();
                        self.out[i].d.next = 0.into();
                        self.cur[i].d.next = 0.into();
                        self.rsv[i].d.next = 0.into();
                    }
                }
            }
        }
        if self.rx_valid.val() & !self.check.rx_head.val() {
            for i in 0..B {
                if self.check.match_hit.val().get_bit(i) {
                    if self.rx_drop.val() {
                        // First-hop length error: the first-hop buffers are freed.
                        if self.drv[i].q.val() == self.node_slot.val() {
                            self.a[i].d.next = false;
                            self.hdr[i].d.next = false;
                            self.tail[i].d.next = false;
                            self.hsent[i].d.next = false;
                            self.discard[i].d.next = false;
                            self.rcvd[i].d.next = 0.into();
                            self.sent[i].d.next = 0.into();
                            self.cur[i].d.next = 0.into();
                            self.rsv[i].d.next = 0.into();
                            self.out[i].d.next = 0.into();
                            self.tail_d[i].next = false;
                            self.rcvd_d[i].next = 0.into();
                        }
                    } else if self.rx_ack.val() {
                        if self.discard[i].q.val() {
                            if self.rx_tag.val() == 3 {
                                self.a[i].d.next = false;
                                self.hdr[i].d.next = false;
                                self.tail[i].d.next = false;
                                self.hsent[i].d.next = false;
                                self.discard[i].d.next = false;
                                self.rcvd[i].d.next = 0.into();
                                self.sent[i].d.next = 0.into();
                                self.cur[i].d.next = 0.into();
                                self.rsv[i].d.next = 0.into();
                                self.out[i].d.next = 0.into();
                                self.tail_d[i].next = false;
                                self.rcvd_d[i].next = 0.into();
                            }
                        } else if self.eject.val() & (self.rx_tag.val() == 3) {
                            // The node has taken the whole message.
                            self.a[i].d.next = false;
                            self.hdr[i].d.next = false;
                            self.tail[i].d.next = false;
                            self.hsent[i].d.next = false;
                            self.discard[i].d.next = false;
                            self.rcvd[i].d.next = 0.into();
                            self.sent[i].d.next = 0.into();
                            self.cur[i].d.next = 0.into();
                            self.rsv[i].d.next = 0.into();
                            self.out[i].d.next = 0.into();
                            self.tail_d[i].next = false;
                            self.rcvd_d[i].next = 0.into();
                        } else {
                            self.wrote.next = self.wrote.val().replace_bit(i, true);
                            for ee in E..(E + 1) {
                                for j in 0..E {
                                    if self.rcvd[i].q.val() == self.entry_num[j].val() {
                                        self.flit_tag[i * ee + j].d.next = self.rx_tag.val();
                                        self.flit_data[i * ee + j].d.next = self.rx_data.val();
                                    }
                                }
                            }
                            self.rcvd_d[i].next = self.rcvd[i].q.val() + 1;
                            self.tail_d[i].next = self.rx_tag.val() == 3;
                            self.rcvd[i].d.next = self.rcvd_d[i].val();
                            self.tail[i].d.next = self.tail_d[i].val();
                        }
                    }
                }
            }
        }

        // Edge, driving side (the picked buffer, when this set has the channel).
        self.make_replica.next = false;
        self.p_acked.next = self.pick.p_ways.val();
        if !self.tx_ack.val() {
            self.p_acked.next = self.tx_ack_lines.val() & self.pick.p_ways.val();
        }
        self.p_rest.next = self.pick.p_ways.val() & !self.p_acked.val();
        self.p_first.next = 0.into();
        self.scan.next = false;
        for w in 0..M {
            if self.p_rest.val().get_bit(w) & !self.scan.val() {
                self.p_first.next = self.p_first.val().replace_bit(w, true);
                self.scan.next = true;
            }
        }
        if self.granted.val() & self.arbiter.valid.val() {
            for i in 0..B {
                if self.arbiter.grant.val().get_bit(i) {
                    if self.tx_drop.val() {
                        if self.tail_d[i].val() {
                            self.a[i].d.next = false;
                            self.hdr[i].d.next = false;
                            self.tail[i].d.next = false;
                            self.hsent[i].d.next = false;
                            self.discard[i].d.next = false;
                            self.rcvd[i].d.next = 0.into();
                            self.sent[i].d.next = 0.into();
                            self.cur[i].d.next = 0.into();
                            self.rsv[i].d.next = 0.into();
                            self.out[i].d.next = 0.into();
                        } else {
                            self.discard[i].d.next = true;
                        }
                    } else if !self.hsent[i].q.val() {
                        if self.tx_ack.val() | self.tx_partial.val() {
                            if self.tx_partial.val() & self.replica.val() {
                                // MST-replica: the remaining Ways go to a replica.
                                self.make_replica.next = true;
                                self.out[i].d.next = self.p_acked.val();
                            }
                            self.cur[i].d.next = self.cur[i].q.val() | self.p_acked.val();
                            self.rsv[i].d.next = 0.into();
                            if self.make_replica.val()
                                | ((self.cur[i].q.val() | self.p_acked.val())
                                    == self.out[i].q.val())
                            {
                                self.hsent[i].d.next = true;
                                self.sent[i].d.next = 1.into();
                            }
                        } else {
                            // Refused: keep the Ways that acked as reserved.
                            self.rsv[i].d.next = self.p_acked.val();
                        }
                    } else if self.tx_ack.val() {
                        self.sent[i].d.next = self.sent[i].q.val() + 1;
                        if (self.pick.drv_tag.val() == 3)
                            | ((self.sent[i].q.val() + 1 >= self.rcvd_d[i].val())
                                & self.tail_d[i].val())
                        {
                            self.a[i].d.next = false;
                            self.hdr[i].d.next = false;
                            self.tail[i].d.next = false;
                            self.hsent[i].d.next = false;
                            self.discard[i].d.next = false;
                            self.rcvd[i].d.next = 0.into();
                            self.sent[i].d.next = 0.into();
                            self.cur[i].d.next = 0.into();
                            self.rsv[i].d.next = 0.into();
                            self.out[i].d.next = 0.into();
                        }
                    }
                }
            }
        }
        // The replica: in the highest buffer free at the start of the cycle, with the
        // original's (Drv, Buf), Len, flits (including one received this cycle), and the
        // union of the remaining Ways' sub-regions (suffix_region).
        if self.make_replica.val() {
            for r in 0..B {
                if self.stat.last_free.val().get_bit(r) {
                    self.a[r].d.next = true;
                    self.hdr[r].d.next = true;
                    self.hsent[r].d.next = false;
                    self.sent[r].d.next = 0.into();
                    self.cur[r].d.next = 0.into();
                    self.rsv[r].d.next = 0.into();
                    self.out[r].d.next = self.p_rest.val();
                    for i in 0..B {
                        if self.arbiter.grant.val().get_bit(i) {
                            self.drv[r].d.next = self.drv[i].q.val();
                            self.buf_num[r].d.next = self.buf_num[i].q.val();
                            self.len[r].d.next = self.len[i].q.val();
                            self.discard[r].d.next = self.discard[i].q.val();
                            self.rcvd[r].d.next = self.rcvd_d[i].val();
                            self.tail[r].d.next = self.tail_d[i].val();
                            for ee in E..(E + 1) {
                                for j in 0..E {
                                    self.flit_tag[r * ee + j].d.next =
                                        self.flit_tag[i * ee + j].q.val();
                                    self.flit_data[r * ee + j].d.next =
                                        self.flit_data[i * ee + j].q.val();
                                    if self.wrote.val().get_bit(i)
                                        & (self.rcvd[i].q.val() == self.entry_num[j].val())
                                    {
                                        self.flit_tag[r * ee + j].d.next = self.rx_tag.val();
                                        self.flit_data[r * ee + j].d.next = self.rx_data.val();
                                    }
                                }
                            }
                            for dd in D..(D + 1) {
                                for d in 0..D {
                                    self.region_lo[r * dd + d].d.next =
                                        self.region_lo[i * dd + d].q.val();
                                    self.region_hi[r * dd + d].d.next =
                                        self.region_hi[i * dd + d].q.val();
                                    if (self.p_first.val() & self.ways_above[d].val()).any() {
                                        self.region_lo[r * dd + d].d.next = self.tx_at[d].val();
                                        self.region_hi[r * dd + d].d.next = self.tx_at[d].val();
                                    }
                                    if self.p_first.val().get_bit(2 * d + 1) {
                                        self.region_hi[r * dd + d].d.next = self.tx_at[d].val();
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        // Injection sets: a whole message into the lowest buffer free at the start of the
        // cycle (never the replica's, which is the highest of two or more free).
        if self.inject.val() & self.ld_valid.val() {
            for i in 0..B {
                if self.stat.first_free.val().get_bit(i) {
                    self.a[i].d.next = true;
                    self.drv[i].d.next = self.node_slot.val();
                    self.buf_num[i].d.next = 0.into();
                    self.rcvd[i].d.next = self.ld_rcvd.val();
                    self.sent[i].d.next = 0.into();
                    if self.ld_hsent.val() {
                        self.sent[i].d.next = 1.into();
                    }
                    self.hdr[i].d.next = true;
                    self.tail[i].d.next = true;
                    self.hsent[i].d.next = self.ld_hsent.val();
                    self.discard[i].d.next = false;
                    self.len[i].d.next = self.ld_len.val();
                    self.out[i].d.next = self.ld_out.val();
                    self.cur[i].d.next = 0.into();
                    self.rsv[i].d.next = 0.into();
                    for dd in D..(D + 1) {
                        for d in 0..D {
                            self.region_lo[i * dd + d].d.next = self.ld_lo[d].val();
                            self.region_hi[i * dd + d].d.next = self.ld_hi[d].val();
                        }
                    }
                    for ee in E..(E + 1) {
                        for j in 0..E {
                            self.flit_tag[i * ee + j].d.next = self.ld_tag[j].val();
                            self.flit_data[i * ee + j].d.next = self.ld_data[j].val();
                        }
                    }
                }
            }
        }
        // Synchronous reset (module doc, "Reset"): every buffer free at the edge (the
        // outputs are 0 in the cycle, each with its copy above).
        if self.rst.val() {
            for i in 0..B {
                self.a[i].d.next = false;
                self.hdr[i].d.next = false;
                self.tail[i].d.next = false;
                self.hsent[i].d.next = false;
                self.discard[i].d.next = false;
                self.rcvd[i].d.next = 0.into();
                self.sent[i].d.next = 0.into();
                self.out[i].d.next = 0.into();
                self.cur[i].d.next = 0.into();
                self.rsv[i].d.next = 0.into();
            }
        }
    }
}
