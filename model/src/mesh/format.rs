//! Parameters of the TPM mesh router and the flit format of its links (two-phase-multicast
//! paper, Sections 2, 3.3 and 5.1; Figure 3's header).
//!
//! # Parameters ([`RouterParams`])
//! | field | meaning | allowed |
//! |-------|---------|---------|
//! | `mesh` | X x Y nodes (each router knows the mesh for its coordinate checks) | 2..=16 each in the RTL, 2..=64 in the model |
//! | `at` | this router's coordinates | inside the mesh |
//! | `w` | data bits of a flit | 16..=64 (the RTL is built for 16 and 32), and the header fits |
//! | `v` | virtual channels per network physical channel | 1..=4 (default 2) |
//! | `depth` | flits per virtual-channel buffer (and per injection buffer and per consumption channel at the node) | 1..=8 (default 1, as Section 5.1) |
//! | `inj` | injection channels (one-port: 1; all-port: `4 v`) | 1..=8 |
//! | `cons` | consumption channels (one-port: 1; Lemma 2: 4; Section 5.3: 8) | 1..=8 |
//! | `routing` | the routing function ([`Routing`]) | `DimOrder` (default; the only one in the RTL), `Hamiltonian` (the dual-path baseline, golden model only) |
//!
//! # Link lines
//! | lines | bits | meaning |
//! |-------|------|---------|
//! | `tag` | 3 | 0 idle, 1 `DEST` (one destination entry), 2 `BODY`, 3 `TAIL`, 4 `KILL` (a tail that aborts the message: the receivers discard what they have of it); 5..7 are malformed |
//! | `vc` | `ceil(log2 v)`, at least 1 (network links only) | the virtual channel of the flit |
//! | `data` | W | a destination entry (`DEST`) or payload |
//! | `credit` (backwards) | v (network), 1 (injection, consumption) | one bit per virtual channel: a flit left that buffer this cycle |
//!
//! A **worm** is one or more `DEST` flits, the ordered destination list (Figure 3), then
//! `len` payload flits: zero or more `BODY` and one `TAIL` (or a `KILL` in its place).
//! The first `DEST` is the routing head.
//!
//! # A destination entry (the data bits of a `DEST` flit, from bit 0 up)
//! | field | bits | meaning |
//! |-------|------|---------|
//! | `x` | `ceil(log2 X)` (at least 1) | destination column |
//! | `y` | `ceil(log2 Y)` (at least 1) | destination row |
//! | `flags` | 3 | bit 0 absorb (A), bit 1 forward (F), bit 2 retransmit (R): ABS = A, PAF = A+F, PAR = A+R, PAFR = A+F+R, TAR = R, TAFR = F+R ([`Flags`]); 0 and F alone are undefined |
//! | `len` | the rest of W, at most 16 | payload flits after the list (`BODY`s and the `TAIL`), 1..=2^bits - 1 |
//!
//! Every entry carries the message's `len`; a router checks the payload against the `len`
//! of the entry it routed on.
//!
//! **4x4, W = 16**: `x` `[1:0]`, `y` `[3:2]`, `flags` `[6:4]`, `len` `[15:7]`.
//! **16x16, W = 16**: `x` `[3:0]`, `y` `[7:4]`, `flags` `[10:8]`, `len` `[15:11]` (at most 31
//! payload flits: the paper's 20-flit packets fit). **16x16, W = 32**: `len` `[26:11]`.

use super::geometry::{Coord, Entry, Flags, Mesh, Routing};

/// Tag values of the mesh links (3 bits).
pub mod tag {
    pub const IDLE: u8 = 0;
    pub const DEST: u8 = 1;
    pub const BODY: u8 = 2;
    pub const TAIL: u8 = 3;
    pub const KILL: u8 = 4;
}

/// Parameters of one router (and of the mesh it sits in).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RouterParams {
    pub mesh: Mesh,
    pub at: Coord,
    pub w: usize,
    pub v: usize,
    pub depth: usize,
    pub inj: usize,
    pub cons: usize,
    pub routing: Routing,
}

/// A parameter out of range; the message names it and the allowed values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamError(pub String);

impl std::fmt::Display for ParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParamError {}

fn range(name: &str, v: usize, lo: usize, hi: usize) -> Result<(), ParamError> {
    if v < lo || v > hi {
        return Err(ParamError(format!(
            "parameter `{name}` = {v} is out of range: allowed {lo}..={hi}"
        )));
    }
    Ok(())
}

/// Bits needed for values 0..=v (at least 1).
pub fn bits_for(v: usize) -> usize {
    ((usize::BITS - v.leading_zeros()) as usize).max(1)
}

impl RouterParams {
    /// The defaults of the issue: 2 virtual channels, one-flit buffers, one injection and
    /// four consumption channels (Lemma 2), W = 16.
    pub fn new(mesh: Mesh, at: Coord) -> RouterParams {
        RouterParams {
            mesh,
            at,
            w: 16,
            v: 2,
            depth: 1,
            inj: 1,
            cons: 4,
            routing: Routing::DimOrder,
        }
    }

