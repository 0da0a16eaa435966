//! `gen`, `sim`, `check`, `lint`, `synth` and `bench` of the banyan block (region-decoding
//! broadcast banyan, banyan paper): the slotted network here, the wormhole mode (`--mode
//! wormhole`) in `banyan_wh_cmd`. Every parameter is validated before anything is generated.

use crate::banyan_wh_cmd as wh;
use crate::output::{
    lint_one, lint_summary, print_speeds, print_synth_rows_checked, range, report_mismatches,
    synth_row, write_ip, Failure, Generated, R,
};
use crate::{BanyanArgs, ModeArg, TableOrJson};
use std::path::Path;
use std::time::Instant;
use wormcast_model::banyan::network::{input_ports, output_ports};
use wormcast_model::banyan::throughput::{self, StudyConfig};
use wormcast_model::banyan::{BanyanNetModel, BanyanParams};
use wormcast_model::CycleModel;
use wormcast_rtl::banyan::{net_verilog, se_module_name, se_verilog};
use wormcast_testbench::banyan::{self as tb, Engines, StimConfig};
use wormcast_testbench::compare::{lockstep, Engine};
use wormcast_tools::{eda, verilator};

fn params(a: BanyanArgs) -> Result<BanyanParams, Failure> {
    crate::banyan_wh_cmd::check_mode(&a)?;
    BanyanParams::new(a.n, a.w, a.slot_len).map_err(|e| Failure::Usage(e.to_string()))
}

/// All Verilog files of the banyan block: (file stem = top module, text).
pub fn banyan_files(p: &BanyanParams) -> Vec<(String, String)> {
    let mut v = vec![(p.net_module_name(), net_verilog(p, false))];
    for i in (0..p.n).rev() {
        v.push((se_module_name(p, i), se_verilog(p, i)));
    }
    v
}

pub fn gen(a: BanyanArgs, out: &Path) -> Result<Generated, Failure> {
    if a.mode == ModeArg::Wormhole {
        return wh::gen(&a, out);
    }
    let p = params(a)?;
    write_ip(out, &banyan_files(&p), &params_file(&p))
}

/// The parameter file written beside the Verilog.
pub fn params_file(p: &BanyanParams) -> String {
    format!(
        "# wormcast banyan network parameters\nblock = \"banyan\"\ntop = \"{}\"\nn = {}\nnodes = {}\n\
         w = {}\nslot_len = {}\nlatency_cycles = {}\nack_latency_cycles = {}\n\
         header = \"data[{}:0] = region min, data[{}:{}] = region max\"\n",
        p.net_module_name(),
        p.n,
        p.ports(),
        p.w,
        p.slot_len,
        p.latency(),
        p.ack_latency(),
        p.n - 1,
        2 * p.n - 1,
        p.n
    ) + &wormcast_ip::contract::banyan_slotted().toml()
}

pub fn sim(a: BanyanArgs, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
    if a.mode == ModeArg::Wormhole {
        return wh::sim(&a, cycles, seed, vcd);
    }
    let p = params(a)?;
    range("cycles", cycles, 1, 10_000_000)?;
    let slots = (cycles as usize).div_ceil(p.slot_len);
    let mut stim = tb::random_stimulus(&p, slots, seed, StimConfig::default());
    stim.truncate(cycles as usize);
    let mut golden = BanyanNetModel::new(p);
    let mut hdl = tb::hdl_sim(&p, false, vcd).map_err(|e| Failure::Failed(e.to_string()))?;
    let nn = p.ports();
    let (mut heads, mut flits, mut copies, mut acc) = (0u64, 0u64, 0u64, 0u64);
    let mut mal = 0;
    let r = lockstep(
        &mut golden,
        &mut [Engine {
            name: "rust-hdl".into(),
            model: hdl.as_mut(),
        }],
        stim,
        |_, inp, out| {
            if out[0] == 1 {
                heads += inp[..nn].iter().filter(|&&t| t == 1).count() as u64;
            }
            flits += out[1..1 + nn].iter().filter(|&&t| t != 0).count() as u64;
            copies += out[1..1 + nn].iter().filter(|&&t| t == 1).count() as u64;
            if out[1 + 2 * nn] == 1 {
                acc += out[2 + 2 * nn].count_ones() as u64;
            }
            mal = out[3 + 2 * nn];
        },
    );
    drop(hdl);
    outln!(
        "banyan {} (N = {nn}, W = {}, L = {}), seed {seed}",
        p.net_module_name(),
        p.w,
        p.slot_len
    );
    outln!("  cycles simulated        {cycles}");
    outln!("  heads sent              {heads}");
    outln!("  packets accepted        {acc}");
    outln!("  head copies delivered   {copies}");
    outln!("  flits delivered         {flits}");
    outln!("  malformed discarded     {mal}");
    if let Some(v) = vcd {
        outln!("  VCD                     {}", v.display());
    }
    report_mismatches(r)
}

