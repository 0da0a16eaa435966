//! What needs a switch as a `dyn Block`: rust-hdl's connectivity check, its VCD probe and
//! Verilog emission.
//!
//! Coercing a block to `&dyn Block` compiles, in the crate where the coercion is written,
//! every `hdl()` emitter of the block's tree (the vtables carry them). Those emitters are
//! about half of the code of a crate that instantiates the switches (`cargo llvm-lines`:
//! 48% of `wormcast-testbench`'s, `InPort::hdl` alone 11% in 17 copies). So the fat-tree
//! switches are probed here, once per instance of [`crate::cb_instances!`] and
//! [`crate::ib_instances!`], where Verilog emission compiles the same emitters anyway, and the
//! testbench calls these non-generic functions instead of coercing the switch itself.

use rust_hdl::core::vcd_probe::VCDProbe;
use std::fs::File;
use std::io::BufWriter;

/// A VCD recording to a file.
pub type Vcd = VCDProbe<BufWriter<File>>;

/// The `dyn Block` operations of one concrete block.
pub trait Probed {
    /// rust-hdl's connectivity check (`check_all`): every input of every child driven, no
    /// signal written from two places; the error as text.
    fn check_connected(&self) -> Result<(), String>;
    /// Starts a VCD recording of every signal of the block (`write_vcd_header`).
    fn vcd_header(&self, f: BufWriter<File>) -> Vcd;
    /// Records the signals' values at the recording's current time (`write_vcd_change`).
    fn vcd_change(&self, v: Vcd) -> Vcd;
    /// The block's Verilog with its modules named `core` and `core$...`
    /// (`wormcast_rtl::verilog::emit`).
    fn emit(&self, core: &str) -> String;
}

/// `impl Probed` for concrete block types, compiled in the crate that expands it.
#[macro_export]
macro_rules! probed {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::probe::Probed for $t {
            fn check_connected(&self) -> Result<(), String> {
                $crate::__rust_hdl::prelude::check_all(self).map_err(|e| format!("{e:?}"))
            }
            fn vcd_header(
                &self,
                f: std::io::BufWriter<std::fs::File>,
            ) -> $crate::probe::Vcd {
                $crate::__rust_hdl::prelude::write_vcd_header(f, self)
            }
            fn vcd_change(&self, v: $crate::probe::Vcd) -> $crate::probe::Vcd {
                $crate::__rust_hdl::prelude::write_vcd_change(v, self)
            }
            fn emit(&self, core: &str) -> String {
                $crate::__rtl::verilog::emit(self, core)
            }
        }
    )*};
}

/// `impl Probed` for the concrete block types `T...` (as [`probed!`]) and `pub fn $name(s:
/// &dyn Any) -> &dyn Probed`, which returns the one of them `s` is (panics on any other type),
/// for a generic caller that must not coerce the block itself.
#[macro_export]
macro_rules! probed_fn {
    ($(#[$m:meta])* $name:ident; $($t:ty),* $(,)?) => {
        $crate::probed!($($t),*);
        $(#[$m])*
        pub fn $name(s: &dyn std::any::Any) -> &dyn $crate::probe::Probed {
            $(if let Some(s) = s.downcast_ref::<$t>() {
                return s;
            })*
            panic!("{}: not one of the probed types", stringify!($name))
        }
    };
}
