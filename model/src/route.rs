//! Route decode for the fat-tree switches (multidestination-worms paper, Sections 3.2, 3.3).
//!
//! Ports `0..down` are down ports (toward the nodes), ports `down..k` are up ports. A head
//! with LCA count > 0 goes up: to one up port, with the count decremented in the forwarded
//! head. `Adaptive` picks the up port with the most free space downstream (credits); ties go
//! round robin: each input port keeps an [`UpPointer`], the up port its next tie search
//! starts at (power-on: up port `input mod up`), moved to the port after the chosen one at
//! every upward decode ([`RouteConfig::decode_next`]). `Deterministic` picks up port
//! `input mod up` (reproducible, load-spreading).
//! A head with count 0 goes down: the bit-string is ANDed with each down port's reachability
//! mask (N bits, set at configuration time); every down port with a non-zero AND is a
//! destination (k_s of them). No destination is malformed.

use crate::packet::HeadLayout;

/// Up-port selection policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UpPolicy {
    Adaptive,
    Deterministic,
}

/// Static routing configuration of one switch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RouteConfig {
    /// Ports k.
    pub k: usize,
    /// Number of down ports (ports 0..down); the rest are up ports. `k - down >= 1` unless the
    /// switch is a root (then `down == k` and a count > 0 is malformed).
    pub down: usize,
    /// Nodes N.
    pub nodes: usize,
    /// Flit width W.
    pub w: usize,
    /// Reachability mask per down port: `reach[p][b]` = mask bits for bit-string flit b.
    pub reach: Vec<Vec<u64>>,
    pub policy: UpPolicy,
}

/// The adaptive policy's round-robin tie-break state of one input port: `next` is the up-port
/// index (0..up) where the search for the most credits starts, so among the up ports with the
/// most credits the first at or after `next` (cyclically) wins. Power-on (and reset) value:
/// `input mod up` ([`RouteConfig::up_pointer`]); after each upward decode: the up port after
/// the chosen one. It changes only the adaptive choice (the deterministic decoder keeps and
/// advances it too, unused).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UpPointer {
    pub next: usize,
}

/// What the decoder decides for one packet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// Output ports (bit p = port p).
    pub mask: u64,
    /// Number of output ports, k_s.
    pub ks: u32,
    /// The head to forward (count decremented when going up).
    pub head: u64,
    /// Going up.
    pub up: bool,
}

/// Why a header was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RouteError {
    /// Count 0 and no down port's mask intersects the bit-string (or count > 0 at a root).
    EmptyDestinationSet,
}

