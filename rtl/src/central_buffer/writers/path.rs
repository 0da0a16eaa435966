//! The writers' path registers, crossbar transfers and taken flits: [`CbWritersPath`] (doc
//! there).

use super::Path;
use crate::consts::arr;
use crate::malformed::MalformedCounter;
use rust_hdl::prelude::*;

/// The path of each input of [`CbWriters`](super::CbWriters) (the golden model's `Writer`
/// field `path`, with the bypass output it names): the crossbar transfers, the offered flits
/// taken, the bypass claims and releases for the readers, and the input ports' status (the
/// malformed count, `overflow`, `up_cred`).
///
/// Registers, per input i: `w_path[i]` (none, crossbar bypass, central buffer; power-on
/// none), `w_xbo[i]` (the bypass output, one-hot, while `w_path` is `Xb`); the malformed
/// counter `mctr` ([`MalformedCounter`]).
///
/// Ports in, per input i: the offer `of_v[i]`, `of_tag[i]`, `of_data[i]`; `in_bad[i]`,
/// `in_overflow[i]` (the input port's framer); from [`CbWritersRequest`](super::CbWritersRequest)
/// the path decided this cycle `pathc[i]`, `xbc[i]`, and `first[i]`, `lastf[i]` (the offered
/// flit is a head, a last flit); from [`CbAssembler`](super::CbAssembler) `accepts[i]` (the
/// assembler takes a flit of the central-buffer path at this edge); per output o
/// `op_credits[o]`; `rst`. Out: the
/// registers' values `path[i]`, `xbo[i]`; `taken[i]` (the offered flit is consumed at this
/// edge: taken into the assembler, or sent on the crossbar to an output with credits),
/// `xb_v[o]`, `xb_tag[o]`, `xb_data[o]` (the bypass flit to output o), `xb_set`, `xb_clr`
/// (outputs a bypass keeps, releases with its last flit), `up_cred[p]` (output p's credits,
/// 8 bits), `cred_m` (bit o: output o has a credit; also read by
/// [`CbWritersRequest`](super::CbWritersRequest)), `malformed_count`, `overflow` (some input
/// port overflows).
///
/// `taken` never reads the path decision (the model's "Bypass with a credit"): a body flit
/// follows the registered path (`w_path`: the bypass output's credits, or the assembler's
/// `accepts`), and a head whose path is decided now is taken when the assembler accepts,
/// since a head takes the bypass only to an output with a credit and with its assembler
/// empty, and otherwise goes into the assembler. So the input port's `pop` (and its front
/// registers and FIFO read address) does not wait for the path decision.
///
/// Latency: the outputs are combinational; at the edge the path becomes the one decided this
/// cycle, or none after the packet's last flit is taken; at an edge with `rst` high the path
/// is none and `w_xbo` 0, the malformed count 0.
#[derive(LogicBlock)]
pub struct CbWritersPath<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub of_v: [Signal<In, Bit>; K],
    pub of_tag: [Signal<In, Bits<2>>; K],
    pub of_data: [Signal<In, Bits<W>>; K],
    pub in_bad: [Signal<In, Bit>; K],
    pub in_overflow: [Signal<In, Bit>; K],
    pub op_credits: [Signal<In, Bits<9>>; K],
    pub pathc: [Signal<In, Path>; K],
    pub xbc: [Signal<In, Bits<K>>; K],
    pub first: [Signal<In, Bit>; K],
    pub lastf: [Signal<In, Bit>; K],
    pub accepts: [Signal<In, Bit>; K],
    pub path: [Signal<Out, Path>; K],
    pub xbo: [Signal<Out, Bits<K>>; K],
    pub taken: [Signal<Out, Bit>; K],
    pub xb_v: [Signal<Out, Bit>; K],
    pub xb_tag: [Signal<Out, Bits<2>>; K],
    pub xb_data: [Signal<Out, Bits<W>>; K],
    pub xb_set: Signal<Out, Bits<K>>,
    pub xb_clr: Signal<Out, Bits<K>>,
    pub up_cred: [Signal<Out, Bits<8>>; K],
    /// Bit o: output o has a credit.
    pub cred_m: Signal<Out, Bits<K>>,
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,
    /// Path of the input's current packet: none, crossbar bypass, central buffer.
    pub w_path: [DFF<Path>; K],
    /// Bypass output (one-hot) while `w_path` is `Xb`.
    pub w_xbo: [DFF<Bits<K>>; K],
    mctr: MalformedCounter<K>,
    onehot: [Constant<Bits<K>>; K],
    mbits: Signal<Local, Bits<K>>,
    t9: Signal<Local, Bits<9>>,
}

