//! The N = 2^n input region-decoding banyan network (banyan paper, Definition 1 and
//! Section 3): n stages of N/2 [`BanyanSe`]s, perfect shuffle from the nodes into stage n-1,
//! butterfly `IC_i` between stages, output link j of stage 0 = node j.
//!
//! Golden model: `wormcast_model::banyan::BanyanNetModel` (same ports, same timing).
//!
//! Ports:
//! * `in_tag$j`, `in_data$j` (node j's flit in), `out_tag$j`, `out_data$j` (flit out to node j);
//! * `slot_start`: the network's slot clock; high for one cycle every L cycles (first at cycle
//!   0); nodes present their head flit in that cycle and L-1 payload flits after it;
//! * `result_valid`, `accept$s`: for the slot that started at cycle t, high at t + n + 1;
//!   `accept$s` = node s sent a head and every copy was delivered;
//! * `malformed_count` (16 bits, wraps): malformed heads discarded since power-on;
//! * `rst` (synchronous reset, active high, to every SE): while it is high `slot_start`,
//!   every `out_tag$j`/`out_data$j`, `result_valid` and `accept$s` are 0 and the inputs are
//!   ignored; at each edge with `rst` high the slot counter, strobes, SE connections and
//!   output registers, acknowledgement registers and `malformed_count` return to their
//!   power-on values. D = 0: the first slot starts in the first cycle after `rst` falls.
//!
//! Latency: n cycles from node input to node output (one register per stage). The wiring is
//! written out by hand here, once for the Rust simulation (`update`) and once as Verilog
//! (`hdl`), because hdl_gen cannot index by computed permutations; the three-way check proves
//! the two agree with the golden model.

use super::se::BanyanSe;
use rust_hdl::prelude::*;
use std::fmt::Write as _;
use wormcast_model::banyan::topology::{butterfly, shuffle, stage_of};
use wormcast_model::banyan::BanyanParams;

#[derive(LogicBlock)]
pub struct BanyanNet<const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub in_tag: Vec<Signal<In, Bits<2>>>,
    pub in_data: Vec<Signal<In, Bits<W>>>,
    pub slot_start: Signal<Out, Bit>,
    pub out_tag: Vec<Signal<Out, Bits<2>>>,
    pub out_data: Vec<Signal<Out, Bits<W>>>,
    pub result_valid: Signal<Out, Bit>,
    pub accept: Vec<Signal<Out, Bit>>,
    pub malformed_count: Signal<Out, Bits<16>>,
    /// SEs, stage-major: index k * N/2 + e, k = 0 for stage n-1 (the input stage).
    pub se: Vec<BanyanSe<W>>,
    /// Slot counter 0..L-1; slot start when 0.
    pub slot_cnt: DFF<Bits<8>>,
    /// `strobe[k].q` = slot start delayed k + 1 cycles.
    pub strobe: Vec<DFF<Bit>>,
    /// Node s presented a head at the last slot start.
    pub sent: Vec<DFF<Bit>>,
    pub acc: Vec<DFF<Bit>>,
    pub rv: DFF<Bit>,
    pub mcount: DFF<Bits<16>>,
    /// n and L, kept as constants because every field of a block must itself be a block.
    pub n_stages: Constant<Bits<8>>,
    pub slot_len: Constant<Bits<8>>,
}

