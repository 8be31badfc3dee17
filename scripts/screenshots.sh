#!/usr/bin/env bash
# Screenshots of every page a donor touches (issue 31), in English and Arabic, on a phone
# (390 × 844) and a desktop (1280 × 800), as full-page PNGs in the directory given:
#
#   scripts/screenshots.sh /tmp/shots                 # builds the web app and the debug server first
#   scripts/screenshots.sh /tmp/shots --no-build      # uses web/dist and target/debug/matchpool as they are
#
# It runs e2e/tests/donor-pages.spec.ts (which checks each page with axe too) once per size
# against the debug server with the demo data, with SCREENSHOT_DIR set; names are
# `<phone|desktop>-<en|ar>-<page>.png`. Nothing is committed: pick a directory outside the repo, or
# delete it after looking. E2E_BINARY, E2E_WEB_DIR and E2E_PORT are passed on to Playwright (see
# e2e/playwright.config.ts), e.g. to reuse another checkout's server.
set -euo pipefail

if [[ $# -lt 1 || "$1" == -* ]]; then
  echo "usage: $0 OUTPUT_DIR [--no-build]" >&2
  exit 2
fi
out="$(mkdir -p "$1" && cd "$1" && pwd)"
build=1
[[ "${2:-}" == "--no-build" ]] && build=0
cd "$(dirname "$0")/.."

if [[ $build == 1 ]]; then
  (cd web && npm run build)
  [[ -n "${E2E_BINARY:-}" ]] || cargo build -p matchpool-server --locked
fi
[[ -d e2e/node_modules ]] || (cd e2e && npm ci)

for device in phone desktop; do
  (cd e2e && SCREENSHOT_DIR="$out" SCREENSHOT_DEVICE="$device" npx playwright test tests/donor-pages.spec.ts --output "$out/.playwright-$device")
done
rm -rf "$out"/.playwright-*
echo "$(find "$out" -maxdepth 1 -name '*.png' | wc -l) screenshots in $out"
