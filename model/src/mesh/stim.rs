//! Random traffic for the mesh checks: legal unicast and multidestination worms that use
//! every multicast service of the router (PAF, PAR, PAFR, TAR, TAFR, ABS, several branches
//! from one node), the four kinds of bad header of the issue, and a driver that runs them on
//! the [`MeshNet`] engine with back-pressure and checks exactly-once delivery.

use super::format::{tag, RouterParams};
use super::geometry::{Coord, Entry, Flags, Mesh};
use super::net::MeshNet;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;

/// A random node other than `not`.
pub fn other(rng: &mut SmallRng, m: &Mesh, not: Coord) -> Coord {
    loop {
        let c = m.coord(rng.gen_range(0..m.nodes()));
        if c != not {
            return c;
        }
    }
}

/// Destinations along the dimension-order path from `s` to a random node, the last one ABS,
/// the others PAF: a legal phase-2 (branch) list. Returns the entries and the absorbing set.
fn branch(rng: &mut SmallRng, m: &Mesh, s: Coord) -> Vec<Entry> {
    let t = other(rng, m, s);
    let path = m.path(s, t);
    let mut e = vec![];
    for &c in &path[1..path.len() - 1] {
        if rng.gen_bool(0.3) {
            e.push(Entry::new(c, Flags::PAF));
        }
    }
    e.push(Entry::new(t, Flags::ABS));
    e
}

/// A random legal multidestination worm from `s`: destinations along a dimension-order path,
/// some nodes retransmitting one or two branches. Returns the entries and every node whose
/// application must receive the message (over both phases).
pub fn multicast(rng: &mut SmallRng, m: &Mesh, s: Coord) -> (Vec<Entry>, Vec<Coord>) {
    let t = other(rng, m, s);
    let path = m.path(s, t);
    let mut entries = vec![];
    let mut dests = vec![];
    for (i, &c) in path.iter().enumerate().skip(1) {
        let last = i + 1 == path.len();
        let dest = last || rng.gen_bool(0.4);
        let branches = if rng.gen_bool(0.25) {
            rng.gen_range(1..=2)
        } else {
            0
        };
        if !dest && branches == 0 {
            continue;
        }
        let mut f = 0;
        if dest && (last || rng.gen_bool(0.8)) {
            f |= Flags::A;
        }
        if !last {
            f |= Flags::F;
        }
        if branches > 0 {
            f |= Flags::R;
        }
        if f == Flags::F {
            continue;
        }
        if f & Flags::A != 0 {
            dests.push(c);
        }
        if branches == 0 {
            entries.push(Entry::new(c, Flags(f)));
        }
        for _ in 0..branches {
            entries.push(Entry::new(c, Flags(f)));
            let b = branch(rng, m, c);
            dests.extend(b.iter().map(|e| e.at));
            entries.extend(b);
        }
    }
    (entries, dests)
}

/// The kinds of bad worm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadKind {
    /// A destination outside the mesh (only where the coordinate fields can hold one).
    Outside,
    /// The list's second destination lies behind the first (a reversal).
    Unsorted,
    /// The same destination twice in a row (no retransmit between).
    Duplicate,
    /// Flags that no operation defines (F alone, or none).
    Flags,
    /// A payload longer than its `len`.
    LongPayload,
    /// A payload shorter than its `len`.
    ShortPayload,
}

/// A bad worm from `s` of kind `k` (raw flits), or `None` if the kind cannot be built here.
pub fn bad_worm(
    rng: &mut SmallRng,
    p: &RouterParams,
    s: Coord,
    k: BadKind,
) -> Option<Vec<(u8, u64)>> {
    let m = p.mesh;
    let l = p.validate().ok()?;
    let len = rng.gen_range(2..=4usize);
    let raw = |entries: &[(Coord, u8)], len_field: usize, payload: usize| {
        let mut v: Vec<(u8, u64)> = entries
            .iter()
            .map(|&(c, f)| (tag::DEST, l.encode(Entry::new(c, Flags(f)), len_field)))
            .collect();
        for i in 0..payload {
            v.push((
                if i + 1 == payload {
                    tag::TAIL
                } else {
                    tag::BODY
                },
                0xbad0 + i as u64,
            ));
        }
        v
    };
    let t = other(rng, &m, s);
    Some(match k {
        BadKind::Outside => {
            if m.x < 1 << l.x_bits {
                raw(&[(Coord::new(m.x, t.y), Flags::A)], len, len)
            } else if m.y < 1 << l.y_bits {
                raw(&[(Coord::new(t.x, m.y), Flags::A)], len, len)
            } else {
                return None;
            }
        }
        BadKind::Unsorted => {
            let path = m.path(s, t);
            if path.len() < 3 {
                return None;
            }
            let mid = path[path.len() / 2];
            raw(&[(t, Flags::A | Flags::F), (mid, Flags::A)], len, len)
        }
        BadKind::Duplicate => raw(&[(t, Flags::A | Flags::F), (t, Flags::A)], len, len),
        BadKind::Flags => raw(
            &[(t, if rng.gen_bool(0.5) { Flags::F } else { 0 })],
            len,
            len,
        ),
        BadKind::LongPayload => raw(&[(t, Flags::A)], len, len + rng.gen_range(1..=2)),
        BadKind::ShortPayload => raw(&[(t, Flags::A)], len, rng.gen_range(1..len)),
    })
}

