//! The soak (issue 16): long random runs of the golden model against Verilator (and, on a
//! prefix, rust-hdl) on independent seeds and traffic mixes, one job at a time, with a
//! reproducer file for the first mismatch.
//!
//! A [`SoakConfig`] names a block and a configuration (the default `verilog_out/` one or a
//! small one) by a short id such as `cb-k8` or `ib-staircase-k4`. A job records the stimulus
//! with the existing generators (closed-loop switch traffic on the golden model, the banyan's
//! random slotted stimulus, the wormhole banyan's node driver), the mix drawn from the job's
//! seed, then streams it through the Verilator model in the harness's binary pipe mode
//! ([`wormcast_tools::verilator::VerilatorPipe`]) in lockstep with a fresh golden model
//! ([`crate::compare::lockstep`]). On a mismatch the stimulus up to the mismatching cycle is
//! written as a reproducer: `#` header lines (config, seed, mix, the mismatch) and then one
//! row of hex input values per cycle (the harness's text format); [`replay`] runs it again.

use crate::banyan::{self as tb, StimConfig};
use crate::compare::{lockstep, Agreement, Engine, Mismatch};
use crate::{central_buffer as cb, input_buffered as ib};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use wormcast_model::banyan::wh_nodes::WhTraffic;
use wormcast_model::banyan::wormhole::{
    wh_input_ports, wh_output_ports, Arbitration, WhNetModel, WhParams,
};
use wormcast_model::banyan::{BanyanNetModel, BanyanParams};
use wormcast_model::central_buffer::{CbParams, CentralBufferSwitch, HeaderScheme};
use wormcast_model::input_buffered::{IbParams, InputBufferedSwitch, Organisation};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_tools::verilator::{self, HexRows, VerilatorModel};

/// A soaked block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    CentralBuffer,
    InputBuffered(Organisation),
    /// Slotted banyan network.
    Banyan,
    /// Wormhole banyan network, upper-first arbitration.
    BanyanWh,
}

impl Kind {
    /// Every soaked block, in report order.
    pub const ALL: [Kind; 6] = [
        Kind::CentralBuffer,
        Kind::InputBuffered(Organisation::ChunkWide),
        Kind::InputBuffered(Organisation::Staircase),
        Kind::InputBuffered(Organisation::SplitRam),
        Kind::Banyan,
        Kind::BanyanWh,
    ];
    /// The block's name in reports (`input-buffered/staircase`).
    pub fn name(&self) -> String {
        match self {
            Kind::CentralBuffer => "central-buffer".into(),
            Kind::InputBuffered(o) => format!(
                "input-buffered/{}",
                wormcast_ip::input_buffered::org_name(*o)
            ),
            Kind::Banyan => "banyan".into(),
            Kind::BanyanWh => "banyan-wormhole".into(),
        }
    }
    fn prefix(&self) -> String {
        match self {
            Kind::CentralBuffer => "cb".into(),
            Kind::InputBuffered(o) => format!("ib-{}", wormcast_ip::input_buffered::org_name(*o)),
            Kind::Banyan => "banyan".into(),
            Kind::BanyanWh => "banyan-wh".into(),
        }
    }
}

/// One soaked configuration: a block, its default (`verilog_out/`) or small configuration,
/// and for the reproducer test the deliberately broken banyan SE (`mutant`, banyan only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoakConfig {
    pub kind: Kind,
    pub small: bool,
    pub mutant: bool,
}

