package semantic

import (
	"strings"

	rfc8141g "github.com/urispec/urispec/generated/rfc8141"
)

// RFC8141 is RFC 8141, "Uniform Resource Names (URNs)" (grammar/rfc8141): the
// ABNF of its §2 with the RFC 3986 rules it imports, the prose rules of §2
// and §5, and the URN-equivalence of §3.
//
// Resolve and Relativize: a URN has no relative form (an error wrapping
// ErrNoRelativeForm). Normalize and Equivalent: URN-equivalence (§3.1: the
// assigned-name, "urn" and the NID in lower case, escape hex case).
// URI.URL and FromURL: none (a URN's parts are none of net/url's).
var RFC8141 = register(&dialect{
	meta: rfc8141g.Meta, auto: rfc8141g.Automaton, tree: rfc8141g.ParseRule,
	scan: scannerRFC8141,
	// net/url models no input of it (URI.URL, FromURL).
	noURL: msgNoURLURN,
	check: checkerRFC8141,
	// Validate's check, on the input alone (no record).
	checkInput: checkInputRFC8141,
	// §4.3: a <relative-ref> is converted "into a target URI as specified
	// in RFC 3986"; the URN syntax (§2) has no relative form.
	resolution:    resolution{none: msgNoRelativeRFC8141},
	normalization: &normalization{levels: []Level{LevelURNEquivalence}, norm: normalizeRFC8141},
	recompose:     (*recomposer).urn,
})

// scanRFC8141 is RFC 8141's scanner; it records what splitRFC8141 and
// typeURN find in the tree, its parts in input order. §2: namestring =
// assigned-name [ rq-components ] [ "#" f-component ], assigned-name = "urn"
// ":" NID ":" NSS. The NID (alphanum and "-") has no ":", the NSS (pchar and
// "/") no "?" or "#", and no component but the f-component has a "#".
func scanRFC8141(s *scanner, r recordRef) {
	in, c := s.in, r.c
	*r.production = s.rule
	end := len(in)
	switch s.rule {
	case "namestring":
		f := s.index('#', 0, end)
		q := s.index('?', 0, f)
		scanAssignedRFC8141(s, r, q)
		scanRQRFC8141(s, r, q, f)
		if f < end { // "#" f-component (§2.3.3)
			c.Fragment = Span{f + 1, end}
			s.part("f-component", f+1, end)
		}
	case "assigned-name":
		scanAssignedRFC8141(s, r, end)
	case "NID":
		r.nid = compact(Span{0, end})
		s.part("NID", 0, end)
	case "NSS":
		r.nss = compact(Span{0, end})
		s.part("NSS", 0, end)
	case "r-component":
		// As a start rule, the ABNF rule as printed: it may hold "?=" (E2).
		r.rcomp = compact(Span{0, end})
		s.part("r-component", 0, end)
	case "q-component":
		r.qcomp, c.Query = compact(Span{0, end}), Span{0, end}
		s.part("q-component", 0, end)
	case "f-component":
		c.Fragment = Span{0, end}
		s.part("f-component", 0, end)
	}
}

// scanAssignedRFC8141 records the assigned-name [0, e): "urn" ":" NID ":" NSS
// (§2), the NID ending at the first ":" after "urn:".
func scanAssignedRFC8141(s *scanner, r recordRef, e int) {
	a := len("urn:")
	k := s.index(':', a, e)
	r.nid, r.nss = compact(Span{a, k}), compact(Span{k + 1, e})
	r.c.Scheme = Span{0, len("urn")} // "urn" as written (RFC 3986 §3.1)
	r.c.Path = Span{a, e}
	s.part("NID", a, k)
	s.part("NSS", k+1, e)
}

// scanRQRFC8141 records the rq-components at [a, e) (§2 rq-components = [ "?+"
// r-component ] [ "?=" q-component ]; empty when absent).
func scanRQRFC8141(s *scanner, r recordRef, a, e int) {
	if a == e {
		return
	}
	in := s.in
	if in[a+1] == '+' {
		// §2.3.1 "The r-component ends with a "?=" sequence (which begins a
		// q-component) or a "#" character": at the first "?=" that a pchar
		// follows, where a q-component can begin (grammar erratum E2); a
		// "?=" that "/", "?" or the end follows belongs to the r-component
		// (which the prose check then rejects).
		from := a + len("?+")
		q := rcompEndRFC8141(in, from, e)
		r.rcomp = compact(Span{from, q})
		s.part("r-component", from, q)
		a = q
	}
	if a < e { // "?=" q-component (§2.3.2)
		r.qcomp, r.c.Query = compact(Span{a + 2, e}), Span{a + 2, e}
		s.part("q-component", a+2, e)
	}
}

