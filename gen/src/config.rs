//! Block configuration files: `--config FILE.toml` of `gen`, `sim`, `check`, `lint`, `synth`
//! and `bench`, and the TOML `gen` writes beside the Verilog so the IP can be regenerated
//! exactly (`wormcast gen <block> --config <top>.toml`).
//!
//! A configuration file holds the block's own flags as keys, without the dashes (`max-len`
//! or `max_len`), and optionally `block = "<block>"`, which must name the block on the command
//! line. An unknown key is an error naming it and the allowed keys. The file's keys become
//! flags placed right after the block's name, so a flag given on the command line, which comes
//! later, wins (every subcommand lets a later flag override an earlier one).

use crate::output::{one_line, write, Failure, Generated};
use crate::Cli;
use clap::{ArgAction, ArgMatches, Command, CommandFactory, FromArgMatches};
use std::ffi::OsString;
use std::path::Path;

/// The subcommands that take a block and `--config`.
pub const ACTIONS: [&str; 6] = ["gen", "sim", "check", "lint", "synth", "bench"];

/// The CLI's command, with a later flag overriding an earlier one in every subcommand.
pub fn command() -> Command {
    fn overriding(c: Command) -> Command {
        let names: Vec<String> = c
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        let mut c = c.args_override_self(true);
        for n in names {
            c = c.mut_subcommand(n, overriding);
        }
        c
    }
    overriding(Cli::command())
}

/// Parse the command line, reading the block's `--config` file when one is given.
pub fn parse(mut argv: Vec<OsString>) -> Result<(Cli, ArgMatches), Failure> {
    let mut m = command()
        .try_get_matches_from(&argv)
        .unwrap_or_else(|e| e.exit());
    if let Some((action, am)) = m.subcommand() {
        if ACTIONS.contains(&action) {
            let (block, bm) = am.subcommand().expect("a block is required");
            let path = bm
                .get_one::<std::path::PathBuf>("config")
                .or_else(|| am.get_one::<std::path::PathBuf>("config"));
            if let Some(path) = path {
                let flags = flags_of(path, action, block)?;
                let at = block_position(&argv, block).ok_or_else(|| {
                    Failure::Usage(format!(
                        "cannot find the block `{block}` on the command line"
                    ))
                })?;
                argv.splice(at + 1..at + 1, flags);
                m = command()
                    .try_get_matches_from(&argv)
                    .unwrap_or_else(|e| e.exit());
            }
        }
    }
    let cli = Cli::from_arg_matches(&m).unwrap_or_else(|e| e.exit());
    Ok((cli, m))
}

/// Where the block's name is in `argv`: the first word after the action that is neither an
/// option nor an option's value (every option before the block takes a value).
fn block_position(argv: &[OsString], block: &str) -> Option<usize> {
    let mut i = 2;
    while i < argv.len() {
        let a = argv[i].to_string_lossy();
        if a.starts_with('-') {
            i += if a.contains('=') { 1 } else { 2 };
            continue;
        }
        return (a == block).then_some(i);
    }
    None
}

/// The block's own arguments (not the action's global options, not help).
fn block_args(bc: &Command) -> impl Iterator<Item = &clap::Arg> {
    bc.get_arguments()
        .filter(|a| !a.is_global_set() && a.get_long().is_some() && a.get_id() != "help")
}

/// The subcommand `action block` of the CLI.
fn block_command(action: &str, block: &str) -> Command {
    command()
        .find_subcommand(action)
        .and_then(|a| a.find_subcommand(block))
        .cloned()
        .expect("parsed subcommands exist")
}

/// The flags a configuration file stands for.
fn flags_of(path: &Path, action: &str, block: &str) -> Result<Vec<OsString>, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Usage(format!("config {}: {e}", path.display())))?;
    let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
        Failure::Usage(format!(
            "config {}: {}",
            path.display(),
            one_line(&e.to_string())
        ))
    })?;
    let bc = block_command(action, block);
    let allowed: Vec<&clap::Arg> = block_args(&bc).collect();
    let names: Vec<&str> = allowed.iter().filter_map(|a| a.get_long()).collect();
    let mut flags = vec![];
    for (key, v) in &table {
        if key == "block" {
            if v.as_str() != Some(block) {
                return Err(Failure::Usage(format!(
                    "config {}: block = {v} but the command is `{action} {block}`",
                    path.display()
                )));
            }
            continue;
        }
        let long = key.replace('_', "-");
        let Some(arg) = allowed.iter().find(|a| a.get_long() == Some(long.as_str())) else {
            return Err(Failure::Usage(format!(
                "config {}: unknown key `{key}` for `{action} {block}`: allowed keys block, {}",
                path.display(),
                names.join(", ")
            )));
        };
        let flag = OsString::from(format!("--{long}"));
        let value = match v {
            toml::Value::String(s) => s.clone(),
            toml::Value::Integer(i) => i.to_string(),
            toml::Value::Float(f) => f.to_string(),
            toml::Value::Boolean(b) if matches!(arg.get_action(), ArgAction::SetTrue) => {
                if *b {
                    flags.push(flag);
                }
                continue;
            }
            toml::Value::Boolean(b) => b.to_string(),
            _ => {
                return Err(Failure::Usage(format!(
                "config {}: invalid value {key} = {v}: expected a number, a string or true/false",
                path.display()
            )))
            }
        };
        flags.push(flag);
        flags.push(value.into());
    }
    Ok(flags)
}

