//! A k-ary m-way mesh as one block (paper, Figure 1: the 4-ary 5-way 2-D mesh, 16 nodes and
//! 24 routers): one channel block ([`MwayChannel`]) per channel, the routers
//! ([`MwayRouter`]) between them and a node interface ([`MwayNi`]) on every channel. Golden
//! model: the network engine `wormcast_model::mway::network::MwayNet`, whose runs
//! `wormcast_model::mway::top` records at these ports; that module documents every port.
//!
//! # Wiring (`wormcast_model::mway::mesh`)
//! On channel `c`, along dimension `d`, router `R_{c,d}` (lower channel `c`, its `lo_`
//! interface) is the receiver of way `2d` and the driver of slot `2d + 1`; router
//! `R_{c - e_d, d}` (its `up_` interface) is the receiver of way `2d + 1` and the driver of
//! slot `2d`; the node interface is both in slot `M - 1`. Slots with no router (the mesh's
//! edges) are tied off and masked by the channel's `present` constant. Every attached block
//! reads all the channel block's lines; the channel block gathers the attached blocks' lines
//! bit by bit (`req`, `pri`, `part`, `hit`, `can_ack`, `ack_out`, `bad`, `free`) or per slot
//! (`drv_tag`, `drv_buf`, `drv_data`, `full`). `ack_lines` of every attached block is the
//! channel's gathered `ack_out`.
//!
//! A wiring top: no logic of its own; all wiring goes through [`Wiring`] (see
//! `crate::wiring` for why). Latency 0 between blocks: every channel's lines settle within
//! the cycle (the phases of `wormcast_model::mway::router`), registers change at the edge.
//!
//! `rst` (synchronous, active high) goes to every router, node interface and channel block:
//! while it is high every output is 0 and the node inputs are ignored; each edge with it high
//! returns the mesh to its power-on state; D = 0 (the golden model's module doc, "Reset").
//!
//! Parameters: the router's ([`MwayRouter`]), plus `N` channels (= nodes) and `NL` = N * L
//! offered flits (L = E + 1 = max_len).

use super::channel::MwayChannel;
use super::ni::MwayNi;
use super::router::MwayRouter;
use crate::wiring::{Readable, Wiring, WiringText};
use rust_hdl::prelude::*;
use wormcast_model::mway::mesh::Mesh;
use wormcast_model::mway::router_model::RouterShape;

/// A block attached to a channel slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Att {
    /// Router `r`'s `lo_` interface.
    Lo(usize),
    /// Router `r`'s `up_` interface.
    Up(usize),
    /// Node interface `n`.
    Ni(usize),
}

/// The mesh's attachments, a constructor-time table invisible to rust-hdl (no signals).
#[derive(Clone, Debug, Default)]
pub struct Plan {
    /// Per channel and slot: the receiver of the way, the driver of the slot.
    rx: Vec<Vec<Option<Att>>>,
    tx: Vec<Vec<Option<Att>>>,
    /// Per channel: the receivers present; its coordinates packed as `coord`.
    present: Vec<u64>,
    coord: Vec<u64>,
    /// Per router: its lower channel's packed coordinates.
    router_coord: Vec<u64>,
}

impl Logic for Plan {
    fn update(&mut self) {}
    fn connect(&mut self) {}
    fn hdl(&self) -> Verilog {
        Verilog::Empty
    }
}

impl Block for Plan {
    fn connect_all(&mut self) {}
    fn update_all(&mut self) {}
    fn has_changed(&self) -> bool {
        false
    }
    fn accept(&self, _name: &str, _probe: &mut dyn Probe) {}
}

#[derive(LogicBlock)]
pub struct MwayMesh<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
    const LEN: usize,
    const MB: usize,
    const N: usize,
    const NL: usize,
