package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rfc3986Base is the base URI of RFC 3986 §5.4: "Within a representation
// with a well defined base URI of http://a/b/c/d;p?q".
const rfc3986Base = "http://a/b/c/d;p?q"

// TestResolveRFC3986Examples runs every example of RFC 3986 §5.4.1 and
// §5.4.2, strict and, for "http:g", "for backward compatibility".
func TestResolveRFC3986Examples(t *testing.T) {
	tests := []struct {
		section string
		ref     string
		want    string
		strict  bool
	}{
		{section: "§5.4.1", ref: "g:h", want: "g:h", strict: true},
		{section: "§5.4.1", ref: "g", want: "http://a/b/c/g", strict: true},
		{section: "§5.4.1", ref: "./g", want: "http://a/b/c/g", strict: true},
		{section: "§5.4.1", ref: "g/", want: "http://a/b/c/g/", strict: true},
		{section: "§5.4.1", ref: "/g", want: "http://a/g", strict: true},
		{section: "§5.4.1", ref: "//g", want: "http://g", strict: true},
		{section: "§5.4.1", ref: "?y", want: "http://a/b/c/d;p?y", strict: true},
		{section: "§5.4.1", ref: "g?y", want: "http://a/b/c/g?y", strict: true},
		{section: "§5.4.1", ref: "#s", want: "http://a/b/c/d;p?q#s", strict: true},
		{section: "§5.4.1", ref: "g#s", want: "http://a/b/c/g#s", strict: true},
		{section: "§5.4.1", ref: "g?y#s", want: "http://a/b/c/g?y#s", strict: true},
		{section: "§5.4.1", ref: ";x", want: "http://a/b/c/;x", strict: true},
		{section: "§5.4.1", ref: "g;x", want: "http://a/b/c/g;x", strict: true},
		{section: "§5.4.1", ref: "g;x?y#s", want: "http://a/b/c/g;x?y#s", strict: true},
		{section: "§5.4.1", ref: "", want: "http://a/b/c/d;p?q", strict: true},
		{section: "§5.4.1", ref: ".", want: "http://a/b/c/", strict: true},
		{section: "§5.4.1", ref: "./", want: "http://a/b/c/", strict: true},
		{section: "§5.4.1", ref: "..", want: "http://a/b/", strict: true},
		{section: "§5.4.1", ref: "../", want: "http://a/b/", strict: true},
		{section: "§5.4.1", ref: "../g", want: "http://a/b/g", strict: true},
		{section: "§5.4.1", ref: "../..", want: "http://a/", strict: true},
		{section: "§5.4.1", ref: "../../", want: "http://a/", strict: true},
		{section: "§5.4.1", ref: "../../g", want: "http://a/g", strict: true},
		{section: "§5.4.2", ref: "../../../g", want: "http://a/g", strict: true},
		{section: "§5.4.2", ref: "../../../../g", want: "http://a/g", strict: true},
		{section: "§5.4.2", ref: "/./g", want: "http://a/g", strict: true},
		{section: "§5.4.2", ref: "/../g", want: "http://a/g", strict: true},
		{section: "§5.4.2", ref: "g.", want: "http://a/b/c/g.", strict: true},
		{section: "§5.4.2", ref: ".g", want: "http://a/b/c/.g", strict: true},
		{section: "§5.4.2", ref: "g..", want: "http://a/b/c/g..", strict: true},
		{section: "§5.4.2", ref: "..g", want: "http://a/b/c/..g", strict: true},
		{section: "§5.4.2", ref: "./../g", want: "http://a/b/g", strict: true},
		{section: "§5.4.2", ref: "./g/.", want: "http://a/b/c/g/", strict: true},
		{section: "§5.4.2", ref: "g/./h", want: "http://a/b/c/g/h", strict: true},
		{section: "§5.4.2", ref: "g/../h", want: "http://a/b/c/h", strict: true},
		{section: "§5.4.2", ref: "g;x=1/./y", want: "http://a/b/c/g;x=1/y", strict: true},
		{section: "§5.4.2", ref: "g;x=1/../y", want: "http://a/b/c/y", strict: true},
		{section: "§5.4.2", ref: "g?y/./x", want: "http://a/b/c/g?y/./x", strict: true},
		{section: "§5.4.2", ref: "g?y/../x", want: "http://a/b/c/g?y/../x", strict: true},
		{section: "§5.4.2", ref: "g#s/./x", want: "http://a/b/c/g#s/./x", strict: true},
		{section: "§5.4.2", ref: "g#s/../x", want: "http://a/b/c/g#s/../x", strict: true},
		{section: "§5.4.2", ref: "http:g", want: "http:g", strict: true},
		{section: "§5.4.2", ref: "http:g", want: "http://a/b/c/g", strict: false},
	}
	for _, tc := range tests {
		t.Run(tc.section+" "+tc.ref, func(t *testing.T) {
			got, err := Resolve(RFC3986, rfc3986Base, tc.ref, WithValidating(tc.strict))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			if tc.strict {
				// Strict is the default.
				got, err := Resolve(RFC3986, rfc3986Base, tc.ref)
				require.NoError(t, err)
				assert.Equal(t, tc.want, got)
			}
		})
	}
}

