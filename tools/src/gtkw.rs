//! GTKWave save files (`.gtkw`): `gtkwave out.vcd out.gtkw` opens the waveform with the
//! block's important signals already on screen, grouped by function (for the central buffer:
//! links, buffer status, framers, write port, writers, free list, NP/NC lists, replication
//! counters, queues, output ports).
//!
//! The groups come from per-block rules ([`rules`]): each rule is a list of glob patterns
//! over dotted signal paths (`uut.core.readers.first_p_r$*.q`; `*` matches within one path
//! component, a `:d` suffix shows the value in decimal). The rules are matched against the
//! header of the VCD the file is written for ([`crate::vcd_filter::vcd_vars`]), so the save
//! file names only signals that exist in that VCD: after `--vcd-scope uut.core` the link
//! group is simply absent, and a scope no rule covers gets a generic group of its ports and
//! registers. Groups with many rows start closed (double-click the group name to open it).
//!
//! GTKWave's names: the dotted scope path, then `[msb:0]` for a vector (rust-hdl's VCD gives
//! no bit range, GTKWave adds it), e.g. `uut.in_data$0[15:0]`, `uut.clock`. The format
//! (checked against GTKWave 3.3's sources and by loading the files in it): `[dumpfile]`,
//! `[timestart]`, `@<flags>` lines (hex: trace flags, `@28` binary, `@22` hexadecimal,
//! `@24` decimal, `@820` text, right-justified), signal rows (`+{alias} name` shows the
//! alias, see [`alias`]), `-<name>` comment rows, and a group as a comment row with
//! flags `@800200` (`TR_GRP_BEGIN | TR_BLANK`) ... `@1000200` (`TR_GRP_END | TR_BLANK`);
//! closed: `@c00200` ... `@1401200` (`| TR_CLOSED`, and `| TR_COLLAPSED` on the end).
//!
//! For the CLI see [`crate::waves`], which writes the save file beside every waveform
//! `wormcast sim --vcd` produces.

use crate::vcd_filter::VCD_CYCLE;
use crate::vcd_filter::{read_header, vcd_vars, VcdVar};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The block a VCD comes from (it selects the grouping rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaveBlock {
    CentralBuffer,
    InputBuffered,
    /// The slotted banyan network.
    Banyan,
    /// The wormhole banyan network (`--mode wormhole`).
    BanyanWormhole,
    MwayRouter,
    MwayMesh,
    MeshRouter,
    Mesh,
    /// Anything else: the top's ports and registers.
    Other,
}

impl WaveBlock {
    /// From the CLI's block name (`central-buffer`, `input-buffered`, `banyan`, `mway-router`,
    /// `mway-mesh`, `mesh-router`, `mesh`) and whether the banyan runs in wormhole mode.
    pub fn from_cli(block: &str, wormhole: bool) -> WaveBlock {
        match block {
            "central-buffer" => WaveBlock::CentralBuffer,
            "input-buffered" => WaveBlock::InputBuffered,
            "banyan" if wormhole => WaveBlock::BanyanWormhole,
            "banyan" => WaveBlock::Banyan,
            "mway-router" => WaveBlock::MwayRouter,
            "mway-mesh" => WaveBlock::MwayMesh,
            "mesh-router" => WaveBlock::MeshRouter,
            "mesh" => WaveBlock::Mesh,
            _ => WaveBlock::Other,
        }
    }
}

/// How GTKWave shows a trace's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Radix {
    Bin,
    Hex,
    Dec,
    /// Text: a string variable, or its FST form (8-bit characters in a vector).
    Ascii,
}

impl Radix {
    /// The `@` flags of a trace row (right-justified value).
    pub fn flags(self) -> &'static str {
        match self {
            Radix::Bin => "28",
            Radix::Hex => "22",
            Radix::Dec => "24",
            Radix::Ascii => "820",
        }
    }
}

