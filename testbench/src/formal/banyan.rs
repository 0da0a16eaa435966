//! Formal checks of the banyan switching elements (issue 16, item 4; `wormcast prove
//! banyan-se`): the slotted SE's and the wormhole SE's property wrappers, each against a
//! reference decode of the SE's routing ([`banyan_se_wrapper`], [`banyan_whse_wrapper`]),
//! and their checks ([`prove_banyan_se`], [`prove_banyan_whse`]). The wrappers' specs are
//! documented on them; the runner is the fat-tree switches' ([`super::prove_top`]).

use super::{prove_top, BmcOpts, ProveReport};
use std::fmt::Write as _;
use std::path::Path;
use wormcast_model::banyan::wormhole::{Arbitration, WhParams};
use wormcast_model::banyan::BanyanParams;
use wormcast_rtl::banyan::{se_module_name, se_verilog_variant, whse_verilog};

/// The reference decode of a banyan SE at stage `i` of `n` stages, flit width `w`: Verilog
/// module `formal_se_spec` (tag, data in; `bad`, `req0`, `req1`, `hdr0`, `hdr1` out), routing
/// stated as set arithmetic (see [`banyan_se_wrapper`]), shared by both SE wrappers.
fn se_spec_module(n: usize, w: usize, i: usize) -> String {
    let n1 = n - 1;
    let hi = 2 * n - 1;
    let bit_i = 1u64 << i;
    let lo_ones = bit_i - 1;
    let mut s = String::new();
    writeln!(
        s,
        "// Reference decode at stage {i} of n = {n}: the region cut to each half of the SE.
module formal_se_spec(input wire [1:0] tag, input wire [{w1}:0] d, output wire bad,
  output wire req0, output wire req1, output wire [{w1}:0] hdr0, output wire [{w1}:0] hdr1);
  wire [{n1}:0] m = d[{n1}:0];
  wire [{n1}:0] mx = d[{hi}:{n}];
  wire hd = tag == 2'd1;
  wire wf = m <= mx && (m >> {s1}) == (mx >> {s1});
  wire [{n1}:0] lo0 = (m >> {s1}) << {s1};
  wire [{n1}:0] lo1 = lo0 | {n}'d{bit_i};
  wire [{n1}:0] hi0 = lo0 | {n}'d{lo_ones};
  wire [{n1}:0] hi1 = lo1 | {n}'d{lo_ones};
  wire [{n1}:0] mn0 = m > lo0 ? m : lo0;
  wire [{n1}:0] mx0 = mx < hi0 ? mx : hi0;
  wire [{n1}:0] mn1 = m > lo1 ? m : lo1;
  wire [{n1}:0] mx1 = mx < hi1 ? mx : hi1;
  assign bad = hd && !wf;
  assign req0 = hd && wf && mn0 <= mx0;
  assign req1 = hd && wf && mn1 <= mx1;
  assign hdr0 = {{d[{w1}:{n2}], mx0, mn0}};
  assign hdr1 = {{d[{w1}:{n2}], mx1, mn1}};
endmodule",
        w1 = w - 1,
        s1 = i + 1,
        n2 = 2 * n,
    )
    .unwrap();
    s
}