impl RouteConfig {
    pub fn up(&self) -> usize {
        self.k - self.down
    }
    pub fn bitstring_flits(&self) -> usize {
        crate::packet::bitstring_flits(self.nodes, self.w)
    }
    /// The power-on [`UpPointer`] of input port `input`: up port `input mod up` (0 at a root).
    pub fn up_pointer(&self, input: usize) -> UpPointer {
        UpPointer {
            next: if self.up() == 0 { 0 } else { input % self.up() },
        }
    }
    /// [`RouteConfig::decode_from`] with the input's power-on pointer (a stateless decode: the
    /// first packet's route; callers that only need the destination set or up/down use it).
    pub fn decode(
        &self,
        input: usize,
        head: u64,
        bs: &[u64],
        up_credits: &[u32],
    ) -> Result<Route, RouteError> {
        self.decode_from(self.up_pointer(input), input, head, bs, up_credits)
    }
    /// The input port's decode: [`RouteConfig::decode_from`] with its pointer `ptr`, then
    /// `ptr` moves to the up port after the chosen one if the packet goes up.
    pub fn decode_next(
        &self,
        ptr: &mut UpPointer,
        input: usize,
        head: u64,
        bs: &[u64],
        up_credits: &[u32],
    ) -> Result<Route, RouteError> {
        let r = self.decode_from(*ptr, input, head, bs, up_credits);
        if let Ok(rt) = &r {
            if rt.up {
                let u = rt.mask.trailing_zeros() as usize - self.down;
                ptr.next = (u + 1) % self.up();
            }
        }
        r
    }
    /// Decode `head` and bit-string flits `bs` arriving on `input` with tie-break pointer
    /// `ptr`; `up_credits[u]` is the free space downstream of up port `down + u`.
    pub fn decode_from(
        &self,
        ptr: UpPointer,
        input: usize,
        head: u64,
        bs: &[u64],
        up_credits: &[u32],
    ) -> Result<Route, RouteError> {
        let lay = HeadLayout { w: self.w };
        if lay.count(head) > 0 {
            if self.up() == 0 {
                return Err(RouteError::EmptyDestinationSet);
            }
            let u = match self.policy {
                UpPolicy::Deterministic => input % self.up(),
                UpPolicy::Adaptive => {
                    // Most credits; among equals the first at or after the pointer.
                    let up = self.up();
                    let mut best = ptr.next % up;
                    for i in 1..up {
                        let u = (ptr.next + i) % up;
                        if up_credits[u] > up_credits[best] {
                            best = u;
                        }
                    }
                    best
                }
            };
            return Ok(Route {
                mask: 1 << (self.down + u),
                ks: 1,
                head: lay.dec_count(head),
                up: true,
            });
        }
        let mut mask = 0u64;
        for p in 0..self.down {
            if (0..self.bitstring_flits()).any(|b| bs[b] & self.reach[p][b] != 0) {
                mask |= 1 << p;
            }
        }
        if mask == 0 {
            return Err(RouteError::EmptyDestinationSet);
        }
        Ok(Route {
            mask,
            ks: mask.count_ones(),
            head,
            up: false,
        })
    }
}

