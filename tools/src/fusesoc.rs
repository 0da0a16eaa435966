//! FuseSoC core files (CAPI2) for the emitted IP, so a block can be pulled into a FuseSoC
//! project or linted / synthesised with `fusesoc run`.
//!
//! A core names the IP `wormcast:ip:<top>:<version>`, lists its Verilog files (the top's file
//! first; the banyan network is its net file and one file per stage's switching element),
//! documents the block's parameters (the `.params` file's keys, in the description and as
//! comments: the Verilog has them built in, there is nothing to set), and has these targets
//! in FuseSoC 2.x's flow API (`flow:`, `flow_options:`; checked with FuseSoC 2.4, which
//! accepts the file without warnings):
//!
//! * `default`: the files and the top, for use as a dependency (with the instantiation
//!   template `<top>_inst.vh` as an include file, and for the fat-tree switches the
//!   wrapper `<top>_wrapper.sv`: [`crate::ip_wrapper`]);
//! * `lint`: Verilator `--lint-only -Wall` (`flow: lint`) with the IP's waivers
//!   (`<top>.vlt`, below): any warning or error fails;
//! * `sim` (central buffer): Icarus Verilog (`flow: sim`) runs the shipped example
//!   testbench (`cb_random_multicast_tb.sv` and the link drivers `wormcast_link.sv`,
//!   copied beside the core) through the wrapper, with the switch's parameters as
//!   `vlogparam`s: random multicast traffic, exactly-once delivery;
//! * `synth`: on the device [`CoreSpec::synth_target`] (`wormcast gen` picks the first the
//!   switch fits: [`crate::fit`]). iCE40: the icestorm flow (Yosys `synth_ice40`,
//!   nextpnr-ice40, icepack) for an HX8K in the ct256 package; ECP5: the trellis flow
//!   (Yosys `synth_ecp5 -abc9`, nextpnr-ecp5 `--85k --package CABGA381 --speed 6`, ecppack; the
//!   tools on PATH). Given the ports, the target wraps the block in the timing
//!   harness of `wormcast synth` ([`crate::eda::timing_harness`], written as
//!   `<top>_timing.v`), on the iCE40 with the pins of
//!   `constraints/ice40_hx8k_ct256_timing.pcf` (copied beside the core), with the device,
//!   package and nextpnr options (seed 1) of `wormcast synth`. nextpnr's maximum frequency
//!   is close to, not equal to, that of
//!   `wormcast synth`: edalize reads the files with `read_verilog -defer`, which orders the
//!   netlist differently, and placement follows (banyan net n = 3: 68.3 MHz here, 70.6 MHz
//!   from `wormcast synth banyan`). Without ports it only synthesises (`pnr: none`).
//!
//! # Verilator waivers (`<top>.vlt`)
//!
//! rust-hdl 0.46 writes Verilog that Verilator `-Wall` warns about in bulk (every literal is
//! 32 bits wide: thousands of WIDTH warnings per switch), and Verilator stops on any warning
//! unless told otherwise, so a plain `verilator --lint-only`, or a cocotb build, of the IP
//! failed. [`write_core`] writes `<top>.vlt`, a Verilator configuration file that waives
//! the rules of [`VLT_WAIVERS`] (each with the reason as a comment in the file) for the
//! IP's own files only (`-file "*<file>.v"`), and lists it in the core (file type `vlt`,
//! in the `default` and `lint` targets; FuseSoC puts it before the Verilog, as Verilator
//! needs). With it `verilator --lint-only -Wall <top>.vlt <top>.v` reports nothing
//! (`gen/tests/verilator_lint.rs` checks every IP of `verilog_out/` and two k = 4 switches).
//!
//! # What the CLI calls
//!
//! `wormcast gen <block> --out DIR`, after writing the `.v` files and `<top>.params`:
//!
//! ```text
//! let spec = fusesoc::CoreSpec {
//!     top: name.clone(),
//!     block: "central-buffer".into(),
//!     files: vec![format!("{name}.v")],              // every .v of the IP, top first
//!     params: fusesoc::parse_params(&params_text),   // the .params file just written
//!     ports: Some((cbm::input_ports(&p), cbm::output_ports(&p))),
//!     synth_target: eda::Target::Ecp5_85k,               // fit::choose's device
//! };
//! for f in fusesoc::write_core(&out, &spec)? { println!("wrote {}", f.display()); }
//! ```
//!
//! which writes `<top>.core`, `<top>.vlt`, `<top>_inst.vh` (and the wrapper, the sim
//! target's files and, with ports, `<top>_timing.v` and for the iCE40 the `.pcf`). Then
//! `fusesoc --cores-root DIR run --target lint wormcast:ip:<top>` lints it.

