package semantic

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWHATWGRFC3986Classes checks the table of grammar/WHATWG-RFC3986.md:
// each witness has the verdicts the table gives under rfc3986 and
// whatwg-url (Validate, default start rules).
func TestWHATWGRFC3986Classes(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "grammar", "WHATWG-RFC3986.md"))
	require.NoError(t, err)
	verdict := map[string]bool{"✅": true, "❌": false}
	rows := 0
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "| ") || !strings.Contains(line, "`") {
			continue
		}
		cells := strings.Split(strings.ReplaceAll(line, `\|`, "\x00"), " | ")
		require.GreaterOrEqual(t, len(cells), 5, line)
		in := strings.ReplaceAll(strings.Trim(cells[1], "`"), "\x00", "|")
		want3986, ok1 := verdict[cells[2]]
		wantWHATWG, ok2 := verdict[cells[3]]
		require.True(t, ok1 && ok2, line)
		assert.Equal(t, want3986, Validate(RFC3986, in) == nil, "rfc3986 %q", in)
		assert.Equal(t, wantWHATWG, Validate(WHATWGURL, in) == nil, "whatwg-url %q", in)
		rows++
	}
	assert.Greater(t, rows, 20)
}
