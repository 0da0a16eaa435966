//! A whole k-ary m-way mesh as one block (issue 12: Figure 1's 4-ary 5-way mesh emitted as
//! one Verilog top, `rtl/src/mway/mesh.rs`): its ports, and the golden run that drives them.
//!
//! The golden model of the top is the network engine ([`MwayNet`]) itself, the simulator of
//! the study: a mesh run under saturated mixed traffic is recorded at the top's ports
//! ([`record_top`]) and the RTL replays the inputs, so every channel of the RTL mesh must do
//! what the engine did, cycle for cycle.
//!
//! # Ports (N = channels = nodes, L = max_len flits, W flit bits)
//! Inputs, per node `n` (the node's side of its node interface, `rtl/src/mway/ni.rs`):
//! | port | bits | meaning |
//! |------|------|---------|
//! | `inj_valid_n` | 1 | a message is offered (held until `inj_ready_n`) |
//! | `inj_n_n` | bits_for(L) | its number of flits, header included (1..=L; a headless message has no header) |
//! | `inj_tag_{n L + j}`, `inj_data_{n L + j}` | 2, W | its flit `j` (tag H/B/T as on the channel; the header's Ways are those of the node's own channel) |
//!
//! Outputs:
//! | port | bits | meaning |
//! |------|------|---------|
//! | `inj_ready_n` | 1 | node `n`'s NI has a free injection buffer: an offered message is taken at this edge |
//! | `ej_valid_n` | 1 | node `n`'s ejection set takes the flit on channel `n` (the node consumes it; the message is the channel's (`ch_drv`, `ch_buf`)) |
//! | `ch_valid_c` ... `ch_partial_c` | 1, S, 2, BB, W, 1, 1, 1 | channel `c`'s lines: a flit, its driver slot, tag, Buf and data; all its receivers took it; dropped; partial header transfer |
//!
//! Latency: a message offered at cycle t with a free buffer is in the injection set at
//! t + 1; from there every hop is the engine's (one channel transfer per flit per cycle).
//! The node consumes every flit its ejection set takes (no back-pressure at the node).
//!
//! Input `rst` (1 bit, the last input port): the synchronous reset ("Reset").
//!
//! # Reset
//! `rst` (the last input port, to every router, node interface and channel block of the
//! mesh) is synchronous and active high. In a cycle with `rst` high every output is 0
//! (`inj_ready_n`, `ej_valid_n` and every channel line) and the node inputs are ignored: no
//! message is taken. Each edge with `rst` high returns the mesh to its power-on state: every
//! buffer of every router set and node interface free (its Figure 4 control state cleared:
//! `A`, `hdr`, `tail`, `hsent`, `discard`, `rcvd`, `sent`, `out`, `cur`, `rsv`), every
//! buffer arbitrator's and channel arbitrator's pointer at 0; every message and reservation
//! in the mesh is lost. D = 0: in the first cycle with `rst` low the mesh is at its power-on
//! state (`inj_ready_n` = 1, channels idle). The nodes reset with the mesh: a node keeps
//! offering its current message (or its next one) and it is taken after the reset as after
//! power-on; a node drops the flits it consumed (`ej_valid_n`) of a message whose tail had
//! not arrived; a message already taken (`inj_ready_n` at an earlier edge) and not yet
//! delivered everywhere is lost, and the node sends it again if it must. Messages taken
//! after the reset are delivered exactly once. Without a reset the registers start from
//! their initial values (an FPGA bitstream loads them); tie `rst` low then.

use super::channel::{ChannelModel, ChannelShape};
use super::format::{bits_for, Header};
use super::network::MwayNet;
use super::ni::{payload, Pending};
use super::params::{MwayParams, ParamError};
use super::router::Router;
use super::router_model::{bad_messages, RouterShape};
use super::routing::route;
use crate::flit::Tag;
use crate::{CycleModel, PortSpec};

/// The top's shape: parameters and port widths.
#[derive(Clone, Debug)]
pub struct TopShape {
    pub p: MwayParams,
    /// Nodes (= channels).
    pub n: usize,
    /// Flits of the longest message (max_len).
    pub l: usize,
    pub m: usize,
    pub w: usize,
    pub buf_bits: usize,
    pub slot_bits: usize,
    /// Bits of `inj_n`.
    pub n_bits: usize,
}

/// Output ports per channel, in order.
pub const CH_PORTS: [&str; 8] = [
    "ch_valid",
    "ch_drv",
    "ch_tag",
    "ch_buf",
    "ch_data",
    "ch_ack",
    "ch_drop",
    "ch_partial",
];

impl TopShape {
    /// The mesh of `p` as one top (every dimension k > 2, as for the router block).
    pub fn new(p: &MwayParams) -> Result<Self, ParamError> {
        let r = RouterShape::new(p, 0)?;
        if !p.vct() {
            return Err(ParamError(
                "parameter `depth` must be at least `max_len`: the RTL is virtual cut-through only"
                    .into(),
            ));
        }
        let n = r.mesh.channels;
        Ok(TopShape {
            n,
            l: p.max_len,
            m: r.m,
            w: p.w,
            buf_bits: r.buf_bits,
            slot_bits: r.slot_bits,
            n_bits: bits_for(p.max_len),
            p: p.clone(),
        })
    }

