package survey

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// TestSchemeSyntaxShares: with Config.SchemeSyntax an input is held to the
// grammar of its scheme, and each dialect reports, per grammar, the inputs
// valid under its own grammar that the scheme grammar reads and how many it
// accepts (RFC 9110 §4.2.4: a userinfo in an http URI is an error there).
func TestSchemeSyntaxShares(t *testing.T) {
	a, err := New(Config{Dialects: []semantic.Dialect{semantic.RFC3986}, Files: []string{"f"}, SchemeSyntax: true})
	require.NoError(t, err)
	b, err := New(Config{Dialects: []semantic.Dialect{semantic.RFC3986}, Files: []string{"f"}, SchemeSyntax: true})
	require.NoError(t, err)
	a.Add(Line{Number: 1, Text: "http://a/"})
	a.Add(Line{Number: 2, Text: "http://u@a/"})
	b.Add(Line{Number: 3, Text: "ftp://x/"})
	b.Add(Line{Number: 4, Text: "http://a/%"}) // invalid under RFC 3986: not one of http's
	b.Add(Line{Number: 5, Text: "mailto:a@b"})
	require.NoError(t, a.Merge(b))
	r := a.Report(0)
	require.Len(t, r.Dialects, 1)
	d := r.Dialects[0]
	assert.Equal(t, int64(3), d.Valid)
	assert.Equal(t, []SchemeShare{
		{Grammar: "http", Inputs: 2, Accepted: 1, Share: 0.5},
		{Grammar: "mailto", Inputs: 1, Accepted: 1, Share: 1},
	}, d.SchemeSyntax)

	// Without it, nothing is held to a scheme grammar and nothing reported.
	c, err := New(Config{Dialects: []semantic.Dialect{semantic.RFC3986}, Files: []string{"f"}})
	require.NoError(t, err)
	c.Add(Line{Number: 1, Text: "http://u@a/"})
	assert.Equal(t, int64(1), c.Report(0).Dialects[0].Valid)
	assert.Nil(t, c.Report(0).Dialects[0].SchemeSyntax)
}
