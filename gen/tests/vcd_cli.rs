//! `wormcast sim --vcd --vcd-scope --vcd-from --vcd-to`: the cut VCD holds only the signals
//! under the scope and the cycles of the window, and every kept signal has, at every kept
//! timestamp, the value it has in the full VCD (the window opens with a `$dumpvars`).

use crate::common;
use common::wormcast;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// Replay a VCD: for every timestamp, the value of every variable (by id code), and the
/// dotted scope path of every variable.
#[allow(clippy::type_complexity)]
fn replay(
    p: &Path,
) -> (
    BTreeMap<u64, HashMap<String, String>>,
    HashMap<String, String>,
) {
    let mut r = vcd::Parser::new(std::io::BufReader::new(std::fs::File::open(p).unwrap()));
    let h = r.parse_header().unwrap();
    let mut paths = HashMap::new();
    fn walk(items: &[vcd::ScopeItem], path: &str, out: &mut HashMap<String, String>) {
        for it in items {
            match it {
                vcd::ScopeItem::Var(v) => {
                    out.insert(v.code.to_string(), path.to_string());
                }
                vcd::ScopeItem::Scope(s) => {
                    let p = if path.is_empty() {
                        s.identifier.clone()
                    } else {
                        format!("{path}.{}", s.identifier)
                    };
                    walk(&s.children, &p, out);
                }
            }
        }
    }
    walk(&h.items, "", &mut paths);
    let mut now: Option<u64> = None;
    let mut cur: HashMap<String, String> = HashMap::new();
    let mut snaps = BTreeMap::new();
    for c in r {
        match c.unwrap() {
            vcd::Command::Timestamp(t) => {
                if let Some(n) = now {
                    snaps.insert(n, cur.clone());
                }
                now = Some(t);
            }
            vcd::Command::ChangeScalar(id, v) => {
                cur.insert(id.to_string(), format!("{v:?}"));
            }
            vcd::Command::ChangeVector(id, v) => {
                cur.insert(id.to_string(), format!("{v:?}"));
            }
            _ => {}
        }
    }
    if let Some(n) = now {
        snaps.insert(n, cur);
    }
    (snaps, paths)
}

#[test]
fn vcd_scope_and_window() {
    let dir = std::env::temp_dir().join(format!("wormcast-vcd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let full = dir.join("full.vcd");
    let cut = dir.join("cut.vcd");
    let (code, out, err) = wormcast(&[
        "sim",
        "banyan",
        "--cycles",
        "300",
        "--vcd",
        full.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let (code, out, err) = wormcast(&[
        "sim",
        "banyan",
        "--cycles",
        "300",
        "--vcd",
        cut.to_str().unwrap(),
        "--vcd-scope",
        "uut.se$0",
        "--vcd-from",
        "100",
        "--vcd-to",
        "150",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("signals") && out.contains("bytes"), "{out}");
    assert!(
        !dir.join("cut.full.vcd").exists(),
        "the full VCD is removed"
    );
    let (fs, _) = replay(&full);
    let (cs, cpaths) = replay(&cut);
    assert!(!cpaths.is_empty());
    for p in cpaths.values() {
        assert!(p == "uut.se$0" || p.starts_with("uut.se$0."), "{p}");
    }
    let times: Vec<u64> = cs.keys().copied().collect();
    assert_eq!(times.first(), Some(&100_000));
    assert_eq!(times.last(), Some(&150_500));
    assert_eq!(times.len(), 102, "two edges per cycle, 51 cycles");
    for (t, vals) in &cs {
        assert_eq!(
            vals.len(),
            cpaths.len(),
            "every kept signal has a value at {t}"
        );
        for (id, v) in vals {
            assert_eq!(Some(v), fs[t].get(id), "signal {id} at {t}");
        }
    }
    assert!(std::fs::metadata(&cut).unwrap().len() * 10 < std::fs::metadata(&full).unwrap().len());
    // Bad filters are refused by name.
    for (args, want) in [
        (vec!["--vcd-scope", "uut.nothing"], "vcd-scope=uut.nothing"),
        (vec!["--vcd-from", "9", "--vcd-to", "3"], "vcd-from=9"),
        // A window after the run's last cycle: no empty VCD that looks like a recording.
        (vec!["--vcd-from", "5000"], "vcd-from=5000: allowed at most"),
    ] {
        let mut a = vec![
            "sim",
            "banyan",
            "--cycles",
            "20",
            "--vcd",
            cut.to_str().unwrap(),
        ];
        a.extend(args);
        let (code, out, err) = wormcast(&a);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(want), "{err}");
        if want.starts_with("vcd-scope") {
            // Rejected before the simulation (a silent one-cycle probe): nothing ran.
            assert!(!out.contains("PASS"), "{out}");
        }
    }
}
