//! The shared arbiters on the testbench: three-way checks against
//! `wormcast_model::arbiter::{RoundRobin, LeastRecentlyServed}`, with the synchronous
//! reset `rst` asserted in random cycles (2% and 1%).

use crate::block_check::three_way;
use crate::compare::Agreement;
use crate::hdl::HdlDut;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use wormcast_model::arbiter::{LeastRecentlyServed, RoundRobin};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::arbiter::{LrsArbiter, RoundRobinArbiter};

fn ports(k: usize) -> (Vec<PortSpec>, Vec<PortSpec>) {
    (
        vec![
            PortSpec::new("req", k),
            PortSpec::new("advance", 1),
            PortSpec::new("rst", 1),
        ],
        vec![PortSpec::new("grant", k), PortSpec::new("valid", 1)],
    )
}

/// An arbiter golden model: grant for `req`, pointer/age update when `advance`.
pub trait ArbiterGolden {
    fn step(&mut self, req: u64, advance: bool) -> Option<usize>;
    /// The synchronous reset (at the edge, after this cycle's grant).
    fn reset(&mut self);
}
impl ArbiterGolden for RoundRobin {
    fn step(&mut self, req: u64, advance: bool) -> Option<usize> {
        RoundRobin::step(self, req, advance)
    }
    fn reset(&mut self) {
        RoundRobin::reset(self)
    }
}
impl ArbiterGolden for LeastRecentlyServed {
    fn step(&mut self, req: u64, advance: bool) -> Option<usize> {
        LeastRecentlyServed::step(self, req, advance)
    }
    fn reset(&mut self) {
        LeastRecentlyServed::reset(self)
    }
}

/// An arbiter golden model with the arbiter's ports (K requesters).
pub struct ArbiterModel<A: ArbiterGolden>(pub A, pub usize);

impl<A: ArbiterGolden> CycleModel for ArbiterModel<A> {
    fn input_ports(&self) -> Vec<PortSpec> {
        ports(self.1).0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ports(self.1).1
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let out = match self.0.step(v[0], v[1] & 1 == 1) {
            Some(i) => vec![1 << i, 1],
            None => vec![0, 0],
        };
        if v[2] & 1 == 1 {
            self.0.reset();
        }
        out
    }
}

/// Both arbiter RTL blocks have the same ports.
macro_rules! arbiter_dut {
    ($t:ty, $($g:tt)*) => {
        impl<$($g)*> HdlDut for $t {
            fn input_ports(&self) -> Vec<PortSpec> {
                ports(K).0
            }
            fn output_ports(&self) -> Vec<PortSpec> {
                ports(K).1
            }
            fn set_inputs(&mut self, v: &[u64]) {
                self.req.next = v[0].to_bits();
                self.advance.next = v[1] & 1 == 1;
                self.rst.next = v[2] & 1 == 1;
            }
            fn get_outputs(&self) -> Vec<u64> {
                vec![self.grant.val().to_u64(), self.valid.val() as u64]
            }
            fn set_clock(&mut self, high: bool) {
                self.clock.next = Clock { clk: high };
            }
        }
    };
}
arbiter_dut!(RoundRobinArbiter<K, P>, const K: usize, const P: usize);
arbiter_dut!(LrsArbiter<K>, const K: usize);

/// Three-way check of the K-input arbiter over `cycles` random cycles.
pub fn check<const K: usize, const P: usize>(
    cycles: usize,
    seed: u64,
) -> Result<Agreement, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let stim: Vec<Vec<u64>> = (0..cycles)
        .map(|_| {
            vec![
                rng.gen_range(0..(1u64 << K)),
                rng.gen_bool(0.7) as u64,
                rng.gen_bool(0.02) as u64,
            ]
        })
        .collect();
    let mut uut = RoundRobinArbiter::<K, P>::default();
    uut.connect_all();
    let name = format!("rr_arbiter_k{K}");
    let mut golden = ArbiterModel(RoundRobin::new(K), K);
    three_way(
        &name,
        "round-robin arbiter",
        uut,
        &[],
        &mut golden,
        stim,
        |_, _, _| {},
    )
}

/// Three-way check of the K-input least-recently-served arbiter over `cycles` random cycles.
/// Requests alternate between dense (uniform over all 2^K patterns) and sparse (each
/// requester with probability 1/4) stretches, so the age matrix sees long histories.
pub fn check_lrs<const K: usize>(cycles: usize, seed: u64) -> Result<Agreement, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let stim: Vec<Vec<u64>> = (0..cycles)
        .map(|c| {
            let req = if (c / 64) % 2 == 0 {
                rng.gen_range(0..(1u64 << K))
            } else {
                (0..K).fold(0, |r, i| r | (rng.gen_bool(0.25) as u64) << i)
            };
            vec![req, rng.gen_bool(0.7) as u64, rng.gen_bool(0.01) as u64]
        })
        .collect();
    let mut uut = LrsArbiter::<K>::default();
    uut.connect_all();
    let name = format!("lrs_arbiter_k{K}");
    let mut golden = ArbiterModel(LeastRecentlyServed::new(K), K);
    three_way(
        &name,
        "least-recently-served matrix arbiter",
        uut,
        &[],
        &mut golden,
        stim,
        |_, _, _| {},
    )
}
