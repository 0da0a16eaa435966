//! One network-simulation point: every parameter of a run, with defaults, TOML/JSON form and
//! validation. The keys are the `wormcast net` flags (kebab-case): a TOML file
//! (`--config FILE.toml`) sets any of them, flags override the file, and an unknown key or a
//! value out of range is an error naming the key and its allowed values before anything runs.
//!
//! # Units
//! * `load`: the paper's *effective applied load* (Section 7.2), `m * B_i`: flits per node per
//!   cycle that the destinations are asked to receive, 1.0 being every node's full link
//!   bandwidth. A source generates messages at rate `load / (E[fanout] * msg_flits)` per cycle
//!   (exponential inter-message times), so for every traffic kind and multicast scheme the
//!   same `load` asks for the same received bandwidth.
//! * `msg-flits`: the packet length on the link, in flits, head and destination bit-string
//!   included (each message is one packet, Section 7.1: the paper's 128-byte and 512-byte
//!   messages are 64 and 256 two-byte flits). The payload is `msg-flits - 1 - ceil(N/W)`.

use serde::{Deserialize, Serialize};

/// Network topology.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Topology {
    /// Bidirectional MIN fat tree (k-ary n-tree) of k-port switches with k/2 down and k/2 up
    /// ports: N = (k/2)^levels nodes, levels * N/(k/2) switches, top-level up ports open.
    FatTree,
    /// k-ary m-way mesh (m-way paper): `dims` = "8x8x8" (channels per dimension, 2..=255
    /// each, 1 to 12 dimensions), one node per channel, the engine of [`crate::mway`].
    MwayMesh,
    /// Hypercube: the 2-ary m-way mesh of `dims` = n dimensions (2^n nodes).
    Hypercube,
    /// 2-D mesh of TPM wormhole routers (two-phase-multicast paper): `dims` = "16x16"
    /// (X x Y, 2..=64 each), the engine of [`crate::mesh`].
    Mesh,
}

impl Topology {
    /// The k-ary m-way networks (mesh and hypercube).
    pub fn is_mway(self) -> bool {
        matches!(self, Topology::MwayMesh | Topology::Hypercube)
    }
    /// The 2-D TPM mesh.
    pub fn is_mesh(self) -> bool {
        self == Topology::Mesh
    }
}

/// How a multicast reaches its destinations on the 2-D mesh (two-phase-multicast paper,
/// Section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MeshScheme {
    /// Two-phase multicast: one main-path worm, second-phase retransmissions.
    Tpm,
    /// Column-path: up to two worms per column holding destinations.
    ColumnPath,
    /// Unicast-based: one unicast per destination.
    Unicast,
    /// Dual-path (Lin, McKinley and Ni): one worm through the destinations above the
    /// source's snake label, one through those below; every router (and every unicast)
    /// routes on the Hamiltonian path.
    DualPath,
}

/// Broadcast scheme of the m-way networks (paper, Section 3): the routers' algorithm and how
/// a node broadcasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MwayRouting {
    /// MST-safe (Section 3.3): one tree message, every Way allocated before the header moves.
    MstSafe,
    /// MST-replica (Section 3.4): one tree message, replicas for the Ways not yet allocated.
    MstReplica,
    /// Plain MST (Section 3.1) with all three deadlock causes (unordered reservation, partial
    /// advance; wormhole when `depth` < `msg-flits`): the watchdog reports its deadlocks.
    Mst,
    /// MST-unicast (Section 3.5): unicasts along the MST, re-sent by every receiving node.
    MstUnicast,
    /// Recursive Doubling (Section 3.6): unicasts halving the region at every holder.
    RecursiveDoubling,
}

/// Regions of the m-way broadcasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MwayRegion {
    /// A random rectangular region containing the source with at least two nodes: per
    /// dimension `lo` uniform in `0..=x` and `hi` uniform in `x..k` (x the source's
    /// coordinate), drawn again while the region is the source alone.
    Random,
    /// The whole network.
    Full,
}

/// `dims` accepts a TOML string ("8x8x8", or "9" for a hypercube) or an integer (9).
fn string_or_int<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Si {
        S(String),
        I(i64),
    }
    Ok(
        match Si::deserialize(d).map_err(|_| {
            serde::de::Error::custom("expected a string like \"8x8x8\" or an integer")
        })? {
            Si::S(s) => s,
            Si::I(i) => i.to_string(),
        },
    )
}

/// Which switch sits at every position of the network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SwitchKind {
    /// Central-buffer switch (Section 4).
    Cb,
    /// Input-buffered switch (Section 5).
    Ib,
    /// Unicast-only switch: the central-buffer switch carrying unicasts only (replication is
    /// never used); the baseline for software multicast.
    Unicast,
}

/// How a multicast message reaches its destinations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum McScheme {
    /// One multidestination worm with a bit-string header, replicated by the switches.
    Hardware,
    /// Binomial-tree (U-Min) software multicast: unicasts, every receiving host re-sends to
    /// its subtree once it holds the whole message.
    Software,
    /// NI-level multicast of LFC (LFC paper): unicast packets between network interfaces
    /// with per-pair credits, forwarded by the NIs along a per-sender tree (`tree`), with
    /// deadlock recovery (`recovery`); [`crate::lfc`], run by [`super::lfc_run`].
    NiLfc,
}

/// The NI-level multicast protocol of `multicast = "ni-lfc"` (LFC paper, Section 5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NiProtocol {
    /// LFC: per-pair NI credits, deadlock recovery ([`crate::lfc::Ni`]).
    Lfc,
    /// FM/MC, the protocol LFC is compared with: no NI-level flow control, a shared NI
    /// receive queue that swaps to host memory, host credits from a central manager returned
    /// by a rotating token ([`crate::lfc::FmNi`]).
    FmMc,
}

/// A protocol option that is on or off (`--recovery on|off`; `true` and `false` are accepted
/// too, as for every switch of the configuration: [`on_off_bool`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum OnOff {
    On,
    Off,
}

impl<'de> Deserialize<'de> for OnOff {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(if on_off_bool(d)? {
            OnOff::On
        } else {
            OnOff::Off
        })
    }
}

/// A switch of the configuration (`bypass`, `vct`, `recovery`): `true`/`false` (TOML's
/// booleans) or `"on"`/`"off"` (as `wormcast gen` spells its switches), one spelling on
/// every command.
pub fn on_off_bool<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum B {
        B(bool),
        S(String),
    }
    match B::deserialize(d)
        .map_err(|_| serde::de::Error::custom("expected on or off (or true or false)"))?
    {
        B::B(b) => Ok(b),
        B::S(s) => match s.as_str() {
            "on" | "true" => Ok(true),
            "off" | "false" => Ok(false),
            _ => Err(serde::de::Error::custom(format!(
                "expected on or off (or true or false), found `{s}`"
            ))),
        },
    }
}

