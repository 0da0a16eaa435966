//! One FM/MC network interface (the multicast of Illinois Fast Messages 1.1 extended by
//! Verstoep et al., as the LFC paper describes it in Sections 2.2 and 3.3 and compares it in
//! Section 5.3, Figures 7 and 8): the protocol LFC is measured against. Same interface as
//! the LFC [`Ni`](super::Ni), so the driver ([`crate::net::lfc_run`]) runs either on the
//! same network, trees and NI cost model.
//!
//! # What the paper states, and what is modelled
//! * **Forwarding**: per-sender trees (FM/MC: binary), forwarded by the NIs as soon as a
//!   packet has been processed; **no NI-level flow control**: an NI sends to a child without
//!   knowing whether the child has room.
//! * **NI buffering**: one receive queue per NI for all inbound packets (`ni_buffers`
//!   packets). When it is full, the NI *swaps* part of it to host memory and copies the
//!   packets back when the pressure drops (Section 2.2). Here: the receive queue is a FIFO;
//!   a packet that arrives while `ni_buffers` received packets are in NI memory (queued or
//!   waiting to be forwarded) costs the NI processor `swap_cost` cycles to move the newest
//!   queued packet to host memory (highest priority: it makes room), and `swap_cost` again
//!   to copy it back once it is at the head of the queue and there is room. FIFO order is
//!   kept (the flag moves, the packet does not).
//! * **Host-level multicast credits**: a credit is a buffer on *every* receiving host
//!   (`host_buffers` multicast buffers per host). A central **credit manager** on one NI
//!   (`manager`) grants them; a sender requests `request` credits at a time and caches them
//!   (it asks again when fewer than half are left), takes a credit for every packet it
//!   sends, and returns credits it will not use (its send queue empty) to the manager.
//!   Consumed credits go back to the manager by a **rotating token** that visits every NI in
//!   ring order (`manager + 1, ..., manager`): each NI lowers the token's count to the
//!   number of credit buffers its host has consumed (packets delivered to it, and its own
//!   packets, which reserve a buffer it never fills); back at the manager, the token's
//!   minimum is the count freed on every host. The manager grants at most
//!   `host_buffers + freed - granted` credits, so no host ever has more than `host_buffers`
//!   packets reserved. The token circulates while granted credits are outstanding and
//!   waits at the manager otherwise.
//! * Every multicast is a broadcast (the paper's benchmarks; the config refuses other
//!   traffic with FM/MC): each credit is consumed on every host.
//!
//! # The NI processor (costs in cycles)
//! One action at a time, in this order each cycle it is free: (0) swap the newest queued
//! packet out when more than `ni_buffers` received packets are in NI memory (`swap_cost`);
//! (1) transmit the head of the transmit queue when the link is idle (`send_cost` for a
//! host packet, `fwd_cost` for a forwarded one, `token_cost` for the token, 1 for a request,
//! grant or release); (2) the head of the receive queue: copy it back from host memory
//! (`swap_cost`) when it is there and there is room, else process it (`recv_cost` for a
//! data packet: delivered to the host and queued for its children; 1 for a control packet,
//! `token_cost` for the token); (3) take a host packet when a credit is cached (1). Credit
//! requests and the manager's grants are decisions (no cost of their own beyond the packet
//! that carries them).
//!
//! Not given by the paper, chosen here (configuration keys, see the LFC study page):
//! `host_buffers`, `ni_buffers`, `request`, `swap_cost`, `token_cost`, the manager's node
//! (the last one), and that the token is a control packet (its per-host counts are one
//! minimum).

use super::ni::{Group, HostDelivery, Kind, NiStats, Wire};
use std::collections::VecDeque;

/// Parameters of the FM/MC NIs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FmParams {
    pub nodes: usize,
    pub send_cost: u64,
    pub recv_cost: u64,
    pub fwd_cost: u64,
    /// Host packets inside the NI at a time (the host's send buffers).
    pub send_pool: usize,
    /// Multicast receive buffers per host (one credit = one on every host).
    pub host_buffers: u32,
    /// Received packets the NI's memory holds before it swaps to host memory.
    pub ni_buffers: usize,
    /// Credits a sender asks the manager for at a time.
    pub request: u32,
    /// NI cycles to move one packet to host memory, and again to copy it back.
    pub swap_cost: u64,
    /// NI cycles per token visit (processing and sending it on).
    pub token_cost: u64,
    /// The NI that runs the credit manager.
    pub manager: usize,
}

