//! Multicast forwarding trees of LFC (LFC paper, Sections 3.2 and 5.2): the per-sender
//! forwarding table, as a tree over *ranks*.
//!
//! A multicast's members are ordered, the sender first: rank 0 is the root, rank `r` the
//! `r`-th member (see [`members`]). A [`Tree`] gives every rank its parent and children:
//! * **binomial** (LFC's default): the children of rank `r` are `r + 2^j` for every `j` with
//!   `2^j > r` (and `r + 2^j < n`): 0 -> 1, 2, 4, 8 ...; 1 -> 3, 5, 9 ...; shallow and broad
//!   (61 members: 6 levels, fan-out up to 6). With members at offsets `r` from the root
//!   (mod N) every parent-to-child link spans a power of two that grows down the tree, so the
//!   buffer dependencies of all senders' trees are acyclic: deadlock-free without recovery.
//! * **binary**: children `2r + 1` and `2r + 2` (61 members: 6 levels, 30 leaves at the last).
//! * **chain**: child `r + 1`: the deepest tree, best for one sender, and under all-to-all a
//!   ring of buffer dependencies (deadlock without recovery).
//! * **custom**: any tree given as the parent of every rank `1..n` (the config's
//!   `tree-parents`); [`Tree::from_parents`] rejects a table that misses a rank, names a rank
//!   outside `0..n`, or is not a tree (a cycle that never reaches the root).

use serde::{Deserialize, Serialize};

/// Shape of the per-sender multicast trees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TreeShape {
    Binomial,
    Binary,
    Chain,
    /// The parents given in the configuration (`tree-parents`).
    Custom,
}

/// A multicast tree over ranks `0..n` (rank 0 the root).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    parent: Vec<Option<usize>>,
    children: Vec<Vec<usize>>,
}

impl Tree {
    /// The tree of a built-in shape over `n` ranks (`n >= 1`; not `Custom`).
    pub fn shape(shape: TreeShape, n: usize) -> Tree {
        let mut parent = vec![None; n];
        for (r, p) in parent.iter_mut().enumerate().skip(1) {
            *p = Some(match shape {
                // The parent clears the highest set bit of r.
                TreeShape::Binomial => r - (1 << (usize::BITS - 1 - r.leading_zeros())),
                TreeShape::Binary => (r - 1) / 2,
                TreeShape::Chain => r - 1,
                TreeShape::Custom => panic!("a custom tree comes from Tree::from_parents"),
            });
        }
        Tree::from_parent_vec(parent)
    }

    /// A tree from the parent of every rank `1..=parents.len()` (`parents[i]` is the parent
    /// of rank `i + 1`); `n = parents.len() + 1` ranks. Errors name the first fault.
    pub fn from_parents(parents: &[usize], n: usize) -> Result<Tree, String> {
        if parents.len() != n - 1 {
            return Err(format!(
                "tree-parents has {} entries: a tree over {n} members needs one parent for each of ranks 1..={} (a member is missing or extra)",
                parents.len(),
                n - 1
            ));
        }
        let mut parent = vec![None; n];
        for (i, &p) in parents.iter().enumerate() {
            let r = i + 1;
            if p >= n || p == r {
                return Err(format!(
                    "tree-parents: rank {r} has parent {p}: allowed 0..{n} other than itself"
                ));
            }
            parent[r] = Some(p);
        }
        // Every rank must reach the root: walk up at most n steps.
        for r in 1..n {
            let mut x = r;
            let mut steps = 0;
            while let Some(p) = parent[x] {
                x = p;
                steps += 1;
                if steps > n {
                    return Err(format!(
                        "tree-parents is not a tree: rank {r} is on a cycle that never reaches the root (rank 0)"
                    ));
                }
            }
        }
        Ok(Tree::from_parent_vec(parent))
    }

    fn from_parent_vec(parent: Vec<Option<usize>>) -> Tree {
        let mut children = vec![vec![]; parent.len()];
        for (r, p) in parent.iter().enumerate() {
            if let Some(p) = p {
                children[*p].push(r);
            }
        }
        Tree { parent, children }
    }

    pub fn len(&self) -> usize {
        self.parent.len()
    }
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }
    pub fn parent(&self, r: usize) -> Option<usize> {
        self.parent[r]
    }
    pub fn children(&self, r: usize) -> &[usize] {
        &self.children[r]
    }
    /// Levels below the root of the deepest rank.
    pub fn depth(&self) -> usize {
        (0..self.len())
            .map(|mut r| {
                let mut d = 0;
                while let Some(p) = self.parent[r] {
                    r = p;
                    d += 1;
                }
                d
            })
            .max()
            .unwrap_or(0)
    }
    /// Largest number of children of one rank.
    pub fn max_fanout(&self) -> usize {
        self.children.iter().map(Vec::len).max().unwrap_or(0)
    }
}

/// The members of a multicast from `src` to `dests` on `n` nodes, in rank order: the source,
/// then the destinations by their offset `(d - src) mod n` (a broadcast's rank `r` is node
/// `(src + r) mod n`).
pub fn members(src: usize, dests: &[usize], n: usize) -> Vec<usize> {
    let mut m: Vec<usize> = dests.iter().copied().filter(|&d| d != src).collect();
    m.sort_by_key(|&d| (d + n - src) % n);
    m.dedup();
    m.insert(0, src);
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_match_the_paper_at_61_members() {
        let b = Tree::shape(TreeShape::Binomial, 8);
        assert_eq!(b.children(0), &[1, 2, 4]);
        assert_eq!(b.children(1), &[3, 5]);
        assert_eq!(b.children(3), &[7]);
        // Section 5.2: 61 nodes, binary tree 6 levels with 30 at the last; binomial 6 levels,
        // fan-out up to 6, 4 nodes at the last level.
        let bin = Tree::shape(TreeShape::Binary, 61);
        assert_eq!(bin.depth(), 5, "6 levels = depth 5 below the root");
        let last = (0..61)
            .filter(|&r| {
                let mut d = 0;
                let mut x = r;
                while let Some(p) = bin.parent(x) {
                    x = p;
                    d += 1;
                }
                d == 5
            })
            .count();
        assert_eq!(last, 30);
        let bn = Tree::shape(TreeShape::Binomial, 61);
        assert_eq!((bn.depth(), bn.max_fanout()), (5, 6));
        let deepest = (0..61usize).filter(|r| r.count_ones() == 5).count();
        assert_eq!(deepest, 4, "4 ranks at the 6th level");
        let c = Tree::shape(TreeShape::Chain, 61);
        assert_eq!((c.depth(), c.max_fanout()), (60, 1));
    }

    #[test]
    fn custom_tables_are_checked() {
        assert!(Tree::from_parents(&[0, 0, 1], 4).is_ok());
        let e = Tree::from_parents(&[0, 0], 4).unwrap_err();
        assert!(e.contains("missing"), "{e}");
        let e = Tree::from_parents(&[0, 3, 2], 4).unwrap_err();
        assert!(e.contains("not a tree"), "{e}");
        let e = Tree::from_parents(&[0, 9, 1], 4).unwrap_err();
        assert!(e.contains("rank 2 has parent 9"), "{e}");
        let e = Tree::from_parents(&[0, 0, 3], 4).unwrap_err();
        assert!(e.contains("rank 3 has parent 3"), "{e}");
    }

    #[test]
    fn members_by_offset() {
        assert_eq!(members(5, &[1, 7, 6, 5], 8), vec![5, 6, 7, 1]);
    }
}
