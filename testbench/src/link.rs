//! The link's sender-side credit counter on the testbench: three-way check against
//! `wormcast_model::link::CreditCounter`.

use crate::compare::{lockstep, Agreement, Engine};
use crate::hdl::{HdlDut, HdlSim};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use wormcast_model::link::CreditCounter as Golden;
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::link::CreditCounter;
use wormcast_rtl::verilog::{emit, wrapper, WrapPort};
use wormcast_tools::verilator;

fn ports() -> (Vec<PortSpec>, Vec<PortSpec>) {
    (
        vec![PortSpec::new("send", 1), PortSpec::new("credit", 1)],
        vec![
            PortSpec::new("count", 8),
            PortSpec::new("can_send", 1),
            PortSpec::new("overflow_error", 1),
        ],
    )
}

/// Golden model with the counter's ports (outputs are sampled before the edge).
pub struct CreditModel(pub Golden);

impl CycleModel for CreditModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        ports().0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ports().1
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let out = vec![
            self.0.count() as u64,
            self.0.can_send() as u64,
            self.0.overflow_error() as u64,
        ];
        self.0.step(v[0] & 1 == 1, v[1] & 1 == 1);
        out
    }
}

impl HdlDut for CreditCounter {
    fn input_ports(&self) -> Vec<PortSpec> {
        ports().0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ports().1
    }
    fn set_inputs(&mut self, v: &[u64]) {
        self.send.next = v[0] & 1 == 1;
        self.credit.next = v[1] & 1 == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        vec![
            self.count.val().to_u64(),
            self.can_send.val() as u64,
            self.overflow_error.val() as u64,
        ]
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// What a credit-counter check covered, besides the agreement itself.
#[derive(Clone, Debug, Default)]
pub struct CreditCoverage {
    pub agreement: Agreement,
    /// Cycles with a send and a credit together.
    pub both: u64,
    /// Cycles (as sampled before the edge) at count 0 and at count D.
    pub at_zero: u64,
    pub at_full: u64,
    /// Violations in the stimulus (send at 0 / credit at D, net), and the first one's cycle.
    pub violations: u64,
    pub first_violation: Option<u64>,
}

/// Random send/credit stimulus in stretches of 16..160 cycles. The first half of the run is
/// legal (a shadow golden model only lets a send through while `can_send` and a credit while
/// `count < D`), with per-stretch biases so the count swings between 0 and D; the second half
/// is unconstrained and contains violations. Returns the stimulus and the violation count
/// and first violation cycle.
pub fn stimulus(depth: u32, cycles: usize, seed: u64) -> (Vec<Vec<u64>>, u64, Option<u64>) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut shadow = Golden::new(depth);
    let mut stim = Vec::with_capacity(cycles);
    let (mut violations, mut first) = (0, None);
    let (mut left, mut ps, mut pc) = (0usize, 0.5, 0.5);
    for c in 0..cycles {
        if left == 0 {
            left = rng.gen_range(16..160);
            ps = rng.gen_range(0.05..0.95);
            pc = rng.gen_range(0.05..0.95);
        }
        left -= 1;
        let legal = c < cycles / 2;
        let mut send = rng.gen_bool(ps);
        let mut credit = rng.gen_bool(pc);
        if legal {
            // An honest receiver never returns a credit at count D (even with a send: the
            // flit sent now is not yet at the receiver); an obedient sender sends only while
            // `can_send`, or together with a credit (which cancels it).
            credit &= shadow.count() < depth;
            send &= shadow.can_send() || credit;
        }
        if shadow.step(send, credit) {
            violations += 1;
            first.get_or_insert(c as u64);
        }
        stim.push(vec![send as u64, credit as u64]);
    }
    (stim, violations, first)
}

/// Three-way check of a credit counter for receiver depth `depth` over `cycles` cycles.
pub fn check(depth: u32, cycles: usize, seed: u64) -> Result<CreditCoverage, String> {
    let (stim, violations, first_violation) = stimulus(depth, cycles, seed);
    let mut uut = CreditCounter::new(depth);
    uut.connect_all();
    let name = format!("credit_counter_d{depth}");
    let v = emit(&uut, &format!("{name}_core"));
    let (i, o) = ports();
    let wrap = wrapper(
        &name,
        &format!("{name}_core"),
        &format!("link sender credit counter, receiver depth {depth}"),
        &[
            WrapPort::input(&i[0], "send"),
            WrapPort::input(&i[1], "credit"),
            WrapPort::output(&o[0], "count"),
            WrapPort::output(&o[1], "can_send"),
            WrapPort::output(&o[2], "overflow_error"),
        ],
    );
    let m = verilator::build(&format!("{wrap}\n{v}"), &name, &i, &o)?;
    let mut vl = m.replay(&stim, &verilator::cache_root().join("runs"))?;
    let mut hdl = HdlSim::new(uut);
    let mut golden = CreditModel(Golden::new(depth));
    let mut cov = CreditCoverage {
        violations,
        first_violation,
        ..Default::default()
    };
    cov.agreement = lockstep(
        &mut golden,
        &mut [
            Engine {
                name: "rust-hdl".into(),
                model: &mut hdl,
            },
            Engine {
                name: "verilator".into(),
                model: &mut vl,
            },
        ],
        stim,
        |_, inp, out| {
            cov.both += (inp[0] & inp[1] & 1) as u64;
            cov.at_zero += (out[0] == 0) as u64;
            cov.at_full += (out[0] == depth as u64) as u64;
        },
    )
    .map_err(|e| e.to_string())?;
    Ok(cov)
}
