//! The integration tests of this crate, built as one test program: each file of tests/ is a
//! module here (`autotests = false` in Cargo.toml). One program links the dependencies and
//! monomorphises the shared generic code once, where a program per file did it once per
//! file (the suite's cold build: see scripts/test.sh). A test's name starts with its file's
//! name: `cargo nextest run -E 'test(/^FILE::/)'` runs one file's tests, as does `cargo test
//! --release -p PACKAGE --test all -- FILE::`. A new test file must be listed here, which
//! `every_test_file_is_a_module` checks.

mod common;

mod banyan_study_cli;
mod banyan_wh_cli;
mod bench_switch_cli;
mod block_cli;
mod claims;
mod cli;
mod documented_commands;
mod drivers_cli;
mod ip_files_cli;
mod lfc_cli;
mod mesh_net_cli;
mod mway_net_cli;
mod net_cli;
mod soak_cli;
mod synth_cli;
mod tpm_study_cli;
mod vcd_cli;
mod verilator_lint;
mod verilog_out;

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
