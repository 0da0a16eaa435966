//! The multicast deadlock scenarios of Figure 2 of the multidestination-worms paper (Section 3),
//! run on networks of central-buffer switches (`wormcast_model::network`). Worms are longer
//! than the input FIFOs (F = 8 flits, packets of 30..=60 flits), so without the virtual
//! cut-through admission of Section 4.2.2 the worms could each hold part of the output ports
//! the other needs. Every packet must reach every destination exactly once with its payload
//! intact within a bounded number of cycles, and every switch must end `drained()`.
//!
//! * Figure 2, first example (`two_switch_*`): a leaf switch A (k-1 nodes, one up link) feeds
//!   the root B (k-1 nodes plus the link to A). Every node sends back-to-back multicasts,
//!   mostly to *all* of B's node ports, so at B up to k worms (k-1 local inputs and the input
//!   from A) want the same set of output ports.
//! * Figure 2, second example (`four_switch_*`): two left switches L0, L1 (roots, two nodes
//!   each) and two right switches R0, R1 (leaves, two nodes each, one up link to each left
//!   switch). Worms entering at the left go to the four outputs at the right across both
//!   right switches; the right nodes also send such multicasts up through the left switches.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::time::Instant;
use wormcast_model::central_buffer::{CbParams, CentralBufferSwitch, HeaderScheme};
use wormcast_model::flit::Flit;
use wormcast_model::network::{Delivery, Network};
use wormcast_model::packet::{bitstring_flits, Packet};
use wormcast_model::route::{RouteConfig, UpPolicy};

const W: usize = 16;
const FIFO: usize = 8;
const MAX_LEN: u64 = 64;
const BOUND: u64 = 200_000;

/// Reachability mask (per bit-string flit) of a set of nodes.
fn reach(nodes: &[usize], n: usize) -> Vec<u64> {
    let mut m = vec![0u64; bitstring_flits(n, W)];
    for &d in nodes {
        m[d / W] |= 1 << (d % W);
    }
    m
}

#[derive(Clone, Copy, Debug)]
struct Cfg {
    k: usize,
    chunks: usize,
    scheme: HeaderScheme,
    bypass: bool,
    policy: UpPolicy,
    /// Sink drain probability per cycle (1.0: always accept).
    drain: f64,
}

fn params(c: &Cfg, n: usize, down: usize, reach: Vec<Vec<u64>>) -> CbParams {
    CbParams {
        route: RouteConfig {
            k: c.k,
            down,
            nodes: n,
            w: W,
            reach,
            policy: c.policy,
        },
        chunks: c.chunks,
        fifo: FIFO,
        max_len: MAX_LEN,
        scheme: c.scheme,
        bypass: c.bypass,
        multicast: true,
    }
}

/// A traffic source: its node, where it may send, which destinations it reaches without going
/// up (LCA count 0), and the multicast set of the figure.
#[derive(Clone, Debug)]
struct Src {
    node: usize,
    allowed: Vec<usize>,
    local: Vec<usize>,
    main: Vec<usize>,
}

struct Scenario {
    name: String,
    net: Network,
    n: usize,
    srcs: Vec<Src>,
}

/// Figure 2, first example. Switch 0 = A (leaf: ports 0..k-1 nodes k.., port k-1 up to B),
/// switch 1 = B (root: ports 0..k-1 nodes 0..k-1, port k-1 down to A).
fn two_switch(c: Cfg, seed: u64, bidir: bool) -> Scenario {
    let k = c.k;
    let n = 2 * k;
    let b_nodes: Vec<usize> = (0..k - 1).collect();
    let a_nodes: Vec<usize> = (k..2 * k - 1).collect();
    let a = params(
        &c,
        n,
        k - 1,
        a_nodes.iter().map(|&d| reach(&[d], n)).collect(),
    );
    let mut b_reach: Vec<Vec<u64>> = b_nodes.iter().map(|&d| reach(&[d], n)).collect();
    b_reach.push(reach(&a_nodes, n));
    let b = params(&c, n, k, b_reach);
    let mut net = Network::new(vec![a, b], seed);
    net.connect(0, k - 1, 1, k - 1);
    for (p, &d) in a_nodes.iter().enumerate() {
        net.attach(d, 0, p);
    }
    for (p, &d) in b_nodes.iter().enumerate() {
        net.attach(d, 1, p);
    }
    let all: Vec<usize> = if bidir {
        b_nodes.iter().chain(&a_nodes).copied().collect()
    } else {
        b_nodes.clone()
    };
    let mut srcs = vec![];
    for &d in &a_nodes {
        srcs.push(Src {
            node: d,
            allowed: all.clone(),
            local: a_nodes.clone(),
            main: b_nodes.clone(),
        });
    }
    for &d in &b_nodes {
        srcs.push(Src {
            node: d,
            allowed: all.clone(),
            local: b_nodes.iter().chain(&a_nodes).copied().collect(),
            main: b_nodes.clone(),
        });
    }
    for nd in net.nodes.iter_mut().flatten() {
        nd.drain_rate = c.drain;
    }
    Scenario {
        name: format!("two-switch bidir={bidir} {c:?}"),
        net,
        n,
        srcs,
    }
}

