//! Section 4 throughput study: an unbuffered (wrap-around) broadcast banyan network carrying
//! unicast packets and the phase-1 copies of two-phase region multicasts.
//!
//! # Traffic (the paper's assumptions of Section 4.1)
//!
//! In every slot each of the `N = 2^n` nodes independently generates a packet with
//! probability `rho`. With probability `m` the packet is a multicast with fanout `f`; its
//! phase-1 copy is a region `[s, s+f-1]` with the start `s` uniform over `0..=N-f`. Otherwise
//! it is a unicast to a uniformly random destination. The slot is routed through the network
//! with upper-input-first conflict resolution; a copy that loses a conflict is discarded (no
//! retry), the winning copies of the same packet proceed. The offered load is
//! `(1-m) rho + m rho f` (copies offered per node per slot).
//!
//! Throughput per output link per slot (the paper's `eta`):
//! `eta = (unicast copies delivered + multicast copies delivered / f) / (N * slots)`.
//!
//! # Copy rates
//!
//! `c_i` is the probability that a multicast-derived packet arriving at stage `i` is
//! replicated there. A copy arriving at stage `i` has already been steered by the address bits
//! `n-1..i+1`, so the copies in flight at stage `i` are exactly the nonempty intersections of
//! the region `[s, s+f-1]` with the aligned blocks of `B = 2^(i+1)` addresses. The SE splits
//! a copy when its sub-region has addresses in both halves of its block, i.e. when the block's
//! midpoint `bB + B/2` satisfies `s < bB + B/2 <= s+f-1`. Hence, for a given `s`,
//!
//! * `arrive_i(s) = floor((s+f-1)/B) - floor(s/B) + 1` (blocks the region touches), and
//! * `repl_i(s)` = number of integers `x` in `(s, s+f-1]` with `x = B/2 (mod B)`,
//!
//! and averaging over the uniform start, `c_i = sum_s repl_i(s) / sum_s arrive_i(s)`
//! (a ratio of expectations: the rate per arriving copy, which is what equation (1) uses).
//! For `f = 1` no copy ever replicates, so `c_i = 0`; for `f = N` the only region is the
//! whole address range and every copy replicates at every stage, so `c_i = 1`.
//!
//! # Case B: copies at the earliest stages (the paper's Figure 7)
//!
//! "In case (B), f copies is generated at the former stages as early as possible": for
//! `f = 2^k` a case-B multicast replicates at every SE of stages `n-1 .. n-k` and then
//! travels unsplit, so `c_i = 1` for `i >= n-k` and `c_i = 0` below
//! ([`copy_rates_case_b`]). The analytic model is the same recursion with those `c_i`.
//! Its destinations are the subcube `{x N/f + r : x in 0..f}` (the high `k` address bits
//! free, the low `n-k` bits fixed to `r`, `r` uniform in `0..N/f`): the cube encoding of
//! the nCUBE-2 that the paper mentions. **The region encoding cannot express it** (a region
//! is a contiguous address range, and a contiguous range that splits at stage `n-1` covers
//! addresses on both sides of `N/2`, so it can never be `f` addresses `N/f` apart for
//! `f < N`), so the simulation routes case B with the study's own cube decode
//! ([`Encoding::Cube`]: a head carries an address `a` in bits `[n-1:0]` and a don't-care mask
//! `X` in bits `[2n-1:n]`; stage `i` sends the head to both outputs, unchanged, when bit `i`
//! of `X` is set, otherwise to output `a_i`), with the same SE arbitration
//! ([`super::se::arbitrate`], upper input first) and wiring as case A. Unicasts in case B
//! are cubes with `X = 0`. No generated hardware decodes cubes: case B exists only in this
//! study. Case B needs `f` a power of two ([`validate_case`]).
//!
//! # Analytic model
//!
//! Starting at stage `n-1` with `rho_{n-1} = rho`, `m_{n-1} = m`, each stage `i` (from `n-1`
//! down to 0) maps its input rates through the paper's equations
//!
//! * (1) `rho_{i-1} = rho_i (1 + m_i c_i) - rho_i^2 (1 + m_i c_i)^2 / 4
//!   - rho_i^2 m_i c_i (1 - m_i c_i) / 2`,
//! * (2) `u_{i-1} = rho_i (1 - m_i) - rho_i^2 (1 - m_i)(1 + m_i c_i) / 4`,
//!
//! and `m_{i-1} = 1 - u_{i-1} / rho_{i-1}`. With `rho' = rho_{-1}`, `u' = u_{-1}` the stage-0
//! outputs, `eta = (rho' - u') / f + u'`.
//!
//! The model treats the packets on the inputs of every SE as independent. That is accurate
//! for unicast (the classic Patel-style recursion) but not for multicast: the copies of one
//! multicast are strongly correlated (they are never in the same SE, never conflict with each
//! other, and their replication pattern is fixed by the region), so the simulation and the
//! model differ for `m > 0, f > 1`.
//! Measured by packet class (test `sim_and_model_part_by_packet_class`), the network
//! delivers *more* multicast copies than the model's `rho' - u'` and *fewer* unicasts than
//! its `u'`, in both cases. Since `eta` weights a multicast copy `1/f`, case A's simulation
//! lies above the model at small `f` and large `m`, and case B's (`m = 0.1`) below it.
//!
//! The study supports `n` up to 10 (`N = 1024`). [`super::slot::route_slot`] keeps its
//! per-source accept vector in a `u64` (`1 << s`), which overflows for `n >= 7`; this module
//! therefore routes slots with its own router built from the same SE decision
//! ([`super::se::decode`], [`super::se::arbitrate`]) and wiring
//! ([`super::topology`]), tracking only what arrives at each output and whether it is a
//! unicast or multicast copy. A test checks that it delivers exactly what `route_slot`
//! delivers for `n <= 6`.

