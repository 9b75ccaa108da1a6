package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc2141bis03"
)

func TestSplitRFC2141bis03(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		want  tsplit
	}{
		// §5.1 example 1: scheme kept as written, no query, no fragment.
		{name: "5.1 example 1", rule: "URI", input: "URN:foo:a123,456", want: tsplit{
			Production: "URI",
			Components: texts{Scheme: str("URN"), Path: str("foo:a123,456")},
			Parts: []Part{
				{Rule: "scheme", Text: "URN", Start: 0, End: 3},
				{Rule: "NID", Text: "foo", Start: 4, End: 7},
				{Rule: "NSS", Text: "a123,456", Start: 8, End: 16},
			},
		}},
		// §5.1 example 6: percent-encoding stays as written (§5: "percent-encoding MUST NOT be
		// removed").
		{name: "5.1 example 6", rule: "URI", input: "URN:FOO:a123%2c456", want: tsplit{
			Production: "URI",
			Components: texts{Scheme: str("URN"), Path: str("FOO:a123%2c456")},
			Parts: []Part{
				{Rule: "scheme", Text: "URN", Start: 0, End: 3},
				{Rule: "NID", Text: "FOO", Start: 4, End: 7},
				{Rule: "NSS", Text: "a123%2c456", Start: 8, End: 18},
			},
		}},
		// §5.1 example 7: the query "x=y" is one directive.
		{name: "5.1 example 7", rule: "URI", input: "urn:foo:a123,456?x=y", want: tsplit{
			Production: "URI",
			Components: texts{Scheme: str("urn"), Path: str("foo:a123,456"), Query: str("x=y")},
			Parts: []Part{
				{Rule: "scheme", Text: "urn", Start: 0, End: 3},
				{Rule: "NID", Text: "foo", Start: 4, End: 7},
				{Rule: "NSS", Text: "a123,456", Start: 8, End: 16},
				{Rule: "keywd", Text: "x", Start: 17, End: 18},
				{Rule: "value", Text: "y", Start: 19, End: 20},
			},
		}},
		// §5.1 example 8: the fragment.
		{name: "5.1 example 8", rule: "URI", input: "urn:foo:a123,456#xyz", want: tsplit{
			Production: "URI",
			Components: texts{Scheme: str("urn"), Path: str("foo:a123,456"), Fragment: str("xyz")},
			Parts: []Part{
				{Rule: "scheme", Text: "urn", Start: 0, End: 3},
				{Rule: "NID", Text: "foo", Start: 4, End: 7},
				{Rule: "NSS", Text: "a123,456", Start: 8, End: 16},
				{Rule: "fragment", Text: "xyz", Start: 17, End: 20},
			},
		}},
		// §2.3.2: the query part "s=I2L&c=ToC" on the URN:ISBN of a book (hypothetical ISBN),
		// with an empty fragment (RFC 3986 §3.5: present but empty).
		{name: "2.3.2 query directives in order", rule: "URI", input: "urn:ISBN:0-395-36341-1?s=I2L&c=ToC#", want: tsplit{
			Production: "URI",
			Components: texts{Scheme: str("urn"), Path: str("ISBN:0-395-36341-1"), Query: str("s=I2L&c=ToC"), Fragment: str("")},
			Parts: []Part{
				{Rule: "scheme", Text: "urn", Start: 0, End: 3},
				{Rule: "NID", Text: "ISBN", Start: 4, End: 8},
				{Rule: "NSS", Text: "0-395-36341-1", Start: 9, End: 22},
				{Rule: "keywd", Text: "s", Start: 23, End: 24},
				{Rule: "value", Text: "I2L", Start: 25, End: 28},
				{Rule: "keywd", Text: "c", Start: 29, End: 30},
				{Rule: "value", Text: "ToC", Start: 31, End: 34},
				{Rule: "fragment", Text: "", Start: 35, End: 35},
			},
		}},
		// §2.3: an empty value is present but empty.
		{name: "2.3 empty value", rule: "urn-query", input: "c=", want: tsplit{
			Production: "urn-query",
			Components: texts{Query: str("c=")},
			Parts: []Part{
				{Rule: "keywd", Text: "c", Start: 0, End: 1},
				{Rule: "value", Text: "", Start: 2, End: 2},
			},
		}},
		// §2.3.1: the example directive alone (E9: I2U is a typo for I2L).
		{name: "2.3.1 example directive", rule: "directive", input: "s=I2U", want: tsplit{
			Production: "directive",
			Parts: []Part{
				{Rule: "keywd", Text: "s", Start: 0, End: 1},
				{Rule: "value", Text: "I2U", Start: 2, End: 5},
			},
		}},
		// §2: a urn-path alone is the path.
		{name: "2 urn-path", rule: "urn-path", input: "foo:a:b", want: tsplit{
			Production: "urn-path",
			Components: texts{Path: str("foo:a:b")},
			Parts: []Part{
				{Rule: "NID", Text: "foo", Start: 0, End: 3},
				{Rule: "NSS", Text: "a:b", Start: 4, End: 7},
			},
		}},
		// §2.1: an NID alone.
		{name: "2.1 NID", rule: "NID", input: "ISBN", want: tsplit{
			Production: "NID",
			Parts:      []Part{{Rule: "NID", Text: "ISBN", Start: 0, End: 4}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tree, err := rfc2141bis03.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.want, asTexts(tt.input, splitrfc2141bis03(tree)))
		})
	}
}

// TestSplitRFC2141bis03Registered: the splitter is the one Parse uses for the dialect.
func TestSplitRFC2141bis03Registered(t *testing.T) {
	in := "urn:foo:a123,456?x=y"
	tree, err := rfc2141bis03.ParseRule("URI", []byte(in))
	require.NoError(t, err)
	assert.Equal(t, str("x=y"), treeSplit(RFC2141bis03)(tree).Components.texts(in).Query)
}
