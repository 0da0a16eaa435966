//! Flit tag constants in RTL (see `wormcast_model::flit` for the format).

pub const TAG_IDLE: u64 = 0;
pub const TAG_HEAD: u64 = 1;
pub const TAG_BODY: u64 = 2;
pub const TAG_TAIL: u64 = 3;
/// Width of the tag field in bits.
pub const TAG_BITS: usize = 2;
