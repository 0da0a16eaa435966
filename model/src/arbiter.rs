//! Round-robin arbiter golden model (shared by the switches).
//!
//! `K` requesters; each cycle the arbiter grants the first requester at or after the pointer,
//! scanning upward with wrap-around. When a grant is issued *and accepted* (`advance`), the
//! pointer moves to one past the granted requester, so the granted requester becomes lowest
//! priority. The grant is combinational from the request and the pointer register.

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRobin {
    k: usize,
    ptr: usize,
}

impl RoundRobin {
    pub fn new(k: usize) -> Self {
        assert!(k >= 1);
        RoundRobin { k, ptr: 0 }
    }
    pub fn pointer(&self) -> usize {
        self.ptr
    }
    /// Back to the power-on state (a synchronous reset).
    pub fn reset(&mut self) {
        self.ptr = 0;
    }
    /// The requester granted for `req` (bit i = requester i) with the current pointer.
    pub fn grant(&self, req: u64) -> Option<usize> {
        // The first request at or after the pointer, else the first one (wrap-around).
        let req = req & low_mask(self.k);
        let hi = req & !low_mask(self.ptr);
        if hi != 0 {
            Some(hi.trailing_zeros() as usize)
        } else if req != 0 {
            Some(req.trailing_zeros() as usize)
        } else {
            None
        }
    }
    /// Compute the grant and, if `advance`, update the pointer (clock edge).
    pub fn step(&mut self, req: u64, advance: bool) -> Option<usize> {
        if req == 0 {
            return None;
        }
        let g = self.grant(req);
        if let (Some(i), true) = (g, advance) {
            self.ptr = (i + 1) % self.k;
        }
        g
    }
}

/// Bits 0..n set (n <= 64).
fn low_mask(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn rotates_fairly() {
        let mut a = RoundRobin::new(4);
        let seq: Vec<_> = (0..8).map(|_| a.step(0b1011, true).unwrap()).collect();
        assert_eq!(seq, vec![0, 1, 3, 0, 1, 3, 0, 1]);
        assert_eq!(a.step(0, true), None);
        assert_eq!(a.pointer(), 2);
        assert_eq!(a.step(0b0001, false), Some(0));
        assert_eq!(a.pointer(), 2, "no advance without acceptance");
    }

    #[test]
    fn reset_returns_the_pointer_to_requester_0() {
        let mut a = RoundRobin::new(4);
        assert_eq!(a.step(0b0100, true), Some(2));
        assert_eq!(a.grant(0b0011), Some(0), "wraps past the pointer at 3");
        assert_eq!(a.grant(0b1001), Some(3));
        a.reset();
        assert_eq!(a.pointer(), 0);
        assert_eq!(a.grant(0b1001), Some(0), "power-on priority again");
    }
}

/// Least-recently-served (LRS) matrix arbiter golden model (shared by the switches).
///
/// `K` requesters (2..=8 in the hardware). The state is an age matrix: `m[i][j]` = 1 means
/// requester `i` was served more recently than `j`. Power-on order is the index order, lower
/// index older (`m[i][j]` = 1 iff `i > j`), so requester 0 wins first. The grant is the
/// requesting `i` that is older than every other requesting `j` (`m[i][j]` = 0); it is
/// combinational from the request and the matrix. When the grant is accepted (`advance`), the
/// granted `g` becomes the most recent: `m[g][j]` = 1 and `m[j][g]` = 0 for all `j != g`.
/// Unlike [`RoundRobin`], whose single pointer forgets everything but the last grant, LRS
/// remembers the full service order of all requesters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeastRecentlyServed {
    k: usize,
    /// `m[i]` bit `j` = `m[i][j]`.
    m: Vec<u64>,
}

