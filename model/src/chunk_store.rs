//! Bookkeeping blocks of the central buffer (multidestination-worms paper, Section 4), kept
//! separate so that each has its own RTL and three-way check.
//!
//! * [`FreeList`]: the list of free chunk locations. After power-on it hands out 0..C-1 in
//!   order (an init counter, so no RAM initialisation is needed), then recycles freed chunks
//!   in FIFO order. One allocation and one free per cycle.
//! * [`ChunkCounters`]: the per-chunk replication counter c of Section 4.2 as two RAMs with one
//!   writer each: `init[x]` (k_s, written by the write port at allocation) and `reads[x]`
//!   (written by the read port only, all zero at power-on). A read issued in cycle t completes
//!   in t+1 with `reads + 1 == init`: the chunk is freed and `reads[x] <- 0`; otherwise
//!   `reads[x] <- reads + 1`. The RAM's same-address read-during-write returns old data, so a
//!   one-entry write-back register forwards the value written in the previous cycle.

use std::collections::VecDeque;

/// The free-chunk list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FreeList {
    c: usize,
    init_cnt: usize,
    fifo: VecDeque<usize>,
}

impl FreeList {
    pub fn new(c: usize) -> Self {
        FreeList {
            c,
            init_cnt: 0,
            fifo: VecDeque::with_capacity(c),
        }
    }
    /// Back to the power-on state (a synchronous reset): 0..C-1 are handed out again.
    pub fn reset(&mut self) {
        self.init_cnt = 0;
        self.fifo.clear();
    }
    /// Physically free chunks.
    pub fn len(&self) -> usize {
        self.c - self.init_cnt + self.fifo.len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The chunk an allocation in this cycle returns.
    pub fn head(&self) -> Option<usize> {
        if self.init_cnt < self.c {
            Some(self.init_cnt)
        } else {
            self.fifo.front().copied()
        }
    }
    /// Allocate (at the edge).
    pub fn alloc(&mut self) -> usize {
        let x = self.head().expect("free list empty: accounting error");
        if self.init_cnt < self.c {
            self.init_cnt += 1;
        } else {
            self.fifo.pop_front();
        }
        x
    }
    /// Return a chunk (at the edge).
    pub fn free(&mut self, x: usize) {
        self.fifo.push_back(x);
    }
}

/// Values captured from the counter RAMs when a read is issued.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterRead {
    pub x: usize,
    pub init: u32,
    pub reads: u32,
}

/// The replication counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChunkCounters {
    init: Vec<u32>,
    reads: Vec<u32>,
    wb: Option<(usize, u32)>,
}

impl ChunkCounters {
    pub fn new(c: usize) -> Self {
        ChunkCounters {
            init: vec![0; c],
            reads: vec![0; c],
            wb: None,
        }
    }
    /// No write-back is pending: `complete(None)` changes nothing.
    pub fn quiet(&self) -> bool {
        self.wb.is_none()
    }
    /// Chunk `x`'s readers (`init`) and completed reads (`reads`) as the RAMs hold them now.
    pub fn counts(&self, x: usize) -> (u32, u32) {
        (self.init[x], self.reads[x])
    }
    /// Write port: chunk `x` allocated for `ks` readers (at the edge).
    pub fn set_init(&mut self, x: usize, ks: u32) {
        self.init[x] = ks;
    }
    /// Read port: capture chunk `x`'s counters (the RAM values before this edge).
    pub fn issue(&self, x: usize) -> CounterRead {
        CounterRead {
            x,
            init: self.init[x],
            reads: self.reads[x],
        }
    }
    /// Complete the read issued last cycle (`None`: no read completes this cycle); returns
    /// whether the chunk is freed. Call once per cycle.
    pub fn complete(&mut self, r: Option<CounterRead>) -> bool {
        let Some(r) = r else {
            self.wb = None;
            return false;
        };
        let old = match self.wb {
            Some((a, v)) if a == r.x => v,
            _ => r.reads,
        };
        let new = old + 1;
        let freed = new == r.init;
        let v = if freed { 0 } else { new };
        self.reads[r.x] = v;
        self.wb = Some((r.x, v));
        freed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn free_list_hands_out_in_order_then_recycles() {
        let mut f = FreeList::new(4);
        assert_eq!(
            (0..4).map(|_| f.alloc()).collect::<Vec<_>>(),
            vec![0, 1, 2, 3]
        );
        assert!(f.is_empty() && f.head().is_none());
        f.free(2);
        f.free(0);
        assert_eq!((f.alloc(), f.alloc(), f.len()), (2, 0, 0));
    }
    #[test]
    fn counters_free_at_last_read_with_forwarding() {
        let mut c = ChunkCounters::new(4);
        c.set_init(1, 3);
        // Three back-to-back reads of chunk 1: the second and third see stale RAM values and
        // must use the forwarded write-back.
        let r1 = c.issue(1);
        assert!(!c.complete(None));
        let r2 = c.issue(1);
        assert!(!c.complete(Some(r1)));
        let r3 = c.issue(1);
        assert!(!c.complete(Some(r2)));
        assert!(c.complete(Some(r3)), "third read frees it");
        assert_eq!(c.issue(1).reads, 0, "ready for reuse");
    }
    #[test]
    fn free_list_len_counts_recycled_chunks_and_reset_restarts() {
        let mut f = FreeList::new(3);
        assert!(!f.is_empty());
        assert_eq!((f.len(), f.head()), (3, Some(0)));
        f.alloc();
        f.alloc();
        f.alloc();
        f.free(1);
        assert_eq!((f.len(), f.head(), f.is_empty()), (1, Some(1), false));
        f.alloc();
        f.free(0);
        f.reset();
        assert_eq!((f.len(), f.head()), (3, Some(0)), "power-on order again");
        assert_eq!(f.alloc(), 0);
        assert_eq!(f.alloc(), 1);
    }
    #[test]
    fn forwarding_applies_only_to_the_same_chunk() {
        // Reads of chunks 1 and 2 in consecutive cycles: the write-back of chunk 1 must not
        // be taken for chunk 2.
        let mut c = ChunkCounters::new(4);
        c.set_init(1, 2);
        c.set_init(2, 2);
        assert!(c.quiet());
        let r1 = c.issue(1);
        assert!(!c.complete(None));
        let r2 = c.issue(2);
        assert!(!c.complete(Some(r1)));
        assert!(!c.quiet(), "a write-back is pending");
        assert!(!c.complete(Some(r2)), "chunk 2 has had one read of two");
        assert!(!c.complete(None));
        assert!(c.quiet());
        assert_eq!((c.issue(1).reads, c.issue(2).reads), (1, 1));
        assert!(
            c.complete(Some(c.issue(2))),
            "second read of chunk 2 frees it"
        );
    }
}
