//! Closed-loop traffic for the fat-tree switches: sources that obey the credit protocol,
//! slow receivers that return credits, packet bookkeeping, and the delivery invariants
//! (exactly the selected ports, exactly once, payload intact, per input-output order).
//!
//! Works on any [`CycleModel`] with the switch port layout of
//! `wormcast_model::central_buffer::{input_ports, output_ports}`. The recorded input vectors
//! replay the same run on another engine (the three-way check).
//!
//! # Resets
//! A DUT whose last input port is `rst` (the central-buffer switch) gets it driven: low,
//! or, with a [`ResetPlan`], high for 1 or more cycles at random times while the sources
//! send. The driver plays every neighbour of the switch and resets with it, as the port
//! contract says (`wormcast_model::central_buffer`, "Reset"): in the `rst` cycles it sends
//! nothing and returns no credits; its sender credit counters go back to F, the rest of every
//! packet it was sending is dropped, and its receivers empty (no credit is returned for what
//! they held) and drop the packets they were receiving. It checks that the switch shows idle
//! links and no credits while `rst` is high. The delivery checker restarts: packets sent
//! before a reset (an *epoch*) may be lost, but none may be delivered after it or twice;
//! packets of the last epoch must be delivered exactly once.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::{HashMap, VecDeque};
use wormcast_model::flit::{Flit, Tag};
use wormcast_model::packet::{HeadLayout, Packet};
use wormcast_model::route::RouteConfig;
use wormcast_model::CycleModel;

/// Traffic mix for a switch run.
#[derive(Clone, Copy, Debug)]
pub struct SwitchTraffic {
    /// Probability per cycle that an idle source starts a packet.
    pub load: f64,
    /// Fraction of multicast packets (destination sets as [`SwitchTraffic::fanout`] says).
    pub multicast: f64,
    /// Fraction of packets sent up (LCA count 1).
    pub up: f64,
    /// Fraction of malformed packets.
    pub malformed: f64,
    /// Probability per cycle that a receiver does not drain a flit (slow receivers).
    pub slow: f64,
    /// Payload length range in flits.
    pub min_payload: usize,
    pub max_payload: usize,
    /// Fixed number of distinct destination nodes of a multicast, uniform over the N nodes
    /// (None: 2..=N random draws with replacement, so possibly fewer distinct ones).
    pub fanout: Option<usize>,
}

impl Default for SwitchTraffic {
    fn default() -> Self {
        SwitchTraffic {
            load: 0.5,
            multicast: 0.3,
            up: 0.2,
            malformed: 0.05,
            slow: 0.3,
            min_payload: 1,
            max_payload: 20,
            fanout: None,
        }
    }
}

/// When a [`SwitchDriver`] asserts `rst` (only while its sources send, so every run ends
/// with a drain in one epoch).
#[derive(Clone, Copy, Debug)]
pub struct ResetPlan {
    /// Probability per cycle that a reset starts.
    pub rate: f64,
    /// `rst` stays high 1..=`max_len` cycles (uniform).
    pub max_len: u64,
    /// Probability that another reset follows within `again_within` cycles of one ending
    /// (during the buffer's reset sweep, for instance).
    pub again: f64,
    pub again_within: u64,
}

/// A packet sent, with what the switch should do with it.
#[derive(Clone, Debug)]
pub struct Sent {
    pub input: usize,
    pub seq: u64,
    /// The reset epoch it was sent in (0 before the first reset).
    pub epoch: u64,
    pub flits: Vec<Flit>,
    /// Down ports that must receive it (exactly once each); `up`: one copy on some up port.
    pub down_mask: u64,
    pub up: bool,
    /// Discarded entirely by the switch (malformed header).
    pub dropped: bool,
    /// Length disagrees with the tail: delivered with its declared length, payload not checked.
    pub mangled: bool,
}

