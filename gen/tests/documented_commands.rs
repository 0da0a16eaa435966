//! Every documented command is a tested command: each command line of README.md's CLI block
//! and of the code blocks in `docs/results/*.md` (the regenerate lines) runs here through the
//! built binary, in a short form, with the threads a user gets (no `RUST_MIN_STACK` from the
//! environment). The lines are read from the documents themselves, so a new line is covered
//! without editing this file. The short form is derived from the line by fixed rules
//! ([`short_form`]): optional `[...]` groups dropped, run lengths capped, outputs sent to a
//! scratch directory. The few lines too long even in short form are listed in [`TOO_LONG`]
//! with the reason, and every entry there must still match a documented line.
//!
//! A command fails the test when it exits non-zero, or is killed by a signal (a stack
//! overflow aborts with SIGABRT). Needs the tools the commands need (Verilator, Yosys):
//! fails without them.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Instant;

/// The short forms already run by this process (scratch paths written `<scratch>`): a line
/// documented on several pages, or two lines with the same short form, runs once per suite
/// run, and its result is reported by the page that ran it.
static RAN: Mutex<Option<HashSet<String>>> = Mutex::new(None);

/// Claims `args` for this page; false when another page's test has run or is running it.
/// Under `cargo test` the pages' tests are threads of one process ([`RAN`]); cargo-nextest
/// (scripts/test.sh) runs each in a process of its own, so there the claim is also a file
/// created exclusively in a directory of the run (`NEXTEST_RUN_ID`): before this, a line on
/// two pages ran twice in every CI run.
fn first_run(args: &[String], dir: &Path) -> bool {
    let key = args.join(" ").replace(dir.to_str().unwrap(), "<scratch>");
    if !RAN
        .lock()
        .unwrap()
        .get_or_insert_with(HashSet::new)
        .insert(key.clone())
    {
        return false;
    }
    match std::env::var("NEXTEST_RUN_ID") {
        Ok(run) => {
            let claims = std::env::temp_dir().join(format!("{CLAIMS_PREFIX}{run}"));
            if !claims.exists() {
                remove_stale_claims();
            }
            std::fs::create_dir_all(&claims).unwrap();
            let mut h = DefaultHasher::new();
            key.hash(&mut h);
            std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(claims.join(format!("{:016x}", h.finish())))
                .is_ok()
        }
        Err(_) => true,
    }
}

/// The claim directories of [`first_run`]: `<temp>/wormcast-doc-ran-<NEXTEST_RUN_ID>`.
const CLAIMS_PREFIX: &str = "wormcast-doc-ran-";

/// Removes the claim directories of earlier runs, those last changed over a day ago (a run
/// of the suite takes well under that, so none of them belongs to a run still going): a
/// run's first claim calls this, so the temporary directory keeps at most a day's runs.
fn remove_stale_claims() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    let day = std::time::Duration::from_secs(24 * 3600);
    for e in entries.flatten() {
        let stale = e.file_name().to_string_lossy().starts_with(CLAIMS_PREFIX)
            && e.metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|t| t.elapsed().is_ok_and(|age| age > day));
        if stale {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
}

