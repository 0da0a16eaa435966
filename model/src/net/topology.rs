//! The fat-tree builder: a bidirectional MIN (k-ary n-tree) of k-port switches with h = k/2
//! down ports (0..h) and h up ports (h..k), as in Figure 3 of the multidestination-worms
//! paper and BookSim2's `fattree` topology.
//!
//! # Numbering
//! * N = h^L nodes, L levels, N/h switches per level; switch `s = (l - 1) * N/h + i` is
//!   switch i of level l (level 1 holds the nodes, level L is the top).
//! * Switch i of level l serves the block `g = i / h^(l-1)` of h^l nodes
//!   (nodes `g * h^l ..`) and is copy `r = i mod h^(l-1)` of the h^(l-1) switches serving it.
//! * Node j is on down port `j mod h` of level-1 switch `j / h`.
//! * Up port `h + u` of switch (l, g, r) is linked to down port `g mod h` of switch
//!   (l + 1, g / h, r + u * h^(l-1)). Top-level up ports are left open.
//! * Down port p of a level-l switch of block g reaches nodes `(g h + p) h^(l-1) ..` (h^(l-1)
//!   nodes): its reachability mask, one word per bit-string flit.
//!
//! A message from s to a destination set D goes up `lca_level(s, D) - 1` levels (the LCA
//! count of its header, Section 3.3: up to any switch of the least common ancestor level,
//! adaptively) and then down, replicated wherever the bit-string meets a down port's mask.

use crate::route::{RouteConfig, UpPolicy};

/// A built fat tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FatTree {
    pub k: usize,
    /// Down (= up) ports per switch, k/2.
    pub h: usize,
    pub levels: usize,
    pub nodes: usize,
    /// Bidirectional switch-to-switch links `(switch, port, switch, port)`.
    pub links: Vec<(usize, usize, usize, usize)>,
    /// Node j's attachment `(switch, port)`.
    pub attach: Vec<(usize, usize)>,
}

impl FatTree {
    /// The fat tree of `nodes` = (k/2)^levels nodes.
    pub fn new(k: usize, nodes: usize) -> Result<FatTree, String> {
        if k < 4 || k % 2 != 0 {
            return Err(format!("invalid value k={k}: allowed an even number >= 4"));
        }
        let h = k / 2;
        let mut n = h;
        let mut levels = 1;
        while n < nodes {
            n *= h;
            levels += 1;
        }
        if n != nodes || levels < 2 {
            return Err(format!(
                "invalid value nodes={nodes}: allowed a power of k/2 = {h} with at least 2 levels"
            ));
        }
        let per = nodes / h;
        let mut links = vec![];
        for l in 1..levels {
            let span = h.pow(l as u32 - 1);
            for i in 0..per {
                let (g, r) = (i / span, i % span);
                for u in 0..h {
                    let parent = l * per + (g / h) * span * h + r + u * span;
                    links.push(((l - 1) * per + i, h + u, parent, g % h));
                }
            }
        }
        let attach = (0..nodes).map(|j| (j / h, j % h)).collect();
        Ok(FatTree {
            k,
            h,
            levels,
            nodes,
            links,
            attach,
        })
    }

    pub fn switches(&self) -> usize {
        self.levels * self.nodes / self.h
    }

    /// Level (1-based) of switch `s`.
    pub fn level(&self, s: usize) -> usize {
        s / (self.nodes / self.h) + 1
    }

    /// First node of the subtree below down port `p` of switch `s`, and its size.
    pub fn port_span(&self, s: usize, p: usize) -> (usize, usize) {
        let l = self.level(s);
        let i = s % (self.nodes / self.h);
        let sub = self.h.pow(l as u32 - 1);
        let g = i / sub;
        ((g * self.h + p) * sub, sub)
    }

