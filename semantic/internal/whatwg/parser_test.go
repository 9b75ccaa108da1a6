package whatwg

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func names(errs []ValidationError) []string {
	var out []string
	for _, e := range errs {
		out = append(out, e.Name)
	}
	return out
}

// TestValidationErrorTable parses each example of url.bs's validation error
// table (#validation-error-table): the error is reported by its name, and
// the parser fails where the table's "Failure" column says "Yes".
func TestValidationErrorTable(t *testing.T) {
	tests := []struct {
		input, base string
		name        string
		failure     bool
	}{
		{input: "https://exa%23mple.org", name: ErrDomainToASCII, failure: true},
		{input: "https://exam%70le.org", name: ErrDomainPercentEncoded},
		{input: "foo://exa[mple.org", name: ErrHostInvalidCodePoint, failure: true},
		{input: "https://127.0.0.1./", name: ErrIPv4EmptyPart},
		{input: "https://1.2.3/", name: ErrIPv4TooFewParts},
		{input: "https://1.2.3.4.5/", name: ErrIPv4TooManyParts, failure: true},
		{input: "https://test.42", name: ErrIPv4NonNumericPart, failure: true},
		{input: "https://127.0.0x0.1", name: ErrIPv4NonDecimalPart},
		{input: "https://255.255.4000.1", name: ErrIPv4OutOfRangePart, failure: true},
		{input: "https://[::1", name: ErrIPv6Unclosed, failure: true},
		{input: "https://[:1]", name: ErrIPv6InvalidCompression, failure: true},
		{input: "https://[1:2:3:4:5:6:7:8:9]", name: ErrIPv6TooManyPieces, failure: true},
		{input: "https://[1::1::1]", name: ErrIPv6MultipleCompression, failure: true},
		{input: "https://[1:2:3!:4]", name: ErrIPv6InvalidCodePoint, failure: true},
		{input: "https://[1:2:3:]", name: ErrIPv6InvalidCodePoint, failure: true},
		{input: "https://[1:2:3]", name: ErrIPv6TooFewPieces, failure: true},
		{input: "https://[::01]", name: ErrIPv6PieceLeadingZero},
		{input: "https://[1:1:1:1:1:1:1:127.0.0.1]", name: ErrIPv4InIPv6TooManyPieces, failure: true},
		{input: "https://[ffff::.0.0.1]", name: ErrIPv4InIPv6InvalidCodePoint, failure: true},
		{input: "https://[ffff::127.0.xyz.1]", name: ErrIPv4InIPv6InvalidCodePoint, failure: true},
		{input: "https://[ffff::127.0xyz]", name: ErrIPv4InIPv6InvalidCodePoint, failure: true},
		{input: "https://[ffff::127.00.0.1]", name: ErrIPv4InIPv6InvalidCodePoint, failure: true},
		{input: "https://[ffff::127.0.0.1.2]", name: ErrIPv4InIPv6InvalidCodePoint, failure: true},
		{input: "https://[ffff::127.0.0.4000]", name: ErrIPv4InIPv6OutOfRangePart, failure: true},
		{input: "https://[ffff::127.0.0]", name: ErrIPv4InIPv6TooFewParts, failure: true},
		{input: "https://example.org/>", name: ErrInvalidURLUnit},
		{input: " https://example.org ", name: ErrInvalidURLUnit},
		{input: "ht\ntps://example.org", name: ErrInvalidURLUnit},
		{input: "https://example.org/%s", name: ErrInvalidURLUnit},
		{input: "file:c:/my-secret-folder", name: ErrSpecialSchemeMissingSolidus},
		{input: "https:example.org", name: ErrSpecialSchemeMissingSolidus},
		{input: "https:foo.html", base: "https://example.org/", name: ErrSpecialSchemeMissingSolidus},
		{input: "💩", name: ErrMissingSchemeNonRelativeURL, failure: true},
		{input: "💩", base: "mailto:user@example.org", name: ErrMissingSchemeNonRelativeURL, failure: true},
		{input: `https://example.org\path\to\file`, name: ErrInvalidReverseSolidus},
		{input: "https://user@example.org", name: ErrInvalidCredentials},
		{input: "ssh://user@example.org", name: ErrInvalidCredentials},
		{input: "https://#fragment", name: ErrHostMissing, failure: true},
		{input: "https://:443", name: ErrHostMissing, failure: true},
		{input: "https://user:pass@", name: ErrHostMissing, failure: true},
		{input: "https://example.org:70000", name: ErrPortOutOfRange, failure: true},
		{input: "https://example.org:7z", name: ErrPortInvalid, failure: true},
		// The table's example is new URL("/c:/path/to/file", "file:///c:/"),
		// but the file state reports the error only for an input that does
		// not begin with "/" or "\" (#file-state): "/c:/..." goes through the
		// file slash state, which reports nothing. The file state's own case:
		{input: "c|/path/to/file", base: "file:///c:/", name: ErrFileInvalidWindowsDriveLetter},
		{input: "file://c:", name: ErrFileInvalidDriveLetterHost},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			var base *URL
			if tt.base != "" {
				b, _, err := Parse(tt.base, nil)
				require.NoError(t, err)
				base = &b
			}
			_, errs, err := Parse(tt.input, base)
			assert.Contains(t, names(errs), tt.name)
			if !tt.failure {
				assert.NoError(t, err)
				return
			}
			var e *Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tt.name, e.Name)
		})
	}
}

