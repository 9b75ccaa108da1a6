package semantic

import (
	"fmt"
	"slices"
	"strings"

	rfc2141bis03g "github.com/urispec/urispec/generated/rfc2141bis03"
)

// RFC2141bis03 is draft-ietf-urnbis-rfc2141bis-urn-03, "Uniform Resource
// Name (URN) Syntax", the draft that became RFC 8141
// (grammar/rfc2141bis-03): its grammar, the prose rules of §2 and the
// lexical equivalence of §5.
//
// Resolve and Relativize: a URN has no relative form (an error wrapping
// ErrNoRelativeForm). Normalize and Equivalent: the two objectives of §5
// step 5, resource (steps 1-4 and 5a) or resolution (steps 1-4 and 5b);
// percent-encoding is never removed. URI.URL and FromURL: none (a URN's
// parts are none of net/url's).
var RFC2141bis03 = register(&dialect{
	meta: rfc2141bis03g.Meta, auto: rfc2141bis03g.Automaton, tree: rfc2141bis03g.ParseRule,
	scan: scannerRFC2141bis03,
	// net/url models no input of it (URI.URL, FromURL).
	noURL: msgNoURLURN,
	check: checkerRFC2141bis03,
	// §2: a URN has no hierarchy.
	resolution:    resolution{none: msgNoRelative2141},
	normalization: &normalization{levels: []Level{LevelResource, LevelResolution}, norm: normalizeRFC2141bis03},
	recompose:     (*recomposer).urn,
})

// scanRFC2141bis03 is the scanner of draft-ietf-urnbis-rfc2141bis-urn-03;
// it records what splitrfc2141bis03 and typeURN find in the tree, its parts
// in input order. The delimiters settle every choice: §2 URI = scheme ":"
// urn-path [ "?" urn-query ] [ "#" fragment ], where scheme = "urn", the
// NID (ALPHA, DIGIT, "-"; §2.1) has no ":", the NSS (1*pchar, §2.2) no "?"
// or "#", and the urn-query (§2.3) no "#".
func scanRFC2141bis03(s *scanner, r recordRef) {
	in, c := s.in, r.c
	*r.production = s.rule
	switch s.rule {
	case "URI":
		c.Scheme = Span{0, len("urn")}
		s.part("scheme", 0, len("urn"))
		end := len(in)
		if k := s.index('#', 0, end); k < end { // §2.4
			c.Fragment = Span{k + 1, end}
			end = k
		}
		q := s.index('?', len("urn:"), end) // §2.3
		scanURNPathRFC2141bis03(s, r, len("urn:"), q)
		if q < end {
			c.Query = Span{q + 1, end}
			scanURNQueryRFC2141bis03(s, r, q+1, end)
		}
		if c.Fragment.Defined() {
			s.part("fragment", c.Fragment.Start, c.Fragment.End)
		}
	case "urn-path":
		scanURNPathRFC2141bis03(s, r, 0, len(in))
	case "NID":
		r.nid = compact(Span{0, len(in)})
		s.part("NID", 0, len(in))
	case "NSS":
		r.nss = compact(Span{0, len(in)})
		s.part("NSS", 0, len(in))
	case "urn-query":
		c.Query = Span{0, len(in)}
		scanURNQueryRFC2141bis03(s, r, 0, len(in))
	case "directive":
		scanDirectiveRFC2141bis03(s, r, 0, len(in))
	}
}

// scanURNPathRFC2141bis03 records the urn-path at [a, e): §2 urn-path = NID ":"
// NSS, the NID ending at the first ":" (§2.1).
func scanURNPathRFC2141bis03(s *scanner, r recordRef, a, e int) {
	r.c.Path = Span{a, e}
	k := s.index(':', a, e)
	r.nid, r.nss = compact(Span{a, k}), compact(Span{k + 1, e})
	s.part("NID", a, k)
	s.part("NSS", k+1, e)
}

// scanURNQueryRFC2141bis03 records the directives of the urn-query at [a, e):
// §2.3 urn-query = directive *( "&" directive ), and a value has no "&"
// (v-subdels is sub-delims without "&").
func scanURNQueryRFC2141bis03(s *scanner, r recordRef, a, e int) {
	for {
		k := s.index('&', a, e)
		scanDirectiveRFC2141bis03(s, r, a, k)
		if k == e {
			return
		}
		a = k + 1
	}
}

// scanDirectiveRFC2141bis03 records the directive at [a, e): §2.3 directive =
// keywd "=" value, and a keywd (ALPHA, DIGIT, "-") has no "=".
func scanDirectiveRFC2141bis03(s *scanner, r recordRef, a, e int) {
	k := s.index('=', a, e)
	s.part("keywd", a, k)
	s.part("value", k+1, e)
	if s.full {
		s.d.directives = append(s.d.directives, directiveSpan{keyword: Span{a, k}, value: Span{k + 1, e}})
	}
}

