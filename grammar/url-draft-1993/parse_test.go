package urldraft1993_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/urldraft1993"
	"github.com/urispec/urispec/internal/asttest"
)

// production is the rule under the start rule that matched: below
// fragmentaddress and partial-address their first child, then through the
// rules that only choose between or rename productions.
func production(root *ast.Node) string {
	n := root
	if (n.Rule == "fragmentaddress" || n.Rule == "partial-address") && len(n.Children) > 0 {
		n = n.Children[0]
	}
	for (n.Rule == "url" || n.Rule == "waisaddress" || n.Rule == "prosperoaddress" || n.Rule == "partial-form") && len(n.Children) > 0 {
		n = n.Children[0]
	}
	return n.Rule
}

// parse parses input with rule and checks the spans of the tree.
func parse(t *testing.T, rule, input string) *ast.Node {
	t.Helper()
	n, err := urldraft1993.ParseRule(rule, []byte(input))
	require.NoError(t, err, "%s %q", rule, input)
	require.NotNil(t, n)
	assert.Equal(t, rule, n.Rule)
	assert.Equal(t, 0, n.Start)
	assert.Equal(t, len(input), n.End)
	asttest.CheckSpans(t, input, n)
	return n
}

// failOffset parses input with rule, expects a parse failure and returns its
// byte offset.
func failOffset(t *testing.T, rule, input string) int {
	t.Helper()
	_, err := urldraft1993.ParseRule(rule, []byte(input))
	require.Error(t, err, "%s %q", rule, input)
	off, _, ok := urldraft1993.Failure(err)
	require.True(t, ok, "not a parse failure: %v", err)
	return off
}

func TestStartRules(t *testing.T) {
	assert.Equal(t, []string{"fragmentaddress", "url", "partial-address"}, urldraft1993.StartRules)
	assert.Equal(t, "url-draft-1993", urldraft1993.Dialect)
	_, err := urldraft1993.ParseRule("generic", []byte("x:y"))
	require.Error(t, err)
	_, _, ok := urldraft1993.Failure(err)
	assert.False(t, ok, "an unknown start rule is no parse failure")
}

// TestSpecExamples runs every address the text of the draft writes out. The
// text gives no complete URL of a defined scheme: its reference URLs were
// lost in extraction (erratum E14); what remains are the illustrations below.
func TestSpecExamples(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		top    string // production under the start rule; "" = must fail
		offset int    // Failure offset when top is ""
		why    string // why the outcome is what it is
	}{
		// §Current-practice: "a name of the form xxx.yyy.zz.edu:/pub.aa.bb.cc
		// often implies anonymous FTP access" -- conventional, not URL syntax.
		{name: "current practice ftp name as url", rule: "url", input: "xxx.yyy.zz.edu:/pub.aa.bb.cc",
			offset: 15, why: "generic: a path never starts with \"/\""},
		{name: "current practice ftp name as partial", rule: "partial-address", input: "xxx.yyy.zz.edu:/pub.aa.bb.cc",
			offset: 14, why: "E16: a colon before any slash makes a full form"},
		// §Choices, Fig 1 "Some alternative tagged and untagged representations".
		{name: "Fig 1 tagged with spaces", rule: "url", input: "protocol: aftp host: xxx.yyy.edu path: /pub/doc/README",
			top: "generic", why: "E7: space is an extra, so this is scheme \"protocol\" and one long first segment"},
		// E18: the same with the line breaks the extraction removed.
		{name: "Fig 1 tagged, one tag per line", rule: "url", input: "protocol: aftp\nhost: xxx.yyy.edu\npath: /pub/doc/README",
			offset: 14, why: "LF is in no character group"},
		{name: "Fig 1 tagged with =", rule: "url", input: "PR=aftp; H=xx.yy.edu; PA=/pub/doc/README;",
			offset: 2, why: "\"=\" is in no character group of the BNF"},
		{name: "Fig 1 PR:", rule: "fragmentaddress", input: "PR:aftp/xx.yy.edu/pub/doc/README", top: "generic"},
		{name: "Fig 1 untagged", rule: "partial-address", input: "/aftp/xx.yy.edu/pub/doc/README", top: "abs-partial"},
		{name: "Fig 1 untagged is no full form", rule: "url", input: "/aftp/xx.yy.edu/pub/doc/README",
			offset: 0, why: "no scheme"},
		// §Partial-form: the path elements "/xxx/..", "/.", "..", "." and "/".
		{name: "partial /xxx/..", rule: "partial-address", input: "/xxx/..", top: "abs-partial"},
		{name: "partial /.", rule: "partial-address", input: "/.", top: "abs-partial"},
		{name: "partial ..", rule: "partial-address", input: "..", top: "rel-partial"},
		{name: "partial .", rule: "partial-address", input: ".", top: "rel-partial"},
		{name: "partial /", rule: "partial-address", input: "/", top: "abs-partial"},
		// §Registration-of-naming-schemes: "The scheme name "urn:" is reserved".
		{name: "urn:", rule: "url", input: "urn:", top: "generic"},
		// §WAIS: names need not "be prefixed by "wais:""; §FTP: "The ftp:
		// prefix": a defined scheme alone is not a generic URL.
		{name: "wais: prefix alone", rule: "url", input: "wais:", offset: 0, why: "E8: wais must match waisaddress"},
		{name: "ftp: prefix alone", rule: "url", input: "ftp:", offset: 0, why: "E8: ftp must match fileaddress"},
		// §References: "URL=." -- the address between angle brackets is lost.
		{name: "references URL= (lost)", rule: "url", input: "", offset: 0, why: "E14: extraction left nothing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.top == "" {
				assert.Equal(t, tt.offset, failOffset(t, tt.rule, tt.input), tt.why)
				return
			}
			n := parse(t, tt.rule, tt.input)
			assert.Equal(t, tt.top, production(n), tt.why)
		})
	}
}