// TestResolveRFC3986 runs cases beyond §5.4: the merge of §5.2.3, the
// readings R1-R3 and other bases.
func TestResolveRFC3986(t *testing.T) {
	tests := []struct {
		name      string
		base, ref string
		nonStrict bool
		literal   bool // WithRecomposition(RecomposeLiteral)
		want      string
	}{
		// §5.2.3: "If the base URI has a defined authority component and an
		// empty path, then return a string consisting of "/" concatenated
		// with the reference's path".
		{name: "§5.2.3 empty base path with authority", base: "http://a", ref: "g", want: "http://a/g"},
		{name: "§5.2.3 empty base path with authority and query", base: "http://a?q", ref: "?y", want: "http://a?y"},
		// §5.2.3: "excluding the entire base URI path if it does not contain
		// any "/" characters"; §5.2.4 then turns the rootless path absolute.
		{name: "§5.2.3 rootless base path", base: "foo:a", ref: "b", want: "foo:b"},
		{name: "§5.2.3 empty base path without authority", base: "foo:", ref: "b", want: "foo:b"},
		{name: "§5.2.4 rootless path climbing", base: "zz:abc", ref: "foo/../../../bar", want: "zz:/bar"},
		// §5.2.2: T.path = remove_dot_segments(R.path) for a reference with a
		// scheme, and Base.path as it is for an empty reference path.
		{name: "§5.2.2 dot-segments of an absolute reference", base: rfc3986Base, ref: "foo:.", want: "foo:"},
		{name: "§5.2.2 base path kept as it is", base: "http://a/b/../c", ref: "?y", want: "http://a/b/../c?y"},
		// §5.2.2: the authority travels with its userinfo and port.
		{name: "§5.2.2 network-path reference", base: "http://u@a:1/b", ref: "//v@c:2/./d", want: "http://v@c:2/d"},
		// R1 (§5.1): a base with a fragment is stripped of it.
		{name: "R1 base fragment", base: "http://ex/a#f", ref: "b", want: "http://ex/b"},
		{name: "R1 base fragment, empty reference", base: "foo:a/b?c#d", ref: "", want: "foo:a/b?c"},
		// §5.2.2 non-strict, and R2: the schemes are compared ignoring case (§3.1).
		{name: "non-strict same scheme", base: rfc3986Base, ref: "http:?y", nonStrict: true, want: "http://a/b/c/d;p?y"},
		{name: "non-strict other scheme", base: rfc3986Base, ref: "other:g", nonStrict: true, want: "other:g"},
		{name: "R2 non-strict scheme case", base: rfc3986Base, ref: "HTTP:g", nonStrict: true, want: "http://a/b/c/g"},
		// R3 (§5.3): the recomposed target may parse with an authority; the
		// literal string (by default an error, TestRecompositionGuard).
		{name: "R3 path beginning with //", base: "f:/a", ref: ".//g", literal: true, want: "f://g"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opts := []Option{WithValidating(!tc.nonStrict)}
			if tc.literal {
				opts = append(opts, WithRecomposition(RecomposeLiteral))
			}
			got, err := Resolve(RFC3986, tc.base, tc.ref, opts...)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

// TestRemoveDotSegmentsRFC3986 checks §5.2.4, the two traced examples first.
func TestRemoveDotSegmentsRFC3986(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    string
		climbed bool
	}{
		// §5.2.4: the two examples of merged paths.
		{name: "§5.2.4 example 1", in: "/a/b/c/./../../g", want: "/a/g"},
		{name: "§5.2.4 example 2", in: "mid/content=5/../6", want: "mid/6"},
		// Step 2A: "../" and "./" prefixes.
		{name: "2A ../", in: "../a", want: "a", climbed: true},
		{name: "2A ./", in: "./a", want: "a"},
		// Step 2B: "/./" and a final "/.".
		{name: "2B", in: "/a/./b/.", want: "/a/b/"},
		// Step 2C: above the root, and a final "/..".
		{name: "2C above the root", in: "/../a", want: "/a", climbed: true},
		{name: "2C final", in: "/a/b/..", want: "/a/"},
		{name: "2C first segment of a relative path", in: "a/../b", want: "/b", climbed: true},
		// Step 2D: a lone "." or "..".
		{name: "2D .", in: ".", want: ""},
		{name: "2D ..", in: "..", want: "", climbed: true},
		// Step 2E: segments that only contain dots are kept; empty segments too.
		{name: "2E dots inside segments", in: "/a../..b/.../", want: "/a../..b/.../"},
		{name: "2E empty segments", in: "/a//../b", want: "/a/b"},
		{name: "double slash left", in: "/.//g", want: "//g"},
		{name: "empty", in: "", want: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, climbed := removeDotSegmentsTraced(tc.in)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, tc.climbed, climbed)
			assert.Equal(t, tc.want, removeDotSegments(tc.in))
		})
	}
}