// registeredKeywdsRFC2141bis03 are the <keywd> tokens of the URN Query Keywords registry
// as draft-ietf-urnbis-rfc2141bis-urn-03 §9.2.1 establishes it ("Initial
// registrations": s, §2.3.1; c, §2.3.2; erratum U4).
var registeredKeywdsRFC2141bis03 = map[string]bool{"s": true, "c": true}

// checkRFC2141bis03 enforces the MUST rules that draft-ietf-urnbis-rfc2141bis-urn-03
// states in prose on the syntax of a URN, beyond its ABNF:
//
//   - §2.1: "the NID "urn" is permanently reserved by this RFC and MUST NOT
//     be used or registered" (any case: "Namespace Identifiers are
//     case-insensitive");
//   - §2.5.3: the NUL octet "MUST NOT be used in URNs, in either unencoded or
//     percent-encoded form" (the grammar already rejects it unencoded; %00
//     is rejected anywhere in the input, erratum U2);
//   - §2.3: "Each registered <keywd> MUST NOT appear more than once in any
//     URN".
//
// The rules the grammar already enforces are not repeated: "<query> parts of
// URN references MUST adhere to the following restricted syntax" (urn-query,
// grammar erratum E2), "?" and "#" "MUST NOT appear unencoded in a NSS" (§2,
// §2.5.1, NSS = 1*pchar), "/" "[" "]" likewise (§2.5.1), "%" "MUST always be
// followed by two <HEXDIG> characters" (§2.5.2). A violation is an *Error
// whose Reason quotes the rule, at the offset of the offending part (the
// first one in the input). The MUSTs about *assigned* URNs (§2.3: no query;
// §2.4: no fragment unless the namespace registration specifies it) cannot be
// decided from the string: they are warnings (erratum U3). So are two rules
// whose answer depends on what a namespace registers or what an octet stands
// for:
//
//   - §2.5.2: "a character MUST NOT be percent-encoded if the character is
//     not a reserved character", where "reserved" includes the characters a
//     namespace designates ("Therefore, the process of registering a
//     namespace identifier shall include publication of a definition of which
//     characters have a special meaning to that namespace"): a warning for
//     each percent-encoded character that the NSS admits unencoded (pchar,
//     erratum U1);
//   - §2.2 and §7.1: characters outside the repertoire are translated "by
//     encoding each character ... as a sequence of octets using UTF-8
//     encoding", while §2.5.2 and §2.5.3 make "%" the escape of any octet,
//     %x80-FF included: a warning when the octets of the NSS are not UTF-8
//     (erratum U5).
func checkRFC2141bis03(u *URI, warn bool) ([]Warning, error) {
	var first *Error
	fail := func(off int, rule, section, reason string) {
		if first != nil && first.Offset <= off {
			return
		}
		first = &Error{Dialect: u.Dialect, Input: u.Input, StartRule: u.StartRule,
			Offset: off, Rule: rule, Section: section, Reason: reason}
	}
	r := u.ref()
	var room [4]Warning // the warnings, on the stack until they are returned
	warnings := room[:0]
	// §2.1
	if n := r.nid.span(); n.Defined() && isURN(n.In(u.Input)) {
		fail(n.Start, "NID", "2.1", msgReservedNID)
	}
	// §2.5.3 and §2.5.2: every "%" of a valid input starts a pct-encoded.
	// The details (the rule of an offset) are found again only for the
	// rule a %00 is in; a pct-encoded is in the NSS when the NSS holds it.
	var dt *details
	for i := strings.IndexByte(u.Input, '%'); i >= 0 && i+2 < len(u.Input); {
		b := unhex(u.Input[i+1])<<4 | unhex(u.Input[i+2])
		switch {
		case b == 0 && (first == nil || i < first.Offset):
			if dt == nil {
				dt = u.details()
			}
			fail(i, dt.innermost(i, u.StartRule), "2.5.3", msgNUL)
		case warn && int(r.nss.start) <= i && i < int(r.nss.end) && isPcharLiteralRFC2141bis03(b):
			// §2.5.2 (erratum U1)
			warnings = append(warnings, Warning{Offset: i, Section: "2.5.2",
				Message: encodedMessage(msgWarnEncodedLiteral, namespaceVerbRFC2141bis03, u.Input[i:i+3], string(rune(b)), u)})
		}
		j := strings.IndexByte(u.Input[i+3:], '%')
		if j < 0 {
			break
		}
		i += 3 + j
	}
	// §2.2, §7.1 (erratum U5); an NSS without a pct-encoded is ASCII, UTF-8.
	if n := r.nss.span(); warn && n.Defined() && strings.IndexByte(n.In(u.Input), '%') >= 0 {
		if off, ok := firstNonUTF8(n.In(u.Input)); !ok {
			warnings = append(warnings, Warning{Offset: n.Start + off, Section: "2.2", Message: msgWarnNotUTF8})
			slices.SortStableFunc(warnings, func(a, b Warning) int { return a.Offset - b.Offset })
		}
	}
	// §2.3: the directives are the "&"-separated pieces of the urn-query
	// (a value has no "&"), each keywd before its "=" (a keywd has none); a
	// keywd can repeat only when there are two.
	if q := r.c.Query.In(u.Input); strings.IndexByte(q, '&') >= 0 {
		var seen map[string]int
		at := r.c.Query.Start
		for d := range strings.SplitSeq(q, "&") {
			k, _, _ := strings.Cut(d, "=")
			if registeredKeywdsRFC2141bis03[k] {
				if prev, dup := seen[k]; dup {
					fail(at, "keywd", "2.3", fmt.Sprintf(msgRepeatedKeywd, k, prev))
					break
				}
				if seen == nil {
					seen = map[string]int{}
				}
				seen[k] = at
			}
			at += len(d) + len("&")
		}
	}
	if first != nil {
		return nil, first
	}
	if !warn {
		return nil, nil
	}
	if q := r.c.Query; q.Defined() && q.Start > 0 && u.Input[q.Start-1] == '?' {
		// §2.3 "The <query> part MUST NOT be present in any *assigned* URN."
		warnings = append(warnings, Warning{Offset: q.Start - 1, Section: "2.3", Message: msgWarnQueryAssigned})
	}
	if f := r.c.Fragment; f.Defined() {
		// §2.4 "Absent a registered namespace definition ... that explicitly
		// specifies its usage, URNs for that particular URN Namespace MUST
		// NOT contain a fragment identifier." "The <fragment> part MUST NOT
		// be present in any *assigned* URN".
		warnings = append(warnings, Warning{Offset: f.Start - 1, Section: "2.4", Message: msgWarnFragmentNSAuth})
	}
	return keepWarnings(warnings), nil
}

