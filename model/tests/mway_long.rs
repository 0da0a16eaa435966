//! The 1,000,000-cycle runs of issue 12 (must show 3): MST-safe and MST-replica, saturated
//! mixed traffic, 2-D and 3-D meshes. Ignored by default (minutes); run with
//! `cargo test --release -p wormcast-model --test all -- mway_long:: --ignored --nocapture`.

use wormcast_model::mway::traffic::{run_saturated, SatRun};
use wormcast_model::mway::{Algorithm, MwayParams};

fn long(k: &[usize], alg: Algorithm, seed: u64) {
    let p = MwayParams {
        k: k.to_vec(),
        w: 64,
        algorithm: alg,
        ..Default::default()
    };
    let r = run_saturated(
        &p,
        &SatRun {
            cycles: 1_000_000,
            seed,
            ..Default::default()
        },
    )
    .unwrap();
    println!("{k:?} {}: {r:?}", alg.name());
    assert_eq!(r.deadlock_at, None, "{}", r.deadlock_report);
    assert!(r.drained);
    assert_eq!(r.violations, 0);
    assert_eq!(r.completed, r.generated);
}

#[test]
#[ignore]
fn million_cycles_2d_safe() {
    long(&[8, 8], Algorithm::Safe, 11);
}

#[test]
#[ignore]
fn million_cycles_2d_replica() {
    long(&[8, 8], Algorithm::Replica, 12);
}

#[test]
#[ignore]
fn million_cycles_3d_safe() {
    long(&[4, 4, 4], Algorithm::Safe, 13);
}

#[test]
#[ignore]
fn million_cycles_3d_replica() {
    long(&[4, 4, 4], Algorithm::Replica, 14);
}

/// Model speed on the paper's 8x8x8 mesh (1,344 routers), saturated: prints mesh cycles
/// and router-cycles per second.
#[test]
#[ignore]
fn speed_8x8x8() {
    let p = MwayParams {
        k: vec![8, 8, 8],
        w: 32,
        ..Default::default()
    };
    let r = run_saturated(
        &p,
        &SatRun {
            cycles: 5_000,
            drain: 0,
            ..Default::default()
        },
    )
    .unwrap();
    let routers = 3 * 7 * 64;
    println!(
        "8x8x8: {} cycles in {:.2} s: {:.0} cycles/s, {:.2e} router-cycles/s, traffic {:.3}",
        r.cycles_run,
        r.seconds,
        r.cycles_run as f64 / r.seconds,
        r.cycles_run as f64 * routers as f64 / r.seconds,
        r.traffic
    );
    assert_eq!(r.deadlock_at, None);
}
