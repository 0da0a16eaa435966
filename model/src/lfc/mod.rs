//! NI-level multicast of LFC (Bhoedjang, Rühl and Bal, "Efficient Multicast on Myrinet
//! Using Link-Level Flow Control"; `../shared/papers/lfc-myrinet-ni-multicast.txt`): the
//! strongest software alternative to the multicast switches, modelled so that a study can
//! run it beside switch-level multicast on the same fat tree and traffic.
//!
//! * [`tree`]: the per-sender forwarding trees (binomial, binary, chain, or any tree given in
//!   the configuration), with the checks that reject a table that is not a tree.
//! * [`ni`]: one network interface: send, transmit and blocked-sends queues, the per-pair
//!   sliding-window credit protocol (explicit updates and piggybacking), NI processing costs,
//!   and the deadlock-recovery protocol of Section 4.
//!
//! The network between the NIs is the fat-tree engine of [`crate::net`] (any switch kind;
//! every LFC packet is a unicast), driven by [`crate::net::lfc_run`].

pub mod ni;
pub mod tree;

pub use ni::{Group, Kind, LfcParams, Ni, NiStats, Wire};
pub use tree::{members, Tree, TreeShape};
