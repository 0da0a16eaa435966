//! One LFC network interface (LFC paper, Sections 3 and 4): send queue, transmit queue,
//! per-destination blocked-sends queues, the sliding-window credit protocol with every other
//! NI, multicast forwarding, and deadlock recovery. Network-agnostic: the driver
//! ([`crate::net::lfc_run`]) calls [`Ni::step`] once per cycle, puts the [`Wire`] it returns
//! on the link, and hands every packet that arrives to [`Ni::arrive`].
//!
//! # State (Figure 1)
//! * `credits[d]`: send credits towards NI `d` (start `credits`, one per receive buffer this
//!   NI owns at `d`); `freed[s]`: receive buffers of sender `s` freed here and not yet
//!   returned to `s`.
//! * `host`: the send queue (packets the host posted); at most `send_pool` host packets are
//!   inside the NI at a time (the host's send buffer pool).
//! * `tx`: the transmit queue (descriptors that hold a credit, control packets, packets with
//!   the deadlock flag); `blocked[d]`: the blocked-sends queue of destination `d`.
//! * `inbox`: arrived packets waiting for the NI processor.
//! * Packet buffers: a host packet, a packet in a regular receive buffer of its sender, or a
//!   packet in a recovery owner's escape buffer; a buffer is freed when the packet has been
//!   transmitted to all its children here (and delivered to the host, which happens on
//!   arrival).
//!
//! # Credits
//! A descriptor for `d` takes a credit and enters `tx` when `d`'s blocked queue is empty and
//! a credit is left, else it joins the blocked queue; arriving credits move blocked
//! descriptors to `tx` in order, so every pair of NIs sends in FIFO order. A freed regular
//! buffer of sender `s` counts in `freed[s]`; every packet sent to `s` carries `freed[s]`
//! back (piggybacking), and when `freed[s]` reaches `update` an explicit credit packet is
//! queued.
//!
//! # The NI processor (costs in cycles)
//! One action at a time, in this order of priority each cycle it is free: (1) transmit the
//! head of `tx` when the link is idle (`send_cost` for a host packet, `fwd_cost` for a
//! forwarded one, 1 for a control packet); (2) process the head of `inbox` (`recv_cost` for a
//! data packet, 1 for control); (3) take a packet from the send queue (1). Starting a
//! recovery costs nothing (a decision).
//!
//! # Deadlock recovery (Section 4)
//! With `recovery` on, an NI with a non-empty blocked-sends queue and no recovery of its own
//! in progress starts one: it takes the head descriptor of the next non-empty blocked queue
//! (round robin), sets the packet's **deadlock flag** (naming itself, the *owner*) and sends
//! it without a credit: it will occupy the owner's escape buffer at the child `D`. `D`
//! delivers the packet, adds it to the blocked queues of all its children in the packet's
//! tree `T` and sends each child the *first* blocked packet of `T` for that child: with a
//! credit when one is left, else flagged (the deadlocked subtree grows; `D` waits for that
//! child's acknowledgement). When a packet of `T` in a regular buffer is freed at `D`, the
//! escape packet moves into that buffer (no credit goes back for it) and the escape buffer
//! is free; a packet in the escape buffer that is itself freed frees it directly. Once its
//! escape buffer is free and every flagged child has acknowledged, `D` acknowledges to the
//! NI that sent it the flagged packet; the owner's acknowledgement ends its recovery, and it
//! may start the next.

use super::tree::Tree;
use std::collections::VecDeque;

/// What a packet between two NIs carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Packet `seq` of message `msg`, forwarded on the message's tree.
    Data { msg: u32, seq: u32 },
    /// Explicit credit update.
    Credit,
    /// Acknowledgement of the deadlocked subtree of `owner`'s recovery.
    Ack { owner: u32 },
    /// FM/MC ([`super::fmmc`]): a sender asks the credit manager for `n` credits.
    Request { n: u32 },
    /// FM/MC: the manager grants `n` credits.
    Grant { n: u32 },
    /// FM/MC: a sender gives back `n` credits it will not use.
    Release { n: u32 },
    /// FM/MC: the rotating token, carrying the fewest credit buffers consumed by any host
    /// it has visited this round.
    Token { min: u64 },
}

