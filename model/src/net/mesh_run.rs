//! One simulation point of the 2-D TPM mesh (two-phase-multicast paper, Section 5.3) on the
//! golden model's engine ([`crate::mesh::MeshNet`]: the routers equal the RTL cycle for
//! cycle), reported in the shared [`NetResult`].
//!
//! # Traffic (Section 5.3)
//! Every node generates unicasts and multicasts with exponential inter-arrival times. With
//! `load` = L received flits per node per cycle (the fat tree's effective load), `msg-flits`
//! = M payload flits per message and `multicast-share` = s (the paper's 10%), a node
//! generates unicasts at rate `(1 - s) L / M` and multicasts at rate `s L / (M D)`, D =
//! `mean-dests`: the paper's inter-arrival times `N / (0.9 X)` and `N D / (0.1 X)` with the
//! system throughput X = N L / M messages received per cycle. A multicast's destination
//! count is normal (`mean-dests`, `sd-dests`) rounded and clipped to
//! `min-dests..=max-dests` (and the other nodes), its destinations uniform over the other
//! nodes. Unicast destinations are uniform over the other nodes.
//!
//! A multicast is sent by `mesh-multicast`: TPM ([`crate::tpm::tpm_worms`]: the main-path
//! worm, second-phase worms re-injected by the retransmitting nodes' interfaces),
//! column-path, unicast-based or dual-path (one start-up batch of worms from the source).
//! Under dual-path every router routes on the Hamiltonian snake path
//! ([`crate::mesh::Routing::Hamiltonian`]), unicasts included, as the paper's dual-path
//! network does; the other schemes route dimension order. Start-ups
//! (`startup` for the first worm of a batch, `startup-next` for each further one, and again
//! for every second-phase batch) are paid by the node's processor one batch after another
//! ([`crate::mesh::ni`]).
//!
//! # Measurements
//! * `latency_last`: generation (start-up and source queueing included) to the tail at the
//!   last destination; `latency_mean`: mean over destinations; `latency_unicast` /
//!   `latency_multicast`: `latency_last` of each kind (Figure 12 a and b).
//! * `accepted` / `ejection_rate`: payload flits delivered to applications per node per
//!   cycle; `offered`: destination-flits generated per node per cycle; `traffic`: flits on
//!   router-to-router links per link per cycle; `injection_rate`: flits injected per node
//!   per cycle (headers and second-phase worms included).
//! * Saturated and deadlock as for the fat tree; the deadlock report lists the worms held
//!   in the routers.

use super::config::{MeshScheme, NetConfig};
use super::result::{Ending, Window};
use super::NetResult;
use crate::mesh::{Coord, Entry, Flags, Mesh, MeshNet};
use rand::rngs::SmallRng;
use rand::seq::index::sample;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::time::Instant;

/// The worms (destination lists) a scheme sends from `src` in its first batch.
pub fn first_phase(
    scheme: MeshScheme,
    mesh: &Mesh,
    src: Coord,
    dests: &[Coord],
) -> Vec<Vec<Entry>> {
    let worms = match scheme {
        MeshScheme::Tpm => crate::tpm::tpm_worms(mesh, src, dests),
        MeshScheme::ColumnPath => crate::tpm::column_path::column_path_worms(mesh, src, dests),
        MeshScheme::Unicast => crate::tpm::unicast::unicast_worms(mesh, src, dests),
        MeshScheme::DualPath => crate::tpm::dual_path::dual_path_worms(mesh, src, dests),
    };
    worms.into_iter().map(|w| w.entries).collect()
}