/// One grouping rule: a group name and the signal patterns it shows.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    pub name: &'static str,
    /// Glob patterns over dotted paths (`*` within one component); `:d` = decimal.
    pub patterns: &'static [&'static str],
    /// Order the rows by port (the first `$<n>` index of the path), then by pattern, so a
    /// port's signals are together; otherwise by pattern, then by index.
    pub by_port: bool,
    /// Start the group closed.
    pub closed: bool,
}

const fn r(name: &'static str, patterns: &'static [&'static str]) -> Rule {
    Rule {
        name,
        patterns,
        by_port: false,
        closed: false,
    }
}
const fn port(name: &'static str, patterns: &'static [&'static str]) -> Rule {
    Rule {
        name,
        patterns,
        by_port: true,
        closed: false,
    }
}
const fn closed(mut rule: Rule) -> Rule {
    rule.closed = true;
    rule
}

const SWITCH_LINKS: Rule = port(
    "Links",
    &[
        "uut.in_tag$*",
        "uut.in_data$*",
        "uut.credit_out$*",
        "uut.out_tag$*",
        "uut.out_data$*",
        "uut.credit_in$*",
    ],
);

const FRAMERS: Rule = closed(port(
    "Framers",
    &[
        "uut.inport$*.state.q",
        "uut.inport$*.pos.q:d",
        "uut.inport$*.len.q:d",
        "uut.inport$*.count.q:d",
        "uut.inport$*.credit.q:d",
        "uut.inport$*.ovf.q",
    ],
));

const CB: &[Rule] = &[
    SWITCH_LINKS,
    r(
        "Buffer status",
        &[
            "uut.free_count:d",
            "uut.reserved:d",
            "uut.queue$*",
            "uut.malformed_count:d",
            "uut.overflow",
        ],
    ),
    FRAMERS,
    closed(port(
        "Framed headers",
        &[
            "uut.core.of_v$*",
            "uut.core.of_tag$*",
            "uut.core.of_mask$*",
            "uut.core.of_mc$*",
            "uut.core.in_bad$*",
        ],
    )),
    r(
        "Write port",
        &[
            "uut.core.write_port.grant",
            "uut.core.write_port.admit",
            "uut.core.write_port.alloc",
            "uut.core.write_port.loc",
            "uut.core.write_port.chunk_we",
            "uut.core.write_port.released",
        ],
    ),
    closed(port(
        "Writers",
        &[
            "uut.core.writers.state.last_c_r$*.q",
            "uut.core.writers.state.w_pre_r$*.q",
            "uut.core.writers.state.w_hdr_loc$*.q",
            "uut.core.writers.state.w_copies_left$*.q",
            "uut.core.writers.asm.w_fill$*.q:d",
            "uut.core.writers.state.streaming_r$*.q",
        ],
    )),
    r(
        "Free list",
        &[
            "uut.core.buffer.free_cnt.q:d",
            "uut.core.buffer.reserved_r.q:d",
            "uut.core.buffer.up_used_r.q:d",
            "uut.core.buffer.free_list.count:d",
            "uut.core.buffer.free_list.head_valid",
            "uut.core.buffer.free_list.head",
            "uut.core.buffer.free_list.rd_ptr.q",
            "uut.core.buffer.free_list.wr_ptr.q",
            "uut.core.buffer.free_list.alloc",
            "uut.core.buffer.free_list.free",
            "uut.core.buffer.free_list.free_addr",
        ],
    ),
    port(
        "NP/NC lists",
        &[
            "uut.core.buffer.nc.write_enable",
            "uut.core.buffer.nc.write_address",
            "uut.core.buffer.nc.write_data",
            "uut.core.buffer.nc.read_address",
            "uut.core.buffer.nc.read_data",
            "uut.core.buffer.np$*.write_enable",
            "uut.core.buffer.np$*.write_address",
            "uut.core.buffer.np$*.write_data",
        ],
    ),
    r(
        "Replication counters",
        &[
            "uut.core.buffer.counters.set_en",
            "uut.core.buffer.counters.set_addr",
            "uut.core.buffer.counters.set_val:d",
            "uut.core.buffer.counters.rd_en",
            "uut.core.buffer.counters.rd_addr",
            "uut.core.buffer.counters.old:d",
            "uut.core.buffer.counters.nxt_val:d",
            "uut.core.buffer.counters.done",
            "uut.core.buffer.counters.done_addr",
            "uut.core.buffer.counters.freed",
        ],
    ),
    port(
        "Queues",
        &[
            "uut.core.readers.first_p_r$*.q",
            "uut.core.readers.last_p$*.q",
            "uut.core.readers.first_c$*.q",
            "uut.core.readers.queue_r$*.q",
            "uut.core.readers.rem_chunks$*.q:d",
            "uut.core.readers.rem_flits$*.q:d",
            "uut.core.readers.xb_own$*.q",
        ],
    ),
    closed(port(
        "Output ports",
        &[
            "uut.core.xb_v$*",
            "uut.core.xb_tag$*",
            "uut.outport$*.used.q:d",
            "uut.outport$*.ser_pos.q:d",
        ],
    )),
];

const IB: &[Rule] = &[
    SWITCH_LINKS,
    r(
        "Buffer status",
        &["uut.used$*:d", "uut.malformed_count:d", "uut.overflow"],
    ),
    FRAMERS,
    closed(port(
        "Framed headers",
        &[
            "uut.core.off_v$*",
            "uut.core.off_tag$*",
            "uut.core.off_mask$*",
            "uut.core.mbad$*",
        ],
    )),
    closed(port(
        "Writers",
        &[
            "uut.core.writers.hdr$*.q",
            "uut.core.writers.tail$*.q",
            "uut.core.writers.fill$*.q:d",
            "uut.core.writers.amask$*.q",
            "uut.core.writers.anch$*.q:d",
        ],
    )),
    port(
        "Input buffers",
        &[
            "uut.core.buffer.usedr$*.q:d",
            "uut.core.buffer.hv$*.q",
            "uut.core.buffer.hreq$*.q",
            "uut.core.buffer.hstart$*.q",
            "uut.core.buffer.hfreed$*.q",
            "uut.core.buffer.bv$*.q",
            "uut.core.buffer.bmask$*.q",
            "uut.core.buffer.bnch$*.q:d",
        ],
    ),
    port(
        "Queues and readers",
        &[
            "uut.core.readers.rq.pending$*.q",
            "uut.core.readers.el$*.q",
            "uut.core.readers.cur_v$*.q",
            "uut.core.readers.cur_i$*.q",
            "uut.core.readers.cur_c$*.q",
            "uut.core.completions.rem$*.q:d",
            "uut.core.readers.inf_v$*.q",
            "uut.core.readers.inf_i$*.q",
            "uut.core.readers.inf_hdr$*.q",
            "uut.core.readers.arb$*.grant",
        ],
    ),
    closed(port(
        "Output ports",
        &[
            "uut.outport$*.used.q:d",
            "uut.outport$*.ser_pos.q:d",
            "uut.outport$*.left.q:d",
        ],
    )),
];

const BANYAN: &[Rule] = &[
    port(
        "Links",
        &[
            "uut.in_tag$*",
            "uut.in_data$*",
            "uut.accept$*",
            "uut.out_tag$*",
            "uut.out_data$*",
        ],
    ),
    r(
        "Slots",
        &[
            "uut.slot_start",
            "uut.result_valid",
            "uut.slot_cnt.q:d",
            "uut.strobe$*.q",
            "uut.rv.q",
        ],
    ),
    r(
        "Status",
        &[
            "uut.malformed_count:d",
            "uut.mcount.q:d",
            "uut.sent$*.q",
            "uut.acc$*.q",
        ],
    ),
    closed(port(
        "Switching elements",
        &[
            "uut.se$*.c0v.q",
            "uut.se$*.c0p.q",
            "uut.se$*.c1v.q",
            "uut.se$*.c1p.q",
            "uut.se$*.blk0.q",
            "uut.se$*.blk1.q",
            "uut.se$*.otag0.q",
            "uut.se$*.otag1.q",
        ],
    )),
];

const BANYAN_WH: &[Rule] = &[
    port(
        "Links",
        &[
            "uut.in_tag$*",
            "uut.in_data$*",
            "uut.in_ready$*",
            "uut.out_tag$*",
            "uut.out_data$*",
            "uut.out_ready$*",
        ],
    ),
    r(
        "Status",
        &["uut.round_robin", "uut.malformed_count:d", "uut.mcount.q:d"],
    ),
    closed(port(
        "Switching elements",
        &[
            "uut.se$*.ownv0.q",
            "uut.se$*.ownp0.q",
            "uut.se$*.ownv1.q",
            "uut.se$*.ownp1.q",
            "uut.se$*.rr.q",
            "uut.se$*.otag0.q",
            "uut.se$*.otag1.q",
        ],
    )),
];

const MESH_ROUTER: &[Rule] = &[
    port(
        "Links",
        &[
            "uut.in_tag$*",
            "uut.in_data$*",
            "uut.in_vc$*",
            "uut.in_credit$*",
            "uut.out_tag$*",
            "uut.out_data$*",
            "uut.out_vc$*",
            "uut.out_credit$*",
        ],
    ),
    port(
        "Node port",
        &[
            "uut.inj_tag$*",
            "uut.inj_data$*",
            "uut.inj_credit$*",
            "uut.cons_tag$*",
            "uut.cons_data$*",
            "uut.cons_credit$*",
        ],
    ),
    port(
        "Input virtual channels",
        &[
            "uut.state$*.q",
            "uut.count$*.q:d",
            "uut.head$*.q",
            "uut.tail$*.q",
            "uut.len$*.q:d",
            "uut.out_port$*.q",
            "uut.out_vc_r$*.q",
        ],
    ),
    r(
        "Allocation",
        &[
            "uut.rr.q",
            "uut.held.q",
            "uut.cons_held.q",
            "uut.spent$*.q",
            "uut.cons_spent$*.q",
            "uut.alloc.grant$*",
            "uut.alloc.pop_now",
            "uut.bad_reg.q",
        ],
    ),
];

const MESH: &[Rule] = &[
    port(
        "Node links",
        &[
            "uut.inj_tag$*",
            "uut.inj_data$*",
            "uut.inj_credit$*",
            "uut.cons_tag$*",
            "uut.cons_data$*",
            "uut.cons_credit$*",
            "uut.bad$*",
        ],
    ),
    closed(port("Router VC occupancy", &["uut.router$*.count$*.q:d"])),
    closed(port("Router VC state", &["uut.router$*.state$*.q"])),
];

const MWAY_MESH: &[Rule] = &[
    port(
        "Node links",
        &[
            "uut.inj_valid$*",
            "uut.inj_tag$*",
            "uut.inj_data$*",
            "uut.inj_n$*:d",
            "uut.inj_ready$*",
            "uut.ej_valid$*",
        ],
    ),
    port(
        "Channels",
        &[
            "uut.ch_valid$*",
            "uut.ch_drv$*",
            "uut.ch_tag$*",
            "uut.ch_buf$*",
            "uut.ch_data$*",
            "uut.ch_ack$*",
            "uut.ch_drop$*",
            "uut.ch_partial$*",
        ],
    ),
    closed(port(
        "Channel arbitration",
        &[
            "uut.channel$*.req",
            "uut.channel$*.grant",
            "uut.channel$*.arbiter.after.q",
        ],
    )),
    closed(port(
        "Routers",
        &[
            "uut.router$*.plus.ld_valid",
            "uut.router$*.plus.ld_len:d",
            "uut.router$*.minus.ld_valid",
            "uut.router$*.minus.ld_len:d",
        ],
    )),
    closed(port(
        "Node interfaces",
        &["uut.ni$*.inj.ld_valid", "uut.ni$*.ej.ld_valid"],
    )),
];

const GENERIC: &[Rule] = &[r("Ports", &["uut.*"]), closed(r("Registers", &["uut.*.q"]))];

/// The grouping rules of a block.
pub fn rules(block: WaveBlock) -> &'static [Rule] {
    match block {
        WaveBlock::CentralBuffer => CB,
        WaveBlock::InputBuffered => IB,
        WaveBlock::Banyan => BANYAN,
        WaveBlock::BanyanWormhole => BANYAN_WH,
        WaveBlock::MeshRouter => MESH_ROUTER,
        WaveBlock::Mesh => MESH,
        WaveBlock::MwayMesh => MWAY_MESH,
        WaveBlock::MwayRouter | WaveBlock::Other => GENERIC,
    }
}

/// `*` matches any run of characters other than `.`.
pub fn glob(pattern: &str, path: &str) -> bool {
    fn m(p: &[u8], s: &[u8]) -> bool {
        match p.split_first() {
            None => s.is_empty(),
            Some((b'*', rest)) => {
                let mut i = 0;
                loop {
                    if m(rest, &s[i..]) {
                        return true;
                    }
                    if i == s.len() || s[i] == b'.' {
                        return false;
                    }
                    i += 1;
                }
            }
            Some((c, rest)) => s.first() == Some(c) && m(rest, &s[1..]),
        }
    }
    m(pattern.as_bytes(), path.as_bytes())
}

/// The `$<n>` indices of a path, in order (`uut.inport$3.state.q` -> `[3]`).
fn indices(path: &str) -> Vec<u64> {
    path.split('$')
        .skip(1)
        .filter_map(|s| {
            let d: String = s.chars().take_while(|c| c.is_ascii_digit()).collect();
            d.parse().ok()
        })
        .collect()
}

/// GTKWave's name of a VCD variable: its dotted path, and `[msb:0]` for a vector (not for
/// a scalar or a string variable of width 0).
pub fn trace_name(v: &VcdVar) -> String {
    match (&v.index, v.width) {
        (Some(i), _) => format!("{}{i}", v.path()),
        (None, 0 | 1) => v.path(),
        (None, w) => format!("{}[{}:0]", v.path(), w - 1),
    }
}

/// One row of the save file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    /// GTKWave's name of the signal ([`trace_name`]).
    pub name: String,
    /// The name shown instead (`+{alias}` in the file): see [`alias`].
    pub alias: Option<String>,
    pub radix: Radix,
}

