//! Will a fat-tree switch fit the FPGA? (issue 50, item 4.) `wormcast gen` prints, for each
//! device `wormcast synth --target` knows ([`Target::ALL`]), an estimate of the logic cells
//! and block RAMs the switch needs, and writes the FuseSoC core's `synth` target for the
//! first device it fits ([`choose`]).
//!
//! The estimate is taken from a table of measured figures ([`MEASURED`]: `wormcast synth`
//! and FuseSoC runs, docs/results/README.md and issue 50), not from a synthesis run (Yosys
//! and nextpnr take minutes to tens of minutes per switch). A configuration in the table
//! gets its measured figures; another is scaled from the nearest measured one of the same
//! block and variant (header scheme or organisation), conservatively:
//!
//! * logic cells by `(k/k0)^2 (W/W0)^0.5 (B/B0)^0.5` when growing (the crossbar and the
//!   arbiters grow with k squared; measured: the CB k = 4 grows 1.30x from W = 16 to 32 and
//!   about 2.4x from k = 4 to 8), by the square roots of those factors when shrinking (the
//!   fixed part does not shrink); B is the number of bit-string flits;
//! * block RAMs by the ratio of the storage bits (buffer and input FIFOs, flits times W + 2)
//!   when growing, its square root when shrinking (RAMs come in whole blocks);
//! * across devices, iCE40 logic cells to ECP5 TRELLIS_COMB times 1.3 (the per-output CB at
//!   k = 4 on one netlist of 2026-11-28: about 7,600 and 9,914), block RAMs one for one (a
//!   DP16KD holds 4.5 iCE40 RAMs' bits: conservative), and ECP5 to iCE40 times 1 for logic,
//!   2 for RAMs.
//!
//! The verdict: measured ([`Basis::Measured`]) says what place and route said; an estimate
//! fits when the logic is at most 85% of the device's and the RAMs at most all of them,
//! does not fit when either is over, and may not fit in between.

use crate::eda::Target;

/// Capacity of a device: (logic cells, block RAMs). iCE40 HX8K: 7,680 ICESTORM_LC, 32
/// SB_RAM40_4K; ECP5 LFE5U-85F: 83,640 TRELLIS_COMB, 208 DP16KD.
pub fn capacity(t: Target) -> (u64, u64) {
    match t {
        Target::Ice40Hx8k => (7_680, 32),
        Target::Ecp5_85k => (83_640, 208),
    }
}

/// One measured configuration.
#[derive(Clone, Copy, Debug)]
pub struct Measured {
    /// `central-buffer` or `input-buffered`.
    pub block: &'static str,
    /// The CB's header scheme (`Shared`, `PerOutput`) or the IB's organisation.
    pub variant: &'static str,
    pub k: u64,
    pub w: u64,
    /// Bit-string flits.
    pub b: u64,
    /// Storage in flits: the CB's chunks x k plus k FIFOs, the IB's k buffers plus k FIFOs.
    pub flits: u64,
    pub target: Target,
    /// nextpnr's logic cells (harness included), when recorded.
    pub logic: Option<u64>,
    /// Block RAMs, when recorded.
    pub bram: Option<u64>,
    /// Whether nextpnr placed and routed it.
    pub placed: bool,
    /// The behaviour revision measured (the IB's `revision`: 3 or 4), or 0: the block has
    /// one (the CB's figures).
    pub revision: u64,
    pub source: &'static str,
}

const fn m(
    block: &'static str,
    variant: &'static str,
    k: u64,
    w: u64,
    flits: u64,
    target: Target,
    logic: Option<u64>,
    bram: Option<u64>,
    placed: bool,
    source: &'static str,
) -> Measured {
    Measured {
        block,
        variant,
        k,
        w,
        b: 1,
        flits,
        target,
        logic,
        bram,
        placed,
        revision: 0,
        source,
    }
}

/// `x`, measured at behaviour revision `r`.
const fn rev(r: u64, x: Measured) -> Measured {
    Measured { revision: r, ..x }
}

const CB: &str = "central-buffer";
const IB: &str = "input-buffered";
const HX: Target = Target::Ice40Hx8k;
const E85: Target = Target::Ecp5_85k;

