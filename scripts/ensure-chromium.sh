#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium, the browser Playwright and Lighthouse use.
# Installs it with apt when running as root; otherwise says what to install. It never downloads a
# browser any other way (no `playwright install`).
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "chromium: $("$CHROMIUM" --version 2>/dev/null || echo "present at $CHROMIUM")"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "chromium: $CHROMIUM is missing; installing the Debian package 'chromium' with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
  if [ ! -x "$CHROMIUM" ]; then
    echo "chromium: apt-get finished but $CHROMIUM is still missing" >&2
    exit 1
  fi
  echo "chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

cat >&2 <<MSG
chromium: $CHROMIUM is missing and this user is not root, so it cannot be installed here.
Install the Debian/Ubuntu package 'chromium' as root, then run the tests again:

    sudo apt-get update && sudo apt-get install -y chromium

(The tests use the system Chromium at $CHROMIUM; they never download a browser.)
MSG
exit 1
