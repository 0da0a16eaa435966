//! The writers of the central-buffer switch (module doc of [`super`]: "Input",
//! "Deserialiser"): per input the path of its packet and its chunk assembler, and the
//! state of the packet being written. The RTL block `wormcast_rtl::central_buffer::writers::
//! CbWriters` holds the same registers (`w_path`, `asm`, `w_fill`, ... `w_streaming`).
//! Part of the golden model [`super::CentralBufferSwitch`]; the module doc there is the
//! register-level spec.

use super::write_port::{Selected, StepCases};
use super::NIL;
use crate::cycle::{CycleModel, PortSpec};
use crate::flit::{Flit, Tag};
use crate::inport::Offer;
use crate::outport::KMAX;
use crate::packet::HeadLayout;

/// Which path an input's current packet takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Path {
    None,
    Xb(usize),
    Cb,
}

/// Per-input central-buffer writer state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Writer {
    pub(super) path: Path,
    /// The chunk being assembled (first k entries used).
    pub(super) asm: [Flit; KMAX],
    pub(super) fill: usize,
    pub(super) ready: bool,
    /// The chunk in `asm` holds the packet's first / last flit.
    pub(super) hdr: bool,
    pub(super) last: bool,
    // Packet being written.
    pub(super) mask: u64,
    pub(super) ks: u32,
    pub(super) mc: bool,
    pub(super) nchunks: usize,
    /// Multicast admitted (its chunks reserved, VCT); its allocations use the reservation.
    pub(super) admitted: bool,
    /// Shared scheme: header destinations not yet written, pre-allocation done.
    pub(super) copies_left: u64,
    pub(super) pre_done: bool,
    pub(super) last_c: usize,
    pub(super) pre: usize,
    /// Unicast: where this packet's header chunk is, until its last chunk is written.
    pub(super) hdr_loc: usize,
    /// Unicast: an output is already reading this packet.
    pub(super) streaming: bool,
    /// The packet goes up (to an up port).
    pub(super) up: bool,
    /// Shared scheme, this input's use of the switch's **header-copy register** (the chunk
    /// itself is held once for the switch: `CentralBufferSwitch::hc`): the copies of its
    /// multicast header still to write (`hc_copies`, one bit per destination queue; nonzero
    /// for at most one input at a time), their NC (`hc_nc`, the pre-allocated second chunk or
    /// NIL) and whether the packet was admitted (`hc_adm`: the copies use its reservation).
    /// The assembler is released at the first copy and takes the next chunk while copies 2
    /// .. k_s are written from the register.
    pub(super) hc_copies: u64,
    pub(super) hc_nc: usize,
    pub(super) hc_adm: bool,
}

impl Writer {
    pub(super) fn new() -> Self {
        Writer {
            path: Path::None,
            asm: [Flit::IDLE; KMAX],
            fill: 0,
            ready: false,
            hdr: false,
            last: false,
            mask: 0,
            ks: 0,
            mc: false,
            nchunks: 0,
            admitted: false,
            copies_left: 0,
            pre_done: false,
            last_c: NIL,
            pre: NIL,
            hdr_loc: NIL,
            streaming: false,
            up: false,
            hc_copies: 0,
            hc_nc: NIL,
            hc_adm: false,
        }
    }

    /// The header chunk this writer's write-port step would write into an output queue, for
    /// output forwarding (module doc): its output, lanes and NC (NIL for a unicast: its NC
    /// comes by NC forwarding). A unicast header, or with shared header copies the next copy
    /// (from the header-copy register, or the first from the assembler once the second chunk
    /// is pre-allocated); `None` for a data chunk, a pre-allocation, or a per-output header.
    /// `hc`: the switch's header-copy register.
    pub(super) fn header_step(
        &self,
        k: usize,
        shared: bool,
        hc: &[Flit; KMAX],
    ) -> Option<(usize, [Flit; KMAX], usize)> {
        let t =
            self.header_target(self.hdr, self.copies_left, self.nchunks, shared) & ((1 << k) - 1);
        if t == 0 {
            None
        } else if self.hc_busy() {
            Some((t.trailing_zeros() as usize, *hc, self.hc_nc))
        } else {
            let nc = if self.mc && self.nchunks >= 2 {
                self.pre
            } else {
                NIL
            };
            Some((t.trailing_zeros() as usize, self.asm, nc))
        }
    }

