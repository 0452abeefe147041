// Command bundle merges the non-test Go files of match3's root package into
// one file, for online judges that compile a single source file:
//
//	go run ./tools/bundle -game poker -o dist/poker/poker.go
//	go run ./tools/bundle -game mayan -o dist/mayan/mayan.go
//
// Imports are merged and deduplicated, declarations keep their order
// (main.go first, then the files by name, declarations in file order). The
// files are those of the build with the tag judge, which leaves out what
// only people use (the trace, the checker), and the tag onlypoker or
// onlymayan: a judge takes one problem; what the program never reaches
// from main is left out. A bundle is gofmt-formatted, and keeps the doc
// comments of its declarations while they fit, leaving room under the
// cap. One header says what the file is, which Go it needs and the source
// commit.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/build"
	"go/format"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

func main() {
	dir := flag.String("dir", ".", "the package to bundle")
	out := flag.String("o", "", "write the bundle here (default: standard output)")
	game := flag.String("game", "", "the problem the bundle answers: poker or mayan")
	flag.Parse()
	if *game != "poker" && *game != "mayan" {
		fmt.Fprintf(os.Stderr, "bundle: -game %q: want poker or mayan\n", *game)
		os.Exit(2)
	}
	src, err := bundleOf(*dir, commit(*dir), *game)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bundle:", err)
		os.Exit(1)
	}
	if *out == "" {
		os.Stdout.Write(src)
		return
	}
	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "bundle:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "bundle:", err)
		os.Exit(1)
	}
}

// commit names the source: the commit of dir, marked when the work tree
// differs from it, or "unknown" outside git.
func commit(dir string) string {
	rev, err := exec.Command("git", "-C", dir, "rev-parse", "--short=12", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	name := strings.TrimSpace(string(rev))
	status, err := exec.Command("git", "-C", dir, "status", "--porcelain", "--", ":(glob)*.go").Output()
	if err == nil && len(bytes.TrimSpace(status)) > 0 {
		name += " with uncommitted changes"
	}
	return name
}

// maxSize is the most a bundle may weigh: judges cap a submission's
// length, Codeforces at 64 KB and many others lower. A bundle keeps room:
// its comments stop at roomy.
const (
	maxSize = 48 << 10
	roomy   = 40 << 10
)

// bundleOf returns the one-file program of game (poker or mayan) made of
// the package in dir.
func bundleOf(dir, source, game string) ([]byte, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	// main.go, where a reader starts, comes first; the rest by name.
	sort.Slice(names, func(i, j int) bool {
		mi, mj := filepath.Base(names[i]) == "main.go", filepath.Base(names[j]) == "main.go"
		if mi != mj {
			return mi
		}
		return names[i] < names[j]
	})
	ctx := build.Default
	ctx.BuildTags = []string{"judge", "only" + game}
	// Each file is read twice: without comments to print (the printer
	// prints the comments of fields and values it was given), and with
	// them for the doc comments the bundle keeps.
	fset, docSet := token.NewFileSet(), token.NewFileSet()
	var files []*ast.File
	docs := map[ast.Decl]*ast.CommentGroup{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		if match, err := ctx.MatchFile(filepath.Dir(name), filepath.Base(name)); err != nil || !match {
			if err != nil {
				return nil, err
			}
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			return nil, err
		}
		commented, err := parser.ParseFile(docSet, name, nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		for i, d := range commented.Decls {
			docs[f.Decls[i]] = docOf(d)
		}
		if f.Name.Name != "main" {
			return nil, fmt.Errorf("%s: package %s, want main", name, f.Name.Name)
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no Go files in %s", dir)
	}
	decls := reachable(files)
	imports := map[string]string{} // path -> name ("" when unnamed)
	for _, f := range files {
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			alias := ""
			if imp.Name != nil {
				alias = imp.Name.Name
			}
			if old, seen := imports[path]; seen && old != alias {
				return nil, fmt.Errorf("%s imports %q as %q and elsewhere as %q", fset.Position(f.Package).Filename, path, alias, old)
			}
			imports[path] = alias
		}
	}
	// The code first; then, in order, the doc comments that fit under
	// roomy with it.
	printed := make([][]byte, len(decls))
	room := roomy - len(headers[game]) - 1000 // the header's first line and the imports
	for i, decl := range decls {
		var d bytes.Buffer
		if err := printer.Fprint(&d, fset, decl); err != nil {
			return nil, err
		}
		printed[i] = d.Bytes()
		room -= d.Len() + 2
	}
	var body bytes.Buffer
	for i, decl := range decls {
		if doc := docs[decl]; doc != nil {
			size := 0
			for _, c := range doc.List {
				size += len(c.Text) + 1
			}
			if size <= room {
				room -= size
				for _, c := range doc.List {
					body.WriteString(c.Text + "\n")
				}
			}
		}
		body.Write(printed[i])
		body.WriteString("\n\n")
	}

	var out bytes.Buffer
	fmt.Fprintf(&out, "// Code generated by tools/bundle from match3 at commit %s. DO NOT EDIT.\n", source)
	out.WriteString(headers[game])
	out.WriteString("package main\n\nimport (\n")
	paths := make([]string, 0, len(imports))
	for path := range imports {
		if used(path, imports[path], body.Bytes()) {
			paths = append(paths, path)
		}
	}
	sort.Strings(paths)
	for _, path := range paths {
		if imports[path] != "" {
			out.WriteString(imports[path] + " ")
		}
		out.WriteString(strconv.Quote(path) + "\n")
	}
	out.WriteString(")\n\n")
	out.Write(body.Bytes())
	return format.Source(out.Bytes())
}

// used reports whether the body names an import: its package name (the
// last element of its path, or its alias) followed by a dot.
func used(path, alias string, body []byte) bool {
	name := alias
	if name == "" {
		name = path[strings.LastIndexByte(path, '/')+1:]
	}
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\.`).Match(body)
}

// docOf is a declaration's doc comment, or nil.
func docOf(decl ast.Decl) *ast.CommentGroup {
	switch d := decl.(type) {
	case *ast.FuncDecl:
		return d.Doc
	case *ast.GenDecl:
		return d.Doc
	}
	return nil
}

// headers follow the first line of each bundle.
var headers = map[string]string{
	"poker": `// match3 in one file for online judges: Integration of Lines and Poker
// (THUPC 2022, Baekjoon 33268). Needs Go 1.17 or later (or gccgo 12) and
// the standard library only. The declarations keep their doc comments
// while they fit a judge's size limit; the whole source, and the Mayan
// puzzle, are in the match3 repository.

`,
	"mayan": `// match3 in one file for online judges: the Mayan puzzle (NOIP 2011,
// Luogu P1312). Needs Go 1.17 or later (or gccgo 12) and the standard
// library only. The declarations keep their doc comments while they fit a
// judge's size limit; the whole source, and Lines & Poker, are in the
// match3 repository.

`,
}
