package automaton

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Automaton holds the compiled rules of one grammar as tables. State 0 is the
// dead state; the states of all rules share one numbering (and one byte-class
// partition), and equivalent states are shared between rules.
type Automaton struct {
	Dialect     string
	Fingerprint string   // sha256 of the grammar file the tables come from, hex
	Rules       []string // the compiled rules, as spelled in the grammar
	Start       []uint16 // Rules index -> start state
	NumStates   int      // including the dead state 0
	NumClasses  int
	Classes     [256]uint8 // byte -> class
	// Trans is the transition table: Trans[state*NumClasses+class] is the
	// next state, 0 when the automaton dies on that class.
	Trans []uint16
	// Accept is the set of accepting states, a bitset: bit s%64 of
	// Accept[s/64].
	Accept []uint64
	// Diag maps a state to its diagnosis in Diagnoses.
	Diag []uint16
	// Diagnoses are the diagnoses as rows of indexes into Names and Lists
	// (Diagnosis(i) spells one out).
	Diagnoses []DiagRow
	// Deaths is the side table of the readings that die while others go
	// on (or, on a transition to the dead state, of the part a person
	// meant), read only on the error path (Fail): sorted keys
	// state*NumClasses+class of the transitions on which one dies, and in
	// DeathDiag at the same index its diagnosis in Diagnoses (Context the
	// rule of the reading, Show what it expected).
	Deaths    []uint32
	DeathDiag []uint16
	// Inside maps a state to the rules (indexes into InsideSets) whose
	// invocations the input is inside in that state, for printing.
	Inside []uint16
	// InsideSets are the sets of rules of Inside and Open, each a list
	// (an index into ListAt) of names, sorted.
	InsideSets []uint16
	// Open maps a state to the rules (indexes into InsideSets) that some
	// reading had started before the offset, for Fail.
	Open []uint16
	// Names holds every name the diagnoses and the inside sets use (rule
	// names, sections, expected items), each once, concatenated: name i is
	// Names[NameAt[i]:NameAt[i+1]], and name 0 is "". Lists holds the
	// lists of names (the expected sets, the inside sets) as indexes into
	// them, each distinct list once, concatenated: list i is
	// Lists[ListAt[i]:ListAt[i+1]], and list 0 is empty. So the tables
	// hold no pointer but Names': a program that links them gives the
	// garbage collector nothing to scan there on each cycle, and Fail
	// compares names as indexes. Pack builds them.
	Names  string
	NameAt []uint32
	Lists  []uint16
	ListAt []uint32
	// Lang is the automaton of the same rules for their languages alone,
	// small and premultiplied, that Match and Longest run (language.go).
	// Nil in an automaton built without it; then they run Trans.
	Lang *Language

	// errorPath holds what Fail derives from the tables, built on the
	// first error and shared by every call after it.
	errorPath errorPath
}

// errorPath is derived from an automaton's tables for Fail, once, on the
// first error: the transitions on which a reading dies (Deaths) as a bitset,
// and per diagnosis the InsideSets that hold its Context (a bitset by
// InsideSets index; a few KB at most: 653 sets and 47 rules for rfc2396), so
// that a failure reads no map.
type errorPath struct {
	once    sync.Once
	dies    []uint64   // bit s*NumClasses+c is set when Deaths holds that key
	context [][]uint64 // by Diagnoses index: the sets that hold its Context; nil for none
}

// path returns the errorPath of a, built on the first call.
func (a *Automaton) path() *errorPath {
	a.errorPath.once.Do(func() {
		dies := make([]uint64, (a.NumStates*a.NumClasses+63)/64)
		for _, k := range a.Deaths {
			dies[k/64] |= 1 << (k % 64)
		}
		a.errorPath.dies = dies
		sets := make([][]uint64, len(a.NameAt)-1) // by name
		for i, set := range a.InsideSets {
			for _, r := range a.List(set) {
				if sets[r] == nil {
					sets[r] = make([]uint64, (len(a.InsideSets)+63)/64)
				}
				sets[r][i/64] |= 1 << (i % 64)
			}
		}
		a.errorPath.context = make([][]uint64, len(a.Diagnoses))
		for i, d := range a.Diagnoses {
			a.errorPath.context[i] = sets[d.Context]
		}
	})
	return &a.errorPath
}

