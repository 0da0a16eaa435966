//! The message format of the m-way network (paper, Section 2.2, Figure 3).
//!
//! # Flit lines of a channel
//! | lines | bits | meaning |
//! |-------|------|---------|
//! | `Tag` | 2 | `I` = 0 idle, `H` = 1 header, `B` = 2 body, `T` = 3 tail ([`crate::flit::Tag`]) |
//! | `Buf` | ceil(log2 B) (at least 1) | the driver's buffer number, sent with every flit |
//! | `Flit` | W | header fields below, or data |
//!
//! A message is one header flit, zero or more body flits and one tail flit.
//!
//! # Header flit (data bits, from bit 0 up)
//! | field | bits | meaning |
//! |-------|------|---------|
//! | `Ways` | m | one bit per attachment slot of the channel in the order X+, X-, Y+, Y-, (Z+, Z-, ...), node. A dimension with `k = 2` has one slot (the router on the channel; its direction follows from the channel's coordinate) |
//! | `Class` | ceil(log2 classes) (0 for one class) | buffer class (carried; every buffer serves every class here) |
//! | `Region.lo[d]` | ceil(log2 k_d) per dimension, d = 0.. | low corner, absolute |
//! | `Region.hi[d]` | ceil(log2 k_d) per dimension | high corner, absolute |
//! | `Len` | the rest of W, at most 16, at least enough for `max_len - 1` | flits after the header (body + tail), 1..=max_len - 1 |
//!
//! Len counts flits, not bytes as in the paper: every flit carries W data bits, so the byte
//! count is Len * W / 8 and the flit count is what the receivers check against the tail.
//!
//! **Figure 1 (4x4), W = 16, B = 4**: `Tag` 2, `Buf` 2; header `Ways` `[4:0]` (X+, X-, Y+,
//! Y-, node), `lo.x` `[6:5]`, `lo.y` `[8:7]`, `hi.x` `[10:9]`, `hi.y` `[12:11]`, `Len` `[15:13]`
//! (messages of at most 8 flits).
//!
//! **8x8x8, W = 32**: `Ways` `[6:0]`, `lo` x `[9:7]`, y `[12:10]`, z `[15:13]`, `hi` x `[18:16]`,
//! y `[21:19]`, z `[24:22]`, `Len` `[31:25]`.
//!
//! **9-cube, W = 32**: `Ways` `[9:0]` (one slot per dimension plus the node), `lo` bits
//! 10..18, `hi` bits 19..27 (one bit per dimension each), `Len` `[31:28]` (at most 16 flits).
//!
//! [`Layout::new`] fails, naming the parameter, when the fields do not fit W.

use super::mesh::{Coord, Region};
use super::params::{MwayParams, ParamError};

/// Decoded header fields. `ways` is the direction mask (bit `2d` = d+, `2d+1` = d-,
/// `2 dims` = node), independent of the channel; the encoded field is per slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Header {
    pub ways: u32,
    pub class: u8,
    pub region: Region,
    /// Flits after the header.
    pub len: u16,
}

/// Bits needed for values 0..=v.
pub fn bits_for(v: usize) -> usize {
    (usize::BITS - v.leading_zeros()) as usize
}

/// Bit positions of the header fields for a parameter set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub w: usize,
    pub dims: usize,
    /// k per dimension.
    pub k: Vec<usize>,
    /// Slot of way `d+` for each dimension (`d-` is the next slot when `k_d > 2`).
    pub slot: Vec<usize>,
    /// m: the width of Ways.
    pub m: usize,
    pub class_bits: usize,
    /// Bits of one coordinate per dimension.
    pub coord_bits: Vec<usize>,
    pub len_lsb: usize,
    pub len_bits: usize,
    /// Width of the Buf field.
    pub buf_bits: usize,
}

impl Layout {
    pub fn new(p: &MwayParams) -> Result<Layout, ParamError> {
        let mut slot = vec![];
        let mut m = 0;
        for &k in &p.k {
            slot.push(m);
            m += if k > 2 { 2 } else { 1 };
        }
        m += 1;
        let class_bits = bits_for(p.classes - 1);
        let coord_bits: Vec<usize> = p.k.iter().map(|&k| bits_for(k - 1)).collect();
        let len_lsb = m + class_bits + 2 * coord_bits.iter().sum::<usize>();
        let need = bits_for(p.max_len - 1);
        if len_lsb + need > p.w {
            return Err(ParamError(format!(
                "parameter `w` = {} is out of range: the header needs Ways {m} + Class \
                 {class_bits} + Region {} + Len {need} (max_len = {}) = {} bits",
                p.w,
                2 * coord_bits.iter().sum::<usize>(),
                p.max_len,
                len_lsb + need
            )));
        }
        Ok(Layout {
            w: p.w,
            dims: p.k.len(),
            k: p.k.clone(),
            slot,
            m,
            class_bits,
            coord_bits,
            len_lsb,
            len_bits: (p.w - len_lsb).min(16),
            buf_bits: bits_for(p.buffers - 1).max(1),
        })
    }

