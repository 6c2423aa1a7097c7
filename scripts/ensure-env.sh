#!/usr/bin/env bash
# Creates .env from .env.example on first run, with a fresh session secret and admin password.
set -euo pipefail
[ -f .env ] && exit 0
secret=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))")
admin=$(node -e "const c=require('crypto');console.log('Adm1n!'+c.randomBytes(9).toString('base64url'))")
key=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64'))")
sed -e "s|^SESSION_SECRET=.*|SESSION_SECRET=$secret|" \
    -e "s|^ADMIN_PASSWORD=.*|ADMIN_PASSWORD=$admin|" \
    -e "s|^AI_ENCRYPTION_KEY=.*|AI_ENCRYPTION_KEY=$key|" .env.example > .env
echo "created .env (admin credentials: ADMIN_EMAIL / ADMIN_PASSWORD in .env)"
