//! `wormcast net`: one network-simulation point.
//!
//! Every key of a [`NetConfig`] is a flag of the same kebab-case name (`--msg-flits 64`), and
//! `--config FILE.toml` reads any of them from a TOML file; flags win over the file. The file
//! is parsed to a TOML table, the given flags are inserted into it, and the table is then
//! deserialised, so an unknown key or a bad value is reported by `NetConfig`'s own serde and
//! validation, naming the key and its allowed values (exit code 2, before anything runs).
//!
//! Output: `--format table` (default) a readable table, `--format json` exactly
//! `serde_json::to_string(&NetResult)` on one line (a non-finite metric, e.g. the multicast
//! latency of a run without multicasts, is `null`). A deadlock exits 0: the table says
//! DEADLOCK and the JSON has `"deadlock":true`. A progress bar goes to stderr when it is a
//! terminal.

use crate::output::{one_line, progress_bar, Failure};
use clap::{Arg, ArgAction, ArgMatches, Args, Command, ValueEnum};
use std::path::{Path, PathBuf};
use wormcast_model::net::config::KEYS;
use wormcast_model::net::{run_threads, NetConfig, NetResult};

/// Output format of `wormcast net`.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum Format {
    /// Aligned text.
    Table,
    /// One JSON object (the NetResult, its configuration under "config").
    Json,
}

/// Arguments of `wormcast net`.
#[derive(clap::Args, Clone, Debug)]
pub struct NetArgs {
    /// TOML file of configuration keys (the flag names without `--`); flags win over it.
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    pub format: Format,
    /// Threads stepping the switches of each cycle (fat trees; 1..=64). The results are
    /// identical for any count; it pays from about 64 nodes up on an otherwise idle machine.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub threads: u64,
    #[command(flatten)]
    pub keys: KeyFlags,
}

