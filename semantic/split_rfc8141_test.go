package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc8141"
)

func TestSplitRFC8141(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		want  tsplit
	}{
		// §3.2: scheme and NID as written.
		{name: "3.2 first 2", rule: "namestring", input: "URN:example:a123,z456", want: tsplit{
			Production: "namestring",
			Components: texts{Scheme: str("URN"), Path: str("example:a123,z456")},
			Parts:      []Part{{Rule: "NID", Text: "example", Start: 4, End: 11}, {Rule: "NSS", Text: "a123,z456", Start: 12, End: 21}},
		}},
		// §2.3.1: the r-component is a Part only.
		{name: "2.3.1 r-component", rule: "namestring", input: "urn:ex:a?+CCResolve:cc=uk", want: tsplit{
			Production: "namestring",
			Components: texts{Scheme: str("urn"), Path: str("ex:a")},
			Parts: []Part{{Rule: "NID", Text: "ex", Start: 4, End: 6}, {Rule: "NSS", Text: "a", Start: 7, End: 8},
				{Rule: "r-component", Text: "CCResolve:cc=uk", Start: 10, End: 25}},
		}},
		// §2.3.1-§2.3.3 together: the q-component is the Query, the f-component the Fragment; the
		// r-component ends at "?=" (grammar erratum E2).
		{name: "2.3 all three", rule: "namestring", input: "urn:ex:a/b?+r?x?=q?=#f", want: tsplit{
			Production: "namestring",
			Components: texts{Scheme: str("urn"), Path: str("ex:a/b"), Query: str("q?="), Fragment: str("f")},
			Parts: []Part{{Rule: "NID", Text: "ex", Start: 4, End: 6}, {Rule: "NSS", Text: "a/b", Start: 7, End: 10},
				{Rule: "r-component", Text: "r?x", Start: 12, End: 15}, {Rule: "q-component", Text: "q?=", Start: 17, End: 20},
				{Rule: "f-component", Text: "f", Start: 21, End: 22}},
		}},
		// §2.3.3: an empty f-component is present (RFC 3986 fragment may be empty).
		{name: "2.3.3 empty f-component", rule: "namestring", input: "urn:TESTt3st:&/987/QWERTYUIOP/0#", want: tsplit{
			Production: "namestring",
			Components: texts{Scheme: str("urn"), Path: str("TESTt3st:&/987/QWERTYUIOP/0"), Fragment: str("")},
			Parts: []Part{{Rule: "NID", Text: "TESTt3st", Start: 4, End: 12}, {Rule: "NSS", Text: "&/987/QWERTYUIOP/0", Start: 13, End: 31},
				{Rule: "f-component", Text: "", Start: 32, End: 32}},
		}},
		// Start rules on their own.
		{name: "2 assigned-name", rule: "assigned-name", input: "urn:ab:c", want: tsplit{
			Production: "assigned-name",
			Components: texts{Scheme: str("urn"), Path: str("ab:c")},
			Parts:      []Part{{Rule: "NID", Text: "ab", Start: 4, End: 6}, {Rule: "NSS", Text: "c", Start: 7, End: 8}},
		}},
		{name: "2 q-component", rule: "q-component", input: "op=map", want: tsplit{
			Production: "q-component",
			Components: texts{Query: str("op=map")},
			Parts:      []Part{{Rule: "q-component", Text: "op=map", Start: 0, End: 6}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tree, err := rfc8141.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.want, asTexts(tt.input, splitRFC8141(tree)))
		})
	}
}

// TestSplitRFC8141Registered: the splitter is the one Parse uses for the dialect.
func TestSplitRFC8141Registered(t *testing.T) {
	u, err := Parse(RFC8141, "urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z")
	require.NoError(t, err)
	assert.Equal(t, str("op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z"), u.texts().Query)
}
