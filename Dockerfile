# syntax=docker/dockerfile:1
# Build: install everything (better-sqlite3 compiles here), generate the Prisma clients, compile.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm install
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY bench ./bench
RUN npm run build && npm prune --omit=dev --ignore-scripts

# Run: production dependencies and the compiled code only, as an unprivileged user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATABASE_URL=file:/app/data/pyramidion.db
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma ./prisma
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations first (the same code the server runs at start), then the server.
CMD ["sh", "-c", "node dist/src/persistence/migrate.js && node dist/src/main.js"]
