//! The port contract (issue 17, item 5) checked against the emitted Verilog under Verilator:
//! a testbench that knows only the contract's statements (which nodes each down port reaches,
//! F, the bypass latency) drives the default central-buffer switch and finds each statement
//! true. Fails when Verilator is missing.

use wormcast_ip::central_buffer::{default_params, emit_verilog, module_name};
use wormcast_ip::contract::{self, Contract};
use wormcast_model::central_buffer::{input_ports, output_ports};
use wormcast_tools::verilator;

/// "down port P: nodes A..=B" of the reach statement: the down port of each node.
fn reach(c: &Contract) -> Vec<(usize, usize, usize)> {
    let r = c.get("reach").expect("reach statement");
    let list = r.split(" (fixed").next().unwrap();
    list.split("; ")
        .map(|part| {
            let (port, nodes) = part
                .strip_prefix("down port ")
                .and_then(|s| s.split_once(": nodes "))
                .unwrap_or_else(|| panic!("unparsed: {part}"));
            let (a, b) = nodes.split_once("..=").unwrap_or((nodes, nodes));
            (
                port.parse().unwrap(),
                a.parse().unwrap(),
                b.parse().unwrap(),
            )
        })
        .collect()
}

/// The number after `before` in `text`.
fn number_after(text: &str, before: &str) -> u64 {
    let at = text
        .find(before)
        .unwrap_or_else(|| panic!("{before:?} in {text}"))
        + before.len();
    text[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn the_default_central_buffer_switch_keeps_its_port_contract() {
    let p = default_params();
    let c = contract::central_buffer(&p);
    let name = module_name(&p);
    let v = emit_verilog(&p, &name).unwrap();
    assert!(
        v.contains("// Port contract:") && v.contains("//   reach: down port 0: nodes"),
        "the header comment carries the contract"
    );
    let reach = reach(&c);
    assert_eq!(reach.len(), p.route.down);
    let f = number_after(c.get("credits").unwrap(), "starts with F = ") as usize;
    let bypass = number_after(c.get("latency").unwrap(), "through the crossbar bypass ");
    let down_of = |d: usize| {
        reach
            .iter()
            .find(|&&(_, a, b)| a <= d && d <= b)
            .map(|r| r.0)
            .unwrap_or_else(|| panic!("node {d} in no down port's reach"))
    };

    let ins = input_ports(&p);
    let outs = output_ports(&p);
    let at = |ports: &[wormcast_model::PortSpec], n: &str| {
        ports.iter().position(|s| s.name == n).unwrap()
    };
    let k = p.k();
    let up = p.route.down; // the first up port: packets with LCA count 0 go down from it
    let mut stim = vec![vec![0u64; ins.len()]; 2_500];
    let mut send = |t: usize, input: usize, node: usize, payload: u64| {
        // head: multicast bit 0, LCA count 0, length 3 (head, bit-string, tail).
        for (i, (tag, data)) in [(1, 3u64), (2, 1 << node), (3, payload)].iter().enumerate() {
            stim[t + i][at(&ins, &format!("in_tag_{input}"))] = *tag;
            stim[t + i][at(&ins, &format!("in_data_{input}"))] = *data;
        }
    };
    // Phase 1: one unicast per node from the first up port, 30 cycles apart (idle switch).
    let nodes = p.route.nodes;
    for d in 0..nodes {
        send(10 + 30 * d, up, d, d as u64);
    }
    // Phase 2: 20 packets to node 0 from the second up port (60 flits, within its F
    // credits); no credit ever returns to output 0's counter.
    let t2 = 10 + 30 * nodes;
    for j in 0..20 {
        send(t2 + 3 * j, up + 1, 0, 100 + j as u64);
    }
    let m = verilator::build(&v, &name, &ins, &outs).expect("Verilator");
    let rows = m
        .run(&stim, &verilator::cache_root().join("runs"))
        .expect("Verilator run");

    for d in 0..nodes {
        let t_in = 10 + 30 * d;
        let port = down_of(d);
        let row = &rows[t_in + bypass as usize];
        for q in 0..k {
            let tag = row[at(&outs, &format!("out_tag_{q}"))];
            if q == port {
                assert_eq!(
                    (tag, row[at(&outs, &format!("out_data_{q}"))]),
                    (1, 3),
                    "node {d}: head on down port {port} {bypass} cycles after cycle {t_in}"
                );
            } else {
                assert_eq!(
                    tag,
                    0,
                    "node {d}: nothing on port {q} at cycle {}",
                    t_in + bypass as usize
                );
            }
        }
    }
    let flits_out_0 = rows
        .iter()
        .filter(|r| r[at(&outs, "out_tag_0")] != 0)
        .count();
    assert_eq!(
        flits_out_0,
        f,
        "output 0 sends exactly F = {f} flits while no credit returns ({} offered)",
        3 * (4 + 20)
    );
    let credits_up: u64 = rows
        .iter()
        .map(|r| r[at(&outs, &format!("credit_out_{up}"))])
        .sum();
    assert_eq!(
        credits_up,
        3 * nodes as u64,
        "one credit_out pulse per flit taken"
    );
    let last = rows.last().unwrap();
    assert_eq!(last[at(&outs, "overflow")], 0);
    assert_eq!(last[at(&outs, "malformed_count")], 0);
}
