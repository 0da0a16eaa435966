//! CLI subcommands of the fat-tree switches: `central-buffer` (multidestination-worms paper,
//! Section 4) and `input-buffered` (Section 5). Parameters are validated (names and allowed
//! ranges in the error) before anything is generated.

use crate::commands::{Failure, SynthRow};
use crate::{OnOff, OrgArg, PolicyArg, SchemeArg, SwitchArgs, TableOrJson};
use std::path::Path;
use std::time::Instant;
use wormcast_model::central_buffer::{self as cbm, CbParams, HeaderScheme};
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_testbench::central_buffer as cb;
use wormcast_testbench::eda;
use wormcast_testbench::input_buffered as ib;

type R = Result<(), Failure>;

fn usage(e: String) -> Failure {
    Failure::Usage(e)
}

/// Bit-string flits the RTL instances support (see `wormcast_testbench::central_buffer`):
/// 1, 2 or 4 at W = 16; 1 or 2 at W = 32, and 8 or 32 (256 and 1,024 nodes) at W = 32, k = 8.
fn check_rtl_nodes(nodes: usize, w: usize, k: usize) -> Result<(), Failure> {
    let b = nodes.div_ceil(w);
    let ok = match (w, k) {
        (16, _) => [1, 2, 4].contains(&b),
        (32, 8) => [1, 2, 8, 32].contains(&b),
        _ => [1, 2].contains(&b),
    };
    if !ok {
        let allowed = match (w, k) {
            (16, _) => "2..=32 or 49..=64 at w=16 (1, 2 or 4 bit-string flits)",
            (32, 8) => {
                "2..=64, 225..=256 or 993..=1024 at w=32, k=8 (1, 2, 8 or 32 bit-string flits)"
            }
            _ => "2..=64 at w=32 (256 and 1,024 nodes with k=8)",
        };
        return Err(usage(format!(
            "invalid parameter nodes={nodes}: allowed {allowed}"
        )));
    }
    Ok(())
}

pub fn route(w: usize, s: &SwitchArgs) -> Result<RouteConfig, Failure> {
    if ![2, 4, 8].contains(&s.k) {
        return Err(usage(format!(
            "invalid parameter k={}: allowed 2, 4 or 8",
            s.k
        )));
    }
    let down = s.down.unwrap_or(s.k / 2);
    if down < 1 || down > s.k {
        return Err(usage(format!(
            "invalid parameter down={down}: allowed 1..={}",
            s.k
        )));
    }
    if ![16, 32].contains(&w) {
        return Err(usage(format!("invalid parameter w={w}: allowed 16 or 32")));
    }
    if !(2..=1024).contains(&s.nodes) {
        return Err(usage(format!(
            "invalid parameter nodes={}: allowed 2..=1024",
            s.nodes
        )));
    }
    check_rtl_nodes(s.nodes, w, s.k)?;
    Ok(RouteConfig {
        k: s.k,
        down,
        nodes: s.nodes,
        w,
        reach: fat_tree_reach(s.nodes, w, down, 0, s.nodes),
        policy: match s.policy {
            PolicyArg::Adaptive => UpPolicy::Adaptive,
            PolicyArg::Deterministic => UpPolicy::Deterministic,
        },
    })
}

pub fn cb_params(w: usize, s: &SwitchArgs) -> Result<CbParams, Failure> {
    let p = CbParams {
        route: route(w, s)?,
        chunks: s.chunks,
        fifo: s.fifo.unwrap_or(64),
        max_len: s.max_len,
        scheme: match s.scheme {
            SchemeArg::Shared => HeaderScheme::Shared,
            SchemeArg::PerOutput => HeaderScheme::PerOutput,
        },
        bypass: s.bypass == OnOff::On,
    };
    p.validate().map_err(usage)?;
    Ok(p)
}

fn write(out: &Path, file: &str, text: &str) -> R {
    std::fs::create_dir_all(out)
        .map_err(|e| Failure::Failed(format!("creating {}: {e}", out.display())))?;
    let f = out.join(file);
    std::fs::write(&f, text).map_err(|e| Failure::Failed(format!("{}: {e}", f.display())))?;
    println!("wrote {}", f.display());
    Ok(())
}

/// The parameter file written beside a central-buffer switch.
pub fn cb_params_file(p: &CbParams) -> String {
    let r = &p.route;
    format!(
        "# wormcast central-buffer switch parameters\nblock = \"central-buffer\"\ntop = \"{}\"\n\
         k = {}\ndown = {}\nw = {}\nnodes = {}\nbitstring_flits = {}\nchunks = {}\nchunk_flits = {}\n\
         fifo = {}\nmax_len = {}\nscheme = \"{:?}\"\nbypass = {}\npolicy = \"{:?}\"\n\
         down_reserve_chunks = {}\nnil_pointer = \"9'h100\"\n",
        cb::module_name(p),
        r.k,
        r.down,
        r.w,
        r.nodes,
        r.bitstring_flits(),
        p.chunks,
        r.k,
        p.fifo,
        p.max_len,
        p.scheme,
        p.bypass,
        r.policy,
        p.down_reserve()
    )
}

