//! Golden model of the k-ary m-way router and networks with region broadcast (m-way paper,
//! issue 12): Mudawwar and Mameesh, "Region Broadcasting in k-ary m-way Networks".
//!
//! * [`params`]: every parameter in one struct, validated.
//! * [`format`](mod@format): the message format (Figure 3), bit by bit.
//! * [`mesh`]: k-ary m-way meshes and hypercubes, the wiring of Figure 1.
//! * [`channel`]: the m-way channel lines, the channel arbitrator and the channel block
//!   ([`channel::ChannelModel`], three-way checked against `rtl/src/mway/channel.rs`).
//! * [`buffer`]: buffer sets and the Figure 4 buffer state.
//! * [`router`]: the degree-2 router's parts.
//! * [`router_model`]: one router as a clocked block ([`router_model::RouterModel`], the
//!   golden model of `rtl/src/mway/router.rs`), replayed against the engine.
//! * [`routing`]: dimension-order unicast, MST region split (Figure 5), header checks.
//! * [`ni`]: node interfaces.
//! * [`network`]: the cycle engine (arbitration, allocation, MST-safe, MST-replica, plain
//!   MST, drops, watchdog).
//! * [`traffic`]: saturated mixed traffic, [`traffic::run_saturated`] for long runs.
//!
//! # Choices where the paper is silent or ambiguous
//! * **Ways** is one bit per attachment slot of the channel (m bits): X+, X-, Y+, Y-, ...,
//!   node; a dimension with k = 2 has one slot. Inside the model Ways is a direction mask of
//!   2 dims + 1 bits ([`format`](mod@format)).
//! * **Len** counts the flits after the header, not bytes. **Class** is carried
//!   (ceil(log2 classes) bits, 0 by default) and no allocation uses it. **Region** is
//!   absolute (low and high corners).
//! * **Drv** is the driving set's slot (its directionality) on the channel.
//! * **Priorities** ([`channel`]): body and tail flits 1, headers 0, round-robin among
//!   equals. **Stat** is "has a free buffer" per receiver; a header requests the channel
//!   only when it can make progress.
//! * **Reservation** (MST-safe condition a): a receiver that acks a header that is refused
//!   elsewhere keeps a reserved buffer (`A` set, no header) for (Drv, Buf) until the header
//!   is transferred; ordered algorithms reserve along a prefix chain of the order.
//! * **MST-replica**: the replica is made in the driver's own set, in its highest free
//!   buffer, only when the set has two free buffers (so the set's input channel can take
//!   one in the same cycle); it keeps (Drv, Buf) of the original, so the flits still to come
//!   are written into both (two hits of the content search in one set); its region is the
//!   union of the remaining Ways' sub-regions ([`routing::suffix_region`]); the original
//!   keeps its region (its receivers split it by their direction, which gives the same
//!   sub-regions as the paper's split region would).
//! * **Plain MST**: the three causes of Section 3.2 are separate switches
//!   ([`params::Algorithm::Mst`]); for cause (b) a body flit waits until every Way has the
//!   header, because one body transfer goes to all the message's receivers at once.
//! * **The source** does not receive its own broadcast (Figure 5); a broadcast region must
//!   contain the source and a unicast must not go to its source ([`network::MwayNet::push`]).
//! * **Bad input** ([`routing::BadKind`]): any receiver's failed check refuses the header on
//!   the whole channel (a `Drop` line, OR of the receivers' flags) and the driver discards
//!   the message; counts are kept per channel. To drop a message whose tail disagrees with
//!   Len before it goes anywhere, first-hop buffers (Drv = node) forward the header only
//!   once the tail is in (virtual cut-through only): a first hop costs the message length
//!   in latency.
//! * **Node interface**: one message per cycle from the source queue into an injection
//!   buffer; ejection buffers are freed at the tail (the node takes a flit per cycle).
//!
//! # Router block (issue 12)
//! * [`router_model::RouterModel`] is one router as a clocked block with the boundary and
//!   phases [`router`] plans; `tests/mway_router_model.rs` replays router boundaries
//!   recorded in mesh runs into it and compares every output with the engine's own lines
//!   every cycle (MST-safe, MST-replica, plain MST; 4x4 and 3x3x3). The engine itself still
//!   steps the whole mesh with its own code: the replay is what proves the two equal.
//! * Router RTL (`rtl/src/mway/router.rs`, virtual cut-through, k^D meshes, one class)
//!   three-way checked in `testbench/tests/mway_router.rs` and by
//!   `wormcast check mway-router`. Bad input reaches the router's drop paths in the same
//!   check: [`router_model::record_with_bad`] queues the bad messages of
//!   [`router_model::bad_messages`] (malformed region, Len disagreeing with the tail, nothing
//!   to reach through the router, headerless body/tail) at the router's own channels, and
//!   golden model, rust-hdl, Verilator and the engine agree on them (`bad_messages_three_way`). (The network study runs this engine through
//!   `crate::net`: `wormcast net --topology mway-mesh`, Figures 8 to 13 in
//!   docs/results/mway-study.md.)

// Per-dimension and per-way loops index several arrays at once, as the hardware's
// per-dimension logic does; iterator chains would hide that.
#![allow(clippy::needless_range_loop)]

pub mod buffer;
pub mod channel;
pub mod format;
pub mod mesh;
pub mod network;
pub mod ni;
pub mod params;
pub mod router;
pub mod router_model;
pub mod routing;
pub mod top;
pub mod traffic;

pub use network::MwayNet;
pub use params::{Algorithm, Broadcast, MwayParams};

/// The m-way router's behaviour revision ([`crate::revision`]: the router's and the mesh's
/// module names carry no suffix at the first, `_r<N>` from the second on). A change to any
/// output of any cycle of [`router_model::RouterModel`] bumps it; [`behaviour_fingerprint`]
/// keeps it honest.
pub const REVISION: u32 = 1;

/// The behaviour fingerprint of each revision of the m-way router.
pub const FINGERPRINTS: &[(u32, u64)] = &[(1, 0xfdc2_3b1f_eff2_2022)];

/// The m-way router's behaviour fingerprint ([`crate::revision`]): the golden router on the
/// three-way checks' stimulus (recorded at a router of Figure 1's 4x4 mesh, 30% broadcasts,
/// a bad message every 37 cycles: [`router_model::record_with_bad`]) for the safe, replica
/// and MST (ordered, partial) algorithms in both dimensions, B = 4, W = 16, 2,000 cycles
/// each, every output port value of every cycle hashed. Returns the hash and the nonzero
/// output values seen.
pub fn behaviour_fingerprint() -> (u64, u64) {
    use router::Router;
    use router_model::{record_with_bad, RouterModel, RouterShape};
    let mut h = crate::revision::Fnv64::default();
    let mut busy = 0;
    let algs = [
        Algorithm::Safe,
        Algorithm::Replica,
        Algorithm::Mst {
            ordered: true,
            partial: true,
        },
    ];
    for (i, algorithm) in algs.into_iter().enumerate() {
        let p = MwayParams {
            buffers: 4,
            w: 16,
            algorithm,
            ..Default::default()
        };
        for dim in [0, 1] {
            let router = Router { lower: 5, dim };
            let (stim, _) = record_with_bad(&p, router, 0.3, 37, 2_000, 3 + i as u64)
                .expect("fingerprint configuration");
            let mut m = RouterModel::new(RouterShape::new(&p, dim).expect("router shape"));
            busy += crate::revision::fingerprint_stim(&mut h, &mut m, stim);
        }
    }
    (h.finish(), busy)
}
