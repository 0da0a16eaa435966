//! Timing harness of the switch golden models (run by hand, prints ns per switch-cycle):
//! `cargo test --release -p wormcast-model --test all -- switch_speed:: --ignored --nocapture`.
//! Busy: a recorded closed-loop random run (load 0.8, 30 % multicast, slow sinks) replayed on
//! a fresh switch; idle: a power-on switch stepped with idle inputs. No timed assertions.

use std::hint::black_box;
use std::time::Instant;
use wormcast_model::central_buffer::{CbParams, CentralBufferSwitch, HeaderScheme};
use wormcast_model::flit::{arrival_masks, Flit};
use wormcast_model::input_buffered::{IbParams, InputBufferedSwitch, Organisation};
use wormcast_model::network::NetSwitch;
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_model::switch_stim::LinkStim;

fn route(k: usize, nodes: usize) -> RouteConfig {
    let down = k / 2;
    RouteConfig {
        k,
        down,
        nodes,
        w: 16,
        reach: fat_tree_reach(nodes, 16, down, 0, nodes),
        policy: UpPolicy::Adaptive,
    }
}

fn bench(name: &str, sw: NetSwitch, r: RouteConfig, fifo: usize, max_len: u64, cycles: usize) {
    let k = r.k;
    // Record a closed-loop run.
    let mut stim = LinkStim::new(r, fifo, max_len, 7);
    let mut rec_a = vec![Flit::IDLE; cycles * k];
    let mut rec_c = vec![false; cycles * k];
    let mut s = sw.clone();
    let (mut fo, mut co) = (vec![Flit::IDLE; k], vec![false; k]);
    let mut flits = 0u64;
    for t in 0..cycles {
        let (a, c) = (&mut rec_a[t * k..][..k], &mut rec_c[t * k..][..k]);
        stim.drive(a, c);
        let (_, cm) = s.step_links(a, arrival_masks(a, c), &mut fo);
        for (p, c) in co.iter_mut().enumerate() {
            *c = cm >> p & 1 == 1;
        }
        stim.observe(&fo, &co);
        flits += fo.iter().filter(|f| !f.is_idle()).count() as u64;
    }
    let util = flits as f64 / (cycles * k) as f64;
    let mut res = vec![];
    for full in [false, true] {
        let mut s = sw.clone();
        let t0 = Instant::now();
        for t in 0..cycles {
            let (a, c) = (&rec_a[t * k..][..k], &rec_c[t * k..][..k]);
            if full {
                black_box(s.step_full(a, c, &mut fo, &mut co).ports);
            } else {
                black_box(s.step_links(a, arrival_masks(a, c), &mut fo));
            }
            black_box(&fo);
        }
        res.push(t0.elapsed().as_nanos() as f64 / cycles as f64);
    }
    let idle_a = vec![Flit::IDLE; k];
    let n_idle = cycles * 4;
    let mut s = sw.clone();
    let t0 = Instant::now();
    for _ in 0..n_idle {
        black_box(s.step_links(black_box(&idle_a), (0, 0), &mut fo));
        black_box(&fo);
    }
    let idle = t0.elapsed().as_nanos() as f64 / n_idle as f64;
    println!(
        "{name:32} busy (output links {:.0}% used): cycle_links {:7.1} ns, cycle with every port {:7.1} ns; idle: cycle_links {:6.1} ns",
        util * 100.0,
        res[0],
        res[1],
        idle
    );
}

#[test]
#[ignore]
fn switch_cycle_speed() {
    let cycles = 200_000;
    for n in [16, 64] {
        let r = route(8, n);
        let cb = CbParams {
            route: r.clone(),
            chunks: 256,
            fifo: 16,
            max_len: 64,
            scheme: HeaderScheme::Shared,
            bypass: true,
            multicast: true,
        };
        bench(
            &format!("CB k=8 N={n} shared bypass"),
            NetSwitch::Cb(CentralBufferSwitch::new(cb.clone())),
            r.clone(),
            cb.fifo,
            cb.max_len,
            cycles,
        );
        let ib = IbParams {
            route: r.clone(),
            buffer: 320,
            fifo: 16,
            max_len: 64,
            org: Organisation::ChunkWide,
            revision: wormcast_model::input_buffered::REVISION,
        };
        bench(
            &format!("IB k=8 N={n}"),
            NetSwitch::Ib(InputBufferedSwitch::new(ib.clone())),
            r.clone(),
            ib.fifo,
            ib.max_len,
            cycles,
        );
    }
}
