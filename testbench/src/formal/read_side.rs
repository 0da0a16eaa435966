//! The central buffer's chunk bookkeeping proved for every reachable state, read side
//! included (`wormcast prove central-buffer --bookkeeping-induction`; issue 16, item 4): no
//! replication counter underflows and a completing read frees only a chunk in use, on top of
//! the accounting of [`super::accounting`], whose one assumption (the read side) this proof
//! discharges. Only the input ports' framing is assumed (proved by [`super::framing`]).
//!
//! **The claim.** Every chunk in use that has been written has
//! `init == reads + (a read of it in flight) + (outputs that will still read it)`, and every
//! read the read port issues is of a chunk that its output will still read. So the counter
//! of a completing read is below `init` (no underflow), a chunk is freed exactly when its
//! last reader completes, and a freed chunk was in use.
//!
//! **The ghost** (in the core module, `{top}_core$core`), per chunk ch:
//! * `wr_g` (written: set by the chunk write, cleared by its free), `hd_g` (a header chunk),
//!   `rm_g` (chunks of its packet after it: from the header's length field for a header, from
//!   the writer's unwritten chunks, the accounting ghost's `g_unw`, for a data chunk), and
//!   `pd_g[o]`, the outputs that will still read it: set to the write's destinations (the
//!   linked outputs for a header, the writer's mask for a data chunk), output o's bit
//!   cleared when o's read of it issues;
//! * per output o, `dist_g[ch][o]`: for a header queued for o, how many headers are queued
//!   behind it (0 for `last_p[o]`), so the NP list has no cycle and no stray header.
//!
//! **The invariant** (1-inductive; about 300 statements at k = 2, C = 8):
//! * the counters: no reset sweep, the read in flight is `rd_x` with its RAM words (the
//!   write-back forwarding included), a written chunk's count as the claim says with
//!   `reads < init`, an unwritten one with no reads, no ghost bits, no read in flight; a
//!   written chunk is in use (the free list's `used_g`);
//! * the NP lists: output o's `first_p` and `last_p` are headers o will read, each queued
//!   header's NP is the next one (one less behind it), `first_p`'s count of headers behind
//!   is the largest and no two are equal;
//! * the packet being read: `first_c` is a data chunk o will read with `rem_chunks - 1`
//!   after it, or a writer's pre-allocated chunk (not yet written), or NIL with o waiting
//!   for NC forwarding from exactly one writer (`pend_w`) that still has `rem_chunks` to
//!   write and whose `last_c` o has read; the read in flight (header or not, NC forwarded or
//!   not) says what the completion will set;
//! * the NC lists: a written chunk with chunks after it that someone will still read links
//!   to the next (one less after it, every output that will read the first reads the
//!   next), or to its writer's pre-allocated chunk; a writer's `last_c` is its last written
//!   chunk; every data chunk has **exactly one** way in for each output that will read it
//!   (a chunk whose NC points at it, `first_c`, or the read in flight), and each writer's
//!   next chunk exactly one for each of its destinations (its `last_c`, or `pend_w`), so no
//!   output reads a chunk twice;
//! * the writers: a header chunk in the assembler or the header-copy register has a valid
//!   length whose chunk count is the packet's, the copies' NC is the pre-allocated chunk,
//!   and a writer with copies left in that register has no `last_c` (its copies come before
//!   any later chunk; needed at k = 4 with multi-chunk packets).
//!
//! The golden model states the same claim by walking its readers' lists
//! (`central_buffer::tests::replication_counters_count_the_reads_still_to_come`).
//!
//! **The step.** ABC's `ind` does not finish on this in 15 minutes, so the inductive step is
//! checked directly as a two-cycle bounded check from an arbitrary state
//! ([`super::induction_by_bmc`]): every latch free except a frame counter, every property assumed
//! in cycle 0 and asserted in cycle 1. No counterexample means the conjunction is
//! 1-inductive; with the base case (bounded, from reset) it holds in every reachable state.

use super::accounting::{add_port, connect, with_accounting_ghosts_iface, AccountingProof};
use super::{induction_by_bmc, insert_before_end, FreeListIface};
use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;
use wormcast_ip::central_buffer::{emit_verilog, module_name};
use wormcast_model::central_buffer::{CbParams, HeaderScheme};
use wormcast_model::packet::HeadLayout;

