//! The readers of the central-buffer switch (module doc of [`super`]: "Linking", "Read
//! port", "NC forwarding"): per output the packet lists `first_p`, `last_p`, `first_c`, the
//! packet being read and the bypass owner, the read port's round-robin pointer and the read
//! in flight. The RTL block `wormcast_rtl::central_buffer::readers::CbReaders` holds the
//! same registers.
//! Part of the golden model [`super::CentralBufferSwitch`]; the module doc there is the
//! register-level spec.

use super::{CentralBufferSwitch, HeaderScheme, NIL};
use crate::arbiter::RoundRobin;
use crate::chunk_store::CounterRead;
use crate::cycle::{CycleModel, PortSpec};
use std::ops::{Deref, DerefMut};

/// A read issued last cycle, with the pointer and counter RAM values captured at the issuing
/// edge. The chunk's data is taken from the data RAM when the read completes: it cannot
/// change in between, because a chunk being read is neither free (allocations take free
/// chunks) nor any writer's pre-allocated chunk (not readable), and it is freed only by the
/// completion itself, after this cycle's write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Inflight {
    pub(super) o: usize,
    pub(super) x: usize,
    pub(super) hdr: bool,
    /// The header was the queue's last (`firstP` already cleared).
    pub(super) was_last: bool,
    pub(super) np: usize,
    pub(super) nc: usize,
    pub(super) cnt: CounterRead,
    /// The chunk was some writer's `last_c` at issue (its NC not yet written): the output's
    /// `first_c` comes from that writer's next NC write (NC forwarding), not from `nc`.
    pub(super) nc_pend: bool,
}

/// Per-output reader state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Reader {
    pub(super) first_p: usize,
    pub(super) last_p: usize,
    pub(super) first_c: usize,
    /// NC forwarding: the writer whose next NC write gives `first_c` (which is NIL meanwhile).
    pub(super) pend_w: Option<usize>,
    pub(super) in_pkt: bool,
    pub(super) rem_chunks: usize,
    pub(super) rem_flits: u64,
    pub(super) xb_owner: Option<usize>,
    pub(super) queue: u32,
}

impl Reader {
    /// The output takes a header chunk of a packet of `len` flits, read from the buffer or
    /// forwarded by the write port (module doc of [`super`], "Output forwarding"): its
    /// remaining chunks and flits, and a packet being read when chunks remain. Returns the
    /// flits the header chunk carries.
    pub(super) fn take_header(&mut self, len: u64, k: usize) -> usize {
        let n = (len as usize).min(k);
        self.rem_chunks = (len as usize).div_ceil(k) - 1;
        self.rem_flits = len - n as u64;
        self.in_pkt = self.rem_chunks > 0;
        n
    }
    /// The chunk this output would read next: its next packet's header, or the next chunk
    /// of the packet being read (NIL: none, or its NC is not known yet).
    pub(super) fn next_chunk(&self) -> usize {
        if !self.in_pkt {
            self.first_p
        } else if self.rem_chunks > 0 {
            self.first_c
        } else {
            NIL
        }
    }
    /// Packets queued, one being read, or a bypass owning the output.
    pub(super) fn active(&self) -> bool {
        self.first_p != NIL || self.in_pkt || self.xb_owner.is_some()
    }
    pub(super) fn new() -> Self {
        Reader {
            first_p: NIL,
            last_p: NIL,
            first_c: NIL,
            pend_w: None,
            in_pkt: false,
            rem_chunks: 0,
            rem_flits: 0,
            xb_owner: None,
            queue: 0,
        }
    }
}

/// Every output's reader, the read port's round-robin arbiter and the read in flight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Readers {
    pub(super) r: Vec<Reader>,
    pub(super) rr: RoundRobin,
    pub(super) inflight: Option<Inflight>,
}

impl Readers {
    pub(super) fn new(k: usize) -> Self {
        Readers {
            r: vec![Reader::new(); k],
            rr: RoundRobin::new(k),
            inflight: None,
        }
    }
}

