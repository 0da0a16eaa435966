//! The N = 2^n node wormhole banyan network (issue 15): n stages of N/2 [`BanyanWhSe`]s with
//! the wiring of Definition 1 (perfect shuffle from the nodes into stage n-1, butterfly
//! `IC_i` between stages, output link j of stage 0 = node j).
//!
//! Golden model: `wormcast_model::banyan::wormhole::WhNetModel` (same ports, same timing).
//!
//! Ports:
//! * `in_tag$j`, `in_data$j`: node j's flit in, held by the node until `in_ready$j`.
//! * `in_ready$j` (combinational): node j's flit is consumed this cycle.
//! * `out_tag$j`, `out_data$j`: the flit to node j (stage 0's output register);
//!   `out_ready$j`: node j takes it this cycle.
//! * `malformed_count` (16 bits, wraps): malformed heads discarded up to the previous cycle.
//! * `rst` (synchronous reset, active high, to every SE): while it is high `in_ready$j` and
//!   every `out_tag$j`/`out_data$j` are 0; at each edge with `rst` high every SE's registers
//!   and `malformed_count` return to their power-on values. D = 0 (golden model:
//!   `WhNetModel::cycle_rst`, whose module doc, "Reset", is the contract).
//!
//! Every link carries `tag`, `data`, `owned`, `go` forward and `ready`, `ok` back. Node links
//! into stage n-1 are never owned (`owned = go = 0`); stage 0's outputs see `ok = 1`.
//! Latency: n cycles for an uncontested head. The wiring is written twice, for the Rust
//! simulation (`update`) and as Verilog (`hdl`), because hdl_gen cannot index by computed
//! permutations; the three-way check proves both agree with the golden model.

use super::whse::BanyanWhSe;
use rust_hdl::prelude::*;
use std::fmt::Write as _;
use wormcast_model::banyan::topology::{butterfly, shuffle, stage_of};
use wormcast_model::banyan::wormhole::{Arbitration, WhParams};

#[derive(LogicBlock)]
pub struct BanyanWhNet<const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub in_tag: Vec<Signal<In, Bits<2>>>,
    pub in_data: Vec<Signal<In, Bits<W>>>,
    pub in_ready: Vec<Signal<Out, Bit>>,
    pub out_tag: Vec<Signal<Out, Bits<2>>>,
    pub out_data: Vec<Signal<Out, Bits<W>>>,
    pub out_ready: Vec<Signal<In, Bit>>,
    pub malformed_count: Signal<Out, Bits<16>>,
    /// SEs, stage-major: index k * N/2 + e, k = 0 for stage n-1 (the input stage).
    pub se: Vec<BanyanWhSe<W>>,
    pub mcount: DFF<Bits<16>>,
    /// n and the policy, kept as constants (every field of a block must be a block).
    pub n_stages: Constant<Bits<8>>,
    pub round_robin: Constant<Bit>,
}

/// Which SE port a link label is: (SE index within the stage, port 0/1).
fn port(l: usize) -> (usize, usize) {
    (l >> 1, l & 1)
}

impl<const W: usize> BanyanWhNet<W> {
    pub fn new(p: WhParams) -> Self {
        assert_eq!(p.w, W, "BanyanWhNet<W>: params.w must equal W");
        let nn = p.ports();
        let n = p.n;
        let rr = p.arb == Arbitration::RoundRobin;
        let mut se = Vec::with_capacity(n * nn / 2);
        for k in 0..n {
            for _ in 0..nn / 2 {
                se.push(BanyanWhSe::new(n, stage_of(n, k), rr));
            }
        }
        fn sigs<D: Direction, T: Synth>(c: usize) -> Vec<Signal<D, T>> {
            (0..c).map(|_| Signal::default()).collect()
        }
        BanyanWhNet {
            clock: Default::default(),
            rst: Default::default(),
            in_tag: sigs(nn),
            in_data: sigs(nn),
            in_ready: sigs(nn),
            out_tag: sigs(nn),
            out_data: sigs(nn),
            out_ready: sigs(nn),
            malformed_count: Default::default(),
            se,
            mcount: Default::default(),
            n_stages: Constant::new((n as u64).to_bits()),
            round_robin: Constant::new(rr),
        }
    }
    /// The parameters this network was built with.
    pub fn params(&self) -> WhParams {
        WhParams {
            n: self.n_stages.val().index(),
            w: W,
            arb: if self.round_robin.val() {
                Arbitration::RoundRobin
            } else {
                Arbitration::UpperFirst
            },
        }
    }
}

