#!/usr/bin/env bash
# Installs everything the tests need on a fresh Debian machine, then runs the whole suite.
# System packages come from Debian (chromium for the browser tests, nginx + brotli module to serve
# the build as deployed, the database servers, proxies, broker and linters the doc-tests run samples in); npm packages from the npm registry, exactly as package-lock.json pins them.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v nginx >/dev/null 2>&1 || need+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
# A Chinese font, as every reader's device has: without one, chromium draws boxes and lays CJK text
# out through per-character font fallback, so screenshots and layout timings would not be a reader's.
fc-list :lang=zh 2>/dev/null | grep -q . || need+=(fonts-noto-cjk)
# Java runs the Nu Html Checker (vnu-jar) of tests/build/html-standards.
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
# The real programs the doc-tests (tests/doc) run the pages' samples in: a reader pastes them there.
command -v mariadbd >/dev/null 2>&1 || need+=(mariadb-server)
command -v mariadb >/dev/null 2>&1 || need+=(mariadb-client)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v psql >/dev/null 2>&1 || need+=(postgresql-client)
# PostGIS for the pages' PostGIS sample (CREATE EXTENSION postgis), for Debian's default PostgreSQL.
ls /usr/share/postgresql/*/extension/postgis.control >/dev/null 2>&1 || need+=(postgresql-postgis)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
command -v redis-cli >/dev/null 2>&1 || need+=(redis-tools)
command -v openssl >/dev/null 2>&1 || need+=(openssl)
command -v haproxy >/dev/null 2>&1 || need+=(haproxy)
command -v mosquitto >/dev/null 2>&1 || need+=(mosquitto)
command -v mosquitto_pub >/dev/null 2>&1 || need+=(mosquitto-clients)
command -v shellcheck >/dev/null 2>&1 || need+=(shellcheck)
# systemd-analyze verifies the systemd unit files the pages give (tests/doc/proxies).
command -v systemd-analyze >/dev/null 2>&1 || need+=(systemd)
# Docker for the compose cluster of install/docker-compose (tests/doc/compose-cluster: a scratch dockerd
# runs the page's compose file with a BusyBox stand-in for the FluxMQ image).
command -v dockerd >/dev/null 2>&1 || need+=(docker.io)
command -v docker-compose >/dev/null 2>&1 || need+=(docker-compose)
command -v busybox >/dev/null 2>&1 || need+=(busybox-static)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

npm test
