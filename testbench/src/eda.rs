//! Verilator lint and Yosys synthesis of emitted Verilog, with parsed figures.

use crate::tools::require;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

/// Verilator `--lint-only -Wall` result: errors and warnings counted by category.
#[derive(Clone, Debug, Default)]
pub struct LintReport {
    pub errors: usize,
    pub warnings: BTreeMap<String, usize>,
    pub first_error: Option<String>,
}

fn work_dir(tag: &str) -> Result<PathBuf, String> {
    let d = crate::verilator::cache_root().join("eda").join(format!(
        "{tag}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&d).map_err(|e| e.to_string())?;
    Ok(d)
}

/// Lint `verilog` with `top` as the top module.
pub fn lint(verilog: &str, top: &str) -> Result<LintReport, String> {
    require("verilator")?;
    let d = work_dir(top)?;
    let f = d.join(format!("{top}.v"));
    std::fs::write(&f, verilog).map_err(|e| e.to_string())?;
    let out = Command::new("verilator")
        .args(["--lint-only", "-Wall", "-Wno-fatal", "--top-module", top])
        .arg(&f)
        .output()
        .map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&d);
    let text = String::from_utf8_lossy(&out.stderr);
    let mut r = LintReport::default();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("%Warning-") {
            let cat = rest.split(':').next().unwrap_or("?").to_string();
            *r.warnings.entry(cat).or_default() += 1;
        } else if line.starts_with("%Error") {
            r.errors += 1;
            if r.first_error.is_none() {
                r.first_error = Some(line.to_string());
            }
        }
    }
    Ok(r)
}

/// Yosys figures: generic `synth` cells and `synth_ice40` LUT/FF/BRAM/carry counts.
#[derive(Clone, Debug, Default)]
pub struct SynthReport {
    /// Generic cells, each inferred memory counted as one cell.
    pub generic_cells: u64,
    /// Generic flip-flops (single-bit cells after techmap; memories excluded).
    pub generic_ffs: u64,
    /// Inferred memories (`$mem_v2` cells).
    pub generic_mems: u64,
    pub generic_by_type: BTreeMap<String, u64>,
    pub ice40_luts: u64,
    pub ice40_ffs: u64,
    pub ice40_brams: u64,
    pub ice40_carries: u64,
    pub ice40_by_type: BTreeMap<String, u64>,
}

/// Parse the last `stat` block of a Yosys log: (total cells, cells by type).
pub fn parse_stat(log: &str) -> (u64, BTreeMap<String, u64>) {
    let start = log.rfind("Number of cells:").unwrap_or(0);
    let mut total = 0;
    let mut by = BTreeMap::new();
    for (k, line) in log[start..].lines().enumerate() {
        let t = line.trim();
        if k == 0 {
            total = t
                .trim_start_matches("Number of cells:")
                .trim()
                .parse()
                .unwrap_or(0);
            continue;
        }
        let mut it = t.split_whitespace();
        match (it.next(), it.next(), it.next()) {
            (Some(name), Some(num), None) if name.starts_with('$') || name.starts_with("SB_") => {
                if let Ok(v) = num.parse() {
                    by.insert(name.to_string(), v);
                }
            }
            (None, _, _) if !by.is_empty() => break,
            _ => {}
        }
    }
    (total, by)
}

fn run_yosys(verilog_path: &std::path::Path, script: &str) -> Result<String, String> {
    let out = Command::new("yosys")
        .arg("-q")
        .arg("-p")
        .arg(script)
        .arg(verilog_path)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "yosys failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).to_string())
}

/// Yosys generic synthesis that keeps inferred memories as `$mem_v2` cells: the `synth`
/// script without its `memory_map` step (which would turn every RAM bit into a flip-flop and
/// bury the logic under the buffers), so the cell and flip-flop counts describe the logic.
pub const GENERIC_SYNTH: &str =
    "-run begin:fine; opt -fast -full; techmap; opt -fast; abc -fast; opt -fast";

