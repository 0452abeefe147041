package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"time"
)

// file is one file of an archive: its name there, where it is now, its
// mode.
type file struct {
	name, path string
	mode       os.FileMode
}

// writeTarGz writes the files into archive under the folder dir, each
// dated stamp.
func writeTarGz(archive, dir string, files []file, stamp time.Time) error {
	f, err := os.Create(archive)
	if err != nil {
		return err
	}
	defer f.Close()
	gz := gzip.NewWriter(f)
	tw := tar.NewWriter(gz)
	for _, fl := range files {
		data, err := os.ReadFile(fl.path)
		if err != nil {
			return err
		}
		h := &tar.Header{Name: dir + "/" + fl.name, Mode: int64(fl.mode), Size: int64(len(data)), ModTime: stamp, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	if err := gz.Close(); err != nil {
		return err
	}
	return f.Close()
}

// writeZip writes the files into archive under the folder dir, each
// dated stamp, compressed.
func writeZip(archive, dir string, files []file, stamp time.Time) error {
	f, err := os.Create(archive)
	if err != nil {
		return err
	}
	defer f.Close()
	zw := zip.NewWriter(f)
	for _, fl := range files {
		data, err := os.ReadFile(fl.path)
		if err != nil {
			return err
		}
		h := &zip.FileHeader{Name: dir + "/" + fl.name, Method: zip.Deflate, Modified: stamp.UTC()}
		h.SetMode(fl.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := w.Write(data); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return f.Close()
}

// writeSums writes the SHA-256 of each file, as sha256sum writes them
// ("HASH  NAME", by name), so that sha256sum -c (shasum -a 256 -c on a
// Mac) checks them; PowerShell's Get-FileHash prints the same hashes.
func writeSums(sums string, files []string) error {
	sorted := append([]string(nil), files...)
	sort.Slice(sorted, func(i, j int) bool { return filepath.Base(sorted[i]) < filepath.Base(sorted[j]) })
	out, err := os.Create(sums)
	if err != nil {
		return err
	}
	defer out.Close()
	for _, name := range sorted {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		h := sha256.New()
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%x  %s\n", h.Sum(nil), filepath.Base(name))
	}
	return out.Close()
}
