package version

import (
	"runtime/debug"
	"testing"
)

// TestDescribe: the version named from each kind of build information.
func TestDescribe(t *testing.T) {
	rev := debug.BuildSetting{Key: "vcs.revision", Value: "2f3e80513d62aaaabbbbccccddddeeeeffff0000"}
	dirty := debug.BuildSetting{Key: "vcs.modified", Value: "true"}
	clean := debug.BuildSetting{Key: "vcs.modified", Value: "false"}
	for _, c := range []struct {
		version  string
		settings []debug.BuildSetting
		want     string
	}{
		{"v1.2.0", []debug.BuildSetting{rev, clean}, "v1.2.0"},                                                                     // a release's tag
		{"v0.0.0-20261202031653-2f3e80513d62+dirty", []debug.BuildSetting{rev, dirty}, "v0.0.0-20261202031653-2f3e80513d62+dirty"}, // Go 1.24+, uncommitted changes: said once
		{"(devel)", []debug.BuildSetting{rev, dirty}, "devel 2f3e80513d62+dirty"},                                                  // before Go 1.24: the commit's first 12 digits
		{"(devel)", nil, "devel"}, // go run, or no repository
	} {
		info := &debug.BuildInfo{Main: debug.Module{Path: "match3", Version: c.version}, Settings: c.settings}
		if got := describe(info); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.version, c.settings, got, c.want)
		}
	}
}
