//! Round-robin arbiter golden model (shared by the switches).
//!
//! `K` requesters; each cycle the arbiter grants the first requester at or after the pointer,
//! scanning upward with wrap-around. When a grant is issued *and accepted* (`advance`), the
//! pointer moves to one past the granted requester, so the granted requester becomes lowest
//! priority. The grant is combinational from the request and the pointer register.

#[derive(Clone, Debug)]
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
    /// The requester granted for `req` (bit i = requester i) with the current pointer.
    pub fn grant(&self, req: u64) -> Option<usize> {
        (0..self.k)
            .map(|o| (self.ptr + o) % self.k)
            .find(|&i| req >> i & 1 == 1)
    }
    /// Compute the grant and, if `advance`, update the pointer (clock edge).
    pub fn step(&mut self, req: u64, advance: bool) -> Option<usize> {
        let g = self.grant(req);
        if let (Some(i), true) = (g, advance) {
            self.ptr = (i + 1) % self.k;
        }
        g
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
}
