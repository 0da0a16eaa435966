//! Three-way checks of the central buffer's sub-blocks (`wormcast_rtl::central_buffer::
//! {buffer, readers, ...}`) against their golden sub-models in
//! `wormcast_model::central_buffer`, on stimulus recorded at the sub-block's boundary: the
//! whole switch runs in rust-hdl on closed-loop traffic recorded with the golden switch
//! model, and every cycle the sub-block's input ports are sampled just before the clock
//! edge. The sub-block alone is then run by its golden sub-model, rust-hdl and Verilator in
//! lockstep; a failure names the first differing cycle, port and values. The runs assert
//! the switch's `rst` now and then ([`crate::central_buffer::reset_plan`]), so every
//! sub-block's reset is checked on its own too.

use crate::block_check::three_way;
use crate::central_buffer::{mixed_traffic, record_with_resets, reset_plan};
use crate::compare::Agreement;
use crate::hdl::HdlDut;
use rust_hdl::prelude::*;
use wormcast_ip::central_buffer::module_name;
use wormcast_ip::with_switch;
use wormcast_model::central_buffer::{
    BufferBlock, CbParams, HeaderScheme, ReadersBlock, WritePortBlock, WritersBlock,
};
use wormcast_model::PortSpec;
use wormcast_rtl::central_buffer::buffer::CbBuffer;
use wormcast_rtl::central_buffer::readers::CbReaders;
use wormcast_rtl::central_buffer::write_port::CbWritePort;
use wormcast_rtl::central_buffer::writers::CbWriters;
use wormcast_rtl::central_buffer::CbSwitch;

/// Array ports of the buffer (`wr_tag_3` is `wr_tag$3` in the block).
pub const BUFFER_ARRAYS: [&str; 6] = [
    "wr_tag", "wr_data", "np_we", "np_waddr", "arr_tag", "arr_data",
];

fn u(b: bool) -> u64 {
    b as u64
}

/// The buffer's input port values, in [`BufferBlock::input_ports`] order.
fn buffer_inputs<const K: usize, const W: usize>(b: &CbBuffer<K, W>) -> Vec<u64> {
    let mut v = vec![u(b.chunk_we.val()), b.loc.val().to_u64()];
    v.extend(b.wr_tag.iter().map(|s| s.val().to_u64()));
    v.extend(b.wr_data.iter().map(|s| s.val().to_u64()));
    v.extend([
        b.init.val().to_u64(),
        u(b.alloc.val()),
        u(b.admit.val()),
        u(b.case_a.val()),
        b.s_total.val().to_u64(),
        u(b.up_step.val()),
        u(b.nc_we.val()),
        b.nc_waddr.val().to_u64(),
        b.nc_wdata.val().to_u64(),
    ]);
    v.extend(b.np_we.iter().map(|s| u(s.val())));
    v.extend(b.np_waddr.iter().map(|s| s.val().to_u64()));
    v.extend([
        u(b.rd_go.val()),
        b.rd_x.val().to_u64(),
        b.if_o.val().to_u64(),
        u(b.fwd_rel.val()),
        u(b.rst.val()),
    ]);
    v
}