use crate::eda::{timing_harness, Target, ICE40_PCF};
use crate::ip_wrapper;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use wormcast_model::PortSpec;

/// The version in the cores' names (the workspace's).
pub const CORE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// File name of the pin constraints of the timing harness beside a core.
pub const PCF_FILE: &str = "ice40_hx8k_ct256_timing.pcf";

/// Options of nextpnr-ice40 in the `synth` target (those of `eda::ice40_fmax`).
pub const NEXTPNR_OPTIONS: &[&str] = &[
    "--hx8k",
    "--package",
    "ct256",
    "--freq",
    "12",
    "--timing-allow-fail",
    "--seed",
    "1",
];

/// The Verilator rules that `<top>.vlt` waives on the IP's files, each with the reason
/// (written above its `lint_off` lines). Every other rule of `-Wall` is clean; a rule is
/// listed when rust-hdl's way of writing Verilog produces it at some parameters, not
/// because of a defect: the Verilog is checked cycle by cycle against the golden model.
pub const VLT_WAIVERS: &[(&str, &str)] = &[
    (
        "WIDTH",
        "rust-hdl 0.46 writes every integer literal as a 32-bit constant ('head = 32'h0;' into \
         an 8-bit signal, 'x == 32'h3' on a 2-bit tag) and relies on Verilog's implicit \
         extension and truncation in assignments and operators; the values are those of the \
         Rust description, which the test suite simulates against this Verilog.",
    ),
    (
        "UNUSEDSIGNAL",
        "rust-hdl declares every field of a block: bits of a wider signal read through a \
         narrower slice, and ports or registers that a block has for every parameter set but \
         reads only at some (a status output of a child its parent does not use).",
    ),
    (
        "UNUSEDPARAM",
        "rust-hdl declares the values of each state enumeration ('localparam VcState$Fwd = 1') \
         in every module with a signal of that type, whether the module names them or not.",
    ),
    (
        "DECLFILENAME",
        "one file holds the IP's top module and all of its submodules ('<top>_core', \
         '<top>_core$...'); only the top module is named after the file.",
    ),
    (
        "CMPCONST",
        "range checks written once for every parameter set compare a field with its largest \
         legal value ('h_hi > k_max'); where that value is the field's own maximum the \
         comparison is constant.",
    ),
    (
        "UNSIGNED",
        "the same parameterised comparisons against a constant 0 ('e_x < at_x' at column 0) \
         are constant for an unsigned signal.",
    ),
    (
        "UNOPTFLAT",
        "reported by a model build (not by --lint-only) at some parameters: rust-hdl writes \
         each block's combinational logic as one 'always @(*)', which Verilator's scheduler \
         can see as a loop through a signal of the block; it is a note on simulation speed, \
         not a combinational loop (Yosys finds none).",
    ),
];

/// File name of an IP's Verilator waivers.
pub fn vlt_name(top: &str) -> String {
    format!("{top}.vlt")
}

