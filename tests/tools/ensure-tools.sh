#!/usr/bin/env bash
# What the tests need beyond npm, installed from Debian's packages when missing (as root, or with sudo):
#   chromium  Chromium and its headless shell (the browser suite, the audits, Lighthouse)
#   java      Java 17 or later (the W3C Nu Html Checker of `audit html`)
#   engines   Firefox ESR, WebKitGTK's WebDriver with its Python bindings, and Xvfb (tests/engines/)
#   stress    stress-ng (`npm run gates:under-load` only)
# `bash tests/tools/ensure-tools.sh [chromium] [java] [engines] [stress]`; no argument: the first three. CHROME_PATH,
# CHROME_HEADLESS_SHELL_PATH, JAVA_HOME and FIREFOX_PATH name tools found elsewhere, which are then only checked.
set -euo pipefail
wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=(chromium java engines)
wants() { [[ " ${wanted[*]} " == *" $1 "* ]]; }

java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
java_major() { "$java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }
webkit_bindings() {
  /usr/bin/python3 -c 'import gi; gi.require_version("Gtk", "3.0"); gi.require_version("WebKit2", "4.1")
from gi.repository import WebKit2' 2>/dev/null
}
firefox() {
  for candidate in "${FIREFOX_PATH:-}" /usr/bin/firefox-esr /usr/bin/firefox; do
    [ -n "$candidate" ] && [ -x "$candidate" ] && { echo "$candidate"; return; }
  done
}

# What is missing, as Debian's package names.
packages=()
if wants chromium; then
  [ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
  [ -n "${CHROME_PATH:-}${CHROME_HEADLESS_SHELL_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] ||
    packages+=(chromium-headless-shell)
fi
if wants java && [ "$(java_major 2>/dev/null || echo 0)" -lt 17 ] 2>/dev/null; then packages+=(openjdk-17-jre-headless); fi
if wants engines; then
  [ -n "$(firefox)" ] || packages+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || packages+=(webkit2gtk-driver)
  webkit_bindings || packages+=(python3-gi gir1.2-webkit2-4.1)
  command -v Xvfb >/dev/null || packages+=(xvfb)
fi
if wants stress; then command -v stress-ng >/dev/null || packages+=(stress-ng); fi

if [ ${#packages[@]} -gt 0 ]; then
  echo "not found: ${packages[*]}; installing Debian's packages with apt-get"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "install them (apt-get install ${packages[*]})" >&2; exit 1; }
    sudo_cmd="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  # All in one run of apt-get (each run reads the package lists again); if that fails, one at a time, so a package a
  # distribution lacks (Ubuntu has no firefox-esr) is named, not fatal to the rest.
  if ! $sudo_cmd apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null 2>&1; then
    for package in "${packages[@]}"; do
      $sudo_cmd apt-get install -y -qq --no-install-recommends "$package" >/dev/null ||
        echo "apt-get could not install $package" >&2
    done
  fi
  if wants engines && [ -z "$(firefox)" ]; then $sudo_cmd apt-get install -y -qq firefox >/dev/null || true; fi
fi

# What is there now, or what is still missing, by name.
status=0
missing() { echo "$1: missing ($2)" >&2; status=1; }
if wants chromium; then
  chrome="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$chrome" ]; then echo "chromium: $("$chrome" --version 2>/dev/null)"; else missing chromium "$chrome"; fi
fi
if wants java; then
  if [ "$(java_major 2>/dev/null || echo 0)" -ge 17 ] 2>/dev/null; then echo "java: $("$java" -version 2>&1 | head -n 1)"
  else missing java "Java 17 or later: openjdk-17-jre-headless, or JAVA_HOME"; fi
fi
if wants engines; then
  if [ -n "$(firefox)" ]; then echo "firefox: $("$(firefox)" --version 2>/dev/null)"; else missing firefox "firefox-esr, or FIREFOX_PATH"; fi
  [ -x /usr/bin/WebKitWebDriver ] || missing WebKitWebDriver "webkit2gtk-driver"
  webkit_bindings || missing "WebKitGTK for Python" "python3-gi gir1.2-webkit2-4.1"
  command -v Xvfb >/dev/null || missing Xvfb "xvfb"
  [ $status -ne 0 ] || echo "webkit: /usr/bin/WebKitWebDriver, Xvfb: $(command -v Xvfb)"
fi
if wants stress; then
  if command -v stress-ng >/dev/null; then echo "$(stress-ng --version)"; else missing stress-ng "stress-ng"; fi
fi
exit $status
