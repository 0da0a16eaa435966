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

/// What the golden-model self-checks need of a switch (implemented by both switch models'
/// unit tests), so that one description of each check serves both.
#[cfg(test)]
pub(crate) trait CheckedSwitch: Clone + PartialEq {
    fn k(&self) -> usize;
    /// `cycle` (the full outputs), link part only.
    fn cycle_full(&mut self, arrive: &[Flit], credit_in: &[bool]) -> (Vec<Flit>, Vec<bool>);
    fn cycle_links(
        &mut self,
        arrive: &[Flit],
        credit_in: &[bool],
        fo: &mut [Flit],
        co: &mut [bool],
    );
    fn quiescent(&self) -> bool;
    /// The quiescence flag computed afresh (the cached one must equal it).
    fn compute_quiet(&self) -> bool;
    /// One full (never skipped) edge with idle inputs and no credits, the flag recomputed.
    fn idle_edge(&mut self);
    /// The link registers and credit pulses shown now.
    fn showing(&self) -> (Vec<Flit>, Vec<bool>);
    /// Some output still waits for credits to come back.
    fn credits_out(&self) -> bool;
}

/// `cycle` and `cycle_links` on two copies, same random stimulus (with idle phases and
/// stalled receivers): identical link outputs every cycle, identical state at the end.
/// Returns the flits that moved.
#[cfg(test)]
pub(crate) fn check_cycle_links_equals_cycle<S: CheckedSwitch>(
    mut a: S,
    mut stim: LinkStim,
) -> usize {
    let k = a.k();
    let mut b = a.clone();
    let (mut ar, mut cr) = (vec![Flit::IDLE; k], vec![false; k]);
    let (mut fo, mut co) = (vec![Flit::IDLE; k], vec![false; k]);
    let mut moved = 0;
    for t in 0..6000u32 {
        stim.load = if (t / 700) % 3 == 2 { 0.0 } else { 0.9 };
        stim.slow = if (t / 500) % 4 == 3 { 1.0 } else { 0.3 };
        stim.drive(&mut ar, &mut cr);
        let oa = a.cycle_full(&ar, &cr);
        b.cycle_links(&ar, &cr, &mut fo, &mut co);
        assert_eq!((&oa.0[..], &oa.1[..]), (&fo[..], &co[..]), "cycle {t}");
        moved += fo.iter().filter(|f| !f.is_idle()).count();
        stim.observe(&fo, &co);
    }
    assert!(a == b, "same state");
    moved
}

/// Whenever `quiescent()` holds, a full (not skipped) edge with idle inputs shows idle
/// outputs and leaves the state unchanged; light traffic, then silence, with receivers
/// stalled around the switch's drain so that it goes quiet with flits not yet credited back.
#[cfg(test)]
pub(crate) fn check_quiescence<S: CheckedSwitch>(mut sw: S, mut stim: LinkStim) {
    let k = sw.k();
    let (mut ar, mut cr) = (vec![Flit::IDLE; k], vec![false; k]);
    let (mut fo, mut co) = (vec![Flit::IDLE; k], vec![false; k]);
    let (mut quiet, mut quiet_low_credit, mut busy) = (0, 0, 0);
    for t in 0..8000u32 {
        let ph = t % 1000;
        stim.load = if ph < 300 { 0.015 } else { 0.0 };
        stim.slow = if (250..450).contains(&ph) { 1.0 } else { 0.3 };
        assert_eq!(sw.quiescent(), sw.compute_quiet(), "cached flag, cycle {t}");
        if sw.quiescent() {
            quiet += 1;
            if sw.credits_out() {
                quiet_low_credit += 1;
            }
            let mut c = sw.clone();
            let (f, cc) = c.showing();
            c.idle_edge();
            assert!(f.iter().all(|f| f.is_idle()) && !cc.contains(&true));
            assert!(c == sw, "cycle {t}: idle step changed a quiescent switch");
        } else {
            busy += 1;
        }
        stim.drive(&mut ar, &mut cr);
        sw.cycle_links(&ar, &cr, &mut fo, &mut co);
        stim.observe(&fo, &co);
    }
    assert!(
        quiet > 500 && busy > 500,
        "{quiet} quiescent, {busy} busy cycles"
    );
    assert!(
        quiet_low_credit > 50,
        "{quiet_low_credit} quiescent with credits out"
    );
}