/// Documented lines that are not run, even in short form: (a fragment of the line, why).
const TOO_LONG: &[(&str, &str)] = &[
    ("check all", "every block three ways at full length (about an hour); each block's check runs below and in the three-way tests"),
    ("--matrix", "the whole parameter matrix (hours); the suite's three-way tests run a covering set"),
    ("bench_vs_booksim.sh", "builds and runs BookSim2 beside wormcast for minutes"),
    ("scripts/test.sh", "the suite itself"),
    ("slurm_sweep.sh", "submits a job array to a Slurm scheduler"),
    ("--merge", "needs every point of `--plan` run first; gen/tests/net_cli.rs runs plan, points and merge"),
    ("-induction", "an unbounded proof (2 to 5 minutes at any depth); testbench/tests/formal.rs runs each through the same library call"),
    ("--framing-proof", "an unbounded proof (PDR); testbench/tests/formal.rs runs it"),
    ("--pdr-seconds", "an unbounded proof attempt bounded by its time limit; testbench/tests/formal.rs runs one"),
    ("--chunks 8 --depth 13", "the whole-wrapper bounded check of the k = 2 root (about a minute even at depth 4); testbench/tests/formal.rs's cb_k2_properties_hold_and_a_false_one_fails runs the same check deeper, to 8, and the line above runs `prove central-buffer` itself"),
    ("--reduce", "a 150-second proof budget by design"),
    ("--bmc-seconds", "a proof budget in seconds by design"),
    ("synth input-buffered", "places the IB on the HX8K (about 7 minutes for the three organisations, 2 to 3 for one); `synth banyan` runs the same flow, testbench/tests/eda.rs the switches' synthesis"),
    ("--target ecp5-85k", "places the k = 8 CB on the ECP5 (about 20 minutes); gen/tests/synth_cli.rs runs the ECP5 flow on a small banyan"),
    ("lfc_table1.toml", "about 6 minutes on 2 cores; lfc_fig4 runs the same study code"),
    ("lfc_fig6_all.toml", "100 s; lfc_fig6_single runs the same study code"),
    ("lfc_fig7.toml", "95 s; lfc_fig4 runs the same study code, gen/tests/lfc_cli.rs an FM/MC series"),
    ("lfc_fig8.toml", "about a minute; gen/tests/lfc_cli.rs runs an FM/MC all-to-all study"),
    ("lfc_fmmc_sensitivity_one.toml", "15 s; gen/tests/lfc_cli.rs runs an FM/MC study"),
    ("lfc_fmmc_sensitivity.toml", "20 s; gen/tests/lfc_cli.rs runs an FM/MC study"),
    ("banyan_fig6.toml", "49 s; banyan_fig5 runs the same study code"),
    ("banyan_fig7.toml", "50 s; banyan_fig5 runs the same study code"),
    ("--mode wormhole --n 6 --w 32 --cycles 20000", "the full six-stage three-way check (6 minutes); the other wormhole check lines run"),
    ("soak all --cycles", "a soak of 10^8 (README.md) or 5 x 10^7 cycles (soak.md), with any seed; gen/tests/soak_cli.rs runs this command, `soak all --jobs 2`, on a slice of 10^6 cycles with rust-hdl on the first 300 of each configuration and checks every configuration's row (in short form here it ran 2,000 cycles: the same code on less traffic, 34 CPU-s of CI)"),
];

/// The command lines of `file`'s fenced code blocks that run wormcast or a script
/// (continuation lines joined; `$ ` prompts and `target/release/` dropped); README.md: its
/// blocks from "Set up" to the CLI block. `scripts/demo.sh` stands for the wormcast lines of
/// the demo ([`demo_lines`]).
fn documented(root: &Path, file: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root.join(file)).unwrap();
    let text = if file == "README.md" {
        let at = text
            .find("## Set up")
            .expect("README.md has a Set up section");
        text[at..].to_string()
    } else {
        text
    };
    // README.md: the blocks up to the first one that closes after the CLI heading.
    let mut cli_seen = file != "README.md";
    let mut out = vec![];
    let mut inside = false;
    let mut pending = String::new();
    // A shell loop `for VAR in A B C; do ... done`: its command lines, once per value.
    let mut each: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("for ").and_then(|r| r.strip_suffix("; do")) {
            let mut w = rest.split_whitespace();
            let var = w.next().unwrap().to_string();
            assert_eq!(w.next(), Some("in"), "{file}: {t}");
            each = Some((var, w.map(String::from).collect()));
            continue;
        }
        if t == "done" {
            each = None;
            continue;
        }
        if t.starts_with("## The CLI") {
            cli_seen = true;
        }
        if line.trim_start().starts_with("```") {
            inside = !inside;
            if !inside && file == "README.md" && cli_seen {
                break;
            }
            continue;
        }
        if !inside {
            continue;
        }
        let l = line.trim();
        if let Some(cont) = l.strip_suffix('\\') {
            pending += cont;
            pending += " ";
            continue;
        }
        let full = format!("{pending}{l}");
        pending.clear();
        let full = full.strip_prefix("$ ").unwrap_or(&full).trim().to_string();
        let full = full
            .strip_prefix("target/release/")
            .unwrap_or(&full)
            .to_string();
        if full.starts_with("scripts/demo.sh") {
            out.extend(demo_lines(root));
            continue;
        }
        if full.starts_with("wormcast ") || full.starts_with("scripts/") {
            match &each {
                Some((var, values)) => {
                    for v in values {
                        out.push(full.replace(&format!("${var}"), v));
                    }
                }
                None => out.push(full),
            }
        }
    }
    out
}

