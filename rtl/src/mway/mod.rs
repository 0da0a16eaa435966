//! The k-ary m-way router's blocks (issue 12); golden models in `wormcast_model::mway`.
//!
//! * [`channel`]: one m-way channel: the channel arbitrator and the OR/AND reductions that
//!   stand for the paper's wired lines (no wired or tristate logic).

pub mod channel;
