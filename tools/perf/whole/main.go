// Command whole measures whole processes, as a judge times them: each
// binary given run on each input (`BINARY < INPUT`) from its start to its
// exit, the runtime's start, the packages' inits, the reading and the page
// faults of a larger binary included. The binaries are taken in turn (A B
// C A B C ...), so that the machine's load drifts over all alike, and the
// least of the runs is kept. For each input it prints each binary's
// instructions (valgrind's callgrind, the least of -counts runs; left out
// without valgrind), its page faults (minor and major), its wall time,
// and the change of each binary after the first against the first (wall
// and CPU time, user and system); then the least, the greatest and the
// median change over the inputs. The binary named by -floor is timed
// only, and each other's wall time is set against it.
//
//	go run ./tools/perf/whole [-runs N] [-counts N] [-floor NAME] -bin NAME=PATH[ ARG...] ... INPUT...
//
// It is a measuring tool (make perf), not a test: it asserts nothing.
// Times on a shared machine move with its load; instructions do not, and
// faults hardly.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// binary is one program measured: its name in the tables, its command,
// and whether it is the floor (timed, not counted).
type binary struct {
	name  string
	argv  []string
	floor bool
}

// least is the least of each measure over one binary's runs on an input;
// instructions is 0 when not counted.
type least struct {
	instructions int64
	faults       int64
	wall, cpu    time.Duration
}

func main() {
	runs := flag.Int("runs", 101, "timed runs of each binary on each input; the least is kept")
	counts := flag.Int("counts", 5, "callgrind runs of each binary on each input (0: none); the least is kept")
	floor := flag.String("floor", "", "the `NAME` of the binary each one's wall time is set against")
	var bins []binary
	flag.Func("bin", "a binary measured, `NAME=PATH [ARG...]` (repeat; the first is the base)", func(s string) error {
		name, cmd, ok := strings.Cut(s, "=")
		argv := strings.Fields(cmd)
		if !ok || name == "" || len(argv) == 0 {
			return fmt.Errorf("want NAME=PATH [ARG...], not %q", s)
		}
		bins = append(bins, binary{name: name, argv: argv})
		return nil
	})
	flag.Parse()
	if len(bins) == 0 || flag.NArg() == 0 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "usage: whole [-runs N] [-counts N] [-floor NAME] -bin NAME=PATH ... INPUT...")
		os.Exit(2)
	}
	for i := range bins {
		bins[i].floor = bins[i].name == *floor
	}
	if bins[0].floor {
		fmt.Fprintln(os.Stderr, "whole: the first binary is the base, not the floor")
		os.Exit(2)
	}
	if _, err := exec.LookPath("valgrind"); err != nil && *counts > 0 {
		fmt.Println("(no valgrind: instructions not counted)")
		*counts = 0
	}
	var all [][]least
	for _, in := range flag.Args() {
		best, err := measure(bins, in, *runs, *counts)
		if err != nil {
			fmt.Fprintln(os.Stderr, "whole:", err)
			os.Exit(1)
		}
		all = append(all, best)
	}
	report(bins, flag.Args(), all, *counts > 0)
}

// measure runs the binaries in turn on the input and keeps each one's
// least: runs timed runs, counts counted ones (none of the floor).
func measure(bins []binary, in string, runs, counts int) ([]least, error) {
	best := make([]least, len(bins))
	for r := 0; r < counts; r++ {
		for i, b := range bins {
			if b.floor {
				continue
			}
			n, err := count(b, in)
			if err != nil {
				return nil, err
			}
			if r == 0 || n < best[i].instructions {
				best[i].instructions = n
			}
		}
	}
	for r := 0; r < runs; r++ {
		for i, b := range bins {
			l, err := once(b, in)
			if err != nil {
				return nil, err
			}
			if r == 0 || l.wall < best[i].wall {
				best[i].wall = l.wall
			}
			if r == 0 || l.cpu < best[i].cpu {
				best[i].cpu = l.cpu
			}
			if r == 0 || l.faults < best[i].faults {
				best[i].faults = l.faults
			}
		}
	}
	return best, nil
}

// once runs the binary on the input once, its output thrown away.
func once(b binary, in string) (least, error) {
	f, err := os.Open(in)
	if err != nil {
		return least{}, err
	}
	defer f.Close()
	cmd := exec.Command(b.argv[0], b.argv[1:]...)
	cmd.Stdin = f
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return least{}, fmt.Errorf("%s < %s: %v", b.name, in, err)
	}
	wall := time.Since(start)
	cpu, faults := usage(cmd.ProcessState)
	return least{wall: wall, cpu: cpu, faults: faults}, nil
}