/// The wormcast command lines of `scripts/demo.sh` (`$W ...`, with `$OUT` at its default):
/// the demo is documented as a whole, so its commands are tested one by one.
fn demo_lines(root: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(root.join("scripts/demo.sh")).unwrap();
    let lines: Vec<String> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("$W "))
        .map(|l| format!("wormcast {}", l.replace("\"$OUT\"", "out/demo")))
        .collect();
    assert!(lines.len() >= 4, "scripts/demo.sh runs wormcast: {lines:?}");
    lines
}

/// Split off a trailing `# comment` and a shell redirection, drop `[...]` optional groups.
fn words(line: &str) -> Vec<String> {
    let code = line.split(" #").next().unwrap();
    let code = code.split(" > ").next().unwrap();
    let mut out = vec![];
    let mut depth = 0;
    for w in code.split_whitespace() {
        let opens = w.starts_with('[') && !w.starts_with("[base");
        if opens {
            depth += 1;
        }
        if depth == 0 {
            out.push(w.to_string());
        }
        if opens || depth > 0 {
            depth -= w.matches(']').count().min(depth);
        }
    }
    out
}

/// The value after `flag`, if any.
fn value<'a>(args: &'a [String], flag: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == flag)
        .and_then(|i| args.get(i + 1))
        .map(|s| s.as_str())
}

fn set(args: &mut Vec<String>, flag: &str, v: &str) {
    match args.iter().position(|a| a == flag) {
        Some(i) if i + 1 < args.len() => args[i + 1] = v.to_string(),
        _ => {
            args.push(flag.to_string());
            args.push(v.to_string());
        }
    }
}

fn cap(args: &mut Vec<String>, flag: &str, max: u64) {
    if let Some(v) = value(args, flag).and_then(|v| v.parse::<u64>().ok()) {
        if v > max {
            set(args, flag, &max.to_string());
        }
    }
}

