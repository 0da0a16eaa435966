//! The link properties of both fat-tree switches proved for every reachable state
//! (`wormcast prove central-buffer|input-buffered --link-induction`; issue 16, item 4).
//!
//! The whole-switch check ([`super::prove_top`]) asserts in its wrapper that the switch's
//! credit return is exact (`sc_i <= F`) and that it never sends a flit without credit
//! (`held_o <= F`), with ghost counters kept from the link signals alone. Those counters say
//! nothing about the switch's registers, so they are not inductive, and bounded checking
//! only reaches a depth. Here the same two counters are kept inside the port modules that
//! both switches share, beside the registers they mirror, and tied to them:
//!
//! * **input port i** (`{top}_core$inport$i`): the upstream sender's credits `sc_g` (from
//!   the FIFO depth F, minus one per flit arriving, plus one per `credit_out` pulse), with the
//!   link protocol assumed on it (a flit only while `sc_g > 0`). Asserted: `sc_g <= F`,
//!   `sc_g + count + credit == F` (every credit is with the sender, in a FIFO slot, or in the
//!   credit register about to be returned) and `!ovf` (no flit ever arrives at a full FIFO),
//!   with the framer flags tied to their definitions (`fv_r == (count != 0)`, `last_r ==
//!   (pos + 1 == len)`, `pay_r == (pos > B)`: the sender pops only while `fv_r`, so the
//!   count's induction needs it);
//! * **output port o** (`{top}_core$outport$o`): the downstream receiver's holding `held_g`
//!   (plus one per flit on the link, minus one per `credit_in` pulse), with the protocol
//!   assumed on it (a credit only while `held_g > 0`). Asserted: `used <= depth` and
//!   `held_g + (link register non-idle) <= used` (every flit the receiver holds or is about
//!   to receive was counted against its credits), and `held_g <= depth`: no flit without
//!   credit. (The bounds on the ghosts keep the 16-bit sums from wrapping; without them the
//!   equalities are not inductive.) Central buffer only: see [`prove_ib_links`].
//!
//! `sc_g` and `held_g` are the wrapper's `sc_i` and `held_o`: the same counters of the same
//! port signals from the same power-on values. With these assertions only (the chunk
//! bookkeeping left out), ABC's k-induction closes: a bounded base case, then `ind -u` on
//! the OR of the properties ([`super::base_and_step`]). The input side needs only the input
//! port's own logic; the output side needs every path that loads the link register (the
//! serialiser, the crossbar bypass, the read cut-through) to check the credits in the same
//! cycle, which the core's logic does combinationally from `used`.

use super::{base_and_step, insert_before_end, run_yosys, Induction, Verdict, TO_AIG};
use std::path::Path;
use std::time::Instant;
use wormcast_ip::central_buffer::{emit_verilog, module_name};
use wormcast_ip::input_buffered::{emit_verilog as ib_emit_verilog, module_name as ib_name};
use wormcast_model::central_buffer::CbParams;
use wormcast_model::input_buffered::IbParams;
use wormcast_tools::run::require;

/// The ghost and properties placed at the end of an input port module.
const INPORT_GHOST: &str =
    "    // wormcast prove --link-induction (testbench/src/formal/links.rs): the sender's credits.
    reg [15:0] sc_g = fifo_depth;
    always @(posedge clock) sc_g <= sc_g - (in_tag != 0) + credit_out;
    always @(*) begin
        assume(in_tag == 0 || sc_g > 0);
        assert(sc_g <= fifo_depth);
        assert(sc_g + count$q + credit$q == fifo_depth);
        assert(!ovf$q);
        assert(fv_r$q == (count$q != 0));
        assert(last_r$q == (pos$q + 1 == len$q));
        assert(pay_r$q == (pos$q > nbs));
    end
";

/// The ghost and properties placed at the end of an output port module.
const OUTPORT_GHOST: &str =
    "    // wormcast prove --link-induction (testbench/src/formal/links.rs): the receiver's flits.
    reg [15:0] held_g = 0;
    always @(posedge clock) held_g <= held_g + (link_tag != 0) - credit_in;
    always @(*) begin
        assume(!credit_in || held_g > 0);
        assert(used$q <= depth);
        assert(held_g + (oreg_tag$q != 0) <= used$q);
        assert(held_g <= depth);
    end
";

/// `verilog` (the emitted switch `top` with `k` ports) with the link ghosts of the module
/// doc in every input port module and, when `outputs`, every output port module.
pub fn with_link_ghosts(
    verilog: &str,
    top: &str,
    k: usize,
    outputs: bool,
) -> Result<String, String> {
    let mut v = verilog.to_string();
    for p in 0..k {
        let inport = format!("{top}_core$inport${p}");
        v = insert_before_end(&v, &inport, "input port", INPORT_GHOST)?;
        if outputs {
            let outport = format!("{top}_core$outport${p}");
            v = insert_before_end(&v, &outport, "output port", OUTPORT_GHOST)?;
        }
    }
    Ok(v)
}