/// Figure 2, second example (k = 4). Switches 0, 1 = L0, L1 (roots: port 0 to R0, port 1 to
/// R1, ports 2, 3 nodes 4+2j, 5+2j); switches 2, 3 = R0, R1 (leaves: ports 0, 1 nodes 2i,
/// 2i+1; port 2 up to L0, port 3 up to L1).
fn four_switch(c: Cfg, seed: u64, bidir: bool) -> Scenario {
    assert_eq!(c.k, 4);
    let n = 8;
    let right: Vec<usize> = (0..4).collect();
    let mut sw = vec![];
    for j in 0..2 {
        sw.push(params(
            &c,
            n,
            4,
            vec![
                reach(&[0, 1], n),
                reach(&[2, 3], n),
                reach(&[4 + 2 * j], n),
                reach(&[5 + 2 * j], n),
            ],
        ));
    }
    for i in 0..2 {
        sw.push(params(
            &c,
            n,
            2,
            vec![reach(&[2 * i], n), reach(&[2 * i + 1], n)],
        ));
    }
    let mut net = Network::new(sw, seed);
    for j in 0..2 {
        for i in 0..2 {
            net.connect(j, i, 2 + i, 2 + j);
        }
        net.attach(4 + 2 * j, j, 2);
        net.attach(5 + 2 * j, j, 3);
    }
    for i in 0..2 {
        net.attach(2 * i, 2 + i, 0);
        net.attach(2 * i + 1, 2 + i, 1);
    }
    let mut srcs = vec![];
    for j in 0..2 {
        for d in [4 + 2 * j, 5 + 2 * j] {
            let local = vec![0, 1, 2, 3, 4 + 2 * j, 5 + 2 * j];
            srcs.push(Src {
                node: d,
                allowed: if bidir { local.clone() } else { right.clone() },
                local,
                main: right.clone(),
            });
        }
    }
    for i in 0..2 {
        for d in [2 * i, 2 * i + 1] {
            if !bidir {
                break;
            }
            srcs.push(Src {
                node: d,
                allowed: right.clone(),
                local: vec![2 * i, 2 * i + 1],
                main: right.clone(),
            });
        }
    }
    for nd in net.nodes.iter_mut().flatten() {
        nd.drain_rate = c.drain;
    }
    Scenario {
        name: format!("four-switch bidir={bidir} {c:?}"),
        net,
        n,
        srcs,
    }
}

/// What a packet must do.
#[derive(Clone, Debug)]
struct Expect {
    /// The flits every destination must receive (the head with LCA count 0).
    flits: Vec<Flit>,
    dests: Vec<usize>,
}

/// Delivery bookkeeping: payload flit 0 is the source node, flit 1 the sequence number.
#[derive(Default)]
struct Tracker {
    exp: HashMap<(usize, u64), Expect>,
    got: HashMap<(usize, u64), Vec<usize>>,
    errors: Vec<String>,
    packets: u64,
    expected_deliveries: u64,
    deliveries: u64,
    flits: u64,
}

