//go:build !judge

package main

// observers is the observer of a run with any of the tracer, the
// recorder and the counter (nil when none is asked for).
func observers(tr *tracer, rec *recorder, c *counter) observer {
	var all team
	if tr != nil {
		all = append(all, tr)
	}
	if rec != nil {
		all = append(all, rec)
	}
	if c != nil {
		all = append(all, c)
	}
	switch len(all) {
	case 0:
		return nil
	case 1:
		return all[0]
	}
	return all
}

// team tells each of its observers, in turn.
type team []observer

func (t team) operation(n int, op Op, b *Board) {
	for _, o := range t {
		o.operation(n, op, b)
	}
}
func (t team) invalid(why invalidReason) {
	for _, o := range t {
		o.invalid(why)
	}
}
func (t team) valid(mains [2]uint8) {
	for _, o := range t {
		o.valid(mains)
	}
}
func (t team) round(r *roundReport) {
	for _, o := range t {
		o.round(r)
	}
}
func (t team) fallen(b *Board) {
	for _, o := range t {
		o.fallen(b)
	}
}
func (t team) operationEnd(rounds int, chain int64, before, after Tally) {
	for _, o := range t {
		o.operationEnd(rounds, chain, before, after)
	}
}
func (t team) hand(valid int, hand [handSize]uint8, rank, score int, mains [handSize][2]uint8) {
	for _, o := range t {
		o.hand(valid, hand, rank, score, mains)
	}
}
func (t team) end(tl Tally, allValid, cleared bool) {
	for _, o := range t {
		o.end(tl, allValid, cleared)
	}
}
func (t team) start(b *Board, moves int) {
	for _, o := range t {
		o.start(b, moves)
	}
}
func (t team) move(n int, mv Move) {
	for _, o := range t {
		o.move(n, mv)
	}
}
func (t team) removal(b *Board, elim []int32, runs []lineRun) {
	for _, o := range t {
		o.removal(b, elim, runs)
	}
}
func (t team) fall(b *Board) {
	for _, o := range t {
		o.fall(b)
	}
}
func (t team) settled(b *Board) {
	for _, o := range t {
		o.settled(b)
	}
}
func (t team) searched(ans Answer, s searchStats) {
	for _, o := range t {
		o.searched(ans, s)
	}
}
