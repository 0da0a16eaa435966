//! Node-level part of the two-phase multicast (TPM) paper (Mohapatra and Varavithya,
//! "A Hardware Multicast Routing Algorithm for Two-Dimensional Meshes"; issue 13): the
//! dimension-order TPM algorithm that turns `(mesh, source, destinations)` into
//! multidestination worms, the worm semantics the TPM router implements, a functional
//! delivery model, the paper's baselines, and the contention-free timing of Figures 10-11.
//!
//! * [`zone`]: multicast zone, source quadrant, periphery lines `nh, fh, nv, fv`, Section
//!   4's extension, and the canonical frame the algorithm is written in.
//! * [`preprocess`]: subzones A-D, the main-path node of every destination, sorting,
//!   flags; [`tpm_worms`] gives the phase-1 worm(s) (Figures 8, 9). Its module doc lists
//!   every decision taken where the paper is ambiguous.
//! * [`worm`]: the [`Worm`], the router contract and [`check_worm`] (legality).
//! * [`deliver`](mod@deliver): executes the contract for one multicast ([`deliver()`]):
//!   per node, the phases of its application deliveries, and the [`Schedule`].
//! * [`schedule`]: a scheme's messages with phases and explicit hop paths.
//! * [`dual_path`], [`column_path`], [`unicast`]: the baselines of Section 5.2.
//! * [`timing`]: latency and additional traffic, one-port and all-port (formulas there).
//! * [`study`]: random operations and per-point averages for the CLI's `tpm-study`.
//!
//! **Lemma 1** (tested in `tests/tpm_lemma1.rs`): for any source and destination set on any
//! mesh, [`tpm_worms`]' worms are legal and deliver the message to every destination exactly
//! once, to no other node's application, within two start-up phases.

pub mod column_path;
pub mod deliver;
pub mod dual_path;
pub mod preprocess;
pub mod schedule;
pub mod study;
pub mod timing;
pub mod unicast;
pub mod worm;
pub mod zone;

pub use deliver::{check_exactly_once, deliver, Delivery};
pub use preprocess::{tpm_plan, tpm_worms, Assignment, Subzone, TpmPlan};
pub use schedule::{PathStop, Schedule, Sent};
pub use timing::{evaluate, Cost, Timing};
pub use worm::{check_worm, Worm};
pub use zone::{extend, source_quadrant, Frame, Quadrant, Zone};
