#!/usr/bin/env bash
# Whole-process instruction counts of match3 against the read-only floor
# (tools/floor: start, read the input, parse its integers, nothing else) on
# the full-size Lines & Poker cases, and of match3 on the hard Mayan cases.
# Counts come from valgrind's callgrind, which counts instructions, not
# seconds. The Go runtime still varies between runs: now and then its page
# allocator takes a slow search (70-90K instructions, in match3 and the floor
# alike) and its background threads do a little more or less. So each count
# is the least of five. Last, the whole process against BASE's build
# (tools/perf/base.sh; make perf BASE=rev).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "perf: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/match3" .
go build -o "$bin/floor" ./tools/floor

count() { # count INPUT BINARY [ARG]: the least "Collected" of five runs
	local best=
	for _ in 1 2 3 4 5; do
		local n
		n=$(GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "${@:2}" < "$1" 2>&1 >/dev/null |
			awk '/Collected/ {print $4}')
		if [ -z "$best" ] || [ "$n" -lt "$best" ]; then best=$n; fi
	done
	echo "$best"
}

# floor: sums the integers; stored: also keeps them in a slice; bufio: reads
# byte by byte through a bufio.Reader, as a contestant's fast reader does.
printf '%-16s %10s %10s %10s %10s %6s %6s\n' case floor stored bufio match3 ratio ratio/b
for c in thupc2022-11 thupc2022-13 thupc2022-17 thupc2022-19 thupc2022-23 thupc2022-26 thupc2022-28 \
	random-max-01 random-max-02 random-max-03 random-max-04 shape-cascade shape-blast shape-pairs; do
	in=testdata/poker/$c.in
	f=$(count "$in" "$bin/floor")
	s=$(count "$in" "$bin/floor" -store)
	b=$(count "$in" "$bin/floor" -bufio)
	m=$(count "$in" "$bin/match3")
	awk -v c="$c" -v f="$f" -v s="$s" -v b="$b" -v m="$m" 'BEGIN { printf "%-16s %10d %10d %10d %10d %6.2f %6.2f\n", c, f, s, b, m, m / f, m / b }'
done
for c in hard_01 hard_02 hard_03 hard_04 hard_05; do
	printf '%-16s %10s %10s %10d\n' "mayan/$c" - - "$(count "testdata/mayan/$c.in" "$bin/match3")"
done

# The whole process against the base commit's build (tools/perf/base.sh):
# what a change costs at start-up (a package's init, a larger binary's
# page faults, the flags) shows here, outside what the engine counts.
echo
bash tools/perf/base.sh "$bin/match3" "$bin/floor"
