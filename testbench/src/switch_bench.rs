//! Side-by-side saturation of the central-buffer and input-buffered switch golden models at
//! equal storage (issue: 256 chunks + 8 x 64 flits against 8 x 320 flits for k = 8).

use crate::switch_traffic::{SwitchDriver, SwitchTraffic};
use std::fmt::Write as _;
use wormcast_model::central_buffer::{CbParams, CentralBufferSwitch, HeaderScheme};
use wormcast_model::input_buffered::{IbParams, InputBufferedSwitch, Organisation};
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_model::CycleModel;

fn route(k: usize, nodes: usize) -> RouteConfig {
    RouteConfig {
        k,
        down: k / 2,
        nodes,
        w: 16,
        reach: fat_tree_reach(nodes, 16, k / 2, 0, nodes),
        policy: UpPolicy::Deterministic,
    }
}

/// Always-full inputs of 64-flit packets (61 payload flits + head + bit-string at N = 16),
/// half of them sent up, receivers always draining; `multicast`: fraction of 4-way multicasts.
pub fn saturation_traffic(multicast: f64) -> SwitchTraffic {
    SwitchTraffic {
        load: 1.0,
        multicast,
        up: 0.5,
        malformed: 0.0,
        slow: 0.0,
        min_payload: 62,
        max_payload: 62,
        fanout: Some(4),
    }
}

/// Delivered flits per output port per cycle over `cycles` cycles of saturated traffic.
pub fn saturation<D: CycleModel>(
    mut dut: D,
    route: RouteConfig,
    fifo: usize,
    t: SwitchTraffic,
    cycles: u64,
) -> f64 {
    let k = route.k;
    let mut d = SwitchDriver::new(route, fifo, 64, t, 5);
    // Drain after the window so that every packet's delivery is checked too.
    let r = d.run(&mut dut, cycles, 200_000, |_| false);
    assert!(
        r.violations.is_empty(),
        "{:?}",
        &r.violations[..r.violations.len().min(4)]
    );
    r.flits_in_window as f64 / (cycles as f64 * k as f64)
}

/// Saturation of the central-buffer switch with multicast fraction `m`.
pub fn cb_saturation(p: &CbParams, m: f64, cycles: u64) -> f64 {
    let sw = CentralBufferSwitch::new(p.clone());
    saturation(sw, p.route.clone(), p.fifo, saturation_traffic(m), cycles)
}

/// Saturation of the input-buffered switch with multicast fraction `m`.
pub fn ib_saturation(p: &IbParams, m: f64, cycles: u64) -> f64 {
    let sw = InputBufferedSwitch::new(p.clone());
    saturation(sw, p.route.clone(), p.fifo, saturation_traffic(m), cycles)
}

pub fn cb_params(k: usize, bypass: bool, scheme: HeaderScheme) -> CbParams {
    CbParams {
        route: route(k, 16),
        chunks: 256,
        fifo: 64,
        max_len: 64,
        scheme,
        bypass,
    }
}

pub fn ib_params(k: usize, org: Organisation) -> IbParams {
    IbParams {
        route: route(k, 16),
        buffer: 320,
        fifo: 8,
        max_len: 64,
        org,
    }
}

/// The comparison table.
pub fn report(quick: bool) -> String {
    let cycles = if quick { 5_000 } else { 50_000 };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "saturation throughput, k = 8 (4 down, 4 up), N = 16, 64-flit packets, always-full inputs, {cycles} cycles\n\
         equal storage: central buffer 256 chunks x 8 flits + 8 x 64-flit FIFOs; input buffers 8 x 320 flits (+ 8-flit link FIFOs)\n\
         (flits per output port per cycle; 4-way multicast deliveries count every copy)"
    );
    let _ = writeln!(
        s,
        "{:<44} {:>10} {:>16}",
        "switch", "unicast", "50% 4-way mcast"
    );
    let k = 8;
    let cb = |bypass, scheme| move |m| cb_saturation(&cb_params(k, bypass, scheme), m, cycles);
    let rows: Vec<(&str, Box<dyn Fn(f64) -> f64>)> = vec![
        (
            "central buffer, shared headers, bypass on",
            Box::new(cb(true, HeaderScheme::Shared)),
        ),
        (
            "central buffer, per-output NP RAMs, bypass on",
            Box::new(cb(true, HeaderScheme::PerOutput)),
        ),
        (
            "central buffer, shared headers, bypass off",
            Box::new(cb(false, HeaderScheme::Shared)),
        ),
        (
            "input buffered (all three organisations)",
            Box::new(move |m| ib_saturation(&ib_params(k, Organisation::ChunkWide), m, cycles)),
        ),
    ];
    for (name, f) in rows {
        let _ = writeln!(s, "{:<44} {:>10.3} {:>16.3}", name, f(0.0), f(0.5));
    }
    s
}