    pub fn input_ports(&self) -> Vec<PortSpec> {
        let (n, l) = (self.n, self.l);
        let mut v: Vec<PortSpec> = (0..n)
            .map(|i| PortSpec::new(format!("inj_valid_{i}"), 1))
            .collect();
        v.extend((0..n).map(|i| PortSpec::new(format!("inj_n_{i}"), self.n_bits)));
        v.extend((0..n * l).map(|i| PortSpec::new(format!("inj_tag_{i}"), 2)));
        v.extend((0..n * l).map(|i| PortSpec::new(format!("inj_data_{i}"), self.w)));
        v.push(PortSpec::new("rst", 1));
        v
    }

    fn ch_width(&self, port: &str) -> usize {
        match port {
            "ch_drv" => self.slot_bits,
            "ch_tag" => 2,
            "ch_buf" => self.buf_bits,
            "ch_data" => self.w,
            _ => 1,
        }
    }

    pub fn output_ports(&self) -> Vec<PortSpec> {
        let n = self.n;
        let mut v: Vec<PortSpec> = (0..n)
            .map(|i| PortSpec::new(format!("inj_ready_{i}"), 1))
            .collect();
        v.extend((0..n).map(|i| PortSpec::new(format!("ej_valid_{i}"), 1)));
        for name in CH_PORTS {
            v.extend((0..n).map(|c| PortSpec::new(format!("{name}_{c}"), self.ch_width(name))));
        }
        v
    }

    /// Index of output `name` of channel `c` in [`TopShape::output_ports`].
    pub fn ch_index(&self, name: &str, c: usize) -> usize {
        let k = CH_PORTS
            .iter()
            .position(|&x| x == name)
            .expect("a channel port");
        (2 + k) * self.n + c
    }

    /// The flits of a queued message as the node offers them: (tag, data) per flit.
    pub fn flits(&self, net: &MwayNet, at: usize, m: &Pending) -> Vec<(Tag, u64)> {
        match m {
            Pending::Msg { id, region, body } => {
                let dims = net.mesh.dims();
                let h = Header {
                    ways: route(region, &net.mesh.coord(at), dims) & !(1 << (2 * dims)),
                    class: 0,
                    region: *region,
                    len: *body as u16,
                };
                let mut v = vec![(Tag::Head, net.layout.encode(&h))];
                v.extend((1..=*body).map(|j| {
                    let tag = if j == *body { Tag::Tail } else { Tag::Body };
                    (tag, payload(*id, j, self.w))
                }));
                v
            }
            Pending::Raw { flits, .. } => flits.clone(),
        }
    }

    /// The input vector of one cycle: every node offers the head of its source queue.
    pub fn inputs(&self, net: &MwayNet) -> Vec<u64> {
        let (n, l) = (self.n, self.l);
        let mut valid = vec![0; n];
        let mut count = vec![0; n];
        let mut tag = vec![0; n * l];
        let mut data = vec![0; n * l];
        for c in 0..n {
            let Some(m) = net.nis[c].queue.front() else {
                continue;
            };
            let f = self.flits(net, c, m);
            assert!(f.len() <= l, "a message of {} flits: at most {l}", f.len());
            valid[c] = 1;
            count[c] = f.len() as u64;
            for (j, (t, d)) in f.into_iter().enumerate() {
                tag[c * l + j] = t as u64;
                data[c * l + j] = d;
            }
        }
        [valid, count, tag, data, vec![0]].concat()
    }
}

/// The top's outputs this cycle, read off the engine through one channel block per channel
/// (their arbiters copied from the engine's, as [`super::router_model::RouterProbe`] does).
pub fn outputs(shape: &TopShape, net: &MwayNet, blocks: &mut [ChannelModel]) -> Vec<u64> {
    let n = shape.n;
    let node = net.mesh.node_way();
    let rx = 3 + 3 * shape.m;
    let mut ready = vec![0; n];
    let mut ej = vec![0; n];
    let mut ch = vec![vec![0; n]; CH_PORTS.len()];
    for c in 0..n {
        ready[c] = net.nis[c].inj.first_free().is_some() as u64;
        let v = net.channel_lines(c).expect("a mesh with k > 2");
        blocks[c].arb = net.arbs[c].clone();
        let o = blocks[c].step(&v);
        let (valid, ack, drop, partial) = (o[1], o[8], o[9], o[11]);
        let ack_out_node = v[rx + 3] >> node & 1;
        ej[c] = valid & ack_out_node & (ack | partial) & (drop ^ 1);
        for (k, x) in [o[1], o[5], o[2], o[3], o[4], ack, drop, partial]
            .into_iter()
            .enumerate()
        {
            ch[k][c] = x;
        }
    }
    let mut v = [ready, ej].concat();
    for x in ch {
        v.extend(x);
    }
    v
}

