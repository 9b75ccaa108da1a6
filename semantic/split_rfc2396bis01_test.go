package semantic

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc2396bis01"
)

// parseBis01 parses input as rule with the generated parser and splits it.
func parseBis01(t *testing.T, rule, input string) Split {
	t.Helper()
	root, err := rfc2396bis01.ParseRule(rule, []byte(input))
	require.NoError(t, err)
	return splitrfc2396bis01(root)
}

func TestSplitRFC2396bis01(t *testing.T) {
	tests := []struct {
		name       string
		rule       string
		input      string
		production string
		want       texts
		parts      []Part
	}{
		// §1.3: a server-based authority with a hostname.
		{name: "ftp", rule: "URI-reference", input: "ftp://ftp.is.co.za/rfc/rfc1808.txt", production: "absolute-URI",
			want:  texts{Scheme: str("ftp"), Authority: str("ftp.is.co.za"), Host: str("ftp.is.co.za"), Path: str("/rfc/rfc1808.txt")},
			parts: []Part{{"hostname", "ftp.is.co.za", 6, 18}, {"segment", "rfc", 19, 22}, {"segment", "rfc1808.txt", 23, 34}}},
		// §1.3: a port, an escape and an empty last segment.
		{name: "gopher", rule: "URI-reference", input: "gopher://gopher.tc.umn.edu:70/11/Mailing%20Lists/", production: "absolute-URI",
			want:  texts{Scheme: str("gopher"), Authority: str("gopher.tc.umn.edu:70"), Host: str("gopher.tc.umn.edu"), Port: str("70"), Path: str("/11/Mailing%20Lists/")},
			parts: []Part{{"hostname", "gopher.tc.umn.edu", 9, 26}, {"segment", "11", 30, 32}, {"segment", "Mailing%20Lists", 33, 48}, {"segment", "", 49, 49}}},
		// §1.3: an opaque URI; its whole opaque-part is the path.
		{name: "mailto", rule: "URI-reference", input: "mailto:John.Doe@example.com", production: "absolute-URI",
			want:  texts{Scheme: str("mailto"), Path: str("John.Doe@example.com")},
			parts: []Part{{"opaque-part", "John.Doe@example.com", 7, 27}}},
		// §7.5: the authority "is actually '10.0.0.1'".
		{name: "semantic attack", rule: "URI-reference", input: "http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm", production: "absolute-URI",
			want: texts{Scheme: str("http"), Authority: str("www.example.com&story=breaking_news@10.0.0.1"),
				Userinfo: str("www.example.com&story=breaking_news"), Host: str("10.0.0.1"), Path: str("/top_story.htm")},
			parts: []Part{{"IPv4address", "10.0.0.1", 43, 51}, {"segment", "top_story.htm", 52, 65}}},
		// §6.2.3: an explicit port.
		{name: "port 80", rule: "URI-reference", input: "http://example.com:80/", production: "absolute-URI",
			want:  texts{Scheme: str("http"), Authority: str("example.com:80"), Host: str("example.com"), Port: str("80"), Path: str("/")},
			parts: []Part{{"hostname", "example.com", 7, 18}, {"segment", "", 22, 22}}},
		// Appendix C: the base URI, a path with a ";" and a query.
		{name: "base", rule: "URI-reference", input: "http://a/b/c/d;p?q", production: "absolute-URI",
			want:  texts{Scheme: str("http"), Authority: str("a"), Host: str("a"), Path: str("/b/c/d;p"), Query: str("q")},
			parts: []Part{{"hostname", "a", 7, 8}, {"segment", "b", 9, 10}, {"segment", "c", 11, 12}, {"segment", "d;p", 13, 16}}},
		// Appendix B: the example of the regular expression; $7 is undefined.
		{name: "appendix B", rule: "URI-reference", input: "http://www.ics.uci.edu/pub/ietf/uri/#Related", production: "absolute-URI",
			want: texts{Scheme: str("http"), Authority: str("www.ics.uci.edu"), Host: str("www.ics.uci.edu"), Path: str("/pub/ietf/uri/"), Fragment: str("Related")},
			parts: []Part{{"hostname", "www.ics.uci.edu", 7, 22}, {"segment", "pub", 23, 26}, {"segment", "ietf", 27, 31},
				{"segment", "uri", 32, 35}, {"segment", "", 36, 36}}},
		// Appendix C.1 "//g": a network-path reference.
		{name: "//g", rule: "URI-reference", input: "//g", production: "relative-URI",
			want:  texts{Authority: str("g"), Host: str("g"), Path: str("")},
			parts: []Part{{"hostname", "g", 2, 3}}},
		{name: "//g as relative-URI", rule: "relative-URI", input: "//g", production: "net-path",
			want:  texts{Authority: str("g"), Host: str("g"), Path: str("")},
			parts: []Part{{"hostname", "g", 2, 3}}},
		// Appendix C.1 "?y": an empty path and a query.
		{name: "?y", rule: "URI-reference", input: "?y", production: "relative-URI",
			want: texts{Path: str(""), Query: str("y")}},
		{name: "?y as relative-URI", rule: "relative-URI", input: "?y", production: "relative-URI",
			want: texts{Path: str(""), Query: str("y")}},
		// Appendix C.1 "#s": a same-document reference (§4.2).
		{name: "#s", rule: "URI-reference", input: "#s", production: "relative-URI",
			want: texts{Path: str(""), Fragment: str("s")}},
		// Appendix C.1 "g;x?y#s": a relative path, query and fragment.
		{name: "g;x?y#s", rule: "URI-reference", input: "g;x?y#s", production: "relative-URI",
			want:  texts{Path: str("g;x"), Query: str("y"), Fragment: str("s")},
			parts: []Part{{"rel-segment", "g;x", 0, 3}}},
		// Appendix C.1 "../g": a rel-segment, then the segments of abs-path.
		{name: "../g as relative-URI", rule: "relative-URI", input: "../g", production: "rel-path",
			want:  texts{Path: str("../g")},
			parts: []Part{{"rel-segment", "..", 0, 2}, {"segment", "g", 3, 4}}},
		// Appendix C.1 "/g" as relative-URI.
		{name: "/g as relative-URI", rule: "relative-URI", input: "/g", production: "abs-path",
			want:  texts{Path: str("/g")},
			parts: []Part{{"segment", "g", 1, 2}}},
		// Appendix C.2 "<>": the empty reference.
		{name: "empty", rule: "URI-reference", input: "", production: "relative-URI",
			want: texts{Path: str("")}},
		// Appendix C.2 "http:g": an opaque URI.
		{name: "http:g", rule: "absolute-URI", input: "http:g", production: "opaque-part",
			want:  texts{Scheme: str("http"), Path: str("g")},
			parts: []Part{{"opaque-part", "g", 5, 6}}},
		// Appendix C.1 result with a fragment, as absolute-URI-reference (§4).
		{name: "absolute-URI-reference", rule: "absolute-URI-reference", input: "http://a/b/c/g;x?y#s", production: "absolute-URI",
			want:  texts{Scheme: str("http"), Authority: str("a"), Host: str("a"), Path: str("/b/c/g;x"), Query: str("y"), Fragment: str("s")},
			parts: []Part{{"hostname", "a", 7, 8}, {"segment", "b", 9, 10}, {"segment", "c", 11, 12}, {"segment", "g;x", 13, 16}}},
		// Appendix G.2: "nothing after the "scheme:"".
		{name: "DAV:", rule: "absolute-URI", input: "DAV:", production: "hier-part",
			want: texts{Scheme: str("DAV"), Path: str("")}},
		// §4.3, Appendix B: "foo:?q" is an empty hier-part and a query.
		{name: "foo:?q", rule: "absolute-URI", input: "foo:?q", production: "hier-part",
			want: texts{Scheme: str("foo"), Path: str(""), Query: str("q")}},
		// §3, Appendix B: an opaque-part containing "?" splits at it.
		{name: "opaque with ?", rule: "URI-reference", input: "foo:a?[b]#c", production: "absolute-URI",
			want:  texts{Scheme: str("foo"), Path: str("a"), Query: str("[b]"), Fragment: str("c")},
			parts: []Part{{"opaque-part", "a?[b]", 4, 9}}},
		// §3.2.2: an IPv6reference host keeps its brackets; an empty userinfo.
		{name: "IPv6", rule: "URI-reference", input: "//@[::1.2.3.4]:/", production: "relative-URI",
			want:  texts{Authority: str("@[::1.2.3.4]:"), Userinfo: str(""), Host: str("[::1.2.3.4]"), Port: str(""), Path: str("/")},
			parts: []Part{{"IPv6reference", "[::1.2.3.4]", 3, 14}, {"segment", "", 16, 16}}},
		// §3.2.1: an authority that is not a server is a reg-name.
		{name: "reg-name", rule: "URI-reference", input: "//a@b@c/x", production: "relative-URI",
			want:  texts{Authority: str("a@b@c"), Path: str("/x")},
			parts: []Part{{"reg-name", "a@b@c", 2, 7}, {"segment", "x", 8, 9}}},
		// §3.2.2: the empty server of "file:///".
		{name: "empty server", rule: "URI-reference", input: "file:///etc", production: "absolute-URI",
			want:  texts{Scheme: str("file"), Authority: str(""), Path: str("/etc")},
			parts: []Part{{"segment", "etc", 8, 11}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := parseBis01(t, tc.rule, tc.input)
			assert.Equal(t, tc.production, s.Production)
			assert.Equal(t, tc.want, s.Components.texts(tc.input))
			assert.Equal(t, tc.parts, s.Parts)
			for _, p := range s.Parts {
				assert.Equal(t, tc.input[p.Start:p.End], p.Text, "%s", p.Rule)
			}
		})
	}
}

