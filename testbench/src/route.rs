//! The fat-tree route decoder on the testbench: three-way check (golden model
//! `wormcast_model::route::RouteConfig::decode` vs rust-hdl simulation of
//! `wormcast_rtl::route::RouteDecoder` vs Verilator on its emitted Verilog).
//!
//! Port order (inputs): `head`, `bs_0..bs_{B-1}`, `up_credits_0..up_credits_{K-1}`,
//! `advance`, `rst`; (outputs): `mask`, `ks`, `head_out`, `up`, `empty`. The decoder is
//! combinational but for the Adaptive policy's round-robin pointer
//! (`wormcast_model::route::UpPointer`): each cycle's outputs depend on that cycle's inputs
//! and the pointer, which moves at the rising edge when `advance` is high and the packet
//! goes up, and returns to its power-on value when `rst` is high.

use crate::compare::{lockstep, Agreement, Engine, Mismatch};
use crate::hdl::{HdlDut, HdlSim};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use wormcast_model::packet::HeadLayout;
use wormcast_model::route::{RouteConfig, UpPointer, UpPolicy};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::route::RouteDecoder;
use wormcast_rtl::verilog::{emit, wrapper, WrapPort};
use wormcast_tools::verilator;

/// Width of each `up_credits` entry.
pub const CREDIT_BITS: usize = 8;

/// Input and output ports of a decoder with `k` ports, flit width `w`, `b` bit-string flits.
pub fn ports(k: usize, w: usize, b: usize) -> (Vec<PortSpec>, Vec<PortSpec>) {
    let mut i = vec![PortSpec::new("head", w)];
    i.extend((0..b).map(|j| PortSpec::new(format!("bs_{j}"), w)));
    i.extend((0..k).map(|p| PortSpec::new(format!("up_credits_{p}"), CREDIT_BITS)));
    i.push(PortSpec::new("advance", 1));
    i.push(PortSpec::new("rst", 1));
    let o = vec![
        PortSpec::new("mask", k),
        PortSpec::new("ks", 4),
        PortSpec::new("head_out", w),
        PortSpec::new("up", 1),
        PortSpec::new("empty", 1),
    ];
    (i, o)
}

/// Golden model with the decoder's ports: `RouteConfig::decode_from` for input port `input`
/// with its pointer `ptr`, which `advance` moves as `RouteConfig::decode_next` does and `rst`
/// resets. On `Err` (no destination) the outputs are mask 0, ks 0, head_out = head, up 0,
/// empty 1. `up_credits` is indexed by output port; entries `down..k` go to the model.
pub struct RouteModel {
    pub cfg: RouteConfig,
    pub input: usize,
    pub ptr: UpPointer,
}

impl RouteModel {
    pub fn new(cfg: RouteConfig, input: usize) -> Self {
        let ptr = cfg.up_pointer(input);
        RouteModel { cfg, input, ptr }
    }
}

impl CycleModel for RouteModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        ports(self.cfg.k, self.cfg.w, self.cfg.bitstring_flits()).0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ports(self.cfg.k, self.cfg.w, self.cfg.bitstring_flits()).1
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let b = self.cfg.bitstring_flits();
        let head = v[0];
        let bs = &v[1..1 + b];
        let credits: Vec<u32> = v[1 + b..1 + b + self.cfg.k]
            .iter()
            .map(|&c| c as u32)
            .collect();
        let (advance, rst) = (v[1 + b + self.cfg.k] == 1, v[2 + b + self.cfg.k] == 1);
        let mut ptr = self.ptr;
        let out =
            match self
                .cfg
                .decode_next(&mut ptr, self.input, head, bs, &credits[self.cfg.down..])
            {
                Ok(r) => vec![r.mask, r.ks as u64, r.head, r.up as u64, 0],
                Err(_) => vec![0, 0, head, 0, 1],
            };
        if rst {
            self.ptr = self.cfg.up_pointer(self.input);
        } else if advance {
            self.ptr = ptr;
        }
        out
    }
}

