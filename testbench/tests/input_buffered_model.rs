//! Invariants of the input-buffered switch golden model, and head-of-line blocking.

use wormcast_model::flit::{Flit, Tag};
use wormcast_model::input_buffered::{IbParams, InputBufferedSwitch, Organisation};
use wormcast_model::packet::Packet;
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_testbench::switch_traffic::{SwitchDriver, SwitchTraffic};

fn params(k: usize, w: usize, nodes: usize, buffer: usize) -> IbParams {
    let down = k / 2;
    IbParams {
        route: RouteConfig {
            k,
            down,
            nodes,
            w,
            reach: fat_tree_reach(nodes, w, down, 0, nodes),
            policy: UpPolicy::Adaptive,
        },
        buffer,
        fifo: 8,
        max_len: 40,
        org: Organisation::ChunkWide,
        revision: wormcast_model::input_buffered::REVISION,
    }
}

/// Under light and heavy closed-loop traffic (unicast, multicast, slow receivers) at k = 2, 4
/// and 8: every packet delivered once, intact, within the link protocol, and the switch
/// drains. `setup` sets the golden model's experiments.
fn invariants(setup: fn(&mut InputBufferedSwitch)) {
    let heavy = SwitchTraffic {
        load: 0.8,
        multicast: 0.4,
        slow: 0.4,
        max_payload: 36,
        ..SwitchTraffic::default()
    };
    for (k, w, n, buf) in [
        (2, 16, 16, 40),
        (4, 16, 16, 40),
        (8, 16, 64, 320),
        (4, 32, 64, 80),
    ] {
        for t in [SwitchTraffic::default(), heavy] {
            let p = params(k, w, n, buf);
            let mut sw = InputBufferedSwitch::new(p.clone());
            setup(&mut sw);
            let mut d =
                SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, t, 11 + k as u64).unwrap();
            let r = d.run(&mut sw, 20_000, 50_000, |s| s.drained()).clone();
            assert!(
                r.violations.is_empty(),
                "{p:?}\n{:#?}",
                &r.violations[..r.violations.len().min(8)]
            );
            assert!(r.drained_at.is_some(), "did not drain: {r:?}");
            assert!(r.packets_delivered > 100, "{r:?}");
            eprintln!("k={k} n={n} buf={buf}: {r:?}");
        }
    }
}

#[test]
fn ib_model_invariants() {
    invariants(|_| {});
}

#[test]
fn buffer_smaller_than_largest_packet_is_rejected() {
    let mut p = params(4, 16, 16, 36);
    let e = p.validate().unwrap_err();
    assert!(e.contains("buffer=36") && e.contains("40"), "{e}");
    p.buffer = 40;
    assert!(p.validate().is_ok());
}

/// Section 6: a multicast blocked at the head of an input buffer (one destination output
/// has no credit) holds back the unicast behind it, even though the unicast's output is idle.
#[test]
fn head_of_line_blocking() {
    let p = params(4, 16, 16, 80);
    let k = 4;
    // Multicast from input 2 to nodes 0 and 8 (down ports 0 and 1), 30 payload flits;
    // then a unicast from input 2 to node 9 (down port 1)... use up port for the unicast.
    let mc = Packet {
        multicast: true,
        count: 0,
        dests: vec![1 | 1 << 8],
        payload: (0..30).collect(),
    };
    let uc = Packet {
        multicast: false,
        count: 1,
        dests: vec![1 << 3],
        payload: vec![7, 7, 7],
    };
    let mut flits: Vec<Flit> = mc.flits(16, 16);
    flits.extend(uc.flits(16, 16));
    let run = |block_port1: bool| -> (Option<u64>, Option<u64>) {
        let mut sw = InputBufferedSwitch::new(p.clone());
        let mut q = flits.clone().into_iter();
        let mut credits = p.fifo;
        let mut rx_uc = None;
        let mut rx_mc1 = None;
        for c in 0..3000u64 {
            let mut arrive = vec![Flit::IDLE; k];
            if credits > 0 {
                if let Some(f) = q.next() {
                    arrive[2] = f;
                    credits -= 1;
                }
            }
            // Port 1's receiver accepts nothing for the first 1000 cycles when blocked.
            let mut credit_in = vec![true; k];
            if block_port1 && c < 1000 {
                credit_in[1] = false;
            }
            let o = sw.cycle(&arrive, &credit_in);
            credits += o.credits[2] as usize;
            for port in 0..k {
                if o.flits[port].tag == Tag::Tail {
                    if port >= 2 {
                        rx_uc.get_or_insert(c);
                    } else if port == 1 {
                        rx_mc1.get_or_insert(c);
                    }
                }
            }
        }
        (rx_uc, rx_mc1)
    };
    let (free_uc, _) = run(false);
    let (blocked_uc, blocked_mc) = run(true);
    let free_uc = free_uc.expect("unicast delivered");
    let blocked_uc = blocked_uc.expect("unicast delivered after unblocking");
    assert!(
        free_uc < 200,
        "unblocked: the unicast follows the multicast closely ({free_uc})"
    );
    assert!(
        blocked_uc > 1000,
        "blocked multicast at the head holds the unicast: {blocked_uc}"
    );
    assert!(blocked_mc.unwrap() > 1000);
}

