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
//! a mesh together; this module names a router's parts in that model.
//!
//! # Ports of a router-level block (plan for the RTL and its three-way check)
//! All of one cycle is combinational from the registers through the channel and back, so a
//! router block and a channel block (arbiter and reductions, no wired logic) exchange, per
//! channel interface (lower, upper):
//! * driver side, out: `req`, `pri` (1 bit: body/tail over header), `flit_tag`,
//!   `flit_buf`, `flit_data` of the buffer its buffer arbitrator picked; in: `grant`,
//!   `ack`, `drop`, `ack_out[slot]` (latched into the buffer's `rsv` on a refusal),
//!   `stat_free[slot]` and `match_full` (RF) of the receivers on that channel;
//! * receiver side, in: `ch_tag`, `ch_buf`, `ch_data`, `ch_drv` (the granted slot),
//!   `chain_in` (every earlier Way of the order acks: the channel block's prefix AND of the
//!   receivers' `can_ack`); out: `can_ack` (holds a reservation for (Drv, Buf) or has a free
//!   buffer), `ack_out` (`can_ack && chain_in`, or a matching buffer for a body flit),
//!   `bad` (a failed header check, ORed into `drop`), `stat_free`, `match_full`.
//!
//! [`super::network::MwayNet::step`] computes exactly these per channel (`decide`) and
//! applies them at the edge (`apply`); a router-level [`crate::CycleModel`] wrapper over the
//! same state is the next step of issue 12.

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
