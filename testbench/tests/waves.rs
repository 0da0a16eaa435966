//! Waveforms of `wormcast sim --vcd` (`wormcast_tools::waves`, `::gtkw`):
//!
//! * the GTKWave save file of the central buffer, the input-buffered switch, the slotted
//!   and wormhole banyan, the mesh router, the TPM mesh and the m-way mesh parses (groups balanced, the
//!   `[dumpfile]` is the waveform), names only signals that exist in the VCD, has the
//!   block's groups, and every pattern of the block's rules matches a signal of the default
//!   configuration (so a renamed RTL signal fails here); after a scope cut the save file
//!   still names only what is left, and a scope no rule covers gets the generic group;
//! * the compact forms round-trip: FST (read back with `wellen`, another implementation,
//!   and, if installed, GTKWave's `fst2vcd`) and `.vcd.gz` have, for every signal, the
//!   VCD's values at the VCD's times;
//! * with GTKWave and xvfb-run installed (optional: `apt-get install gtkwave xvfb`), GTKWave
//!   itself loads the waveform and the save file and shows every signal row of it;
//! * the sizes of the central buffer's waveforms (k = 8, 700 cycles of traffic, then the
//!   drain: 2,146 cycles recorded; the cut window below ends at 600) are printed: full VCD,
//!   `uut.core` only, and both compact forms of each. 2,000 cycles of traffic (3,542
//!   recorded) until 2026-12-01: the same code on a longer VCD, 54.6 CPU-s against 36.8;
//!   `wormcast sim central-buffer --cycles 2000 --vcd cb.vcd` (README) records any length.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;
use wormcast_model::CycleModel;
use wormcast_tools::gtkw::{self, parse_gtkw, trace_name, WaveBlock};
use wormcast_tools::vcd_filter::{filter_vcd, vcd_vars, VcdWindow};
use wormcast_tools::waves::{self, value_changes, WaveFormat};

type Changes = BTreeMap<String, Vec<(u64, String)>>;

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("wormcast-waves-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn size(p: &Path) -> u64 {
    std::fs::metadata(p).unwrap().len()
}

/// The signals of the VCD `vcd` whose values are text (enum states).
fn text_vars(vcd: &Path) -> HashSet<String> {
    vcd_vars(vcd)
        .unwrap()
        .iter()
        .filter(|v| v.is_text())
        .map(|v| v.path())
        .collect()
}

/// 8-bit characters (`0`/`1`, most significant first) as a string, NULs dropped (bits
/// with `x` or `z` as they are).
fn ascii(bits: &str) -> String {
    if !bits.bytes().all(|c| c == b'0' || c == b'1') {
        return bits.to_string();
    }
    bits.as_bytes()
        .chunks(8)
        .map(|c| c.iter().fold(0u8, |a, b| (a << 1) | (b - b'0')))
        .filter(|&c| c != 0)
        .map(char::from)
        .collect()
}

/// Value changes of an FST, read with `wellen` (deduplicated as `waves::value_changes`);
/// the `text` signals decoded from their 8-bit characters. An FST made from a VCD cut that
/// starts at `t0 > 0` holds `x` from 0 to `t0` (fst-writer's first value change section
/// starts at 0; the VCD has no value there either): those are left out.
fn fst_changes(p: &Path, text: &HashSet<String>, t0: u64) -> Changes {
    let mut w = wellen::simple::read(p).unwrap_or_else(|e| panic!("{}: {e:?}", p.display()));
    let vars: Vec<(String, wellen::SignalRef)> = {
        let h = w.hierarchy();
        h.all_vars()
            .map(|v| (h[v].full_name(h), h[v].signal_ref()))
            .collect()
    };
    let refs: Vec<_> = vars.iter().map(|v| v.1).collect();
    w.load_signals(&refs);
    let times = w.time_table().to_vec();
    let mut out = Changes::new();
    for (name, r) in vars {
        let s = w.get_signal(r).expect("loaded");
        let mut h: Vec<(u64, String)> = vec![];
        for (ti, v) in s.iter_changes() {
            let v = v.to_bit_string().expect("bit vector");
            let v = if text.contains(&name) { ascii(&v) } else { v };
            let t = times[ti as usize];
            match h.last_mut() {
                Some(last) if last.1 == v => {}
                Some(last) if last.0 == t => last.1 = v,
                _ => h.push((t, v)),
            }
        }
        h.retain(|(t, v)| *t >= t0 || !v.bytes().all(|c| c == b'x'));
        out.insert(name, h);
    }
    out
}

