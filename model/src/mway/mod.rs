//! Golden model of the k-ary m-way router and networks with region broadcast (m-way paper,
//! issue 12): Mudawwar and Mameesh, "Region Broadcasting in k-ary m-way Networks".
//!
//! * [`params`]: every parameter in one struct, validated.
//! * [`format`]: the message format (Figure 3), bit by bit.
//! * [`mesh`]: k-ary m-way meshes and hypercubes, the wiring of Figure 1.
//! * [`channel`]: the m-way channel lines and the channel arbitrator.
//! * [`buffer`]: buffer sets and the Figure 4 buffer state.
//! * [`router`]: the degree-2 router's parts.
//! * [`routing`]: dimension-order unicast, MST region split (Figure 5), header checks.
//! * [`ni`]: node interfaces.
//! * [`network`]: the cycle engine (arbitration, allocation, MST-safe, MST-replica, plain
//!   MST, drops, watchdog).
//! * [`traffic`]: saturated mixed traffic.

// Per-dimension and per-way loops index several arrays at once, as the hardware's
// per-dimension logic does; iterator chains would hide that.
#![allow(clippy::needless_range_loop)]

pub mod buffer;
pub mod channel;
pub mod format;
pub mod mesh;
pub mod network;
pub mod ni;
pub mod params;
pub mod router;
pub mod routing;
pub mod traffic;

pub use network::MwayNet;
pub use params::{Algorithm, Broadcast, MwayParams};
