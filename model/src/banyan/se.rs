//! The 2x2 broadcast switching element decision at stage i (Section 2.2, Section 3.2).
//!
//! For a head with region (min, max) = (m, M):
//! * malformed if any higher bit `i' > i` differs between m and M, or m > M: discarded, counted;
//! * `m_i = M_i = b`: routed to output b, header unchanged;
//! * `m_i = 0, M_i = 1`: replicated; output 0 gets (min, `M_{n-1..i+1} 0 1..1`), output 1 gets
//!   (`m_{n-1..i+1} 1 0..0`, max).
//!
//! Conflicts: upper input link (input 0) first. Input 0 gets every output it asks for; input
//! 1 gets those left. A copy that loses is blocked (dropped) and its input marked `blocked`.

use crate::cycle::{CycleModel, PortSpec};
use crate::flit::{Flit, Tag};

/// What one input asks of the SE.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// No head on this input.
    None,
    /// Malformed header: discarded and counted.
    Malformed,
    /// Copies wanted on output 0 and/or output 1, with the header data for each.
    Route { out: [Option<u64>; 2] },
}

/// Decode a head flit's data at stage `i` of an `n`-stage network.
pub fn decode(n: usize, i: usize, data: u64) -> Request {
    let am = (1u64 << n) - 1;
    let m = data & am;
    let mx = (data >> n) & am;
    let hi = am & !((1u64 << (i + 1)) - 1);
    if (m ^ mx) & hi != 0 || m > mx {
        return Request::Malformed;
    }
    let mi = (m >> i) & 1;
    let xi = (mx >> i) & 1;
    let field = (1u64 << (2 * n)) - 1;
    let set = |d: u64, mn: u64, mxv: u64| (d & !field) | mn | (mxv << n);
    if mi == xi {
        let mut out = [None, None];
        out[mi as usize] = Some(data);
        Request::Route { out }
    } else {
        let lo_ones = (1u64 << i) - 1;
        let max0 = (mx & hi) | lo_ones;
        let min1 = (m & hi) | (1u64 << i);
        Request::Route {
            out: [Some(set(data, m, max0)), Some(set(data, min1, mx))],
        }
    }
}

/// Result of arbitrating both inputs of one SE for a slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Decision {
    /// For each output: the input connected to it for this slot and the header it emits.
    pub conn: [Option<(usize, u64)>; 2],
    /// For each input: a copy was dropped (lost a conflict) or the header was malformed.
    pub blocked: [bool; 2],
    /// Number of malformed headers discarded (0..=2).
    pub malformed: u32,
}

/// Arbitrate the two inputs' requests, upper input link first.
pub fn arbitrate(req: [Request; 2]) -> Decision {
    let mut d = Decision::default();
    for (p, r) in req.iter().enumerate() {
        match *r {
            Request::None => {}
            Request::Malformed => {
                d.blocked[p] = true;
                d.malformed += 1;
            }
            Request::Route { out } => {
                for (o, h) in out.iter().enumerate() {
                    if let Some(h) = *h {
                        if d.conn[o].is_none() {
                            d.conn[o] = Some((p, h));
                        } else {
                            d.blocked[p] = true;
                        }
                    }
                }
            }
        }
    }
    d
}

/// Cycle model of one SE at stage `i` of an `n`-stage network (the register-level behaviour
/// of `wormcast_rtl::banyan::BanyanSe`): one output register per output, the slot's
/// connections and blocked flags held from one strobe to the next.
#[derive(Clone, Debug)]
pub struct SeModel {
    pub n: usize,
    pub i: usize,
    /// Output registers.
    pub out: [Flit; 2],
    /// Per output: the input connected for this slot.
    pub conn: [Option<u8>; 2],
    /// Per input: a copy was blocked here (or the head was malformed) in this slot.
    pub blocked: [bool; 2],
}

