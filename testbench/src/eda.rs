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
    pub generic_cells: u64,
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

/// Synthesise `verilog` (top `top`) with Yosys generic `synth` and `synth_ice40`.
pub fn synth(verilog: &str, top: &str) -> Result<SynthReport, String> {
    require("yosys")?;
    let d = work_dir(top)?;
    let f = d.join(format!("{top}.v"));
    std::fs::write(&f, verilog).map_err(|e| e.to_string())?;
    let g = run_yosys(
        &f,
        &format!("synth -flatten -top {top}; tee -o /dev/stdout stat"),
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
    Ok(SynthReport {
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
    fn parses_stat_block() {
        let log = "=== top ===\n\n   Number of wires: 5\n   Number of cells:                 12\n     $_AND_                          4\n     $_DFF_P_                        8\n\n";
        let (t, by) = super::parse_stat(log);
        assert_eq!(t, 12);
        assert_eq!(by["$_AND_"], 4);
        assert_eq!(by["$_DFF_P_"], 8);
    }
}
