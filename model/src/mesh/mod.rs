//! The 2-D mesh of the two-phase-multicast (TPM) paper: geometry, the header's destination
//! list, and (to come) the wormhole router with absorb-and-forward and its network engine.
//!
//! * [`geometry`]: coordinates, ports, dimension-order routing, the multicast flags and the
//!   destination entries that the node-level algorithms ([`crate::tpm`]) produce and the
//!   router consumes.

pub mod geometry;

pub use geometry::{Coord, Dir, Entry, Flags, Mesh};
