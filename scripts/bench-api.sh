#!/usr/bin/env bash
# Load benchmark of the public API at national scale (BENCHMARKS.md, "API at scale").
#
#   scripts/bench-api.sh                      # SQLite in target/bench-api/sqlite
#   scripts/bench-api.sh --postgres postgres://postgres@127.0.0.1:5432/matchpool_bench
#   scripts/bench-api.sh --uncached           # every read goes to the database (public_cache_ms = 0)
#   scripts/bench-api.sh --gzip               # ask for gzip, as browsers do
#
# Seeds the database once (`matchpool seed`, 10,000 projects, 100,000 people, 1,000,000 donations
# unless --projects/--people/--donations say otherwise; a database already seeded is reused),
# starts the release server on loopback, and runs wrk against each endpoint for --duration at
# --connections, --repeat times, printing the median requests per second and latencies, and the
# server's peak resident memory. Traffic goes to 127.0.0.1 only and every run is bounded in time.
set -euo pipefail
cd "$(dirname "$0")/.."

postgres=""
projects=10000
people=100000
donations=1000000
duration=10s
connections=32
threads=2
repeat=3
port=18080
uncached=""
gzip=""
while [ $# -gt 0 ]; do
  case "$1" in
    --postgres) postgres="$2"; shift 2 ;;
    --projects) projects="$2"; shift 2 ;;
    --people) people="$2"; shift 2 ;;
    --donations) donations="$2"; shift 2 ;;
    --duration) duration="$2"; shift 2 ;;
    --connections) connections="$2"; shift 2 ;;
    --threads) threads="$2"; shift 2 ;;
    --repeat) repeat="$2"; shift 2 ;;
    --port) port="$2"; shift 2 ;;
    --uncached) uncached=1; shift ;;
    --gzip) gzip=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

command -v wrk >/dev/null || { echo "wrk is needed: apt-get install -y wrk" >&2; exit 1; }
bin=target/release/matchpool
if [ -z "${BENCH_NO_BUILD:-}" ]; then
  cargo build --release -p matchpool-server
fi

if [ -n "$postgres" ]; then
  name=postgres
  dir=target/bench-api/postgres
  export DATABASE_URL="$postgres"
  database="${postgres##*/}"
  database="${database%%\?*}"
  server_url="${postgres%/*}/postgres"
  if ! psql "$server_url" -tAc "SELECT 1 FROM pg_database WHERE datname = '$database'" | grep -q 1; then
    psql "$server_url" -qc "CREATE DATABASE $database"
  fi
  seeded() { [ "$(psql "$postgres" -tAc "SELECT to_regclass('projects') IS NOT NULL AND EXISTS (SELECT 1 FROM projects)" 2>/dev/null)" = t ]; }
else
  name=sqlite
  dir=target/bench-api/sqlite
  unset DATABASE_URL
  seeded() { [ -f "$dir/seeded" ]; }
fi
mkdir -p "$dir"
export MATCHPOOL_LOG=warn
# The anonymous public reads are kept a moment in memory (public_cache_ms, one second by default);
# --uncached measures the database path alone.
if [ -n "$uncached" ]; then export MATCHPOOL_PUBLIC_CACHE_MS=0; else unset MATCHPOOL_PUBLIC_CACHE_MS; fi
wrk_headers=()
[ -z "$gzip" ] || wrk_headers=(-H 'Accept-Encoding: gzip')

if ! seeded; then
  echo "seeding $name: $projects projects, $people people, $donations donations"
  /usr/bin/time -f "seed took %e s, peak RSS %M kB" "$bin" --data-dir "$dir" seed --projects "$projects" --people "$people" --donations "$donations"
  [ -n "$postgres" ] || touch "$dir/seeded"
fi

base="http://127.0.0.1:$port"
"$bin" --data-dir "$dir" serve --bind "127.0.0.1:$port" >"$dir/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  curl -fsS "$base/api/health" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fsS "$base/api/health" >/dev/null

# A project of the round open for voting, for the project page and the estimate.
voting_round=$(curl -fsS "$base/api/rounds/rounds?limit=10" | jq -r '[.data[] | select(.phase == "voting")][0].id')
project=$(curl -fsS "$base/api/projects/preview?filter.round_id=$voting_round" | jq -r '.results[0].id')
word=water
track=WOMEN_LEADERS

endpoints=(
  "previews|/api/projects/preview"
  "previews, filter.q=$word|/api/projects/preview?filter.q=$word"
  "previews, filter.category|/api/projects/preview?filter.category=$track"
  "previews, filter.round_id|/api/projects/preview?filter.round_id=$voting_round"
  "a project|/api/projects/$project"
  "estimate|/api/projects/$project/estimate?amount=25"
  "current round|/api/rounds"
)

# Warm up: the first reads fill the page cache.
# The estimators are built at start-up, off the request path: wait until the estimate answers.
for _ in $(seq 1 300); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/projects/$project/estimate?amount=25")" = 200 ] && break
  sleep 1
done
for entry in "${endpoints[@]}"; do
  curl -fsS -o /dev/null "$base${entry#*|}"
done

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
to_ms() { awk '{ v = $1; if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms$/, "", v) } else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 } printf "%.2f\n", v }'; }

echo
echo "$name${uncached:+, uncached}${gzip:+, gzip}, $(nproc) cores, wrk -t$threads -c$connections -d$duration, median of $repeat, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
# The server's resident memory, sampled every half second while wrk loads it (the start-up peak
# of the estimator builds is VmHWM, printed at the end).
rss_log="$dir/rss.log"
: >"$rss_log"
( while kill -0 "$server" 2>/dev/null; do awk '/^VmRSS/ { print $2 }' "/proc/$server/status" >>"$rss_log" 2>/dev/null; sleep 0.5; done ) &
sampler=$!
trap 'kill "$sampler" "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT

echo "| endpoint | req/s | p50 ms | p99 ms | non-2xx | load average (1 min) after |"
echo "|---|---|---|---|---|---|"
for entry in "${endpoints[@]}"; do
  label="${entry%%|*}"
  path="${entry#*|}"
  rps=() p50=() p99=() errors=0
  for _ in $(seq 1 "$repeat"); do
    out=$(wrk -t"$threads" -c"$connections" -d"$duration" --latency "${wrk_headers[@]}" "$base$path")
    rps+=("$(awk '/^Requests\/sec:/ { print $2 }' <<<"$out")")
    p50+=("$(awk '$1 == "50%" { print $2 }' <<<"$out" | to_ms)")
    p99+=("$(awk '$1 == "99%" { print $2 }' <<<"$out" | to_ms)")
    bad=$(awk '/Non-2xx or 3xx responses:/ { print $5 }' <<<"$out")
    errors=$((errors + ${bad:-0}))
  done
  printf '| %s | %.0f | %s | %s | %s | %s |\n' "$label" \
    "$(printf '%s\n' "${rps[@]}" | median)" "$(printf '%s\n' "${p50[@]}" | median)" \
    "$(printf '%s\n' "${p99[@]}" | median)" "$errors" "$(cut -d' ' -f1 /proc/loadavg)"
done
echo
awk '/^VmHWM|^VmRSS/ { printf "%s %.0f MB\n", $1, $2 / 1024 }' "/proc/$server/status"
sort -n "$rss_log" | awk '{ v[NR] = $1 } END { printf "VmRSS under load: median %.0f MB, highest %.0f MB (%d samples)\n", v[int((NR + 1) / 2)] / 1024, v[NR] / 1024, NR }'
