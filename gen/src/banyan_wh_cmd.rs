//! `--mode wormhole` of the banyan block (issue 15): gen, sim, check, lint, synth of the
//! wormhole network and SEs, and `wormcast banyan-deadlock` (Figure 4 and the random soak
//! behind Theorem 2).

use crate::output::progress_bar;
use crate::output::{
    lint_one, lint_summary, print_synth_rows_checked, range, synth_row, write_ip, Failure,
    Generated,
};
use crate::{ArbArg, BanyanArgs, ModeArg, TableOrJson};
use std::path::Path;
use std::time::Instant;
use wormcast_model::banyan::wh_nodes::{soak, soak_with, WhNodes, WhTraffic};
use wormcast_model::banyan::wormhole::{
    wh_input_ports, wh_output_ports, whse_input_ports, whse_output_ports, Arbitration, WhNetModel,
    WhParams,
};
use wormcast_model::CycleModel;
use wormcast_rtl::banyan::{wh_net_verilog, whse_verilog};
use wormcast_testbench::banyan_wh::{
    check_traffic, check_wh_progress, check_whse, wh_hdl_sim, wh_stimulus,
};
use wormcast_testbench::compare::{lockstep, Engine};
use wormcast_tools::{eda, verilator};

type R = Result<(), Failure>;

/// The wormhole parameters of the banyan arguments (`--mode wormhole`).
pub fn params(a: &BanyanArgs) -> Result<WhParams, Failure> {
    WhParams::new(a.n, a.w, arb(a.arbitration)).map_err(|e| Failure::Usage(e.to_string()))
}

fn arb(a: ArbArg) -> Arbitration {
    match a {
        ArbArg::UpperFirst => Arbitration::UpperFirst,
        ArbArg::RoundRobin => Arbitration::RoundRobin,
    }
}

/// The slotted SE arbitrates upper input first only: `--arbitration round-robin` needs
/// `--mode wormhole`.
pub fn check_mode(a: &BanyanArgs) -> R {
    if a.mode == ModeArg::Slotted && a.arbitration == ArbArg::RoundRobin {
        return Err(Failure::Usage(
            "invalid parameter arbitration=round-robin: allowed upper-first with --mode slotted \
             (round-robin needs --mode wormhole)"
                .into(),
        ));
    }
    Ok(())
}

/// All Verilog files of the wormhole banyan: (top module, text): the network, then one SE
/// per stage.
pub fn files(p: &WhParams) -> Vec<(String, String)> {
    let mut v = vec![(p.net_module_name(), wh_net_verilog(p))];
    for i in (0..p.n).rev() {
        v.push((p.se_module_name(i), whse_verilog(p, i)));
    }
    v
}

/// The parameter file written beside the Verilog.
pub fn params_file(p: &WhParams) -> String {
    format!(
        "# wormcast banyan network parameters\nblock = \"banyan\"\nmode = \"wormhole\"\n\
         top = \"{}\"\nn = {}\nnodes = {}\nw = {}\narbitration = \"{}\"\nlatency_cycles = {}\n\
         header = \"data[{}:0] = region min, data[{}:{}] = region max\"\n\
         link = \"flit moves when non-idle and ready; in_ready combinational; out_ready from the node\"\n",
        p.net_module_name(),
        p.n,
        p.ports(),
        p.w,
        p.arb.name(),
        p.n,
        p.n - 1,
        2 * p.n - 1,
        p.n
    ) + &wormcast_ip::contract::banyan_wormhole().toml()
}

pub fn gen(a: &BanyanArgs, out: &Path) -> Result<Generated, Failure> {
    let p = params(a)?;
    write_ip(out, &files(&p), &params_file(&p))
}

/// Golden model and rust-hdl in lockstep on the three-way check's node traffic.
pub fn sim(a: &BanyanArgs, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
    let p = params(a)?;
    range("cycles", cycles, 1, 10_000_000)?;
    let (stim, st) = wh_stimulus(&p, cycles, seed, check_traffic(p.arb));
    let mut golden = WhNetModel::new(p);
    let mut hdl = wh_hdl_sim(&p, vcd).map_err(|e| Failure::Failed(e.to_string()))?;
    let pb = progress_bar(cycles, "sim {bar:40} {pos}/{len} cycles {eta}");
    let r = lockstep(
        &mut golden,
        &mut [Engine {
            name: "rust-hdl".into(),
            model: hdl.as_mut(),
        }],
        stim,
        |c, _, _| {
            if c % 256 == 0 {
                pb.set_position(c);
            }
        },
    );
    pb.finish_and_clear();
    drop(hdl);
    outln!(
        "banyan {} (N = {}, W = {}, {}), seed {seed}",
        p.net_module_name(),
        p.ports(),
        p.w,
        p.arb.name()
    );
    outln!("  cycles simulated        {cycles}");
    outln!(
        "  packets sent            {} ({} copies owed, {} received)",
        st.free_sent,
        st.free_required,
        st.free_received
    );
    outln!(
        "  flits in / out          {} / {}",
        st.flits_in,
        st.flits_out
    );
    outln!(
        "  junk packets, strays    {} , {}",
        st.junk_sent,
        st.strays_sent
    );
    if let Some(v) = vcd {
        outln!("  VCD                     {}", v.display());
    }
    crate::output::report_mismatches(r)
}

