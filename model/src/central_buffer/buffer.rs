//! The buffer of the central-buffer switch (module doc of [`super`]: "Replication counter",
//! "Free list"): the chunk data, NP and NC RAMs, the replication counters, the free list and
//! the chunk accounting. The RTL block `wormcast_rtl::central_buffer::buffer::CbBuffer`
//! holds the same state.
//! Part of the golden model [`super::CentralBufferSwitch`]; the module doc there is the
//! register-level spec.

use super::{CbParams, HeaderScheme};
use crate::chunk_store::{ChunkCounters, CounterRead, FreeList};
use crate::cycle::{CycleModel, PortSpec};
use crate::flit::{Flit, Tag};
use crate::packet::HeadLayout;

/// The central buffer's storage and accounting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Buffer {
    /// Data RAM: chunk x is `data[x * k .. x * k + k]`.
    pub(super) data: Vec<Flit>,
    /// NP RAM(s): one shared, or one per output.
    pub(super) np: Vec<Vec<usize>>,
    pub(super) nc: Vec<usize>,
    pub(super) counters: ChunkCounters,
    pub(super) free_list: FreeList,
    pub(super) free_count: usize,
    pub(super) reserved: usize,
    /// Chunks held by upward packets (written, not yet freed); bounds the holds of arrivals
    /// from above (module doc, "Write turn").
    pub(super) up_used: usize,
    /// The replication counters' reset sweep: `reads` words still to clear (module doc of
    /// [`super`], "Reset"); the write port grants nothing while it is not 0. 0 at power-on.
    pub(super) sweep: usize,
}

impl Buffer {
    pub(super) fn new(p: &CbParams) -> Self {
        let (k, c) = (p.k(), p.chunks);
        let nnp = if p.scheme == HeaderScheme::Shared {
            1
        } else {
            k
        };
        Buffer {
            data: vec![Flit::IDLE; c * k],
            np: vec![vec![0; c]; nnp],
            nc: vec![0; c],
            counters: ChunkCounters::new(c),
            free_list: FreeList::new(c),
            free_count: c,
            reserved: 0,
            up_used: 0,
            sweep: 0,
        }
    }

    /// The state after a reset edge: as at power-on, but the counters sweep for C cycles.
    /// The RAM contents are kept (the RTL does not clear them; nothing reads a word before
    /// writing it again).
    pub(super) fn reset(&mut self, p: &CbParams) {
        let c = p.chunks;
        self.counters = ChunkCounters::new(c);
        self.free_list = FreeList::new(c);
        self.free_count = c;
        self.reserved = 0;
        self.up_used = 0;
        self.sweep = c;
    }

    /// One cycle of the reset sweep (at every edge).
    pub(super) fn sweep_step(&mut self) {
        self.sweep = self.sweep.saturating_sub(1);
    }

    /// Take the free list's head.
    pub(super) fn alloc(&mut self) -> usize {
        self.free_list.alloc()
    }

    /// Take one allocated chunk from the accounting: from the reservation for an admitted
    /// multicast, else from the unreserved free chunks.
    pub(super) fn account(&mut self, admitted: bool) {
        if admitted {
            self.reserved -= 1;
        } else {
            self.free_count -= 1;
        }
    }

    /// Write chunk `loc` of the data RAM (k flits from `asm`).
    pub(super) fn store(&mut self, k: usize, loc: usize, asm: &[Flit]) {
        self.data[loc * k..loc * k + k].copy_from_slice(&asm[..k]);
    }
}

/// The buffer as a block with the RTL's ports (`CbBuffer`), for its own three-way check: a
/// [`Buffer`] stepped from its port values. Inputs: `chunk_we`, `loc`, `wr_tag_j`,
/// `wr_data_j`, `init`, `alloc`, `admit`, `case_a`, `s_total`, `up_step` (the write step is
/// an upward unicast's: admitted whole, its chunks from the reservation), `nc_we`,
/// `nc_waddr`, `nc_wdata`, `np_we_o`, `np_waddr_o`, `rd_go`, `rd_x`, `if_o`, `fwd_rel` (a
/// forwarded copy or upward header returns a reserved chunk), `rst`; outputs `arr_tag_j`, `arr_data_j` (with no read in
/// flight, `if_o` = 0, the written lanes `wr_*`: output forwarding), `arr_len`, `np_r`,
/// `nc_r`, `freed`, `done_addr`, `head`, `free_count`,
/// `reserved`, `up_used`, `ready` (module doc of `wormcast_rtl::central_buffer::buffer`).
/// A RAM word read at the edge it is written reads as all ones, as the RTL's RAMs without a
/// collision bypass do in simulation.
pub struct BufferBlock {
    p: CbParams,
    buf: Buffer,
    /// The RAM read registers: the lanes, NP words (one per NP RAM) and NC word at the
    /// address read at the last edge, and the counter read issued then.
    lanes: Vec<Flit>,
    np_rd: Vec<usize>,
    nc_rd: usize,
    pending: Option<CounterRead>,
}

