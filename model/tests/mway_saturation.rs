//! MST-safe and MST-replica under saturated mixed unicast / region-broadcast traffic in 2-D
//! and 3-D meshes and a hypercube: 100,000 cycles each without deadlock, then every message
//! delivered exactly once (issue 12, must show 3, second half; the 1,000,000-cycle runs
//! use the same engine from a command).

use std::time::Instant;
use wormcast_model::mway::traffic::Saturated;
use wormcast_model::mway::{Algorithm, MwayNet, MwayParams};

fn saturate(k: &[usize], alg: Algorithm, buffers: usize, broadcast: f64, cycles: u64, seed: u64) {
    let t = Instant::now();
    let p = MwayParams {
        k: k.to_vec(),
        buffers,
        depth: 5,
        max_len: 5,
        w: 64,
        algorithm: alg,
        ..Default::default()
    };
    let mut n = MwayNet::new(&p).unwrap();
    n.watchdog = 2_000;
    let mut g = Saturated::new(broadcast, 0.1, 4, seed);
    for _ in 0..cycles {
        g.feed(&mut n);
        n.step();
        assert!(
            !n.deadlocked(),
            "{k:?} {}: deadlock at cycle {}\n{}",
            alg.name(),
            n.cycle,
            n.report()
        );
    }
    let generated = n.stats.generated;
    assert!(n.drain(100_000), "{k:?} {}: not drained", alg.name());
    assert!(
        n.violations.is_empty(),
        "{:?}",
        &n.violations[..5.min(n.violations.len())]
    );
    assert_eq!(n.outstanding(), 0, "messages lost");
    assert_eq!(n.stats.completed, generated);
    let util = n.stats.transfers as f64 / (n.cycle as f64 * n.mesh.channels as f64);
    println!(
        "{k:?} {} B{buffers} bc {broadcast}: {} messages, {} copies, channel utilisation {:.3}, \
         mean latency {:.1}, replicas {}, {:?}",
        alg.name(),
        n.stats.completed,
        n.stats.delivered,
        util,
        n.stats.latency_sum as f64 / n.stats.completed as f64,
        n.stats.replicas,
        t.elapsed()
    );
    // Saturation keeps the channels busy: a stalled network would fail this.
    assert!(util > 0.2, "utilisation {util}");
    assert!(generated > cycles / 10);
    if alg == Algorithm::Replica {
        assert!(n.stats.replicas > 0, "the replica path was not exercised");
    }
}

#[test]
fn mesh_2d_8x8() {
    saturate(&[8, 8], Algorithm::Safe, 4, 0.3, 100_000, 1);
    saturate(&[8, 8], Algorithm::Replica, 4, 0.3, 100_000, 2);
}

#[test]
fn mesh_3d_4x4x4() {
    saturate(&[4, 4, 4], Algorithm::Safe, 4, 0.3, 100_000, 3);
    saturate(&[4, 4, 4], Algorithm::Replica, 4, 0.3, 100_000, 4);
}

#[test]
fn few_buffers_and_hypercube() {
    saturate(&[5, 4], Algorithm::Safe, 1, 0.5, 50_000, 5);
    saturate(&[3, 3, 3], Algorithm::Replica, 4, 0.5, 50_000, 6);
    saturate(&[2; 5], Algorithm::Safe, 2, 0.3, 50_000, 7);
    saturate(&[2; 5], Algorithm::Replica, 4, 0.3, 50_000, 8);
}