/// Traffic pattern (Section 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrafficKind {
    /// Uniform random unicast (destination uniform over the other nodes).
    Uniform,
    /// m-way multicast: `fanout` destinations drawn uniformly from the other nodes.
    Multicast,
    /// Bimodal: unicasts and `bimodal-fanout`-way multicasts, the multicasts making
    /// `bimodal-share` of the *received* load (Section 7.6: B_om = 0.2 B_o).
    Bimodal,
    /// Single-sender broadcast: node 0 broadcasts to every other node (the LFC paper's
    /// single-sender throughput test); `load` is what each receiver is asked to receive.
    Broadcast,
    /// All-to-all: every node broadcasts to every other node (the LFC paper's all-to-all
    /// exchange).
    AllToAll,
}

/// Central-buffer header-chunk scheme (Section 4.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scheme {
    Shared,
    /// `per-output` (`per_output`, as `gen` and `synth` spell it, is accepted too).
    #[serde(alias = "per_output")]
    PerOutput,
}

/// Up-port choice on the way to the least common ancestor (the switches' route decoder):
/// `adaptive` (the default, as in `wormcast gen` and the paper's Section 7) is the up port
/// with the most credits downstream, ties (the usual case in central-buffer networks) round
/// robin per input port; `deterministic` is up port `input mod k/2`. With adaptive up ports
/// the central buffer's upward admission keeps a network free of deadlock (module doc of
/// `crate::central_buffer`, "Deadlock freedom"; C must be at least `Lc + down reserve + k`).
/// NI-level multicast (`ni-lfc`) needs `deterministic`: LFC assumes each sender's packets
/// arrive in order, and adaptive up ports reorder them; a configuration with `multicast =
/// "ni-lfc"` that does not name a policy gets `deterministic` (`wormcast net`'s
/// configuration tables, [`NetConfig::fill_policy`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Policy {
    Adaptive,
    Deterministic,
}

/// Every parameter of one simulation point.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, default)]
pub struct NetConfig {
    pub topology: Topology,
    /// m-way networks: channels per dimension ("8x8x8") for `mway-mesh`, the number of
    /// dimensions n ("9") for `hypercube`.
    #[serde(deserialize_with = "string_or_int")]
    pub dims: String,
    /// m-way networks: B, buffers per buffer set (routers' DIM+ and DIM- sets, the node's
    /// injection and ejection sets), 1..=16 (MST-replica 2..=16).
    pub buffers: usize,
    /// m-way networks: flits per buffer, 0 = `msg-flits` (virtual cut-through, required by
    /// every scheme but plain MST).
    pub depth: usize,
    /// m-way networks: broadcast scheme.
    pub routing: MwayRouting,
    /// m-way networks: fraction of the generated messages that are region broadcasts (the
    /// rest are unicasts to a uniformly random other node), 0..=1.
    pub broadcast_share: f64,
    /// m-way networks: regions of the broadcasts.
    pub region: MwayRegion,
    /// Nodes N: a power of k/2 with at least 2 levels.
    pub nodes: usize,
    /// Switch ports k (4 or 8; k/2 down, k/2 up).
    pub k: usize,
    pub switch: SwitchKind,
    pub multicast: McScheme,
    pub traffic: TrafficKind,
    /// Destinations of an m-way multicast (`traffic = "multicast"`), 1..=N-1.
    pub fanout: usize,
    /// Share of the received load due to multicasts in bimodal traffic, 0..=1.
    pub bimodal_share: f64,
    /// Fanout of the multicasts of bimodal traffic.
    pub bimodal_fanout: usize,
    /// Packet length in flits, head and bit-string included.
    pub msg_flits: usize,
    /// Effective applied load, (0, 1].
    pub load: f64,
    /// Cycles before measurement starts (cold start).
    pub warmup: u64,
    /// Measurement window in cycles: messages generated in it are measured.
    pub cycles: u64,
    /// Batches of the measurement window for the batch-means confidence intervals.
    pub batches: usize,
    /// Cycles allowed after the window for the measured messages to complete; any still
    /// incomplete then marks the point saturated.
    pub drain: u64,
    pub seed: u64,
    /// Flit width W in bits.
    pub w: usize,
    /// Central-buffer size C in chunks of k flits.
    pub chunks: usize,
    /// Input FIFO depth F in flits (the upstream link's credits). 0 = the switch's default:
    /// 64 for the central-buffer switch, 8 for the input-buffered switch.
    pub fifo: usize,
    /// Input buffer per port of the input-buffered switch, in flits (a multiple of k).
    pub buffer: usize,
    /// Crossbar bypass of the central-buffer switch.
    #[serde(deserialize_with = "on_off_bool")]
    pub bypass: bool,
    pub scheme: Scheme,
    pub policy: Policy,
    /// Virtual-cut-through reservation of whole multicasts in the central buffer; false allows
    /// the Figure 2 deadlock.
    #[serde(deserialize_with = "on_off_bool")]
    pub vct: bool,
    /// Flits a sink consumes per cycle, (0, 1] (1 = the paper's "immediately pulled").
    pub sink_rate: f64,
    /// Software multicast: cycles between a host holding the whole message and it starting
    /// to forward it (the paper assumes 0).
    pub sw_overhead: u64,
    /// Cycles without any flit moving, while packets are in flight, after which the run stops
    /// and reports a deadlock.
    pub watchdog: u64,
    /// Mesh: virtual channels per physical channel, 1..=4.
    pub vcs: usize,
    /// Mesh: injection channels per node (one-port 1), 1..=8.
    pub injection: usize,
    /// Mesh: consumption channels per node (one-port 1, Lemma 2: 4, Section 5.3: 8), 1..=8.
    pub consumption: usize,
    /// Mesh: multicast scheme.
    pub mesh_multicast: MeshScheme,
    /// Mesh: share of the generated messages that are multicasts (Section 5.3: 10%), 0..=1.
    pub multicast_share: f64,
    /// Mesh: destinations of a multicast: normal with this mean and standard deviation,
    /// rounded and clipped to `min-dests..=max-dests` (Section 5.3: 32, 15, 2, 250).
    pub mean_dests: f64,
    pub sd_dests: f64,
    pub min_dests: usize,
    pub max_dests: usize,
    /// Mesh: start-up cycles of the first message a node sends in a batch, and of each
    /// further one (Section 5.1: 33 and 8 time units).
    pub startup: u64,
    pub startup_next: u64,
    /// NI-level multicast (`multicast = "ni-lfc"`): shape of every sender's forwarding tree.
    pub tree: crate::lfc::TreeShape,
    /// `tree = "custom"`: the parent rank of every rank 1..N-1 (rank r = node (sender + r)
    /// mod N); it must be a tree over all N ranks.
    pub tree_parents: Vec<usize>,
    /// NI-level multicast: deadlock recovery (Section 4), `on` or `off`.
    pub recovery: OnOff,
    /// NI-level multicast: receive buffers per sender at every NI = send credits per pair
    /// (paper: 8), 1..=64.
    pub lfc_credits: u32,
    /// NI-level multicast: freed, unreturned buffers of one sender that trigger an explicit
    /// credit update, 1..=lfc-credits (0 = half the credits).
    pub lfc_update: u32,
    /// NI-level multicast: NI processor cycles per packet sent for the host, per data packet
    /// received, and per packet forwarded to one child.
    pub ni_send: u64,
    pub ni_recv: u64,
    pub ni_forward: u64,
    /// NI-level multicast: the protocol, `lfc` or `fm-mc` (LFC paper, Figures 7 and 8).
    pub ni_protocol: NiProtocol,
    /// FM/MC: multicast receive buffers per host (a credit is one buffer on every host).
    pub fmmc_host_buffers: u32,
    /// FM/MC: received packets an NI's receive queue holds before it swaps to host memory.
    pub fmmc_ni_buffers: usize,
    /// FM/MC: credits a sender asks the credit manager for at a time.
    pub fmmc_request: u32,
    /// FM/MC: NI cycles to swap one packet to host memory (and again to copy it back).
    pub fmmc_swap: u64,
    /// FM/MC: NI cycles per visit of the credit token.
    pub fmmc_token: u64,
    /// NI-level multicast: packets per message (a message of P packets of `msg-flits`;
    /// latency counts until a destination holds all P).
    pub msg_packets: usize,
}