/// The short form of a documented command (its arguments after `wormcast`), run in `dir`:
/// outputs into `dir`, run lengths capped. The rules are by flag and command, not by line.
fn short_form(w: &[String], dir: &Path) -> Vec<String> {
    let mut a: Vec<String> = w[1..].to_vec();
    let cmd = a.first().cloned().unwrap_or_default();
    // Outputs into the scratch directory.
    for flag in ["--out", "-o"] {
        if value(&a, flag).is_some() {
            set(&mut a, flag, dir.join("out").to_str().unwrap());
        }
    }
    match cmd.as_str() {
        "soak" => {
            // gen/tests/soak_cli.rs runs the suite's long slice (a million cycles).
            cap(&mut a, "--cycles", 2_000);
            cap(&mut a, "--adversarial", 1);
            if value(&a, "--cycles").is_none() && value(&a, "--adversarial").is_none() {
                set(&mut a, "--cycles", "2000");
            }
            // rust-hdl on the first 300 cycles of each configuration (the default 2,000 are
            // about a minute of the k = 8 CB alone: rust-hdl runs it at about 35 cycles/s).
            cap(&mut a, "--hdl-cycles", 300);
            if value(&a, "--hdl-cycles").is_none() {
                set(&mut a, "--hdl-cycles", "300");
            }
            // The suite's Verilator build options: the models are shared with its other
            // checks (built once per run, not once per test).
            set(&mut a, "--build", "quick");
        }
        "check" | "sim" | "bench" => {
            let banyan = a.get(1).map(|b| b.as_str()) == Some("banyan");
            cap(&mut a, "--slots", 500);
            if cmd == "check" && banyan && value(&a, "--slots").is_none() {
                set(&mut a, "--slots", "500");
            }
            // bench: 1,000 cycles. sim: 100 cycles, a documented VCD window
            // (`--vcd-from 500 --vcd-to 600` on the pages) moved to end there with its
            // length: the run and its VCD are the same code at any length and window (the
            // k = 8 CB simulates at about 35 cycles/s in rust-hdl: the README's 500..600
            // window took 30.6 s, ending at 300 it took 9.5 s; `sim central-buffer --vcd`
            // 11.3 CPU-s at 300 cycles, 3.8 at 100, 2026-12-01), and
            // testbench/tests/waves.rs records the k = 8 CB's full VCD over 700 cycles.
            const SIM: u64 = 100;
            if cmd == "sim" {
                let num = |f: &str| value(&a, f).and_then(|v| v.parse::<u64>().ok());
                if let (Some(from), Some(to)) = (num("--vcd-from"), num("--vcd-to")) {
                    if to > SIM {
                        let len = to.saturating_sub(from).min(SIM);
                        set(&mut a, "--vcd-from", &(SIM - len).to_string());
                        set(&mut a, "--vcd-to", &SIM.to_string());
                    }
                }
            }
            // check: 300 cycles (its three-way comparison is the same code at any length;
            // the three-way tests run each block for 10,000 cycles and more, and the k = 8
            // CB's rust-hdl runs at about 35 cycles/s).
            let max = match value(&a, "--vcd-to").and_then(|v| v.parse::<u64>().ok()) {
                Some(to) if cmd == "sim" => to,
                _ if cmd == "sim" => SIM,
                _ if cmd == "check" => 300,
                _ => 1_000,
            };
            cap(&mut a, "--cycles", max);
            if value(&a, "--cycles").is_none() && !banyan {
                set(&mut a, "--cycles", &max.to_string());
            }
            // bench banyan: the smallest network (n = 2), as for `synth banyan`: the same
            // code at any n, but its Verilator model is built at -O2 (Opt::Fast), which at the
            // documented n = 5 alone took 2.5 minutes of the suite; `check banyan --n 5`
            // (README) runs the n = 5 network three ways, testbench/tests/banyan_three_way.rs
            // n = 2..5 on 10,000 slots.
            if cmd == "bench" && banyan {
                cap(&mut a, "--n", 2);
            }
        }
        "net-rtl" | "banyan-deadlock" => {
            // testbench/tests/net_rtl.rs runs the long replay.
            cap(&mut a, "--cycles", 500);
            if value(&a, "--cycles").is_none() {
                set(&mut a, "--cycles", "500");
            }
        }
        "synth" => {
            // The smallest banyan (n = 2): the same flow, a fraction of the place and route.
            if a.get(1).map(|b| b.as_str()) == Some("banyan") && value(&a, "--n").is_none() {
                set(&mut a, "--n", "2");
            }
        }
        "banyan-throughput" => {
            set(&mut a, "--slots", "2000");
        }
        "net" => {
            set(&mut a, "--warmup", "200");
            set(&mut a, "--cycles", "1000");
            set(&mut a, "--batches", "2");
        }
        "prove" => {
            // The shallowest depth the command accepts: 4, or a bounded-liveness check's
            // drain bound + 2.
            let floor = value(&a, "--drain-bound")
                .and_then(|v| v.parse::<u64>().ok())
                .map_or(4, |d| d + 2);
            cap(&mut a, "--depth", floor.max(4));
        }
        "bench-switch" => {
            for f in ["--quick", "--no-fpga"] {
                if !a.iter().any(|x| x == f) {
                    a.push(f.into());
                }
            }
            set(&mut a, "--k", "4");
            set(&mut a, "--nodes", "16");
        }
        "bench-net" => {
            if !a.iter().any(|x| x == "--quick") {
                a.push("--quick".into());
            }
        }
        "tpm-study" => {
            // The first operations of each point: the flit-level studies run every
            // operation on the mesh engine (minutes in full).
            set(&mut a, "--operations", "2");
        }
        "sweep" => {
            // One point of the sweep: its plan, then the first point's `net` command, short.
            if !a.iter().any(|x| x == "--plan") {
                a.push("--plan".into());
            }
        }
        _ => {}
    }
    a
}

