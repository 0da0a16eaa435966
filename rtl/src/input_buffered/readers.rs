//! The readers of the input-buffered switch: per output port, the request queue, the packet
//! being read and the read in flight, and per input buffer the arbiter among the outputs
//! reading it (multidestination-worms paper, Section 5; golden model
//! `wormcast_model::input_buffered::IbReaders`).
//!
//! Per output port o: the request queue (the child [`IbRequestQueues`], `rq`), the packet
//! being read (input, next chunk: `cur_v`, `cur_i`, `cur_c`), the read decided at the last
//! edge (`dv`, `di`, `dsc`, `dhdr`, `dlast`), the read in flight (`inf_v`, `inf_i`, `inf_hdr`, `inf_last`,
//! `inf_early`; out as `cpl_*`: it completes in this cycle, in
//! [`super::completions::IbCompletions`], which delivers the chunk to the output port). Per input
//! buffer i: a round-robin arbiter among the outputs that want to read its head packet's
//! next chunk (`arb`, one chunk per input buffer per cycle) with its grant registered
//! (`dg`); per output the registered eligibility `el` and the cut-through state (`ct_on`,
//! `ct_i`). The selection below (what each output serves, eligibility, the claims of
//! cut-through and of requests queued now, the arbiters' requests) is the combinational
//! child [`IbReadSelect`]; this block holds the registers and the arbiters and acts on
//! their grants.
//!
//! Queued reads (registered eligibility, registered grants): an output o asks input i for
//! a read at this edge (`want[i]`) when its register `el[o]` names input i, it has no decided
//! read waiting (`dv`) and no cut-through read in flight (`inf_early`), its chunk is committed
//! (for the current packet the register `hav`, set at the last edge from the next cycle's
//! `cur_i`, `cur_c` and `avail` + the commit at that edge; for a queued request, chunk 0,
//! committed exactly when its input has a head packet) and input i's head packet has
//! queued its requests (`head_valid & head_req`): seven register bits. `el[o]` (one-hot) is
//! set at each edge from the state after it (the golden model's `IbReaders::eligibility`):
//! the input of the packet read after the edge (`di` for a decided read issued now, unless
//! it is the packet's last chunk; else `cur_i`), else the request queue's front after the
//! edge (`nfront`), if the output port may take a read in the next cycle (`ask_ok`: its
//! `can_issue` with a chunk completing now counted as K flits). Input i's arbiter decides at this edge (the grant into `dg[i]`,
//! the output's read into `d*[o]`); at the next edge the buffer's read address takes the
//! registered `rd_g[i]` = `dg[i]` and `rd_sc[o]` = `dsc[o]`, the read is in flight (`inf_*`
//! from `d*`), the queue pop and the packet's next chunk are booked (the model books them at
//! the decision; the output decides nothing in between, so nothing sees the difference), and
//! it completes at the edge after (`done[i]`, `arr_*`). `dec_v[o]` tells the output port that a read issued
//! now completes in the next cycle.
//!
//! Cut-through, then requests queued now (the model's): an idle output (free: it may take a
//! read, none decided, no packet, empty queue, not cutting through, `freem`; with an empty
//! stream, `empty`, and no read completing now: `idlem`) is claimed by the lowest input
//! whose writer takes a head flit for it now into a buffer with no head packet (`take`,
//! `off_tag` = head, `!head_valid`, to the outputs of the offer's `off_mask`: `ctw[i]`) and
//! starts cut-through from it (`cnew`); a free output no such input claims is claimed by the
//! lowest input whose head packet queues its requests now (`head_valid & !head_req`, to the
//! outputs of `rmask`). A head packet's claimed free outputs ask for its first chunk
//! (`now[i]`): the lowest of them is granted when input i's round-robin arbiter grants
//! nothing (`gr[i]`), beside the arbiter rather than through it.
//!
//! Cut-through (the model's): an output cutting through (`ct_on`, from input `ct_i`) sends
//! into its link register (`ct_v[o]`, `ct_tag[o]`, `ct_data[o]`, to the output port) the
//! offered flit input `ct_i`'s writer takes at this edge (nothing when it takes none), from
//! the head (`cnew`) to the tail (which clears `ct_on`), except that at the first flit of a
//! later chunk (`wr_lane` = 0, not a head) without credits for a whole chunk (`cred_k` from
//! the output port) it stops (`cstop`) and reads the rest of the packet as any output does
//! (`cur_*`, kept by the cut-through below). Everything but the last multiplexers comes from
//! `ct_i` (a register): an output starting now sends the head flit, and its header chunk
//! (at least two flits) cannot commit at this edge. A chunk committing (`commit`,
//! `commit_hdr`) while an output cuts through it is that output's read of it: in flight
//! (`inf_early`, out as `cpl_ct`: its completion at the next edge only counts the chunk),
//! and the packet moves on (`cur_*`; the tail ends it). The outputs cutting through a
//! header chunk as it commits are kept in `fwdm[i]`, so that the packet's requests at the
//! next edge leave them out. A cutting-through output asks for no read (`el` cleared).
//!
//! Requests: the head packets that queue their requests at this edge (`req[i]`, a register
//! of the buffer's, to the outputs of `req_mask[i]` but those that cut its header chunk
//! through, `fwdm[i]`: `rmask[i]`) join the queues, inputs in index order (`qpush`); a
//! queued read issued now by an output serving no packet pops the front. The front's input
//! index (`qhead`) is encoded from the queue's one-hot `front`.
//!
//! Completions: the read in flight completes in the cycle after its issue; its registers
//! go out as `cpl_v`, `cpl_i`, `cpl_hdr`, `cpl_last` to [`super::completions::IbCompletions`]
//! (flit count, tag, the lanes to the output port, and `done` to the buffer).
//!
//! Staged (`IbGeometry::staged`, the golden model's `staged_eligibility`; on in the default,
//! revision 4): the readers' decision in two pipeline stages. `el` and a new register `fr` are set
//! at each edge from the registers before it (not from the state after it), and used at the
//! edge after next: the output port's `ask_ok` is then its staged test (the stream after the
//! next edge, a read completing now and a read issued now counted as K flits each, at most 2
//! flits left, and the credits after it, `credit_in` counted, covering them and a whole
//! chunk: [`super::outbank::IbOutPort`]); `el` names the input of the packet served after
//! the next edge's booking (`cvn`, `cin`) or the request queue's front after it (`nfront`,
//! which is the lowest input queueing at the next edge when none is left: the request a new
//! head packet queues, named in advance), unless the output cuts through or has a cut-through
//! chunk in flight; `fr` says that it serves nothing after that booking (`!cvn`, the queue
//! empty after the pop: `rq.remany`). At the use, an output asks input i only if `el` names
//! i, it serves input i now (`sin`) and it does not cut through; a free output (`freem`)
//! takes `fr` in place of `can_issue`. So the arbiters' requests come from registers and a
//! few gates, and the port's test is one cycle ahead of them.
//!
//! Late cut-through (`IbGeometry::late_cut`, the golden model's `late_cut`; on in the default,
//! revision 4): the cut-through logic above reads the writers' take, the offer, the lane and the
//! commits through the child [`IbCutTap`], which registers them, so that it acts at each edge
//! on those of the last edge (latency 1 more through an idle output); the head packet's
//! requests leave out the outputs cutting through from its input before the edge (`ctm[i]`,
//! from `ct_on` and `ct_i`) in place of `fwdm`, since its header chunk's cut-through read and
//! its requests fall on the same edge. The completions keep the header flit of the header
//! chunk committed last per input for the cut-through read's flit count
//! ([`super::completions::IbCompletions`]' `hfl`).
//!
//! `rst` (synchronous reset): at the edge the request queues, the packets being read, the
//! decided reads, the reads in flight (`inf_early` included), `hav`, `el`, the cut-through
//! state and the arbiters return to their power-on values; this cycle's outputs are
//! unaffected.
//!
//! Ports in: `can_issue[o]`, `ask_ok[o]`, `ocred[o]`, `cred_k[o]`, `empty[o]` (from the
//! output ports); `head_valid[i]`, `head_req[i]`, `req[i]`, `req_mask[i]`, `head_nch[i]`,
//! `avail[i]` (from [`super::buffer::IbBuffer`]); `take[i]`, `wr_lane[i]`, `commit[i]`,
//! `commit_hdr[i]` (from [`super::writers::IbWriters`]); `off_tag[i]`, `off_data[i]`,
//! `off_mask[i]` (the input port's offer) (these seven only through [`IbCutTap`], and `commit`
//! also for `hav`). Out: `upc[o]` (credits of output o for the
//! adaptive up-port choice), `rd_g[i]` (the queued read issued now: its output, one-hot),
//! `rd_sc[o]` (its chunk) (to the lanes), `cpl_v[o]`, `cpl_i[o]`, `cpl_hdr[o]`,
//! `cpl_last[o]`, `cpl_ct[o]` (the read completing now, to the completions), `ct_v[o]`,
//! `ct_tag[o]`, `ct_data[o]`, `dec_v[o]` (to the output ports).
//! Latency: the `ct_*` are combinational (the flit cut through at this edge; with late
//! cut-through, from registers through a few multiplexers: the flit taken at the last edge); `rd_g`,
//! `rd_sc`, `dec_v` and the `cpl_*` are registers (the read decided at the last edge is
//! issued now, the one issued at the last edge completes now).

