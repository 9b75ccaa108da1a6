package urlsyntax05_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/urlsyntax05"
	"github.com/urispec/urispec/internal/asttest"
)

// form is the alternative of the first relativeURL in the tree (net-path,
// abs-path or rel-path), or "" when the tree has none.
func form(root *ast.Node) string {
	r := root.Find("relativeURL")
	if r == nil || len(r.Children) == 0 {
		return ""
	}
	return r.Children[0].Rule
}

// top is the rule of the first child of the root, or "" when it has none.
func top(root *ast.Node) string {
	if len(root.Children) == 0 {
		return ""
	}
	return root.Children[0].Rule
}

// TestSpecExamples parses every URL and URL reference the draft's text
// gives, under the start rule that fits it, and checks which production
// matched.
func TestSpecExamples(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		top   string // rule of the root's first child ("" when none)
		form  string // alternative of relativeURL ("" when none)
	}{
		// §1.3 Example URLs
		{name: "1.3 ftp", rule: "URL-reference", input: "ftp://ftp.is.co.za/rfc/rfc1808.txt", top: "absoluteURL", form: "net-path"},
		{name: "1.3 gopher", rule: "URL-reference", input: "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", top: "absoluteURL", form: "net-path"},
		{name: "1.3 http", rule: "URL-reference", input: "http://www.math.uio.no/faq/compression-faq/part1.html", top: "absoluteURL", form: "net-path"},
		{name: "1.3 mailto", rule: "URL-reference", input: "mailto:mduerst@ifi.unizh.ch", top: "absoluteURL", form: "rel-path"},
		{name: "1.3 news", rule: "URL-reference", input: "news:comp.infosystems.www.servers.unix", top: "absoluteURL", form: "rel-path"},
		{name: "1.3 telnet", rule: "URL-reference", input: "telnet://melvyl.ucop.edu/", top: "absoluteURL", form: "net-path"},
		{name: "1.3 ftp as absoluteURL", rule: "absoluteURL", input: "ftp://ftp.is.co.za/rfc/rfc1808.txt", top: "generic-URL", form: "net-path"},
		{name: "1.3 mailto as absoluteURL", rule: "absoluteURL", input: "mailto:mduerst@ifi.unizh.ch", top: "generic-URL", form: "rel-path"},
		{name: "1.3 news as absoluteURL", rule: "absoluteURL", input: "news:comp.infosystems.www.servers.unix", top: "generic-URL", form: "rel-path"},
		{name: "1.3 telnet as absoluteURL", rule: "absoluteURL", input: "telnet://melvyl.ucop.edu/", top: "generic-URL", form: "net-path"},
		// §4.3.1 site examples
		{name: "4.3.1 empty user name", rule: "absoluteURL", input: "ftp://@host.com/", top: "generic-URL", form: "net-path"},
		{name: "4.3.1 no user name", rule: "absoluteURL", input: "ftp://host.com/", top: "generic-URL", form: "net-path"},
		{name: "4.3.1 empty password", rule: "absoluteURL", input: "ftp://foo:@host.com/", top: "generic-URL", form: "net-path"},
		// §5: a first segment with a colon "would be mistaken for a scheme name"
		{name: "5 this:that", rule: "URL-reference", input: "this:that", top: "absoluteURL", form: "rel-path"},
		{name: "5 ./this:that", rule: "URL-reference", input: "./this:that", top: "relativeURL", form: "rel-path"},
		{name: "5 ./this:that as relativeURL", rule: "relativeURL", input: "./this:that", top: "rel-path", form: "rel-path"},
		// §5.1.1 Content-Base example (the URL of the header field, E10)
		{name: "5.1.1 Content-Base URL", rule: "absoluteURL", input: "http://www.ics.uci.edu/Test/a/b/c", top: "generic-URL", form: "net-path"},
		// §6 equivalent URLs (no path after the site)
		{name: "6 upper case host", rule: "absoluteURL", input: "http://www.XEROX.com", top: "generic-URL", form: "net-path"},
		{name: "6 lower case host", rule: "absoluteURL", input: "http://www.xerox.com", top: "generic-URL", form: "net-path"},
		// Appendix B
		{name: "B example", rule: "URL-reference", input: "http://www.ics.uci.edu/pub/ietf/uri/#Related", top: "absoluteURL", form: "net-path"},
		// Appendix C base URL
		{name: "C base", rule: "absoluteURL", input: "http://a/b/c/d;p?q", top: "generic-URL", form: "net-path"},
		// Appendix D
		{name: "D BASE href", rule: "absoluteURL", input: "http://www.ics.uci.edu/Test/a/b/c", top: "generic-URL", form: "net-path"},
		{name: "D anchor href", rule: "relativeURL", input: "../x", top: "rel-path", form: "rel-path"},
		{name: "D resolved", rule: "absoluteURL", input: "http://www.ics.uci.edu/Test/a/x", top: "generic-URL", form: "net-path"},
		// Appendix E delimiting examples (the quotes and brackets are not part of the URL)
		{name: "E test.com", rule: "URL-reference", input: "http://test.com/", top: "absoluteURL", form: "net-path"},
		{name: "E w3.org", rule: "URL-reference", input: "http://www.w3.org/pub/WWW/", top: "absoluteURL", form: "net-path"},
		{name: "E ds.internic.net, whitespace removed (E15)", rule: "URL-reference", input: "ftp://ds.internic.net/rfc/", top: "absoluteURL", form: "net-path"},
		{name: "E WARNING, whitespace removed (E15)", rule: "URL-reference", input: "http://ds.internic.net/instructions/overview.html#WARNING", top: "absoluteURL", form: "net-path"},
		// Appendix F.2: "the two URLs <foo:/bar> and <foo:bar>"
		{name: "F.2 foo:/bar", rule: "absoluteURL", input: "foo:/bar", top: "generic-URL", form: "abs-path"},
		{name: "F.2 foo:bar", rule: "absoluteURL", input: "foo:bar", top: "generic-URL", form: "rel-path"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := urlsyntax05.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.rule, root.Rule)
			assert.Equal(t, 0, root.Start)
			assert.Equal(t, len(tt.input), root.End)
			assert.Equal(t, tt.top, top(root))
			assert.Equal(t, tt.form, form(root))
			assert.Nil(t, root.Find("opaque-URL"), "every absolute URL parses as a generic-URL (§4.4, E14)")
			asttest.CheckSpans(t, tt.input, root)
		})
	}
}

