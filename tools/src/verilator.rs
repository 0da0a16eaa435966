//! The Verilator harness: a generated C++ main reads one line of hex input values per cycle
//! from a stimulus file and writes one line of hex output values per cycle, with the same
//! cycle convention as [`crate::hdl`] (inputs, clock low, eval, sample, clock high, eval).
//! Builds are cached under `target/verilator/<top>-<hash>` keyed by the Verilog (its comment
//! lines left out) and harness.

use crate::run::require;
use std::collections::hash_map::DefaultHasher;
use std::fmt::Write as _;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use wormcast_model::{CycleModel, PortSpec};

/// Warnings that rust-hdl's Verilog always produces and that do not affect behaviour
/// (see `wormcast lint` for the counted list).
pub const BUILD_WAIVERS: &[&str] = &["-Wno-fatal", "-Wno-WIDTH", "-Wno-UNOPTFLAT", "-Wno-lint"];

/// A built Verilator model of one top module.
pub struct VerilatorModel {
    pub exe: PathBuf,
    pub inputs: Vec<PortSpec>,
    pub outputs: Vec<PortSpec>,
    /// Seconds spent in the model's eval() during the last run (without file I/O).
    pub eval_seconds: std::cell::Cell<Option<f64>>,
}

/// Directory for build artefacts: `<workspace>/target/verilator`.
pub fn cache_root() -> PathBuf {
    if let Ok(d) = std::env::var("CARGO_TARGET_DIR") {
        return PathBuf::from(d).join("verilator");
    }
    if let Ok(exe) = std::env::current_exe() {
        for a in exe.ancestors() {
            if a.file_name().map(|n| n == "target").unwrap_or(false) {
                return a.join("verilator");
            }
        }
    }
    PathBuf::from("target/verilator")
}

fn harness_cpp(top: &str, inputs: &[PortSpec], outputs: &[PortSpec]) -> String {
    let mut s = String::new();
    let ni = inputs.len();
    let no = outputs.len();
    writeln!(
        s,
        "#include \"V{top}.h\"\n#include \"verilated.h\"\n#include <chrono>\n#include <cstdio>\n#include <cstring>"
    )
    .unwrap();
    writeln!(s, "int main(int argc, char** argv) {{").unwrap();
    writeln!(s, "  VerilatedContext* ctx = new VerilatedContext;").unwrap();
    writeln!(s, "  V{top}* t = new V{top}{{ctx}};").unwrap();
    writeln!(
        s,
        "  if (argc < 3) {{ fprintf(stderr, \"usage: sim STIM OUT [bin]\\n\"); return 2; }}"
    )
    .unwrap();
    // Binary mode (third argument `bin`): each cycle is the input values as native u64
    // (little-endian) in, the output values as u64 out; no text formatting or parsing.
    writeln!(s, "  bool bin = argc > 3 && strcmp(argv[3], \"bin\") == 0;").unwrap();
    writeln!(
        s,
        "  FILE* in = fopen(argv[1], bin ? \"rb\" : \"r\"); FILE* out = fopen(argv[2], bin ? \"wb\" : \"w\");"
    )
    .unwrap();
    writeln!(s, "  if (!in || !out) {{ perror(\"open\"); return 2; }}").unwrap();
    writeln!(
        s,
        "  static char ibuf[1 << 16], obuf[1 << 16]; setvbuf(in, ibuf, _IOFBF, sizeof ibuf); setvbuf(out, obuf, _IOFBF, sizeof obuf);"
    )
    .unwrap();
    writeln!(s, "  unsigned long long v[{}];", ni.max(1)).unwrap();
    writeln!(s, "  unsigned long long o[{}];", no.max(1)).unwrap();
    writeln!(s, "  t->clock = 0; t->eval();").unwrap();
    // The time spent in eval() alone is reported on stderr, so that benchmarks can separate
    // the simulator's speed from the stimulus and response file I/O.
    writeln!(s, "  double evals = 0;").unwrap();
    writeln!(s, "  for (;;) {{").unwrap();
    writeln!(
        s,
        "    if (bin) {{ if (fread(v, 8, {ni}, in) != {ni}) goto done; }}\n    else for (int i = 0; i < {ni}; i++) if (fscanf(in, \"%llx\", &v[i]) != 1) goto done;"
    )
    .unwrap();
    for (i, p) in inputs.iter().enumerate() {
        writeln!(s, "    t->{} = v[{i}];", p.name).unwrap();
    }
    writeln!(s, "    auto t0 = std::chrono::steady_clock::now();").unwrap();
    writeln!(s, "    t->clock = 0; t->eval();").unwrap();
    writeln!(s, "    evals += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();").unwrap();
    for (i, p) in outputs.iter().enumerate() {
        writeln!(s, "    o[{i}] = (unsigned long long)t->{};", p.name).unwrap();
    }
    let fmt: Vec<&str> = outputs.iter().map(|_| "%llx").collect();
    let args: Vec<String> = (0..no).map(|i| format!("o[{i}]")).collect();
    writeln!(
        s,
        "    if (bin) fwrite(o, 8, {no}, out);\n    else fprintf(out, \"{}\\n\", {});",
        fmt.join(" "),
        args.join(", ")
    )
    .unwrap();
    writeln!(s, "    t0 = std::chrono::steady_clock::now();").unwrap();
    writeln!(s, "    t->clock = 1; t->eval();").unwrap();
    writeln!(
        s,
        "    evals += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();"
    )
    .unwrap();
    writeln!(
        s,
        "  }}\ndone:\n  fprintf(stderr, \"eval_seconds %.9f\\n\", evals);\n  t->final(); fclose(out); delete t; return 0;\n}}"
    )
    .unwrap();
    s
}