impl Default for NetConfig {
    fn default() -> Self {
        NetConfig {
            topology: Topology::FatTree,
            dims: "4x4".into(),
            buffers: 4,
            depth: 0,
            routing: MwayRouting::MstSafe,
            broadcast_share: 1.0,
            region: MwayRegion::Random,
            nodes: 16,
            k: 8,
            switch: SwitchKind::Cb,
            multicast: McScheme::Hardware,
            traffic: TrafficKind::Multicast,
            fanout: 4,
            bimodal_share: 0.2,
            bimodal_fanout: 4,
            msg_flits: 64,
            load: 0.3,
            warmup: 20_000,
            cycles: 50_000,
            batches: 10,
            drain: 50_000,
            seed: 1,
            w: 16,
            chunks: 256,
            fifo: 0,
            buffer: 320,
            bypass: true,
            scheme: Scheme::Shared,
            policy: Policy::Adaptive,
            vct: true,
            sink_rate: 1.0,
            sw_overhead: 0,
            watchdog: 20_000,
            vcs: 2,
            injection: 1,
            consumption: 8,
            mesh_multicast: MeshScheme::Tpm,
            multicast_share: 0.1,
            mean_dests: 32.0,
            sd_dests: 15.0,
            min_dests: 2,
            max_dests: 250,
            startup: 33,
            startup_next: 8,
            tree: crate::lfc::TreeShape::Binomial,
            tree_parents: vec![],
            recovery: OnOff::On,
            lfc_credits: 8,
            lfc_update: 0,
            ni_send: 100,
            ni_recv: 100,
            ni_forward: 50,
            ni_protocol: NiProtocol::Lfc,
            fmmc_host_buffers: 128,
            fmmc_ni_buffers: 64,
            fmmc_request: 16,
            fmmc_swap: 128,
            fmmc_token: 50,
            msg_packets: 1,
        }
    }
}

/// Keys only the fat tree uses.
pub const FAT_TREE_KEYS: &[&str] = &[
    "nodes",
    "k",
    "switch",
    "multicast",
    "traffic",
    "fanout",
    "bimodal-share",
    "bimodal-fanout",
    "chunks",
    "fifo",
    "buffer",
    "bypass",
    "scheme",
    "policy",
    "vct",
    "sink-rate",
    "sw-overhead",
    "tree",
    "tree-parents",
    "recovery",
    "lfc-credits",
    "lfc-update",
    "ni-send",
    "ni-recv",
    "ni-forward",
    "ni-protocol",
    "fmmc-host-buffers",
    "fmmc-ni-buffers",
    "fmmc-request",
    "fmmc-swap",
    "fmmc-token",
    "msg-packets",
];

/// Keys of NI-level multicast (`multicast = "ni-lfc"`): the fat-tree family's last
/// fifteen, from `tree` on.
pub const LFC_KEYS: &[&str] = FAT_TREE_KEYS.split_at(FAT_TREE_KEYS.len() - 15).1;

/// Keys of FM/MC only (`ni-protocol = "fm-mc"`).
pub const FMMC_KEYS: &[&str] = &[
    "fmmc-host-buffers",
    "fmmc-ni-buffers",
    "fmmc-request",
    "fmmc-swap",
    "fmmc-token",
];

/// Keys only the m-way networks (`mway-mesh`, `hypercube`) use.
pub const MWAY_KEYS: &[&str] = &[
    "dims",
    "buffers",
    "depth",
    "routing",
    "broadcast-share",
    "region",
];

/// Keys only the 2-D TPM mesh uses (with `dims` and `depth`, which it shares with the m-way
/// networks).
pub const MESH_KEYS: &[&str] = &[
    "dims",
    "depth",
    "vcs",
    "injection",
    "consumption",
    "mesh-multicast",
    "multicast-share",
    "mean-dests",
    "sd-dests",
    "min-dests",
    "max-dests",
    "startup",
    "startup-next",
];

/// Keys of every topology.
pub const SHARED_KEYS: &[&str] = &[
    "topology",
    "msg-flits",
    "load",
    "warmup",
    "cycles",
    "batches",
    "drain",
    "seed",
    "w",
    "watchdog",
];

