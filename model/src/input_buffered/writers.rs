//! The writers of the input-buffered switch (Section 5): per input port, chunk assembly into
//! the input buffer. RTL: `wormcast_rtl::input_buffered::writers::IbWriters`, register for
//! register (`fill`, `hdr`, `mask` = `amask`, `nch` = `anch`, `tail`).
//!
//! A flit the framer offers is taken when fewer than nc chunks are committed (`room`: `used <
//! nc`, from the [`super::buffer::IbBuffer`]; the RTL keeps it in a register) and written at the edge it is taken into lane
//! `fill` of the chunk slot `tail`; the flit that completes a chunk (its k-th, or the
//! packet's tail) commits it at that edge (`tail` + 1 around the ring, `fill` = 0). The mask,
//! replication count and chunk count of the packet being assembled are registered when its
//! head flit is taken.
//!
//! [`IbWriters::step`] is the whole block for one cycle: the [`WriteOut`] of each input
//! (combinational from the state, the offer and `room`), then the edge.
//! [`WritersModel`] gives it the RTL block's ports as a [`CycleModel`].

use crate::cycle::{CycleModel, PortSpec};
use crate::flit::{Flit, Tag};
use crate::inport::Offer;
use crate::packet::HeadLayout;

/// What one writer shows in a cycle and does at its edge (the RTL's ports of input i).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WriteOut {
    /// `out_ready`: an offered flit is taken (`room`: `used < nc`).
    pub ready: bool,
    /// `take`: the offered flit is written into lane `lane` of slot `slot` at this edge.
    pub take: bool,
    /// `wr_slot`, `wr_lane`: the chunk slot being filled and the lane of the next flit.
    pub slot: usize,
    pub lane: usize,
    /// The flit written (when `take`).
    pub flit: Flit,
    /// `commit`: the chunk in `slot` is complete at this edge; `commit_hdr`: it is its
    /// packet's header chunk.
    pub commit: bool,
    pub commit_hdr: bool,
    /// `asm_hdr`: the chunk being assembled is its packet's header chunk and holds a flit
    /// already (`fill` > 0 and `hdr`, registers). A header chunk has at least two flits, so
    /// it is true whenever `commit_hdr` is.
    pub asm_hdr: bool,
    /// `pkt_mask`, `pkt_nch`: destination mask and chunk count of the packet being assembled
    /// (registered at its head flit); `ks` its replication count.
    pub mask: u64,
    pub nch: usize,
    pub ks: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Writer {
    fill: usize,
    hdr: bool,
    mask: u64,
    ks: u32,
    nch: usize,
    tail: usize,
}

/// The k writers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IbWriters {
    k: usize,
    /// Logical capacity in chunks.
    pub nc: usize,
    /// Chunk slots of the ring (`tail` wraps here): nc for the switch model, the RTL's
    /// `2^A` for its three-way check.
    ring: usize,
    lay: HeadLayout,
    w: Vec<Writer>,
}

impl IbWriters {
    pub fn new(k: usize, w: usize, nc: usize, ring: usize) -> Self {
        assert!(ring >= nc && nc >= 1);
        let wr = Writer {
            fill: 0,
            hdr: false,
            mask: 0,
            ks: 0,
            nch: 0,
            tail: 0,
        };
        IbWriters {
            k,
            nc,
            ring,
            lay: HeadLayout { w },
            w: vec![wr; k],
        }
    }

    /// Back to the power-on state (a synchronous reset).
    pub fn reset(&mut self) {
        *self = IbWriters::new(self.k, self.lay.w, self.nc, self.ring);
    }

    /// Nothing being assembled.
    pub fn empty(&self) -> bool {
        self.w.iter().all(|w| w.fill == 0)
    }

    /// The outputs of writer i for `offer`, `room` saying that fewer than nc chunks are
    /// committed (no state change).
    pub fn out(&self, i: usize, offer: Option<Offer>, room: bool) -> WriteOut {
        let w = &self.w[i];
        let ready = room;
        let mut o = WriteOut {
            ready,
            slot: w.tail,
            lane: w.fill,
            asm_hdr: w.fill > 0 && w.hdr,
            mask: w.mask,
            nch: w.nch,
            ks: w.ks,
            ..Default::default()
        };
        if let Some(of) = offer.filter(|_| ready) {
            o.take = true;
            o.flit = of.flit;
            o.commit = w.fill + 1 == self.k || of.last;
            let hdr = if w.fill == 0 { of.first } else { w.hdr };
            o.commit_hdr = o.commit && hdr;
            debug_assert!(!o.commit_hdr || o.asm_hdr, "a header chunk of one flit");
        }
        o
    }

    /// One cycle: every writer's outputs, then the edge.
    pub fn step(&mut self, offers: &[Option<Offer>], room: &[bool]) -> Vec<WriteOut> {
        let outs: Vec<WriteOut> = (0..self.k)
            .map(|i| self.out(i, offers[i], room[i]))
            .collect();
        for i in 0..self.k {
            self.clock(i, offers[i], &outs[i]);
        }
        outs
    }

