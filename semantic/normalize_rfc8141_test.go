package semantic

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNormalizeRFC8141 is the comparison form of RFC 8141 §3.1.
func TestNormalizeRFC8141(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
	}{
		// §3.1 items 1 and 2: "urn" and the NID to lower case.
		{name: "3.1 scheme", input: "URN:example:a123,z456", want: "urn:example:a123,z456"},
		{name: "3.1 NID", input: "urn:EXAMPLE:a123,z456", want: "urn:example:a123,z456"},
		// §3.1 item 3: hex digits to upper case (erratum N1); "MUST NOT be decoded".
		{name: "3.1 percent-encoding", input: "URN:EXAMPLE:a123%2cz456", want: "urn:example:a123%2Cz456"},
		{name: "3.1 not decoded", input: "urn:example:%d0%b0123,z456", want: "urn:example:%D0%B0123,z456"},
		// §3.1: the r-, q- and f-components "MUST be ignored".
		{name: "3.1 components ignored", input: "urn:example:a123,z456?+abc?=xyz#789", want: "urn:example:a123,z456"},
		// §3.2 third: "/" and what follows it count.
		{name: "3.2 slash kept", input: "urn:example:a123,z456/foo", want: "urn:example:a123,z456/foo"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Normalize(RFC8141, tt.input)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			again, err := Normalize(RFC8141, got, level(LevelURNEquivalence))
			require.NoError(t, err)
			assert.Equal(t, got, again, "idempotent")
		})
	}
}

// TestEquivalentRFC8141Section3 checks every pair of the §3.2 examples
// against the classes the section states.
func TestEquivalentRFC8141Section3(t *testing.T) {
	urns := []struct {
		urn   string
		class string
	}{
		// "the following three URNs are URN-equivalent to each other" (first), and the next
		// three "are URN-equivalent to the first three examples" (second).
		{"urn:example:a123,z456", "first"}, {"URN:example:a123,z456", "first"}, {"urn:EXAMPLE:a123,z456", "first"},
		{"urn:example:a123,z456?+abc", "first"}, {"urn:example:a123,z456?=xyz", "first"}, {"urn:example:a123,z456#789", "first"},
		// Third: "not URN-equivalent to each other or to the six preceding URNs".
		{"urn:example:a123,z456/foo", "foo"}, {"urn:example:a123,z456/bar", "bar"}, {"urn:example:a123,z456/baz", "baz"},
		// Fourth: "URN-equivalent only to each other".
		{"urn:example:a123%2Cz456", "fourth"}, {"URN:EXAMPLE:a123%2cz456", "fourth"},
		// Fifth: "not URN-equivalent to the first three URNs" (nor, by the same rule, to each other).
		{"urn:example:A123,z456", "A"}, {"urn:example:a123,Z456", "Z"},
		// Sixth: U+0430 "is not URN-equivalent to the first three URNs".
		{"urn:example:%D0%B0123,z456", "sixth"},
	}
	for _, a := range urns {
		for _, b := range urns {
			t.Run(fmt.Sprintf("%s vs %s", a.urn, b.urn), func(t *testing.T) {
				eq, err := Equivalent(RFC8141, a.urn, b.urn)
				require.NoError(t, err)
				assert.Equal(t, a.class == b.class, eq)
			})
		}
	}
}

// TestRFC8141Levels: §3.1 defines one equivalence.
func TestRFC8141Levels(t *testing.T) {
	assert.Equal(t, []Level{LevelURNEquivalence}, levels(RFC8141))
	_, err := Equivalent(RFC8141, "urn:ab:c", "urn:ab:c", level(LevelLexical))
	require.ErrorIs(t, err, ErrNoLevel)
	es, err := errataOf(RFC8141, ErratumNormalization, ErratumProse)
	require.NoError(t, err)
	var ids []string
	for _, e := range es {
		ids = append(ids, e.ID)
		assert.NotEmpty(t, e.Why)
	}
	assert.Equal(t, []string{"N1", "U1", "U2", "U3"}, ids)
}

// RFC 8141 §3.2: the components do not count, case in the NSS does.
func ExampleEquivalent_rfc8141() {
	for _, b := range []string{"URN:EXAMPLE:a123,z456?=xyz", "urn:example:A123,z456"} {
		eq, err := Equivalent(RFC8141, "urn:example:a123,z456", b)
		fmt.Println(b, eq, err)
	}
	// Output:
	// URN:EXAMPLE:a123,z456?=xyz true <nil>
	// urn:example:A123,z456 false <nil>
}

// TestNormalizePropertiesRFC8141 runs the properties of FuzzNormalize
// (checkNormalize: valid, idempotent, equivalent to the input) on inputs
// that exercise every step of §3.1, valid and invalid.
func TestNormalizePropertiesRFC8141(t *testing.T) {
	for _, input := range []string{
		"urn:FOO:a%2c", "URN:Ab-1:%5b/x?+%7e?=a?=#%41", "urn:ab:%41?=b", "urn:ab:c#", "urn:ab:%FF",
		"urn:ex:ex?+a?=", "urn:urn-0:x", "URN:X-y:%d0%b0",
	} {
		checkNormalize(t, RFC8141, LevelURNEquivalence, input)
	}
}