use super::core::IbGeometry;
use super::cut_tap::IbCutTap;
use super::reqq::IbRequestQueues;
use crate::arbiter::RoundRobinArbiter;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IbReaders<const K: usize, const W: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub can_issue: [Signal<In, Bit>; K],
    pub ask_ok: [Signal<In, Bit>; K],
    pub ocred: [Signal<In, Bits<9>>; K],
    /// Per output: its credits cover a whole chunk (from the output port's registers).
    pub cred_k: [Signal<In, Bit>; K],
    pub head_valid: [Signal<In, Bit>; K],
    pub head_req: [Signal<In, Bit>; K],
    /// Per input: the writer takes the offered flit now (`take`), the offer (`off_tag`,
    /// `off_data`, `off_mask`), its lane (`wr_lane`) and whether it commits a header chunk.
    pub take: [Signal<In, Bit>; K],
    pub off_tag: [Signal<In, Bits<2>>; K],
    pub off_data: [Signal<In, Bits<W>>; K],
    pub off_mask: [Signal<In, Bits<K>>; K],
    pub wr_lane: [Signal<In, Bits<4>>; K],
    pub commit_hdr: [Signal<In, Bit>; K],
    pub req: [Signal<In, Bit>; K],
    pub req_mask: [Signal<In, Bits<K>>; K],
    pub head_nch: [Signal<In, Bits<10>>; K],
    pub avail: [Signal<In, Bits<10>>; K],
    pub commit: [Signal<In, Bit>; K],
    pub empty: [Signal<In, Bit>; K],
    pub upc: [Signal<Out, Bits<8>>; K],
    pub rd_sc: [Signal<Out, Bits<10>>; K],
    pub rd_g: [Signal<Out, Bits<K>>; K],
    /// The read of output o in flight, which completes now (the registers `inf_v`,
    /// `inf_i`, `inf_hdr`, `inf_last`; to [`super::completions::IbCompletions`]).
    pub cpl_v: [Signal<Out, Bit>; K],
    pub cpl_i: [Signal<Out, Bits<P>>; K],
    pub cpl_hdr: [Signal<Out, Bit>; K],
    pub cpl_last: [Signal<Out, Bit>; K],
    /// The completing read is a cut-through chunk's (the register `inf_early`): it only
    /// counts the chunk, its flits were sent as they were written.
    pub cpl_ct: [Signal<Out, Bit>; K],
    /// Per output: the flit it cuts through at this edge (`ct_v`, `ct_tag`, `ct_data`: the
    /// offered flit its input's writer takes now).
    pub ct_v: [Signal<Out, Bit>; K],
    pub ct_tag: [Signal<Out, Bits<2>>; K],
    pub ct_data: [Signal<Out, Bits<W>>; K],
    pub dec_v: [Signal<Out, Bit>; K],
    /// What each output serves and what it asks of each input buffer (combinational).
    pub sel: IbReadSelect<K, P>,
    /// The writers' takes and commits as cut-through sees them: this edge's, or with late
    /// cut-through the last edge's (module doc, "Late cut-through").
    pub tap: IbCutTap<K, W>,
    /// Late cut-through (`IbGeometry::late_cut`), and per input the outputs cutting through
    /// from it (`ctm`, from the registers `ct_on`, `ct_i`).
    late: Constant<Bit>,
    ctm: [Signal<Local, Bits<K>>; K],
    /// Per input buffer: the arbiter of its queued reads.
    arb: [RoundRobinArbiter<K, P>; K],
    /// Per input buffer: the queued read decided at the last edge (the granted output,
    /// one-hot; the read address's select).
    dg: [DFF<Bits<K>>; K],
    /// Per input buffer: the granted output at this edge (the round-robin arbiter's grant,
    /// else the lowest output asking for the head packet's first chunk as its requests are
    /// queued now), one-hot or zero.
    gr: [Signal<Local, Bits<K>>; K],
    /// Per output: the registered eligibility (module doc, "Queued reads"): the input, one-hot,
    /// whose head packet's next chunk the output may ask for at this edge, set at the last
    /// edge from the state after it.
    pub el: [DFF<Bits<K>>; K],
    /// Per output, for `el`: the packet read after this edge
    /// (`cvn`, `cin`), and the result before the final gates (`elq`).
    cvn: [Signal<Local, Bit>; K],
    cin: [Signal<Local, Bits<P>>; K],
    elq: [Signal<Local, Bits<K>>; K],
    /// Staged (module doc, "Staged"): the readers' decision in two pipeline stages; per
    /// output, it serves nothing and its port's staged test passed (`fr`, registered with
    /// `el`), and `el` may be set (`elok`).
    staged: Constant<Bit>,
    fr: [DFF<Bit>; K],
    elok: [Signal<Local, Bit>; K],
    /// Per output: a queued read decided at the last edge, issued at this one (`dv`): its
    /// input, chunk and header flag.
    pub dv: [DFF<Bit>; K],
    di: [DFF<Bits<P>>; K],
    dsc: [DFF<Bits<10>>; K],
    dhdr: [DFF<Bit>; K],
    /// The decided read is of its packet's last chunk.
    dlast: [DFF<Bit>; K],
    /// Per input buffer: the outputs that cut its head packet's header chunk through (they
    /// get no request from it), and its requests' outputs without them.
    fwdm: [DFF<Bits<K>>; K],
    rmask: [Signal<Local, Bits<K>>; K],
    /// The request queues ([`IbRequestQueues`]), and per output the inputs queueing at it
    /// now (`qpush`) and the queue's front as an input index (`qhead`).
    pub rq: IbRequestQueues<K>,
    qpush: [Signal<Local, Bits<K>>; K],
    qhead: [Signal<Local, Bits<P>>; K],
    pub cur_v: [DFF<Bit>; K],
    pub cur_i: [DFF<Bits<P>>; K],
    pub cur_c: [DFF<Bits<10>>; K],
    /// The packet being read has its next chunk committed (`cur_c < avail[cur_i]`), as a
    /// register: set at each edge from the next `cur_i`, `cur_c` and `avail` (module doc,
    /// "Queued reads").
    pub hav: [DFF<Bit>; K],
    pub inf_v: [DFF<Bit>; K],
    pub inf_i: [DFF<Bits<P>>; K],
    pub inf_hdr: [DFF<Bit>; K],
    /// The read in flight is of its packet's last chunk (`dlast`, or a chunk cut through
    /// with the tail): at its completion `arr_last`, and the choice of `an` (K flits
    /// unless last), from a register rather than a compare of the header flit's length read
    /// now (the same value: the chunk count is ceil(length / K)).
    pub inf_last: [DFF<Bit>; K],
    /// The read in flight is a cut-through chunk's (it sends nothing).
    pub inf_early: [DFF<Bit>; K],
    /// Per output: it cuts through from input `ct_i` (module doc, "Cut-through").
    pub ct_on: [DFF<Bit>; K],
    pub ct_i: [DFF<Bits<P>>; K],
    /// Per output: it starts cut-through now (`cnew`, from input `cni`, the head flit
    /// `cdn`); input `ct_i`'s take, tag, data, lane-0 flag, commit and header commit (`ck`,
    /// `ctg`, `cdt`, `cl0`, `ccm`, `cch`); going on, it stops now at a chunk without credits
    /// for a whole chunk (`cstop`), it sends now (`cs`), it goes on after this edge (`cgo`).
    cnew: [Signal<Local, Bit>; K],
    cni: [Signal<Local, Bits<P>>; K],
    cdn: [Signal<Local, Bits<W>>; K],
    ck: [Signal<Local, Bit>; K],
    ctg: [Signal<Local, Bits<2>>; K],
    cdt: [Signal<Local, Bits<W>>; K],
    cl0: [Signal<Local, Bit>; K],
    ccm: [Signal<Local, Bit>; K],
    cch: [Signal<Local, Bit>; K],
    cstop: [Signal<Local, Bit>; K],
    cs: [Signal<Local, Bit>; K],
    /// Per output: it cuts through after this edge.
    cnx: [Signal<Local, Bit>; K],
    cgo: [Signal<Local, Bit>; K],
    /// Per input: the outputs cutting through its header chunk as it commits now.
    hdrm: [Signal<Local, Bits<K>>; K],
    /// Per input: its writer takes a head flit now.
    ohd: [Signal<Local, Bit>; K],
    cmask: Constant<Bits<10>>,
    one10: Constant<Bits<10>>,
    idxp: [Constant<Bits<P>>; K],
    onehot: [Constant<Bits<K>>; K],
    /// The outputs below o (`(1 << o) - 1`).
    below: [Constant<Bits<K>>; K],
    g: [Signal<Local, Bit>; K],
    /// Per output: the input and chunk of the packet it reads after this edge (a decided
    /// read's input and chunk + 1, else the current ones), that input's `avail` and commit.
    hci: [Signal<Local, Bits<P>>; K],
    hcc: [Signal<Local, Bits<10>>; K],
    hca: [Signal<Local, Bits<10>>; K],
    hcm: [Signal<Local, Bit>; K],
}

