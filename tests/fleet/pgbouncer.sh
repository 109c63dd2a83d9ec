#!/usr/bin/env bash
# PgBouncer (Debian's package, 1.18) in transaction mode in front of a local PostgreSQL, for CI and the
# fleet tests:
#   tests/fleet/pgbouncer.sh start DIR PORT PG_PORT   writes DIR/pgbouncer.ini, starts, waits until it accepts
#   tests/fleet/pgbouncer.sh stop DIR                  stops it and removes DIR
# Every database name is passed through to PostgreSQL (`* =`), so the API suite's per-file databases work.
# A small pool (PGBOUNCER_POOL_SIZE, default 5) makes the app's clients really share server connections,
# which is what breaks named prepared statements and LISTEN. Logins: PGBOUNCER_USER / PGBOUNCER_PASSWORD
# (default app/app), which PgBouncer also uses towards PostgreSQL. Prints nothing but errors.
set -euo pipefail

usage() {
  echo "usage: $0 start DIR PORT PG_PORT | stop DIR" >&2
  exit 2
}

start() {
  local dir=$1 port=$2 pg_port=$3
  local user=${PGBOUNCER_USER:-app} password=${PGBOUNCER_PASSWORD:-app}
  command -v pgbouncer >/dev/null || {
    echo "pgbouncer is not installed (Debian: apt-get install -y pgbouncer)" >&2
    exit 1
  }
  stop "$dir"
  mkdir -p "$dir"
  printf '"%s" "%s"\n' "$user" "$password" >"$dir/userlist.txt"
  cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$pg_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 2000
default_pool_size = ${PGBOUNCER_POOL_SIZE:-5}
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
log_connections = 0
log_disconnections = 0
INI
  # PgBouncer refuses to run as root; -u drops to the postgres user, which must be able to write DIR.
  local as=()
  if [ "$(id -u)" = 0 ]; then
    chown -R postgres "$dir"
    as=(-u postgres)
  fi
  pgbouncer -q -d "${as[@]}" "$dir/pgbouncer.ini"
  for _ in $(seq 100); do
    if pg_isready -q -h 127.0.0.1 -p "$port" -U "$user" -d postgres; then return 0; fi
    sleep 0.1
  done
  echo "PgBouncer did not accept connections on 127.0.0.1:$port within 10 s; see $dir/pgbouncer.log" >&2
  exit 1
}

stop() {
  local dir=$1
  [ -d "$dir" ] || return 0
  if [ -f "$dir/pgbouncer.pid" ]; then
    local pid
    pid=$(cat "$dir/pgbouncer.pid")
    if kill "$pid" 2>/dev/null; then
      for _ in $(seq 100); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
      done
    fi
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) [ $# = 4 ] || usage; start "$2" "$3" "$4" ;;
  stop) [ $# = 2 ] || usage; stop "$2" ;;
  *) usage ;;
esac
