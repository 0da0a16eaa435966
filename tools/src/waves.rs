//! The waveform files of `wormcast sim --vcd OUT`: the (optionally cut) VCD or a compact copy
//! GTKWave reads natively, chosen by OUT's extension, and a GTKWave save file beside it.
//!
//! | OUT         | written                                                            |
//! |-------------|--------------------------------------------------------------------|
//! | `x.vcd`     | the VCD (cut by `--vcd-scope/--vcd-from/--vcd-to` if given)         |
//! | `x.fst`     | FST (GTKWave's own compressed format; `fst-writer` crate)           |
//! | `x.vcd.gz`  | the VCD, gzip-compressed (GTKWave opens `.vcd.gz` directly)         |
//!
//! and always `x.gtkw` ([`crate::gtkw`]): `gtkwave x.vcd x.gtkw` (or `x.fst`) shows the
//! block's signals grouped by function.
//!
//! # What the CLI calls
//!
//! `wormcast sim <block> --vcd OUT [--vcd-scope S] [--vcd-from A] [--vcd-to B]`:
//!
//! ```text
//! let w = VcdWindow { scope, from, to };
//! let raw = waves::raw_vcd_path(&out, &w);      // where the simulation writes its full VCD
//! <run the simulation with vcd = Some(&raw)>     // as today (sim_cb, sim_ib, hdl_sim, ...)
//! let r = waves::finish(&raw, &out, &w, gtkw::WaveBlock::from_cli(block, wormhole))?;
//! println!("  {r}");                             // sizes, signals kept, the .gtkw path
//! ```
//!
//! [`finish`] cuts the VCD ([`crate::vcd_filter::filter_vcd`]) when a window is given,
//! converts it when OUT is `.fst` or `.vcd.gz`, writes `OUT`'s `.gtkw`, and removes the
//! intermediate files (`raw` is OUT itself for a plain `.vcd` without a window, so nothing is
//! copied then). Errors are messages for the user (bad window, unwritable file).

use crate::gtkw::{first_time, gtkw_path, write_gtkw, write_gtkw_for, GtkwSummary, WaveBlock};
use crate::vcd_filter::{filter_vcd, header_vars, read_header, VcdVar, VcdWindow, WaveError};
use fst_writer::{
    FstFileType, FstInfo, FstScopeType, FstSignalId, FstSignalType, FstVarDirection, FstVarType,
};
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use vcd::{Command, IdCode, ScopeItem, Value};

/// The waveform format, from the output file's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaveFormat {
    Vcd,
    VcdGz,
    Fst,
}

impl WaveFormat {
    /// `.fst` -> FST, `.vcd.gz` -> gzip-compressed VCD, anything else -> VCD.
    pub fn of(path: &Path) -> WaveFormat {
        let n = path.to_string_lossy().to_ascii_lowercase();
        if n.ends_with(".fst") {
            WaveFormat::Fst
        } else if n.ends_with(".vcd.gz") {
            WaveFormat::VcdGz
        } else {
            WaveFormat::Vcd
        }
    }
}

fn window_is_all(w: &VcdWindow) -> bool {
    w.scope.is_none() && w.from.is_none() && w.to.is_none()
}

fn size(p: &Path) -> u64 {
    std::fs::metadata(p).map(|m| m.len()).unwrap_or(0)
}

fn stem(out: &Path) -> String {
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    ["vcd.gz", "vcd", "fst"]
        .iter()
        .find_map(|e| name.strip_suffix(&format!(".{e}")))
        .unwrap_or(&name)
        .to_string()
}

/// Where the simulation should write its full VCD for `--vcd out`: `out` itself for a plain
/// `.vcd` without a window, otherwise `<stem>.full.vcd` beside `out` (removed by [`finish`]).
pub fn raw_vcd_path(out: &Path, w: &VcdWindow) -> PathBuf {
    if WaveFormat::of(out) == WaveFormat::Vcd && window_is_all(w) {
        out.to_path_buf()
    } else {
        out.with_file_name(format!("{}.full.vcd", stem(out)))
    }
}