> {
    pub clock: Signal<In, Clock>,
    /// Synchronous reset, to every router, node interface and channel block (the golden
    /// model's module doc `wormcast_model::mway::top`, "Reset").
    pub rst: Signal<In, Bit>,
    // Node side (per node n; flit j of node n at n * L + j)
    pub inj_valid: [Signal<In, Bit>; N],
    pub inj_n: [Signal<In, Bits<P>>; N],
    pub inj_tag: [Signal<In, Bits<2>>; NL],
    pub inj_data: [Signal<In, Bits<W>>; NL],
    pub inj_ready: [Signal<Out, Bit>; N],
    pub ej_valid: [Signal<Out, Bit>; N],
    // Channel lines (per channel c)
    pub ch_valid: [Signal<Out, Bit>; N],
    pub ch_drv: [Signal<Out, Bits<S>>; N],
    pub ch_tag: [Signal<Out, Bits<2>>; N],
    pub ch_buf: [Signal<Out, Bits<BB>>; N],
    pub ch_data: [Signal<Out, Bits<W>>; N],
    pub ch_ack: [Signal<Out, Bit>; N],
    pub ch_drop: [Signal<Out, Bit>; N],
    pub ch_partial: [Signal<Out, Bit>; N],
    /// Channel c's block.
    pub channel: Vec<MwayChannel<M, S, W, BB, MB>>,
    /// The routers in `Mesh::routers` order (dimension-major).
    pub router: Vec<MwayRouter<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>>,
    /// Node n's interface.
    pub ni: Vec<MwayNi<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>>,
    plan: Plan,
    text: WiringText,
}

/// A one-bit line of an attachment: `$lo`/`$up` of a router interface, `$ni` of a node
/// interface, with its flattened Verilog name.
macro_rules! bit_line {
    ($router:expr, $ni:expr, $att:expr, $lo:ident, $up:ident, $nif:ident) => {
        $att.map(|a| -> (&dyn Readable<bool>, String) {
            match a {
                Att::Lo(r) => (&$router[r].$lo, format!("router${r}${}", stringify!($lo))),
                Att::Up(r) => (&$router[r].$up, format!("router${r}${}", stringify!($up))),
                Att::Ni(n) => (&$ni[n].$nif, format!("ni${n}${}", stringify!($nif))),
            }
        })
    };
}

/// `dst = src` for a vector line of an attachment (0 where there is none).
macro_rules! vec_line {
    ($w:expr, $dst:expr, $dn:expr, $router:expr, $ni:expr, $att:expr, $lo:ident, $up:ident, $nif:ident) => {
        match $att {
            Some(Att::Lo(r)) => $w.w(
                $dst,
                $dn,
                &$router[r].$lo,
                &format!("router${r}${}", stringify!($lo)),
            ),
            Some(Att::Up(r)) => $w.w(
                $dst,
                $dn,
                &$router[r].$up,
                &format!("router${r}${}", stringify!($up)),
            ),
            Some(Att::Ni(n)) => $w.w(
                $dst,
                $dn,
                &$ni[n].$nif,
                &format!("ni${n}${}", stringify!($nif)),
            ),
            None => $w.k($dst, $dn, 0),
        }
    };
}

