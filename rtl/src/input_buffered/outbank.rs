//! Output port of the input-buffered switch, all three organisations (multidestination-worms
//! paper, Section 5.3; golden model: the `StreamPort` of `wormcast_model::input_buffered`):
//! the one-flit link register, the link's credit counter, and the position in the chunk
//! being streamed.
//!
//! A chunk whose read completes in cycle t (`arr_v`) sends its flit 0 into the link register
//! at the edge ending cycle t and flit j at the edge ending t + j, one per cycle: the core
//! only decides a read (issued at the next edge, completing at the one after) when
//! `can_issue` says that the credits for the stream's last flits and a whole chunk are
//! there, so a stream never stalls. A cut-through flit (`ct_v`, only while the stream is
//! `empty`; the readers' `ct_tag`, `ct_data`: the flit an input's writer takes now) goes
//! into the link register at this edge and leaves the stream empty. The flits of a read
//! chunk come over the flit-wide
//! lanes `lane_data[j]` (the core's k^2 flit multiplexers: lane j of the input this output
//! streams from):
//! * reduced organisations (register staircase, split RAM): lane j carries flit j in cycle
//!   t + j and the link register takes `lane_data[pos]` directly: the paper's **one-flit
//!   output register** (plus the k-input flit multiplexer that picks the lane);
//! * chunk-wide organisation: every lane carries its flit in cycle t only (the chunk-wide
//!   crossbar), so flits 1..k-1 are kept in a (k-1)-flit register `ser` for the cycles after
//!   (the paper's k-flit output register, flit 0 going straight to the link register).
//!
//! Flit tags are not carried: the framer's stream is normalised, so the tag follows from the
//! position (head = flit 0 of a header chunk, tail = flit n-1 of a packet's last chunk, else
//! body).
//!
//! Ports in: `arr_v`, `arr_n`, `arr_tag`, `arr_last` (a read completes this cycle: its flit
//! count, the tag of its flit 0, last chunk of its packet; ignored but for the lanes while the
//! stream is busy), `lane_data[K]`, `ct_v`, `ct_tag`, `ct_data` (a flit cut through now),
//! `dec_v` (a read is issued at this edge: it completes in the next cycle), `credit_in`,
//! `rst`
//! (synchronous reset: at the edge the stream, the link register and the credit count
//! return to their power-on values, `depth` credits; while `rst` is high `link_tag` and
//! `link_data` are 0). Out:
//! `link_tag`, `link_data` (the link register), `credits` (for the adaptive up-port choice),
//! `can_issue` (a read may be decided this cycle: `left` <= 2 flits to send at this edge and
//! the next, counting K for a read completing at this edge, and `credits >= K + left`),
//! `ask_ok` (the port may take a read in the next cycle, as `can_issue` will say, except
//! that a chunk whose read completes now counts as K flits and a cut-through flit is left
//! out: the readers' registered eligibility, which an output cutting through does not use),
//! `empty` (no flit left to send at this edge), `cred_k` (the credits cover a whole chunk,
//! for the readers' cut-through). The credit count is stored as `used = depth - credits` so that
//! the register's power-on value (0) is right.
//!
//! A cut-through flit is counted one edge late: `ct_v` comes after the readers' claims (the
//! writers' `take`, the input port's front), so it goes into one flip-flop (`ctp`, a flit
//! cut through at the last edge and not yet in `used`), and `used` steps at the next edge by
//! `send + ctp - credit_in` (-1 ..= +2), all from registers and the early inputs. Every
//! test reads the true count `used + ctp`: `credits` is `depth - used` or `depth - 1 -
//! used` by `ctp`, and each compare `le[m]` (`used + ctp <= lim[m]`) is `used <= lim[m]` or
//! `used <= lim[m + 1]` by `ctp`. So the ports see the same values as with the count
//! stepped at the edge, and the late `ct_v` reaches one register bit, not the count's
//! enables.
//!
//! `can_issue` is a register (`nci`, stored inverted: power-on and reset value "can issue",
//! since the stream is empty and `depth >= K`). At each edge it takes the function above of
//! the port's next state, so it equals that function of the present state in every cycle
//! (no change at the ports). The next state's credit test is made before the update:
//! `used + d <= depth - K - left` for the count's step d in {-1, 0, +1} and the next
//! stream's `left` in {0, 1, 2} is one of five compares of `used` with constants (`le`),
//! selected by `send`, `credit_in` and the next stream's length; a read completing in the
//! next cycle (`dec_v`) counts K flits (only K = 2 with an empty stream passes); a
//! cut-through flit (`ct_v`, which comes after the readers' claims) only selects between
//! the two results, with and without it (`ci_c`, `ci_0`).
//!
//! Staged (`staged`, the golden model's `staged_eligibility`, the default: the readers'
//! decision in two pipeline stages): `ask_ok` says instead that a read decided at the edge
//! after next passes the port's test, from this cycle's registers and early inputs: the
//! stream after the next edge (`left`, plus K for a read completing now, `arr_v`, plus K for
//! a read issued now, `dec_v`: `stot`; one flit fewer if any is left before the decided
//! read: `slft`) has at most 2 flits left, and the credits after it (`credit_in` counted)
//! cover them and a whole chunk: `used + ctp <= depth - K - stot + credit_in`, one of the
//! five compares `le`. The readers register it (`el`), so it is no path into their
//! arbiters. Late select: the early inputs come last (`arr_v` is the readers' read
//! completing now, `credit_in` a port), so the test is computed for each of their eight
//! cases from `left` and `le` alone (a table of the compare's index per case and value of
//! `left`, [`staged_le_index`]) and the case they name is selected in the last multiplexer,
//! instead of adding them into the stream's count in front of the compare.

