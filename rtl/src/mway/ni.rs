//! The node interface of the m-way mesh (paper, Section 2: injection and ejection buffers on
//! the node's channel); golden model `wormcast_model::mway::ni::Ni` inside the network
//! engine (`wormcast_model::mway::network`), checked as part of the mesh top
//! ([`super::mesh`]).
//!
//! Two buffer sets ([`MwaySet`]):
//! * `inj` ([`SetRole::Inject`]): the injection set, the driver of the node's slot
//!   (`M - 1`) on its channel. The node offers a whole message on `inj_*`; when the set has a
//!   free buffer (`inj_ready`) it is loaded at the edge into the lowest buffer free at the
//!   start of the cycle. From there it is driven like any router buffer (the buffer
//!   arbitrator, the ordered reservation, MST-replica replicas), except that a first-hop
//!   header waits for nothing: the whole message is in.
//! * `ej` ([`SetRole::Eject`]): the ejection set, the receiver of the node way on the
//!   channel. It allocates and checks headers as a router's receiver does (the node way's
//!   check: a region containing the node), and frees a buffer when its tail arrives: the
//!   node consumes every flit the set takes (`ej_valid`; the flit and its message's
//!   (`Drv`, `Buf`) are the channel's).
//!
//! # Ports
//! Channel side, as one interface of the router ([`super::router`]): inputs `avail`, `rf`,
//! `valid`, `ch_drv`, `ch_tag`, `ch_buf`, `ch_data`, `chain`, `ack`, `drop`, `partial`,
//! `ack_lines`; outputs `free`, `full`, `hit`, `can_ack`, `bad`, `ack_out` (the ejection
//! set's receiver lines) and `req`, `pri`, `part`, `drv_tag`, `drv_buf`, `drv_data` (the
//! injection set's driver lines). `coord` (CD bits): the node's coordinates, a tie-off.
//!
//! Node side:
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `inj_valid` | in | 1 | a message is offered (hold it until `inj_ready`) |
//! | `inj_n` | in | P | its flits, header included (a headless message: 1..=E flits) |
//! | `inj_head_tag`, `inj_head_data` | in | 2, W | flit 0: the header (Ways for this channel, region, Len), or the first flit of a headless message |
//! | `inj_tag[j]`, `inj_data[j]` | in | 2, W | flit j + 1 |
//! | `inj_ready` | out | 1 | a free injection buffer: the offered message is taken at this edge |
//! | `ej_valid` | out | 1 | the ejection set takes the channel's flit |
//!
//! A message is loaded as given: the header is checked by its first receivers (a bad one is
//! dropped and counted there, as from any driver); Len must fit P bits.
//!
//! Latency: a message taken at the edge of cycle t can be offered on the channel in cycle
//! t + 1. Mealy on the channel side, as the router.

use super::set::{MwaySet, SetConfig, SetRole};
use rust_hdl::prelude::*;
use wormcast_model::mway::router_model::RouterShape;

#[derive(LogicBlock)]
pub struct MwayNi<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
    const LEN: usize,
    const MB: usize,
