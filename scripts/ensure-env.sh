#!/usr/bin/env bash
# Creates .env from .env.example on first run, with a fresh session secret, admin password, AI key and
# one NATS password per service and the key pairs of signed actors. An .env from before the NATS users gets their
# passwords added.
set -euo pipefail
# A NATS password: nats-server parses the variable's value as a config value, so it must read as a
# string there: a letter first, then only letters and digits (a leading digit would parse as a number).
rand() { node -e "console.log('pw'+require('crypto').randomBytes(24).toString('hex'))"; }
NATS_VARS="NATS_PASSWORD_GATEWAY NATS_PASSWORD_AUTH NATS_PASSWORD_ICP NATS_PASSWORD_PLAYBOOK NATS_PASSWORD_AI NATS_PASSWORD_AI_WORKER NATS_PASSWORD_ADMIN NATS_PASSWORD_PDF NATS_PASSWORD_REALTIME"
# The key pairs of signed actors (scripts/actor-keys.mjs), written whole when any of them is missing.
actor_keys() {
  local lines
  lines=$(node scripts/actor-keys.mjs --missing .env)
  [ -z "$lines" ] && return 0
  sed -i '/^ACTOR_PUBLIC_KEYS=/d; /^ACTOR_SIGNING_KEY_GATEWAY=/d; /^ACTOR_SIGNING_KEY_REALTIME=/d' .env
  echo "$lines" >> .env
}
if [ -f .env ]; then
  for name in $NATS_VARS; do
    grep -q "^$name=." .env || { sed -i "/^$name=/d" .env; echo "$name=$(rand)" >> .env; }
  done
  grep -q "^SHARE_LINK_KEY=." .env || {
    sed -i "/^SHARE_LINK_KEY=/d" .env
    echo "SHARE_LINK_KEY=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))")" >> .env
  }
  actor_keys
  exit 0
fi
secret=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))")
admin=$(node -e "const c=require('crypto');console.log('Adm1n!'+c.randomBytes(9).toString('base64url'))")
key=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64'))")
share=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))")
sed -e "s|^SESSION_SECRET=.*|SESSION_SECRET=$secret|" \
    -e "s|^SHARE_LINK_KEY=.*|SHARE_LINK_KEY=$share|" \
    -e "s|^ADMIN_PASSWORD=.*|ADMIN_PASSWORD=$admin|" \
    -e "s|^AI_ENCRYPTION_KEY=.*|AI_ENCRYPTION_KEY=$key|" \
    -e "s|^NATS_PASSWORD_GATEWAY=.*|NATS_PASSWORD_GATEWAY=$(rand)|" \
    -e "s|^NATS_PASSWORD_AUTH=.*|NATS_PASSWORD_AUTH=$(rand)|" \
    -e "s|^NATS_PASSWORD_ICP=.*|NATS_PASSWORD_ICP=$(rand)|" \
    -e "s|^NATS_PASSWORD_PLAYBOOK=.*|NATS_PASSWORD_PLAYBOOK=$(rand)|" \
    -e "s|^NATS_PASSWORD_AI=.*|NATS_PASSWORD_AI=$(rand)|" \
    -e "s|^NATS_PASSWORD_AI_WORKER=.*|NATS_PASSWORD_AI_WORKER=$(rand)|" \
    -e "s|^NATS_PASSWORD_ADMIN=.*|NATS_PASSWORD_ADMIN=$(rand)|" \
    -e "s|^NATS_PASSWORD_PDF=.*|NATS_PASSWORD_PDF=$(rand)|" \
    -e "s|^NATS_PASSWORD_REALTIME=.*|NATS_PASSWORD_REALTIME=$(rand)|" .env.example > .env
actor_keys
echo "created .env (admin credentials: ADMIN_EMAIL / ADMIN_PASSWORD in .env)"
