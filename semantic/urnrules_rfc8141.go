package semantic

import (
	"strings"
)

func init() { postChecks[RFC8141] = checkRFC8141 }

// Message texts of the RFC 8141 prose rules (kept beside them because
// messages.go belongs to the parser layer; STYLE.md 12).
const (
	msgRFC8141RComponentEnd = `the r-component ends with a "?=" sequence (which begins a q-component), and the prose restricts r-component so; here no q-component follows the "?="`
	msgRFC8141NotUTF8       = "the percent-encoded octets of the NSS from here are not UTF-8, and URNs that appear in protocols or that are passed between systems MUST use only Unicode characters encoded in UTF-8 and further encoded as required by RFC 3986"
	msgRFC8141Informal      = `an NID that starts with "urn-" is reserved for informal URN namespaces, whose NIDs are "urn-" followed by a number without leading zeros (InformalNamespaceName); this NID cannot be registered`
	msgRFC8141TwoCharacters = "a formal NID MUST be more than two characters long, and an informal one starts with \"urn-\"; this NID cannot be registered"
	msgRFC8141CountryCode   = `NIDs that start with two letters and a hyphen are reserved for potential use as NIDs based on ISO alpha-2 country codes (and those with two letters and two hyphens, such as "xn--", for DNS A-labels); a formal NID MUST NOT start so`
	msgRFC8141Experimental  = `a formal NID MUST NOT start with "X-"; strings within the former experimental URN namespaces are not valid URNs`
	msgRFC8141RComponent    = "r-components SHOULD NOT be used for URNs before their semantics have been standardized"
)

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
func checkRFC8141(u *URI) ([]Warning, error) {
	root := u.Tree
	if nss := root.Find("NSS"); nss != nil {
		// §2.2
		if off, ok := firstNonUTF8(nss.Text); !ok {
			return nil, &Error{Dialect: u.Dialect, Input: u.Input, StartRule: u.StartRule,
				Offset: nss.Start + off, Rule: "NSS", Section: "2.2", Reason: msgRFC8141NotUTF8}
		}
	}
	if r := root.Find("r-component"); r != nil {
		// §2.3.1
		if i := strings.Index(r.Text, "?="); i >= 0 {
			return nil, &Error{Dialect: u.Dialect, Input: u.Input, StartRule: u.StartRule,
				Offset: r.Start + i, Rule: "r-component", Section: "2.3.1", Reason: msgRFC8141RComponentEnd}
		}
	}
	var warnings []Warning
	if nid := root.Find("NID"); nid != nil {
		for _, w := range rfc8141NIDWarnings(nid.Text) {
			w.Offset = nid.Start
			warnings = append(warnings, w)
		}
	}
	if r := root.Find("r-component"); r != nil && root.Rule != "r-component" {
		// §2.3.1, for the r-component of a URN (the offset of its "?+").
		warnings = append(warnings, Warning{Offset: r.Start - len("?+"), Section: "2.3.1", Message: msgRFC8141RComponent})
	}
	return warnings, nil
}

// rfc8141NIDWarnings returns the warnings of §5.1 and §5.2 for an NID (valid
// by the grammar), with offset 0.
func rfc8141NIDWarnings(nid string) []Warning {
	var ws []Warning
	add := func(section, msg string) { ws = append(ws, Warning{Section: section, Message: msg}) }
	lower := lowerASCII(nid)
	switch {
	case strings.HasPrefix(lower, "urn-"):
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
	if strings.HasPrefix(lower, "x-") {
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
	num, ok := strings.CutPrefix(lowerASCII(nid), "urn-")
	if !ok || num == "" || num[0] == '0' {
		return false
	}
	for i := 0; i < len(num); i++ {
		if !isDigit(num[i]) {
			return false
		}
	}
	return true
}
