#!/usr/bin/env bash
# The browser tests use Debian's Chromium (never a downloaded browser build).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's Chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium, and it is not at /usr/bin/chromium.
Install it (Debian/Ubuntu: sudo apt-get install chromium), or point the tests
at a Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chrome npm test
MSG
exit 1
