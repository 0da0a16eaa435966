//! The integration files `wormcast gen` writes beside an IP's Verilog (issue 50, item 5):
//!
//! * `<top>_inst.vh`, an instantiation template for every IP: the top module's instance with
//!   every port, its direction and width, in the module's order, ready to paste;
//! * `<top>_wrapper.sv`, for the fat-tree switches (`central-buffer`, `input-buffered`): a
//!   SystemVerilog module `<top>_wrapper` that packs the per-port signals (`in_tag_0`,
//!   `in_data_0`, ... `queue_7`) into packed arrays indexed by port (`logic [K-1:0][1:0]
//!   in_tag`, `logic [K-1:0][W-1:0] in_data`, ... `queue`; element p is port p; packed, not
//!   unpacked, because Icarus Verilog 11 carries no value through an unpacked-array port),
//!   with the switch's parameters as module parameters (`K`, `DOWN`, `W`, `N`, `F`, `MAX_LEN`, and `C` for the central buffer), so that one
//!   testbench written against `K` and `W` serves every configuration. The parameters'
//!   defaults are the IP's; a value that differs ends the simulation at time 0 with a message
//!   naming both (the Verilog has its parameters built in). The link ports keep their widths
//!   (2-bit tags, W-bit data, 1-bit credits); every status output wider than one bit
//!   (`free_count`, `queue_p`, `used_p`, `malformed_count`, ...) is zero-extended to 32 bits,
//!   so a testbench need not know its width (the template gives the exact widths). The file
//!   also defines the macro `WORMCAST_WRAPPER` (the wrapper's name) unless it is defined
//!   already: the shipped example testbench instantiates `` `WORMCAST_WRAPPER ``.
//!
//! The ports are read from the emitted Verilog ([`top_ports`]), so the files follow the
//! Verilog exactly.

use std::fmt::Write as _;

/// The shipped SystemVerilog link drivers (`drivers/sv/wormcast_link.sv`), copied beside a
/// central-buffer IP for its FuseSoC `sim` target.
pub const SV_DRIVERS: &str = include_str!("../../drivers/sv/wormcast_link.sv");
/// File name of [`SV_DRIVERS`].
pub const SV_DRIVERS_FILE: &str = "wormcast_link.sv";
/// The shipped example testbench (`drivers/sv/examples/cb_random_multicast_tb.sv`).
pub const SV_EXAMPLE_TB: &str = include_str!("../../drivers/sv/examples/cb_random_multicast_tb.sv");
/// File name and top module of [`SV_EXAMPLE_TB`].
pub const SV_EXAMPLE_TB_FILE: &str = "cb_random_multicast_tb.sv";
pub const SV_EXAMPLE_TB_TOP: &str = "cb_random_multicast_tb";

/// One port of the top module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Port {
    pub input: bool,
    pub name: String,
    pub width: usize,
}

/// The ports of module `top` in `verilog` (an ANSI port list: `input wire [h:0] name,`
/// items, as rust-hdl writes them), in the module's order.
pub fn top_ports(verilog: &str, top: &str) -> Result<Vec<Port>, String> {
    let at = verilog
        .match_indices(&format!("module {top}"))
        .map(|(i, _)| i + "module ".len() + top.len())
        .find(|&i| verilog[i..].trim_start().starts_with('('))
        .ok_or_else(|| format!("no module {top} in the Verilog"))?;
    let rest = &verilog[at..];
    let open = rest.find('(').unwrap_or(0);
    let close = rest
        .find(");")
        .ok_or_else(|| format!("the port list of {top} does not end"))?;
    let mut ports = vec![];
    for item in rest[open + 1..close].split(',') {
        let l = item.trim();
        if l.is_empty() {
            continue;
        }
        let mut words = l.split_whitespace().peekable();
        let input = match words.next() {
            Some("input") => true,
            Some("output") => false,
            _ => return Err(format!("unexpected port `{l}` of {top}")),
        };
        if matches!(words.peek(), Some(&"wire") | Some(&"reg") | Some(&"logic")) {
            words.next();
        }
        let rest: String = words.collect::<Vec<_>>().join(" ");
        let (width, name) = match rest.strip_prefix('[') {
            Some(r) => {
                let bad = || format!("bad range in `{l}` of {top}");
                let (range, name) = r.split_once(']').ok_or_else(bad)?;
                let (hi, lo) = range.split_once(':').ok_or_else(bad)?;
                let hi: usize = hi.trim().parse().map_err(|_| bad())?;
                let lo: usize = lo.trim().parse().map_err(|_| bad())?;
                (hi.abs_diff(lo) + 1, name.trim())
            }
            None => (1, rest.trim()),
        };
        ports.push(Port {
            input,
            name: name.to_string(),
            width,
        });
    }
    Ok(ports)
}

