#!/usr/bin/env bash
# Browser tests drive Debian's chromium; install it when it is missing (needs root or sudo).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "chromium not found at $CHROMIUM: installing Debian's chromium…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "cannot install chromium: run as root or install the 'chromium' package yourself" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
"$CHROMIUM" --version