impl Tracker {
    fn record(&mut self, b: usize, d: &Delivery) {
        self.deliveries += 1;
        self.flits += d.flits.len() as u64;
        if d.flits.len() < b + 3 {
            self.errors
                .push(format!("short packet at node {}: {d:?}", d.node));
            return;
        }
        let key = (d.flits[b + 1].data as usize, d.flits[b + 2].data);
        let Some(e) = self.exp.get(&key) else {
            self.errors.push(format!(
                "cycle {}: node {}: phantom packet {key:?}",
                d.cycle, d.node
            ));
            return;
        };
        if d.flits != e.flits {
            self.errors.push(format!(
                "cycle {}: node {}: packet {key:?} corrupted",
                d.cycle, d.node
            ));
        }
        self.got.entry(key).or_default().push(d.node);
    }
    /// Every expected packet reached exactly its destinations, once each.
    fn check(&self) -> Vec<String> {
        let mut v = self.errors.clone();
        for (key, e) in &self.exp {
            let mut g = self.got.get(key).cloned().unwrap_or_default();
            g.sort();
            if g != e.dests {
                v.push(format!(
                    "packet {key:?} delivered to {g:?}, expected {:?}",
                    e.dests
                ));
            }
        }
        for key in self.got.keys() {
            if !self.exp.contains_key(key) {
                v.push(format!("phantom packet {key:?}"));
            }
        }
        v
    }
}

/// Traffic mix: `p_main` multicasts to the figure's set, `p_uni` unicasts, the rest multicasts
/// to random subsets of the allowed destinations.
#[derive(Clone, Copy)]
struct Mix {
    p_main: f64,
    p_uni: f64,
    min_len: usize,
    max_len: usize,
}

const MIX: Mix = Mix {
    p_main: 0.7,
    p_uni: 0.15,
    min_len: 30,
    max_len: 60,
};

fn make_packet(rng: &mut SmallRng, s: &Src, seq: u64, n: usize, mix: &Mix) -> (Packet, Vec<usize>) {
    let b = bitstring_flits(n, W);
    let r: f64 = rng.gen();
    let mut dests: Vec<usize> = if r < mix.p_main {
        s.main.clone()
    } else if r < mix.p_main + mix.p_uni || s.allowed.len() < 2 {
        vec![s.allowed[rng.gen_range(0..s.allowed.len())]]
    } else {
        loop {
            let v: Vec<usize> = s
                .allowed
                .iter()
                .copied()
                .filter(|_| rng.gen_bool(0.5))
                .collect();
            if v.len() >= 2 {
                break v;
            }
        }
    };
    dests.sort();
    let mut words = vec![0u64; n.div_ceil(64)];
    for &d in &dests {
        words[d / 64] |= 1 << (d % 64);
    }
    let len = rng.gen_range(mix.min_len..=mix.max_len);
    let mut payload = vec![s.node as u64, seq];
    while payload.len() < len - 1 - b {
        payload.push(rng.gen::<u64>() & 0xffff);
    }
    let up = dests.iter().any(|d| !s.local.contains(d));
    let pk = Packet {
        multicast: dests.len() > 1,
        count: up as u64,
        dests: words,
        payload,
    };
    (pk, dests)
}

struct Stats {
    cycles: u64,
    packets: u64,
    deliveries: u64,
    flits: u64,
}

/// Inject `per_source` packets back to back at every source, then run until every packet is
/// delivered and the network is quiescent. Err (with the whole network state) after `bound`
/// cycles.
fn run(
    sc: &mut Scenario,
    per_source: usize,
    bound: u64,
    seed: u64,
    mix: &Mix,
) -> Result<(Stats, Tracker), String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let b = bitstring_flits(sc.n, W);
    let mut tr = Tracker::default();
    let mut left = vec![per_source; sc.srcs.len()];
    let mut seq = vec![0u64; sc.srcs.len()];
    loop {
        for (i, s) in sc.srcs.iter().enumerate() {
            if left[i] > 0 && sc.net.node(s.node).source_idle() {
                let (pk, dests) = make_packet(&mut rng, s, seq[i], sc.n, mix);
                let mut want = pk.clone();
                want.count = 0;
                tr.exp.insert(
                    (s.node, seq[i]),
                    Expect {
                        flits: want.flits(sc.n, W),
                        dests: dests.clone(),
                    },
                );
                tr.expected_deliveries += dests.len() as u64;
                tr.packets += 1;
                sc.net.inject(s.node, &pk.flits(sc.n, W));
                seq[i] += 1;
                left[i] -= 1;
            }
        }
        sc.net.step();
        for d in std::mem::take(&mut sc.net.deliveries) {
            tr.record(b, &d);
        }
        if left.iter().all(|&l| l == 0)
            && tr.deliveries >= tr.expected_deliveries
            && sc.net.quiescent()
        {
            break;
        }
        if sc.net.cycle >= bound {
            return Err(format!(
                "{} seed {seed}: not complete after {bound} cycles: {} of {} deliveries, \
                 {} packets injected; violations {:?}\n{}",
                sc.name,
                tr.deliveries,
                tr.expected_deliveries,
                tr.packets,
                &sc.net.violations[..sc.net.violations.len().min(5)],
                sc.net.debug_state()
            ));
        }
    }
    Ok((
        Stats {
            cycles: sc.net.cycle,
            packets: tr.packets,
            deliveries: tr.deliveries,
            flits: tr.flits,
        },
        tr,
    ))
}

