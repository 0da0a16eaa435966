//! Parameters of the banyan network and the header layout.

use std::fmt;

/// Parameters of an `n`-stage, `N = 2^n` port region-decoding banyan network.
///
/// Head-flit layout (data bits): `[n-1:0]` = region minimum, `[2n-1:n]` = region maximum;
/// bits `[W-1:2n]` are carried unchanged. Hence `W >= 2n`.
///
/// Timing: the network announces `slot_start` once every `slot_len` cycles; a node presents
/// its head flit in that cycle and `slot_len - 1` payload flits in the following cycles. The
/// acknowledgement needs every stage to hold its slot state while it is collected, so
/// `slot_len >= n` (and `>= 2`: a packet is at least a head and a tail).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BanyanParams {
    /// Number of stages; N = 2^n ports.
    pub n: usize,
    /// Flit data width in bits.
    pub w: usize,
    /// Slot length L in flits (cycles).
    pub slot_len: usize,
}

/// A parameter error naming the parameter and the allowed range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamError {
    pub param: &'static str,
    pub value: String,
    pub allowed: String,
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid parameter {}={}: allowed {}",
            self.param, self.value, self.allowed
        )
    }
}
impl std::error::Error for ParamError {}

pub const N_RANGE: std::ops::RangeInclusive<usize> = 2..=6;
pub const W_ALLOWED: [usize; 2] = [16, 32];
pub const SLOT_MAX: usize = 255;

impl Default for BanyanParams {
    fn default() -> Self {
        BanyanParams {
            n: 3,
            w: 16,
            slot_len: 8,
        }
    }
}

impl BanyanParams {
    /// Validated constructor.
    pub fn new(n: usize, w: usize, slot_len: usize) -> Result<Self, ParamError> {
        if !N_RANGE.contains(&n) {
            return Err(ParamError {
                param: "n",
                value: n.to_string(),
                allowed: format!("{}..={} (N = 4..64 ports)", N_RANGE.start(), N_RANGE.end()),
            });
        }
        if !W_ALLOWED.contains(&w) {
            return Err(ParamError {
                param: "w",
                value: w.to_string(),
                allowed: "16 or 32".into(),
            });
        }
        let lmin = n.max(2);
        if slot_len < lmin || slot_len > SLOT_MAX {
            return Err(ParamError {
                param: "slot-len",
                value: slot_len.to_string(),
                allowed: format!("{lmin}..={SLOT_MAX} (at least n and 2) for n={n}"),
            });
        }
        Ok(BanyanParams { n, w, slot_len })
    }
    /// Number of ports N = 2^n.
    pub fn ports(&self) -> usize {
        1 << self.n
    }
    /// Mask of an n-bit address.
    pub fn addr_mask(&self) -> u64 {
        (1u64 << self.n) - 1
    }
    /// Region minimum of a head flit's data.
    pub fn hdr_min(&self, data: u64) -> u64 {
        data & self.addr_mask()
    }
    /// Region maximum of a head flit's data.
    pub fn hdr_max(&self, data: u64) -> u64 {
        (data >> self.n) & self.addr_mask()
    }
    /// `data` with its region replaced by (min, max); other bits unchanged.
    pub fn with_region(&self, data: u64, min: u64, max: u64) -> u64 {
        let field = (1u64 << (2 * self.n)) - 1;
        (data & !field) | (min & self.addr_mask()) | ((max & self.addr_mask()) << self.n)
    }
    /// Network latency: a flit presented at cycle t leaves at cycle t + n.
    pub fn latency(&self) -> usize {
        self.n
    }
    /// A flit is presented at cycle t = slot_start; `result_valid` with the slot's `accept`
    /// vector is high in cycle t + n + 1.
    pub fn ack_latency(&self) -> usize {
        self.n + 1
    }
    /// Name of the generated network top module, e.g. `banyan_net_n3_w16_l8`.
    pub fn net_module_name(&self) -> String {
        format!(
            "banyan_net_n{}_w{}_l{}{}",
            self.n,
            self.w,
            self.slot_len,
            crate::revision::suffix(super::REVISION)
        )
    }
}