/// The name a row shows: GTKWave shows only a signal's last path component, so registers
/// (`....free_cnt.q`) would all read `q` and the sub-blocks' ports (`np$3.write_enable`)
/// would lose their block: a register shows its scope (`buffer/free_cnt`), a signal below
/// the top's direct children its scope and name (`np$3/write_enable`); the top's own
/// signals keep their names.
pub fn alias(v: &VcdVar) -> Option<String> {
    let path = v.path();
    let mut c: Vec<&str> = path.split('.').collect();
    let reg = c.len() > 1 && c.last() == Some(&"q");
    if reg {
        c.pop();
    }
    if c.len() <= 2 && !reg {
        return None;
    }
    let n = c.len();
    // `/`, not `.`: GTKWave would show an alias's last `.` component only.
    Some(c[n.saturating_sub(2).max(1)..].join("/"))
}

/// A group of rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub name: String,
    pub closed: bool,
    pub traces: Vec<Trace>,
}

fn trace(v: &VcdVar, decimal: bool) -> Trace {
    Trace {
        name: trace_name(v),
        alias: alias(v),
        radix: if v.is_text() {
            Radix::Ascii
        } else if v.width == 1 {
            Radix::Bin
        } else if decimal {
            Radix::Dec
        } else {
            Radix::Hex
        },
    }
}

