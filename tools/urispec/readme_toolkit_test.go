package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// exampleParts returns the body of the Example function fn of a file of
// package semantic and its output, unindented as the README prints them.
func exampleParts(t *testing.T, file, fn string) (body, output string) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "semantic", file))
	require.NoError(t, err)
	_, body, ok := strings.Cut(string(src), "func "+fn+"() {\n")
	require.True(t, ok, "%s in %s", fn, file)
	body, output, ok = strings.Cut(body, "\t// Output:\n")
	require.True(t, ok)
	output, _, _ = strings.Cut(output, "}\n")
	unindent := func(s, prefix string) string {
		var b strings.Builder
		for _, l := range strings.SplitAfter(s, "\n") {
			b.WriteString(strings.TrimPrefix(strings.TrimPrefix(l, prefix), strings.TrimSpace(prefix)))
		}
		return b.String()
	}
	return unindent(body, "\t"), unindent(output, "\t// ")
}

// TestReadmeToolkitExamples: docs/library.md's snippets of Relativize and of
// the net/url interoperation are the bodies of the compiled Examples, and
// print what they print.
func TestReadmeToolkitExamples(t *testing.T) {
	r := doc(t, "docs/library.md")
	for _, ex := range []struct{ file, fn, after string }{
		{"example_relativize_test.go", "ExampleRelativize", "From `ExampleRelativize`"},
		{"example_interop_test.go", "ExampleURI_URL", "From `ExampleURI_URL`"},
	} {
		body, output := exampleParts(t, ex.file, ex.fn)
		section := r[strings.Index(r, ex.after):]
		assert.Equal(t, body, fenced(t, section, ex.after), ex.fn)
		assert.Equal(t, output, fenced(t, section, "It prints:"), ex.fn)
	}
}

// TestReadmeLanguages: docs/cli.md's excerpts of diff -languages are what
// the command prints (the first one cut where the README says "…").
func TestReadmeLanguages(t *testing.T) {
	r := doc(t, "docs/cli.md")
	for _, cmd := range []string{"diff -languages -max 2 rfc3986 rfc2396", "diff -languages -max 1 url-syntax-05 rfc2396"} {
		_, block, ok := strings.Cut(r, "$ urispec "+cmd+"\n")
		require.True(t, ok, cmd)
		block, _, _ = strings.Cut(block, "```")
		_, stdout, _ := runCLI(t, "", strings.Fields(cmd)...)
		if excerpt, ok := strings.CutSuffix(block, "…\n"); ok {
			assert.True(t, strings.HasPrefix(stdout, excerpt), "%s:\n%s", cmd, stdout)
		} else {
			assert.Equal(t, stdout, block, cmd)
		}
	}
}
