package main

import (
	"fmt"
	"regexp"
	"strings"
)

// A package's statement is written once, in LaTeX (statements/*.tex), the
// format's problem_statement/problem.en.tex; Hydro shows Markdown, with
// $...$ math as it is, so problem.en.md is made from it. The LaTeX is kept
// to what this turns into Markdown: paragraphs, \section*, itemize and
// enumerate, \emph, and math; anything else is an error, not a statement
// shown with backslashes in it.

var (
	emph      = regexp.MustCompile(`\\emph\{([^{}]*)\}`)
	section   = regexp.MustCompile(`^\\section\*\{([^{}]*)\}$`)
	inlineTeX = regexp.MustCompile(`\$[^$]*\$`)
)

// markdown is a statement's LaTeX as Hydro's Markdown, with the sample
// after it as Hydro shows samples (input1 and output1 blocks).
func markdown(tex, sampleIn, sampleAns string) (string, error) {
	var out []string
	var list []string // the open lists' item marks
	for i, line := range strings.Split(tex, "\n") {
		line = strings.TrimSpace(line)
		outside := inlineTeX.ReplaceAllString(line, "")
		switch {
		case strings.HasPrefix(line, `\problemname{`):
			continue // Hydro shows the name from problem.yaml
		case line == `\begin{itemize}` || line == `\begin{enumerate}`:
			mark := "-"
			if strings.Contains(line, "enumerate") {
				mark = "1."
			}
			list = append(list, mark)
			out = append(out, "")
			continue
		case line == `\end{itemize}` || line == `\end{enumerate}`:
			if len(list) == 0 {
				return "", fmt.Errorf("line %d: %s closes no list", i+1, line)
			}
			list = list[:len(list)-1]
			out = append(out, "")
			continue
		case section.MatchString(line):
			out = append(out, "", "## "+section.FindStringSubmatch(line)[1])
			continue
		case strings.HasPrefix(line, `\item `):
			if len(list) == 0 {
				return "", fmt.Errorf("line %d: \\item outside a list", i+1)
			}
			line = list[len(list)-1] + " " + strings.TrimPrefix(line, `\item `)
			outside = inlineTeX.ReplaceAllString(line, "")
		case line != "" && len(list) > 0 && len(out) > 0 && out[len(out)-1] != "":
			line = "   " + line // an item goes on
		}
		line = emph.ReplaceAllString(line, "*$1*")
		if strings.Contains(emph.ReplaceAllString(outside, ""), `\`) {
			return "", fmt.Errorf("line %d: LaTeX that Markdown lacks: %s", i+1, line)
		}
		out = append(out, line)
	}
	text := strings.TrimSpace(strings.Join(out, "\n"))
	for strings.Contains(text, "\n\n\n") {
		text = strings.ReplaceAll(text, "\n\n\n", "\n\n")
	}
	return text + "\n\n## Sample\n\n```input1\n" + sampleIn + "```\n\n```output1\n" + sampleAns + "```\n", nil
}
