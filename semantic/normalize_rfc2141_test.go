package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNormalizeRFC2141 is the preprocessing of RFC 2141 §5 (erratum N1).
func TestNormalizeRFC2141(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
	}{
		// §5 steps 1-3 on the §6 examples.
		{name: "6 example 1", input: "URN:foo:a123,456", want: "urn:foo:a123,456"},
		{name: "6 example 3", input: "urn:FOO:a123,456", want: "urn:foo:a123,456"},
		{name: "6 example 4, NSS case kept", input: "urn:foo:A123,456", want: "urn:foo:A123,456"},
		{name: "6 example 6", input: "URN:FOO:a123%2c456", want: "urn:foo:a123%2C456"},
		// §5 "Note that %-escaping MUST NOT be removed."
		{name: "5 escapes stay", input: "urn:x:%41%2e", want: "urn:x:%41%2E"},
		// §2.3 reserved characters stay as they are.
		{name: "2.3 reserved", input: "Urn:X:a/b?c#d", want: "urn:x:a/b?c#d"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Normalize(RFC2141, tt.input)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			again, err := Normalize(RFC2141, got, level(LevelLexical))
			require.NoError(t, err)
			assert.Equal(t, got, again, "idempotent")
		})
	}
}

// TestEquivalentRFC2141Section6: "URNs 1, 2, and 3 are all lexically
// equivalent. URN 4 is not lexically equivalent [to] any of the other URNs of
// the above set. URNs 5 and 6 are only lexically equivalent to each other."
// (§6, erratum N2).
func TestEquivalentRFC2141Section6(t *testing.T) {
	urns := []string{"URN:foo:a123,456", "urn:foo:a123,456", "urn:FOO:a123,456", "urn:foo:A123,456",
		"urn:foo:a123%2C456", "URN:FOO:a123%2c456"}
	class := []int{1, 1, 1, 4, 5, 5} // equivalence class of each URN, as §6 states
	for i, a := range urns {
		for j, b := range urns {
			eq, err := Equivalent(RFC2141, a, b)
			require.NoError(t, err)
			assert.Equal(t, class[i] == class[j], eq, "%s vs %s", a, b)
		}
	}
}

// TestRFC2141Levels: §5 defines one equivalence.
func TestRFC2141Levels(t *testing.T) {
	assert.Equal(t, []Level{LevelLexical}, levels(RFC2141))
	_, err := Normalize(RFC2141, "urn:a:b", level(LevelSyntax))
	require.ErrorIs(t, err, ErrNoLevel)
	// An invalid input has no normal form: the *Error of Parse (§2.1).
	_, err = Normalize(RFC2141, "urn:urn:b")
	var se *Error
	require.ErrorAs(t, err, &se)
	assert.Equal(t, "2.1", se.Section)
}

// TestRFC2141ProseErrata: the readings of §5 and the prose rules are listed.
func TestRFC2141ProseErrata(t *testing.T) {
	es, err := errataOf(RFC2141, ErratumNormalization, ErratumProse)
	require.NoError(t, err)
	var ids []string
	for _, e := range es {
		ids = append(ids, e.ID)
		assert.NotEmpty(t, e.Text)
		assert.NotEmpty(t, e.Does)
		assert.NotEmpty(t, e.Why)
	}
	assert.Equal(t, []string{"N1", "N2", "U1", "U2", "U3", "U4"}, ids)
}

// TestNormalizePropertiesRFC2141 runs the properties of FuzzNormalize
// (checkNormalize: valid, idempotent, equivalent to the input) on inputs
// that exercise every step of §5, valid and invalid.
func TestNormalizePropertiesRFC2141(t *testing.T) {
	for _, input := range []string{
		"urn:FOO:a%2c", "URN:urn:x", "urn:ab:%41", "Urn:A-b-:%5b/?#%5D", "urn:x:%", "urn:ab:%00",
		"URN:FOO:ABC%FFabc123%2c456", "urn:a:b~", "uRN:abcdefghabcdefghabcdefghabcdefgh:x",
	} {
		checkNormalize(t, RFC2141, LevelLexical, input)
	}
}