use super::params::BanyanParams;
use super::se::{arbitrate, decode, Request};
use super::topology::{butterfly, shuffle, stage_of};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Configuration of one point of the throughput study.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StudyConfig {
    /// Number of stages, `N = 2^n` nodes (2..=10).
    pub n: usize,
    /// Fanout of multicast packets (1..=2^n).
    pub f: usize,
    /// Probability that a generated packet is a multicast (0..=1).
    pub m: f64,
    /// Offered load `(1-m) rho + m rho f` (> 0, with `rho <= 1`).
    pub load: f64,
    /// Number of simulated slots (>= 1).
    pub slots: usize,
    /// Seed of the simulation's random number generator.
    pub seed: u64,
}

/// Result of one point of the throughput study.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StudyPoint {
    /// Offered load `(1-m) rho + m rho f` (copy of [`StudyConfig::load`]).
    pub offered_load: f64,
    /// Packet generation probability per node per slot derived from the offered load.
    pub rho: f64,
    /// Simulated throughput per output link per slot.
    pub sim_eta: f64,
    /// Analytic throughput per output link per slot (equations (1), (2)).
    pub model_eta: f64,
}

/// Check a study configuration. Errors name the parameter and its allowed range:
/// `n` in 2..=10, `f` in 1..=2^n, `m` in 0..=1, `load > 0` with
/// `rho = load / ((1-m) + m f) <= 1`, `slots >= 1`.
pub fn validate(cfg: &StudyConfig) -> Result<(), String> {
    if !(2..=10).contains(&cfg.n) {
        return Err(format!("invalid parameter n={}: allowed 2..=10", cfg.n));
    }
    let nn = 1usize << cfg.n;
    if !(1..=nn).contains(&cfg.f) {
        return Err(format!(
            "invalid parameter f={}: allowed 1..={} (1..=2^n for n={})",
            cfg.f, nn, cfg.n
        ));
    }
    if !(cfg.m.is_finite() && (0.0..=1.0).contains(&cfg.m)) {
        return Err(format!("invalid parameter m={}: allowed 0..=1", cfg.m));
    }
    if !(cfg.load.is_finite() && cfg.load > 0.0) {
        return Err(format!(
            "invalid parameter load={}: allowed load > 0 with rho = load/((1-m)+m*f) <= 1",
            cfg.load
        ));
    }
    let rho = rho_for_load(cfg.f, cfg.m, cfg.load);
    if rho > 1.0 + 1e-12 {
        return Err(format!(
            "invalid parameter load={}: allowed load > 0 with rho = load/((1-m)+m*f) <= 1, \
             i.e. load <= {} for f={} m={} (rho would be {})",
            cfg.load,
            (1.0 - cfg.m) + cfg.m * cfg.f as f64,
            cfg.f,
            cfg.m,
            rho
        ));
    }
    if cfg.slots < 1 {
        return Err(format!(
            "invalid parameter slots={}: allowed >= 1",
            cfg.slots
        ));
    }
    Ok(())
}

/// Where a multicast's copies are made (the paper's Figure 7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Case {
    /// (A) region `[s, s+f-1]` with a random start `s`: the copies split wherever the region
    /// straddles a block midpoint ([`copy_rates`]).
    #[default]
    A,
    /// (B) `f = 2^k` copies made at the earliest stages `n-1 .. n-k`
    /// ([`copy_rates_case_b`]); routed with the cube encoding (see the module doc).
    B,
}

impl Case {
    /// `"A"` or `"B"`.
    pub fn name(self) -> &'static str {
        match self {
            Case::A => "A",
            Case::B => "B",
        }
    }
    /// Parse `"A"`/`"a"` or `"B"`/`"b"`; the error names the parameter `case`.
    pub fn parse(s: &str) -> Result<Case, String> {
        match s {
            "A" | "a" => Ok(Case::A),
            "B" | "b" => Ok(Case::B),
            _ => Err(format!(
                "invalid parameter case={s}: allowed A (random start) or B (earliest-stage copies)"
            )),
        }
    }
}

