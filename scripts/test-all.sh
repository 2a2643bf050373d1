#!/usr/bin/env bash
# The whole test suite (`npm test`): types, lint, build, byte budgets, unit tests, browser tests,
# end-to-end tests, the Firefox ESR and WebKit engine tests and a Storybook build. Every stage runs
# even when an earlier one fails; each stage's passed/failed counts come from its runner's own
# output. Ends with a summary table and, as the very last line, `N passed, N failed`. Exits 0 only
# when nothing failed.
set -u

cd "$(dirname "$0")/.." || exit 1
LOGS="$(mktemp -d "${TMPDIR:-/tmp}/site-tests.XXXXXX")"
# The PostgreSQL cluster the setup starts (its state file exists only while it runs) stops with the suite.
POSTGRES_STATE="$LOGS/postgres.json"
trap '[ -f "$POSTGRES_STATE" ] && node --import tsx scripts/postgres-cluster.ts stop "$POSTGRES_STATE"; rm -rf "$LOGS"' EXIT

# Colour only on a terminal.
if [ -t 1 ]; then BOLD=$'\e[1m'; RED=$'\e[31m'; GREEN=$'\e[32m'; RESET=$'\e[0m'; else BOLD=''; RED=''; GREEN=''; RESET=''; fi

STAGES=()
STAGE_PASSED=()
STAGE_FAILED=()
STAGE_SECONDS=()
STAGE_NOTE=()
TOTAL_PASSED=0
TOTAL_FAILED=0
SUITE_START=$SECONDS

header() {
  printf '\n%s━━━ %s ━━━%s\n' "$BOLD" "$1" "$RESET"
}

# record NAME PASSED FAILED SECONDS [NOTE]
record() {
  STAGES+=("$1")
  STAGE_PASSED+=("$2")
  STAGE_FAILED+=("$3")
  STAGE_SECONDS+=("$4")
  STAGE_NOTE+=("${5:-}")
  TOTAL_PASSED=$((TOTAL_PASSED + $2))
  TOTAL_FAILED=$((TOTAL_FAILED + $3))
  if [ "$3" -eq 0 ]; then
    printf '%s→ %s: %s passed, %s failed (%ss)%s\n' "$GREEN" "$1" "$2" "$3" "$4" "$RESET"
  else
    printf '%s→ %s: %s passed, %s failed (%ss)%s%s\n' "$RED" "$1" "$2" "$3" "$4" "${5:+ — $5}" "$RESET"
  fi
}

# No stage may hang the suite: each gets at most STAGE_TIMEOUT seconds (a timeout exits with 124).
# Only without a terminal (CI): `timeout` moves the stage to its own process group, where Ctrl-C
# from a terminal would not reach it.
STAGE_TIMEOUT="${STAGE_TIMEOUT:-900}"
USE_TIMEOUT=0
if [ ! -t 0 ] && command -v timeout >/dev/null 2>&1; then USE_TIMEOUT=1; fi

# within_stage_timeout COMMAND...: runs the command, under `timeout` when USE_TIMEOUT is on.
within_stage_timeout() {
  if [ "$USE_TIMEOUT" -eq 1 ]; then timeout --kill-after=30 "$STAGE_TIMEOUT" "$@"; else "$@"; fi
}

# run_logged LOG COMMAND...: streams the command's output and keeps a copy; returns its exit code.
run_logged() {
  local log="$1"
  shift
  within_stage_timeout "$@" </dev/null 2>&1 | tee "$log"
  return "${PIPESTATUS[0]}"
}

# record_exit NAME EXIT-CODE SECONDS: a stage that counts as one check, passed when its command exited 0.
record_exit() {
  if [ "$2" -eq 0 ]; then record "$1" 1 0 "$3"; else record "$1" 0 1 "$3" "exit code $2"; fi
}

# single_check NAME COMMAND...: a stage that counts as one check, passed when the command exits 0.
single_check() {
  local name="$1"
  shift
  local start=$SECONDS code
  header "$name: $*"
  run_logged "$LOGS/$name.log" "$@"
  code=$?
  record_exit "$name" "$code" $((SECONDS - start))
}

