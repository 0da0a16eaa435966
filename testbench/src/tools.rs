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
