//! The input port's framing proved for every reachable state
//! (`wormcast prove central-buffer|input-buffered --framing-proof`; issue 16, items 2 and 4).
//!
//! The guarantee is what [`super::accounting`] assumes of the input ports: whatever the link
//! sends (within the credit protocol), the port offers the switch core only well-formed
//! packets. Per port an interface ghost counts the flits of the packet taken so far (`g_cnt`,
//! from `out_valid & out_ready`) and keeps its length (`g_len`, from the head's length field).
//! Asserted: when `g_cnt` is 0 an offer is a head with a length in `B + 2 ..= max-len` and a
//! route whose `ks` is the popcount of its non-empty `mask` (`mc` = `ks > 1`); after that it is
//! a body flit, and the tail exactly at flit `g_len - 1`; `g_cnt < g_len` within range.
//!
//! **The invariant.** The scanner (FIFO write side) and the sender (read side) parse the same
//! stream at different points, so the proof needs the FIFO's contents as the scanner wrote
//! them. The three RAMs' words (tag, data, route store) are brought out of their modules
//! through added ports (Yosys 0.23 has no hierarchical references), and per FIFO slot ghosts
//! record what the scanner knew when it wrote the slot: at a packet boundary before it
//! (`sb_g`) and after it (`eb_g`), its position in the packet and the packet's length (`sp_g`,
//! `sl_g`), and whether the route store holds the slot's decision (`rv_g`). Asserted with the
//! guarantee: the pointer relation and the RAMs' read registers against the words; the
//! sender's state against `g_cnt`/`g_len` and the front slot (a head at a boundary in Idle,
//! the packet's next flit at its position and length while sending, a boundary while padding,
//! no head inside a packet while dropping); the sender against the scanner when the FIFO is
//! empty, and the last written slot against the scanner's state; per slot, a head at a
//! boundary has its decision written unless it is the one being collected, a good decision
//! means a valid length and route and good bit-string flits behind it; consecutive slots
//! chain (the boundary after one is the boundary before the next, positions count up within
//! a packet, a packet starts at position 1 with its head's length); and the link protocol's
//! sender credits as in [`super::links`], and the framer flags `fv_r`, `last_r`, `pay_r`
//! equal to their definitions (`count != 0`, `pos + 1 == len`, `pos > B`). Assumed: `!rst` and the link protocol.
//!
//! ABC's k-induction does not close on it; PDR (`pdr`) proves it (about 35 s at k = 2, F = 4).
//! The counterexamples to induction that built it came from the bounded search from an
//! arbitrary state described in `docs/results/formal.md` ("The chunk accounting proved at
//! every depth").

use super::accounting::{add_decl, add_port, connect};
use super::{insert_before_end, module_alone_aig, run_abc, Induction, Verdict};
use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;
use wormcast_ip::central_buffer::{emit_verilog, module_name};
use wormcast_model::central_buffer::CbParams;
use wormcast_model::packet::HeadLayout;

/// The input port's shape as the ghost needs it.
#[derive(Clone, Copy, Debug)]
pub struct FramingShape {
    /// Ports (route mask bits).
    pub k: usize,
    /// Flit data width.
    pub w: usize,
    /// Bit-string flits.
    pub b: usize,
    /// FIFO words (the power of two at or above the depth F).
    pub slots: usize,
    pub max_len: u64,
}

impl FramingShape {
    pub fn of(p: &CbParams) -> Self {
        FramingShape {
            k: p.k(),
            w: p.route.w,
            b: p.route.bitstring_flits(),
            slots: p.fifo.next_power_of_two(),
            max_len: p.max_len,
        }
    }
}