#[derive(Clone, Debug)]
struct Rx {
    w: Wire,
    /// Swapped out to host memory.
    in_host: bool,
}

#[derive(Clone, Copy, Debug)]
struct Buf {
    msg: u32,
    seq: u32,
    left: usize,
    forwarded: bool,
}

#[derive(Clone, Copy, Debug)]
enum TxItem {
    Data { buf: usize, to: usize },
    Ctl { to: usize, kind: Kind },
}

/// One FM/MC network interface.
#[derive(Clone, Debug)]
pub struct FmNi {
    pub me: usize,
    p: FmParams,
    host: VecDeque<(u32, u32)>,
    host_bufs: usize,
    /// Credits cached for the host's next packets.
    cache: u32,
    requested: bool,
    rx: VecDeque<Rx>,
    /// Received data packets in NI memory: queued (not swapped) or waiting to be forwarded.
    in_ni: usize,
    bufs: Vec<Option<Buf>>,
    free_slots: Vec<usize>,
    tx: VecDeque<TxItem>,
    /// Credit buffers this host has consumed (packets delivered here, own packets sent).
    pub consumed: u64,
    // The credit manager's state (used at `manager` only).
    granted: u64,
    freed: u64,
    pending: VecDeque<(usize, u32)>,
    token_home: bool,
    busy_until: u64,
    pub stats: NiStats,
    pub delivered: Vec<HostDelivery>,
    pub last_progress: u64,
    /// The most received packets in NI memory at a moment the processor chose something other
    /// than a swap (never above `ni_buffers`).
    pub max_in_ni: usize,
}

impl FmNi {
    pub fn new(me: usize, p: FmParams) -> FmNi {
        FmNi {
            me,
            p,
            host: VecDeque::new(),
            host_bufs: 0,
            cache: 0,
            requested: false,
            rx: VecDeque::new(),
            in_ni: 0,
            bufs: vec![],
            free_slots: vec![],
            tx: VecDeque::new(),
            consumed: 0,
            granted: 0,
            freed: 0,
            pending: VecDeque::new(),
            token_home: me == p.manager,
            busy_until: 0,
            stats: NiStats::default(),
            delivered: vec![],
            last_progress: 0,
            max_in_ni: 0,
        }
    }

    /// Credits the manager has granted and not had back (unused returns subtract):
    /// buffers reserved on the host that has consumed the fewest. Meaningful at the manager.
    pub fn granted(&self) -> u64 {
        self.granted
    }

    pub fn post(&mut self, msg: u32, seq: u32) {
        self.host.push_back((msg, seq));
    }

    pub fn arrive(&mut self, w: Wire) {
        if matches!(w.kind, Kind::Data { .. }) {
            self.in_ni += 1;
        }
        self.rx.push_back(Rx { w, in_host: false });
    }

    pub fn idle(&self) -> bool {
        self.host.is_empty()
            && self.tx.is_empty()
            && self.rx.is_empty()
            && self.bufs.iter().all(Option::is_none)
            && self.cache == 0
            && !self.requested
            && (self.me != self.p.manager || (self.pending.is_empty() && self.token_home))
    }

    fn next(&self) -> usize {
        (self.me + 1) % self.p.nodes
    }

    fn spend(&mut self, now: u64, cost: u64) {
        self.busy_until = now + cost.max(1);
        self.stats.busy += 1;
        self.last_progress = now;
    }

    fn alloc(&mut self, b: Buf) -> usize {
        if let Some(i) = self.free_slots.pop() {
            self.bufs[i] = Some(b);
            i
        } else {
            self.bufs.push(Some(b));
            self.bufs.len() - 1
        }
    }

    /// Send a control packet (to the manager: handled here when this NI is the manager).
    fn control(&mut self, to: usize, kind: Kind) {
        if to == self.me {
            self.handle_control(self.me, kind);
        } else {
            self.tx.push_back(TxItem::Ctl { to, kind });
        }
    }

    /// The manager: grant what is free to the waiting requests in order, and start the
    /// token when granted credits are outstanding.
    fn serve(&mut self) {
        let h = self.p.host_buffers as u64;
        while let Some(&(s, n)) = self.pending.front() {
            let avail = (h + self.freed).saturating_sub(self.granted);
            if avail == 0 {
                break;
            }
            let g = (n as u64).min(avail) as u32;
            self.granted += g as u64;
            self.pending.pop_front();
            self.control(s, Kind::Grant { n: g });
        }
        if self.token_home && self.granted > self.freed && self.p.nodes > 1 {
            self.token_home = false;
            let min = self.consumed;
            self.tx.push_back(TxItem::Ctl {
                to: self.next(),
                kind: Kind::Token { min },
            });
        }
    }

