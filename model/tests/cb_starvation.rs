//! Bounded admission waits in one central-buffer switch under saturating traffic with slow
//! receivers (module doc of `central_buffer`, "Write turn"): (a) a multicast waiting for
//! admission, (b) an up-going packet while downward traffic keeps the buffer nearly full.
//!
//! Rig: every input always has its next packet queued (credit flow at the link rate); every
//! receiver takes one flit every `R` = 4th cycle and returns its credit then, so the outputs
//! drain at a quarter of the link rate and the buffer stays nearly full. The measured wait of
//! a packet is the number of cycles its assembled header chunk is ready and not yet written
//! (a unicast's header write, a multicast's admission), from
//! [`CentralBufferSwitch::head_waiting`]; a wait still open at the end of the run counts
//! with its length so far.
//!
//! # The bound (both tests)
//! Notation: k ports, C chunks of k flits, `Lc = ceil(max_len / k)` chunks in the largest
//! packet, R cycles per flit at a receiver.
//! 1. *One turn lasts at most `T = (C + (k-1)(Lc-1) + 2) k R + k` cycles.* While input h holds
//!    the turn and the up-port inputs are held too (`up_used + down_reserve + k < C`, checked
//!    every cycle below), no other input starts a packet or writes a non-streaming chunk: the
//!    only chunks taken from the free count are those of streaming unicasts, at most one
//!    packet per other input (an input's next packet needs its header written first), so at
//!    most `(k-1)(Lc-1)`; admitted multicasts write into their reservation. Every output
//!    therefore reads at most `C + (k-1)(Lc-1)` chunks during the turn; it reads them in
//!    order, no chunk waits for a held writer, and it sends one flit per R cycles once its
//!    receiver is full, i.e. one chunk per `k R` cycles (+ 2 chunks for the read and link
//!    stages). When every output has read everything, h's need is free (any need is at most
//!    `down_reserve + k + 1 <= C`), and the least-recently-served write arbiter grants it
//!    within k cycles.
//! 2. *A waiting header gets the turn after at most k - 1 other turns* (round robin among
//!    the waiting inputs, the turn passed on at the edge its holder is granted), so it is
//!    written within `B = k T + k` cycles of becoming ready.
//!
//! k = 4, C = 16, 16-flit packets: `T = 27 * 16 + 4 = 436`, `B = 1748`; k = 4, C = 64,
//! 32-flit packets: `T = 87 * 16 + 4 = 1396`, `B = 5588`; k = 8, C = 32, 32-flit packets:
//! `T = 55 * 32 + 8 = 1768`, `B = 14152`; k = 8, C = 256, 64-flit packets: `T = 307 * 32 + 8
//! = 9832`, `B = 78664`. The runs are 200,000 cycles, longer than every B, and the old rules
//! fail them: without the turn the multicast of (a) waited from its arrival to the end of the
//! run (smaller multicasts were admitted first whenever a chunk freed) and so did the up-going
//! headers of (b) (the direction reserve: the downward unicasts took every freed chunk).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::VecDeque;
use wormcast_model::central_buffer::{CbParams, CentralBufferSwitch, HeaderScheme};
use wormcast_model::flit::Flit;
use wormcast_model::packet::Packet;
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};

/// Cycles per flit at every receiver.
const R: u64 = 4;
const CYCLES: u64 = 200_000;

/// The switches: (k, C, max_len, FIFO depth); k/2 down ports, 16 nodes, shared header
/// copies, bypass on.
const CONFIGS: [(usize, usize, u64, usize); 4] = [
    (4, 16, 16, 16),
    (4, 64, 32, 16),
    (8, 32, 32, 16),
    (8, 256, 64, 64),
];

fn params(k: usize, chunks: usize, max_len: u64, fifo: usize) -> CbParams {
    let down = k / 2;
    CbParams {
        route: RouteConfig {
            k,
            down,
            nodes: 16,
            w: 16,
            reach: fat_tree_reach(16, 16, down, 0, 16),
            policy: UpPolicy::Adaptive,
        },
        chunks,
        fifo,
        max_len,
        scheme: HeaderScheme::Shared,
        bypass: true,
        multicast: true,
    }
}