/// The text of `<top>.vlt`: the rules of [`VLT_WAIVERS`] switched off for each of the IP's
/// Verilog files (a `*` before the name, so the file may be given with any directory).
pub fn vlt_file(s: &CoreSpec) -> String {
    let mut o = String::from("`verilator_config\n");
    let _ = writeln!(
        o,
        "// Waivers for Verilator of the wormcast {} '{}', written by 'wormcast gen'.",
        s.block, s.top
    );
    o +=
        "// Give this file to Verilator before the Verilog (a lint_off applies to the files read\n\
          // after it); then -Wall reports nothing on the IP's files:\n";
    let _ = writeln!(
        o,
        "//   $ verilator --lint-only -Wall {} {}",
        vlt_name(&s.top),
        s.files.join(" ")
    );
    o += "// FuseSoC does so through the core (file type vlt). The waivers cover only the files below;\n\
          // each is a property of how rust-hdl 0.46 writes Verilog, not a defect of the design.\n\
          // (No comment here starts with the word Verilator, nor holds a backtick: this file is\n\
          // read as Verilog, where such a comment is a directive.)\n";
    for (rule, why) in VLT_WAIVERS {
        o += "\n";
        let mut line = format!("// {rule}:");
        for word in why.split_whitespace() {
            if line.len() + 1 + word.len() > 96 {
                let _ = writeln!(o, "{line}");
                line = "//".to_string();
            }
            line.push(' ');
            line.push_str(word);
        }
        let _ = writeln!(o, "{line}");
        for f in &s.files {
            let _ = writeln!(o, "lint_off -rule {rule} -file \"*{f}\"");
        }
    }
    o
}

/// What a core describes.
#[derive(Clone, Debug, Default)]
pub struct CoreSpec {
    /// Top module (also the core's name).
    pub top: String,
    /// The block, as the CLI names it (`central-buffer`), for the description.
    pub block: String,
    /// The Verilog files, relative to the core file's directory; the top's file first.
    pub files: Vec<String>,
    /// The block's parameters (key, value), shown as documentation.
    pub params: Vec<(String, String)>,
    /// The top's input and output ports: given, the `synth` target places and routes the
    /// block in its timing harness (and [`write_core`] writes the harness and the pins).
    pub ports: Option<(Vec<PortSpec>, Vec<PortSpec>)>,
    /// The device of the `synth` target (`wormcast gen` picks the first it fits:
    /// [`crate::fit::choose`]).
    pub synth_target: Target,
}

/// The core's VLNV name, `wormcast:ip:<top>:<version>`.
pub fn vlnv(top: &str) -> String {
    format!("wormcast:ip:{top}:{CORE_VERSION}")
}

/// Name of the timing harness module and of its file.
pub fn harness_top(top: &str) -> String {
    format!("{top}_timing")
}

/// The parameters of a `.params` file (`key = value` lines; `#` comments; quotes removed).
pub fn parse_params(text: &str) -> Vec<(String, String)> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| {
            let v = v.trim();
            let v = v
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .unwrap_or(v);
            (k.trim().to_string(), v.to_string())
        })
        .collect()
}

/// A YAML double-quoted string.
fn q(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => o += "\\\"",
            '\\' => o += "\\\\",
            '\n' => o += "\\n",
            c if c.is_control() => {}
            c => o.push(c),
        }
    }
    o + "\""
}

fn list(items: &[String]) -> String {
    format!(
        "[{}]",
        items.iter().map(|s| q(s)).collect::<Vec<_>>().join(", ")
    )
}

/// What the IP ships besides its Verilog, from its block: the instantiation template
/// always; for the fat-tree switches the SystemVerilog wrapper; for the central buffer also
/// the link drivers and the example testbench (the `sim` target).
fn extras(s: &CoreSpec) -> (bool, bool) {
    let wrapper = s.block == "central-buffer" || s.block == "input-buffered";
    (wrapper, s.block == "central-buffer")
}

/// The `sim` target's parameters: (name in the testbench, `.params` key).
const SIM_PARAMS: [(&str, &str); 7] = [
    ("K", "k"),
    ("DOWN", "down"),
    ("W", "w"),
    ("N", "nodes"),
    ("F", "fifo"),
    ("MAX_LEN", "max_len"),
    ("C", "chunks"),
];

