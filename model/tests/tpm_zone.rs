//! Quadrant, extension and subzone edge cases of the TPM preprocessing (issue 13, item 8):
//! source on a corner, on the zone edge and on a middle line, all destinations in one row or
//! one column, a single destination, every node a destination, and the extension that does
//! not fit in the mesh.

use wormcast_model::mesh::{Coord, Entry, Flags, Mesh};
use wormcast_model::tpm::{
    check_exactly_once, check_worm, deliver, extend, source_quadrant, tpm_plan, Subzone, Zone,
};

fn c(x: usize, y: usize) -> Coord {
    Coord::new(x, y)
}

/// Plan, check every worm, deliver, check Lemma 1; the plan.
fn run(mesh: &Mesh, s: Coord, d: &[Coord]) -> wormcast_model::tpm::TpmPlan {
    let p = tpm_plan(mesh, s, d);
    for w in &p.worms {
        check_worm(mesh, w).unwrap();
    }
    let del = deliver(mesh, &p.worms).unwrap();
    check_exactly_once(mesh, &del, d, 2).unwrap();
    p
}

fn subzone(p: &wormcast_model::tpm::TpmPlan, d: Coord) -> Subzone {
    p.assignments.iter().find(|a| a.dest == d).unwrap().subzone
}

#[test]
fn figure5_quadrants_and_ties() {
    let z = Zone {
        lx: 0,
        ly: 0,
        ux: 7,
        uy: 7,
    };
    // midx = midy = 3.5.
    let q = source_quadrant(&z, c(6, 6));
    assert_eq!((q.sq, q.nh, q.fh, q.nv, q.fv), (1, 7, 0, 7, 0));
    let q = source_quadrant(&z, c(1, 6));
    assert_eq!((q.sq, q.nh, q.fh, q.nv, q.fv), (2, 7, 0, 0, 7));
    let q = source_quadrant(&z, c(1, 1));
    assert_eq!((q.sq, q.nh, q.fh, q.nv, q.fv), (3, 0, 7, 0, 7));
    let q = source_quadrant(&z, c(6, 1));
    assert_eq!((q.sq, q.nh, q.fh, q.nv, q.fv), (4, 0, 7, 7, 0));
    // The paper's typo u_x - l_x/2 would put midx at 7 for lx = 0 and at 5 for lx = 4:
    // with (u + l)/2, (5, 5) in [4, 6] x [4, 6] is on both middle lines: left and lower.
    let z = Zone {
        lx: 4,
        ly: 4,
        ux: 6,
        uy: 6,
    };
    let q = source_quadrant(&z, c(5, 5));
    assert_eq!((q.sq, q.far_corner()), (3, c(6, 6)));
    // On the x middle only: left; far vertical line ux.
    assert_eq!(source_quadrant(&z, c(5, 6)).sq, 2);
    assert_eq!(source_quadrant(&z, c(6, 5)).sq, 4);
}

#[test]
fn source_on_a_corner() {
    let m = Mesh::new(8, 8);
    // Corner of the mesh and of the zone: Q3, main path along row 0 then column 7.
    let d = [c(7, 7), c(3, 0), c(7, 2), c(2, 5), c(0, 6)];
    let p = run(&m, c(0, 0), &d);
    assert_eq!(p.quadrant.sq, 3);
    assert_eq!(p.quadrant.far_corner(), c(7, 7));
    assert_eq!(subzone(&p, c(3, 0)), Subzone::MainPath);
    assert_eq!(subzone(&p, c(7, 2)), Subzone::MainPath);
    assert_eq!(subzone(&p, c(2, 5)), Subzone::B);
    // Column 0 above the source is subzone B here (a >= sa): served from (7, 6).
    let a = p.assignments.iter().find(|a| a.dest == c(0, 6)).unwrap();
    assert_eq!((a.subzone, a.main, a.phase), (Subzone::B, c(7, 6), 2));
    // One worm, the main path: (3,0) PAF, (7,2) PAF, (7,5) TAFR [(2,5) ABS], (7,6) TAFR
    // [(0,6) ABS], (7,7) ABS.
    let w = &p.worms[0];
    assert_eq!(p.worms.len(), 1);
    let names: Vec<(Coord, &str)> = w.entries.iter().map(|e| (e.at, e.flags.name())).collect();
    assert_eq!(
        names,
        vec![
            (c(3, 0), "PAF"),
            (c(7, 2), "PAF"),
            (c(7, 5), "TAFR"),
            (c(2, 5), "ABS"),
            (c(7, 6), "TAFR"),
            (c(0, 6), "ABS"),
            (c(7, 7), "ABS"),
        ]
    );
    // Source on the top-right corner: Q1, main path towards -x then -y.
    let p = run(&m, c(7, 7), &[c(0, 0), c(5, 7), c(6, 2)]);
    assert_eq!(p.quadrant.sq, 1);
    assert_eq!(p.quadrant.far_corner(), c(0, 0));
}

