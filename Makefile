# match3: build, test, measure, bundle.
EXAMPLE ?= testdata/poker/thupc2022-01.in

.PHONY: build test bench run bundle perf
build:
	go build -o match3 .

test:
	go test ./...

bench:
	go test -run '^$$' -bench . -benchmem .

run:
	go run . < $(EXAMPLE)

# One file for a judge: dist/match3.go answers both problems.
bundle:
	go run ./tools/bundle -o dist/match3.go

# Instruction counts: match3 against the read-only floor (needs valgrind).
perf:
	bash tools/perf/perf.sh
