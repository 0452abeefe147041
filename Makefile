# match3: build, test, measure, bundle.
EXAMPLE ?= testdata/poker/thupc2022-01.in

.PHONY: build test bench run bundle web perf perf-mayan stress fuzz ci mutate release cross wine-test
build:
	go build -o match3 .

test:
	go test ./...

# Exactly what CI runs on a clean clone (installs gccgo-12 when absent).
ci:
	bash .ci/run

bench:
	go test -run '^$$' -bench . -benchmem .

# Each fuzz target for FUZZTIME (CI runs 20s each).
FUZZTIME ?= 1m
fuzz:
	for t in FuzzScanner FuzzInput FuzzEngine FuzzMayan; do go test -run '^$$' -fuzz "^$$t\$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 1s . || exit 1; done

run:
	go run . < $(EXAMPLE)

# Mutation testing of the engine files (board, score, poker, mayan, input,
# parse) with go-gremlins, a developer's tool installed on first use, not a
# dependency. About 900 mutants; long (30-60 min on 2 cores): not in CI.
# MATCH3_SHORT=1 gives the mutants the short test suite.
GREMLINS ?= $(shell go env GOPATH)/bin/gremlins
mutate:
	test -x $(GREMLINS) || go install github.com/go-gremlins/gremlins/cmd/gremlins@v0.6.0
	MATCH3_SHORT=1 $(GREMLINS) unleash --workers 2 --timeout-coefficient 5 \
		-E 'internal/' -E 'tools/' -E '^(main|judge|observer|people|games|only_poker|only_mayan|web)\.go' .

# One file for a judge, per problem (dist/poker/poker.go, dist/mayan/mayan.go,
# each in a folder of its own: each is a package main). A judge takes one
# problem.
bundle:
	go run ./tools/bundle -game poker -o dist/poker/poker.go
	go run ./tools/bundle -game mayan -o dist/mayan/mayan.go

# One page for the browser: dist/match3.html, match3 compiled to wasm with
# the viewer; open it from anywhere, nothing is fetched.
web:
	go run ./tools/web -o dist/match3.html

# The archives a user without Go downloads: match3, stress, gen and
# strength for Windows, macOS and Linux (amd64, arm64), with SHA256SUMS,
# in dist/release/ (docs/platforms.md).
release:
	go run ./tools/release -o dist/release

# What CI checks of the other systems: every package, tests too, vetted
# as built for each (go vet compiles for the target; nothing runs).
TARGETS ?= windows/amd64 windows/arm64 darwin/arm64 darwin/amd64 linux/amd64 linux/arm64
cross:
	for t in $(TARGETS); do echo "go vet for $$t"; GOOS=$${t%/*} GOARCH=$${t#*/} go vet ./... || exit 1; done

# internal/invoke's tests built for Windows and run under Wine (apt-get
# install wine64): the job object, the suspended start, CRLF answers,
# paths with spaces. Wine 8 lacks what Go 1.22+ needs at start-up
# (ProcessPrng), so the test is built with Go 1.21.0.
wine-test:
	bash tools/wine/test.sh

# Instruction counts: match3 against the read-only floor (needs valgrind);
# then the whole process, as a judge times it, against BASE's build:
# instructions, page faults, wall and CPU time (tools/perf/base.sh).
BASE ?= f3948b3
perf:
	BASE=$(BASE) bash tools/perf/perf.sh

# The Mayan search on 200 generated hard puzzles: instructions and nodes.
perf-mayan:
	bash tools/perf/mayan.sh

# Check your own solution against match3 on random inputs:
#   make stress SOL='python3 sol.py' GAME=mayan [COUNT=1000 SEED=1]
# (SOL is a command with its arguments; paths are relative to this folder.
# From anywhere else: go install . ./tools/stress, then stress -h.)
SOL ?=
GAME ?= poker
COUNT ?= 1000
SEED ?= 1
stress:
	@test -n "$(SOL)" || { echo "make stress: say which solution: make stress SOL='./your-binary' GAME=poker"; exit 2; }
	go run ./tools/stress -game $(GAME) -solution '$(SOL)' -count $(COUNT) -seed $(SEED)