// TestAppendixC parses every reference of Appendix C and its resolved form.
func TestAppendixC(t *testing.T) {
	tests := []struct {
		name   string
		ref    string
		top    string // rule of the URL-reference's first child ("" when none)
		form   string // alternative of relativeURL ("" when none)
		result string // "" where the draft writes "(current document)"
	}{
		// C.1 Normal Examples
		{name: "C.1 g:h", ref: "g:h", top: "absoluteURL", form: "rel-path", result: "g:h"},
		{name: "C.1 g", ref: "g", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g"},
		{name: "C.1 ./g", ref: "./g", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g"},
		{name: "C.1 g/", ref: "g/", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g/"},
		{name: "C.1 /g", ref: "/g", top: "relativeURL", form: "abs-path", result: "http://a/g"},
		{name: "C.1 //g", ref: "//g", top: "relativeURL", form: "net-path", result: "http://g"},
		{name: "C.1 ?y", ref: "?y", top: "relativeURL", form: "rel-path", result: "http://a/b/c/?y"},
		{name: "C.1 g?y", ref: "g?y", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g?y"},
		{name: "C.1 #s", ref: "#s", top: "fragment", form: "", result: ""},
		{name: "C.1 g#s", ref: "g#s", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g#s"},
		{name: "C.1 g?y#s", ref: "g?y#s", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g?y#s"},
		{name: "C.1 ;x", ref: ";x", top: "relativeURL", form: "rel-path", result: "http://a/b/c/;x"},
		{name: "C.1 g;x", ref: "g;x", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g;x"},
		{name: "C.1 g;x?y#s", ref: "g;x?y#s", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g;x?y#s"},
		{name: "C.1 .", ref: ".", top: "relativeURL", form: "rel-path", result: "http://a/b/c/"},
		{name: "C.1 ./", ref: "./", top: "relativeURL", form: "rel-path", result: "http://a/b/c/"},
		{name: "C.1 ..", ref: "..", top: "relativeURL", form: "rel-path", result: "http://a/b/"},
		{name: "C.1 ../", ref: "../", top: "relativeURL", form: "rel-path", result: "http://a/b/"},
		{name: "C.1 ../g", ref: "../g", top: "relativeURL", form: "rel-path", result: "http://a/b/g"},
		{name: "C.1 ../..", ref: "../..", top: "relativeURL", form: "rel-path", result: "http://a/"},
		{name: "C.1 ../../", ref: "../../", top: "relativeURL", form: "rel-path", result: "http://a/"},
		{name: "C.1 ../../g", ref: "../../g", top: "relativeURL", form: "rel-path", result: "http://a/g"},
		// C.2 Abnormal Examples ("<>" is the empty reference in angle brackets)
		{name: "C.2 empty", ref: "", top: "", form: "", result: ""},
		{name: "C.2 ../../../g", ref: "../../../g", top: "relativeURL", form: "rel-path", result: "http://a/../g"},
		{name: "C.2 ../../../../g", ref: "../../../../g", top: "relativeURL", form: "rel-path", result: "http://a/../../g"},
		{name: "C.2 /./g", ref: "/./g", top: "relativeURL", form: "abs-path", result: "http://a/./g"},
		{name: "C.2 /../g", ref: "/../g", top: "relativeURL", form: "abs-path", result: "http://a/../g"},
		{name: "C.2 g.", ref: "g.", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g."},
		{name: "C.2 .g", ref: ".g", top: "relativeURL", form: "rel-path", result: "http://a/b/c/.g"},
		{name: "C.2 g..", ref: "g..", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g.."},
		{name: "C.2 ..g", ref: "..g", top: "relativeURL", form: "rel-path", result: "http://a/b/c/..g"},
		{name: "C.2 ./../g", ref: "./../g", top: "relativeURL", form: "rel-path", result: "http://a/b/g"},
		{name: "C.2 ./g/.", ref: "./g/.", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g/"},
		{name: "C.2 g/./h", ref: "g/./h", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g/h"},
		{name: "C.2 g/../h", ref: "g/../h", top: "relativeURL", form: "rel-path", result: "http://a/b/c/h"},
		{name: "C.2 g;x=1/./y", ref: "g;x=1/./y", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g;x=1/y"},
		{name: "C.2 g;x=1/../y", ref: "g;x=1/../y", top: "relativeURL", form: "rel-path", result: "http://a/b/c/y"},
		{name: "C.2 g?y/./x", ref: "g?y/./x", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g?y/x"},
		{name: "C.2 g?y/../x", ref: "g?y/../x", top: "relativeURL", form: "rel-path", result: "http://a/b/c/x"},
		{name: "C.2 g#s/./x", ref: "g#s/./x", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g#s/./x"},
		{name: "C.2 g#s/../x", ref: "g#s/../x", top: "relativeURL", form: "rel-path", result: "http://a/b/c/g#s/../x"},
		{name: "C.2 http:g", ref: "http:g", top: "absoluteURL", form: "rel-path", result: "http:g"},
		{name: "C.2 http:", ref: "http:", top: "absoluteURL", form: "rel-path", result: "http:"},
		{name: "C.2 http://a/../b/c", ref: "http://a/../b/c", top: "absoluteURL", form: "net-path", result: "http://a/b/c"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := urlsyntax05.ParseRule("URL-reference", []byte(tt.ref))
			require.NoError(t, err)
			assert.Equal(t, tt.top, top(root))
			assert.Equal(t, tt.form, form(root))
			asttest.CheckSpans(t, tt.ref, root)
			if tt.result == "" {
				return
			}
			res, err := urlsyntax05.ParseRule("URL-reference", []byte(tt.result))
			require.NoError(t, err)
			assert.Equal(t, "absoluteURL", top(res))
			asttest.CheckSpans(t, tt.result, res)
		})
	}
}

// TestAppendixEWhitespace: the two Appendix E examples broken across lines
// are rejected as printed (space is excluded, §2.4.3) and parse once the
// whitespace is removed, as Appendix E says to do (E15).
func TestAppendixEWhitespace(t *testing.T) {
	tests := []struct {
		name    string
		printed string
		offset  int // of the space
	}{
		// Appendix E: <ftp://ds.internic. net/rfc/>
		{name: "ds.internic.net", printed: "ftp://ds.internic. net/rfc/", offset: 18},
		// Appendix E: <http://ds.internic.net/ instructions/overview.html#WARNING>
		{name: "WARNING", printed: "http://ds.internic.net/ instructions/overview.html#WARNING", offset: 23},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := urlsyntax05.ParseRule("URL-reference", []byte(tt.printed))
			require.Error(t, err)
			off, _, ok := urlsyntax05.Failure(err)
			require.True(t, ok)
			assert.Equal(t, tt.offset, off)
			stripped := strings.Join(strings.Fields(tt.printed), "")
			root, err := urlsyntax05.ParseRule("URL-reference", []byte(stripped))
			require.NoError(t, err)
			asttest.CheckSpans(t, stripped, root)
		})
	}
}

// TestTreeShape checks the nodes the parser builds for the draft's readings
// of ambiguous input.
func TestTreeShape(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		want  []string // "rule=text" of the listed nodes, in input order
		nodes []string
	}{
		// §4.3.1: user, password, hostname labels and port
		{name: "4.3.1 full site", rule: "absoluteURL", input: "http://u:p@www.ics.uci.edu:80/",
			nodes: []string{"user", "password", "domainlabel", "toplabel", "port"},
			want:  []string{"user=u", "password=p", "domainlabel=www", "domainlabel=ics", "domainlabel=uci", "toplabel=edu", "port=80"}},
		// §4.3.1: a hostnumber is not a hostname (its last label starts with a digit)
		{name: "4.3.1 hostnumber", rule: "relativeURL", input: "//10.0.0.1:/", nodes: []string{"hostname", "hostnumber", "port"},
			want: []string{"hostnumber=10.0.0.1", "port="}},
		// §4.3.1: labels with inner hyphens; a digit-led label before the toplabel
		{name: "4.3.1 hyphenated labels", rule: "relativeURL", input: "//a-1--b.9x.c-d", nodes: []string{"domainlabel", "toplabel"},
			want: []string{"domainlabel=a-1--b", "domainlabel=9x", "toplabel=c-d"}},
		// §4.3.1: "host:80" is a hostport, not user ":" password without "@"
		{name: "4.3.1 hostport not userinfo", rule: "relativeURL", input: "//host:80", nodes: []string{"user", "password", "host", "port"},
			want: []string{"host=host", "port=80"}},
		// §4.3.2: segments and params
		{name: "4.3.2 params", rule: "relativeURL", input: "/a;p=1;q/;r/", nodes: []string{"segment", "param"},
			want: []string{"segment=a;p=1;q", "param=p=1", "param=q", "segment=;r", "param=r", "segment="}},
		// §4.4: the site component wins over a path beginning "//"
		{name: "4.4 site wins", rule: "relativeURL", input: "//g/h", nodes: []string{"site", "segment"},
			want: []string{"site=g", "segment=h"}},
		// §5 / E13: no site parse when the text after "//" is not a site
		{name: "E13 not a site", rule: "relativeURL", input: "//ho_st/x", nodes: []string{"site", "abs-path", "segment"},
			want: []string{"abs-path=//ho_st/x", "segment=", "segment=ho_st", "segment=x"}},
		// §5 / E13: a site must be followed by "/" or the end, not "?"
		{name: "E13 site then query", rule: "relativeURL", input: "//h?q", nodes: []string{"site", "segment", "query"},
			want: []string{"segment=", "segment=h", "query=q"}},
		// §5 / E12: "a_b" is no scheme; the whole is a rel-path
		{name: "E12 colon in first segment", rule: "URL-reference", input: "a_b:c", nodes: []string{"scheme", "segment"},
			want: []string{"segment=a_b:c"}},
		// §3: the fragment follows the first "#"
		{name: "3 fragment", rule: "URL-reference", input: "g?y/./x#s/./x", nodes: []string{"query", "fragment"},
			want: []string{"query=y/./x", "fragment=s/./x"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := urlsyntax05.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			asttest.CheckSpans(t, tt.input, root)
			var got []string
			root.Walk(func(n *ast.Node) bool {
				for _, r := range tt.nodes {
					if n.Rule == r {
						got = append(got, n.Rule+"="+n.Text)
					}
				}
				return true
			})
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestInvalid checks that inputs outside the grammar fail at the byte offset
// of the first character no rule allows.
func TestInvalid(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §2.4.3 space is excluded
		{name: "space in path", rule: "URL-reference", input: "a b", offset: 1},
		// §2.4.3 space after a site (net-path, §5)
		{name: "space after host", rule: "URL-reference", input: "http://h x", offset: 8},
		// §2.4.3 space in the query (§4.3.3)
		{name: "space in query", rule: "URL-reference", input: "http://a/b?q r", offset: 12},
		// §2.4.1 escaped needs two hex digits
		{name: "short escape", rule: "URL-reference", input: "%4", offset: 2},
		// §2.4.1 hex is 0-9 A-F a-f
		{name: "non-hex escape", rule: "absoluteURL", input: "foo:%zz", offset: 5},
		// §2.4.3 "%" alone is a delim
		{name: "bare percent", rule: "relativeURL", input: "100%", offset: 4},
		// §3 fragment = *urlc, and urlc excludes "#"
		{name: "second crosshatch", rule: "URL-reference", input: "a#b#c", offset: 3},
		// §2.4.3 delims "<" ">"
		{name: "angle brackets", rule: "URL-reference", input: "http://a/<b>", offset: 9},
		// §2.4.3 delims <">
		{name: "double quote", rule: "URL-reference", input: `x"y`, offset: 1},
		// §2.4.3 unwise "{" "}"
		{name: "braces", rule: "URL-reference", input: "x{y}", offset: 1},
		// §2.4.3 unwise "|" in a user name (§4.3.1)
		{name: "bar in user", rule: "URL-reference", input: "ftp://a|b@h/", offset: 7},
		// §2.4.3 unwise "\"
		{name: "backslash", rule: "relativeURL", input: `a\b`, offset: 1},
		// §2.4.3 unwise "[" (§4.3.1: no IPv6 representation yet)
		{name: "IPv6 literal", rule: "absoluteURL", input: "http://[::1]/", offset: 7},
		// §2.4.3 unwise "^" and "`"
		{name: "caret", rule: "URL-reference", input: "a^b", offset: 1},
		{name: "backquote", rule: "URL-reference", input: "/a`", offset: 2},
		// §2.4.3 control characters
		{name: "tab", rule: "URL-reference", input: "a\tb", offset: 1},
		{name: "DEL", rule: "URL-reference", input: "a\x7f", offset: 1},
		// §2 URLs are US-ASCII characters
		{name: "non-ASCII", rule: "URL-reference", input: "caf\u00e9", offset: 3},
		// §4.2 absoluteURL needs scheme ":"
		{name: "no scheme", rule: "absoluteURL", input: "/path", offset: 0},
		{name: "scheme without colon", rule: "absoluteURL", input: "http", offset: 4},
		{name: "empty absoluteURL", rule: "absoluteURL", input: "", offset: 0},
		// §4.1 scheme = 1*( alpha | digit | "+" | "-" | "." ): "_" is not a scheme character
		{name: "underscore in scheme", rule: "absoluteURL", input: "ht_tp:x", offset: 2},
		// §4.2 absoluteURL has no fragment (§3: the fragment is not part of a URL)
		{name: "fragment in absoluteURL", rule: "absoluteURL", input: "http:g#s", offset: 6},
		// §5 relativeURL has no fragment either
		{name: "fragment in relativeURL", rule: "relativeURL", input: "g#s", offset: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := urlsyntax05.ParseRule(tt.rule, []byte(tt.input))
			require.Error(t, err)
			assert.Nil(t, root)
			off, expected, ok := urlsyntax05.Failure(err)
			require.True(t, ok)
			assert.Equal(t, tt.offset, off)
			assert.NotEmpty(t, expected)
		})
	}
}

// TestUnknownStartRule: only the ;@start rules are entry points.
func TestUnknownStartRule(t *testing.T) {
	_, err := urlsyntax05.ParseRule("site", []byte("host"))
	require.Error(t, err)
	_, _, ok := urlsyntax05.Failure(err)
	assert.False(t, ok)
	assert.Equal(t, []string{"URL-reference", "absoluteURL", "relativeURL"}, urlsyntax05.StartRules)
}