impl<const W: usize> BanyanNet<W> {
    pub fn new(p: BanyanParams) -> Self {
        Self::with_variant(p, false)
    }
    /// `broken = true`: every SE uses the wrong port-1 replication header (tests only).
    pub fn with_variant(p: BanyanParams, broken: bool) -> Self {
        assert_eq!(p.w, W, "BanyanNet<W>: params.w must equal W");
        let nn = p.ports();
        let n = p.n;
        let mut se = Vec::with_capacity(n * nn / 2);
        for k in 0..n {
            for _ in 0..nn / 2 {
                se.push(BanyanSe::with_variant(n, stage_of(n, k), broken));
            }
        }
        fn sigs<D: Direction, T: Synth>(c: usize) -> Vec<Signal<D, T>> {
            (0..c).map(|_| Signal::default()).collect()
        }
        fn dffs<T: Synth>(c: usize) -> Vec<DFF<T>> {
            (0..c).map(|_| DFF::default()).collect()
        }
        BanyanNet {
            clock: Default::default(),
            rst: Default::default(),
            in_tag: sigs(nn),
            in_data: sigs(nn),
            slot_start: Default::default(),
            out_tag: sigs(nn),
            out_data: sigs(nn),
            result_valid: Default::default(),
            accept: sigs(nn),
            malformed_count: Default::default(),
            se,
            slot_cnt: Default::default(),
            strobe: dffs(n),
            sent: dffs(nn),
            acc: dffs(nn),
            rv: Default::default(),
            mcount: Default::default(),
            n_stages: Constant::new((n as u64).to_bits()),
            slot_len: Constant::new((p.slot_len as u64).to_bits()),
        }
    }
    /// The parameters this network was built with.
    pub fn params(&self) -> BanyanParams {
        let w = W;
        BanyanParams {
            n: self.n_stages.val().index(),
            w,
            slot_len: self.slot_len.val().index(),
        }
    }
    fn half(&self) -> usize {
        self.params().ports() / 2
    }
}

/// Which SE port a link label is: (SE index within the stage, port 0/1).
fn port(l: usize) -> (usize, usize) {
    (l >> 1, l & 1)
}

impl<const W: usize> Logic for BanyanNet<W> {
    fn update(&mut self) {
        let pr = self.params();
        let n = pr.n;
        let nn = pr.ports();
        let h = nn / 2;
        let clk = self.clock.val();
        let rst = self.rst.val();
        for se in self.se.iter_mut() {
            se.clock.next = clk;
            se.rst.next = rst;
        }
        self.slot_cnt.clock.next = clk;
        self.rv.clock.next = clk;
        self.mcount.clock.next = clk;
        for d in self
            .strobe
            .iter_mut()
            .chain(self.sent.iter_mut())
            .chain(self.acc.iter_mut())
        {
            d.clock.next = clk;
            d.d.next = d.q.val();
        }
        // Slot clock.
        let ss = (self.slot_cnt.q.val() == Bits::<8>::from(0u64)) & !rst;
        self.slot_start.next = ss;
        let last = Bits::<8>::from((pr.slot_len - 1) as u64);
        self.slot_cnt.d.next = if self.slot_cnt.q.val() == last {
            0u64.into()
        } else {
            self.slot_cnt.q.val() + 1u64
        };
        self.strobe[0].d.next = ss;
        for k in 1..n {
            self.strobe[k].d.next = self.strobe[k - 1].q.val();
        }
        for k in 0..n {
            let st = if k == 0 {
                ss
            } else {
                self.strobe[k - 1].q.val()
            };
            for e in 0..h {
                self.se[k * h + e].strobe.next = st;
            }
        }
        // Nodes into stage n-1 through the perfect shuffle.
        for s in 0..nn {
            let (e, p) = port(shuffle(n, s));
            let (t, d) = (self.in_tag[s].val(), self.in_data[s].val());
            let se = &mut self.se[e];
            if p == 0 {
                se.in_tag0.next = t;
                se.in_data0.next = d;
            } else {
                se.in_tag1.next = t;
                se.in_data1.next = d;
            }
        }
        // Butterflies between stages; nacks flow back along the same links.
        for k in 1..n {
            let i = stage_of(n, k - 1);
            for l in 0..nn {
                let (es, ps) = port(l);
                let (ed, pd) = port(butterfly(i, l));
                let src = &self.se[(k - 1) * h + es];
                let (t, d) = if ps == 0 {
                    (src.out_tag0.val(), src.out_data0.val())
                } else {
                    (src.out_tag1.val(), src.out_data1.val())
                };
                let dst = &self.se[k * h + ed];
                let nack = if pd == 0 {
                    dst.nack_out0.val()
                } else {
                    dst.nack_out1.val()
                };
                let dst = &mut self.se[k * h + ed];
                if pd == 0 {
                    dst.in_tag0.next = t;
                    dst.in_data0.next = d;
                } else {
                    dst.in_tag1.next = t;
                    dst.in_data1.next = d;
                }
                let src = &mut self.se[(k - 1) * h + es];
                if ps == 0 {
                    src.nack_in0.next = nack;
                } else {
                    src.nack_in1.next = nack;
                }
            }
        }
        // Stage 0 outputs are the nodes; nothing downstream blocks.
        for j in 0..nn {
            let (e, p) = port(j);
            let se = &mut self.se[(n - 1) * h + e];
            if p == 0 {
                se.nack_in0.next = false;
                self.out_tag[j].next = se.out_tag0.val();
                self.out_data[j].next = se.out_data0.val();
            } else {
                se.nack_in1.next = false;
                self.out_tag[j].next = se.out_tag1.val();
                self.out_data[j].next = se.out_data1.val();
            }
            if rst {
                self.out_tag[j].next = 0u64.into();
                self.out_data[j].next = 0u64.into();
            }
        }
        // Acknowledgement and status.
        let rs = self.strobe[n - 1].q.val();
        self.rv.d.next = rs;
        for s in 0..nn {
            if ss {
                self.sent[s].d.next =
                    self.in_tag[s].val() == Bits::<2>::from(crate::flit::TAG_HEAD);
            }
            if rs {
                let (e, p) = port(shuffle(n, s));
                let nack = if p == 0 {
                    self.se[e].nack_out0.val()
                } else {
                    self.se[e].nack_out1.val()
                };
                self.acc[s].d.next = self.sent[s].q.val() & !nack;
            }
            self.accept[s].next = self.acc[s].q.val() & !rst;
        }
        self.result_valid.next = self.rv.q.val() & !rst;
        let mut m = self.mcount.q.val();
        for se in &self.se {
            m = m + bit_cast::<16, 2>(se.malformed.val());
        }
        self.mcount.d.next = m;
        self.malformed_count.next = self.mcount.q.val();
        // Synchronous reset (module doc).
        if rst {
            self.slot_cnt.d.next = 0u64.into();
            self.rv.d.next = false;
            self.mcount.d.next = 0u64.into();
            for d in self
                .strobe
                .iter_mut()
                .chain(self.sent.iter_mut())
                .chain(self.acc.iter_mut())
            {
                d.d.next = false;
            }
        }
    }

