//! The flat control and buffer core of the input-buffered switch (multidestination-worms
//! paper, Section 5; golden model `wormcast_model::input_buffered`, whose module doc is the
//! behavioural spec). All ports are plain signals or flat arrays (chunk lanes flattened as
//! `x[i * K + j]`), so that `#[hdl_gen]` emits correct Verilog; the switch top
//! ([`super::IbSwitch`]) wires it to the input and output port blocks.
//!
//! Ports in (per input port i unless noted): `off_v`, `off_tag`, `off_data`, `off_mask` (the
//! framer's offered flit and route), `mbad`, `ovf` (framer status), and per output port o:
//! `can_issue` (the output port may take a read: credits for a whole chunk, stream nearly
//! done), `ocred` (link credits).
//! Ports out: `out_ready[i]` (the offered flit is taken), `upc[o]` (credits of output o for
//! the adaptive up-port choice), `used[i]`, `malformed_count`, `overflow`; the read
//! completions `arr_v[o]`, `arr_n[o]`, `arr_hdr[o]`, `arr_last[o]`, and the flit-wide lanes
//! `lane_data[o*K+j]`: lane j of the input output o streams from (the read completing now,
//! else `sin[o]`). A chunk whose read completes in cycle t is on lane j in cycle t + j in
//! the reduced organisations, in cycle t on every lane in the chunk-wide one.
//!
//! RAMs ([`IbRam`]): sized from the buffer parameter. The ring of chunk slots of an input is
//! a power of two, `2^A` slots with `A = ring_bits(nc (+ k for the split RAM))` (the
//! spare slots are explained in [`IbCore::new`]), so that every slot pointer wraps by
//! masking with `pmask = 2^A - 1` (no compare-and-subtract); every lane RAM and side RAM has
//! `2^A` words; every count register (up to nc) is masked with `cmask` (all ones up to
//! nc or 2^A - 1, see [`crate::low_mask`]). No RAM word is
//! ever used from a read at the edge it is written (the RAMs carry `no_rw_check`): the one
//! such read the design issues, a forwarded read (below), takes the word written at that
//! edge from the `fwdflit` register instead.
//!
//! Per input port: the input buffer as k flit-wide lane RAMs of `2^A` words. Every flit the
//! framer offers is taken when fewer than nc chunks are committed (`usedr < nc`, so the chunk
//! being filled always has its slot) and written at the edge it is taken into lane RAM
//! `fill` at the chunk slot `tail` (no assembly register); the flit that completes a chunk
//! (the k-th, or the tail: `wr`) commits it at that edge (`tail` + 1, `usedr` + 1, `fill` =
//! 0; a header chunk, `whdr`, writes its packet's mask and chunk count into the side RAM).
//! `hdr` (the chunk being filled is a header chunk), `amask` (its packet's destination mask)
//! and `anch` (its chunk count, from the head flit's length) are set as the flits arrive.
//! The chunk-wide organisation and the staircase read the lanes together, i.e. as one
//! chunk-wide RAM; the split-RAM organisation reads lane j one cycle after lane j-1 (the
//! `ad` address chain, Figure 13). Then the head packet's state (valid `hv`, requested
//! `hreq`, chunks freed `hfreed`, start slot `hstart`; with no head packet `hstart` = `tail`),
//! one side RAM with each packet's destination mask (bits `K-1:0`) and chunk count (bits
//! `15:K`) stored at its header chunk's slot (a read of it at the edge it is written is
//! replaced by the `bv`/`bmask`/`bnch` bypass), the head packet's mask and chunk count held
//! in registers (`hmr`, `hnr`) once its header chunk is freed, the per-output read counters of the head packet (a chunk is freed when every destination
//! output has read it: this replaces the model's per-chunk counters, since only the head
//! packet is ever read), and a round-robin arbiter among the outputs reading this buffer.
//! Staircase organisation: lane j of a read chunk is delayed j cycles by a register chain
//! (registers R1..R(k-1) of Figure 11 holding flits j..k-1), so that flit j reaches its output
//! over a flit-wide path in cycle j after the read completes (Figure 12).
//!
//! Per output port: the request queue (input indices, FIFO, up to k: `q`, `qn`), the packet
//! being read (input, next chunk: `cur_v`, `cur_i`, `cur_c`), the read in flight (`inf_v`,
//! `inf_i`, `inf_hdr`), the remaining flit count (`rem`), and the input it streams from
//! (`sin`, the select of its k lane multiplexers after the completion cycle).
//!
//! Forwarding (the model's): a header chunk committing at this edge into an input buffer
//! with no head packet (`fresh` = `whdr & !hv`) is read at this same edge by each idle
//! output of its mask (`idlem`: it may take a read, none in flight, no packet, empty queue)
//! whose request it would be the first of (`claim`: no lower fresh input has it in its
//! mask; `blocked`: no lower input's head packet queues its requests now) and that wins the
//! input's arbitration (`fwant` joins the input's `want`; a fresh input has no other
//! want). Its read address is `hstart` = `tail` (the slot committing now), its chunk count
//! `anch` (through `hn` while `hv` is low), its input `bi` (kept out of `si`, so that the
//! normal request path has no extra logic); the request is appended and popped at this edge.
//! The lane RAM written at this edge (`fill`) returns undefined data for this read, so
//! `fwdrd`, `fwdlane` and `fwdflit` register that the read was forwarded, the lane and the
//! flit, and the completion takes that lane from `fwdflit` (chunk-wide and staircase; the
//! split RAM reads lane j >= 1 of the chunk j cycles later, after the write, and the last
//! flit of a header chunk is never in lane 0, so it needs no bypass).
//!
//! Latency: the same as the golden model at every port (reads issued at the edge ending
//! cycle t complete at the next edge, as the model's, and the output port sends flit j of the
//! chunk j edges after that). Head in to head out at k = 8, N = 16 (idle switch): link
//! flit to the input FIFO 1 cycle, framer 2 + B cycles, the header chunk committed with its
//! last flit, the forwarded read issued at that edge, flit 0 into the link register at the
//! next: 12 cycles at k = 8 and 8 at k = 4 for any packet length (`wormcast bench-switch`;
//! 14 and 10 with the former chunk-assembly register and no forwarding; 15 and 11 at N = 64,
//! where B = 4).

