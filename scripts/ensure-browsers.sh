#!/usr/bin/env bash
# The visitor journeys in Firefox and WebKit (tests/engines, Playwright projects firefox and webkit) use the
# system's browsers, never a download: Firefox ESR, driven over WebDriver BiDi by puppeteer-core, and WebKitGTK
# through WebKitWebDriver, in a small WebKitGTK browser of ours (tests/engines/webkit-host.py, on the system's
# Python with its GObject bindings) under an Xvfb display the suite starts. Installs what is missing with
# apt-get, as ensure-chromium.sh does, on Debian and on GitHub's Ubuntu runner (webkit2gtk-driver is in
# Ubuntu's universe). FIREFOX_PATH points at another Firefox instead; where no firefox-esr package exists
# (Ubuntu), a Firefox at /usr/bin/firefox (Mozilla's, as the runner image has) is used.
set -euo pipefail
if [ -n "${FIREFOX_PATH:-}" ] && [ ! -x "$FIREFOX_PATH" ]; then
  echo "FIREFOX_PATH=$FIREFOX_PATH is not an executable file" >&2
  exit 1
fi

# What webkit-host.py imports, on the Python it runs on.
webkit_bindings() {
  /usr/bin/python3 -c 'import gi; gi.require_version("Gtk", "3.0"); gi.require_version("WebKit2", "4.1"); from gi.repository import WebKit2' 2>/dev/null
}

packages=()
# The suite's own order (tests/engines/engine.ts firefoxPath): FIREFOX_PATH, firefox-esr, firefox.
[ -n "${FIREFOX_PATH:-}" ] || [ -x /usr/bin/firefox-esr ] || [ -x /usr/bin/firefox ] || packages+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || packages+=(webkit2gtk-driver)
webkit_bindings || packages+=(python3-gi gir1.2-webkit2-4.1)
command -v Xvfb >/dev/null || packages+=(xvfb)

if [ ${#packages[@]} -gt 0 ]; then
  echo "not found: ${packages[*]}; installing them with apt-get"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Install ${packages[*]} (apt-get install) or set FIREFOX_PATH" >&2; exit 1; }
    sudo_cmd="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  # One package at a time: a system without one of them (Ubuntu has no firefox-esr) still gets the others.
  for package in "${packages[@]}"; do
    $sudo_cmd apt-get install -y -qq "$package" >/dev/null || echo "apt-get could not install $package" >&2
  done
  # Ubuntu's Firefox: Mozilla's package, where its apt repository is set up (the runner image has it).
  if [ -z "${FIREFOX_PATH:-}" ] && [ ! -x /usr/bin/firefox-esr ] && [ ! -x /usr/bin/firefox ]; then
    $sudo_cmd apt-get install -y -qq firefox >/dev/null || echo "apt-get could not install firefox" >&2
  fi
fi

firefox="${FIREFOX_PATH:-}"
if [ -z "$firefox" ]; then
  for candidate in /usr/bin/firefox-esr /usr/bin/firefox; do
    if [ -x "$candidate" ]; then firefox="$candidate"; break; fi
  done
fi
[ -n "$firefox" ] || { echo "firefox: still missing (install firefox-esr or set FIREFOX_PATH)" >&2; exit 1; }
[ -x /usr/bin/WebKitWebDriver ] || { echo "WebKitWebDriver: still missing (package webkit2gtk-driver)" >&2; exit 1; }
webkit_bindings || { echo "WebKitGTK for Python: still missing (python3-gi, gir1.2-webkit2-4.1)" >&2; exit 1; }
command -v Xvfb >/dev/null || { echo "Xvfb: still missing (package xvfb)" >&2; exit 1; }
echo "firefox: $("$firefox" --version 2>/dev/null || echo "$firefox")"
echo "webkit: WebKitGTK $(/usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1"); from gi.repository import WebKit2 as W; print(f"{W.get_major_version()}.{W.get_minor_version()}.{W.get_micro_version()}")'), /usr/bin/WebKitWebDriver"
echo "xvfb: $(command -v Xvfb)"