/// The keys of a [`NetConfig`] (for error messages and the sweep's columns).
pub const KEYS: &[&str] = &[
    "topology",
    "dims",
    "buffers",
    "depth",
    "routing",
    "broadcast-share",
    "region",
    "nodes",
    "k",
    "switch",
    "multicast",
    "traffic",
    "fanout",
    "bimodal-share",
    "bimodal-fanout",
    "msg-flits",
    "load",
    "warmup",
    "cycles",
    "batches",
    "drain",
    "seed",
    "w",
    "chunks",
    "fifo",
    "buffer",
    "bypass",
    "scheme",
    "policy",
    "vct",
    "sink-rate",
    "sw-overhead",
    "watchdog",
    "vcs",
    "injection",
    "consumption",
    "mesh-multicast",
    "multicast-share",
    "mean-dests",
    "sd-dests",
    "min-dests",
    "max-dests",
    "startup",
    "startup-next",
    "tree",
    "tree-parents",
    "recovery",
    "lfc-credits",
    "lfc-update",
    "ni-send",
    "ni-recv",
    "ni-forward",
    "ni-protocol",
    "fmmc-host-buffers",
    "fmmc-ni-buffers",
    "fmmc-request",
    "fmmc-swap",
    "fmmc-token",
    "msg-packets",
];

fn bad<T>(
    key: &str,
    v: impl std::fmt::Display,
    allowed: impl std::fmt::Display,
) -> Result<T, String> {
    Err(format!("invalid value {key}={v}: allowed {allowed}"))
}

impl NetConfig {
    /// A configuration table that names no `policy` and has `multicast = "ni-lfc"` gets
    /// `policy = "deterministic"` (LFC needs each sender's packets in order; [`Policy`]);
    /// every other table keeps the default, `adaptive`. Applied to every table before it is
    /// read (`wormcast net`, `sweep`, `lfc-study`), so a policy named in a file or a flag wins.
    pub fn fill_policy(t: &mut toml::Table) {
        if !t.contains_key("policy")
            && t.get("multicast").and_then(|v| v.as_str()) == Some("ni-lfc")
        {
            t.insert("policy".into(), toml::Value::String("deterministic".into()));
        }
    }

    /// Parse a TOML document (unknown keys are errors).
    pub fn from_toml(s: &str) -> Result<NetConfig, String> {
        toml::from_str(s).map_err(|e| format!("config: {}", e.message()))
    }

    /// Fat-tree levels: N = (k/2)^levels.
    pub fn levels(&self) -> usize {
        let h = self.k / 2;
        let mut n = 1;
        let mut l = 0;
        while n < self.nodes {
            n *= h;
            l += 1;
        }
        l
    }

    /// Destination bit-string flits B = ceil(N / W).
    pub fn bitstring_flits(&self) -> usize {
        self.nodes.div_ceil(self.w)
    }

    /// Input FIFO depth in flits with the switch's default applied.
    pub fn fifo_depth(&self) -> usize {
        match (self.fifo, self.switch) {
            (0, SwitchKind::Ib) => crate::input_buffered::default_fifo(self.k),
            (0, _) => 64,
            (f, _) => f,
        }
    }

    /// Mean destinations per generated message.
    pub fn mean_fanout(&self) -> f64 {
        match self.traffic {
            TrafficKind::Uniform => 1.0,
            TrafficKind::Broadcast | TrafficKind::AllToAll => (self.nodes - 1) as f64,
            TrafficKind::Multicast => self.fanout as f64,
            TrafficKind::Bimodal => {
                // Share s of received load from m-way multicasts: s = m p / (m p + 1 - p).
                let m = self.bimodal_fanout as f64;
                let p = self.bimodal_multicast_probability();
                p * m + (1.0 - p)
            }
        }
    }

    /// Bimodal traffic: the probability that a generated message is a multicast, such that
    /// multicasts make `bimodal-share` of the received load.
    pub fn bimodal_multicast_probability(&self) -> f64 {
        let s = self.bimodal_share;
        let m = self.bimodal_fanout as f64;
        if s <= 0.0 {
            0.0
        } else {
            s / (m - s * (m - 1.0))
        }
    }

    /// Messages generated per node per cycle (single-sender broadcast: by node 0, the only
    /// sender, so that every receiver is asked for `load`).
    pub fn message_rate(&self) -> f64 {
        let flits = (self.msg_flits * self.msg_packets) as f64;
        if self.traffic == TrafficKind::Broadcast {
            self.load / flits
        } else {
            self.load / (self.mean_fanout() * flits)
        }
    }

    /// The forwarding tree of NI-level multicast over `n` members.
    pub fn lfc_tree(&self, n: usize) -> Result<crate::lfc::Tree, String> {
        match self.tree {
            crate::lfc::TreeShape::Custom => crate::lfc::Tree::from_parents(&self.tree_parents, n),
            s => Ok(crate::lfc::Tree::shape(s, n)),
        }
    }

    /// The LFC network interfaces' parameters of this configuration.
    pub fn lfc_params(&self) -> crate::lfc::LfcParams {
        crate::lfc::LfcParams {
            nodes: self.nodes,
            credits: self.lfc_credits,
            update: if self.lfc_update == 0 {
                self.lfc_credits.div_ceil(2)
            } else {
                self.lfc_update
            },
            send_cost: self.ni_send,
            recv_cost: self.ni_recv,
            fwd_cost: self.ni_forward,
            send_pool: self.lfc_credits as usize,
            recovery: self.recovery == OnOff::On,
        }
    }

    /// The FM/MC network interfaces' parameters (the credit manager on the last node; the
    /// host's send buffers inside the NI are `lfc-credits`, as for LFC).
    pub fn fmmc_params(&self) -> crate::lfc::FmParams {
        crate::lfc::FmParams {
            nodes: self.nodes,
            send_cost: self.ni_send,
            recv_cost: self.ni_recv,
            fwd_cost: self.ni_forward,
            send_pool: self.lfc_credits as usize,
            host_buffers: self.fmmc_host_buffers,
            ni_buffers: self.fmmc_ni_buffers,
            request: self.fmmc_request,
            swap_cost: self.fmmc_swap,
            token_cost: self.fmmc_token,
            manager: self.nodes - 1,
        }
    }