/// Groups with more rows than this start closed (so the first screen shows every group's
/// name and the small state groups open).
pub const OPEN_ROWS: usize = 32;

/// The groups of `block`'s rules that match something among `vars` (empty groups are left
/// out; a rule's group is closed when the rule says so or it has more than [`OPEN_ROWS`]
/// rows). When no rule matches (a scope cut the rules do not cover), one generic group shows
/// the ports (at most 64) and registers of the shallowest scope that has variables.
pub fn groups(block: WaveBlock, vars: &[VcdVar]) -> Vec<Group> {
    let paths: Vec<String> = vars.iter().map(|v| v.path()).collect();
    let mut out = vec![];
    for rule in rules(block) {
        let mut rows: Vec<(Vec<u64>, usize, usize)> = vec![];
        for (pi, pat) in rule.patterns.iter().enumerate() {
            let pat = pat.strip_suffix(":d").unwrap_or(pat);
            for (vi, p) in paths.iter().enumerate() {
                if glob(pat, p) && !rows.iter().any(|r| r.2 == vi) {
                    rows.push((indices(p), pi, vi));
                }
            }
        }
        if rule.by_port {
            rows.sort_by(|a, b| (a.0.first(), a.1, &a.0).cmp(&(b.0.first(), b.1, &b.0)));
        } else {
            rows.sort_by(|a, b| (a.1, &a.0).cmp(&(b.1, &b.0)));
        }
        if rows.is_empty() {
            continue;
        }
        out.push(Group {
            name: rule.name.to_string(),
            closed: rule.closed || rows.len() > OPEN_ROWS,
            traces: rows
                .iter()
                .map(|&(_, pi, vi)| trace(&vars[vi], rule.patterns[pi].ends_with(":d")))
                .collect(),
        });
    }
    if out.is_empty() {
        if let Some(top) = vars.iter().map(|v| &v.scope).min_by_key(|s| s.len()) {
            let ports: Vec<Trace> = vars
                .iter()
                .filter(|v| &v.scope == top && v.name != "clock")
                .take(64)
                .map(|v| trace(v, false))
                .collect();
            let regs: Vec<Trace> = vars
                .iter()
                .filter(|v| v.name == "q" && v.scope.rsplit_once('.').map(|x| x.0) == Some(top))
                .take(64)
                .map(|v| trace(v, false))
                .collect();
            for (name, closed, traces) in [
                (format!("Signals of {top}"), false, ports),
                (format!("Registers of {top}"), true, regs),
            ] {
                if !traces.is_empty() {
                    out.push(Group {
                        name,
                        closed,
                        traces,
                    });
                }
            }
        }
    }
    out
}

