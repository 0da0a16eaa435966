//! The control and buffer core of the input-buffered switch (multidestination-worms paper,
//! Section 5; golden model `wormcast_model::input_buffered`, whose module doc is the
//! behavioural spec): a wiring block (all wiring through [`Wiring`], because `#[hdl_gen]`
//! mis-emits `self.child[i].array_port[j]`) around five children along the model's seams:
//!
//! * [`IbWriters`] (model `IbWriters`): per input, chunk assembly into the input buffer,
//!   chunk commits, and the switch status (`malformed_count`, `overflow`);
//! * [`IbBuffer`] (model `IbBuffer`, its bookkeeping): per input, the side RAM, the count
//!   of committed chunks, the head packet's state and its requests, the frees;
//! * [`IbLanes`] (model `IbBuffer`, its chunk RAM): per input, the lane RAMs and the
//!   organisation's read data path (staircase registers, split-RAM address chain), the only
//!   child in which the organisations differ;
//! * [`IbReaders`] (model `IbReaders`): per output, the request queue, the packet being read
//!   and the read in flight; per input buffer, the arbiter among its readers; cut-through;
//! * [`IbCompletions`] (model `IbReaders::complete`): per output, the chunk a read delivers
//!   (flit count, tag, the remaining flits) and the flit-wide crossbar from the lanes to the
//!   output port; per input, the completing read (`done`).
//!
//! Wires between the children (one name per wire: a child's output and the other child's
//! input have the same name): writers to buffer `wr_slot`, `commit`, `commit_hdr`,
//! `pkt_mask`, `pkt_nch`; writers to lanes `off_data` (the input's), `take`, `wr_slot`,
//! `wr_lane`; writers to readers `take`, `wr_lane`, `commit`, `commit_hdr` (and the core's
//! `off_tag`, `off_data`, `off_mask`); writers to completions `commit_hdr`; buffer to writers `room`; buffer to readers
//! `head_valid`, `head_req`, `req`, `req_mask`, `head_nch`, `avail`; buffer to lanes
//! `head_start`; lanes to completions `chunk_lane`, `head_flit`; readers to lanes `rd_g`,
//! `rd_sc`; readers to completions `cpl_v`, `cpl_i`, `cpl_hdr`, `cpl_last`, `cpl_ct`;
//! completions to buffer `done`, `done_last`.
//!
//! `rst` (synchronous reset) goes to every child.
//!
//! Ports in (per input port i unless noted): `off_v`, `off_tag`, `off_data`, `off_mask` (the
//! framer's offered flit and route), `off_body`, `off_tail` (its offer within a packet, from
//! its registers), `mbad`, `ovf` (framer status), and per output port o:
//! `can_issue` (the output port may take a read: credits for a whole chunk, stream nearly
//! done), `ask_ok` (it may take one in the next cycle, for the readers' registered
//! eligibility), `ocred` (link credits), `cred_k` (they cover a whole chunk), `empty` (its
//! stream is empty: it may start cut-through). Ports out: `out_ready[i]` (the offered flit is taken),
//! `upc[o]` (credits of output o for the adaptive up-port choice), `used[i]`,
//! `malformed_count`, `overflow`; the read completions `arr_v[o]`, `arr_n[o]`,
//! `arr_tag[o]`, `arr_last[o]`, and the flit-wide lanes `lane_data[o*K+j]`: lane j of the
//! input output o streams from. A chunk whose read completes in cycle t is on lane j in cycle
//! t + j in the reduced organisations, in cycle t on every lane in the chunk-wide one. The
//! flits cut through at this edge: `ct_v[o]` with `ct_tag[o]`, `ct_data[o]` for output o's
//! link register.
//! `dec_v[o]`: a queued read for output o is issued at this edge (it completes in the next
//! cycle).
//!
//! RAMs ([`crate::ram::SizedRam`]): sized from the buffer parameter ([`IbGeometry`]). The ring
//! of chunk slots of an input is a power of two, `2^A` slots with
//! `A = ring_bits(nc (+ k for the split RAM))`, so that every slot pointer wraps by masking
//! with `pmask = 2^A - 1` (no compare-and-subtract); every lane RAM and side RAM has `2^A`
//! words; every count register (up to nc) is masked with `cmask` (all ones up to nc or
//! 2^A - 1, see [`crate::low_mask`]).
//!
//! Latency: the same as the golden model at every port (queued reads decided at the edge
//! ending cycle t are issued at the next edge and complete at the one after, as the model's,
//! and the output port sends flit j of the chunk j edges after that; a flit cut through goes
//! into the link register at the edge after its input's writer takes it, through
//! [`super::cut_tap::IbCutTap`]). Head in to head out on an idle switch: the framer offers the
//! head 1 + B cycles after it is on the link and an idle output cuts it through at the edge
//! after it is taken: B + 3 cycles at any k, 4 at N = 16, 7 at N = 64 (`wormcast
//! bench-switch`; B + 2 with revision 3's cut-through at the take edge, both `staged` and
//! `late_cut` off; B + k + 1 with revision 2's early forwarded read at the header chunk's
//! commit).

