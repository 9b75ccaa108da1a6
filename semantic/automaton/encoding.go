package automaton

// Encoding is what percent-encoding means in one grammar, as data that
// tools/generate computes from the grammar of record and writes to
// generated/<pkg>/encoding.go: for each component, the bytes (and, in a
// grammar of characters, the code points) its rule admits literally, and the
// bytes that delimit, whose escapes a decoder must keep.
type Encoding struct {
	// Components are the components the dialect's grammar has a rule for,
	// in the order of the generator's table.
	Components []ComponentSet
	// Delimiters are the bytes whose percent-encoding has another meaning
	// than the byte itself (RFC 3986 §2.2: "URIs that differ in the
	// replacement of a reserved character with its corresponding
	// percent-encoded octet are not equivalent"): the bytes of the rules in
	// DelimitersFrom.
	Delimiters ByteSet
	// DelimitersFrom names where Delimiters come from: rules of the grammar
	// with their sections, and the delimiters its productions write.
	DelimitersFrom string
}

// ComponentSet is one component of a grammar and what its rule admits. An
// input made of one First token then any number of Rest tokens (a literal
// byte, a code point of a range, or "%" HEXDIG HEXDIG when Escapes) always
// matches the rule; the generator computed the sets so (the largest sets
// with that property for the rule's automaton).
type ComponentSet struct {
	Component string // "path", "segment", "query", "nss", ...
	Rule      string // the rule of the grammar, as spelled there
	Section   string // the rule's section
	// Empty: the rule matches the empty string.
	Empty bool
	// Escapes: "%" HEXDIG HEXDIG stands anywhere in the rule; "%" is then
	// in neither First nor Rest.
	Escapes     bool
	First, Rest ByteSet
	// Encoded are bytes of First or Rest that Encode escapes all the same:
	// the spec's prose says to (RFC 2141 §2.3.2: the reserved characters
	// "SHOULD NOT" be used unencoded). Decode reads them.
	Encoded ByteSet
	// FirstRunes and RestRunes are the code points above U+007F the rule
	// admits literally (UTF-8 grammars; nil otherwise).
	FirstRunes, RestRunes []RuneRange
}

// ByteSet is a set of bytes: bit b%64 of word b/64.
type ByteSet [4]uint64

// Has reports whether b is in s.
func (s *ByteSet) Has(b byte) bool { return s[b>>6]&(1<<(b&63)) != 0 }

// Add adds b to s.
func (s *ByteSet) Add(b byte) { s[b>>6] |= 1 << (b & 63) }

// RuneRange is the code points Lo to Hi, both included.
type RuneRange struct{ Lo, Hi rune }

// InRanges reports whether r is in one of rs (sorted, disjoint).
func InRanges(rs []RuneRange, r rune) bool {
	lo, hi := 0, len(rs)
	for lo < hi {
		m := (lo + hi) / 2
		switch {
		case r < rs[m].Lo:
			hi = m
		case r > rs[m].Hi:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}