fn range(width: usize) -> String {
    if width == 1 {
        String::new()
    } else {
        format!("[{}:0]", width - 1)
    }
}

/// File name of the instantiation template.
pub fn inst_name(top: &str) -> String {
    format!("{top}_inst.vh")
}

/// The text of `<top>_inst.vh`.
pub fn inst_template(top: &str, ports: &[Port]) -> String {
    let w = ports.iter().map(|p| p.name.len()).max().unwrap_or(0);
    let mut o = String::new();
    let _ = writeln!(
        o,
        "// Instantiation template of {top} (written by `wormcast gen`): paste it into your\n\
         // design, rename the instance and connect each port to your signal (named here like the\n\
         // port). Every port with its direction and width, in the module's order; the contract of\n\
         // each is in {top}.params ([contract]).\n\
         // {} ports: {} inputs, {} outputs.",
        ports.len(),
        ports.iter().filter(|p| p.input).count(),
        ports.iter().filter(|p| !p.input).count()
    );
    let _ = writeln!(o, "{top} u_{top} (");
    for (i, p) in ports.iter().enumerate() {
        let comma = if i + 1 < ports.len() { "," } else { " " };
        let _ = writeln!(
            o,
            "    .{:<w$} ({:<w$}){comma} // {:<6} {}",
            p.name,
            p.name,
            if p.input { "input" } else { "output" },
            if p.width == 1 {
                "1 bit".to_string()
            } else {
                format!("[{}:0]", p.width - 1)
            }
        );
    }
    o += ");\n";
    o
}

/// File name and module name of the SystemVerilog wrapper.
pub fn wrapper_name(top: &str) -> String {
    format!("{top}_wrapper")
}

/// A port `<base>_<i>` of the top: (base, i).
fn indexed(name: &str) -> Option<(&str, usize)> {
    let (base, i) = name.rsplit_once('_')?;
    if i.is_empty() || !i.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((base, i.parse().ok()?))
}

/// The link ports of a fat-tree switch: they keep their widths in the wrapper.
const LINK: [&str; 6] = [
    "in_tag",
    "in_data",
    "credit_in",
    "out_tag",
    "out_data",
    "credit_out",
];

/// The wrapper's parameters: (name, `.params` key).
const PARAMS: [(&str, &str); 7] = [
    ("K", "k"),
    ("DOWN", "down"),
    ("W", "w"),
    ("N", "nodes"),
    ("F", "fifo"),
    ("MAX_LEN", "max_len"),
    ("C", "chunks"),
];

