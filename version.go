//go:build !judge

package main

import (
	"flag"
	"runtime"
	"runtime/debug"
	"strings"
)

// versionFlag adds -version. (The judge's build has none: judge.go.)
func versionFlag(flags *flag.FlagSet, o *options) {
	flags.BoolVar(&o.version, "version", false, "say which match3 this is (its version or commit) and the Go that built it")
}

// version says which match3 this is, from the build information the go
// command writes into every binary: the module's version (since Go 1.24,
// from the repository: a release's tag, or v0.0.0-DATE-COMMIT between
// them, +dirty for uncommitted changes), else the commit alone, else
// "devel" (go run, or a build outside the repository); then the Go that
// built it and for which system.
func version() string {
	v, goVersion := "devel", runtime.Version()
	if info, ok := debug.ReadBuildInfo(); ok {
		v, goVersion = describe(info), info.GoVersion
	}
	return "match3 " + v + " (built with " + goVersion + " for " + runtime.GOOS + "/" + runtime.GOARCH + ")"
}

// describe names the build's version: the module's, else its commit.
func describe(info *debug.BuildInfo) string {
	vcs := map[string]string{}
	for _, s := range info.Settings {
		vcs[s.Key] = s.Value
	}
	v := info.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
		if rev := vcs["vcs.revision"]; len(rev) >= 12 {
			v += " " + rev[:12]
		}
	}
	if vcs["vcs.modified"] == "true" && !strings.HasSuffix(v, "+dirty") {
		v += "+dirty"
	}
	return v
}
