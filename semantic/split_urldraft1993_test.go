package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/urldraft1993"
)

// TestSplitURLDraft1993 checks whole splits (production, components and parts
// with their spans), derived by hand from the 1993 draft's BNF and the notes
// on each scheme. The text's own examples are the Fig 1 representations and
// the partial-form path elements; the others are built from one production
// each (the text's reference URLs are lost, grammar erratum E14).
func TestSplitURLDraft1993(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		want  tsplit
	}{
		// §Choices, Fig 1: "PR:aftp/xx.yy.edu/pub/doc/README" is a generic URL.
		{name: "Fig 1 PR:", rule: "fragmentaddress", input: "PR:aftp/xx.yy.edu/pub/doc/README", want: tsplit{
			Production: "generic",
			Components: texts{Scheme: str("PR"), Path: str("aftp/xx.yy.edu/pub/doc/README")},
			Parts:      []Part{{Rule: "path", Text: "aftp/xx.yy.edu/pub/doc/README", Start: 3, End: 32}},
		}},
		// §Choices, Fig 1, tagged form: space is an extra (grammar erratum E7),
		// so everything after "protocol:" is the path.
		{name: "Fig 1 tagged", rule: "url", input: "protocol: aftp host: xxx.yyy.edu path: /pub/doc/README", want: tsplit{
			Production: "generic",
			Components: texts{Scheme: str("protocol"), Path: str(" aftp host: xxx.yyy.edu path: /pub/doc/README")},
			Parts:      []Part{{Rule: "path", Text: " aftp host: xxx.yyy.edu path: /pub/doc/README", Start: 9, End: 54}},
		}},
		// §Choices, Fig 1 "/aftp/xx.yy.edu/pub/doc/README"; §Partial-form: "If
		// a leading slash is present, the path is absolute" -- kept in Path.
		{name: "Fig 1 untagged", rule: "partial-address", input: "/aftp/xx.yy.edu/pub/doc/README", want: tsplit{
			Production: "abs-partial",
			Components: texts{Path: str("/aftp/xx.yy.edu/pub/doc/README")},
			Parts:      []Part{{Rule: "path", Text: "aftp/xx.yy.edu/pub/doc/README", Start: 1, End: 30}},
		}},
		// §Partial-form: "/xxx/.." is left as written (resolution is not splitting).
		{name: "partial /xxx/..", rule: "partial-address", input: "/xxx/..", want: tsplit{
			Production: "abs-partial",
			Components: texts{Path: str("/xxx/..")},
			Parts:      []Part{{Rule: "path", Text: "xxx/..", Start: 1, End: 7}},
		}},
		// §Registration-of-naming-schemes: "urn:" -- a generic URL, empty path.
		{name: "urn:", rule: "url", input: "urn:", want: tsplit{
			Production: "generic",
			Components: texts{Scheme: str("urn"), Path: str("")},
			Parts:      []Part{{Rule: "path", Text: "", Start: 4, End: 4}},
		}},
		// §HTTP, §Internet-protocol-parts: hostport, path, search; §Fragment-id.
		{name: "http", rule: "fragmentaddress", input: "http://info.cern.ch:80/hypertext/WWW/TheProject.html?a+b#frag", want: tsplit{
			Production: "httpaddress",
			Components: texts{Scheme: str("http"), Authority: str("info.cern.ch:80"), Host: str("info.cern.ch"), Port: str("80"),
				Path: str("hypertext/WWW/TheProject.html"), Query: str("a+b"), Fragment: str("frag")},
			Parts: []Part{
				{Rule: "hostport", Text: "info.cern.ch:80", Start: 7, End: 22},
				{Rule: "host", Text: "info.cern.ch", Start: 7, End: 19},
				{Rule: "port", Text: "80", Start: 20, End: 22},
				{Rule: "path", Text: "hypertext/WWW/TheProject.html", Start: 23, End: 52},
				{Rule: "search", Text: "a+b", Start: 53, End: 56},
			},
		}},
		// httpaddress without "/": Path undefined.
		{name: "http no path", rule: "url", input: "http://info.cern.ch", want: tsplit{
			Production: "httpaddress",
			Components: texts{Scheme: str("http"), Authority: str("info.cern.ch"), Host: str("info.cern.ch")},
			Parts: []Part{
				{Rule: "hostport", Text: "info.cern.ch", Start: 7, End: 19},
				{Rule: "host", Text: "info.cern.ch", Start: 7, End: 19},
			},
		}},
		// §FTP, Fig 1's host and path: fileaddress has a host, no port (E12).
		{name: "ftp", rule: "url", input: "ftp://xxx.yyy.edu/pub/doc/README", want: tsplit{
			Production: "fileaddress",
			Components: texts{Scheme: str("ftp"), Authority: str("xxx.yyy.edu"), Host: str("xxx.yyy.edu"), Path: str("pub/doc/README")},
			Parts: []Part{
				{Rule: "host", Text: "xxx.yyy.edu", Start: 6, End: 17},
				{Rule: "path", Text: "pub/doc/README", Start: 18, End: 32},
			},
		}},
		// §BNF-syntax afsaddress: the cellname is the authority and host.
		{name: "afs", rule: "url", input: "afs://cern.ch/usr/timbl", want: tsplit{
			Production: "afsaddress",
			Components: texts{Scheme: str("afs"), Authority: str("cern.ch"), Host: str("cern.ch"), Path: str("usr/timbl")},
			Parts: []Part{
				{Rule: "cellname", Text: "cern.ch", Start: 6, End: 13},
				{Rule: "path", Text: "usr/timbl", Start: 14, End: 23},
			},
		}},
		// §News: a message identifier has "@"; no authority.
		{name: "news article", rule: "url", input: "news:1234@cernvax.cern.ch", want: tsplit{
			Production: "newsaddress",
			Components: texts{Scheme: str("news"), Path: str("1234@cernvax.cern.ch")},
			Parts: []Part{
				{Rule: "groupart", Text: "1234@cernvax.cern.ch", Start: 5, End: 25},
				{Rule: "article", Text: "1234@cernvax.cern.ch", Start: 5, End: 25},
				{Rule: "host", Text: "cernvax.cern.ch", Start: 10, End: 25},
			},
		}},
		{name: "news group", rule: "url", input: "news:comp.infosystems", want: tsplit{
			Production: "newsaddress",
			Components: texts{Scheme: str("news"), Path: str("comp.infosystems")},
			Parts: []Part{
				{Rule: "groupart", Text: "comp.infosystems", Start: 5, End: 21},
				{Rule: "group", Text: "comp.infosystems", Start: 5, End: 21},
			},
		}},
		// §WAIS: type and length "encoded into the path part".
		{name: "wais doc", rule: "url", input: "wais://quake.think.com:210/db/TEXT/2345/x", want: tsplit{
			Production: "waisdoc",
			Components: texts{Scheme: str("wais"), Authority: str("quake.think.com:210"), Host: str("quake.think.com"),
				Port: str("210"), Path: str("db/TEXT/2345/x")},
			Parts: []Part{
				{Rule: "hostport", Text: "quake.think.com:210", Start: 7, End: 26},
				{Rule: "host", Text: "quake.think.com", Start: 7, End: 22},
				{Rule: "port", Text: "210", Start: 23, End: 26},
				{Rule: "database", Text: "db", Start: 27, End: 29},
				{Rule: "wtype", Text: "TEXT", Start: 30, End: 34},
				{Rule: "digits", Text: "2345", Start: 35, End: 39},
				{Rule: "path", Text: "x", Start: 40, End: 41},
			},
		}},
		{name: "wais index", rule: "url", input: "wais://h/db?weather", want: tsplit{
			Production: "waisindex",
			Components: texts{Scheme: str("wais"), Authority: str("h"), Host: str("h"), Path: str("db"), Query: str("weather")},
			Parts: []Part{
				{Rule: "hostport", Text: "h", Start: 7, End: 8},
				{Rule: "host", Text: "h", Start: 7, End: 8},
				{Rule: "database", Text: "db", Start: 9, End: 11},
				{Rule: "search", Text: "weather", Start: 12, End: 19},
			},
		}},
		// §Prospero: "The path part contains a host specific object name, an
		// optional version number, and an optional list of attributes".
		{name: "prospero", rule: "url", input: "prospero://host/dir/obj%002abc", want: tsplit{
			Production: "prosperolink",
			Components: texts{Scheme: str("prospero"), Authority: str("host"), Host: str("host"), Path: str("dir/obj%002abc")},
			Parts: []Part{
				{Rule: "hostport", Text: "host", Start: 11, End: 15},
				{Rule: "host", Text: "host", Start: 11, End: 15},
				{Rule: "hsoname", Text: "dir/obj", Start: 16, End: 23},
				{Rule: "version", Text: "2", Start: 26, End: 27},
				{Rule: "attributes", Text: "abc", Start: 27, End: 30},
			},
		}},
		// §Internet-protocol-parts: "An optional user name ... followed by a
		// commercial at sign"; only telnet has it in the BNF (E11); no path.
		{name: "telnet", rule: "url", input: "telnet://guest@info.cern.ch:23", want: tsplit{
			Production: "telnetaddress",
			Components: texts{Scheme: str("telnet"), Authority: str("guest@info.cern.ch:23"), Userinfo: str("guest"),
				Host: str("info.cern.ch"), Port: str("23")},
			Parts: []Part{
				{Rule: "user", Text: "guest", Start: 9, End: 14},
				{Rule: "hostport", Text: "info.cern.ch:23", Start: 15, End: 30},
				{Rule: "host", Text: "info.cern.ch", Start: 15, End: 27},
				{Rule: "port", Text: "23", Start: 28, End: 30},
			},
		}},
		// §Gopher: the type is "the first character of the URL path part", the
		// rest is the selector; a selector may begin with the type again.
		{name: "gopher", rule: "url", input: "gopher://gopher.micro.umn.edu/11/Information?x", want: tsplit{
			Production: "gopheraddress",
			Components: texts{Scheme: str("gopher"), Authority: str("gopher.micro.umn.edu"), Host: str("gopher.micro.umn.edu"),
				Path: str("11/Information"), Query: str("x")},
			Parts: []Part{
				{Rule: "hostport", Text: "gopher.micro.umn.edu", Start: 9, End: 29},
				{Rule: "host", Text: "gopher.micro.umn.edu", Start: 9, End: 29},
				{Rule: "gtype", Text: "1", Start: 30, End: 31},
				{Rule: "selector", Text: "1/Information", Start: 31, End: 44},
				{Rule: "search", Text: "x", Start: 45, End: 46},
			},
		}},
		// §Partial-form: "the host, port name and all the rest of the locator".
		{name: "net partial", rule: "partial-address", input: "//info.cern.ch:80/a?b#c", want: tsplit{
			Production: "net-partial",
			Components: texts{Authority: str("info.cern.ch:80"), Host: str("info.cern.ch"), Port: str("80"),
				Path: str("a"), Query: str("b"), Fragment: str("c")},
			Parts: []Part{
				{Rule: "hostport", Text: "info.cern.ch:80", Start: 2, End: 17},
				{Rule: "host", Text: "info.cern.ch", Start: 2, End: 14},
				{Rule: "port", Text: "80", Start: 15, End: 17},
				{Rule: "path", Text: "a", Start: 18, End: 19},
				{Rule: "search", Text: "b", Start: 20, End: 21},
			},
		}},
		// §Partial-form: a relative path; ".." is a complete path element.
		// The Part path is the whole relative path (E19).
		{name: "relative partial", rule: "partial-address", input: "../x/y:z?q", want: tsplit{
			Production: "rel-partial",
			Components: texts{Path: str("../x/y:z"), Query: str("q")},
			Parts: []Part{
				{Rule: "path", Text: "../x/y:z", Start: 0, End: 8},
				{Rule: "search", Text: "q", Start: 9, End: 10},
			},
		}},
		// E16: no "/", so no ":" anywhere; the search is a nocolon-search,
		// reported as the search it is (E19).
		{name: "relative partial no slash", rule: "partial-address", input: "doc?q#f", want: tsplit{
			Production: "rel-partial",
			Components: texts{Path: str("doc"), Query: str("q"), Fragment: str("f")},
			Parts: []Part{
				{Rule: "path", Text: "doc", Start: 0, End: 3},
				{Rule: "search", Text: "q", Start: 4, End: 5},
			},
		}},
		// §Internet-protocol-parts: a user name before "@", a password after
		// its colon, the port after a colon: valid as a hostname by the BNF,
		// divided as the prose names the parts (E11, E12).
		{name: "ftp user, password and port", rule: "url", input: "ftp://u:pw@h.x:21/f", want: tsplit{
			Production: "fileaddress",
			Components: texts{Scheme: str("ftp"), Authority: str("u:pw@h.x:21"), Userinfo: str("u:pw"), Host: str("h.x"),
				Port: str("21"), Path: str("f")},
			Parts: []Part{
				{Rule: "host", Text: "u:pw@h.x:21", Start: 6, End: 17},
				{Rule: "path", Text: "f", Start: 18, End: 19},
			},
		}},
		{name: "http user and port", rule: "url", input: "http://u@h:80/", want: tsplit{
			Production: "httpaddress",
			Components: texts{Scheme: str("http"), Authority: str("u@h:80"), Userinfo: str("u"), Host: str("h"),
				Port: str("80"), Path: str("")},
			Parts: []Part{
				{Rule: "hostport", Text: "u@h:80", Start: 7, End: 13},
				{Rule: "host", Text: "u@h", Start: 7, End: 10},
				{Rule: "port", Text: "80", Start: 11, End: 13},
				{Rule: "path", Text: "", Start: 14, End: 14},
			},
		}},
		// No host would remain: the BNF's reading stands.
		{name: "http user, no host", rule: "url", input: "http://u@/", want: tsplit{
			Production: "httpaddress",
			Components: texts{Scheme: str("http"), Authority: str("u@"), Host: str("u@"), Path: str("")},
			Parts: []Part{
				{Rule: "hostport", Text: "u@", Start: 7, End: 9},
				{Rule: "host", Text: "u@", Start: 7, End: 9},
				{Rule: "path", Text: "", Start: 10, End: 10},
			},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := urldraft1993.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			got := asTexts(tt.input, spliturldraft1993(root))
			assert.Equal(t, tt.want, got)
			for _, p := range got.Parts {
				assert.Equal(t, tt.input[p.Start:p.End], p.Text, p.Rule)
			}
		})
	}
}
