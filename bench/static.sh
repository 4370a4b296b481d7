#!/usr/bin/env bash
# GET / with Accept-Encoding gzip, then br: roadside (release binary, fresh
# data dir) against nginx serving the very bytes roadside serves (fetched
# from it first, so both send the same page, gzip and brotli), in one run on
# this machine: wrk, same threads, connections and duration for each,
# alternating. Prints req/s for each and the ratio roadside/nginx, and the
# load average before and after (on a shared machine the ratio is what
# compares; the absolute figures move with the neighbours).
#
# nginx runs with Debian's defaults (sendfile, tcp_nopush, access log,
# worker_processes auto), gzip_static and brotli_static (Debian's
# libnginx-mod-http-brotli-static; where that package does not exist, the
# .br file is picked by a map on Accept-Encoding), and the headers roadside
# sends on a page (CSP, nosniff, referrer, frame, permissions and opener
# policies, Cache-Control no-cache, Vary, an ETag, a request id).
# A benchmark, not a test: run it on a quiet machine.
#   bash bench/static.sh          (BIN=path/to/roadside to compare builds;
#                                  SECONDS_EACH, CONNS, THREADS, ROUNDS)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-${CARGO_TARGET_DIR:-target}/release/roadside}
seconds=${SECONDS_EACH:-10}
conns=${CONNS:-32}
threads=${THREADS:-2}
rounds=${ROUNDS:-2}
rport=8410
nport=8411
[ -x "$bin" ] || { echo "no release binary at $bin: cargo build --release (or BIN=...)" >&2; exit 2; }

# What a fresh Debian machine lacks, as .ci/run installs it.
missing=()
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
command -v curl >/dev/null 2>&1 || missing+=(curl)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
brotli_module=${BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}
if [ ! -f "$brotli_module" ] && apt-cache show libnginx-mod-http-brotli-static >/dev/null 2>&1; then
  missing+=(libnginx-mod-http-brotli-static)
fi
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

work=$(mktemp -d /tmp/roadside-static.XXXXXX)
# nginx's workers run as nobody and must read the files.
chmod 755 "$work"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT
wait_port() {
  for _ in $(seq 200); do (exec 3<>/dev/tcp/127.0.0.1/"$1") 2>/dev/null && return 0; sleep 0.1; done
  echo "nothing listens on 127.0.0.1:$1" >&2
  exit 1
}

"$bin" serve --listen 127.0.0.1:$rport --data-dir "$work/roadside" 2>"$work/roadside.log" &
pids+=($!)
wait_port $rport
root="$work/www"
mkdir -p "$root"
# Brotli pages are made in the background after start: wait for them.
for _ in $(seq 100); do
  enc=$(curl -s -o /dev/null -D - -H 'Accept-Encoding: br' "http://127.0.0.1:$rport/" | tr -d '\r' |
    awk -F': ' 'tolower($1) == "content-encoding" {print $2}')
  [ "$enc" = br ] && break
  sleep 0.2
done
[ "$enc" = br ] || { echo "roadside never served / as brotli" >&2; exit 1; }
curl -sf -o "$root/index.html" "http://127.0.0.1:$rport/"
curl -sf -H 'Accept-Encoding: gzip' -o "$root/index.html.gz" "http://127.0.0.1:$rport/"
curl -sf -H 'Accept-Encoding: br' -o "$root/index.html.br" "http://127.0.0.1:$rport/"
chmod -R a+rX "$root"
csp=$(curl -s -o /dev/null -D - "http://127.0.0.1:$rport/" | tr -d '\r' |
  awk 'tolower($0) ~ /^content-security-policy: / {sub(/^[^:]*: /, ""); print}')

if [ -f "$brotli_module" ]; then
  load="load_module $brotli_module;"
  brotli="brotli_static on;"
  index="index index.html;"
else
  # No brotli_static: a brotli client is sent the .br file by name.
  load=""
  brotli=""
  index="if (\$br) { rewrite ^/\$ /index.html.br last; }
    index index.html;
    location = /index.html.br {
      internal;
      default_type text/html;
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
      include $work/headers.conf;
    }"
  map='map $http_accept_encoding $br { default 0; "~(^|[ ,])br(;|,|$| )" 1; }'
fi
cat >"$work/headers.conf" <<EOF
add_header Cache-Control no-cache;
add_header Content-Security-Policy "$csp";
add_header X-Content-Type-Options nosniff;
add_header Referrer-Policy strict-origin-when-cross-origin;
add_header X-Frame-Options DENY;
add_header Permissions-Policy "geolocation=(self), camera=(), microphone=(), payment=(), usb=()";
add_header Cross-Origin-Opener-Policy same-origin;
add_header X-Request-Id \$request_id;
EOF
cat >"$work/nginx.conf" <<EOF
$load
worker_processes auto;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log $work/nginx-access.log;
  client_body_temp_path $work/nginx-body;
  proxy_temp_path $work/nginx-proxy;
  fastcgi_temp_path $work/nginx-fastcgi;
  uwsgi_temp_path $work/nginx-uwsgi;
  scgi_temp_path $work/nginx-scgi;
  ${map:-}
  server {
    listen 127.0.0.1:$nport;
    root $root;
    gzip_static on;
    gzip_vary on;
    $brotli
    include $work/headers.conf;
    $index
  }
}
EOF
/usr/sbin/nginx -p "$work" -c "$work/nginx.conf" -g 'daemon off;' &
pids+=($!)
wait_port $nport

# Both must answer / with the same bytes in each encoding, or the race is unfair.
for enc in gzip br; do
  for port in $rport $nport; do
    got=$(curl -s -o "$work/check" -w '%{http_code}' -D "$work/check.h" -H "Accept-Encoding: $enc" "http://127.0.0.1:$port/")
    served=$(tr -d '\r' <"$work/check.h" | awk -F': ' 'tolower($1) == "content-encoding" {print $2}')
    if [ "$got" != 200 ] || [ "$served" != "$enc" ] || ! cmp -s "$work/check" "$root/index.html.$([ $enc = gzip ] && echo gz || echo br)"; then
      echo "127.0.0.1:$port answered / for $enc with $got, encoding '${served}', or other bytes" >&2
      exit 1
    fi
  done
done

rate() {
  wrk -t"$threads" -c"$conns" -d"${seconds}s" -H "Accept-Encoding: $1" "http://127.0.0.1:$2/" |
    awk '/Requests\/sec/ {print $2} /Non-2xx/ {print "non-2xx:" $5 > "/dev/stderr"}'
}
echo "GET / ($(stat -c %s "$root/index.html.gz") B gzip, $(stat -c %s "$root/index.html.br") B br), wrk -t$threads -c$conns -d${seconds}s, $(nproc) cores"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-5s %-6s %12s %12s %7s\n' enc round roadside nginx ratio
for round in $(seq "$rounds"); do
  for enc in gzip br; do
    r=$(rate $enc $rport)
    n=$(rate $enc $nport)
    printf '%-5s %-6s %12s %12s %7s\n' "$enc" "$round" "$r" "$n" "$(awk -v r="$r" -v n="$n" 'BEGIN {printf "%.2fx", r / n}')"
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
