#!/bin/sh
# prune SERVICE... : inside the Dockerfile's `dist` stage (/src: the lockfile, the libs and every
# service's package.json and dist), keeps only the named services and installs only their production
# dependencies (and those of libs/contracts and libs/service-kit), exactly as locked.
set -eu
cd /src
keep=" $* "
for dir in services/*; do
  case "$keep" in
    *" ${dir#services/} "*) ;;
    *) rm -rf "$dir" ;;
  esac
done
workspaces="-w libs/contracts -w libs/service-kit"
for name in "$@"; do workspaces="$workspaces -w services/$name"; done
# shellcheck disable=SC2086
npm install --omit=dev --no-audit --no-fund --include-workspace-root=false $workspaces
npm cache clean --force 2>/dev/null
rm -f .npmrc
