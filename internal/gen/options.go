package gen

import (
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
)

// Options are the generator's options as tools/gen's command line and the
// browser page's addresses name them, with tools/gen's defaults: the same
// options and seed make the same input in both.
type Options struct {
	Game  string // poker or mayan
	Shape string // poker: a built full-size game instead (Shapes)
	Seed  int64
	Poker Poker
	Mayan Mayan
}

// Register defines the options as flags of fs: which game, a shape, the
// seed, and the game's options (RegisterGame).
func (o *Options) Register(fs *flag.FlagSet) {
	fs.StringVar(&o.Game, "game", "poker", "poker or mayan")
	fs.StringVar(&o.Shape, "shape", "", "poker: a built full-size game instead: cascade (800 rounds, 50 colorBombs), blast (one block of ~1,600), pairs (300 two-color swaps)")
	fs.Int64Var(&o.Seed, "seed", 1, "random seed")
	o.RegisterGame(fs, true)
}

// RegisterGame defines the options of both games as flags of fs, with
// tools/gen's defaults, or (withDefaults false: the stress tool's, whose
// options not given come from a mix) none.
func (o *Options) RegisterGame(fs *flag.FlagSet, withDefaults bool) {
	def := func(v int) int {
		if withDefaults {
			return v
		}
		return 0
	}
	help := func(name, what, auto string) string {
		r := RangeOf(name)
		s := fmt.Sprintf("%s: %s, %v..%v", r.Game, what, r.Lo, r.Hi)
		if withDefaults && auto != "" {
			s += "; auto: " + auto
		}
		return s
	}
	fs.IntVar(&o.Poker.N, "n", def(8), help("n", "rows", ""))
	fs.IntVar(&o.Poker.M, "m", def(8), help("m", "columns", ""))
	if withDefaults {
		o.Poker.K, o.Poker.Special, o.Poker.Valid = Auto, Auto, Auto
	}
	fs.Var((*autoInt)(&o.Poker.K), "k", help("k", "colors", "4 up to 8 x 8, then 5"))
	fs.IntVar(&o.Poker.Q, "q", def(30), help("q", "operations", ""))
	fs.Var((*autoFloat)(&o.Poker.Special), "special", help("special", "share of pieces with a special", "as the judges' games at this size, 0.2 up to 8 x 8, then about 13 specials (0.005 on 50 x 50)"))
	fs.Var((*autoFloat)(&o.Poker.Valid), "valid", help("valid", "share of operations that are valid swaps", "as the judges' games, 0.7 up to 140 operations, then about 100 valid ones"))
	fs.BoolVar(&o.Poker.Clear, "clear", false, "poker: let one operation remove most of the board (by default, on 100 cells or more, such a swap is drawn again)")
	fs.IntVar(&o.Mayan.Moves, "moves", def(3), help("moves", "moves", ""))
	fs.IntVar(&o.Mayan.Blocks, "blocks", def(12), help("blocks", "blocks (a target when -solvable)", ""))
	fs.IntVar(&o.Mayan.Colors, "colors", def(3), help("colors", "colors", ""))
	solvable := "mayan: build the puzzle backwards so that it has an answer"
	if !withDefaults {
		solvable += " (not given: half the puzzles are)"
	}
	fs.BoolVar(&o.Mayan.Solvable, "solvable", false, solvable)
	fs.BoolVar(&o.Mayan.Corners, "corners", false, "mayan: with -solvable, make half the runs an L, a row and a column line removed together")
	fs.IntVar(&o.Mayan.Built, "built", 0, "mayan: with -solvable, build it with this many moves, fewer than -moves: a board fewer moves clear than n (as Luogu P1312's added test)")
}

// Ranges are what each option of a game may be: the one statement of
// them, which tools/gen, the stress tool and the browser page check.
// (Those the statements also promise, n, m, q, moves and colors, are the
// statements' own; match3's parse.go states them for the judge, and a
// test holds the two alike.)
var Ranges = []Range{
	{"poker", "n", 2, 50}, {"poker", "m", 2, 50}, {"poker", "k", 2, 100}, {"poker", "q", 1, 1000},
	{"poker", "special", 0, 1}, {"poker", "valid", 0, 1},
	{"mayan", "moves", 1, 5}, {"mayan", "blocks", 0, 35}, {"mayan", "colors", 1, 10},
}

// Range is what one option of a game may be.
type Range struct {
	Game, Name string
	Lo, Hi     float64
}

// RangeOf is the range of the option name; it panics for an option there
// is not, a mistake of the program.
func RangeOf(name string) Range {
	for _, r := range Ranges {
		if r.Name == name {
			return r
		}
	}
	panic("gen: no range for " + name)
}

