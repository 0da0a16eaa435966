//! Side-by-side saturation of the central-buffer and input-buffered switch golden models at
//! equal storage, and [`measure`]: every figure of one (k, N) configuration for
//! `wormcast bench-switch`.
//!
//! **Equal storage** ([`cb_params`], [`ib_params`], [`equal_storage_buffer`]). The
//! central-buffer switch stores C chunks of k flits plus k input FIFOs of F flits: k (C + F)
//! flits. The input-buffered switch gets the same k (C + F) flits as k input buffers of
//! C + F flits each. With C = [`CB_CHUNKS`] = 256 and F = [`CB_FIFO`] = 64 that is 320 flits
//! per input at every k: at k = 8, 256 x 8 + 8 x 64 = 2,560 = 8 x 320 flits (the issue's
//! original point); at k = 4, 256 x 4 + 4 x 64 = 1,280 = 4 x 320 flits. (Keeping the k = 8
//! flit count at k = 4 would need 512 chunks, beyond the RTL's 256.) The input-buffered
//! switch's [`ib_fifo`]-flit link FIFOs are not counted, on either side of the comparison.
//!
//! **Traffic** ([`saturation_traffic`]): always-full inputs of 64-flit packets, half sent up;
//! a multicast has exactly [`SAT_FANOUT`] = 4 distinct destinations, uniform over the N
//! nodes. The three mixes of `bench-switch`: uniform unicast (no multicast), all-multicast
//! (every packet a 4-way multicast) and bimodal (a 4-way multicast with probability
//! [`bimodal_fraction`], else a unicast: the network simulator's bimodal definition, in
//! which multicasts carry 20% of the destinations).

use crate::input_buffered as ib;
use crate::switch_traffic::{SwitchDriver, SwitchTraffic};
use std::fmt::Write as _;
use wormcast_ip::cb_bench::{
    min_latency, multicast_throughput, permutation_throughput, BenchConfig, LatencyPacket,
    SwitchKind, Throughput,
};
use wormcast_model::central_buffer::{CbParams, CentralBufferSwitch, HeaderScheme};
use wormcast_model::input_buffered::{IbParams, InputBufferedSwitch, Organisation};
use wormcast_model::net::config::TrafficKind;
use wormcast_model::net::NetConfig;
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_model::CycleModel;

/// Central buffer size C in chunks of the compared switches.
pub const CB_CHUNKS: usize = 256;
/// Input FIFO depth F of the central-buffer switch, in flits.
pub const CB_FIFO: usize = 64;
/// Link FIFO depth of the k-port input-buffered switch, in flits (not counted as storage):
/// the switch's default, max(8, 2k) (see `wormcast_model::input_buffered::default_fifo`).
pub fn ib_fifo(k: usize) -> usize {
    wormcast_model::input_buffered::default_fifo(k)
}
/// Maximum packet length, flits.
pub const MAX_LEN: u64 = 64;
/// Destinations of every multicast of [`saturation_traffic`].
pub const SAT_FANOUT: usize = 4;

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

/// Input buffer per port of the input-buffered switch that holds as many flits as a
/// central-buffer switch of `chunks` chunks and `fifo`-flit input FIFOs (any k): the central
/// buffer's k x `chunks` flits shared out over k inputs, plus the FIFO.
pub fn equal_storage_buffer(chunks: usize, fifo: usize) -> usize {
    chunks + fifo
}

/// Always-full inputs of 64-flit packets (62 payload flits + head + 1 bit-string flit at
/// N = 16, 59 + 1 + 4 at N = 64), half of them sent up, receivers always draining;
/// `multicast`: fraction of [`SAT_FANOUT`]-way multicasts (distinct destinations).
pub fn saturation_traffic(multicast: f64) -> SwitchTraffic {
    SwitchTraffic {
        load: 1.0,
        multicast,
        up: 0.5,
        malformed: 0.0,
        slow: 0.0,
        min_payload: 62,
        max_payload: 62,
        fanout: Some(SAT_FANOUT),
    }
}