impl<const K: usize, const W: usize, const B: usize> HdlDut for RouteDecoder<K, W, B> {
    fn input_ports(&self) -> Vec<PortSpec> {
        ports(K, W, B).0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ports(K, W, B).1
    }
    fn set_inputs(&mut self, v: &[u64]) {
        self.head.next = v[0].to_bits();
        for j in 0..B {
            self.bs[j].next = v[1 + j].to_bits();
        }
        for p in 0..K {
            self.up_credits[p].next = v[1 + B + p].to_bits();
        }
        self.advance.next = v[1 + B + K] == 1;
        self.rst.next = v[2 + B + K] == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        vec![
            self.mask.val().to_u64(),
            self.ks.val().to_u64(),
            self.head_out.val().to_u64(),
            self.up.val() as u64,
            self.empty.val() as u64,
        ]
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// One decoder configuration: a switch's routing table plus the input port served.
#[derive(Clone, Debug)]
pub struct RouteCase {
    pub cfg: RouteConfig,
    pub input: usize,
}

impl RouteCase {
    /// Top module name, e.g. `route_decode_k8_w16_b1_i3_d4_ad`.
    pub fn module_name(&self) -> String {
        let c = &self.cfg;
        let pol = match c.policy {
            UpPolicy::Adaptive => "ad",
            UpPolicy::Deterministic => "det",
        };
        format!(
            "route_decode_k{}_w{}_b{}_i{}_d{}_{pol}",
            c.k,
            c.w,
            c.bitstring_flits(),
            self.input,
            c.down
        )
    }
}

/// Random reachability masks: `down` ports, each flit about a quarter dense, within N bits.
pub fn random_reach(nodes: usize, w: usize, down: usize, seed: u64) -> Vec<Vec<u64>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let b = nodes.div_ceil(w);
    (0..down)
        .map(|_| {
            (0..b)
                .map(|j| rng.gen::<u64>() & rng.gen::<u64>() & node_bits(nodes, w, j))
                .collect()
        })
        .collect()
}

/// Bits of bit-string flit `j` that name existing nodes.
fn node_bits(nodes: usize, w: usize, j: usize) -> u64 {
    let n = nodes.saturating_sub(j * w).min(w);
    if n == 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// Random stimulus: heads with count 0 (half) or 1..=3 (rarely up to 15), random multicast
/// bit and length; bit-strings all-zero, single node, sparse, dense, or missing every mask;
/// credits over the full range or a narrow one (ties).
pub fn random_stimulus(c: &RouteConfig, cycles: usize, seed: u64) -> Vec<Vec<u64>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let lay = HeadLayout { w: c.w };
    let b = c.bitstring_flits();
    let wmask = if c.w == 64 {
        u64::MAX
    } else {
        (1u64 << c.w) - 1
    };
    // Bits no down port reaches, per flit (within the N node bits).
    let miss: Vec<u64> = (0..b)
        .map(|j| {
            let all = c.reach.iter().fold(0u64, |a, r| a | r[j]);
            !all & node_bits(c.nodes, c.w, j)
        })
        .collect();
    (0..cycles)
        .map(|_| {
            let count = match rng.gen_range(0..16) {
                0..=7 => 0,
                8..=14 => rng.gen_range(1..=3),
                _ => rng.gen_range(1..16),
            };
            let head = lay.encode(rng.gen(), count, rng.gen_range(0..=lay.max_len()));
            let bs: Vec<u64> = match rng.gen_range(0..10) {
                0 => vec![0; b],
                1 | 2 | 3 => {
                    let d = rng.gen_range(0..c.nodes);
                    (0..b)
                        .map(|j| if d / c.w == j { 1 << (d % c.w) } else { 0 })
                        .collect()
                }
                4 | 5 => (0..b)
                    .map(|_| rng.gen::<u64>() & rng.gen::<u64>() & rng.gen::<u64>() & wmask)
                    .collect(),
                6 | 7 => (0..b).map(|_| rng.gen::<u64>() & wmask).collect(),
                _ => miss
                    .iter()
                    .map(|&m| m & rng.gen::<u64>() & rng.gen::<u64>())
                    .collect(),
            };
            let narrow = rng.gen_bool(0.5);
            let rst = rng.gen_range(0..64) == 0;
            let mut v = vec![head];
            v.extend(bs);
            v.extend((0..c.k).map(|_| {
                if narrow {
                    rng.gen_range(0..3)
                } else {
                    rng.gen_range(0..256)
                }
            }));
            v.push(rng.gen_bool(0.75) as u64);
            v.push(rst as u64);
            v
        })
        .collect()
}

/// Which engines to compare against the golden model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Engines {
    pub rust_hdl: bool,
    pub verilator: bool,
}

impl Engines {
    pub const ALL: Engines = Engines {
        rust_hdl: true,
        verilator: true,
    };
}

/// Why a check failed.
#[derive(Debug)]
pub enum CheckError {
    Mismatch(Mismatch),
    Tool(String),
}

