//! The writers of the input-buffered switch: per input port, chunk assembly into the input
//! buffer (multidestination-worms paper, Section 5; golden model
//! `wormcast_model::input_buffered::IbWriters`, register for register).
//!
//! Every flit the framer offers (`off_v`, `off_tag`, `off_data`, `off_mask`) is taken when
//! fewer than nc chunks are committed (`out_ready` = `room`, a register of the buffer's, so
//! the chunk being filled always has its slot) and written at the edge it is taken
//! (`take`) into lane `wr_lane` (the `fill` register) of the chunk slot `wr_slot` (the `tail`
//! register); there is no assembly register. The flit that completes a chunk (the k-th, or the
//! packet's tail) commits it at that edge (`commit`: `tail` + 1 mod the ring, `fill` = 0);
//! `commit_hdr` says the committed chunk is its packet's header chunk (`hdr`: flit 0 of the
//! chunk being filled was a head flit). `pkt_mask` (register `amask`) and `pkt_nch` (register
//! `anch`: the chunk count from the head flit's length) describe the packet being assembled;
//! they are set at the edge its head flit is taken and shown from the next cycle on (a header
//! chunk always has at least two flits, so they are valid when it commits). `asm_hdr` says
//! the chunk being assembled is a header chunk holding a flit already (`fill` != 0 and
//! `hdr`, registers): it is high whenever `commit_hdr` is.
//!
//! A header chunk's commit (`commit_hdr`) is decided from registers only: it needs a flit
//! in the chunk already (`fill` != 0, `hdr`), so the offered flit is within a packet, and
//! the input port's `off_body` / `off_tail` (its offer within a packet, from its registers)
//! stand for `off_v` and the tail tag.
//!
//! Chunk flags: two registers hold what the commit would otherwise compute from `fill`
//! every cycle, `last_lane` (`fill + 1 == K`: the next flit taken completes the chunk) and
//! `ah` (`fill != 0 && hdr`, shown as `asm_hdr`). The commit reaches the readers' cut-through
//! bookkeeping in its own cycle, so the compare and its carry chain would sit at the head of
//! the switch's critical path. Each is written wherever `fill` and `hdr` are (a
//! flit taken, a commit, reset) with the value its definition takes on theirs, computed from
//! registers, so it equals its definition by construction and no cycle changes.
//!
//! Ports in: `off_v[i]`, `off_tag[i]`, `off_data[i]`, `off_mask[i]` (the framer's offer),
//! `off_body[i]`, `off_tail[i]` (the framer offers a body or tail flit, a tail flit),
//! `room[i]` (fewer than nc chunks committed, from [`super::buffer::IbBuffer`]), `mbad[i]`, `ovf[i]`
//! (framer status). Out: `out_ready[i]`, `take[i]`, `wr_slot[i]`, `wr_lane[i]`,
//! `commit[i]`, `commit_hdr[i]`, `asm_hdr[i]`, `pkt_mask[i]`, `pkt_nch[i]`, and the switch status
//! `malformed_count` (the [`MalformedCounter`]) and `overflow` (OR of the ports' sticky
//! flags). Latency: `out_ready`, `take`, `commit`, `commit_hdr` are combinational from the
//! offer and `room`; `wr_slot`, `wr_lane`, `asm_hdr`, `pkt_mask`, `pkt_nch` are registers.
//!
//! `rst` (synchronous reset): at the edge `fill`, `hdr`, `amask`, `anch`, `tail` and the
//! malformed count return to 0; this cycle's outputs are unaffected.
//!
//! The ring of chunk slots has `2^A` slots ([`super::core::IbGeometry`]): `tail` wraps by
//! masking with `pmask`; `anch` is masked with `cmask`.

