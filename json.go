//go:build !judge

package main

import "strconv"

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

// flag writes k: true when v, and nothing otherwise.
func (o *jsonObject) flag(k string, v bool) {
	if v {
		o.key(k)
		o.dst = append(o.dst, "true"...)
	}
}

func (o *jsonObject) num(k string, v int64, omitEmpty bool) {
	if v != 0 || !omitEmpty {
		o.key(k)
		o.dst = strconv.AppendInt(o.dst, v, 10)
	}
}

func (o *jsonObject) nums(k string, n int, at func(int) int64, omitEmpty bool) {
	o.list(k, n, func(i int, dst []byte) []byte { return strconv.AppendInt(dst, at(i), 10) }, omitEmpty)
}

// list writes n values as a list, each appended by value.
func (o *jsonObject) list(k string, n int, value func(i int, dst []byte) []byte, omitEmpty bool) {
	if n == 0 && omitEmpty {
		return
	}
	o.key(k)
	o.dst = append(o.dst, '[')
	for i := 0; i < n; i++ {
		if i > 0 {
			o.dst = append(o.dst, ',')
		}
		o.dst = value(i, o.dst)
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