/// Three-way check of the network (all `cycles` on every engine) and of every stage's SE.
pub fn check(a: &BanyanArgs, cycles: u64, seed: u64) -> R {
    let p = params(a)?;
    range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    let pb = progress_bar(cycles, "rust-hdl {bar:40} {pos}/{len} cycles {eta}");
    let c = check_wh_progress(&p, cycles, cycles, seed, 0.0, &mut |k| pb.set_position(k))
        .map_err(|e| Failure::Failed(format!("{e} (network {})", p.net_module_name())))?;
    pb.finish_and_clear();
    outln!(
        "check {}: golden model = rust-hdl = verilator on {} cycles, {} values compared",
        p.net_module_name(),
        c.verilator.cycles,
        c.verilator.values_compared + c.rust_hdl.values_compared
    );
    let st = &c.stats;
    outln!(
        "  traffic: {} packets ({} copies owed, {} received), {} junk, {} strays, {} flits in, {} out",
        st.free_sent, st.free_required, st.free_received, st.junk_sent, st.strays_sent,
        st.flits_in, st.flits_out
    );
    for i in (0..p.n).rev() {
        let a = check_whse(&p, i, cycles.clamp(1, 200_000) as usize, seed + i as u64)
            .map_err(|e| Failure::Failed(format!("{e} (SE {})", p.se_module_name(i))))?;
        outln!(
            "check {}: golden model = rust-hdl = verilator on {} cycles",
            p.se_module_name(i),
            a.cycles
        );
    }
    outln!("  PASS in {:.1} s", t.elapsed().as_secs_f64());
    Ok(())
}

pub fn lint(a: &BanyanArgs) -> R {
    let p = params(a)?;
    let mut errors = 0;
    let mut seen = std::collections::BTreeSet::new();
    for (name, text) in files(&p) {
        let (e, w) = lint_one(&name, &text)?;
        errors += e;
        seen.extend(w);
    }
    lint_summary(errors, &seen)
}

pub fn synth(a: &BanyanArgs, format: TableOrJson, target: eda::Target) -> R {
    let p = params(a)?;
    let fs = files(&p);
    let ports = [
        (wh_input_ports(&p), wh_output_ports(&p)),
        (whse_input_ports(p.w), whse_output_ports(p.w)),
    ];
    let mut rows = vec![];
    for ((name, text), (ins, outs)) in fs.iter().take(2).zip(ports.iter()) {
        rows.push(synth_row(name, text, ins, outs, target)?);
    }
    print_synth_rows_checked(28, &rows, format)
}

/// Cycles/s of the three engines on the same recorded node traffic ([`check_traffic`]);
/// rust-hdl on at most `hdl_cycles` of them (it is slow on this network).
pub fn bench(a: &BanyanArgs, cycles: u64) -> R {
    let p = params(a)?;
    range("cycles", cycles, 100, 100_000_000)?;
    let (stim, _) = wh_stimulus(&p, cycles, 9, check_traffic(p.arb));
    let hdl_cycles = stim.len().min(2_000);
    outln!(
        "bench {} (N = {}): {} cycles of recorded node traffic per engine (rust-hdl {hdl_cycles})",
        p.net_module_name(),
        p.ports(),
        stim.len()
    );
    let rate = |n: usize, t: Instant| n as f64 / t.elapsed().as_secs_f64();
    let mut g = WhNetModel::new(p);
    let t = Instant::now();
    let mut sink = 0u64;
    for s in &stim {
        sink = sink.wrapping_add(g.step(s)[1]);
    }
    let gm = rate(stim.len(), t);
    let mut h = wh_hdl_sim(&p, None).map_err(|e| Failure::Failed(e.to_string()))?;
    let t = Instant::now();
    for s in &stim[..hdl_cycles] {
        sink = sink.wrapping_add(h.step(s)[1]);
    }
    let hm = rate(hdl_cycles, t);
    let t = Instant::now();
    let m = verilator::build_with(
        &wh_net_verilog(&p),
        &p.net_module_name(),
        &wh_input_ports(&p),
        &wh_output_ports(&p),
        verilator::Opt::Fast,
    )
    .map_err(Failure::Failed)?;
    let build = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let rows = m
        .run(&stim, &verilator::cache_root().join("runs"))
        .map_err(Failure::Failed)?;
    let vm = rate(rows.len(), t);
    crate::output::print_speeds(gm, hm, m.eval_seconds.get(), rows.len(), vm, build);
    if sink == u64::MAX {
        outln!();
    }
    Ok(())
}

