//go:build go1.26

// match3 starts without Go 1.21's compatibility settings. go.mod says go
// 1.21, so each start would parse the thirty GODEBUG settings that keep
// the behaviour of older Go (TLS, HTTP, x509, timers' channels, GOMAXPROCS
// from cgroups), none of which match3 touches: 190,000 instructions and 5
// page faults of every run, a tenth of a full-size game's whole process
// (docs/speed.md). Built by Go 1.26 or later, the toolchain's own defaults
// apply; an older Go leaves this file out, and a judge compiles only the
// bundle, which has no part of it.
//go:debug default=go1.26

package main
