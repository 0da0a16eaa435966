//! The port contract of an emitted top: everything a user needs to drive the Verilog from
//! their own testbench without reading the module docs (issue 17, item 5). One [`Contract`]
//! per block is written three ways: into the Verilog's header comment, as the `[contract]`
//! table of the `.params` file, and (for the default configurations) in the README.
//!
//! The facts are computed from the same parameters the hardware is built from (the down
//! ports' reach from the route configuration, F from the FIFO depth), so they cannot drift
//! from the Verilog: `tests/contract.rs` checks the reach and credit statements against the
//! golden model and the Verilator model.

use crate::cb_bench::{min_latency, BenchConfig, LatencyPacket};
use wormcast_model::central_buffer::CbParams;
use wormcast_model::input_buffered::IbParams;
use wormcast_model::route::{RouteConfig, UpPolicy};

/// Named statements of a block's port contract, in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contract(pub Vec<(&'static str, String)>);

impl Contract {
    /// The `[contract]` table of a `.params` file: one string per key.
    pub fn toml(&self) -> String {
        let mut s = String::from("\n[contract]\n");
        for (k, v) in &self.0 {
            if v.contains('\n') && !v.contains("'''") {
                s += &format!("{k} = '''\n{v}'''\n");
                continue;
            }
            let escaped = v.replace('\\', "\\\\").replace('"', "\\\"");
            s += &format!("{k} = \"{escaped}\"\n");
        }
        s
    }

    /// The contract as header-comment text (one paragraph per statement, wrapped at 96
    /// columns; [`wormcast_rtl::verilog::wrapper`] adds the `// `). A statement of several
    /// lines (a port table) is kept line for line.
    pub fn comment(&self) -> String {
        let mut s = String::from("Port contract:\n");
        for (k, v) in &self.0 {
            if v.contains('\n') {
                s += &format!("  {k}:\n");
                for l in v.lines() {
                    s += &format!("    {l}\n");
                }
                continue;
            }
            let mut line = format!("  {k}:");
            for word in v.split_whitespace() {
                if line.len() + 1 + word.len() > 96 {
                    s += &line;
                    s.push('\n');
                    line = format!("    {word}");
                } else {
                    line.push(' ');
                    line += word;
                }
            }
            s += &line;
            s.push('\n');
        }
        s
    }

    /// The header comment with its `// ` (for tops emitted without a wrapper comment).
    pub fn verilog_header(&self) -> String {
        self.comment()
            .lines()
            .map(|l| format!("// {l}\n"))
            .collect()
    }

