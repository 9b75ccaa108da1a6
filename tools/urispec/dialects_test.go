package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// TestDialectsTable: `dialects -md-table` (the README's table) has one row
// per dialect in the order of semantic.Dialects, each with the document,
// title and date of its grammar's ;@spec pragma and its number of errata.
func TestDialectsTable(t *testing.T) {
	code, stdout, stderr := runCLI(t, "", "dialects", "-md-table")
	require.Equal(t, exitOK, code, stderr)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, 2+len(semantic.Dialects()))
	assert.Equal(t, "| id | document | title | date | start rules | errata |", lines[0])
	for i, d := range semantic.Dialects() {
		info, err := semantic.Info(d)
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(lines[2+i], "| `"+d.ID()+"` | "+info.Spec.Name+" | "+info.Spec.Title+" | "+info.Spec.Date+" | "), lines[2+i])
	}
	// RFC 3986 is dated January 2005 on its first page.
	assert.Contains(t, stdout, "| `rfc3986` | RFC3986 | Uniform Resource Identifier (URI): Generic Syntax | 2005-01 | `URI-reference`, ")
}