fn assert_same(a: &Changes, b: &Changes, what: &str) {
    assert_eq!(a.len(), b.len(), "{what}: number of signals");
    let mut changes = 0;
    for (name, ha) in a {
        let hb = b
            .get(name)
            .unwrap_or_else(|| panic!("{what}: {name} missing"));
        assert_eq!(ha, hb, "{what}: signal {name}");
        changes += ha.len();
    }
    eprintln!(
        "  {what}: {} signals, {changes} value changes identical",
        a.len()
    );
}

/// Patterns of a block's rules that match no signal.
fn unmatched(block: WaveBlock, vcd: &Path) -> Vec<&'static str> {
    let paths: Vec<String> = vcd_vars(vcd).unwrap().iter().map(|v| v.path()).collect();
    gtkw::rules(block)
        .iter()
        .flat_map(|r| r.patterns.iter())
        .filter(|p| {
            let p = p.strip_suffix(":d").unwrap_or(p);
            !paths.iter().any(|s| gtkw::glob(p, s))
        })
        .copied()
        .collect()
}

/// GTKWave loads `wave` with `save` under a virtual X server and lists the signals it shows;
/// `None` when gtkwave or xvfb-run is missing (optional tools).
fn gtkwave_shows(wave: &Path, save: &Path) -> Option<Vec<String>> {
    for t in ["gtkwave", "xvfb-run"] {
        if Command::new("which")
            .arg(t)
            .output()
            .map(|o| !o.status.success())
            .unwrap_or(true)
        {
            eprintln!("  (GTKWave check skipped: {t} not installed)");
            return None;
        }
    }
    let tcl = save.with_extension("tcl");
    std::fs::write(
        &tcl,
        "foreach s [gtkwave::getDisplayedSignals] { puts \"SHOWN $s\" }\ngtkwave::/File/Quit\n",
    )
    .unwrap();
    let out = Command::new("timeout")
        .args(["300", "xvfb-run", "-a", "gtkwave", "-S"])
        .arg(&tcl)
        .arg(wave)
        .arg(save)
        .output()
        .expect("running gtkwave");
    let text = String::from_utf8_lossy(&out.stdout);
    Some(
        text.lines()
            .filter_map(|l| l.strip_prefix("SHOWN "))
            .map(|s| s.to_string())
            .collect(),
    )
}

/// GTKWave's names of the signals of a VCD.
fn vcd_names(vcd: &Path) -> HashSet<String> {
    vcd_vars(vcd).unwrap().iter().map(trace_name).collect()
}

/// GTKWave's names of the signals of an FST, read with `wellen`: the dotted path, and
/// `[msb:0]` for a vector.
fn fst_names(fst: &Path) -> HashSet<String> {
    let w = wellen::simple::read(fst).unwrap();
    let h = w.hierarchy();
    h.all_vars()
        .map(|v| match h[v].length(h) {
            Some(n) if n > 1 => format!("{}[{}:0]", h[v].full_name(h), n - 1),
            _ => h[v].full_name(h),
        })
        .collect()
}

