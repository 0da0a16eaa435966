#!/usr/bin/env bash
# Stage 2 of the sampled model mutation run (docs/results/mutants.md, "Whole model, sampled"):
# for each mutant that the model's unit tests missed, patch cargo-mutants' diff into a clean
# copy of the tree, run the integration or three-way tests that reach its code, revert.
#
#   scripts/mutants-stage2.sh LIST DIFF_DIR [TREE]
#
# LIST: one mutant per line, `file:line:col|release|package|test1 test2 ...` (`release`, or
# `opt1` for the test profile at opt-level 1, which rebuilds the rtl and testbench crates in
# about a minute after a model change instead of several; tests: file names of the package's
# tests/, each a module of its one test program tests/all.rs); see
# .cargo/mutants-model-sample-stage2.txt. DIFF_DIR: the `mutants.out/diff` of the stage-1
# run. TREE (default: a fresh `git archive` of HEAD in a temporary directory) is patched in
# place, one mutant at a time. Prints one line per mutant: `caught` (some test failed, with
# the first failures), `missed`, or `patch-fail` (the source moved since stage 1).
set -uo pipefail
LIST=$1 DIFF_DIR=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TREE=${3:-$(mktemp -d)}
[[ -f $TREE/Cargo.toml ]] || git -C "$ROOT" archive HEAD | tar -x -C "$TREE"
cd "$TREE"
export CI=true CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$TREE/target}
while IFS='|' read -r m prof pkg tests; do
    [[ -z $m || $m == \#* ]] && continue
    d=$DIFF_DIR/$(awk -F: '{gsub("/", "__", $1); print $1 "_line_" $2 "_col_" $3 ".diff"}' <<<"$m")
    if ! patch -p0 -s -f <"$d" >/dev/null; then
        patch -p0 -R -s -f <"$d" >/dev/null 2>&1
        echo "$m: patch-fail"
        continue
    fi
    # The tests are modules of the package's one test program, tests/all.rs: a filter each.
    targs=()
    for t in $tests; do targs+=("$t::"); done
    if [[ $prof == release ]]; then popt=(--release); else popt=(--config profile.test.opt-level=1); fi
    t0=$(date +%s)
    out=$(nice -n 10 cargo test "${popt[@]}" -p "$pkg" --test all -- "${targs[@]}" 2>&1)
    rc=$?
    s=$(($(date +%s) - t0))
    if ((rc == 0)); then
        echo "$m: missed (${s} s)"
    else
        echo "$m: caught (${s} s): $(grep -E '^test .* FAILED|^error' <<<"$out" | head -3 | tr '\n' ' ')"
    fi
    patch -p0 -R -s -f <"$d" >/dev/null
done <"$LIST"
