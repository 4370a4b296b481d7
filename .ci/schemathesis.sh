#!/usr/bin/env bash
# Fuzzes the API against its own OpenAPI document (GET /api/openapi.json) on a
# live release server: once with a staff session, once with none. Fails on
# any server error or any response the document does not describe, and when
# fewer than MIN_REQUESTS requests reached the API. Needs target/release/roadside.
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
MIN_REQUESTS=${SCHEMATHESIS_MIN_REQUESTS:-5000}
port=${SCHEMATHESIS_PORT:-8097}
venv=target/schemathesis-venv
if [ ! -x "$venv/bin/schemathesis" ] || ! "$venv/bin/schemathesis" --version | grep -q "$SCHEMATHESIS_VERSION"; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

work=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# Limits raised so that the fuzzer reaches the logic behind them (their
# 429s are covered by the Rust tests); everything else is the default.
cat >"$work/config.toml" <<EOF
listen = "127.0.0.1:$port"
base_url = "http://127.0.0.1:$port"
leads_per_ten_minutes = 1000000
sign_ins_per_five_minutes = 1000000
analytics_events_per_minute = 1000000
log_format = "json"
EOF
printf 'fuzz-staff-password\n' | ./target/release/roadside admin create --username fuzzer --password-stdin --data-dir "$work/data" >/dev/null
./target/release/roadside serve --config "$work/config.toml" --data-dir "$work/data" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
cookie=$(curl -fs -o /dev/null -D - -H 'content-type: application/json' -d '{"username":"fuzzer","password":"fuzz-staff-password"}' \
  "http://127.0.0.1:$port/api/admin/login" | tr -d '\r' | sed -n 's/^set-cookie: \(roadside_session=[^;]*\).*/\1/Ip')
[ -n "$cookie" ] || { echo "schemathesis: the staff sign-in failed" >&2; exit 1; }

# Every check: no 5xx; every status, content type, header and body as the
# document says; every request the document calls valid is taken, and every
# one it calls invalid is refused (the document states each rule the server
# enforces, derived from the validators themselves).
# Where the right answer is one these checks do not expect by default (each
# said below); everything else is the checks' own default.
cat >"$work/schemathesis.toml" <<'TOML'
# A body over the size limit is refused with 413, which the negative check
# does not list among its refusals.
[checks.negative_data_rejection]
expected-statuses = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429"]

# A push subscription's p256dh must be a point on the P-256 curve, and its
# endpoint's host must not resolve to a private address (docs/product.md,
# Push notifications): neither can be stated in a schema (400 naming the
# field); a sixth device of one account is refused with 409.
[[operations]]
include-path = "/api/push/subscriptions"
include-method = "POST"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "429"]

# The on-call order's phones are stated exactly (a US or Canadian number
# typed any way, the outbound gate's default destinations); an account that
# does not exist or is listed twice, or hours without days, are refused with
# 400 naming the field: facts of the stored accounts and rules between fields.
[[operations]]
include-path = "/api/voice/on-call"
include-method = "PUT"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "429"]

# A well-formed reset with a token the server never sent is refused (400,
# "Invalid or expired reset token"): whether a token exists cannot be in a schema.
[[operations]]
include-path = "/api/reset-password"
include-method = "POST"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409", "429"]

# A password among the most common ones is refused (400 naming password):
# a list of 8,000 passwords compared in any case cannot be in a schema.
[[operations]]
include-path = "/api/register"
include-method = "POST"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409", "429"]

# A job for a lead that does not exist is refused (400 naming submissionId).
[[operations]]
include-path = "/api/job-tracking"
include-method = "POST"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409", "429"]

# An invoice for a job that does not exist, or with a discount over its
# subtotal, is refused (400 naming jobId or discountCents); a payment over the
# balance or on a void invoice, sending a void invoice and voiding one with
# payments likewise: facts of the stored invoice a schema cannot hold. An
# estimate for a job or lead that does not exist, or a change order of one
# not approved, is refused with 400 naming the field; sending one answered
# or expired with 409; an invoice over its approved estimate likewise.
[[operations]]
include-path-regex = '^/api/(invoices(/\{id\}/(payments|send|void))?|estimates(/\{id\}/send)?)$'
include-method = "POST"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409", "429"]

# A draft estimate is written again or deleted; one already sent is refused
# with 409, and a draft moved to another job (or another estimate to
# change) with 400 naming the field: facts of the stored estimate.
[[operations]]
include-path-regex = '^/api/estimates/\{id\}$'
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "429"]

# A job's invoice from its estimate needs an approved estimate (400 naming
# fromEstimate) and no invoice yet (409): facts of the stored job.
[[operations]]
include-path = "/api/jobs/{id}/invoice"
include-method = "PUT"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "429"]

# Showing an ID or registration photo on the invoice is refused with 409
# naming onInvoice: whether a photo is one is a fact of the stored photo.
[[operations]]
include-path = "/api/jobs/{id}/photos/{photo}/invoice"
include-method = "PUT"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "429"]