/// How a model is compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opt {
    /// Quick to build (Verilator `-O1`, the C++ unoptimised: `-O0` for the model's fast and
    /// slow parts): the checks of the test suite, which build many models and run each
    /// briefly. On the 1.9 MB n = 5 wormhole banyan network, C++ `-O0` builds in a tenth of
    /// the time of `-O1` (69 s against 659 s on the loaded 2-core machine) and simulates at
    /// half the speed (20,000 cycles in 0.78 s against 0.39 s), the same outputs bit for bit.
    /// The model's C++ files and its harness are compiled as one unit that reads a
    /// precompiled `verilated.h`, and linked against a runtime library built once
    /// ([`crate::verilator_unit`]): at -O0 the header was most of a small model's compile
    /// (k = 8 central buffer: 12 files, 23.6 s of g++ against 6.4 s as one unit, 2026-12-01).
    /// A model that needs more than that build gives runs Verilator's makefile with the
    /// same flags (`VM_PARALLEL_BUILDS=0`: one `__ALL.cpp`).
    Quick,
    /// Fast to simulate (Verilator's full optimisation, C++ `-O2` everywhere, `--x-assign
    /// fast --x-initial fast`): the soak and `wormcast bench`. On the k = 8 central buffer
    /// about 15-20% more cycles/s for about twice the build time (docs/results/soak.md).
    /// The x options only choose the values of X (never read: every register is reset or
    /// initialised by rust-hdl's `initial` blocks), and the soak compares every output with
    /// the golden model anyway.
    Fast,
}

impl Opt {
    /// The arguments of Verilator's front end alone (no `-CFLAGS`/`-MAKEFLAGS`): what the
    /// one-unit build of [`crate::verilator_unit`] passes to `verilator --cc`.
    fn front_args(self) -> Vec<&'static str> {
        let mut front = vec![];
        let mut a = self.args().iter();
        while let Some(&x) = a.next() {
            if x == "-CFLAGS" || x == "-MAKEFLAGS" {
                a.next();
            } else {
                front.push(x);
            }
        }
        front
    }

    fn args(self) -> &'static [&'static str] {
        match self {
            Opt::Quick => &[
                "-O1",
                "-CFLAGS",
                "-O0",
                "-MAKEFLAGS",
                "OPT_FAST=-O0",
                "-MAKEFLAGS",
                "OPT_SLOW=-O0",
                "-MAKEFLAGS",
                "VM_PARALLEL_BUILDS=0",
            ],
            Opt::Fast => &[
                "-CFLAGS",
                "-O2",
                "-MAKEFLAGS",
                "OPT_FAST=-O2",
                "--x-assign",
                "fast",
                "--x-initial",
                "fast",
            ],
        }
    }
}

/// Whether `line` is a whole-line `//` comment that cannot change a Verilator build (not a
/// `verilator`, `synopsys` or `synthesis` metacomment).
fn is_plain_comment(line: &str) -> bool {
    let Some(text) = line.trim_start().strip_prefix("//") else {
        return false;
    };
    let t = text.trim_start().to_ascii_lowercase();
    !["verilator", "synopsys", "synthesis"]
        .iter()
        .any(|m| t.starts_with(m))
}