/// [`validate`], and for [`Case::B`] `f` a power of two (`1, 2, 4, .., 2^n`).
pub fn validate_case(cfg: &StudyConfig, case: Case) -> Result<(), String> {
    validate(cfg)?;
    if case == Case::B && !cfg.f.is_power_of_two() {
        return Err(format!(
            "invalid parameter f={}: case B needs a power of two, allowed 1, 2, 4, .., {} (2^n for n={})",
            cfg.f,
            1usize << cfg.n,
            cfg.n
        ));
    }
    Ok(())
}

/// Packet generation probability `rho` giving the offered load `(1-m) rho + m rho f = load`.
pub fn rho_for_load(f: usize, m: f64, load: f64) -> f64 {
    load / ((1.0 - m) + m * f as f64)
}

/// Copy rates `c_i` (index `i` = stage, 0..n-1) of a fanout-`f` region multicast whose
/// region `[s, s+f-1]` starts uniformly in `0..=N-f` (see the module documentation for the
/// derivation). `f` is clamped to `1..=N`.
pub fn copy_rates(n: usize, f: usize) -> Vec<f64> {
    let nn = 1u64 << n;
    let f = (f as u64).clamp(1, nn);
    // Number of x in [0, hi] with x = r (mod b); 0 if hi < r.
    let count_upto = |hi: u64, r: u64, b: u64| if hi < r { 0 } else { (hi - r) / b + 1 };
    (0..n)
        .map(|i| {
            let b = 1u64 << (i + 1);
            let h = b / 2;
            let (mut arrive, mut repl) = (0u64, 0u64);
            for s in 0..=nn - f {
                let e = s + f - 1;
                arrive += e / b - s / b + 1;
                // midpoints x with s < x <= e
                repl += count_upto(e, h, b) - count_upto(s, h, b);
            }
            repl as f64 / arrive as f64
        })
        .collect()
}

/// Case-B copy rates (index `i` = stage): `c_i = 1` at the `k = log2 f` earliest stages
/// `n-1 .. n-k`, 0 below. Panics unless `f` is a power of two in `1..=2^n`.
pub fn copy_rates_case_b(n: usize, f: usize) -> Vec<f64> {
    assert!(
        f.is_power_of_two() && f <= 1 << n,
        "case B: f={f} must be a power of two in 1..=2^{n}"
    );
    let k = f.trailing_zeros() as usize;
    (0..n).map(|i| if i + k >= n { 1.0 } else { 0.0 }).collect()
}

/// Copy rates of either case: [`copy_rates`] (A) or [`copy_rates_case_b`] (B).
pub fn copy_rates_for(n: usize, f: usize, case: Case) -> Vec<f64> {
    match case {
        Case::A => copy_rates(n, f),
        Case::B => copy_rates_case_b(n, f),
    }
}

/// Analytic throughput per output link: equations (1) and (2) iterated from stage `n-1`
/// down to stage 0 with the copy rates [`copy_rates`]`(n, f)`, starting from
/// `rho_{n-1} = rho`, `m_{n-1} = m`; `eta = (rho' - u')/f + u'`.
pub fn analytic_eta(n: usize, f: usize, m: f64, rho: f64) -> f64 {
    analytic_eta_rates(&copy_rates(n, f), f, m, rho)
}

/// [`analytic_eta`] with the copy rates of `case` ([`copy_rates_for`]).
pub fn analytic_eta_case(n: usize, f: usize, m: f64, rho: f64, case: Case) -> f64 {
    analytic_eta_rates(&copy_rates_for(n, f, case), f, m, rho)
}

/// The recursion of equations (1), (2) for the copy rates `c` (`c[i]` = stage `i`,
/// `n = c.len()` stages): `eta = (rho' - u')/f + u'` from [`analytic_outputs`].
pub fn analytic_eta_rates(c: &[f64], f: usize, m: f64, rho: f64) -> f64 {
    let (r, u) = analytic_outputs(c, m, rho);
    (r - u) / f as f64 + u
}

/// The stage-0 outputs of the recursion: `(rho', u')`, copies per output link per slot of
/// all packets and of unicast packets (so `rho' - u'` is the multicast copies).
pub fn analytic_outputs(c: &[f64], m: f64, rho: f64) -> (f64, f64) {
    let n = c.len();
    let (mut r, mut mi) = (rho, m);
    let mut u = r * (1.0 - mi);
    for i in (0..n).rev() {
        let mc = mi * c[i];
        let r_next =
            r * (1.0 + mc) - 0.25 * r * r * (1.0 + mc) * (1.0 + mc) - 0.5 * r * r * mc * (1.0 - mc);
        u = r * (1.0 - mi) - 0.25 * r * r * (1.0 - mi) * (1.0 + mc);
        r = r_next;
        mi = if r > 0.0 {
            (1.0 - u / r).clamp(0.0, 1.0)
        } else {
            0.0
        };
    }
    (r, u)
}

