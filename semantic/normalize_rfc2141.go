package semantic

import (
	"fmt"

	"github.com/urispec/urispec/grammar/abnf"
)

// LevelLexical is the lexical equivalence of RFC 2141 §5, the only one the
// RFC defines: "Two URNs are lexically equivalent if they are octet-by-octet
// equal after the following preprocessing".
const LevelLexical Level = "lexical"

func init() {
	normalForms[RFC2141] = &normalForm{levels: []Level{LevelLexical}, norm: normalizeRFC2141}
	proseErrata[RFC2141] = rfc2141ProseErrata
}

// normalizeRFC2141 is the preprocessing of RFC 2141 §5. The text leaves the
// direction of each case normalization open: urispec writes "urn:" and the
// NID in lower case and the hex digits of %-escapes in upper case (erratum
// N1). The NSS is otherwise kept as it is.
func normalizeRFC2141(u *URI, _ Level) (string, error) {
	nid, nss := u.Tree.Find("NID"), u.Tree.Find("NSS")
	// 1. "normalize the case of the leading "urn:" token"
	// 2. "normalize the case of the NID"
	// 3. "normalizing the case of any %-escaping"; "Note that %-escaping MUST
	// NOT be removed." (every "%" of a valid NSS starts an escape, §2.3.1)
	s := lowerASCII(u.Input[:nid.Start]) + lowerASCII(nid.Text) + ":" + upperEscapes(nss.Text)
	if _, err := Parse(u.Dialect, s); err != nil {
		return "", fmt.Errorf(msgNormalBroken, u.Dialect, u.Input, "§5", s, err)
	}
	return s, nil
}

// rfc2141ProseErrata are the entries of ProseErrata(RFC2141): the readings of
// §5 (N1, N2) and of the prose rules Parse checks or leaves out (U1..U4).
var rfc2141ProseErrata = []*abnf.Erratum{
	{ID: "N1", Rule: "-", Section: "5",
		Text: `"1. normalize the case of the leading "urn:" token 2. normalize the case of the NID 3. normalizing the case of any %-escaping"; "Note that %-escaping MUST NOT be removed."`,
		Does: `writes "urn:" and the NID in lower case and the hex digits of every %-escape in upper case; the rest of the NSS is unchanged.`,
		Why:  `the text says which case to normalize, not to which case; either direction gives the same equivalence. Lower case is RFC 8141 §3.1's for "urn" and the NID, upper case its (and RFC 3986 §2.1's) for hex digits.`},
	{ID: "N2", Rule: "-", Section: "6",
		Text: `"URN 4 is not lexically equivalent any of the other URNs of the above set."`,
		Does: `reads "equivalent to any"; the tests check that URN 4 is equivalent to none of the other five.`,
		Why:  `a word was dropped; the sentence has no other meaning.`},
	{ID: "U1", Rule: "NSS", Section: "2.3.1",
		Text: `"The presence of an "%" character in an URN MUST be followed by two characters from the <hex> character set."; the BNF: <trans> ::= ... | <reserved> and <reserved> ::= '%" | "/" | "?" | "#" (grammar erratum E4).`,
		Does: `rejects a "%" of the NSS that two hex characters do not follow, although the grammar admits it (as a reserved character in trans).`,
		Why:  `the sentence is a MUST on the URN itself; the grammar alone would accept "urn:foo:%" and "urn:foo:%zz".`},
	{ID: "U2", Rule: "NSS", Section: "2.3.1",
		Text: `"Namespaces MAY designate one or more characters from the URN character set as having special meaning for that namespace. If the namespace also uses that character in a literal sense as well, the character used in a literal sense MUST be encoded ... Further, a character MUST NOT be "%"-encoded if the character is not a reserved character."`,
		Does: `does not check it: any octet may be %-encoded.`,
		Why:  `read literally it forbids encoding the characters outside the URN character set that §2.2 and §2.4 say MUST be encoded; in context "reserved" includes the characters a namespace designates as special, which only its registration knows, and §6 example 5 encodes "," ("urn:foo:a123%2C456"), which §2.3 does not reserve.`},
	{ID: "U3", Rule: "NSS", Section: "2.4",
		Text: `"In addition, octet 0 (0 hex) should NEVER be used, in either unencoded or %-encoded form."`,
		Does: `the grammar admits no unencoded octet 0; "%00" is accepted with a warning.`,
		Why:  `"should" is not the RFC's MUST (which it writes in capitals elsewhere); the octet is not in <excluded>, so no rule of the grammar covers it either way.`},
	{ID: "U4", Rule: "NSS", Section: "2.2",
		Text: `"Translation is done by encoding each character outside the URN character set as a sequence of one to six octets using UTF-8 encoding [5], and the encoding of each of those octets as "%" followed by two characters from the <hex> character set".`,
		Does: `does not check that the %-escaped octets form UTF-8 sequences.`,
		Why:  `§2.4 says excluded octets, "octets 127-255 (7F-FF hex)" among them, "if used in an URN, MUST be %encoded", and §2.3.1 calls "%" "the escape sequence for an octet": the RFC also escapes octets, not only the UTF-8 encodings of characters.`},
}
