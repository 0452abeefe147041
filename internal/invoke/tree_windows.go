//go:build windows

package invoke

import (
	"fmt"
	"os/exec"
	"syscall"
	"unsafe"
)

// On Windows a solution runs in a job object of its own, which every
// process it starts joins (Windows puts a child in its parent's job);
// TerminateJobObject ends them all at once. The solution starts suspended
// and runs only once it is in the job, so that not even a child it starts
// at once is left outside. The job is made to end its processes when its
// last handle closes, so that they end too if the tool itself is killed.
//
// taskkill /T /F, the other way, finds the tree by parent ids at the end:
// it misses a child whose parent has already exited (what a wrapper's
// children are), and costs a process per run.

var (
	kernel32                 = syscall.NewLazyDLL("kernel32.dll")
	createJobObject          = kernel32.NewProc("CreateJobObjectW")
	setInformationJobObject  = kernel32.NewProc("SetInformationJobObject")
	assignProcessToJobObject = kernel32.NewProc("AssignProcessToJobObject")
	terminateJobObject       = kernel32.NewProc("TerminateJobObject")
	// NtResumeProcess resumes every thread of a process; os/exec keeps no
	// handle to the first thread, which ResumeThread would need.
	ntResumeProcess = syscall.NewLazyDLL("ntdll.dll").NewProc("NtResumeProcess")
)

const (
	createSuspended                   = 0x00000004 // CREATE_SUSPENDED
	processTerminate                  = 0x0001     // PROCESS_TERMINATE
	processSetQuota                   = 0x0100     // PROCESS_SET_QUOTA
	processSuspendResume              = 0x0800     // PROCESS_SUSPEND_RESUME
	jobObjectExtendedLimitInformation = 9
	jobObjectLimitKillOnJobClose      = 0x00002000
)

// jobLimits is JOBOBJECT_EXTENDED_LIMIT_INFORMATION: 144 bytes on 64-bit
// Windows, 112 on 32-bit, where C aligns the 64-bit members to 8 bytes
// and Go to 4 (hence pad). The two arrays below fail the build if Go's
// layout is another size.
type jobLimits struct {
	perProcessUserTimeLimit int64
	perJobUserTimeLimit     int64
	limitFlags              uint32
	minimumWorkingSetSize   uintptr
	maximumWorkingSetSize   uintptr
	activeProcessLimit      uint32
	affinity                uintptr
	priorityClass           uint32
	schedulingClass         uint32
	pad                     [8 - unsafe.Sizeof(uintptr(0))]byte
	ioCounters              [6]uint64
	processMemoryLimit      uintptr
	jobMemoryLimit          uintptr
	peakProcessMemoryUsed   uintptr
	peakJobMemoryUsed       uintptr
}

var (
	_ [unsafe.Sizeof(jobLimits{}) - (80 + 8*unsafe.Sizeof(uintptr(0)))]byte
	_ [(80 + 8*unsafe.Sizeof(uintptr(0))) - unsafe.Sizeof(jobLimits{})]byte
)

// tree is a started solution and the processes it starts: their job.
type tree struct{ job syscall.Handle }

// startTree starts cmd suspended, puts it in a job of its own, and lets
// it run.
func startTree(cmd *exec.Cmd) (*tree, error) {
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: createSuspended}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	t := &tree{}
	if err := t.hold(uint32(cmd.Process.Pid)); err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		t.release()
		return nil, err
	}
	return t, nil
}

// hold makes the job, puts the suspended process pid in it and resumes
// the process.
func (t *tree) hold(pid uint32) error {
	job, _, err := createJobObject.Call(0, 0)
	if job == 0 {
		return fmt.Errorf("CreateJobObject: %v", err)
	}
	t.job = syscall.Handle(job)
	limits := jobLimits{limitFlags: jobObjectLimitKillOnJobClose}
	if ok, _, err := setInformationJobObject.Call(job, jobObjectExtendedLimitInformation, uintptr(unsafe.Pointer(&limits)), unsafe.Sizeof(limits)); ok == 0 {
		return fmt.Errorf("SetInformationJobObject: %v", err)
	}
	process, err := syscall.OpenProcess(processSetQuota|processTerminate|processSuspendResume, false, pid)
	if err != nil {
		return fmt.Errorf("OpenProcess: %v", err)
	}
	defer syscall.CloseHandle(process)
	if ok, _, err := assignProcessToJobObject.Call(job, uintptr(process)); ok == 0 {
		return fmt.Errorf("AssignProcessToJobObject: %v", err)
	}
	if status, _, _ := ntResumeProcess.Call(uintptr(process)); status != 0 {
		return fmt.Errorf("NtResumeProcess: status %#x", status)
	}
	return nil
}

// end kills every process of the tree still running.
func (t *tree) end() {
	if t.job != 0 {
		terminateJobObject.Call(uintptr(t.job), 1)
	}
}

// release closes the job (which ends whatever is left in it).
func (t *tree) release() {
	if t.job != 0 {
		syscall.CloseHandle(t.job)
		t.job = 0
	}
}
