//! The link side of a k-port switch's port list, shared by the central-buffer and
//! input-buffered switches (and their testbench drivers): inputs `in_tag_p`, `in_data_p` for
//! every port, then `credit_in_p`; outputs `out_tag_p`, `out_data_p`, then `credit_out_p`;
//! each switch appends its own status outputs.

use crate::cycle::PortSpec;
use crate::flit::{Flit, Tag};

pub fn link_inputs(k: usize, w: usize) -> Vec<PortSpec> {
    let mut v = vec![];
    for q in 0..k {
        v.push(PortSpec::new(format!("in_tag_{q}"), 2));
        v.push(PortSpec::new(format!("in_data_{q}"), w));
    }
    v.extend((0..k).map(|q| PortSpec::new(format!("credit_in_{q}"), 1)));
    v
}

pub fn link_outputs(k: usize, w: usize) -> Vec<PortSpec> {
    let mut v = vec![];
    for q in 0..k {
        v.push(PortSpec::new(format!("out_tag_{q}"), 2));
        v.push(PortSpec::new(format!("out_data_{q}"), w));
    }
    v.extend((0..k).map(|q| PortSpec::new(format!("credit_out_{q}"), 1)));
    v
}

/// Arriving flits and credits from a port-ordered input vector.
pub fn decode_inputs(k: usize, v: &[u64]) -> (Vec<Flit>, Vec<bool>) {
    let arrive = (0..k)
        .map(|q| Flit::new(Tag::from_bits(v[2 * q]), v[2 * q + 1]))
        .collect();
    let credit = (0..k).map(|q| v[2 * k + q] & 1 == 1).collect();
    (arrive, credit)
}

/// The link part of a port-ordered output vector (an input vector has the same layout:
/// flit tag and data per port, then one credit per port).
pub fn encode_outputs(flits: &[Flit], credits: &[bool]) -> Vec<u64> {
    let mut r = vec![];
    for f in flits {
        r.push(f.tag.bits());
        r.push(f.data);
    }
    r.extend(credits.iter().map(|&c| c as u64));
    r
}
