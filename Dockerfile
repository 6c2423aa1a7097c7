# syntax=docker/dockerfile:1.7
# One build for every deployable: a named target per image (docker-compose.yml and k8s/ use the same).
#
#   docker build --target auth      -t icp-studio/auth:0.1.0 .        # likewise icp, playbook, ai, admin,
#   docker build --target ai-worker -t icp-studio/ai-worker:0.1.0 .   # realtime, gateway
#   docker build --target pdf       -t icp-studio/pdf:0.1.0 .         # the worker with Chromium and fonts
#   docker build --target migrate   -t icp-studio/migrate:0.1.0 .     # the one-shot migration job
#   docker build --target edge      -t icp-studio/edge:0.1.0 .        # nginx: the SPA (+ /api, /ws in compose)
#   docker build --target backup    -t icp-studio/backup:0.1.0 .      # backups and restores (make backup)
#
# Runtime images hold one service's compiled output and its production dependencies only, run as the
# unprivileged uid 1000 (numeric, so Kubernetes can verify runAsNonRoot) and need no writable file
# system but /tmp. Base images are pinned to exact versions.
ARG NODE_IMAGE=node:20.19.5-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27.5-alpine
ARG POSTGRES_IMAGE=postgres:16.4-alpine

# ---- dependencies of the whole workspace (cached while the manifests are unchanged) ----
FROM ${NODE_IMAGE} AS deps
ENV SCARF_ANALYTICS=false
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY services/admin/package.json services/admin/
COPY services/ai/package.json services/ai/
COPY services/auth/package.json services/auth/
COPY services/gateway/package.json services/gateway/
COPY services/icp/package.json services/icp/
COPY services/pdf/package.json services/pdf/
COPY services/playbook/package.json services/playbook/
COPY services/realtime/package.json services/realtime/
COPY web/package.json web/
# Exactly the locked versions (the lock lists every platform's optional binaries, so `npm ci` takes it).
RUN npm ci --no-audit --no-fund

# ---- build every workspace ----
FROM deps AS build
COPY tsconfig.base.json ./
# npm run build: every workspace's build, two at a time (scripts/workspaces.mjs)
COPY scripts/workspaces.mjs scripts/
COPY libs libs
COPY services services
COPY web web
RUN npm run build

# ---- what the runtime images are made of: manifests and compiled output, no sources ----
FROM ${NODE_IMAGE} AS dist
ENV SCARF_ANALYTICS=false
WORKDIR /src
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/service-kit/package.json libs/service-kit/
COPY --from=build /app/libs/service-kit/dist libs/service-kit/dist
COPY --from=build /app/services/admin/package.json services/admin/
COPY --from=build /app/services/admin/dist services/admin/dist
COPY --from=build /app/services/ai/package.json services/ai/
COPY --from=build /app/services/ai/dist services/ai/dist
COPY --from=build /app/services/auth/package.json services/auth/
COPY --from=build /app/services/auth/dist services/auth/dist
COPY --from=build /app/services/gateway/package.json services/gateway/
COPY --from=build /app/services/gateway/dist services/gateway/dist
COPY --from=build /app/services/icp/package.json services/icp/
COPY --from=build /app/services/icp/dist services/icp/dist
COPY --from=build /app/services/pdf/package.json services/pdf/
COPY --from=build /app/services/pdf/dist services/pdf/dist
COPY --from=build /app/services/playbook/package.json services/playbook/
COPY --from=build /app/services/playbook/dist services/playbook/dist
COPY --from=build /app/services/realtime/package.json services/realtime/
COPY --from=build /app/services/realtime/dist services/realtime/dist
COPY deploy/docker/prune.sh /usr/local/bin/prune

# ---- one service's production dependencies each (BuildKit builds only those a target needs) ----
FROM dist AS deps-auth
RUN prune auth
FROM dist AS deps-icp
RUN prune icp
FROM dist AS deps-playbook
RUN prune playbook
FROM dist AS deps-ai
RUN prune ai
FROM dist AS deps-admin
RUN prune admin
FROM dist AS deps-pdf
RUN prune pdf
FROM dist AS deps-realtime
RUN prune realtime
FROM dist AS deps-gateway
RUN prune gateway
FROM dist AS deps-migrate
RUN prune auth icp playbook ai

