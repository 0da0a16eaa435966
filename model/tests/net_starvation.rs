//! Can a multicast waiting for whole-packet admission in the central buffer be starved by
//! a steady stream of unicasts? One 8-port root switch, nodes 0..7 on ports 0..7: nodes 1,
//! 2 and 3 stream 64-flit unicasts to node 0 without pause (three times what node 0's link
//! drains), and node 4 sends one 64-flit multicast to nodes 0 and 5 at cycle 5,000, when
//! the buffer is full of unicasts for node 0 (`free_count` = 8 = the unicast headroom k).
//!
//! The multicast needs `free_count >= chunks + (k_s - 1) + k = 8 + 1 + 8 = 17`. Without a
//! hold (module doc of `central_buffer`, "Write turn") every chunk output 0 freed went to the
//! next non-streaming unicast chunk (which needs only `k + 1 = 9`) and the multicast waited
//! forever. With the write turn, once the multicast holds it only the streaming unicast (the
//! packet output 0 is reading) keeps writing, so every chunk output 0 reads of another
//! packet raises `free_count` by one.

use wormcast_model::central_buffer::{CbParams, HeaderScheme};
use wormcast_model::network::Network;
use wormcast_model::packet::Packet;
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};

const K: u64 = 8;
const C: u64 = 256;
const LEN: u64 = 64;
const START: u64 = 5_000;

fn root() -> CbParams {
    CbParams {
        route: RouteConfig {
            k: 8,
            down: 8,
            nodes: 16,
            w: 16,
            reach: fat_tree_reach(16, 16, 8, 0, 8),
            policy: UpPolicy::Deterministic,
        },
        chunks: C as usize,
        fifo: 64,
        max_len: LEN,
        scheme: HeaderScheme::Shared,
        bypass: true,
        multicast: true,
    }
}

fn pkt(dests: &[usize], tag: u64) -> Packet {
    let mut w = 0u64;
    for d in dests {
        w |= 1 << d;
    }
    Packet {
        multicast: dests.len() > 1,
        count: 0,
        dests: vec![w],
        payload: vec![tag; LEN as usize - 2],
    }
}

#[derive(Debug, Default)]
struct Run {
    /// Free chunks when the multicast's head is injected.
    free_at_start: usize,
    /// Cycles from the injection to the multicast's tail at node 5 / at node 0.
    mc_at_5: Option<u64>,
    mc_at_0: Option<u64>,
    /// Cycle of the first write-port cycle with the multicast admitted (`reserved` > 0).
    admitted: Option<u64>,
    /// Flits received by node 0 in [START - 3000, START) and [START, START + window).
    node0_before: u64,
    node0_after: u64,
    /// Unicast packets from nodes 1, 2, 3 delivered to node 0 after START.
    from_src_after: [u64; 3],
}

/// Run `cycles` cycles; the multicast is injected at `START`; `window`: length of the
/// measurement window after `START`.
fn run(cycles: u64, window: u64) -> Run {
    let mut net = Network::new(vec![root()], 1);
    for p in 0..8 {
        net.attach(p, 0, p);
    }
    let mut r = Run::default();
    let mut rx0 = 0;
    for t in 0..cycles {
        if t == START {
            net.inject(4, &pkt(&[0, 5], 7).flits(16, 16));
            r.free_at_start = net.switches[0].as_cb().unwrap().free_count();
        }
        for s in 1..=3 {
            if net.node(s).source_backlog() < 64 {
                net.inject(s, &pkt(&[0], s as u64).flits(16, 16));
            }
        }
        if t == START - 3_000 || t == START || t == START + window {
            let n = net.node(0).flits_received;
            if t == START {
                r.node0_before = n - rx0;
            } else if t == START + window {
                r.node0_after = n - rx0;
            }
            rx0 = n;
        }
        net.step();
        if t >= START && r.admitted.is_none() && net.switches[0].as_cb().unwrap().reserved() > 0 {
            r.admitted = Some(t - START);
        }
        for d in net.deliveries.drain(..) {
            let tag = d.flits.last().unwrap().data;
            if tag == 7 {
                let slot = if d.node == 5 {
                    &mut r.mc_at_5
                } else {
                    &mut r.mc_at_0
                };
                *slot = Some(d.cycle - START);
            } else if d.cycle >= START {
                r.from_src_after[tag as usize - 1] += 1;
            }
        }
    }
    r
}

/// The starved multicast is admitted and delivered within a bound.
///
/// Admission: at injection the buffer has `free_count` = k = 8 and the multicast needs 17,
/// i.e. 9 more. It gets the write turn after at most one turn of each of inputs 1..3 (round
/// robin); then they are held. A chunk read by output 0 raises `free_count` unless another
/// input writes a chunk in the same period: each of inputs 1..3 writes at most the rest of
/// its partly written packet (streaming or in its turn) and, if its turn started a new
/// packet, that packet (which streams only when output 0 reaches it): at most 8 + 7 = 15
/// chunks. So output 0 reads at most 9 + 3 * 15 = 54 chunks, one per k = 8 cycles (its link
/// rate), before the admission: <= 432 cycles, plus the header chunk's assembly (8 flits)
/// and the link and FIFO stages. Delivery to node 5: the writer then writes one chunk per 8
/// cycles from its FIFO (the whole packet is there), and output 5 trails it by one chunk:
/// + 64 + 24 (the buffered path's latency for 64-flit packets). Hence 8 + 432 + 64 + 24 =
/// 528 cycles (measured: admitted after 86 cycles, at node 5 after 164).
/// The copy for node 0 is queued behind at most C - 17 chunks of unicasts, read at one
/// chunk per 8 cycles: <= 528 + 8 * 256 = 2576 cycles.
#[test]
fn multicast_admission_under_unicast_stream() {
    let r = run(START + 5_000, 3_000);
    println!("{r:?}");
    assert_eq!(
        r.free_at_start, K as usize,
        "the buffer is full when it arrives"
    );
    let at5 = r.mc_at_5.expect("the multicast was starved (node 5)");
    let at0 = r.mc_at_0.expect("the multicast was starved (node 0)");
    assert!(at5 <= K + 54 * K + LEN + 24, "node 5 after {at5} cycles");
    assert!(
        at0 <= K + 54 * K + LEN + 24 + K * C,
        "node 0 after {at0} cycles"
    );
}

/// The unicast streams are not starved by the write turn: node 0's link stays busy at the full
/// rate (one flit per cycle) before the multicast and across its wait, and every source
/// keeps delivering.
#[test]
fn unicast_streams_keep_full_rate() {
    let window = 3_000;
    let r = run(START + window + 1, window);
    println!("{r:?}");
    // One packet boundary's worth of slack at either end of a window.
    assert!(
        r.node0_before >= 3_000 - 2 * LEN,
        "before: {} flits",
        r.node0_before
    );
    assert!(
        r.node0_after >= window - 2 * LEN,
        "after: {} flits",
        r.node0_after
    );
    for (s, n) in r.from_src_after.iter().enumerate() {
        assert!(
            *n >= 5,
            "source {} delivered {n} packets after the multicast",
            s + 1
        );
    }
}
