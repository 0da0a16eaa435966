//! The RAMs of the input-buffered switch: simple dual-port (one write port, one registered
//! read port, one clock), `2^abits` words of `D` bits, sized from the buffer parameter at
//! construction.
//!
//! Same ports as rust-hdl's `RAM<Bits<D>, N>`, with two differences:
//! * **Depth from a run-time parameter.** The address ports are 8 bits wide (the largest
//!   ring, 256 chunk slots) and the memory uses the low `abits` of them: the Verilog declares
//!   `2^abits` words and indexes them with `address[abits-1:0]`. (rust-hdl fixes the depth by
//!   the const generic `N`; making it a const parameter of the switch would multiply the
//!   instances the testbench and the CLI compile by the eight possible widths. The users
//!   keep their address registers within `0..2^abits` anyway, by masking.)
//! * **No read-during-write guarantee.** The memory carries Yosys's `no_rw_check`
//!   attribute, so no collision bypass (a comparator on the addresses and a data multiplexer
//!   behind the read port) is synthesised: an iCE40 `SB_RAM40_4K` returns undefined data
//!   when a word is read at the edge it is written. The switch never uses such a read (see
//!   the core's module doc: each case is either impossible or replaced by a forwarding
//!   register). The simulation here returns all ones for it ("poison") instead of the old
//!   word, so a design that used it would differ from the golden model in the three-way
//!   check (Verilator keeps Verilog's old-word semantics, which would differ as well).
//!
//! Unwritten words read as 0 here and as X in Verilog: never depend on them.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IbRam<const D: usize> {
    pub read_address: Signal<In, Bits<8>>,
    pub read_clock: Signal<In, Clock>,
    pub read_data: Signal<Out, Bits<D>>,
    pub write_address: Signal<In, Bits<8>>,
    pub write_clock: Signal<In, Clock>,
    pub write_data: Signal<In, Bits<D>>,
    pub write_enable: Signal<In, Bit>,
    /// Address bits used (1..=8).
    _abits: usize,
    _mem: Vec<Bits<D>>,
}

impl<const D: usize> IbRam<D> {
    /// A RAM of `2^abits` words (`abits` in 1..=8).
    pub fn new(abits: usize) -> Self {
        assert!(
            (1..=8).contains(&abits),
            "abits = {abits} address bits: allowed 1..=8 (up to 256 words)"
        );
        IbRam {
            read_address: Default::default(),
            read_clock: Default::default(),
            read_data: Default::default(),
            write_address: Default::default(),
            write_clock: Default::default(),
            write_data: Default::default(),
            write_enable: Default::default(),
            _abits: abits,
            _mem: vec![Bits::<D>::default(); 1 << abits],
        }
    }

    /// Words of the RAM.
    pub fn depth(&self) -> usize {
        1 << self._abits
    }

    fn index(&self, a: Bits<8>) -> usize {
        a.index() & ((1 << self._abits) - 1)
    }
}

impl<const D: usize> Default for IbRam<D> {
    fn default() -> Self {
        IbRam::new(8)
    }
}

impl<const D: usize> Logic for IbRam<D> {
    fn update(&mut self) {
        let write = self.write_clock.pos_edge() && self.write_enable.val();
        let wa = self.index(self.write_address.val());
        if self.read_clock.pos_edge() {
            let ra = self.index(self.read_address.val());
            self.read_data.next = if write && ra == wa {
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
        Verilog::Custom(format!(
            "\
(* no_rw_check *)
reg [{d}:0] mem [0:{last}];

always @(posedge read_clock) begin
   read_data <= mem[read_address[{am}:0]];
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
        ))
    }
}