/// The text of `<top>_wrapper.sv` for a fat-tree switch (`block` `central-buffer` or
/// `input-buffered`; `None` for another block), from its ports and its `.params` keys.
pub fn sv_wrapper(
    top: &str,
    block: &str,
    ports: &[Port],
    params: &[(String, String)],
) -> Result<Option<String>, String> {
    if block != "central-buffer" && block != "input-buffered" {
        return Ok(None);
    }
    let get = |key: &str| -> Option<usize> {
        params
            .iter()
            .find(|(k, _)| k == key)
            .and_then(|(_, v)| v.parse().ok())
    };
    let vals: Vec<(&str, usize)> = PARAMS
        .iter()
        .filter_map(|(name, key)| get(key).map(|v| (*name, v)))
        .collect();
    let k = get("k").ok_or("no k in the .params")?;
    let w = get("w").ok_or("no w in the .params")?;
    // Group the ports: `<base>_<i>` for i in 0..k, one width, becomes `[K-1:0][..] <base>`.
    struct Group {
        input: bool,
        base: String,
        width: usize,
        array: bool,
    }
    let mut groups: Vec<Group> = vec![];
    for p in ports {
        match indexed(&p.name) {
            Some((base, i)) if i < k => {
                let count = ports
                    .iter()
                    .filter(|q| indexed(&q.name).map(|(b, _)| b) == Some(base))
                    .count();
                let same = ports.iter().all(|q| {
                    indexed(&q.name).map(|(b, _)| b) != Some(base)
                        || (q.width == p.width && q.input == p.input)
                });
                if count != k || !same {
                    return Err(format!(
                        "{top}: the ports {base}_* are not {k} of one width and direction"
                    ));
                }
                if i == 0 {
                    groups.push(Group {
                        input: p.input,
                        base: base.to_string(),
                        width: p.width,
                        array: true,
                    });
                }
            }
            _ => groups.push(Group {
                input: p.input,
                base: p.name.clone(),
                width: p.width,
                array: false,
            }),
        }
    }
    let link = |g: &Group| LINK.contains(&g.base.as_str());
    for g in groups.iter().filter(|g| link(g)) {
        let want = if g.base.ends_with("data") {
            w
        } else if g.base.ends_with("tag") {
            2
        } else {
            1
        };
        if !g.array || g.width != want {
            return Err(format!(
                "{top}: link port {} is not {k} ports of {want} bits",
                g.base
            ));
        }
    }
    // Status outputs wider than a bit are widened to 32.
    let widened = |g: &Group| !g.input && !link(g) && g.width > 1;
    let elem = |g: &Group| -> String {
        if widened(g) {
            "[31:0]".into()
        } else if link(g) && g.base.ends_with("data") {
            "[W-1:0]".into()
        } else {
            range(g.width)
        }
    };
    let mut o = String::new();
    let _ = writeln!(
        o,
        "// {wrap}: the wormcast {block} switch {top} with its per-port signals packed\n\
         // into packed arrays indexed by port, [K-1:0][width] (written by `wormcast gen`). Link p is in_tag[p], in_data[p],\n\
         // credit_in[p] (into the switch) and out_tag[p], out_data[p], credit_out[p] (out of it); the\n\
         // protocol and every port's contract are in {top}.params ([contract]) and\n\
         // drivers/README.md of the wormcast repository.\n\
         //\n\
         // The parameters are the switch's (its .params file): a testbench written against them\n\
         // serves every configuration. Their defaults are this IP's; the Verilog has them built in,\n\
         // so another value ends the simulation at time 0 with a message naming it. Status outputs\n\
         // wider than a bit are zero-extended to 32 bits (their widths in {top}: {inst}).\n\
         // This file defines WORMCAST_WRAPPER as `{wrap}` unless it is defined already: the shipped\n\
         // example testbench (cb_random_multicast_tb.sv) instantiates `WORMCAST_WRAPPER.",
        wrap = wrapper_name(top),
        inst = inst_name(top),
    );
    let _ = writeln!(
        o,
        "`ifndef WORMCAST_WRAPPER\n`define WORMCAST_WRAPPER {}\n`endif",
        wrapper_name(top)
    );
    let _ = writeln!(o, "module {} #(", wrapper_name(top));
    for (i, (name, v)) in vals.iter().enumerate() {
        let comma = if i + 1 < vals.len() { "," } else { "" };
        let _ = writeln!(o, "    parameter int {name} = {v}{comma}");
    }
    o += ") (\n";
    for (i, g) in groups.iter().enumerate() {
        let comma = if i + 1 < groups.len() { "," } else { "" };
        let dir = if g.input { "input " } else { "output" };
        let e = if g.array {
            format!("[K-1:0]{}", elem(g))
        } else {
            elem(g)
        };
        let note = if widened(g) {
            format!(" // {} bits in {top}", g.width)
        } else {
            String::new()
        };
        let _ = writeln!(o, "    {dir} logic {e:<15} {}{comma}{note}", g.base);
    }
    o += ");\n";
    // The parameter check.
    let cond: Vec<String> = vals.iter().map(|(n, v)| format!("{n} != {v}")).collect();
    let fmt: Vec<String> = vals.iter().map(|(n, _)| format!("{n} = %0d")).collect();
    let want: Vec<String> = vals.iter().map(|(n, v)| format!("{n} = {v}")).collect();
    let args: Vec<&str> = vals.iter().map(|(n, _)| *n).collect();
    let _ = writeln!(
        o,
        "  initial\n    if ({})\n      $fatal(1, \"{}: parameters {} differ from the switch's {} (regenerate with wormcast gen)\",\n             {});",
        cond.join(" || "),
        wrapper_name(top),
        fmt.join(", "),
        want.join(", "),
        args.join(", ")
    );
    // Widened status outputs go through wires of their own width.
    for g in groups.iter().filter(|g| widened(g)) {
        let dims = if g.array { "[K-1:0]" } else { "" };
        let _ = writeln!(o, "  wire {dims}{} {}_w;", range(g.width), g.base);
        if g.array {
            let _ = writeln!(
                o,
                "  for (genvar p = 0; p < K; p++) begin : {b}_widen\n    assign {b}[p] = 32'({b}_w[p]);\n  end",
                b = g.base
            );
        } else {
            let _ = writeln!(o, "  assign {b} = 32'({b}_w);", b = g.base);
        }
    }
    let _ = writeln!(o, "  {top} switch_i (");
    for (i, p) in ports.iter().enumerate() {
        let comma = if i + 1 < ports.len() { "," } else { "" };
        let target = match indexed(&p.name) {
            Some((base, idx)) if groups.iter().any(|g| g.array && g.base == base) => {
                let g = groups.iter().find(|g| g.base == base).unwrap();
                if widened(g) {
                    format!("{base}_w[{idx}]")
                } else {
                    format!("{base}[{idx}]")
                }
            }
            _ => {
                let g = groups.iter().find(|g| g.base == p.name).unwrap();
                if widened(g) {
                    format!("{}_w", p.name)
                } else {
                    p.name.clone()
                }
            }
        };
        let _ = writeln!(o, "      .{}({target}){comma}", p.name);
    }
    o += "  );\nendmodule\n";
    Ok(Some(o))
}

