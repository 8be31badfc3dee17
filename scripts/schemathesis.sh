#!/usr/bin/env bash
# A bounded contract test of the API: schemathesis generates requests from the OpenAPI document
# and checks every answer (no 5xx, every status documented, every body matching its schema, no
# dropped connection), against the debug binary on a fresh SQLite database with the demo data,
# first as a visitor, then signed in as a demo person.
#
# Usage: scripts/schemathesis.sh [report-dir]
# Longer runs: SCHEMATHESIS_MAX_EXAMPLES=30 SCHEMATHESIS_MAX_TIME=1800 scripts/schemathesis.sh
# (examples per operation, and seconds per run; the defaults keep `make test` near two minutes).
set -uo pipefail
cd "$(dirname "$0")/.."
reports=${1:-target/schemathesis}
version=4.32.5
venv=target/schemathesis-venv
examples=${SCHEMATHESIS_MAX_EXAMPLES:-4}
max_time=${SCHEMATHESIS_MAX_TIME:-120}
seed=${SCHEMATHESIS_SEED:-1}
binary=target/debug/matchpool
mkdir -p "$reports"

if ! "$venv/bin/st" --version 2>/dev/null | grep -q "$version"; then
  echo "Installing schemathesis $version into $venv"
  python3 -m venv "$venv" && "$venv/bin/pip" install -q --disable-pip-version-check "schemathesis==$version" || exit 1
fi
[ -x "$binary" ] || cargo build -p matchpool-server --locked || exit 1

data=$(mktemp -d)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
log="$reports/schemathesis-server.log"
MATCHPOOL_LOG=warn MATCHPOOL_FREEZE_INTERVAL_SECS=0 MATCHPOOL_PUBLIC_URL="$base" \
  "$binary" --data-dir "$data" serve --demo --bind "127.0.0.1:$port" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$data"' EXIT

for _ in $(seq 1 240); do
  curl -fs "$base/api/health" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || { echo "the server did not start:"; cat "$log"; exit 1; }
  sleep 0.5
done
token=$(curl -fs -X POST -H 'content-type: application/json' \
  -d '{"email": "ana@demo.matchpool.local", "password": "matchpool-demo"}' "$base/api/auth" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])') || { echo "demo sign-in failed"; exit 1; }

# One worker: with two threads, Hypothesis's lambda descriptions call ast.parse concurrently,
# which CPython 3.11.7 (this machine's) can crash with "AST constructor recursion depth
# mismatch", a tool error, not a finding about the API.
run() {
  local name=$1
  shift
  echo "--- schemathesis as $name ($examples examples per operation, at most ${max_time}s)"
  "$venv/bin/st" run "$base/api/openapi.json" --url "$base/api" \
    --checks not_a_server_error,status_code_conformance,response_schema_conformance \
    --max-examples "$examples" --max-time "$max_time" --seed "$seed" --workers 1 \
    --request-timeout 20 --suppress-health-check all --warnings off \
    --report junit --report-junit-path "$reports/schemathesis-$name.xml" "$@"
}

status=0
run visitor || status=1
# Signing out (here or everywhere) would end the session the rest of the run uses.
run person -H "Authorization: Bearer $token" --exclude-path /auth/logout \
  --exclude-path /me/sessions/sign-out-all --exclude-path '/me/sessions/{id}' || status=1

if ! kill -0 "$server" 2>/dev/null; then
  echo "the server stopped during the run"
  status=1
fi
if grep -q '"panic"\| panic' "$log"; then
  echo "the server panicked:"
  grep -A3 'panic' "$log" | head -40
  status=1
fi
exit $status
