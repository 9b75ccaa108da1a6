package semantic

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// ErrNoLevel is wrapped by Normalize and Equivalent for a level that the
// dialect's spec does not define (Info lists the levels).
var ErrNoLevel = errors.New(msgNoLevel)

// Level names how far normalization goes: a rung of the comparison ladder of
// rfc2396bis-01 §6.2, or the objective of rfc2141bis-03 §5 step 5. Each
// dialect offers only the levels its text states rules for (Info); the
// empty Level is the dialect's default.
type Level string

const (
	// LevelString is simple string comparison (rfc2396bis-01 §6.2.1): the
	// normal form is the input itself.
	LevelString Level = "string"
	// LevelSyntax applies the equivalences the text states for its generic
	// syntax: case of the scheme and host, case of escapes, escapes of
	// characters safe to unescape, and (rfc2396bis-01 §6.2.2.3) dot segments.
	LevelSyntax Level = "syntax"
	// LevelScheme adds the scheme-specific equivalences (default ports, empty
	// ports and paths; rfc2396bis-01 §6.2.3, url-syntax-05 §6, RFC 1738 §3).
	LevelScheme Level = "scheme"
	// LevelResource is rfc2141bis-03 §5 with step 5a, for "distinguishing
	// named resources": the query is removed.
	LevelResource Level = "resource"
	// LevelResolution is rfc2141bis-03 §5 with step 5b, for "caching
	// specific URN resolution results": the query directives are ordered.
	LevelResolution Level = "resolution"
)

// The rungs of RFC 3986 §6.2.2 one at a time, and the remove_dot_segments
// routine of §5.2.4 on a bare path: levels of rfc3986 and rfc3987 (and
// LevelPath of rfc2396, its dot-segment rules alone).
const (
	// LevelCase is RFC 3986 §6.2.2.1 alone: the hex digits of
	// percent-encodings in upper case, scheme and host in lower case.
	LevelCase Level = "case"
	// LevelPercent is RFC 3986 §6.2.2.2 alone: percent-encoded unreserved
	// characters decoded; other percent-encodings are left as written.
	LevelPercent Level = "percent"
	// LevelPath is RFC 3986 §6.2.2.3 alone: remove_dot_segments applied to
	// the path.
	LevelPath Level = "path"
	// LevelRemoveDotSegments is the remove_dot_segments routine of RFC 3986
	// §5.2.4 applied to the path component as it is, without the limits
	// §6.2.2.3 needs to keep the reference the same (erratum N2): for a
	// reference that is only a path, the routine on the input.
	LevelRemoveDotSegments Level = "remove_dot_segments"
)

// Normalize returns the normal form of input under dialect d at a level of
// its text (WithLevel; by default the first of Info(d).Levels). A text that
// states no rule for a level does not offer it: see each dialect's doc
// (URLDraft1993 to RFC8141) for its levels and their steps, and Info for
// the list. The input is parsed with the dialect's default start rule; an
// invalid input returns the *Error of Parse and no normal form. Every step
// is one the dialect's text states; Info lists where urispec had to read
// the text (its errata).
//
// A syntax step never changes how the input splits into components:
// url-syntax-05 §2.4.2 (and rfc2396bis-01 §2.4.2 alike) says "a URL must be
// separated into its components before the escaped characters within those
// components can be safely decoded", so an escape whose decoding would make the input
// split differently (a relative reference gaining a scheme, a path gaining a
// site) stays escaped (url-syntax-05 erratum N1, rfc2396bis-01 N2 and N3).
//
// Options: WithLevel, WithRule, WithMaxLength.
func Normalize(d Dialect, input string, opts ...Option) (string, error) {
	x, err := lookup(d)
	if err != nil {
		return "", err
	}
	o, err := entryNormalize.apply(opts)
	if err != nil {
		return "", err
	}
	return x.normalize(d, input, &o)
}

// normalize is Normalize after the options are checked.
func (x *dialect) normalize(d Dialect, input string, o *options) (string, error) {
	level, err := x.level(o)
	if err != nil {
		return "", err
	}
	if in := x.normalization.input; in != nil {
		// A reading of the input itself keeps the length limit of every
		// entry point (WithMaxLength, MaxInputLength).
		if err := o.checkLength(d, input); err != nil {
			return "", err
		}
		return in(x, input, level)
	}
	// The warnings of the prose rules are no part of a normal form.
	po := *o
	po.noWarnings = true
	u, err := x.parse(d, input, &po)
	if err != nil {
		return "", err
	}
	n := x.normalization
	if n.phases == nil {
		return n.norm(&u, level)
	}
	if level == LevelString {
		return u.Input, nil // RFC 3986 §6.2.1, rfc2396bis-01 §6.2.1: the string itself
	}
	return runPhases(&u, n.phases(level))
}