pub use super::buffer::IbBuffer;
pub use super::completions::IbCompletions;
pub use super::lanes::IbLanes;
pub use super::readers::IbReaders;
pub use super::writers::IbWriters;
use crate::low_mask;
use crate::wiring::{Readable, Wiring, WiringText};
use rust_hdl::prelude::*;

/// Organisation codes of the `org` constant.
pub const ORG_CHUNK_WIDE: u64 = 0;
pub const ORG_STAIRCASE: u64 = 1;
pub const ORG_SPLIT_RAM: u64 = 2;

/// Address bits of a ring of at least `slots` chunk slots (the RAM depth is 2^bits).
pub fn ring_bits(slots: usize) -> usize {
    assert!(
        (1..=256).contains(&slots),
        "{slots} chunk slots: the input buffer RAMs hold up to 256"
    );
    (slots.next_power_of_two().trailing_zeros() as usize).max(1)
}

/// The sizes shared by the core's children, derived from the parameters once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IbGeometry {
    /// Organisation (`ORG_*`).
    pub org: u64,
    /// Buffer chunks per input (the model's `buffer / k`): the logical capacity.
    pub nc: usize,
    /// Address bits of the ring of chunk slots; the ring has `2^abits` slots.
    pub abits: usize,
    /// The largest packet in flits.
    pub max_len: u64,
    /// The readers' decision in two pipeline stages (the golden model's
    /// `staged_eligibility`; `IbReaders`' module doc, "Staged"). On in the default (revision
    /// 4); off is revision 3.
    pub staged: bool,
    /// Cut-through acting on the writers' takes of the last edge (the golden model's
    /// `late_cut`; `IbReaders`' module doc, "Late cut-through"). On in the default (revision
    /// 4); off is revision 3.
    pub late_cut: bool,
}

