//! `wormcast prove central-buffer|input-buffered|banyan-se`: the formal checks of
//! `wormcast_testbench::formal` on a small switch or one slotted banyan SE (bounded model
//! checking with ABC's `bmc3`, optionally PDR and k-induction).

use crate::cb_cmd::cb_params;
use crate::ib_cmd::ib_params;
use crate::output::Failure;
use crate::{ArbArg, ModeArg, OnOff, OrgArg, PolicyArg, SchemeArg, SwitchArgs};
use std::path::PathBuf;
use wormcast_model::banyan::wormhole::{Arbitration, WhParams};
use wormcast_model::banyan::BanyanParams;
use wormcast_testbench::formal::{
    drain_stop_by, prove_banyan_se, prove_banyan_whse, prove_cb_accounting, prove_cb_bookkeeping,
    prove_cb_framing, prove_cb_links, prove_cb_with, prove_free_list, prove_ib_links,
    prove_ib_with, try_induction, BmcOpts, Induction, LinkProof, ProveReport, Verdict,
    PER_CHUNK_MAX,
};

/// Arguments of `wormcast prove`.
#[derive(clap::Args, Clone, Debug)]
pub struct ProveArgs {
    /// Block to check: the two fat-tree switches, or one slotted banyan switching element.
    #[arg(value_parser = ["central-buffer", "input-buffered", "banyan-se"])]
    pub block: String,
    /// Switch ports k: 2 or 4 (the state space grows fast with k; fat-tree switches only).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(2..=4))]
    pub k: u64,
    /// Down ports, 1..=k (default k/2; k at a root, where multicasts replicate to every
    /// port: at k = 2 only a root replicates; fat-tree switches only).
    #[arg(long)]
    pub down: Option<usize>,
    /// Nodes N.
    #[arg(long, default_value_t = 2)]
    pub nodes: usize,
    /// Central-buffer chunks C, 8..=256, a power of two (central buffer only).
    #[arg(long, default_value_t = 16)]
    pub chunks: usize,
    /// Header-chunk scheme (central buffer only).
    #[arg(long, value_enum, default_value = "shared")]
    pub scheme: SchemeArg,
    /// Input buffer size in flits, a multiple of k (input buffered only).
    #[arg(long, default_value_t = 16)]
    pub buffer: usize,
    /// Input-buffered organisation (input buffered only).
    #[arg(long, value_enum, default_value = "split-ram")]
    pub org: OrgArg,
    /// Input-buffered behaviour revision, 3 or 4 (input buffered only; `gen
    /// input-buffered --revision`).
    #[arg(long, default_value_t = wormcast_model::input_buffered::REVISION)]
    pub revision: u32,
    /// Input FIFO depth F (each link's credits).
    #[arg(long, default_value_t = 4)]
    pub fifo: usize,
    /// Longest packet in flits.
    #[arg(long = "max-len", default_value_t = 8)]
    pub max_len: u64,
    /// Flit width W: 16 or 32.
    #[arg(long, default_value_t = 16)]
    pub w: usize,
    /// Banyan stages n, 2..=6 (banyan SE only).
    #[arg(long, default_value_t = 3)]
    pub n: usize,
    /// Stage of the banyan SE, 0..=n-1 (banyan SE only).
    #[arg(long, default_value_t = 1)]
    pub stage: usize,
    /// Banyan SE: the slotted SE or the wormhole SE.
    #[arg(long, value_enum, default_value = "slotted")]
    pub mode: ModeArg,
    /// Wormhole banyan SE: arbitration between two heads that want a common output.
    #[arg(long, value_enum, default_value = "upper-first")]
    pub arbitration: ArbArg,
    /// Cycles of bounded model checking, 1..=60.
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u64).range(1..=60))]
    pub depth: u64,
    /// Seconds of PDR (an unbounded proof attempt) after the bounded check; 0 = none.
    #[arg(long = "pdr-seconds", default_value_t = 0)]
    pub pdr_seconds: u64,
    /// Time frames of k-induction (ABC `ind -u`) after the other checks, 0..=60; 0 = none.
    #[arg(long = "ind-frames", default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=60))]
    pub ind_frames: u64,
    /// Bounded liveness (fat-tree switches): once the senders stop after complete packets and
    /// the receivers return every credit at once, the switch is empty within this many
    /// cycles, 1..=255 (checked for every stop in cycles 0..=depth - bound - 2; the depth must
    /// be at least bound + 2).
    #[arg(long = "drain-bound", value_parser = clap::value_parser!(u64).range(1..=255))]
    pub drain_bound: Option<u64>,
    /// Central buffer: also prove the free list alone for every reachable state (k-induction
    /// on its module, `ind -u -F 2`, with the two facts it needs from the buffer assumed; the
    /// switch check asserts them). C up to 32.
    #[arg(long = "free-list-induction")]
    pub free_list_induction: bool,
    /// Fat-tree switches: also prove the link properties for every reachable state
    /// (k-induction, `ind -u -F 2`, on the switch with ghost counters tied to its port
    /// registers and the chunk bookkeeping left out): exact credit return, no FIFO overflow,
    /// no flit without credit.
    #[arg(long = "link-induction")]
    pub link_induction: bool,
    /// Central buffer: also prove the chunk accounting for every reachable state (k-induction,
    /// `ind -u -F 2`, on the switch's core with the writers' reservation ghost): `reserved`
    /// equals what the admitted multicasts still have to take, `free_count + reserved` is the
    /// free list's count, both at most C, and an allocation always finds a chunk; the input
    /// ports' framing and the read side (frees only of chunks in use) assumed. C up to 32.
    #[arg(long = "accounting-induction")]
    pub accounting_induction: bool,
    /// Central buffer: also prove the whole chunk bookkeeping for every reachable state, the
    /// read side included (1-induction, its step checked as a two-cycle bounded check from an
    /// arbitrary state, on the switch's core with the accounting ghosts and a per-chunk ghost
    /// of the outputs that will still read each chunk): no replication counter underflows, a
    /// completing read frees only a chunk in use, every read is of a chunk its output still
    /// has to read, and everything `--accounting-induction` proves; only the input ports'
    /// framing assumed (`--framing-proof`). C up to 32, at most 15 chunks per packet.
    #[arg(long = "bookkeeping-induction")]
    pub bookkeeping_induction: bool,
    /// Central buffer: also prove every input port's framing for every reachable state (PDR on
    /// the port module with a FIFO-content invariant): whatever the link sends within the
    /// credit protocol, the port offers a head with a valid length and route, then exactly
    /// length - 1 flits, the tail last (what `--accounting-induction` assumes).
    #[arg(long = "framing-proof")]
    pub framing_proof: bool,
    /// Fat-tree switches: reduce the and-inverter graph before the bounded check (ABC
    /// `scorr; dc2`: sequentially equivalent latches merged, constant ones removed) and run
    /// `bmc3` with Glucose; the same check, measured 1.4-1.7x faster per frame on the central
    /// buffer.
    #[arg(long)]
    pub reduce: bool,
    /// Fat-tree switches: time limit of the bounded check in seconds (0 = none); the result
    /// is then the depth reached within it.
    #[arg(long = "bmc-seconds", default_value_t = 0)]
    pub bmc_seconds: u64,
    /// Directory for the Verilog, the wrapper, the AIGER file and ABC's log.
    #[arg(long, default_value = "prove_out")]
    pub out: PathBuf,
}