// value is the option's value that a range bounds (auto ones scaled).
func (o Options) value(name string) float64 {
	p := o.Poker.Scaled()
	switch name {
	case "n":
		return float64(p.N)
	case "m":
		return float64(p.M)
	case "k":
		return float64(p.K)
	case "q":
		return float64(p.Q)
	case "special":
		return p.Special
	case "valid":
		return p.Valid
	case "moves":
		return float64(o.Mayan.Moves)
	case "blocks":
		return float64(o.Mayan.Blocks)
	}
	return float64(o.Mayan.Colors)
}

// Check checks options against their ranges: those given, of either
// game, or (given nil) all of the game's.
func (o Options) Check(given func(name string) bool) error {
	for _, r := range Ranges {
		if given == nil && r.Game != o.Game || given != nil && !given(r.Name) {
			continue
		}
		if v := o.value(r.Name); v < r.Lo || v > r.Hi {
			return fmt.Errorf("-%s %v: want %v..%v", r.Name, v, r.Lo, r.Hi)
		}
	}
	// The statement also promises n + m > 4 (LegalSize): no 2 x 2 board.
	if n, m := o.Poker.N, o.Poker.M; (given == nil && o.Game == "poker" || given != nil && given("n") && given("m")) && !LegalSize(n, m) {
		return fmt.Errorf("-n %d -m %d: the statement wants n + m > 4", n, m)
	}
	return nil
}

// autoInt and autoFloat are flags whose value may be auto (Auto): scaled
// to the game (Poker.Scaled).
type (
	autoInt   int
	autoFloat float64
)

func (v *autoInt) String() string {
	if v == nil || *v == Auto {
		return "auto"
	}
	return strconv.Itoa(int(*v))
}

func (v *autoInt) Set(s string) error {
	if s == "auto" {
		*v = Auto
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return errors.New("want an integer or auto")
	}
	*v = autoInt(n)
	return nil
}

func (v *autoFloat) String() string {
	if v == nil || *v == Auto {
		return "auto"
	}
	return strconv.FormatFloat(float64(*v), 'g', -1, 64)
}

func (v *autoFloat) Set(s string) error {
	if s == "auto" {
		*v = Auto
		return nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return errors.New("want a number or auto")
	}
	*v = autoFloat(f)
	return nil
}

// Parse reads options given as flag names and values (an address's
// key=value pairs: "n" "8"), over tools/gen's defaults.
func Parse(pairs map[string]string) (Options, error) {
	var o Options
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	fs.SetOutput(discard{})
	o.Register(fs)
	var args []string
	for name, v := range pairs {
		if fs.Lookup(name) == nil {
			return o, fmt.Errorf("the generator has no option %q", name)
		}
		args = append(args, "-"+name+"="+v)
	}
	if err := fs.Parse(args); err != nil {
		return o, errors.New(strings.TrimPrefix(err.Error(), "invalid value "))
	}
	return o, nil
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// Input checks the options' ranges and makes the input.
func (o Options) Input() (string, error) {
	if o.Game != "poker" && o.Game != "mayan" {
		return "", fmt.Errorf("-game %q: want poker or mayan", o.Game)
	}
	if o.Shape == "" {
		if err := o.Check(nil); err != nil {
			return "", err
		}
	}
	rng := rand.New(rand.NewSource(o.Seed))
	if o.Shape != "" {
		build, ok := Shapes[o.Shape]
		if !ok || o.Game != "poker" {
			return "", fmt.Errorf("-shape %q: want cascade, blast or pairs, with -game poker", o.Shape)
		}
		return build(rng), nil
	}
	if o.Game == "mayan" {
		return o.Mayan.Puzzle(rng), nil
	}
	return o.Poker.Game(rng), nil
}

// Command is the tools/gen command line that makes the same input, as run
// in match3's folder.
func (o Options) Command() string { return "go run ./tools/gen " + o.Flags() }

// Flags are tools/gen's flags that make the same input.
func (o Options) Flags() string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	switch {
	case o.Shape != "":
		return fmt.Sprintf("-game poker -shape %s -seed %d", o.Shape, o.Seed)
	case o.Game == "mayan":
		s := fmt.Sprintf("-game mayan -seed %d -moves %d -blocks %d -colors %d", o.Seed, o.Mayan.Moves, o.Mayan.Blocks, o.Mayan.Colors)
		if o.Mayan.Solvable {
			s += " -solvable"
		}
		if o.Mayan.Built > 0 {
			s += fmt.Sprintf(" -built %d", o.Mayan.Built)
		}
		if o.Mayan.Corners {
			s += " -corners"
		}
		return s
	}
	p := o.Poker
	s := fmt.Sprintf("-game poker -seed %d -n %d -m %d", o.Seed, p.N, p.M)
	if p.K != Auto {
		s += fmt.Sprintf(" -k %d", p.K)
	}
	s += fmt.Sprintf(" -q %d", p.Q)
	if p.Special != Auto {
		s += " -special " + f(p.Special)
	}
	if p.Valid != Auto {
		s += " -valid " + f(p.Valid)
	}
	if p.Clear {
		s += " -clear"
	}
	return s
}