/// The save file of `wave`: parses, names the waveform and only signals of `names` (the
/// waveform's), has the groups `expect`; GTKWave (if installed) shows all its rows.
/// Returns the group names.
fn check_gtkw(save: &Path, wave: &Path, names: &HashSet<String>, expect: &[&str]) -> Vec<String> {
    let text = std::fs::read_to_string(save).unwrap();
    let g = parse_gtkw(&text).unwrap_or_else(|e| panic!("{}: {e}", save.display()));
    assert_eq!(
        g.dumpfile.as_deref().map(PathBuf::from),
        Some(std::path::absolute(wave).unwrap()),
        "dumpfile"
    );
    let sigs = g.signals();
    assert!(!sigs.is_empty());
    for s in &sigs {
        assert!(
            names.contains(*s),
            "{}: {s} is not in the VCD",
            save.display()
        );
    }
    let groups: Vec<String> = g.groups.iter().map(|x| x.0.clone()).collect();
    for e in expect {
        assert!(
            groups.iter().any(|n| n.starts_with(e)),
            "group {e} missing: {groups:?}"
        );
    }
    for (n, rows) in &g.groups {
        assert!(!rows.is_empty(), "empty group {n}");
    }
    if let Some(shown) = gtkwave_shows(wave, save) {
        let missing: Vec<&&str> = sigs
            .iter()
            .filter(|s| !shown.iter().any(|x| x == **s))
            .collect();
        assert!(
            shown.len() == sigs.len() && missing.is_empty(),
            "GTKWave shows {} of the {} rows of {}; not shown: {missing:?}",
            shown.len(),
            sigs.len(),
            save.display()
        );
        eprintln!(
            "  GTKWave shows all {} rows of {}",
            shown.len(),
            save.display()
        );
    }
    groups
}

