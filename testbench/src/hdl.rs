//! Driving a rust-hdl block as a [`CycleModel`] with the fast manual clock loop (about 10 to
//! 1000 times faster than rust-hdl's threaded `Simulation`), with optional VCD output.
//!
//! One cycle: apply inputs, clock low, settle, sample outputs, clock high, and let the edge
//! reach every register. In the VCD a cycle `c` spans time `c * 1000` (clock low, inputs
//! applied) to `c * 1000 + 500` (rising edge); timescale 1 ps.
//!
//! The edge (rust-hdl's `simulate` passes): a block passes its clock to its children one
//! `update_all` pass per level of the hierarchy, and a flip-flop or RAM takes the edge in the
//! pass after its clock input rose. After the edge [`HdlSim`] runs only those passes, `n`
//! of them, measured at the first edge (the passes until every clock signal of the block is
//! high, and one more), instead of settling the whole block: the logic behind the registers
//! then settles in the next cycle's settle, together with that cycle's inputs, and the
//! outputs are sampled only after it. The first `n` passes are those of a full settle, so
//! every register takes the same value, and the settle that follows reaches the same fixed
//! point (the logic is acyclic and a function of the registers and the inputs: rust-hdl's
//! `check_all` rejects latches and loops): every output at every cycle is the same. The
//! passes a full settle spends after the edge are about two thirds of a cycle's (the k = 8
//! CB: 16.2 of 23.7 passes a cycle; with the edge's 7 alone its rust-hdl simulation runs
//! 1.48x as fast; five rust-hdl-heavy tests 0.73x of the time, `wormcast sim central-buffer
//! --k 8` 0.62-0.72x: docs/architecture.md, "Build times"). `n` is conservative: on the
//! switches and the banyan even one pass after the edge gives the same outputs (rust-hdl
//! moves new inputs down the hierarchy no faster than the clock), but `n` keeps the argument
//! independent of that. A block written to a VCD settles fully at the edge too, so that the
//! waveform shows the settled values there; [`full_settle`] does that for every block made
//! after it (the test that checks that the two ways agree, `tests/hdl_sim.rs`).

use rust_hdl::core::vcd_probe::VCDProbe;
use rust_hdl::prelude::*;
use std::fs::File;
use std::io::BufWriter;
use std::sync::atomic::{AtomicBool, Ordering};
use wormcast_model::{CycleModel, PortSpec};

/// A rust-hdl block whose ports map onto a port list.
pub trait HdlDut: Block {
    fn input_ports(&self) -> Vec<PortSpec>;
    fn output_ports(&self) -> Vec<PortSpec>;
    fn set_inputs(&mut self, v: &[u64]);
    fn get_outputs(&self) -> Vec<u64>;
    fn set_clock(&mut self, high: bool);
}

/// VCD time units per cycle.
pub use wormcast_tools::vcd_filter::VCD_CYCLE;

/// The rust-hdl simulation of a block, one cycle per `step`.
pub struct HdlSim<B: HdlDut> {
    /// The block. Between steps its registers hold the state after the last edge, but the
    /// logic behind them has not settled unless the simulation settles its edges
    /// ([`HdlSim::settling_edges`]; module doc): a caller that reads outputs or logic of
    /// it there asks for that.
    pub uut: B,
    vcd: Option<VCDProbe<BufWriter<File>>>,
    cycle: u64,
    /// The passes after a rising edge until every register has taken it (module doc),
    /// measured at the first edge; `None` before it or when every edge settles fully.
    edge_passes: Option<usize>,
    /// Settle the whole block after each edge (module doc).
    settle_edges: bool,
}

impl<B: HdlDut> HdlSim<B> {
    /// Wrap a block whose `connect_all` has been called.
    pub fn new(mut uut: B) -> Self {
        check_all(&uut).expect("rust-hdl connectivity check failed");
        uut.set_clock(false);
        assert!(simulate(&mut uut, 1000), "block did not settle");
        HdlSim {
            uut,
            vcd: None,
            cycle: 0,
            edge_passes: None,
            settle_edges: FULL_SETTLE.load(Ordering::Relaxed),
        }
    }
    /// Settle the whole block after each edge (module doc), so that `uut` can be read
    /// between steps.
    pub fn settling_edges(mut self) -> Self {
        self.settle_edges = true;
        self
    }
    /// Record every signal of the block to `path`.
    pub fn with_vcd(mut self, path: &std::path::Path) -> std::io::Result<Self> {
        let f = BufWriter::new(File::create(path)?);
        self.vcd = Some(write_vcd_header(f, &self.uut));
        self.settle_edges = true;
        Ok(self)
    }
    /// The rising edge: the passes that take it to every register, or a whole settle
    /// (module doc).
    fn edge(&mut self) {
        if self.settle_edges {
            assert!(simulate(&mut self.uut, 1000), "block did not settle");
            return;
        }
        if let Some(n) = self.edge_passes {
            for _ in 0..n {
                self.uut.update_all();
            }
            return;
        }
        let mut n = 0;
        loop {
            self.uut.update_all();
            n += 1;
            let mut clocks = ClocksHigh(true);
            self.uut.accept("uut", &mut clocks);
            if clocks.0 {
                break;
            }
            assert!(n < 1000, "the clock edge did not reach every block");
        }
        // The registers whose clock rose in the last pass take the edge in this one.
        self.uut.update_all();
        self.edge_passes = Some(n + 1);
    }
    fn dump(&mut self, t: u64) {
        if let Some(mut v) = self.vcd.take() {
            v.timestamp(t).expect("vcd write");
            self.vcd = Some(write_vcd_change(v, &self.uut));
        }
    }
}

impl<B: HdlDut> CycleModel for HdlSim<B> {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.uut.input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.uut.output_ports()
    }
    fn step(&mut self, inputs: &[u64]) -> Vec<u64> {
        self.uut.set_inputs(inputs);
        self.uut.set_clock(false);
        assert!(simulate(&mut self.uut, 1000), "block did not settle");
        let out = self.uut.get_outputs();
        self.dump(self.cycle * VCD_CYCLE);
        self.uut.set_clock(true);
        self.edge();
        self.dump(self.cycle * VCD_CYCLE + VCD_CYCLE / 2);
        self.cycle += 1;
        out
    }
}

/// Every [`HdlSim`] made after this call settles its whole block after each edge (`true`)
/// or runs only the passes that take the edge to every register (`false`, the default):
/// module doc. For the test that checks that the two give the same outputs.
pub fn full_settle(on: bool) {
    FULL_SETTLE.store(on, Ordering::Relaxed);
}

static FULL_SETTLE: AtomicBool = AtomicBool::new(false);

/// Clears its flag when it visits a clock signal that is not high.
struct ClocksHigh(bool);

impl rust_hdl::core::probe::Probe for ClocksHigh {
    fn visit_atom(&mut self, _name: &str, signal: &dyn rust_hdl::core::atom::Atom) {
        if signal.descriptor().name == "clock" {
            let high = matches!(
                signal.vcd(),
                rust_hdl::core::synth::VCDValue::Single(vcd::Value::V1)
            );
            self.0 &= high;
        }
    }
}

/// Bits of a u64 as a rust-hdl value.
pub fn bits<const N: usize>(v: u64) -> Bits<N> {
    v.to_bits()
}
