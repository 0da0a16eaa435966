//! Behaviour revisions of every hardware family (the fat-tree switches, the banyan networks,
//! the m-way and TPM routers and their meshes): a module name that changes whenever the
//! hardware's cycles do.
//!
//! A switch's module name lists its parameters (`ib_switch_chunk_wide_k4_d2_...`). A change
//! that moves any output of any cycle (a new schedule, an added pipeline stage) changes the
//! hardware a user instantiated under that name, so the name must change too: the golden
//! model of each family carries a `REVISION`, and from the second revision on the IP's module
//! names end in `_r<REVISION>` (`wormcast_ip::central_buffer::module_name`,
//! `wormcast_ip::input_buffered::module_name`). Cycle-neutral changes (a restructuring the
//! three-way checks prove equal) keep the revision and the name.
//!
//! What keeps the revision honest is the **behaviour fingerprint**: the golden model run
//! closed-loop on a fixed random stimulus ([`LinkStim`]: load 0.8, multicast, upward,
//! malformed packets, slow sinks) for a fixed number of cycles on a fixed set of
//! configurations, every output port value of every cycle hashed (64-bit FNV-1a). Each family
//! keeps the fingerprint of each revision (`FINGERPRINTS` in its module); its test fails when
//! the model's fingerprint is not the one recorded for the current revision, naming both. A
//! change to the cycles then either bumps the revision (and adds its fingerprint) or is a bug.
//! A fingerprint sees only what its stimulus reaches: a revision whose change is rare needs a
//! shape that reaches it (the CB's revision 3 added one), and where the model keeps earlier
//! revisions behind experiment switches (the CB's), a test recomputes every recorded
//! fingerprint and requires them all different.
//! Since the RTL agrees with the model cycle for cycle (the three-way checks), the model's
//! fingerprint is the hardware's.
//!
//! The banyan networks (slotted: `crate::banyan::REVISION`; wormhole:
//! `crate::banyan::wormhole::REVISION`, both in their `net_module_name` and the SEs'
//! names) are fingerprinted on the three-way checks' own stimuli, which live in the
//! testbench (`wormcast_testbench::banyan::behaviour_fingerprint`, `banyan_wh::...`). The
//! m-way router (`crate::mway::REVISION`) and the TPM mesh router (`crate::mesh::REVISION`)
//! are fingerprinted on their three-way checks' recorded network stimuli, and their
//! meshes' module names carry the router's revision.

use crate::flit::Flit;
use crate::network::NetSwitch;
use crate::route::{fat_tree_reach, RouteConfig, UpPolicy};
use crate::switch_stim::LinkStim;

/// 64-bit FNV-1a over the little-endian bytes of each word (stable across platforms and
/// Rust versions, unlike `std`'s hashers).
#[derive(Clone, Copy, Debug)]
pub struct Fnv64(u64);