impl IbGeometry {
    /// Flits are written into their lane RAM as they arrive, at the chunk slot `tail`; a
    /// chunk is started only with fewer than nc chunks committed, so nc slots hold the
    /// committed chunks and the one being assembled. The split RAM reads lane j of a chunk
    /// up to k - 1 cycles after the read was issued, possibly after the chunk was freed: k
    /// spare slots keep a freed slot from being written again within k cycles of its free
    /// (the writer reaches it only after k more frees, at most one per cycle), so never at
    /// an edge a lane of it is still read. Logical capacity stays nc.
    pub fn new(k: usize, w: usize, org: u64, nc: usize, max_len: u64) -> Self {
        assert!(matches!(k, 2 | 4 | 8), "k = {k}: allowed 2, 4 or 8");
        assert!(org <= 2, "org = {org}: allowed 0, 1 or 2 (ORG_*)");
        let slots = nc + if org == ORG_SPLIT_RAM { k } else { 0 };
        let lay = wormcast_model::packet::HeadLayout { w };
        let max_chunks = (max_len.min(lay.max_len()) as usize).div_ceil(k);
        assert!(
            max_chunks < 1 << (16 - k),
            "a packet's chunk count ({max_chunks}) must fit the side RAM word above the {k}-bit mask"
        );
        IbGeometry {
            org,
            nc,
            abits: ring_bits(slots),
            max_len,
            staged: false,
            late_cut: false,
        }
    }
    /// Chunk slots of the ring.
    pub fn ring(&self) -> usize {
        1 << self.abits
    }
    /// Counter mask: every chunk count, index and pointer is below 2^bits(ring); masking the
    /// 10-bit registers with it lets synthesis drop their constant-zero upper bits.
    pub fn cmask(&self) -> u64 {
        low_mask(self.nc.max(self.ring() - 1) as u64)
    }
    /// Slot pointer mask, `2^A - 1`: pointers wrap around the ring by masking.
    pub fn pmask(&self) -> u64 {
        self.ring() as u64 - 1
    }
    /// Packet length mask for `w`-bit flits: the framer passes no packet longer than
    /// `max_len`.
    pub fn lmask(&self, w: usize) -> u64 {
        wormcast_model::packet::HeadLayout { w }.max_len() & low_mask(self.max_len)
    }
}

#[derive(LogicBlock)]
pub struct IbCore<const K: usize, const W: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub off_v: [Signal<In, Bit>; K],
    pub off_tag: [Signal<In, Bits<2>>; K],
    pub off_body: [Signal<In, Bit>; K],
    pub off_tail: [Signal<In, Bit>; K],
    pub off_data: [Signal<In, Bits<W>>; K],
    pub off_mask: [Signal<In, Bits<K>>; K],
    pub mbad: [Signal<In, Bit>; K],
    pub ovf: [Signal<In, Bit>; K],
    pub can_issue: [Signal<In, Bit>; K],
    pub ask_ok: [Signal<In, Bit>; K],
    pub ocred: [Signal<In, Bits<9>>; K],
    pub cred_k: [Signal<In, Bit>; K],
    pub empty: [Signal<In, Bit>; K],
    pub out_ready: [Signal<Out, Bit>; K],
    pub upc: [Signal<Out, Bits<8>>; K],
    pub used: [Signal<Out, Bits<9>>; K],
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,
    pub arr_v: [Signal<Out, Bit>; K],
    pub arr_n: [Signal<Out, Bits<4>>; K],
    pub arr_tag: [Signal<Out, Bits<2>>; K],
    pub arr_last: [Signal<Out, Bit>; K],
    pub lane_data: Vec<Signal<Out, Bits<W>>>,
    pub ct_v: [Signal<Out, Bit>; K],
    pub ct_tag: [Signal<Out, Bits<2>>; K],
    pub ct_data: [Signal<Out, Bits<W>>; K],
    pub dec_v: [Signal<Out, Bit>; K],
    pub writers: IbWriters<K, W>,
    pub buffer: IbBuffer<K>,
    pub lanes: IbLanes<K, W>,
    pub readers: IbReaders<K, W, P>,
    pub completions: IbCompletions<K, W, P>,
    text: WiringText,
}

fn a<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

/// `dst[i] = src[i]` for every i; `dn`, `sn` are the two arrays' flattened names.
fn arr<D: Direction, T: Synth, S: Readable<T>>(
    w: &mut Wiring,
    dst: &mut [Signal<D, T>],
    dn: &str,
    src: &[S],
    sn: &str,
) {
    assert_eq!(dst.len(), src.len(), "{dn} = {sn}: lengths differ");
    for (i, (d, s)) in dst.iter_mut().zip(src).enumerate() {
        w.w(d, &format!("{dn}${i}"), s, &format!("{sn}${i}"));
    }
}