/// The measured figures (N = 16, the `gen` defaults otherwise: CB C = 256, F = 64; IB 320
/// flits per input, F = 8 at k = 4).
pub const MEASURED: &[Measured] = &[
    m(CB, "Shared", 4, 16, 1280, HX, Some(7_114), Some(25), true,
      "wormcast synth central-buffer --k 4 (docs/results, issue 47; synth_ice40 -nocarry): 7,114 of 7,680 logic cells, 25 BRAM, placed at 47.2 MHz (seed 1; seed 2: 45.2)"),
    m(CB, "Shared", 4, 32, 1280, HX, Some(11_213), Some(33), false,
      "FuseSoC synth target of gen central-buffer --k 4 --w 32 (issue 50): 146% of the logic cells, 33 of 32 BRAM, not placed"),
    m(CB, "PerOutput", 4, 16, 1280, HX, Some(6_382), Some(28), true,
      "wormcast synth central-buffer --k 4 --scheme per-output (docs/results, issue 47; synth_ice40 -nocarry): 6,382 of 7,680 logic cells, 28 BRAM, placed at 50.2 MHz (seed 1; seed 2: 51.5)"),
    m(CB, "PerOutput", 4, 16, 1280, E85, Some(8_348), Some(22), true,
      "wormcast synth central-buffer --k 4 --scheme per-output --target ecp5-85k, mapped with synth_ecp5 -abc9 (docs/results): 8,348 of 83,640 logic cells, 22 DP16KD, placed at 55.4 MHz (seed 1; seed 2: 54.8)"),
    m(CB, "Shared", 8, 16, 2560, E85, Some(24_835), Some(35), true,
      "wormcast synth central-buffer --target ecp5-85k, mapped with synth_ecp5 -abc9 (docs/results): 24,835 of 83,640 logic cells, 35 DP16KD, placed at 38.3 MHz (seed 1; through the one-stage harness 40.0, seed 2 44.3)"),
    rev(4, m(IB, "chunk_wide", 8, 16, 2688, E85, Some(39_571), Some(24), true,
      "wormcast synth input-buffered --org chunk-wide --target ecp5-85k, mapped with synth_ecp5 -abc9 (docs/results): 39,571 of 83,640 logic cells, 24 DP16KD, placed at 51.6 MHz (seed 1; revision 4; through the one-stage harness 52.6)")),
    rev(4, m(IB, "staircase", 8, 16, 2688, E85, Some(40_662), Some(24), true,
      "wormcast synth input-buffered --org staircase --target ecp5-85k, mapped with synth_ecp5 -abc9 (docs/results): 40,662 of 83,640 logic cells, 24 DP16KD, placed at 51.6 MHz (seed 1; revision 4)")),
    rev(4, m(IB, "split_ram", 8, 16, 2688, E85, Some(40_706), Some(24), true,
      "wormcast synth input-buffered --org split-ram --target ecp5-85k, mapped with synth_ecp5 -abc9 (docs/results): 40,706 of 83,640 logic cells, 24 DP16KD, placed at 48.5 MHz (seed 1; revision 4)")),
    rev(4, m(IB, "chunk_wide", 4, 16, 1312, HX, Some(6_835), Some(32), true,
      "wormcast synth input-buffered --k 4 (docs/results): 6,835 logic cells, 32 of 32 BRAM, placed at 73.0 MHz (revision 4; seed 2: 75.9)")),
    rev(4, m(IB, "staircase", 4, 16, 1312, HX, Some(7_231), Some(32), true,
      "wormcast synth input-buffered --k 4 (docs/results): 7,231 logic cells, 32 of 32 BRAM, placed at 74.8 MHz (revision 4; seed 2: 75.6)")),
    rev(4, m(IB, "split_ram", 4, 16, 1312, HX, Some(6_934), Some(32), true,
      "wormcast synth input-buffered --k 4 (docs/results): 6,934 logic cells, 32 of 32 BRAM, placed at 70.7 MHz (revision 4; seed 2: 72.2)")),
    rev(3, m(IB, "chunk_wide", 4, 16, 1312, HX, Some(6_591), Some(32), true,
      "wormcast synth input-buffered --k 4 --revision 3 (docs/results): 6,591 logic cells, 32 of 32 BRAM, placed at 63.1 MHz (seed 1; seed 2: 63.4)")),
    rev(3, m(IB, "staircase", 4, 16, 1312, HX, Some(7_047), Some(32), true,
      "wormcast synth input-buffered --k 4 --revision 3 (docs/results): 7,047 logic cells, 32 of 32 BRAM, placed at 62.9 MHz (seed 1; seed 2: 66.4)")),
    rev(3, m(IB, "split_ram", 4, 16, 1312, HX, Some(6_679), Some(32), true,
      "wormcast synth input-buffered --k 4 --revision 3 (docs/results): 6,679 logic cells, 32 of 32 BRAM, placed at 61.1 MHz (seed 1; seed 2: 61.3)")),
    rev(4, m(IB, "chunk_wide", 4, 32, 1312, HX, None, Some(52), false,
      "FuseSoC synth target of gen input-buffered --k 4 --w 32 (issue 50): 52 BRAM of 32")),
];

