//! The banyan network evaluated one slot at a time: the same SE decisions and wiring as the
//! cycle model ([`super::network`]), without the pipeline. Used by the throughput study and
//! the two-phase multicast simulations, and checked against the cycle model in tests.

use super::params::BanyanParams;
use super::se::{arbitrate, decode, Request};
use super::topology::{butterfly, shuffle, stage_of};

/// Outcome of one slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotResult {
    /// Head data delivered to each node (None: nothing arrived).
    pub delivered: Vec<Option<u64>>,
    /// Bit s: node s sent a head and every copy got through.
    pub accept: u64,
    /// Malformed heads discarded in this slot.
    pub malformed: u32,
}

/// Route one slot of head flits (`heads[s]` = data of node s's head, if any).
pub fn route_slot(p: &BanyanParams, heads: &[Option<u64>]) -> SlotResult {
    let n = p.n;
    let nn = p.ports();
    // Per link: the header there and the source node it came from.
    let mut link: Vec<Option<(u64, usize)>> = vec![None; nn];
    for (s, h) in heads.iter().enumerate() {
        if let Some(d) = h {
            link[shuffle(n, s)] = Some((d & crate::flit::mask(p.w), s));
        }
    }
    let mut failed = 0u64;
    let mut malformed = 0;
    for k in 0..n {
        let i = stage_of(n, k);
        let mut out: Vec<Option<(u64, usize)>> = vec![None; nn];
        for e in 0..nn / 2 {
            let a = [link[2 * e], link[2 * e + 1]];
            let req = a.map(|x| match x {
                Some((d, _)) => decode(n, i, d),
                None => Request::None,
            });
            let d = arbitrate(req);
            malformed += d.malformed;
            for q in 0..2 {
                if d.blocked[q] {
                    failed |= 1 << a[q].unwrap().1;
                }
                if let Some((p_in, h)) = d.conn[q] {
                    out[2 * e + q] = Some((h, a[p_in].unwrap().1));
                }
            }
        }
        if i == 0 {
            link = out;
        } else {
            link = vec![None; nn];
            for (l, x) in out.into_iter().enumerate() {
                link[butterfly(i, l)] = x;
            }
        }
    }
    let mut sent = 0u64;
    for (s, h) in heads.iter().enumerate() {
        if h.is_some() {
            sent |= 1 << s;
        }
    }
    SlotResult {
        delivered: link.into_iter().map(|x| x.map(|(d, _)| d)).collect(),
        accept: sent & !failed,
        malformed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::banyan::network::BanyanNetModel;
    use crate::flit::{Flit, Tag};
    use rand::{Rng, SeedableRng};

    #[test]
    fn unicast_reaches_its_address() {
        for n in 2..=6 {
            let p = BanyanParams::new(n, 16, n.max(2)).unwrap();
            for s in 0..p.ports() {
                for d in 0..p.ports() as u64 {
                    let mut h = vec![None; p.ports()];
                    h[s] = Some(p.with_region(0, d, d));
                    let r = route_slot(&p, &h);
                    for (j, x) in r.delivered.iter().enumerate() {
                        assert_eq!(x.is_some(), j as u64 == d, "n={n} s={s} d={d} j={j}");
                    }
                    assert_eq!(r.accept, 1 << s);
                }
            }
        }
    }

    #[test]
    fn region_reaches_exactly_the_region() {
        let p = BanyanParams::new(4, 16, 4).unwrap();
        for lo in 0..16u64 {
            for hi in lo..16 {
                let mut h = vec![None; 16];
                h[5] = Some(p.with_region(0, lo, hi));
                let r = route_slot(&p, &h);
                for (j, x) in r.delivered.iter().enumerate() {
                    let j = j as u64;
                    assert_eq!(x.is_some(), lo <= j && j <= hi);
                    if let Some(d) = x {
                        assert_eq!(
                            (p.hdr_min(*d), p.hdr_max(*d)),
                            (j, j),
                            "leaf header is j..j"
                        );
                    }
                }
            }
        }
    }

    /// The cycle model delivers exactly what the slot model predicts, n cycles later.
    #[test]
    fn cycle_model_agrees_with_slot_model() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        for n in 2..=5 {
            let l = n.max(3);
            let p = BanyanParams::new(n, 16, l).unwrap();
            let nn = p.ports();
            let mut m = BanyanNetModel::new(p);
            let mut expected: Vec<(usize, SlotResult)> = vec![];
            let mut seen_slots = 0;
            for slot in 0..200 {
                let heads: Vec<Option<u64>> = (0..nn)
                    .map(|_| {
                        rng.gen_bool(0.6).then(|| {
                            let a = rng.gen_range(0..nn as u64);
                            let b = rng.gen_range(0..nn as u64);
                            p.with_region(rng.gen::<u64>() & 0xffff, a.min(b), a.max(b))
                        })
                    })
                    .collect();
                expected.push((slot * l, route_slot(&p, &heads)));
                for c in 0..l {
                    let t = slot * l + c;
                    let inp: Vec<Flit> = heads
                        .iter()
                        .map(|h| match (h, c) {
                            (Some(d), 0) => Flit::new(Tag::Head, *d),
                            (Some(_), c) if c == l - 1 => Flit::new(Tag::Tail, c as u64),
                            (Some(_), c) => Flit::new(Tag::Body, c as u64),
                            (None, _) => Flit::IDLE,
                        })
                        .collect();
                    assert_eq!(m.slot_start(), c == 0);
                    let o = m.cycle(&inp);
                    for (t0, r) in &expected {
                        if t == t0 + n {
                            for j in 0..nn {
                                assert_eq!(o.flits[j].tag == Tag::Head, r.delivered[j].is_some());
                                if let Some(d) = r.delivered[j] {
                                    assert_eq!(o.flits[j].data, d);
                                }
                            }
                        }
                        if t == t0 + n + 1 {
                            assert!(o.result_valid);
                            assert_eq!(o.accept, r.accept, "n={n} slot at {t0}");
                            seen_slots += 1;
                        }
                    }
                }
            }
            assert!(seen_slots > 190);
        }
    }
}