/// Result of a run.
#[derive(Clone, Debug, Default)]
pub struct RunReport {
    pub cycles: u64,
    pub packets_sent: u64,
    pub packets_delivered: u64,
    pub flits_delivered: u64,
    /// Flits delivered while the sources were still sending (the measurement window).
    pub flits_in_window: u64,
    pub violations: Vec<String>,
    pub drained_at: Option<u64>,
    pub malformed_sent: u64,
    /// Resets asserted (runs of `rst` cycles), and `rst` cycles in all.
    pub resets: u64,
    pub reset_cycles: u64,
    /// Packets of earlier epochs not fully delivered (lost to a reset by design).
    pub lost_to_reset: u64,
    /// Resets that came while some input was in the middle of sending a packet, while some
    /// output was in the middle of a packet, of a multicast packet, and resets that followed
    /// a previous one as a planned follow-up (`ResetPlan::again`).
    pub resets_mid_input: u64,
    pub resets_mid_output: u64,
    pub resets_mid_multicast: u64,
    pub resets_follow_up: u64,
}

/// Closed-loop driver.
pub struct SwitchDriver {
    pub route: RouteConfig,
    pub fifo: usize,
    pub max_len: u64,
    pub t: SwitchTraffic,
    rng: SmallRng,
    k: usize,
    src: Vec<VecDeque<Flit>>,
    credits: Vec<usize>,
    /// Receiver FIFO occupancy per output (flits not yet drained).
    rx: Vec<usize>,
    /// Packets under reception per output.
    rx_pkt: Vec<Vec<Flit>>,
    pub sent: Vec<Sent>,
    /// (input, seq) -> index into `sent`.
    index: HashMap<(usize, u64), usize>,
    seq: Vec<u64>,
    /// Deliveries: per sent packet, the ports it arrived on.
    delivered: HashMap<usize, Vec<usize>>,
    /// Last seq seen per (input, output) for the order check.
    last_seq: HashMap<(usize, usize), u64>,
    pub report: RunReport,
    /// Recorded inputs, one vector per cycle.
    pub record: Vec<Vec<u64>>,
    pub sending: bool,
    /// The DUT has a `rst` input (last in its port list); set by [`SwitchDriver::run`].
    pub rst_port: bool,
    pub resets: Option<ResetPlan>,
    /// `rst` cycles still to come; cycles until a scheduled follow-up reset.
    rst_left: u64,
    rst_again: Option<u64>,
    /// `rst` is high in the current cycle (between `inputs` and `outputs`).
    in_reset: bool,
    epoch: u64,
    /// Input i has sent part of the packet in `src[i]`.
    started: Vec<bool>,
}

impl SwitchDriver {
    /// A driver for a switch with this route, link FIFO and longest packet. Its packets
    /// carry a sequence number, the input and at least one more payload flit after the head
    /// and the bit-string, so `max_len` must be at least B + 4 (B bit-string flits): else an
    /// error naming `max-len` and the least value.
    pub fn new(
        route: RouteConfig,
        fifo: usize,
        max_len: u64,
        t: SwitchTraffic,
        seed: u64,
    ) -> Result<Self, String> {
        let least = route.bitstring_flits() as u64 + 4;
        if max_len < least {
            return Err(format!(
                "invalid parameter max-len={max_len}: the switch traffic driver needs at least {least} flits (head, {} bit-string flits, sequence number, input, one more payload flit)",
                least - 4
            ));
        }
        let k = route.k;
        Ok(SwitchDriver {
            route,
            fifo,
            max_len,
            t,
            rng: SmallRng::seed_from_u64(seed),
            k,
            src: vec![VecDeque::new(); k],
            credits: vec![fifo; k],
            rx: vec![0; k],
            rx_pkt: vec![vec![]; k],
            sent: vec![],
            index: HashMap::new(),
            seq: vec![0; k],
            delivered: HashMap::new(),
            last_seq: HashMap::new(),
            report: RunReport::default(),
            record: vec![],
            sending: true,
            rst_port: false,
            resets: None,
            rst_left: 0,
            rst_again: None,
            in_reset: false,
            epoch: 0,
            started: vec![false; k],
        })
    }

    /// Assert `rst` as `plan` says (the DUT must have a `rst` input).
    pub fn with_resets(mut self, plan: ResetPlan) -> Self {
        self.resets = Some(plan);
        self
    }

