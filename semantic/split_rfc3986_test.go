package semantic

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc3986"
)

// parseRFC3986 parses input as rule with the generated parser and splits it.
func parseRFC3986(t *testing.T, rule, input string) Split {
	t.Helper()
	root, err := rfc3986.ParseRule(rule, []byte(input))
	require.NoError(t, err)
	return rfc3986Rules.split(root)
}

func TestSplitRFC3986(t *testing.T) {
	tests := []struct {
		name       string
		rule       string
		input      string
		production string
		want       texts
		parts      []Part
	}{
		// §3: "foo://example.com:8042/over/there?name=ferret#nose" and its
		// component parts.
		{name: "§3 foo", rule: "URI-reference", input: "foo://example.com:8042/over/there?name=ferret#nose", production: "URI",
			want: texts{Scheme: str("foo"), Authority: str("example.com:8042"), Host: str("example.com"), Port: str("8042"),
				Path: str("/over/there"), Query: str("name=ferret"), Fragment: str("nose")},
			parts: []Part{{"reg-name", "example.com", 6, 17}, {"segment", "over", 23, 27}, {"segment", "there", 28, 33}}},
		// §3: "urn:example:animal:ferret:nose": the whole rest is the path.
		{name: "§3 urn", rule: "URI", input: "urn:example:animal:ferret:nose", production: "path-rootless",
			want:  texts{Scheme: str("urn"), Path: str("example:animal:ferret:nose")},
			parts: []Part{{"segment-nz", "example:animal:ferret:nose", 4, 30}}},
		// §1.1.2: an IP-literal keeps its brackets in the host.
		{name: "§1.1.2 ldap", rule: "URI-reference", input: "ldap://[2001:db8::7]/c=GB?objectClass?one", production: "URI",
			want: texts{Scheme: str("ldap"), Authority: str("[2001:db8::7]"), Host: str("[2001:db8::7]"),
				Path: str("/c=GB"), Query: str("objectClass?one")},
			parts: []Part{{"IP-literal", "[2001:db8::7]", 7, 20}, {"IPv6address", "2001:db8::7", 8, 19}, {"segment", "c=GB", 21, 25}}},
		// §1.1.2: an IPv4address host and a port.
		{name: "§1.1.2 telnet", rule: "URI-reference", input: "telnet://192.0.2.16:80/", production: "URI",
			want:  texts{Scheme: str("telnet"), Authority: str("192.0.2.16:80"), Host: str("192.0.2.16"), Port: str("80"), Path: str("/")},
			parts: []Part{{"IPv4address", "192.0.2.16", 9, 19}, {"segment", "", 23, 23}}},
		// §3.3: "the URI <foo://info.example.com?fred> has an empty path".
		{name: "§3.3 empty path", rule: "URI", input: "foo://info.example.com?fred", production: "path-abempty",
			want:  texts{Scheme: str("foo"), Authority: str("info.example.com"), Host: str("info.example.com"), Path: str(""), Query: str("fred")},
			parts: []Part{{"reg-name", "info.example.com", 6, 22}}},
		// §7.6: the host "is actually '10.0.0.1'".
		{name: "§7.6 semantic attack", rule: "absolute-URI", input: "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm", production: "path-abempty",
			want: texts{Scheme: str("ftp"), Authority: str("cnn.example.com&story=breaking_news@10.0.0.1"),
				Userinfo: str("cnn.example.com&story=breaking_news"), Host: str("10.0.0.1"), Path: str("/top_story.htm")},
			parts: []Part{{"IPv4address", "10.0.0.1", 42, 50}, {"segment", "top_story.htm", 51, 64}}},
		// §1.1: "file:///etc/hosts": an empty host, defined.
		{name: "§1.1 file", rule: "URI-reference", input: "file:///etc/hosts", production: "URI",
			want:  texts{Scheme: str("file"), Authority: str(""), Host: str(""), Path: str("/etc/hosts")},
			parts: []Part{{"reg-name", "", 7, 7}, {"segment", "etc", 8, 11}, {"segment", "hosts", 12, 17}}},
		// §3.2.1, §3.2.3: userinfo and port are defined, empty, with their delimiters.
		{name: "empty userinfo and port", rule: "relative-ref", input: "//@h:", production: "path-abempty",
			want:  texts{Authority: str("@h:"), Userinfo: str(""), Host: str("h"), Port: str(""), Path: str("")},
			parts: []Part{{"reg-name", "h", 3, 4}}},
		// §5.4.1 "?y": an empty path and a query.
		{name: "§5.4.1 ?y", rule: "URI-reference", input: "?y", production: "relative-ref",
			want: texts{Path: str(""), Query: str("y")}},
		// §5.4.1 "#s": a same-document reference (§4.4).
		{name: "§5.4.1 #s", rule: "relative-ref", input: "#s", production: "path-empty",
			want: texts{Path: str(""), Fragment: str("s")}},
		// §5.4.1 "": the empty reference.
		{name: "§5.4.1 empty", rule: "URI-reference", input: "", production: "relative-ref",
			want: texts{Path: str("")}},
		// §5.4.1 "g;x?y#s": a relative-path reference.
		{name: "§5.4.1 g;x?y#s", rule: "relative-ref", input: "g;x?y#s", production: "path-noscheme",
			want:  texts{Path: str("g;x"), Query: str("y"), Fragment: str("s")},
			parts: []Part{{"segment-nz-nc", "g;x", 0, 3}}},
		// §5.4.1 "//g": a network-path reference.
		{name: "§5.4.1 //g", rule: "relative-ref", input: "//g", production: "path-abempty",
			want:  texts{Authority: str("g"), Host: str("g"), Path: str("")},
			parts: []Part{{"reg-name", "g", 2, 3}}},
		// §5.4.2 "/./g": an absolute-path reference.
		{name: "§5.4.2 /./g", rule: "relative-ref", input: "/./g", production: "path-absolute",
			want:  texts{Path: str("/./g")},
			parts: []Part{{"segment-nz", ".", 1, 2}, {"segment", "g", 3, 4}}},
		// §D.2: "nothing after the "scheme:"".
		{name: "§D.2 dav:", rule: "absolute-URI", input: "dav:", production: "path-empty",
			want: texts{Scheme: str("dav"), Path: str("")}},
		// §3.2.2 IPvFuture.
		{name: "IPvFuture", rule: "URI", input: "s://[v7.x:y]/", production: "path-abempty",
			want:  texts{Scheme: str("s"), Authority: str("[v7.x:y]"), Host: str("[v7.x:y]"), Path: str("/")},
			parts: []Part{{"IP-literal", "[v7.x:y]", 4, 12}, {"IPvFuture", "v7.x:y", 5, 11}, {"segment", "", 13, 13}}},
		// §3.2.2 start rules: no components, the address is the part.
		{name: "IPv6address start rule", rule: "IPv6address", input: "::ffff:192.0.2.1", production: "IPv6address",
			parts: []Part{{"IPv6address", "::ffff:192.0.2.1", 0, 16}}},
		{name: "IPv4address start rule", rule: "IPv4address", input: "10.0.0.1", production: "IPv4address",
			parts: []Part{{"IPv4address", "10.0.0.1", 0, 8}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := parseRFC3986(t, tc.rule, tc.input)
			assert.Equal(t, tc.production, s.Production)
			assert.Equal(t, tc.want, s.Components.texts(tc.input))
			assert.Equal(t, tc.parts, s.Parts)
			for _, p := range s.Parts {
				assert.Equal(t, tc.input[p.Start:p.End], p.Text, "%s", p.Rule)
			}
		})
	}
}