use super::core::IbGeometry;
use crate::malformed::MalformedCounter;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IbWriters<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub off_v: [Signal<In, Bit>; K],
    pub off_tag: [Signal<In, Bits<2>>; K],
    pub off_data: [Signal<In, Bits<W>>; K],
    pub off_mask: [Signal<In, Bits<K>>; K],
    pub room: [Signal<In, Bit>; K],
    pub mbad: [Signal<In, Bit>; K],
    pub ovf: [Signal<In, Bit>; K],
    pub off_body: [Signal<In, Bit>; K],
    pub off_tail: [Signal<In, Bit>; K],
    /// The offered flit is taken (when `off_v`).
    pub out_ready: [Signal<Out, Bit>; K],
    /// A flit is written into lane `wr_lane` of slot `wr_slot` at this edge.
    pub take: [Signal<Out, Bit>; K],
    pub wr_slot: [Signal<Out, Bits<10>>; K],
    pub wr_lane: [Signal<Out, Bits<4>>; K],
    /// The chunk in slot `wr_slot` commits at this edge (and is a header chunk).
    pub commit: [Signal<Out, Bit>; K],
    pub commit_hdr: [Signal<Out, Bit>; K],
    /// The chunk being assembled is a header chunk with at least one flit (registers).
    pub asm_hdr: [Signal<Out, Bit>; K],
    /// Destination mask and chunk count of the packet being assembled.
    pub pkt_mask: [Signal<Out, Bits<K>>; K],
    pub pkt_nch: [Signal<Out, Bits<10>>; K],
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,
    mctr: MalformedCounter<K>,
    /// Flits of the chunk being assembled (the lane the next flit goes to).
    pub fill: [DFF<Bits<4>>; K],
    /// The chunk being assembled is a header chunk.
    pub hdr: [DFF<Bit>; K],
    pub amask: [DFF<Bits<K>>; K],
    pub anch: [DFF<Bits<10>>; K],
    /// The slot of the chunk being assembled.
    pub tail: [DFF<Bits<10>>; K],
    /// `fill + 1 == K`: the next flit taken completes the chunk (module doc, "Chunk flags").
    last_lane: [DFF<Bit>; K],
    /// `fill != 0 && hdr`: the chunk being assembled is a header chunk holding a flit
    /// (`asm_hdr`; module doc, "Chunk flags").
    ah: [DFF<Bit>; K],
    /// K - 2 (`last_lane` after a flit is taken).
    km2: Constant<Bits<4>>,
    km1w: Constant<Bits<W>>,
    lgk: Constant<Bits<W>>,
    cmask: Constant<Bits<10>>,
    pmask: Constant<Bits<10>>,
    lmask: Constant<Bits<W>>,
    onehot: [Constant<Bits<K>>; K],
    /// The chunk being committed is a header chunk (`hdr`, or this flit when it is flit 0).
    hc: [Signal<Local, Bit>; K],
    /// Chunk count from the offered flit's length field.
    nchv: [Signal<Local, Bits<W>>; K],
    tailn: [Signal<Local, Bits<10>>; K],
    mbits: Signal<Local, Bits<K>>,
    ovor: Signal<Local, Bit>,
}

fn a<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

