//! A small cycle-accurate network of [`CentralBufferSwitch`]es connected port to port, with
//! node interfaces (a source and a sink per node), for network-level tests such as the
//! multicast deadlock scenarios of Figure 2 of the multidestination-worms paper.
//!
//! # Timing convention
//! Every block's outputs are registers (the switch's output link register and credit pulse,
//! a node's link flit and credit pulse). In cycle `t` every block is stepped with inputs built
//! from the outputs its neighbours *returned in cycle `t - 1`*: each link (flits forward,
//! credits backward) therefore has one cycle of flight time, the same in both directions and
//! for switch-switch and node-switch links alike. The order in which blocks are stepped within
//! a cycle does not matter. Credit-based flow control stays exact under any link latency (the
//! sender counts down when it sends and up when the credit arrives); the latency only lengthens
//! the credit loop.
//!
//! # Node interfaces
//! * **Source**: a queue of flits (whole packets, injected back to back); it sends one flit per
//!   cycle while it holds a credit. Its counter starts at the attached switch's input FIFO
//!   depth F and counts the switch's `credit_out` pulses back up.
//! * **Sink**: accepts every flit the switch sends (the switch's output credit starts at F, so
//!   the sink models a receiver FIFO of F flits); it drains at a configurable rate (1.0 =
//!   every cycle: a credit is returned in the cycle the flit arrives) and returns one credit
//!   per drained flit. Packets are framed (head .. tail) and recorded as [`Delivery`]s.
//!
//! Protocol errors are collected in [`Network::violations`]: a flit on an unattached port, a
//! sink receiving without credit, a source credit counter above F, a head inside a packet,
//! a switch's `overflow` or `malformed_count`.

use crate::central_buffer::{self, CbOutputs, CbParams, CentralBufferSwitch};
use crate::cycle::CycleModel;
use crate::flit::{Flit, Tag};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::VecDeque;

/// What is on the other side of a switch port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Peer {
    /// Nothing: the input is idle with no credits; a flit sent here is a violation.
    Open,
    /// Port `port` of switch `s`.
    Switch { s: usize, port: usize },
    /// Node `n` (its source feeds the input, its sink takes the output).
    Node(usize),
}

/// A packet received by a node's sink.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivery {
    pub node: usize,
    /// Cycle in which the tail arrived.
    pub cycle: u64,
    pub flits: Vec<Flit>,
}

/// One node's network interface.
#[derive(Clone, Debug)]
pub struct NodeIf {
    pub node: usize,
    /// Switch and port it is attached to.
    pub at: (usize, usize),
    /// FIFO depth F of the attached switch (source credit limit and sink capacity).
    pub fifo: usize,
    credits: usize,
    src: VecDeque<Flit>,
    /// Flits held by the sink, not yet drained (each one owes the switch a credit).
    rx: usize,
    rx_pkt: Vec<Flit>,
    /// Probability per cycle that the sink drains one flit.
    pub drain_rate: f64,
    pub flits_sent: u64,
    pub flits_received: u64,
}

impl NodeIf {
    /// The source has nothing left to send.
    pub fn source_idle(&self) -> bool {
        self.src.is_empty()
    }
    /// Flits queued in the source.
    pub fn source_backlog(&self) -> usize {
        self.src.len()
    }
}

/// The network.
pub struct Network {
    pub switches: Vec<CentralBufferSwitch>,
    /// Optional shadow of each switch (e.g. its RTL simulation), stepped with exactly the
    /// inputs the switch sees in the network; every output of every cycle must equal the
    /// golden switch's, else a violation names switch, cycle, port and both values. By
    /// induction over the cycles, a network built from the shadows behaves identically.
    pub shadows: Vec<Option<Box<dyn CycleModel>>>,
    /// Output values compared against shadows.
    pub shadow_values: u64,
    /// `peers[s][p]`: what port p of switch s is connected to.
    pub peers: Vec<Vec<Peer>>,
    /// Nodes, indexed by node number (bit-string position).
    pub nodes: Vec<Option<NodeIf>>,
    prev_out: Vec<Option<CbOutputs>>,
    prev_node_flit: Vec<Flit>,
    prev_node_credit: Vec<bool>,
    /// Cycles stepped so far.
    pub cycle: u64,
    /// Packets received by the sinks, in order of arrival (the caller may `take` them).
    pub deliveries: Vec<Delivery>,
    pub violations: Vec<String>,
    /// Last cycle in which a flit moved on any link (for locating a deadlock's onset).
    pub last_activity: u64,
    rng: SmallRng,
}