/// Value name and help of every configuration key (the flags of `wormcast net`).
const HELP: &[(&str, &str, &str)] = &[
    ("vcs", "V", "mesh: virtual channels per physical channel, 1..=4"),
    ("injection", "N", "mesh: injection channels per node, 1..=8 (one-port 1)"),
    (
        "consumption",
        "N",
        "mesh: consumption channels per node, 1..=8 (Lemma 2: 4; Section 5.3: 8)",
    ),
    (
        "mesh-multicast",
        "tpm|column-path|unicast|dual-path",
        "mesh: multicast scheme",
    ),
    (
        "multicast-share",
        "S",
        "mesh: share of the received load from multicasts, 0..=1 (Section 5.3: 0.1)",
    ),
    ("mean-dests", "D", "mesh: mean multicast destinations (32)"),
    ("sd-dests", "SD", "mesh: standard deviation of the destinations (15)"),
    ("min-dests", "N", "mesh: fewest multicast destinations (2)"),
    ("max-dests", "N", "mesh: most multicast destinations (250)"),
    (
        "startup",
        "CYCLES",
        "mesh: start-up of a node's first message in a batch (33)",
    ),
    (
        "startup-next",
        "CYCLES",
        "mesh: start-up of each further message in a batch (8)",
    ),
    (
        "topology",
        "fat-tree|mway-mesh|hypercube|mesh",
        "Network topology (fat-tree, m-way and mesh keys apply to their own family only)",
    ),
    (
        "dims",
        "DIMS",
        "m-way: channels per dimension (8x8x8) for mway-mesh, dimensions n (9) for hypercube; mesh: X x Y (16x16)",
    ),
    (
        "buffers",
        "B",
        "m-way: buffers per buffer set, 1..=16 (mst-replica 2..=16)",
    ),
    (
        "depth",
        "FLITS",
        "m-way: flits per buffer, 0 = msg-flits (virtual cut-through; wormhole only for mst); mesh: flits per VC buffer, 0 = 1",
    ),
    (
        "routing",
        "mst-safe|mst-replica|mst|mst-unicast|recursive-doubling",
        "m-way: broadcast scheme",
    ),
    (
        "broadcast-share",
        "S",
        "m-way: fraction of generated messages that are region broadcasts, 0..=1",
    ),
    (
        "region",
        "random|full",
        "m-way: broadcast regions: random (containing the source) or the whole network",
    ),
    (
        "nodes",
        "N",
        "Nodes: a power of k/2 with 2 or more levels (16, 64, ...)",
    ),
    ("k", "4|8", "Switch ports k (k/2 down, k/2 up)"),
    (
        "switch",
        "cb|ib|unicast",
        "Switch at every position: central buffer, input buffered, unicast-only",
    ),
    (
        "multicast",
        "hardware|software|ni-lfc",
        "Multicast scheme: multidestination worms, U-Min binomial-tree unicasts, or LFC NI-level forwarding",
    ),
    (
        "traffic",
        "uniform|multicast|bimodal|broadcast|all-to-all",
        "Traffic pattern (broadcast: node 0 to all; all-to-all: every node to all)",
    ),
    ("fanout", "M", "Destinations of an m-way multicast, 1..=N-1"),
    (
        "bimodal-share",
        "S",
        "Bimodal traffic: share of the received load due to multicasts, 0..=1",
    ),
    (
        "bimodal-fanout",
        "M",
        "Bimodal traffic: fanout of its multicasts, 2..=N-1",
    ),
    (
        "msg-flits",
        "L",
        "Message (packet) length in flits, head and bit-string included",
    ),
    (
        "load",
        "X",
        "Fat tree: effective applied load (flits received per node per cycle); m-way: message flits generated per node per cycle; (0, 1]",
    ),
    ("warmup", "CYCLES", "Cycles before measurement starts"),
    ("cycles", "CYCLES", "Measurement window in cycles, >= 100"),
    (
        "batches",
        "B",
        "Batches of the window for the confidence intervals",
    ),
    (
        "drain",
        "CYCLES",
        "Cycles allowed after the window for measured messages to complete",
    ),
    ("seed", "S", "Random seed"),
    (
        "w",
        "W",
        "Flit width W in bits: fat tree 16 or 32; m-way 8..=64, the header must fit",
    ),
    (
        "chunks",
        "C",
        "Central buffer size in chunks of k flits: 8, 16, 32, 64, 128 or 256",
    ),
    (
        "fifo",
        "F",
        "Input FIFO depth in flits, 4..=255 (0 = the switch's default)",
    ),
    (
        "buffer",
        "FLITS",
        "Input-buffered switch: buffer per input port in flits (a multiple of k)",
    ),
    ("bypass", "on|off", "Central buffer: crossbar bypass (true|false accepted too)"),
    (
        "scheme",
        "shared|per-output",
        "Central buffer: header-chunk scheme",
    ),
    (
        "policy",
        "adaptive|deterministic",
        "Up-port choice toward the least common ancestor (deterministic when multicast is ni-lfc and no policy is given)",
    ),
    (
        "vct",
        "on|off",
        "Virtual-cut-through reservation of multicasts in the central buffer",
    ),
    ("sink-rate", "R", "Flits a sink consumes per cycle, (0, 1]"),
    (
        "sw-overhead",
        "CYCLES",
        "Software multicast: cycles before a host forwards a message it holds",
    ),
    (
        "watchdog",
        "CYCLES",
        "Cycles without any flit moving (packets in flight) that mean deadlock",
    ),
    (
        "tree",
        "binomial|binary|chain|custom",
        "NI-level multicast (ni-lfc): shape of every sender's forwarding tree",
    ),
    (
        "tree-parents",
        "[P1,P2,...]",
        "ni-lfc, tree custom: parent rank of ranks 1..N-1 (rank r = node (sender + r) mod N)",
    ),
    (
        "recovery",
        "on|off",
        "ni-lfc: deadlock recovery (LFC paper, Section 4)",
    ),
    (
        "lfc-credits",
        "C",
        "ni-lfc: receive buffers per sender = send credits per NI pair, 1..=64",
    ),
    (
        "lfc-update",
        "U",
        "ni-lfc: freed buffers of a sender that trigger an explicit credit update (0 = C/2)",
    ),
    ("ni-send", "CYCLES", "ni-lfc: NI cycles per packet sent for the host"),
    ("ni-recv", "CYCLES", "ni-lfc: NI cycles per data packet received"),
    (
        "ni-forward",
        "CYCLES",
        "ni-lfc: NI cycles per packet forwarded to one child",
    ),
    (
        "ni-protocol",
        "lfc|fm-mc",
        "ni-lfc: the NI multicast protocol: LFC, or FM/MC (central credits, token, NI swapping)",
    ),
    (
        "fmmc-host-buffers",
        "H",
        "fm-mc: multicast receive buffers per host (a credit = one on every host)",
    ),
    (
        "fmmc-ni-buffers",
        "Q",
        "fm-mc: received packets the NI queue holds before it swaps to host memory",
    ),
    (
        "fmmc-request",
        "R",
        "fm-mc: credits a sender asks the manager for at a time",
    ),
    (
        "fmmc-swap",
        "CYCLES",
        "fm-mc: NI cycles to swap a packet to host memory (and again back)",
    ),
    ("fmmc-token", "CYCLES", "fm-mc: NI cycles per credit-token visit"),
    (
        "msg-packets",
        "P",
        "ni-lfc: packets of msg-flits per message, 1..=4096",
    ),
];

