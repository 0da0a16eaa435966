//! A multicast scheme's schedule: every message it sends, with its start-up phase, its
//! sender, the message it was retransmitted from, its explicit hop path and the nodes where
//! it stops (absorbs or is stored for retransmission). TPM, dual-path, column-path and
//! unicast-based multicast are all represented this way, and [`crate::tpm::timing`] prices
//! any schedule.

use crate::mesh::{Coord, Mesh};

/// A node where a message stops: its consumption channel receives the message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathStop {
    /// Index into [`Sent::path`].
    pub at: usize,
    /// The application receives the message (A); otherwise it is stored only (R).
    pub absorb: bool,
}

/// One message of a schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sent {
    /// Start-up phase, 1 for the source's messages, `p + 1` for a message retransmitted
    /// from one received in phase `p`.
    pub phase: u32,
    /// The sender.
    pub src: Coord,
    /// The message this one retransmits and the index in its path where it was received
    /// (`None` for the source's messages).
    pub parent: Option<(usize, usize)>,
    /// Nodes visited, `path[0] == src`, consecutive nodes neighbours.
    pub path: Vec<Coord>,
    /// Stops in path order (at most one per path index, the last at the path's end).
    pub stops: Vec<PathStop>,
}

impl Sent {
    /// Channels crossed.
    pub fn hops(&self) -> usize {
        self.path.len() - 1
    }
}

/// A scheme's messages for one multicast, parents before children; within one node and
/// phase, in the order the node starts them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Schedule {
    /// The messages.
    pub sent: Vec<Sent>,
}

impl Schedule {
    /// Per node (mesh numbering), the phases in which its application received the message.
    pub fn received(&self, mesh: &Mesh) -> Vec<Vec<u32>> {
        let mut r = vec![vec![]; mesh.nodes()];
        for s in &self.sent {
            for st in &s.stops {
                if st.absorb {
                    r[mesh.node(s.path[st.at])].push(s.phase);
                }
            }
        }
        r
    }
    /// The highest start-up phase used.
    pub fn phases(&self) -> u32 {
        self.sent.iter().map(|s| s.phase).max().unwrap_or(0)
    }
    /// Structural check: paths are walks of neighbours starting at the sender, stops are
    /// increasing and the last one ends the path, parents precede children and the child
    /// starts where the parent stopped.
    pub fn check(&self, mesh: &Mesh) -> Result<(), String> {
        for (i, s) in self.sent.iter().enumerate() {
            if s.path.first() != Some(&s.src) {
                return Err(format!("message {i}: path does not start at the sender"));
            }
            for w in s.path.windows(2) {
                if Mesh::distance(w[0], w[1]) != 1 || !mesh.contains(w[1]) {
                    return Err(format!("message {i}: {:?} -> {:?} is no hop", w[0], w[1]));
                }
            }
            if s.stops.last().map(|p| p.at) != Some(s.path.len() - 1) {
                return Err(format!("message {i}: does not stop at its path's end"));
            }
            if s.stops.windows(2).any(|w| w[0].at >= w[1].at) || s.stops[0].at == 0 {
                return Err(format!(
                    "message {i}: stops not increasing after the sender"
                ));
            }
            match s.parent {
                None if s.phase != 1 => {
                    return Err(format!("message {i}: phase {} without parent", s.phase))
                }
                Some((p, at)) => {
                    if p >= i {
                        return Err(format!("message {i}: parent {p} does not precede it"));
                    }
                    let par = &self.sent[p];
                    if par.path.get(at) != Some(&s.src) || par.phase + 1 != s.phase {
                        return Err(format!("message {i}: not retransmitted from {p}"));
                    }
                    if !par.stops.iter().any(|st| st.at == at) {
                        return Err(format!("message {i}: parent {p} does not stop at {at}"));
                    }
                }
                None => {}
            }
        }
        Ok(())
    }
}