#[test]
fn central_buffer_waveforms_sizes_and_round_trip() {
    let t0 = Instant::now();
    let d = temp_dir("cb");
    let p = wormcast_ip::central_buffer::default_params();
    let full = d.join("cb.full.vcd");
    let (summary, r) = wormcast_testbench::central_buffer::sim_lockstep(
        &p,
        wormcast_testbench::central_buffer::mixed_traffic(),
        700,
        1,
        Some(&full),
    )
    .unwrap();
    eprintln!(
        "central buffer k=8, 700 cycles of traffic (drained at {:?}): {summary} [{:.1} s]",
        r.drained_at,
        t0.elapsed().as_secs_f64()
    );
    assert_eq!(
        unmatched(WaveBlock::CentralBuffer, &full),
        Vec::<&str>::new(),
        "rule patterns matching no signal"
    );
    // Sizes: full and uut.core, as VCD, FST and .vcd.gz.
    let core = d.join("cb.core.vcd");
    let w = VcdWindow {
        scope: Some("uut.core".into()),
        ..Default::default()
    };
    let t = Instant::now();
    let f = filter_vcd(&full, &core, &w).unwrap();
    let cut_s = t.elapsed().as_secs_f64();
    let mut rows = vec![("full VCD".to_string(), size(&full), f.vars_in, 0.0)];
    rows.push(("uut.core VCD".into(), size(&core), f.vars_out, cut_s));
    for (src, tag, vars) in [(&full, "full", f.vars_in), (&core, "uut.core", f.vars_out)] {
        for ext in ["fst", "vcd.gz"] {
            let out = d.join(format!("cb.{tag}.{ext}"));
            let t = Instant::now();
            let n = waves::write_compact(src, &out).unwrap().bytes;
            rows.push((format!("{tag} {ext}"), n, vars, t.elapsed().as_secs_f64()));
        }
    }
    eprintln!("  waveform sizes (bytes; conversion time from the VCD):");
    for (what, n, vars, s) in &rows {
        eprintln!(
            "    {what:<16} {n:>12} bytes  {:>6.1}% of the full VCD  {vars:>5} signals  [{s:.1} s]",
            100.0 * *n as f64 / rows[0].1 as f64
        );
    }
    // Round trips: FST (read with wellen) and .vcd.gz (decompressed) against the VCD.
    let t = Instant::now();
    for (vcd, tag) in [(&core, "uut.core"), (&full, "full")] {
        let want = value_changes(vcd).unwrap();
        assert_same(
            &want,
            &fst_changes(&d.join(format!("cb.{tag}.fst")), &text_vars(vcd), 0),
            &format!("{tag} FST vs VCD"),
        );
        assert_same(
            &want,
            &value_changes(&d.join(format!("cb.{tag}.vcd.gz"))).unwrap(),
            &format!("{tag} .vcd.gz vs VCD"),
        );
    }
    eprintln!("  round trips [{:.1} s]", t.elapsed().as_secs_f64());
    // The save files: full VCD, and the CLI's path (waves::finish) for a cut FST and a
    // scope no rule covers.
    let save = d.join("cb.gtkw");
    let s = gtkw::write_gtkw(&full, &full, WaveBlock::CentralBuffer, &save).unwrap();
    let groups = check_gtkw(
        &save,
        &full,
        &vcd_names(&full),
        &[
            "Links",
            "Buffer status",
            "Framers",
            "Free list",
            "NP/NC lists",
            "Replication counters",
            "Queues",
        ],
    );
    eprintln!(
        "  full VCD: save file with {} signals in {} groups: {groups:?}",
        s.signals, s.groups
    );
    let out = d.join("cut.fst");
    let w = VcdWindow {
        scope: Some("uut.core".into()),
        from: Some(100),
        to: Some(600),
    };
    let raw = waves::raw_vcd_path(&out, &w);
    assert_eq!(raw, d.join("cut.full.vcd"));
    std::fs::copy(&full, &raw).unwrap();
    let rep = waves::finish(&raw, &out, &w, WaveBlock::CentralBuffer).unwrap();
    eprintln!("  {rep}");
    assert_eq!(rep.format, WaveFormat::Fst);
    assert!(
        !raw.exists() && !d.join("cut.cut.vcd").exists(),
        "intermediates removed"
    );
    assert_eq!(rep.gtkw.path, d.join("cut.gtkw"));
    // The save file's signals are those of the cut: compare with a cut VCD made the same way.
    let cut = d.join("cut.vcd");
    filter_vcd(&full, &cut, &w).unwrap();
    // Text variables (the enum states, e.g. the writers' `w_path`) are vectors of 8-bit
    // characters in the FST, named with their width: compare the names without it.
    let text: HashSet<String> = vcd_vars(&cut)
        .unwrap()
        .iter()
        .filter(|v| v.is_text())
        .map(trace_name)
        .collect();
    assert!(!text.is_empty(), "the CB's enum states are text variables");
    let fst: HashSet<String> = fst_names(&out)
        .into_iter()
        .map(|n| match n.rfind('[') {
            Some(i) if text.contains(&n[..i]) => n[..i].to_string(),
            _ => n,
        })
        .collect();
    assert_eq!(fst, vcd_names(&cut), "the FST has the cut's signals");
    let groups = check_gtkw(
        &rep.gtkw.path,
        &out,
        &fst_names(&out),
        &["Free list", "NP/NC lists", "Replication counters", "Queues"],
    );
    assert!(!groups.iter().any(|g| g.starts_with("Links")), "{groups:?}");
    assert_same(
        &value_changes(&cut).unwrap(),
        &fst_changes(&out, &text_vars(&cut), 100_000),
        "cut FST vs cut VCD",
    );
    // GTKWave's own FST reader (fst2vcd, optional) gives the same values.
    let back = d.join("cut.back.vcd");
    match Command::new("fst2vcd")
        .arg(&out)
        .arg("-o")
        .arg(&back)
        .output()
    {
        Ok(o) if o.status.success() => {
            // No time offset: a `$timezero` (which GTKWave adds to every time shown, and the
            // vcd crate does not parse) must be 0.
            let text = std::fs::read_to_string(&back).unwrap();
            let (head, rest) = text.split_at(text.find("$enddefinitions").unwrap());
            let mut kept = String::new();
            let mut lines = head.lines();
            while let Some(l) = lines.next() {
                if l.trim() == "$timezero" {
                    let z = lines.next().unwrap().trim();
                    assert_eq!(z, "0", "FST time offset");
                    lines.next();
                } else {
                    kept += l;
                    kept += "\n";
                }
            }
            std::fs::write(&back, kept + rest).unwrap();
            let mut got = value_changes(&back).unwrap();
            for h in got.values_mut() {
                h.retain(|(t, v)| *t >= 100_000 || !v.bytes().all(|c| c == b'x'));
            }
            assert_same(
                &value_changes(&cut).unwrap(),
                &got,
                "cut FST through fst2vcd vs cut VCD",
            );
        }
        _ => eprintln!("  (fst2vcd check skipped: GTKWave's fst2vcd not installed)"),
    }
    let text = std::fs::read_to_string(&rep.gtkw.path).unwrap();
    assert!(text.contains("[timestart] 100000\n"), "window start");
    // A scope no rule covers: the generic group.
    let out = d.join("lrs.vcd");
    let w = VcdWindow {
        scope: Some("uut.core.write_port.lrs".into()),
        ..Default::default()
    };
    let raw = waves::raw_vcd_path(&out, &w);
    std::fs::copy(&full, &raw).unwrap();
    let rep = waves::finish(&raw, &out, &w, WaveBlock::CentralBuffer).unwrap();
    let groups = check_gtkw(
        &rep.gtkw.path,
        &out,
        &vcd_names(&out),
        &["Signals of uut.core.write_port.lrs"],
    );
    eprintln!("  uncovered scope: {groups:?}");
    let _ = std::fs::remove_dir_all(&d);
    eprintln!("[{:.1} s]", t0.elapsed().as_secs_f64());
}

