package semantic

// Shared mechanisms of the URN dialects (rfc2141, rfc2141bis-03, rfc8141):
// the checks of percent-encoded octets and the case of escapes.

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// firstNonUTF8 decodes the percent-encodings of an NSS and reports whether
// its octets are UTF-8, and if not the offset in nss of the first octet (a
// "%" triple) of the first sequence that is not.
func firstNonUTF8(nss string) (offset int, ok bool) {
	if isASCII(nss) && !hasHighEscape(nss) {
		return 0, true // ASCII octets are UTF-8: most NSSs end here
	}
	for i := 0; i < len(nss); {
		// The next octets (at most the longest UTF-8 sequence), decoded,
		// and the offset in nss after each.
		var octets [utf8.UTFMax]byte
		var ends [utf8.UTFMax]int
		n := 0
		for j := i; n < utf8.UTFMax && j < len(nss); n++ {
			if nss[j] == '%' && j+2 < len(nss) {
				octets[n] = unhex(nss[j+1])<<4 | unhex(nss[j+2])
				j += 3
			} else {
				octets[n] = nss[j]
				j++
			}
			ends[n] = j
		}
		r, size := utf8.DecodeRune(octets[:n])
		if r == utf8.RuneError && size <= 1 {
			return i, false
		}
		i = ends[size-1]
	}
	return 0, true
}

// isURN reports whether an NID (ASCII, by the grammar) is "urn" in any case:
// the reserved NID of RFC 2141 §2.1 and rfc2141bis-03 §2.1. A length test
// first: strings.EqualFold reads every rune.
func isURN(nid string) bool {
	return len(nid) == len("urn") && strings.EqualFold(nid, "urn")
}

// hasHighEscape reports whether a "%" of s may encode an octet outside
// US-ASCII: its first digit is 8-F, or no hex digit (firstNonUTF8 then
// decides).
func hasHighEscape(s string) bool {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+1 < len(s); {
		if h := s[i+1]; !isHexDigit(h) || unhex(h) >= 8 {
			return true
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// isURNUnreserved reports whether b is an RFC 3986 unreserved character,
// ALPHA / DIGIT / "-" / "." / "_" / "~" (the draft's Appendix B).
func isURNUnreserved(b byte) bool {
	return isAlpha(b) || isDigit(b) || b == '-' || b == '.' || b == '_' || b == '~'
}

// upperEscapes writes the hex digits of every "%" HEXDIG HEXDIG in upper case.
func upperEscapes(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' && isHexDigit(b[i+1]) && isHexDigit(b[i+2]) {
			b[i+1], b[i+2] = upperHex(b[i+1]), upperHex(b[i+2])
			i += 2
		}
	}
	return string(b)
}

// writeUpperEscapes writes s to b with the hex digits of every "%" HEXDIG
// HEXDIG in upper case (upperEscapes without a copy of s).
func writeUpperEscapes(b *strings.Builder, s string) {
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 || i+2 >= len(s) {
			b.WriteString(s)
			return
		}
		b.WriteString(s[:i+1])
		if isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
			b.WriteByte(upperHex(s[i+1]))
			b.WriteByte(upperHex(s[i+2]))
			s = s[i+3:]
		} else {
			s = s[i+1:]
		}
	}
}

// reparseNormal checks that the normal form s of u, which the steps of the
// URN section named by section computed, is valid as the dialect's default
// start rule, and returns it (its warnings are not built: nobody reads
// them).
func reparseNormal(u *URI, section, s string) (string, error) {
	x := u.Dialect.x
	if _, err := x.parse(u.Dialect, s, &options{noWarnings: true}); err != nil {
		return "", fmt.Errorf(msgNormalBroken, u.Dialect, u.Input, section, s, err)
	}
	return s, nil
}

func upperHex(b byte) byte {
	if 'a' <= b && b <= 'f' {
		return b - 'a' + 'A'
	}
	return b
}

// keepWarnings returns a copy of ws of its exact length (one allocation),
// nil when it is empty: a check collects its warnings on the stack.
func keepWarnings(ws []Warning) []Warning {
	if len(ws) == 0 {
		return nil
	}
	return append([]Warning(nil), ws...)
}

// encodedMessage is the warning of an escape esc of a character c that
// needs none (RFC 2141 §2.3.1, rfc2141bis-03 §2.5.2): format's verbs are
// esc, c, the namespace of u's NID ("namespace" and the NID quoted, or "the
// namespace") and c again, the namespace's at offset i (namespaceVerb*).
// The namespace is written in place of its verb, so the message is one
// allocation.
func encodedMessage(format string, i int, esc, c string, u *URI) string {
	var buf [512]byte
	b := appendf(buf[:0], format[:i], esc, c)
	if n := u.rec.nid.span(); n.Defined() {
		b = appendf(b, msgNamespaceOf, n.In(u.Input))
	} else {
		b = append(b, msgNamespaceAny...)
	}
	return string(appendf(b, format[i+2:], c))
}
