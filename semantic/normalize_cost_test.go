package semantic

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The cost of normalization does not grow with the number of escapes,
// segments, parts or directives of an input: its allocations are a fixed
// number (the texts of the steps, each in proportion to the input), however
// many edits a step makes. Normalize parses with the prose rules, whose
// warnings it does not build, while Parse keeps every warning.

// TestNormalizeAllocationsFixed: each input is the same shape at two sizes;
// Normalize and Equivalent make as many allocations at both.
func TestNormalizeAllocationsFixed(t *testing.T) {
	tests := []struct {
		name    string
		d       Dialect
		level   Level
		front   string
		unit    string
		comment string
	}{
		// rfc2141bis-03 §2.5.2: a warning per encoded pchar (erratum U1),
		// which Parse builds and Normalize does not.
		{name: "URN escapes", d: RFC2141bis03, level: LevelResource, front: "urn:ab:", unit: "%2c%41"},
		// §5 step 5b: directives sorted by keywd.
		{name: "URN directives", d: RFC2141bis03, level: LevelResolution, front: "urn:ab:c?z=0", unit: "&b=%2c&a=1"},
		// RFC 2141 §2.3.1: a warning per encoded character of <trans> (U2).
		{name: "RFC 2141 escapes", d: RFC2141, level: LevelLexical, front: "urn:ab:", unit: "%2c%41"},
		// RFC 1738 §2.2 and erratum N6: reserved characters decoded where the
		// part leaves them unreserved, one part per segment.
		{name: "RFC 1738 reserved escapes", d: RFC1738, level: LevelSyntax, front: "http://h/", unit: "a%3A%41/"},
		{name: "RFC 1738 hostnames and parts", d: RFC1738, level: LevelScheme, front: "ftp://H/", unit: "x%41/"},
		// RFC 3986 §6.2.2.2 and §6.2.2.3: an edit per escape, dot segments.
		{name: "RFC 3986 escapes", d: RFC3986, level: LevelSyntax, front: "http://h/", unit: "x/./%41/../"},
		// rfc2396bis-01 §6.2.2.3: the merge of §5.2 on the path.
		{name: "rfc2396bis-01 merge", d: RFC2396bis01, level: LevelSyntax, front: "http://h/", unit: "x/./%41/../"},
		// RFC 2396 §5.2 step 6 c-f alone (LevelPath).
		{name: "RFC 2396 dot segments", d: RFC2396, level: LevelPath, front: "http://h/", unit: "x/./%2e/../"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			allocs := func(n int) float64 {
				in := tc.front + strings.Repeat(tc.unit, n)
				_, err := Normalize(tc.d, in, WithLevel(tc.level))
				require.NoError(t, err, "%q", in)
				return testing.AllocsPerRun(5, func() {
					_, _ = Equivalent(tc.d, in, in, WithLevel(tc.level))
				})
			}
			// Equal up to one or two: the runtime's coroutines (iter.Pull)
			// now and then allocate once more in a run (measured: 107 for
			// 106 in one run of 18, at any size); growth with the input
			// would show hundreds here.
			small, large := allocs(10), allocs(1000)
			assert.InDelta(t, small, large, 2, "allocations at 10 and 1000 units")
		})
	}
}

// TestParseKeepsWarnings: the warnings that Normalize does not build are
// still Parse's, one per encoded character (rfc2141bis-03 §2.5.2, RFC 2141
// §2.3.1), and Validate reports none but the errors.
func TestParseKeepsWarnings(t *testing.T) {
	in := "urn:ab:" + strings.Repeat("%2c", 100)
	u, err := Parse(RFC2141bis03, in)
	require.NoError(t, err)
	assert.Len(t, u.Warnings, 100)
	u, err = Parse(RFC2141, in)
	require.NoError(t, err)
	assert.Len(t, u.Warnings, 100)
	// An error of a prose rule is found without the warnings (§2.5.3).
	assert.Error(t, Validate(RFC2141bis03, in+"%00"))
	_, err = Normalize(RFC2141bis03, in+"%00")
	assert.Error(t, err)
}
