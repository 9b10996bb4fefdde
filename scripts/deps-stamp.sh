#!/usr/bin/env bash
# Usage: scripts/deps-stamp.sh check|record   (run in the project folder)
#   check   exits 0 when node_modules was installed from the current package-lock.json, 1 when it
#           is missing or was installed from another one (e.g. before a pull that changed it);
#   record  notes the current lock file's hash after a successful `npm ci`.
set -euo pipefail
stamp=node_modules/.package-lock.sha256
hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
case "${1:-}" in
  check) [ -d node_modules ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$hash" ] ;;
  record) echo "$hash" >"$stamp" ;;
  *) echo "usage: $0 check|record" >&2; exit 2 ;;
esac
