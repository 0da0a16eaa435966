//! Three-way checks of the central buffer's free list and replication counters against
//! `wormcast_model::chunk_store`, on random but protocol-respecting stimulus (only allocated
//! chunks are freed; a chunk is read at most as many times as its counter says), with the
//! synchronous reset `rst` asserted now and then (the counters' users then wait for the
//! reset sweep: no read while `ready` is low).

use crate::block_check::three_way;
use crate::compare::Agreement;
use crate::hdl::HdlDut;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use wormcast_model::chunk_store::{ChunkCounters, CounterRead, FreeList};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::chunk_store::{ChunkCountersRtl, FreeListRtl};

fn fl_ports() -> (Vec<PortSpec>, Vec<PortSpec>) {
    (
        vec![
            PortSpec::new("alloc", 1),
            PortSpec::new("free", 1),
            PortSpec::new("free_addr", 8),
            PortSpec::new("rst", 1),
        ],
        vec![
            PortSpec::new("head_valid", 1),
            PortSpec::new("head", 8),
            PortSpec::new("count", 9),
        ],
    )
}
fn cc_ports() -> (Vec<PortSpec>, Vec<PortSpec>) {
    (
        vec![
            PortSpec::new("set_en", 1),
            PortSpec::new("set_addr", 8),
            PortSpec::new("set_val", 4),
            PortSpec::new("rd_en", 1),
            PortSpec::new("rd_addr", 8),
            PortSpec::new("rst", 1),
        ],
        vec![
            PortSpec::new("done", 1),
            PortSpec::new("done_addr", 8),
            PortSpec::new("freed", 1),
            PortSpec::new("ready", 1),
        ],
    )
}

/// The free-list golden model with its ports.
pub struct FreeListModel(pub FreeList);
impl CycleModel for FreeListModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        fl_ports().0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        fl_ports().1
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let h = self.0.head();
        let out = vec![
            h.is_some() as u64,
            h.unwrap_or(0) as u64,
            self.0.len() as u64,
        ];
        if v[0] == 1 && h.is_some() {
            self.0.alloc();
        }
        if v[1] == 1 {
            self.0.free(v[2] as usize);
        }
        if v[3] == 1 {
            self.0.reset();
        }
        out
    }
}

/// The counters' golden model with its ports (256 chunks).
pub struct CountersModel {
    pub c: ChunkCounters,
    /// Chunks (C).
    chunks: usize,
    pending: Option<CounterRead>,
    /// Reset sweep: words still to clear (`ready` while 0).
    sweep: usize,
}

impl CountersModel {
    /// Counters of `chunks` chunks.
    pub fn new(chunks: usize) -> Self {
        CountersModel {
            c: ChunkCounters::new(chunks),
            chunks,
            pending: None,
            sweep: 0,
        }
    }
}

impl Default for CountersModel {
    /// Counters of a 256-chunk buffer.
    fn default() -> Self {
        Self::new(256)
    }
}
impl CycleModel for CountersModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        cc_ports().0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        cc_ports().1
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let issue = (v[3] == 1).then(|| self.c.issue(v[4] as usize));
        let done = self.pending;
        let freed = self.c.complete(done);
        if v[0] == 1 {
            self.c.set_init(v[1] as usize, v[2] as u32);
        }
        self.pending = issue;
        let out = vec![
            done.is_some() as u64,
            done.map(|d| d.x as u64).unwrap_or(0),
            freed as u64,
            (self.sweep == 0) as u64,
        ];
        self.sweep = self.sweep.saturating_sub(1);
        if v[5] == 1 {
            // The RTL clears `reads` by its sweep of C words; no read comes before it ends.
            *self = CountersModel {
                sweep: self.chunks,
                ..CountersModel::new(self.chunks)
            };
        }
        out
    }
}

