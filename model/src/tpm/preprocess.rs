//! Destination preprocessing and header encapsulation of the dimension-order TPM algorithm
//! (paper Section 4, Figures 7, 8 and 9): subzones, the main-path node of every destination,
//! sorting, multicast flags, and the phase-1 worm(s) from the source.
//!
//! Everything is computed in the canonical [`Frame`] of the extended zone
//! ([`crate::tpm::zone`]): `a` is the first routed dimension, `b` the second, mirrored so
//! that the **main path** runs from the source `S = (sa, sb)` along row `b = sb` towards +a
//! to the far vertical line `a = Fa` (`fv`), then along that line towards +b to the far
//! horizontal line `b = Fb` (`fh`). `Na <= sa` and `Nb <= sb` are the near lines (`nv`,
//! `nh`). The source is in the near half of the zone in `a` (`sa - Na <= Fa - sa`) and the
//! extension gives `Fb - sb >= sa - Na`.
//!
//! # Subzones (Figure 9, canonical frame)
//!
//! * **MainPath**: on the main path (`b = sb, a > sa` or `a = Fa, b > sb`): absorbed by the
//!   phase-1 worm.
//! * **A**: `a >= sa`, `b < sb` (between the source column and the far vertical line, near
//!   side). Main-path node `(a, sb)`: its branch runs along column `a` towards -b (Figure 8:
//!   `m = (D_a, S_b)`). For `a = sa` that node is the source itself; we read this as the
//!   source sending a second phase-1 worm down its own column (decision 1).
//! * **B**: `a >= sa`, `b > sb`, not on the main path. Main-path node `(Fa, b)` (Figure 8:
//!   `m = (F_v, D_b)`); its branch runs along row `b` towards -a.
//! * **C**: `a < sa`, `b > sb` (behind the source, far side). Above the diagonal
//!   `b > sb + (sa - a)` as B: main node `(Fa, b)`. On or below it (the triangle overlapped
//!   by subzone D's routing paths, the paper's "some subzone C destinations also need
//!   mapping") as D.
//! * **D**: `a < sa`, `b <= sb` (behind the source, near side, source row included). Main
//!   node `(Fa, m(a))` with `m(a) = sb + (sa - a)` (decision 2); its branch runs along row
//!   `m(a)` towards -a to column `a`, then down column `a` towards -b.
//!
//! # Decisions where Figure 8 is ambiguous or garbled
//!
//! 1. **Source column, near side** (`a = sa, b < sb`): Figure 8 maps these to `(S_a, S_b)`,
//!    the source. The source sends them a second multidestination worm in phase 1 straight
//!    down its column (start-up 8 after the main worm's 33) instead of retransmitting in
//!    phase 2; this keeps Lemma 1 and is never slower. This is also what happens when the
//!    zone is one column wide (`Fa = sa`), where the main path is the source column itself.
//! 2. **Subzone D mapping**: Figure 8's `m_b = D_b + |D_a - S_a|` (a diagonal through each
//!    destination) sends one worm per destination down an already used column. We map a
//!    whole column instead: every D destination of column `a`, and every C destination of
//!    column `a` with `b <= m(a)`, to `(Fa, m(a))`, `m(a) = sb + (sa - a)`; B and C
//!    destinations on row `m(a)` with `a' > a` ride the same worm along its row part. This is
//!    the diagonal of Figure 8 taken from the source row, and it needs exactly the paper's
//!    extension `Fb - sb >= sa - Na`. Every other row `b > sb` with destinations gets one
//!    worm from `(Fa, b)` covering its destinations right of the triangle.
//!    Consequences: every main-path node retransmits **at most one** branch, and the
//!    phase-2 worms use pairwise disjoint channels (A: -b channels of columns `> sa`; row
//!    worms and the row parts of D worms: -a channels of distinct rows `> sb`; column parts
//!    of D worms: -b channels of distinct columns `< sa`), so phase 2 is contention-free.
//! 3. **Main path truncation**: the phase-1 worm ends at the last main-path node that
//!    absorbs or retransmits, not at the (possibly extended) far corner: the paper's corner
//!    is where the path *may* go; going further only adds traffic.
//! 4. **Sorting** (Figure 8 step 2): the phase-1 worm lists main-path nodes in path order;
//!    each R node's entry is followed by its branch's destinations in the branch's path
//!    order (row part by decreasing `a`, then column part by decreasing `b`).
//! 5. **Flags** (step 4): a main-path node gets A if it is a destination, R if it has a
//!    branch, F unless it is the worm's last entry (PAF, ABS, PAFR, PAR, TAFR, TAR); branch
//!    destinations get PAF, the last ABS. The source and repeated destinations are ignored.

use std::collections::{BTreeMap, BTreeSet};

use crate::mesh::{Coord, Entry, Flags, Mesh};
use crate::tpm::worm::Worm;
use crate::tpm::zone::{extend, Frame, Quadrant, Zone};

/// A destination's subzone relative to the source (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subzone {
    /// On the main path: phase 1.
    MainPath,
    /// Between the source column and the far vertical line, near side.
    A,
    /// Between the source column and the far vertical line, far side.
    B,
    /// Behind the source, far side.
    C,
    /// Behind the source, near side (source row included).
    D,
}

/// Where one destination is served.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assignment {
    /// The destination.
    pub dest: Coord,
    /// Its subzone.
    pub subzone: Subzone,
    /// The node that sends it the worm that absorbs it: a main-path node (phase 2), the
    /// source (source-column worm, phase 1), or the destination itself (MainPath, phase 1).
    pub main: Coord,
    /// The start-up phase that delivers it, 1 or 2.
    pub phase: u8,
}

