//! Adversarial link streams (issue 16, item 2; `wormcast_testbench::adversarial` documents
//! the classes and the rule each follows): proptest cases on the central-buffer switch and
//! the three input-buffered organisations (the soak's k = 4 configurations, whose quick
//! Verilator builds the suite shares), golden model = Verilator on every case and =
//! rust-hdl on every fifth, with delivery, malformed count and the drained state checked on
//! every case; the known framer hole (stray body flits with no tail, then a good packet) on
//! all three engines; and a mutant framer that has the hole back is caught. `PROPTEST_CASES`
//! sets the number of cases per block (default 100); `wormcast soak --adversarial N` runs
//! more.

use wormcast_model::input_buffered::Organisation;
use wormcast_testbench::adversarial::{
    self as adv, CaseSpec, Dests, Engines, Fill, GoodSpec, ItemSpec, Len,
};
use wormcast_testbench::soak::{Kind, SoakConfig};
use wormcast_tools::verilator::Opt;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100)
}

fn small(kind: Kind) -> SoakConfig {
    SoakConfig::of(kind)[1]
}

fn three_engines(kind: Kind, seed: u64) {
    let c = small(kind);
    let e = Engines::new(&c, Opt::Quick, 5).unwrap();
    let s = adv::run(&c, Some(&e), cases(), 6, seed).unwrap_or_else(|e| panic!("{e}"));
    println!("{}: {}", c.id(), s.line());
    assert_eq!(s.cases, cases() as u64);
    assert!(s.hdl_cases >= 1);
    // Every class came up.
    assert!(
        s.classes.iter().all(|&n| n > 0) || cases() < 20,
        "{}",
        s.line()
    );
}

#[test]
fn adversarial_central_buffer_k4() {
    three_engines(Kind::CentralBuffer, 1);
}

#[test]
fn adversarial_input_buffered_chunk_wide_k4() {
    three_engines(Kind::InputBuffered(Organisation::ChunkWide), 2);
}

#[test]
fn adversarial_input_buffered_staircase_k4() {
    three_engines(Kind::InputBuffered(Organisation::Staircase), 3);
}

#[test]
fn adversarial_input_buffered_split_ram_k4() {
    three_engines(Kind::InputBuffered(Organisation::SplitRam), 4);
}

fn good(seed: u64, dests: Dests) -> ItemSpec {
    ItemSpec::Good(GoodSpec {
        mc: true,
        count: 0,
        dests,
        outside: false,
        len: Len::Short,
        fill: Fill::Random,
        seed,
    })
}

/// Issue 16's framer hole: stray body flits with no tail, then good packets (on one input
/// back to back, on another after a too-long head with no tail). A head while dropping
/// starts the next packet: every good packet is delivered, on the golden model, rust-hdl and
/// Verilator; the framer with the hole back is caught by the delivery check and by the
/// lockstep comparison with Verilator.
#[test]
fn a_lost_tail_costs_one_packet_on_all_engines_and_the_mutant_is_caught() {
    let spec = CaseSpec {
        streams: vec![
            vec![
                ItemSpec::Stray {
                    n: 3,
                    tail: false,
                    seed: 1,
                },
                good(2, Dests::AllOnes),
                good(3, Dests::One),
            ],
            vec![],
            vec![
                ItemSpec::BadLength {
                    len: adv::BadLen::OverMax,
                    extra: 2,
                    tail: false,
                    seed: 4,
                },
                good(5, Dests::Random),
            ],
            vec![good(6, Dests::One)],
        ],
        gap: 0,
        slow: 0,
        rogue: None,
        seed: 9,
    };
    for kind in [
        Kind::CentralBuffer,
        Kind::InputBuffered(Organisation::SplitRam),
    ] {
        let c = small(kind);
        let e = Engines::new(&c, Opt::Quick, 1).unwrap();
        let (stim, st) = adv::record_case(&c, &spec, false).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(st.malformed, 2, "stray bodies, too long: one each");
        let (a, h) = adv::three_way(&c, stim.clone(), &e, true).unwrap();
        assert_eq!(a.cycles, stim.len() as u64);
        assert_eq!(h.unwrap().cycles, stim.len() as u64);
        let err = adv::record_case(&c, &spec, true).unwrap_err();
        assert!(err.contains("delivered to []"), "{err}");
        let m = adv::verilator_against_mutant(&c, stim, &e)
            .unwrap()
            .unwrap_err();
        println!("{}: the mutant framer differs from Verilator: {m}", c.id());
    }
}

/// The generator reaches the hole on its own: random cases on the mutant framer fail.
#[test]
fn random_cases_catch_the_mutant_framer() {
    let c = small(Kind::CentralBuffer);
    let err = adv::run_with(&c, None, 200, 6, 5, true).unwrap_err();
    assert!(err.contains("Test failed"), "{err}");
    println!("{err}");
}
