//! Side-by-side saturation of the central-buffer and input-buffered switch golden models at
//! equal storage (issue: 256 chunks + 8 x 64 flits against 8 x 320 flits for k = 8).

use crate::cb_bench::{min_latency, BenchConfig, LatencyPacket};
use crate::input_buffered as ib;
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

/// Saturation of one input-buffered organisation measured on its emitted Verilog: the golden
/// model's closed-loop saturated run (multicast fraction `m`) is recorded, its first `cycles`
/// cycles are replayed on Verilator in lockstep with the golden model (every output of every
/// cycle must agree, else the first difference is returned), and the flits leaving the
/// switch in those cycles are counted. Returns flits per output port per cycle and the
/// output values compared.
pub fn ib_saturation_rtl(p: &IbParams, m: f64, cycles: u64) -> Result<(f64, u64), String> {
    let k = p.k();
    let mut golden = InputBufferedSwitch::new(p.clone());
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, 64, saturation_traffic(m), 5);
    let r = d.run(&mut golden, cycles, 200_000, |_| false);
    if !r.violations.is_empty() {
        return Err(format!(
            "golden run: {:?}",
            &r.violations[..r.violations.len().min(4)]
        ));
    }
    let window = r.flits_in_window;
    let stim: Vec<Vec<u64>> = d.record[..cycles as usize].to_vec();
    let name = ib::default_name(p);
    let v = ib::emit_verilog(p, &name)?;
    let mut flits = 0u64;
    let a = ib::verilator_lockstep(p, &v, &name, stim, |_, _, o| {
        flits += (0..k).filter(|&q| o[2 * q] != 0).count() as u64;
    })?;
    if flits != window {
        return Err(format!(
            "{name}: {flits} flits on Verilator, {window} in the golden run"
        ));
    }
    Ok((flits as f64 / (cycles as f64 * k as f64), a.values_compared))
}

/// The comparison table: saturation of the central-buffer variants (golden model) and of
/// each input-buffered organisation (its Verilog under Verilator, equal to the golden model
/// at every port), then minimum latencies.
pub fn report(quick: bool) -> String {
    let cycles = if quick { 5_000 } else { 50_000 };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "saturation throughput, k = 8 (4 down, 4 up), N = 16, W = 16, 64-flit packets, always-full inputs, half sent up, {cycles} cycles\n\
         equal storage: central buffer 256 chunks x 8 flits + 8 x 64-flit FIFOs; input buffers 8 x 320 flits (+ 8-flit link FIFOs)\n\
         (flits per output port per cycle; multicast deliveries count every copy; 4-way: 4 destinations, replicated here or above)"
    );
    let _ = writeln!(
        s,
        "{:<48} {:>9} {:>11} {:>11}",
        "switch", "unicast", "4-way mcast", "50% 4-way"
    );
    let k = 8;
    let ms = [0.0, 1.0, 0.5];
    for (name, bypass, scheme) in [
        (
            "central buffer, shared headers, bypass on",
            true,
            HeaderScheme::Shared,
        ),
        (
            "central buffer, per-output NP RAMs, bypass on",
            true,
            HeaderScheme::PerOutput,
        ),
        (
            "central buffer, shared headers, bypass off",
            false,
            HeaderScheme::Shared,
        ),
    ] {
        let p = cb_params(k, bypass, scheme);
        let c: Vec<f64> = ms.iter().map(|&m| cb_saturation(&p, m, cycles)).collect();
        let _ = writeln!(s, "{name:<48} {:>9.3} {:>11.3} {:>11.3}", c[0], c[1], c[2]);
    }
    let g: Vec<f64> = ms
        .iter()
        .map(|&m| ib_saturation(&ib_params(k, Organisation::ChunkWide), m, cycles))
        .collect();
    let _ = writeln!(
        s,
        "{:<48} {:>9.3} {:>11.3} {:>11.3}",
        "input buffered, golden model", g[0], g[1], g[2]
    );
    let mut values = 0;
    for org in ib::ORGS {
        let p = ib_params(k, org);
        let mut c = vec![];
        for &m in &ms {
            match ib_saturation_rtl(&p, m, cycles) {
                Ok((t, v)) => {
                    values += v;
                    c.push(format!("{t:.3}"));
                }
                Err(e) => {
                    c.push("FAIL".into());
                    let _ = writeln!(s, "  {}: {e}", ib::org_name(org));
                }
            }
        }
        let _ = writeln!(
            s,
            "{:<48} {:>9} {:>11} {:>11}",
            format!("input buffered, {} (Verilator)", ib::org_name(org)),
            c[0],
            c[1],
            c[2]
        );
    }
    let _ = writeln!(
        s,
        "(each organisation's Verilog replayed the golden run in lockstep: {values} output values, all equal)"
    );
    let _ = writeln!(
        s,
        "\nminimum latency, idle switch, k = 8, cycles from the head on the input link to the head / tail on the output link \
         (multicast to all 4 down ports: first..last)"
    );
    let _ = writeln!(
        s,
        "{:<44} | {:>8} {:>8} | {:>8} {:>8}",
        "switch, path", "head L=8", "tail L=8", "head L=64", "tail L=64"
    );
    let base = BenchConfig::default();
    let ib_base = BenchConfig {
        fifo: 8,
        ..base.clone()
    }
    .input_buffered(320);
    let rows: [(&str, BenchConfig, LatencyPacket); 5] = [
        (
            "central buffer, unicast, crossbar bypass",
            base.with(HeaderScheme::Shared, true),
            LatencyPacket::Unicast,
        ),
        (
            "central buffer, unicast, through the buffer",
            base.with(HeaderScheme::Shared, false),
            LatencyPacket::Unicast,
        ),
        (
            "central buffer, multicast (shared headers)",
            base.with(HeaderScheme::Shared, true),
            LatencyPacket::Multicast,
        ),
        (
            "input buffered (every organisation), unicast",
            ib_base.clone(),
            LatencyPacket::Unicast,
        ),
        (
            "input buffered (every organisation), mcast",
            ib_base,
            LatencyPacket::Multicast,
        ),
    ];
    let span = |a: u64, b: u64| {
        if a == b {
            a.to_string()
        } else {
            format!("{a}..{b}")
        }
    };
    for (name, c, what) in rows {
        let a = min_latency(&c, 8, what);
        let b = min_latency(&c, 64, what);
        let _ = writeln!(
            s,
            "{name:<44} | {:>8} {:>8} | {:>8} {:>8}",
            span(a.head, a.head_last),
            span(a.tail, a.tail_last),
            span(b.head, b.head_last),
            span(b.tail, b.tail_last)
        );
    }
    s
}
