//! RTL in the loop for the network study: a fat tree of golden switch models run by the
//! network simulator ([`wormcast_model::net`]), every switch shadowed by the Verilator model
//! of its own emitted Verilog, every output port of every switch compared at every cycle.
//!
//! # Method: record, then replay each switch
//! 1. **Record.** The network runs on the golden models ([`net::run_with`]) with an observer
//!    on every switch. Each cycle the observer streams the switch's full input vector (the
//!    port order of the model's `input_ports`: the link inputs, then `rst`, held low) to a
//!    stimulus file in the Verilator
//!    harness's format ([`wormcast_tools::verilator`]: one line of hex values per cycle) and its full
//!    golden output vector (every link and status output, the order of the model's
//!    `output_ports`) to a second file. Nothing is held in memory: a run costs two files of
//!    about 60 and 100 bytes per switch-cycle.
//! 2. **Build.** For every switch its parameters are read from the built network (they
//!    differ by position: each switch's reachability masks encode the subtree under each of
//!    its down ports), its Verilog is emitted ([`central_buffer::emit_verilog`] or
//!    [`input_buffered::emit_verilog`]) and built by Verilator through the cached harness
//!    ([`verilator::build`]; identical Verilog, e.g. the four top switches of a 16-node tree,
//!    builds once).
//! 3. **Replay.** Each switch's Verilator model runs on its stimulus file, its responses
//!    streamed through a pipe ([`VerilatorModel::stream`]), and the lockstep engine
//!    ([`lockstep`]) compares every output value of every cycle with the recorded golden one,
//!    stopping at the first difference. Switches are replayed two at a time; the run fails
//!    with the earliest differing (cycle, switch, port, golden value, Verilator value).
//!
//! # Why this equals a network built from the Verilator models
//! In the fabric ([`wormcast_model::network`]) a switch's inputs in cycle `t` are a function
//! of its neighbours' outputs in cycle `t - 1` and of the nodes' state, which itself depends
//! only on switch outputs of earlier cycles (and the traffic generator's seeded random
//! draws). Consider the network in which every switch is replaced by its Verilator model,
//! run with the same configuration and seed. Induction over cycles: in cycle 0 every switch
//! of both networks is in reset and sees idle links. Suppose that up to cycle `t - 1` every
//! Verilator switch produced exactly the golden switch's outputs. Then the node interfaces
//! and the traffic generator have made the same decisions in both networks, so in cycle
//! `t` every Verilator switch sees exactly the input vector recorded for its golden twin in
//! cycle `t`, and it has seen exactly the recorded inputs in all earlier cycles. Its output in
//! cycle `t` is therefore the output its replay produced in cycle `t`, which the comparison
//! found equal to the golden one. So the two networks agree on every link at every cycle, and
//! the network study's figures are the RTL's.
//!
//! Replaying per switch is the same check as lockstep shadowing (a shadow stepped inside
//! the network loop, [`wormcast_model::network::Network::shadows`]): a shadow never feeds its
//! outputs back into the network either, it is driven by the golden network's inputs, and
//! it stops at its first difference. Recording decouples the two sides in time only, so the
//! Verilator models run as separate processes at full speed, in parallel, and the 100k-cycle
//! runs need no memory for the stimulus. Each switch's check is exact for every cycle up to
//! its first mismatch; the earliest mismatch over all switches is the first cycle at which
//! the Verilator network would leave the golden one.

use crate::compare::{lockstep, Engine};
use std::cell::RefCell;
use std::fmt;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;
use wormcast_model::central_buffer::CbParams;
use wormcast_model::input_buffered::IbParams;
use wormcast_model::net::config::SwitchKind;
use wormcast_model::net::topology::FatTree;
use wormcast_model::net::{self, NetConfig, NetResult};
use wormcast_model::network::{NetSwitch, Network};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_tools::verilator::{self, HexRows, VerilatorModel};