use rust_hdl::prelude::*;

/// [`IbOutPort`]'s `sm_tab` entry where the staged test fails whatever the credits.
pub const NO_LE: usize = 7;

/// The staged test's credit compare (module doc, "Staged") for case `j` of the early
/// inputs (`arr_v` bit 0, `dec_v` bit 1, `credit_in` bit 2) and `left` = `v`: the stream
/// after the next edge `stot` = v + K (`arr_v`) + K (`dec_v`), the flits left before the
/// decided read `stot - 1` if any (`v` or `arr_v`), else `stot`; the test passes when at
/// most 2 are left and `le[m]` holds, m = `stot + 1 - credit_in` (< 5; 5-bit arithmetic as
/// the compare it replaces). [`NO_LE`] where it cannot pass.
pub fn staged_le_index(k: usize, j: usize, v: usize) -> usize {
    let (a, d, c) = (j & 1, j >> 1 & 1, j >> 2 & 1);
    let snow = v + a * k;
    let stot = snow + d * k;
    let slft = stot - (snow != 0) as usize;
    let m = (stot + 1 - c) % 32;
    if slft <= 2 && m < 5 {
        m
    } else {
        NO_LE
    }
}

#[derive(LogicBlock)]
pub struct IbOutPort<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub arr_v: Signal<In, Bit>,
    pub arr_n: Signal<In, Bits<4>>,
    pub arr_tag: Signal<In, Bits<2>>,
    pub arr_last: Signal<In, Bit>,
    pub lane_data: [Signal<In, Bits<W>>; K],
    pub ct_v: Signal<In, Bit>,
    pub ct_tag: Signal<In, Bits<2>>,
    pub ct_data: Signal<In, Bits<W>>,
    pub dec_v: Signal<In, Bit>,
    pub credit_in: Signal<In, Bit>,
    pub rst: Signal<In, Bit>,
    pub link_tag: Signal<Out, Bits<2>>,
    pub link_data: Signal<Out, Bits<W>>,
    pub credits: Signal<Out, Bits<9>>,
    pub can_issue: Signal<Out, Bit>,
    /// The port may take a read in the next cycle, for the readers' registered eligibility
    /// (module doc): combinational, for the readers' register `el`. With `staged` (the
    /// golden model's `staged_eligibility`, the default): a read decided at the edge after
    /// next (module doc, "Staged").
    pub ask_ok: Signal<Out, Bit>,
    pub empty: Signal<Out, Bit>,
    /// The credits cover a whole chunk (`used <= depth - K`, a compare of a register), for
    /// the readers' cut-through.
    pub cred_k: Signal<Out, Bit>,
    /// Chunk-wide organisation: flits 1..K-1 of the streaming chunk (entry 0 unused; the
    /// registers are unread, and removed by synthesis, in the reduced organisations).
    ser: [DFF<Bits<W>>; K],
    /// The position of the next flit of the streaming chunk to send, and the flits left to
    /// send (the chunk's count minus `ser_pos`): the stream's tests (`busy`, `empty`, the tail
    /// and the next stream's length for `can_issue`) compare `left` with constants, one LUT
    /// each, where a count and a position would need an adder and a carry chain. `ser_pos`
    /// and `ser_last` are read only while `left` != 0; while the stream is empty they hold
    /// the start values of a stream (position 1).
    ser_pos: DFF<Bits<4>>,
    left: DFF<Bits<4>>,
    ser_last: DFF<Bit>,
    oreg_tag: DFF<Bits<2>>,
    oreg_data: DFF<Bits<W>>,
    used: DFF<Bits<9>>,
    /// A cut-through flit sent at the last edge, not yet counted in `used` (module doc).
    ctp: DFF<Bit>,
    /// 1 for the chunk-wide organisation (flits from `ser`), 0 for the reduced ones.
    chunk_wide: Constant<Bit>,
    depth: Constant<Bits<9>>,
    /// `used` is at most `depth` (see [`crate::low_mask`]).
    used_mask: Constant<Bits<9>>,
    /// Not `can_issue` in the next cycle (module doc).
    nci: DFF<Bit>,
    /// `lim[m]` = depth - K + 1 - m (`lim_ok[m]`: it is not negative), and `le[m]` =
    /// `used + ctp <= lim[m]` (the sixth limit serves `ctp`).
    lim: [Constant<Bits<9>>; 6],
    lim_ok: [Constant<Bit>; 6],
    /// `depth - 1` (the credits with `ctp`).
    depth_m1: Constant<Bits<9>>,
    le: [Signal<Local, Bit>; 5],
    /// Without a cut-through flit: the next stream has 0, 1 or 2 flits left to send
    /// (`l0`, `l1`, `l2`) and the credit test for each (`ok0`, `ok1`, `ok2`); with one, the
    /// credit test for an empty stream after it (`okc`).
    l0: Signal<Local, Bit>,
    l1: Signal<Local, Bit>,
    l2: Signal<Local, Bit>,
    ok0: Signal<Local, Bit>,
    ok1: Signal<Local, Bit>,
    ok2: Signal<Local, Bit>,
    okc: Signal<Local, Bit>,
    /// K = 2 (a read completing in the next cycle then counts as 2 flits left, see the doc).
    k2: Constant<Bit>,
    ci_0: Signal<Local, Bit>,
    ci_c: Signal<Local, Bit>,
    /// The next stream's flits left with a chunk completing now counted as K (`ask_ok`).
    l0k: Signal<Local, Bit>,
    l1k: Signal<Local, Bit>,
    l2k: Signal<Local, Bit>,
    k3: Constant<Bit>,
    /// Staged (module doc, "Staged"): per case j of the early inputs (`arr_v` bit 0, `dec_v`
    /// bit 1, `credit_in` bit 2), the index of the credit compare `le` that decides the test
    /// at each value of `left` (`sm_tab[16 j + left]`, [`NO_LE`] where the test fails on the
    /// flits left alone); the index at this cycle's `left` (`s_m[j]`), the test (`s_ok[j]`),
    /// the case's bits (`sja`, `sjd`, `sjc`) and the result (`st_ok`).
    staged: Constant<Bit>,
    sm_tab: [Constant<Bits<3>>; 128],
    mc3: [Constant<Bits<3>>; 5],
    idx16: [Constant<Bits<4>>; 16],
    no_le: Constant<Bits<3>>,
    sja: [Constant<Bit>; 8],
    sjd: [Constant<Bit>; 8],
    sjc: [Constant<Bit>; 8],
    s_m: [Signal<Local, Bits<3>>; 8],
    s_ok: [Signal<Local, Bit>; 8],
    st_ok: Signal<Local, Bit>,
    idx: [Constant<Bits<4>>; K],
    uinc: Signal<Local, Bits<9>>,
    uinc2: Signal<Local, Bits<9>>,
    udec: Signal<Local, Bits<9>>,
    busy: Signal<Local, Bit>,
    send: Signal<Local, Bit>,
    sel_tag: Signal<Local, Bits<2>>,
    sel_data: Signal<Local, Bits<W>>,
}