    /// The output (one-hot, 0 = none) of this writer's header step ([`Writer::header_step`],
    /// RTL `CbWritersSelect`: `s_hd_out`): the lowest copy in the header-copy register, else
    /// (a header chunk, `hdr`) a unicast's mask, or with shared header copies the lowest of
    /// `copies` once the second chunk is pre-allocated (or there is none: `nchunks` < 2).
    /// `hdr`, `copies`, `nchunks`: the chunk as the write port sees it (the switch model
    /// passes its own registers; the writers' block model the values at its ports).
    pub(super) fn header_target(
        &self,
        hdr: bool,
        copies: u64,
        nchunks: usize,
        shared: bool,
    ) -> u64 {
        let lowest = |m: u64| m & m.wrapping_neg();
        if self.hc_busy() {
            if shared {
                lowest(self.hc_copies)
            } else {
                0
            }
        } else if !hdr {
            0
        } else if !self.mc {
            self.mask
        } else if shared && (nchunks < 2 || self.pre_done) {
            lowest(copies)
        } else {
            0
        }
    }

    /// A packet on a path, a chunk being assembled or ready, or header copies to write (an
    /// idle writer does nothing at an edge without an offered flit).
    pub(super) fn active(&self) -> bool {
        self.path != Path::None || self.fill != 0 || self.ready || self.hc_busy()
    }

    /// The header-copy register holds copies of this input's header still to write (they go
    /// first).
    pub(super) fn hc_busy(&self) -> bool {
        self.hc_copies != 0
    }

    /// Shared scheme: this writer's write-port step is a multicast header's first copy with
    /// more copies to follow, which loads the switch's header-copy register (so it waits while
    /// another input's copies are in it: [`copy_wait`]).
    pub(super) fn loads_hc(&self, shared: bool) -> bool {
        // From registers only: whenever such a step is asked for, the chunk as the write
        // port sees it is this header chunk (a multicast header chunk never completes with
        // its first flit at k >= 2) and its copies are still all of `mask`.
        let copies = self.mask;
        shared
            && !self.hc_busy()
            && self.hdr
            && self.mc
            && (self.nchunks < 2 || self.pre_done)
            && copies & copies.wrapping_sub(1) != 0
    }

    /// The chunks an admission of this writer's packet reserves: its chunks, and with shared
    /// header copies a multicast's `ks - 1` extra header copies (RTL `total`).
    pub(super) fn admission(&self, shared: bool) -> usize {
        self.nchunks
            + if self.mc && shared {
                self.ks as usize - 1
            } else {
                0
            }
    }

    /// Early pre-allocation (shared scheme): a multi-chunk multicast's header chunk is still
    /// being assembled and its second chunk is not allocated yet, so the writer asks for the
    /// write port for the pre-allocation (and admission) before the header chunk is complete.
    pub(super) fn pre_early(&self, shared: bool) -> bool {
        shared
            && !self.ready
            && self.fill > 0
            && self.hdr
            && self.mc
            && self.nchunks >= 2
            && !self.pre_done
    }

    /// The writer asks for the write port: a header copy from the register, an assembled
    /// chunk, or an early pre-allocation (`chunk_ready` of the RTL, before the chunk that
    /// completes at this edge).
    pub(super) fn requests(&self, shared: bool) -> bool {
        self.hc_busy() || self.ready || self.pre_early(shared)
    }

    /// The request is for a multicast step / an admitted one (`mc`, `admitted` as the write
    /// port sees them): a header copy from the register counts as the admitted multicast it
    /// belongs to.
    pub(super) fn req_mc(&self) -> bool {
        self.hc_busy() || self.mc
    }
    pub(super) fn req_admitted(&self) -> bool {
        if self.hc_busy() {
            self.hc_adm
        } else {
            self.admitted
        }
    }

