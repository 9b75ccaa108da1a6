package semantic

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar/oracle"
)

// TestIRIToURI is RFC 3987 §3.1 on the text's examples.
func TestIRIToURI(t *testing.T) {
	tests := []struct {
		name, iri, rule, want string
	}{
		// "an IRI of "http://www.example.org/red%09ros&#xE9;#red" (in XML
		// notation) is converted to "http://www.example.org/red%09ros%C3%A9#red""
		{name: "§3.1 red rose", iri: "http://www.example.org/red%09rosé#red", want: "http://www.example.org/red%09ros%C3%A9#red"},
		// "http://example.com/&#x10300;&#x10301;&#x10302": "the correct
		// conversion to a URI is ..."
		{name: "§3.1 Old Italic", iri: "http://example.com/𐌀𐌁𐌂", want: "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"},
		// "instead of "http://r%C3%A9sum%C3%A9.example.org"": the
		// straightforward conversion, not ToASCII (erratum N4).
		{name: "§3.1 ireg-name", iri: "http://résumé.example.org", want: "http://r%C3%A9sum%C3%A9.example.org"},
		// "would lead to an IRI of http://validator.w3.org/check?uri=http%3A%2F%2Fr&#xE9;sum&#xE9;.
		// example.org, which would convert to a URI of ..."
		{name: "§3.1 validator", iri: "http://validator.w3.org/check?uri=http%3A%2F%2Frésumé.example.org",
			want: "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org"},
		// "The mapping is also an identity transformation for URIs": triplets
		// keep their case.
		{name: "§3.1 identity", iri: "http://a/%7e/%c3%a9?q#f", want: "http://a/%7e/%c3%a9?q#f"},
		// iprivate in the query (§2.2) is mapped like ucschar (step 2).
		{name: "§3.1 iprivate", iri: "?\ue000\U000F0000", want: "?%EE%80%80%F3%B0%80%80"},
		{name: "§3.1 irelative-ref", iri: "é/b", rule: "irelative-ref", want: "%C3%A9/b"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var opts []Option
			if tc.rule != "" {
				opts = append(opts, WithRule(tc.rule))
			}
			got, err := IRIToURI(tc.iri, opts...)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			again, err := IRIToURI(got, opts...)
			require.NoError(t, err)
			assert.Equal(t, got, again, "§3.1: the mapping is idempotent")
		})
	}
}

func TestIRIToURIErrors(t *testing.T) {
	var se *Error
	_, err := IRIToURI("http://a b/")
	require.ErrorAs(t, err, &se)
	assert.Equal(t, RFC3987, se.Dialect)
	assert.Equal(t, 8, se.Offset)
	// §4.1: no IRI contains a bidirectional formatting character.
	_, err = IRIToURI("http://a/\u202e")
	require.ErrorAs(t, err, &se)
	assert.Equal(t, "4.1", se.Section)
	_, err = IRIToURI("é", WithRule("IRI"))
	require.ErrorAs(t, err, &se)
	_, err = IRIToURI("é", WithRule("URI"))
	assert.EqualError(t, err, `dialect rfc3987 has no start rule "URI" (start rules: [IRI-reference IRI absolute-IRI irelative-ref])`)
	_, err = IRIToURI("http://example.com/é", WithMaxLength(5))
	var le *LengthError
	require.ErrorAs(t, err, &le)
	_, err = IRIToURI("x", WithLevel(LevelSyntax))
	assert.EqualError(t, err, "option WithLevel does not apply to IRIToURI")
}

