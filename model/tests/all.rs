//! The integration tests of this crate, built as one test program: each file of tests/ is a
//! module here (`autotests = false` in Cargo.toml). One program links the dependencies and
//! monomorphises the shared generic code once, where a program per file did it once per
//! file (the suite's cold build: see scripts/test.sh). A test's name starts with its file's
//! name: `cargo nextest run -E 'test(/^FILE::/)'` runs one file's tests, as does `cargo test
//! --release -p PACKAGE --test all -- FILE::`. A new test file must be listed here, which
//! `every_test_file_is_a_module` checks.

mod banyan_wormhole;
mod cb_starvation;
mod lfc;
mod mesh_model;
mod mway_bad_input;
mod mway_broadcast;
mod mway_channel_block;
mod mway_deadlock;
mod mway_long;
mod mway_net_metrics;
mod mway_router_model;
mod mway_saturation;
mod net_deadlock;
mod net_findings;
mod net_starvation;
mod net_study;
mod switch_speed;
mod tpm_lemma1;
mod tpm_timing;
mod tpm_zone;

// The check lives in wormcast-tools, a crate above this one: included by path, not a
// dependency.
#[path = "../../tools/src/test_layout.rs"]
mod test_layout;

/// Every `.rs` file and module folder in tests/ is declared a module above: with `autotests =
/// false`, cargo builds only this file, so an undeclared test file would be silently skipped.
#[test]
fn every_test_file_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let missing = test_layout::undeclared_test_files(&dir, include_str!("all.rs"));
    assert!(
        missing.is_empty(),
        "tests/ files not declared in tests/all.rs: {missing:?}"
    );
}
