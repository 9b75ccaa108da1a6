package rfc2396bis01_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/rfc2396bis01"
	"github.com/urispec/urispec/internal/asttest"
)

// example is a URI or URI reference printed in the draft.
type example struct {
	section string // where the draft prints it
	input   string
	// top is the rule under URI-reference: absolute-URI or relative-URI.
	top string
	// form is the first child of top that is not the scheme: hier-part or
	// opaque-part for an absolute-URI; net-path, abs-path, rel-path or query
	// for a relative-URI; "" for an empty relative-URI.
	form string
	// erratum names the erratum of rfc2396bis-01.abnf under which the example
	// was reconstructed (the extracted text lost it); "" when it is printed.
	erratum string
}

// examples holds every URI and URI reference the draft prints, each once
// (the first section that prints it).
var examples = []example{
	// Status of this Memo.
	{section: "Status of this Memo", input: "http://www.ietf.org/ietf/1id-abstracts.txt", top: "absolute-URI", form: "hier-part"},
	{section: "Status of this Memo", input: "http://www.ietf.org/shadow.html", top: "absolute-URI", form: "hier-part"},
	// §1.3 Example URIs.
	{section: "§1.3", input: "ftp://ftp.is.co.za/rfc/rfc1808.txt", top: "absolute-URI", form: "hier-part"},
	{section: "§1.3", input: "gopher://gopher.tc.umn.edu:70/11/Mailing%20Lists/", top: "absolute-URI", form: "hier-part"},
	{section: "§1.3", input: "http://www.ietf.org/rfc/rfc2396.txt", top: "absolute-URI", form: "hier-part"},
	{section: "§1.3", input: "mailto:John.Doe@example.com", top: "absolute-URI", form: "opaque-part"},
	{section: "§1.3", input: "news:comp.infosystems.www.servers.unix", top: "absolute-URI", form: "opaque-part"},
	{section: "§1.3", input: "telnet://melvyl.ucop.edu/", top: "absolute-URI", form: "hier-part"},
	// §2.4.1, §2.4.2: escapes, as relative references.
	{section: "§2.4.1", input: "%20", top: "relative-URI", form: "rel-path"},
	{section: "§2.4.2", input: "%7e", top: "relative-URI", form: "rel-path"},
	{section: "§2.4.2", input: "~", top: "relative-URI", form: "rel-path"},
	{section: "§2.4.2", input: "%25", top: "relative-URI", form: "rel-path"},
	// §5: "this:that" "would be mistaken for a scheme name"; "./this:that" is the relative path.
	{section: "§5", input: "this:that", top: "absolute-URI", form: "opaque-part"},
	{section: "§5", input: "./this:that", top: "relative-URI", form: "rel-path"},
	// §6.2.2 Syntax-based Normalization.
	{section: "§6.2.2", input: "example://a/b/c/%7A", top: "absolute-URI", form: "hier-part"},
	{section: "§6.2.2", input: "eXAMPLE://a/./b/../b/c/%7a", top: "absolute-URI", form: "hier-part"},
	// §6.2.2.1 Case Normalization (lost in extraction, E21).
	{section: "§6.2.2.1", input: "HTTP://www.EXAMPLE.com/", top: "absolute-URI", form: "hier-part", erratum: "E21"},
	{section: "§6.2.2.1", input: "http://www.example.com/", top: "absolute-URI", form: "hier-part", erratum: "E21"},
	// §6.2.2.2 Escape Normalization.
	{section: "§6.2.2.2", input: "%3a", top: "relative-URI", form: "rel-path"},
	{section: "§6.2.2.2", input: "%3A", top: "relative-URI", form: "rel-path"},
	// §6.2.3 Scheme-based Normalization.
	{section: "§6.2.3", input: "http://example.com/", top: "absolute-URI", form: "hier-part"},
	{section: "§6.2.3", input: "http://example.com:80/", top: "absolute-URI", form: "hier-part"},
	// §6.2.4 Protocol-based Normalization.
	{section: "§6.2.4", input: "http://example.com/data", top: "absolute-URI", form: "hier-part"},
	{section: "§6.2.4", input: "http://example.com/data/", top: "absolute-URI", form: "hier-part"},
	// §7.5 Semantic Attacks.
	{section: "§7.5", input: "http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm", top: "absolute-URI", form: "hier-part"},
	// Authors' Addresses.
	{section: "Authors' Addresses", input: "http://www.w3.org/People/Berners-Lee/", top: "absolute-URI", form: "hier-part"},
	{section: "Authors' Addresses", input: "http://www.apache.org/~fielding/", top: "absolute-URI", form: "hier-part"},
	{section: "Authors' Addresses", input: "http://larry.masinter.net/", top: "absolute-URI", form: "hier-part"},
	// Appendix B.
	{section: "§B", input: "http://www.ics.uci.edu/pub/ietf/uri/#Related", top: "absolute-URI", form: "hier-part"},
	// Appendix C: the base URI.
	{section: "§C", input: "http://a/b/c/d;p?q", top: "absolute-URI", form: "hier-part"},
	// Appendix C.1 Normal Examples: references.
	{section: "§C.1", input: "g:h", top: "absolute-URI", form: "opaque-part"},
	{section: "§C.1", input: "g", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "./g", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "g/", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "/g", top: "relative-URI", form: "abs-path"},
	{section: "§C.1", input: "//g", top: "relative-URI", form: "net-path"},
	{section: "§C.1", input: "?y", top: "relative-URI", form: "query"},
	{section: "§C.1", input: "g?y", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "#s", top: "relative-URI", form: ""},
	{section: "§C.1", input: "g#s", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "g?y#s", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: ";x", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "g;x", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "g;x?y#s", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: ".", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "./", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "..", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "../", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "../g", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "../..", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "../../", top: "relative-URI", form: "rel-path"},
	{section: "§C.1", input: "../../g", top: "relative-URI", form: "rel-path"},
	// Appendix C.1: results.
	{section: "§C.1", input: "http://a/b/c/g", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g/", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/g", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://g", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/d;p?y", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g?y", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g#s", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g?y#s", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/;x", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g;x", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g;x?y#s", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/g", top: "absolute-URI", form: "hier-part"},
	{section: "§C.1", input: "http://a/", top: "absolute-URI", form: "hier-part"},
	// Appendix C.2 Abnormal Examples: "<>" is the empty reference.
	{section: "§C.2", input: "", top: "relative-URI", form: ""},
	{section: "§C.2", input: "../../../g", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "../../../../g", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "http://a/../g", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/../../g", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "/./g", top: "relative-URI", form: "abs-path"},
	{section: "§C.2", input: "/../g", top: "relative-URI", form: "abs-path"},
	{section: "§C.2", input: "g.", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: ".g", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "g..", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "..g", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "http://a/./g", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g.", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/.g", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g..", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/..g", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "./../g", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "./g/.", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "g/./h", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "g/../h", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "g;x=1/./y", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "g;x=1/../y", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "http://a/b/c/g/h", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/h", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g;x=1/y", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/y", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "g?y/./x", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "g?y/../x", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "g#s/./x", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "g#s/../x", top: "relative-URI", form: "rel-path"},
	{section: "§C.2", input: "http://a/b/c/g?y/./x", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g?y/../x", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g#s/./x", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g#s/../x", top: "absolute-URI", form: "hier-part"},
	{section: "§C.2", input: "http:g", top: "absolute-URI", form: "opaque-part"},
	// Appendix D: "../x" survived; base and result were lost (E23).
	{section: "§D", input: "../x", top: "relative-URI", form: "rel-path"},
	{section: "§D", input: "http://www.ics.uci.edu/Test/a/b/c", top: "absolute-URI", form: "hier-part", erratum: "E23"},
	{section: "§D", input: "http://www.ics.uci.edu/Test/a/x", top: "absolute-URI", form: "hier-part", erratum: "E23"},
	// Appendix E (http://example.com/ is listed under §6.2.3).
	{section: "§E", input: "http://www.w3.org/Addressing/", top: "absolute-URI", form: "hier-part"},
	{section: "§E", input: "ftp://ds.internic.net/rfc/", top: "absolute-URI", form: "hier-part"},
	{section: "§E", input: "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", top: "absolute-URI", form: "hier-part"},
	// Appendix F: an abbreviated URI "has the same syntax as a relative URI path".
	{section: "§F", input: "www.w3.org/Addressing/", top: "relative-URI", form: "rel-path"},
	// Appendix G.2: "nothing after the "scheme:"".
	{section: "§G.2", input: "DAV:", top: "absolute-URI", form: "hier-part"},
	{section: "§G.2", input: "about:", top: "absolute-URI", form: "hier-part"},
}

// form returns the first child of n that is not the scheme, or "".
func form(n *ast.Node) string {
	for _, c := range n.Children {
		if c.Rule != "scheme" {
			return c.Rule
		}
	}
	return ""
}

func TestSpecExamples(t *testing.T) {
	seen := map[string]bool{}
	for _, tc := range examples {
		t.Run(tc.section+" "+tc.input, func(t *testing.T) {
			require.False(t, seen[tc.input], "listed twice")
			seen[tc.input] = true
			root, err := rfc2396bis01.ParseRule("URI-reference", []byte(tc.input))
			require.NoError(t, err, "erratum %q", tc.erratum)
			require.Equal(t, "URI-reference", root.Rule)
			require.NotEmpty(t, root.Children)
			top := root.Children[0]
			assert.Equal(t, tc.top, top.Rule)
			assert.Equal(t, tc.form, form(top))
			asttest.CheckSpans(t, tc.input, root)

			// The same input under the other start rules (§3, §4, §5): an
			// absolute reference is an absolute-URI-reference, and an
			// absolute-URI when it has no fragment; a relative one is a
			// relative-URI when it has no fragment, and never absolute.
			hasFragment := root.Find("fragment") != nil
			_, absErr := rfc2396bis01.ParseRule("absolute-URI", []byte(tc.input))
			_, absRefErr := rfc2396bis01.ParseRule("absolute-URI-reference", []byte(tc.input))
			_, relErr := rfc2396bis01.ParseRule("relative-URI", []byte(tc.input))
			if tc.top == "absolute-URI" {
				assert.NoError(t, absRefErr)
				assert.Equal(t, !hasFragment, absErr == nil)
				assert.Error(t, relErr)
			} else {
				assert.Error(t, absRefErr)
				assert.Error(t, absErr)
				assert.Equal(t, !hasFragment, relErr == nil)
			}
		})
	}
}

// TestStartRules checks the start rules against the ;@start pragma.
func TestStartRules(t *testing.T) {
	assert.Equal(t, []string{"URI-reference", "absolute-URI", "relative-URI", "absolute-URI-reference"}, rfc2396bis01.StartRules)
	_, err := rfc2396bis01.ParseRule("hostname", []byte("a"))
	require.Error(t, err)
	_, _, ok := rfc2396bis01.Failure(err)
	assert.False(t, ok, "an unknown start rule is not a parse failure")
}

// TestParses checks the parse the draft states where the grammar is
// ambiguous, and constructs of rules the examples do not reach. Each entry
// of has is "rule=text": a node of that rule with that text is in the tree;
// hasNot lists rules that must not occur.
func TestParses(t *testing.T) {
	long63 := strings.Repeat("a", 63)
	long64 := strings.Repeat("a", 64)
	tests := []struct {
		name   string
		rule   string
		input  string
		has    []string
		hasNot []string
	}{
		// §4.3, Appendix B: an empty hier-part with a query, not an opaque-part.
		{name: "empty hier-part with query", rule: "URI-reference", input: "foo:?q", has: []string{"hier-part=?q", "query=q"}, hasNot: []string{"opaque-part"}},
		// §3: "[" is allowed only in the opaque part, so this is the one parse.
		{name: "opaque-part only", rule: "absolute-URI", input: "foo:?[", has: []string{"opaque-part=?["}, hasNot: []string{"hier-part"}},
		// §4.3: "the authority component wins" over a path beginning with "//".
		{name: "authority wins", rule: "relative-URI", input: "//g/h", has: []string{"net-path=//g/h", "authority=g", "abs-path=/h"}},
		// §3.2: the authority of "file:///x" is an empty server.
		{name: "empty server", rule: "absolute-URI", input: "file:///x", has: []string{"authority=", "server=", "abs-path=/x"}, hasNot: []string{"host", "reg-name"}},
		// §7.5: the authority is "actually '10.0.0.1'".
		{name: "semantic attack", rule: "absolute-URI", input: "http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm",
			has: []string{"userinfo=www.example.com&story=breaking_news", "host=10.0.0.1", "IPv4address=10.0.0.1"}},
		// §3.2.1: an authority that is not a server is a reg-name.
		{name: "two at-signs", rule: "relative-URI", input: "//a@b@c", has: []string{"reg-name=a@b@c"}, hasNot: []string{"server"}},
		{name: "non-digit port", rule: "absolute-URI", input: "http://a:80x/", has: []string{"reg-name=a:80x"}, hasNot: []string{"port"}},
		{name: "one-label trailing dot", rule: "relative-URI", input: "//com./", has: []string{"reg-name=com."}, hasNot: []string{"hostname"}},
		{name: "label of 64", rule: "relative-URI", input: "//" + long64 + ".com/", has: []string{"reg-name=" + long64 + ".com"}, hasNot: []string{"hostname"}},
		// §3.2.2: hostname, IPv4address, port.
		{name: "label of 63", rule: "relative-URI", input: "//" + long63 + ".com/", has: []string{"hostname=" + long63 + ".com"}},
		{name: "trailing dot", rule: "relative-URI", input: "//a.b.com./", has: []string{"hostname=a.b.com."}},
		{name: "digit last label", rule: "relative-URI", input: "//a.1", has: []string{"hostname=a.1"}},
		{name: "hyphens", rule: "relative-URI", input: "//a--b.c-d", has: []string{"hostname=a--b.c-d"}},
		{name: "IPv4address", rule: "relative-URI", input: "//1.2.3.4:80", has: []string{"IPv4address=1.2.3.4", "port=80"}, hasNot: []string{"hostname"}},
		{name: "IPv4 prefix of hostname", rule: "relative-URI", input: "//1.2.3.4.5", has: []string{"hostname=1.2.3.4.5"}, hasNot: []string{"IPv4address"}},
		{name: "octet over 255", rule: "relative-URI", input: "//1.2.3.256", has: []string{"hostname=1.2.3.256"}, hasNot: []string{"IPv4address"}},
		{name: "octets 250-255, 200-249, 100-199", rule: "relative-URI", input: "//255.249.199.0", has: []string{"IPv4address=255.249.199.0"}},
		{name: "empty port", rule: "relative-URI", input: "//h:/", has: []string{"host=h", "port="}},
		{name: "empty userinfo", rule: "relative-URI", input: "//@h", has: []string{"userinfo=", "host=h"}},
		// §3.2.2 IPv6reference: each form of IPv6address.
		{name: "IPv6 8 pieces", rule: "relative-URI", input: "//[1:2:3:4:5:6:7:8]", has: []string{"IPv6address=1:2:3:4:5:6:7:8"}},
		{name: "IPv6 6 pieces and IPv4", rule: "relative-URI", input: "//[1:2:3:4:5:6:1.2.3.4]", has: []string{"IPv4address=1.2.3.4"}},
		{name: "IPv6 ::", rule: "relative-URI", input: "//[::]", has: []string{"IPv6reference=[::]"}},
		{name: "IPv6 ::1", rule: "relative-URI", input: "//[::1]:80/", has: []string{"IPv6address=::1", "port=80"}},
		{name: "IPv6 1::", rule: "relative-URI", input: "//[1::]", has: []string{"IPv6address=1::"}},
		{name: "IPv6 7 before ::", rule: "relative-URI", input: "//[1:2:3:4:5:6:7::]", has: []string{"IPv6address=1:2:3:4:5:6:7::"}},
		{name: "IPv6 :: then 7", rule: "relative-URI", input: "//[::2:3:4:5:6:7:8]", has: []string{"IPv6address=::2:3:4:5:6:7:8"}},
		{name: "IPv6 middle ::", rule: "relative-URI", input: "//[1:2::7:8]", has: []string{"IPv6address=1:2::7:8"}},
		{name: "IPv6 mapped IPv4", rule: "relative-URI", input: "//[::ffff:192.0.2.1]", has: []string{"IPv4address=192.0.2.1"}},
		{name: "IPv6 upper case", rule: "relative-URI", input: "//[FEDC:BA98::3210]", has: []string{"IPv6address=FEDC:BA98::3210"}},
		// §3, §4: fragment and query may contain "/" and "?".
		{name: "query and fragment", rule: "URI-reference", input: "a:/p?q/?#f/?", has: []string{"query=q/?", "fragment=f/?"}},
		// §3.1: scheme characters.
		{name: "scheme characters", rule: "absolute-URI", input: "a+b-c.d1:x", has: []string{"scheme=a+b-c.d1", "opaque-part=x"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc2396bis01.ParseRule(tc.rule, []byte(tc.input))
			require.NoError(t, err)
			asttest.CheckSpans(t, tc.input, root)
			for _, h := range tc.has {
				rule, text, _ := strings.Cut(h, "=")
				found := false
				for _, n := range root.FindAll(rule) {
					found = found || n.Text == text
				}
				assert.True(t, found, "no %s node with text %q", rule, text)
			}
			for _, r := range tc.hasNot {
				assert.Nil(t, root.Find(r), "unexpected %s", r)
			}
		})
	}
}

// TestInvalid checks inputs that no start rule accepts and the byte offset
// of the failure.
func TestInvalid(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §2.4.3: space is excluded; the authority stops at it.
		{name: "space", rule: "URI-reference", input: "http://a b/", offset: 8},
		// §2.4.3: "<" and ">" are delims.
		{name: "angle brackets", rule: "URI-reference", input: "<http://a/>", offset: 0},
		// §2.4.3: unwise characters.
		{name: "brace", rule: "URI-reference", input: "{x}", offset: 0},
		{name: "backslash", rule: "URI-reference", input: "a:/b\\c", offset: 4},
		// §2.4.3: DQUOTE.
		{name: "double quote", rule: "URI-reference", input: "a:\"b", offset: 2},
		// §2.4.1 escaped: two hex digits.
		{name: "bad escape", rule: "URI-reference", input: "%zz", offset: 1},
		{name: "short escape", rule: "URI-reference", input: "http://a/%4", offset: 11},
		// §3.1 scheme starts with ALPHA.
		{name: "scheme digit", rule: "absolute-URI", input: "1http:x", offset: 0},
		// §3 absolute-URI needs ":".
		{name: "no colon", rule: "absolute-URI", input: "http", offset: 4},
		{name: "no scheme", rule: "absolute-URI-reference", input: "g", offset: 1},
		// §3, §4: no fragment in an absolute-URI.
		{name: "fragment in absolute-URI", rule: "absolute-URI", input: "http:#f", offset: 5},
		// §3: opaque-part cannot start with "/"; "[" is not in pchar.
		{name: "bracket in path", rule: "URI-reference", input: "foo:/[", offset: 5},
		{name: "bracket in segment", rule: "URI-reference", input: "http://a/b[c]", offset: 10},
		// §4.1: fragment has no "#" or "[".
		{name: "second hash", rule: "URI-reference", input: "a:b#c#d", offset: 5},
		{name: "bracket in fragment", rule: "URI-reference", input: "http://a/b#c[", offset: 12},
		// §3.4: "[" is not in a query.
		{name: "bracket in query", rule: "URI-reference", input: "?q#f?[", offset: 5},
		// §5 rel-segment has no ":"; relative-URI has no fragment.
		{name: "colon in first segment", rule: "relative-URI", input: "this:that", offset: 4},
		{name: "scheme in relative-URI", rule: "relative-URI", input: "http:g", offset: 4},
		{name: "fragment in relative-URI", rule: "relative-URI", input: "g#s", offset: 1},
		// §3.2.2 IPv6reference.
		{name: "unclosed IPv6", rule: "URI-reference", input: "http://[::1/x", offset: 11},
		{name: "unclosed IPv6 after userinfo", rule: "URI-reference", input: "http://u@[::1", offset: 13},
		{name: "nine pieces", rule: "URI-reference", input: "//[1:2:3:4:5:6:7:8:9]", offset: 18},
		{name: "five hex digits", rule: "URI-reference", input: "//[12345::]/", offset: 7},
		{name: "two double colons", rule: "URI-reference", input: "//[1::2::3]", offset: 8},
		{name: "IPv4 alone in brackets", rule: "URI-reference", input: "//[1.2.3.4]/", offset: 4},
		{name: "IPv4 octet over 255 in IPv6", rule: "URI-reference", input: "//[::1.2.3.256]/", offset: 13},
		{name: "IPvFuture", rule: "URI-reference", input: "//[v1.x]/", offset: 3},
		{name: "text after IPv6reference", rule: "URI-reference", input: "//[::1]x", offset: 7},
		// §3.2.2 port = *DIGIT, and reg-name has no "[".
		{name: "bad port after IPv6", rule: "URI-reference", input: "http://[::1]:8a/", offset: 14},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rfc2396bis01.ParseRule(tc.rule, []byte(tc.input))
			require.Error(t, err)
			off, expected, ok := rfc2396bis01.Failure(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, tc.offset, off, "expected %v", expected)
			assert.NotEmpty(t, expected)
		})
	}
}