impl LeastRecentlyServed {
    pub fn new(k: usize) -> Self {
        assert!((1..=64).contains(&k));
        LeastRecentlyServed {
            k,
            m: (0..k).map(|i| (1u64 << i) - 1).collect(),
        }
    }
    /// Back to the power-on order (a synchronous reset).
    pub fn reset(&mut self) {
        *self = Self::new(self.k);
    }
    /// `m[i][j]`: requester `i` was served more recently than `j`.
    pub fn more_recent(&self, i: usize, j: usize) -> bool {
        self.m[i] >> j & 1 == 1
    }
    /// Requesters from least to most recently served.
    pub fn order(&self) -> Vec<usize> {
        let mut v: Vec<usize> = (0..self.k).collect();
        // i is older than j iff it is more recent than fewer others.
        v.sort_by_key(|&i| self.m[i].count_ones());
        v
    }
    /// The requester granted for `req` (bit i = requester i) with the current matrix.
    pub fn grant(&self, req: u64) -> Option<usize> {
        let mut r = req & low_mask(self.k);
        while r != 0 {
            let i = r.trailing_zeros() as usize;
            if self.m[i] & req == 0 {
                return Some(i);
            }
            r &= r - 1;
        }
        None
    }
    /// Compute the grant and, if `advance`, make the granted requester most recent (clock edge).
    pub fn step(&mut self, req: u64, advance: bool) -> Option<usize> {
        if req == 0 {
            return None;
        }
        let g = self.grant(req);
        if let (Some(g), true) = (g, advance) {
            for j in 0..self.k {
                self.m[j] &= !(1u64 << g);
            }
            self.m[g] = ((1u128 << self.k) - 1) as u64 & !(1u64 << g);
        }
        g
    }
}

#[cfg(test)]
mod lrs_tests {
    use super::*;

    #[test]
    fn lrs_initial_order_is_index_order() {
        let a = LeastRecentlyServed::new(4);
        assert_eq!(a.order(), vec![0, 1, 2, 3]);
        assert!(a.more_recent(3, 0) && !a.more_recent(0, 3));
        assert!(a.more_recent(3, 2) && a.more_recent(2, 1) && !a.more_recent(1, 2));
        assert_eq!(a.grant(0b1111), Some(0));
        assert_eq!(a.grant(0b1100), Some(2));
        assert_eq!(a.grant(0), None);
    }

    #[test]
    fn lrs_differs_from_round_robin() {
        // Serving 1 first: round-robin's pointer moves to 2 and so prefers 2 over 0, although
        // 0 has never been served; LRS remembers that 0 is older than 2.
        let seq = [0b010, 0b101, 0b101, 0b111, 0b111, 0b111];
        let mut rr = RoundRobin::new(3);
        let mut lrs = LeastRecentlyServed::new(3);
        let g_rr: Vec<_> = seq.iter().map(|&r| rr.step(r, true).unwrap()).collect();
        let g_lrs: Vec<_> = seq.iter().map(|&r| lrs.step(r, true).unwrap()).collect();
        assert_eq!(g_rr, vec![1, 2, 0, 1, 2, 0]);
        assert_eq!(g_lrs, vec![1, 0, 2, 1, 0, 2]);
        assert_eq!(lrs.order(), vec![1, 0, 2]);
    }

    #[test]
    fn lrs_no_update_without_advance_or_grant() {
        let mut a = LeastRecentlyServed::new(3);
        assert_eq!(a.step(0b001, false), Some(0));
        assert_eq!(a.order(), vec![0, 1, 2], "no update without acceptance");
        assert_eq!(a.step(0, true), None);
        assert_eq!(a.order(), vec![0, 1, 2], "no update without a grant");
        assert_eq!(a.step(0b001, true), Some(0));
        assert_eq!(a.order(), vec![1, 2, 0]);
        assert_eq!(a.step(0b101, true), Some(2));
        assert_eq!(a.order(), vec![1, 0, 2]);
        assert_eq!(a.step(0b111, true), Some(1));
    }

    #[test]
    fn lrs_reset_restores_index_order() {
        let mut a = LeastRecentlyServed::new(3);
        a.step(0b001, true);
        a.step(0b010, true);
        assert_eq!(a.order(), vec![2, 0, 1]);
        assert_eq!(a.grant(0b011), Some(0));
        a.reset();
        assert_eq!(a.order(), vec![0, 1, 2]);
        assert!(a.more_recent(1, 0) && !a.more_recent(0, 1));
        assert_eq!(a.grant(0b110), Some(1));
    }

    #[test]
    fn lrs_serves_every_persistent_requester_within_k_grants() {
        // Starvation freedom: with all K requesting, K consecutive grants are all different.
        let mut a = LeastRecentlyServed::new(5);
        a.step(0b00100, true);
        a.step(0b10000, true);
        let mut g: Vec<_> = (0..5).map(|_| a.step(0b11111, true).unwrap()).collect();
        g.sort();
        assert_eq!(g, vec![0, 1, 2, 3, 4]);
    }
}