/// Multicast fraction of the bimodal mix: the network simulator's bimodal traffic
/// (`NetConfig::bimodal_multicast_probability`, multicasts carry 20% of the destinations)
/// with [`SAT_FANOUT`]-way multicasts: 0.2 / (4 - 0.2 x 3) = 0.0588.
pub fn bimodal_fraction() -> f64 {
    NetConfig {
        traffic: TrafficKind::Bimodal,
        bimodal_fanout: SAT_FANOUT,
        ..NetConfig::default()
    }
    .bimodal_multicast_probability()
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
    let mut d =
        SwitchDriver::new(route, fifo, MAX_LEN, t, 5).expect("64-flit packets fit the driver");
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

/// The central-buffer switch of the comparison: k ports (k/2 down), N = `nodes`, W = 16,
/// [`CB_CHUNKS`] chunks, [`CB_FIFO`]-flit input FIFOs, packets up to [`MAX_LEN`] flits,
/// deterministic up ports.
pub fn cb_params(k: usize, nodes: usize, bypass: bool, scheme: HeaderScheme) -> CbParams {
    CbParams {
        route: route(k, nodes),
        chunks: CB_CHUNKS,
        fifo: CB_FIFO,
        max_len: MAX_LEN,
        scheme,
        bypass,
        multicast: true,
    }
}

/// The input-buffered switch at equal storage with [`cb_params`] (see the module doc):
/// [`equal_storage_buffer`] = 320-flit input buffers, [`ib_fifo`]-flit link FIFOs.
pub fn ib_params(k: usize, nodes: usize, org: Organisation) -> IbParams {
    let buffer = equal_storage_buffer(CB_CHUNKS, CB_FIFO);
    assert_eq!(buffer % k, 0, "input buffer of whole chunks");
    IbParams {
        route: route(k, nodes),
        buffer,
        fifo: ib_fifo(k),
        max_len: MAX_LEN,
        org,
        revision: wormcast_model::input_buffered::REVISION,
    }
}

/// The two switches of [`cb_params`] (shared header chunks, crossbar bypass on) and
/// [`ib_params`] as [`BenchConfig`]s for the throughput and latency rigs of `cb_bench`.
pub fn bench_configs(k: usize, nodes: usize) -> (BenchConfig, BenchConfig) {
    let p = cb_params(k, nodes, true, HeaderScheme::Shared);
    let cb = BenchConfig {
        k,
        nodes,
        w: p.route.w,
        chunks: p.chunks,
        fifo: p.fifo,
        max_len: p.max_len,
        scheme: p.scheme,
        bypass: p.bypass,
        policy: p.route.policy,
        kind: SwitchKind::CentralBuffer,
    };
    let q = ib_params(k, nodes, Organisation::ChunkWide);
    let ib = BenchConfig {
        fifo: q.fifo,
        ..cb.clone()
    }
    .input_buffered(q.buffer);
    debug_assert_eq!(ib.ib_params(q.buffer), q);
    (cb, ib)
}

/// `c`, an input-buffered [`BenchConfig`] ([`bench_configs`]), at behaviour `revision` (3 or
/// 4; the rigs build the golden model with its pipelining settings).
pub fn at_revision(c: BenchConfig, revision: u32) -> BenchConfig {
    let SwitchKind::InputBuffered { buffer } = c.kind else {
        panic!("at_revision of a {:?}", c.kind)
    };
    if revision == wormcast_model::input_buffered::REVISION {
        return c;
    }
    let p = wormcast_model::input_buffered::pipelined(revision);
    BenchConfig {
        kind: SwitchKind::InputBufferedPipelined {
            buffer,
            staged: p,
            late_cut: p,
        },
        ..c
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
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, MAX_LEN, saturation_traffic(m), 5)?;
    let r = d.run(&mut golden, cycles, 200_000, |_| false);
    if !r.violations.is_empty() {
        return Err(format!(
            "golden run: {:?}",
            &r.violations[..r.violations.len().min(4)]
        ));
    }
    let window = r.flits_in_window;
    let stim: Vec<Vec<u64>> = d.record[..cycles as usize].to_vec();
    let name = wormcast_ip::input_buffered::module_name(p);
    let v = wormcast_ip::input_buffered::emit_verilog(p, &name)?;
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
         equal storage: central buffer 256 chunks x 8 flits + 8 x 64-flit FIFOs; input buffers 8 x 320 flits (+ 16-flit link FIFOs)\n\
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
        let p = cb_params(k, 16, bypass, scheme);
        let c: Vec<f64> = ms.iter().map(|&m| cb_saturation(&p, m, cycles)).collect();
        let _ = writeln!(s, "{name:<48} {:>9.3} {:>11.3} {:>11.3}", c[0], c[1], c[2]);
    }
    let g: Vec<f64> = ms
        .iter()
        .map(|&m| ib_saturation(&ib_params(k, 16, Organisation::ChunkWide), m, cycles))
        .collect();
    let _ = writeln!(
        s,
        "{:<48} {:>9.3} {:>11.3} {:>11.3}",
        "input buffered, golden model", g[0], g[1], g[2]
    );
    let mut values = 0;
    for org in wormcast_ip::input_buffered::ORGS {
        let p = ib_params(k, 16, org);
        let mut c = vec![];
        for &m in &ms {
            match ib_saturation_rtl(&p, m, cycles) {
                Ok((t, v)) => {
                    values += v;
                    c.push(format!("{t:.3}"));
                }
                Err(e) => {
                    c.push("FAIL".into());
                    let _ = writeln!(s, "  {}: {e}", wormcast_ip::input_buffered::org_name(org));
                }
            }
        }
        let _ = writeln!(
            s,
            "{:<48} {:>9} {:>11} {:>11}",
            format!(
                "input buffered, {} (Verilator)",
                wormcast_ip::input_buffered::org_name(org)
            ),
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
    let (base, ib_base) = bench_configs(8, 16);
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

/// Measurement windows of [`measure`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Windows {
    /// Throughput: warm-up and measured cycles.
    pub warm: u64,
    pub cycles: u64,
    /// Saturation: cycles of traffic measured (then drained and checked).
    pub saturation: u64,
}

impl Windows {
    /// `quick`: 2,000 + 10,000 throughput cycles, 5,000 saturation cycles (the quick
    /// windows of [`wormcast_ip::cb_bench::report`] and [`report`]); else 10,000 + 100,000 and
    /// 50,000.
    pub fn new(quick: bool) -> Self {
        if quick {
            Windows {
                warm: 2_000,
                cycles: 10_000,
                saturation: 5_000,
            }
        } else {
            Windows {
                warm: 10_000,
                cycles: 100_000,
                saturation: 50_000,
            }
        }
    }
}

/// Throughput and latency of one switch at one (k, N).
#[derive(Clone, Debug, PartialEq)]
pub struct PathFigures {
    /// [`permutation_throughput`], mean flits per cycle per output, L = 8 and 64.
    pub permutation_l8: f64,
    pub permutation_l64: f64,
    /// [`multicast_throughput`] (one input to every node), mean per down port, L = 8, 64.
    pub multicast_l8: f64,
    pub multicast_l64: f64,
    /// Head-in to head-out cycles of a unicast through the buffer on an idle switch (the
    /// central buffer with the bypass off), L = 8 and 64.
    pub latency_buffer_l8: u64,
    pub latency_buffer_l64: u64,
    /// The same for a multicast to every down port, at the last port to see the head.
    pub latency_multicast_l8: u64,
    pub latency_multicast_l64: u64,
}

/// Every figure of `wormcast bench-switch` for one (k, N).
#[derive(Clone, Debug, PartialEq)]
pub struct SwitchFigures {
    pub k: usize,
    pub nodes: usize,
    /// Central-buffer switch ([`cb_params`], shared headers, crossbar bypass on).
    pub cb: PathFigures,
    /// Input-buffered switch at equal storage ([`ib_params`], any organisation), of behaviour
    /// revision `ib_revision` (3 or 4).
    pub ib: PathFigures,
    pub ib_revision: u32,
    /// Head-in to head-out cycles of a unicast through the central-buffer switch's crossbar
    /// bypass on an idle switch, L = 8 and 64.
    pub latency_crossbar: u64,
    pub latency_crossbar_l64: u64,
    /// Saturation (delivered flits per output port per cycle), (central buffer, input
    /// buffered): uniform unicast, all 4-way multicast, bimodal.
    pub saturation_unicast: (f64, f64),
    pub saturation_multicast: (f64, f64),
    pub saturation_bimodal: (f64, f64),
    /// Stalls and protocol violations seen by the throughput and latency rigs (empty when
    /// every figure is sound).
    pub problems: Vec<String>,
}

fn path_figures(
    cfg: &BenchConfig,
    name: &str,
    w: Windows,
    problems: &mut Vec<String>,
) -> PathFigures {
    let mut tp = |what: &str, t: Throughput| {
        if let Some(s) = &t.stall {
            problems.push(format!("{name} {what}: {s}"));
        }
        if !t.violations.is_empty() {
            problems.push(format!(
                "{name} {what}: {}",
                t.violations[..t.violations.len().min(4)].join("; ")
            ));
        }
        t.mean()
    };
    let permutation_l8 = tp(
        "permutation L=8",
        permutation_throughput(cfg, 8, w.warm, w.cycles),
    );
    let permutation_l64 = tp(
        "permutation L=64",
        permutation_throughput(cfg, 64, w.warm, w.cycles),
    );
    let multicast_l8 = tp(
        "multicast L=8",
        multicast_throughput(cfg, 8, w.warm, w.cycles),
    );
    let multicast_l64 = tp(
        "multicast L=64",
        multicast_throughput(cfg, 64, w.warm, w.cycles),
    );
    let buffered = BenchConfig {
        bypass: false,
        ..cfg.clone()
    };
    let mut lat = |what: &str, c: &BenchConfig, len: u64, p: LatencyPacket| {
        let l = min_latency(c, len, p);
        if !l.violations.is_empty() {
            problems.push(format!("{name} {what}: {}", l.violations.join("; ")));
        }
        l
    };
    PathFigures {
        permutation_l8,
        permutation_l64,
        multicast_l8,
        multicast_l64,
        latency_buffer_l8: lat("latency L=8", &buffered, 8, LatencyPacket::Unicast).head,
        latency_buffer_l64: lat("latency L=64", &buffered, 64, LatencyPacket::Unicast).head,
        latency_multicast_l8: lat("multicast latency L=8", cfg, 8, LatencyPacket::Multicast)
            .head_last,
        latency_multicast_l64: lat("multicast latency L=64", cfg, 64, LatencyPacket::Multicast)
            .head_last,
    }
}

/// Flit width W of every configuration of [`measure`] (bits).
pub const FLIT_BITS: usize = 16;

/// `cycles` at `fmax_mhz` in ns (1000 / Fmax per cycle); `None` without a clock.
pub fn cycles_ns(cycles: u64, fmax_mhz: Option<f64>) -> Option<f64> {
    fmax_mhz
        .filter(|f| *f > 0.0)
        .map(|f| cycles as f64 * 1000.0 / f)
}

/// A port's data rate in Gbit/s: W bits per flit x Fmax (MHz) x `flits_per_cycle` / 1000.
pub fn gbps_per_port(w: usize, fmax_mhz: Option<f64>, flits_per_cycle: f64) -> Option<f64> {
    fmax_mhz
        .filter(|f| *f > 0.0)
        .map(|f| w as f64 * f * flits_per_cycle / 1000.0)
}

/// Every figure of one (k, N) configuration: throughput and minimum latency of both
/// switches ([`bench_configs`]) and their saturation side by side at equal storage
/// ([`cb_saturation`] with [`cb_params`], [`ib_saturation`] with [`ib_params`]; unicast,
/// all-multicast, [`bimodal_fraction`]).
/// The input-buffered switch at behaviour `revision` (3 or 4: the golden model's
/// [`wormcast_model::input_buffered::pipelined`]).
pub fn measure(k: usize, nodes: usize, w: Windows, revision: u32) -> SwitchFigures {
    let (cbc, ibc) = bench_configs(k, nodes);
    let ibc = at_revision(ibc, revision);
    let mut problems = vec![];
    let cb = path_figures(&cbc, "central buffer", w, &mut problems);
    let ib = path_figures(&ibc, "input buffered", w, &mut problems);
    let xbar = |len| min_latency(&cbc, len, LatencyPacket::Unicast);
    let (x8, x64) = (xbar(8), xbar(64));
    for l in [&x8, &x64] {
        if !l.violations.is_empty() {
            problems.push(format!("crossbar latency: {}", l.violations.join("; ")));
        }
    }
    let cp = cb_params(k, nodes, true, HeaderScheme::Shared);
    let ip = IbParams {
        revision,
        ..ib_params(k, nodes, Organisation::ChunkWide)
    };
    let sat = |m: f64| {
        (
            cb_saturation(&cp, m, w.saturation),
            ib_saturation(&ip, m, w.saturation),
        )
    };
    SwitchFigures {
        k,
        nodes,
        cb,
        ib,
        ib_revision: revision,
        latency_crossbar: x8.head,
        latency_crossbar_l64: x64.head,
        saturation_unicast: sat(0.0),
        saturation_multicast: sat(1.0),
        saturation_bimodal: sat(bimodal_fraction()),
        problems,
    }
}

#[cfg(test)]
mod clock_tests {
    #[test]
    fn cycles_convert_to_ns_and_gbps_at_fmax() {
        assert_eq!(super::cycles_ns(10, Some(40.0)), Some(250.0));
        assert_eq!(super::cycles_ns(10, None), None);
        assert_eq!(super::cycles_ns(10, Some(0.0)), None);
        // 16 bits x 50 MHz x 1 flit/cycle = 0.8 Gbit/s.
        assert_eq!(super::gbps_per_port(16, Some(50.0), 1.0), Some(0.8));
        assert_eq!(super::gbps_per_port(16, None, 1.0), None);
    }
}
