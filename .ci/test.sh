#!/usr/bin/env bash
# Runs every test: Rust unit and integration tests (which build the UI through
# build.rs), the UI's type check and unit tests, then the browser tests against
# a release binary.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

cargo fmt --check
cargo build --release
cargo clippy --release --all-targets -- -D warnings
cargo test --release
(cd ui && npx prettier --check . && npx tsc --noEmit && npx vitest run)
(cd ui && npx playwright test)