    fn connect(&mut self) {
        for se in self.se.iter_mut() {
            se.clock.connect();
            se.rst.connect();
            se.strobe.connect();
            se.in_tag0.connect();
            se.in_data0.connect();
            se.in_tag1.connect();
            se.in_data1.connect();
            se.nack_in0.connect();
            se.nack_in1.connect();
        }
        for d in self
            .strobe
            .iter_mut()
            .chain(self.sent.iter_mut())
            .chain(self.acc.iter_mut())
        {
            d.clock.connect();
            d.d.connect();
        }
        for d in [
            &mut self.slot_cnt.clock,
            &mut self.rv.clock,
            &mut self.mcount.clock,
        ] {
            d.connect();
        }
        self.slot_cnt.d.connect();
        self.rv.d.connect();
        self.mcount.d.connect();
        self.slot_start.connect();
        self.result_valid.connect();
        self.malformed_count.connect();
        for s in self.out_tag.iter_mut() {
            s.connect();
        }
        for s in self.out_data.iter_mut() {
            s.connect();
        }
        for s in self.accept.iter_mut() {
            s.connect();
        }
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(self.wiring_verilog())
    }
}

impl<const W: usize> BanyanNet<W> {
    /// The same wiring as `update`, as one combinational Verilog block. Names follow
    /// rust-hdl's flattening: `se$3$in_tag0` is port `in_tag0` of child `se[3]`.
    fn wiring_verilog(&self) -> String {
        let pr = self.params();
        let n = pr.n;
        let nn = pr.ports();
        let h = self.half();
        let l1 = pr.slot_len - 1;
        let mut v = String::new();
        let w = &mut v;
        writeln!(w, "always @(*) begin").unwrap();
        for k in 0..n * h {
            writeln!(w, "    se${k}$clock = clock;").unwrap();
            writeln!(w, "    se${k}$rst = rst;").unwrap();
        }
        for r in ["slot_cnt", "rv", "mcount"] {
            writeln!(w, "    {r}$clock = clock;").unwrap();
        }
        for (name, c) in [("strobe", n), ("sent", nn), ("acc", nn)] {
            for j in 0..c {
                writeln!(w, "    {name}${j}$clock = clock;").unwrap();
                writeln!(w, "    {name}${j}$d = {name}${j}$q;").unwrap();
            }
        }
        writeln!(w, "    slot_start = (slot_cnt$q == 8'd0) & ~rst;").unwrap();
        writeln!(
            w,
            "    slot_cnt$d = (slot_cnt$q == 8'd{l1}) ? 8'd0 : slot_cnt$q + 8'd1;"
        )
        .unwrap();
        writeln!(w, "    strobe$0$d = slot_start;").unwrap();
        for k in 1..n {
            writeln!(w, "    strobe${k}$d = strobe${}$q;", k - 1).unwrap();
        }
        for k in 0..n {
            let st = if k == 0 {
                "slot_start".to_string()
            } else {
                format!("strobe${}$q", k - 1)
            };
            for e in 0..h {
                writeln!(w, "    se${}$strobe = {st};", k * h + e).unwrap();
            }
        }
        for s in 0..nn {
            let (e, p) = port(shuffle(n, s));
            writeln!(w, "    se${e}$in_tag{p} = in_tag${s};").unwrap();
            writeln!(w, "    se${e}$in_data{p} = in_data${s};").unwrap();
        }
        for k in 1..n {
            let i = stage_of(n, k - 1);
            for l in 0..nn {
                let (es, ps) = port(l);
                let (ed, pd) = port(butterfly(i, l));
                let (src, dst) = ((k - 1) * h + es, k * h + ed);
                writeln!(w, "    se${dst}$in_tag{pd} = se${src}$out_tag{ps};").unwrap();
                writeln!(w, "    se${dst}$in_data{pd} = se${src}$out_data{ps};").unwrap();
                writeln!(w, "    se${src}$nack_in{ps} = se${dst}$nack_out{pd};").unwrap();
            }
        }
        for j in 0..nn {
            let (e, p) = port(j);
            let e = (n - 1) * h + e;
            writeln!(w, "    se${e}$nack_in{p} = 1'b0;").unwrap();
            writeln!(w, "    out_tag${j} = rst ? 2'd0 : se${e}$out_tag{p};").unwrap();
            writeln!(
                w,
                "    out_data${j} = rst ? {}'d0 : se${e}$out_data{p};",
                pr.w
            )
            .unwrap();
        }
        let rs = format!("strobe${}$q", n - 1);
        writeln!(w, "    rv$d = {rs};").unwrap();
        for s in 0..nn {
            let (e, p) = port(shuffle(n, s));
            writeln!(w, "    if (slot_start) sent${s}$d = (in_tag${s} == 2'd1);").unwrap();
            writeln!(
                w,
                "    if ({rs}) acc${s}$d = sent${s}$q & ~se${e}$nack_out{p};"
            )
            .unwrap();
            writeln!(w, "    accept${s} = acc${s}$q & ~rst;").unwrap();
        }
        writeln!(w, "    result_valid = rv$q & ~rst;").unwrap();
        w.push_str(&super::malformed_count_verilog(n * h));
        writeln!(w, "    if (rst) begin").unwrap();
        writeln!(w, "        slot_cnt$d = 8'd0;").unwrap();
        writeln!(w, "        rv$d = 1'b0;").unwrap();
        writeln!(w, "        mcount$d = 16'd0;").unwrap();
        for (name, c) in [("strobe", n), ("sent", nn), ("acc", nn)] {
            for j in 0..c {
                writeln!(w, "        {name}${j}$d = 1'b0;").unwrap();
            }
        }
        writeln!(w, "    end").unwrap();
        writeln!(w, "end").unwrap();
        v
    }
}
