# syntax=docker/dockerfile:1.10
# Secret mounts with `env=` need the 1.10 frontend.
#
# Build (the pages are prerendered from the CMS, so the build reads and seeds the production CMS
# database; the four secrets must be the ones every instance runs with):
#   docker build \
#     --secret id=CMS_DATABASE_URL,env=CMS_DATABASE_URL \
#     --secret id=PAYLOAD_SECRET,env=PAYLOAD_SECRET \
#     --secret id=LEADS_HASH_SALT,env=LEADS_HASH_SALT \
#     --secret id=LEADS_FORM_SECRET,env=LEADS_FORM_SECRET \
#     --secret id=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY \
#     -t rapid-diagnostics-site .
# (compose.yaml does the same from deploy/site.env.)

# Build and runtime share one base so the native modules (better-sqlite3, sharp) compiled or
# downloaded in `deps` match the runtime's glibc and Node ABI.
FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

FROM base AS deps
# Toolchain for better-sqlite3 when no prebuilt binary matches; never reaches the runtime image.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# Pruned from the full install rather than a second `npm ci --omit=dev`, so native modules are
# not built twice and the runtime gets exactly the binaries the build used.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM deps AS build
COPY . .
# Secrets as mounts, not ARGs: build args are recorded in the image history. with-secrets.sh
# writes data/secrets.env even when the variables are set, so data/ is removed in the same layer.
RUN --mount=type=secret,id=CMS_DATABASE_URL,env=CMS_DATABASE_URL,required=true \
    --mount=type=secret,id=PAYLOAD_SECRET,env=PAYLOAD_SECRET,required=true \
    --mount=type=secret,id=LEADS_HASH_SALT,env=LEADS_HASH_SALT,required=true \
    --mount=type=secret,id=LEADS_FORM_SECRET,env=LEADS_FORM_SECRET,required=true \
    --mount=type=secret,id=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,required=true \
    npm run build \
 && rm -rf data

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json /app/server.ts /app/tsconfig.json /app/next.config.ts ./
COPY --from=build /app/scripts/with-secrets.sh /app/scripts/ensure-secrets.ts ./scripts/
# server.ts and next.config.ts import from src at run time (tsx, tsconfig paths); the build also
# generates files into src (the CMS import map) and public (the icon sprite).
COPY --from=build /app/src ./src
COPY --from=build /app/messages ./messages
COPY --from=build /app/public ./public
# Next writes its page and image caches under .next at run time.
COPY --from=build --chown=node:node /app/.next ./.next
# data/media is the CMS uploads volume; created here so a fresh named volume is owned by `node`.
RUN mkdir -p data/media && chown -R node:node data
USER node
EXPOSE 3000
# /readyz rather than /healthz: an instance whose databases are unreachable or unmigrated must
# not be marked healthy. Slim images have no curl, so Node's fetch does the probe.
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Secrets come from the environment, so with-secrets.sh (which would generate them) is bypassed.
CMD ["node", "--import", "tsx", "server.ts"]