// inside reports whether InsideSets[set] holds the rule of bits (a value
// of errorPath.context; nil holds no rule).
func inside(bits []uint64, set uint16) bool {
	return bits != nil && bits[set/64]&(1<<(set%64)) != 0
}

// Diagnosis says why an input is not a rule, in the grammar's terms, when the
// automaton dies in a state: Rule is the innermost rule invocation the input
// had entered before the offset where it died (deepest, then first by name),
// Section that rule's spec section, and Expected what could have come at that
// offset, sorted: rule names, terminals in ABNF form (`"://"`, `%x2F`) and
// "end of input" when the input up to that offset is itself a match.
//
// Context, ContextSection and Show are the same diagnosis for people (the
// messages of package semantic; grammar/compiler, message.go): Context is
// the innermost rule that every reading alive at that offset is inside,
// ContextSection its section, and Show the expected set as a person types
// it: char-vals as the spec writes them, the next byte of a literal begun
// before the offset, nothing already allowed by another item.
type Diagnosis struct {
	Rule, Section           string
	Expected                []string
	Context, ContextSection string
	Show                    []string
}

// DiagRow is a Diagnosis as the tables hold it (Automaton.Diagnoses): its
// names are indexes into the automaton's names (Automaton.Name), its lists
// indexes of its lists of names (Automaton.List).
type DiagRow struct {
	Rule, Section, Context, ContextSection uint16
	Expected, Show                         uint16
}

// Name returns name i of a's tables (Automaton.Names); name 0 is "".
func (a *Automaton) Name(i uint16) string {
	return a.Names[a.NameAt[i]:a.NameAt[i+1]]
}

// List returns list i of a's tables (Automaton.Lists): the indexes of its
// names (Name). It is part of the tables: read it, do not change it.
func (a *Automaton) List(i uint16) []uint16 {
	return a.Lists[a.ListAt[i]:a.ListAt[i+1]:a.ListAt[i+1]]
}

// AppendList appends the names of list i to dst.
func (a *Automaton) AppendList(dst []string, i uint16) []string {
	for _, n := range a.List(i) {
		dst = append(dst, a.Name(n))
	}
	return dst
}

// spelled returns the names of list i, nil when it is empty.
func (a *Automaton) spelled(i uint16) []string {
	if len(a.List(i)) == 0 {
		return nil
	}
	return a.AppendList(make([]string, 0, len(a.List(i))), i)
}

// Explain spells out the diagnosis of row r (a row of a's Diagnoses): its
// names, and its lists as new slices (nil when empty).
func (a *Automaton) Explain(r *DiagRow) Diagnosis {
	return Diagnosis{Rule: a.Name(r.Rule), Section: a.Name(r.Section), Expected: a.spelled(r.Expected),
		Context: a.Name(r.Context), ContextSection: a.Name(r.ContextSection), Show: a.spelled(r.Show)}
}

// Diagnosis spells out diagnosis i (an index into Diagnoses).
func (a *Automaton) Diagnosis(i int) Diagnosis { return a.Explain(&a.Diagnoses[i]) }

// InsideSet returns the rules of inside set i (an index into InsideSets,
// the value of Inside or Open for a state), sorted; nil when empty.
func (a *Automaton) InsideSet(i int) []string { return a.spelled(a.InsideSets[i]) }