/// Forwarding's claims are decided from registers (model module doc, "Requests queued now"):
/// a header chunk committing into an empty buffer is not forwarded to an idle output while a
/// lower input is assembling a header chunk for that output, even one that commits a cycle
/// later. Its packet queues its request at the edge after its commit (requests come from
/// registers), which is the lower input's commit edge: the lower input's chunk is forwarded
/// then, and its packet leaves first. With the lower input's packet for another output, the
/// higher input's chunk is forwarded (the minimum latency).
#[test]
fn forwarding_yields_to_a_lower_input_assembling_a_header() {
    let p = params(4, 16, 16, 80);
    // Revision 2's forwarding, the golden model's experiment `early_forward`.
    let k = 4;
    // Down port 0 is node 0, down port 1 node 8 (as in `head_of_line_blocking`).
    let pkt = |node: usize, len: usize| {
        Packet {
            multicast: true,
            count: 0,
            dests: vec![1u64 << node],
            payload: (0..len as u64).collect(),
        }
        .flits(16, 16)
    };
    // Input 1 sends a 10-flit payload to port 0 from cycle 0; input 0 (when given) sends a
    // 20-flit payload to `lower_node` from cycle 1. Returns, per output port, the cycles of
    // the head flits and the packets' lengths in arrival order.
    let run = |lower_node: Option<usize>| -> Vec<Vec<(u64, usize)>> {
        let mut sw = InputBufferedSwitch::new(p.clone());
        sw.set_revision(2);
        let mut q1 = pkt(0, 10).into_iter();
        let mut q0 = lower_node
            .map(|n| pkt(n, 20))
            .unwrap_or_default()
            .into_iter();
        let mut seen: Vec<Vec<(u64, usize)>> = vec![vec![]; k];
        let mut count = vec![0usize; k];
        for c in 0..200u64 {
            let mut arrive = vec![Flit::IDLE; k];
            arrive[1] = q1.next().unwrap_or(Flit::IDLE);
            if c >= 1 {
                arrive[0] = q0.next().unwrap_or(Flit::IDLE);
            }
            let o = sw.cycle(&arrive, &[true; 4]);
            for port in 0..k {
                let f = o.flits[port];
                if f.tag == Tag::Head {
                    seen[port].push((c, 0));
                    count[port] = 0;
                }
                if !f.is_idle() {
                    count[port] += 1;
                }
                if f.tag == Tag::Tail {
                    seen[port].last_mut().unwrap().1 = count[port];
                }
            }
        }
        seen
    };
    let alone = run(None);
    let other = run(Some(8));
    let same = run(Some(0));
    let (t_alone, len1) = alone[0][0];
    let len0 = run(Some(8))[1][0].1;
    assert!(len1 < len0, "the two packets are told apart by length");
    // Lower input busy with another output: input 1 forwards at the minimum latency.
    assert_eq!(other[0], vec![(t_alone, len1)]);
    // Lower input assembling a header for port 0 at input 1's commit: input 1 does not
    // forward (its packet leaves later than alone); input 0's chunk, committing at the next
    // edge, is forwarded (one cycle after input 1's would have been), then input 1's packet.
    assert_eq!(same[0].len(), 2, "{same:?}");
    assert_eq!(
        same[0][0],
        (t_alone + 1, len0),
        "{same:?} against {t_alone}"
    );
    assert!(same[0][1].0 > t_alone + 1, "{same:?} against {t_alone}");
    assert_eq!(same[0][1].1, len1, "{same:?}");
}

/// Revision 2 (`InputBufferedSwitch::set_revision(2)`: the early-forward experiment,
/// forwarding in place of cut-through) under the traffic of
/// `ib_model_invariants`: every packet delivered once, intact, within the link protocol, and
/// the switch drains, at k = 2, 4 and 8.
#[test]
fn ib_model_invariants_with_the_early_forward() {
    invariants(|sw| sw.set_revision(2));
}

/// The staged eligibility (`InputBufferedSwitch::staged_eligibility`, the readers' decision in
/// two pipeline stages) without late cut-through, under the traffic of `ib_model_invariants`
/// (the default, revision 4, has both): every packet delivered once, intact, within the link
/// protocol (the model asserts that no read completes into a busy stream and no flit leaves
/// without a credit), and the switch drains, at k = 2, 4 and 8.
#[test]
fn ib_model_invariants_with_the_staged_eligibility_alone() {
    invariants(|sw| sw.late_cut = false);
}

/// Late cut-through (`InputBufferedSwitch::late_cut`: cut-through acts on the writers' takes of
/// the last edge) without the staged eligibility, and revision 3 (neither), under the traffic
/// of `ib_model_invariants`.
#[test]
fn ib_model_invariants_with_the_late_cut_through_alone_and_revision_3() {
    invariants(|sw| sw.staged_eligibility = false);
    invariants(|sw| sw.set_revision(3));
}
