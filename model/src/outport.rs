//! Output port of the chunked switches (multidestination-worms paper, Sections 4.1 and 5.1):
//! the serialiser that turns a k-flit chunk back into flits, a one-chunk prefetch buffer so
//! that the next chunk's read can complete while the current one is sent, the credit counter
//! of the link, and the link register. Shared by the central-buffer and input-buffered
//! switches.
//!
//! Per cycle (sampled before the edge): `link()` is the flit on the link; `credits()` the
//! sender's credit count (for the adaptive up-port choice and the bypass); `can_prefetch()`
//! whether a chunk read may be issued (the prefetch buffer is empty); `idle()` whether nothing
//! is held. At the edge ([`OutPort::clock`]): a bypass flit (already checked against the
//! credit) or, unless the link is held by a bypass, the next serialiser flit when there is
//! credit, goes to the link register; a chunk arriving from a read goes to the serialiser if
//! it empties at this edge, else to the prefetch buffer; a chunk arriving at an empty
//! serialiser while the link is free (no bypass flit, no hold, no serialiser flit sent at this
//! edge, credit) sends its first flit to the link register at the same edge (the read data
//! feeds the link register's multiplexer), so a read issued at edge t puts its first flit on
//! the link in cycle t + 2; the credit counter moves by `credit_in - sent`.

use crate::flit::Flit;

/// Largest chunk size (k <= 8 in every switch); chunks live in fixed arrays.
pub const KMAX: usize = 8;

/// A chunk and its number of valid flits.
pub type Chunk = (Vec<Flit>, usize);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutPort {
    ser: [Flit; KMAX],
    ser_n: usize,
    ser_pos: usize,
    nxt: [Flit; KMAX],
    /// Flits of the prefetched chunk in `nxt` (None: empty).
    nxt_n: Option<usize>,
    oreg: Flit,
    credits: u32,
}

impl OutPort {
    /// A port of chunk size `k` (at most [`KMAX`]) whose receiver has a `depth`-flit FIFO.
    pub fn new(k: usize, depth: u32) -> Self {
        assert!((1..=KMAX).contains(&k), "chunk size 1..={KMAX}");
        OutPort {
            ser: [Flit::IDLE; KMAX],
            ser_n: 0,
            ser_pos: 0,
            nxt: [Flit::IDLE; KMAX],
            nxt_n: None,
            oreg: Flit::IDLE,
            credits: depth,
        }
    }
    pub fn link(&self) -> Flit {
        self.oreg
    }
    pub fn credits(&self) -> u32 {
        self.credits
    }
    pub fn can_prefetch(&self) -> bool {
        self.nxt_n.is_none()
    }
    /// Serialiser and prefetch buffer empty.
    pub fn idle(&self) -> bool {
        self.ser_pos == self.ser_n && self.nxt_n.is_none()
    }
    /// Nothing held and nothing on the link: a clock edge with no bypass flit, no chunk and
    /// no credit changes nothing (the credit count may be anything).
    pub fn quiet(&self) -> bool {
        self.idle() && self.oreg.is_idle()
    }
    /// Flits left in the serialiser, and whether a chunk is prefetched (for debugging).
    pub fn fill(&self) -> (usize, bool) {
        (self.ser_n - self.ser_pos, self.nxt_n.is_some())
    }
    /// The rising edge. `bypass`: a flit from the crossbar (the caller checked `credits() > 0`);
    /// `hold`: a bypass owns the link this cycle; `arrive`: a chunk completing its read.
    pub fn clock(
        &mut self,
        bypass: Option<Flit>,
        hold: bool,
        arrive: Option<Chunk>,
        credit_in: bool,
    ) {
        let arr = arrive.as_ref().map(|(d, n)| (&d[..], *n));
        self.clock_ref(bypass, hold, arr, credit_in)
    }
    /// [`OutPort::clock`] with the arriving chunk borrowed (its first `n` flits are valid;
    /// at most [`KMAX`] flits are kept).
    #[inline]
    pub fn clock_ref(
        &mut self,
        bypass: Option<Flit>,
        hold: bool,
        arrive: Option<(&[Flit], usize)>,
        credit_in: bool,
    ) {
        // Empty and nothing arriving: the edge changes nothing (network-simulator fast path).
        if bypass.is_none() && arrive.is_none() && !credit_in && self.quiet() {
            return;
        }
        self.clock_busy(bypass, hold, arrive, credit_in);
    }