/// Simulate, then write the plain VCD and its save file through `waves::finish`; check.
fn plain(tag: &str, block: WaveBlock, expect: &[&str], sim: impl FnOnce(&Path)) {
    let t = Instant::now();
    let d = temp_dir(tag);
    let out = d.join(format!("{tag}.vcd"));
    let w = VcdWindow::default();
    let raw = waves::raw_vcd_path(&out, &w);
    assert_eq!(raw, out, "a plain VCD is written in place");
    sim(&raw);
    assert_eq!(unmatched(block, &out), Vec::<&str>::new(), "{tag}");
    let rep = waves::finish(&raw, &out, &w, block).unwrap();
    let groups = check_gtkw(&rep.gtkw.path, &out, &vcd_names(&out), expect);
    eprintln!(
        "{tag}: {} signals of {} in the save file, groups {groups:?} [{:.1} s]",
        rep.gtkw.signals,
        rep.vars_out,
        t.elapsed().as_secs_f64()
    );
    // The same run as FST: same values; its save file has the same rows (text signals
    // named as the FST's vectors).
    let fst = d.join(format!("{tag}_c.fst"));
    let raw = waves::raw_vcd_path(&fst, &w);
    std::fs::copy(&out, &raw).unwrap();
    let rep = waves::finish(&raw, &fst, &w, block).unwrap();
    assert_same(
        &value_changes(&out).unwrap(),
        &fst_changes(&fst, &text_vars(&out), 0),
        &format!("{tag} FST vs VCD"),
    );
    check_gtkw(&rep.gtkw.path, &fst, &fst_names(&fst), expect);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn input_buffered_save_file() {
    use wormcast_model::input_buffered::Organisation;
    plain(
        "ib",
        WaveBlock::InputBuffered,
        &[
            "Links",
            "Buffer status",
            "Input buffers",
            "Queues and readers",
        ],
        |vcd| {
            let p = wormcast_ip::input_buffered::default_params(Organisation::ChunkWide);
            wormcast_testbench::input_buffered::sim_vcd(&p, 300, 1, vcd).unwrap();
        },
    );
}

fn run(mut m: Box<dyn CycleModel>, stim: &[Vec<u64>]) {
    for s in stim {
        m.step(s);
    }
}

#[test]
fn banyan_save_files() {
    plain(
        "banyan",
        WaveBlock::Banyan,
        &["Links", "Slots", "Switching elements"],
        |vcd| {
            use wormcast_testbench::banyan as tb;
            let p = wormcast_model::banyan::BanyanParams::new(3, 16, 8).unwrap();
            let stim = tb::random_stimulus(&p, 40, 1, tb::StimConfig::default());
            run(tb::hdl_sim(&p, false, Some(vcd)).unwrap(), &stim);
        },
    );
    plain(
        "banyan_wh",
        WaveBlock::BanyanWormhole,
        &["Links", "Switching elements"],
        |vcd| {
            use wormcast_testbench::banyan_wh as tb;
            let p = wormcast_model::banyan::wormhole::WhParams::new(
                3,
                16,
                wormcast_model::banyan::wormhole::Arbitration::UpperFirst,
            )
            .unwrap();
            let (stim, _) = tb::wh_stimulus(&p, 300, 1, tb::check_traffic(p.arb));
            run(tb::wh_hdl_sim(&p, Some(vcd)).unwrap(), &stim);
        },
    );
}

#[test]
fn mesh_save_files() {
    plain(
        "mesh_router",
        WaveBlock::MeshRouter,
        &["Links", "Node port", "Input virtual channels"],
        |vcd| {
            use wormcast_ip::mesh_router::{params, AT};
            use wormcast_testbench::mesh_router::sim_config;
            sim_config(&params(2, 16, AT), 200, 1, Some(vcd)).unwrap();
        },
    );
    plain(
        "mesh",
        WaveBlock::Mesh,
        &["Node links", "Router VC occupancy", "Router VC state"],
        |vcd| {
            use wormcast_ip::mesh_router::{params, AT};
            wormcast_testbench::mesh_fabric::sim_config(&params(2, 16, AT), 100, 1, Some(vcd))
                .unwrap();
        },
    );
    plain(
        "mway_mesh",
        WaveBlock::MwayMesh,
        &["Node links", "Channels"],
        |vcd| {
            // The CLI's default: 4 buffers, W = 16, the safe algorithm.
            let p = wormcast_model::mway::MwayParams {
                buffers: 4,
                w: 16,
                algorithm: wormcast_model::mway::Algorithm::Safe,
                ..Default::default()
            };
            wormcast_testbench::mway_mesh::sim(&p, 60, 97, 1, Some(vcd)).unwrap();
        },
    );
}

/// The pieces: glob patterns stay within one path component, save file names, the parser's
/// errors, aliases.
#[test]
fn save_file_format() {
    use gtkw::glob;
    assert!(glob("uut.in_tag$*", "uut.in_tag$3"));
    assert!(!glob("uut.in_tag$*", "uut.in_tag$3.q"));
    assert!(glob("uut.se$*.c0v.q", "uut.se$11.c0v.q"));
    assert!(!glob("uut.*", "uut.core.free_count"));
    assert_eq!(gtkw::gtkw_path(Path::new("a/x.vcd")), Path::new("a/x.gtkw"));
    assert_eq!(gtkw::gtkw_path(Path::new("x.vcd.gz")), Path::new("x.gtkw"));
    assert_eq!(gtkw::gtkw_path(Path::new("x.fst")), Path::new("x.gtkw"));
    assert_eq!(WaveFormat::of(Path::new("x.VCD.GZ")), WaveFormat::VcdGz);
    assert_eq!(WaveFormat::of(Path::new("x.fst")), WaveFormat::Fst);
    assert_eq!(WaveFormat::of(Path::new("x.vcd")), WaveFormat::Vcd);
    let ok = "[dumpfile] \"/t/x.vcd\"\n[timestart] 5\n@28\nuut.clock\n@800200\n-G\n@22\n\
              +{buffer/free_cnt} uut.core.buffer.free_cnt.q[8:0]\n@1000200\n-G\n";
    let p = parse_gtkw(ok).unwrap();
    assert_eq!(p.dumpfile.as_deref(), Some("/t/x.vcd"));
    assert_eq!(p.timestart, Some(5));
    assert_eq!(p.ungrouped, ["uut.clock"]);
    assert_eq!(p.groups[0].1, ["uut.core.buffer.free_cnt.q[8:0]"]);
    assert!(parse_gtkw("@800200\n-G\n@28\na\n").is_err(), "never closed");
    assert!(
        parse_gtkw("@800200\n-G\n@1000200\n-H\n").is_err(),
        "mismatched"
    );
    assert!(parse_gtkw("uut.clock\n").is_err(), "row before flags");
    let v = |scope: &str, name: &str, width| wormcast_tools::vcd_filter::VcdVar {
        scope: scope.into(),
        name: name.into(),
        width,
        var_type: vcd::VarType::Wire,
        code: vcd::IdCode::FIRST,
        index: None,
    };
    assert_eq!(
        trace_name(&v("uut", "in_data$0", 16)),
        "uut.in_data$0[15:0]"
    );
    assert_eq!(trace_name(&v("uut.state$0", "q", 0)), "uut.state$0.q");
    assert_eq!(gtkw::alias(&v("uut", "free_count", 9)), None);
    assert_eq!(gtkw::alias(&v("uut.rr", "q", 3)).as_deref(), Some("rr"));
    assert_eq!(
        gtkw::alias(&v("uut.core.buffer.free_cnt", "q", 9)).as_deref(),
        Some("buffer/free_cnt")
    );
    assert_eq!(
        gtkw::alias(&v("uut.core.buffer.np$3", "write_enable", 1)).as_deref(),
        Some("np$3/write_enable")
    );
}
