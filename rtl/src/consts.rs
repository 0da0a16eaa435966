//! The constant tables and helpers every block builds in its constructor, written once.
//!
//! `#[hdl_gen]` cannot use a loop variable as a data value (`../shared/notes/rust-hdl.md`), so
//! a block that compares against an index or masks with a one-hot keeps a table of
//! `Constant`s built here and reads `onehot[i].val()`, `idx[j].val()` in its `update`.

use rust_hdl::prelude::*;

/// The chunk pointer that points nowhere: 9-bit pointers, `NIL` = 0x100 (the golden model's
/// `central_buffer::NIL`).
pub use wormcast_model::central_buffer::NIL;

/// An array of default values (`#[derive(Default)]` does not cover `[T; N]`).
pub fn arr<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

/// `onehot()[i]` = 1 << i.
pub fn onehot<const K: usize>() -> [Constant<Bits<K>>; K] {
    std::array::from_fn(|i| Constant::new((1u64 << i).to_bits()))
}

/// `below()[i]`: the K-bit mask of the indices below i; `above()[i]`: of those above i (the
/// pairs of an order stored as a triangle: `crate::arbiter`).
pub fn below<const K: usize>() -> [Constant<Bits<K>>; K] {
    std::array::from_fn(|i| Constant::new(((1u64 << i) - 1).to_bits()))
}

/// See [`below`].
pub fn above<const K: usize>() -> [Constant<Bits<K>>; K] {
    std::array::from_fn(|i| Constant::new((((1u64 << K) - 1) & !((2u64 << i) - 1)).to_bits()))
}

/// `indices()[i]` = i, as a `B`-bit value (lane, port or slot numbers).
pub fn indices<const N: usize, const B: usize>() -> [Constant<Bits<B>>; N] {
    std::array::from_fn(|i| Constant::new((i as u64).to_bits()))
}

/// `NIL` as a 9-bit constant.
pub fn nil() -> Constant<Bits<9>> {
    Constant::new((NIL as u64).to_bits())
}

/// A 9-bit pointer register whose power-on value is `NIL`.
pub fn nil_reg() -> DFFWithInit<Bits<9>> {
    DFFWithInit::new((NIL as u64).to_bits())
}
