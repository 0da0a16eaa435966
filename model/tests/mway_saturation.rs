//! MST-safe and MST-replica under saturated mixed unicast / region-broadcast traffic in 2-D
//! and 3-D meshes and hypercubes: 100,000 cycles each (50,000 for the small ones) without
//! deadlock, then every message delivered exactly once (issue 12, must show 3, second
//! half). Long runs (1,000,000 cycles) use the same [`run_saturated`] from a command.

use wormcast_model::mway::traffic::{run_saturated, SatRun};
use wormcast_model::mway::{Algorithm, MwayParams};

fn saturate(k: &[usize], alg: Algorithm, buffers: usize, broadcast: f64, cycles: u64, seed: u64) {
    let p = MwayParams {
        k: k.to_vec(),
        buffers,
        depth: 5,
        max_len: 5,
        w: 64,
        algorithm: alg,
        ..Default::default()
    };
    let r = run_saturated(
        &p,
        &SatRun {
            cycles,
            broadcast,
            seed,
            ..Default::default()
        },
    )
    .unwrap();
    println!(
        "{k:?} {} B{buffers} bc {broadcast}: {} messages, {} copies, traffic {:.3}, \
         injection {:.3}, ejection {:.3}, mean latency {:.1}, replicas {}, {:.1} s",
        alg.name(),
        r.completed,
        r.delivered,
        r.traffic,
        r.injection_rate,
        r.ejection_rate,
        r.mean_latency,
        r.replicas,
        r.seconds
    );
    assert_eq!(
        r.deadlock_at,
        None,
        "{k:?} {}: deadlock\n{}",
        alg.name(),
        r.deadlock_report
    );
    assert!(r.drained, "{k:?} {}: not drained", alg.name());
    assert_eq!(r.violations, 0, "duplicate, stray or corrupted deliveries");
    assert_eq!(r.completed, r.generated, "messages lost");
    // Saturation keeps the channels busy: a stalled network would fail this.
    assert!(r.traffic > 0.2, "traffic {}", r.traffic);
    assert!(r.generated > cycles / 10);
    if alg == Algorithm::Replica {
        assert!(r.replicas > 0, "the replica path was not exercised");
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
