//! Compiling a verilated model as one unit against a shared runtime: the quick build of
//! [`crate::verilator::Opt::Quick`], which the test suite uses for every model it builds
//! (about 170 distinct models in a run from a clean clone).
//!
//! Verilator's own makefile (`--build`) compiles, for every model, its harness (`main.cpp`)
//! and its generated code (`__ALL.cpp`) as two units, each parsing `verilated.h` (about
//! 0.75 s of g++ at `-O0` apiece), and the runtime library (`verilated.cpp`,
//! `verilated_threads.cpp`: about 6 s, which ccache saves after the first model of a run).
//! Here:
//!
//! * the runtime library and a precompiled `verilated.h` are built once per set of flags
//!   and cached under `target/verilator/runtime-<hash>/` (built in a scratch directory and
//!   renamed into place, so concurrent test processes never see half of one);
//! * each model is Verilator's C++ (`verilator --cc`, no makefile run) and the harness,
//!   included in one file and compiled by one `g++` that reads the precompiled header and
//!   links the runtime objects.
//!
//! The C++ is the same code with the same flags as the makefile's (`-O0` for the model,
//! `-Os` for the runtime), so a model's outputs do not change. A model whose Verilator
//! output needs more than this (coverage, tracing, `--timing` coroutines, SystemC) is built
//! by the makefile instead: [`compile`] returns `Ok(false)` for it.

use crate::run::checked;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The g++ flags of Verilator 5's makefile for a model without tracing or coverage
/// (`verilated.mk`'s `CPPFLAGS`), the optimisation level left to the caller.
const CPPFLAGS: &[&str] = &[
    "-DVM_COVERAGE=0",
    "-DVM_SC=0",
    "-DVM_TRACE=0",
    "-DVM_TRACE_FST=0",
    "-DVM_TRACE_VCD=0",
    "-faligned-new",
    "-fcf-protection=none",
    "-Wno-bool-operation",
    "-Wno-sign-compare",
    "-Wno-uninitialized",
    "-Wno-unused-but-set-variable",
    "-Wno-unused-parameter",
    "-Wno-unused-variable",
    "-Wno-shadow",
];

/// The optimisation of the model's code and of the runtime library (the makefile's
/// `OPT_FAST`/`OPT_SLOW` and `OPT_GLOBAL`).
const MODEL_OPT: &str = "-O0";
const RUNTIME_OPT: &str = "-Os";

/// The header that is precompiled; the model's unit includes it first.
const PCH: &str = "vl_pch.h";

/// Verilator's include directory (`$VERILATOR_ROOT/include`) and its version line, asked
/// once per process (`verilator` is a Perl script: each call costs a start of Perl).
fn installation() -> Result<&'static (PathBuf, String), String> {
    static INSTALLED: std::sync::OnceLock<Result<(PathBuf, String), String>> =
        std::sync::OnceLock::new();
    INSTALLED
        .get_or_init(|| {
            let root = checked(
                Command::new("verilator").args(["--getenv", "VERILATOR_ROOT"]),
                "verilator --getenv VERILATOR_ROOT",
            )?;
            let root = String::from_utf8_lossy(&root.stdout).trim().to_string();
            if root.is_empty() {
                return Err("verilator --getenv VERILATOR_ROOT gave no directory".into());
            }
            let v = checked(
                Command::new("verilator").arg("--version"),
                "verilator --version",
            )?;
            Ok((
                PathBuf::from(root).join("include"),
                String::from_utf8_lossy(&v.stdout).trim().to_string(),
            ))
        })
        .as_ref()
        .map_err(Clone::clone)
}

fn includes(inc: &Path) -> Vec<String> {
    vec![
        format!("-I{}", inc.display()),
        format!("-I{}", inc.join("vltstd").display()),
    ]
}

fn gpp(args: &[String], dir: &Path) -> Result<(), String> {
    let mut cmd = Command::new("g++");
    cmd.args(args).current_dir(dir);
    checked(&mut cmd, &format!("g++ {}", args.join(" "))).map(|_| ())
}

