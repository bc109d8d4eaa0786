#!/bin/sh
# The container's entry point (under tini): apply the database migrations, then replace this
# shell with the command, the server by default. `exec` matters: a shell left in between would
# receive SIGTERM and not pass it on, and Docker would kill the server after its stop timeout.
set -eu
node dist/src/persistence/migrate.js
exec "$@"
