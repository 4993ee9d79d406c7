#!/usr/bin/env bash
# `npm test`: every check, part by part; .github/workflows/ci.yml runs each part as a job of its own, side by side.
# Each part runs even when one before it failed (the build excepted: the parts after it read it), so one run shows
# all that is wrong; the exit code is non-zero if any failed. Each part's time is printed as it ends; each test's is in
# the test runners' reports (reports/vitest.json, reports/playwright.json).
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
# Node's on-disk compile cache for every Node process of the run (the CLI spawned by tests, lhci's Lighthouse per
# page, the test workers): each module is compiled once, not once per process (the CLI's tests: 61 CPU-seconds
# without it, 51 with it).
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/node_modules/.cache/node-compile}"
mkdir -p reports

failed=()
part() {
  local name="$1" started=$SECONDS
  shift
  printf '\n== %s\n' "$name"
  if "$@"; then printf '== %s: %d s\n' "$name" $((SECONDS - started))
  else
    failed+=("$name")
    printf '== %s: FAILED after %d s\n' "$name" $((SECONDS - started))
  fi
}

# Neither the build nor the static checks need a browser or Java: the tools are installed beside them (on a fresh
# machine, about a minute of apt-get; beside them the unit tests start about 13 s sooner than after them), and so
# are the static checks, which read only the sources and leave a core idle while the build waits on Vite. Each
# prints once the build is done.
tools_log=$(mktemp)
bash tests/tools/ensure-tools.sh >"$tools_log" 2>&1 &
tools=$!
static_log=$(mktemp)
npm run -s check >"$static_log" 2>&1 &
static=$!
part "Build" npm run -s build
built=${#failed[@]}
# `wait` works only in the shell that started the job, so a part that waits is a function of this shell, not a
# `bash -c`.
finished() {
  wait "$1"
  local status=$?
  cat "$2"
  rm -f "$2"
  return $status
}
part "Static checks (types, lint, format, spelling, dead code, imports)" finished "$static" "$static_log"
before_tools=${#failed[@]}
part "Tools (Chromium, Java, Firefox and WebKit)" finished "$tools" "$tools_log"
# Without its tools every part after this fails for that one reason: stop here, with it named.
[ ${#failed[@]} -eq "$before_tools" ] || { printf '\nFailed: %s\n' "$(IFS=', '; echo "${failed[*]}")"; exit 1; }
if [ "$built" -eq 0 ]; then
  part "Unit tests and planted defects" npm run -s test:unit
  part "Browser tests (Chromium; the journeys, the impatient visitor and broken scripts in Firefox and WebKit too)" \
    npm run -s test:browser
  part "Audits of the site as the Node host serves it" npm run -s test:audits:node
  part "Lighthouse CI: accessibility, best practices and SEO on each template" npm run -s lighthouse:categories
  part "Lighthouse CI: performance on each template" npm run -s lighthouse:performance
  part "Audits of the site as the Cloudflare target serves it" npm run -s test:audits:cloudflare
fi

if [ ${#failed[@]} -gt 0 ]; then
  printf '\nFailed: %s\n' "$(IFS=', '; echo "${failed[*]}")"
  exit 1
fi
printf '\nAll parts passed.\n'
