package judgement

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
)

// Checker makes match3 a judge's checker: it reads the files as the
// judge passes them, judges the team's output as -check does (the
// misreading named in the message), and gives the verdict the judge's way.
// The jury's answer is judged too: one match3 does not accept is the
// package's fault (Fail). CRLF in any file is a line end.
//
// What a judge may show a contestant is the verdict's Team words, which
// never name the expected answer; the whole message goes only where the
// protocol keeps it for the jury (docs/strength.md says which judge shows
// which file to whom):
//
//   - testlib (Polygon, Codeforces, Hydro, LibreOJ, UOJ, QOJ):
//     INPUT OUTPUT ANSWER [RESULT [-appes]]; exit 0 ok, 1 wrong answer,
//     2 wrong output format, 3 FAIL; the verdict on stderr in testlib's
//     words; RESULT gets the message, as XML with -appes. The judges show
//     that one message to the contestant: the team's words.
//   - kattis (the ICPC output validator: DOMjudge, problemtools, Kattis):
//     INPUT ANSWER FEEDBACK_DIR < OUTPUT; exit 42 accepted, 43 wrong;
//     judgemessage.txt (the whole, for the jury) and teammessage.txt (the
//     team's words) in FEEDBACK_DIR.
//   - cms: INPUT CORRECT OUTPUT; the score (1.0 or 0.0) on stdout, the
//     message shown to the contestant on stderr's first line: the team's
//     words; the whole on a second line marked ADMIN_MESSAGE.
//
// play plays an input and returns the judge of its answers, or the
// input's fault.
type Checker struct {
	Protocol string
	Files    []string
	Play     func(input []byte) (judge func(answer []byte) Verdict, err error)
}

// protocolFiles are the files a checker protocol takes, "" for a protocol
// there is not. (A switch, not a map made at each start of match3.)
func protocolFiles(protocol string) string {
	switch protocol {
	case "testlib":
		return "INPUT OUTPUT ANSWER [RESULT [-appes]]"
	case "kattis":
		return "INPUT ANSWER FEEDBACK_DIR < OUTPUT"
	case "cms":
		return "INPUT CORRECT OUTPUT"
	}
	return ""
}

// judge judges the team's output against the input, and the jury's
// answer too.
func (c Checker) judge(input, team, jury []byte) Verdict {
	judge, err := c.Play(input)
	if err != nil {
		return Bad(err)
	}
	if jury != nil {
		if j := judge(lineEnds(jury)); j.Status != Accepted {
			return Verdict{Status: Fail, Message: "the jury's answer is not match3's: " + j.Message,
				Team: "the jury's answer is not match3's (match3 -check INPUT < ANSWER says why)"}
		}
	}
	return judge(lineEnds(team))
}

// lineEnds reads CRLF as LF.
func lineEnds(b []byte) []byte { return bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n")) }

// Run speaks the protocol with the files and returns the exit status.
func (c Checker) Run(stdin io.Reader, stdout, stderr io.Writer) int {
	want := protocolFiles(c.Protocol)
	n := len(c.Files)
	if want == "" || c.Protocol == "testlib" && (n < 3 || n > 5) || c.Protocol != "testlib" && n != 3 {
		fmt.Fprintf(stderr, "match3: -checker %s wants %s\n", c.Protocol, want)
		return 2
	}
	read := func(name string) []byte {
		b, err := os.ReadFile(name)
		if err != nil {
			return nil
		}
		return lineEnds(b)
	}
	input := read(c.Files[0])
	if input == nil {
		v := Verdict{Status: Fail, Message: "cannot read the input " + c.Files[0]}
		v.Team = v.Message
		if c.Protocol == "testlib" {
			return c.testlib(stderr, v)
		}
		fmt.Fprintln(stderr, "FAIL "+v.Message)
		return 1
	}
	switch c.Protocol {
	case "testlib":
		return c.testlib(stderr, c.judge(input, read(c.Files[1]), read(c.Files[2])))
	case "kattis":
		team, _ := io.ReadAll(stdin)
		return kattis(c.Files[2], c.judge(input, team, read(c.Files[1])))
	}
	v := c.judge(input, read(c.Files[2]), read(c.Files[1]))
	if v.Status == Fail {
		fmt.Fprintln(stderr, "FAIL "+v.Team)
		return 1
	}
	score := "0.0"
	if v.Status == Accepted {
		score = "1.0"
	}
	fmt.Fprintln(stdout, score)
	fmt.Fprintln(stderr, v.Team)
	if v.Message != v.Team {
		// CMS shows stderr's first line to the contestant; since 1.6 a
		// line so marked is the admin's (trusted.py), before it ignored.
		fmt.Fprintln(stderr, "ADMIN_MESSAGE: "+v.Message)
	}
	return 0
}

// testlib writes testlib's verdict: the words and the team's message on
// stderr, the result file, the exit status.
func (c Checker) testlib(stderr io.Writer, v Verdict) int {
	lead := [...]string{Accepted: "ok", Wrong: "wrong answer", Unreadable: "wrong output format", Fail: "FAIL"}[v.Status]
	fmt.Fprintf(stderr, "%s %s\n", lead, v.Team)
	if len(c.Files) >= 4 {
		text := v.Team
		if len(c.Files) == 5 && c.Files[4] == "-appes" {
			outcome := [...]string{Accepted: "accepted", Wrong: "wrong-answer", Unreadable: "presentation-error", Fail: "fail"}[v.Status]
			var esc bytes.Buffer
			xmlEscape(&esc, text)
			text = fmt.Sprintf("<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"%s\">%s</result>\n", outcome, esc.String())
		}
		if err := os.WriteFile(c.Files[3], []byte(text), 0o644); err != nil {
			fmt.Fprintln(stderr, "FAIL Can not write to the result file")
			return int(Fail)
		}
	}
	return int(v.Status)
}

// xmlEscape writes text with XML's five special characters escaped.
func xmlEscape(w *bytes.Buffer, text string) {
	strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;", "'", "&apos;").WriteString(w, text)
}

// inDir names the file name in the directory dir ("": the current one),
// the file filepath.Join names. (Not filepath.Join: path/filepath's init
// would run at each start of match3, on a page of its own.)
func inDir(dir, name string) string {
	if dir == "" || os.IsPathSeparator(dir[len(dir)-1]) {
		return dir + name
	}
	return dir + string(os.PathSeparator) + name
}

// kattis writes the ICPC output validator's feedback and gives its exit
// status: 42 accepted, 43 wrong; a judge error otherwise. The team message
// is never empty: Hydro shows judgemessage.txt in its place.
func kattis(dir string, v Verdict) int {
	judge := [...]string{Accepted: "accepted", Wrong: "wrong answer", Unreadable: "wrong answer (the output cannot be read)", Fail: "judge error"}[v.Status] + ": " + v.Message + "\n"
	os.WriteFile(inDir(dir, "judgemessage.txt"), []byte(judge), 0o644)
	os.WriteFile(inDir(dir, "teammessage.txt"), []byte(v.Team+"\n"), 0o644)
	if v.Status == Fail {
		return 1
	}
	if v.Status == Accepted {
		return 42
	}
	return 43
}
