package semantic

import (
	"iter"
	"strings"

	"github.com/urispec/urispec/semantic/automaton"
)

// scanner is the state a dialect's scanner (scanRFC3986, ...; the one word
// for it: not scanner, not split) works with: an input that the automaton
// of its start rule has accepted; the record it fills goes beside it, a
// recordRef (record says why). The
// scanner reads the input itself, following the dialect's grammar, and asks
// the automata of the grammar's ;@scan rules where the grammar has a choice
// that delimiters do not settle (RFC 2396's server or reg_name, an IPv4
// address or a registered name, ...). It runs only on valid inputs, so it
// never has to report an error.
//
// The tree references that the scanners' comments name (splitRFC2396,
// typeHier, ...) read the same record off the syntax tree: they are what
// the scanners are tested against, in the test files only (treeref_test.go
// and treeref_<id>_test.go).
//
// In the fast mode (full false) it records the components and the other
// spans of the record, which costs no allocation; in the full mode also the
// parts, segments, parameters and directives, for Parts, Typed, the prose
// rules and normalization.
type scanner struct {
	in   string
	rule string // the start rule the input was accepted as
	full bool   // the full mode: d is not nil
	d    *details
	auto *automaton.Automaton
	// onPart, when set, is given each part in the full mode instead of d,
	// which then keeps no part, segment or parameter (eachPart).
	onPart func(Part)
	// noSegments, with onPart, leaves out the parts that divide a path at
	// its slashes, where a scanner says so (samePartsRFC1630).
	noSegments bool
}

// part records the part rule at [start, end) in the full mode.
func (s *scanner) part(rule string, start, end int) {
	switch {
	case s.onPart != nil:
		s.onPart(Part{Rule: rule, Text: s.in[start:end], Start: start, End: end})
	case s.full:
		s.d.parts = append(s.d.parts, Part{Rule: rule, Text: s.in[start:end], Start: start, End: end})
	}
}

// segment records a path segment at [start, end) in the full mode.
func (s *scanner) segment(start, end int) {
	if s.full && s.onPart == nil {
		s.d.segments = append(s.d.segments, segmentSpan{Span: Span{start, end}})
	}
}

// param records a parameter of the last segment in the full mode.
func (s *scanner) param(start, end int) {
	if s.full && s.onPart == nil && len(s.d.segments) > 0 {
		seg := &s.d.segments[len(s.d.segments)-1]
		seg.params = append(seg.params, Span{start, end})
	}
}

// match reports whether in[start:end] is the rule of automaton index rule:
// a part of the input (a host, a login), read up to where it dies.
func (s *scanner) match(rule, start, end int) bool {
	return s.auto.MatchShort(rule, s.in[start:end])
}

// index returns the first index of c in in[from:to], or to.
func (s *scanner) index(c byte, from, to int) int {
	if i := strings.IndexByte(s.in[from:to], c); i >= 0 {
		return from + i
	}
	return to
}

// indexAny returns the first index in in[from:to] of a byte of chars, or to.
// chars are a few delimiters ("/?", ":/?#"): a search for each, each in
// what the one before left, reads the input as fast as IndexByte does and
// costs less than strings.IndexAny's set, built per call.
func (s *scanner) indexAny(chars string, from, to int) int {
	for j := 0; j < len(chars); j++ {
		to = s.index(chars[j], from, to)
	}
	return to
}

// segmentsParams records the segments, and the ";" params of each, of a
// path_segments at [from, to): RFC 2396 §3.3 and RFC 1808 §2.2 (and the
// url-syntax-05 §4.3.2 form) path_segments = segment *( "/" segment ),
// segment = *pchar *( ";" param ), where pchar excludes "/" and ";".
func (s *scanner) segmentsParams(from, to int) {
	for {
		end := s.index('/', from, to)
		s.part("segment", from, end)
		s.segment(from, end)
		for p := s.index(';', from, end); p < end; {
			q := s.index(';', p+1, end)
			s.part("param", p+1, q)
			s.param(p+1, q)
			p = q
		}
		if end == to {
			return
		}
		from = end + 1
	}
}

// hostport records the host and port of the hostport at [h, e): RFC 2396
// §3.2.2 hostport = host [ ":" port ], host holding no ":" (an
// IPv6reference, RFC 2732 §3, ends at its "]"). It returns the end of the
// host.
func (s *scanner) hostport(r recordRef, h, e int) int {
	c := r.c
	he := s.index(':', h, e)
	if h < e && s.in[h] == '[' {
		he = s.index(']', h, e) + 1
	}
	c.Host = Span{h, he}
	if he < e {
		c.Port = Span{he + 1, e}
	}
	return he
}

// scanRule returns the index of rule in a dialect's automaton, for the
// scanners: rule must be a ;@start or ;@scan rule of its grammar.
func scanRule(a *automaton.Automaton, rule string) int {
	i, ok := a.RuleIndex(rule)
	if !ok {
		panic("semantic: grammar of " + a.Dialect + " has no automaton for rule " + rule + " (a ;@scan pragma is missing; run make generate)")
	}
	return i
}

// record sets r to the record of input, which the automaton of rule
// accepted, and *d (when d is not nil) to its details, by the dialect's
// scanner, which writes r in place. The record goes beside the scanner,
// not in it: what a scanner keeps of the scanner (the parts of the full
// mode hold its input) the compiler sees as kept, but nothing of r; so a
// record on the caller's stack (Parse's result) stays there, and the fast
// mode (d nil) allocates nothing.
func (x *dialect) record(r recordRef, d *details, input, rule string) {
	*r.production, *r.c, *r.recordRest = "", noComponents, noRest
	var s scanner
	s.init(input, rule, x.auto)
	s.full, s.d = d != nil, d
	x.runScanner(&s, r)
}

// init sets the zero scanner s to read input, valid as rule, with the
// automata a, in the fast mode.
func (s *scanner) init(input, rule string, a *automaton.Automaton) {
	s.in, s.rule, s.auto = input, rule, a
}

// eachPart calls f with each part of u, in the order of Parts, without
// keeping them: a dialect's scanner hands them over one at a time, so that
// the normalization phases that read parts cost no memory in proportion to
// their number.
func (u *URI) eachPart(f func(Part)) { u.eachPartOf(f, true) }

// eachPartOf is eachPart, without the parts that divide a path at its
// slashes when segments is false (for the scanners that say which those
// are: rfc1630's).
func (u *URI) eachPartOf(f func(Part), segments bool) {
	x := u.Dialect.x
	if x == nil {
		return
	}
	var d details // what a scanner writes itself (RFC 1808 params, URN directives)
	r := newRecord("")
	var s scanner
	s.init(u.Input, u.StartRule, x.auto)
	s.full, s.d, s.onPart, s.noSegments = true, &d, f, !segments
	x.runScanner(&s, r.ref())
}

// partSeq is eachPartOf as an iterator (for reading the parts of two URIs
// side by side with iter.Pull).
func (u *URI) partSeq(segments bool) iter.Seq[Part] {
	return func(yield func(Part) bool) {
		more := true
		u.eachPartOf(func(p Part) {
			if more {
				more = yield(p)
			}
		}, segments)
	}
}
