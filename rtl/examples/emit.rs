fn main() {
    let p = wormcast_model::banyan::BanyanParams::new(2, 16, 4).unwrap();
    print!("{}", wormcast_rtl::banyan::net_verilog(&p, false));
}
