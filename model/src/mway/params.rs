//! Parameters of a k-ary m-way network and its routers, validated in one place.
//!
//! | field | meaning | allowed |
//! |-------|---------|---------|
//! | `k` | channels along each dimension (one entry per dimension; `[2; n]` is the n-cube) | 1..=[`MAX_DIMS`] dimensions, each 2..=255 |
//! | `buffers` | B, buffers per buffer set (DIM+, DIM-, node injection, node ejection) | 1..=16 (MST-replica: 2..=16) |
//! | `depth` | flits per buffer (virtual cut-through when `depth >= max_len`) | 1..=255 |
//! | `max_len` | longest message in flits, header included | 2..=255, and fits the Len field |
//! | `w` | data bits of a flit (the header's fields must fit, see [`super::format`]) | 8..=64 |
//! | `classes` | buffer classes carried in the header's Class field | 1..=4 |
//! | `algorithm` | broadcast algorithm of the routers ([`Algorithm`]) | MST-safe and MST-replica need `depth >= max_len` |
//! | `broadcast` | how nodes broadcast ([`Broadcast`]): one tree message, or the unicast-based baselines | any |

use super::format::Layout;

/// Most dimensions a mesh may have (a 12-cube; the Ways mask has 2 * 12 + 1 = 25 bits).
pub const MAX_DIMS: usize = 12;

/// The broadcast algorithm of the routers (paper, Section 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Section 3.3: ordered reservation, header advances only when every Way is allocated,
    /// virtual cut-through.
    Safe,
    /// Section 3.4: ordered reservation; when the allocated Ways are a non-empty prefix of the
    /// order and the next Way has no free buffer, the header advances on the prefix and a
    /// replica message is created in a new buffer of the same set for the remaining Ways.
    Replica,
    /// Plain MST (Section 3.1), with the deadlock causes of Section 3.2 selectable:
    /// `ordered = false` is cause (a) (a header reserves whatever Way has a free buffer and
    /// keeps it), `partial = true` is cause (b) (the header advances into the Ways that have
    /// a free buffer now, and onward from there; the driver keeps it and offers it again to
    /// the other Ways; body flits go only once every Way has the header, as a body flit goes
    /// to all of them at once). Cause (c) is `depth < max_len` (wormhole).
    Mst { ordered: bool, partial: bool },
}

impl Algorithm {
    /// Reservations across a channel follow the order X+, X-, Y+, Y-, ..., ejection.
    pub fn ordered(self) -> bool {
        match self {
            Algorithm::Safe | Algorithm::Replica => true,
            Algorithm::Mst { ordered, .. } => ordered,
        }
    }
    /// The header may advance into a subset of its Ways, the driver keeping a copy.
    pub fn partial(self) -> bool {
        matches!(self, Algorithm::Mst { partial: true, .. })
    }
    pub fn name(self) -> String {
        match self {
            Algorithm::Safe => "mst-safe".into(),
            Algorithm::Replica => "mst-replica".into(),
            Algorithm::Mst { ordered, partial } => {
                format!("mst(ordered={ordered},partial={partial})")
            }
        }
    }
}

/// How a node broadcasts to a region (paper, Sections 3.5 and 3.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Broadcast {
    /// One message with the region in its header, replicated by the routers (MST-safe,
    /// MST-replica, plain MST).
    #[default]
    Tree,
    /// MST-unicast: the source sends one unicast per MST Way to its neighbour in that Way,
    /// which forwards to its own sub-regions the same way ([`super::ni::mst_unicast_children`]).
    MstUnicast,
    /// Recursive Doubling: the holder of a partition halves it, dimension by dimension,
    /// and sends a copy to the node at the same relative position in the other half
    /// ([`super::ni::rd_children`]).
    RecursiveDoubling,
}

/// Network and router parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MwayParams {
    /// Channels along each dimension.
    pub k: Vec<usize>,
    /// B: buffers per buffer set.
    pub buffers: usize,
    /// Flits per buffer.
    pub depth: usize,
    /// Longest message in flits (header included).
    pub max_len: usize,
    /// Flit data width in bits.
    pub w: usize,
    /// Buffer classes (the Class field has ceil(log2 classes) bits).
    pub classes: usize,
    pub algorithm: Algorithm,
    pub broadcast: Broadcast,
}

