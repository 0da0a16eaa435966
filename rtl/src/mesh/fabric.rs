//! An X x Y mesh of TPM routers ([`MeshRouter`]) wired together: the golden model
//! `wormcast_model::mesh::fabric::Fabric`, matched cycle for cycle at every node port.
//!
//! Router `n` = y * X + x. Its output `d` drives input `d.opposite()` of the neighbour on
//! side `d` (flit lines registered in the sender) and the neighbour's `in_credit` on that
//! port drives its `out_credit[d]` (combinational in the neighbour, counted at the clock
//! edge). Links leaving the mesh are tied off: idle flits, no credits.
//!
//! # Ports (node n, its injection channel k and consumption channel c)
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `inj_tag[n * INJ + k]`, `inj_data[...]` | in | 3, W | flit from node n's injection channel k |
//! | `cons_credit[n * CONS + c]` | in | 1 | credit from node n's consumption channel c |
//! | `cons_tag[n * CONS + c]`, `cons_data[...]` | out | 3, W | flit to node n's consumption channel c (registered) |
//! | `inj_credit[n * INJ + k]` | out | 1 | credit to node n's injection channel k |
//! | `bad[n]` | out | 4 + INJ | router n's `bad` |
//! | `rst` | in | 1 | synchronous reset, active high, to every router (the golden model's last input port) |
//!
//! # Reset
//! `rst` goes to every router (wired by [`Wiring`] to `router$n$rst`): while it is high
//! every output is 0 and the node inputs are ignored; each edge with it high returns every
//! router to its power-on state (the router's module doc, "Reset"). D = 0. What the node
//! interfaces do around a reset is in the golden model's module doc
//! (`wormcast_model::mesh::fabric`, "Reset").
//!
//! Latency: as the routers (2 cycles per hop). A wiring top: no logic of its own; all wiring
//! goes through [`Wiring`] because `#[hdl_gen]` mis-emits `self.router[n].in_tag[d]`.
//!
//! Parameters: the router's ([`MeshRouter`]), plus `N` = X * Y routers, `NINJ` = N * INJ,
//! `NCONS` = N * CONS.

use super::router::MeshRouter;
use crate::wiring::{Wiring, WiringText};
use rust_hdl::prelude::*;
use wormcast_model::mesh::{Dir, RouterParams};

#[derive(LogicBlock)]
pub struct MeshFabric<
    const V: usize,
    const VB: usize,
    const W: usize,
    const INJ: usize,
    const CONS: usize,
    const XB: usize,
    const YB: usize,
    const LB: usize,
    const NR: usize,
    const NI: usize,
    const RB: usize,
    const NO: usize,
    const D: usize,
    const ND: usize,
    const PB: usize,
    const CB: usize,
    const N: usize,
    const NINJ: usize,
    const NCONS: usize,
> {
    pub clock: Signal<In, Clock>,
    /// Synchronous reset, to every router (module doc, "Reset").
    pub rst: Signal<In, Bit>,
    pub inj_tag: [Signal<In, Bits<3>>; NINJ],
    pub inj_data: [Signal<In, Bits<W>>; NINJ],
    pub cons_credit: [Signal<In, Bit>; NCONS],
    pub cons_tag: [Signal<Out, Bits<3>>; NCONS],
    pub cons_data: [Signal<Out, Bits<W>>; NCONS],
    pub inj_credit: [Signal<Out, Bit>; NINJ],
    pub bad: [Signal<Out, Bits<NI>>; N],
    /// Router n = y * X + x.
    pub router: Vec<MeshRouter<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB>>,
    /// Neighbour of router n on side d (`None`: the mesh edge), at `n * 4 + d`.
    neighbour: Neighbours,
    text: WiringText,
}

/// The mesh's adjacency, a constructor-time table invisible to rust-hdl (no signals).
#[derive(Clone, Debug, Default)]
pub struct Neighbours(Vec<Option<usize>>);

impl Logic for Neighbours {
    fn update(&mut self) {}
    fn connect(&mut self) {}
    fn hdl(&self) -> Verilog {
        Verilog::Empty
    }
}

impl Block for Neighbours {
    fn connect_all(&mut self) {}
    fn update_all(&mut self) {}
    fn has_changed(&self) -> bool {
        false
    }
    fn accept(&self, _name: &str, _probe: &mut dyn Probe) {}
}

/// `(&mut v[i], &v[j])` for `i != j`.
fn pair<T>(v: &mut [T], i: usize, j: usize) -> (&mut T, &T) {
    assert_ne!(i, j);
    if i < j {
        let (a, b) = v.split_at_mut(j);
        (&mut a[i], &b[0])
    } else {
        let (a, b) = v.split_at_mut(i);
        (&mut b[0], &a[j])
    }
}

