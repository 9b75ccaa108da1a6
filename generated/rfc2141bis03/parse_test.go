package rfc2141bis03_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/rfc2141bis03"
)

// checkSpans asserts the tree invariants of a parse of input: every node's
// text is its span of the input, its span lies inside its parent's, and its
// children are in input order and do not overlap.
func checkSpans(t *testing.T, input string, n *ast.Node) {
	t.Helper()
	require.True(t, 0 <= n.Start && n.Start <= n.End && n.End <= len(input), "%s [%d,%d) outside input", n.Rule, n.Start, n.End)
	assert.Equal(t, input[n.Start:n.End], n.Text, "%s text", n.Rule)
	prev := n.Start
	for _, c := range n.Children {
		assert.GreaterOrEqual(t, c.Start, prev, "%s child %s starts before its predecessor ends", n.Rule, c.Rule)
		assert.LessOrEqual(t, c.End, n.End, "%s child %s ends after its parent", n.Rule, c.Rule)
		prev = c.End
		checkSpans(t, input, c)
	}
}

// shape renders a tree as its rule names, children in parentheses, so a test
// states the expected top production and its parts in one string.
func shape(n *ast.Node) string {
	if len(n.Children) == 0 {
		return n.Rule
	}
	parts := make([]string, len(n.Children))
	for i, c := range n.Children {
		parts[i] = shape(c)
	}
	return n.Rule + "(" + strings.Join(parts, " ") + ")"
}

const (
	urnShape      = "URI(scheme urn-path(NID NSS))"
	urnQueryShape = "URI(scheme urn-path(NID NSS) urn-query(directive(keywd value)))"
	urnFragShape  = "URI(scheme urn-path(NID NSS) fragment)"
)

// TestSpecExamples parses every example the draft gives, under the start rule
// that fits it.
func TestSpecExamples(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		shape string
	}{
		// §5.1, the lexical-equivalence examples 1-8.
		{name: "5.1 example 1, scheme in capitals", rule: "URI", input: "URN:foo:a123,456", shape: urnShape},
		{name: "5.1 example 2", rule: "URI", input: "urn:foo:a123,456", shape: urnShape},
		{name: "5.1 example 3, NID in capitals", rule: "URI", input: "urn:FOO:a123,456", shape: urnShape},
		{name: "5.1 example 4, NSS differs in case", rule: "URI", input: "urn:foo:A123,456", shape: urnShape},
		{name: "5.1 example 5, percent-encoded comma", rule: "URI", input: "urn:foo:a123%2C456", shape: urnShape},
		{name: "5.1 example 6, lower-case hex digits", rule: "URI", input: "URN:FOO:a123%2c456", shape: urnShape},
		{name: "5.1 example 7, query", rule: "URI", input: "urn:foo:a123,456?x=y", shape: urnQueryShape},
		{name: "5.1 example 8, fragment", rule: "URI", input: "urn:foo:a123,456#xyz", shape: urnFragShape},
		// §2.3.1: "Example directive ...: s=I2U" (erratum E9: I2U is a typo for I2L; the grammar
		// accepts both).
		{name: "2.3.1 example directive", rule: "directive", input: "s=I2U", shape: "directive(keywd value)"},
		// §2.3.2: the <query> part "s=I2L&c=ToC".
		{name: "2.3.2 example query part", rule: "urn-query", input: "s=I2L&c=ToC", shape: "urn-query(directive(keywd value) directive(keywd value))"},
		// §2.1: "ISBN" and "isbn" refer to the same namespace.
		{name: "2.1 NID in capitals", rule: "NID", input: "ISBN", shape: "NID"},
		{name: "2.1 NID in lower case", rule: "NID", input: "isbn", shape: "NID"},
		// §2.1, §9.1: the NID "urn" is reserved by prose (a MUST NOT for the semantic layer);
		// the grammar admits it.
		{name: "2.1 reserved NID urn is grammatical", rule: "NID", input: "urn", shape: "NID"},
		// §9.2.1: the initial keywords "s" and "c" with their §2.3.2 values.
		{name: "9.2.1 keyword c", rule: "directive", input: "c=ToC", shape: "directive(keywd value)"},
		// §9.2.2: the initial resolution service designators as values of "s".
		{name: "9.2.2 I2L", rule: "directive", input: "s=I2L", shape: "directive(keywd value)"},
		{name: "9.2.2 I2Ls", rule: "directive", input: "s=I2Ls", shape: "directive(keywd value)"},
		{name: "9.2.2 I2R", rule: "directive", input: "s=I2R", shape: "directive(keywd value)"},
		{name: "9.2.2 I2Rs", rule: "directive", input: "s=I2Rs", shape: "directive(keywd value)"},
		{name: "9.2.2 I2C", rule: "directive", input: "s=I2C", shape: "directive(keywd value)"},
		{name: "9.2.2 I2Cs", rule: "directive", input: "s=I2Cs", shape: "directive(keywd value)"},
		{name: "9.2.2 I2N", rule: "directive", input: "s=I2N", shape: "directive(keywd value)"},
		{name: "9.2.2 I2Ns", rule: "directive", input: "s=I2Ns", shape: "directive(keywd value)"},
		{name: "9.2.2 I=I, a value containing =", rule: "directive", input: "s=I=I", shape: "directive(keywd value)"},
		// §2: urn-path = NID ":" NSS, the §5.1 path on its own.
		{name: "2 urn-path", rule: "urn-path", input: "foo:a123,456", shape: "urn-path(NID NSS)"},
		// §2.2: NSS = 1*pchar, with the further ":" hierarchy of §2 and the "&" and "~" of D.5.
		{name: "2.2 NSS with colons, & and ~", rule: "NSS", input: "a:b:c&d~e", shape: "NSS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := rfc2141bis03.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.rule, n.Rule)
			assert.Equal(t, tt.shape, shape(n))
			assert.Equal(t, 0, n.Start)
			assert.Equal(t, len(tt.input), n.End)
			checkSpans(t, tt.input, n)
		})
	}
}

