//! Three-way checks of the input-buffered core's parts (golden sub-model, rust-hdl,
//! Verilator) at the part's own ports, on random legal stimulus.
//!
//! * Writers (`wormcast_rtl::input_buffered::writers::IbWriters` against
//!   `wormcast_model::input_buffered::WritersModel`): per input a framed packet stream (head
//!   flit with a length of 3 to `max_len` flits, bodies, tail; offered with random gaps and
//!   held until taken), `room` (fewer than nc chunks committed) low one cycle in five, so
//!   `out_ready` drops, random malformed and overflow pulses. The writer's slot
//!   ring is the RTL's `2^A` slots ([`IbGeometry`]), spares of the split RAM included.

use crate::block_check::three_way;
use crate::compare::Agreement;
use crate::hdl::HdlDut;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use wormcast_model::input_buffered::{IbWriters, WritersModel};
use wormcast_model::packet::HeadLayout;
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::input_buffered::core::IbGeometry;
use wormcast_rtl::input_buffered::writers::IbWriters as IbWritersRtl;

/// Array ports of the writers block (model name `x_3` is rust-hdl's `x$3`).
pub const WRITER_ARRAYS: [&str; 18] = [
    "off_v",
    "off_tag",
    "off_data",
    "off_mask",
    "room",
    "mbad",
    "ovf",
    "off_body",
    "off_tail",
    "out_ready",
    "take",
    "wr_slot",
    "wr_lane",
    "commit",
    "commit_hdr",
    "asm_hdr",
    "pkt_mask",
    "pkt_nch",
];

fn writer_ports(k: usize, w: usize) -> WritersModel {
    WritersModel::new(IbWriters::new(k, w, 1, 1))
}

impl<const K: usize, const W: usize> HdlDut for IbWritersRtl<K, W> {
    fn input_ports(&self) -> Vec<PortSpec> {
        writer_ports(K, W).input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        writer_ports(K, W).output_ports()
    }
    fn set_inputs(&mut self, v: &[u64]) {
        for i in 0..K {
            self.off_v[i].next = v[i] == 1;
            self.off_tag[i].next = v[K + i].to_bits();
            self.off_data[i].next = v[2 * K + i].to_bits();
            self.off_mask[i].next = v[3 * K + i].to_bits();
            self.room[i].next = v[4 * K + i] == 1;
            self.mbad[i].next = v[5 * K + i] == 1;
            self.ovf[i].next = v[6 * K + i] == 1;
            self.off_body[i].next = v[7 * K + i] == 1;
            self.off_tail[i].next = v[8 * K + i] == 1;
        }
        self.rst.next = v[9 * K] == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut r = Vec::with_capacity(8 * K + 2);
        r.extend(self.out_ready.iter().map(|s| s.val() as u64));
        r.extend(self.take.iter().map(|s| s.val() as u64));
        r.extend(self.wr_slot.iter().map(|s| s.val().to_u64()));
        r.extend(self.wr_lane.iter().map(|s| s.val().to_u64()));
        r.extend(self.commit.iter().map(|s| s.val() as u64));
        r.extend(self.commit_hdr.iter().map(|s| s.val() as u64));
        r.extend(self.asm_hdr.iter().map(|s| s.val() as u64));
        r.extend(self.pkt_mask.iter().map(|s| s.val().to_u64()));
        r.extend(self.pkt_nch.iter().map(|s| s.val().to_u64()));
        r.push(self.malformed_count.val().to_u64());
        r.push(self.overflow.val() as u64);
        r
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// A framed packet stream of one input: the flit offered now, held until taken.
struct Stream {
    /// Flits of the current packet still to offer (0: none started).
    left: u64,
    first: bool,
    head: u64,
    mask: u64,
}

/// What the writers' three-way check exercised.
#[derive(Debug, Default)]
pub struct WriterStats {
    pub agreement: Agreement,
    /// Chunks committed, and header chunks among them, summed over the inputs.
    pub commits: u64,
    pub headers: u64,
}

/// Three-way check of the writers of a k-port, W-bit switch with `nc` buffer chunks per
/// input in organisation `org` (`ORG_*`: the ring size), packets up to `max_len` flits.
pub fn check_writers<const K: usize, const W: usize>(
    org: u64,
    nc: usize,
    max_len: u64,
    cycles: usize,
    seed: u64,
) -> Result<WriterStats, String> {
    let g = IbGeometry::new(K, W, org, nc, max_len);
    let lay = HeadLayout { w: W };
    let wm = wormcast_model::flit::mask(W);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut streams: Vec<Stream> = (0..K)
        .map(|_| Stream {
            left: 0,
            first: false,
            head: 0,
            mask: 0,
        })
        .collect();
    let mut stim = Vec::with_capacity(cycles);
    for _ in 0..cycles {
        let mut v = vec![0u64; 9 * K + 1];
        // A synchronous reset now and then (the framers reset with the writers: every
        // stream starts again with a head).
        let rst = rng.gen_bool(0.003);
        v[9 * K] = rst as u64;
        for (i, s) in streams.iter_mut().enumerate() {
            if s.left == 0 {
                let len = rng.gen_range(3..=max_len);
                s.left = len;
                s.first = true;
                s.head = lay.encode(rng.gen_bool(0.5), rng.gen_range(0..16), len);
                s.mask = rng.gen_range(1..(1u64 << K));
            }
            let offer = rng.gen_bool(0.7);
            let room = !rng.gen_bool(0.2);
            v[i] = offer as u64;
            v[K + i] = if s.first {
                1
            } else if s.left == 1 {
                3
            } else {
                2
            };
            v[2 * K + i] = if s.first {
                s.head
            } else {
                rng.gen::<u64>() & wm
            };
            v[3 * K + i] = if s.first {
                s.mask
            } else {
                rng.gen_range(0..(1u64 << K))
            };
            v[4 * K + i] = room as u64;
            v[5 * K + i] = rng.gen_bool(0.02) as u64;
            v[6 * K + i] = rng.gen_bool(0.01) as u64;
            // The input port's `out_body` and `out_tail`.
            v[7 * K + i] = (offer && !s.first) as u64;
            v[8 * K + i] = (offer && !s.first && s.left == 1) as u64;
            if offer && room {
                s.first = false;
                s.left -= 1;
            }
            if rst {
                s.left = 0;
            }
        }
        stim.push(v);
    }
    let name = format!("ib_writers_k{K}_w{W}_c{nc}_r{}", g.ring());
    let mut uut = IbWritersRtl::<K, W>::new(&g);
    uut.connect_all();
    let mut golden = WritersModel::new(IbWriters::new(K, W, nc, g.ring()));
    let (mut commits, mut headers) = (0u64, 0u64);
    let agreement = three_way(
        &name,
        "input-buffered switch writers (chunk assembly), multidestination-worms paper Section 5",
        uut,
        &WRITER_ARRAYS,
        &mut golden,
        stim,
        |_, _, out| {
            for i in 0..K {
                commits += out[4 * K + i];
                headers += out[5 * K + i];
            }
        },
    )?;
    Ok(WriterStats {
        agreement,
        commits,
        headers,
    })
}
