#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the SQL store's tests and the contract suite (docs/deploy.md, ADR 121).
#   eval "$(scripts/pg-throwaway.sh start [port])"   # initdb in a temp folder, start, print `export DATABASE_URL=…`
#   scripts/pg-throwaway.sh stop [port]               # stop it and remove the folder
#   scripts/pg-throwaway.sh down|up [port]            # stop / start the server, keeping its data (a restart under load)
#   scripts/pg-throwaway.sh freeze|thaw [port]        # SIGSTOP / SIGCONT the postmaster and every backend: a host that
#                                                     # stalls mid-call (connections stay open, nothing answers)
#   scripts/pg-throwaway.sh thaw-backends [port]      # SIGCONT the backends alone: they run what waits in their
#                                                     # sockets while the postmaster starts no new connection yet
# Needs Debian's postgresql (apt-get install postgresql); run as root (the cluster runs as the postgres user) or as
# the postgres user. Port default 25432: below Linux's ephemeral range (32768–60999), where a passing connection
# can hold the port a moment (a fresh-clone run once failed to bind 55432).
set -euo pipefail
action=${1:-start}
port=${2:-25432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
state=/tmp/antrean-pg-$port
run_options() { echo "-p $port -k $1 -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off"; }
as_postgres() { if [ "$(id -un)" = postgres ]; then bash -c "$1"; else su postgres -s /bin/bash -c "$1"; fi; }

case $action in
  start)
    if [ -f "$state/dir" ] && as_postgres "$bin/pg_ctl -D $(cat "$state/dir")/data status" >/dev/null 2>&1; then
      echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
      exit 0
    fi
    dir=$(mktemp -d)
    chown postgres "$dir" 2>/dev/null || true
    as_postgres "$bin/initdb -D $dir/data -A trust -U postgres" >/dev/null
    as_postgres "$bin/pg_ctl -D $dir/data -w -o '$(run_options "$dir")' -l $dir/log start" >/dev/null
    mkdir -p "$state"
    echo "$dir" >"$state/dir"
    echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -f "$state/dir" ] || exit 0
    dir=$(cat "$state/dir")
    as_postgres "$bin/pg_ctl -D $dir/data -w -m fast stop" >/dev/null 2>&1 || true
    rm -rf "$dir" "$state"
    ;;
  down | up)
    [ -f "$state/dir" ] || { echo "no cluster on port $port" >&2; exit 1; }
    dir=$(cat "$state/dir")
    if [ "$action" = down ]; then
      as_postgres "$bin/pg_ctl -D $dir/data -w -m fast stop" >/dev/null
    else
      as_postgres "$bin/pg_ctl -D $dir/data -w -o '$(run_options "$dir")' -l $dir/log start" >/dev/null
    fi
    ;;
  freeze | thaw | thaw-backends)
    [ -f "$state/dir" ] || { echo "no cluster on port $port" >&2; exit 1; }
    postmaster=$(head -1 "$(cat "$state/dir")/data/postmaster.pid")
    if [ "$action" = freeze ]; then
      # the postmaster first: it forks no backend after the list below is read
      kill -STOP "$postmaster"
      kill -STOP $(pgrep -P "$postmaster")
    elif [ "$action" = thaw-backends ]; then
      kill -CONT $(pgrep -P "$postmaster")
    else
      kill -CONT "$postmaster" $(pgrep -P "$postmaster")
    fi
    ;;
  *)
    echo "usage: $0 start|stop|down|up|freeze|thaw|thaw-backends [port]" >&2
    exit 2
    ;;
esac
