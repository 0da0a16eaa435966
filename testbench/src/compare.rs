//! The lockstep comparison engine.
//!
//! Every engine (golden model, rust-hdl simulation, Verilator replay) implements
//! [`CycleModel`]. [`lockstep`] feeds the same stimulus to all of them, compares every output
//! port of every DUT with the reference at every cycle and stops at the first difference.

use std::fmt;
use wormcast_model::{CycleModel, PortSpec};

/// The first difference found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// Name of the engine that disagreed with the reference.
    pub engine: String,
    pub cycle: u64,
    pub port: String,
    pub expected: u64,
    pub actual: u64,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "MISMATCH at cycle {}, port {}: expected (golden model) 0x{:x}, actual ({}) 0x{:x}",
            self.cycle, self.port, self.expected, self.engine, self.actual
        )
    }
}
impl std::error::Error for Mismatch {}

/// A comparison that ran to the end without a difference.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Agreement {
    pub cycles: u64,
    /// Output values compared (ports x cycles x DUTs).
    pub values_compared: u64,
}

/// A named engine taking part in a comparison.
pub struct Engine<'a> {
    pub name: String,
    pub model: &'a mut dyn CycleModel,
}

impl<'a> Engine<'a> {
    /// The rust-hdl simulation of a block.
    pub fn rust_hdl(model: &'a mut dyn CycleModel) -> Self {
        Engine {
            name: "rust-hdl".into(),
            model,
        }
    }
    /// Verilator running a block's emitted Verilog.
    pub fn verilator(model: &'a mut dyn CycleModel) -> Self {
        Engine {
            name: "verilator".into(),
            model,
        }
    }
}

/// Drive `reference` and every DUT with `stimulus`; compare all outputs every cycle.
/// `observe` sees each cycle's inputs and reference outputs (for statistics).
pub fn lockstep<I, F>(
    reference: &mut dyn CycleModel,
    duts: &mut [Engine<'_>],
    stimulus: I,
    observe: F,
) -> Result<Agreement, Mismatch>
where
    I: IntoIterator<Item = Vec<u64>>,
    F: FnMut(u64, &[u64], &[u64]),
{
    lockstep_from(0, reference, duts, stimulus, observe)
}

/// `reference` against `slow` and `fast` together on the first `slow_cycles` cycles of
/// `stimulus` (all of it when `None`), then against `fast` alone on the rest: for an engine,
/// such as the rust-hdl simulation, too slow for a whole suite run. Cycles are numbered
/// through, as in one [`lockstep`].
pub fn lockstep_prefix<'a, F>(
    reference: &mut dyn CycleModel,
    slow: Engine<'a>,
    fast: Engine<'a>,
    mut stimulus: Vec<Vec<u64>>,
    slow_cycles: Option<usize>,
    mut observe: F,
) -> Result<Agreement, Mismatch>
where
    F: FnMut(u64, &[u64], &[u64]),
{
    let rest = stimulus.split_off(slow_cycles.unwrap_or(usize::MAX).min(stimulus.len()));
    let mut both = [slow, fast];
    let a = lockstep(reference, &mut both, stimulus, &mut observe)?;
    let [_, fast] = both;
    let b = lockstep_from(a.cycles, reference, &mut [fast], rest, &mut observe)?;
    Ok(Agreement {
        cycles: a.cycles + b.cycles,
        values_compared: a.values_compared + b.values_compared,
    })
}

/// [`lockstep`] continuing a run at cycle `start` (engines already stepped `start` cycles;
/// mismatches and `observe` are numbered from `start`).
pub fn lockstep_from<I, F>(
    start: u64,
    reference: &mut dyn CycleModel,
    duts: &mut [Engine<'_>],
    stimulus: I,
    mut observe: F,
) -> Result<Agreement, Mismatch>
where
    I: IntoIterator<Item = Vec<u64>>,
    F: FnMut(u64, &[u64], &[u64]),
{
    let outs: Vec<PortSpec> = reference.output_ports();
    for d in duts.iter() {
        assert_eq!(
            d.model.output_ports(),
            outs,
            "engine {} has different output ports",
            d.name
        );
    }
    let mut a = Agreement::default();
    for (i, inp) in stimulus.into_iter().enumerate() {
        let cycle = start + i as u64;
        let exp = reference.step(&inp);
        for d in duts.iter_mut() {
            let act = d.model.step(&inp);
            for (k, spec) in outs.iter().enumerate() {
                let (e, v) = (exp[k] & spec.mask(), act[k] & spec.mask());
                if e != v {
                    return Err(Mismatch {
                        engine: d.name.clone(),
                        cycle,
                        port: spec.name.clone(),
                        expected: e,
                        actual: v,
                    });
                }
            }
            a.values_compared += outs.len() as u64;
        }
        observe(cycle, &inp, &exp);
        a.cycles += 1;
    }
    Ok(a)
}

pub use wormcast_tools::verilator::Replay;

#[cfg(test)]
mod tests {
    use super::*;
    struct Counter(u64, u64);
    impl CycleModel for Counter {
        fn input_ports(&self) -> Vec<PortSpec> {
            vec![PortSpec::new("inc", 1)]
        }
        fn output_ports(&self) -> Vec<PortSpec> {
            vec![PortSpec::new("count", 8)]
        }
        fn step(&mut self, i: &[u64]) -> Vec<u64> {
            let o = self.0;
            self.0 = (self.0 + i[0] * self.1) & 0xff;
            vec![o]
        }
    }
    #[test]
    fn reports_first_difference() {
        let stim: Vec<Vec<u64>> = (0..10).map(|c| vec![(c % 2) as u64]).collect();
        let mut r = Counter(0, 1);
        let mut good = Counter(0, 1);
        let ok = lockstep(
            &mut r,
            &mut [Engine {
                name: "good".into(),
                model: &mut good,
            }],
            stim.clone(),
            |_, _, _| {},
        )
        .unwrap();
        assert_eq!(ok.cycles, 10);
        let mut r = Counter(0, 1);
        let mut bad = Counter(0, 2);
        let e = lockstep(
            &mut r,
            &mut [Engine {
                name: "bad".into(),
                model: &mut bad,
            }],
            stim,
            |_, _, _| {},
        )
        .unwrap_err();
        // cycle 1 has inc = 1; the difference shows at cycle 2.
        assert_eq!(
            (e.cycle, e.port.as_str(), e.expected, e.actual),
            (2, "count", 1, 2)
        );
    }
}