// TestURIToIRI is RFC 3987 §3.2 on the examples of §3.2 and §3.2.1, and on
// each case of its steps 2 to 4.
func TestURIToIRI(t *testing.T) {
	tests := []struct {
		name, uri, rule, want string
	}{
		// §3.2.1: ""%C3%BC", which is a strictly legal UTF-8 sequence, ... is
		// converted into the actual character U+00FC".
		{name: "§3.2.1 Dürst", uri: "http://www.example.org/D%C3%BCrst", want: "http://www.example.org/Dürst"},
		// "Because <fc> is not part of a strictly legal UTF-8 sequence, it is
		// re-percent-encoded in step 3."
		{name: "§3.2.1 D%FCrst", uri: "http://www.example.org/D%FCrst", want: "http://www.example.org/D%FCrst"},
		// "%e2%80%ae" is U+202E, which "Section 4.1 forbids": "re-percent-encoded
		// in step 4"; "the case ... may not be preserved"; the punycode label
		// "is not converted".
		{name: "§3.2.1 RLO", uri: "http://xn--99zt52a.example.org/%e2%80%ae", want: "http://xn--99zt52a.example.org/%E2%80%AE"},
		// §3.2: "It must not be converted to an IRI containing these e-acute
		// characters."
		{name: "§3.2 iso-8859-1", uri: "http://www.example.org/r%E9sum%E9.html", want: "http://www.example.org/r%E9sum%E9.html"},
		// Step 2: "%", reserved characters and characters not allowed in
		// URIs stay encoded, as written; unreserved ones are decoded.
		{name: "step 2 percent", uri: "a%25b", want: "a%25b"},
		{name: "step 2 reserved", uri: "a%2Fb%3a%40%21%2b", want: "a%2Fb%3a%40%21%2b"},
		{name: "step 2 not allowed", uri: "a%20b%3C%22%7f%00%7B", want: "a%20b%3C%22%7f%00%7B"},
		{name: "step 2 unreserved", uri: "%41%7a%30%2D%2e%5F%7e", want: "Az0-._~"},
		{name: "step 2 host", uri: "http://r%C3%A9sum%C3%A9.example.org/", want: "http://résumé.example.org/"},
		{name: "step 2 userinfo fragment", uri: "//%C3%A9@h/#%C3%A9", want: "//é@h/#é"},
		// Step 3: octets that are no strictly legal UTF-8 (RFC 3629).
		{name: "step 3 overlong", uri: "/%c0%af..", want: "/%C0%AF.."},
		{name: "step 3 surrogate", uri: "/%ED%A0%80", want: "/%ED%A0%80"},
		{name: "step 3 above U+10FFFF", uri: "/%F4%90%80%80", want: "/%F4%90%80%80"},
		{name: "step 3 truncated", uri: "/%CE%CE%B1%B1", want: "/%CEα%B1"},
		{name: "step 3 apart", uri: "/%C3x%A9", want: "/%C3x%A9"},
		// Step 4: characters §2.2 does not allow where they stand.
		{name: "step 4 C1 control", uri: "/%C2%80%C2%A0", want: "/%C2%80\u00a0"},
		{name: "step 4 U+FFFD", uri: "/%EF%BF%BD", want: "/%EF%BF%BD"},
		{name: "step 4 non-character", uri: "/%EF%B7%90%EF%B7%AF%EF%B7%B0", want: "/%EF%B7%90%EF%B7%AF\ufdf0"},
		{name: "step 4 tag", uri: "/%F3%A0%80%81", want: "/%F3%A0%80%81"},
		{name: "step 4 private use in the path", uri: "/%EE%80%80", want: "/%EE%80%80"},
		{name: "step 4 private use in the query", uri: "/%EE%80%80?%EE%80%80%F3%B0%80%80#%EE%80%80", want: "/%EE%80%80?\ue000\U000F0000#%EE%80%80"},
		{name: "step 4 bidi", uri: "/%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD", want: "/%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD"},
		{name: "step 4 LRI", uri: "/%E2%81%A6", want: "/\u2066"},
		{name: "relative-ref", uri: "%C3%A9/b", rule: "relative-ref", want: "é/b"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var opts []Option
			rule := "IRI-reference"
			if tc.rule != "" {
				opts = append(opts, WithRule(tc.rule))
				rule = uriToIRIRules[tc.rule]
			}
			got, err := URIToIRI(tc.uri, opts...)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			require.NoError(t, Validate(RFC3987, got, WithRule(rule)), "§3.2: the result is an IRI")
		})
	}
}

func TestURIToIRIErrors(t *testing.T) {
	var se *Error
	_, err := URIToIRI("http://a/é")
	require.ErrorAs(t, err, &se)
	assert.Equal(t, RFC3986, se.Dialect)
	assert.Equal(t, 9, se.Offset)
	_, err = URIToIRI("http://[fe80::1%25en0]/", WithRule("URI-reference-6874"))
	assert.EqualError(t, err, `URIToIRI: rfc3986 start rule "URI-reference-6874" has no IRI counterpart in rfc3987 (rules: [URI URI-reference absolute-URI relative-ref])`)
	_, err = URIToIRI("a", WithTree())
	assert.EqualError(t, err, "option WithTree does not apply to URIToIRI")
}

