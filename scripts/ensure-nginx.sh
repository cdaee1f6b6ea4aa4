#!/usr/bin/env bash
# The deployment tests run Debian's nginx (with the brotli_static module) over the build,
# unprivileged, in a temporary folder; this installs it when it is missing.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x "$nginx" ] && { [ -n "${NGINX_PATH:-}" ] || [ -f "$module" ]; }; then exit 0; fi
if [ -n "${NGINX_PATH:-}" ]; then
  echo "NGINX_PATH=$NGINX_PATH is not an executable file." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx and its brotli_static module for the deployment tests…"
  # Only the binary is wanted: keep the package from starting a system service (policy-rc.d 101: "not allowed").
  policy=/usr/sbin/policy-rc.d
  added=""
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added=1; fi
  status=0
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null || status=$?
  if [ -n "$added" ]; then rm -f "$policy"; fi
  exit "$status"
fi
cat >&2 <<'MSG'
The deployment tests need nginx with the brotli_static module, and they are not installed.
Install them (Debian/Ubuntu: sudo apt-get install nginx libnginx-mod-http-brotli-static),
or point the tests at an nginx binary built with ngx_brotli: NGINX_PATH=/path/to/nginx npm test
MSG
exit 1
