// Command match3 judges match-3 cascade games exactly. By default it reads
// an "Integration of Lines and Poker" game and prints its total score; given
// a Mayan puzzle (NOIP 2011) it prints the smallest sequence of moves that
// clears the board, or -1. The game is told apart by the input's structure.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// The statuses of -check, testlib's, so that match3 plugs into judging
// systems as a checker.
const (
	accepted          = 0
	wrongAnswer       = 1
	presentationError = 2 // the answer cannot be read
	badInput          = 3
)

// options are the flags of one run.
type options struct {
	game     string
	trace    bool
	boards   bool
	ops      string
	skipSame bool // Mayan: the reference solution's reading of a same-color swap
	check    string
	html     string
	events   string
	validate bool     // -validate: the input checked strictly, as a judge's validator
	overview string   // with -validate: where testlib's test overview log goes
	checker  string   // -checker testlib|kattis|cms: a judge's checker protocol
	files    []string // the checker's arguments, as the judge gives them
	input    string   // the input's file, or "" (or "-"): stdin
	version  bool     // -version: say which match3 this is
}

// parseFlags reads the flags; nil means stop with the status given.
func parseFlags(args []string, stderr io.Writer) (*options, int) {
	if len(args) == 0 {
		// A judge's run: every option its default, as the flag set
		// gives them (TestNoFlags), without making the set, the
		// costliest part of match3's own start (docs/speed.md).
		return &options{}, 0
	}
	var o options
	flags := flag.NewFlagSet("match3", flag.ContinueOnError)
	flags.SetOutput(stderr)
	flags.StringVar(&o.game, "game", "", "force the game: poker or mayan (default: tell from the input's structure)")
	flags.BoolVar(&o.trace, "trace", false, traceHelp)
	flags.BoolVar(&o.boards, "boards", false, boardsHelp)
	flags.StringVar(&o.ops, "ops", "", opsHelp)
	flags.BoolVar(&o.skipSame, "skip-same-color", false, skipSameHelp)
	swapSame := flags.Bool("swap-same-color", true, swapSameHelp)
	flags.StringVar(&o.check, "check", "", checkHelp)
	flags.StringVar(&o.html, "html", "", htmlHelp)
	flags.StringVar(&o.events, "events", "", eventsHelp)
	validateFlags(flags, &o)
	versionFlag(flags, &o)
	flags.Usage = func() {
		fmt.Fprint(stderr, usage)
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, 0
		}
		return nil, 2
	}
	if o.checker != "" {
		o.files = flags.Args()
	} else if flags.NArg() > 1 {
		fmt.Fprintf(stderr, "match3: unexpected argument %q: one input file, after the flags\n", flags.Arg(1))
		return nil, 2
	} else {
		o.input = flags.Arg(0)
	}
	if o.skipSame && *swapSame && setFlag(flags, "swap-same-color") {
		fmt.Fprintln(stderr, "match3: -skip-same-color and -swap-same-color are two readings: give one")
		return nil, 2
	}
	o.skipSame = o.skipSame || !*swapSame
	if !withTools && (o.trace || o.boards || o.ops != "" || o.check != "" || o.html != "" || o.events != "") {
		fmt.Fprintln(stderr, "match3: this judge's build leaves out -trace, -boards, -ops, -check, -html and -events: build match3 from its source for them")
		return nil, 2
	}
	if o.game != "" && gameKind(o.game) != pokerGame && gameKind(o.game) != mayanGame {
		fmt.Fprintf(stderr, "match3: -game %q: want poker or mayan\n", o.game)
		return nil, 2
	}
	return &o, 0
}

