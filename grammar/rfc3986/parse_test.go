package rfc3986_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/rfc3986"
	"github.com/urispec/urispec/internal/asttest"
)

// example is a URI or URI reference printed in RFC 3986.
type example struct {
	section string // where the RFC prints it
	input   string
	// top is the rule under URI-reference: URI or relative-ref.
	top string
	// path is the rule of the path component, the child of hier-part or
	// relative-part that is not "//" authority: path-abempty (after an
	// authority), path-absolute, path-rootless, path-noscheme or path-empty.
	path string
	// note says how the example was read when the RFC prints it with line
	// breaks inside it (Appendix C: "The whitespace should be ignored when
	// the URI is extracted"); "" when it is printed on one line.
	note string
}

// examples holds every URI and URI reference RFC 3986 prints, each once (the
// first section that prints it), and the paths of the §5.2.4 examples.
var examples = []example{
	// §1.1: "http://localhost/", "file:///etc/hosts".
	{section: "§1.1", input: "http://localhost/", top: "URI", path: "path-abempty"},
	{section: "§1.1", input: "file:///etc/hosts", top: "URI", path: "path-abempty"},
	// §1.1.2 Examples.
	{section: "§1.1.2", input: "ftp://ftp.is.co.za/rfc/rfc1808.txt", top: "URI", path: "path-abempty"},
	{section: "§1.1.2", input: "http://www.ietf.org/rfc/rfc2396.txt", top: "URI", path: "path-abempty"},
	{section: "§1.1.2", input: "ldap://[2001:db8::7]/c=GB?objectClass?one", top: "URI", path: "path-abempty"},
	{section: "§1.1.2", input: "mailto:John.Doe@example.com", top: "URI", path: "path-rootless"},
	{section: "§1.1.2", input: "news:comp.infosystems.www.servers.unix", top: "URI", path: "path-rootless"},
	{section: "§1.1.2", input: "tel:+1-816-555-1212", top: "URI", path: "path-rootless"},
	{section: "§1.1.2", input: "telnet://192.0.2.16:80/", top: "URI", path: "path-abempty"},
	{section: "§1.1.2", input: "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", top: "URI", path: "path-rootless"},
	// §1.2.3: "the URIs "scheme:." and "scheme:.."".
	{section: "§1.2.3", input: "scheme:.", top: "URI", path: "path-rootless"},
	{section: "§1.2.3", input: "scheme:..", top: "URI", path: "path-rootless"},
	// §2.1, §2.4, §2.5: percent-encodings and data, as relative references.
	{section: "§2.1", input: "%20", top: "relative-ref", path: "path-noscheme"},
	{section: "§2.4", input: "%7E", top: "relative-ref", path: "path-noscheme"},
	{section: "§2.4", input: "~", top: "relative-ref", path: "path-noscheme"},
	{section: "§2.4", input: "%25", top: "relative-ref", path: "path-noscheme"},
	{section: "§2.5", input: "Laguna%20Beach", top: "relative-ref", path: "path-noscheme"},
	{section: "§2.5", input: "%D3%81%87%A4%95%81@%C2%85%81%83%88", top: "relative-ref", path: "path-noscheme"},
	{section: "§2.5", input: "A", top: "relative-ref", path: "path-noscheme"},
	{section: "§2.5", input: "%C3%80", top: "relative-ref", path: "path-noscheme"},
	{section: "§2.5", input: "%E3%82%A2", top: "relative-ref", path: "path-noscheme"},
	// §3: the two example URIs and their component parts.
	{section: "§3", input: "foo://example.com:8042/over/there?name=ferret#nose", top: "URI", path: "path-abempty"},
	{section: "§3", input: "urn:example:animal:ferret:nose", top: "URI", path: "path-rootless"},
	// §3.3.
	{section: "§3.3", input: "mailto:fred@example.com", top: "URI", path: "path-rootless"},
	{section: "§3.3", input: "foo://info.example.com?fred", top: "URI", path: "path-abempty"},
	{section: "§3.3", input: "name;v=1.1", top: "relative-ref", path: "path-noscheme"},
	{section: "§3.3", input: "name,1.1", top: "relative-ref", path: "path-noscheme"},
	// §4.2: "this:that" "would be mistaken for a scheme name"; "./this:that" is the relative-path reference.
	{section: "§4.2", input: "this:that", top: "URI", path: "path-rootless"},
	{section: "§4.2", input: "./this:that", top: "relative-ref", path: "path-noscheme"},
	// §4.5 Suffix Reference.
	{section: "§4.5", input: "www.w3.org/Addressing/", top: "relative-ref", path: "path-noscheme"},
	// §5.2.4: the two merged paths of the examples.
	{section: "§5.2.4", input: "/a/b/c/./../../g", top: "relative-ref", path: "path-absolute"},
	{section: "§5.2.4", input: "mid/content=5/../6", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.2.4", input: "/a/g", top: "relative-ref", path: "path-absolute"},
	{section: "§5.2.4", input: "mid/6", top: "relative-ref", path: "path-noscheme"},
	// §5.4: the base URI.
	{section: "§5.4", input: "http://a/b/c/d;p?q", top: "URI", path: "path-abempty"},
	// §5.4.1 Normal Examples: references.
	{section: "§5.4.1", input: "g:h", top: "URI", path: "path-rootless"},
	{section: "§5.4.1", input: "g", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "./g", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "g/", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "/g", top: "relative-ref", path: "path-absolute"},
	{section: "§5.4.1", input: "//g", top: "relative-ref", path: "path-abempty"},
	{section: "§5.4.1", input: "?y", top: "relative-ref", path: "path-empty"},
	{section: "§5.4.1", input: "g?y", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "#s", top: "relative-ref", path: "path-empty"},
	{section: "§5.4.1", input: "g#s", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "g?y#s", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: ";x", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "g;x", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "g;x?y#s", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "", top: "relative-ref", path: "path-empty"},
	{section: "§5.4.1", input: ".", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "./", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "..", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "../", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "../g", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "../..", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "../../", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.1", input: "../../g", top: "relative-ref", path: "path-noscheme"},
	// §5.4.1: targets.
	{section: "§5.4.1", input: "http://a/b/c/g", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/g/", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/g", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://g", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/d;p?y", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/g?y", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/d;p?q#s", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/g#s", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/g?y#s", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/;x", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/g;x", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/g;x?y#s", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/c/", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/b/g", top: "URI", path: "path-abempty"},
	{section: "§5.4.1", input: "http://a/", top: "URI", path: "path-abempty"},
	// §5.4.2 Abnormal Examples: references.
	{section: "§5.4.2", input: "../../../g", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "../../../../g", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "/./g", top: "relative-ref", path: "path-absolute"},
	{section: "§5.4.2", input: "/../g", top: "relative-ref", path: "path-absolute"},
	{section: "§5.4.2", input: "g.", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: ".g", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "g..", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "..g", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "./../g", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "./g/.", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "g/./h", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "g/../h", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "g;x=1/./y", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "g;x=1/../y", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "g?y/./x", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "g?y/../x", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "g#s/./x", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "g#s/../x", top: "relative-ref", path: "path-noscheme"},
	{section: "§5.4.2", input: "http:g", top: "URI", path: "path-rootless"},
	// §5.4.2: targets not printed before.
	{section: "§5.4.2", input: "http://a/b/c/g.", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/.g", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/g..", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/..g", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/g/h", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/h", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/g;x=1/y", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/y", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/g?y/./x", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/g?y/../x", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/g#s/./x", top: "URI", path: "path-abempty"},
	{section: "§5.4.2", input: "http://a/b/c/g#s/../x", top: "URI", path: "path-abempty"},
	// §6.2.2 Syntax-Based Normalization.
	{section: "§6.2.2", input: "example://a/b/c/%7Bfoo%7D", top: "URI", path: "path-abempty"},
	{section: "§6.2.2", input: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", top: "URI", path: "path-abempty"},
	// §6.2.2.1 Case Normalization.
	{section: "§6.2.2.1", input: "%3a", top: "relative-ref", path: "path-noscheme"},
	{section: "§6.2.2.1", input: "%3A", top: "relative-ref", path: "path-noscheme"},
	{section: "§6.2.2.1", input: "HTTP://www.EXAMPLE.com/", top: "URI", path: "path-abempty"},
	{section: "§6.2.2.1", input: "http://www.example.com/", top: "URI", path: "path-abempty"},
	// §6.2.3 Scheme-Based Normalization.
	{section: "§6.2.3", input: "http://example.com", top: "URI", path: "path-abempty"},
	{section: "§6.2.3", input: "http://example.com/", top: "URI", path: "path-abempty"},
	{section: "§6.2.3", input: "http://example.com:/", top: "URI", path: "path-abempty"},
	{section: "§6.2.3", input: "http://example.com:80/", top: "URI", path: "path-abempty"},
	{section: "§6.2.3", input: "http://example.com/?", top: "URI", path: "path-abempty"},
	{section: "§6.2.3", input: "mailto:Joe@Example.COM", top: "URI", path: "path-rootless"},
	{section: "§6.2.3", input: "mailto:Joe@example.com", top: "URI", path: "path-rootless"},
	// §6.2.4 Protocol-Based Normalization.
	{section: "§6.2.4", input: "http://example.com/data", top: "URI", path: "path-abempty"},
	{section: "§6.2.4", input: "http://example.com/data/", top: "URI", path: "path-abempty"},
	// §7.6 Semantic Attacks.
	{section: "§7.6", input: "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm", top: "URI", path: "path-abempty"},
	// §10.2 [Siedzik], printed across two lines.
	{section: "§10.2", input: "http://www.giac.org/practical/gsec/Richard_Siedzik_GSEC.pdf", top: "URI", path: "path-abempty",
		note: "joined across a line break"},
	// Appendix B.
	{section: "§B", input: "http://www.ics.uci.edu/pub/ietf/uri/#Related", top: "URI", path: "path-abempty"},
	// Appendix C (http://example.com/ is listed under §6.2.3; the two
	// multi-line ones are joined as the appendix says).
	{section: "§C", input: "http://www.w3.org/Addressing/", top: "URI", path: "path-abempty"},
	{section: "§C", input: "ftp://foo.example.com/rfc/", top: "URI", path: "path-abempty", note: "joined across a line break"},
	{section: "§C", input: "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", top: "URI", path: "path-abempty",
		note: "joined across a line break"},
	// Appendix D.2: "an absolute-URI to consist of nothing after the "scheme:"".
	{section: "§D.2", input: "dav:", top: "URI", path: "path-empty"},
	{section: "§D.2", input: "about:", top: "URI", path: "path-empty"},
	// Authors' Addresses.
	{section: "Authors' Addresses", input: "http://www.w3.org/People/Berners-Lee/", top: "URI", path: "path-abempty"},
	{section: "Authors' Addresses", input: "http://roy.gbiv.com/", top: "URI", path: "path-abempty"},
	{section: "Authors' Addresses", input: "http://larry.masinter.net/", top: "URI", path: "path-abempty"},
	// Intellectual Property.
	{section: "Intellectual Property", input: "http://www.ietf.org/ipr", top: "URI", path: "path-abempty"},
}

// pathRule returns the rule of the path node of a URI or relative-ref node:
// the child of its hier-part or relative-part that is a path rule.
func pathRule(t *testing.T, top *ast.Node) string {
	t.Helper()
	part := top.Child("hier-part")
	if part == nil {
		part = top.Child("relative-part")
	}
	require.NotNil(t, part, "%s has no hier-part or relative-part", top.Rule)
	for _, c := range part.Children {
		if strings.HasPrefix(c.Rule, "path-") {
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
			root, err := rfc3986.ParseRule("URI-reference", []byte(tc.input))
			require.NoError(t, err, "note %q", tc.note)
			require.Equal(t, "URI-reference", root.Rule)
			require.Len(t, root.Children, 1)
			top := root.Children[0]
			assert.Equal(t, tc.top, top.Rule)
			assert.Equal(t, tc.path, pathRule(t, top))
			asttest.CheckSpans(t, tc.input, root)

			// The same input under the other start rules (§3, §4.2, §4.3): a
			// URI is an absolute-URI when it has no fragment, and never a
			// relative-ref; a relative-ref is neither.
			hasFragment := top.Child("fragment") != nil
			_, uriErr := rfc3986.ParseRule("URI", []byte(tc.input))
			_, absErr := rfc3986.ParseRule("absolute-URI", []byte(tc.input))
			_, relErr := rfc3986.ParseRule("relative-ref", []byte(tc.input))
			if tc.top == "URI" {
				assert.NoError(t, uriErr)
				assert.Equal(t, !hasFragment, absErr == nil)
				assert.Error(t, relErr)
			} else {
				assert.Error(t, uriErr)
				assert.Error(t, absErr)
				assert.NoError(t, relErr)
			}
		})
	}
}

// TestStartRules checks the start rules against the ;@start pragma.
func TestStartRules(t *testing.T) {
	assert.Equal(t, []string{"URI-reference", "URI", "absolute-URI", "relative-ref", "IPv4address", "IPv6address",
		"URI-reference-6874", "URI-6874", "absolute-URI-6874", "relative-ref-6874", "IP-literal-6874", "IPv6addrz"}, rfc3986.StartRules)
	_, err := rfc3986.ParseRule("reg-name", []byte("a"))
	require.Error(t, err)
	_, _, ok := rfc3986.Failure(err)
	assert.False(t, ok, "an unknown start rule is not a parse failure")
}

// TestParses checks the parse the RFC states where the grammar is ambiguous,
// and constructs of rules the examples do not reach. Each entry of has is
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
		// §3.2.2 "first-match-wins": a host that matches IPv4address is one.
		{name: "IPv4address host", rule: "URI-reference", input: "//1.2.3.4:80/", has: []string{"host=1.2.3.4", "IPv4address=1.2.3.4", "port=80"}, hasNot: []string{"reg-name"}},
		{name: "octets 250-255, 200-249, 100-199, 10-99, 0-9", rule: "URI", input: "s://255.249.199.99/", has: []string{"IPv4address=255.249.199.99"}},
		{name: "IPv4 prefix of a reg-name", rule: "URI-reference", input: "//1.2.3.4.5", has: []string{"reg-name=1.2.3.4.5"}, hasNot: []string{"IPv4address"}},
		{name: "octet over 255 is a reg-name", rule: "URI-reference", input: "//1.2.3.256", has: []string{"reg-name=1.2.3.256"}, hasNot: []string{"IPv4address"}},
		{name: "leading zero is a reg-name", rule: "URI-reference", input: "//01.2.3.4", has: []string{"reg-name=01.2.3.4"}, hasNot: []string{"IPv4address"}},
		{name: "three numbers is a reg-name (§7.4)", rule: "URI-reference", input: "//127.0.1", has: []string{"reg-name=127.0.1"}, hasNot: []string{"IPv4address"}},
		// §3.2: authority = [ userinfo "@" ] host [ ":" port ].
		{name: "semantic attack (§7.6)", rule: "URI", input: "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
			has: []string{"userinfo=cnn.example.com&story=breaking_news", "host=10.0.0.1", "IPv4address=10.0.0.1", "path-abempty=/top_story.htm"}},
		{name: "empty userinfo", rule: "relative-ref", input: "//@h", has: []string{"userinfo=", "host=h"}},
		{name: "userinfo with colons", rule: "relative-ref", input: "//a:b:c@h", has: []string{"userinfo=a:b:c", "host=h"}},
		{name: "empty port", rule: "URI", input: "http://example.com:/", has: []string{"reg-name=example.com", "port="}},
		{name: "empty host", rule: "URI", input: "file:///etc/hosts", has: []string{"authority=", "host=", "reg-name=", "path-abempty=/etc/hosts"}, hasNot: []string{"userinfo", "port"}},
		{name: "empty authority, empty path", rule: "URI", input: "s://", has: []string{"authority=", "path-abempty="}},
		{name: "reg-name with sub-delims and pct-encoded", rule: "URI", input: "s://a!$&'()*+,;=%41-._~/", has: []string{"reg-name=a!$&'()*+,;=%41-._~"}},
		// §3.3: the five path rules.
		{name: "path-abempty with empty segments", rule: "URI", input: "s://h//a//", has: []string{"path-abempty=//a//"}},
		{name: "path-absolute", rule: "URI", input: "s:/a//b", has: []string{"path-absolute=/a//b", "segment-nz=a"}},
		{name: "path-absolute root", rule: "URI", input: "s:/", has: []string{"path-absolute=/"}},
		{name: "path-rootless with colon", rule: "URI", input: "s:a:b/c", has: []string{"path-rootless=a:b/c", "segment-nz=a:b"}},
		{name: "path-noscheme with colon after slash", rule: "relative-ref", input: "a/b:c", has: []string{"path-noscheme=a/b:c", "segment-nz-nc=a", "segment=b:c"}},
		{name: "path-empty and query", rule: "URI", input: "s:?q", has: []string{"path-empty=", "query=q"}},
		{name: "path-empty before a query (§3.3)", rule: "URI", input: "foo://info.example.com?fred", has: []string{"path-abempty=", "query=fred"}},
		{name: "at-sign in first segment", rule: "relative-ref", input: "@a", has: []string{"segment-nz-nc=@a"}},
		// §3.4, §3.5: query and fragment may contain "/" and "?".
		{name: "query and fragment", rule: "URI-reference", input: "a:/p?q/?:@#f/?:@", has: []string{"query=q/?:@", "fragment=f/?:@"}},
		// §3.1: scheme characters; case is the ABNF's (ALPHA).
		{name: "scheme characters", rule: "absolute-URI", input: "A+b-C.d1:x", has: []string{"scheme=A+b-C.d1", "path-rootless=x"}},
		// §3.2.2 IP-literal: IPv6address, each form.
		{name: "IPv6 8 pieces", rule: "relative-ref", input: "//[1:2:3:4:5:6:7:8]", has: []string{"IP-literal=[1:2:3:4:5:6:7:8]", "IPv6address=1:2:3:4:5:6:7:8"}},
		{name: "IPv6 6 pieces and IPv4", rule: "relative-ref", input: "//[1:2:3:4:5:6:1.2.3.4]", has: []string{"IPv4address=1.2.3.4"}},
		{name: "IPv6 ::", rule: "relative-ref", input: "//[::]", has: []string{"IPv6address=::"}},
		{name: "IPv6 ::1 and port", rule: "relative-ref", input: "//[::1]:80/", has: []string{"IPv6address=::1", "port=80"}},
		{name: "IPv6 1::", rule: "relative-ref", input: "//[1::]", has: []string{"IPv6address=1::"}},
		{name: "IPv6 7 before ::", rule: "relative-ref", input: "//[1:2:3:4:5:6:7::]", has: []string{"IPv6address=1:2:3:4:5:6:7::"}},
		{name: "IPv6 :: then 7", rule: "relative-ref", input: "//[::2:3:4:5:6:7:8]", has: []string{"IPv6address=::2:3:4:5:6:7:8"}},
		{name: "IPv6 middle ::", rule: "relative-ref", input: "//[1:2::7:8]", has: []string{"IPv6address=1:2::7:8"}},
		{name: "IPv6 mapped IPv4", rule: "relative-ref", input: "//[::ffff:192.0.2.1]", has: []string{"IPv4address=192.0.2.1"}},
		{name: "IPv6 upper case", rule: "relative-ref", input: "//[FEDC:BA98::3210]", has: []string{"IPv6address=FEDC:BA98::3210"}},
		// §3.2.2 IPvFuture; "v" is case-insensitive.
		{name: "IPvFuture", rule: "URI", input: "s://[v1.fe80::a+en1]/", has: []string{"IP-literal=[v1.fe80::a+en1]", "IPvFuture=v1.fe80::a+en1"}, hasNot: []string{"IPv6address"}},
		{name: "IPvFuture upper V", rule: "URI", input: "s://[VF.x]", has: []string{"IPvFuture=VF.x"}},
		// The IP start rules.
		{name: "IPv4address start rule", rule: "IPv4address", input: "192.0.2.16", has: []string{"IPv4address=192.0.2.16"}},
		{name: "IPv6address start rule", rule: "IPv6address", input: "2001:db8::7", has: []string{"IPv6address=2001:db8::7"}},
		{name: "IPv6address start rule with IPv4", rule: "IPv6address", input: "::1.2.3.4", has: []string{"IPv4address=1.2.3.4"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc3986.ParseRule(tc.rule, []byte(tc.input))
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

// TestInvalid checks inputs that the start rule rejects and the byte offset
// of the failure.
func TestInvalid(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §2: space, "<", ">", "\", DQUOTE, "{", "}" are in no rule.
		{name: "space", rule: "URI-reference", input: "http://a b/", offset: 8},
		{name: "angle brackets (§C)", rule: "URI-reference", input: "<http://a/>", offset: 0},
		{name: "backslash", rule: "URI-reference", input: "a:/b\\c", offset: 4},
		{name: "double quote", rule: "URI-reference", input: "a:\"b", offset: 2},
		{name: "brace", rule: "URI-reference", input: "{x}", offset: 0},
		// §2.1 pct-encoded = "%" HEXDIG HEXDIG.
		{name: "bad percent-encoding", rule: "URI-reference", input: "%zz", offset: 1},
		{name: "short percent-encoding", rule: "URI-reference", input: "http://a/%4", offset: 11},
		// §3.1 scheme begins with ALPHA.
		{name: "scheme digit", rule: "URI", input: "1http:x", offset: 0},
		{name: "no colon", rule: "URI", input: "http", offset: 4},
		// §4.3 absolute-URI has no fragment.
		{name: "fragment in absolute-URI", rule: "absolute-URI", input: "http:#f", offset: 5},
		// §4.2: the first segment of a relative-path reference has no ":".
		{name: "colon in first segment", rule: "relative-ref", input: "this:that", offset: 4},
		{name: "scheme in relative-ref", rule: "relative-ref", input: "http:g", offset: 4},
		{name: "scheme cannot begin with '-'", rule: "URI-reference", input: "-a:b", offset: 2},
		// §3.5: a fragment has no "#".
		{name: "second number sign", rule: "URI-reference", input: "a:b#c#d", offset: 5},
		// §3.2.2: square brackets only around an IP literal.
		{name: "bracket in path", rule: "URI-reference", input: "a:b[c", offset: 3},
		{name: "bracket in segment", rule: "URI-reference", input: "http://a/b[c]", offset: 10},
		{name: "bracket in query", rule: "URI-reference", input: "?q[", offset: 2},
		{name: "bracket in reg-name", rule: "URI-reference", input: "//a[b]", offset: 3},
		// §3.2, §3.2.3: one "@", a port of digits. The farthest failure of
		// a text with ":" in the authority is the end of the longest
		// userinfo candidate, where "@" was expected.
		{name: "two at-signs", rule: "URI-reference", input: "//a@b@c", offset: 5},
		{name: "two ports", rule: "URI-reference", input: "//h:80:81", offset: 9},
		{name: "non-digit port", rule: "URI", input: "http://a:80x/", offset: 12},
		// §3.2.2 IP-literal.
		{name: "unclosed IPv6", rule: "URI-reference", input: "http://[::1/x", offset: 11},
		{name: "nine pieces", rule: "URI-reference", input: "//[1:2:3:4:5:6:7:8:9]", offset: 18},
		{name: "five hex digits", rule: "URI-reference", input: "//[12345::]/", offset: 7},
		{name: "two double colons", rule: "URI-reference", input: "//[1::2::3]", offset: 8},
		{name: "IPv4 alone in brackets", rule: "URI-reference", input: "//[1.2.3.4]/", offset: 4},
		{name: "octet over 255 in IPv6", rule: "URI-reference", input: "//[::1.2.3.256]/", offset: 13},
		{name: "zone identifier (§3.2.2: not supported)", rule: "URI-reference", input: "//[fe80::1%25en0]/", offset: 10},
		{name: "IPvFuture without dot", rule: "URI-reference", input: "//[v1]/", offset: 5},
		{name: "IPvFuture without version", rule: "URI-reference", input: "//[v.x]/", offset: 4},
		{name: "text after IP-literal", rule: "URI-reference", input: "//[::1]x", offset: 7},
		{name: "bad port after IPv6", rule: "URI-reference", input: "http://[::1]:8a/", offset: 14},
		// §3.2.2 IPv4address and IPv6address as start rules.
		{name: "three octets", rule: "IPv4address", input: "1.2.3", offset: 5},
		{name: "octet 256", rule: "IPv4address", input: "256.1.1.1", offset: 2},
		{name: "leading zero", rule: "IPv4address", input: "01.1.1.1", offset: 1},
		{name: "seven pieces", rule: "IPv6address", input: "1:2:3:4:5:6:7", offset: 13},
		{name: "triple colon", rule: "IPv6address", input: ":::", offset: 2},
		{name: "brackets in IPv6address", rule: "IPv6address", input: "[::1]", offset: 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rfc3986.ParseRule(tc.rule, []byte(tc.input))
			require.Error(t, err)
			off, expected, ok := rfc3986.Failure(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, tc.offset, off, "expected %v", expected)
			assert.NotEmpty(t, expected)
		})
	}
}
