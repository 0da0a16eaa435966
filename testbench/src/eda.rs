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
    fn parses_the_routed_critical_path_by_block() {
        // Shaped like nextpnr-ice40 0.x: an unrouted report first, the routed one, then a
        // cross-domain report that is not the clock's path.
        let log = "Info: Critical path report for clock 'clk' (posedge -> posedge):\n\
Info:  2.1  2.1  Source dut.core.old.x_LC.O\n\
Info:  0.1  2.2  Setup dut.core.old.y_LC.I0\n\
\n\
Info: Critical path report for clock 'clk' (posedge -> posedge):\n\
Info: curr total\n\
Info:  2.1  2.1  Source dut.core.inport$0.ram_tag.mem.0.0_RAM.RDATA_3\n\
Info:  0.6  2.7    Net dut.core.inport$0.offer.ram_tag[0] budget 2.296000 ns (8,3) -> (7,4)\n\
Info:                Sink dut.core.inport$0.byp_tag.q_SB_LUT4_I2_LC.I1\n\
Info:  0.4  3.1  Source dut.core.inport$0.ram_tag.q_SB_LUT4_I2_LC.O\n\
Info:  0.4  5.8  Source dut.core.core.writers.request$first$0_SB_LUT4_O_LC.O\n\
Info:  0.4  6.7  Source dut.core.core.writers.of_mask$0_SB_LUT4_O_1_LC.O\n\
Info:  0.4 10.4  Source dut.core.core.readers.xb_own$2.q_SB_LUT4_I0_LC.O\n\
Info:  0.4 12.4  Source dut.core.core.writers.w_ready$2.q_SB_LUT4_I2_LC.O\n\
Info:  0.4 39.0  Source dut.core.outport$2.arr_to_nxt_SB_LUT4_O_LC.O\n\
Info:  0.4 41.3  Source dut.core.outport$2.arr_to_nxt_SB_LUT4_O_I2_LC.O\n\
Info:  0.1 43.4  Setup dut.core.outport$0.ser_n.q_SB_DFFESR_Q_D_SB_LUT4_O_LC.CEN\n\
Info: 13.7 ns logic, 29.7 ns routing\n\
\n\
Info: Critical path report for cross-domain path 'posedge clk' -> '<async>':\n\
Info:  0.5  0.5  Source probe_SB_DFF_Q.O\n";
        let p = super::parse_critical_path(log, 3);
        let got: Vec<(&str, f64)> = p.iter().map(|s| (s.block.as_str(), s.ns)).collect();
        assert_eq!(
            got,
            vec![
                ("core.inport$0.ram_tag", 3.1),
                ("core.core.writers", 6.7),
                ("core.core.readers", 10.4),
                ("core.core.writers", 12.4),
                ("core.outport$2", 41.3),
                ("core.outport$0.ser_n", 43.4),
            ]
        );
        assert_eq!(super::parse_critical_path(log, 2)[0].block, "core.inport$0");
        assert!(super::parse_critical_path("no report", 3).is_empty());
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
    ice40_timing(verilog, top, inputs, outputs).map(|t| t.fmax)
}

/// One block that a critical path runs through: the block (the instance path of the cells,
/// see [`parse_critical_path`]) and the arrival time in ns, from the launching clock edge, at
/// the last cell of the path inside it.
#[derive(Clone, Debug, PartialEq)]
pub struct PathStep {
    pub block: String,
    pub ns: f64,
}

/// nextpnr-ice40's timing of a block: its Fmax and its critical path, block by block.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    pub fmax: f64,
    pub path: Vec<PathStep>,
}

/// The routed critical path of the clock (the last `Critical path report for clock ...
/// (posedge -> posedge)` of a nextpnr log) as the blocks it runs through, in order. A cell's
/// block is its hierarchical name without the timing harness's `dut.` and without the cell
/// itself and its pin, cut to its first `depth` components (rust-hdl's flattened names: `core.core.writers`,
/// `core.inport$0.ram_tag`); consecutive cells of one block are one step, at the arrival
/// time of the last of them. The last step is the capturing register's setup.
pub fn parse_critical_path(log: &str, depth: usize) -> Vec<PathStep> {
    let Some(start) = log
        .match_indices("Critical path report for clock")
        .map(|(i, _)| i)
        .filter(|&i| {
            log[i..]
                .lines()
                .next()
                .is_some_and(|l| l.contains("posedge -> posedge"))
        })
        .last()
    else {
        return vec![];
    };
    let mut path: Vec<PathStep> = vec![];
    for line in log[start..].lines().skip(1) {
        let body = line.trim_start_matches("Info:").trim();
        if body.is_empty() || body.starts_with("Critical path report") {
            break;
        }
        let f: Vec<&str> = body.split_whitespace().collect();
        // "<delay> <arrival> Source|Setup <cell>"
        if f.len() < 4 || !(f[2] == "Source" || f[2] == "Setup") {
            continue;
        }
        let Ok(ns) = f[1].parse::<f64>() else {
            continue;
        };
        let cell = f[3].strip_prefix("dut.").unwrap_or(f[3]);
        let parts: Vec<&str> = cell.split('.').collect();
        // The last two components are the cell and its pin.
        let keep = (parts.len().saturating_sub(2)).clamp(1, depth.max(1));
        let block = parts[..keep].join(".");
        match path.last_mut() {
            Some(last) if last.block == block => last.ns = ns,
            _ => path.push(PathStep { block, ns }),
        }
    }
    path
}

/// [`ice40_fmax`] with the critical path (blocks cut to three name components).
pub fn ice40_timing(
    verilog: &str,
    top: &str,
    inputs: &[wormcast_model::PortSpec],
    outputs: &[wormcast_model::PortSpec],
) -> Result<Timing, String> {
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
    let fmax =
        parse_fmax(&log).ok_or_else(|| "no 'Max frequency' line in the nextpnr log".to_string())?;
    Ok(Timing {
        fmax,
        path: parse_critical_path(&log, 3),
    })
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
