//! Geometry and wiring of k-ary m-way meshes (paper, Section 2 and Figure 1).
//!
//! # Channels, nodes, routers
//! A mesh of dimensions `k[0] x k[1] x ...` has one m-way channel per coordinate; channel
//! `c` (linear index, dimension 0 fastest: `c = x + k0 * (y + k1 * z)`) has one node `P_c`
//! attached (its node interface, [`super::ni`]). Along dimension `d`, router `R_{c,d}`
//! joins channel `c` (its *lower* channel) and channel `c + e_d` (its *upper* channel), so
//! there are `(k_d - 1) * prod_{d' != d} k_d'` routers along `d`. Figure 1 (4x4): 16
//! channels and nodes, 12 X routers (`R_{c,x}`, 3 per row) and 12 Y routers: 24 routers.
//!
//! Every router has two buffer sets ([`super::buffer`]): `DIM+` receives from its lower
//! channel and drives its upper channel; `DIM-` receives from the upper and drives the lower.
//!
//! # Attachments on a channel (the directions, or *ways*)
//! A way is a direction index `j`: `j = 2d` is `d+`, `j = 2d + 1` is `d-`, `j = 2 * dims` is
//! the node. On channel `c`:
//! * the **receiver** of way `2d` is the `d+` set of `R_{c,d}` (present if `c_d < k_d - 1`),
//!   of way `2d+1` the `d-` set of `R_{c-e_d,d}` (present if `c_d > 0`), of the node way the
//!   node's ejection set;
//! * the **driver** of slot `2d` is the `d+` set of `R_{c-e_d,d}` (present if `c_d > 0`), of
//!   slot `2d+1` the `d-` set of `R_{c,d}` (present if `c_d < k_d - 1`), of the node slot
//!   the node's injection set.
//!
//! So the driver number `Drv` of the paper is the slot (the driving set's directionality),
//! unique on the channel, and a channel of an interior node has `2 * dims` routers and one
//! node: m = 2 * dims + 1 (5 for Figure 1, 7 in 3-D). In a dimension with `k_d = 2` (the
//! hypercube) each channel has only one of `d+`/`d-`, so m = dims + 1 there.
//!
//! A receiving buffer set is named by its input channel and way, `(c, j)`: the model keeps
//! them in one array at `c * ways + j` ([`Mesh::set_index`]); the set `(c, 2d)` drives
//! channel `c + e_d`, the set `(c, 2d + 1)` drives `c - e_d`, the set `(c, node)` is the
//! ejection set of `P_c`. Injection sets are kept apart, one per node.

use super::params::MAX_DIMS;

/// Coordinates of a channel (or node); entries beyond `dims` are 0.
pub type Coord = [u8; MAX_DIMS];

/// A rectangular region: every node with `lo[d] <= x_d <= hi[d]` in every dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Region {
    pub lo: Coord,
    pub hi: Coord,
}

impl Region {
    /// The region of one node (a unicast).
    pub fn node(c: Coord) -> Region {
        Region { lo: c, hi: c }
    }
    pub fn contains(&self, c: &Coord, dims: usize) -> bool {
        (0..dims).all(|d| self.lo[d] <= c[d] && c[d] <= self.hi[d])
    }
    /// Number of nodes (0 if some `lo > hi`).
    pub fn size(&self, dims: usize) -> usize {
        (0..dims)
            .map(|d| (self.hi[d] as usize + 1).saturating_sub(self.lo[d] as usize))
            .product()
    }
    pub fn is_single(&self, dims: usize) -> bool {
        (0..dims).all(|d| self.lo[d] == self.hi[d])
    }
}

/// The mesh geometry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mesh {
    pub k: Vec<usize>,
    stride: Vec<usize>,
    /// Number of channels (= nodes).
    pub channels: usize,
}

