//! The central-buffer switch RTL ([`wormcast_rtl::central_buffer::CbSwitch`]) against its
//! golden model ([`CentralBufferSwitch`]): Verilog emission with a clean top module, the
//! three-way check on recorded closed-loop traffic, and a closed-loop run of the rust-hdl
//! simulation itself (the delivery invariants checked on the RTL's own outputs).
//!
//! The switch is made in `wormcast_ip::central_buffer` (parameters, the supported instances,
//! `with_switch!`, module name, `emit_verilog`); this module checks it.

use crate::block_check::three_way_upto;
use crate::hdl::{HdlDut, HdlSim};
use crate::switch_traffic::{ResetPlan, RunReport, SwitchDriver, SwitchTraffic};
use rust_hdl::prelude::*;
use std::path::Path;
use wormcast_ip::central_buffer::{doc, module_name, ARRAYS};
use wormcast_ip::with_switch;
use wormcast_model::central_buffer::{output_ports, CbParams, CentralBufferSwitch};
use wormcast_model::PortSpec;
use wormcast_rtl::central_buffer::CbSwitch;

impl<const K: usize, const W: usize, const B: usize, const P: usize> HdlDut
    for CbSwitch<K, W, B, P>
{
    fn input_ports(&self) -> Vec<PortSpec> {
        let mut v = wormcast_model::switch_ports::link_inputs(K, W);
        v.push(PortSpec::new("rst", 1));
        v
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        // Same layout as the golden model's output_ports.
        let mut v = wormcast_model::switch_ports::link_outputs(K, W);
        v.push(PortSpec::new("free_count", 9));
        v.push(PortSpec::new("reserved", 9));
        for q in 0..K {
            v.push(PortSpec::new(format!("queue_{q}"), 8));
        }
        v.push(PortSpec::new("malformed_count", 16));
        v.push(PortSpec::new("overflow", 1));
        v
    }
    fn set_inputs(&mut self, v: &[u64]) {
        for q in 0..K {
            self.in_tag[q].next = v[2 * q].to_bits();
            self.in_data[q].next = v[2 * q + 1].to_bits();
            self.credit_in[q].next = v[2 * K + q] & 1 == 1;
        }
        // `rst` is the last input; the link-only vectors of the network's shadows omit it.
        self.rst.next = v.get(3 * K).is_some_and(|&r| r & 1 == 1);
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut r = Vec::with_capacity(4 * K + 4);
        for q in 0..K {
            r.push(self.out_tag[q].val().to_u64());
            r.push(self.out_data[q].val().to_u64());
        }
        for q in 0..K {
            r.push(self.credit_out[q].val() as u64);
        }
        r.push(self.free_count.val().to_u64());
        r.push(self.reserved.val().to_u64());
        for q in 0..K {
            r.push(self.queue[q].val().to_u64());
        }
        r.push(self.malformed_count.val().to_u64());
        r.push(self.overflow.val() as u64);
        r
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// Record closed-loop traffic on the golden model; the recorded inputs and the run report
/// (delivery invariants and drain checked).
pub fn record(
    p: &CbParams,
    t: SwitchTraffic,
    cycles: u64,
    seed: u64,
) -> Result<(Vec<Vec<u64>>, RunReport), String> {
    record_with_resets(p, t, cycles, seed, None)
}

/// [`record`] with `rst` asserted as `resets` says (the driver's neighbours reset with the
/// switch; the delivery checker restarts at every reset).
pub fn record_with_resets(
    p: &CbParams,
    t: SwitchTraffic,
    cycles: u64,
    seed: u64,
    resets: Option<ResetPlan>,
) -> Result<(Vec<Vec<u64>>, RunReport), String> {
    let mut sw = CentralBufferSwitch::new(p.clone());
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, t, seed)?;
    if let Some(plan) = resets {
        d = d.with_resets(plan);
    }
    let r = d.run(&mut sw, cycles, 20_000, |s| s.drained()).clone();
    if !r.violations.is_empty() {
        return Err(format!(
            "golden model violations: {:?}",
            &r.violations[..r.violations.len().min(5)]
        ));
    }
    if r.drained_at.is_none() || !sw.drained() {
        return Err(format!("golden model did not drain:\n{}", sw.debug_state()));
    }
    Ok((d.record, r))
}

/// The rust-hdl simulation of the switch `p` as a boxed cycle model (for shadows and
/// benchmarks). Non-generic, so callers in other crates do not re-instantiate the fifteen
/// const-generic switches of [`with_switch!`] (each test binary that expands the macro adds
/// about two minutes of compilation).
pub fn hdl_model(p: &CbParams) -> Result<Box<dyn wormcast_model::CycleModel>, String> {
    with_switch!(p, |s| Box::new(HdlSim::new(s))
        as Box<dyn wormcast_model::CycleModel>)
}

/// Three-way check of the RTL of `rtl_p` (rust-hdl and Verilator, module `name`) against
/// `golden` on recorded `stim`; `observe(cycle, inputs, outputs)` sees every cycle. The outer
/// error is a build failure, the inner one the first mismatch (cycle, port, values).
/// Non-generic for the reason given at [`hdl_model`].
pub fn three_way_against(
    rtl_p: &CbParams,
    golden: &mut dyn wormcast_model::CycleModel,
    name: &str,
    stim: Vec<Vec<u64>>,
    observe: &mut dyn FnMut(u64, &[u64], &[u64]),
) -> Result<Result<crate::compare::Agreement, String>, String> {
    three_way_against_upto(rtl_p, golden, name, stim, None, observe)
}

/// [`three_way_against`] with the rust-hdl simulation on the first `hdl_cycles` cycles only
/// (golden model and Verilator on all of `stim`): for the large switches, whose rust-hdl
/// simulation costs the suite most.
pub fn three_way_against_upto(
    rtl_p: &CbParams,
    golden: &mut dyn wormcast_model::CycleModel,
    name: &str,
    stim: Vec<Vec<u64>>,
    hdl_cycles: Option<usize>,
    observe: &mut dyn FnMut(u64, &[u64], &[u64]),
) -> Result<Result<crate::compare::Agreement, String>, String> {
    with_switch!(rtl_p, |s| three_way_upto(
        name,
        &doc(rtl_p, name),
        s,
        &ARRAYS,
        golden,
        stim,
        hdl_cycles,
        |c, i, o| observe(c, i, o)
    ))
}

/// Three-way check (golden model, rust-hdl, Verilator) on `cycles` cycles of closed-loop
/// random traffic recorded on the golden model (plus the drain). Returns a summary line.
pub fn check(p: &CbParams, t: SwitchTraffic, cycles: u64, seed: u64) -> Result<String, String> {
    check_upto(p, t, cycles, seed, None)
}

/// [`check`] with the rust-hdl simulation on the first `hdl_cycles` cycles only; the golden
/// model and Verilator compare every cycle of the run and the drain.
pub fn check_upto(
    p: &CbParams,
    t: SwitchTraffic,
    cycles: u64,
    seed: u64,
    hdl_cycles: Option<usize>,
) -> Result<String, String> {
    p.validate()?;
    let (stim, r) = record(p, t, cycles, seed)?;
    let name = module_name(p);
    let n = stim.len();
    let outs = output_ports(p);
    let fc = outs.iter().position(|s| s.name == "free_count").unwrap();
    let mut last = vec![];
    let a = three_way_against_upto(
        p,
        &mut CentralBufferSwitch::new(p.clone()),
        &name,
        stim,
        hdl_cycles,
        &mut |_, _, o| last = o.to_vec(),
    )??;
    // After the drain all three show every chunk free, nothing reserved, every queue empty.
    if last[fc] != p.chunks as u64
        || last[fc + 1] != 0
        || last[fc + 2..fc + 2 + p.k()].iter().any(|&q| q != 0)
    {
        return Err(format!("not drained at the end: outputs {last:?}"));
    }
    let engines = match hdl_cycles {
        Some(h) if h < n => format!("golden model and Verilator (rust-hdl on the first {h})"),
        _ => "golden model, rust-hdl and Verilator".into(),
    };
    Ok(format!(
        "{name}: {engines} agree on all {} outputs for {} cycles ({} values); {} packets sent ({} malformed), {} delivered, {} flits; {} with free_count = C [{n} stimulus vectors]",
        outs.len(),
        a.cycles,
        a.values_compared,
        r.packets_sent,
        r.malformed_sent,
        r.packets_delivered,
        r.flits_delivered,
        r.drained_at
            .map_or("drained".to_string(), |c| format!("drained at cycle {c}")),
    ))
}

/// Closed-loop run of the rust-hdl simulation itself: the driver checks delivery (exactly
/// the selected ports, once, payload intact, per-pair order) on the RTL's outputs, and the
/// run must drain to free_count = C, reserved = 0, empty queues.
pub fn rtl_closed_loop(
    p: &CbParams,
    t: SwitchTraffic,
    cycles: u64,
    seed: u64,
) -> Result<RunReport, String> {
    let k = p.k();
    let c = p.chunks as u64;
    with_switch!(p, |s| {
        // The drain test reads the outputs after the edge, between steps.
        let mut sim = HdlSim::new(s).settling_edges();
        let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, t, seed)?;
        let r = d
            .run(&mut sim, cycles, 20_000, |m| {
                let o = m.uut.get_outputs();
                let fc = 3 * k;
                o[fc] == c && o[fc + 1] == 0 && o[fc + 2..fc + 2 + k].iter().all(|&q| q == 0)
            })
            .clone();
        r
    })
    .and_then(|r| {
        if !r.violations.is_empty() {
            Err(format!(
                "RTL violations: {:?}",
                &r.violations[..r.violations.len().min(5)]
            ))
        } else if r.drained_at.is_none() {
            Err("RTL did not drain".into())
        } else {
            Ok(r)
        }
    })
}