# counted NAME LABEL COMMAND...: a stage whose runner prints `LABEL: N passed, N failed`.
counted() {
  local name="$1" label="$2"
  shift 2
  local start=$SECONDS code counts
  header "$name: $*"
  run_logged "$LOGS/$name.log" "$@"
  code=$?
  counts="$(node scripts/count-results.mjs line "$label" "$LOGS/$name.log" "$code")" || counts="0 1"
  record "$name" "${counts% *}" "${counts#* }" $((SECONDS - start)) "$([ "$code" -ne 0 ] && echo "exit code $code")"
}

# ---- Setup: dependencies and Chromium ----

# with_npm_lock COMMAND...: one npm install or npm ci at a time on a shared machine.
with_npm_lock() {
  if command -v flock >/dev/null 2>&1; then flock /tmp/npm.lock "$@"; else "$@"; fi
}

# Installs exactly the tree package-lock.json records, with `npm ci` (the README's command): the lock
# holds every platform's optional packages (scripts/lock-file.test.ts), and a lock that no longer
# matches package.json fails here instead of being rewritten.
install_dependencies() {
  echo "node_modules is missing or older than package-lock.json: running npm ci"
  with_npm_lock npm ci --no-audit --no-fund || return 1
  return 0
}

header "setup"
if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  if ! install_dependencies; then
    echo "${RED}installing dependencies failed: nothing can run without them${RESET}"
    record "install" 0 1 0 "npm ci failed"
    printf '\n%s passed, %s failed\n' "$TOTAL_PASSED" "$TOTAL_FAILED"
    exit 1
  fi
  # npm leaves this file alone when nothing changed: mark the install as current.
  touch node_modules/.package-lock.json
else
  echo "node_modules is up to date"
fi
# shellcheck source=scripts/ensure-chromium.sh
if source scripts/ensure-chromium.sh; then
  echo "Chromium: $CHROME_PATH ($("$CHROME_PATH" --version 2>/dev/null | head -n 1))"
else
  record "chromium" 0 1 0 "Chromium is missing: sudo apt-get install chromium"
fi
# Firefox ESR, WebKitGTK's WebDriver and Xvfb for the engine stage (Debian packages, never a download).
ENGINES_READY=1
# shellcheck source=scripts/ensure-engines.sh
if ! source scripts/ensure-engines.sh; then ENGINES_READY=0; fi
# A throw-away PostgreSQL cluster for the whole run (scripts/postgres-cluster.ts; installs Debian's
# postgresql package when missing and root). Tests reach it through TEST_POSTGRES_URL, each in
# databases of its own; without it they start a private cluster.
if POSTGRES_URL="$(node --import tsx scripts/postgres-cluster.ts start "$POSTGRES_STATE" 2>"$LOGS/postgres.err")"; then
  export TEST_POSTGRES_URL="$POSTGRES_URL"
  cat "$LOGS/postgres.err" # anything it said on the way, such as installing postgresql
  echo "PostgreSQL: $POSTGRES_URL (PostgreSQL $(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).version' "$POSTGRES_STATE"))"
else
  echo "${RED}$(cat "$LOGS/postgres.err")${RESET}"
  record "postgres" 0 1 0 "$(head -n 1 "$LOGS/postgres.err")"
fi
export CI="${CI:-true}"

# ---- (a) types and (b) lint, side by side (each keeps one core busy), then (c) build ----
start=$SECONDS
(within_stage_timeout npx tsc --noEmit -p tsconfig.json </dev/null >"$LOGS/types.log" 2>&1; echo $? >"$LOGS/types.code") &
types_pid=$!
header "lint: npx eslint . (types check beside it)"
run_logged "$LOGS/lint.log" npx eslint .
lint_code=$?
lint_seconds=$((SECONDS - start))
wait "$types_pid"
types_code="$(cat "$LOGS/types.code" 2>/dev/null || echo 1)"
header "types: npx tsc --noEmit -p tsconfig.json"
cat "$LOGS/types.log"
record_exit "types" "$types_code" $((SECONDS - start))
record_exit "lint" "$lint_code" "$lint_seconds"
single_check "build" npm run build

# ---- (d) byte budgets ----
counted "budgets" "budgets" node --import tsx scripts/check-budgets.ts

# ---- (d2) packaging: npm pack of dist/, installed and used in a temporary project ----
counted "pack" "pack" node --import tsx scripts/test-pack.ts

# ---- (e) unit and view tests ----
start=$SECONDS
header "unit: npx vitest run"
run_logged "$LOGS/unit.log" npx vitest run --reporter=default --reporter=json --outputFile.json="$LOGS/vitest.json"
code=$?
counts="$(node scripts/count-results.mjs vitest-json "$LOGS/vitest.json" "$code")" || counts="0 1"
record "unit" "${counts% *}" "${counts#* }" $((SECONDS - start)) "$([ "$code" -ne 0 ] && echo "exit code $code")"

