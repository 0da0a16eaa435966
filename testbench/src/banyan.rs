//! The banyan network on the testbench: rust-hdl port mapping, random stimulus, and the
//! three-way check (golden model vs rust-hdl simulation vs Verilator).

use crate::compare::{lockstep, Agreement, Engine, Mismatch};
use crate::hdl::{HdlDut, HdlSim};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use std::path::Path;
use wormcast_model::banyan::network::{input_ports, output_ports};
use wormcast_model::banyan::{BanyanNetModel, BanyanParams};
use wormcast_model::flit::{Flit, Tag};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::banyan::{net_block, net_verilog, BanyanNet};
use wormcast_tools::verilator;

impl<const W: usize> HdlDut for BanyanNet<W> {
    fn input_ports(&self) -> Vec<PortSpec> {
        input_ports(&self.params())
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        output_ports(&self.params())
    }
    fn set_inputs(&mut self, v: &[u64]) {
        let nn = self.in_tag.len();
        for j in 0..nn {
            self.in_tag[j].next = v[j].to_bits();
            self.in_data[j].next = v[nn + j].to_bits();
        }
        // `rst` is the last input (absent from `inputs_from_flits` vectors: low).
        self.rst.next = v.get(2 * nn).is_some_and(|&r| r & 1 == 1);
    }
    fn get_outputs(&self) -> Vec<u64> {
        let nn = self.in_tag.len();
        let mut o = Vec::with_capacity(2 * nn + 4);
        o.push(self.slot_start.val() as u64);
        o.extend(self.out_tag.iter().map(|s| s.val().to_u64()));
        o.extend(self.out_data.iter().map(|s| s.val().to_u64()));
        o.push(self.result_valid.val() as u64);
        let mut acc = 0u64;
        for (s, a) in self.accept.iter().enumerate() {
            acc |= (a.val() as u64) << s;
        }
        o.push(acc);
        o.push(self.malformed_count.val().to_u64());
        o
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// The rust-hdl simulation of the network (optionally the deliberately broken variant),
/// optionally writing a VCD of every signal.
pub fn hdl_sim(
    p: &BanyanParams,
    broken: bool,
    vcd: Option<&Path>,
) -> std::io::Result<Box<dyn CycleModel>> {
    Ok(match p.w {
        16 => {
            let s = HdlSim::new(net_block::<16>(p, broken));
            Box::new(match vcd {
                Some(f) => s.with_vcd(f)?,
                None => s,
            })
        }
        32 => {
            let s = HdlSim::new(net_block::<32>(p, broken));
            Box::new(match vcd {
                Some(f) => s.with_vcd(f)?,
                None => s,
            })
        }
        w => panic!("unsupported W = {w}"),
    })
}

/// Mix of traffic in the random stimulus.
#[derive(Clone, Copy, Debug)]
pub struct StimConfig {
    /// Probability that a node sends a packet in a slot.
    pub load: f64,
    /// Fraction of packets that are multicast (random region of 2 or more nodes).
    pub multicast: f64,
    /// Fraction of packets with a malformed header (min > max).
    pub malformed: f64,
    /// Probability that an idle node sends payload flits with no head (must be dropped).
    pub headless: f64,
    /// Probability that a slot is cut by a reset: after a random number of its cycles (1 to
    /// L) `rst` is high for 1 to 3 cycles (the nodes reset with the network), and the next
    /// slot starts in the first cycle after it.
    pub resets: f64,
}

impl Default for StimConfig {
    fn default() -> Self {
        StimConfig {
            load: 0.7,
            multicast: 0.4,
            malformed: 0.05,
            headless: 0.03,
            resets: 0.0,
        }
    }
}

/// Random slotted stimulus: `slots` slots of port-ordered input vectors (`rst` last), `L`
/// cycles each, or fewer for a slot cut by a reset ([`StimConfig::resets`]), followed by the
/// reset's cycles.
pub fn random_stimulus(p: &BanyanParams, slots: usize, seed: u64, c: StimConfig) -> Vec<Vec<u64>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let nn = p.ports();
    let l = p.slot_len;
    let wmask = wormcast_model::flit::mask(p.w);
    let mut out = Vec::with_capacity(slots * l);
    for _ in 0..slots {
        let mut slot: Vec<Vec<Flit>> = vec![vec![Flit::IDLE; nn]; l];
        for s in 0..nn {
            let payload_tags = |c: usize| if c == l - 1 { Tag::Tail } else { Tag::Body };
            if rng.gen_bool(c.load) {
                let a = rng.gen_range(0..nn as u64);
                let b = rng.gen_range(0..nn as u64);
                let (mn, mx) = if rng.gen_bool(c.malformed) && a != b {
                    (a.max(b), a.min(b))
                } else if rng.gen_bool(c.multicast) {
                    (a.min(b), a.max(b))
                } else {
                    (a, a)
                };
                slot[0][s] = Flit::new(Tag::Head, p.with_region(rng.gen::<u64>() & wmask, mn, mx));
                for (cyc, row) in slot.iter_mut().enumerate().skip(1) {
                    row[s] = Flit::new(payload_tags(cyc), rng.gen::<u64>() & wmask);
                }
            } else if rng.gen_bool(c.headless) {
                for (cyc, row) in slot.iter_mut().enumerate().skip(1) {
                    row[s] = Flit::new(payload_tags(cyc), rng.gen::<u64>() & wmask);
                }
            }
        }
        let keep = if c.resets > 0.0 && rng.gen_bool(c.resets) {
            rng.gen_range(1..=l)
        } else {
            l
        };
        for row in slot.iter().take(keep) {
            let mut v = wormcast_model::banyan::network::inputs_from_flits(row);
            v.push(0);
            out.push(v);
        }
        if keep < l || c.resets > 0.0 && keep == l && rng.gen_bool(c.resets) {
            for _ in 0..rng.gen_range(1..=3) {
                let mut v = vec![0u64; 2 * nn + 1];
                v[2 * nn] = 1;
                out.push(v);
            }
        }
    }
    out
}

/// Traffic statistics gathered from the golden model during a check.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrafficStats {
    pub slots: u64,
    pub heads_sent: u64,
    pub multicasts_sent: u64,
    pub accepted: u64,
    pub rejected: u64,
    pub flits_delivered: u64,
    pub heads_delivered: u64,
    pub malformed: u64,
    /// Resets (runs of `rst` cycles), and resets after which the outputs did not show the
    /// power-on state in the first cycle with `rst` low (slot start, no result, count 0) or
    /// showed a flit, a slot start or a result while `rst` was high.
    pub resets: u64,
    pub reset_faults: u64,
}

