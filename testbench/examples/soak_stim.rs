//! Write one soak job's stimulus in the Verilator harness's binary format (native u64 per
//! value), for measuring a Verilator build by hand:
//! `soak_stim CONFIG CYCLES SEED OUT.bin` then `sim OUT.bin /dev/null bin`.
use std::io::Write;
use wormcast_testbench::soak::SoakConfig;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() != 5 {
        eprintln!("usage: soak_stim CONFIG CYCLES SEED OUT.bin");
        std::process::exit(2);
    }
    let c = SoakConfig::parse(&a[1]).unwrap();
    let (stim, mix) = c
        .stimulus(a[2].parse().unwrap(), a[3].parse().unwrap())
        .unwrap();
    let mut w = std::io::BufWriter::new(std::fs::File::create(&a[4]).unwrap());
    for r in &stim {
        for v in r {
            w.write_all(&v.to_le_bytes()).unwrap();
        }
    }
    eprintln!(
        "{} cycles of {} ({mix}); module {}",
        stim.len(),
        a[1],
        c.module()
    );
}