// isPcharLiteralRFC2141bis03 reports whether b is a character pchar admits unencoded:
// unreserved / sub-delims / ":" / "@" (RFC 3986 §3.3, which the draft's §2
// takes).
func isPcharLiteralRFC2141bis03(b byte) bool {
	return isURNUnreserved(b) || strings.IndexByte("!$&'()*+,;=:@", b) >= 0
}

// namespaceVerbRFC2141bis03 is the offset of the namespace's verb in the
// format of its encoded-literal warning (encodedMessage), found once.
var namespaceVerbRFC2141bis03 = verbAt(msgWarnEncodedLiteral, 2)

// normalizeRFC2141bis03 is the preprocessing of rfc2141bis-03 §5, after which "Two
// URNs are lexically equivalent if they are octet-by-octet equal". The text
// leaves the case (lower or upper, steps 1-3) and the "preferred order" of
// step 5b to the implementation: urispec writes the scheme and NID in lower
// case, the hex digits of percent-encodings in upper case (as the normal
// forms of the URL dialects do), and orders directives by keywd (erratum N2).
func normalizeRFC2141bis03(u *URI, l Level) (string, error) {
	r, in := u.ref(), u.Input
	var b strings.Builder
	b.Grow(len(in))
	// 1. "Normalize the case of the leading "urn" scheme name."
	b.WriteString(lowerASCII(r.c.Scheme.In(in)))
	b.WriteByte(':')
	// 2. "Normalize the case of the NID."
	b.WriteString(lowerASCII(r.nid.In(in)))
	b.WriteByte(':')
	// 3. "Normalize the case of any percent-encoding." "Note that
	// percent-encoding MUST NOT be removed."
	writeUpperEscapes(&b, r.nss.In(in))
	// 4. "Remove the <fragment> part of the URI, if present." (not written)
	// 5a. "Remove the <query> part of the URI, if present." (LevelResource)
	if q := r.c.Query; q.Defined() && l == LevelResolution {
		// 5b. "Reorder the directives in the <query> part of the URI, if
		// present, bringing them into a preferred <keywd> order." keywds
		// are case-sensitive (§2.3), so the order is that of their octets;
		// the sort is stable, so directives of one keywd keep their order.
		// The directives are the "&"-separated pieces of the urn-query (a
		// value has no "&"), kept as their offsets, a keywd ending at its
		// "=" (§2.3).
		query := q.In(in)
		starts := make([]int, 1, strings.Count(query, "&")+1)
		for i := range len(query) {
			if query[i] == '&' {
				starts = append(starts, i+1)
			}
		}
		directive := func(start int) string {
			d, _, _ := strings.Cut(query[start:], "&")
			return d
		}
		keywd := func(start int) string {
			k, _, _ := strings.Cut(directive(start), "=")
			return k
		}
		slices.SortStableFunc(starts, func(x, y int) int { return strings.Compare(keywd(x), keywd(y)) })
		b.WriteByte('?')
		for i, start := range starts {
			if i > 0 {
				b.WriteByte('&')
			}
			writeUpperEscapes(&b, directive(start))
		}
	}
	return reparseNormal(u, "§5", b.String())
}
