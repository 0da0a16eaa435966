//! Contention-free latency and traffic of a [`Schedule`] (paper Section 5.1-5.2, Figures
//! 10 and 11), in the paper's time units (one unit = one flit over one channel = 30 ns).
//!
//! # Formulas
//!
//! *Start-ups.* A node's messages of one phase are started in schedule order; the `j`-th
//! (`j = 0, 1, ...`) costs `s_j = startup` (33) for `j = 0` and `startup_next` (8) after;
//! a retransmitting node's first message of phase 2 costs 33 again. Start-ups are serial
//! (software), and a message needs a free injection channel (`c` of them: 1 one-port, 8
//! all-port = 4 directions x 2 virtual channels); a channel is busy `P` units per message.
//! The header of message `j` leaves at
//!
//! `h_j = max( max(ready_j, h_{j-1}) + s_j , h_{j-c} + P )`
//!
//! (terms with a negative index are absent), `ready_j = 0` for the source's messages and,
//! for a retransmission, the time the parent message's tail reached the retransmitting
//! node. One-port (`c = 1`) thus sends one message after another (`h_j >= h_{j-1} + P`,
//! the start-up overlapping the previous injection); all-port lets them leave concurrently
//! after their start-ups.
//!
//! *Network.* Along the path `p_0 = src, ..., p_n` the header reaches `p_k` at
//! `T_k = h + sum_{i<k} (r_i + 1)`, where the routing decision `r_i` is `route_modify` (3)
//! at a router that strips entries (a stop the worm leaves again) and `route` (2) at every
//! other router. The tail reaches the consumption channel of a stop `p_k` at
//! `T_k + r_k + P` (`r_k = 2` at the worm's last node).
//!
//! *Metrics.* **Latency** = the largest tail time over the application deliveries (from
//! initiation at time 0 until the tail reaches the last destination). **Additional
//! traffic** = channel-time units: each message occupies each network channel it crosses
//! for `P` units (one flit per unit), i.e. `P x hops` summed over all messages; the header's
//! routing stalls and the injection / consumption channels are not counted.
//!
//! *Packets.* `P = flits` (20): the paper's fixed 20-flit packets; header flits are not
//! modelled separately (the destination list is taken to fit in those 20 flits), so every
//! scheme pays the same `P` per channel.
//!
//! *Channels.* "Contention-free" in the paper means no other traffic; the messages of one
//! multicast still share channels with each other in its flit-level simulator. Two models:
//!
//! * [`Channels::Ideal`]: no sharing at all: two messages may use a channel at the same
//!   time (every message alone in the network).
//! * [`Channels::Serialized`]: a physical channel carries one flit per unit, so the
//!   messages of the operation that cross it take turns: each reserves the channel for `P`
//!   units, from `T_k + r_k` (the header's routing decision done) or the earliest later
//!   time at which `P` free units remain (earliest-gap reservation, independent of the
//!   order messages are priced in); the header then reaches `p_{k+1}` at the reservation's
//!   start `+ 1`. A waiting header is buffered (a cut-through approximation: the paper's
//!   worms would hold upstream channels while blocked, and its two virtual channels
//!   interleave two worms flit by flit; both finish the pair after `2P` like here). This
//!   is what makes column-path and unicast-based multicast pay for all their worms leaving
//!   the source over at most four links.
//!
//! Consumption channels are not contended in either model: in every scheme here each node
//! receives at most one message per operation. TPM's phase-2 worms use pairwise disjoint
//! channels ([`crate::tpm::preprocess`], decision 2), so only its phase-1 worms can meet.

use std::collections::HashMap;

use crate::mesh::Coord;
use crate::tpm::schedule::Schedule;

/// How the messages of one operation share channels (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channels {
    /// Every message alone in the network.
    Ideal,
    /// A channel carries one message's `P` flits at a time.
    Serialized,
}

/// The timing parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// Flits per packet `P`.
    pub flits: u64,
    /// Start-up of a node's first message in a phase.
    pub startup: u64,
    /// Start-up of each further message of the node in that phase.
    pub startup_next: u64,
    /// Routing decision of a router that does not modify the header.
    pub route: u64,
    /// Routing decision of a router that strips entries from the header.
    pub route_modify: u64,
    /// Injection channels per node `c` (1 one-port; all-port 4 x virtual channels).
    pub injection_channels: usize,
    /// Channel sharing between the operation's messages.
    pub channels: Channels,
}

impl Timing {
    /// The paper's one-port model: 20 flits, start-up 33 / 8, routing 2 / 3, 1 injection
    /// channel, serialized channels.
    pub const ONE_PORT: Timing = Timing {
        flits: 20,
        startup: 33,
        startup_next: 8,
        route: 2,
        route_modify: 3,
        injection_channels: 1,
        channels: Channels::Serialized,
    };
    /// These parameters with the channel model `c`.
    pub const fn with_channels(self, c: Channels) -> Timing {
        Timing {
            channels: c,
            ..self
        }
    }
    /// The paper's all-port model: as one-port with 4 directions x 2 virtual channels = 8
    /// injection channels.
    pub const ALL_PORT: Timing = Timing {
        injection_channels: 8,
        ..Timing::ONE_PORT
    };
}

/// Latency and traffic of one multicast.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cost {
    /// Time units from initiation until the tail reaches the last destination.
    pub latency: u64,
    /// Channel-time units.
    pub traffic: u64,
}

/// Price a schedule (module doc).
pub fn evaluate(s: &Schedule, t: &Timing) -> Cost {
    let p = t.flits;
    // Per message: the tail time at each stop (path index -> time).
    let mut tail_at: Vec<HashMap<usize, u64>> = Vec::with_capacity(s.sent.len());
    let mut starts: HashMap<(Coord, u32), Vec<u64>> = HashMap::new();
    // Serialized channels: per directed channel, its reservations [start, end), sorted.
    let mut busy: HashMap<(Coord, Coord), Vec<(u64, u64)>> = HashMap::new();
    let mut latency = 0;
    let mut traffic = 0;
    for m in &s.sent {
        let ready = match m.parent {
            None => 0,
            Some((i, at)) => tail_at[i][&at],
        };
        let hs = starts.entry((m.src, m.phase)).or_default();
        let j = hs.len();
        let su = if j == 0 { t.startup } else { t.startup_next };
        let mut h = ready.max(hs.last().copied().unwrap_or(0)) + su;
        if j >= t.injection_channels {
            h = h.max(hs[j - t.injection_channels] + p);
        }
        hs.push(h);
        let last = m.path.len() - 1;
        let mut tails = HashMap::new();
        let mut time = h;
        let mut si = 0;
        for k in 0..=last {
            let stop = m.stops.get(si).filter(|st| st.at == k).copied();
            let r = if stop.is_some() && k < last {
                t.route_modify
            } else {
                t.route
            };
            if let Some(st) = stop {
                si += 1;
                let tail = time + r + p;
                tails.insert(k, tail);
                if st.absorb {
                    latency = latency.max(tail);
                }
            }
            if k < last {
                let mut go = time + r;
                if t.channels == Channels::Serialized {
                    let v = busy.entry((m.path[k], m.path[k + 1])).or_default();
                    // Earliest gap of P units at or after `go`.
                    let mut pos = v.len();
                    for (i, &(a, b)) in v.iter().enumerate() {
                        if go + p <= a {
                            pos = i;
                            break;
                        }
                        go = go.max(b);
                    }
                    v.insert(pos, (go, go + p));
                }
                time = go + 1;
            }
        }
        traffic += p * m.hops() as u64;
        tail_at.push(tails);
    }
    Cost { latency, traffic }
}
