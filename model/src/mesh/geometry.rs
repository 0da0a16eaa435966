//! 2-D mesh geometry shared by the TPM router, the node-level multicast algorithms and the
//! network engine (two-phase-multicast paper, Sections 2 and 4).
//!
//! Nodes are `(x, y)` with `0 <= x < X` and `0 <= y < Y`; node number `y * X + x`. The base
//! routing is dimension order: **XY when X <= Y, else YX** (Section 4: the multicast zone is
//! extended so that the main path covers every destination, which needs the first routed
//! dimension to be the shorter one), the same for unicast and multicast. The dual-path
//! baseline's routers route on the Hamiltonian snake path instead ([`Routing::Hamiltonian`]).

use serde::{Deserialize, Serialize};

/// A node's coordinates.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub struct Coord {
    pub x: usize,
    pub y: usize,
}

impl Coord {
    pub const fn new(x: usize, y: usize) -> Coord {
        Coord { x, y }
    }
}

/// The router's ports, in port-number order: the four network directions, then the node.
/// `XPlus` is the link to the neighbour at `x + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    XPlus = 0,
    XMinus = 1,
    YPlus = 2,
    YMinus = 3,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::XPlus, Dir::XMinus, Dir::YPlus, Dir::YMinus];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Dir {
        Dir::ALL[i]
    }
    /// The direction back (the port a flit sent on `self` arrives at, at the neighbour).
    pub fn opposite(self) -> Dir {
        match self {
            Dir::XPlus => Dir::XMinus,
            Dir::XMinus => Dir::XPlus,
            Dir::YPlus => Dir::YMinus,
            Dir::YMinus => Dir::YPlus,
        }
    }
    pub fn is_x(self) -> bool {
        matches!(self, Dir::XPlus | Dir::XMinus)
    }
}

/// The routers' routing function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Routing {
    /// Dimension order, XY when X <= Y else YX (Section 4): the TPM router, in all three
    /// forms.
    #[default]
    DimOrder,
    /// Hamiltonian-path routing on the snake labelling ([`Mesh::label`]; Lin, McKinley and
    /// Ni, the paper's dual-path baseline, Section 5.2): from `u` towards `v` the neighbour
    /// with the largest label not above `label(v)` when `label(v) > label(u)` (the high
    /// channel network), the smallest not below it otherwise (the low network). Every
    /// directed link belongs to one of the two acyclic networks, so worms cannot deadlock
    /// on links. The golden model's routers only: the dual-path baseline of Figure 12 (the
    /// RTL routes dimension order).
    Hamiltonian,
}

/// A `X x Y` mesh.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mesh {
    pub x: usize,
    pub y: usize,
}

