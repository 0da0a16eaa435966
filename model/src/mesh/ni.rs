//! The node interface of the TPM mesh: injection of worms with the paper's start-up costs,
//! the consumption channels, delivery to the application and the second-phase
//! retransmission (two-phase-multicast paper, Sections 3.4 and 5.1). Software, not RTL: the
//! testbench and the network engine drive the routers' node ports with it.
//!
//! # Injection
//! Worms wait in the send queue in order; each has a `ready` cycle (its start-up cost paid).
//! Every injection channel takes the next ready worm when it is free and sends one flit per
//! cycle while it holds a credit (counter starts at the router's `depth`).
//!
//! # Start-up (Section 5.1)
//! A batch of worms (one message operation: a unicast, a multicast's first-phase worms, or
//! one node's second-phase retransmissions) costs `startup_first` cycles for the first worm
//! and `startup_next` for each further one, paid one after another by the node's processor
//! (which starts a batch when it has finished the previous one).
//!
//! # Consumption
//! Each consumption channel has a buffer of `depth` flits; the node pops at most one flit per
//! cycle per channel (none when stalled) and returns a credit for it in the same cycle. A
//! message is parsed as it is popped: the leading `DEST` entries at this node give its flags
//! (entries after the first one for another node belong to the forwarded worm); after
//! an entry with R the following entries up to and including the first ABS are one
//! retransmit branch. At the `TAIL`: with A the application has it (a delivery); every
//! branch becomes a second-phase worm (same payload) in one batch. A `KILL` discards the
//! message.

use super::format::{tag, Layout};
use super::geometry::{Coord, Entry, Flags};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::VecDeque;

/// A worm waiting to be injected.
#[derive(Clone, Debug)]
pub struct Pending {
    pub ready: u64,
    pub flits: Vec<(u8, u64)>,
}

#[derive(Clone, Debug, Default)]
struct Inj {
    flits: VecDeque<(u8, u64)>,
    credit: u8,
    /// A flit of the worm in `flits` has been sent.
    started: bool,
}

/// A message being received on a consumption channel.
#[derive(Clone, Debug, Default)]
struct Rx {
    own: Flags,
    branches: Vec<Vec<Entry>>,
    collecting: bool,
    /// An entry for another node has passed: the rest of the list is not this node's.
    past_own: bool,
    len: usize,
    payload: Vec<u64>,
}

#[derive(Clone, Debug, Default)]
struct ConsChan {
    buf: VecDeque<(u8, u64)>,
    rx: Rx,
}

/// A completed reception.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Delivery {
    /// The message's identifier: its first payload word, plus the second shifted by W when
    /// there is one (the engine's [`super::net::MeshNet::send`] writes ids that way).
    pub id: u64,
    pub node: usize,
    pub cycle: u64,
    /// Delivered to the application (A flag); false for a temporary copy (TAR/TAFR).
    pub absorbed: bool,
}

/// One node interface.
#[derive(Clone, Debug)]
pub struct Ni {
    pub at: Coord,
    pub node: usize,
    l: Layout,
    depth: usize,
    inj: Vec<Inj>,
    cons: Vec<ConsChan>,
    pub queue: VecDeque<Pending>,
    /// The processor is busy with start-ups until this cycle.
    pub busy_until: u64,
    pub startup_first: u64,
    pub startup_next: u64,
    /// Probability that a consumption channel does not pop in a cycle (back-pressure).
    pub stall: f64,
    rng: SmallRng,
    /// Flits injected since power-on.
    pub injected_flits: u64,
    /// Messages ended by a `KILL`.
    pub killed: u64,
    // This cycle's decisions.
    send: Vec<Option<(u8, u64)>>,
    pop: u32,
}

