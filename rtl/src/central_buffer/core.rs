//! The central buffer proper of the central-buffer switch (multidestination-worms paper,
//! Sections 4.1 and 4.2): per-input chunk assemblers and writer state, the write port
//! (least-recently-served), the chunk RAMs (K flit lanes), the NP and NC pointer RAMs, the
//! replication counters, the free list with `free_count` and `reserved`, the per-output
//! packet lists (`first_p`, `last_p`, `first_c`) and the read port (round-robin), the write
//! turn (`turn_v`, `turn_o`, `trr`, `held`, `up_used`: while one input's chunk waits for free
//! chunks the others' non-streaming chunks wait), and the crossbar bypass decision. Golden model and register-level spec:
//! `wormcast_model::central_buffer` (every register here is a field there).
//!
//! Ports (all flat; the switch top [`super::CbSwitch`] wires the input and output ports):
//! * from input port i: `of_v[i]`, `of_tag[i]`, `of_data[i]` (the framer's offered flit),
//!   `of_mask[i]`, `of_ks[i]`, `of_mc[i]` (its decoded route), `in_bad[i]`,
//!   `in_overflow[i]`; to it: `taken[i]` (the offered flit is consumed at this edge),
//!   `up_cred[p]` (output p's credits, for the adaptive up-port choice);
//! * from output port o: `op_credits[o]`, `op_can_prefetch[o]`, `op_idle[o]`; to it:
//!   `xb_v[o]`, `xb_tag[o]`, `xb_data[o]` (a bypass flit), `hold[o]` (a bypass owns the link),
//!   `arr_v[o]` (the chunk read last cycle arrives at o), shared `arr_n`, `arr_tag[j]`,
//!   `arr_data[j]` (its flit count and lanes, straight from the RAM read ports);
//! * status: `free_count`, `reserved`, `queue[o]`, `malformed_count`, `overflow`.
//!
//! Latency: a chunk write and a chunk read each take one cycle of their port; a read issued
//! in cycle t arrives at the output port at t + 1. Pointers are 9 bits, NIL = 0x100.
//!
//! Timing: the write turn adds one gate level to the write-port request path (`held`, from
//! the registered turn, a K-input OR of the streaming upward chunks' blocked bits (the
//! `free_count` compares they share with their requests) and two 9-bit compares of
//! `up_used` with constants, ANDed into each request before the least-recently-served
//! arbiter); the turn's next state (a round-robin pick among the waiting inputs minus the
//! granted one) follows the arbiter's grant into a register.

use crate::arbiter::{LrsArbiter, RoundRobinArbiter};
use crate::chunk_store::{ChunkCountersRtl, FreeListRtl};
use crate::malformed::MalformedCounter;
use rust_hdl::prelude::*;

