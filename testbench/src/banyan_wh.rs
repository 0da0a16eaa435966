//! The wormhole banyan network and SE on the testbench (issue 15): rust-hdl port mapping,
//! stimulus, and the three-way check (golden model vs rust-hdl vs Verilator).
//!
//! Network stimulus: the golden model driven by [`WhNodes`] (free region traffic, unicast and
//! multicast, random packet lengths, sink back-pressure, bubbles, malformed heads and stray
//! flits), every cycle's inputs recorded; the same inputs are then replayed to every engine
//! and every output compared at every cycle. If the engines agree on the outputs, the node
//! driver would have produced the same inputs for each of them.

use crate::banyan::{stage_head, CheckError};
use crate::block_check::three_way;
use crate::compare::{lockstep, Agreement, Engine};
use crate::hdl::{HdlDut, HdlSim};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use std::path::Path;
use wormcast_model::banyan::wh_nodes::{WhNodes, WhStats, WhTraffic};
use wormcast_model::banyan::wormhole::{
    wh_input_ports, wh_output_ports, whse_input_ports, whse_output_ports, Arbitration, WhNetModel,
    WhParams, WhSe, WhSeCycleModel,
};
use wormcast_model::flit::Tag;
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::banyan::{wh_net_block, wh_net_verilog, whse_doc, BanyanWhNet, BanyanWhSe};
use wormcast_tools::verilator;

