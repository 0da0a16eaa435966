//! Cut a VCD down to what a waveform viewer needs: the variables under one scope and the
//! cycles of one window (`wormcast sim ... --vcd-scope uut.core --vcd-from A --vcd-to B`).
//!
//! A block's full VCD records every signal of every sub-block at both clock edges (the
//! central buffer: about 13 KB per cycle), so a long run is gigabytes. The filter reads the
//! VCD once (`vcd` crate), keeps the scopes on the path to `scope` and everything below it,
//! and the value changes at timestamps `from * VCD_CYCLE ..= to * VCD_CYCLE + VCD_CYCLE / 2`
//! (cycle `c` is dumped at `c * VCD_CYCLE`, clock low, and `c * VCD_CYCLE + VCD_CYCLE / 2`,
//! clock high); the window opens with a `$dumpvars` of every kept variable's value at that
//! point, so the viewer shows correct values from its first cycle.

/// VCD time units per cycle: cycle `c` spans `c * VCD_CYCLE` (clock low, inputs applied) to
/// `c * VCD_CYCLE + VCD_CYCLE / 2` (rising edge); timescale 1 ps.
pub const VCD_CYCLE: u64 = 1000;
use std::collections::{HashMap, HashSet};
use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::path::Path;
use vcd::{Command, IdCode, ScopeItem, SimulationCommand};

/// What to keep.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VcdWindow {
    /// Dotted scope path (`uut`, `uut.core`); `None` keeps every scope.
    pub scope: Option<String>,
    /// First and last cycle kept (inclusive); `None` = from the start / to the end.
    pub from: Option<u64>,
    pub to: Option<u64>,
}

/// Sizes of the input and output files, in bytes, and the variables kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filtered {
    pub bytes_in: u64,
    pub bytes_out: u64,
    pub vars_in: usize,
    pub vars_out: usize,
}

/// Keep the items of `items` (at dotted path `path`) that lie on the way to, or under,
/// `scope`; collect the kept variables' codes.
fn keep(
    items: &[ScopeItem],
    path: &str,
    scope: &str,
    codes: &mut HashSet<IdCode>,
    all: &mut usize,
) -> Vec<ScopeItem> {
    let mut out = vec![];
    for it in items {
        match it {
            ScopeItem::Var(v) => {
                *all += 1;
                if path == scope || path.starts_with(&format!("{scope}.")) || scope.is_empty() {
                    codes.insert(v.code);
                    out.push(it.clone());
                }
            }
            ScopeItem::Scope(s) => {
                let p = if path.is_empty() {
                    s.identifier.clone()
                } else {
                    format!("{path}.{}", s.identifier)
                };
                let on_way = scope.starts_with(&format!("{p}.")) || scope == p;
                let under = scope.is_empty() || p == scope || p.starts_with(&format!("{scope}."));
                let children = keep(&s.children, &p, scope, codes, all);
                if on_way || under {
                    let mut s2 = s.clone();
                    s2.children = children;
                    out.push(ScopeItem::Scope(s2));
                }
            }
        }
    }
    out
}

/// One variable of a VCD header.
#[derive(Clone, Debug, PartialEq)]
pub struct VcdVar {
    /// Dotted path of its scope (`uut.core.buffer`).
    pub scope: String,
    /// Its reference in the scope (`free_count`, `in_tag$0`).
    pub name: String,
    /// Width in bits; 0 for a text variable (rust-hdl writes an enum state as a `wire 0`
    /// whose values are strings, `sIdle`).
    pub width: u32,
    /// The `$var` type (`wire`, `reg`, `string`).
    pub var_type: vcd::VarType,
    /// The VCD identifier code its changes are recorded under.
    pub code: IdCode,
    /// Bit range written after the reference, if any (rust-hdl writes none).
    pub index: Option<vcd::ReferenceIndex>,
}

impl VcdVar {
    /// A variable whose values are strings (width 0 or type `string`).
    pub fn is_text(&self) -> bool {
        self.width == 0 || self.var_type == vcd::VarType::String
    }

    /// Dotted path of the variable (`uut.core.buffer.free_count`).
    pub fn path(&self) -> String {
        if self.scope.is_empty() {
            self.name.clone()
        } else {
            format!("{}.{}", self.scope, self.name)
        }
    }
}

/// Open a VCD and parse its header; the parser is left at the first value change (iterate it
/// for the [`Command`]s). The one VCD header reader of the crate (used by this filter, the
/// GTKWave save file writer [`crate::gtkw`] and the compact writers [`crate::waves`]).
pub fn read_header(src: &Path) -> Result<(vcd::Header, vcd::Parser<BufReader<File>>), String> {
    let f = File::open(src).map_err(|e| format!("reading {}: {e}", src.display()))?;
    let mut p = vcd::Parser::new(BufReader::new(f));
    let h = p
        .parse_header()
        .map_err(|e| format!("{}: {e}", src.display()))?;
    Ok((h, p))
}

