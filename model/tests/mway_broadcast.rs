//! Region broadcast delivers exactly once to exactly the region's nodes (issue 12, must
//! show 2): Figure 5's 4x4 region from every source position, and random regions in random
//! 2-D, 3-D and hypercube meshes, for MST-safe, MST-replica and plain MST.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use wormcast_model::mway::mesh::Region;
use wormcast_model::mway::traffic::Saturated;
use wormcast_model::mway::{Algorithm, MwayNet, MwayParams};

const PLAIN: [Algorithm; 3] = [
    Algorithm::Mst {
        ordered: false,
        partial: false,
    },
    Algorithm::Mst {
        ordered: true,
        partial: true,
    },
    Algorithm::Mst {
        ordered: true,
        partial: false,
    },
];

fn algorithms() -> Vec<Algorithm> {
    let mut v = vec![Algorithm::Safe, Algorithm::Replica];
    v.extend(PLAIN);
    v
}

/// Plain MST with ordered reservation and atomic advance is run with wormhole buffers (2
/// flits, cause c); with whole-message buffers it would be MST-safe.
fn net(k: &[usize], alg: Algorithm, buffers: usize) -> MwayNet {
    let wormhole = alg
        == Algorithm::Mst {
            ordered: true,
            partial: false,
        };
    let mut n = MwayNet::new(&MwayParams {
        k: k.to_vec(),
        buffers,
        depth: if wormhole { 2 } else { 5 },
        algorithm: alg,
        w: 64,
        ..Default::default()
    })
    .unwrap();
    n.log_deliveries = true;
    n
}

#[test]
fn figure_5_every_source_once_per_node() {
    for alg in algorithms() {
        for src in 0..16 {
            let mut n = net(&[4, 4], alg, 4);
            let full = n.mesh.full_region();
            let id = n.push(src, full, 4).unwrap();
            assert!(n.drain(1_000), "{alg:?} src {src}: not drained");
            assert!(n.violations.is_empty(), "{:?}", n.violations);
            let mut got: Vec<usize> = n
                .deliveries
                .iter()
                .map(|&(i, d)| {
                    assert_eq!(i, id);
                    d
                })
                .collect();
            got.sort();
            let want: Vec<usize> = (0..16).filter(|&d| d != src).collect();
            assert_eq!(got, want, "{alg:?} src {src}");
            assert_eq!(n.outstanding(), 0);
            // The m-way channel carries each flit once per channel of the region: 16
            // channels x 5 flits, no refused header in an empty network.
            assert_eq!(n.stats.transfers, 16 * 5, "{alg:?} src {src}");
            assert_eq!(n.stats.refused_headers, 0);
        }
    }
}

#[test]
fn figure_5_region_inside_a_larger_mesh() {
    // The 4x4 region at (2..=5, 1..=4) of an 8x8 mesh: nothing leaves the region.
    for src_x in 2..=5u8 {
        for src_y in 1..=4u8 {
            let mut n = net(&[8, 8], Algorithm::Safe, 4);
            let mut r = Region::default();
            r.lo[0] = 2;
            r.hi[0] = 5;
            r.lo[1] = 1;
            r.hi[1] = 4;
            let mut at = [0u8; 12];
            at[0] = src_x;
            at[1] = src_y;
            let src = n.mesh.index(&at);
            n.push(src, r, 2).unwrap();
            assert!(n.drain(1_000));
            assert!(n.violations.is_empty(), "{:?}", n.violations);
            assert_eq!(n.deliveries.len(), 15);
            for &(_, d) in &n.deliveries {
                assert!(r.contains(&n.mesh.coord(d), 2) && d != src);
            }
            assert_eq!(n.stats.transfers, 16 * 3);
        }
    }
}

/// Many random single messages, one at a time, then batches in flight together.
/// Returns the number of batches delivered (plain MST may deadlock in one, ending the run).
fn random_regions(k: &[usize], alg: Algorithm, seed: u64, singles: usize, batches: usize) -> usize {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut gen = Saturated::new(1.0, 0.2, 4, seed);
    let mut n = net(k, alg, 2);
    for _ in 0..singles {
        let src = rng.gen_range(0..n.mesh.channels);
        let r = gen.region(&n, src);
        let before = n.stats.delivered;
        n.push(src, r, rng.gen_range(1..=4)).unwrap();
        assert!(n.drain(10_000), "{alg:?} {k:?}: not drained");
        let dims = n.mesh.dims();
        assert_eq!(
            (n.stats.delivered - before) as usize,
            r.size(dims) - 1,
            "{alg:?} {k:?} region {r:?}"
        );
    }
    let mut done = 0;
    for _ in 0..batches {
        let mut expect = 0;
        for _ in 0..n.mesh.channels.min(24) {
            let src = rng.gen_range(0..n.mesh.channels);
            let r = gen.region(&n, src);
            expect += r.size(n.mesh.dims()) - 1;
            n.push(src, r, rng.gen_range(1..=4)).unwrap();
        }
        let before = n.stats.delivered;
        let drained = n.drain(100_000);
        if !drained && matches!(alg, Algorithm::Mst { .. }) {
            // Plain MST may deadlock under load: that is its point (mway_deadlock.rs).
            assert!(n.deadlocked());
            assert!(n.violations.is_empty(), "{:?}", n.violations);
            return done;
        }
        assert!(drained, "{alg:?} {k:?}: not drained\n{}", n.report());
        assert_eq!((n.stats.delivered - before) as usize, expect);
        done += 1;
    }
    assert!(n.violations.is_empty(), "{:?}", n.violations);
    assert_eq!(n.outstanding(), 0);
    done
}