impl<const K: usize, const W: usize> IbOutPort<K, W> {
    /// Chunk size K; the receiver's FIFO holds `depth` flits (K..=256); `chunk_wide` selects
    /// the chunk-wide organisation's output register; `staged`, the staged `ask_ok`.
    pub fn new(depth: usize, chunk_wide: bool, staged: bool) -> Self {
        assert!(K <= 8, "K = {K}: at most 8 ports");
        assert!(
            (K..=256).contains(&depth),
            "depth = {depth}: the receiver's FIFO must hold a whole chunk (K = {K}) and at most 256 flits"
        );
        IbOutPort {
            clock: Default::default(),
            arr_v: Default::default(),
            arr_n: Default::default(),
            arr_tag: Default::default(),
            arr_last: Default::default(),
            lane_data: std::array::from_fn(|_| Default::default()),
            ct_v: Default::default(),
            ct_tag: Default::default(),
            ct_data: Default::default(),
            dec_v: Default::default(),
            credit_in: Default::default(),
            rst: Default::default(),
            link_tag: Default::default(),
            link_data: Default::default(),
            credits: Default::default(),
            can_issue: Default::default(),
            ask_ok: Default::default(),
            empty: Default::default(),
            cred_k: Default::default(),
            ser: std::array::from_fn(|_| Default::default()),
            ser_pos: Default::default(),
            left: Default::default(),
            ser_last: Default::default(),
            oreg_tag: Default::default(),
            oreg_data: Default::default(),
            used: Default::default(),
            ctp: Default::default(),
            chunk_wide: Constant::new(chunk_wide),
            depth: Constant::new((depth as u64).to_bits()),
            used_mask: Constant::new(crate::low_mask(depth as u64).to_bits()),
            nci: Default::default(),
            lim: std::array::from_fn(|m| {
                Constant::new(((depth + 1).saturating_sub(K + m) as u64).to_bits())
            }),
            lim_ok: std::array::from_fn(|m| Constant::new(depth + 1 >= K + m)),
            depth_m1: Constant::new(((depth - 1) as u64).to_bits()),
            le: Default::default(),
            l0: Default::default(),
            l1: Default::default(),
            l2: Default::default(),
            ok0: Default::default(),
            ok1: Default::default(),
            ok2: Default::default(),
            okc: Default::default(),
            k2: Constant::new(K == 2),
            ci_0: Default::default(),
            ci_c: Default::default(),
            l0k: Default::default(),
            l1k: Default::default(),
            l2k: Default::default(),
            k3: Constant::new(K == 3),
            staged: Constant::new(staged),
            sm_tab: std::array::from_fn(|n| {
                Constant::new((staged_le_index(K, n / 16, n % 16) as u64).to_bits())
            }),
            mc3: std::array::from_fn(|m| Constant::new((m as u64).to_bits())),
            idx16: crate::consts::indices(),
            no_le: Constant::new((NO_LE as u64).to_bits()),
            sja: std::array::from_fn(|j| Constant::new(j & 1 == 1)),
            sjd: std::array::from_fn(|j| Constant::new(j >> 1 & 1 == 1)),
            sjc: std::array::from_fn(|j| Constant::new(j >> 2 & 1 == 1)),
            s_m: Default::default(),
            s_ok: Default::default(),
            st_ok: Default::default(),
            idx: crate::consts::indices(),
            uinc: Default::default(),
            uinc2: Default::default(),
            udec: Default::default(),
            busy: Default::default(),
            send: Default::default(),
            sel_tag: Default::default(),
            sel_data: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for IbOutPort<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ser_pos, left, ser_last, oreg_tag, oreg_data, used, nci, ctp);
        for j in 0..K {
            self.ser[j].clock.next = self.clock.val();
            self.ser[j].d.next = self.ser[j].q.val();
        }
        self.credits.next = (self.depth.val() - self.used.q.val()) & self.used_mask.val();
        if self.ctp.q.val() {
            self.credits.next = (self.depth_m1.val() - self.used.q.val()) & self.used_mask.val();
        }
        self.link_tag.next = self.oreg_tag.q.val();
        self.link_data.next = self.oreg_data.q.val();
        if self.rst.val() {
            self.link_tag.next = 0.into();
            self.link_data.next = 0.into();
        }
        // At most the last flit left: a read issued now completes after it.
        self.empty.next = !self.left.q.val().any();
        self.can_issue.next = !self.nci.q.val();
        // The flit sent at this edge: the stream's next one, flit 0 of an arriving chunk, or
        // a cut-through flit (`ct_v`, only into an empty stream, below).
        self.busy.next = self.left.q.val().any();
        self.send.next = self.busy.val() | self.arr_v.val();
        self.sel_data.next = self.lane_data[0].val();
        if self.arr_v.val() {
            for j in 1..K {
                self.ser[j].d.next = self.lane_data[j].val();
            }
        }
        if self.busy.val() {
            for j in 1..K {
                if self.ser_pos.q.val() == self.idx[j].val() {
                    if self.chunk_wide.val() {
                        self.sel_data.next = self.ser[j].q.val();
                    } else {
                        self.sel_data.next = self.lane_data[j].val();
                    }
                }
            }
            self.sel_tag.next = 2.into();
            if self.ser_last.q.val() & (self.left.q.val() == 1) {
                self.sel_tag.next = 3.into();
            }
            self.ser_pos.d.next = self.ser_pos.q.val() + 1;
            self.left.d.next = self.left.q.val() - 1;
        } else {
            // An empty stream: a completion here starts it at position 1, and `ser_pos` and
            // `ser_last` are read only while it is busy, so they take their start values
            // without asking: no hold and no enable. `left` stays 0 unless a stream starts
            // (a cut-through flit leaves it empty).
            self.sel_tag.next = self.arr_tag.val();
            self.ser_pos.d.next = 1.into();
            self.ser_last.d.next = self.arr_last.val();
            self.left.d.next = 0.into();
            if self.arr_v.val() {
                self.left.d.next = self.arr_n.val() - 1;
                self.ser_last.d.next = self.arr_last.val();
            }
        }
        self.oreg_tag.d.next = 0.into();
        self.oreg_data.d.next = 0.into();
        if self.send.val() {
            self.oreg_tag.d.next = self.sel_tag.val();
            self.oreg_data.d.next = self.sel_data.val();
        }
        // The count's step at this edge: `send + ctp - credit_in` (module doc); the
        // cut-through flit sent now is counted at the next edge (`ctp`).
        self.uinc.next = (self.used.q.val() + 1) & self.used_mask.val();
        self.uinc2.next = (self.used.q.val() + 2) & self.used_mask.val();
        self.udec.next = (self.used.q.val() - 1) & self.used_mask.val();
        if self.send.val() & self.ctp.q.val() {
            self.used.d.next = self.uinc2.val();
            if self.credit_in.val() {
                self.used.d.next = self.uinc.val();
            }
        } else if self.send.val() | self.ctp.q.val() {
            if !self.credit_in.val() {
                self.used.d.next = self.uinc.val();
            }
        } else if self.credit_in.val() {
            self.used.d.next = self.udec.val();
        }
        self.ctp.d.next = self.ct_v.val();
        // A cut-through flit: last, since `ct_v` comes after the readers' claims; it
        // implies an empty stream and no completion (`send` low, `left` stays 0), so it only
        // overrides, in the last multiplexer of each register it changes.
        if self.ct_v.val() {
            self.oreg_tag.d.next = self.ct_tag.val();
            self.oreg_data.d.next = self.ct_data.val();
        }
        // `can_issue` of the next cycle (module doc): `used + d <= depth - K - left` is
        // `used <= lim[1 + left + d]`.
        for m in 0..5 {
            self.le[m].next = self.lim_ok[m].val() & (self.used.q.val() <= self.lim[m].val());
            if self.ctp.q.val() {
                self.le[m].next =
                    self.lim_ok[m + 1].val() & (self.used.q.val() <= self.lim[m + 1].val());
            }
        }
        self.cred_k.next = self.le[1].val();
        // Without an early read: the count steps by +1 (a flit sent, no credit back), -1 or 0.
        self.ok0.next = self.le[1].val();
        self.ok1.next = self.le[2].val();
        self.ok2.next = self.le[3].val();
        if self.send.val() & !self.credit_in.val() {
            self.ok0.next = self.le[2].val();
            self.ok1.next = self.le[3].val();
            self.ok2.next = self.le[4].val();
        }
        if !self.send.val() & self.credit_in.val() {
            self.ok0.next = self.le[0].val();
            self.ok1.next = self.le[1].val();
            self.ok2.next = self.le[2].val();
        }
        // The next stream: one flit on (busy), a completed chunk from position 1, or empty.
        self.l0.next = true;
        self.l1.next = false;
        self.l2.next = false;
        if self.busy.val() {
            self.l0.next = self.left.q.val() == 1;
            self.l1.next = self.left.q.val() == 2;
            self.l2.next = self.left.q.val() == 3;
        } else if self.arr_v.val() {
            self.l0.next = self.arr_n.val() == 1;
            self.l1.next = self.arr_n.val() == 2;
            self.l2.next = self.arr_n.val() == 3;
        }
        self.ci_0.next = (self.l0.val() & self.ok0.val())
            | (self.l1.val() & self.ok1.val())
            | (self.l2.val() & self.ok2.val());
        // A queued read issued at this edge completes in the next cycle and counts as K flits
        // left: only at K = 2 with the stream empty then.
        if self.dec_v.val() {
            self.ci_0.next = self.k2.val() & self.l0.val() & self.ok2.val();
        }
        // With a cut-through flit (no flit sent otherwise, no queued read issued): sent, and
        // the stream empty after it.
        self.okc.next = self.le[1].val();
        if !self.credit_in.val() {
            self.okc.next = self.le[2].val();
        }
        self.ci_c.next = self.okc.val();
        // `ask_ok`: the same without an early read, but a chunk completing now counts as K
        // flits (its flit count `arr_n` comes from the header flit read now): only K = 2 or 3
        // pass then, with K - 1 flits left.
        self.l0k.next = self.l0.val();
        self.l1k.next = self.l1.val();
        self.l2k.next = self.l2.val();
        if !self.busy.val() & self.arr_v.val() {
            self.l0k.next = false;
            self.l1k.next = self.k2.val();
            self.l2k.next = self.k3.val();
        }
        self.ask_ok.next = (self.l0k.val() & self.ok0.val())
            | (self.l1k.val() & self.ok1.val())
            | (self.l2k.val() & self.ok2.val());
        if self.dec_v.val() {
            self.ask_ok.next = self.k2.val() & self.l0k.val() & self.ok2.val();
        }
        // Staged (module doc): the test for each case of the early inputs, from registers
        // (`left` picks the compare, `le` is from `used` and `ctp`), then the case that
        // `arr_v`, `dec_v` and `credit_in` name, in the last multiplexer.
        for j in 0..8 {
            self.s_m[j].next = self.no_le.val();
            for v in 0..16 {
                if self.left.q.val() == self.idx16[v].val() {
                    self.s_m[j].next = self.sm_tab[j * 16 + v].val();
                }
            }
            self.s_ok[j].next = false;
            for m in 0..5 {
                if self.s_m[j].val() == self.mc3[m].val() {
                    self.s_ok[j].next = self.le[m].val();
                }
            }
        }
        self.st_ok.next = false;
        for j in 0..8 {
            if (self.arr_v.val() == self.sja[j].val())
                & (self.dec_v.val() == self.sjd[j].val())
                & (self.credit_in.val() == self.sjc[j].val())
            {
                self.st_ok.next = self.s_ok[j].val();
            }
        }
        if self.staged.val() {
            self.ask_ok.next = self.st_ok.val();
        }
        self.nci.d.next = !self.ci_0.val();
        if self.ct_v.val() {
            self.nci.d.next = !self.ci_c.val();
        }
        // Synchronous reset (`ser` holds data only, written when a chunk arrives).
        if self.rst.val() {
            self.nci.d.next = false;
            self.left.d.next = 0.into();
            self.ser_pos.d.next = 0.into();
            self.ser_last.d.next = false;
            self.oreg_tag.d.next = 0.into();
            self.oreg_data.d.next = 0.into();
            self.used.d.next = 0.into();
            self.ctp.d.next = false;
        }
    }
}