/// What [`finish`] wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaveReport {
    pub out: PathBuf,
    pub format: WaveFormat,
    /// The simulation's full VCD.
    pub raw_bytes: u64,
    /// The VCD after the scope / window cut (= `raw_bytes` without one).
    pub cut_bytes: u64,
    /// The file written at `out`.
    pub out_bytes: u64,
    pub vars_in: usize,
    pub vars_out: usize,
    pub gtkw: GtkwSummary,
}

impl fmt::Display for WaveReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "waveform {} ({:?}): {} of {} signals, {} bytes (full VCD {} bytes",
            self.out.display(),
            self.format,
            self.vars_out,
            self.vars_in,
            self.out_bytes,
            self.raw_bytes
        )?;
        if self.cut_bytes != self.raw_bytes {
            write!(f, ", cut VCD {} bytes", self.cut_bytes)?;
        }
        write!(
            f,
            "); GTKWave save file {} ({} signals in {} groups): gtkwave {} {}",
            self.gtkw.path.display(),
            self.gtkw.signals,
            self.gtkw.groups,
            self.out.display(),
            self.gtkw.path.display()
        )
    }
}

/// After the simulation wrote `raw` (at [`raw_vcd_path`]): cut it to the window, write `out`
/// in the format its name asks for, write `out`'s `.gtkw` for `block`, remove the
/// intermediate files (also on error: a scope with no signal is the user's error, as with
/// `vcd_filter`). When the simulation itself fails, the caller removes `raw` if it is not
/// `out`.
pub fn finish(
    raw: &Path,
    out: &Path,
    w: &VcdWindow,
    block: WaveBlock,
) -> Result<WaveReport, WaveError> {
    let format = WaveFormat::of(out);
    let raw_bytes = size(raw);
    let vars_in = header_vars(&read_header(raw)?.0.items).len();
    let cut = if window_is_all(w) {
        raw.to_path_buf()
    } else if format == WaveFormat::Vcd {
        out.to_path_buf()
    } else {
        out.with_file_name(format!("{}.cut.vcd", stem(out)))
    };
    let mut vars_out = vars_in;
    if cut != raw {
        let r = filter_vcd(raw, &cut, w);
        if r.is_err() {
            let _ = std::fs::remove_file(&cut);
            let _ = std::fs::remove_file(raw);
        }
        vars_out = r?.vars_out;
    }
    let cut_bytes = size(&cut);
    let written = match format {
        WaveFormat::Vcd if cut != out => std::fs::rename(&cut, out)
            .map(|_| None)
            .map_err(|e| format!("writing {}: {e}", out.display())),
        WaveFormat::Vcd => Ok(None),
        _ => write_compact(&cut, out).map(Some),
    };
    let gtkw = written.and_then(|c| match c {
        // The FST names its text signals as vectors: the save file follows its names.
        Some(c) if format == WaveFormat::Fst => {
            write_gtkw_for(&c.vars, first_time(&cut)?, out, block, &gtkw_path(out))
        }
        _ => {
            let vcd = if format == WaveFormat::Vcd { out } else { &cut };
            write_gtkw(vcd, out, block, &gtkw_path(out))
        }
    });
    for p in [raw, cut.as_path()] {
        if p != out {
            let _ = std::fs::remove_file(p);
        }
    }
    Ok(WaveReport {
        out: out.to_path_buf(),
        format,
        raw_bytes,
        cut_bytes,
        out_bytes: size(out),
        vars_in,
        vars_out,
        gtkw: gtkw?,
    })
}

/// A compact waveform written: its size, and its signals as it names them (a `.vcd.gz`:
/// the VCD's; an FST: the VCD's, text ones as vectors, see [`write_fst`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Compact {
    pub bytes: u64,
    pub vars: Vec<VcdVar>,
}

