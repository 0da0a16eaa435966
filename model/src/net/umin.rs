//! Binomial-tree software multicast for MINs (U-Min, McKinley, Xu, Esfahanian and Ni), the
//! paper's software baseline (Section 7): the source and its m destinations form a chain
//! ordered by address starting at the source (nodes above it ascending, then those below it
//! ascending: a cyclic order, which keeps the unicasts of one step in disjoint subtrees of
//! the fat tree, so they do not contend for links). A holder of the chain range `[lo, hi)`
//! (it is `chain[lo]`) sends the upper half `[mid, hi)` to `chain[mid]` with
//! `mid = lo + ceil((hi - lo) / 2)`, keeps `[lo, mid)` and repeats until it holds only
//! itself. Every receiver does the same for its range once it holds the whole message, so a
//! multicast takes ceil(log2(m + 1)) steps.

/// The U-Min chain of `src` and `dests`.
pub fn chain(src: usize, dests: &[usize]) -> Vec<usize> {
    let mut v: Vec<usize> = dests.iter().copied().filter(|&d| d != src).collect();
    v.sort_unstable();
    v.dedup();
    let split = v.partition_point(|&d| d < src);
    let mut c = Vec::with_capacity(v.len() + 1);
    c.push(src);
    c.extend_from_slice(&v[split..]);
    c.extend_from_slice(&v[..split]);
    c
}

/// The sends of the holder of `[lo, hi)`, in order: `(chain index of the receiver, its
/// range end)`; the receiver's range is `[index, end)`.
pub fn sends(lo: usize, hi: usize) -> Vec<(usize, usize)> {
    let mut v = vec![];
    let mut hi = hi;
    while hi - lo > 1 {
        let mid = lo + (hi - lo).div_ceil(2);
        v.push((mid, hi));
        hi = mid;
    }
    v
}

/// Steps of a multicast to m destinations.
pub fn steps(m: usize) -> u32 {
    (usize::BITS - m.leading_zeros()) as u32 // ceil(log2(m + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chain_is_cyclic_from_the_source() {
        assert_eq!(chain(5, &[9, 1, 7, 3]), vec![5, 7, 9, 1, 3]);
        assert_eq!(chain(0, &[3, 2]), vec![0, 2, 3]);
    }

    /// Every destination receives exactly once, and the depth is ceil(log2(m + 1)).
    #[test]
    fn binomial_tree_covers_every_destination_once() {
        for m in 1..=63usize {
            let mut got = vec![0u32; m + 1];
            let mut depth = vec![0u32; m + 1];
            let mut stack = vec![(0usize, m + 1)];
            while let Some((lo, hi)) = stack.pop() {
                for (step, (x, end)) in sends(lo, hi).into_iter().enumerate() {
                    got[x] += 1;
                    depth[x] = depth[lo] + step as u32 + 1;
                    stack.push((x, end));
                }
            }
            assert_eq!(got[0], 0);
            assert!(got[1..].iter().all(|&g| g == 1), "m={m}");
            assert_eq!(*depth.iter().max().unwrap(), steps(m), "m={m}");
        }
        assert_eq!((steps(1), steps(2), steps(3), steps(15)), (1, 2, 2, 4));
    }
}