impl<const W: usize> Logic for BanyanWhNet<W> {
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
        self.mcount.clock.next = clk;
        // Nodes into stage n-1 through the perfect shuffle.
        for s in 0..nn {
            let (e, p) = port(shuffle(n, s));
            let (t, d) = (self.in_tag[s].val(), self.in_data[s].val());
            let se = &mut self.se[e];
            if p == 0 {
                se.in_tag0.next = t;
                se.in_data0.next = d;
                se.owned_in0.next = false;
                se.go_in0.next = false;
                self.in_ready[s].next = se.ready_out0.val() & !rst;
            } else {
                se.in_tag1.next = t;
                se.in_data1.next = d;
                se.owned_in1.next = false;
                se.go_in1.next = false;
                self.in_ready[s].next = se.ready_out1.val() & !rst;
            }
        }
        // Butterflies between stages: flit, owned, go forward; ready, ok back.
        for k in 1..n {
            let i = stage_of(n, k - 1);
            for l in 0..nn {
                let (es, ps) = port(l);
                let (ed, pd) = port(butterfly(i, l));
                let src = &self.se[(k - 1) * h + es];
                let (t, d, ow, go) = if ps == 0 {
                    (
                        src.out_tag0.val(),
                        src.out_data0.val(),
                        src.owned_out0.val(),
                        src.go_out0.val(),
                    )
                } else {
                    (
                        src.out_tag1.val(),
                        src.out_data1.val(),
                        src.owned_out1.val(),
                        src.go_out1.val(),
                    )
                };
                let dst = &mut self.se[k * h + ed];
                let (rdy, ok) = if pd == 0 {
                    dst.in_tag0.next = t;
                    dst.in_data0.next = d;
                    dst.owned_in0.next = ow;
                    dst.go_in0.next = go;
                    (dst.ready_out0.val(), dst.ok_out0.val())
                } else {
                    dst.in_tag1.next = t;
                    dst.in_data1.next = d;
                    dst.owned_in1.next = ow;
                    dst.go_in1.next = go;
                    (dst.ready_out1.val(), dst.ok_out1.val())
                };
                let src = &mut self.se[(k - 1) * h + es];
                if ps == 0 {
                    src.ready_in0.next = rdy;
                    src.ok_in0.next = ok;
                } else {
                    src.ready_in1.next = rdy;
                    src.ok_in1.next = ok;
                }
            }
        }
        // Stage 0 outputs are the nodes.
        for j in 0..nn {
            let (e, p) = port(j);
            let r = self.out_ready[j].val();
            let se = &mut self.se[(n - 1) * h + e];
            if p == 0 {
                se.ready_in0.next = r;
                se.ok_in0.next = true;
                self.out_tag[j].next = se.out_tag0.val();
                self.out_data[j].next = se.out_data0.val();
            } else {
                se.ready_in1.next = r;
                se.ok_in1.next = true;
                self.out_tag[j].next = se.out_tag1.val();
                self.out_data[j].next = se.out_data1.val();
            }
            if rst {
                self.out_tag[j].next = 0u64.into();
                self.out_data[j].next = 0u64.into();
            }
        }
        let mut m = self.mcount.q.val();
        for se in &self.se {
            m = m + bit_cast::<16, 2>(se.malformed.val());
        }
        self.mcount.d.next = if rst { 0u64.into() } else { m };
        self.malformed_count.next = self.mcount.q.val();
    }

    fn connect(&mut self) {
        for se in self.se.iter_mut() {
            se.clock.connect();
            se.rst.connect();
            se.in_tag0.connect();
            se.in_data0.connect();
            se.owned_in0.connect();
            se.go_in0.connect();
            se.ready_in0.connect();
            se.ok_in0.connect();
            se.in_tag1.connect();
            se.in_data1.connect();
            se.owned_in1.connect();
            se.go_in1.connect();
            se.ready_in1.connect();
            se.ok_in1.connect();
        }
        self.mcount.clock.connect();
        self.mcount.d.connect();
        self.malformed_count.connect();
        for s in self.in_ready.iter_mut() {
            s.connect();
        }
        for s in self.out_tag.iter_mut() {
            s.connect();
        }
        for s in self.out_data.iter_mut() {
            s.connect();
        }
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(self.wiring_verilog())
    }
}

