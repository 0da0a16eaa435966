//! Formal checks of the emitted central-buffer Verilog (issue 16, item 4): a generated
//! property wrapper, Yosys to an and-inverter graph, ABC's bounded model checker (`bmc3`)
//! and, optionally, property-directed reachability (`pdr`, an unbounded proof).
//!
//! # The wrapper (`formal_top`)
//! It instantiates the emitted top unchanged; its inputs are free (any tag, any data, any
//! credit pulse, every cycle) except for what the link protocol promises (`assume`):
//! * **Upstream senders** (one per input `i`): a counter `sc_i` starting at the input FIFO
//!   depth F, minus one per non-idle flit sent, plus one per `credit_out_i` pulse; a flit is
//!   sent only while `sc_i > 0`. Nothing else is assumed about the stream: heads inside
//!   packets, stray bodies and tails, bad lengths and bit-strings are all explored.
//! * **Downstream receivers** (one per output `o`): `held_o` counts flits received and not
//!   yet returned; a `credit_in_o` pulse comes only while `held_o > 0`, at any time.
//!
//! Asserted every cycle (`assert`):
//! * `sc_i <= F`: the switch never returns more credits than it took flits (its credit
//!   return is exact);
//! * `held_o <= F`: the switch never sends a flit without credit (its output credit counter
//!   never lets the receiver overflow);
//! * `free_count <= C` and `reserved <= free_count` (the free list and the multicast
//!   reservation stay in range), and the input FIFOs never overflow (`!overflow`);
//! * inside the replication counters (`…$buffer$counters`, asserted in place): a read that
//!   completes never finds its chunk's count of completed reads at or above the number of
//!   copies (`old < init`): a replication counter never underflows;
//! * inside the free list (`…$buffer$free_list`), against a ghost bitmap of the chunks in use
//!   ([`with_free_list_ghost`]): every allocation takes a free chunk that exists, every free
//!   returns a chunk in use, and free chunks plus chunks in use equal C (no chunk lost or
//!   duplicated).
//!
//! Registers start from the emitted initial values; the RAMs start from arbitrary contents
//! (Yosys `write_aiger -zinit` gives each uninitialised bit a free initial value). The
//! switch's `rst` input is tied low.

use crate::central_buffer::{emit_verilog, module_name};
use crate::input_buffered::{default_name as ib_name, emit_verilog as ib_emit_verilog};
use crate::tools::require;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;
use std::time::Instant;
use wormcast_model::central_buffer::{output_ports, CbParams};
use wormcast_model::input_buffered::{output_ports as ib_output_ports, IbParams};
use wormcast_model::PortSpec;

/// What a run of the checker found.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// No assertion can fail in the first `frames` cycles.
    HoldsTo { frames: usize },
    /// Proved for every reachable state (PDR found an inductive invariant).
    Proved,
    /// Assertions fail: `outputs` (ABC's indices of the failing properties) within the
    /// depth, the first in cycle `frame` (0 = the initial state); the others hold to the
    /// depth (`bmc3 -a` checks every property).
    Fails { frame: usize, outputs: Vec<usize> },
    /// The time limit ran out (bounded depth reached so far, if any).
    Unknown { frames: Option<usize> },
}

/// One check's figures.
#[derive(Clone, Debug)]
pub struct ProveReport {
    pub top: String,
    pub verdict: Verdict,
    /// And-inverter graph size: inputs, latches, and-gates.
    pub inputs: usize,
    pub latches: usize,
    pub ands: usize,
    pub yosys_seconds: f64,
    pub solver_seconds: f64,
}