    /// Take offered flit `of` into the chunk assembler (k flits a chunk, ports `down..` up).
    pub(super) fn assemble(&mut self, of: Offer, k: usize, down: usize, lay: HeadLayout) {
        let w = self;
        if of.first {
            let len = lay.len(of.flit.data);
            w.mask = of.mask;
            w.ks = of.ks;
            w.mc = of.mc;
            w.up = of.mask >> down != 0;
            w.nchunks = (len as usize).div_ceil(k);
            w.admitted = false;
            w.pre_done = false;
        }
        if w.fill == 0 {
            w.hdr = of.first;
            w.asm = [Flit::IDLE; KMAX];
        }
        w.asm[w.fill] = of.flit;
        w.fill += 1;
        if w.fill == k || of.last {
            w.ready = true;
            w.last = of.last;
            if w.hdr {
                w.copies_left = w.mask;
            }
        }
    }
}

/// Chunks whose NC is not final yet: every writer's `lastC` and pending `pre`.
pub(super) fn unreadable_set(wr: &[Writer]) -> [u64; 4] {
    let mut b = [0u64; 4];
    for w in wr {
        let y = w.pre;
        if y != NIL {
            b[y >> 6] |= 1 << (y & 63);
        }
    }
    b
}

/// Shared scheme: writer i's ready chunk may not be granted the write port this cycle,
/// because its step would load the switch's one header-copy register ([`Writer::loads_hc`])
/// while another input's copies are still in it (RTL `copy_wait`, bit i; module doc of
/// `central_buffer`, "Shared header copies"). It still waits for the write turn. The
/// owner's copies are admitted steps, so the wait is at most its k_s - 1 copy grants.
pub(super) fn copy_wait(wr: &[Writer], i: usize, shared: bool) -> bool {
    wr[i].loads_hc(shared) && wr.iter().enumerate().any(|(j, w)| j != i && w.hc_busy())
}

/// The writers as a block with the RTL's ports (`CbWriters`), for their own three-way check:
/// the [`Writer`]s stepped from the port values, in the order the RTL evaluates them (path
/// decision, crossbar, write on the chunk's last flit, the granted writer's update, chunk
/// assembly, streaming at a header read). Port order: [`WritersBlock::input_ports`],
/// [`WritersBlock::output_ports`] (module doc of `wormcast_rtl::central_buffer::writers`).
pub struct WritersBlock {
    k: usize,
    down: usize,
    shared: bool,
    bypass: bool,
    lay: HeadLayout,
    wr: Vec<Writer>,
    /// The header-copy register's chunk (one for the switch).
    hc: [Flit; KMAX],
    malformed: u16,
}

const IN_ARRAYS: [(&str, usize); 11] = [
    ("of_v", 1),
    ("of_tag", 2),
    ("of_data", 0),
    ("of_mask", 99),
    ("of_ks", 4),
    ("of_mc", 1),
    ("in_bad", 1),
    ("in_overflow", 1),
    ("op_credits", 9),
    ("first_p", 9),
    ("in_pkt", 1),
];
const IN_SCALARS: [(&str, usize); 7] = [
    ("idle", 99),
    ("rd_go", 1),
    ("rd_x", 9),
    ("rd_hdr", 1),
    ("grant", 99),
    ("loc", 9),
    ("freed", 1),
];
const OUT_ARRAYS: [(&str, usize); 13] = [
    ("taken", 1),
    ("up_cred", 8),
    ("xb_v", 1),
    ("xb_tag", 2),
    ("xb_data", 0),
    ("last_c", 9),
    ("w_pre", 9),
    ("chunk_ready", 1),
    ("mc", 1),
    ("admitted", 1),
    ("up", 1),
    ("streaming", 1),
    ("total", 9),
];
const OUT_SCALARS: [(&str, usize); 21] = [
    ("malformed_count", 16),
    ("overflow", 1),
    ("xb_set", 99),
    ("xb_clr", 99),
    ("s_mc", 1),
    ("s_adm", 1),
    ("s_hdr", 1),
    ("s_last", 1),
    ("s_mask", 99),
    ("s_ks", 4),
    ("s_nch", 9),
    ("s_copies", 99),
    ("s_pre_done", 1),
    ("s_last_c", 9),
    ("s_pre", 9),
    ("s_total", 9),
    ("s_up", 1),
    ("s_hd_len", 11),
    ("s_hd_nc", 9),
    ("s_hd_out", 99),
    ("copy_wait", 99),
];

