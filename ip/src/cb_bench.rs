//! Benchmarks of the central-buffer switch golden model (multidestination-worms paper,
//! Sections 4 and 7.1): functions that *measure* figures of one switch and return them, and
//! [`report`] that formats them as a table.
//!
//! Every run is closed-loop under credits: a source sends a flit only with a credit (its
//! counter starts at the switch FIFO depth F and grows with the switch's `credit_out`
//! pulses); receivers always accept, so each output flit returns a credit in the next cycle.
//!
//! * Throughput is flits per cycle per output port over a measurement window after a
//!   warm-up, sources always full (the next packet is queued as soon as the previous one
//!   has left the source).
//! * Latency is counted in cycles on an idle switch: from the cycle the head is on the input
//!   link (`arrive`) to the cycle the head (tail) is on the output link (`CbOutputs::flits`).
//! * Up-going traffic carries LCA count 1; with [`UpPolicy::Deterministic`] (the default here)
//!   input i goes up through port `down + i mod up`, which makes the permutation of
//!   [`permutation_throughput`] a true permutation (the adaptive policy, which compares
//!   credits only, would send every up packet of an idle switch to the first up port).
//!
//! A run that sees no output flit for [`STALL_CYCLES`] while traffic is pending stops and
//! reports the stall with the switch's `debug_state()`.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::VecDeque;
use std::fmt::Write as _;
use wormcast_model::central_buffer::{CbParams, CentralBufferSwitch, HeaderScheme};
use wormcast_model::flit::{mask, Flit, Tag};
use wormcast_model::input_buffered::{IbParams, InputBufferedSwitch, Organisation};
use wormcast_model::packet::{bitstring_flits, HeadLayout, Packet};
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};

/// Cycles without any output flit (traffic pending) after which a run is declared stalled.
pub const STALL_CYCLES: u64 = 5_000;

/// One switch configuration (ports `0..k/2` down, the rest up; the switch is the root of a
/// subtree holding all `nodes` nodes, `nodes / down` behind each down port).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchConfig {
    pub k: usize,
    pub nodes: usize,
    pub w: usize,
    /// Central buffer size C in chunks.
    pub chunks: usize,
    /// Input FIFO depth F in flits (also the receivers' credit).
    pub fifo: usize,
    pub max_len: u64,
    pub scheme: HeaderScheme,
    pub bypass: bool,
    pub policy: UpPolicy,
    /// Which switch the rig drives (the central buffer unless set).
    pub kind: SwitchKind,
}

/// The switch under measurement: the central-buffer switch (`chunks`, `scheme`, `bypass`
/// apply) or the input-buffered switch with `buffer`-flit input buffers (its golden model,
/// which all three organisations match at every port, so one figure holds for all three).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwitchKind {
    CentralBuffer,
    /// The central-buffer switch of revision 1, with its write grant not registered (the
    /// golden model's `registered_grant` off; not the RTL's any more: for comparisons).
    CentralBufferCombinationalGrant,
    InputBuffered {
        buffer: usize,
    },
    /// The input-buffered switch of revision 2, with its early forward in place of
    /// cut-through (the golden model's experiment `early_forward`; not in the RTL).
    InputBufferedEarlyForward {
        buffer: usize,
    },
    /// The input-buffered switch with its pipelining settings chosen (both on is the default,
    /// revision 4; both off is revision 3): `staged`, its readers' eligibility computed one
    /// edge before it is used (`staged_eligibility`; the RTL's `IbConfig::staged`);
    /// `late_cut`, cut-through acting on the writers' takes of the last edge (`late_cut`; the
    /// RTL's `IbConfig::late_cut`).
    InputBufferedPipelined {
        buffer: usize,
        staged: bool,
        late_cut: bool,
    },
}

/// A switch golden model seen at its links.
pub trait LinkSwitch {
    /// One cycle: output link flits, `credit_out` pulses, input FIFO overflow.
    fn link_cycle(&mut self, arrive: &[Flit], credit_in: &[bool]) -> (Vec<Flit>, Vec<bool>, bool);
    /// Internal state for stall reports.
    fn state(&self) -> String;
}

