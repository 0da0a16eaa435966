//! The switches' RAMs: simple dual-port (one write port, one registered read port, one
//! clock), `2^abits` words of `D` bits, sized from the block's parameter at construction
//! (chunks C, buffer slots, FIFO depth F) instead of rust-hdl's fixed `RAM<Bits<D>, 8>`.
//!
//! Same ports as rust-hdl's `RAM<Bits<D>, N>`, with these differences:
//! * **Depth from a run-time parameter.** The address ports are 8 bits wide (the largest
//!   memory, 256 words) and the memory uses the low `abits` of them: the Verilog declares
//!   `2^abits` words and indexes them with `address[abits-1:0]`. (rust-hdl fixes the depth by
//!   the const generic `N`; making it a const parameter of the switch would multiply the
//!   instances the testbench and the CLI compile by the eight possible widths.) Users keep
//!   their addresses within `0..2^abits`: chunk numbers are below C, and ring pointers that
//!   wrap at 256 address the same word modulo `2^abits`, since `2^abits` divides 256.
//!   Unused words cost nothing in the FPGA and, above all, nothing in a formal model, where
//!   every RAM bit is a latch.
//! * **Read during write**, chosen per instance ([`RwMode`]; [`SizedRam::new`] and `Default`
//!   give [`RwMode::Unused`], [`SizedRam::for_words`] names it):
//!   * [`RwMode::OldWord`] (rust-hdl's `RAM` semantics): a read of the word
//!     written at the same edge returns the old word. Synthesis adds a collision bypass
//!     where the RAM primitive does not guarantee it (iCE40).
//!   * [`RwMode::Unused`]: the memory carries Yosys's `no_rw_check` attribute, so no collision
//!     bypass (a comparator on the addresses and a data multiplexer behind the read port) is
//!     synthesised: an iCE40 `SB_RAM40_4K` returns undefined data when a word is read at the
//!     edge it is written. The user never relies on such a read (each case is impossible,
//!     ignored, or replaced by a forwarding register). The simulation here returns all ones
//!     for it ("poison") instead of the old word, and so does the emitted Verilog in a
//!     simulator (the compare sits inside `` `ifndef SYNTHESIS `` and `` `ifndef FORMAL ``,
//!     so Yosys's synthesis and formal flows never see it): a design that used such a read
//!     would differ from the golden model in the three-way check, in the rust-hdl and the
//!     Verilator leg alike.
//! * **Block RAM on request** ([`SizedRam::block`]): `(* ram_style = "block" *)`, so that a
//!   shallow FIFO still goes into one `SB_RAM40_4K` instead of `2^abits * D` flip-flops
//!   (the iCE40 has no LUT RAM).
//! * **Initial image** ([`SizedRam::zeroed`]): every word 0 at power-on (an `initial` block
//!   in Verilog). Otherwise unwritten words read as 0 here and as X in Verilog: never depend
//!   on them.

use rust_hdl::prelude::*;

/// What a read of the word written at the same edge returns (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RwMode {
    /// The old word (rust-hdl `RAM` semantics).
    OldWord,
    /// Never used by the design: all ones in simulation, `no_rw_check` in Verilog.
    Unused,
}

#[derive(LogicBlock)]
pub struct SizedRam<const D: usize> {
    pub read_address: Signal<In, Bits<8>>,
    pub read_clock: Signal<In, Clock>,
    pub read_data: Signal<Out, Bits<D>>,
    pub write_address: Signal<In, Bits<8>>,
    pub write_clock: Signal<In, Clock>,
    pub write_data: Signal<In, Bits<D>>,
    pub write_enable: Signal<In, Bit>,
    /// Address bits used (1..=8).
    _abits: usize,
    _rw: RwMode,
    _block: bool,
    _zeroed: bool,
    _mem: Vec<Bits<D>>,
}

/// Address bits for `words` words: the smallest `a` in 1..=8 with `2^a >= words`.
pub fn abits_for(words: usize) -> usize {
    assert!(
        (1..=256).contains(&words),
        "{words} words: a switch RAM holds 1..=256"
    );
    (usize::BITS - (words - 1).leading_zeros()).max(1) as usize
}

impl<const D: usize> SizedRam<D> {
    /// A RAM of `2^abits` words (`abits` in 1..=8), read during write unused
    /// ([`RwMode::Unused`]).
    pub fn new(abits: usize) -> Self {
        Self::with_mode(abits, RwMode::Unused)
    }