impl Default for Fnv64 {
    fn default() -> Self {
        Fnv64(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv64 {
    /// Adds one word.
    pub fn word(&mut self, v: u64) {
        for b in v.to_le_bytes() {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    /// The hash so far.
    pub fn finish(self) -> u64 {
        self.0
    }
}

/// Runs `sw` for `cycles` cycles on [`LinkStim`] (seeded with `seed`, closed loop: the
/// stimulus sees the switch's outputs) and adds every output port value of every cycle, with
/// the overflow flag and the malformed count, to `h`. Returns the flits delivered (so a
/// caller can check that traffic flowed).
pub fn fingerprint(
    h: &mut Fnv64,
    sw: NetSwitch,
    route: &RouteConfig,
    fifo: usize,
    max_len: u64,
    cycles: usize,
    seed: u64,
) -> u64 {
    let stim = LinkStim::new(route.clone(), fifo, max_len, seed);
    fingerprint_link(h, sw, stim, cycles)
}

/// [`fingerprint`] on a stimulus the caller has set up (its load, mix and sinks' speed).
pub fn fingerprint_link(
    h: &mut Fnv64,
    mut sw: NetSwitch,
    mut stim: LinkStim,
    cycles: usize,
) -> u64 {
    let k = sw.k();
    let (mut a, mut c) = (vec![Flit::IDLE; k], vec![false; k]);
    let (mut fo, mut co) = (vec![Flit::IDLE; k], vec![false; k]);
    let mut flits = 0;
    for _ in 0..cycles {
        stim.drive(&mut a, &mut c);
        let out = sw.step_full(&a, &c, &mut fo, &mut co);
        for v in out.ports {
            h.word(v);
        }
        h.word(out.overflow as u64);
        h.word(out.malformed as u64);
        stim.observe(&fo, &co);
        flits += fo.iter().filter(|f| !f.is_idle()).count() as u64;
    }
    flits
}

/// Steps `m` through `stim` (one input vector per cycle) and adds every output port value of
/// every cycle to `h`. Returns the nonzero output values seen (so a caller can check that
/// traffic flowed). The fingerprint of a block whose stimulus is recorded open loop.
pub fn fingerprint_stim<M: crate::cycle::CycleModel + ?Sized>(
    h: &mut Fnv64,
    m: &mut M,
    stim: impl IntoIterator<Item = Vec<u64>>,
) -> u64 {
    let mut busy = 0;
    for v in stim {
        for o in m.step(&v) {
            h.word(o);
            busy += (o != 0) as u64;
        }
    }
    busy
}

/// The fingerprints' switch position: a k-port switch at the root of a 16-node fat tree
/// (k / 2 down ports, W = 16, adaptive up ports).
pub fn route(k: usize) -> RouteConfig {
    let down = k / 2;
    RouteConfig {
        k,
        down,
        nodes: 16,
        w: 16,
        reach: fat_tree_reach(16, 16, down, 0, 16),
        policy: UpPolicy::Adaptive,
    }
}

/// The recorded fingerprint of `revision` in `table`, or a message saying what to do.
pub fn check(family: &str, table: &[(u32, u64)], revision: u32, now: u64) -> Result<(), String> {
    match table.iter().find(|(r, _)| *r == revision) {
        Some(&(_, f)) if f == now => Ok(()),
        Some(&(_, f)) => Err(format!(
            "{family}: the golden model's cycles changed (behaviour fingerprint {now:#018x}, \
             revision {revision} recorded {f:#018x}). If the change is meant, bump {family}'s \
             REVISION (the module names' _r suffix) and record ({}, {now:#018x}); if only the \
             stimulus changed, re-record revision {revision}.",
            revision + 1
        )),
        None => Err(format!(
            "{family}: revision {revision} has no recorded fingerprint; record ({revision}, \
             {now:#018x})"
        )),
    }
}

/// The test of a family that keeps its earlier revisions behind experiment switches: `of(r)`
/// (the fingerprint of revision r, then the flits delivered) must give the fingerprint
/// recorded in `table` for every r in `first..current`, and no two revisions up to `current`
/// may share one. Panics with [`check`]'s message or the fingerprints that collide.
pub fn check_earlier_revisions(
    family: &str,
    table: &[(u32, u64)],
    first: u32,
    current: u32,
    of: impl Fn(u32) -> (u64, u64),
) {
    let mut seen = vec![];
    for r in first..=current {
        let (f, _) = of(r);
        eprintln!("{family} revision {r}: {f:#018x}");
        if r < current {
            if let Err(e) = check(family, table, r, f) {
                panic!("{e}");
            }
        }
        seen.push(f);
    }
    let mut d = seen.clone();
    d.sort_unstable();
    d.dedup();
    assert_eq!(
        d.len(),
        seen.len(),
        "{family}: two revisions share a fingerprint: {seen:x?}"
    );
}

/// The revision test of a family whose fingerprint counts nonzero output values: panics
/// unless traffic flowed (`busy` above 5,000) and `f` is the fingerprint recorded for
/// `revision` in `table` ([`check`]'s message says what to do).
pub fn assert_revision(family: &str, table: &[(u32, u64)], revision: u32, (f, busy): (u64, u64)) {
    assert!(
        busy > 5_000,
        "{family}: traffic flowed: {busy} nonzero outputs"
    );
    if let Err(e) = check(family, table, revision, f) {
        panic!("{e}");
    }
}

/// The module-name suffix of a revision: none for the first, `_r<N>` from the second on.
pub fn suffix(revision: u32) -> String {
    if revision <= 1 {
        String::new()
    } else {
        format!("_r{revision}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FNV-1a's published test vector for the empty input, and one word moves it.
    #[test]
    fn fnv_start_and_step() {
        assert_eq!(Fnv64::default().finish(), 0xcbf2_9ce4_8422_2325);
        let mut h = Fnv64::default();
        h.word(0);
        assert_ne!(h.finish(), Fnv64::default().finish());
    }

    /// The m-way and TPM routers' cycles are those of their behaviour revisions (the module
    /// names' `_r` suffix from the second on): a change to them must bump the revision and
    /// record its fingerprint.
    #[test]
    fn routers_behave_as_their_revisions() {
        use crate::{mesh, mway};
        let m = mway::behaviour_fingerprint();
        assert_revision("mway", mway::FINGERPRINTS, mway::REVISION, m);
        let t = mesh::behaviour_fingerprint();
        assert_revision("mesh", mesh::FINGERPRINTS, mesh::REVISION, t);
    }

    #[test]
    fn check_names_what_to_do() {
        assert!(check("IB", &[(2, 5)], 2, 5).is_ok());
        let e = check("IB", &[(2, 5)], 2, 6).unwrap_err();
        assert!(
            e.contains("bump IB's REVISION") && e.contains("(3, 0x0000000000000006)"),
            "{e}"
        );
        assert!(check("IB", &[(2, 5)], 3, 6)
            .unwrap_err()
            .contains("no recorded"));
        assert_eq!(suffix(1), "");
        assert_eq!(suffix(2), "_r2");
    }
}