// TestTableExample checks the table of url.bs §4.1 (#url-representation)
// that maps valid URL strings to components.
func TestTableExample(t *testing.T) {
	tests := []struct {
		input                 string
		scheme, host, path    string
		hostKind              HostKind
		port                  int
		query, fragment       string
		hasQuery, hasFragment bool
		opaque                bool
	}{
		{input: "https://example.com/", scheme: "https", host: "example.com", hostKind: HostDomain, port: -1, path: "/"},
		{input: "https://localhost:8000/search?q=text#hello", scheme: "https", host: "localhost", hostKind: HostDomain, port: 8000,
			path: "/search", query: "q=text", hasQuery: true, fragment: "hello", hasFragment: true},
		{input: "urn:isbn:9780307476463", scheme: "urn", hostKind: HostNull, port: -1, path: "isbn:9780307476463", opaque: true},
		{input: "file:///ada/Analytical%20Engine/README.md", scheme: "file", hostKind: HostEmpty, port: -1,
			path: "/ada/Analytical%20Engine/README.md"},
	}
	for _, tt := range tests {
		u, errs, err := Parse(tt.input, nil)
		require.NoError(t, err, tt.input)
		assert.Empty(t, errs, "a valid URL string parses without validation error: %s", tt.input)
		assert.Equal(t, tt.scheme, u.Scheme)
		assert.Equal(t, tt.hostKind, u.Host.Kind, tt.input)
		assert.Equal(t, tt.host, u.Host.Name)
		assert.Equal(t, tt.port, u.Port)
		assert.Equal(t, tt.path, u.Path)
		assert.Equal(t, tt.opaque, u.OpaquePath)
		assert.Equal(t, tt.query, u.Query)
		assert.Equal(t, tt.hasQuery, u.HasQuery)
		assert.Equal(t, tt.fragment, u.Fragment)
		assert.Equal(t, tt.hasFragment, u.HasFragment)
		assert.Equal(t, tt.input, u.Href(), "a valid URL string serializes to itself here")
	}
}

