package semantic

import (
	"fmt"

	"github.com/urispec/urispec/grammar/abnf"
)

// LevelURNEquivalence is the URN-equivalence of RFC 8141 §3.1, the only
// equivalence the RFC defines: "Two URNs are URN-equivalent if their
// assigned-name portions are octet-by-octet equal after applying case
// normalization".
const LevelURNEquivalence Level = "urn-equivalence"

func init() {
	normalForms[RFC8141] = &normalForm{levels: []Level{LevelURNEquivalence}, norm: normalizeRFC8141}
	proseErrata[RFC8141] = rfc8141ProseErrata
}

// normalizeRFC8141 is the comparison form of RFC 8141 §3.1: the
// assigned-name with "urn" and the NID in lower case and the hex digits of
// the NSS's percent-encodings in upper case. The r-, q- and f-components are
// left out: "it MUST be ignored for purposes of determining URN-equivalence".
func normalizeRFC8141(u *URI, _ Level) (string, error) {
	a := u.Tree.Find("assigned-name")
	nid, nss := a.Find("NID"), a.Find("NSS")
	// 1. "the URI scheme "urn", by conversion to lower case" (with its ":")
	// 2. "the NID, by conversion to lower case"
	// 3. "any percent-encoded characters in the NSS ..., by conversion to
	// upper case for the digits A-F"; "Percent-encoded characters MUST NOT
	// be decoded".
	s := lowerASCII(u.Input[a.Start:nid.Start]) + lowerASCII(nid.Text) + ":" + upperEscapes(nss.Text)
	if _, err := Parse(u.Dialect, s); err != nil {
		return "", fmt.Errorf(msgNormalBroken, u.Dialect, u.Input, "§3.1", s, err)
	}
	return s, nil
}

// rfc8141ProseErrata are the entries of ProseErrata(RFC8141): the reading of
// §3.1 (N1) and of the prose rules Parse checks (U1, U2).
var rfc8141ProseErrata = []*abnf.Erratum{
	{ID: "N1", Rule: "NSS", Section: "3.1",
		Text: `"any percent-encoded characters in the NSS (that is, all character triplets that match the <pct-encoding> production found in Section 2.1 of the base URI specification [RFC3986]), by conversion to upper case for the digits A-F."`,
		Does: `upper-cases the hex digits of every pct-encoded triplet of the NSS.`,
		Why:  `RFC 3986 §2.1 names the production pct-encoded; it has no rule pct-encoding.`},
	{ID: "U1", Rule: "NSS", Section: "2.2",
		Text: `"In particular, with regard to characters outside the ASCII range, URNs that appear in protocols or that are passed between systems MUST use only Unicode characters encoded in UTF-8 and further encoded as required by RFC 3986."`,
		Does: `rejects an NSS whose percent-encoded octets are not UTF-8; the r-, q- and f-components may encode any octets.`,
		Why:  `the sentence is in the section on the NSS and the translation of names into it; §2.3.1-§2.3.3 ask of the components only percent-encoding "using the method defined in Section 2.1" of RFC 3986, and give the q- and f-components the syntax and semantics of a URI query and fragment, which carry any octets.`},
	{ID: "U2", Rule: "NID", Section: "5",
		Text: `§1 "In order for the name to be a valid URN, the NID needs to be registered in accordance with the rules defined here"; §5.1 a formal NID "MUST NOT start with "urn-"", "MUST be more than two characters long, and it MUST NOT start with ALPHA ALPHA "-"", "MUST NOT start with the string "X-""; §5.2 InformalNamespaceName = "urn-" Number; Appendix C "strings conforming to URN syntax within experimental URN namespaces are not valid URNs".`,
		Does: `accepts such NIDs (the §2 syntax admits them) and reports a Warning for an NID that no registration under these rules can yield: "urn-" not followed by a number without leading zeros, two characters, ALPHA ALPHA "-" (also "xn--"), "X-"; prefixes compared ignoring case.`,
		Why:  `these rules say which NIDs IANA may register; whether an NID is registered cannot be told from the string, so urispec checks syntax only and reports what it can see; two-letter prefixes are "reserved for potential use", under rules "beyond the scope of this document".`},
}