// Pack sets a's Diagnoses, InsideSets, Names and Lists from diagnoses
// spelled out and inside sets of rule names (the compiler's own
// numbering: Diag, DeathDiag, Inside and Open index them, and keep their
// meaning). Names and lists are numbered in the order they first appear,
// so the same diagnoses give the same tables. It fails when there are more
// than 65535 distinct names or lists (an index is 16 bits).
func (a *Automaton) Pack(diagnoses []Diagnosis, sets [][]string) error {
	a.Names, a.NameAt, a.Lists, a.ListAt = "", []uint32{0, 0}, nil, []uint32{0, 0}
	var names strings.Builder
	nameIx := map[string]uint16{"": 0}
	listIx := map[string]uint16{"": 0}
	var err error
	name := func(s string) uint16 {
		i, ok := nameIx[s]
		if !ok {
			if len(a.NameAt)-1 > 1<<16-1 {
				err = fmt.Errorf("automaton %s: more than %d distinct names in the diagnoses", a.Dialect, 1<<16-1)
				return 0
			}
			names.WriteString(s)
			i = uint16(len(a.NameAt) - 1)
			nameIx[s] = i
			a.NameAt = append(a.NameAt, uint32(names.Len()))
		}
		return i
	}
	list := func(ss []string) uint16 {
		ix := make([]uint16, len(ss))
		key := make([]byte, 0, 2*len(ss))
		for j, s := range ss {
			ix[j] = name(s)
			key = append(key, byte(ix[j]), byte(ix[j]>>8))
		}
		i, ok := listIx[string(key)]
		if !ok {
			if len(a.ListAt)-1 > 1<<16-1 {
				err = fmt.Errorf("automaton %s: more than %d distinct lists in the diagnoses", a.Dialect, 1<<16-1)
				return 0
			}
			a.Lists = append(a.Lists, ix...)
			i = uint16(len(a.ListAt) - 1)
			listIx[string(key)] = i
			a.ListAt = append(a.ListAt, uint32(len(a.Lists)))
		}
		return i
	}
	a.Diagnoses = make([]DiagRow, len(diagnoses))
	for i, d := range diagnoses {
		a.Diagnoses[i] = DiagRow{Rule: name(d.Rule), Section: name(d.Section), Expected: list(d.Expected),
			Context: name(d.Context), ContextSection: name(d.ContextSection), Show: list(d.Show)}
	}
	a.InsideSets = make([]uint16, len(sets))
	for i, s := range sets {
		a.InsideSets[i] = list(s)
	}
	a.Names = names.String()
	return err
}

// RuleIndex returns the index in a.Rules of the rule named name (ABNF rule
// names are case-insensitive, RFC 5234 §2.1).
func (a *Automaton) RuleIndex(name string) (int, bool) {
	for i, r := range a.Rules {
		if strings.EqualFold(r, name) {
			return i, true
		}
	}
	return 0, false
}

// Run runs rule over input from its start and stops where the automaton dies:
// it returns the last live state and the offset of the first byte that has no
// transition, or len(input) when the whole input was read. The input is a
// match when off == len(input) and Accepting(state). It panics when rule is
// out of range. Cost: one pass, no allocation.
func (a *Automaton) Run(rule int, input string) (state, off int) {
	nc := a.NumClasses
	trans := a.Trans
	s := int(a.Start[rule])
	for i := 0; i < len(input); i++ {
		n := trans[s*nc+int(a.Classes[input[i]])]
		if n == 0 {
			return s, i
		}
		s = int(n)
	}
	return s, len(input)
}

// Match reports whether the whole input is a rule. It runs the language
// automaton (Lang), which is exact and several times smaller than the
// diagnosing one; Run gives the diagnosis of an input Match rejects. Cost:
// one pass over the input at most (a dead input stops within 32 bytes of
// where it dies), no allocation.
func (a *Automaton) Match(rule int, input string) bool {
	if a.Lang != nil {
		return a.Lang.Match(rule, input)
	}
	s, off := a.Run(rule, input)
	return off == len(input) && a.Accepting(s)
}

// MatchShort is Match for the short inputs a caller tests in passing (a
// host, a login): it stops on the byte where the input dies
// (Language.MatchShort).
func (a *Automaton) MatchShort(rule int, input string) bool {
	if a.Lang != nil {
		return a.Lang.MatchShort(rule, input)
	}
	s, off := a.Run(rule, input)
	return off == len(input) && a.Accepting(s)
}

