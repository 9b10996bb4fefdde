#!/usr/bin/env bash
# Usage: scripts/with-secrets.sh COMMAND [ARGS...]
# Makes sure ./data/secrets.env exists (scripts/ensure-secrets.ts), exports every variable in it
# that is not already set in the environment, then runs COMMAND. `npm run build` and
# `npm run start` go through it so `next build` and the server see the same
# NEXT_SERVER_ACTIONS_ENCRYPTION_KEY.
set -euo pipefail
cd "$(dirname "$0")/.."
file="$(node_modules/.bin/tsx scripts/ensure-secrets.ts)"
while IFS= read -r line; do
  case "$line" in
    '' | '#'* | *[!A-Za-z0-9_=+/]*) continue ;;
  esac
  name="${line%%=*}"
  value="${line#*=}"
  if [ -z "${!name:-}" ]; then
    export "$name=$value"
  fi
done <"$file"
exec "$@"
