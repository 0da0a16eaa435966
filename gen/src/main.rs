//! `wormcast`: generate, simulate, check, lint and synthesise multicast switch hardware.
//!
//! Blocks: `banyan` (region-decoding broadcast banyan network and its switching elements).
//! Every parameter is validated before any hardware is generated; a bad value is rejected
//! with the parameter's name and its allowed range (exit code 2).

mod commands;

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "wormcast",
    version,
    about = "Multicast switch hardware: Verilog generation \
    and cycle-by-cycle proof against a Rust golden model"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

/// A hardware block.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum Block {
    /// Region-decoding broadcast banyan network (N = 2^n nodes) and its 2x2 SEs.
    Banyan,
}

/// A block, or every block.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum BlockOrAll {
    Banyan,
    All,
}

/// Banyan parameters (validated together: n in 2..=6, w in {16, 32}, slot-len in max(n,2)..=255).
#[derive(Args, Clone, Copy, Debug)]
pub struct BanyanArgs {
    /// Number of stages n (N = 2^n nodes), 2..=6.
    #[arg(long, default_value_t = 3)]
    pub n: usize,
    /// Flit data width W in bits: 16 or 32.
    #[arg(long, default_value_t = 16)]
    pub w: usize,
    /// Slot length L in flits (head + L-1 payload), max(n,2)..=255.
    #[arg(long = "slot-len", default_value_t = 8)]
    pub slot_len: usize,
}

#[derive(Subcommand)]
enum Cmd {
    /// Write Verilog (named top module encoding the parameters) and a parameter file.
    Gen {
        block: Block,
        #[command(flatten)]
        p: BanyanArgs,
        /// Output directory.
        #[arg(short = 'o', long = "out", default_value = "verilog_out")]
        out: PathBuf,
    },
    /// Run the golden model and the rust-hdl description in lockstep on random traffic.
    Sim {
        block: Block,
        #[command(flatten)]
        p: BanyanArgs,
        /// Cycles to simulate (1..=10,000,000).
        #[arg(long, default_value_t = 10_000)]
        cycles: u64,
        /// Random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write a VCD of every port and internal signal of the rust-hdl simulation.
        #[arg(long)]
        vcd: Option<PathBuf>,
    },
    /// Three-way check: golden model, rust-hdl simulation and Verilator on the same stimulus.
    Check {
        block: BlockOrAll,
        #[command(flatten)]
        p: BanyanArgs,
        /// Slots of random traffic (1..=10,000,000).
        #[arg(long, default_value_t = 10_000)]
        slots: u64,
        /// Random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Verilator lint (-Wall) of the emitted Verilog; warnings counted by category.
    Lint {
        block: Block,
        #[command(flatten)]
        p: BanyanArgs,
    },
    /// Yosys generic synthesis cell count and iCE40 LUT/FF/BRAM counts.
    Synth {
        block: Block,
        #[command(flatten)]
        p: BanyanArgs,
    },
    /// Banyan throughput per output link: simulation vs the analytic model (paper Sec. 4).
    BanyanThroughput {
        /// Stages n (N = 2^n), 2..=10.
        #[arg(long, default_value_t = 7)]
        n: usize,
        /// Multicast fanout f, 1..=2^n.
        #[arg(long, default_value_t = 4)]
        f: usize,
        /// Fraction of packets that are multicast, 0..=1.
        #[arg(long, default_value_t = 0.5)]
        m: f64,
        /// Offered load (1-m)rho + m rho f; omit for a sweep 0.1..=1.0.
        #[arg(long)]
        load: Option<f64>,
        /// Slots simulated per point.
        #[arg(long, default_value_t = 20_000)]
        slots: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Fat-tree switch golden-model benchmarks: central-buffer throughput, saturation and
    /// minimum latency, and central buffer vs input buffered saturation at equal storage.
    BenchSwitch {
        /// Short measurement windows (seconds instead of about a minute).
        #[arg(long)]
        quick: bool,
    },
    /// Simulation speed on the same stimulus: golden model, rust-hdl, Verilator (cycles/s).
    Bench {
        block: Block,
        #[command(flatten)]
        p: BanyanArgs,
        /// Cycles per engine.
        #[arg(long, default_value_t = 20_000)]
        cycles: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let r = match cli.cmd {
        Cmd::Gen { block, p, out } => commands::gen(block, p, &out),
        Cmd::Sim {
            block,
            p,
            cycles,
            seed,
            vcd,
        } => commands::sim(block, p, cycles, seed, vcd.as_deref()),
        Cmd::Check {
            block,
            p,
            slots,
            seed,
        } => commands::check(block, p, slots, seed),
        Cmd::Lint { block, p } => commands::lint(block, p),
        Cmd::Synth { block, p } => commands::synth(block, p),
        Cmd::BanyanThroughput {
            n,
            f,
            m,
            load,
            slots,
            seed,
        } => commands::throughput(n, f, m, load, slots, seed),
        Cmd::Bench { block, p, cycles } => commands::bench(block, p, cycles),
        Cmd::BenchSwitch { quick } => {
            print!("{}", wormcast_testbench::cb_bench::report(quick));
            println!();
            print!("{}", wormcast_testbench::switch_bench::report(quick));
            Ok(())
        }
    };
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(commands::Failure::Usage(m)) => {
            eprintln!("error: {m}");
            ExitCode::from(2)
        }
        Err(commands::Failure::Failed(m)) => {
            eprintln!("FAILED: {m}");
            ExitCode::from(1)
        }
    }
}
