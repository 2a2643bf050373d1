#!/usr/bin/env bash
# Makes sure the engine stage's browsers are installed: Debian's Firefox ESR (`firefox-esr`),
# WebKitGTK's WebDriver and MiniBrowser (`webkit2gtk-driver`) and a virtual display (`xvfb`).
# Installs the missing ones with apt-get when root; otherwise says what to install. Never downloads
# a browser from anywhere else.
#
#   source scripts/ensure-engines.sh   # or: bash scripts/ensure-engines.sh

_ensure_engines_missing() {
  local missing=()
  [ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
  { [ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] && [ -x "${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}" ]; } || missing+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
  printf '%s\n' "${missing[@]}"
}

_ensure_engines() {
  local missing
  missing="$(_ensure_engines_missing | xargs)"
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" = "0" ]; then
    echo "ensure-engines: installing Debian's $missing" >&2
    # shellcheck disable=SC2086
    if ! { DEBIAN_FRONTEND=noninteractive apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $missing; }; then
      echo "ensure-engines: apt-get install $missing failed" >&2
      return 1
    fi
    missing="$(_ensure_engines_missing | xargs)"
    [ -z "$missing" ] && return 0
    echo "ensure-engines: still missing after apt-get: $missing" >&2
    return 1
  fi
  echo "ensure-engines: the Firefox ESR and WebKit tests need: $missing" >&2
  echo "ensure-engines: install them with:  sudo apt-get install $missing" >&2
  echo "ensure-engines: (the tests never download a browser; they use Debian's packages)" >&2
  return 1
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  _ensure_engines
  return $?
fi
_ensure_engines
exit $?
