package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rfc1808Base is the base of RFC 1808 §5: "Base: <URL:http://a/b/c/d;p?q#f>".
const rfc1808Base = "http://a/b/c/d;p?q#f"

// TestResolveRFC1808Examples: every example of RFC 1808 §5.1 and §5.2.
func TestResolveRFC1808Examples(t *testing.T) {
	tests := []struct{ ref, want string }{
		// §5.1 Normal Examples.
		{"g:h", "g:h"},
		{"g", "http://a/b/c/g"},
		{"./g", "http://a/b/c/g"},
		{"g/", "http://a/b/c/g/"},
		{"/g", "http://a/g"},
		{"//g", "http://g"},
		{"?y", "http://a/b/c/d;p?y"},
		{"g?y", "http://a/b/c/g?y"},
		{"g?y/./x", "http://a/b/c/g?y/./x"},
		{"#s", "http://a/b/c/d;p?q#s"},
		{"g#s", "http://a/b/c/g#s"},
		{"g#s/./x", "http://a/b/c/g#s/./x"},
		{"g?y#s", "http://a/b/c/g?y#s"},
		{";x", "http://a/b/c/d;x"},
		{"g;x", "http://a/b/c/g;x"},
		{"g;x?y#s", "http://a/b/c/g;x?y#s"},
		{".", "http://a/b/c/"},
		{"./", "http://a/b/c/"},
		{"..", "http://a/b/"},
		{"../", "http://a/b/"},
		{"../g", "http://a/b/g"},
		{"../..", "http://a/"},
		{"../../", "http://a/"},
		{"../../g", "http://a/g"},
		// §5.2 Abnormal Examples: "<>" is the empty reference.
		{"", "http://a/b/c/d;p?q#f"},
		{"../../../g", "http://a/../g"},
		{"../../../../g", "http://a/../../g"},
		{"/./g", "http://a/./g"},
		{"/../g", "http://a/../g"},
		{"g.", "http://a/b/c/g."},
		{".g", "http://a/b/c/.g"},
		{"g..", "http://a/b/c/g.."},
		{"..g", "http://a/b/c/..g"},
		{"./../g", "http://a/b/g"},
		{"./g/.", "http://a/b/c/g/"},
		{"g/./h", "http://a/b/c/g/h"},
		{"g/../h", "http://a/b/c/h"},
		{"http:g", "http:g"},
		{"http:", "http:"},
	}
	for _, tc := range tests {
		t.Run(tc.ref, func(t *testing.T) {
			got, err := Resolve(RFC1808, rfc1808Base, tc.ref)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

// TestResolveRFC1808 runs the cases §5 does not cover.
func TestResolveRFC1808(t *testing.T) {
	tests := []struct {
		name string
		base string
		ref  string
		want string
	}{
		// §10 Appendix.
		{name: "§10", base: "http://www.ics.uci.edu/Test/a/b/c", ref: "../x", want: "http://www.ics.uci.edu/Test/a/x"},
		// §4: "Parameters ... do not form a part of the URL path".
		{name: "params outside the path", base: "http://a/b/c/d;p=1/2?q", ref: "g", want: "http://a/b/c/g"},
		{name: "params not resolved", base: rfc1808Base, ref: "g;x=1/../y", want: "http://a/b/c/g;x=1/../y"},
		// Step 2a on the components of §2.4 (erratum R1): "#", "?" and ";" are empty.
		{name: "empty fragment", base: rfc1808Base, ref: "#", want: rfc1808Base},
		{name: "empty query", base: rfc1808Base, ref: "?", want: rfc1808Base},
		{name: "empty params", base: rfc1808Base, ref: ";", want: rfc1808Base},
		{name: "empty net_loc", base: rfc1808Base, ref: "//", want: rfc1808Base},
		// Step 5b: an empty query inherits the base's.
		{name: "empty query after params", base: rfc1808Base, ref: ";x?", want: "http://a/b/c/d;x"},
		// Step 3: an empty net_loc is inherited (erratum R3 keeps "//").
		{name: "empty net_loc in reference", base: rfc1808Base, ref: "///g", want: "http://a/g"},
		{name: "empty net_loc in base", base: "file:///a/b", ref: "c", want: "file:///a/c"},
		{name: "no net_loc", base: "foo:a/b", ref: "c", want: "foo:a/c"},
		// Step 6 with an empty base path (erratum R6), recombined in the §2.1
		// layout (erratum R3).
		{name: "empty base path", base: "http://a", ref: "g", want: "http://a/g"},
		{name: "empty base path, query", base: "http://a", ref: "?y", want: "http://a/?y"},
		{name: "base net_loc with query", base: "http://a?q", ref: "g", want: "http://a?q/g"},
		// Step 6c: an empty segment is a segment.
		{name: "empty segment before ..", base: rfc1808Base, ref: "x/y//../z", want: "http://a/b/c/x/y/z"},
		// Step 1: the empty base (erratum R5).
		{name: "empty base", base: "", ref: "http://x/y#z", want: "http://x/y#z"},
		// Step 2b: an absolute reference ignores an unsuitable base.
		{name: "absolute reference", base: "http://a//b", ref: "g:h", want: "g:h"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Resolve(RFC1808, tc.base, tc.ref)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

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
			var re *ResolveError
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
		var re *ResolveError
		assert.False(t, errors.As(err, &re), "an option error is not about the inputs")
	}
	_, err := Normalize(RFC1808, "http://a/")
	assert.Error(t, err, "RFC 1808 states no normalization")
}