/// Which engines to compare against the golden model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Engines {
    pub rust_hdl: bool,
    pub verilator: bool,
}

/// Result of a check.
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

/// Run golden model, rust-hdl simulation and/or Verilator on the same random stimulus and
/// compare every output at every cycle. `broken` puts the deliberately wrong SE into the
/// rust-hdl and Verilog engines.
pub fn check(
    p: &BanyanParams,
    slots: usize,
    seed: u64,
    stim: StimConfig,
    engines: Engines,
    broken: bool,
) -> Result<(Agreement, TrafficStats), CheckError> {
    let stimulus = random_stimulus(p, slots, seed, stim);
    let mut golden = BanyanNetModel::new(*p);
    let mut hdl = hdl_sim(p, broken, None).map_err(|e| CheckError::Tool(e.to_string()))?;
    let mut vl = if engines.verilator {
        let v = net_verilog(p, broken);
        let m = verilator::build(&v, &p.net_module_name(), &input_ports(p), &output_ports(p))
            .map_err(CheckError::Tool)?;
        let work = verilator::cache_root().join("runs");
        Some(m.replay(&stimulus, &work).map_err(CheckError::Tool)?)
    } else {
        None
    };
    let mut list: Vec<Engine> = vec![];
    if engines.rust_hdl {
        list.push(Engine {
            name: "rust-hdl".into(),
            model: hdl.as_mut(),
        });
    }
    if let Some(v) = vl.as_mut() {
        list.push(Engine {
            name: "verilator".into(),
            model: v,
        });
    }
    let nn = p.ports();
    let mut st = TrafficStats::default();
    let mut prev_rst = false;
    let agreement = lockstep(
        &mut golden,
        &mut list,
        stimulus.iter().cloned(),
        |_, inp, out| {
            let rst = inp[2 * nn] == 1;
            if rst {
                st.resets += !prev_rst as u64;
                if out[..2 + 2 * nn].iter().any(|&x| x != 0) || out[2 + 2 * nn] != 0 {
                    st.reset_faults += 1;
                }
            } else if prev_rst && (out[0] != 1 || out[1 + 2 * nn] != 0 || out[3 + 2 * nn] != 0) {
                st.reset_faults += 1;
            }
            prev_rst = rst;
            if out[0] == 1 {
                st.slots += 1;
                for s in 0..nn {
                    if inp[s] == Tag::Head.bits() {
                        st.heads_sent += 1;
                        let d = inp[nn + s];
                        if p.hdr_min(d) < p.hdr_max(d) {
                            st.multicasts_sent += 1;
                        }
                    }
                }
            }
            for j in 0..nn {
                let t = out[1 + j];
                if t != 0 {
                    st.flits_delivered += 1;
                }
                if t == Tag::Head.bits() {
                    st.heads_delivered += 1;
                }
            }
            let rv = out[1 + 2 * nn];
            if rv == 1 {
                let acc = out[2 + 2 * nn].count_ones() as u64;
                st.accepted += acc;
            }
            st.malformed = out[3 + 2 * nn];
        },
    )
    .map_err(CheckError::Mismatch)?;
    st.rejected = st.heads_sent.saturating_sub(st.accepted);
    Ok((agreement, st))
}