    /// A request, grant or release (from `from`; the token is handled in `process`).
    fn handle_control(&mut self, from: usize, kind: Kind) {
        match kind {
            Kind::Request { n } => {
                self.pending.push_back((from, n));
                self.serve();
            }
            Kind::Release { n } => {
                self.granted -= n as u64;
                self.serve();
            }
            Kind::Grant { n } => {
                self.cache += n;
                self.requested = false;
            }
            _ => {}
        }
    }

    /// Host-side credit decisions: ask for more when fewer than half are cached and packets
    /// wait; give back what the host will not use.
    fn credit_decisions(&mut self) {
        if self.requested {
            return;
        }
        let want = self.p.request.div_ceil(2).max(1);
        if !self.host.is_empty() && self.cache < want {
            self.requested = true;
            self.control(self.p.manager, Kind::Request { n: self.p.request });
        } else if self.host.is_empty() && self.cache > 0 {
            let n = std::mem::take(&mut self.cache);
            self.control(self.p.manager, Kind::Release { n });
        }
    }

    pub fn step(&mut self, now: u64, link_idle: bool, groups: &[Group]) -> Option<Wire> {
        self.credit_decisions();
        if now < self.busy_until {
            self.stats.busy += 1;
            return None;
        }
        // (0) Make room: the newest received packet still in NI memory goes to the host, when
        // the memory is over-full, or full while the head of the queue waits in host memory
        // (the packets behind it cannot be processed before it).
        let head_out = self.rx.front().is_some_and(|r| r.in_host);
        if self.in_ni > self.p.ni_buffers || (head_out && self.in_ni >= self.p.ni_buffers) {
            if let Some(r) = self
                .rx
                .iter_mut()
                .rev()
                .find(|r| !r.in_host && matches!(r.w.kind, Kind::Data { .. }))
            {
                r.in_host = true;
                self.in_ni -= 1;
                self.stats.swapped += 1;
                self.spend(now, self.p.swap_cost);
                return None;
            }
        }
        // Received packets in NI memory only ever exceed the queue by arrivals, and those
        // are swapped out above before anything else.
        self.max_in_ni = self.max_in_ni.max(self.in_ni);
        // (1) Transmit.
        if link_idle {
            if let Some(item) = self.tx.pop_front() {
                let (w, cost) = self.transmit(item);
                self.spend(now, cost);
                return Some(w);
            }
        }
        // (2) The head of the receive queue.
        if let Some(head) = self.rx.front() {
            if head.in_host {
                if self.in_ni < self.p.ni_buffers {
                    self.rx[0].in_host = false;
                    self.in_ni += 1;
                    self.spend(now, self.p.swap_cost);
                    return None;
                }
            } else {
                let r = self.rx.pop_front().expect("head");
                let cost = self.process(r.w, now, groups);
                self.spend(now, cost);
                return None;
            }
        }
        // (3) A host packet, with a cached credit.
        if self.cache > 0 && self.host_bufs < self.p.send_pool {
            if let Some((msg, seq)) = self.host.pop_front() {
                self.cache -= 1;
                // Its buffer on this host is reserved and never filled: consumed now.
                self.consumed += 1;
                let children = groups[msg as usize]
                    .children(self.me, self.p.nodes)
                    .unwrap_or_default();
                if !children.is_empty() {
                    let id = self.alloc(Buf {
                        msg,
                        seq,
                        left: children.len(),
                        forwarded: false,
                    });
                    self.host_bufs += 1;
                    for to in children {
                        self.tx.push_back(TxItem::Data { buf: id, to });
                    }
                }
                self.spend(now, 1);
            }
        }
        None
    }

    fn transmit(&mut self, item: TxItem) -> (Wire, u64) {
        let (to, kind, cost) = match item {
            TxItem::Data { buf, to } => {
                let b = self.bufs[buf].as_mut().expect("live buffer");
                b.left -= 1;
                let b = *b;
                self.stats.data_sent += 1;
                if b.left == 0 {
                    self.bufs[buf] = None;
                    self.free_slots.push(buf);
                    if b.forwarded {
                        self.in_ni -= 1;
                    } else {
                        self.host_bufs -= 1;
                    }
                }
                let cost = if b.forwarded {
                    self.p.fwd_cost
                } else {
                    self.p.send_cost
                };
                (
                    to,
                    Kind::Data {
                        msg: b.msg,
                        seq: b.seq,
                    },
                    cost,
                )
            }
            TxItem::Ctl { to, kind } => {
                self.stats.credit_packets += 1;
                let cost = if matches!(kind, Kind::Token { .. }) {
                    self.stats.tokens += 1;
                    self.p.token_cost
                } else {
                    1
                };
                (to, kind, cost)
            }
        };
        (
            Wire {
                from: self.me,
                to,
                kind,
                credits: 0,
                flag: None,
            },
            cost,
        )
    }

