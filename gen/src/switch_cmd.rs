//! What the two fat-tree switches' commands share (`cb_cmd`, `ib_cmd`): the routing
//! configuration (k, down ports, nodes, W, up-port policy), validated with the parameter's
//! name and allowed range in the error.

use crate::output::Failure;
use crate::{PolicyArg, SwitchArgs};
use wormcast_ip::Instance;
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};

pub fn usage(e: String) -> Failure {
    Failure::Usage(e)
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

/// The routing configuration of `s` at flit width `w`, checked against the block's table of
/// supported RTL instances (`wormcast_ip::<block>::SUPPORTED`): an unsupported node count is
/// rejected naming `nodes` and the counts allowed at this k and W.
pub fn route(w: usize, s: &SwitchArgs, instances: &[Instance]) -> Result<RouteConfig, Failure> {
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
    wormcast_ip::check_instance(instances, s.k, w, s.nodes).map_err(usage)?;
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
