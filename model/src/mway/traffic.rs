//! Message generation for the mesh engine: saturated mixed unicast / region-broadcast
//! traffic (every node keeps at least one message queued).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::mesh::Region;
use super::network::MwayNet;

/// Saturated traffic: each cycle every node with an empty source queue gets a new message,
/// a broadcast with probability `broadcast` (a random region containing the node, the whole
/// mesh with probability `full`), otherwise a unicast to a random other node.
#[derive(Clone, Debug)]
pub struct Saturated {
    pub broadcast: f64,
    pub full: f64,
    /// Flits after the header: uniform in `1..=body_max`.
    pub body_max: usize,
    rng: SmallRng,
}

impl Saturated {
    pub fn new(broadcast: f64, full: f64, body_max: usize, seed: u64) -> Self {
        Saturated {
            broadcast,
            full,
            body_max,
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// A random region containing `src` with at least two nodes.
    pub fn region(&mut self, net: &MwayNet, src: usize) -> Region {
        let at = net.mesh.coord(src);
        let dims = net.mesh.dims();
        if self.rng.gen_bool(self.full) {
            return net.mesh.full_region();
        }
        loop {
            let mut r = Region::default();
            for d in 0..dims {
                r.lo[d] = self.rng.gen_range(0..=at[d]);
                r.hi[d] = self.rng.gen_range(at[d]..net.mesh.k[d] as u8);
            }
            if r.size(dims) >= 2 {
                return r;
            }
        }
    }

    /// Top up every empty source queue.
    pub fn feed(&mut self, net: &mut MwayNet) {
        let n = net.mesh.channels;
        for src in 0..n {
            if !net.nis[src].queue.is_empty() {
                continue;
            }
            let body = self.rng.gen_range(1..=self.body_max);
            let region = if self.rng.gen_bool(self.broadcast) {
                self.region(net, src)
            } else {
                let mut d = self.rng.gen_range(0..n - 1);
                if d >= src {
                    d += 1;
                }
                Region::node(net.mesh.coord(d))
            };
            net.push(src, region, body).expect("valid message");
        }
    }
}
