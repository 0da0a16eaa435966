//! Driving a rust-hdl block as a [`CycleModel`] with the fast manual clock loop (about 10 to
//! 1000 times faster than rust-hdl's threaded `Simulation`), with optional VCD output.
//!
//! One cycle: apply inputs, clock low, settle, sample outputs, clock high, settle. In the VCD
//! a cycle `c` spans time `c * 1000` (clock low, inputs applied) to `c * 1000 + 500` (rising
//! edge); timescale 1 ps.

use rust_hdl::core::vcd_probe::VCDProbe;
use rust_hdl::prelude::*;
use std::fs::File;
use std::io::BufWriter;
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
    pub uut: B,
    vcd: Option<VCDProbe<BufWriter<File>>>,
    cycle: u64,
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
        }
    }
    /// Record every signal of the block to `path`.
    pub fn with_vcd(mut self, path: &std::path::Path) -> std::io::Result<Self> {
        let f = BufWriter::new(File::create(path)?);
        self.vcd = Some(write_vcd_header(f, &self.uut));
        Ok(self)
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
        assert!(simulate(&mut self.uut, 1000), "block did not settle");
        self.dump(self.cycle * VCD_CYCLE + VCD_CYCLE / 2);
        self.cycle += 1;
        out
    }
}

/// Bits of a u64 as a rust-hdl value.
pub fn bits<const N: usize>(v: u64) -> Bits<N> {
    v.to_bits()
}