/// Every channel line into one attached block (`$pre` its flattened name).
macro_rules! lines_in {
    ($w:expr, $dst:expr, $pre:expr, $ch:expr, $cn:expr;
     $avail:ident $rf:ident $valid:ident $drv:ident $tag:ident $buf:ident $data:ident
     $chain:ident $ack:ident $drop:ident $partial:ident $lines:ident) => {
        let f = |x: &str| format!("{}${x}", $pre);
        let g = |x: &str| format!("{}${x}", $cn);
        $w.w(
            &mut $dst.$avail,
            &f(stringify!($avail)),
            &$ch.avail,
            &g("avail"),
        );
        $w.w(&mut $dst.$rf, &f(stringify!($rf)), &$ch.rf, &g("rf"));
        $w.w(
            &mut $dst.$valid,
            &f(stringify!($valid)),
            &$ch.valid,
            &g("valid"),
        );
        $w.w(
            &mut $dst.$drv,
            &f(stringify!($drv)),
            &$ch.ch_drv,
            &g("ch_drv"),
        );
        $w.w(
            &mut $dst.$tag,
            &f(stringify!($tag)),
            &$ch.ch_tag,
            &g("ch_tag"),
        );
        $w.w(
            &mut $dst.$buf,
            &f(stringify!($buf)),
            &$ch.ch_buf,
            &g("ch_buf"),
        );
        $w.w(
            &mut $dst.$data,
            &f(stringify!($data)),
            &$ch.ch_data,
            &g("ch_data"),
        );
        $w.w(
            &mut $dst.$chain,
            &f(stringify!($chain)),
            &$ch.chain,
            &g("chain"),
        );
        $w.w(&mut $dst.$ack, &f(stringify!($ack)), &$ch.ack, &g("ack"));
        $w.w(
            &mut $dst.$drop,
            &f(stringify!($drop)),
            &$ch.drop,
            &g("drop"),
        );
        $w.w(
            &mut $dst.$partial,
            &f(stringify!($partial)),
            &$ch.partial,
            &g("partial"),
        );
        $w.w(
            &mut $dst.$lines,
            &f(stringify!($lines)),
            &$ch.ack_out,
            &g("ack_out"),
        );
    };
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const S: usize,
        const D: usize,
        const CB: usize,
        const CD: usize,
        const E: usize,
        const BE: usize,
        const BD: usize,
        const P: usize,
        const LEN: usize,
        const MB: usize,
        const N: usize,
        const NL: usize,
    > MwayMesh<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB, N, NL>
{
    /// The mesh of `shape.p` (every router built from `shape` at its own dimension).
    pub fn new(shape: &RouterShape) -> Self {
        let p = &shape.p;
        let mesh = Mesh::new(&p.k);
        assert_eq!(
            N, mesh.channels,
            "N = {N} must be the channels {}",
            mesh.channels
        );
        assert_eq!(
            NL,
            N * (E + 1),
            "NL = {NL} must be N * max_len = {}",
            N * (E + 1)
        );
        let routers = mesh.routers();
        let index = |lower: usize, dim: usize| routers.iter().position(|&x| x == (lower, dim));
        let node = mesh.node_way();
        let mut plan = Plan::default();
        for c in 0..N {
            let mut rx = vec![None; M];
            let mut tx = vec![None; M];
            for d in 0..D {
                if let Some(r) = index(c, d) {
                    rx[2 * d] = Some(Att::Lo(r));
                    tx[2 * d + 1] = Some(Att::Lo(r));
                }
                if let Some(below) = mesh.next(c, 2 * d + 1) {
                    let r = index(below, d).expect("the router below");
                    rx[2 * d + 1] = Some(Att::Up(r));
                    tx[2 * d] = Some(Att::Up(r));
                }
            }
            rx[node] = Some(Att::Ni(c));
            tx[node] = Some(Att::Ni(c));
            plan.present.push(mesh.receivers(c) as u64);
            plan.coord.push(shape.pack_coord(&mesh.coord(c)));
            plan.rx.push(rx);
            plan.tx.push(tx);
        }
        plan.router_coord = routers
            .iter()
            .map(|&(lower, _)| shape.pack_coord(&mesh.coord(lower)))
            .collect();
        let router = routers
            .iter()
            .map(|&(_, dim)| {
                MwayRouter::new(&RouterShape::new(p, dim).expect("the router's parameters"))
            })
            .collect();
        let mut top = MwayMesh {
            clock: Default::default(),
            rst: Default::default(),
            inj_valid: std::array::from_fn(|_| Default::default()),
            inj_n: std::array::from_fn(|_| Default::default()),
            inj_tag: std::array::from_fn(|_| Default::default()),
            inj_data: std::array::from_fn(|_| Default::default()),
            inj_ready: std::array::from_fn(|_| Default::default()),
            ej_valid: std::array::from_fn(|_| Default::default()),
            ch_valid: std::array::from_fn(|_| Default::default()),
            ch_drv: std::array::from_fn(|_| Default::default()),
            ch_tag: std::array::from_fn(|_| Default::default()),
            ch_buf: std::array::from_fn(|_| Default::default()),
            ch_data: std::array::from_fn(|_| Default::default()),
            ch_ack: std::array::from_fn(|_| Default::default()),
            ch_drop: std::array::from_fn(|_| Default::default()),
            ch_partial: std::array::from_fn(|_| Default::default()),
            channel: (0..N).map(|_| MwayChannel::default()).collect(),
            router,
            ni: (0..N).map(|_| MwayNi::new(shape)).collect(),
            plan,
            text: WiringText::default(),
        };
        let mut w = Wiring::verilog();
        top.wire(&mut w);
        top.text = w.text();
        top
    }

    /// The wiring, used for simulation, `connect` and Verilog (see [`Wiring`]).
    fn wire(&mut self, w: &mut Wiring) {
        let MwayMesh {
            clock,
            rst,
            inj_valid,
            inj_n,
            inj_tag,
            inj_data,
            inj_ready,
            ej_valid,
            ch_valid,
            ch_drv,
            ch_tag,
            ch_buf,
            ch_data,
            ch_ack,
            ch_drop,
            ch_partial,
            channel,
            router,
            ni,
            plan,
            ..
        } = self;
        let l = E + 1;
        for (r, rt) in router.iter_mut().enumerate() {
            let rn = format!("router${r}");
            w.clock(&mut rt.clock, &format!("{rn}$clock"), clock);
            w.w(&mut rt.rst, &format!("{rn}$rst"), rst, "rst");
            w.k(&mut rt.coord, &format!("{rn}$coord"), plan.router_coord[r]);
        }
        for c in 0..N {
            let cn = format!("channel${c}");
            let ch = &mut channel[c];
            w.clock(&mut ch.clock, &format!("{cn}$clock"), clock);
            w.w(&mut ch.rst, &format!("{cn}$rst"), rst, "rst");
            w.k(&mut ch.present, &format!("{cn}$present"), plan.present[c]);
            let (rx, tx) = (&plan.rx[c], &plan.tx[c]);
            macro_rules! gather {
                ($f:ident, $table:expr, $lo:ident, $up:ident, $nif:ident) => {
                    let srcs: Vec<_> = $table
                        .iter()
                        .map(|a| bit_line!(router, ni, *a, $lo, $up, $nif))
                        .collect();
                    w.pack(&mut ch.$f, &format!("{cn}${}", stringify!($f)), &srcs);
                };
            }
            gather!(req, tx, lo_req, up_req, req);
            gather!(pri, tx, lo_pri, up_pri, pri);
            gather!(part, tx, lo_part, up_part, part);
            gather!(hit, rx, lo_hit, up_hit, hit);
            gather!(can_ack, rx, lo_can_ack, up_can_ack, can_ack);
            gather!(ack_out, rx, lo_ack_out, up_ack_out, ack_out);
            gather!(bad, rx, lo_bad, up_bad, bad);
            gather!(free, rx, lo_free, up_free, free);
            for s in 0..M {
                let sn = |x: &str| format!("{cn}${x}${s}");
                vec_line!(
                    w,
                    &mut ch.drv_tag[s],
                    &sn("drv_tag"),
                    router,
                    ni,
                    tx[s],
                    lo_drv_tag,
                    up_drv_tag,
                    drv_tag
                );
                vec_line!(
                    w,
                    &mut ch.drv_buf[s],
                    &sn("drv_buf"),
                    router,
                    ni,
                    tx[s],
                    lo_drv_buf,
                    up_drv_buf,
                    drv_buf
                );
                vec_line!(
                    w,
                    &mut ch.drv_data[s],
                    &sn("drv_data"),
                    router,
                    ni,
                    tx[s],
                    lo_drv_data,
                    up_drv_data,
                    drv_data
                );
                vec_line!(
                    w,
                    &mut ch.full[s],
                    &sn("full"),
                    router,
                    ni,
                    rx[s],
                    lo_full,
                    up_full,
                    full
                );
            }
            // Every attached block reads the channel's lines (each router interface and the
            // node interface once: as the receiver of its way).
            let ch = &channel[c];
            for a in rx.iter().flatten() {
                match *a {
                    Att::Lo(r) => {
                        lines_in!(w, router[r], format!("router${r}"), ch, cn;
                            lo_avail lo_rf lo_valid lo_ch_drv lo_ch_tag lo_ch_buf lo_ch_data
                            lo_chain lo_ack lo_drop lo_partial lo_ack_lines);
                    }
                    Att::Up(r) => {
                        lines_in!(w, router[r], format!("router${r}"), ch, cn;
                            up_avail up_rf up_valid up_ch_drv up_ch_tag up_ch_buf up_ch_data
                            up_chain up_ack up_drop up_partial up_ack_lines);
                    }
                    Att::Ni(n) => {
                        lines_in!(w, ni[n], format!("ni${n}"), ch, cn;
                            avail rf valid ch_drv ch_tag ch_buf ch_data chain ack drop partial
                            ack_lines);
                    }
                }
            }
            let g = |x: &str| format!("{cn}${x}");
            let o = |x: &str| format!("{x}${c}");
            w.w(&mut ch_valid[c], &o("ch_valid"), &ch.valid, &g("valid"));
            w.w(&mut ch_drv[c], &o("ch_drv"), &ch.ch_drv, &g("ch_drv"));
            w.w(&mut ch_tag[c], &o("ch_tag"), &ch.ch_tag, &g("ch_tag"));
            w.w(&mut ch_buf[c], &o("ch_buf"), &ch.ch_buf, &g("ch_buf"));
            w.w(&mut ch_data[c], &o("ch_data"), &ch.ch_data, &g("ch_data"));
            w.w(&mut ch_ack[c], &o("ch_ack"), &ch.ack, &g("ack"));
            w.w(&mut ch_drop[c], &o("ch_drop"), &ch.drop, &g("drop"));
            w.w(
                &mut ch_partial[c],
                &o("ch_partial"),
                &ch.partial,
                &g("partial"),
            );
            // The node interface's node side.
            let nn = format!("ni${c}");
            let x = &mut ni[c];
            let f = |s: &str| format!("{nn}${s}");
            w.clock(&mut x.clock, &f("clock"), clock);
            w.w(&mut x.rst, &f("rst"), rst, "rst");
            w.k(&mut x.coord, &f("coord"), plan.coord[c]);
            w.w(
                &mut x.inj_valid,
                &f("inj_valid"),
                &inj_valid[c],
                &o("inj_valid"),
            );
            w.w(&mut x.inj_n, &f("inj_n"), &inj_n[c], &o("inj_n"));
            let i0 = c * l;
            w.w(
                &mut x.inj_head_tag,
                &f("inj_head_tag"),
                &inj_tag[i0],
                &format!("inj_tag${i0}"),
            );
            w.w(
                &mut x.inj_head_data,
                &f("inj_head_data"),
                &inj_data[i0],
                &format!("inj_data${i0}"),
            );
            for j in 0..E {
                let i = c * l + 1 + j;
                w.w(
                    &mut x.inj_tag[j],
                    &f(&format!("inj_tag${j}")),
                    &inj_tag[i],
                    &format!("inj_tag${i}"),
                );
                w.w(
                    &mut x.inj_data[j],
                    &f(&format!("inj_data${j}")),
                    &inj_data[i],
                    &format!("inj_data${i}"),
                );
            }
            w.w(
                &mut inj_ready[c],
                &o("inj_ready"),
                &x.inj_ready,
                &f("inj_ready"),
            );
            w.w(
                &mut ej_valid[c],
                &o("ej_valid"),
                &x.ej_valid,
                &f("ej_valid"),
            );
        }
    }
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const S: usize,
        const D: usize,
        const CB: usize,
        const CD: usize,
        const E: usize,
        const BE: usize,
        const BD: usize,
        const P: usize,
        const LEN: usize,
        const MB: usize,
        const N: usize,
        const NL: usize,
    > Logic for MwayMesh<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB, N, NL>
{
    fn update(&mut self) {
        self.wire(&mut Wiring::sim())
    }
    fn connect(&mut self) {
        self.wire(&mut Wiring::connect())
    }
    fn hdl(&self) -> Verilog {
        self.text.verilog()
    }
}