/// The whole preprocessing of one multicast.
#[derive(Clone, Debug)]
pub struct TpmPlan {
    /// The multicast zone (before extension).
    pub zone: Zone,
    /// The zone after Section 4's extension.
    pub extended: Zone,
    /// Source quadrant and periphery lines of the extended zone.
    pub quadrant: Quadrant,
    /// The canonical frame.
    pub frame: Frame,
    /// One assignment per destination, in input order.
    pub assignments: Vec<Assignment>,
    /// The phase-1 worms from the source: the main-path worm (if any), then the
    /// source-column worm (if any).
    pub worms: Vec<Worm>,
}

fn chain(nodes: &[Coord]) -> Vec<Entry> {
    nodes
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let f = if i + 1 == nodes.len() {
                Flags::ABS
            } else {
                Flags::PAF
            };
            Entry::new(c, f)
        })
        .collect()
}

/// Preprocess a multicast from `src` to `dests` on `mesh` (module doc).
pub fn tpm_plan(mesh: &Mesh, src: Coord, dests: &[Coord]) -> TpmPlan {
    assert!(mesh.contains(src), "source {src:?} outside the mesh");
    let mut seen = BTreeSet::new();
    let ds: Vec<Coord> = dests
        .iter()
        .copied()
        .filter(|&d| {
            assert!(mesh.contains(d), "destination {d:?} outside the mesh");
            d != src && seen.insert(d)
        })
        .collect();
    let zone = Zone::of(src, &ds);
    let (extended, quadrant) = extend(mesh, &zone, src);
    let frame = Frame::new(*mesh, &quadrant);
    let (sa, sb) = frame.to_ab(src);
    let (fa, fb) = frame.to_ab(quadrant.far_corner());
    debug_assert!(fa >= sa && fb >= sb);
    let m_of = |a: usize| sb + (sa - a);

    let mut assignments = vec![];
    // Branch destinations per main-path node, in canonical (a, b).
    let mut branch: BTreeMap<(usize, usize), Vec<(usize, usize)>> = BTreeMap::new();
    let mut on_main: BTreeSet<(usize, usize)> = BTreeSet::new();
    let mut source_column: Vec<(usize, usize)> = vec![];
    for &d in &ds {
        let (da, db) = frame.to_ab(d);
        let (subzone, main) = if (db == sb && da > sa) || (da == fa && db > sb) {
            on_main.insert((da, db));
            (Subzone::MainPath, (da, db))
        } else if da >= sa && db < sb {
            if da == sa {
                source_column.push((da, db));
                (Subzone::A, (sa, sb))
            } else {
                (Subzone::A, (da, sb))
            }
        } else if da >= sa {
            (Subzone::B, (fa, db))
        } else if db > sb {
            if db <= m_of(da) {
                (Subzone::C, (fa, m_of(da)))
            } else {
                (Subzone::C, (fa, db))
            }
        } else {
            (Subzone::D, (fa, m_of(da)))
        };
        debug_assert!(main.1 <= fb, "extension covers every D row");
        if subzone != Subzone::MainPath && main != (sa, sb) {
            branch.entry(main).or_default().push((da, db));
        }
        let phase = if subzone == Subzone::MainPath || main == (sa, sb) {
            1
        } else {
            2
        };
        assignments.push(Assignment {
            dest: d,
            subzone,
            main: frame.coord(main.0, main.1),
            phase,
        });
    }
    // Branch order: the row part (same b as the main node) by decreasing a, then the column
    // part by decreasing b.
    for (&(_, mb), v) in branch.iter_mut() {
        v.sort_by_key(|&(a, b)| {
            if b == mb {
                (0, usize::MAX - a)
            } else {
                (1, usize::MAX - b)
            }
        });
    }
    // The main path, in order, and the nodes on it that have work.
    let path: Vec<(usize, usize)> = (sa + 1..=fa)
        .map(|a| (a, sb))
        .chain((sb + 1..=fb).map(|b| (fa, b)))
        .collect();
    let needed: Vec<(usize, usize)> = path
        .into_iter()
        .filter(|n| on_main.contains(n) || branch.contains_key(n))
        .collect();
    let mut entries = vec![];
    for (i, n) in needed.iter().enumerate() {
        let mut f = 0;
        if on_main.contains(n) {
            f |= Flags::A;
        }
        if i + 1 < needed.len() {
            f |= Flags::F;
        }
        let br = branch.get(n);
        if br.is_some() {
            f |= Flags::R;
        }
        entries.push(Entry::new(frame.coord(n.0, n.1), Flags(f)));
        if let Some(br) = br {
            let nodes: Vec<Coord> = br.iter().map(|&(a, b)| frame.coord(a, b)).collect();
            entries.extend(chain(&nodes));
        }
    }
    let mut worms = vec![];
    if !entries.is_empty() {
        worms.push(Worm { src, entries });
    }
    if !source_column.is_empty() {
        source_column.sort_by_key(|&(_, b)| usize::MAX - b);
        let nodes: Vec<Coord> = source_column
            .iter()
            .map(|&(a, b)| frame.coord(a, b))
            .collect();
        worms.push(Worm {
            src,
            entries: chain(&nodes),
        });
    }
    TpmPlan {
        zone,
        extended,
        quadrant,
        frame,
        assignments,
        worms,
    }
}

/// The phase-1 TPM worm(s) from `src` for `dests` on `mesh` ([`tpm_plan`]'s worms).
pub fn tpm_worms(mesh: &Mesh, src: Coord, dests: &[Coord]) -> Vec<Worm> {
    tpm_plan(mesh, src, dests).worms
}
