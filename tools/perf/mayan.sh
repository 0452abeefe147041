#!/usr/bin/env bash
# Whole-process instructions (valgrind callgrind, one run each) and search
# nodes of match3 on the 200 generated hard Mayan puzzles of
# BenchmarkHardPuzzles: five moves, 25-35 blocks, 3-5 colors, every color
# with 3 blocks or more. Prints the median, p90 and max of each, and the
# five hard golden cases' total, under both readings of a drag onto a
# block of the same color: the rules' (a move) and -skip-same-color's.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "perf: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go build -o "$dir/match3" .
go run ./tools/perf/hard "$dir"
instructions() { # instructions INPUT [FLAG]
	GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$dir/match3" ${2:-} < "$1" 2>&1 >/dev/null |
		awk '/Collected/ {print $4}'
}
summary() { # summary COLUMN NAME
	sort -n -k"$1","$1" "$dir/counts" | awk -v c="$1" -v name="$2" '{v[NR] = $c}
		END { printf "  %-13s median %11d  p90 %11d  max %11d  total %12.0f\n", name, v[int((NR+1)/2)], v[int(NR*0.9)], v[NR], t }
		{ t += $c }'
}
for flag in "" -skip-same-color; do
	echo "${flag:-the rules (a same-color drag is a move)}:"
	for in in "$dir"/hard-*.in; do
		n=$("$dir/match3" $flag -trace < "$in" 2>&1 >/dev/null | awk '/^search:/ {print $2}')
		echo "$(instructions "$in" "$flag") $n"
	done > "$dir/counts"
	summary 1 instructions
	summary 2 nodes
	total=0
	for c in 1 2 3 4 5; do
		total=$((total + $(instructions "testdata/mayan/hard_0$c.in" "$flag")))
	done
	echo "  hard_01..05 together: $total instructions"
done
