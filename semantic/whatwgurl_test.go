package semantic

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWHATWGASCIIDomainAgreesWithIDNA: the ASCII fast path of the valid
// domain rule (U1) accepts a domain exactly when UTS #46 ToASCII with the
// flags of the domain parser with beStrict (idnaWHATWGURL) does, for domains
// of ASCII letters, digits, "-" and "." (the characters the grammar lets
// through), and returns what ToASCII returns up to case.
func TestWHATWGASCIIDomainAgreesWithIDNA(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const alphabet = "aZ09-.x"
	var inputs []string
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for range r.IntN(12) + 1 {
			b.WriteByte(alphabet[r.IntN(len(alphabet))])
		}
		inputs = append(inputs, b.String())
	}
	inputs = append(inputs, "ab--c", "a-", "-a", "a.b.", "a..b", ".", "example.com.",
		strings.Repeat("a", 63), strings.Repeat("a", 64), strings.Repeat("a.", 126)+"a", strings.Repeat("a.", 127)+"a",
		strings.Repeat("a.", 126)+"a.", "xn--53h", "XN--53H.example", "xn--a")
	for _, in := range inputs {
		got, ok := asciiDomainWHATWGURL(in)
		want, err := idnaWHATWGURL.ToASCII(in)
		if strings.Contains(strings.ToLower(in), "xn--") {
			assert.False(t, ok, "%q: the library decodes xn-- labels", in)
			continue
		}
		// x/net/idna lets an empty label before the root label through
		// ("a.."); UTS #46 VerifyDnsLength does not (domainInvalidWHATWGURL).
		emptyLabel := emptyLabelWHATWGURL(in)
		if assert.Equal(t, err == nil && !emptyLabel, ok, "%q: idna says %v", in, err) && ok {
			assert.Equal(t, want, strings.ToLower(got), "%q", in)
		}
	}
}

// TestWHATWGEndsInANumber: the ends in a number checker (§3.5), on the
// examples of its notes and steps.
func TestWHATWGEndsInANumber(t *testing.T) {
	for in, want := range map[string]bool{
		"09": true, "example.255": true, "1.2.3.4": true, "example.com.": false, "a.0x": true,
		"a.0X1f": true, "a.0xg": false, "a.1.": true, "a.": false, "0x": true, "test.42": true, "x1": false,
	} {
		assert.Equal(t, want, endsInANumberWHATWGURL(in), in)
	}
}

// TestWithBase: the start rule follows the base URL's scheme and path (§4.3
// relative-URL-with-fragment string, erratum E1).
func TestWithBase(t *testing.T) {
	for base, rule := range map[string]string{
		"https://example.com/": "valid-URL-string-special-base", "WSS://h": "valid-URL-string-special-base",
		"file:///C:/demo": "valid-URL-string-file-base", "foo://h/p": "valid-URL-string-other-base",
		"foo:/p": "valid-URL-string-other-base", "mailto:user@example.org": "valid-URL-string-opaque-path-base",
		"foo:": "valid-URL-string-opaque-path-base", " https://a/ ": "valid-URL-string-special-base",
		"ht\ttps://a/": "valid-URL-string-special-base",
	} {
		got, err := BaseStartRule(WHATWGURL, base)
		require.NoError(t, err, base)
		assert.Equal(t, rule, got, base)
	}
	_, err := BaseStartRule(WHATWGURL, "/no/scheme")
	assert.EqualError(t, err, `whatwg-url: base URL "/no/scheme" does not start with a URL-scheme-string and ":" (WithBase: a base URL is an absolute URL, §4.2)`)
	assert.EqualError(t, Validate(RFC3986, "a", WithBase("http://a/")), "dialect rfc3986: WithBase: its validity does not depend on a base URL (whatwg-url's does)")
	assert.EqualError(t, Validate(WHATWGURL, "a", WithBase("http://a/"), WithRule("valid-URL-string")), msgBaseAndRule)
	_, err = Normalize(WHATWGURL, "a:", WithBase("http://a/"))
	assert.EqualError(t, err, "option WithBase does not apply to Normalize")

	// §4 table: "example" is valid against https://example.com/demo, and
	// not without a base ("❌, due to lack of base").
	require.NoError(t, Validate(WHATWGURL, "example", WithBase("https://example.com/demo")))
	require.Error(t, Validate(WHATWGURL, "example"))
	u, err := Parse(WHATWGURL, "//example.org:8080/p?q#f", WithBase("https://example.com/"))
	require.NoError(t, err)
	assert.Equal(t, "valid-URL-string-special-base", u.StartRule)
	assert.Equal(t, "example.org", u.Components.Host.In(u.Input))
	assert.Equal(t, "8080", u.Components.Port.In(u.Input))
	assert.Equal(t, DomainString, u.rec.hostKind)
}

// TestWHATWGDomainErrors: the prose rule U1 names the host's offset, the
// rule valid-domain-string and §3.4, with Validate and Parse alike.
func TestWHATWGDomainErrors(t *testing.T) {
	for _, in := range []string{"https://a-.com/", "https://1.2.3.256/", "https://xn--8i7caa/", "file://a..b/", "https://a../", "https://\u00e9..x/"} {
		ev, pe := Validate(WHATWGURL, in), func() error { _, err := Parse(WHATWGURL, in); return err }()
		var e *Error
		require.ErrorAs(t, ev, &e, in)
		assert.Equal(t, "valid-domain-string", e.Rule, in)
		assert.Equal(t, "3.4", e.Section, in)
		assert.Equal(t, strings.Index(in, "//")+2, e.Offset, in)
		assert.Equal(t, ev.Error(), pe.Error(), in)
	}
	for _, in := range []string{"https://1.2.3.4/", "https://[::1]/", "foo://1.2.3.256/", "https://example.com./", "https://\u2615.example/"} {
		assert.NoError(t, Validate(WHATWGURL, in), in)
	}
}