impl Mesh {
    pub fn new(k: &[usize]) -> Mesh {
        let mut stride = vec![];
        let mut s = 1;
        for &kd in k {
            stride.push(s);
            s *= kd;
        }
        Mesh {
            k: k.to_vec(),
            stride,
            channels: s,
        }
    }
    pub fn dims(&self) -> usize {
        self.k.len()
    }
    /// Ways (directions) per channel: 2 per dimension plus the node.
    pub fn ways(&self) -> usize {
        2 * self.dims() + 1
    }
    /// The node way.
    pub fn node_way(&self) -> usize {
        2 * self.dims()
    }
    pub fn coord(&self, c: usize) -> Coord {
        let mut x = [0u8; MAX_DIMS];
        for d in 0..self.dims() {
            x[d] = ((c / self.stride[d]) % self.k[d]) as u8;
        }
        x
    }
    pub fn index(&self, x: &Coord) -> usize {
        (0..self.dims())
            .map(|d| x[d] as usize * self.stride[d])
            .sum()
    }
    /// The channel driven by the receiving set `(c, way)` (None for the node way or off the
    /// mesh).
    pub fn next(&self, c: usize, way: usize) -> Option<usize> {
        if way >= self.node_way() {
            return None;
        }
        let d = way / 2;
        let x = (c / self.stride[d]) % self.k[d];
        if way.is_multiple_of(2) {
            (x + 1 < self.k[d]).then(|| c + self.stride[d])
        } else {
            (x > 0).then(|| c - self.stride[d])
        }
    }
    /// Mask of the receivers present on channel `c` (bit j = way j).
    pub fn receivers(&self, c: usize) -> u32 {
        let mut m = 1u32 << self.node_way();
        for w in 0..self.node_way() {
            if self.next(c, w).is_some() {
                m |= 1 << w;
            }
        }
        m
    }
    /// The receiving set that drives channel `c` in slot `slot` (None if absent; the node
    /// slot is the injection set, not a receiving set).
    pub fn driver_set(&self, c: usize, slot: usize) -> Option<usize> {
        if slot >= self.node_way() {
            return None;
        }
        // The driver of slot 2d is the d+ set of the router below, which receives on c - e_d.
        let back = slot ^ 1;
        self.next(c, back).map(|src| self.set_index(src, slot))
    }
    /// Array index of the receiving set `(c, way)`.
    pub fn set_index(&self, c: usize, way: usize) -> usize {
        c * self.ways() + way
    }
    /// Every router as (lower channel, dimension), dimension-major.
    pub fn routers(&self) -> Vec<(usize, usize)> {
        let mut v = vec![];
        for d in 0..self.dims() {
            for c in 0..self.channels {
                if self.next(c, 2 * d).is_some() {
                    v.push((c, d));
                }
            }
        }
        v
    }
    /// The whole mesh as a region.
    pub fn full_region(&self) -> Region {
        let mut r = Region::default();
        for d in 0..self.dims() {
            r.hi[d] = (self.k[d] - 1) as u8;
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figure_1_has_16_nodes_24_routers() {
        let m = Mesh::new(&[4, 4]);
        assert_eq!(m.channels, 16);
        assert_eq!(m.routers().len(), 24);
        // An interior channel has 4 routers and a node: 5-way.
        let c = m.index(&{
            let mut x = [0; MAX_DIMS];
            x[0] = 1;
            x[1] = 2;
            x
        });
        assert_eq!(m.receivers(c).count_ones(), 5);
        assert_eq!(m.receivers(0).count_ones(), 3, "corner: X+, Y+, node");
        // The X+ driver of channel 1 is the X+ set receiving on channel 0.
        assert_eq!(m.driver_set(1, 0), Some(m.set_index(0, 0)));
        assert_eq!(m.driver_set(0, 0), None);
        assert_eq!(m.driver_set(0, 1), Some(m.set_index(1, 1)));
    }

    #[test]
    fn hypercube_channels_are_n_plus_1_way() {
        let m = Mesh::new(&[2; 9]);
        assert_eq!(m.channels, 512);
        assert_eq!(m.routers().len(), 9 * 256);
        for c in [0, 17, 511] {
            assert_eq!(m.receivers(c).count_ones(), 10);
        }
    }
}
