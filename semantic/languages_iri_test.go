package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLanguageDifferencesNonASCII: the differences of RFC 3987 (IRIs, its
// §2.2 ucschar as UTF-8) and the ASCII dialects part at a non-ASCII byte,
// and the input keeps that byte as it is (a byte >= 0x80 written as a rune
// would be two bytes, and not in the IRI's language); Validate agrees with
// every difference, both ways; an RFC 3986 URI reference is an RFC 3987
// IRI reference (§2.2: the IRI grammar extends the URI grammar).
func TestLanguageDifferencesNonASCII(t *testing.T) {
	for _, p := range [][2]Dialect{{RFC3987, RFC3986}, {RFC3987, RFC2396}, {RFC3986, RFC3987}} {
		diffs, err := LanguageDifferences(p[0], "", p[1], "", 0)
		require.NoError(t, err)
		for _, d := range diffs {
			assert.NoError(t, Validate(p[0], d.Input), "%q is in %s", d.Input, p[0])
			var e *Error
			if assert.ErrorAs(t, Validate(p[1], d.Input), &e, "%q is not in %s", d.Input, p[1]) {
				assert.Equal(t, d.Offset, e.Offset, "%q", d.Input)
			}
		}
		if p[0] == RFC3986 {
			assert.Empty(t, diffs)
		} else {
			require.NotEmpty(t, diffs)
			found := false
			for _, d := range diffs {
				found = found || d.Input == "\xc2\xa0"
			}
			assert.True(t, found, "U+00A0, the first ucschar (§2.2), is an IRI reference of one character")
		}
	}
}
