//! Routing logic (paper, Section 3): dimension-order unicast and MST region broadcast with
//! the region split by each receiving buffer's direction (Figure 5), plus the header checks
//! every allocation unit applies (issue 12, item 5).
//!
//! # Region split (Figure 5)
//! A header driven on channel `at` with region `R` (`at` inside `R`) reaches, in way
//! `d+`, the nodes of `R` whose coordinates in dimensions `< d` equal `at`'s and whose
//! coordinate `d` is above `at_d`; in way `d-` the same below `at_d`; in the node way the
//! node `P_at`. The receiving buffer stores that sub-region ([`split`]) and, on the channel it
//! drives, the routing logic asks for every way whose sub-region is not empty
//! ([`route`]): `d+` if `hi_d > at_d`, `d-` if `lo_d < at_d`, always the node. The MST
//! rule "a router in dimension i sends only to dimensions >= i" (and never back) follows
//! from the split: a `d+` buffer's region has `lo = hi = at` in dimensions `< d` and
//! `lo_d > ` its input coordinate. The sub-regions of a channel's ways are disjoint and
//! cover `R`, so every node of `R` is reached exactly once.
//!
//! # Unicast (a region of one node not containing `at`)
//! Dimension order: the way toward the node in the lowest dimension where `at` differs;
//! the region is carried unchanged. At the destination the only way is the node.
//! A broadcast region must contain its source (the paper's assumption; the node interface
//! refuses others); a receiver that sees a region of several nodes not containing `at`
//! drops the header.

use super::mesh::{Coord, Mesh, Region};

/// Kinds of bad input, dropped and counted where first seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BadKind {
    /// Region malformed (`lo > hi`, off the mesh), not containing the receiver's
    /// sub-region, or a way the driver's direction may not use (MST rule).
    Region,
    /// Ways empty or naming a receiver that is not on the channel.
    Ways,
    /// Len zero, above `max_len - 1`, or disagreeing with the tail.
    Length,
    /// A body or tail flit matching no allocated buffer.
    Orphan,
}

pub const BAD_KINDS: [BadKind; 4] = [
    BadKind::Region,
    BadKind::Ways,
    BadKind::Length,
    BadKind::Orphan,
];

/// The sub-region the receiver of `way` on channel `at` must reach.
pub fn split(r: &Region, at: &Coord, way: usize, dims: usize) -> Region {
    if way == 2 * dims {
        return Region::node(*at);
    }
    if !r.contains(at, dims) {
        return *r; // unicast on its way
    }
    let d = way / 2;
    let mut s = *r;
    s.lo[..d].copy_from_slice(&at[..d]);
    s.hi[..d].copy_from_slice(&at[..d]);
    if way.is_multiple_of(2) {
        s.lo[d] = at[d] + 1;
    } else {
        s.hi[d] = at[d] - 1;
    }
    s
}

/// The ways a buffer holding region `r` asks for on the channel `at` it drives.
pub fn route(r: &Region, at: &Coord, dims: usize) -> u32 {
    if r.contains(at, dims) {
        let mut w = 1u32 << (2 * dims);
        for d in 0..dims {
            if r.hi[d] > at[d] {
                w |= 1 << (2 * d);
            }
            if r.lo[d] < at[d] {
                w |= 1 << (2 * d + 1);
            }
        }
        w
    } else {
        for d in 0..dims {
            if at[d] < r.lo[d] {
                return 1 << (2 * d);
            }
            if at[d] > r.hi[d] {
                return 1 << (2 * d + 1);
            }
        }
        unreachable!()
    }
}

/// The union of the sub-regions of the ways `>= first` on channel `at` (a rectangle): the
/// region of an MST-replica message for the remaining ways.
pub fn suffix_region(r: &Region, at: &Coord, first: usize, dims: usize) -> Region {
    if first >= 2 * dims {
        return Region::node(*at);
    }
    let d = first / 2;
    let mut s = *r;
    s.lo[..d].copy_from_slice(&at[..d]);
    s.hi[..d].copy_from_slice(&at[..d]);
    if first % 2 == 1 {
        s.hi[d] = at[d];
    }
    s
}

