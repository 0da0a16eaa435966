//! Shared by the CLI test files: run the built `wormcast` binary.

use std::process::Command;

/// Run `wormcast args...`: (exit code, stdout, stderr). The binary runs as a user runs it:
/// without the `RUST_MIN_STACK` that `.cargo/config.toml` gives the test harness (so a worker
/// thread gets the stack the program itself asks for, not 256 MB from the environment).
pub fn wormcast(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_wormcast"))
        .env_remove("RUST_MIN_STACK")
        .args(args)
        .output()
        .expect("run wormcast");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into(),
        String::from_utf8_lossy(&o.stderr).into(),
    )
}
