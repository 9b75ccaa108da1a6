package semantic

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"

	rfc3987g "github.com/urispec/urispec/generated/rfc3987"
)

// RFC3987 is RFC 3987, "Internationalized Resource Identifiers (IRIs)"
// (grammar/rfc3987): the ABNF of its §2.2, whose terminals are characters
// (matched as UTF-8), the prohibition of bidirectional formatting characters
// (§4.1) and the bidi structure of components (§4.2), the resolution of RFC
// 3986 §5 applied to IRIs (§6.5), and the comparison ladder of §5.3. The
// mappings of §3.1 and §3.2 are IRIToURI and URIToIRI.
//
// Resolve follows RFC 3986's §5.2 to §5.3 applied to IRIs (§6.5;
// WithValidating for the non-strict reading). Normalize: the ladder of RFC
// 3986 §6.2 and RFC 3987 §5.3 (string, syntax, its rungs one by one,
// scheme), never Unicode normalization; Equivalent compares the
// percent-encodings of normal forms through the mapping of §3.1 (§5.3.2.3).
// URI.URL and FromURL: the IRI's URI (§3.1); FromURL parses the URL's
// string as an IRI (every URI is one, §2.2).
var RFC3987 = register(&dialect{
	meta: rfc3987g.Meta, auto: rfc3987g.Automaton, tree: rfc3987g.ParseRule,
	// §2.2: the rules are RFC 3986's, renamed where they differ; every
	// delimiter is US-ASCII (§2.1), so RFC 3986's scanner reads them.
	scan: scannerRFC3987,
	// §3.1: net/url holds the URI an IRI maps to (URI.URL).
	asURI: asURIRFC3987,
	check: checkerRFC3987,
	// §4.1, the only MUST of check, reads the input's bytes alone (§4.2's
	// warnings read the components).
	checkInput: bidiRFC3987,
	// §6.5: "the algorithms of [RFC3986] can be applied directly, treating
	// the characters additionally allowed in IRI references in the same way
	// that unreserved characters are in URI references"; §2.1: "All the
	// operations defined in [RFC3986], such as the resolution of relative
	// references, can be applied to IRIs by IRI-processing software in
	// exactly the same way as they are for URIs by URI-processing software."
	// RFC 3986 §5.2.2 offers the non-strict reading (erratum R1).
	resolution: resolution{base: "IRI", ref: "IRI-reference", nonStrict: true, resolve: resolveRFC3986,
		section: "§6.5 (RFC 3986 §5.3)"},
	// §5.3: the comparison ladder, simple string comparison (§5.3.1),
	// syntax-based (§5.3.2, the default) and scheme-based (§5.3.3)
	// normalization, and the rungs of §5.3.2 one by one, as RFC 3986's
	// (§5: "The structure and much of the material for this section is
	// taken from section 6 of [RFC3986]"). Character normalization
	// (§5.3.2.2) is never applied, and percent-encodings are compared
	// through the mapping of §3.1 (errata N1-N4).
	normalization: &normalization{
		levels: []Level{LevelSyntax, LevelString, LevelCase, LevelPercent, LevelPath, LevelScheme, LevelRemoveDotSegments},
		norm:   normalizeRFC3986,
		align:  alignRFC3987,
	},
	recompose: (*recomposer).hier,
})

// rfc3987Rules are the rule names of RFC 3987 §2.2: "For rules that are
// different than those in [RFC3986], the names of the non-terminals have
// been changed as follows. If the non-terminal contains 'URI', this has been
// changed to 'IRI'. Otherwise, an 'i' has been prefixed." The grammar
// declares IPv4address a ;@scan rule for the host's first-match-wins (§2.2:
// "Some productions are ambiguous. The "first-match-wins" (a.k.a. "greedy")
// algorithm applies.").
var rfc3987Rules = newHierRules(rfc3987g.Automaton, func(r string) string {
	if strings.Contains(r, "URI") {
		return strings.Replace(r, "URI", "IRI", 1)
	}
	return "i" + r
})

// alignRFC3987 is the form in which Equivalent compares two normal forms
// at level l. §5.3.2.3: "If this kind of equivalence is to be tested, the
// percent-encoding of both IRIs to be compared has to be aligned; for
// example, by converting both IRIs to URIs (see section 3.1), eliminating
// escape differences in the resulting URIs, and making sure that the case of
// the hexadecimal characters in the percent-encoding is always the same
// (preferably uppercase)": at the levels that normalize percent-encodings
// (syntax, percent, scheme) the normal forms are compared as the URIs §3.1
// maps them to, with the hex digits of every triplet in upper case (erratum
// N3). §5.3.1: "When comparing character by character, the
// comparison function MUST NOT map IRIs to URIs": the other levels compare
// the normal forms themselves.
func alignRFC3987(normal string, l Level) string {
	switch l {
	case LevelSyntax, LevelPercent, LevelScheme:
		return upperEscapes(mapIRIToURI(normal))
	}
	return normal
}

// bidiFormattingRFC3987 are the characters of §4.1: "IRIs MUST NOT contain
// bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
// PDF)".
var bidiFormattingRFC3987 = map[rune]string{
	'\u200E': "U+200E LEFT-TO-RIGHT MARK (LRM)",
	'\u200F': "U+200F RIGHT-TO-LEFT MARK (RLM)",
	'\u202A': "U+202A LEFT-TO-RIGHT EMBEDDING (LRE)",
	'\u202B': "U+202B RIGHT-TO-LEFT EMBEDDING (RLE)",
	'\u202C': "U+202C POP DIRECTIONAL FORMATTING (PDF)",
	'\u202D': "U+202D LEFT-TO-RIGHT OVERRIDE (LRO)",
	'\u202E': "U+202E RIGHT-TO-LEFT OVERRIDE (RLO)",
}

