//! The central buffer's chunk accounting proved for every reachable state
//! (`wormcast prove central-buffer --accounting-induction`; issue 16, item 4).
//!
//! The buffer keeps `free_count` (unreserved free chunks) and `reserved` (chunks reserved by
//! admitted packets, not yet written: multicasts, and upward unicasts, which are admitted
//! whole at their header like a multicast; module doc of `wormcast_model::central_buffer`,
//! "Direction reserve and upward admission"). Its own updates keep `free_count + reserved`
//! equal to the free list's count by construction; what it cannot see is why `reserved`
//! never underflows and an allocation always finds a chunk. That is a fact about the
//! **writers**: `reserved` is the sum, over the admitted packets, of the chunks each still
//! has to take.
//! Here that sum is a ghost kept in the writers module and asserted equal to `reserved` in
//! every cycle, with the writer invariants that make it inductive.
//!
//! **Scope.** The check runs on the switch's core (`{top}_core$core`: writers, write port,
//! buffer, readers) with the input and output port modules cut away, so its inputs are the
//! input ports' offers and the output ports' status, driven freely except for two facts that
//! belong to other blocks and are **assumed** here (assume-guarantee):
//!
//! * the **input ports' framing** (`of_*`): per input, an interface ghost counts the flits of
//!   the packet taken so far (`g_cnt`) and keeps its length (`g_len`, from the head's length
//!   field); the offer is a head with a length in `B + 2 ..= max-len` and a route whose `ks` is
//!   the popcount of its non-empty `mask` (`mc` = `ks > 1`) when `g_cnt` is 0, else the tail
//!   exactly at flit `g_len - 1` and a body flit before it. The input port normalises every
//!   link stream to this (the framer pads short packets and truncates long ones; the switch
//!   three-way checks and adversarial streams test it); its proof on the input port module
//!   is the next step;
//! * the **read side**: a completing read frees only a chunk in use (the free list's ghost
//!   `used_g`). [`super::read_side`] proves it, with these statements, on the same core
//!   (`--bookkeeping-induction`): there nothing is assumed but the framing.
//!
//! **What is asserted** (all of it 2-inductive together):
//!
//! * the writers' reservation (in the writers module, per input i): with `unw` the chunks of
//!   the admitted packet not yet written (`ceil((g_len - g_cnt + fill) / k)` mid-packet, 1 for
//!   a last chunk waiting for the write port), the chunks i still has to take are, with shared
//!   header copies, `ks + nch - 1 - pre_done` while its header chunk is in the assembler
//!   (`unw == nch`: every copy, every data chunk, less the pre-allocated second one) and
//!   `unw - (pre != NIL)` after it; with per-output headers `unw`; plus one per copy left in
//!   its header-copy register when that belongs to an admitted packet. An admitted upward
//!   unicast (`ks` = 1, no pre-allocation, no copies) still has to take `unw` under either
//!   scheme: the same expressions. Asserted: `reserved == sum over i`;
//! * the writer invariants it needs (per input): assembler fill and `ready` consistent, the
//!   packet's registers (`nch` from the length, `ks` = popcount of `mask`, `mc` = `ks > 1`)
//!   valid while a packet is on the central-buffer path or its last chunk waits, `hdr` exactly
//!   for chunk 0, the crossbar path never with a chunk assembled or a reservation, only
//!   multicasts and upward unicasts (`up`) admitted, an unadmitted one still at its header
//!   chunk, the pre-allocated chunk present exactly
//!   between the pre-allocation and the second chunk's write, header copies in the register
//!   only for an admitted packet and only after the header chunk left the assembler, and
//!   the flags the RTL keeps in registers of their own equal what they stand for (`nch2`:
//!   `nchunks >= 2`; `cl_lo`, `copies_lo`: the lowest bit of `copies_left`, of the
//!   header-copy register's copies; `busy`: those copies nonzero; `w_total`: `nchunks`, plus
//!   `ks - 1` with shared header chunks, in 9 bits);
//! * in the buffer: `free_count + reserved == count`, `free_count <= C`, `reserved <= C`;
//! * the free list's per-chunk conservation ([`super::free_list_ghost_block`]) with its own
//!   interface fact `alloc -> head_valid` **asserted** (proved here: an allocation always finds
//!   a chunk), the read side's `free -> used` assumed.
//!
//! ABC then runs the base case (`bmc3 -F 2`) and the step (`ind -u -F 2`) as for the free
//! list and the links ([`super::base_and_step`]).

