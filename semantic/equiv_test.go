package semantic

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// urn51 are the hypothetical URNs of rfc2141bis-03 §5.1, numbered as there.
var urn51 = map[int]string{
	1: "URN:foo:a123,456",
	2: "urn:foo:a123,456",
	3: "urn:FOO:a123,456",
	4: "urn:foo:A123,456",
	5: "urn:foo:a123%2C456",
	6: "URN:FOO:a123%2c456",
	7: "urn:foo:a123,456?x=y",
	8: "urn:foo:a123,456#xyz",
}

// TestEquivalentURN51 checks every pair of §5.1 at both levels: "URNs 1, 2,
// 3 and 8 are all lexically equivalent, and URN 7 is also lexically
// equivalent to these if step 5a is applied, but this does not hold if step
// 5b above is applied instead." "URN 4 is not lexically equivalent to any of
// the other URNs of the above set. URNs 5 and 6 are only lexically equivalent
// to each other."
func TestEquivalentURN51(t *testing.T) {
	tests := []struct {
		name    string
		level   Level
		classes [][]int
	}{
		// §5 step 5a: "distinguishing named resources".
		{name: "5a", level: LevelResource, classes: [][]int{{1, 2, 3, 7, 8}, {4}, {5, 6}}},
		// §5 step 5b: "caching specific URN resolution results".
		{name: "5b", level: LevelResolution, classes: [][]int{{1, 2, 3, 8}, {7}, {4}, {5, 6}}},
	}
	for _, tt := range tests {
		class := map[int]int{}
		for c, members := range tt.classes {
			for _, m := range members {
				class[m] = c
			}
		}
		require.Len(t, class, len(urn51))
		pairs := 0
		for i := 1; i <= len(urn51); i++ {
			for j := i; j <= len(urn51); j++ {
				t.Run(fmt.Sprintf("%s %d-%d", tt.name, i, j), func(t *testing.T) {
					got, err := Equivalent(RFC2141bis03, urn51[i], urn51[j], level(tt.level))
					require.NoError(t, err)
					assert.Equal(t, class[i] == class[j], got)
					back, err := Equivalent(RFC2141bis03, urn51[j], urn51[i], level(tt.level))
					require.NoError(t, err)
					assert.Equal(t, got, back, "symmetric")
				})
				pairs++
			}
		}
		assert.Equal(t, 36, pairs)
	}
	// §5 step 5a is the default.
	got, err := Equivalent(RFC2141bis03, urn51[1], urn51[7])
	require.NoError(t, err)
	assert.True(t, got)
}

// TestEquivalent: pairs the texts call equivalent, each dialect's verdict in
// one row.
func TestEquivalent(t *testing.T) {
	tests := []struct {
		name  string
		d     Dialect
		level Level
		a, b  string
		equal bool
	}{
		// rfc2396bis-01 §6.2.2: equivalent by syntax, not by string (§6.2.1).
		{name: "bis01 6.2.2", d: RFC2396bis01, level: LevelSyntax, a: "example://a/b/c/%7A", b: "eXAMPLE://a/./b/../b/c/%7a", equal: true},
		{name: "bis01 6.2.1", d: RFC2396bis01, level: LevelString, a: "example://a/b/c/%7A", b: "eXAMPLE://a/./b/../b/c/%7a", equal: false},
		// rfc2396bis-01 §6.2.3: equivalent by scheme, not by syntax.
		{name: "bis01 6.2.3", d: RFC2396bis01, level: LevelScheme, a: "http://example.com/", b: "http://example.com:80/", equal: true},
		{name: "bis01 6.2.3 at syntax", d: RFC2396bis01, level: LevelSyntax, a: "http://example.com/", b: "http://example.com:80/", equal: false},
		// rfc2396bis-01 §2.3: "%2D" is not unescaped, so not "-" (N2).
		{name: "bis01 2.3 hyphen", d: RFC2396bis01, level: LevelScheme, a: "http://h/a-b", b: "http://h/a%2Db", equal: false},
		// rfc2396bis-01 §5.2 merge step 7 retains: "http://a/../g" is not "http://a/g" (N3).
		{name: "bis01 above root", d: RFC2396bis01, level: LevelScheme, a: "http://a/../g", b: "http://a/g", equal: false},
		// url-syntax-05 §6.
		{name: "05 6 XEROX", d: URLSyntax05, level: LevelSyntax, a: "http://www.XEROX.com", b: "http://www.xerox.com", equal: true},
		// url-syntax-05 §2.4.2: "the two can be used interchangably".
		{name: "05 2.4.2 tilde", d: URLSyntax05, level: LevelSyntax, a: "http://h/%7euser", b: "http://h/~user", equal: true},
		// url-syntax-05 §6 default port, with RFC 1738 §3.3 (N3).
		{name: "05 6 port", d: URLSyntax05, level: LevelScheme, a: "http://www.XEROX.com:80", b: "http://www.xerox.com/", equal: true},
		// RFC 1738 §2.1 "(e.g., allow "HTTP" as well as "http")".
		{name: "1738 2.1", d: RFC1738, level: LevelSyntax, a: "HTTP://h/", b: "http://h/", equal: true},
		// RFC 1738 §3.1 takes domain names from RFC 1034 §3.5, "no
		// significance is attached to the case" (N2).
		{name: "1738 host", d: RFC1738, level: LevelScheme, a: "http://H/", b: "http://h/", equal: true},
		// RFC 1738 §3.10.
		{name: "1738 3.10", d: RFC1738, level: LevelScheme, a: "file://localhost/etc/motd", b: "file:///etc/motd", equal: true},
		// url-draft-1993 §Gopher.
		{name: "1993 gopher", d: URLDraft1993, level: LevelScheme, a: "gopher://h", b: "gopher://h/1", equal: true},
		{name: "1993 gopher syntax", d: URLDraft1993, level: LevelSyntax, a: "gopher://h", b: "gopher://h/1", equal: false},
		// rfc2141bis-03 §5 step 5b: order of directives.
		{name: "urn 5b order", d: RFC2141bis03, level: LevelResolution, a: "urn:isbn:1?s=I2L&c=ToC", b: "URN:ISBN:1?c=ToC&s=I2L", equal: true},
		{name: "urn 5b values", d: RFC2141bis03, level: LevelResolution, a: "urn:isbn:1?s=I2L", b: "urn:isbn:1?s=I2R", equal: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Equivalent(tt.d, tt.a, tt.b, level(tt.level))
			require.NoError(t, err)
			assert.Equal(t, tt.equal, got)
		})
	}
}

func TestEquivalentInvalid(t *testing.T) {
	tests := []struct {
		name, a, b, bad string
	}{
		// rfc2396bis-01 §3.1 scheme = ALPHA *( ... ): the invalid input is named by the *Error.
		{name: "first", a: "1http://h", b: "http://h", bad: "1http://h"},
		{name: "second", a: "http://h", b: "http://h/%", bad: "http://h/%"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Equivalent(RFC2396bis01, tt.a, tt.b)
			var se *Error
			require.ErrorAs(t, err, &se)
			assert.Equal(t, tt.bad, se.Input)
		})
	}
}
