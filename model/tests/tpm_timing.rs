//! The contention-free timing formulas of `model/src/tpm/timing.rs` on hand-computed cases:
//! start-ups (33, then 8), routing 2 / 3, one-port vs all-port injection, serialized vs
//! ideal channels, retransmission start-up, traffic = P x hops; and the dual-path snake.

use wormcast_model::mesh::{Coord, Entry, Flags, Mesh};
use wormcast_model::tpm::dual_path::{dual_path_schedule, ham_path};
use wormcast_model::tpm::timing::Channels;
use wormcast_model::tpm::unicast::unicast_schedule;
use wormcast_model::tpm::{deliver, evaluate, Timing, Worm};

fn c(x: usize, y: usize) -> Coord {
    Coord::new(x, y)
}

#[test]
fn unicast_latency_and_traffic() {
    let m = Mesh::new(8, 8);
    // 5 hops: 33 + 5 x (2 + 1) + 2 + 20 = 70; traffic 5 x 20.
    let s = unicast_schedule(&m, c(0, 0), &[c(3, 2)]);
    let r = evaluate(&s, &Timing::ONE_PORT);
    assert_eq!((r.latency, r.traffic), (70, 100));
    // Two unicasts, 5 and 1 hops, the farther first. One-port: the second leaves at
    // max(33 + 8, 33 + 20) = 53: 53 + 3 + 22 = 78. All-port with ideal channels:
    // 41 + 3 + 22 = 66 < 70. All-port serialized: both use (0,0)->(1,0), held by the first
    // from 35 to 55: the second crosses at 55, 56 + 2 + 20 = 78.
    let s = unicast_schedule(&m, c(0, 0), &[c(1, 0), c(3, 2)]);
    assert_eq!(s.sent[0].path.last(), Some(&c(3, 2)));
    assert_eq!(evaluate(&s, &Timing::ONE_PORT).latency, 78);
    let ideal = Timing::ALL_PORT.with_channels(Channels::Ideal);
    assert_eq!(evaluate(&s, &ideal).latency, 70);
    assert_eq!(evaluate(&s, &Timing::ALL_PORT).latency, 78);
    assert_eq!(evaluate(&s, &Timing::ALL_PORT).traffic, 120);
}

#[test]
fn serialized_channels_delay_the_second_worm() {
    let m = Mesh::new(8, 8);
    // Two unicasts over the same first channel (0,0)->(1,0): 3 and 2 hops.
    let s = unicast_schedule(&m, c(0, 0), &[c(3, 0), c(2, 0)]);
    let ideal = evaluate(&s, &Timing::ALL_PORT.with_channels(Channels::Ideal));
    let ser = evaluate(&s, &Timing::ALL_PORT);
    // Ideal: first 33 + 9 + 22 = 64; second leaves at 41: 41 + 6 + 22 = 69.
    assert_eq!(ideal.latency, 69);
    // Serialized: the first holds (0,0)->(1,0) from 35 to 55; the second's header is ready
    // at 43, waits until 55, reaches (1,0) at 56 and (2,0) at 59: 59 + 2 + 20 = 81.
    assert_eq!(ser.latency, 81);
    assert_eq!(ser.traffic, ideal.traffic);
}

#[test]
fn retransmission_pays_startup_and_stripping_routers_three() {
    let m = Mesh::new(8, 8);
    // Source (0,0); (2,0) PAFR with branch [(2,2) ABS], then (4,0) ABS.
    let w = Worm {
        src: c(0, 0),
        entries: vec![
            Entry::new(c(2, 0), Flags::PAFR),
            Entry::new(c(2, 2), Flags::ABS),
            Entry::new(c(4, 0), Flags::ABS),
        ],
    };
    let d = deliver(&m, &[w]).unwrap();
    let r = evaluate(&d.schedule, &Timing::ONE_PORT);
    // Phase 1: header at (2,0) at 33 + 6 = 39; there it strips (3): tail into (2,0) at
    // 39 + 3 + 20 = 62; on to (4,0): 39 + (3 + 1) + (2 + 1) = 46, tail 46 + 2 + 20 = 68.
    // Phase 2 from (2,0): 62 + 33 = 95, 2 hops: 101, tail 123.
    assert_eq!(r.latency, 123);
    assert_eq!(r.traffic, 20 * (4 + 2));
}

#[test]
fn snake_labels_and_dual_path_routes() {
    let m = Mesh::new(4, 3);
    assert_eq!(m.label(c(0, 0)), 0);
    assert_eq!(m.label(c(3, 0)), 3);
    assert_eq!(m.label(c(3, 1)), 4);
    assert_eq!(m.label(c(0, 1)), 7);
    assert_eq!(m.label(c(0, 2)), 8);
    // From label 1 (1,0) to label 9 (1,2): up the shortcut (1,0)->(1,1) [6] ->(1,2) [9].
    assert_eq!(
        ham_path(&m, c(1, 0), c(1, 2)),
        vec![c(1, 0), c(1, 1), c(1, 2)]
    );
    // Low network: from (1,2) [9] to (3,0) [3]: (1,1) [6] -> (2,1) [5] -> (3,1) [4] ->
    // (3,0) [3]; (1,0) [1] would skip past the destination.
    assert_eq!(
        ham_path(&m, c(1, 2), c(3, 0)),
        vec![c(1, 2), c(1, 1), c(2, 1), c(3, 1), c(3, 0)]
    );
    let s = dual_path_schedule(&m, c(1, 1), &[c(0, 0), c(3, 2), c(2, 1)]);
    // High {(3,2) [11]}, low {(2,1) [5], (0,0) [0]}: two worms.
    assert_eq!(s.sent.len(), 2);
    let r = s.received(&m);
    assert_eq!(r.iter().filter(|v| !v.is_empty()).count(), 3);
}
