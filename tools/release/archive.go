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
	"strings"
	"time"
)

// file is one file of an archive: its name there, where it is now, its
// mode.
type file struct {
	name, path string
	mode       os.FileMode
}

// writeArchive writes the files into archive under the folder dir, each
// dated stamp: a zip, compressed, when its name ends in .zip (Windows
// opens those), else a gzipped tar.
func writeArchive(archive, dir string, files []file, stamp time.Time) error {
	f, err := os.Create(archive)
	if err != nil {
		return err
	}
	defer f.Close()
	var add func(fl file, data []byte) error // one file into the archive
	var writers []io.Closer                  // closed in order, f last
	if strings.HasSuffix(archive, ".zip") {
		zw := zip.NewWriter(f)
		add = func(fl file, data []byte) error {
			h := &zip.FileHeader{Name: dir + "/" + fl.name, Method: zip.Deflate, Modified: stamp.UTC()}
			h.SetMode(fl.mode)
			w, err := zw.CreateHeader(h)
			if err == nil {
				_, err = w.Write(data)
			}
			return err
		}
		writers = []io.Closer{zw, f}
	} else {
		gz := gzip.NewWriter(f)
		tw := tar.NewWriter(gz)
		add = func(fl file, data []byte) error {
			h := &tar.Header{Name: dir + "/" + fl.name, Mode: int64(fl.mode), Size: int64(len(data)), ModTime: stamp, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
			err := tw.WriteHeader(h)
			if err == nil {
				_, err = tw.Write(data)
			}
			return err
		}
		writers = []io.Closer{tw, gz, f}
	}
	for _, fl := range files {
		data, err := os.ReadFile(fl.path)
		if err != nil {
			return err
		}
		if err := add(fl, data); err != nil {
			return err
		}
	}
	for _, w := range writers {
		if err := w.Close(); err != nil {
			return err
		}
	}
	return nil
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