// TestHosts checks the host parser and serializer on the examples of url.bs
// §3 (#host-representation, #concept-ipv6-serializer,
// #concept-ipv4-parser's notes).
func TestHosts(t *testing.T) {
	tests := []struct{ input, href string }{
		// IPv4 numbers in hex and octal, and fewer parts (#concept-ipv4-parser).
		{"http://0x7F.1/", "http://127.0.0.1/"},
		{"http://0300.0250.1.1/", "http://192.168.1.1/"},
		{"http://3232235777/", "http://192.168.1.1/"},
		{"http://192.168.257/", "http://192.168.1.1/"},
		// The IPv6 serializer compresses the first longest run of 0 pieces
		// ("In 0:f:0:0:f:f:0:0 it would point to the second 0").
		{"http://[0:f:0:0:f:f:0:0]/", "http://[0:f::f:f:0:0]/"},
		{"http://[1:0:0:2::3:0]/", "http://[1::2:0:0:3:0]/"},
		{"http://[::127.0.0.1]/", "http://[::7f00:1]/"},
		{"http://[ABCD::]/", "http://[abcd::]/"},
		// Domain to ASCII (§3.3's note: ☕.example becomes xn--53h.example).
		{"http://☕.example/", "http://xn--53h.example/"},
		{"http://EXAMPLE.com./", "http://example.com./"},
		// An ASCII domain is lowercased whatever Unicode ToASCII makes of it.
		{"http://xn--8i7caa/", "http://xn--8i7caa/"},
		// Ends in a number: the last label decides.
		// (a failure: "foo" is no IPv4 number).
		{"http://foo.09/", ""},
		{"http://foo.0x/", ""},
		{"http://foo.0x1g/", "http://foo.0x1g/"},
		// Opaque hosts are percent-encoded with the C0 control set.
		{"sc://ñ/", "sc://%C3%B1/"},
		{"sc://%41/", "sc://%41/"},
		// file: localhost is the empty host.
		{"file://localhost/x", "file:///x"},
	}
	for _, tt := range tests {
		u, _, err := Parse(tt.input, nil)
		if tt.href == "" {
			assert.Error(t, err, tt.input)
			continue
		}
		require.NoError(t, err, tt.input)
		assert.Equal(t, tt.href, u.Href(), tt.input)
	}
}

// TestEqual checks URL equivalence (#concept-url-equals) with and without
// fragments.
func TestEqual(t *testing.T) {
	a, _, err := Parse("HTTP://example.com:80/a/./b#x", nil)
	require.NoError(t, err)
	b, _, err := Parse("http://EXAMPLE.com/a/b#y", nil)
	require.NoError(t, err)
	assert.False(t, Equal(&a, &b, false))
	assert.True(t, Equal(&a, &b, true))
	c, _, err := Parse("http://example.com/a/b/", nil)
	require.NoError(t, err)
	assert.False(t, Equal(&a, &c, true))
}

// TestErrorMessage checks the failure's message: offset, step, name and
// what was expected.
func TestErrorMessage(t *testing.T) {
	_, _, err := Parse("https://example.org:70000", nil)
	require.Error(t, err)
	assert.Equal(t, "offset 20: URL Standard port state: failure (port-out-of-range): expected a port of at most 65535", err.Error())
	_, _, err = Parse("http://a b/", nil)
	require.Error(t, err)
	assert.Equal(t, "offset 8: URL Standard domain parser: failure (domain-to-ASCII): expected a domain without forbidden domain code points", err.Error())
}

// TestOffsets checks that validation errors are at offsets of the input as
// given, across the leading spaces trimmed and the tabs removed.
func TestOffsets(t *testing.T) {
	_, errs, err := Parse("  ht\ttp://a/>", nil)
	require.NoError(t, err)
	require.Len(t, errs, 3)
	assert.Equal(t, ValidationError{ErrInvalidURLUnit, 0}, errs[0])
	assert.Equal(t, ValidationError{ErrInvalidURLUnit, 4}, errs[1])
	assert.Equal(t, ValidationError{ErrInvalidURLUnit, 12}, errs[2])
}

// TestNoPanic feeds the parser hostile inputs: nothing panics, and a
// success serializes to a string that parses to itself (the serializer's
// idempotence, #url-serializing).
func TestNoPanic(t *testing.T) {
	inputs := []string{"", "\xff\xfe", "http://[", "http://[::", "http://[::1.2.3.", "a:" + strings.Repeat("/", 1000),
		"http://" + strings.Repeat("9", 400), "http://0x" + strings.Repeat("f", 100), "file:" + strings.Repeat("/..", 100),
		"http://%zz/", "http://%ff/", "non-special://[1:2::3]:0/", "web+demo:/.//not-a-host/", "web+demo:/path/..//not-a-host/"}
	for _, in := range inputs {
		u, _, err := Parse(in, nil)
		if err != nil {
			continue
		}
		again, _, err := Parse(u.Href(), nil)
		require.NoError(t, err, in)
		assert.Equal(t, u.Href(), again.Href(), in)
	}
}