impl SoakConfig {
    /// The default and the small configuration of `kind`.
    pub fn of(kind: Kind) -> [SoakConfig; 2] {
        [false, true].map(|small| SoakConfig {
            kind,
            small,
            mutant: false,
        })
    }
    /// Short id: `cb-k8`, `cb-k4`, `ib-split_ram-k8`, `banyan-n3`, `banyan-wh-n2`, with
    /// `-mutant` for the broken banyan.
    pub fn id(&self) -> String {
        let size = match self.kind {
            Kind::CentralBuffer | Kind::InputBuffered(_) => {
                if self.small {
                    "k4"
                } else {
                    "k8"
                }
            }
            Kind::Banyan | Kind::BanyanWh => {
                if self.small {
                    "n2"
                } else {
                    "n3"
                }
            }
        };
        format!(
            "{}-{size}{}",
            self.kind.prefix(),
            if self.mutant { "-mutant" } else { "" }
        )
    }
    /// The configuration of an id written by [`SoakConfig::id`].
    pub fn parse(id: &str) -> Result<SoakConfig, String> {
        for kind in Kind::ALL {
            for c in SoakConfig::of(kind) {
                for mutant in [false, true] {
                    let c = SoakConfig { mutant, ..c };
                    if (!mutant || kind == Kind::Banyan) && c.id() == id {
                        return Ok(c);
                    }
                }
            }
        }
        Err(format!("unknown soak configuration {id:?}"))
    }
    pub fn cb(&self) -> CbParams {
        if self.small {
            // The other header scheme and no bypass, to cover both settings.
            wormcast_ip::central_buffer::params(4, 16, 16, 64, HeaderScheme::PerOutput, false)
        } else {
            wormcast_ip::central_buffer::default_params()
        }
    }
    pub fn ib(&self, org: Organisation) -> IbParams {
        if self.small {
            wormcast_ip::input_buffered::params(4, 16, 16, 96, org)
        } else {
            wormcast_ip::input_buffered::default_params(org)
        }
    }
    pub fn banyan(&self) -> BanyanParams {
        if self.small {
            BanyanParams::new(2, 16, 4).expect("valid")
        } else {
            BanyanParams::new(3, 16, 8).expect("valid")
        }
    }
    pub fn wh(&self) -> WhParams {
        WhParams::new(if self.small { 2 } else { 3 }, 16, Arbitration::UpperFirst).expect("valid")
    }
    /// The top module name of the emitted Verilog.
    pub fn module(&self) -> String {
        match self.kind {
            Kind::CentralBuffer => wormcast_ip::central_buffer::module_name(&self.cb()),
            Kind::InputBuffered(o) => wormcast_ip::input_buffered::module_name(&self.ib(o)),
            Kind::Banyan => {
                let m = self.banyan().net_module_name();
                if self.mutant {
                    m + "_broken"
                } else {
                    m
                }
            }
            Kind::BanyanWh => self.wh().net_module_name(),
        }
    }
    /// A fresh golden model.
    pub fn golden(&self) -> Box<dyn CycleModel> {
        match self.kind {
            Kind::CentralBuffer => Box::new(CentralBufferSwitch::new(self.cb())),
            Kind::InputBuffered(o) => Box::new(InputBufferedSwitch::new(self.ib(o))),
            Kind::Banyan => Box::new(BanyanNetModel::new(self.banyan())),
            Kind::BanyanWh => Box::new(WhNetModel::new(self.wh())),
        }
    }
    /// The golden model's (and so the Verilog top's) input and output ports.
    pub fn ports(&self) -> (Vec<PortSpec>, Vec<PortSpec>) {
        use wormcast_model::banyan::network as bn;
        match self.kind {
            Kind::CentralBuffer => {
                let p = self.cb();
                (
                    wormcast_model::central_buffer::input_ports(&p),
                    wormcast_model::central_buffer::output_ports(&p),
                )
            }
            Kind::InputBuffered(o) => {
                let p = self.ib(o);
                (
                    wormcast_model::input_buffered::input_ports(&p),
                    wormcast_model::input_buffered::output_ports(&p),
                )
            }
            Kind::Banyan => {
                let p = self.banyan();
                (bn::input_ports(&p), bn::output_ports(&p))
            }
            Kind::BanyanWh => {
                let p = self.wh();
                (wh_input_ports(&p), wh_output_ports(&p))
            }
        }
    }
    /// The emitted Verilog (top module [`SoakConfig::module`]).
    pub fn verilog(&self) -> Result<String, String> {
        let name = self.module();
        match self.kind {
            Kind::CentralBuffer => wormcast_ip::central_buffer::emit_verilog(&self.cb(), &name),
            Kind::InputBuffered(o) => wormcast_ip::input_buffered::emit_verilog(&self.ib(o), &name),
            Kind::Banyan => {
                let v = wormcast_rtl::banyan::net_verilog(&self.banyan(), self.mutant);
                if self.mutant {
                    // The broken variant under its own top name, so its build is cached apart.
                    let top = self.banyan().net_module_name();
                    Ok(
                        v.replace(&format!("module {top}("), &format!("module {name}("))
                            .replace(&format!("module {top} ("), &format!("module {name} (")),
                    )
                } else {
                    Ok(v)
                }
            }
            Kind::BanyanWh => Ok(wormcast_rtl::banyan::wh_net_verilog(&self.wh())),
        }
    }
    /// Build (or find in the cache) the Verilator model, optimised for simulation speed.
    pub fn build(&self) -> Result<VerilatorModel, String> {
        let (ins, outs) = self.ports();
        verilator::build_with(
            &self.verilog()?,
            &self.module(),
            &ins,
            &outs,
            verilator::Opt::Fast,
        )
    }
    /// The rust-hdl simulation.
    pub fn hdl(&self) -> Result<Box<dyn CycleModel>, String> {
        match self.kind {
            Kind::CentralBuffer => cb::hdl_model(&self.cb()),
            Kind::InputBuffered(o) => ib::hdl_model(&self.ib(o)),
            Kind::Banyan => {
                tb::hdl_sim(&self.banyan(), self.mutant, None).map_err(|e| e.to_string())
            }
            Kind::BanyanWh => {
                crate::banyan_wh::wh_hdl_sim(&self.wh(), None).map_err(|e| e.to_string())
            }
        }
    }
    /// About `cycles` cycles of stimulus for `seed` (the switches add their drain), with a
    /// description of the traffic mix drawn from the seed.
    pub fn stimulus(&self, cycles: u64, seed: u64) -> Result<(Vec<Vec<u64>>, String), String> {
        let mut r = SmallRng::seed_from_u64(seed ^ 0x5eed_5eed_5eed_5eed);
        match self.kind {
            Kind::CentralBuffer | Kind::InputBuffered(_) => {
                let t = switch_mix(&mut r);
                let mut mix = format!(
                    "load={:.2} multicast={:.2} up={:.2} malformed={:.2} slow={:.2} payload={}..={} fanout={:?}",
                    t.load, t.multicast, t.up, t.malformed, t.slow, t.min_payload, t.max_payload, t.fanout
                );
                // Half the switch jobs assert `rst` now and then (the switch's synchronous
                // reset, with its neighbours).
                let resets = r.gen_bool(0.5).then(cb::reset_plan);
                if resets.is_some() {
                    mix += " resets";
                }
                let stim = match self.kind {
                    Kind::CentralBuffer => {
                        cb::record_with_resets(&self.cb(), t, cycles, seed, resets)?.0
                    }
                    Kind::InputBuffered(o) => {
                        ib::golden_stimulus_resets(&self.ib(o), t, cycles as usize, seed, resets)?.0
                    }
                    _ => unreachable!(),
                };
                Ok((stim, mix))
            }
            Kind::Banyan => {
                let c = StimConfig {
                    load: r.gen_range(0.05..=1.0),
                    multicast: r.gen_range(0.0..=0.9),
                    malformed: *pick(&mut r, &[0.0, 0.02, 0.1]),
                    headless: *pick(&mut r, &[0.0, 0.03, 0.1]),
                    resets: *pick(&mut r, &[0.0, 0.01]),
                };
                let p = self.banyan();
                let mut stim =
                    tb::random_stimulus(&p, (cycles as usize).div_ceil(p.slot_len), seed, c);
                stim.truncate(cycles.max(1) as usize);
                Ok((
                    stim,
                    format!(
                        "load={:.2} multicast={:.2} malformed={:.2} headless={:.2} resets={:.2}",
                        c.load, c.multicast, c.malformed, c.headless, c.resets
                    ),
                ))
            }
            Kind::BanyanWh => {
                let len_min = r.gen_range(2..=4);
                let t = WhTraffic {
                    len_min,
                    len_max: len_min + *pick(&mut r, &[0, 4, 10, 30]),
                    sink_stall: r.gen_range(0.0..=0.6),
                    bubble: r.gen_range(0.0..=0.3),
                    free_load: r.gen_range(0.02..=0.3),
                    free_multicast: r.gen_range(0.0..=0.8),
                    ..crate::banyan_wh::check_traffic(Arbitration::UpperFirst)
                };
                let resets = *pick(&mut r, &[0.0, 0.002]);
                let (stim, _) =
                    crate::banyan_wh::wh_stimulus_resets(&self.wh(), cycles, seed, t, resets);
                Ok((
                    stim,
                    format!(
                        "len={}..={} sink_stall={:.2} bubble={:.2} load={:.2} multicast={:.2} junk={:.2} stray={:.2} resets={resets}",
                        t.len_min, t.len_max, t.sink_stall, t.bubble, t.free_load, t.free_multicast, t.junk, t.stray
                    ),
                ))
            }
        }
    }
}