    /// A RAM of at least `words` words (1..=256), the power of two above, with the given
    /// read-during-write mode.
    pub fn for_words(words: usize, rw: RwMode) -> Self {
        Self::with_mode(abits_for(words), rw)
    }

    fn with_mode(abits: usize, rw: RwMode) -> Self {
        assert!(
            (1..=8).contains(&abits),
            "abits = {abits} address bits: allowed 1..=8 (up to 256 words)"
        );
        SizedRam {
            read_address: Default::default(),
            read_clock: Default::default(),
            read_data: Default::default(),
            write_address: Default::default(),
            write_clock: Default::default(),
            write_data: Default::default(),
            write_enable: Default::default(),
            _abits: abits,
            _rw: rw,
            _block: false,
            _zeroed: false,
            _mem: vec![Bits::<D>::default(); 1 << abits],
        }
    }

    /// Map to block RAM whatever the depth (`ram_style = "block"`).
    pub fn block(mut self) -> Self {
        self._block = true;
        self
    }

    /// Every word 0 at power-on, in simulation and in the Verilog.
    pub fn zeroed(mut self) -> Self {
        self._zeroed = true;
        self
    }

    /// Words of the RAM.
    pub fn depth(&self) -> usize {
        1 << self._abits
    }

    fn index(&self, a: Bits<8>) -> usize {
        a.index() & ((1 << self._abits) - 1)
    }
}

impl<const D: usize> Default for SizedRam<D> {
    fn default() -> Self {
        SizedRam::new(8)
    }
}

impl<const D: usize> Logic for SizedRam<D> {
    fn update(&mut self) {
        let write = self.write_clock.pos_edge() && self.write_enable.val();
        let wa = self.index(self.write_address.val());
        if self.read_clock.pos_edge() {
            let ra = self.index(self.read_address.val());
            self.read_data.next = if write && ra == wa && self._rw == RwMode::Unused {
                !Bits::<D>::default()
            } else {
                self._mem[ra]
            };
        }
        if write {
            self._mem[wa] = self.write_data.val();
        }
    }

    fn connect(&mut self) {
        self.read_data.connect();
    }

    fn hdl(&self) -> Verilog {
        let a = self._abits;
        let mut attrs = Vec::new();
        if self._rw == RwMode::Unused {
            attrs.push("no_rw_check".to_string());
        }
        if self._block {
            attrs.push("ram_style = \"block\"".to_string());
        }
        let attr = if attrs.is_empty() {
            String::new()
        } else {
            format!("(* {} *)\n", attrs.join(", "))
        };
        let init = if self._zeroed {
            format!(
                "\ninteger i;\ninitial begin\n   for (i = 0; i < {n}; i = i + 1) mem[i] = {D}'h0;\nend\n",
                n = 1usize << a
            )
        } else {
            String::new()
        };
        Verilog::Custom(format!(
            "\
{attr}reg [{d}:0] mem [0:{last}];
{init}
always @(posedge read_clock) begin
{poison}   read_data <= mem[read_address[{am}:0]];
end

always @(posedge write_clock) begin
   if (write_enable) begin
      mem[write_address[{am}:0]] <= write_data;
   end
end
",
            d = D - 1,
            last = (1usize << a) - 1,
            am = a - 1,
            poison = if self._rw == RwMode::Unused {
                // Simulators (Verilator, Icarus) return the simulation's poison for a word
                // read at the edge it is written; synthesis and formal tools see no
                // comparator (`no_rw_check`).
                format!(
                    "`ifndef SYNTHESIS\n`ifndef FORMAL\n   if (write_enable && write_address[{am}:0] == read_address[{am}:0])\n      read_data <= {{{D}{{1'b1}}}};\n   else\n`endif\n`endif\n",
                    am = a - 1
                )
            } else {
                String::new()
            },
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abits_cover_the_words() {
        assert_eq!(abits_for(1), 1);
        assert_eq!(abits_for(2), 1);
        assert_eq!(abits_for(3), 2);
        assert_eq!(abits_for(16), 4);
        assert_eq!(abits_for(17), 5);
        assert_eq!(abits_for(255), 8);
        assert_eq!(abits_for(256), 8);
    }

    #[test]
    #[should_panic(expected = "1..=256")]
    fn too_many_words_rejected() {
        abits_for(257);
    }
}