/// A packet on the wire from NI `from` to NI `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wire {
    pub from: usize,
    pub to: usize,
    pub kind: Kind,
    /// Credits returned to `to` (buffers of sender `to` freed at `from`).
    pub credits: u32,
    /// Deadlock flag: the recovery owner.
    pub flag: Option<u32>,
}

/// Parameters of the LFC NIs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LfcParams {
    pub nodes: usize,
    /// Receive buffers per sender at every NI = send credits per NI pair (paper: 8).
    pub credits: u32,
    /// Freed, unreturned buffers of one sender that trigger an explicit credit update.
    pub update: u32,
    pub send_cost: u64,
    pub recv_cost: u64,
    pub fwd_cost: u64,
    /// Host packets inside the NI at a time (the host's send buffers).
    pub send_pool: usize,
    pub recovery: bool,
}

/// A message's multicast group: its members in rank order (the sender first), the tree and
/// the tree's identity (packets of one tree key are forwarded on one tree, in FIFO order).
#[derive(Clone, Debug)]
pub struct Group {
    pub members: Vec<usize>,
    pub tree: std::sync::Arc<Tree>,
    pub key: u64,
}

impl Group {
    /// The rank of `node` in the group, if it is a member.
    pub fn rank(&self, node: usize, nodes: usize) -> Option<usize> {
        let src = self.members[0];
        let off = |x: usize| (x + nodes - src) % nodes;
        let o = off(node);
        self.members
            .binary_search_by_key(&o, |&m| off(m))
            .ok()
            .filter(|&r| self.members[r] == node)
    }
    /// The nodes `node` forwards to (its children in the tree); `None` if not a member.
    pub fn children(&self, node: usize, nodes: usize) -> Option<Vec<usize>> {
        let r = self.rank(node, nodes)?;
        Some(
            self.tree
                .children(r)
                .iter()
                .map(|&c| self.members[c])
                .collect(),
        )
    }
}

/// Where a packet buffer's packet lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Store {
    Host,
    Regular(usize),
    Escape(u32),
}

#[derive(Clone, Debug)]
struct Buf {
    msg: u32,
    seq: u32,
    key: u64,
    /// Children still to transmit to.
    left: usize,
    store: Store,
    /// Forwarded (not the host's own packet).
    forwarded: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Desc {
    buf: usize,
    to: usize,
    flag: Option<u32>,
}

#[derive(Clone, Copy, Debug)]
enum TxItem {
    Data(Desc),
    Credit(usize),
    Ack { to: usize, owner: u32 },
}

/// This NI's part in another NI's recovery.
#[derive(Clone, Debug)]
struct Record {
    owner: u32,
    key: u64,
    /// The NI that sent the flagged packet here.
    parent: usize,
    /// Flagged children that have not acknowledged.
    acks: u32,
    /// The escape buffer still holds a packet (`esc`).
    escape: bool,
    esc: usize,
}

/// Counters of one NI.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NiStats {
    /// Recoveries this NI started.
    pub recoveries: u64,
    /// Packets it sent with the deadlock flag (over a deadlock channel).
    pub flagged: u64,
    pub data_sent: u64,
    pub credit_packets: u64,
    pub acks: u64,
    /// Data packets for a tree this NI is not part of: dropped (their buffer freed and its
    /// credit returned) and counted.
    pub dropped: u64,
    /// Cycles the NI processor was busy.
    pub busy: u64,
    /// FM/MC: packets swapped from NI memory to host memory (each copied back later).
    pub swapped: u64,
    /// FM/MC: token visits sent.
    pub tokens: u64,
}

/// A packet delivered to the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostDelivery {
    pub msg: u32,
    pub seq: u32,
    pub cycle: u64,
}

/// One network interface.
#[derive(Clone, Debug)]
pub struct Ni {
    pub me: usize,
    p: LfcParams,
    credits: Vec<u32>,
    freed: Vec<u32>,
    update_queued: Vec<bool>,
    blocked: Vec<VecDeque<Desc>>,
    nblocked: usize,
    tx: VecDeque<TxItem>,
    inbox: VecDeque<Wire>,
    host: VecDeque<(u32, u32)>,
    host_bufs: usize,
    bufs: Vec<Option<Buf>>,
    free_slots: Vec<usize>,
    busy_until: u64,
    /// The recovery this NI started, if any: waiting for the acknowledgement.
    own: bool,
    records: Vec<Record>,
    rr: usize,
    pub stats: NiStats,
    /// Packets delivered to the host (the driver drains it).
    pub delivered: Vec<HostDelivery>,
    /// Cycle of the last action (progress, for the watchdog).
    pub last_progress: u64,
}

