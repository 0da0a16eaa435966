//! The TPM mesh router's blocks (two-phase-multicast paper; golden models in
//! `wormcast_model::mesh`).
//!
//! * [`plan`]: the routing decision of one input virtual channel (Figure 6's routing
//!   operation, the model's `Router::plan`), combinational.
//! * [`router`]: the router: input buffers, per-VC state, the allocator, credits and
//!   registered outputs.
//! * [`fabric`]: an X x Y mesh of routers wired together (the model's `Fabric`).

pub mod fabric;
pub mod plan;
pub mod router;