// TestResolveRFC3986Errors checks inputs the text rejects and options it does
// not offer.
func TestResolveRFC3986Errors(t *testing.T) {
	tests := []struct {
		name      string
		base, ref string
		opts      []Option
		role      Role
		offset    int
	}{
		// §5.1: "A base URI must conform to the <absolute-URI> syntax rule".
		{name: "relative base", base: "/a/b", ref: "g", role: RoleBase, offset: 0},
		{name: "invalid base", base: "http://a b/", ref: "g", role: RoleBase, offset: 8},
		// §4.1: the reference must be a URI-reference.
		{name: "invalid reference", base: rfc3986Base, ref: "g h", role: RoleReference, offset: 1},
		{name: "zone identifier", base: rfc3986Base, ref: "//[fe80::1%25en0]/", role: RoleReference, offset: 10},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Resolve(RFC3986, tc.base, tc.ref, tc.opts...)
			var re *ResolveError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, tc.role, re.Role)
			var pe *Error
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tc.offset, pe.Offset)
		})
	}
	// §5.2.4 drops ".." above the root; the text offers no other handling.
	_, err := Resolve(RFC3986, rfc3986Base, "../../../g", WithLeadingDots(RetainLeadingDots))
	require.EqualError(t, err, "WithLeadingDots is not offered by rfc3986: its resolution text gives no such choice")
	assert.True(t, RFC3986.x.resolution.nonStrict)
}

func TestResolveErrataRFC3986(t *testing.T) {
	errata, err := errataOf(RFC3986, ErratumResolution)
	require.NoError(t, err)
	var ids []string
	for _, e := range errata {
		ids = append(ids, e.ID)
		assert.NotEmpty(t, e.Text, e.ID)
		assert.NotEmpty(t, e.Does, e.ID)
		assert.NotEmpty(t, e.Why, e.ID)
	}
	assert.Equal(t, []string{"R1", "R2", "R3", "R4"}, ids)
}
