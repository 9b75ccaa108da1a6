package semantic

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSplitRFC3987 checks the components of RFC 3987's examples and of the
// i-rules (§2.2): the same split as RFC 3986's, with characters outside
// US-ASCII where the grammar admits them.
func TestSplitRFC3987(t *testing.T) {
	tests := []struct {
		name, in, rule string
		production     string
		want           texts // nil: undefined
	}{
		// §3.1, the ireg-name example.
		{name: "§3.1 ireg-name", in: "http://résumé.example.org", production: "IRI",
			want: texts{Scheme: str("http"), Authority: str("résumé.example.org"), Host: str("résumé.example.org"), Path: str("")}},
		// §3.1: "http://www.example.org/red%09ros&#xE9;#red".
		{name: "§3.1 red rose", in: "http://www.example.org/red%09rosé#red", production: "IRI",
			want: texts{Scheme: str("http"), Authority: str("www.example.org"), Host: str("www.example.org"), Path: str("/red%09rosé"), Fragment: str("red")}},
		// §2.2: iquery admits iprivate, the other components do not.
		{name: "§2.2 iprivate in iquery", in: "//é@é:8/é?\ue000#é", production: "irelative-ref",
			want: texts{Authority: str("é@é:8"), Userinfo: str("é"), Host: str("é"), Port: str("8"), Path: str("/é"), Query: str("\ue000"), Fragment: str("é")}},
		// §2.2: ipath-noscheme, a relative reference.
		{name: "§2.2 ipath-noscheme", in: "é/b", production: "irelative-ref", want: texts{Path: str("é/b")}},
		// §2.2 absolute-IRI: no fragment; the production is the path rule.
		{name: "§2.2 absolute-IRI", in: "urn:é", rule: "absolute-IRI", production: "ipath-rootless",
			want: texts{Scheme: str("urn"), Path: str("é")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var opts []Option
			if tc.rule != "" {
				opts = append(opts, WithRule(tc.rule))
			}
			u, err := Parse(RFC3987, tc.in, opts...)
			require.NoError(t, err)
			assert.Equal(t, tc.production, u.Production)
			assert.Equal(t, tc.want, u.texts())
		})
	}
}

// bidiNotation writes the Bidi Notation of RFC 3987 §4.4 ("uppercase letters
// ... stand for right-to-left characters") with Hebrew letters: A is U+05D0
// ALEF, B U+05D1 BET, and so on.
func bidiNotation(s string) string {
	return strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return 0x05D0 + r - 'A'
		}
		return r
	}, s)
}

