# ICP Studio. `make up` runs the whole product; `make test` runs every test. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := help
export NODE_OPTIONS ?=

.PHONY: help install build up down status restart dev backup restore verify-backup test lint typecheck format unit integration deploy-check e2e infra browser browser-or-warn bench clean test-security test-fuzz test-faults

help:
	@echo "make up      install, build, migrate and run ICP Studio on http://localhost:8080"
	@echo "make status  each process of make up: state, restarts, pid, port"
	@echo "make restart a rolling restart of make up's services, one instance at a time (S=\"icp gateway\": some)"
	@echo "make down    stop what make up started"
	@echo "make backup  a consistent backup of the database into backups/ (make restore FILE=…, make verify-backup FILE=…)"
	@echo "make dev     run with watch and hot reload (SPA on http://localhost:8080 via Vite)"
	@echo "make test    lint, typecheck, deployment checks, unit, integration and end-to-end tests"
	@echo "make bench   run the benchmarks and write docs/benchmarks.md"
	@echo "make test-security | test-fuzz | test-faults   the long forms of the proof suites (test/)"

# Exactly the locked versions: the lock lists every platform's optional binaries (@swc/core-*,
# rolldown-*), so `npm ci` takes it on any machine. Re-run only when a package file changes.
node_modules/.installed: package.json package-lock.json $(wildcard */*/package.json) web/package.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.installed

build: install
	npm run build

infra:
	@if docker info >/dev/null 2>&1 && [ "$${USE_DOCKER:-auto}" != "no" ]; then \
	  docker compose up -d --wait postgres redis nats mailpit; \
	else scripts/ensure-infra.sh; fi

browser:
	@scripts/ensure-browser.sh

# make up's browser step: where Chromium cannot be installed (no root, no network) the product still
# starts, PDF export answers 503 with the reason, and scripts/stack.mjs prints one warning line.
browser-or-warn:
	@scripts/ensure-browser.sh 2>/dev/null || true

up: install
	@if docker info >/dev/null 2>&1 && [ "$${USE_DOCKER:-auto}" != "no" ]; then \
	  scripts/ensure-env.sh && docker compose up -d --build --wait && \
	  echo "ICP Studio is running: http://localhost:8080 (admin: ADMIN_EMAIL / ADMIN_PASSWORD in .env)"; \
	else \
	  $(MAKE) --no-print-directory infra build browser-or-warn && scripts/ensure-env.sh && node scripts/stack.mjs up && \
	  echo "Admin sign-in: ADMIN_EMAIL / ADMIN_PASSWORD from .env (created on first run). Logs: .run/logs/. Processes: make status. Stop: make down"; \
	fi

down:
	@if [ -f .run/stack.json ]; then node scripts/stack.mjs down; fi
	@if docker info >/dev/null 2>&1 && [ "$${USE_DOCKER:-auto}" != "no" ]; then docker compose down; fi

# One instance at a time, each drained and back before the next (scripts/stack.mjs; docs/operations.md,
# "Rolling restarts"): with SCALE=2 no request fails. Compose has no rolling restart of one container
# per service: it restarts each (brief unavailability); Kubernetes rolls with `kubectl rollout restart`.
restart:
	@if [ -f .run/stack.json ]; then node scripts/stack.mjs restart $(S); \
	elif docker info >/dev/null 2>&1 && [ "$${USE_DOCKER:-auto}" != "no" ]; then \
	  for s in $(or $(S),$(filter-out backup,$(APP_SERVICES))); do docker compose restart $$s || exit 1; done; \
	else echo "not running (make up starts it)"; exit 1; fi

status:
	@if docker info >/dev/null 2>&1 && [ "$${USE_DOCKER:-auto}" != "no" ] && [ ! -f .run/stack.json ]; then \
	  docker compose ps; else node scripts/stack.mjs status; fi

# Backups and restores (scripts/backup.mjs; docs/operations.md). Under docker compose through its
# `backup` service (files in ./backups, mounted at /backups); otherwise for the `make up` stack, which
# `make restore` stops for the swap and starts again.
COMPOSE_MODE = docker info >/dev/null 2>&1 && [ "$${USE_DOCKER:-auto}" != "no" ] && [ ! -f .run/stack.json ]
APP_SERVICES = gateway realtime auth icp playbook ai ai-worker admin pdf backup

backup: install
	@if $(COMPOSE_MODE); then docker compose run --rm backup backup; \
	else node scripts/backup.mjs backup; fi

restore: install
	@test -n "$(FILE)" || { echo "usage: make restore FILE=backups/icp-studio-<time>.tar"; exit 2; }
	@if $(COMPOSE_MODE); then \
	  docker compose stop $(APP_SERVICES) && \
	  docker compose run --rm --no-deps backup restore "/backups/$$(basename "$(FILE)")"; rc=$$?; \
	  docker compose start $(APP_SERVICES); exit $$rc; \
	else node scripts/backup.mjs restore "$(FILE)" $(if $(ALLOW_KEY_MISMATCH),--allow-key-mismatch); fi

verify-backup: install
	@test -n "$(FILE)" || { echo "usage: make verify-backup FILE=backups/icp-studio-<time>.tar"; exit 2; }
	@if $(COMPOSE_MODE); then docker compose run --rm --no-deps backup verify "/backups/$$(basename "$(FILE)")"; \
	else node scripts/backup.mjs verify "$(FILE)"; fi

dev: install infra
	@scripts/ensure-env.sh
	node scripts/dev.mjs

lint: install
	npm run lint
	npm run format:check

typecheck: install
	npm run typecheck

unit: install
	npm run test:unit

integration: install infra
	npm run test:integration

# docker-compose.yml, the Dockerfile, k8s/ and the edge against the services' configuration (no Docker
# engine or cluster needed; reads the services' builds).
deploy-check: build
	npm run test:deploy

e2e: build infra browser
	npm run test:e2e

test: install infra browser
	npm run lint
	npm run format:check
	npm run build
	npm run test:deploy
	npm run typecheck
	npm run test:unit
	node test/eval/compliance/split.mjs --check
	npm run test:integration
	npm run test:e2e
	node test/security/run.mjs
	node test/fuzz/run.mjs --short
	node test/faults/run.mjs --short
	node test/supervisor/run.mjs
	node test/restore/run.mjs

# The proof suites in their long forms (make test runs their short forms): the role x endpoint security
# matrix and probes, contract-driven fuzzing of every endpoint, and fault injection under load.
test-security: build infra browser
	node test/security/run.mjs

test-fuzz: build infra
	node test/fuzz/run.mjs

test-faults: build infra browser
	node test/faults/run.mjs

bench: build infra
	node bench/run-all.mjs

clean:
	rm -rf node_modules */*/node_modules */*/dist web/dist .run test-results playwright-report
