#!/usr/bin/env bash
# Makes sure PostgreSQL, Redis and NATS answer on localhost. Uses the ones already running; installs and
# starts missing ones from Debian's packages (this needs root, as on the project's machines).
set -euo pipefail

port_open() { timeout 1 bash -c "</dev/tcp/127.0.0.1/$1" 2>/dev/null; }
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
wait_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  echo "nothing answers on port $1 ($2)" >&2; return 1
}

if ! port_open 5432; then
  echo "PostgreSQL is not running: starting it"
  command -v pg_ctlcluster >/dev/null || apt_install postgresql
  version=$(ls /etc/postgresql | sort -V | tail -1)
  hba="/etc/postgresql/$version/main/pg_hba.conf"
  # A development machine: local connections are trusted, as on the project's machines.
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\nlocal all all trust' "$hba"
  fi
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  wait_port 5432 PostgreSQL
fi

if ! port_open 6379; then
  echo "Redis is not running: starting it"
  command -v redis-server >/dev/null || apt_install redis-server
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/icp-studio.log
  wait_port 6379 Redis
fi

# make up runs a NATS of its own (deploy/nats/nats.conf, a user per service: scripts/stack.mjs), so the
# binary is needed even where another NATS already answers on 4222.
command -v nats-server >/dev/null || [ -x /usr/sbin/nats-server ] || apt_install nats-server
if ! port_open 4222; then
  echo "NATS is not running: starting it"
  mkdir -p /var/lib/nats-server
  start-stop-daemon --start --oknodo --background --exec "$(command -v nats-server || echo /usr/sbin/nats-server)" -- \
    -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
  wait_port 4222 NATS
fi
echo "PostgreSQL, Redis and NATS are reachable"
