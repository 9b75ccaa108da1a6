package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestResolveRFC2141: Appendix A, "An URN MUST be considered an opaque URL by
// URL resolvers": RFC 2141 defines no relative form.
func TestResolveRFC2141(t *testing.T) {
	_, err := Resolve(RFC2141, "urn:foo:a123,456", "b")
	require.ErrorIs(t, err, ErrNoRelativeForm)
	assert.Contains(t, err.Error(), "(Appendix A)")
	assert.False(t, RFC2141.x.resolution.nonStrict)
}
