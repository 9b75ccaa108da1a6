package semantic

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	rfc2141g "github.com/urispec/urispec/generated/rfc2141"
)

// RFC2141 is RFC 2141, "URN Syntax" (grammar/rfc2141): the BNF of its §2,
// the prose rules of §2.1 to §2.4, and the lexical equivalence of §5.
//
// Resolve and Relativize: a URN has no relative form (an error wrapping
// ErrNoRelativeForm). Normalize and Equivalent: lexical (§5: "urn" and the
// NID in lower case, escape hex case). URI.URL and FromURL: none (a URN's
// parts are none of net/url's).
var RFC2141 = register(&dialect{
	meta: rfc2141g.Meta, auto: rfc2141g.Automaton, tree: rfc2141g.ParseRule,
	scan: scannerRFC2141,
	// net/url models no input of it (URI.URL, FromURL).
	noURL: msgNoURLURN,
	check: checkerRFC2141,
	// Appendix A: a URN is an opaque URL; nothing in the RFC is relative
	// to a base.
	resolution:    resolution{none: msgNoRelativeRFC2141},
	normalization: &normalization{levels: []Level{LevelLexical}, norm: normalizeRFC2141},
	recompose:     (*recomposer).urn,
})

// scanRFC2141 is RFC 2141's scanner; it records what splitRFC2141 and
// typeURN find in the tree. §2: URN = "urn:" NID ":" NSS, where the NID
// (let-num and "-", §2.1) has no ":", so the first ":" after "urn:" ends it;
// the NSS is the rest (its URN-chars include ":", §2.2). The start rules NID
// and NSS are the whole input.
func scanRFC2141(s *scanner, r recordRef) {
	in := s.in
	*r.production = s.rule
	nid, nss := Span{0, len(in)}, Span{0, len(in)}
	switch s.rule {
	case "URN":
		a := len("urn:")
		k := s.index(':', a, len(in))
		nid, nss = Span{a, k}, Span{k + 1, len(in)}
		// "urn" as written (§2: case-insensitive), and the opaque rest
		// NID ":" NSS (Appendix A).
		r.c.Scheme = Span{0, len("urn")}
		r.c.Path = Span{nid.Start, nss.End}
	case "NID":
		nss = Undefined
	case "NSS":
		nid = Undefined
	}
	r.nid, r.nss = compact(nid), compact(nss)
	if nid.Defined() {
		s.part("NID", nid.Start, nid.End)
	}
	if nss.Defined() {
		s.part("NSS", nss.Start, nss.End)
	}
}

// LevelLexical is the lexical equivalence of RFC 2141 §5, the only one the
// RFC defines: "Two URNs are lexically equivalent if they are octet-by-octet
// equal after the following preprocessing".
const LevelLexical Level = "lexical"

// normalizeRFC2141 is the preprocessing of RFC 2141 §5. The text leaves the
// direction of each case normalization open: urispec writes "urn:" and the
// NID in lower case and the hex digits of %-escapes in upper case (erratum
// N1). The NSS is otherwise kept as it is.
func normalizeRFC2141(u *URI, _ Level) (string, error) {
	nid, nss := u.rec.nid.span(), u.rec.nss.span()
	// 1. "normalize the case of the leading "urn:" token"
	// 2. "normalize the case of the NID"
	// 3. "normalizing the case of any %-escaping"; "Note that %-escaping MUST
	// NOT be removed." (every "%" of a valid NSS starts an escape, §2.3.1)
	var b strings.Builder
	b.Grow(len(u.Input))
	b.WriteString(lowerASCII(u.Input[:nid.Start]))
	b.WriteString(lowerASCII(nid.In(u.Input)))
	b.WriteByte(':')
	writeUpperEscapes(&b, nss.In(u.Input))
	return reparseNormal(u, "§5", b.String())
}

