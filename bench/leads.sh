#!/usr/bin/env bash
# Durable lead POSTs, roadside against the same lead stored by Express 5 and
# better-sqlite3 (bench/express, WAL, synchronous=FULL), in one run on this
# machine: wrk, 2 threads, 16 connections, 8 s each, alternating twice. Then
# roadside's RSS after the load. A benchmark, not a test: run it on a quiet
# machine.
#   bash bench/leads.sh            (BIN=path/to/roadside to compare builds)
# With RUST_LOG=roadside::leads::writer=debug, roadside's log (in the work
# dir printed at the end) says each group's size and where its time went.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-target/release/roadside}
seconds=${SECONDS_EACH:-8}
conns=${CONNS:-16}
rounds=${ROUNDS:-2}
work=$(mktemp -d /tmp/roadside-bench.XXXXXX)
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 2; }
[ -d bench/express/node_modules ] || (cd bench/express && npm install --no-audit --no-fund --silent)

echo 'leads_per_ten_minutes = 1000000000' >"$work/load.toml"
# As docs/deploy.md's systemd unit runs it (MALLOC_ARENA_MAX= to unset).
MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX-2} "$bin" serve --config "$work/load.toml" --listen 127.0.0.1:8400 --data-dir "$work/roadside" 2>"$work/roadside.log" &
rpid=$!
node bench/express/server.mjs 8401 "$work/express.db" >/dev/null &
epid=$!
trap 'kill $rpid $epid 2>/dev/null || true' EXIT
for port in 8400 8401; do
  for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.1; done
done

rss() { awk '/VmRSS/ {printf "%.1f MB", $2 / 1024}' "/proc/$1/status"; }
echo "roadside RSS before: $(rss $rpid)"
run() {
  local out
  out=$(wrk -t2 -c"$conns" -d"${seconds}s" --latency -s bench/leads.lua "http://127.0.0.1:$2")
  local rate p99 errors
  rate=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  errors=$(awk '/Non-2xx/ {print $5}' <<<"$out")
  printf '%-9s %9s req/s   p50 %8s   p99 %8s   non-2xx %s\n' "$1" "$rate" "$p50" "$p99" "${errors:-0}"
}
for _ in $(seq "$rounds"); do
  run roadside 8400
  run express 8401
done
echo "roadside RSS after: $(rss $rpid)"
stored=$(sqlite3 "$work/roadside/roadside.db" 'SELECT count(*) FROM quote_submissions')
echo "roadside stored $stored leads; work dir $work"