    fn process(&mut self, w: Wire, now: u64, groups: &[Group]) -> u64 {
        let (msg, seq) = match w.kind {
            Kind::Data { msg, seq } => (msg, seq),
            Kind::Token { min } => {
                let min = min.min(self.consumed);
                if self.me == self.p.manager {
                    self.freed = self.freed.max(min);
                    self.token_home = true;
                    self.serve();
                } else {
                    self.tx.push_back(TxItem::Ctl {
                        to: self.next(),
                        kind: Kind::Token { min },
                    });
                }
                return 1;
            }
            k => {
                self.handle_control(w.from, k);
                return 1;
            }
        };
        let Some(children) = groups
            .get(msg as usize)
            .and_then(|g| g.children(self.me, self.p.nodes))
        else {
            self.stats.dropped += 1;
            self.in_ni -= 1;
            return 1;
        };
        self.delivered.push(HostDelivery {
            msg,
            seq,
            cycle: now + self.p.recv_cost,
        });
        // The host copies the packet out of its multicast buffer on delivery.
        self.consumed += 1;
        if children.is_empty() {
            self.in_ni -= 1;
        } else {
            let id = self.alloc(Buf {
                msg,
                seq,
                left: children.len(),
                forwarded: true,
            });
            for to in children {
                self.tx.push_back(TxItem::Data { buf: id, to });
            }
        }
        self.p.recv_cost
    }

