#!/usr/bin/env bash
# Load benchmark of the public API at national scale (BENCHMARKS.md, "API at scale").
#
#   scripts/bench-api.sh                      # SQLite in target/bench-api/sqlite
#   scripts/bench-api.sh --postgres postgres://postgres@127.0.0.1:5432/matchpool_bench
#   scripts/bench-api.sh --uncached           # every read goes to the database (public_cache_ms = 0)
#   scripts/bench-api.sh --gzip               # ask for gzip, as browsers do
#   scripts/bench-api.sh --mixed              # reads beside a paced writer of votes and card donations
#   scripts/bench-api.sh --mixed --postgres URL --instances 2   # two servers behind nginx, round robin
#
# --mixed runs the reads of a live round (the list, a search, a project, the estimate) while
# scripts/bench-writer.py casts --votes votes/s and --donations card donations/s (dev provider) as
# seeded people, then a run of votes alone (wrk with scripts/bench-votes.lua: each request a new
# person/project pair, as fast as they are answered), and prints reads/s, read p99, writes/s
# achieved, write p50/p99 and the server's memory.
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
mixed=""
votes=50
donation_rate=5
instances=1
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
    --mixed) mixed=1; shift ;;
    --votes) votes="$2"; shift 2 ;;
    --donation-rate) donation_rate="$2"; shift 2 ;;
    --instances) instances="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

command -v wrk >/dev/null || { echo "wrk is needed: apt-get install -y wrk" >&2; exit 1; }
if [ "$instances" != 1 ]; then
  [ "$instances" = 2 ] && [ -n "$postgres" ] && [ -n "$mixed" ] || { echo "--instances 2 needs --mixed and --postgres" >&2; exit 2; }
  command -v nginx >/dev/null || { echo "nginx is needed: apt-get install -y nginx-light" >&2; exit 1; }
fi
# MATCHPOOL_BINARY=path measures another release build (BENCH_NO_BUILD=1 then skips building).
bin=${MATCHPOOL_BINARY:-target/release/matchpool}
if [ -z "${BENCH_NO_BUILD:-}" ] && [ -z "${MATCHPOOL_BINARY:-}" ]; then
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
# Instances of one platform sign tokens with one secret (as a deployment configures them): a token
# one instance issued must be accepted by the other behind the proxy.
[ "$instances" = 1 ] || export MATCHPOOL_TOKEN_SECRET="$(python3 -c 'import secrets; print(secrets.token_hex(32))')"
# The writer signs in a few hundred seeded people at once.
export MATCHPOOL_SIGN_IN_PER_IP_PER_MINUTE=100000
"$bin" --data-dir "$dir" serve --bind "127.0.0.1:$port" >"$dir/server.log" 2>&1 &
server=$!
servers=("$server")
proxy=""
trap 'kill "${servers[@]}" $proxy 2>/dev/null || true; wait "${servers[@]}" 2>/dev/null || true' EXIT
wait_up() {
  for _ in $(seq 1 100); do
    curl -fsS "$1/api/health" >/dev/null 2>&1 && break
    sleep 0.2
  done
  curl -fsS "$1/api/health" >/dev/null
}
wait_up "$base"
if [ "$instances" = 2 ]; then
  # A second instance on the same database, and nginx sending requests to both in turn.
  mkdir -p "$dir/second" "$dir/nginx"
  "$bin" --data-dir "$dir/second" serve --bind "127.0.0.1:$((port + 1))" >"$dir/second/server.log" 2>&1 &
  servers+=("$!")
  wait_up "http://127.0.0.1:$((port + 1))"
  cat >"$dir/nginx/nginx.conf" <<NGINX