/// The ghost block of the module doc for an input port of shape `s`.
pub fn framing_ghost_block(s: &FramingShape) -> String {
    let (k, b, ns) = (s.k, s.b, s.slots);
    let lm = format!("{}'d{}", s.w, HeadLayout { w: s.w }.max_len());
    let (minl, maxl) = (b as u64 + 2, s.max_len);
    let pm = ns - 1;
    let pop = |v: &str| -> String {
        let t: Vec<String> = (0..k).map(|i| format!("{v}[{i}]")).collect();
        format!("({})", t.join(" + "))
    };
    let valid = |sl: String| format!("(((({sl}) - rd_ptr$q) & 8'd{pm}) < count$q)");
    let mut g = format!(
        "    // wormcast prove --framing-proof (testbench/src/formal/framing.rs).
    always @(*) assume(!rst);
    reg [15:0] sc_g = fifo_depth;
    always @(posedge clock) sc_g <= sc_g - (in_tag != 0) + credit_out;
    always @(*) assume(in_tag == 0 || sc_g > 0);
    reg [15:0] g_cnt = 0;
    reg [15:0] g_len = 0;
    always @(posedge clock) if (out_valid & out_ready) begin
        if (g_cnt == 0) begin g_cnt <= 1; g_len <= out_data & {lm}; end
        else if (g_cnt + 1 == g_len) g_cnt <= 0;
        else g_cnt <= g_cnt + 1;
    end
    reg sb_g [0:{pm}];
    reg eb_g [0:{pm}];
    reg [15:0] sp_g [0:{pm}];
    reg [15:0] sl_g [0:{pm}];
    reg rv_g [0:{pm}];
    always @(posedge clock) begin
        if (push_ok) begin
            sb_g[wr_ptr$q] <= s_state$q == 0 || s_state$q == 3;
            eb_g[wr_ptr$q] <= s_state$d == 0 || s_state$d == 3;
            sp_g[wr_ptr$q] <= (s_state$q == 1) ? bidx$q + 1 : (s_state$q == 2) ? s_pos$q : 0;
            sl_g[wr_ptr$q] <= s_len$d;
            rv_g[wr_ptr$q] <= 0;
        end
        if (r_we) rv_g[r_addr] <= 1;
    end
    wire [{a}:0] fr = rd_ptr$q[{a}:0];
    wire [{a}:0] nx = fr + 1;
    wire [{a}:0] lw = wr_ptr$q[{a}:0] - 1;
",
        a = pm.trailing_ones().max(1) - 1,
    );
    for sl in 0..ns {
        write!(
            g,
            "    wire [1:0] tag_g{sl} = ram_tag$g_m{sl};
    wire [15:0] len_g{sl} = ram_data$g_m{sl} & {lm};
    wire [15:0] rt_g{sl} = ram_route$g_m{sl};
    wire [{km1}:0] rtm_g{sl} = rt_g{sl}[{hi}:6];
",
            km1 = k - 1,
            hi = k + 5
        )
        .unwrap();
    }
    // The front and last-written slot's words through a mux (constant-indexed wires above).
    let sel = |what: &str, idx: &str| -> String {
        let mut e = format!("{what}0");
        for sl in 1..ns {
            e = format!("({idx} == {sl} ? {what}{sl} : {e})");
        }
        e
    };
    for (name, width) in [("tag_g", 2), ("len_g", 16), ("rt_g", 16)] {
        for (pre, idx) in [("f", "fr"), ("n", "nx")] {
            writeln!(
                g,
                "    wire [{}:0] {pre}_{name} = {};",
                width - 1,
                sel(name, idx)
            )
            .unwrap();
        }
    }
    let mut p = vec![
        "sc_g <= fifo_depth && sc_g + count$q + credit$q == fifo_depth && !ovf$q".to_string(),
        // The framer flags (rtl/src/inport.rs) are their definitions.
        "fv_r$q == (count$q != 0)".to_string(),
        "last_r$q == (pos$q + 1 == len$q)".to_string(),
        format!("pay_r$q == (pos$q > {b})"),
        "unres$q == (s_state$q == 1 && s_addr$q == rd_ptr$q)".to_string(),
        format!(
            "count$q <= fifo_depth && rd_ptr$q <= {pm} && wr_ptr$q <= {pm} && wr_ptr$q == ((rd_ptr$q + count$q) & 8'd{pm})"
        ),
        // The front registers hold the front slot's words, the RAMs' read registers (or the
        // bypass registers) the slot behind it.
        format!("count$q == 0 || (f_tag$q == f_tag_g && (f_data$q & {lm}) == f_len_g)"),
        format!("!(count$q != 0 && rv_g[fr]) || ({{offer$rd_mask, offer$rd_info}} == f_rt_g[{}:0])", k + 5),
        format!("count$q < 2 || byp_v$q || (ram_tag$read_data == n_tag_g && (ram_data$read_data & {lm}) == n_len_g)"),
        format!("count$q < 2 || !byp_v$q || (byp_tag$q == n_tag_g && (byp_data$q & {lm}) == n_len_g)"),
        "!(count$q >= 2 && rv_g[nx] && !rbyp_v$q) || ram_route$read_data == n_rt_g".to_string(),
        format!("!(count$q >= 2 && rv_g[nx] && rbyp_v$q) || ({{rbyp_mask$q, rbyp_info$q}} == n_rt_g[{}:0])", k + 5),
        "state$q <= 2 && ((state$q == 1) == (g_cnt != 0))".to_string(),
        format!("state$q != 1 || (pos$q == g_cnt && len$q == g_len && pos$q >= 1 && pos$q < len$q && len$q >= {minl} && len$q <= {maxl})"),
        format!("!(state$q == 1 && pad$q) || pos$q > {b}"),
        "!(state$q == 0 && count$q != 0) || sb_g[fr]".to_string(),
        "!(state$q == 1 && !pad$q && count$q != 0) || (!sb_g[fr] && sp_g[fr] == pos$q && sl_g[fr] == len$q)".to_string(),
        "!(state$q == 1 && pad$q && count$q != 0) || sb_g[fr]".to_string(),
        "!(state$q == 2 && count$q != 0 && !sb_g[fr]) || f_tag_g != 1".to_string(),
        "count$q != 0 || ((s_state$q == 1 || s_state$q == 2) == (state$q == 1 && !pad$q))".to_string(),
        "!(count$q == 0 && state$q == 1 && !pad$q) || (s_len$q == len$q && (s_state$q == 1 ? bidx$q + 1 == pos$q : s_pos$q == pos$q))".to_string(),
        "s_state$q <= 3".to_string(),
        format!(
            "s_state$q != 1 || (bidx$q < {b} && s_len$q >= {minl} && s_len$q <= {maxl} && {} && s_addr$q <= {pm} && tag_g_at_sa == 1 && sb_g[s_addr$q[{a}:0]] && !rv_g[s_addr$q[{a}:0]] && ((wr_ptr$q - s_addr$q - 1) & 8'd{pm}) == bidx$q)",
            valid("s_addr$q".into()),
            a = pm.trailing_ones().max(1) - 1
        ),
        format!("s_state$q != 2 || (s_pos$q > {b} && s_pos$q < s_len$q && s_len$q >= {minl} && s_len$q <= {maxl})"),
        "count$q == 0 || eb_g[lw] == (s_state$q == 0 || s_state$q == 3)".to_string(),
        "count$q == 0 || eb_g[lw] || (sl_g[lw] == s_len$q && (s_state$q == 1 ? sp_g[lw] == bidx$q : sp_g[lw] + 1 == s_pos$q))".to_string(),
    ];
    writeln!(
        g,
        "    wire [1:0] tag_g_at_sa = {};",
        sel("tag_g", "s_addr$q")
    )
    .unwrap();
    // Bit-string flits still to send in a good packet: all in the FIFO are body flits that do
    // not end it.
    for d in 0..ns.min(b) {
        let slot = format!("((rd_ptr$q + {d}) & 8'd{pm})");
        let tag = sel("tag_g", &slot);
        p.push(format!(
            "!(state$q == 1 && !pad$q && pos$q + {d} <= {b} && {d} < count$q) || (!eb_g[{slot}] && {tag} == 2)"
        ));
    }
    for sl in 0..ns {
        let v = valid(format!("8'd{sl}"));
        p.push(format!(
            "!({v} && sb_g[{sl}] && tag_g{sl} == 1) || rv_g[{sl}] || (s_state$q == 1 && s_addr$q == {sl})"
        ));
        p.push(format!(
            "!({v} && rv_g[{sl}] && sb_g[{sl}] && tag_g{sl} == 1 && !rt_g{sl}[5]) || (len_g{sl} >= {minl} && len_g{sl} <= {maxl} && rt_g{sl}[3:0] == {} && rtm_g{sl} != 0)",
            pop(&format!("rtm_g{sl}"))
        ));
        p.push(format!(
            "!({v} && !sb_g[{sl}]) || (sp_g[{sl}] >= 1 && sp_g[{sl}] < sl_g[{sl}] && sl_g[{sl}] >= {minl} && sl_g[{sl}] <= {maxl})"
        ));
        p.push(format!(
            "!({v} && !sb_g[{sl}] && sp_g[{sl}] + 1 != sl_g[{sl}] && tag_g{sl} == 2 && sp_g[{sl}] > {b}) || !eb_g[{sl}]"
        ));
        let n = (sl + 1) % ns;
        let vn = valid(format!("8'd{n}"));
        let both = format!("{v} && {vn} && {n} != wr_ptr$q");
        p.push(format!("!({both}) || (sb_g[{n}] == eb_g[{sl}])"));
        p.push(format!(
            "!({both} && !sb_g[{n}]) || (sb_g[{sl}] ? (tag_g{sl} == 1 && sp_g[{n}] == 1 && sl_g[{n}] == len_g{sl}) : (sp_g[{n}] == sp_g[{sl}] + 1 && sl_g[{n}] == sl_g[{sl}]))"
        ));
        // A good head's bit-string flits behind it.
        for j in 1..=b.min(ns - 1) {
            let m = (sl + j) % ns;
            let vm = valid(format!("8'd{m}"));
            p.push(format!(
                "!({v} && {vm} && {j} < count$q && rv_g[{sl}] && sb_g[{sl}] && tag_g{sl} == 1 && !rt_g{sl}[5] && ((8'd{sl} - rd_ptr$q) & 8'd{pm}) + {j} < count$q) || (!eb_g[{m}] && tag_g{m} == 2)"
            ));
        }
    }
    // The guarantee.
    p.push(format!(
        "!out_valid || g_cnt != 0 || (out_tag == 1 && (out_data & {lm}) >= {minl} && (out_data & {lm}) <= {maxl} && route_ks == {} && route_mask != 0 && route_mc == (route_ks > 1))",
        pop("route_mask")
    ));
    p.push("!out_valid || g_cnt == 0 || out_tag == ((g_cnt + 1 == g_len) ? 2'd3 : 2'd2)".into());
    p.push(format!(
        "g_cnt == 0 || (g_cnt < g_len && g_len >= {minl} && g_len <= {maxl})"
    ));
    g.push_str("    always @(*) begin\n");
    for c in &p {
        writeln!(g, "        assert({c});").unwrap();
    }
    g.push_str("    end\n");
    g
}