/// The property wrapper of a switch top with the fat-tree link ports (`in_tag_i`,
/// `in_data_i`, `credit_in_i` in; `out_tag_o`, `out_data_o`, `credit_out_o` out; `rst`):
/// the link protocol assumed and the credit properties asserted for its `k` ports
/// (module doc), every other output of `outputs` brought out as a wire of the same name for
/// the `asserts` (Verilog expressions over the wrapper's names). The switch's `rst` is tied
/// low: the properties are about operation from power-on.
pub fn link_wrapper(
    top: &str,
    k: usize,
    w: usize,
    f: usize,
    outputs: &[PortSpec],
    asserts: &[String],
) -> String {
    let cw = 16; // counter width: F <= 2^15
    let mut s = String::new();
    writeln!(
        s,
        "// Property wrapper of {top} (wormcast prove; testbench/src/formal.rs)."
    )
    .unwrap();
    writeln!(s, "module formal_top(input wire clock,").unwrap();
    let mut ins = vec![];
    for i in 0..k {
        ins.push(format!(
            "  input wire [1:0] in_tag_{i}, input wire [{}:0] in_data_{i}",
            w - 1
        ));
    }
    for i in 0..k {
        ins.push(format!("  input wire credit_in_{i}"));
    }
    writeln!(s, "{});", ins.join(",\n")).unwrap();
    let mut conns = vec![".clock(clock)".to_string(), ".rst(1'b0)".to_string()];
    for i in 0..k {
        for n in ["in_tag", "in_data", "credit_in"] {
            conns.push(format!(".{n}_{i}({n}_{i})"));
        }
    }
    for o in outputs {
        writeln!(s, "  wire [{}:0] {};", o.width - 1, o.name).unwrap();
        conns.push(format!(".{n}({n})", n = o.name));
    }
    writeln!(s, "  {top} dut(\n    {});", conns.join(",\n    ")).unwrap();
    for i in 0..k {
        writeln!(
            s,
            "  reg [{}:0] sc_{i} = {f}; reg [{}:0] held_{i} = 0;",
            cw - 1,
            cw - 1
        )
        .unwrap();
        writeln!(
            s,
            "  always @(posedge clock) begin\n    sc_{i} <= sc_{i} - (in_tag_{i} != 0) + credit_out_{i};\n    held_{i} <= held_{i} + (out_tag_{i} != 0) - credit_in_{i};\n  end"
        )
        .unwrap();
        writeln!(
            s,
            "  always @(*) begin\n    assume(in_tag_{i} == 0 || sc_{i} > 0);\n    assume(!credit_in_{i} || held_{i} > 0);\n    assert(sc_{i} <= {f});\n    assert(held_{i} <= {f});\n  end"
        )
        .unwrap();
    }
    writeln!(s, "  always @(*) begin").unwrap();
    for e in asserts {
        writeln!(s, "    assert({e});").unwrap();
    }
    writeln!(s, "  end\nendmodule").unwrap();
    s
}

/// The property wrapper of the central-buffer switch `top` with parameters `p`: the link
/// properties, `free_count <= C`, `reserved <= free_count` and `!overflow`. `extra` adds
/// assertions — tests use it to show a false property is caught.
pub fn cb_wrapper(p: &CbParams, top: &str, extra: &[&str]) -> String {
    let mut asserts = vec![
        format!("free_count <= {}", p.chunks),
        "reserved <= free_count".to_string(),
        "!overflow".to_string(),
    ];
    asserts.extend(extra.iter().map(|e| e.to_string()));
    link_wrapper(top, p.k(), p.route.w, p.fifo, &output_ports(p), &asserts)
}

/// The property wrapper of the input-buffered switch `top` with parameters `p`: the link
/// properties, each input's committed chunks `used_i` at most the buffer's chunks, and
/// `!overflow`. `extra` as for [`cb_wrapper`].
pub fn ib_wrapper(p: &IbParams, top: &str, extra: &[&str]) -> String {
    let mut asserts: Vec<String> = (0..p.k())
        .map(|i| format!("used_{i} <= {}", p.buffer_chunks()))
        .collect();
    asserts.push("!overflow".to_string());
    asserts.extend(extra.iter().map(|e| e.to_string()));
    link_wrapper(top, p.k(), p.route.w, p.fifo, &ib_output_ports(p), &asserts)
}

/// `verilog` with the replication-counter assertion placed inside the counters module.
pub fn with_counter_assertion(verilog: &str, top: &str) -> Result<String, String> {
    let end = format!("endmodule // {top}_core$core$buffer$counters\n");
    let at = verilog
        .find(&end)
        .ok_or_else(|| format!("no replication-counter module in {top}"))?;
    let mut v = verilog.to_string();
    v.insert_str(
        at,
        "`ifdef FORMAL\n    // wormcast prove: a completing read never finds its count at or above the copies.\n    always @(*) if (rd_v$q) assert(old < init$read_data);\n`endif\n",
    );
    Ok(v)
}