/// Run and assert every invariant.
fn check_run(mut sc: Scenario, per_source: usize, seed: u64) -> Stats {
    let t0 = Instant::now();
    let (st, tr) = match run(&mut sc, per_source, BOUND, seed, &MIX) {
        Ok(x) => x,
        Err(e) => panic!("{e}"),
    };
    assert!(
        sc.net.violations.is_empty(),
        "{}: {:?}",
        sc.name,
        sc.net.violations
    );
    let errs = tr.check();
    assert!(
        errs.is_empty(),
        "{}: {:?}",
        sc.name,
        &errs[..errs.len().min(10)]
    );
    assert_eq!(st.deliveries, tr.expected_deliveries, "{}", sc.name);
    for (i, s) in sc.net.switches.iter().enumerate() {
        assert!(
            s.drained(),
            "{}: switch {i} leaked\n{}",
            sc.name,
            s.debug_state()
        );
    }
    println!(
        "{}: {} packets, {} deliveries, {} flits in {} cycles ({:.2?}){}",
        sc.name,
        st.packets,
        st.deliveries,
        st.flits,
        st.cycles,
        t0.elapsed(),
        if sc.net.shadow_values > 0 {
            format!("; RTL = golden on {} output values", sc.net.shadow_values)
        } else {
            String::new()
        }
    );
    if sc.net.shadows.iter().any(|s| s.is_some()) || sc.net.shadow_values > 0 {
        assert!(
            sc.net.shadows.iter().all(|s| s.is_some()),
            "{}: a shadow diverged",
            sc.name
        );
    }
    st
}

fn cfgs(k: usize, chunks: usize) -> Vec<Cfg> {
    let mut v = vec![];
    for scheme in [HeaderScheme::Shared, HeaderScheme::PerOutput] {
        for bypass in [false, true] {
            v.push(Cfg {
                k,
                chunks,
                scheme,
                bypass,
                policy: UpPolicy::Adaptive,
                drain: 1.0,
            });
        }
    }
    v
}

#[test]
fn two_switch_figure2_first_example_k4() {
    for (i, c) in cfgs(4, 64).into_iter().enumerate() {
        check_run(two_switch(c, 10 + i as u64, false), 80, 100 + i as u64);
    }
}

#[test]
fn two_switch_figure2_first_example_k8() {
    for (i, c) in cfgs(8, 64).into_iter().enumerate() {
        check_run(two_switch(c, 20 + i as u64, false), 40, 200 + i as u64);
    }
}

/// Tighter buffers and slow sinks: the central buffers fill and admission really waits.
#[test]
fn two_switch_tight_buffer_slow_sinks() {
    for (i, mut c) in cfgs(4, 32).into_iter().enumerate() {
        c.drain = 0.6;
        check_run(two_switch(c, 30 + i as u64, false), 40, 300 + i as u64);
    }
}

#[test]
fn four_switch_figure2_second_example() {
    for (i, c) in cfgs(4, 64).into_iter().enumerate() {
        check_run(four_switch(c, 40 + i as u64, false), 80, 400 + i as u64);
    }
}

