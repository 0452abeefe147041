package main

import (
	"fmt"
	"html"
	"regexp"
	"strings"
)

// A package's statement is written once, in LaTeX (statements/*.tex), the
// format's problem_statement/problem.en.tex, which problemtools reads and
// Kattis renders. The other judges show other formats, made from it here:
// Hydro shows Markdown, with $...$ math as it is (problem.en.md); DOMjudge
// shows a teams a PDF, HTML or text statement only (problem.html). The
// LaTeX is kept to what both can say: paragraphs, \section*, itemize and
// enumerate, \emph, and math of letters, numbers, operators, sub- and
// superscripts, \times, \le, \ldots; anything else is an error, not a
// statement shown with backslashes in it.

var (
	emph      = regexp.MustCompile(`\\emph\{([^{}]*)\}`)
	section   = regexp.MustCompile(`^\\section\*\{([^{}]*)\}$`)
	inlineTeX = regexp.MustCompile(`\$[^$]*\$`)
)

// A texLine is a line of a statement as read: a paragraph's line, a
// section's title, a list opened or closed, an item, or a blank.
type texLine struct {
	kind texKind
	text string // the line, its \emph and math as written; for listOpen, "ul" or "ol"
}

type texKind int

const (
	blank texKind = iota
	text
	heading
	listOpen
	listClose
	item
	itemGoesOn // a line that continues an item
)