fn a<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

impl<const K: usize, const W: usize, const P: usize> IbReaders<K, W, P> {
    pub fn new(g: &IbGeometry) -> Self {
        assert!(K <= 1 << P, "K = {K} inputs must fit in P = {P} index bits");
        IbReaders {
            clock: Default::default(),
            rst: Default::default(),
            can_issue: a(),
            ask_ok: a(),
            ocred: a(),
            cred_k: a(),
            head_valid: a(),
            head_req: a(),
            take: a(),
            off_tag: a(),
            off_data: a(),
            off_mask: a(),
            wr_lane: a(),
            commit_hdr: a(),
            req: a(),
            req_mask: a(),
            head_nch: a(),
            avail: a(),
            commit: a(),
            empty: a(),
            upc: a(),
            rd_sc: a(),
            rd_g: a(),
            cpl_v: a(),
            cpl_i: a(),
            cpl_hdr: a(),
            cpl_last: a(),
            cpl_ct: a(),
            ct_v: a(),
            ct_tag: a(),
            ct_data: a(),
            dec_v: a(),
            sel: IbReadSelect::new(g.staged),
            tap: IbCutTap::new(g.late_cut),
            late: Constant::new(g.late_cut),
            ctm: a(),
            arb: a(),
            dg: a(),
            gr: a(),
            el: a(),
            cvn: a(),
            cin: a(),
            elq: a(),
            staged: Constant::new(g.staged),
            fr: a(),
            elok: a(),
            dv: a(),
            di: a(),
            dsc: a(),
            dhdr: a(),
            dlast: a(),
            fwdm: a(),
            rmask: a(),
            rq: IbRequestQueues::default(),
            qpush: a(),
            qhead: a(),
            cur_v: a(),
            cur_i: a(),
            cur_c: a(),
            hav: a(),
            inf_v: a(),
            inf_i: a(),
            inf_hdr: a(),
            inf_last: a(),
            inf_early: a(),
            ct_on: a(),
            ct_i: a(),
            cnew: a(),
            cni: a(),
            cdn: a(),
            ck: a(),
            ctg: a(),
            cdt: a(),
            cl0: a(),
            ccm: a(),
            cch: a(),
            cstop: a(),
            cs: a(),
            cnx: a(),
            cgo: a(),
            hdrm: a(),
            ohd: a(),
            cmask: Constant::new(g.cmask().to_bits()),
            one10: Constant::new(1u64.to_bits()),
            idxp: crate::consts::indices(),
            onehot: crate::consts::onehot(),
            below: std::array::from_fn(|o| Constant::new(((1u64 << o) - 1).to_bits())),
            g: a(),
            hci: a(),
            hcc: a(),
            hca: a(),
            hcm: a(),
        }
    }
}

