//! Shared by the CLI test files: run the built `wormcast` binary.

use std::process::Command;

/// Run `wormcast args...`: (exit code, stdout, stderr).
pub fn wormcast(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_wormcast"))
        .args(args)
        .output()
        .expect("run wormcast");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into(),
        String::from_utf8_lossy(&o.stderr).into(),
    )
}
