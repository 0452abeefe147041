#!/usr/bin/env bash
# internal/invoke's tests, built for windows/amd64 and run under Wine: the
# per-system code of Windows (tree_windows.go: a job object, a suspended
# start) and the code every system shares, run through Windows' API as
# Wine gives it. Wine is not Windows (docs/platforms.md says what only
# Windows would show). Wine 8 (Debian 12) lacks ProcessPrng, which Go
# 1.22+ calls at start-up, so the test is built with Go 1.21.0, which the
# go command fetches from the module proxy.
set -euo pipefail
cd "$(dirname "$0")/../.."
wine=$(command -v wine64 || ls /usr/lib/wine/wine64 2>/dev/null || true)
if [ -z "$wine" ]; then
	echo "no wine64: apt-get install -y wine64" >&2
	exit 2
fi
dir=$(mktemp -d)
trap 'WINEPREFIX="$dir/prefix" wineserver -k 2>/dev/null || true; rm -rf "$dir"' EXIT
GOTOOLCHAIN=go1.21.0 GOENV=off GOFLAGS= GOOS=windows GOARCH=amd64 \
	go test -c -o "$dir/invoke.test.exe" ./internal/invoke
export WINEPREFIX="$dir/prefix" WINEDEBUG=-all
export PATH="$PATH:/usr/lib/wine"
"$wine" "$dir/invoke.test.exe" -test.v -test.count=1 2>&1 | tee "$dir/out" | grep -E '^(--- |ok|PASS|FAIL)'
grep -qx PASS "$dir/out"
