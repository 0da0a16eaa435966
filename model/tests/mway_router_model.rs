//! The router-level golden model (`RouterModel`) against the network engine: the boundary
//! inputs of one router, read off a mesh under saturated mixed unicast / region-broadcast
//! traffic, replayed into `RouterModel` give, every cycle, exactly the outputs the engine's
//! own lines give at that router (issue 12: a mesh is router blocks plus channel blocks).
use wormcast_model::mway::router::Router;
use wormcast_model::mway::router_model::{record_with_bad, RouterModel, RouterShape};
use wormcast_model::mway::{Algorithm, MwayParams};
use wormcast_model::CycleModel;

/// Replay; returns counts of (requests, header offers, refused headers seen as reservation
/// answers, partial transfers, body acks, cycles with `bad` raised).
fn run(p: &MwayParams, router: Router, cycles: usize, seed: u64) -> [u64; 6] {
    run_bad(p, router, 0, cycles, seed)
}

/// [`run`] with a bad message queued every `bad_every` cycles next to the router.
fn run_bad(p: &MwayParams, router: Router, bad_every: usize, cycles: usize, seed: u64) -> [u64; 6] {
    let (ins, want) = record_with_bad(p, router, 0.3, bad_every, cycles, seed).unwrap();
    let shape = RouterShape::new(p, router.dim).unwrap();
    let mut m = RouterModel::new(shape);
    let names: Vec<String> = m.output_ports().into_iter().map(|p| p.name).collect();
    let n_in = (ins[0].len() - 1) / 2;
    let mut seen = [0u64; 6];
    for (cycle, (i, w)) in ins.iter().zip(&want).enumerate() {
        let got = m.step(i);
        for (k, (g, e)) in got.iter().zip(w).enumerate() {
            assert_eq!(
                g,
                e,
                "{} {router:?}: cycle {cycle} port {}: model {g:#x} engine {e:#x}\ninputs {i:x?}",
                p.algorithm.name(),
                names[k]
            );
        }
        for f in 0..2 {
            let o = &got[12 * f..12 * f + 12];
            let l = &i[1 + n_in * f..1 + n_in * (f + 1)];
            seen[0] += o[2];
            seen[1] += (o[2] == 1 && o[5] == 1) as u64;
            // A flit on the channel from this router's driver: l[2] valid, l[3] drv.
            if l[2] == 1 && o[2] == 1 && l[4] == 1 && l[8] == 0 && l[10] == 0 {
                seen[2] += (l[3] == (2 * router.dim + 1 - f) as u64) as u64;
            }
            seen[3] += l[10];
            seen[4] += (o[8] == 1 && l[8] == 1) as u64;
            seen[5] += o[10];
        }
    }
    eprintln!("{} {router:?}: {seen:?}", p.algorithm.name());
    seen
}

fn params(alg: Algorithm, buffers: usize, w: usize) -> MwayParams {
    MwayParams {
        buffers,
        w,
        algorithm: alg,
        ..Default::default()
    }
}

#[test]
fn router_model_matches_engine_4x4_safe_b4_w16() {
    let p = params(Algorithm::Safe, 4, 16);
    for r in [Router { lower: 5, dim: 0 }, Router { lower: 6, dim: 1 }] {
        let s = run(&p, r, 8_000, 11);
        assert!(
            s[0] > 1_000 && s[1] > 100 && s[2] > 10 && s[4] > 500,
            "{s:?}"
        );
    }
}

#[test]
fn router_model_matches_engine_4x4_replica_b4_w32() {
    let p = params(Algorithm::Replica, 4, 32);
    let s = run(&p, Router { lower: 5, dim: 0 }, 4_000, 12);
    assert!(s[0] > 1_000 && s[3] > 0, "{s:?}");
    let s = run(&p, Router { lower: 9, dim: 1 }, 4_000, 13);
    assert!(s[0] > 1_000, "{s:?}");
}

#[test]
fn router_model_matches_engine_4x4_safe_b2_w32() {
    let p = params(Algorithm::Safe, 2, 32);
    let s = run(&p, Router { lower: 10, dim: 0 }, 8_000, 14);
    assert!(s[0] > 1_000 && s[2] > 10, "{s:?}");
}

#[test]
fn router_model_matches_engine_plain_mst() {
    for (alg, depth) in [
        (
            Algorithm::Mst {
                ordered: true,
                partial: true,
            },
            5,
        ),
        (
            Algorithm::Mst {
                ordered: false,
                partial: false,
            },
            5,
        ),
        (
            Algorithm::Mst {
                ordered: true,
                partial: false,
            },
            2,
        ),
    ] {
        let p = MwayParams {
            depth,
            ..params(alg, 4, 32)
        };
        let s = run(&p, Router { lower: 5, dim: 0 }, 2_000, 15);
        assert!(s[0] > 200, "{s:?}");
    }
}

#[test]
fn router_model_matches_engine_3x3x3_replica() {
    let p = MwayParams {
        k: vec![3, 3, 3],
        ..params(Algorithm::Replica, 4, 32)
    };
    let s = run(&p, Router { lower: 13, dim: 2 }, 2_000, 16);
    assert!(s[0] > 200, "{s:?}");
}

/// Bad messages next to the router (a malformed region, a Len disagreeing with the tail, a
/// region with nothing to reach through the router, a headerless body and tail; issue 12
/// item 5): the router's `bad` line rises, and the model still equals the engine at every
/// output and cycle (the drop paths agree).
#[test]
fn router_model_matches_engine_with_bad_messages() {
    for (alg, b, w) in [(Algorithm::Safe, 4, 16), (Algorithm::Replica, 2, 32)] {
        let p = params(alg, b, w);
        for r in [Router { lower: 5, dim: 0 }, Router { lower: 6, dim: 1 }] {
            let s = run_bad(&p, r, 100, 4_000, 15);
            assert!(
                s[5] >= 20 && s[0] > 1_000 && s[4] > 300,
                "{alg:?} {r:?}: {s:?}"
            );
        }
    }
}
