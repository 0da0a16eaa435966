//! The packet format of the fat-tree switches (multidestination-worms paper, Sections 3.2 and
//! 3.3), shared by the central-buffer and input-buffered switches.
//!
//! A packet is `length` flits (tag head, then body..., last tagged tail):
//!
//! | flit | tag | data bits |
//! |------|-----|-----------|
//! | 0 | head | `[W-1]` multicast bit; `[W-2:W-5]` LCA count (0..15); `[W-6:0]` length in flits |
//! | 1..=B | body | destination bit-string, B = ceil(N/W) flits: flit 1+b holds nodes `b*W .. b*W+W-1`, bit d set = node d is a destination |
//! | B+1 .. length-1 | body, last tail | payload (at least one flit) |
//!
//! `length` counts every flit including the head and the bit-string, so the minimum is B + 2.
//! A unicast packet has the multicast bit clear and exactly one bit set in its bit-string.
//! While the LCA count is non-zero the packet travels up (any up port) and each switch
//! decrements it; at zero it travels down, replicated to every down port whose reachability
//! mask intersects the bit-string.

use crate::flit::{Flit, Tag};

/// Width of the LCA count field.
pub const COUNT_BITS: usize = 4;

/// Field layout for flit width `w`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeadLayout {
    pub w: usize,
}

impl HeadLayout {
    pub fn len_bits(&self) -> usize {
        self.w - 1 - COUNT_BITS
    }
    pub fn max_len(&self) -> u64 {
        (1u64 << self.len_bits()) - 1
    }
    pub fn encode(&self, multicast: bool, count: u64, len: u64) -> u64 {
        assert!(count < 1 << COUNT_BITS && len <= self.max_len());
        ((multicast as u64) << (self.w - 1)) | (count << self.len_bits()) | len
    }
    pub fn multicast(&self, d: u64) -> bool {
        (d >> (self.w - 1)) & 1 == 1
    }
    pub fn count(&self, d: u64) -> u64 {
        (d >> self.len_bits()) & ((1 << COUNT_BITS) - 1)
    }
    pub fn len(&self, d: u64) -> u64 {
        d & self.max_len()
    }
    /// The head with its count decremented (on the way up).
    pub fn dec_count(&self, d: u64) -> u64 {
        let c = self.count(d);
        assert!(c > 0);
        (d & !(((1u64 << COUNT_BITS) - 1) << self.len_bits())) | ((c - 1) << self.len_bits())
    }
}

/// Number of bit-string flits for `nodes` destinations at flit width `w`.
pub fn bitstring_flits(nodes: usize, w: usize) -> usize {
    nodes.div_ceil(w)
}

/// A packet as the network interface builds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packet {
    pub multicast: bool,
    pub count: u64,
    /// Destination bit-string, one bit per node (`nodes` bits, little-endian words of 64).
    pub dests: Vec<u64>,
    pub payload: Vec<u64>,
}

impl Packet {
    /// Total flits: head + bit-string + payload.
    pub fn len(&self, nodes: usize, w: usize) -> usize {
        1 + bitstring_flits(nodes, w) + self.payload.len()
    }
    /// Destination node set.
    pub fn dest_nodes(&self) -> Vec<usize> {
        let mut v = vec![];
        for (i, word) in self.dests.iter().enumerate() {
            for b in 0..64 {
                if word >> b & 1 == 1 {
                    v.push(i * 64 + b);
                }
            }
        }
        v
    }
    /// The packet's flits at width `w` for a network of `nodes` nodes.
    pub fn flits(&self, nodes: usize, w: usize) -> Vec<Flit> {
        assert!(
            !self.payload.is_empty(),
            "a packet has at least one payload flit"
        );
        let lay = HeadLayout { w };
        let len = self.len(nodes, w) as u64;
        let mut v = vec![Flit::new(
            Tag::Head,
            lay.encode(self.multicast, self.count, len),
        )];
        for b in 0..bitstring_flits(nodes, w) {
            v.push(Flit::new(Tag::Body, bits_at(&self.dests, b * w, w)));
        }
        let m = crate::flit::mask(w);
        for (i, p) in self.payload.iter().enumerate() {
            let tag = if i + 1 == self.payload.len() {
                Tag::Tail
            } else {
                Tag::Body
            };
            v.push(Flit::new(tag, p & m));
        }
        v
    }
}

