//! Message generation (Section 7.1): every node generates messages with exponentially
//! distributed inter-message times (a Poisson process of rate
//! [`NetConfig::message_rate`]); each message picks its destinations uniformly among the
//! other N - 1 nodes: one for uniform unicast, `fanout` distinct ones for m-way multicast,
//! and for bimodal traffic a `bimodal-fanout`-way multicast with probability
//! [`NetConfig::bimodal_multicast_probability`], else one; broadcast (node 0 only) and
//! all-to-all traffic send to all N - 1 others.

use super::config::{NetConfig, TrafficKind};
use rand::rngs::SmallRng;
use rand::Rng;

/// The generator of one node.
#[derive(Clone, Debug)]
pub struct Source {
    pub node: usize,
    /// Cycle (fractional) of the next message.
    pub next: f64,
}

/// Draws inter-message times and destination sets.
#[derive(Clone, Debug)]
pub struct TrafficGen {
    pub kind: TrafficKind,
    pub nodes: usize,
    pub fanout: usize,
    pub p_multicast: f64,
    pub rate: f64,
}

impl TrafficGen {
    pub fn new(cfg: &NetConfig) -> Self {
        TrafficGen {
            kind: cfg.traffic,
            nodes: cfg.nodes,
            fanout: match cfg.traffic {
                TrafficKind::Uniform => 1,
                TrafficKind::Multicast => cfg.fanout,
                TrafficKind::Bimodal => cfg.bimodal_fanout,
                TrafficKind::Broadcast | TrafficKind::AllToAll => cfg.nodes - 1,
            },
            p_multicast: cfg.bimodal_multicast_probability(),
            rate: cfg.message_rate(),
        }
    }

    /// Whether `node` generates messages (single-sender broadcast: node 0 only).
    pub fn sends(&self, node: usize) -> bool {
        self.kind != TrafficKind::Broadcast || node == 0
    }

    /// The first message time of `node`: an exponential gap, never for a node that does not
    /// send.
    pub fn first(&self, node: usize, rng: &mut SmallRng) -> f64 {
        if self.sends(node) {
            self.gap(rng)
        } else {
            f64::INFINITY
        }
    }

    /// Exponential inter-message time.
    pub fn gap(&self, rng: &mut SmallRng) -> f64 {
        let u: f64 = rng.gen::<f64>();
        -(1.0 - u).ln() / self.rate
    }

    /// How many destinations the next message has.
    pub fn draw_fanout(&self, rng: &mut SmallRng) -> usize {
        match self.kind {
            TrafficKind::Uniform => 1,
            TrafficKind::Multicast | TrafficKind::Broadcast | TrafficKind::AllToAll => self.fanout,
            TrafficKind::Bimodal => {
                if rng.gen_bool(self.p_multicast) {
                    self.fanout
                } else {
                    1
                }
            }
        }
    }

    /// `m` distinct destinations uniform over the nodes other than `src`, ascending.
    pub fn destinations(&self, src: usize, m: usize, rng: &mut SmallRng) -> Vec<usize> {
        let mut v: Vec<usize> = rand::seq::index::sample(rng, self.nodes - 1, m)
            .into_iter()
            .map(|i| if i >= src { i + 1 } else { i })
            .collect();
        v.sort_unstable();
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Destinations are uniform over the other nodes (chi-square) and never the source;
    /// inter-message times have the configured mean.
    #[test]
    fn destinations_uniform_and_rate_exact() {
        let cfg = NetConfig {
            traffic: TrafficKind::Multicast,
            fanout: 3,
            load: 0.5,
            ..Default::default()
        };
        let g = TrafficGen::new(&cfg);
        let mut rng = SmallRng::seed_from_u64(7);
        let n = cfg.nodes;
        let mut hits = vec![0f64; n];
        let draws = 40_000;
        for i in 0..draws {
            let src = i % n;
            let d = g.destinations(src, 3, &mut rng);
            assert_eq!(d.len(), 3);
            assert!(d.windows(2).all(|w| w[0] < w[1]) && !d.contains(&src));
            for x in d {
                hits[x] += 1.0;
            }
        }
        let expect = draws as f64 * 3.0 / n as f64;
        let chi2: f64 = hits.iter().map(|h| (h - expect).powi(2) / expect).sum();
        // 15 degrees of freedom: P(chi2 > 37.7) = 0.001.
        assert!(chi2 < 37.7, "chi2 {chi2}");
        let mean_gap: f64 = (0..draws).map(|_| g.gap(&mut rng)).sum::<f64>() / draws as f64;
        let want = 1.0 / cfg.message_rate();
        assert!((mean_gap / want - 1.0).abs() < 0.02, "{mean_gap} vs {want}");
        // 0.5 effective load of 64-flit 3-way multicasts: one message per 384 cycles.
        assert!((want - 384.0).abs() < 1e-9);
    }

    #[test]
    fn bimodal_mix() {
        let cfg = NetConfig {
            traffic: TrafficKind::Bimodal,
            ..Default::default()
        };
        let g = TrafficGen::new(&cfg);
        let mut rng = SmallRng::seed_from_u64(3);
        let draws = 200_000;
        let (mut mc, mut dests) = (0u64, 0u64);
        for _ in 0..draws {
            let m = g.draw_fanout(&mut rng);
            assert!(m == 1 || m == 4);
            mc += (m == 4) as u64;
            dests += m as u64;
        }
        // Multicasts make 20% of the destinations (received load).
        let share = (mc * 4) as f64 / dests as f64;
        assert!((share - 0.2).abs() < 0.01, "{share}");
    }
}