impl<const K: usize, const W: usize> IbWriters<K, W> {
    pub fn new(g: &IbGeometry) -> Self {
        IbWriters {
            clock: Default::default(),
            rst: Default::default(),
            off_v: a(),
            off_tag: a(),
            off_data: a(),
            off_mask: a(),
            room: a(),
            mbad: a(),
            ovf: a(),
            off_body: a(),
            off_tail: a(),
            out_ready: a(),
            take: a(),
            wr_slot: a(),
            wr_lane: a(),
            commit: a(),
            commit_hdr: a(),
            asm_hdr: a(),
            pkt_mask: a(),
            pkt_nch: a(),
            malformed_count: Default::default(),
            overflow: Default::default(),
            mctr: Default::default(),
            fill: a(),
            hdr: a(),
            amask: a(),
            anch: a(),
            tail: a(),
            last_lane: a(),
            ah: a(),
            km2: Constant::new((K as u64 - 2).to_bits()),
            km1w: Constant::new((K as u64 - 1).to_bits()),
            lgk: Constant::new((K.trailing_zeros() as u64).to_bits()),
            cmask: Constant::new(g.cmask().to_bits()),
            pmask: Constant::new(g.pmask().to_bits()),
            lmask: Constant::new(g.lmask(W).to_bits()),
            onehot: crate::consts::onehot(),
            hc: a(),
            nchv: a(),
            tailn: a(),
            mbits: Default::default(),
            ovor: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for IbWriters<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..K {
            self.fill[i].clock.next = self.clock.val();
            self.hdr[i].clock.next = self.clock.val();
            self.amask[i].clock.next = self.clock.val();
            self.anch[i].clock.next = self.clock.val();
            self.tail[i].clock.next = self.clock.val();
            self.fill[i].d.next = self.fill[i].q.val();
            self.hdr[i].d.next = self.hdr[i].q.val();
            self.amask[i].d.next = self.amask[i].q.val();
            self.anch[i].d.next = self.anch[i].q.val();
            self.tail[i].d.next = self.tail[i].q.val();
            self.last_lane[i].clock.next = self.clock.val();
            self.ah[i].clock.next = self.clock.val();
            self.last_lane[i].d.next = self.last_lane[i].q.val();
            self.ah[i].d.next = self.ah[i].q.val();
        }
        // Status: malformed packets and overflow of the input ports.
        self.mctr.clock.next = self.clock.val();
        self.mctr.rst.next = self.rst.val();
        self.mbits.next = 0.into();
        self.ovor.next = false;
        for i in 0..K {
            if self.mbad[i].val() {
                self.mbits.next = self.mbits.val() | self.onehot[i].val();
            }
            self.ovor.next = self.ovor.val() | self.ovf[i].val();
        }
        self.mctr.bad.next = self.mbits.val();
        self.malformed_count.next = self.mctr.total.val();
        self.overflow.next = self.ovor.val();
        // Decisions: an offered flit is taken when the buffer has a free slot for its chunk;
        // the flit that completes a chunk (the k-th, or a tail) commits it at this edge.
        for i in 0..K {
            self.out_ready[i].next = self.room[i].val();
            self.take[i].next = self.off_v[i].val() & self.out_ready[i].val();
            self.wr_slot[i].next = self.tail[i].q.val();
            self.wr_lane[i].next = self.fill[i].q.val();
            self.pkt_mask[i].next = self.amask[i].q.val();
            self.pkt_nch[i].next = self.anch[i].q.val();
            self.commit[i].next =
                self.take[i].val() & (self.last_lane[i].q.val() | (self.off_tag[i].val() == 3));
            self.hc[i].next = self.hdr[i].q.val();
            if self.fill[i].q.val() == 0 {
                self.hc[i].next = self.off_tag[i].val() == 1;
            }
            // = `commit & hc`: with `fill` != 0 the offer is a body or tail flit (module doc).
            self.commit_hdr[i].next = self.out_ready[i].val()
                & self.off_body[i].val()
                & self.ah[i].q.val()
                & (self.last_lane[i].q.val() | self.off_tail[i].val());
            self.asm_hdr[i].next = self.ah[i].q.val();
        }
        // Writes: the head flit's length gives the packet's chunk count (`anch`); a commit
        // advances `tail`.
        for i in 0..K {
            self.nchv[i].next =
                ((self.off_data[i].val() & self.lmask.val()) + self.km1w.val()) >> self.lgk.val();
            self.tailn[i].next = (self.tail[i].q.val() + 1) & self.pmask.val();
            if self.take[i].val() {
                if self.off_tag[i].val() == 1 {
                    self.amask[i].d.next = self.off_mask[i].val();
                    self.anch[i].d.next = self.nchv[i].val().get_bits::<10>(0) & self.cmask.val();
                }
                if self.fill[i].q.val() == 0 {
                    self.hdr[i].d.next = self.off_tag[i].val() == 1;
                }
                self.fill[i].d.next = self.fill[i].q.val() + 1;
                self.last_lane[i].d.next = self.fill[i].q.val() == self.km2.val();
                self.ah[i].d.next = self.hc[i].val();
            }
            if self.commit[i].val() {
                self.tail[i].d.next = self.tailn[i].val();
                self.fill[i].d.next = 0.into();
                self.last_lane[i].d.next = false;
                self.ah[i].d.next = false;
            }
            if self.rst.val() {
                self.fill[i].d.next = 0.into();
                self.last_lane[i].d.next = false;
                self.ah[i].d.next = false;
                self.hdr[i].d.next = false;
                self.amask[i].d.next = 0.into();
                self.anch[i].d.next = 0.into();
                self.tail[i].d.next = 0.into();
            }
        }
    }
}