    /// Check every parameter; the error names the first one out of range.
    pub fn validate(&self) -> Result<Layout, ParamError> {
        range("x", self.mesh.x, 2, 64)?;
        range("y", self.mesh.y, 2, 64)?;
        range("w", self.w, 16, 64)?;
        range("v", self.v, 1, 4)?;
        range("depth", self.depth, 1, 8)?;
        range("inj", self.inj, 1, 8)?;
        range("cons", self.cons, 1, 8)?;
        if !self.mesh.contains(self.at) {
            return Err(ParamError(format!(
                "router position ({}, {}) is outside the {}x{} mesh",
                self.at.x, self.at.y, self.mesh.x, self.mesh.y
            )));
        }
        Layout::new(self.mesh, self.w)
    }

    /// Input ports: four network ports, then the injection channels.
    pub fn inputs(&self) -> usize {
        4 + self.inj
    }
    /// Requesters of the allocator: `v` virtual channels of each network port, then one per
    /// injection channel.
    pub fn requesters(&self) -> usize {
        4 * self.v + self.inj
    }
    /// Width of the `vc` field.
    pub fn vc_bits(&self) -> usize {
        bits_for(self.v - 1)
    }
}

/// Bit positions of a destination entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub w: usize,
    pub x_bits: usize,
    pub y_bits: usize,
    /// LSB of `flags` (3 bits).
    pub flags_lsb: usize,
    pub len_lsb: usize,
    pub len_bits: usize,
}

impl Layout {
    pub fn new(mesh: Mesh, w: usize) -> Result<Layout, ParamError> {
        let x_bits = bits_for(mesh.x - 1);
        let y_bits = bits_for(mesh.y - 1);
        let flags_lsb = x_bits + y_bits;
        let len_lsb = flags_lsb + 3;
        if len_lsb + 4 > w {
            return Err(ParamError(format!(
                "parameter `w` = {w} is out of range: a destination entry of a {}x{} mesh needs \
                 x {x_bits} + y {y_bits} + flags 3 + len at least 4 = {} bits",
                mesh.x,
                mesh.y,
                len_lsb + 4
            )));
        }
        Ok(Layout {
            w,
            x_bits,
            y_bits,
            flags_lsb,
            len_lsb,
            len_bits: (w - len_lsb).min(16),
        })
    }
    /// Longest payload (`BODY`s and `TAIL`) the `len` field can describe.
    pub fn max_len(&self) -> usize {
        (1 << self.len_bits) - 1
    }
    /// The data bits of a `DEST` flit.
    pub fn encode(&self, e: Entry, len: usize) -> u64 {
        debug_assert!(e.at.x < 1 << self.x_bits && e.at.y < 1 << self.y_bits);
        (e.at.x as u64)
            | (e.at.y as u64) << self.x_bits
            | (e.flags.0 as u64 & 7) << self.flags_lsb
            | ((len as u64) & ((1 << self.len_bits) - 1)) << self.len_lsb
    }
    /// Decode a `DEST` flit's data: (entry, len). Coordinates may lie outside the mesh.
    pub fn decode(&self, data: u64) -> (Entry, usize) {
        let x = (data & ((1 << self.x_bits) - 1)) as usize;
        let y = ((data >> self.x_bits) & ((1 << self.y_bits) - 1)) as usize;
        let flags = Flags(((data >> self.flags_lsb) & 7) as u8);
        let len = ((data >> self.len_lsb) & ((1 << self.len_bits) - 1)) as usize;
        (Entry::new(Coord::new(x, y), flags), len)
    }
}

/// The flits of a worm: (tag, data) for each `DEST` entry, then `len - 1` `BODY`s carrying
/// `payload(i)` and a `TAIL`.
pub fn worm_flits(
    l: &Layout,
    entries: &[Entry],
    len: usize,
    mut payload: impl FnMut(usize) -> u64,
) -> Vec<(u8, u64)> {
    let mut v: Vec<(u8, u64)> = entries
        .iter()
        .map(|&e| (tag::DEST, l.encode(e, len)))
        .collect();
    let m = crate::flit::mask(l.w);
    for i in 0..len {
        let t = if i + 1 == len { tag::TAIL } else { tag::BODY };
        v.push((t, payload(i) & m));
    }
    v
}

#[cfg(test)]
mod layout_tests {
    use super::*;
    use crate::mesh::geometry::Mesh;

    /// The longest payload is the `len` field's all-ones value, and it round-trips through
    /// a `DEST` entry (killed mutant: `max_len` as `(1 >> len_bits) - 1`).
    #[test]
    fn max_len_is_the_len_fields_all_ones_and_round_trips() {
        let l = Layout::new(Mesh::new(4, 4), 16).unwrap();
        // 2 + 2 coordinate bits, 3 flags: 9 bits of length at W = 16.
        assert_eq!((l.len_lsb, l.len_bits), (7, 9));
        assert_eq!(l.max_len(), 511);
        let e = Entry::new(Coord::new(3, 2), Flags(0));
        assert_eq!(l.decode(l.encode(e, l.max_len())).1, 511);
        assert_eq!(
            Layout::new(Mesh::new(8, 8), 32).unwrap().max_len(),
            (1 << 16) - 1
        );
    }
}
