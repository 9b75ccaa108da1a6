package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rfc1808Base is the base of RFC 1808 §5: "Base: <URL:http://a/b/c/d;p?q#f>".
const rfc1808Base = "http://a/b/c/d;p?q#f"

// The examples of RFC 1808 §5.1, §5.2 and §10 and the cases beyond them are vectors of
// conformance/testdata/rfc1808.jsonl and of the third-party corpora, which the
// conformance runner runs inside go test (TestConformance in package conformance).

// TestResolveRFC1808Errors: each input RFC 1808 rejects fails with the *Error
// of Parse and the role of the input.
func TestResolveRFC1808Errors(t *testing.T) {
	tests := []struct {
		name      string
		base, ref string
		role      Role
		rule      string // the start rule of the *Error
	}{
		// §2.2: "~" is national, not a URL character.
		{name: "invalid reference", base: rfc1808Base, ref: "~g", role: RoleReference, rule: "URL"},
		{name: "invalid base", base: "http://a/~b", ref: "g", role: RoleBase, rule: "URL"},
		// §3: a base URL is absolute.
		{name: "relative base", base: "/a/b", ref: "g", role: RoleBase, rule: "absoluteURL"},
		// §2 (erratum R4): "http://a//b" is no generic-RL (grammar E4).
		{name: "unsuitable base", base: "http://a//b", ref: "g", role: RoleBase, rule: "generic-RL"},
		// Step 1 (erratum R5): with the empty base the reference must be absolute.
		{name: "empty base, relative reference", base: "", ref: "g", role: RoleReference, rule: "absoluteURL"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Resolve(RFC1808, tc.base, tc.ref)
			var re *OpError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, tc.role, re.Role)
			var pe *Error
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tc.rule, pe.StartRule)
		})
	}
}

func TestResolveRFC1808Options(t *testing.T) {
	assert.False(t, RFC1808.x.resolution.nonStrict)
	for _, opt := range []Option{WithValidating(false), WithLeadingDots(RemoveLeadingDots)} {
		_, err := Resolve(RFC1808, rfc1808Base, "g", opt)
		require.Error(t, err)
		var re *OpError
		assert.False(t, errors.As(err, &re), "an option error is not about the inputs")
	}
	_, err := Normalize(RFC1808, "http://a/")
	assert.Error(t, err, "RFC 1808 states no normalization")
}