#[test]
fn four_switch_deterministic_up_tight_slow() {
    for (i, mut c) in cfgs(4, 32).into_iter().enumerate() {
        c.policy = UpPolicy::Deterministic;
        c.drain = 0.7;
        check_run(four_switch(c, 50 + i as u64, false), 40, 500 + i as u64);
    }
}

/// Negative control: a buffer too small for the largest multicast is rejected.
#[test]
fn too_small_buffer_is_rejected() {
    let c = cfgs(4, 64)[0];
    let mut p = params(&c, 8, 4, vec![reach(&[0], 8); 4]);
    assert!(p.validate().is_ok());
    // 1000-flit packets need 250 chunks (+3 header copies) of a 64-chunk buffer.
    p.max_len = 1000;
    let e = p.validate().unwrap_err();
    assert!(e.contains("chunks=64"), "{e}");
    let q = p.clone();
    assert!(std::panic::catch_unwind(|| CentralBufferSwitch::new(q)).is_err());
    // 256 chunks hold a 960-flit multicast (240 chunks + 3 header copies) with the k + 1
    // chunks of headroom.
    p.chunks = 256;
    p.max_len = 960;
    assert!(p.validate().is_ok());
}

/// Negative control: a run that stops injecting early delivers exactly what was injected (no
/// phantom packets), and the checker does flag a missing or an extra delivery.
#[test]
fn early_stop_delivers_only_what_was_injected() {
    let c = cfgs(4, 64)[1];
    let mut sc = four_switch(c, 7, false);
    let (st, tr) = run(&mut sc, 3, BOUND, 7, &MIX).unwrap();
    assert!(sc.net.violations.is_empty(), "{:?}", sc.net.violations);
    assert_eq!(st.packets, 3 * 4);
    assert_eq!(st.deliveries, tr.expected_deliveries);
    assert!(tr.check().is_empty(), "{:?}", tr.check());
    // Nothing more arrives however long the network keeps running.
    for _ in 0..2000 {
        sc.net.step();
    }
    assert!(sc.net.deliveries.is_empty());
    // The checker is not vacuous.
    let mut t2 = Tracker {
        exp: tr.exp.clone(),
        got: tr.got.clone(),
        ..Default::default()
    };
    let key = *t2.exp.keys().next().unwrap();
    t2.exp.get_mut(&key).unwrap().dests.push(7);
    assert_eq!(t2.check().len(), 1);
    t2.exp.remove(&key);
    assert_eq!(t2.check().len(), 1, "{:?}", t2.check());
}

/// Negative control: the bounded run does fail (with the network state) when a destination
/// port is left unattached: the flits sent there are lost and the port never gets credits back.
#[test]
fn unattached_destination_times_out() {
    let c = cfgs(4, 64)[0];
    let mut sc = two_switch(c, 3, false);
    // Detach node 0 (switch B port 0): rebuild the net without it.
    let mut net = Network::new(
        sc.net
            .switches
            .iter()
            .map(|s| s.as_cb().unwrap().p.clone())
            .collect(),
        3,
    );
    net.connect(0, 3, 1, 3);
    for (p, d) in [4, 5, 6].into_iter().enumerate() {
        net.attach(d, 0, p);
    }
    net.attach(1, 1, 1);
    net.attach(2, 1, 2);
    sc.net = net;
    sc.srcs.retain(|s| s.node != 0);
    assert_eq!(sc.srcs.len(), 5);
    let e = run(&mut sc, 5, 20_000, 3, &MIX)
        .err()
        .expect("must time out");
    assert!(e.contains("not complete after 20000 cycles"), "{e}");
    assert!(e.contains("flit sent on open port 0"), "{e}");
    assert!(e.contains("drained false"), "{e}");
}

/// The same four switches with traffic in both directions (right nodes also send multicasts
/// up through the left switches, left nodes also to their own nodes). Without a per-direction
/// reserve this deadlocked within a few hundred cycles in every scheme / bypass setting (the
/// shared-buffer hazard of the paper's footnote 1 in Section 3.3); the central buffer's
/// direction reserve (`CbParams::down_reserve`) makes it complete.
#[test]
fn four_switch_bidirectional_traffic() {
    for (i, c) in cfgs(4, 64).into_iter().enumerate() {
        check_run(four_switch(c, 40 + i as u64, true), 80, 400 + i as u64);
    }
}