use super::{
    base_and_step, free_list_ghost_block_with, insert_before_end, module_alone_aig, FreeListIface,
    Induction, Verdict,
};
use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;
use wormcast_ip::central_buffer::{emit_verilog, module_name};
use wormcast_model::central_buffer::{CbParams, HeaderScheme};
use wormcast_model::packet::HeadLayout;

/// `verilog` with port `name` added to module `module`'s port list and declared by `decl`.
pub(crate) fn add_port(
    verilog: &str,
    module: &str,
    decl: &str,
    name: &str,
) -> Result<String, String> {
    let head = format!("module {module}(");
    let at = verilog
        .find(&head)
        .ok_or_else(|| format!("no module {module}"))?;
    let close = at + verilog[at..].find(");").ok_or("unterminated port list")?;
    let eol = at
        + verilog[at..]
            .find('\n')
            .ok_or("unterminated module header")?;
    let mut v = String::with_capacity(verilog.len() + 64);
    v.push_str(&verilog[..close]);
    v.push(',');
    v.push_str(name);
    v.push_str(&verilog[close..=eol]);
    writeln!(v, "    {decl}").unwrap();
    v.push_str(&verilog[eol + 1..]);
    Ok(v)
}

/// `verilog` with `decl` declared at the top of module `module`.
pub(crate) fn add_decl(verilog: &str, module: &str, decl: &str) -> Result<String, String> {
    let head = format!("module {module}(");
    let at = verilog
        .find(&head)
        .ok_or_else(|| format!("no module {module}"))?;
    let eol = at
        + verilog[at..]
            .find('\n')
            .ok_or("unterminated module header")?;
    let mut v = verilog.to_string();
    v.insert_str(eol + 1, &format!("    {decl}\n"));
    Ok(v)
}

/// `verilog` with port `port` of instance `inst` (of module `child`) inside module `parent`
/// connected to `wire`.
pub(crate) fn connect(
    verilog: &str,
    parent: &str,
    child: &str,
    inst: &str,
    port: &str,
    wire: &str,
) -> Result<String, String> {
    let p0 = verilog
        .find(&format!("module {parent}("))
        .ok_or_else(|| format!("no module {parent}"))?;
    let p1 = p0
        + verilog[p0..]
            .find(&format!("endmodule // {parent}\n"))
            .ok_or_else(|| format!("no end of module {parent}"))?;
    let key = format!("    {child} {inst}(\n");
    let at = p0
        + verilog[p0..p1]
            .find(&key)
            .ok_or_else(|| format!("no instance {inst} in {parent}"))?
        + key.len();
    let mut v = verilog.to_string();
    v.insert_str(at, &format!("        .{port}({wire}),\n"));
    Ok(v)
}

