package main

import (
	"go/ast"
	"go/token"
)

// alwaysKept are the method names an interface of the standard library
// may call (error, fmt.Stringer, sort.Interface, io), so that a reachable
// type keeps them though no call names them.
var alwaysKept = map[string]bool{"Error": true, "String": true, "Len": true, "Less": true, "Swap": true, "Read": true, "Write": true}

// reachable lists, in their order, the declarations that main reaches:
// the functions, types, variables and constants named by reachable code,
// and the methods of reachable types that it calls. Any identifier counts
// as naming what has its name, a field or a local too: what is kept is a
// little more than is needed, never less. A group of declarations (a
// const block with iota) is kept whole.
func reachable(files []*ast.File) []ast.Decl {
	type entry struct {
		decl         ast.Decl
		names        []string // what a function or a group declares
		recv, method string   // a method's type and name
	}
	var all []entry
	for _, f := range files {
		for _, d := range f.Decls {
			e := entry{decl: d}
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv != nil && len(d.Recv.List) == 1 {
					e.recv, e.method = typeName(d.Recv.List[0].Type), d.Name.Name
				} else {
					e.names = []string{d.Name.Name}
				}
			case *ast.GenDecl:
				if d.Tok == token.IMPORT {
					continue // imports are merged apart
				}
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.TypeSpec:
						e.names = append(e.names, s.Name.Name)
					case *ast.ValueSpec:
						for _, n := range s.Names {
							e.names = append(e.names, n.Name)
						}
					}
				}
			}
			all = append(all, e)
		}
	}
	named := map[string]bool{"main": true, "init": true, "_": true}
	keep := make([]bool, len(all))
	for changed := true; changed; {
		changed = false
		for i, e := range all {
			if keep[i] {
				continue
			}
			want := e.method != "" && named[e.recv] && (named[e.method] || alwaysKept[e.method])
			for _, n := range e.names {
				want = want || named[n]
			}
			if !want {
				continue
			}
			keep[i], changed = true, true
			ast.Inspect(e.decl, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					named[id.Name] = true
				}
				return true
			})
		}
	}
	var out []ast.Decl
	for i, e := range all {
		if keep[i] {
			out = append(out, e.decl)
		}
	}
	return out
}

// typeName is a receiver's type name: T for T and *T.
func typeName(x ast.Expr) string {
	switch t := x.(type) {
	case *ast.StarExpr:
		return typeName(t.X)
	case *ast.Ident:
		return t.Name
	}
	return ""
}
