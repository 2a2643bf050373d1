#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed and exports CHROME_PATH for the test tools.
# Never downloads a browser: Chromium comes from the distribution's `chromium` package.
#
#   source scripts/ensure-chromium.sh   # sets CHROME_PATH in the calling shell
#   bash scripts/ensure-chromium.sh     # checks (installs when root) and prints the path
#
# Works both sourced and executed, so it ends with `return` when sourced and `exit` otherwise.

_ensure_chromium_find() {
  if [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ]; then
    printf '%s\n' "$CHROME_PATH"
  elif [ -x /usr/bin/chromium ]; then
    printf '%s\n' /usr/bin/chromium
  elif command -v chromium >/dev/null 2>&1; then
    command -v chromium
  else
    return 1
  fi
}

_ensure_chromium() {
  local found
  if found="$(_ensure_chromium_find)"; then
    export CHROME_PATH="$found"
    return 0
  fi
  if [ "$(id -u)" = "0" ]; then
    echo "ensure-chromium: Chromium is missing; installing Debian's chromium package" >&2
    if ! { DEBIAN_FRONTEND=noninteractive apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }; then
      echo "ensure-chromium: apt-get install chromium failed" >&2
      return 1
    fi
    if found="$(_ensure_chromium_find)"; then
      export CHROME_PATH="$found"
      return 0
    fi
    echo "ensure-chromium: chromium was installed but is not at /usr/bin/chromium nor on PATH" >&2
    return 1
  fi
  echo "ensure-chromium: Chromium is required for the browser and end-to-end tests, and it is not installed." >&2
  echo "ensure-chromium: install it with:  sudo apt-get install chromium" >&2
  echo "ensure-chromium: (the tests never download a browser; they use Debian's /usr/bin/chromium)" >&2
  return 1
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  # Sourced: leave CHROME_PATH in the caller's environment.
  _ensure_chromium
  return $?
fi

set -u
if _ensure_chromium; then
  echo "$CHROME_PATH"
  exit 0
fi
exit 1