impl<
        const V: usize,
        const VB: usize,
        const W: usize,
        const INJ: usize,
        const CONS: usize,
        const XB: usize,
        const YB: usize,
        const LB: usize,
        const NR: usize,
        const NI: usize,
        const RB: usize,
        const NO: usize,
        const D: usize,
        const ND: usize,
        const PB: usize,
        const CB: usize,
        const N: usize,
        const NINJ: usize,
        const NCONS: usize,
    > MeshFabric<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB, N, NINJ, NCONS>
{
    /// The mesh `p.mesh` of routers with parameters `p` (each at its own position).
    pub fn new(p: &RouterParams) -> Self {
        let m = p.mesh;
        assert_eq!(N, m.nodes(), "N = {N} must be X * Y = {}", m.nodes());
        assert_eq!(NINJ, N * INJ, "NINJ = {NINJ} must be N * INJ");
        assert_eq!(NCONS, N * CONS, "NCONS = {NCONS} must be N * CONS");
        let router = (0..N)
            .map(|n| {
                MeshRouter::new(&RouterParams {
                    at: m.coord(n),
                    ..*p
                })
            })
            .collect();
        let neighbour = Neighbours(
            (0..N)
                .flat_map(|n| Dir::ALL.map(|d| m.neighbour(m.coord(n), d).map(|c| m.node(c))))
                .collect(),
        );
        let mut f = MeshFabric {
            clock: Default::default(),
            rst: Default::default(),
            inj_tag: std::array::from_fn(|_| Default::default()),
            inj_data: std::array::from_fn(|_| Default::default()),
            cons_credit: std::array::from_fn(|_| Default::default()),
            cons_tag: std::array::from_fn(|_| Default::default()),
            cons_data: std::array::from_fn(|_| Default::default()),
            inj_credit: std::array::from_fn(|_| Default::default()),
            bad: std::array::from_fn(|_| Default::default()),
            router,
            neighbour,
            text: WiringText::default(),
        };
        let mut w = Wiring::verilog();
        f.wire(&mut w);
        f.text = w.text();
        f
    }

    /// The wiring, used for simulation, `connect` and Verilog (see [`Wiring`]).
    fn wire(&mut self, w: &mut Wiring) {
        for n in 0..N {
            let rn = |s: &str| format!("router${n}${s}");
            w.clock(&mut self.router[n].clock, &rn("clock"), &self.clock);
            w.w(&mut self.router[n].rst, &rn("rst"), &self.rst, "rst");
            for d in 0..4 {
                let o = d ^ 1; // the neighbour's port facing us (Dir::opposite)
                match self.neighbour.0[n * 4 + d] {
                    Some(nb) => {
                        let rm = |s: &str| format!("router${nb}${s}");
                        let (me, them) = pair(&mut self.router, n, nb);
                        w.w(
                            &mut me.in_tag[d],
                            &rn(&format!("in_tag${d}")),
                            &them.out_tag[o],
                            &rm(&format!("out_tag${o}")),
                        );
                        w.w(
                            &mut me.in_vc[d],
                            &rn(&format!("in_vc${d}")),
                            &them.out_vc[o],
                            &rm(&format!("out_vc${o}")),
                        );
                        w.w(
                            &mut me.in_data[d],
                            &rn(&format!("in_data${d}")),
                            &them.out_data[o],
                            &rm(&format!("out_data${o}")),
                        );
                        w.w(
                            &mut me.out_credit[d],
                            &rn(&format!("out_credit${d}")),
                            &them.in_credit[o],
                            &rm(&format!("in_credit${o}")),
                        );
                    }
                    None => {
                        let r = &mut self.router[n];
                        w.k(&mut r.in_tag[d], &rn(&format!("in_tag${d}")), 0);
                        w.k(&mut r.in_vc[d], &rn(&format!("in_vc${d}")), 0);
                        w.k(&mut r.in_data[d], &rn(&format!("in_data${d}")), 0);
                        w.k(&mut r.out_credit[d], &rn(&format!("out_credit${d}")), 0);
                    }
                }
            }
            let r = &mut self.router[n];
            for k in 0..INJ {
                let i = n * INJ + k;
                w.w(
                    &mut r.inj_tag[k],
                    &rn(&format!("inj_tag${k}")),
                    &self.inj_tag[i],
                    &format!("inj_tag${i}"),
                );
                w.w(
                    &mut r.inj_data[k],
                    &rn(&format!("inj_data${k}")),
                    &self.inj_data[i],
                    &format!("inj_data${i}"),
                );
                w.w(
                    &mut self.inj_credit[i],
                    &format!("inj_credit${i}"),
                    &r.inj_credit[k],
                    &rn(&format!("inj_credit${k}")),
                );
            }
            for c in 0..CONS {
                let i = n * CONS + c;
                w.w(
                    &mut r.cons_credit[c],
                    &rn(&format!("cons_credit${c}")),
                    &self.cons_credit[i],
                    &format!("cons_credit${i}"),
                );
                w.w(
                    &mut self.cons_tag[i],
                    &format!("cons_tag${i}"),
                    &r.cons_tag[c],
                    &rn(&format!("cons_tag${c}")),
                );
                w.w(
                    &mut self.cons_data[i],
                    &format!("cons_data${i}"),
                    &r.cons_data[c],
                    &rn(&format!("cons_data${c}")),
                );
            }
            w.w(&mut self.bad[n], &format!("bad${n}"), &r.bad, &rn("bad"));
        }
    }
}

impl<
        const V: usize,
        const VB: usize,
        const W: usize,
        const INJ: usize,
        const CONS: usize,
        const XB: usize,
        const YB: usize,
        const LB: usize,
        const NR: usize,
        const NI: usize,
        const RB: usize,
        const NO: usize,
        const D: usize,
        const ND: usize,
        const PB: usize,
        const CB: usize,
        const N: usize,
        const NINJ: usize,
        const NCONS: usize,
    > Logic
    for MeshFabric<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB, N, NINJ, NCONS>
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
