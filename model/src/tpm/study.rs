//! The contention-free study of Section 5.2 (Figures 10 and 11): for a number of
//! destinations `k`, `ops` multicast operations, each from a uniformly random source to `k`
//! distinct destinations drawn uniformly from the other nodes; every scheme prices the same
//! operations (common random numbers, seeded from `(seed, k)`), and the point is the mean
//! latency and additional traffic with 95% confidence half-widths (normal approximation).

use rand::rngs::SmallRng;
use rand::seq::index::sample;
use rand::{Rng, SeedableRng};

use crate::mesh::{Coord, Mesh};
use crate::tpm::column_path::column_path_schedule;
use crate::tpm::deliver::deliver;
use crate::tpm::dual_path::dual_path_schedule;
use crate::tpm::preprocess::tpm_worms;
use crate::tpm::schedule::Schedule;
use crate::tpm::timing::{evaluate, Timing};
use crate::tpm::unicast::unicast_schedule;

/// A multicast scheme of the study.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scheme {
    /// Two-phase multicast (this paper).
    Tpm,
    /// Dual-path (Lin, McKinley, Ni 1994).
    DualPath,
    /// Column-path (Boppana et al. 1994).
    ColumnPath,
    /// One unicast per destination.
    Unicast,
}

impl Scheme {
    /// Every scheme, in plotting order.
    pub const ALL: [Scheme; 4] = [
        Scheme::Tpm,
        Scheme::DualPath,
        Scheme::ColumnPath,
        Scheme::Unicast,
    ];
    /// The name used in configurations and CSV files.
    pub fn name(self) -> &'static str {
        match self {
            Scheme::Tpm => "tpm",
            Scheme::DualPath => "dual-path",
            Scheme::ColumnPath => "column-path",
            Scheme::Unicast => "unicast",
        }
    }
    /// The scheme of a name ([`Scheme::name`]).
    pub fn parse(s: &str) -> Option<Scheme> {
        Scheme::ALL.into_iter().find(|x| x.name() == s)
    }
    /// The scheme's schedule for one multicast.
    pub fn schedule(self, mesh: &Mesh, src: Coord, dests: &[Coord]) -> Schedule {
        match self {
            Scheme::Tpm => {
                deliver(mesh, &tpm_worms(mesh, src, dests))
                    .expect("TPM worms are legal")
                    .schedule
            }
            Scheme::DualPath => dual_path_schedule(mesh, src, dests),
            Scheme::ColumnPath => column_path_schedule(mesh, src, dests),
            Scheme::Unicast => unicast_schedule(mesh, src, dests),
        }
    }
}

/// A random multicast: a uniform source and `k` distinct other nodes (`k < nodes`).
pub fn random_multicast<R: Rng>(rng: &mut R, mesh: &Mesh, k: usize) -> (Coord, Vec<Coord>) {
    let n = mesh.nodes();
    assert!(k < n, "{k} destinations on {n} nodes");
    let s = rng.gen_range(0..n);
    let dests = sample(rng, n - 1, k)
        .into_iter()
        .map(|i| mesh.coord(if i >= s { i + 1 } else { i }))
        .collect();
    (mesh.coord(s), dests)
}

/// Mean and 95% confidence half-width.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mean {
    /// Sample mean.
    pub mean: f64,
    /// 1.96 standard errors.
    pub ci95: f64,
}

/// The mean of `v` with its 95% confidence half-width (normal approximation).
pub fn mean(v: &[f64]) -> Mean {
    let n = v.len() as f64;
    let m = v.iter().sum::<f64>() / n;
    let var = if v.len() > 1 {
        v.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    Mean {
        mean: m,
        ci95: 1.96 * (var / n).sqrt(),
    }
}

/// One point of the study.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointStats {
    /// Latency, time units.
    pub latency: Mean,
    /// Additional traffic, channel-time units.
    pub traffic: Mean,
    /// Mean number of messages sent.
    pub messages: f64,
    /// Largest number of start-up phases seen.
    pub max_phases: u32,
}

/// The operations of a point: `ops` random multicasts with `k` destinations, seeded from
/// `(seed, k)`.
pub fn operations(mesh: &Mesh, k: usize, ops: usize, seed: u64) -> Vec<(Coord, Vec<Coord>)> {
    let mut rng = SmallRng::seed_from_u64(seed ^ (k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    (0..ops)
        .map(|_| random_multicast(&mut rng, mesh, k))
        .collect()
}

/// Price `scheme` on the operations `ops` under `timing`.
pub fn measure(
    scheme: Scheme,
    mesh: &Mesh,
    ops: &[(Coord, Vec<Coord>)],
    timing: &Timing,
) -> PointStats {
    let mut lat = Vec::with_capacity(ops.len());
    let mut tra = Vec::with_capacity(ops.len());
    let mut msgs = 0usize;
    let mut max_phases = 0;
    for (s, d) in ops {
        let sch = scheme.schedule(mesh, *s, d);
        let c = evaluate(&sch, timing);
        lat.push(c.latency as f64);
        tra.push(c.traffic as f64);
        msgs += sch.sent.len();
        max_phases = max_phases.max(sch.phases());
    }
    PointStats {
        latency: mean(&lat),
        traffic: mean(&tra),
        messages: msgs as f64 / ops.len().max(1) as f64,
        max_phases,
    }
}