/// The parameters of one switch of the network (what its Verilog is generated from).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SwitchParams {
    Cb(CbParams),
    Ib(IbParams),
}

impl SwitchParams {
    pub fn of(sw: &NetSwitch) -> SwitchParams {
        match sw {
            NetSwitch::Cb(s) => SwitchParams::Cb(s.p.clone()),
            NetSwitch::Ib(s) => SwitchParams::Ib(s.p.clone()),
        }
    }
    /// The top module name (identical for switches that differ only in their reachability
    /// masks; the Verilator cache tells them apart by the Verilog itself).
    pub fn module_name(&self) -> String {
        match self {
            SwitchParams::Cb(p) => wormcast_ip::central_buffer::module_name(p),
            SwitchParams::Ib(p) => wormcast_ip::input_buffered::module_name(p),
        }
    }
    /// The full Verilog of the switch (named top module and its core), after the RTL's
    /// parameter checks.
    pub fn verilog(&self) -> Result<String, String> {
        let name = self.module_name();
        match self {
            SwitchParams::Cb(p) => {
                p.validate()?;
                wormcast_ip::central_buffer::emit_verilog(p, &name)
            }
            SwitchParams::Ib(p) => wormcast_ip::input_buffered::emit_verilog(p, &name),
        }
    }
    pub fn inputs(&self) -> Vec<PortSpec> {
        match self {
            SwitchParams::Cb(p) => wormcast_model::central_buffer::input_ports(p),
            SwitchParams::Ib(p) => wormcast_model::input_buffered::input_ports(p),
        }
    }
    pub fn outputs(&self) -> Vec<PortSpec> {
        match self {
            SwitchParams::Cb(p) => wormcast_model::central_buffer::output_ports(p),
            SwitchParams::Ib(p) => wormcast_model::input_buffered::output_ports(p),
        }
    }
}

/// Traffic through one switch during the recorded run (from the golden outputs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SwitchStats {
    /// Fat-tree level (1 = leaf).
    pub level: usize,
    /// Flits that arrived on its input links.
    pub flits_in: u64,
    /// Flits it sent on its output links (each copy of a replicated flit counts).
    pub flits_out: u64,
    /// Packet heads it sent, and how many of them were multidestination heads.
    pub heads_out: u64,
    pub multicast_heads_out: u64,
    /// Flits and packets (tails) it sent to nodes, and multicast packets among them.
    pub node_flits: u64,
    pub node_packets: u64,
    pub node_multicast_packets: u64,
}

/// One switch's recorder: the two files and the statistics.
struct Rec {
    stim: BufWriter<File>,
    gold: BufWriter<File>,
    stats: SwitchStats,
    to_node: Vec<bool>,
    k: usize,
    w: usize,
    /// Input values per stimulus row: the network gives the link inputs, and a switch with
    /// a `rst` input gets it low (a 0 appended).
    ni: usize,
    cycles: u64,
    error: Option<String>,
}

fn write_row(w: &mut impl Write, v: &[u64]) -> std::io::Result<()> {
    write_row_padded(w, v, v.len())
}

/// `v` and then zeros up to `n` values.
fn write_row_padded(w: &mut impl Write, v: &[u64], n: usize) -> std::io::Result<()> {
    for i in 0..n.max(v.len()) {
        if i > 0 {
            w.write_all(b" ")?;
        }
        write!(w, "{:x}", v.get(i).copied().unwrap_or(0))?;
    }
    w.write_all(b"\n")
}