use super::ram::IbRam;
use crate::arbiter::RoundRobinArbiter;
use crate::low_mask;
use crate::malformed::MalformedCounter;
use rust_hdl::prelude::*;

/// Organisation codes of the `org` constant.
pub const ORG_CHUNK_WIDE: u64 = 0;
pub const ORG_STAIRCASE: u64 = 1;
pub const ORG_SPLIT_RAM: u64 = 2;

#[derive(LogicBlock)]
pub struct IbCore<const K: usize, const W: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub off_v: [Signal<In, Bit>; K],
    pub off_tag: [Signal<In, Bits<2>>; K],
    pub off_data: [Signal<In, Bits<W>>; K],
    pub off_mask: [Signal<In, Bits<K>>; K],
    pub mbad: [Signal<In, Bit>; K],
    pub ovf: [Signal<In, Bit>; K],
    pub can_issue: [Signal<In, Bit>; K],
    pub ocred: [Signal<In, Bits<9>>; K],
    pub out_ready: [Signal<Out, Bit>; K],
    pub upc: [Signal<Out, Bits<8>>; K],
    pub used: [Signal<Out, Bits<9>>; K],
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,
    pub arr_v: [Signal<Out, Bit>; K],
    pub arr_n: [Signal<Out, Bits<4>>; K],
    pub arr_hdr: [Signal<Out, Bit>; K],
    pub arr_last: [Signal<Out, Bit>; K],
    pub lane_data: Vec<Signal<Out, Bits<W>>>,
    // Per input.
    arb: [RoundRobinArbiter<K, P>; K],
    mctr: MalformedCounter<K>,
    ram: Vec<IbRam<W>>,
    /// Side RAM: the destination mask (bits `K-1:0`) and chunk count (bits `15:K`) of each
    /// packet, at its header chunk's slot.
    side: Vec<IbRam<16>>,
    pub fill: [DFF<Bits<4>>; K],
    /// Chunk count of the packet being assembled (from its head flit's length).
    pub anch: [DFF<Bits<10>>; K],
    /// Forwarding: a read of the chunk committing at this edge was issued (`fwdrd`); the
    /// lane written at that edge (`fwdlane`) and its flit (`fwdflit`), which replace that
    /// lane's RAM output in the next cycle (the RAM read of a word at the edge it is written
    /// is undefined).
    pub fwdrd: [DFF<Bit>; K],
    pub fwdlane: [DFF<Bits<4>>; K],
    pub fwdflit: [DFF<Bits<W>>; K],
    pub hdr: [DFF<Bit>; K],
    pub amask: [DFF<Bits<K>>; K],
    pub tail: [DFF<Bits<10>>; K],
    pub usedr: [DFF<Bits<10>>; K],
    pub hv: [DFF<Bit>; K],
    pub hreq: [DFF<Bit>; K],
    pub hstart: [DFF<Bits<10>>; K],
    pub hfreed: [DFF<Bits<10>>; K],
    pub bv: [DFF<Bit>; K],
    pub bmask: [DFF<Bits<K>>; K],
    pub bnch: [DFF<Bits<10>>; K],
    /// The head packet's mask and chunk count, held once its header chunk is freed (its
    /// slot, and the side RAM word, may then be reused by a later packet).
    pub hmr: [DFF<Bits<K>>; K],
    pub hnr: [DFF<Bits<10>>; K],
    /// `rd[i*K+o]`: chunks of input i's head packet whose read by output o has completed.
    pub rd: Vec<DFF<Bits<10>>>,
    /// Staircase: `sd[(i*K+j)*K+d]` = lane j of input i delayed d + 1 cycles.
    pub sd: Vec<DFF<Bits<W>>>,
    /// Split RAM: `ad[i*K+j]` = read address of lane RAM j (j >= 1).
    pub ad: Vec<DFF<Bits<8>>>,
    // Per output.
    pub q: Vec<DFF<Bits<P>>>,
    pub qn: [DFF<Bits<4>>; K],
    pub cur_v: [DFF<Bit>; K],
    pub cur_i: [DFF<Bits<P>>; K],
    pub cur_c: [DFF<Bits<10>>; K],
    pub inf_v: [DFF<Bit>; K],
    pub inf_i: [DFF<Bits<P>>; K],
    pub inf_hdr: [DFF<Bit>; K],
    pub rem: [DFF<Bits<W>>; K],
    /// The input whose chunk the output streams (set when a read completes).
    pub sin: [DFF<Bits<P>>; K],
    // Constants.
    org: Constant<Bits<2>>,
    ncap: Constant<Bits<10>>,
    kw: Constant<Bits<W>>,
    km1w: Constant<Bits<W>>,
    lgk: Constant<Bits<W>>,
    kc4: Constant<Bits<4>>,
    /// Counter mask: every chunk count, index and pointer is below 2^bits(ring); masking the
    /// 10-bit registers with it lets synthesis drop their constant-zero upper bits.
    cmask: Constant<Bits<10>>,
    /// Slot pointer mask, `2^A - 1`: pointers wrap around the ring by masking.
    pmask: Constant<Bits<10>>,
    /// K: the shift of the chunk count in a side RAM word.
    kshift: Constant<Bits<16>>,
    /// Packet length mask: the framer passes no packet longer than `max_len`.
    lmask: Constant<Bits<W>>,
    idxp: [Constant<Bits<P>>; K],
    idx4: [Constant<Bits<4>>; K],
    onehot: [Constant<Bits<K>>; K],
    /// Lane j is read at the edge its read is issued (all lanes; split RAM: lane 0 only).
    fwd_lane_ok: [Constant<Bit>; K],
    // Locals.
    mbits: Signal<Local, Bits<K>>,
    ovor: Signal<Local, Bit>,
    hm: [Signal<Local, Bits<K>>; K],
    hn: [Signal<Local, Bits<10>>; K],
    avail: [Signal<Local, Bits<10>>; K],
    want: [Signal<Local, Bits<K>>; K],
    isc: [Signal<Local, Bits<10>>; K],
    xs: [Signal<Local, Bits<10>>; K],
    tailn: [Signal<Local, Bits<10>>; K],
    wr: [Signal<Local, Bit>; K],
    whdr: [Signal<Local, Bit>; K],
    fill0: [Signal<Local, Bits<4>>; K],
    nchv: [Signal<Local, Bits<W>>; K],
    take: [Signal<Local, Bit>; K],
    hc: [Signal<Local, Bit>; K],
    fresh: [Signal<Local, Bit>; K],
    fwant: [Signal<Local, Bits<K>>; K],
    idlem: Signal<Local, Bits<K>>,
    claim: Signal<Local, Bits<K>>,
    blocked: Signal<Local, Bit>,
    lr: Vec<Signal<Local, Bits<W>>>,
    sidew: [Signal<Local, Bits<16>>; K],
    sider: [Signal<Local, Bits<16>>; K],
    rf: [Signal<Local, Bit>; K],
    rm: [Signal<Local, Bits<K>>; K],
    hit: [Signal<Local, Bits<K>>; K],
    rsel: [Signal<Local, Bits<10>>; K],
    rinc: [Signal<Local, Bits<10>>; K],
    fr: [Signal<Local, Bit>; K],
    pp: [Signal<Local, Bit>; K],
    ucur: [Signal<Local, Bits<10>>; K],
    hsn: [Signal<Local, Bits<10>>; K],
    lo: Vec<Signal<Local, Bits<W>>>,
    lsel: [Signal<Local, Bits<P>>; K],
    sv: [Signal<Local, Bit>; K],
    si: [Signal<Local, Bits<P>>; K],
    bi: [Signal<Local, Bits<P>>; K],
    sc: [Signal<Local, Bits<10>>; K],
    shn: [Signal<Local, Bits<10>>; K],
    sav: [Signal<Local, Bits<10>>; K],
    qav: [Signal<Local, Bit>; K],
    have: [Signal<Local, Bit>; K],
    elig: [Signal<Local, Bit>; K],
    g: [Signal<Local, Bit>; K],
    qpos: [Signal<Local, Bits<4>>; K],
    qv: Vec<Signal<Local, Bits<P>>>,
    ahl: [Signal<Local, Bits<W>>; K],
    alen: [Signal<Local, Bits<W>>; K],
    an: [Signal<Local, Bits<W>>; K],
    rema: [Signal<Local, Bits<W>>; K],
}

