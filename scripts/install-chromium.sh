#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (the tests drive it
# through playwright-core; browser downloads are not possible on these machines).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y chromium'." >&2
  exit 1
fi
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
