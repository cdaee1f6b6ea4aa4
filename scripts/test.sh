#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest; prints how long each took.
set -euo pipefail
cd "$(dirname "$0")/.."

split=()
step() {
  local began=$SECONDS
  "$@"
  split+=("$(printf '%5d s  %s' $((SECONDS - began)) "$*")")
}

# npm scripts side by side, each of which keeps about one core busy: the static checks, then the unit
# tests and the practitioner's edits (each waits on a real build). Each one's output is printed whole
# once all have ended, so that none interleave; fails if any failed.
together() {
  local began=$SECONDS dir name failed=0 pids=()
  dir=$(mktemp -d)
  for name in "$@"; do
    (
      start=$SECONDS
      status=0
      npm run "$name" >"$dir/$name.log" 2>&1 || status=$?
      echo $((SECONDS - start)) >"$dir/$name.time"
      exit "$status"
    ) &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  for name in "$@"; do
    cat "$dir/$name.log"
    split+=("$(printf '%5d s  npm run %s (side by side)' "$(cat "$dir/$name.time")" "$name")")
  done
  rm -rf "$dir"
  split+=("$(printf '%5d s  side by side, in all' $((SECONDS - began)))")
  return "$failed"
}

step bash scripts/ensure-chromium.sh
step bash scripts/ensure-nginx.sh
together typecheck lint spell
step npm run build
together test:unit test:edits
step npm run test:e2e

printf '\nnpm test, time per step:\n'
printf '%s\n' "${split[@]}"
printf '%5d s  in all\n' "$SECONDS"