impl LinkSwitch for CentralBufferSwitch {
    fn link_cycle(&mut self, arrive: &[Flit], credit_in: &[bool]) -> (Vec<Flit>, Vec<bool>, bool) {
        let o = self.cycle(arrive, credit_in);
        (o.flits, o.credits, o.overflow)
    }
    fn state(&self) -> String {
        format!("{:?}\n{}", self.p, self.debug_state())
    }
}

impl LinkSwitch for InputBufferedSwitch {
    fn link_cycle(&mut self, arrive: &[Flit], credit_in: &[bool]) -> (Vec<Flit>, Vec<bool>, bool) {
        let o = self.cycle(arrive, credit_in);
        (o.flits, o.credits, o.overflow)
    }
    fn state(&self) -> String {
        format!("{self:?}")
    }
}

impl Default for BenchConfig {
    /// k = 8 (4 down + 4 up), W = 16, N = 16, C = 256, F = 64, packets up to 64 flits.
    fn default() -> Self {
        BenchConfig {
            k: 8,
            nodes: 16,
            w: 16,
            chunks: 256,
            fifo: 64,
            max_len: 64,
            scheme: HeaderScheme::Shared,
            bypass: true,
            policy: UpPolicy::Deterministic,
            kind: SwitchKind::CentralBuffer,
        }
    }
}

impl BenchConfig {
    /// k = 4 (2 down + 2 up), C = 64, otherwise the defaults.
    pub fn small() -> Self {
        BenchConfig {
            k: 4,
            chunks: 64,
            ..BenchConfig::default()
        }
    }
    pub fn with(&self, scheme: HeaderScheme, bypass: bool) -> Self {
        BenchConfig {
            scheme,
            bypass,
            ..self.clone()
        }
    }
    pub fn down(&self) -> usize {
        self.k / 2
    }
    /// Bit-string flits B.
    pub fn b(&self) -> usize {
        bitstring_flits(self.nodes, self.w)
    }
    pub fn params(&self) -> CbParams {
        let down = self.down();
        CbParams {
            route: RouteConfig {
                k: self.k,
                down,
                nodes: self.nodes,
                w: self.w,
                reach: fat_tree_reach(self.nodes, self.w, down, 0, self.nodes),
                policy: self.policy,
            },
            chunks: self.chunks,
            fifo: self.fifo,
            max_len: self.max_len,
            scheme: self.scheme,
            bypass: self.bypass,
            multicast: true,
        }
    }
    /// The input-buffered switch with the same ports, N, W, link FIFOs and packet limit;
    /// `buffer`-flit input buffers (the paper's equal-storage point is 320).
    pub fn input_buffered(&self, buffer: usize) -> Self {
        BenchConfig {
            kind: SwitchKind::InputBuffered { buffer },
            ..self.clone()
        }
    }
    /// The input-buffered switch's parameters (organisation: chunk-wide; all three behave
    /// identically at the links).
    pub fn ib_params(&self, buffer: usize) -> IbParams {
        let c = self.params();
        IbParams {
            route: c.route,
            buffer,
            fifo: self.fifo,
            max_len: self.max_len,
            org: Organisation::ChunkWide,
            revision: wormcast_model::input_buffered::REVISION,
        }
    }
    /// Nodes behind each down port.
    pub fn per_port(&self) -> usize {
        self.nodes / self.down()
    }
    /// Upper bound on the rate of back-to-back `len`-flit packets through one input port as
    /// the model's framer works: it spends one cycle on the head, one per bit-string flit and
    /// one on the route decode before offering the packet's `len` flits, with no overlap with
    /// the previous packet, so at most `len / (len + B + 2)` flits per cycle.
    pub fn framer_bound(&self, len: u64) -> f64 {
        len as f64 / (len as f64 + self.b() as f64 + 2.0)
    }
}