/// The clock row shown above the groups: the shallowest variable named `clock`.
pub fn clock_trace(vars: &[VcdVar]) -> Option<Trace> {
    vars.iter()
        .filter(|v| v.name == "clock")
        .min_by_key(|v| v.scope.len())
        .map(|v| trace(v, false))
}

/// Text of a save file for the waveform `dumpfile`, starting at time `start`.
pub fn gtkw_text(
    dumpfile: &Path,
    title: &str,
    start: u64,
    clock: Option<&Trace>,
    groups: &[Group],
) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "[*]");
    let _ = writeln!(s, "[*] wormcast: {title}");
    let _ = writeln!(s, "[*]");
    let _ = writeln!(s, "[dumpfile] \"{}\"", dumpfile.display());
    let _ = writeln!(s, "[timestart] {start}");
    let _ = writeln!(s, "[size] 1600 900");
    let _ = writeln!(s, "[pos] -1 -1");
    // Zoom: GTKWave shows about 2^-zoom / 190 time units per pixel (measured with GTKWave
    // 3.3 at 1600 x 900): -13 puts about 30 cycles of 1,000 units in the wave pane.
    let zoom = -((VCD_CYCLE as f64).log2() + 3.0).round();
    let _ = writeln!(s, "*{zoom:.6} {start}");
    let _ = writeln!(s, "[treeopen] uut.");
    let _ = writeln!(s, "[sst_width] 260");
    let _ = writeln!(s, "[signals_width] 320");
    let _ = writeln!(s, "[sst_expanded] 1");
    let _ = writeln!(s, "[sst_vpaned_height] 300");
    let mut cur = "";
    let mut flags = |s: &mut String, f: &'static str| {
        if cur != f {
            let _ = writeln!(s, "@{f}");
            cur = f;
        }
    };
    let row = |s: &mut String, t: &Trace| {
        let _ = match &t.alias {
            Some(a) => writeln!(s, "+{{{a}}} {}", t.name),
            None => writeln!(s, "{}", t.name),
        };
    };
    if let Some(c) = clock {
        flags(&mut s, c.radix.flags());
        row(&mut s, c);
    }
    for g in groups {
        flags(&mut s, if g.closed { "c00200" } else { "800200" });
        let _ = writeln!(s, "-{}", g.name);
        for t in &g.traces {
            flags(&mut s, t.radix.flags());
            row(&mut s, t);
        }
        flags(&mut s, if g.closed { "1401200" } else { "1000200" });
        let _ = writeln!(s, "-{}", g.name);
    }
    s
}

