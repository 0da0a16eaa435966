//! Threads that build or simulate rust-hdl blocks: one stack size for all of them.
//!
//! A rust-hdl block is a plain value holding every signal of its hardware, and rust-hdl builds
//! and simulates it by value. The default central-buffer switch (k = 8, W = 16, one bit-string
//! flit) is 0.66 MB; building it takes three frames of 0.30 MB (`CbCore::new`), 0.68 MB
//! (`CbSwitch::new`) and 1.31 MB (the instance's frame in `with_switch!`, which holds the
//! switch and the simulation that owns it), 2.3 MB in all (measured from the release binary's
//! stack probes). That is more than the 2 MiB a spawned thread gets by default, so
//! `wormcast soak central-buffer` overflowed on its worker thread, and the switches with 8 and
//! 32 bit-string flits (256 and 1,024 nodes) need several times more. Every thread that may
//! construct a switch is therefore made here, with [`HDL_STACK`]: rayon pools by [`pool`]
//! (the CLI's global pool by [`init_global_pool`]), plain threads by [`spawn_scoped`]. The
//! stack is reserved, not committed: a thread touches only the pages it uses.
//!
//! The test harness gets the same size from `RUST_MIN_STACK` in `.cargo/config.toml`; tests
//! that run the built `wormcast` binary remove that variable, so they see the threads a user
//! gets.

use std::thread::{Scope, ScopedJoinHandle};

/// Stack of every thread that may build or simulate a rust-hdl block (256 MiB, reserved
/// lazily).
pub const HDL_STACK: usize = 256 << 20;

/// A rayon pool of `threads` workers with [`HDL_STACK`] each.
pub fn pool(threads: usize) -> Result<rayon::ThreadPool, String> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(HDL_STACK)
        .thread_name(|i| format!("wormcast-{i}"))
        .build()
        .map_err(|e| format!("starting {threads} worker threads: {e}"))
}

/// Give rayon's global pool (every `par_iter` outside [`pool`]) [`HDL_STACK`]; call once,
/// first thing in `main`. A second call (the pool already built) is harmless.
pub fn init_global_pool() {
    let _ = rayon::ThreadPoolBuilder::new()
        .stack_size(HDL_STACK)
        .build_global();
}

/// `scope.spawn(f)` with [`HDL_STACK`].
pub fn spawn_scoped<'scope, 'env, T: Send + 'scope>(
    scope: &'scope Scope<'scope, 'env>,
    f: impl FnOnce() -> T + Send + 'scope,
) -> ScopedJoinHandle<'scope, T> {
    std::thread::Builder::new()
        .stack_size(HDL_STACK)
        .spawn_scoped(scope, f)
        .expect("spawning a worker thread")
}
