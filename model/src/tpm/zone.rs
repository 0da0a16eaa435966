//! Multicast zone, source quadrant and periphery lines (paper Section 3.3, Figures 4 and 5),
//! and the zone extension of Section 4.
//!
//! * **Zone**: the smallest rectangle `[lx, ux] x [ly, uy]` holding the source and every
//!   destination ([`Zone::of`]).
//! * **Source quadrant** ([`source_quadrant`], Figure 5): with `midx = (ux + lx) / 2` and
//!   `midy = (uy + ly) / 2` (the paper prints `u_x - l_x/2`, a typo), the source is *right*
//!   when `sx > midx` and *upper* when `sy > midy`; `sq = 1` right and upper, `2` left and
//!   upper, `3` left and lower, `4` right and lower. **Ties** (the source on a middle line,
//!   which Figure 5's strict comparisons leave undefined) count as *left* / *lower*, so the
//!   far periphery line is then the upper one (`ux`, `uy`). The near and far periphery lines
//!   are those of Figure 5: Q1 `nh = uy, fh = ly, nv = ux, fv = lx`; Q2 `nh = uy, fh = ly,
//!   nv = lx, fv = ux`; Q3 `nh = ly, fh = uy, nv = lx, fv = ux`; Q4 `nh = ly, fh = uy,
//!   nv = ux, fv = lx`. The main path's last node is the far corner `(fv, fh)`.
//! * **Extension** ([`extend`], Section 4): on an XY mesh (`X <= Y`) the zone is extended
//!   on the far horizontal side until `|sy - fh| >= |sx - nv|`; on a YX mesh (`X > Y`) the
//!   transposed rule, `|sx - fv| >= |sy - nh|`, extends the far vertical side. The
//!   extension can leave the mesh when the source is near the mesh edge on the far side
//!   (the paper does not say what to do): the other line of that dimension is then taken as
//!   the far one (the quadrant flips: Q1 <-> Q4, Q2 <-> Q3 on XY; Q1 <-> Q2, Q3 <-> Q4 on
//!   YX) and extended if needed. One of the two sides always has room: the needed length
//!   is at most `floor((A - 1) / 2)` (the source is in the near half of the first routed
//!   dimension, of size `A`), and the larger room in the second dimension, of size
//!   `B >= A`, is at least `ceil((B - 1) / 2)`.

use crate::mesh::{Coord, Mesh};

/// A rectangle of the mesh, corners `(lx, ly)` (lower left) and `(ux, uy)` (upper right),
/// both included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Zone {
    /// Lowest x.
    pub lx: usize,
    /// Lowest y.
    pub ly: usize,
    /// Highest x.
    pub ux: usize,
    /// Highest y.
    pub uy: usize,
}

impl Zone {
    /// The multicast zone: the smallest rectangle with the source and every destination.
    pub fn of(src: Coord, dests: &[Coord]) -> Zone {
        let mut z = Zone {
            lx: src.x,
            ly: src.y,
            ux: src.x,
            uy: src.y,
        };
        for d in dests {
            z.lx = z.lx.min(d.x);
            z.ly = z.ly.min(d.y);
            z.ux = z.ux.max(d.x);
            z.uy = z.uy.max(d.y);
        }
        z
    }
    /// Whether `c` lies in the zone.
    pub fn contains(&self, c: Coord) -> bool {
        (self.lx..=self.ux).contains(&c.x) && (self.ly..=self.uy).contains(&c.y)
    }
}

/// The source quadrant and the periphery lines relative to the source (Figure 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quadrant {
    /// Source quadrant, 1..=4 (Figure 4).
    pub sq: u8,
    /// Near horizontal periphery line (a y value).
    pub nh: usize,
    /// Far horizontal periphery line (a y value).
    pub fh: usize,
    /// Near vertical periphery line (an x value).
    pub nv: usize,
    /// Far vertical periphery line (an x value).
    pub fv: usize,
}

impl Quadrant {
    /// The lines of quadrant `sq` in `zone` (Figure 5's table).
    pub fn lines(zone: &Zone, sq: u8) -> Quadrant {
        let (nh, fh, nv, fv) = match sq {
            1 => (zone.uy, zone.ly, zone.ux, zone.lx),
            2 => (zone.uy, zone.ly, zone.lx, zone.ux),
            3 => (zone.ly, zone.uy, zone.lx, zone.ux),
            4 => (zone.ly, zone.uy, zone.ux, zone.lx),
            _ => panic!("source quadrant {sq} is not 1..=4"),
        };
        Quadrant { sq, nh, fh, nv, fv }
    }
    /// Whether the far vertical line is the zone's upper x line (the main path runs towards
    /// +x): quadrants 2 and 3.
    pub fn far_x_plus(&self) -> bool {
        matches!(self.sq, 2 | 3)
    }
    /// Whether the far horizontal line is the zone's upper y line: quadrants 3 and 4.
    pub fn far_y_plus(&self) -> bool {
        matches!(self.sq, 3 | 4)
    }
    /// The far corner `(fv, fh)`, the end of the main path.
    pub fn far_corner(&self) -> Coord {
        Coord::new(self.fv, self.fh)
    }
}