/// Reachability masks of a switch in a k-ary fat-tree of `nodes` nodes: down port p of a
/// switch whose subtree holds nodes `base .. base + span` reaches nodes
/// `base + p * span / down ..` (span / down nodes each). Masks are per bit-string flit.
pub fn fat_tree_reach(
    nodes: usize,
    w: usize,
    down: usize,
    base: usize,
    span: usize,
) -> Vec<Vec<u64>> {
    let b = crate::packet::bitstring_flits(nodes, w);
    let per = span / down;
    (0..down)
        .map(|p| {
            let mut m = vec![0u64; b];
            for d in base + p * per..base + (p + 1) * per {
                m[d / w] |= 1 << (d % w);
            }
            m
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    fn cfg(policy: UpPolicy) -> RouteConfig {
        // A leaf switch of a 16-node fat-tree: 4 down ports reach nodes 4..8, one each.
        RouteConfig {
            k: 8,
            down: 4,
            nodes: 16,
            w: 16,
            reach: fat_tree_reach(16, 16, 4, 4, 4),
            policy,
        }
    }
    #[test]
    fn down_replicates_to_matching_ports() {
        let c = cfg(UpPolicy::Adaptive);
        let lay = HeadLayout { w: 16 };
        let h = lay.encode(true, 0, 10);
        let r = c
            .decode(0, h, &[(1 << 5) | (1 << 7) | (1 << 12)], &[0; 4])
            .unwrap();
        assert_eq!((r.mask, r.ks, r.up, r.head), (0b1010, 2, false, h));
        assert_eq!(
            c.decode(0, h, &[1 << 12], &[0; 4]),
            Err(RouteError::EmptyDestinationSet)
        );
    }
    #[test]
    fn up_is_adaptive_or_deterministic() {
        let lay = HeadLayout { w: 16 };
        let h = lay.encode(false, 2, 10);
        let r = cfg(UpPolicy::Adaptive)
            .decode(3, h, &[1], &[5, 9, 9, 2])
            .unwrap();
        assert_eq!((r.mask, r.ks, r.up), (1 << 5, 1, true));
        assert_eq!(lay.count(r.head), 1);
        let r = cfg(UpPolicy::Deterministic)
            .decode(6, h, &[1], &[5, 9, 9, 2])
            .unwrap();
        assert_eq!(r.mask, 1 << (4 + 2));
        let r = cfg(UpPolicy::Adaptive)
            .decode(0, h, &[1], &[1, 0, 3, 3])
            .unwrap();
        assert_eq!(
            r.mask,
            1 << 6,
            "most credits, the first at the pointer (0) on a tie"
        );
    }
    #[test]
    fn adaptive_ties_go_round_robin_per_input() {
        let c = cfg(UpPolicy::Adaptive);
        let lay = HeadLayout { w: 16 };
        let up = lay.encode(false, 1, 10);
        let down = lay.encode(false, 0, 10);
        // Input 2 starts at up port 2 (= input mod 4) and rotates through all four on ties.
        let mut p = c.up_pointer(2);
        let ports: Vec<u64> = (0..6)
            .map(|_| c.decode_next(&mut p, 2, up, &[1], &[7; 4]).unwrap().mask)
            .collect();
        let want: Vec<u64> = [2, 3, 0, 1, 2, 3].iter().map(|u| 1 << (4 + u)).collect();
        assert_eq!(ports, want);
        // A down packet leaves the pointer alone; the most credits still win over the pointer.
        c.decode_next(&mut p, 2, down, &[1 << 5], &[7; 4]).unwrap();
        assert_eq!(p.next, 0);
        let r = c.decode_next(&mut p, 2, up, &[1], &[7, 7, 9, 9]).unwrap();
        assert_eq!((r.mask, p.next), (1 << 6, 3), "ties among the best only");
        let r = c.decode_next(&mut p, 2, up, &[1], &[7, 7, 9, 9]).unwrap();
        assert_eq!((r.mask, p.next), (1 << 7, 0));
        let r = c.decode_next(&mut p, 2, up, &[1], &[7, 7, 9, 9]).unwrap();
        assert_eq!(
            (r.mask, p.next),
            (1 << 6, 3),
            "from the pointer (3) round to the first best"
        );
        // Deterministic ignores it.
        let d = cfg(UpPolicy::Deterministic);
        let mut q = d.up_pointer(1);
        for _ in 0..3 {
            assert_eq!(
                d.decode_next(&mut q, 1, up, &[1], &[7; 4]).unwrap().mask,
                1 << 5
            );
        }
    }
    #[test]
    fn fat_tree_reach_splits_the_subtree_per_down_port() {
        // A leaf of 16 nodes, subtree 4..8: one node per port.
        assert_eq!(
            fat_tree_reach(16, 16, 4, 4, 4),
            vec![vec![1 << 4], vec![1 << 5], vec![1 << 6], vec![1 << 7]]
        );
        // The root of 32 nodes at W = 16 (two bit-string flits), two down ports of 16 nodes.
        assert_eq!(
            fat_tree_reach(32, 16, 2, 0, 32),
            vec![vec![0xffff, 0], vec![0, 0xffff]]
        );
        // Four down ports of 8 nodes across the two flits.
        assert_eq!(
            fat_tree_reach(32, 16, 4, 0, 32)[3],
            vec![0, 0xff00],
            "nodes 24..32"
        );
    }
    #[test]
    fn multi_flit_bitstring_and_root() {
        // The root of a 32-node tree at W = 16: B = 2, and the second flit matters.
        let root = RouteConfig {
            k: 4,
            down: 4,
            nodes: 32,
            w: 16,
            reach: fat_tree_reach(32, 16, 4, 0, 32),
            policy: UpPolicy::Adaptive,
        };
        assert_eq!((root.up(), root.bitstring_flits()), (0, 2));
        let lay = HeadLayout { w: 16 };
        let h = lay.encode(true, 0, 10);
        let r = root.decode(0, h, &[0, 1 << 10], &[]).unwrap();
        assert_eq!((r.mask, r.ks, r.up), (1 << 3, 1, false), "node 26");
        let r = root.decode(0, h, &[1 << 9, 1 << 1], &[]).unwrap();
        assert_eq!((r.mask, r.ks), (0b0110, 2), "nodes 9 and 17");
        assert_eq!(
            root.decode(0, lay.encode(true, 1, 10), &[1, 0], &[]),
            Err(RouteError::EmptyDestinationSet),
            "no up port at the root"
        );
    }
}