impl HdlDut for FreeListRtl {
    fn input_ports(&self) -> Vec<PortSpec> {
        fl_ports().0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        fl_ports().1
    }
    fn set_inputs(&mut self, v: &[u64]) {
        self.alloc.next = v[0] == 1;
        self.free.next = v[1] == 1;
        self.free_addr.next = v[2].to_bits();
        self.rst.next = v[3] == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        vec![
            self.head_valid.val() as u64,
            self.head.val().to_u64(),
            self.count.val().to_u64(),
        ]
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

impl HdlDut for ChunkCountersRtl {
    fn input_ports(&self) -> Vec<PortSpec> {
        cc_ports().0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        cc_ports().1
    }
    fn set_inputs(&mut self, v: &[u64]) {
        self.set_en.next = v[0] == 1;
        self.set_addr.next = v[1].to_bits();
        self.set_val.next = v[2].to_bits();
        self.rd_en.next = v[3] == 1;
        self.rd_addr.next = v[4].to_bits();
        self.rst.next = v[5] == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        vec![
            self.done.val() as u64,
            self.done_addr.val().to_u64(),
            self.freed.val() as u64,
            self.ready.val() as u64,
        ]
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// Free list of `c` chunks: random allocations and frees of allocated chunks.
pub fn check_free_list(c: usize, cycles: usize, seed: u64) -> Result<Agreement, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut shadow = FreeList::new(c);
    let mut held: Vec<usize> = vec![];
    let mut stim = vec![];
    for _ in 0..cycles {
        let alloc = rng.gen_bool(0.5) && !shadow.is_empty();
        let free = rng.gen_bool(0.45) && !held.is_empty();
        let fa = if free {
            held.swap_remove(rng.gen_range(0..held.len()))
        } else {
            0
        };
        if alloc {
            held.push(shadow.alloc());
        }
        if free {
            shadow.free(fa);
        }
        let rst = rng.gen_bool(0.002);
        if rst {
            shadow.reset();
            held.clear();
        }
        stim.push(vec![alloc as u64, free as u64, fa as u64, rst as u64]);
    }
    let mut uut = FreeListRtl::new(c);
    uut.connect_all();
    let mut golden = FreeListModel(FreeList::new(c));
    let name = format!("cb_free_list_c{c}");
    three_way(
        &name,
        "central-buffer free list",
        uut,
        &[],
        &mut golden,
        stim,
        |_, _, _| {},
    )
}

/// Counters of `c` chunks (1..=256): chunks allocated with k_s in 1..=k, read up to k_s
/// times each, often back to back (exercising the write-back forwarding), and now and then
/// a reset, after which `ready` must stay low for exactly the C cycles of the sweep.
pub fn check_counters(
    k: u32,
    c: usize,
    cycles: usize,
    seed: u64,
) -> Result<(Agreement, u64), String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut left = vec![0u32; c];
    let mut live: Vec<usize> = vec![];
    let mut stim = vec![];
    let mut last = None;
    let mut sweep = 0usize;
    for _ in 0..cycles {
        let mut v = vec![0u64; 6];
        let free: Vec<usize> = (0..c)
            .filter(|&x| left[x] == 0 && !live.contains(&x))
            .collect();
        if !free.is_empty() && rng.gen_bool(0.4) {
            let x = free[rng.gen_range(0..free.len())];
            let ks = rng.gen_range(1..=k);
            left[x] = ks;
            live.push(x);
            v[0] = 1;
            v[1] = x as u64;
            v[2] = ks as u64;
        }
        // Read a live chunk (not the one allocated at this very edge), preferring the last.
        let cands: Vec<usize> = live
            .iter()
            .copied()
            .filter(|&x| x as u64 != v[1] || v[0] == 0)
            .collect();
        if !cands.is_empty() && sweep == 0 && rng.gen_bool(0.8) {
            let x = match last {
                Some(l) if cands.contains(&l) && rng.gen_bool(0.5) => l,
                _ => cands[rng.gen_range(0..cands.len())],
            };
            left[x] -= 1;
            if left[x] == 0 {
                live.retain(|&y| y != x);
            }
            v[3] = 1;
            v[4] = x as u64;
            last = Some(x);
        }
        sweep = sweep.saturating_sub(1);
        if rng.gen_bool(0.0005) {
            // Reset: every chunk is free again (the reads counters of those being read are
            // cleared by the sweep), no read for C cycles.
            v[5] = 1;
            left = vec![0u32; c];
            live.clear();
            sweep = c;
        }
        stim.push(v);
    }
    let mut uut = ChunkCountersRtl::new(c);
    uut.connect_all();
    let mut golden = CountersModel::new(c);
    let mut frees = 0;
    let mut probe = CountersModel::new(c);
    for s in &stim {
        frees += probe.step(s)[2];
    }
    let a = three_way(
        "cb_counters",
        "replication counters",
        uut,
        &[],
        &mut golden,
        stim,
        |_, _, _| {},
    )?;
    Ok((a, frees))
}