impl std::fmt::Display for CheckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckError::Mismatch(m) => write!(f, "{m}"),
            CheckError::Tool(t) => write!(f, "{t}"),
        }
    }
}

/// What the golden model decided over a run (stimulus coverage).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RouteStats {
    pub up: u64,
    pub down: u64,
    /// Down with k_s >= 2 (replication).
    pub multicast: u64,
    pub empty: u64,
    /// Empty although the bit-string was non-zero (it missed every mask), or count > 0 at a root.
    pub empty_nonzero: u64,
}

/// The decoder's Verilog: the core (rust-hdl output renamed `<name>_core`) and a wrapper
/// `<name>` with plain port names and the `clock` of the pointer register.
pub fn verilog<const K: usize, const W: usize, const B: usize>(
    uut: &RouteDecoder<K, W, B>,
    name: &str,
    doc: &str,
) -> String {
    let core = format!("{name}_core");
    let v = emit(uut, &core);
    let (i, o) = ports(K, W, B);
    let mut wp = vec![WrapPort::input(&i[0], "head")];
    wp.extend((0..B).map(|j| WrapPort::input(&i[1 + j], format!("bs${j}"))));
    wp.extend((0..K).map(|p| WrapPort::input(&i[1 + B + p], format!("up_credits${p}"))));
    wp.push(WrapPort::input(&i[1 + B + K], "advance"));
    wp.push(WrapPort::input(&i[2 + B + K], "rst"));
    for (spec, core_name) in o.iter().zip(["mask", "ks", "head_out", "up", "empty"]) {
        wp.push(WrapPort::output(spec, core_name));
    }
    let w = wrapper(name, &core, doc, &wp);
    format!("{w}\n{v}")
}

/// Three-way check of decoder `case` over `cycles` random cycles. `rtl_reach` (default: the
/// case's masks) is the table built into the rust-hdl block and its Verilog, so a deliberately
/// wrong table can be checked to be caught.
pub fn check<const K: usize, const W: usize, const B: usize>(
    case: &RouteCase,
    rtl_reach: Option<&[Vec<u64>]>,
    cycles: usize,
    seed: u64,
    engines: Engines,
) -> Result<(Agreement, RouteStats), CheckError> {
    let c = &case.cfg;
    assert_eq!(
        (c.k, c.w, c.bitstring_flits()),
        (K, W, B),
        "case/parameters differ"
    );
    let stim = random_stimulus(c, cycles, seed);
    let reach = rtl_reach.unwrap_or(&c.reach);
    let mut uut = RouteDecoder::<K, W, B>::new(c.down, case.input, c.policy, reach);
    uut.connect_all();
    let mut name = case.module_name();
    if rtl_reach.is_some() {
        name.push_str("_alt");
    }
    let mut vl = if engines.verilator {
        let doc = format!(
            "Fat-tree route decoder (paper Sections 3.2, 3.3): K={K} ports ({} down), W={W}, \
             B={B} bit-string flits, input port {}, {:?} up-port policy. Combinational but for the \
             round-robin tie-break pointer.",
            c.down, case.input, c.policy
        );
        let v = verilog(&uut, &name, &doc);
        let (i, o) = ports(K, W, B);
        let m = verilator::build(&v, &name, &i, &o).map_err(CheckError::Tool)?;
        Some(
            m.replay(&stim, &verilator::cache_root().join("runs"))
                .map_err(CheckError::Tool)?,
        )
    } else {
        None
    };
    let mut hdl = HdlSim::new(uut);
    let mut list: Vec<Engine> = vec![];
    if engines.rust_hdl {
        list.push(Engine {
            name: "rust-hdl".into(),
            model: &mut hdl,
        });
    }
    if let Some(v) = vl.as_mut() {
        list.push(Engine {
            name: "verilator".into(),
            model: v,
        });
    }
    let mut golden = RouteModel::new(c.clone(), case.input);
    let mut st = RouteStats::default();
    let a = lockstep(&mut golden, &mut list, stim, |_, inp, out| {
        if out[4] == 1 {
            st.empty += 1;
            if inp[1..1 + B].iter().any(|&x| x != 0) {
                st.empty_nonzero += 1;
            }
        } else if out[3] == 1 {
            st.up += 1;
        } else {
            st.down += 1;
            if out[1] >= 2 {
                st.multicast += 1;
            }
        }
    })
    .map_err(CheckError::Mismatch)?;
    Ok((a, st))
}
