//! `wormcast prove central-buffer|input-buffered`: the formal checks of
//! `wormcast_testbench::formal` on a small switch (bounded model checking with ABC's `bmc3`,
//! optionally PDR).

use crate::cb_cmd::cb_params;
use crate::ib_cmd::ib_params;
use crate::output::Failure;
use crate::{OnOff, OrgArg, PolicyArg, SchemeArg, SwitchArgs};
use std::path::PathBuf;
use wormcast_testbench::formal::{prove_cb, prove_ib, Verdict};

/// Arguments of `wormcast prove`.
#[derive(clap::Args, Clone, Debug)]
pub struct ProveArgs {
    /// Block to check (the two fat-tree switches; the others are not wrapped yet).
    #[arg(value_parser = ["central-buffer", "input-buffered"])]
    pub block: String,
    /// Switch ports k: 2 or 4 (the state space grows fast with k).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(2..=4))]
    pub k: u64,
    /// Nodes N.
    #[arg(long, default_value_t = 2)]
    pub nodes: usize,
    /// Central-buffer chunks C (central buffer only).
    #[arg(long, default_value_t = 16)]
    pub chunks: usize,
    /// Input buffer size in flits, a multiple of k (input buffered only).
    #[arg(long, default_value_t = 16)]
    pub buffer: usize,
    /// Input-buffered organisation (input buffered only).
    #[arg(long, value_enum, default_value = "split_ram")]
    pub org: OrgArg,
    /// Input FIFO depth F (each link's credits).
    #[arg(long, default_value_t = 4)]
    pub fifo: usize,
    /// Longest packet in flits.
    #[arg(long = "max-len", default_value_t = 8)]
    pub max_len: u64,
    /// Flit width W: 16 or 32.
    #[arg(long, default_value_t = 16)]
    pub w: usize,
    /// Cycles of bounded model checking, 1..=60.
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u64).range(1..=60))]
    pub depth: u64,
    /// Seconds of PDR (an unbounded proof attempt) after the bounded check; 0 = none.
    #[arg(long = "pdr-seconds", default_value_t = 0)]
    pub pdr_seconds: u64,
    /// Directory for the Verilog, the wrapper, the AIGER file and ABC's log.
    #[arg(long, default_value = "prove_out")]
    pub out: PathBuf,
}

pub fn prove(a: &ProveArgs) -> Result<(), Failure> {
    if a.k == 3 {
        return Err(Failure::Usage(
            "invalid parameter k=3: allowed 2 or 4".into(),
        ));
    }
    let s = SwitchArgs {
        k: a.k as usize,
        down: None,
        nodes: a.nodes,
        chunks: a.chunks,
        fifo: Some(a.fifo),
        max_len: a.max_len,
        scheme: SchemeArg::Shared,
        bypass: OnOff::On,
        org: a.org,
        buffer: a.buffer,
        policy: PolicyArg::Adaptive,
        w: None,
    };
    let (depth, pdr) = (a.depth as usize, a.pdr_seconds);
    let (r, props) = if a.block == "input-buffered" {
        let p = ib_params(a.w, &s)?;
        let r = prove_ib(&p, depth, pdr, &[], &a.out).map_err(Failure::Failed)?;
        (r, "link credits exact both ways (sc <= F, held <= F), used chunks <= buffer chunks per input, no FIFO overflow")
    } else {
        let p = cb_params(a.w, &s)?;
        let r = prove_cb(&p, depth, pdr, &[], &a.out).map_err(Failure::Failed)?;
        (r, "link credits exact both ways (sc <= F, held <= F), free_count <= C, reserved <= free_count, no FIFO overflow, no replication-counter underflow, chunk conservation (no chunk allocated twice, freed twice or lost: free + in use = C)")
    };
    println!("formal check of {} ({})", r.top, a.out.display());
    println!(
        "  and-inverter graph: {} inputs, {} latches, {} and-gates (Yosys {:.1} s)",
        r.inputs, r.latches, r.ands, r.yosys_seconds
    );
    println!("  properties: {props}");
    let verdict = match &r.verdict {
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
    println!("  result: {verdict} ({:.1} s)", r.solver_seconds);
    match r.verdict {
        Verdict::Fails { .. } => Err(Failure::Failed(verdict)),
        _ => Ok(()),
    }
}