/// The writers' ghost and properties for switch `p` (module doc), placed at the end of the
/// writers module; `g_reserved` is the buffer's `reserved`, wired in.
pub fn writers_ghost_block(p: &CbParams) -> String {
    let k = p.k();
    let shared = p.scheme == HeaderScheme::Shared;
    let w = p.route.w;
    let len_mask = HeadLayout { w }.max_len();
    let (min_len, max_len) = (p.route.bitstring_flits() as u64 + 2, p.max_len);
    let nmax = max_len.div_ceil(k as u64);
    let c = p.chunks;
    let pop = |v: &str| -> String {
        let t: Vec<String> = (0..k).map(|b| format!("{v}[{b}]")).collect();
        format!("({})", t.join(" + "))
    };
    let mut b = String::from(
        "    // wormcast prove --accounting-induction (testbench/src/formal/accounting.rs).\n",
    );
    let mut sum = vec![];
    for i in 0..k {
        // The children's register values are their output ports (`path`: `CbWritersPath`,
        // `asm`: `CbAssembler`, `state`: `CbWriterState`, `hc`: `CbHeaderCopy`), wires
        // `child$port$i` in the writers module.
        let ch = |n: &str| format!("{n}${i}");
        let (fill, ready, last, path, adm, nch, ks, mc, mask) = (
            ch("asm$fill"),
            ch("asm$ready"),
            ch("asm$last"),
            ch("path$path"),
            ch("state$w_admitted"),
            ch("state$nchunks"),
            ch("state$ks"),
            ch("state$w_mc"),
            ch("state$mask"),
        );
        let up = ch("state$up");
        let (hdr, copies, pre, pre_done, hcc, hca) = (
            ch("asm$hdr"),
            ch("state$copies_left"),
            ch("state$w_pre"),
            ch("state$pre_done"),
            ch("hc$copies"),
            ch("hc$adm"),
        );
        let wrem = if shared {
            format!(
                "(g_unw{i} == {nch}) ? ({ks} + {nch} - 1 - {pre_done}) : (g_unw{i} - ({pre} != 9'h100))"
            )
        } else {
            format!("g_unw{i}")
        };
        write!(
            b,
            "    // Input {i}: the packet's flits taken so far and its length (from the offers).
    reg [15:0] g_cnt{i} = 0;
    reg [15:0] g_len{i} = 0;
    always @(posedge clock) if (of_v${i} & taken${i}) begin
        if (g_cnt{i} == 0) begin g_cnt{i} <= 1; g_len{i} <= of_data${i} & {w}'d{len_mask}; end
        else if (g_cnt{i} + 1 == g_len{i}) g_cnt{i} <= 0;
        else g_cnt{i} <= g_cnt{i} + 1;
    end
    // Assumed: the input port's framing.
    always @(*) if (of_v${i}) begin
        if (g_cnt{i} == 0) assume(of_tag${i} == 1 && (of_data${i} & {w}'d{len_mask}) >= {min_len}
            && (of_data${i} & {w}'d{len_mask}) <= {max_len} && of_ks${i} == {ofpop}
            && of_mc${i} == (of_ks${i} > 1) && of_mask${i} != 0);
        else assume(of_tag${i} == ((g_cnt{i} + 1 == g_len{i}) ? 2'd3 : 2'd2));
    end
    wire g_in{i} = g_cnt{i} != 0;
    wire g_busy{i} = {fill} != 0 || {ready};
    wire g_cb{i} = g_in{i} && {path} == 2;
    wire g_pend{i} = !g_in{i} && g_busy{i};
    wire g_pk{i} = g_cb{i} || g_pend{i};
    // Chunks of the packet not yet written, and the reservation input {i} still holds.
    wire [15:0] g_unw{i} = !g_in{i} ? (({ready} & {last}) ? 16'd1 : 16'd0)
        : (g_len{i} - g_cnt{i} + {fill} + {km1}) / {k};
    wire [15:0] g_wrem{i} = !{adm} ? 16'd0 : {wrem};
    wire [15:0] g_hrem{i} = ({hcc} != 0 && {hca}) ? {hcpop} : 16'd0;
    always @(*) begin
        assert(!g_in{i} || (g_cnt{i} < g_len{i} && g_len{i} >= {min_len} && g_len{i} <= {max_len}));
        assert({fill} <= {k} && {path} <= 2);
        assert(!{ready} || ({fill} >= 1 && ({fill} == {k} || {last})));
        assert({ready} || {fill} < {k});
        assert(!g_in{i} || {path} != 0);
        assert(!g_cb{i} || (g_cnt{i} >= {fill} && (g_cnt{i} - {fill}) % {k} == 0
            && {nch} == (g_len{i} + {km1}) / {k} && !({ready} && {last})));
        assert(!g_busy{i} || g_in{i} || ({ready} && {last}));
        assert(!g_pk{i} || ({nch} >= 1 && {nch} <= {nmax} && {ks} == {wpop} && {ks} >= 1
            && {ks} <= {k} && {mc} == ({ks} > 1) && {mask} != 0));
        assert(!(g_cb{i} && g_busy{i}) || {hdr} == (g_cnt{i} == {fill}));
        assert(!g_pend{i} || {hdr} == ({nch} == 1));
        assert({path} != 1 || (!g_busy{i} && !{adm} && {hcc} == 0));
        assert(!{adm} || (({mc} || {up}) && g_pk{i} && g_unw{i} >= 1 && g_unw{i} <= {nch}));
        assert(!(g_pk{i} && g_busy{i} && {hdr} && {ready}) || {copies} == {mask});
        assert(!(g_pk{i} && ({mc} || {up}) && !{adm}) || (g_unw{i} == {nch} && !{pre_done}));
        assert(!(g_pk{i} && !{mc}) || (!{pre_done} && (!{adm} || {up})));
        assert({hcc} == 0 || {hca});
        assert({hcpop} <= {km1});
        assert(!({hcc} != 0 && g_pk{i} && {adm}) || g_unw{i} < {nch});
        assert({adm} || {pre} == 9'h100);
        assert({pre} == 9'h100 || {pre} < {c});
        // Flags kept in registers of their own beside the values they stand for.
        assert({nch2} == ({nch} >= 2));
        assert({cl_lo} == ({copies} & (~{copies} + 1)));
        assert({hc_lo} == ({hcc} & (~{hcc} + 1)));
        assert({hc_busy} == ({hcc} != 0));
        assert({tot} == {tot_def});
",
            ofpop = pop(&format!("of_mask${i}")),
            wpop = pop(&mask),
            hcpop = pop(&hcc),
            km1 = k - 1,
            nch2 = ch("state$nch2"),
            cl_lo = ch("state$cl_lo"),
            hc_lo = ch("hc$copies_lo"),
            hc_busy = ch("hc$busy"),
            tot = ch("state$w_total"),
            tot_def = if shared {
                format!("(({nch} + {ks} + 9'd511) & 9'h1ff)")
            } else {
                nch.clone()
            },
        )
        .unwrap();
        // The registered write grant: the pending step is one the writer asks for, and a
        // first copy that loads the header-copy register finds it empty.
        let pre_early = if shared {
            format!("({fill} != 0 && {hdr} && {mc} && {nch} >= 2 && !{pre_done})")
        } else {
            "1'b0".to_string()
        };
        writeln!(
            b,
            "        assert(!grant[{i}] || {busy} || {ready} || {pre_early});",
            busy = ch("hc$busy"),
        )
        .unwrap();
        if shared {
            for j in (0..k).filter(|&j| j != i) {
                writeln!(
                    b,
                    "        assert(!(grant[{i}] && !{busy} && {hdr} && {mc} && ({nch} < 2 || {pre_done}) && ({mask} & ({mask} - 1)) != 0) || hc$copies${j} == 0);",
                    busy = ch("hc$busy"),
                )
                .unwrap();
            }
        }
        if shared {
            write!(
                b,
                "        assert(!{pre_done} || !g_pk{i} || ({nch} >= 2 && {mc}));
        assert(!({adm} && g_unw{i} == {nch}) || (({pre} != 9'h100) == {pre_done}));
        assert(!({adm} && g_unw{i} + 1 == {nch} && {nch} >= 2) || {pre} != 9'h100);
        assert(!({adm} && g_unw{i} + 2 <= {nch}) || {pre} == 9'h100);
"
            )
            .unwrap();
        } else {
            writeln!(b, "        assert(!{pre_done} && {pre} == 9'h100);").unwrap();
        }
        b.push_str("    end\n");
        sum.push(format!("g_wrem{i} + g_hrem{i}"));
    }
    writeln!(
        b,
        "    // The reservation is what the admitted packets (multicasts, upward unicasts) still have to take.
    always @(*) assert({{7'd0, g_reserved}} == {});",
        sum.join(" + ")
    )
    .unwrap();
    b
}

/// `verilog` (the emitted switch `top` of `p`) with the accounting ghosts of the module doc:
/// the free list's conservation (read side assumed), the buffer's accounting, the writers'
/// reservation (with the buffer's `reserved` wired into the writers module), and `!rst`.
pub fn with_accounting_ghosts(verilog: &str, top: &str, p: &CbParams) -> Result<String, String> {
    with_accounting_ghosts_iface(verilog, top, p, FreeListIface::ReadSideAssumed)
}

/// [`with_accounting_ghosts`] with the free list's interface facts stated as `iface` says
/// (the bookkeeping proof, [`super::read_side`], asserts the read side's).
pub(crate) fn with_accounting_ghosts_iface(
    verilog: &str,
    top: &str,
    p: &CbParams,
    iface: FreeListIface,
) -> Result<String, String> {
    let core = format!("{top}_core$core");
    let writers = format!("{core}$writers");
    let c = p.chunks;
    let mut v = insert_before_end(
        verilog,
        &format!("{core}$buffer$free_list"),
        "free-list",
        &free_list_ghost_block_with(c, iface),
    )?;
    v = insert_before_end(
        &v,
        &format!("{core}$buffer"),
        "buffer",
        &format!(
            "    // wormcast prove --accounting-induction: the buffer's accounting.
    always @(*) begin
        assert(free_count + reserved == free_list$count);
        assert(free_cnt$q <= {c} && reserved_r$q <= {c});
    end
"
        ),
    )?;
    let k = p.k();
    let mut wp: Vec<String> = [
        "(grant_r$q & (grant_r$q - 1)) == 0",
        "grant_r$q != 0 || (pend_free_r$q == 0 && pend_up_r$q == 0)",
        "free_count >= pend_free_r$q",
    ]
    .map(String::from)
    .to_vec();
    wp.extend((0..k).map(|i| {
        format!("!grant_r$q[{i}] || (pend_free_r$q == take${i} && pend_up_r$q == take_up${i})")
    }));
    let wp = assertions("the registered write grant", &wp);
    v = insert_before_end(&v, &format!("{core}$write_port"), "write-port", &wp)?;
    // The readers' idle flags are a register set from the next state (`busy_r`): an output
    // with a bypass owner, a queue, a packet or a read in flight is not idle. (The other
    // direction depends on the output port, cut away here.)
    let rd: Vec<String> = (0..k)
        .map(|o| {
            format!(
                "busy_r$q[{o}] || !(xb_own${o}$q || first_p_r${o}$q != 9'h100 || in_pkt_r${o}$q || (if_v$q && if_o_r$q[{o}]))"
            )
        })
        .collect();
    let rd = assertions("the readers' registered idle flags", &rd);
    v = insert_before_end(&v, &format!("{core}$readers"), "readers", &rd)?;
    v = add_port(&v, &writers, "input wire [8:0] g_reserved;", "g_reserved")?;
    v = connect(
        &v,
        &core,
        &writers,
        "writers",
        "g_reserved",
        "buffer$reserved",
    )?;
    v = insert_before_end(&v, &writers, "writers", &writers_ghost_block(p))?;
    insert_before_end(&v, &core, "core", "    always @(*) assume(!rst);\n")
}

/// An `always @(*)` block asserting each of `props`, headed `what`.
fn assertions(what: &str, props: &[String]) -> String {
    let mut b =
        format!("    // wormcast prove --accounting-induction: {what}.\n    always @(*) begin\n");
    for q in props {
        writeln!(b, "        assert({q});").unwrap();
    }
    b.push_str("    end\n");
    b
}

/// What [`prove_cb_accounting`] (and [`super::read_side::prove_cb_bookkeeping`]) found.
#[derive(Clone, Debug)]
pub struct AccountingProof {
    /// The core module checked (`{top}_core$core`).
    pub module: String,
    pub base: Verdict,
    pub step: Induction,
    pub inputs: usize,
    pub latches: usize,
    pub ands: usize,
    /// Assertions placed (before Yosys merges any).
    pub properties: usize,
    pub seconds: f64,
}

impl AccountingProof {
    /// Proved for every reachable state.
    pub fn proved(&self) -> bool {
        super::induction_proved(&self.base, self.step)
    }
}

/// The central buffer `p`'s chunk accounting for every reachable state (module doc): its
/// emitted Verilog with the ghosts, transformed by `rtl` (a test's mutant; identity
/// otherwise), the core module alone through Yosys, then the base case and the step
/// (`frames`, at most `seconds`). C up to [`super::PER_CHUNK_MAX`] (the free list's per-chunk
/// statement).
pub fn prove_cb_accounting(
    p: &CbParams,
    frames: usize,
    seconds: u64,
    rtl: &dyn Fn(String) -> String,
    dir: &Path,
) -> Result<AccountingProof, String> {
    super::per_chunk_params(p, "the accounting is proved")?;
    let top = module_name(p);
    let module = format!("{top}_core$core");
    let v = rtl(with_accounting_ghosts(&emit_verilog(p, &top)?, &top, p)?);
    let properties = v.matches("assert(").count();
    let t = Instant::now();
    let aig = module_alone_aig(&v, &module, dir, "accounting")?;
    let (base, step, (inputs, latches, ands)) =
        base_and_step(&aig, frames, seconds, dir, "accounting")?;
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
