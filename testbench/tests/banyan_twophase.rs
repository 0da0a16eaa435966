//! Two-phase multicast (Section 3.1) with retry on the RTL: many concurrent multicasts over
//! the rust-hdl simulation of the network all reach every destination (Theorem 2 under
//! retry), and the node-level run on the RTL is identical to the run on the golden model
//! with the same seed (the two are cycle-accurate equals: every output port of every cycle
//! of the two runs is also compared).

use std::time::Instant;
use wormcast_model::banyan::twophase::{RunStats, TwoPhaseNodes};
use wormcast_model::banyan::{BanyanNetModel, BanyanParams};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_testbench::banyan::hdl_sim;

/// A network that records every output vector it produces.
struct Recorder<'a> {
    net: &'a mut dyn CycleModel,
    trace: Vec<Vec<u64>>,
}
impl CycleModel for Recorder<'_> {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.net.input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.net.output_ports()
    }
    fn step(&mut self, inputs: &[u64]) -> Vec<u64> {
        let o = self.net.step(inputs);
        self.trace.push(o.clone());
        o
    }
}

const MAX_CYCLES: u64 = 50_000;

fn nodes(p: BanyanParams, seed: u64, multicasts: usize, backoff: u32) -> TwoPhaseNodes {
    let mut d = TwoPhaseNodes::new(p, seed).with_backoff(backoff);
    d.add_random(multicasts);
    d
}

fn check_complete(st: &RunStats) {
    assert!(st.finished, "{st:?}");
    assert!(st.all_delivered, "{st:?}");
    assert_eq!(st.deliveries, st.deliveries_required, "{st:?}");
    assert_eq!(st.phase2_duplicates, 0, "{st:?}");
    assert_eq!(st.protocol_errors, 0, "{st:?}");
    assert_eq!(st.stalled_slots, 0, "{st:?}");
    let accepted = st.attempts_phase1 + st.attempts_phase2 - st.retries;
    assert_eq!(accepted, st.multicasts + st.deliveries_required, "{st:?}");
}

fn rtl_equals_golden(n: usize, multicasts: usize, seed: u64, backoff: u32) {
    let p = BanyanParams::new(n, 32, n.max(4)).unwrap();
    let nn = p.ports();

    // The workload: mixed fanouts including large ones, several multicasts per source.
    let probe = nodes(p, seed, multicasts, backoff);
    let mut per_src = vec![0usize; nn];
    let mut large = 0;
    for id in 0..multicasts {
        let pl = probe.plan_of(id);
        per_src[pl.src] += 1;
        if pl.fanout() >= nn / 2 {
            large += 1;
        }
    }
    assert!(large >= 5, "large fanouts: {large}");
    assert!(
        per_src.iter().filter(|&&c| c >= 2).count() >= 3,
        "{per_src:?}"
    );

    let t0 = Instant::now();
    let mut model = BanyanNetModel::new(p);
    let mut g = Recorder {
        net: &mut model,
        trace: vec![],
    };
    let golden = nodes(p, seed, multicasts, backoff).run(&mut g, MAX_CYCLES);
    let t1 = Instant::now();
    let mut hdl = hdl_sim(&p, false, None).unwrap();
    let mut r = Recorder {
        net: hdl.as_mut(),
        trace: vec![],
    };
    let rtl = nodes(p, seed, multicasts, backoff).run(&mut r, MAX_CYCLES);
    let t2 = Instant::now();
    eprintln!(
        "n={n} backoff={backoff} {multicasts} multicasts, per source {per_src:?}, {large} with f >= N/2\n  \
         golden ({:?}): {golden:?}\n  rtl ({:?}): {rtl:?}",
        t1 - t0,
        t2 - t1
    );
    check_complete(&golden);
    check_complete(&rtl);
    assert!(
        golden.retries > 0,
        "the workload must exercise retry: {golden:?}"
    );
    assert_eq!(rtl, golden, "n={n}: RTL and golden model runs differ");
    assert_eq!(g.trace.len() as u64, golden.cycles);
    if let Some(c) = (0..g.trace.len()).find(|&c| g.trace[c] != r.trace[c]) {
        panic!(
            "n={n}: outputs differ at cycle {c}: golden {:?} rtl {:?}",
            g.trace[c], r.trace[c]
        );
    }
}

#[test]
fn twophase_rtl_n3() {
    rtl_equals_golden(3, 40, 3, 0);
    rtl_equals_golden(3, 60, 30, 2);
}

#[test]
fn twophase_rtl_n4() {
    rtl_equals_golden(4, 40, 4, 0);
    rtl_equals_golden(4, 60, 40, 2);
}