# ---- (e2) the API's HTTP-level test files again, every test app on PostgreSQL (vitest.postgres.config.ts) ----
start=$SECONDS
header "unit-pg: npx vitest run --config vitest.postgres.config.ts"
run_logged "$LOGS/unit-pg.log" npx vitest run --config vitest.postgres.config.ts --reporter=default --reporter=json --outputFile.json="$LOGS/vitest-pg.json"
code=$?
counts="$(node scripts/count-results.mjs vitest-json "$LOGS/vitest-pg.json" "$code")" || counts="0 1"
record "unit-pg" "${counts% *}" "${counts#* }" $((SECONDS - start)) "$([ "$code" -ne 0 ] && echo "exit code $code")"

# ---- (f) browser tests ----
counted "browser" "browser" npx web-test-runner

# ---- (g) end-to-end ----
counted "e2e" "e2e" node --import tsx test/e2e/run.ts

# ---- (g1) the end-to-end suite again, with every demo server on PostgreSQL ----
# Every file but the SQLite-only and presentation ones (test/e2e/postgres-files.ts): shoppers,
# visitors and staff through the API and the database, the pages that read it, and the races over two
# server processes on one database.
if PG_E2E_FILES="$(node --import tsx test/e2e/postgres-files.ts)"; then
  # shellcheck disable=SC2086 # one path per word
  counted "e2e-pg" "e2e" env E2E_DATABASE=postgres node --import tsx test/e2e/run.ts $PG_E2E_FILES
else
  header "e2e-pg"
  record "e2e-pg" 0 1 0 "test/e2e/postgres-files.ts names a file that does not exist"
fi

# ---- (g2) the other engines: Firefox ESR and WebKitGTK, side by side (test/engines/run.ts) ----
if [ "$ENGINES_READY" -eq 1 ]; then
  counted "engines" "engines" node --import tsx test/engines/run.ts
else
  header "engines"
  record "engines" 0 1 0 "Firefox ESR or WebKit is missing: sudo apt-get install firefox-esr webkit2gtk-driver xvfb"
fi

# ---- (h) Storybook smoke build ----
if [ -f .storybook/main.ts ] || [ -f .storybook/main.js ]; then
  # The build, then axe on every story at 1280 and 375 px (scripts/stories-a11y.ts prints the counts).
  counted "storybook" "storybook" bash -c 'npm run build-storybook && node --import tsx scripts/stories-a11y.ts'
else
  header "storybook"
  echo "${RED}.storybook/main.ts does not exist: the Storybook build cannot run${RESET}"
  record "storybook" 0 1 0 ".storybook/main.ts is missing"
fi

# ---- Summary ----
header "summary"
printf '%-10s %8s %8s %8s  %s\n' "stage" "passed" "failed" "seconds" ""
for i in "${!STAGES[@]}"; do
  mark="ok"
  [ "${STAGE_FAILED[$i]}" -ne 0 ] && mark="FAILED${STAGE_NOTE[$i]:+ (${STAGE_NOTE[$i]})}"
  printf '%-10s %8s %8s %8s  %s\n' "${STAGES[$i]}" "${STAGE_PASSED[$i]}" "${STAGE_FAILED[$i]}" "${STAGE_SECONDS[$i]}" "$mark"
done
printf '%-10s %8s %8s %8s\n' "total" "$TOTAL_PASSED" "$TOTAL_FAILED" "$((SECONDS - SUITE_START))"
# What failed (or passed only on a second try), again at the end: a CI page often shows only the tail of the log.
for i in "${!STAGES[@]}"; do
  [ -f "$LOGS/${STAGES[$i]}.log" ] || continue
  found="$(node scripts/count-results.mjs failures "$LOGS/${STAGES[$i]}.log" 40)"
  [ -n "$found" ] && printf '\n%s%s in %s:%s\n%s\n' "$RED" "$([ "${STAGE_FAILED[$i]}" -ne 0 ] && echo failed || echo flaky)" "${STAGES[$i]}" "$RESET" "$found"
done
echo
echo "$TOTAL_PASSED passed, $TOTAL_FAILED failed"
[ "$TOTAL_FAILED" -eq 0 ]