/// Address bits of a ring of at least `slots` chunk slots (the RAM depth is 2^bits).
pub fn ring_bits(slots: usize) -> usize {
    assert!(
        (1..=256).contains(&slots),
        "{slots} chunk slots: the input buffer RAMs hold up to 256"
    );
    (slots.next_power_of_two().trailing_zeros() as usize).max(1)
}

fn v<T: Default>(n: usize) -> Vec<T> {
    (0..n).map(|_| T::default()).collect()
}
fn a<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

impl<const K: usize, const W: usize, const P: usize> IbCore<K, W, P> {
    /// A core for `nc` buffer chunks per input (the model's `buffer / k`) in organisation
    /// `org` (one of the `ORG_*` codes); `max_len` is the largest packet in flits.
    pub fn new(org: u64, nc: usize, max_len: u64) -> Self {
        assert!(matches!(K, 2 | 4 | 8) && K <= 1 << P && org <= 2);
        // Flits are written into their lane RAM as they arrive, at the chunk slot `tail`; a
        // chunk is started only with fewer than nc chunks committed, so nc slots hold the
        // committed chunks and the one being assembled. The split RAM reads lane j of a chunk
        // up to k - 1 cycles after the read was issued, possibly after the chunk was freed: k
        // spare slots keep a freed slot from being written again within k cycles of its free
        // (the writer reaches it only after k more frees, at most one per cycle), so never at
        // an edge a lane of it is still read. Logical capacity stays nc.
        let slots = nc + if org == ORG_SPLIT_RAM { K } else { 0 };
        let abits = ring_bits(slots);
        // The ring of chunk slots is the whole RAM, 2^abits slots: pointers wrap by masking.
        let ring = 1usize << abits;
        let lay = wormcast_model::packet::HeadLayout { w: W };
        let max_chunks = (max_len.min(lay.max_len()) as usize).div_ceil(K);
        assert!(
            max_chunks < 1 << (16 - K),
            "a packet's chunk count ({max_chunks}) must fit the side RAM word above the {K}-bit mask"
        );
        let kk = K * K;
        IbCore {
            clock: Default::default(),
            off_v: a(),
            off_tag: a(),
            off_data: a(),
            off_mask: a(),
            mbad: a(),
            ovf: a(),
            can_issue: a(),
            ocred: a(),
            out_ready: a(),
            upc: a(),
            used: a(),
            malformed_count: Default::default(),
            overflow: Default::default(),
            arr_v: a(),
            arr_n: a(),
            arr_hdr: a(),
            arr_last: a(),
            lane_data: v(kk),
            arb: a(),
            mctr: Default::default(),
            ram: (0..kk).map(|_| IbRam::new(abits)).collect(),
            side: (0..K).map(|_| IbRam::new(abits)).collect(),
            fill: a(),
            anch: a(),
            fwdrd: a(),
            fwdlane: a(),
            fwdflit: a(),
            hdr: a(),
            amask: a(),
            tail: a(),
            usedr: a(),
            hv: a(),
            hreq: a(),
            hstart: a(),
            hfreed: a(),
            bv: a(),
            bmask: a(),
            bnch: a(),
            hmr: a(),
            hnr: a(),
            rd: v(kk),
            sd: v(kk * K),
            ad: v(kk),
            q: v(kk),
            qn: a(),
            cur_v: a(),
            cur_i: a(),
            cur_c: a(),
            inf_v: a(),
            inf_i: a(),
            inf_hdr: a(),
            rem: a(),
            sin: a(),
            org: Constant::new(org.to_bits()),
            kshift: Constant::new((K as u64).to_bits()),
            ncap: Constant::new((nc as u64).to_bits()),
            kw: Constant::new((K as u64).to_bits()),
            km1w: Constant::new((K as u64 - 1).to_bits()),
            lgk: Constant::new((K.trailing_zeros() as u64).to_bits()),
            kc4: Constant::new((K as u64).to_bits()),
            cmask: Constant::new(low_mask(nc.max(ring - 1) as u64).to_bits()),
            pmask: Constant::new((ring as u64 - 1).to_bits()),
            lmask: Constant::new((lay.max_len() & low_mask(max_len)).to_bits()),
            idxp: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            idx4: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            onehot: std::array::from_fn(|i| Constant::new((1u64 << i).to_bits())),
            fwd_lane_ok: std::array::from_fn(|j| Constant::new(org != ORG_SPLIT_RAM || j == 0)),
            mbits: Default::default(),
            ovor: Default::default(),
            hm: a(),
            hn: a(),
            avail: a(),
            want: a(),
            isc: a(),
            xs: a(),
            tailn: a(),
            wr: a(),
            whdr: a(),
            fill0: a(),
            nchv: a(),
            take: a(),
            hc: a(),
            fresh: a(),
            fwant: a(),
            idlem: Default::default(),
            claim: Default::default(),
            blocked: Default::default(),
            lr: v(kk),
            sidew: a(),
            sider: a(),
            rf: a(),
            rm: a(),
            hit: a(),
            rsel: a(),
            rinc: a(),
            fr: a(),
            pp: a(),
            ucur: a(),
            hsn: a(),
            lo: v(kk),
            lsel: a(),
            sv: a(),
            si: a(),
            bi: a(),
            sc: a(),
            shn: a(),
            sav: a(),
            qav: a(),
            have: a(),
            elig: a(),
            g: a(),
            qpos: a(),
            qv: v(kk),
            ahl: a(),
            alen: a(),
            an: a(),
            rema: a(),
        }
    }
}

