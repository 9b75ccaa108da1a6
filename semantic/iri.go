package semantic

import (
	"fmt"
	"maps"
	"slices"
	"unicode/utf8"

	rfc3987g "github.com/urispec/urispec/generated/rfc3987"
)

// The mappings between IRIs and URIs of RFC 3987 §3.1 and §3.2.

// IRIToURI maps the IRI iri to a URI by RFC 3987 §3.1, "Mapping of IRIs to
// URIs": every character of ucschar or iprivate is converted to its UTF-8
// octets and each octet to "%HH", with upper-case hex digits ("To reduce
// variability, the hexadecimal notation SHOULD use uppercase letters"); the
// US-ASCII characters, existing percent-encodings included, are kept ("In
// this process (in step 2.3), characters allowed in URI references and
// existing percent-encoded sequences are not encoded further"). The input is
// UTF-8, so step 1 is its variant c: "do not normalize". The result is a
// valid RFC 3986 reference of the rule that corresponds to the IRI's (URI-reference for
// IRI-reference, URI for IRI, absolute-URI for absolute-IRI, relative-ref for
// irelative-ref); the mapping "is also an identity transformation for URIs
// and is idempotent".
//
// iri must be valid under RFC3987 (as IRI-reference, or the start rule of
// WithRule), prose rules included (§4.1: no bidirectional formatting
// character); otherwise IRIToURI returns the *Error of Parse. The optional
// conversions of §3.1 are not made (erratum N4 of rfc3987): the ToASCII
// conversion of an ireg-name, which belongs to schemes "known to use domain
// names", and the conversion of US-ASCII characters not allowed in URIs,
// which no IRI contains.
//
// Options: WithRule, WithMaxLength. It allocates the URI it returns (and
// nothing when iri is US-ASCII), and costs one pass of Validate and one
// over the input.
func IRIToURI(iri string, opts ...Option) (string, error) {
	o, err := entryIRIToURI.apply(opts)
	if err != nil {
		return "", err
	}
	if err := RFC3987.x.validate(RFC3987, iri, &o); err != nil {
		return "", err
	}
	return mapIRIToURI(iri), nil
}

// hexDigits are the hex digits in upper case: "To reduce variability, the
// hexadecimal notation SHOULD use uppercase letters" (§3.1 step 2.2).
const hexDigits = "0123456789ABCDEF"

// mapIRIToURI is step 2 of §3.1 on a valid IRI: its characters outside
// US-ASCII are exactly its ucschar and iprivate characters (§2.2).
func mapIRIToURI(s string) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			n++
		}
	}
	if n == 0 {
		return s
	}
	b := make([]byte, 0, len(s)+2*n)
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf {
			b = append(b, c)
		} else {
			// 2.1 "Convert the character to a sequence of one or more octets
			// using UTF-8"; 2.2 "Convert each octet to %HH".
			b = append(b, '%', hexDigits[c>>4], hexDigits[c&0xF])
		}
	}
	return string(b)
}

// uriToIRIRules are the RFC 3986 start rules URIToIRI reads its input as,
// with the RFC 3987 rule its result matches (§2.2). RFC 6874's -6874 rules
// have none: RFC 3987 "does not support IPv6 scoped addressing zone
// identifiers".
var uriToIRIRules = map[string]string{
	"URI-reference": "IRI-reference", "URI": "IRI", "absolute-URI": "absolute-IRI", "relative-ref": "irelative-ref",
}

