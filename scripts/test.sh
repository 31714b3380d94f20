#!/usr/bin/env bash
# The test command (`npm test`): installs what the tests need, then runs every suite and ends with one
# line `N passed, N failed` summed over all of them. Exit status is non-zero on any failure.
#   suites: typecheck (1 check) beside the Jest units (no build), production build (1 check), Jest site checks of
#   that build (files, both servers over HTTP, static accessibility), the same build with dummy Algolia
#   variables (1 check), the same on Docusaurus's own client (PIPEDREAM_STOCK_CLIENT=1, 1 check), Jest builds of
#   a temporary copy (front matter failure, version cut) with, beside them, Playwright's development server spec (on
#   a copy of the site), then Playwright (build/ served by the project's server, a few pages through nginx;
#   build-stock/ and build-algolia/ by the project's server). The summary names every suite that failed or did not report.
set -u
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/typecheck.rc test-results/jest.json test-results/jest-site.json test-results/jest-build.json test-results/e2e.json test-results/e2e-dev.json  # no stale report can count
status_line() { printf '\n== %s ==\n' "$1"; }

# 1. Dependencies, at the versions of package-lock.json, when node_modules is missing or older than the lock.
#    `npm install` rather than `npm ci`: with the machine's `omit-lockfile-registry-resolved`, npm 11 leaves
#    other platforms' optional binaries (@swc/core-darwin-*, …) out of the lock and `npm ci` refuses it.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  status_line "npm install"
  npm install --no-audit --no-fund || { echo "0 passed, 1 failed"; exit 1; }
fi

# 2. Debian's Chromium for Playwright (never a downloaded browser).
if [ ! -x /usr/bin/chromium ]; then
  status_line "installing Debian chromium"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium \
    || { echo "0 passed, 1 failed"; exit 1; }
fi

# 3. Debian's nginx with the brotli modules (on-the-fly and precompressed), for the end-to-end run against deploy/nginx.conf.
if [ ! -x /usr/sbin/nginx ] || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] \
  || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  status_line "installing Debian nginx"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
    || { echo "0 passed, 1 failed"; exit 1; }
fi

# 4. What check-mdx needs to run the step examples of language tabs (scripts/lib/stepExamples): Go, jq, curl, and a
#    Python 3 with requests (the one on PATH, or Debian's with python3-requests), from Debian.
missing=""
command -v go >/dev/null || missing="$missing golang-go"
command -v jq >/dev/null || missing="$missing jq"
command -v curl >/dev/null || missing="$missing curl"
{ python3 -c 'import requests' 2>/dev/null || /usr/bin/python3 -c 'import requests' 2>/dev/null; } || missing="$missing python3-requests"
if [ -n "$missing" ]; then
  status_line "installing Debian$missing"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  # shellcheck disable=SC2086
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing \
    || { echo "0 passed, 1 failed"; exit 1; }
fi

checks_passed=0
checks_failed=0
failed_checks=""
check() { # name, command…
  local name=$1; shift
  status_line "$name"
  local start=$SECONDS
  if "$@"; then checks_passed=$((checks_passed + 1)); echo "$name: ok ($((SECONDS - start)) s)"
  else checks_failed=$((checks_failed + 1)); failed_checks="$failed_checks|$name"; echo "$name: FAILED ($((SECONDS - start)) s)"; fi
  echo "$name|$((SECONDS - start))" >> test-results/times.txt
}
timed() { # name, command… : a suite whose tests are counted from its report, timed here
  local name=$1; shift
  status_line "$name"
  local start=$SECONDS
  "$@"
  echo "$name: $((SECONDS - start)) s"
  echo "$name|$((SECONDS - start))" >> test-results/times.txt
}
rm -f test-results/times.txt

# Units need no build: they run first, with the typecheck beside them. tsc runs on one core, and the units leave
# some of the other free (their start, and the end where one worker is done): its output is printed after.
status_line "typecheck, beside the units"
tsc_start=$SECONDS
(npx tsc --noEmit > test-results/typecheck.log 2>&1; echo $? > test-results/typecheck.rc) &
tsc_pid=$!
timed "jest units" npx jest --json --outputFile=test-results/jest.json
wait "$tsc_pid"
status_line "typecheck"
cat test-results/typecheck.log
if [ "$(cat test-results/typecheck.rc 2>/dev/null)" = 0 ]; then
  checks_passed=$((checks_passed + 1)); echo "typecheck: ok ($((SECONDS - tsc_start)) s, beside the units)"
else
  checks_failed=$((checks_failed + 1)); failed_checks="$failed_checks|typecheck"; echo "typecheck: FAILED ($((SECONDS - tsc_start)) s, beside the units)"
fi
echo "typecheck (beside the units)|$((SECONDS - tsc_start))" >> test-results/times.txt
# The site on Docusaurus's own client (the performance layer off: plugins/upstream/), for the `stock` e2e project;
# first, so the default build after it shows that the two keep their Rspack caches apart (layerCachePlugin).
rm -rf build-stock
check "build (stock client)" env PIPEDREAM_STOCK_CLIENT=1 npm run build -- --out-dir build-stock
check "build" npm run build
# The checks of the build just made (tests/site/freshBuild.ts refuses an older one): files, both servers
# over HTTP, static accessibility.
timed "jest site checks" npx jest -c jest.site.config.js --json --outputFile=test-results/jest-site.json
# DocSearch instead of the local search, for the `algolia` e2e project (its requests never reach Algolia).
rm -rf build-algolia
check "build (Algolia DocSearch, dummy keys)" env ALGOLIA_APP_ID=TESTAPPID ALGOLIA_API_KEY=test-search-key \
  ALGOLIA_INDEX_NAME=pipedream-docs npm run build -- --out-dir build-algolia
# The development server on a copy of the site, beside the temporary copies' builds: after its first compile it
# mostly waits for the file watcher and the recompile of each edit, time the builds use. Its output is printed after.
status_line "playwright (development server), beside the temporary copies"
dev_start=$SECONDS
(env E2E_JSON=test-results/e2e-dev.json E2E_DEV_ONLY=1 npx playwright test --project=dev > test-results/e2e-dev.log 2>&1) &
dev_pid=$!
timed "jest builds of a temporary copy" npx jest -c jest.build.config.js --json --outputFile=test-results/jest-build.json
wait "$dev_pid"
status_line "playwright (development server)"
cat test-results/e2e-dev.log
echo "playwright (development server): $((SECONDS - dev_start)) s, beside the temporary copies"
echo "playwright (development server, beside)|$((SECONDS - dev_start))" >> test-results/times.txt
if [ -f build/index.html ]; then
  timed "playwright" npx playwright test --grep-invert @devserver
else
  status_line "playwright"; echo "no build: end-to-end tests not run"; rm -f test-results/e2e.json
fi

status_line "time per suite (s)"
column -t -s '|' test-results/times.txt 2>/dev/null || tr '|' ' ' < test-results/times.txt
node scripts/test-summary.mjs "$checks_passed" "$checks_failed" "$failed_checks"
