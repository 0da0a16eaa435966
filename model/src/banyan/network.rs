//! Cycle-accurate golden model of the slotted, pipelined region-decoding banyan network.
//!
//! # Ports
//! All sampled before the rising edge of each cycle:
//! * inputs `in_tag_j` (2 bits), `in_data_j` (W bits) for node j = 0..N-1, `rst`
//!   (synchronous reset, active high; see "Reset");
//! * outputs `slot_start` (1: present head flits this cycle), `out_tag_j`, `out_data_j`,
//!   `result_valid`, `accept` (N bits, bit s = every copy of node s's packet got through),
//!   `malformed_count` (16 bits, wraps).
//!
//! # Timing
//! A slot starts every L cycles (first at cycle 0). Each stage has one register per
//! output link, so a flit presented at cycle t appears at node outputs at cycle t + n. Each SE
//! sets its 2x2 state from the heads that reach it in its slot-start cycle (stage n-1 at t,
//! stage i at t + n-1-i) and holds it for the slot; flits that arrive on an input without a
//! connection are dropped (idle out). The blocked flags of every SE form a combinational
//! reverse OR through the held states; the network samples it at t + n, so `result_valid` and
//! `accept` for the slot starting at t appear at cycle t + n + 1. Malformed heads are counted
//! in the cycle after the SE that found them saw them.
//!
//! # Reset
//! `rst` is synchronous and active high (`BanyanNetModel::cycle_rst`). While it is high `slot_start`, every output
//! flit, `result_valid` and `accept` are 0 and the input flits are ignored; each edge with
//! `rst` high returns the network to its power-on state (slot counter 0, no connection, no
//! flit in the pipeline, no pending acknowledgement, `malformed_count` 0). D = 0: the first
//! slot starts in the first cycle after `rst` falls. The nodes reset with the network: they
//! drop the packet of the slot in progress and every slot whose `result_valid` has not come
//! (those packets are lost: neither delivered in full nor acknowledged), and present their
//! next head at the first `slot_start`.

use super::params::BanyanParams;
use super::se::SeModel;
use super::topology::{butterfly, shuffle, stage_of};
use crate::cycle::{CycleModel, PortSpec};
use crate::flit::{mask, Flit, Tag};

/// Golden model of the whole network.
#[derive(Clone, Debug)]
pub struct BanyanNetModel {
    p: BanyanParams,
    slot_cnt: usize,
    /// `strobe[k]`: slot start delayed k cycles, k = 1..=n.
    strobe: Vec<bool>,
    /// Per stage k (0 = stage n-1), the N/2 SEs; SE e owns links 2e and 2e+1.
    se: Vec<Vec<SeModel>>,
    sent: u64,
    result_valid: bool,
    accept: u64,
    malformed_count: u16,
}

impl BanyanNetModel {
    pub fn new(p: BanyanParams) -> Self {
        let nn = p.ports();
        BanyanNetModel {
            p,
            slot_cnt: 0,
            strobe: vec![false; p.n + 1],
            se: (0..p.n)
                .map(|k| {
                    (0..nn / 2)
                        .map(|_| SeModel::new(p.n, stage_of(p.n, k)))
                        .collect()
                })
                .collect(),
            sent: 0,
            result_valid: false,
            accept: 0,
            malformed_count: 0,
        }
    }
    pub fn params(&self) -> &BanyanParams {
        &self.p
    }
    /// True in the cycles where nodes must present head flits.
    pub fn slot_start(&self) -> bool {
        self.slot_cnt == 0
    }

    /// One cycle with the reset input (module doc, "Reset").
    pub fn cycle_rst(&mut self, inp: &[Flit], rst: bool) -> NetOutputs {
        if !rst {
            return self.cycle(inp);
        }
        let outs = NetOutputs {
            slot_start: false,
            flits: vec![Flit::IDLE; self.p.ports()],
            result_valid: false,
            accept: 0,
            malformed_count: self.malformed_count,
        };
        *self = BanyanNetModel::new(self.p);
        outs
    }