    /// NI-level multicast's keys: in range, and left at their defaults by the other schemes.
    fn validate_lfc(&self) -> Result<(), String> {
        if self.multicast != McScheme::NiLfc {
            let me = toml::Table::try_from(self).expect("config serialises");
            let def = toml::Table::try_from(NetConfig::default()).expect("config serialises");
            for k in LFC_KEYS {
                if me.get(*k) != def.get(*k) {
                    return Err(format!(
                        "invalid value {k}={}: key {k} applies to multicast ni-lfc only",
                        me.get(*k).map(|v| v.to_string()).unwrap_or_default()
                    ));
                }
            }
            return Ok(());
        }
        if self.policy != Policy::Deterministic {
            // LFC's per-tree FIFO order needs each sender's packets in order (Myrinet's source
            // routes); adaptive up ports reorder them (the driver then fails the run).
            return Err(
                "invalid value policy=adaptive: multicast ni-lfc needs policy deterministic \
                        (LFC assumes in-order delivery; adaptive up ports reorder packets)"
                    .into(),
            );
        }
        if !(1..=64).contains(&self.lfc_credits) {
            return bad("lfc-credits", self.lfc_credits, "1..=64 buffers per sender");
        }
        if self.lfc_update > self.lfc_credits {
            return bad(
                "lfc-update",
                self.lfc_update,
                format!("0..={} (0 = half the credits)", self.lfc_credits),
            );
        }
        for (k, v) in [
            ("ni-send", self.ni_send),
            ("ni-recv", self.ni_recv),
            ("ni-forward", self.ni_forward),
        ] {
            if v > 1_000_000 {
                return bad(k, v, "0..=1000000 cycles");
            }
        }
        if !(1..=4096).contains(&self.msg_packets) {
            return bad(
                "msg-packets",
                self.msg_packets,
                "1..=4096 packets per message",
            );
        }
        if self.ni_protocol == NiProtocol::FmMc {
            if !matches!(self.traffic, TrafficKind::Broadcast | TrafficKind::AllToAll) {
                return bad(
                    "ni-protocol",
                    "fm-mc",
                    "lfc with this traffic (FM/MC's credits are buffers on every host: traffic broadcast or all-to-all)",
                );
            }
            if !(1..=1_000_000).contains(&self.fmmc_host_buffers) {
                return bad("fmmc-host-buffers", self.fmmc_host_buffers, "1..=1000000");
            }
            if !(1..=1_000_000).contains(&self.fmmc_ni_buffers) {
                return bad("fmmc-ni-buffers", self.fmmc_ni_buffers, "1..=1000000");
            }
            if !(1..=self.fmmc_host_buffers).contains(&self.fmmc_request) {
                return bad(
                    "fmmc-request",
                    self.fmmc_request,
                    format!("1..={} (fmmc-host-buffers)", self.fmmc_host_buffers),
                );
            }
            for (k, v) in [
                ("fmmc-swap", self.fmmc_swap),
                ("fmmc-token", self.fmmc_token),
            ] {
                if v > 1_000_000 {
                    return bad(k, v, "0..=1000000 cycles");
                }
            }
        } else {
            let me = toml::Table::try_from(self).expect("config serialises");
            let def = toml::Table::try_from(NetConfig::default()).expect("config serialises");
            for k in FMMC_KEYS {
                if me.get(*k) != def.get(*k) {
                    return Err(format!(
                        "invalid value {k}={}: key {k} applies to ni-protocol fm-mc only",
                        me.get(*k).map(|v| v.to_string()).unwrap_or_default()
                    ));
                }
            }
        }
        if self.tree == crate::lfc::TreeShape::Custom {
            if !matches!(self.traffic, TrafficKind::Broadcast | TrafficKind::AllToAll) {
                return bad(
                    "tree",
                    "custom",
                    "binomial, binary or chain with this traffic (a custom tree covers all N nodes: traffic broadcast or all-to-all)",
                );
            }
            self.lfc_tree(self.nodes)?;
        } else if !self.tree_parents.is_empty() {
            return Err(
                "invalid value tree-parents: key tree-parents applies to tree custom only".into(),
            );
        }
        Ok(())
    }

    /// Check every key; the error names the key and its allowed values. Keys of the other
    /// topology family must keep their defaults (they would be silently meaningless):
    /// [`FAT_TREE_KEYS`] for the m-way networks, [`MWAY_KEYS`] for the fat tree.
    pub fn validate(&self) -> Result<(), String> {
        if !(self.load > 0.0 && self.load <= 1.0) {
            return bad(
                "load",
                self.load,
                if self.topology.is_mway() {
                    "(0, 1] (message flits generated per node per cycle)"
                } else {
                    "(0, 1] (effective applied load)"
                },
            );
        }
        if self.cycles < 100 {
            return bad("cycles", self.cycles, ">= 100");
        }
        if self.batches < 2 || self.batches as u64 > self.cycles {
            return bad("batches", self.batches, format!("2..={}", self.cycles));
        }
        if self.watchdog < 100 {
            return bad("watchdog", self.watchdog, ">= 100 cycles");
        }
        self.check_other_family()?;
        if self.topology.is_mway() {
            self.mway_params().map(|_| ())
        } else if self.topology.is_mesh() {
            self.mesh_params().map(|_| ())
        } else {
            self.validate_fat_tree()
        }
    }

    /// A key of the other topology family set to a non-default value is an error.
    fn check_other_family(&self) -> Result<(), String> {
        let me = toml::Table::try_from(self).expect("config serialises");
        let def = toml::Table::try_from(NetConfig::default()).expect("config serialises");
        let mine = if self.topology.is_mway() {
            MWAY_KEYS
        } else if self.topology.is_mesh() {
            MESH_KEYS
        } else {
            FAT_TREE_KEYS
        };
        let families = [
            (FAT_TREE_KEYS, "topology fat-tree"),
            (MWAY_KEYS, "topologies mway-mesh and hypercube"),
            (MESH_KEYS, "topology mesh"),
        ];
        for (keys, fam) in families {
            for k in keys {
                if mine.contains(k) || me.get(*k) == def.get(*k) {
                    continue;
                }
                let what = format!("{fam} only");
                let topo = me
                    .get("topology")
                    .map(|v| v.to_string())
                    .unwrap_or_default();
                return Err(format!(
                    "key {k} applies to {what}, not to topology {}: leave it out (this topology's own keys: {}; shared: {})",
                    topo.trim_matches('"'),
                    mine.join(", "),
                    SHARED_KEYS.join(", ")
                ));
            }
        }
        Ok(())
    }

    /// Width and height of the 2-D mesh (`dims` = "XxY").
    pub fn mesh_dims(&self) -> Result<crate::mesh::Mesh, String> {
        let parts: Vec<Option<usize>> = self
            .dims
            .trim()
            .split('x')
            .map(|x| x.trim().parse::<usize>().ok())
            .collect();
        match parts[..] {
            [Some(x @ 2..=64), Some(y @ 2..=64)] => Ok(crate::mesh::Mesh::new(x, y)),
            _ => bad(
                "dims",
                &self.dims,
                "X x Y as \"16x16\", 2..=64 each, for topology mesh",
            ),
        }
    }