impl<const K: usize, const W: usize> HdlDut for CbBuffer<K, W> {
    fn input_ports(&self) -> Vec<PortSpec> {
        BufferBlock::input_ports(K, W)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        BufferBlock::output_ports(K, W)
    }
    fn set_inputs(&mut self, v: &[u64]) {
        self.chunk_we.next = v[0] == 1;
        self.loc.next = v[1].to_bits();
        for j in 0..K {
            self.wr_tag[j].next = v[2 + j].to_bits();
            self.wr_data[j].next = v[2 + K + j].to_bits();
        }
        let b = 2 + 2 * K;
        self.init.next = v[b].to_bits();
        self.alloc.next = v[b + 1] == 1;
        self.admit.next = v[b + 2] == 1;
        self.case_a.next = v[b + 3] == 1;
        self.s_total.next = v[b + 4].to_bits();
        self.up_step.next = v[b + 5] == 1;
        self.nc_we.next = v[b + 6] == 1;
        self.nc_waddr.next = v[b + 7].to_bits();
        self.nc_wdata.next = v[b + 8].to_bits();
        for o in 0..K {
            self.np_we[o].next = v[b + 9 + o] == 1;
            self.np_waddr[o].next = v[b + 9 + K + o].to_bits();
        }
        let c = b + 9 + 2 * K;
        self.rd_go.next = v[c] == 1;
        self.rd_x.next = v[c + 1].to_bits();
        self.if_o.next = v[c + 2].to_bits();
        self.fwd_rel.next = v[c + 3] == 1;
        self.rst.next = v[c + 4] == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut v: Vec<u64> = self.arr_tag.iter().map(|s| s.val().to_u64()).collect();
        v.extend(self.arr_data.iter().map(|s| s.val().to_u64()));
        v.extend([
            self.arr_len.val().to_u64(),
            self.np_r.val().to_u64(),
            self.nc_r.val().to_u64(),
            u(self.freed.val()),
            self.done_addr.val().to_u64(),
            self.head.val().to_u64(),
            self.free_count.val().to_u64(),
            self.reserved.val().to_u64(),
            self.up_used.val().to_u64(),
            u(self.ready.val()),
        ]);
        v
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// Run the whole switch `s` in rust-hdl on `stim`; `probe` samples a sub-block's inputs in
/// every cycle just before the clock edge.
pub fn boundary<const K: usize, const W: usize, const B: usize, const P: usize>(
    s: &mut CbSwitch<K, W, B, P>,
    stim: &[Vec<u64>],
    probe: impl Fn(&CbSwitch<K, W, B, P>) -> Vec<u64>,
) -> Vec<Vec<u64>> {
    check_all(s).expect("rust-hdl connectivity check failed");
    s.set_clock(false);
    assert!(simulate(s, 1000), "switch did not settle");
    let mut rec = Vec::with_capacity(stim.len());
    for v in stim {
        s.set_inputs(v);
        s.set_clock(false);
        assert!(simulate(s, 1000), "switch did not settle");
        rec.push(probe(s));
        s.set_clock(true);
        assert!(simulate(s, 1000), "switch did not settle");
    }
    rec
}

fn buffer_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    mut s: CbSwitch<K, W, B, P>,
    p: &CbParams,
    stim: &[Vec<u64>],
) -> Result<Agreement, String> {
    let bstim = boundary(&mut s, stim, |s| buffer_inputs(&s.core.buffer));
    let mut uut = CbBuffer::<K, W>::new(p.chunks, p.route.down, p.scheme == HeaderScheme::Shared);
    uut.connect_all();
    let name = format!("{}_buffer", module_name(p));
    three_way(
        &name,
        "central buffer: chunk, NP and NC RAMs, counters, free list, accounting",
        uut,
        &BUFFER_ARRAYS,
        &mut BufferBlock::new(p),
        bstim,
        |_, _, _| {},
    )
}

/// The buffer's three-way check on its boundary in a `cycles`-cycle whole-switch run.
pub fn check_buffer(p: &CbParams, cycles: u64, seed: u64) -> Result<Agreement, String> {
    let (stim, _) = record_with_resets(p, mixed_traffic(), cycles, seed, Some(reset_plan()))?;
    with_switch!(p, |s| buffer_of(s, p, &stim))?
}

/// Array ports of the readers.
pub const READERS_ARRAYS: [&str; 11] = [
    "op_can_prefetch",
    "op_idle_next",
    "last_c",
    "w_pre",
    "first_p",
    "in_pkt",
    "np_we",
    "np_waddr",
    "hold",
    "arr_v",
    "queue",
];

/// The readers' input port values, in [`ReadersBlock::input_ports`] order.
fn readers_inputs<const K: usize, const P: usize>(r: &CbReaders<K, P>) -> Vec<u64> {
    let mut v: Vec<u64> = r.op_can_prefetch.iter().map(|s| u(s.val())).collect();
    v.extend(r.op_idle_next.iter().map(|s| u(s.val())));
    v.extend(r.last_c.iter().map(|s| s.val().to_u64()));
    v.extend(r.w_pre.iter().map(|s| s.val().to_u64()));
    v.extend([
        r.xb_set.val().to_u64(),
        r.xb_clr.val().to_u64(),
        r.grant.val().to_u64(),
        r.loc.val().to_u64(),
        r.link_v.val().to_u64(),
        u(r.ncs.val()),
        r.arr_len.val().to_u64(),
        r.np_r.val().to_u64(),
        r.nc_r.val().to_u64(),
        r.fwd.val().to_u64(),
        r.s_hd_len.val().to_u64(),
        r.s_hd_nc.val().to_u64(),
        u(r.rst.val()),
    ]);
    v
}

impl<const K: usize, const P: usize> HdlDut for CbReaders<K, P> {
    fn input_ports(&self) -> Vec<PortSpec> {
        ReadersBlock::input_ports(K)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ReadersBlock::output_ports(K)
    }
    fn set_inputs(&mut self, v: &[u64]) {
        for o in 0..K {
            self.op_can_prefetch[o].next = v[o] == 1;
            self.op_idle_next[o].next = v[K + o] == 1;
            self.last_c[o].next = v[2 * K + o].to_bits();
            self.w_pre[o].next = v[3 * K + o].to_bits();
        }
        let b = 4 * K;
        self.xb_set.next = v[b].to_bits();
        self.xb_clr.next = v[b + 1].to_bits();
        self.grant.next = v[b + 2].to_bits();
        self.loc.next = v[b + 3].to_bits();
        self.link_v.next = v[b + 4].to_bits();
        self.ncs.next = v[b + 5] == 1;
        self.arr_len.next = v[b + 6].to_bits();
        self.np_r.next = v[b + 7].to_bits();
        self.nc_r.next = v[b + 8].to_bits();
        self.fwd.next = v[b + 9].to_bits();
        self.s_hd_len.next = v[b + 10].to_bits();
        self.s_hd_nc.next = v[b + 11].to_bits();
        self.rst.next = v[b + 12] == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut v = vec![self.idle.val().to_u64(), self.fwd_ok.val().to_u64()];
        v.extend(self.first_p.iter().map(|s| s.val().to_u64()));
        v.extend(self.in_pkt.iter().map(|s| u(s.val())));
        v.extend([
            u(self.rd_go.val()),
            self.rd_x.val().to_u64(),
            u(self.rd_hdr.val()),
            self.if_o.val().to_u64(),
        ]);
        v.extend(self.np_we.iter().map(|s| u(s.val())));
        v.extend(self.np_waddr.iter().map(|s| s.val().to_u64()));
        v.extend(self.hold.iter().map(|s| u(s.val())));
        v.extend(self.arr_v.iter().map(|s| u(s.val())));
        v.push(self.arr_n.val().to_u64());
        v.extend(self.queue.iter().map(|s| s.val().to_u64()));
        v
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

fn readers_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    mut s: CbSwitch<K, W, B, P>,
    p: &CbParams,
    stim: &[Vec<u64>],
) -> Result<Agreement, String> {
    let rstim = boundary(&mut s, stim, |s| readers_inputs(&s.core.readers));
    let mut uut = CbReaders::<K, P>::new(p.max_len as usize);
    uut.connect_all();
    let name = format!("{}_readers", module_name(p));
    three_way(
        &name,
        "central buffer readers: packet lists, read port, NC forwarding, bypass ownership",
        uut,
        &READERS_ARRAYS,
        &mut ReadersBlock::new(K),
        rstim,
        |_, _, _| {},
    )
}

/// The readers' three-way check on their boundary in a `cycles`-cycle whole-switch run.
pub fn check_readers(p: &CbParams, cycles: u64, seed: u64) -> Result<Agreement, String> {
    let (stim, _) = record_with_resets(p, mixed_traffic(), cycles, seed, Some(reset_plan()))?;
    with_switch!(p, |s| readers_of(s, p, &stim))?
}

/// Array ports of the write port.
pub const WRITE_PORT_ARRAYS: [&str; 6] =
    ["chunk_ready", "mc", "admitted", "up", "streaming", "total"];

/// The write port's input port values, in [`WritePortBlock::input_ports`] order.
fn write_port_inputs<const K: usize, const P: usize>(w: &CbWritePort<K, P>) -> Vec<u64> {
    let mut v: Vec<u64> = w.chunk_ready.iter().map(|s| u(s.val())).collect();
    v.extend(w.mc.iter().map(|s| u(s.val())));
    v.extend(w.admitted.iter().map(|s| u(s.val())));
    v.extend(w.up.iter().map(|s| u(s.val())));
    v.extend(w.streaming.iter().map(|s| u(s.val())));
    v.extend(w.total.iter().map(|s| s.val().to_u64()));
    v.extend([
        u(w.s_mc.val()),
        u(w.s_up.val()),
        u(w.s_adm.val()),
        u(w.s_hdr.val()),
        u(w.s_last.val()),
        w.s_mask.val().to_u64(),
        w.s_ks.val().to_u64(),
        w.s_nch.val().to_u64(),
        w.s_copies.val().to_u64(),
        u(w.s_pre_done.val()),
        w.s_last_c.val().to_u64(),
        w.s_pre.val().to_u64(),
        w.free_count.val().to_u64(),
        w.up_used.val().to_u64(),
        w.head.val().to_u64(),
        u(w.ready.val()),
        w.fwd_ok.val().to_u64(),
        w.s_hd_out.val().to_u64(),
        w.copy_wait.val().to_u64(),
        u(w.rst.val()),
    ]);
    v
}

impl<const K: usize, const P: usize> HdlDut for CbWritePort<K, P> {
    fn input_ports(&self) -> Vec<PortSpec> {
        WritePortBlock::input_ports(K)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        WritePortBlock::output_ports(K)
    }
    fn set_inputs(&mut self, v: &[u64]) {
        for i in 0..K {
            self.chunk_ready[i].next = v[i] == 1;
            self.mc[i].next = v[K + i] == 1;
            self.admitted[i].next = v[2 * K + i] == 1;
            self.up[i].next = v[3 * K + i] == 1;
            self.streaming[i].next = v[4 * K + i] == 1;
            self.total[i].next = v[5 * K + i].to_bits();
        }
        let s = &v[6 * K..];
        self.s_mc.next = s[0] == 1;
        self.s_up.next = s[1] == 1;
        self.s_adm.next = s[2] == 1;
        self.s_hdr.next = s[3] == 1;
        self.s_last.next = s[4] == 1;
        self.s_mask.next = s[5].to_bits();
        self.s_ks.next = s[6].to_bits();
        self.s_nch.next = s[7].to_bits();
        self.s_copies.next = s[8].to_bits();
        self.s_pre_done.next = s[9] == 1;
        self.s_last_c.next = s[10].to_bits();
        self.s_pre.next = s[11].to_bits();
        self.free_count.next = s[12].to_bits();
        self.up_used.next = s[13].to_bits();
        self.head.next = s[14].to_bits();
        self.ready.next = s[15] == 1;
        self.fwd_ok.next = s[16].to_bits();
        self.s_hd_out.next = s[17].to_bits();
        self.copy_wait.next = s[18].to_bits();
        self.rst.next = s[19] == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        vec![
            self.grant.val().to_u64(),
            u(self.admit.val()),
            u(self.up_step.val()),
            u(self.case_a.val()),
            u(self.case_b1.val()),
            u(self.case_b2.val()),
            u(self.case_c.val()),
            u(self.case_d.val()),
            u(self.use_pre.val()),
            u(self.alloc.val()),
            self.loc.val().to_u64(),
            self.copies_after.val().to_u64(),
            u(self.released.val()),
            self.link_v.val().to_u64(),
            u(self.ncs.val()),
            u(self.chunk_we.val()),
            self.init.val().to_u64(),
            u(self.nc_we.val()),
            self.nc_waddr.val().to_u64(),
            self.nc_wdata.val().to_u64(),
            self.fwd.val().to_u64(),
            u(self.fwd_rel.val()),
        ]
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

fn write_port_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    mut s: CbSwitch<K, W, B, P>,
    p: &CbParams,
    stim: &[Vec<u64>],
) -> Result<Agreement, String> {
    let wstim = boundary(&mut s, stim, |s| write_port_inputs(&s.core.write_port));
    let mut uut = CbWritePort::<K, P>::new(
        p.chunks,
        p.route.down,
        p.scheme == HeaderScheme::Shared,
        p.down_reserve(),
        p.max_len as usize,
    );
    uut.connect_all();
    let name = format!("{}_write_port", module_name(p));
    three_way(
        &name,
        "central buffer write port: eligibility, write turn, grant, write step",
        uut,
        &WRITE_PORT_ARRAYS,
        &mut WritePortBlock::new(p),
        wstim,
        |_, _, _| {},
    )
}

/// The write port's three-way check on its boundary in a `cycles`-cycle whole-switch run.
pub fn check_write_port(p: &CbParams, cycles: u64, seed: u64) -> Result<Agreement, String> {
    let (stim, _) = record_with_resets(p, mixed_traffic(), cycles, seed, Some(reset_plan()))?;
    with_switch!(p, |s| write_port_of(s, p, &stim))?
}

/// Array ports of the writers.
pub const WRITERS_ARRAYS: [&str; 26] = [
    "of_v",
    "of_tag",
    "of_data",
    "of_mask",
    "of_ks",
    "of_mc",
    "in_bad",
    "in_overflow",
    "op_credits",
    "first_p",
    "in_pkt",
    "taken",
    "up_cred",
    "xb_v",
    "xb_tag",
    "xb_data",
    "last_c",
    "w_pre",
    "chunk_ready",
    "mc",
    "admitted",
    "up",
    "streaming",
    "total",
    "wr_tag",
    "wr_data",
];

/// The writers' input port values, in [`WritersBlock::input_ports`] order.
fn writers_inputs<const K: usize, const W: usize>(w: &CbWriters<K, W>) -> Vec<u64> {
    let mut v: Vec<u64> = w.of_v.iter().map(|s| u(s.val())).collect();
    v.extend(w.of_tag.iter().map(|s| s.val().to_u64()));
    v.extend(w.of_data.iter().map(|s| s.val().to_u64()));
    v.extend(w.of_mask.iter().map(|s| s.val().to_u64()));
    v.extend(w.of_ks.iter().map(|s| s.val().to_u64()));
    v.extend(w.of_mc.iter().map(|s| u(s.val())));
    v.extend(w.in_bad.iter().map(|s| u(s.val())));
    v.extend(w.in_overflow.iter().map(|s| u(s.val())));
    v.extend(w.op_credits.iter().map(|s| s.val().to_u64()));
    v.extend(w.first_p.iter().map(|s| s.val().to_u64()));
    v.extend(w.in_pkt.iter().map(|s| u(s.val())));
    v.extend([
        w.idle.val().to_u64(),
        u(w.rd_go.val()),
        w.rd_x.val().to_u64(),
        u(w.rd_hdr.val()),
        w.grant.val().to_u64(),
        w.loc.val().to_u64(),
        u(w.freed.val()),
        w.done_addr.val().to_u64(),
        w.fwd.val().to_u64(),
        u(w.rst.val()),
    ]);
    v
}

impl<const K: usize, const W: usize> HdlDut for CbWriters<K, W> {
    fn input_ports(&self) -> Vec<PortSpec> {
        WritersBlock::input_ports(K, W)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        WritersBlock::output_ports(K, W)
    }
    fn set_inputs(&mut self, v: &[u64]) {
        let a = |n: usize, i: usize| v[n * K + i];
        for i in 0..K {
            self.of_v[i].next = a(0, i) == 1;
            self.of_tag[i].next = a(1, i).to_bits();
            self.of_data[i].next = a(2, i).to_bits();
            self.of_mask[i].next = a(3, i).to_bits();
            self.of_ks[i].next = a(4, i).to_bits();
            self.of_mc[i].next = a(5, i) == 1;
            self.in_bad[i].next = a(6, i) == 1;
            self.in_overflow[i].next = a(7, i) == 1;
            self.op_credits[i].next = a(8, i).to_bits();
            self.first_p[i].next = a(9, i).to_bits();
            self.in_pkt[i].next = a(10, i) == 1;
        }
        let s = &v[11 * K..];
        self.idle.next = s[0].to_bits();
        self.rd_go.next = s[1] == 1;
        self.rd_x.next = s[2].to_bits();
        self.rd_hdr.next = s[3] == 1;
        self.grant.next = s[4].to_bits();
        self.loc.next = s[5].to_bits();
        self.freed.next = s[6] == 1;
        self.done_addr.next = s[7].to_bits();
        self.fwd.next = s[8].to_bits();
        self.rst.next = s[9] == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut v: Vec<u64> = self.taken.iter().map(|s| u(s.val())).collect();
        v.extend(self.up_cred.iter().map(|s| s.val().to_u64()));
        v.extend(self.xb_v.iter().map(|s| u(s.val())));
        v.extend(self.xb_tag.iter().map(|s| s.val().to_u64()));
        v.extend(self.xb_data.iter().map(|s| s.val().to_u64()));
        v.extend(self.last_c.iter().map(|s| s.val().to_u64()));
        v.extend(self.w_pre.iter().map(|s| s.val().to_u64()));
        v.extend(self.chunk_ready.iter().map(|s| u(s.val())));
        v.extend(self.mc.iter().map(|s| u(s.val())));
        v.extend(self.admitted.iter().map(|s| u(s.val())));
        v.extend(self.up.iter().map(|s| u(s.val())));
        v.extend(self.streaming.iter().map(|s| u(s.val())));
        v.extend(self.total.iter().map(|s| s.val().to_u64()));
        v.extend(self.wr_tag.iter().map(|s| s.val().to_u64()));
        v.extend(self.wr_data.iter().map(|s| s.val().to_u64()));
        v.extend([
            self.malformed_count.val().to_u64(),
            u(self.overflow.val()),
            self.xb_set.val().to_u64(),
            self.xb_clr.val().to_u64(),
            u(self.s_mc.val()),
            u(self.s_adm.val()),
            u(self.s_hdr.val()),
            u(self.s_last.val()),
            self.s_mask.val().to_u64(),
            self.s_ks.val().to_u64(),
            self.s_nch.val().to_u64(),
            self.s_copies.val().to_u64(),
            u(self.s_pre_done.val()),
            self.s_last_c.val().to_u64(),
            self.s_pre.val().to_u64(),
            self.s_total.val().to_u64(),
            u(self.s_up.val()),
            self.s_hd_len.val().to_u64(),
            self.s_hd_nc.val().to_u64(),
            self.s_hd_out.val().to_u64(),
            self.copy_wait.val().to_u64(),
        ]);
        v
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

fn writers_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    mut s: CbSwitch<K, W, B, P>,
    p: &CbParams,
    stim: &[Vec<u64>],
) -> Result<Agreement, String> {
    let wstim = boundary(&mut s, stim, |s| writers_inputs(&s.core.writers));
    let shared = p.scheme == HeaderScheme::Shared;
    let mut uut = CbWriters::<K, W>::new(p.route.down, shared, p.bypass, p.max_len as usize);
    uut.connect_all();
    let name = format!("{}_writers", module_name(p));
    three_way(
        &name,
        "central buffer writers: path decision, crossbar, chunk assemblers, writer state",
        uut,
        &WRITERS_ARRAYS,
        &mut WritersBlock::new(K, W, p.route.down, shared, p.bypass),
        wstim,
        |_, _, _| {},
    )
}

/// The writers' three-way check on their boundary in a `cycles`-cycle whole-switch run.
pub fn check_writers(p: &CbParams, cycles: u64, seed: u64) -> Result<Agreement, String> {
    let (stim, _) = record_with_resets(p, mixed_traffic(), cycles, seed, Some(reset_plan()))?;
    with_switch!(p, |s| writers_of(s, p, &stim))?
}