/// Write `out` from the VCD `vcd` in the compact format `out`'s name asks for (`.fst` or
/// `.vcd.gz`).
pub fn write_compact(vcd: &Path, out: &Path) -> Result<Compact, String> {
    match WaveFormat::of(out) {
        WaveFormat::Fst => write_fst(vcd, out),
        WaveFormat::VcdGz => Ok(Compact {
            bytes: write_vcd_gz(vcd, out)?,
            vars: header_vars(&read_header(vcd)?.0.items),
        }),
        WaveFormat::Vcd => Err(format!(
            "{}: not a compact waveform name (use .fst or .vcd.gz)",
            out.display()
        )),
    }
}

/// gzip-compress a VCD (default level). GTKWave opens `.vcd.gz` files directly.
pub fn write_vcd_gz(vcd: &Path, out: &Path) -> Result<u64, String> {
    let mut src =
        std::fs::File::open(vcd).map_err(|e| format!("reading {}: {e}", vcd.display()))?;
    let dst = std::fs::File::create(out).map_err(|e| format!("writing {}: {e}", out.display()))?;
    let mut gz = flate2::write::GzEncoder::new(BufWriter::new(dst), flate2::Compression::default());
    let io = |e: std::io::Error| format!("writing {}: {e}", out.display());
    std::io::copy(&mut src, &mut gz).map_err(io)?;
    gz.finish().map_err(io)?.flush().map_err(io)?;
    Ok(size(out))
}

fn value_char(v: Value) -> u8 {
    match v {
        Value::V0 => b'0',
        Value::V1 => b'1',
        Value::X => b'x',
        Value::Z => b'z',
    }
}

/// A VCD vector value as exactly `width` characters (VCD drops leading zeros; a shorter
/// value extends with `0`, or with its first character when that is `x` or `z`).
fn bits(values: &[Value], width: usize, buf: &mut Vec<u8>) {
    buf.clear();
    let pad = match values.first() {
        Some(Value::X) => b'x',
        Some(Value::Z) => b'z',
        _ => b'0',
    };
    let skip = values.len().saturating_sub(width);
    buf.extend(std::iter::repeat_n(pad, width.saturating_sub(values.len())));
    buf.extend(values[skip..].iter().map(|&v| value_char(v)));
}

fn fst_var_type(t: vcd::VarType) -> FstVarType {
    match t {
        vcd::VarType::Reg => FstVarType::Reg,
        vcd::VarType::Integer => FstVarType::Integer,
        vcd::VarType::Parameter => FstVarType::Parameter,
        vcd::VarType::Event => FstVarType::Event,
        _ => FstVarType::Wire,
    }
}

/// Timescale exponent of a `$timescale` (1 ps -> -12, 10 ns -> -8).
fn timescale_exponent(ts: Option<(u32, vcd::TimescaleUnit)>) -> i8 {
    let (n, unit) = ts.unwrap_or((1, vcd::TimescaleUnit::PS));
    let unit = -(unit.divisor().ilog10() as i8);
    unit + n.max(1).ilog10() as i8
}

/// The longest value of every text variable (by code) in a VCD, at least 1 character.
fn text_lengths(vcd: &Path, vars: &[VcdVar]) -> Result<HashMap<IdCode, usize>, String> {
    let mut len: HashMap<IdCode, usize> = vars
        .iter()
        .filter(|v| v.is_text())
        .map(|v| (v.code, 1))
        .collect();
    if len.is_empty() {
        return Ok(len);
    }
    let (_, p) = read_header(vcd)?;
    for c in p {
        if let Command::ChangeString(id, s) = c.map_err(|e| format!("{}: {e}", vcd.display()))? {
            if let Some(l) = len.get_mut(&id) {
                *l = (*l).max(s.len());
            }
        }
    }
    Ok(len)
}