// rfc3986Pieces are the pieces the property test combines: valid and
// invalid variants of each component with its delimiter.
var rfc3986Pieces = struct{ scheme, authority, path, query, fragment []string }{
	scheme:    []string{"", "", "http:", "g:", "A+b.c-1:", "1a:", "a b:"},
	authority: []string{"", "", "//", "//a", "//a.b.", "//u:p@h:80", "//@h:", "//[::1]", "//[1:2::3.4.5.6]:8", "//[v1.x]", "//a@b@c", "//1.2.3.4", "//1.2.3.256", "//h:8x", "//[::1", "//a b", "//%41", "//[::1%25z]"},
	path:      []string{"", "", "/", "/a/b", "a", "a/b:c", "./this:that", ":x", "%41", "..", "a[b]", "[b]/c", "/%zz", "b;p=1/", "//x", "/[", "@a", "a:b"},
	query:     []string{"", "", "?", "?q", "?a/b?c", "?[x]", "?%7", "?@:"},
	fragment:  []string{"", "", "#", "#f", "#a/?b", "#x#", "#[", "#%41"},
}

// TestSplitRFC3986AppendixB checks, for random combinations of component
// pieces that a reference start rule accepts, that scheme, authority, path,
// query and fragment are the ones the regular expression of Appendix B
// gives ("the "first-match-wins" algorithm is identical to the "greedy"
// disambiguation method used by POSIX regular expressions").
func TestSplitRFC3986AppendixB(t *testing.T) {
	r := rand.New(rand.NewSource(3986))
	pick := func(s []string) string { return s[r.Intn(len(s))] }
	valid := 0
	for i := 0; i < 20000; i++ {
		p := rfc3986Pieces
		in := pick(p.scheme) + pick(p.authority) + pick(p.path) + pick(p.query) + pick(p.fragment)
		for _, rule := range []string{"URI-reference", "URI", "absolute-URI", "relative-ref"} {
			root, err := rfc3986.ParseRule(rule, []byte(in))
			if err != nil {
				continue
			}
			valid++
			got := rfc3986Rules.split(root).Components.texts(in)
			want := appendixBTexts(in)
			if !assert.Equal(t, want.Scheme, got.Scheme, "scheme of %q (%s)", in, rule) ||
				!assert.Equal(t, want.Authority, got.Authority, "authority of %q (%s)", in, rule) ||
				!assert.Equal(t, want.Path, got.Path, "path of %q (%s)", in, rule) ||
				!assert.Equal(t, want.Query, got.Query, "query of %q (%s)", in, rule) ||
				!assert.Equal(t, want.Fragment, got.Fragment, "fragment of %q (%s)", in, rule) {
				return
			}
		}
	}
	assert.Greater(t, valid, 5000, "enough valid combinations")
}
