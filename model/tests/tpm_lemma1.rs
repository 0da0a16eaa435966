//! Lemma 1 of the two-phase-multicast paper, tested on the node-level algorithm: for random
//! destination sets on random meshes (2..=16 by 2..=16, XY and YX, and 16x16), every worm
//! TPM emits (and every worm it causes to be re-injected) is legal for the router, every
//! destination's application receives the message exactly once, no other node's does, and
//! no delivery needs more than two start-up phases. The baselines' worms are checked the
//! same way. Seeded loops, several thousand cases.

use rand::rngs::SmallRng;
use rand::seq::index::sample;
use rand::{Rng, SeedableRng};
use wormcast_model::mesh::{Coord, Mesh};
use wormcast_model::tpm::column_path::column_path_worms;
use wormcast_model::tpm::dual_path::{check_dual_path, dual_path_schedule};
use wormcast_model::tpm::unicast::unicast_worms;
use wormcast_model::tpm::{
    check_exactly_once, check_worm, deliver, evaluate, tpm_plan, Subzone, Timing,
};

fn random_case(rng: &mut SmallRng, mesh: &Mesh) -> (Coord, Vec<Coord>) {
    let n = mesh.nodes();
    let s = rng.gen_range(0..n);
    // Mostly small sets, sometimes dense ones, sometimes every node.
    let k = match rng.gen_range(0..10) {
        0 => n - 1,
        1..=3 => rng.gen_range(1..n),
        _ => rng.gen_range(1..=(n - 1).min(12)),
    };
    let d = sample(rng, n - 1, k)
        .into_iter()
        .map(|i| mesh.coord(if i >= s { i + 1 } else { i }))
        .collect();
    (mesh.coord(s), d)
}

fn check_tpm(mesh: &Mesh, src: Coord, dests: &[Coord]) {
    let plan = tpm_plan(mesh, src, dests);
    let ctx = || {
        format!(
            "mesh {}x{}, src {src:?}, dests {dests:?}, plan {plan:#?}",
            mesh.x, mesh.y
        )
    };
    assert!(plan.worms.len() <= 2, "{}", ctx());
    for w in &plan.worms {
        assert_eq!(w.src, src);
        if let Err(e) = check_worm(mesh, w) {
            panic!("illegal worm: {e}\n{}", ctx());
        }
    }
    let d = deliver(mesh, &plan.worms).unwrap_or_else(|e| panic!("{e}\n{}", ctx()));
    if let Err(e) = check_exactly_once(mesh, &d, dests, 2) {
        panic!("Lemma 1 broken: {e}\n{}", ctx());
    }
    d.schedule.check(mesh).unwrap();
    assert!(d.schedule.phases() <= 2);
    // The plan's phases agree with the delivery.
    for a in &plan.assignments {
        assert_eq!(
            d.received[mesh.node(a.dest)],
            vec![u32::from(a.phase)],
            "{}",
            ctx()
        );
        assert_eq!(a.subzone == Subzone::MainPath, a.main == a.dest);
    }
    // Every retransmitting node re-injects at most one worm (preprocess decision 2).
    let mut senders = std::collections::HashSet::new();
    for s in d.schedule.sent.iter().filter(|s| s.phase == 2) {
        assert!(
            senders.insert(s.src),
            "{:?} retransmits twice\n{}",
            s.src,
            ctx()
        );
    }
    // Phase-2 worms use disjoint channels.
    let mut used = std::collections::HashSet::new();
    for s in d.schedule.sent.iter().filter(|s| s.phase == 2) {
        for w in s.path.windows(2) {
            assert!(
                used.insert((w[0], w[1])),
                "phase-2 channel {w:?} used twice\n{}",
                ctx()
            );
        }
    }
}

fn check_baselines(mesh: &Mesh, src: Coord, dests: &[Coord]) {
    for worms in [
        unicast_worms(mesh, src, dests),
        column_path_worms(mesh, src, dests),
    ] {
        for w in &worms {
            check_worm(mesh, w).unwrap();
        }
        let d = deliver(mesh, &worms).unwrap();
        check_exactly_once(mesh, &d, dests, 1).unwrap();
    }
    let s = dual_path_schedule(mesh, src, dests);
    s.check(mesh).unwrap();
    assert!(s.sent.len() <= 2);
    for m in &s.sent {
        check_dual_path(mesh, m).unwrap();
    }
    let got = s.received(mesh);
    for (n, r) in got.iter().enumerate() {
        let want = usize::from(dests.contains(&mesh.coord(n)));
        assert_eq!(r.len(), want, "dual-path at {:?}", mesh.coord(n));
    }
    // Every scheme can be priced.
    for t in [Timing::ONE_PORT, Timing::ALL_PORT] {
        assert!(evaluate(&s, &t).latency > 0);
    }
}

#[test]
fn lemma1_random_meshes() {
    let mut rng = SmallRng::seed_from_u64(13);
    for _ in 0..6000 {
        let mesh = Mesh::new(rng.gen_range(2..=16), rng.gen_range(2..=16));
        let (s, d) = random_case(&mut rng, &mesh);
        check_tpm(&mesh, s, &d);
    }
}

#[test]
fn lemma1_16x16() {
    let mut rng = SmallRng::seed_from_u64(1613);
    let mesh = Mesh::new(16, 16);
    for _ in 0..3000 {
        let (s, d) = random_case(&mut rng, &mesh);
        check_tpm(&mesh, s, &d);
    }
}

#[test]
fn lemma1_exhaustive_small_meshes() {
    // Every source and every destination set of the 2x3, 3x2, 3x3 and 4x2 meshes.
    for (x, y) in [(2, 3), (3, 2), (3, 3), (4, 2), (2, 4)] {
        let mesh = Mesh::new(x, y);
        let n = mesh.nodes();
        for s in 0..n {
            for set in 1u32..(1 << n) {
                if set & (1 << s) != 0 {
                    continue;
                }
                let d: Vec<Coord> = (0..n)
                    .filter(|i| set & (1 << i) != 0)
                    .map(|i| mesh.coord(i))
                    .collect();
                check_tpm(&mesh, mesh.coord(s), &d);
            }
        }
    }
}

#[test]
fn baselines_random_meshes() {
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..1500 {
        let mesh = Mesh::new(rng.gen_range(2..=16), rng.gen_range(2..=16));
        let (s, d) = random_case(&mut rng, &mesh);
        check_baselines(&mesh, s, &d);
    }
}