pub fn prove(a: &ProveArgs) -> Result<(), Failure> {
    if a.block == "banyan-se" && a.link_induction {
        return Err(Failure::Usage(
            "invalid parameter link-induction: allowed for central-buffer and input-buffered"
                .into(),
        ));
    }
    // Before any block's own checks: nothing is generated for a rejected option.
    for (on, name) in [
        (a.free_list_induction, "free-list-induction"),
        (a.accounting_induction, "accounting-induction"),
        (a.bookkeeping_induction, "bookkeeping-induction"),
    ] {
        if on && (a.block != "central-buffer" || a.chunks > PER_CHUNK_MAX) {
            return Err(Failure::Usage(format!(
                "invalid parameter {name}: allowed for central-buffer with chunks <= {PER_CHUNK_MAX} (got {} with chunks={})",
                a.block, a.chunks
            )));
        }
    }
    if a.framing_proof && a.block != "central-buffer" {
        return Err(Failure::Usage(format!(
            "invalid parameter framing-proof: allowed for central-buffer (got {}; the input-buffered switch's input ports are the same module)",
            a.block
        )));
    }
    if a.block == "banyan-se" {
        let p =
            BanyanParams::new(a.n, a.w, 8.max(a.n)).map_err(|e| Failure::Usage(e.to_string()))?;
        if a.stage >= p.n {
            return Err(Failure::Usage(format!(
                "invalid parameter stage={}: allowed 0..={} for n={}",
                a.stage,
                p.n - 1,
                p.n
            )));
        }
        if a.mode == ModeArg::Wormhole {
            let arb = match a.arbitration {
                ArbArg::UpperFirst => Arbitration::UpperFirst,
                ArbArg::RoundRobin => Arbitration::RoundRobin,
            };
            let p = WhParams::new(p.n, p.w, arb).map_err(|e| Failure::Usage(e.to_string()))?;
            let r = prove_banyan_whse(&p, a.stage, a.depth as usize, a.pdr_seconds, &[], &a.out)
                .map_err(Failure::Failed)?;
            return report(a, &r, "the wormhole SE's link guarantees against a reference decode: back-pressure (a flit not taken stays), well-framed worms on every output, atomic heads into empty registers, each new head the reference copy of one consumed head, bodies and tails only from the owner (or a synthetic tail), owned_out = worm state, no consumed head or body lost, lock-step replication, ready only for a flit, malformed count, progress of a grantable head (upper-first: input 0 first)");
        }
        let r = prove_banyan_se(
            &p,
            a.stage,
            false,
            a.depth as usize,
            a.pdr_seconds,
            &[],
            &a.out,
        )
        .map_err(Failure::Failed)?;
        return report(a, &r, "the slotted SE's spec against a reference decode: malformed count, nack_out exact (blocked here, lost to input 0, or downstream on a held output), idle in -> idle out, after a strobe the reference header copy on each requested output (input 0 first) else idle, otherwise each output exactly the flit of the input holding it else idle");
    }
    if a.k == 3 {
        return Err(Failure::Usage(
            "invalid parameter k=3: allowed 2 or 4".into(),
        ));
    }
    let s = SwitchArgs {
        k: a.k as usize,
        down: a.down,
        nodes: a.nodes,
        chunks: a.chunks,
        fifo: Some(a.fifo),
        max_len: a.max_len,
        scheme: a.scheme,
        bypass: OnOff::On,
        multicast: OnOff::On,
        org: a.org,
        buffer: a.buffer,
        revision: a.revision,
        policy: PolicyArg::Adaptive,
        w: None,
    };
    let (depth, pdr) = (a.depth as usize, a.pdr_seconds);
    let opts = BmcOpts {
        reduce: a.reduce,
        seconds: a.bmc_seconds,
        first_failure: false,
    };
    let drain = a.drain_bound.map(|b| b as usize);
    if let Some(b) = drain {
        drain_stop_by(depth, b).map_err(Failure::Usage)?;
    }
    let (r, props) = if a.block == "input-buffered" {
        let p = ib_params(a.w, &s)?;
        if a.link_induction {
            let l = prove_ib_links(&p, 2, 600, &|v| v, &a.out.join("links"))
                .map_err(Failure::Failed)?;
            report_links(a, &l)?;
        }
        let r = prove_ib_with(&p, drain, depth, pdr, opts, &[], &a.out).map_err(Failure::Failed)?;
        (r, "link credits exact both ways (sc <= F, held <= F), used chunks <= buffer chunks per input, no FIFO overflow")
    } else {
        let p = cb_params(a.w, &s)?;
        if a.link_induction {
            let l = prove_cb_links(&p, 2, 600, &|v| v, &a.out.join("links"))
                .map_err(Failure::Failed)?;
            report_links(a, &l)?;
        }
        if a.free_list_induction {
            let f = prove_free_list(&p, 2, 600, &|v| v, &a.out.join("free_list"))
                .map_err(Failure::Failed)?;
            outln!(
                "free list alone ({}): {} inputs, {} latches, {} and-gates",
                f.module,
                f.inputs,
                f.latches,
                f.ands
            );
            outln!("  properties: every chunk free XOR in use, no chunk twice in the free FIFO, FIFO slots hold handed-out chunks, pointers wr = rd + count, head = front slot, an allocation takes a chunk not in use; assumed: alloc only while head_valid, free only of a chunk in use (both asserted in the switch check below)");
            report_induction(a, "free_list", &f.base, f.proved(), f.seconds, K_IND)?;
        }
        if a.accounting_induction {
            let c = prove_cb_accounting(&p, 2, 600, &|v| v, &a.out.join("accounting"))
                .map_err(Failure::Failed)?;
            outln!(
                "chunk accounting, the core alone ({}): {} inputs, {} latches, {} and-gates, {} assertions",
                c.module, c.inputs, c.latches, c.ands, c.properties
            );
            outln!("  properties: reserved == the chunks the admitted multicasts still have to take (the writers' ghost), free_count + reserved == the free list's count, free_count <= C, reserved <= C, an allocation always finds a chunk, the free list's conservation, the writer invariants they need; assumed: the input ports' framing (a head with a valid length and route, then exactly length - 1 flits, the tail last) and the read side (a free only of a chunk in use)");
            report_induction(a, "accounting", &c.base, c.proved(), c.seconds, K_IND)?;
        }
        if a.bookkeeping_induction {
            let c = prove_cb_bookkeeping(&p, 600, &|v| v, &a.out.join("bookkeeping"))
                .map_err(Failure::Failed)?;
            outln!(
                "chunk bookkeeping, the core alone ({}): {} inputs, {} latches, {} and-gates, {} assertions",
                c.module, c.inputs, c.latches, c.ands, c.properties
            );
            outln!("  properties: no replication counter underflows, a completing read frees only a chunk in use, every read is of a chunk its output still has to read (a per-chunk ghost of the outputs that will still read it: init == reads + read in flight + those outputs), the NP and NC lists and NC forwarding as the readers follow them, and everything the accounting proves; assumed: the input ports' framing");
            report_induction(a, "bookkeeping", &c.base, c.proved(), c.seconds, K_STEP)?;
        }
        if a.framing_proof {
            for i in 0..p.k() {
                let f = prove_cb_framing(&p, i, 600, &|v| v, &a.out.join(format!("framing{i}")))
                    .map_err(Failure::Failed)?;
                outln!(
                    "input port {i}'s framing, the port alone ({}): {} inputs, {} latches, {} and-gates, {} assertions",
                    f.module, f.inputs, f.latches, f.ands, f.properties
                );
                report_induction(
                    a,
                    &format!("framing{i}"),
                    &f.base,
                    f.proved(),
                    f.seconds,
                    "PDR",
                )?;
            }
        }
        let r = prove_cb_with(&p, drain, depth, pdr, opts, &[], &a.out).map_err(Failure::Failed)?;
        (r, "link credits exact both ways (sc <= F, held <= F), free_count <= C, free_count + reserved <= C and equal to the free list's count, no FIFO overflow, no replication-counter underflow, chunk conservation (no chunk allocated twice, freed twice or lost: each chunk free XOR in use, no chunk twice in the free FIFO)")
    };
    if let Some(b) = drain {
        let props = format!("{props}; bounded liveness: {b} cycles after the senders stop (after complete packets, in cycle {} at the latest; receivers then return credits at once) the switch is empty (all credits back, receivers hold nothing, outputs idle, buffers empty)", depth - b - 2);
        return report(a, &r, &props);
    }
    report(a, &r, props)
}

