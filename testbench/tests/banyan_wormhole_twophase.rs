//! Two-phase multicast (Section 3.1) on the wormhole network's RTL (issue 15): many
//! concurrent multicasts with back-pressure over the rust-hdl simulation all reach every
//! destination exactly once, and the node-level run is identical to the run on the golden
//! model with the same seed (same inputs applied at every cycle, same statistics).

use wormcast_model::banyan::wh_nodes::{WhNodes, WhTraffic};
use wormcast_model::banyan::wormhole::{Arbitration, WhNetModel, WhParams};
use wormcast_testbench::banyan_wh::wh_hdl_sim;

#[test]
fn twophase_on_rust_hdl_equals_golden() {
    for (n, count) in [(2, 60), (3, 120), (4, 200), (5, 100)] {
        let p = WhParams::new(n, 32, Arbitration::UpperFirst).unwrap();
        let t = WhTraffic {
            sink_stall: 0.2,
            bubble: 0.1,
            len_min: 2,
            len_max: 9,
            ..Default::default()
        };
        let run = |net: &mut dyn wormcast_model::CycleModel| {
            let mut nodes = WhNodes::new(p, t, 77 + n as u64).recording();
            nodes.add_random_multicasts(count);
            let st = nodes.run(net, 200_000);
            (st, nodes.take_record())
        };
        let (golden, rec_g) = run(&mut WhNetModel::new(p));
        let mut hdl = wh_hdl_sim(&p, None).unwrap();
        let (rtl, rec_r) = run(hdl.as_mut());
        eprintln!("n={n}: {rtl:?}");
        assert!(rtl.finished, "{rtl:?}");
        assert_eq!(rtl.deadlock_at, None);
        assert_eq!(rtl.deliveries, rtl.deliveries_required);
        assert_eq!(rtl.protocol_errors, 0);
        assert!(rtl.multicasts as usize == count && rtl.deliveries > count as u64 * 2);
        assert_eq!(rtl, golden, "n={n}: RTL and golden runs differ");
        assert_eq!(rec_r, rec_g, "n={n}: the inputs applied differ");
    }
}