    #[inline(never)]
    fn clock_busy(
        &mut self,
        bypass: Option<Flit>,
        hold: bool,
        arrive: Option<(&[Flit], usize)>,
        credit_in: bool,
    ) {
        let mut out = Flit::IDLE;
        let mut sent = false;
        if let Some(f) = bypass {
            out = f;
            sent = true;
        } else if !hold && self.ser_pos < self.ser_n && self.credits > 0 {
            out = self.ser[self.ser_pos];
            self.ser_pos += 1;
            sent = true;
        }
        let mut arr = arrive;
        if self.ser_pos == self.ser_n {
            if let Some(n) = self.nxt_n.take() {
                self.ser = self.nxt;
                self.ser_n = n;
                self.ser_pos = 0;
            } else if let Some((d, n)) = arr.take() {
                let m = d.len().min(KMAX);
                self.ser[..m].copy_from_slice(&d[..m]);
                self.ser_n = n;
                self.ser_pos = 0;
                // Cut-through: the link is free at this edge, so the chunk's first flit goes
                // straight from the read port to the link register.
                if !sent && !hold && self.credits > 0 {
                    out = d[0];
                    self.ser_pos = 1;
                    sent = true;
                }
            }
        }
        if let Some((d, n)) = arr {
            assert!(self.nxt_n.is_none(), "read issued without room");
            let m = d.len().min(KMAX);
            self.nxt[..m].copy_from_slice(&d[..m]);
            self.nxt_n = Some(n);
        }
        self.oreg = out;
        self.credits = self.credits - sent as u32 + credit_in as u32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flit::Tag;

    fn chunk(base: u64, n: usize) -> Chunk {
        let mut d = vec![Flit::IDLE; 4];
        for (i, f) in d.iter_mut().enumerate().take(n) {
            *f = Flit::new(Tag::Body, base + i as u64);
        }
        (d, n)
    }
    fn body(x: u64) -> Flit {
        Flit::new(Tag::Body, x)
    }

    /// A read into an empty port cuts through (first flit on the link at the same edge), a
    /// second read goes to the prefetch buffer and follows with no gap; credits count the
    /// flits sent and the credits returned, also once the port is quiet.
    #[test]
    fn cut_through_then_prefetch_keep_the_link_busy() {
        let mut p = OutPort::new(4, 8);
        assert_eq!(
            (p.link(), p.credits(), p.fill()),
            (Flit::IDLE, 8, (0, false))
        );
        assert!(p.can_prefetch() && p.idle() && p.quiet());
        p.clock(None, false, Some(chunk(10, 4)), false);
        assert_eq!((p.link(), p.credits(), p.fill()), (body(10), 7, (3, false)));
        assert!(p.can_prefetch() && !p.idle() && !p.quiet());
        p.clock(None, false, Some(chunk(20, 3)), false);
        assert_eq!((p.link(), p.fill()), (body(11), (2, true)));
        assert!(!p.can_prefetch() && !p.idle());
        let mut link = vec![];
        for _ in 0..5 {
            p.clock(None, false, None, false);
            link.push(p.link());
        }
        assert_eq!(
            link,
            [12, 13, 20, 21, 22].map(body),
            "the prefetched chunk follows with no gap, only its 3 valid flits"
        );
        assert_eq!((p.credits(), p.fill()), (1, (0, false)));
        assert!(p.idle() && !p.quiet(), "the last flit is still on the link");
        p.clock(None, false, None, false);
        assert!(p.quiet() && p.link().is_idle());
        for c in 2..=8 {
            p.clock(None, false, None, true);
            assert_eq!(p.credits(), c, "a credit reaches a quiet port");
        }
    }

    /// Without credit the serialiser waits and a read into an empty port does not cut
    /// through; a credit returned at an edge is usable from the next edge on.
    #[test]
    fn no_credit_no_flit() {
        let mut p = OutPort::new(4, 2);
        p.clock(None, false, Some(chunk(0, 4)), false);
        p.clock(None, false, None, false);
        assert_eq!((p.link(), p.credits(), p.fill()), (body(1), 0, (2, false)));
        p.clock(None, false, None, false);
        assert_eq!(
            (p.link(), p.credits(), p.fill()),
            (Flit::IDLE, 0, (2, false))
        );
        p.clock(None, false, None, true);
        assert_eq!((p.link(), p.credits()), (Flit::IDLE, 1));
        p.clock(None, false, None, true);
        assert_eq!((p.link(), p.credits(), p.fill()), (body(2), 1, (1, false)));
        p.clock(None, false, None, false);
        assert_eq!((p.link(), p.credits(), p.fill()), (body(3), 0, (0, false)));
        p.clock(None, false, Some(chunk(30, 2)), false);
        assert_eq!(
            (p.link(), p.credits(), p.fill()),
            (Flit::IDLE, 0, (2, false)),
            "no cut-through without credit"
        );
        p.clock(None, false, None, true);
        p.clock(None, false, None, false);
        assert_eq!((p.link(), p.credits(), p.fill()), (body(30), 0, (1, false)));
    }

    /// A bypass flit takes the link and a credit; while the link is held the serialiser
    /// waits and an arriving read does not cut through.
    #[test]
    fn bypass_and_hold_own_the_link() {
        let mut p = OutPort::new(4, 8);
        let x = Flit::new(Tag::Head, 99);
        p.clock(Some(x), true, Some(chunk(0, 3)), false);
        assert_eq!((p.link(), p.credits(), p.fill()), (x, 7, (3, false)));
        p.clock(None, true, None, false);
        assert_eq!(
            (p.link(), p.credits(), p.fill()),
            (Flit::IDLE, 7, (3, false))
        );
        p.clock(Some(x), false, None, false);
        assert_eq!((p.link(), p.credits(), p.fill()), (x, 6, (3, false)));
        p.clock(None, false, None, false);
        assert_eq!((p.link(), p.credits(), p.fill()), (body(0), 5, (2, false)));
        // Hold with an empty serialiser: the arriving read waits in the serialiser.
        let mut q = OutPort::new(4, 8);
        q.clock(None, true, Some(chunk(5, 2)), false);
        assert_eq!(
            (q.link(), q.credits(), q.fill()),
            (Flit::IDLE, 8, (2, false))
        );
        q.clock(None, false, None, false);
        assert_eq!((q.link(), q.fill()), (body(5), (1, false)));
    }
}
