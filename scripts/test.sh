#!/usr/bin/env bash
# `npm test`: every check the project has. Each step runs even when an earlier one failed (except what needs
# the build), so one run shows everything that is wrong; the exit code is non-zero if any step failed.
# Ends with one line "N passed, N failed, N skipped" summing the unit and browser tests.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p reports
rm -f reports/vitest.json reports/playwright.json reports/steps.jsonl reports/timings.json

# In GitHub Actions (.github/workflows/ci.yml) a failed step and each failed unit test are also annotations.
in_github=false
[ "${GITHUB_ACTIONS:-}" = true ] && in_github=true

failed=()
# Each step says how long it took, and writes it to reports/steps.jsonl, which the summary turns into
# reports/timings.json (scripts/test-summary.mjs) with each test file's time.
# With each step, how busy the machine's cores were over it (0-100, from /proc/stat where there is one): a step near
# 100 is bound by the CPU and gains only from less work; one far below it is waiting, and may overlap with another.
cpu_ticks() {
  local _ user nice system idle iowait irq softirq steal
  if read -r _ user nice system idle iowait irq softirq steal _ </proc/stat 2>/dev/null; then
    echo $((user + nice + system + irq + softirq + steal)) $((user + nice + system + irq + softirq + steal + idle + iowait))
  else
    echo 0 0
  fi
}
step_ticks=$(cpu_ticks)
# With it, the CPU time the step used, all processes together (seconds of one core): the work itself, which
# no overlap of steps can shorten; the summary sets it against what the cores could give.
clock_ticks=$(getconf CLK_TCK 2>/dev/null || echo 100)
record() {
  local now busy
  now=$(cpu_ticks)
  busy=$(awk -v a="$step_ticks" -v b="$now" -v hz="$clock_ticks" 'BEGIN { split(a, x, " "); split(b, y, " ");
    t = y[2] - x[2]; if (t <= 0) { print "null,\"cpuSeconds\":null"; exit }
    printf "%d,\"cpuSeconds\":%d", int(100 * (y[1] - x[1]) / t + 0.5), int((y[1] - x[1]) / hz + 0.5) }')
  # A fourth argument names the step this one ran beside: its time is not added to the run's again.
  printf '{"name":"%s","seconds":%d,"ok":%s,"cpuBusyPercent":%s%s}\n' "${1//\"/\'}" "$2" "$3" "$busy" \
    "${4:+,\"beside\":\"$4\"}" >>reports/steps.jsonl
}
step() {
  local name="$1" started=$SECONDS
  shift
  step_ticks=$(cpu_ticks)
  printf '\n== %s\n' "$name"
  if ! "$@"; then
    failed+=("$name")
    record "$name" $((SECONDS - started)) false
    printf '== %s: FAILED after %d s\n' "$name" $((SECONDS - started))
    if $in_github; then printf '::error title=npm test::%s failed (its output is in the log above)\n' "$name"; fi
    return 1
  fi
  record "$name" $((SECONDS - started)) true
  printf '== %s: %d s\n' "$name" $((SECONDS - started))
}
vitest_reporters=(--reporter=default --reporter=json --outputFile=reports/vitest.json)
if $in_github; then vitest_reporters+=(--reporter=github-actions); fi

step "Machine (cores, load and a CPU probe, to read the timings by)" node scripts/machine.mjs
step "Chromium" bash scripts/ensure-chromium.sh || exit 1
step "Java (for the W3C Nu Html Checker)" bash scripts/ensure-java.sh || exit 1
step "Firefox and WebKit (for the visitor journeys)" bash scripts/ensure-browsers.sh || exit 1
# Types, lint and format read only the sources: they run side by side with each other and with the build (about
# half a minute saved on two cores), each one's output held back and printed whole, in this order, as a step of its
# own, once the build is done.
static_checks=("Types:typecheck" "Lint:lint" "Format:format:check")
static_dir=$(mktemp -d)
static_started=$SECONDS
for check in "${static_checks[@]}"; do
  (npm run -s "${check#*:}" >"$static_dir/${check%%:*}" 2>&1; echo $? >"$static_dir/${check%%:*}.rc") &
done
step "Build" npm run -s build
built=$?
wait
record "Types, lint and format, beside the build" $((SECONDS - static_started)) true Build
printf '\n== Types, lint and format, beside the build: %d s\n' $((SECONDS - static_started))
for check in "${static_checks[@]}"; do
  name="${check%%:*}"
  step "$name" bash -c 'cat "$1"; exit "$(cat "$1.rc")"' _ "$static_dir/$name"
done
rm -rf "$static_dir"
if [ "$built" -eq 0 ]; then
  # With the unit tests, in the same pool: every gate over a copy of the build with a defect planted on a page of
  # each kind (tests/planted/).
  step "Unit tests and planted defects (each audit catches its plant on every kind of page)" \
    vitest run "${vitest_reporters[@]}"
  rm -rf test-results/e2e-inbox.sqlite* test-results/e2e-d1 test-results/consent-build test-results/consent-build.lock
  step "Browser tests (Playwright: Chromium desktop and mobile on the Node server, form journeys on the Worker; visitor journeys in Firefox and WebKit)" playwright test
  # Thresholds and budgets: audit.config.json (Lighthouse performance >= 95, the other categories 100, script
  # budgets per route). Each host serves the build once for its step and is audited through --url, as production
  # is: every audit and its HTTP layer on the Node host (reports/audits.sarif: the findings for code scanning,
  # which .github/workflows/ci.yml uploads), the HTTP layer and three pages (scripts/audit-hosts.ts) on the Cloudflare target.
  step "Audits of the site as the Node host serves it (audit http; audit all --url)" node scripts/audit-hosts.ts node
  step "Audits of the site as the Cloudflare target serves it (audit http; audit all --url over three pages)" \
    node scripts/audit-hosts.ts cloudflare
else
  step "Unit tests" vitest run --project='!planted' "${vitest_reporters[@]}"
fi

printf '\n== Summary\n'
node scripts/test-summary.mjs || failed+=("Summary")
if [ ${#failed[@]} -gt 0 ]; then
  printf 'Failed steps: %s\n' "$(IFS=', '; echo "${failed[*]}")"
  exit 1
fi
echo "All steps passed."
