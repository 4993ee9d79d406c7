#!/usr/bin/env bash
# `audit html` runs the W3C's Nu Html Checker (vnu.jar, from npm's vnu-jar), which needs Java 17 or later.
# Java comes from Debian, never from vnu-jar's own downloader: installs the headless JRE with apt when
# missing. JAVA_HOME points at another Java instead (the audit uses $JAVA_HOME/bin/java when it is set).
set -euo pipefail
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
major() { "$java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }
if command -v "$java" >/dev/null 2>&1; then
  found="$(major)"
  if [ "${found:-0}" -ge 17 ]; then
    echo "java: $("$java" -version 2>&1 | head -n 1)"
    exit 0
  fi
  # Not replaced behind the machine's back: another program may need the Java it has.
  echo "$java is Java ${found:-of unknown version}; the Nu Html Checker needs 17 or later:" \
    "install openjdk-17-jre-headless or set JAVA_HOME" >&2
  exit 1
elif [ -n "${JAVA_HOME:-}" ]; then
  echo "JAVA_HOME=$JAVA_HOME has no bin/java" >&2
  exit 1
else
  echo "java: not found, installing Debian's package with apt-get"
fi
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || {
    echo "Install Java 17 (apt-get install openjdk-17-jre-headless) or set JAVA_HOME" >&2
    exit 1
  }
  sudo_cmd="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends openjdk-17-jre-headless >/dev/null
echo "java: $("$java" -version 2>&1 | head -n 1)"