// checkRFC2141 enforces the MUST rules that RFC 2141 states in prose on the
// syntax of a URN, beyond its BNF:
//
//   - §2.1: "To avoid confusion with the "urn:" identifier, the NID "urn" is
//     reserved and MUST NOT be used" (in any case: "the Namespace Identifier
//     is case insensitive");
//   - §2.3.1: "The presence of an "%" character in an URN MUST be followed by
//     two characters from the <hex> character set" (the BNF lets "%", a
//     reserved character, stand alone in trans; erratum U1).
//
// A violation is an *Error whose Reason quotes the rule, at the offset of the
// first violation in the input. The SHOULD-level rules are warnings:
//
//   - §2.3.2: "/", "?" and "#" are "RESERVED for future developments.
//     Namespace developers SHOULD NOT use these characters in unencoded
//     form", one warning per occurrence in the NSS;
//   - §2.4: "octet 0 (0 hex) should NEVER be used, in either unencoded or
//     %-encoded form" (the grammar admits no unencoded octet 0; "%00" is a
//     warning, erratum U3).
//
// Two rules whose answer depends on what a namespace registers or what an
// octet stands for are warnings too:
//
//   - §2.3.1 "a character MUST NOT be "%"-encoded if the character is not a
//     reserved character", where "reserved" includes the characters a
//     namespace designates ("Therefore, the process of registering a
//     namespace identifier shall include publication of a definition of which
//     characters have a special meaning to that namespace"): one warning per
//     %-encoded character of <trans> that is not <reserved> (erratum U2);
//   - §2.2 translates characters outside the URN character set by UTF-8,
//     while §2.3.1 and §2.4 make "%" the escape of any octet: a warning when
//     the octets of the NSS are not UTF-8 (erratum U4).
func checkRFC2141(u *URI, warn bool) ([]Warning, error) {
	fail := func(off int, rule, section, reason string) error {
		return &Error{Dialect: u.Dialect, Input: u.Input, StartRule: u.StartRule,
			Offset: off, Rule: rule, Section: section, Reason: reason}
	}
	// The NID precedes the NSS, so the first violation is the NID's if any.
	if nid := u.rec.nid.span(); nid.Defined() && isURN(nid.In(u.Input)) {
		return nil, fail(nid.Start, "NID", "2.1", msgRFC2141ReservedNID) // §2.1
	}
	if !u.rec.nss.Defined() {
		return nil, nil
	}
	nss, at := u.rec.nss.In(u.Input), int(u.rec.nss.start)
	// §2.3.1: the "%" at i begins an escape, or the error that it does not.
	barePercent := func(i int) error {
		if i+2 >= len(nss) || !isHexDigit(nss[i+1]) || !isHexDigit(nss[i+2]) {
			return fail(at+i, "NSS", "2.3.1", fmt.Sprintf(msgRFC2141BarePercent, afterPercentRFC2141(nss[i+1:])))
		}
		return nil
	}
	if !warn {
		// §2.3.1 alone: from one "%" to the next, no byte between them
		// read twice.
		for i := strings.IndexByte(nss, '%'); i >= 0; {
			if err := barePercent(i); err != nil {
				return nil, err
			}
			j := strings.IndexByte(nss[i+3:], '%')
			if j < 0 {
				break
			}
			i += 3 + j
		}
		return nil, nil
	}
	var room [4]Warning // the warnings, on the stack until they are returned
	warnings := room[:0]
	high := false // an octet, escaped or not, outside US-ASCII
	for i := 0; i < len(nss); i++ {
		if !specialRFC2141[nss[i]] {
			continue // most bytes: one table lookup
		}
		off := at + i
		switch c := nss[i]; c {
		default:
			high = true // c >= utf8.RuneSelf
		case '%':
			if err := barePercent(i); err != nil {
				return nil, err
			}
			b := unhex(nss[i+1])<<4 | unhex(nss[i+2])
			high = high || b >= utf8.RuneSelf
			switch {
			case b == 0:
				warnings = append(warnings, Warning{Offset: off, Section: "2.4", Message: msgRFC2141NUL}) // §2.4
			case isAlpha(b) || isDigit(b) || strings.IndexByte("()+,-.:=@;$_!*'", b) >= 0:
				// §2.3.1: a character of <trans> that is not <reserved> (U2).
				warnings = append(warnings, Warning{Offset: off, Section: "2.3.1",
					Message: encodedMessage(msgRFC2141Encoded, namespaceVerbRFC2141, nss[i:i+3], string(rune(b)), u)})
			}
			i += 2
		case '/', '?', '#':
			// §2.3.2
			warnings = append(warnings, Warning{Offset: off, Section: "2.3.2", Message: reservedRFC2141(c)})
		}
	}
	// §2.2 (U4): octets all in US-ASCII are UTF-8.
	if high {
		if off, ok := firstNonUTF8(nss); !ok {
			warnings = append(warnings, Warning{Offset: at + off, Section: "2.2", Message: msgRFC2141NotUTF8})
			slices.SortStableFunc(warnings, func(a, b Warning) int { return a.Offset - b.Offset })
		}
	}
	return keepWarnings(warnings), nil
}

// specialRFC2141 holds the bytes of an NSS that checkRFC2141 reads with
// warnings on: "%" (§2.3.1, §2.4), the reserved "/", "?" and "#" (§2.3.2),
// and the octets outside US-ASCII (§2.2).
var specialRFC2141 = func() (t [256]bool) {
	for _, c := range "%/?#" {
		t[c] = true
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = true
	}
	return t
}()

// The §2.3.2 warnings of the three reserved characters, made once.
var (
	msgRFC2141ReservedSlash    = sprintf(msgRFC2141Reserved, "/", "%2F")
	msgRFC2141ReservedQuestion = sprintf(msgRFC2141Reserved, "?", "%3F")
	msgRFC2141ReservedHash     = sprintf(msgRFC2141Reserved, "#", "%23")
)

// reservedRFC2141 is the §2.3.2 warning of c, one of "/", "?" and "#".
func reservedRFC2141(c byte) string {
	switch c {
	case '/':
		return msgRFC2141ReservedSlash
	case '?':
		return msgRFC2141ReservedQuestion
	}
	return msgRFC2141ReservedHash
}

// afterPercentRFC2141 describes what follows a "%" that does not start an
// escape: the end of the NSS, or the (at most two) characters that follow.
func afterPercentRFC2141(rest string) string {
	if rest == "" {
		return "the end of the NSS"
	}
	return fmt.Sprintf("%q", rest[:min(2, len(rest))])
}

// namespaceVerbRFC2141 is the offset of the namespace's verb in the format
// of its encoded-character warning (encodedMessage), found once.
var namespaceVerbRFC2141 = verbAt(msgRFC2141Encoded, 2)
