package semantic

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urispec/urispec/ast"
)

func init() { postChecks[RFC2141bis03] = checkURNRules }

// registeredKeywds are the <keywd> tokens of the URN Query Keywords registry
// as draft-ietf-urnbis-rfc2141bis-urn-03 §9.2.1 establishes it ("Initial
// registrations": s, §2.3.1; c, §2.3.2; erratum U4).
var registeredKeywds = map[string]bool{"s": true, "c": true}

// checkURNRules enforces the MUST rules that draft-ietf-urnbis-rfc2141bis-urn-03
// states in prose on the syntax of a URN, beyond its ABNF:
//
//   - §2.1: "the NID "urn" is permanently reserved by this RFC and MUST NOT
//     be used or registered" (any case: "Namespace Identifiers are
//     case-insensitive");
//   - §2.5.3: the NUL octet "MUST NOT be used in URNs, in either unencoded or
//     percent-encoded form" (the grammar already rejects it unencoded; %00
//     is rejected anywhere in the input, erratum U2);
//   - §2.5.2: "a character MUST NOT be percent-encoded if the character is
//     not a reserved character": in the NSS, a percent-encoded unreserved
//     character (erratum U1);
//   - §2.2: characters outside the repertoire are translated "by encoding
//     each character ... as a sequence of octets using UTF-8 encoding", and
//     §7.1 "Such characters MUST first be represented in Unicode and encoded
//     in UTF-8": the percent-encoded octets of an NSS must be UTF-8;
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
// decided from the string: they are warnings (erratum U3).
func checkURNRules(u *URI) ([]Warning, error) {
	var first *Error
	fail := func(off int, n *ast.Node, section, reason string) {
		if first != nil && first.Offset <= off {
			return
		}
		first = &Error{Dialect: u.Dialect, Input: u.Input, StartRule: u.StartRule,
			Offset: off, Rule: n.Rule, Section: section, Reason: reason}
	}
	root := u.Tree
	// §2.1
	for _, n := range root.FindAll("NID") {
		if strings.EqualFold(n.Text, "urn") {
			fail(n.Start, n, "2.1", msgReservedNID)
		}
	}
	// §2.5.3 and §2.5.2: every "%" of a valid input starts a pct-encoded.
	for i := 0; i+2 < len(u.Input); i++ {
		if u.Input[i] != '%' {
			continue
		}
		b := unhex(u.Input[i+1])<<4 | unhex(u.Input[i+2])
		n := innermost(root, i)
		switch {
		case b == 0:
			fail(i, n, "2.5.3", msgNUL)
		case n.Rule == "NSS" && isURNUnreserved(b):
			fail(i, n, "2.5.2", fmt.Sprintf(msgEncodedUnreserved, u.Input[i:i+3], string(rune(b))))
		}
		i += 2
	}
	// §2.2, §7.1: the octets of an NSS are UTF-8.
	for _, n := range root.FindAll("NSS") {
		if off, ok := firstNonUTF8(n.Text); !ok {
			fail(n.Start+off, n, "2.2", msgNotUTF8)
		}
	}
	// §2.3
	for _, q := range root.FindAll("urn-query") {
		seen := map[string]int{}
		for _, k := range q.FindAll("keywd") {
			if !registeredKeywds[k.Text] {
				continue
			}
			if at, dup := seen[k.Text]; dup {
				fail(k.Start, k, "2.3", fmt.Sprintf(msgRepeatedKeywd, k.Text, at))
				break
			}
			seen[k.Text] = k.Start
		}
	}
	if first != nil {
		return nil, first
	}

	var warnings []Warning
	if q := root.Find("urn-query"); q != nil && q.Start > 0 && u.Input[q.Start-1] == '?' {
		// §2.3 "The <query> part MUST NOT be present in any *assigned* URN."
		warnings = append(warnings, Warning{Offset: q.Start - 1, Section: "2.3", Message: msgWarnQueryAssigned})
	}
	if f := root.Find("fragment"); f != nil {
		// §2.4 "Absent a registered namespace definition ... that explicitly
		// specifies its usage, URNs for that particular URN Namespace MUST
		// NOT contain a fragment identifier." "The <fragment> part MUST NOT
		// be present in any *assigned* URN".
		warnings = append(warnings, Warning{Offset: f.Start - 1, Section: "2.4", Message: msgWarnFragmentNSAuth})
	}
	return warnings, nil
}

// firstNonUTF8 decodes the percent-encodings of an NSS and reports whether
// its octets are UTF-8, and if not the offset in nss of the first octet (a
// "%" triple) of the first sequence that is not.
func firstNonUTF8(nss string) (offset int, ok bool) {
	var octets []byte
	var at []int // offset in nss of each octet
	for i := 0; i < len(nss); i++ {
		at = append(at, i)
		if nss[i] == '%' && i+2 < len(nss) {
			octets = append(octets, unhex(nss[i+1])<<4|unhex(nss[i+2]))
			i += 2
			continue
		}
		octets = append(octets, nss[i])
	}
	for i := 0; i < len(octets); {
		r, size := utf8.DecodeRune(octets[i:])
		if r == utf8.RuneError && size <= 1 {
			return at[i], false
		}
		i += size
	}
	return 0, true
}

// isURNUnreserved reports whether b is an RFC 3986 unreserved character,
// ALPHA / DIGIT / "-" / "." / "_" / "~" (the draft's Appendix B).
func isURNUnreserved(b byte) bool {
	return isAlpha(b) || isDigit(b) || b == '-' || b == '.' || b == '_' || b == '~'
}

// innermost returns the deepest node of n whose span contains offset off.
func innermost(n *ast.Node, off int) *ast.Node {
	for _, ch := range n.Children {
		if ch.Start <= off && off < ch.End {
			return innermost(ch, off)
		}
	}
	return n
}
