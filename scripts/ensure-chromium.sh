#!/usr/bin/env bash
# The browser tests use Debian's Chromium and its headless shell (never a downloaded browser build).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell="${HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$browser" ] && [ -x "$shell" ]; then exit 0; fi
if [ -n "${CHROMIUM_PATH:-}${HEADLESS_SHELL_PATH:-}" ]; then
  echo "CHROMIUM_PATH and HEADLESS_SHELL_PATH must both name executable files (now: $browser, $shell)." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's Chromium and its headless shell for the browser tests…"
  apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium at /usr/bin/chromium and its headless shell at
/usr/bin/chromium-headless-shell. Install them (Debian: sudo apt-get install
chromium chromium-headless-shell), or point the tests at other binaries:
CHROMIUM_PATH=/path/to/chrome HEADLESS_SHELL_PATH=/path/to/chrome-headless-shell npm test
(HEADLESS_SHELL_PATH may name the whole browser too: slower, same results).
MSG
exit 1
