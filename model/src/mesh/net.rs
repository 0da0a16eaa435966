//! The mesh network engine: the routers ([`Fabric`]) and one node interface ([`Ni`]) per
//! node, stepped cycle by cycle, with the delivery log, a watchdog and stimulus recording
//! for the three-way checks.
//!
//! A cycle: every router decides from its registers, every node interface decides (its
//! injection flits and consumption credits), the node interfaces take the routers'
//! consumption flits and injection credits at the clock edge, then the routers clock.

use super::fabric::{self, Fabric};
use super::format::{tag, worm_flits, ParamError, RouterParams};
use super::geometry::Entry;
use super::ni::{Delivery, Ni};

/// The engine.
#[derive(Clone, Debug)]
pub struct MeshNet {
    pub fabric: Fabric,
    pub nis: Vec<Ni>,
    pub now: u64,
    /// Every completed reception, in order.
    pub deliveries: Vec<Delivery>,
    /// Cycles without any flit moving, with work in flight, before [`Self::step`] reports a
    /// deadlock (0 = never).
    pub watchdog: u64,
    last_move: u64,
    /// Flits sent on router-to-router links since power-on.
    pub transfers: u64,
    /// Of those, payload flits (`BODY` and `TAIL`; the rest are destination entries).
    pub payload_transfers: u64,
    /// Record the node-port inputs of the fabric every cycle ([`fabric::port_specs`] order).
    pub record_fabric: Option<Vec<Vec<u64>>>,
    /// Record the input vector of one router every cycle ([`super::router::port_specs`]).
    pub record_router: Option<(usize, Vec<Vec<u64>>)>,
    inj: Vec<(u8, u64)>,
    cc: Vec<u32>,
}

impl MeshNet {
    pub fn new(p: RouterParams, seed: u64) -> Result<MeshNet, ParamError> {
        let fabric = Fabric::new(p)?;
        let l = fabric.routers[0].l;
        let nis = (0..p.mesh.nodes())
            .map(|n| Ni::new(p.mesh.coord(n), n, l, p.depth, p.inj, p.cons, seed))
            .collect();
        Ok(MeshNet {
            fabric,
            nis,
            now: 0,
            deliveries: vec![],
            watchdog: 0,
            last_move: 0,
            transfers: 0,
            payload_transfers: 0,
            record_fabric: None,
            record_router: None,
            inj: vec![],
            cc: vec![],
        })
    }

    pub fn params(&self) -> RouterParams {
        self.fabric.params()
    }

    /// Queue one message operation at node `src`: the worms (destination lists) in one
    /// start-up batch, each carrying `len` payload flits: the first payload word is the low
    /// W bits of `id`, the second (when `len` >= 2) the rest.
    pub fn send(&mut self, src: usize, worms: &[Vec<Entry>], len: usize, id: u64) {
        let l = self.fabric.routers[0].l;
        let w: Vec<_> = worms
            .iter()
            .map(|e| {
                worm_flits(&l, e, len, |i| match i {
                    0 => id,
                    1 => id >> l.w,
                    _ => id ^ (i as u64) << 8,
                })
            })
            .collect();
        let now = self.now;
        self.nis[src].push_batch(now, w);
    }

    /// Queue raw flits (a possibly malformed worm) at node `src`, ready now.
    pub fn send_raw(&mut self, src: usize, flits: Vec<(u8, u64)>) {
        let now = self.now;
        self.nis[src].push_batch(now, vec![flits]);
    }

    /// One cycle. Errors when the watchdog fires (with the blocked worms).
    pub fn step(&mut self) -> Result<(), String> {
        let p = self.params();
        let now = self.now;
        self.fabric.decide();
        self.inj.clear();
        self.cc.clear();
        let mut moved = false;
        for ni in self.nis.iter_mut() {
            let c = ni.decide(now);
            self.cc.push(c);
            for k in 0..p.inj {
                let f = ni.inj_flit(k);
                moved |= f.0 != 0;
                self.inj.push(f);
            }
        }
        if let Some(rec) = &mut self.record_fabric {
            let mut v = vec![];
            for n in 0..p.mesh.nodes() {
                for k in 0..p.inj {
                    let f = self.inj[n * p.inj + k];
                    v.extend([f.0 as u64, f.1]);
                }
                for c in 0..p.cons {
                    v.push((self.cc[n] >> c & 1) as u64);
                }
            }
            v.push(0); // rst
            rec.push(v);
        }
        if let Some(r) = self.record_router.as_ref().map(|x| x.0) {
            let v = self.router_inputs(r);
            self.record_router.as_mut().expect("recording").1.push(v);
        }
        for (n, ni) in self.nis.iter_mut().enumerate() {
            let r = &self.fabric.routers[n];
            let mut credit = 0u32;
            for k in 0..p.inj {
                credit |= ((r.credit_out(4 + k) & 1) as u32) << k;
            }
            moved |= r.cons_reg.iter().any(|c| c.0 != 0);
            ni.clock(now, credit, &r.cons_reg, &mut self.deliveries);
        }
        for r in &self.fabric.routers {
            for o in &r.out_reg {
                if o.0 != 0 {
                    self.transfers += 1;
                    self.payload_transfers += (o.0 == tag::BODY || o.0 == tag::TAIL) as u64;
                    moved = true;
                }
            }
        }
        let inj = std::mem::take(&mut self.inj);
        let cc = std::mem::take(&mut self.cc);
        self.fabric.clock(&inj, &cc);
        self.inj = inj;
        self.cc = cc;
        self.now += 1;
        if moved || self.is_idle() {
            self.last_move = self.now;
        } else if self.watchdog > 0 && self.now - self.last_move >= self.watchdog {
            return Err(self.deadlock_report());
        }
        Ok(())
    }