    /// One cycle on flits; returns (outputs per node, result_valid, accept, malformed_count)
    /// sampled before the edge.
    pub fn cycle(&mut self, inp: &[Flit]) -> NetOutputs {
        let n = self.p.n;
        let nn = self.p.ports();
        let wmask = mask(self.p.w);
        let last = n - 1;
        let outs = NetOutputs {
            slot_start: self.slot_start(),
            flits: self.se[last].iter().flat_map(|s| s.out).collect(),
            result_valid: self.result_valid,
            accept: self.accept,
            malformed_count: self.malformed_count,
        };
        // Acknowledgement: reverse OR of blocked flags through the held connections.
        if self.strobe[n] {
            let mut nack_in = vec![false; nn]; // at stage-k output links
            for k in (0..n).rev() {
                let nack_out: Vec<bool> = self.se[k]
                    .iter()
                    .enumerate()
                    .flat_map(|(e, s)| s.nack_out([nack_in[2 * e], nack_in[2 * e + 1]]))
                    .collect(); // per input link
                if k == 0 {
                    let mut acc = 0u64;
                    for s in 0..nn {
                        if (self.sent >> s) & 1 == 1 && !nack_out[shuffle(n, s)] {
                            acc |= 1 << s;
                        }
                    }
                    self.accept = acc;
                } else {
                    // stage k-1 output link l' feeds stage k input butterfly(i, l')
                    let i = stage_of(n, k - 1);
                    nack_in = (0..nn).map(|l2| nack_out[butterfly(i, l2)]).collect();
                }
            }
        }
        self.result_valid = self.strobe[n];
        // Forward path, stage by stage (registers update from pre-edge values).
        let mut malformed = 0u32;
        // Each stage's inputs are the previous stage's registers before this edge.
        let mut link_in = vec![Flit::IDLE; nn];
        for s in 0..nn {
            let f = inp[s];
            link_in[shuffle(n, s)] = Flit::new(f.tag, f.data & wmask);
        }
        for k in 0..n {
            let strobe = if k == 0 {
                self.slot_start()
            } else {
                self.strobe[k]
            };
            let mut next_in = vec![Flit::IDLE; nn];
            if k + 1 < n {
                let i = stage_of(n, k);
                for (e, s) in self.se[k].iter().enumerate() {
                    for q in 0..2 {
                        next_in[butterfly(i, 2 * e + q)] = s.out[q];
                    }
                }
            }
            for (e, s) in self.se[k].iter_mut().enumerate() {
                malformed += s.clock(strobe, [link_in[2 * e], link_in[2 * e + 1]]);
            }
            link_in = next_in;
        }
        if self.slot_start() {
            let mut s_bits = 0u64;
            for (s, f) in inp.iter().enumerate() {
                if f.tag == Tag::Head {
                    s_bits |= 1 << s;
                }
            }
            self.sent = s_bits;
        }
        self.malformed_count = self.malformed_count.wrapping_add(malformed as u16);
        for k in (1..=n).rev() {
            self.strobe[k] = self.strobe[k - 1];
        }
        self.strobe[1] = self.slot_start();
        self.slot_cnt = (self.slot_cnt + 1) % self.p.slot_len;
        outs
    }
}

/// What the network shows in one cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetOutputs {
    pub slot_start: bool,
    pub flits: Vec<Flit>,
    pub result_valid: bool,
    pub accept: u64,
    pub malformed_count: u16,
}

/// Port lists of the network, shared by the model, the rust-hdl wrapper and Verilator.
pub fn input_ports(p: &BanyanParams) -> Vec<PortSpec> {
    let nn = p.ports();
    let mut v: Vec<_> = (0..nn)
        .map(|j| PortSpec::new(format!("in_tag_{j}"), 2))
        .collect();
    v.extend((0..nn).map(|j| PortSpec::new(format!("in_data_{j}"), p.w)));
    v.push(PortSpec::new("rst", 1));
    v
}
pub fn output_ports(p: &BanyanParams) -> Vec<PortSpec> {
    let nn = p.ports();
    let mut v = vec![PortSpec::new("slot_start", 1)];
    v.extend((0..nn).map(|j| PortSpec::new(format!("out_tag_{j}"), 2)));
    v.extend((0..nn).map(|j| PortSpec::new(format!("out_data_{j}"), p.w)));
    v.push(PortSpec::new("result_valid", 1));
    v.push(PortSpec::new("accept", nn));
    v.push(PortSpec::new("malformed_count", 16));
    v
}
/// Flits from a port-ordered input vector.
pub fn flits_from_inputs(p: &BanyanParams, inputs: &[u64]) -> Vec<Flit> {
    let nn = p.ports();
    (0..nn)
        .map(|j| Flit::new(Tag::from_bits(inputs[j]), inputs[nn + j]))
        .collect()
}
/// Port-ordered input vector from flits (without `rst`, i.e. low).
pub fn inputs_from_flits(flits: &[Flit]) -> Vec<u64> {
    let mut v: Vec<u64> = flits.iter().map(|f| f.tag.bits()).collect();
    v.extend(flits.iter().map(|f| f.data));
    v
}
impl NetOutputs {
    /// Port-ordered output vector.
    pub fn to_ports(&self) -> Vec<u64> {
        let mut v = vec![self.slot_start as u64];
        v.extend(self.flits.iter().map(|f| f.tag.bits()));
        v.extend(self.flits.iter().map(|f| f.data));
        v.push(self.result_valid as u64);
        v.push(self.accept);
        v.push(self.malformed_count as u64);
        v
    }
}

impl CycleModel for BanyanNetModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        input_ports(&self.p)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        output_ports(&self.p)
    }
    /// `inputs` in [`input_ports`] order; without the last entry (`rst`, as
    /// [`inputs_from_flits`] builds them) `rst` is low.
    fn step(&mut self, inputs: &[u64]) -> Vec<u64> {
        let f = flits_from_inputs(&self.p, inputs);
        let rst = inputs.get(2 * self.p.ports()).is_some_and(|&r| r & 1 == 1);
        self.cycle_rst(&f, rst).to_ports()
    }
}