impl<const K: usize, const W: usize, const P: usize> IbCore<K, W, P> {
    /// A core for `nc` buffer chunks per input (the model's `buffer / k`) in organisation
    /// `org` (one of the `ORG_*` codes); `max_len` is the largest packet in flits.
    pub fn new(org: u64, nc: usize, max_len: u64, staged: bool, late_cut: bool) -> Self {
        assert!(K <= 1 << P, "K = {K} inputs must fit in P = {P} index bits");
        let g = IbGeometry {
            staged,
            late_cut,
            ..IbGeometry::new(K, W, org, nc, max_len)
        };
        let mut c = IbCore {
            clock: Default::default(),
            rst: Default::default(),
            off_v: a(),
            off_tag: a(),
            off_body: a(),
            off_tail: a(),
            off_data: a(),
            off_mask: a(),
            mbad: a(),
            ovf: a(),
            can_issue: a(),
            ask_ok: a(),
            ocred: a(),
            cred_k: a(),
            empty: a(),
            out_ready: a(),
            upc: a(),
            used: a(),
            malformed_count: Default::default(),
            overflow: Default::default(),
            arr_v: a(),
            arr_n: a(),
            arr_tag: a(),
            arr_last: a(),
            lane_data: (0..K * K).map(|_| Default::default()).collect(),
            ct_v: a(),
            ct_tag: a(),
            ct_data: a(),
            dec_v: a(),
            writers: IbWriters::new(&g),
            buffer: IbBuffer::new(&g),
            lanes: IbLanes::new(&g),
            readers: IbReaders::new(&g),
            completions: IbCompletions::new(&g),
            text: WiringText::default(),
        };
        let mut w = Wiring::verilog();
        c.wire(&mut w);
        c.text = w.text();
        c
    }

