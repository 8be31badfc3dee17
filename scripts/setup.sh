#!/usr/bin/env bash
# Installs what the commands need when it is missing: npm packages, the receipts' fonts (with
# `web`, which `make run` and `make test` both call), Chromium, PostgreSQL.
# Usage: scripts/setup.sh [web] [e2e] [chromium] [systemd] [postgres] [redis]
set -euo pipefail
cd "$(dirname "$0")/.."

apt_updated=
apt_install() {
  if [ -z "$apt_updated" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

npm_install() {
  local dir=$1
  if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    echo "Installing npm packages in $dir"
    npm --prefix "$dir" ci --no-audit --no-fund --loglevel=error
  fi
}

ensure_chromium() {
  if ! command -v chromium >/dev/null 2>&1; then
    echo "Installing Chromium from Debian"
    apt_install chromium fonts-noto-core
  fi
}

# The Noto fonts receipts are set in (Latin, Arabic, Japanese, Korean, Chinese): the server looks
# for them under `fonts_dir` (default /usr/share/fonts) and answers 503 for receipts without them.
ensure_fonts() {
  if [ ! -f /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf ] || [ ! -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ]; then
    echo "Installing the Noto fonts from Debian"
    apt_install fonts-noto-core fonts-noto-cjk
  fi
}

# systemd-analyze, which the deployment test runs on deploy/matchpool.service (Debian's systemd).
ensure_systemd_analyze() {
  if ! command -v systemd-analyze >/dev/null 2>&1; then
    echo "Installing systemd-analyze from Debian"
    apt_install systemd
  fi
}

# Starts (installing if needed) a local PostgreSQL and prints a server URL the tests can use.
ensure_postgres() {
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "Installing PostgreSQL from Debian" >&2
    apt_install postgresql
  fi
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    local version
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
  if psql "postgres://postgres@127.0.0.1:5432/postgres" -Atqc 'select 1' >/dev/null 2>&1; then
    echo "postgres://postgres@127.0.0.1:5432/postgres"
    return
  fi
  # A fresh Debian cluster asks for a password on TCP: give the postgres role one.
  su postgres -c "psql -qc \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null
  echo "postgres://postgres:postgres@127.0.0.1:5432/postgres"
}

# Starts (installing if needed) a local Redis for the shared rate-limit tests and prints its URL.
ensure_redis() {
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "Installing Redis from Debian" >&2
    apt_install redis-server
  fi
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/matchpool-tests.log >&2
    for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
  fi
  echo "redis://127.0.0.1:6379/0"
}

for what in "$@"; do
  case "$what" in
    web) npm_install web; ensure_fonts ;;
    e2e) npm_install e2e ;;
    chromium) ensure_chromium ;;
    systemd) ensure_systemd_analyze ;;
    postgres) ensure_postgres ;;
    redis) ensure_redis ;;
    *) echo "unknown setup step: $what" >&2; exit 2 ;;
  esac
done
