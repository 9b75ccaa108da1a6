package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNormalizeRFC2396(t *testing.T) {
	assert.Equal(t, []Level{LevelSyntax, LevelScheme, LevelPath}, levels(RFC2396))
	tests := []struct {
		name  string
		input string
		level Level
		want  string
	}{
		// §6: "the URL <http://www.XEROX.com> is equivalent to <http://www.xerox.com>".
		{name: "§6 hostname case", input: "http://www.XEROX.com", level: LevelSyntax, want: "http://www.xerox.com"},
		{name: "scheme case", input: "HTTP://a/", level: LevelSyntax, want: "http://a/"},
		{name: "reg_name keeps case", input: "http://A%20B/", level: LevelSyntax, want: "http://A%20B/"},
		// §2.4.2: "%7e" ... "~" "are equivalent for an http URL"; §2.3 for any
		// unreserved character (erratum N1); other escapes in upper case.
		{name: "§2.4.2 tilde", input: "http://a/%7euser", level: LevelSyntax, want: "http://a/~user"},
		{name: "escape case", input: "/a%2fb%3b", level: LevelSyntax, want: "/a%2Fb%3B"},
		{name: "mark escapes", input: "/%2D%5F%2E%21%2A%27%28%29", level: "", want: "/-_.!*'()"},
		// §2.4.2: decoding must not change the split ("%3A" would make a scheme).
		{name: "split kept", input: "a%3Ab", level: LevelSyntax, want: "a%3Ab"},
		// The syntax level keeps dot segments (erratum N4).
		{name: "dots kept", input: "http://a/./b/../c", level: LevelSyntax, want: "http://a/./b/../c"},
		// §6 default port (erratum N3), after the syntax level.
		{name: "default port", input: "HTTP://A:80/x", level: LevelScheme, want: "http://a/x"},
		{name: "empty port", input: "ftp://a:/x", level: LevelScheme, want: "ftp://a/x"},
		{name: "other port", input: "http://a:8080/x", level: LevelScheme, want: "http://a:8080/x"},
		// LevelPath: §5.2 step 6 c-f alone (erratum N4), as java.net.URI.normalize.
		{name: "path relative", input: "a/./c/../d/f", level: LevelPath, want: "a/d/f"},
		{name: "path absolute", input: "http://a/./b/c/../d?q#f", level: LevelPath, want: "http://a/b/d?q#f"},
		{name: "path to empty", input: "a/../b", level: LevelPath, want: "b"},
		{name: "path leading dots kept", input: "s://h/../p", level: LevelPath, want: "s://h/../p"},
		{name: "path keeps case", input: "HTTP://A/b/./c", level: LevelPath, want: "HTTP://A/b/c"},
		{name: "path trailing dot", input: "/a/b/.", level: LevelPath, want: "/a/b/"},
		{name: "path query untouched", input: "/a/?./..", level: LevelPath, want: "/a/?./.."},
		// LevelPath: no edit that changes the split or the validity.
		{name: "path would gain a scheme", input: "a/../b:c", level: LevelPath, want: "a/../b:c"},
		{name: "path would be invalid", input: "x/../:b", level: LevelPath, want: "x/../:b"},
		{name: "opaque untouched", input: "foo:a/../b", level: LevelPath, want: "foo:a/../b"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Normalize(RFC2396, tc.input, level(tc.level))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	_, err := Normalize(RFC2396, "a", level(LevelString))
	assert.ErrorIs(t, err, ErrNoLevel, "RFC 2396 defines no string level")

	eq, err := Equivalent(RFC2396, "http://www.XEROX.com:80", "http://www.xerox.com", level(LevelScheme))
	require.NoError(t, err)
	assert.True(t, eq, "§6")

	errata, err := errataOf(RFC2396, ErratumNormalization, ErratumProse)
	require.NoError(t, err)
	assert.Len(t, errata, 4)
}
