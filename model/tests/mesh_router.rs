//! The TPM mesh router's golden model on its own engine: exactly-once delivery of mixed
//! unicast and multidestination worms with back-pressure, every bad worm counted once.

use wormcast_model::mesh::stim::{run_mix, Mix};
use wormcast_model::mesh::{Coord, Mesh, MeshNet, RouterParams};

fn params(x: usize, y: usize, v: usize, w: usize, cons: usize) -> RouterParams {
    RouterParams {
        v,
        w,
        cons,
        ..RouterParams::new(Mesh::new(x, y), Coord::new(0, 0))
    }
}

#[test]
fn mixed_traffic_delivers_exactly_once() {
    for (x, y, v, w, cons, seed) in [
        (4, 4, 2, 16, 4, 1),
        (4, 4, 1, 32, 4, 2),
        (3, 5, 2, 16, 4, 3),
        (5, 3, 2, 16, 8, 4),
    ] {
        let mut net = MeshNet::new(params(x, y, v, w, cons), seed).unwrap();
        for ni in net.nis.iter_mut() {
            ni.stall = 0.2;
        }
        let rep = run_mix(
            &mut net,
            &Mix {
                cycles: 4000,
                rate: 0.01,
                seed,
                ..Mix::default()
            },
        )
        .unwrap_or_else(|e| panic!("{x}x{y} v={v} w={w}: {e}"));
        assert!(rep.messages > 100 && rep.multicasts > 40, "{rep:?}");
        eprintln!("{x}x{y} v={v}: {rep:?}");
    }
}

#[test]
fn bad_worms_counted_once_and_nothing_else_disturbed() {
    for (x, y, seed) in [(4, 4, 5), (3, 5, 6), (5, 6, 7)] {
        let mut net = MeshNet::new(params(x, y, 2, 16, 4), seed).unwrap();
        for ni in net.nis.iter_mut() {
            ni.stall = 0.1;
        }
        let rep = run_mix(
            &mut net,
            &Mix {
                cycles: 4000,
                rate: 0.008,
                bad_every: 37,
                seed,
                ..Mix::default()
            },
        )
        .unwrap_or_else(|e| panic!("{x}x{y}: {e}"));
        assert!(rep.bad_sent > 80, "{rep:?}");
        eprintln!("{x}x{y}: {rep:?}");
    }
}
