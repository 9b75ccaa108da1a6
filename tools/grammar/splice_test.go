package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSplice replaces the marked block and nothing else, refuses empty input
// and files without exactly one block, and -check reports a stale block
// without writing.
func TestSplice(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "README.md")
	const before = "# x\n\n<!-- BEGIN generated t -->\nold\nrows\n<!-- END generated t -->\n\nafter\n"
	require.NoError(t, os.WriteFile(file, []byte(before), 0o644))
	run := func(stdin string, args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := splice(append([]string{"-file", file, "-name", "t"}, args...), strings.NewReader(stdin), &out, &errb)
		return code, out.String(), errb.String()
	}
	code, out, _ := run("| new |\n", "-check")
	assert.Equal(t, exitFindings, code)
	assert.Contains(t, out, "differs")
	got, _ := os.ReadFile(file)
	assert.Equal(t, before, string(got), "-check writes nothing")

	code, _, _ = run("| new |")
	require.Equal(t, exitOK, code)
	got, _ = os.ReadFile(file)
	assert.Equal(t, "# x\n\n<!-- BEGIN generated t -->\n| new |\n<!-- END generated t -->\n\nafter\n", string(got))
	code, _, _ = run("| new |\n", "-check")
	assert.Equal(t, exitOK, code)

	code, _, stderr := run(" \n")
	assert.Equal(t, exitError, code)
	assert.Contains(t, stderr, "empty input")
	after, _ := os.ReadFile(file)
	assert.Equal(t, got, after, "a refused input leaves the file as it was")

	var out2, err2 bytes.Buffer
	assert.Equal(t, exitError, splice([]string{"-file", file, "-name", "other"}, strings.NewReader("x"), &out2, &err2))
	assert.Contains(t, err2.String(), "want exactly one line")
}
