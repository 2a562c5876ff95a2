#!/usr/bin/env bash
# Installs what the browser tests need from Debian's packages when it is missing: Chromium (the
# tests drive it through playwright-core; browser downloads are not possible on these machines)
# and poppler-utils (pdftoppm renders a downloaded PDF report's first page to PNG); also nginx, the
# balancer the server's cluster test (packages/server/test/cluster.test.ts) runs in front of two instances.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing ${missing[*]}: run 'sudo apt-get update && sudo apt-get install -y ${missing[*]}'." >&2
  exit 1
fi
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
