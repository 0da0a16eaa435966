//! Logic levels of a mapped netlist: how many LUTs the deepest combinational path between
//! two registers crosses, and which registers those paths end in. A figure that place and
//! route does not blur: each LUT level costs a LUT delay and, on the iCE40, at least one
//! routing hop, so the levels bound the clock before a cell is placed, and a change that
//! removes a level shows here in a minute where nextpnr's Fmax moves by less than its seed
//! spread (issue 47; docs/results/README.md, "Logic levels").
//!
//! Input: Yosys' `write_json` of a `synth_ice40` or `synth_ecp5` netlist (flattened).
//! Sources are register and RAM outputs and the module's input ports; endpoints are every
//! input of a register or RAM and the module's output ports. A LUT (`SB_LUT4`, `LUT4`, or a
//! `CCU2C`'s LUT) is one level; the iCE40's `SB_CARRY` and the ECP5's wide-mux cells
//! (`PFUMX`, `L6MUX21`) add none (their delay is a fraction of a LUT's and they sit in the
//! same slice as the LUT that feeds them), and neither does the ECP5 carry chain: a
//! `CCU2C` is one level from its LUT inputs and none from its carry in (`CIN`), so an adder
//! or a compare is one level however long, as on the iCE40.

use std::collections::{BTreeMap, HashMap};

/// One register (or RAM, or output port) whose inputs are reached through many levels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Endpoint {
    /// The register's name with its bit and array indices folded (`readers.q[].D`: every
    /// instance of `q` in the readers, pin D).
    pub name: String,
    /// The most levels in front of any of its bits.
    pub levels: u32,
    /// Its input bits at that many levels.
    pub bits: u32,
}

/// The levels of a netlist.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Levels {
    /// The most LUT levels on any path (the design's logic depth).
    pub max: u32,
    /// Endpoint bits by levels in front of them (index = levels).
    pub histogram: Vec<u32>,
    /// The endpoints at the two deepest levels, deepest first, then by name.
    pub deepest: Vec<Endpoint>,
    /// One path of `max` levels, source first: into the first of `deepest` (a bit of it at
    /// the deepest level), one net per level (`max + 1` steps): the source (a register's or
    /// RAM's output, or an input port: 0 levels), then for each level the first net on the
    /// path that reaches it (a LUT's output, or a carry or wide multiplexer right after it).
    pub deepest_path: Vec<PathStep>,
}

/// One net of [`Levels::deepest_path`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathStep {
    /// LUT levels from the path's source up to and including the cell driving this net.
    pub levels: u32,
    /// The net's name in the netlist (Yosys names a LUT's output after a net it feeds, so a
    /// name says where the net goes as often as what it is).
    pub net: String,
}

/// The levels a combinational cell adds from its input pin `pin` (`None`: not a
/// combinational cell, so a register, a RAM or another endpoint).
fn level_of(cell_type: &str, pin: &str) -> Option<u32> {
    match (cell_type, pin) {
        ("CCU2C", "CIN") => Some(0),
        ("SB_LUT4" | "LUT4" | "CCU2C", _) => Some(1),
        ("SB_CARRY" | "PFUMX" | "L6MUX21", _) => Some(0),
        _ => None,
    }
}

fn is_output(dir: &serde_json::Value) -> bool {
    dir.as_str() == Some("output")
}