/// Build (or reuse) the Verilator model of `top` in `verilog` ([`Opt::Quick`]).
pub fn build(
    verilog: &str,
    top: &str,
    inputs: &[PortSpec],
    outputs: &[PortSpec],
) -> Result<VerilatorModel, String> {
    build_with(verilog, top, inputs, outputs, Opt::Quick)
}

/// Build (or reuse) the Verilator model of `top` in `verilog`, compiled as `opt` says, or
/// as [`Opt::Quick`] when the environment has `WORMCAST_VERILATOR_OPT=quick`: the test suite
/// runs the documented `bench` commands that way (gen/tests/documented_commands.rs), since a
/// model's outputs are the same bit for bit at either level and only its build time and
/// speed differ (an -O2 build of a k = 8 input-buffered switch took 76 s of the suite).
pub fn build_with(
    verilog: &str,
    top: &str,
    inputs: &[PortSpec],
    outputs: &[PortSpec],
    opt: Opt,
) -> Result<VerilatorModel, String> {
    require("verilator")?;
    let opt = match std::env::var("WORMCAST_VERILATOR_OPT").as_deref() {
        Ok("quick") => Opt::Quick,
        _ => opt,
    };
    let cpp = harness_cpp(top, inputs, outputs);
    let mut h = DefaultHasher::new();
    // Keyed by the Verilog without its comment lines (metacomments such as `// verilator
    // public` kept): `wormcast gen`'s text, with its port contract, and the bare rust-hdl
    // text of the same block are one model. In a cold run of the suite the k = 8 CB was built
    // twice for that alone (11.6 and 16.3 s), 2026-12-07.
    for line in verilog.lines().filter(|l| !is_plain_comment(l)) {
        line.hash(&mut h);
    }
    cpp.hash(&mut h);
    BUILD_WAIVERS.hash(&mut h);
    opt.args().hash(&mut h);
    let dir = cache_root().join(format!("{top}-{:016x}", h.finish()));
    let exe = dir.join("sim");
    if !exe.exists() {
        let tmp = cache_root().join(format!(
            "tmp-{top}-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
        std::fs::write(tmp.join("design.v"), verilog).map_err(|e| e.to_string())?;
        std::fs::write(tmp.join("main.cpp"), &cpp).map_err(|e| e.to_string())?;
        // The quick build compiles the model as one unit against a shared runtime
        // (crate::verilator_unit); the fast build, and a model that needs more than that
        // build gives, run Verilator's makefile.
        let front: Vec<&str> = opt
            .front_args()
            .into_iter()
            .chain(BUILD_WAIVERS.iter().copied())
            .collect();
        let built =
            opt == Opt::Quick && crate::verilator_unit::compile(&tmp, top, &front, &cache_root())?;
        if !built {
            make_build(&tmp, top, opt)?;
        }
        let _ = std::fs::remove_dir_all(tmp.join("obj"));
        if std::fs::rename(&tmp, &dir).is_err() {
            // Another process finished the same build first.
            let _ = std::fs::remove_dir_all(&tmp);
        }
    }
    Ok(VerilatorModel {
        exe,
        inputs: inputs.to_vec(),
        outputs: outputs.to_vec(),
        eval_seconds: std::cell::Cell::new(None),
    })
}

/// Build `dir/sim` with Verilator's makefile (`--build`).
fn make_build(dir: &Path, top: &str, opt: Opt) -> Result<(), String> {
    let mut cmd = Command::new("verilator");
    // ccache (installed by scripts/setup.sh) compiles Verilator's runtime library once
    // for every model of a run instead of once per model.
    if crate::run::on_path("ccache") {
        cmd.env("OBJCACHE", "ccache");
    }
    cmd.args(["--cc", "--exe", "--build", "-j", "2"])
        .args(opt.args())
        .args(BUILD_WAIVERS)
        .args(["--top-module", top, "-Mdir", "obj", "-o", "../sim"])
        .args(["design.v", "main.cpp"])
        .current_dir(dir);
    crate::run::checked(&mut cmd, &format!("verilator build of {top}")).map(|_| ())
}

impl VerilatorModel {
    /// Run the model on `stimulus` (one input vector per cycle); return one output vector per
    /// cycle. `work` is a directory for the stimulus and response files.
    pub fn run(&self, stimulus: &[Vec<u64>], work: &Path) -> Result<Vec<Vec<u64>>, String> {
        std::fs::create_dir_all(work).map_err(|e| e.to_string())?;
        let tag = format!("{}-{:?}", std::process::id(), std::thread::current().id());
        let sp = work.join(format!("stim-{tag}.bin"));
        let rp = work.join(format!("resp-{tag}.bin"));
        // Binary transfer (native u64 per value): no text formatting or parsing on either side.
        let ni = self.inputs.len();
        let mut s = Vec::with_capacity(stimulus.len() * ni * 8);
        for row in stimulus {
            if row.len() != ni {
                return Err(format!(
                    "stimulus row of {} values for {ni} inputs",
                    row.len()
                ));
            }
            for v in row {
                s.extend_from_slice(&v.to_le_bytes());
            }
        }
        std::fs::write(&sp, s).map_err(|e| e.to_string())?;
        let out = Command::new(&self.exe)
            .arg(&sp)
            .arg(&rp)
            .arg("bin")
            .output()
            .map_err(|e| format!("running {}: {e}", self.exe.display()))?;
        if !out.status.success() {
            return Err(format!("verilated model exited with {}", out.status));
        }
        let err = String::from_utf8_lossy(&out.stderr);
        self.eval_seconds.set(
            err.lines()
                .find_map(|l| l.strip_prefix("eval_seconds ")?.trim().parse().ok()),
        );
        let bytes = std::fs::read(&rp).map_err(|e| e.to_string())?;
        let _ = std::fs::remove_file(&sp);
        let _ = std::fs::remove_file(&rp);
        let no = self.outputs.len().max(1);
        let rows: Vec<Vec<u64>> = bytes
            .chunks_exact(8 * no)
            .map(|r| {
                r.chunks_exact(8)
                    .map(|x| u64::from_le_bytes(x.try_into().unwrap()))
                    .collect()
            })
            .collect();
        if rows.len() != stimulus.len() {
            return Err(format!(
                "verilated model returned {} cycles for {} of stimulus",
                rows.len(),
                stimulus.len()
            ));
        }
        Ok(rows)
    }
    /// Run and wrap the responses as a [`Replay`] for the lockstep engine.
    pub fn replay(&self, stimulus: &[Vec<u64>], work: &Path) -> Result<Replay, String> {
        Ok(Replay {
            inputs: self.inputs.clone(),
            outputs: self.outputs.clone(),
            responses: self.run(stimulus, work)?.into_iter(),
        })
    }
}

/// Rows of hex values, one row per line (the harness's stimulus and response format), read
/// lazily from any reader. A malformed line or a read error ends the rows and is kept in
/// [`HexRows::error`].
pub struct HexRows<R: std::io::BufRead> {
    reader: R,
    line: String,
    /// Rows read so far.
    pub rows: u64,
    /// The first read or parse error (the iteration stopped there).
    pub error: Option<String>,
}

impl<R: std::io::BufRead> HexRows<R> {
    pub fn new(reader: R) -> Self {
        HexRows {
            reader,
            line: String::new(),
            rows: 0,
            error: None,
        }
    }
}

impl HexRows<std::io::BufReader<std::fs::File>> {
    /// The rows of a file.
    pub fn open(path: &Path) -> Result<Self, String> {
        let f = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(HexRows::new(std::io::BufReader::with_capacity(1 << 16, f)))
    }
}

impl<R: std::io::BufRead> Iterator for HexRows<R> {
    type Item = Vec<u64>;
    fn next(&mut self) -> Option<Vec<u64>> {
        if self.error.is_some() {
            return None;
        }
        self.line.clear();
        match self.reader.read_line(&mut self.line) {
            Ok(0) => None,
            Ok(_) => {
                let r: Result<Vec<u64>, _> = self
                    .line
                    .split_whitespace()
                    .map(|x| u64::from_str_radix(x, 16))
                    .collect();
                match r {
                    Ok(v) => {
                        self.rows += 1;
                        Some(v)
                    }
                    Err(e) => {
                        self.error = Some(format!("row {}: {e}", self.rows));
                        None
                    }
                }
            }
            Err(e) => {
                self.error = Some(format!("row {}: {e}", self.rows));
                None
            }
        }
    }
}

/// A running Verilator model fed from a stimulus file, its responses read from a pipe as a
/// [`CycleModel`](wormcast_model::CycleModel) one cycle per `step` (the inputs given to `step`
/// are ignored: they are in the file). Nothing is held in memory, so a run may be as long as
/// the file. If the simulator's output ends early or is malformed, `step` returns zeros and
/// [`VerilatorStream::error`] says why: check it before believing a mismatch.
pub struct VerilatorStream {
    child: std::process::Child,
    rows: HexRows<std::io::BufReader<std::process::ChildStdout>>,
    inputs: Vec<PortSpec>,
    outputs: Vec<PortSpec>,
    short: Option<String>,
}

impl VerilatorStream {
    /// The first error (output ended early, malformed output).
    pub fn error(&self) -> Option<String> {
        self.short.clone().or_else(|| self.rows.error.clone())
    }
    /// End the run: when every response has been read, wait for the simulator and return the
    /// seconds it spent in eval() (if it reported them); when responses are left (the caller
    /// stopped at a mismatch), kill it and return `None`.
    pub fn finish(mut self) -> Result<Option<f64>, String> {
        use std::io::Read;
        if self.rows.next().is_some() {
            let _ = self.child.kill();
            let _ = self.child.wait();
            return Ok(None);
        }
        let status = self.child.wait().map_err(|e| e.to_string())?;
        let mut err = String::new();
        if let Some(mut e) = self.child.stderr.take() {
            let _ = e.read_to_string(&mut err);
        }
        if !status.success() {
            return Err(format!("verilated model exited with {status}: {err}"));
        }
        Ok(err
            .lines()
            .find_map(|l| l.strip_prefix("eval_seconds ")?.trim().parse().ok()))
    }
}

impl Drop for VerilatorStream {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

impl wormcast_model::CycleModel for VerilatorStream {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.inputs.clone()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.outputs.clone()
    }
    fn step(&mut self, _inputs: &[u64]) -> Vec<u64> {
        match self.rows.next() {
            Some(r) if r.len() == self.outputs.len() => r,
            Some(r) => {
                if self.short.is_none() {
                    self.short = Some(format!(
                        "row {}: {} values for {} outputs",
                        self.rows.rows,
                        r.len(),
                        self.outputs.len()
                    ));
                }
                vec![0; self.outputs.len()]
            }
            None => {
                if self.short.is_none() {
                    self.short = Some(format!(
                        "the verilated model's output ended after {} cycles",
                        self.rows.rows
                    ));
                }
                vec![0; self.outputs.len()]
            }
        }
    }
}

impl VerilatorModel {
    /// Start the model on a stimulus file in the harness format (one line of hex input values
    /// per cycle, in the order of `inputs`), its responses streamed through a pipe.
    pub fn stream(&self, stimulus: &Path) -> Result<VerilatorStream, String> {
        let mut child = Command::new(&self.exe)
            .arg(stimulus)
            .arg("/dev/stdout")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .map_err(|e| format!("running {}: {e}", self.exe.display()))?;
        let out = child.stdout.take().expect("piped stdout");
        Ok(VerilatorStream {
            child,
            rows: HexRows::new(std::io::BufReader::with_capacity(1 << 16, out)),
            inputs: self.inputs.clone(),
            outputs: self.outputs.clone(),
            short: None,
        })
    }
}

/// A running Verilator model fed through pipes in the harness's binary mode: a writer thread
/// sends the whole stimulus to its stdin while [`CycleModel::step`] reads one cycle of
/// responses from its stdout. Neither the stimulus nor the responses touch the disk, and
/// only the stimulus is held in memory. If the simulator's output ends early, `step` returns
/// zeros and [`VerilatorPipe::error`] says why: check it before believing a mismatch.
pub struct VerilatorPipe {
    child: std::process::Child,
    out: std::io::BufReader<std::process::ChildStdout>,
    writer: Option<std::thread::JoinHandle<()>>,
    inputs: Vec<PortSpec>,
    outputs: Vec<PortSpec>,
    buf: Vec<u8>,
    rows: u64,
    short: Option<String>,
}

impl VerilatorModel {
    /// Start the model on `stimulus` (one row of input values per cycle, in the order of
    /// `inputs`) through pipes in binary mode; the responses are read cycle by cycle.
    pub fn pipe(&self, stimulus: std::sync::Arc<Vec<Vec<u64>>>) -> Result<VerilatorPipe, String> {
        use std::io::Write;
        use std::process::Stdio;
        let mut child = Command::new(&self.exe)
            .args(["/dev/stdin", "/dev/stdout", "bin"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("running {}: {e}", self.exe.display()))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let writer = std::thread::spawn(move || {
            let mut w = std::io::BufWriter::with_capacity(1 << 16, stdin);
            let mut row = Vec::new();
            for r in stimulus.iter() {
                row.clear();
                for v in r {
                    row.extend_from_slice(&v.to_le_bytes());
                }
                if w.write_all(&row).is_err() {
                    return; // the simulator stopped reading (killed at a mismatch)
                }
            }
            let _ = w.flush();
        });
        let out = child.stdout.take().expect("piped stdout");
        Ok(VerilatorPipe {
            child,
            out: std::io::BufReader::with_capacity(1 << 16, out),
            writer: Some(writer),
            inputs: self.inputs.clone(),
            outputs: self.outputs.clone(),
            buf: vec![0; 8 * self.outputs.len()],
            rows: 0,
            short: None,
        })
    }
}

impl VerilatorPipe {
    /// The first error (output ended early).
    pub fn error(&self) -> Option<String> {
        self.short.clone()
    }
    /// End the run: when every response has been read, wait for the simulator and return the
    /// seconds it spent in eval() (if it reported them); when responses are left (the caller
    /// stopped at a mismatch), kill it and return `None`.
    pub fn finish(mut self) -> Result<Option<f64>, String> {
        use std::io::Read;
        let mut one = [0u8; 1];
        if matches!(self.out.read(&mut one), Ok(n) if n > 0) {
            let _ = self.child.kill();
            let _ = self.child.wait();
            if let Some(w) = self.writer.take() {
                let _ = w.join();
            }
            return Ok(None);
        }
        if let Some(w) = self.writer.take() {
            let _ = w.join();
        }
        let status = self.child.wait().map_err(|e| e.to_string())?;
        let mut err = String::new();
        if let Some(mut e) = self.child.stderr.take() {
            let _ = e.read_to_string(&mut err);
        }
        if !status.success() {
            return Err(format!("verilated model exited with {status}: {err}"));
        }
        Ok(err
            .lines()
            .find_map(|l| l.strip_prefix("eval_seconds ")?.trim().parse().ok()))
    }
}

impl Drop for VerilatorPipe {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        if let Some(w) = self.writer.take() {
            let _ = w.join();
        }
    }
}

impl wormcast_model::CycleModel for VerilatorPipe {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.inputs.clone()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.outputs.clone()
    }
    fn step(&mut self, _inputs: &[u64]) -> Vec<u64> {
        use std::io::Read;
        if self.short.is_none() {
            match self.out.read_exact(&mut self.buf) {
                Ok(()) => {
                    self.rows += 1;
                    return self
                        .buf
                        .chunks_exact(8)
                        .map(|x| u64::from_le_bytes(x.try_into().unwrap()))
                        .collect();
                }
                Err(e) => {
                    self.short = Some(format!(
                        "the verilated model's output ended after {} cycles ({e})",
                        self.rows
                    ))
                }
            }
        }
        vec![0; self.outputs.len()]
    }
}

/// A recorded run replayed as a [`CycleModel`] (how a batch engine such as Verilator takes
/// part in a lockstep comparison).
pub struct Replay {
    pub inputs: Vec<PortSpec>,
    pub outputs: Vec<PortSpec>,
    pub responses: std::vec::IntoIter<Vec<u64>>,
}

impl CycleModel for Replay {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.inputs.clone()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.outputs.clone()
    }
    fn step(&mut self, _inputs: &[u64]) -> Vec<u64> {
        self.responses
            .next()
            .expect("replay: the recorded run is shorter than the stimulus")
    }
}

#[cfg(test)]
mod tests {
    use super::{is_plain_comment, Opt};

    #[test]
    fn the_front_end_arguments_leave_out_the_compiler_and_make_flags() {
        assert_eq!(Opt::Quick.front_args(), ["-O1"]);
        assert_eq!(
            Opt::Fast.front_args(),
            ["--x-assign", "fast", "--x-initial", "fast"]
        );
    }

    #[test]
    fn only_plain_comment_lines_leave_the_cache_key() {
        assert!(is_plain_comment("// Port contract:"));
        assert!(is_plain_comment("    //   clock: one clock"));
        assert!(is_plain_comment("//"));
        assert!(!is_plain_comment("    reg [3:0] q; // the count"));
        assert!(!is_plain_comment("// verilator lint_off WIDTH"));
        assert!(!is_plain_comment("  //Verilator public"));
        assert!(!is_plain_comment("// synopsys translate_off"));
        assert!(!is_plain_comment("// synthesis translate_on"));
        assert!(!is_plain_comment("module a(input b);"));
    }
}