impl Deref for Readers {
    type Target = Vec<Reader>;
    fn deref(&self) -> &Vec<Reader> {
        &self.r
    }
}
impl DerefMut for Readers {
    fn deref_mut(&mut self) -> &mut Vec<Reader> {
        &mut self.r
    }
}

impl CentralBufferSwitch {
    /// Output forwarding (module doc): output o can take a written unicast header chunk
    /// at this edge: it is idle as for the bypass (no owner, empty queue, no packet, output
    /// port idle) and no read is in flight at all (the read data lanes are shared). The
    /// caller also excludes an output that a bypass claims at this edge.
    pub(super) fn fwd_ok(&self, o: usize) -> bool {
        let r = &self.rd[o];
        r.xb_owner.is_none()
            && r.first_p == NIL
            && !r.in_pkt
            && self.outports[o].idle()
            && self.rd.inflight.is_none()
    }

    /// Link header chunk `loc` into output o's queue (`clear`: o's last header is being read
    /// at this edge).
    pub(super) fn link(&mut self, o: usize, loc: usize, clear: bool) {
        let npi = if self.p.scheme == HeaderScheme::Shared {
            0
        } else {
            o
        };
        let r = &mut self.rd[o];
        if r.first_p == NIL || clear {
            r.first_p = loc;
        } else {
            self.buf.np[npi][r.last_p] = loc;
        }
        r.last_p = loc;
        r.queue += 1;
    }
}

/// The readers as a block with the RTL's ports (`CbReaders`), for their own three-way check:
/// the [`Reader`]s and the read port's arbiter stepped from the port values. Inputs:
/// `op_can_prefetch_o`, `op_idle_next_o` (the output port's `idle` after this edge),
/// `last_c_i`, `w_pre_i`, `xb_set`, `xb_clr`, `grant`, `loc`, `link_v`, `ncs`, `arr_len`,
/// `np_r`, `nc_r`, `fwd`, the granted header chunk's length and NC for output forwarding
/// `s_hd_len`, `s_hd_nc`, `rst`; outputs `idle`, `fwd_ok`, `first_p_o`, `in_pkt_o`, `rd_go`,
/// `rd_x`, `rd_hdr`, `if_o`, `np_we_o`, `np_waddr_o`, `hold_o`, `arr_v_o`, `arr_n` (the read's
/// flit count; with no read in flight min(`s_hd_len`, K)), `queue_o` (module doc of
/// `wormcast_rtl::central_buffer::readers`). `idle` is a register here as in the RTL
/// (`busy_r`): set at each edge from the state after it, the output port's `idle_next` and the
/// read issued at the edge.
pub struct ReadersBlock {
    k: usize,
    rd: Readers,
    /// The idle outputs (bit o), as of the last edge.
    idle: u64,
    /// The read issued last cycle: output, header, header was the queue's last, its NC
    /// comes by forwarding (the chunk's pointers arrive on `np_r`, `nc_r`).
    issued: Option<(usize, bool, bool, bool)>,
}

impl ReadersBlock {
    pub fn new(k: usize) -> Self {
        ReadersBlock {
            k,
            rd: Readers::new(k),
            idle: (1u64 << k) - 1,
            issued: None,
        }
    }
    pub fn input_ports(k: usize) -> Vec<PortSpec> {
        let arr =
            |n: &'static str, w: usize| (0..k).map(move |o| PortSpec::new(format!("{n}_{o}"), w));
        let mut v: Vec<PortSpec> = arr("op_can_prefetch", 1).collect();
        v.extend(arr("op_idle_next", 1));
        v.extend(arr("last_c", 9));
        v.extend(arr("w_pre", 9));
        for (n, w) in [
            ("xb_set", k),
            ("xb_clr", k),
            ("grant", k),
            ("loc", 9),
            ("link_v", k),
            ("ncs", 1),
            ("arr_len", 11),
            ("np_r", 9),
            ("nc_r", 9),
            ("fwd", k),
            ("s_hd_len", 11),
            ("s_hd_nc", 9),
            ("rst", 1),
        ] {
            v.push(PortSpec::new(n, w));
        }
        v
    }
    pub fn output_ports(k: usize) -> Vec<PortSpec> {
        let arr =
            |n: &'static str, w: usize| (0..k).map(move |o| PortSpec::new(format!("{n}_{o}"), w));
        let mut v = vec![PortSpec::new("idle", k), PortSpec::new("fwd_ok", k)];
        v.extend(arr("first_p", 9));
        v.extend(arr("in_pkt", 1));
        v.push(PortSpec::new("rd_go", 1));
        v.push(PortSpec::new("rd_x", 9));
        v.push(PortSpec::new("rd_hdr", 1));
        v.push(PortSpec::new("if_o", k));
        v.extend(arr("np_we", 1));
        v.extend(arr("np_waddr", 9));
        v.extend(arr("hold", 1));
        v.extend(arr("arr_v", 1));
        v.push(PortSpec::new("arr_n", 4));
        v.extend(arr("queue", 8));
        v
    }
}

