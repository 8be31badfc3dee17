#!/usr/bin/env bash
# `make test`: every test of the project, in one cargo profile (dev). Keeps going after a failing
# suite so the summary covers all of them, and exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
# One build from nothing: incremental caches would only add ~11 GB to target/ on CI's disk.
[ -n "${CI:-}" ] && export CARGO_INCREMENTAL=0
reports=target/test-reports
rm -rf "$reports" && mkdir -p "$reports"
checks="$reports/checks.txt"

start=$SECONDS
# Each step says how far into the run it starts, so a slow suite shows in the log.
step() { echo; echo "=== $* (at $(( (SECONDS - start) / 60 )) min $(( (SECONDS - start) % 60 )) s)"; }
check() {
  local name=$1; shift
  step "$name"
  if "$@"; then echo "$name passed" >>"$checks"; else echo "$name failed" >>"$checks"; fi
}

step "setup"
bash scripts/setup.sh web e2e chromium systemd || exit 1
export MATCHPOOL_TEST_POSTGRES_URL=${MATCHPOOL_TEST_POSTGRES_URL:-$(bash scripts/setup.sh postgres)}
echo "PostgreSQL for tests: ${MATCHPOOL_TEST_POSTGRES_URL%%@*}@..."
export MATCHPOOL_TEST_REDIS_URL=${MATCHPOOL_TEST_REDIS_URL:-$(bash scripts/setup.sh redis)}
# Databases left by earlier runs.
psql "$MATCHPOOL_TEST_POSTGRES_URL" -Atqc "select datname from pg_database where datname like 'mp_test_%' or datname like 'mp_ops_%'" 2>/dev/null |
  while read -r db; do psql "$MATCHPOOL_TEST_POSTGRES_URL" -qc "drop database if exists $db" >/dev/null 2>&1; done

# The web app first: the server embeds web/dist, and the end-to-end tests need it.
check web-build npm --prefix web run build
check bundle-budget npm --prefix web run budget
check rustfmt cargo fmt --all --check
check clippy cargo clippy --workspace --all-targets --locked -- -D warnings
check tsc npm --prefix web run typecheck
check eslint npm --prefix web run lint
check e2e-tsc npm --prefix e2e run typecheck

step "rust tests (SQLite and PostgreSQL)"
cargo nextest run --workspace --locked --profile ci --no-fail-fast
cp target/nextest/ci/junit.xml "$reports/junit.xml" 2>/dev/null

step "web unit tests"
(cd web && npx vitest run --reporter=default --reporter=json --outputFile.json="../$reports/vitest.json")

# The end-to-end and contract tests drive target/debug/matchpool as the Rust tests built it (their
# integration tests run it): `-p matchpool-server` would resolve features anew and rebuild every
# dependency (7 minutes on two cores) for the same program. After nextest this is a no-op.
# Two shards at once, each with its own server, database, issuer and ports (a test waits on the
# browser and the server far more than it computes: 16.5 minutes in one on two cores).
step "end-to-end tests (Chromium, two shards)"
if cargo build --workspace --tests --locked; then
  for shard in 1 2; do
    (cd e2e && E2E_PORT=$((8081 + 100 * shard)) E2E_DATA_DIR="$PWD/.tmp/data-shard$shard-$$" \
      PLAYWRIGHT_JSON_OUTPUT_NAME="../$reports/playwright-$shard.json" \
      npx playwright test --shard="$shard/2" --output="test-results/shard-$shard" --reporter=list,json \
      >"../$reports/playwright-$shard.log" 2>&1) &
  done
  wait
  cat "$reports"/playwright-1.log "$reports"/playwright-2.log
fi

step "API contract (schemathesis, SQLite with demo data)"
cargo build --workspace --tests --locked && bash scripts/schemathesis.sh "$reports"

step "summary"
python3 scripts/summary.py "$reports"