// bis01Examples are the URIs and references printed in the draft (§1.3,
// §6.2, §7.5, Appendices B to G), reconstructed ones (E21, E23) included.
var bis01Examples = []string{
	"http://www.ietf.org/ietf/1id-abstracts.txt", "http://www.ietf.org/shadow.html",
	"ftp://ftp.is.co.za/rfc/rfc1808.txt", "gopher://gopher.tc.umn.edu:70/11/Mailing%20Lists/",
	"http://www.ietf.org/rfc/rfc2396.txt", "mailto:John.Doe@example.com",
	"news:comp.infosystems.www.servers.unix", "telnet://melvyl.ucop.edu/",
	"%20", "%7e", "~", "%25", "this:that", "./this:that",
	"example://a/b/c/%7A", "eXAMPLE://a/./b/../b/c/%7a", "HTTP://www.EXAMPLE.com/", "http://www.example.com/",
	"%3a", "%3A", "http://example.com/", "http://example.com:80/", "http://example.com/data", "http://example.com/data/",
	"http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm",
	"http://www.w3.org/People/Berners-Lee/", "http://www.apache.org/~fielding/", "http://larry.masinter.net/",
	"http://www.ics.uci.edu/pub/ietf/uri/#Related", "http://a/b/c/d;p?q",
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s",
	".", "./", "..", "../", "../g", "../..", "../../", "../../g",
	"http://a/b/c/g", "http://a/b/c/g/", "http://a/g", "http://g", "http://a/b/c/d;p?y", "http://a/b/c/g?y",
	"http://a/b/c/g#s", "http://a/b/c/g?y#s", "http://a/b/c/;x", "http://a/b/c/g;x", "http://a/b/c/g;x?y#s",
	"http://a/b/c/", "http://a/b/", "http://a/b/g", "http://a/",
	"", "../../../g", "../../../../g", "http://a/../g", "http://a/../../g", "/./g", "/../g", "g.", ".g", "g..", "..g",
	"http://a/./g", "http://a/b/c/g.", "http://a/b/c/.g", "http://a/b/c/g..", "http://a/b/c/..g",
	"./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y",
	"http://a/b/c/g/h", "http://a/b/c/h", "http://a/b/c/g;x=1/y", "http://a/b/c/y",
	"g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x",
	"http://a/b/c/g?y/./x", "http://a/b/c/g?y/../x", "http://a/b/c/g#s/./x", "http://a/b/c/g#s/../x", "http:g",
	"../x", "http://www.ics.uci.edu/Test/a/b/c", "http://www.ics.uci.edu/Test/a/x",
	"http://www.w3.org/Addressing/", "ftp://ds.internic.net/rfc/",
	"http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", "www.w3.org/Addressing/", "DAV:", "about:",
}