/// What [`write_gtkw`] wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GtkwSummary {
    pub path: PathBuf,
    pub groups: usize,
    pub signals: usize,
}

/// The save file's path for a waveform: `out.vcd`, `out.vcd.gz` and `out.fst` give
/// `out.gtkw`.
pub fn gtkw_path(wave: &Path) -> PathBuf {
    let name = wave
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let stem = ["vcd.gz", "vcd", "fst"]
        .iter()
        .find_map(|e| name.strip_suffix(&format!(".{e}")))
        .unwrap_or(&name)
        .to_string();
    wave.with_file_name(format!("{stem}.gtkw"))
}

/// The first timestamp of a VCD (0 when it has none).
pub fn first_time(vcd: &Path) -> Result<u64, String> {
    let (_, p) = read_header(vcd)?;
    for c in p {
        if let vcd::Command::Timestamp(t) = c.map_err(|e| format!("{}: {e}", vcd.display()))? {
            return Ok(t);
        }
    }
    Ok(0)
}

/// Write the save file `out` for the VCD `vcd` (its header gives the signals, its first
/// timestamp the start), naming `dumpfile` (the VCD itself, or a `.vcd.gz` copy of it) as
/// GTKWave's `[dumpfile]` (made absolute).
pub fn write_gtkw(
    vcd: &Path,
    dumpfile: &Path,
    block: WaveBlock,
    out: &Path,
) -> Result<GtkwSummary, String> {
    write_gtkw_for(&vcd_vars(vcd)?, first_time(vcd)?, dumpfile, block, out)
}