// TestProseRFC3987 checks the prose rules of §4.1 (errors) and §4.2
// (warnings) on the examples of §4.4 and §3.2.1.
func TestProseRFC3987(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		offset   int      // of the §4.1 error; -1: valid
		warnings []string // the components warned of (§4.2)
	}{
		// §4.4 Examples 1-7 are legal and break no SHOULD (erratum U2).
		{name: "§4.4 example 1", in: bidiNotation("http://ab.CDEFGH.ij/kl/mn/op.html"), offset: -1},
		{name: "§4.4 example 2", in: bidiNotation("http://ab.CDE.FGH/ij/kl/mn/op.html"), offset: -1},
		{name: "§4.4 example 3", in: bidiNotation("http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV"), offset: -1},
		{name: "§4.4 example 4", in: bidiNotation("http://AB.CD.ef/gh/IJ/KL.html"), offset: -1},
		{name: "§4.4 example 5", in: bidiNotation("http://ab.cd.EF/GH/ij/kl.html"), offset: -1},
		{name: "§4.4 example 6", in: bidiNotation("http://ab.CD.EF/GH/IJ/kl.html"), offset: -1},
		{name: "§4.4 example 7", in: bidiNotation("http://ab.CDE123FGH.ij/kl/mn/op.html"), offset: -1},
		// Example 8 (not allowed): "Numbers are at the start or end of an
		// rtl component": rule 2.
		{name: "§4.4 example 8", in: bidiNotation("http://ab.cd.ef/GH1/2IJ/KL.html"), offset: -1,
			warnings: []string{bidiNotation("GH1"), bidiNotation("2IJ")}},
		// Example 9 (not allowed): the numbers percent-encoded.
		{name: "§4.4 example 9", in: bidiNotation("http://ab.cd.ef/GH%31/%32IJ/KL.html"), offset: -1,
			warnings: []string{bidiNotation("GH%31"), bidiNotation("%32IJ")}},
		// Example 10 (allowed but not recommended): a component of digits.
		{name: "§4.4 example 10", in: bidiNotation("http://ab.CDEFGH.123/kl/mn/op.html"), offset: -1},
		// Rule 1: both directions in one component.
		{name: "§4.2 rule 1", in: bidiNotation("http://a/xY?aB=c#dE"), offset: -1,
			warnings: []string{bidiNotation("xY"), bidiNotation("aB"), bidiNotation("dE")}},
		// §4.1: "IRIs MUST NOT contain bidirectional formatting characters";
		// the §3.2.1 example "%e2%80%ae" is U+202E.
		{name: "§4.1 RLO", in: "http://xn--99zt52a.example.org/\u202e", offset: 31},
		{name: "§4.1 LRM", in: "a\u200eb", offset: 1},
		{name: "§4.1 RLM", in: "?\u200f", offset: 1},
		{name: "§4.1 LRE", in: "#\u202a", offset: 1},
		{name: "§4.1 RLE", in: "//\u202b", offset: 2},
		{name: "§4.1 PDF", in: "x:\u202c", offset: 2},
		{name: "§4.1 LRO", in: "x:/\u202d", offset: 3},
		// U+2066 LEFT-TO-RIGHT ISOLATE is not among the seven (erratum U1).
		{name: "§4.1 LRI is not named", in: "a\u2066b", offset: -1},
		// Characters whose UTF-8 begins like theirs (E2 80, E2 82).
		{name: "§4.1 neighbours", in: "http://a/\u2010\u20ac\u2029", offset: -1},
		{name: "§4.1 after a neighbour", in: "http://a/\u2010\u202c", offset: 12},
		// Encoded, they are no characters of the IRI.
		{name: "§4.1 encoded", in: "http://a/%E2%80%AE", offset: -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u, err := Parse(RFC3987, tc.in)
			if tc.offset >= 0 {
				var se *Error
				require.ErrorAs(t, err, &se)
				assert.Equal(t, tc.offset, se.Offset)
				assert.Equal(t, "4.1", se.Section)
				assert.Equal(t, "ucschar", se.Rule)
				assert.Contains(t, se.Error(), "IRIs MUST NOT contain bidirectional formatting characters")
				assert.Equal(t, err, Validate(RFC3987, tc.in))
				return
			}
			require.NoError(t, err)
			var got []string
			for _, w := range u.Warnings {
				assert.Equal(t, "4.2", w.Section)
				got = append(got, u.Input[w.Offset:w.Offset+len(strings.SplitN(w.Message, `"`, 3)[1])])
			}
			assert.Equal(t, tc.warnings, got)
		})
	}
}

// TestResolveRFC3987 resolves the examples of RFC 3986 §5.4 written with
// characters outside US-ASCII (RFC 3987 §6.5: "the algorithms of [RFC3986]
// can be applied directly"), and checks §3.1's "there is no need to define
// resolution separately on the IRI level": the target mapped to a URI is the
// target of the mapped base and reference under rfc3986.
func TestResolveRFC3987(t *testing.T) {
	const base = "http://é/b/ç/d;p?q"
	tests := []struct {
		ref, want string
		strict    bool
	}{
		{ref: "g:h", want: "g:h", strict: true},
		{ref: "ǵ", want: "http://é/b/ç/ǵ", strict: true},
		{ref: "./ǵ/", want: "http://é/b/ç/ǵ/", strict: true},
		{ref: "/ǵ", want: "http://é/ǵ", strict: true},
		{ref: "//ǵ", want: "http://ǵ", strict: true},
		{ref: "?ý", want: "http://é/b/ç/d;p?ý", strict: true},
		{ref: "#ś", want: "http://é/b/ç/d;p?q#ś", strict: true},
		{ref: "..", want: "http://é/b/", strict: true},
		{ref: "../../../ǵ", want: "http://é/ǵ", strict: true},
		// "." and ".." are US-ASCII: a non-ASCII character never is one.
		{ref: "ǵ/.é/..é", want: "http://é/b/ç/ǵ/.é/..é", strict: true},
		{ref: "?\ue000", want: "http://é/b/ç/d;p?\ue000", strict: true},
		// RFC 3986 §5.4.2 "for backward compatibility" (erratum R1).
		{ref: "http:ǵ", want: "http:ǵ", strict: true},
		{ref: "http:ǵ", want: "http://é/b/ç/ǵ", strict: false},
	}
	for _, tc := range tests {
		t.Run(tc.ref, func(t *testing.T) {
			got, err := Resolve(RFC3987, base, tc.ref, WithValidating(tc.strict))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			ub, err := IRIToURI(base)
			require.NoError(t, err)
			ur, err := IRIToURI(tc.ref)
			require.NoError(t, err)
			viaURI, err := Resolve(RFC3986, ub, ur, WithValidating(tc.strict))
			require.NoError(t, err)
			assert.Equal(t, mapIRIToURI(got), viaURI, "§3.1: resolution is the same on the URI level")
		})
	}
	info, err := Info(RFC3987)
	require.NoError(t, err)
	assert.Equal(t, ResolutionInfo{Defined: true, Base: "IRI", Reference: "IRI-reference", References: []string{"IRI-reference"}, NonStrict: true}, info.Resolution)

	// The base must be an IRI, the reference an IRI reference.
	_, err = Resolve(RFC3987, "é/b", "g")
	var re *OpError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, RoleBase, re.Role)
	_, err = Resolve(RFC3987, base, "g\u202e")
	require.ErrorAs(t, err, &re)
	assert.Equal(t, RoleReference, re.Role)
}