/// Fold a Yosys cell name to its register: `dut.core.readers.q__13.q_SB_DFFSR_Q_1` ->
/// `readers.q[]` (technology-mapping suffixes, rust-hdl's `.q`/`.d` pins and array indices
/// dropped).
pub fn register_name(cell: &str) -> String {
    let mut s = cell.to_string();
    if let Some(k) = s.find("_SB_").or_else(|| s.find("_TRELLIS_")) {
        s.truncate(k);
    }
    for pin in [".q", ".d"] {
        if s.ends_with(pin) {
            s.truncate(s.len() - pin.len());
        }
    }
    // `name__12` (rust-hdl's array element) -> `name[]`.
    let mut out = String::with_capacity(s.len());
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'_'
            && b.get(i + 1) == Some(&b'_')
            && b.get(i + 2).is_some_and(u8::is_ascii_digit)
        {
            i += 2;
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            out.push_str("[]");
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    let out = out.trim_start_matches("dut.");
    out.strip_prefix("core.core.")
        .or_else(|| out.strip_prefix("core."))
        .unwrap_or(out)
        .to_string()
}

/// The levels of the top module of a Yosys JSON netlist (`write_json`).
pub fn levels(netlist_json: &str) -> Result<Levels, String> {
    let v: serde_json::Value =
        serde_json::from_str(netlist_json).map_err(|e| format!("netlist JSON: {e}"))?;
    let modules = v["modules"].as_object().ok_or("netlist JSON: no modules")?;
    let top = modules
        .values()
        .find(|m| m["attributes"]["top"].is_string() || m["attributes"]["top"].is_number())
        .or_else(|| modules.values().next())
        .ok_or("netlist JSON: no module")?;
    let empty = serde_json::Map::new();
    let cells = top["cells"].as_object().unwrap_or(&empty);
    // The cell driving each net bit (comb cells only), and each comb cell's input bits with
    // the levels the cell adds from each.
    let mut comb: Vec<Vec<(u64, u32)>> = vec![];
    let mut driver: HashMap<u64, usize> = HashMap::new();
    let mut ends: Vec<(String, Vec<u64>)> = vec![];
    for (name, c) in cells {
        let ty = c["type"].as_str().unwrap_or("");
        let dirs = c["port_directions"].as_object().unwrap_or(&empty);
        let conns = c["connections"].as_object().unwrap_or(&empty);
        let bits = |out: bool| -> Vec<(String, u64)> {
            dirs.iter()
                .filter(|(_, d)| is_output(d) == out)
                .flat_map(|(p, _)| {
                    conns[p]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|b| b.as_u64())
                        .map(move |b| (p.clone(), b))
                })
                .collect()
        };
        match level_of(ty, "") {
            Some(_) => {
                let k = comb.len();
                comb.push(
                    bits(false)
                        .into_iter()
                        .map(|(p, b)| (b, level_of(ty, &p).unwrap_or(1)))
                        .collect(),
                );
                for (_, b) in bits(true) {
                    driver.insert(b, k);
                }
            }
            None => {
                let mut by_pin: BTreeMap<String, Vec<u64>> = BTreeMap::new();
                for (p, b) in bits(false) {
                    by_pin.entry(p).or_default().push(b);
                }
                for (p, bs) in by_pin {
                    ends.push((format!("{}.{p}", register_name(name)), bs));
                }
            }
        }
    }
    for (p, port) in top["ports"].as_object().unwrap_or(&empty) {
        if is_output(&port["direction"]) {
            let bs = port["bits"].as_array().into_iter().flatten();
            ends.push((p.clone(), bs.filter_map(|b| b.as_u64()).collect()));
        }
    }
    // Depth of each comb cell, iteratively (netlists are deep; no recursion).
    let mut depth: Vec<Option<u32>> = vec![None; comb.len()];
    let mut on_stack = vec![false; comb.len()];
    let bit_depth = |b: u64, depth: &Vec<Option<u32>>| -> Option<u32> {
        match driver.get(&b) {
            None => Some(0),
            Some(&k) => depth[k],
        }
    };
    for root in 0..comb.len() {
        if depth[root].is_some() {
            continue;
        }
        let mut stack = vec![root];
        on_stack[root] = true;
        while let Some(&k) = stack.last() {
            let mut pending = None;
            for &(b, _) in &comb[k] {
                if let Some(&d) = driver.get(&b) {
                    if depth[d].is_none() && !on_stack[d] {
                        pending = Some(d);
                        break;
                    }
                }
            }
            match pending {
                Some(d) => {
                    on_stack[d] = true;
                    stack.push(d);
                }
                None => {
                    // A combinational loop's back edge counts as a source.
                    let m = comb[k]
                        .iter()
                        .map(|&(b, w)| bit_depth(b, &depth).unwrap_or(0) + w)
                        .max()
                        .unwrap_or(0);
                    depth[k] = Some(m);
                    on_stack[k] = false;
                    stack.pop();
                }
            }
        }
    }
    let mut r = Levels::default();
    // Per endpoint: its deepest level, its bits there, and the first of them (the path's end).
    let mut per: BTreeMap<String, (u32, u32, u64)> = BTreeMap::new();
    for (name, bs) in &ends {
        for &b in bs {
            let d = bit_depth(b, &depth).unwrap_or(0);
            if r.histogram.len() <= d as usize {
                r.histogram.resize(d as usize + 1, 0);
            }
            r.histogram[d as usize] += 1;
            r.max = r.max.max(d);
            let e = per.entry(name.clone()).or_insert((0, 0, b));
            if d > e.0 {
                *e = (d, 1, b);
            } else if d == e.0 {
                e.1 += 1;
            }
        }
    }
    r.deepest = per
        .iter()
        .filter(|(_, &(l, _, _))| l + 1 >= r.max && l > 0)
        .map(|(name, &(levels, bits, _))| Endpoint {
            name: name.clone(),
            levels,
            bits,
        })
        .collect();
    r.deepest
        .sort_by(|a, b| b.levels.cmp(&a.levels).then(a.name.cmp(&b.name)));
    if let Some(&(_, _, end)) = r.deepest.first().and_then(|e| per.get(&e.name)) {
        // Back from the endpoint's bit: each cell's deepest input, to a source.
        let names = net_names(top);
        let mut bits = vec![end];
        let mut b = end;
        while let Some(&k) = driver.get(&b) {
            let Some(prev) = comb[k]
                .iter()
                .max_by_key(|&&(i, w)| {
                    (bit_depth(i, &depth).unwrap_or(0) + w, std::cmp::Reverse(i))
                })
                .map(|&(i, _)| i)
            else {
                break;
            };
            if bits.contains(&prev) {
                break;
            }
            bits.push(prev);
            b = prev;
        }
        // One net per level: the first to reach it (carries and wide multiplexers add none).
        for b in bits.into_iter().rev() {
            let levels = bit_depth(b, &depth).unwrap_or(0);
            if r.deepest_path.last().is_none_or(|p| p.levels < levels) {
                r.deepest_path.push(PathStep {
                    levels,
                    net: names.get(&b).cloned().unwrap_or_else(|| format!("bit {b}")),
                });
            }
        }
    }
    Ok(r)
}

