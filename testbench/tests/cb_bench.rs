//! Properties of the central-buffer switch benchmark figures (small runs). The assertions
//! are about relations the design must satisfy, not about the exact figures.

use wormcast_ip::cb_bench::*;
use wormcast_model::central_buffer::HeaderScheme;
use wormcast_model::route::UpPolicy;

const WARM: u64 = 1_000;
const CYC: u64 = 5_000;

fn configs() -> Vec<BenchConfig> {
    let mut v = vec![];
    for base in [BenchConfig::default(), BenchConfig::small()] {
        for scheme in [HeaderScheme::Shared, HeaderScheme::PerOutput] {
            for bypass in [true, false] {
                v.push(base.with(scheme, bypass));
            }
        }
    }
    v
}

fn clean(t: &Throughput, what: &str, c: &BenchConfig) {
    assert!(
        t.stall.is_none(),
        "{what} {c:?}: {}",
        t.stall.as_ref().unwrap()
    );
    assert!(t.violations.is_empty(), "{what} {c:?}: {:?}", t.violations);
    assert!(t.packets > 0, "{what} {c:?}: nothing delivered");
}

#[test]
fn permutation_runs_at_line_rate_for_short_and_long_packets() {
    for c in configs() {
        let mut means = vec![];
        for len in [8, 64] {
            let t = permutation_throughput(&c, len, WARM, CYC);
            clean(&t, "permutation", &c);
            assert_eq!(t.per_port.len(), c.k);
            for &x in &t.per_port {
                assert!(x > 0.0 && x <= 1.0, "{c:?} L={len}: {:?}", t.per_port);
            }
            // One input per output and identical traffic: every output gets the same rate.
            assert!(t.max() - t.min() < 0.01, "{c:?} L={len}: {:?}", t.per_port);
            if len == 64 {
                assert!(
                    t.min() > 0.9,
                    "{c:?}: 64-flit permutation only {:?}",
                    t.per_port
                );
            }
            means.push(t.mean());
        }
        // The input framer runs at line rate (issue 11): no per-packet overhead is left, so
        // short packets flow as fast as long ones, at the link rate (target 1.00, >= 0.99).
        assert!(means[1] >= means[0], "{c:?}: {means:?}");
        assert!(means[0] >= 0.99, "{c:?}: 8-flit permutation only {means:?}");
    }
}

#[test]
fn permutation_throughput_does_not_depend_on_the_path() {
    // A conflict-free permutation runs at input speed through the crossbar or the buffer.
    for base in [BenchConfig::default(), BenchConfig::small()] {
        let on = permutation_throughput(&base.with(HeaderScheme::Shared, true), 64, WARM, CYC);
        let off = permutation_throughput(&base.with(HeaderScheme::Shared, false), 64, WARM, CYC);
        assert!(
            (on.mean() - off.mean()).abs() < 0.02,
            "k={}: bypass {} vs buffer {}",
            base.k,
            on.mean(),
            off.mean()
        );
    }
}

#[test]
fn multicast_replicates_at_near_line_rate_to_every_down_port() {
    for c in configs() {
        for len in [8, 64] {
            let t = multicast_throughput(&c, len, WARM, CYC);
            clean(&t, "multicast", &c);
            assert_eq!(t.ports, (0..c.down()).collect::<Vec<_>>());
            for &x in &t.per_port {
                assert!(x > 0.0 && x <= 1.0, "{c:?} L={len}: {:?}", t.per_port);
            }
            // Every copy is read from the same chunks: the ports stay within about one
            // packet of each other.
            let spread = (t.max() - t.min()) * t.cycles as f64;
            assert!(
                spread <= len as f64 + 1.0,
                "{c:?} L={len}: {:?}",
                t.per_port
            );
            // The same packet to all down ports: one input's rate, shared by none, at line
            // rate for short and long packets (issue 11 item 1). With shared header copies
            // this holds because the header-copy register releases the assembler at the first
            // copy and the pre-allocation happens while the header chunk assembles (before
            // them: 0.800 for 8-flit packets at k = 8, 0.955 for 64-flit ones).
            assert!(
                t.min() >= 0.99,
                "{c:?}: {len}-flit multicast below line rate {:?}",
                t.per_port
            );
        }
    }
}

