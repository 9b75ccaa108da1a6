package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rfc3986Base is the base URI of RFC 3986 §5.4: "Within a representation
// with a well defined base URI of http://a/b/c/d;p?q".
const rfc3986Base = "http://a/b/c/d;p?q"

// The examples of RFC 3986 §5.4.1 and §5.4.2 and the cases beyond them (§5.2.3
// merge, §5.2.2 non-strict, R1-R3) are vectors of conformance/testdata/rfc3986.jsonl
// and the third-party corpora, which the conformance runner runs inside go test.

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
			var re *OpError
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