    /// The mesh routers' parameters of this configuration, every key checked with its name.
    pub fn mesh_params(&self) -> Result<crate::mesh::RouterParams, String> {
        let mesh = self.mesh_dims()?;
        let p = crate::mesh::RouterParams {
            mesh,
            at: crate::mesh::Coord::new(0, 0),
            w: self.w,
            v: self.vcs,
            depth: if self.depth == 0 { 1 } else { self.depth },
            inj: self.injection,
            cons: self.consumption,
            routing: if self.mesh_multicast == MeshScheme::DualPath {
                crate::mesh::Routing::Hamiltonian
            } else {
                crate::mesh::Routing::DimOrder
            },
        };
        if self.depth > 8 {
            return bad(
                "depth",
                self.depth,
                "0..=8 flits per VC buffer (0 = 1, Section 5.1)",
            );
        }
        if !(1..=4).contains(&self.vcs) {
            return bad(
                "vcs",
                self.vcs,
                "1..=4 virtual channels per physical channel",
            );
        }
        if !(1..=8).contains(&self.injection) {
            return bad("injection", self.injection, "1..=8 injection channels");
        }
        if !(1..=8).contains(&self.consumption) {
            return bad(
                "consumption",
                self.consumption,
                "1..=8 consumption channels",
            );
        }
        let fits = |w: usize| crate::mesh::Layout::new(mesh, w).is_ok();
        if !(16..=64).contains(&self.w) || !fits(self.w) {
            let lo = (16..=64).find(|&w| fits(w)).unwrap_or(64);
            return bad(
                "w",
                self.w,
                format!(
                    "{lo}..=64 bits for a {}x{} mesh (a destination entry fits one flit)",
                    mesh.x, mesh.y
                ),
            );
        }
        let l = p.validate().map_err(|e| format!("mesh parameters: {e}"))?;
        if self.msg_flits < 1 || self.msg_flits > l.max_len() {
            return bad(
                "msg-flits",
                self.msg_flits,
                format!(
                    "1..={} payload flits (the len field of a {}x{} mesh at w = {})",
                    l.max_len(),
                    mesh.x,
                    mesh.y,
                    self.w
                ),
            );
        }
        if !(0.0..=1.0).contains(&self.multicast_share) {
            return bad("multicast-share", self.multicast_share, "0..=1");
        }
        let n = mesh.nodes();
        if self.min_dests < 1 || self.min_dests > n - 1 {
            return bad("min-dests", self.min_dests, format!("1..={}", n - 1));
        }
        if self.max_dests < self.min_dests {
            return bad(
                "max-dests",
                self.max_dests,
                format!(">= min-dests = {}", self.min_dests),
            );
        }
        if !(self.mean_dests >= 1.0) {
            return bad("mean-dests", self.mean_dests, ">= 1");
        }
        if !(self.sd_dests >= 0.0) {
            return bad("sd-dests", self.sd_dests, ">= 0");
        }
        Ok(p)
    }

    /// Channels per dimension of an m-way network (`dims`).
    pub fn mway_k(&self) -> Result<Vec<usize>, String> {
        let d = self.dims.trim();
        let k: Vec<usize> = match self.topology {
            Topology::Hypercube => match d.parse::<usize>() {
                Ok(n) if (1..=crate::mway::params::MAX_DIMS).contains(&n) => vec![2; n],
                _ => {
                    return bad(
                        "dims",
                        d,
                        format!(
                            "the number of dimensions n, 1..={}, for topology hypercube",
                            crate::mway::params::MAX_DIMS
                        ),
                    )
                }
            },
            _ => {
                let parts: Vec<Option<usize>> = d
                    .split('x')
                    .map(|x| x.trim().parse::<usize>().ok())
                    .collect();
                if parts.is_empty()
                    || parts.len() > crate::mway::params::MAX_DIMS
                    || parts.iter().any(|p| !matches!(p, Some(2..=255)))
                {
                    return bad(
                        "dims",
                        d,
                        format!(
                            "channels per dimension joined by x (\"8x8x8\"), 1..={} dimensions of 2..=255 each",
                            crate::mway::params::MAX_DIMS
                        ),
                    );
                }
                parts.into_iter().map(Option::unwrap).collect()
            }
        };
        let n: usize = k.iter().product();
        if n > 65_536 {
            return bad("dims", d, "at most 65,536 nodes");
        }
        Ok(k)
    }

    /// The m-way model's parameters of this configuration, every key checked with its name.
    pub fn mway_params(&self) -> Result<crate::mway::MwayParams, String> {
        use crate::mway::{Algorithm, Broadcast, MwayParams};
        let k = self.mway_k()?;
        let (algorithm, broadcast) = match self.routing {
            MwayRouting::MstSafe => (Algorithm::Safe, Broadcast::Tree),
            MwayRouting::MstReplica => (Algorithm::Replica, Broadcast::Tree),
            MwayRouting::Mst => (
                Algorithm::Mst {
                    ordered: false,
                    partial: true,
                },
                Broadcast::Tree,
            ),
            MwayRouting::MstUnicast => (Algorithm::Safe, Broadcast::MstUnicast),
            MwayRouting::RecursiveDoubling => (Algorithm::Safe, Broadcast::RecursiveDoubling),
        };
        let min_b = if self.routing == MwayRouting::MstReplica {
            2
        } else {
            1
        };
        if !(min_b..=16).contains(&self.buffers) {
            return bad(
                "buffers",
                self.buffers,
                format!(
                    "{min_b}..=16 buffers per set for routing {:?}",
                    self.routing
                ),
            );
        }
        if !(2..=255).contains(&self.msg_flits) {
            return bad(
                "msg-flits",
                self.msg_flits,
                "2..=255 (header + at least one flit)",
            );
        }
        let depth = if self.depth == 0 {
            self.msg_flits
        } else {
            self.depth
        };
        if self.depth > 255 || (self.routing != MwayRouting::Mst && depth < self.msg_flits) {
            return bad(
                "depth",
                self.depth,
                if self.routing == MwayRouting::Mst {
                    "0..=255 flits per buffer (0 = msg-flits)".to_string()
                } else {
                    format!(
                        "0 or {}..=255 flits per buffer (virtual cut-through: a buffer holds a whole message; only routing = mst allows wormhole buffers)",
                        self.msg_flits
                    )
                },
            );
        }
        if !(0.0..=1.0).contains(&self.broadcast_share) {
            return bad("broadcast-share", self.broadcast_share, "0..=1");
        }
        let p = MwayParams {
            k,
            buffers: self.buffers,
            depth,
            max_len: self.msg_flits,
            w: self.w,
            classes: 1,
            algorithm,
            broadcast,
        };
        let fits =
            |w: usize| crate::mway::format::Layout::new(&MwayParams { w, ..p.clone() }).is_ok();
        if !(8..=64).contains(&self.w) || !fits(self.w) {
            let lo = (8..=64).find(|&w| fits(w));
            return bad(
                "w",
                self.w,
                match lo {
                    Some(lo) => format!(
                        "{lo}..=64 bits for dims {} with {}-flit messages (the header's Ways, Region and Len fields fit one flit)",
                        self.dims, self.msg_flits
                    ),
                    None => format!(
                        "none: the header of dims {} does not fit 64 bits",
                        self.dims
                    ),
                },
            );
        }
        p.validate().map_err(|e| format!("m-way parameters: {e}"))?;
        Ok(p)
    }