    /// Decide whether `rst` is high in this cycle (the plan, only while sending).
    fn reset_now(&mut self) -> bool {
        if !self.rst_port {
            return false;
        }
        if self.rst_left == 0 && self.sending {
            if let Some(p) = self.resets {
                let start = match self.rst_again {
                    Some(0) => {
                        self.report.resets_follow_up += 1;
                        true
                    }
                    Some(n) => {
                        self.rst_again = Some(n - 1);
                        false
                    }
                    None => self.rng.gen_bool(p.rate),
                };
                if start {
                    self.rst_again = None;
                    self.rst_left = self.rng.gen_range(1..=p.max_len.max(1));
                    self.report.resets += 1;
                    let w = self.route.w;
                    let r = &mut self.report;
                    r.resets_mid_input += self.started.iter().any(|&s| s) as u64;
                    r.resets_mid_output += self.rx_pkt.iter().any(|p| !p.is_empty()) as u64;
                    r.resets_mid_multicast += self
                        .rx_pkt
                        .iter()
                        .any(|p| p.first().is_some_and(|h| h.data >> (w - 1) & 1 == 1))
                        as u64;
                }
            }
        }
        if self.rst_left == 0 {
            return false;
        }
        self.rst_left -= 1;
        if self.rst_left == 0 {
            if let Some(p) = self.resets {
                if self.rng.gen_bool(p.again) {
                    self.rst_again = Some(self.rng.gen_range(0..=p.again_within));
                }
            }
        }
        true
    }

    /// The neighbours reset with the switch (module doc, "Resets").
    fn neighbours_reset(&mut self) {
        for i in 0..self.k {
            self.credits[i] = self.fifo;
            self.src[i].clear();
            self.started[i] = false;
            self.rx[i] = 0;
            self.rx_pkt[i].clear();
        }
        self.epoch += 1;
    }

    fn new_packet(&mut self, input: usize) {
        let r = &self.route;
        let lay = HeadLayout { w: r.w };
        let b = r.bitstring_flits();
        let seq = self.seq[input];
        self.seq[input] += 1;
        let words = r.nodes.div_ceil(64);
        let mut dests = vec![0u64; words];
        let mc = self.rng.gen_bool(self.t.multicast);
        match self.t.fanout {
            Some(f) if mc => {
                // Exactly f distinct destinations, uniform over the N nodes.
                for d in rand::seq::index::sample(&mut self.rng, r.nodes, f.min(r.nodes)) {
                    dests[d / 64] |= 1 << (d % 64);
                }
            }
            _ => {
                // Random: 2..=N draws with replacement (a multicast may end up with a
                // single destination).
                let fan = if mc {
                    self.rng.gen_range(2..=r.nodes.max(2))
                } else {
                    1
                };
                for _ in 0..fan {
                    let d = self.rng.gen_range(0..r.nodes);
                    dests[d / 64] |= 1 << (d % 64);
                }
            }
        }
        let up = self.rng.gen_bool(self.t.up) && r.up() > 0;
        let maxpay = (self.max_len as usize - 1 - b).min(self.t.max_payload);
        // At least 3 payload flits: sequence number, input, and one that a mangled tail may cut.
        let npay = self
            .rng
            .gen_range(self.t.min_payload.max(3).min(maxpay)..=maxpay.max(3));
        let wm = wormcast_model::flit::mask(r.w);
        let mut payload = vec![seq & wm, input as u64];
        while payload.len() < npay {
            payload.push(self.rng.gen::<u64>() & wm);
        }
        payload.truncate(npay);
        let pk = Packet {
            multicast: mc,
            count: up as u64,
            dests,
            payload,
        };
        let mut flits = pk.flits(r.nodes, r.w);
        let bs: Vec<u64> = flits[1..=b].iter().map(|f| f.data).collect();
        let mut s = Sent {
            input,
            seq,
            epoch: self.epoch,
            flits: vec![],
            down_mask: 0,
            up,
            dropped: false,
            mangled: false,
        };
        match r.decode(input, flits[0].data, &bs, &vec![0; r.up()]) {
            Ok(rt) if !rt.up => s.down_mask = rt.mask,
            Ok(_) => {}
            Err(_) => s.dropped = true,
        }
        if self.rng.gen_bool(self.t.malformed) {
            self.report.malformed_sent += 1;
            match self.rng.gen_range(0..4) {
                0 => {
                    flits = vec![Flit::new(Tag::Body, 3), Flit::new(Tag::Tail, 4)];
                    s.dropped = true;
                }
                1 => {
                    flits[0].data = lay.encode(false, 0, self.max_len + 1);
                    s.dropped = true;
                }
                2 => {
                    for f in flits.iter_mut().skip(1).take(b) {
                        f.data = 0;
                    }
                    flits[0].data = lay.encode(false, 0, lay.len(flits[0].data));
                    s.dropped = true;
                    s.up = false;
                }
                _ => {
                    if flits.len() > b + 2 {
                        flits.pop();
                        flits.last_mut().unwrap().tag = Tag::Tail;
                    } else {
                        let n = flits.len();
                        flits[n - 1].tag = Tag::Body;
                        flits.push(Flit::new(Tag::Tail, 1));
                    }
                    s.mangled = true;
                }
            }
        }
        s.flits = flits.clone();
        self.index.insert((input, seq), self.sent.len());
        self.sent.push(s);
        self.src[input].extend(flits);
        self.report.packets_sent += 1;
    }