    /// Slot of direction `way` (bit of the Ways field).
    pub fn slot_of(&self, way: usize) -> usize {
        if way == 2 * self.dims {
            return self.m - 1;
        }
        let d = way / 2;
        self.slot[d] + if self.k[d] > 2 { way % 2 } else { 0 }
    }

    /// Encode a header as seen on the channel at `at` (needed only for `k = 2` dimensions).
    pub fn encode(&self, h: &Header) -> u64 {
        let mut v = 0u64;
        for way in 0..=2 * self.dims {
            if h.ways >> way & 1 == 1 {
                v |= 1 << self.slot_of(way);
            }
        }
        let mut pos = self.m;
        v |= (h.class as u64 & mask(self.class_bits)) << pos;
        pos += self.class_bits;
        for corner in [&h.region.lo, &h.region.hi] {
            for d in 0..self.dims {
                v |= (corner[d] as u64 & mask(self.coord_bits[d])) << pos;
                pos += self.coord_bits[d];
            }
        }
        v | (h.len as u64 & mask(self.len_bits)) << self.len_lsb
    }

    /// Decode header data seen on the channel at `at`.
    pub fn decode(&self, v: u64, at: &Coord) -> Header {
        let mut h = Header::default();
        for d in 0..self.dims {
            if self.k[d] > 2 {
                h.ways |= ((v >> self.slot[d] & 3) as u32) << (2 * d);
            } else if v >> self.slot[d] & 1 == 1 {
                h.ways |= 1 << (2 * d + (at[d] != 0) as usize);
            }
        }
        if v >> (self.m - 1) & 1 == 1 {
            h.ways |= 1 << (2 * self.dims);
        }
        let mut pos = self.m;
        h.class = (v >> pos & mask(self.class_bits)) as u8;
        pos += self.class_bits;
        for d in 0..self.dims {
            h.region.lo[d] = (v >> pos & mask(self.coord_bits[d])) as u8;
            pos += self.coord_bits[d];
        }
        for d in 0..self.dims {
            h.region.hi[d] = (v >> pos & mask(self.coord_bits[d])) as u8;
            pos += self.coord_bits[d];
        }
        h.len = (v >> self.len_lsb & mask(self.len_bits)) as u16;
        h
    }
}

fn mask(bits: usize) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mway::mesh::Mesh;

    #[test]
    fn figure_1_w16_layout() {
        let p = MwayParams {
            w: 16,
            max_len: 8,
            depth: 8,
            ..Default::default()
        };
        let l = Layout::new(&p).unwrap();
        assert_eq!((l.m, l.class_bits, l.len_lsb, l.len_bits), (5, 0, 13, 3));
        let p9 = MwayParams {
            max_len: 9,
            depth: 9,
            ..p
        };
        let e = Layout::new(&p9).unwrap_err();
        assert!(e.0.contains("`w`"), "{e}");
    }

    #[test]
    fn paper_configurations_fit_w32() {
        // Section 4: 8x8x8, 9-cube, 16x8x8; 5-flit messages.
        for (k, m, len_lsb) in [
            (vec![8, 8, 8], 7, 25),
            (vec![2; 9], 10, 28),
            (vec![16, 8, 8], 7, 27),
        ] {
            let p = MwayParams {
                k,
                w: 32,
                ..Default::default()
            };
            let l = Layout::new(&p).unwrap();
            assert_eq!((l.m, l.len_lsb), (m, len_lsb));
            assert!(l.len_bits >= 3);
        }
    }

    #[test]
    fn round_trip_on_every_channel() {
        for k in [vec![4, 4], vec![5, 3, 4], vec![2; 6]] {
            let p = MwayParams {
                k: k.clone(),
                w: 32,
                ..Default::default()
            };
            let l = Layout::new(&p).unwrap();
            let mesh = Mesh::new(&k);
            for c in 0..mesh.channels {
                let at = mesh.coord(c);
                // Every present way, alone and all together.
                let present = mesh.receivers(c);
                let mut r = mesh.full_region();
                r.lo[0] = at[0];
                let h = Header {
                    ways: present,
                    class: 0,
                    region: r,
                    len: 4,
                };
                assert_eq!(l.decode(l.encode(&h), &at), h, "k {k:?} c {c}");
                for w in 0..mesh.ways() {
                    if present >> w & 1 == 1 {
                        let h1 = Header { ways: 1 << w, ..h };
                        assert_eq!(l.decode(l.encode(&h1), &at), h1);
                    }
                }
            }
        }
    }
}
