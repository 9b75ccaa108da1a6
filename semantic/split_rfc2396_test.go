package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSplitRFC2396(t *testing.T) {
	tests := []struct {
		name       string
		rule       string // "" for the default, URI-reference
		input      string
		production string
		want       texts
		parts      []Part
	}{
		// §1.3: a server-based authority with a hostname.
		{name: "ftp", input: "ftp://ftp.is.co.za/rfc/rfc1808.txt", production: "absoluteURI",
			want:  texts{Scheme: str("ftp"), Authority: str("ftp.is.co.za"), Host: str("ftp.is.co.za"), Path: str("/rfc/rfc1808.txt")},
			parts: []Part{{"hostname", "ftp.is.co.za", 6, 18}, {"segment", "rfc", 19, 22}, {"segment", "rfc1808.txt", 23, 34}}},
		// §1.3: an opaque URI has neither path nor query (§3).
		{name: "mailto", input: "mailto:mduerst@ifi.unizh.ch", production: "absoluteURI",
			want:  texts{Scheme: str("mailto")},
			parts: []Part{{"opaque-part", "mduerst@ifi.unizh.ch", 7, 27}}},
		{name: "opaque with question mark", input: "foo:?q#f", production: "absoluteURI",
			want:  texts{Scheme: str("foo"), Fragment: str("f")},
			parts: []Part{{"opaque-part", "?q", 4, 6}}},
		// Appendix C: the base URI; params are part of the segment (§3.3).
		{name: "base", input: "http://a/b/c/d;p?q", production: "absoluteURI",
			want: texts{Scheme: str("http"), Authority: str("a"), Host: str("a"), Path: str("/b/c/d;p"), Query: str("q")},
			parts: []Part{{"hostname", "a", 7, 8}, {"segment", "b", 9, 10}, {"segment", "c", 11, 12},
				{"segment", "d;p", 13, 16}, {"param", "p", 15, 16}}},
		// §3.2.2: userinfo, IPv4address and port.
		{name: "server", input: "s://u@1.2.3.4:80/p", production: "absoluteURI",
			want:  texts{Scheme: str("s"), Authority: str("u@1.2.3.4:80"), Userinfo: str("u"), Host: str("1.2.3.4"), Port: str("80"), Path: str("/p")},
			parts: []Part{{"IPv4address", "1.2.3.4", 6, 13}, {"segment", "p", 17, 18}}},
		{name: "empty userinfo and port", input: "//@h:/p", production: "relativeURI",
			want:  texts{Authority: str("@h:"), Userinfo: str(""), Host: str("h"), Port: str(""), Path: str("/p")},
			parts: []Part{{"hostname", "h", 3, 4}, {"segment", "p", 6, 7}}},
		// §3.2.1: a registry-based authority has no userinfo, host or port.
		{name: "reg_name", input: "s://u@h:-foo/p", production: "absoluteURI",
			want:  texts{Scheme: str("s"), Authority: str("u@h:-foo"), Path: str("/p")},
			parts: []Part{{"reg-name", "u@h:-foo", 4, 12}, {"segment", "p", 13, 14}}},
		// §3.2: an empty authority is an empty server, without host.
		{name: "empty authority", input: "file:///x", production: "absoluteURI",
			want:  texts{Scheme: str("file"), Authority: str(""), Path: str("/x")},
			parts: []Part{{"segment", "x", 8, 9}}},
		// Appendix C.1: relative references; "#s" is a fragment alone.
		{name: "//g", input: "//g", production: "relativeURI",
			want:  texts{Authority: str("g"), Host: str("g"), Path: str("")},
			parts: []Part{{"hostname", "g", 2, 3}}},
		{name: "g;x?y#s", input: "g;x?y#s", production: "relativeURI",
			want:  texts{Path: str("g;x"), Query: str("y"), Fragment: str("s")},
			parts: []Part{{"rel-segment", "g;x", 0, 3}}},
		{name: "#s", input: "#s", production: "URI-reference",
			want: texts{Path: str(""), Fragment: str("s")}},
		{name: "empty", input: "", production: "URI-reference",
			want: texts{Path: str("")}},
		{name: "../g as relativeURI", rule: "relativeURI", input: "../g", production: "rel-path",
			want:  texts{Path: str("../g")},
			parts: []Part{{"rel-segment", "..", 0, 2}, {"segment", "g", 3, 4}}},
		// §3.2.2 server as a start rule.
		{name: "server rule", rule: "server", input: "u@h:1", production: "hostport",
			want:  texts{Authority: str("u@h:1"), Userinfo: str("u"), Host: str("h"), Port: str("1")},
			parts: []Part{{"hostname", "h", 2, 3}}},
		// RFC 2732 §3: the same components; the host keeps its brackets.
		{name: "2732 IPv6", rule: "URI-reference-2732", input: "http://[::192.9.5.5]/ipng", production: "absoluteURI-2732",
			want:  texts{Scheme: str("http"), Authority: str("[::192.9.5.5]"), Host: str("[::192.9.5.5]"), Path: str("/ipng")},
			parts: []Part{{"IPv6reference", "[::192.9.5.5]", 7, 20}, {"segment", "ipng", 21, 25}}},
		{name: "2732 query with brackets", rule: "URI-reference-2732", input: "//h:8/?a[1]#b", production: "relativeURI-2732",
			want:  texts{Authority: str("h:8"), Host: str("h"), Port: str("8"), Path: str("/"), Query: str("a[1]"), Fragment: str("b")},
			parts: []Part{{"hostname", "h", 2, 3}, {"segment", "", 6, 6}}},
		{name: "2732 opaque", rule: "absoluteURI-2732", input: "foo:x[y]", production: "opaque-part-2732",
			want:  texts{Scheme: str("foo")},
			parts: []Part{{"opaque-part-2732", "x[y]", 4, 8}}},
		{name: "2732 server rule", rule: "server-2732", input: "[::1]:80", production: "hostport-2732",
			want:  texts{Authority: str("[::1]:80"), Host: str("[::1]"), Port: str("80")},
			parts: []Part{{"IPv6reference", "[::1]", 0, 5}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var opts []Option
			if tc.rule != "" {
				opts = append(opts, WithRule(tc.rule))
			}
			u, err := Parse(RFC2396, tc.input, opts...)
			require.NoError(t, err)
			assert.Equal(t, tc.production, u.Production)
			assert.Equal(t, tc.want, u.texts())
			assert.Equal(t, tc.parts, u.Parts())
		})
	}
}

// TestSplitRFC2396AppendixB: for a reference that is not opaque, the
// components are those of the regular expression of Appendix B, "the test
// oracle" of §4.3.
func TestSplitRFC2396AppendixB(t *testing.T) {
	for _, input := range []string{
		"http://www.ics.uci.edu/pub/ietf/uri/#Related", "http://a/b/c/d;p?q", "//g", "/g?y#s",
		"g;x?y#s", "", "#s", "../../g", "file:///x", "//u@h:1/p?q", "s://u@h:-foo/p", "//", "///p",
	} {
		t.Run(input, func(t *testing.T) {
			u, err := Parse(RFC2396, input)
			require.NoError(t, err)
			want := appendixBTexts(input)
			c := u.texts()
			assert.Equal(t, want.Scheme, c.Scheme)
			assert.Equal(t, want.Authority, c.Authority)
			assert.Equal(t, want.Path, c.Path)
			assert.Equal(t, want.Query, c.Query)
			assert.Equal(t, want.Fragment, c.Fragment)
		})
	}
}
