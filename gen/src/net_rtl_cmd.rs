//! `wormcast net-rtl`: RTL in the loop for the network study. A fat tree of golden switch
//! models runs bimodal traffic (by default) while every switch's inputs and outputs are
//! recorded; every switch's Verilog is then built with Verilator and replayed, and every
//! output of every switch is compared at every cycle
//! ([`wormcast_testbench::net_rtl`] explains why this equals a network of Verilator models).
//! Exit code 1 on the first mismatch (cycle, switch, port, golden and Verilator values).

use crate::output::Failure;
use clap::ValueEnum;
use wormcast_model::net::config::{SwitchKind, TrafficKind};
use wormcast_model::net::NetConfig;
use wormcast_testbench::net_rtl::{check_rtl, rtl_in_the_loop};

/// Switch at every position of the network.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum SwitchArg {
    /// Central-buffer switch (Section 4).
    Cb,
    /// Input-buffered switch, chunk-wide organisation (Section 5).
    Ib,
}

/// Traffic pattern.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum TrafficArg {
    Uniform,
    Multicast,
    Bimodal,
}

/// Arguments of `wormcast net-rtl`.
#[derive(clap::Args, Clone, Debug)]
pub struct NetRtlArgs {
    /// Switch kind.
    #[arg(long, value_enum, default_value = "cb")]
    pub switch: SwitchArg,
    /// Cycles of traffic generation (the run continues until every message generated in them
    /// is delivered; every cycle run is compared), >= 100.
    #[arg(long, default_value_t = 100_000)]
    pub cycles: u64,
    /// Effective applied load (flits received per node per cycle), (0, 1].
    #[arg(long, default_value_t = 0.4)]
    pub load: f64,
    /// Random seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Nodes: a power of k/2 with 2 or more levels (the RTL supports up to 64 at W = 16).
    #[arg(long, default_value_t = 16)]
    pub nodes: usize,
    /// Switch ports k: 4 or 8.
    #[arg(long, default_value_t = 8)]
    pub k: usize,
    /// Traffic pattern (bimodal: unicasts and 4-way multicasts, 20% of the received load).
    #[arg(long, value_enum, default_value = "bimodal")]
    pub traffic: TrafficArg,
}

pub fn net_rtl(a: &NetRtlArgs) -> Result<(), Failure> {
    let cfg = NetConfig {
        nodes: a.nodes,
        k: a.k,
        switch: match a.switch {
            SwitchArg::Cb => SwitchKind::Cb,
            SwitchArg::Ib => SwitchKind::Ib,
        },
        traffic: match a.traffic {
            TrafficArg::Uniform => TrafficKind::Uniform,
            TrafficArg::Multicast => TrafficKind::Multicast,
            TrafficArg::Bimodal => TrafficKind::Bimodal,
        },
        load: a.load,
        seed: a.seed,
        warmup: 0,
        cycles: a.cycles,
        ..Default::default()
    };
    check_rtl(&cfg).map_err(Failure::Usage)?;
    let mut last = 0u64;
    let mut phase = String::new();
    let r = rtl_in_the_loop(&cfg, &mut |p, done, total| {
        if p != phase {
            phase = p.to_string();
            last = 0;
            eprintln!(
                "net-rtl: {}",
                match p {
                    "network" =>
                        "golden network running, every switch recorded; Verilator builds in parallel",
                    "build" => "waiting for the Verilator builds",
                    _ => "replaying every switch on its Verilator model",
                }
            );
        }
        if p == "network" && total > 0 && done >= last + total / 10 {
            last = done;
            eprintln!("net-rtl:   cycle {done} of {total}");
        }
    })
    .map_err(Failure::Failed)?;
    outln!("{r}");
    Ok(())
}