fn quadrant_of(right: bool, upper: bool) -> u8 {
    match (right, upper) {
        (true, true) => 1,
        (false, true) => 2,
        (false, false) => 3,
        (true, false) => 4,
    }
}

fn right_upper(sq: u8) -> (bool, bool) {
    match sq {
        1 => (true, true),
        2 => (false, true),
        3 => (false, false),
        _ => (true, false),
    }
}

/// Figure 5: the source quadrant and periphery lines of `src` in `zone` (module doc: the
/// middle lines are `(u + l) / 2`, a source on a middle line counts as left / lower).
pub fn source_quadrant(zone: &Zone, src: Coord) -> Quadrant {
    let right = 2 * src.x > zone.lx + zone.ux;
    let upper = 2 * src.y > zone.ly + zone.uy;
    Quadrant::lines(zone, quadrant_of(right, upper))
}

/// Section 4's zone extension on `mesh` (module doc): the extended zone and its quadrant.
/// `zone` must contain `src` and lie in the mesh.
pub fn extend(mesh: &Mesh, zone: &Zone, src: Coord) -> (Zone, Quadrant) {
    let q = source_quadrant(zone, src);
    let (right, upper) = right_upper(q.sq);
    let mut z = *zone;
    if mesh.x_first() {
        // |sy - fh| >= |sx - nv|, extending / flipping in y.
        let need = src.x.abs_diff(q.nv);
        if src.y.abs_diff(q.fh) >= need {
            return (z, q);
        }
        // Far y side: below the source when the source is upper.
        let room_far = if upper { src.y } else { mesh.y - 1 - src.y };
        let flip = room_far < need;
        let far_below = upper != flip;
        if far_below {
            z.ly = z.ly.min(src.y - need);
        } else {
            z.uy = z.uy.max(src.y + need);
        }
        let sq = quadrant_of(right, far_below);
        (z, Quadrant::lines(&z, sq))
    } else {
        // |sx - fv| >= |sy - nh|, extending / flipping in x.
        let need = src.y.abs_diff(q.nh);
        if src.x.abs_diff(q.fv) >= need {
            return (z, q);
        }
        let room_far = if right { src.x } else { mesh.x - 1 - src.x };
        let flip = room_far < need;
        let far_left = right != flip;
        if far_left {
            z.lx = z.lx.min(src.x - need);
        } else {
            z.ux = z.ux.max(src.x + need);
        }
        let sq = quadrant_of(far_left, upper);
        (z, Quadrant::lines(&z, sq))
    }
}

/// The canonical frame of a multicast: coordinates `(a, b)` where `a` is the first routed
/// dimension (x on an XY mesh, y on a YX mesh), `b` the second, both mirrored so that the
/// main path runs towards +a and then +b. Mirroring and transposing keep dimension-order
/// routing dimension-order, so the algorithms are written once, in this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The mesh.
    pub mesh: Mesh,
    /// Mirror the first routed dimension.
    pub flip_a: bool,
    /// Mirror the second routed dimension.
    pub flip_b: bool,
}

impl Frame {
    /// The frame of quadrant `q` on `mesh`.
    pub fn new(mesh: Mesh, q: &Quadrant) -> Frame {
        let (fx, fy) = (!q.far_x_plus(), !q.far_y_plus());
        if mesh.x_first() {
            Frame {
                mesh,
                flip_a: fx,
                flip_b: fy,
            }
        } else {
            Frame {
                mesh,
                flip_a: fy,
                flip_b: fx,
            }
        }
    }
    /// Sizes of the a and b dimensions.
    pub fn sizes(&self) -> (usize, usize) {
        if self.mesh.x_first() {
            (self.mesh.x, self.mesh.y)
        } else {
            (self.mesh.y, self.mesh.x)
        }
    }
    /// Mesh coordinates to `(a, b)`.
    pub fn to_ab(&self, c: Coord) -> (usize, usize) {
        let (sa, sb) = self.sizes();
        let (a, b) = if self.mesh.x_first() {
            (c.x, c.y)
        } else {
            (c.y, c.x)
        };
        (
            if self.flip_a { sa - 1 - a } else { a },
            if self.flip_b { sb - 1 - b } else { b },
        )
    }
    /// `(a, b)` to mesh coordinates.
    pub fn coord(&self, a: usize, b: usize) -> Coord {
        let (sa, sb) = self.sizes();
        let a = if self.flip_a { sa - 1 - a } else { a };
        let b = if self.flip_b { sb - 1 - b } else { b };
        if self.mesh.x_first() {
            Coord::new(a, b)
        } else {
            Coord::new(b, a)
        }
    }
}
