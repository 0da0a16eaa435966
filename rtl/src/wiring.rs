//! Hand wiring between child blocks, written once and used three ways: as the Rust
//! simulation (`update`), to `connect` the driven signals, and as the Verilog body.
//!
//! Why: `#[hdl_gen]` emits wrong Verilog, silently, for `self.child[i].array_port[j]`
//! (it prints `child$0$array_port[j]` with the loop variable unsubstituted; see
//! `../shared/notes/rust-hdl.md`). A switch top with arrays of input and output ports whose
//! own ports are arrays therefore wires its children here instead: every assignment is one
//! call of [`Wiring::w`] naming the two signals, so the simulation and the Verilog cannot
//! drift apart (and the three-way check proves they do not).
//!
//! Use:
//! ```ignore
//! impl Logic for Top {
//!     fn update(&mut self) { self.wire(&mut Wiring::sim()) }
//!     fn connect(&mut self) { self.wire(&mut Wiring::connect()) }
//!     fn hdl(&self) -> Verilog { self.text.verilog() }
//! }
//! // in the constructor: let mut w = Wiring::verilog(); top.wire(&mut w); top.text = w.text();
//! ```
//! Names follow rust-hdl's flattening: port `arr_data[3]` of child `outport[2]` is
//! `outport$2$arr_data$3`; the block's own array port `in_tag[1]` is `in_tag$1`.

use rust_hdl::prelude::*;
use std::fmt::Write as _;

/// `dst.f = src.f` for every named port f, the same name at both ends; `port` is the
/// block's own port, `[n]` marks array ports of n elements:
/// `wire!(w, s, [K] writers <- port: of_v, of_tag)`. Used by the wiring blocks
/// ([`crate::central_buffer::CbCore`], [`crate::central_buffer::writers::CbWriters`]).
macro_rules! wire {
    ($w:ident, $s:ident, [$n:expr] port <- $src:ident : $($f:ident),+) => {$(
        for i in 0..$n {
            let f = stringify!($f);
            $w.w(&mut $s.$f[i], &format!("{f}${i}"), &$s.$src.$f[i],
                &format!("{}${f}${i}", stringify!($src)));
        }
    )+};
    ($w:ident, $s:ident, [$n:expr] $dst:ident <- port : $($f:ident),+) => {$(
        for i in 0..$n {
            let f = stringify!($f);
            $w.w(&mut $s.$dst.$f[i], &format!("{}${f}${i}", stringify!($dst)), &$s.$f[i],
                &format!("{f}${i}"));
        }
    )+};
    ($w:ident, $s:ident, [$n:expr] $dst:ident <- $src:ident : $($f:ident),+) => {$(
        for i in 0..$n {
            let f = stringify!($f);
            $w.w(&mut $s.$dst.$f[i], &format!("{}${f}${i}", stringify!($dst)),
                &$s.$src.$f[i], &format!("{}${f}${i}", stringify!($src)));
        }
    )+};
    ($w:ident, $s:ident, port <- $src:ident : $($f:ident),+) => {$(
        let f = stringify!($f);
        $w.w(&mut $s.$f, f, &$s.$src.$f, &format!("{}${f}", stringify!($src)));
    )+};
    ($w:ident, $s:ident, $dst:ident <- port : $($f:ident),+) => {$(
        let f = stringify!($f);
        $w.w(&mut $s.$dst.$f, &format!("{}${f}", stringify!($dst)), &$s.$f, f);
    )+};
    ($w:ident, $s:ident, $dst:ident <- $src:ident : $($f:ident),+) => {$(
        let f = stringify!($f);
        $w.w(&mut $s.$dst.$f, &format!("{}${f}", stringify!($dst)), &$s.$src.$f,
            &format!("{}${f}", stringify!($src)));
    )+};
}
pub(crate) use wire;

enum Mode {
    Sim,
    Connect,
    Verilog(String),
}

/// A signal whose value can be read (an input, output or local of some block).
pub trait Readable<T: Synth> {
    fn value(&self) -> T;
}
impl<T: Synth> Readable<T> for Signal<In, T> {
    fn value(&self) -> T {
        self.val()
    }
}
impl<T: Synth> Readable<T> for Signal<Out, T> {
    fn value(&self) -> T {
        self.val()
    }
}
impl<T: Synth> Readable<T> for Signal<Local, T> {
    fn value(&self) -> T {
        self.val()
    }
}

/// One pass over a block's wiring (see the module doc).
pub struct Wiring {
    mode: Mode,
}

