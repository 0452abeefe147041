#!/usr/bin/env bash
# The whole process of match3 against a base commit's build, as a judge
# times it (match3 < case.in): the runtime's start, every package's init,
# the flags, the reading, the play, the exit and the page faults of a
# larger binary, on perf.sh's full-size Lines & Poker cases. BASE (default
# f3948b3, the last commit before the people's build moved into internal/)
# is built as `go build .` builds it. tools/perf/whole runs the base,
# match3 and the read-only floor in turn, RUNS times each (default 101),
# and keeps each one's least wall time, CPU time and page faults; and with
# valgrind, the least instructions of COUNTS callgrind runs (default 5).
# Also: the binaries' sizes, and the packages whose init match3 runs and
# the base's does not.
#
#	bash tools/perf/base.sh [MATCH3 FLOOR]     (make perf BASE=rev)
#
# Times move with the machine's load (the least of many runs, taken in
# turn, is what survives it); instructions and faults hardly do.
set -euo pipefail
cd "$(dirname "$0")/../.."
base=${BASE:-f3948b3}
git rev-parse -q --verify "$base^{commit}" >/dev/null || {
	echo "perf: no commit $base in this clone (a shallow one?): fetch it, or name another, BASE=rev" >&2
	exit 1
}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/src"
git archive "$base" | tar -x -C "$dir/src"
(cd "$dir/src" && go build -o "$dir/base" .)
match3=${1:-}
floor=${2:-}
if [ -z "$match3" ]; then
	match3=$dir/match3
	go build -o "$match3" .
fi
if [ -z "$floor" ]; then
	floor=$dir/floor
	go build -o "$floor" ./tools/floor
fi
go build -o "$dir/whole" ./tools/perf/whole

example=testdata/poker/thupc2022-01.in
inits() { # the packages whose init the binary runs
	GODEBUG=inittrace=1 "$1" < "$example" 2>&1 >/dev/null | awk '$1 == "init" {print $2}' | sort
}
echo "whole process: match3 ($(git describe --always --dirty)) against $base ($(git rev-parse --short "$base"))"
echo "binary bytes: $base $(wc -c < "$dir/base"), match3 $(wc -c < "$match3"), floor $(wc -c < "$floor")"
extra=$(comm -13 <(inits "$dir/base") <(inits "$match3") | tr '\n' ' ')
echo "inits match3 runs and $base does not: ${extra:-none}"
"$dir/whole" -runs "${RUNS:-101}" -counts "${COUNTS:-5}" -floor floor \
	-bin "base=$dir/base" -bin "match3=$match3" -bin "floor=$floor" \
	testdata/poker/thupc2022-{11,13,17,19,23,26,28}.in testdata/poker/random-max-0{1,2,3,4}.in \
	testdata/poker/shape-{cascade,blast,pairs}.in