/// Print the link-induction proof ([`prove_cb_links`]); a failing base case is a `Failed`
/// exit.
fn report_links(a: &ProveArgs, l: &LinkProof) -> Result<(), Failure> {
    outln!(
        "links of {} alone ({}/links): {} inputs, {} latches, {} and-gates, {} properties",
        l.top,
        a.out.display(),
        l.inputs,
        l.latches,
        l.ands,
        l.properties
    );
    outln!(
        "  properties: per input sc <= F, sc + FIFO count + credit register == F, no overflow and the framer flags as defined{} (sc, held: the wrapper's link ghosts, kept in the port modules)",
        if l.outputs {
            "; per output used <= F, held + link flit <= used, held <= F"
        } else {
            "; the output ports are not covered (their credits are reserved per chunk at the read: bounded only)"
        }
    );
    report_induction(a, "links", &l.base, l.proved(), l.seconds, K_IND)
}

/// Print the verdict of a 2-frame k-induction proof (`--free-list-induction`,
/// `--link-induction`, `--accounting-induction`) whose files are in `out/sub`; a failing base case is a `Failed` exit.
fn report_induction(
    a: &ProveArgs,
    sub: &str,
    base: &Verdict,
    proved: bool,
    seconds: f64,
    engine: &str,
) -> Result<(), Failure> {
    let verdict = match base {
        Verdict::Fails { frame, outputs } => {
            return Err(Failure::Failed(format!(
                "{sub}: FAIL: properties {outputs:?} in cycle {frame} (see {}/{sub})",
                a.out.display()
            )))
        }
        _ if proved => format!("PROVED for every reachable state ({engine})"),
        _ => format!("undecided ({engine}, 600 s)"),
    };
    outln!("  result: {verdict} ({seconds:.1} s)");
    Ok(())
}