impl<const K: usize, const W: usize> Default for CbWritersPath<K, W> {
    fn default() -> Self {
        CbWritersPath {
            clock: Default::default(),
            rst: Default::default(),
            of_v: arr(),
            of_tag: arr(),
            of_data: arr(),
            in_bad: arr(),
            in_overflow: arr(),
            op_credits: arr(),
            pathc: arr(),
            xbc: arr(),
            first: arr(),
            lastf: arr(),
            accepts: arr(),
            path: arr(),
            xbo: arr(),
            taken: arr(),
            xb_v: arr(),
            xb_tag: arr(),
            xb_data: arr(),
            xb_set: Default::default(),
            xb_clr: Default::default(),
            up_cred: arr(),
            malformed_count: Default::default(),
            overflow: Default::default(),
            w_path: arr(),
            w_xbo: arr(),
            mctr: Default::default(),
            onehot: crate::consts::onehot(),
            mbits: Default::default(),
            t9: Default::default(),
            cred_m: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for CbWritersPath<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Status: malformed packets, overflow, credits for the up-port choice -----------
        self.mctr.clock.next = self.clock.val();
        self.mctr.rst.next = self.rst.val();
        self.mbits.next = 0.into();
        self.cred_m.next = 0.into();
        self.overflow.next = false;
        for i in 0..K {
            if self.op_credits[i].val().any() {
                self.cred_m.next = self.cred_m.val() | self.onehot[i].val();
            }
            if self.in_bad[i].val() {
                self.mbits.next = self.mbits.val() | self.onehot[i].val();
            }
            self.overflow.next = self.overflow.val() | self.in_overflow[i].val();
            self.t9.next = self.op_credits[i].val();
            self.up_cred[i].next = bit_cast::<8, 9>(self.t9.val());
        }
        self.mctr.bad.next = self.mbits.val();
        self.malformed_count.next = self.mctr.total.val();

        // ---- The offered flit taken (from the registers and the offer) --------------------
        for i in 0..K {
            self.taken[i].next = false;
            if self.of_v[i].val() {
                if self.w_path[i].q.val() == Path::Xb {
                    self.taken[i].next = (self.w_xbo[i].q.val() & self.cred_m.val()).any();
                } else if (self.w_path[i].q.val() == Path::Cb) | self.first[i].val() {
                    self.taken[i].next = self.accepts[i].val();
                }
            }
        }

        // ---- Crossbar transfers -----------------------------------------------------------
        for o in 0..K {
            self.xb_v[o].next = false;
            self.xb_tag[o].next = 0.into();
            self.xb_data[o].next = 0.into();
            for i in 0..K {
                if (self.pathc[i].val() == Path::Xb)
                    & self.of_v[i].val()
                    & (self.xbc[i].val() & self.onehot[o].val() & self.cred_m.val()).any()
                {
                    self.xb_v[o].next = true;
                    self.xb_tag[o].next = self.of_tag[i].val();
                    self.xb_data[o].next = self.of_data[i].val();
                }
            }
        }

        // ---- Path and bypass ownership -----------------------------------------------------
        self.xb_set.next = 0.into();
        self.xb_clr.next = 0.into();
        for i in 0..K {
            self.w_path[i].clock.next = self.clock.val();
            self.w_xbo[i].clock.next = self.clock.val();
            self.path[i].next = self.w_path[i].q.val();
            self.xbo[i].next = self.w_xbo[i].q.val();
            self.w_path[i].d.next = self.pathc[i].val();
            self.w_xbo[i].d.next = self.xbc[i].val();
            if self.taken[i].val() & self.lastf[i].val() {
                self.w_path[i].d.next = Path::None;
                if self.pathc[i].val() == Path::Xb {
                    self.xb_clr.next = self.xb_clr.val() | self.xbc[i].val();
                }
            } else if self.pathc[i].val() == Path::Xb {
                self.xb_set.next = self.xb_set.val() | self.xbc[i].val();
            }
            if self.rst.val() {
                self.w_path[i].d.next = Path::None;
                self.w_xbo[i].d.next = 0.into();
            }
        }
    }
}
