#!/usr/bin/env bash
# The API contract, linted as an integrator's tools see it (each step exits non-zero on any error):
#   - openapi/openapi.json: Redocly's recommended rules and Spectral's spectral:oas ruleset;
#   - the GraphQL documents in the tests (marked /* GraphQL */): valid against openapi/schema.gql.
# Everything runs from node_modules: the rulesets are built in (nothing is downloaded), and the
# tools' telemetry and update checks are off.
set -euo pipefail
cd "$(dirname "$0")/.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true NO_UPDATE_NOTIFIER=1 SCARF_ANALYTICS=false DO_NOT_TRACK=1
bin=node_modules/.bin

echo "--- redocly lint (recommended)"
"$bin/redocly" lint openapi/openapi.json --extends recommended --format stylish

echo "--- spectral lint (spectral:oas)"
ruleset=$(mktemp --suffix=.yaml)
trap 'rm -f "$ruleset"' EXIT
echo 'extends: ["spectral:oas"]' >"$ruleset"
"$bin/spectral" lint openapi/openapi.json --ruleset "$ruleset" --fail-severity error

echo "--- graphql-inspector validate (test documents against openapi/schema.gql)"
"$bin/graphql-inspector" validate 'test/**/*.ts' openapi/schema.gql --onlyErrors