/// Synthesise `verilog` (top `top`) with Yosys generic synthesis ([`GENERIC_SYNTH`]:
/// memories kept as one cell each) and `synth_ice40` (memories in `SB_RAM40_4K`).
pub fn synth(verilog: &str, top: &str) -> Result<SynthReport, String> {
    require("yosys")?;
    let d = work_dir(top)?;
    let f = d.join(format!("{top}.v"));
    std::fs::write(&f, verilog).map_err(|e| e.to_string())?;
    let g = run_yosys(
        &f,
        &format!("synth -flatten -top {top} {GENERIC_SYNTH}; tee -o /dev/stdout stat"),
    )?;
    let i = run_yosys(
        &f,
        &format!("synth_ice40 -top {top}; tee -o /dev/stdout stat"),
    )?;
    let _ = std::fs::remove_dir_all(&d);
    let (gc, gb) = parse_stat(&g);
    let (_, ib) = parse_stat(&i);
    let sum = |pred: &dyn Fn(&str) -> bool| -> u64 {
        ib.iter().filter(|(k, _)| pred(k)).map(|(_, v)| v).sum()
    };
    let gsum = |pred: &dyn Fn(&str) -> bool| -> u64 {
        gb.iter().filter(|(k, _)| pred(k)).map(|(_, v)| v).sum()
    };
    Ok(SynthReport {
        generic_ffs: gsum(&|k| k.contains("DFF") || k.contains("dff")),
        generic_mems: gsum(&|k| k.starts_with("$mem")),
        generic_cells: gc,
        generic_by_type: gb,
        ice40_luts: sum(&|k| k == "SB_LUT4"),
        ice40_ffs: sum(&|k| k.starts_with("SB_DFF")),
        ice40_brams: sum(&|k| k.starts_with("SB_RAM40")),
        ice40_carries: sum(&|k| k == "SB_CARRY"),
        ice40_by_type: ib,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_fmax() {
        let log = "Info: Max frequency for clock 'clock$SB_IO_IN_$glb_clk': 71.21 MHz (PASS at 12.00 MHz)\n\
                   Info: Max frequency for clock 'clock$SB_IO_IN_$glb_clk': 68.50 MHz (PASS at 12.00 MHz)\n";
        assert_eq!(super::parse_fmax(log), Some(68.5));
        assert_eq!(super::parse_fmax("nothing"), None);
    }
    #[test]
    fn parses_stat_block() {
        let log = "=== top ===\n\n   Number of wires: 5\n   Number of cells:                 12\n     $_AND_                          4\n     $_DFF_P_                        8\n\n";
        let (t, by) = super::parse_stat(log);
        assert_eq!(t, 12);
        assert_eq!(by["$_AND_"], 4);
        assert_eq!(by["$_DFF_P_"], 8);
    }
}

/// Verilog of a timing harness around `top` for place and route: every input comes from one
/// free-running LFSR register, every output is XOR-reduced into one registered pin, so the
/// design fits the package and nextpnr times the block's own register-to-register paths
/// (plus the harness's LFSR fan-out and XOR tree, which are shallow).
pub fn timing_harness(
    top: &str,
    inputs: &[wormcast_model::PortSpec],
    outputs: &[wormcast_model::PortSpec],
) -> String {
    let nin: usize = inputs.iter().map(|p| p.width).sum::<usize>().max(1);
    let n = nin.max(3);
    // Feedback from three taps: the period does not matter for timing, only that every bit
    // toggles.
    let mut s = format!(
        "module {top}_timing (input wire clock, output reg probe);\n    reg [{m}:0] lfsr = {n}'h1;\n    always @(posedge clock) lfsr <= {{lfsr[{m2}:0], lfsr[{m}] ^ lfsr[{m2}] ^ lfsr[{h}]}};\n",
        m = n - 1,
        m2 = n - 2,
        h = n / 2
    );
    let mut off = 0;
    let mut conns = vec![".clock(clock)".to_string()];
    for p in inputs {
        conns.push(format!(".{}(lfsr[{}:{}])", p.name, off + p.width - 1, off));
        off += p.width;
    }
    let mut xs = vec![];
    for p in outputs {
        s += &format!("    wire [{}:0] o_{};\n", p.width - 1, p.name);
        conns.push(format!(".{}(o_{})", p.name, p.name));
        xs.push(format!("^o_{}", p.name));
    }
    s += &format!("    {top} dut ({});\n", conns.join(", "));
    s += &format!(
        "    always @(posedge clock) probe <= {};\nendmodule\n",
        xs.join(" ^ ")
    );
    s
}

/// Place and route for iCE40 HX8K (`ct256`) with nextpnr-ice40; returns the maximum clock
/// frequency in MHz that nextpnr reports for the block inside [`timing_harness`].
pub fn ice40_fmax(
    verilog: &str,
    top: &str,
    inputs: &[wormcast_model::PortSpec],
    outputs: &[wormcast_model::PortSpec],
) -> Result<f64, String> {
    require("yosys")?;
    require("nextpnr-ice40")?;
    let d = work_dir(&format!("{top}-pnr"))?;
    let f = d.join(format!("{top}.v"));
    std::fs::write(
        &f,
        format!("{verilog}\n{}", timing_harness(top, inputs, outputs)),
    )
    .map_err(|e| e.to_string())?;
    let json = d.join("design.json");
    run_yosys(
        &f,
        &format!("synth_ice40 -top {top}_timing -json {}", json.display()),
    )?;
    let pcf = d.join("pins.pcf");
    std::fs::write(&pcf, crate::eda::ICE40_PCF).map_err(|e| e.to_string())?;
    let out = Command::new("nextpnr-ice40")
        .args([
            "--hx8k",
            "--package",
            "ct256",
            "--freq",
            "12",
            "--timing-allow-fail",
            "--seed",
            "1",
        ])
        .arg("--json")
        .arg(&json)
        .arg("--pcf")
        .arg(&pcf)
        .output()
        .map_err(|e| e.to_string())?;
    let log = String::from_utf8_lossy(&out.stderr).to_string();
    let _ = std::fs::remove_dir_all(&d);
    if !out.status.success() {
        return Err(format!(
            "nextpnr-ice40 failed:\n{}",
            &log[log.len().saturating_sub(2000)..]
        ));
    }
    parse_fmax(&log).ok_or_else(|| "no 'Max frequency' line in the nextpnr log".to_string())
}

/// The pin constraints of the timing harness (constraints/ice40_hx8k_ct256_timing.pcf).
pub const ICE40_PCF: &str = include_str!("../../constraints/ice40_hx8k_ct256_timing.pcf");

/// The last "Max frequency for clock ...: N MHz" of a nextpnr log.
pub fn parse_fmax(log: &str) -> Option<f64> {
    log.lines()
        .filter(|l| l.contains("Max frequency for clock"))
        .filter_map(|l| {
            let i = l.rfind(": ")?;
            l[i + 2..].split_whitespace().next()?.parse().ok()
        })
        .last()
}

/// Word-level multiplexers of a design after Yosys's coarse synthesis (`synth -flatten
/// -run begin:fine`): `$mux` (2 inputs) and `$pmux` (S_WIDTH + 1 inputs) cells.
#[derive(Clone, Debug, Default)]
pub struct MuxStats {
    /// Number of `$mux` and `$pmux` cells.
    pub count: u64,
    /// Total data input bits over all of them (WIDTH x inputs).
    pub input_bits: u64,
    /// The largest data input width of one multiplexer (WIDTH x inputs).
    pub widest_input_bits: u64,
}

/// Parse `dump` output of `$mux`/`$pmux` cells into [`MuxStats`].
pub fn parse_mux_dump(dump: &str) -> MuxStats {
    let mut st = MuxStats::default();
    let mut cur: Option<(bool, u64, u64)> = None;
    let flush = |c: Option<(bool, u64, u64)>, st: &mut MuxStats| {
        if let Some((pmux, w, s)) = c {
            let bits = if pmux { w * (s + 1) } else { 2 * w };
            st.count += 1;
            st.input_bits += bits;
            st.widest_input_bits = st.widest_input_bits.max(bits);
        }
    };
    for line in dump.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("cell ") {
            flush(cur.take(), &mut st);
            let ty = rest.split_whitespace().next().unwrap_or("");
            if ty == "$mux" || ty == "$pmux" {
                cur = Some((ty == "$pmux", 0, 1));
            }
        } else if let Some(c) = cur.as_mut() {
            if let Some(v) = t.strip_prefix("parameter \\WIDTH ") {
                c.1 = v.trim().parse().unwrap_or(0);
            } else if let Some(v) = t.strip_prefix("parameter \\S_WIDTH ") {
                c.2 = v.trim().parse().unwrap_or(1);
            }
        }
    }
    flush(cur.take(), &mut st);
    st
}

/// Word-level multiplexer statistics of `verilog` (top `top`); see [`MuxStats`].
pub fn mux_stats(verilog: &str, top: &str) -> Result<MuxStats, String> {
    let out = yosys_on(
        verilog,
        top,
        "mux",
        &format!(
            "synth -flatten -top {top} -run begin:fine; tee -o /dev/stdout dump t:$mux t:$pmux"
        ),
    )?;
    Ok(parse_mux_dump(&out))
}

/// Latches Yosys infers in `verilog` (top `top`) after `proc`: the `$dlatch` cells of
/// combinational processes that do not assign a signal on every path. Verilator's LATCH lint
/// warning is a heuristic that also fires on large always blocks that do assign every signal;
/// this count is the ground truth.
pub fn yosys_latches(verilog: &str, top: &str) -> Result<u64, String> {
    let log = yosys_on(
        verilog,
        top,
        "latch",
        &format!("hierarchy -top {top}; proc; flatten; tee -o /dev/stdout stat"),
    )?;
    let (_, by) = parse_stat(&log);
    Ok(by
        .iter()
        .filter(|(k, _)| k.contains("dlatch"))
        .map(|(_, v)| v)
        .sum())
}

/// Cells by type and width after Yosys's coarse synthesis (`synth -flatten -run begin:fine;
/// stat -width`): e.g. `$dff_16` -> count. Quick (no gate mapping); for structural checks.
pub fn coarse_cells(verilog: &str, top: &str) -> Result<BTreeMap<String, u64>, String> {
    let out = yosys_on(
        verilog,
        top,
        "coarse",
        &format!("synth -flatten -top {top} -run begin:fine; tee -o /dev/stdout stat -width"),
    )?;
    Ok(parse_stat(&out).1)
}

/// Total flip-flop bits in [`coarse_cells`] output (`$dff*_W` cells times W).
pub fn coarse_ff_bits(cells: &BTreeMap<String, u64>) -> u64 {
    cells
        .iter()
        .filter(|(t, _)| t.contains("dff"))
        .map(|(t, n)| {
            n * t
                .rsplit('_')
                .next()
                .and_then(|w| w.parse::<u64>().ok())
                .unwrap_or(1)
        })
        .sum()
}

/// Run the Yosys `script` on `verilog` (top `top`) in a scratch directory `<top>-<tag>`,
/// removed afterwards; returns Yosys's output.
fn yosys_on(verilog: &str, top: &str, tag: &str, script: &str) -> Result<String, String> {
    require("yosys")?;
    let d = work_dir(&format!("{top}-{tag}"))?;
    let f = d.join(format!("{top}.v"));
    std::fs::write(&f, verilog).map_err(|e| e.to_string())?;
    let out = run_yosys(&f, script);
    let _ = std::fs::remove_dir_all(&d);
    out
}
