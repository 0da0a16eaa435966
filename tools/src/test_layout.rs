//! The layout of the integration tests: each crate's tests/ is one test program, `tests/all.rs`
//! (`autotests = false`), that declares every other file of tests/ a module. Cargo builds only
//! `all.rs`, so a file it does not declare would be silently skipped; each crate's
//! `every_test_file_is_a_module` test calls [`undeclared_test_files`] to catch that.
//!
//! wormcast-model's tests include this file by path (`#[path]`), since that crate sits below
//! this one in the layer stack; the other crates call it through `wormcast_tools`.

use std::path::Path;

/// The modules of `tests_dir` (a `.rs` file other than `all.rs`, or a folder with a `mod.rs`)
/// that `all_rs`, the text of `tests_dir/all.rs`, does not declare with a `mod NAME;` line.
/// Sorted; empty when every test file is part of the program.
pub fn undeclared_test_files(tests_dir: &Path, all_rs: &str) -> Vec<String> {
    let mut missing = vec![];
    let entries = std::fs::read_dir(tests_dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", tests_dir.display()));
    for e in entries {
        let p = e.expect("a tests/ entry").path();
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        let module = if p.is_dir() {
            if !p.join("mod.rs").exists() {
                continue; // snapshots/ and other data
            }
            name
        } else if let Some(stem) = name.strip_suffix(".rs") {
            if stem == "all" {
                continue;
            }
            stem.to_string()
        } else {
            continue;
        };
        if !all_rs.lines().any(|l| l.trim() == format!("mod {module};")) {
            missing.push(module);
        }
    }
    missing.sort();
    missing
}