#[test]
fn saturation_throughput_is_positive_and_at_most_one() {
    for base in [BenchConfig::default(), BenchConfig::small()] {
        for bypass in [true, false] {
            for policy in [UpPolicy::Deterministic, UpPolicy::Adaptive] {
                let c = BenchConfig {
                    policy,
                    ..base.with(HeaderScheme::Shared, bypass)
                };
                let t = saturation_throughput(&c, 64, 3, WARM, CYC);
                clean(&t, "saturation", &c);
                let m = t.mean();
                assert!(m > 0.0 && m <= 1.0, "{c:?}: {m}");
                assert!(t.max() <= 1.0, "{c:?}: {:?}", t.per_port);
                // No output is starved under uniform traffic.
                assert!(t.min() > 0.0, "{c:?}: {:?}", t.per_port);
                // An output-queued switch with a large buffer should not collapse.
                if c.k == 8 && policy == UpPolicy::Deterministic {
                    assert!(m > 0.6, "{c:?}: saturation only {m}");
                }
            }
        }
    }
}

#[test]
fn crossbar_is_faster_than_the_central_buffer() {
    for base in [BenchConfig::default(), BenchConfig::small()] {
        let b = base.b() as u64;
        for len in [8u64, 64] {
            let xb = min_latency(
                &base.with(HeaderScheme::Shared, true),
                len,
                LatencyPacket::Unicast,
            );
            let cb = min_latency(
                &base.with(HeaderScheme::Shared, false),
                len,
                LatencyPacket::Unicast,
            );
            assert!(xb.violations.is_empty() && cb.violations.is_empty());
            assert_eq!((xb.ports, cb.ports), (1, 1));
            // The head cannot leave before the bit-string is in and the route decoded, and
            // the paper's switch needs 6 cycles through the crossbar.
            assert!(
                xb.head >= b + 2 && xb.head <= 6,
                "k={} L={len}: {xb:?}",
                base.k
            );
            assert!(xb.head < cb.head, "k={} L={len}: {xb:?} {cb:?}", base.k);
            // The buffered path assembles a chunk of k flits, and on an idle switch one cycle
            // more, the registered write grant's: the chunk goes to its idle output at the
            // edge it would be written (output forwarding).
            assert_eq!(
                cb.head,
                xb.head + base.k as u64,
                "k={} L={len}: {xb:?} {cb:?}",
                base.k
            );
            assert!(xb.tail < cb.tail, "k={} L={len}: {xb:?} {cb:?}", base.k);
            // An idle crossbar cuts through at one flit per cycle.
            assert_eq!(xb.tail, xb.head + len - 1, "k={} L={len}", base.k);
            // The tail never overtakes the serialisation of the packet.
            assert!(cb.tail >= cb.head + len - 1, "k={} L={len}: {cb:?}", base.k);
        }
    }
}

