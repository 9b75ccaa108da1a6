package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLanguageDifferences checks the differences of every pair of
// neighbouring dialects of one family against Validate: each input is valid
// under the first and invalid under the second, at the offset and in the
// rule the difference names; and a rule has no difference with itself.
func TestLanguageDifferences(t *testing.T) {
	pairs := [][2]Dialect{
		{RFC1808, URLSyntax05}, {URLSyntax05, RFC2396}, {RFC2396, RFC2396bis01}, {RFC2396bis01, RFC3986},
		{RFC2141, RFC2141bis03}, {RFC2141bis03, RFC8141}, {URLDraft1993, RFC1738},
	}
	for _, p := range pairs {
		for _, dir := range [][2]Dialect{{p[0], p[1]}, {p[1], p[0]}} {
			a, b := dir[0], dir[1]
			t.Run(a.ID()+"-"+b.ID(), func(t *testing.T) {
				diffs, err := LanguageDifferences(a, "", b, "", 200)
				require.NoError(t, err)
				for _, d := range diffs {
					assert.True(t, a.x.auto.Match(a.x.startIdx[0], d.Input), "%q is in %s", d.Input, a)
					err := Validate(b, d.Input)
					var e *Error
					if assert.ErrorAs(t, err, &e, "%q is not in %s", d.Input, b) {
						assert.Equal(t, d.Offset, e.Offset, "%q", d.Input)
						assert.Equal(t, d.Rule, e.Rule, "%q", d.Input)
						assert.Equal(t, d.Expected, e.Expected, "%q", d.Input)
					}
				}
			})
		}
	}
	for _, d := range Dialects() {
		same, err := LanguageDifferences(d, "", d, "", 0)
		require.NoError(t, err)
		assert.Empty(t, same, "%s: no difference with itself", d)
	}
	_, err := LanguageDifferences(RFC3986, "no-such-rule", RFC2396, "", 1)
	assert.ErrorContains(t, err, `dialect rfc3986 has no start rule "no-such-rule"`)
	_, err = LanguageDifferences(Dialect{}, "", RFC2396, "", 1)
	assert.ErrorIs(t, err, ErrUnknownDialect)
}
