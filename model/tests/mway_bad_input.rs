//! Bad input is dropped and counted at the first channel (the routers on it) that sees it,
//! and nothing else is disturbed (issue 12, item 5): a region not containing the receiving
//! router's sub-region (or malformed), Ways naming a receiver that is not on the channel,
//! a Len that disagrees with the tail (or is out of range), body/tail flits matching no
//! allocated buffer.
//!
//! Each case runs the same background traffic (broadcasts and unicasts from every node)
//! with and without the bad message, and checks: the drop is counted once (per flit for
//! orphans) at the source's channel under the right kind and nowhere else, no other
//! counter moves, the background messages are delivered exactly once to exactly their
//! regions in both runs (the same set of deliveries), and nothing of the bad message is
//! delivered.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeSet;
use wormcast_model::flit::Tag;
use wormcast_model::mway::format::Header;
use wormcast_model::mway::mesh::Region;
use wormcast_model::mway::routing::{route, BadKind, BAD_KINDS};
use wormcast_model::mway::traffic::Saturated;
use wormcast_model::mway::{Algorithm, MwayNet, MwayParams};

/// Builds the bad message's flits for a network.
type BadMsg<'a> = &'a dyn Fn(&MwayNet) -> Vec<(Tag, u64)>;

const SRC: usize = 5; // (1, 1) in the 4x4 mesh

fn net(alg: Algorithm) -> MwayNet {
    let mut n = MwayNet::new(&MwayParams {
        k: vec![4, 4],
        w: 32,
        algorithm: alg,
        ..Default::default()
    })
    .unwrap();
    n.log_deliveries = true;
    n
}

/// Three rounds of one message per node (half broadcasts), the same in every run.
fn background(n: &mut MwayNet, seed: u64) {
    let mut g = Saturated::new(0.5, 0.2, 4, seed);
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..3 {
        for src in 0..n.mesh.channels {
            let body = rng.gen_range(1..=4);
            let r = if rng.gen_bool(0.5) {
                g.region(n, src)
            } else {
                let d = (src + rng.gen_range(1..n.mesh.channels)) % n.mesh.channels;
                Region::node(n.mesh.coord(d))
            };
            n.push(src, r, body).unwrap();
        }
        for _ in 0..3 {
            n.step();
        }
    }
}

fn region(lo: [u8; 2], hi: [u8; 2]) -> Region {
    let mut r = Region::default();
    r.lo[..2].copy_from_slice(&lo);
    r.hi[..2].copy_from_slice(&hi);
    r
}

/// A raw message: header `h`, then `body` flits, the last one tagged tail.
fn raw(n: &MwayNet, h: Header, body: usize) -> Vec<(Tag, u64)> {
    let mut v = vec![(Tag::Head, n.layout.encode(&h))];
    for i in 1..=body {
        v.push((if i == body { Tag::Tail } else { Tag::Body }, i as u64));
    }
    v
}

/// Run background traffic with `bad` injected at SRC (or not); returns the deliveries.
fn run(alg: Algorithm, bad: Option<BadMsg>) -> (MwayNet, Option<u32>) {
    let mut n = net(alg);
    background(&mut n, 1);
    let id = bad.map(|f| {
        let flits = f(&n);
        n.push_raw(SRC, flits)
    });
    background(&mut n, 2);
    assert!(n.drain(50_000), "not drained\n{}", n.report());
    (n, id)
}

fn deliveries(n: &MwayNet) -> BTreeSet<(u32, usize)> {
    n.deliveries.iter().copied().collect()
}

fn check(kind: BadKind, count: u64, bad: BadMsg) {
    for alg in [Algorithm::Safe, Algorithm::Replica] {
        let (clean, _) = run(alg, None);
        assert!(BAD_KINDS.iter().all(|&k| clean.drop_count(k) == 0));
        let (n, id) = run(alg, Some(bad));
        let id = id.unwrap();
        for k in BAD_KINDS {
            let want = if k == kind { count } else { 0 };
            assert_eq!(n.drop_count(k), want, "{alg:?} {kind:?}: count of {k:?}");
        }
        let at_src = n.drops[SRC].iter().sum::<u64>();
        assert_eq!(at_src, count, "counted at the source's channel");
        assert!(n.violations.is_empty(), "{:?}", n.violations);
        assert_eq!(n.outstanding(), 0);
        assert!(
            n.deliveries.iter().all(|&(i, _)| i != id),
            "bad message delivered"
        );
        let (a, b) = (deliveries(&n), deliveries(&clean));
        assert!(
            a == b,
            "{alg:?} {kind:?}: other traffic disturbed: {:?} / {:?}",
            a.difference(&b).take(5).collect::<Vec<_>>(),
            b.difference(&a).take(5).collect::<Vec<_>>()
        );
        assert!(b.len() > 100, "background traffic too small: {}", b.len());
        assert!(!n.busy());
    }
}