impl Rec {
    fn row(&mut self, t: u64, inputs: &[u64], outputs: &[u64]) {
        if self.error.is_some() {
            return;
        }
        if t != self.cycles {
            self.error = Some(format!(
                "observer saw cycle {t} after {} cycles (a watched switch must be stepped every cycle)",
                self.cycles
            ));
            return;
        }
        if let Err(e) = write_row_padded(&mut self.stim, inputs, self.ni)
            .and_then(|_| write_row(&mut self.gold, outputs))
        {
            self.error = Some(format!("writing the recording: {e}"));
            return;
        }
        self.cycles += 1;
        let s = &mut self.stats;
        for p in 0..self.k {
            if inputs[2 * p] != 0 {
                s.flits_in += 1;
            }
            let tag = outputs[2 * p];
            if tag == 0 {
                continue;
            }
            s.flits_out += 1;
            let mc = tag == 1 && (outputs[2 * p + 1] >> (self.w - 1)) & 1 == 1;
            if tag == 1 {
                s.heads_out += 1;
                s.multicast_heads_out += mc as u64;
            }
            if self.to_node[p] {
                s.node_flits += 1;
                if tag == 1 {
                    s.node_multicast_packets += mc as u64;
                }
                if tag == 3 {
                    s.node_packets += 1;
                }
            }
        }
    }
}

/// A recorded network run: per switch, its parameters, its stimulus and golden-output files
/// and its traffic. The files are deleted when the recording is dropped unless `keep`.
pub struct Recording {
    pub cfg: NetConfig,
    pub dir: PathBuf,
    pub params: Vec<SwitchParams>,
    /// Cycles recorded (every switch is observed every cycle).
    pub cycles: u64,
    pub stats: Vec<SwitchStats>,
    /// The network study's own result of the run (offered/accepted load, latencies...).
    pub result: NetResult,
    /// Wall time of the golden network run with the recording.
    pub seconds: f64,
    pub keep: bool,
}

impl Recording {
    /// Switch s's stimulus file (its input vectors, the harness's format).
    pub fn stimulus(&self, s: usize) -> PathBuf {
        stimulus_path(&self.dir, s)
    }
    /// Switch s's golden outputs (one line of hex output values per cycle).
    pub fn golden(&self, s: usize) -> PathBuf {
        golden_path(&self.dir, s)
    }
}

fn stimulus_path(dir: &Path, s: usize) -> PathBuf {
    dir.join(format!("switch{s}.stim.hex"))
}
fn golden_path(dir: &Path, s: usize) -> PathBuf {
    dir.join(format!("switch{s}.golden.hex"))
}