/// A multicast's destination count (Section 5.3's clipped normal).
fn dest_count(cfg: &NetConfig, rng: &mut SmallRng, others: usize) -> usize {
    // Box-Muller.
    let u1: f64 = 1.0 - rng.gen::<f64>();
    let u2: f64 = rng.gen();
    let z = (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos();
    let d = (cfg.mean_dests + cfg.sd_dests * z).round();
    (d.max(cfg.min_dests as f64) as usize)
        .min(cfg.max_dests)
        .min(others)
}

struct Live {
    born: u64,
    left: usize,
    dests: usize,
    sum: u64,
    multicast: bool,
    measured: bool,
}

/// Directed router-to-router links of a mesh.
pub fn links(m: &Mesh) -> usize {
    2 * ((m.x - 1) * m.y + m.x * (m.y - 1))
}

/// Run one mesh point; `progress(done, total)` every 1,024 cycles.
pub fn run_mesh(cfg: &NetConfig, progress: &mut dyn FnMut(u64, u64)) -> Result<NetResult, String> {
    let t0 = Instant::now();
    cfg.validate()?;
    let p = cfg.mesh_params()?;
    let mesh = p.mesh;
    let n = mesh.nodes();
    let mut net = MeshNet::new(p, cfg.seed).map_err(|e| e.0)?;
    net.watchdog = cfg.watchdog;
    for ni in net.nis.iter_mut() {
        ni.startup_first = cfg.startup;
        ni.startup_next = cfg.startup_next;
    }
    let mut rng = SmallRng::seed_from_u64(cfg.seed);
    let m = cfg.msg_flits as f64;
    let s = cfg.multicast_share;
    let rate_u = (1.0 - s) * cfg.load / m;
    let rate_m = s * cfg.load / (m * cfg.mean_dests);
    let rate = rate_u + rate_m;
    let p_mc = if rate > 0.0 { rate_m / rate } else { 0.0 };
    let gap = |rng: &mut SmallRng| -(1.0 - rng.gen::<f64>()).ln() / rate;
    let mut next: Vec<f64> = (0..n).map(|_| gap(&mut rng)).collect();
    let (w0, w1) = (cfg.warmup, cfg.warmup + cfg.cycles);
    let end = w1 + cfg.drain;
    let nb = cfg.batches;
    let batch_of = |t: u64| ((t - w0) as u128 * nb as u128 / (w1 - w0) as u128) as usize;
    let mut win = Window::new(nb);
    let mut live: HashMap<u64, Live> = HashMap::new();
    // Message ids travel in the first two payload words (one when msg-flits = 1).
    let idmask = if cfg.msg_flits >= 2 {
        crate::flit::mask(2 * cfg.w)
    } else {
        crate::flit::mask(cfg.w)
    };
    let mut next_id = 1u64;
    let inj_flits = |net: &MeshNet| net.nis.iter().map(|x| x.injected_flits).sum::<u64>();
    let (mut at_w0, mut at_w1) = ((0, 0), None);
    let mut delivered_in_window = 0u64;
    let mut deadlock = false;
    let mut report = String::new();
    let mut seen = 0usize;
    let mut t = 0u64;
    loop {
        if t == w0 {
            at_w0 = (net.transfers, inj_flits(&net));
        }
        if t == w1 {
            at_w1 = Some((net.transfers, inj_flits(&net)));
        }
        if t >= w1 && (win.completed == win.measured || t >= end) {
            break;
        }
        if t & 1023 == 0 {
            progress(t, if t >= w1 { end } else { w1 });
        }
        let in_window = t >= w0 && t < w1;
        for src in 0..n {
            while next[src] <= t as f64 {
                next[src] += gap(&mut rng);
                let sc = mesh.coord(src);
                let multicast = rng.gen_bool(p_mc);
                let dests: Vec<Coord> = if multicast {
                    let k = dest_count(cfg, &mut rng, n - 1);
                    sample(&mut rng, n - 1, k)
                        .into_iter()
                        .map(|i| mesh.coord(if i >= src { i + 1 } else { i }))
                        .collect()
                } else {
                    let mut d = rng.gen_range(0..n - 1);
                    if d >= src {
                        d += 1;
                    }
                    vec![mesh.coord(d)]
                };
                let worms = if multicast {
                    first_phase(cfg.mesh_multicast, &mesh, sc, &dests)
                } else {
                    vec![vec![Entry::new(dests[0], Flags::ABS)]]
                };
                if live.len() as u64 >= idmask / 2 {
                    return Err(format!(
                        "more than {} messages in flight: the point is far beyond saturation (lower load or cycles)",
                        idmask / 2
                    ));
                }
                let mut id = next_id & idmask;
                while id == 0 || live.contains_key(&id) {
                    next_id += 1;
                    id = next_id & idmask;
                }
                next_id += 1;
                net.send(src, &worms, cfg.msg_flits, id);
                live.insert(
                    id,
                    Live {
                        born: t,
                        left: dests.len(),
                        dests: dests.len(),
                        sum: 0,
                        multicast,
                        measured: in_window,
                    },
                );
                if in_window {
                    win.measured += 1;
                    win.offered_flits += (dests.len() * cfg.msg_flits) as u64;
                }
            }
        }
        if let Err(r) = net.step() {
            deadlock = true;
            report = r;
            break;
        }
        for d in &net.deliveries[seen..] {
            if !d.absorbed {
                continue;
            }
            if in_window {
                win.acc[batch_of(t)] += cfg.msg_flits as u64;
                delivered_in_window += cfg.msg_flits as u64;
            }
            let Some(l) = live.get_mut(&d.id) else {
                return Err(format!(
                    "simulation error (a bug, please report it): message {} delivered at node {} but not live",
                    d.id, d.node
                ));
            };
            if l.left == 0 {
                return Err(format!(
                    "simulation error (a bug, please report it): message {} delivered more often than it has destinations",
                    d.id
                ));
            }
            l.left -= 1;
            l.sum += d.cycle + 1 - l.born;
            if l.left == 0 {
                let l = live.remove(&d.id).expect("live");
                if l.measured {
                    win.complete(
                        batch_of(l.born),
                        (d.cycle + 1 - l.born) as f64,
                        l.sum as f64 / l.dests as f64,
                        l.multicast,
                    );
                }
            }
        }
        seen = net.deliveries.len();
        if seen > 1 << 16 {
            net.deliveries.clear();
            seen = 0;
        }
        t += 1;
    }
    progress(t, t);
    let end_counts = (net.transfers, inj_flits(&net));
    let (w_end, c1) = match at_w1 {
        Some(c) => (w1, c),
        None => (t.max(w0 + 1), end_counts),
    };
    let window = (w_end - w0) as f64;
    let nf = n as f64;
    let traffic = (c1.0 - at_w0.0) as f64 / (links(&mesh) as f64 * window);
    let injection = (c1.1 - at_w0.1) as f64 / (nf * window);
    let ejection = delivered_in_window as f64 / (nf * window);
    Ok(win.result(
        cfg,
        n,
        w1 - w0,
        Ending {
            traffic,
            injection,
            ejection,
            deadlock,
            report,
            cycles_run: t,
            wall_seconds: t0.elapsed().as_secs_f64(),
        },
    ))
}

/// What one multicast cost alone on the mesh ([`multicast_alone`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AloneCost {
    /// Cycles from the send (start-ups included) until the tail reached the last
    /// destination's application: `latency_last` of the network runs.
    pub latency: u64,
    /// Flits sent on router-to-router links, destination entries included.
    pub link_flits: u64,
    /// Payload flits (`BODY`, `TAIL`) sent on router-to-router links: `msg_flits` x hops
    /// summed over every worm, the paper's "additional traffic".
    pub payload_flits: u64,
}

