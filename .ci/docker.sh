#!/usr/bin/env bash
# The Dockerfile, checked without a Docker engine (there is none on these machines):
#  1. lint: hadolint when it is installed; else dockerfile-utils (npm), which validates every
#     instruction and its arguments; plus the rule this file exists for: ENTRYPOINT and CMD in
#     exec form, never a shell that would swallow SIGTERM;
#  2. its own commands, read from the Dockerfile and run as written, one clean directory per
#     stage (the image's /app is <stage>/app): COPY from a copy of the repository without
#     node_modules, each RUN, then ENTRYPOINT + CMD; the HEALTHCHECK must pass, node must be the
#     direct child of tini, and SIGTERM must end it with exit code 0.
# System packages of `apt-get install` lines are installed on this machine when missing (root).
# The machine's Node runs the commands, not the image's (node:26.13.0): compared below.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
dockerfile=$repo/Dockerfile
work=$(mktemp -d)
server=''
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then kill -KILL "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
say() { printf '[docker.sh] %s\n' "$*"; }
# npm may take what its cache holds without asking the registry again (the lock file pins every
# version), and skips the audit and funding calls: the commands themselves stay as written.
export npm_config_prefer_offline=true npm_config_audit=false npm_config_fund=false

# --- 1. lint -------------------------------------------------------------------------------
if command -v hadolint >/dev/null 2>&1; then
  say "hadolint $(hadolint --version)"
  hadolint "$dockerfile"
else
  say 'hadolint: not installed (not in Debian bookworm, no npm package ships its binary); dockerfile-utils instead'
  npx --yes dockerfile-utils@0.16.3 lint "$dockerfile"
fi

# Logical lines: continuations joined, comments and blank lines dropped.
mapfile -t lines < <(sed -e ':a' -e '/\\$/N; s/\\\n//; ta' "$dockerfile" | grep -v -E '^\s*(#|$)')
for line in "${lines[@]}"; do
  case "$line" in
    ENTRYPOINT*|CMD*) [[ "${line#* }" == \[* ]] || { say "not in exec form (a shell would swallow SIGTERM): $line"; exit 1; } ;;
  esac
done
# The install is reproducible: `npm ci` (the lock file exactly), never `npm install` (which may
# resolve other versions than the committed lock file's).
grep -q -E '^RUN npm ci( |$)' "$dockerfile" || { say 'the build must install with `npm ci` (the committed lock file)'; exit 1; }
if grep -q -E '^RUN .*npm (install|i)( |$)' "$dockerfile"; then say 'an `npm install` in the Dockerfile: use `npm ci`'; exit 1; fi
say 'lint passed'

# --- 2. the commands -------------------------------------------------------------------------
context=$work/context
mkdir -p "$context"
# The build context as Docker would send it: the repository without what .dockerignore drops
# (here: node_modules, dist, data, generated clients, ...).
# Docker anchors a pattern at the context's root unless it starts with **/.
excludes=()
while read -r pattern; do
  if [[ "$pattern" == '**/'* ]]; then excludes+=(--no-anchored "--exclude=${pattern#'**/'}"); else excludes+=(--anchored "--exclude=./$pattern"); fi
done < <(grep -v -E '^\s*(#|$)' "$repo/.dockerignore")
tar -C "$repo" "${excludes[@]}" -cf - . | tar -C "$context" -xf -

json_args() { node -e 'for (const a of JSON.parse(process.argv[1])) process.stdout.write(a + "\0")' "$1"; }
# The image's absolute paths, inside this stage's directory.
mapped() { printf '%s' "${1//\/app/$root\/app}"; }

stage=0 root='' cwd='' entrypoint=() cmd=() healthcheck=()
start=$(date +%s)
for line in "${lines[@]}"; do
  instruction=${line%% *} args=${line#* }
  case "$instruction" in
    FROM)
      stage=$((stage + 1))
      name=$(sed -n -E 's/.* AS ([A-Za-z0-9_-]+)$/\1/p' <<<"$args"); name=${name:-$stage}
      root=$work/stage-$name cwd=$root
      mkdir -p "$root"
      image=${args%% *}
      wanted=$(sed -n -E 's/^node:([0-9]+).*/\1/p' <<<"$image")
      have=$(node -p 'process.versions.node.split(".")[0]')
      say "stage $name ($image): the commands run with this machine's Node $(node --version)${wanted:+, the image has Node $wanted}"
      [ -z "$wanted" ] || [ "$wanted" = "$have" ] || say "note: Node $have here, $wanted in the image (package.json engines: $(node -p 'require("./package.json").engines.node'))"
      ;;
    WORKDIR) cwd=$root$args; mkdir -p "$cwd" ;;
    ENV)
      for pair in $args; do export "${pair%%=*}=$(mapped "${pair#*=}")"; done ;;
    COPY)
      from=$context opts=()
      read -r -a words <<<"$args"
      while [[ "${words[0]}" == --* ]]; do
        case "${words[0]}" in --from=*) from=$work/stage-${words[0]#--from=} ;; esac
        words=("${words[@]:1}")
      done
      dest=${words[-1]}
      [[ "$dest" == /* ]] && dest=$root$dest || dest=$cwd/$dest
      for src in "${words[@]:0:${#words[@]}-1}"; do
        [[ "$from" == "$context" ]] && path=$context/$src || path=$from$src
        [ -e "$path" ] || { say "COPY: $src not found (missing from the context?)"; exit 1; }
        # Docker's rules: a directory's contents are merged into the destination; a file goes into
        # a destination that ends with / (or is a directory), else becomes it.
        if [ -d "$path" ]; then mkdir -p "$dest"; cp -a "$path/." "$dest/"
        elif [[ "$dest" == */ ]] || [ -d "$dest" ]; then mkdir -p "$dest"; cp -a "$path" "$dest/"
        else mkdir -p "$(dirname "$dest")"; cp -a "$path" "$dest"; fi
      done
      ;;
    RUN)
      if [[ "$args" == *apt-get* ]]; then
        packages=$(sed -n -E 's/.*apt-get install ([^&;]*).*/\1/p' <<<"$args" | tr ' ' '\n' | grep -v -E '^-|^$' || true)
        missing=$(for p in $packages; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
        if [ -n "$missing" ]; then
          say "installing system packages: $missing"
          apt-get update -qq && apt-get install -y -qq --no-install-recommends $missing >/dev/null
        fi
        say "RUN (system packages present): $args"
      else
        say "RUN $args"
        t0=$(date +%s)
        (cd "$cwd" && sh -euc "$(mapped "$args")")
        say "  ($(( $(date +%s) - t0 )) s)"
      fi
      ;;
    HEALTHCHECK) mapfile -d '' -t healthcheck < <(json_args "${args#*CMD }") ;;
    ENTRYPOINT) mapfile -d '' -t entrypoint < <(json_args "$args") ;;
    CMD) mapfile -d '' -t cmd < <(json_args "$args") ;;
    USER|EXPOSE|VOLUME|LABEL|ARG) ;;
    *) say "instruction not handled here: $instruction"; exit 1 ;;
  esac
