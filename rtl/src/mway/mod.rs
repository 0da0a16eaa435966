//! The k-ary m-way router's blocks (issue 12); golden models in `wormcast_model::mway`.
//!
//! * [`channel`]: one m-way channel: the channel arbitrator and the OR/AND reductions that
//!   stand for the paper's wired lines (no wired or tristate logic).
//! * [`set`]: one buffer set: Figure 4 buffer state, allocation/mapping unit with the
//!   routing logic, buffer arbitrator.
//! * [`router`]: the router: two buffer sets wired to the lower and upper channel lines.
//! * [`ni`]: the node interface: an injection and an ejection buffer set on the node's
//!   channel.
//! * [`mesh`]: a whole mesh (Figure 1) as one block: channels, routers, node interfaces.

pub mod channel;
pub mod mesh;
pub mod ni;
pub mod router;
pub mod set;
