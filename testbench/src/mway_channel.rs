//! The m-way channel block on the testbench: golden model
//! `wormcast_model::mway::channel::ChannelModel`, rust-hdl `wormcast_rtl::mway::channel::MwayChannel`
//! and its Verilog under Verilator, on random driver and receiver lines.
//!
//! The stimulus is shaped so that every reduction is exercised: drivers request with headers
//! (priority 0, Tag H, Ways a random subset of the slots, sometimes naming an absent
//! receiver or none) or body/tail flits (priority 1); 5% of the requests carry a random Tag
//! instead; `present` changes every 500 cycles (one absent slot 40% of the time); `hit`,
//! `can_ack`, `ack_out` and `free` are biased towards 1 so full AND reductions succeed often;
//! `bad` is rare; `full_w` is sparse; `rst` is high in 0.5% of the cycles.

use crate::block_check::three_way;
use crate::compare::Agreement;
use crate::hdl::HdlDut;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use wormcast_model::mway::channel::{ChannelModel, ChannelShape};
use wormcast_model::mway::traffic::Saturated;
use wormcast_model::mway::{MwayNet, MwayParams};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::mway::channel::MwayChannel;

/// The array ports of the rust-hdl block (see [`wormcast_ip::core_name`]).
pub const ARRAYS: [&str; 4] = ["drv_tag", "drv_buf", "drv_data", "full"];

impl<const M: usize, const S: usize, const W: usize, const BB: usize, const MB: usize> HdlDut
    for MwayChannel<M, S, W, BB, MB>
{
    fn input_ports(&self) -> Vec<PortSpec> {
        ChannelShape::new(M, MB / M, W).input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ChannelShape::new(M, MB / M, W).output_ports()
    }
    fn set_inputs(&mut self, v: &[u64]) {
        self.req.next = v[0].to_bits();
        self.pri.next = v[1].to_bits();
        self.part.next = v[2].to_bits();
        for s in 0..M {
            self.drv_tag[s].next = v[3 + 3 * s].to_bits();
            self.drv_buf[s].next = v[4 + 3 * s].to_bits();
            self.drv_data[s].next = v[5 + 3 * s].to_bits();
        }
        let rx = 3 + 3 * M;
        self.present.next = v[rx].to_bits();
        self.hit.next = v[rx + 1].to_bits();
        self.can_ack.next = v[rx + 2].to_bits();
        self.ack_out.next = v[rx + 3].to_bits();
        self.bad.next = v[rx + 4].to_bits();
        self.free.next = v[rx + 5].to_bits();
        for w in 0..M {
            self.full[w].next = v[rx + 6 + w].to_bits();
        }
        // `rst` last; absent: low.
        self.rst.next = v.get(rx + 6 + M).is_some_and(|&r| r & 1 == 1);
    }
    fn get_outputs(&self) -> Vec<u64> {
        vec![
            self.grant.val().to_u64(),
            self.valid.val() as u64,
            self.ch_tag.val().to_u64(),
            self.ch_buf.val().to_u64(),
            self.ch_data.val().to_u64(),
            self.ch_drv.val().to_u64(),
            self.addressed.val().to_u64(),
            self.chain.val().to_u64(),
            self.ack.val() as u64,
            self.drop.val() as u64,
            self.drop_ways.val() as u64,
            self.partial.val() as u64,
            self.avail.val().to_u64(),
            self.rf.val().to_u64(),
        ]
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// Random lines for a channel of `shape` (see the module doc).
pub fn stimulus(shape: ChannelShape, cycles: usize, seed: u64) -> Vec<Vec<u64>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let m = shape.m;
    let all = (1u64 << m) - 1;
    let wmask = if shape.w == 64 {
        u64::MAX
    } else {
        (1u64 << shape.w) - 1
    };
    let mut present = all;
    let biased =
        |rng: &mut SmallRng, p: f64| (0..m).fold(0u64, |a, i| a | (rng.gen_bool(p) as u64) << i);
    (0..cycles)
        .map(|c| {
            if c % 500 == 0 {
                present = if rng.gen_bool(0.4) {
                    all & !(1 << rng.gen_range(0..m))
                } else {
                    all
                };
            }
            let req = biased(&mut rng, 0.4);
            let pri = biased(&mut rng, 0.3);
            let part = biased(&mut rng, 0.5);
            let mut v = vec![req, pri, part];
            for s in 0..m {
                let body = pri >> s & 1 == 1;
                let tag = if rng.gen_bool(0.05) {
                    rng.gen_range(0..4)
                } else if body {
                    rng.gen_range(2..4)
                } else {
                    1
                };
                let ways = match rng.gen_range(0..20) {
                    0 => 0,
                    1 => rng.gen_range(0..=all),
                    _ => rng.gen_range(0..=all) & present,
                };
                let data = (rng.gen::<u64>() & wmask & !all)
                    | if tag == 1 {
                        ways
                    } else {
                        rng.gen_range(0..=all)
                    };
                v.extend([tag, rng.gen_range(0..(1u64 << shape.buf_bits)), data]);
            }
            let full_mask = (1u64 << (m * shape.b)) - 1;
            let bad = if rng.gen_bool(0.05) {
                biased(&mut rng, 0.3)
            } else {
                0
            };
            v.extend([
                present,
                biased(&mut rng, 0.5),
                biased(&mut rng, 0.8),
                biased(&mut rng, 0.85),
                bad,
                biased(&mut rng, 0.7),
            ]);
            for _ in 0..m {
                let f = if rng.gen_bool(0.3) {
                    rng.gen::<u64>() & rng.gen::<u64>() & full_mask
                } else {
                    0
                };
                v.push(f);
            }
            // rst: rare (the pointer returns to slot 0 at the edge).
            v.push(rng.gen_bool(0.005) as u64);
            v
        })
        .collect()
}

/// What a run exercised (counted on the golden model's outputs).
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    pub agreement: Agreement,
    pub grants: u64,
    /// Grants won by priority 1 while some priority-0 driver also requested.
    pub priority_wins: u64,
    pub header_acks: u64,
    pub body_acks: u64,
    pub refused: u64,
    pub drops: u64,
    pub ways_drops: u64,
    /// Refused headers sent to the acking receivers (`partial`).
    pub partials: u64,
    /// Headers whose chain broke before the last addressed receiver.
    pub chain_breaks: u64,
}

