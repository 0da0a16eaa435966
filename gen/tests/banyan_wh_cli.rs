//! The banyan block's wormhole mode on the command line (issue 15): gen, check, lint, sim,
//! the deadlock demonstration, and bad parameters rejected by name before any hardware.

use crate::common;
use common::wormcast;

#[test]
fn wormhole_gen_writes_network_ses_and_params() {
    let d = std::env::temp_dir().join(format!("wormcast-whgen-{}", std::process::id()));
    let (code, out, err) = wormcast(&[
        "gen",
        "banyan",
        "--mode",
        "wormhole",
        "--n",
        "4",
        "--w",
        "32",
        "--arbitration",
        "round-robin",
        "-o",
        d.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let net = std::fs::read_to_string(d.join("banyan_wh_n4_w32_rr.v")).unwrap();
    assert!(net.contains("module banyan_wh_n4_w32_rr ("));
    assert!(
        net.contains("input wire [15:0] out_ready") && net.contains("output wire [15:0] in_ready")
    );
    for i in 0..4 {
        assert!(d.join(format!("banyan_whse_n4_s{i}_w32_rr.v")).exists());
    }
    let params = std::fs::read_to_string(d.join("banyan_wh_n4_w32_rr.params")).unwrap();
    assert!(
        params.contains("mode = \"wormhole\"") && params.contains("arbitration = \"round-robin\"")
    );
}

#[test]
fn bad_parameters_are_rejected_by_name() {
    let d = std::env::temp_dir().join(format!("wormcast-whbad-{}", std::process::id()));
    for (args, name) in [
        (
            vec!["gen", "banyan", "--arbitration", "round-robin"],
            "arbitration=round-robin",
        ),
        (
            vec!["gen", "banyan", "--mode", "wormhole", "--n", "7"],
            "n=7",
        ),
        (
            vec!["gen", "banyan", "--mode", "wormhole", "--w", "24"],
            "w=24",
        ),
        (
            vec!["check", "banyan", "--mode", "wormhole", "--cycles", "0"],
            "cycles=0",
        ),
        (vec!["banyan-deadlock", "--load", "0"], "load=0"),
        (vec!["banyan-deadlock", "--len-max", "1"], "len-max=1"),
    ] {
        let mut a = args.clone();
        a.extend(
            ["-o", d.to_str().unwrap()]
                .iter()
                .filter(|_| args[0] == "gen"),
        );
        let (code, out, err) = wormcast(&a);
        assert_eq!(code, 2, "{a:?}: {out}{err}");
        assert!(err.contains(name), "{a:?}: {err}");
    }
    assert!(!d.exists(), "nothing generated on a bad parameter");
}

#[test]
fn wormhole_check_lint_and_sim() {
    let (code, out, err) = wormcast(&[
        "check", "banyan", "--mode", "wormhole", "--n", "2", "--cycles", "3000",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains(
            "check banyan_wh_n2_w16_uf: golden model = rust-hdl = verilator on 3000 cycles"
        ),
        "{out}"
    );
    assert!(
        out.contains("check banyan_whse_n2_s0_w16_uf: golden model = rust-hdl = verilator"),
        "{out}"
    );
    let (code, out, err) = wormcast(&[
        "lint",
        "banyan",
        "--mode",
        "wormhole",
        "--arbitration",
        "round-robin",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out.matches(": 0 errors").count(), 4, "{out}");
    assert_eq!(out.matches("0 latches inferred").count(), 4, "{out}");
    let (code, out, err) = wormcast(&["sim", "banyan", "--mode", "wormhole", "--cycles", "500"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("mismatches              0"), "{out}");
}

/// Figure 4 deadlocks under round-robin and not under upper-first; the soak finds
/// round-robin deadlocks and none under upper-first (exit 0 requires that).
#[test]
fn banyan_deadlock_command() {
    let (code, out, err) = wormcast(&["banyan-deadlock", "--cycles", "100000"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("upper-first  both packets delivered (10 copies)"),
        "{out}"
    );
    assert!(out.contains("round-robin  DEADLOCK"), "{out}");
    assert!(
        out.contains("waiting: stage 1 SE 3 input 0 head region 5..7 (wins here)"),
        "{out}"
    );
    assert!(out.contains("upper-first  0 deadlocks"), "{out}");
    let rr = out
        .lines()
        .find(|l| l.trim_start().starts_with("round-robin") && l.contains("deadlocks;"))
        .unwrap();
    let k: u64 = rr.split_whitespace().nth(1).unwrap().parse().unwrap();
    assert!(k > 0, "{out}");
}