/// `verilog` with input port module `module`'s three RAMs' words brought out (`g_m{w}` on each
/// RAM module, `{ram}$g_m{w}` in the port module) and the ghost block placed.
pub fn with_framing_ghost(verilog: &str, module: &str, s: &FramingShape) -> Result<String, String> {
    let mut v = verilog.to_string();
    for (ram, width) in [("ram_tag", 2), ("ram_data", s.w), ("ram_route", 16)] {
        let rm = format!("{module}${ram}");
        for word in 0..s.slots {
            v = add_port(
                &v,
                &rm,
                &format!(
                    "output wire [{}:0] g_m{word}; assign g_m{word} = mem[{word}];",
                    width - 1
                ),
                &format!("g_m{word}"),
            )?;
            v = connect(
                &v,
                module,
                &rm,
                ram,
                &format!("g_m{word}"),
                &format!("{ram}$g_m{word}"),
            )?;
            v = add_decl(
                &v,
                module,
                &format!("wire [{}:0] {ram}$g_m{word};", width - 1),
            )?;
        }
    }
    insert_before_end(&v, module, "input port", &framing_ghost_block(s))
}

/// What [`prove_cb_framing`] found, per input port.
#[derive(Clone, Debug)]
pub struct FramingProof {
    pub module: String,
    /// The base case (bounded, 2 cycles).
    pub base: Verdict,
    /// PDR (not k-induction: it does not close here) on the OR of the properties.
    pub step: Induction,
    pub inputs: usize,
    pub latches: usize,
    pub ands: usize,
    pub properties: usize,
    pub seconds: f64,
}