#[test]
fn multicast_latency_reaches_every_down_port() {
    for base in [BenchConfig::default(), BenchConfig::small()] {
        for scheme in [HeaderScheme::Shared, HeaderScheme::PerOutput] {
            let c = base.with(scheme, true);
            for len in [8u64, 64] {
                let uni = min_latency(&c, len, LatencyPacket::Unicast);
                let m = min_latency(&c, len, LatencyPacket::Multicast);
                assert!(m.violations.is_empty(), "{:?}", m.violations);
                assert_eq!(m.ports, c.down(), "{c:?} L={len}");
                // Multicasts never bypass: slower than a crossbar unicast.
                assert!(m.head > uni.head, "{c:?} L={len}: {m:?} {uni:?}");
                assert!(m.head <= m.head_last && m.tail <= m.tail_last);
                assert!(m.tail >= m.head + len - 1, "{c:?} L={len}: {m:?}");
                // One chunk read per cycle: the copies start within a few cycles.
                assert!(m.head_last - m.head < c.k as u64, "{c:?} L={len}: {m:?}");
                if scheme == HeaderScheme::Shared {
                    // Output forwarding on an idle switch: the first copy leaves as a
                    // buffered unicast does (the crossbar's latency plus k - 1 to assemble and
                    // one for the registered write grant), the others one every other cycle
                    // after it (the writer of a pending step asks again at the next edge).
                    assert_eq!(m.head, uni.head + c.k as u64, "{c:?} L={len}: {m:?}");
                    assert_eq!(
                        m.head_last,
                        m.head + 2 * (c.down() as u64 - 1),
                        "{c:?} L={len}: {m:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn report_has_every_section_and_no_stall() {
    let r = report(true);
    for s in [
        "1. Sustained",
        "2. Saturation",
        "3. Minimum latency",
        "k=8 C=256",
        "k=4 C=64",
    ] {
        assert!(r.contains(s), "missing {s}:\n{r}");
    }
    assert!(!r.contains("STALL") && !r.contains("VIOL"), "{r}");
}

#[test]
#[ignore]
fn print_report() {
    // cargo test -p wormcast-testbench --test all -- cb_bench:: --ignored --nocapture
    // (CB_BENCH_FULL=1 for the long windows)
    println!("{}", report(std::env::var("CB_BENCH_FULL").is_err()));
}

/// The registered write grant (revision 2, issue 47): against revision 1 (the golden model's
/// `registered_grant` off) the buffered path costs exactly one cycle more, unicast and
/// multicast, the crossbar path none, and permutation and full multicast stay at line rate,
/// short and long packets, both header schemes, at k = 4 and 8.
#[test]
fn registered_grant_costs_the_buffered_path_one_cycle_and_keeps_line_rate() {
    for base in [BenchConfig::default(), BenchConfig::small()] {
        for scheme in [HeaderScheme::Shared, HeaderScheme::PerOutput] {
            let rg = base.with(scheme, false);
            let now = BenchConfig {
                kind: SwitchKind::CentralBufferCombinationalGrant,
                ..rg.clone()
            };
            for len in [8, 64] {
                let (a, b) = (
                    min_latency(&now, len, LatencyPacket::Unicast),
                    min_latency(&rg, len, LatencyPacket::Unicast),
                );
                assert!(a.violations.is_empty() && b.violations.is_empty());
                assert_eq!(b.head, a.head + 1, "{rg:?} L={len}: {a:?} {b:?}");
                let (a, b) = (
                    min_latency(&now, len, LatencyPacket::Multicast),
                    min_latency(&rg, len, LatencyPacket::Multicast),
                );
                assert!(a.violations.is_empty() && b.violations.is_empty());
                assert_eq!(b.head, a.head + 1, "{rg:?} L={len} multicast: {a:?} {b:?}");
                let xb = |c: &BenchConfig| {
                    let c = BenchConfig {
                        bypass: true,
                        ..c.clone()
                    };
                    min_latency(&c, len, LatencyPacket::Unicast).head
                };
                assert_eq!(xb(&rg), xb(&now), "{rg:?} L={len}: crossbar");
                let p = permutation_throughput(&rg, len, WARM, CYC);
                clean(&p, "permutation", &rg);
                assert!(p.min() >= 0.99, "{rg:?} L={len}: {:?}", p.per_port);
                let m = multicast_throughput(&rg, len, WARM, CYC);
                clean(&m, "multicast", &rg);
                assert!(
                    m.min() >= 0.99,
                    "{rg:?} L={len} multicast: {:?}",
                    m.per_port
                );
            }
        }
    }
}