impl Ni {
    pub fn new(me: usize, p: LfcParams) -> Ni {
        let n = p.nodes;
        Ni {
            me,
            p,
            credits: vec![p.credits; n],
            freed: vec![0; n],
            update_queued: vec![false; n],
            blocked: vec![VecDeque::new(); n],
            nblocked: 0,
            tx: VecDeque::new(),
            inbox: VecDeque::new(),
            host: VecDeque::new(),
            host_bufs: 0,
            bufs: vec![],
            free_slots: vec![],
            busy_until: 0,
            own: false,
            records: vec![],
            rr: 0,
            stats: NiStats::default(),
            delivered: vec![],
            last_progress: 0,
        }
    }

    /// The host posts packet `seq` of message `msg` (this NI is the message's root).
    pub fn post(&mut self, msg: u32, seq: u32) {
        self.host.push_back((msg, seq));
    }

    /// A packet arrived from the network.
    pub fn arrive(&mut self, w: Wire) {
        self.inbox.push_back(w);
    }

    /// Nothing queued, blocked, buffered or being processed.
    pub fn idle(&self) -> bool {
        self.host.is_empty()
            && self.tx.is_empty()
            && self.inbox.is_empty()
            && self.nblocked == 0
            && self.bufs.iter().all(Option::is_none)
            && !self.own
            && self.records.is_empty()
    }

    /// One cycle: start a recovery if one is due, then one processor action. Returns the
    /// packet to put on the link (only when `link_idle`).
    pub fn step(&mut self, now: u64, link_idle: bool, groups: &[Group]) -> Option<Wire> {
        if self.p.recovery && !self.own && self.nblocked > 0 {
            self.start_recovery(now);
        }
        if now < self.busy_until {
            self.stats.busy += 1;
            return None;
        }
        if link_idle {
            if let Some(item) = self.tx.pop_front() {
                if let Some((w, cost)) = self.transmit(item) {
                    self.spend(now, cost);
                    return Some(w);
                }
            }
        }
        if let Some(w) = self.inbox.pop_front() {
            let cost = self.process(w, now, groups);
            self.spend(now, cost);
            return None;
        }
        if self.host_bufs < self.p.send_pool {
            if let Some((msg, seq)) = self.host.pop_front() {
                let g = &groups[msg as usize];
                let children = g.children(self.me, self.p.nodes).unwrap_or_default();
                let id = self.alloc(Buf {
                    msg,
                    seq,
                    key: g.key,
                    left: children.len(),
                    store: Store::Host,
                    forwarded: false,
                });
                self.host_bufs += 1;
                for c in children {
                    self.enqueue(Desc {
                        buf: id,
                        to: c,
                        flag: None,
                    });
                }
                if self.bufs[id].as_ref().expect("buf").left == 0 {
                    self.free(id);
                }
                self.spend(now, 1);
            }
        }
        None
    }

