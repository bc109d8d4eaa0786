# syntax=docker/dockerfile:1
# Node 26.13.0: the current LTS line ('Lithium', LTS since 2026-10-28), pinned by exact version so a
# rebuild gets the same Node (bump it on purpose). The same base in both stages: native modules
# (better-sqlite3) are compiled for the Node that runs them.
# Build: install everything (better-sqlite3 compiles here), generate the Prisma clients, compile,
# then drop the development dependencies.
FROM node:26.13.0-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# The web client's own package (installed by the root's postinstall).
COPY web/package.json web/package-lock.json ./web/
# `npm ci`: exactly the committed lock file, or a refusal. The lock file holds every platform's
# optional native packages (@swc/core, @node-rs/argon2 and the web client's esbuild for
# linux-x64 and linux-arm64), so the image builds on amd64 and arm64 alike;
# better-sqlite3 compiles here when no prebuilt binary can be fetched.
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
# `npm run build` ends by stamping the build current (scripts/build-if-stale.mjs --stamp).
COPY scripts ./scripts
COPY src ./src
COPY bench ./bench
# The web client is built from the committed OpenAPI document (its typed client is generated from it).
COPY openapi ./openapi
COPY web ./web
# Each game's rules documents (src/games/<id>/rules.md and its translations rules.<lang>.md, served
# at GET /v1/games/{id}/rules) are set apart with their paths, for the run stage: the only part of
# the sources it needs.
RUN npm run build && npm prune --omit=dev --ignore-scripts && mkdir -p data rules && cp --parents src/games/*/rules.md src/games/*/rules.*.md rules/

# Run: production dependencies and the compiled code only, as an unprivileged user.
FROM node:26.13.0-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 DATABASE_URL=file:/app/data/pyramidion.db
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The built web client, served at / (WEB_DIR=web/dist).
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/prisma ./prisma
# The rules documents served at GET /v1/games/{id}/rules, at their paths (each game's meta.rulesDoc and its translations).
COPY --from=build /app/rules ./
COPY --from=build --chown=node:node /app/data ./data
COPY --chmod=755 docker-entrypoint.sh ./
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini is PID 1: it passes SIGTERM on to its child and reaps zombies. The entry point applies the
# migrations, then execs the command, so node is tini's direct child and gets the signal itself
# (it then drains requests and exits 0 within SHUTDOWN_TIMEOUT_MS, under Docker's 10 s).
ENTRYPOINT ["/usr/bin/tini", "--", "./docker-entrypoint.sh"]
CMD ["node", "dist/src/main.js"]
