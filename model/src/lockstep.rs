//! Lock-step worker threads: run one closure on `n` parts at once, every simulated cycle,
//! and return only when every part is done. The network simulator uses it to step the
//! switches of one cycle in parallel (they read only the previous cycle's link values, so
//! the parts are independent and the result is bit-for-bit the serial one).
//!
//! A cycle of a 64-node fat tree costs about ten microseconds, far less than waking a
//! sleeping thread (a futex round trip), so the workers spin on an epoch counter between
//! cycles (falling back to `yield_now` after a few thousand spins, so an oversubscribed
//! machine still makes progress). The threads live as long as the [`Lockstep`]; dropping it
//! stops and joins them. A panic in any part is caught and re-raised on the caller's thread.

use std::cell::UnsafeCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

/// The job of the current epoch, with its lifetime erased (see [`Lockstep::run`]).
type Job = &'static (dyn Fn(usize) + Sync);

struct Shared {
    /// Incremented by the caller to start a job; workers run it once per increment.
    epoch: AtomicU64,
    /// Workers that finished the current job.
    done: AtomicUsize,
    /// A part panicked.
    panicked: AtomicBool,
    quit: AtomicBool,
    job: UnsafeCell<Option<Job>>,
}

// SAFETY: `job` is written only by the caller while no worker reads it (before the epoch
// is published with Release, after every worker has reported done with Release), and read
// by workers only between seeing the new epoch (Acquire) and reporting done.
unsafe impl Sync for Shared {}

/// `threads - 1` spinning workers plus the calling thread.
pub struct Lockstep {
    shared: Arc<Shared>,
    handles: Vec<JoinHandle<()>>,
}

/// Spin, then yield, until `cond` holds.
#[inline]
fn wait_until(cond: impl Fn() -> bool) {
    let mut spins = 0u32;
    while !cond() {
        if spins < 4096 {
            spins += 1;
            std::hint::spin_loop();
        } else {
            std::thread::yield_now();
        }
    }
}

impl Lockstep {
    /// Parts `0..threads`: part 0 runs on the caller, the others on their own threads.
    pub fn new(threads: usize) -> Lockstep {
        let threads = threads.max(1);
        let shared = Arc::new(Shared {
            epoch: AtomicU64::new(0),
            done: AtomicUsize::new(0),
            panicked: AtomicBool::new(false),
            quit: AtomicBool::new(false),
            job: UnsafeCell::new(None),
        });
        let handles = (1..threads)
            .map(|part| {
                let sh = shared.clone();
                std::thread::Builder::new()
                    .name(format!("lockstep-{part}"))
                    .spawn(move || worker(&sh, part))
                    .expect("spawning a lock-step worker")
            })
            .collect();
        Lockstep { shared, handles }
    }

    /// Number of parts (threads including the caller).
    pub fn parts(&self) -> usize {
        self.handles.len() + 1
    }

    /// Runs `f(part)` for every part in parallel; returns when all are done.
    pub fn run(&self, f: &(dyn Fn(usize) + Sync)) {
        let sh = &*self.shared;
        if self.handles.is_empty() {
            f(0);
            return;
        }
        // SAFETY: the reference is used by workers only until they report done, and this
        // function does not return (nor unwind) before every worker has, so it never
        // outlives `f`.
        let job: Job = unsafe { std::mem::transmute::<&(dyn Fn(usize) + Sync), Job>(f) };
        unsafe { *sh.job.get() = Some(job) };
        sh.epoch.fetch_add(1, Ordering::Release);
        let mine = catch_unwind(AssertUnwindSafe(|| f(0)));
        let n = self.handles.len();
        wait_until(|| sh.done.load(Ordering::Acquire) == n);
        sh.done.store(0, Ordering::Relaxed);
        unsafe { *sh.job.get() = None };
        if let Err(e) = mine {
            std::panic::resume_unwind(e);
        }
        if sh.panicked.swap(false, Ordering::Relaxed) {
            panic!("a lock-step worker panicked");
        }
    }
}

fn worker(sh: &Shared, part: usize) {
    let mut seen = 0u64;
    loop {
        wait_until(|| sh.epoch.load(Ordering::Acquire) != seen || sh.quit.load(Ordering::Relaxed));
        if sh.quit.load(Ordering::Relaxed) {
            return;
        }
        seen = sh.epoch.load(Ordering::Acquire);
        // SAFETY: see `Shared`.
        let job = unsafe { *sh.job.get() };
        if let Some(f) = job {
            if catch_unwind(AssertUnwindSafe(|| f(part))).is_err() {
                sh.panicked.store(true, Ordering::Relaxed);
            }
        }
        sh.done.fetch_add(1, Ordering::Release);
    }
}

impl Drop for Lockstep {
    fn drop(&mut self) {
        self.shared.quit.store(true, Ordering::Relaxed);
        for h in self.handles.drain(..) {
            let _ = h.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[test]
    fn every_part_runs_once_per_epoch() {
        let ls = Lockstep::new(3);
        let hits = Mutex::new(vec![0u32; 3]);
        for _ in 0..1000 {
            ls.run(&|p| hits.lock().unwrap()[p] += 1);
        }
        assert_eq!(*hits.lock().unwrap(), vec![1000, 1000, 1000]);
    }

    #[test]
    fn disjoint_parts_write_their_own_slices() {
        let ls = Lockstep::new(2);
        let mut v = vec![0u64; 10];
        for round in 1..=50u64 {
            let (a, b) = v.split_at_mut(5);
            let parts = [Mutex::new(a), Mutex::new(b)];
            ls.run(&|p| {
                for x in parts[p].lock().unwrap().iter_mut() {
                    *x += round * (p as u64 + 1);
                }
            });
        }
        assert_eq!(v[..5], [1275; 5]);
        assert_eq!(v[5..], [2550; 5]);
    }

    #[test]
    #[should_panic(expected = "lock-step worker panicked")]
    fn a_worker_panic_reaches_the_caller() {
        let ls = Lockstep::new(2);
        ls.run(&|p| assert_eq!(p, 0, "part 1 fails"));
    }
}