    /// The wiring of the core, used for simulation, `connect` and Verilog (see [`Wiring`]).
    fn wire(&mut self, w: &mut Wiring) {
        let IbCore {
            clock,
            rst,
            off_v,
            off_tag,
            off_body,
            off_tail,
            off_data,
            off_mask,
            mbad,
            ovf,
            can_issue,
            ask_ok,
            ocred,
            cred_k,
            empty,
            out_ready,
            upc,
            used,
            malformed_count,
            overflow,
            arr_v,
            arr_n,
            arr_tag,
            arr_last,
            lane_data,
            ct_v,
            ct_tag,
            ct_data,
            dec_v,
            writers: wr,
            buffer: bf,
            lanes: ln,
            readers: rd,
            completions: cp,
            ..
        } = self;
        w.clock(&mut wr.clock, "writers$clock", clock);
        w.clock(&mut bf.clock, "buffer$clock", clock);
        w.clock(&mut ln.clock, "lanes$clock", clock);
        w.clock(&mut rd.clock, "readers$clock", clock);
        w.clock(&mut cp.clock, "completions$clock", clock);
        w.w(&mut wr.rst, "writers$rst", rst, "rst");
        w.w(&mut bf.rst, "buffer$rst", rst, "rst");
        w.w(&mut ln.rst, "lanes$rst", rst, "rst");
        w.w(&mut rd.rst, "readers$rst", rst, "rst");
        w.w(&mut cp.rst, "completions$rst", rst, "rst");
        // Writers: the offers and status from the input ports, `room` from the buffer.
        arr(w, &mut wr.off_v, "writers$off_v", off_v, "off_v");
        arr(w, &mut wr.off_tag, "writers$off_tag", off_tag, "off_tag");
        arr(
            w,
            &mut wr.off_body,
            "writers$off_body",
            off_body,
            "off_body",
        );
        arr(
            w,
            &mut wr.off_tail,
            "writers$off_tail",
            off_tail,
            "off_tail",
        );
        arr(
            w,
            &mut wr.off_data,
            "writers$off_data",
            off_data,
            "off_data",
        );
        arr(
            w,
            &mut wr.off_mask,
            "writers$off_mask",
            off_mask,
            "off_mask",
        );
        arr(w, &mut wr.mbad, "writers$mbad", mbad, "mbad");
        arr(w, &mut wr.ovf, "writers$ovf", ovf, "ovf");
        arr(w, &mut wr.room, "writers$room", &bf.room, "buffer$room");
        arr(
            w,
            out_ready,
            "out_ready",
            &wr.out_ready,
            "writers$out_ready",
        );
        w.w(
            malformed_count,
            "malformed_count",
            &wr.malformed_count,
            "writers$malformed_count",
        );
        w.w(overflow, "overflow", &wr.overflow, "writers$overflow");
        // Lanes: the writes from the writers, the reads from the readers and the buffer.
        arr(w, &mut ln.off_data, "lanes$off_data", off_data, "off_data");
        arr(w, &mut ln.take, "lanes$take", &wr.take, "writers$take");
        arr(
            w,
            &mut ln.wr_slot,
            "lanes$wr_slot",
            &wr.wr_slot,
            "writers$wr_slot",
        );
        arr(
            w,
            &mut ln.wr_lane,
            "lanes$wr_lane",
            &wr.wr_lane,
            "writers$wr_lane",
        );
        arr(w, &mut ln.rd_g, "lanes$rd_g", &rd.rd_g, "readers$rd_g");
        arr(w, &mut ln.rd_sc, "lanes$rd_sc", &rd.rd_sc, "readers$rd_sc");
        arr(
            w,
            &mut ln.head_start,
            "lanes$head_start",
            &bf.head_start,
            "buffer$head_start",
        );
        // Buffer: the commits from the writers, the completions from the readers.
        arr(
            w,
            &mut bf.wr_slot,
            "buffer$wr_slot",
            &wr.wr_slot,
            "writers$wr_slot",
        );
        arr(
            w,
            &mut bf.commit,
            "buffer$commit",
            &wr.commit,
            "writers$commit",
        );
        arr(
            w,
            &mut bf.commit_hdr,
            "buffer$commit_hdr",
            &wr.commit_hdr,
            "writers$commit_hdr",
        );
        arr(
            w,
            &mut bf.pkt_mask,
            "buffer$pkt_mask",
            &wr.pkt_mask,
            "writers$pkt_mask",
        );
        arr(
            w,
            &mut bf.pkt_nch,
            "buffer$pkt_nch",
            &wr.pkt_nch,
            "writers$pkt_nch",
        );
        arr(w, &mut bf.done, "buffer$done", &cp.done, "completions$done");
        arr(
            w,
            &mut bf.done_last,
            "buffer$done_last",
            &cp.done_last,
            "completions$done_last",
        );
        arr(w, used, "used", &bf.used, "buffer$used");
        // Readers: the output ports' state, the buffer's head packets and lanes.
        arr(
            w,
            &mut rd.can_issue,
            "readers$can_issue",
            can_issue,
            "can_issue",
        );
        arr(w, &mut rd.ask_ok, "readers$ask_ok", ask_ok, "ask_ok");
        arr(w, &mut rd.ocred, "readers$ocred", ocred, "ocred");
        arr(w, &mut rd.cred_k, "readers$cred_k", cred_k, "cred_k");
        arr(w, &mut rd.empty, "readers$empty", empty, "empty");
        arr(
            w,
            &mut rd.head_valid,
            "readers$head_valid",
            &bf.head_valid,
            "buffer$head_valid",
        );
        arr(
            w,
            &mut rd.head_req,
            "readers$head_req",
            &bf.head_req,
            "buffer$head_req",
        );
        arr(w, &mut rd.take, "readers$take", &wr.take, "writers$take");
        arr(w, &mut rd.off_tag, "readers$off_tag", off_tag, "off_tag");
        arr(
            w,
            &mut rd.off_data,
            "readers$off_data",
            off_data,
            "off_data",
        );
        arr(
            w,
            &mut rd.off_mask,
            "readers$off_mask",
            off_mask,
            "off_mask",
        );
        arr(
            w,
            &mut rd.wr_lane,
            "readers$wr_lane",
            &wr.wr_lane,
            "writers$wr_lane",
        );
        arr(
            w,
            &mut rd.commit_hdr,
            "readers$commit_hdr",
            &wr.commit_hdr,
            "writers$commit_hdr",
        );
        arr(w, &mut rd.req, "readers$req", &bf.req, "buffer$req");
        arr(
            w,
            &mut rd.req_mask,
            "readers$req_mask",
            &bf.req_mask,
            "buffer$req_mask",
        );
        arr(
            w,
            &mut rd.head_nch,
            "readers$head_nch",
            &bf.head_nch,
            "buffer$head_nch",
        );
        arr(w, &mut rd.avail, "readers$avail", &bf.avail, "buffer$avail");
        arr(
            w,
            &mut rd.commit,
            "readers$commit",
            &wr.commit,
            "writers$commit",
        );
        arr(w, upc, "upc", &rd.upc, "readers$upc");
        // Completions: the readers' read in flight, the lanes' chunk.
        arr(
            w,
            &mut cp.cpl_v,
            "completions$cpl_v",
            &rd.cpl_v,
            "readers$cpl_v",
        );
        arr(
            w,
            &mut cp.cpl_i,
            "completions$cpl_i",
            &rd.cpl_i,
            "readers$cpl_i",
        );
        arr(
            w,
            &mut cp.cpl_hdr,
            "completions$cpl_hdr",
            &rd.cpl_hdr,
            "readers$cpl_hdr",
        );
        arr(
            w,
            &mut cp.cpl_last,
            "completions$cpl_last",
            &rd.cpl_last,
            "readers$cpl_last",
        );
        arr(
            w,
            &mut cp.cpl_ct,
            "completions$cpl_ct",
            &rd.cpl_ct,
            "readers$cpl_ct",
        );
        arr(
            w,
            &mut cp.head_flit,
            "completions$head_flit",
            &ln.head_flit,
            "lanes$head_flit",
        );
        arr(
            w,
            &mut cp.commit_hdr,
            "completions$commit_hdr",
            &wr.commit_hdr,
            "writers$commit_hdr",
        );
        arr(
            w,
            &mut cp.chunk_lane,
            "completions$chunk_lane",
            &ln.chunk_lane,
            "lanes$chunk_lane",
        );
        arr(w, arr_v, "arr_v", &cp.arr_v, "completions$arr_v");
        arr(w, arr_n, "arr_n", &cp.arr_n, "completions$arr_n");
        arr(w, arr_tag, "arr_tag", &cp.arr_tag, "completions$arr_tag");
        arr(
            w,
            arr_last,
            "arr_last",
            &cp.arr_last,
            "completions$arr_last",
        );
        arr(
            w,
            lane_data,
            "lane_data",
            &cp.lane_data,
            "completions$lane_data",
        );
        arr(w, ct_v, "ct_v", &rd.ct_v, "readers$ct_v");
        arr(w, ct_tag, "ct_tag", &rd.ct_tag, "readers$ct_tag");
        arr(w, ct_data, "ct_data", &rd.ct_data, "readers$ct_data");
        arr(w, dec_v, "dec_v", &rd.dec_v, "readers$dec_v");
    }
}

impl<const K: usize, const W: usize, const P: usize> Logic for IbCore<K, W, P> {
    fn update(&mut self) {
        self.wire(&mut Wiring::sim())
    }
    fn connect(&mut self) {
        self.wire(&mut Wiring::connect())
    }
    fn hdl(&self) -> Verilog {
        self.text.verilog()
    }
}