impl<const K: usize, const W: usize, const P: usize> Logic for IbReaders<K, W, P> {
    #[hdl_gen]
    fn update(&mut self) {
        // Clocks and hold defaults.
        for o in 0..K {
            self.arb[o].clock.next = self.clock.val();
            self.arb[o].rst.next = self.rst.val();
            self.ct_on[o].clock.next = self.clock.val();
            self.ct_i[o].clock.next = self.clock.val();
            self.dg[o].clock.next = self.clock.val();
            self.el[o].clock.next = self.clock.val();
            self.fr[o].clock.next = self.clock.val();
            self.dv[o].clock.next = self.clock.val();
            self.di[o].clock.next = self.clock.val();
            self.dsc[o].clock.next = self.clock.val();
            self.dhdr[o].clock.next = self.clock.val();
            self.dlast[o].clock.next = self.clock.val();
            self.fwdm[o].clock.next = self.clock.val();
            self.dec_v[o].next = self.dv[o].q.val();
            self.cur_v[o].clock.next = self.clock.val();
            self.cur_i[o].clock.next = self.clock.val();
            self.cur_c[o].clock.next = self.clock.val();
            self.hav[o].clock.next = self.clock.val();
            self.inf_v[o].clock.next = self.clock.val();
            self.inf_i[o].clock.next = self.clock.val();
            self.inf_hdr[o].clock.next = self.clock.val();
            self.inf_last[o].clock.next = self.clock.val();
            self.inf_early[o].clock.next = self.clock.val();
            self.cur_v[o].d.next = self.cur_v[o].q.val();
            self.cur_i[o].d.next = self.cur_i[o].q.val();
            self.cur_c[o].d.next = self.cur_c[o].q.val();
            self.inf_v[o].d.next = false;
            self.inf_i[o].d.next = self.inf_i[o].q.val();
            self.inf_hdr[o].d.next = self.inf_hdr[o].q.val();
            self.inf_last[o].d.next = self.inf_last[o].q.val();
            self.inf_early[o].d.next = false;
            self.upc[o].next = self.ocred[o].val().get_bits::<8>(0);
            self.cpl_v[o].next = self.inf_v[o].q.val();
            self.cpl_i[o].next = self.inf_i[o].q.val();
            self.cpl_hdr[o].next = self.inf_hdr[o].q.val();
            self.cpl_last[o].next = self.inf_last[o].q.val();
            self.cpl_ct[o].next = self.inf_early[o].q.val();
        }
        self.rq.clock.next = self.clock.val();
        self.rq.rst.next = self.rst.val();
        self.tap.clock.next = self.clock.val();
        self.tap.rst.next = self.rst.val();
        for i in 0..K {
            self.tap.take[i].next = self.take[i].val();
            self.tap.off_tag[i].next = self.off_tag[i].val();
            self.tap.off_data[i].next = self.off_data[i].val();
            self.tap.off_mask[i].next = self.off_mask[i].val();
            self.tap.wr_lane[i].next = self.wr_lane[i].val();
            self.tap.commit[i].next = self.commit[i].val();
            self.tap.commit_hdr[i].next = self.commit_hdr[i].val();
        }
        // The outputs cutting through from each input (late cut-through: they cut the header
        // chunk of the head packet queueing its requests now through, and get none of them).
        for i in 0..K {
            self.ctm[i].next = 0.into();
            for o in 0..K {
                if self.ct_on[o].q.val() & (self.ct_i[o].q.val() == self.idxp[i].val()) {
                    self.ctm[i].next = self.ctm[i].val() | self.onehot[o].val();
                }
            }
        }
        // Selection ([`IbReadSelect`], a child so that this block's `always` has no path
        // from the arbiters' grants to their requests: see its doc).
        for i in 0..K {
            self.sel.can_issue[i].next = self.can_issue[i].val();
            self.sel.empty[i].next = self.empty[i].val();
            self.sel.head_valid[i].next = self.head_valid[i].val();
            self.sel.head_req[i].next = self.head_req[i].val();
            self.rmask[i].next = self.req_mask[i].val() & !self.fwdm[i].q.val();
            if self.late.val() {
                self.rmask[i].next = self.req_mask[i].val() & !self.ctm[i].val();
            }
            self.sel.req_mask[i].next = self.rmask[i].val();
            self.ohd[i].next = self.tap.take_o[i].val() & (self.tap.tag[i].val() == 1);
            self.sel.off_head[i].next = self.ohd[i].val();
            self.sel.off_mask[i].next = self.tap.mask[i].val();
            self.sel.ctv[i].next = self.ct_on[i].q.val();
            self.sel.head_nch[i].next = self.head_nch[i].val();
            self.sel.hav[i].next = self.hav[i].q.val();
            self.sel.el[i].next = self.el[i].q.val();
            self.sel.fr[i].next = self.fr[i].q.val();
            self.sel.early[i].next = self.inf_early[i].q.val();
            self.sel.dv[i].next = self.dv[i].q.val();
            self.sel.pend[i].next = self.inf_v[i].q.val() & !self.inf_early[i].q.val();
            self.sel.cur_v[i].next = self.cur_v[i].q.val();
            self.sel.cur_i[i].next = self.cur_i[i].q.val();
            self.sel.cur_c[i].next = self.cur_c[i].q.val();
            self.sel.qany[i].next = self.rq.any[i].val();
        }
        for o in 0..K {
            self.qhead[o].next = 0.into();
            for i in 0..K {
                if self.rq.front[o].val().get_bit(i) {
                    self.qhead[o].next = self.qhead[o].val() | self.idxp[i].val();
                }
            }
            self.sel.qhead[o].next = self.qhead[o].val();
        }
        // Reads: per input buffer one chunk per cycle. The queued reads' arbiter decides
        // (`dg`, issued at the next edge: the buffer's read address takes the registered
        // grant and chunk, `rd_g`, `rd_sc`).
        for i in 0..K {
            self.arb[i].req.next = self.sel.want[i].val();
            self.arb[i].advance.next = true;
            // The requests queued now by a fixed priority (the lowest output), when the
            // round-robin arbiter grants nothing.
            self.gr[i].next = self.arb[i].grant.val();
            if !self.arb[i].valid.val() {
                for o in 0..K {
                    if self.sel.now[i].val().get_bit(o)
                        & !(self.sel.now[i].val() & self.below[o].val()).any()
                    {
                        self.gr[i].next = self.gr[i].val() | self.onehot[o].val();
                    }
                }
            }
            self.dg[i].d.next = self.gr[i].val();
            self.rd_g[i].next = self.dg[i].q.val();
        }
        for o in 0..K {
            self.rd_sc[o].next = self.dsc[o].q.val();
            self.g[o].next = false;
            for i in 0..K {
                if self.gr[i].val().get_bit(o) {
                    self.g[o].next = true;
                }
            }
        }
        // Cut-through (module doc). An output cutting through (`ct_on`) sends the flit its
        // input `ct_i`'s writer takes now, unless it is the first flit of a later chunk and
        // the credits do not cover a whole chunk (`cstop`: it stops); the tail ends it. These
        // come from the register `ct_i`, so that the claims of this edge (`ctw`) reach only
        // the last multiplexers: an output starting now (`cnew`, from input `cni`) sends the
        // head flit, and its header chunk cannot commit at this edge (it has at least two
        // flits), so the commit bookkeeping sees the going-on outputs only (`csc`).
        for o in 0..K {
            self.cnew[o].next = false;
            self.cni[o].next = 0.into();
            self.cdn[o].next = 0.into();
            for i in 0..K {
                if self.sel.ctw[i].val().get_bit(o) {
                    self.cnew[o].next = true;
                    self.cni[o].next = self.cni[o].val() | self.idxp[i].val();
                    self.cdn[o].next = self.cdn[o].val() | self.tap.data[i].val();
                }
            }
            self.ck[o].next = self.tap.take_o[0].val();
            self.ctg[o].next = self.tap.tag[0].val();
            self.cdt[o].next = self.tap.data[0].val();
            self.cl0[o].next = !self.tap.lane[0].val().any();
            self.ccm[o].next = self.tap.cm[0].val();
            self.cch[o].next = self.tap.cmh[0].val();
            for i in 1..K {
                if self.ct_i[o].q.val() == self.idxp[i].val() {
                    self.ck[o].next = self.tap.take_o[i].val();
                    self.ctg[o].next = self.tap.tag[i].val();
                    self.cdt[o].next = self.tap.data[i].val();
                    self.cl0[o].next = !self.tap.lane[i].val().any();
                    self.ccm[o].next = self.tap.cm[i].val();
                    self.cch[o].next = self.tap.cmh[i].val();
                }
            }
            self.cstop[o].next = self.ct_on[o].q.val()
                & self.ck[o].val()
                & self.cl0[o].val()
                & (self.ctg[o].val() != 1)
                & !self.cred_k[o].val();
            self.cs[o].next = self.ct_on[o].q.val() & self.ck[o].val() & !self.cstop[o].val();
            self.ct_v[o].next = self.cs[o].val() | self.cnew[o].val();
            self.ct_tag[o].next = self.ctg[o].val();
            self.ct_data[o].next = self.cdt[o].val();
            self.ct_i[o].d.next = self.ct_i[o].q.val();
            self.cgo[o].next = self.ct_on[o].q.val()
                & !self.cstop[o].val()
                & !(self.cs[o].val() & (self.ctg[o].val() == 3));
            self.cnx[o].next = self.cgo[o].val();
            if self.cnew[o].val() {
                self.ct_tag[o].next = 1.into();
                self.ct_data[o].next = self.cdn[o].val();
                self.ct_i[o].d.next = self.cni[o].val();
                self.cnx[o].next = true;
            }
            self.ct_on[o].d.next = self.cnx[o].val();
        }
        // A cut-through output's packet gets no request from it (queued at the next edge,
        // `req`): the outputs cutting through a header chunk as it commits (`hdrm`); the mask
        // is cleared when the requests are queued.
        for i in 0..K {
            self.hdrm[i].next = 0.into();
            for o in 0..K {
                if self.cs[o].val()
                    & self.cch[o].val()
                    & (self.ct_i[o].q.val() == self.idxp[i].val())
                {
                    self.hdrm[i].next = self.hdrm[i].val() | self.onehot[o].val();
                }
            }
            self.fwdm[i].d.next = self.fwdm[i].q.val();
            if self.req[i].val() {
                self.fwdm[i].d.next = 0.into();
            }
            if self.hdrm[i].val().any() {
                self.fwdm[i].d.next = self.hdrm[i].val();
            }
        }
        // Request queues ([`IbRequestQueues`]): this edge's requests (from registers,
        // `req`, `rmask`) join, inputs in index order; a queued read issued now by an output
        // serving no packet pops the front (`dv` is a register).
        for o in 0..K {
            self.qpush[o].next = 0.into();
            for i in 0..K {
                if self.req[i].val() & self.rmask[i].val().get_bit(o) {
                    self.qpush[o].next = self.qpush[o].val() | self.onehot[i].val();
                }
            }
            self.rq.push[o].next = self.qpush[o].val();
            self.rq.pop[o].next = self.dv[o].q.val() & !self.cur_v[o].q.val();
        }
        // Grant bookkeeping. A decided read waits one cycle (`dv`, `di`, `dsc`, `dhdr`,
        // `dlast`, all computed beside the arbiter) and its output's packet moves on when it
        // is issued: the output decides nothing while it waits, so no block sees the
        // difference from the model's booking at the decision (the request queue's front is
        // still the decided request then). A chunk cut through as it commits is in flight at
        // this edge (`inf_early`, below). `di`, `dsc`, `dhdr` and `dlast` load at every edge,
        // not only at a grant: they are read only behind `dv` (and `rd_sc` behind `rd_g`), and
        // while `dv` is set the output asks for nothing, so the grant (the end of the
        // arbitration) drives one flip-flop per output instead of their enables.
        for o in 0..K {
            self.dv[o].d.next = self.g[o].val();
            self.di[o].d.next = self.sel.bi[o].val();
            self.dsc[o].d.next = self.sel.sc[o].val();
            self.dhdr[o].d.next = !self.sel.sc[o].val().any();
            self.dlast[o].d.next = self.sel.slast[o].val();
            if self.dv[o].q.val() {
                self.inf_v[o].d.next = true;
                self.inf_i[o].d.next = self.di[o].q.val();
                self.inf_hdr[o].d.next = self.dhdr[o].q.val();
                self.inf_last[o].d.next = self.dlast[o].q.val();
                if self.dlast[o].q.val() {
                    self.cur_v[o].d.next = false;
                } else {
                    self.cur_v[o].d.next = true;
                    self.cur_i[o].d.next = self.di[o].q.val();
                    self.cur_c[o].d.next = (self.dsc[o].q.val() + 1) & self.cmask.val();
                }
            }
            // A chunk committing as it is cut through is read by its output (it decides no
            // read meanwhile): counted at the next edge; its packet moves on.
            if self.cs[o].val() & self.ccm[o].val() {
                self.inf_v[o].d.next = true;
                self.inf_i[o].d.next = self.ct_i[o].q.val();
                self.inf_hdr[o].d.next = self.cch[o].val();
                self.inf_early[o].d.next = true;
                self.inf_last[o].d.next = self.ctg[o].val() == 3;
                if self.ctg[o].val() == 3 {
                    self.cur_v[o].d.next = false;
                } else {
                    self.cur_v[o].d.next = true;
                    self.cur_i[o].d.next = self.ct_i[o].q.val();
                    self.cur_c[o].d.next = self.one10.val();
                    if !self.cch[o].val() {
                        self.cur_c[o].d.next = (self.cur_c[o].q.val() + 1) & self.cmask.val();
                    }
                }
            }
        }
        // The next cycle's `hav` (module doc, "Queued reads"): the packet read after this
        // edge is the decided read's (input `di`, chunk `dsc + 1`) or the current one; its
        // input's `avail` grows by one at a commit (the head packet it reads cannot leave:
        // its last chunk is not freed before this output reads it). An output cutting
        // through reads nothing (and its next chunk, `cur_c`, is not committed).
        for o in 0..K {
            self.hci[o].next = self.cur_i[o].q.val();
            self.hcc[o].next = self.cur_c[o].q.val();
            if self.dv[o].q.val() {
                self.hci[o].next = self.di[o].q.val();
                self.hcc[o].next = (self.dsc[o].q.val() + 1) & self.cmask.val();
            }
            self.hca[o].next = self.avail[0].val();
            self.hcm[o].next = self.commit[0].val();
            for i in 0..K {
                if self.hci[o].val() == self.idxp[i].val() {
                    self.hca[o].next = self.avail[i].val();
                    self.hcm[o].next = self.commit[i].val();
                }
            }
            self.hav[o].d.next = (self.hcc[o].val() < self.hca[o].val())
                | (self.hcm[o].val() & (self.hcc[o].val() == self.hca[o].val()));
            // (An output starting cut-through now reads no packet after this edge.)
            if self.cgo[o].val() | (self.cs[o].val() & self.ccm[o].val()) | self.rst.val() {
                self.hav[o].d.next = false;
            }
        }
        // Synchronous reset (module doc).
        for o in 0..K {
            if self.rst.val() {
                self.cur_v[o].d.next = false;
                self.cur_i[o].d.next = 0.into();
                self.cur_c[o].d.next = 0.into();
                self.inf_v[o].d.next = false;
                self.inf_i[o].d.next = 0.into();
                self.inf_hdr[o].d.next = false;
                self.inf_last[o].d.next = false;
                self.inf_early[o].d.next = false;
                self.dv[o].d.next = false;
                self.dg[o].d.next = 0.into();
                self.fwdm[o].d.next = 0.into();
                self.ct_on[o].d.next = false;
                self.ct_i[o].d.next = 0.into();
            }
        }
        // The registered eligibility for the next edge (module doc, "Queued reads"), one-hot:
        // the input of the packet read after this edge (a decided read issued now moves the
        // packet on; cut-through clears `el`), else the request queue's front after
        // this edge (`nfront`), if the output port may take a read then (`ask_ok`).
        for o in 0..K {
            self.cvn[o].next = self.cur_v[o].q.val();
            self.cin[o].next = self.cur_i[o].q.val();
            if self.dv[o].q.val() {
                self.cvn[o].next = !self.dlast[o].q.val();
                self.cin[o].next = self.di[o].q.val();
            }
            self.elq[o].next = self.rq.nfront[o].val();
            if self.cvn[o].val() {
                self.elq[o].next = 0.into();
                for i in 0..K {
                    if self.cin[o].val() == self.idxp[i].val() {
                        self.elq[o].next = self.onehot[i].val();
                    }
                }
            }
            self.elok[o].next = self.ask_ok[o].val() & !self.rst.val() & !self.cnx[o].val();
            if self.staged.val() {
                self.elok[o].next = self.ask_ok[o].val()
                    & !self.rst.val()
                    & !self.ct_on[o].q.val()
                    & !self.inf_early[o].q.val();
            }
            self.el[o].d.next = 0.into();
            if self.elok[o].val() {
                self.el[o].d.next = self.elq[o].val();
            }
            self.fr[o].d.next = self.staged.val()
                & self.elok[o].val()
                & !self.cvn[o].val()
                & !self.rq.remany[o].val();
        }
    }
}