# ---- the runtime every Node.js image starts from ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# The base image's `node` user, by number. The application files stay root-owned: read-only to it.
USER 1000:1000
STOPSIGNAL SIGTERM

FROM runtime AS auth
ENV SERVICE_NAME=auth
COPY --from=deps-auth /src /app
EXPOSE 3101
CMD ["node", "--enable-source-maps", "services/auth/dist/main.js"]

FROM runtime AS icp
ENV SERVICE_NAME=icp
COPY --from=deps-icp /src /app
EXPOSE 3102
CMD ["node", "--enable-source-maps", "services/icp/dist/main.js"]

FROM runtime AS playbook
ENV SERVICE_NAME=playbook
COPY --from=deps-playbook /src /app
EXPOSE 3103
CMD ["node", "--enable-source-maps", "services/playbook/dist/main.js"]

FROM runtime AS ai
ENV SERVICE_NAME=ai
COPY --from=deps-ai /src /app
EXPOSE 3104
CMD ["node", "--enable-source-maps", "services/ai/dist/main.js"]

# The BullMQ worker of the AI analysis: the ai service's code, its worker entry.
FROM runtime AS ai-worker
ENV SERVICE_NAME=ai-worker HEALTH_PORT=3114
COPY --from=deps-ai /src /app
EXPOSE 3114
CMD ["node", "--enable-source-maps", "services/ai/dist/worker.js"]

FROM runtime AS admin
ENV SERVICE_NAME=admin
COPY --from=deps-admin /src /app
EXPOSE 3105
CMD ["node", "--enable-source-maps", "services/admin/dist/main.js"]

# The pdf worker: Debian's Chromium and the Noto fonts (Latin, Greek, Cyrillic, Arabic... and CJK) that
# the documents embed. Chromium writes only under /tmp (HOME) and /dev/shm.
FROM runtime AS pdf
USER root
RUN apt-get update \
    && apt-get install -y --no-install-recommends chromium fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji \
    && rm -rf /var/lib/apt/lists/*
USER 1000:1000
ENV SERVICE_NAME=pdf CHROMIUM_PATH=/usr/bin/chromium HOME=/tmp
COPY --from=deps-pdf /src /app
EXPOSE 3106
CMD ["node", "--enable-source-maps", "services/pdf/dist/main.js"]

FROM runtime AS realtime
ENV SERVICE_NAME=realtime
COPY --from=deps-realtime /src /app
EXPOSE 3107
CMD ["node", "--enable-source-maps", "services/realtime/dist/main.js"]

FROM runtime AS gateway
ENV SERVICE_NAME=gateway
COPY --from=deps-gateway /src /app
EXPOSE 3000 3100
CMD ["node", "--enable-source-maps", "services/gateway/dist/main.js"]

# ---- the one-shot migration job: every schema's migrations, one after another ----
FROM runtime AS migrate
ENV SERVICE_NAME=migrate
COPY --from=deps-migrate /src /app
CMD ["sh", "-c", "for s in auth icp playbook ai; do node services/$s/dist/migrate.js || exit 1; done"]

# ---- backups: scripts/backup.mjs with pg_dump/pg_restore of the server's major version (the compose
# `backup` service, the Kubernetes CronJob; docs/operations.md). PostgreSQL's own image, with Node.js and
# the migration image's dependencies (pg) beside the script.
FROM ${POSTGRES_IMAGE} AS backup
RUN apk add --no-cache nodejs tar
WORKDIR /app
COPY --from=deps-migrate /src/node_modules node_modules
COPY scripts/backup.mjs scripts/services.mjs scripts/
ENV NODE_ENV=production BACKUP_DIR=/backups STACK_ENV_FILE=/dev/null
# The image's postgres user, by number.
USER 70:70
ENTRYPOINT ["node", "scripts/backup.mjs"]
CMD ["schedule", "--every", "3600"]

# ---- edge: nginx (unprivileged, uid 101, port 8080) serving the SPA; in compose also /api and /ws ----
FROM ${NGINX_IMAGE} AS edge
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
USER 101:101
EXPOSE 8080
