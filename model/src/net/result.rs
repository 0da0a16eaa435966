//! What one simulation point reports (the JSON object of `wormcast net --format json`, one
//! CSV row of a sweep).

use super::config::NetConfig;
use super::stats::{half_width, Batches};
use serde::{Deserialize, Serialize};

/// Results of one point. Latencies are in cycles from the message's generation at its source
/// (source queueing included) to (a) `latency_last`: the last destination holding the whole
/// message, (b) `latency_mean`: the mean over destinations of each one holding it. Every
/// `_ci` is the half-width of the 95% confidence interval from batch means.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NetResult {
    pub config: NetConfig,
    /// Effective load offered in the window: destination-flits generated per node per cycle.
    #[serde(deserialize_with = "nan_if_null")]
    pub offered: f64,
    /// Flits delivered to the sinks per node per cycle in the window (every packet flit).
    #[serde(deserialize_with = "nan_if_null")]
    pub accepted: f64,
    #[serde(deserialize_with = "nan_if_null")]
    pub accepted_ci: f64,
    #[serde(deserialize_with = "nan_if_null")]
    pub latency_last: f64,
    #[serde(deserialize_with = "nan_if_null")]
    pub latency_last_ci: f64,
    #[serde(deserialize_with = "nan_if_null")]
    pub latency_mean: f64,
    #[serde(deserialize_with = "nan_if_null")]
    pub latency_mean_ci: f64,
    /// Bimodal traffic: definition (a) latency of the unicast and of the multicast messages
    /// alone (NaN when there are none).
    #[serde(deserialize_with = "nan_if_null")]
    pub latency_unicast: f64,
    #[serde(deserialize_with = "nan_if_null")]
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
    #[serde(deserialize_with = "nan_if_null")]
    pub packets_injected: f64,
    /// Network cycles simulated, wall time, and their ratio.
    pub cycles_run: u64,
    #[serde(deserialize_with = "nan_if_null")]
    pub wall_seconds: f64,
    #[serde(deserialize_with = "nan_if_null")]
    pub cycles_per_second: f64,
    /// Flits ejected into the nodes per node per cycle in the window (= `accepted`; the
    /// m-way paper's ejection rate as a fraction of channel cycles).
    #[serde(default = "nan", deserialize_with = "nan_if_null")]
    pub ejection_rate: f64,
    /// Flits injected by the nodes per node per cycle in the window (m-way: flits the node
    /// interfaces drove onto their channels; fat tree: packets injected times `msg-flits`).
    #[serde(default = "nan", deserialize_with = "nan_if_null")]
    pub injection_rate: f64,
    /// m-way: flits transferred per channel per cycle in the window (the paper's traffic,
    /// channel utilisation); NaN for the fat tree.
    #[serde(default = "nan", deserialize_with = "nan_if_null")]
    pub traffic: f64,
    /// NI-level multicast (LFC): deadlock recoveries started per multicast packet a host
    /// sent, packets sent over deadlock channels (with the deadlock flag) per multicast
    /// packet (the paper's Table 1), the NI processors' busy fraction, and data packets
    /// dropped for a tree the receiving NI is not in; NaN for the other schemes.
    #[serde(default = "nan", deserialize_with = "nan_if_null")]
    pub recoveries_per_multicast: f64,
    #[serde(default = "nan", deserialize_with = "nan_if_null")]
    pub deadlock_packets_per_multicast: f64,
    #[serde(default = "nan", deserialize_with = "nan_if_null")]
    pub ni_busy: f64,
    #[serde(default = "nan", deserialize_with = "nan_if_null")]
    pub lfc_dropped: f64,
    /// Fat tree (switch or software multicast): flits each up port carried in the window,
    /// `up_port_flits[s][u]` for up port `k/2 + u` of switch s, for the switches below the
    /// top level in switch order (level 1 first: `s = (l - 1) * N/(k/2) + i`, see
    /// `net::topology`). Empty for the other engines.
    #[serde(default)]
    pub up_port_flits: Vec<Vec<u64>>,
}

impl NetResult {
    /// The LFC metrics of a scheme without them (NaN); the rest from `Default`-free callers.
    pub fn lfc_nan() -> NetResult {
        NetResult {
            config: NetConfig::default(),
            offered: f64::NAN,
            accepted: f64::NAN,
            accepted_ci: f64::NAN,
            latency_last: f64::NAN,
            latency_last_ci: f64::NAN,
            latency_mean: f64::NAN,
            latency_mean_ci: f64::NAN,
            latency_unicast: f64::NAN,
            latency_multicast: f64::NAN,
            messages: 0,
            completed: 0,
            saturated: false,
            deadlock: false,
            deadlock_report: String::new(),
            packets_injected: f64::NAN,
            cycles_run: 0,
            wall_seconds: f64::NAN,
            cycles_per_second: f64::NAN,
            ejection_rate: f64::NAN,
            injection_rate: f64::NAN,
            traffic: f64::NAN,
            recoveries_per_multicast: f64::NAN,
            deadlock_packets_per_multicast: f64::NAN,
            ni_busy: f64::NAN,
            lfc_dropped: f64::NAN,
            up_port_flits: vec![],
        }
    }
}