fn pick<'a, T>(r: &mut SmallRng, xs: &'a [T]) -> &'a T {
    &xs[r.gen_range(0..xs.len())]
}

/// A random switch traffic mix: load, multicast and up fractions, malformed packets (often
/// none), slow receivers, short to long packets, random or fixed fanouts.
fn switch_mix(r: &mut SmallRng) -> crate::switch_traffic::SwitchTraffic {
    let max_payload = *pick(r, &[4, 12, 30, 60]);
    crate::switch_traffic::SwitchTraffic {
        load: r.gen_range(0.05..=0.95),
        multicast: r.gen_range(0.0..=0.8),
        up: r.gen_range(0.0..=0.5),
        malformed: *pick(r, &[0.0, 0.0, 0.02, 0.08]),
        slow: r.gen_range(0.0..=0.7),
        min_payload: 1,
        max_payload,
        fanout: *pick(r, &[None, None, Some(2), Some(4)]),
    }
}

/// One job: `cycles` cycles of config `config` on `seed`, the first `hdl_cycles` also on
/// rust-hdl.
#[derive(Clone, Debug)]
pub struct Job {
    pub config: SoakConfig,
    pub seed: u64,
    pub cycles: u64,
    pub hdl_cycles: u64,
}

/// The first mismatch of a job and its reproducer.
#[derive(Clone, Debug)]
pub struct Failure {
    pub mismatch: Mismatch,
    pub reproducer: PathBuf,
}

