//! Functional delivery: executes the router semantics of [`crate::tpm::worm`] for one
//! multicast operation. The source's worms form phase 1; every R entry's retransmit list
//! becomes a worm injected by that node in the next phase; and so on until no worm is left.
//! The result is the [`Schedule`] (explicit paths) and, per node, the phases in which its
//! application received the message.

use std::collections::VecDeque;

use crate::mesh::{Coord, Entry, Mesh};
use crate::tpm::schedule::{PathStop, Schedule, Sent};
use crate::tpm::worm::{check_worm, Worm};

/// A worm waiting to be injected: the worm, its phase, and its parent message and the
/// parent's path index where it was received.
type Pending = (Worm, u32, Option<(usize, usize)>);

/// The outcome of [`deliver`].
#[derive(Clone, Debug)]
pub struct Delivery {
    /// Per node (mesh numbering), the phase of every application delivery (A).
    pub received: Vec<Vec<u32>>,
    /// Every worm injected, phase by phase.
    pub schedule: Schedule,
}

/// Execute the worms `phase1` (each injected by its own `src`) and every retransmission
/// they cause. Every worm, the re-injected ones included, is checked with
/// [`check_worm`] first; an illegal worm is an error naming the phase and the rule.
pub fn deliver(mesh: &Mesh, phase1: &[Worm]) -> Result<Delivery, String> {
    let mut sched = Schedule::default();
    let mut queue: VecDeque<Pending> = phase1.iter().map(|w| (w.clone(), 1, None)).collect();
    while let Some((w, phase, parent)) = queue.pop_front() {
        check_worm(mesh, &w).map_err(|m| format!("phase {phase} worm from {:?}: {m}", w.src))?;
        let me = sched.sent.len();
        let mut list: VecDeque<Entry> = w.entries.iter().copied().collect();
        let mut cur = w.src;
        let mut path = vec![cur];
        let mut stops = vec![];
        while let Some(head) = list.front().copied() {
            while let Some(d) = mesh.route(cur, head.at) {
                cur = mesh.neighbour(cur, d).expect("route stays inside the mesh");
                path.push(cur);
            }
            let at = path.len() - 1;
            let mut absorb = false;
            let mut consumed = false;
            let mut last;
            loop {
                let e = list.pop_front().expect("head exists");
                last = e.flags;
                absorb |= e.flags.absorb();
                consumed |= e.flags.absorb() || e.flags.retransmit();
                if e.flags.retransmit() {
                    let mut branch = vec![];
                    loop {
                        let b = list.pop_front().ok_or("R entry without ABS")?;
                        branch.push(b);
                        if b.flags.absorb_only() {
                            break;
                        }
                    }
                    queue.push_back((
                        Worm {
                            src: cur,
                            entries: branch,
                        },
                        phase + 1,
                        Some((me, at)),
                    ));
                }
                match list.front() {
                    Some(h) if h.at == cur && e.flags.retransmit() => continue,
                    _ => break,
                }
            }
            if consumed {
                stops.push(PathStop { at, absorb });
            }
            if !last.forward() {
                if !list.is_empty() {
                    return Err(format!(
                        "worm from {:?} ends at {cur:?} with entries left",
                        w.src
                    ));
                }
                break;
            }
        }
        sched.sent.push(Sent {
            phase,
            src: w.src,
            parent,
            path,
            stops,
        });
    }
    Ok(Delivery {
        received: sched.received(mesh),
        schedule: sched,
    })
}

/// Whether `d` delivered the message exactly once to each of `dests`, never to another
/// node's application, within `max_phase` phases; `Err` says which node is wrong.
pub fn check_exactly_once(
    mesh: &Mesh,
    d: &Delivery,
    dests: &[Coord],
    max_phase: u32,
) -> Result<(), String> {
    let mut want = vec![false; mesh.nodes()];
    for &c in dests {
        want[mesh.node(c)] = true;
    }
    for (n, r) in d.received.iter().enumerate() {
        let c = mesh.coord(n);
        match (want[n], r.len()) {
            (true, 1) if r[0] <= max_phase => {}
            (true, 1) => return Err(format!("{c:?} received in phase {}", r[0])),
            (true, k) => return Err(format!("destination {c:?} received {k} times")),
            (false, 0) => {}
            (false, k) => return Err(format!("non-destination {c:?} received {k} times")),
        }
    }
    Ok(())
}