/// Write the save file `out` for a waveform `dumpfile` with the signals `vars` (as the
/// waveform names them: an FST's text signals are vectors, see
/// [`crate::waves::write_fst`]) starting at time `start`.
pub fn write_gtkw_for(
    vars: &[VcdVar],
    start: u64,
    dumpfile: &Path,
    block: WaveBlock,
    out: &Path,
) -> Result<GtkwSummary, String> {
    let gs = groups(block, vars);
    let clock = clock_trace(vars);
    let dump = std::path::absolute(dumpfile).unwrap_or_else(|_| dumpfile.to_path_buf());
    let title = format!(
        "{:?} signals grouped by function; open with: gtkwave {} {}",
        block,
        dumpfile.display(),
        out.display()
    );
    let text = gtkw_text(&dump, &title, start, clock.as_ref(), &gs);
    std::fs::write(out, text).map_err(|e| format!("writing {}: {e}", out.display()))?;
    Ok(GtkwSummary {
        path: out.to_path_buf(),
        groups: gs.len(),
        signals: gs.iter().map(|g| g.traces.len()).sum::<usize>() + clock.is_some() as usize,
    })
}

/// A save file read back: the dump file, the groups (name, signal names) in order, and the
/// signal rows outside any group. Errors name the problem (unbalanced or mismatched group
/// markers, a signal row before any `@` flags, a malformed line).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParsedGtkw {
    pub dumpfile: Option<String>,
    pub timestart: Option<u64>,
    pub groups: Vec<(String, Vec<String>)>,
    pub ungrouped: Vec<String>,
}

