package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRun: the command surveys the files of its globs on Prism (the
// default runner) and writes both reports. run parses the process's flags,
// so it runs once per test binary.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.txt"), []byte("http://example.com/\n\nurn:example:a\n"), 0o644))
	out := filepath.Join(dir, "out", "report")
	var stderr bytes.Buffer
	code := run(context.Background(), []string{"survey", "--input", filepath.Join(dir, "*.txt"), "--output", out,
		"--dialects", "rfc3986,rfc8141", "--top", "0"}, &stderr)
	require.Equal(t, 0, code, stderr.String())
	data, err := os.ReadFile(out + ".json")
	require.NoError(t, err)
	assert.Contains(t, string(data), `"lines":3,"blank":1,"inputs":2,`)
	assert.Contains(t, string(data), `"dialect":"rfc8141"`)
	assert.FileExists(t, out+".html")
	assert.Contains(t, stderr.String(), "urispec-beam: 1 file surveyed: "+out+".json, "+out+".html")
}
