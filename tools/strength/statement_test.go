package main

import (
	"strings"
	"testing"
)

// TestMarkdown: the LaTeX a statement may use becomes Hydro's Markdown
// (each line's translation written beside it below); the sample follows
// as Hydro's input1 and output1 blocks; LaTeX outside that is an error;
// both statements convert.
func TestMarkdown(t *testing.T) {
	tex := `\problemname{Name}

Text with $n \times m$ and \emph{words}.
\begin{enumerate}
\item First, $a_1$
  going on.
\item Second.
\end{enumerate}
After.
\section*{Input}

One line.
`
	want := "Text with $n \\times m$ and *words*.\n\n" + // math kept, \emph as *
		"1. First, $a_1$\n   going on.\n1. Second.\n\n" + // an item's next line indented under it
		"After.\n\n## Input\n\nOne line.\n\n" + // \section* as ##
		"## Sample\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n"
	got, err := markdown(tex, "1 2\n", "3\n")
	if err != nil || got != want {
		t.Errorf("got %q (%v),\nwant %q", got, err, want)
	}
	for _, bad := range []string{`A \textbf{bold} word.`, `\begin{tabular}{cc}`, `\item outside`, `\end{itemize}`} {
		if _, err := markdown(bad, "", ""); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	for _, game := range []string{"poker", "mayan"} {
		tex, _ := packageFiles.ReadFile("statements/" + game + ".tex")
		md, err := markdown(string(tex), "", "")
		if err != nil || !strings.HasPrefix(string(tex), `\problemname{`+problems[game].name+"}\n") || strings.Contains(md, `\emph`) {
			t.Errorf("%s: %v", game, err)
		}
	}
}
