#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: Debian's package at /usr/bin/chromium when it can be had
# (installed with apt-get when missing and we may), otherwise Playwright's own build.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else SUDO="none"; fi
  if [ "$SUDO" != none ]; then
    echo "Installing Debian's chromium for the browser tests"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
    [ -x /usr/bin/chromium ] && exit 0
  fi
fi
echo "No system Chromium; falling back to Playwright's own browser"
npx playwright install chromium