/// The golden model's registered write grant (`CentralBufferSwitch::registered_grant`, issue
/// 47): both Figure 2 examples, bidirectional traffic and tight buffers with slow sinks
/// complete, every packet delivered exactly once and every switch drained, as without it.
#[test]
fn figure2_examples_with_the_registered_write_grant() {
    let with_rg = |mut sc: Scenario| {
        for s in sc.net.switches.iter_mut() {
            if let wormcast_model::network::NetSwitch::Cb(sw) = s {
                sw.registered_grant = true;
            }
        }
        sc.name.push_str(" [registered grant]");
        sc
    };
    for (i, c) in cfgs(4, 64).into_iter().enumerate() {
        check_run(
            with_rg(two_switch(c, 10 + i as u64, false)),
            80,
            100 + i as u64,
        );
        check_run(
            with_rg(four_switch(c, 40 + i as u64, true)),
            80,
            400 + i as u64,
        );
    }
    for (i, mut c) in cfgs(4, 32).into_iter().enumerate() {
        c.drain = 0.6;
        check_run(
            with_rg(two_switch(c, 30 + i as u64, false)),
            40,
            300 + i as u64,
        );
        c.policy = UpPolicy::Deterministic;
        c.drain = 0.7;
        check_run(
            with_rg(four_switch(c, 50 + i as u64, false)),
            40,
            500 + i as u64,
        );
    }
}

/// `CbParams::validate` must reject a buffer that cannot admit the largest multicast with its
/// k chunks of headroom: otherwise one idle switch never admits a max-length multicast to all
/// down ports (a configuration that validated before the check included the headroom).
#[test]
fn validate_covers_admission_headroom() {
    for scheme in [HeaderScheme::Shared, HeaderScheme::PerOutput] {
        let c = Cfg {
            k: 4,
            chunks: 16,
            scheme,
            bypass: false,
            policy: UpPolicy::Adaptive,
            drain: 1.0,
        };
        let n = 8;
        let mut p = params(&c, n, 4, (0..4).map(|d| reach(&[d], n)).collect());
        p.max_len = if scheme == HeaderScheme::Shared {
            52
        } else {
            64
        };
        if p.validate().is_err() {
            continue;
        }
        let mut net = Network::new(vec![p.clone()], 1);
        for d in 0..4 {
            net.attach(d, 0, d);
        }
        let pk = Packet {
            multicast: true,
            count: 0,
            dests: vec![0b1111],
            payload: vec![1; p.max_len as usize - 2],
        };
        net.inject(0, &pk.flits(n, W));
        for _ in 0..5000 {
            net.step();
        }
        assert_eq!(
            net.deliveries.len(),
            4,
            "{scheme:?} max_len {}: validated but never admitted\n{}",
            p.max_len,
            net.debug_state()
        );
    }
}

/// Shadow every switch of a scenario with its RTL (rust-hdl simulation): each RTL switch is
/// stepped with exactly the inputs its golden twin sees in the network and must produce the
/// same outputs at every cycle (a mismatch is a network violation, which `check_run`
/// rejects). By induction over the cycles, the network built from RTL switches completes
/// the same Figure 2 scenario with the same deliveries.
fn with_rtl_shadows(mut sc: Scenario) -> Scenario {
    for s in 0..sc.net.switches.len() {
        let p = sc.net.switches[s].as_cb().unwrap().p.clone();
        sc.net.shadows[s] = Some(wormcast_testbench::central_buffer::hdl_model(&p).unwrap());
    }
    sc.name = format!("{} [RTL shadows]", sc.name);
    sc
}

#[test]
fn rtl_two_switch_figure2_first_example() {
    let cs = cfgs(4, 64);
    for (i, c) in [cs[1].clone(), cs[2].clone()].into_iter().enumerate() {
        let sc = with_rtl_shadows(two_switch(c, 60 + i as u64, false));
        check_run(sc, 12, 600 + i as u64);
    }
}

#[test]
fn rtl_four_switch_figure2_second_example() {
    let c = cfgs(4, 64)[1].clone();
    let sc = with_rtl_shadows(four_switch(c, 70, false));
    check_run(sc, 10, 700);
}