/// The flits of a packet of `len` flits to the node set `dests` (node numbers), LCA count
/// `count`; the payload carries `tag` (then a running index).
pub fn packet_flits(
    cfg: &BenchConfig,
    multicast: bool,
    count: u64,
    dests: &[usize],
    len: u64,
    tag: u64,
) -> Vec<Flit> {
    let b = cfg.b();
    assert!(
        len as usize >= b + 2 && len <= cfg.max_len,
        "bad length {len}"
    );
    let mut words = vec![0u64; cfg.nodes.div_ceil(64)];
    for &d in dests {
        words[d / 64] |= 1 << (d % 64);
    }
    let m = mask(cfg.w);
    let payload = (0..len as usize - 1 - b)
        .map(|j| if j == 0 { tag & m } else { j as u64 & m })
        .collect();
    let p = Packet {
        multicast,
        count,
        dests: words,
        payload,
    };
    let f = p.flits(cfg.nodes, cfg.w);
    debug_assert_eq!(f.len() as u64, len);
    f
}

/// A unicast packet to output port `o`: down ports get count 0 and a node behind the port
/// (`pick` selects which), up ports count 1 (the switch's up policy picks the port).
fn unicast_to(cfg: &BenchConfig, o: usize, pick: usize, len: u64, tag: u64) -> Vec<Flit> {
    if o < cfg.down() {
        let node = o * cfg.per_port() + pick % cfg.per_port();
        packet_flits(cfg, false, 0, &[node], len, tag)
    } else {
        packet_flits(cfg, false, 1, &[pick % cfg.nodes], len, tag)
    }
}

/// Switch plus closed-loop sources and always-accepting receivers.
struct Rig {
    sw: Box<dyn LinkSwitch>,
    k: usize,
    w: usize,
    t: u64,
    src: Vec<VecDeque<Flit>>,
    credits: Vec<usize>,
    /// Credits to return to the switch outputs this cycle.
    ret: Vec<bool>,
    /// Output flits counted since `measure_from`.
    measure_from: u64,
    flits: Vec<u64>,
    tails: Vec<u64>,
    rx_len: Vec<u64>,
    rx_decl: Vec<u64>,
    last_out: u64,
    violations: Vec<String>,
    /// Per port: (cycle of the first head, cycle of the first tail) seen.
    first_head: Vec<Option<u64>>,
    first_tail: Vec<Option<u64>>,
}

impl Rig {
    fn new(cfg: &BenchConfig) -> Rig {
        let k = cfg.k;
        Rig {
            sw: match cfg.kind {
                SwitchKind::CentralBuffer => Box::new(CentralBufferSwitch::new(cfg.params())),
                SwitchKind::CentralBufferCombinationalGrant => {
                    let mut sw = CentralBufferSwitch::new(cfg.params());
                    sw.registered_grant = false;
                    Box::new(sw)
                }
                SwitchKind::InputBuffered { buffer } => {
                    Box::new(InputBufferedSwitch::new(cfg.ib_params(buffer)))
                }
                SwitchKind::InputBufferedEarlyForward { buffer } => {
                    let mut sw = InputBufferedSwitch::new(cfg.ib_params(buffer));
                    sw.set_revision(2);
                    Box::new(sw)
                }
                SwitchKind::InputBufferedPipelined {
                    buffer,
                    staged,
                    late_cut,
                } => {
                    let mut sw = InputBufferedSwitch::new(cfg.ib_params(buffer));
                    sw.staged_eligibility = staged;
                    sw.late_cut = late_cut;
                    Box::new(sw)
                }
            },
            k,
            w: cfg.w,
            t: 0,
            src: vec![VecDeque::new(); k],
            credits: vec![cfg.fifo; k],
            ret: vec![false; k],
            measure_from: 0,
            flits: vec![0; k],
            tails: vec![0; k],
            rx_len: vec![0; k],
            rx_decl: vec![0; k],
            last_out: 0,
            violations: vec![],
            first_head: vec![None; k],
            first_tail: vec![None; k],
        }
    }