    /// Inputs for this cycle (sources obey credits); receivers drain at random; `rst` last
    /// if the DUT has it.
    pub fn inputs(&mut self) -> Vec<u64> {
        let k = self.k;
        self.in_reset = self.reset_now();
        if self.in_reset {
            self.report.reset_cycles += 1;
            self.neighbours_reset();
            let mut v = vec![0u64; 3 * k + 1];
            v[3 * k] = 1;
            self.record.push(v.clone());
            return v;
        }
        let mut v = vec![0u64; 3 * k + self.rst_port as usize];
        for i in 0..k {
            if self.sending && self.src[i].is_empty() && self.rng.gen_bool(self.t.load) {
                self.new_packet(i);
            }
            if self.credits[i] > 0 {
                if let Some(f) = self.src[i].pop_front() {
                    self.started[i] = !self.src[i].is_empty();
                    self.credits[i] -= 1;
                    v[2 * i] = f.tag.bits();
                    v[2 * i + 1] = f.data;
                }
            }
        }
        for o in 0..k {
            if self.rx[o] > 0 && !self.rng.gen_bool(self.t.slow) {
                self.rx[o] -= 1;
                v[2 * k + o] = 1;
            }
        }
        self.record.push(v.clone());
        v
    }

    /// Consume one cycle of switch outputs.
    pub fn outputs(&mut self, cycle: u64, o: &[u64]) {
        let k = self.k;
        if self.in_reset {
            // Idle links and no credits while `rst` is high (the neighbours, resetting, would
            // ignore them anyway).
            if (0..k).any(|p| o[2 * p] != 0 || o[2 * p + 1] != 0 || o[2 * k + p] != 0) {
                self.report.violations.push(format!(
                    "cycle {cycle}: a flit or credit left the switch while rst was high"
                ));
            }
            return;
        }
        for i in 0..k {
            self.credits[i] += o[2 * k + i] as usize;
            if self.credits[i] > self.fifo {
                self.report.violations.push(format!(
                    "cycle {cycle}: input {i} returned more credits than its FIFO holds"
                ));
            }
        }
        for p in 0..k {
            let tag = Tag::from_bits(o[2 * p]);
            if tag == Tag::Idle {
                continue;
            }
            self.rx[p] += 1;
            if self.rx[p] > self.fifo {
                self.report
                    .violations
                    .push(format!("cycle {cycle}: output {p} sent without credit"));
            }
            self.report.flits_delivered += 1;
            if self.sending {
                self.report.flits_in_window += 1;
            }
            let f = Flit::new(tag, o[2 * p + 1]);
            if tag == Tag::Head && !self.rx_pkt[p].is_empty() {
                self.report
                    .violations
                    .push(format!("cycle {cycle}: output {p}: head inside a packet"));
                self.rx_pkt[p].clear();
            }
            self.rx_pkt[p].push(f);
            if tag == Tag::Tail {
                let pk = std::mem::take(&mut self.rx_pkt[p]);
                self.received(cycle, p, pk);
            }
        }
    }