impl<const W: usize> BanyanWhNet<W> {
    /// The same wiring as `update`, as one combinational Verilog block. Names follow
    /// rust-hdl's flattening: `se$3$in_tag0` is port `in_tag0` of child `se[3]`.
    fn wiring_verilog(&self) -> String {
        let pr = self.params();
        let n = pr.n;
        let nn = pr.ports();
        let h = nn / 2;
        let mut v = String::new();
        let w = &mut v;
        writeln!(w, "always @(*) begin").unwrap();
        for k in 0..n * h {
            writeln!(w, "    se${k}$clock = clock;").unwrap();
            writeln!(w, "    se${k}$rst = rst;").unwrap();
        }
        writeln!(w, "    mcount$clock = clock;").unwrap();
        for s in 0..nn {
            let (e, p) = port(shuffle(n, s));
            writeln!(w, "    se${e}$in_tag{p} = in_tag${s};").unwrap();
            writeln!(w, "    se${e}$in_data{p} = in_data${s};").unwrap();
            writeln!(w, "    se${e}$owned_in{p} = 1'b0;").unwrap();
            writeln!(w, "    se${e}$go_in{p} = 1'b0;").unwrap();
            writeln!(w, "    in_ready${s} = se${e}$ready_out{p} & ~rst;").unwrap();
        }
        for k in 1..n {
            let i = stage_of(n, k - 1);
            for l in 0..nn {
                let (es, ps) = port(l);
                let (ed, pd) = port(butterfly(i, l));
                let (src, dst) = ((k - 1) * h + es, k * h + ed);
                for (a, b) in [
                    ("in_tag", "out_tag"),
                    ("in_data", "out_data"),
                    ("owned_in", "owned_out"),
                    ("go_in", "go_out"),
                ] {
                    writeln!(w, "    se${dst}${a}{pd} = se${src}${b}{ps};").unwrap();
                }
                writeln!(w, "    se${src}$ready_in{ps} = se${dst}$ready_out{pd};").unwrap();
                writeln!(w, "    se${src}$ok_in{ps} = se${dst}$ok_out{pd};").unwrap();
            }
        }
        for j in 0..nn {
            let (e, p) = port(j);
            let e = (n - 1) * h + e;
            writeln!(w, "    se${e}$ready_in{p} = out_ready${j};").unwrap();
            writeln!(w, "    se${e}$ok_in{p} = 1'b1;").unwrap();
            writeln!(w, "    out_tag${j} = rst ? 2'd0 : se${e}$out_tag{p};").unwrap();
            writeln!(
                w,
                "    out_data${j} = rst ? {}'d0 : se${e}$out_data{p};",
                pr.w
            )
            .unwrap();
        }
        w.push_str(&super::malformed_count_verilog(n * h));
        writeln!(w, "    if (rst) mcount$d = 16'd0;").unwrap();
        writeln!(w, "end").unwrap();
        v
    }
}