#[test]
fn source_on_the_zone_edge_subzones_c_and_d() {
    let m = Mesh::new(10, 10);
    // Source (3, 2) on the zone's lower edge; zone x [0, 9] y [2, 9]. midx = 4.5: left,
    // Q3, nv = 0, need |sy - fh| = 7 >= |sx - nv| = 3: no extension.
    let d = [
        c(0, 2),
        c(1, 4),
        c(1, 9),
        c(2, 3),
        c(9, 9),
        c(5, 6),
        c(4, 2),
    ];
    let p = run(&m, c(3, 2), &d);
    assert_eq!(p.quadrant.sq, 3);
    assert_eq!(p.extended, p.zone);
    // (0, 2): behind the source on its row: D, column 0 -> row m = 2 + 3 = 5.
    let a = |d: Coord| *p.assignments.iter().find(|a| a.dest == d).unwrap();
    assert_eq!((a(c(0, 2)).subzone, a(c(0, 2)).main), (Subzone::D, c(9, 5)));
    // (1, 4): C under the diagonal of column 1 (m = 4): served by the column-1 worm from
    // (9, 4); (1, 9) above it: row worm from (9, 9); (2, 3): m = 3.
    assert_eq!((a(c(1, 4)).subzone, a(c(1, 4)).main), (Subzone::C, c(9, 4)));
    assert_eq!((a(c(1, 9)).subzone, a(c(1, 9)).main), (Subzone::C, c(9, 9)));
    assert_eq!((a(c(2, 3)).subzone, a(c(2, 3)).main), (Subzone::C, c(9, 3)));
    assert_eq!((a(c(5, 6)).subzone, a(c(5, 6)).main), (Subzone::B, c(9, 6)));
    assert_eq!(a(c(4, 2)).subzone, Subzone::MainPath);
    assert_eq!(a(c(9, 9)).subzone, Subzone::MainPath);
}

#[test]
fn extension_and_flip_when_the_far_side_has_no_room() {
    let m = Mesh::new(8, 8);
    // Source (3, 7) on the top row, destinations on it: zone [0, 6] x [7, 7], the source on
    // the x middle (left, nv = 0) and on the y middle (lower: far line uy = 7). The paper's
    // extension needs |sy - fh| >= 3 but there is no room above: the far line becomes the
    // lower one (Q2) at y = 4.
    let z = Zone {
        lx: 0,
        ly: 7,
        ux: 6,
        uy: 7,
    };
    let (e, q) = extend(&m, &z, c(3, 7));
    assert_eq!(
        e,
        Zone {
            lx: 0,
            ly: 4,
            ux: 6,
            uy: 7
        }
    );
    assert_eq!((q.sq, q.fh, q.nh, q.fv, q.nv), (2, 4, 7, 6, 0));
    let p = run(&m, c(3, 7), &[c(0, 7), c(6, 7), c(1, 7)]);
    assert_eq!(p.quadrant.sq, 2);
    // The far corner lies on the new far line, and the zone holds the path to it.
    let (e, q) = extend(&m, &z, c(3, 7));
    assert_eq!(q.far_corner(), c(6, 4));
    assert!(e.contains(c(3, 4)));
    // YX mesh (X > Y): the transposed rule extends x.
    let m = Mesh::new(12, 6);
    let z = Zone {
        lx: 5,
        ly: 0,
        ux: 5,
        uy: 5,
    };
    let (e, q) = extend(&m, &z, c(5, 2));
    // Source on the y middle (2.5 > 2? no: 2*2 = 4 < 5, lower): nh = 0, need 2; x: tie,
    // left, far vertical line ux = 5, extended to 7.
    assert_eq!((e.lx, e.ux, q.fv, q.sq), (5, 7, 7, 3));
    run(&m, c(5, 2), &[c(5, 0), c(5, 5)]);
}