/// The property wrapper of the slotted banyan SE `top` at stage `stage` of the network `p`
/// (`wormcast_rtl::banyan::se_verilog`): the SE's link protocol assumed, its whole
/// micro-architecture spec (`rtl/src/banyan/se.rs`, `model/src/banyan/se.rs`) asserted
/// against an independent reference decode in the wrapper. `extra` adds assertions (Verilog
/// expressions over the wrapper's names) — tests use it to show a false property is caught.
///
/// Free inputs every cycle: `strobe`, both input flits, both `nack_in` bits. Assumed (the
/// slotted link protocol, banyan paper Section 3.2: a node presents its head in the
/// slot-start cycle and payload after it, and each stage delays the slot start by its one
/// register): a head arrives only in a strobe cycle, and a strobe cycle carries a head or
/// nothing on each input (the previous slot's packet is over). Nothing else: the strobe
/// pattern, malformed regions, the payload tags and data and the downstream `nack_in` are
/// all free. `rst` is tied low.
///
/// The reference decode (`formal_se_spec`) states routing as set arithmetic, not as the RTL's
/// bit tests: at stage i an input's head is well formed when min <= max and both agree above
/// bit i; half o of the SE is the addresses with the bits above i of min and bit i = o; the
/// head requests output o when its region meets half o, and the copy on output o carries the
/// region cut to that half (min raised, max lowered), every other data bit unchanged. The
/// wrapper keeps, per input, the last strobe's request and malformed flag (`gr`, `gb`) and the
/// previous cycle's inputs and strobe (`pt`, `pd`, `ps`). Input 0 holds every output it
/// requests; input 1 those input 0 does not (`gg`, the upper-input-first rule). Asserted
/// every cycle (16 properties):
/// * `malformed` = the number of malformed heads on the inputs in a strobe cycle, else 0;
/// * `nack_out0` = input 0's head was malformed or a downstream nack on an output it holds;
///   `nack_out1` likewise, or input 1 lost an output it requested to input 0 (the reverse
///   path is exact: no missed and no spurious nack);
/// * idle inputs in a cycle (or power-on) give idle outputs in the next;
/// * after a strobe cycle, per output: a head with the reference copy's data of the input
///   holding it, or idle when no input holds it (3 properties per output);
/// * after any other cycle, per output: exactly the flit (tag and data) of the input holding
///   it, or idle (3 per output): no flit without a matching input, no copy beyond what the
///   routing requests, and none lost on a held output.
pub fn banyan_se_wrapper(p: &BanyanParams, stage: usize, top: &str, extra: &[&str]) -> String {
    let (n, w, i) = (p.n, p.w, stage);
    let mut s = format!(
        "// Property wrapper of {top} (wormcast prove banyan-se; testbench/src/formal/banyan.rs).\n"
    );
    s.push_str(&se_spec_module(n, w, i));
    writeln!(s, "module formal_top(input wire clock, input wire strobe,").unwrap();
    let ins: Vec<String> = (0..2)
        .map(|q| {
            format!(
                "  input wire [1:0] in_tag{q}, input wire [{}:0] in_data{q}, input wire nack_in{q}",
                w - 1
            )
        })
        .collect();
    writeln!(s, "{});", ins.join(",\n")).unwrap();
    let mut conns = vec![
        ".clock(clock)".to_string(),
        ".strobe(strobe)".into(),
        ".rst(1'b0)".into(),
        ".malformed(malformed)".into(),
    ];
    writeln!(s, "  wire [1:0] malformed;").unwrap();
    for q in 0..2 {
        writeln!(
            s,
            "  wire [1:0] out_tag{q}; wire [{}:0] out_data{q}; wire nack_out{q};",
            w - 1
        )
        .unwrap();
        for nm in [
            "in_tag", "in_data", "nack_in", "out_tag", "out_data", "nack_out",
        ] {
            conns.push(format!(".{nm}{q}({nm}{q})"));
        }
    }
    writeln!(s, "  {top} dut(\n    {});", conns.join(",\n    ")).unwrap();
    writeln!(
        s,
        "  reg pv = 0, ps = 0;
  reg gb0 = 0, gb1 = 0, gr0_0 = 0, gr0_1 = 0, gr1_0 = 0, gr1_1 = 0;"
    )
    .unwrap();
    for q in 0..2 {
        writeln!(
            s,
            "  reg [1:0] pt{q} = 0; reg [{w1}:0] pd{q} = 0;
  wire c_bad{q}, c_req{q}_0, c_req{q}_1, p_bad{q}, p_req{q}_0, p_req{q}_1;
  wire [{w1}:0] c_hdr{q}_0, c_hdr{q}_1, p_hdr{q}_0, p_hdr{q}_1;
  formal_se_spec c_spec{q}(in_tag{q}, in_data{q}, c_bad{q}, c_req{q}_0, c_req{q}_1, c_hdr{q}_0, c_hdr{q}_1);
  formal_se_spec p_spec{q}(pt{q}, pd{q}, p_bad{q}, p_req{q}_0, p_req{q}_1, p_hdr{q}_0, p_hdr{q}_1);",
            w1 = w - 1
        )
        .unwrap();
    }
    writeln!(
        s,
        "  always @(posedge clock) begin
    pv <= 1; ps <= strobe; pt0 <= in_tag0; pd0 <= in_data0; pt1 <= in_tag1; pd1 <= in_data1;
    if (strobe) begin
      gb0 <= c_bad0; gr0_0 <= c_req0_0; gr0_1 <= c_req0_1;
      gb1 <= c_bad1; gr1_0 <= c_req1_0; gr1_1 <= c_req1_1;
    end
  end
  // Upper input first: input 0 holds what it requests, input 1 what is left.
  wire gg0_0 = gr0_0, gg0_1 = gr0_1, gg1_0 = gr1_0 & !gr0_0, gg1_1 = gr1_1 & !gr0_1;
  wire lost1 = (gr1_0 & gr0_0) | (gr1_1 & gr0_1);
  always @(*) begin
    // The slotted link protocol.
    assume(strobe || in_tag0 != 2'd1);
    assume(!strobe || in_tag0 <= 2'd1);
    assume(strobe || in_tag1 != 2'd1);
    assume(!strobe || in_tag1 <= 2'd1);
    assert(malformed == (strobe ? {{1'b0, c_bad0}} + {{1'b0, c_bad1}} : 2'd0));
    assert(nack_out0 == (gb0 | (gg0_0 & nack_in0) | (gg0_1 & nack_in1)));
    assert(nack_out1 == (gb1 | lost1 | (gg1_0 & nack_in0) | (gg1_1 & nack_in1)));
    if (!pv || (pt0 == 0 && pt1 == 0)) assert(out_tag0 == 0 && out_tag1 == 0);"
    )
    .unwrap();
    for o in 0..2 {
        writeln!(
            s,
            "    if (pv && ps) begin
      if (gg0_{o}) assert(out_tag{o} == 2'd1 && out_data{o} == p_hdr0_{o});
      else if (gg1_{o}) assert(out_tag{o} == 2'd1 && out_data{o} == p_hdr1_{o});
      else assert(out_tag{o} == 0);
    end
    if (pv && !ps) begin
      if (gg0_{o}) assert(out_tag{o} == pt0 && out_data{o} == pd0);
      else if (gg1_{o}) assert(out_tag{o} == pt1 && out_data{o} == pd1);
      else assert(out_tag{o} == 0);
    end"
        )
        .unwrap();
    }
    for e in extra {
        writeln!(s, "    assert({e});").unwrap();
    }
    writeln!(s, "  end\nendmodule").unwrap();
    s
}

/// The property wrapper of the wormhole banyan SE `top` at stage `stage` of the network `p`
/// (`wormcast_rtl::banyan::whse_verilog`; the spec is the module doc of
/// `wormcast_model::banyan::wormhole`): its link protocol assumed, its guarantees asserted
/// against the reference decode of [`banyan_se_wrapper`]. `extra` as there.
///
/// Free inputs every cycle: both input flits, `owned_in`, `go_in` (the upstream's ownership
/// and verdict), `ready_in`, `ok_in` (the downstream's back-pressure and verdict). Assumed (the
/// link protocol: a sender's flit is a register output, held until it moves): a non-idle
/// input flit that is not consumed (`ready_out` low) is offered again, unchanged, in the next
/// cycle. Nothing else: malformed regions, stray bodies and tails, heads inside worms, any
/// back-pressure and any verdicts are explored. `rst` is tied low.
///
/// The wrapper keeps the previous cycle's inputs, `ready_out`, `ready_in` and outputs, and per
/// output a ghost of the worm on it (`inw`: inside a worm, from a head to a tail; `own`: the
/// input whose head opened it). A flit is *new* on output o when the register could load at
/// the last edge (it was idle or taken) and is not idle now. Asserted (per output o and input
/// p where it says so):
/// * **back-pressure**: a flit not taken stays, unchanged (per o);
/// * **framing**: a new head only outside a worm, a new body or tail only inside one (per o):
///   every output link carries well-framed worms whatever arrives;
/// * **atomic heads**: a new head only into an empty register (per o);
/// * **heads**: a new head is the reference copy, for o, of a head consumed at the last edge
///   that requested o, and of only one such (per o);
/// * **bodies and tails come from the owner**: a new body or tail on o is the flit its owner
///   input gave up at the last edge, or a synthetic tail carrying the data of a head that
///   arrived on the owner while connected (per o) — no flit without a matching input;
/// * `owned_out` is the ghost's worm state (per o);
/// * **no head lost, copies together**: a consumed well-formed head is written, as the
///   reference copy, into every output it requested at the same edge (per p);
/// * **no body or tail lost**: a consumed body or tail is written into every output its
///   input's worm holds (per p and o);
/// * **lock-step replication**: two outputs held by one worm load together, the same flit;
/// * at power-on both outputs are idle and unowned; `ready_out` only for a non-idle flit (per
///   p); `malformed` counts the malformed heads consumed;
/// * **progress**: a grantable head (unconnected, well formed, every requested output's
///   register empty and unowned) whose worm may go (`!owned_in || go_in`) is consumed when it
///   does not overlap a grantable head on the other input, and under upper-first always on
///   input 0 (per p); **upper-first**: input 1 is never consumed while input 0 has a grantable
///   head overlapping it.
pub fn banyan_whse_wrapper(p: &WhParams, stage: usize, top: &str, extra: &[&str]) -> String {
    let (n, w) = (p.n, p.w);
    let uf = p.arb == Arbitration::UpperFirst;
    let w1 = w - 1;
    let mut s = format!(
        "// Property wrapper of {top} (wormcast prove banyan-se --mode wormhole; testbench/src/formal/banyan.rs).\n"
    );
    s.push_str(&se_spec_module(n, w, stage));
    writeln!(s, "\nmodule formal_top(input wire clock,").unwrap();
    let ins: Vec<String> = (0..2)
        .map(|q| {
            format!(
                "  input wire [1:0] in_tag{q}, input wire [{w1}:0] in_data{q}, input wire owned_in{q},\n  input wire go_in{q}, input wire ready_in{q}, input wire ok_in{q}"
            )
        })
        .collect();
    writeln!(s, "{});", ins.join(",\n")).unwrap();
    let mut conns = vec![
        ".clock(clock)".to_string(),
        ".rst(1'b0)".into(),
        ".malformed(malformed)".into(),
    ];
    writeln!(s, "  wire [1:0] malformed;").unwrap();
    for q in 0..2 {
        writeln!(
            s,
            "  wire [1:0] out_tag{q}; wire [{w1}:0] out_data{q};
  wire owned_out{q}, go_out{q}, ready_out{q}, ok_out{q};
  reg [1:0] pt{q} = 0, pot{q} = 0; reg [{w1}:0] pd{q} = 0, pod{q} = 0;
  reg prdy{q} = 0, prin{q} = 0, inw{q} = 0, own{q} = 0;
  wire c_bad{q}, c_req{q}_0, c_req{q}_1, p_bad{q}, p_req{q}_0, p_req{q}_1;
  wire [{w1}:0] c_hdr{q}_0, c_hdr{q}_1, p_hdr{q}_0, p_hdr{q}_1;
  formal_se_spec c_spec{q}(in_tag{q}, in_data{q}, c_bad{q}, c_req{q}_0, c_req{q}_1, c_hdr{q}_0, c_hdr{q}_1);
  formal_se_spec p_spec{q}(pt{q}, pd{q}, p_bad{q}, p_req{q}_0, p_req{q}_1, p_hdr{q}_0, p_hdr{q}_1);"
        )
        .unwrap();
        for nm in [
            "in_tag",
            "in_data",
            "owned_in",
            "go_in",
            "ready_in",
            "ok_in",
            "out_tag",
            "out_data",
            "owned_out",
            "go_out",
            "ready_out",
            "ok_out",
        ] {
            conns.push(format!(".{nm}{q}({nm}{q})"));
        }
    }
    writeln!(s, "  {top} dut(\n    {});", conns.join(",\n    ")).unwrap();
    writeln!(s, "  reg pv = 0;").unwrap();
    for q in 0..2 {
        writeln!(
            s,
            "  // Input {q}: a head consumed at the last edge; output {q}: a flit loaded at the last edge.
  wire ph{q} = prdy{q} && pt{q} == 2'd1;
  wire new{q} = pv && (pot{q} == 0 || prin{q}) && out_tag{q} != 0;"
        )
        .unwrap();
    }
    for o in 0..2 {
        writeln!(
            s,
            "  wire hs0_{o} = ph0 && p_req0_{o}, hs1_{o} = ph1 && p_req1_{o};
  wire fw0_{o} = (prdy0 && pt0[1] && out_tag{o} == pt0 && out_data{o} == pd0) || (!prdy0 && pt0 == 2'd1 && out_tag{o} == 2'd3 && out_data{o} == pd0);
  wire fw1_{o} = (prdy1 && pt1[1] && out_tag{o} == pt1 && out_data{o} == pd1) || (!prdy1 && pt1 == 2'd1 && out_tag{o} == 2'd3 && out_data{o} == pd1);
  wire cur_inw{o} = new{o} ? out_tag{o} != 2'd3 : inw{o};
  wire cur_own{o} = (new{o} && out_tag{o} == 2'd1) ? hs1_{o} : own{o};
  wire hfree{o} = !cur_inw{o} && out_tag{o} == 0;"
        )
        .unwrap();
    }
    writeln!(
        s,
        "  always @(posedge clock) begin
    pv <= 1;
    pt0 <= in_tag0; pd0 <= in_data0; prdy0 <= ready_out0; prin0 <= ready_in0; pot0 <= out_tag0; pod0 <= out_data0;
    pt1 <= in_tag1; pd1 <= in_data1; prdy1 <= ready_out1; prin1 <= ready_in1; pot1 <= out_tag1; pod1 <= out_data1;
    inw0 <= cur_inw0; own0 <= cur_own0; inw1 <= cur_inw1; own1 <= cur_own1;
  end
  wire conn0 = (cur_inw0 && !cur_own0) || (cur_inw1 && !cur_own1);
  wire conn1 = (cur_inw0 && cur_own0) || (cur_inw1 && cur_own1);
  wire gr0 = !conn0 && in_tag0 == 2'd1 && !c_bad0 && (!c_req0_0 || hfree0) && (!c_req0_1 || hfree1);
  wire gr1 = !conn1 && in_tag1 == 2'd1 && !c_bad1 && (!c_req1_0 || hfree0) && (!c_req1_1 || hfree1);
  wire ovl = (c_req0_0 && c_req1_0) || (c_req0_1 && c_req1_1);
  always @(*) begin
    // The link protocol: a flit not consumed is offered again.
    if (pv && pt0 != 0 && !prdy0) assume(in_tag0 == pt0 && in_data0 == pd0);
    if (pv && pt1 != 0 && !prdy1) assume(in_tag1 == pt1 && in_data1 == pd1);
    if (pv) begin"
    )
    .unwrap();
    for o in 0..2 {
        writeln!(
            s,
            "      if (pot{o} != 0 && !prin{o}) assert(out_tag{o} == pot{o} && out_data{o} == pod{o});
      if (new{o}) assert((out_tag{o} == 2'd1) == !inw{o});
      if (new{o} && out_tag{o} == 2'd1) assert(pot{o} == 0);
      if (new{o} && out_tag{o} == 2'd1) assert(!(hs0_{o} && hs1_{o}) && ((hs0_{o} && out_data{o} == p_hdr0_{o}) || (hs1_{o} && out_data{o} == p_hdr1_{o})));
      if (new{o} && out_tag{o} != 2'd1) assert(own{o} ? fw1_{o} : fw0_{o});
      assert(owned_out{o} == cur_inw{o});"
        )
        .unwrap();
    }
    for q in 0..2 {
        writeln!(
            s,
            "      if (ph{q} && !p_bad{q}) assert((!p_req{q}_0 || (new0 && out_tag0 == 2'd1 && out_data0 == p_hdr{q}_0)) && (!p_req{q}_1 || (new1 && out_tag1 == 2'd1 && out_data1 == p_hdr{q}_1)));"
        )
        .unwrap();
        for o in 0..2 {
            let owner = if q == 0 {
                format!("!own{o}")
            } else {
                format!("own{o}")
            };
            writeln!(
                s,
                "      if (prdy{q} && pt{q}[1] && inw{o} && {owner}) assert(new{o} && out_tag{o} == pt{q} && out_data{o} == pd{q});"
            )
            .unwrap();
        }
    }
    writeln!(
        s,
        "      if (inw0 && inw1 && own0 == own1) assert(new0 == new1 && (!new0 || (out_tag0 == out_tag1 && out_data0 == out_data1)));
    end else assert(out_tag0 == 0 && out_tag1 == 0 && !owned_out0 && !owned_out1);
    assert(!ready_out0 || in_tag0 != 0);
    assert(!ready_out1 || in_tag1 != 0);
    assert(malformed == {{1'b0, ready_out0 && in_tag0 == 2'd1 && c_bad0}} + {{1'b0, ready_out1 && in_tag1 == 2'd1 && c_bad1}});"
    )
    .unwrap();
    if uf {
        writeln!(
            s,
            "    if (gr0 && (!owned_in0 || go_in0)) assert(ready_out0);
    if (gr1 && (!owned_in1 || go_in1) && !(gr0 && ovl)) assert(ready_out1);
    if (gr0 && ovl) assert(!ready_out1);"
        )
        .unwrap();
    } else {
        writeln!(
            s,
            "    if (gr0 && (!owned_in0 || go_in0) && !(gr1 && ovl)) assert(ready_out0);
    if (gr1 && (!owned_in1 || go_in1) && !(gr0 && ovl)) assert(ready_out1);"
        )
        .unwrap();
    }
    for e in extra {
        writeln!(s, "    assert({e});").unwrap();
    }
    writeln!(s, "  end\nendmodule").unwrap();
    s
}

/// Check the wormhole banyan SE at stage `stage` of the network `p` against
/// [`banyan_whse_wrapper`], as [`prove_cb`] does.
pub fn prove_banyan_whse(
    p: &WhParams,
    stage: usize,
    depth: usize,
    pdr_seconds: u64,
    extra: &[&str],
    dir: &Path,
) -> Result<ProveReport, String> {
    let p = WhParams::new(p.n, p.w, p.arb).map_err(|e| e.to_string())?;
    if stage >= p.n {
        return Err(format!(
            "invalid parameter stage={stage}: allowed 0..={} for n={}",
            p.n - 1,
            p.n
        ));
    }
    let top = p.se_module_name(stage);
    prove_top(
        &top,
        &whse_verilog(&p, stage),
        &banyan_whse_wrapper(&p, stage, &top, extra),
        depth,
        pdr_seconds,
        BmcOpts::default(),
        dir,
    )
}

/// Check the slotted banyan SE at stage `stage` of the network `p` against
/// [`banyan_se_wrapper`], as [`prove_cb`] does; `broken` checks the deliberately wrong SE of
/// `wormcast_rtl::banyan::se_verilog_variant` instead (tests only).
pub fn prove_banyan_se(
    p: &BanyanParams,
    stage: usize,
    broken: bool,
    depth: usize,
    pdr_seconds: u64,
    extra: &[&str],
    dir: &Path,
) -> Result<ProveReport, String> {
    let p = BanyanParams::new(p.n, p.w, p.slot_len).map_err(|e| e.to_string())?;
    if stage >= p.n {
        return Err(format!(
            "invalid parameter stage={stage}: allowed 0..={} for n={}",
            p.n - 1,
            p.n
        ));
    }
    let top = se_module_name(&p, stage);
    let v = se_verilog_variant(&p, stage, broken);
    prove_top(
        &top,
        &v,
        &banyan_se_wrapper(&p, stage, &top, extra),
        depth,
        pdr_seconds,
        BmcOpts::default(),
        dir,
    )
}
