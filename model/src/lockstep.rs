//! Lock-step worker threads: run one closure on `n` parts at once, every simulated cycle,
//! and return only when every part is done. The network simulator uses it to step the
//! switches of one cycle in parallel (they read only the previous cycle's link values, so
//! the parts are independent and the result is bit-for-bit the serial one).
//!
//! A cycle of a 64-node fat tree costs about ten microseconds, far less than waking a
//! sleeping thread (a futex round trip), so the workers spin on an epoch counter between
//! cycles, then yield, then sleep (a worker idle for more than a few hundred yields blocks
//! on a condition variable until the next job, so idle workers cost no CPU).
//!
//! Lock-step parallelism pays only while every worker has a core: on an oversubscribed
//! machine each hand-off waits for the scheduler to run the other thread, and two threads
//! can be ten times slower than one. So [`Lockstep::run`] measures itself: every
//! [`RETUNE`] windows of [`WINDOW`] jobs it times a window run in parallel and one run by
//! the caller alone (every part in turn, the same result; a measuring window ends after
//! [`WINDOW_TIME`] at the latest), and runs the next windows in parallel only if that was
//! clearly faster (by 10%); each parallel run that slows down doubles the time to the next
//! measurement (up to 64 times). The threads live as long as the [`Lockstep`]; dropping it stops and joins
//! them. A panic in any part is caught and re-raised on the caller's thread.

use std::cell::{Cell, UnsafeCell};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Jobs per timing window of [`Lockstep::run`]'s choice between parallel and serial; a
/// window also ends after [`WINDOW_TIME`] (on a busy machine a parallel job can take a
/// millisecond, and a long window there would cost more than the choice saves). A parallel window
/// half again as slow as parallel measured starts a new measurement.
pub const WINDOW: u32 = 512;
pub const WINDOW_TIME: Duration = Duration::from_millis(3);
/// Windows run the chosen way between two measurements (one parallel and one serial window).
pub const RETUNE: u32 = 40;

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
    /// Workers blocked in [`Shared::sleep`], and what they block on.
    sleepers: AtomicUsize,
    lock: Mutex<()>,
    wake: Condvar,
}

impl Shared {
    /// Block until woken by [`Shared::wake_all`] (or 1 ms passed: a wake-up that raced with
    /// falling asleep is never lost for longer).
    fn sleep(&self, cond: &impl Fn() -> bool) {
        let g = self.lock.lock().unwrap();
        self.sleepers.fetch_add(1, Ordering::SeqCst);
        if !cond() {
            let _ = self.wake.wait_timeout(g, Duration::from_millis(1)).unwrap();
        }
        self.sleepers.fetch_sub(1, Ordering::SeqCst);
    }
    fn wake_all(&self) {
        if self.sleepers.load(Ordering::SeqCst) > 0 {
            let _g = self.lock.lock().unwrap();
            self.wake.notify_all();
        }
    }
}

/// How the next jobs run, and the timing that chose it (caller's thread only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Timing a parallel window, then a serial one.
    MeasureParallel,
    MeasureSerial,
    /// Running the faster way for the remaining windows.
    Run {
        parallel: bool,
        windows_left: u32,
    },
}

#[derive(Clone, Copy)]
struct Tuner {
    phase: Phase,
    jobs: u32,
    start: Instant,
    /// Seconds per job of the last measuring windows.
    parallel_s: f64,
    serial_s: f64,
    /// Multiplies [`RETUNE`] after a serial choice: 1, doubled by every parallel run that
    /// slowed (up to 64), back to 1 after a parallel run that held; so a machine that stays
    /// busy is rarely probed.
    backoff: u32,
    /// The measuring parallel window's first job (which wakes the workers) is behind us.
    woken: bool,
}

// SAFETY: `job` is written only by the caller while no worker reads it (before the epoch
// is published with Release, after every worker has reported done with Release), and read
// by workers only between seeing the new epoch (Acquire) and reporting done.
unsafe impl Sync for Shared {}

/// `threads - 1` spinning workers plus the calling thread.
pub struct Lockstep {
    shared: Arc<Shared>,
    handles: Vec<JoinHandle<()>>,
    tuner: Cell<Tuner>,
}

