#!/usr/bin/env bash
# Debian's Chromium and fonts for the end-to-end tests and the PDF worker (no browser downloads here),
# and nginx, which test/deploy/edge.test.mjs runs with deploy/nginx.conf (the compose edge).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
# Emoji in names and texts (a PDF would show a box without it).
dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || missing+=(fonts-noto-color-emoji)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
nginx_missing=no
PATH="$PATH:/usr/sbin" command -v nginx >/dev/null || { missing+=(nginx-light); nginx_missing=yes; }
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The tests run nginx themselves: a service the package started is stopped (only one installed here).
if [ "$nginx_missing" = yes ] && command -v systemctl >/dev/null && systemctl is-active --quiet nginx 2>/dev/null; then
  systemctl disable --now nginx >/dev/null 2>&1 || true
fi
