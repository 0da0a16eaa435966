//! The rust-hdl simulation driver (`wormcast_testbench::hdl::HdlSim`): running only the
//! passes that take each rising edge to every register gives the same outputs at every
//! cycle as settling the whole block after it (the driver's module doc). A driver that runs
//! no pass after the edge (its registers never see it) fails both tests at cycle 3.

use wormcast_ip::central_buffer::params as cb_params;
use wormcast_ip::input_buffered::params as ib_params;
use wormcast_model::banyan::BanyanParams;
use wormcast_model::central_buffer::HeaderScheme::{PerOutput, Shared};
use wormcast_model::input_buffered::Organisation::{ChunkWide, SplitRam};
use wormcast_model::CycleModel;
use wormcast_testbench::compare::{lockstep, Engine};
use wormcast_testbench::hdl::full_settle;

/// `fast` (edge passes only) against `settled` (a whole settle after each edge) at every
/// output and cycle of `stim`; panics at the first difference.
fn agree(what: &str, settled: &mut dyn CycleModel, fast: &mut dyn CycleModel, stim: Vec<Vec<u64>>) {
    let cycles = stim.len() as u64;
    let a = lockstep(
        settled,
        &mut [Engine {
            name: "rust-hdl, edge passes only".into(),
            model: fast,
        }],
        stim,
        |_, _, _| {},
    )
    .unwrap_or_else(|m| panic!("{what}: {m}"));
    assert_eq!(a.cycles, cycles, "{what}");
}

/// Both ways of one block: `make` builds it, once settling every edge and once not.
fn both(make: impl Fn() -> Box<dyn CycleModel>) -> (Box<dyn CycleModel>, Box<dyn CycleModel>) {
    full_settle(true);
    let settled = make();
    full_settle(false);
    (settled, make())
}

#[test]
fn edge_passes_give_the_settled_outputs_on_the_fat_tree_switches() {
    use wormcast_testbench::{central_buffer as cb, input_buffered as ib};
    for p in [
        cb_params(4, 16, 16, 64, Shared, true),
        cb_params(2, 16, 16, 32, PerOutput, true),
    ] {
        let (stim, r) = cb::record(&p, cb::mixed_traffic(), 600, 7).unwrap();
        assert!(r.flits_delivered > 100, "{r:?}");
        let (mut s, mut f) = both(|| cb::hdl_model(&p).unwrap());
        agree(&format!("CB {p:?}"), &mut *s, &mut *f, stim);
    }
    for p in [
        ib_params(4, 16, 16, 320, ChunkWide),
        ib_params(2, 32, 64, 96, SplitRam),
    ] {
        let stim = ib::golden_stimulus(&p, 600, 7).unwrap();
        let (mut s, mut f) = both(|| ib::hdl_model(&p).unwrap());
        agree(&format!("IB {p:?}"), &mut *s, &mut *f, stim);
    }
}

#[test]
fn edge_passes_give_the_settled_outputs_on_the_banyan() {
    use wormcast_testbench::banyan::{hdl_sim, random_stimulus, StimConfig};
    let p = BanyanParams::new(3, 16, 8).unwrap();
    let stim = random_stimulus(&p, 80, 3, StimConfig::default());
    let (mut s, mut f) = both(|| hdl_sim(&p, false, None).unwrap());
    agree("banyan n = 3", &mut *s, &mut *f, stim);
}