/// A switch to estimate, from its `.params` keys.
#[derive(Clone, Debug, PartialEq)]
pub struct Switch {
    pub block: String,
    pub variant: String,
    pub k: u64,
    pub w: u64,
    pub b: u64,
    pub flits: u64,
    /// The `.params` file's `revision` (the IB's behaviour revision; 4 when absent), 0 for
    /// a block with one.
    pub revision: u64,
}

impl Switch {
    /// From a `.params` file's keys (`block`, `k`, `w`, `bitstring_flits`, `scheme` or
    /// `org`, `chunks`, `fifo`, `buffer_flits`); `None` for a block without measured figures.
    pub fn from_params(p: &[(String, String)]) -> Option<Switch> {
        let s = |k: &str| p.iter().find(|(a, _)| a == k).map(|(_, v)| v.as_str());
        let n = |k: &str| s(k).and_then(|v| v.parse::<u64>().ok());
        let block = s("block")?;
        let k = n("k")?;
        let (variant, flits) = match block {
            CB => (s("scheme")?, n("chunks")? * k + k * n("fifo")?),
            IB => (s("org")?, k * n("buffer_flits")? + k * n("fifo")?),
            _ => return None,
        };
        Some(Switch {
            block: block.into(),
            variant: variant.into(),
            k,
            w: n("w")?,
            b: n("bitstring_flits").unwrap_or(1),
            flits,
            revision: if block == IB {
                n("revision").unwrap_or(4)
            } else {
                0
            },
        })
    }
}

/// How an estimate was made.
#[derive(Clone, Debug, PartialEq)]
pub enum Basis {
    /// This configuration was measured on this device.
    Measured(&'static str),
    /// Scaled from the measured figures named.
    Scaled(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Fits,
    MayNotFit,
    DoesNotFit,
}

/// The estimate for one device.
#[derive(Clone, Debug)]
pub struct Estimate {
    pub target: Target,
    pub logic: u64,
    pub bram: u64,
    pub verdict: Verdict,
    pub basis: Basis,
}

impl Estimate {
    /// One line: `iCE40 HX8K ct256: does not fit: about 11,213 of 7,680 logic cells (146%),
    /// 33 of 32 block RAMs; measured: ...`.
    pub fn line(&self) -> String {
        let (lc, br) = capacity(self.target);
        let v = match self.verdict {
            Verdict::Fits => "fits",
            Verdict::MayNotFit => "may not fit",
            Verdict::DoesNotFit => "does not fit",
        };
        let basis = match &self.basis {
            Basis::Measured(s) => format!("measured: {s}"),
            Basis::Scaled(s) => format!("estimate, {s}"),
        };
        format!(
            "{}: {v}: about {} of {} logic cells ({}%), {} of {} block RAMs; {basis}",
            self.target.device(),
            thousands(self.logic),
            thousands(lc),
            (self.logic * 100 + lc / 2) / lc,
            self.bram,
            br
        )
    }
}

fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut o = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            o.push(',');
        }
        o.push(c);
    }
    o
}

/// `(x/x0)^e` when growing, `(x/x0)^(e/2)` when shrinking.
fn grow(x: f64, x0: f64, e: f64) -> f64 {
    let r = x / x0;
    if r >= 1.0 {
        r.powf(e)
    } else {
        r.powf(e / 2.0)
    }
}

/// The nearest measurement of `s`'s block and variant with the figure `has`, preferring the
/// device `t`.
fn nearest(s: &Switch, t: Target, has: impl Fn(&Measured) -> bool) -> Option<&'static Measured> {
    let d = |m: &Measured| {
        let l = |a: u64, b: u64| (a as f64 / b as f64).log2().abs();
        let other_revision = if m.revision == s.revision { 0.0 } else { 0.5 };
        2.0 * l(s.k, m.k)
            + l(s.w, m.w)
            + l(s.b, m.b)
            + if m.target == t { 0.0 } else { 3.0 }
            + other_revision
    };
    MEASURED
        .iter()
        .filter(|m| m.block == s.block && m.variant == s.variant && has(m))
        .min_by(|a, b| d(a).total_cmp(&d(b)))
}

