package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestResolveRFC8141: §4.3, a <relative-ref> is converted "into a target URI
// as specified in RFC 3986"; the URN syntax itself has no relative form.
func TestResolveRFC8141(t *testing.T) {
	_, err := Resolve(RFC8141, "urn:example:a123,z456", "b")
	require.ErrorIs(t, err, ErrNoRelativeForm)
	assert.Contains(t, err.Error(), "§4.3")
	assert.False(t, RFC8141.x.resolution.nonStrict)
}