/// A string as `chars` 8-bit characters, right-aligned (NUL on the left), as `0`/`1`.
fn text_bits(s: &str, chars: usize, buf: &mut Vec<u8>) {
    buf.clear();
    let b = s.as_bytes();
    let b = &b[b.len().saturating_sub(chars)..];
    buf.extend(std::iter::repeat_n(b'0', 8 * (chars - b.len())));
    for c in b {
        buf.extend((0..8).rev().map(|i| b'0' + ((c >> i) & 1)));
    }
}

/// Convert a VCD into FST (`fst-writer`): the same scopes, variables and value changes at the
/// same times. `fst-writer` has no variable-length strings, so a text variable (rust-hdl's
/// enum states, `sIdle`) becomes a vector of 8-bit characters as wide as its longest value,
/// right-aligned; the returned signal list gives it that width (and the save file shows it
/// as ASCII text). Real variables are refused (rust-hdl writes none). A VCD cut that starts
/// later than time 0 gives an FST whose signals are `x` from 0 up to the cut's first time
/// (fst-writer's first section starts at 0); the save file opens at the cut's start.
pub fn write_fst(vcd: &Path, out: &Path) -> Result<Compact, String> {
    let (h, p) = read_header(vcd)?;
    let mut vars = header_vars(&h.items);
    let text = text_lengths(vcd, &vars)?;
    for v in vars.iter_mut() {
        if let Some(&l) = text.get(&v.code) {
            v.width = 8 * l as u32;
            v.var_type = vcd::VarType::String;
        }
    }
    let fe = |e: fst_writer::FstWriteError| format!("writing {}: {e}", out.display());
    let ve = |e: std::io::Error| format!("{}: {e}", vcd.display());
    let info = FstInfo {
        // fst-writer's sections start at time 0 and it writes this field as the header's
        // `timezero` (an offset GTKWave adds to every time shown): 0 keeps the VCD's times.
        start_time: 0,
        timescale_exponent: timescale_exponent(h.timescale),
        version: h.version.clone().unwrap_or_else(|| "wormcast".into()),
        date: h.date.clone().unwrap_or_default(),
        file_type: FstFileType::Verilog,
    };
    let mut w = fst_writer::open_fst(out, &info).map_err(fe)?;
    // Code -> (FST id, width in bits, characters if text).
    type Ids = HashMap<IdCode, (FstSignalId, usize, Option<usize>)>;
    let mut ids: Ids = HashMap::new();
    fn walk<W: std::io::Write + std::io::Seek>(
        items: &[ScopeItem],
        w: &mut fst_writer::FstHeaderWriter<W>,
        ids: &mut Ids,
        text: &HashMap<IdCode, usize>,
    ) -> Result<(), fst_writer::FstWriteError> {
        for it in items {
            match it {
                ScopeItem::Scope(s) => {
                    w.scope(&s.identifier, "", FstScopeType::Module)?;
                    walk(&s.children, w, ids, text)?;
                    w.up_scope()?;
                }
                ScopeItem::Var(v) => {
                    let name = match &v.index {
                        Some(i) => format!("{}{i}", v.reference),
                        None => v.reference.clone(),
                    };
                    let chars = text.get(&v.code).copied();
                    let width = chars.map_or(v.size as usize, |c| 8 * c);
                    let alias = ids.get(&v.code).map(|x| x.0);
                    let id = w.var(
                        name,
                        FstSignalType::bit_vec(width as u32),
                        fst_var_type(v.var_type),
                        FstVarDirection::Implicit,
                        alias,
                    )?;
                    ids.entry(v.code).or_insert((id, width, chars));
                }
                #[allow(unreachable_patterns)]
                _ => {}
            }
        }
        Ok(())
    }
    walk(&h.items, &mut w, &mut ids, &text).map_err(fe)?;
    let mut body = w.finish().map_err(fe)?;
    let mut buf = vec![];
    for c in p {
        let c = c.map_err(ve)?;
        let id = match &c {
            Command::Timestamp(t) => {
                body.time_change(*t).map_err(fe)?;
                // Keep memory bounded on long runs: one value change section per ~64 MB.
                if body.size() > 64 << 20 {
                    body.flush().map_err(fe)?;
                }
                continue;
            }
            Command::ChangeScalar(id, _)
            | Command::ChangeVector(id, _)
            | Command::ChangeString(id, _) => *id,
            Command::ChangeReal(..) => {
                return Err(format!(
                    "{}: real variables are not supported in FST conversion",
                    vcd.display()
                ))
            }
            _ => continue,
        };
        let Some(&(fid, width, chars)) = ids.get(&id) else {
            continue;
        };
        match (&c, chars) {
            (Command::ChangeScalar(_, v), _) => bits(&[*v], width, &mut buf),
            (Command::ChangeVector(_, v), _) => bits(v, width, &mut buf),
            (Command::ChangeString(_, s), Some(n)) => text_bits(s, n, &mut buf),
            _ => {
                return Err(format!(
                    "{}: a string value for the bit vector {id}",
                    vcd.display()
                ))
            }
        }
        body.signal_change(fid, &buf).map_err(fe)?;
    }
    body.finish()
        .map_err(fe)?
        .flush()
        .map_err(|e| format!("writing {}: {e}", out.display()))?;
    Ok(Compact {
        bytes: size(out),
        vars,
    })
}