// setFlag reports whether the command line gave the flag name.
func setFlag(flags *flag.FlagSet, name string) bool {
	set := false
	flags.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// run is the whole program: the arguments, standard input and output, and
// the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, status := parseFlags(args, stderr)
	if o == nil {
		return status
	}
	if o.version {
		fmt.Fprintln(stdout, versionLine())
		return 0
	}
	w, err := newWatchers(o, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "match3: %v\n", err)
		return 2
	}
	if o.checker != "" {
		return runChecker(o, stdin, stdout, stderr)
	}
	var contestant []byte
	if o.check != "" {
		if contestant, err = os.ReadFile(o.check); err != nil {
			fmt.Fprintf(stdout, "presentation error: cannot read the answer: %v\n", err)
			return presentationError
		}
	}
	data, err := readAll(o.input, stdin)
	if err != nil {
		line, _, status := inputFault(fmt.Errorf("reading input: %v", err), o.check != "")
		fmt.Fprintln(stderr, line)
		return status
	}
	if o.validate {
		return validate(o, data, stderr)
	}
	pl, err := playInput(o, newScanner(data), w.observer())
	if werr := w.done(pl, err == nil); werr != nil {
		fmt.Fprintf(stderr, "match3: %v\n", werr)
		return 1
	}
	if err == nil {
		return answer(o, pl, data, contestant, stdout, stderr)
	}
	line, verdict, status := inputFault(err, o.check != "")
	fmt.Fprintln(stderr, line)
	if verdict != "" {
		fmt.Fprintln(stdout, verdict)
	}
	return status
}

// answer prints the answer, or with -check the verdict on the
// contestant's, and returns the exit status.
func answer(o *options, pl *played, data, contestant []byte, stdout, stderr io.Writer) int {
	if o.check != "" {
		line, status := pl.judge(data, contestant)
		fmt.Fprintln(stdout, line)
		return status
	}
	if _, err := stdout.Write(pl.answer); err != nil {
		fmt.Fprintf(stderr, "match3: writing answer: %v\n", err)
		return 1
	}
	return 0
}

// inputFault is what a run says of an input it cannot play (one that
// breaks the statement's promises, or cannot be read): the line for
// stderr, and with -check the verdict and testlib's status for a bad
// input; without, status 1.
func inputFault(err error, checking bool) (line, verdict string, status int) {
	line = "match3: " + err.Error()
	if checking {
		return line, "fail: the input is bad: " + err.Error(), badInput
	}
	return line, "", 1
}

// played is what a run found: the answer as printed, and what -check
// judges a contestant's answer against (check.go): the game's tally, or
// the puzzle and its smallest answer.
type played struct {
	answer []byte
	tally  Tally
	puzzle *Puzzle
	want   Answer
}

// playInput reads the game the options name or the input's structure
// tells, and plays it with the observer given (nil when none is asked
// for), or solves it (a search is not observed; people.go replays its
// answer for the observers).
func playInput(o *options, s *scanner, obs observer) (*played, error) {
	game, err := gameOf(o, s)
	if err != nil {
		return &played{}, err
	}
	return playGame(game, o, s, obs)
}

// gameOf is the game -game names, or else the one the input's structure
// tells.
func gameOf(o *options, s *scanner) (gameKind, error) {
	if o.game != "" {
		return gameKind(o.game), nil
	}
	return detectGame(s)
}

// solvePuzzle reads a Mayan puzzle and finds its smallest answer.
func solvePuzzle(o *options, s *scanner) (*played, error) {
	pl := &played{}
	p, err := readPuzzle(s)
	if err != nil {
		return pl, err
	}
	p.skipSame = o.skipSame
	pl.puzzle, pl.want = p, p.Solve()
	pl.answer = pl.want.AppendText(nil)
	return pl, nil
}

// scoreGame reads a Lines & Poker game and plays it.
func scoreGame(s *scanner, obs observer) (*played, error) {
	g, err := readGame(s)
	if err != nil {
		return &played{}, err
	}
	return playScored(g, obs), nil
}

// playScored plays a game read, every operation and the endgame, and
// writes its answer.
func playScored(g *Game, obs observer) *played {
	g.obs = obs
	pl := &played{tally: g.playOperations()}
	pl.answer = append(strconv.AppendInt(nil, pl.tally.Total(), 10), '\n')
	return pl
}

// readAll reads the whole input, from the file name (for PowerShell,
// which has no <), or from stdin when name is "" or "-". A judge's input
// is a file: its size is known, so the buffer is made once instead of
// grown.
func readAll(name string, r io.Reader) ([]byte, error) {
	if name != "" && name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	var buf bytes.Buffer
	if f, ok := r.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
			buf.Grow(int(info.Size()) + bytes.MinRead)
		}
	}
	_, err := buf.ReadFrom(r)
	return buf.Bytes(), err
}