    /// One cycle; returns the per-input flags "a head entered the link this cycle".
    fn step(&mut self) -> Vec<bool> {
        let k = self.k;
        let mut arrive = vec![Flit::IDLE; k];
        let mut head_in = vec![false; k];
        for i in 0..k {
            if self.credits[i] > 0 {
                if let Some(f) = self.src[i].pop_front() {
                    self.credits[i] -= 1;
                    head_in[i] = f.tag == Tag::Head;
                    arrive[i] = f;
                }
            }
        }
        let (out_flits, out_credits, out_overflow) = self.sw.link_cycle(&arrive, &self.ret);
        let lay = HeadLayout { w: self.w };
        for i in 0..k {
            self.credits[i] += out_credits[i] as usize;
        }
        if out_overflow && !self.violations.iter().any(|v| v.contains("overflow")) {
            self.violations
                .push(format!("cycle {}: input FIFO overflow", self.t));
        }
        for o in 0..k {
            let f = out_flits[o];
            self.ret[o] = !f.is_idle();
            if f.is_idle() {
                continue;
            }
            self.last_out = self.t;
            if self.t >= self.measure_from {
                self.flits[o] += 1;
            }
            match f.tag {
                Tag::Head => {
                    if self.rx_len[o] != 0 {
                        self.violations.push(format!(
                            "cycle {}: output {o}: head inside a packet",
                            self.t
                        ));
                    }
                    self.first_head[o].get_or_insert(self.t);
                    self.rx_len[o] = 1;
                    self.rx_decl[o] = lay.len(f.data);
                }
                _ => {
                    if self.rx_len[o] == 0 {
                        self.violations
                            .push(format!("cycle {}: output {o}: headless flit", self.t));
                    }
                    self.rx_len[o] += 1;
                }
            }
            if f.tag == Tag::Tail {
                if self.rx_len[o] != self.rx_decl[o] {
                    self.violations.push(format!(
                        "cycle {}: output {o}: packet of {} flits declares {}",
                        self.t, self.rx_len[o], self.rx_decl[o]
                    ));
                }
                self.first_tail[o].get_or_insert(self.t);
                self.rx_len[o] = 0;
                if self.t >= self.measure_from {
                    self.tails[o] += 1;
                }
            }
        }
        self.t += 1;
        head_in
    }

    fn stall_report(&self, what: &str) -> String {
        format!(
            "{what}: no output flit since cycle {} (now cycle {})\n{}",
            self.last_out,
            self.t,
            self.sw.state()
        )
    }

    /// Run `warm + cycles` cycles with always-full sources fed by `gen(input, rng, seq)`
    /// (`None`: the input stays silent), measuring over the last `cycles`.
    fn run_full(
        mut self,
        what: &str,
        ports: Vec<usize>,
        warm: u64,
        cycles: u64,
        seed: u64,
        mut gen: impl FnMut(usize, &mut SmallRng, u64) -> Option<Vec<Flit>>,
    ) -> Throughput {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut seq = vec![0u64; self.k];
        self.measure_from = warm;
        let mut stall = None;
        while self.t < warm + cycles {
            for (i, (src, sq)) in self.src.iter_mut().zip(seq.iter_mut()).enumerate() {
                if src.is_empty() {
                    if let Some(p) = gen(i, &mut rng, *sq) {
                        *sq += 1;
                        src.extend(p);
                    }
                }
            }
            self.step();
            if self.t > self.last_out + STALL_CYCLES {
                stall = Some(self.stall_report(what));
                break;
            }
        }
        let measured = self.t.saturating_sub(warm).max(1);
        Throughput {
            per_port: ports
                .iter()
                .map(|&o| self.flits[o] as f64 / measured as f64)
                .collect(),
            packets: ports.iter().map(|&o| self.tails[o]).sum(),
            ports,
            cycles: measured,
            violations: self.violations,
            stall,
        }
    }
}

