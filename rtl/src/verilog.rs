//! Verilog emission: rust-hdl's output renamed into a library of named modules, plus a clean
//! top-level wrapper.
//!
//! rust-hdl always names the top module `top` and children `top$child$0`; flattened array
//! ports are called `in_tag$0`. [`rename_modules`] gives every module a name derived from the
//! block's parameters (`banyan_net_n3_w16_l8_core`, `banyan_net_n3_w16_l8_core$se$0`), and
//! [`wrapper`] writes the user-facing top module `banyan_net_n3_w16_l8` whose ports are plain
//! identifiers (`in_tag_0`), which also keeps Verilator's C++ names readable.

use rust_hdl::prelude::*;
use wormcast_model::PortSpec;

/// Emit a block's Verilog with `top` renamed to `core` (all children follow).
pub fn emit<U: Block>(uut: &U, core: &str) -> String {
    rename_modules(&generate_verilog(uut), core)
}

/// Rename `top` and `top$...` modules to `core` and `core$...`.
pub fn rename_modules(v: &str, core: &str) -> String {
    let mut out = String::with_capacity(v.len() + 1024);
    for line in v.lines() {
        let t = line.trim_start();
        let indent = &line[..line.len() - t.len()];
        let l = if let Some(rest) = t.strip_prefix("module top") {
            format!("{indent}module {core}{rest}")
        } else if let Some(rest) = t.strip_prefix("endmodule // top") {
            format!("{indent}endmodule // {core}{rest}")
        } else if let Some(rest) = t.strip_prefix("top$") {
            format!("{indent}{core}${rest}")
        } else {
            line.to_string()
        };
        out.push_str(&l);
        out.push('\n');
    }
    out
}

/// One port of a wrapper: the clean name, the core's name, width, and direction.
pub struct WrapPort {
    pub name: String,
    pub core_name: String,
    pub width: usize,
    pub output: bool,
}

impl WrapPort {
    pub fn input(spec: &PortSpec, core_name: impl Into<String>) -> Self {
        WrapPort {
            name: spec.name.clone(),
            core_name: core_name.into(),
            width: spec.width,
            output: false,
        }
    }
    pub fn output(spec: &PortSpec, core_name: impl Into<String>) -> Self {
        WrapPort {
            name: spec.name.clone(),
            core_name: core_name.into(),
            width: spec.width,
            output: true,
        }
    }
}

/// A top module `name` with a `clock` input and plain ports, instantiating `core`.
/// `doc` is written as a comment block above the module.
pub fn wrapper(name: &str, core: &str, doc: &str, ports: &[WrapPort]) -> String {
    let mut s = String::new();
    for l in doc.lines() {
        s.push_str("// ");
        s.push_str(l);
        s.push('\n');
    }
    s.push_str(&format!("module {name} (\n    input wire clock"));
    for p in ports {
        let dir = if p.output { "output" } else { "input" };
        let range = if p.width > 1 {
            format!("[{}:0] ", p.width - 1)
        } else {
            String::new()
        };
        s.push_str(&format!(",\n    {dir} wire {range}{}", p.name));
    }
    s.push_str("\n);\n");
    s.push_str(&format!("    {} core (\n        .clock(clock)", esc(core)));
    for p in ports {
        s.push_str(&format!(",\n        .{}({})", esc(&p.core_name), p.name));
    }
    s.push_str("\n    );\nendmodule\n");
    s
}

/// An N-bit port of a wrapper whose bit j is the core's 1-bit port `{core_prefix}{j}`.
pub struct PackedPort {
    pub name: String,
    pub core_prefix: String,
    pub width: usize,
    pub output: bool,
}

/// [`wrapper`] with packed ports after the plain ones (declared last, connected bit by bit).
pub fn wrapper_packed(
    name: &str,
    core: &str,
    doc: &str,
    ports: &[WrapPort],
    packed: &[PackedPort],
) -> String {
    let w = wrapper(name, core, doc, ports);
    let decl: String = packed
        .iter()
        .map(|p| {
            let dir = if p.output { "output" } else { "input" };
            format!(",\n    {dir} wire [{}:0] {}", p.width - 1, p.name)
        })
        .collect();
    let w = w.replacen("\n);\n", &format!("{decl}\n);\n"), 1);
    let conns: String = packed
        .iter()
        .flat_map(|p| {
            (0..p.width).map(move |j| {
                format!(
                    ",\n        .{} ({}[{j}])",
                    esc(&format!("{}{j}", p.core_prefix)).trim_end(),
                    p.name
                )
            })
        })
        .collect();
    w.replacen(
        "\n    );\nendmodule",
        &format!("{conns}\n    );\nendmodule"),
        1,
    )
}

/// Verilog escaped identifier for names containing `$` at the start or other specials.
fn esc(name: &str) -> String {
    if name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        && !name.starts_with('$')
    {
        name.to_string()
    } else {
        format!("\\{name} ")
    }
}
