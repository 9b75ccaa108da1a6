package pipeline

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadmeExample: the snippet of tools/beam/README.md is the body of the
// compiled ExampleRun.
func TestReadmeExample(t *testing.T) {
	src, err := os.ReadFile("example_test.go")
	require.NoError(t, err)
	_, body, ok := strings.Cut(string(src), "func ExampleRun() {\n")
	require.True(t, ok)
	body, _, ok = strings.Cut(body, "\t// Output:\n")
	require.True(t, ok)
	var b strings.Builder
	for _, l := range strings.SplitAfter(body, "\n") {
		b.WriteString(strings.TrimPrefix(l, "\t"))
	}
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	_, after, ok := strings.Cut(string(readme), "The body of `ExampleRun` in `pipeline/example_test.go`:\n\n```go\n")
	require.True(t, ok, "the README introduces the snippet")
	snippet, _, ok := strings.Cut(after, "```\n")
	require.True(t, ok)
	assert.Equal(t, b.String(), snippet)
}