/// The estimate of `s` on `t`; `None` when no figure of its block and variant exists.
pub fn estimate(s: &Switch, t: Target) -> Option<Estimate> {
    let (lc, br) = capacity(t);
    if let Some(m) = MEASURED.iter().find(|m| {
        m.block == s.block
            && m.variant == s.variant
            && (m.k, m.w, m.b, m.flits) == (s.k, s.w, s.b, s.flits)
            && m.revision == s.revision
            && m.target == t
            && m.logic.is_some()
            && m.bram.is_some()
    }) {
        let (logic, bram) = (m.logic.unwrap(), m.bram.unwrap());
        let verdict = if m.placed {
            Verdict::Fits
        } else if logic > lc || bram > br {
            Verdict::DoesNotFit
        } else {
            Verdict::MayNotFit
        };
        return Some(Estimate {
            target: t,
            logic,
            bram,
            verdict,
            basis: Basis::Measured(m.source),
        });
    }
    let ml = nearest(s, t, |m| m.logic.is_some())?;
    let mb = nearest(s, t, |m| m.bram.is_some())?;
    let conv_logic = match (ml.target, t) {
        (Target::Ice40Hx8k, Target::Ecp5_85k) => 1.3,
        _ => 1.0,
    };
    let conv_bram = match (mb.target, t) {
        (Target::Ecp5_85k, Target::Ice40Hx8k) => 2.0,
        _ => 1.0,
    };
    let logic = ml.logic.unwrap() as f64
        * grow(s.k as f64, ml.k as f64, 2.0)
        * grow(s.w as f64, ml.w as f64, 0.5)
        * grow(s.b as f64, ml.b as f64, 0.5)
        * conv_logic;
    let bits = |flits: u64, w: u64| (flits * (w + 2)) as f64;
    let bram =
        mb.bram.unwrap() as f64 * grow(bits(s.flits, s.w), bits(mb.flits, mb.w), 1.0) * conv_bram;
    let (logic, bram) = (logic.ceil() as u64, bram.ceil() as u64);
    let verdict = if logic > lc || bram > br {
        Verdict::DoesNotFit
    } else if logic as f64 <= 0.85 * lc as f64 {
        Verdict::Fits
    } else {
        Verdict::MayNotFit
    };
    let from = |m: &Measured| {
        format!(
            "{} k = {}, W = {}{} on the {}",
            m.variant,
            m.k,
            m.w,
            if m.revision == s.revision {
                String::new()
            } else {
                format!(" (revision {})", m.revision)
            },
            m.target.device()
        )
    };
    let basis = if std::ptr::eq(ml, mb) {
        format!("scaled from the measured {}", from(ml))
    } else {
        format!(
            "logic scaled from the measured {}, RAMs from {}",
            from(ml),
            from(mb)
        )
    };
    Some(Estimate {
        target: t,
        logic,
        bram,
        verdict,
        basis: Basis::Scaled(basis),
    })
}