impl Network {
    /// Switches with these parameters, all ports open. `seed` drives the sinks' drain rolls.
    pub fn new(params: Vec<CbParams>, seed: u64) -> Self {
        let peers = params.iter().map(|p| vec![Peer::Open; p.k()]).collect();
        let n = params.len();
        let nodes = params.iter().map(|p| p.route.nodes).max().unwrap_or(0);
        Network {
            shadows: params.iter().map(|_| None).collect(),
            shadow_values: 0,
            switches: params.into_iter().map(CentralBufferSwitch::new).collect(),
            peers,
            nodes: vec![None; nodes],
            prev_out: vec![None; n],
            prev_node_flit: vec![Flit::IDLE; nodes],
            prev_node_credit: vec![false; nodes],
            cycle: 0,
            deliveries: vec![],
            violations: vec![],
            last_activity: 0,
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// A bidirectional link between port `p` of switch `a` and port `q` of switch `b`.
    pub fn connect(&mut self, a: usize, p: usize, b: usize, q: usize) {
        assert_eq!(
            self.peers[a][p],
            Peer::Open,
            "switch {a} port {p} already used"
        );
        assert_eq!(
            self.peers[b][q],
            Peer::Open,
            "switch {b} port {q} already used"
        );
        assert!((a, p) != (b, q), "a port cannot be linked to itself");
        assert_eq!(
            self.switches[a].p.fifo, self.switches[b].p.fifo,
            "linked switches must have the same FIFO depth (it is each sender's initial credit)"
        );
        self.peers[a][p] = Peer::Switch { s: b, port: q };
        self.peers[b][q] = Peer::Switch { s: a, port: p };
    }

    /// Attach node `node` to port `p` of switch `s`.
    pub fn attach(&mut self, node: usize, s: usize, p: usize) {
        assert_eq!(
            self.peers[s][p],
            Peer::Open,
            "switch {s} port {p} already used"
        );
        assert!(self.nodes[node].is_none(), "node {node} already attached");
        let fifo = self.switches[s].p.fifo;
        self.peers[s][p] = Peer::Node(node);
        self.nodes[node] = Some(NodeIf {
            node,
            at: (s, p),
            fifo,
            credits: fifo,
            src: VecDeque::new(),
            rx: 0,
            rx_pkt: vec![],
            drain_rate: 1.0,
            flits_sent: 0,
            flits_received: 0,
        });
    }

    pub fn node(&self, n: usize) -> &NodeIf {
        self.nodes[n].as_ref().expect("node not attached")
    }
    pub fn node_mut(&mut self, n: usize) -> &mut NodeIf {
        self.nodes[n].as_mut().expect("node not attached")
    }

    /// Queue a packet's flits at node `n`'s source.
    pub fn inject(&mut self, n: usize, flits: &[Flit]) {
        self.node_mut(n).src.extend(flits.iter().copied());
    }

    /// One clock cycle of the whole network.
    pub fn step(&mut self) {
        let t = self.cycle;
        // Switches: inputs from the neighbours' outputs of the previous cycle.
        let mut new_out = Vec::with_capacity(self.switches.len());
        for s in 0..self.switches.len() {
            let k = self.switches[s].p.k();
            let mut arrive = vec![Flit::IDLE; k];
            let mut credit = vec![false; k];
            for p in 0..k {
                match self.peers[s][p] {
                    Peer::Open => {}
                    Peer::Switch { s: b, port: q } => {
                        if let Some(o) = &self.prev_out[b] {
                            arrive[p] = o.flits[q];
                            credit[p] = o.credits[q];
                        }
                    }
                    Peer::Node(n) => {
                        arrive[p] = self.prev_node_flit[n];
                        credit[p] = self.prev_node_credit[n];
                    }
                }
            }
            let o = self.switches[s].cycle(&arrive, &credit);
            if let Some(sh) = self.shadows[s].as_mut() {
                let mut v = vec![];
                for p in 0..k {
                    v.push(arrive[p].tag.bits());
                    v.push(arrive[p].data);
                }
                v.extend(credit.iter().map(|&c| c as u64));
                let got = sh.step(&v);
                let want = o.to_ports();
                self.shadow_values += want.len() as u64;
                if let Some(x) = (0..want.len()).find(|&x| want[x] != got[x]) {
                    let port = central_buffer::output_ports(&self.switches[s].p)[x]
                        .name
                        .clone();
                    self.violations.push(format!(
                        "cycle {t}: switch {s}: shadow differs at port {port}: golden 0x{:x}, shadow 0x{:x}",
                        want[x], got[x]
                    ));
                    self.shadows[s] = None;
                }
            }
            if o.overflow {
                self.violations
                    .push(format!("cycle {t}: switch {s}: input FIFO overflow"));
            }
            if o.malformed != 0 {
                self.violations.push(format!(
                    "cycle {t}: switch {s}: {} malformed packets",
                    o.malformed
                ));
            }
            for p in 0..k {
                if self.peers[s][p] == Peer::Open && !o.flits[p].is_idle() {
                    self.violations
                        .push(format!("cycle {t}: switch {s}: flit sent on open port {p}"));
                }
            }
            if o.flits.iter().any(|f| !f.is_idle()) {
                self.last_activity = t;
            }
            new_out.push(o);
        }
        // Nodes: likewise from the switch outputs of the previous cycle.
        let mut new_flit = vec![Flit::IDLE; self.nodes.len()];
        let mut new_credit = vec![false; self.nodes.len()];
        for n in 0..self.nodes.len() {
            let Some(nd) = self.nodes[n].as_mut() else {
                continue;
            };
            let (s, p) = nd.at;
            let (f, c) = match &self.prev_out[s] {
                Some(o) => (o.flits[p], o.credits[p]),
                None => (Flit::IDLE, false),
            };
            // Source.
            if c {
                nd.credits += 1;
                if nd.credits > nd.fifo {
                    self.violations.push(format!(
                        "cycle {t}: node {n}: more credits returned than the FIFO holds"
                    ));
                }
            }
            if nd.credits > 0 {
                if let Some(x) = nd.src.pop_front() {
                    nd.credits -= 1;
                    nd.flits_sent += 1;
                    new_flit[n] = x;
                    self.last_activity = t;
                }
            }
            // Sink.
            if !f.is_idle() {
                nd.rx += 1;
                nd.flits_received += 1;
                if nd.rx > nd.fifo {
                    self.violations
                        .push(format!("cycle {t}: node {n}: switch sent without credit"));
                }
                if f.tag == Tag::Head && !nd.rx_pkt.is_empty() {
                    self.violations
                        .push(format!("cycle {t}: node {n}: head inside a packet"));
                    nd.rx_pkt.clear();
                }
                if f.tag != Tag::Head && nd.rx_pkt.is_empty() {
                    self.violations.push(format!(
                        "cycle {t}: node {n}: {:?} flit outside a packet",
                        f.tag
                    ));
                }
                nd.rx_pkt.push(f);
                if f.tag == Tag::Tail {
                    self.deliveries.push(Delivery {
                        node: n,
                        cycle: t,
                        flits: std::mem::take(&mut nd.rx_pkt),
                    });
                }
            }
            if nd.rx > 0 && (nd.drain_rate >= 1.0 || self.rng.gen_bool(nd.drain_rate.max(0.0))) {
                nd.rx -= 1;
                new_credit[n] = true;
            }
        }
        self.prev_out = new_out.into_iter().map(Some).collect();
        self.prev_node_flit = new_flit;
        self.prev_node_credit = new_credit;
        self.cycle += 1;
    }

    /// Nothing in flight anywhere: every switch `drained()`, no flit or credit on a link,
    /// every source empty with all its credits back, every sink empty.
    pub fn quiescent(&self) -> bool {
        self.switches.iter().all(|s| s.drained())
            && self
                .prev_out
                .iter()
                .flatten()
                .all(|o| o.flits.iter().all(|f| f.is_idle()) && o.credits.iter().all(|&c| !c))
            && self.prev_node_flit.iter().all(|f| f.is_idle())
            && self.prev_node_credit.iter().all(|&c| !c)
            && self.nodes.iter().flatten().all(|nd| {
                nd.src.is_empty() && nd.credits == nd.fifo && nd.rx == 0 && nd.rx_pkt.is_empty()
            })
    }

    /// Every switch's `debug_state()` and every node's interface state.
    pub fn debug_state(&self) -> String {
        let mut s = format!(
            "cycle {} (last flit moved in cycle {})\n",
            self.cycle, self.last_activity
        );
        for (i, sw) in self.switches.iter().enumerate() {
            s += &format!(
                "switch {i} (drained {}) peers {:?}\n{}",
                sw.drained(),
                self.peers[i],
                sw.debug_state()
            );
        }
        for nd in self.nodes.iter().flatten() {
            s += &format!(
                "node {} at {:?}: src backlog {} credits {}/{} rx {} rx_pkt {} sent {} received {}\n",
                nd.node,
                nd.at,
                nd.src.len(),
                nd.credits,
                nd.fifo,
                nd.rx,
                nd.rx_pkt.len(),
                nd.flits_sent,
                nd.flits_received
            );
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::central_buffer::HeaderScheme;
    use crate::packet::Packet;
    use crate::route::{fat_tree_reach, RouteConfig, UpPolicy};

    /// Two switches: node 0 at switch 0 sends a unicast up to node 1 at switch 1.
    #[test]
    fn unicast_crosses_a_link() {
        let leaf = |base| CbParams {
            route: RouteConfig {
                k: 4,
                down: 3,
                nodes: 8,
                w: 16,
                reach: fat_tree_reach(8, 16, 3, base, 3),
                policy: UpPolicy::Adaptive,
            },
            chunks: 16,
            fifo: 8,
            max_len: 32,
            scheme: HeaderScheme::Shared,
            bypass: true,
        };
        let mut root = leaf(0);
        root.route.down = 4;
        root.route.reach = vec![
            fat_tree_reach(8, 16, 1, 0, 3)[0].clone(),
            fat_tree_reach(8, 16, 1, 4, 3)[0].clone(),
            vec![0],
            vec![0],
        ];
        let mut net = Network::new(vec![leaf(0), root, leaf(4)], 1);
        net.connect(0, 3, 1, 0);
        net.connect(2, 3, 1, 1);
        net.attach(0, 0, 0);
        net.attach(4, 2, 0);
        let pk = Packet {
            multicast: false,
            count: 1,
            dests: vec![1 << 4],
            payload: vec![5, 6, 7],
        };
        net.inject(0, &pk.flits(8, 16));
        for _ in 0..200 {
            net.step();
        }
        assert!(net.violations.is_empty(), "{:?}", net.violations);
        assert!(net.quiescent(), "{}", net.debug_state());
        assert_eq!(net.deliveries.len(), 1);
        let mut want = pk.clone();
        want.count = 0;
        assert_eq!(net.deliveries[0].node, 4);
        assert_eq!(net.deliveries[0].flits, want.flits(8, 16));
    }
}
