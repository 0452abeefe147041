//go:build !judge

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// -checker makes match3 a judge's checker: it reads the files as the
// judge passes them, judges the team's output as -check does (the
// misreading named in the message), and gives the verdict the judge's way.
// The jury's answer is judged too: one match3 does not accept is the
// package's fault (FAIL). CRLF in any file is a line end.
//
//   - testlib (Polygon, Codeforces, Hydro, LibreOJ, UOJ, QOJ):
//     INPUT OUTPUT ANSWER [RESULT [-appes]]; exit 0 ok, 1 wrong answer,
//     2 wrong output format, 3 FAIL; the verdict on stderr in testlib's
//     words; RESULT gets the message, as XML with -appes.
//   - kattis (the ICPC output validator: DOMjudge, problemtools, Kattis):
//     INPUT ANSWER FEEDBACK_DIR < OUTPUT; exit 42 accepted, 43 wrong;
//     judgemessage.txt and teammessage.txt in FEEDBACK_DIR.
//   - cms: INPUT CORRECT OUTPUT; the score (1.0 or 0.0) on stdout, the
//     message on stderr.

// verdict is a judgement in a checker's terms.
type verdict struct {
	status  int    // accepted, wrongAnswer, presentationError or badInput
	message string // without -check's leading words
}

// checkFiles judges the team's output against the input, and the jury's
// answer too.
func checkFiles(o *options, input, team, jury []byte) verdict {
	pl, err := playInput(o, newScanner(input), nil)
	if err != nil {
		return verdict{badInput, "the input is bad: " + err.Error()}
	}
	if jury != nil {
		if j := pl.judge(input, lineEnds(jury)); j.status != accepted {
			return verdict{badInput, "the jury's answer is not match3's: " + words(j.text)}
		}
	}
	j := pl.judge(input, lineEnds(team))
	return verdict{j.status, words(j.text)}
}

// words is a -check verdict without its leading words ("ok: ").
func words(text string) string {
	for _, lead := range []string{"ok: ", "wrong answer: ", "presentation error: ", "fail: "} {
		if strings.HasPrefix(text, lead) {
			return text[len(lead):]
		}
	}
	return text
}

// lineEnds reads CRLF as LF.
func lineEnds(b []byte) []byte { return bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n")) }

// runChecker speaks o.checker's protocol with o.files.
func runChecker(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	want := map[string]string{"testlib": "INPUT OUTPUT ANSWER [RESULT [-appes]]", "kattis": "INPUT ANSWER FEEDBACK_DIR < OUTPUT", "cms": "INPUT CORRECT OUTPUT"}[o.checker]
	n := len(o.files)
	if want == "" || o.checker == "testlib" && (n < 3 || n > 5) || o.checker != "testlib" && n != 3 {
		fmt.Fprintf(stderr, "match3: -checker %s wants %s\n", o.checker, want)
		return 2
	}
	read := func(name string) []byte {
		b, err := os.ReadFile(name)
		if err != nil {
			return nil
		}
		return lineEnds(b)
	}
	input := read(o.files[0])
	if input == nil {
		return checkerFail(o, stderr, "cannot read the input "+o.files[0])
	}
	switch o.checker {
	case "testlib":
		return testlibVerdict(o, stderr, checkFiles(o, input, read(o.files[1]), read(o.files[2])))
	case "kattis":
		team, _ := io.ReadAll(stdin)
		return kattisVerdict(o.files[2], checkFiles(o, input, team, read(o.files[1])))
	}
	v := checkFiles(o, input, read(o.files[2]), read(o.files[1]))
	score := "0.0"
	if v.status == accepted {
		score = "1.0"
	}
	if v.status == badInput {
		fmt.Fprintln(stderr, "FAIL "+v.message)
		return 1
	}
	fmt.Fprintln(stdout, score)
	fmt.Fprintln(stderr, v.message)
	return 0
}

// checkerFail is a checker's own failure, in its protocol.
func checkerFail(o *options, stderr io.Writer, why string) int {
	if o.checker == "testlib" {
		return testlibVerdict(o, stderr, verdict{badInput, why})
	}
	fmt.Fprintln(stderr, "FAIL "+why)
	return 1
}

// testlibVerdict writes testlib's verdict: the words and the message on
// stderr, the result file, the exit status.
func testlibVerdict(o *options, stderr io.Writer, v verdict) int {
	lead := map[int]string{accepted: "ok", wrongAnswer: "wrong answer", presentationError: "wrong output format", badInput: "FAIL"}[v.status]
	fmt.Fprintf(stderr, "%s %s\n", lead, v.message)
	if len(o.files) >= 4 {
		text := v.message
		if len(o.files) == 5 && o.files[4] == "-appes" {
			outcome := map[int]string{accepted: "accepted", wrongAnswer: "wrong-answer", presentationError: "presentation-error", badInput: "fail"}[v.status]
			var esc bytes.Buffer
			xmlEscape(&esc, text)
			text = fmt.Sprintf("<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"%s\">%s</result>\n", outcome, esc.String())
		}
		if err := os.WriteFile(o.files[3], []byte(text), 0o644); err != nil {
			fmt.Fprintln(stderr, "FAIL Can not write to the result file")
			return badInput
		}
	}
	return v.status
}

// xmlEscape writes text with XML's five special characters escaped.
func xmlEscape(w *bytes.Buffer, text string) {
	strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;", "'", "&apos;").WriteString(w, text)
}

// kattisVerdict writes the ICPC output validator's feedback and gives its
// exit status: 42 accepted, 43 wrong; a judge error otherwise.
func kattisVerdict(dir string, v verdict) int {
	judge := map[int]string{accepted: "accepted", wrongAnswer: "wrong answer", presentationError: "wrong answer (the output cannot be read)", badInput: "judge error"}[v.status] + ": " + v.message + "\n"
	os.WriteFile(filepath.Join(dir, "judgemessage.txt"), []byte(judge), 0o644)
	if v.status == badInput {
		return 1
	}
	os.WriteFile(filepath.Join(dir, "teammessage.txt"), []byte(v.message+"\n"), 0o644)
	if v.status == accepted {
		return 42
	}
	return 43
}
