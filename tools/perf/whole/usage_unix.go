//go:build unix

package main

import (
	"os"
	"syscall"
	"time"
)

// usage is a finished process's CPU time (user and system) and its page
// faults (minor and major), from its rusage.
func usage(ps *os.ProcessState) (time.Duration, int64) {
	u, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return ps.UserTime() + ps.SystemTime(), -1
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()), u.Minflt + u.Majflt
}
