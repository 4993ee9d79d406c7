#!/usr/bin/env bash
# Browser tests and Lighthouse use Debian's Chromium (no test tool may download its own browser here).
# Installs it with apt when missing; CHROME_PATH points at another build instead.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  echo "chromium: $("$chrome" --version 2>/dev/null || echo "$chrome")"
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH=$CHROME_PATH is not an executable file" >&2
  exit 1
fi
echo "chromium: not found, installing Debian's package with apt-get"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Install chromium (apt-get install chromium) or set CHROME_PATH" >&2; exit 1; }
  sudo_cmd="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq chromium >/dev/null
"$chrome" --version