    /// Router `n`'s input vector of this cycle (after the decisions).
    fn router_inputs(&self, n: usize) -> Vec<u64> {
        let p = self.params();
        let at = p.mesh.coord(n);
        let mut v = vec![];
        let mut credits = [0u64; 4];
        for d in super::geometry::Dir::ALL {
            match p.mesh.neighbour(at, d) {
                Some(nb) => {
                    let m = &self.fabric.routers[p.mesh.node(nb)];
                    let o = m.out_reg[d.opposite().index()];
                    v.extend([o.0 as u64, o.1 as u64, o.2]);
                    credits[d.index()] = m.credit_out(d.opposite().index()) as u64;
                }
                None => v.extend([0, 0, 0]),
            }
        }
        for k in 0..p.inj {
            let f = self.inj[n * p.inj + k];
            v.extend([f.0 as u64, f.1]);
        }
        v.extend(credits);
        for c in 0..p.cons {
            v.push((self.cc[n] >> c & 1) as u64);
        }
        v.push(0); // rst
        v
    }

    /// One cycle with the mesh's synchronous reset high (`super::fabric`, "Reset"): the
    /// node interfaces drive [`Ni::rst_lines`] (the mesh ignores them), every router output
    /// is 0, and at the edge every router and node interface resets ([`Fabric::reset`],
    /// [`Ni::reset`]). The recordings get `rst` = 1: the fabric's node inputs, and the
    /// recorded router's inputs with its links idle (its neighbours are in reset too).
    pub fn reset_cycle(&mut self) {
        let p = self.params();
        self.inj.clear();
        self.cc.clear();
        for ni in &self.nis {
            let (f, c) = ni.rst_lines();
            self.inj.extend(f);
            self.cc.push(c);
        }
        if let Some(rec) = &mut self.record_fabric {
            let mut v = vec![];
            for n in 0..p.mesh.nodes() {
                for k in 0..p.inj {
                    let f = self.inj[n * p.inj + k];
                    v.extend([f.0 as u64, f.1]);
                }
                for c in 0..p.cons {
                    v.push((self.cc[n] >> c & 1) as u64);
                }
            }
            v.push(1);
            rec.push(v);
        }
        if let Some(r) = self.record_router.as_ref().map(|x| x.0) {
            let mut v = vec![0; 12];
            for k in 0..p.inj {
                let f = self.inj[r * p.inj + k];
                v.extend([f.0 as u64, f.1]);
            }
            v.extend([0; 4]);
            for c in 0..p.cons {
                v.push((self.cc[r] >> c & 1) as u64);
            }
            v.push(1);
            self.record_router.as_mut().expect("recording").1.push(v);
        }
        self.fabric.reset();
        for ni in self.nis.iter_mut() {
            ni.reset();
        }
        self.now += 1;
        self.last_move = self.now;
    }

    /// Nothing in flight anywhere.
    pub fn is_idle(&self) -> bool {
        self.nis.iter().all(|n| n.is_idle()) && self.fabric.is_empty()
    }

    /// Worms held in routers and node interfaces with work queued.
    pub fn deadlock_report(&self) -> String {
        let mut s = format!(
            "deadlock: no flit moved for {} cycles at cycle {}\n",
            self.now - self.last_move,
            self.now
        );
        for r in &self.fabric.routers {
            for b in r.blocked() {
                s.push_str(&b);
                s.push('\n');
            }
        }
        s
    }

    /// Bad worms and protocol errors counted by all routers.
    pub fn bad_count(&self) -> u64 {
        self.fabric.routers.iter().map(|r| r.bad_count).sum()
    }

    /// The fabric's port specs (for recorded stimulus).
    pub fn fabric_ports(&self) -> (Vec<crate::cycle::PortSpec>, Vec<crate::cycle::PortSpec>) {
        fabric::port_specs(&self.params())
    }
}
