//! Three-way check of the shared output port against `wormcast_model::outport`, with a
//! protocol-respecting random environment: chunks arrive only when the port can take them,
//! bypass flits only with credit, and only while `hold` (a bypass owns the link) or to an
//! idle port with no chunk arriving (a bypass claiming the link), credits return only for
//! flits the receiver holds; the synchronous reset `rst` now and then (the receiver resets
//! with the port).

use crate::block_check::three_way;
use crate::compare::Agreement;
use crate::hdl::HdlDut;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use wormcast_model::flit::{Flit, Tag};
use wormcast_model::outport::OutPort;
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::outport::OutPortRtl;

fn ports(k: usize, w: usize) -> (Vec<PortSpec>, Vec<PortSpec>) {
    let mut i = vec![
        PortSpec::new("bypass_v", 1),
        PortSpec::new("bypass_tag", 2),
        PortSpec::new("bypass_data", w),
        PortSpec::new("hold", 1),
        PortSpec::new("arr_v", 1),
        PortSpec::new("arr_n", 4),
    ];
    i.extend((0..k).map(|j| PortSpec::new(format!("arr_tag_{j}"), 2)));
    i.extend((0..k).map(|j| PortSpec::new(format!("arr_data_{j}"), w)));
    i.push(PortSpec::new("credit_in", 1));
    i.push(PortSpec::new("rst", 1));
    let o = vec![
        PortSpec::new("link_tag", 2),
        PortSpec::new("link_data", w),
        PortSpec::new("credits", 9),
        PortSpec::new("can_prefetch", 1),
        PortSpec::new("idle", 1),
        PortSpec::new("idle_next", 1),
    ];
    (i, o)
}

/// The golden model with its ports.
pub struct OutPortModel {
    pub port: OutPort,
    pub k: usize,
    pub w: usize,
    /// The receiver's FIFO depth (the credit count after a reset).
    pub depth: u32,
}
impl CycleModel for OutPortModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        ports(self.k, self.w).0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ports(self.k, self.w).1
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let k = self.k;
        let rst = v[7 + 2 * k] == 1;
        let l = if rst { Flit::IDLE } else { self.port.link() };
        let out = vec![
            l.tag.bits(),
            l.data,
            self.port.credits() as u64,
            self.port.can_prefetch() as u64,
            self.port.idle() as u64,
        ];
        let bypass = (v[0] == 1).then(|| Flit::new(Tag::from_bits(v[1]), v[2]));
        let arr = (v[4] == 1).then(|| {
            let d: Vec<Flit> = (0..k)
                .map(|j| Flit::new(Tag::from_bits(v[6 + j]), v[6 + k + j]))
                .collect();
            (d, v[5] as usize)
        });
        self.port.clock(bypass, v[3] == 1, arr, v[6 + 2 * k] == 1);
        if rst {
            self.port = OutPort::new(k, self.depth);
        }
        let mut out = out;
        out.push(self.port.idle() as u64);
        out
    }
}

impl<const K: usize, const W: usize> HdlDut for OutPortRtl<K, W> {
    fn input_ports(&self) -> Vec<PortSpec> {
        ports(K, W).0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ports(K, W).1
    }
    fn set_inputs(&mut self, v: &[u64]) {
        self.bypass_v.next = v[0] == 1;
        self.bypass_tag.next = v[1].to_bits();
        self.bypass_data.next = v[2].to_bits();
        self.hold.next = v[3] == 1;
        self.arr_v.next = v[4] == 1;
        self.arr_n.next = v[5].to_bits();
        for j in 0..K {
            self.arr_tag[j].next = v[6 + j].to_bits();
            self.arr_data[j].next = v[6 + K + j].to_bits();
        }
        self.credit_in.next = v[6 + 2 * K] == 1;
        self.rst.next = v[7 + 2 * K] == 1;
    }
    fn get_outputs(&self) -> Vec<u64> {
        vec![
            self.link_tag.val().to_u64(),
            self.link_data.val().to_u64(),
            self.credits.val().to_u64(),
            self.can_prefetch.val() as u64,
            self.idle.val() as u64,
            self.idle_next.val() as u64,
        ]
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// Three-way check over `cycles` random cycles with a receiver FIFO of `depth` flits.
pub fn check<const K: usize, const W: usize>(
    depth: usize,
    cycles: usize,
    seed: u64,
) -> Result<(Agreement, u64), String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut shadow = OutPortModel {
        port: OutPort::new(K, depth as u32),
        k: K,
        w: W,
        depth: depth as u32,
    };
    let mut held = 0usize;
    let mut stim = vec![];
    let mut flits = 0u64;
    let wm = wormcast_model::flit::mask(W);
    for _ in 0..cycles {
        let mut v = vec![0u64; 8 + 2 * K];
        if shadow.port.can_prefetch() && rng.gen_bool(0.4) {
            v[4] = 1;
            v[5] = rng.gen_range(1..=K as u64);
            for j in 0..K {
                v[6 + j] = rng.gen_range(1..4);
                v[6 + K + j] = rng.gen::<u64>() & wm;
            }
        }
        let hold = rng.gen_bool(0.15);
        let claim_ok = shadow.port.idle() && v[4] == 0;
        let bypass = rng.gen_bool(0.5) && shadow.port.credits() > 0 && (hold || claim_ok);
        if bypass {
            v[0] = 1;
            v[1] = rng.gen_range(1..4);
            v[2] = rng.gen::<u64>() & wm;
        }
        v[3] = hold as u64;
        let credit = held > 0 && rng.gen_bool(0.6);
        if credit {
            held -= 1;
        }
        v[6 + 2 * K] = credit as u64;
        // A reset now and then: the receiver resets with the port (its FIFO empties).
        let rst = rng.gen_bool(0.003);
        v[7 + 2 * K] = rst as u64;
        let o = shadow.step(&v);
        if o[0] != 0 {
            held += 1;
            flits += 1;
        }
        if rst {
            held = 0;
        }
        stim.push(v);
    }
    let name = format!("outport_k{K}_w{W}_d{depth}");
    let mut uut = OutPortRtl::<K, W>::new(depth);
    uut.connect_all();
    let mut golden = OutPortModel {
        port: OutPort::new(K, depth as u32),
        k: K,
        w: W,
        depth: depth as u32,
    };
    let a = three_way(
        &name,
        "chunked switch output port",
        uut,
        &["arr_tag", "arr_data"],
        &mut golden,
        stim,
        |_, _, _| {},
    )?;
    Ok((a, flits))
}
