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

part "Tools (Chromium, Java, Firefox and WebKit)" bash tests/tools/ensure-tools.sh || exit 1
# The static checks read only the sources: they run beside the build, which leaves a core idle while it waits on
# Vite, and print once it is done.
static_log=$(mktemp)
npm run -s check >"$static_log" 2>&1 &
static=$!
part "Build" npm run -s build
built=${#failed[@]}
# `wait` works only in the shell that started the job, so the part is a function of this shell, not a `bash -c`.
static_checks() {
  wait "$static"
  local status=$?
  cat "$static_log"
  return $status
}
part "Static checks (types, lint, format, spelling, dead code, imports)" static_checks
rm -f "$static_log"
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