    pub fn describe(&self) -> String {
        format!(
            "FM/MC NI {}: send queue {}, cached credits {}{}, receive queue {} ({} in host memory), transmit queue {}, in NI {}{}",
            self.me,
            self.host.len(),
            self.cache,
            if self.requested { " (request out)" } else { "" },
            self.rx.len(),
            self.rx.iter().filter(|r| r.in_host).count(),
            self.tx.len(),
            self.in_ni,
            if self.me == self.p.manager {
                format!(
                    "; manager: granted {}, freed {}, waiting requests {}, token {}",
                    self.granted,
                    self.freed,
                    self.pending.len(),
                    if self.token_home { "home" } else { "out" }
                )
            } else {
                String::new()
            }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lfc::tree::{members, Tree, TreeShape};
    use std::sync::Arc;

    fn params(nodes: usize) -> FmParams {
        FmParams {
            nodes,
            send_cost: 4,
            recv_cost: 3,
            fwd_cost: 2,
            send_pool: 8,
            host_buffers: 4,
            ni_buffers: 2,
            request: 4,
            swap_cost: 5,
            token_cost: 2,
            manager: nodes - 1,
        }
    }

    fn broadcast(src: usize, n: usize) -> Group {
        let others: Vec<usize> = (0..n).filter(|&d| d != src).collect();
        let m = members(src, &others, n);
        Group {
            tree: Arc::new(Tree::shape(TreeShape::Binary, m.len())),
            members: m,
            key: src as u64,
        }
    }

    /// A zero-latency ring of NIs: every wire arrives at its NI the next cycle. Returns the
    /// NIs after `cycles` (or once all are idle), checking every cycle that no host ever has
    /// more than `host_buffers` packets reserved.
    fn run(nis: &mut [FmNi], groups: &[Group], cycles: u64) -> u64 {
        let h = nis[0].p.host_buffers as u64;
        let mgr = nis[0].p.manager;
        for t in 0..cycles {
            let mut wires = vec![];
            for ni in nis.iter_mut() {
                wires.extend(ni.step(t, true, groups));
            }
            for w in wires {
                nis[w.to].arrive(w);
            }
            let granted = nis[mgr].granted;
            for ni in nis.iter() {
                assert!(
                    granted <= h + ni.consumed,
                    "cycle {t}: host {} has {} buffers reserved (granted {granted}, consumed {}), more than {h}",
                    ni.me,
                    granted - ni.consumed,
                    ni.consumed
                );
                assert!(ni.max_in_ni <= ni.p.ni_buffers, "NI {} memory", ni.me);
            }
            if nis.iter().all(|x| x.idle()) {
                return t;
            }
        }
        cycles
    }

    /// One sender broadcasts 20 packets with 4 host buffers and 2 credits per request: every
    /// other host receives every packet exactly once and in order, credits are never exceeded,
    /// the token brings them back, and at the end every credit is back at the manager.
    #[test]
    fn single_sender_delivers_exactly_once_within_credits() {
        let n = 6;
        let groups = vec![broadcast(0, n)];
        let mut nis: Vec<FmNi> = (0..n).map(|i| FmNi::new(i, params(n))).collect();
        for s in 0..20 {
            nis[0].post(0, s);
        }
        let end = run(&mut nis, &groups, 20_000);
        assert!(end < 20_000, "did not finish: {}", nis[0].describe());
        for ni in &nis[1..] {
            let seqs: Vec<u32> = ni.delivered.iter().map(|d| d.seq).collect();
            assert_eq!(seqs, (0..20).collect::<Vec<_>>(), "NI {}", ni.me);
        }
        assert!(nis[0].delivered.is_empty());
        // 20 packets with 4 buffers per host: the token went round several times.
        assert!(nis.iter().map(|x| x.stats.tokens).sum::<u64>() >= 5 * n as u64);
        let m = &nis[n - 1];
        assert_eq!(m.granted, m.freed, "every credit returned");
        assert_eq!(m.freed, 20);
    }

    /// All-to-all with a 2-packet NI queue: the receive queues overflow, packets are swapped
    /// to host memory and back (counted), every host still receives every packet of every
    /// sender exactly once and in per-sender order, and NI memory never holds more than 2
    /// received packets when the NI works on anything but a swap.
    #[test]
    fn all_to_all_swaps_and_still_delivers_exactly_once() {
        let n = 5;
        let groups: Vec<Group> = (0..n).map(|s| broadcast(s, n)).collect();
        let mut p = params(n);
        p.host_buffers = 16;
        p.request = 8;
        let mut nis: Vec<FmNi> = (0..n).map(|i| FmNi::new(i, p)).collect();
        for (s, ni) in nis.iter_mut().enumerate() {
            for q in 0..12 {
                ni.post(s as u32, q);
            }
        }
        let end = run(&mut nis, &groups, 50_000);
        assert!(end < 50_000, "did not finish");
        let swapped: u64 = nis.iter().map(|x| x.stats.swapped).sum();
        assert!(swapped > 0, "no swaps with a 2-packet queue");
        for ni in &nis {
            for s in 0..n {
                let seqs: Vec<u32> = ni
                    .delivered
                    .iter()
                    .filter(|d| d.msg as usize == s)
                    .map(|d| d.seq)
                    .collect();
                if s == ni.me {
                    assert!(seqs.is_empty());
                } else {
                    assert_eq!(seqs, (0..12).collect::<Vec<_>>(), "NI {} from {s}", ni.me);
                }
            }
        }
        assert!(nis.iter().all(|x| x.in_ni == 0 && x.idle()));
    }

    /// Without credits nothing is sent: a sender whose request has not been answered keeps
    /// its packets; the manager grants no more than the host buffers allow.
    #[test]
    fn no_credit_no_send_and_grants_bounded_by_host_buffers() {
        let n = 4;
        let groups = vec![broadcast(0, n)];
        let mut p = params(n);
        p.host_buffers = 3;
        p.request = 8;
        let mut ni = FmNi::new(0, p);
        for s in 0..5 {
            ni.post(0, s);
        }
        let out: Vec<Wire> = (0..50).filter_map(|t| ni.step(t, true, &groups)).collect();
        assert_eq!(out.len(), 1, "{out:?}");
        assert_eq!(out[0].kind, Kind::Request { n: 8 });
        assert_eq!(out[0].to, 3);
        // The manager: 3 host buffers, a request for 8 gets 3.
        let mut m = FmNi::new(3, p);
        m.arrive(out[0]);
        let grants: Vec<Wire> = (0..20).filter_map(|t| m.step(t, true, &groups)).collect();
        assert!(grants.contains(&Wire {
            from: 3,
            to: 0,
            kind: Kind::Grant { n: 3 },
            credits: 0,
            flag: None,
        }));
        ni.arrive(grants[0]);
        let data: Vec<Wire> = (50..200)
            .filter_map(|t| ni.step(t, true, &groups))
            .filter(|w| matches!(w.kind, Kind::Data { .. }))
            .collect();
        // 3 packets x 2 binary children (root of 4 members: ranks 1 and 2).
        assert_eq!(data.len(), 6, "{data:?}");
    }
}
