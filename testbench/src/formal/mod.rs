//! Formal checks of the emitted Verilog (issue 16, item 4): a generated property wrapper,
//! Yosys to an and-inverter graph, ABC's bounded model checker (`bmc3`) and, optionally,
//! property-directed reachability (`pdr`) and k-induction ([`try_induction`]), both unbounded
//! proofs. Blocks: the central-buffer and input-buffered switches (one link-protocol wrapper,
//! [`link_wrapper`], with an optional bounded-liveness check, [`link_wrapper_with`]), and the
//! slotted and wormhole banyan SEs ([`banyan_se_wrapper`], [`banyan_whse_wrapper`]: other link
//! ports, their own protocol and spec; documented there). Proofs at every depth of parts of
//! the fat-tree switches: the central buffer's free list ([`prove_free_list`]) and the link
//! properties ([`links`]).
//!
//! # The fat-tree switches' wrapper (`formal_top`)
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
//! * `free_count <= C` and `free_count + reserved <= C` (the free list and the reservation
//!   of admitted multicasts and upward unicasts stay in range), and the input FIFOs never overflow (`!overflow`);
//! * inside the buffer (`…$buffer`, [`with_accounting_assertion`]): `free_count + reserved`
//!   equals the free list's count (the reservation is made of free chunks and the
//!   accounting never drifts);
//! * inside the replication counters (`…$buffer$counters`, asserted in place): a read that
//!   completes never finds its chunk's count of completed reads at or above the number of
//!   copies (`old < init`): a replication counter never underflows;
//! * inside the free list (`…$buffer$free_list`), against a ghost bitmap of the chunks in use
//!   ([`with_free_list_ghost`]): every allocation takes a free chunk that exists, every free
//!   returns a chunk in use, and free chunks plus chunks in use equal C (no chunk lost or
//!   duplicated), stated chunk by chunk (free XOR in use; no chunk twice in the free FIFO)
//!   for C up to [`PER_CHUNK_MAX`]. That statement is 2-inductive on the free list alone
//!   ([`prove_free_list`]: proved for every reachable state, given the two facts the buffer
//!   guarantees, which the switch check asserts).
//!
//! Registers start from the emitted initial values; the RAMs start from arbitrary contents
//! (Yosys `write_aiger -zinit` gives each uninitialised bit a free initial value). The
//! switch's `rst` input is tied low.

pub mod accounting;
pub mod banyan;
pub mod framing;
pub mod links;
pub mod read_side;
pub use accounting::{prove_cb_accounting, with_accounting_ghosts, AccountingProof};
pub use banyan::{banyan_se_wrapper, banyan_whse_wrapper, prove_banyan_se, prove_banyan_whse};
pub use framing::{prove_cb_framing, with_framing_ghost, FramingProof, FramingShape};
pub use links::{prove_cb_links, prove_ib_links, with_link_ghosts, LinkProof};
pub use read_side::{prove_cb_bookkeeping, with_bookkeeping_ghosts};

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;
use std::time::Instant;
use wormcast_ip::central_buffer::{emit_verilog, module_name};
use wormcast_ip::input_buffered::{emit_verilog as ib_emit_verilog, module_name as ib_name};
use wormcast_model::central_buffer::{output_ports, CbParams};
use wormcast_model::input_buffered::{output_ports as ib_output_ports, IbParams};
use wormcast_model::PortSpec;
use wormcast_tools::run::require;

/// What a run of the checker found.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// No assertion can fail in the first `frames` cycles.
    HoldsTo { frames: usize },
    /// Proved for every reachable state (PDR found an inductive invariant).
    Proved,
    /// Assertions fail: `outputs` (ABC's indices of the failing properties) within the
    /// depth, the first in cycle `frame` (0 = the initial state); the others hold to the
    /// depth (`bmc3 -a` checks every property; with [`BmcOpts::first_failure`] the check
    /// stops at the first, the one output named).
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
    /// The same after ABC's reduction ([`BmcOpts::reduce`]): inputs, latches, and-gates.
    pub reduced: Option<(usize, usize, usize)>,
    pub yosys_seconds: f64,
    /// Yosys's graph came from the cache (see `cached_aig`): `yosys_seconds` is a file copy.
    pub aig_cached: bool,
    pub solver_seconds: f64,
}

/// How ABC's bounded check runs (`wormcast prove --reduce`, `--bmc-seconds`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BmcOpts {
    /// Reduce the AIG before the bounded check (`scorr; dc2`: signal correspondence merges
    /// sequentially equivalent latches and removes constant ones, then AIG rewriting) and run
    /// `bmc3` with Glucose (`-g`). Same properties, same frames; measured on the central
    /// buffer's roots (C = 8) 1.4x (k = 2) to 1.7x (k = 4) faster per frame, about half a
    /// frame more in the same time (docs/results/formal.md, 2026-11-27).
    pub reduce: bool,
    /// Time limit of `bmc3` in seconds (0 = none): the verdict is then the depth reached
    /// within it ([`Verdict::HoldsTo`] with fewer frames than asked).
    pub seconds: u64,
    /// Stop at the first failing property (`bmc3` without `-a`): a mutant's check, whose
    /// verdict needs one counterexample, not the list of every property that fails to the
    /// depth ([`Verdict::Fails`] then names one output). `bmc3 -a` goes on with the other
    /// properties to the whole depth: on the IB's output-port mutants, failing in frames 6
    /// and 11, 25 and 23 s of ABC against 3 s for one stopped at its first failure.
    pub first_failure: bool,
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
    link_wrapper_with(top, k, w, f, outputs, asserts, None)
}

/// Bounded liveness for [`link_wrapper_with`]: once the senders stop (at packet boundaries)
/// and the receivers drain, the switch is empty within `bound` cycles.
#[derive(Clone, Debug)]
pub struct Drain {
    /// B: cycles from the stop to the cycle the switch must be empty (at most 255).
    pub bound: usize,
    /// S: the senders stop in cycle S at the latest (assumed). A check to depth S + B + 2
    /// then reaches the assertion on every trace; [`drain_stop_by`] gives S for a depth.
    pub stop_by: usize,
    /// What "empty" means inside the switch besides the links (a Verilog expression over the
    /// wrapper's names, e.g. every `used_i == 0`).
    pub empty: String,
}

/// The latest stop S for a bounded-liveness check of `bound` cycles to `depth` cycles: the
/// stop in cycle S, `stopped` from S + 1, the assertion in cycle S + 1 + B, the last checked
/// (cycle depth - 1). An error naming the depth when it is too small.
pub fn drain_stop_by(depth: usize, bound: usize) -> Result<usize, String> {
    if depth < bound + 2 {
        return Err(format!(
            "invalid parameter depth={depth}: allowed at least drain-bound + 2 = {} (the senders stop in cycle depth - drain-bound - 2 at the latest)",
            bound + 2
        ));
    }
    Ok(depth - bound - 2)
}

