//! The per-block CLI trait: `gen`, `sim`, `lint`, `synth` and `bench` of every block go
//! through [`Block`], so `main` has one arm per command, not one per command and block. Each
//! block's arguments implement it by calling its own `*_cmd` module; a command a block does
//! not have is a usage error (exit 2) that names the command that does the job. Every method
//! returns the typed [`Failure`]: a bad parameter exits 2, a failed run 1.
//! (`check` has per-block options of its own, `CheckBlock`, and is dispatched in `main`.)

use crate::mesh_cmd::Which;
use crate::output::{Failure, Generated, R};
use crate::{
    banyan_cmd, cb_cmd, ib_cmd, mesh_cmd, mway_cmd, output, BanyanArgs, BlockCmd, CbArgs, IbArgs,
    MeshRouterArgs, MwayMeshArgs, MwayRouterArgs, TableOrJson,
};
use std::path::Path;
use wormcast_tools::eda::Target;

/// What the CLI does with one block.
pub trait Block {
    /// `gen`: write the block's IP files into `out` (a staging directory).
    fn gen(&self, out: &Path) -> Result<Generated, Failure>;
    /// `sim`: golden model and rust-hdl in lock step, optionally into a VCD.
    fn sim(&self, cycles: u64, seed: u64, vcd: Option<&Path>) -> R;
    /// `lint`: Verilator and Yosys on the emitted Verilog.
    fn lint(&self) -> R;
    /// `synth`: Yosys and nextpnr on `target`.
    fn synth(&self, format: TableOrJson, target: Target) -> R;
    /// `bench`: the engines' speeds.
    fn bench(&self, cycles: u64) -> R;
}

fn elsewhere(what: &str) -> R {
    Err(Failure::Usage(what.into()))
}

impl BlockCmd {
    /// The block's implementation of the commands.
    pub fn block(&self) -> Box<dyn Block + '_> {
        match self {
            BlockCmd::Banyan(a) => Box::new(*a),
            BlockCmd::CentralBuffer(a) => Box::new(a.clone()),
            BlockCmd::InputBuffered(a) => Box::new(a.clone()),
            BlockCmd::MwayRouter(a) => Box::new(a.clone()),
            BlockCmd::MwayMesh(a) => Box::new(a.clone()),
            BlockCmd::MeshRouter(a) => Box::new(TpmBlock(Which::Router, a)),
            BlockCmd::Mesh(a) => Box::new(TpmBlock(Which::Mesh, a)),
        }
    }
}

impl Block for BanyanArgs {
    fn gen(&self, out: &Path) -> Result<Generated, Failure> {
        banyan_cmd::gen(*self, out)
    }
    fn sim(&self, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
        banyan_cmd::sim(*self, cycles, seed, vcd)
    }
    fn lint(&self) -> R {
        banyan_cmd::lint(*self)
    }
    fn synth(&self, format: TableOrJson, target: Target) -> R {
        banyan_cmd::synth(*self, format, target)
    }
    fn bench(&self, cycles: u64) -> R {
        banyan_cmd::bench(*self, cycles)
    }
}

impl Block for CbArgs {
    fn gen(&self, out: &Path) -> Result<Generated, Failure> {
        let (w, s) = self.switch();
        cb_cmd::gen_cb(w, &s, out)
    }
    fn sim(&self, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
        let (w, s) = self.switch();
        cb_cmd::sim_cb(w, &s, cycles, seed, vcd)
    }
    fn lint(&self) -> R {
        let (w, s) = self.switch();
        cb_cmd::lint_cb(w, &s)
            .and_then(|(e, seen)| output::lint_summary(e, &seen.into_iter().collect()))
    }
    fn synth(&self, format: TableOrJson, target: Target) -> R {
        let (w, s) = self.switch();
        cb_cmd::synth_cb(w, &s, format, target)
    }
    fn bench(&self, cycles: u64) -> R {
        let (w, s) = self.switch();
        cb_cmd::bench_cb(w, &s, cycles)
    }
}

impl Block for IbArgs {
    fn gen(&self, out: &Path) -> Result<Generated, Failure> {
        let (w, s) = self.switch();
        ib_cmd::gen_ib(w, &s, out)
    }
    fn sim(&self, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
        let (w, s) = self.switch();
        ib_cmd::sim_ib(w, &s, cycles, seed, vcd)
    }
    fn lint(&self) -> R {
        let (w, s) = self.switch();
        ib_cmd::lint_ib(w, &s)
            .and_then(|(e, seen)| output::lint_summary(e, &seen.into_iter().collect()))
    }
    fn synth(&self, format: TableOrJson, target: Target) -> R {
        let (w, s) = self.switch();
        ib_cmd::synth_ib(w, &s, &self.synth_orgs(), format, target)
    }
    fn bench(&self, cycles: u64) -> R {
        let (w, s) = self.switch();
        ib_cmd::bench_ib(w, &s, cycles)
    }
}

impl Block for MwayRouterArgs {
    fn gen(&self, out: &Path) -> Result<Generated, Failure> {
        mway_cmd::gen(&self.m, self.w, out)
    }
    fn sim(&self, _: u64, _: u64, _: Option<&Path>) -> R {
        elsewhere(
            "mway-router: use `wormcast check mway-router` (golden model, rust-hdl, Verilator)",
        )
    }
    fn lint(&self) -> R {
        mway_cmd::lint(&self.m, self.w)
    }
    fn synth(&self, format: TableOrJson, target: Target) -> R {
        mway_cmd::synth(&self.m, self.w, format, target)
    }
    fn bench(&self, _: u64) -> R {
        elsewhere(
            "mway-router: use `wormcast check mway-router` (golden model, rust-hdl, Verilator)",
        )
    }
}

impl Block for MwayMeshArgs {
    fn gen(&self, out: &Path) -> Result<Generated, Failure> {
        mway_cmd::mesh_gen(&self.m, &self.dims, self.w, out)
    }
    fn sim(&self, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
        mway_cmd::mesh_sim(&self.m, &self.dims, self.w, cycles, seed, vcd)
    }
    fn lint(&self) -> R {
        mway_cmd::mesh_lint(&self.m, &self.dims, self.w)
    }
    fn synth(&self, format: TableOrJson, target: Target) -> R {
        mway_cmd::mesh_synth(&self.m, &self.dims, self.w, format, target)
    }
    fn bench(&self, _: u64) -> R {
        elsewhere(
            "mway-mesh: use `wormcast check mway-mesh` (Verilator and rust-hdl times included)",
        )
    }
}

/// The TPM mesh router or the mesh of them (one argument set, two blocks).
struct TpmBlock<'a>(Which, &'a MeshRouterArgs);

impl Block for TpmBlock<'_> {
    fn gen(&self, out: &Path) -> Result<Generated, Failure> {
        mesh_cmd::gen(self.0, &self.1.mesh(0), self.1.w, out)
    }
    fn sim(&self, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
        mesh_cmd::sim(self.0, &self.1.mesh(0), self.1.w, cycles, seed, vcd)
    }
    fn lint(&self) -> R {
        mesh_cmd::lint(self.0, &self.1.mesh(0), self.1.w)
    }
    fn synth(&self, format: TableOrJson, target: Target) -> R {
        mesh_cmd::synth(self.0, &self.1.mesh(0), self.1.w, format, target)
    }
    fn bench(&self, _: u64) -> R {
        elsewhere(
            "mesh-router, mesh: use `wormcast check mesh-router` or `wormcast check mesh` \
             (golden model, rust-hdl, Verilator; speeds included)",
        )
    }
}
