#!/usr/bin/env bash
# One game registry, proved: the toy game kept in test/toy-game/<id>/ is added to a scratch copy of
# the repository (HEAD) exactly as a contributor adds a game (its folder copied to src/games/<id>/,
# one import and one entry in GAMES), and then, with no other edit:
#   it builds, `npm run schema:generate` regenerates the contract (OpenAPI, SDL, typed client, the
#   README's generated sections) and `--check` agrees, the layers and eslint pass, `npm run
#   typecheck` passes (the web client against the regenerated OpenAPI), and the suites that
#   enumerate games pass with it: the conformance spec (the toy's cases), the toy's own rules spec,
#   the unit specs that loop over GAMES, test/contract, and the end-to-end suites that loop over
#   GAMES.
# The scratch copy is a git repository, so the files the steps changed are listed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
toy=${TOY_GAME:-tic-tac-toe}
export_name=$(sed -n -E 's/^export const ([A-Za-z0-9_]+Game)\b.*/\1/p' "test/toy-game/$toy/index.ts" | head -n 1)
[ -n "$export_name" ] || { echo "test/toy-game/$toy/index.ts exports no ...Game"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=$(date +%s)
say() { printf '[toy-game.sh %ss] %s\n' "$(( $(date +%s) - start ))" "$*"; }

say "scratch copy of HEAD in $work"
git archive HEAD | tar -x -C "$work"
ln -s "$repo/node_modules" "$work/node_modules"
ln -s "$repo/web/node_modules" "$work/web/node_modules"
cd "$work"
git init -q && printf 'node_modules\nweb/node_modules\n' >>.git/info/exclude
git add -A && git -c user.name=ci -c user.email=ci@localhost commit -qm 'HEAD'
# What `npm install` leaves in a checkout besides node_modules: the generated Prisma clients.
npm run --silent prisma:generate >/dev/null

say "the contributor's edit: src/games/$toy/ and one import + one entry in src/games/index.ts"
cp -r "$repo/test/toy-game/$toy" "src/games/$toy"
index=src/games/index.ts
last_import=$(grep -n '^import ' "$index" | tail -n 1 | cut -d: -f1)
sed -i "${last_import}a import { $export_name } from './$toy/index.js';" "$index"
sed -i -E "s/^(export const GAMES\b.*)\];$/\1, $export_name];/" "$index"
grep -q "import { $export_name } from './$toy/index.js';" "$index" && grep -q "$export_name\];$" "$index" || { echo "could not edit $index"; cat "$index"; exit 1; }
git diff -- "$index"

say 'npm run schema:generate (builds, then writes the contract and the README sections)'
npm run --silent schema:generate
node dist/src/app/tools/generate-schemas.js --check
say 'npm run lint (eslint, dependency-cruiser)'
npm run --silent lint
say 'npm run typecheck (the service, its tests, the web client against the regenerated OpenAPI)'
npm run --silent typecheck

export NODE_OPTIONS='--experimental-vm-modules --no-warnings'
say "conformance and rules specs of $toy"
npx jest src/games/conformance.spec.ts "src/games/$toy" -t "$toy"
say 'unit specs and end-to-end suites that enumerate games'
npx jest --verbose src/games/takeback.spec.ts src/domain/legal-moves-answer.spec.ts src/domain/verify-record.spec.ts \
  test/contract test/games-play test/graphql-typed test/bots test/docs test/social

say 'files changed in the scratch copy: the two above, and what schema:generate writes'
git add -A && git status --short
unexpected=$(git diff --cached --name-only | grep -v -E "^(src/games/index\.ts|src/games/$toy/.*|README\.md|docs/api\.md|openapi/openapi\.json|openapi/schema\.gql|test/contract/client/openapi\.d\.ts)$" || true)
[ -z "$unexpected" ] || { say "changed, but not by the contributor's edit nor by schema:generate: $unexpected"; exit 1; }
say 'passed'