/// The bound B of the module doc.
fn bound(p: &CbParams) -> u64 {
    let (k, c) = (p.k() as u64, p.chunks as u64);
    let lc = p.chunks_of(p.max_len) as u64;
    let t = (c + (k - 1) * (lc - 1) + 2) * k * R + k;
    k * t + k
}

/// What each input sends (a new packet as soon as the previous one has left the source).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Traffic {
    /// (a) Input 0: largest multicasts to every node; every other input: the smallest
    /// multicasts (one chunk) to two nodes behind different down ports.
    BigVsSmallMulticasts,
    /// (b) Inputs on down ports: 30% up-going unicasts, 20% multicasts, else downward
    /// unicasts; inputs on up ports (arrivals from above): 20% multicasts, else downward
    /// unicasts. Lengths uniform over every legal length.
    Mixed,
}

#[derive(Debug, Default)]
struct Waits {
    /// Longest header wait of a multicast / an up-going unicast / a downward unicast.
    mc: u64,
    up: u64,
    down: u64,
    /// Headers written (the waits that ended) per kind.
    n_mc: u64,
    n_up: u64,
    n_down: u64,
    /// Cycles in which the free chunks could not take an upward chunk without the turn
    /// (`free_count + reserved < down_reserve + k + 1`): the buffer is nearly full.
    full: u64,
    /// Cycles with a turn held by an up-going header / any holder.
    up_turn: u64,
    turn: u64,
    /// Cycles in which the precondition of the bound failed (`up_used + down_reserve + k >=
    /// C`).
    phase1: u64,
}

fn packet(p: &CbParams, t: Traffic, i: usize, rng: &mut SmallRng) -> Vec<Flit> {
    let (n, down) = (p.route.nodes, p.route.down);
    let b = p.route.bitstring_flits();
    let per = n / down;
    let any_len = |rng: &mut SmallRng| rng.gen_range(b as u64 + 2..=p.max_len);
    let (mc, up, dests, len) = match t {
        Traffic::BigVsSmallMulticasts if i == 0 => (true, false, (1u64 << n) - 1, p.max_len),
        Traffic::BigVsSmallMulticasts => {
            let a = rng.gen_range(0..down);
            let d = (1 << (a * per + rng.gen_range(0..per)))
                | (1 << ((a + 1) % down * per + rng.gen_range(0..per)));
            (true, false, d, b as u64 + 2)
        }
        Traffic::Mixed => {
            let x: f64 = rng.gen();
            let len = any_len(rng);
            if x < 0.2 {
                let mut d = 0u64;
                while d.count_ones() < 2 {
                    d |= 1 << rng.gen_range(0..n);
                }
                (true, false, d, len)
            } else {
                let up = i < down && x < 0.5;
                (false, up, 1 << rng.gen_range(0..n), len)
            }
        }
    };
    Packet {
        multicast: mc,
        count: up as u64,
        dests: vec![dests],
        payload: vec![i as u64; len as usize - 1 - b],
    }
    .flits(n, 16)
}