/// A link's content during a slot: the head data and whether it is a multicast copy.
type Copy = Option<(u64, bool)>;

/// How the study's router reads a head.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// The region `(min, max)` of the hardware ([`super::se::decode`]): case A.
    Region,
    /// Address `a` in bits `[n-1:0]`, don't-care mask `X` in bits `[2n-1:n]`: stage `i`
    /// replicates (header unchanged) when `X_i = 1`, else routes to output `a_i`. Case B.
    Cube,
}

/// Cube decode at stage `i` (see [`Encoding::Cube`]).
fn decode_cube(n: usize, i: usize, data: u64) -> Request {
    let x = (data >> (n + i)) & 1;
    let mut out = [None, None];
    if x == 1 {
        out = [Some(data), Some(data)];
    } else {
        out[((data >> i) & 1) as usize] = Some(data);
    }
    Request::Route { out }
}

/// Slot router for any `n` (no per-source bitmasks): the same SE decisions and wiring as
/// [`super::slot::route_slot`], carrying a unicast/multicast tag with each copy.
struct Router {
    n: usize,
    mask: u64,
    link: Vec<Copy>,
    out: Vec<Copy>,
    /// `wire[i][l]`: where output link `l` of stage `i` goes (butterfly, identity at i = 0).
    wire: Vec<Vec<usize>>,
    /// Per stage: multicast copies arriving at an SE input, and those asking to replicate.
    arrive: Vec<u64>,
    repl: Vec<u64>,
}

impl Router {
    /// A router for the network `p` (`p.n` may exceed the range of [`BanyanParams::new`]).
    fn new(p: &BanyanParams) -> Self {
        let nn = 1usize << p.n;
        Router {
            n: p.n,
            mask: crate::flit::mask(p.w),
            link: vec![None; nn],
            out: vec![None; nn],
            wire: (0..p.n)
                .map(|i| {
                    (0..nn)
                        .map(|l| if i == 0 { l } else { butterfly(i, l) })
                        .collect()
                })
                .collect(),
            arrive: vec![0; p.n],
            repl: vec![0; p.n],
        }
    }

    /// Route one slot of region heads (case A).
    #[cfg(test)]
    fn route(&mut self, heads: &[Copy]) -> &[Copy] {
        self.route_enc(heads, Encoding::Region)
    }

    /// Route one slot of heads (`heads[s]` = node s's head data and multicast tag). Returns,
    /// per node, the head delivered to it (if any) with the tag of the packet it came from.
    /// Every multicast copy arriving at stage `i` adds 1 to `arrive[i]`, and to `repl[i]` if
    /// it asks for both outputs (whether or not it then wins them).
    fn route_enc(&mut self, heads: &[Copy], enc: Encoding) -> &[Copy] {
        let n = self.n;
        let nn = 1usize << n;
        self.link.iter_mut().for_each(|x| *x = None);
        for (s, h) in heads.iter().enumerate() {
            if let Some((d, mc)) = *h {
                self.link[shuffle(n, s)] = Some((d & self.mask, mc));
            }
        }
        for k in 0..n {
            let i = stage_of(n, k);
            let (link, out) = (&self.link[..nn], &mut self.out[..nn]);
            let wire = &self.wire[i][..nn];
            for e in 0..nn / 2 {
                let a = [link[2 * e], link[2 * e + 1]];
                if a[0].is_none() && a[1].is_none() {
                    out[wire[2 * e]] = None;
                    out[wire[2 * e + 1]] = None;
                    continue;
                }
                let req = a.map(|x| match x {
                    Some((d, _)) => match enc {
                        Encoding::Region => decode(n, i, d),
                        Encoding::Cube => decode_cube(n, i, d),
                    },
                    None => Request::None,
                });
                for q in 0..2 {
                    if let Some((_, true)) = a[q] {
                        self.arrive[i] += 1;
                        if let Request::Route {
                            out: [Some(_), Some(_)],
                        } = req[q]
                        {
                            self.repl[i] += 1;
                        }
                    }
                }
                let d = arbitrate(req);
                for q in 0..2 {
                    let v = d.conn[q].map(|(p_in, h)| (h, a[p_in].is_some_and(|x| x.1)));
                    out[wire[2 * e + q]] = v;
                }
            }
            std::mem::swap(&mut self.link, &mut self.out);
        }
        &self.link
    }
}

/// Counts of one simulation run ([`simulate`]).
#[derive(Clone, Debug, PartialEq)]
pub struct SimStats {
    /// Nodes `N` and slots simulated.
    pub nodes: usize,
    pub slots: usize,
    /// Fanout of the multicasts.
    pub f: usize,
    /// Copies delivered to outputs, of unicast and of multicast packets.
    pub unicast_delivered: u64,
    pub multicast_delivered: u64,
    /// Per stage `i` (index): multicast copies arriving at an SE input of stage `i`, and
    /// those of them that asked to be replicated there (granted or not).
    pub arrive: Vec<u64>,
    pub repl: Vec<u64>,
}

