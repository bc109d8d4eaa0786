#!/usr/bin/env bash
# CI: the several-instance topology of compose.yaml, from this machine's packages: PostgreSQL +
# Redis (already running: .ci/run starts them), TWO instances of the built server on loopback
# ports, and HAProxy in front with the same configuration file as compose (deploy/haproxy.cfg).
# Then, through the balancer only:
#   a. the cluster end-to-end suite (test/cluster/, CLUSTER_URL = the balancer);
#   b. a short mixed load (bench/cluster-load.ts): every move applied exactly once, no 5xx but 503;
#      then the PostgreSQL server log's `deadlock detected` lines written during the run.
# Needs `npm run build` done (.ci/run does it earlier). Exits non-zero on any failure, and then
# prints the instances' and HAProxy's logs. Everything listens on 127.0.0.1 only.
# Environment: PG_BASE (default postgresql://postgres@127.0.0.1:5432), CLUSTER_DB
# (pyramidion_cluster), REDIS_URL (redis://127.0.0.1:6379), LOAD_SECONDS (60), CLUSTER_LOG_DIR (a
# folder: the instances', HAProxy's and the migrations' logs are copied there at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf '[cluster.sh] %s\n' "$*"; }

PG_BASE=${PG_BASE:-postgresql://postgres@127.0.0.1:5432}
CLUSTER_DB=${CLUSTER_DB:-pyramidion_cluster}
DATABASE_URL=$PG_BASE/$CLUSTER_DB
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
LOAD_SECONDS=${LOAD_SECONDS:-60}
[ -f dist/src/main.js ] || { say 'dist/src/main.js missing: run `npm run build` first'; exit 1; }

if ! command -v haproxy >/dev/null 2>&1; then
  say 'installing haproxy (Debian)'
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >/dev/null
fi
say "$(haproxy -v | head -n 1)"

work=$(mktemp -d)
pids=()
ok=''
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -z "$ok" ]; then
    for f in "$work"/*.log; do
      [ -f "$f" ] || continue
      printf '\n----- %s (last 80 lines) -----\n' "$(basename "$f")"
      tail -n 80 "$f"
    done
  fi
  if [ -n "${CLUSTER_LOG_DIR:-}" ]; then mkdir -p "$CLUSTER_LOG_DIR" && cp "$work"/*.log "$CLUSTER_LOG_DIR"/ 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }

# --- the database: our own, emptied; the migrations applied by two processes at once ---------
psql "$PG_BASE/postgres" -q -c "SELECT 1 FROM pg_database WHERE datname = '$CLUSTER_DB'" -t | grep -q 1 \
  || psql "$PG_BASE/postgres" -q -c "CREATE DATABASE $CLUSTER_DB"
psql "$DATABASE_URL" -q -c 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'
# Two instances starting together on an empty database both migrate (docker-entrypoint.sh and
# createApp): the advisory lock in src/persistence/migrate.ts must make one wait for the other.
say 'migrations: two processes at once on an empty database'
DATABASE_URL=$DATABASE_URL node dist/src/persistence/migrate.js >"$work/migrate-1.log" 2>&1 & m1=$!
DATABASE_URL=$DATABASE_URL node dist/src/persistence/migrate.js >"$work/migrate-2.log" 2>&1 & m2=$!
wait "$m1" || { say 'migration process 1 failed'; exit 1; }
wait "$m2" || { say 'migration process 2 failed'; exit 1; }
migrations=$(find prisma/postgres/migrations -mindepth 1 -maxdepth 1 -type d | wc -l)
recorded=$(psql "$DATABASE_URL" -At -c 'SELECT count(*), count(DISTINCT migration_name) FROM "_prisma_migrations"')
say "  $(head -c 120 "$work/migrate-1.log" | head -n 1) | $(head -c 120 "$work/migrate-2.log" | head -n 1)"
[ "$recorded" = "$migrations|$migrations" ] || { say "migrations recorded (rows|distinct) $recorded, expected $migrations|$migrations"; exit 1; }
say "  $migrations migrations recorded once each"

# --- two instances --------------------------------------------------------------------------
# Every client reaches the instances from the balancer's address; TRUST_PROXY=127.0.0.1 makes
# them read HAProxy's X-Forwarded-For, but the load's clients all run on this host too (one
# address), so the per-address rate limits are raised for the run.
# RATE_LIMIT_NAMESPACE keeps these counters apart from other users of the same Redis.
start_instance() {
  local name=$1 port=$2
  env NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS_URL" \
    JWT_SECRET=cluster-ci-secret-0123456789abcdef LOG_FORMAT=json LOG_LEVEL=warn \
    RATE_LIMIT_PER_MINUTE=1000000 COST_BUDGET_PER_MINUTE=1000000000 AUTH_RATE_LIMIT_PER_MINUTE=100000 TOKEN_RATE_LIMIT_PER_MINUTE=100000 \
    WS_MAX_CONNECTIONS_PER_ADDRESS=1000 RATE_LIMIT_NAMESPACE="cluster-$$" BOT_THREADS=1 TRUST_PROXY=127.0.0.1 \
    node dist/src/main.js >"$work/$name.log" 2>&1 &
  pids+=($!)
}
port1=$(free_port); port2=$(free_port)
while [ "$port2" = "$port1" ]; do port2=$(free_port); done
start_instance app1 "$port1"
start_instance app2 "$port2"

# --- HAProxy, with compose's configuration file ----------------------------------------------
lb_port=$(free_port); stats_port=$(free_port)
export LB_BIND=127.0.0.1:$lb_port STATS_BIND=127.0.0.1:$stats_port APP1_ADDR=127.0.0.1:$port1 APP2_ADDR=127.0.0.1:$port2
haproxy -c -q -f deploy/haproxy.cfg
haproxy -db -f deploy/haproxy.cfg >"$work/haproxy.log" 2>&1 &
pids+=($!)
CLUSTER_URL=http://127.0.0.1:$lb_port
say "instances on :$port1 and :$port2, HAProxy on $CLUSTER_URL (stats :$stats_port)"

# Ready when HAProxy sees both instances up (its own /health/ready checks).
up=''
for _ in $(seq 1 120); do
  csv=$(curl -fsS "http://127.0.0.1:$stats_port/;csv" 2>/dev/null || true)
  if [ "$(grep -c -E '^pyramidion,app[12],.*,UP,' <<<"$csv")" = 2 ]; then up=yes; break; fi
  for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null || { say "a process ($pid) exited during start-up"; exit 1; }; done
  sleep 0.5
done
[ -n "$up" ] || { say 'the instances never became ready behind HAProxy'; exit 1; }
say 'both instances UP behind HAProxy'

# --- a. the cluster end-to-end suite ---------------------------------------------------------
say 'a. end-to-end suite through the balancer (test/cluster)'
CLUSTER_URL=$CLUSTER_URL NODE_OPTIONS='--experimental-vm-modules --no-warnings' npx jest test/cluster --runInBand

# --- b. mixed load ---------------------------------------------------------------------------
say "b. mixed load through the balancer (${LOAD_SECONDS} s)"
pglog=$(ls -t /var/log/postgresql/postgresql-*-main.log 2>/dev/null | head -n 1 || true)
pglines=0
lblines=$(wc -l <"$work/haproxy.log")
[ -n "$pglog" ] && [ -r "$pglog" ] && pglines=$(wc -l <"$pglog")
load=0
node dist/bench/cluster-load.js --url "$CLUSTER_URL" --seconds "$LOAD_SECONDS" || load=$?
if [ -n "$pglog" ] && [ -r "$pglog" ]; then
  # Lines are prefixed user@database; other databases (other suites on this server) are counted apart.
  tail -n "+$((pglines + 1))" "$pglog" >"$work/postgresql-run.txt"
  deadlocks=$(grep -c "@$CLUSTER_DB ERROR:  deadlock detected" "$work/postgresql-run.txt" || true)
  elsewhere=$(grep 'deadlock detected' "$work/postgresql-run.txt" | grep -c -v "@$CLUSTER_DB " || true)
  say "PostgreSQL log ($pglog): $deadlocks 'deadlock detected' line(s) in $CLUSTER_DB during the run ($elsewhere in other databases)"
  grep -A3 "@$CLUSTER_DB ERROR:  deadlock detected" "$work/postgresql-run.txt" | head -n 40 || true
else
  say 'PostgreSQL log not found under /var/log/postgresql: deadlocks not counted'
fi
# The instances' own view: errors they logged during the load.
for name in app1 app2; do
  say "$name: $(grep -c '"level":"error"' "$work/$name.log" || true) error line(s) logged, by message:"
  { grep -h '"level":"error"' "$work/$name.log" || true; } | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => { const n = {}; for (const l of s.split("\n").filter(Boolean)) { let m; try { const j = JSON.parse(l); m = (j.err?.type ?? "") + ": " + (j.err?.message ?? j.msg); } catch { m = l.slice(0, 120); } n[m] = (n[m] ?? 0) + 1; } for (const [m, k] of Object.entries(n)) console.log("    " + k + " x " + m.slice(0, 200)); })'
done
say "HAProxy: instances marked DOWN or UP during the load:"
tail -n "+$((lblines + 1))" "$work/haproxy.log" | grep -E '^Server pyramidion/\S+ is (DOWN|UP)' | cut -c1-160 | sed 's/^/    /' | head -n 20 || true
[ "$load" -eq 0 ] || { say "load failed (exit $load)"; exit "$load"; }

ok=yes
say 'cluster: passed'