impl Drop for Recording {
    fn drop(&mut self) {
        if !self.keep {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// The switches' parameters of the network `cfg` builds, in switch order (central-buffer
/// and unicast networks: CB switches; input-buffered: chunk-wide IB switches), and their
/// fat-tree levels.
pub fn switch_params(cfg: &NetConfig) -> Result<(Vec<SwitchParams>, Vec<usize>), String> {
    let (tree, net) = net::build(cfg)?;
    let levels = (0..net.switches.len()).map(|s| tree.level(s)).collect();
    Ok((net.switches.iter().map(SwitchParams::of).collect(), levels))
}

static RUN: AtomicUsize = AtomicUsize::new(0);

/// Run the network on the golden models and record every switch's inputs and outputs under
/// `dir` (default: a fresh directory under `target/verilator/net-rtl`). `progress(done,
/// total)` as [`net::run_with`].
pub fn record(
    cfg: &NetConfig,
    dir: Option<&Path>,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Recording, String> {
    let t0 = Instant::now();
    let (tree, net0) = net::build(cfg)?;
    let params: Vec<SwitchParams> = net0.switches.iter().map(SwitchParams::of).collect();
    let dir = match dir {
        Some(d) => d.to_path_buf(),
        None => verilator::cache_root().join("net-rtl").join(format!(
            "{}-{}",
            std::process::id(),
            RUN.fetch_add(1, Ordering::Relaxed)
        )),
    };
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let r = record_into(cfg, &dir, &tree, &net0, progress);
    match r {
        Ok((result, stats)) => Ok(Recording {
            cfg: cfg.clone(),
            dir,
            params,
            cycles: result.cycles_run,
            stats,
            result,
            seconds: t0.elapsed().as_secs_f64(),
            keep: false,
        }),
        Err(e) => {
            let _ = std::fs::remove_dir_all(&dir);
            Err(e)
        }
    }
}

fn record_into(
    cfg: &NetConfig,
    dir: &Path,
    tree: &FatTree,
    net0: &Network,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(NetResult, Vec<SwitchStats>), String> {
    let n = net0.switches.len();
    let mut recs = vec![];
    for s in 0..n {
        let k = net0.switches[s].k();
        let mut to_node = vec![false; k];
        for &(a, p) in &tree.attach {
            if a == s {
                to_node[p] = true;
            }
        }
        let open = |p: PathBuf| {
            File::create(&p)
                .map(|f| BufWriter::with_capacity(1 << 16, f))
                .map_err(|e| format!("{}: {e}", p.display()))
        };
        recs.push(Rc::new(RefCell::new(Rec {
            stim: open(stimulus_path(dir, s))?,
            gold: open(golden_path(dir, s))?,
            stats: SwitchStats {
                level: tree.level(s),
                ..Default::default()
            },
            to_node,
            k,
            w: cfg.w,
            ni: SwitchParams::of(&net0.switches[s]).inputs().len(),
            cycles: 0,
            error: None,
        })));
    }
    let result = net::run_with(cfg, progress, &mut |net: &mut Network| {
        for (s, r) in recs.iter().enumerate() {
            let r = r.clone();
            net.observers[s] = Some(Box::new(move |t, i: &[u64], o: &[u64]| {
                r.borrow_mut().row(t, i, o)
            }));
        }
    })?;
    let mut stats = vec![];
    for (s, r) in recs.iter().enumerate() {
        let mut r = r.borrow_mut();
        if let Err(e) = r.stim.flush().and_then(|_| r.gold.flush()) {
            r.error.get_or_insert(format!("writing the recording: {e}"));
        }
        if let Some(e) = &r.error {
            return Err(format!("switch {s}: {e}"));
        }
        if r.cycles != result.cycles_run {
            return Err(format!(
                "switch {s}: {} cycles recorded, {} run",
                r.cycles, result.cycles_run
            ));
        }
        stats.push(r.stats.clone());
    }
    Ok((result, stats))
}

/// Built Verilator models of a set of switch parameters (each distinct Verilog once).
pub struct Models {
    /// (parameters, executable) of each distinct switch.
    built: Vec<(SwitchParams, PathBuf)>,
    /// Distinct Verilog texts, and how many of them Verilator built now (the others were in
    /// the build cache).
    pub distinct: usize,
    pub built_now: usize,
    pub emit_seconds: f64,
    pub build_seconds: f64,
}

impl Models {
    /// Emit and build (or find in the cache) the Verilator model of every distinct element
    /// of `params`.
    pub fn build(params: &[SwitchParams]) -> Result<Models, String> {
        let mut m = Models {
            built: vec![],
            distinct: 0,
            built_now: 0,
            emit_seconds: 0.0,
            build_seconds: 0.0,
        };
        let mut texts: Vec<(String, PathBuf)> = vec![];
        for p in params {
            if m.built.iter().any(|(q, _)| q == p) {
                continue;
            }
            let t0 = Instant::now();
            let v = p.verilog()?;
            m.emit_seconds += t0.elapsed().as_secs_f64();
            if let Some((_, exe)) = texts.iter().find(|(t, _)| *t == v) {
                m.built.push((p.clone(), exe.clone()));
                continue;
            }
            let t0 = Instant::now();
            let start = std::time::SystemTime::now();
            let vm = verilator::build(&v, &p.module_name(), &p.inputs(), &p.outputs())?;
            m.build_seconds += t0.elapsed().as_secs_f64();
            m.distinct += 1;
            let fresh = std::fs::metadata(&vm.exe)
                .and_then(|md| md.modified())
                .is_ok_and(|t| t >= start);
            m.built_now += fresh as usize;
            texts.push((v, vm.exe.clone()));
            m.built.push((p.clone(), vm.exe));
        }
        Ok(m)
    }

    /// The model of `p` (which must have been built).
    pub fn model(&self, p: &SwitchParams) -> Option<VerilatorModel> {
        let (_, exe) = self.built.iter().find(|(q, _)| q == p)?;
        Some(VerilatorModel {
            exe: exe.clone(),
            inputs: p.inputs(),
            outputs: p.outputs(),
            eval_seconds: std::cell::Cell::new(None),
        })
    }
}

/// Deliberate faults, for negative controls.
#[derive(Clone, Debug, Default)]
pub struct ReplayOptions {
    /// `(s, t)`: replay switch s on the RTL generated from switch t's parameters.
    pub substitute: Vec<(usize, usize)>,
    /// Flip bits of one recorded input value before the Verilator model sees it.
    pub corrupt: Option<Corruption>,
    /// Switches replayed at once (default 2).
    pub threads: Option<usize>,
}

/// `xor` applied to input port `port` (index into the input port list) of switch `switch` in
/// cycle `cycle`.
#[derive(Clone, Copy, Debug)]
pub struct Corruption {
    pub switch: usize,
    pub cycle: u64,
    pub port: usize,
    pub xor: u64,
}

/// The first difference between a golden switch and its Verilator model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetMismatch {
    pub cycle: u64,
    pub switch: usize,
    pub level: usize,
    pub port: String,
    pub golden: u64,
    pub verilator: u64,
}

impl fmt::Display for NetMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "MISMATCH at cycle {}, switch {} (level {}), port {}: golden 0x{:x}, Verilator 0x{:x}",
            self.cycle, self.switch, self.level, self.port, self.golden, self.verilator
        )
    }
}

/// Why a replay failed.
#[derive(Clone, Debug)]
pub enum ReplayError {
    /// The earliest difference over all switches.
    Mismatch(NetMismatch),
    /// Anything else (build, files, the simulator's output).
    Failed(String),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Mismatch(m) => m.fmt(f),
            ReplayError::Failed(e) => f.write_str(e),
        }
    }
}

