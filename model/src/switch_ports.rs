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

#[cfg(test)]
mod tests {
    use super::*;

    /// An output vector encoded from flits and credits decodes to the same flits and credits
    /// (outputs and inputs share the layout), port by port.
    #[test]
    fn encode_then_decode_is_the_identity() {
        let flits = [
            Flit::new(Tag::Head, 0x1234),
            Flit::IDLE,
            Flit::new(Tag::Tail, 7),
        ];
        let credits = [false, true, true];
        let v = encode_outputs(&flits, &credits);
        assert_eq!(v, vec![1, 0x1234, 0, 0, 3, 7, 0, 1, 1]);
        let (f, c) = decode_inputs(3, &v);
        assert_eq!((f, c), (flits.to_vec(), credits.to_vec()));
        assert_eq!(link_inputs(3, 16).len(), v.len());
        assert_eq!(link_outputs(3, 16)[4].name, "out_tag_2");
    }
}
