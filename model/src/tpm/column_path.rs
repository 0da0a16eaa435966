//! Column-path multicast (Boppana, Chalasani and Raghavendra 1994; paper Section 5.2).
//!
//! For every *column* (a line of the second routed dimension: x = const on an XY mesh,
//! y = const on a YX mesh) holding destinations, the source sends up to two
//! multidestination worms, all in phase 1: one to the column's destinations on the
//! increasing side of the source's row (the source row included), one to those on the
//! decreasing side; each travels the source row to the column and then along it, absorbing
//! (PAF) on the way, the last destination ABS. Every worm is a dimension-order path, legal
//! for the TPM router ([`crate::tpm::worm::check_worm`]). The source starts the worms
//! farthest first (longest path first), as for unicast-based multicast.

use std::collections::BTreeMap;

use crate::mesh::{Coord, Entry, Flags, Mesh};
use crate::tpm::deliver::deliver;
use crate::tpm::schedule::Schedule;
use crate::tpm::worm::Worm;

/// The column-path worms from `src` to `dests` (the source and repeats ignored).
pub fn column_path_worms(mesh: &Mesh, src: Coord, dests: &[Coord]) -> Vec<Worm> {
    // (column, second-dimension coordinate) of a node.
    let split = |c: Coord| {
        if mesh.x_first() {
            (c.x, c.y)
        } else {
            (c.y, c.x)
        }
    };
    let (_, s2) = split(src);
    let mut cols: BTreeMap<(usize, bool), Vec<Coord>> = BTreeMap::new();
    for &d in dests {
        if d == src {
            continue;
        }
        let (c, v) = split(d);
        cols.entry((c, v >= s2)).or_default().push(d);
    }
    let mut worms: Vec<(usize, Worm)> = cols
        .into_iter()
        .map(|((_, up), mut v)| {
            v.sort_by_key(|&d| split(d).1);
            v.dedup();
            if !up {
                v.reverse();
            }
            let n = v.len();
            let entries: Vec<Entry> = v
                .iter()
                .enumerate()
                .map(|(i, &d)| Entry::new(d, if i + 1 == n { Flags::ABS } else { Flags::PAF }))
                .collect();
            let len = Mesh::distance(src, v[n - 1]);
            (len, Worm { src, entries })
        })
        .collect();
    worms.sort_by_key(|(len, _)| usize::MAX - len);
    worms.into_iter().map(|(_, w)| w).collect()
}

/// The column-path schedule.
pub fn column_path_schedule(mesh: &Mesh, src: Coord, dests: &[Coord]) -> Schedule {
    deliver(mesh, &column_path_worms(mesh, src, dests))
        .expect("column-path worms are legal")
        .schedule
}