impl CycleModel for ReadersBlock {
    fn input_ports(&self) -> Vec<PortSpec> {
        Self::input_ports(self.k)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        Self::output_ports(self.k)
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let k = self.k;
        let bit = |m: u64, o: usize| m >> o & 1 == 1;
        let can_prefetch = &v[0..k];
        let op_idle_next = &v[k..2 * k];
        let last_c = &v[2 * k..3 * k];
        let w_pre = &v[3 * k..4 * k];
        let b = 4 * k;
        let (xb_set, xb_clr, grant) = (v[b], v[b + 1], v[b + 2]);
        let (loc, link_v, ncs) = (v[b + 3] as usize, v[b + 4], v[b + 5] == 1);
        let (arr_len, np_r, nc_r) = (v[b + 6], v[b + 7] as usize, v[b + 8] as usize);
        let fwd = v[b + 9];
        let (hd_len, hd_nc, rst) = (v[b + 10], v[b + 11] as usize, v[b + 12] == 1);
        // A forwarded header's bookkeeping, as a header read of it would give.
        let hd_n = hd_len.min(k as u64);
        let hd_rem = ((hd_len as usize).div_ceil(k)).wrapping_sub(1) & 0x1ff;
        let busy = self.issued.map(|f| f.0);
        // Idle outputs (a register); the read port's pick.
        let idle = self.idle;
        let mut want = 0u64;
        for (o, r) in self.rd.iter().enumerate() {
            let readable_fc = r.first_c != NIL && w_pre.iter().all(|&y| y as usize != r.first_c);
            let ok = if r.in_pkt {
                r.rem_chunks > 0 && readable_fc
            } else {
                r.first_p != NIL
            };
            if busy != Some(o) && can_prefetch[o] == 1 && ok {
                want |= 1 << o;
            }
        }
        let lc = |x: usize| {
            (0..k)
                .filter(|&i| last_c[i] as usize == x)
                .fold(0u64, |m, i| m | 1 << i)
        };
        let pick = self.rd.rr.step(want, true);
        let (mut rd_x, mut rd_hdr, mut was_last, mut rd_pw) = (0usize, false, false, 0u64);
        if let Some(o) = pick {
            let r = &self.rd[o];
            rd_hdr = !r.in_pkt;
            rd_x = if r.in_pkt { r.first_c } else { r.first_p };
            rd_pw = lc(rd_x);
            was_last = rd_hdr && r.first_p == r.last_p;
        }
        // Output forwarding: idle outputs, no read in flight.
        let fwd_ok = if busy.is_none() { idle } else { 0 };
        // Linking, read completion (or a forwarded header), NC forwarding, issue (in the
        // RTL's order).
        let mut np_we = vec![0u64; k];
        let mut np_waddr = vec![0u64; k];
        // With no read in flight, the forwarded header's flit count.
        let mut arr_n = hd_n;
        let mut hold = vec![0u64; k];
        let mut out_first_p = vec![0u64; k];
        let mut out_in_pkt = vec![0u64; k];
        let mut out_queue = vec![0u64; k];
        for o in 0..k {
            let r = &mut self.rd.r[o];
            out_first_p[o] = r.first_p as u64;
            out_in_pkt[o] = r.in_pkt as u64;
            out_queue[o] = r.queue as u64;
            let (mut fp, mut rem, mut q) = (r.first_p, r.rem_chunks, r.queue);
            if bit(link_v, o) {
                if r.first_p == NIL || (was_last && pick == Some(o)) {
                    fp = loc;
                } else {
                    np_we[o] = 1;
                    np_waddr[o] = r.last_p as u64;
                }
                r.last_p = loc;
                q = (q + 1) & 0xff;
            }
            if let Some((_, hdr, wl, pend)) = self.issued.filter(|f| f.0 == o) {
                let n;
                if hdr {
                    n = arr_len.min(k as u64);
                    rem = ((arr_len as usize).div_ceil(k)).wrapping_sub(1) & 0x1ff;
                    r.rem_flits = arr_len - n;
                    if !wl {
                        fp = np_r;
                    }
                } else {
                    n = r.rem_flits.min(k as u64);
                    r.rem_flits -= n;
                }
                arr_n = n;
                if !pend {
                    r.first_c = nc_r;
                }
                r.in_pkt = rem != 0;
            }
            if bit(fwd, o) {
                // A forwarded header (no read in flight): a header read that was its queue's
                // last, with the granted writer's bookkeeping. A unicast's NC (NIL) comes by
                // NC forwarding from the writer.
                rem = hd_rem;
                r.rem_flits = hd_len - hd_n;
                r.in_pkt = hd_rem != 0;
                r.first_c = hd_nc;
                if hd_rem != 0 && hd_nc == NIL {
                    r.pend_w = Some(grant.trailing_zeros() as usize);
                }
            }
            if ncs && matches!(r.pend_w, Some(i) if bit(grant, i)) {
                r.first_c = loc;
                r.pend_w = None;
            }
            if pick == Some(o) && rd_pw != 0 {
                if ncs && rd_pw & grant != 0 {
                    r.first_c = loc;
                } else {
                    r.first_c = NIL;
                    r.pend_w = Some(rd_pw.trailing_zeros() as usize);
                }
            }
            if pick == Some(o) {
                if rd_hdr {
                    r.in_pkt = true;
                    q = q.wrapping_sub(1) & 0xff;
                    if was_last && fp == rd_x {
                        fp = NIL;
                    }
                } else {
                    rem = r.rem_chunks.wrapping_sub(1) & 0x1ff;
                }
            }
            // The ownership before this edge's set and clear (RTL: the register `xb_own`);
            // when it clears, the bypass sends the tail.
            hold[o] = r.xb_owner.is_some() as u64;
            if bit(xb_clr, o) {
                r.xb_owner = None;
            }
            if bit(xb_set, o) {
                r.xb_owner = Some(0);
            }
            (r.first_p, r.rem_chunks, r.queue) = (fp, rem, q);
        }
        let if_o = busy.map_or(0, |o| 1u64 << o);
        let arr_v: Vec<u64> = (0..k)
            .map(|o| (busy == Some(o) || bit(fwd, o)) as u64)
            .collect();
        self.issued = pick.map(|o| (o, rd_hdr, was_last, rd_pw != 0));
        self.idle = 0;
        for (o, r) in self.rd.iter().enumerate() {
            if r.xb_owner.is_none()
                && r.first_p == NIL
                && !r.in_pkt
                && op_idle_next[o] == 1
                && pick != Some(o)
            {
                self.idle |= 1 << o;
            }
        }
        if rst {
            self.rd = Readers::new(k);
            self.idle = (1u64 << k) - 1;
            self.issued = None;
        }
        let mut out = vec![idle, fwd_ok];
        out.extend(out_first_p);
        out.extend(out_in_pkt);
        out.extend([pick.is_some() as u64, rd_x as u64, rd_hdr as u64, if_o]);
        out.extend(np_we);
        out.extend(np_waddr);
        out.extend(hold);
        out.extend(arr_v);
        out.push(arr_n);
        out.extend(out_queue);
        out
    }
}
