//! The 2-D mesh of the two-phase-multicast (TPM) paper: geometry, the link format, the
//! wormhole router with absorb-and-forward, the node interface and the network engine.
//!
//! * [`geometry`]: coordinates, ports, dimension-order routing, the multicast flags and the
//!   destination entries that the node-level algorithms produce and the router consumes.
//! * [`format`]: the router's parameters, the link lines and the destination entry, bit by bit.
//! * [`router`]: the router's golden model (the micro-architecture spec of the RTL).
//! * [`fabric`]: routers wired into a mesh (the golden model of the mesh's Verilog top).
//! * [`ni`]: the node interface (injection with start-up costs, consumption, retransmission).
//! * [`net`]: the engine (fabric plus node interfaces), watchdog and stimulus recording.
//! * [`stim`]: random legal and bad worms and the exactly-once mixed-traffic check.

pub mod fabric;
pub mod format;
pub mod geometry;
pub mod net;
pub mod ni;
pub mod router;
pub mod stim;

pub use fabric::Fabric;
pub use format::{Layout, RouterParams};
pub use geometry::{Coord, Dir, Entry, Flags, Mesh, Routing};
pub use net::MeshNet;
pub use router::Router;

/// The TPM mesh router's behaviour revision ([`crate::revision`]: the router's and the
/// mesh's module names carry no suffix at the first, `_r<N>` from the second on). A change to
/// any output of any cycle of [`Router`] bumps it; [`behaviour_fingerprint`] keeps it honest.
pub const REVISION: u32 = 1;

/// The behaviour fingerprint of each revision of the TPM mesh router.
pub const FINGERPRINTS: &[(u32, u64)] = &[(1, 0xe02c_a80a_07e7_807d)];

/// The TPM router's behaviour fingerprint ([`crate::revision`]): the golden router on the
/// three-way checks' stimulus (mixed traffic on a 4x4 mesh, 40% multicast, a bad worm every
/// 37 cycles, consumption stalls, then a drain; recorded at routers (1, 1), (0, 3) and
/// (2, 2)), v = 2, W = 16, 3,000 cycles of traffic each, every output port value of every
/// cycle hashed.
/// Returns the hash and the nonzero output values seen.
pub fn behaviour_fingerprint() -> (u64, u64) {
    let mut h = crate::revision::Fnv64::default();
    let mut busy = 0;
    for (i, at) in [Coord { x: 1, y: 1 }, Coord { x: 0, y: 3 }]
        .into_iter()
        .enumerate()
    {
        let p = RouterParams {
            v: 2,
            w: 16,
            depth: 1,
            inj: 1,
            cons: 4,
            ..RouterParams::new(Mesh::new(4, 4), at)
        };
        let mix = stim::Mix {
            cycles: 3_000,
            rate: 0.012,
            bad_every: 37,
            seed: 5 + i as u64,
            drain: 1_500,
            ..Default::default()
        };
        let mut net = MeshNet::new(p, mix.seed).expect("fingerprint configuration");
        for ni in net.nis.iter_mut() {
            ni.stall = mix.stall;
        }
        net.record_router = Some((p.mesh.node(at), vec![]));
        stim::run_mix(&mut net, &mix).expect("the fingerprint's traffic is delivered");
        let stim = net.record_router.take().expect("recording").1;
        let mut m = Router::new(p).expect("router");
        busy += crate::revision::fingerprint_stim(&mut h, &mut m, stim);
    }
    (h.finish(), busy)
}
