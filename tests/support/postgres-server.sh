#!/usr/bin/env bash
# A PostgreSQL server of the tests' own: a new cluster in a folder of its own, listening on a Unix
# socket in that folder and on no network address, trusted for local connections (nobody else can
# reach the socket), stopped and removed afterwards. The suite's federation tests run against it, with
# fsync off (nothing there outlives the run); POSTMARK_POSTGRES_FSYNC=on for a benchmark that commits as
# a federation's server does.
#
#   tests/support/postgres-server.sh start DIR    # prints the connection URI of its database
#   tests/support/postgres-server.sh stop DIR
#
# PostgreSQL refuses to run as root, so under root the server runs as the system's postgres user
# (made by Debian's postgresql package); anyone else runs it as themselves. The cluster itself lives in
# a new folder under /tmp, which that user can reach wherever the build folder is (a clone in /root is
# closed to it); DIR/cluster links to it, and DIR/socket to its socket folder.
set -euo pipefail

action="${1:?start or stop}"
dir="${2:?a folder for the server}"
database=postmark_test
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bin" ] || [ ! -x "$bin/pg_ctl" ]; then
    echo "postgres-server.sh: PostgreSQL is not installed (scripts/setup.sh installs it)" >&2
    exit 1
fi

as_server=()
if [ "$(id -u)" -eq 0 ]; then
    as_server=(runuser -u postgres --)
fi

stop() {
    if [ -L "$dir/cluster" ]; then
        local cluster
        cluster="$(readlink "$dir/cluster")"
        if [ -f "$cluster/data/postmaster.pid" ]; then
            "${as_server[@]}" "$bin/pg_ctl" -D "$cluster/data" -m immediate -w stop >/dev/null 2>&1 || true
        fi
        rm -rf "$cluster"
    fi
}

case "$action" in
start)
    stop
    rm -rf "$dir"
    mkdir -p "$dir"
    cluster="$(mktemp -d /tmp/postmark-test-postgres.XXXXXX)"
    ln -s "$cluster" "$dir/cluster"
    ln -s "$cluster/socket" "$dir/socket"
    mkdir -p "$cluster/data" "$cluster/socket"
    if ((${#as_server[@]})); then
        chown -R postgres: "$cluster"
    fi
    chmod 700 "$cluster/data"
    chmod 755 "$cluster" "$cluster/socket"
    "${as_server[@]}" "$bin/initdb" -D "$cluster/data" --auth=trust --username=postgres --encoding=UTF8 \
        --locale=C.UTF-8 >"$cluster/initdb.log" 2>&1 \
        || { cat "$cluster/initdb.log" >&2; exit 1; }
    "${as_server[@]}" "$bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 60 \
        -o "-c listen_addresses='' -c unix_socket_directories='$cluster/socket' -c fsync=${POSTMARK_POSTGRES_FSYNC:-off} -c max_connections=60" \
        start >/dev/null \
        || { cat "$cluster/server.log" >&2; exit 1; }
    "$bin/psql" -X -q -h "$dir/socket" -U postgres -d postgres -c "CREATE DATABASE $database" >/dev/null
    echo "postgresql:///$database?host=$dir/socket&user=postgres"
    ;;
stop)
    stop
    rm -rf "$dir"
    ;;
*)
    echo "postgres-server.sh: start or stop, not $action" >&2
    exit 2
    ;;
esac