// TestNormalizeRFC3987 checks the ladder of §5.3 on the text's examples
// (errata N1-N4).
func TestNormalizeRFC3987(t *testing.T) {
	tests := []struct {
		section, in string
		level       Level
		want        string
	}{
		// §5.3.2: "example://a/b/c/%7Bfoo%7D/ros&#xE9;" and
		// "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9".
		{section: "§5.3.2", in: "example://a/b/c/%7Bfoo%7D/rosé", level: LevelSyntax, want: "example://a/b/c/%7Bfoo%7D/rosé"},
		{section: "§5.3.2", in: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", level: LevelSyntax, want: "example://a/b/c/%7Bfoo%7D/ros%C3%A9"},
		// §5.3.1: the input itself.
		{section: "§5.3.1", in: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", level: LevelString, want: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"},
		// §5.3.2.1: "the URI "HTTP://www.EXAMPLE.com/" is equivalent to
		// "http://www.example.com/""; a host with non-ASCII characters keeps
		// its case (N2), its triplets do not.
		{section: "§5.3.2.1", in: "HTTP://www.EXAMPLE.com/", level: LevelCase, want: "http://www.example.com/"},
		{section: "§5.3.2.1", in: "HTTP://Résumé.EXAMPLE.com/%3a", level: LevelCase, want: "http://Résumé.EXAMPLE.com/%3A"},
		{section: "§5.3.2.1", in: "http://%c3%a9X.ORG/", level: LevelSyntax, want: "http://%C3%A9x.org/"},
		// §5.3.2.2: no character normalization (N1).
		{section: "§5.3.2.2", in: "http://www.example.org/re\u0301sume\u0301.html", level: LevelSyntax, want: "http://www.example.org/re\u0301sume\u0301.html"},
		// §5.3.2.3: "http://example.org/~user", "http://example.org/%7euser",
		// "http://example.org/%7Euser"; only RFC 3986's unreserved are decoded
		// (N3).
		{section: "§5.3.2.3", in: "http://example.org/%7euser", level: LevelPercent, want: "http://example.org/~user"},
		{section: "§5.3.2.3", in: "http://example.org/%7Euser/%C3%A9", level: LevelPercent, want: "http://example.org/~user/%C3%A9"},
		// §5.3.2.4: remove_dot_segments.
		{section: "§5.3.2.4", in: "http://é/a/./b/../ç", level: LevelPath, want: "http://é/a/ç"},
		// §5.3.3: "the following four IRIs are equivalent"; the second is
		// "the normal form for the "http" scheme".
		{section: "§5.3.3", in: "http://example.com", level: LevelScheme, want: "http://example.com/"},
		{section: "§5.3.3", in: "http://example.com/", level: LevelScheme, want: "http://example.com/"},
		{section: "§5.3.3", in: "http://example.com:/", level: LevelScheme, want: "http://example.com/"},
		{section: "§5.3.3", in: "http://example.com:80/", level: LevelScheme, want: "http://example.com/"},
		// "the IRI "http://example.com/?" cannot be assumed to be equivalent".
		{section: "§5.3.3", in: "http://example.com/?", level: LevelScheme, want: "http://example.com/?"},
		// IDN: no Nameprep, no punycode (N4).
		{section: "§5.3.3", in: "http://Résumé.example.org", level: LevelScheme, want: "http://Résumé.example.org/"},
		{section: "§5.3.3", in: "mailto:a@Résumé.ORG", level: LevelScheme, want: "mailto:a@Résumé.ORG"},
		{section: "§5.3.3", in: "mailto:a@Example.ORG", level: LevelScheme, want: "mailto:a@example.org"},
	}
	for _, tc := range tests {
		t.Run(tc.section+" "+tc.in, func(t *testing.T) {
			got, err := Normalize(RFC3987, tc.in, WithLevel(tc.level))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	info, err := Info(RFC3987)
	require.NoError(t, err)
	assert.Equal(t, LevelSyntax, info.Levels[0], "syntax-based normalization is the default")
}

// TestEquivalentRFC3987 checks which pairs the ladder of §5.3 makes
// equivalent.
func TestEquivalentRFC3987(t *testing.T) {
	tests := []struct {
		section, a, b string
		level         Level
		want          bool
	}{
		// §5.3.2: "an application using this approach could reasonably
		// consider the following two IRIs equivalent" (N3).
		{section: "§5.3.2", a: "example://a/b/c/%7Bfoo%7D/rosé", b: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", level: LevelSyntax, want: true},
		{section: "§5.3.2", a: "example://a/b/c/%7Bfoo%7D/rosé", b: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", level: LevelScheme, want: true},
		// §5.3.1: "the comparison function MUST NOT map IRIs to URIs".
		{section: "§5.3.1", a: "http://a/rosé", b: "http://a/ros%C3%A9", level: LevelString, want: false},
		{section: "§5.3.2.1", a: "http://a/rosé", b: "http://a/ros%C3%A9", level: LevelCase, want: false},
		{section: "§5.3.2.3", a: "http://a/rosé", b: "http://a/ros%c3%a9", level: LevelPercent, want: true},
		// §5.3.2.2: the NFC and the not NFC spellings are "canonically
		// equivalent in [UNIV4]" but not equivalent IRIs (N1).
		{section: "§5.3.2.2", a: "http://www.example.org/résumé.html", b: "http://www.example.org/re\u0301sume\u0301.html", level: LevelSyntax, want: false},
		{section: "§5.3.2.2", a: "http://www.example.org/résumé.html", b: "http://www.example.org/re\u0301sume\u0301.html", level: LevelScheme, want: false},
		// §3.2: "%E9" is no UTF-8 encoding of "&#xE9;".
		{section: "§3.2", a: "http://www.example.org/r%E9sum%E9.html", b: "http://www.example.org/résumé.html", level: LevelSyntax, want: false},
		// §5.3.3 "may be considered equivalent": not here (N4).
		{section: "§5.3.3", a: "http://résumé.example.org", b: "http://xn--rsum-bpad.example.org", level: LevelScheme, want: false},
		// §5.3.3: "two IRIs that differ only by the suffix "#" are considered
		// different regardless of the scheme".
		{section: "§5.3.3", a: "http://example.com/#", b: "http://example.com/", level: LevelScheme, want: false},
	}
	for _, tc := range tests {
		t.Run(tc.section+" "+string(tc.level), func(t *testing.T) {
			got, err := Equivalent(RFC3987, tc.a, tc.b, WithLevel(tc.level))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestErrataRFC3987(t *testing.T) {
	info, err := Info(RFC3987)
	require.NoError(t, err)
	var ids []string
	for _, e := range info.Errata {
		ids = append(ids, e.ID)
		assert.NotEmpty(t, e.Text, e.ID)
		assert.NotEmpty(t, e.Does, e.ID)
		assert.NotEmpty(t, e.Why, e.ID)
	}
	assert.Equal(t, []string{"E1", "E2", "E3", "E4", "E5", "R1", "R2", "N1", "N2", "N3", "N4", "N5", "U1", "U2"}, ids)
}

// TestParseAllocsRFC3987 checks that Parse of a valid IRI allocates
// nothing, for each start rule, when no §4.2 warning is found (the
// scanner records spans; the §4.1 check reads the input).
func TestParseAllocsRFC3987(t *testing.T) {
	tests := []struct{ rule, in string }{
		{"IRI-reference", "http://www.example.org/red%09rosé#red"},
		{"IRI-reference", "//é@[::1]:8/a/b?\ue000"},
		{"IRI", "http://example.com/𐌀𐌁𐌂"},
		{"absolute-IRI", "urn:é?q"},
		{"irelative-ref", "é/../b#f"},
	}
	for _, tc := range tests {
		allocs := testing.AllocsPerRun(20, func() {
			u, err := Parse(RFC3987, tc.in, WithRule(tc.rule))
			if err != nil || len(u.Warnings) > 0 {
				panic(tc.in)
			}
		})
		assert.Zero(t, allocs, "%s %q", tc.rule, tc.in)
	}
}

// TestIsASCII: a byte with its high bit set is found at every position of
// inputs of 0 to 20 bytes, in the words of eight bytes and in the tail.
func TestIsASCII(t *testing.T) {
	for n := 0; n <= 20; n++ {
		b := []byte(strings.Repeat("a", n))
		assert.True(t, isASCII(string(b)), n)
		for i := range b {
			c := append([]byte(nil), b...)
			c[i] = 0x80
			assert.False(t, isASCII(string(c)), "%d %d", n, i)
			c[i] = 0x7F
			assert.True(t, isASCII(string(c)), "%d %d", n, i)
		}
	}
}