// Longest returns the end of the longest prefix of input[from:] that rule
// matches (an offset into input), or -1 when no prefix, not even the empty
// one, matches. Cost: one pass over input[from:] at most, no allocation.
func (a *Automaton) Longest(rule int, input string, from int) int {
	if from < 0 || from > len(input) {
		return -1
	}
	if l := a.Lang; l != nil {
		s := l.Start[rule]
		end := -1
		if l.Accepting(s) {
			end = from
		}
		for i := from; i < len(input); i++ {
			if s = l.Next(s, input[i]); s == 0 {
				break
			}
			if l.Accepting(s) {
				end = i + 1
			}
		}
		return end
	}
	nc := a.NumClasses
	trans := a.Trans
	s := int(a.Start[rule])
	end := -1
	if a.Accepting(s) {
		end = from
	}
	for i := from; i < len(input); i++ {
		n := trans[s*nc+int(a.Classes[input[i]])]
		if n == 0 {
			break
		}
		s = int(n)
		if a.Accepting(s) {
			end = i + 1
		}
	}
	return end
}

// Accepting reports whether state accepts (the input read so far is a match).
func (a *Automaton) Accepting(state int) bool {
	return state > 0 && state < a.NumStates && a.Accept[state>>6]&(1<<(state&63)) != 0
}

// Diagnose returns the diagnosis of state, for an input on which the
// automaton died there (see Run). The dead state has none.
func (a *Automaton) Diagnose(state int) Diagnosis {
	if state <= 0 || state >= len(a.Diag) {
		return Diagnosis{}
	}
	return a.Diagnosis(int(a.Diag[state]))
}

// Failure is what the diagnosing table says of an input that a rule
// rejects (see Fail). Its diagnoses are rows of the automaton's tables
// (Explain spells one out): read them, do not change them.
type Failure struct {
	// Offset is where the automaton died: the offset of the first byte
	// that has no transition, or the length of the input when it read all
	// of it and ended in a state that does not accept.
	Offset int
	// Diagnosis is the diagnosis of the last live state (Diagnose).
	Diagnosis *DiagRow
	// Abandoned, when not nil, is the reading that died last before Offset
	// while another reading went on that was still open at Offset, and
	// that began after the invocation of Diagnosis.Context began: its
	// Context the rule of the dead reading, Show what it expected, Rule
	// the reading that went on. A reading given up on the byte at Offset
	// itself, where Deaths holds one for the transition that dies, comes
	// before any other (At is Offset, Rule is Diagnosis.Context): the host
	// that RFC 2396's "//" opened, on which "http://[" dies.
	Abandoned *DiagRow
	// At is the offset where Abandoned's reading died; 0 without one.
	At int
}

// Fail runs rule over an input it rejects (Match is false) and says where
// and why it dies: the offset, the diagnosis of that state, and the reading
// given up there or before, if any (Failure). It panics when rule is out of
// range; on an input rule matches, Offset is len(input) and Diagnosis that
// of an accepting state. Cost: one pass over input[:Offset] that reads the
// transitions and a bit per byte (is a reading given up there?); when a
// reading given up is a candidate, a pass from where it died until the
// context turns out to begin after it, and only when it does not, one over
// the input before it (where both readings began); no allocation (the first
// call builds the side tables of errorPath, kept). It is meant for the error
// path.
func (a *Automaton) Fail(rule int, input string) Failure {
	nc := a.NumClasses
	trans := a.Trans
	s := int(a.Start[rule])
	var p *errorPath
	if len(a.Deaths) > 0 && len(a.Open) == a.NumStates {
		p = a.path()
	}
	if p == nil {
		st, off := a.Run(rule, input)
		return Failure{Offset: off, Diagnosis: &a.Diagnoses[a.Diag[st]]}
	}
	dies := p.dies
	at, atKey, atState := -1, uint(0), 0 // the last death (a reading given up), its transition and state
	off := len(input)
	for i := 0; i < len(input); i++ {
		key := uint(s*nc) + uint(a.Classes[input[i]])
		// A death on this transition, read off a bitset: one test per
		// byte. On the byte where the automaton dies, a death is the
		// reading given up at the offset itself.
		if dies[key/64]&(1<<(key%64)) != 0 {
			at, atKey, atState = i, key, s
		}
		n := int(trans[key])
		if n == 0 {
			off = i
			break
		}
		s = n
	}
	f := Failure{Offset: off, Diagnosis: &a.Diagnoses[a.Diag[s]]}
	if at < 0 {
		return f
	}
	// The diagnosis of that death: Deaths is sorted, and the bit said it
	// is there.
	k, _ := slices.BinarySearch(a.Deaths, uint32(atKey))
	di := int(a.DeathDiag[k])
	ctx := int(a.Diag[s])
	d := &a.Diagnoses[di]
	if f.Diagnosis.Context == 0 || d.Context == f.Diagnosis.Context || !slices.Contains(a.List(a.InsideSets[a.Open[s]]), d.Rule) {
		return f
	}
	// Where the invocation of the context open at Offset began (entered),
	// and where the dead reading's own began (began): the reading given up
	// must have died inside the context's invocation and begun inside it
	// (the port after the userinfo began), not before it (a relative path
	// read from offset 0, given up at the scheme's ":", is no alternative to
	// the hier-part that fails later). First from the death on: a byte
	// after which the context is not open means it began after the death
	// (most candidates end here, a few bytes after at).
	inContext, inDead := p.context[ctx], p.context[di]
	s = atState
	for i := at; i < off; i++ {
		s = int(trans[s*nc+int(a.Classes[input[i]])])
		if !inside(inContext, a.Open[s]) {
			return f
		}
	}
	// Then before it, where both began.
	entered, began := 0, 0
	s = int(a.Start[rule])
	for i := 0; i < at; i++ {
		s = int(trans[s*nc+int(a.Classes[input[i]])])
		if !inside(inContext, a.Open[s]) {
			entered = i + 1
		}
		if !inside(inDead, a.Open[s]) {
			began = i + 1
		}
	}
	if began <= entered {
		return f
	}
	f.Abandoned, f.At = d, at
	return f
}

