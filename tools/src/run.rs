//! External EDA tools. A test that needs a tool fails with this message when it is missing.

use std::process::Command;

/// Path of `tool` on PATH, or an error telling how to install it.
pub fn require(tool: &str) -> Result<String, String> {
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {tool}"))
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    } else {
        Err(format!(
            "{tool} not found on PATH: run scripts/test.sh or scripts/demo.sh (they install it), \
             or `apt-get update && apt-get install -y yosys verilator iverilog nextpnr-ice40`"
        ))
    }
}

/// Whether `tool` is on PATH (for optional helpers such as ccache; checked once per process).
pub fn on_path(tool: &'static str) -> bool {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static SEEN: OnceLock<Mutex<HashMap<&'static str, bool>>> = OnceLock::new();
    let m = SEEN.get_or_init(Default::default);
    let mut g = m.lock().unwrap_or_else(|e| e.into_inner());
    *g.entry(tool).or_insert_with(|| require(tool).is_ok())
}