/// The wrapper `formal_top` with its assertions removed: the switch's link ports driven
/// freely, its link protocol still assumed (the port ghosts assume it too).
fn assumptions_only(wrapper: &str) -> String {
    wrapper
        .lines()
        .filter(|l| !l.contains("assert("))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// What [`prove_cb_links`] and [`prove_ib_links`] found.
#[derive(Clone, Debug)]
pub struct LinkProof {
    pub top: String,
    /// The base case: the bounded check to `frames` cycles.
    pub base: Verdict,
    /// The inductive step (`ind -u -F frames`).
    pub step: Induction,
    /// And-inverter graph: inputs, latches, and-gates.
    pub inputs: usize,
    pub latches: usize,
    pub ands: usize,
    /// Properties (AIG outputs): 5 per input, and 3 per output when `outputs`.
    pub properties: usize,
    /// The output ports' properties are included (the central buffer; not the
    /// input-buffered switch: [`prove_ib_links`]).
    pub outputs: bool,
    pub seconds: f64,
}

impl LinkProof {
    /// Proved for every reachable state.
    pub fn proved(&self) -> bool {
        super::induction_proved(&self.base, self.step)
    }
}

/// The emitted switch `top` (`k` ports) with the port ghosts (`outputs`: on the output ports
/// too), transformed by `rtl`, and its `wrapper` without assertions, through Yosys to an AIG
/// in `dir`, then the base case and the step (`frames`, at most `seconds`).
fn prove_links(
    top: &str,
    emitted: &str,
    wrapper: &str,
    (k, outputs): (usize, bool),
    rtl: &dyn Fn(String) -> String,
    (frames, seconds): (usize, u64),
    dir: &Path,
) -> Result<LinkProof, String> {
    let verilog = rtl(with_link_ghosts(emitted, top, k, outputs)?);
    require("yosys")?;
    require("yosys-abc")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let (vf, wf, aig) = (
        dir.join(format!("{top}.v")),
        dir.join("formal_top.sv"),
        dir.join("links.aig"),
    );
    std::fs::write(&vf, &verilog).map_err(|e| e.to_string())?;
    std::fs::write(&wf, assumptions_only(wrapper)).map_err(|e| e.to_string())?;
    let t = Instant::now();
    run_yosys(&format!(
        "read_verilog -formal {}; read_verilog -formal -sv {}; {TO_AIG}; write_aiger -zinit {}",
        vf.display(),
        wf.display(),
        aig.display()
    ))?;
    let (base, step, (inputs, latches, ands)) = base_and_step(&aig, frames, seconds, dir, "links")?;
    Ok(LinkProof {
        top: top.to_string(),
        base,
        step,
        inputs,
        latches,
        ands,
        properties: k * INPORT_GHOST.matches("assert(").count()
            + if outputs {
                k * OUTPORT_GHOST.matches("assert(").count()
            } else {
                0
            },
        outputs,
        seconds: t.elapsed().as_secs_f64(),
    })
}

/// The central-buffer switch `p`'s link properties for every reachable state (module doc),
/// input and output ports: its emitted Verilog with the port ghosts, transformed by `rtl` (a
/// test's mutant; identity otherwise); `frames` for the base case and the step.
pub fn prove_cb_links(
    p: &CbParams,
    frames: usize,
    seconds: u64,
    rtl: &dyn Fn(String) -> String,
    dir: &Path,
) -> Result<LinkProof, String> {
    p.validate()?;
    let top = module_name(p);
    let w = super::cb_wrapper(p, &top, &[]);
    let v = emit_verilog(p, &top)?;
    prove_links(&top, &v, &w, (p.k(), true), rtl, (frames, seconds), dir)
}

/// [`prove_cb_links`] for the input-buffered switch `p` (any organisation): its input ports
/// only. Its output ports are not inductive on their own: an output issues a chunk read only
/// with credits for the whole chunk, then sends the chunk's flits with no check per flit, so
/// the invariant that bounds `used` spans the readers' read in flight and the serialiser's
/// remaining flits (two modules). Their properties stay bounded (the switch check).
pub fn prove_ib_links(
    p: &IbParams,
    frames: usize,
    seconds: u64,
    rtl: &dyn Fn(String) -> String,
    dir: &Path,
) -> Result<LinkProof, String> {
    p.validate()?;
    let top = ib_name(p);
    let w = super::ib_wrapper(p, &top, &[]);
    let v = ib_emit_verilog(p, &top)?;
    prove_links(&top, &v, &w, (p.k(), false), rtl, (frames, seconds), dir)
}