// readTeX reads a statement's LaTeX, the \problemname left out (each
// judge shows the name from its own place).
func readTeX(tex string) ([]texLine, error) {
	var out []texLine
	var lists []string // the open lists' kinds
	for i, line := range strings.Split(tex, "\n") {
		line = strings.TrimSpace(line)
		l := texLine{kind: text, text: line}
		switch {
		case strings.HasPrefix(line, `\problemname{`):
			continue
		case line == "":
			l.kind = blank
		case line == `\begin{itemize}` || line == `\begin{enumerate}`:
			l = texLine{kind: listOpen, text: "ul"}
			if strings.Contains(line, "enumerate") {
				l.text = "ol"
			}
			lists = append(lists, l.text)
		case line == `\end{itemize}` || line == `\end{enumerate}`:
			if len(lists) == 0 {
				return nil, fmt.Errorf("line %d: %s closes no list", i+1, line)
			}
			l = texLine{kind: listClose, text: lists[len(lists)-1]}
			lists = lists[:len(lists)-1]
		case section.MatchString(line):
			l = texLine{kind: heading, text: section.FindStringSubmatch(line)[1]}
		case strings.HasPrefix(line, `\item `):
			if len(lists) == 0 {
				return nil, fmt.Errorf("line %d: \\item outside a list", i+1)
			}
			l = texLine{kind: item, text: strings.TrimPrefix(line, `\item `)}
		case len(lists) > 0 && len(out) > 0 && (out[len(out)-1].kind == item || out[len(out)-1].kind == itemGoesOn):
			l.kind = itemGoesOn
		}
		outside := inlineTeX.ReplaceAllString(l.text, "")
		if strings.Contains(emph.ReplaceAllString(outside, ""), `\`) && l.kind != blank {
			return nil, fmt.Errorf("line %d: LaTeX that Markdown and HTML lack: %s", i+1, line)
		}
		for _, m := range inlineTeX.FindAllString(l.text, -1) {
			if _, err := mathHTML(m[1 : len(m)-1]); err != nil {
				return nil, fmt.Errorf("line %d: %v", i+1, err)
			}
		}
		out = append(out, l)
	}
	return out, nil
}

// markdown is a statement as Hydro's Markdown, with the sample after it as
// Hydro shows samples (input1 and output1 blocks).
func markdown(lines []texLine, sampleIn, sampleAns string) string {
	var out []string
	var marks []string // the open lists' item marks
	for _, l := range lines {
		line := emph.ReplaceAllString(l.text, "*$1*")
		switch l.kind {
		case listOpen:
			marks = append(marks, map[string]string{"ul": "-", "ol": "1."}[l.text])
			line = ""
		case listClose:
			marks = marks[:len(marks)-1]
			line = ""
		case heading:
			out = append(out, "")
			line = "## " + line
		case item:
			line = marks[len(marks)-1] + " " + line
		case itemGoesOn:
			line = "   " + line
		}
		out = append(out, line)
	}
	body := strings.TrimSpace(strings.Join(out, "\n"))
	for strings.Contains(body, "\n\n\n") {
		body = strings.ReplaceAll(body, "\n\n\n", "\n\n")
	}
	return body + "\n\n## Sample\n\n```input1\n" + sampleIn + "```\n\n```output1\n" + sampleAns + "```\n"
}

// statementHTML is a statement as one HTML page that needs nothing else
// (DOMjudge serves it as it is): the math written out in HTML, the sample
// after it.
func statementHTML(name string, lines []texLine, sampleIn, sampleAns string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n", html.EscapeString(name))
	b.WriteString("<style>body{max-width:46em;margin:2em auto;padding:0 1em;font:16px/1.5 serif}pre{background:#f4f4f4;padding:.5em}</style>\n</head>\n<body>\n")
	fmt.Fprintf(&b, "<h1>%s</h1>\n", html.EscapeString(name))
	open := "" // "p" or "li" while one is open
	closeOpen := func() {
		if open != "" {
			fmt.Fprintf(&b, "</%s>\n", open)
			open = ""
		}
	}
	for _, l := range lines {
		switch l.kind {
		case blank:
			closeOpen()
		case heading:
			closeOpen()
			fmt.Fprintf(&b, "<h2>%s</h2>\n", inlineHTML(l.text))
		case listOpen:
			closeOpen()
			fmt.Fprintf(&b, "<%s>\n", l.text)
		case listClose:
			closeOpen()
			fmt.Fprintf(&b, "</%s>\n", l.text)
		case item:
			closeOpen()
			b.WriteString("<li>" + inlineHTML(l.text))
			open = "li"
		case itemGoesOn:
			b.WriteString("\n" + inlineHTML(l.text))
		case text:
			if open == "" {
				b.WriteString("<p>")
				open = "p"
			} else {
				b.WriteString("\n")
			}
			b.WriteString(inlineHTML(l.text))
		}
	}
	closeOpen()
	fmt.Fprintf(&b, "<h2>Sample</h2>\n<h3>Input</h3>\n<pre>%s</pre>\n<h3>Output</h3>\n<pre>%s</pre>\n</body>\n</html>\n",
		html.EscapeString(sampleIn), html.EscapeString(sampleAns))
	return b.String()
}

// inlineHTML is a line's text in HTML: escaped, \emph as em, math written
// out (readTeX has read every piece of it).
func inlineHTML(line string) string {
	var b strings.Builder
	last := 0
	for _, m := range inlineTeX.FindAllStringIndex(line, -1) {
		b.WriteString(emph.ReplaceAllString(html.EscapeString(line[last:m[0]]), "<em>$1</em>"))
		math, _ := mathHTML(line[m[0]+1 : m[1]-1])
		b.WriteString(math)
		last = m[1]
	}
	b.WriteString(emph.ReplaceAllString(html.EscapeString(line[last:]), "<em>$1</em>"))
	return b.String()
}

// mathSymbols are the math commands a statement may use, as HTML, and
// whether each is a binary operator or relation, which TeX sets with a
// space each side.
var mathSymbols = map[string]struct {
	html   string
	binary bool
}{
	`\times`: {"&times;", true}, `\cdot`: {"&middot;", true}, `\le`: {"&le;", true}, `\ge`: {"&ge;", true}, `\ne`: {"&ne;", true},
	`\ldots`: {"&hellip;", false}, `\,`: {"&thinsp;", false},
}

// mathHTML writes TeX math in HTML as TeX sets it: its spaces ignored,
// letters in italics, a binary operator or relation spaced each side (a
// minus with no operand before it is a sign), a comma followed by a space,
// a _ or ^ taking the next character or {group} as a sub- or superscript,
// ' a prime. Anything else is an error.
func mathHTML(tex string) (string, error) {
	var b strings.Builder
	operand := false // the last thing written is something an operator can follow
	binary := func(op string) {
		if operand {
			op = " " + op + " "
		}
		b.WriteString(op)
		operand = false
	}
	for i := 0; i < len(tex); i++ {
		c := tex[i]
		switch {
		case c == ' ':
		case c == '\\':
			j := i + 1
			for j < len(tex) && (tex[j] >= 'a' && tex[j] <= 'z' || tex[j] >= 'A' && tex[j] <= 'Z') {
				j++
			}
			if j == i+1 && j < len(tex) {
				j++ // a one-character command, \,
			}
			symbol, ok := mathSymbols[tex[i:j]]
			switch {
			case !ok:
				return "", fmt.Errorf("math that HTML here lacks: %s in $%s$", tex[i:j], tex)
			case symbol.binary:
				binary(symbol.html)
			default:
				b.WriteString(symbol.html)
			}
			i = j - 1
		case c == '_' || c == '^':
			tag := map[byte]string{'_': "sub", '^': "sup"}[c]
			if i+1 >= len(tex) {
				return "", fmt.Errorf("a %c with nothing after it in $%s$", c, tex)
			}
			group := tex[i+1 : i+2]
			if group == "{" {
				end := strings.IndexByte(tex[i+1:], '}')
				if end < 0 {
					return "", fmt.Errorf("an unclosed { in $%s$", tex)
				}
				group = tex[i+2 : i+1+end]
			}
			inner, err := mathHTML(group)
			if err != nil {
				return "", err
			}
			fmt.Fprintf(&b, "<%s>%s</%s>", tag, inner, tag)
			if tex[i+1] == '{' {
				i += len(group) + 2
			} else {
				i++
			}
			operand = true
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			fmt.Fprintf(&b, "<i>%c</i>", c)
			operand = true
		case c == '\'':
			b.WriteString("&prime;")
		case c == '-':
			binary("&minus;")
		case c == '+' || c == '=' || c == '<' || c == '>':
			binary(html.EscapeString(string(c)))
		case c == ',':
			b.WriteString(", ")
			operand = false
		case c == '(':
			b.WriteString("(")
			operand = false
		case strings.IndexByte("0123456789.)", c) >= 0:
			b.WriteByte(c)
			operand = true
		default:
			return "", fmt.Errorf("math that HTML here lacks: %q in $%s$", c, tex)
		}
	}
	return b.String(), nil
}
