#!/usr/bin/env bash
# Regenerates the API description the web app builds against, from the Rust handlers:
#   web/openapi.json             what `matchpool openapi` prints (checked by crates/server/tests/openapi_snapshot.rs)
#   web/src/lib/api/schema.d.ts  its TypeScript types, by openapi-typescript (checked by schema.test.ts)
# Run it after changing a handler's request, answer or error codes, and commit both files.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo run --quiet -p matchpool-server -- openapi > web/openapi.json.tmp
mv web/openapi.json.tmp web/openapi.json
[ -d web/node_modules ] || bash scripts/setup.sh web
(cd web && npx --no-install openapi-typescript openapi.json --output src/lib/api/schema.d.ts --silent)
echo "Regenerated web/openapi.json and web/src/lib/api/schema.d.ts"
