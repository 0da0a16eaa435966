//! External EDA tools. A test that needs a tool fails with this message when it is missing.

use std::process::Command;

/// A tool a run needs cannot be found (the CLI exits with its own code for it, 3). `why`
/// says where it was looked for and how to install it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingTool {
    pub tool: String,
    pub why: String,
}

impl std::fmt::Display for MissingTool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.why)
    }
}

impl From<MissingTool> for String {
    fn from(m: MissingTool) -> String {
        m.why
    }
}

/// Path of `tool` on PATH, or an error telling how to install it.
pub fn find(tool: &str) -> Result<String, MissingTool> {
    let missing = |why: String| MissingTool {
        tool: tool.to_string(),
        why,
    };
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {tool}"))
        .output()
        .map_err(|e| missing(format!("{tool}: cannot look for it on PATH ({e})")))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    } else {
        Err(missing(format!(
            "{tool} not found on PATH: run scripts/test.sh or scripts/demo.sh (they install it), \
             or `apt-get update && apt-get install -y yosys verilator iverilog nextpnr-ice40`"
        )))
    }
}

/// [`find`] with the error as text, for the runs whose errors are text.
pub fn require(tool: &str) -> Result<String, String> {
    find(tool).map_err(String::from)
}

/// Every tool of `tools` is on PATH, or the first missing one.
pub fn require_all(tools: &[&str]) -> Result<(), MissingTool> {
    tools.iter().try_for_each(|t| find(t).map(|_| ()))
}

/// Run `cmd` to its end; a failure to start it or a non-zero exit is an error naming `what`,
/// with the tool's standard output and error.
pub fn checked(
    cmd: &mut std::process::Command,
    what: &str,
) -> Result<std::process::Output, String> {
    let out = cmd.output().map_err(|e| format!("running {what}: {e}"))?;
    if out.status.success() {
        Ok(out)
    } else {
        Err(format!(
            "{what} failed:\n{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
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