/// What the replay of every switch found (when nothing differed).
#[derive(Clone, Debug, Default)]
pub struct ReplayStats {
    pub values_compared: u64,
    /// Seconds spent in the Verilator models' eval() (summed over switches).
    pub eval_seconds: f64,
    /// Wall time of the replays and comparisons.
    pub seconds: f64,
}

/// The golden outputs recorded for a switch, as a [`CycleModel`] (inputs ignored).
struct Recorded {
    outputs: Vec<PortSpec>,
    rows: HexRows<std::io::BufReader<File>>,
    short: bool,
}

impl CycleModel for Recorded {
    fn input_ports(&self) -> Vec<PortSpec> {
        vec![]
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.outputs.clone()
    }
    fn step(&mut self, _inputs: &[u64]) -> Vec<u64> {
        match self.rows.next() {
            Some(r) if r.len() == self.outputs.len() => r,
            _ => {
                self.short = true;
                vec![0; self.outputs.len()]
            }
        }
    }
}

/// A copy of `from` with one value changed.
fn corrupt_copy(from: &Path, to: &Path, c: &Corruption) -> Result<(), String> {
    let mut w = BufWriter::new(File::create(to).map_err(|e| e.to_string())?);
    let mut rows = HexRows::open(from)?;
    let mut done = false;
    for (t, mut r) in (&mut rows).enumerate() {
        if t as u64 == c.cycle {
            let v = r.get_mut(c.port).ok_or("corruption: no such input port")?;
            *v ^= c.xor;
            done = true;
        }
        write_row(&mut w, &r).map_err(|e| e.to_string())?;
    }
    if let Some(e) = rows.error {
        return Err(e);
    }
    if !done {
        return Err(format!("corruption: cycle {} was not recorded", c.cycle));
    }
    w.flush().map_err(|e| e.to_string())
}

