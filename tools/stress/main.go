// Command stress checks a solution against match3 on random inputs until
// they disagree (the classic 对拍):
//
//	stress -game mayan -solution 'python3 sol.py' -count 1000
//	go run ./tools/stress -game poker -solution ./mine
//
// -solution is a command with its arguments, split as internal/invoke's
// Split says, alike on every system: quotes keep a path with spaces
// together, a backslash is a character. Each run of it is ended at the
// time limit with every process it started (a process group on Unix, a
// job object on Windows), and so is the run going on when stress is
// stopped by Ctrl-C. Inputs come from the
// generator (the options of tools/gen fix its sizes; the default mix
// includes judge-size inputs). Every difference (a wrong answer, a crash,
// a timeout) is shrunk while it stays the same kind of difference, written
// to a file, and reported with the command that makes the input again,
// both answers, match3's verdict (-check) and its trace.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"match3/internal/gen"
	"match3/internal/invoke"
	"match3/internal/match3bin"
)

// config is one stress run.
type config struct {
	game       string   // poker or mayan
	solution   []string // their program and its arguments
	match3     string   // the reference program
	count      int
	seed       int64
	timeout    time.Duration
	out        string // the first shrunk failing input; more get -2, -3, ...
	maxFail    int
	shrinkTime time.Duration
	skipSame   bool   // Mayan: -skip-same-color for match3
	gen        string // how the report runs the generator: "go run ./tools/gen" or "gen"
	genNote    string // what to do when gen is not to be had, or ""

	poker gen.Poker       // the generator's options ...
	mayan gen.Mayan       //
	fixed map[string]bool // ... that the command line fixed; the rest come from the mix

	progress io.Writer // where progress goes (stderr), or nil
	terminal bool      // progress rewrites one line
}

const usage = `usage: stress -solution 'COMMAND [ARGS]' [-game poker|mayan] [flags]

Runs a solution and match3 on the same random inputs until they differ,
shrinks each difference, writes it to a file and explains it.
-solution is split on spaces: -solution 'python3 sol.py' runs python3.
Quotes keep a path with spaces together, and a backslash is a character:
  -solution "python 'C:\Users\Ann Lee\sol.py'"   (PowerShell, cmd)
A solution's CRLF line ends are read as LF.

The generator's options (as tools/gen's) fix what they name; what
they leave comes from a mix that includes judge-size inputs.

flags:
`

func main() { os.Exit(stressMain()) }

// stressMain is the program; it returns the exit status, the match3 it
// built removed.
func stressMain() int {
	cfg, err := parseFlags(os.Args[1:], os.Stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return statusSame
		}
		fmt.Fprintln(os.Stderr, "stress:", err)
		return statusUsage
	}
	cleanup := func() {}
	if cfg.match3 == "" {
		bin, remove, err := match3bin.Find()
		if err != nil {
			fmt.Fprintf(os.Stderr, "stress: %v, or give -match3 PATH\n", err)
			return statusUsage
		}
		cfg.match3, cleanup = bin, remove
	}
	defer cleanup()
	if err := cfg.match3Runs(); err != nil {
		fmt.Fprintln(os.Stderr, "stress:", err)
		return statusUsage
	}
	// Ctrl-C: the solution, in a process group of its own on Unix, does
	// not get the terminal's signal; end it, and remove what was built.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-stop
		invoke.EndAll()
		cleanup()
		fmt.Fprintln(os.Stderr, "\nstress: stopped")
		os.Exit(130)
	}()
	cfg.gen, cfg.genNote = genCommand()
	cfg.progress = os.Stderr
	if info, err := os.Stderr.Stat(); err == nil && info.Mode()&os.ModeCharDevice != 0 {
		cfg.terminal = true
	}
	res, err := stress(cfg, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "stress:", err)
		return 2
	}
	return res.status()
}

// The exit statuses: no difference; a wrong answer or a crash; a usage
// error; only timeouts, a solution that may be right but slow.
const (
	statusSame  = 0
	statusWrong = 1
	statusUsage = 2
	statusSlow  = 3
)

// status is the exit status of a run that found res.
func (res result) status() int {
	switch {
	case res.wrong > 0 || res.more > 0:
		return statusWrong
	case res.slow > 0 || res.timeouts > 0:
		return statusSlow
	}
	return statusSame
}