// checkRFC3987 enforces the rules RFC 3987 states in prose beyond its
// grammar:
//
//   - §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM,
//     RLM, LRE, RLE, LRO, RLO, and PDF)": an *Error at the first of them
//     (the grammar admits them as ucschar; erratum U1);
//   - §4.2, for each component, warnings: "1. A component SHOULD NOT use
//     both right-to-left and left-to-right characters. 2. A component using
//     right-to-left characters SHOULD start and end with right-to-left
//     characters." The components are those §4.2 names, divided where it
//     says specifications divide them (erratum U2): the labels of an
//     ireg-name, the name and the extensions of an isegment, the names and
//     values of an iquery; iuserinfo and ifragment whole.
func checkRFC3987(u *URI, warn bool) ([]Warning, error) {
	if isASCII(u.Input) {
		return nil, nil // no formatting character (§4.1), no right-to-left one (§4.2)
	}
	if err := bidiRFC3987(u.Dialect, u.StartRule, u.Input); err != nil {
		return nil, err
	}
	if !warn {
		return nil, nil
	}
	var warnings []Warning
	check := func(rule string, s Span, seps string) {
		if !s.Defined() {
			return
		}
		text := s.In(u.Input)
		for from := 0; from <= len(text); {
			to := strings.IndexAny(text[from:], seps)
			if to < 0 || seps == "" {
				to = len(text)
			} else {
				to += from
			}
			if w, ok := bidiComponentRFC3987(rule, text[from:to], s.Start+from); ok {
				warnings = append(warnings, w)
			}
			from = to + 1
		}
	}
	c := u.Components
	// §4.2: "The following syntax rules from section 2.2 correspond to
	// components for the purpose of Bidi behavior: iuserinfo, ireg-name,
	// isegment, isegment-nz, isegment-nz-nc, ireg-name, iquery, and
	// ifragment."
	check("iuserinfo", c.Userinfo, "")
	if u.rec.hostKind == RegName {
		// "the restrictions of [RFC3490] on bidirectional domain names
		// correspond to treating each label of a domain name as a component"
		check("ireg-name", c.Host, ".")
	}
	// "the extensions in a resource name can be treated as separate
	// components"
	check("isegment", c.Path, "/.")
	// "for the usual name/value syntax in query parts, it is convenient to
	// treat each name and each value as a component"
	check("iquery", c.Query, "&;=")
	check("ifragment", c.Fragment, "")
	return warnings, nil
}

// bidiRFC3987 is §4.1: "IRIs MUST NOT contain bidirectional formatting
// characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)"; an *Error at the
// first of them in input, read as rule under d.
func bidiRFC3987(d Dialect, rule, input string) error {
	// The seven are U+200E-200F and U+202A-202E, whose UTF-8 encodings begin
	// with the octets E2 80: look at those only.
	for i := 0; i < len(input); i++ {
		j := strings.IndexByte(input[i:], 0xE2)
		if j < 0 {
			break
		}
		i += j
		r, _ := utf8.DecodeRuneInString(input[i:])
		if name, ok := bidiFormattingRFC3987[r]; ok {
			return &Error{Dialect: d, Input: input, StartRule: rule,
				Offset: i, Rule: "ucschar", Section: "4.1", Reason: fmt.Sprintf(msgRFC3987Bidi, name)}
		}
	}
	return nil
}

// bidiComponentRFC3987 checks one component of §4.2 (text, at offset off
// of the input) and returns the warning of the first rule it breaks. A
// right-to-left character is one of bidirectional class R or AL, a
// left-to-right character one of class L (the strong classes of the Unicode
// Bidirectional Algorithm, [UNI9] in §4).
func bidiComponentRFC3987(rule, text string, off int) (Warning, bool) {
	var rtl, ltr bool
	for _, r := range text {
		switch bidiClassRFC3987(r) {
		case bidi.R, bidi.AL:
			rtl = true
		case bidi.L:
			ltr = true
		}
	}
	switch {
	case rtl && ltr:
		// "1. A component SHOULD NOT use both right-to-left and
		// left-to-right characters."
		return Warning{Offset: off, Section: "4.2", Message: fmt.Sprintf(msgRFC3987BidiMixed, rule, text)}, true
	case rtl:
		// "2. A component using right-to-left characters SHOULD start and
		// end with right-to-left characters."
		first, _ := utf8.DecodeRuneInString(text)
		last, _ := utf8.DecodeLastRuneInString(text)
		if !isRTLRFC3987(first) || !isRTLRFC3987(last) {
			return Warning{Offset: off, Section: "4.2", Message: fmt.Sprintf(msgRFC3987BidiEnds, rule, text)}, true
		}
	}
	return Warning{}, false
}

func bidiClassRFC3987(r rune) bidi.Class {
	p, _ := bidi.LookupRune(r)
	return p.Class()
}

func isRTLRFC3987(r rune) bool {
	c := bidiClassRFC3987(r)
	return c == bidi.R || c == bidi.AL
}

// asURIRFC3987 returns the URI of the IRI u, a valid RFC 3986 reference (RFC 3987
// §3.1: "Mapping of IRIs to URIs").
func asURIRFC3987(u *URI) (*URI, error) {
	return RFC3986.x.parseAs("URI-reference", mapIRIToURI(u.Input), &options{})
}
