// Package jsonw writes JSON by hand, member by member: the replay of
// internal/record and the counts of internal/counts. (encoding/json would
// cost every run of match3 its start-up, with or without -html.)
package jsonw

import "strconv"

// Object appends a JSON object's members one by one to Dst.
type Object struct {
	Dst  []byte
	some bool // a member is written
}

func (o *Object) key(k string) {
	if o.some {
		o.Dst = append(o.Dst, ',')
	} else {
		o.Dst = append(o.Dst, '{')
	}
	o.some = true
	o.Dst = String(o.Dst, k)
	o.Dst = append(o.Dst, ':')
}

// Str writes k: v, unless v is empty and omitEmpty.
func (o *Object) Str(k, v string, omitEmpty bool) {
	if v != "" || !omitEmpty {
		o.key(k)
		o.Dst = String(o.Dst, v)
	}
}

// Flag writes k: true when v, and nothing otherwise.
func (o *Object) Flag(k string, v bool) {
	if v {
		o.key(k)
		o.Dst = append(o.Dst, "true"...)
	}
}

// Num writes k: v, unless v is 0 and omitEmpty.
func (o *Object) Num(k string, v int64, omitEmpty bool) {
	if v != 0 || !omitEmpty {
		o.key(k)
		o.Dst = strconv.AppendInt(o.Dst, v, 10)
	}
}

// Nums writes n integers as a list, value i being at(i).
func (o *Object) Nums(k string, n int, at func(int) int64, omitEmpty bool) {
	o.List(k, n, func(i int, dst []byte) []byte { return strconv.AppendInt(dst, at(i), 10) }, omitEmpty)
}

// List writes n values as a list, each appended by value.
func (o *Object) List(k string, n int, value func(i int, dst []byte) []byte, omitEmpty bool) {
	if n == 0 && omitEmpty {
		return
	}
	o.key(k)
	o.Dst = append(o.Dst, '[')
	for i := 0; i < n; i++ {
		if i > 0 {
			o.Dst = append(o.Dst, ',')
		}
		o.Dst = value(i, o.Dst)
	}
	o.Dst = append(o.Dst, ']')
}

// End closes the object and returns it.
func (o *Object) End() []byte {
	if !o.some {
		return append(o.Dst, "{}"...)
	}
	return append(o.Dst, '}')
}

// String appends s quoted for JSON inside a script element: quotes,
// backslashes and control bytes escaped, and < too, so that no
// "</script>" can end the element early.
func String(dst []byte, s string) []byte {
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