/// The runtime directory for the runtime units `units` (from the model's `VM_GLOBAL_*`),
/// built when missing: one object per unit and the precompiled header.
fn runtime(cache: &Path, units: &[String]) -> Result<PathBuf, String> {
    let (inc, version) = installation()?;
    let mut h = DefaultHasher::new();
    // A new Verilator installs new headers: its version is part of the key.
    (inc, version, units, CPPFLAGS, MODEL_OPT, RUNTIME_OPT).hash(&mut h);
    let dir = cache.join(format!("runtime-{:016x}", h.finish()));
    if dir.join("done").exists() {
        return Ok(dir);
    }
    let tmp = cache.join(format!(
        "tmp-runtime-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    let base: Vec<String> = CPPFLAGS
        .iter()
        .map(|s| s.to_string())
        .chain(includes(inc))
        .collect();
    for u in units {
        let mut a = base.clone();
        a.extend([
            RUNTIME_OPT.into(),
            "-c".into(),
            "-o".into(),
            format!("{u}.o"),
            inc.join(format!("{u}.cpp")).display().to_string(),
        ]);
        gpp(&a, &tmp)?;
    }
    std::fs::write(tmp.join(PCH), "#include \"verilated.h\"\n").map_err(|e| e.to_string())?;
    let mut a = base;
    a.extend([
        MODEL_OPT.into(),
        "-x".into(),
        "c++-header".into(),
        "-o".into(),
        format!("{PCH}.gch"),
        PCH.into(),
    ]);
    gpp(&a, &tmp)?;
    std::fs::write(tmp.join("done"), "").map_err(|e| e.to_string())?;
    if std::fs::rename(&tmp, &dir).is_err() {
        // Another process built the same runtime first.
        let _ = std::fs::remove_dir_all(&tmp);
    }
    Ok(dir)
}

/// The parts of a model's `V<top>_classes.mk` that this build needs.
#[derive(Debug, Default, PartialEq)]
struct Classes {
    /// The model's units (`VM_CLASSES_*`, `VM_SUPPORT_*`).
    model: Vec<String>,
    /// The runtime's units (`VM_GLOBAL_*`).
    global: Vec<String>,
    /// Whether a feature is on that the makefile adds flags or units for.
    special: bool,
}

fn parse_classes(mk: &str) -> Classes {
    let mut c = Classes::default();
    let mut list: Option<bool> = None; // Some(true): model units, Some(false): runtime
    for line in mk.lines() {
        let l = line.trim();
        if l.starts_with('#') || l.is_empty() {
            list = None;
            continue;
        }
        if let Some((k, v)) = l.split_once(" = ") {
            list = None;
            let on = v.trim() != "0";
            if [
                "VM_SC",
                "VM_TIMING",
                "VM_COVERAGE",
                "VM_TRACE",
                "VM_TRACE_VCD",
                "VM_TRACE_FST",
            ]
            .contains(&k.trim())
                && on
            {
                c.special = true;
            }
            continue;
        }
        if let Some(k) = l.strip_suffix("+= \\") {
            let k = k.trim();
            list = if k.starts_with("VM_CLASSES_") || k.starts_with("VM_SUPPORT_") {
                Some(true)
            } else if k.starts_with("VM_GLOBAL_") {
                Some(false)
            } else {
                None
            };
            continue;
        }
        if let Some(model) = list {
            let name = l.trim_end_matches('\\').trim().to_string();
            if !name.is_empty() {
                if model {
                    c.model.push(name);
                } else {
                    c.global.push(name);
                }
            }
        }
    }
    c
}

/// Build `dir/sim` from `dir/design.v` and `dir/main.cpp` (top module `top`, Verilator
/// arguments `vl_args`); `Ok(false)` when the model needs the makefile's build.
pub fn compile(dir: &Path, top: &str, vl_args: &[&str], cache: &Path) -> Result<bool, String> {
    let mut cmd = Command::new("verilator");
    cmd.arg("--cc")
        .args(vl_args)
        .args(["--top-module", top, "-Mdir", "obj", "design.v"])
        .current_dir(dir);
    checked(&mut cmd, &format!("verilator of {top}"))?;
    let mk = std::fs::read_to_string(dir.join("obj").join(format!("V{top}_classes.mk")))
        .map_err(|e| format!("reading Verilator's class list of {top}: {e}"))?;
    let c = parse_classes(&mk);
    if c.special || c.model.is_empty() {
        return Ok(false);
    }
    let rt = runtime(cache, &c.global)?;
    let inc = &installation()?.0;
    let mut unit = String::new();
    for m in &c.model {
        unit.push_str(&format!("#include \"{m}.cpp\"\n"));
    }
    unit.push_str("#include \"../main.cpp\"\n");
    std::fs::write(dir.join("obj").join("unit.cpp"), unit).map_err(|e| e.to_string())?;
    let mut a: Vec<String> = vec![
        format!("-I{}", rt.display()),
        "-include".into(),
        PCH.into(),
        // A precompiled header that does not match is an error, not a slow build.
        "-Werror=invalid-pch".into(),
        "-I.".into(),
    ];
    a.extend(CPPFLAGS.iter().map(|s| s.to_string()));
    a.extend(includes(inc));
    a.extend([
        MODEL_OPT.into(),
        "-c".into(),
        "-o".into(),
        "unit.o".into(),
        "unit.cpp".into(),
    ]);
    gpp(&a, &dir.join("obj"))?;
    // Linked apart, as the makefile does: `-pthread` defines `_REENTRANT`, which the
    // precompiled header was not built with.
    let mut l: Vec<String> = vec!["unit.o".into()];
    l.extend(
        c.global
            .iter()
            .map(|g| rt.join(format!("{g}.o")).display().to_string()),
    );
    l.extend([
        "-pthread".into(),
        "-lpthread".into(),
        "-latomic".into(),
        "-o".into(),
        "../sim".into(),
    ]);
    gpp(&l, &dir.join("obj"))?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_class_list_gives_the_model_and_runtime_units_and_special_features() {
        let mk = "# comment\nVM_C11 = 1\nVM_TIMING = 0\nVM_TRACE = 0\n\nVM_CLASSES_FAST += \\\n\tVa \\\n\tVa___024root__DepSet_h0__0 \\\n\nVM_CLASSES_SLOW += \\\n\tVa___024root__Slow \\\n\nVM_SUPPORT_FAST += \\\n\nVM_SUPPORT_SLOW += \\\n\tVa__Syms \\\n\nVM_GLOBAL_FAST += \\\n\tverilated \\\n\tverilated_threads \\\n\nVM_GLOBAL_SLOW += \\\n\n";
        let c = parse_classes(mk);
        assert_eq!(
            c.model,
            [
                "Va",
                "Va___024root__DepSet_h0__0",
                "Va___024root__Slow",
                "Va__Syms"
            ]
        );
        assert_eq!(c.global, ["verilated", "verilated_threads"]);
        assert!(!c.special);
        assert!(parse_classes(&mk.replace("VM_TRACE = 0", "VM_TRACE = 1")).special);
        assert!(parse_classes(&mk.replace("VM_TIMING = 0", "VM_TIMING = 1")).special);
    }

    /// A small design with memory, arithmetic and a wide output, built both ways: the one
    /// unit of this module and Verilator's makefile give the same outputs on every cycle.
    #[test]
    fn the_one_unit_build_runs_as_the_makefile_build_does() {
        use crate::verilator::{build_with, Opt};
        use wormcast_model::PortSpec;
        let v = "module unit_probe(input clock, input [7:0] a, input en, output [63:0] y, output [3:0] n);\n\
                 reg [63:0] acc = 0; reg [3:0] c = 0; reg [7:0] m [0:15];\n\
                 always @(posedge clock) begin if (en) begin m[c] <= a; c <= c + 1; end\n\
                 acc <= {acc[55:0], m[a[3:0]]} ^ (acc * 64'd3); end\n\
                 assign y = acc; assign n = c;\nendmodule\n";
        let ins = [PortSpec::new("a", 8), PortSpec::new("en", 1)];
        let outs = [PortSpec::new("y", 64), PortSpec::new("n", 4)];
        let stim: Vec<Vec<u64>> = (0..200u64)
            .map(|i| vec![(i * 37 + 11) % 256, (i % 3 != 0) as u64])
            .collect();
        let work = std::env::temp_dir().join(format!("wormcast-unit-probe-{}", std::process::id()));
        let quick = build_with(v, "unit_probe", &ins, &outs, Opt::Quick).unwrap();
        let fast = build_with(v, "unit_probe", &ins, &outs, Opt::Fast).unwrap();
        let (q, f) = (
            quick.run(&stim, &work).unwrap(),
            fast.run(&stim, &work).unwrap(),
        );
        let _ = std::fs::remove_dir_all(&work);
        assert_eq!(q.len(), 200);
        for (cycle, (a, b)) in q.iter().zip(&f).enumerate() {
            assert_eq!(a, b, "cycle {cycle}: one unit {a:x?}, makefile {b:x?}");
        }
        assert!(q.iter().any(|r| r[0] != 0), "the accumulator never left 0");
        // The quick build left a runtime directory with its precompiled header.
        let root = crate::verilator::cache_root();
        let runtime = std::fs::read_dir(&root)
            .unwrap()
            .flatten()
            .find(|e| e.file_name().to_string_lossy().starts_with("runtime-"))
            .expect("no runtime directory under target/verilator");
        assert!(runtime.path().join(format!("{PCH}.gch")).exists());
    }
}