impl SimStats {
    /// Throughput per output link per slot:
    /// `(unicast delivered + multicast delivered / f) / (N slots)`.
    pub fn eta(&self) -> f64 {
        (self.unicast_delivered as f64 + self.multicast_delivered as f64 / self.f as f64)
            / (self.nodes as f64 * self.slots as f64)
    }
    /// Measured copy rates per stage, `repl[i] / arrive[i]` (NaN where nothing arrived).
    pub fn copy_rates(&self) -> Vec<f64> {
        self.arrive
            .iter()
            .zip(&self.repl)
            .map(|(&a, &r)| {
                if a == 0 {
                    f64::NAN
                } else {
                    r as f64 / a as f64
                }
            })
            .collect()
    }
}

/// Simulate `cfg.slots` slots of the study traffic (see the module documentation) and return
/// the measured throughput per output link per slot. Panics if [`validate`] rejects `cfg`.
pub fn simulate_eta(cfg: &StudyConfig) -> f64 {
    simulate(cfg, Case::A).eta()
}

/// Simulate `cfg.slots` slots of the study traffic in `case` (A: region multicasts with a
/// random start; B: cube multicasts copied at the earliest stages, see the module doc) and
/// return the counts. Panics if [`validate_case`] rejects `cfg`.
pub fn simulate(cfg: &StudyConfig, case: Case) -> SimStats {
    if let Err(e) = validate_case(cfg, case) {
        panic!("{e}");
    }
    let n = cfg.n;
    let nn = 1usize << n;
    let p = BanyanParams {
        n,
        w: 32,
        slot_len: n.max(2),
    };
    let rho = rho_for_load(cfg.f, cfg.m, cfg.load).min(1.0);
    let f = cfg.f as u64;
    // Case B: the k = log2 f high address bits are don't-cares.
    let k = cfg.f.trailing_zeros() as usize;
    let cube_x = ((f - 1) << (n - k)) << n;
    let enc = match case {
        Case::A => Encoding::Region,
        Case::B => Encoding::Cube,
    };
    let mut rng = SmallRng::seed_from_u64(cfg.seed);
    let mut router = Router::new(&p);
    let mut heads: Vec<Copy> = vec![None; nn];
    let (mut uni, mut multi) = (0u64, 0u64);
    for _ in 0..cfg.slots {
        for h in heads.iter_mut() {
            *h = if rng.gen::<f64>() < rho {
                if rng.gen::<f64>() < cfg.m {
                    match case {
                        Case::A => {
                            let s = rng.gen_range(0..=nn as u64 - f);
                            Some((p.with_region(0, s, s + f - 1), true))
                        }
                        Case::B => Some((rng.gen_range(0..nn as u64 / f) | cube_x, true)),
                    }
                } else {
                    let d = rng.gen_range(0..nn as u64);
                    match case {
                        Case::A => Some((p.with_region(0, d, d), false)),
                        Case::B => Some((d, false)),
                    }
                }
            } else {
                None
            };
        }
        for x in router.route_enc(&heads, enc).iter().flatten() {
            if x.1 {
                multi += 1;
            } else {
                uni += 1;
            }
        }
    }
    SimStats {
        nodes: nn,
        slots: cfg.slots,
        f: cfg.f,
        unicast_delivered: uni,
        multicast_delivered: multi,
        arrive: router.arrive,
        repl: router.repl,
    }
}