#[test]
fn all_destinations_in_one_row_or_column() {
    let m = Mesh::new(9, 9);
    // One row through the source: both sides of it.
    let row: Vec<Coord> = (0..9).filter(|&x| x != 4).map(|x| c(x, 4)).collect();
    let p = run(&m, c(4, 4), &row);
    assert!(p.worms.len() == 1);
    // One column through the source: the main path up the column and a second phase-1
    // worm down it (decision 1), no phase 2.
    let col: Vec<Coord> = (0..9).filter(|&y| y != 4).map(|y| c(4, y)).collect();
    let p = run(&m, c(4, 4), &col);
    assert_eq!(p.worms.len(), 2);
    assert!(p.assignments.iter().all(|a| a.phase == 1));
    // A row not through the source.
    let row: Vec<Coord> = (0..9).map(|x| c(x, 8)).collect();
    run(&m, c(2, 0), &row);
    // A column not through the source.
    let col: Vec<Coord> = (0..9).map(|y| c(0, y)).collect();
    run(&m, c(8, 3), &col);
}

#[test]
fn one_destination_and_every_node() {
    for m in [Mesh::new(5, 7), Mesh::new(7, 5), Mesh::new(16, 16)] {
        for s in 0..m.nodes() {
            for d in [0, m.nodes() / 2, m.nodes() - 1] {
                if d == s {
                    continue;
                }
                // A single destination: one worm, phase 1 unless it is in the source's
                // column on the near side (still phase 1) or needs a retransmission.
                let p = run(&m, m.coord(s), &[m.coord(d)]);
                assert!(p.assignments[0].phase <= 2);
            }
            let all: Vec<Coord> = (0..m.nodes())
                .filter(|&n| n != s)
                .map(|n| m.coord(n))
                .collect();
            let p = run(&m, m.coord(s), &all);
            assert_eq!(
                p.zone,
                Zone {
                    lx: 0,
                    ly: 0,
                    ux: m.x - 1,
                    uy: m.y - 1
                }
            );
        }
    }
    // A single destination on the main path is one unicast-like ABS worm.
    let m = Mesh::new(8, 8);
    let p = run(&m, c(1, 1), &[c(5, 6)]);
    assert_eq!(p.worms.len(), 1);
    assert_eq!(p.worms[0].entries, vec![Entry::new(c(5, 6), Flags::ABS)]);
}

#[test]
fn a_node_with_two_branches_is_delivered() {
    // TPM itself never gives a node two branches, but the router contract allows it.
    let m = Mesh::new(6, 6);
    let e = |x, y, f| Entry::new(c(x, y), f);
    let w = wormcast_model::tpm::Worm {
        src: c(0, 0),
        entries: vec![
            e(3, 0, Flags::PAFR),
            e(3, 2, Flags::ABS),
            e(3, 0, Flags::TAFR),
            e(2, 0, Flags::PAF),
            e(1, 0, Flags::ABS),
            e(5, 0, Flags::ABS),
        ],
    };
    check_worm(&m, &w).unwrap();
    let d = deliver(&m, &[w]).unwrap();
    check_exactly_once(&m, &d, &[c(3, 0), c(3, 2), c(2, 0), c(1, 0), c(5, 0)], 2).unwrap();
    assert_eq!(d.received[m.node(c(3, 0))], vec![1]);
    assert_eq!(d.received[m.node(c(1, 0))], vec![2]);
    assert_eq!(d.schedule.sent.len(), 3);
}