done
say "built in $(( $(date +%s) - start )) s"

# --- 3. the container --------------------------------------------------------------------------
port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
export PORT=$port HOST=127.0.0.1 JWT_SECRET=docker-check-secret-0123456789 LOG_FORMAT=json
log=$work/server.log
say "starting: ${entrypoint[*]} ${cmd[*]} (port $port)"
(cd "$cwd" && exec "${entrypoint[@]}" "${cmd[@]}") >"$log" 2>&1 &
server=$!
healthy=''
for _ in $(seq 1 120); do
  if (cd "$cwd" && "${healthcheck[@]}"); then healthy=yes; break; fi
  kill -0 "$server" 2>/dev/null || break
  sleep 0.5
done
[ -n "$healthy" ] || { say 'HEALTHCHECK never passed'; cat "$log"; exit 1; }
say 'HEALTHCHECK passed'
node -e 'fetch(process.argv[1]).then(async (r) => { console.log(r.status, await r.text()); process.exit(r.ok ? 0 : 1); })' "http://127.0.0.1:$port/health/ready"
# The web client is built into the image and served at /.
node -e 'fetch(process.argv[1]).then(async (r) => { const t = await r.text(); const ok = r.ok && t.includes("<div id=\"app\">"); console.log(r.status, ok ? "web client served at /" : t.slice(0, 200)); process.exit(ok ? 0 : 1); })' "http://127.0.0.1:$port/"
# Each game's rules document is in the image, at its meta.rulesDoc path.
node -e 'const base = process.argv[1]; fetch(base + "/v1/games").then((r) => r.json()).then(async (games) => { for (const g of games) { const r = await fetch(base + "/v1/games/" + g.id + "/rules"); console.log(r.status, g.rulesDoc); if (!r.ok) process.exit(1); } })' "http://127.0.0.1:$port"
child=$(ps -o pid=,args= --ppid "$server" | sed -n 1p)
say "tini's child: $child"
[[ "$child" == *"node dist/src/main.js"* ]] || { say 'node is not the direct child of tini (the entry point must exec it)'; exit 1; }
[ -f "$root/app/data/pyramidion.db" ] || { say 'no database at the image path /app/data'; exit 1; }

say 'SIGTERM'
kill -TERM "$server"
code=0
wait "$server" || code=$?
server=''
grep -E '"msg":"(SIGTERM: shutting down|shut down)"' "$log" || true
[ "$code" -eq 0 ] || { say "exit code $code after SIGTERM"; tail -n 20 "$log"; exit 1; }
say "exit code 0 after SIGTERM; whole check $(( $(date +%s) - start )) s"
