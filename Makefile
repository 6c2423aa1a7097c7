# ICP Studio. `make up` runs the whole product; `make test` runs every test. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := help
export NODE_OPTIONS ?=

.PHONY: help install build up down status dev test lint typecheck format unit integration deploy-check e2e infra browser browser-or-warn bench clean test-security test-fuzz test-faults

help:
	@echo "make up      install, build, migrate and run ICP Studio on http://localhost:8080"
	@echo "make status  each process of make up: state, restarts, pid, port"
	@echo "make down    stop what make up started"
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

status:
	@if docker info >/dev/null 2>&1 && [ "$${USE_DOCKER:-auto}" != "no" ] && [ ! -f .run/stack.json ]; then \
	  docker compose ps; else node scripts/stack.mjs status; fi

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
