// Package asttest holds the test helper that checks the span invariants of a
// syntax tree (ast.Node), shared by the parser tests beside each grammar
// (grammar/<dialect>/parse_test.go). It is imported by tests only.
package asttest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
)

// CheckSpans asserts the tree invariants of a parse of input (spans are
// half-open byte offsets, [Start, End)): every node's span lies inside the
// input and its text is that span of the input; its children lie inside it,
// in input order, and do not overlap.
func CheckSpans(t testing.TB, input string, n *ast.Node) {
	t.Helper()
	require.True(t, 0 <= n.Start && n.Start <= n.End && n.End <= len(input), "%s [%d,%d) outside the input of %d bytes", n.Rule, n.Start, n.End, len(input))
	assert.Equal(t, input[n.Start:n.End], n.Text, "text of %s", n.Rule)
	prev := n.Start
	for _, c := range n.Children {
		assert.GreaterOrEqual(t, c.Start, prev, "%s [%d,%d) starts before the end of its previous sibling or parent %s", c.Rule, c.Start, c.End, n.Rule)
		assert.LessOrEqual(t, c.End, n.End, "%s [%d,%d) ends after its parent %s [%d,%d)", c.Rule, c.Start, c.End, n.Rule, n.Start, n.End)
		prev = c.End
		CheckSpans(t, input, c)
	}
}