/// The estimates on every device and the device for the core's `synth` target: the first
/// (smallest) one it fits, else the largest (where it still does not fit, or may not).
/// `None` for a block without measured figures.
pub fn choose(s: &Switch) -> Option<(Vec<Estimate>, Target)> {
    let es: Vec<Estimate> = Target::ALL
        .iter()
        .map(|t| estimate(s, *t))
        .collect::<Option<_>>()?;
    let t = es
        .iter()
        .find(|e| e.verdict == Verdict::Fits)
        .map(|e| e.target)
        .unwrap_or(Target::Ecp5_85k);
    Some((es, t))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sw(block: &str, variant: &str, k: u64, w: u64, flits: u64) -> Switch {
        Switch {
            block: block.into(),
            variant: variant.into(),
            k,
            w,
            b: 1,
            flits,
            revision: if block == IB { 4 } else { 0 },
        }
    }

    /// The table's entry for a configuration on a target.
    fn entry(block: &str, variant: &str, k: u64, w: u64, target: Target) -> Measured {
        *MEASURED
            .iter()
            .find(|m| {
                (m.block, m.variant, m.k, m.w, m.target) == (block, variant, k, w, target)
                    && m.revision == if block == IB { 4 } else { 0 }
            })
            .expect("a measured entry")
    }

    #[test]
    fn measured_configurations_get_their_figures() {
        let (es, t) = choose(&sw(CB, "Shared", 8, 16, 2560)).unwrap();
        assert_eq!(t, Target::Ecp5_85k);
        assert_eq!(es[0].verdict, Verdict::DoesNotFit);
        assert_eq!(es[1].verdict, Verdict::Fits);
        let m = entry(CB, "Shared", 8, 16, Target::Ecp5_85k);
        assert_eq!((Some(es[1].logic), Some(es[1].bram)), (m.logic, m.bram));
        assert!(matches!(es[1].basis, Basis::Measured(_)));
        let (es, t) = choose(&sw(IB, "staircase", 4, 16, 1312)).unwrap();
        assert_eq!(t, Target::Ice40Hx8k);
        let m = entry(IB, "staircase", 4, 16, Target::Ice40Hx8k);
        assert_eq!(Some(es[0].logic), m.logic);
        assert!(matches!(es[0].basis, Basis::Measured(_)));
        let e = estimate(&sw(CB, "Shared", 4, 16, 1280), Target::Ice40Hx8k).unwrap();
        assert_eq!(e.verdict, Verdict::Fits);
        let m = entry(CB, "Shared", 4, 16, Target::Ice40Hx8k);
        let head = format!(
            "iCE40 HX8K ct256: fits: about {} of 7,680 logic cells",
            thousands(m.logic.unwrap())
        );
        assert!(
            e.line().starts_with(&head) && e.line().contains("; measured:"),
            "{}",
            e.line()
        );
        let e = estimate(&sw(CB, "Shared", 4, 32, 1280), Target::Ice40Hx8k).unwrap();
        assert_eq!(e.verdict, Verdict::DoesNotFit);
    }

    /// An IB of another behaviour revision never gets revision 4's measured figures: at k = 4
    /// revision 3 has its own, elsewhere it is scaled from revision 4's and says so.
    #[test]
    fn the_ib_revision_picks_its_own_figures() {
        let r3 = |k, flits| Switch {
            revision: 3,
            ..sw(IB, "chunk_wide", k, 16, flits)
        };
        let e = estimate(&r3(4, 1312), Target::Ice40Hx8k).unwrap();
        let m4 = entry(IB, "chunk_wide", 4, 16, Target::Ice40Hx8k);
        assert!(
            matches!(e.basis, Basis::Measured(s) if s.contains("--revision 3")),
            "{e:?}"
        );
        assert_ne!(Some(e.logic), m4.logic, "revision 3 has its own figures");
        let e = estimate(&r3(8, 2688), Target::Ecp5_85k).unwrap();
        assert!(
            matches!(&e.basis, Basis::Scaled(s) if s.contains("(revision 4)")),
            "{e:?}"
        );
        let p = |rev: Option<&str>| {
            let mut v: Vec<(String, String)> = [
                ("block", IB),
                ("k", "4"),
                ("w", "16"),
                ("org", "staircase"),
                ("buffer_flits", "320"),
                ("fifo", "8"),
            ]
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
            if let Some(r) = rev {
                v.push(("revision".into(), r.into()));
            }
            Switch::from_params(&v).unwrap().revision
        };
        assert_eq!((p(None), p(Some("3")), p(Some("4"))), (4, 3, 4));
    }

    #[test]
    fn others_are_scaled_up_conservatively() {
        // The IB at k = 8 on the HX8K: four times the logic of k = 4.
        let e = estimate(&sw(IB, "chunk_wide", 8, 16, 2688), Target::Ice40Hx8k).unwrap();
        assert_eq!(e.verdict, Verdict::DoesNotFit);
        assert!(e.logic >= 4 * 6_326, "{}", e.line());
        // A smaller buffer: fewer RAMs, but not in proportion.
        let small = estimate(&sw(IB, "chunk_wide", 4, 16, 4 * 64 + 32), Target::Ice40Hx8k).unwrap();
        assert!(
            small.bram < 32 && small.bram > 32 * (4 * 64 + 32) / 1312,
            "{}",
            small.line()
        );
        assert!(matches!(small.basis, Basis::Scaled(_)));
        // No figure for another block.
        assert!(Switch::from_params(&[("block".into(), "banyan".into())]).is_none());
    }
}