/// [`link_wrapper`], with the bounded-liveness check `drain` when given. It adds a free input
/// `stop` and, per input, `done_i`: the last non-idle flit sent on input i was a tail, or none
/// was sent. Assumed on top of the link protocol:
/// * **upstream completes its packets and stops**: `stop` may rise only in a cycle where no
///   flit is sent and every `done_i` holds, and rises in cycle `drain.stop_by` at the latest;
///   from the next cycle on (`stopped`) the senders send nothing. Before that, the stimulus
///   is as free as in the safety check (any stream, malformed packets included; a packet
///   ends, for this assumption, at a tail);
/// * **receivers drain**: once stopped, each receiver returns a credit in every cycle it holds
///   a flit (`credit_in_o == (held_o != 0)`); before, credits come at any time, as above.
///
/// Asserted on top of the safety properties: `bound` cycles after the stop and in every cycle
/// after, every input has all its credits back (`sc_i == F`: its FIFO is empty), every
/// receiver has returned every flit (`held_o == 0`), every output is idle and `drain.empty`
/// holds. So every packet that had fully arrived by the stop was read out (or discarded as
/// malformed) within `bound` cycles. Checked to depth `stop_by + bound + 2` (or more), it
/// covers every stop in cycles 0..=`stop_by`, after any stimulus before it. (Forcing the stop
/// by S costs no generality within the depth — a trace that stops later reaches no
/// assertion — and keeps the frames after S free of input choices.)
pub fn link_wrapper_with(
    top: &str,
    k: usize,
    w: usize,
    f: usize,
    outputs: &[PortSpec],
    asserts: &[String],
    drain: Option<&Drain>,
) -> String {
    let cw = 16; // counter width: F <= 2^15
    let mut s = String::new();
    writeln!(
        s,
        "// Property wrapper of {top} (wormcast prove; testbench/src/formal/mod.rs)."
    )
    .unwrap();
    writeln!(s, "module formal_top(input wire clock,").unwrap();
    let mut ins = vec![];
    if drain.is_some() {
        ins.push("  input wire stop".to_string());
    }
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
    if let Some(d) = drain {
        let b = d.bound.min(255);
        let sb = d.stop_by.min(255);
        let done: Vec<String> = (0..k).map(|i| format!("done_{i}")).collect();
        let idle: Vec<String> = (0..k).map(|i| format!("in_tag_{i} == 0")).collect();
        let mut empty: Vec<String> = (0..k)
            .map(|i| format!("sc_{i} == {f} && held_{i} == 0 && out_tag_{i} == 0"))
            .collect();
        empty.push(format!("({})", d.empty));
        writeln!(
            s,
            "  // Bounded liveness (link_wrapper_with, Drain): empty {b} cycles after the stop.
  reg stopped = 0; reg [7:0] quiet = 0; reg [7:0] cyc = 0;"
        )
        .unwrap();
        for i in 0..k {
            writeln!(
                s,
                "  reg done_{i} = 1;
  always @(posedge clock) if (in_tag_{i} != 0) done_{i} <= in_tag_{i} == 2'd3;
  always @(*) begin
    if (stopped) assume(in_tag_{i} == 0 && credit_in_{i} == (held_{i} != 0));
  end"
            )
            .unwrap();
        }
        writeln!(
            s,
            "  always @(posedge clock) begin
    if (stop) stopped <= 1;
    if (cyc != 8'd255) cyc <= cyc + 1;
    if (stopped && quiet != {b}) quiet <= quiet + 1;
  end
  always @(*) begin
    if (stop) assume({} && {});
    assume(stopped || stop || cyc < {sb});
    if (quiet == {b}) assert({});
  end",
            done.join(" && "),
            idle.join(" && "),
            empty.join(" && ")
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
/// properties, `free_count <= C`, `free_count + reserved <= C` and `!overflow`. `extra` adds
/// assertions — tests use it to show a false property is caught.
pub fn cb_wrapper(p: &CbParams, top: &str, extra: &[&str]) -> String {
    cb_wrapper_with(p, top, extra, None)
}

/// [`cb_wrapper`] with, when `drain` (bound B, latest stop S) is given, the bounded-liveness
/// check of [`link_wrapper_with`] (empty: besides the links, every chunk free,
/// `free_count == C`).
pub fn cb_wrapper_with(
    p: &CbParams,
    top: &str,
    extra: &[&str],
    drain: Option<(usize, usize)>,
) -> String {
    let mut asserts = vec![
        format!("free_count <= {}", p.chunks),
        format!("free_count + reserved <= {}", p.chunks),
        "!overflow".to_string(),
    ];
    asserts.extend(extra.iter().map(|e| e.to_string()));
    let drain = drain.map(|(bound, stop_by)| Drain {
        bound,
        stop_by,
        empty: format!("free_count == {}", p.chunks),
    });
    link_wrapper_with(
        top,
        p.k(),
        p.route.w,
        p.fifo,
        &output_ports(p),
        &asserts,
        drain.as_ref(),
    )
}

/// The property wrapper of the input-buffered switch `top` with parameters `p`: the link
/// properties, each input's committed chunks `used_i` at most the buffer's chunks, and
/// `!overflow`. `extra` as for [`cb_wrapper`].
pub fn ib_wrapper(p: &IbParams, top: &str, extra: &[&str]) -> String {
    ib_wrapper_with(p, top, extra, None)
}

/// [`ib_wrapper`] with, when `drain` (bound B, latest stop S) is given, the bounded-liveness
/// check of [`link_wrapper_with`] (empty: besides the links, every input buffer,
/// `used_i == 0`).
pub fn ib_wrapper_with(
    p: &IbParams,
    top: &str,
    extra: &[&str],
    drain: Option<(usize, usize)>,
) -> String {
    let mut asserts: Vec<String> = (0..p.k())
        .map(|i| format!("used_{i} <= {}", p.buffer_chunks()))
        .collect();
    asserts.push("!overflow".to_string());
    asserts.extend(extra.iter().map(|e| e.to_string()));
    let drain = drain.map(|(bound, stop_by)| Drain {
        bound,
        stop_by,
        empty: (0..p.k())
            .map(|i| format!("used_{i} == 0"))
            .collect::<Vec<_>>()
            .join(" && "),
    });
    link_wrapper_with(
        top,
        p.k(),
        p.route.w,
        p.fifo,
        &ib_output_ports(p),
        &asserts,
        drain.as_ref(),
    )
}

/// `verilog` with `block` (Verilog, under `` `ifdef FORMAL ``) placed at the end of the
/// module `module` (rust-hdl closes each module with `endmodule // <name>`; `what` names
/// it in the error).
pub(crate) fn insert_before_end(
    verilog: &str,
    module: &str,
    what: &str,
    block: &str,
) -> Result<String, String> {
    let end = format!("endmodule // {module}\n");
    let at = verilog
        .find(&end)
        .ok_or_else(|| format!("no {what} module ({module})"))?;
    let mut v = verilog.to_string();
    v.insert_str(at, &format!("`ifdef FORMAL\n{block}`endif\n"));
    Ok(v)
}

/// [`insert_before_end`] for the central-buffer submodule `{top}_core$core{sub}`.
fn insert_in_module(
    verilog: &str,
    top: &str,
    sub: &str,
    what: &str,
    block: &str,
) -> Result<String, String> {
    insert_before_end(verilog, &format!("{top}_core$core{sub}"), what, block)
}

/// `verilog` with the replication-counter assertion placed inside the counters module.
pub fn with_counter_assertion(verilog: &str, top: &str) -> Result<String, String> {
    insert_in_module(
        verilog,
        top,
        "$buffer$counters",
        "replication-counter",
        "    // wormcast prove: a completing read never finds its count at or above the copies.\n    always @(*) if (rd_v$q) assert(old < init$read_data);\n",
    )
}

/// `verilog` with the buffer's accounting assertion placed inside the buffer module: the
/// unreserved free chunks (`free_count`) plus the chunks reserved by admitted packets
/// (`reserved`: multicasts and upward unicasts) equal the free list's count in every cycle, so every reserved chunk is a
/// free chunk and the accounting never drifts from the free list.
pub fn with_accounting_assertion(verilog: &str, top: &str) -> Result<String, String> {
    insert_in_module(
        verilog,
        top,
        "$buffer",
        "buffer",
        "    // wormcast prove: free_count + reserved is the free list's count.\n    always @(*) assert(free_count + reserved == free_list$count);\n",
    )
}

/// Largest C for which [`with_free_list_ghost`] states conservation chunk by chunk (it costs
/// about C^2 / 2 comparators of 8 bits); above it, as a popcount.
pub const PER_CHUNK_MAX: usize = 32;

/// `verilog` with the chunk-conservation ghost placed inside the free list (`…$buffer$free_list`,
/// `c` chunks): a bitmap `used_g` of the chunks allocated and not yet freed (set by an
/// allocation of `head`, cleared by a free of `free_addr`). Asserted: an allocation takes a
/// chunk that exists (`head_valid`, `head < C`) and is not in use (no chunk is handed out
/// twice); a free returns a chunk in use (no chunk is freed twice, none that was never
/// allocated); and no chunk is lost or duplicated, stated per chunk for C up to
/// [`PER_CHUNK_MAX`] (see [`free_list_ghost_block`]), else as free list count + chunks in use
/// = C.
pub fn with_free_list_ghost(verilog: &str, top: &str, c: usize) -> Result<String, String> {
    insert_in_module(
        verilog,
        top,
        "$buffer$free_list",
        "free-list",
        &free_list_ghost_block(c, false),
    )
}

/// The free list's ghost and properties ([`with_free_list_ghost`]). Per chunk (C up to
/// [`PER_CHUNK_MAX`]): `fifo_g`, a ghost copy of the free FIFO's RAM (written as the RAM is;
/// Yosys merges it with the RAM's words), gives the FIFO's slots `slot_gJ` (J from the front,
/// valid while `fcount > J`); chunk c is free when the initial counter has not handed it out
/// yet (`init_cnt <= c`) or it is in a valid slot. Asserted: every chunk is free XOR in use;
/// no chunk is in two slots; every slot holds a chunk the initial counter has handed out;
/// the pointers agree in all 8 bits (`wr_ptr == rd_ptr + fcount`: the FIFO's bypass compares
/// all 8); the head is the front slot. Together they imply free + in use = C, and they are
/// 2-inductive on the free list alone ([`prove_free_list`]).
///
/// `alone`: the block for the free list checked by itself: the two facts it needs from the
/// buffer (an allocation only while `head_valid`; a free only of a chunk in use), and `!rst`,
/// are assumed instead of asserted. In the switch they are asserted.
pub fn free_list_ghost_block(c: usize, alone: bool) -> String {
    free_list_ghost_block_with(
        c,
        if alone {
            FreeListIface::Assumed
        } else {
            FreeListIface::Asserted
        },
    )
}

/// How [`free_list_ghost_block_with`] states the free list's two interface facts (an
/// allocation only while `head_valid`; a free only of a chunk in use).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FreeListIface {
    /// Both asserted (the switch check).
    Asserted,
    /// Both assumed, and `!rst` (the free list checked alone).
    Assumed,
    /// The allocation's asserted, the free's assumed (the accounting proof: the read side
    /// is assumed there, [`accounting`]).
    ReadSideAssumed,
}

/// [`free_list_ghost_block`] with the interface facts stated as `iface` says.
pub fn free_list_ghost_block_with(c: usize, iface: FreeListIface) -> String {
    let last = c - 1;
    let alone = iface == FreeListIface::Assumed;
    let (alloc_fact, free_fact) = match iface {
        FreeListIface::Asserted => ("assert", "assert"),
        FreeListIface::Assumed => ("assume", "assume"),
        FreeListIface::ReadSideAssumed => ("assert", "assume"),
    };
    let mut b = format!(
        "    // wormcast prove: chunk conservation (testbench/src/formal/mod.rs, with_free_list_ghost).
    reg [{last}:0] used_g = 0;
    wire alloc_g = alloc & head_valid;
    always @(posedge clock) begin
        if (rst) used_g <= 0;
        else used_g <= (used_g | (alloc_g ? ({c}'d1 << head) : {c}'d0)) & ~(free ? ({c}'d1 << free_addr) : {c}'d0);
    end
"
    );
    let mut asserts = String::new();
    if c <= PER_CHUNK_MAX {
        let a = c.trailing_zeros() as usize; // the FIFO RAM's address bits (C a power of two)
        writeln!(b, "    reg [7:0] fifo_g [0:{last}];").unwrap();
        writeln!(
            b,
            "    always @(posedge clock) if (free) fifo_g[wr_ptr$q[{}:0]] <= free_addr;",
            a - 1
        )
        .unwrap();
        writeln!(b, "    wire [{}:0] rp_g = rd_ptr$q[{}:0];", a - 1, a - 1).unwrap();
        for j in 0..c {
            writeln!(b, "    wire [7:0] slot_g{j} = fifo_g[rp_g + {a}'d{j}];").unwrap();
            writeln!(b, "    wire sv_g{j} = fcount$q > 9'd{j};").unwrap();
        }
        for ch in 0..c {
            let terms: Vec<String> = (0..c)
                .map(|j| format!("(sv_g{j} && slot_g{j} == 8'd{ch})"))
                .collect();
            writeln!(b, "    wire in_fifo_g{ch} = {};", terms.join(" | ")).unwrap();
            writeln!(
                b,
                "    wire free_g{ch} = (init_cnt$q <= 9'd{ch}) | in_fifo_g{ch};"
            )
            .unwrap();
        }
        writeln!(
            asserts,
            "        assert(init_cnt$q <= 9'd{c} && fcount$q <= 9'd{c});"
        )
        .unwrap();
        writeln!(
            asserts,
            "        assert(wr_ptr$q == rd_ptr$q + fcount$q[7:0]);"
        )
        .unwrap();
        for ch in 0..c {
            writeln!(asserts, "        assert(free_g{ch} != used_g[{ch}]);").unwrap();
        }
        for j in 0..c {
            writeln!(
                asserts,
                "        if (sv_g{j}) assert(slot_g{j} < 8'd{c} && {{1'b0, slot_g{j}}} < init_cnt$q);"
            )
            .unwrap();
            for j2 in j + 1..c {
                writeln!(
                    asserts,
                    "        if (sv_g{j2}) assert(slot_g{j} != slot_g{j2});"
                )
                .unwrap();
            }
        }
        writeln!(
            asserts,
            "        if (head_valid && !front$in_init) assert(head == slot_g0);"
        )
        .unwrap();
    } else {
        write!(
            b,
            "    integer gi_g;
    reg [9:0] in_use_g;
    always @(*) begin
        in_use_g = 0;
        for (gi_g = 0; gi_g < {c}; gi_g = gi_g + 1) in_use_g = in_use_g + used_g[gi_g];
    end
"
        )
        .unwrap();
        writeln!(
            asserts,
            "        assert({{1'b0, count}} + in_use_g == {c});"
        )
        .unwrap();
    }
    write!(
        b,
        "    always @(*) begin
        if (alloc) {alloc_fact}(head_valid);
        if (alloc_g) assert(head < {c} && !used_g[head]);
        if (free) {free_fact}(free_addr < {c} && used_g[free_addr]);
{}{asserts}    end
",
        if alone { "        assume(!rst);\n" } else { "" }
    )
    .unwrap();
    b
}

/// Yosys script turning the design into an AIGER file (`-zinit`: free initial values for
/// registers without one, i.e. the RAMs).
/// Yosys steps from an elaborated, flattened design to a bit-level AIG (before `write_aiger`).
macro_rules! aig_steps {
    () => {
        "memory_map; opt -fast; async2sync; techmap; opt -fast; dffunmap; abc -g AND; opt_clean; setundef -anyseq"
    };
}
pub(crate) const TO_AIG: &str = concat!("prep -top formal_top; flatten; ", aig_steps!());
/// A module checked alone (the accounting and framing proofs): `verilog` written to
/// `dir/{file}.v`, `module` elaborated as the top with its outputs dropped (they would become
/// properties of the AIG; the ghosts read the module's own wires), and the AIG (with its `write_aiger -map` latch names, `{file}.map`) written to
/// `dir/{file}.aig`, whose path is returned.
pub(crate) fn module_alone_aig(
    verilog: &str,
    module: &str,
    dir: &Path,
    file: &str,
) -> Result<std::path::PathBuf, String> {
    require("yosys")?;
    require("yosys-abc")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let (vf, aig) = (
        dir.join(format!("{file}.v")),
        dir.join(format!("{file}.aig")),
    );
    std::fs::write(&vf, verilog).map_err(|e| e.to_string())?;
    run_yosys(&format!(
        "read_verilog -formal {}; prep -top {module}; flatten; delete -output {module}/o:*; {AIG_STEPS}; write_aiger -zinit -map {} {}",
        vf.display(),
        dir.join(format!("{file}.map")).display(),
        aig.display()
    ))?;
    Ok(aig)
}

/// [`TO_AIG`] without the elaboration (after `prep -top <module>; flatten` of a module checked
/// alone).
pub(crate) const AIG_STEPS: &str = aig_steps!();

/// `verilog` with every assertion `assert(c)` made the 1-induction step's: assumed in cycle 0,
/// asserted in cycle 1 (`g_st`, a frame counter added to each module that asserts, counts
/// 0, 1, 2, 3 and stays).
pub(crate) fn as_step(verilog: &str) -> String {
    let counter =
        "    reg [1:0] g_st = 0;\n    always @(posedge clock) if (g_st != 2'd3) g_st <= g_st + 1;\n";
    // The text cut at the start of each module (a line beginning `module `).
    let mut cuts: Vec<usize> = vec![0];
    cuts.extend(verilog.match_indices("\nmodule ").map(|(i, _)| i + 1));
    cuts.push(verilog.len());
    let mut out = String::with_capacity(verilog.len() * 2);
    for w in cuts.windows(2) {
        let piece = &verilog[w[0]..w[1]];
        let mut t = step_module(piece);
        if t != piece && piece.starts_with("module ") {
            let eol = t.find('\n').map_or(t.len(), |e| e + 1);
            t.insert_str(eol, counter);
        }
        out.push_str(&t);
    }
    out
}

/// One module's text with each `assert(c)` replaced by the step's statement ([`as_step`]).
fn step_module(text: &str) -> String {
    let key = "assert(";
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while let Some(j) = text[i..].find(key) {
        let at = i + j;
        let prev = text[..at].chars().last();
        if prev.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            out.push_str(&text[i..at + key.len()]);
            i = at + key.len();
            continue;
        }
        out.push_str(&text[i..at]);
        let start = at + key.len();
        let mut depth = 1;
        let mut end = start;
        for (n, ch) in text[start..].char_indices() {
            match ch {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                end = start + n;
                break;
            }
        }
        let cond = &text[start..end];
        out.push_str(&format!(
            "begin if (g_st == 2'd1) assert({cond}); else assume({cond}); end"
        ));
        // Drop the statement's own `;` (the block needs none).
        i = end + 1;
        if text[i..].starts_with(';') {
            i += 1;
        }
    }
    out.push_str(&text[i..]);
    out
}

/// 1-induction of every assertion in `verilog` on module `module` checked alone, from one
/// Yosys run of its [`as_step`] form (`{tag}-step.v`, `.aig`, `.map` in `dir`):
/// * the base case: from the power-on state with the frame counters at 1, every assertion in
///   cycle 0 (`bmc3 -a -F 1`);
/// * the step, as a bounded check from an arbitrary state: every latch free but the frame
///   counters (at 0; ABC `init -S`, `undc`), every assertion assumed in cycle 0 and asserted
///   in cycle 1 (`bmc3 -F 2`, at most `seconds`). No counterexample means the conjunction
///   is preserved by every transition from a state that satisfies it.
///
/// Both hold: the assertions hold in every reachable state. Logs `abc-{tag}-base.log` and
/// `abc-{tag}-step.log`. Returns the base case, the step and the AIG's figures.
pub(crate) fn induction_by_bmc(
    verilog: &str,
    module: &str,
    seconds: u64,
    dir: &Path,
    tag: &str,
) -> Result<(Verdict, Induction, AigStats), String> {
    let aig = module_alone_aig(&as_step(verilog), module, dir, &format!("{tag}-step"))?;
    let (vf, map) = (
        dir.join(format!("{tag}-step.v")),
        dir.join(format!("{tag}-step.map")),
    );
    let bytes = std::fs::read(&aig).map_err(|e| format!("{}: {e}", aig.display()))?;
    let header = bytes.split(|&b| b == b'\n').next().unwrap_or(&[]);
    let header = String::from_utf8_lossy(header);
    let latches: usize = header
        .split_whitespace()
        .nth(3)
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| format!("not an AIGER header: {header}"))?;
    // The frame counters' bits (latch, bit of g_st).
    let mut counters = vec![];
    let map_text = std::fs::read_to_string(&map).map_err(|e| e.to_string())?;
    for l in map_text.lines() {
        let f: Vec<&str> = l.split_whitespace().collect();
        if f.len() >= 4 && f[0] == "latch" && (f[3] == "g_st" || f[3].ends_with(".g_st")) {
            if let (Ok(n), Ok(b)) = (f[1].parse::<usize>(), f[2].parse::<usize>()) {
                counters.push((n, b));
            }
        }
    }
    if counters.is_empty() {
        return Err(format!(
            "{}: no frame counter (no assertion?)",
            vf.display()
        ));
    }
    let init = |rest: u8, counter: &dyn Fn(usize) -> u8| -> String {
        let mut s = vec![rest; latches];
        for &(n, b) in &counters {
            s[n] = counter(b);
        }
        String::from_utf8(s).unwrap()
    };
    let a = aig.display();
    // The power-on state (Yosys' -zinit: every latch 0) with the counters at 1.
    let base_init = init(b'0', &|b| if b == 0 { b'1' } else { b'0' });
    let base_log = run_abc(
        &format!("read_aiger {a}; print_stats; init -S {base_init}; logic; strash; fold; zero; bmc3 -a -F 1"),
        dir,
        &format!("abc-{tag}-base.log"),
    )?;
    let stats = parse_stats(&base_log).ok_or_else(|| format!("no ABC statistics:\n{base_log}"))?;
    let base = parse_verdict(&base_log, 1)?;
    let step_init = init(b'x', &|_| b'0');
    let log = run_abc(
        &format!(
            "read_aiger {a}; init -S {step_init}; logic; undc; strash; fold; zero; bmc3 -F 2 -T {seconds}"
        ),
        dir,
        &format!("abc-{tag}-step.log"),
    )?;
    let step = if log.contains("No output asserted in 2 frames") {
        Induction::Proved
    } else {
        Induction::Undecided
    };
    Ok((base, step, stats))
}

/// Run a Yosys script (`yosys -q -p`); its output on failure.
pub(crate) fn run_yosys(script: &str) -> Result<(), String> {
    let out = Command::new("yosys")
        .args(["-q", "-p", script])
        .output()
        .map_err(|e| format!("running yosys: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "yosys failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}

/// Run ABC commands (`yosys-abc -c`) and keep its log as `dir/log`; returns the log.
pub(crate) fn run_abc(cmd: &str, dir: &Path, log: &str) -> Result<String, String> {
    let out = Command::new("yosys-abc")
        .args(["-c", cmd])
        .output()
        .map_err(|e| format!("running yosys-abc: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    std::fs::write(dir.join(log), &text).map_err(|e| e.to_string())?;
    if out.status.code().is_none() {
        return Err(format!(
            "{ABC_CRASHED} ({}) running \"{cmd}\"; its output is in {}",
            out.status,
            dir.join(log).display()
        ));
    }
    Ok(text)
}

/// The start of [`run_abc`]'s error when yosys-abc was killed by a signal (it crashed).
pub(crate) const ABC_CRASHED: &str = "yosys-abc crashed";

/// Check the central-buffer switch `p`: bounded to `depth` cycles, then (if `pdr_seconds`
/// > 0) PDR for at most that long. `dir` keeps the files (Verilog, wrapper, AIG, logs).
pub fn prove_cb(
    p: &CbParams,
    depth: usize,
    pdr_seconds: u64,
    extra: &[&str],
    dir: &Path,
) -> Result<ProveReport, String> {
    prove_cb_with(p, None, depth, pdr_seconds, BmcOpts::default(), extra, dir)
}

/// [`prove_cb`] with the bounded-liveness check ([`cb_wrapper_with`]) when `drain_bound` is
/// given (empty `drain_bound` cycles after a stop in cycle `depth - drain_bound - 2` at the
/// latest, [`drain_stop_by`]), and the bounded check run as `opts` says.
pub fn prove_cb_with(
    p: &CbParams,
    drain_bound: Option<usize>,
    depth: usize,
    pdr_seconds: u64,
    opts: BmcOpts,
    extra: &[&str],
    dir: &Path,
) -> Result<ProveReport, String> {
    p.validate()?;
    let drain = match drain_bound {
        Some(b) => Some((b, drain_stop_by(depth, b)?)),
        None => None,
    };
    let top = module_name(p);
    let v = with_counter_assertion(&emit_verilog(p, &top)?, &top)?;
    let v = with_free_list_ghost(&v, &top, p.chunks)?;
    let v = with_accounting_assertion(&v, &top)?;
    prove_top(
        &top,
        &v,
        &cb_wrapper_with(p, &top, extra, drain),
        depth,
        pdr_seconds,
        opts,
        dir,
    )
}

/// The free list proved by itself ([`free_list_ghost_block`] with `alone`): what
/// [`prove_free_list`] found.
#[derive(Clone, Debug)]
pub struct FreeListProof {
    pub module: String,
    /// The base case: the bounded check of the free list alone to `frames` cycles.
    pub base: Verdict,
    /// The inductive step (`ind -u -F frames`).
    pub step: Induction,
    /// And-inverter graph of the free list alone: inputs, latches, and-gates.
    pub inputs: usize,
    pub latches: usize,
    pub ands: usize,
    pub seconds: f64,
}

impl FreeListProof {
    /// Proved for every reachable state of the free list (given the two interface facts).
    pub fn proved(&self) -> bool {
        induction_proved(&self.base, self.step)
    }
}

/// A k-induction proof ([`base_and_step`]) holds: the step closed and the base case holds
/// for at least one cycle.
pub(crate) fn induction_proved(base: &Verdict, step: Induction) -> bool {
    step == Induction::Proved && matches!(base, Verdict::HoldsTo { frames } if *frames >= 1)
}

/// The central buffer's free list (`p.chunks` chunks, C up to [`PER_CHUNK_MAX`]) checked alone
/// at every depth by k-induction: its module from the emitted Verilog of `p`, every input free
/// except for the two facts the buffer guarantees (an allocation only while `head_valid`; a
/// free only of a chunk in use: both asserted, not assumed, in the switch's own check), its
/// outputs dropped, then ABC's `bmc3` to `frames` (the base case) and `ind -u -F frames` (the
/// step). `free_list` transforms the module's Verilog first (a test's mutant; identity
/// otherwise). 2 frames suffice for the emitted free list (the invariant is 2-inductive).
pub fn prove_free_list(
    p: &CbParams,
    frames: usize,
    seconds: u64,
    free_list: &dyn Fn(String) -> String,
    dir: &Path,
) -> Result<FreeListProof, String> {
    per_chunk_params(p, "the free list is proved alone")?;
    require("yosys")?;
    require("yosys-abc")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let top = module_name(p);
    let module = format!("{top}_core$core$buffer$free_list");
    let v = insert_in_module(
        &emit_verilog(p, &top)?,
        &top,
        "$buffer$free_list",
        "free-list",
        &free_list_ghost_block(p.chunks, true),
    )?;
    let v = free_list(v);
    let vf = dir.join("free_list.v");
    let aig = dir.join("free_list.aig");
    std::fs::write(&vf, &v).map_err(|e| e.to_string())?;
    let t = Instant::now();
    // The outputs would become properties of the AIG: drop them (they are unconstrained
    // functions of the state, read by the ghost through the module's own wires).
    let script = format!(
        "read_verilog -formal {}; prep -top {module}; flatten; delete -port {module}/head_valid {module}/head {module}/count; {}; write_aiger -zinit {}",
        vf.display(),
        aig_steps!(),
        aig.display()
    );
    run_yosys(&script)?;
    let (base, step, (inputs, latches, ands)) =
        base_and_step(&aig, frames, seconds, dir, "free-list")?;
    Ok(FreeListProof {
        module,
        base,
        step,
        inputs,
        latches,
        ands,
        seconds: t.elapsed().as_secs_f64(),
    })
}

/// `p` valid and C at most [`PER_CHUNK_MAX`] (the proofs built on the free list's per-chunk
/// statement); the error names `chunks` and says which proof (`what`).
pub(crate) fn per_chunk_params(p: &CbParams, what: &str) -> Result<(), String> {
    p.validate()?;
    if p.chunks > PER_CHUNK_MAX {
        return Err(format!(
            "invalid parameter chunks={}: {what} for C up to {PER_CHUNK_MAX}",
            p.chunks
        ));
    }
    Ok(())
}

/// An and-inverter graph's inputs, latches and and-gates (ABC's `print_stats`).
pub type AigStats = (usize, usize, usize);

/// k-induction on an AIG whose constraints are the assumptions: ABC's `bmc3 -a` to `frames`
/// cycles (the base case) and `fold; orpos; ind -u -F frames` (the step, on the OR of every
/// property, uniqueness constraints on demand, at most `seconds`). Logs `abc-{tag}-bmc.log`
/// and `abc-{tag}-ind.log` in `dir`. Returns the base case, the step and the AIG's inputs,
/// latches and and-gates.
pub(crate) fn base_and_step(
    aig: &Path,
    frames: usize,
    seconds: u64,
    dir: &Path,
    tag: &str,
) -> Result<(Verdict, Induction, AigStats), String> {
    let a = aig.display();
    let bmc_log = run_abc(
        &format!("read_aiger {a}; fold; print_stats; bmc3 -a -F {frames}"),
        dir,
        &format!("abc-{tag}-bmc.log"),
    )?;
    let stats = parse_stats(&bmc_log).ok_or_else(|| format!("no ABC statistics:\n{bmc_log}"))?;
    let base = parse_verdict(&bmc_log, frames)?;
    let ind_log = run_abc(
        &format!("read_aiger {a}; fold; orpos; ind -u -F {frames} -T {seconds}"),
        dir,
        &format!("abc-{tag}-ind.log"),
    )?;
    let step = if ind_log.contains("Networks are equivalent") {
        Induction::Proved
    } else {
        Induction::Undecided
    };
    Ok((base, step, stats))
}

/// Check the input-buffered switch `p` (any organisation), as [`prove_cb`] does.
pub fn prove_ib(
    p: &IbParams,
    depth: usize,
    pdr_seconds: u64,
    extra: &[&str],
    dir: &Path,
) -> Result<ProveReport, String> {
    prove_ib_with(p, None, depth, pdr_seconds, BmcOpts::default(), extra, dir)
}

/// [`prove_ib`] with the bounded-liveness check ([`ib_wrapper_with`]) when `drain_bound` is
/// given (empty `drain_bound` cycles after a stop in cycle `depth - drain_bound - 2` at the
/// latest, [`drain_stop_by`]), and the bounded check run as `opts` says.
pub fn prove_ib_with(
    p: &IbParams,
    drain_bound: Option<usize>,
    depth: usize,
    pdr_seconds: u64,
    opts: BmcOpts,
    extra: &[&str],
    dir: &Path,
) -> Result<ProveReport, String> {
    p.validate()?;
    let drain = match drain_bound {
        Some(b) => Some((b, drain_stop_by(depth, b)?)),
        None => None,
    };
    let top = ib_name(p);
    let v = ib_emit_verilog(p, &top)?;
    prove_top(
        &top,
        &v,
        &ib_wrapper_with(p, &top, extra, drain),
        depth,
        pdr_seconds,
        opts,
        dir,
    )
}

/// `verilog` with `asserts` (Verilog statements, one or more lines) in an `always @(*)`
/// block under the comment `// wormcast prove: {what_holds}`, at the end of the module
/// `module` ([`insert_before_end`]; `what` names it in the error).
fn with_always_asserts(
    verilog: &str,
    module: &str,
    what: &str,
    what_holds: &str,
    asserts: &str,
) -> Result<String, String> {
    insert_before_end(
        verilog,
        module,
        what,
        &format!("    // wormcast prove: {what_holds}\n    always @(*) begin\n{asserts}    end\n"),
    )
}

/// `verilog` (the input-buffered switch `top`, `k` inputs) with the buffer's register
/// invariants asserted inside its buffer module: while there is a head packet (`hv[i]`), its
/// chunk count register `hnr[i]` (loaded as it becomes the head packet, from the writers or
/// from the side RAM's word prefetched from its slot) is above the chunks freed of it
/// (`hfreed[i]`, so at least 1); at the edge a packet becomes the head packet (`hv` after it,
/// and none before or the head packet's end `pp`) the count loaded is the one written for its
/// start slot (a ghost copy of the side RAM's count field, `ring` slots per input, written as
/// the side RAM is: at a header chunk's commit, at `wr_slot`; or the commit at this edge).
/// Only then: a slot freed by cut-through can take the next packet's header while the head
/// packet, started there, is still read. And the head packet's end `pp[i]`, from
/// the last-chunk completions (`fin`, `done_last`), is the free of its last chunk (`fr[i] &&
/// lastc[i]`, from the read counts), and `availr[i]` is `hfreed[i] + usedr[i] - frr[i]` (a
/// free pending in `frr` counts in `hfreed` already and in `usedr` still).
pub fn with_ib_buffer_assertions(
    verilog: &str,
    top: &str,
    k: usize,
    ring: usize,
) -> Result<String, String> {
    let abits = ring.trailing_zeros().max(1);
    let ghosts: String = (0..k)
        .map(|i| {
            format!(
                "    reg [9:0] ghost_nch{i} [0:{last}];\n\
                 \x20   always @(posedge clock) if (commit_hdr${i}) ghost_nch{i}[wr_slot${i}[{hi}:0]] <= pkt_nch${i} & cmask;\n",
                last = ring - 1,
                hi = abits - 1,
            )
        })
        .collect();
    let asserts: String = (0..k)
        .map(|i| {
            format!(
                "        if (hv${i}$q) assert(hfreed${i}$q < hnr${i}$q);\n\
                 \x20       if (hv${i}$d && (!hv${i}$q || pp${i})) assert(hnr${i}$d == ((commit_hdr${i} && wr_slot${i}[{hi}:0] == hstart${i}$d[{hi}:0]) ? (pkt_nch${i} & cmask) : ghost_nch{i}[hstart${i}$d[{hi}:0]]));\n\
                 \x20       assert(pp${i} == (fr${i} && lastc${i}));\n\
                 \x20       assert(availr${i}$q + frr${i}$q == hfreed${i}$q + usedr${i}$q);\n",
                hi = abits - 1,
            )
        })
        .collect();
    let module = format!("{top}_core$core$buffer");
    let v = insert_before_end(
        verilog,
        &module,
        "IB buffer",
        &format!(
            "    // wormcast prove: the side RAM's chunk counts, as written (ghost)\n{ghosts}"
        ),
    )?;
    with_always_asserts(
        &v,
        &module,
        "IB buffer",
        "a head packet's hnr is above hfreed, and loaded from its start slot's count; pp is fr && lastc; availr is hfreed + usedr - frr.",
        &asserts,
    )
}

/// `verilog` (the input-buffered switch `top`, `k` inputs) with the readers' register
/// invariants asserted inside its readers module: for an output o reading a packet
/// (`cur_v[o]`) and not cutting through (`ct_on[o]`: it asks for no read, and with late
/// cut-through its next chunk may have committed at the last edge, to be cut through at this
/// one), `hav[o]` (its next chunk is committed, the registered select in front of the read
/// arbiters) is `cur_c[o] < avail[cur_i[o]]` in every cycle; while a read is in
/// flight (`inf_v[o]`), `inf_last[o]` (it is of its packet's last chunk, the completion's
/// flit count and last flag) says the output reads no packet after it (`!cur_v[o]`), and a
/// read of another chunk is of the packet the output reads (`cur_i[o] == inf_i[o]`). The
/// request queue's front is one-hot exactly when the queue is not empty (its order is a
/// total order of the inputs queued), and the registered eligibility `el[o]`, when set
/// and no forwarded read is in flight (which masks it), names the input the output serves:
/// its current packet's, else the queue's front.
pub fn with_ib_readers_assertions(verilog: &str, top: &str, k: usize) -> Result<String, String> {
    let mut asserts = String::new();
    for o in 0..k {
        asserts.push_str(&format!(
            "        if (inf_v${o}$q) assert(inf_last${o}$q == !cur_v${o}$q);\n\
             \x20       if (inf_v${o}$q && !inf_last${o}$q) assert(cur_i${o}$q == inf_i${o}$q);\n\
             \x20       assert((rq$front${o} != 0) == rq$any${o});\n\
             \x20       assert((rq$front${o} & (rq$front${o} - 1)) == 0);\n\
             \x20       if (el${o}$q != 0 && !inf_early${o}$q) assert(el${o}$q == (cur_v${o}$q ? ({k}'d1 << cur_i${o}$q) : rq$front${o}));\n"
        ));
        for i in 0..k {
            asserts.push_str(&format!(
                "        if (cur_v${o}$q && !ct_on${o}$q && cur_i${o}$q == {i}) assert(hav${o}$q == (cur_c${o}$q < avail${i}));\n"
            ));
        }
    }
    with_always_asserts(
        verilog,
        &format!("{top}_core$core$readers"),
        "IB readers",
        "hav is cur_c < avail[cur_i] while a packet is read and not cut through; inf_last; the queue's front; el.",
        &asserts,
    )
}

/// `verilog` (the input-buffered switch `top`, `k` inputs) with the writers' chunk flags
/// asserted inside its writers module: for every input i, `last_lane[i]` is
/// `fill[i] + 1 == k` (the next flit taken completes the chunk) and `ah[i]` is
/// `fill[i] != 0 && hdr[i]` (a header chunk holding a flit, `asm_hdr`) in every cycle.
pub fn with_ib_writers_assertions(verilog: &str, top: &str, k: usize) -> Result<String, String> {
    let asserts: String = (0..k)
        .map(|i| {
            format!(
                "        assert(last_lane${i}$q == (fill${i}$q + 1 == {k}));\n\
                 \x20       assert(ah${i}$q == (fill${i}$q != 0 && hdr${i}$q));\n"
            )
        })
        .collect();
    with_always_asserts(
        verilog,
        &format!("{top}_core$core$writers"),
        "IB writers",
        "the chunk flags last_lane and ah.",
        &asserts,
    )
}

/// `verilog` (the input-buffered switch `top`, `k` outputs) with each output port's stream
/// and issue registers asserted: `left` (the flits of the streaming chunk still to send) is
/// at most k, and `nci` (stored `!can_issue`) is the module doc's function of the present
/// state: a read may be decided when at most 2 flits are left, a chunk completing in this
/// cycle into an empty stream counted as k, and the credits cover k more
/// (`used + ctp + k + left <= depth`: `ctp` is a cut-through flit not yet counted in `used`).
pub fn with_ib_outport_assertions(verilog: &str, top: &str, k: usize) -> Result<String, String> {
    let left = format!("((left$q != 0) ? left$q : (arr_v ? {k} : 0))");
    let asserts = format!(
        "        assert(left$q <= {k});\n\
         \x20       assert(nci$q == !({left} <= 2 && used$q + ctp$q + {k} + {left} <= depth));\n"
    );
    let mut v = verilog.to_string();
    for o in 0..k {
        v = with_always_asserts(
            &v,
            &format!("{top}_core$outport${o}"),
            "IB output port",
            "left <= k; nci is !can_issue of the present state.",
            &asserts,
        )?;
    }
    Ok(v)
}

/// [`prove_ib`] of the buffer's, the readers', the writers' and the output ports' register
/// invariants ([`with_ib_buffer_assertions`], [`with_ib_readers_assertions`],
/// [`with_ib_writers_assertions`], [`with_ib_outport_assertions`]) beside the wrapper's
/// properties, on the Verilog as `mutate` leaves it (the identity, or a mutant that must
/// fail).
pub fn prove_ib_register_invariants(
    p: &IbParams,
    depth: usize,
    mutate: &dyn Fn(String) -> String,
    dir: &Path,
) -> Result<ProveReport, String> {
    prove_ib_register_invariants_with(p, depth, BmcOpts::default(), mutate, dir)
}

/// [`prove_ib_register_invariants`] with the bounded check as `opts` says (a mutant's check:
/// [`BmcOpts::first_failure`]).
pub fn prove_ib_register_invariants_with(
    p: &IbParams,
    depth: usize,
    opts: BmcOpts,
    mutate: &dyn Fn(String) -> String,
    dir: &Path,
) -> Result<ProveReport, String> {
    p.validate()?;
    let top = ib_name(p);
    let ring = wormcast_rtl::input_buffered::core::IbGeometry::new(
        p.k(),
        p.route.w,
        wormcast_ip::input_buffered::org_code(p.org),
        p.buffer_chunks(),
        p.max_len,
    )
    .ring();
    let v = with_ib_buffer_assertions(&mutate(ib_emit_verilog(p, &top)?), &top, p.k(), ring)?;
    let v = with_ib_readers_assertions(&v, &top, p.k())?;
    let v = with_ib_writers_assertions(&v, &top, p.k())?;
    let v = with_ib_outport_assertions(&v, &top, p.k())?;
    prove_top(&top, &v, &ib_wrapper(p, &top, &[]), depth, 0, opts, dir)
}

/// What k-induction ([`try_induction`]) found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Induction {
    /// Every property, taken together, is k-inductive for some k up to the limit.
    Proved,
    /// Not k-inductive up to the limit (or the time ran out): no conclusion.
    Undecided,
}

/// K-induction on the AIG that [`prove_top`] left in `dir` (`formal_top.aig`): ABC's `ind`
/// (inductive step, with uniqueness constraints added on demand, `-u`) on the OR of every
/// property, up to `frames` time frames and `seconds`. Only the inductive step runs: the base
/// case is the bounded check, which must hold to at least `frames` for a proof. Returns the
/// outcome and ABC's time.
pub fn try_induction(dir: &Path, frames: usize, seconds: u64) -> Result<(Induction, f64), String> {
    let aig = dir.join("formal_top.aig");
    let t = Instant::now();
    let log = run_abc(
        &format!(
            "read_aiger {}; fold; orpos; ind -u -F {frames} -T {seconds}",
            aig.display()
        ),
        dir,
        "abc-ind.log",
    )?;
    let secs = t.elapsed().as_secs_f64();
    if log.contains("Networks are equivalent") {
        Ok((Induction::Proved, secs))
    } else if log.contains("UNDECIDED") || log.contains("timeout") {
        Ok((Induction::Undecided, secs))
    } else {
        Err(format!("unreadable ABC induction result:\n{log}"))
    }
}

/// Yosys's and-inverter graph of `verilog` and `wrapper` at `aig`: `yosys` writes it, or a
/// copy of the graph an earlier run made from the same text comes from the cache
/// (`<target>/verilator/formal-aig/<hash of the texts, TO_AIG and the Yosys version>.aig`).
/// Yosys is most of a small check's time (about 50 s for the k = 2 CB), and a check that
/// changes only the depth or ABC's options (`--reduce`, `--pdr-seconds`) reads the same
/// graph. Runs for the same texts in one process wait for each other, so the second is a
/// cache hit.
fn cached_aig(
    verilog: &str,
    wrapper: &str,
    aig: &Path,
    yosys: impl FnOnce() -> Result<(), String>,
) -> Result<bool, String> {
    use std::collections::hash_map::DefaultHasher;
    use std::collections::HashMap;
    use std::hash::{Hash, Hasher};
    use std::sync::{Arc, Mutex};
    static IN_FLIGHT: Mutex<Option<HashMap<u64, Arc<Mutex<()>>>>> = Mutex::new(None);
    let version = Command::new("yosys")
        .arg("-V")
        .output()
        .map(|o| o.stdout)
        .unwrap_or_default();
    let mut h = DefaultHasher::new();
    (verilog, wrapper, TO_AIG, version).hash(&mut h);
    let key = h.finish();
    let lock = IN_FLIGHT
        .lock()
        .unwrap()
        .get_or_insert_with(HashMap::new)
        .entry(key)
        .or_default()
        .clone();
    let _one_at_a_time = lock.lock().unwrap_or_else(|e| e.into_inner());
    let dir = wormcast_tools::verilator::cache_root().join("formal-aig");
    let cached = dir.join(format!("{key:016x}.aig"));
    if std::fs::copy(&cached, aig).is_ok() {
        return Ok(true);
    }
    yosys()?;
    // Written under a temporary name and renamed, so a reader never sees half a graph.
    let tmp = dir.join(format!("{key:016x}.{}.tmp", std::process::id()));
    if std::fs::create_dir_all(&dir).is_ok() && std::fs::copy(aig, &tmp).is_ok() {
        let _ = std::fs::rename(&tmp, &cached);
    }
    Ok(false)
}

/// Yosys (the emitted `verilog` of `top` and its `wrapper` to AIGER), then ABC's `bmc3 -a`
/// to `depth` as `opts` says and optionally `pdr`; the files stay in `dir`.
pub fn prove_top(
    top: &str,
    verilog: &str,
    wrapper: &str,
    depth: usize,
    pdr_seconds: u64,
    opts: BmcOpts,
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
    let aig_cached = cached_aig(verilog, wrapper, &aig, || run_yosys(&script))?;
    let yosys_seconds = t0.elapsed().as_secs_f64();
    let t1 = Instant::now();
    let (reduce, glucose) = if opts.reduce {
        ("scorr; dc2; print_stats; ", " -g")
    } else {
        ("", "")
    };
    let all = if opts.first_failure { "" } else { " -a" };
    let mut cmd = format!(
        "read_aiger {}; fold; print_stats; {reduce}bmc3{all}{glucose} -F {depth}",
        aig.display()
    );
    if opts.seconds > 0 {
        write!(cmd, " -T {}", opts.seconds).unwrap();
    }
    if pdr_seconds > 0 {
        write!(cmd, "; pdr -T {pdr_seconds}").unwrap();
    }
    // ABC's `bmc3 -a` (every output to the depth) crashes on some models (a segmentation
    // fault on an IB output-port mutant, 2026-12-01, where `bmc3` finds its failure in frame
    // 4); `bmc3` alone stops at the first failing output, which still gives the verdict.
    let log = run_abc(&cmd, dir, "abc.log").or_else(|e| {
        let single = cmd.replacen("bmc3 -a", "bmc3", 1);
        if !e.starts_with(ABC_CRASHED) || single == cmd {
            return Err(e);
        }
        eprintln!("{e}; checking again without -a");
        run_abc(&single, dir, "abc.log")
    })?;
    let (inputs, latches, ands) =
        parse_stats(&log).ok_or_else(|| format!("no ABC statistics:\n{log}"))?;
    let reduced = if opts.reduce {
        let after = log.lines().skip_while(|l| !l.contains("lat =")).skip(1);
        Some(
            parse_stats(&after.collect::<Vec<_>>().join("\n"))
                .ok_or_else(|| format!("no ABC statistics after the reduction:\n{log}"))?,
        )
    } else {
        None
    };
    Ok(ProveReport {
        top: top.to_string(),
        verdict: parse_verdict(&log, depth)?,
        inputs,
        latches,
        ands,
        reduced,
        yosys_seconds,
        aig_cached,
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
