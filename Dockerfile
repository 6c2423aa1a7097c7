# syntax=docker/dockerfile:1.7
# One image build for every deployable. Build a service with:
#   docker build --target service --build-arg SERVICE=auth -t icp-studio/auth .
# and the edge (nginx + the built SPA) with --target edge; the migration job with --target migrate.
ARG NODE_IMAGE=node:20.19.5-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27.5-alpine

# ---- dependencies (cached while package manifests are unchanged) ----
FROM ${NODE_IMAGE} AS deps
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
RUN npm ci --no-audit --no-fund

# ---- build every workspace ----
FROM deps AS build
COPY tsconfig.base.json ./
COPY libs libs
COPY services services
COPY web web
RUN npm run build

# ---- one service: its dist and its production dependencies only ----
FROM ${NODE_IMAGE} AS service
ARG SERVICE
ENV NODE_ENV=production SERVICE_NAME=${SERVICE}
WORKDIR /app
COPY --from=deps /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/service-kit/package.json libs/service-kit/
COPY --from=build /app/libs/service-kit/dist libs/service-kit/dist
COPY --from=build /app/services/${SERVICE}/package.json services/${SERVICE}/
COPY --from=build /app/services/${SERVICE}/dist services/${SERVICE}/dist
RUN npm ci --omit=dev --no-audit --no-fund -w "services/${SERVICE}" -w libs/contracts -w libs/service-kit \
      --include-workspace-root=false \
    && npm cache clean --force \
    && printf '#!/bin/sh\nexec node --enable-source-maps "services/%s/dist/main.js"\n' "${SERVICE}" > /usr/local/bin/start-service \
    && chmod +x /usr/local/bin/start-service
USER node
CMD ["start-service"]

# ---- the pdf worker: a service image plus Debian's Chromium and the Noto fonts (Latin, Greek, Cyrillic,
# Arabic... and CJK) that the documents embed ----
FROM service AS pdf
USER root
RUN apt-get update \
    && apt-get install -y --no-install-recommends chromium fonts-noto-core fonts-noto-cjk \
    && rm -rf /var/lib/apt/lists/*
USER node

# ---- the one-shot migration job: every service's migrations, one after another ----
FROM build AS migrate
ENV NODE_ENV=production
USER node
CMD ["sh", "-c", "for s in auth icp playbook ai; do node services/$s/dist/migrate.js || exit 1; done"]

# ---- edge: nginx serving the SPA and proxying /api and /ws ----
FROM ${NGINX_IMAGE} AS edge
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