// rcompEndRFC8141 is the end of the r-component that begins at from, in the
// rq-components that end at e: the first "?=" that a pchar follows (§2.3.1,
// grammar erratum E2; scanRQRFC8141), else e.
func rcompEndRFC8141(in string, from, e int) int {
	for k := from; ; k += 2 {
		i := strings.Index(in[k:e], "?=")
		if i < 0 {
			return e
		}
		if k += i; k+2 < e && in[k+2] != '/' && in[k+2] != '?' {
			return k
		}
	}
}

// checkInputRFC8141 is checkRFC8141 without warnings on the input alone
// (dialect.checkInput: Validate runs it instead of splitting the input into
// a record): it finds the NSS and the r-component as scanRFC8141 does, for
// the start rules that hold them, and runs the same two rules on them.
func checkInputRFC8141(d Dialect, rule, input string) error {
	nss, rc := Span{-1, -1}, Span{-1, -1}
	end := len(input)
	assigned := func(e int) { // "urn:" NID ":" NSS at [0, e)
		a := len("urn:")
		k := e // as scanner.index: the end when there is none
		if i := strings.IndexByte(input[a:e], ':'); i >= 0 {
			k = a + i
		}
		nss = Span{k + 1, e}
	}
	switch rule {
	case "namestring":
		f := end
		if i := strings.IndexByte(input, '#'); i >= 0 {
			f = i
		}
		q := f
		if i := strings.IndexByte(input[:f], '?'); i >= 0 {
			q = i
		}
		assigned(q)
		if q < f && input[q+1] == '+' {
			from := q + len("?+")
			rc = Span{from, rcompEndRFC8141(input, from, f)}
		}
	case "assigned-name":
		assigned(end)
	case "NSS":
		nss = Span{0, end}
	case "r-component":
		rc = Span{0, end}
	}
	return rulesRFC8141(d, rule, input, nss, rc)
}

// rulesRFC8141 is the errors of checkRFC8141 for the NSS and the
// r-component at the given spans (undefined: absent).
func rulesRFC8141(d Dialect, rule, input string, nss, rc Span) error {
	if nss.Defined() && encodesNonASCIIRFC8141(nss.In(input)) {
		// §2.2 (octets that are all ASCII are UTF-8)
		if off, ok := firstNonUTF8(nss.In(input)); !ok {
			return &Error{Dialect: d, Input: input, StartRule: rule,
				Offset: nss.Start + off, Rule: "NSS", Section: "2.2", Reason: msgRFC8141NotUTF8}
		}
	}
	if rc.Defined() {
		// §2.3.1
		if i := strings.Index(rc.In(input), "?="); i >= 0 {
			return &Error{Dialect: d, Input: input, StartRule: rule,
				Offset: rc.Start + i, Rule: "r-component", Section: "2.3.1", Reason: msgRFC8141RComponentEnd}
		}
	}
	return nil
}

// LevelURNEquivalence is the URN-equivalence of RFC 8141 §3.1, the only
// equivalence the RFC defines: "Two URNs are URN-equivalent if their
// assigned-name portions are octet-by-octet equal after applying case
// normalization".
const LevelURNEquivalence Level = "urn-equivalence"

// normalizeRFC8141 is the comparison form of RFC 8141 §3.1: the
// assigned-name with "urn" and the NID in lower case and the hex digits of
// the NSS's percent-encodings in upper case. The r-, q- and f-components are
// left out: "it MUST be ignored for purposes of determining URN-equivalence".
func normalizeRFC8141(u *URI, _ Level) (string, error) {
	nid, nss := u.rec.nid.span(), u.rec.nss.span()
	// 1. "the URI scheme "urn", by conversion to lower case" (with its ":")
	// 2. "the NID, by conversion to lower case"
	// 3. "any percent-encoded characters in the NSS ..., by conversion to
	// upper case for the digits A-F"; "Percent-encoded characters MUST NOT
	// be decoded".
	var b strings.Builder
	b.Grow(len(u.Input))
	b.WriteString(lowerASCII(u.Input[u.Components.Scheme.Start:nid.Start]))
	b.WriteString(lowerASCII(nid.In(u.Input)))
	b.WriteByte(':')
	writeUpperEscapes(&b, nss.In(u.Input))
	return reparseNormal(u, "§3.1", b.String())
}