/// Path of an input's current packet (`w_path`): 0 none, 1 crossbar bypass, 2 central buffer.
#[derive(LogicBlock)]
pub struct CbCore<const K: usize, const W: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub of_v: [Signal<In, Bit>; K],
    pub of_tag: [Signal<In, Bits<2>>; K],
    pub of_data: [Signal<In, Bits<W>>; K],
    pub of_mask: [Signal<In, Bits<K>>; K],
    pub of_ks: [Signal<In, Bits<4>>; K],
    pub of_mc: [Signal<In, Bit>; K],
    pub in_bad: [Signal<In, Bit>; K],
    pub in_overflow: [Signal<In, Bit>; K],
    pub op_credits: [Signal<In, Bits<9>>; K],
    pub op_can_prefetch: [Signal<In, Bit>; K],
    pub op_idle: [Signal<In, Bit>; K],
    pub taken: [Signal<Out, Bit>; K],
    pub up_cred: [Signal<Out, Bits<8>>; K],
    pub xb_v: [Signal<Out, Bit>; K],
    pub xb_tag: [Signal<Out, Bits<2>>; K],
    pub xb_data: [Signal<Out, Bits<W>>; K],
    pub hold: [Signal<Out, Bit>; K],
    pub arr_v: [Signal<Out, Bit>; K],
    pub arr_n: Signal<Out, Bits<4>>,
    pub arr_tag: [Signal<Out, Bits<2>>; K],
    pub arr_data: [Signal<Out, Bits<W>>; K],
    pub free_count: Signal<Out, Bits<9>>,
    pub reserved: Signal<Out, Bits<9>>,
    pub queue: [Signal<Out, Bits<8>>; K],
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,

    // ---- Storage -------------------------------------------------------------------------
    /// Chunk RAMs: lane j holds flit j of every chunk (tag and data).
    pub lane_tag: [RAM<Bits<2>, 8>; K],
    pub lane_data: [RAM<Bits<W>, 8>; K],
    /// NP RAMs: `np[0]` only with shared header copies; `np[o]` per output otherwise.
    pub np: [RAM<Bits<9>, 8>; K],
    /// NC RAM: next chunk of the same packet.
    pub nc: RAM<Bits<9>, 8>,
    pub counters: ChunkCountersRtl,
    pub free_list: FreeListRtl,
    /// Write port arbiter (least recently served) and read port arbiter (round robin).
    pub lrs: LrsArbiter<K>,
    pub rr: RoundRobinArbiter<K, P>,
    /// The write turn's round-robin pick among the waiting inputs.
    pub trr: RoundRobinArbiter<K, P>,

    // ---- Writer state, per input i ------------------------------------------------------
    pub w_path: [DFF<Bits<2>>; K],
    /// Bypass output (one-hot) while `w_path` = 1.
    pub w_xbo: [DFF<Bits<K>>; K],
    /// Chunk assembler, flattened: lane j of input i at `i * K + j`.
    pub asm_tag: Vec<DFF<Bits<2>>>,
    pub asm_data: Vec<DFF<Bits<W>>>,
    pub w_fill: [DFF<Bits<4>>; K],
    pub w_ready: [DFF<Bit>; K],
    pub w_hdr: [DFF<Bit>; K],
    pub w_last: [DFF<Bit>; K],
    pub w_mask: [DFF<Bits<K>>; K],
    pub w_ks: [DFF<Bits<4>>; K],
    pub w_mc: [DFF<Bit>; K],
    pub w_up: [DFF<Bit>; K],
    pub w_nch: [DFF<Bits<9>>; K],
    pub w_adm: [DFF<Bit>; K],
    pub w_copies: [DFF<Bits<K>>; K],
    pub w_pre_done: [DFF<Bit>; K],
    pub last_c: [DFFWithInit<Bits<9>>; K],
    pub w_pre: [DFFWithInit<Bits<9>>; K],
    pub w_hdr_loc: [DFFWithInit<Bits<9>>; K],
    pub w_streaming: [DFF<Bit>; K],

    // ---- Reader state, per output o -----------------------------------------------------
    pub first_p: [DFFWithInit<Bits<9>>; K],
    pub last_p: [DFFWithInit<Bits<9>>; K],
    pub first_c: [DFFWithInit<Bits<9>>; K],
    /// NC forwarding: the writer (one-hot, 0 = none) whose next NC write gives `first_c`.
    pub pend_w: [DFF<Bits<K>>; K],
    pub in_pkt: [DFF<Bit>; K],
    pub rem_chunks: [DFF<Bits<9>>; K],
    pub rem_flits: [DFF<Bits<11>>; K],
    /// A bypass owns output o.
    pub xb_own: [DFF<Bit>; K],
    pub queue_r: [DFF<Bits<8>>; K],

    // ---- Global --------------------------------------------------------------------------
    pub free_cnt: DFFWithInit<Bits<9>>,
    pub reserved_r: DFF<Bits<9>>,
    /// Chunks held by upward packets (written, not yet freed): bounds the holds of arrivals
    /// from above.
    pub up_used: DFF<Bits<9>>,
    /// The write turn: held, and by which input (one-hot).
    pub turn_v: DFF<Bit>,
    pub turn_o: DFF<Bits<K>>,
    /// The read issued last cycle: valid, output (one-hot), header, header was the queue's last.
    pub if_v: DFF<Bit>,
    pub if_o: DFF<Bits<K>>,
    pub if_hdr: DFF<Bit>,
    pub if_was_last: DFF<Bit>,
    /// The read issued last cycle was of a writer's `last_c`: its NC comes by forwarding.
    pub if_pend: DFF<Bit>,

    // ---- Configuration -------------------------------------------------------------------
    nil: Constant<Bits<9>>,
    onehot: [Constant<Bits<K>>; K],
    lane_idx: [Constant<Bits<4>>; K],
    up_ports: Constant<Bits<K>>,
    shared: Constant<Bit>,
    bypass_en: Constant<Bit>,
    k9: Constant<Bits<9>>,
    k1: Constant<Bits<9>>,
    k11: Constant<Bits<11>>,
    km1: Constant<Bits<11>>,
    k4: Constant<Bits<4>>,
    log_k: Constant<Bits<4>>,
    down_reserve: Constant<Bits<9>>,
    /// C - down_reserve - K - 1 / C - down_reserve - 1: most upward chunks with which
    /// arrivals from above are held for the turn / for a blocked streaming upward chunk.
    up_room: Constant<Bits<9>>,
    up_room_s: Constant<Bits<9>>,
    len_mask: Constant<Bits<W>>,

    // ---- Combinational -------------------------------------------------------------------
    first: [Signal<Local, Bit>; K],
    lastf: [Signal<Local, Bit>; K],
    pathc: [Signal<Local, Bits<2>>; K],
    xbc: [Signal<Local, Bits<K>>; K],
    claimed: Signal<Local, Bits<K>>,
    idle_o: Signal<Local, Bits<K>>,
    want: Signal<Local, Bits<K>>,
    rd_go: Signal<Local, Bit>,
    rd_o: Signal<Local, Bits<K>>,
    rd_x: Signal<Local, Bits<9>>,
    rd_hdr: Signal<Local, Bit>,
    rd_was_last: Signal<Local, Bit>,
    clear: Signal<Local, Bits<K>>,
    readable_fp: [Signal<Local, Bit>; K],
    readable_fc: [Signal<Local, Bit>; K],
    /// Writers (one-hot) whose `last_c` is output o's `first_p` / `first_c`.
    lc_fp: [Signal<Local, Bits<K>>; K],
    lc_fc: [Signal<Local, Bits<K>>; K],
    /// The issued read's chunk is this writer's `last_c` (one-hot, 0 = none).
    rd_pw: Signal<Local, Bits<K>>,
    /// The write step writes an NC pointer (forwarded to the waiting outputs).
    ncs: Signal<Local, Bit>,
    /// Write on the chunk's last flit: the offered flit completes input i's chunk; the
    /// chunk as the write port sees it (ready, header, last, header copies left).
    comp: [Signal<Local, Bit>; K],
    rdy_w: [Signal<Local, Bit>; K],
    hdr_w: [Signal<Local, Bit>; K],
    last_w: [Signal<Local, Bit>; K],
    cop_w: [Signal<Local, Bits<K>>; K],
    fill1: [Signal<Local, Bits<4>>; K],
    streaming_eff: [Signal<Local, Bit>; K],
    need: [Signal<Local, Bits<9>>; K],
    total: [Signal<Local, Bits<9>>; K],
    /// Write turn: the upward condition of input i (also its streaming chunk's), inputs
    /// waiting for the turn, a streaming upward chunk is blocked, inputs whose non-streaming
    /// chunks and unadmitted headers are held, the turn stays with its holder.
    up_ok: [Signal<Local, Bit>; K],
    waiting: Signal<Local, Bits<K>>,
    sup: Signal<Local, Bit>,
    held: Signal<Local, Bits<K>>,
    keep: Signal<Local, Bit>,
    req: Signal<Local, Bits<K>>,
    wg: Signal<Local, Bits<K>>,
    wg_v: Signal<Local, Bit>,
    // The granted writer's state.
    s_mask: Signal<Local, Bits<K>>,
    s_ks: Signal<Local, Bits<4>>,
    s_mc: Signal<Local, Bit>,
    s_up: Signal<Local, Bit>,
    s_nch: Signal<Local, Bits<9>>,
    s_adm: Signal<Local, Bit>,
    s_copies: Signal<Local, Bits<K>>,
    s_pre_done: Signal<Local, Bit>,
    s_last_c: Signal<Local, Bits<9>>,
    s_pre: Signal<Local, Bits<9>>,
    s_hdr: Signal<Local, Bit>,
    s_last: Signal<Local, Bit>,
    s_total: Signal<Local, Bits<9>>,
    // Write-step decode.
    admit: Signal<Local, Bit>,
    case_a: Signal<Local, Bit>,
    case_b1: Signal<Local, Bit>,
    case_b2: Signal<Local, Bit>,
    case_c: Signal<Local, Bit>,
    case_d: Signal<Local, Bit>,
    use_pre: Signal<Local, Bit>,
    alloc: Signal<Local, Bit>,
    loc: Signal<Local, Bits<9>>,
    oc: Signal<Local, Bits<K>>,
    oc_found: Signal<Local, Bit>,
    copies_after: Signal<Local, Bits<K>>,
    released: Signal<Local, Bit>,
    link_v: Signal<Local, Bits<K>>,
    // Next-state values read again later in the same cycle.
    fp_n: [Signal<Local, Bits<9>>; K],
    hdr_loc_n: [Signal<Local, Bits<9>>; K],
    rem_n: [Signal<Local, Bits<9>>; K],
    rel: [Signal<Local, Bit>; K],
    fill_eff: [Signal<Local, Bits<4>>; K],
    hdr_eff: [Signal<Local, Bit>; K],
    mask_eff: [Signal<Local, Bits<K>>; K],
    fill_n: [Signal<Local, Bits<4>>; K],
    asm_go: [Signal<Local, Bit>; K],
    xb_own_n: [Signal<Local, Bit>; K],
    q_n: [Signal<Local, Bits<8>>; K],
    // Read completion.
    np_r: Signal<Local, Bits<9>>,
    len: Signal<Local, Bits<11>>,
    arr_n11: Signal<Local, Bits<11>>,
    cmp_rem: Signal<Local, Bits<11>>,
    mbits: Signal<Local, Bits<K>>,
    mctr: MalformedCounter<K>,
    fc_n: Signal<Local, Bits<9>>,
    t9: Signal<Local, Bits<9>>,
    t4: Signal<Local, Bits<4>>,
    tw: Signal<Local, Bits<W>>,
    rs_n: Signal<Local, Bits<9>>,
    uu_n: Signal<Local, Bits<9>>,
}