    /// Fat-tree keys.
    fn validate_fat_tree(&self) -> Result<(), String> {
        if self.k != 4 && self.k != 8 {
            return bad("k", self.k, "4 or 8 (k/2 down and k/2 up ports)");
        }
        let h = self.k / 2;
        let mut ok = vec![];
        let mut n = h * h;
        while n <= 4096 {
            ok.push(n);
            n *= h;
        }
        if !ok.contains(&self.nodes) {
            return bad(
                "nodes",
                self.nodes,
                format!(
                    "a power of k/2 = {h} with 2 or more levels, up to 4096: {}",
                    ok.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
        }
        if self.w != 16 && self.w != 32 {
            return bad("w", self.w, "16 or 32");
        }
        if self.levels() > 15 {
            return bad("nodes", self.nodes, "at most 15 levels (4-bit LCA count)");
        }
        let b = self.bitstring_flits();
        let max_len = (1usize << (self.w - 5)) - 1;
        let hi = max_len.min(1024);
        if self.msg_flits < b + 2 || self.msg_flits > hi {
            return bad(
                "msg-flits",
                self.msg_flits,
                format!(
                    "{}..={hi} (head + {b} bit-string flits + at least one payload flit)",
                    b + 2
                ),
            );
        }
        match self.traffic {
            TrafficKind::Multicast => {
                if self.fanout < 1 || self.fanout > self.nodes - 1 {
                    return bad(
                        "fanout",
                        self.fanout,
                        format!("1..={} (the other nodes)", self.nodes - 1),
                    );
                }
            }
            TrafficKind::Bimodal => {
                if self.bimodal_fanout < 2 || self.bimodal_fanout > self.nodes - 1 {
                    return bad(
                        "bimodal-fanout",
                        self.bimodal_fanout,
                        format!("2..={}", self.nodes - 1),
                    );
                }
                if !(0.0..=1.0).contains(&self.bimodal_share) {
                    return bad("bimodal-share", self.bimodal_share, "0..=1");
                }
            }
            TrafficKind::Uniform | TrafficKind::Broadcast | TrafficKind::AllToAll => {}
        }
        if !(self.load > 0.0 && self.load <= 1.0) {
            return bad("load", self.load, "(0, 1] (effective applied load)");
        }
        if self.cycles < 100 {
            return bad("cycles", self.cycles, ">= 100");
        }
        if self.batches < 2 || self.batches as u64 > self.cycles {
            return bad("batches", self.batches, format!("2..={}", self.cycles));
        }
        if !(self.sink_rate > 0.0 && self.sink_rate <= 1.0) {
            return bad("sink-rate", self.sink_rate, "(0, 1] flits per cycle");
        }
        if self.watchdog < 100 {
            return bad("watchdog", self.watchdog, ">= 100 cycles");
        }
        let fifo = self.fifo_depth();
        if !(4..=255).contains(&fifo) {
            return bad(
                "fifo",
                self.fifo,
                "4..=255 flits (0 = the switch's default)",
            );
        }
        self.validate_lfc()?;
        if self.switch == SwitchKind::Unicast
            && self.multicast == McScheme::Hardware
            && self.traffic != TrafficKind::Uniform
        {
            return bad(
                "multicast",
                "hardware",
                "software with switch=unicast (the unicast switch does not replicate)",
            );
        }
        match self.switch {
            SwitchKind::Cb | SwitchKind::Unicast => {
                if !crate::central_buffer::chunks_allowed(self.chunks) {
                    return bad("chunks", self.chunks, crate::central_buffer::CHUNKS_ALLOWED);
                }
                let lc = self.msg_flits.div_ceil(self.k);
                let kc = lc + h - 1 + self.k + 1;
                if kc > self.chunks {
                    return bad(
                        "chunks",
                        self.chunks,
                        format!(
                            ">= {kc} for {}-flit messages at k = {}",
                            self.msg_flits, self.k
                        ),
                    );
                }
                // With the reservation on, an upward packet is admitted whole beside the
                // level-1 switch's down reserve and headroom (CbParams::up_admission_min).
                // The down reserve is one largest multicast admission, or one chunk in a
                // unicast-only switch.
                let copies = if self.scheme == Scheme::Shared {
                    h - 1
                } else {
                    0
                };
                let reserve = if self.switch == SwitchKind::Unicast {
                    1
                } else {
                    lc + copies
                };
                let uc = lc + reserve + self.k;
                if self.vct && uc > self.chunks {
                    return bad(
                        "chunks",
                        self.chunks,
                        format!(
                            ">= {uc} for {}-flit messages at k = {} with vct = true: an upward \
                             packet ({lc} chunks) is admitted whole beside the down reserve \
                             ({} chunks) and the headroom ({}), which keeps the network free of \
                             deadlock (module doc of wormcast_model::central_buffer)",
                            self.msg_flits, self.k, reserve, self.k
                        ),
                    );
                }
            }
            SwitchKind::Ib => {
                if self.buffer % self.k != 0 || self.buffer < self.msg_flits + self.k {
                    return bad(
                        "buffer",
                        self.buffer,
                        format!(
                            "a multiple of k = {} of at least {} flits (one whole message and a chunk)",
                            self.k,
                            (self.msg_flits + self.k).div_ceil(self.k) * self.k
                        ),
                    );
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_valid_and_keys_complete() {
        let c = NetConfig::default();
        c.validate().unwrap();
        let v = serde_json::to_value(&c).unwrap();
        let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), KEYS.len());
        for k in KEYS {
            assert!(v.get(*k).is_some(), "{k} missing from KEYS");
        }
    }

    /// LFC needs in-order delivery: NI-level multicast with adaptive up ports is a
    /// configuration error naming the key, not a run that fails as "a bug".
    #[test]
    fn ni_lfc_with_adaptive_up_ports_is_rejected_by_name() {
        let c = NetConfig {
            switch: SwitchKind::Unicast,
            multicast: McScheme::NiLfc,
            policy: Policy::Adaptive,
            ..NetConfig::default()
        };
        let e = c.validate().unwrap_err();
        assert!(
            e.starts_with("invalid value policy=adaptive") && e.contains("ni-lfc"),
            "{e}"
        );
        NetConfig {
            policy: Policy::Deterministic,
            ..c
        }
        .validate()
        .unwrap();
    }

    #[test]
    fn lfc_keys_are_the_fat_tree_tail() {
        assert_eq!(LFC_KEYS.first(), Some(&"tree"));
        for k in FMMC_KEYS {
            assert!(LFC_KEYS.contains(k), "{k}");
        }
        assert_eq!(LFC_KEYS.last(), Some(&"msg-packets"));
        let me = toml::Table::try_from(NetConfig::default()).unwrap();
        for k in LFC_KEYS {
            assert!(me.contains_key(*k), "{k}");
        }
    }

    #[test]
    fn key_families_partition_the_keys() {
        let mut all: Vec<&str> = FAT_TREE_KEYS
            .iter()
            .chain(MWAY_KEYS)
            .chain(MESH_KEYS)
            .chain(SHARED_KEYS)
            .copied()
            .collect();
        all.sort();
        let before = all.len();
        all.dedup();
        // The m-way networks and the mesh share `dims` and `depth`; no other key is in two
        // families.
        assert_eq!(before - all.len(), 2);
        for k in MESH_KEYS {
            assert!(
                !FAT_TREE_KEYS.contains(k)
                    && (!MWAY_KEYS.contains(k) || ["dims", "depth"].contains(k)),
                "{k}"
            );
        }
        let mut keys = KEYS.to_vec();
        keys.sort();
        assert_eq!(all, keys);
    }

    #[test]
    fn mway_dims_and_keys() {
        let c = NetConfig::from_toml("topology = \"hypercube\"\ndims = 9\nw = 32\nmsg-flits = 5\n")
            .unwrap();
        c.validate().unwrap();
        assert_eq!(c.mway_k().unwrap(), vec![2; 9]);
        let c = NetConfig::from_toml(
            "topology = \"mway-mesh\"\ndims = \"16x8x8\"\nw = 32\nmsg-flits = 5\n",
        )
        .unwrap();
        assert_eq!(c.mway_params().unwrap().k, vec![16, 8, 8]);
        let e = NetConfig {
            topology: Topology::MwayMesh,
            fanout: 3,
            ..Default::default()
        }
        .validate()
        .unwrap_err();
        assert!(
            e.contains("key fanout applies to topology fat-tree only"),
            "{e}"
        );
    }

    #[test]
    fn toml_round_trip_and_unknown_key() {
        let c = NetConfig::from_toml("nodes = 64\nswitch = \"ib\"\nmsg-flits = 256\n").unwrap();
        assert_eq!((c.nodes, c.switch, c.msg_flits), (64, SwitchKind::Ib, 256));
        let e = NetConfig::from_toml("nodez = 64\n").unwrap_err();
        assert!(e.contains("nodez") && e.contains("nodes"), "{e}");
        let e = NetConfig::from_toml("switch = \"xyz\"\n").unwrap_err();
        assert!(
            e.contains("cb") && e.contains("ib") && e.contains("unicast"),
            "{e}"
        );
    }

    #[test]
    fn validation_names_key_and_range() {
        let cases: Vec<(fn(&mut NetConfig), &str)> = vec![
            (|c| c.load = 0.0, "load=0"),
            (|c| c.load = 1.5, "load=1.5"),
            (|c| c.nodes = 20, "nodes=20"),
            (|c| c.fanout = 16, "fanout=16: allowed 1..=15"),
            (|c| c.k = 6, "k=6"),
            (|c| c.msg_flits = 2, "msg-flits=2: allowed 3..="),
            (
                |c| {
                    c.switch = SwitchKind::Unicast;
                },
                "multicast=hardware",
            ),
            (
                |c| {
                    c.switch = SwitchKind::Ib;
                    c.buffer = 60;
                },
                "buffer=60",
            ),
            (
                // ceil(64 / 8) + k/2 - 1 header copies + k + 1 = 20 chunks at least.
                |c| {
                    c.k = 8;
                    c.msg_flits = 64;
                    c.chunks = 16;
                },
                "chunks=16: allowed >= 20 for 64-flit messages at k = 8",
            ),
        ];
        for (f, want) in cases {
            let mut c = NetConfig::default();
            f(&mut c);
            let e = c.validate().unwrap_err();
            assert!(e.contains(want), "{e} does not contain {want}");
        }
        // The least C for a message length is accepted. Reservation on: 80 flits at k = 8
        // need 2 * 10 + 3 + 8 = 31 chunks, 88 flits 33 (an upward packet admitted whole
        // beside the down reserve); off: 160 flits need 32 chunks, 168 flits 33.
        let mut c = NetConfig {
            k: 8,
            chunks: 32,
            msg_flits: 80,
            ..NetConfig::default()
        };
        assert_eq!(c.validate(), Ok(()));
        c.msg_flits = 88;
        let e = c.validate().unwrap_err();
        assert!(e.contains("chunks=32: allowed >= 33"), "{e}");
        c.vct = false;
        c.msg_flits = 160;
        assert_eq!(c.validate(), Ok(()));
        c.msg_flits = 168;
        let e = c.validate().unwrap_err();
        assert!(e.contains("chunks=32: allowed >= 33"), "{e}");
    }

    #[test]
    fn bimodal_share_is_of_received_load() {
        let c = NetConfig {
            traffic: TrafficKind::Bimodal,
            ..Default::default()
        };
        let p = c.bimodal_multicast_probability();
        let m = c.bimodal_fanout as f64;
        assert!((p * m / c.mean_fanout() - 0.2).abs() < 1e-12);
        // 20% of the received load from 4-way multicasts: p = 0.2 / (4 - 0.6) = 1/17.
        assert!((p - 1.0 / 17.0).abs() < 1e-12);
    }

    #[test]
    fn levels_of_fat_trees() {
        for (k, n, l) in [
            (8, 16, 2),
            (8, 64, 3),
            (8, 256, 4),
            (8, 1024, 5),
            (4, 16, 4),
        ] {
            let c = NetConfig {
                k,
                nodes: n,
                ..Default::default()
            };
            assert_eq!(c.levels(), l);
        }
    }

    /// B = ceil(N / W): the head's bit-string flits, as the switches' route config counts
    /// them.
    #[test]
    fn bitstring_flits_are_ceil_n_over_w() {
        for (n, w, b) in [
            (16, 16, 1),
            (64, 16, 4),
            (256, 16, 16),
            (1024, 32, 32),
            (20, 16, 2),
        ] {
            let c = NetConfig {
                nodes: n,
                w,
                ..Default::default()
            };
            assert_eq!(c.bitstring_flits(), b, "N = {n}, W = {w}");
        }
    }
}