impl Default for MwayParams {
    /// Figure 1's 4-ary 5-way 2-D mesh, B = 4, 5-flit messages, W = 32, MST-safe.
    fn default() -> Self {
        MwayParams {
            k: vec![4, 4],
            buffers: 4,
            depth: 5,
            max_len: 5,
            w: 32,
            classes: 1,
            algorithm: Algorithm::Safe,
            broadcast: Broadcast::Tree,
        }
    }
}

/// A parameter outside its allowed range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamError(pub String);

impl std::fmt::Display for ParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParamError {}

fn bad<T>(name: &str, value: impl std::fmt::Debug, allowed: &str) -> Result<T, ParamError> {
    Err(ParamError(format!(
        "parameter `{name}` = {value:?} is out of range: allowed {allowed}"
    )))
}

impl MwayParams {
    /// A 2-ary n-dimensional mesh: the n-cube.
    pub fn hypercube(n: usize) -> Self {
        MwayParams {
            k: vec![2; n],
            ..Default::default()
        }
    }
    /// Number of dimensions.
    pub fn dims(&self) -> usize {
        self.k.len()
    }
    /// Ways of a router buffer set in the direction mask: 2 per dimension plus ejection.
    pub fn ways(&self) -> usize {
        2 * self.dims() + 1
    }
    /// m: attachments of the busiest channel (routers plus one node): 2 per dimension with
    /// k > 2, 1 per dimension with k = 2, plus the node.
    pub fn m(&self) -> usize {
        self.k
            .iter()
            .map(|&k| if k > 2 { 2 } else { 1 })
            .sum::<usize>()
            + 1
    }
    /// Virtual cut-through: a buffer holds a whole message.
    pub fn vct(&self) -> bool {
        self.depth >= self.max_len
    }
    /// Check every parameter; the error names the parameter and its allowed range.
    pub fn validate(&self) -> Result<(), ParamError> {
        if self.k.is_empty() || self.k.len() > MAX_DIMS {
            return bad("k (dimensions)", self.k.len(), &format!("1..={MAX_DIMS}"));
        }
        for (d, &k) in self.k.iter().enumerate() {
            if !(2..=255).contains(&k) {
                return bad(&format!("k[{d}]"), k, "2..=255");
            }
        }
        let min_b = if self.algorithm == Algorithm::Replica {
            2
        } else {
            1
        };
        if !(min_b..=16).contains(&self.buffers) {
            return bad(
                "buffers",
                self.buffers,
                &format!("{min_b}..=16 for {}", self.algorithm.name()),
            );
        }
        if !(1..=255).contains(&self.depth) {
            return bad("depth", self.depth, "1..=255");
        }
        if !(2..=255).contains(&self.max_len) {
            return bad("max_len", self.max_len, "2..=255");
        }
        if !(8..=64).contains(&self.w) {
            return bad("w", self.w, "8..=64");
        }
        if !(1..=4).contains(&self.classes) {
            return bad("classes", self.classes, "1..=4");
        }
        let needs_vct = matches!(self.algorithm, Algorithm::Safe | Algorithm::Replica)
            || self.algorithm.partial();
        if needs_vct && !self.vct() {
            return bad(
                "depth",
                self.depth,
                &format!(
                    ">= max_len = {} for {} (virtual cut-through, condition c)",
                    self.max_len,
                    self.algorithm.name()
                ),
            );
        }
        Layout::new(self).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_parameter() {
        let mut p = MwayParams::default();
        assert!(p.validate().is_ok());
        p.k = vec![4, 1];
        assert!(p.validate().unwrap_err().0.contains("k[1]"));
        p.k = vec![4, 4];
        p.depth = 2;
        assert!(p.validate().unwrap_err().0.contains("`depth`"));
        p.algorithm = Algorithm::Mst {
            ordered: true,
            partial: false,
        };
        assert!(p.validate().is_ok(), "wormhole allowed for plain MST");
        p.algorithm = Algorithm::Replica;
        p.depth = 5;
        p.buffers = 1;
        assert!(p.validate().unwrap_err().0.contains("`buffers`"));
    }

    #[test]
    fn m_of_figure_1_and_cube() {
        assert_eq!(MwayParams::default().m(), 5);
        assert_eq!(MwayParams::hypercube(9).m(), 10);
        let p = MwayParams {
            k: vec![8, 8, 8],
            ..Default::default()
        };
        assert_eq!(p.m(), 7);
    }
}