// TestCitedIdentifiersThatAreNotURNs covers the other identifiers the text
// cites: they are not URNs, and the URN grammar rejects them where stated.
func TestCitedIdentifiersThatAreNotURNs(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		offset int
	}{
		// Discussion, Status of This Memo, Copyright Notice and §11.2: http URLs are another
		// scheme (§2: scheme = "urn").
		{name: "discussion: WG home page", input: "http://tools.IETF.ORG/wg/urnbis/", offset: 0},
		{name: "status: I-D list", input: "http://datatracker.ietf.org/drafts/current/", offset: 0},
		{name: "copyright: license info", input: "http://trustee.ietf.org/license-info", offset: 0},
		{name: "11.2 IANA", input: "http://www.iana.org/", offset: 0},
		{name: "11.2 IANA-URI", input: "http://www.iana.org/assignments/uri-schemes/", offset: 0},
		{name: "11.2 IANA-URN", input: "http://www.iana.org/assignments/urn-namespaces/", offset: 0},
		// §2.3.2, D.7: "URN:ISBN" names a namespace; a URN needs ":" NSS after the NID.
		{name: "2.3.2 URN:ISBN namespace designation", input: "URN:ISBN", offset: 8},
		// Appendix A: "urn:<nid>" is a placeholder ("<" is excluded, §2.5.3).
		{name: "A placeholder urn:<nid>", input: "urn:<nid>", offset: 4},
		// Appendix A: the "urn:" tag alone.
		{name: "A urn: tag", input: "urn:", offset: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rfc2141bis03.ParseRule("URI", []byte(tt.input))
			require.Error(t, err)
			off, _, ok := rfc2141bis03.Failure(err)
			require.True(t, ok)
			assert.Equal(t, tt.offset, off)
		})
	}
}

// TestValidInputs covers grammar corners the examples do not reach.
func TestValidInputs(t *testing.T) {
	long := strings.Repeat("abcdefgh", 4) // 32 characters, the longest NID (§2.1)
	tests := []struct {
		name  string
		rule  string
		input string
		shape string
	}{
		// §2.1: two characters, the shortest NID; a hyphen inside.
		{name: "2.1 shortest NID", rule: "URI", input: "urn:a1:x", shape: urnShape},
		{name: "2.1 hyphen inside NID", rule: "URI", input: "urn:a--b:x", shape: urnShape},
		{name: "2.1 32-character NID", rule: "URI", input: "urn:" + long + ":x", shape: urnShape},
		{name: "2.1 digits only", rule: "NID", input: "12", shape: "NID"},
		// §2, §2.1, §9.1: NID "urn" is a prose MUST NOT, not grammar.
		{name: "2.1 NID urn", rule: "URI", input: "urn:urn:x", shape: urnShape},
		// §2.5.3: NUL percent-encoded is a prose MUST NOT, not grammar.
		{name: "2.5.3 %00", rule: "URI", input: "urn:ab:%00", shape: urnShape},
		// §2.3: an empty value, "=" and "/" "?" ":" "@" in values, several directives.
		{name: "2.3 empty value", rule: "URI", input: "urn:ab:c?k=", shape: urnQueryShape},
		{name: "2.3 value with = / ? : @", rule: "URI", input: "urn:ab:c?k=a=b/c?d:e@f", shape: urnQueryShape},
		{name: "2.3 keywd with hyphens and digits", rule: "directive", input: "a-b-c1=x", shape: "directive(keywd value)"},
		{name: "2.3 three directives", rule: "urn-query", input: "a=1&b=&c=%41", shape: "urn-query(directive(keywd value) directive(keywd value) directive(keywd value))"},
		// §2.3, §2.4: query and fragment together; an empty fragment (RFC 3986 §3.5).
		{name: "2.4 query and fragment", rule: "URI", input: "urn:ab:c?s=I2L#p/q?r", shape: "URI(scheme urn-path(NID NSS) urn-query(directive(keywd value)) fragment)"},
		{name: "2.4 empty fragment", rule: "URI", input: "urn:ab:c#", shape: urnFragShape},
		// §2 (RFC 3986 §3.3): every pchar kind in an NSS.
		{name: "2.2 all pchar kinds", rule: "NSS", input: "aZ09-._~!$&'()*+,;=:@%fF", shape: "NSS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := rfc2141bis03.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.shape, shape(n))
			checkSpans(t, tt.input, n)
		})
	}
}

