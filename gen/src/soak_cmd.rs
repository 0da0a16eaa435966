//! `wormcast soak`: the golden model against Verilator (and rust-hdl on a prefix) on many
//! independent seeds and traffic mixes, every job on its own core, with a progress bar and a
//! per-configuration table at the end; `--replay FILE` reruns a reproducer written at a
//! mismatch. The jobs themselves are `wormcast_testbench::soak`.

use crate::output::{range, Failure};
use clap::{Args, ValueEnum};
use rayon::prelude::*;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Instant;
use wormcast_testbench::soak::{self, Job, Kind, Outcome, SoakConfig};
use wormcast_testbench::PortSpec;
use wormcast_tools::verilator::{self, Opt, VerilatorModel};

/// A soaked block, or all of them.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum SoakBlock {
    /// Central-buffer switch (k = 8 default and a k = 4 one).
    CentralBuffer,
    /// Input-buffered switch, all three organisations (k = 8 default and k = 4 each).
    InputBuffered,
    /// Slotted banyan network (n = 3 default and n = 2).
    Banyan,
    /// Wormhole banyan network, upper-first (n = 3 default and n = 2).
    BanyanWormhole,
    /// Every block above.
    All,
}

#[derive(Args, Clone, Debug)]
pub struct SoakArgs {
    /// Block to soak (required unless --replay).
    pub block: Option<SoakBlock>,
    /// Cycles in total, golden model against Verilator, split evenly over the
    /// configurations (two per block) and into jobs; 1,000..=100,000,000,000.
    #[arg(long, default_value_t = 1_000_000)]
    pub cycles: u64,
    /// Parallel jobs, 1..=256; default: the number of cores.
    #[arg(long)]
    pub jobs: Option<usize>,
    /// First seed; job i uses seed + i (its traffic mix is drawn from its seed).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Cycles per configuration also run on rust-hdl (its first job's prefix; rust-hdl runs
    /// the switches at a few hundred cycles/s), 0..=1,000,000.
    #[arg(long, default_value_t = 2_000)]
    pub hdl_cycles: u64,
    /// Cycles per job, 1,000..=10,000,000 (a job holds its stimulus in memory).
    #[arg(long, default_value_t = 250_000)]
    pub job_cycles: u64,
    /// Directory for reproducers of mismatches.
    #[arg(long, default_value = "soak-failures")]
    pub out: PathBuf,
    /// Replay a reproducer written at a mismatch (ignores the other options).
    #[arg(long, conflicts_with = "block")]
    pub replay: Option<PathBuf>,
    /// How the Verilator models are compiled: `fast` to simulate (about twice the build
    /// time), or `quick` to build (the test suite's options, so its cached models are shared).
    #[arg(long, value_enum, default_value = "fast")]
    pub build: BuildArg,
    /// Adversarial link streams instead of random traffic (issue 16, item 2): this many
    /// proptest cases per switch configuration (central-buffer and input-buffered only),
    /// golden model = Verilator on every case, = rust-hdl on every 20th (none with
    /// --hdl-cycles 0); 1..=1,000,000. See `wormcast_testbench::adversarial`.
    #[arg(long)]
    pub adversarial: Option<u32>,
    /// Test hook: soak the banyan with its deliberately broken SE (block banyan only).
    #[arg(long, hide = true)]
    pub mutant: bool,
}

/// Verilator build options of `soak` (`wormcast_tools::verilator::Opt`).
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum BuildArg {
    /// Full Verilator optimisation, C++ -O2, --x-assign/--x-initial fast.
    Fast,
    /// Verilator -O1, C++ -O1 (the test suite's builds).
    Quick,
}

type R = Result<(), Failure>;

