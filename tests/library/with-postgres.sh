#!/bin/sh
# Runs a test command against a throwaway PostgreSQL 15 cluster made by pg_virtualenv (Debian's
# postgresql-common), which exports PGHOST, PGPORT, PGUSER and PGPASSWORD to it and removes the
# cluster afterwards. Works as root (CI) and as a user. When no server can be started the test is
# reported skipped (exit 77, CTest's SKIP_RETURN_CODE) with the reason: never a silent pass.
set -u
skip() {
    echo "SKIPPED: $*"
    exit 77
}
command -v pg_virtualenv >/dev/null 2>&1 || skip "pg_virtualenv is not installed (apt install postgresql postgresql-common)"
[ -x /usr/lib/postgresql/15/bin/postgres ] || skip "the PostgreSQL 15 server is not installed (apt install postgresql-15)"
started=$(mktemp)
trap 'rm -f "$started"' EXIT
# -t: a cluster in a temporary folder even as root, so that nothing of the system's clusters is touched.
pg_virtualenv -t -v 15 sh -c 'echo started > "$0"; export GPUPLANNER_PG_CLUSTER="15 regress"; exec "$@"' "$started" "$@"
rc=$?
[ -s "$started" ] || skip "pg_virtualenv could not start PostgreSQL 15 (exit $rc; its messages are above)"
exit "$rc"