/// One flag per [`NetConfig`] key, generated from [`KEYS`] so that none can be missing; each
/// flag's value is kept as the user typed it and typed by [`flag_value`].
#[derive(Clone, Debug, Default)]
pub struct KeyFlags {
    /// (key, value) of the flags given, in key order.
    pub given: Vec<(&'static str, String)>,
}

impl clap::FromArgMatches for KeyFlags {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let mut s = KeyFlags::default();
        s.update_from_arg_matches(m)?;
        Ok(s)
    }
    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        for k in KEYS {
            if let Some(v) = m.get_one::<String>(k) {
                self.given.retain(|(g, _)| g != k);
                self.given.push((k, v.clone()));
            }
        }
        Ok(())
    }
}

impl Args for KeyFlags {
    fn augment_args(cmd: Command) -> Command {
        let defaults = toml::Table::try_from(NetConfig::default()).expect("defaults serialise");
        KEYS.iter().fold(cmd, |cmd, k| {
            let (vn, help) = HELP
                .iter()
                .find(|(h, _, _)| h == k)
                .map(|(_, vn, help)| (*vn, *help))
                .unwrap_or(("VALUE", "Configuration key (see model/src/net/config.rs)"));
            let d = defaults.get(*k).map(show).unwrap_or_default();
            cmd.arg(
                Arg::new(*k)
                    .long(*k)
                    .value_name(vn)
                    .value_parser(clap::value_parser!(String))
                    .allow_negative_numbers(true)
                    .action(ArgAction::Set)
                    .help(format!("{help} [default: {d}]"))
                    .help_heading("Configuration keys (also settable in --config)"),
            )
        })
    }
    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

/// A TOML value as a user would write it on the command line (strings unquoted).
pub fn show(v: &toml::Value) -> String {
    match v {
        toml::Value::String(s) => s.clone(),
        v => v.to_string(),
    }
}

/// A flag's text as a TOML value: integer, float, boolean, or else a string. NetConfig's
/// deserialiser then checks the type (a float accepts an integer).
pub fn flag_value(s: &str) -> toml::Value {
    if let Ok(i) = s.parse::<i64>() {
        toml::Value::Integer(i)
    } else if let Ok(f) = s.parse::<f64>() {
        toml::Value::Float(f)
    } else if s == "true" || s == "false" {
        toml::Value::Boolean(s == "true")
    } else if let Some(v) = s
        .starts_with('[')
        .then(|| format!("v = {s}").parse::<toml::Table>().ok())
        .flatten()
        .and_then(|mut t| t.remove("v"))
    {
        v
    } else {
        toml::Value::String(s.to_string())
    }
}

/// Read a TOML file into a table (syntax errors name the file).
pub fn read_table(path: &Path) -> Result<toml::Table, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    text.parse::<toml::Table>()
        .map_err(|e| format!("{}: {}", path.display(), one_line(&e.to_string())))
}