> {
    pub clock: Signal<In, Clock>,
    /// Synchronous reset, to both sets: while high every output is 0 (`inj_ready` too: no
    /// message is taken); at the edge every buffer is freed.
    pub rst: Signal<In, Bit>,
    /// The node's coordinates (CB bits per dimension), a tie-off.
    pub coord: Signal<In, Bits<CD>>,
    // Channel lines in
    pub avail: Signal<In, Bits<M>>,
    pub rf: Signal<In, Bits<MB>>,
    pub valid: Signal<In, Bit>,
    pub ch_drv: Signal<In, Bits<S>>,
    pub ch_tag: Signal<In, Bits<2>>,
    pub ch_buf: Signal<In, Bits<BB>>,
    pub ch_data: Signal<In, Bits<W>>,
    pub chain: Signal<In, Bits<M>>,
    pub ack: Signal<In, Bit>,
    pub drop: Signal<In, Bit>,
    pub partial: Signal<In, Bit>,
    pub ack_lines: Signal<In, Bits<M>>,
    // Receiver (ejection) and driver (injection) lines out
    pub free: Signal<Out, Bit>,
    pub full: Signal<Out, Bits<MB>>,
    pub hit: Signal<Out, Bit>,
    pub can_ack: Signal<Out, Bit>,
    pub bad: Signal<Out, Bit>,
    pub ack_out: Signal<Out, Bit>,
    pub req: Signal<Out, Bit>,
    pub pri: Signal<Out, Bit>,
    pub part: Signal<Out, Bit>,
    pub drv_tag: Signal<Out, Bits<2>>,
    pub drv_buf: Signal<Out, Bits<BB>>,
    pub drv_data: Signal<Out, Bits<W>>,
    // Node side
    pub inj_valid: Signal<In, Bit>,
    pub inj_n: Signal<In, Bits<P>>,
    pub inj_head_tag: Signal<In, Bits<2>>,
    pub inj_head_data: Signal<In, Bits<W>>,
    pub inj_tag: [Signal<In, Bits<2>>; E],
    pub inj_data: [Signal<In, Bits<W>>; E],
    pub inj_ready: Signal<Out, Bit>,
    pub ej_valid: Signal<Out, Bit>,
    /// The injection set (drives the node slot).
    pub inj: MwaySet<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>,
    /// The ejection set (receives the node way).
    pub ej: MwaySet<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>,
    /// The Len field's position.
    len_shift: Constant<Bits<8>>,
    /// The offered message starts with a header.
    headed: Signal<Local, Bit>,
    h_len: Signal<Local, Bits<LEN>>,
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const S: usize,
        const D: usize,
        const CB: usize,
        const CD: usize,
        const E: usize,
        const BE: usize,
        const BD: usize,
        const P: usize,
        const LEN: usize,
        const MB: usize,
    > MwayNi<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>
{
    /// The node interface of a mesh of routers `shape` (any of its dimensions).
    pub fn new(shape: &RouterShape) -> Self {
        let node = M - 1;
        let set = |role: SetRole| SetConfig {
            role,
            rx_way: node,
            tx_slot: node,
            // The injection set drives its own channel (no `e_d` added to `coord`); the
            // ejection set receives on it.
            rx_upper: role == SetRole::Inject,
            shape: shape.clone(),
        };
        Self {
            clock: Default::default(),
            rst: Default::default(),
            coord: Default::default(),
            avail: Default::default(),
            rf: Default::default(),
            valid: Default::default(),
            ch_drv: Default::default(),
            ch_tag: Default::default(),
            ch_buf: Default::default(),
            ch_data: Default::default(),
            chain: Default::default(),
            ack: Default::default(),
            drop: Default::default(),
            partial: Default::default(),
            ack_lines: Default::default(),
            free: Default::default(),
            full: Default::default(),
            hit: Default::default(),
            can_ack: Default::default(),
            bad: Default::default(),
            ack_out: Default::default(),
            req: Default::default(),
            pri: Default::default(),
            part: Default::default(),
            drv_tag: Default::default(),
            drv_buf: Default::default(),
            drv_data: Default::default(),
            inj_valid: Default::default(),
            inj_n: Default::default(),
            inj_head_tag: Default::default(),
            inj_head_data: Default::default(),
            inj_tag: std::array::from_fn(|_| Default::default()),
            inj_data: std::array::from_fn(|_| Default::default()),
            inj_ready: Default::default(),
            ej_valid: Default::default(),
            inj: MwaySet::new(&set(SetRole::Inject)),
            ej: MwaySet::new(&set(SetRole::Eject)),
            len_shift: Constant::new((shape.layout.len_lsb as u64).to_bits()),
            headed: Default::default(),
            h_len: Default::default(),
        }
    }
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const S: usize,
        const D: usize,
        const CB: usize,
        const CD: usize,
        const E: usize,
        const BE: usize,
        const BD: usize,
        const P: usize,
        const LEN: usize,
        const MB: usize,
    > Logic for MwayNi<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.inj.clock.next = self.clock.val();
        self.ej.clock.next = self.clock.val();
        self.inj.rst.next = self.rst.val();
        self.ej.rst.next = self.rst.val();
        self.inj.coord.next = self.coord.val();
        self.ej.coord.next = self.coord.val();
        // Ejection set: receives on the channel, drives nothing.
        self.ej.rx_valid.next = self.valid.val();
        self.ej.rx_drv.next = self.ch_drv.val();
        self.ej.rx_tag.next = self.ch_tag.val();
        self.ej.rx_buf.next = self.ch_buf.val();
        self.ej.rx_data.next = self.ch_data.val();
        self.ej.rx_chain.next = self.chain.val();
        self.ej.rx_ack.next = self.ack.val();
        self.ej.rx_drop.next = self.drop.val();
        self.ej.rx_partial.next = self.partial.val();
        self.ej.tx_avail.next = 0.into();
        self.ej.tx_valid.next = false;
        self.ej.tx_drv.next = 0.into();
        self.ej.tx_ack.next = false;
        self.ej.tx_drop.next = false;
        self.ej.tx_partial.next = false;
        self.ej.tx_ack_lines.next = 0.into();
        self.ej.ld_valid.next = false;
        self.ej.ld_hsent.next = false;
        self.ej.ld_rcvd.next = 0.into();
        self.ej.ld_len.next = 0.into();
        self.ej.ld_out.next = 0.into();
        // Injection set: drives the channel, receives nothing.
        self.inj.rx_valid.next = false;
        self.inj.rx_drv.next = 0.into();
        self.inj.rx_tag.next = 0.into();
        self.inj.rx_buf.next = 0.into();
        self.inj.rx_data.next = 0.into();
        self.inj.rx_chain.next = 0.into();
        self.inj.rx_ack.next = false;
        self.inj.rx_drop.next = false;
        self.inj.rx_partial.next = false;
        self.inj.tx_avail.next = self.avail.val();
        self.inj.tx_valid.next = self.valid.val();
        self.inj.tx_drv.next = self.ch_drv.val();
        self.inj.tx_ack.next = self.ack.val();
        self.inj.tx_drop.next = self.drop.val();
        self.inj.tx_partial.next = self.partial.val();
        self.inj.tx_ack_lines.next = self.ack_lines.val();
        // The offered message: header fields Ways [M-1:0], lo, hi, Len (as the set's own
        // header decode), or a headless message shifted one entry up.
        self.headed.next = self.inj_head_tag.val() == 1;
        self.h_len.next = bit_cast::<LEN, W>(self.inj_head_data.val() >> self.len_shift.val());
        self.inj.ld_valid.next = self.inj_valid.val();
        self.inj.ld_hsent.next = !self.headed.val();
        self.inj.ld_rcvd.next = self.inj_n.val();
        self.inj.ld_len.next = bit_cast::<P, LEN>(self.h_len.val());
        self.inj.ld_out.next = self.inj_head_data.val().get_bits::<M>(0);
        for mm in M..(M + 1) {
            for dd in D..(D + 1) {
                for cb in CB..(CB + 1) {
                    for d in 0..D {
                        self.inj.ld_lo[d].next =
                            self.inj_head_data.val().get_bits::<CB>(mm + d * cb);
                        self.inj.ld_hi[d].next = self
                            .inj_head_data
                            .val()
                            .get_bits::<CB>(mm + dd * cb + d * cb);
                    }
                }
            }
        }
        for j in 0..E {
            self.inj.ld_tag[j].next = self.inj_tag[j].val();
            self.inj.ld_data[j].next = self.inj_data[j].val();
        }
        if !self.headed.val() {
            self.inj.ld_rcvd.next = self.inj_n.val() + 1;
            self.inj.ld_len.next = 0.into();
            self.inj.ld_out.next = 0.into();
            for d in 0..D {
                self.inj.ld_lo[d].next = 0.into();
                self.inj.ld_hi[d].next = 0.into();
            }
            self.inj.ld_tag[0].next = self.inj_head_tag.val();
            self.inj.ld_data[0].next = self.inj_head_data.val();
            for j in 1..E {
                self.inj.ld_tag[j].next = self.inj_tag[j - 1].val();
                self.inj.ld_data[j].next = self.inj_data[j - 1].val();
            }
        }
        for d in 0..D {
            self.ej.ld_lo[d].next = 0.into();
            self.ej.ld_hi[d].next = 0.into();
        }
        for j in 0..E {
            self.ej.ld_tag[j].next = 0.into();
            self.ej.ld_data[j].next = 0.into();
        }
        // Outputs.
        self.free.next = self.ej.free.val();
        self.full.next = self.ej.full.val();
        self.hit.next = self.ej.hit.val();
        self.can_ack.next = self.ej.can_ack.val();
        self.bad.next = self.ej.bad.val();
        self.ack_out.next = self.ej.ack_out.val();
        self.req.next = self.inj.req.val();
        self.pri.next = self.inj.pri.val();
        self.part.next = self.inj.part.val();
        self.drv_tag.next = self.inj.drv_tag.val();
        self.drv_buf.next = self.inj.drv_buf.val();
        self.drv_data.next = self.inj.drv_data.val();
        self.inj_ready.next = self.inj.free.val();
        self.ej_valid.next = self.valid.val()
            & self.ej.ack_out.val()
            & (self.ack.val() | self.partial.val())
            & !self.drop.val();
    }
}