/// `verilog` with the chunk-conservation ghost placed inside the free list (`…$buffer$free_list`,
/// `c` chunks): a bitmap `used_g` of the chunks allocated and not yet freed (set by an
/// allocation of `head`, cleared by a free of `free_addr`). Asserted: an allocation takes a
/// chunk that exists (`head_valid`, `head < C`) and is not in use (no chunk is handed out
/// twice); a free returns a chunk in use (no chunk is freed twice, none that was never
/// allocated); and the free list's count plus the chunks in use is C every cycle (no chunk
/// lost or duplicated).
pub fn with_free_list_ghost(verilog: &str, top: &str, c: usize) -> Result<String, String> {
    let end = format!("endmodule // {top}_core$core$buffer$free_list\n");
    let at = verilog
        .find(&end)
        .ok_or_else(|| format!("no free-list module in {top}"))?;
    let last = c - 1;
    let mut v = verilog.to_string();
    v.insert_str(
        at,
        &format!(
            "`ifdef FORMAL
    // wormcast prove: chunk conservation (testbench/src/formal.rs, with_free_list_ghost).
    reg [{last}:0] used_g = 0;
    wire alloc_g = alloc & head_valid;
    always @(posedge clock) begin
        if (rst) used_g <= 0;
        else used_g <= (used_g | (alloc_g ? ({c}'d1 << head) : {c}'d0)) & ~(free ? ({c}'d1 << free_addr) : {c}'d0);
    end
    integer gi_g;
    reg [9:0] in_use_g;
    always @(*) begin
        in_use_g = 0;
        for (gi_g = 0; gi_g < {c}; gi_g = gi_g + 1) in_use_g = in_use_g + used_g[gi_g];
    end
    always @(*) begin
        if (alloc) assert(head_valid);
        if (alloc_g) assert(head < {c} && !used_g[head]);
        if (free) assert(free_addr < {c} && used_g[free_addr]);
        assert({{1'b0, count}} + in_use_g == {c});
    end
`endif
"
        ),
    );
    Ok(v)
}

/// Yosys script turning the design into an AIGER file (`-zinit`: free initial values for
/// registers without one, i.e. the RAMs).
const TO_AIG: &str = "prep -top formal_top; flatten; memory_map; opt -fast; async2sync; techmap; opt -fast; dffunmap; abc -g AND; opt_clean; setundef -anyseq";

/// Check the central-buffer switch `p`: bounded to `depth` cycles, then (if `pdr_seconds`
/// > 0) PDR for at most that long. `dir` keeps the files (Verilog, wrapper, AIG, logs).
pub fn prove_cb(
    p: &CbParams,
    depth: usize,
    pdr_seconds: u64,
    extra: &[&str],
    dir: &Path,
) -> Result<ProveReport, String> {
    p.validate()?;
    let top = module_name(p);
    let v = with_counter_assertion(&emit_verilog(p, &top)?, &top)?;
    let v = with_free_list_ghost(&v, &top, p.chunks)?;
    prove_top(
        &top,
        &v,
        &cb_wrapper(p, &top, extra),
        depth,
        pdr_seconds,
        dir,
    )
}

/// Check the input-buffered switch `p` (any organisation), as [`prove_cb`] does.
pub fn prove_ib(
    p: &IbParams,
    depth: usize,
    pdr_seconds: u64,
    extra: &[&str],
    dir: &Path,
) -> Result<ProveReport, String> {
    p.validate()?;
    let top = ib_name(p);
    let v = ib_emit_verilog(p, &top)?;
    prove_top(
        &top,
        &v,
        &ib_wrapper(p, &top, extra),
        depth,
        pdr_seconds,
        dir,
    )
}

/// Yosys (the emitted `verilog` of `top` and its `wrapper` to AIGER), then ABC's `bmc3 -a`
/// to `depth` and optionally `pdr`; the files stay in `dir`.
pub fn prove_top(
    top: &str,
    verilog: &str,
    wrapper: &str,
    depth: usize,
    pdr_seconds: u64,
    dir: &Path,
) -> Result<ProveReport, String> {
    require("yosys")?;
    require("yosys-abc")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let vf = dir.join(format!("{top}.v"));
    let wf = dir.join("formal_top.sv");
    let aig = dir.join("formal_top.aig");
    std::fs::write(&vf, verilog).map_err(|e| e.to_string())?;
    std::fs::write(&wf, wrapper).map_err(|e| e.to_string())?;
    let t0 = Instant::now();
    let script = format!(
        "read_verilog -formal {}; read_verilog -formal -sv {}; {TO_AIG}; write_aiger -zinit {}",
        vf.display(),
        wf.display(),
        aig.display()
    );
    let out = Command::new("yosys")
        .args(["-q", "-p", &script])
        .output()
        .map_err(|e| format!("running yosys: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "yosys failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let yosys_seconds = t0.elapsed().as_secs_f64();
    let t1 = Instant::now();
    let mut cmd = format!(
        "read_aiger {}; fold; print_stats; bmc3 -a -F {depth}",
        aig.display()
    );
    if pdr_seconds > 0 {
        write!(cmd, "; pdr -T {pdr_seconds}").unwrap();
    }
    let out = Command::new("yosys-abc")
        .args(["-c", &cmd])
        .output()
        .map_err(|e| format!("running yosys-abc: {e}"))?;
    let log = String::from_utf8_lossy(&out.stdout).to_string();
    std::fs::write(dir.join("abc.log"), &log).map_err(|e| e.to_string())?;
    let (inputs, latches, ands) =
        parse_stats(&log).ok_or_else(|| format!("no ABC statistics:\n{log}"))?;
    Ok(ProveReport {
        top: top.to_string(),
        verdict: parse_verdict(&log, depth)?,
        inputs,
        latches,
        ands,
        yosys_seconds,
        solver_seconds: t1.elapsed().as_secs_f64(),
    })
}

/// `i/o = I/ O  lat = L  and = A` of ABC's `print_stats`.
pub fn parse_stats(log: &str) -> Option<(usize, usize, usize)> {
    let l = log
        .lines()
        .find(|l| l.contains("i/o =") && l.contains("lat ="))?;
    let num_after = |key: &str| -> Option<usize> {
        let rest = &l[l.find(key)? + key.len()..];
        let digits: String = rest
            .trim_start()
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        digits.parse().ok()
    };
    Some((
        num_after("i/o =")?,
        num_after("lat =")?,
        num_after("and =")?,
    ))
}

/// The verdict of a `bmc3 -F depth [; pdr]` log.
pub fn parse_verdict(log: &str, depth: usize) -> Result<Verdict, String> {
    // bmc3 -a: "Output 7 was asserted in frame  0 (solved 1 out of 9 outputs)." per failing
    // property (bmc3 without -a: "Output 7 of miter "x" was asserted in frame 0.").
    let mut fails = vec![];
    for l in log.lines().filter(|l| l.contains("was asserted in frame")) {
        let num = |r: &str| -> Option<usize> {
            let d: String = r
                .trim_start()
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            d.parse().ok()
        };
        let out = l.strip_prefix("Output ").and_then(num);
        let frame = l.split("in frame").nth(1).and_then(num);
        match (out, frame) {
            (Some(o), Some(f)) => fails.push((f, o)),
            _ => return Err(format!("unreadable counterexample line: {l}")),
        }
    }
    if let Some(&(frame, _)) = fails.iter().min() {
        let mut outputs: Vec<usize> = fails.iter().map(|&(_, o)| o).collect();
        outputs.sort_unstable();
        return Ok(Verdict::Fails { frame, outputs });
    }
    if log.contains("Property proved") {
        return Ok(Verdict::Proved);
    }
    if let Some(l) = log.lines().find(|l| l.contains("No output asserted in")) {
        let frames = l
            .split("asserted in")
            .nth(1)
            .and_then(|r| r.split_whitespace().next()?.parse().ok())
            .unwrap_or(depth);
        return Ok(Verdict::HoldsTo { frames });
    }
    if log.contains("Reached timeout") || log.contains("timeout") {
        return Ok(Verdict::Unknown { frames: None });
    }
    Err(format!("unreadable ABC result:\n{log}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_abc_logs() {
        let stats = "top   :  i/o =13629/    9(c=4)  lat =13610  and =  93304  lev = 69";
        assert_eq!(parse_stats(stats), Some((13629, 13610, 93304)));
        assert_eq!(
            parse_verdict("No output asserted in 12 frames. Time = 3.1 sec\n", 12),
            Ok(Verdict::HoldsTo { frames: 12 })
        );
        let two = "Output 7 was asserted in frame  3 (solved 1 out of 9 outputs).\n\
                   Output 2 was asserted in frame  5 (solved 2 out of 9 outputs).\n\
                   Some outputs are SAT (2 out of 9) after 8 frames.\n";
        assert_eq!(
            parse_verdict(two, 8),
            Ok(Verdict::Fails {
                frame: 3,
                outputs: vec![2, 7]
            })
        );
        assert_eq!(
            parse_verdict(
                "Output 0 of miter \"top\" was asserted in frame 0.  Time = 0.1 sec\n",
                9
            ),
            Ok(Verdict::Fails {
                frame: 0,
                outputs: vec![0]
            })
        );
        assert_eq!(
            parse_verdict(
                "No output asserted in 9 frames.\nProperty proved.  Time = 9 sec\n",
                9
            ),
            Ok(Verdict::Proved)
        );
        assert!(parse_verdict("garbage", 3).is_err());
    }
}