impl BufferBlock {
    pub fn new(p: &CbParams) -> Self {
        let b = Buffer::new(p);
        BufferBlock {
            lanes: vec![Flit::IDLE; p.k()],
            np_rd: vec![0; b.np.len()],
            nc_rd: 0,
            pending: None,
            buf: b,
            p: p.clone(),
        }
    }
    pub fn input_ports(k: usize, w: usize) -> Vec<PortSpec> {
        let mut v = vec![PortSpec::new("chunk_we", 1), PortSpec::new("loc", 9)];
        v.extend((0..k).map(|j| PortSpec::new(format!("wr_tag_{j}"), 2)));
        v.extend((0..k).map(|j| PortSpec::new(format!("wr_data_{j}"), w)));
        for (n, b) in [
            ("init", 4),
            ("alloc", 1),
            ("admit", 1),
            ("case_a", 1),
            ("s_total", 9),
            ("up_step", 1),
            ("nc_we", 1),
            ("nc_waddr", 9),
            ("nc_wdata", 9),
        ] {
            v.push(PortSpec::new(n, b));
        }
        v.extend((0..k).map(|o| PortSpec::new(format!("np_we_{o}"), 1)));
        v.extend((0..k).map(|o| PortSpec::new(format!("np_waddr_{o}"), 9)));
        v.push(PortSpec::new("rd_go", 1));
        v.push(PortSpec::new("rd_x", 9));
        v.push(PortSpec::new("if_o", k));
        v.push(PortSpec::new("fwd_rel", 1));
        v.push(PortSpec::new("rst", 1));
        v
    }
    pub fn output_ports(k: usize, w: usize) -> Vec<PortSpec> {
        let mut v: Vec<PortSpec> = (0..k)
            .map(|j| PortSpec::new(format!("arr_tag_{j}"), 2))
            .collect();
        v.extend((0..k).map(|j| PortSpec::new(format!("arr_data_{j}"), w)));
        for (n, b) in [
            ("arr_len", 11),
            ("np_r", 9),
            ("nc_r", 9),
            ("freed", 1),
            ("done_addr", 8),
            ("head", 8),
            ("free_count", 9),
            ("reserved", 9),
            ("up_used", 9),
            ("ready", 1),
        ] {
            v.push(PortSpec::new(n, b));
        }
        v
    }
}