impl<const W: usize> HdlDut for wormcast_rtl::banyan::BanyanSe<W> {
    fn input_ports(&self) -> Vec<PortSpec> {
        wormcast_model::banyan::se::se_input_ports(W)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        wormcast_model::banyan::se::se_output_ports(W)
    }
    fn set_inputs(&mut self, v: &[u64]) {
        self.strobe.next = v[0] & 1 == 1;
        self.in_tag0.next = v[1].to_bits();
        self.in_data0.next = v[2].to_bits();
        self.nack_in0.next = v[3] & 1 == 1;
        self.in_tag1.next = v[4].to_bits();
        self.in_data1.next = v[5].to_bits();
        self.nack_in1.next = v[6] & 1 == 1;
        self.rst.next = v.get(7).is_some_and(|&r| r & 1 == 1);
    }
    fn get_outputs(&self) -> Vec<u64> {
        vec![
            self.out_tag0.val().to_u64(),
            self.out_data0.val().to_u64(),
            self.nack_out0.val() as u64,
            self.out_tag1.val().to_u64(),
            self.out_data1.val().to_u64(),
            self.nack_out1.val() as u64,
            self.malformed.val().to_u64(),
        ]
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// A random head for an SE at stage `i`: a region whose address bits above `i` agree (as
/// every head reaching stage `i` has), or with probability `p_random` a random (min, max),
/// often malformed; random bits above the region.
pub fn stage_head(rng: &mut SmallRng, p: &BanyanParams, i: usize, p_random: f64) -> u64 {
    let nn = p.ports() as u64;
    let hi_bits = rng.gen_range(0..nn) & !((1u64 << (i + 1)) - 1);
    let lo = |r: &mut SmallRng| r.gen_range(0..(1u64 << (i + 1)));
    let (a, b) = (hi_bits | lo(rng), hi_bits | lo(rng));
    let (mn, mx) = if rng.gen_bool(p_random) {
        (rng.gen_range(0..nn), rng.gen_range(0..nn))
    } else {
        (a.min(b), a.max(b))
    };
    p.with_region(rng.gen::<u64>() & wormcast_model::flit::mask(p.w), mn, mx)
}

/// Random stimulus for a standalone SE at stage `i`: a strobe every `slot_len` cycles, heads
/// at strobes (regions consistent above bit i, or random and so often malformed), payload and
/// stray flits between strobes, random `nack_in`.
pub fn se_stimulus(p: &BanyanParams, i: usize, cycles: usize, seed: u64) -> Vec<Vec<u64>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let wmask = wormcast_model::flit::mask(p.w);
    let mut out = Vec::with_capacity(cycles);
    for c in 0..cycles {
        let strobe = c % p.slot_len == 0;
        let mut v = vec![strobe as u64];
        for _ in 0..2 {
            let (tag, data) = if strobe && rng.gen_bool(0.8) {
                (Tag::Head, stage_head(&mut rng, p, i, 0.15))
            } else {
                (
                    Tag::from_bits(rng.gen_range(0..4)),
                    rng.gen::<u64>() & wmask,
                )
            };
            v.push(tag.bits());
            v.push(data);
            v.push(rng.gen_bool(0.3) as u64);
        }
        v.push(rng.gen_bool(0.005) as u64);
        out.push(v);
    }
    out
}

/// Three-way check of the standalone SE at stage `i` (the emitted `banyan_se_*` file).
pub fn check_se(
    p: &BanyanParams,
    i: usize,
    cycles: usize,
    seed: u64,
) -> Result<Agreement, CheckError> {
    use wormcast_model::banyan::se::{se_input_ports, se_output_ports, SeCycleModel, SeModel};
    let stimulus = se_stimulus(p, i, cycles, seed);
    let mut golden = SeCycleModel {
        se: SeModel::new(p.n, i),
        w: p.w,
    };
    let mut hdl: Box<dyn CycleModel> = match p.w {
        16 => {
            let mut b = wormcast_rtl::banyan::BanyanSe::<16>::new(p.n, i);
            b.connect_all();
            Box::new(HdlSim::new(b))
        }
        _ => {
            let mut b = wormcast_rtl::banyan::BanyanSe::<32>::new(p.n, i);
            b.connect_all();
            Box::new(HdlSim::new(b))
        }
    };
    let v = wormcast_rtl::banyan::se_verilog(p, i);
    let top = wormcast_rtl::banyan::se_module_name(p, i);
    let m = verilator::build(&v, &top, &se_input_ports(p.w), &se_output_ports(p.w))
        .map_err(CheckError::Tool)?;
    let mut vl = m
        .replay(&stimulus, &verilator::cache_root().join("runs"))
        .map_err(CheckError::Tool)?;
    let mut list = vec![
        Engine {
            name: "rust-hdl".into(),
            model: hdl.as_mut(),
        },
        Engine {
            name: "verilator".into(),
            model: &mut vl,
        },
    ];
    lockstep(&mut golden, &mut list, stimulus, |_, _, _| {}).map_err(CheckError::Mismatch)
}

/// The slotted network's behaviour fingerprint ([`wormcast_model::revision`]): the golden
/// model on [`random_stimulus`] (load 0.7, multicast, malformed and headless packets, resets)
/// at n = 2 and 3 with slots of 4 and 8 cycles, 400 slots each, every output port value of
/// every cycle hashed (FNV-1a). Returns the hash and the nonzero output values seen (so a
/// caller can check that traffic flowed). Its revision is `wormcast_model::banyan::REVISION`.
pub fn behaviour_fingerprint() -> (u64, u64) {
    let mut h = wormcast_model::revision::Fnv64::default();
    let mut busy = 0;
    for (n, l) in [(2, 4), (2, 8), (3, 4), (3, 8)] {
        let p = BanyanParams::new(n, 16, l).expect("fingerprint configuration");
        let c = StimConfig {
            resets: 0.02,
            ..StimConfig::default()
        };
        let mut m = BanyanNetModel::new(p);
        let stim = random_stimulus(&p, 400, 7 + n as u64 * 10 + l as u64, c);
        busy += wormcast_model::revision::fingerprint_stim(&mut h, &mut m, stim);
    }
    (h.finish(), busy)
}
