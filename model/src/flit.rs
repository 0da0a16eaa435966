//! The flit format shared by every block: `W` data bits plus a 2-bit tag.
//!
//! | tag | meaning |
//! |-----|---------|
//! | 0   | idle (no flit on the link this cycle) |
//! | 1   | head (first flit of a packet: carries the routing header) |
//! | 2   | body |
//! | 3   | tail (last flit of a packet) |
//!
//! On a port the tag and the data travel on two signals, `*_tag` (2 bits) and `*_data`
//! (`W` bits). `W` is 16 or 32 in the default configurations.

/// Flit tag, encoded in 2 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Tag {
    #[default]
    Idle = 0,
    Head = 1,
    Body = 2,
    Tail = 3,
}

impl Tag {
    pub fn from_bits(v: u64) -> Tag {
        match v & 3 {
            0 => Tag::Idle,
            1 => Tag::Head,
            2 => Tag::Body,
            _ => Tag::Tail,
        }
    }
    pub fn bits(self) -> u64 {
        self as u64
    }
}

/// A flit: tag plus up to 64 data bits (only the low `W` are meaningful).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Flit {
    pub tag: Tag,
    pub data: u64,
}

impl Flit {
    pub const IDLE: Flit = Flit {
        tag: Tag::Idle,
        data: 0,
    };
    pub fn new(tag: Tag, data: u64) -> Flit {
        Flit { tag, data }
    }
    pub fn is_idle(&self) -> bool {
        self.tag == Tag::Idle
    }
}

/// Mask of the low `w` bits.
pub fn mask(w: usize) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// A switch's link inputs of one cycle as bit masks: the ports with a flit / a credit
/// arriving (bit p).
pub fn arrival_masks(arrive: &[Flit], credit_in: &[bool]) -> (u64, u64) {
    let (mut arr_m, mut cr_m) = (0u64, 0u64);
    for (p, (f, &c)) in arrive.iter().zip(credit_in).enumerate() {
        arr_m |= (!f.is_idle() as u64) << p;
        cr_m |= (c as u64) << p;
    }
    (arr_m, cr_m)
}

/// The indices of the set bits of `m`, lowest first.
#[inline]
pub fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(i)
    })
}

/// Bit 0 of each byte of `w` (byte p = port p, 8 ports), as a mask (bit p).
#[inline]
pub fn byte_lsbs(w: u64) -> u64 {
    (w & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The inverse of [`byte_lsbs`]: bit p of `m` (p < 8) as byte p's bit 0.
#[inline]
pub fn lsb_bytes(m: u64) -> u64 {
    (((m & 0xff).wrapping_mul(0x0101_0101_0101_0101) & 0x8040_2010_0804_0201)
        .wrapping_add(0x7f7f_7f7f_7f7f_7f7f)
        >> 7)
        & 0x0101_0101_0101_0101
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_and_byte_flags_convert_both_ways() {
        for m in 0..256u64 {
            let w = lsb_bytes(m);
            for p in 0..8 {
                assert_eq!(w >> (8 * p) & 0xff, m >> p & 1, "mask {m:#x}, port {p}");
            }
            assert_eq!(byte_lsbs(w), m);
            assert_eq!(
                byte_lsbs(w | lsb_bytes(!m) << 1),
                m,
                "bit 1 of a byte is ignored"
            );
            assert_eq!(byte_lsbs((w | lsb_bytes(!m) << 1) >> 1), !m & 0xff);
        }
    }

    #[test]
    fn tag_bits_round_trip_and_ignore_high_bits() {
        for t in [Tag::Idle, Tag::Head, Tag::Body, Tag::Tail] {
            assert_eq!(Tag::from_bits(t.bits()), t);
            assert_eq!(Tag::from_bits(t.bits() | 0b1100), t);
        }
        assert_eq!(
            [Tag::Idle, Tag::Head, Tag::Body, Tag::Tail].map(Tag::bits),
            [0, 1, 2, 3]
        );
        assert!(Flit::IDLE.is_idle() && Flit::default().is_idle());
        assert!(!Flit::new(Tag::Head, 0).is_idle());
    }

    #[test]
    fn mask_keeps_the_low_w_bits() {
        assert_eq!(mask(0), 0);
        assert_eq!(mask(1), 1);
        assert_eq!(mask(16), 0xffff);
        assert_eq!(mask(63), u64::MAX >> 1);
        assert_eq!(mask(64), u64::MAX);
    }
}