/// The measurement window of an m-way or mesh point: latencies and delivered flits by batch,
/// message counts. [`Window::result`] turns it into a [`NetResult`].
#[derive(Clone, Debug)]
pub struct Window {
    pub lat_last: Batches,
    pub lat_mean: Batches,
    pub lat_uni: Batches,
    pub lat_mc: Batches,
    /// Flits delivered per batch.
    pub acc: Vec<u64>,
    /// Messages generated in the window, and how many of them completed.
    pub measured: u64,
    pub completed: u64,
    /// Destination-flits generated in the window.
    pub offered_flits: u64,
}

/// Rates over the window (per node per cycle; `traffic` per channel per cycle) and how the
/// run ended, for [`Window::result`].
#[derive(Clone, Debug)]
pub struct Ending {
    pub traffic: f64,
    pub injection: f64,
    pub ejection: f64,
    pub deadlock: bool,
    pub report: String,
    pub cycles_run: u64,
    pub wall_seconds: f64,
}

impl Window {
    pub fn new(batches: usize) -> Window {
        Window {
            lat_last: Batches::new(batches),
            lat_mean: Batches::new(batches),
            lat_uni: Batches::new(batches),
            lat_mc: Batches::new(batches),
            acc: vec![0; batches],
            measured: 0,
            completed: 0,
            offered_flits: 0,
        }
    }

    /// A measured message of batch `b` completed: latency to its last destination, mean
    /// over its destinations, and whether it was a multicast (broadcast).
    pub fn complete(&mut self, b: usize, last: f64, mean: f64, multicast: bool) {
        self.completed += 1;
        self.lat_last.add(b, last);
        self.lat_mean.add(b, mean);
        if multicast {
            self.lat_mc.add(b, last);
        } else {
            self.lat_uni.add(b, last);
        }
    }

    /// The point's result: `nodes` nodes, a window of `cycles` cycles.
    pub fn result(&self, cfg: &NetConfig, nodes: usize, cycles: u64, e: Ending) -> NetResult {
        let nf = nodes as f64;
        let nb = self.acc.len() as f64;
        let acc_b: Vec<f64> = self
            .acc
            .iter()
            .map(|&f| f as f64 * nb / (nf * cycles as f64))
            .collect();
        let offered = self.offered_flits as f64 / (nf * cycles as f64);
        let saturated =
            !e.deadlock && (self.completed < self.measured || e.ejection < 0.95 * offered);
        NetResult {
            config: cfg.clone(),
            offered,
            accepted: e.ejection,
            accepted_ci: half_width(&acc_b),
            latency_last: self.lat_last.mean(),
            latency_last_ci: self.lat_last.ci(),
            latency_mean: self.lat_mean.mean(),
            latency_mean_ci: self.lat_mean.ci(),
            latency_unicast: self.lat_uni.mean(),
            latency_multicast: self.lat_mc.mean(),
            messages: self.measured,
            completed: self.completed,
            saturated,
            deadlock: e.deadlock,
            deadlock_report: e.report,
            packets_injected: e.injection / cfg.msg_flits as f64,
            cycles_run: e.cycles_run,
            wall_seconds: e.wall_seconds,
            cycles_per_second: e.cycles_run as f64 / e.wall_seconds.max(1e-9),
            ejection_rate: e.ejection,
            injection_rate: e.injection,
            traffic: e.traffic,
            ..NetResult::lfc_nan()
        }
    }
}

fn nan() -> f64 {
    f64::NAN
}

/// JSON has no NaN: serde_json writes a non-finite metric as `null`; read it back as NaN.
fn nan_if_null<'de, D: serde::Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
    Ok(Option::<f64>::deserialize(d)?.unwrap_or(f64::NAN))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn json_round_trip_with_nan() {
        let r = NetResult {
            config: NetConfig::default(),
            offered: 0.5,
            accepted: 0.25,
            accepted_ci: 0.01,
            latency_last: 100.0,
            latency_last_ci: 3.0,
            latency_mean: 90.0,
            latency_mean_ci: 2.0,
            latency_unicast: f64::NAN,
            latency_multicast: 100.0,
            messages: 10,
            completed: 10,
            saturated: false,
            deadlock: false,
            deadlock_report: String::new(),
            packets_injected: 0.1,
            cycles_run: 1000,
            wall_seconds: 0.5,
            cycles_per_second: 2000.0,
            ejection_rate: 0.25,
            injection_rate: 0.3,
            traffic: f64::NAN,
            ..NetResult::lfc_nan()
        };
        let j = serde_json::to_string(&r).unwrap();
        assert!(j.contains("\"latency_unicast\":null"));
        let back: NetResult = serde_json::from_str(&j).unwrap();
        assert!(back.latency_unicast.is_nan());
        assert!(back.traffic.is_nan());
        assert_eq!(back.accepted, 0.25);
        assert_eq!(back.config, r.config);
    }
}