/// The text of the `.core` file.
pub fn core_file(s: &CoreSpec) -> String {
    let (wrapper, sim) = extras(s);
    let mut o = String::from("CAPI=2:\n");
    let _ = writeln!(
        o,
        "# FuseSoC core of the wormcast {} `{}`, written by `wormcast gen`.",
        s.block, s.top
    );
    let _ = writeln!(
        o,
        "# Lint:  fusesoc --cores-root . run --target lint {}",
        vlnv(&s.top)
    );
    let dev = match s.synth_target {
        Target::Ice40Hx8k => "iCE40",
        Target::Ecp5_85k => "ECP5",
    };
    let _ = writeln!(
        o,
        "# {dev}:{} fusesoc --cores-root . run --target synth {}",
        if dev == "ECP5" { " " } else { "" },
        vlnv(&s.top)
    );
    if sim {
        let _ = writeln!(
            o,
            "# Sim:   fusesoc --cores-root . run --target sim {} (Icarus Verilog: the example\n\
             #        testbench {} through {}.sv; plusargs +seed=N +cycles=N +load=PCT)",
            vlnv(&s.top),
            ip_wrapper::SV_EXAMPLE_TB_FILE,
            ip_wrapper::wrapper_name(&s.top)
        );
    }
    let _ = writeln!(
        o,
        "# Verilator: {} (fileset waivers, file type vlt) waives the warnings rust-hdl's Verilog\n\
         # draws from -Wall (the reasons are in the file); without FuseSoC give it first:\n\
         #   verilator --lint-only -Wall {} {}",
        vlt_name(&s.top),
        vlt_name(&s.top),
        s.files.join(" ")
    );
    let _ = writeln!(
        o,
        "# Instantiation template: {}{}",
        ip_wrapper::inst_name(&s.top),
        if wrapper {
            format!(
                "; ports packed into arrays by port: {}.sv (module {})",
                ip_wrapper::wrapper_name(&s.top),
                ip_wrapper::wrapper_name(&s.top)
            )
        } else {
            String::new()
        }
    );
    if !s.params.is_empty() {
        let _ = writeln!(
            o,
            "#\n# Parameters (built into the Verilog; regenerate with `wormcast gen` to change):"
        );
        for (k, v) in &s.params {
            let _ = writeln!(o, "#   {k} = {v}");
        }
    }
    let _ = writeln!(o, "\nname: {}", q(&vlnv(&s.top)));
    let params: Vec<String> = s
        .params
        .iter()
        .filter(|(k, _)| k != "block" && k != "top")
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let mut desc = format!("wormcast {} {}", s.block, s.top);
    if !params.is_empty() {
        desc += &format!(" ({})", params.join(", "));
    }
    let _ = writeln!(o, "description: {}", q(&desc));
    let _ = write!(
        o,
        "\nfilesets:\n  waivers:\n    file_type: vlt\n    files:\n      - {}\n",
        q(&vlt_name(&s.top))
    );
    o += "  rtl:\n    file_type: verilogSource\n    files:\n";
    for f in &s.files {
        let _ = writeln!(o, "      - {}", q(f));
    }
    let _ = write!(
        o,
        "  instantiation_template:\n    file_type: verilogSource\n    files:\n      - {}: {{is_include_file: true}}\n",
        q(&ip_wrapper::inst_name(&s.top))
    );
    if wrapper {
        let _ = write!(
            o,
            "  wrapper:\n    file_type: systemVerilogSource\n    files:\n      - {}\n",
            q(&format!("{}.sv", ip_wrapper::wrapper_name(&s.top)))
        );
    }
    if sim {
        let _ = write!(
            o,
            "  example_tb:\n    file_type: systemVerilogSource\n    files:\n      - {}\n      - {}\n",
            q(ip_wrapper::SV_DRIVERS_FILE),
            q(ip_wrapper::SV_EXAMPLE_TB_FILE)
        );
    }
    let ht = harness_top(&s.top);
    if s.ports.is_some() {
        let _ = write!(
            o,
            "  timing_harness:\n    file_type: verilogSource\n    files:\n      - {}\n",
            q(&format!("{ht}.v")),
        );
        if s.synth_target == Target::Ice40Hx8k {
            let _ = write!(
                o,
                "  ice40_pins:\n    file_type: PCF\n    files:\n      - {}\n",
                q(PCF_FILE)
            );
        }
    }
    let sim_params: Vec<(&str, &str)> = SIM_PARAMS
        .iter()
        .filter_map(|(n, key)| {
            s.params
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| (*n, v.as_str()))
        })
        .collect();
    if sim {
        o += "\nparameters:\n";
        for (n, v) in &sim_params {
            let _ = write!(
                o,
                "  {n}:\n    datatype: int\n    default: {v}\n    paramtype: vlogparam\n    description: \"the switch's {n} (its .params); the wrapper checks it\"\n"
            );
        }
    }
    let top = q(&s.top);
    let default_sets = if wrapper {
        "[waivers, rtl, wrapper, instantiation_template]"
    } else {
        "[waivers, rtl, instantiation_template]"
    };
    let _ = write!(
        o,
        "\ntargets:\n  default:\n    filesets: {default_sets}\n    toplevel: {top}\n\n  \
         lint:\n    description: \"Verilator lint (--lint-only -Wall) with the waivers of {vlt}: a warning or an error fails\"\n    \
         filesets: [waivers, rtl]\n    toplevel: {top}\n    flow: lint\n    flow_options:\n      \
         tool: verilator\n      verilator_options: [\"-Wall\"]\n\n",
        vlt = vlt_name(&s.top)
    );
    if sim {
        let names: Vec<&str> = sim_params.iter().map(|(n, _)| *n).collect();
        let _ = write!(
            o,
            "  sim:\n    description: \"Icarus Verilog: the example testbench ({tb}) drives every port with random multicast traffic through {wrap} and checks exactly-once delivery\"\n    \
             filesets: [rtl, wrapper, example_tb]\n    toplevel: {tbtop}\n    parameters: [{params}]\n    flow: sim\n    flow_options:\n      \
             tool: icarus\n      iverilog_options: [\"-g2012\"]\n\n",
            tb = ip_wrapper::SV_EXAMPLE_TB_FILE,
            wrap = ip_wrapper::wrapper_name(&s.top),
            tbtop = q(ip_wrapper::SV_EXAMPLE_TB_TOP),
            params = names.join(", ")
        );
    }
    match (s.ports.is_some(), s.synth_target) {
        (true, Target::Ice40Hx8k) => {
            let nextpnr: Vec<String> = NEXTPNR_OPTIONS.iter().map(|s| s.to_string()).collect();
            let _ = write!(
                o,
                "  synth:\n    description: \"iCE40 HX8K ct256: Yosys synth_ice40, nextpnr-ice40 (Fmax), icepack; \
                 the block inside the timing harness of wormcast synth\"\n    \
                 filesets: [rtl, timing_harness, ice40_pins]\n    toplevel: {}\n    flow: icestorm\n    \
                 flow_options:\n      nextpnr_options: {}\n",
                q(&ht),
                list(&nextpnr)
            );
        }
        (true, Target::Ecp5_85k) => {
            let nextpnr: Vec<String> = NEXTPNR_ECP5_OPTIONS.iter().map(|s| s.to_string()).collect();
            // The mapping of `wormcast synth --target ecp5-85k`: edalize writes `synth_ecp5`
            // and takes the options after it.
            let mapping = crate::eda::Flow::from(Target::Ecp5_85k).yosys_synth();
            let synth_options: Vec<String> = mapping
                .split_whitespace()
                .skip(1)
                .map(String::from)
                .collect();
            let _ = write!(
                o,
                "  synth:\n    description: \"ECP5 LFE5U-85F CABGA381 speed 6 (wormcast gen estimates it does not fit the iCE40 HX8K): \
                 Yosys {mapping}, nextpnr-ecp5 (Fmax), ecppack; the block inside the timing harness of wormcast synth, pins left to nextpnr\"\n    \
                 filesets: [rtl, timing_harness]\n    toplevel: {}\n    flow: trellis\n    \
                 flow_options:\n      yosys_synth_options: {}\n      nextpnr_options: {}\n",
                q(&ht),
                list(&synth_options),
                list(&nextpnr)
            );
        }
        (false, _) => {
            let _ = write!(
                o,
                "  synth:\n    description: \"iCE40: Yosys synth_ice40 only (no ports given for the timing harness)\"\n    \
                 filesets: [rtl]\n    toplevel: {top}\n    flow: icestorm\n    flow_options:\n      pnr: none\n"
            );
        }
    }
    o
}