// level returns the level o names, or the dialect's default.
func (x *dialect) level(o *options) (Level, error) {
	n := x.normalization
	if n == nil {
		return "", fmt.Errorf(msgNoNormalizer, x.id, ErrNoLevel)
	}
	if o.set&optLevel == 0 {
		return n.levels[0], nil
	}
	if !slices.Contains(n.levels, o.level) {
		return "", fmt.Errorf(msgLevelUnknown, x.id, ErrNoLevel, o.level, n.levels)
	}
	return o.level, nil
}

// edit replaces input[start:end] with text.
type edit struct {
	start, end int
	text       string
}

// applyEdits applies edits, sorted by start and not overlapping, to s.
func applyEdits(s string, edits []edit) string {
	var b strings.Builder
	at := 0
	for _, e := range edits {
		b.WriteString(s[at:e.start])
		b.WriteString(e.text)
		at = e.end
	}
	b.WriteString(s[at:])
	return b.String()
}

// phase is one step of a normalization: rewrites computed on one parse of
// the text and applied together, after which the text is parsed again.
type phase struct {
	name string
	// edits returns the phase's edits of u (sorted by start, not
	// overlapping).
	edits func(u *URI) []edit
	// stream, when set, yields the same edits one at a time and stops when
	// yield returns false; runPhase uses it instead of edits, so that a
	// phase with an edit per escape keeps no list of them.
	stream func(u *URI, yield func(edit) bool)
	// syntax: the step must not change how the text splits into components
	// (which of scheme, authority, query and fragment are defined).
	syntax bool
	// same, when set, is the stricter test a syntax step's result v must
	// pass instead (rfc1630: every part where it was, edits applied); moved
	// gives the offset in v of an offset of u, or false for one inside an
	// edit.
	same func(u, v *URI, moved func(p int) (int, bool)) bool
}

// ladder is the normalization of a URL dialect: the syntax phases, and for
// LevelScheme the scheme phases after them (LevelString is the input itself,
// normalize).
func ladder(syntax, scheme []phase) func(l Level) []phase {
	return func(l Level) []phase {
		if l == LevelScheme {
			return append(slices.Clone(syntax), scheme...)
		}
		return syntax
	}
}

// runPhases applies phases to u in order and returns the final text.
func runPhases(u *URI, phases []phase) (string, error) {
	for _, p := range phases {
		next, err := runPhase(u, p)
		if err != nil {
			return "", err
		}
		u = next
	}
	return u.Input, nil
}

// runPhase applies p to u and parses the result with u's start rule. For a
// syntax phase whose edits together change the split, only the edits that
// keep it are applied: the edits are taken one at a time, in input order,
// and each is kept when the text with it and the edits kept before it still
// splits as u does (url-syntax-05 erratum N1, rfc2396bis-01 N2 and N3;
// literalRunPhase in the tests does exactly that, one parse per edit).
// keepSplit finds the same edits with a few parses of the whole text, so a
// phase costs a bounded number of passes over the input whatever the number
// of its edits.
func runPhase(u *URI, p phase) (*URI, error) {
	r := phaseRun{u: u, p: p, each: p.stream}
	if r.each == nil {
		edits := p.edits(u)
		r.each = func(_ *URI, yield func(edit) bool) {
			for _, e := range edits {
				if !yield(e) {
					return
				}
			}
		}
	}
	r.each(u, func(e edit) bool {
		r.n++
		r.delta += len(e.text) - (e.end - e.start)
		return true
	})
	if r.n == 0 {
		return u, nil
	}
	v, err := r.try(r.n - 1)
	if err != nil || !p.syntax || r.same(v, r.n-1) {
		return v, err
	}
	return r.keepSplit()
}

// phaseRun is one application of a phase to u: its n edits, and those the
// split requires to leave out (keepSplit).
type phaseRun struct {
	u        *URI
	p        phase
	each     func(u *URI, yield func(edit) bool)
	n        int
	delta    int   // what the n edits add to the length of the text
	rejected []int // the indices of the edits left out, ascending
}

// apply returns u's text with the edits up to index last (included) that
// are not rejected.
func (r *phaseRun) apply(last int) string {
	in := r.u.Input
	var b strings.Builder
	b.Grow(max(len(in)+r.delta, 0))
	at, i, k := 0, 0, 0
	r.each(r.u, func(e edit) bool {
		if i > last {
			return false
		}
		if k < len(r.rejected) && r.rejected[k] == i {
			k++
		} else {
			b.WriteString(in[at:e.start])
			b.WriteString(e.text)
			at = e.end
		}
		i++
		return true
	})
	b.WriteString(in[at:])
	return b.String()
}