/// `verilog` with `expr` (of `width` bits), valid inside the module reached from the core
/// `core` through the instances `chain`, brought up to the core as the wire
/// `{chain[0]}$G_{name}` (an output port `G_{name}` on each module of the chain).
pub(crate) fn expose(
    verilog: &str,
    core: &str,
    chain: &[&str],
    expr: &str,
    width: usize,
    name: &str,
) -> Result<String, String> {
    let mut mods = vec![core.to_string()];
    for inst in chain {
        let m = format!("{}${inst}", mods.last().unwrap());
        mods.push(m);
    }
    let port = format!("G_{name}");
    let w = width - 1;
    let deepest = mods.last().unwrap();
    let mut v = add_port(
        verilog,
        deepest,
        &format!("output wire [{w}:0] {port};"),
        &port,
    )?;
    v = insert_before_end(
        &v,
        deepest,
        "exposed",
        &format!("    assign {port} = {expr};\n"),
    )?;
    for j in (0..chain.len()).rev() {
        let (parent, child, inst) = (&mods[j], &mods[j + 1], chain[j]);
        let wire = format!("{inst}${port}");
        v = super::accounting::add_decl(&v, parent, &format!("wire [{w}:0] {wire};"))?;
        v = connect(&v, parent, child, inst, &port, &wire)?;
        if j > 0 {
            v = add_port(&v, parent, &format!("output wire [{w}:0] {port};"), &port)?;
            v = insert_before_end(
                &v,
                parent,
                "exposed",
                &format!("    assign {port} = {wire};\n"),
            )?;
        }
    }
    Ok(v)
}

/// The exposed wires and shapes the read-side statements are written with.
struct Shape {
    k: usize,
    c: usize,
    shared: bool,
    /// Most chunks of a packet.
    nmax: u64,
    log_k: usize,
    /// Bits of a chunk index.
    a: usize,
    /// Width of the per-output `dist_g` counters.
    dw: usize,
    w: usize,
    len_mask: u64,
    min_len: u64,
    max_len: u64,
}

/// The core wire an exposed signal arrives on.
fn x(chain0: &str, name: &str) -> String {
    format!("{chain0}$G_{name}")
}

impl Shape {
    fn of(p: &CbParams) -> Self {
        let k = p.k();
        let c = p.chunks;
        let w = p.route.w;
        Shape {
            k,
            c,
            shared: p.scheme == HeaderScheme::Shared,
            nmax: p.max_len.div_ceil(k as u64),
            log_k: k.trailing_zeros() as usize,
            a: c.trailing_zeros() as usize,
            dw: (c.trailing_zeros() as usize) + 1,
            w,
            len_mask: HeadLayout { w }.max_len(),
            min_len: p.route.bitstring_flits() as u64 + 2,
            max_len: p.max_len,
        }
    }
    /// `(idx == 0 ? f(0) : 0) | ...`: the chunk-indexed value `f` at chunk `idx`.
    fn at(&self, idx: &str, width: usize, f: impl Fn(usize) -> String) -> String {
        let t: Vec<String> = (0..self.c)
            .map(|ch| format!("(({idx}) == {ch} ? {} : {width}'d0)", f(ch)))
            .collect();
        format!("({})", t.join(" | "))
    }
    fn np_ram(&self, o: usize) -> usize {
        if self.shared {
            0
        } else {
            o
        }
    }
}

