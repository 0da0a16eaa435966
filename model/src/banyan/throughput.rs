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

/// Analytic throughput per output link: equations (1) and (2) iterated from stage `n-1`
/// down to stage 0 with the copy rates [`copy_rates`]`(n, f)`, starting from
/// `rho_{n-1} = rho`, `m_{n-1} = m`; `eta = (rho' - u')/f + u'`.
pub fn analytic_eta(n: usize, f: usize, m: f64, rho: f64) -> f64 {
    let c = copy_rates(n, f);
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
    (r - u) / f as f64 + u
}

/// A link's content during a slot: the head data and whether it is a multicast copy.
type Copy = Option<(u64, bool)>;

/// Slot router for any `n` (no per-source bitmasks): the same SE decisions and wiring as
/// [`super::slot::route_slot`], carrying a unicast/multicast tag with each copy.
struct Router {
    n: usize,
    mask: u64,
    link: Vec<Copy>,
    out: Vec<Copy>,
    /// `wire[i][l]`: where output link `l` of stage `i` goes (butterfly, identity at i = 0).
    wire: Vec<Vec<usize>>,
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
        }
    }

    /// Route one slot of heads (`heads[s]` = node s's head data and multicast tag). Returns,
    /// per node, the head delivered to it (if any) with the tag of the packet it came from.
    fn route(&mut self, heads: &[Copy]) -> &[Copy] {
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
                    Some((d, _)) => decode(n, i, d),
                    None => Request::None,
                });
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

/// Simulate `cfg.slots` slots of the study traffic (see the module documentation) and return
/// the measured throughput per output link per slot. Panics if [`validate`] rejects `cfg`.
pub fn simulate_eta(cfg: &StudyConfig) -> f64 {
    if let Err(e) = validate(cfg) {
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
    let mut rng = SmallRng::seed_from_u64(cfg.seed);
    let mut router = Router::new(&p);
    let mut heads: Vec<Copy> = vec![None; nn];
    let (mut uni, mut multi) = (0u64, 0u64);
    for _ in 0..cfg.slots {
        for h in heads.iter_mut() {
            *h = if rng.gen::<f64>() < rho {
                if rng.gen::<f64>() < cfg.m {
                    let s = rng.gen_range(0..=nn as u64 - f);
                    Some((p.with_region(0, s, s + f - 1), true))
                } else {
                    let d = rng.gen_range(0..nn as u64);
                    Some((p.with_region(0, d, d), false))
                }
            } else {
                None
            };
        }
        for x in router.route(&heads).iter().flatten() {
            if x.1 {
                multi += 1;
            } else {
                uni += 1;
            }
        }
    }
    (uni as f64 + multi as f64 / cfg.f as f64) / (nn as f64 * cfg.slots as f64)
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
}