/// Mixed traffic settings.
#[derive(Clone, Debug)]
pub struct Mix {
    pub cycles: u64,
    /// Messages generated per node per cycle.
    pub rate: f64,
    /// Share of multicast worms.
    pub multicast: f64,
    /// Payload flits 1..=max_len.
    pub max_len: usize,
    /// Consumption back-pressure: probability a node does not pop a flit in a cycle.
    pub stall: f64,
    /// A bad worm every this many cycles (0: none).
    pub bad_every: u64,
    pub seed: u64,
    /// Cycles to drain after `cycles` (traffic stops).
    pub drain: u64,
    /// Probability that a synchronous reset of the whole mesh starts in a cycle of the first
    /// three quarters of the traffic (1 to 3 cycles of `rst`, [`MeshNet::reset_cycle`]; the
    /// last quarter has traffic generated after the last reset); 0: none.
    pub resets: f64,
}

impl Default for Mix {
    fn default() -> Mix {
        Mix {
            cycles: 2000,
            rate: 0.01,
            multicast: 0.4,
            max_len: 6,
            stall: 0.2,
            bad_every: 0,
            seed: 1,
            drain: 3000,
            resets: 0.0,
        }
    }
}

/// What a mixed run produced.
#[derive(Clone, Debug, Default)]
pub struct MixReport {
    pub messages: u64,
    pub multicasts: u64,
    pub bad_sent: u64,
    /// Deliveries to applications.
    pub delivered: u64,
    pub cycles: u64,
    /// Resets (runs of `rst` cycles) and messages generated after the last one (each
    /// delivered exactly once to exactly its destinations).
    pub resets: u64,
    pub after_last_reset: u64,
}

/// Run mixed traffic on `net`; checks that every message reached exactly its destinations
/// once and that every bad worm was counted once. Errors name the first difference.
/// With resets (`mix.resets` > 0): a message generated before the end of the last reset
/// reaches a subset of its destinations, each at most once; every message generated after
/// it reaches exactly its destinations once; the routers count at most the bad worms sent.
pub fn run_mix(net: &mut MeshNet, mix: &Mix) -> Result<MixReport, String> {
    let p = net.params();
    let m = p.mesh;
    let l = p.validate().map_err(|e| e.0)?;
    let mut rng = SmallRng::seed_from_u64(mix.seed);
    let max_len = mix.max_len.min(l.max_len());
    let mut expect: BTreeMap<u64, (Vec<usize>, u64)> = BTreeMap::new();
    let mut rst = crate::mway::traffic::Resets::new(mix.resets, mix.seed);
    let (mut prev_rst, mut last_reset_end) = (false, 0u64);
    let mut rep = MixReport::default();
    let mut id = 1u64;
    let kinds = [
        BadKind::Outside,
        BadKind::Unsorted,
        BadKind::Duplicate,
        BadKind::Flags,
        BadKind::LongPayload,
        BadKind::ShortPayload,
    ];
    let idmask = crate::flit::mask(p.w);
    while net.now < mix.cycles + mix.drain {
        let t = net.now;
        if t < mix.cycles {
            for n in 0..m.nodes() {
                if rng.gen_bool(mix.rate) {
                    let s = m.coord(n);
                    let len = rng.gen_range(1..=max_len);
                    let (entries, dests) = if rng.gen_bool(mix.multicast) {
                        rep.multicasts += 1;
                        multicast(&mut rng, &m, s)
                    } else {
                        let d = other(&mut rng, &m, s);
                        (vec![Entry::new(d, Flags::ABS)], vec![d])
                    };
                    net.send(n, &[entries], len, id & idmask);
                    let mut d: Vec<usize> = dests.iter().map(|&c| m.node(c)).collect();
                    d.sort();
                    expect.insert(id & idmask, (d, t));
                    id += 1;
                    rep.messages += 1;
                }
            }
            if mix.bad_every > 0 && t % mix.bad_every == mix.bad_every / 2 {
                let s = m.coord(rng.gen_range(0..m.nodes()));
                let k = kinds[(t / mix.bad_every) as usize % kinds.len()];
                if let Some(f) = bad_worm(&mut rng, &p, s, k) {
                    net.send_raw(m.node(s), f);
                    rep.bad_sent += 1;
                }
            }
        }
        if t < mix.cycles * 3 / 4 && rst.next() {
            rep.resets += !prev_rst as u64;
            prev_rst = true;
            net.reset_cycle();
            last_reset_end = net.now;
            continue;
        }
        prev_rst = false;
        net.step()?;
    }
    rep.cycles = net.now;
    if !net.is_idle() {
        return Err(format!(
            "traffic did not drain in {} cycles\n{}",
            mix.drain,
            net.deadlock_report()
        ));
    }
    let mut got: BTreeMap<u64, Vec<usize>> = BTreeMap::new();
    for d in &net.deliveries {
        if d.absorbed {
            got.entry(d.id).or_default().push(d.node);
        }
    }
    for v in got.values_mut() {
        v.sort();
    }
    for (id, (want, born)) in &expect {
        let have = got.remove(id).unwrap_or_default();
        let exact = *born >= last_reset_end;
        rep.after_last_reset += (exact && rep.resets > 0) as u64;
        let ok = if exact {
            &have == want
        } else {
            // Lost in a reset: a subset of the destinations, each at most once.
            have.iter().all(|n| {
                have.iter().filter(|&m| m == n).count() <= want.iter().filter(|&m| m == n).count()
            })
        };
        if !ok {
            return Err(format!(
                "message {id} (generated at cycle {born}, last reset ended at {last_reset_end}): \
                 delivered to {have:?}, expected exactly once to {want:?}"
            ));
        }
        rep.delivered += have.len() as u64;
    }
    if let Some((id, v)) = got.into_iter().next() {
        return Err(format!("unknown message {id} delivered to {v:?}"));
    }
    if net.bad_count() != rep.bad_sent && !(rep.resets > 0 && net.bad_count() <= rep.bad_sent) {
        return Err(format!(
            "{} bad worms sent, routers counted {}",
            rep.bad_sent,
            net.bad_count()
        ));
    }
    Ok(rep)
}
