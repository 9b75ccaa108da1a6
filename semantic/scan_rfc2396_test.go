package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseAllocsRFC2396 holds the cost of Parse under the scanners of RFC
// 2396 (and its RFC 2732 start rules), rfc2396bis-01 and RFC 1808: a valid
// input costs no allocation (the URI is a value) whatever its form (scanner.go: the
// fast mode of a scanner records spans only). Every start rule of the
// three dialects has a row.
func TestParseAllocsRFC2396(t *testing.T) {
	tests := []struct {
		dialect Dialect
		rule    string
		inputs  []string
	}{
		// RFC 2396 §3, §4, §5: a server, a reg_name, an empty server, an
		// opaque URI, params; Appendix C.
		{RFC2396, "URI-reference", []string{
			"http://u@a.b:80/x;p/y?q#f", "http://a_b:80/x", "///x", "mailto:a@b?s", "../g;x?y", "", "#s",
		}},
		{RFC2396, "absoluteURI", []string{"http://1.2.3.4/", "news:comp.infosystems.www"}},
		{RFC2396, "relativeURI", []string{"//a/b", "/a;b", "g;x/y"}},
		{RFC2396, "server", []string{"u@host:80", "1.2.3.4", ""}},
		// RFC 2732 §2 examples; "[" and "]" in an opaque part and a fragment
		// (§3 (3): they are reserved).
		{RFC2396, "URI-reference-2732", []string{"http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html", "s:a[b]#[c]"}},
		{RFC2396, "absoluteURI-2732", []string{"http://[::192.9.5.5]/ipng"}},
		{RFC2396, "relativeURI-2732", []string{"//[1080::8:800:200C:417A]/foo?[x]"}},
		{RFC2396, "server-2732", []string{"[::FFFF:129.144.52.38]:80", "1.2.3.4"}},
		// rfc2396bis-01 §3.2.2: "a.b:80" is a server, "a_b:80" a reg-name;
		// "foo:?q" a hier-part, "foo:?[q]" an opaque-part.
		{RFC2396bis01, "URI-reference", []string{
			"http://a.b:80/", "http://a_b:80/", "http://[::1]:80/a?b#c", "foo:?q", "foo:?[q]", "?q", "",
		}},
		{RFC2396bis01, "absolute-URI", []string{"http://1.2.3.4/a", "mailto:a@b", "s:"}},
		{RFC2396bis01, "relative-URI", []string{"//a/b", "g;x/y?q", ""}},
		{RFC2396bis01, "absolute-URI-reference", []string{"http://a/b#c"}},
		// RFC 1808 §5: the base URL and examples; §2.4.3: "//host?q" is a
		// net_loc.
		{RFC1808, "URL", []string{"http://a/b/c/d;p?q#f", "//host?q", ";x", "g?y#s", ""}},
		{RFC1808, "absoluteURL", []string{"http://a/b/c/d;p?q", "http://a//b"}},
		{RFC1808, "relativeURL", []string{"//a/b;p", "/b", "g;x?y"}},
		{RFC1808, "generic-RL", []string{"http://a/b/c/d;p?q", "g:h"}},
	}
	covered := map[Dialect][]string{}
	for _, tt := range tests {
		covered[tt.dialect] = append(covered[tt.dialect], tt.rule)
		for _, in := range tt.inputs {
			require.NoError(t, Validate(tt.dialect, in, WithRule(tt.rule)), "%s %s %q", tt.dialect, tt.rule, in)
			allocs := testing.AllocsPerRun(100, func() {
				benchSinkURI, benchSinkErr = Parse(tt.dialect, in, WithRule(tt.rule))
			})
			assert.Zero(t, allocs, "%s %s %q", tt.dialect, tt.rule, in)
		}
	}
	for d, rules := range covered {
		assert.ElementsMatch(t, d.x.meta.StartRules, rules, "%s: a row per start rule", d)
	}
}

// TestParseAllocsRFC3986 checks that Parse of a valid reference allocates
// nothing (the URI is a value) under every start rule, the RFC 6874 ones
// included.
func TestParseAllocsRFC3986(t *testing.T) {
	for _, tc := range []struct{ rule, in string }{
		{"URI-reference", "http://u@[::1]:80/a/b?q#f"},
		{"URI-reference", "../a:b/c"},
		{"URI", "urn:a:b"},
		{"absolute-URI", "http://1.2.3.4/"},
		{"relative-ref", "//[v1.x]"},
		{"IPv4address", "1.2.3.4"},
		{"IPv6address", "::1"},
		{"URI-reference-6874", "http://[fe80::1%25en0]/"},
		{"URI-6874", "http://[fe80::1%25en0]:8/a"},
		{"relative-ref-6874", "//[fe80::1%25en0]"},
		{"IP-literal-6874", "[fe80::1%25en0]"},
		{"IPv6addrz", "fe80::1%25en0"},
	} {
		allocs := testing.AllocsPerRun(20, func() {
			if _, err := Parse(RFC3986, tc.in, WithRule(tc.rule)); err != nil {
				panic(err)
			}
		})
		assert.Zero(t, allocs, "%s %q", tc.rule, tc.in)
	}
}