/// One switch: (values compared, eval seconds) or its first mismatch.
fn replay_switch(
    rec: &Recording,
    s: usize,
    model: &VerilatorModel,
    stim: &Path,
) -> Result<(u64, f64), ReplayError> {
    let fail = |e: String| ReplayError::Failed(format!("switch {s}: {e}"));
    let mut inputs = HexRows::open(stim).map_err(fail)?;
    let mut golden = Recorded {
        outputs: rec.params[s].outputs(),
        rows: HexRows::open(&rec.golden(s)).map_err(fail)?,
        short: false,
    };
    let mut vl = model.stream(stim).map_err(fail)?;
    let r = lockstep(
        &mut golden,
        &mut [Engine {
            name: "Verilator".into(),
            model: &mut vl,
        }],
        &mut inputs,
        |_, _, _| {},
    );
    if let Some(e) = vl.error() {
        return Err(fail(e));
    }
    if let Some(e) = inputs.error.take().or(golden.rows.error.take()) {
        return Err(fail(e));
    }
    if golden.short {
        return Err(fail(
            "the golden recording is shorter than the stimulus".into(),
        ));
    }
    match r {
        Ok(a) => {
            if a.cycles != rec.cycles {
                return Err(fail(format!(
                    "{} cycles replayed, {} recorded",
                    a.cycles, rec.cycles
                )));
            }
            let eval = vl.finish().map_err(fail)?.unwrap_or(0.0);
            Ok((a.values_compared, eval))
        }
        Err(m) => {
            let _ = vl.finish();
            Err(ReplayError::Mismatch(NetMismatch {
                cycle: m.cycle,
                switch: s,
                level: rec.stats[s].level,
                port: m.port,
                golden: m.expected,
                verilator: m.actual,
            }))
        }
    }
}