# A fleet's name, a unit's number and VIN, and a requester's phone or email
# are each the fleet's own (409 naming the field); a VIN's check digit, a
# requester's 10 digits or "a phone or an email", a spreadsheet's rows and
# a link to a fleet or unit that does not exist are refused with 400 naming
# the field; an estimate for a job of no fleet (or of a fleet with no
# requester to ask) is refused with 409: facts of the stored fleets or
# rules a schema cannot hold.
[[operations]]
include-path-regex = '^/api/(fleets(/\{id\}(/units(/import|/\{unitId\})?|/requesters|/managers)?)?|leads/\{kind\}/\{id\}/fleet|job-tracking/\{id\}/approval|tech/jobs/\{id\}/approval)$'
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409", "429"]

# A fleet's statement refuses `to` before `from`, or one without the other
# (400 naming the field); a payment for a fleet over what its invoices owe,
# or naming an invoice that is not an open one of the fleet, and a card
# payment on a statement over its balance, are refused with 400 naming the
# field: rules between parameters and facts of the stored invoices.
[[operations]]
include-path-regex = '^/api/(fleets/\{id\}/(statement(\.csv)?|payments)|statement/\{token\}/checkout)$'
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409", "429"]

# A fleet manager's invite that the server never sent (or that was used or
# expired) is refused with 400 naming the token, a common password with 400
# naming it, and a username taken or an email that has an account with 409:
# facts of the stored invites and accounts.
[[operations]]
include-path = "/api/fleet/join"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409", "429"]

# The lead lists and their CSV refuse `to` before `from` (400 naming `to`),
# a rule between two parameters that OpenAPI cannot state.
[[operations]]
include-path-regex = '^/api/(quotes|bookings|contacts|smart-analyzer|leads/export\.csv)$'
include-method = "GET"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409", "429"]
TOML
# The staff run's session, as the document's staffSession scheme: the
# negative check then sees what a request without it gets (401).
cp "$work/schemathesis.toml" "$work/staff.toml"
cat >>"$work/staff.toml" <<'TOML'

[auth.openapi.staffSession]
api_key = "${ROADSIDE_FUZZ_SESSION}"
TOML
export ROADSIDE_FUZZ_SESSION="${cookie#roadside_session=}"
config="$work/schemathesis.toml"
run() {
  "$venv/bin/schemathesis" --config-file "$config" run "http://127.0.0.1:$port/api/openapi.json" --checks all \
    --phases examples,coverage,fuzzing --max-examples "${SCHEMATHESIS_EXAMPLES:-40}" --seed 1 \
    --request-timeout 10 --no-color --warnings off "$@"
}
started=$SECONDS
# The live event stream never ends by itself; it is fuzzed without a session
# (and tested in tests/api/back_office.rs with one). The sign-outs would end
# the session the other requests need: they too are fuzzed without one.
# The two passes run side by side (each waits on the server much of the
# time); their reports are printed one after the other.
config="$work/staff.toml" run --exclude-path-regex '^/api/(admin/events|logout|admin/logout)$' >"$work/staff.out" 2>&1 &
staff=$!
config="$work/schemathesis.toml" run >"$work/anonymous.out" 2>&1 &
anonymous=$!
staff_rc=0
wait "$staff" || staff_rc=$?
anonymous_rc=0
wait "$anonymous" || anonymous_rc=$?
echo "-- with a staff session"
cat "$work/staff.out"
echo "-- without a session"
cat "$work/anonymous.out"
if [ "$staff_rc" -ne 0 ] || [ "$anonymous_rc" -ne 0 ]; then
  echo "schemathesis: a pass failed (with a staff session: exit $staff_rc; without: exit $anonymous_rc)" >&2
  exit 1
fi

# The server's own log (one JSON line per request) counts what reached it,
# independently of the fuzzer.
curl -fs "http://127.0.0.1:$port/api/openapi.json" >"$work/openapi.json"
python3 - "$work/server.log" "$work/openapi.json" "$MIN_REQUESTS" "$((SECONDS - started))" <<'PY'
import json, re, sys
log, doc, minimum, seconds = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
line = re.compile(r"^[A-Z]+ (/api/\S*) (\d{3}) ")
requests, errors = 0, []
for raw in open(log):
    try:
        event = json.loads(raw)
    except ValueError:
        continue
    m = line.match(event.get("message", "")) if event.get("target") == "roadside::http" else None
    if m:
        requests += 1
        if m.group(2).startswith("5"):
            errors.append(event["message"])
paths = json.load(open(doc))["paths"].values()
operations = sum(1 for p in paths for method in p if method in ("get", "post", "put", "patch", "delete"))
print(f"schemathesis: {operations} operations, {requests} requests, {len(errors)} server errors, {seconds} s")
for e in errors[:20]:
    print("  " + e)
if errors or requests < minimum:
    sys.exit(f"schemathesis: server errors, or fewer than {minimum} requests" if errors else f"schemathesis: fewer than {minimum} requests")
PY
