//! Unicast-based multicast (paper Section 5.2): the source sends one unicast message per
//! destination, all in phase 1, each on its dimension-order path. The source starts them
//! farthest first (longest path first, then by node number), which minimises the time the
//! last one arrives when start-ups are serial.

use crate::mesh::{Coord, Entry, Flags, Mesh};
use crate::tpm::deliver::deliver;
use crate::tpm::schedule::Schedule;
use crate::tpm::worm::Worm;

/// The unicast worms (one ABS entry each), farthest first; the source and repeated
/// destinations are ignored.
pub fn unicast_worms(mesh: &Mesh, src: Coord, dests: &[Coord]) -> Vec<Worm> {
    let mut ds: Vec<Coord> = dests.iter().copied().filter(|&d| d != src).collect();
    ds.sort_by_key(|&d| (usize::MAX - Mesh::distance(src, d), mesh.node(d)));
    ds.dedup();
    ds.into_iter()
        .map(|d| Worm {
            src,
            entries: vec![Entry::new(d, Flags::ABS)],
        })
        .collect()
}

/// The unicast-based multicast's schedule.
pub fn unicast_schedule(mesh: &Mesh, src: Coord, dests: &[Coord]) -> Schedule {
    deliver(mesh, &unicast_worms(mesh, src, dests))
        .expect("unicast worms are legal")
        .schedule
}