// parseFlags reads the command line; a usage error names what is wrong
// before any input is made.
func parseFlags(args []string, stderr io.Writer) (config, error) {
	cfg := config{fixed: map[string]bool{}}
	flags := flag.NewFlagSet("stress", flag.ContinueOnError)
	flags.SetOutput(stderr)
	flags.Usage = func() {
		fmt.Fprint(stderr, usage)
		flags.PrintDefaults()
	}
	solution := flags.String("solution", "", "the `command` to check, with its arguments, split on spaces (quotes keep a path with spaces together); it reads stdin and answers on stdout")
	flags.StringVar(&cfg.game, "game", "poker", "poker or mayan")
	flags.StringVar(&cfg.match3, "match3", "", "the match3 `binary` to compare with (default: built from the match3 module when run inside it, else match3 on PATH)")
	flags.IntVar(&cfg.count, "count", 1000, "inputs to try")
	flags.Int64Var(&cfg.seed, "seed", 1, "seed of input 1; input i is made with seed+i-1")
	cfg.timeout = 2 * time.Second
	flags.Var((*seconds)(&cfg.timeout), "timeout", "time limit for one run of the solution: seconds (5, 0.5) or a duration (5s, 500ms)")
	flags.StringVar(&cfg.out, "out", "stress-failing.in", "`file` for the first shrunk failing input, in the current directory unless a path is given")
	flags.IntVar(&cfg.maxFail, "max-fail", 1, "keep testing until this many differences are found")
	flags.DurationVar(&cfg.shrinkTime, "shrink-time", 30*time.Second, "time budget for shrinking each difference")
	flags.BoolVar(&cfg.skipSame, "skip-same-color", false, "mayan: a drag onto a block of the same color is no move, as in the NOIP 2011 reference solution (match3's -skip-same-color); by default it is a move that changes nothing, as Luogu P1312 requires")
	flags.Bool("swap-same-color", true, "mayan: the default reading of a drag onto a block of the same color (accepted so that old commands work)")
	var opts gen.Options
	opts.RegisterGame(flags, false)
	if err := flags.Parse(args); err != nil {
		return cfg, err
	}
	if flags.NArg() > 0 {
		return cfg, fmt.Errorf("unexpected argument %q: quote the solution's command, -solution 'python3 sol.py'", flags.Arg(0))
	}
	flags.Visit(func(f *flag.Flag) { cfg.fixed[f.Name] = true })
	cfg.poker, cfg.mayan = opts.Poker, opts.Mayan
	switch {
	case strings.TrimSpace(*solution) == "":
		return cfg, errors.New("no solution to check: give -solution 'COMMAND [ARGS]'")
	case cfg.game != "poker" && cfg.game != "mayan":
		return cfg, fmt.Errorf("-game %q: want poker or mayan", cfg.game)
	case cfg.count < 1 || cfg.maxFail < 1 || cfg.timeout <= 0:
		return cfg, errors.New("-count, -max-fail and -timeout must be positive")
	}
	opts.Game = cfg.game
	if err := opts.Check(func(name string) bool { return cfg.fixed[name] }); err != nil {
		return cfg, err
	}
	for _, r := range gen.Ranges {
		if cfg.fixed[r.Name] && r.Game != cfg.game {
			return cfg, fmt.Errorf("-%s is an option of -game %s, not of %s", r.Name, r.Game, cfg.game)
		}
	}
	command, err := invoke.Command(*solution)
	if err != nil {
		return cfg, fmt.Errorf("the solution %v", err)
	}
	cfg.solution = command
	if cfg.match3 != "" {
		if cfg.match3, err = invoke.Program(cfg.match3); err != nil {
			return cfg, fmt.Errorf("-match3 %v", err)
		}
	}
	return cfg, nil
}

// match3Runs checks that match3 answers the smallest input, before any
// answer of the solution is judged by it: a match3 that does not run
// would otherwise judge nothing, and every answer would pass.
func (cfg config) match3Runs() error {
	if o := cfg.match3Run(cfg.smallestInput(), nil); o.failure != "" || strings.TrimSpace(o.answer) == "" {
		return fmt.Errorf("match3 (%s) does not answer the smallest input: %s %s", cfg.match3, o.failure, strings.TrimSpace(o.stderr))
	}
	return nil
}

// seconds is a duration flag that also takes plain seconds: -timeout 5.
type seconds time.Duration

func (s *seconds) String() string { return time.Duration(*s).String() }

func (s *seconds) Set(v string) error {
	if f, err := strconv.ParseFloat(v, 64); err == nil {
		*s = seconds(f * float64(time.Second))
		return nil
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return fmt.Errorf("want seconds (5, 0.5) or a duration (5s, 500ms)")
	}
	*s = seconds(d)
	return nil
}