/// rust-hdl simulation with a VCD of every signal (the NP/NC RAM ports, `first_p`, `last_p`,
/// `first_c`, `last_c`, `free_cnt`, the free list...) on closed-loop traffic.
pub fn sim_vcd(
    p: &CbParams,
    t: SwitchTraffic,
    cycles: u64,
    seed: u64,
    vcd: &Path,
) -> Result<RunReport, String> {
    with_switch!(p, |s| {
        let mut sim = HdlSim::new(s).with_vcd(vcd).map_err(|e| e.to_string())?;
        let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, t, seed)?;
        let r = d.run(&mut sim, cycles, 0, |_| false).clone();
        Ok::<RunReport, String>(r)
    })?
}

/// The traffic mix of the checks: 60% load, 35% multicast (random destination sets, so every
/// fanout), 25% upward, 5% malformed, slow receivers (30% of cycles not draining).
pub fn mixed_traffic() -> SwitchTraffic {
    SwitchTraffic {
        load: 0.6,
        multicast: 0.35,
        up: 0.25,
        malformed: 0.05,
        slow: 0.3,
        min_payload: 1,
        max_payload: 30,
        fanout: None,
    }
}

/// Golden model and rust-hdl in lockstep on recorded closed-loop traffic, optionally writing
/// a VCD of every rust-hdl signal. Returns (summary, run report).
pub fn sim_lockstep(
    p: &CbParams,
    t: SwitchTraffic,
    cycles: u64,
    seed: u64,
    vcd: Option<&Path>,
) -> Result<(String, RunReport), String> {
    p.validate()?;
    let (stim, r) = record(p, t, cycles, seed)?;
    let a = with_switch!(p, |s| {
        let mut sim = HdlSim::new(s);
        if let Some(v) = vcd {
            sim = sim
                .with_vcd(v)
                .map_err(|e| format!("{}: {e}", v.display()))?;
        }
        crate::compare::lockstep(
            &mut CentralBufferSwitch::new(p.clone()),
            &mut [crate::compare::Engine {
                name: "rust-hdl".into(),
                model: &mut sim,
            }],
            stim,
            |_, _, _| {},
        )
        .map_err(|m| m.to_string())
    })??;
    Ok((
        format!(
            "golden model = rust-hdl on {} cycles ({} values compared)",
            a.cycles, a.values_compared
        ),
        r,
    ))
}