fn ports(k: usize, w: usize, arrays: &[(&str, usize)], scalars: &[(&str, usize)]) -> Vec<PortSpec> {
    let width = |b: usize| match b {
        0 => w,
        99 => k,
        b => b,
    };
    let mut v = vec![];
    for &(n, b) in arrays {
        v.extend((0..k).map(|i| PortSpec::new(format!("{n}_{i}"), width(b))));
    }
    v.extend(scalars.iter().map(|&(n, b)| PortSpec::new(n, width(b))));
    v
}

impl WritersBlock {
    pub fn new(k: usize, w: usize, down: usize, shared: bool, bypass: bool) -> Self {
        WritersBlock {
            k,
            down,
            shared,
            bypass,
            lay: HeadLayout { w },
            wr: vec![Writer::new(); k],
            hc: [Flit::IDLE; KMAX],
            malformed: 0,
        }
    }
    /// Inputs: the arrays `of_v` .. `in_pkt` (K each), then `idle` .. `freed`, `done_addr`,
    /// `fwd` (the granted unicast header goes straight to its output), `rst`.
    pub fn input_ports(k: usize, w: usize) -> Vec<PortSpec> {
        let mut v = ports(k, w, &IN_ARRAYS, &IN_SCALARS);
        v.push(PortSpec::new("done_addr", 8));
        v.push(PortSpec::new("fwd", k));
        v.push(PortSpec::new("rst", 1));
        v
    }
    /// Outputs: the arrays `taken` .. `total`, `wr_tag`, `wr_data` (K each), then the scalars,
    /// `s_hd_len` .. `s_hd_out` for output forwarding: the length field of `wr_data_0`, the NC
    /// of the granted header step (`s_pre` of a multicast of two or more chunks, else NIL) and
    /// its output ([`Writer::header_target`]); last `copy_wait` ([`copy_wait`], bit i).
    pub fn output_ports(k: usize, w: usize) -> Vec<PortSpec> {
        let mut v = ports(k, w, &OUT_ARRAYS, &[]);
        v.extend((0..k).map(|j| PortSpec::new(format!("wr_tag_{j}"), 2)));
        v.extend((0..k).map(|j| PortSpec::new(format!("wr_data_{j}"), w)));
        v.extend(ports(k, w, &[], &OUT_SCALARS));
        v
    }
}

