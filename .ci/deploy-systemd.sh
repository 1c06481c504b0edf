#!/usr/bin/env bash
# CI: the systemd unit of docs/operations.md, run rather than only written. From the built
# tree (dist/), against the fake Zulip and the sandbox directory on loopback:
#   - the unit is read out of docs/operations.md ("systemd"): its Environment= lines,
#     its ExecStartPre= and ExecStart= command lines;
#   - the unit's paths are moved under a temporary directory (/etc/frontdesk,
#     /var/lib/frontdesk), its WorkingDirectory is this tree, /usr/bin/node is
#     the node on PATH; EnvironmentFile= (secrets.env) is written with the
#     servers' credentials and FRONTDESK_HEALTH__PORT, as an operator would;
#   - ExecStartPre (`check`) must exit 0; ExecStart must answer /livez and
#     /readyz with 200, then exit 0 on SIGTERM (TimeoutStopSec);
#   - the same command line with a configuration error must exit 78, the
#     status the unit names in RestartPreventExitStatus.
# Prints one "deploy-systemd: ok" line, or what failed (exit 1).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "deploy-systemd: FAILED: $*" >&2; exit 1; }
[ -f dist/src/main.js ] || fail "no dist/src/main.js: build first (npm run build)"

work=$(mktemp -d)
servers_pid=''
bot_pid=''
cleanup() {
  [ -n "$bot_pid" ] && kill "$bot_pid" 2>/dev/null || true
  [ -n "$servers_pid" ] && kill "$servers_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# The unit, as docs/operations.md gives it.
unit=$(awk '/^# \/etc\/systemd\/system\/frontdesk.service/{on=1} on && /^```/{exit} on' docs/operations.md)
[ -n "$unit" ] || fail "docs/operations.md has no systemd unit (# /etc/systemd/system/frontdesk.service)"
value() { printf '%s\n' "$unit" | sed -n "s/^$1=//p"; }
grep -qx 'RestartPreventExitStatus=78' <<<"$unit" || fail "the unit does not name RestartPreventExitStatus=78"
exec_start=$(value ExecStart)
exec_start_pre=$(value ExecStartPre)
timeout_stop=$(value TimeoutStopSec)
[ -n "$exec_start" ] || fail "the unit has no ExecStart="

# The unit's paths, under $work.
relocate() { sed -e "s#/etc/frontdesk#$work/etc#g" -e "s#/var/lib/frontdesk#$work/state#g" -e "s#^/usr/bin/node #$(command -v node) #"; }
mkdir -p "$work/etc" "$work/state" "$work/home"

# The servers a real host would reach, and their credentials in secrets.env.
# One process (node with tsx's loader), so that its pid is the one to stop.
node --import tsx scripts/deploy-servers.ts "$work/servers.env" &
servers_pid=$!
for _ in $(seq 1 100); do [ -s "$work/servers.env" ] && break; sleep 0.1; done
[ -s "$work/servers.env" ] || fail "the fake Zulip and the sandbox did not start"
port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
secrets=$(value EnvironmentFile | relocate)
{ cat "$work/servers.env"; echo "FRONTDESK_HEALTH__PORT=$port"; } > "$secrets"
echo '{ "digest": { "stream": "announce" }, "hub": { "timezone": "America/New_York" } }' > "$work/etc/config.json"

# The environment systemd gives the service: its Environment= lines, then the EnvironmentFile, nothing else.
environment=()
while IFS= read -r pair; do environment+=("$pair"); done < <(value Environment | relocate)
while IFS= read -r pair; do [ -n "$pair" ] && environment+=("$pair"); done < "$secrets"
as_unit() { env -i PATH="$PATH" HOME="$work/home" "${environment[@]}" "$@"; }
# In the background, through exec: $! is then the bot itself (a subshell would swallow the SIGTERM).
as_unit_bg() { ( exec env -i PATH="$PATH" HOME="$work/home" "${environment[@]}" "$@" ) & bot_pid=$!; }
read -r -a start_cmd <<<"$(relocate <<<"$exec_start")"
read -r -a pre_cmd <<<"$(relocate <<<"$exec_start_pre")"

# ExecStartPre: check passes.
as_unit "${pre_cmd[@]}" > "$work/check.out" 2>&1 || { cat "$work/check.out" >&2; fail "ExecStartPre (${exec_start_pre}) did not pass"; }

# ExecStart: alive and ready, then a clean stop on SIGTERM.
as_unit_bg "${start_cmd[@]}" > "$work/bot.log" 2>&1
answers() { curl -fs -o /dev/null "http://127.0.0.1:$port$1"; }
ready=''
for _ in $(seq 1 200); do
  if answers /livez && answers /readyz; then ready=yes; break; fi
  kill -0 "$bot_pid" 2>/dev/null || break
  sleep 0.1
done
[ -n "$ready" ] || { cat "$work/bot.log" >&2; fail "ExecStart did not answer /livez and /readyz with 200 within 20 s"; }
kill -TERM "$bot_pid"
stopped=''
for _ in $(seq 1 $(( ${timeout_stop:-15} * 10 ))); do kill -0 "$bot_pid" 2>/dev/null || { stopped=yes; break; }; sleep 0.1; done
[ -n "$stopped" ] || fail "ExecStart still running ${timeout_stop:-15} s after SIGTERM (TimeoutStopSec)"
set +e; wait "$bot_pid"; code=$?; set -e
bot_pid=''
[ "$code" -eq 0 ] || { cat "$work/bot.log" >&2; fail "ExecStart exited $code after SIGTERM, not 0"; }

# A configuration error: 78, which the unit tells systemd not to restart on.
set +e; as_unit FRONTDESK_DIGEST__SCHEDULE=sometimes "${start_cmd[@]}" > "$work/bad.log" 2>&1; code=$?; set -e
[ "$code" -eq 78 ] || { cat "$work/bad.log" >&2; fail "a configuration error exited $code, not 78"; }
grep -q 'FRONTDESK_DIGEST__SCHEDULE' "$work/bad.log" || fail "the configuration error does not name FRONTDESK_DIGEST__SCHEDULE"

echo "deploy-systemd: ok (check passed; /livez and /readyz 200; SIGTERM exit 0; configuration error exit 78)"