fn at(x: u8, y: u8) -> [u8; 12] {
    let mut c = [0; 12];
    c[0] = x;
    c[1] = y;
    c
}

#[test]
fn region_not_containing_sub_region() {
    // From (1,1), X+ and Y+ for a region with hi.x = 1: X+ has nothing to reach.
    check(BadKind::Region, 1, &|n| {
        let h = Header {
            ways: 0b00101,
            class: 0,
            region: region([0, 0], [1, 3]),
            len: 2,
        };
        raw(n, h, 2)
    });
    // Malformed: lo.x > hi.x.
    check(BadKind::Region, 1, &|n| {
        let h = Header {
            ways: 0b00001,
            class: 0,
            region: region([3, 0], [2, 3]),
            len: 2,
        };
        raw(n, h, 2)
    });
    // A unicast sent the wrong way (Y before X).
    check(BadKind::Region, 1, &|n| {
        let h = Header {
            ways: 0b00100,
            class: 0,
            region: region([3, 3], [3, 3]),
            len: 2,
        };
        raw(n, h, 2)
    });
}

#[test]
fn ways_off_the_mesh() {
    // SRC's neighbour (1,0) has no Y- router: send from there.
    let bad = |n: &MwayNet| {
        let h = Header {
            ways: 0b01000,
            class: 0,
            region: n.mesh.full_region(),
            len: 2,
        };
        raw(n, h, 2)
    };
    for alg in [Algorithm::Safe, Algorithm::Replica] {
        let (clean, _) = run(alg, None);
        let mut n = net(alg);
        background(&mut n, 1);
        let src = n.mesh.index(&at(1, 0));
        let flits = bad(&n);
        n.push_raw(src, flits);
        // No Ways at all is bad too.
        let flits0 = {
            let mut h = n.layout.decode(bad(&n)[0].1, &at(1, 0));
            h.ways = 0;
            raw(&n, h, 1)
        };
        n.push_raw(src, flits0);
        background(&mut n, 2);
        assert!(n.drain(50_000));
        assert_eq!(n.drop_count(BadKind::Ways), 2);
        assert_eq!(n.drops[src][1], 2);
        assert_eq!(BAD_KINDS.iter().map(|&k| n.drop_count(k)).sum::<u64>(), 2);
        assert!(n.violations.is_empty());
        assert!(
            deliveries(&n) == deliveries(&clean),
            "other traffic disturbed"
        );
    }
}

#[test]
fn length_disagreeing_with_tail() {
    let unicast = |n: &MwayNet, len: u16, body: usize| {
        let r = region([3, 2], [3, 2]);
        let h = Header {
            ways: route(&r, &at(1, 1), 2),
            class: 0,
            region: r,
            len,
        };
        raw(n, h, body)
    };
    check(BadKind::Length, 1, &|n| unicast(n, 4, 2)); // tail early
    check(BadKind::Length, 1, &|n| unicast(n, 2, 3)); // tail late
    check(BadKind::Length, 1, &|n| unicast(n, 0, 1)); // Len 0
    check(BadKind::Length, 1, &|n| unicast(n, 7, 4)); // Len above max_len - 1
                                                      // A broadcast with a short tail: every first-hop receiver sees it, counted once.
    check(BadKind::Length, 1, &|n| {
        let r = n.mesh.full_region();
        let h = Header {
            ways: route(&r, &at(1, 1), 2) & !(1 << 4),
            class: 0,
            region: r,
            len: 3,
        };
        raw(n, h, 2)
    });
}

#[test]
fn body_flits_matching_no_buffer() {
    check(BadKind::Orphan, 2, &|_| {
        vec![(Tag::Body, 7), (Tag::Tail, 8)]
    });
    check(BadKind::Orphan, 1, &|_| vec![(Tag::Tail, 9)]);
}