// try parses the text with the edits up to index last that are not
// rejected.
func (r *phaseRun) try(last int) (*URI, error) {
	u := r.u
	s := r.apply(last)
	v, err := u.Dialect.x.parse(u.Dialect, s, &options{set: optRule, rule: u.StartRule, noWarnings: true})
	if err != nil {
		return nil, fmt.Errorf(msgNormalBroken, u.Dialect, u.Input, r.p.name, s, err)
	}
	return &v, nil
}

// keeps reports whether the edits up to index last that are not rejected
// keep u's split (false on an error, which the caller finds again).
func (r *phaseRun) keeps(last int) bool {
	v, err := r.try(last)
	return err == nil && r.same(v, last)
}

// same reports whether v, u with the edits up to index last that are not
// rejected, splits as u does: sameSplit, or the phase's stricter test, which
// is given the offsets moved by those edits (streamMap).
func (r *phaseRun) same(v *URI, last int) bool {
	if r.p.same == nil {
		return sameSplit(r.u, v)
	}
	m := streamMap{r: r, last: last}
	defer m.close()
	return r.p.same(r.u, v, m.move)
}

// streamMap moves offsets of u through the edits up to index last that are
// not rejected, read from the phase's stream with a cursor: offsets asked
// in order cost one pass over the stream in all, an offset before the last
// edit passed starts the pass again. It keeps no list of the edits.
type streamMap struct {
	r     *phaseRun
	last  int
	edits *puller[edit]
	i, k  int  // the stream's index of the next edit, the rejected passed
	cur   edit // the first edit not passed, when have
	have  bool
	delta int // what the edits passed add to the length of the text
	end   int // where the last edit passed ends
}

// move is editMap.move (the tests' reference, normalize_literal_test.go)
// on the stream.
func (m *streamMap) move(p int) (int, bool) {
	if m.edits == nil || p < m.end {
		m.close()
		m.edits = pull(func(yield func(edit) bool) { m.r.each(m.r.u, yield) })
		m.i, m.k, m.delta, m.end = 0, 0, 0, 0
		m.fetch()
	}
	for m.have && m.cur.end <= p {
		m.delta += len(m.cur.text) - (m.cur.end - m.cur.start)
		m.end = m.cur.end
		m.fetch()
	}
	if m.have && m.cur.start < p {
		return 0, false
	}
	return p + m.delta, true
}

// fetch reads the next edit of the selection into cur.
func (m *streamMap) fetch() {
	for {
		e, ok := m.edits.get()
		if !ok || m.i > m.last {
			m.have = false
			return
		}
		i := m.i
		m.i++
		if m.k < len(m.r.rejected) && m.r.rejected[m.k] == i {
			m.k++
			continue
		}
		m.cur, m.have = e, true
		return
	}
}

func (m *streamMap) close() {
	if m.edits != nil {
		m.edits.stop()
	}
}

// keepSplit is runPhase for a syntax phase whose edits together change the
// split. An edit that changes the split keeps changing it when later edits
// are applied too (decoding an escape or writing it in upper case adds no
// delimiter that could restore a component: the component a decoding
// creates, a scheme of "%41:b" or a site of "//h%41/x", needs every escape
// of it decoded), so the edits taken one at a time are kept up to the first
// whose taking changes the split, which is found by probing prefixes: first
// the edits that end a run of edits before a delimiter (the last escape of
// "%41%42:b" or of "//h%41/x"), then by bisection. That edit is left out,
// and the search goes on after it. Each probe is one parse of the text; the
// probes per edit left out are 3 for the runs above and O(log n) at worst.
func (r *phaseRun) keepSplit() (*URI, error) {
	in := r.u.Input
	// ends are the indices of the edits after which the input has a
	// delimiter (RFC 3986 §2.2 gen-delims) before the next edit, and the
	// last edit.
	var ends []int
	prevEnd, i := -1, 0
	r.each(r.u, func(e edit) bool {
		if i > 0 && strings.ContainsAny(in[prevEnd:e.start], ":/?#[]@") {
			ends = append(ends, i-1)
		}
		prevEnd = e.end
		i++
		return true
	})
	ends = append(ends, r.n-1)
	first := 0 // the first edit not decided
	for {
		// The prefix up to first-1 keeps the split (nothing, or what was
		// kept); the whole keeps it or the first edit that does not is
		// found in [first, n).
		if r.keeps(r.n - 1) {
			return r.try(r.n - 1)
		}
		j := r.firstChange(first-1, r.n-1, ends)
		if _, err := r.try(j); err != nil {
			return nil, err // the edit j makes the text invalid: a bug
		}
		r.rejected = append(r.rejected, j)
		first = j + 1
		if first == r.n {
			return r.try(r.n - 1)
		}
	}
}