impl CycleModel for WritersBlock {
    fn input_ports(&self) -> Vec<PortSpec> {
        Self::input_ports(self.k, self.lay.w)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        Self::output_ports(self.k, self.lay.w)
    }
    #[allow(clippy::needless_range_loop)]
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let k = self.k;
        let a = |n: usize, i: usize| v[n * k + i];
        let s = &v[11 * k..];
        let (idle, rd_go, rd_x, rd_hdr, grant) = (s[0], s[1] == 1, s[2] as usize, s[3] == 1, s[4]);
        let (loc, freed, done_addr) = (s[5] as usize, s[6] == 1, s[7]);
        let (fwd_m, rst) = (s[8], s[9] == 1);
        let fwd = fwd_m != 0;
        let bit = |m: u64, i: usize| m >> i & 1 == 1;
        let up_ports = ((1u64 << k) - 1) & !((1u64 << self.down) - 1);
        let offer = |i: usize| Flit::new(Tag::from_bits(a(1, i)), a(2, i));
        let first: Vec<bool> = (0..k).map(|i| a(0, i) == 1 && a(1, i) == 1).collect();
        let lastf: Vec<bool> = (0..k).map(|i| a(0, i) == 1 && a(1, i) == 3).collect();
        let old = self.wr.clone();
        let mut taken = vec![false; k];
        // Path decision, crossbar: the output idle, unclaimed, not forwarded to, and with a
        // credit.
        let cred_m = (0..k).fold(0u64, |m, o| m | ((a(8, o) != 0) as u64) << o);
        let mut claimed = 0u64;
        let mut path: Vec<Path> = old.iter().map(|w| w.path).collect();
        for i in 0..k {
            let w = &old[i];
            if first[i] && w.path == Path::None {
                let m = a(3, i);
                if self.bypass
                    && a(5, i) == 0
                    && m & idle & cred_m & !fwd_m & !claimed != 0
                    && w.fill == 0
                    && !w.ready
                    && !w.hc_busy()
                {
                    claimed |= m;
                    path[i] = Path::Xb(m.trailing_zeros() as usize);
                } else {
                    path[i] = Path::Cb;
                }
            }
        }
        let (mut xb_v, mut xb_tag, mut xb_data) = (vec![0; k], vec![0; k], vec![0; k]);
        for o in 0..k {
            for i in 0..k {
                if path[i] == Path::Xb(o) && a(0, i) == 1 && a(8, o) != 0 {
                    (xb_v[o], xb_tag[o], xb_data[o]) = (1, a(1, i), a(2, i));
                    taken[i] = true;
                }
            }
        }
        // Write on the chunk's last flit; the chunk as the write port sees it.
        let mut comp = vec![false; k];
        let (mut hdr_w, mut last_w, mut cop_w) = (vec![false; k], vec![false; k], vec![0u64; k]);
        for (i, w) in old.iter().enumerate() {
            comp[i] = a(0, i) == 1
                && path[i] == Path::Cb
                && !w.ready
                && ((w.fill + 1) & 15 == k || lastf[i]);
            (hdr_w[i], last_w[i], cop_w[i]) = (w.hdr, w.last, w.copies_left);
            if comp[i] {
                last_w[i] = lastf[i];
                if w.fill == 0 {
                    hdr_w[i] = first[i];
                }
                if hdr_w[i] {
                    cop_w[i] = if first[i] { a(3, i) } else { w.mask };
                }
            }
        }
        let streaming: Vec<bool> = old
            .iter()
            .map(|w| {
                w.streaming
                    || (0..k).any(|o| {
                        bit(w.mask, o)
                            && w.hdr_loc != NIL
                            && a(9, o) as usize == w.hdr_loc
                            && a(10, o) == 0
                    })
            })
            .collect();
        let total: Vec<u64> = old
            .iter()
            .map(|w| {
                let t = w.nchunks as u64 + if self.shared { w.ks as u64 } else { 1 };
                t.wrapping_sub(1) & 0x1ff
            })
            .collect();
        // The granted writer's state and chunk.
        let mut sel = [0u64; 13];
        // The granted writer's header bookkeeping for output forwarding.
        let mut hd_out = 0u64;
        let (mut wr_tag, mut wr_data) = (vec![0; k], vec![0; k]);
        for (i, w) in old.iter().enumerate() {
            // The registered grant's step is of the writer's registers (never of a chunk the
            // offered flit completes).
            if bit(grant, i) {
                hd_out = w.header_target(w.hdr, w.copies_left, w.nchunks & 0x1ff, self.shared);
            }
            if bit(grant, i) && w.hc_busy() {
                // A header copy from the header-copy register.
                sel = [
                    1,
                    w.hc_adm as u64,
                    1,
                    0,
                    w.mask,
                    w.ks as u64,
                    2,
                    w.hc_copies,
                    1,
                    w.last_c as u64,
                    w.hc_nc as u64,
                    total[i],
                    w.up as u64,
                ];
                for j in 0..k {
                    (wr_tag[j], wr_data[j]) = (self.hc[j].tag.bits(), self.hc[j].data);
                }
            } else if bit(grant, i) {
                sel = [
                    w.mc as u64,
                    w.admitted as u64,
                    w.hdr as u64,
                    w.last as u64,
                    w.mask,
                    w.ks as u64,
                    w.nchunks as u64 & 0x1ff,
                    w.copies_left,
                    w.pre_done as u64,
                    w.last_c as u64,
                    w.pre as u64,
                    total[i],
                    w.up as u64,
                ];
                for j in 0..k {
                    (wr_tag[j], wr_data[j]) = (w.asm[j].tag.bits(), w.asm[j].data);
                }
            }
        }
        // Outputs (before the edge).
        let mut out = vec![];
        out.extend(taken.iter().map(|&t| t as u64)); // completed below
        out.extend((0..k).map(|o| a(8, o) & 0xff));
        out.extend(xb_v);
        out.extend(xb_tag);
        out.extend(xb_data);
        out.extend(old.iter().map(|w| w.last_c as u64));
        out.extend(old.iter().map(|w| w.pre as u64));
        out.extend((0..k).map(|i| (old[i].requests(self.shared) || comp[i]) as u64));
        out.extend(old.iter().map(|w| w.req_mc() as u64));
        out.extend(old.iter().map(|w| w.req_admitted() as u64));
        out.extend(old.iter().map(|w| w.up as u64));
        out.extend(streaming.iter().map(|&x| x as u64));
        out.extend(total.iter().copied());
        let wr_pos = out.len();
        out.extend(wr_tag);
        out.extend(wr_data);
        let overflow = (0..k).any(|i| a(7, i) == 1);
        out.extend([self.malformed as u64, overflow as u64]);
        let xb_pos = out.len();
        out.extend([0, 0]);
        out.extend(sel);
        // Output forwarding: the granted chunk's length, its header step's NC and output.
        let hd_nc = if sel[0] == 1 && sel[6] >= 2 {
            sel[10]
        } else {
            NIL as u64
        };
        let len_mask = ((1u64 << self.lay.len_bits()) - 1) & 0x7ff;
        out.extend([out[wr_pos + k] & len_mask, hd_nc, hd_out]);
        // Inputs whose step waits for the header-copy register (not granted this cycle).
        // A pending step (the registered grant) that loads the register owns it.
        let pend_hc = (0..k).any(|j| bit(grant, j) && old[j].loads_hc(self.shared));
        let wait = (0..k).filter(|&i| {
            copy_wait(&old, i, self.shared)
                || (pend_hc && !bit(grant, i) && old[i].loads_hc(self.shared))
        });
        out.push(wait.fold(0, |m, i| m | 1 << i));
        // The edge: the granted writer's update, its step decoded from what its grant
        // selects (the RTL's "Late select"; the write port decodes the same).
        let c = StepCases::decode(
            &Selected {
                mc: sel[0] == 1,
                up: sel[12] == 1,
                adm: sel[1] == 1,
                hdr: sel[2] == 1,
                nch: sel[6] as usize,
                pre_done: sel[8] == 1,
                copies: sel[7],
                pre: sel[10] as usize,
            },
            self.shared,
        );
        let (admit, case_b1, case_b2, case_c) = (c.admit, c.case_b1, c.case_b2, c.case_c);
        let (case_d, use_pre, copies_after, released) =
            (c.case_d, c.use_pre, c.copies_after, c.released);
        let case_a = sel[0] == 0 && !fwd;
        let mut rel = vec![false; k];
        let mut hdr_loc: Vec<usize> = old.iter().map(|w| w.hdr_loc).collect();
        for i in 0..k {
            if !bit(grant, i) {
                continue;
            }
            let (s_hdr, s_last) = (sel[2] == 1, sel[3] == 1);
            let w = &mut self.wr[i];
            if old[i].hc_busy() {
                if case_b2 {
                    w.hc_copies = copies_after;
                }
                continue;
            }
            // The first header copy releases the assembler (the rest go from `hc`).
            rel[i] = released || case_b2;
            if admit {
                w.admitted = true;
            }
            if case_a {
                if s_hdr {
                    hdr_loc[i] = loc;
                }
                w.last_c = loc;
                if s_last {
                    w.last_c = NIL;
                    hdr_loc[i] = NIL;
                    w.streaming = false;
                }
            }
            if fwd && !case_b2 {
                // Output forwarding of a unicast header: nothing written, nothing to link the
                // next chunk to.
                hdr_loc[i] = NIL;
                w.last_c = NIL;
                w.streaming = !s_last;
            }
            if case_b1 {
                w.pre = loc;
                w.pre_done = true;
            }
            if case_b2 {
                w.copies_left = copies_after;
                w.last_c = NIL;
                if copies_after != 0 {
                    for j in 0..k {
                        self.hc[j] =
                            Flit::new(Tag::from_bits(out[wr_pos + j]), out[wr_pos + k + j]);
                    }
                    w.hc_copies = copies_after;
                    w.hc_nc = if w.nchunks >= 2 { w.pre } else { NIL };
                    w.hc_adm = w.admitted || admit;
                }
            }
            if case_c || case_d {
                w.last_c = if s_last { NIL } else { loc };
            }
            if use_pre {
                w.pre = NIL;
            }
            if rel[i] && s_last {
                w.admitted = false;
            }
        }
        for i in 0..k {
            if freed && old[i].last_c == done_addr as usize && !bit(grant, i) {
                self.wr[i].last_c = NIL;
            }
        }
        // Chunk assembly, path and bypass ownership.
        let (mut xb_set, mut xb_clr) = (0u64, 0u64);
        for i in 0..k {
            let o = &old[i];
            let go =
                a(0, i) == 1 && path[i] == Path::Cb && (!o.ready || rel[i]) && !(comp[i] && rel[i]);
            if comp[i] && rel[i] {
                taken[i] = true;
            }
            let w = &mut self.wr[i];
            let fill_eff = if rel[i] { 0 } else { o.fill };
            if rel[i] {
                w.ready = false;
                w.fill = 0;
            }
            let hdr_eff = if fill_eff == 0 { first[i] } else { o.hdr };
            let mask_eff = if first[i] { a(3, i) } else { o.mask };
            if go {
                taken[i] = true;
                if first[i] {
                    let len = a(2, i) & ((1 << self.lay.len_bits()) - 1) & 0x7ff;
                    w.mask = a(3, i);
                    w.ks = a(4, i) as u32;
                    w.mc = a(5, i) == 1;
                    w.up = a(3, i) & up_ports != 0;
                    w.nchunks = (len as usize).div_ceil(k);
                    w.admitted = false;
                    w.pre_done = false;
                }
                w.hdr = hdr_eff;
                if fill_eff == 0 {
                    w.asm = [Flit::IDLE; KMAX];
                }
                w.asm[fill_eff] = offer(i);
                w.fill = fill_eff + 1;
                if w.fill == k || lastf[i] {
                    w.ready = true;
                    w.last = lastf[i];
                    if hdr_eff && !(bit(grant, i) && case_b2 && !o.hc_busy()) {
                        w.copies_left = mask_eff;
                    }
                }
            }
            w.path = path[i];
            if taken[i] && lastf[i] {
                w.path = Path::None;
                if let Path::Xb(x) = path[i] {
                    xb_clr |= 1 << x;
                }
            } else if let Path::Xb(x) = path[i] {
                xb_set |= 1 << x;
            }
        }
        for i in 0..k {
            if rd_go && rd_hdr && hdr_loc[i] == rd_x {
                self.wr[i].streaming = true;
            }
            self.wr[i].hdr_loc = hdr_loc[i];
        }
        self.malformed = self
            .malformed
            .wrapping_add((0..k).filter(|&i| a(6, i) == 1).count() as u16);
        for i in 0..k {
            out[i] = taken[i] as u64;
        }
        (out[xb_pos], out[xb_pos + 1]) = (xb_set, xb_clr);
        if rst {
            // The assembler lanes are kept as the RTL keeps them (they are cleared when a
            // chunk's first flit is taken).
            for w in self.wr.iter_mut() {
                let asm = w.asm;
                *w = Writer::new();
                w.asm = asm;
            }
            self.malformed = 0;
        }
        out
    }
}