/// Safe and replica deliver every batch; plain MST some (it must not always deadlock, or
/// its exactly-once check would be empty).
fn check_batches(alg: Algorithm, done: &[usize]) {
    println!("{alg:?}: batches delivered {done:?}");
    if matches!(alg, Algorithm::Mst { .. }) {
        assert!(done.iter().sum::<usize>() >= 1, "{alg:?} {done:?}");
    } else {
        assert!(done.iter().all(|&d| d == 10));
    }
}

/// A random mesh shape: `dims` dimensions of 2..=kmax channels.
fn shape(rng: &mut SmallRng, dims: usize, kmax: usize) -> Vec<usize> {
    (0..dims).map(|_| rng.gen_range(2..=kmax)).collect()
}

#[test]
fn random_regions_2d() {
    let mut rng = SmallRng::seed_from_u64(12);
    for (i, alg) in algorithms().into_iter().enumerate() {
        let done: Vec<usize> = (0..4)
            .map(|j| {
                let k = shape(&mut rng, 2, 9);
                random_regions(&k, alg, 100 + (i * 10 + j) as u64, 60, 10)
            })
            .collect();
        check_batches(alg, &done);
    }
}

#[test]
fn random_regions_3d() {
    let mut rng = SmallRng::seed_from_u64(13);
    for (i, alg) in algorithms().into_iter().enumerate() {
        let done: Vec<usize> = (0..3)
            .map(|j| {
                let k = shape(&mut rng, 3, 5);
                random_regions(&k, alg, 200 + (i * 10 + j) as u64, 60, 10)
            })
            .collect();
        check_batches(alg, &done);
    }
}

#[test]
fn random_regions_hypercube() {
    let mut rng = SmallRng::seed_from_u64(14);
    for (i, alg) in algorithms().into_iter().enumerate() {
        let done: Vec<usize> = (0..3)
            .map(|j| {
                let n = rng.gen_range(2..=7);
                random_regions(&vec![2; n], alg, 300 + (i * 10 + j) as u64, 60, 10)
            })
            .collect();
        check_batches(alg, &done);
    }
}

/// The unicast-based baselines deliver exactly once too, with one unicast per node of the
/// region (but the source), and cost more channel transfers than the tree.
#[test]
fn unicast_based_baselines() {
    use wormcast_model::mway::Broadcast;
    for mode in [Broadcast::MstUnicast, Broadcast::RecursiveDoubling] {
        for src in 0..16 {
            let mut n = MwayNet::new(&MwayParams {
                broadcast: mode,
                w: 64,
                ..Default::default()
            })
            .unwrap();
            n.log_deliveries = true;
            let full = n.mesh.full_region();
            n.push(src, full, 4).unwrap();
            assert!(n.drain(5_000), "{mode:?} src {src}");
            assert!(n.violations.is_empty(), "{:?}", n.violations);
            let mut got: Vec<usize> = n.deliveries.iter().map(|&(_, d)| d).collect();
            got.sort();
            assert_eq!(got, (0..16).filter(|&d| d != src).collect::<Vec<_>>());
            assert_eq!(n.stats.unicasts, 15);
            // A unicast crosses at least two channels (injection, ejection): 15 x 2 x 5.
            assert!(n.stats.transfers >= 150, "{mode:?}: {}", n.stats.transfers);
        }
        for (i, k) in [vec![6, 5], vec![3, 4, 3], vec![2; 5]].iter().enumerate() {
            let mut n = MwayNet::new(&MwayParams {
                k: k.clone(),
                buffers: 2,
                broadcast: mode,
                w: 64,
                ..Default::default()
            })
            .unwrap();
            let mut gen = Saturated::new(0.7, 0.2, 4, 500 + i as u64);
            for _ in 0..2_000 {
                gen.feed(&mut n);
                n.step();
            }
            assert!(n.drain(100_000), "{mode:?} {k:?}: not drained");
            assert!(n.violations.is_empty(), "{:?}", n.violations);
            assert_eq!(n.outstanding(), 0);
            assert!(n.stats.unicasts > 100);
        }
    }
}

/// The header fields in the paper's widths: Figure 1 at W = 16, the 8x8x8 mesh and the
/// 9-cube at W = 32 (whole-network broadcasts from a corner and the middle).
#[test]
fn narrow_flits() {
    for (k, w, srcs) in [
        (vec![4, 4], 16, vec![0, 5, 15]),
        (vec![8, 8, 8], 32, vec![0, 292]),
        (vec![2; 9], 32, vec![0, 300]),
    ] {
        for src in srcs {
            let mut n = MwayNet::new(&MwayParams {
                k: k.clone(),
                w,
                ..Default::default()
            })
            .unwrap();
            let full = n.mesh.full_region();
            n.push(src, full, 4).unwrap();
            assert!(n.drain(10_000));
            assert!(n.violations.is_empty(), "{:?}", n.violations);
            assert_eq!(n.stats.delivered as usize, n.mesh.channels - 1, "{k:?}");
            assert_eq!(n.stats.transfers as usize, n.mesh.channels * 5, "{k:?}");
        }
    }
}