// firstChange returns the first j in (lo, hi] whose prefix does not keep the
// split, given that the prefix up to lo keeps it and the one up to hi does
// not: the runs that ends close are probed first (ends[0], ends[1], ends[3],
// ..., then bisection among them), then the edit before the run's end, then
// bisection within the run.
func (r *phaseRun) firstChange(lo, hi int, ends []int) int {
	k, _ := slices.BinarySearch(ends, lo+1)
	cand := ends[k:]
	for len(cand) > 0 && cand[len(cand)-1] >= hi {
		cand = cand[:len(cand)-1]
	}
	good, bad := -1, len(cand)
	for t := 0; t < len(cand); t = 2*t + 1 {
		if !r.keeps(cand[t]) {
			bad = t
			break
		}
		good = t
	}
	for bad-good > 1 {
		m := (good + bad) / 2
		if r.keeps(cand[m]) {
			good = m
		} else {
			bad = m
		}
	}
	if good >= 0 {
		lo = cand[good]
	}
	if bad < len(cand) {
		hi = cand[bad]
	}
	if hi-1 > lo {
		if r.keeps(hi - 1) {
			return hi
		}
		hi--
	}
	for hi-lo > 1 {
		m := (lo + hi) / 2
		if r.keeps(m) {
			lo = m
		} else {
			hi = m
		}
	}
	return hi
}

// sameSplit reports whether u and v define the same components.
func sameSplit(u, v *URI) bool {
	a, b := u.texts(), v.texts()
	return (a.Scheme == nil) == (b.Scheme == nil) && (a.Authority == nil) == (b.Authority == nil) &&
		(a.Query == nil) == (b.Query == nil) && (a.Fragment == nil) == (b.Fragment == nil)
}

// escapePhase upper-cases the hex digits of every escape triple and replaces
// the escapes of the octets decode accepts by their character. decode may be
// nil (case only). In every dialect's valid input a "%" starts a triple of
// "%" and two hex digits (the literal "%09" of RFC 1738 gopher URLs and the
// "%00" of 1993 prospero links included).
func escapePhase(decode func(b byte) bool) phase {
	return escapePhaseIn(nil, func(*URI) func(int, byte) bool {
		return func(_ int, b byte) bool { return decode != nil && decode(b) }
	})
}

// escapePhaseIn is escapePhase for the escapes inside the span scope gives
// (the whole input when scope is nil), with a decision per escape: decode(u)
// tells, for the escape at offset at of octet b, whether it is decoded.
func escapePhaseIn(scope func(u *URI) Span, decode func(u *URI) func(at int, b byte) bool) phase {
	p := phase{name: "escapes", syntax: true, stream: func(u *URI, yield func(edit) bool) {
		s := u.Input
		lo, hi := 0, len(s)
		if scope != nil {
			sp := scope(u)
			if !sp.Defined() {
				return
			}
			lo, hi = sp.Start, sp.End
		}
		if strings.IndexByte(s[lo:hi], '%') < 0 {
			return
		}
		dec := decode(u)
		for i := lo; i+2 < hi; i++ {
			if s[i] != '%' || !isHexDigit(s[i+1]) || !isHexDigit(s[i+2]) {
				continue
			}
			b := unhex(s[i+1])<<4 | unhex(s[i+2])
			switch {
			case dec(i, b):
				if !yield(edit{i, i + 3, decodedText(b)}) {
					return
				}
			case isLowerHex(s[i+1]) || isLowerHex(s[i+2]):
				if !yield(edit{i, i + 3, upperTriples[3*int(b) : 3*int(b)+3]}) {
					return
				}
			}
			i += 2
		}
	}}
	return p
}

// byteTexts holds every octet once, and upperTriples the escape of every
// octet with upper-case hex digits ("%00" to "%FF"): the texts of the edits
// of an escape phase are slices of them, so the phase allocates nothing per
// escape.
var byteTexts, upperTriples = func() (string, string) {
	const hex = "0123456789ABCDEF"
	var b, t []byte
	for i := range 256 {
		b = append(b, byte(i))
		t = append(t, '%', hex[i>>4], hex[i&15])
	}
	return string(b), string(t)
}()