/// The readers' selection, combinational: what each output serves next and which outputs ask
/// each input buffer for a chunk (the requests of the per-input arbiters of [`IbReaders`]:
/// the queued reads'), and which outputs start cut-through. The logic of the module doc's
/// "Queued reads" and "Cut-through, then requests queued now" paragraphs.
///
/// Why a block of its own: rust-hdl emits one `always @(*)` per module, and Verilator orders
/// a module's block as one unit unless its statements share no locals. With the selection
/// inside the readers' block, the arbiters' grants (read there for the issue) seemed to feed
/// their own requests (UNOPTFLAT, a false loop through each arbiter); here the readers' block
/// only copies the requests to the arbiters and reads the grants.
///
/// Ports in, per output o: `can_issue[o]`, `empty[o]`, and the registers `dv[o]` (a decided
/// read waits to be issued), `pend[o]` (a read in flight and not early: it completes now),
/// `early[o]` (a cut-through read in flight), `ctv[o]` (it cuts through), `el[o]` (the registered eligibility, one-hot
/// input), `cur_v[o]`, `cur_i[o]`, `cur_c[o]`, `hav[o]` (the current packet's next chunk is
/// committed), `qany[o]`, `qhead[o]` (the request queue is not empty; its front's input);
/// per input i: `head_valid[i]`, `head_req[i]`, `req_mask[i]`,
/// `head_nch[i]`. Out: `want[i]` (outputs asking input i for a queued read: `el` names i, and
/// registers only), `now[i]` (the free outputs input i's head packet claims as its requests
/// are queued now: its first chunk), `ctw[i]` (the idle outputs input i starts cut-through
/// at: its writer takes a head flit for them into a buffer with no head packet), and per
/// output `sc[o]` (the chunk it would read),
/// `bi[o]` (the input of a queued read decided now: the one it serves, or for a free output
/// the head packet claiming it), `slast[o]` (that chunk is its packet's last: for the
/// current packet `cur_c + 1` equals its chunk count, from registers; for a first chunk, the
/// input's head packet has one chunk, tested per input beside the claims and selected by
/// `si` for a queued request or by the one-hot claim `rwant` for a free output). Per input
/// i also `off_head[i]` (its writer takes a head flit now) and `off_mask[i]` (the offer's
/// destinations).
/// Latency 0; every input is a register of another block, a RAM output (`req_mask`, which
/// reaches `now` and `bi` only) or the offer (from the input port's front registers and the
/// writers' `take`, reaching only `ctw` and the claims).
#[derive(LogicBlock)]
pub struct IbReadSelect<const K: usize, const P: usize> {
    pub can_issue: [Signal<In, Bit>; K],
    pub empty: [Signal<In, Bit>; K],
    pub head_valid: [Signal<In, Bit>; K],
    pub head_req: [Signal<In, Bit>; K],
    pub req_mask: [Signal<In, Bits<K>>; K],
    pub off_head: [Signal<In, Bit>; K],
    pub off_mask: [Signal<In, Bits<K>>; K],
    pub ctv: [Signal<In, Bit>; K],
    pub head_nch: [Signal<In, Bits<10>>; K],
    pub hav: [Signal<In, Bit>; K],
    pub el: [Signal<In, Bits<K>>; K],
    /// Staged: the readers' `fr` (the output was free for a decision now, by the staged test).
    pub fr: [Signal<In, Bit>; K],
    pub early: [Signal<In, Bit>; K],
    pub dv: [Signal<In, Bit>; K],
    pub pend: [Signal<In, Bit>; K],
    pub cur_v: [Signal<In, Bit>; K],
    pub cur_i: [Signal<In, Bits<P>>; K],
    pub cur_c: [Signal<In, Bits<10>>; K],
    pub qany: [Signal<In, Bit>; K],
    pub qhead: [Signal<In, Bits<P>>; K],
    pub want: [Signal<Out, Bits<K>>; K],
    pub now: [Signal<Out, Bits<K>>; K],
    pub ctw: [Signal<Out, Bits<K>>; K],
    pub sc: [Signal<Out, Bits<10>>; K],
    pub bi: [Signal<Out, Bits<P>>; K],
    pub slast: [Signal<Out, Bit>; K],
    idxp: [Constant<Bits<P>>; K],
    onehot: [Constant<Bits<K>>; K],
    /// Per input: the outputs deciding its head packet's first chunk as its requests are
    /// queued now.
    rwant: [Signal<Local, Bits<K>>; K],
    /// Input i's head packet queues its requests now; input i's writer takes a head flit
    /// into a buffer with no head packet (it may start cut-through).
    rnow: [Signal<Local, Bit>; K],
    may: [Signal<Local, Bit>; K],
    /// Outputs serving nothing that may decide a read (`freem`), and that may start
    /// cut-through (`idlem`).
    freem: Signal<Local, Bits<K>>,
    idlem: Signal<Local, Bits<K>>,
    claim: Signal<Local, Bits<K>>,
    si: [Signal<Local, Bits<P>>; K],
    /// Per input: its head packet has one chunk. Per output: its current packet's chunk
    /// count.
    one: [Signal<Local, Bit>; K],
    chn: [Signal<Local, Bits<10>>; K],
    /// Per output: it may ask at this edge (no decided read waiting, its current packet's
    /// next chunk committed: `hav`, or a queued request's chunk 0).
    ask: [Signal<Local, Bit>; K],
    /// Staged (the readers' module doc): `freem` from `fr`, and `want` checks that `el` names
    /// the input served (`sin`, one-hot) and that the output does not cut through.
    staged: Constant<Bit>,
    fok: [Signal<Local, Bit>; K],
    sin: [Signal<Local, Bits<K>>; K],
}

