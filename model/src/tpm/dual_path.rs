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

use crate::mesh::{Coord, Entry, Flags, Mesh, Routing};
use crate::tpm::schedule::{PathStop, Schedule, Sent};
use crate::tpm::worm::Worm;

/// The Hamiltonian-path route from `a` to `b` (`a != b`), both included
/// ([`Routing::Hamiltonian`], the routing function of the dual-path baseline's routers).
pub fn ham_path(mesh: &Mesh, a: Coord, b: Coord) -> Vec<Coord> {
    assert_ne!(a, b, "route to self");
    mesh.path_by(Routing::Hamiltonian, a, b)
}

/// The high and low destination sets of `src` in visiting order (increasing labels above
/// the source's, decreasing below), the source and repeats dropped.
fn high_low(mesh: &Mesh, src: Coord, dests: &[Coord]) -> [Vec<Coord>; 2] {
    let ls = mesh.label(src);
    let mut high: Vec<Coord> = dests
        .iter()
        .copied()
        .filter(|&d| mesh.label(d) > ls)
        .collect();
    let mut low: Vec<Coord> = dests
        .iter()
        .copied()
        .filter(|&d| mesh.label(d) < ls)
        .collect();
    high.sort_by_key(|&d| mesh.label(d));
    high.dedup();
    low.sort_by_key(|&d| usize::MAX - mesh.label(d));
    low.dedup();
    [high, low]
}

/// The dual-path worms for the network engine (routers with [`Routing::Hamiltonian`]): per
/// non-empty set one worm, every destination absorb-and-forward (PAF) but the last (ABS);
/// the one with the longer path first, as [`dual_path_schedule`] sends them.
pub fn dual_path_worms(mesh: &Mesh, src: Coord, dests: &[Coord]) -> Vec<Worm> {
    let mut worms: Vec<(usize, Worm)> = high_low(mesh, src, dests)
        .into_iter()
        .filter(|set| !set.is_empty())
        .map(|set| {
            let mut at = src;
            let mut hops = 0;
            for &d in &set {
                hops += ham_path(mesh, at, d).len() - 1;
                at = d;
            }
            let n = set.len();
            let entries = set
                .into_iter()
                .enumerate()
                .map(|(i, d)| Entry::new(d, if i + 1 == n { Flags::ABS } else { Flags::PAF }))
                .collect();
            (hops, Worm { src, entries })
        })
        .collect();
    worms.sort_by_key(|(hops, _)| usize::MAX - hops);
    worms.into_iter().map(|(_, w)| w).collect()
}

/// The dual-path schedule from `src` to `dests` (the source and repeats ignored).
pub fn dual_path_schedule(mesh: &Mesh, src: Coord, dests: &[Coord]) -> Schedule {
    let [high, low] = high_low(mesh, src, dests);
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
    let ls: Vec<usize> = s.path.iter().map(|&c| mesh.label(c)).collect();
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