/// Check a header at the receiver of `way` on channel `at`, driven from slot `drv`.
pub fn check(r: &Region, at: &Coord, way: usize, drv: usize, mesh: &Mesh) -> Result<(), BadKind> {
    let dims = mesh.dims();
    let node = 2 * dims;
    for d in 0..dims {
        if r.lo[d] > r.hi[d] || r.hi[d] as usize >= mesh.k[d] {
            return Err(BadKind::Region);
        }
    }
    // MST rule: a d0 buffer drives only ways of dimensions > d0, its own way, or the node.
    if drv != node && way != node && way != drv && way / 2 <= drv / 2 {
        return Err(BadKind::Region);
    }
    if r.contains(at, dims) {
        if way == node {
            return Ok(());
        }
        let d = way / 2;
        let ok = if way.is_multiple_of(2) {
            r.hi[d] > at[d]
        } else {
            r.lo[d] < at[d]
        };
        return if ok { Ok(()) } else { Err(BadKind::Region) };
    }
    if !r.is_single(dims) || way == node || route(r, at, dims) != 1 << way {
        return Err(BadKind::Region);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c2(x: u8, y: u8) -> Coord {
        let mut c = [0; crate::mway::params::MAX_DIMS];
        c[0] = x;
        c[1] = y;
        c
    }

    #[test]
    fn figure_5_split_partitions_region() {
        let mesh = Mesh::new(&[4, 4]);
        let r = mesh.full_region();
        for s in 0..16 {
            let at = mesh.coord(s);
            let ways = route(&r, &at, 2);
            let mut covered = vec![0; 16];
            for w in 0..5 {
                if ways >> w & 1 == 1 {
                    let sub = split(&r, &at, w, 2);
                    for n in 0..16 {
                        if sub.contains(&mesh.coord(n), 2) {
                            covered[n] += 1;
                        }
                    }
                    assert!(check(&r, &at, w, 4, &mesh).is_ok());
                } else {
                    assert!(check(&r, &at, w, 4, &mesh).is_err());
                }
            }
            assert_eq!(covered, vec![1; 16], "source {s}");
        }
        // An X+ buffer's region reaches X+, Y+, Y- and the node, not X-.
        let sub = split(&r, &c2(1, 1), 0, 2);
        assert_eq!(route(&sub, &c2(2, 1), 2), 0b11101);
        // A Y+ buffer's: Y+ and the node only.
        let sub = split(&sub, &c2(2, 1), 2, 2);
        assert_eq!(route(&sub, &c2(2, 2), 2), 0b10100);
    }

    #[test]
    fn unicast_is_dimension_order() {
        let r = Region::node(c2(3, 0));
        assert_eq!(route(&r, &c2(0, 2), 2), 1 << 0);
        assert_eq!(route(&r, &c2(3, 2), 2), 1 << 3);
        assert_eq!(route(&r, &c2(3, 0), 2), 1 << 4);
        let mesh = Mesh::new(&[4, 4]);
        assert!(check(&r, &c2(0, 2), 2, 4, &mesh).is_err(), "Y first is bad");
        assert!(check(&r, &c2(0, 2), 0, 4, &mesh).is_ok());
    }

    #[test]
    fn replica_suffix_is_union_of_remaining_ways() {
        let mesh = Mesh::new(&[4, 4]);
        let r = mesh.full_region();
        let at = c2(1, 2);
        let ways = route(&r, &at, 2);
        for first in 0..5 {
            let s = suffix_region(&r, &at, first, 2);
            for n in 0..16 {
                let x = mesh.coord(n);
                let in_union =
                    (first..5).any(|w| ways >> w & 1 == 1 && split(&r, &at, w, 2).contains(&x, 2));
                assert_eq!(s.contains(&x, 2), in_union, "first {first} node {n}");
            }
        }
    }
}