/// Measured throughput of a set of output ports.
#[derive(Clone, Debug)]
pub struct Throughput {
    /// The output ports measured.
    pub ports: Vec<usize>,
    /// Flits per cycle on each of `ports`.
    pub per_port: Vec<f64>,
    /// Measurement window in cycles.
    pub cycles: u64,
    /// Packets (tails) delivered on `ports` in the window.
    pub packets: u64,
    /// Framing or protocol errors seen at the outputs (should be empty).
    pub violations: Vec<String>,
    /// The run stopped: no output flit for [`STALL_CYCLES`] (with `debug_state()`).
    pub stall: Option<String>,
}

impl Throughput {
    pub fn mean(&self) -> f64 {
        self.per_port.iter().sum::<f64>() / self.per_port.len().max(1) as f64
    }
    pub fn min(&self) -> f64 {
        self.per_port.iter().cloned().fold(f64::INFINITY, f64::min)
    }
    pub fn max(&self) -> f64 {
        self.per_port.iter().cloned().fold(0.0, f64::max)
    }
    /// No stall and no violation.
    pub fn ok(&self) -> bool {
        self.stall.is_none() && self.violations.is_empty()
    }
}

/// Figure 1(a): a full-rate permutation of unicasts, `len` flits back to back. Inputs
/// `0..down` go up (count 1; with the deterministic policy input i leaves on up port
/// `down + i`), inputs `down..k` go down to port `i - down`. Every output is measured.
pub fn permutation_throughput(cfg: &BenchConfig, len: u64, warm: u64, cycles: u64) -> Throughput {
    let down = cfg.down();
    let c = cfg.clone();
    Rig::new(cfg).run_full(
        "permutation",
        (0..cfg.k).collect(),
        warm,
        cycles,
        1,
        move |i, _, s| {
            let o = if i < down { down + i } else { i - down };
            Some(unicast_to(&c, o, 0, len, s))
        },
    )
}

/// Figure 1(b): input `down` (the first up port) sends `len`-flit multicasts to every node
/// (all `down` down ports) back to back; the down ports are measured.
pub fn multicast_throughput(cfg: &BenchConfig, len: u64, warm: u64, cycles: u64) -> Throughput {
    let down = cfg.down();
    let c = cfg.clone();
    let all: Vec<usize> = (0..cfg.nodes).collect();
    Rig::new(cfg).run_full(
        "multicast",
        (0..down).collect(),
        warm,
        cycles,
        1,
        move |i, _, s| (i == down).then(|| packet_flits(&c, true, 0, &all, len, s)),
    )
}

/// Figure 2: saturation throughput. Every input always has a `len`-flit unicast ready; each
/// packet's output is uniform over all k ports (down: a random node behind it, count 0; up:
/// count 1, the up port chosen by the switch's policy). Every output is measured; the mean
/// is the accepted throughput per port.
pub fn saturation_throughput(
    cfg: &BenchConfig,
    len: u64,
    seed: u64,
    warm: u64,
    cycles: u64,
) -> Throughput {
    let c = cfg.clone();
    let k = cfg.k;
    Rig::new(cfg).run_full(
        "saturation",
        (0..k).collect(),
        warm,
        cycles,
        seed,
        move |_, rng, s| {
            let o = rng.gen_range(0..k);
            let pick = rng.gen_range(0..c.nodes);
            Some(unicast_to(&c, o, pick, len, s))
        },
    )
}

/// Minimum latency of one packet through an idle switch, in cycles from the head on the
/// input link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Latency {
    /// Head on the first output link / tail on the first output link.
    pub head: u64,
    pub tail: u64,
    /// The same for the last destination to see it (multicasts; = head/tail for unicasts).
    pub head_last: u64,
    pub tail_last: u64,
    /// Output ports that received the packet.
    pub ports: usize,
    pub violations: Vec<String>,
}