// URIToIRI converts the URI uri to an IRI by RFC 3987 §3.2, "Converting URIs
// to IRIs", steps 1 to 5:
//
//  1. the URI is a sequence of US-ASCII octets;
//  2. every percent-encoding is converted to its octet "except those
//     corresponding to "%", characters in "reserved", and characters in
//     US-ASCII not allowed in URIs": the triplets of RFC 3986's unreserved
//     characters (ALPHA, DIGIT, "-", ".", "_", "~") and of the octets 80-FF
//     are decoded, all others are kept as written;
//  3. an octet of step 2 "that is not part of a strictly legal UTF-8 octet
//     sequence" (RFC 3629: no overlong form, no surrogate, nothing above
//     U+10FFFF, no stray or missing continuation octet) is re-percent-encoded;
//  4. so are the octets of a character "not appropriate according to
//     sections 2.2, 4.1, and 6.1": one that the IRI grammar does not allow
//     where it stands (neither ucschar nor, in the query, iprivate: U+0080-009F,
//     the non-characters, U+FFF0-FFFF, private use outside the query, ...) and
//     the bidirectional formatting characters of §4.1. §6.1's look-alikes are
//     left to applications ("results may vary"; erratum N5 of rfc3987);
//  5. the octets are read as UTF-8.
//
// A re-percent-encoded octet is written with upper-case hex digits, as the
// §3.2.1 example does ("%e2%80%ae" gives "%E2%80%AE": "the case ... of letters
// used in percent-encodings may not be preserved"); the triplets kept in step
// 2 keep their case. Punycode labels stay as they are (the ToUnicode
// conversion needs "scheme-specific knowledge"). "Conversions from URIs to
// IRIs MUST NOT use any character encoding other than UTF-8": "%E9" stays
// "%E9".
//
// The result is an IRI of the RFC 3987 rule that corresponds to the URI's,
// and it "maps back to the URI used as an input for the conversion (except
// for potential case differences in percent-encoding and for potential
// percent-encoded unreserved characters)" by IRIToURI.
//
// uri must be valid under RFC3986 as URI-reference (or URI, absolute-URI or
// relative-ref with WithRule); otherwise URIToIRI returns the *Error of
// Parse.
//
// Options: WithRule, WithMaxLength. It costs one Parse of uri and one pass
// over it, and allocates the IRI it returns.
func URIToIRI(uri string, opts ...Option) (string, error) {
	o, err := entryURIToIRI.apply(opts)
	if err != nil {
		return "", err
	}
	if o.set&optRule != 0 {
		if _, ok := uriToIRIRules[o.rule]; !ok {
			return "", fmt.Errorf(msgURIToIRIRule, o.rule, slices.Sorted(maps.Keys(uriToIRIRules)))
		}
	}
	u, err := RFC3986.x.parse(RFC3986, uri, &o)
	if err != nil {
		return "", err
	}
	return mapURIToIRI(uri, u.Components.Query), nil
}

// rfc3987UCSChar and rfc3987Private are the automata of ucschar and iprivate
// (§2.2), which tell whether a decoded character is allowed in an IRI.
var (
	rfc3987UCSChar = scanRule(rfc3987g.Automaton, "ucschar")
	rfc3987Private = scanRule(rfc3987g.Automaton, "iprivate")
)

// mapURIToIRI is steps 2 to 5 of §3.2 on a valid URI s whose query (for
// iprivate) is at query.
func mapURIToIRI(s string, query Span) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if s[i] != '%' || i+2 >= len(s) {
			b = append(b, s[i])
			i++
			continue
		}
		// In a valid URI every "%" begins a triplet (RFC 3986 §2.1).
		o := unhex(s[i+1])<<4 | unhex(s[i+2])
		if o < utf8.RuneSelf {
			// Step 2: of the US-ASCII octets, only those of unreserved
			// characters are neither "%", reserved nor not allowed in URIs.
			if isUnreserved3986(o) {
				b = append(b, o)
			} else {
				b = append(b, s[i:i+3]...)
			}
			i += 3
			continue
		}
		// A run of triplets of octets 80-FF: the octets step 2 produces
		// here (a character's octets are never apart: the URI's own octets
		// are US-ASCII).
		var run [4]byte
		j := i
		for j+2 < len(s) && s[j] == '%' {
			c := unhex(s[j+1])<<4 | unhex(s[j+2])
			if c < utf8.RuneSelf {
				break
			}
			j += 3
		}
		for k := i; k < j; {
			n := 0
			for ; n < len(run) && k+3*n < j; n++ {
				run[n] = unhex(s[k+3*n+1])<<4 | unhex(s[k+3*n+2])
			}
			r, size := utf8.DecodeRune(run[:n])
			if r == utf8.RuneError && size <= 1 {
				// Step 3: not part of a strictly legal UTF-8 sequence.
				size = 1
				b = append(b, '%', hexDigits[run[0]>>4], hexDigits[run[0]&0xF])
			} else if rfc3987Appropriate(r, run[:size], query.Start <= k && k < query.End) {
				b = append(b, run[:size]...) // step 5
			} else {
				// Step 4.
				for _, c := range run[:size] {
					b = append(b, '%', hexDigits[c>>4], hexDigits[c&0xF])
				}
			}
			k += 3 * size
		}
		i = j
	}
	return string(b)
}

// rfc3987Appropriate reports whether the character r (whose UTF-8 octets
// are enc) may stand in an IRI where a percent-encoding of it stood (§3.2
// step 4): §2.2, it is ucschar (allowed wherever pct-encoded is), or
// iprivate in the query ("private UCS characters can occur only in query
// parts"); §4.1, it is no bidirectional formatting character.
func rfc3987Appropriate(r rune, enc []byte, inQuery bool) bool {
	if _, ok := bidiFormattingRFC3987[r]; ok {
		return false
	}
	a := rfc3987g.Automaton
	return a.Match(rfc3987UCSChar, string(enc)) || inQuery && a.Match(rfc3987Private, string(enc))
}
