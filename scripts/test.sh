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

step bash scripts/ensure-chromium.sh
step bash scripts/ensure-nginx.sh
step npm run typecheck
step npm run lint
step npm run spell
step npm run build
step npm run test:unit
step npm run test:edits
step npm run test:e2e

printf '\nnpm test, time per step:\n'
printf '%s\n' "${split[@]}"
printf '%5d s  in all\n' "$SECONDS"