impl Ni {
    pub fn new(
        at: Coord,
        node: usize,
        l: Layout,
        depth: usize,
        inj: usize,
        cons: usize,
        seed: u64,
    ) -> Ni {
        Ni {
            at,
            node,
            l,
            depth,
            inj: (0..inj)
                .map(|_| Inj {
                    flits: VecDeque::new(),
                    credit: depth as u8,
                    started: false,
                })
                .collect(),
            cons: (0..cons).map(|_| ConsChan::default()).collect(),
            queue: VecDeque::new(),
            busy_until: 0,
            startup_first: 0,
            startup_next: 0,
            stall: 0.0,
            rng: SmallRng::seed_from_u64(seed ^ (node as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
            injected_flits: 0,
            killed: 0,
            send: vec![None; inj],
            pop: 0,
        }
    }

    /// Queue one batch of worms at `now`, paying the start-ups.
    pub fn push_batch(&mut self, now: u64, worms: Vec<Vec<(u8, u64)>>) {
        let mut t = now.max(self.busy_until);
        for (i, flits) in worms.into_iter().enumerate() {
            t += if i == 0 {
                self.startup_first
            } else {
                self.startup_next
            };
            self.queue.push_back(Pending { ready: t, flits });
        }
        self.busy_until = t;
    }

    /// Decide this cycle's outputs: the flit on each injection channel and the consumption
    /// credits (bit per channel).
    pub fn decide(&mut self, now: u64) -> u32 {
        for k in 0..self.inj.len() {
            if self.inj[k].flits.is_empty() && self.queue.front().is_some_and(|p| p.ready <= now) {
                let p = self.queue.pop_front().expect("front");
                self.inj[k].flits = p.flits.into();
                self.inj[k].started = false;
            }
            let ch = &self.inj[k];
            self.send[k] = (ch.credit > 0).then(|| ch.flits.front().copied()).flatten();
        }
        self.pop = 0;
        for c in 0..self.cons.len() {
            if !self.cons[c].buf.is_empty() && (self.stall == 0.0 || !self.rng.gen_bool(self.stall))
            {
                self.pop |= 1 << c;
            }
        }
        self.pop
    }

    /// The flit on injection channel `k` this cycle (after [`Self::decide`]).
    pub fn inj_flit(&self, k: usize) -> (u8, u64) {
        self.send[k].unwrap_or((0, 0))
    }

    /// The clock edge: `inj_credit` bit per injection channel, `cons_in[c]` the router's
    /// consumption flit. Completed receptions are appended to `out`; second-phase worms are
    /// queued.
    pub fn clock(
        &mut self,
        now: u64,
        inj_credit: u32,
        cons_in: &[(u8, u64)],
        out: &mut Vec<Delivery>,
    ) {
        for k in 0..self.inj.len() {
            let ch = &mut self.inj[k];
            if self.send[k].is_some() {
                ch.flits.pop_front();
                ch.started = true;
                ch.credit -= 1;
                self.injected_flits += 1;
            }
            if inj_credit >> k & 1 != 0 && (ch.credit as usize) < self.depth {
                ch.credit += 1;
            }
        }
        let mut batch = vec![];
        for c in 0..self.cons.len() {
            if self.pop >> c & 1 != 0 {
                let f = self.cons[c].buf.pop_front().expect("popped flit");
                if let Some(done) = self.take(c, f, now) {
                    out.push(done.0);
                    batch.extend(done.1);
                }
            }
            let (t, d) = cons_in[c];
            if t != tag::IDLE {
                assert!(
                    self.cons[c].buf.len() < self.depth,
                    "consumption buffer overflow"
                );
                self.cons[c].buf.push_back((t, d));
            }
        }
        if !batch.is_empty() {
            self.push_batch(now + 1, batch);
        }
    }

    /// The lines this node drives in a cycle with the mesh's `rst` high (the mesh ignores
    /// them): the front flit of each injection channel's worm, regardless of credits, and a
    /// consumption credit for every non-empty buffer. Changes nothing.
    pub fn rst_lines(&self) -> (Vec<(u8, u64)>, u32) {
        let inj = self
            .inj
            .iter()
            .map(|c| c.flits.front().copied().unwrap_or((0, 0)))
            .collect();
        let mut cc = 0;
        for (c, ch) in self.cons.iter().enumerate() {
            if !ch.buf.is_empty() {
                cc |= 1 << c;
            }
        }
        (inj, cc)
    }

    /// The edge of a cycle with the mesh's `rst` high (`super::fabric`, "Reset"): every
    /// injection channel's credit counter back to `depth`, the worm it was injecting dropped
    /// (one not yet started goes back to the front of the send queue); every consumption
    /// buffer emptied and the message being received dropped. The send queue is kept.
    pub fn reset(&mut self) {
        for k in (0..self.inj.len()).rev() {
            let ch = std::mem::take(&mut self.inj[k]);
            if !ch.started && !ch.flits.is_empty() {
                self.queue.push_front(Pending {
                    ready: 0,
                    flits: ch.flits.into(),
                });
            }
            self.inj[k].credit = self.depth as u8;
            self.send[k] = None;
        }
        for c in self.cons.iter_mut() {
            *c = ConsChan::default();
        }
        self.pop = 0;
    }

    /// Parse one popped flit; a completed message gives its delivery and retransmissions.
    fn take(
        &mut self,
        c: usize,
        (t, d): (u8, u64),
        now: u64,
    ) -> Option<(Delivery, Vec<Vec<(u8, u64)>>)> {
        let l = self.l;
        let rx = &mut self.cons[c].rx;
        match t {
            tag::DEST => {
                let (e, len) = l.decode(d);
                if rx.collecting {
                    rx.branches.last_mut().expect("branch").push(e);
                    if e.flags.absorb_only() {
                        rx.collecting = false;
                    }
                } else if e.at == self.at && !rx.past_own {
                    rx.own = Flags(rx.own.0 | e.flags.0);
                    rx.len = len;
                    if e.flags.retransmit() {
                        rx.branches.push(vec![]);
                        rx.collecting = true;
                    }
                } else {
                    rx.past_own = true;
                }
                None
            }
            tag::BODY => {
                rx.payload.push(d);
                None
            }
            tag::TAIL => {
                rx.payload.push(d);
                let rx = std::mem::take(rx);
                let w = l.w;
                let id = rx.payload[0] | rx.payload.get(1).map_or(0, |&h| h << w);
                let worms = rx
                    .branches
                    .iter()
                    .map(|b| super::format::worm_flits(&l, b, rx.payload.len(), |i| rx.payload[i]))
                    .collect();
                Some((
                    Delivery {
                        id,
                        node: self.node,
                        cycle: now,
                        absorbed: rx.own.absorb(),
                    },
                    worms,
                ))
            }
            _ => {
                self.cons[c].rx = Rx::default();
                self.killed += 1;
                None
            }
        }
    }

    /// Nothing queued, being sent or being received.
    pub fn is_idle(&self) -> bool {
        self.queue.is_empty()
            && self.inj.iter().all(|i| i.flits.is_empty())
            && self
                .cons
                .iter()
                .all(|c| c.buf.is_empty() && c.rx.payload.is_empty() && c.rx.own.0 == 0)
    }
}
