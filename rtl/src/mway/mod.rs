//! The k-ary m-way router's blocks (issue 12); golden models in `wormcast_model::mway`.
//!
//! * [`channel`]: one m-way channel: the channel arbitrator and the OR/AND reductions that
//!   stand for the paper's wired lines (no wired or tristate logic). Its children:
//!   [`channel_lines`] (phase 4, the flit lines), [`channel_prefix`] (phase 6, the
//!   addressed receivers and the chain), [`channel_outcome`] (phase 8, Ack, Drop, partial).
//! * [`set`]: one buffer set: Figure 4 buffer state, allocation/mapping unit with the
//!   routing logic, buffer arbitrator. Its phases are children, each in a module of its
//!   own: [`set_stat`] (phase 1, Stat), [`set_requests`] (phase 3, the buffers' requests),
//!   [`set_pick`] (phase 3, the driver lines; the buffer arbitrator is the shared
//!   [`crate::arbiter::RoundRobinArbiter`]),
//!   [`set_check`] (phase 5, content search and header checks), [`set_ack`] (phase 7,
//!   `Ack_out`).
//! * [`router`]: the router: two buffer sets wired to the lower and upper channel lines.
//! * [`ni`]: the node interface: an injection and an ejection buffer set on the node's
//!   channel.
//! * [`mesh`]: a whole mesh (Figure 1) as one block: channels, routers, node interfaces.

pub mod channel;
pub mod channel_lines;
pub mod channel_outcome;
pub mod channel_prefix;
pub mod mesh;
pub mod ni;
pub mod router;
pub mod set;
pub mod set_ack;
pub mod set_check;
pub mod set_pick;
pub mod set_requests;
pub mod set_stat;