/// `verilog` with every RAM word, register and writer ghost the read-side statements read
/// brought up to the core module `core` ([`expose`]).
fn expose_all(verilog: &str, core: &str, s: &Shape) -> Result<String, String> {
    let k = s.k;
    let mut v = verilog.to_string();
    for o in 0..k {
        for (r, wd) in [
            ("first_c", 9),
            ("last_p", 9),
            ("pend_w", k),
            ("rem_chunks", 9),
        ] {
            v = expose(
                &v,
                core,
                &["readers"],
                &format!("{r}${o}$q"),
                wd,
                &format!("{r}{o}"),
            )?;
        }
    }
    for (r, wd) in [
        ("if_v", 1),
        ("if_o_r", k),
        ("if_hdr", 1),
        ("if_was_last", 1),
        ("if_pend", 1),
    ] {
        v = expose(&v, core, &["readers"], &format!("{r}$q"), wd, r)?;
    }
    v = expose(&v, core, &["readers"], "rd_o", k, "rd_o")?;
    for (r, wd) in [
        ("rd_v", 1),
        ("rd_x", 8),
        ("wb_v", 1),
        ("wb_x", 8),
        ("wb_val", 4),
        ("sweep", 9),
    ] {
        v = expose(
            &v,
            core,
            &["buffer", "counters"],
            &format!("{r}$q"),
            wd,
            &format!("c_{r}"),
        )?;
    }
    v = expose(
        &v,
        core,
        &["buffer", "counters"],
        "reads$read_data",
        4,
        "reads_rd",
    )?;
    v = expose(
        &v,
        core,
        &["buffer", "counters"],
        "init$read_data",
        4,
        "init_rd",
    )?;
    v = expose(&v, core, &["buffer"], "nc$read_data", 9, "nc_rd")?;
    v = expose(&v, core, &["buffer"], "lane_data$0$read_data", s.w, "l0_rd")?;
    let nps: Vec<usize> = if s.shared { vec![0] } else { (0..k).collect() };
    for &o in &nps {
        v = expose(
            &v,
            core,
            &["buffer"],
            &format!("np${o}$read_data"),
            9,
            &format!("np_rd{o}"),
        )?;
    }
    v = expose(&v, core, &["buffer", "free_list"], "used_g", s.c, "used")?;
    for ch in 0..s.c {
        let m = format!("mem[{ch}]");
        v = expose(
            &v,
            core,
            &["buffer", "counters", "init"],
            &m,
            4,
            &format!("init_m{ch}"),
        )?;
        v = expose(
            &v,
            core,
            &["buffer", "counters", "reads"],
            &m,
            4,
            &format!("reads_m{ch}"),
        )?;
        v = expose(&v, core, &["buffer", "nc"], &m, 9, &format!("nc_m{ch}"))?;
        v = expose(
            &v,
            core,
            &["buffer", "lane_data$0"],
            &m,
            s.w,
            &format!("l0_m{ch}"),
        )?;
        for &o in &nps {
            v = expose(
                &v,
                core,
                &["buffer", &format!("np${o}")],
                &m,
                9,
                &format!("np{o}_m{ch}"),
            )?;
        }
    }
    for i in 0..k {
        v = expose(
            &v,
            core,
            &["writers"],
            &format!("state$nchunks${i}"),
            9,
            &format!("nch{i}"),
        )?;
        v = expose(
            &v,
            core,
            &["writers"],
            &format!("hc$nc${i}"),
            9,
            &format!("hc_nc{i}"),
        )?;
        v = expose(
            &v,
            core,
            &["writers"],
            &format!("hc$copies${i}"),
            k,
            &format!("hc_copies{i}"),
        )?;
        v = expose(
            &v,
            core,
            &["writers"],
            &format!("g_unw{i}"),
            16,
            &format!("unw{i}"),
        )?;
        v = expose(
            &v,
            core,
            &["writers"],
            &format!("g_pk{i}"),
            1,
            &format!("pk{i}"),
        )?;
        v = expose(
            &v,
            core,
            &["writers"],
            &format!("state$mask${i}"),
            k,
            &format!("mask{i}"),
        )?;
    }
    Ok(v)
}

/// The writers' statements the read side needs (placed in the writers module, beside the
/// accounting ghost): the header chunk's length in the assembler and in the header-copy
/// register (one for the switch, so at most one input's `hc_copies` is nonzero).
fn writers_header_block(s: &Shape) -> String {
    let (k, lm, lk, km1) = (s.k, s.len_mask, s.log_k, s.k - 1);
    let (lo, hi, w) = (s.min_len, s.max_len, s.w);
    let mut b = String::from(
        "    // wormcast prove --bookkeeping-induction (testbench/src/formal/read_side.rs).\n    always @(*) begin\n",
    );
    for i in 0..k {
        let l0 = format!("(asm$lane_data${} & {w}'d{lm})", i * k);
        let h0 = format!("(hc$copy_data$0 & {w}'d{lm})");
        writeln!(b, "        assert(!(g_pk{i} && g_busy{i} && asm$hdr${i}) || ({l0} >= {lo} && {l0} <= {hi} && (({l0} + {km1}) >> {lk}) == state$nchunks${i}));").unwrap();
        writeln!(b, "        assert(hc$copies${i} == 0 || ({h0} >= {lo} && {h0} <= {hi} && (({h0} + {km1}) >> {lk}) - 1 == ((hc$nc${i} != 9'h100) ? g_unw{i} : 16'd0)));").unwrap();
    }
    for i in 0..k {
        for j in i + 1..k {
            writeln!(
                b,
                "        assert(hc$copies${i} == 0 || hc$copies${j} == 0);"
            )
            .unwrap();
        }
    }
    b.push_str("    end\n");
    b
}