fn run(p: &CbParams, t: Traffic, seed: u64) -> Waits {
    let k = p.k();
    let (dr, c) = (p.down_reserve(), p.chunks);
    let mut sw = CentralBufferSwitch::new(p.clone());
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut src: Vec<VecDeque<Flit>> = vec![VecDeque::new(); k];
    let mut credits = vec![p.fifo as u32; k];
    let mut rx = vec![0u32; k];
    let mut since: Vec<Option<(u64, bool, bool)>> = vec![None; k];
    let mut w = Waits::default();
    let (mut ar, mut ci) = (vec![Flit::IDLE; k], vec![false; k]);
    let (mut fo, mut co) = (vec![Flit::IDLE; k], vec![false; k]);
    let note = |w: &mut Waits, d: u64, mc: bool, up: bool, ended: bool| {
        let (worst, n) = if mc {
            (&mut w.mc, &mut w.n_mc)
        } else if up {
            (&mut w.up, &mut w.n_up)
        } else {
            (&mut w.down, &mut w.n_down)
        };
        *worst = (*worst).max(d);
        *n += ended as u64;
    };
    for cyc in 0..CYCLES {
        for i in 0..k {
            if src[i].is_empty() {
                let f = packet(p, t, i, &mut rng);
                src[i].extend(f);
            }
            ar[i] = Flit::IDLE;
            if credits[i] > 0 {
                ar[i] = src[i].pop_front().unwrap();
                credits[i] -= 1;
            }
        }
        for o in 0..k {
            ci[o] = rx[o] > 0 && cyc % R == 0;
            rx[o] -= ci[o] as u32;
        }
        if sw.free_count() + sw.reserved() < dr + k + 1 {
            w.full += 1;
        }
        if sw.up_used() + dr + k >= c {
            w.phase1 += 1;
        }
        if let (Some(h), _, _) = sw.turn_state() {
            w.turn += 1;
            w.up_turn += sw.head_waiting(h).is_some_and(|(_, up)| up) as u64;
        }
        sw.cycle_links(&ar, &ci, &mut fo, &mut co);
        for o in 0..k {
            rx[o] += !fo[o].is_idle() as u32;
            credits[o] += co[o] as u32;
        }
        for i in 0..k {
            match (since[i], sw.head_waiting(i)) {
                (None, Some((mc, up))) => since[i] = Some((cyc, mc, up)),
                (Some((s, mc, up)), None) => {
                    note(&mut w, cyc - s, mc, up, true);
                    since[i] = None;
                }
                _ => {}
            }
        }
    }
    for (s, mc, up) in since.into_iter().flatten() {
        note(&mut w, CYCLES - s, mc, up, false);
    }
    w
}

/// (a) Input 0's largest multicast to every node needs `Lc + (k_s - 1) + k` free chunks; the
/// other inputs' one-chunk 2-way multicasts need `1 + 1 + k` and, without the turn, were
/// admitted first every time a chunk freed.
#[test]
fn multicast_admission_is_bounded() {
    for (k, c, len, f) in CONFIGS {
        let p = params(k, c, len, f);
        let b = bound(&p);
        for seed in [1, 2] {
            let w = run(&p, Traffic::BigVsSmallMulticasts, seed);
            println!("k={k} C={c} L={len} seed {seed}: bound {b}, {w:?}");
            assert_eq!(w.phase1, 0, "precondition of the bound");
            assert!(w.n_mc > 1000, "saturated: {w:?}");
            assert!(
                w.mc <= b,
                "k={k} C={c}: a multicast waited {} > {b} cycles for admission",
                w.mc
            );
        }
    }
}

/// (b) Up-going headers need `free_count >= k + 1` and `free_count + reserved >=
/// down_reserve + k + 1`; the downward unicasts need only `k + 1` and, without the turn,
/// took every freed chunk while the slow receivers kept the buffer nearly full.
#[test]
fn up_going_packet_enters_within_bound_with_buffer_nearly_full() {
    for (k, c, len, f) in CONFIGS {
        let p = params(k, c, len, f);
        let b = bound(&p);
        for seed in [1, 2] {
            let w = run(&p, Traffic::Mixed, seed);
            println!("k={k} C={c} L={len} seed {seed}: bound {b}, {w:?}");
            assert_eq!(w.phase1, 0, "precondition of the bound");
            assert!(
                w.full > CYCLES / 2,
                "the buffer was nearly full in only {} cycles",
                w.full
            );
            assert!(
                w.up <= b,
                "k={k} C={c}: an up-going packet waited {} > {b} cycles",
                w.up
            );
            assert!(w.n_up > 100 && w.up_turn > 0, "{w:?}");
            // Every other header is bounded alike.
            assert!(w.mc <= b && w.down <= b, "{w:?}");
        }
    }
}