/// What [`record_top`] recorded.
#[derive(Clone, Debug, Default)]
pub struct TopRun {
    /// Inputs and the engine's outputs, per cycle.
    pub ins: Vec<Vec<u64>>,
    pub outs: Vec<Vec<u64>>,
    /// Messages generated and node copies delivered by the engine, bad messages dropped.
    pub generated: u64,
    pub delivered: u64,
    pub dropped: u64,
    /// Resets (runs of `rst` cycles); messages generated after the last reset and not
    /// delivered at the end (after the drain of [`record_top_resets`]: must be 0).
    pub resets: u64,
    pub lost_after_last_reset: usize,
}

/// Record `cycles` cycles of the mesh `p` at the top's ports under saturated mixed traffic
/// (`broadcast` of the messages region broadcasts, a tenth of those the whole mesh; bodies of
/// 1..max_len - 1 flits). With `bad_every` > 0 a bad message of [`bad_messages`] is queued every
/// `bad_every` cycles, at routers taken in turn. The engine's delivery checker must stay
/// quiet (every message delivered exactly once to exactly its region).
pub fn record_top(
    p: &MwayParams,
    broadcast: f64,
    bad_every: usize,
    cycles: usize,
    seed: u64,
) -> Result<TopRun, ParamError> {
    record_top_with(p, broadcast, bad_every, cycles, seed, |_| {})
}

/// [`record_top`] on an engine `setup` has changed first (a mutant such as
/// [`MwayNet::ni_reuse_same_cycle`], which the RTL's check must catch).
pub fn record_top_with(
    p: &MwayParams,
    broadcast: f64,
    bad_every: usize,
    cycles: usize,
    seed: u64,
    setup: impl FnOnce(&mut MwayNet),
) -> Result<TopRun, ParamError> {
    record_top_full(p, broadcast, bad_every, cycles, seed, 0.0, 0, setup)
}

/// [`record_top`] with random resets ([`super::traffic::Resets`]: probability `resets` per
/// cycle, 1 to 3 cycles each) and then `drain` cycles without new messages (the nodes still
/// offer what they hold). In a cycle with `rst` high the nodes offer their queues' heads as
/// usual (the top must ignore them), every output is 0, and the engine resets at the edge
/// ([`MwayNet::reset`]).
pub fn record_top_resets(
    p: &MwayParams,
    broadcast: f64,
    cycles: usize,
    seed: u64,
    resets: f64,
    drain: usize,
) -> Result<TopRun, ParamError> {
    record_top_full(p, broadcast, 0, cycles, seed, resets, drain, |_| {})
}

#[allow(clippy::too_many_arguments)]
fn record_top_full(
    p: &MwayParams,
    broadcast: f64,
    bad_every: usize,
    cycles: usize,
    seed: u64,
    resets: f64,
    drain: usize,
    setup: impl FnOnce(&mut MwayNet),
) -> Result<TopRun, ParamError> {
    let mut rst = super::traffic::Resets::new(resets, seed);
    let (mut prev, mut last_reset) = (false, 0u64);
    let shape = TopShape::new(p)?;
    let mut net = MwayNet::new(p)?;
    setup(&mut net);
    let routers = Router::all(&net.mesh);
    let ch = ChannelShape::new(shape.m, p.buffers, p.w);
    let mut blocks: Vec<ChannelModel> = (0..shape.n).map(|_| ChannelModel::new(ch)).collect();
    let mut traffic = super::traffic::Saturated::new(broadcast, 0.1, p.max_len - 1, seed);
    let mut run = TopRun::default();
    for t in 0..cycles + drain {
        if bad_every > 0 && t % bad_every == bad_every / 2 && t < cycles {
            let k = t / bad_every;
            let r = routers[(k / 4 * 7) % routers.len()];
            let (src, flits) = bad_messages(&net, r)[k % 4].clone();
            net.push_raw(src, flits);
        }
        if t < cycles {
            traffic.feed(&mut net);
        }
        let mut ins = shape.inputs(&net);
        let r = t < cycles && rst.next();
        if r {
            *ins.last_mut().unwrap() = 1;
            run.outs.push(vec![0; shape.output_ports().len()]);
            run.resets += !prev as u64;
            net.reset();
            last_reset = net.cycle;
        } else {
            run.outs.push(outputs(&shape, &net, &mut blocks));
            net.step();
        }
        prev = r;
        run.ins.push(ins);
    }
    if !net.violations.is_empty() {
        return Err(ParamError(format!("mesh run: {:?}", net.violations)));
    }
    if run.resets > 0 {
        run.lost_after_last_reset = net.outstanding_born_since(last_reset);
    }
    run.generated = net.stats.generated;
    run.delivered = net.stats.delivered;
    run.dropped = super::routing::BAD_KINDS
        .iter()
        .map(|&k| net.drop_count(k))
        .sum();
    Ok(run)
}