// decodedText is the text an escape of octet b decodes to: the character
// string(rune(b)), an ASCII octet for every decoding the dialects make.
func decodedText(b byte) string {
	if b < 0x80 {
		return byteTexts[b : b+1]
	}
	return string(rune(b))
}

func isLowerHex(b byte) bool { return 'a' <= b && b <= 'f' }

// offsetSet is a set of offsets of an input, a bit each; nil is empty.
type offsetSet []uint64

func newOffsetSet(n int) offsetSet { return make(offsetSet, n/64+1) }

func (s offsetSet) add(i int) { s[i/64] |= 1 << (i % 64) }

func (s offsetSet) has(i int) bool { return i/64 < len(s) && s[i/64]&(1<<(i%64)) != 0 }

// dotSegmentEscapes returns the offsets of the escapes in sp (of input in)
// that lie in a complete path segment (a run of sp between "/" characters or
// its ends) which decoding the escapes decode accepts would turn into "." or
// "..": url-syntax-05 and RFC 2396 §5.2 remove "." and ".." segments but not
// their escapes, so "." is reserved there by §2.2's own test ("a character is
// reserved if the semantics of the URL changes if the character is replaced
// with its escaped US-ASCII encoding"; erratum N1 of both dialects).
func dotSegmentEscapes(in string, sp Span, decode func(b byte) bool) map[int]bool {
	if !sp.Defined() || strings.IndexByte(sp.In(in), '%') < 0 {
		return nil
	}
	var blocked map[int]bool
	for lo := sp.Start; lo <= sp.End; {
		hi := strings.IndexByte(in[lo:sp.End], '/')
		if hi < 0 {
			hi = sp.End
		} else {
			hi += lo
		}
		if dotSegmentByEscapes(in[lo:hi], decode) {
			if blocked == nil {
				blocked = map[int]bool{}
			}
			for i := lo; i+2 < hi; i++ {
				if in[i] == '%' && isHexDigit(in[i+1]) && isHexDigit(in[i+2]) {
					blocked[i] = true
					i += 2
				}
			}
		}
		lo = hi + 1
	}
	return blocked
}

// dotSegmentByEscapes reports whether seg has an escape that decode accepts
// and decoding those escapes turns seg into "." or "..".
func dotSegmentByEscapes(seg string, decode func(b byte) bool) bool {
	n, escaped := 0, false
	for i := 0; i < len(seg); i++ {
		c := seg[i]
		if c == '%' && i+2 < len(seg) && isHexDigit(seg[i+1]) && isHexDigit(seg[i+2]) {
			if b := unhex(seg[i+1])<<4 | unhex(seg[i+2]); decode(b) {
				c, escaped = b, true
				i += 2
			}
		}
		if c != '.' || n == 2 {
			return false
		}
		n++
	}
	return escaped
}

// lowerSchemePhase writes the scheme in lower case. The scheme is the text
// before the first ":" of an absolute form (every dialect's scanner).
var lowerSchemePhase = phase{name: "scheme case", syntax: true, edits: func(u *URI) []edit {
	s := u.texts().Scheme
	if s == nil || !strings.HasPrefix(u.Input, *s) || lowerASCII(*s) == *s {
		return nil
	}
	return []edit{{0, len(*s), lowerASCII(*s)}}
}}

// lowerHostnamePhase writes every hostname (the rule of that name, not an IP
// address or registry name) in lower case.
var lowerHostnamePhase = phase{name: "hostname case", syntax: true, edits: func(u *URI) []edit {
	h := u.Components.Host
	if u.rec.hostKind != Hostname {
		return nil
	}
	if t := h.In(u.Input); lowerASCII(t) != t {
		return []edit{{h.Start, h.End, lowerASCII(t)}}
	}
	return nil
}}

func isHexDigit(b byte) bool {
	return '0' <= b && b <= '9' || 'a' <= b && b <= 'f' || 'A' <= b && b <= 'F'
}

func unhex(b byte) byte {
	switch {
	case b <= '9':
		return b - '0'
	case b <= 'F':
		return b - 'A' + 10
	}
	return b - 'a' + 10
}

func isAlpha(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }
func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// hasAlpha reports whether s holds a letter.
func hasAlpha(s string) bool {
	for i := 0; i < len(s); i++ {
		if isAlpha(s[i]) {
			return true
		}
	}
	return false
}

// isASCII reports whether s is US-ASCII only.
func isASCII(s string) bool {
	// Eight bytes at a time: none has its high bit set.
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if w&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// lowerASCII lower-cases the ASCII letters of s (the grammars admit no
// other letters).
func lowerASCII(s string) string {
	return strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}
