//go:build unix

package invoke

import (
	"os/exec"
	"syscall"
)

// On Linux, macOS and the BSDs a solution runs as the leader of a process
// group of its own, which every process it starts joins (unless it leaves
// on purpose, with setsid or setpgid: a judge's cgroup would hold it, a
// group cannot); SIGKILL to the group ends them all.

// tree is a started solution and the processes it starts.
type tree struct{ pgid int }

// startTree starts cmd as a tree of its own.
func startTree(cmd *exec.Cmd) (*tree, error) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &tree{pgid: cmd.Process.Pid}, nil
}

// end kills every process of the tree still running.
func (t *tree) end() { syscall.Kill(-t.pgid, syscall.SIGKILL) }

// release frees what holds the tree (nothing: the group ends with its
// last process).
func (t *tree) release() {}