/// `check banyan`: slotted (`slots` slots, then each SE alone) or wormhole (`cycles`).
pub fn check(a: BanyanArgs, slots: u64, cycles: u64, seed: u64) -> R {
    if a.mode == ModeArg::Wormhole {
        return wh::check(&a, cycles, seed);
    }
    let p = params(a)?;
    range("slots", slots, 1, 10_000_000)?;
    check_banyan(&p, slots as usize, seed)
}

fn check_banyan(p: &BanyanParams, slots: usize, seed: u64) -> R {
    let t = Instant::now();
    let both = Engines {
        rust_hdl: true,
        verilator: true,
    };
    let (agree, st) = tb::check(p, slots, seed, StimConfig::default(), both, false)
        .map_err(|e| Failure::Failed(format!("{} (network {})", e, p.net_module_name())))?;
    outln!(
        "check {}: golden model = rust-hdl = verilator on {} cycles ({} slots), {} values compared",
        p.net_module_name(),
        agree.cycles,
        st.slots,
        agree.values_compared
    );
    outln!(
        "  traffic: {} heads ({} multicast), {} accepted, {} blocked or malformed, {} malformed, {} head copies delivered",
        st.heads_sent, st.multicasts_sent, st.accepted, st.rejected, st.malformed, st.heads_delivered
    );
    let se_cycles = (slots * p.slot_len).clamp(1, 200_000);
    for i in (0..p.n).rev() {
        let a = tb::check_se(p, i, se_cycles, seed + i as u64)
            .map_err(|e| Failure::Failed(format!("{} (SE {})", e, se_module_name(p, i))))?;
        outln!(
            "check {}: golden model = rust-hdl = verilator on {} cycles",
            se_module_name(p, i),
            a.cycles
        );
    }
    outln!("  PASS in {:.1} s", t.elapsed().as_secs_f64());
    Ok(())
}

pub fn lint(a: BanyanArgs) -> R {
    if a.mode == ModeArg::Wormhole {
        return wh::lint(&a);
    }
    let mut errors = 0;
    let mut seen = std::collections::BTreeSet::new();
    let files = banyan_files(&params(a)?);
    for (name, text) in files {
        let (e, w) = lint_one(&name, &text)?;
        errors += e;
        seen.extend(w);
    }
    lint_summary(errors, &seen)
}

pub fn synth(a: BanyanArgs, format: TableOrJson, target: eda::Target) -> R {
    if a.mode == ModeArg::Wormhole {
        return wh::synth(&a, format, target);
    }
    let p = params(a)?;
    let files = banyan_files(&p);
    let se_in = wormcast_model::banyan::se::se_input_ports(p.w);
    let se_out = wormcast_model::banyan::se::se_output_ports(p.w);
    let ports = [(input_ports(&p), output_ports(&p)), (se_in, se_out)];
    let mut rows = vec![];
    for ((name, text), (ins, outs)) in files.iter().take(2).zip(ports.iter()) {
        rows.push(synth_row(name, text, ins, outs, target)?);
    }
    print_synth_rows_checked(28, &rows, format)
}

