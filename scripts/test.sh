#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
npm run typecheck
npm run lint
npm run spell
npm run build
npm run test:unit
npm run test:edits
npm run test:e2e
