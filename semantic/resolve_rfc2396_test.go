package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rfc2396AppendixCBase is the base of RFC 2396 Appendix C.
const rfc2396AppendixCBase = "http://a/b/c/d;p?q"

// The examples of RFC 2396 Appendix C are vectors of the third-party corpora in
// conformance/testdata/thirdparty, which the conformance runner runs inside go test.

// TestResolveRFC2396 runs the options and the cases Appendix C does not
// cover.
func TestResolveRFC2396(t *testing.T) {
	tests := []struct {
		name string
		base string
		ref  string
		opts []Option
		want string
	}{
		// Appendix D.
		{name: "Appendix D", base: "http://www.ics.uci.edu/Test/a/b/c", ref: "../x", want: "http://www.ics.uci.edu/Test/a/x"},
		// C.2 "http:g = http://a/b/c/g ; for backwards compatibility" (erratum R4).
		{name: "non-validating", base: rfc2396AppendixCBase, ref: "http:g", opts: []Option{WithValidating(false)}, want: "http://a/b/c/g"},
		{name: "non-validating, scheme case", base: rfc2396AppendixCBase, ref: "HTTP:g", opts: []Option{WithValidating(false)}, want: "http://a/b/c/g"},
		{name: "non-validating, other scheme", base: rfc2396AppendixCBase, ref: "ftp:g", opts: []Option{WithValidating(false)}, want: "ftp:g"},
		{name: "non-validating, rest not relative", base: rfc2396AppendixCBase, ref: "http:g:h", opts: []Option{WithValidating(false)}, want: "http:g:h"},
		// §5.2 step 6g: the three handlings; C.2 prints "retain".
		{name: "leading dots retained", base: rfc2396AppendixCBase, ref: "../../../g", opts: []Option{WithLeadingDots(RetainLeadingDots)}, want: "http://a/../g"},
		{name: "leading dots removed", base: rfc2396AppendixCBase, ref: "../../../../g", opts: []Option{WithLeadingDots(RemoveLeadingDots)}, want: "http://a/g"},
		// §5.2 step 6a with an empty base path: the literal string (erratum
		// R3; by default an error, TestRecompositionGuard).
		{name: "empty base path", base: "http://example.com", ref: "test",
			opts: []Option{WithRecomposition(RecomposeLiteral)}, want: "http://example.comtest"},
		// Step 2: the query is not inherited; step 4: an undefined authority stays undefined.
		{name: "no authority", base: "foo:/a/b", ref: "c?d", want: "foo:/a/c?d"},
		{name: "empty authority", base: "file:///a/b", ref: "/c", want: "file:///c"},
		// Step 6 leaves an empty segment alone and removes the one before "..".
		{name: "double slash", base: "fred:///s//a/b/c", ref: "../../../g", want: "fred:///s/g"},
		{name: "empty segment before ..", base: "http://a/b/c/d", ref: "x/y//../z", want: "http://a/b/c/x/y/z"},
		// Step 4: a network-path reference.
		{name: "network-path", base: "http:///s//a/b/c", ref: "//g/x", want: "http://g/x"},
		// Step 3: an absolute reference does not use the base, opaque or not.
		{name: "absolute reference, opaque base", base: "mailto:a@b", ref: "http://x", want: "http://x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Resolve(RFC2396, tc.base, tc.ref, tc.opts...)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

// TestResolveRFC2396Errors: the inputs RFC 2396 rejects, by role and the
// error they match.
func TestResolveRFC2396Errors(t *testing.T) {
	tests := []struct {
		name   string
		base   string
		ref    string
		opts   []Option
		role   Role
		target error // a sentinel the error matches, or nil for a *Error of Parse
	}{
		// C.1 "?y": not a URI-reference (grammar erratum E7, resolution R5).
		{name: "query alone", base: rfc2396AppendixCBase, ref: "?y", role: RoleReference},
		// Grammar E8: "http:" is no URI-reference.
		{name: "scheme alone", base: rfc2396AppendixCBase, ref: "http:", role: RoleReference},
		// Grammar E9: RFC 2396's rules have no IPv6 literal.
		{name: "IPv6 base", base: "http://[::1]/a", ref: "b", role: RoleBase},
		// §4: the base is an absoluteURI, without fragment.
		{name: "base with fragment", base: "http://a/b#f", ref: "c", role: RoleBase},
		{name: "relative base", base: "/a/b", ref: "c", role: RoleBase},
		// §5: an opaque base cannot take a relative reference.
		{name: "opaque base", base: "mailto:a@b", ref: "c", role: RoleBase, target: ErrUnsuitableBase},
		{name: "opaque base, empty reference", base: "mailto:a@b", ref: "", role: RoleBase, target: ErrUnsuitableBase},
		// §5.2 step 6g "avoiding traversal of the reference".
		{name: "leading dots rejected", base: rfc2396AppendixCBase, ref: "../../../g", opts: []Option{WithLeadingDots(RejectLeadingDots)}, role: RoleReference, target: ErrAboveRoot},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Resolve(RFC2396, tc.base, tc.ref, tc.opts...)
			var re *OpError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, tc.role, re.Role)
			assert.Equal(t, RFC2396, re.Dialect)
			if tc.target != nil {
				assert.ErrorIs(t, err, tc.target)
				return
			}
			var pe *Error
			assert.True(t, errors.As(err, &pe), "%v", err)
		})
	}
}

func TestResolveRFC2396Options(t *testing.T) {
	assert.True(t, RFC2396.x.resolution.nonStrict)
	errata, err := errataOf(RFC2396, ErratumResolution)
	require.NoError(t, err)
	var ids []string
	for _, e := range errata {
		ids = append(ids, e.ID)
	}
	assert.Equal(t, []string{"R1", "R2", "R3", "R4", "R5"}, ids)
}