// tripletsAligned writes the hex digits of every triplet in upper case and
// decodes those of RFC 3986's unreserved characters: the two differences
// §3.2 allows between a URI and the mapping of its conversion ("except for
// potential case differences in percent-encoding and for potential
// percent-encoded unreserved characters").
func tripletsAligned(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if o := unhex(s[i+1])<<4 | unhex(s[i+2]); isUnreserved3986(o) {
				b.WriteByte(o)
			} else {
				b.WriteString(strings.ToUpper(s[i : i+3]))
			}
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// TestMappingProperties checks the statements of §3.1 and §3.2 on every
// valid sample of the rfc3987 and rfc3986 grammars (each start rule with a
// counterpart) and every valid corpus input of both:
//   - §3.1: IRIToURI gives a valid URI of the corresponding rule ("produces
//     URIs fully conforming to [RFC3986]"), is idempotent, and is the
//     identity on URIs;
//   - §3.2: URIToIRI gives a valid IRI "that maps back to the URI used as an
//     input for the conversion (except for potential case differences in
//     percent-encoding and for potential percent-encoded unreserved
//     characters)";
//   - so an IRI without percent-encodings comes back as it was.
func TestMappingProperties(t *testing.T) {
	iris, uris := corpusInputs(t, RFC3987), corpusInputs(t, RFC3986)
	n := 0
	for uriRule, iriRule := range uriToIRIRules {
		inputs := slices.Clone(iris[iriRule])
		if iriRule == "IRI-reference" {
			inputs = append(inputs, iris[""]...)
		}
		for _, s := range oracle.Samples(testOracle(t, RFC3987), iriRule, oracle.SampleOptions{N: *scanSamples, Seed: 5}) {
			if s.Valid {
				inputs = append(inputs, string(s.Input))
			}
		}
		for _, iri := range inputs {
			if Validate(RFC3987, iri, WithRule(iriRule)) != nil {
				continue // §4.1
			}
			n++
			uri, err := IRIToURI(iri, WithRule(iriRule))
			require.NoError(t, err, "%s %q", iriRule, iri)
			require.NoError(t, Validate(RFC3986, uri, WithRule(uriRule)), "§3.1 %s %q gives %q", iriRule, iri, uri)
			again, err := IRIToURI(uri, WithRule(iriRule))
			require.NoError(t, err)
			require.Equal(t, uri, again, "§3.1 idempotent: %q", iri)
			back, err := URIToIRI(uri, WithRule(uriRule))
			require.NoError(t, err, "%q", uri)
			require.NoError(t, Validate(RFC3987, back, WithRule(iriRule)), "§3.2 %q gives %q", uri, back)
			require.Equal(t, tripletsAligned(uri), tripletsAligned(mapIRIToURI(back)), "§3.2 %q maps back", uri)
			if !strings.Contains(iri, "%") {
				require.Equal(t, iri, back, "%q comes back", iri)
			}
		}
		inputs = slices.Clone(uris[uriRule])
		if uriRule == "URI-reference" {
			inputs = append(inputs, uris[""]...)
		}
		for _, s := range oracle.Samples(testOracle(t, RFC3986), uriRule, oracle.SampleOptions{N: *scanSamples, Seed: 5}) {
			if s.Valid {
				inputs = append(inputs, string(s.Input))
			}
		}
		for _, uri := range inputs {
			if Validate(RFC3986, uri, WithRule(uriRule)) != nil {
				continue // a corpus vector of a -6874 rule
			}
			n++
			same, err := IRIToURI(uri, WithRule(iriRule))
			require.NoError(t, err, "§3.1 every URI is an IRI: %q", uri)
			require.Equal(t, uri, same, "§3.1 the identity on URIs")
			iri, err := URIToIRI(uri, WithRule(uriRule))
			require.NoError(t, err)
			require.NoError(t, Validate(RFC3987, iri, WithRule(iriRule)), "§3.2 %q gives %q", uri, iri)
			require.Equal(t, tripletsAligned(uri), tripletsAligned(mapIRIToURI(iri)), "§3.2 %q maps back", uri)
		}
	}
	t.Logf("%d inputs", n)
}