/// A name for each net bit of a module: the shortest of its public names (not starting with
/// `$`), else the shortest; `dut.` dropped.
fn net_names(module: &serde_json::Value) -> HashMap<u64, String> {
    let mut names: HashMap<u64, String> = HashMap::new();
    let key = |n: &str| (n.starts_with('$'), n.len());
    for (n, v) in module["netnames"].as_object().into_iter().flatten() {
        let n = n.trim_start_matches("dut.");
        for b in v["bits"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|b| b.as_u64())
        {
            let better = names.get(&b).is_none_or(|old| key(n) < key(old));
            if better {
                names.insert(b, n.to_string());
            }
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand-made netlist: register `a` -> LUT -> carry -> LUT -> register `q` (two levels:
    /// the carry adds none), and register `a` -> output port `o` (none). Register names are
    /// folded; the histogram counts every endpoint bit.
    #[test]
    fn levels_count_luts_between_registers() {
        let j = r#"{"modules": {"top": {
            "attributes": {"top": "00000000000000000000000000000001"},
            "ports": {"clock": {"direction": "input", "bits": [2]},
                      "o": {"direction": "output", "bits": [3]}},
            "cells": {
              "dut.core.a__3.q_SB_DFF_Q": {"type": "SB_DFF",
                 "port_directions": {"C": "input", "D": "input", "Q": "output"},
                 "connections": {"C": [2], "D": [7], "Q": [3]}},
              "l1": {"type": "SB_LUT4",
                 "port_directions": {"I0": "input", "I1": "input", "O": "output"},
                 "connections": {"I0": [3], "I1": "0", "O": [4]}},
              "c1": {"type": "SB_CARRY",
                 "port_directions": {"I0": "input", "CO": "output"},
                 "connections": {"I0": [4], "CO": [5]}},
              "l2": {"type": "SB_LUT4",
                 "port_directions": {"I0": "input", "I1": "input", "O": "output"},
                 "connections": {"I0": [5], "I1": [3], "O": [6]}},
              "dut.core.core.readers.q__12.q_SB_DFFSR_Q_1": {"type": "SB_DFFSR",
                 "port_directions": {"C": "input", "D": "input", "R": "input", "Q": "output"},
                 "connections": {"C": [2], "D": [6], "R": [4], "Q": [7]}}
            },
            "netnames": {"dut.core.a__3.q": {"bits": [3]}, "o": {"bits": [3]},
                         "$abc$42$x": {"bits": [4]}, "dut.core.l1_out": {"bits": [4]},
                         "dut.core.core.readers.q__12.d": {"bits": [6]}}}}}"#;
        let l = levels(j).unwrap();
        assert_eq!(l.max, 2, "{l:?}");
        // Endpoint bits: a.C a.D (0), o (0), q.C (0), q.D (2), q.R (1).
        assert_eq!(l.histogram, vec![4, 1, 1], "{l:?}");
        assert_eq!(
            l.deepest,
            vec![
                Endpoint {
                    name: "readers.q[].D".into(),
                    levels: 2,
                    bits: 1
                },
                Endpoint {
                    name: "readers.q[].R".into(),
                    levels: 1,
                    bits: 1
                },
            ]
        );
        // The path into q's D: the register a (its shortest public name), the first LUT's
        // net (a public name before a `$` one; the carry after it adds no step), the second
        // LUT's.
        let step = |levels, net: &str| PathStep {
            levels,
            net: net.into(),
        };
        assert_eq!(
            l.deepest_path,
            vec![
                step(0, "o"),
                step(1, "core.l1_out"),
                step(2, "core.core.readers.q__12.d"),
            ]
        );
    }

    /// The ECP5 carry chain: register `a` -> `CCU2C` (from its LUT input) -> `CCU2C` (from
    /// its carry in) -> `LUT4` -> register `q`: two levels, the chain one however many cells
    /// long (three before the carry in counted none).
    #[test]
    fn an_ecp5_carry_chain_is_one_level() {
        let j = r#"{"modules": {"top": {
            "attributes": {"top": 1},
            "ports": {"clock": {"direction": "input", "bits": [2]}},
            "cells": {
              "a": {"type": "TRELLIS_FF",
                 "port_directions": {"CLK": "input", "DI": "input", "Q": "output"},
                 "connections": {"CLK": [2], "DI": [7], "Q": [3]}},
              "c1": {"type": "CCU2C",
                 "port_directions": {"A0": "input", "CIN": "input", "S0": "output", "COUT": "output"},
                 "connections": {"A0": [3], "CIN": "0", "S0": [8], "COUT": [4]}},
              "c2": {"type": "CCU2C",
                 "port_directions": {"A0": "input", "CIN": "input", "S0": "output", "COUT": "output"},
                 "connections": {"A0": "0", "CIN": [4], "S0": [5], "COUT": [9]}},
              "l": {"type": "LUT4",
                 "port_directions": {"A": "input", "Z": "output"},
                 "connections": {"A": [5], "Z": [6]}},
              "q": {"type": "TRELLIS_FF",
                 "port_directions": {"CLK": "input", "DI": "input", "Q": "output"},
                 "connections": {"CLK": [2], "DI": [6], "Q": [7]}}
            },
            "netnames": {"a": {"bits": [3]}, "cout": {"bits": [4]}, "sum": {"bits": [5]},
                         "z": {"bits": [6]}}}}}"#;
        let l = levels(j).unwrap();
        assert_eq!(l.max, 2, "{l:?}");
        let nets: Vec<(u32, &str)> = l
            .deepest_path
            .iter()
            .map(|s| (s.levels, s.net.as_str()))
            .collect();
        assert_eq!(nets, vec![(0, "a"), (1, "cout"), (2, "z")], "{l:?}");
    }

    /// A netlist that is not Yosys JSON is an error that says so, not empty figures.
    #[test]
    fn a_bad_netlist_is_an_error() {
        for bad in ["", "not json", "{}", r#"{"modules": 3}"#] {
            let e = levels(bad).unwrap_err();
            assert!(e.starts_with("netlist JSON"), "{bad}: {e}");
        }
        // A module with no cells: no levels, not an error.
        let l = levels(r#"{"modules": {"m": {"ports": {}, "cells": {}}}}"#).unwrap();
        assert_eq!((l.max, l.histogram.len(), l.deepest_path.len()), (0, 0, 0));
    }

    #[test]
    fn register_names_fold_indices_and_mapping_suffixes() {
        assert_eq!(
            register_name("dut.core.core.readers.q__13.q_SB_DFFSR_Q_1"),
            "readers.q[]"
        );
        assert_eq!(
            register_name("dut.core.outport__2.left.q_SB_DFFSR_Q"),
            "outport[].left"
        );
        assert_eq!(register_name("lfsr_SB_DFF_Q"), "lfsr");
        assert_eq!(register_name("x__y"), "x__y");
    }

    /// Through Yosys: a register copied to a register has no level; a 16-input AND of
    /// registers needs two LUT4 levels (4 x 4 inputs, then 4). Needs Yosys (fails without it).
    #[test]
    fn yosys_netlists_give_their_depth() {
        let v =
            "module t(input wire clock, input wire [15:0] d, output reg q, output reg [15:0] r);\n\
                 always @(posedge clock) begin r <= d; q <= &r; end\nendmodule\n";
        let s = crate::eda::synth_for(v, "t", crate::eda::Target::Ice40Hx8k).expect("yosys");
        assert_eq!(s.levels.max, 2, "{:?}", s.levels);
        assert_eq!(s.levels.deepest[0].name, "q.D", "{:?}", s.levels);
        let p = &s.levels.deepest_path;
        assert_eq!(p.len(), 3, "source, two LUTs: {p:?}");
        assert_eq!((p[0].levels, p[2].levels), (0, 2), "{p:?}");
        assert!(p[0].net.starts_with('r'), "the path starts at r: {p:?}");
    }
}
