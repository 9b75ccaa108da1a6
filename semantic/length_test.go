package semantic

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// WithMaxLength bounds every input of every entry point, before any work on
// it, and its error names the length and the limit.

// lengthInputs are a valid base and reference of each dialect, and a valid
// input of its normalization.
func lengthInputs(d Dialect) (base, ref, norm string) {
	switch d {
	case RFC1630:
		return "http://a/b/c", "g", "x:a/%41"
	case RFC2141, RFC2141bis03, RFC8141:
		return "", "", "urn:ab:c%2c"
	}
	return "http://a/b/c", "g", "http://a/b/%41"
}

// checkLengthError asserts that err is (or wraps) the *LengthError of an
// input of n bytes over the limit max, with its message.
func checkLengthError(t *testing.T, d Dialect, err error, n, max int) {
	t.Helper()
	var le *LengthError
	require.True(t, errors.As(err, &le), "%s: %T %v", d, err, err)
	assert.Equal(t, &LengthError{Dialect: d, Length: n, Max: max}, le)
	assert.Contains(t, err.Error(), fmt.Sprintf("%s: input is %d bytes, over the limit of %d bytes", d, n, max))
}

// TestMaxLengthEveryInput: Parse, Validate, Resolve (the base and the
// reference), Normalize and Equivalent (either input) of every dialect.
func TestMaxLengthEveryInput(t *testing.T) {
	for _, d := range Dialects() {
		base, ref, norm := lengthInputs(d)
		long := norm + strings.Repeat("a", 100)
		max := len(long) - 1
		lim := WithMaxLength(max)

		_, err := Parse(d, long, lim)
		checkLengthError(t, d, err, len(long), max)
		checkLengthError(t, d, Validate(d, long, lim), len(long), max)

		if levels(d) != nil {
			_, err = Normalize(d, long, lim)
			checkLengthError(t, d, err, len(long), max)
			for _, pair := range [][2]string{{norm, long}, {long, norm}} {
				_, err = Equivalent(d, pair[0], pair[1], lim)
				checkLengthError(t, d, err, len(long), max)
			}
		}

		if d.x.resolution.base == "" {
			continue
		}
		for _, tc := range []struct {
			base, ref string
			role      Role
		}{
			{base + "/" + strings.Repeat("b", max), ref, RoleBase},
			{base, ref + strings.Repeat("b", max), RoleReference},
			// A reference with a scheme (taken as it is by every dialect)
			// is bounded too.
			{base, "x:" + strings.Repeat("b", max), RoleReference},
		} {
			_, err = Resolve(d, tc.base, tc.ref, lim)
			var re *OpError
			require.True(t, errors.As(err, &re), "%s: %v", d, err)
			assert.Equal(t, tc.role, re.Role, "%s", d)
			n := len(tc.base)
			if tc.role == RoleReference {
				n = len(tc.ref)
			}
			checkLengthError(t, d, err, n, max)
		}
		// Within the limit, the limit changes nothing.
		got, err := Resolve(d, base, ref, WithMaxLength(len(base)))
		want, werr := Resolve(d, base, ref)
		assert.Equal(t, want, got, "%s", d)
		assert.Equal(t, werr, err, "%s", d)
	}
}

// TestLargeInputsEveryEntry: inputs of 256 KB (every family's shape of
// BenchmarkLinearOps) give a result or an error under every entry point of
// every dialect, never a panic; the benchmarks run them at 1 MB.
func TestLargeInputsEveryEntry(t *testing.T) {
	if testing.Short() {
		t.Skip("large inputs")
	}
	const size = 256 << 10
	for _, op := range linearOps {
		t.Run(op.dialect.ID(), func(t *testing.T) {
			assert.NotPanics(t, func() {
				if op.refUnit != "" {
					ref := strings.Repeat(op.refUnit, size/len(op.refUnit)) + "g"
					_, err := Resolve(op.dialect, op.base, ref)
					assert.NoError(t, err)
				}
				if op.normUnit != "" {
					in := op.normFront + strings.Repeat(op.normUnit, size/len(op.normUnit))
					_, err := Normalize(op.dialect, in)
					assert.NoError(t, err)
					eq, err := Equivalent(op.dialect, in, in)
					assert.NoError(t, err)
					assert.True(t, eq, "reflexive")
				}
			})
		})
	}
}
