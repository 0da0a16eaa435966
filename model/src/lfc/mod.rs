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
//! * [`fmmc`]: the protocol LFC is compared with (Section 5.3, Figures 7 and 8): FM/MC's
//!   NI forwarding without NI-level flow control, a shared NI receive queue that swaps to
//!   host memory, and host-level credits from a central manager returned by a rotating
//!   token. [`AnyNi`] runs either protocol in one driver.
//!
//! The network between the NIs is the fat-tree engine of [`crate::net`] (any switch kind;
//! every LFC packet is a unicast), driven by [`crate::net::lfc_run`].

pub mod fmmc;
pub mod ni;
pub mod tree;

pub use fmmc::{FmNi, FmParams};
pub use ni::{Group, HostDelivery, Kind, LfcParams, Ni, NiStats, Wire};
pub use tree::{members, Tree, TreeShape};

/// The NI of either protocol, for the driver.
#[derive(Clone, Debug)]
pub enum AnyNi {
    Lfc(Ni),
    Fmmc(FmNi),
}

impl AnyNi {
    pub fn post(&mut self, msg: u32, seq: u32) {
        match self {
            AnyNi::Lfc(x) => x.post(msg, seq),
            AnyNi::Fmmc(x) => x.post(msg, seq),
        }
    }
    pub fn arrive(&mut self, w: Wire) {
        match self {
            AnyNi::Lfc(x) => x.arrive(w),
            AnyNi::Fmmc(x) => x.arrive(w),
        }
    }
    pub fn step(&mut self, now: u64, link_idle: bool, groups: &[Group]) -> Option<Wire> {
        match self {
            AnyNi::Lfc(x) => x.step(now, link_idle, groups),
            AnyNi::Fmmc(x) => x.step(now, link_idle, groups),
        }
    }
    pub fn idle(&self) -> bool {
        match self {
            AnyNi::Lfc(x) => x.idle(),
            AnyNi::Fmmc(x) => x.idle(),
        }
    }
    pub fn stats(&self) -> &NiStats {
        match self {
            AnyNi::Lfc(x) => &x.stats,
            AnyNi::Fmmc(x) => &x.stats,
        }
    }
    /// The packets delivered to the host since the last call.
    pub fn take_delivered(&mut self) -> Vec<HostDelivery> {
        match self {
            AnyNi::Lfc(x) => std::mem::take(&mut x.delivered),
            AnyNi::Fmmc(x) => std::mem::take(&mut x.delivered),
        }
    }
    pub fn last_progress(&self) -> u64 {
        match self {
            AnyNi::Lfc(x) => x.last_progress,
            AnyNi::Fmmc(x) => x.last_progress,
        }
    }
    pub fn describe(&self) -> String {
        match self {
            AnyNi::Lfc(x) => x.describe(),
            AnyNi::Fmmc(x) => x.describe(),
        }
    }
}