// TestInvalidInputs asserts the failure offset, the farthest byte the parser
// reached, which for this grammar is also where the ABNF stops matching.
func TestInvalidInputs(t *testing.T) {
	long33 := strings.Repeat("abcdefgh", 4) + "z"
	tests := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §2: scheme = "urn".
		{name: "2 empty input", rule: "URI", input: "", offset: 0},
		{name: "2 other scheme", rule: "URI", input: "urx:ab:c", offset: 2},
		{name: "2 missing colon after scheme", rule: "URI", input: "urn", offset: 3},
		// §2.1: NID length 2..32, begins and ends with ALPHA / DIGIT (E4).
		{name: "2.1 one-character NID", rule: "URI", input: "urn:a:b", offset: 5},
		{name: "2.1 NID starts with hyphen", rule: "URI", input: "urn:-ab:c", offset: 4},
		{name: "2.1 NID ends with hyphen", rule: "URI", input: "urn:ab-:c", offset: 7},
		{name: "2.1 33-character NID", rule: "URI", input: "urn:" + long33 + ":x", offset: 36},
		{name: "2.1 NID with underscore", rule: "NID", input: "a_b", offset: 1},
		{name: "2.1 NID with dot", rule: "URI", input: "urn:a.b:c", offset: 5},
		// §2.2: NSS = 1*pchar.
		{name: "2.2 empty NSS", rule: "URI", input: "urn:ab:", offset: 7},
		{name: "2.2 empty NSS rule", rule: "NSS", input: "", offset: 0},
		{name: "2.5.1 slash in NSS", rule: "URI", input: "urn:ab:c/d", offset: 8},
		{name: "2.5.1 brackets in NSS", rule: "URI", input: "urn:ab:c[d]", offset: 8},
		{name: "2.5.3 space in NSS", rule: "URI", input: "urn:ab:c d", offset: 8},
		{name: "2.5.3 non-ASCII in NSS", rule: "URI", input: "urn:ab:\u00e9", offset: 7},
		{name: "2.5.3 invalid UTF-8 in NSS", rule: "URI", input: "urn:ab:\x80", offset: 7},
		{name: "2.5.2 truncated percent-encoding", rule: "URI", input: "urn:ab:c%2", offset: 10},
		{name: "2.5.2 percent without hex digits", rule: "URI", input: "urn:ab:c%zz", offset: 9},
		{name: "2.5.3 hash in NSS rule", rule: "NSS", input: "a#b", offset: 1},
		// §2: urn-path = NID ":" NSS.
		{name: "2 urn-path without NSS", rule: "urn-path", input: "ab", offset: 2},
		// §2.3: urn-query = directive *( "&" directive); empty query (E2).
		{name: "2.3 empty query", rule: "URI", input: "urn:ab:c?", offset: 9},
		{name: "2.3 directive without =", rule: "URI", input: "urn:ab:c?x", offset: 10},
		{name: "2.3 keywd starting with digit", rule: "URI", input: "urn:ab:c?1=x", offset: 9},
		{name: "2.3 keywd ending with hyphen", rule: "URI", input: "urn:ab:c?a-=b", offset: 11},
		{name: "2.3 trailing ampersand", rule: "URI", input: "urn:ab:c?a=b&", offset: 13},
		{name: "2.3 double ampersand", rule: "urn-query", input: "a=b&&c=d", offset: 4},
		{name: "2.3 space in value", rule: "directive", input: "a=b c", offset: 3},
		{name: "2.3 empty keywd", rule: "directive", input: "=x", offset: 0},
		// §2 (RFC 3986 §3.5): fragment = *( pchar / "/" / "?" ).
		{name: "2.4 second hash", rule: "URI", input: "urn:ab:c#d#e", offset: 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rfc2141bis03.ParseRule(tt.rule, []byte(tt.input))
			require.Error(t, err)
			off, _, ok := rfc2141bis03.Failure(err)
			require.True(t, ok, "not a parse failure: %v", err)
			assert.Equal(t, tt.offset, off)
		})
	}
}

// TestUnknownStartRule: only the ;@start rules are entry points.
func TestUnknownStartRule(t *testing.T) {
	_, err := rfc2141bis03.ParseRule("pchar", []byte("a"))
	require.Error(t, err)
	_, _, ok := rfc2141bis03.Failure(err)
	assert.False(t, ok)
	assert.Equal(t, []string{"URI", "urn-path", "NID", "NSS", "urn-query", "directive"}, rfc2141bis03.StartRules)
}
