//! The integration tests of this crate, built as one test program: each file of tests/ is a
//! module here (`autotests = false` in Cargo.toml). One program links the dependencies and
//! monomorphises the shared generic code once, where a program per file did it once per
//! file (the suite's cold build: see scripts/test.sh). A test's name starts with its file's
//! name: `cargo nextest run -E 'test(/^FILE::/)'` runs one file's tests, as does `cargo test
//! --release -p PACKAGE --test all -- FILE::`. A new test file must be listed here, which
//! `every_test_file_is_a_module` checks.

mod adversarial;
mod arbiter;
mod banyan_three_way;
mod banyan_twophase;
mod banyan_wormhole_three_way;
mod banyan_wormhole_twophase;
mod cb_bench;
mod cb_blocks;
mod cb_write_turn;
mod central_buffer_model;
mod central_buffer_reset;
mod central_buffer_rtl;
mod chunk_store;
mod contract;
mod deadlock;
mod drivers;
mod eda;
mod formal;
mod fusesoc;
mod hdl_sim;
mod inport;
mod input_buffered_model;
mod input_buffered_parts;
mod input_buffered_reset;
mod input_buffered_rtl;
mod link;
mod mesh_reset;
mod mesh_router;
mod mway_channel;
mod mway_mesh;
mod mway_reset;
mod mway_router;
mod net_rtl;
mod outport;
mod route;
mod supported_instances;
mod switch_bench;
mod waves;

/// Every `.rs` file and module folder in tests/ is declared a module above: with `autotests =
/// false`, cargo builds only this file, so an undeclared test file would be silently skipped.
#[test]
fn every_test_file_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let missing = wormcast_tools::test_layout::undeclared_test_files(&dir, include_str!("all.rs"));
    assert!(
        missing.is_empty(),
        "tests/ files not declared in tests/all.rs: {missing:?}"
    );
}
