//! Definition 1 wiring of the banyan network.
//!
//! Links at each stage are labelled with n bits `a_{n-1}..a_0`; the SE is `a_{n-1}..a_1` and
//! `a_0` selects its input (0 = upper) or output port. Nodes feed stage n-1 through the perfect
//! shuffle `IC_n` (rotate left by one); the output links of stage i feed stage i-1 through
//! the butterfly `IC_i` (swap bits i and 0). `IC_0` is the identity: output link j of stage 0
//! is node j.

/// `IC_n`: node `s` drives input link `IC_n(s)` of stage n-1.
pub fn shuffle(n: usize, s: usize) -> usize {
    let nn = 1usize << n;
    ((s << 1) | (s >> (n - 1))) & (nn - 1)
}

/// `IC_i`: output link `l` of stage i drives input link `butterfly(i, l)` of stage i-1
/// (or node `l` when i = 0).
pub fn butterfly(i: usize, l: usize) -> usize {
    let b0 = l & 1;
    let bi = (l >> i) & 1;
    let cleared = l & !(1usize | (1usize << i));
    cleared | (b0 << i) | bi
}

/// Stage index (n-1 down to 0) of the `k`-th stage from the inputs (k = 0 is stage n-1).
pub fn stage_of(n: usize, k: usize) -> usize {
    n - 1 - k
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn wiring_is_permutation() {
        for n in 2..=6 {
            let nn = 1 << n;
            let mut seen = vec![false; nn];
            for s in 0..nn {
                seen[shuffle(n, s)] = true;
            }
            assert!(seen.iter().all(|&b| b));
            for i in 0..n {
                let mut seen = vec![false; nn];
                for l in 0..nn {
                    seen[butterfly(i, l)] = true;
                }
                assert!(seen.iter().all(|&b| b), "IC_{i} n={n}");
            }
        }
        assert_eq!(shuffle(3, 0b100), 0b001);
        assert_eq!(butterfly(2, 0b001), 0b100);
        assert_eq!(butterfly(0, 0b101), 0b101);
    }
}
