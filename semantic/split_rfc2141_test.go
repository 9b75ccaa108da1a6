package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc2141"
)

func TestSplitRFC2141(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		want  tsplit
	}{
		// §6 example 1: the scheme as written, Path the rest of the URN.
		{name: "6 example 1", rule: "URN", input: "URN:foo:a123,456", want: tsplit{
			Production: "URN",
			Components: texts{Scheme: str("URN"), Path: str("foo:a123,456")},
			Parts:      []Part{{Rule: "NID", Text: "foo", Start: 4, End: 7}, {Rule: "NSS", Text: "a123,456", Start: 8, End: 16}},
		}},
		// §6 example 6: %-escapes stay as written (§5: "%-escaping MUST NOT be removed").
		{name: "6 example 6", rule: "URN", input: "URN:FOO:a123%2c456", want: tsplit{
			Production: "URN",
			Components: texts{Scheme: str("URN"), Path: str("FOO:a123%2c456")},
			Parts:      []Part{{Rule: "NID", Text: "FOO", Start: 4, End: 7}, {Rule: "NSS", Text: "a123%2c456", Start: 8, End: 18}},
		}},
		// §2.3: "?" and "#" are reserved characters of the NSS, not delimiters: no query, no
		// fragment.
		{name: "2.3 reserved in NSS", rule: "URN", input: "urn:a:b?c#d", want: tsplit{
			Production: "URN",
			Components: texts{Scheme: str("urn"), Path: str("a:b?c#d")},
			Parts:      []Part{{Rule: "NID", Text: "a", Start: 4, End: 5}, {Rule: "NSS", Text: "b?c#d", Start: 6, End: 11}},
		}},
		// §2.1 and §2.2 start rules on their own.
		{name: "2.1 NID", rule: "NID", input: "ISBN", want: tsplit{
			Production: "NID", Parts: []Part{{Rule: "NID", Text: "ISBN", Start: 0, End: 4}},
		}},
		{name: "2.2 NSS", rule: "NSS", input: "a:b", want: tsplit{
			Production: "NSS", Parts: []Part{{Rule: "NSS", Text: "a:b", Start: 0, End: 3}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tree, err := rfc2141.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.want, asTexts(tt.input, splitRFC2141(tree)))
		})
	}
}

// TestSplitRFC2141Registered: the splitter is the one Parse uses for the dialect.
func TestSplitRFC2141Registered(t *testing.T) {
	u, err := Parse(RFC2141, "urn:ietf:params:scim:api:messages:2.0:ListResponse")
	require.NoError(t, err)
	assert.Equal(t, str("ietf:params:scim:api:messages:2.0:ListResponse"), u.texts().Path)
	assert.Equal(t, "URN", u.Production)
}
