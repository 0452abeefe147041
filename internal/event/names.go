package event

// The kinds the events name, each with the words the trace, the replay
// page and the counts say it in: one home for each name.

// Special is a special piece's type, 1..6 (0: none).
type Special uint8

var specialNames = [...]string{"", "type 1 (row)", "type 2 (column)", "type 3 (row and column)", "type 4 (3x3)", "type 5 (5x5)", "type 6 (color)"}

// Specials is how many kinds of special there are.
const Specials = len(specialNames) - 1

func (s Special) String() string { return specialNames[s] }

// SpecialNames are the specials' names by type, the first empty: the
// replay page shows them from this list.
func SpecialNames() []string { return append([]string(nil), specialNames[:]...) }

// Hand is a hand's rank, high card (0) to five of a kind (6).
type Hand uint8

var handNames = [...]string{
	"high card", "one pair", "two pairs", "three of a kind",
	"full house", "four of a kind", "five of a kind",
}

// Hands is how many ranks of hand there are.
const Hands = len(handNames)

func (h Hand) String() string { return handNames[h] }

// Invalid is why an operation is invalid, 1..4 (0: it is valid).
type Invalid uint8

var invalidNames = [...]string{"valid", "not adjacent", "same cell", "empty cell", "no run"}

// Invalids is how many reasons there are, the valid one's among them.
const Invalids = len(invalidNames)

func (i Invalid) String() string { return invalidNames[i] }
