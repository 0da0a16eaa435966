//! The m-way router (paper, Section 2.1, Figure 2): degree 2, whatever the dimension.
//!
//! Router `R_{c,d}` ([`super::mesh`]) has
//! * two channel interfaces: its lower channel `c` and its upper channel `c + e_d`;
//! * two channel arbitrators, one per interface. All units attached to a channel run
//!   identical arbitrators on the shared `Pri` lines, so the model keeps one
//!   [`super::channel::ChannelArbiter`] per channel (the copy every attached router holds);
//! * two buffer sets ([`super::buffer::BufferSet`], B buffers each, Figure 4 state):
//!   `DIM+` (allocation/mapping unit on the lower channel, driving the upper channel) and
//!   `DIM-` (allocation/mapping unit on the upper channel, driving the lower one). The
//!   directionality is the set's slot number on both channels, unique per channel;
//! * per set, an allocation/mapping unit (accepts a header whose Ways include the set's way,
//!   allocating its lowest free buffer or using the buffer already reserved for the header's
//!   (Drv, Buf); accepts a body or tail flit whose (Drv, Buf) matches an allocated buffer),
//!   routing logic ([`super::routing`]: split region and output Ways, computed when the
//!   header is written) and a buffer arbitrator (round-robin over the set's requesting
//!   buffers).
//!
//! The cycle behaviour of all of these is in [`super::network`], which steps every router of
//! a mesh together; this module names a router's parts in that model, and
//! [`super::router_model::RouterModel`] is one router on its own, by the plan below (the
//! RTL's golden model).
//!
//! # Router boundary and the cycle split (plan for the router-level model and RTL)
//! The channel arbitrators are not inside the router block: every unit on a channel runs an
//! identical copy on the shared `Pri` lines, so each channel has exactly one, in its channel
//! block ([`super::channel::ChannelModel`], RTL `rtl/src/mway/channel.rs`, three-way
//! checked), which also does the reductions that replace the paper's wired lines. A router
//! block has no register at its boundary: one network cycle stays combinational from the
//! registers through both channels and back, exactly as [`super::network::MwayNet::step`]
//! computes it, so a mesh of router blocks and channel blocks equals the engine cycle for
//! cycle. The router is therefore a Mealy block; the composed cycle evaluates in this order
//! (each phase reads only registers and the lines of earlier phases, so there is no
//! combinational loop):
//!
//! | phase | router lines (per interface, lower and upper) | from |
//! |-------|-----------------------------------------------|------|
//! | 1 | receiver out `free`, `full_w` (m * B: `F` of the buffer matching (s, b)) | registers only |
//! | 2 | channel `avail`, `rf` | phase 1 of all receivers |
//! | 3 | driver out `req`, `pri`, `part`, `drv_tag`, `drv_buf`, `drv_data` (buffer arbitrator's pick: header needs `avail` of its first unreserved Way or `rsv` complete; body/tail needs `RF` = `rf[slot * B + buf]` clear) | registers, `avail`, `rf` |
//! | 4 | channel `grant`, `ch_tag`, `ch_buf`, `ch_data`, `ch_drv` | phase 3 of all drivers |
//! | 5 | receiver out `hit` (content search on (Drv, Buf)), `can_ack` (reservation for (Drv, Buf) or a free buffer), `bad` (header: Length, Region; first-hop body: Len disagrees) | registers, phase 4 |
//! | 6 | channel `addressed`, `chain` | phase 5 |
//! | 7 | receiver out `ack_out` (reservation hit, or free buffer and (unordered or `chain`)); body/tail: `hit` | phase 6 |
//! | 8 | channel `ack`, `drop`, `drop_ways`, `partial` | phase 7 |
//! | edge | driver: `grant` & `ack` (header sent / flit sent, Fptr), `drop` (discard), refused header latches `ack_out & addressed` into `rsv`, `partial` (MST-replica: replica in the highest free buffer; plain MST: `cur`); receiver: header written on `ack` or (`partial` and own `ack_out`), reservation kept on a refusal with own `ack_out`, body/tail written on `hit` and `ack`, first-hop Len error frees | all phases |
//!
//! A router-level `CycleModel::step` takes all its inputs at once. A three-way check of one
//! router drives it with input vectors recorded at that router's boundary in a network run
//! (which are consistent with its own outputs by construction), so back-pressure and mixed
//! traffic come from the network. The network engine composes routers through these phases
//! (a `RouterModel` with `stat()`, `offer()`, `listen()`, `answer()`, `clock()`), not
//! through `step`.
//!
//! Registers per buffer (Figure 4 and the model's additions, [`super::buffer::Buffer`] field
//! for field): `A` `a`, `Drv` `drv` (slot bits), `Buf` `buf` (Buf bits), `Rptr`/`Fptr` `rcvd`/`freed`
//! (ring pointers with a wrap bit, depth = `max_len` under virtual cut-through), `F`
//! (derived: `rcvd - freed == depth`), `RF` (not a register: the `rf` line of the output
//! channel), `hdr`, `tail`, `hsent`, `discard`, `sent`, `region`, `class`, `len`, `out`,
//! `cur`, `rsv` (Ways masks, m bits), and the flit ring (Tag + W bits per entry). Per set:
//! the buffer arbitrator's round-robin pointer.
//!
use super::mesh::Mesh;

/// One router, named by its lower channel and dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Router {
    pub lower: usize,
    pub dim: usize,
}

impl Router {
    /// The upper channel.
    pub fn upper(&self, mesh: &Mesh) -> usize {
        mesh.next(self.lower, 2 * self.dim)
            .expect("router inside the mesh")
    }
    /// Index of the `DIM+` set in [`super::network::MwayNet::sets`] (receives on the lower
    /// channel).
    pub fn plus_set(&self, mesh: &Mesh) -> usize {
        mesh.set_index(self.lower, 2 * self.dim)
    }
    /// Index of the `DIM-` set (receives on the upper channel).
    pub fn minus_set(&self, mesh: &Mesh) -> usize {
        mesh.set_index(self.upper(mesh), 2 * self.dim + 1)
    }
    /// Every router of a mesh.
    pub fn all(mesh: &Mesh) -> Vec<Router> {
        mesh.routers()
            .into_iter()
            .map(|(lower, dim)| Router { lower, dim })
            .collect()
    }
}