impl FramingProof {
    pub fn proved(&self) -> bool {
        super::induction_proved(&self.base, self.step)
    }
}

/// Input port `input` of the central buffer `p` (the same module text as the input-buffered
/// switch's ports of the same shape) proved alone, `rtl` transforming its Verilog (a test's
/// mutant; identity otherwise): Yosys on the port module, the base case to 2 cycles, then PDR
/// for at most `seconds`.
pub fn prove_cb_framing(
    p: &CbParams,
    input: usize,
    seconds: u64,
    rtl: &dyn Fn(String) -> String,
    dir: &Path,
) -> Result<FramingProof, String> {
    p.validate()?;
    let top = module_name(p);
    let module = format!("{top}_core$inport${input}");
    let v = rtl(with_framing_ghost(
        &emit_verilog(p, &top)?,
        &module,
        &FramingShape::of(p),
    )?);
    let properties = v.matches("assert(").count();
    let t = Instant::now();
    let aig = module_alone_aig(&v, &module, dir, "framing")?;
    let a = aig.display();
    let bmc = run_abc(
        &format!("read_aiger {a}; fold; print_stats; bmc3 -a -F 2"),
        dir,
        "abc-framing-bmc.log",
    )?;
    let (inputs, latches, ands) =
        super::parse_stats(&bmc).ok_or_else(|| format!("no ABC statistics:\n{bmc}"))?;
    let base = super::parse_verdict(&bmc, 2)?;
    let pdr = run_abc(
        &format!("read_aiger {a}; fold; orpos; pdr -T {seconds}"),
        dir,
        "abc-framing-pdr.log",
    )?;
    Ok(FramingProof {
        module,
        base,
        step: if pdr.contains("Property proved") {
            Induction::Proved
        } else {
            Induction::Undecided
        },
        inputs,
        latches,
        ands,
        properties,
        seconds: t.elapsed().as_secs_f64(),
    })
}