/// Arguments of `wormcast banyan-deadlock`.
#[derive(clap::Args)]
pub struct DeadlockArgs {
    /// Stages n of the soak network (N = 2^n), 2..=6 (Figure 4 is always at n = 4).
    #[arg(long, default_value_t = 4)]
    pub n: usize,
    /// Soak cycles per arbitration policy (1..=100,000,000).
    #[arg(long, default_value_t = 1_000_000)]
    pub cycles: u64,
    /// Probability per cycle that an idle node starts a two-phase multicast (0 < p <= 1).
    #[arg(long, default_value_t = 0.01)]
    pub load: f64,
    /// Longest packet in flits (2..=64); lengths are uniform in 2..=max.
    #[arg(long = "len-max", default_value_t = 8)]
    pub len_max: usize,
    #[arg(long, default_value_t = 5)]
    pub seed: u64,
}

/// Figure 4's two packets under both policies, then the random two-phase soak under both;
/// prints the watchdog's report of the first deadlock. Fails if upper-first deadlocks.
pub fn deadlock(a: &DeadlockArgs) -> R {
    let p4 = |arb| WhParams::new(4, 32, arb).expect("n=4 W=32");
    WhParams::new(a.n, 32, Arbitration::UpperFirst).map_err(|e| Failure::Usage(e.to_string()))?;
    range("cycles", a.cycles, 1, 100_000_000)?;
    range("len-max", a.len_max as u64, 2, 64)?;
    if !(a.load > 0.0 && a.load <= 1.0) {
        return Err(Failure::Usage(format!(
            "invalid parameter load={}: allowed 0 < load <= 1",
            a.load
        )));
    }
    outln!("Figure 4: 1 -> {{5..8}} and 15 -> {{7..12}} at N = 16, sent in the same cycle");
    let mut uf_deadlocked = false;
    for arb in [Arbitration::UpperFirst, Arbitration::RoundRobin] {
        let p = p4(arb);
        let mut net = WhNetModel::new(p);
        let mut nodes = WhNodes::new(p, WhTraffic::default(), 1);
        nodes.stall_limit = 200;
        // An earlier packet 1 -> 8 leaves round-robin's pointer at nu on the lower input.
        nodes.add_region(1, 8, 8);
        nodes.run(&mut net, 1_000);
        nodes.add_region(1, 5, 8);
        nodes.add_region(15, 7, 12);
        let st = nodes.run(&mut net, 10_000);
        match st.deadlock_at {
            None => outln!(
                "  {:<12} both packets delivered ({} copies) by cycle {}",
                arb.name(),
                st.free_received - 1,
                st.last_delivery_cycle
            ),
            Some(c) => {
                uf_deadlocked |= arb == Arbitration::UpperFirst;
                outln!("  {:<12} DEADLOCK (watchdog at cycle {c}):", arb.name());
                for l in net.report(&nodes.offers(), u64::MAX).to_string().lines() {
                    outln!("    {l}");
                }
            }
        }
    }
    outln!(
        "Random two-phase multicasts, n = {} (N = {}), W = 32, {} cycles per policy, load {}, \
         packets 2..={} flits, seed {}",
        a.n,
        1 << a.n,
        a.cycles,
        a.load,
        a.len_max,
        a.seed
    );
    let t = WhTraffic {
        mc_load: a.load,
        len_min: 2,
        len_max: a.len_max,
        ..Default::default()
    };
    for arb in [Arbitration::UpperFirst, Arbitration::RoundRobin] {
        let p = WhParams::new(a.n, 32, arb).map_err(|e| Failure::Usage(e.to_string()))?;
        let pb = progress_bar(
            a.cycles,
            &format!(
                "{:<12} {{bar:40}} {{pos}}/{{len}} cycles {{eta}}",
                arb.name()
            ),
        );
        let r = soak(p, t, a.cycles, a.seed, &mut |c| pb.set_position(c));
        pb.finish_and_clear();
        outln!(
            "  {:<12} {} deadlocks; {} multicasts, {} deliveries, {} protocol errors",
            arb.name(),
            r.deadlocks,
            r.multicasts,
            r.deliveries,
            r.protocol_errors
        );
        if let Some((c, rep)) = &r.first {
            outln!("    first at cycle {c}:");
            for l in rep.to_string().lines().take(24) {
                outln!("      {l}");
            }
        }
        uf_deadlocked |= arb == Arbitration::UpperFirst && r.deadlocks > 0;
        if r.protocol_errors > 0 {
            return Err(Failure::Failed(format!(
                "{}: {} protocol errors",
                arb.name(),
                r.protocol_errors
            )));
        }
    }
    // The ablation: upper-first with each head copy granted on its own.
    let p = WhParams::new(a.n, 32, Arbitration::UpperFirst)
        .map_err(|e| Failure::Usage(e.to_string()))?;
    let pb = progress_bar(a.cycles, "ablation     {bar:40} {pos}/{len} cycles {eta}");
    let r = soak_with(p, t, a.cycles, a.seed, false, &mut |c| pb.set_position(c));
    pb.finish_and_clear();
    outln!(
        "  {:<12} {} deadlocks without lock-step heads (golden-model ablation: each head copy \
         granted on its own)",
        "upper-first",
        r.deadlocks
    );
    if uf_deadlocked {
        return Err(Failure::Failed(
            "upper-first deadlocked: Theorem 2 does not hold for this design".into(),
        ));
    }
    Ok(())
}