/// The resets of the checks: a reset starts in 0.4% of cycles and lasts 1 to 4 cycles; 30%
/// are followed by another within 40 cycles (during the reset sweep of small buffers).
pub fn reset_plan() -> ResetPlan {
    ResetPlan {
        rate: 0.004,
        max_len: 4,
        again: 0.3,
        again_within: 40,
    }
}

/// The status outputs in the cycle after a reset edge: `free_count` = C, `reserved` = 0,
/// every queue 0, `malformed_count` = 0, `overflow` = 0; `o` is a whole output vector.
pub fn power_on_status(p: &CbParams, o: &[u64]) -> bool {
    let k = p.k();
    let fc = 3 * k;
    o[fc] == p.chunks as u64
        && o[fc + 1] == 0
        && o[fc + 2..fc + 2 + k].iter().all(|&q| q == 0)
        && o[fc + 2 + k] == 0
        && o[fc + 3 + k] == 0
}

/// Three-way check with resets: closed-loop traffic recorded on the golden model with `rst`
/// asserted as `plan` says (the delivery checker restarts at every reset: packets in flight
/// are lost, packets sent after it are delivered exactly once), then golden model, rust-hdl
/// and Verilator in lockstep on every output of every cycle. Also checked on the golden
/// outputs (and so on all three): in every cycle after a reset edge the status outputs show
/// the power-on values, and the run drains to free_count = C. Returns a summary line and the
/// run report.
pub fn check_resets(
    p: &CbParams,
    t: SwitchTraffic,
    plan: ResetPlan,
    cycles: u64,
    seed: u64,
) -> Result<(String, RunReport), String> {
    p.validate()?;
    let (stim, r) = record_with_resets(p, t, cycles, seed, Some(plan))?;
    let name = module_name(p);
    let k = p.k();
    let mut last = vec![];
    let mut prev_rst = false;
    let mut bad = vec![];
    let a = three_way_against(
        p,
        &mut CentralBufferSwitch::new(p.clone()),
        &name,
        stim,
        &mut |c, i, o| {
            if prev_rst && !power_on_status(p, o) {
                bad.push(c);
            }
            prev_rst = i[3 * k] == 1;
            last = o.to_vec();
        },
    )??;
    if !bad.is_empty() {
        return Err(format!(
            "status outputs not at power-on after a reset edge in cycles {:?}",
            &bad[..bad.len().min(5)]
        ));
    }
    let fc = 3 * k;
    if last[fc] != p.chunks as u64 || last[fc + 1] != 0 {
        return Err(format!("not drained at the end: outputs {last:?}"));
    }
    Ok((
        format!(
            "{name}: golden model, rust-hdl and Verilator agree on {} cycles ({} values) with {} resets ({} rst cycles; {} with an input mid-packet, {} with an output mid-packet, {} mid-multicast, {} follow-ups); {} packets sent, {} delivered, {} lost to resets",
            a.cycles,
            a.values_compared,
            r.resets,
            r.reset_cycles,
            r.resets_mid_input,
            r.resets_mid_output,
            r.resets_mid_multicast,
            r.resets_follow_up,
            r.packets_sent,
            r.packets_delivered,
            r.lost_to_reset
        ),
        r,
    ))
}

