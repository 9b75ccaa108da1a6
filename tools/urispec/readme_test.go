package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readme returns the README of the module.
func readme(t *testing.T) string { t.Helper(); return doc(t, "README.md") }

// doc returns a document of the module, by its path from the module's root
// (README.md, docs/cli.md, ...).
func doc(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", filepath.FromSlash(path)))
	require.NoError(t, err)
	return string(b)
}

// TestReadmeIsFrontDoor: the README is the front door (what urispec is, the
// two commands, install, the layout, the dialect table, a tour, links), not
// the manual: at most 300 lines, and every document it links to exists.
func TestReadmeIsFrontDoor(t *testing.T) {
	r := readme(t)
	assert.LessOrEqual(t, strings.Count(r, "\n"), 300, "README.md: the references belong in docs/")
	for _, h := range []string{"## Two commands", "## Install", "## Layout", "## Dialects", "## The CLI", "## The library"} {
		assert.Contains(t, r, "\n"+h+"\n")
	}
	for rest := r; ; {
		_, after, ok := strings.Cut(rest, "](")
		if !ok {
			break
		}
		target, _, _ := strings.Cut(after, ")")
		rest = after
		if strings.Contains(target, "://") {
			continue
		}
		target, _, _ = strings.Cut(target, "#")
		_, err := os.Stat(filepath.Join("..", "..", filepath.FromSlash(target)))
		assert.NoError(t, err, "README links to %s", target)
	}
}

// fenced returns the first fenced block of s after the text after, without
// its fences.
func fenced(t *testing.T, s, after string) string {
	t.Helper()
	i := strings.Index(s, after)
	require.GreaterOrEqual(t, i, 0, "no %q", after)
	s = s[i:]
	i = strings.Index(s, "```")
	require.GreaterOrEqual(t, i, 0)
	s = s[i:]
	s = s[strings.Index(s, "\n")+1:]
	end := strings.Index(s, "```")
	require.GreaterOrEqual(t, end, 0)
	return s[:end]
}

// TestReadmeQuickStart: the library quick start of the README is the body
// of the compiled Example in semantic, and its output.
func TestReadmeQuickStart(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "semantic", "example_quickstart_test.go"))
	require.NoError(t, err)
	example := string(src)
	_, body, ok := strings.Cut(example, "func Example() {\n")
	require.True(t, ok)
	body, output, ok := strings.Cut(body, "\t// Output:\n")
	require.True(t, ok)
	output, _, _ = strings.Cut(output, "}\n")
	unindent := func(s, prefix string) string {
		var b strings.Builder
		for _, l := range strings.SplitAfter(s, "\n") {
			b.WriteString(strings.TrimPrefix(strings.TrimPrefix(l, prefix), strings.TrimSpace(prefix)))
		}
		return b.String()
	}
	r := readme(t)
	assert.Equal(t, unindent(body, "\t"), fenced(t, r, "A quick start, the body of `Example`"))
	assert.Equal(t, unindent(output, "\t// "), fenced(t, r, "It prints:"))
}

// TestReadmeJSON: docs/cli.md's description of the JSON output is that of
// `urispec help json`.
func TestReadmeJSON(t *testing.T) {
	assert.Equal(t, jsonHelp, fenced(t, doc(t, "docs/cli.md"), "`urispec help json` prints this description:"))
}

// TestReadmeSurveyExample: docs/survey.md's survey snippet is the body of the
// compiled Example of tools/survey.
func TestReadmeSurveyExample(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "survey", "example_test.go"))
	require.NoError(t, err)
	_, body, ok := strings.Cut(string(src), "func Example() {\n")
	require.True(t, ok)
	body, _, ok = strings.Cut(body, "\t// Output:\n")
	require.True(t, ok)
	var b strings.Builder
	for _, l := range strings.SplitAfter(body, "\n") {
		b.WriteString(strings.TrimPrefix(l, "\t"))
	}
	assert.Equal(t, b.String(), fenced(t, doc(t, "docs/survey.md"), "The body of `Example` in\n`tools/survey/example_test.go`:"))
}