/// What a job did.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub job: Job,
    pub mix: String,
    /// Cycles and values compared, golden model against Verilator.
    pub verilator: Agreement,
    /// Cycles and values compared, golden model against rust-hdl.
    pub rust_hdl: Agreement,
    /// Seconds in the Verilator model's eval() (when it ran to the end).
    pub eval_seconds: Option<f64>,
    pub failure: Option<Failure>,
}

/// Run one job. `progress(cycles)` is called with the number of newly compared cycles every
/// few thousand cycles; `model` is the config's Verilator model (built once per run); on a
/// mismatch the reproducer is written into `out`. Errors are tool failures or a stimulus
/// generator that found the golden model misbehaving (both name the seed).
pub fn run_job(
    job: &Job,
    model: &VerilatorModel,
    out: &Path,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Outcome, String> {
    let c = &job.config;
    let (stim, mix) = c
        .stimulus(job.cycles, job.seed)
        .map_err(|e| format!("{} seed {}: stimulus: {e}", c.id(), job.seed))?;
    let stim = Arc::new(stim);
    let mut outcome = Outcome {
        job: job.clone(),
        mix: mix.clone(),
        verilator: Agreement::default(),
        rust_hdl: Agreement::default(),
        eval_seconds: None,
        failure: None,
    };
    let mut pending = 0u64;
    let mut vl = model.pipe(stim.clone())?;
    let mut g = c.golden();
    let r = lockstep(
        g.as_mut(),
        &mut [Engine {
            name: "verilator".into(),
            model: &mut vl,
        }],
        stim.iter().cloned(),
        |_, _, _| {
            pending += 1;
            if pending == 4096 {
                progress(pending);
                pending = 0;
            }
        },
    );
    progress(pending);
    if let Some(e) = vl.error() {
        return Err(format!("{} seed {}: {e}", c.id(), job.seed));
    }
    match r {
        Ok(a) => {
            outcome.verilator = a;
            outcome.eval_seconds = vl.finish()?;
        }
        Err(m) => {
            drop(vl);
            // The cycles before the mismatch agreed.
            outcome.verilator.cycles = m.cycle;
            outcome.failure = Some(fail(c, job, &mix, &stim, m, out)?);
            return Ok(outcome);
        }
    }
    if job.hdl_cycles > 0 {
        let mut h = c.hdl()?;
        let mut g = c.golden();
        let r = lockstep(
            g.as_mut(),
            &mut [Engine {
                name: "rust-hdl".into(),
                model: h.as_mut(),
            }],
            stim.iter().take(job.hdl_cycles as usize).cloned(),
            |_, _, _| {},
        );
        match r {
            Ok(a) => outcome.rust_hdl = a,
            Err(m) => outcome.failure = Some(fail(c, job, &mix, &stim, m, out)?),
        }
    }
    Ok(outcome)
}

fn fail(
    c: &SoakConfig,
    job: &Job,
    mix: &str,
    stim: &[Vec<u64>],
    m: Mismatch,
    out: &Path,
) -> Result<Failure, String> {
    let path = out.join(format!("{}-seed{}.stim", c.id(), job.seed));
    write_reproducer(&path, c, job.seed, mix, &stim[..=m.cycle as usize], &m)?;
    Ok(Failure {
        mismatch: m,
        reproducer: path,
    })
}

/// Write a reproducer: header lines, then the stimulus rows in hex.
pub fn write_reproducer(
    path: &Path,
    c: &SoakConfig,
    seed: u64,
    mix: &str,
    stim: &[Vec<u64>],
    m: &Mismatch,
) -> Result<(), String> {
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    let f = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut w = std::io::BufWriter::new(f);
    let io = |e: std::io::Error| format!("{}: {e}", path.display());
    writeln!(
        w,
        "# wormcast soak reproducer: replay with `wormcast soak --replay {}`",
        path.display()
    )
    .map_err(io)?;
    writeln!(w, "# config {}", c.id()).map_err(io)?;
    writeln!(w, "# block {} module {}", c.kind.name(), c.module()).map_err(io)?;
    writeln!(w, "# seed {seed}").map_err(io)?;
    writeln!(w, "# mix {mix}").map_err(io)?;
    writeln!(w, "# engine {}", m.engine).map_err(io)?;
    writeln!(w, "# mismatch {m}").map_err(io)?;
    writeln!(w, "# cycles {}", stim.len()).map_err(io)?;
    for row in stim {
        let line: Vec<String> = row.iter().map(|v| format!("{v:x}")).collect();
        writeln!(w, "{}", line.join(" ")).map_err(io)?;
    }
    w.flush().map_err(io)
}

/// A reproducer read back.
#[derive(Clone, Debug)]
pub struct Reproducer {
    pub config: SoakConfig,
    pub seed: u64,
    /// The engine that disagreed when it was written (`verilator` or `rust-hdl`).
    pub engine: String,
    /// The recorded mismatch line.
    pub mismatch: String,
    pub stimulus: Vec<Vec<u64>>,
}

/// Read a reproducer file.
pub fn read_reproducer(path: &Path) -> Result<Reproducer, String> {
    let f = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut r = std::io::BufReader::new(f);
    let (mut config, mut seed, mut engine, mut mismatch) = (None, 0, String::new(), String::new());
    let mut line = String::new();
    loop {
        let buf = r.fill_buf().map_err(|e| e.to_string())?;
        if buf.first() != Some(&b'#') {
            break;
        }
        line.clear();
        r.read_line(&mut line).map_err(|e| e.to_string())?;
        let l = line.trim_start_matches('#').trim();
        if let Some(v) = l.strip_prefix("config ") {
            config = Some(SoakConfig::parse(v.trim())?);
        } else if let Some(v) = l.strip_prefix("seed ") {
            seed = v.trim().parse().map_err(|e| format!("seed: {e}"))?;
        } else if let Some(v) = l.strip_prefix("engine ") {
            engine = v.trim().to_string();
        } else if let Some(v) = l.strip_prefix("mismatch ") {
            mismatch = v.trim().to_string();
        }
    }
    let config = config.ok_or_else(|| format!("{}: no `# config` line", path.display()))?;
    let mut rows = HexRows::new(r);
    let stimulus: Vec<Vec<u64>> = rows.by_ref().collect();
    if let Some(e) = rows.error {
        return Err(format!("{}: {e}", path.display()));
    }
    let ni = config.ports().0.len();
    if let Some((i, _)) = stimulus.iter().enumerate().find(|(_, r)| r.len() != ni) {
        return Err(format!(
            "{}: stimulus row {i} does not have {ni} values",
            path.display()
        ));
    }
    Ok(Reproducer {
        config,
        seed,
        engine,
        mismatch,
        stimulus,
    })
}

/// Replay a reproducer: the golden model against the engine that disagreed when it was
/// written (Verilator, or rust-hdl, which is far slower) on its whole stimulus; the first
/// mismatch (or the agreement).
pub fn replay(r: &Reproducer) -> Result<Result<Agreement, Mismatch>, String> {
    let c = &r.config;
    let mut g = c.golden();
    if r.engine == "rust-hdl" {
        let mut h = c.hdl()?;
        return Ok(lockstep(
            g.as_mut(),
            &mut [Engine {
                name: "rust-hdl".into(),
                model: h.as_mut(),
            }],
            r.stimulus.iter().cloned(),
            |_, _, _| {},
        ));
    }
    against_verilator(g.as_mut(), &c.build()?, Arc::new(r.stimulus.clone()))
}

/// `golden` against the Verilator model `m` on the whole of `stim` (streamed to the
/// simulator): the first mismatch, or the agreement; Err if the simulator failed.
pub fn against_verilator(
    golden: &mut dyn CycleModel,
    m: &VerilatorModel,
    stim: Arc<Vec<Vec<u64>>>,
) -> Result<Result<Agreement, Mismatch>, String> {
    let mut vl = m.pipe(stim.clone())?;
    let a = lockstep(
        golden,
        &mut [Engine {
            name: "verilator".into(),
            model: &mut vl,
        }],
        stim.iter().cloned(),
        |_, _, _| {},
    );
    if let Some(e) = vl.error() {
        return Err(e);
    }
    vl.finish()?;
    Ok(a)
}