/// Every variable's value changes, by dotted path: `(time, value)` with the value as exactly
/// `width` characters of `0 1 x z` (a text variable's: the string), a change recorded only when the value differs from the
/// previous one. Reads `.vcd` and `.vcd.gz` (for round-trip checks of the compact formats;
/// the FST side is read with another reader).
pub fn value_changes(path: &Path) -> Result<BTreeMap<String, Vec<(u64, String)>>, String> {
    let f = std::fs::File::open(path).map_err(|e| format!("reading {}: {e}", path.display()))?;
    if WaveFormat::of(path) == WaveFormat::VcdGz {
        changes_of(BufReader::new(flate2::read::GzDecoder::new(f)), path)
    } else {
        changes_of(BufReader::new(f), path)
    }
}

fn changes_of<R: BufRead>(
    r: R,
    path: &Path,
) -> Result<BTreeMap<String, Vec<(u64, String)>>, String> {
    let e = |e: std::io::Error| format!("{}: {e}", path.display());
    let mut p = vcd::Parser::new(r);
    let h = p.parse_header().map_err(e)?;
    let vars = header_vars(&h.items);
    let mut by_code: HashMap<IdCode, Vec<usize>> = HashMap::new();
    for (i, v) in vars.iter().enumerate() {
        by_code.entry(v.code).or_default().push(i);
    }
    let mut hist: Vec<Vec<(u64, String)>> = vec![vec![]; vars.len()];
    let mut now = 0;
    let mut buf = vec![];
    for c in p {
        let (id, vals) = match c.map_err(e)? {
            Command::Timestamp(t) => {
                now = t;
                continue;
            }
            Command::ChangeScalar(id, v) => (id, Ok(vec![v])),
            Command::ChangeVector(id, v) => (id, Ok(v)),
            Command::ChangeString(id, s) => (id, Err(s)),
            _ => continue,
        };
        for &i in by_code.get(&id).map(|v| v.as_slice()).unwrap_or(&[]) {
            let s = match &vals {
                Ok(v) => {
                    bits(v, vars[i].width as usize, &mut buf);
                    String::from_utf8_lossy(&buf).to_string()
                }
                Err(s) => s.clone(),
            };
            let h = &mut hist[i];
            match h.last_mut() {
                Some(last) if last.1 == s => {}
                Some(last) if last.0 == now => last.1 = s,
                _ => h.push((now, s)),
            }
        }
    }
    Ok(vars.iter().map(|v| v.path()).zip(hist).collect())
}
