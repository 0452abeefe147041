//go:build !judge

package main

import (
	_ "embed"
	"os"
	"strconv"
	"strings"
)

// The replay page of -html: page.html with the recording (record.go) in
// it, written as JSON.

//go:embed page.html
var pageTemplate string

// write writes the page: the template with the recording in place of its
// placeholder.
func (r *recorder) write(path string, answer []byte) error {
	r.Answer = string(answer)
	page := strings.Replace(pageTemplate, "/*DATA*/null", string(r.appendJSON(nil)), 1)
	return os.WriteFile(path, []byte(page), 0o644)
}

// appendJSON writes the recording as the JSON its field tags describe (by
// hand: encoding/json would cost every run of match3 its start-up, with or
// without -html). Empty fields marked omitempty are left out.
func (r *recorder) appendJSON(dst []byte) []byte {
	o := jsonObject{dst: dst}
	o.str("game", r.Game, false)
	o.num("rows", int64(r.Rows), false)
	o.num("cols", int64(r.Cols), false)
	o.num("colors", int64(r.Colors), false)
	o.nums("color", len(r.Color), func(i int) int64 { return int64(r.Color[i]) }, false)
	o.nums("special", len(r.Special), func(i int) int64 { return int64(r.Special[i]) }, false)
	o.str("answer", r.Answer, false)
	o.str("search", r.Search, true)
	o.num("moves", int64(r.Moves), true)
	o.key("steps")
	o.dst = append(o.dst, '[')
	for i := range r.Steps {
		if i > 0 {
			o.dst = append(o.dst, ',')
		}
		o.dst = r.Steps[i].appendJSON(o.dst)
	}
	o.dst = append(o.dst, ']')
	return o.end()
}

func (s *step) appendJSON(dst []byte) []byte {
	o := jsonObject{dst: dst}
	i32 := func(v []int32) func(int) int64 { return func(i int) int64 { return int64(v[i]) } }
	ints := func(v []int) func(int) int64 { return func(i int) int64 { return int64(v[i]) } }
	o.str("k", s.Kind, false)
	o.num("o", int64(s.Op), false)
	o.nums("d", len(s.Delta), i32(s.Delta), true)
	o.nums("fc", len(s.Fall), i32(s.Fall), true)
	o.nums("c", len(s.Cells), i32(s.Cells), true)
	o.str("w", s.Why, true)
	o.nums("mc", len(s.Mains), ints(s.Mains), true)
	o.num("r", int64(s.Round), true)
	o.nums("m", len(s.M), i32(s.M), true)
	o.nums("e", len(s.E), i32(s.E), true)
	if len(s.Fired) > 0 {
		o.key("f")
		o.dst = append(o.dst, '[')
		for k, f := range s.Fired {
			if k > 0 {
				o.dst = append(o.dst, ',')
			}
			o.dst = append(strconv.AppendInt(append(strconv.AppendInt(append(strconv.AppendInt(append(o.dst, '['),
				int64(f[0]), 10), ','), int64(f[1]), 10), ','), int64(f[2]), 10), ']')
		}
		o.dst = append(o.dst, ']')
	}
	o.num("sum", s.Sum, true)
	o.num("el", s.Elim, true)
	o.nums("b", len(s.Sizes), ints(s.Sizes), true)
	o.nums("bp", len(s.Pts), func(i int) int64 { return s.Pts[i] }, true)
	o.num("cb", s.Comb, true)
	o.num("ch", s.Chain, true)
	o.num("op", s.OpPts, true)
	o.nums("h", len(s.Hand), ints(s.Hand), true)
	o.str("hn", s.Name, true)
	o.num("hs", int64(s.Score), true)
	o.nums("mv", len(s.Move), ints(s.Move), true)
	o.str("bad", s.Bad, true)
	o.nums("t", len(s.Tally), func(i int) int64 { return s.Tally[i] }, false)
	return o.end()
}

// jsonObject appends a JSON object's members one by one.
type jsonObject struct {
	dst  []byte
	some bool // a member is written
}

func (o *jsonObject) key(k string) {
	if o.some {
		o.dst = append(o.dst, ',')
	} else {
		o.dst = append(o.dst, '{')
	}
	o.some = true
	o.dst = appendJSONString(o.dst, k)
	o.dst = append(o.dst, ':')
}

func (o *jsonObject) str(k, v string, omitEmpty bool) {
	if v != "" || !omitEmpty {
		o.key(k)
		o.dst = appendJSONString(o.dst, v)
	}
}

func (o *jsonObject) num(k string, v int64, omitEmpty bool) {
	if v != 0 || !omitEmpty {
		o.key(k)
		o.dst = strconv.AppendInt(o.dst, v, 10)
	}
}

func (o *jsonObject) nums(k string, n int, at func(int) int64, omitEmpty bool) {
	if n == 0 && omitEmpty {
		return
	}
	o.key(k)
	o.dst = append(o.dst, '[')
	for i := 0; i < n; i++ {
		if i > 0 {
			o.dst = append(o.dst, ',')
		}
		o.dst = strconv.AppendInt(o.dst, at(i), 10)
	}
	o.dst = append(o.dst, ']')
}

func (o *jsonObject) end() []byte {
	if !o.some {
		return append(o.dst, "{}"...)
	}
	return append(o.dst, '}')
}

// appendJSONString quotes s for JSON inside a script element: quotes,
// backslashes and control bytes escaped, and < too, so that no "</script>"
// can end the element early.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case c == '\n':
			dst = append(dst, '\\', 'n')
		case c < 0x20 || c == '<':
			dst = append(dst, '\\', 'u', '0', '0', "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15])
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, '"')
}
