//! The multidestination worm and its legality: the contract with the TPM router.
//!
//! A [`Worm`] is injected at `src` with an ordered list of [`Entry`]s. It travels by the
//! mesh's dimension-order routing ([`Mesh::route`]) towards its **head** entry. At the head
//! entry's node:
//!
//! 1. the entry is popped; if its flags have A or R the node's consumption channel receives
//!    the message (A: delivered to the application; R without A: stored only, TAR / TAFR);
//! 2. if R: the router also pops the following entries up to and including the first
//!    absorb-only (ABS) entry; they are this node's **retransmit list**: the node re-injects
//!    exactly one worm with exactly those entries in the next phase;
//! 3. if the new head is at the same node (a node retransmitting several branches is listed
//!    once per branch, consecutive entries each with R), it is processed again from 1;
//! 4. otherwise, if the last processed entry of this node had F, the worm continues towards
//!    the new head; without F the worm ends there, and no entries may remain.
//!
//! **Legality** ([`check_worm`]; the router drops a worm that breaks it as *unsorted*): the
//! *routed* entries (those not inside a retransmit list) must give one dimension-order path
//! `src -> e1 -> e2 -> ...`: it never reverses a direction and never turns from the second
//! routed dimension back to the first; no segment has length zero except between
//! consecutive entries of one node that both have R; every R entry's retransmit list exists
//! (ends in an ABS entry) and is itself a legal worm from that node; every routed entry
//! followed by one at another node has F; the last routed entry has no F; every flag value
//! is one of the six defined operations; every node is inside the mesh.

use crate::mesh::{Coord, Dir, Entry, Mesh};

/// A multidestination worm as injected: source and ordered destination entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worm {
    /// The injecting node.
    pub src: Coord,
    /// The header's destination list, head first.
    pub entries: Vec<Entry>,
}

/// One routed entry of a worm and the retransmit list it pops (empty without R).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    /// The routed entry.
    pub entry: Entry,
    /// The entries popped after it (R): the worm its node re-injects.
    pub branch: Vec<Entry>,
}

/// Split a worm's entries into routed entries and their retransmit lists, as the router
/// pops them. Errors when an R entry has no ABS entry after it.
pub fn stops(entries: &[Entry]) -> Result<Vec<Stop>, String> {
    let mut out = vec![];
    let mut i = 0;
    while i < entries.len() {
        let e = entries[i];
        i += 1;
        let mut branch = vec![];
        if e.flags.retransmit() {
            let j = entries[i..]
                .iter()
                .position(|x| x.flags.absorb_only())
                .ok_or_else(|| {
                    format!(
                        "{} entry at {:?} has no ABS entry ending its retransmit list",
                        e.flags.name(),
                        e.at
                    )
                })?;
            branch = entries[i..=i + j].to_vec();
            i += j + 1;
        }
        out.push(Stop { entry: e, branch });
    }
    Ok(out)
}

/// Whether a sequence of hops is one dimension-order path of `mesh`: the first routed
/// dimension only before the second, and one direction per dimension.
pub fn check_hops(mesh: &Mesh, hops: &[Dir]) -> Result<(), String> {
    let first_is_x = mesh.x_first();
    let mut seen: [Option<Dir>; 2] = [None, None];
    let mut in_second = false;
    for (i, &d) in hops.iter().enumerate() {
        let first = d.is_x() == first_is_x;
        if first && in_second {
            return Err(format!(
                "hop {i} ({d:?}) turns back from the second routed dimension to the first"
            ));
        }
        if !first {
            in_second = true;
        }
        let k = usize::from(!first);
        match seen[k] {
            Some(p) if p != d => {
                return Err(format!("hop {i} ({d:?}) reverses direction ({p:?} before)"))
            }
            _ => seen[k] = Some(d),
        }
    }
    Ok(())
}

/// The dimension-order hops from `a` to `b`.
pub fn hops(mesh: &Mesh, a: Coord, b: Coord) -> Vec<Dir> {
    let mut v = vec![];
    let mut c = a;
    while let Some(d) = mesh.route(c, b) {
        v.push(d);
        c = mesh.neighbour(c, d).expect("route stays inside the mesh");
    }
    v
}

