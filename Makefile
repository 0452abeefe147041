# match3: build, test, measure.
EXAMPLE ?= testdata/poker/thupc2022-01.in

.PHONY: build test bench run
build:
	go build -o match3 .

test:
	go test ./...

bench:
	go test -run '^$$' -bench . -benchmem .

run:
	go run . < $(EXAMPLE)
