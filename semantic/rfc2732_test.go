package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestResolveRFC2732 resolves references under RFC 2732's rules, which
// WithRule chooses in rfc2396 (grammar erratum E9): RFC 2732 §3 changes only
// the syntax of the host, so RFC 2396 §5.2 resolves its references as
// written, the base read as absoluteURI-2732.
func TestResolveRFC2732(t *testing.T) {
	tests := []struct {
		name, base, ref, want string
	}{
		// The referees' case: what java.net.URI (RFC 2396 + RFC 2732) gives.
		{name: "relative path", base: "http://[::1]/a", ref: "b", want: "http://[::1]/b"},
		// RFC 2732 §2's first example as the base of RFC 2396 Appendix C.1's "../g".
		{name: "dot segments", base: "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/b/c/d;p?q", ref: "../g",
			want: "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/b/g"},
		// §5.2 step 4: a network path keeps its own authority (RFC 2732 §2's
		// "http://[3ffe:2a00:100:7031::1]").
		{name: "network path", base: "http://a/b/c/d;p?q", ref: "//[3ffe:2a00:100:7031::1]/g", want: "http://[3ffe:2a00:100:7031::1]/g"},
		// RFC 2732 §3 (3): "[" and "]" are reserved, so uric, so query characters.
		{name: "brackets in the query", base: "http://a/b/c/d;p?q", ref: "g?[x]", want: "http://a/b/c/g?[x]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Resolve(RFC2396, tc.base, tc.ref, WithRule("URI-reference-2732"))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			// Relativize is Resolve's inverse under the same rule.
			rel, err := Relativize(RFC2396, tc.base, got, WithRule("URI-reference-2732"))
			require.NoError(t, err)
			back, err := Resolve(RFC2396, tc.base, rel, WithRule("URI-reference-2732"))
			require.NoError(t, err)
			assert.Equal(t, got, back)
		})
	}
	// RFC 2396 alone excludes "[" (§2.4.3): the base is invalid.
	_, err := Resolve(RFC2396, "http://[::1]/a", "b")
	var re *OpError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, RoleBase, re.Role)
	_, err = Resolve(RFC2396, "http://a/", "b", WithRule("absoluteURI-2732"))
	assert.EqualError(t, err, `dialect rfc2396 resolves no reference read as start rule "absoluteURI-2732" (references: [URI-reference URI-reference-2732])`)
	info, err := Info(RFC2396)
	require.NoError(t, err)
	assert.Equal(t, []string{"URI-reference", "URI-reference-2732"}, info.Resolution.References)
}
