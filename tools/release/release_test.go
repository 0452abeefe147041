package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestSums: SHA256SUMS in sha256sum's format, by name, with the hashes
// of FIPS 180-2's example "abc" and of the empty file.
func TestSums(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "b.zip"), []byte("abc"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.tar.gz"), nil, 0o644)
	sums := filepath.Join(dir, "SHA256SUMS")
	if err := writeSums(sums, []string{filepath.Join(dir, "b.zip"), filepath.Join(dir, "a.tar.gz")}); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(sums)
	want := "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  a.tar.gz\n" +
		"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  b.zip\n"
	if string(got) != want {
		t.Errorf("SHA256SUMS:\n%s\nwant\n%s", got, want)
	}
}

// TestArchives: each archive holds its files under one folder, with their
// modes (a program executable, README not), contents and date.
func TestArchives(t *testing.T) {
	dir := t.TempDir()
	prog, readme := filepath.Join(dir, "prog"), filepath.Join(dir, "README.md")
	os.WriteFile(prog, []byte("binary"), 0o644)
	os.WriteFile(readme, []byte("# read me\n"), 0o644)
	files := []file{{"match3", prog, 0o755}, {"README.md", readme, 0o644}}
	stamp := time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)
	want := []entry{{"m-v1/match3", 0o755, "binary"}, {"m-v1/README.md", 0o644, "# read me\n"}}

	tgz := filepath.Join(dir, "m.tar.gz")
	if err := writeArchive(tgz, "m-v1", files, stamp); err != nil {
		t.Fatal(err)
	}
	checkEntries(t, tgz, readTarGz(t, tgz), want, stamp)
	z := filepath.Join(dir, "m.zip")
	if err := writeArchive(z, "m-v1", files, stamp); err != nil {
		t.Fatal(err)
	}
	checkEntries(t, z, readZip(t, z), want, stamp)
}

// entry is a file read back from an archive.
type entry struct {
	name string
	mode os.FileMode
	text string
}

type dated struct {
	entry
	when time.Time
}

func checkEntries(t *testing.T, archive string, got []dated, want []entry, stamp time.Time) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d files, want %d", archive, len(got), len(want))
	}
	for i, g := range got {
		if g.entry != want[i] || !g.when.Equal(stamp) {
			t.Errorf("%s: %+v at %v, want %+v at %v", archive, g.entry, g.when, want[i], stamp)
		}
	}
}

func readTarGz(t *testing.T, archive string) []dated {
	f, err := os.Open(archive)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	var got []dated
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return got
		}
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(tr)
		got = append(got, dated{entry{h.Name, h.FileInfo().Mode().Perm(), string(data)}, h.ModTime})
	}
}

func readZip(t *testing.T, archive string) []dated {
	r, err := zip.OpenReader(archive)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var got []dated
	for _, f := range r.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(rc)
		rc.Close()
		got = append(got, dated{entry{f.Name, f.Mode().Perm(), string(data)}, f.Modified})
	}
	return got
}

// TestRelease releases for this system alone and runs what the archive
// holds: match3 -version names the version the archive is named by, and
// answers the statement's example; the checksum is the archive's.
func TestRelease(t *testing.T) {
	if testing.Short() {
		t.Skip("builds four programs")
	}
	out := t.TempDir()
	target := runtime.GOOS + "/" + runtime.GOARCH
	if err := release("../..", out, []string{target}); err != nil {
		t.Fatal(err)
	}
	archives, _ := filepath.Glob(filepath.Join(out, "match3-*"))
	if len(archives) != 1 {
		t.Fatalf("archives: %q", archives)
	}
	archive := archives[0]
	name := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(archive), ".zip"), ".tar.gz")
	version := strings.TrimSuffix(strings.TrimPrefix(name, "match3-"), "-"+runtime.GOOS+"-"+runtime.GOARCH)
	entries := readTarGz
	if runtime.GOOS == "windows" {
		entries = readZip
	}
	exe := ""
	if runtime.GOOS == "windows" {
		exe = ".exe"
	}
	unpacked := t.TempDir()
	var names []string
	for _, e := range entries(t, archive) {
		names = append(names, e.name)
		os.WriteFile(filepath.Join(unpacked, filepath.Base(e.name)), []byte(e.text), e.mode)
	}
	if want := []string{"match3", "stress", "gen", "strength"}; len(names) != 5 || names[0] != name+"/match3"+exe || names[3] != name+"/strength"+exe || names[4] != name+"/README.md" {
		t.Errorf("%s holds %q, want %q with README.md, under %s/", archive, names, want, name)
	}
	match3 := filepath.Join(unpacked, "match3"+exe)
	got, err := exec.Command(match3, "-version").Output()
	if err != nil || !strings.HasPrefix(string(got), "match3 "+version+" (built with go") {
		t.Errorf("match3 -version: %q (%v), want match3 %s", got, err, version)
	}
	answer, err := exec.Command(match3, "../../testdata/poker/thupc2022-01.in").Output()
	if err != nil || string(answer) != "11692\n" { // the statement's example
		t.Errorf("the released match3 answers %q (%v), want 11692", answer, err)
	}
	sums, _ := os.ReadFile(filepath.Join(out, "SHA256SUMS"))
	if !strings.HasSuffix(string(sums), "  "+filepath.Base(archive)+"\n") || len(sums) != 64+2+len(filepath.Base(archive))+1 {
		t.Errorf("SHA256SUMS: %q", sums)
	}
}