/// One multicast from `src` to `dests` by `scheme`, alone on an otherwise idle mesh of
/// routers `p` (the contention-free setting of Figures 10 and 11 on the flit-level engine):
/// the source's node interface pays `startup` / `startup_next` for its first-phase batch
/// and every retransmitting node's interface again for its second-phase batch, as in
/// [`run_mesh`]; `p.routing` is set from the scheme (Hamiltonian for dual-path). Runs until
/// the mesh is idle; errors when the watchdog (`watchdog` cycles without a flit moving)
/// fires, or when the applications did not receive the message exactly once at exactly
/// `dests`.
#[allow(clippy::too_many_arguments)]
pub fn multicast_alone(
    mut p: crate::mesh::RouterParams,
    scheme: MeshScheme,
    startup: u64,
    startup_next: u64,
    msg_flits: usize,
    src: Coord,
    dests: &[Coord],
    watchdog: u64,
) -> Result<AloneCost, String> {
    p.routing = if scheme == MeshScheme::DualPath {
        crate::mesh::Routing::Hamiltonian
    } else {
        crate::mesh::Routing::DimOrder
    };
    let mesh = p.mesh;
    let mut net = MeshNet::new(p, 1).map_err(|e| e.0)?;
    net.watchdog = watchdog;
    for ni in net.nis.iter_mut() {
        ni.startup_first = startup;
        ni.startup_next = startup_next;
    }
    let worms = first_phase(scheme, &mesh, src, dests);
    net.send(mesh.node(src), &worms, msg_flits, 1);
    net.step()?;
    while !net.is_idle() {
        net.step()?;
    }
    let mut got: Vec<usize> = vec![];
    let mut latency = 0;
    for d in &net.deliveries {
        if d.absorbed {
            got.push(d.node);
            latency = latency.max(d.cycle + 1);
        }
    }
    got.sort_unstable();
    let mut want: Vec<usize> = dests.iter().map(|&c| mesh.node(c)).collect();
    want.sort_unstable();
    if got != want {
        return Err(format!(
            "{scheme:?} multicast from {src:?}: delivered to nodes {got:?}, expected exactly once to {want:?}"
        ));
    }
    Ok(AloneCost {
        latency,
        link_flits: net.transfers,
        payload_flits: net.payload_transfers,
    })
}