    /// Route configuration of switch `s` at flit width `w`: its reachability masks (one word
    /// per bit-string flit for each down port).
    pub fn route(&self, s: usize, w: usize, policy: UpPolicy) -> RouteConfig {
        let b = crate::packet::bitstring_flits(self.nodes, w);
        let reach = (0..self.h)
            .map(|p| {
                let (base, n) = self.port_span(s, p);
                let mut m = vec![0u64; b];
                for d in base..base + n {
                    m[d / w] |= 1 << (d % w);
                }
                m
            })
            .collect();
        RouteConfig {
            k: self.k,
            down: self.h,
            nodes: self.nodes,
            w,
            reach,
            policy,
        }
    }

    /// Level of the least common ancestor switches of nodes a and b (1 when they share a
    /// level-1 switch).
    pub fn lca_level(&self, a: usize, b: usize) -> usize {
        let (mut x, mut y, mut l) = (a / self.h, b / self.h, 1);
        while x != y {
            x /= self.h;
            y /= self.h;
            l += 1;
        }
        l
    }

    /// The LCA count a source writes into the header (Section 3.3): the levels to climb.
    pub fn lca_count(&self, src: usize, dests: &[usize]) -> u64 {
        dests
            .iter()
            .map(|&d| self.lca_level(src, d) - 1)
            .max()
            .unwrap_or(0) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixteen_nodes_of_8_port_switches() {
        let t = FatTree::new(8, 16).unwrap();
        assert_eq!((t.levels, t.switches(), t.links.len()), (2, 8, 16));
        // Every leaf reaches every top switch once, on distinct ports.
        for (a, p, b, q) in &t.links {
            assert!(*a < 4 && *b >= 4 && *p >= 4 && *q < 4);
            assert_eq!(*q, *a % 4);
        }
        let mut tops: Vec<_> = t.links.iter().map(|l| (l.2, l.3)).collect();
        tops.sort();
        tops.dedup();
        assert_eq!(tops.len(), 16);
        assert_eq!(t.port_span(5, 2), (8, 4));
        assert_eq!(t.port_span(1, 3), (7, 1));
        assert_eq!((t.lca_level(0, 3), t.lca_level(0, 4)), (1, 2));
        assert_eq!(t.lca_count(5, &[4, 6]), 0);
        assert_eq!(t.lca_count(5, &[4, 12]), 1);
    }

    /// From every node, going up along any up ports and then down by the reachability masks
    /// reaches exactly the destination: the wiring and the masks agree.
    #[test]
    fn every_route_reaches_its_destination() {
        for (k, n) in [(8, 16), (8, 64), (4, 16), (8, 1024)] {
            let t = FatTree::new(k, n).unwrap();
            let mut peer = std::collections::HashMap::new();
            for &(a, p, b, q) in &t.links {
                peer.insert((a, p), (b, q));
                peer.insert((b, q), (a, p));
            }
            let mut ports_used = std::collections::HashSet::new();
            for &(a, p, b, q) in &t.links {
                assert!(ports_used.insert((a, p)) && ports_used.insert((b, q)));
            }
            for src in (0..n).step_by(7) {
                for dst in (0..n).step_by(5) {
                    let ups = t.lca_level(src, dst) - 1;
                    let (mut s, _) = t.attach[src];
                    for hop in 0..ups {
                        let u = (src + dst + hop) % t.h; // any up port will do
                        s = peer[&(s, t.h + u)].0;
                    }
                    loop {
                        let hits: Vec<usize> = (0..t.h)
                            .filter(|&p| {
                                let (b, m) = t.port_span(s, p);
                                (b..b + m).contains(&dst)
                            })
                            .collect();
                        assert_eq!(hits.len(), 1);
                        let p = hits[0];
                        if t.level(s) == 1 {
                            assert_eq!(t.attach[dst], (s, p));
                            break;
                        }
                        s = peer[&(s, p)].0;
                    }
                }
            }
        }
    }

    #[test]
    fn bad_sizes_are_rejected() {
        assert!(FatTree::new(8, 32).unwrap_err().contains("nodes=32"));
        assert!(FatTree::new(8, 4)
            .unwrap_err()
            .contains("at least 2 levels"));
    }
}
