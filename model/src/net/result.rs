//! What one simulation point reports (the JSON object of `wormcast net --format json`, one
//! CSV row of a sweep).

use super::config::NetConfig;
use serde::{Deserialize, Serialize};

/// Results of one point. Latencies are in cycles from the message's generation at its source
/// (source queueing included) to (a) `latency_last`: the last destination holding the whole
/// message, (b) `latency_mean`: the mean over destinations of each one holding it. Every
/// `_ci` is the half-width of the 95% confidence interval from batch means.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NetResult {
    pub config: NetConfig,
    /// Effective load offered in the window: destination-flits generated per node per cycle.
    pub offered: f64,
    /// Flits delivered to the sinks per node per cycle in the window (every packet flit).
    pub accepted: f64,
    pub accepted_ci: f64,
    pub latency_last: f64,
    pub latency_last_ci: f64,
    pub latency_mean: f64,
    pub latency_mean_ci: f64,
    /// Bimodal traffic: definition (a) latency of the unicast and of the multicast messages
    /// alone (NaN when there are none).
    pub latency_unicast: f64,
    pub latency_multicast: f64,
    /// Messages generated in the window, and how many of them completed.
    pub messages: u64,
    pub completed: u64,
    /// Measured messages were still incomplete `drain` cycles after the window (latency is
    /// then over the completed ones only and underestimates).
    pub saturated: bool,
    /// The watchdog fired: no flit moved for `watchdog` cycles with packets in flight.
    pub deadlock: bool,
    /// The watchdog's report: the blocked packets and where they are.
    pub deadlock_report: String,
    /// Packets (worms) injected into the network per node per cycle in the window, counting
    /// software-multicast forwards.
    pub packets_injected: f64,
    /// Network cycles simulated, wall time, and their ratio.
    pub cycles_run: u64,
    pub wall_seconds: f64,
    pub cycles_per_second: f64,
}
