// Command release writes the archives a user without Go downloads: for
// each system, match3 and its tools (stress, gen, strength) with README.md,
// as a .zip for Windows and a .tar.gz elsewhere, and SHA256SUMS beside
// them:
//
//	go run ./tools/release -o dist/release     (make release)
//
// The binaries are built with CGO_ENABLED=0 (one file each, no C library
// needed) and -trimpath, from the repository, so that the go command
// writes the commit into them: match3 -version reads it, and the archives
// are named by it (match3-v0.0.0-20260102150405-abcdef012345-linux-amd64.tar.gz,
// or a tag's version). Each file of an archive carries the commit's time,
// so the same commit makes the same bytes.
package main

import (
	"debug/buildinfo"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"match3/internal/match3bin"
)

// targets are the systems released for: where contestants practise.
var targets = []string{"windows/amd64", "windows/arm64", "darwin/arm64", "darwin/amd64", "linux/amd64", "linux/arm64"}

// programs are the packages in each archive.
var programs = []string{".", "./tools/stress", "./tools/gen", "./tools/strength"}

func main() {
	out := flag.String("o", "dist/release", "the `directory` to write the archives and SHA256SUMS to")
	only := flag.String("targets", strings.Join(targets, ","), "the `systems` to release for, OS/ARCH separated by commas")
	flag.Parse()
	if err := release(".", *out, strings.Split(*only, ",")); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

// release builds the programs of the module in dir for each target and
// writes the archives and their checksums into out.
func release(dir, out string, targets []string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "match3-release")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	var archives []string
	for _, target := range targets {
		goos, goarch, ok := strings.Cut(target, "/")
		if !ok {
			return fmt.Errorf("%q: want OS/ARCH, as linux/amd64", target)
		}
		bin := filepath.Join(work, goos+"-"+goarch)
		if err := match3bin.BuildFor(dir, goos, goarch, bin+string(filepath.Separator), programs...); err != nil {
			return err
		}
		exe := ""
		if goos == "windows" {
			exe = ".exe"
		}
		version, stamp, err := versionOf(filepath.Join(bin, "match3"+exe))
		if err != nil {
			return err
		}
		name := "match3-" + version + "-" + goos + "-" + goarch
		var files []file
		for _, p := range programs {
			prog := filepath.Base(p)
			if p == "." {
				prog = "match3"
			}
			files = append(files, file{name: prog + exe, path: filepath.Join(bin, prog+exe), mode: 0o755})
		}
		files = append(files, file{name: "README.md", path: filepath.Join(dir, "README.md"), mode: 0o644})
		archive := filepath.Join(out, name+".tar.gz")
		if goos == "windows" {
			archive = filepath.Join(out, name+".zip")
		}
		if err := writeArchive(archive, name, files, stamp); err != nil {
			return err
		}
		info, err := os.Stat(archive)
		if err != nil {
			return err
		}
		fmt.Printf("%s  %.1f MB\n", archive, float64(info.Size())/1e6)
		archives = append(archives, archive)
	}
	sums := filepath.Join(out, "SHA256SUMS")
	if err := writeSums(sums, archives); err != nil {
		return err
	}
	fmt.Println(sums)
	return nil
}

// versionOf reads a binary's version and its commit's time (the time
// of the build, outside a repository) from its build information.
func versionOf(bin string) (string, time.Time, error) {
	info, err := buildinfo.ReadFile(bin)
	if err != nil {
		return "", time.Time{}, err
	}
	version, stamp := info.Main.Version, time.Now()
	for _, s := range info.Settings {
		if s.Key == "vcs.time" {
			if t, err := time.Parse(time.RFC3339, s.Value); err == nil {
				stamp = t
			}
		}
	}
	if version == "" || version == "(devel)" {
		version = "devel"
	}
	return version, stamp, nil
}