/// The default central-buffer switch's files (name, Verilog, parameter file).
pub fn cb_files(p: &CbParams) -> Result<(String, String, String), Failure> {
    let name = cb::module_name(p);
    let v = cb::emit_verilog(p, &name).map_err(Failure::Failed)?;
    Ok((name, v, cb_params_file(p)))
}

pub fn gen_cb(w: usize, s: &SwitchArgs, out: &Path) -> R {
    let p = cb_params(w, s)?;
    let (name, v, pf) = cb_files(&p)?;
    write(out, &format!("{name}.v"), &v)?;
    write(out, &format!("{name}.params"), &pf)
}

pub fn sim_cb(w: usize, s: &SwitchArgs, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
    let p = cb_params(w, s)?;
    crate::commands::range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    let (summary, r) =
        cb::sim_lockstep(&p, cb::mixed_traffic(), cycles, seed, vcd).map_err(Failure::Failed)?;
    println!(
        "central-buffer switch {} , seed {seed}",
        cb::module_name(&p)
    );
    println!("  traffic cycles          {cycles} (then drained)");
    println!(
        "  packets sent            {} ({} malformed)",
        r.packets_sent, r.malformed_sent
    );
    println!("  packet copies delivered {}", r.packets_delivered);
    println!("  flits delivered         {}", r.flits_delivered);
    println!("  drained at cycle        {:?}", r.drained_at);
    println!("  {summary}");
    if let Some(v) = vcd {
        println!(
            "  VCD                     {} (buffer state under uut.core: readers first_p_r, last_p, first_c; writers last_c_r, w_pre_r; buffer np, nc, free_cnt, reserved_r, free_list, counters)",
            v.display()
        );
    }
    println!("  PASS in {:.1} s", t.elapsed().as_secs_f64());
    Ok(())
}

/// The configurations of `check central-buffer --matrix`: k = 2, 4, 8 x W = 16, 32 x
/// N = 16, 64 x both header schemes x bypass on/off.
pub fn cb_matrix(s: &SwitchArgs) -> Vec<SwitchArgs> {
    let mut v = vec![];
    for k in [2, 4, 8] {
        for w in [16, 32] {
            for nodes in [16, 64] {
                for scheme in [SchemeArg::Shared, SchemeArg::PerOutput] {
                    for bypass in [OnOff::On, OnOff::Off] {
                        v.push(SwitchArgs {
                            k,
                            down: None,
                            nodes,
                            chunks: if k == 8 { 128 } else { 64 },
                            w: Some(w),
                            scheme,
                            bypass,
                            ..s.clone()
                        });
                    }
                }
            }
        }
    }
    v
}