worker_processes 1;
pid $PWD/$dir/nginx/nginx.pid;
error_log $PWD/$dir/nginx/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  upstream matchpool { server 127.0.0.1:$port; server 127.0.0.1:$((port + 1)); keepalive 64; }
  server {
    listen 127.0.0.1:$((port + 2));
    location / { proxy_pass http://matchpool; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
}
NGINX
  nginx -c "$PWD/$dir/nginx/nginx.conf" -g 'daemon off;' &
  proxy=$!
  base="http://127.0.0.1:$((port + 2))"
  wait_up "$base"
fi

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
# Work started by the server itself (the estimators of every round in voting, the freeze and anchor
# tasks) would take the CPU from the first runs: wait until each server has used under 5 % of a core
# for two seconds (at most two minutes).
cpu_ticks() { local pid; for pid in "${servers[@]}"; do cat "/proc/$pid/stat"; done | awk '{ s += $14 + $15 } END { print s }'; }
hz=$(getconf CLK_TCK)
for _ in $(seq 1 60); do
  before=$(cpu_ticks); sleep 2; after=$(cpu_ticks)
  [ $(( (after - before) * 100 / (2 * hz) )) -lt $(( 5 * ${#servers[@]} )) ] && break
done
echo "server idle after start-up (CPU over the last 2 s: $(( (after - before) * 100 / (2 * hz) )) % of a core)"

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
to_ms() { awk '{ v = $1; if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms$/, "", v) } else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 } printf "%.2f\n", v }'; }

# The resident memory of each server (MB), `a + b` for two.
rss_mb() { for pid in "${servers[@]}"; do awk '/^VmRSS/ { printf "%.0f\n", $2 / 1024 }' "/proc/$pid/status"; done | paste -sd+ | sed 's/+/ + /g'; }

# --mixed: each read beside the paced writer, then votes alone.
mixed_run() {
  local people="$dir/people.txt" seconds
  seconds=$(( ${duration%s} + 2 ))
  if [ -n "$postgres" ]; then
    psql "$postgres" -tAc "SELECT email FROM users WHERE NOT is_operator AND email_verified_at IS NOT NULL AND email LIKE '%@people.example.org' ORDER BY id LIMIT 5000" >"$people"
  else
    sqlite3 "file:$dir/matchpool.db?mode=ro" "SELECT email FROM users WHERE NOT is_operator AND email_verified_at IS NOT NULL AND email LIKE '%@people.example.org' ORDER BY id LIMIT 5000" >"$people"
  fi
  local reads=(
    "previews|/api/projects/preview"
    "previews, filter.q=$word|/api/projects/preview?filter.q=$word"
    "a project|/api/projects/$project"
    "estimate|/api/projects/$project/estimate?amount=25"
  )
  # The writers' person/project pairs are drawn from a new seed each run: the seeded database
  # keeps the votes of earlier runs, and a pair voted before answers 409 (counted apart).
  local seed=$((RANDOM * 32768 + RANDOM))
  echo
  echo "$name${uncached:+, uncached}, $instances instance(s), $(nproc) cores, wrk -t$threads -c$connections -d$duration beside $votes votes/s and $donation_rate card donations/s asked, writer seed $seed, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| read | reads/s | read p99 ms | votes/s achieved | vote p50 / p99 ms | donations/s achieved | donation p50 / p99 ms | RSS MB |"
  echo "|---|---|---|---|---|---|---|---|"
  for entry in "${reads[@]}"; do
    local label="${entry%%|*}" path="${entry#*|}" out writer
    python3 scripts/bench-writer.py --base "$base" --people "$people" --round "$voting_round" \
      --votes "$votes" --donations "$donation_rate" --seconds "$seconds" --seed "$seed" >"$dir/writer.json" &
    writer=$!
    seed=$((seed + 1))
    sleep 1.5 # the writer signs its people in first
    out=$(wrk -t"$threads" -c"$connections" -d"$duration" --latency "$base$path")
    local rss; rss=$(rss_mb)
    wait "$writer"
    printf '| %s | %.0f | %s | %s | %s / %s | %s | %s / %s | %s |\n' "$label" \
      "$(awk '/^Requests\/sec:/ { print $2 }' <<<"$out")" "$(awk '$1 == "99%" { print $2 }' <<<"$out" | to_ms)" \
      "$(jq -r .vote.achieved_per_s "$dir/writer.json")" "$(jq -r .vote.p50_ms "$dir/writer.json")" "$(jq -r .vote.p99_ms "$dir/writer.json")" \
      "$(jq -r .donation.achieved_per_s "$dir/writer.json")" "$(jq -r .donation.p50_ms "$dir/writer.json")" "$(jq -r .donation.p99_ms "$dir/writer.json")" \
      "$rss"
    jq -c '{vote: .vote.statuses, donation: .donation.statuses}' "$dir/writer.json" >>"$dir/writer-statuses.log"
  done
  # Votes alone, as fast as they are answered: wrk sends them (a Python client tops out near the
  # server's own rate on two cores), each a new person/project pair from bench-writer.py.
  python3 scripts/bench-writer.py --base "$base" --people "$people" --round "$voting_round" \
    --voters 1000 --seed "$seed" --pairs-out "$dir/pairs.txt" --pairs 60000
  local votes_out
  votes_out=$(wrk -t"$threads" -c"$connections" -d"$duration" --latency -s scripts/bench-votes.lua "$base" -- "$dir/pairs.txt" "$threads")
  printf '| (votes alone, wrk -c%s) | – | – | %.0f | %s / %s | – | – | %s |\n' "$connections" \
    "$(awk '/^Requests\/sec:/ { print $2 }' <<<"$votes_out")" "$(awk '$1 == "50%" { print $2 }' <<<"$votes_out" | to_ms)" \
    "$(awk '$1 == "99%" { print $2 }' <<<"$votes_out" | to_ms)" "$(rss_mb)"
  echo
  echo "votes alone, non-2xx answers (a pair voted twice answers 409): $(awk '/Non-2xx or 3xx responses:/ { print $5 }' <<<"$votes_out")"
  echo
  echo "writer answers by status (per run): $(tr '\n' ' ' <"$dir/writer-statuses.log")"
  rm -f "$dir/writer-statuses.log"
}

if [ -n "$mixed" ]; then
  mixed_run
  exit 0
fi

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