/// Check one key alone: known, and its value of the right type and variant.
fn check_key(k: &str, v: &toml::Value) -> Result<(), String> {
    if !KEYS.contains(&k) {
        return Err(format!(
            "unknown key `{k}`: allowed keys {}",
            KEYS.join(", ")
        ));
    }
    let mut one = toml::Table::new();
    one.insert(k.to_string(), v.clone());
    toml::Value::Table(one)
        .try_into::<NetConfig>()
        .map(|_| ())
        .map_err(|e| format!("invalid value {k}={}: {}", show(v), one_line(e.message())))
}

/// The configuration of a table of keys: every key checked alone (so the error names it),
/// then the whole deserialised and validated.
pub fn config_from_table(t: &toml::Table) -> Result<NetConfig, String> {
    let mut t = t.clone();
    NetConfig::fill_policy(&mut t);
    for (k, v) in &t {
        check_key(k, v)?;
    }
    let c: NetConfig = toml::Value::Table(t.clone())
        .try_into()
        .map_err(|e| one_line(e.message()))?;
    c.validate()?;
    Ok(c)
}

/// The table of `--config FILE` (or empty) with the given flags inserted over it.
pub fn merged_table(
    file: Option<&Path>,
    flags: &[(&'static str, String)],
) -> Result<toml::Table, String> {
    let mut t = match file {
        Some(p) => read_table(p)?,
        None => toml::Table::new(),
    };
    for (k, v) in flags {
        t.insert(k.to_string(), flag_value(v));
    }
    Ok(t)
}

/// The configuration of `--config FILE` and the flags.
pub fn assemble(
    file: Option<&Path>,
    flags: &[(&'static str, String)],
) -> Result<NetConfig, String> {
    if let Some(f) = file {
        // Keys of the file that no flag overrides: an error there names the file too.
        for (k, v) in read_table(f)? {
            if !flags.iter().any(|(g, _)| *g == k) {
                check_key(&k, &v).map_err(|e| format!("{}: {e}", f.display()))?;
            }
        }
    }
    let table = merged_table(file, flags)?;
    if table.get("scheme").and_then(|v| v.as_str()) == Some("per_output") {
        crate::deprecated_spelling("scheme", "per_output", "per-output");
    }
    config_from_table(&table)
}

/// `wormcast net`.
pub fn net(a: &NetArgs) -> Result<(), Failure> {
    let cfg = assemble(a.config.as_deref(), &a.keys.given).map_err(Failure::Usage)?;
    let pb = progress_bar(
        cfg.warmup + cfg.cycles,
        "{elapsed_precise} [{wide_bar}] {percent:>3}% {human_pos}/{human_len} cycles, ETA {eta}",
    );
    let r = run_threads(&cfg, a.threads as usize, &mut |done, total| {
        pb.set_length(total);
        pb.set_position(done);
    });
    pb.finish_and_clear();
    let r = r.map_err(Failure::Failed)?;
    match a.format {
        Format::Json => outln!("{}", to_json(&r)),
        Format::Table => out!("{}", table(&r)),
    }
    Ok(())
}

/// The JSON form of a result: `serde_json::to_string(&NetResult)`.
pub fn to_json(r: &NetResult) -> String {
    serde_json::to_string(r).expect("NetResult serialises")
}

fn decimals(x: f64) -> usize {
    if x.abs() >= 100.0 {
        1
    } else {
        4
    }
}

fn num(x: f64) -> String {
    if x.is_finite() {
        format!("{x:.*}", decimals(x))
    } else {
        "-".into()
    }
}

fn with_ci(x: f64, ci: f64) -> String {
    if ci.is_finite() && x.is_finite() {
        let d = decimals(x);
        format!("{x:.d$} ± {ci:.d$}")
    } else {
        num(x)
    }
}

/// One line describing a configuration.
pub fn describe(c: &NetConfig) -> String {
    let v = toml::Table::try_from(c).expect("config serialises");
    let g = |k: &str| v.get(k).map(show).unwrap_or_default();
    if c.topology.is_mesh() {
        return format!(
            "mesh {} of TPM routers (v={} VCs, depth {}, {} injection / {} consumption channels), {} multicast, {}-flit messages, W={}, {}% of the load multicast ({}±{} destinations), load {} flits/node/cycle",
            c.dims,
            c.vcs,
            c.depth.max(1),
            c.injection,
            c.consumption,
            g("mesh-multicast"),
            c.msg_flits,
            c.w,
            c.multicast_share * 100.0,
            c.mean_dests,
            c.sd_dests,
            c.load
        );
    }
    if c.topology.is_mway() {
        let nodes: usize = c.mway_k().map(|k| k.iter().product()).unwrap_or(0);
        return format!(
            "{} {} ({nodes} nodes), {}, B={} buffers per set, {}-flit messages, W={}, {}% broadcasts ({} regions), load {} flits/node/cycle",
            g("topology"),
            c.dims,
            g("routing"),
            c.buffers,
            c.msg_flits,
            c.w,
            c.broadcast_share * 100.0,
            g("region"),
            c.load
        );
    }
    let traffic = match g("traffic").as_str() {
        "multicast" => format!("{}-way multicast", c.fanout),
        "bimodal" => format!(
            "bimodal ({}% of the load from {}-way multicasts)",
            c.bimodal_share * 100.0,
            c.bimodal_fanout
        ),
        t => t.to_string(),
    };
    format!(
        "{} k={} N={} ({} levels), switch {}, {} multicast, {} traffic, {}-flit packets, load {}",
        g("topology"),
        c.k,
        c.nodes,
        c.levels(),
        g("switch"),
        if c.multicast == wormcast_model::net::config::McScheme::NiLfc {
            format!(
                "ni-lfc ({} trees, recovery {}, {} credits)",
                g("tree"),
                g("recovery"),
                c.lfc_credits
            )
        } else {
            g("multicast")
        },
        traffic,
        c.msg_flits,
        c.load
    )
}

/// The readable table of one result.
pub fn table(r: &NetResult) -> String {
    let mut rows: Vec<(&str, String, &str)> = vec![
        ("offered", num(r.offered), "flits/node/cycle"),
        (
            "accepted",
            with_ci(r.accepted, r.accepted_ci),
            "flits/node/cycle",
        ),
        (
            "latency_last",
            with_ci(r.latency_last, r.latency_last_ci),
            "cycles",
        ),
        (
            "latency_mean",
            with_ci(r.latency_mean, r.latency_mean_ci),
            "cycles",
        ),
    ];
    if r.latency_unicast.is_finite() || r.latency_multicast.is_finite() {
        rows.push(("latency_unicast", num(r.latency_unicast), "cycles"));
        rows.push(("latency_multicast", num(r.latency_multicast), "cycles"));
    }
    let yes = |b: bool| if b { "YES" } else { "no" }.to_string();
    if r.config.topology.is_mway() || r.config.topology.is_mesh() {
        rows.push(("ejection_rate", num(r.ejection_rate), "flits/node/cycle"));
        rows.push(("injection_rate", num(r.injection_rate), "flits/node/cycle"));
        rows.push(("traffic", num(r.traffic), "flits/channel/cycle"));
    }
    rows.extend([
        (
            "messages",
            format!("{} ({} completed)", r.messages, r.completed),
            "",
        ),
        (
            "packets_injected",
            num(r.packets_injected),
            "packets/node/cycle",
        ),
        ("saturated", yes(r.saturated), ""),
        ("deadlock", yes(r.deadlock), ""),
    ]);
    if r.recoveries_per_multicast.is_finite() {
        rows.extend([
            (
                "recoveries_per_multicast",
                num(r.recoveries_per_multicast),
                "per multicast packet",
            ),
            (
                "deadlock_packets_per_multicast",
                num(r.deadlock_packets_per_multicast),
                "per multicast packet",
            ),
            ("ni_busy", num(r.ni_busy), "fraction of NI cycles"),
            ("lfc_dropped", num(r.lfc_dropped), "packets"),
        ]);
    }
    rows.extend([
        ("cycles_run", r.cycles_run.to_string(), "cycles"),
        ("wall_seconds", format!("{:.2}", r.wall_seconds), "s"),
        (
            "cycles_per_second",
            format!("{:.0}", r.cycles_per_second),
            "cycles/s",
        ),
    ]);
    let mut s = format!("{}\n", describe(&r.config));
    if r.deadlock {
        s += "DEADLOCK: nothing moved (no flit; with ni-lfc, no NI) for the watchdog's cycles with work pending\n";
    }
    if r.saturated {
        s += "SATURATED: the offered load was not delivered (latency above saturation is not meaningful)\n";
    }
    let wk = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let wv = rows.iter().map(|r| r.1.chars().count()).max().unwrap_or(0);
    for (k, v, u) in rows {
        let pad = wv - v.chars().count();
        s += format!("  {k:<wk$}  {}{v}  {u}", " ".repeat(pad)).trim_end();
        s += "\n";
    }
    if r.deadlock && !r.deadlock_report.is_empty() {
        s += "DEADLOCK report:\n";
        for l in r.deadlock_report.lines() {
            s += &format!("  {l}\n");
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_help_and_every_help_a_key() {
        for k in KEYS {
            assert!(HELP.iter().any(|h| h.0 == *k), "{k} has no help");
        }
        for h in HELP {
            assert!(KEYS.contains(&h.0), "{} is not a key", h.0);
        }
    }

    #[test]
    fn flags_over_table_and_errors_name_the_key() {
        let c = assemble(
            None,
            &[
                ("nodes", "64".into()),
                ("switch", "ib".into()),
                ("load", "1".into()),
            ],
        )
        .unwrap();
        assert_eq!((c.nodes, c.load), (64, 1.0));
        let e = assemble(None, &[("switch", "xyz".into())]).unwrap_err();
        assert!(e.contains("switch=xyz") && e.contains("`ib`"), "{e}");
        let e = assemble(None, &[("nodes", "16.5".into())]).unwrap_err();
        assert!(e.contains("nodes=16.5"), "{e}");
        let mut t = toml::Table::new();
        t.insert("nodez".into(), toml::Value::Integer(3));
        let e = config_from_table(&t).unwrap_err();
        assert!(e.contains("`nodez`") && e.contains("nodes"), "{e}");
    }

    /// One spelling on every command (issue 50 item 7): the switches of a configuration take
    /// `on`/`off` as `gen` does, and `true`/`false`; the up-port policy defaults to
    /// `adaptive` as `gen`'s does, except for NI-level multicast, which needs in-order
    /// delivery and gets `deterministic` unless a policy is named (naming `adaptive` there
    /// is an error that names the key).
    #[test]
    fn one_spelling_and_one_default_policy() {
        use wormcast_model::net::config::{OnOff, Policy};
        let on = assemble(
            None,
            &[
                ("bypass", "off".into()),
                ("vct", "on".into()),
                ("scheme", "per_output".into()),
            ],
        )
        .unwrap();
        let tf = assemble(
            None,
            &[
                ("bypass", "false".into()),
                ("vct", "true".into()),
                ("scheme", "per-output".into()),
            ],
        )
        .unwrap();
        assert_eq!(on, tf);
        assert!(!on.bypass && on.vct);
        assert_eq!(on.policy, Policy::Adaptive);
        let e = assemble(None, &[("bypass", "maybe".into())]).unwrap_err();
        assert!(e.contains("bypass=maybe") && e.contains("on or off"), "{e}");
        let lfc = |extra: &[(&'static str, String)]| {
            let mut f = vec![
                ("switch", "unicast".into()),
                ("multicast", "ni-lfc".into()),
                ("traffic", "multicast".into()),
                ("fanout", "4".into()),
            ];
            f.extend_from_slice(extra);
            assemble(None, &f)
        };
        let c = lfc(&[("recovery", "false".into())]).unwrap();
        assert_eq!((c.policy, c.recovery), (Policy::Deterministic, OnOff::Off));
        assert_eq!(
            lfc(&[("recovery", "on".into())]).unwrap().recovery,
            OnOff::On
        );
        let e = lfc(&[("policy", "adaptive".into())]).unwrap_err();
        assert!(e.contains("policy=adaptive") && e.contains("ni-lfc"), "{e}");
    }
}
