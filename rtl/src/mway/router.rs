//! The k-ary m-way router (paper, Section 2.1, Figure 2): two buffer sets and nothing
//! else; golden model `wormcast_model::mway::router_model::RouterModel`, whose module doc
//! lists every port with its phase. The channel arbitrators are in the channel blocks
//! ([`super::channel`]), one per channel.
//!
//! * `plus` ([`MwaySet`], `DIM+`): receives on the lower channel (way 2d), drives the upper
//!   channel (slot 2d).
//! * `minus` (`DIM-`): receives on the upper channel (way 2d + 1), drives the lower channel
//!   (slot 2d + 1).
//!
//! Ports, per interface `lo_` (lower channel) and `up_` (upper channel): inputs `avail`,
//! `rf`, `valid`, `ch_drv`, `ch_tag`, `ch_buf`, `ch_data`, `chain`, `ack`, `drop`,
//! `partial`, `ack_lines`; outputs `free`, `full`, `req`, `pri`, `part`, `drv_tag`,
//! `drv_buf`, `drv_data`, `hit`, `can_ack`, `bad`, `ack_out`; plus the tie-off `coord` (the
//! lower channel's coordinates). `rf` is not read: the block is virtual cut-through only,
//! where no buffer is ever full (and `full` is 0).
//!
//! `rst` (the last input port of the golden model): synchronous reset, active high, to both
//! sets: while high every output is 0 and the channel lines are ignored; each edge with it
//! high frees every buffer and returns both buffer arbitrators' pointers to 0. D = 0 (the
//! golden model's module doc, "Reset", says what the neighbours do).
//!
//! Latency 0: a Mealy block, every output combinational from the registers and the
//! channel lines of earlier phases (no combinational loop through a channel block, see
//! `wormcast_model::mway::router`). The registers are the sets' Figure 4 state
//! (`plus$a$0`, `minus$rcvd$2`, ... in a VCD) and their buffer arbitrators' pointers.
//!
//! Parameters: as [`MwaySet`]; [`MwayRouter::new`] checks them against the model's
//! `RouterShape` (one assert per parameter, naming it).

use super::set::{MwaySet, SetConfig, SetRole};
use rust_hdl::prelude::*;
use wormcast_model::mway::router_model::RouterShape;

