//! The network simulator: one cycle-accurate engine for every topology, switch kind,
//! multicast scheme and traffic pattern, built on the golden switch models (which equal the
//! RTL cycle for cycle), so that a study's figures are the hardware's figures.
//!
//! * [`config`]: every parameter of a point ([`NetConfig`]), its TOML form and validation.
//! * [`topology`]: the fat-tree builder (links, reachability masks, LCA levels).
//! * [`traffic`]: message generation (exponential inter-message times, destination sets).
//! * [`umin`]: the binomial-tree (U-Min) software multicast schedule.
//! * [`stats`]: batch means and confidence intervals.
//! * [`run`]: one point: warm-up, measurement window, drain, watchdog ([`run()`]); the one
//!   place that dispatches on the topology: the fat tree here, the k-ary m-way meshes and
//!   hypercubes to [`mway_run`] (the golden model [`crate::mway`]), the 2-D TPM mesh to
//!   [`mesh_run`] (the golden model [`crate::mesh`]), NI-level multicast (LFC) on the fat
//!   tree to [`lfc_run`], all reporting a [`NetResult`].
//! * [`result`]: what a point reports ([`NetResult`]).
//! * [`bench`]: the simulator's speed (`wormcast bench-net`).

pub mod bench;
pub mod config;
pub mod lfc_run;
pub mod mesh_run;
pub mod mway_run;
pub mod result;
pub mod run;
pub mod stats;
pub mod topology;
pub mod traffic;
pub mod umin;

pub use config::NetConfig;
pub use result::NetResult;
pub use run::{build, run, run_threads, run_with, run_with_progress};