impl ParsedGtkw {
    /// Every signal row, grouped or not.
    pub fn signals(&self) -> Vec<&str> {
        self.ungrouped
            .iter()
            .chain(self.groups.iter().flat_map(|g| g.1.iter()))
            .map(|s| s.as_str())
            .collect()
    }
}

/// Parse a save file (the subset [`gtkw_text`] writes, which is also what GTKWave writes).
pub fn parse_gtkw(text: &str) -> Result<ParsedGtkw, String> {
    const BEGIN: u64 = 0x80_0000;
    const END: u64 = 0x100_0000;
    const BLANK: u64 = 0x200;
    let mut p = ParsedGtkw::default();
    let mut flags: Option<u64> = None;
    let mut open: Vec<String> = vec![];
    for (n, line) in text.lines().enumerate() {
        let n = n + 1;
        if line.is_empty() || line.starts_with("[*]") {
            continue;
        }
        if let Some(rest) = line.strip_prefix("[dumpfile] ") {
            p.dumpfile = Some(rest.trim_matches('"').to_string());
        } else if let Some(rest) = line.strip_prefix("[timestart] ") {
            p.timestart = Some(
                rest.trim()
                    .parse()
                    .map_err(|e| format!("line {n}: timestart: {e}"))?,
            );
        } else if line.starts_with('[') {
            if !line.contains(']') {
                return Err(format!("line {n}: unterminated [section]: {line}"));
            }
        } else if line.starts_with('*') {
            // zoom and markers
        } else if let Some(f) = line.strip_prefix('@') {
            flags =
                Some(u64::from_str_radix(f, 16).map_err(|e| format!("line {n}: flags {f}: {e}"))?);
        } else if let Some(name) = line.strip_prefix('-') {
            let f = flags.ok_or(format!("line {n}: comment row before any flags"))?;
            if f & BLANK == 0 {
                return Err(format!("line {n}: comment row without TR_BLANK: {line}"));
            }
            if f & BEGIN != 0 {
                open.push(name.to_string());
                p.groups.push((name.to_string(), vec![]));
            } else if f & END != 0 {
                match open.pop() {
                    Some(g) if g == name => {}
                    Some(g) => return Err(format!("line {n}: group '{g}' closed as '{name}'")),
                    None => return Err(format!("line {n}: end of group '{name}' never opened")),
                }
            }
        } else {
            if flags.is_none() {
                return Err(format!("line {n}: signal row before any flags: {line}"));
            }
            // `+{alias} name`
            let line = match line.strip_prefix("+{") {
                Some(rest) => match rest.split_once("} ") {
                    Some((_, name)) => name,
                    None => return Err(format!("line {n}: malformed alias: {line}")),
                },
                None => line,
            };
            if line.is_empty() || line.contains(char::is_whitespace) {
                return Err(format!("line {n}: malformed signal row: {line}"));
            }
            if open.is_empty() {
                p.ungrouped.push(line.to_string());
            } else {
                let g = p
                    .groups
                    .iter_mut()
                    .rev()
                    .find(|g| g.0 == *open.last().unwrap());
                g.unwrap().1.push(line.to_string());
            }
        }
    }
    if let Some(g) = open.pop() {
        return Err(format!("group '{g}' is never closed"));
    }
    Ok(p)
}
