#!/usr/bin/env bash
# Runs every test: Rust unit and integration tests (which build the UI through
# build.rs), the UI's type check and unit tests, the quality gates on the
# built pages (valid HTML, first-load budgets), schemathesis against the
# API's OpenAPI document, the browser tests (axe in both
# themes included) against a release binary, then Lighthouse on every public
# route.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
started=$SECONDS
step() { echo "== $1 ($((SECONDS - started)) s)"; }

step "formatting and lints"
cargo fmt --check
cargo build --release
cargo clippy --release --all-targets -- -D warnings
step "Rust tests"
cargo test --release
step "UI checks"
(cd ui && npx prettier --check . && npm run --silent api-types:check && npx tsc --noEmit && npx vitest run)
step "valid HTML (Nu HTML Checker) and first-load budgets"
(cd ui && node scripts/html-check.mjs && npm run --silent sizes)
step "API contract: schemathesis against the OpenAPI document"
bash .ci/schemathesis.sh
step "browser tests"
(cd ui && npx playwright test)

step "Lighthouse (mobile) on every public route"
lh_port=${LH_SERVER_PORT:-8099}
lh_data=$(mktemp -d)
./target/release/roadside serve --listen "127.0.0.1:$lh_port" --data-dir "$lh_data" 2>/dev/null &
lh_server=$!
trap 'kill $lh_server 2>/dev/null || true; rm -rf "$lh_data"' EXIT
for _ in $(seq 100); do curl -fs "http://127.0.0.1:$lh_port/healthz" >/dev/null && break; sleep 0.1; done
(cd ui && node scripts/lighthouse.mjs "http://127.0.0.1:$lh_port")
step "done"