impl CycleModel for BufferBlock {
    fn input_ports(&self) -> Vec<PortSpec> {
        Self::input_ports(self.p.k(), self.p.route.w)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        Self::output_ports(self.p.k(), self.p.route.w)
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let k = self.p.k();
        let shared = self.p.scheme == HeaderScheme::Shared;
        let lay = HeadLayout { w: self.p.route.w };
        let m9 = 0x1ff;
        // Inputs.
        let chunk_we = v[0] == 1;
        let loc = v[1] as usize;
        let lanes: Vec<Flit> = (0..k)
            .map(|j| Flit::new(Tag::from_bits(v[2 + j]), v[2 + k + j]))
            .collect();
        let b = 2 + 2 * k;
        let (init, alloc, admit, case_a) =
            (v[b] as u32, v[b + 1] == 1, v[b + 2] == 1, v[b + 3] == 1);
        let (s_total, up_step) = (v[b + 4] as usize, v[b + 5] == 1);
        let (nc_we, nc_waddr, nc_wdata) = (v[b + 6] == 1, v[b + 7] as usize, v[b + 8] as usize);
        let np_we = &v[b + 9..b + 9 + k];
        let np_waddr = &v[b + 9 + k..b + 9 + 2 * k];
        let c = b + 9 + 2 * k;
        let (rd_go, rd_x, if_o) = (v[c] == 1, v[c + 1] as usize & 0xff, v[c + 2]);
        let (fwd_rel, rst) = (v[c + 3] == 1, v[c + 4] == 1);
        // Outputs: the read registers, the counter completion, the accounting registers.
        let done = self.pending;
        // No read in flight: the written chunk's lanes (output forwarding) instead of the read
        // registers.
        let arr = if if_o == 0 { &lanes } else { &self.lanes };
        let mut out: Vec<u64> = arr.iter().map(|f| f.tag.bits()).collect();
        out.extend(arr.iter().map(|f| f.data));
        out.push(self.lanes[0].data & ((1 << lay.len_bits()) - 1) & 0x7ff);
        let mut np_r = self.np_rd[0];
        if !shared {
            for o in 0..k {
                if if_o >> o & 1 == 1 {
                    np_r = self.np_rd[o];
                }
            }
        }
        let issue = rd_go.then(|| self.buf.counters.issue(rd_x));
        let freed = self.buf.counters.complete(done);
        let done_addr = done.map_or(0, |d| d.x as u64);
        out.extend([np_r as u64, self.nc_rd as u64, freed as u64, done_addr]);
        out.push(self.buf.free_list.head().unwrap_or(0) as u64);
        out.extend([self.buf.free_count, self.buf.reserved, self.buf.up_used].map(|x| x as u64));
        out.push((self.buf.sweep == 0) as u64);
        // The edge: reads, then writes and accounting. A word read at the edge it is written
        // reads as all ones (the RAMs have no collision bypass: `RwMode::Unused`, whose
        // simulation returns that poison; the switch never uses such a read).
        let words = self.p.chunks.next_power_of_two();
        let hit = |we: bool, a: usize| we && (a ^ rd_x) % words == 0;
        let poison = Flit::new(Tag::from_bits(3), (1 << self.p.route.w) - 1);
        self.lanes = if hit(chunk_we, loc) {
            vec![poison; k]
        } else {
            self.buf.data[rd_x * k..rd_x * k + k].to_vec()
        };
        // Each NP RAM's write at this edge (with shared header copies the highest writing
        // output's, as in the RTL).
        let mut np_w = vec![None; self.buf.np.len()];
        for o in 0..k {
            if np_we[o] == 1 {
                np_w[if shared { 0 } else { o }] = Some(np_waddr[o] as usize & 0xff);
            }
        }
        self.np_rd = self
            .buf
            .np
            .iter()
            .enumerate()
            .map(|(i, r)| {
                if np_w[i].is_some_and(|a| hit(true, a)) {
                    m9
                } else {
                    r[rd_x]
                }
            })
            .collect();
        self.nc_rd = if hit(nc_we, nc_waddr & 0xff) {
            m9
        } else {
            self.buf.nc[rd_x]
        };
        self.pending = issue;
        if chunk_we {
            self.buf.store(k, loc, &lanes);
            self.buf.counters.set_init(loc, init);
        }
        if nc_we {
            self.buf.nc[nc_waddr & 0xff] = nc_wdata;
        }
        for o in 0..k {
            if np_we[o] == 1 {
                let npi = if shared { 0 } else { o };
                self.buf.np[npi][np_waddr[o] as usize & 0xff] = loc;
            }
        }
        if alloc && self.buf.free_list.head().is_some() {
            self.buf.alloc();
        }
        let (mut fc, mut rs, mut uu) = (self.buf.free_count, self.buf.reserved, self.buf.up_used);
        if admit {
            fc = fc.wrapping_sub(s_total) & m9;
            rs = (rs + s_total) & m9;
        }
        // A unicast chunk from the free chunks, an upward one (admitted at its header) and
        // a multicast's from the reservation (Buffer::account).
        if case_a && !up_step {
            fc = fc.wrapping_sub(1) & m9;
        }
        if alloc && (!case_a || up_step) {
            rs = rs.wrapping_sub(1) & m9;
        }
        if fwd_rel {
            rs = rs.wrapping_sub(1) & m9;
            fc = (fc + 1) & m9;
        }
        if freed {
            self.buf.free_list.free(done.unwrap().x);
            fc = (fc + 1) & m9;
        }
        // `up_used`: + the packet's chunks at an upward admission, - 1 for its forwarded
        // header, - 1 per chunk an up port's read frees.
        if admit && up_step {
            uu = (uu + s_total) & m9;
        }
        if fwd_rel && up_step {
            uu = uu.wrapping_sub(1) & m9;
        }
        let down = self.p.route.down;
        if freed && if_o >> down != 0 {
            uu = uu.wrapping_sub(1) & m9;
        }
        (self.buf.free_count, self.buf.reserved, self.buf.up_used) = (fc, rs, uu);
        self.buf.sweep_step();
        if rst {
            // The RAMs and their read registers keep their contents.
            self.buf.reset(&self.p);
            self.pending = None;
        }
        out
    }
}
