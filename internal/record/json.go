package record

import (
	"strconv"

	"match3/internal/jsonw"
)

// AppendJSON writes the replay as the JSON its field tags describe (by
// hand, internal/jsonw). Empty fields marked omitempty are left out.
func (r *Replay) AppendJSON(dst []byte) []byte {
	o := jsonw.Object{Dst: dst}
	o.Str("game", r.Game, false)
	o.Num("rows", int64(r.Rows), false)
	o.Num("cols", int64(r.Cols), false)
	o.Num("colors", int64(r.Colors), false)
	o.Nums("color", len(r.Color), func(i int) int64 { return int64(r.Color[i]) }, false)
	o.Nums("special", len(r.Special), func(i int) int64 { return int64(r.Special[i]) }, false)
	o.Str("answer", r.Answer, false)
	o.Str("search", r.Search, true)
	o.Num("moves", int64(r.Moves), true)
	o.List("specials", len(r.Specials), func(i int, dst []byte) []byte { return jsonw.String(dst, r.Specials[i]) }, true)
	o.List("steps", len(r.Steps), func(i int, dst []byte) []byte { return r.Steps[i].appendJSON(dst) }, false)
	return o.End()
}

func (s *Step) appendJSON(dst []byte) []byte {
	o := jsonw.Object{Dst: dst}
	i32 := func(v []int32) func(int) int64 { return func(i int) int64 { return int64(v[i]) } }
	ints := func(v []int) func(int) int64 { return func(i int) int64 { return int64(v[i]) } }
	o.Str("k", s.Kind, false)
	o.Num("o", int64(s.Op), false)
	o.Flag("done", s.Done)
	o.Nums("d", len(s.Delta), i32(s.Delta), true)
	o.Nums("fc", len(s.Fall), i32(s.Fall), true)
	o.Nums("c", len(s.Cells), i32(s.Cells), true)
	o.Str("w", s.Why, true)
	o.Nums("mc", len(s.Mains), ints(s.Mains), true)
	o.Num("r", int64(s.Round), true)
	o.Nums("m", len(s.M), i32(s.M), true)
	o.Nums("e", len(s.E), i32(s.E), true)
	o.List("f", len(s.Fired), func(k int, dst []byte) []byte {
		f := s.Fired[k]
		return append(strconv.AppendInt(append(strconv.AppendInt(append(strconv.AppendInt(append(dst, '['),
			int64(f[0]), 10), ','), int64(f[1]), 10), ','), int64(f[2]), 10), ']')
	}, true)
	o.Num("sum", s.Sum, true)
	o.Num("el", s.Elim, true)
	o.Nums("b", len(s.Sizes), ints(s.Sizes), true)
	o.Nums("bp", len(s.Pts), func(i int) int64 { return s.Pts[i] }, true)
	o.Num("cb", s.Comb, true)
	o.Num("ch", s.Chain, true)
	o.Num("op", s.OpPts, true)
	o.Nums("h", len(s.Hand), ints(s.Hand), true)
	o.Str("hn", s.Name, true)
	o.Num("hs", int64(s.Score), true)
	o.Nums("mv", len(s.Move), ints(s.Move), true)
	o.Str("bad", s.Bad, true)
	o.Nums("t", len(s.Tally), func(i int) int64 { return s.Tally[i] }, false)
	return o.End()
}