#[derive(LogicBlock)]
pub struct MwayRouter<
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
    /// Synchronous reset, to both sets (golden model's module doc, "Reset").
    pub rst: Signal<In, Bit>,
    /// The lower channel's coordinates (CB bits per dimension), a tie-off.
    pub coord: Signal<In, Bits<CD>>,
    // Lower channel: channel block lines in (phases 2, 4, 6, 8)
    pub lo_avail: Signal<In, Bits<M>>,
    pub lo_rf: Signal<In, Bits<MB>>,
    pub lo_valid: Signal<In, Bit>,
    pub lo_ch_drv: Signal<In, Bits<S>>,
    pub lo_ch_tag: Signal<In, Bits<2>>,
    pub lo_ch_buf: Signal<In, Bits<BB>>,
    pub lo_ch_data: Signal<In, Bits<W>>,
    pub lo_chain: Signal<In, Bits<M>>,
    pub lo_ack: Signal<In, Bit>,
    pub lo_drop: Signal<In, Bit>,
    pub lo_partial: Signal<In, Bit>,
    pub lo_ack_lines: Signal<In, Bits<M>>,
    // Lower channel: receiver and driver lines out (phases 1, 3, 5, 7)
    pub lo_free: Signal<Out, Bit>,
    pub lo_full: Signal<Out, Bits<MB>>,
    pub lo_req: Signal<Out, Bit>,
    pub lo_pri: Signal<Out, Bit>,
    pub lo_part: Signal<Out, Bit>,
    pub lo_drv_tag: Signal<Out, Bits<2>>,
    pub lo_drv_buf: Signal<Out, Bits<BB>>,
    pub lo_drv_data: Signal<Out, Bits<W>>,
    pub lo_hit: Signal<Out, Bit>,
    pub lo_can_ack: Signal<Out, Bit>,
    pub lo_bad: Signal<Out, Bit>,
    pub lo_ack_out: Signal<Out, Bit>,
    // Upper channel: channel block lines in (phases 2, 4, 6, 8)
    pub up_avail: Signal<In, Bits<M>>,
    pub up_rf: Signal<In, Bits<MB>>,
    pub up_valid: Signal<In, Bit>,
    pub up_ch_drv: Signal<In, Bits<S>>,
    pub up_ch_tag: Signal<In, Bits<2>>,
    pub up_ch_buf: Signal<In, Bits<BB>>,
    pub up_ch_data: Signal<In, Bits<W>>,
    pub up_chain: Signal<In, Bits<M>>,
    pub up_ack: Signal<In, Bit>,
    pub up_drop: Signal<In, Bit>,
    pub up_partial: Signal<In, Bit>,
    pub up_ack_lines: Signal<In, Bits<M>>,
    // Upper channel: receiver and driver lines out (phases 1, 3, 5, 7)
    pub up_free: Signal<Out, Bit>,
    pub up_full: Signal<Out, Bits<MB>>,
    pub up_req: Signal<Out, Bit>,
    pub up_pri: Signal<Out, Bit>,
    pub up_part: Signal<Out, Bit>,
    pub up_drv_tag: Signal<Out, Bits<2>>,
    pub up_drv_buf: Signal<Out, Bits<BB>>,
    pub up_drv_data: Signal<Out, Bits<W>>,
    pub up_hit: Signal<Out, Bit>,
    pub up_can_ack: Signal<Out, Bit>,
    pub up_bad: Signal<Out, Bit>,
    pub up_ack_out: Signal<Out, Bit>,
    /// `DIM+`: receives on the lower channel, drives the upper one.
    pub plus: MwaySet<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>,
    /// `DIM-`: receives on the upper channel, drives the lower one.
    pub minus: MwaySet<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>,
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
    > MwayRouter<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>
{
    pub fn new(shape: &RouterShape) -> Self {
        let d = shape.dim;
        let set = |rx_upper: bool| SetConfig {
            role: SetRole::Router,
            rx_way: 2 * d + rx_upper as usize,
            tx_slot: 2 * d + rx_upper as usize,
            rx_upper,
            shape: shape.clone(),
        };
        Self {
            clock: Default::default(),
            rst: Default::default(),
            coord: Default::default(),
            lo_avail: Default::default(),
            lo_rf: Default::default(),
            lo_valid: Default::default(),
            lo_ch_drv: Default::default(),
            lo_ch_tag: Default::default(),
            lo_ch_buf: Default::default(),
            lo_ch_data: Default::default(),
            lo_chain: Default::default(),
            lo_ack: Default::default(),
            lo_drop: Default::default(),
            lo_partial: Default::default(),
            lo_ack_lines: Default::default(),
            lo_free: Default::default(),
            lo_full: Default::default(),
            lo_req: Default::default(),
            lo_pri: Default::default(),
            lo_part: Default::default(),
            lo_drv_tag: Default::default(),
            lo_drv_buf: Default::default(),
            lo_drv_data: Default::default(),
            lo_hit: Default::default(),
            lo_can_ack: Default::default(),
            lo_bad: Default::default(),
            lo_ack_out: Default::default(),
            up_avail: Default::default(),
            up_rf: Default::default(),
            up_valid: Default::default(),
            up_ch_drv: Default::default(),
            up_ch_tag: Default::default(),
            up_ch_buf: Default::default(),
            up_ch_data: Default::default(),
            up_chain: Default::default(),
            up_ack: Default::default(),
            up_drop: Default::default(),
            up_partial: Default::default(),
            up_ack_lines: Default::default(),
            up_free: Default::default(),
            up_full: Default::default(),
            up_req: Default::default(),
            up_pri: Default::default(),
            up_part: Default::default(),
            up_drv_tag: Default::default(),
            up_drv_buf: Default::default(),
            up_drv_data: Default::default(),
            up_hit: Default::default(),
            up_can_ack: Default::default(),
            up_bad: Default::default(),
            up_ack_out: Default::default(),
            plus: MwaySet::new(&set(false)),
            minus: MwaySet::new(&set(true)),
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
    > Logic for MwayRouter<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.plus.clock.next = self.clock.val();
        self.minus.clock.next = self.clock.val();
        self.plus.rst.next = self.rst.val();
        self.minus.rst.next = self.rst.val();
        self.plus.coord.next = self.coord.val();
        self.minus.coord.next = self.coord.val();
        // The message load is the node interface's (tied low).
        self.plus.ld_valid.next = false;
        self.minus.ld_valid.next = false;
        self.plus.ld_hsent.next = false;
        self.minus.ld_hsent.next = false;
        self.plus.ld_rcvd.next = 0.into();
        self.minus.ld_rcvd.next = 0.into();
        self.plus.ld_len.next = 0.into();
        self.minus.ld_len.next = 0.into();
        self.plus.ld_out.next = 0.into();
        self.minus.ld_out.next = 0.into();
        for d in 0..D {
            self.plus.ld_lo[d].next = 0.into();
            self.minus.ld_lo[d].next = 0.into();
            self.plus.ld_hi[d].next = 0.into();
            self.minus.ld_hi[d].next = 0.into();
        }
        for j in 0..E {
            self.plus.ld_tag[j].next = 0.into();
            self.minus.ld_tag[j].next = 0.into();
            self.plus.ld_data[j].next = 0.into();
            self.minus.ld_data[j].next = 0.into();
        }
        // lo: receiver plus, driver minus
        self.plus.rx_valid.next = self.lo_valid.val();
        self.plus.rx_drv.next = self.lo_ch_drv.val();
        self.plus.rx_tag.next = self.lo_ch_tag.val();
        self.plus.rx_buf.next = self.lo_ch_buf.val();
        self.plus.rx_data.next = self.lo_ch_data.val();
        self.plus.rx_chain.next = self.lo_chain.val();
        self.plus.rx_ack.next = self.lo_ack.val();
        self.plus.rx_drop.next = self.lo_drop.val();
        self.plus.rx_partial.next = self.lo_partial.val();
        self.minus.tx_avail.next = self.lo_avail.val();
        self.minus.tx_valid.next = self.lo_valid.val();
        self.minus.tx_drv.next = self.lo_ch_drv.val();
        self.minus.tx_ack.next = self.lo_ack.val();
        self.minus.tx_drop.next = self.lo_drop.val();
        self.minus.tx_partial.next = self.lo_partial.val();
        self.minus.tx_ack_lines.next = self.lo_ack_lines.val();
        self.lo_free.next = self.plus.free.val();
        self.lo_full.next = self.plus.full.val();
        self.lo_hit.next = self.plus.hit.val();
        self.lo_can_ack.next = self.plus.can_ack.val();
        self.lo_bad.next = self.plus.bad.val();
        self.lo_ack_out.next = self.plus.ack_out.val();
        self.lo_req.next = self.minus.req.val();
        self.lo_pri.next = self.minus.pri.val();
        self.lo_part.next = self.minus.part.val();
        self.lo_drv_tag.next = self.minus.drv_tag.val();
        self.lo_drv_buf.next = self.minus.drv_buf.val();
        self.lo_drv_data.next = self.minus.drv_data.val();
        // up: receiver minus, driver plus
        self.minus.rx_valid.next = self.up_valid.val();
        self.minus.rx_drv.next = self.up_ch_drv.val();
        self.minus.rx_tag.next = self.up_ch_tag.val();
        self.minus.rx_buf.next = self.up_ch_buf.val();
        self.minus.rx_data.next = self.up_ch_data.val();
        self.minus.rx_chain.next = self.up_chain.val();
        self.minus.rx_ack.next = self.up_ack.val();
        self.minus.rx_drop.next = self.up_drop.val();
        self.minus.rx_partial.next = self.up_partial.val();
        self.plus.tx_avail.next = self.up_avail.val();
        self.plus.tx_valid.next = self.up_valid.val();
        self.plus.tx_drv.next = self.up_ch_drv.val();
        self.plus.tx_ack.next = self.up_ack.val();
        self.plus.tx_drop.next = self.up_drop.val();
        self.plus.tx_partial.next = self.up_partial.val();
        self.plus.tx_ack_lines.next = self.up_ack_lines.val();
        self.up_free.next = self.minus.free.val();
        self.up_full.next = self.minus.full.val();
        self.up_hit.next = self.minus.hit.val();
        self.up_can_ack.next = self.minus.can_ack.val();
        self.up_bad.next = self.minus.bad.val();
        self.up_ack_out.next = self.minus.ack_out.val();
        self.up_req.next = self.plus.req.val();
        self.up_pri.next = self.plus.pri.val();
        self.up_part.next = self.plus.part.val();
        self.up_drv_tag.next = self.plus.drv_tag.val();
        self.up_drv_buf.next = self.plus.drv_buf.val();
        self.up_drv_data.next = self.plus.drv_data.val();
    }
}