pub fn check_cb(w: usize, s: &SwitchArgs, cycles: u64, seed: u64, matrix: bool) -> R {
    crate::commands::range("cycles", cycles, 1, 10_000_000)?;
    let cfgs = if matrix {
        cb_matrix(s)
    } else {
        vec![s.clone()]
    };
    let ps: Vec<CbParams> = cfgs
        .iter()
        .map(|c| cb_params(c.w.unwrap_or(w), c))
        .collect::<Result<_, _>>()?;
    let t0 = Instant::now();
    for (n, p) in ps.iter().enumerate() {
        let t = Instant::now();
        let line = cb::check(p, cb::mixed_traffic(), cycles, seed + n as u64)
            .map_err(|e| Failure::Failed(format!("{}: {e}", cb::module_name(p))))?;
        println!("check {line} ({:.1} s)", t.elapsed().as_secs_f64());
    }
    println!(
        "  PASS: {} configuration(s) in {:.1} s",
        ps.len(),
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

pub fn lint_cb(w: usize, s: &SwitchArgs) -> Result<(usize, Vec<String>), Failure> {
    let p = cb_params(w, s)?;
    let (name, v, _) = cb_files(&p)?;
    crate::commands::lint_one(&name, &v)
}

/// Yosys and nextpnr figures of the central-buffer switch (one row).
pub fn synth_cb_rows(w: usize, s: &SwitchArgs) -> Result<Vec<SynthRow>, Failure> {
    let p = cb_params(w, s)?;
    let (name, v, _) = cb_files(&p)?;
    let r = eda::synth(&v, &name).map_err(Failure::Failed)?;
    let fmax = eda::ice40_fmax(&v, &name, &cbm::input_ports(&p), &cbm::output_ports(&p));
    Ok(vec![SynthRow::new(&name, r, fmax)])
}

pub fn synth_cb(w: usize, s: &SwitchArgs, format: TableOrJson) -> R {
    let rows = synth_cb_rows(w, s)?;
    // The area figures stand without place and route: print them, then fail on it.
    crate::commands::print_synth_rows(44, &rows, format);
    if let Err(e) = &rows[0].fmax {
        return Err(Failure::Failed(format!(
            "nextpnr-ice40 (HX8K) failed, no Fmax: {}",
            crate::commands::fmax_failure(e)
        )));
    }
    Ok(())
}

#[allow(dead_code)]
pub fn org_name(o: OrgArg) -> &'static str {
    match o {
        OrgArg::ChunkWide => "chunk_wide",
        OrgArg::Staircase => "staircase",
        OrgArg::SplitRam => "split_ram",
    }
}

// ---- Input-buffered switch ---------------------------------------------------------------

use wormcast_model::input_buffered::{IbParams, Organisation};

pub fn ib_params(w: usize, s: &SwitchArgs) -> Result<IbParams, Failure> {
    let p = IbParams {
        route: route(w, s)?,
        buffer: s.buffer,
        fifo: s
            .fifo
            .unwrap_or(wormcast_model::input_buffered::default_fifo(s.k)),
        max_len: s.max_len,
        org: match s.org {
            OrgArg::ChunkWide => Organisation::ChunkWide,
            OrgArg::Staircase => Organisation::Staircase,
            OrgArg::SplitRam => Organisation::SplitRam,
        },
    };
    p.validate().map_err(usage)?;
    Ok(p)
}

fn ib_check_nodes(p: &IbParams) -> Result<(), Failure> {
    if p.route.w == 16 && p.route.bitstring_flits() == 2 {
        return Err(usage(format!(
            "invalid parameter nodes={}: allowed 2..=16 or 49..=64 at w=16 for the input-buffered switch RTL",
            p.route.nodes
        )));
    }
    ib::rtl_validate(p).map_err(usage)
}

pub fn ib_checked(w: usize, s: &SwitchArgs) -> Result<IbParams, Failure> {
    let p = ib_params(w, s)?;
    ib_check_nodes(&p)?;
    Ok(p)
}

pub fn gen_ib(w: usize, s: &SwitchArgs, out: &Path) -> R {
    let p = ib_checked(w, s)?;
    let name = ib::default_name(&p);
    let v = ib::emit_verilog(&p, &name).map_err(Failure::Failed)?;
    write(out, &format!("{name}.v"), &v)?;
    write(out, &format!("{name}.params"), &ib_params_file(&p))
}

/// The parameter file written beside an input-buffered switch.
pub fn ib_params_file(p: &IbParams) -> String {
    let r = &p.route;
    format!(
        "# wormcast input-buffered switch parameters\nblock = \"input-buffered\"\ntop = \"{}\"\n\
         org = \"{}\"\nk = {}\ndown = {}\nw = {}\nnodes = {}\nbitstring_flits = {}\nbuffer_flits = {}\n\
         buffer_chunks = {}\nchunk_flits = {}\nfifo = {}\nmax_len = {}\npolicy = \"{:?}\"\n",
        ib::default_name(p),
        ib::org_name(p.org),
        r.k,
        r.down,
        r.w,
        r.nodes,
        r.bitstring_flits(),
        p.buffer,
        p.buffer_chunks(),
        r.k,
        p.fifo,
        p.max_len,
        r.policy
    )
}

pub fn sim_ib(w: usize, s: &SwitchArgs, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
    let p = ib_checked(w, s)?;
    crate::commands::range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    println!(
        "input-buffered switch {}, seed {seed}",
        ib::default_name(&p)
    );
    let line = ib::check_hdl(&p, cycles as usize, seed).map_err(Failure::Failed)?;
    println!("  golden model = rust-hdl: {line}");
    if let Some(v) = vcd {
        let line = ib::sim_vcd(&p, cycles as usize, seed, v).map_err(Failure::Failed)?;
        println!("  rust-hdl closed loop: {line}");
    }
    println!("  PASS in {:.1} s", t.elapsed().as_secs_f64());
    Ok(())
}

pub fn check_ib(w: usize, s: &SwitchArgs, cycles: u64, seed: u64, matrix: bool) -> R {
    let p = ib_checked(w, s)?;
    crate::commands::range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    if matrix {
        let r = ib::check_matrix(cycles as usize, seed).map_err(Failure::Failed)?;
        print!("{r}");
    } else {
        let r = ib::check(&p, cycles as usize, seed).map_err(Failure::Failed)?;
        println!("check {r}");
    }
    let r = ib::check_orgs_agree(&p, cycles as usize, seed).map_err(Failure::Failed)?;
    println!("check {r}");
    println!("  PASS in {:.1} s", t.elapsed().as_secs_f64());
    Ok(())
}

pub fn lint_ib(w: usize, s: &SwitchArgs) -> Result<(usize, Vec<String>), Failure> {
    let p = ib_checked(w, s)?;
    let name = ib::default_name(&p);
    let v = ib::emit_verilog(&p, &name).map_err(Failure::Failed)?;
    crate::commands::lint_one(&name, &v)
}

/// Yosys figures (with word-level multiplexers) and nextpnr-ice40 Fmax of the three
/// organisations at the given parameters (the organisation of `s` is ignored).
pub fn synth_ib_rows(w: usize, s: &SwitchArgs) -> Result<Vec<SynthRow>, Failure> {
    let p = ib_checked(w, s)?;
    let mut rows = vec![];
    for org in ib::ORGS {
        let q = IbParams { org, ..p.clone() };
        let a = ib::area_row(&q).map_err(Failure::Failed)?;
        rows.push(SynthRow {
            module: ib::default_name(&q),
            r: a.synth,
            mux: Some(a.mux),
            fmax: ib::fmax(&q),
            org: Some((ib::org_name(org).to_string(), q.k())),
        });
    }
    Ok(rows)
}

/// The area table of the three organisations at the given parameters (default: W = 16,
/// N = 16, 320-flit buffers) and their nextpnr-ice40 Fmax, or one JSON object per
/// organisation.
pub fn synth_ib(w: usize, s: &SwitchArgs, format: TableOrJson) -> R {
    let rows = synth_ib_rows(w, s)?;
    if format == TableOrJson::Json {
        crate::commands::print_synth_rows(40, &rows, format);
        return Ok(());
    }
    let p = ib_checked(w, s)?;
    let area: Vec<ib::AreaRow> = rows
        .iter()
        .zip(ib::ORGS)
        .map(|(r, org)| ib::AreaRow {
            p: IbParams { org, ..p.clone() },
            synth: r.r.clone(),
            mux: r.mux.clone().unwrap_or_default(),
        })
        .collect();
    print!("{}", ib::format_area_table(&area));
    for r in &rows {
        match &r.fmax {
            Ok(f) => println!("Fmax {:<40} {f:>8.1} MHz", r.module),
            Err(e) => println!(
                "Fmax {:<40}      n/a ({})",
                r.module,
                crate::commands::fmax_failure(e)
            ),
        }
    }
    crate::commands::synth_footer();
    Ok(())
}

/// Simulation speed of the three engines on the same recorded closed-loop stimulus.
pub fn bench_ib(w: usize, s: &SwitchArgs, cycles: u64) -> R {
    let p = ib_checked(w, s)?;
    crate::commands::range("cycles", cycles, 100, 10_000_000)?;
    print!(
        "{}",
        ib::engine_speeds(&p, cycles as usize, 9).map_err(Failure::Failed)?
    );
    Ok(())
}

/// Simulation speed of the three engines on the same recorded closed-loop stimulus.
pub fn bench_cb(w: usize, s: &SwitchArgs, cycles: u64) -> R {
    use wormcast_model::CycleModel;
    use wormcast_testbench::verilator;
    let p = cb_params(w, s)?;
    crate::commands::range("cycles", cycles, 100, 10_000_000)?;
    let (stim, r) = cb::record(&p, cb::mixed_traffic(), cycles, 9).map_err(Failure::Failed)?;
    let name = cb::module_name(&p);
    println!(
        "bench {name}: {} cycles of recorded closed-loop traffic ({} flits delivered) per engine",
        stim.len(),
        r.flits_delivered
    );
    let mut g = cbm::CentralBufferSwitch::new(p.clone());
    let t = Instant::now();
    let mut sink = 0u64;
    for v in &stim {
        sink = sink.wrapping_add(g.step(v)[0]);
    }
    let gm = stim.len() as f64 / t.elapsed().as_secs_f64();
    let mut h = cb::hdl_model(&p).map_err(Failure::Failed)?;
    let t = Instant::now();
    for v in &stim {
        sink = sink.wrapping_add(h.step(v)[0]);
    }
    let hm = stim.len() as f64 / t.elapsed().as_secs_f64();
    let v = cb::emit_verilog(&p, &name).map_err(Failure::Failed)?;
    let t = Instant::now();
    let m = verilator::build_with(
        &v,
        &name,
        &cbm::input_ports(&p),
        &cbm::output_ports(&p),
        verilator::Opt::Fast,
    )
    .map_err(Failure::Failed)?;
    let build = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let rows = m
        .run(&stim, &verilator::cache_root().join("runs"))
        .map_err(Failure::Failed)?;
    let vm = rows.len() as f64 / t.elapsed().as_secs_f64();
    crate::commands::print_speeds(gm, hm, m.eval_seconds.get(), rows.len(), vm, build);
    if sink == u64::MAX {
        println!();
    }
    Ok(())
}
