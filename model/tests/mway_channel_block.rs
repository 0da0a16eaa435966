//! The channel block's golden model (`ChannelModel`) against the network engine: in a mesh
//! under saturated mixed unicast / region-broadcast traffic, every channel's block, fed the
//! lines read off the engine at the start of each cycle, grants the slot the engine granted
//! and gives the engine's outcome (ack, drop, partial header transfer), and is idle where
//! the engine moved nothing (issue 12: the network is routers plus channel blocks).
use wormcast_model::mway::channel::{ChannelModel, ChannelShape};
use wormcast_model::mway::traffic::Saturated;
use wormcast_model::mway::{Algorithm, MwayNet, MwayParams};
use wormcast_model::CycleModel;

/// Run `cycles` cycles; returns (granted, acked, partial) channel-cycles.
fn run(k: &[usize], w: usize, buffers: usize, alg: Algorithm, cycles: u64, seed: u64) -> [u64; 3] {
    let p = MwayParams {
        k: k.to_vec(),
        buffers,
        w,
        algorithm: alg,
        ..Default::default()
    };
    let mut net = MwayNet::new(&p).unwrap();
    net.log_channels = true;
    let n = net.mesh.channels;
    let shape = ChannelShape::new(net.mesh.ways(), buffers, w);
    let mut blocks: Vec<ChannelModel> = (0..n).map(|_| ChannelModel::new(shape)).collect();
    let mut traffic = Saturated::new(0.3, 0.1, p.max_len - 1, seed);
    let mut seen = [0u64; 3];
    for cycle in 0..cycles {
        traffic.feed(&mut net);
        let lines: Vec<Vec<u64>> = (0..n).map(|c| net.channel_lines(c).unwrap()).collect();
        net.channel_events.clear();
        net.step();
        let mut ev = vec![None; n];
        for e in &net.channel_events {
            ev[e.c] = Some(*e);
        }
        for c in 0..n {
            let o = blocks[c].step(&lines[c]);
            let got = (o[1] == 1, o[0], o[8] == 1, o[9] == 1, o[11] == 1);
            let want = match ev[c] {
                None => (false, 0, false, false, false),
                Some(e) => (true, 1 << e.slot, e.ack, e.drop, e.partial),
            };
            assert_eq!(
                got,
                want,
                "{k:?} {}: cycle {cycle} channel {c}: (valid, grant, ack, drop, partial)",
                alg.name()
            );
            if got.0 {
                seen[0] += 1;
                seen[1] += got.2 as u64;
                seen[2] += got.4 as u64;
            }
        }
    }
    assert!(net.violations.is_empty(), "{:?}", net.violations);
    seen
}

#[test]
fn channel_blocks_agree_with_engine_4x4_safe_b2_w32() {
    let s = run(&[4, 4], 32, 2, Algorithm::Safe, 5_000, 1);
    eprintln!("{s:?}");
    assert!(s[0] > 10_000 && s[1] > 5_000, "{s:?}");
}

/// With B = 2 a replica is never made (it needs two free buffers in the driver's set beside
/// the one holding the message), so the partial line is exercised at B = 4.
#[test]
fn channel_blocks_agree_with_engine_4x4_replica_b4_w16() {
    let s = run(&[4, 4], 16, 4, Algorithm::Replica, 5_000, 2);
    eprintln!("{s:?}");
    assert!(s[0] > 10_000 && s[2] > 0, "{s:?}");
}

#[test]
fn channel_blocks_agree_with_engine_3x3x3_replica() {
    let s = run(&[3, 3, 3], 32, 4, Algorithm::Replica, 3_000, 3);
    eprintln!("{s:?}");
    assert!(s[0] > 10_000, "{s:?}");
}

#[test]
fn channel_blocks_agree_with_engine_4x4_plain_mst_partial() {
    let alg = Algorithm::Mst {
        ordered: true,
        partial: true,
    };
    let s = run(&[4, 4], 16, 4, alg, 2_000, 4);
    eprintln!("{s:?}");
    assert!(s[0] > 1_000 && s[2] > 0, "{s:?}");
}