// TestProductions covers each production of the BNF with an address built
// from it, and the splits the parser chooses where the ABNF is ambiguous.
func TestProductions(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		top    string
		nodes  map[string]string // first node of each rule (depth-first) -> its text
		absent []string          // rules with no node
	}{
		// §BNF-syntax httpaddress; §Internet-protocol-parts: port after a colon.
		{name: "http full", rule: "fragmentaddress", input: "http://info.cern.ch:80/hypertext/WWW/TheProject.html?a+b#frag", top: "httpaddress",
			nodes: map[string]string{"hostport": "info.cern.ch:80", "host": "info.cern.ch", "hostname": "info.cern.ch", "port": "80",
				"path": "hypertext/WWW/TheProject.html", "xpalphas": "hypertext", "search": "a+b", "fragmentid": "frag"}},
		{name: "http host only", rule: "url", input: "http://info.cern.ch", top: "httpaddress",
			nodes: map[string]string{"host": "info.cern.ch"}, absent: []string{"port", "path", "search"}},
		{name: "http empty path", rule: "url", input: "http://h/", top: "httpaddress", nodes: map[string]string{"path": ""}},
		{name: "http search without path", rule: "url", input: "http://h?x", top: "httpaddress",
			nodes: map[string]string{"search": "x"}, absent: []string{"path"}},
		{name: "http hostnumber", rule: "url", input: "http://128.141.77.75:8001/", top: "httpaddress",
			nodes: map[string]string{"hostnumber": "128.141.77.75", "port": "8001"}},
		// §Internet-protocol-parts: the port is the last ":" digits of the run.
		{name: "http colon in hostname", rule: "url", input: "http://a:b:80/", top: "httpaddress",
			nodes: map[string]string{"hostname": "a:b", "port": "80"}},
		{name: "http colon without port", rule: "url", input: "http://a:/", top: "httpaddress",
			nodes: map[string]string{"hostname": "a:"}, absent: []string{"port"}},
		// E11: no user part in http; "@" is safe, so it is in the hostname.
		{name: "http user is hostname (E11)", rule: "url", input: "http://fred@host/", top: "httpaddress",
			nodes: map[string]string{"hostname": "fred@host"}, absent: []string{"user"}},
		// §BNF-syntax fileaddress: "f t p : / / host / path".
		{name: "ftp", rule: "url", input: "ftp://xxx.yyy.edu/pub/doc/README", top: "fileaddress",
			nodes: map[string]string{"host": "xxx.yyy.edu", "path": "pub/doc/README"}},
		// E12: fileaddress has host, not hostport.
		{name: "ftp port is hostname (E12)", rule: "url", input: "ftp://host:21/x", top: "fileaddress",
			nodes: map[string]string{"hostname": "host:21"}, absent: []string{"port"}},
		// §BNF-syntax afsaddress.
		{name: "afs", rule: "url", input: "afs://cern.ch/usr/timbl", top: "afsaddress",
			nodes: map[string]string{"cellname": "cern.ch", "path": "usr/timbl"}},
		// §BNF-syntax newsaddress, groupart; §News.
		{name: "news group", rule: "url", input: "news:comp.infosystems.www", top: "newsaddress",
			nodes: map[string]string{"groupart": "comp.infosystems.www", "group": "comp.infosystems.www"}, absent: []string{"article"}},
		{name: "news all groups", rule: "url", input: "news:*", top: "newsaddress", nodes: map[string]string{"groupart": "*"},
			absent: []string{"group", "article"}},
		{name: "news article", rule: "url", input: "news:1234@cernvax.cern.ch", top: "newsaddress",
			nodes: map[string]string{"article": "1234@cernvax.cern.ch", "host": "cernvax.cern.ch"}, absent: []string{"group"}},
		// §News: "@" makes an article; it splits at the first "@" that leaves a host.
		{name: "news article two @", rule: "url", input: "news:a@b@c", top: "newsaddress",
			nodes: map[string]string{"article": "a@b@c", "host": "b@c"}},
		{name: "news article numeric host", rule: "url", input: "news:a@1.2.3.4", top: "newsaddress",
			nodes: map[string]string{"host": "1.2.3.4", "hostnumber": "1.2.3.4"}},
		{name: "news article after non-host", rule: "url", input: "news:x@1.2@b", top: "newsaddress",
			nodes: map[string]string{"article": "x@1.2@b", "host": "b"}},
		{name: "news group with @ and no host", rule: "url", input: "news:a@1.2", top: "newsaddress",
			nodes: map[string]string{"group": "a@1.2"}, absent: []string{"article"}},
		// §BNF-syntax waisindex, waisdoc.
		{name: "wais index", rule: "url", input: "wais://quake.think.com/directory-of-servers?weather", top: "waisindex",
			nodes: map[string]string{"hostport": "quake.think.com", "database": "directory-of-servers", "search": "weather"}},
		{name: "wais doc", rule: "url", input: "wais://quake.think.com:210/db/TEXT/2345/0x1a2b/x", top: "waisdoc",
			nodes: map[string]string{"port": "210", "database": "db", "wtype": "TEXT", "digits": "2345", "path": "0x1a2b/x"}},
		// §BNF-syntax prosperolink; §Prospero.
		{name: "prospero", rule: "url", input: "prospero://host:1525/dir/obj", top: "prosperolink",
			nodes: map[string]string{"port": "1525", "hsoname": "dir/obj"}, absent: []string{"version", "attributes"}},
		{name: "prospero version and attributes", rule: "url", input: "prospero://host/dir/obj%002abc", top: "prosperolink",
			nodes: map[string]string{"hsoname": "dir/obj", "version": "2", "attributes": "abc", "attribute": "abc"}},
		// E9: the prose form with an empty version is all hsoname.
		{name: "prospero empty version (E9)", rule: "url", input: "prospero://host/obj%00%00attr", top: "prosperolink",
			nodes: map[string]string{"hsoname": "obj%00%00attr"}, absent: []string{"version"}},
		{name: "prospero only the last %00 splits", rule: "url", input: "prospero://h/a%001%002", top: "prosperolink",
			nodes: map[string]string{"hsoname": "a%001", "version": "2"}},
		// §BNF-syntax telnetaddress; the user ends at the first "@" that leaves a hostport.
		{name: "telnet", rule: "url", input: "telnet://info.cern.ch", top: "telnetaddress",
			nodes: map[string]string{"host": "info.cern.ch"}, absent: []string{"user"}},
		{name: "telnet user", rule: "url", input: "telnet://guest@info.cern.ch:23", top: "telnetaddress",
			nodes: map[string]string{"user": "guest", "host": "info.cern.ch", "port": "23"}},
		{name: "telnet two @", rule: "url", input: "telnet://u@v@host", top: "telnetaddress",
			nodes: map[string]string{"user": "u", "host": "v@host"}},
		{name: "telnet user with @", rule: "url", input: "telnet://u@1@host:23", top: "telnetaddress",
			nodes: map[string]string{"user": "u@1", "host": "host", "port": "23"}},
		// §BNF-syntax gopheraddress; §Gopher.
		{name: "gopher", rule: "url", input: "gopher://gopher.micro.umn.edu/11/Information?x", top: "gopheraddress",
			nodes: map[string]string{"gtype": "1", "selector": "1/Information", "search": "x"}},
		// [ selector ] with selector = path = void: an empty selector is matched.
		{name: "gopher type only", rule: "url", input: "gopher://h/0", top: "gopheraddress",
			nodes: map[string]string{"gtype": "0", "selector": ""}},
		{name: "gopher no type", rule: "url", input: "gopher://h", top: "gopheraddress", absent: []string{"gtype"}},
		// §BNF-syntax generic; §Scheme: split at the first colon.
		{name: "generic", rule: "url", input: "x-whois:handle?a+b", top: "generic",
			nodes: map[string]string{"scheme": "x-whois", "path": "handle", "search": "a+b"}},
		{name: "generic colon in path", rule: "url", input: "a:b:c", top: "generic",
			nodes: map[string]string{"scheme": "a", "path": "b:c"}},
		// Case: the spelled-out scheme letters are lower case (header of the ABNF).
		{name: "upper-case HTTP is generic", rule: "url", input: "HTTP:x", top: "generic",
			nodes: map[string]string{"scheme": "HTTP"}},
		// E15-E17: partial forms.
		{name: "net partial", rule: "partial-address", input: "//info.cern.ch:80/a?b#c", top: "net-partial",
			nodes: map[string]string{"host": "info.cern.ch", "port": "80", "path": "a", "search": "b", "fragmentid": "c"}},
		{name: "relative partial", rule: "partial-address", input: "../x/y:z?q", top: "rel-partial",
			nodes: map[string]string{"nocolon-segment": "..", "path": "x/y:z", "search": "q"}},
		{name: "relative partial no slash", rule: "partial-address", input: "doc?q", top: "rel-partial",
			nodes: map[string]string{"nocolon-segment": "doc", "nocolon-search": "q"}},
		{name: "fragment only", rule: "partial-address", input: "#sec", top: "rel-partial",
			nodes: map[string]string{"fragmentid": "sec"}},
		{name: "empty partial", rule: "partial-address", input: "", top: "rel-partial"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := parse(t, tt.rule, tt.input)
			assert.Equal(t, tt.top, production(n))
			for rule, want := range tt.nodes {
				f := n.Find(rule)
				if assert.NotNil(t, f, "no %s node", rule) {
					assert.Equal(t, want, f.Text, rule)
				}
			}
			for _, rule := range tt.absent {
				assert.Nil(t, n.Find(rule), "unexpected %s node", rule)
			}
		})
	}
}

