//go:build unix

package invoke

import (
	"bytes"
	"fmt"
	"os"
	"syscall"
	"time"
)

// ended reports whether process pid ends within wait: it is gone, or a
// zombie (killed, its parent gone too, and not yet reaped by init).
func ended(pid int, wait time.Duration) bool {
	for start := time.Now(); time.Since(start) < wait; time.Sleep(20 * time.Millisecond) {
		if syscall.Kill(pid, 0) != nil {
			return true
		}
		// Linux says a zombie's state in /proc (the field after the
		// name in parentheses); elsewhere init reaps it soon.
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if i := bytes.LastIndexByte(stat, ')'); err == nil && i >= 0 && i+2 < len(stat) && stat[i+2] == 'Z' {
			return true
		}
	}
	return false
}