    fn spend(&mut self, now: u64, cost: u64) {
        let cost = cost.max(1);
        self.busy_until = now + cost;
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

    /// A descriptor for a child: to `tx` with a credit, else blocked.
    fn enqueue(&mut self, d: Desc) {
        if self.blocked[d.to].is_empty() && self.credits[d.to] > 0 {
            self.credits[d.to] -= 1;
            self.tx.push_back(TxItem::Data(d));
        } else {
            self.blocked[d.to].push_back(d);
            self.nblocked += 1;
        }
    }

    /// Credits arrived from `from`: release its blocked descriptors in order.
    fn credit(&mut self, from: usize, n: u32) {
        self.credits[from] += n;
        while self.credits[from] > 0 {
            let Some(d) = self.blocked[from].pop_front() else {
                break;
            };
            self.nblocked -= 1;
            self.credits[from] -= 1;
            self.tx.push_back(TxItem::Data(d));
        }
    }

    fn start_recovery(&mut self, now: u64) {
        let n = self.p.nodes;
        for i in 0..n {
            let d = (self.rr + i) % n;
            if let Some(mut desc) = self.blocked[d].pop_front() {
                self.nblocked -= 1;
                desc.flag = Some(self.me as u32);
                self.tx.push_back(TxItem::Data(desc));
                self.own = true;
                self.rr = (d + 1) % n;
                self.stats.recoveries += 1;
                self.last_progress = now;
                return;
            }
        }
    }

    /// Build the wire of a transmit-queue item; `None` for a credit update made redundant by
    /// piggybacking.
    fn transmit(&mut self, item: TxItem) -> Option<(Wire, u64)> {
        let (to, kind, flag, cost) = match item {
            TxItem::Data(d) => {
                let b = self.bufs[d.buf]
                    .as_mut()
                    .expect("descriptor of a live buffer");
                b.left -= 1;
                let (msg, seq, fwd, left) = (b.msg, b.seq, b.forwarded, b.left);
                self.stats.data_sent += 1;
                if d.flag.is_some() {
                    self.stats.flagged += 1;
                }
                if left == 0 {
                    self.free(d.buf);
                }
                let cost = if fwd {
                    self.p.fwd_cost
                } else {
                    self.p.send_cost
                };
                (d.to, Kind::Data { msg, seq }, d.flag, cost)
            }
            TxItem::Credit(to) => {
                self.update_queued[to] = false;
                if self.freed[to] == 0 {
                    return None;
                }
                self.stats.credit_packets += 1;
                (to, Kind::Credit, None, 1)
            }
            TxItem::Ack { to, owner } => {
                self.stats.acks += 1;
                (to, Kind::Ack { owner }, None, 1)
            }
        };
        let credits = std::mem::take(&mut self.freed[to]);
        Some((
            Wire {
                from: self.me,
                to,
                kind,
                credits,
                flag,
            },
            cost,
        ))
    }

    /// Process an arrived packet; returns the processor cycles it costs.
    fn process(&mut self, w: Wire, now: u64, groups: &[Group]) -> u64 {
        if w.credits > 0 {
            self.credit(w.from, w.credits);
        }
        let (msg, seq) = match w.kind {
            // FM/MC's control packets never reach an LFC NI.
            Kind::Credit
            | Kind::Request { .. }
            | Kind::Grant { .. }
            | Kind::Release { .. }
            | Kind::Token { .. } => return 1,
            Kind::Ack { owner } => {
                if owner as usize == self.me {
                    self.own = false;
                } else if let Some(i) = self.records.iter().position(|r| r.owner == owner) {
                    self.records[i].acks -= 1;
                    self.finish(i);
                }
                return 1;
            }
            Kind::Data { msg, seq } => (msg, seq),
        };
        let children = groups
            .get(msg as usize)
            .and_then(|g| g.children(self.me, self.p.nodes).map(|c| (c, g.key)));
        let Some((children, key)) = children else {
            // A packet for a tree this NI is not in: drop it, free its buffer.
            self.stats.dropped += 1;
            match w.flag {
                None => self.return_buffer(w.from),
                Some(owner) => self.tx.push_back(TxItem::Ack { to: w.from, owner }),
            }
            return 1;
        };
        self.delivered.push(HostDelivery {
            msg,
            seq,
            cycle: now + self.p.recv_cost,
        });
        let store = match w.flag {
            None => Store::Regular(w.from),
            Some(owner) => Store::Escape(owner),
        };
        let id = self.alloc(Buf {
            msg,
            seq,
            key,
            left: children.len(),
            store,
            forwarded: true,
        });
        match w.flag {
            None => {
                for c in children {
                    self.enqueue(Desc {
                        buf: id,
                        to: c,
                        flag: None,
                    });
                }
            }
            Some(owner) => {
                let mut acks = 0;
                for c in children {
                    self.blocked[c].push_back(Desc {
                        buf: id,
                        to: c,
                        flag: None,
                    });
                    self.nblocked += 1;
                    let pos = self.blocked[c]
                        .iter()
                        .position(|d| self.bufs[d.buf].as_ref().is_some_and(|b| b.key == key))
                        .expect("the packet just queued is of this tree");
                    let mut d = self.blocked[c].remove(pos).expect("position");
                    self.nblocked -= 1;
                    if self.credits[c] > 0 {
                        self.credits[c] -= 1;
                    } else {
                        d.flag = Some(owner);
                        acks += 1;
                    }
                    self.tx.push_back(TxItem::Data(d));
                }
                self.records.push(Record {
                    owner,
                    key,
                    parent: w.from,
                    acks,
                    escape: true,
                    esc: id,
                });
            }
        }
        if self.bufs[id].as_ref().expect("buf").left == 0 {
            // A leaf: delivered, nothing to forward (an escape packet frees its buffer and
            // acknowledges here).
            self.free(id);
        }
        self.p.recv_cost
    }

    /// A regular buffer of sender `s` is free: count its credit, update explicitly at the
    /// threshold.
    fn return_buffer(&mut self, s: usize) {
        self.freed[s] += 1;
        if self.freed[s] >= self.p.update && !self.update_queued[s] {
            self.update_queued[s] = true;
            self.tx.push_back(TxItem::Credit(s));
        }
    }

    /// The packet of buffer `id` has gone to all its children.
    fn free(&mut self, id: usize) {
        let b = self.bufs[id].take().expect("live buffer");
        self.free_slots.push(id);
        match b.store {
            Store::Host => self.host_bufs -= 1,
            Store::Escape(owner) => {
                if let Some(i) = self
                    .records
                    .iter()
                    .position(|r| r.owner == owner && r.esc == id)
                {
                    self.records[i].escape = false;
                    self.finish(i);
                }
            }
            Store::Regular(s) => {
                // An escape packet of the same tree waiting here takes this buffer.
                let waiting = self.records.iter().position(|r| {
                    r.escape
                        && r.key == b.key
                        && self.bufs[r.esc]
                            .as_ref()
                            .is_some_and(|e| e.store == Store::Escape(r.owner))
                });
                match waiting {
                    Some(i) => {
                        let esc = self.records[i].esc;
                        self.bufs[esc].as_mut().expect("escape packet").store = Store::Regular(s);
                        self.records[i].escape = false;
                        self.finish(i);
                    }
                    None => self.return_buffer(s),
                }
            }
        }
    }

    /// Acknowledge record `i` to its parent once its escape buffer is free and every flagged
    /// child has acknowledged.
    fn finish(&mut self, i: usize) {
        let r = &self.records[i];
        if r.escape || r.acks > 0 {
            return;
        }
        let r = self.records.remove(i);
        self.tx.push_back(TxItem::Ack {
            to: r.parent,
            owner: r.owner,
        });
    }

    /// A one-line summary for deadlock reports.
    pub fn describe(&self) -> String {
        let blocked: Vec<String> = self
            .blocked
            .iter()
            .enumerate()
            .filter(|(_, q)| !q.is_empty())
            .map(|(d, q)| format!("{d}:{}", q.len()))
            .collect();
        format!(
            "NI {}: send queue {}, transmit queue {}, inbox {}, blocked [{}], buffers {}, recovery {}",
            self.me,
            self.host.len(),
            self.tx.len(),
            self.inbox.len(),
            blocked.join(" "),
            self.bufs.iter().filter(|b| b.is_some()).count(),
            if self.own { "running" } else { "none" }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lfc::tree::{members, TreeShape};
    use std::sync::Arc;

    fn params(nodes: usize, credits: u32) -> LfcParams {
        LfcParams {
            nodes,
            credits,
            update: 1,
            send_cost: 2,
            recv_cost: 3,
            fwd_cost: 1,
            send_pool: 8,
            recovery: false,
        }
    }

    fn group(src: usize, dests: &[usize], n: usize, shape: TreeShape) -> Group {
        let m = members(src, dests, n);
        let t = Tree::shape(shape, m.len());
        Group {
            members: m,
            tree: Arc::new(t),
            key: src as u64,
        }
    }

    /// Run `ni` until it is idle or `cycles` pass, collecting what it sends.
    fn drain(ni: &mut Ni, from: u64, cycles: u64, groups: &[Group]) -> Vec<Wire> {
        let mut out = vec![];
        for t in from..from + cycles {
            out.extend(ni.step(t, true, groups));
        }
        out
    }

    /// A data packet for a tree the NI is not in is dropped, counted, and its buffer's
    /// credit goes back to the sender (nothing wedges); the next good packet is forwarded.
    #[test]
    fn packet_of_an_unknown_tree_is_dropped_and_its_credit_returned() {
        let groups = vec![group(0, &[1, 2], 4, TreeShape::Chain)];
        let mut ni = Ni::new(3, params(4, 8));
        ni.arrive(Wire {
            from: 1,
            to: 3,
            kind: Kind::Data { msg: 0, seq: 0 },
            credits: 0,
            flag: None,
        });
        ni.arrive(Wire {
            from: 1,
            to: 3,
            kind: Kind::Data { msg: 7, seq: 0 },
            credits: 0,
            flag: None,
        });
        let out = drain(&mut ni, 0, 20, &groups);
        assert_eq!(ni.stats.dropped, 2);
        assert!(ni.delivered.is_empty());
        let credits: u32 = out.iter().filter(|w| w.to == 1).map(|w| w.credits).sum();
        assert_eq!(credits, 2, "{out:?}");
        assert!(ni.idle());
    }

    /// Credits: with one credit towards the child, the second packet waits in the blocked
    /// queue until the child's credit update arrives; FIFO order is kept.
    #[test]
    fn credits_block_and_release_in_order() {
        let groups = vec![group(0, &[1], 2, TreeShape::Chain)];
        let mut ni = Ni::new(0, params(2, 1));
        ni.post(0, 0);
        ni.post(0, 1);
        let out = drain(&mut ni, 0, 20, &groups);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].kind, Kind::Data { msg: 0, seq: 0 });
        assert!(!ni.idle(), "packet 1 is blocked");
        ni.arrive(Wire {
            from: 1,
            to: 0,
            kind: Kind::Credit,
            credits: 1,
            flag: None,
        });
        let out = drain(&mut ni, 20, 20, &groups);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].kind, Kind::Data { msg: 0, seq: 1 });
        assert!(ni.idle());
    }

    /// Recovery at a member: a flagged packet arrives at a node with no credits towards its
    /// child; the node forwards the first blocked packet of the tree flagged, frees that
    /// packet's regular buffer into the escape packet (no credit goes back for it), and
    /// acknowledges to its parent only after the child's acknowledgement.
    #[test]
    fn recovery_member_forwards_first_of_tree_and_merges_acks() {
        // Chain 0 -> 1 -> 2; this NI is 1, with one credit towards 2.
        let groups = vec![group(0, &[1, 2], 3, TreeShape::Chain)];
        let mut p = params(3, 1);
        p.recovery = true;
        let mut ni = Ni::new(1, p);
        let data = |seq: u32, flag: Option<u32>| Wire {
            from: 0,
            to: 1,
            kind: Kind::Data { msg: 0, seq },
            credits: 0,
            flag,
        };
        ni.arrive(data(0, None));
        ni.arrive(data(1, None));
        let mut out = vec![];
        for t in 0..30 {
            out.extend(ni.step(t, true, &groups));
        }
        // seq 0 went with the credit; seq 1 blocked, then this NI started its own recovery
        // and sent it flagged (owner 1).
        let d: Vec<(Kind, Option<u32>)> = out
            .iter()
            .filter(|w| w.to == 2)
            .map(|w| (w.kind, w.flag))
            .collect();
        assert_eq!(
            d,
            vec![
                (Kind::Data { msg: 0, seq: 0 }, None),
                (Kind::Data { msg: 0, seq: 1 }, Some(1))
            ]
        );
        assert_eq!(ni.stats.recoveries, 1);
        // Now a flagged packet of owner 0 (seq 2) arrives; no credit towards 2: it is
        // forwarded flagged and the NI waits for 2's acknowledgement.
        ni.arrive(data(2, Some(0)));
        let out: Vec<Wire> = (30..60).filter_map(|t| ni.step(t, true, &groups)).collect();
        assert!(out
            .iter()
            .any(|w| w.to == 2 && w.kind == Kind::Data { msg: 0, seq: 2 } && w.flag == Some(0)));
        assert!(!out.iter().any(|w| matches!(w.kind, Kind::Ack { owner: 0 })));
        ni.arrive(Wire {
            from: 2,
            to: 1,
            kind: Kind::Ack { owner: 0 },
            credits: 0,
            flag: None,
        });
        let out: Vec<Wire> = (60..80).filter_map(|t| ni.step(t, true, &groups)).collect();
        assert!(
            out.iter()
                .any(|w| w.to == 0 && w.kind == Kind::Ack { owner: 0 }),
            "{out:?}"
        );
        assert_eq!(ni.delivered.len(), 3);
    }
}
