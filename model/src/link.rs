//! The link protocol and the sender-side credit counter golden model.
//!
//! A link between two switches (or a switch and a node) carries:
//!
//! * forward, sender to receiver: `flit` = a valid bit, the flit tag and `W` data bits
//!   ([`crate::flit::Flit`]), at most one flit per cycle;
//! * backward, receiver to sender: `credit`, one single-cycle pulse for every flit slot freed
//!   in the receiver's input buffer (a flit left that buffer).
//!
//! The receiver's input buffer holds `D` flits. The sender keeps a [`CreditCounter`] that
//! starts at `D` (every slot free), is decremented for every flit sent and incremented for
//! every credit received; a send and a credit in the same cycle cancel. The sender may send
//! only while `count > 0` (`can_send`), so the receiver's buffer can never overflow and no
//! flit is ever dropped, whatever the link latency.
//!
//! Protocol violations never wrap the counter. The counter checks the *net* change of a
//! cycle: a send without a credit while `count == 0` is ignored (count stays 0), a credit
//! without a send while `count == D` is ignored (count stays `D`), and either one sets the
//! sticky `overflow_error` flag, which stays set until power-off. A send and a credit in the
//! same cycle never change the count and never raise the error (at `count == 0` the credit
//! frees exactly the slot the flit will take).

/// Sender-side credit counter of one link.
#[derive(Clone, Debug)]
pub struct CreditCounter {
    depth: u32,
    count: u32,
    error: bool,
}

impl CreditCounter {
    /// A counter for a receiver buffer of `depth` flits (1..=255 in the hardware).
    pub fn new(depth: u32) -> Self {
        assert!((1..=255).contains(&depth), "credit depth must be 1..=255");
        CreditCounter {
            depth,
            count: depth,
            error: false,
        }
    }
    /// The receiver buffer depth `D`.
    pub fn depth(&self) -> u32 {
        self.depth
    }
    /// Credits held: free slots at the receiver as far as the sender knows.
    pub fn count(&self) -> u32 {
        self.count
    }
    /// A flit may be sent this cycle.
    pub fn can_send(&self) -> bool {
        self.count > 0
    }
    /// Sticky: some cycle had a send at count 0 or a credit at count `D`.
    pub fn overflow_error(&self) -> bool {
        self.error
    }
    /// Clock edge with this cycle's `send` and `credit`. Returns `true` if this cycle was a
    /// protocol violation (the operation was ignored and the sticky error set).
    pub fn step(&mut self, send: bool, credit: bool) -> bool {
        let violation = match (send, credit) {
            (true, false) if self.count == 0 => true,
            (true, false) => {
                self.count -= 1;
                false
            }
            (false, true) if self.count == self.depth => true,
            (false, true) => {
                self.count += 1;
                false
            }
            _ => false,
        };
        self.error |= violation;
        violation
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_saturates() {
        let mut c = CreditCounter::new(2);
        assert_eq!(
            (c.depth(), c.count(), c.can_send(), c.overflow_error()),
            (2, 2, true, false)
        );
        assert!(!c.step(true, false));
        assert!(!c.step(true, true), "send + credit cancel");
        assert_eq!(c.count(), 1);
        assert!(!c.step(true, false));
        assert_eq!((c.count(), c.can_send()), (0, false));
        assert!(c.step(true, false), "send at 0 is a violation");
        assert_eq!((c.count(), c.overflow_error()), (0, true));
        assert!(!c.step(false, true));
        assert!(!c.step(false, true));
        assert_eq!(c.count(), 2);
        assert!(c.step(false, true), "credit beyond D is a violation");
        assert_eq!(
            (c.count(), c.overflow_error()),
            (2, true),
            "sticky, saturated"
        );
    }

    #[test]
    fn cancel_never_errors() {
        let mut c = CreditCounter::new(1);
        c.step(true, false);
        assert!(!c.step(true, true));
        assert_eq!((c.count(), c.overflow_error()), (0, false));
        c.step(false, true);
        assert!(!c.step(true, true));
        assert_eq!((c.count(), c.overflow_error()), (1, false));
    }
}