impl Wiring {
    /// Copy every source to its destination (the block's `update`).
    pub fn sim() -> Self {
        Wiring { mode: Mode::Sim }
    }
    /// Mark every destination as driven (the block's `connect`).
    pub fn connect() -> Self {
        Wiring {
            mode: Mode::Connect,
        }
    }
    /// Record the wiring as Verilog assignments.
    pub fn verilog() -> Self {
        Wiring {
            mode: Mode::Verilog(String::new()),
        }
    }
    /// `dst = src`; `dn`, `sn` are the two signals' flattened Verilog names.
    pub fn w<D1: Direction, T: Synth>(
        &mut self,
        dst: &mut Signal<D1, T>,
        dn: &str,
        src: &impl Readable<T>,
        sn: &str,
    ) {
        match &mut self.mode {
            Mode::Sim => dst.next = src.value(),
            Mode::Connect => dst.connect(),
            Mode::Verilog(s) => writeln!(s, "    {dn} = {sn};").unwrap(),
        }
    }
    /// `dst = value` (a constant of `width` bits).
    pub fn k<D: Direction, const N: usize>(
        &mut self,
        dst: &mut Signal<D, Bits<N>>,
        dn: &str,
        value: u64,
    ) {
        match &mut self.mode {
            Mode::Sim => dst.next = value.to_bits(),
            Mode::Connect => dst.connect(),
            Mode::Verilog(s) => writeln!(s, "    {dn} = {N}'d{value};").unwrap(),
        }
    }
    /// `dst = value` for a one-bit signal.
    pub fn bit<D: Direction>(&mut self, dst: &mut Signal<D, Bit>, dn: &str, value: bool) {
        match &mut self.mode {
            Mode::Sim => dst.next = value,
            Mode::Connect => dst.connect(),
            Mode::Verilog(s) => writeln!(s, "    {dn} = 1'b{};", value as u8).unwrap(),
        }
    }
    /// `dst = {srcs[N-1], ..., srcs[0]}`: bit `i` of `dst` from the one-bit signal `srcs[i]`,
    /// 0 where it is `None`.
    pub fn pack<D: Direction, const N: usize>(
        &mut self,
        dst: &mut Signal<D, Bits<N>>,
        dn: &str,
        srcs: &[Option<(&dyn Readable<bool>, String)>],
    ) {
        assert_eq!(srcs.len(), N, "{dn}: {N} bits, {} sources", srcs.len());
        match &mut self.mode {
            Mode::Sim => {
                let v = srcs.iter().enumerate().fold(0u64, |a, (i, s)| {
                    a | (s.as_ref().is_some_and(|(x, _)| x.value()) as u64) << i
                });
                dst.next = v.to_bits();
            }
            Mode::Connect => dst.connect(),
            Mode::Verilog(s) => {
                let bits: Vec<String> = srcs
                    .iter()
                    .rev()
                    .map(|x| x.as_ref().map_or("1'b0".to_string(), |(_, n)| n.clone()))
                    .collect();
                writeln!(s, "    {dn} = {{{}}};", bits.join(", ")).unwrap();
            }
        }
    }
    /// `dst = clock` for a child's clock input.
    pub fn clock<D: Direction>(
        &mut self,
        dst: &mut Signal<D, Clock>,
        dn: &str,
        clk: &Signal<In, Clock>,
    ) {
        self.w(dst, dn, clk, "clock")
    }
    /// The recorded Verilog (after a pass with [`Wiring::verilog`]).
    pub fn text(self) -> WiringText {
        match self.mode {
            Mode::Verilog(s) => WiringText(s),
            _ => WiringText(String::new()),
        }
    }
}

/// The Verilog body of a wired block, computed once in its constructor. A block field that is
/// invisible to rust-hdl's probes (it emits nothing and holds no signal).
#[derive(Clone, Debug, Default)]
pub struct WiringText(pub String);

impl WiringText {
    pub fn verilog(&self) -> Verilog {
        Verilog::Custom(format!("always @(*) begin\n{}end\n", self.0))
    }
}

impl Logic for WiringText {
    fn update(&mut self) {}
    fn connect(&mut self) {}
    fn hdl(&self) -> Verilog {
        Verilog::Empty
    }
}

impl Block for WiringText {
    fn connect_all(&mut self) {}
    fn update_all(&mut self) {}
    fn has_changed(&self) -> bool {
        false
    }
    fn accept(&self, _name: &str, _probe: &mut dyn Probe) {}
}