#[cfg(test)]
mod tests {
    use super::*;

    const V: &str = "module x_core (\n);\nendmodule\nmodule x (\n    input wire clock,\n    input wire [1:0] in_tag_0,\n    input wire [15:0] in_data_0,\n    input wire [1:0] in_tag_1,\n    input wire [15:0] in_data_1,\n    input wire credit_in_0,\n    input wire credit_in_1,\n    input wire rst,\n    output wire [1:0] out_tag_0,\n    output wire [15:0] out_data_0,\n    output wire [1:0] out_tag_1,\n    output wire [15:0] out_data_1,\n    output wire credit_out_0,\n    output wire credit_out_1,\n    output wire [7:0] queue_0,\n    output wire [7:0] queue_1,\n    output wire [8:0] free_count,\n    output wire overflow\n);\nendmodule\n";

    fn params() -> Vec<(String, String)> {
        [("k", "2"), ("down", "1"), ("w", "16"), ("nodes", "4")]
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn ports_are_read_in_order_with_widths() {
        let p = top_ports(V, "x").unwrap();
        assert_eq!(p.len(), 18);
        assert_eq!(
            p[2],
            Port {
                input: true,
                name: "in_data_0".into(),
                width: 16
            }
        );
        assert_eq!(p[17].name, "overflow");
        assert!(!p[17].input && p[17].width == 1);
        assert!(top_ports(V, "y").is_err());
        let one =
            "module t(input wire clock, input wire [3:0] a, output reg [3:0] y);\nendmodule\n";
        let p = top_ports(one, "t").unwrap();
        assert_eq!(p.len(), 3);
        assert!(!p[2].input && p[2].width == 4 && p[2].name == "y");
    }

    #[test]
    fn the_template_lists_every_port_with_its_width() {
        let p = top_ports(V, "x").unwrap();
        let t = inst_template("x", &p);
        assert!(t.contains("x u_x ("), "{t}");
        assert!(
            t.contains(".in_data_1    (in_data_1   ), // input  [15:0]"),
            "{t}"
        );
        assert!(
            t.contains(".overflow     (overflow    )  // output 1 bit"),
            "{t}"
        );
        assert_eq!(
            t.matches("// input").count() + t.matches("// output").count(),
            18
        );
    }

    #[test]
    fn the_wrapper_packs_ports_into_arrays_and_widens_status() {
        let p = top_ports(V, "x").unwrap();
        let w = sv_wrapper("x", "central-buffer", &p, &params())
            .unwrap()
            .unwrap();
        assert!(w.contains("parameter int K = 2,"), "{w}");
        assert!(w.contains("input  logic [K-1:0][W-1:0]  in_data,"), "{w}");
        assert!(
            w.contains("output logic [K-1:0][31:0]   queue, // 8 bits in x"),
            "{w}"
        );
        assert!(
            w.contains("output logic [K-1:0]         credit_out,"),
            "{w}"
        );
        assert!(w.contains("output logic                 overflow\n"), "{w}");
        assert!(w.contains(".queue_1(queue_w[1]),"), "{w}");
        assert!(w.contains(".in_tag_0(in_tag[0]),"), "{w}");
        assert!(w.contains("assign free_count = 32'(free_count_w);"), "{w}");
        assert!(
            w.contains("if (K != 2 || DOWN != 1 || W != 16 || N != 4)"),
            "{w}"
        );
        assert!(sv_wrapper("x", "banyan", &p, &params()).unwrap().is_none());
        // A port list that does not fit k is an error, not a wrong wrapper.
        let mut bad = params();
        bad[0].1 = "4".into();
        assert!(sv_wrapper("x", "central-buffer", &p, &bad).is_err());
    }
}
