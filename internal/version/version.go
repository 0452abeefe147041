// Package version names a build of match3 or of a tool: its version or
// commit, and the Go that built it, for -version.
package version

import (
	"runtime"
	"runtime/debug"
	"strings"
)

// Of says which build of the program named this is, from the build
// information the go command writes into every binary: the module's version (since Go 1.24,
// from the repository: a release's tag, or v0.0.0-DATE-COMMIT between
// them, +dirty for uncommitted changes), else the commit alone, else
// "devel" (go run, or a build outside the repository); then the Go that
// built it and for which system.
func Of(program string) string {
	v, goVersion := "devel", runtime.Version()
	if info, ok := debug.ReadBuildInfo(); ok {
		v, goVersion = describe(info), info.GoVersion
	}
	return program + " " + v + " (built with " + goVersion + " for " + runtime.GOOS + "/" + runtime.GOARCH + ")"
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