    /// The edge of writer i (after [`IbWriters::out`] gave `o` for the same offer).
    pub fn clock(&mut self, i: usize, offer: Option<Offer>, o: &WriteOut) {
        let (k, ring, lay) = (self.k, self.ring, self.lay);
        let w = &mut self.w[i];
        let Some(of) = offer.filter(|_| o.take) else {
            return;
        };
        if of.first {
            w.mask = of.mask;
            w.ks = of.ks;
            w.nch = (lay.len(of.flit.data) as usize).div_ceil(k);
        }
        if w.fill == 0 {
            w.hdr = of.first;
        }
        w.fill += 1;
        if o.commit {
            w.fill = 0;
            w.tail = (w.tail + 1) % ring;
        }
    }
}

/// [`IbWriters`] with the RTL block's ports, for its three-way check. In:
/// `off_v_i`, `off_tag_i` (1 head, 2 body, 3 tail), `off_data_i`, `off_mask_i`, `room_i`
/// (fewer than nc chunks are committed),
/// `mbad_i`, `ovf_i`, `off_body_i`, `off_tail_i` (the input port's `out_body`, `out_tail`:
/// `off_v` with a body or tail flit, with a tail flit; the model reads the offer from
/// `off_v` and `off_tag`, the RTL decides header commits from these), `rst` (synchronous
/// reset, at the edge). Out: `out_ready_i`, `take_i`, `wr_slot_i`, `wr_lane_i`, `commit_i`,
/// `commit_hdr_i`, `asm_hdr_i`, `pkt_mask_i`, `pkt_nch_i`, `malformed_count` (the registered sum of the
/// `mbad` pulses, 16 bits), `overflow` (OR of `ovf`).
pub struct WritersModel {
    pub w: IbWriters,
    malformed: u16,
}

impl WritersModel {
    pub fn new(w: IbWriters) -> Self {
        WritersModel { w, malformed: 0 }
    }
}

impl CycleModel for WritersModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        let (k, w) = (self.w.k, self.w.lay.w);
        let mut v = vec![];
        for (n, b) in [
            ("off_v", 1),
            ("off_tag", 2),
            ("off_data", w),
            ("off_mask", k),
            ("room", 1),
            ("mbad", 1),
            ("ovf", 1),
            ("off_body", 1),
            ("off_tail", 1),
        ] {
            v.extend((0..k).map(|i| PortSpec::new(format!("{n}_{i}"), b)));
        }
        v.push(PortSpec::new("rst", 1));
        v
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        let k = self.w.k;
        let mut v = vec![];
        for (n, b) in [
            ("out_ready", 1),
            ("take", 1),
            ("wr_slot", 10),
            ("wr_lane", 4),
            ("commit", 1),
            ("commit_hdr", 1),
            ("asm_hdr", 1),
            ("pkt_mask", k),
            ("pkt_nch", 10),
        ] {
            v.extend((0..k).map(|i| PortSpec::new(format!("{n}_{i}"), b)));
        }
        v.push(PortSpec::new("malformed_count", 16));
        v.push(PortSpec::new("overflow", 1));
        v
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let k = self.w.k;
        let at = |port: usize, i: usize| v[port * k + i];
        let offers: Vec<Option<Offer>> = (0..k)
            .map(|i| {
                (at(0, i) == 1).then(|| {
                    let tag = Tag::from_bits(at(1, i));
                    Offer {
                        flit: Flit::new(tag, at(2, i)),
                        mask: at(3, i),
                        ks: at(3, i).count_ones(),
                        mc: false,
                        first: tag == Tag::Head,
                        last: tag == Tag::Tail,
                    }
                })
            })
            .collect();
        let room: Vec<bool> = (0..k).map(|i| at(4, i) == 1).collect();
        let outs = self.w.step(&offers, &room);
        let mut r = vec![];
        r.extend(outs.iter().map(|o| o.ready as u64));
        r.extend(outs.iter().map(|o| o.take as u64));
        r.extend(outs.iter().map(|o| o.slot as u64));
        r.extend(outs.iter().map(|o| o.lane as u64));
        r.extend(outs.iter().map(|o| o.commit as u64));
        r.extend(outs.iter().map(|o| o.commit_hdr as u64));
        r.extend(outs.iter().map(|o| o.asm_hdr as u64));
        r.extend(outs.iter().map(|o| o.mask));
        r.extend(outs.iter().map(|o| o.nch as u64));
        r.push(self.malformed as u64);
        r.push((0..k).any(|i| at(6, i) == 1) as u64);
        let pulses = (0..k).filter(|&i| at(5, i) == 1).count() as u16;
        self.malformed = self.malformed.wrapping_add(pulses);
        if v[9 * k] == 1 {
            self.w.reset();
            self.malformed = 0;
        }
        r
    }
}