/// A stuck switch recovered by `rst`: input 1 sends 20-flit unicasts to node 0 back to back
/// for 600 cycles ignoring its credits while no receiver returns a credit, so output 0
/// stops, the buffer fills with packets for it (use a switch without the crossbar bypass,
/// else the first packet holds output 0 and the buffer stays empty), input 1's FIFO
/// overflows (`overflow` set, flits lost) and nothing moves. Then one `rst` cycle, then
/// `cycles` cycles of closed-loop traffic (every packet delivered exactly once, the run
/// drains). Checked on the golden model (the stuck state before the reset, the power-on
/// status after it, the delivery after it) and three ways on the whole stimulus. Returns a
/// summary line.
pub fn check_recovery(p: &CbParams, cycles: u64, seed: u64) -> Result<String, String> {
    use wormcast_model::flit::Flit;
    use wormcast_model::packet::Packet;
    p.validate()?;
    let k = p.k();
    let w = p.route.w;
    let fc = 3 * k;
    let mut g = CentralBufferSwitch::new(p.clone());
    let mut stim = vec![];
    let pk = Packet {
        multicast: false,
        count: 0,
        dests: vec![1],
        payload: (0..20).collect(),
    };
    let flits = pk.flits(p.route.nodes, w);
    let mut q: std::collections::VecDeque<Flit> = Default::default();
    let mut before = vec![];
    for _ in 0..600 {
        let mut v = vec![0u64; 3 * k + 1];
        if q.is_empty() {
            q.extend(flits.iter().copied());
        }
        let f = q.pop_front().unwrap();
        (v[2], v[3]) = (f.tag.bits(), f.data);
        before = wormcast_model::CycleModel::step(&mut g, &v);
        stim.push(v);
    }
    let (free, ovf, mal) = (before[fc], before[fc + 3 + k], before[fc + 2 + k]);
    if ovf != 1 || free > p.chunks as u64 / 2 {
        return Err(format!(
            "precondition: a stuck switch (overflow 1, free_count <= C / 2), got overflow {ovf}, free_count {free}, malformed {mal}"
        ));
    }
    let mut v = vec![0u64; 3 * k + 1];
    v[3 * k] = 1;
    wormcast_model::CycleModel::step(&mut g, &v);
    stim.push(v);
    let reset_cycle = stim.len() - 1;
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, mixed_traffic(), seed)?;
    let r = d.run(&mut g, cycles, 20_000, |s| s.drained()).clone();
    if !r.violations.is_empty() || r.drained_at.is_none() {
        return Err(format!(
            "after the reset: violations {:?}, drained at {:?}",
            &r.violations[..r.violations.len().min(5)],
            r.drained_at
        ));
    }
    if r.packets_delivered < 100 {
        return Err(format!(
            "after the reset only {} packets delivered",
            r.packets_delivered
        ));
    }
    stim.extend(d.record);
    let name = module_name(p);
    let mut after = vec![];
    let mut last = vec![];
    let a = three_way_against(
        p,
        &mut CentralBufferSwitch::new(p.clone()),
        &name,
        stim,
        &mut |c, _, o| {
            if c as usize == reset_cycle + 1 {
                after = o.to_vec();
            }
            last = o.to_vec();
        },
    )??;
    if !power_on_status(p, &after) {
        return Err(format!(
            "status after the reset edge not at power-on: {after:?}"
        ));
    }
    if last[fc] != p.chunks as u64 || last[fc + 1] != 0 {
        return Err(format!("not drained at the end: {last:?}"));
    }
    Ok(format!(
        "{name}: stuck (overflow 1, free_count {free} of {}, malformed {mal}); one rst cycle; then free_count {}, overflow 0, malformed 0; {} packets sent, {} copies delivered, each exactly once, in {} cycles; three ways agree on {} cycles",
        p.chunks, after[fc], r.packets_sent, r.packets_delivered, r.cycles, a.cycles
    ))
}