/// Replay every switch of `rec` on its Verilator model (from `models`, which must hold
/// every switch's parameters, or the substitutes' of `opts`) and compare every output of
/// every cycle. Fails with the earliest mismatch over all switches.
pub fn replay(
    rec: &Recording,
    models: &Models,
    opts: &ReplayOptions,
) -> Result<ReplayStats, ReplayError> {
    let t0 = Instant::now();
    let n = rec.params.len();
    let mut jobs = vec![];
    for s in 0..n {
        let src = opts
            .substitute
            .iter()
            .find(|(a, _)| *a == s)
            .map(|&(_, b)| b)
            .unwrap_or(s);
        let p = rec
            .params
            .get(src)
            .ok_or_else(|| ReplayError::Failed(format!("substitute: no switch {src}")))?;
        if models.model(p).is_none() {
            return Err(ReplayError::Failed(format!(
                "no Verilator model built for switch {src}"
            )));
        }
        let stim = match &opts.corrupt {
            Some(c) if c.switch == s => {
                let p = rec.dir.join(format!("switch{s}.corrupt.hex"));
                corrupt_copy(&rec.stimulus(s), &p, c).map_err(ReplayError::Failed)?;
                p
            }
            _ => rec.stimulus(s),
        };
        jobs.push((s, p, stim));
    }
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Result<(u64, f64), ReplayError>)>> = Mutex::new(vec![]);
    let threads = opts.threads.unwrap_or(2).clamp(1, n.max(1));
    std::thread::scope(|sc| {
        for _ in 0..threads {
            sc.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((s, p, stim)) = jobs.get(i) else {
                    break;
                };
                let m = models.model(p).expect("checked above");
                let r = replay_switch(rec, *s, &m, stim);
                results.lock().unwrap().push((*s, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(s, _)| *s);
    let mut st = ReplayStats::default();
    let mut first: Option<NetMismatch> = None;
    for (_, r) in results {
        match r {
            Ok((v, e)) => {
                st.values_compared += v;
                st.eval_seconds += e;
            }
            Err(ReplayError::Mismatch(m)) => {
                if first.as_ref().is_none_or(|f| m.cycle < f.cycle) {
                    first = Some(m);
                }
            }
            Err(e) => return Err(e),
        }
    }
    if let Some(m) = first {
        return Err(ReplayError::Mismatch(m));
    }
    st.seconds = t0.elapsed().as_secs_f64();
    Ok(st)
}

/// What an RTL-in-the-loop run established.
#[derive(Clone, Debug)]
pub struct Report {
    pub switch: SwitchKind,
    pub nodes: usize,
    pub k: usize,
    pub load: f64,
    pub seed: u64,
    /// Network cycles run; every switch was compared at every one of them.
    pub cycles: u64,
    pub switches: usize,
    /// Distinct Verilog builds (switches with equal parameters share one), and how many of
    /// them were built in this run (the others came from the cache).
    pub rtl_builds: usize,
    pub rtl_built_now: usize,
    /// Output port values compared (switches x cycles x output ports).
    pub values_compared: u64,
    /// Flits and packets the switches delivered to the nodes; multicast packets among them.
    pub flits_delivered: u64,
    pub packets_delivered: u64,
    pub multicast_deliveries: u64,
    pub per_switch: Vec<SwitchStats>,
    /// The network study's result of the run.
    pub result: NetResult,
    /// Wall times: golden network with recording, Verilog emission, Verilator builds (the
    /// last two overlap the network run), replays with comparison, and the whole run.
    pub network_seconds: f64,
    pub emit_seconds: f64,
    pub build_seconds: f64,
    pub replay_seconds: f64,
    pub verilator_eval_seconds: f64,
    pub total_seconds: f64,
}

impl Report {
    fn new(rec: &Recording, models: &Models, st: &ReplayStats, total: f64) -> Report {
        let sum = |f: fn(&SwitchStats) -> u64| rec.stats.iter().map(f).sum::<u64>();
        Report {
            switch: rec.cfg.switch,
            nodes: rec.cfg.nodes,
            k: rec.cfg.k,
            load: rec.cfg.load,
            seed: rec.cfg.seed,
            cycles: rec.cycles,
            switches: rec.params.len(),
            rtl_builds: models.distinct,
            rtl_built_now: models.built_now,
            values_compared: st.values_compared,
            flits_delivered: sum(|s| s.node_flits),
            packets_delivered: sum(|s| s.node_packets),
            multicast_deliveries: sum(|s| s.node_multicast_packets),
            per_switch: rec.stats.clone(),
            result: rec.result.clone(),
            network_seconds: rec.seconds,
            emit_seconds: models.emit_seconds,
            build_seconds: models.build_seconds,
            replay_seconds: st.seconds,
            verilator_eval_seconds: st.eval_seconds,
            total_seconds: total,
        }
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = &self.result;
        writeln!(
            f,
            "RTL in the loop: {}-node fat tree of k = {} {:?} switches, {:?} traffic, load {}, seed {}",
            self.nodes, self.k, self.switch, self.result.config.traffic, self.load, self.seed
        )?;
        writeln!(
            f,
            "  {} switches x {} cycles: every output of every switch equal to its Verilator model ({} values compared; {} distinct Verilog builds)",
            self.switches, self.cycles, self.values_compared, self.rtl_builds
        )?;
        writeln!(
            f,
            "  delivered to nodes: {} flits, {} packets ({} multicast copies); offered {:.3}, accepted {:.3} flits/node/cycle; {} of {} measured messages completed{}",
            self.flits_delivered,
            self.packets_delivered,
            self.multicast_deliveries,
            r.offered,
            r.accepted,
            r.completed,
            r.messages,
            if r.deadlock { "; DEADLOCK" } else if r.saturated { "; saturated" } else { "" }
        )?;
        writeln!(
            f,
            "  latency (last destination): {:.1} cycles (unicast {:.1}, multicast {:.1})",
            r.latency_last, r.latency_unicast, r.latency_multicast
        )?;
        for (s, st) in self.per_switch.iter().enumerate() {
            writeln!(
                f,
                "  switch {s} (level {}): {} flits in, {} out, {} heads out ({} multicast), {} flits to nodes",
                st.level, st.flits_in, st.flits_out, st.heads_out, st.multicast_heads_out, st.node_flits
            )?;
        }
        write!(
            f,
            "  wall time: network + recording {:.1} s, Verilog emission {:.1} s, Verilator builds {:.1} s ({} of {} built, the rest cached; overlapping the network run), replay + compare {:.1} s (eval {:.1} s), total {:.1} s",
            self.network_seconds,
            self.emit_seconds,
            self.build_seconds,
            self.rtl_built_now,
            self.rtl_builds,
            self.replay_seconds,
            self.verilator_eval_seconds,
            self.total_seconds
        )
    }
}

/// The RTL's limits beyond [`NetConfig::validate`]: the switch instances that exist (k, W and
/// bit-string flits; see [`crate::with_switch!`] and [`input_buffered::rtl_validate`]).
pub fn check_rtl(cfg: &NetConfig) -> Result<(), String> {
    cfg.validate()?;
    let b = cfg.bitstring_flits();
    let ok = match cfg.switch {
        SwitchKind::Cb | SwitchKind::Unicast => {
            matches!((cfg.w, b), (16, 1 | 2 | 4) | (32, 1 | 2))
        }
        SwitchKind::Ib => matches!((cfg.w, b), (16, 1 | 4) | (32, 1 | 2)),
    };
    if !ok {
        return Err(format!(
            "invalid value nodes={}: the {:?} switch RTL exists for {} bit-string flits at w={} ({})",
            cfg.nodes,
            cfg.switch,
            b,
            cfg.w,
            if cfg.switch == SwitchKind::Ib {
                "N <= 16 or 49..=64 at W = 16, N <= 64 at W = 32"
            } else {
                "N <= 64 at W = 16 or 32"
            }
        ));
    }
    let (params, _) = switch_params(cfg)?;
    for p in &params {
        if let SwitchParams::Ib(p) = p {
            wormcast_ip::input_buffered::rtl_validate(p)?;
        }
    }
    Ok(())
}

/// RTL in the loop: run the network `cfg` on the golden models recording every switch,
/// emit and build every switch's Verilog with Verilator (in a second thread, during the
/// network run), replay each switch and compare every output of every cycle. `progress(phase,
/// done, total)` reports the network run ("network", cycles) and the phases ("build",
/// "replay"). The error names the first differing cycle, switch, port and both values (the
/// recording is then kept and its directory named).
pub fn rtl_in_the_loop(
    cfg: &NetConfig,
    progress: &mut dyn FnMut(&str, u64, u64),
) -> Result<Report, String> {
    let t0 = Instant::now();
    check_rtl(cfg)?;
    let (params, _) = switch_params(cfg)?;
    let (rec, models) = std::thread::scope(|sc| {
        let builder = crate::threads::spawn_scoped(sc, || Models::build(&params));
        let rec = record(cfg, None, &mut |d, t| progress("network", d, t));
        progress("build", 0, 1);
        let models = builder
            .join()
            .unwrap_or_else(|_| Err("the Verilator build thread panicked".into()));
        (rec, models)
    });
    let mut rec = rec?;
    let models = models?;
    progress("replay", 0, rec.params.len() as u64);
    match replay(&rec, &models, &ReplayOptions::default()) {
        Ok(st) => Ok(Report::new(&rec, &models, &st, t0.elapsed().as_secs_f64())),
        Err(e) => {
            rec.keep = true;
            Err(format!("{e} (recording kept in {})", rec.dir.display()))
        }
    }
}