/// What [`min_latency`] sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LatencyPacket {
    /// A unicast from input `down` (first up port) to down port 0. It takes the crossbar
    /// when `cfg.bypass`, the central buffer otherwise.
    Unicast,
    /// A multicast from input `down` to every node (all down ports); always buffered.
    Multicast,
}

/// Figure 3: send one `len`-flit packet into an idle switch (after `idle` idle cycles) and
/// time its head and tail at every destination. Panics with `debug_state()` if it is not
/// delivered within a generous bound.
pub fn min_latency(cfg: &BenchConfig, len: u64, what: LatencyPacket) -> Latency {
    let mut rig = Rig::new(cfg);
    let down = cfg.down();
    let (flits, ports) = match what {
        LatencyPacket::Unicast => (unicast_to(cfg, 0, 0, len, 7), 1),
        LatencyPacket::Multicast => {
            let all: Vec<usize> = (0..cfg.nodes).collect();
            (packet_flits(cfg, true, 0, &all, len, 7), down)
        }
    };
    for _ in 0..4 {
        rig.step();
    }
    rig.src[down].extend(flits);
    let mut t0 = None;
    let limit = rig.t + 20 * len + 200;
    while rig.first_tail.iter().filter(|t| t.is_some()).count() < ports {
        let heads = rig.step();
        if heads[down] {
            t0.get_or_insert(rig.t - 1);
        }
        assert!(rig.t < limit, "{}", rig.stall_report("latency"));
    }
    let t0 = t0.expect("head sent");
    let h: Vec<u64> = rig.first_head.iter().flatten().map(|&t| t - t0).collect();
    let tl: Vec<u64> = rig.first_tail.iter().flatten().map(|&t| t - t0).collect();
    Latency {
        head: *h.iter().min().unwrap(),
        tail: *tl.iter().min().unwrap(),
        head_last: *h.iter().max().unwrap(),
        tail_last: *tl.iter().max().unwrap(),
        ports: h.len(),
        violations: rig.violations,
    }
}

/// Run lengths of [`report`].
fn windows(quick: bool) -> (u64, u64) {
    if quick {
        (2_000, 10_000)
    } else {
        (10_000, 100_000)
    }
}

fn fmt_tp(t: &Throughput) -> String {
    let mut s = if (t.max() - t.min()) < 0.0005 {
        format!("{:.3}", t.mean())
    } else {
        format!("{:.3} [{:.3}..{:.3}]", t.mean(), t.min(), t.max())
    };
    if t.stall.is_some() {
        s += " STALL";
    }
    if !t.violations.is_empty() {
        s += " VIOL";
    }
    s
}

fn scheme_name(s: HeaderScheme) -> &'static str {
    match s {
        HeaderScheme::Shared => "shared",
        HeaderScheme::PerOutput => "per-out",
    }
}