impl<const K: usize, const P: usize> IbReadSelect<K, P> {
    pub fn new(staged: bool) -> Self {
        assert!(K <= 1 << P, "K = {K} inputs must fit in P = {P} index bits");
        IbReadSelect {
            can_issue: a(),
            empty: a(),
            head_valid: a(),
            head_req: a(),
            req_mask: a(),
            off_head: a(),
            off_mask: a(),
            ctv: a(),
            head_nch: a(),
            hav: a(),
            el: a(),
            fr: a(),
            early: a(),
            dv: a(),
            pend: a(),
            cur_v: a(),
            cur_i: a(),
            cur_c: a(),
            qany: a(),
            qhead: a(),
            want: a(),
            now: a(),
            ctw: a(),
            sc: a(),
            bi: a(),
            slast: a(),
            idxp: crate::consts::indices(),
            onehot: crate::consts::onehot(),
            rwant: a(),
            rnow: a(),
            may: a(),
            freem: Default::default(),
            idlem: Default::default(),
            claim: Default::default(),
            si: a(),
            one: a(),
            chn: a(),
            ask: a(),
            staged: Constant::new(staged),
            fok: a(),
            sin: a(),
        }
    }
}

impl<const K: usize, const P: usize> Default for IbReadSelect<K, P> {
    fn default() -> Self {
        Self::new(false)
    }
}