// checkRFC8141 enforces the rules that RFC 8141 states in prose on the
// syntax of a URN, beyond its ABNF:
//
//   - §2.2: "with regard to characters outside the ASCII range, URNs that
//     appear in protocols or that are passed between systems MUST use only
//     Unicode characters encoded in UTF-8 and further encoded as required by
//     RFC 3986": the percent-encoded octets of the NSS must be UTF-8
//     (erratum U1: the NSS only);
//   - §2.3.1, one of the "additional restrictions ... imposed by the prose"
//     that §2 announces for r-component: "The r-component ends with a "?="
//     sequence (which begins a q-component)", so an r-component contains no
//     "?=" (grammar erratum E2: the parser already ends it at a "?=" that a
//     q-component follows; what remains is a "?=" that none follows).
//
// A violation is an *Error whose Reason quotes the rule, at the first octet
// of the first sequence that is not UTF-8 or at the "?=". The rules the ABNF already enforces are not repeated: non-ASCII
// characters percent-encoded (§2, §2.1, §2.3.1-§2.3.3), "a "?" that is not
// immediately followed by "=" or "+" ... SHOULD be treated as a syntax error"
// (§2; outside the components the grammar has "?" only in "?+" and "?=").
//
// Warnings, none of which makes the input invalid:
//
//   - §5.1 and §5.2 (erratum U2): an NID that no registration can yield, since
//     "In order for the name to be a valid URN, the NID needs to be registered
//     in accordance with the rules defined here" (§1) and urispec cannot see
//     the registry: one that starts with "urn-" but is no
//     InformalNamespaceName (§5.1 item 2, §5.2), one of two characters (§5.1
//     item 3, "MUST be more than two characters long"), one that starts with
//     ALPHA ALPHA "-" (§5.1 item 3, reserved for country codes), one that
//     starts with "X-" (§5.1 item 4; Appendix C: "not valid URNs"). NIDs are
//     case insensitive (§2.1), so these prefixes are compared ignoring case.
//   - §2.3.1: "r-components SHOULD NOT be used for URNs before their
//     semantics have been standardized".
func checkRFC8141(u *URI, warn bool) ([]Warning, error) {
	r := u.ref()
	if err := rulesRFC8141(u.Dialect, u.StartRule, u.Input, r.nss.span(), r.rcomp.span()); err != nil {
		return nil, err
	}
	if !warn {
		return nil, nil
	}
	var room [4]Warning // the warnings, on the stack until they are returned
	warnings := room[:0]
	if nid := r.nid.span(); nid.Defined() {
		warnings = nidWarningsRFC8141(warnings, nid.In(u.Input), nid.Start)
	}
	if rc := r.rcomp.span(); rc.Defined() && u.StartRule != "r-component" {
		// §2.3.1, for the r-component of a URN (the offset of its "?+").
		warnings = append(warnings, Warning{Offset: rc.Start - len("?+"), Section: "2.3.1", Message: msgRFC8141RComponent})
	}
	return keepWarnings(warnings), nil
}

// nidWarningsRFC8141 appends to ws the warnings of §5.1 and §5.2 for an NID
// (valid by the grammar) at offset off.
func nidWarningsRFC8141(ws []Warning, nid string, off int) []Warning {
	add := func(section, msg string) { ws = append(ws, Warning{Offset: off, Section: section, Message: msg}) }
	switch {
	case hasPrefixFoldRFC8141(nid, "urn-"):
		// §5.1 item 2: a formal NID "MUST NOT start with "urn-" (which is
		// reserved for informal URN namespaces)"; §5.2: InformalNamespaceName.
		if !isInformalNamespaceName(nid) {
			add("5.2", msgRFC8141Informal)
		}
		return ws
	case len(nid) <= 2:
		// §5.1 item 3 (the grammar's shortest NID has two characters).
		add("5.1", msgRFC8141TwoCharacters)
	}
	if len(nid) >= 3 && isAlpha(nid[0]) && isAlpha(nid[1]) && nid[2] == '-' {
		// §5.1 item 3: "it MUST NOT start with ALPHA ALPHA "-"", which also
		// covers "xn--" and every two letters followed by two hyphens.
		add("5.1", msgRFC8141CountryCode)
	}
	if hasPrefixFoldRFC8141(nid, "x-") {
		// §5.1 item 4; Appendix C.
		add("5.1", msgRFC8141Experimental)
	}
	return ws
}

// isInformalNamespaceName reports whether nid matches the ABNF of RFC 8141
// §5.2 (the "urn-" literal is case-insensitive, as ABNF literals are):
//
//	InformalNamespaceName = "urn-" Number
//	Number                = DigitNonZero 0*Digit
//	DigitNonZero          = "1"/ "2" / "3" / "4"/ "5"
//	                      / "6" / "7" / "8" / "9"
//	Digit                 = "0" / DigitNonZero
func isInformalNamespaceName(nid string) bool {
	if !hasPrefixFoldRFC8141(nid, "urn-") {
		return false
	}
	num := nid[len("urn-"):]
	if num == "" || num[0] == '0' {
		return false
	}
	for i := 0; i < len(num); i++ {
		if !isDigit(num[i]) {
			return false
		}
	}
	return true
}

// hasPrefixFoldRFC8141 reports whether s begins with prefix, ignoring the
// case of ASCII letters (NIDs are case-insensitive, §2.1), without the copy
// that lowering s would cost.
func hasPrefixFoldRFC8141(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// encodesNonASCIIRFC8141 reports whether s, which a grammar rule accepted
// (every "%" starts a pct-encoded), percent-encodes an octet above %x7F: the
// octets of any other s are ASCII, which is UTF-8 (§2.2), and need no
// decoding.
func encodesNonASCIIRFC8141(s string) bool {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+1 < len(s); {
		if unhex(s[i+1]) >= 8 {
			return true
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}
