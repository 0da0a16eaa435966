//! What the two fat-tree switches' commands share (`cb_cmd`, `ib_cmd`): the routing
//! configuration (k, down ports, nodes, W, up-port policy), validated with the parameter's
//! name and allowed range in the error.

use crate::output::Failure;
use crate::{PolicyArg, SwitchArgs};
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};

pub fn usage(e: String) -> Failure {
    Failure::Usage(e)
}

/// Bit-string flits the RTL instances support (see `wormcast_testbench::central_buffer`):
/// 1, 2 or 4 at W = 16; 1 or 2 at W = 32, and 8 or 32 (256 and 1,024 nodes) at W = 32, k = 8.
fn check_rtl_nodes(nodes: usize, w: usize, k: usize) -> Result<(), Failure> {
    let b = nodes.div_ceil(w);
    let ok = match (w, k) {
        (16, _) => [1, 2, 4].contains(&b),
        (32, 8) => [1, 2, 8, 32].contains(&b),
        _ => [1, 2].contains(&b),
    };
    if !ok {
        let allowed = match (w, k) {
            (16, _) => "2..=32 or 49..=64 at w=16 (1, 2 or 4 bit-string flits)",
            (32, 8) => {
                "2..=64, 225..=256 or 993..=1024 at w=32, k=8 (1, 2, 8 or 32 bit-string flits)"
            }
            _ => "2..=64 at w=32 (256 and 1,024 nodes with k=8)",
        };
        return Err(usage(format!(
            "invalid parameter nodes={nodes}: allowed {allowed}"
        )));
    }
    Ok(())
}

/// A switch on its own reaches its `nodes` through its `down` ports, `nodes / down` each
/// (`fat_tree_reach`): unless `down` divides `nodes`, some node is reached by no down port
/// (`--down 3 --nodes 16`: node 15), and with fewer nodes than down ports some down port
/// reaches no node (`--down 4 --nodes 2`).
fn check_down_covers_nodes(nodes: usize, down: usize) -> Result<(), Failure> {
    if nodes % down == 0 {
        return Ok(());
    }
    let per = nodes / down;
    let what = if per == 0 {
        "every down port reaches nodes / down = 0 nodes".to_string()
    } else {
        format!(
            "nodes {}..={} are reached by no down port",
            per * down,
            nodes - 1
        )
    };
    Err(usage(format!(
        "invalid parameters nodes={nodes}, down={down}: {what}; allowed nodes a multiple of down ({down}, {}, {}, ...)",
        2 * down,
        3 * down
    )))
}

pub fn route(w: usize, s: &SwitchArgs) -> Result<RouteConfig, Failure> {
    if ![2, 4, 8].contains(&s.k) {
        return Err(usage(format!(
            "invalid parameter k={}: allowed 2, 4 or 8",
            s.k
        )));
    }
    let down = s.down.unwrap_or(s.k / 2);
    if down < 1 || down > s.k {
        return Err(usage(format!(
            "invalid parameter down={down}: allowed 1..={}",
            s.k
        )));
    }
    if ![16, 32].contains(&w) {
        return Err(usage(format!("invalid parameter w={w}: allowed 16 or 32")));
    }
    if !(2..=1024).contains(&s.nodes) {
        return Err(usage(format!(
            "invalid parameter nodes={}: allowed 2..=1024",
            s.nodes
        )));
    }
    check_rtl_nodes(s.nodes, w, s.k)?;
    check_down_covers_nodes(s.nodes, down)?;
    Ok(RouteConfig {
        k: s.k,
        down,
        nodes: s.nodes,
        w,
        reach: fat_tree_reach(s.nodes, w, down, 0, s.nodes),
        policy: match s.policy {
            PolicyArg::Adaptive => UpPolicy::Adaptive,
            PolicyArg::Deterministic => UpPolicy::Deterministic,
        },
    })
}