/// `w` bits of a little-endian multiword bit-set starting at bit `off`.
pub fn bits_at(words: &[u64], off: usize, w: usize) -> u64 {
    let mut r = 0u64;
    for k in 0..w {
        let b = off + k;
        if words
            .get(b / 64)
            .map(|x| x >> (b % 64) & 1 == 1)
            .unwrap_or(false)
        {
            r |= 1 << k;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn head_fields_round_trip() {
        for w in [16, 32] {
            let l = HeadLayout { w };
            let d = l.encode(true, 3, 70);
            assert!(l.multicast(d));
            assert_eq!((l.count(d), l.len(d)), (3, 70));
            let e = l.dec_count(d);
            assert_eq!((l.count(e), l.len(e), l.multicast(e)), (2, 70, true));
        }
        assert_eq!(HeadLayout { w: 16 }.max_len(), 2047);
    }
    #[test]
    fn flits_of_a_packet() {
        let p = Packet {
            multicast: true,
            count: 1,
            dests: vec![(1 << 3) | (1 << 40)],
            payload: vec![7, 8, 9],
        };
        let f = p.flits(64, 16);
        assert_eq!(f.len(), 1 + 4 + 3);
        assert_eq!(HeadLayout { w: 16 }.len(f[0].data), 8);
        assert_eq!(f[1].data, 1 << 3);
        assert_eq!(f[3].data, 1 << 8); // node 40 = flit 1+2, bit 8
        assert_eq!(f[7], Flit::new(Tag::Tail, 9));
        assert_eq!(p.dest_nodes(), vec![3, 40]);
    }
    #[test]
    fn head_fields_are_independent() {
        let l = HeadLayout { w: 16 };
        assert_eq!((l.len_bits(), l.max_len()), (11, 2047));
        let d = l.encode(false, 15, 2047);
        assert_eq!(d, 0x7fff, "count in bits 14..11, length in 10..0");
        assert!(!l.multicast(d));
        assert_eq!((l.count(d), l.len(d)), (15, 2047));
        assert_eq!(l.dec_count(d), 0x77ff);
        assert_eq!(l.encode(true, 1, 5), 0x8805);
        assert_eq!(l.dec_count(0x8805), 0x8005, "multicast and length kept");
        let l = HeadLayout { w: 32 };
        assert_eq!((l.len_bits(), l.max_len()), (27, (1 << 27) - 1));
        assert_eq!(l.encode(true, 2, 9), (1 << 31) | (2 << 27) | 9);
    }
    #[test]
    fn multiword_destinations() {
        let p = Packet {
            multicast: true,
            count: 0,
            dests: vec![1 << 63, (1 << 0) | (1 << 5)],
            payload: vec![0x1_0001],
        };
        assert_eq!(p.dest_nodes(), vec![63, 64, 69]);
        assert_eq!(bits_at(&p.dests, 60, 8), 0b0000_1000 | (1 << 4));
        assert_eq!(bits_at(&p.dests, 64, 8), 0b10_0001);
        assert_eq!(bits_at(&p.dests, 128, 8), 0, "past the last word");
        // 80 nodes at W = 16: five bit-string flits.
        assert_eq!(bitstring_flits(80, 16), 5);
        assert_eq!(bitstring_flits(81, 16), 6);
        assert_eq!(p.len(80, 16), 7);
        let f = p.flits(80, 16);
        assert_eq!(f.len(), 7);
        assert_eq!(f[0].data, HeadLayout { w: 16 }.encode(true, 0, 7));
        assert_eq!(f[4].data, 1 << 15, "node 63");
        assert_eq!(f[5].data, 0b10_0001, "nodes 64 and 69");
        assert_eq!(f[6], Flit::new(Tag::Tail, 1), "payload cut to W bits");
    }
}