// bis01Pieces are the pieces the property test combines: valid and invalid
// variants of each component with its delimiter.
var bis01Pieces = struct{ scheme, authority, path, query, fragment []string }{
	scheme:    []string{"", "", "http:", "g:", "A+b.c-1:", "1a:", "a b:"},
	authority: []string{"", "", "//", "//a", "//a.b.", "//u:p@h:80", "//@h:", "//[::1]", "//[1:2::3.4.5.6]:8", "//a@b@c", "//1.2.3.4", "//1.2.3.256", "//h:8x", "//[::1", "//a b", "//%41"},
	path:      []string{"", "", "/", "/a/b", "a", "a/b:c", "./this:that", ":x", "%41", "..", "a[b]", "[b]/c", "/%zz", "b;p=1/", "//x", "/[", "?"},
	query:     []string{"", "", "?", "?q", "?a/b?c", "?[x]", "?%7"},
	fragment:  []string{"", "", "#", "#f", "#a/?b", "#x#", "#[", "#%41"},
}

// TestSplitRFC2396bis01AppendixB checks, for every spec example and for
// random combinations of component pieces that some start rule accepts,
// that scheme, authority, path, query and fragment are the ones the
// regular expression of Appendix B ("test oracle", §4.3) gives.
func TestSplitRFC2396bis01AppendixB(t *testing.T) {
	inputs := append([]string(nil), bis01Examples...)
	r := rand.New(rand.NewSource(2396))
	pick := func(s []string) string { return s[r.Intn(len(s))] }
	for i := 0; i < 20000; i++ {
		p := bis01Pieces
		inputs = append(inputs, pick(p.scheme)+pick(p.authority)+pick(p.path)+pick(p.query)+pick(p.fragment))
	}
	valid := 0
	for _, in := range inputs {
		accepted := false
		for _, rule := range rfc2396bis01.StartRules {
			root, err := rfc2396bis01.ParseRule(rule, []byte(in))
			if err != nil {
				continue
			}
			accepted = true
			got := splitrfc2396bis01(root).Components.texts(in)
			want := appendixBTexts(in)
			if !assert.Equal(t, want.Scheme, got.Scheme, "scheme of %q (%s)", in, rule) ||
				!assert.Equal(t, want.Authority, got.Authority, "authority of %q (%s)", in, rule) ||
				!assert.Equal(t, want.Path, got.Path, "path of %q (%s)", in, rule) ||
				!assert.Equal(t, want.Query, got.Query, "query of %q (%s)", in, rule) ||
				!assert.Equal(t, want.Fragment, got.Fragment, "fragment of %q (%s)", in, rule) {
				return
			}
		}
		if accepted {
			valid++
		}
	}
	// Every spec example is valid, and the combinations give thousands more.
	require.Greater(t, valid, len(bis01Examples)+3000)
	t.Logf("%d valid inputs of %d", valid, len(inputs))
}