impl<const K: usize, const P: usize> Logic for IbReadSelect<K, P> {
    #[hdl_gen]
    fn update(&mut self) {
        // Free outputs (they may decide a read: `can_issue`, nothing decided, no packet, no
        // request) and idle ones (free, with nothing in flight or left to stream).
        self.freem.next = 0.into();
        self.idlem.next = 0.into();
        for o in 0..K {
            self.fok[o].next = self.can_issue[o].val();
            if self.staged.val() {
                self.fok[o].next = self.fr[o].val();
            }
            if !self.dv[o].val() & !self.cur_v[o].val() & !self.qany[o].val() & !self.ctv[o].val() {
                if self.fok[o].val() {
                    self.freem.next = self.freem.val() | self.onehot[o].val();
                }
                if self.can_issue[o].val() & self.empty[o].val() & !self.pend[o].val() {
                    self.idlem.next = self.idlem.val() | self.onehot[o].val();
                }
            }
        }
        // Cut-through, then requests queued now (module doc): an idle output is claimed by
        // the lowest input whose writer takes a head flit for it into a buffer with no head
        // packet (`may`: it starts cut-through, `ctw`); a free output no such input claims,
        // by the lowest input whose head packet queues its requests now (`rnow`: it decides
        // that packet's first chunk, `rwant`). The head packets' masks come from the side
        // RAM and join after the offers'.
        self.claim.next = 0.into();
        for i in 0..K {
            self.may[i].next = self.off_head[i].val() & !self.head_valid[i].val();
            self.ctw[i].next = 0.into();
            if self.may[i].val() {
                self.ctw[i].next = self.off_mask[i].val() & self.idlem.val() & !self.claim.val();
                self.claim.next = self.claim.val() | self.ctw[i].val();
            }
        }
        for i in 0..K {
            self.rnow[i].next = self.head_valid[i].val() & !self.head_req[i].val();
            self.rwant[i].next = 0.into();
            if self.rnow[i].val() {
                self.rwant[i].next = self.req_mask[i].val() & self.freem.val() & !self.claim.val();
                self.claim.next = self.claim.val() | self.req_mask[i].val();
            }
        }
        for i in 0..K {
            self.one[i].next = self.head_nch[i].val() == 1;
        }
        // What each output serves: its current packet, or the next request.
        for o in 0..K {
            self.si[o].next = 0.into();
            self.sc[o].next = 0.into();
            if self.cur_v[o].val() {
                self.si[o].next = self.cur_i[o].val();
                self.sc[o].next = self.cur_c[o].val();
            } else if self.qany[o].val() {
                self.si[o].next = self.qhead[o].val();
            }
            // The input of a queued read decided now, for the bookkeeping: `si`, or for a
            // free output the head packet claiming it (kept out of `si`, which selects the
            // queued requests, so that the claims add no logic in front of them).
            self.bi[o].next = self.si[o].val();
            if !self.cur_v[o].val() & !self.qany[o].val() {
                for i in 0..K {
                    if self.rwant[i].val().get_bit(o) {
                        self.bi[o].next = self.idxp[i].val();
                    }
                }
            }
            // The decided read is of the packet's last chunk (`slast`): for a queued request
            // from `si` (registers); for a free output from the one-hot claim (`rwant`, an
            // AND-OR, not `bi` encoded and decoded again). Multiplexer defaults are the first
            // case, so that the chain has no extra arm for an impossible select value.
            self.slast[o].next = self.one[0].val();
            self.chn[o].next = self.head_nch[0].val();
            for i in 0..K {
                if self.si[o].val() == self.idxp[i].val() {
                    self.slast[o].next = self.one[i].val();
                }
                if self.cur_i[o].val() == self.idxp[i].val() {
                    self.chn[o].next = self.head_nch[i].val();
                }
            }
            if !self.cur_v[o].val() & !self.qany[o].val() {
                self.slast[o].next = false;
                for i in 0..K {
                    if self.rwant[i].val().get_bit(o) & self.one[i].val() {
                        self.slast[o].next = true;
                    }
                }
            }
            if self.cur_v[o].val() {
                self.slast[o].next = (self.cur_c[o].val() + 1) == self.chn[o].val();
            }
            // It asks at this edge for its registered eligibility's input (`el`) if it has no
            // decided read waiting and the chunk it would read is in the buffer: for the
            // current packet the register `hav` (`cur_c < avail[cur_i]`, set at the last
            // edge); for a queued request chunk 0, committed exactly when its input has a
            // head packet (`avail` > 0 exactly when `head_valid`), which `want` requires.
            self.ask[o].next = !self.dv[o].val()
                & !self.early[o].val()
                & (!self.cur_v[o].val() | self.hav[o].val());
            // Staged: `el` was set two edges before its use; it must name the input served
            // now (`sin`), and the output must not have started cut-through since.
            self.sin[o].next = 0.into();
            for i in 0..K {
                if (self.cur_v[o].val() | self.qany[o].val())
                    & (self.si[o].val() == self.idxp[i].val())
                {
                    self.sin[o].next = self.onehot[i].val();
                }
            }
            if self.staged.val() {
                self.ask[o].next = self.ask[o].val() & !self.ctv[o].val();
            }
        }
        // Requests: per input buffer, the outputs whose registered eligibility names it (its
        // head packet has queued its requests) and which may ask now; apart, the free outputs
        // its head packet claims now (`now`, the first chunk).
        for i in 0..K {
            self.now[i].next = self.rwant[i].val();
            self.want[i].next = 0.into();
            for o in 0..K {
                if self.el[o].val().get_bit(i)
                    & (!self.staged.val() | self.sin[o].val().get_bit(i))
                    & self.ask[o].val()
                    & self.head_valid[i].val()
                    & self.head_req[i].val()
                {
                    self.want[i].next = self.want[i].val() | self.onehot[o].val();
                }
            }
        }
    }
}