/// `wormcast soak`.
pub fn soak(a: &SoakArgs) -> R {
    if let Some(f) = &a.replay {
        return replay(f);
    }
    let Some(block) = a.block else {
        return Err(Failure::Usage(
            "soak needs a block (central-buffer, input-buffered, banyan, banyan-wormhole, all) or --replay FILE".into(),
        ));
    };
    if let Some(n) = a.adversarial {
        return adversarial(a, block, n);
    }
    range("cycles", a.cycles, 1_000, 100_000_000_000)?;
    range("hdl-cycles", a.hdl_cycles, 0, 1_000_000)?;
    range("job-cycles", a.job_cycles, 1_000, 10_000_000)?;
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let jobs = a.jobs.unwrap_or(cores);
    range("jobs", jobs as u64, 1, 256)?;
    let kinds: Vec<Kind> = match block {
        SoakBlock::CentralBuffer => vec![Kind::CentralBuffer],
        SoakBlock::InputBuffered => Kind::ALL[1..4].to_vec(),
        SoakBlock::Banyan => vec![Kind::Banyan],
        SoakBlock::BanyanWormhole => vec![Kind::BanyanWh],
        SoakBlock::All => Kind::ALL.to_vec(),
    };
    let configs: Vec<SoakConfig> = if a.mutant {
        if block != SoakBlock::Banyan {
            return Err(Failure::Usage(
                "invalid parameter mutant: allowed with block banyan only".into(),
            ));
        }
        vec![SoakConfig {
            kind: Kind::Banyan,
            small: false,
            mutant: true,
        }]
    } else {
        kinds.iter().flat_map(|&k| SoakConfig::of(k)).collect()
    };
    let pool = wormcast_testbench::threads::pool(jobs).map_err(Failure::Failed)?;
    let t0 = Instant::now();
    // Build (or find in the cache) every Verilator model first.
    let models: Vec<Result<VerilatorModel, String>> = pool.install(|| {
        configs
            .par_iter()
            .map(|c| {
                let (ins, outs) = c.ports();
                let opt = match a.build {
                    BuildArg::Fast => Opt::Fast,
                    BuildArg::Quick => Opt::Quick,
                };
                verilator::build_with(&c.verilog()?, &c.module(), &ins, &outs, opt)
            })
            .collect()
    });
    #[allow(clippy::type_complexity)]
    let mut built: Vec<(PathBuf, Vec<PortSpec>, Vec<PortSpec>)> = vec![];
    for (c, m) in configs.iter().zip(models) {
        // VerilatorModel is not Sync (it keeps the last run's eval time): keep its parts.
        let m = m.map_err(|e| Failure::Failed(format!("{}: {e}", c.id())))?;
        built.push((m.exe, m.inputs, m.outputs));
    }
    let build_s = t0.elapsed().as_secs_f64();
    // Split the cycles evenly over the configurations, then into jobs.
    let share = a.cycles.div_ceil(configs.len() as u64);
    let mut list: Vec<(usize, u64, Job)> = vec![];
    let mut seed = a.seed;
    for (ci, c) in configs.iter().enumerate() {
        let n = share.div_ceil(a.job_cycles);
        for j in 0..n {
            let cycles = share / n + u64::from(j < share % n);
            list.push((
                ci,
                j,
                Job {
                    config: *c,
                    seed,
                    cycles,
                    hdl_cycles: if j == 0 { a.hdl_cycles } else { 0 },
                },
            ));
            seed = seed.wrapping_add(1);
        }
    }
    // Interleave the configurations, so that the progress bar's rate and ETA are
    // representative early on.
    list.sort_by_key(|(ci, j, _)| (*j, *ci));
    outln!(
        "soak: {} cycles over {} configurations in {} jobs on {jobs} threads (seeds {}..={}); Verilator models ready in {build_s:.1} s",
        share * configs.len() as u64,
        configs.len(),
        list.len(),
        a.seed,
        seed.wrapping_sub(1)
    );
    let pb = crate::output::progress_bar(
        share * configs.len() as u64,
        "{elapsed_precise} [{wide_bar}] {percent:>3}% {human_pos}/{human_len} cycles, {per_sec}, ETA {eta}",
    );
    let stop = AtomicBool::new(false);
    let errors = Mutex::new(Vec::<String>::new());
    let t1 = Instant::now();
    let outcomes: Vec<(usize, Outcome)> = pool.install(|| {
        list.par_iter()
            .filter_map(|(ci, _, job)| {
                if stop.load(Ordering::Relaxed) {
                    return None;
                }
                let tick = |n: u64| {
                    pb.inc(n);
                    if pb.position() > pb.length().unwrap_or(0) {
                        pb.set_length(pb.position());
                    }
                };
                let (exe, inputs, outputs) = built[*ci].clone();
                let m = VerilatorModel {
                    exe,
                    inputs,
                    outputs,
                    eval_seconds: Default::default(),
                };
                match soak::run_job(job, &m, &a.out, &tick) {
                    Ok(o) => {
                        if let Some(f) = &o.failure {
                            stop.store(true, Ordering::Relaxed);
                            pb.suspend(|| print_failure(&o, f));
                        }
                        Some((*ci, o))
                    }
                    Err(e) => {
                        stop.store(true, Ordering::Relaxed);
                        pb.suspend(|| eprintln!("ERROR {e}"));
                        errors.lock().unwrap().push(e);
                        None
                    }
                }
            })
            .collect()
    });
    pb.finish_and_clear();
    let wall = t1.elapsed().as_secs_f64();
    report(&configs, &outcomes, wall);
    let failures: Vec<&Outcome> = outcomes
        .iter()
        .map(|(_, o)| o)
        .filter(|o| o.failure.is_some())
        .collect();
    let errors = errors.into_inner().unwrap();
    if !failures.is_empty() || !errors.is_empty() {
        let mut s = format!(
            "{} mismatching job(s), {} job error(s)",
            failures.len(),
            errors.len()
        );
        for o in failures {
            let f = o.failure.as_ref().unwrap();
            s += &format!(
                "; {} seed {}: replay with `wormcast soak --replay {}`",
                o.job.config.id(),
                o.job.seed,
                f.reproducer.display()
            );
        }
        for e in errors {
            s += &format!("; {e}");
        }
        return Err(Failure::Failed(s));
    }
    Ok(())
}

