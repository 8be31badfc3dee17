#!/usr/bin/env bash
# The web speed table of BENCHMARKS.md ("Web"), reproducible: Lighthouse (pinned in
# scripts/lighthouse/package.json) on every page of issue 31 — home, projects, a project, the vote
# page, the cart, a round's results, how matching works, /intro, my donations, a donation and
# settings — in English and Arabic, mobile (Lighthouse's default: slow 4G, 4x CPU slowdown) and
# desktop presets, medians of RUNS runs, printed as one Markdown table (perf, LCP, TBT), with
# "usable": when a header menu opens if pressed, on the mobile profile (see scripts/lighthouse/run.mjs).
#
# It serves the RELEASE binary with the demo data on a fresh SQLite database, with the web app of
# web/dist (MATCHPOOL_WEB_DIR), so build both first:
#   cargo build --release -p matchpool-server && npm --prefix web run build
#   scripts/lighthouse.sh                       # RUNS=3 LANGUAGES="en ar" PORT=8290 (PAGES=home,projects: some;
#                                               # DETAIL=1 also names the scripts that ran longest)
#   PRESETS=mobile USABLE=0 scripts/lighthouse.sh   # the mobile figures only (a quick A/B of two builds)
#   PROFILE=1 PAGES=settings scripts/lighthouse.sh   # where the main thread goes instead (profile.mjs);
#                                               # MATCHPOOL_WEB_DIR=<a build with source maps> names modules
# MATCHPOOL_BINARY=path/to/matchpool measures another binary (a debug one is slower: not for the
# table). Needs Chromium (/usr/bin/chromium, CHROME_PATH to change; scripts/setup.sh chromium).
# Takes ~15 minutes with the defaults (11 pages x 2 languages x 2 presets x 3 runs).
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${MATCHPOOL_BINARY:-target/release/matchpool}
port=${PORT:-8290}
[ -x "$binary" ] || { echo "No binary at $binary: cargo build --release -p matchpool-server (or MATCHPOOL_BINARY=...)" >&2; exit 1; }
[ -f "${MATCHPOOL_WEB_DIR:-web/dist}/index.html" ] || { echo "No web/dist: npm --prefix web run build" >&2; exit 1; }

if [ ! -d scripts/lighthouse/node_modules/lighthouse ]; then
  npm --prefix scripts/lighthouse ci --no-audit --no-fund --loglevel=error
fi

data=$(mktemp -d)
MATCHPOOL_WEB_DIR="${MATCHPOOL_WEB_DIR:-$PWD/web/dist}" MATCHPOOL_PUBLIC_URL="http://127.0.0.1:$port" MATCHPOOL_LOG=warn \
  MATCHPOOL_SIGN_IN_PER_IP_PER_MINUTE=1000 \
  "$binary" --data-dir "$data" serve --demo --bind "127.0.0.1:$port" >"$data/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$data"' EXIT

for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$port/api/rounds" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || { cat "$data/server.log" >&2; exit 1; }
  sleep 1
done

if [ -n "${PROFILE:-}" ]; then
  BASE_URL="http://127.0.0.1:$port" RUNS=${RUNS:-1} PAGES=${PAGES:-} node scripts/lighthouse/profile.mjs
else
  BASE_URL="http://127.0.0.1:$port" RUNS=${RUNS:-3} LANGUAGES=${LANGUAGES:-en ar} PAGES=${PAGES:-} DETAIL=${DETAIL:-} PRESETS=${PRESETS:-mobile desktop} USABLE=${USABLE:-} node scripts/lighthouse/run.mjs
fi
