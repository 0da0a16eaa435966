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

/// Merge modules whose text is the same but for their name (rust-hdl emits one module per
/// instance, down to every flip-flop): each set of equal modules keeps its first name and
/// every instantiation is renamed to it, repeated until parents that differed only in
/// their children's names are merged too. A mesh of identical routers then carries each
/// router's logic once. Text outside modules is kept.
pub fn dedup_modules(v: &str) -> String {
    use std::collections::HashMap;
    enum Part {
        Text(String),
        Module { name: String, lines: Vec<String> },
    }
    let mut parts: Vec<Part> = vec![];
    let mut cur: Option<(String, Vec<String>)> = None;
    for line in v.lines() {
        if let Some((_, lines)) = cur.as_mut() {
            lines.push(line.to_string());
            if line.trim_start().starts_with("endmodule") {
                let (name, lines) = cur.take().unwrap();
                parts.push(Part::Module { name, lines });
            }
            continue;
        }
        if let Some(rest) = line.trim_start().strip_prefix("module ") {
            let name: String = rest
                .chars()
                .take_while(|ch| !ch.is_whitespace() && *ch != '(' && *ch != ';')
                .collect();
            cur = Some((name, vec![line.to_string()]));
        } else {
            parts.push(Part::Text(format!("{line}\n")));
        }
    }
    if let Some((name, lines)) = cur {
        parts.push(Part::Module { name, lines });
    }
    loop {
        let mut seen: HashMap<String, String> = HashMap::new();
        let mut rename: HashMap<String, String> = HashMap::new();
        for p in &parts {
            if let Part::Module { name, lines } = p {
                let mut key = String::new();
                for (i, l) in lines.iter().enumerate() {
                    if i == 0 || i + 1 == lines.len() {
                        key.push_str(&l.replacen(name.as_str(), "@", 1));
                    } else {
                        key.push_str(l);
                    }
                    key.push('\n');
                }
                match seen.get(&key) {
                    Some(first) => {
                        rename.insert(name.clone(), first.clone());
                    }
                    None => {
                        seen.insert(key, name.clone());
                    }
                }
            }
        }
        if rename.is_empty() {
            break;
        }
        parts.retain(|p| !matches!(p, Part::Module { name, .. } if rename.contains_key(name)));
        for p in &mut parts {
            if let Part::Module { lines, .. } = p {
                for l in lines.iter_mut().skip(1) {
                    let t = l.trim_start();
                    let first = t.split_whitespace().next().unwrap_or("");
                    if let Some(to) = rename.get(first) {
                        let indent = &l[..l.len() - t.len()];
                        *l = format!("{indent}{to}{}", &t[first.len()..]);
                    }
                }
            }
        }
    }
    let mut out = String::with_capacity(v.len());
    for p in parts {
        match p {
            Part::Text(t) => out.push_str(&t),
            Part::Module { lines, .. } => {
                for l in lines {
                    out.push_str(&l);
                    out.push('\n');
                }
            }
        }
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

/// Plain Verilog identifiers for an IP's files: rust-hdl joins names with `$`
/// (`..._core$inport$0`, `asm_data$5$q`), which SDC and XDC constraint files (Tcl) must escape.
/// Every identifier that carries a `$` after its first character gets `__` in its place
/// (`..._core__inport__0`); system tasks (`$display`), string literals, numbers and
/// everything else are kept. Fails, naming both, if a new name would equal an identifier
/// the text already has (so a rename can never merge two signals).
pub fn plain_identifiers(v: &str) -> Result<String, String> {
    use std::collections::{HashMap, HashSet};
    let b = v.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    // Pass 1: every identifier-like token outside string literals.
    let mut tokens: Vec<(usize, usize)> = vec![];
    let (mut i, mut in_str) = (0, false);
    while i < b.len() {
        let c = b[i];
        if in_str {
            if c == b'\\' {
                i += 1;
            } else if c == b'"' {
                in_str = false;
            }
            i += 1;
        } else if c == b'"' {
            in_str = true;
            i += 1;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < b.len() && ident(b[i]) {
                i += 1;
            }
            tokens.push((s, i));
        } else if ident(c) {
            // Numbers (`32'h1ff`'s digits) and system names (`$display`): kept whole.
            while i < b.len() && ident(b[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    let existing: HashSet<&str> = tokens.iter().map(|&(s, e)| &v[s..e]).collect();
    let mut renamed: HashMap<&str, String> = HashMap::new();
    let mut taken: HashMap<String, &str> = HashMap::new();
    for &(s, e) in &tokens {
        let t = &v[s..e];
        if !t.contains('$') || renamed.contains_key(t) {
            continue;
        }
        let n = t.replace('$', "__");
        if existing.contains(n.as_str()) {
            return Err(format!(
                "plain identifiers: {t} would become {n}, which the Verilog already has"
            ));
        }
        if let Some(other) = taken.insert(n.clone(), t) {
            return Err(format!(
                "plain identifiers: {other} and {t} would both become {n}"
            ));
        }
        renamed.insert(t, n);
    }
    let mut out = String::with_capacity(v.len() + v.len() / 16);
    let mut last = 0;
    for &(s, e) in &tokens {
        if let Some(n) = renamed.get(&v[s..e]) {
            out.push_str(&v[last..s]);
            out.push_str(n);
            last = e;
        }
    }
    out.push_str(&v[last..]);
    Ok(out)
}

#[cfg(test)]
mod plain_tests {
    use super::plain_identifiers;

    #[test]
    fn dollar_names_become_plain_and_the_rest_is_kept() {
        let v = "module a_core$x$0(input [1:0] in$0);\n  reg [8:0] r$q; // a_core$x$0\n  initial $display(\"a$b %d\", 9'h1ff);\n  a_core$x$0 u$0(.in$0(r$q[1:0]));\nendmodule\n";
        let p = plain_identifiers(v).unwrap();
        assert_eq!(
            p,
            "module a_core__x__0(input [1:0] in__0);\n  reg [8:0] r__q; // a_core__x__0\n  initial $display(\"a$b %d\", 9'h1ff);\n  a_core__x__0 u__0(.in__0(r__q[1:0]));\nendmodule\n"
        );
        assert!(!p.replace("$display", "").replace("\"a$b", "").contains('$'));
    }

    #[test]
    fn a_rename_onto_an_existing_name_is_an_error() {
        let e = plain_identifiers("wire a__b; wire a$b;").unwrap_err();
        assert!(e.contains("a$b") && e.contains("a__b"), "{e}");
        let e = plain_identifiers("wire a$_b; wire a_$b;").unwrap_err();
        assert!(e.contains("both"), "{e}");
    }
}

/// The text of an IP's Verilog file as `wormcast gen` writes it: a first line naming the
/// generator's version and the command that regenerates the IP (`<top>.toml` is written
/// beside it), then `v` with [`plain_identifiers`].
pub fn ip_file(v: &str, block: &str, top: &str) -> Result<String, String> {
    Ok(format!(
        "// Written by wormcast {}: `wormcast gen {block} --config {top}.toml` regenerates this IP.\n{}",
        env!("CARGO_PKG_VERSION"),
        plain_identifiers(v)?
    ))
}
