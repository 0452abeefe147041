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

// Register defines the options as flags of fs.
func (o *Options) Register(fs *flag.FlagSet) {
	fs.StringVar(&o.Game, "game", "poker", "poker or mayan")
	fs.StringVar(&o.Shape, "shape", "", "poker: a built full-size game instead: cascade (800 rounds, 50 colorBombs), blast (one block of ~1,600), pairs (300 two-color swaps)")
	fs.Int64Var(&o.Seed, "seed", 1, "random seed")
	fs.IntVar(&o.Poker.N, "n", 8, "poker: rows, 1..50")
	fs.IntVar(&o.Poker.M, "m", 8, "poker: columns, 1..50")
	o.Poker.K, o.Poker.Special, o.Poker.Valid = Auto, Auto, Auto
	fs.Var((*autoInt)(&o.Poker.K), "k", "poker: colors, 2..100; auto: 4 up to 8 x 8, then 5")
	fs.IntVar(&o.Poker.Q, "q", 30, "poker: operations, 1..1000")
	fs.Var((*autoFloat)(&o.Poker.Special), "special", "poker: share of pieces with a special, 0..1; auto: as the judges' games at this size, 0.2 up to 8 x 8, then about 13 specials (0.005 on 50 x 50)")
	fs.Var((*autoFloat)(&o.Poker.Valid), "valid", "poker: share of operations that are valid swaps, 0..1; auto: as the judges' games, 0.7 up to 140 operations, then about 100 valid ones")
	fs.BoolVar(&o.Poker.Clear, "clear", false, "poker: let one operation remove most of the board (by default, on 100 cells or more, such a swap is drawn again)")
	fs.IntVar(&o.Mayan.Moves, "moves", 3, "mayan: moves, 1..5")
	fs.IntVar(&o.Mayan.Blocks, "blocks", 12, "mayan: blocks, 0..35 (a target when -solvable)")
	fs.IntVar(&o.Mayan.Colors, "colors", 3, "mayan: colors, 1..10")
	fs.BoolVar(&o.Mayan.Solvable, "solvable", false, "mayan: build the puzzle backwards so that it has an answer")
	fs.BoolVar(&o.Mayan.Corners, "corners", false, "mayan: with -solvable, make half the runs an L, a row and a column line removed together")
	fs.IntVar(&o.Mayan.Built, "built", 0, "mayan: with -solvable, build it with this many moves, fewer than -moves: a board fewer moves clear than n (as Luogu P1312's added test)")
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
	ranges := map[string][]struct {
		name      string
		v, lo, hi float64
	}{
		"poker": {{"n", float64(o.Poker.N), 1, 50}, {"m", float64(o.Poker.M), 1, 50}, {"k", float64(o.Poker.Scaled().K), 2, 100}, {"q", float64(o.Poker.Q), 1, 1000},
			{"special", o.Poker.Scaled().Special, 0, 1}, {"valid", o.Poker.Scaled().Valid, 0, 1}},
		"mayan": {{"moves", float64(o.Mayan.Moves), 1, 5}, {"blocks", float64(o.Mayan.Blocks), 0, 35}, {"colors", float64(o.Mayan.Colors), 1, 10}},
	}
	options, ok := ranges[o.Game]
	if !ok {
		return "", fmt.Errorf("-game %q: want poker or mayan", o.Game)
	}
	for _, r := range options {
		if o.Shape == "" && (r.v < r.lo || r.v > r.hi) {
			return "", fmt.Errorf("-%s %v: want %v..%v", r.name, r.v, r.lo, r.hi)
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
