#!/usr/bin/env bash
# Starts (or reuses) a throwaway PostgreSQL on 127.0.0.1 for the lead-store tests and prints its
# DATABASE_URL as the last line of stdout.
#   - installs the server with apt when it is missing (needs root, as on a fresh CI machine);
#   - runs initdb + pg_ctl as the `postgres` user in a temp directory on a free port, so it never
#     touches a system cluster;
#   - reuses the cluster a previous run left in $LEADS_PG_DIR when it still answers.
# When PostgreSQL cannot be installed or started it prints why, prints no URL and exits 0, and the
# PostgreSQL tests report themselves as skipped with that reason.
# Stop it with: scripts/ensure-postgres.sh --stop
# `--running` exits 0 when that cluster answers, 1 otherwise (scripts/test-all.sh uses it to stop only
# what its own run started).
set -uo pipefail

DIR="${LEADS_PG_DIR:-${TMPDIR:-/tmp}/leads-postgres}"

skip() {
  echo "ensure-postgres: SKIP: $*" >&2
  exit 0
}

find_bin() {
  local name="$1" candidate
  candidate="$(command -v "$name" 2>/dev/null)" && { echo "$candidate"; return 0; }
  for candidate in /usr/lib/postgresql/*/bin/"$name"; do
    [ -x "$candidate" ] && { echo "$candidate"; return 0; }
  done
  return 1
}

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [ "${1:-}" = "--running" ]; then
  [ -f "$DIR/port" ] && PG_ISREADY="$(find_bin pg_isready)" && "$PG_ISREADY" -q -h 127.0.0.1 -p "$(cat "$DIR/port")"
  exit $?
fi

if [ "${1:-}" = "--stop" ]; then
  if [ -f "$DIR/data/postmaster.pid" ] && PG_CTL="$(find_bin pg_ctl)"; then
    as_postgres "$PG_CTL" -D "$DIR/data" -m fast stop >&2 || true
  fi
  rm -rf "$DIR"
  exit 0
fi

if ! INITDB="$(find_bin initdb)"; then
  if [ "$(id -u)" -ne 0 ]; then
    skip "PostgreSQL is not installed and installing it needs root (apt-get install -y postgresql)"
  fi
  echo "ensure-postgres: installing PostgreSQL with apt" >&2
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq postgresql; } >&2 || skip "apt-get install postgresql failed"
  INITDB="$(find_bin initdb)" || skip "initdb not found after installing postgresql"
fi
BIN="$(dirname "$(readlink -f "$INITDB")")"

if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
  skip "no 'postgres' system user to run the server as"
fi

# Reuse a running cluster from an earlier run.
if [ -f "$DIR/url" ] && [ -f "$DIR/port" ]; then
  if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$(cat "$DIR/port")"; then
    cat "$DIR/url"
    exit 0
  fi
  as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
fi

rm -rf "$DIR"
mkdir -p "$DIR" || skip "cannot create $DIR"
[ "$(id -u)" -eq 0 ] && chown postgres: "$DIR"
chmod 700 "$DIR"

PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")" \
  || skip "cannot find a free port"

as_postgres "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
  || as_postgres "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 >"$DIR/initdb.log" 2>&1 \
  || skip "initdb failed: $(tail -3 "$DIR/initdb.log")"

as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200" start >&2 \
  || skip "PostgreSQL did not start: $(tail -5 "$DIR/server.log" 2>/dev/null)"

echo "$PORT" >"$DIR/port"
"$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres leads_test >&2 || skip "createdb failed"

URL="postgres://postgres@127.0.0.1:$PORT/leads_test"
echo "$URL" >"$DIR/url"
echo "ensure-postgres: PostgreSQL running in $DIR (stop: scripts/ensure-postgres.sh --stop)" >&2
echo "$URL"