/// Verilog module name of a channel configuration.
pub fn module_name(shape: ChannelShape) -> String {
    format!("mway_channel_m{}_b{}_w{}", shape.m, shape.b, shape.w)
}

/// Three-way check of `MwayChannel<M, S, W, BB, MB>` against `golden` on `stim`.
pub fn check_stim<
    const M: usize,
    const S: usize,
    const W: usize,
    const BB: usize,
    const MB: usize,
>(
    golden: &mut dyn CycleModel,
    stim: Vec<Vec<u64>>,
) -> Result<Coverage, String> {
    let shape = ChannelShape::new(M, MB / M, W);
    assert_eq!(
        (shape.slot_bits, shape.buf_bits),
        (S, BB),
        "index widths of {shape:?}"
    );
    let mut uut = MwayChannel::<M, S, W, BB, MB>::default();
    uut.connect_all();
    let name = module_name(shape);
    let mut cov = Coverage::default();
    let rx = 3 + 3 * M;
    let agreement = three_way(
        &name,
        "m-way channel: channel arbitrator and OR/AND reductions",
        uut,
        &ARRAYS,
        golden,
        stim,
        |_, i, o| {
            let (req, pri) = (i[0], i[1]);
            if o[1] == 0 {
                return;
            }
            cov.grants += 1;
            if req & pri & o[0] != 0 && req & !pri != 0 {
                cov.priority_wins += 1;
            }
            match (o[2], o[8]) {
                (1, 1) => cov.header_acks += 1,
                (1, 0) => cov.refused += 1,
                (_, 1) => cov.body_acks += 1,
                _ => {}
            }
            cov.drops += o[9];
            cov.ways_drops += o[10];
            cov.partials += o[11];
            let addr = o[6];
            if o[2] == 1 && addr != 0 {
                let top = 63 - addr.leading_zeros() as u64;
                if o[7] >> top & 1 == 0 && i[rx + 2] & addr != addr {
                    cov.chain_breaks += 1;
                }
            }
        },
    )?;
    cov.agreement = agreement;
    Ok(cov)
}