/// The router's legality rules (module doc); `Err` names the first broken rule.
pub fn check_worm(mesh: &Mesh, w: &Worm) -> Result<(), String> {
    if !mesh.contains(w.src) {
        return Err(format!("source {:?} outside the mesh", w.src));
    }
    if w.entries.is_empty() {
        return Err("no entries".into());
    }
    for e in &w.entries {
        if !mesh.contains(e.at) {
            return Err(format!("entry {:?} outside the mesh", e.at));
        }
        if !e.flags.defined() {
            return Err(format!(
                "entry {:?} has undefined flags {}",
                e.at, e.flags.0
            ));
        }
    }
    let st = stops(&w.entries)?;
    let mut cur = w.src;
    let mut all_hops = vec![];
    for (k, s) in st.iter().enumerate() {
        let e = s.entry;
        if e.at == cur {
            let ok = k > 0 && st[k - 1].entry.flags.retransmit() && e.flags.retransmit();
            if !ok {
                return Err(format!(
                    "zero-length segment to {:?} (entry {k}) outside a group of R entries",
                    e.at
                ));
            }
        } else {
            if k > 0 && !st[k - 1].entry.flags.forward() {
                return Err(format!(
                    "entry {k} at {:?} follows {:?} which has no F",
                    e.at,
                    st[k - 1].entry.at
                ));
            }
            all_hops.extend(hops(mesh, cur, e.at));
            cur = e.at;
        }
        if !s.branch.is_empty() {
            check_worm(
                mesh,
                &Worm {
                    src: e.at,
                    entries: s.branch.clone(),
                },
            )
            .map_err(|m| format!("retransmit list of {:?} (entry {k}): {m}", e.at))?;
        }
    }
    let last = st.last().expect("entries non-empty").entry;
    if last.flags.forward() {
        return Err(format!("last routed entry {:?} has F", last.at));
    }
    check_hops(mesh, &all_hops).map_err(|m| format!("unsorted: {m}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mesh::Flags;

    fn e(x: usize, y: usize, f: Flags) -> Entry {
        Entry::new(Coord::new(x, y), f)
    }

    #[test]
    fn legal_and_illegal_worms() {
        let m = Mesh::new(8, 8);
        let src = Coord::new(1, 1);
        let ok = |entries: Vec<Entry>| check_worm(&m, &Worm { src, entries });
        // XY path, absorb on the way.
        assert!(ok(vec![e(3, 1, Flags::PAF), e(3, 4, Flags::ABS)]).is_ok());
        // Two branches at one node, consecutive R entries.
        assert!(ok(vec![
            e(3, 1, Flags::PAR),
            e(3, 0, Flags::ABS),
            e(3, 1, Flags::TAR),
            e(2, 1, Flags::ABS),
        ])
        .is_ok());
        // Reversal in x.
        assert!(ok(vec![e(3, 1, Flags::PAF), e(2, 1, Flags::ABS)])
            .unwrap_err()
            .contains("reverses"));
        // Y then X.
        assert!(ok(vec![e(1, 3, Flags::PAF), e(4, 3, Flags::ABS)])
            .unwrap_err()
            .contains("turns back"));
        // Zero-length without R.
        assert!(ok(vec![e(3, 1, Flags::PAF), e(3, 1, Flags::ABS)]).is_err());
        // Last with F.
        assert!(ok(vec![e(3, 1, Flags::PAF)]).is_err());
        // R without ABS after it.
        assert!(ok(vec![e(3, 1, Flags::TAR), e(3, 2, Flags::PAF)]).is_err());
        // Missing F before a further entry.
        assert!(ok(vec![e(3, 1, Flags::ABS), e(3, 2, Flags::ABS)]).is_err());
        // Illegal retransmit list (reverses).
        assert!(ok(vec![
            e(3, 1, Flags::TAR),
            e(3, 0, Flags::PAF),
            e(3, 2, Flags::ABS)
        ])
        .is_err());
        // Undefined flags and zero-length from the source.
        assert!(ok(vec![e(3, 1, Flags(Flags::F))]).is_err());
        assert!(ok(vec![e(1, 1, Flags::ABS)]).is_err());
        // A YX mesh: Y first.
        let m = Mesh::new(8, 4);
        let w = Worm {
            src: Coord::new(0, 0),
            entries: vec![e(0, 2, Flags::PAF), e(5, 2, Flags::ABS)],
        };
        assert!(check_worm(&m, &w).is_ok());
        let w = Worm {
            src: Coord::new(0, 0),
            entries: vec![e(5, 0, Flags::PAF), e(5, 2, Flags::ABS)],
        };
        assert!(check_worm(&m, &w).is_err());
    }
}
