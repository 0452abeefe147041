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
	lines, err := readTeX(tex)
	if got := markdown(lines, "1 2\n", "3\n"); err != nil || got != want {
		t.Errorf("got %q (%v),\nwant %q", got, err, want)
	}
	// And as HTML: the same blocks, the math written out.
	wantHTML := "<p>Text with <i>n</i> &times; <i>m</i> and <em>words</em>.</p>\n" +
		"<ol>\n<li>First, <i>a</i><sub>1</sub>\ngoing on.</li>\n<li>Second.</li>\n</ol>\n" +
		"<p>After.</p>\n<h2>Input</h2>\n<p>One line.</p>\n" +
		"<h2>Sample</h2>\n<h3>Input</h3>\n<pre>1 2\n</pre>\n<h3>Output</h3>\n<pre>3\n</pre>\n</body>\n</html>\n"
	if got := statementHTML("Name", lines, "1 2\n", "3\n"); !strings.HasSuffix(got, "<h1>Name</h1>\n"+wantHTML) {
		t.Errorf("HTML: got %q,\nwant it to end %q", got, wantHTML)
	}
	for _, bad := range []string{`A \textbf{bold} word.`, `\begin{tabular}{cc}`, `\item outside`, `\end{itemize}`, `$\sqrt{2}$`, `$x^$`} {
		if _, err := readTeX(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	for _, game := range []string{"poker", "mayan"} {
		tex, _ := packageFiles.ReadFile("statements/" + game + ".tex")
		lines, err := readTeX(string(tex))
		md := markdown(lines, "", "")
		page := statementHTML(problems[game].name, lines, "", "")
		if err != nil || !strings.HasPrefix(string(tex), `\problemname{`+problems[game].name+"}\n") || strings.Contains(md, `\emph`) || strings.ContainsAny(page, `\$`) {
			t.Errorf("%s: %v", game, err)
		}
	}
}

// TestMathHTML: TeX math as HTML, each beside its TeX: TeX's spaces
// ignored, its binary operators and relations spaced, a minus that
// follows no operand a sign.
func TestMathHTML(t *testing.T) {
	for tex, want := range map[string]string{
		`2 \le n, m \le 50`: "2 &le; <i>n</i>, <i>m</i> &le; 50",
		`50 (s - 3)^2`:      "50(<i>s</i> &minus; 3)<sup>2</sup>",
		`g = -1`:            "<i>g</i> = &minus;1",
		`n+m>4`:             "<i>n</i> + <i>m</i> &gt; 4",
		`p > p'`:            "<i>p</i> &gt; <i>p</i>&prime;",
		`10\,000`:           "10&thinsp;000",
		`x_{12}`:            "<i>x</i><sub>12</sub>",
		`1, 2, 3, \ldots`:   "1, 2, 3, &hellip;",
	} {
		if got, err := mathHTML(tex); err != nil || got != want {
			t.Errorf("$%s$: %q (%v), want %q", tex, got, err, want)
		}
	}
}
