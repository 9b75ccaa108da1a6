package rfc2396_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/rfc2396"
	"github.com/urispec/urispec/internal/asttest"
)

// example is a URI or URI reference printed in RFC 2396.
type example struct {
	section string // where the RFC prints it
	input   string
	// top is the rule under URI-reference: absoluteURI or relativeURI, ""
	// for the empty reference and a fragment alone.
	top string
	// form is the first child of top that is not the scheme: hier-part or
	// opaque-part for an absoluteURI; net-path, abs-path or rel-path for a
	// relativeURI.
	form string
}

// examples holds every URI and URI reference RFC 2396 prints that is a
// URI-reference, each once (the first section that prints it). The two that
// are not are in TestSpecExamplesInvalid.
var examples = []example{
	// §1.3 Example URI.
	{section: "§1.3", input: "ftp://ftp.is.co.za/rfc/rfc1808.txt", top: "absoluteURI", form: "hier-part"},
	{section: "§1.3", input: "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", top: "absoluteURI", form: "hier-part"},
	{section: "§1.3", input: "http://www.math.uio.no/faq/compression-faq/part1.html", top: "absoluteURI", form: "hier-part"},
	{section: "§1.3", input: "mailto:mduerst@ifi.unizh.ch", top: "absoluteURI", form: "opaque-part"},
	{section: "§1.3", input: "news:comp.infosystems.www.servers.unix", top: "absoluteURI", form: "opaque-part"},
	{section: "§1.3", input: "telnet://melvyl.ucop.edu/", top: "absoluteURI", form: "hier-part"},
	// §2.4.1, §2.4.2: escapes, as relative references.
	{section: "§2.4.1", input: "%20", top: "relativeURI", form: "rel-path"},
	{section: "§2.4.2", input: "%7e", top: "relativeURI", form: "rel-path"},
	{section: "§2.4.2", input: "~", top: "relativeURI", form: "rel-path"},
	{section: "§2.4.2", input: "%25", top: "relativeURI", form: "rel-path"},
	// §5: "this:that" "would be mistaken for a scheme name"; "./this:that" is the relative path.
	{section: "§5", input: "this:that", top: "absoluteURI", form: "opaque-part"},
	{section: "§5", input: "./this:that", top: "relativeURI", form: "rel-path"},
	// §6: "the URL <http://www.XEROX.com> is equivalent to <http://www.xerox.com>".
	{section: "§6", input: "http://www.XEROX.com", top: "absoluteURI", form: "hier-part"},
	{section: "§6", input: "http://www.xerox.com", top: "absoluteURI", form: "hier-part"},
	// Appendix B.
	{section: "§B", input: "http://www.ics.uci.edu/pub/ietf/uri/#Related", top: "absoluteURI", form: "hier-part"},
	// Appendix C: the base URI.
	{section: "§C", input: "http://a/b/c/d;p?q", top: "absoluteURI", form: "hier-part"},
	// Appendix C.1 Normal Examples: references ("?y" is in TestSpecExamplesInvalid).
	{section: "§C.1", input: "g:h", top: "absoluteURI", form: "opaque-part"},
	{section: "§C.1", input: "g", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "./g", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "g/", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "/g", top: "relativeURI", form: "abs-path"},
	{section: "§C.1", input: "//g", top: "relativeURI", form: "net-path"},
	{section: "§C.1", input: "g?y", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "#s", top: "", form: ""},
	{section: "§C.1", input: "g#s", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "g?y#s", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: ";x", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "g;x", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "g;x?y#s", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: ".", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "./", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "..", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "../", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "../g", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "../..", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "../../", top: "relativeURI", form: "rel-path"},
	{section: "§C.1", input: "../../g", top: "relativeURI", form: "rel-path"},
	// Appendix C.1: results.
	{section: "§C.1", input: "http://a/b/c/g", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g/", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/g", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://g", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/?y", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g?y", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g#s", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g?y#s", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/;x", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g;x", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/g;x?y#s", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/c/", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/b/g", top: "absoluteURI", form: "hier-part"},
	{section: "§C.1", input: "http://a/", top: "absoluteURI", form: "hier-part"},
	// Appendix C.2 Abnormal Examples: "<>" is the empty reference.
	{section: "§C.2", input: "", top: "", form: ""},
	{section: "§C.2", input: "../../../g", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "../../../../g", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "http://a/../g", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/../../g", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "/./g", top: "relativeURI", form: "abs-path"},
	{section: "§C.2", input: "/../g", top: "relativeURI", form: "abs-path"},
	{section: "§C.2", input: "g.", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: ".g", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "g..", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "..g", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "http://a/./g", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g.", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/.g", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g..", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/..g", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "./../g", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "./g/.", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "g/./h", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "g/../h", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "g;x=1/./y", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "g;x=1/../y", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "http://a/b/c/g/h", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/h", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g;x=1/y", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/y", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "g?y/./x", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "g?y/../x", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "g#s/./x", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "g#s/../x", top: "relativeURI", form: "rel-path"},
	{section: "§C.2", input: "http://a/b/c/g?y/./x", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g?y/../x", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g#s/./x", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http://a/b/c/g#s/../x", top: "absoluteURI", form: "hier-part"},
	{section: "§C.2", input: "http:g", top: "absoluteURI", form: "opaque-part"},
	// Appendix D.
	{section: "§D", input: "http://www.ics.uci.edu/Test/a/b/c", top: "absoluteURI", form: "hier-part"},
	{section: "§D", input: "../x", top: "relativeURI", form: "rel-path"},
	{section: "§D", input: "http://www.ics.uci.edu/Test/a/x", top: "absoluteURI", form: "hier-part"},
	// Appendix E.
	{section: "§E", input: "http://test.com/", top: "absoluteURI", form: "hier-part"},
	{section: "§E", input: "http://www.w3.org/Addressing/", top: "absoluteURI", form: "hier-part"},
	{section: "§E", input: "ftp://ds.internic.net/rfc/", top: "absoluteURI", form: "hier-part"},
	{section: "§E", input: "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", top: "absoluteURI", form: "hier-part"},
	// Appendix F: an abbreviated URL "has the same syntax as a relative URL path".
	{section: "§F", input: "www.w3.org/Addressing/", top: "relativeURI", form: "rel-path"},
	// Appendix G.2: "<foo:/bar> and <foo:bar>".
	{section: "§G.2", input: "foo:/bar", top: "absoluteURI", form: "hier-part"},
	{section: "§G.2", input: "foo:bar", top: "absoluteURI", form: "opaque-part"},
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

// suffixed is rule with the suffix of its RFC 2732 form ("" stays "").
func suffixed(rule string) string {
	switch rule {
	case "", "abs-path", "rel-path":
		return rule // shared by both grammars
	}
	return rule + "-2732"
}

func TestSpecExamples(t *testing.T) {
	seen := map[string]bool{}
	for _, tc := range examples {
		t.Run(tc.section+" "+tc.input, func(t *testing.T) {
			require.False(t, seen[tc.input], "listed twice")
			seen[tc.input] = true
			for _, suffix := range []string{"", "-2732"} {
				root, err := rfc2396.ParseRule("URI-reference"+suffix, []byte(tc.input))
				require.NoError(t, err)
				require.Equal(t, "URI-reference"+suffix, root.Rule)
				asttest.CheckSpans(t, tc.input, root)
				top, wantTop, wantForm := "", tc.top, tc.form
				if suffix != "" {
					wantTop, wantForm = suffixed(tc.top), suffixed(tc.form)
				}
				if len(root.Children) > 0 && root.Children[0].Rule != "fragment"+suffix {
					top = root.Children[0].Rule
					assert.Equal(t, wantForm, form(root.Children[0]))
				}
				assert.Equal(t, wantTop, top)

				// The same input under the other start rules (§3, §5): an
				// absolute reference without fragment is an absoluteURI, a
				// relative one without fragment a relativeURI.
				hasFragment := strings.Contains(tc.input, "#")
				_, absErr := rfc2396.ParseRule("absoluteURI"+suffix, []byte(tc.input))
				_, relErr := rfc2396.ParseRule("relativeURI"+suffix, []byte(tc.input))
				assert.Equal(t, tc.top == "absoluteURI" && !hasFragment, absErr == nil, "absoluteURI%s", suffix)
				assert.Equal(t, tc.top == "relativeURI" && !hasFragment, relErr == nil, "relativeURI%s", suffix)
			}
		})
	}
}

// TestSpecExamplesInvalid: the two references RFC 2396 prints that its
// grammar does not derive, with the offset where it stops.
func TestSpecExamplesInvalid(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		offset int
	}{
		// §C.1 "?y = http://a/b/c/?y": a relativeURI begins with a path (erratum E7).
		{name: "§C.1 query alone", input: "?y", offset: 0},
		// §E: "<ftp://ds.internic.\n net/rfc/>" broken across lines; "The
		// whitespace should be ignored when extracting the URI" (the URI is
		// in TestSpecExamples).
		{name: "§E whitespace", input: "ftp://ds.internic. net/rfc/", offset: 18},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rfc2396.ParseRule("URI-reference", []byte(tc.input))
			require.Error(t, err)
			off, _, ok := rfc2396.Failure(err)
			require.True(t, ok)
			assert.Equal(t, tc.offset, off)
		})
	}
}

// TestRFC2732Examples parses every URL RFC 2732 §2 prints and the address
// forms of RFC 2373 §2.2 in a host: valid under URI-reference-2732 with the
// host as its IPv6reference, invalid under RFC 2396's URI-reference at the
// "[" (§2.4.3: "[" and "]" are unwise).
func TestRFC2732Examples(t *testing.T) {
	tests := []struct {
		section string
		input   string
		address string // the IPv6address
	}{
		// RFC 2732 §2.
		{section: "RFC 2732 §2", input: "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html", address: "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210"},
		{section: "RFC 2732 §2", input: "http://[1080:0:0:0:8:800:200C:417A]/index.html", address: "1080:0:0:0:8:800:200C:417A"},
		{section: "RFC 2732 §2", input: "http://[3ffe:2a00:100:7031::1]", address: "3ffe:2a00:100:7031::1"},
		{section: "RFC 2732 §2", input: "http://[1080::8:800:200C:417A]/foo", address: "1080::8:800:200C:417A"},
		{section: "RFC 2732 §2", input: "http://[::192.9.5.5]/ipng", address: "::192.9.5.5"},
		{section: "RFC 2732 §2", input: "http://[::FFFF:129.144.52.38]:80/index.html", address: "::FFFF:129.144.52.38"},
		{section: "RFC 2732 §2", input: "http://[2010:836B:4179::836B:4179]", address: "2010:836B:4179::836B:4179"},
		// RFC 2373 §2.2, the three forms (as hosts).
		{section: "RFC 2373 §2.2", input: "//[FF01:0:0:0:0:0:0:101]", address: "FF01:0:0:0:0:0:0:101"},
		{section: "RFC 2373 §2.2", input: "//[0:0:0:0:0:0:0:1]", address: "0:0:0:0:0:0:0:1"},
		{section: "RFC 2373 §2.2", input: "//[FF01::101]", address: "FF01::101"},
		{section: "RFC 2373 §2.2", input: "//[::1]", address: "::1"},
		{section: "RFC 2373 §2.2", input: "//[::]", address: "::"},
		{section: "RFC 2373 §2.2", input: "//[0:0:0:0:0:0:13.1.68.3]", address: "0:0:0:0:0:0:13.1.68.3"},
		{section: "RFC 2373 §2.2", input: "//[0:0:0:0:0:FFFF:129.144.52.38]", address: "0:0:0:0:0:FFFF:129.144.52.38"},
		{section: "RFC 2373 §2.2", input: "//[::13.1.68.3]", address: "::13.1.68.3"},
	}
	for _, tc := range tests {
		t.Run(tc.section+" "+tc.input, func(t *testing.T) {
			root, err := rfc2396.ParseRule("URI-reference-2732", []byte(tc.input))
			require.NoError(t, err)
			asttest.CheckSpans(t, tc.input, root)
			host := root.Find("host-2732")
			require.NotNil(t, host)
			assert.Equal(t, "["+tc.address+"]", host.Text)
			require.NotNil(t, host.Find("IPv6address"))
			assert.Equal(t, tc.address, host.Find("IPv6address").Text)

			_, err = rfc2396.ParseRule("URI-reference", []byte(tc.input))
			require.Error(t, err)
			off, _, ok := rfc2396.Failure(err)
			require.True(t, ok)
			assert.Equal(t, strings.IndexByte(tc.input, '['), off)
		})
	}
}

// TestStartRules checks the start rules against the ;@start pragma.
func TestStartRules(t *testing.T) {
	assert.Equal(t, []string{"URI-reference", "absoluteURI", "relativeURI", "server",
		"URI-reference-2732", "absoluteURI-2732", "relativeURI-2732", "server-2732"}, rfc2396.StartRules)
	_, err := rfc2396.ParseRule("hostname", []byte("a"))
	require.Error(t, err)
	_, _, ok := rfc2396.Failure(err)
	assert.False(t, ok, "an unknown start rule is not a parse failure")
}

// TestParses checks the parse the RFC states where the grammar is
// ambiguous, and constructs the examples do not reach. Each entry of has is
// "rule=text": a node of that rule with that text is in the tree; hasNot
// lists rules that must not occur.
func TestParses(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		has    []string
		hasNot []string
	}{
		// §4.3: "the authority component wins" over a path beginning with "//".
		{name: "authority wins", rule: "relativeURI", input: "//g/h", has: []string{"net-path=//g/h", "authority=g", "abs-path=/h"}},
		// §3: hier_part needs a path, so "foo:?q" is an opaque_part.
		{name: "query after scheme is opaque", rule: "absoluteURI", input: "foo:?q", has: []string{"opaque-part=?q"}, hasNot: []string{"hier-part", "query"}},
		// §3.2: the authority of "file:///x" is an empty server.
		{name: "empty server", rule: "absoluteURI", input: "file:///x", has: []string{"authority=", "server=", "abs-path=/x"}, hasNot: []string{"host", "reg-name"}},
		{name: "empty authority alone", rule: "URI-reference", input: "//", has: []string{"authority=", "server="}, hasNot: []string{"abs-path"}},
		// §3.2.1: an authority that is not a server is a reg_name.
		{name: "two at-signs", rule: "relativeURI", input: "//a@b@c", has: []string{"reg-name=a@b@c"}, hasNot: []string{"server"}},
		{name: "non-digit port", rule: "absoluteURI", input: "s://u@h:-foo/p", has: []string{"reg-name=u@h:-foo", "abs-path=/p"}, hasNot: []string{"port"}},
		{name: "escape in authority", rule: "relativeURI", input: "//a%20b", has: []string{"reg-name=a%20b"}, hasNot: []string{"server"}},
		{name: "digit toplabel", rule: "relativeURI", input: "//7up", has: []string{"reg-name=7up"}, hasNot: []string{"hostname"}},
		{name: "three numbers", rule: "relativeURI", input: "//1.2.3", has: []string{"reg-name=1.2.3"}, hasNot: []string{"IPv4address"}},
		// §3.2.2: hostname = *( domainlabel "." ) toplabel [ "." ].
		{name: "trailing dot", rule: "relativeURI", input: "//a.b.com./", has: []string{"hostname=a.b.com."}},
		{name: "one label trailing dot", rule: "relativeURI", input: "//com.:8", has: []string{"hostname=com.", "port=8"}},
		{name: "digit domainlabel", rule: "relativeURI", input: "//7up.com", has: []string{"hostname=7up.com"}},
		{name: "IPv4 then name", rule: "relativeURI", input: "//1.2.3.4me.com", has: []string{"hostname=1.2.3.4me.com"}, hasNot: []string{"IPv4address"}},
		{name: "hyphens", rule: "relativeURI", input: "//a--b.c-d", has: []string{"hostname=a--b.c-d"}},
		// §3.2.2: IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit, no range.
		{name: "IPv4address", rule: "relativeURI", input: "//1.2.3.4:80", has: []string{"IPv4address=1.2.3.4", "port=80"}, hasNot: []string{"hostname"}},
		{name: "IPv4 over 255", rule: "relativeURI", input: "//1.2.3.300", has: []string{"IPv4address=1.2.3.300"}},
		{name: "IPv4 long pieces", rule: "relativeURI", input: "//0001.2.3.4444", has: []string{"IPv4address=0001.2.3.4444"}},
		{name: "empty port", rule: "relativeURI", input: "//h:/", has: []string{"host=h", "port="}},
		{name: "empty userinfo", rule: "relativeURI", input: "//@h", has: []string{"userinfo=", "host=h"}},
		{name: "userinfo with colon", rule: "relativeURI", input: "//u:p@h", has: []string{"userinfo=u:p", "host=h"}},
		// §3.3: segment = *pchar *( ";" param ).
		{name: "params", rule: "relativeURI", input: "/a;b;c/d", has: []string{"segment=a;b;c", "param=b", "param=c", "segment=d"}},
		// §3.4, §4.1: query and fragment are *uric.
		{name: "query and fragment", rule: "URI-reference", input: "a:/p?q/?:#f/?;", has: []string{"query=q/?:", "fragment=f/?;"}},
		// §3.1: scheme characters.
		{name: "scheme characters", rule: "absoluteURI", input: "a+b-c.d1:x", has: []string{"scheme=a+b-c.d1", "opaque-part=x"}},
		// §3.2.2 as a start rule.
		{name: "server", rule: "server", input: "u@h:1", has: []string{"userinfo=u", "host=h", "port=1"}},
		{name: "empty server", rule: "server", input: "", hasNot: []string{"hostport"}},
		// RFC 2732 §3: IPv6reference, IPv4address-2732, reserved-2732.
		{name: "2732 IPv6 with port", rule: "URI-reference-2732", input: "http://[::1]:80/", has: []string{"IPv6reference=[::1]", "port=80"}},
		{name: "2732 IPv4 three digits", rule: "relativeURI-2732", input: "//1.2.3.300", has: []string{"IPv4address-2732=1.2.3.300"}},
		{name: "2732 IPv4 four digits is a reg_name", rule: "relativeURI-2732", input: "//1.2.3.1000", has: []string{"reg-name=1.2.3.1000"}, hasNot: []string{"IPv4address-2732"}},
		{name: "2732 IPv4 tail over 255", rule: "relativeURI-2732", input: "//[::1.2.3.300]", has: []string{"IPv4address-2732=1.2.3.300"}},
		{name: "2732 brackets in query", rule: "URI-reference-2732", input: "/p?a[0]=1#[x]", has: []string{"query-2732=a[0]=1", "fragment-2732=[x]"}},
		{name: "2732 brackets in opaque", rule: "absoluteURI-2732", input: "foo:x[y]", has: []string{"opaque-part-2732=x[y]"}},
		{name: "2732 server", rule: "server-2732", input: "u@[1:2:3:4:5:6:7::]:1", has: []string{"IPv6address=1:2:3:4:5:6:7::", "port=1"}},
		{name: "2732 :: of one piece", rule: "server-2732", input: "[1:2:3:4::6:7:8]", has: []string{"IPv6address=1:2:3:4::6:7:8"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc2396.ParseRule(tc.rule, []byte(tc.input))
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

// TestInvalid checks inputs a start rule rejects and the byte offset of the
// failure.
func TestInvalid(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §2.4.3: space is excluded; the authority stops at it.
		{name: "space", rule: "URI-reference", input: "http://a b/", offset: 8},
		// §2.4.3: "<" and ">" are delims, "{" unwise, <"> a delim.
		{name: "angle brackets", rule: "URI-reference", input: "<http://a/>", offset: 0},
		{name: "brace", rule: "URI-reference", input: "foo:{bar", offset: 4},
		{name: "double quote", rule: "URI-reference", input: "a:\"b", offset: 2},
		// §2.4.3: "[" and "]" are unwise in RFC 2396, in every component.
		{name: "bracket in host", rule: "URI-reference", input: "http://[::1]/", offset: 7},
		{name: "bracket in query", rule: "URI-reference", input: "/p?a[0]", offset: 4},
		{name: "bracket in opaque", rule: "URI-reference", input: "foo:x[y]", offset: 5},
		// §2.3: "~" is unreserved but "^" is unwise.
		{name: "caret", rule: "URI-reference", input: "/a^b", offset: 2},
		// §2.4.1 escaped: two hex digits.
		{name: "bad escape", rule: "URI-reference", input: "foo%zz", offset: 4},
		{name: "short escape", rule: "URI-reference", input: "foo%1", offset: 5},
		// §3.1 scheme begins with alpha; §3 needs something after the ":" (erratum E8).
		{name: "scheme digit", rule: "absoluteURI", input: "1http:x", offset: 0},
		{name: "nothing after colon", rule: "URI-reference", input: "http:", offset: 5},
		{name: "colon alone", rule: "URI-reference", input: ":", offset: 0},
		// §3, §4: the fragment is not part of an absoluteURI.
		{name: "no fragment in absoluteURI", rule: "absoluteURI", input: "http:#f", offset: 5},
		// §4.1: fragment has no "#".
		{name: "second hash", rule: "URI-reference", input: "a:b#c#d", offset: 5},
		// §5 rel_segment has no ":"; relativeURI has no fragment.
		{name: "colon in first segment", rule: "relativeURI", input: "this:that", offset: 4},
		{name: "fragment in relativeURI", rule: "relativeURI", input: "g#s", offset: 1},
		// §3.2.2 server. userinfo admits ":" and every host and port
		// character, so a server fails where an "@" could still follow.
		{name: "server two at-signs", rule: "server", input: "a@b@c", offset: 3},
		{name: "server port", rule: "server", input: "h:-foo", offset: 6}, // a userinfo up to here
		{name: "server five numbers", rule: "server", input: "1.2.3.4.5", offset: 9},
		{name: "server three numbers", rule: "server", input: "1.2.3", offset: 5},
		{name: "server digit toplabel", rule: "server", input: "7up", offset: 3},
		// RFC 2732 §3 and RFC 2373 §2.2.
		{name: "2732 unclosed", rule: "URI-reference-2732", input: "http://[ff01:234/foo", offset: 16},
		{name: "2732 empty brackets", rule: "URI-reference-2732", input: "http://[]", offset: 8},
		{name: "2732 IPv4 alone", rule: "URI-reference-2732", input: "http://[129.33.44.55]", offset: 11},
		{name: "2732 nine pieces", rule: "URI-reference-2732", input: "http://[1:2:3:4:5:6:7:8:9]", offset: 23},
		{name: "2732 two pieces", rule: "URI-reference-2732", input: "http://[1:2]", offset: 11},
		{name: "2732 five hex digits", rule: "URI-reference-2732", input: "http://[fffff::1]", offset: 12},
		{name: "2732 two double colons", rule: "URI-reference-2732", input: "http://[ff::ee::8]", offset: 15},
		{name: "2732 eight pieces and ::", rule: "URI-reference-2732", input: "http://[1:2:3:4::5:6:7:8]", offset: 22},
		{name: "2732 zone", rule: "URI-reference-2732", input: "http://[::1%1]", offset: 11},
		{name: "2732 IPv4 four digits in IPv6", rule: "URI-reference-2732", input: "http://[::1.2.3.1000]", offset: 19},
		{name: "2732 bracket in path", rule: "URI-reference-2732", input: "http://h/[x]", offset: 9},
		{name: "2732 bracket in reg_name", rule: "URI-reference-2732", input: "//a[b]", offset: 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rfc2396.ParseRule(tc.rule, []byte(tc.input))
			require.Error(t, err)
			off, expected, ok := rfc2396.Failure(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, tc.offset, off, "expected %v", expected)
			assert.NotEmpty(t, expected)
		})
	}
}