impl<const K: usize, const W: usize, const P: usize> Logic for IbCore<K, W, P> {
    #[hdl_gen]
    fn update(&mut self) {
        // Clocks and hold defaults.
        for i in 0..K {
            self.fill[i].clock.next = self.clock.val();
            self.anch[i].clock.next = self.clock.val();
            self.anch[i].d.next = self.anch[i].q.val();
            self.fwdrd[i].clock.next = self.clock.val();
            self.fwdrd[i].d.next = false;
            self.fwdlane[i].clock.next = self.clock.val();
            self.fwdlane[i].d.next = self.fwdlane[i].q.val();
            self.fwdflit[i].clock.next = self.clock.val();
            self.fwdflit[i].d.next = self.fwdflit[i].q.val();
            self.hdr[i].clock.next = self.clock.val();
            self.amask[i].clock.next = self.clock.val();
            self.tail[i].clock.next = self.clock.val();
            self.usedr[i].clock.next = self.clock.val();
            self.hv[i].clock.next = self.clock.val();
            self.hreq[i].clock.next = self.clock.val();
            self.hstart[i].clock.next = self.clock.val();
            self.hfreed[i].clock.next = self.clock.val();
            self.bv[i].clock.next = self.clock.val();
            self.bmask[i].clock.next = self.clock.val();
            self.bnch[i].clock.next = self.clock.val();
            self.hmr[i].clock.next = self.clock.val();
            self.hnr[i].clock.next = self.clock.val();
            self.qn[i].clock.next = self.clock.val();
            self.cur_v[i].clock.next = self.clock.val();
            self.cur_i[i].clock.next = self.clock.val();
            self.cur_c[i].clock.next = self.clock.val();
            self.inf_v[i].clock.next = self.clock.val();
            self.inf_i[i].clock.next = self.clock.val();
            self.inf_hdr[i].clock.next = self.clock.val();
            self.rem[i].clock.next = self.clock.val();
            self.sin[i].clock.next = self.clock.val();
            self.arb[i].clock.next = self.clock.val();
            self.side[i].read_clock.next = self.clock.val();
            self.side[i].write_clock.next = self.clock.val();
            self.fill[i].d.next = self.fill[i].q.val();
            self.hdr[i].d.next = self.hdr[i].q.val();
            self.amask[i].d.next = self.amask[i].q.val();
            self.tail[i].d.next = self.tail[i].q.val();
            self.usedr[i].d.next = self.usedr[i].q.val();
            self.hv[i].d.next = self.hv[i].q.val();
            self.hreq[i].d.next = self.hreq[i].q.val();
            self.hstart[i].d.next = self.hstart[i].q.val();
            self.hfreed[i].d.next = self.hfreed[i].q.val();
            self.bv[i].d.next = false;
            self.bmask[i].d.next = self.bmask[i].q.val();
            self.bnch[i].d.next = self.bnch[i].q.val();
            self.qn[i].d.next = self.qn[i].q.val();
            self.cur_v[i].d.next = self.cur_v[i].q.val();
            self.cur_i[i].d.next = self.cur_i[i].q.val();
            self.cur_c[i].d.next = self.cur_c[i].q.val();
            self.inf_v[i].d.next = false;
            self.inf_i[i].d.next = self.inf_i[i].q.val();
            self.inf_hdr[i].d.next = self.inf_hdr[i].q.val();
            self.rem[i].d.next = self.rem[i].q.val();
            self.sin[i].d.next = self.sin[i].q.val();
        }
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.ram[i * kk + j].read_clock.next = self.clock.val();
                    self.ram[i * kk + j].write_clock.next = self.clock.val();
                    self.rd[i * kk + j].clock.next = self.clock.val();
                    self.rd[i * kk + j].d.next = self.rd[i * kk + j].q.val();
                    self.q[i * kk + j].clock.next = self.clock.val();
                    self.q[i * kk + j].d.next = self.q[i * kk + j].q.val();
                    self.ad[i * kk + j].clock.next = self.clock.val();
                    self.ad[i * kk + j].d.next = self.ad[i * kk + j].q.val();
                    for d in 0..K {
                        self.sd[i * kk * kk + j * kk + d].clock.next = self.clock.val();
                        self.sd[i * kk * kk + j * kk + d].d.next =
                            self.sd[i * kk * kk + j * kk + d].q.val();
                    }
                }
            }
        }
        // Status outputs.
        self.mctr.clock.next = self.clock.val();
        self.mbits.next = 0.into();
        self.ovor.next = false;
        for i in 0..K {
            self.used[i].next = self.usedr[i].q.val().get_bits::<9>(0);
            self.upc[i].next = self.ocred[i].val().get_bits::<8>(0);
            if self.mbad[i].val() {
                self.mbits.next = self.mbits.val() | self.onehot[i].val();
            }
            self.ovor.next = self.ovor.val() | self.ovf[i].val();
        }
        self.mctr.bad.next = self.mbits.val();
        self.malformed_count.next = self.mctr.total.val();
        self.overflow.next = self.ovor.val();
        // Chunk assembly, decisions: an offered flit is taken when the buffer has a free
        // slot for its chunk (`usedr < nc`; the chunk being assembled sits in the slot
        // `tail`, uncounted); the flit that completes a chunk (the k-th, or a tail) commits it
        // at this edge (`wr`), a header chunk (`whdr`: flit 0 of it is the head) into an empty
        // buffer is `fresh`.
        for i in 0..K {
            self.out_ready[i].next = self.usedr[i].q.val() < self.ncap.val();
            self.take[i].next = self.off_v[i].val() & self.out_ready[i].val();
            self.fill0[i].next = self.fill[i].q.val();
            self.wr[i].next = self.take[i].val()
                & (((self.fill0[i].val() + 1) == self.kc4.val()) | (self.off_tag[i].val() == 3));
            self.hc[i].next = self.hdr[i].q.val();
            if self.fill0[i].val() == 0 {
                self.hc[i].next = self.off_tag[i].val() == 1;
            }
            self.whdr[i].next = self.wr[i].val() & self.hc[i].val();
            self.fresh[i].next = self.whdr[i].val() & !self.hv[i].q.val();
        }
        // Forwarding: an idle output (it could take a read, none in flight, no packet, no
        // request) reads the header chunk of a fresh packet in the cycle the chunk commits,
        // when that packet's request would be the first in its queue: the lowest input with a
        // fresh packet for it (`claim`), and no lower input whose head packet queues its
        // requests at this edge (`blocked`: `hv & !hreq`). Outputs that lose the input's
        // arbitration get the request queued as usual; the winner's request is pushed and
        // popped at this edge (see the request queues).
        self.idlem.next = 0.into();
        for o in 0..K {
            if self.can_issue[o].val()
                & !self.inf_v[o].q.val()
                & !self.cur_v[o].q.val()
                & !self.qn[o].q.val().any()
            {
                self.idlem.next = self.idlem.val() | self.onehot[o].val();
            }
        }
        self.claim.next = 0.into();
        self.blocked.next = false;
        for i in 0..K {
            self.fwant[i].next = 0.into();
            if self.fresh[i].val() & !self.blocked.val() {
                self.fwant[i].next = self.amask[i].q.val() & self.idlem.val() & !self.claim.val();
            }
            if self.fresh[i].val() {
                self.claim.next = self.claim.val() | self.amask[i].q.val();
            }
            if self.hv[i].q.val() & !self.hreq[i].q.val() {
                self.blocked.next = true;
            }
        }
        // Head packet of each input: destination mask and chunk count (side RAM, or the
        // bypass when its header chunk was written at the last edge; with no head packet,
        // the chunk count of the packet being assembled, for a forwarded read); chunks of it
        // written.
        for i in 0..K {
            self.hm[i].next = self.hmr[i].q.val();
            self.hn[i].next = self.hnr[i].q.val();
            if !self.hfreed[i].q.val().any() {
                self.hm[i].next = self.side[i].read_data.val().get_bits::<K>(0);
                self.sider[i].next = self.side[i].read_data.val() >> self.kshift.val();
                self.hn[i].next = self.sider[i].val().get_bits::<10>(0);
                if self.bv[i].q.val() {
                    self.hm[i].next = self.bmask[i].q.val();
                    self.hn[i].next = self.bnch[i].q.val();
                }
            }
            if !self.hv[i].q.val() {
                self.hn[i].next = self.anch[i].q.val();
            }
            self.hn[i].next = self.hn[i].val() & self.cmask.val();
            self.hmr[i].d.next = self.hm[i].val();
            self.hnr[i].d.next = self.hn[i].val();
            self.avail[i].next = self.hfreed[i].q.val() + self.usedr[i].q.val();
        }
        // What each output serves: its current packet, or the next request.
        for kk in K..(K + 1) {
            for o in 0..K {
                self.sv[o].next = false;
                self.si[o].next = 0.into();
                self.sc[o].next = 0.into();
                if self.cur_v[o].q.val() {
                    self.sv[o].next = true;
                    self.si[o].next = self.cur_i[o].q.val();
                    self.sc[o].next = self.cur_c[o].q.val();
                } else if self.qn[o].q.val().any() {
                    self.sv[o].next = true;
                    self.si[o].next = self.q[o * kk].q.val();
                }
                // The input of a read issued now, for the bookkeeping: `si`, or for an idle
                // output the input forwarding to it (kept out of `si`, which selects the
                // normal read requests, so that forwarding adds no logic in front of them).
                self.bi[o].next = self.si[o].val();
                if !self.cur_v[o].q.val() & !self.qn[o].q.val().any() {
                    for i in 0..K {
                        if self.fwant[i].val().get_bit(o) {
                            self.bi[o].next = self.idxp[i].val();
                        }
                    }
                }
                // Multiplexer defaults are the first case, so that the chain has no extra
                // arm for an impossible select value.
                self.shn[o].next = self.hn[0].val();
                for i in 0..K {
                    if self.bi[o].val() == self.idxp[i].val() {
                        self.shn[o].next = self.hn[i].val();
                    }
                }
                // Is the chunk it would read next in the buffer? One comparator per output,
                // its operands selected by registers only (the current packet's input, or the
                // request queue's head), so that it runs beside `si`, not after it.
                self.sav[o].next = self.avail[0].val();
                self.qav[o].next = self.avail[0].val().any();
                for i in 0..K {
                    if self.cur_i[o].q.val() == self.idxp[i].val() {
                        self.sav[o].next = self.avail[i].val();
                    }
                    if self.q[o * kk].q.val() == self.idxp[i].val() {
                        self.qav[o].next = self.avail[i].val().any();
                    }
                }
                self.have[o].next = self.qav[o].val();
                if self.cur_v[o].q.val() {
                    self.have[o].next = self.cur_c[o].q.val() < self.sav[o].val();
                }
                // Eligible: prefetch buffer free, no read in flight, next chunk in the buffer.
                self.elig[o].next = self.can_issue[o].val()
                    & !self.inf_v[o].q.val()
                    & self.sv[o].val()
                    & self.have[o].val();
            }
        }
        // Reads: per input buffer one chunk per cycle, round-robin among ready outputs.
        for i in 0..K {
            self.want[i].next = 0.into();
            for o in 0..K {
                if self.elig[o].val()
                    & (self.si[o].val() == self.idxp[i].val())
                    & self.hv[i].q.val()
                    & self.hreq[i].q.val()
                {
                    self.want[i].next = self.want[i].val() | self.onehot[o].val();
                }
            }
            self.want[i].next = self.want[i].val() | self.fwant[i].val();
            self.fwdrd[i].d.next = self.fwant[i].val().any();
            self.arb[i].req.next = self.want[i].val();
            self.arb[i].advance.next = true;
            self.isc[i].next = self.sc[0].val();
            for o in 0..K {
                if self.arb[i].grant.val().get_bit(o) {
                    self.isc[i].next = self.sc[o].val();
                }
            }
            self.xs[i].next = self.hstart[i].q.val() + self.isc[i].val();
            self.xs[i].next = self.xs[i].val() & self.pmask.val();
        }
        for o in 0..K {
            self.g[o].next = false;
            for i in 0..K {
                if self.arb[i].grant.val().get_bit(o) {
                    self.g[o].next = true;
                }
            }
        }
        // Lane RAM read addresses (chunk-wide and staircase: all lanes at once; split RAM:
        // lane j one cycle after lane j - 1).
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.ram[i * kk + j].read_address.next = self.xs[i].val().get_bits::<8>(0);
                }
                if self.org.val() == 2 {
                    for j in 1..K {
                        self.ram[i * kk + j].read_address.next = self.ad[i * kk + j].q.val();
                    }
                    self.ad[i * kk + 1].d.next = self.xs[i].val().get_bits::<8>(0);
                    for j in 2..K {
                        self.ad[i * kk + j].d.next = self.ad[i * kk + j - 1].q.val();
                    }
                }
            }
        }
        // Chunk assembly, writes: every taken flit goes into its lane RAM (lane `fill`) at
        // the slot `tail`; a commit advances `tail` and writes the packet's mask and chunk
        // count into the side RAM when it is a header chunk. The head flit's length gives the
        // packet's chunk count (`anch`).
        for kk in K..(K + 1) {
            for i in 0..K {
                self.nchv[i].next = ((self.off_data[i].val() & self.lmask.val()) + self.km1w.val())
                    >> self.lgk.val();
                self.side[i].write_address.next = self.tail[i].q.val().get_bits::<8>(0);
                self.sidew[i].next = self.anch[i].q.val().get_bits::<16>(0) << self.kshift.val();
                for b in 0..K {
                    self.sidew[i].next = self.sidew[i]
                        .val()
                        .replace_bit(b, self.amask[i].q.val().get_bit(b));
                }
                self.side[i].write_data.next = self.sidew[i].val();
                self.side[i].write_enable.next = self.whdr[i].val();
                self.bmask[i].d.next = self.amask[i].q.val();
                self.bnch[i].d.next = self.anch[i].q.val();
                self.tailn[i].next = (self.tail[i].q.val() + 1) & self.pmask.val();
                self.fwdlane[i].d.next = self.fill0[i].val();
                self.fwdflit[i].d.next = self.off_data[i].val();
                for j in 0..K {
                    self.ram[i * kk + j].write_address.next = self.tail[i].q.val().get_bits::<8>(0);
                    self.ram[i * kk + j].write_data.next = self.off_data[i].val();
                    self.ram[i * kk + j].write_enable.next =
                        self.take[i].val() & (self.fill0[i].val() == self.idx4[j].val());
                }
                if self.take[i].val() {
                    if self.off_tag[i].val() == 1 {
                        self.amask[i].d.next = self.off_mask[i].val();
                        self.anch[i].d.next =
                            self.nchv[i].val().get_bits::<10>(0) & self.cmask.val();
                    }
                    if self.fill0[i].val() == 0 {
                        self.hdr[i].d.next = self.off_tag[i].val() == 1;
                    }
                    self.fill[i].d.next = self.fill0[i].val() + 1;
                }
                if self.wr[i].val() {
                    self.tail[i].d.next = self.tailn[i].val();
                    self.fill[i].d.next = 0.into();
                }
            }
        }
        // Requests of head packets (after this edge's writes, before its frees).
        for i in 0..K {
            self.rf[i].next = (self.hv[i].q.val() & !self.hreq[i].q.val())
                | (!self.hv[i].q.val() & self.whdr[i].val());
            self.rm[i].next = self.amask[i].q.val();
            if self.hv[i].q.val() {
                self.rm[i].next = self.hm[i].val();
            }
        }
        // Request queues: this edge's requests are appended (inputs in index order) to the
        // queue as it is (`qv`, `qpos`), independently of the grants; a grant to an output
        // serving no packet then pops the front (the request just appended, for a forwarded
        // read), only selecting between the two results.
        for kk in K..(K + 1) {
            for o in 0..K {
                self.qpos[o].next = self.qn[o].q.val();
                for s in 0..K {
                    self.qv[o * kk + s].next = self.q[o * kk + s].q.val();
                }
                for i in 0..K {
                    if self.rf[i].val() & self.rm[i].val().get_bit(o) {
                        for s in 0..K {
                            if self.qpos[o].val() == self.idx4[s].val() {
                                self.qv[o * kk + s].next = self.idxp[i].val();
                            }
                        }
                        self.qpos[o].next = self.qpos[o].val() + 1;
                    }
                }
                for s in 0..K {
                    self.q[o * kk + s].d.next = self.qv[o * kk + s].val();
                }
                self.qn[o].d.next = self.qpos[o].val();
                if self.g[o].val() & !self.cur_v[o].q.val() {
                    for s in 0..(K - 1) {
                        self.q[o * kk + s].d.next = self.qv[o * kk + s + 1].val();
                    }
                    self.qn[o].d.next = self.qpos[o].val() - 1;
                }
            }
        }
        // Issue bookkeeping.
        for o in 0..K {
            if self.g[o].val() {
                self.inf_v[o].d.next = true;
                self.inf_i[o].d.next = self.bi[o].val();
                self.inf_hdr[o].d.next = self.sc[o].val() == 0;
                if (self.sc[o].val() + 1) == self.shn[o].val() {
                    self.cur_v[o].d.next = false;
                } else {
                    self.cur_v[o].d.next = true;
                    self.cur_i[o].d.next = self.bi[o].val();
                    self.cur_c[o].d.next = (self.sc[o].val() + 1) & self.cmask.val();
                }
            }
        }
        // Read completions: lane outputs of each input buffer.
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    // The lane written at the edge a forwarded read was issued comes from
                    // `fwdflit` (split RAM: only lane 0 is read at that edge).
                    self.lr[i * kk + j].next = self.ram[i * kk + j].read_data.val();
                    if self.fwdrd[i].q.val()
                        & (self.fwdlane[i].q.val() == self.idx4[j].val())
                        & self.fwd_lane_ok[j].val()
                    {
                        self.lr[i * kk + j].next = self.fwdflit[i].q.val();
                    }
                    self.lo[i * kk + j].next = self.lr[i * kk + j].val();
                    self.sd[i * kk * kk + j * kk].d.next = self.lr[i * kk + j].val();
                    for d in 1..K {
                        self.sd[i * kk * kk + j * kk + d].d.next =
                            self.sd[i * kk * kk + j * kk + d - 1].q.val();
                    }
                }
                if self.org.val() == 1 {
                    for j in 1..K {
                        self.lo[i * kk + j].next = self.sd[i * kk * kk + j * kk + j - 1].q.val();
                    }
                }
            }
        }
        // Completions per output: flit count, and the flit-wide lanes to the output port.
        for kk in K..(K + 1) {
            for o in 0..K {
                self.ahl[o].next = self.lo[0].val();
                for i in 0..K {
                    if self.inf_i[o].q.val() == self.idxp[i].val() {
                        self.ahl[o].next = self.lo[i * kk].val();
                    }
                }
                self.alen[o].next = self.ahl[o].val() & self.lmask.val();
                if self.inf_hdr[o].q.val() {
                    self.an[o].next = self.alen[o].val();
                    if self.alen[o].val() > self.kw.val() {
                        self.an[o].next = self.kw.val();
                    }
                    self.rema[o].next = self.alen[o].val() - self.an[o].val();
                } else {
                    self.an[o].next = self.rem[o].q.val();
                    if self.rem[o].q.val() > self.kw.val() {
                        self.an[o].next = self.kw.val();
                    }
                    self.rema[o].next = self.rem[o].q.val() - self.an[o].val();
                }
                if self.inf_v[o].q.val() {
                    self.rem[o].d.next = self.rema[o].val() & self.lmask.val();
                }
                self.arr_v[o].next = self.inf_v[o].q.val();
                self.arr_n[o].next = self.an[o].val().get_bits::<4>(0);
                self.arr_hdr[o].next = self.inf_hdr[o].q.val();
                self.arr_last[o].next = !self.rema[o].val().any();
                // The lanes of the input this output streams from (the k^2 flit
                // multiplexers: per output, lane j chooses among the k inputs' lane j): the
                // input of a read completing now, else the one of the stream.
                self.lsel[o].next = self.sin[o].q.val();
                if self.inf_v[o].q.val() {
                    self.lsel[o].next = self.inf_i[o].q.val();
                    self.sin[o].d.next = self.inf_i[o].q.val();
                }
                for j in 0..K {
                    self.lane_data[o * kk + j].next = self.lo[j].val();
                    for i in 0..K {
                        if self.lsel[o].val() == self.idxp[i].val() {
                            self.lane_data[o * kk + j].next = self.lo[i * kk + j].val();
                        }
                    }
                }
            }
        }
        // Read counters, frees and the head packet's end.
        for kk in K..(K + 1) {
            for i in 0..K {
                // At most one output completes a read of input i per cycle (one grant per
                // input buffer): select its read count, then compare it with the other
                // destinations' counts (k comparators per input, not k^2).
                self.hit[i].next = 0.into();
                self.rsel[i].next = self.rd[i * kk].q.val();
                for o in 0..K {
                    if self.inf_v[o].q.val() & (self.inf_i[o].q.val() == self.idxp[i].val()) {
                        self.hit[i].next = self.hit[i].val() | self.onehot[o].val();
                        self.rsel[i].next = self.rd[i * kk + o].q.val();
                    }
                }
                self.rinc[i].next = (self.rsel[i].val() + 1) & self.cmask.val();
                self.fr[i].next = self.hit[i].val().any();
                for o2 in 0..K {
                    if self.hit[i].val().get_bit(o2) {
                        self.rd[i * kk + o2].d.next = self.rinc[i].val();
                    }
                    if self.hm[i].val().get_bit(o2)
                        & !self.hit[i].val().get_bit(o2)
                        & (self.rd[i * kk + o2].q.val() <= self.rsel[i].val())
                    {
                        self.fr[i].next = false;
                    }
                }
                self.pp[i].next = self.fr[i].val() & (self.rinc[i].val() == self.hn[i].val());
                self.ucur[i].next = self.usedr[i].q.val();
                if self.wr[i].val() & !self.fr[i].val() {
                    self.ucur[i].next = self.usedr[i].q.val() + 1;
                }
                if !self.wr[i].val() & self.fr[i].val() {
                    self.ucur[i].next = self.usedr[i].q.val() - 1;
                }
                self.usedr[i].d.next = self.ucur[i].val() & self.cmask.val();
                self.hsn[i].next = self.hstart[i].q.val();
                if self.fr[i].val() {
                    self.hfreed[i].d.next = (self.hfreed[i].q.val() + 1) & self.cmask.val();
                }
                if self.pp[i].val() {
                    self.hsn[i].next =
                        (self.hstart[i].q.val() + self.hn[i].val()) & self.pmask.val();
                    self.hfreed[i].d.next = 0.into();
                    self.hreq[i].d.next = false;
                    self.hv[i].d.next = self.ucur[i].val().any();
                    for o in 0..K {
                        self.rd[i * kk + o].d.next = 0.into();
                    }
                } else {
                    self.hreq[i].d.next = self.hreq[i].q.val() | self.rf[i].val();
                    self.hv[i].d.next = self.hv[i].q.val() | self.whdr[i].val();
                }
                self.hstart[i].d.next = self.hsn[i].val() & self.pmask.val();
                self.side[i].read_address.next = self.hsn[i].val().get_bits::<8>(0);
                self.bv[i].d.next =
                    self.whdr[i].val() & (self.tail[i].q.val() == self.hsn[i].val());
            }
        }
    }
}
