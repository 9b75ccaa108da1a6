package automaton

// Pairs is a rule's language automaton read two bytes a step: the states
// of its Language reachable from the rule's start state, renumbered, and
// the pairs of byte classes grouped into pair classes by where they lead
// from every one of those states. A step looks up the classes of two bytes
// (independent of the state, so they overlap with the previous step), the
// pair class of the two, and one entry of the table: the chain of dependent
// loads is one table lookup per two bytes where Language's is one per byte.
//
// A row of Trans has NumPairs entries, one per pair class, then NumClasses
// entries, one per byte class, for the last byte of an input of odd length;
// its entries are premultiplied row offsets (state*(NumPairs+NumClasses)).
// State 0 is the dead state (its row all zeros); the accepting states come
// last, so a row offset s accepts when s >= AcceptRow. grammar/compiler
// proves, at generation and in a test on the committed tables, that from
// every state reachable from Start, every pair of classes and every class
// leads where two steps (one step) of the Language lead.
type Pairs struct {
	NumStates  int // including the dead state 0
	NumClasses int // the Language's byte classes
	NumPairs   int // pair classes
	// Classes is the Language's byte -> class, so that a caller holding
	// the pair table alone can Match.
	Classes [256]uint8
	// Pair is the pair class of a pair of byte classes, at
	// first*NumClasses+second.
	Pair      []uint8
	Start     uint32
	Trans     []uint16
	AcceptRow uint32
}

// Accepting reports whether the state at row offset s accepts.
func (p *Pairs) Accepting(s uint32) bool { return s >= p.AcceptRow }

// Next2 returns the state after reading the bytes of classes c1 and c2 in
// state s (a row offset).
func (p *Pairs) Next2(s uint32, c1, c2 uint8) uint32 {
	return uint32(p.Trans[s+uint32(p.Pair[int(c1)*p.NumClasses+int(c2)])])
}

// Next1 returns the state after reading a byte of class c in state s.
func (p *Pairs) Next1(s uint32, c uint8) uint32 {
	return uint32(p.Trans[s+uint32(p.NumPairs)+uint32(c)])
}

// Bytes is the size of the pair tables in bytes: pair classes and
// transitions.
func (p *Pairs) Bytes() int { return len(p.Pair) + 2*len(p.Trans) }

// Match reports whether the whole input is the rule of this pair table
// (Language.Match, which calls it). Cost: one pass over the input at
// most, which stops within deadCheck bytes of where the input dies; two
// class lookups, one pair-class lookup and one table lookup per two bytes;
// no allocation.
func (p *Pairs) Match(input string) bool {
	return p.final(input) >= p.AcceptRow
}

// final is Language.final for a rule with a pair table: two bytes a step,
// one for the last byte of an odd length, the dead state tested every
// deadCheck bytes.
func (p *Pairs) final(in string) uint32 {
	t, pc, cls := p.Trans, p.Pair, &p.Classes
	nc := uint32(p.NumClasses)
	s := p.Start
	for len(in) >= deadCheck {
		c := in[:deadCheck]
		for i := 1; i < len(c); i += 2 {
			s = uint32(t[s+uint32(pc[uint32(cls[c[i-1]])*nc+uint32(cls[c[i]])])])
		}
		if s == 0 {
			return 0
		}
		in = in[deadCheck:]
	}
	for len(in) >= 2 {
		s = uint32(t[s+uint32(pc[uint32(cls[in[0]])*nc+uint32(cls[in[1]])])])
		in = in[2:]
	}
	if len(in) == 1 {
		s = uint32(t[s+uint32(p.NumPairs)+uint32(cls[in[0]])])
	}
	return s
}
