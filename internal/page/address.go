package page

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"io"
	"strings"
)

// Inflate reads an address's z=: base64url without padding of raw
// deflate (RFC 1951), at most MaxInput bytes once inflated.
func Inflate(z string) (string, error) {
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(z, "="))
	if err != nil {
		return "", fmt.Errorf("match3: the address's z= is not base64url: %v", err)
	}
	text, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw)), MaxInput+1))
	if err != nil {
		return "", fmt.Errorf("match3: the address's z= does not inflate: %v", err)
	}
	if len(text) > MaxInput {
		return "", fmt.Errorf("match3: the address's z= inflates to more than %d bytes, more than any game", MaxInput)
	}
	return string(text), nil
}

// Deflate writes text as an address's z=.
func Deflate(text string) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	io.WriteString(w, text)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(buf.Bytes())
}
