package words

import "testing"

func TestPlural(t *testing.T) {
	for _, c := range []struct {
		n    int
		unit string
		want string
	}{
		{1, "move", "1 move"},      // one: the unit as it is
		{0, "line", "0 lines"},     // none: plural, as English counts zero
		{3, "token", "3 tokens"},   // many: an s
		{-1, "block", "-1 blocks"}, // never asked; not singular
	} {
		if got := Plural(c.n, c.unit); got != c.want {
			t.Errorf("Plural(%d, %q) = %q, want %q", c.n, c.unit, got, c.want)
		}
	}
}
