//! Region-decoding broadcast banyan network (Park & Yoon, "Performance Analysis of Multistage
//! Interconnection Networks using a Multicast Algorithm", Sections 2 and 3).
//!
//! * [`params`]: network parameters and their validation.
//! * [`se`]: the 2x2 switching-element decision (Section 2.2 routing, replication, header
//!   modification, upper-input-link-first priority of Section 3.2).
//! * [`topology`]: Definition 1 wiring (perfect shuffle into stage n-1, butterfly IC_i).
//! * [`network`]: the cycle-accurate golden model of the slotted, pipelined network.
//! * [`slot`]: the same network evaluated one whole slot at a time (fast, for studies).
//! * [`twophase`]: two-phase multicast at the nodes (Section 3.1) with retry.
//! * [`wormhole`]: the wormhole (blocking) mode: SEs that hold links and wait, back-pressure,
//!   upper-first or round-robin arbitration (Section 3.2's setting).
//! * [`wh_nodes`]: two-phase multicast and free traffic on the wormhole network, with the
//!   deadlock watchdog and the soak run.
//! * [`throughput`]: the Section 4 throughput study and analytic model.

pub mod network;
pub mod params;
pub mod se;
pub mod slot;
pub mod throughput;
pub mod topology;
pub mod twophase;
pub mod wh_nodes;
pub mod wormhole;

pub use network::BanyanNetModel;
pub use params::BanyanParams;

/// The slotted network's behaviour revision ([`crate::revision`]: its module names carry no
/// suffix at the first, `_r<N>` from the second on). A change to any output of any cycle of
/// [`BanyanNetModel`] bumps it; the behaviour fingerprint (`wormcast_testbench::banyan::
/// behaviour_fingerprint`, the three-way checks' random slotted stimulus) keeps it honest.
pub const REVISION: u32 = 1;

/// The behaviour fingerprint of each revision of the slotted network.
pub const FINGERPRINTS: &[(u32, u64)] = &[(1, 0xb14b_4b37_9ca6_79dd)];
