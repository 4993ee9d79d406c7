#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest. Ends with one line
# "N passed, N failed, N skipped" summing the unit and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p reports

step() { printf '\n== %s\n' "$1"; }

step "Chromium"
bash scripts/ensure-chromium.sh

step "Types, lint and format"
npm run -s typecheck
npm run -s lint
npm run -s format:check

step "Unit tests"
vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json

step "Build"
npm run -s build

step "Browser tests (Playwright, Chromium, desktop and mobile)"
rm -f test-results/e2e-inbox.sqlite*
playwright test

step "Audits of the built site (HTML, budgets, links, Lighthouse)"
npm run -s cli -- audit all

step "Summary"
node scripts/test-summary.mjs