/// The read-side ghost and its statements (module doc), placed at the end of the core.
fn read_side_block(s: &Shape) -> String {
    let (k, c, a, dw, w) = (s.k, s.c, s.a, s.dw, s.w);
    let rd = |n: &str| x("readers", n);
    let bu = |n: &str| x("buffer", n);
    let wr = |n: &str| x("writers", n);
    let nil = "9'h100";
    let (rdv, rdx) = (bu("c_rd_v"), bu("c_rd_x"));
    let (ifv, ifo, ifh, ifl, ifp) = (
        rd("if_v"),
        rd("if_o_r"),
        rd("if_hdr"),
        rd("if_was_last"),
        rd("if_pend"),
    );
    let used = bu("used");
    let lc: Vec<String> = (0..k).map(|i| format!("writers$last_c${i}")).collect();
    let pre: Vec<String> = (0..k).map(|i| format!("writers$w_pre${i}")).collect();
    let unw: Vec<String> = (0..k)
        .map(|i| format!("{}[3:0]", wr(&format!("unw{i}"))))
        .collect();
    let mask: Vec<String> = (0..k).map(|i| wr(&format!("mask{i}"))).collect();
    let pk: Vec<String> = (0..k).map(|i| wr(&format!("pk{i}"))).collect();
    let mem = |n: &str, idx: &str, wd: usize| s.at(idx, wd, |ch| bu(&format!("{n}{ch}")));
    let wrs = |idx: &str| s.at(idx, 1, |ch| format!("wr_g{ch}"));
    let hds = |idx: &str| s.at(idx, 1, |ch| format!("hd_g{ch}"));
    let pds = |idx: &str, o: usize| s.at(idx, 1, |ch| format!("pd_g{ch}[{o}]"));
    let pdv = |idx: &str| s.at(idx, k, |ch| format!("pd_g{ch}"));
    let rms = |idx: &str| s.at(idx, 4, |ch| format!("rm_g{ch}"));
    let pop = |v: &str| {
        let t: Vec<String> = (0..k).map(|b| format!("{{3'd0,{v}[{b}]}}")).collect();
        format!("({})", t.join(" + "))
    };
    let infl = |o: usize| format!("({ifv} && {ifo}[{o}])");
    let onehot = |i: usize| format!("{k}'d{}", 1u64 << i);

    let mut g = String::from(
        "    // wormcast prove --bookkeeping-induction: the read side (testbench/src/formal/read_side.rs).\n",
    );
    // ---- The ghost ---------------------------------------------------------------------
    let unwg: Vec<String> = (0..k)
        .map(|i| format!("(write_port$grant[{i}] ? {} : 4'd0)", unw[i]))
        .collect();
    writeln!(
        g,
        "    wire [{}:0] g_pdw = writers$s_hdr ? write_port$link_v : writers$s_mask;",
        k - 1
    )
    .unwrap();
    writeln!(g, "    wire [3:0] g_unwg = {};", unwg.join(" | ")).unwrap();
    writeln!(
        g,
        "    wire [3:0] g_rmw = writers$s_hdr ? (((writers$wr_data$0 & {w}'d{}) + {}) >> {}) - 1 : g_unwg - 1;",
        s.len_mask,
        k - 1,
        s.log_k
    )
    .unwrap();
    for ch in 0..c {
        write!(
            g,
            "    reg wr_g{ch} = 0; reg hd_g{ch} = 0; reg [3:0] rm_g{ch} = 0; reg [{km1}:0] pd_g{ch} = 0;
    always @(posedge clock) begin
        if (buffer$freed && buffer$done_addr == 8'd{ch}) wr_g{ch} <= 0;
        if (write_port$chunk_we && write_port$loc == 9'd{ch}) begin
            wr_g{ch} <= 1; hd_g{ch} <= writers$s_hdr; rm_g{ch} <= g_rmw; pd_g{ch} <= g_pdw;
        end else if (readers$rd_go && readers$rd_x == 9'd{ch}) pd_g{ch} <= pd_g{ch} & ~{rdo};
    end
",
            km1 = k - 1,
            rdo = rd("rd_o")
        )
        .unwrap();
    }
    // A header o will read: queued for o, or the header read in flight for o (not its queue's
    // last).
    let hq = |ch: usize, o: usize| {
        format!(
            "(wr_g{ch} && hd_g{ch} && (pd_g{ch}[{o}] || ({} && {ifh} && !{ifl} && {rdx} == {ch})))",
            infl(o)
        )
    };
    for o in 0..k {
        for ch in 0..c {
            write!(
                g,
                "    reg [{d}:0] dist_g{ch}_{o} = 0;
    always @(posedge clock) if (write_port$link_v[{o}]) begin
        if (write_port$loc == 9'd{ch}) dist_g{ch}_{o} <= 0;
        else if ({h}) dist_g{ch}_{o} <= dist_g{ch}_{o} + 1;
    end
",
                d = dw - 1,
                h = hq(ch, o)
            )
            .unwrap();
        }
    }

    // ---- The statements ----------------------------------------------------------------
    let mut p: Vec<String> = vec![];
    // The counters.
    let (wbv, wbx, wbval) = (bu("c_wb_v"), bu("c_wb_x"), bu("c_wb_val"));
    let old = format!("(({wbv} && {wbx} == {rdx}) ? {wbval} : {})", bu("reads_rd"));
    p.push(format!("{} == 0", bu("c_sweep")));
    p.push(format!("{rdv} == {ifv}"));
    p.push(format!("!{rdv} || {rdx} < {c}"));
    p.push(format!("!{wbv} || {wbx} < {c}"));
    p.push(format!("!{wbv} || {} == {wbval}", mem("reads_m", &wbx, 4)));
    p.push(format!("!{rdv} || {old} == {}", mem("reads_m", &rdx, 4)));
    p.push(format!(
        "!{rdv} || {} == {}",
        bu("init_rd"),
        mem("init_m", &rdx, 4)
    ));
    p.push(format!("!{rdv} || {}", wrs(&rdx)));
    // The claim: no replication counter underflows.
    p.push(format!("!{rdv} || {old} < {}", bu("init_rd")));
    for ch in 0..c {
        let (init, reads) = (bu(&format!("init_m{ch}")), bu(&format!("reads_m{ch}")));
        let fl = format!("({rdv} && {rdx} == {ch})");
        p.push(format!("{used}[{ch}] || !wr_g{ch}"));
        p.push(format!(
            "wr_g{ch} || (pd_g{ch} == 0 && {reads} == 0 && !{fl})"
        ));
        p.push(format!(
            "!wr_g{ch} || 5'd0 + {} + {reads} + {fl} == {{1'b0, {init}}}",
            pop(&format!("pd_g{ch}"))
        ));
        p.push(format!("!wr_g{ch} || {reads} < {init}"));
        p.push(format!("!wr_g{ch} || ({init} >= 1 && {init} <= {k})"));
        if s.shared {
            p.push(format!("!(wr_g{ch} && hd_g{ch}) || {init} == 1"));
        }
        p.push(format!("!wr_g{ch} || rm_g{ch} < {}", s.nmax));
        p.push(format!(
            "!wr_g{ch} || hd_g{ch} || 5'd2 + rm_g{ch} <= {}",
            s.nmax
        ));
        p.push(format!(
            "!(wr_g{ch} && hd_g{ch}) || rm_g{ch} == (({} & {w}'d{}) + {} >> {}) - 1",
            bu(&format!("l0_m{ch}")),
            s.len_mask,
            k - 1,
            s.log_k
        ));
    }
    let ifo_onehot: Vec<String> = (0..k).map(|o| format!("{ifo} == {}", onehot(o))).collect();
    p.push(format!("!{ifv} || ({})", ifo_onehot.join(" || ")));
    // Output o waiting for writer i's next chunk by NC forwarding: i still writes `r` chunks,
    // has no pre-allocated chunk, o has read its last_c.
    let waits = |o: usize, r: &str| -> String {
        let pw = rd(&format!("pend_w{o}"));
        let t: Vec<String> = (0..k)
            .map(|i| {
                format!(
                    "({pw} == {} && {} && {}[{o}] && {} == {r} && {} == {nil} && ({} == {nil} || !{}))",
                    onehot(i),
                    pk[i],
                    mask[i],
                    unw[i],
                    pre[i],
                    lc[i],
                    pds(&lc[i], o)
                )
            })
            .collect();
        t.join(" || ")
    };
    for o in 0..k {
        let fl = infl(o);
        let fp = format!("readers$first_p${o}");
        let (lp, fc, pw, rem) = (
            rd(&format!("last_p{o}")),
            rd(&format!("first_c{o}")),
            rd(&format!("pend_w{o}")),
            rd(&format!("rem_chunks{o}")),
        );
        let inp = format!("readers$in_pkt${o}");
        let npm = |ch: usize| bu(&format!("np{}_m{ch}", s.np_ram(o)));
        let hdr_fl = format!("({fl} && {ifh} && !{ifl})");
        // The read issued now is of a chunk o will still read.
        p.push(format!(
            "!(readers$rd_go && {}[{o}]) || (readers$rd_x < {c} && {} && {} && readers$rd_hdr == {})",
            rd("rd_o"),
            wrs("readers$rd_x"),
            pds("readers$rd_x", o),
            hds("readers$rd_x")
        ));
        // The NP list.
        p.push(format!(
            "!({fp} != {nil} && !{hdr_fl}) || ({fp} < {c} && {} && {} && {})",
            wrs(&fp),
            hds(&fp),
            pds(&fp, o)
        ));
        p.push(format!(
            "!{hdr_fl} || ({fp} == {{1'b0,{rdx}}} && {fp} != {lp})"
        ));
        p.push(format!(
            "!({fp} != {nil}) || ({lp} < {c} && {} && {} && {})",
            wrs(&lp),
            hds(&lp),
            pds(&lp, o)
        ));
        let fdist = s.at(&fp, dw, |c2| format!("dist_g{c2}_{o}"));
        for ch in 0..c {
            let n = npm(ch);
            let h = hq(ch, o);
            p.push(format!(
                "!({h} && {lp} != {ch}) || ({n} < {c} && {} && {} && {})",
                wrs(&n),
                hds(&n),
                pds(&n, o)
            ));
            p.push(format!(
                "!(wr_g{ch} && hd_g{ch} && pd_g{ch}[{o}]) || {fp} != {nil}"
            ));
            let dn = s.at(&n, dw, |c2| format!("dist_g{c2}_{o}"));
            p.push(format!(
                "!{h} || (dist_g{ch}_{o} < {c} && ((dist_g{ch}_{o} == 0) == ({lp} == {ch})) && ({lp} == {ch} || {}'d1 + {dn} == dist_g{ch}_{o}))",
                dw + 1
            ));
            p.push(format!("!{h} || dist_g{ch}_{o} <= {fdist}"));
            for c2 in ch + 1..c {
                p.push(format!(
                    "!({h} && {}) || dist_g{ch}_{o} != dist_g{c2}_{o}",
                    hq(c2, o)
                ));
            }
        }
        // The packet being read.
        p.push(format!("!({inp} && !{fl}) || {rem} != 0"));
        p.push(format!("{rem} < {}", s.nmax));
        let pre_alts: Vec<String> = (0..k)
            .map(|i| {
                format!(
                    "({} == {fc} && {}[{o}] && {} == {rem}[3:0])",
                    pre[i], mask[i], unw[i]
                )
            })
            .collect();
        p.push(format!(
            "!({inp} && !{fl} && {fc} != {nil}) || ({fc} < {c} && {pw} == 0 && (({} && !{} && {} && 5'd1 + {} == {rem}[3:0]) || (!{} && ({}))))",
            wrs(&fc),
            hds(&fc),
            pds(&fc, o),
            rms(&fc),
            wrs(&fc),
            pre_alts.join(" || ")
        ));
        p.push(format!(
            "!({inp} && !{fl} && {fc} == {nil}) || ({})",
            waits(o, &format!("{rem}[3:0]"))
        ));
        p.push(format!("!(!{inp} && !{fl}) || {pw} == 0"));
        p.push(format!("!({fl} && !{ifp}) || {pw} == 0"));
        let pw_onehot: Vec<String> = (0..k).map(|i| format!("{pw} == {}", onehot(i))).collect();
        p.push(format!("{pw} == 0 || {}", pw_onehot.join(" || ")));
        // The read in flight for o.
        let xr = &rdx;
        p.push(format!(
            "!{fl} || ({} && !{} && {ifh} == {} && {inp})",
            wrs(xr),
            pds(xr, o),
            hds(xr)
        ));
        p.push(format!("!({fl} && !{ifh}) || {rem}[3:0] == {}", rms(xr)));
        p.push(format!(
            "!({fl} && {ifh}) || {} == {}",
            bu("l0_rd"),
            mem("l0_m", xr, w)
        ));
        p.push(format!(
            "!{hdr_fl} || {} == {}",
            bu(&format!("np_rd{}", s.np_ram(o))),
            mem(&format!("np{}_m", s.np_ram(o)), xr, 9)
        ));
        let not_lc: Vec<String> = (0..k)
            .map(|i| format!("{} != {{1'b0,{xr}}}", lc[i]))
            .collect();
        p.push(format!(
            "!({fl} && !{ifp}) || ({} && ({} == 0 || {} == {}) && ({ifh} || ({fc} == {{1'b0,{xr}}} && {pw} == 0)))",
            not_lc.join(" && "),
            rms(xr),
            bu("nc_rd"),
            mem("nc_m", xr, 9)
        ));
        p.push(format!(
            "!({fl} && {ifp}) || ({} != 0 && (({fc} == {nil} && ({})) || ({pw} == 0 && {fc} < {c} && {} && !{} && {} && 5'd1 + {} == {})))",
            rms(xr),
            waits(o, &rms(xr)),
            wrs(&fc),
            hds(&fc),
            pds(&fc, o),
            rms(&fc),
            rms(xr)
        ));
    }
    // The NC lists.
    for ch in 0..c {
        let d = format!("(pd_g{ch} | (({ifv} && {rdx} == {ch}) ? {ifo} : {k}'d0))");
        let n = bu(&format!("nc_m{ch}"));
        let not_lc: Vec<String> = (0..k).map(|i| format!("{} != {ch}", lc[i])).collect();
        let alts: Vec<String> = (0..k)
            .map(|i| {
                format!(
                    "({} == {n} && rm_g{ch} == {} && ({d} & ~{}) == 0)",
                    pre[i], unw[i], mask[i]
                )
            })
            .collect();
        p.push(format!(
            "!(wr_g{ch} && rm_g{ch} != 0 && {} && {d} != 0) || ({n} < {c} && {used}[{n}[{}:0]] && (({} && !{} && 5'd1 + {} == rm_g{ch} && ({d} & ~{}) == 0) || (!{} && ({}))))",
            not_lc.join(" && "),
            a - 1,
            wrs(&n),
            hds(&n),
            rms(&n),
            pdv(&n),
            wrs(&n),
            alts.join(" || ")
        ));
    }
    for i in 0..k {
        let l = &lc[i];
        let d = format!(
            "({} | (({ifv} && {{1'b0,{rdx}}} == {l}) ? {ifo} : {k}'d0))",
            pdv(l)
        );
        p.push(format!(
            "!({l} != {nil}) || ({l} < {c} && {} && {} == {} && {} != 0 && {} && {} == {nil} && ({d} & ~{}) == 0)",
            wrs(l),
            rms(l),
            unw[i],
            unw[i],
            pk[i],
            pre[i],
            mask[i]
        ));
        p.push(format!(
            "!({} != {nil}) || ({} < {c} && {used}[{}[{}:0]] && !{})",
            pre[i],
            pre[i],
            pre[i],
            a - 1,
            wrs(&pre[i])
        ));
        p.push(format!(
            "!({l} != {nil}) || {{5'd0,{}}} < {}",
            unw[i],
            wr(&format!("nch{i}"))
        ));
        for j in i + 1..k {
            p.push(format!("{} == {nil} || {} != {}", lc[i], lc[i], lc[j]));
            p.push(format!("{} == {nil} || {} != {}", pre[i], pre[i], pre[j]));
        }
        p.push(format!(
            "{} == 0 || {} == {}",
            wr(&format!("hc_copies{i}")),
            wr(&format!("hc_nc{i}")),
            pre[i]
        ));
        // Header copies left in the register come before the packet's data chunks (and the
        // next packet): a writer with copies left has no `last_c`. Without it, at k = 4 a
        // copy's grant (which keeps `last_c`) at the edge that frees `last_c` left a stale
        // `last_c` in a counterexample to induction.
        p.push(format!(
            "{} == 0 || {l} == {nil}",
            wr(&format!("hc_copies{i}"))
        ));
    }
    // Exactly one way in to each data chunk (and pre-allocated chunk) per output that will
    // read it.
    let refs = |n: &str, o: usize| -> String {
        let fl = infl(o);
        let (fc, pw) = (rd(&format!("first_c{o}")), rd(&format!("pend_w{o}")));
        let mut t = vec![
            format!("{{5'd0, (readers$in_pkt${o} && !{fl} && {fc} == {n} && {pw} == 0)}}"),
            format!("{{5'd0, ({fl} && {ifp} && {pw} == 0 && {fc} == {n})}}"),
        ];
        for m in 0..c {
            let not_lc: Vec<String> = (0..k).map(|i| format!("{} != {m}", lc[i])).collect();
            t.push(format!(
                "{{5'd0, (wr_g{m} && (pd_g{m}[{o}] || ({fl} && !{ifp} && {rdx} == {m})) && rm_g{m} != 0 && {} == {n} && {})}}",
                bu(&format!("nc_m{m}")),
                not_lc.join(" && ")
            ));
        }
        format!("({})", t.join(" + "))
    };
    for n in 0..c {
        for o in 0..k {
            let r = refs(&n.to_string(), o);
            p.push(format!(
                "!(wr_g{n} && !hd_g{n}) || {r} == {{5'd0, pd_g{n}[{o}]}}"
            ));
            for i in 0..k {
                let to_write = format!(
                    "(({{5'd0,{}}} == {}) ? {}[{o}] : {}[{o}])",
                    unw[i],
                    wr(&format!("nch{i}")),
                    mask[i],
                    wr(&format!("hc_copies{i}"))
                );
                p.push(format!(
                    "!({} == {n}) || {r} + {{5'd0, {to_write}}} == {{5'd0, {}[{o}]}}",
                    pre[i], mask[i]
                ));
            }
        }
    }
    for i in 0..k {
        let l = &lc[i];
        let cond = format!(
            "({} && {} >= 1 && {{5'd0,{}}} < {} && {} == {nil})",
            pk[i],
            unw[i],
            unw[i],
            wr(&format!("nch{i}")),
            pre[i]
        );
        for o in 0..k {
            let pw = rd(&format!("pend_w{o}"));
            let wref = format!(
                "({{3'd0, ({l} != {nil} && ({} || ({} && !{ifp} && {{1'b0,{rdx}}} == {l})))}} + {{3'd0, {pw} == {}}})",
                pds(l, o),
                infl(o),
                onehot(i)
            );
            p.push(format!("!{cond} || {wref} == {{3'd0, {}[{o}]}}", mask[i]));
            p.push(format!("{cond} || {pw} != {}", onehot(i)));
        }
    }
    g.push_str("    always @(*) begin\n");
    for c in &p {
        writeln!(g, "        assert({c});").unwrap();
    }
    g.push_str("    end\n");
    g
}

/// `verilog` (the emitted switch `top` of `p`) with the accounting ghosts of
/// [`super::accounting`], the free list's read-side fact now asserted, and the read side's
/// ghost and statements (module doc).
pub fn with_bookkeeping_ghosts(verilog: &str, top: &str, p: &CbParams) -> Result<String, String> {
    let s = Shape::of(p);
    let core = format!("{top}_core$core");
    let mut v = with_accounting_ghosts_iface(verilog, top, p, FreeListIface::Asserted)?;
    v = expose_all(&v, &core, &s)?;
    v = insert_before_end(
        &v,
        &format!("{core}$writers"),
        "writers",
        &writers_header_block(&s),
    )?;
    insert_before_end(&v, &core, "core", &read_side_block(&s))
}

/// The central buffer `p`'s chunk bookkeeping for every reachable state (module doc): its
/// emitted Verilog with the ghosts, transformed by `rtl` (a test's mutant; identity
/// otherwise), the core module alone through Yosys, the base case (from power-on) and the
/// 1-induction step ([`induction_by_bmc`], at most `seconds`). C up to
/// [`super::PER_CHUNK_MAX`], at most 15 chunks per packet.
pub fn prove_cb_bookkeeping(
    p: &CbParams,
    seconds: u64,
    rtl: &dyn Fn(String) -> String,
    dir: &Path,
) -> Result<AccountingProof, String> {
    super::per_chunk_params(p, "the bookkeeping is proved")?;
    if p.max_len.div_ceil(p.k() as u64) > 15 {
        return Err(format!(
            "invalid parameter max_len={}: the bookkeeping is proved for at most 15 chunks per packet (max_len <= {})",
            p.max_len,
            15 * p.k()
        ));
    }
    let top = module_name(p);
    let module = format!("{top}_core$core");
    let v = rtl(with_bookkeeping_ghosts(&emit_verilog(p, &top)?, &top, p)?);
    let properties = v.matches("assert(").count();
    let t = Instant::now();
    let (base, step, (inputs, latches, ands)) =
        induction_by_bmc(&v, &module, seconds, dir, "bookkeeping")?;
    Ok(AccountingProof {
        module,
        base,
        step,
        inputs,
        latches,
        ands,
        properties,
        seconds: t.elapsed().as_secs_f64(),
    })
}