    /// The statement under `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// Nodes of one down port's reachability mask, as `a..=b` ranges.
pub fn reach_ranges(mask: &[u64], w: usize) -> String {
    let bits: Vec<usize> = (0..mask.len() * w)
        .filter(|&d| mask[d / w] >> (d % w) & 1 == 1)
        .collect();
    let mut out: Vec<String> = vec![];
    let mut i = 0;
    while i < bits.len() {
        let mut j = i;
        while j + 1 < bits.len() && bits[j + 1] == bits[j] + 1 {
            j += 1;
        }
        out.push(if i == j {
            bits[i].to_string()
        } else {
            format!("{}..={}", bits[i], bits[j])
        });
        i = j + 1;
    }
    if out.is_empty() {
        "none".into()
    } else {
        out.join(", ")
    }
}

/// The fat-tree switches' reset statement; `sweep` = Some(C) for the central buffer, whose
/// replication counters are swept for C cycles after `rst` falls (its module doc, "Reset").
pub fn fat_tree_reset(fifo: usize, sweep: Option<usize>) -> String {
    let after = match sweep {
        Some(c) => format!(
            "the replication counters are then swept for D = {c} cycles (with `rst` high last \
             in cycle t, the central buffer accepts no chunk in cycles t+1..=t+{c}); meanwhile \
             the links run (input FIFOs take flits and return credits, unicasts take the \
             bypass), so a neighbour need not wait"
        ),
        None => "nothing is swept afterwards (D = 0): the switch is at its power-on state in \
                 the first cycle with `rst` low"
            .into(),
    };
    format!(
        "`rst` (the last input port): synchronous, active high. In a cycle with `rst` high \
         every `out_tag_p`/`out_data_p` and `credit_out_p` is 0 and the arriving flits and \
         credits are ignored; each edge with `rst` high returns the switch to its power-on \
         state (every packet in it lost, every output credit counter back to F = {fifo}, \
         `malformed_count` and `overflow` cleared; the status registers show it from the \
         next cycle); {after}. Reset the neighbours with the switch: while `rst` is high send \
         idle flits and no credits; at the reset set the sender credit counter for input p \
         back to {fifo}, drop the rest of a packet being sent (the next flit on the link must \
         be a head), drop a partial packet being received from output p and empty the \
         receive FIFO behind it without returning credits. Packets in flight at the reset are \
         lost; packets sent after it are delivered exactly once. Without a reset the \
         registers start from their initial values (an FPGA bitstream loads them); tie `rst` \
         low then"
    )
}

/// The link-level statements both fat-tree switches share.
pub fn fat_tree_switch(
    r: &RouteConfig,
    fifo: usize,
    max_len: u64,
    status: &str,
    latency: &str,
    reset: String,
) -> Contract {
    let b = r.bitstring_flits();
    let w = r.w;
    let mut v: Vec<(&'static str, String)> = vec![
        (
            "clock",
            "one clock `clock`, every port sampled and driven at its rising edge; outputs are \
             registered"
                .into(),
        ),
        ("reset", reset),
        (
            "flit",
            format!(
                "`*_tag` (2 bits) and `*_data` ({w} bits) per port: tag 0 idle (no flit this \
                 cycle; there is no valid bit), 1 head, 2 body, 3 tail"
            ),
        ),
        (
            "packet",
            format!(
                "head data [{}] multicast bit (informational: replication follows the bit-string \
                 alone), [{}:{}] LCA count (hops up), [{}:0] length in \
                 flits counting every flit; then {b} bit-string flit(s) (flit 1+i holds nodes \
                 {w}i..{w}i+{}, bit d = node d is a destination); then at least one payload \
                 flit, the last tagged tail; length {}..={max_len}",
                w - 1,
                w - 2,
                w - 5,
                w - 6,
                w - 1,
                b + 2
            ),
        ),
        (
            "idle_cycles",
            "idle cycles may come anywhere, inside a packet too (a sender without credit \
             pauses); the switch's outputs pause the same way"
                .into(),
        ),
        (
            "credits",
            format!(
                "credit_out_p pulses once per flit leaving input p's {fifo}-flit FIFO; the \
                 sender into port p starts with F = {fifo} credits and sends a flit only with \
                 one (a flit without credit is a protocol error: `overflow` sets, sticky). Each \
                 output's credit counter starts at F = {fifo} too (the receiver's FIFO is taken \
                 to be {fifo} deep) and takes one credit_in_p pulse per slot the receiver frees (a pulse beyond the \
                 flits received is not detected: the counter would then exceed F)"
            ),
        ),
    ];
    let mut reach = vec![];
    for (p, m) in r.reach.iter().enumerate() {
        reach.push(format!("down port {p}: nodes {}", reach_ranges(m, w)));
    }
    v.push((
        "ports",
        format!(
            "ports 0..={} are down ports (toward the nodes), {} up ports",
            r.down - 1,
            if r.down < r.k {
                format!("ports {}..={} are", r.down, r.k - 1)
            } else {
                "there are no".into()
            }
        ),
    ));
    v.push((
        "reach",
        format!(
            "{} (fixed in the design); a packet with LCA count 0 goes to every down port \
             whose nodes meet its bit-string, each copy carrying the whole bit-string; one \
             that meets none is discarded and counted in malformed_count",
            reach.join("; ")
        ),
    ));
    v.push((
        "up_ports",
        format!(
            "a packet with LCA count > 0 goes up, its count decremented, on {}",
            match r.policy {
                UpPolicy::Adaptive => {
                    "the up port with the most credits; ties round robin per input (the first \
                     tied port at or after the input's pointer, which starts at down + (input \
                     mod up ports) and moves past each up port it chooses)"
                }
                UpPolicy::Deterministic => "up port down + (input mod up ports)",
            }
        ),
    ));
    v.push((
        "malformed_count",
        "16-bit wrapping count of packets the input framers discarded (a body or tail with no \
         head, a head or tail inside the bit-string, a length out of range, an empty \
         destination set) or repaired to their declared length (a tail early or late); the \
         packets around them are not disturbed"
            .into(),
    ));
    v.push(("status", status.into()));
    v.push(("latency", latency.into()));
    Contract(v)
}

/// A packet length for the latency statements: 8 flits where the configuration allows.
fn latency_len(b: usize, max_len: u64) -> u64 {
    8u64.max(b as u64 + 2).min(max_len)
}

/// The bench rig's configuration of a switch (k/2 down ports, as the rig builds them).
fn bench_config(r: &RouteConfig, fifo: usize, max_len: u64) -> Option<BenchConfig> {
    (r.down == r.k / 2).then(|| BenchConfig {
        k: r.k,
        nodes: r.nodes,
        w: r.w,
        fifo,
        max_len,
        policy: r.policy,
        ..BenchConfig::default()
    })
}

const LATENCY_ELSEWHERE: &str = "measure it with `wormcast bench-switch` (the latency \
    statement is computed for switches with k/2 down ports)";

/// Minimum latencies of an idle switch, measured on the golden model (= the RTL) at `len`
/// flits and at the longest packet.
fn latency_text(cfg: &BenchConfig, len: u64, unicast: &[(&str, BenchConfig)]) -> String {
    let measure = |len: u64| {
        let mut parts = vec![];
        for (what, c) in unicast {
            let l = min_latency(c, len, LatencyPacket::Unicast);
            parts.push(format!("unicast to down port 0 {what} {} cycles", l.head));
        }
        let m = min_latency(cfg, len, LatencyPacket::Multicast);
        parts.push(format!(
            "a multicast to every node {} cycles at the first down port, {} at the last",
            m.head, m.head_last
        ));
        parts.join("; ")
    };
    let short = measure(len);
    let long = measure(cfg.max_len);
    let lengths = if long == short {
        format!("the same for {}-flit packets", cfg.max_len)
    } else {
        format!("for {}-flit packets: {long}", cfg.max_len)
    };
    format!(
        "idle switch, head on the input link to head on the output link, one {len}-flit packet \
         entering at up port {} (the golden model, equal to this Verilog cycle for cycle): \
         {short}; {lengths}",
        cfg.down()
    )
}

/// The central-buffer switch's contract.
pub fn central_buffer(p: &CbParams) -> Contract {
    let r = &p.route;
    let latency = match bench_config(r, p.fifo, p.max_len) {
        Some(c) => {
            let c = BenchConfig {
                chunks: p.chunks,
                ..c.with(p.scheme, p.bypass)
            };
            let len = latency_len(r.bitstring_flits(), p.max_len);
            let mut paths = vec![];
            if p.bypass {
                paths.push(("through the crossbar bypass", c.with(p.scheme, true)));
            }
            paths.push(("through the central buffer", c.with(p.scheme, false)));
            latency_text(&c, len, &paths)
        }
        None => LATENCY_ELSEWHERE.into(),
    };
    fat_tree_switch(
        r,
        p.fifo,
        p.max_len,
        &format!(
            "free_count: unreserved free chunks ({} after power-on); reserved: chunks reserved \
             by admitted multicasts, not yet written; queue_p: packets queued in the buffer for \
             output p; overflow: sticky, a flit arrived at a full input FIFO",
            p.chunks
        ),
        &latency,
        fat_tree_reset(p.fifo, Some(p.chunks)),
    )
}

/// The input-buffered switch's contract (the same for the three organisations).
pub fn input_buffered(p: &IbParams) -> Contract {
    let r = &p.route;
    let latency = match bench_config(r, p.fifo, p.max_len) {
        Some(c) => {
            let c = c.input_buffered(p.buffer);
            let len = latency_len(r.bitstring_flits(), p.max_len);
            latency_text(&c, len, &[("through the input buffer", c.clone())])
        }
        None => LATENCY_ELSEWHERE.into(),
    };
    fat_tree_switch(
        r,
        p.fifo,
        p.max_len,
        "used_p: chunks held in input buffer p; overflow: sticky, a flit arrived at a full \
         input FIFO",
        &latency,
        fat_tree_reset(p.fifo, None),
    )
}

/// The `//!` lines of a module doc (`src`, its source text) from the heading `# {heading}...`
/// up to the next heading or the end of the module doc, without the `//! ` and blank lines at
/// either end: the port tables stay in one place, the block's module doc.
pub fn doc_section(src: &str, heading: &str) -> String {
    let mut out = vec![];
    let mut inside = false;
    for l in src.lines() {
        let Some(d) = l.strip_prefix("//!") else {
            if inside {
                break;
            }
            continue;
        };
        let d = d.strip_prefix(' ').unwrap_or(d);
        if let Some(h) = d.strip_prefix("# ") {
            if inside {
                break;
            }
            inside = h.starts_with(heading);
            continue;
        }
        if inside {
            out.push(d.trim_end());
        }
    }
    while out.first() == Some(&"") {
        out.remove(0);
    }
    while out.last() == Some(&"") {
        out.pop();
    }
    assert!(!out.is_empty(), "no doc section `# {heading}`");
    out.join("\n")
}

const MESH_ROUTER_RS: &str = include_str!("../../rtl/src/mesh/router.rs");
const MESH_FABRIC_RS: &str = include_str!("../../rtl/src/mesh/fabric.rs");
const MESH_ROUTER_MODEL_RS: &str = include_str!("../../model/src/mesh/router.rs");
const MESH_FABRIC_MODEL_RS: &str = include_str!("../../model/src/mesh/fabric.rs");
const MESH_FORMAT_RS: &str = include_str!("../../model/src/mesh/format.rs");
const MWAY_TOP_RS: &str = include_str!("../../model/src/mway/top.rs");
const MWAY_ROUTER_RS: &str = include_str!("../../model/src/mway/router.rs");
const MWAY_FORMAT_RS: &str = include_str!("../../model/src/mway/format.rs");
const MWAY_ROUTER_MODEL_RS: &str = include_str!("../../model/src/mway/router_model.rs");

fn clock() -> (&'static str, String) {
    (
        "clock",
        "one clock `clock`, every port sampled and driven at its rising edge".into(),
    )
}

/// A module-doc paragraph as one line (a statement, not a table): rustdoc links
/// `[`x`]` lose their brackets.
fn one_paragraph(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("[`", "`")
        .replace("`]", "`")
}

const BANYAN_NET_RS: &str = include_str!("../../model/src/banyan/network.rs");
const BANYAN_WH_RS: &str = include_str!("../../model/src/banyan/wormhole.rs");

/// The slotted banyan network's contract (its module doc's sections).
pub fn banyan_slotted() -> Contract {
    Contract(vec![
        (
            "clock",
            "one clock `clock`, every port sampled and driven at its rising edge".into(),
        ),
        ("ports", doc_section(BANYAN_NET_RS, "Ports")),
        ("timing", doc_section(BANYAN_NET_RS, "Timing")),
        ("reset", doc_section(BANYAN_NET_RS, "Reset")),
    ])
}

/// The wormhole banyan network's contract (its module doc's sections).
pub fn banyan_wormhole() -> Contract {
    Contract(vec![
        (
            "clock",
            "one clock `clock`, every port sampled and driven at its rising edge; `in_ready` \
             (and every ready/ok/go signal inside) is combinational"
                .into(),
        ),
        ("link", doc_section(BANYAN_WH_RS, "Link protocol")),
        ("reset", doc_section(BANYAN_WH_RS, "Reset")),
    ])
}

/// The TPM mesh router's contract (`mesh` = false) or the mesh top's (`mesh` = true).
pub fn tpm_mesh(mesh: bool) -> Contract {
    let mut v = vec![clock()];
    v.push((
        "reset",
        one_paragraph(&if mesh {
            doc_section(MESH_FABRIC_MODEL_RS, "Reset")
        } else {
            doc_section(MESH_ROUTER_MODEL_RS, "Reset")
        }),
    ));
    let ports = if mesh {
        doc_section(MESH_FABRIC_RS, "Ports")
    } else {
        doc_section(MESH_ROUTER_RS, "Ports")
    };
    v.push(("ports", ports));
    v.push(("link", doc_section(MESH_FORMAT_RS, "Link lines")));
    v.push((
        "destination_entry",
        doc_section(MESH_FORMAT_RS, "A destination entry"),
    ));
    Contract(v)
}

/// The m-way router's contract (`mesh` = false: one router, a Mealy block between two channel
/// blocks) or the m-way mesh top's (`mesh` = true: node interfaces and channels).
pub fn mway(mesh: bool) -> Contract {
    let mut v = vec![clock()];
    v.push((
        "reset",
        one_paragraph(&if mesh {
            doc_section(MWAY_TOP_RS, "Reset")
        } else {
            doc_section(MWAY_ROUTER_MODEL_RS, "Reset")
        }),
    ));
    if mesh {
        v.push(("ports", doc_section(MWAY_TOP_RS, "Ports")));
    } else {
        v.push((
            "boundary",
            doc_section(MWAY_ROUTER_RS, "Router boundary and the cycle split"),
        ));
    }
    v.push((
        "channel",
        doc_section(MWAY_FORMAT_RS, "Flit lines of a channel"),
    ));
    v.push(("header", doc_section(MWAY_FORMAT_RS, "Header flit")));
    Contract(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doc_sections_end_at_the_next_heading_and_ranges_merge() {
        let src = "//! intro\n//!\n//! # Ports (x)\n//! | a |\n//!\n//! b\n//! # Next\n//! c\nfn x() {}\n";
        assert_eq!(doc_section(src, "Ports"), "| a |\n\nb");
        assert_eq!(doc_section(src, "Next"), "c");
        assert_eq!(reach_ranges(&[0b1011_0000], 8), "4..=5, 7");
        assert_eq!(reach_ranges(&[0, 1], 16), "16");
        let c = tpm_mesh(false);
        assert!(c.get("ports").unwrap().contains("`out_credit[d]`"));
        assert!(c.toml().contains("ports = '''\n|"));
        assert!(c.comment().contains("\n    | `inj_tag[k]`"));
    }
}
