package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseURLSyntax05AllocatesNothing: url-syntax-05's scanner reads the
// input itself and records spans only, so Parse of a valid URL allocates
// nothing (the URI is a value) under every start rule. Each input is also split as
// the tree splits it (TestScanAgreesWithTree), choices the delimiters alone
// do not show included.
func TestParseURLSyntax05AllocatesNothing(t *testing.T) {
	tests := []struct {
		rule, input string
	}{
		// Appendix C: the base URL and some of the examples.
		{"URL-reference", "http://a/b/c/d;p?q#f"},
		{"URL-reference", "g;x=1/../y"},
		{"URL-reference", "//g"},
		{"URL-reference", "?y"},
		{"URL-reference", "#s"},
		{"URL-reference", ""},
		// §4.3.1: user, password, port, hostnumber; an empty site, an empty
		// user, password and port.
		{"URL-reference", "ftp://u:p@1.2.3.4:21/x;type=a"},
		{"URL-reference", "//@h:/"},
		{"URL-reference", "//u:@h"},
		{"URL-reference", "///"},
		// E12: a "scheme" the scheme rule rejects is a rel-path segment.
		{"URL-reference", "a_b:c"},
		{"URL-reference", "%7E:x"},
		{"URL-reference", "a:"},
		// E13: a site followed directly by "?"; "//ho_st?q" and "//h:8x?q"
		// have no site.
		{"URL-reference", "http://h?q"},
		{"URL-reference", "//u:p@h:80?q#f"},
		{"URL-reference", "//?q"},
		{"URL-reference", "//ho_st?q"},
		{"URL-reference", "//h:8x?q/r"},
		{"URL-reference", "//ho_st/x"},
		{"absoluteURL", "http://www.ics.uci.edu/Test/a/b/c"},
		{"absoluteURL", "this:that"},
		{"absoluteURL", "s://h?q"},
		{"relativeURL", "//h?q"},
		{"relativeURL", "//a.b-c.d/e;f;;g/"},
		{"relativeURL", "/a:b"},
		{"relativeURL", "a:b?c:d"},
		{"relativeURL", ""},
	}
	for _, tt := range tests {
		require.NoError(t, Validate(URLSyntax05, tt.input, WithRule(tt.rule)), "%s %q", tt.rule, tt.input)
		checkScan(t, URLSyntax05.x, tt.rule, tt.input)
		allocs := testing.AllocsPerRun(100, func() {
			benchSinkURI, benchSinkErr = Parse(URLSyntax05, tt.input, WithRule(tt.rule))
		})
		assert.Zero(t, allocs, "%s %q", tt.rule, tt.input)
	}
}