/// Configuration of a [`CbCore`] (from `wormcast_model::central_buffer::CbParams`).
#[derive(Clone, Debug)]
pub struct CbCoreConfig {
    pub chunks: usize,
    pub down: usize,
    pub shared: bool,
    pub bypass: bool,
    pub down_reserve: usize,
}

fn arr<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

impl<const K: usize, const W: usize, const P: usize> CbCore<K, W, P> {
    pub fn new(cfg: &CbCoreConfig) -> Self {
        assert!([2, 4, 8].contains(&K) && (1usize << P) == K && W <= 64);
        assert!(cfg.chunks <= 256 && cfg.down >= 1 && cfg.down <= K);
        let c9 = |v: usize| Constant::new((v as u64).to_bits());
        let zero_ram9 = || RAM::from((0..256).map(|_| Bits::<9>::from(0u64)));
        let up_mask = ((1u64 << K) - 1) & !((1u64 << cfg.down) - 1);
        let lay = wormcast_model::packet::HeadLayout { w: W };
        CbCore {
            clock: Default::default(),
            of_v: arr(),
            of_tag: arr(),
            of_data: arr(),
            of_mask: arr(),
            of_ks: arr(),
            of_mc: arr(),
            in_bad: arr(),
            in_overflow: arr(),
            op_credits: arr(),
            op_can_prefetch: arr(),
            op_idle: arr(),
            taken: arr(),
            up_cred: arr(),
            xb_v: arr(),
            xb_tag: arr(),
            xb_data: arr(),
            hold: arr(),
            arr_v: arr(),
            arr_n: Default::default(),
            arr_tag: arr(),
            arr_data: arr(),
            free_count: Default::default(),
            reserved: Default::default(),
            queue: arr(),
            malformed_count: Default::default(),
            overflow: Default::default(),
            lane_tag: std::array::from_fn(|_| RAM::from((0..256).map(|_| Bits::<2>::from(0u64)))),
            lane_data: std::array::from_fn(|_| RAM::from((0..256).map(|_| Bits::<W>::from(0u64)))),
            np: std::array::from_fn(|_| zero_ram9()),
            nc: zero_ram9(),
            counters: Default::default(),
            free_list: FreeListRtl::new(cfg.chunks),
            lrs: Default::default(),
            rr: Default::default(),
            trr: Default::default(),
            w_path: arr(),
            w_xbo: arr(),
            asm_tag: (0..K * K).map(|_| DFF::default()).collect(),
            asm_data: (0..K * K).map(|_| DFF::default()).collect(),
            w_fill: arr(),
            w_ready: arr(),
            w_hdr: arr(),
            w_last: arr(),
            w_mask: arr(),
            w_ks: arr(),
            w_mc: arr(),
            w_up: arr(),
            w_nch: arr(),
            w_adm: arr(),
            w_copies: arr(),
            w_pre_done: arr(),
            last_c: std::array::from_fn(|_| DFFWithInit::new(0x100u64.to_bits())),
            w_pre: std::array::from_fn(|_| DFFWithInit::new(0x100u64.to_bits())),
            w_hdr_loc: std::array::from_fn(|_| DFFWithInit::new(0x100u64.to_bits())),
            w_streaming: arr(),
            first_p: std::array::from_fn(|_| DFFWithInit::new(0x100u64.to_bits())),
            last_p: std::array::from_fn(|_| DFFWithInit::new(0x100u64.to_bits())),
            first_c: std::array::from_fn(|_| DFFWithInit::new(0x100u64.to_bits())),
            pend_w: arr(),
            in_pkt: arr(),
            rem_chunks: arr(),
            rem_flits: arr(),
            xb_own: arr(),
            queue_r: arr(),
            free_cnt: DFFWithInit::new((cfg.chunks as u64).to_bits()),
            reserved_r: Default::default(),
            up_used: Default::default(),
            turn_v: Default::default(),
            turn_o: Default::default(),
            if_v: Default::default(),
            if_o: Default::default(),
            if_hdr: Default::default(),
            if_was_last: Default::default(),
            if_pend: Default::default(),
            nil: c9(0x100),
            onehot: std::array::from_fn(|i| Constant::new((1u64 << i).to_bits())),
            lane_idx: std::array::from_fn(|j| Constant::new((j as u64).to_bits())),
            up_ports: Constant::new(up_mask.to_bits()),
            shared: Constant::new(cfg.shared),
            bypass_en: Constant::new(cfg.bypass),
            k9: c9(K),
            k1: c9(K + 1),
            k11: Constant::new((K as u64).to_bits()),
            km1: Constant::new(((K - 1) as u64).to_bits()),
            k4: Constant::new((K as u64).to_bits()),
            log_k: Constant::new((K.trailing_zeros() as u64).to_bits()),
            down_reserve: c9(cfg.down_reserve),
            up_room: c9(cfg.chunks - cfg.down_reserve - K - 1),
            up_room_s: c9(cfg.chunks - cfg.down_reserve - 1),
            len_mask: Constant::new(((1u64 << lay.len_bits()) - 1).to_bits()),
            first: arr(),
            lastf: arr(),
            pathc: arr(),
            xbc: arr(),
            claimed: Default::default(),
            idle_o: Default::default(),
            want: Default::default(),
            rd_go: Default::default(),
            rd_o: Default::default(),
            rd_x: Default::default(),
            rd_hdr: Default::default(),
            rd_was_last: Default::default(),
            clear: Default::default(),
            readable_fp: arr(),
            readable_fc: arr(),
            lc_fp: arr(),
            lc_fc: arr(),
            rd_pw: Default::default(),
            ncs: Default::default(),
            comp: arr(),
            rdy_w: arr(),
            hdr_w: arr(),
            last_w: arr(),
            cop_w: arr(),
            fill1: arr(),
            streaming_eff: arr(),
            need: arr(),
            total: arr(),
            up_ok: arr(),
            waiting: Default::default(),
            sup: Default::default(),
            held: Default::default(),
            keep: Default::default(),
            req: Default::default(),
            wg: Default::default(),
            wg_v: Default::default(),
            s_mask: Default::default(),
            s_ks: Default::default(),
            s_mc: Default::default(),
            s_up: Default::default(),
            s_nch: Default::default(),
            s_adm: Default::default(),
            s_copies: Default::default(),
            s_pre_done: Default::default(),
            s_last_c: Default::default(),
            s_pre: Default::default(),
            s_hdr: Default::default(),
            s_last: Default::default(),
            s_total: Default::default(),
            admit: Default::default(),
            case_a: Default::default(),
            case_b1: Default::default(),
            case_b2: Default::default(),
            case_c: Default::default(),
            case_d: Default::default(),
            use_pre: Default::default(),
            alloc: Default::default(),
            loc: Default::default(),
            oc: Default::default(),
            oc_found: Default::default(),
            copies_after: Default::default(),
            released: Default::default(),
            link_v: Default::default(),
            fp_n: arr(),
            hdr_loc_n: arr(),
            rem_n: arr(),
            rel: arr(),
            fill_eff: arr(),
            hdr_eff: arr(),
            mask_eff: arr(),
            fill_n: arr(),
            asm_go: arr(),
            xb_own_n: arr(),
            q_n: arr(),
            np_r: Default::default(),
            len: Default::default(),
            arr_n11: Default::default(),
            cmp_rem: Default::default(),
            mbits: Default::default(),
            mctr: Default::default(),
            fc_n: Default::default(),
            t9: Default::default(),
            t4: Default::default(),
            tw: Default::default(),
            rs_n: Default::default(),
            uu_n: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize, const P: usize> Logic for CbCore<K, W, P> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Clocks and register defaults (hold) ----------------------------------------
        dff_setup!(
            self,
            clock,
            free_cnt,
            reserved_r,
            up_used,
            turn_v,
            turn_o,
            if_v,
            if_o,
            if_hdr,
            if_was_last,
            if_pend
        );
        self.counters.clock.next = self.clock.val();
        self.free_list.clock.next = self.clock.val();
        self.lrs.clock.next = self.clock.val();
        self.rr.clock.next = self.clock.val();
        self.trr.clock.next = self.clock.val();
        self.nc.read_clock.next = self.clock.val();
        self.nc.write_clock.next = self.clock.val();
        self.nc.write_enable.next = false;
        self.nc.write_address.next = 0.into();
        self.nc.write_data.next = 0.into();
        for j in 0..K {
            self.lane_tag[j].read_clock.next = self.clock.val();
            self.lane_tag[j].write_clock.next = self.clock.val();
            self.lane_data[j].read_clock.next = self.clock.val();
            self.lane_data[j].write_clock.next = self.clock.val();
            self.np[j].read_clock.next = self.clock.val();
            self.np[j].write_clock.next = self.clock.val();
            self.np[j].write_enable.next = false;
            self.np[j].write_address.next = 0.into();
            self.np[j].write_data.next = 0.into();
        }
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.asm_tag[i * kk + j].clock.next = self.clock.val();
                    self.asm_data[i * kk + j].clock.next = self.clock.val();
                    self.asm_tag[i * kk + j].d.next = self.asm_tag[i * kk + j].q.val();
                    self.asm_data[i * kk + j].d.next = self.asm_data[i * kk + j].q.val();
                }
            }
        }
        for i in 0..K {
            self.w_path[i].clock.next = self.clock.val();
            self.w_xbo[i].clock.next = self.clock.val();
            self.w_fill[i].clock.next = self.clock.val();
            self.w_ready[i].clock.next = self.clock.val();
            self.w_hdr[i].clock.next = self.clock.val();
            self.w_last[i].clock.next = self.clock.val();
            self.w_mask[i].clock.next = self.clock.val();
            self.w_ks[i].clock.next = self.clock.val();
            self.w_mc[i].clock.next = self.clock.val();
            self.w_up[i].clock.next = self.clock.val();
            self.w_nch[i].clock.next = self.clock.val();
            self.w_adm[i].clock.next = self.clock.val();
            self.w_copies[i].clock.next = self.clock.val();
            self.w_pre_done[i].clock.next = self.clock.val();
            self.last_c[i].clock.next = self.clock.val();
            self.w_pre[i].clock.next = self.clock.val();
            self.w_hdr_loc[i].clock.next = self.clock.val();
            self.w_streaming[i].clock.next = self.clock.val();
            self.first_p[i].clock.next = self.clock.val();
            self.last_p[i].clock.next = self.clock.val();
            self.first_c[i].clock.next = self.clock.val();
            self.pend_w[i].clock.next = self.clock.val();
            self.pend_w[i].d.next = self.pend_w[i].q.val();
            self.in_pkt[i].clock.next = self.clock.val();
            self.rem_chunks[i].clock.next = self.clock.val();
            self.rem_flits[i].clock.next = self.clock.val();
            self.xb_own[i].clock.next = self.clock.val();
            self.queue_r[i].clock.next = self.clock.val();
            self.w_path[i].d.next = self.w_path[i].q.val();
            self.w_xbo[i].d.next = self.w_xbo[i].q.val();
            self.w_fill[i].d.next = self.w_fill[i].q.val();
            self.w_ready[i].d.next = self.w_ready[i].q.val();
            self.w_hdr[i].d.next = self.w_hdr[i].q.val();
            self.w_last[i].d.next = self.w_last[i].q.val();
            self.w_mask[i].d.next = self.w_mask[i].q.val();
            self.w_ks[i].d.next = self.w_ks[i].q.val();
            self.w_mc[i].d.next = self.w_mc[i].q.val();
            self.w_up[i].d.next = self.w_up[i].q.val();
            self.w_nch[i].d.next = self.w_nch[i].q.val();
            self.w_adm[i].d.next = self.w_adm[i].q.val();
            self.w_copies[i].d.next = self.w_copies[i].q.val();
            self.w_pre_done[i].d.next = self.w_pre_done[i].q.val();
            self.last_c[i].d.next = self.last_c[i].q.val();
            self.w_pre[i].d.next = self.w_pre[i].q.val();
            self.w_streaming[i].d.next = self.w_streaming[i].q.val();
            self.last_p[i].d.next = self.last_p[i].q.val();
            self.first_c[i].d.next = self.first_c[i].q.val();
            self.in_pkt[i].d.next = self.in_pkt[i].q.val();
            self.rem_flits[i].d.next = self.rem_flits[i].q.val();
            self.q_n[i].next = self.queue_r[i].q.val();
            self.fp_n[i].next = self.first_p[i].q.val();
            self.hdr_loc_n[i].next = self.w_hdr_loc[i].q.val();
            self.rem_n[i].next = self.rem_chunks[i].q.val();
            self.xb_own_n[i].next = self.xb_own[i].q.val();
            self.rel[i].next = false;
            self.taken[i].next = false;
            self.t9.next = self.op_credits[i].val();
            self.up_cred[i].next = bit_cast::<8, 9>(self.t9.val());
            self.first[i].next = self.of_v[i].val() & (self.of_tag[i].val() == 1);
            self.lastf[i].next = self.of_v[i].val() & (self.of_tag[i].val() == 3);
        }

        // Scratch values: a default in every path (no latches).
        self.t4.next = 0.into();
        self.tw.next = 0.into();
        self.cmp_rem.next = 0.into();
        self.len.next = 0.into();

        // ---- Status (registered state, before the edge) ----------------------------------
        self.free_count.next = self.free_cnt.q.val();
        self.reserved.next = self.reserved_r.q.val();
        self.mctr.clock.next = self.clock.val();
        self.mbits.next = 0.into();
        self.overflow.next = false;
        for i in 0..K {
            self.queue[i].next = self.queue_r[i].q.val();
            if self.in_bad[i].val() {
                self.mbits.next = self.mbits.val() | self.onehot[i].val();
            }
            self.overflow.next = self.overflow.val() | self.in_overflow[i].val();
        }
        self.mctr.bad.next = self.mbits.val();
        self.malformed_count.next = self.mctr.total.val();

        // ---- Path decision at each packet's head ------------------------------------------
        // Output o is idle: no bypass owner, empty queue, nothing in its packet, serialiser
        // empty and no read in flight for it.
        self.idle_o.next = 0.into();
        for o in 0..K {
            if !self.xb_own[o].q.val()
                & (self.first_p[o].q.val() == self.nil.val())
                & !self.in_pkt[o].q.val()
                & self.op_idle[o].val()
                & !(self.if_v.q.val() & (self.if_o.q.val() & self.onehot[o].val()).any())
            {
                self.idle_o.next = self.idle_o.val() | self.onehot[o].val();
            }
        }
        self.claimed.next = 0.into();
        for i in 0..K {
            self.pathc[i].next = self.w_path[i].q.val();
            self.xbc[i].next = self.w_xbo[i].q.val();
            if self.first[i].val() & (self.w_path[i].q.val() == 0) {
                if self.bypass_en.val()
                    & !self.of_mc[i].val()
                    & (self.of_mask[i].val() & self.idle_o.val() & !self.claimed.val()).any()
                    & (self.w_fill[i].q.val() == 0)
                    & !self.w_ready[i].q.val()
                {
                    self.claimed.next = self.claimed.val() | self.of_mask[i].val();
                    self.pathc[i].next = 1.into();
                    self.xbc[i].next = self.of_mask[i].val();
                } else {
                    self.pathc[i].next = 2.into();
                }
            }
        }

        // ---- Crossbar transfers ------------------------------------------------------------
        for o in 0..K {
            self.xb_v[o].next = false;
            self.xb_tag[o].next = 0.into();
            self.xb_data[o].next = 0.into();
            for i in 0..K {
                if (self.pathc[i].val() == 1)
                    & self.of_v[i].val()
                    & (self.xbc[i].val() & self.onehot[o].val()).any()
                    & self.op_credits[o].val().any()
                {
                    self.xb_v[o].next = true;
                    self.xb_tag[o].next = self.of_tag[i].val();
                    self.xb_data[o].next = self.of_data[i].val();
                    self.taken[i].next = true;
                }
            }
        }

        // ---- Read port: pick an output ----------------------------------------------------
        // A chunk is readable once written: it is no writer's pending pre (a header never
        // is). A writer's last_c is readable too; its NC comes by forwarding (rd_pw).
        for o in 0..K {
            self.readable_fp[o].next = self.first_p[o].q.val() != self.nil.val();
            self.readable_fc[o].next = self.first_c[o].q.val() != self.nil.val();
            self.lc_fp[o].next = 0.into();
            self.lc_fc[o].next = 0.into();
            for i in 0..K {
                if self.w_pre[i].q.val() == self.first_c[o].q.val() {
                    self.readable_fc[o].next = false;
                }
                if self.last_c[i].q.val() == self.first_p[o].q.val() {
                    self.lc_fp[o].next = self.lc_fp[o].val() | self.onehot[i].val();
                }
                if self.last_c[i].q.val() == self.first_c[o].q.val() {
                    self.lc_fc[o].next = self.lc_fc[o].val() | self.onehot[i].val();
                }
            }
        }
        self.want.next = 0.into();
        for o in 0..K {
            if !(self.if_v.q.val() & (self.if_o.q.val() & self.onehot[o].val()).any())
                & self.op_can_prefetch[o].val()
            {
                if self.in_pkt[o].q.val() {
                    if self.rem_chunks[o].q.val().any() & self.readable_fc[o].val() {
                        self.want.next = self.want.val() | self.onehot[o].val();
                    }
                } else if self.readable_fp[o].val() {
                    self.want.next = self.want.val() | self.onehot[o].val();
                }
            }
        }
        self.rr.req.next = self.want.val();
        self.rr.advance.next = true;
        self.rd_o.next = self.rr.grant.val();
        self.rd_go.next = self.rr.valid.val();
        self.rd_x.next = 0.into();
        self.rd_hdr.next = false;
        self.rd_was_last.next = false;
        self.rd_pw.next = 0.into();
        self.clear.next = 0.into();
        for o in 0..K {
            if (self.rd_o.val() & self.onehot[o].val()).any() {
                self.rd_hdr.next = !self.in_pkt[o].q.val();
                if self.in_pkt[o].q.val() {
                    self.rd_x.next = self.first_c[o].q.val();
                    self.rd_pw.next = self.lc_fc[o].val();
                } else {
                    self.rd_x.next = self.first_p[o].q.val();
                    self.rd_pw.next = self.lc_fp[o].val();
                    if self.first_p[o].q.val() == self.last_p[o].q.val() {
                        self.rd_was_last.next = true;
                        self.clear.next = self.onehot[o].val();
                    }
                }
            }
        }
        for j in 0..K {
            self.lane_tag[j].read_address.next = bit_cast::<8, 9>(self.rd_x.val());
            self.lane_data[j].read_address.next = bit_cast::<8, 9>(self.rd_x.val());
            self.np[j].read_address.next = bit_cast::<8, 9>(self.rd_x.val());
        }
        self.nc.read_address.next = bit_cast::<8, 9>(self.rd_x.val());
        self.counters.rd_en.next = self.rd_go.val();
        self.counters.rd_addr.next = bit_cast::<8, 9>(self.rd_x.val());
        self.if_v.d.next = self.rd_go.val();
        self.if_o.d.next = self.rd_o.val();
        self.if_hdr.d.next = self.rd_hdr.val();
        self.if_was_last.d.next = self.rd_was_last.val();
        self.if_pend.d.next = self.rd_go.val() & self.rd_pw.val().any();

        // ---- Write on the chunk's last flit -------------------------------------------------
        // The offered flit completes input i's chunk (nothing ready): the chunk competes for
        // the write port at this edge, its last lane taken straight from the offer.
        for i in 0..K {
            self.fill1[i].next = self.w_fill[i].q.val() + 1;
            self.comp[i].next = self.of_v[i].val()
                & (self.pathc[i].val() == 2)
                & !self.w_ready[i].q.val()
                & ((self.fill1[i].val() == self.k4.val()) | self.lastf[i].val());
            self.rdy_w[i].next = self.w_ready[i].q.val() | self.comp[i].val();
            self.hdr_w[i].next = self.w_hdr[i].q.val();
            self.last_w[i].next = self.w_last[i].q.val();
            self.cop_w[i].next = self.w_copies[i].q.val();
            if self.comp[i].val() {
                self.last_w[i].next = self.lastf[i].val();
                if self.w_fill[i].q.val() == 0 {
                    self.hdr_w[i].next = self.first[i].val();
                }
                if self.hdr_w[i].val() {
                    self.cop_w[i].next = self.w_mask[i].q.val();
                    if self.first[i].val() {
                        self.cop_w[i].next = self.of_mask[i].val();
                    }
                }
            }
        }

        // ---- Write port: eligibility and grant ---------------------------------------------
        for i in 0..K {
            // Streaming: the output already reads this packet, or its header is next in line.
            self.streaming_eff[i].next = self.w_streaming[i].q.val();
            for o in 0..K {
                if (self.w_mask[i].q.val() & self.onehot[o].val()).any()
                    & (self.w_hdr_loc[i].q.val() != self.nil.val())
                    & (self.first_p[o].q.val() == self.w_hdr_loc[i].q.val())
                    & !self.in_pkt[o].q.val()
                {
                    self.streaming_eff[i].next = true;
                }
            }
            self.need[i].next = self.k1.val();
            if self.streaming_eff[i].val() {
                self.need[i].next = 1.into();
            }
            self.total[i].next = self.w_nch[i].q.val();
            if self.shared.val() {
                self.t4.next = self.w_ks[i].q.val();
                self.total[i].next = self.w_nch[i].q.val() + bit_cast::<9, 4>(self.t4.val()) - 1;
            }
            // Upward chunks leave one largest multicast admission to the downward direction.
            self.up_ok[i].next = (self.free_cnt.q.val() >= self.need[i].val())
                & (self.free_cnt.q.val() + self.reserved_r.q.val()
                    >= self.down_reserve.val() + self.need[i].val());
        }
        // Write turn (see the model): inputs waiting for free chunks; a blocked streaming
        // upward chunk; the holds.
        self.waiting.next = 0.into();
        self.sup.next = false;
        for i in 0..K {
            if self.rdy_w[i].val() {
                if self.w_mc[i].q.val() {
                    if !self.w_adm[i].q.val() {
                        self.waiting.next = self.waiting.val() | self.onehot[i].val();
                    }
                } else if !self.streaming_eff[i].val() {
                    self.waiting.next = self.waiting.val() | self.onehot[i].val();
                } else if self.w_up[i].q.val() & !self.free_cnt.q.val().any() {
                    // A streaming upward chunk is exempt from the direction reserve; it is
                    // blocked only by an empty free list.
                    self.sup.next = true;
                }
            }
        }
        self.held.next = 0.into();
        if self.turn_v.q.val() {
            self.held.next = !self.up_ports.val();
            if self.up_used.q.val() <= self.up_room.val() {
                self.held.next = self.held.val() | self.up_ports.val();
            }
            self.held.next = self.held.val() & !self.turn_o.q.val();
        }
        if self.sup.val() {
            self.held.next = self.held.val() | !self.up_ports.val();
            if self.up_used.q.val() <= self.up_room_s.val() {
                self.held.next = self.held.val() | self.up_ports.val();
            }
        }
        self.req.next = 0.into();
        for i in 0..K {
            if self.rdy_w[i].val() {
                if !self.w_mc[i].q.val() {
                    // Non-streaming unicast chunks of held inputs wait.
                    if self.streaming_eff[i].val() | !(self.held.val() & self.onehot[i].val()).any()
                    {
                        if self.w_up[i].q.val() & !self.streaming_eff[i].val() {
                            if self.up_ok[i].val() {
                                self.req.next = self.req.val() | self.onehot[i].val();
                            }
                        } else if self.free_cnt.q.val() >= self.need[i].val() {
                            self.req.next = self.req.val() | self.onehot[i].val();
                        }
                    }
                } else if self.w_adm[i].q.val()
                    | (!(self.held.val() & self.onehot[i].val()).any()
                        & (self.free_cnt.q.val() >= self.total[i].val() + self.k9.val()))
                {
                    self.req.next = self.req.val() | self.onehot[i].val();
                }
            }
        }
        self.lrs.req.next = self.req.val();
        self.lrs.advance.next = true;
        self.wg.next = self.lrs.grant.val();
        self.wg_v.next = self.lrs.valid.val();
        // The turn stays while its holder waits and is not granted, else passes round-robin
        // to a waiting input not granted at this edge.
        self.keep.next = self.turn_v.q.val()
            & (self.waiting.val() & self.turn_o.q.val()).any()
            & !(self.wg.val() & self.turn_o.q.val()).any();
        self.trr.req.next = self.waiting.val() & !self.wg.val();
        self.trr.advance.next = !self.keep.val();
        if !self.keep.val() {
            self.turn_v.d.next = self.trr.valid.val();
            self.turn_o.d.next = self.trr.grant.val();
        }

        // ---- Write step of the granted input ------------------------------------------------
        self.s_mask.next = 0.into();
        self.s_ks.next = 0.into();
        self.s_mc.next = false;
        self.s_up.next = false;
        self.s_nch.next = 0.into();
        self.s_adm.next = false;
        self.s_copies.next = 0.into();
        self.s_pre_done.next = false;
        self.s_last_c.next = 0.into();
        self.s_pre.next = 0.into();
        self.s_hdr.next = false;
        self.s_last.next = false;
        self.s_total.next = 0.into();
        for j in 0..K {
            self.lane_tag[j].write_data.next = 0.into();
            self.lane_data[j].write_data.next = 0.into();
        }
        for kk in K..(K + 1) {
            for i in 0..K {
                if (self.wg.val() & self.onehot[i].val()).any() {
                    self.s_mask.next = self.w_mask[i].q.val();
                    self.s_ks.next = self.w_ks[i].q.val();
                    self.s_mc.next = self.w_mc[i].q.val();
                    self.s_up.next = self.w_up[i].q.val();
                    self.s_nch.next = self.w_nch[i].q.val();
                    self.s_adm.next = self.w_adm[i].q.val();
                    self.s_copies.next = self.cop_w[i].val();
                    self.s_pre_done.next = self.w_pre_done[i].q.val();
                    self.s_last_c.next = self.last_c[i].q.val();
                    self.s_pre.next = self.w_pre[i].q.val();
                    self.s_hdr.next = self.hdr_w[i].val();
                    self.s_last.next = self.last_w[i].val();
                    self.s_total.next = self.total[i].val();
                    for j in 0..K {
                        self.lane_tag[j].write_data.next = self.asm_tag[i * kk + j].q.val();
                        self.lane_data[j].write_data.next = self.asm_data[i * kk + j].q.val();
                        if self.comp[i].val() & (self.w_fill[i].q.val() == self.lane_idx[j].val()) {
                            self.lane_tag[j].write_data.next = self.of_tag[i].val();
                            self.lane_data[j].write_data.next = self.of_data[i].val();
                        }
                    }
                }
            }
        }
        self.admit.next = self.wg_v.val() & self.s_mc.val() & !self.s_adm.val();
        self.case_a.next = self.wg_v.val() & !self.s_mc.val();
        self.case_b1.next = self.wg_v.val()
            & self.s_mc.val()
            & self.s_hdr.val()
            & self.shared.val()
            & (self.s_nch.val() >= 2)
            & !self.s_pre_done.val();
        self.case_b2.next = self.wg_v.val()
            & self.s_mc.val()
            & self.s_hdr.val()
            & self.shared.val()
            & !((self.s_nch.val() >= 2) & !self.s_pre_done.val());
        self.case_c.next =
            self.wg_v.val() & self.s_mc.val() & self.s_hdr.val() & !self.shared.val();
        self.case_d.next = self.wg_v.val() & self.s_mc.val() & !self.s_hdr.val();
        self.use_pre.next = self.case_d.val() & (self.s_pre.val() != self.nil.val());
        self.alloc.next = self.case_a.val()
            | self.case_b1.val()
            | self.case_b2.val()
            | self.case_c.val()
            | (self.case_d.val() & !self.use_pre.val());
        self.free_list.alloc.next = self.alloc.val();
        self.loc.next = bit_cast::<9, 8>(self.free_list.head.val());
        if self.use_pre.val() {
            self.loc.next = self.s_pre.val();
        }
        // Lowest destination whose header copy is still to be written.
        self.oc.next = 0.into();
        self.oc_found.next = false;
        for o in 0..K {
            if !self.oc_found.val() & (self.s_copies.val() & self.onehot[o].val()).any() {
                self.oc_found.next = true;
                self.oc.next = self.onehot[o].val();
            }
        }
        self.copies_after.next = self.s_copies.val() & !self.oc.val();
        self.released.next = self.case_a.val()
            | self.case_c.val()
            | self.case_d.val()
            | (self.case_b2.val() & !self.copies_after.val().any());
        // Chunk data, counter init.
        for j in 0..K {
            self.lane_tag[j].write_address.next = bit_cast::<8, 9>(self.loc.val());
            self.lane_data[j].write_address.next = bit_cast::<8, 9>(self.loc.val());
            self.lane_tag[j].write_enable.next = self.released.val() | self.case_b2.val();
            self.lane_data[j].write_enable.next = self.released.val() | self.case_b2.val();
        }
        self.counters.set_en.next = self.released.val() | self.case_b2.val();
        self.counters.set_addr.next = bit_cast::<8, 9>(self.loc.val());
        self.counters.set_val.next = self.s_ks.val();
        if self.case_a.val() | self.case_b2.val() {
            self.counters.set_val.next = 1.into();
        }
        // NC links (not when every output has read last_c already: it may be reused).
        self.ncs.next =
            (self.case_a.val() & !self.s_hdr.val()) | (self.case_d.val() & !self.use_pre.val());
        if self.ncs.val() & (self.s_last_c.val() != self.nil.val()) {
            self.nc.write_enable.next = true;
            self.nc.write_address.next = bit_cast::<8, 9>(self.s_last_c.val());
            self.nc.write_data.next = self.loc.val();
        }
        if self.case_b2.val() {
            self.nc.write_enable.next = true;
            self.nc.write_address.next = bit_cast::<8, 9>(self.loc.val());
            self.nc.write_data.next = self.nil.val();
            if self.s_nch.val() >= 2 {
                self.nc.write_data.next = self.s_pre.val();
            }
        }
        // Header linking into the output queues (NP lists).
        self.link_v.next = 0.into();
        if self.case_a.val() & self.s_hdr.val() {
            self.link_v.next = self.s_mask.val();
        }
        if self.case_b2.val() {
            self.link_v.next = self.oc.val();
        }
        if self.case_c.val() {
            self.link_v.next = self.s_mask.val();
        }
        for o in 0..K {
            if (self.link_v.val() & self.onehot[o].val()).any() {
                if (self.first_p[o].q.val() == self.nil.val())
                    | (self.clear.val() & self.onehot[o].val()).any()
                {
                    self.fp_n[o].next = self.loc.val();
                } else if self.shared.val() {
                    self.np[0].write_enable.next = true;
                    self.t9.next = self.last_p[o].q.val();
                    self.np[0].write_address.next = bit_cast::<8, 9>(self.t9.val());
                    self.np[0].write_data.next = self.loc.val();
                } else {
                    self.np[o].write_enable.next = true;
                    self.t9.next = self.last_p[o].q.val();
                    self.np[o].write_address.next = bit_cast::<8, 9>(self.t9.val());
                    self.np[o].write_data.next = self.loc.val();
                }
                self.last_p[o].d.next = self.loc.val();
                self.q_n[o].next = self.queue_r[o].q.val() + 1;
            }
        }
        // Buffer accounting.
        self.fc_n.next = self.free_cnt.q.val();
        self.rs_n.next = self.reserved_r.q.val();
        if self.admit.val() {
            self.fc_n.next = self.fc_n.val() - self.s_total.val();
            self.rs_n.next = self.rs_n.val() + self.s_total.val();
        }
        if self.case_a.val() {
            self.fc_n.next = self.fc_n.val() - 1;
        }
        if self.alloc.val() & !self.case_a.val() {
            self.rs_n.next = self.rs_n.val() - 1;
        }
        // Writer state of the granted input.
        for i in 0..K {
            if (self.wg.val() & self.onehot[i].val()).any() {
                self.rel[i].next = self.released.val();
                if self.admit.val() {
                    self.w_adm[i].d.next = true;
                }
                if self.case_a.val() {
                    if self.s_hdr.val() {
                        self.hdr_loc_n[i].next = self.loc.val();
                    }
                    self.last_c[i].d.next = self.loc.val();
                    if self.s_last.val() {
                        self.last_c[i].d.next = self.nil.val();
                        self.hdr_loc_n[i].next = self.nil.val();
                        self.w_streaming[i].d.next = false;
                    }
                }
                if self.case_b1.val() {
                    self.w_pre[i].d.next = self.loc.val();
                    self.w_pre_done[i].d.next = true;
                }
                if self.case_b2.val() {
                    self.w_copies[i].d.next = self.copies_after.val();
                    if !self.copies_after.val().any() {
                        self.last_c[i].d.next = self.nil.val();
                    }
                }
                if self.case_c.val() | self.case_d.val() {
                    self.last_c[i].d.next = self.loc.val();
                    if self.s_last.val() {
                        self.last_c[i].d.next = self.nil.val();
                    }
                }
                if self.use_pre.val() {
                    self.w_pre[i].d.next = self.nil.val();
                }
                if self.released.val() & self.s_last.val() {
                    self.w_adm[i].d.next = false;
                }
            }
        }

        // A writer's last_c that every output has read (freed at this edge) gets no NC write.
        for i in 0..K {
            if self.counters.freed.val()
                & (self.last_c[i].q.val() == bit_cast::<9, 8>(self.counters.done_addr.val()))
                & !(self.wg.val() & self.onehot[i].val()).any()
            {
                self.last_c[i].d.next = self.nil.val();
            }
        }

        // ---- Chunk assembly (central-buffer path) -----------------------------------------
        for kk in K..(K + 1) {
            for i in 0..K {
                self.asm_go[i].next = self.of_v[i].val()
                    & (self.pathc[i].val() == 2)
                    & !(self.w_ready[i].q.val() & !self.rel[i].val())
                    & !(self.comp[i].val() & self.rel[i].val());
                if self.comp[i].val() & self.rel[i].val() {
                    // Written at this edge straight from the offer.
                    self.taken[i].next = true;
                }
                self.fill_eff[i].next = self.w_fill[i].q.val();
                if self.rel[i].val() {
                    self.fill_eff[i].next = 0.into();
                    self.w_ready[i].d.next = false;
                    self.w_fill[i].d.next = 0.into();
                }
                self.hdr_eff[i].next = self.w_hdr[i].q.val();
                if self.fill_eff[i].val() == 0 {
                    self.hdr_eff[i].next = self.first[i].val();
                }
                self.mask_eff[i].next = self.w_mask[i].q.val();
                if self.first[i].val() {
                    self.mask_eff[i].next = self.of_mask[i].val();
                }
                self.fill_n[i].next = self.fill_eff[i].val() + 1;
                if self.asm_go[i].val() {
                    self.taken[i].next = true;
                    if self.first[i].val() {
                        self.w_mask[i].d.next = self.of_mask[i].val();
                        self.w_ks[i].d.next = self.of_ks[i].val();
                        self.w_mc[i].d.next = self.of_mc[i].val();
                        self.w_up[i].d.next = (self.of_mask[i].val() & self.up_ports.val()).any();
                        self.tw.next = self.of_data[i].val() & self.len_mask.val();
                        self.len.next = bit_cast::<11, W>(self.tw.val());
                        self.w_nch[i].d.next = bit_cast::<9, 11>(
                            (self.len.val() + self.km1.val()) >> self.log_k.val(),
                        );
                        self.w_adm[i].d.next = false;
                        self.w_pre_done[i].d.next = false;
                    }
                    self.w_hdr[i].d.next = self.hdr_eff[i].val();
                    for j in 0..K {
                        if self.fill_eff[i].val() == 0 {
                            self.asm_tag[i * kk + j].d.next = 0.into();
                            self.asm_data[i * kk + j].d.next = 0.into();
                        }
                        if self.fill_eff[i].val() == self.lane_idx[j].val() {
                            self.asm_tag[i * kk + j].d.next = self.of_tag[i].val();
                            self.asm_data[i * kk + j].d.next = self.of_data[i].val();
                        }
                    }
                    self.w_fill[i].d.next = self.fill_n[i].val();
                    if (self.fill_n[i].val() == self.k4.val()) | self.lastf[i].val() {
                        self.w_ready[i].d.next = true;
                        self.w_last[i].d.next = self.lastf[i].val();
                        if self.hdr_eff[i].val()
                            & !((self.wg.val() & self.onehot[i].val()).any() & self.case_b2.val())
                        {
                            self.w_copies[i].d.next = self.mask_eff[i].val();
                        }
                    }
                }
                // Path and bypass ownership.
                self.w_path[i].d.next = self.pathc[i].val();
                self.w_xbo[i].d.next = self.xbc[i].val();
                if self.taken[i].val() & self.lastf[i].val() {
                    self.w_path[i].d.next = 0.into();
                    if self.pathc[i].val() == 1 {
                        for o in 0..K {
                            if (self.xbc[i].val() & self.onehot[o].val()).any() {
                                self.xb_own_n[o].next = false;
                            }
                        }
                    }
                } else if self.pathc[i].val() == 1 {
                    for o in 0..K {
                        if (self.xbc[i].val() & self.onehot[o].val()).any() {
                            self.xb_own_n[o].next = true;
                        }
                    }
                }
            }
        }

        // ---- Read completion (the read issued last cycle) ----------------------------------
        self.free_list.free.next = self.counters.freed.val();
        self.free_list.free_addr.next = self.counters.done_addr.val();
        if self.counters.freed.val() {
            self.fc_n.next = self.fc_n.val() + 1;
        }
        // Upward chunks: + a unicast chunk written for an up port, - a chunk freed by an up
        // port's read (only upward unicast chunks are queued for up ports).
        self.uu_n.next = self.up_used.q.val();
        if self.case_a.val() & self.s_up.val() {
            self.uu_n.next = self.uu_n.val() + 1;
        }
        if self.counters.freed.val() & (self.if_o.q.val() & self.up_ports.val()).any() {
            self.uu_n.next = self.uu_n.val() - 1;
        }
        self.np_r.next = self.np[0].read_data.val();
        if !self.shared.val() {
            for o in 0..K {
                if (self.if_o.q.val() & self.onehot[o].val()).any() {
                    self.np_r.next = self.np[o].read_data.val();
                }
            }
        }
        self.len.next = bit_cast::<11, W>(self.lane_data[0].read_data.val() & self.len_mask.val());
        for j in 0..K {
            self.arr_tag[j].next = self.lane_tag[j].read_data.val();
            self.arr_data[j].next = self.lane_data[j].read_data.val();
        }
        self.arr_n11.next = 0.into();
        for o in 0..K {
            self.arr_v[o].next =
                self.if_v.q.val() & (self.if_o.q.val() & self.onehot[o].val()).any();
            if self.arr_v[o].val() {
                if self.if_hdr.q.val() {
                    self.arr_n11.next = self.len.val();
                    if self.len.val() > self.k11.val() {
                        self.arr_n11.next = self.k11.val();
                    }
                    self.rem_n[o].next =
                        bit_cast::<9, 11>((self.len.val() + self.km1.val()) >> self.log_k.val())
                            - 1;
                    self.rem_flits[o].d.next = self.len.val() - self.arr_n11.val();
                    if !self.if_was_last.q.val() {
                        self.fp_n[o].next = self.np_r.val();
                    }
                } else {
                    self.cmp_rem.next = self.rem_flits[o].q.val();
                    self.arr_n11.next = self.cmp_rem.val();
                    if self.cmp_rem.val() > self.k11.val() {
                        self.arr_n11.next = self.k11.val();
                    }
                    self.rem_flits[o].d.next = self.cmp_rem.val() - self.arr_n11.val();
                }
                if !self.if_pend.q.val() {
                    self.first_c[o].d.next = self.nc.read_data.val();
                }
                self.in_pkt[o].d.next = self.rem_n[o].val().any();
            }
        }
        self.arr_n.next = bit_cast::<4, 11>(self.arr_n11.val());

        // ---- NC forwarding ------------------------------------------------------------------
        // Outputs waiting for the granted writer's NC write take its successor chunk; a read
        // issued now of a writer's last_c waits likewise (or takes this edge's NC write).
        for o in 0..K {
            if self.ncs.val() & (self.pend_w[o].q.val() & self.wg.val()).any() {
                self.first_c[o].d.next = self.loc.val();
                self.pend_w[o].d.next = 0.into();
            }
            if (self.rd_o.val() & self.onehot[o].val()).any() & self.rd_pw.val().any() {
                if self.ncs.val() & (self.rd_pw.val() & self.wg.val()).any() {
                    self.first_c[o].d.next = self.loc.val();
                } else {
                    self.first_c[o].d.next = self.nil.val();
                    self.pend_w[o].d.next = self.rd_pw.val();
                }
            }
        }

        // ---- Issue bookkeeping ------------------------------------------------------------
        if self.rd_go.val() & self.rd_hdr.val() {
            for i in 0..K {
                if self.hdr_loc_n[i].val() == self.rd_x.val() {
                    self.w_streaming[i].d.next = true;
                }
            }
        }
        for o in 0..K {
            if (self.rd_o.val() & self.onehot[o].val()).any() {
                if self.rd_hdr.val() {
                    self.in_pkt[o].d.next = true;
                    self.q_n[o].next = self.q_n[o].val() - 1;
                    if self.rd_was_last.val() & (self.fp_n[o].val() == self.rd_x.val()) {
                        self.fp_n[o].next = self.nil.val();
                    }
                } else {
                    self.rem_n[o].next = self.rem_chunks[o].q.val() - 1;
                }
            }
        }

        // ---- Outputs and register updates -------------------------------------------------
        for o in 0..K {
            self.first_p[o].d.next = self.fp_n[o].val();
            self.rem_chunks[o].d.next = self.rem_n[o].val();
            self.xb_own[o].d.next = self.xb_own_n[o].val();
            self.queue_r[o].d.next = self.q_n[o].val();
            self.hold[o].next =
                self.xb_own_n[o].val() | (self.claimed.val() & self.onehot[o].val()).any();
        }
        for i in 0..K {
            self.w_hdr_loc[i].d.next = self.hdr_loc_n[i].val();
        }
        self.free_cnt.d.next = self.fc_n.val();
        self.reserved_r.d.next = self.rs_n.val();
        self.up_used.d.next = self.uu_n.val();
    }
}
