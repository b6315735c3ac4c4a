#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium (run by `npm test` before anything else, and by .ci/run).
# In order of preference:
#   1. Debian's package at $CHROMIUM_PATH (default /usr/bin/chromium), installed with apt-get when missing
#      and we are root or may use sudo without a password;
#   2. Playwright's own build, if it is already there or `npx playwright install chromium` can fetch it.
# Where neither works, one line says what is needed and how to get it, and the script fails; what the
# installers printed is kept in a log that line names, not poured onto the terminal.
# playwright.config.ts reads the same CHROMIUM_PATH, so a Chromium elsewhere can be named there.
set -uo pipefail
cd "$(dirname "$0")/.."

system="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$system" ]; then exit 0; fi

# Playwright's own build, when it is installed already (PLAYWRIGHT_BROWSERS_PATH moves it, as for Playwright).
playwright_installed() { [ -d node_modules/@playwright/test ]; }
playwright_browser() {
  node -e 'import("@playwright/test").then((m) => console.log(m.chromium.executablePath()))' 2>/dev/null
}
if playwright_installed; then
  own="$(playwright_browser)"
  if [ -n "$own" ] && [ -x "$own" ]; then exit 0; fi
fi

log="${TMPDIR:-/tmp}/ensure-browser.$$.log"
: > "$log"

if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then sudo=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo -n"
  else sudo="none"
  fi
  if [ "$sudo" != none ]; then
    echo "Installing Debian's chromium for the browser tests (apt-get; its output goes to $log)"
    if { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium; } >>"$log" 2>&1 \
      && [ -x "$system" ]; then
      exit 0
    fi
    echo "apt-get could not install chromium; trying Playwright's own build"
  fi
fi

if playwright_installed; then
  echo "Fetching Playwright's own Chromium (npx playwright install chromium; its output goes to $log)"
  if npx --no-install playwright install chromium >>"$log" 2>&1; then
    own="$(playwright_browser)"
    if [ -n "$own" ] && [ -x "$own" ]; then exit 0; fi
  fi
else
  # Before `npm install` (as in .ci/run) Playwright cannot fetch its browser yet; `npm test` tries again.
  echo "No Chromium yet; npm test will fetch Playwright's own after npm install"
  exit 0
fi

echo "The browser tests need Chromium and none could be installed: run 'sudo apt-get install chromium' (Debian/Ubuntu), or 'npx playwright install chromium' where its download is reachable, or set CHROMIUM_PATH to a Chromium executable (what the installers said: see $log)" >&2
exit 1