// count is the instructions of one run of the binary on the input, the
// whole process, as callgrind counts them (as tools/perf/perf.sh does:
// asynchronous preemption off, whose signals valgrind would count).
func count(b binary, in string) (int64, error) {
	f, err := os.Open(in)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	cmd := exec.Command("valgrind", append([]string{"--tool=callgrind", "--callgrind-out-file=/dev/null"}, b.argv...)...)
	cmd.Env = append(os.Environ(), "GODEBUG=asyncpreemptoff=1")
	cmd.Stdin = f
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("valgrind %s < %s: %v", b.name, in, err)
	}
	for _, line := range strings.Split(stderr.String(), "\n") {
		if _, after, ok := strings.Cut(line, "Collected : "); ok {
			return strconv.ParseInt(strings.TrimSpace(after), 10, 64)
		}
	}
	return 0, errors.New("valgrind " + b.name + " said no count")
}

// report prints a line an input, then the changes' summary.
func report(bins []binary, inputs []string, all [][]least, counted bool) {
	head := fmt.Sprintf("%-16s", "case")
	for i, b := range bins {
		if counted && !b.floor {
			head += fmt.Sprintf(" %11s", b.name+" instr")
		}
		head += fmt.Sprintf(" %7s %9s", "faults", b.name+" ms")
		if i > 0 && !b.floor {
			if counted {
				head += fmt.Sprintf(" %7s", "instr")
			}
			head += fmt.Sprintf(" %6s %7s %7s", "faults", "wall", "cpu")
		}
	}
	fmt.Println(head)
	for k, in := range inputs {
		best := all[k]
		line := fmt.Sprintf("%-16s", strings.TrimSuffix(filepath.Base(in), ".in"))
		for i, l := range best {
			if counted && !bins[i].floor {
				line += fmt.Sprintf(" %11d", l.instructions)
			}
			line += fmt.Sprintf(" %7d %9.3f", l.faults, ms(l.wall))
			if i > 0 && !bins[i].floor {
				if counted {
					line += fmt.Sprintf(" %+6.1f%%", change(best[0].instructions, l.instructions))
				}
				line += fmt.Sprintf(" %+6d %+6.1f%% %+6.1f%%", l.faults-best[0].faults,
					change(int64(best[0].wall), int64(l.wall)), change(int64(best[0].cpu), int64(l.cpu)))
			}
		}
		fmt.Println(line)
	}
	for i := 1; i < len(bins); i++ {
		if bins[i].floor {
			continue
		}
		fmt.Printf("%s against %s:", bins[i].name, bins[0].name)
		if counted {
			fmt.Printf(" instructions %s;", spread(all, i, "%", percent(func(l least) int64 { return l.instructions })))
		}
		fmt.Printf(" faults %s; wall %s; cpu %s\n",
			spread(all, i, "", func(base, l least) float64 { return float64(l.faults - base.faults) }),
			spread(all, i, "%", percent(func(l least) int64 { return int64(l.wall) })),
			spread(all, i, "%", percent(func(l least) int64 { return int64(l.cpu) })))
	}
	for f, fl := range bins {
		if !fl.floor {
			continue
		}
		for i, b := range bins {
			if b.floor {
				continue
			}
			var ratios []float64
			for _, best := range all {
				ratios = append(ratios, float64(best[i].wall)/float64(best[f].wall))
			}
			sort.Float64s(ratios)
			fmt.Printf("%s over %s, wall: median %.2f, %.2f to %.2f\n", b.name, fl.name, median(ratios), ratios[0], ratios[len(ratios)-1])
		}
	}
}

// spread is the changes of binary i against the first over the inputs:
// the least, the greatest and the median, in unit.
func spread(all [][]least, i int, unit string, of func(base, l least) float64) string {
	var cs []float64
	for _, best := range all {
		cs = append(cs, of(best[0], best[i]))
	}
	sort.Float64s(cs)
	return fmt.Sprintf("%+.1f%s to %+.1f%s (median %+.1f%s)", cs[0], unit, cs[len(cs)-1], unit, median(cs), unit)
}

// percent is the change of a measure, in percent.
func percent(of func(least) int64) func(base, l least) float64 {
	return func(base, l least) float64 { return change(of(base), of(l)) }
}

// median is the middle of sorted values (the mean of the two middle ones
// for an even count).
func median(sorted []float64) float64 {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// change is new against base, in percent.
func change(base, new int64) float64 {
	return 100 * (float64(new) - float64(base)) / float64(base)
}
