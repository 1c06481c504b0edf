#!/usr/bin/env bash
# The two ways to install of docs/operations.md (Deployment), from a clean clone of the commit under test:
#  1. `npm ci --omit=dev` succeeds (a production install compiles nothing, and says so);
#  2. the Procfile host recipe: `npm ci` (builds dist/), `npm prune --omit=dev`, then the
#     Procfile's worker line, which must answer `help` on Zulip, after a `check` that passes
#     against the sandbox directory (scripts/procfile-smoke.ts, run from this checkout).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
clone="$work/frontdesk"
git clone --quiet --no-hardlinks "$repo" "$clone"
cd "$clone"

echo "::: deploy: npm ci --omit=dev on a clean clone"
npm ci --omit=dev --prefer-offline --no-audit --no-fund 2>&1 | tee "$work/omit-dev.log"
grep -q 'a production install (no TypeScript), so nothing is compiled' "$work/omit-dev.log"
test ! -e node_modules/typescript

echo "::: deploy: the Procfile host recipe: npm ci (builds dist/), npm prune --omit=dev"
npm ci --prefer-offline --no-audit --no-fund
test -f dist/src/main.js
npm prune --omit=dev --no-audit --no-fund
test ! -e node_modules/typescript && test ! -e node_modules/vitest

echo "::: deploy: check and the Procfile worker, from the pruned clone"
cd "$repo"
npx tsx scripts/procfile-smoke.ts "$clone"
