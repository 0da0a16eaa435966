//! The 2-D mesh of the two-phase-multicast (TPM) paper: geometry, the link format, the
//! wormhole router with absorb-and-forward, the node interface and the network engine.
//!
//! * [`geometry`]: coordinates, ports, dimension-order routing, the multicast flags and the
//!   destination entries that the node-level algorithms produce and the router consumes.
//! * [`format`]: the router's parameters, the link lines and the destination entry, bit by bit.
//! * [`router`]: the router's golden model (the micro-architecture spec of the RTL).
//! * [`fabric`]: routers wired into a mesh (the golden model of the mesh's Verilog top).
//! * [`ni`]: the node interface (injection with start-up costs, consumption, retransmission).
//! * [`net`]: the engine (fabric plus node interfaces), watchdog and stimulus recording.
//! * [`stim`]: random legal and bad worms and the exactly-once mixed-traffic check.

pub mod fabric;
pub mod format;
pub mod geometry;
pub mod net;
pub mod ni;
pub mod router;
pub mod stim;

pub use fabric::Fabric;
pub use format::{Layout, RouterParams};
pub use geometry::{Coord, Dir, Entry, Flags, Mesh, Routing};
pub use net::MeshNet;
pub use router::Router;
