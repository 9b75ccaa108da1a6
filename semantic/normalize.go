package semantic

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Message texts of normalization, equivalence and the URN prose rules (kept
// here because messages.go belongs to the parser layer; STYLE.md 12).

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

// Normalize returns the normal form of input under dialect d at a level of
// its text (WithLevel; by default the first of Info(d).Levels). A text that
// states no rule for a level does not offer it: url-draft-1993, rfc1738 and
// url-syntax-05 define no simple string comparison, rfc2141bis-03 only the
// two objectives of its §5 step 5. The input is parsed
// with the dialect's default start rule; an invalid input returns the *Error
// of Parse and no normal form. Every step is one the dialect's text states;
// Info lists where urispec had to read the text (its errata).
//
//   - rfc2396bis-01 §6.2: string (§6.2.1, the input as it is); syntax
//     (§6.2.2: scheme and hostname to lower case, escape hex digits to upper
//     case, escapes of ALPHA, DIGIT, "_" and "~" unescaped as §2.3 allows,
//     dot segments of an absolute URI's path removed by the §5.2 merge);
//     scheme (§6.2.3, also syntax: default and empty ports elided, empty
//     http and telnet paths as "/", gopher's as "/1", the file host
//     "localhost" as the empty host, by the scheme definitions of RFC 1738
//     §3).
//   - url-syntax-05: syntax (scheme and hostname case, §4.1 and §6; escape hex
//     case, §2.4.1; escapes of unreserved characters unescaped, §2.3 and
//     §2.4.2); scheme (§6 and §4.3.1, with the defaults of RFC 1738 §3).
//   - rfc1738: syntax (scheme case §2.1; escape hex case, escapes of
//     alphanumerics and "$-_.+!*'()," unescaped, and of the reserved
//     characters a scheme section leaves unreserved where they stand, §2.2;
//     hostnames in lower case, §3.1 and RFC 1034 §3.5; ";type=" and the
//     typecode in lower case, §3.2.2); scheme (the default ports, omitted
//     "/" and "localhost" of §3.2-§3.11, the domain of a mailto address,
//     §3.5 and RFC 822 §3.4.7).
//   - url-draft-1993: syntax (escape hex case, §Encoding-prohibited-characters);
//     scheme (a gopher locator without type defaults to type "1", §Gopher).
//   - rfc1630: syntax (§Encoding-reserved-characters: escapes expanded but
//     those of the reserved characters, escape hex case).
//   - rfc3986 and rfc3987: the ladder of RFC 3986 §6.2 and RFC 3987 §5.3
//     (string, syntax, its rungs one by one, scheme); rfc3987 never applies
//     Unicode normalization and Equivalent compares its percent-encodings
//     through the mapping of §3.1.
//   - rfc2141bis-03 §5: resource (steps 1-4 and 5a) or resolution (steps 1-4
//     and 5b); percent-encoding is never removed.
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
	u, err := x.parse(d, input, o)
	if err != nil {
		return "", err
	}
	return x.normalization.norm(u, level)
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
	name  string
	edits func(u *URI) []edit
	// syntax: the step must not change how the text splits into components
	// (which of scheme, authority, query and fragment are defined).
	syntax bool
	// same, when set, is the stricter test a syntax step's result v must
	// pass instead (rfc1630: every part where it was, edits applied).
	same func(u, v *URI, edits []edit) bool
}

// ladder is the normalization of a URL dialect: the syntax phases, and for
// LevelScheme the scheme phases after them. LevelString is the input itself.
func ladder(syntax, scheme []phase) func(u *URI, l Level) (string, error) {
	return func(u *URI, l Level) (string, error) {
		phases := syntax
		switch l {
		case LevelString:
			return u.Input, nil // rfc2396bis-01 §6.2.1
		case LevelScheme:
			phases = append(slices.Clone(syntax), scheme...)
		}
		return runPhases(u, phases)
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
// syntax phase whose edits together change the split, the edits are tried
// one at a time, in input order, and only those that keep it are applied.
func runPhase(u *URI, p phase) (*URI, error) {
	edits := p.edits(u)
	if len(edits) == 0 {
		return u, nil
	}
	try := func(edits []edit) (*URI, error) {
		s := applyEdits(u.Input, edits)
		v, err := u.Dialect.x.parse(u.Dialect, s, &options{set: optRule, rule: u.StartRule})
		if err != nil {
			return nil, fmt.Errorf(msgNormalBroken, u.Dialect, u.Input, p.name, s, err)
		}
		return v, nil
	}
	same := func(v *URI, edits []edit) bool { return sameSplit(u, v) }
	if p.same != nil {
		same = func(v *URI, edits []edit) bool { return p.same(u, v, edits) }
	}
	v, err := try(edits)
	if err != nil || !p.syntax || same(v, edits) {
		return v, err
	}
	var kept []edit
	v = u
	for _, e := range edits {
		w, err := try(append(slices.Clone(kept), e))
		if err != nil {
			return nil, err
		}
		if same(w, append(slices.Clone(kept), e)) {
			kept, v = append(kept, e), w
		}
	}
	return v, nil
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
	return phase{name: "escapes", syntax: true, edits: func(u *URI) []edit {
		var edits []edit
		s := u.Input
		lo, hi := 0, len(s)
		if scope != nil {
			sp := scope(u)
			if !sp.Defined() {
				return nil
			}
			lo, hi = sp.Start, sp.End
		}
		dec := decode(u)
		for i := lo; i+2 < hi; i++ {
			if s[i] != '%' || !isHexDigit(s[i+1]) || !isHexDigit(s[i+2]) {
				continue
			}
			triple := s[i : i+3]
			if b := unhex(s[i+1])<<4 | unhex(s[i+2]); dec(i, b) {
				edits = append(edits, edit{i, i + 3, string(rune(b))})
			} else if up := strings.ToUpper(triple); up != triple {
				edits = append(edits, edit{i, i + 3, up})
			}
			i += 2
		}
		return edits
	}}
}

// dotSegmentEscapes returns the offsets of the escapes in sp (of input in)
// that lie in a complete path segment (a run of sp between "/" characters or
// its ends) which decoding the escapes decode accepts would turn into "." or
// "..": url-syntax-05 and RFC 2396 §5.2 remove "." and ".." segments but not
// their escapes, so "." is reserved there by §2.2's own test ("a character is
// reserved if the semantics of the URL changes if the character is replaced
// with its escaped US-ASCII encoding"; erratum N1 of both dialects).
func dotSegmentEscapes(in string, sp Span, decode func(b byte) bool) map[int]bool {
	if !sp.Defined() {
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
		var dec []byte
		var escapes []int
		for i := lo; i < hi; i++ {
			if in[i] == '%' && i+2 < hi && isHexDigit(in[i+1]) && isHexDigit(in[i+2]) {
				if b := unhex(in[i+1])<<4 | unhex(in[i+2]); decode(b) {
					dec = append(dec, b)
					escapes = append(escapes, i)
					i += 2
					continue
				}
			}
			dec = append(dec, in[i])
		}
		if len(escapes) > 0 && (string(dec) == "." || string(dec) == "..") {
			if blocked == nil {
				blocked = map[int]bool{}
			}
			for _, i := range escapes {
				blocked[i] = true
			}
		}
		lo = hi + 1
	}
	return blocked
}

// lowerSchemePhase writes the scheme in lower case. The scheme is the text
// before the first ":" of an absolute form (every dialect's splitter).
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
	h := u.rec.c.Host
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
