//! The central buffer's write turn (module doc of `wormcast_model::central_buffer`, "Write
//! turn") under the stimulus that starved packets before it: every input saturated (a new
//! packet as soon as the last one has left), up-going unicasts, multicasts and downward
//! unicasts mixed, receivers that take a flit in only a quarter of the cycles, so that the
//! buffer stays nearly full. Three-way check (golden model, rust-hdl, Verilator) on the
//! recorded closed-loop run and its drain, for k = 4 and 8, after counting on the golden
//! model that every branch of the rule fires: the turn held by an up-going header and by a
//! multicast header (both wait for their admission: upward packets are admitted whole at
//! their header, module doc "Direction reserve and upward admission"), arrivals from above
//! held and not held (an upward holder beyond the `up_used` bound). The hold for a streaming
//! upward chunk blocked by an empty free list went with the upward admission (a streaming
//! upward chunk is now an admitted packet's and never waits); the model reports it never.

use wormcast_ip::central_buffer::{module_name, params};
use wormcast_model::central_buffer::CentralBufferSwitch;
use wormcast_model::central_buffer::HeaderScheme::{PerOutput, Shared};
use wormcast_model::CycleModel;
use wormcast_testbench::central_buffer::{record, three_way_against};
use wormcast_testbench::switch_traffic::SwitchTraffic;

fn starving() -> SwitchTraffic {
    SwitchTraffic {
        load: 1.0,
        multicast: 0.25,
        up: 0.4,
        malformed: 0.02,
        slow: 0.75,
        min_payload: 1,
        max_payload: 40,
        fanout: None,
    }
}

/// How often each branch of the rule fired on the golden model.
#[derive(Debug, Default)]
struct Fired {
    turn: u64,
    turn_up: u64,
    turn_mc: u64,
    /// Holds covering the inputs on up ports / only those on down ports.
    hold_all: u64,
    hold_below: u64,
}

fn fired(sw: &mut CentralBufferSwitch, stim: &[Vec<u64>]) -> Fired {
    let k = sw.p.k();
    let up_ports = ((1u64 << k) - 1) & !((1u64 << sw.p.route.down) - 1);
    let mut f = Fired::default();
    for v in stim {
        let (turn, hold, sup) = sw.turn_state();
        if let Some(h) = turn {
            f.turn += 1;
            match sw.head_waiting(h) {
                Some((true, _)) => f.turn_mc += 1,
                Some((false, true)) => f.turn_up += 1,
                _ => {}
            }
        }
        if hold & up_ports != 0 {
            f.hold_all += 1;
        } else if hold != 0 {
            f.hold_below += 1;
        }
        assert!(
            !sup,
            "no streaming upward chunk waits since the upward admission"
        );
        sw.step(v);
    }
    f
}

/// `min`: the fewest cycles each branch must fire in, in the order turn held by an up-going
/// header, by a multicast header, holds covering the up-port inputs, holds of the down-port
/// inputs only.
fn run(p: wormcast_model::central_buffer::CbParams, seed: u64, min: [u64; 4]) {
    let t = std::time::Instant::now();
    let (stim, r) = record(&p, starving(), 6_000, seed).unwrap();
    let f = fired(&mut CentralBufferSwitch::new(p.clone()), &stim);
    eprintln!("k={} C={}: {f:?}; {r:?}", p.k(), p.chunks);
    let got = [f.turn_up, f.turn_mc, f.hold_all, f.hold_below];
    assert!(
        got.iter().zip(min).all(|(&g, m)| g >= m),
        "the stimulus exercises the rule: {f:?}"
    );
    let name = format!("{}_turn", module_name(&p));
    let a = three_way_against(
        &p,
        &mut CentralBufferSwitch::new(p.clone()),
        &name,
        stim,
        &mut |_, _, _| {},
    )
    .unwrap()
    .unwrap();
    eprintln!(
        "{name}: golden model, rust-hdl and Verilator agree for {} cycles ({} values) in {:.1?}",
        a.cycles,
        a.values_compared,
        t.elapsed()
    );
}

#[test]
fn three_way_k4_starving() {
    // C = 16 is the smallest buffer for 40-flit packets, below `up_admission_min` (a lone
    // switch): `up_limit` is 0, so an upward header is admitted only while no upward chunk
    // is in, and while one is, an upward holder leaves the arrivals from above unheld.
    run(
        params(4, 16, 16, 16, Shared, true),
        54,
        [1200, 25, 2500, 200],
    );
}

#[test]
fn three_way_k8_starving() {
    run(
        params(8, 16, 16, 32, PerOutput, false),
        52,
        [2500, 500, 2500, 0],
    );
}
