# Kurswerk's container image (issue 31, decision 0132).
#   docker build -t kurswerk .
#   docker run -p 3000:3000 -v kurswerk-data:/data -e AUTH_SECRET=… -e BASE_URL=… kurswerk
# Three stages: the build (all dependencies), the production dependencies, and the image
# itself with only those, the built app and the migrations, run as the unprivileged user
# "node". Debian 13 (trixie) as the base: its PostgreSQL client is 17, the version of the
# compose file's database, for `npm run backup` on PostgreSQL (pg_dump refuses newer servers).
ARG NODE_IMAGE=node:20-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# No browser downloads: the image needs none (tests are not run here).
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The packages the built app imports (read by esbuild), for the pruning below.
RUN node scripts/build.mjs --force && node scripts/prune-runtime.mjs --write-list

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# Only what the built app can load stays: the web build's packages (Pyodide, motion,
# react-router, …), optional peers (typescript, drizzle-kit, vitest, jsdom) and type
# declarations and source maps go (docs/deployment.md, "Size").
COPY --from=build /app/dist/runtime-packages.json ./dist/runtime-packages.json
COPY scripts/prune-runtime.mjs ./scripts/
RUN node scripts/prune-runtime.mjs --from-list

FROM ${NODE_IMAGE}
# pg_dump and psql for npm run backup / restore against PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-17 \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MIGRATIONS_DIR=/app/drizzle \
    PG_BIN=/usr/lib/postgresql/17/bin
WORKDIR /app
# Everything below belongs to root: the app cannot change its own code.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json ./
COPY drizzle ./drizzle
COPY scripts/start.mjs scripts/cli.mjs ./scripts/
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready = the database answers and the process is not draining (503 after SIGTERM).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself as PID 1: it handles SIGTERM (503 for new requests, requests in flight
# and jobs get SHUTDOWN_GRACE_MS, then the database closes), applies migrations at start.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