fn run(args: &[String], dir: &Path) -> Result<String, String> {
    // Verilator models at the suite's build level (`Opt::Quick`), shared with its other
    // checks: the same outputs, half the build time of a bench's -O2 models.
    let o = Command::new(env!("CARGO_BIN_EXE_wormcast"))
        .env_remove("RUST_MIN_STACK")
        .env("WORMCAST_VERILATOR_OPT", "quick")
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run wormcast");
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    if o.status.success() {
        Ok(out)
    } else {
        let tail: String = err.lines().rev().take(8).collect::<Vec<_>>().join("\n");
        Err(format!("{} ({}): {tail}", o.status, args.join(" ")))
    }
}

/// A scratch directory holding what the documents name: `configs/`, `docs/results/` and
/// `drivers/` of the repository (linked), and the placeholder files of the examples.
fn scratch(root: &Path, tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("wormcast-doc-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(d.join("docs")).unwrap();
    std::os::unix::fs::symlink(root.join("configs"), d.join("configs")).unwrap();
    std::os::unix::fs::symlink(root.join("docs/results"), d.join("docs/results")).unwrap();
    std::fs::write(d.join("my_switch.toml"), "k = 4\nnodes = 16\n").unwrap();
    std::fs::write(d.join("point.toml"), "nodes = 16\nswitch = \"cb\"\n").unwrap();
    for f in ["fig.toml", "FIG.toml"] {
        std::fs::copy(root.join("configs/fig14.toml"), d.join(f)).unwrap();
    }
    d
}

fn run_documented(file: &str) {
    run_documented_part(file, 0, 1);
}

/// The documented commands of `file` whose index is `part` modulo `parts`: a long page's
/// lines split over tests that the runner runs side by side.
fn run_documented_part(file: &str, part: usize, parts: usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let lines = documented(root, file);
    assert!(!lines.is_empty(), "no commands found in {file}");
    let dir = scratch(root, &format!("{}-{part}", file.replace('/', "-")));
    let mut failures = vec![];
    let mut ran = 0;
    for line in lines.iter().skip(part).step_by(parts) {
        if let Some((_, why)) = TOO_LONG.iter().find(|(f, _)| line.contains(f)) {
            eprintln!("not run (too long: {why}): {line}");
            continue;
        }
        let w = words(line);
        if w[0].starts_with("scripts/") {
            // Only the listed scripts exist; any other is a documentation error.
            failures.push(format!("unlisted script line: {line}"));
            continue;
        }
        let args = short_form(&w, &dir);
        if !first_run(&args, &dir) {
            eprintln!("run for another page: {}", args.join(" "));
            continue;
        }
        let t = Instant::now();
        let r = run(&args, &dir).and_then(|out| {
            if args[0] != "sweep" {
                return Ok(out);
            }
            // The first point of the plan, short.
            let first = out
                .lines()
                .find(|l| l.contains(" net "))
                .ok_or_else(|| format!("sweep --plan printed no point: {out}"))?;
            let mut net: Vec<String> = first
                .split_whitespace()
                .skip_while(|x| *x != "net")
                .map(String::from)
                .collect();
            for (f, v) in [
                ("--warmup", "200"),
                ("--cycles", "1000"),
                ("--batches", "2"),
            ] {
                set(&mut net, f, v);
            }
            net.retain(|x| x != ">" && !x.ends_with(".json"));
            run(&net, &dir)
        });
        eprintln!("{:>6.1} s  {}", t.elapsed().as_secs_f64(), args.join(" "));
        ran += 1;
        if let Err(e) = r {
            failures.push(format!("{line}\n    {e}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        failures.is_empty(),
        "{} of {ran} documented commands of {file} (part {part} of {parts}) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The pages of `docs/results/` with command lines, each its own test (run in parallel).
const PAGES: &[&str] = &[
    "docs/results/README.md",
    "docs/results/banyan-study.md",
    "docs/results/banyan-wormhole.md",
    "docs/results/fat-tree-study.md",
    "docs/results/formal.md",
    "docs/results/lfc-study.md",
    "docs/results/mway-study.md",
    "docs/results/soak.md",
    "docs/results/tpm-study.md",
];

/// The README's lines in two halves (alternate lines): together about 3.5 minutes cold,
/// the suite's longest test when it was one.
#[test]
fn readme_cli_commands_run() {
    run_documented_part("README.md", 0, 2);
}

#[test]
fn readme_cli_commands_run_second_half() {
    run_documented_part("README.md", 1, 2);
}

#[test]
fn results_readme_commands_run() {
    run_documented("docs/results/README.md");
}

#[test]
fn results_banyan_study_commands_run() {
    run_documented("docs/results/banyan-study.md");
}

#[test]
fn results_banyan_wormhole_commands_run() {
    run_documented("docs/results/banyan-wormhole.md");
}

#[test]
fn results_fat_tree_study_commands_run() {
    run_documented("docs/results/fat-tree-study.md");
}

#[test]
fn results_formal_commands_run() {
    run_documented("docs/results/formal.md");
}

#[test]
fn results_lfc_study_commands_run() {
    run_documented("docs/results/lfc-study.md");
}

#[test]
fn results_mway_study_commands_run() {
    run_documented("docs/results/mway-study.md");
}

#[test]
fn results_soak_commands_run() {
    run_documented("docs/results/soak.md");
}

#[test]
fn results_tpm_study_commands_run() {
    run_documented("docs/results/tpm-study.md");
}

#[test]
fn every_results_page_with_commands_has_a_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    for f in std::fs::read_dir(root.join("docs/results")).unwrap() {
        let p = f.unwrap().path();
        if p.extension().is_some_and(|e| e == "md") {
            let name = format!("docs/results/{}", p.file_name().unwrap().to_str().unwrap());
            if !documented(root, &name).is_empty() {
                assert!(
                    PAGES.contains(&name.as_str()),
                    "{name} has commands but no test here"
                );
            }
        }
    }
}

#[test]
fn every_too_long_entry_names_a_documented_line() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut all = documented(root, "README.md");
    for f in std::fs::read_dir(root.join("docs/results")).unwrap() {
        let p = f.unwrap().path();
        if p.extension().is_some_and(|e| e == "md") {
            let name = format!("docs/results/{}", p.file_name().unwrap().to_str().unwrap());
            all.extend(documented(root, &name));
        }
    }
    for (frag, _) in TOO_LONG {
        assert!(
            all.iter().any(|l| l.contains(frag)),
            "TOO_LONG entry {frag:?} matches no documented command"
        );
    }
    // The rules themselves: optional groups dropped, comments and redirections cut.
    assert_eq!(
        words("wormcast synth banyan [--format json]   # a comment"),
        vec!["wormcast", "synth", "banyan"]
    );
    assert_eq!(
        words("wormcast sweep fig.toml --plan --out results > results/fig.plan"),
        vec!["wormcast", "sweep", "fig.toml", "--plan", "--out", "results"]
    );
}

/// A claim directory of an earlier run, last changed two days ago, is removed; one of a run
/// still going (changed now) is kept.
#[test]
fn stale_claim_directories_are_removed() {
    let tmp = std::env::temp_dir();
    let stale = tmp.join(format!("{CLAIMS_PREFIX}stale-test-{}", std::process::id()));
    let fresh = tmp.join(format!("{CLAIMS_PREFIX}fresh-test-{}", std::process::id()));
    for d in [&stale, &fresh] {
        std::fs::create_dir_all(d).unwrap();
    }
    let two_days_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(48 * 3600);
    std::fs::File::open(&stale)
        .unwrap()
        .set_modified(two_days_ago)
        .unwrap();
    remove_stale_claims();
    let (stale_left, fresh_left) = (stale.exists(), fresh.exists());
    let _ = std::fs::remove_dir_all(&fresh);
    let _ = std::fs::remove_dir_all(&stale);
    assert!(!stale_left, "{} was not removed", stale.display());
    assert!(fresh_left, "{} was removed", fresh.display());
}