// TestInvalid: inputs outside the language, with the byte offset of the
// farthest failure.
func TestInvalid(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §BNF-syntax path: no empty segment ("a//b").
		{name: "path empty segment", rule: "url", input: "http://h/a//b", offset: 11},
		// Letter case: "H T T P" is no httpaddress, and a generic path cannot start with "/".
		{name: "upper-case HTTP://", rule: "url", input: "HTTP://info.cern.ch/", offset: 5},
		// E8: a defined scheme cannot escape into generic.
		{name: "http without //", rule: "url", input: "http:foo", offset: 0},
		// E12: a hostnumber has no port in fileaddress.
		{name: "ftp numeric host with port", rule: "url", input: "ftp://1.2.3.4:21/x", offset: 13},
		// §BNF-syntax groupart: not empty.
		{name: "news empty", rule: "url", input: "news:", offset: 5},
		// groupart: "1@2" is no article (2 is no host) and no group (starts with a digit).
		{name: "news digit article", rule: "url", input: "news:1@2", offset: 8},
		// waisindex: database is xalphas, not empty.
		{name: "wais no database", rule: "url", input: "wais://h/", offset: 9},
		// waisdoc: the length is digits.
		{name: "wais doc length", rule: "url", input: "wais://h/db/t/x/p", offset: 14},
		// prosperolink: "/" hsoname is required.
		{name: "prospero without path", rule: "url", input: "prospero://h", offset: 12},
		// telnetaddress ends with hostport.
		{name: "telnet trailing slash", rule: "url", input: "telnet://host/", offset: 13},
		// gopheraddress: "/" needs a gtype.
		{name: "gopher slash without type", rule: "url", input: "gopher://h/", offset: 11},
		// hostnumber: four groups of digits.
		{name: "three-part hostnumber", rule: "url", input: "http://1.2.3/", offset: 12},
		// hostname starts with an alpha.
		{name: "hostname starts with -", rule: "url", input: "http://-h/", offset: 7},
		// search: xalphas separated by single "+".
		{name: "search ++", rule: "url", input: "http://h/a?b++c", offset: 13},
		{name: "search trailing +", rule: "url", input: "wais://h/db?x+", offset: 14},
		// escape: "%" hex hex.
		{name: "bad escape", rule: "url", input: "http://h/a%2g", offset: 12},
		{name: "short escape", rule: "url", input: "prospero://h/x%0", offset: 16},
		// E10: fragmentid is not empty.
		{name: "empty fragment", rule: "fragmentaddress", input: "http://h/a#", offset: 11},
		{name: "second #", rule: "fragmentaddress", input: "http://h/a#b#c", offset: 12},
		// E6: punctuation and variant characters are in no reachable rule.
		{name: "punctuation <", rule: "url", input: "http://h/a b<c", offset: 12},
		{name: "variant {", rule: "url", input: "gopher://h/{", offset: 11},
		// cellname is a hostname, never a hostnumber.
		{name: "afs numeric cell", rule: "url", input: "afs://1.2.3.4/x", offset: 6},
		// E16: a colon before any slash is a full form.
		{name: "partial with colon", rule: "partial-address", input: "a:b", offset: 1},
		{name: "partial search with colon", rule: "partial-address", input: "?a:b", offset: 2},
		// fragmentaddress: the empty string is no URL.
		{name: "empty", rule: "fragmentaddress", input: "", offset: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.offset, failOffset(t, tt.rule, tt.input))
		})
	}
}