/// Spin, then yield, until `cond` holds; then, if `sleep` is given, sleep on it.
#[inline]
fn wait_until(cond: impl Fn() -> bool, sleep: Option<&Shared>) {
    let mut spins = 0u32;
    while !cond() {
        if spins < 4096 {
            spins += 1;
            std::hint::spin_loop();
        } else if spins < 4096 + 256 || sleep.is_none() {
            spins += 1;
            std::thread::yield_now();
        } else if let Some(sh) = sleep {
            sh.sleep(&cond);
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
            sleepers: AtomicUsize::new(0),
            lock: Mutex::new(()),
            wake: Condvar::new(),
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
        Lockstep {
            shared,
            handles,
            tuner: Cell::new(Tuner {
                phase: Phase::MeasureParallel,
                jobs: 0,
                start: Instant::now(),
                parallel_s: 0.0,
                serial_s: 0.0,
                backoff: 1,
                woken: false,
            }),
        }
    }

    /// Whether the next job runs in parallel; counts it and moves the tuning on at the end
    /// of a window.
    fn next_parallel(&self) -> bool {
        let mut t = self.tuner.get();
        if t.phase == Phase::MeasureParallel && t.jobs == 1 && !t.woken {
            // The first parallel job woke the sleeping workers: time from the second on.
            t.woken = true;
            t.jobs = 0;
            t.start = Instant::now();
        }
        let elapsed = t.start.elapsed();
        // A parallel measuring window is short: on a busy machine its jobs crawl.
        let limit = if t.phase == Phase::MeasureParallel {
            WINDOW_TIME / 4
        } else {
            WINDOW_TIME
        };
        if t.jobs == WINDOW || (t.jobs > 0 && elapsed > limit) {
            // Seconds per job in this window.
            let s = elapsed.as_secs_f64() / f64::from(t.jobs);
            t.phase = match t.phase {
                Phase::MeasureParallel => {
                    t.parallel_s = s;
                    Phase::MeasureSerial
                }
                Phase::MeasureSerial => {
                    t.serial_s = s;
                    // Parallel only for a clear gain: on a busy machine both windows are
                    // noisy, and a wrong parallel choice costs far more than a wrong serial
                    // one.
                    let parallel = t.parallel_s < 0.9 * s;
                    Phase::Run {
                        parallel,
                        windows_left: if parallel { RETUNE } else { RETUNE * t.backoff },
                    }
                }
                // Measure again after the chosen windows, or at once when running in
                // parallel has become half again as slow as it measured (the machine's
                // load changed).
                Phase::Run {
                    parallel,
                    windows_left,
                } => {
                    if parallel && s > 1.5 * t.parallel_s {
                        t.backoff = (t.backoff * 2).min(64);
                        Phase::MeasureParallel
                    } else if windows_left == 1 {
                        if parallel {
                            t.backoff = 1;
                        }
                        Phase::MeasureParallel
                    } else {
                        Phase::Run {
                            parallel,
                            windows_left: windows_left - 1,
                        }
                    }
                }
            };
            t.jobs = 0;
            t.start = Instant::now();
            t.woken = false;
        }
        t.jobs += 1;
        let parallel = match t.phase {
            Phase::MeasureParallel => true,
            Phase::MeasureSerial => false,
            Phase::Run { parallel, .. } => parallel,
        };
        self.tuner.set(t);
        parallel
    }

    /// Whether the last job ran in parallel (for tests and reports).
    pub fn parallel_now(&self) -> bool {
        let t = self.tuner.get();
        !matches!(
            t.phase,
            Phase::MeasureSerial
                | Phase::Run {
                    parallel: false,
                    ..
                }
        )
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
        if !self.next_parallel() {
            // Every part on the caller, in order: the same result (the parts are independent).
            for part in 0..=self.handles.len() {
                f(part);
            }
            return;
        }
        // SAFETY: the reference is used by workers only until they report done, and this
        // function does not return (nor unwind) before every worker has, so it never
        // outlives `f`.
        let job: Job = unsafe { std::mem::transmute::<&(dyn Fn(usize) + Sync), Job>(f) };
        unsafe { *sh.job.get() = Some(job) };
        sh.epoch.fetch_add(1, Ordering::Release);
        sh.wake_all();
        let mine = catch_unwind(AssertUnwindSafe(|| f(0)));
        let n = self.handles.len();
        wait_until(|| sh.done.load(Ordering::Acquire) == n, None);
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
        wait_until(
            || sh.epoch.load(Ordering::Acquire) != seen || sh.quit.load(Ordering::Relaxed),
            Some(sh),
        );
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
        self.shared.wake_all();
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
    fn serial_windows_give_the_same_result_and_the_tuner_alternates() {
        let ls = Lockstep::new(2);
        let hits = Mutex::new(vec![0u32; 2]);
        let mut serial = 0;
        let jobs = (RETUNE + 4) * WINDOW;
        for _ in 0..jobs {
            ls.run(&|p| hits.lock().unwrap()[p] += 1);
            serial += u32::from(!ls.parallel_now());
        }
        assert_eq!(*hits.lock().unwrap(), vec![jobs, jobs]);
        // At least the measuring window ran serially.
        assert!(serial >= WINDOW, "{serial}");
    }

    #[test]
    #[should_panic(expected = "lock-step worker panicked")]
    fn a_worker_panic_reaches_the_caller() {
        let ls = Lockstep::new(2);
        ls.run(&|p| assert_eq!(p, 0, "part 1 fails"));
    }
}