/// The engine of `--free-list-induction`, `--link-induction`, `--accounting-induction`.
const K_IND: &str = "k-induction, 2 frames";
/// The engine of `--bookkeeping-induction`.
const K_STEP: &str = "1-induction, the step as a bounded check from any state";

/// Print a check's figures and verdict (then k-induction when asked); a failing property is
/// a `Failed` exit.
fn report(a: &ProveArgs, r: &ProveReport, props: &str) -> Result<(), Failure> {
    outln!("formal check of {} ({})", r.top, a.out.display());
    let yosys = if r.aig_cached {
        "Yosys: the cached graph of the same design and wrapper".to_string()
    } else {
        format!("Yosys {:.1} s", r.yosys_seconds)
    };
    outln!(
        "  and-inverter graph: {} inputs, {} latches, {} and-gates ({yosys})",
        r.inputs,
        r.latches,
        r.ands,
    );
    if let Some((i, l, n)) = r.reduced {
        outln!("  after ABC's reduction (scorr; dc2): {i} inputs, {l} latches, {n} and-gates; bmc3 with Glucose");
    }
    outln!("  properties: {props}");
    let verdict = match &r.verdict {
        Verdict::HoldsTo { frames } if *frames < a.depth as usize => format!(
            "hold for the first {frames} cycles (bounded model check; the {} s limit ran out before depth {})",
            a.bmc_seconds, a.depth
        ),
        Verdict::HoldsTo { frames } => {
            format!("hold for the first {frames} cycles (bounded model check)")
        }
        Verdict::Proved => "PROVED for every reachable state (PDR)".to_string(),
        Verdict::Fails { frame, outputs } => format!(
            "FAIL: {} of the properties (ABC outputs {outputs:?}), the first in cycle {frame} (see {}/abc.log)",
            outputs.len(),
            a.out.display()
        ),
        Verdict::Unknown { .. } => "unknown (time limit)".to_string(),
    };
    outln!("  result: {verdict} ({:.1} s)", r.solver_seconds);
    if let Verdict::Fails { .. } = r.verdict {
        return Err(Failure::Failed(verdict));
    }
    if a.ind_frames > 0 {
        let (ind, secs) =
            try_induction(&a.out, a.ind_frames as usize, 600).map_err(Failure::Failed)?;
        let what = match ind {
            Induction::Proved => "PROVED: the properties together are k-inductive",
            Induction::Undecided => "undecided (not k-inductive within the frames)",
        };
        outln!(
            "  k-induction (ind -u -F {}): {what} ({secs:.1} s)",
            a.ind_frames
        );
    }
    Ok(())
}