/// Every variable of a header's scope tree, in file order.
pub fn header_vars(items: &[ScopeItem]) -> Vec<VcdVar> {
    fn walk(items: &[ScopeItem], path: &str, out: &mut Vec<VcdVar>) {
        for it in items {
            match it {
                ScopeItem::Var(v) => out.push(VcdVar {
                    scope: path.to_string(),
                    name: v.reference.clone(),
                    width: v.size,
                    var_type: v.var_type,
                    code: v.code,
                    index: v.index,
                }),
                ScopeItem::Scope(s) => {
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
    let mut out = vec![];
    walk(items, "", &mut out);
    out
}

/// The variables of the VCD file `src` (its header only is read).
pub fn vcd_vars(src: &Path) -> Result<Vec<VcdVar>, String> {
    Ok(header_vars(&read_header(src)?.0.items))
}

/// Why a VCD could not be cut: a window or scope that names nothing (a bad parameter: the
/// CLI exits 2), or a file that could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WaveError {
    Param(String),
    Io(String),
}

impl std::fmt::Display for WaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WaveError::Param(e) | WaveError::Io(e) => f.write_str(e),
        }
    }
}

impl From<String> for WaveError {
    fn from(e: String) -> Self {
        WaveError::Io(e)
    }
}

fn no_signal_under(scope: &str) -> String {
    format!(
        "invalid value vcd-scope={scope}: no signal under it (scopes start at uut, e.g. uut or uut.<sub-block>)"
    )
}

/// The scope check of [`filter_vcd`] alone, on `src`'s header: `sim` runs it on a one-cycle
/// probe's VCD, so that a bad `--vcd-scope` is rejected before the simulation.
pub fn check_scope(src: &Path, scope: &str) -> Result<(), String> {
    let (h, _) = read_header(src)?;
    let (mut codes, mut vars) = (HashSet::new(), 0);
    keep(&h.items, "", scope, &mut codes, &mut vars);
    if codes.is_empty() {
        return Err(no_signal_under(scope));
    }
    Ok(())
}

/// Filter `src` into `dst`. Errors name the problem (a scope with no variable, a window
/// with `from` after `to` or after the last cycle in `src`, an unreadable file).
pub fn filter_vcd(src: &Path, dst: &Path, w: &VcdWindow) -> Result<Filtered, WaveError> {
    if let (Some(a), Some(b)) = (w.from, w.to) {
        if a > b {
            return Err(WaveError::Param(format!(
                "invalid value vcd-from={a}: allowed at most vcd-to = {b}"
            )));
        }
    }
    let (h, p) = read_header(src)?;
    let scope = w.scope.clone().unwrap_or_default();
    let mut codes = HashSet::new();
    let mut vars_in = 0;
    let items = keep(&h.items, "", &scope, &mut codes, &mut vars_in);
    if codes.is_empty() {
        return Err(WaveError::Param(no_signal_under(&scope)));
    }
    let lo = w.from.map_or(0, |c| c * VCD_CYCLE);
    let hi = w.to.map_or(u64::MAX, |c| c * VCD_CYCLE + VCD_CYCLE / 2);
    let out = File::create(dst).map_err(|e| format!("writing {}: {e}", dst.display()))?;
    let mut wr = vcd::Writer::new(BufWriter::new(out));
    let io = |e: std::io::Error| format!("writing {}: {e}", dst.display());
    let mut h = h;
    h.items = items;
    wr.header(&h).map_err(io)?;
    // Last value of every kept variable before the window.
    let mut last: HashMap<IdCode, Command> = HashMap::new();
    let mut opened = false;
    let mut now = 0u64;
    for c in p {
        let c = c.map_err(|e| format!("{}: {e}", src.display()))?;
        match &c {
            Command::Timestamp(t) => {
                now = *t;
                if now > hi {
                    break;
                }
                if now >= lo {
                    wr.timestamp(now).map_err(io)?;
                    if !opened {
                        opened = true;
                        wr.begin(SimulationCommand::Dumpvars).map_err(io)?;
                        for v in last.values() {
                            wr.command(v).map_err(io)?;
                        }
                        wr.end().map_err(io)?;
                    }
                }
            }
            Command::ChangeScalar(id, _)
            | Command::ChangeVector(id, _)
            | Command::ChangeReal(id, _)
            | Command::ChangeString(id, _) => {
                if !codes.contains(id) {
                    continue;
                }
                if now >= lo && opened {
                    wr.command(&c).map_err(io)?;
                } else {
                    last.insert(*id, c.clone());
                }
            }
            // The initial $dumpvars block of the source: its changes come as Change*.
            _ => {}
        }
    }
    drop(wr);
    if !opened {
        // The window opens after the last cycle simulated: an empty VCD would look like a
        // run that recorded nothing.
        let _ = std::fs::remove_file(dst);
        let end = now / VCD_CYCLE;
        return Err(WaveError::Param(format!(
            "invalid value vcd-from={}: allowed at most {end}, the last cycle simulated",
            w.from.unwrap_or(0)
        )));
    }
    let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    Ok(Filtered {
        bytes_in: size(src),
        bytes_out: size(dst),
        vars_in,
        vars_out: codes.len(),
    })
}