impl Mesh {
    pub fn new(x: usize, y: usize) -> Mesh {
        Mesh { x, y }
    }
    pub fn nodes(&self) -> usize {
        self.x * self.y
    }
    pub fn node(&self, c: Coord) -> usize {
        c.y * self.x + c.x
    }
    pub fn coord(&self, n: usize) -> Coord {
        Coord::new(n % self.x, n / self.x)
    }
    pub fn contains(&self, c: Coord) -> bool {
        c.x < self.x && c.y < self.y
    }
    /// XY routing (X first) when `X <= Y`, else YX (Section 4).
    pub fn x_first(&self) -> bool {
        self.x <= self.y
    }
    /// The neighbour of `c` on `d`, if inside the mesh.
    pub fn neighbour(&self, c: Coord, d: Dir) -> Option<Coord> {
        let n = match d {
            Dir::XPlus => Coord::new(c.x + 1, c.y),
            Dir::XMinus => Coord::new(c.x.checked_sub(1)?, c.y),
            Dir::YPlus => Coord::new(c.x, c.y + 1),
            Dir::YMinus => Coord::new(c.x, c.y.checked_sub(1)?),
        };
        self.contains(n).then_some(n)
    }
    /// Dimension-order next hop from `at` towards `to`; `None` when `at == to`.
    pub fn route(&self, at: Coord, to: Coord) -> Option<Dir> {
        let xd = if to.x > at.x {
            Some(Dir::XPlus)
        } else if to.x < at.x {
            Some(Dir::XMinus)
        } else {
            None
        };
        let yd = if to.y > at.y {
            Some(Dir::YPlus)
        } else if to.y < at.y {
            Some(Dir::YMinus)
        } else {
            None
        };
        if self.x_first() {
            xd.or(yd)
        } else {
            yd.or(xd)
        }
    }
    /// The snake label of `c`: row `y` left to right when `y` is even, right to left when
    /// odd; `y X + x` or `y X + X - 1 - x` (the dual-path Hamiltonian path).
    pub fn label(&self, c: Coord) -> usize {
        if c.y.is_multiple_of(2) {
            c.y * self.x + c.x
        } else {
            c.y * self.x + self.x - 1 - c.x
        }
    }
    /// Hamiltonian-path next hop from `at` towards `to` ([`Routing::Hamiltonian`]); `None`
    /// when `at == to`.
    pub fn ham_route(&self, at: Coord, to: Coord) -> Option<Dir> {
        let (la, lb) = (self.label(at), self.label(to));
        if la == lb {
            return None;
        }
        let up = lb > la;
        Dir::ALL
            .iter()
            .filter_map(|&d| Some((d, self.label(self.neighbour(at, d)?))))
            .filter(|&(_, l)| {
                if up {
                    l > la && l <= lb
                } else {
                    l < la && l >= lb
                }
            })
            .max_by_key(|&(_, l)| if up { l } else { usize::MAX - l })
            .map(|(d, _)| d)
    }
    /// Next hop from `at` towards `to` under routing function `r`; `None` when `at == to`.
    pub fn route_by(&self, r: Routing, at: Coord, to: Coord) -> Option<Dir> {
        match r {
            Routing::DimOrder => self.route(at, to),
            Routing::Hamiltonian => self.ham_route(at, to),
        }
    }
    /// Whether a worm that arrived at `here` travelling in direction `travel` (`None`:
    /// injected here) may leave on `o` under `r`: dimension order never reverses and never
    /// turns from the second routed dimension back to the first; Hamiltonian routing keeps
    /// the label direction (a high-network worm stays in the high network). A destination
    /// list that breaks it is unsorted.
    pub fn continues(&self, r: Routing, here: Coord, travel: Option<Dir>, o: Dir) -> bool {
        let Some(t) = travel else { return true };
        match r {
            Routing::DimOrder => {
                t == o || (t.is_x() == self.x_first() && o.is_x() != self.x_first())
            }
            Routing::Hamiltonian => {
                let lh = self.label(here);
                match (self.neighbour(here, t.opposite()), self.neighbour(here, o)) {
                    (Some(prev), Some(next)) => (self.label(prev) < lh) == (self.label(next) > lh),
                    _ => false,
                }
            }
        }
    }
    /// Hops of the dimension-order path.
    pub fn distance(a: Coord, b: Coord) -> usize {
        a.x.abs_diff(b.x) + a.y.abs_diff(b.y)
    }
    /// The nodes of the dimension-order path from `a` to `b`, both included.
    pub fn path(&self, a: Coord, b: Coord) -> Vec<Coord> {
        self.path_by(Routing::DimOrder, a, b)
    }
    /// The nodes of the path from `a` to `b` under `r`, both included.
    pub fn path_by(&self, r: Routing, a: Coord, b: Coord) -> Vec<Coord> {
        let mut v = vec![a];
        let mut c = a;
        while let Some(d) = self.route_by(r, c, b) {
            c = self.neighbour(c, d).expect("route stays inside the mesh");
            v.push(c);
        }
        v
    }
}

/// Multicast flags of one destination entry (Section 3.2, three bits: absorb, forward,
/// retransmit). The defined operations are ABS (`A`), PAF (`A|F`), PAR (`A|R`), PAFR
/// (`A|F|R`), TAR (`R`) and TAFR (`F|R`); `0` and `F` alone are undefined (a node named in
/// the list must do something there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Flags(pub u8);

impl Flags {
    pub const A: u8 = 1;
    pub const F: u8 = 2;
    pub const R: u8 = 4;
    pub const ABS: Flags = Flags(Self::A);
    pub const PAF: Flags = Flags(Self::A | Self::F);
    pub const PAR: Flags = Flags(Self::A | Self::R);
    pub const PAFR: Flags = Flags(Self::A | Self::F | Self::R);
    pub const TAR: Flags = Flags(Self::R);
    pub const TAFR: Flags = Flags(Self::F | Self::R);
    pub fn absorb(self) -> bool {
        self.0 & Self::A != 0
    }
    pub fn forward(self) -> bool {
        self.0 & Self::F != 0
    }
    pub fn retransmit(self) -> bool {
        self.0 & Self::R != 0
    }
    /// ABS: the last destination of its branch.
    pub fn absorb_only(self) -> bool {
        self.0 == Self::A
    }
    /// One of the six operations the paper defines.
    pub fn defined(self) -> bool {
        self.0 < 8 && self.0 != 0 && self.0 != Self::F
    }
    pub fn name(self) -> &'static str {
        match self.0 {
            1 => "ABS",
            3 => "PAF",
            5 => "PAR",
            7 => "PAFR",
            4 => "TAR",
            6 => "TAFR",
            _ => "undefined",
        }
    }
}

/// One entry of a worm's ordered destination list (Figure 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Entry {
    pub at: Coord,
    pub flags: Flags,
}

impl Entry {
    pub fn new(at: Coord, flags: Flags) -> Entry {
        Entry { at, flags }
    }
}
