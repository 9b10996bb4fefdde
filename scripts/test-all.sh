#!/usr/bin/env bash
# `npm test`: everything a change must pass, in order, with one summary at the end.
#   Chromium → dependencies → [PostgreSQL hook] → typecheck → lint → unit/integration (Vitest) → build
#   → Playwright against the production server (HTTP checks, then the browser) → [crash-test hook]
# Independent steps all run so one run shows every failure; a step whose prerequisite failed is
# skipped. Exits non-zero when any step failed.
set -uo pipefail

cd "$(dirname "$0")/.."

declare -a STEP_NAMES=() STEP_RESULTS=() STEP_TIMES=()
FAILED=0

# run_step NAME COMMAND...  — runs a step, records PASS/FAIL and its duration.
run_step() {
  local name="$1"
  shift
  echo
  echo "==> ${name}: $*"
  local started=$SECONDS
  if "$@"; then
    STEP_RESULTS+=("PASS")
  else
    STEP_RESULTS+=("FAIL (exit $?)")
    FAILED=1
  fi
  STEP_NAMES+=("$name")
  STEP_TIMES+=("$((SECONDS - started))s")
  [ "${STEP_RESULTS[-1]}" = "PASS" ]
}

skip_step() {
  echo
  echo "==> $1: skipped ($2)"
  STEP_NAMES+=("$1")
  STEP_RESULTS+=("SKIP ($2)")
  STEP_TIMES+=("-")
}

has_npm_script() {
  node -e 'process.exit(require("./package.json").scripts?.[process.argv[1]] ? 0 : 1)' "$1"
}

summary() {
  echo
  echo "==================== test summary ===================="
  local i
  for i in "${!STEP_NAMES[@]}"; do
    printf '  %-28s %-8s %s\n' "${STEP_NAMES[$i]}" "${STEP_TIMES[$i]}" "${STEP_RESULTS[$i]}"
  done
  printf '  %-28s %-8s\n' "total" "${SECONDS}s"
  echo "======================================================"
  if [ "$FAILED" -ne 0 ]; then
    echo "RESULT: FAILED"
  else
    echo "RESULT: all steps passed"
  fi
}
# PostgreSQL started by this run (by the hook below or by the store tests) is stopped at the end;
# one that was already running is left as it was.
PG_WAS_RUNNING=1
stop_postgres() {
  if [ "$PG_WAS_RUNNING" -eq 0 ] && [ -f scripts/ensure-postgres.sh ] && bash scripts/ensure-postgres.sh --running; then
    echo
    echo "==> stopping the PostgreSQL this run started"
    bash scripts/ensure-postgres.sh --stop
  fi
}
on_exit() {
  stop_postgres
  summary
}
trap on_exit EXIT

CHROMIUM_OK=1
run_step "chromium" bash scripts/ensure-chromium.sh || CHROMIUM_OK=0

# Installs when node_modules is missing or was installed from another package-lock.json (after a
# pull that changed it): scripts/deps-stamp.sh keeps the lock file's hash in node_modules.
install_dependencies() { npm ci --no-audit --no-fund && bash scripts/deps-stamp.sh record; }
if bash scripts/deps-stamp.sh check; then
  skip_step "dependencies" "node_modules matches package-lock.json"
else
  run_step "dependencies (npm ci)" install_dependencies || exit 1
fi

# ---- HOOK (lead capture): local PostgreSQL for the store tests -------------------------------
# Runs scripts/ensure-postgres.sh when it exists (installs/starts PostgreSQL on loopback, or exits
# 0 after printing why it must be skipped). It runs before Vitest so integration tests can use it.
if [ -f scripts/ensure-postgres.sh ]; then
  bash scripts/ensure-postgres.sh --running || PG_WAS_RUNNING=0
  run_step "postgresql" bash scripts/ensure-postgres.sh
fi
# ---- END HOOK --------------------------------------------------------------------------------

# `next typegen` writes the route types (PageProps, LayoutProps) that tsc needs before any build.
typecheck() { node_modules/.bin/next typegen >/dev/null && npm run --silent typecheck; }
run_step "typecheck" typecheck
run_step "lint (eslint)" npm run --silent lint
# Here the PostgreSQL suites must run: one that cannot reach the server fails instead of skipping.
LEADS_REQUIRE_POSTGRES=1 run_step "unit (vitest)" npm run --silent test:unit

BUILD_OK=1
run_step "build" npm run --silent build || BUILD_OK=0

if [ "$BUILD_OK" -ne 1 ]; then
  skip_step "e2e (playwright)" "build failed"
elif [ "$CHROMIUM_OK" -ne 1 ]; then
  skip_step "e2e (playwright)" "no /usr/bin/chromium"
else
  # The build above is the one under test: Playwright only starts it (see playwright.config.ts).
  E2E_PREBUILT=1 run_step "e2e (playwright)" npm run --silent test:e2e
fi

# ---- HOOK (lead capture): crash test ---------------------------------------------------------
# Runs `npm run test:crash` when package.json defines it. It gets the build above.
if has_npm_script test:crash; then
  if [ "$BUILD_OK" -eq 1 ]; then
    E2E_PREBUILT=1 run_step "crash test" npm run --silent test:crash
  else
    skip_step "crash test" "build failed"
  fi
fi
# ---- END HOOK --------------------------------------------------------------------------------

exit "$FAILED"
