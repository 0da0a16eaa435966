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
