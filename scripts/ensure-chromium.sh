#!/usr/bin/env bash
# Browser tests and Lighthouse use Debian's Chromium (no test tool may download its own browser here): Chromium
# itself for Lighthouse and PDFs, and its headless shell for the browser tests and the a11y and budget audits
# (cli/chromium.ts says why). Installs what is missing with apt; CHROME_PATH points at another build
# instead (CHROME_HEADLESS_SHELL_PATH at another shell). Without a headless shell package (Ubuntu has none) the
# tests run in Chromium itself: the same checks, slower.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
shell="${CHROME_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
if [ -n "${CHROME_PATH:-}" ] && [ ! -x "$CHROME_PATH" ]; then
  echo "CHROME_PATH=$CHROME_PATH is not an executable file" >&2
  exit 1
fi
if [ -n "${CHROME_HEADLESS_SHELL_PATH:-}" ] && [ ! -x "$CHROME_HEADLESS_SHELL_PATH" ]; then
  echo "CHROME_HEADLESS_SHELL_PATH=$CHROME_HEADLESS_SHELL_PATH is not an executable file" >&2
  exit 1
fi
# The shell is wanted only where nobody chose the builds.
want_shell=false
[ -z "${CHROME_PATH:-}${CHROME_HEADLESS_SHELL_PATH:-}" ] && want_shell=true

packages=()
[ -x "$chrome" ] || packages+=(chromium)
if $want_shell && [ ! -x "$shell" ]; then packages+=(chromium-headless-shell); fi
if [ ${#packages[@]} -gt 0 ]; then
  echo "not found: ${packages[*]}; installing Debian's packages with apt-get"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Install ${packages[*]} (apt-get install) or set CHROME_PATH" >&2; exit 1; }
    sudo_cmd="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  # One package at a time: a system without the shell's package still gets Chromium.
  for package in "${packages[@]}"; do
    $sudo_cmd apt-get install -y -qq "$package" >/dev/null ||
      echo "apt-get could not install $package" >&2
  done
fi
[ -x "$chrome" ] || { echo "chromium: still missing at $chrome" >&2; exit 1; }
echo "chromium: $("$chrome" --version 2>/dev/null || echo "$chrome")"
# The tests' browser, chosen as cli/chromium.ts chooses it.
if [ -n "${CHROME_HEADLESS_SHELL_PATH:-}" ] || { $want_shell && [ -x "$shell" ]; }; then
  echo "headless shell (browser tests, a11y and budget audits): $("$shell" --version 2>/dev/null || echo "$shell")"
else
  echo "browser tests, a11y and budget audits: in $chrome (no headless shell chosen or installed; slower)"
fi
