#!/bin/sh
# Runs a command with Node.js 24 first on PATH: every npm script of this project goes through here,
# e.g. `sh scripts/node24.sh node scripts/start.ts` or `sh scripts/node24.sh vitest run`.
#
# A machine whose `node` is already 24.15 or newer (below 25) keeps using it. Anywhere else (Debian 12 ships
# Node 20, for instance) the pinned Node.js below is fetched once from the npm registry — the official binary,
# packaged as `node-<os>-<cpu>` — into a cache folder outside the project, and used from then on. Only npm is
# needed. The fetched Node goes first on PATH for everything the script starts (npm, npx, Vite, Playwright).
set -eu
# `--prepare` (npm's postinstall): fetch now if needed, and say which Node.js the scripts will use.

PINNED=24.21.0
MIN_MINOR=15

ok_version() {
  # $1 = a version such as 24.21.0: true when it is 24.x with x >= MIN_MINOR
  major=${1%%.*}
  rest=${1#*.}
  minor=${rest%%.*}
  [ "$major" = 24 ] && [ "$minor" -ge "$MIN_MINOR" ] 2>/dev/null
}

current=$(node -p 'process.versions.node' 2>/dev/null || echo none)
if ok_version "$current"; then
  [ "${1:-}" = --prepare ] && exit 0
  exec "$@"
fi

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) os=unsupported ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) cpu=x64 ;;
  aarch64 | arm64) cpu=arm64 ;;
  *) cpu=unsupported ;;
esac
package="node-$os-$cpu"
cache="${YOLLA_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/yolla-node}/$PINNED"
bin="$cache/node_modules/$package/bin"

if [ ! -x "$bin/node" ]; then
  if [ "$os" = unsupported ] || [ "$cpu" = unsupported ]; then
    echo "This project needs Node.js 24 (found: $current). Install it (e.g. with nvm: nvm install 24) and try again." >&2
    exit 1
  fi
  echo "This project needs Node.js 24 (found: $current)." >&2
  echo "Fetching Node.js $PINNED ($package) from the npm registry into $cache — once, about 30 MB…" >&2
  mkdir -p "$cache"
  if ! npm install --no-save --no-audit --no-fund --no-package-lock --loglevel=error --prefix "$cache" \
    "$package@$PINNED" >&2; then
    echo "Could not fetch Node.js $PINNED. Install Node.js 24 yourself (e.g. nvm install 24) and try again." >&2
    # During `npm ci` this is only a warning: the npm scripts try again when they run.
    [ "${1:-}" = --prepare ] && exit 0
    exit 1
  fi
  echo "Node.js $("$bin/node" --version) is ready; it is used for this project's scripts from now on." >&2
fi

if [ "${1:-}" = --prepare ]; then
  echo "Node.js $current is too old for this project: its npm scripts run on Node.js $PINNED from $cache."
  echo "(npm's EBADENGINE warnings above are about Node.js $current and need no action.)"
  exit 0
fi
PATH="$bin:$PATH"
export PATH
exec "$@"