impl<const W: usize> HdlDut for BanyanWhNet<W> {
    fn input_ports(&self) -> Vec<PortSpec> {
        wh_input_ports(&self.params())
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        wh_output_ports(&self.params())
    }
    fn set_inputs(&mut self, v: &[u64]) {
        let nn = self.in_tag.len();
        for j in 0..nn {
            self.in_tag[j].next = v[j].to_bits();
            self.in_data[j].next = v[nn + j].to_bits();
            self.out_ready[j].next = v[2 * nn] >> j & 1 == 1;
        }
        // `rst` is the last input (a vector without it: low).
        self.rst.next = v.get(2 * nn + 1).is_some_and(|&r| r & 1 == 1);
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut rdy = 0u64;
        for (j, s) in self.in_ready.iter().enumerate() {
            rdy |= (s.val() as u64) << j;
        }
        let mut o = vec![rdy];
        o.extend(self.out_tag.iter().map(|s| s.val().to_u64()));
        o.extend(self.out_data.iter().map(|s| s.val().to_u64()));
        o.push(self.malformed_count.val().to_u64());
        o
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// The rust-hdl simulation of the wormhole network, optionally writing a VCD.
pub fn wh_hdl_sim(p: &WhParams, vcd: Option<&Path>) -> std::io::Result<Box<dyn CycleModel>> {
    Ok(match p.w {
        16 => {
            let s = HdlSim::new(wh_net_block::<16>(p));
            Box::new(match vcd {
                Some(f) => s.with_vcd(f)?,
                None => s,
            })
        }
        32 => {
            let s = HdlSim::new(wh_net_block::<32>(p));
            Box::new(match vcd {
                Some(f) => s.with_vcd(f)?,
                None => s,
            })
        }
        w => panic!("unsupported W = {w}"),
    })
}

/// The traffic of the three-way check: free region traffic (40% multicast), packets of 2 to
/// 10 flits, sinks stalling 30% of cycles, bubbles, malformed heads and strays. Under
/// round-robin only node 0 sends multicasts: two multicasts could deadlock (Figure 4) and
/// freeze the rest of the run, which would leave little to compare.
pub fn check_traffic(arb: Arbitration) -> WhTraffic {
    WhTraffic {
        free_mc_nodes: match arb {
            Arbitration::UpperFirst => u64::MAX,
            Arbitration::RoundRobin => 1,
        },
        len_min: 2,
        len_max: 10,
        sink_stall: 0.3,
        bubble: 0.1,
        free_load: 0.08,
        free_multicast: 0.4,
        mc_load: 0.0,
        junk: 0.01,
        stray: 0.01,
    }
}

/// `cycles` cycles of node-driven stimulus for the network, recorded from the golden model,
/// with the golden run's statistics. The watchdog is off: a deadlock (possible only under
/// round-robin with two multicast sources) would freeze the traffic, not end the run.
pub fn wh_stimulus(p: &WhParams, cycles: u64, seed: u64, t: WhTraffic) -> (Vec<Vec<u64>>, WhStats) {
    wh_stimulus_resets(p, cycles, seed, t, 0.0)
}

/// [`wh_stimulus`] with resets: one starts in a cycle with probability `resets` and holds
/// `rst` high for 1 to 3 cycles; the nodes reset with the network (`WhNodes`, "Resets").
pub fn wh_stimulus_resets(
    p: &WhParams,
    cycles: u64,
    seed: u64,
    t: WhTraffic,
    resets: f64,
) -> (Vec<Vec<u64>>, WhStats) {
    let mut nodes = WhNodes::new(*p, t, seed).recording();
    nodes.stall_limit = u64::MAX;
    nodes.resets = resets;
    let mut net = WhNetModel::new(*p);
    let st = nodes.run(&mut net, cycles);
    (nodes.take_record(), st)
}

/// Result of [`check_wh`]: the golden-vs-Verilator and golden-vs-rust-hdl agreements and
/// the golden run's traffic statistics.
#[derive(Debug)]
pub struct WhCheck {
    pub verilator: Agreement,
    pub rust_hdl: Agreement,
    pub stats: WhStats,
}

/// Three-way check of the wormhole network on `cycles` cycles of [`check_traffic`]: the
/// golden model and Verilator on every cycle, rust-hdl on the first `hdl_cycles` (it runs
/// the n = 6 network at about 380 cycles/s, Verilator at about 14,000).
pub fn check_wh(
    p: &WhParams,
    cycles: u64,
    hdl_cycles: u64,
    seed: u64,
) -> Result<WhCheck, CheckError> {
    check_wh_progress(p, cycles, hdl_cycles, seed, 0.0, &mut |_| {})
}

/// [`check_wh`] with resets at rate `resets` ([`wh_stimulus_resets`]), calling `progress`
/// with the rust-hdl cycles done (every 256 cycles).
pub fn check_wh_progress(
    p: &WhParams,
    cycles: u64,
    hdl_cycles: u64,
    seed: u64,
    resets: f64,
    progress: &mut dyn FnMut(u64),
) -> Result<WhCheck, CheckError> {
    let (stimulus, stats) = wh_stimulus_resets(p, cycles, seed, check_traffic(p.arb), resets);
    let v = wh_net_verilog(p);
    let m = verilator::build(
        &v,
        &p.net_module_name(),
        &wh_input_ports(p),
        &wh_output_ports(p),
    )
    .map_err(CheckError::Tool)?;
    let mut vl = m
        .replay(&stimulus, &verilator::cache_root().join("runs"))
        .map_err(CheckError::Tool)?;
    let mut golden = WhNetModel::new(*p);
    let verilator = lockstep(
        &mut golden,
        &mut [Engine {
            name: "verilator".into(),
            model: &mut vl,
        }],
        stimulus.iter().cloned(),
        |_, _, _| {},
    )
    .map_err(CheckError::Mismatch)?;
    let mut hdl = wh_hdl_sim(p, None).map_err(|e| CheckError::Tool(e.to_string()))?;
    let mut golden = WhNetModel::new(*p);
    let rust_hdl = lockstep(
        &mut golden,
        &mut [Engine {
            name: "rust-hdl".into(),
            model: hdl.as_mut(),
        }],
        stimulus.into_iter().take(hdl_cycles as usize),
        |c, _, _| {
            if c % 256 == 0 {
                progress(c)
            }
        },
    )
    .map_err(CheckError::Mismatch)?;
    Ok(WhCheck {
        verilator,
        rust_hdl,
        stats,
    })
}

impl<const W: usize> HdlDut for BanyanWhSe<W> {
    fn input_ports(&self) -> Vec<PortSpec> {
        whse_input_ports(W)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        whse_output_ports(W)
    }
    fn set_inputs(&mut self, v: &[u64]) {
        self.in_tag0.next = v[0].to_bits();
        self.in_data0.next = v[1].to_bits();
        self.owned_in0.next = v[2] & 1 == 1;
        self.go_in0.next = v[3] & 1 == 1;
        self.ready_in0.next = v[4] & 1 == 1;
        self.ok_in0.next = v[5] & 1 == 1;
        self.in_tag1.next = v[6].to_bits();
        self.in_data1.next = v[7].to_bits();
        self.owned_in1.next = v[8] & 1 == 1;
        self.go_in1.next = v[9] & 1 == 1;
        self.ready_in1.next = v[10] & 1 == 1;
        self.ok_in1.next = v[11] & 1 == 1;
        self.rst.next = v.get(12).is_some_and(|&r| r & 1 == 1);
    }
    fn get_outputs(&self) -> Vec<u64> {
        vec![
            self.out_tag0.val().to_u64(),
            self.out_data0.val().to_u64(),
            self.owned_out0.val() as u64,
            self.go_out0.val() as u64,
            self.ready_out0.val() as u64,
            self.ok_out0.val() as u64,
            self.out_tag1.val().to_u64(),
            self.out_data1.val().to_u64(),
            self.owned_out1.val() as u64,
            self.go_out1.val() as u64,
            self.ready_out1.val() as u64,
            self.ok_out1.val() as u64,
            self.malformed.val().to_u64(),
        ]
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// Random stimulus for a standalone wormhole SE at stage `i`: heads (regions consistent above
/// bit i, or random and so often malformed), body, tail and idle flits, and random
/// owned/go/ready/ok bits, each held for a random few cycles so worms form and drain.
pub fn whse_stimulus(p: &WhParams, i: usize, cycles: usize, seed: u64) -> Vec<Vec<u64>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let wmask = wormcast_model::flit::mask(p.w);
    let bp = p.banyan();
    let mut out = Vec::with_capacity(cycles);
    let mut cur = vec![0u64; 12];
    for _ in 0..cycles {
        for q in 0..2 {
            let b = 6 * q;
            if rng.gen_bool(0.5) {
                let (tag, data) = match rng.gen_range(0..10) {
                    0..=2 => (Tag::Head, stage_head(&mut rng, &bp, i, 0.1)),
                    3..=5 => (Tag::Body, rng.gen::<u64>() & wmask),
                    6..=7 => (Tag::Tail, rng.gen::<u64>() & wmask),
                    _ => (Tag::Idle, 0),
                };
                cur[b] = tag.bits();
                cur[b + 1] = data;
            }
            for k in 2..6 {
                if rng.gen_bool(0.3) {
                    cur[b + k] = rng.gen_bool(0.6) as u64;
                }
            }
        }
        let mut v = cur.clone();
        v.push(rng.gen_bool(0.01) as u64); // rst
        out.push(v);
    }
    out
}

/// Three-way check of the standalone wormhole SE at stage `i`: its emitted file
/// (`wormcast_rtl::banyan::whse_verilog`: the same name, header and ports) through
/// [`crate::block_check::three_way`].
pub fn check_whse(
    p: &WhParams,
    i: usize,
    cycles: usize,
    seed: u64,
) -> Result<Agreement, CheckError> {
    let stimulus = whse_stimulus(p, i, cycles, seed);
    let mut golden = WhSeCycleModel {
        se: WhSe::new(p.n, i, p.arb),
        w: p.w,
    };
    let rr = p.arb == Arbitration::RoundRobin;
    let (name, doc) = (p.se_module_name(i), whse_doc(p, i));
    let obs = |_: u64, _: &[u64], _: &[u64]| {};
    let r = match p.w {
        16 => {
            let mut b = BanyanWhSe::<16>::new(p.n, i, rr);
            b.connect_all();
            three_way(&name, &doc, b, &[], &mut golden, stimulus, obs)
        }
        _ => {
            let mut b = BanyanWhSe::<32>::new(p.n, i, rr);
            b.connect_all();
            three_way(&name, &doc, b, &[], &mut golden, stimulus, obs)
        }
    };
    r.map_err(CheckError::Tool)
}

/// The wormhole network's behaviour fingerprint ([`wormcast_model::revision`]): the golden
/// model on the three-way checks' node-driven traffic ([`wh_stimulus_resets`] with
/// [`check_traffic`], resets in 0.2% of cycles) at n = 2 and 3 under both arbitrations,
/// 3,000 cycles each, every output port value of every cycle hashed (FNV-1a). Returns the
/// hash and the nonzero output values seen. Its revision is
/// `wormcast_model::banyan::wormhole::REVISION`.
pub fn behaviour_fingerprint() -> (u64, u64) {
    let mut h = wormcast_model::revision::Fnv64::default();
    let mut busy = 0;
    for n in [2, 3] {
        for arb in [Arbitration::UpperFirst, Arbitration::RoundRobin] {
            let p = WhParams::new(n, 16, arb).expect("fingerprint configuration");
            let (stim, _) = wh_stimulus_resets(&p, 3_000, 11 + n as u64, check_traffic(arb), 0.002);
            let mut m = WhNetModel::new(p);
            busy += wormcast_model::revision::fingerprint_stim(&mut h, &mut m, stim);
        }
    }
    (h.finish(), busy)
}