// String prints the automaton for a reader who checks it against the ABNF:
// the rules and their start states, the byte classes as byte ranges, then
// every state with its transitions (by class), whether it accepts, the rules
// it is inside and its diagnosis. Like regexp/syntax's Prog.String.
func (a *Automaton) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "automaton %s: %d states, %d byte classes\n", a.Dialect, a.NumStates-1, a.NumClasses)
	for i, r := range a.Rules {
		fmt.Fprintf(&b, "rule %s: start %d\n", r, a.Start[i])
	}
	for c := range a.NumClasses {
		fmt.Fprintf(&b, "class %d: %s\n", c, ByteRanges(a.classBytes(c)))
	}
	for s := 1; s < a.NumStates; s++ {
		acc := ""
		if a.Accepting(s) {
			acc = " accept"
		}
		fmt.Fprintf(&b, "state %d%s inside [%s]\n", s, acc, strings.Join(a.InsideSet(int(a.Inside[s])), " "))
		d := a.Diagnose(s)
		fmt.Fprintf(&b, "\tdiagnosis: in %s (§%s): expected %s\n", d.Rule, d.Section, strings.Join(d.Expected, ", "))
		fmt.Fprintf(&b, "\tmessage: in %s (§%s): expected %s\n", d.Context, d.ContextSection, strings.Join(d.Show, ", "))
		for c := range a.NumClasses {
			if n := a.Trans[s*a.NumClasses+c]; n != 0 {
				fmt.Fprintf(&b, "\tclass %d -> %d\n", c, n)
			}
		}
	}
	return b.String()
}

func (a *Automaton) classBytes(c int) []byte {
	var out []byte
	for v := range 256 {
		if int(a.Classes[v]) == c {
			out = append(out, byte(v))
		}
	}
	return out
}

// ByteRanges prints a sorted set of bytes as ranges: 0x30-0x39 0x41-0x5A "-".
func ByteRanges(bs []byte) string {
	var parts []string
	show := func(v byte) string {
		if v > 0x20 && v < 0x7f {
			return fmt.Sprintf("%q", string(rune(v)))
		}
		return fmt.Sprintf("0x%02X", v)
	}
	for i := 0; i < len(bs); {
		j := i
		for j+1 < len(bs) && bs[j+1] == bs[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, show(bs[i]))
		} else {
			parts = append(parts, show(bs[i])+"-"+show(bs[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, " ")
}