/// Cycle (from the first cycle after `rst` falls, or from cycle 0 at power-on) at which the
/// head of one packet sent at once from input 0 reaches an output link: a multicast to nodes
/// 0 and N - 1 (the central buffer's path) or a unicast to node 0 (the crossbar bypass, if
/// on). With `reset` the stimulus starts with `rst` high for 3 cycles. Measured on the golden
/// model and checked three ways on the same stimulus; `(latency, stimulus cycles)`.
pub fn head_latency(p: &CbParams, multicast: bool, reset: bool) -> Result<(u64, u64), String> {
    use wormcast_model::packet::Packet;
    let k = p.k();
    let n = p.route.nodes;
    let mut dests = vec![0u64; n.div_ceil(64)];
    dests[0] |= 1;
    if multicast {
        dests[(n - 1) / 64] |= 1 << ((n - 1) % 64);
    }
    let pk = Packet {
        multicast,
        count: 0,
        dests,
        payload: (0..8).collect(),
    };
    let mut stim = vec![];
    if reset {
        for _ in 0..3 {
            let mut v = vec![0u64; 3 * k + 1];
            v[3 * k] = 1;
            stim.push(v);
        }
    }
    let t0 = stim.len() as u64;
    for f in pk.flits(n, p.route.w) {
        let mut v = vec![0u64; 3 * k + 1];
        (v[0], v[1]) = (f.tag.bits(), f.data);
        stim.push(v);
    }
    let total = t0 + p.chunks as u64 + 200;
    while (stim.len() as u64) < total {
        stim.push(vec![0u64; 3 * k + 1]);
    }
    let mut head = None;
    let a = three_way_against(
        p,
        &mut CentralBufferSwitch::new(p.clone()),
        &module_name(p),
        stim,
        &mut |c, _, o| {
            if head.is_none() && (0..k).any(|q| o[2 * q] == 1) {
                head = Some(c);
            }
        },
    )??;
    let h = head.ok_or("the head never left the switch")?;
    Ok((h - t0, a.cycles))
}