/// All figures for k = 8 (C = 256) and k = 4 (C = 64), N = 16, W = 16, F = 64, as text
/// tables. `quick` shortens the throughput windows (2k warm-up + 10k cycles instead of
/// 10k + 100k). Stalls are appended with the switch state.
pub fn report(quick: bool) -> String {
    let (warm, cyc) = windows(quick);
    let mut s = String::new();
    let mut stalls = vec![];
    let cfgs = [BenchConfig::default(), BenchConfig::small()];
    let _ = writeln!(
        s,
        "Central-buffer switch (golden model), N=16 W=16 F=64, closed loop, receivers always accept; \
         window {warm}+{cyc} cycles"
    );
    let _ = writeln!(
        s,
        "\n1. Sustained throughput, flits/cycle/output: mean [min..max]. perm: inputs 0..d up \
         (deterministic up port), inputs d..k down; mcast: input d -> all down ports.\n   \
         Input-framer bound L/(L+B+2): L=8 {:.3}, L=64 {:.3}",
        cfgs[0].framer_bound(8),
        cfgs[0].framer_bound(64)
    );
    let _ = writeln!(
        s,
        "{:<10} {:<8} {:<6} | {:<22} {:<22} | {:<22} {:<22}",
        "switch", "scheme", "bypass", "perm L=8", "perm L=64", "mcast L=8", "mcast L=64"
    );
    for base in &cfgs {
        for scheme in [HeaderScheme::Shared, HeaderScheme::PerOutput] {
            for bypass in [true, false] {
                let c = base.with(scheme, bypass);
                let mut cols = vec![];
                for len in [8, 64] {
                    let t = permutation_throughput(&c, len, warm, cyc);
                    cols.push(fmt_tp(&t));
                    stalls.extend(t.stall);
                }
                for len in [8, 64] {
                    let t = multicast_throughput(&c, len, warm, cyc);
                    cols.push(fmt_tp(&t));
                    stalls.extend(t.stall);
                }
                let _ = writeln!(
                    s,
                    "{:<10} {:<8} {:<6} | {:<22} {:<22} | {:<22} {:<22}",
                    format!("k={} C={}", c.k, c.chunks),
                    scheme_name(scheme),
                    if bypass { "on" } else { "off" },
                    cols[0],
                    cols[1],
                    cols[2],
                    cols[3]
                );
            }
        }
    }
    let _ = writeln!(
        s,
        "\n2. Saturation throughput, uniform random unicast, 64 flits, always-full inputs \
         (flits/cycle/output: mean [min..max])"
    );
    let _ = writeln!(
        s,
        "{:<10} {:<6} | {:<22} {:<22}",
        "switch", "bypass", "deterministic up", "adaptive up"
    );
    for base in &cfgs {
        for bypass in [true, false] {
            let mut cols = vec![];
            for policy in [UpPolicy::Deterministic, UpPolicy::Adaptive] {
                let c = BenchConfig {
                    policy,
                    ..base.with(HeaderScheme::Shared, bypass)
                };
                let t = saturation_throughput(&c, 64, 1, warm, cyc);
                cols.push(fmt_tp(&t));
                stalls.extend(t.stall);
            }
            let _ = writeln!(
                s,
                "{:<10} {:<6} | {:<22} {:<22}",
                format!("k={} C={}", base.k, base.chunks),
                if bypass { "on" } else { "off" },
                cols[0],
                cols[1]
            );
        }
    }
    let _ = writeln!(
        s,
        "\n3. Minimum latency, idle switch, cycles from head on input link to head / tail on \
         output link (multicast: first..last down port)"
    );
    let _ = writeln!(
        s,
        "{:<10} {:<26} | {:>10} {:>10} | {:>10} {:>10}",
        "switch", "path", "head L=8", "tail L=8", "head L=64", "tail L=64"
    );
    let rng = |a: u64, b: u64| {
        if a == b {
            a.to_string()
        } else {
            format!("{a}..{b}")
        }
    };
    for base in &cfgs {
        let rows: [(&str, BenchConfig, LatencyPacket); 4] = [
            (
                "unicast crossbar",
                base.with(HeaderScheme::Shared, true),
                LatencyPacket::Unicast,
            ),
            (
                "unicast buffer",
                base.with(HeaderScheme::Shared, false),
                LatencyPacket::Unicast,
            ),
            (
                "multicast buffer, shared",
                base.with(HeaderScheme::Shared, true),
                LatencyPacket::Multicast,
            ),
            (
                "multicast buffer, per-out",
                base.with(HeaderScheme::PerOutput, true),
                LatencyPacket::Multicast,
            ),
        ];
        for (name, c, what) in rows {
            let a = min_latency(&c, 8, what);
            let b = min_latency(&c, 64, what);
            let _ = writeln!(
                s,
                "{:<10} {:<26} | {:>10} {:>10} | {:>10} {:>10}",
                format!("k={} C={}", c.k, c.chunks),
                name,
                rng(a.head, a.head_last),
                rng(a.tail, a.tail_last),
                rng(b.head, b.head_last),
                rng(b.tail, b.tail_last)
            );
        }
    }
    for st in stalls {
        let _ = writeln!(s, "\nSTALL {st}");
    }
    s
}
