package automaton

// Language is the automaton of the same rules as its Automaton for their
// languages alone: the same deterministic automaton minimized from the
// partition accepting / not accepting (no diagnosis, no death, no open set
// keeps states apart), its byte classes merged again, so that it is a few
// hundred states where the diagnosing automaton has thousands, and its table
// fits a first-level cache. Match, Longest and the validity test of package
// semantic run it; the diagnosing table (Automaton.Trans) runs only once it
// has rejected an input, to say why.
//
// Its transitions are premultiplied: a state is named by its row offset
// state*NumClasses, and an entry of the table is the row offset of the next
// state, so a step is s = Trans[s+Classes[b]], without a multiplication.
// State 0 is the dead state; its row is all zeros, so it absorbs, and the
// loop tests for it only every deadCheck bytes. The states are numbered
// so that the accepting ones come last: a row offset s accepts when
// s >= AcceptRow. grammar/compiler (ProveLanguage) proves, at generation
// and in a test on the committed tables, that it accepts exactly what the
// diagnosing automaton accepts, for every rule.
type Language struct {
	NumStates  int // including the dead state 0
	NumClasses int
	Classes    [256]uint8 // byte -> class
	// Start is each rule's (Automaton.Rules) start state, as its row offset.
	Start []uint32
	// Trans16 is the premultiplied table when NumStates*NumClasses fits a
	// uint16 (every dialect today), else nil and Trans32 holds it.
	Trans16 []uint16
	Trans32 []uint32
	// AcceptRow is the row offset of the first accepting state: the states
	// at and above it accept, those below do not (the dead state never does,
	// so AcceptRow >= NumClasses; it is NumStates*NumClasses when no state
	// accepts).
	AcceptRow uint32
	// Pairs holds, for each rule, its pair table (two bytes a step), nil
	// where it has none (the ;@scan rules, and a rule whose table would not
	// fit uint16 entries and 256 pair classes). Match runs it.
	Pairs []*Pairs
}

// deadCheck is how many bytes the loop reads between two tests for the dead
// state: a dead input is found at most deadCheck bytes after it dies, so an
// invalid 1 MB input still costs little, and a valid one pays a test per
// deadCheck bytes instead of one per byte.
const deadCheck = 32

// Accepting reports whether the state at row offset s accepts.
func (l *Language) Accepting(s uint32) bool { return s >= l.AcceptRow }

// final returns the state (its row offset) in which rule's automaton ends
// after reading input, 0 when it died. Cost: one pass, no allocation, one
// class lookup and one table lookup per byte.
func (l *Language) final(rule int, input string) uint32 {
	if l.Trans16 != nil {
		return final(l.Trans16, &l.Classes, l.Start[rule], input)
	}
	return final(l.Trans32, &l.Classes, l.Start[rule], input)
}

// entry is the type of a premultiplied table's entries.
type entry interface{ uint16 | uint32 }

// final is Language.final on table t, from state s.
func final[T entry](t []T, cls *[256]uint8, s uint32, in string) uint32 {
	for len(in) >= deadCheck {
		c := in[:deadCheck]
		for i := 0; i < len(c); i++ {
			s = uint32(t[s+uint32(cls[c[i]])])
		}
		if s == 0 {
			return 0
		}
		in = in[deadCheck:]
	}
	for i := 0; i < len(in); i++ {
		s = uint32(t[s+uint32(cls[in[i]])])
	}
	return s
}

// finalShort is final testing for the dead state after every byte.
func finalShort[T entry](t []T, cls *[256]uint8, s uint32, in string) uint32 {
	for i := 0; i < len(in) && s != 0; i++ {
		s = uint32(t[s+uint32(cls[in[i]])])
	}
	return s
}

// Next returns the state (row offset) after reading b in state s; 0, the
// dead state, when no input that begins so is accepted.
func (l *Language) Next(s uint32, b byte) uint32 {
	if l.Trans16 != nil {
		return uint32(l.Trans16[s+uint32(l.Classes[b])])
	}
	return l.Trans32[s+uint32(l.Classes[b])]
}

// Match reports whether the whole input is rule (an index into the
// Automaton's Rules), two bytes a step when the rule has a pair table
// (Pairs), else one. Cost: one pass over the input at most, which stops
// within deadCheck bytes of where the input dies; no allocation.
func (l *Language) Match(rule int, input string) bool {
	if rule < len(l.Pairs) {
		if p := l.Pairs[rule]; p != nil {
			return p.Match(input)
		}
	}
	return l.Accepting(l.final(rule, input))
}

// MatchShort is Match for the short inputs a caller tests in passing (a
// host, a login, a port): it tests for the dead state after every byte, so
// a rejected input costs the bytes up to where it dies (most such tests
// reject on the first byte), where Match reads on to the next deadCheck
// bytes; an accepted one costs a test more per byte.
func (l *Language) MatchShort(rule int, input string) bool {
	if l.Trans16 != nil {
		return l.Accepting(finalShort(l.Trans16, &l.Classes, l.Start[rule], input))
	}
	return l.Accepting(finalShort(l.Trans32, &l.Classes, l.Start[rule], input))
}

// Bytes is the size of the tables in bytes: classes, start offsets and
// transitions (grammar/AUTOMATA.md), the pair tables aside (Pairs.Bytes).
func (l *Language) Bytes() int {
	return 256 + 4*len(l.Start) + 2*len(l.Trans16) + 4*len(l.Trans32)
}
