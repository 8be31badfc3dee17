#!/usr/bin/env bash
# `make run`: build the web app and the server, then serve with demo data on SQLite under ./data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh web
npm --prefix web run build
cargo build -p matchpool-server
echo
echo "Matchpool is starting at http://localhost:8080"
echo "  operator: admin@matchpool.local / matchpool-admin"
echo "  people:   ana@demo.matchpool.local (and kenji, amira, claire, minji, wei) / matchpool-demo"
echo
exec ./target/debug/matchpool --data-dir ./data serve --demo --bind "${MATCHPOOL_BIND:-127.0.0.1:8080}"