/// Three-way check of `MwayChannel<M, S, W, BB, MB>` against `golden` (normally
/// [`ChannelModel`]; the mutation test passes a wrong one) on random lines.
pub fn check_against<
    const M: usize,
    const S: usize,
    const W: usize,
    const BB: usize,
    const MB: usize,
>(
    golden: &mut dyn CycleModel,
    cycles: usize,
    seed: u64,
) -> Result<Coverage, String> {
    let shape = ChannelShape::new(M, MB / M, W);
    check_stim::<M, S, W, BB, MB>(golden, stimulus(shape, cycles, seed))
}

/// The lines of channel `c` of a mesh under saturated mixed traffic (30% region
/// broadcasts, a tenth of them the whole mesh; bodies of 1..max_len - 1 flits), read off
/// the network engine every cycle ([`MwayNet::channel_lines`]).
pub fn record_mesh(p: &MwayParams, c: usize, cycles: usize, seed: u64) -> Vec<Vec<u64>> {
    let mut net = MwayNet::new(p).expect("mesh parameters");
    let mut traffic = Saturated::new(0.3, 0.1, p.max_len - 1, seed);
    (0..cycles)
        .map(|_| {
            traffic.feed(&mut net);
            let mut v = net.channel_lines(c).expect("a mesh with k > 2");
            v.push(0); // rst
            net.step();
            v
        })
        .collect()
}

/// Three-way check of the channel block on channel `c` of the mesh `p` (m = M slots,
/// B = MB / M = `p.buffers`, W = `p.w`).
pub fn check_mesh<
    const M: usize,
    const S: usize,
    const W: usize,
    const BB: usize,
    const MB: usize,
>(
    p: &MwayParams,
    c: usize,
    cycles: usize,
    seed: u64,
) -> Result<Coverage, String> {
    assert_eq!((p.w, p.buffers * M), (W, MB), "{p:?}");
    let mut golden = ChannelModel::new(ChannelShape::new(M, MB / M, W));
    check_stim::<M, S, W, BB, MB>(&mut golden, record_mesh(p, c, cycles, seed))
}

/// Three-way check of one configuration (m = M, B = MB / M, W).
pub fn check<const M: usize, const S: usize, const W: usize, const BB: usize, const MB: usize>(
    cycles: usize,
    seed: u64,
) -> Result<Coverage, String> {
    let mut golden = ChannelModel::new(ChannelShape::new(M, MB / M, W));
    check_against::<M, S, W, BB, MB>(&mut golden, cycles, seed)
}

/// The Verilog of one configuration as the three-way check builds it: the core under
/// `<module>_core` and a wrapper `<module>` with the golden model's port names.
pub fn verilog<const M: usize, const S: usize, const W: usize, const BB: usize, const MB: usize>(
) -> (String, String) {
    use wormcast_rtl::verilog::{emit, wrapper, WrapPort};
    let shape = ChannelShape::new(M, MB / M, W);
    let mut uut = MwayChannel::<M, S, W, BB, MB>::default();
    uut.connect_all();
    let name = module_name(shape);
    let core = format!("{name}_core");
    let arrays = ARRAYS;
    let name_of = |p: &PortSpec| wormcast_ip::core_name(&arrays, &p.name);
    let ports: Vec<WrapPort> = shape
        .input_ports()
        .iter()
        .map(|p| WrapPort::input(p, name_of(p)))
        .chain(
            shape
                .output_ports()
                .iter()
                .map(|p| WrapPort::output(p, name_of(p))),
        )
        .collect();
    let v = format!(
        "{}\n{}",
        wrapper(&name, &core, "m-way channel", &ports),
        emit(&uut, &core)
    );
    (name, v)
}
