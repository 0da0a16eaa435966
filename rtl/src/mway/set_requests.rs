//! Phase 3 of an m-way buffer set ([`super::set::MwaySet`]): the buffers' requests to the
//! buffer arbitrator (paper, Sections 2.1 and 2.3), combinational; see [`MwaySetRequests`].

use super::set::k;
use rust_hdl::prelude::*;

/// The buffers' requests to the buffer arbitrator of [`super::set::MwaySet`] (phase 3), combinational:
/// buffer i requests when it holds a header (`a`, `hdr`), is not discarding, has a flit to
/// send (`sent < rcvd`) and, before its header went to every Way (`!hsent`), is no
/// first-hop buffer still waiting for its tail (the Len check) and the Ways still to
/// reserve (`out & !cur & !rsv`) allow it: under an ordered algorithm the first of them in
/// the order has a free buffer (`tx_avail`), or, for MST-replica, the buffer holds
/// reservations and two or more buffers of the set are free; otherwise any of them has one.
/// An ejection set never requests. The logic of the set's phase 3, unchanged.
///
/// Why a block of its own: rust-hdl emits one `always @(*)` per module, and Verilator orders
/// a module's block as one unit unless its statements share no locals. With this logic
/// inside the set's block, the arbiter's `grant`/`valid` (read there for the pick and the
/// edge) seemed to feed its own `req` (UNOPTFLAT, a false loop through the arbiter). It
/// reads only the set's registers and its input `tx_avail`; "two or more free" is
/// computed here from `a` (as the set's Stat child computes it).
///
/// Ports in: per buffer i the registers `a[i]`, `hdr[i]`, `tail[i]`, `hsent[i]`,
/// `discard[i]` (1 bit), `drv[i]` (S), `rcvd[i]`, `sent[i]` (P), `out[i]`, `cur[i]`,
/// `rsv[i]` (M); `tx_avail` (M, the driven channel's Stat lines). Out: `requests` (B bits,
/// bit i = buffer i). Latency 0. Constants of the instance: the algorithm is ordered /
/// MST-replica, the set ejects, the node's slot.
#[derive(LogicBlock)]
pub struct MwaySetRequests<const B: usize, const M: usize, const S: usize, const P: usize> {
    pub a: [Signal<In, Bit>; B],
    pub hdr: [Signal<In, Bit>; B],
    pub tail: [Signal<In, Bit>; B],
    pub hsent: [Signal<In, Bit>; B],
    pub discard: [Signal<In, Bit>; B],
    pub drv: [Signal<In, Bits<S>>; B],
    pub rcvd: [Signal<In, Bits<P>>; B],
    pub sent: [Signal<In, Bits<P>>; B],
    pub out: [Signal<In, Bits<M>>; B],
    pub cur: [Signal<In, Bits<M>>; B],
    pub rsv: [Signal<In, Bits<M>>; B],
    pub tx_avail: Signal<In, Bits<M>>,
    pub requests: Signal<Out, Bits<B>>,
    ordered: Constant<Bit>,
    replica: Constant<Bit>,
    eject: Constant<Bit>,
    /// The node's slot (a first-hop buffer has `drv` = node).
    node_slot: Constant<Bits<S>>,
    /// Two or more buffers free (as the set's `free2`).
    first_free: Signal<Local, Bits<B>>,
    last_free: Signal<Local, Bits<B>>,
    free2: Signal<Local, Bit>,
    scan: Signal<Local, Bit>,
    /// The Ways still to reserve of a buffer, and whether they let it request.
    unres: Signal<Local, Bits<M>>,
    way_ok: Signal<Local, Bit>,
}

impl<const B: usize, const M: usize, const S: usize, const P: usize> MwaySetRequests<B, M, S, P> {
    /// `ordered`, `replica`: the algorithm; `eject`: an ejection set; `node`: the node's slot.
    pub fn new(ordered: bool, replica: bool, eject: bool, node: usize) -> Self {
        Self {
            a: std::array::from_fn(|_| Default::default()),
            hdr: std::array::from_fn(|_| Default::default()),
            tail: std::array::from_fn(|_| Default::default()),
            hsent: std::array::from_fn(|_| Default::default()),
            discard: std::array::from_fn(|_| Default::default()),
            drv: std::array::from_fn(|_| Default::default()),
            rcvd: std::array::from_fn(|_| Default::default()),
            sent: std::array::from_fn(|_| Default::default()),
            out: std::array::from_fn(|_| Default::default()),
            cur: std::array::from_fn(|_| Default::default()),
            rsv: std::array::from_fn(|_| Default::default()),
            tx_avail: Default::default(),
            requests: Default::default(),
            ordered: Constant::new(ordered),
            replica: Constant::new(replica),
            eject: Constant::new(eject),
            node_slot: k(node as u64),
            first_free: Default::default(),
            last_free: Default::default(),
            free2: Default::default(),
            scan: Default::default(),
            unres: Default::default(),
            way_ok: Default::default(),
        }
    }
}

impl<const B: usize, const M: usize, const S: usize, const P: usize> Logic
    for MwaySetRequests<B, M, S, P>
{
    #[hdl_gen]
    fn update(&mut self) {
        // Two or more free (the set's phase 1 scan).
        self.first_free.next = 0.into();
        self.last_free.next = 0.into();
        self.scan.next = false;
        for i in 0..B {
            if !self.a[i].val() {
                if !self.scan.val() {
                    self.first_free.next = self.first_free.val().replace_bit(i, true);
                }
                self.scan.next = true;
                self.last_free.next = 0.into();
                self.last_free.next = self.last_free.val().replace_bit(i, true);
            }
        }
        self.free2.next = self.scan.val() & (self.first_free.val() != self.last_free.val());
        // Requests.
        self.requests.next = 0.into();
        for i in 0..B {
            self.unres.next = self.out[i].val() & !self.cur[i].val() & !self.rsv[i].val();
            self.way_ok.next = false;
            if self.ordered.val() {
                // The first unreserved Way in the order must have a free buffer.
                self.scan.next = false;
                for w in 0..M {
                    if self.unres.val().get_bit(w) & !self.scan.val() {
                        self.way_ok.next = self.tx_avail.val().get_bit(w);
                        self.scan.next = true;
                    }
                }
                if self.replica.val() & self.rsv[i].val().any() & self.free2.val() {
                    self.way_ok.next = true;
                }
            } else {
                self.way_ok.next = (self.unres.val() & self.tx_avail.val()).any();
            }
            if !self.unres.val().any() {
                self.way_ok.next = true;
            }
            if self.a[i].val()
                & self.hdr[i].val()
                & !self.discard[i].val()
                & (self.sent[i].val() < self.rcvd[i].val())
                & !self.eject.val()
            {
                if self.hsent[i].val() {
                    self.requests.next = self.requests.val().replace_bit(i, true);
                } else if !((self.drv[i].val() == self.node_slot.val()) & !self.tail[i].val()) {
                    // (A first-hop buffer waits for the tail: the Len check.)
                    self.requests.next = self.requests.val().replace_bit(i, self.way_ok.val());
                }
            }
        }
    }
}
