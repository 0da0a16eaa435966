//! Dual-path multicast (Lin, McKinley and Ni 1994; paper Section 5.2).
//!
//! The mesh's nodes are labelled along a Hamiltonian *snake* path: row `y` left to right
//! when `y` is even, right to left when odd, `label(x, y) = y X + x` or `y X + X - 1 - x`.
//! The destinations are split into the **high** set (label above the source's) and the
//! **low** set (below); the source sends (phase 1) one worm through the high set in
//! increasing label order and one through the low set in decreasing order. Each worm uses
//! the Hamiltonian-path routing function, not dimension order: from node `u` towards `v`
//! (high channel network) it takes the neighbour with the largest label not above
//! `label(v)` (and above `label(u)`), symmetrically in the low network. These paths are
//! represented explicitly; [`check_dual_path`] verifies them (neighbours, labels strictly
//! monotone, every destination visited in order). The longer worm is started first.

use crate::mesh::{Coord, Dir, Mesh};
use crate::tpm::schedule::{PathStop, Schedule, Sent};

/// The snake label of `c`.
pub fn label(mesh: &Mesh, c: Coord) -> usize {
    if c.y.is_multiple_of(2) {
        c.y * mesh.x + c.x
    } else {
        c.y * mesh.x + mesh.x - 1 - c.x
    }
}

/// The Hamiltonian-path route from `a` to `b` (`a != b`), both included.
pub fn ham_path(mesh: &Mesh, a: Coord, b: Coord) -> Vec<Coord> {
    let (la, lb) = (label(mesh, a), label(mesh, b));
    assert_ne!(la, lb, "route to self");
    let up = lb > la;
    let mut p = vec![a];
    let mut c = a;
    while c != b {
        let lc = label(mesh, c);
        let next = Dir::ALL
            .iter()
            .filter_map(|&d| mesh.neighbour(c, d))
            .filter(|&n| {
                let l = label(mesh, n);
                if up {
                    l > lc && l <= lb
                } else {
                    l < lc && l >= lb
                }
            })
            .max_by_key(|&n| {
                let l = label(mesh, n);
                if up {
                    l
                } else {
                    usize::MAX - l
                }
            })
            .expect("the snake successor always qualifies");
        p.push(next);
        c = next;
    }
    p
}

/// The dual-path schedule from `src` to `dests` (the source and repeats ignored).
pub fn dual_path_schedule(mesh: &Mesh, src: Coord, dests: &[Coord]) -> Schedule {
    let ls = label(mesh, src);
    let mut high: Vec<Coord> = dests
        .iter()
        .copied()
        .filter(|&d| label(mesh, d) > ls)
        .collect();
    let mut low: Vec<Coord> = dests
        .iter()
        .copied()
        .filter(|&d| label(mesh, d) < ls)
        .collect();
    high.sort_by_key(|&d| label(mesh, d));
    high.dedup();
    low.sort_by_key(|&d| usize::MAX - label(mesh, d));
    low.dedup();
    let mut sent = vec![];
    for set in [high, low] {
        if set.is_empty() {
            continue;
        }
        let mut path = vec![src];
        let mut stops = vec![];
        for &d in &set {
            let seg = ham_path(mesh, *path.last().expect("non-empty"), d);
            path.extend_from_slice(&seg[1..]);
            stops.push(PathStop {
                at: path.len() - 1,
                absorb: true,
            });
        }
        sent.push(Sent {
            phase: 1,
            src,
            parent: None,
            path,
            stops,
        });
    }
    sent.sort_by_key(|s| usize::MAX - s.hops());
    Schedule { sent }
}

/// Verify one dual-path worm: neighbours, labels strictly monotone along the whole path.
pub fn check_dual_path(mesh: &Mesh, s: &Sent) -> Result<(), String> {
    let ls: Vec<usize> = s.path.iter().map(|&c| label(mesh, c)).collect();
    for w in s.path.windows(2) {
        if Mesh::distance(w[0], w[1]) != 1 {
            return Err(format!("{:?} -> {:?} is no hop", w[0], w[1]));
        }
    }
    let inc = ls.windows(2).all(|w| w[1] > w[0]);
    let dec = ls.windows(2).all(|w| w[1] < w[0]);
    if !(inc || dec) {
        return Err("labels not monotone: not a Hamiltonian-path route".into());
    }
    Ok(())
}
