package semantic

import (
	"fmt"
	"strings"
)

func init() { postChecks[RFC2141] = checkRFC2141 }

// Message texts of the RFC 2141 prose rules (kept beside them because
// messages.go belongs to the parser layer; STYLE.md 12).
const (
	msgRFC2141ReservedNID = `the NID "urn" is reserved and MUST NOT be used (the Namespace Identifier is case insensitive)`
	msgRFC2141BarePercent = `the presence of an "%%" character in an URN MUST be followed by two characters from the <hex> character set; %s follows it`
	msgRFC2141NUL         = `octet 0 should never be used, in either unencoded or %-encoded form`
	msgRFC2141Reserved    = `%q is RESERVED for future developments: namespace developers SHOULD NOT use it in unencoded form, but rather its %%-encoding %s`
)

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
// Not checked, with the reasons in ProseErrata: §2.3.1 "a character MUST NOT
// be "%"-encoded if the character is not a reserved character" (U2) and the
// UTF-8 translation of §2.2 (U4).
func checkRFC2141(u *URI) ([]Warning, error) {
	root := u.Tree
	fail := func(off int, rule, section, reason string) error {
		return &Error{Dialect: u.Dialect, Input: u.Input, StartRule: u.StartRule,
			Offset: off, Rule: rule, Section: section, Reason: reason}
	}
	// The NID precedes the NSS, so the first violation is the NID's if any.
	if nid := root.Find("NID"); nid != nil && strings.EqualFold(nid.Text, "urn") {
		return nil, fail(nid.Start, "NID", "2.1", msgRFC2141ReservedNID) // §2.1
	}
	nss := root.Find("NSS")
	if nss == nil {
		return nil, nil
	}
	var warnings []Warning
	for i := 0; i < len(nss.Text); i++ {
		off := nss.Start + i
		switch c := nss.Text[i]; c {
		case '%':
			// §2.3.1
			if i+2 >= len(nss.Text) || !isHexDigit(nss.Text[i+1]) || !isHexDigit(nss.Text[i+2]) {
				return nil, fail(off, "NSS", "2.3.1", fmt.Sprintf(msgRFC2141BarePercent, rfc2141AfterPercent(nss.Text[i+1:])))
			}
			if nss.Text[i+1] == '0' && nss.Text[i+2] == '0' {
				warnings = append(warnings, Warning{Offset: off, Section: "2.4", Message: msgRFC2141NUL}) // §2.4
			}
			i += 2
		case '/', '?', '#':
			// §2.3.2
			warnings = append(warnings, Warning{Offset: off, Section: "2.3.2",
				Message: fmt.Sprintf(msgRFC2141Reserved, string(c), fmt.Sprintf("%%%02X", c))})
		}
	}
	return warnings, nil
}

// rfc2141AfterPercent describes what follows a "%" that does not start an
// escape: the end of the NSS, or the (at most two) characters that follow.
func rfc2141AfterPercent(rest string) string {
	if rest == "" {
		return "the end of the NSS"
	}
	return fmt.Sprintf("%q", rest[:min(2, len(rest))])
}