/// Options of nextpnr-ecp5 in an ECP5 `synth` target (those of `wormcast synth --target
/// ecp5-85k`).
pub const NEXTPNR_ECP5_OPTIONS: &[&str] = &[
    "--85k",
    "--package",
    "CABGA381",
    "--speed",
    "6",
    "--freq",
    "12",
    "--timing-allow-fail",
    "--seed",
    "1",
];

/// Write `<top>.core`, `<top>.vlt` and the instantiation template `<top>_inst.vh` into `dir`;
/// for a fat-tree switch the wrapper `<top>_wrapper.sv`, and for the central buffer the
/// link drivers and the example testbench of the `sim` target; when `spec.ports` is given,
/// the timing harness `<top>_timing.v` (and, for the iCE40, the pins
/// `ice40_hx8k_ct256_timing.pcf`). Returns the files written. The Verilog files themselves
/// are the caller's (written before: the template and the wrapper are read from the top's).
pub fn write_core(dir: &Path, spec: &CoreSpec) -> Result<Vec<PathBuf>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    let verilog_file = dir.join(spec.files.first().ok_or("no Verilog file")?);
    let verilog = std::fs::read_to_string(&verilog_file)
        .map_err(|e| format!("reading {}: {e}", verilog_file.display()))?;
    let ports = ip_wrapper::top_ports(&verilog, &spec.top)?;
    let (wrapper, sim) = extras(spec);
    let mut written = vec![];
    let mut put = |name: &str, text: &str| -> Result<(), String> {
        let f = dir.join(name);
        std::fs::write(&f, text).map_err(|e| format!("writing {}: {e}", f.display()))?;
        written.push(f);
        Ok(())
    };
    put(&format!("{}.core", spec.top), &core_file(spec))?;
    put(&vlt_name(&spec.top), &vlt_file(spec))?;
    put(
        &ip_wrapper::inst_name(&spec.top),
        &ip_wrapper::inst_template(&spec.top, &ports),
    )?;
    if wrapper {
        let w = ip_wrapper::sv_wrapper(&spec.top, &spec.block, &ports, &spec.params)?
            .ok_or("no wrapper for this block")?;
        put(&format!("{}.sv", ip_wrapper::wrapper_name(&spec.top)), &w)?;
    }
    if sim {
        put(ip_wrapper::SV_DRIVERS_FILE, ip_wrapper::SV_DRIVERS)?;
        put(ip_wrapper::SV_EXAMPLE_TB_FILE, ip_wrapper::SV_EXAMPLE_TB)?;
    }
    if let Some((ins, outs)) = &spec.ports {
        put(
            &format!("{}.v", harness_top(&spec.top)),
            &format!(
                "// Timing harness of {} for place and route (wormcast synth): every input from one\n\
                 // LFSR, every output XOR-reduced into one registered pin.\n{}",
                spec.top,
                timing_harness(&spec.top, ins, outs)
            ),
        )?;
        if spec.synth_target == Target::Ice40Hx8k {
            put(PCF_FILE, ICE40_PCF)?;
        }
    }
    Ok(written)
}