pub fn throughput(n: usize, f: usize, m: f64, load: Option<f64>, slots: usize, seed: u64) -> R {
    let loads: Vec<f64> = match load {
        Some(l) => vec![l],
        None => (1..=10).map(|k| k as f64 / 10.0).collect(),
    };
    let cfgs: Vec<StudyConfig> = loads
        .iter()
        .map(|&load| StudyConfig {
            n,
            f,
            m,
            load,
            slots,
            seed,
        })
        .collect();
    for c in &cfgs {
        throughput::validate(c).map_err(Failure::Usage)?;
    }
    outln!(
        "banyan throughput, n = {n} (N = {}), fanout f = {f}, multicast fraction m = {m}, {slots} slots",
        1usize << n
    );
    outln!("copy rates c_i (stage n-1..0): {:?}", {
        let c = throughput::copy_rates(n, f);
        c.iter()
            .rev()
            .map(|x| (x * 1e4).round() / 1e4)
            .collect::<Vec<_>>()
    });
    outln!(
        "{:>12} {:>8} {:>12} {:>12} {:>9}",
        "offered",
        "rho",
        "eta (sim)",
        "eta (model)",
        "sim-model"
    );
    for c in &cfgs {
        let pt = throughput::study(c);
        outln!(
            "{:>12.3} {:>8.4} {:>12.4} {:>12.4} {:>8.2}%",
            pt.offered_load,
            pt.rho,
            pt.sim_eta,
            pt.model_eta,
            100.0 * (pt.sim_eta - pt.model_eta) / pt.model_eta
        );
    }
    if f == 1 || m == 0.0 {
        outln!("unicast: the analytic model (Patel's independence approximation) should agree within 2%.");
    } else {
        outln!("multicast: the model treats the copies of one packet as independent packets that compete;");
        outln!("in the network they never meet in one SE, so the simulation exceeds the model.");
    }
    Ok(())
}

pub fn bench(a: BanyanArgs, cycles: u64) -> R {
    if a.mode == ModeArg::Wormhole {
        return wh::bench(&a, cycles);
    }
    let p = params(a)?;
    range("cycles", cycles, 100, 100_000_000)?;
    let slots = (cycles as usize).div_ceil(p.slot_len);
    let mut stim = tb::random_stimulus(&p, slots, 9, StimConfig::default());
    stim.truncate(cycles as usize);
    outln!(
        "bench {} (N = {}): {} cycles of the same random stimulus per engine",
        p.net_module_name(),
        p.ports(),
        stim.len()
    );
    let mut g = BanyanNetModel::new(p);
    let t = Instant::now();
    let mut sink = 0u64;
    for s in &stim {
        sink = sink.wrapping_add(g.step(s)[1]);
    }
    let gm = stim.len() as f64 / t.elapsed().as_secs_f64();
    let mut h = tb::hdl_sim(&p, false, None).map_err(|e| Failure::Failed(e.to_string()))?;
    let t = Instant::now();
    for s in &stim {
        sink = sink.wrapping_add(h.step(s)[1]);
    }
    let hm = stim.len() as f64 / t.elapsed().as_secs_f64();
    let t = Instant::now();
    let v = net_verilog(&p, false);
    let m = verilator::build_with(
        &v,
        &p.net_module_name(),
        &input_ports(&p),
        &output_ports(&p),
        verilator::Opt::Fast,
    )
    .map_err(Failure::Failed)?;
    let build = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let rows = m
        .run(&stim, &verilator::cache_root().join("runs"))
        .map_err(Failure::Failed)?;
    let vm = rows.len() as f64 / t.elapsed().as_secs_f64();
    print_speeds(gm, hm, m.eval_seconds.get(), rows.len(), vm, build);
    if sink == u64::MAX {
        outln!();
    }
    Ok(())
}