/// A raw flag value as TOML: numbers and booleans bare, anything else a quoted string.
fn toml_value(s: &str) -> String {
    let number = s.parse::<i64>().is_ok() || (s.parse::<f64>().is_ok() && s.contains('.'));
    if number || s == "true" || s == "false" {
        s.to_string()
    } else {
        toml::Value::String(s.to_string()).to_string()
    }
}

/// The configuration TOML of the block in `m` (the parsed `gen <block> ...`): every flag of
/// the block with the value it had, given or default.
pub fn config_text(m: &ArgMatches) -> Option<(String, String)> {
    let (action, am) = m.subcommand()?;
    let (block, bm) = am.subcommand()?;
    let bc = block_command(action, block);
    let mut t = format!("block = \"{block}\"\n");
    for a in block_args(&bc) {
        let long = a.get_long().unwrap_or_default();
        match bm.get_raw(a.get_id().as_str()) {
            Some(vals) => {
                let v: Vec<String> = vals.map(|v| v.to_string_lossy().to_string()).collect();
                if let [one] = v.as_slice() {
                    t += &format!("{long} = {}\n", toml_value(one));
                }
            }
            None => t += &format!("# {long}: not set, its default applies\n"),
        }
    }
    Some((block.to_string(), t))
}

/// After `gen`: write `<top>.toml`, the configuration that regenerates the IP, and the
/// FuseSoC core with the files beside it (`wormcast_tools::fusesoc::write_core`), its
/// `synth` target on the first device the switch fits (`wormcast_tools::fit`). Returns
/// the lines to print once the IP is in place: the estimated fit on each device.
pub fn write_generated(g: &Generated, m: &ArgMatches) -> Result<Vec<String>, Failure> {
    let Some((block, body)) = config_text(m) else {
        return Ok(vec![]);
    };
    let text = format!(
        "# wormcast configuration of {top}: `wormcast gen {block} --config {top}.toml` \
         regenerates it\n# (each key is a flag of `wormcast gen {block}`; a flag given on the \
         command line wins).\n{body}",
        top = g.top
    );
    write(&g.dir, &format!("{}.toml", g.top), &text)?;
    let params = std::fs::read_to_string(g.dir.join(format!("{}.params", g.top)))
        .map_err(|e| Failure::Failed(format!("reading {}.params: {e}", g.top)))?;
    let params = wormcast_tools::fusesoc::parse_params(
        params.split("\n[contract]").next().unwrap_or_default(),
    );
    let (lines, synth_target) = fit_lines(&block, &params, g.ports.is_some());
    let spec = wormcast_tools::fusesoc::CoreSpec {
        top: g.top.clone(),
        block,
        files: g.verilog.clone(),
        params,
        ports: g.ports.clone(),
        synth_target,
    };
    wormcast_tools::fusesoc::write_core(&g.dir, &spec).map_err(Failure::Failed)?;
    Ok(lines)
}

/// What `gen` prints about the fit, and the device of the core's `synth` target.
fn fit_lines(
    block: &str,
    params: &[(String, String)],
    placed: bool,
) -> (Vec<String>, wormcast_tools::eda::Target) {
    use wormcast_tools::{eda::Target, fit};
    let chosen = fit::Switch::from_params(params).and_then(|s| fit::choose(&s));
    let Some((estimates, target)) = chosen else {
        return (
            vec![format!(
                "fit: not estimated for {block} (no measured figures); the core's synth target is the {}{}",
                Target::Ice40Hx8k.device(),
                if placed { "" } else { " (synthesis only)" }
            )],
            Target::Ice40Hx8k,
        );
    };
    let mut v = vec!["fit (an estimate from measured figures, not a synthesis run; `wormcast synth` measures it):".to_string()];
    for e in &estimates {
        v.push(format!("  {}", e.line()));
    }
    let e = estimates
        .iter()
        .find(|e| e.target == target)
        .expect("chosen");
    v.push(match e.verdict {
        fit::Verdict::Fits => format!(
            "  the core's synth target: {} (the first device it fits)",
            target.device()
        ),
        fit::Verdict::MayNotFit => format!(
            "  the core's synth target: {}; it may NOT fit any device (estimate within 15% of the capacity)",
            target.device()
        ),
        fit::Verdict::DoesNotFit => format!(
            "  the core's synth target: {}; by this estimate it does NOT fit any device of `wormcast synth --target`: reduce k, W, the nodes, the buffers or the FIFOs",
            target.device()
        ),
    });
    (v, target)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(s: &str) -> Vec<OsString> {
        s.split_whitespace().map(OsString::from).collect()
    }

    #[test]
    fn the_block_is_found_after_options_and_their_values() {
        let a = argv("wormcast gen -o mesh --config x.toml mesh --v 1");
        assert_eq!(block_position(&a, "mesh"), Some(6));
        let a = argv("wormcast gen --out=central-buffer central-buffer");
        assert_eq!(block_position(&a, "central-buffer"), Some(3));
        assert_eq!(block_position(&argv("wormcast gen -o x"), "banyan"), None);
    }

    #[test]
    fn toml_values_keep_their_type() {
        assert_eq!(toml_value("8"), "8");
        assert_eq!(toml_value("0.5"), "0.5");
        assert_eq!(toml_value("true"), "true");
        assert_eq!(toml_value("4x4"), "\"4x4\"");
        assert_eq!(toml_value("per_output"), "\"per_output\"");
    }
}