/// One point of the study: the offered load, the derived `rho`, and the simulated and
/// analytic throughputs. Panics if [`validate`] rejects `cfg`.
pub fn study(cfg: &StudyConfig) -> StudyPoint {
    let sim_eta = simulate_eta(cfg);
    let rho = rho_for_load(cfg.f, cfg.m, cfg.load);
    StudyPoint {
        offered_load: cfg.load,
        rho,
        sim_eta,
        model_eta: analytic_eta(cfg.n, cfg.f, cfg.m, rho),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::banyan::slot::route_slot;

    fn cfg(n: usize, f: usize, m: f64, load: f64, slots: usize) -> StudyConfig {
        StudyConfig {
            n,
            f,
            m,
            load,
            slots,
            seed: 12345,
        }
    }

    #[test]
    fn router_matches_route_slot() {
        let mut rng = SmallRng::seed_from_u64(99);
        for n in 2..=6 {
            let p = BanyanParams::new(n, 16, n.max(2)).unwrap();
            let nn = p.ports();
            let mut r = Router::new(&p);
            for _ in 0..300 {
                let heads: Vec<Option<u64>> = (0..nn)
                    .map(|_| {
                        rng.gen_bool(0.7).then(|| {
                            let a = rng.gen_range(0..nn as u64);
                            let b = rng.gen_range(0..nn as u64);
                            // occasionally malformed (min > max)
                            let (lo, hi) = if rng.gen_bool(0.05) {
                                (a, b)
                            } else {
                                (a.min(b), a.max(b))
                            };
                            p.with_region(rng.gen::<u64>() & 0xffff, lo, hi)
                        })
                    })
                    .collect();
                let tagged: Vec<Copy> = heads.iter().map(|h| h.map(|d| (d, d & 1 == 1))).collect();
                let want = route_slot(&p, &heads).delivered;
                let got: Vec<Option<u64>> =
                    r.route(&tagged).iter().map(|x| x.map(|y| y.0)).collect();
                assert_eq!(got, want, "n={n}");
            }
        }
    }

    #[test]
    fn router_delivers_regions_and_tags_at_n7() {
        let p = BanyanParams {
            n: 7,
            w: 32,
            slot_len: 7,
        };
        let mut r = Router::new(&p);
        for (lo, hi) in [(0u64, 127u64), (5, 5), (63, 64), (17, 99)] {
            let mut h = vec![None; 128];
            h[100] = Some((p.with_region(0, lo, hi), true));
            let out = r.route(&h);
            for (j, x) in out.iter().enumerate() {
                let j = j as u64;
                assert_eq!(x.is_some(), lo <= j && j <= hi);
                if let Some((d, mc)) = x {
                    assert!(*mc);
                    assert_eq!((p.hdr_min(*d), p.hdr_max(*d)), (j, j));
                }
            }
        }
    }

    /// (a) unicast: the independence model is accurate within 2 %.
    #[test]
    fn unicast_sim_matches_model_n7() {
        for load in [1.0, 0.5] {
            let pt = study(&cfg(7, 1, 0.0, load, 20_000));
            let rel = (pt.sim_eta - pt.model_eta).abs() / pt.model_eta;
            assert!(
                rel < 0.02,
                "load {load}: sim {} model {}",
                pt.sim_eta,
                pt.model_eta
            );
        }
    }

    /// (b) copy rates: brute-force enumeration of blocks agrees; f = 1 and f = N extremes.
    #[test]
    fn copy_rate_properties() {
        for n in 2..=7 {
            let nn = 1usize << n;
            assert!(copy_rates(n, 1).iter().all(|&c| c == 0.0));
            assert!(
                copy_rates(n, nn).iter().all(|&c| c == 1.0),
                "f = N, n = {n}"
            );
            for f in 1..=nn {
                let c = copy_rates(n, f);
                assert_eq!(c.len(), n);
                for (i, &ci) in c.iter().enumerate() {
                    let b = 1usize << (i + 1);
                    let (mut arr, mut rep) = (0usize, 0usize);
                    for s in 0..=nn - f {
                        let (lo, hi) = (s, s + f - 1);
                        for blk in 0..nn / b {
                            let (a, z) = (lo.max(blk * b), hi.min(blk * b + b - 1));
                            if a <= z {
                                arr += 1;
                                if (a >> i) & 1 == 0 && (z >> i) & 1 == 1 {
                                    rep += 1;
                                }
                            }
                        }
                    }
                    let want = rep as f64 / arr as f64;
                    assert!((ci - want).abs() < 1e-12, "n={n} f={f} i={i}");
                    assert!((0.0..=1.0).contains(&ci));
                }
            }
        }
        // n = 3, f = 2 by hand: stage 0 splits for the 4 even starts (4 of 4 + 3*2 copies),
        // stage 1 for s = 1, 5 (2 of 8 copies), stage 2 for s = 3 only (1 of 7 copies).
        let c = copy_rates(3, 2);
        assert!((c[0] - 0.4).abs() < 1e-12 && (c[1] - 0.25).abs() < 1e-12);
        assert!((c[2] - 1.0 / 7.0).abs() < 1e-12);
    }

    /// (c) eta never exceeds the offered load nor 1.
    #[test]
    fn eta_bounded() {
        for n in [3, 5, 7] {
            for (f, m) in [(1, 0.0), (2, 1.0), (4, 0.5), (8, 0.5), (1 << n, 0.3)] {
                let fmax = (1.0 - m) + m * f as f64;
                for load in [0.1, 0.5, 1.0, fmax] {
                    let pt = study(&StudyConfig {
                        n,
                        f,
                        m,
                        load,
                        slots: 2000,
                        seed: 3,
                    });
                    for e in [pt.sim_eta, pt.model_eta] {
                        assert!(
                            e >= 0.0 && e <= load + 1e-9 && e <= 1.0 + 1e-9,
                            "{pt:?} n={n} f={f} m={m}"
                        );
                    }
                }
            }
        }
    }

    /// (d) validate names the offending parameter.
    #[test]
    fn validate_rejects() {
        let ok = cfg(7, 4, 0.5, 1.0, 10);
        assert_eq!(validate(&ok), Ok(()));
        let cases: Vec<(StudyConfig, &str)> = vec![
            (StudyConfig { n: 1, ..ok }, "n="),
            (StudyConfig { n: 11, ..ok }, "n="),
            (StudyConfig { f: 0, ..ok }, "f="),
            (StudyConfig { f: 129, ..ok }, "f="),
            (StudyConfig { m: -0.1, ..ok }, "m="),
            (StudyConfig { m: 1.5, ..ok }, "m="),
            (StudyConfig { m: f64::NAN, ..ok }, "m="),
            (StudyConfig { load: 0.0, ..ok }, "load="),
            (StudyConfig { load: 3.0, ..ok }, "load="),
            (StudyConfig { slots: 0, ..ok }, "slots="),
        ];
        for (c, name) in cases {
            let e = validate(&c).unwrap_err();
            assert!(e.contains(name) && e.contains("allowed"), "{c:?}: {e}");
        }
        assert_eq!(rho_for_load(4, 0.5, 1.0), 0.4);
        assert_eq!(validate(&StudyConfig { load: 2.5, ..ok }), Ok(()));
    }

    /// Case B: `c_i = 1` at the log2 f earliest stages, 0 below; the extremes agree with
    /// case A (f = 1: no copies; f = N: a copy at every stage).
    #[test]
    fn case_b_copy_rates_pattern() {
        assert_eq!(
            copy_rates_case_b(7, 8),
            vec![0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0]
        );
        assert_eq!(copy_rates_case_b(3, 2), vec![0.0, 0.0, 1.0]);
        for n in 2..=10 {
            assert_eq!(copy_rates_case_b(n, 1), copy_rates(n, 1));
            assert_eq!(copy_rates_case_b(n, 1 << n), copy_rates(n, 1 << n));
            for k in 0..=n {
                let c = copy_rates_for(n, 1 << k, Case::B);
                assert_eq!(c.iter().sum::<f64>(), k as f64, "n={n} k={k}");
                assert!(c.windows(2).all(|w| w[0] <= w[1]), "ones above zeros");
            }
        }
        // f = 1: both cases are the unicast recursion.
        for rho in [0.3, 1.0] {
            assert_eq!(
                analytic_eta_case(7, 1, 0.4, rho, Case::B),
                analytic_eta(7, 1, 0.0, rho)
            );
        }
    }

    /// `slots >= 1`: one slot is a valid study, zero is refused naming `slots` (killed
    /// mutant: `slots < 1` as `<= 1`).
    #[test]
    fn validate_slot_count_boundary() {
        let c = StudyConfig {
            n: 3,
            f: 2,
            m: 0.5,
            load: 0.5,
            slots: 1,
            seed: 1,
        };
        assert!(validate(&c).is_ok());
        let e = validate(&StudyConfig { slots: 0, ..c }).unwrap_err();
        assert!(e.contains("slots=0"), "{e}");
    }

    #[test]
    #[should_panic(expected = "power of two")]
    fn case_b_copy_rates_refuse_non_power_of_two() {
        copy_rates_case_b(5, 6);
    }

    /// One case-B multicast alone in the network reaches exactly its subcube
    /// `{x N/f + r}` (f distinct nodes), copied once per SE at stages n-1..n-k and never
    /// below; the per-stage counts are 2^(n-1-i) arrivals at the split stages.
    #[test]
    fn case_b_single_packet_reaches_f_nodes() {
        let mut rng = SmallRng::seed_from_u64(7);
        for n in 2..=9 {
            let nn = 1usize << n;
            let p = BanyanParams {
                n,
                w: 32,
                slot_len: n,
            };
            for k in 0..=n {
                let f = 1usize << k;
                for _ in 0..4 {
                    let r = rng.gen_range(0..nn / f);
                    let src = rng.gen_range(0..nn);
                    let mut router = Router::new(&p);
                    let mut h = vec![None; nn];
                    let x = ((f as u64 - 1) << (n - k)) << n;
                    h[src] = Some((r as u64 | x, true));
                    let got: Vec<usize> = router
                        .route_enc(&h, Encoding::Cube)
                        .iter()
                        .enumerate()
                        .filter_map(|(j, c)| c.map(|c| (j, c)))
                        .map(|(j, c)| {
                            assert!(c.1);
                            j
                        })
                        .collect();
                    let want: Vec<usize> = (0..f).map(|x| x * nn / f + r).collect();
                    assert_eq!(got, want, "n={n} f={f} r={r} src={src}");
                    for i in 0..n {
                        let split = i + k >= n;
                        let arr = 1u64 << (n - 1 - i).min(k);
                        assert_eq!(router.arrive[i], arr, "n={n} k={k} i={i}");
                        assert_eq!(router.repl[i], if split { arr } else { 0 });
                    }
                }
            }
        }
    }

    /// Measured copy rates: case A at a low load (few conflicts upstream) matches the
    /// closed form; case B is exactly its 0/1 pattern at any load.
    #[test]
    fn measured_copy_rates_match() {
        for f in [2, 8, 32] {
            let c = StudyConfig {
                m: 1.0,
                f,
                load: 0.05 * f as f64,
                ..cfg(7, f, 1.0, 0.1, 4000)
            };
            let got = simulate(&c, Case::A).copy_rates();
            let want = copy_rates(7, f);
            for i in 0..7 {
                assert!(
                    (got[i] - want[i]).abs() < 0.03,
                    "f={f} i={i}: {got:?} vs {want:?}"
                );
            }
            let c = StudyConfig { load: 1.0, ..c };
            assert_eq!(simulate(&c, Case::B).copy_rates(), copy_rates_case_b(7, f));
        }
    }

    /// Case B needs a power-of-two fanout; the error names f and the allowed values.
    #[test]
    fn validate_case_b() {
        let c = cfg(7, 6, 0.1, 1.0, 10);
        assert_eq!(validate_case(&c, Case::A), Ok(()));
        let e = validate_case(&c, Case::B).unwrap_err();
        assert!(
            e.contains("f=6") && e.contains("allowed 1, 2, 4, .., 128"),
            "{e}"
        );
        assert_eq!(validate_case(&StudyConfig { f: 8, ..c }, Case::B), Ok(()));
        assert!(Case::parse("C").unwrap_err().contains("case=C"));
        assert_eq!(Case::parse("b"), Ok(Case::B));
    }

    /// Figure 7's claim: case A above case B at offered load 1.0, in the model at every
    /// n > log2 f (equal at f = N, where both are a broadcast) and in the simulation at
    /// n = 7; throughput falls with n in both.
    #[test]
    fn case_a_above_case_b() {
        for (m, f) in [(0.1, 2), (0.1, 4), (0.5, 4), (0.1, 16), (1.0, 4)] {
            let rho = rho_for_load(f, m, 1.0);
            let k = f.trailing_zeros() as usize;
            let mut last = (f64::INFINITY, f64::INFINITY);
            for n in k.max(2)..=10 {
                let a = analytic_eta_case(n, f, m, rho, Case::A);
                let b = analytic_eta_case(n, f, m, rho, Case::B);
                if n == k {
                    assert!((a - b).abs() < 1e-12, "m={m} f={f} n={n}");
                } else {
                    assert!(a > b, "m={m} f={f} n={n}: A {a} B {b}");
                }
                assert!(a < last.0 && b < last.1, "falls with n: m={m} f={f} n={n}");
                last = (a, b);
            }
        }
        for (m, f, gap) in [(0.1, 4, 0.02), (0.5, 4, 0.04), (0.1, 16, 0.02)] {
            let c = cfg(7, f, m, 1.0, 2000);
            let (a, b) = (simulate(&c, Case::A).eta(), simulate(&c, Case::B).eta());
            assert!(a > b + gap, "m={m} f={f}: sim A {a} B {b}");
        }
    }

    /// Where simulation and model part (n = 7, load 1.0): in both cases the network delivers
    /// more multicast copies than the model's `rho' - u'` (the copies of one multicast never
    /// meet in an SE; the model lets them compete as independent packets), and fewer
    /// unicasts than its `u'`. eta weights a multicast copy 1/f, so in case A the sim lies
    /// above the model at f = 4 while in case B (m = 0.1) the unicast deficit wins and the
    /// sim lies below.
    #[test]
    fn sim_and_model_part_by_packet_class() {
        for case in [Case::A, Case::B] {
            for (m, f) in [(0.1, 4), (0.1, 16), (0.5, 4)] {
                let c = cfg(7, f, m, 1.0, 3000);
                let s = simulate(&c, case);
                let d = (s.nodes * s.slots) as f64;
                let (r, u) =
                    analytic_outputs(&copy_rates_for(7, f, case), m, rho_for_load(f, m, 1.0));
                let (su, sm) = (
                    s.unicast_delivered as f64 / d,
                    s.multicast_delivered as f64 / d,
                );
                assert!(
                    sm > (r - u) * 1.05,
                    "{case:?} m={m} f={f}: {sm} vs {}",
                    r - u
                );
                assert!(su < u, "{case:?} m={m} f={f}: {su} vs {u}");
            }
        }
        let c = cfg(7, 4, 0.1, 1.0, 3000);
        let rho = rho_for_load(4, 0.1, 1.0);
        assert!(simulate(&c, Case::A).eta() > analytic_eta_case(7, 4, 0.1, rho, Case::A) + 0.002);
        assert!(simulate(&c, Case::B).eta() < analytic_eta_case(7, 4, 0.1, rho, Case::B) - 0.004);
    }
}