impl SeModel {
    pub fn new(n: usize, i: usize) -> Self {
        SeModel {
            n,
            i,
            out: [Flit::IDLE; 2],
            conn: [None; 2],
            blocked: [false; 2],
        }
    }
    /// Back to the power-on state (a synchronous reset): idle outputs, no connection, no
    /// blocked flag.
    pub fn reset(&mut self) {
        *self = SeModel::new(self.n, self.i);
    }
    /// Combinational reverse path: per input, a copy from it was blocked here or downstream
    /// (`nack_in` per output).
    pub fn nack_out(&self, nack_in: [bool; 2]) -> [bool; 2] {
        let mut r = self.blocked;
        for o in 0..2 {
            if let Some(p) = self.conn[o] {
                r[p as usize] |= nack_in[o];
            }
        }
        r
    }
    /// Malformed heads seen this cycle (combinational; only in a strobe cycle).
    pub fn malformed(&self, strobe: bool, a: [Flit; 2]) -> u32 {
        if strobe {
            arbitrate(self.requests(a)).malformed
        } else {
            0
        }
    }
    fn requests(&self, a: [Flit; 2]) -> [Request; 2] {
        a.map(|f| {
            if f.tag == Tag::Head {
                decode(self.n, self.i, f.data)
            } else {
                Request::None
            }
        })
    }
    /// The rising edge: in a strobe cycle set the slot state from the heads on `a` and emit
    /// the (modified) heads; otherwise forward along the held connections. Returns the number
    /// of malformed heads discarded.
    pub fn clock(&mut self, strobe: bool, a: [Flit; 2]) -> u32 {
        if strobe {
            let d = arbitrate(self.requests(a));
            self.blocked = d.blocked;
            for q in 0..2 {
                self.conn[q] = d.conn[q].map(|(p, _)| p as u8);
                self.out[q] = match d.conn[q] {
                    Some((_, h)) => Flit::new(Tag::Head, h),
                    None => Flit::IDLE,
                };
            }
            d.malformed
        } else {
            for q in 0..2 {
                self.out[q] = match self.conn[q] {
                    Some(p) => a[p as usize],
                    None => Flit::IDLE,
                };
            }
            0
        }
    }
}

/// Ports of a standalone SE, as in its emitted Verilog top module.
pub fn se_input_ports(w: usize) -> Vec<PortSpec> {
    let mut v = vec![PortSpec::new("strobe", 1)];
    for q in 0..2 {
        v.push(PortSpec::new(format!("in_tag{q}"), 2));
        v.push(PortSpec::new(format!("in_data{q}"), w));
        v.push(PortSpec::new(format!("nack_in{q}"), 1));
    }
    v.push(PortSpec::new("rst", 1));
    v
}
pub fn se_output_ports(w: usize) -> Vec<PortSpec> {
    let mut v = vec![];
    for q in 0..2 {
        v.push(PortSpec::new(format!("out_tag{q}"), 2));
        v.push(PortSpec::new(format!("out_data{q}"), w));
        v.push(PortSpec::new(format!("nack_out{q}"), 1));
    }
    v.push(PortSpec::new("malformed", 2));
    v
}

/// A standalone SE as a [`CycleModel`] (W data bits).
#[derive(Clone, Debug)]
pub struct SeCycleModel {
    pub se: SeModel,
    pub w: usize,
}

impl CycleModel for SeCycleModel {
    fn input_ports(&self) -> Vec<PortSpec> {
        se_input_ports(self.w)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        se_output_ports(self.w)
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let strobe = v[0] & 1 == 1;
        let m = crate::flit::mask(self.w);
        let a = [
            Flit::new(Tag::from_bits(v[1]), v[2] & m),
            Flit::new(Tag::from_bits(v[4]), v[5] & m),
        ];
        let nack = self.se.nack_out([v[3] & 1 == 1, v[6] & 1 == 1]);
        let mal = self.se.malformed(strobe, a);
        let mut o = vec![];
        for q in 0..2 {
            o.push(self.se.out[q].tag.bits());
            o.push(self.se.out[q].data);
            o.push(nack[q] as u64);
        }
        o.push(mal as u64);
        self.se.clock(strobe, a);
        if v.get(7).is_some_and(|&r| r & 1 == 1) {
            self.se.reset();
        }
        o
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn paper_example_region_4_to_8() {
        // Figure 2: region 0100..1000 in a 16-node (n = 4) network, at stage 3.
        let n = 4;
        let d = 0b0100 | (0b1000 << 4);
        match decode(n, 3, d) {
            Request::Route {
                out: [Some(a), Some(b)],
            } => {
                assert_eq!((a & 15, a >> 4), (0b0100, 0b0111));
                assert_eq!((b & 15, b >> 4), (0b1000, 0b1000));
            }
            r => panic!("{r:?}"),
        }
        assert_eq!(decode(n, 3, 0b1000 | (0b0100 << 4)), Request::Malformed);
        // higher bits disagree at stage 1
        assert_eq!(decode(n, 1, 0b0000 | (0b1000 << 4)), Request::Malformed);
    }
    #[test]
    fn upper_input_first() {
        let a = Request::Route {
            out: [Some(1), Some(2)],
        };
        let b = Request::Route {
            out: [None, Some(3)],
        };
        let d = arbitrate([a, b]);
        assert_eq!(d.conn, [Some((0, 1)), Some((0, 2))]);
        assert_eq!(d.blocked, [false, true]);
        let d = arbitrate([b, a]);
        assert_eq!(d.conn, [Some((1, 1)), Some((0, 3))]);
        assert_eq!(d.blocked, [false, true]);
    }
}