/// `wormcast soak BLOCK --adversarial N`: N proptest cases of adversarial link streams per
/// switch configuration (both sizes), the configurations in parallel.
fn adversarial(a: &SoakArgs, block: SoakBlock, cases: u32) -> R {
    use wormcast_testbench::adversarial::{self as adv, Engines};
    range("adversarial", cases as u64, 1, 1_000_000)?;
    let kinds: Vec<Kind> = match block {
        SoakBlock::CentralBuffer => vec![Kind::CentralBuffer],
        SoakBlock::InputBuffered => Kind::ALL[1..4].to_vec(),
        SoakBlock::All => Kind::ALL[..4].to_vec(),
        SoakBlock::Banyan | SoakBlock::BanyanWormhole => {
            return Err(Failure::Usage(
                "invalid parameter adversarial: allowed with central-buffer, input-buffered or all (the fat-tree switches' link streams)".into(),
            ))
        }
    };
    let configs: Vec<SoakConfig> = kinds.iter().flat_map(|&k| SoakConfig::of(k)).collect();
    let jobs = a.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    range("jobs", jobs as u64, 1, 256)?;
    let pool = wormcast_testbench::threads::pool(jobs).map_err(Failure::Failed)?;
    let opt = match a.build {
        BuildArg::Fast => Opt::Fast,
        BuildArg::Quick => Opt::Quick,
    };
    let hdl_every = if a.hdl_cycles == 0 { 0 } else { 20 };
    outln!(
        "soak --adversarial: {cases} cases per configuration over {} configurations on {jobs} threads (seed {})",
        configs.len(),
        a.seed
    );
    let t0 = Instant::now();
    let results: Vec<(SoakConfig, Result<adv::RunSummary, String>, f64)> = pool.install(|| {
        configs
            .par_iter()
            .enumerate()
            .map(|(i, c)| {
                let t = Instant::now();
                let r = Engines::new(c, opt, hdl_every)
                    .and_then(|e| adv::run(c, Some(&e), cases, 8, a.seed.wrapping_add(i as u64)));
                (*c, r, t.elapsed().as_secs_f64())
            })
            .collect()
    });
    let mut failed = vec![];
    for (c, r, secs) in &results {
        match r {
            Ok(s) => outln!("{} {}: {} [{secs:.1} s]", c.kind.name(), c.id(), s.line()),
            Err(e) => {
                outln!("FAILED {} {}: {e}", c.kind.name(), c.id());
                failed.push(c.id());
            }
        }
    }
    outln!(
        "total: {} cases, 0 mismatches unless listed, {:.1} s",
        results
            .iter()
            .filter_map(|(_, r, _)| r.as_ref().ok())
            .map(|s| s.cases)
            .sum::<u64>(),
        t0.elapsed().as_secs_f64()
    );
    if failed.is_empty() {
        Ok(())
    } else {
        Err(Failure::Failed(format!(
            "adversarial cases failed on {}",
            failed.join(", ")
        )))
    }
}