    fn received(&mut self, cycle: u64, port: usize, pk: Vec<Flit>) {
        let b = self.route.bitstring_flits();
        self.report.packets_delivered += 1;
        if pk.len() < b + 3 || pk[0].tag != Tag::Head {
            self.report.violations.push(format!(
                "cycle {cycle}: output {port}: short or headless packet {pk:?}"
            ));
            return;
        }
        let input = pk[b + 2].data as usize;
        let seq = pk[b + 1].data;
        let Some(&idx) = self.index.get(&(input, seq)) else {
            self.report.violations.push(format!(
                "cycle {cycle}: output {port}: unknown packet (input {input}, seq {seq})"
            ));
            return;
        };
        let s = &self.sent[idx];
        if s.epoch != self.epoch {
            self.report.violations.push(format!(
                "cycle {cycle}: output {port}: packet (input {input}, seq {seq}) of reset epoch {} delivered in epoch {}",
                s.epoch, self.epoch
            ));
        }
        let lay = HeadLayout { w: self.route.w };
        if s.dropped {
            self.report.violations.push(format!(
                "cycle {cycle}: output {port}: a malformed packet (input {input}, seq {seq}) was delivered"
            ));
        }
        let mut want = s.flits.clone();
        if s.up {
            want[0].data = lay.dec_count(want[0].data);
        }
        if !s.mangled && pk != want {
            self.report.violations.push(format!(
                "cycle {cycle}: output {port}: packet (input {input}, seq {seq}) corrupted"
            ));
        }
        if s.mangled && pk.len() as u64 != lay.len(s.flits[0].data) {
            self.report.violations.push(format!(
                "cycle {cycle}: output {port}: mangled packet not kept at its declared length"
            ));
        }
        let is_up = port >= self.route.down;
        if (s.up && !is_up) || (!s.up && (s.down_mask >> port) & 1 == 0) {
            self.report.violations.push(format!(
                "cycle {cycle}: output {port}: packet (input {input}, seq {seq}) on a port it was not routed to"
            ));
        }
        if let Some(&prev) = self.last_seq.get(&(input, port)) {
            if seq <= prev && !s.mangled {
                self.report.violations.push(format!(
                    "cycle {cycle}: output {port}: order broken for input {input} ({seq} after {prev})"
                ));
            }
        }
        self.last_seq.insert((input, port), seq);
        self.delivered.entry(idx).or_default().push(port);
    }

    /// After draining: every good packet of the last reset epoch reached exactly its ports,
    /// once each; one of an earlier epoch reached some of them, at most once each.
    pub fn final_check(&mut self) {
        for (idx, s) in self.sent.iter().enumerate() {
            if s.dropped {
                continue;
            }
            let mut got = self.delivered.get(&idx).cloned().unwrap_or_default();
            got.sort();
            let want: Vec<usize> = if s.up {
                (self.route.down..self.k).collect()
            } else {
                (0..self.k).filter(|p| s.down_mask >> p & 1 == 1).collect()
            };
            let ok = if s.epoch != self.epoch {
                let n = got.len();
                got.dedup();
                let complete = if s.up { n == 1 } else { got == want };
                self.report.lost_to_reset += !complete as u64;
                got.len() == n && got.iter().all(|p| want.contains(p)) && (!s.up || n <= 1)
            } else if s.up {
                got.len() == 1 && got[0] >= self.route.down
            } else {
                got == want
            };
            if !ok {
                self.report.violations.push(format!(
                    "packet (input {}, seq {}) delivered to {:?}, routed to mask {:#b} up={}",
                    s.input, s.seq, got, s.down_mask, s.up
                ));
            }
        }
    }

    /// Run `dut` with traffic for `cycles`, then drain (no new packets) for up to `drain`
    /// cycles. `drained` tells when the DUT holds nothing.
    pub fn run<D: CycleModel + ?Sized>(
        &mut self,
        dut: &mut D,
        cycles: u64,
        drain: u64,
        mut drained: impl FnMut(&D) -> bool,
    ) -> &RunReport {
        self.rst_port = dut.input_ports().last().is_some_and(|s| s.name == "rst");
        let mut c = 0;
        while c < cycles + drain {
            if c == cycles {
                self.sending = false;
            }
            let v = self.inputs();
            let o = dut.step(&v);
            self.outputs(c, &o);
            c += 1;
            if !self.sending
                && self.src.iter().all(|s| s.is_empty())
                && self.rx_pkt.iter().all(|p| p.is_empty())
                && drained(dut)
            {
                self.report.drained_at = Some(c);
                break;
            }
        }
        self.report.cycles = c;
        self.final_check();
        &self.report
    }
}
