//! Random closed-loop link stimulus for one fat-tree switch (unit tests, equivalence checks
//! and timing harnesses of the switch golden models; the full delivery checker lives in the
//! testbench). Sources obey the credit protocol (their counters start at the switch's input
//! FIFO depth), sinks hold at most their FIFO depth and return one credit per drained flit.
//! Packets: unicast down, unicast up (LCA count 1), multicast to 2..=N nodes, and now and
//! then a stray flit (malformed). All knobs are public fields and may change between cycles.

use crate::flit::{Flit, Tag};
use crate::packet::Packet;
use crate::route::RouteConfig;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// The stimulus generator.
#[derive(Clone, Debug)]
pub struct LinkStim {
    route: RouteConfig,
    max_len: u64,
    rng: SmallRng,
    /// Per input: flits of the packet being sent, next index, credits held.
    src: Vec<(Vec<Flit>, usize, u32)>,
    /// Per output: flits held by the sink (its FIFO depth is the switch's initial credit).
    sink: Vec<u32>,
    /// Probability per cycle that an idle source starts a packet.
    pub load: f64,
    /// Fractions of multicast, upward and malformed packets.
    pub multicast: f64,
    pub up: f64,
    pub malformed: f64,
    /// Probability per cycle that a sink does not drain a flit (1.0: stalled).
    pub slow: f64,
}

impl LinkStim {
    /// `fifo`: the switch's input FIFO depth (and its output ports' initial credit).
    pub fn new(route: RouteConfig, fifo: usize, max_len: u64, seed: u64) -> Self {
        let k = route.k;
        LinkStim {
            route,
            max_len,
            rng: SmallRng::seed_from_u64(seed),
            src: vec![(vec![], 0, fifo as u32); k],
            sink: vec![0; k],
            load: 0.8,
            multicast: 0.3,
            up: 0.2,
            malformed: 0.02,
            slow: 0.2,
        }
    }

    fn packet(&mut self) -> Vec<Flit> {
        let r = &self.route;
        let (n, w) = (r.nodes, r.w);
        if self.rng.gen_bool(self.malformed) {
            let tag = if self.rng.gen_bool(0.5) {
                Tag::Body
            } else {
                Tag::Tail
            };
            return vec![Flit::new(tag, self.rng.gen())];
        }
        let mut dests = vec![0u64; n.div_ceil(64)];
        let mc = self.rng.gen_bool(self.multicast);
        let up = !mc && r.up() > 0 && self.rng.gen_bool(self.up);
        if mc {
            let f = self.rng.gen_range(2..=n);
            for _ in 0..f {
                let d = self.rng.gen_range(0..n);
                dests[d / 64] |= 1 << (d % 64);
            }
        } else {
            let d = self.rng.gen_range(0..n);
            dests[d / 64] |= 1 << (d % 64);
        }
        let b = crate::packet::bitstring_flits(n, w) as u64;
        let maxpay = (self.max_len - 1 - b) as usize;
        let pay = self.rng.gen_range(1..=maxpay);
        let pk = Packet {
            multicast: mc,
            count: up as u64,
            dests,
            payload: (0..pay).map(|_| self.rng.gen()).collect(),
        };
        pk.flits(n, w)
    }

    /// The switch's inputs of this cycle.
    pub fn drive(&mut self, arrive: &mut [Flit], credit_in: &mut [bool]) {
        for i in 0..self.src.len() {
            arrive[i] = Flit::IDLE;
            if self.src[i].1 >= self.src[i].0.len() && self.rng.gen_bool(self.load) {
                let f = self.packet();
                self.src[i] = (f, 0, self.src[i].2);
            }
            let (f, pos, cr) = &mut self.src[i];
            if *pos < f.len() && *cr > 0 {
                arrive[i] = f[*pos];
                *pos += 1;
                *cr -= 1;
            }
        }
        for o in 0..self.sink.len() {
            credit_in[o] = self.sink[o] > 0 && !self.rng.gen_bool(self.slow);
            self.sink[o] -= credit_in[o] as u32;
        }
    }

    /// The switch's link outputs of this cycle.
    pub fn observe(&mut self, flits_out: &[Flit], credits_out: &[bool]) {
        for (o, f) in flits_out.iter().enumerate().take(self.sink.len()) {
            self.sink[o] += !f.is_idle() as u32;
        }
        for (i, &c) in credits_out.iter().enumerate().take(self.src.len()) {
            self.src[i].2 += c as u32;
        }
    }
}
