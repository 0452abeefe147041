//go:build windows

package invoke

import (
	"syscall"
	"time"
)

// ended reports whether process pid ends within wait: it cannot be
// opened (gone), or its handle is signalled (ended).
func ended(pid int, wait time.Duration) bool {
	const synchronize = 0x00100000 // SYNCHRONIZE
	h, err := syscall.OpenProcess(synchronize, false, uint32(pid))
	if err != nil {
		return true
	}
	defer syscall.CloseHandle(h)
	event, _ := syscall.WaitForSingleObject(h, uint32(wait/time.Millisecond))
	return event == syscall.WAIT_OBJECT_0
}
