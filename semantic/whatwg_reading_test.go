package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// whatwgForTest is a dialect value wired as whatwg-url is when it is
// registered (wireWHATWG), for the reading alone; the registered one, when
// there is one.
func whatwgForTest() *dialect {
	if whatwgRegistered != nil {
		return whatwgRegistered
	}
	x := &dialect{id: "whatwg-url"}
	wireWHATWG(x)
	return x
}

// TestWHATWGResolve: Resolve is the href of new URL(ref, base) (URL
// Standard §4.4, §4.5); a failure names the state or algorithm, its
// section, the validation error and the role of the input.
func TestWHATWGResolve(t *testing.T) {
	x := whatwgForTest()
	tests := []struct{ base, ref, want, err string }{
		// web-platform-tests urltestdata cases, as url.bs reads them.
		{base: "http://example.org/foo/bar", ref: `\\x\hello`, want: "http://x/hello"},
		{base: "http://example.org/foo/bar", ref: "http::@c:29", want: "http://example.org/foo/:@c:29"},
		{base: "http://example.org/foo/bar", ref: "#β", want: "http://example.org/foo/bar#%CE%B2"},
		{base: "web+demo:/.//not-a-host/", ref: "", want: "web+demo:/.//not-a-host/"},
		{base: "http://example.org/foo/bar", ref: "http://[::1",
			err: `resolving "http://[::1" against "http://example.org/foo/bar": invalid reference: whatwg-url: invalid basic URL parser at offset 7: failure (IPv6-unclosed): expected "]" closing the IPv6 address (in rule host parser, §3.5)`},
		{base: "mailto:x", ref: "g",
			err: `resolving "g" against "mailto:x": invalid reference: whatwg-url: invalid basic URL parser at offset 0: failure (missing-scheme-non-relative-URL): expected a scheme, or a base URL without an opaque path (in rule no scheme state, §4.4)`},
	}
	for _, tt := range tests {
		got, err := x.resolution.resolve(x, tt.base, tt.ref, &options{})
		if tt.err != "" {
			require.Error(t, err)
			assert.Equal(t, tt.err, err.Error())
			var se *Error
			assert.True(t, errors.As(err, &se))
			continue
		}
		require.NoError(t, err, tt.ref)
		assert.Equal(t, tt.want, got)
	}
}

// TestWHATWGNormalize: the normal form is the href, with or without the
// fragment, for a string that is no valid URL string too.
func TestWHATWGNormalize(t *testing.T) {
	x := whatwgForTest()
	n, err := x.normalization.input(x, "HTTP://EXAMPLE.com:80/a/./b/../c?q r#f g", LevelHref)
	require.NoError(t, err)
	assert.Equal(t, "http://example.com/a/c?q%20r#f%20g", n)
	n, err = x.normalization.input(x, "HTTP://EXAMPLE.com:80/a#f", LevelHrefExcludeFragment)
	require.NoError(t, err)
	assert.Equal(t, "http://example.com/a", n)
	_, err = x.normalization.input(x, "https://example.org:70000", LevelHref)
	var se *Error
	require.ErrorAs(t, err, &se)
	assert.Equal(t, "port state", se.Rule)
	assert.Equal(t, 20, se.Offset)
}

// TestWHATWGWarnings: the validation errors are warnings with their names.
func TestWHATWGWarnings(t *testing.T) {
	whatwgForTest()
	u, ws, err := BasicURLParse(" https://user@127.0.0.1./", nil)
	require.NoError(t, err)
	assert.Equal(t, "https://user@127.0.0.1/", u.Href())
	assert.Equal(t, []Warning{
		{Offset: 0, Section: "4.4", Message: "validation error invalid-URL-unit: expected a URL unit (a URL code point, or \"%\" and two ASCII hex digits)"},
		{Offset: 13, Section: "4.4", Message: "validation error invalid-credentials: expected no credentials"},
		{Offset: 14, Section: "3.5", Message: "validation error IPv4-empty-part: expected an IPv4 address not ending with \".\""},
	}, ws)
}