fn print_failure(o: &Outcome, f: &soak::Failure) {
    let m = &f.mismatch;
    outln!(
        "MISMATCH block {} config {} ({}) seed {} mix [{}]: cycle {}, port {}, golden model 0x{:x}, {} 0x{:x}",
        o.job.config.kind.name(),
        o.job.config.id(),
        o.job.config.module(),
        o.job.seed,
        o.mix,
        m.cycle,
        m.port,
        m.expected,
        m.engine,
        m.actual
    );
    outln!("  reproducer {}", f.reproducer.display());
    outln!(
        "  replay: wormcast soak --replay {}",
        f.reproducer.display()
    );
}

fn report(configs: &[SoakConfig], outcomes: &[(usize, Outcome)], wall: f64) {
    outln!(
        "{:<26} {:<18} {:>5} {:<15} {:>13} {:>15} {:>9} {:>14} {:>10}",
        "block",
        "config",
        "jobs",
        "seeds",
        "cycles",
        "values",
        "rust-hdl",
        "verilator c/s",
        "mismatch"
    );
    let (mut tc, mut tv, mut th) = (0u64, 0u64, 0u64);
    for (ci, c) in configs.iter().enumerate() {
        let os: Vec<&Outcome> = outcomes
            .iter()
            .filter(|(i, _)| *i == ci)
            .map(|(_, o)| o)
            .collect();
        let cycles: u64 = os.iter().map(|o| o.verilator.cycles).sum();
        let values: u64 = os
            .iter()
            .map(|o| o.verilator.values_compared + o.rust_hdl.values_compared)
            .sum();
        let hdl: u64 = os.iter().map(|o| o.rust_hdl.cycles).sum();
        let eval: f64 = os.iter().filter_map(|o| o.eval_seconds).sum();
        let eval_cycles: u64 = os
            .iter()
            .filter(|o| o.eval_seconds.is_some())
            .map(|o| o.verilator.cycles)
            .sum();
        let seeds = match (
            os.iter().map(|o| o.job.seed).min(),
            os.iter().map(|o| o.job.seed).max(),
        ) {
            (Some(a), Some(b)) if a == b => format!("{a}"),
            (Some(a), Some(b)) => format!("{a}..={b}"),
            _ => "-".into(),
        };
        let rate = if eval > 0.0 {
            format!("{:.0}", eval_cycles as f64 / eval)
        } else {
            "-".into()
        };
        let mism = os.iter().filter(|o| o.failure.is_some()).count();
        outln!(
            "{:<26} {:<18} {:>5} {:<15} {:>13} {:>15} {:>9} {:>14} {:>10}",
            c.kind.name(),
            c.id(),
            os.len(),
            seeds,
            cycles,
            values,
            hdl,
            rate,
            mism
        );
        tc += cycles;
        tv += values;
        th += hdl;
    }
    outln!(
        "total: {tc} cycles compared (golden model = Verilator), {th} cycles golden model = rust-hdl, {tv} values compared, {} configurations, {} seeds; {wall:.1} s ({:.0} cycles/s)",
        configs.len(),
        outcomes.len(),
        tc as f64 / wall.max(1e-9)
    );
}

/// `wormcast soak --replay FILE`.
fn replay(f: &std::path::Path) -> R {
    let r = soak::read_reproducer(f).map_err(Failure::Usage)?;
    outln!(
        "replay {}: config {} ({}), seed {}, {} cycles",
        f.display(),
        r.config.id(),
        r.config.module(),
        r.seed,
        r.stimulus.len()
    );
    if !r.mismatch.is_empty() {
        outln!("  recorded: {}", r.mismatch);
    }
    let engine = if r.engine.is_empty() {
        "verilator"
    } else {
        r.engine.as_str()
    };
    let first = match soak::replay(&r).map_err(Failure::Failed)? {
        Ok(a) => {
            outln!(
                "  {engine} agrees with the golden model on {} cycles ({} values)",
                a.cycles,
                a.values_compared
            );
            None
        }
        Err(m) => {
            outln!("  {m}");
            Some(m)
        }
    };
    match first {
        Some(m) => Err(Failure::Failed(format!(
            "reproduced: first mismatch at cycle {}, port {} ({})",
            m.cycle, m.port, m.engine
        ))),
        None => {
            outln!("  no mismatch: the reproducer no longer fails");
            Ok(())
        }
    }
}
