#!/usr/bin/env bash
# Run a `wormcast sweep` as a Slurm job array: one array task per point, then a merge job.
# An example to adapt to your cluster (partition, account, limits); the tests do not run it.
#
# On a login node, from the repository root, after `cargo build --release -p wormcast`:
#
#   scripts/slurm_sweep.sh docs/results/fig14_cb_example.toml results
#
# 1. `wormcast sweep FILE --plan --out DIR` validates the whole sweep (nothing is submitted if
#    any point's configuration is bad), writes DIR/<stem>/<point>.toml for every point and
#    prints one command per point; they are saved in DIR/<stem>.plan.
# 2. An array job runs line $SLURM_ARRAY_TASK_ID of the plan in each task:
#      wormcast net --config DIR/<stem>/<point>.toml --format json > DIR/<stem>/<point>.json
# 3. A job depending on the whole array (afterok) runs `wormcast sweep FILE --merge DIR`, which
#    writes DIR/<stem>.csv and the SVGs (exactly what `wormcast sweep FILE --out DIR` writes).
#
# If some tasks fail, the merge job does not start; `wormcast sweep FILE --merge DIR` names the
# missing points, and those tasks can be resubmitted alone, e.g.
#   sbatch --array=3,7 scripts/slurm_sweep.sh --task DIR/<stem>.plan
#
# Environment knobs: WORMCAST (the binary, default target/release/wormcast), TIME (per point,
# default 02:00:00), MEM (default 2G), MAX_PARALLEL (tasks at once, default 200), and
# SBATCH_EXTRA (more sbatch options, e.g. "--partition=short --account=me").
set -euo pipefail

if [[ "${1:-}" == "--task" ]]; then
    # Inside an array task: run one line of the plan.
    plan=$2
    line=$(sed -n "${SLURM_ARRAY_TASK_ID:?not in a Slurm array task}p" "$plan")
    [[ -n "$line" ]] || { echo "no line $SLURM_ARRAY_TASK_ID in $plan" >&2; exit 1; }
    echo "$line"
    exec bash -c "$line"
fi

if [[ $# -lt 1 || $# -gt 2 ]]; then
    echo "usage: $0 SWEEP.toml [OUT_DIR]   (or, inside a task: $0 --task PLAN)" >&2
    exit 2
fi
sweep=$1
out=${2:-results}
stem=$(basename "$sweep" .toml)
export WORMCAST=${WORMCAST:-$(pwd)/target/release/wormcast}
[[ -x "$WORMCAST" ]] || { echo "no wormcast binary at $WORMCAST (cargo build --release -p wormcast)" >&2; exit 2; }

mkdir -p "$out"
plan="$out/$stem.plan"
"$WORMCAST" sweep "$sweep" --plan --out "$out" --bin "$WORMCAST" > "$plan"
n=$(wc -l < "$plan")
echo "planned $n points in $plan"

# shellcheck disable=SC2086
array=$(sbatch --parsable --job-name="wormcast-$stem" \
    --array="1-$n%${MAX_PARALLEL:-200}" --ntasks=1 --cpus-per-task=1 \
    --time="${TIME:-02:00:00}" --mem="${MEM:-2G}" \
    --output="$out/$stem/slurm-%A_%a.log" ${SBATCH_EXTRA:-} \
    "$0" --task "$plan")
echo "submitted array job $array"

merge_cmd=$(printf '%q sweep %q --merge %q' "$WORMCAST" "$sweep" "$out")
# shellcheck disable=SC2086
merge=$(sbatch --parsable --job-name="wormcast-$stem-merge" \
    --dependency="afterok:$array" --ntasks=1 --cpus-per-task=1 --time=00:30:00 \
    --output="$out/$stem/slurm-merge-%j.log" ${SBATCH_EXTRA:-} \
    --wrap "$merge_cmd")
echo "submitted merge job $merge: writes $out/$stem.csv and the SVGs when every point is done"
