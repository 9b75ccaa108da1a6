package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestABNFGuide runs the worked example of docs/abnf-guide.md: each
// grammar block (its first line "; NAME.abnf: ...") is written to NAME.abnf,
// and each console block's commands run in that directory and print what
// the block shows (standard output, then standard error), the times of
// grammar compile aside; a block that ends with "…" shows the beginning.
func TestABNFGuide(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "docs", "abnf-guide.md"))
	require.NoError(t, err)
	dir := t.TempDir()
	var consoles []string
	for _, block := range strings.Split(string(src), "```")[1:] {
		switch {
		case strings.HasPrefix(block, "abnf\n"):
			body := strings.TrimPrefix(block, "abnf\n")
			name, _, ok := strings.Cut(strings.TrimPrefix(body, "; "), ":")
			require.True(t, ok && strings.HasSuffix(name, ".abnf"), "a grammar block starts with \"; NAME.abnf:\"")
			require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
		case strings.HasPrefix(block, "console\n"):
			consoles = append(consoles, strings.TrimPrefix(block, "console\n"))
		}
	}
	require.NotEmpty(t, consoles)
	t.Chdir(dir)
	n := 0
	for _, block := range consoles {
		// One command and its output at a time.
		for _, run := range strings.Split(block, "$ urispec ")[1:] {
			cmd, want, _ := strings.Cut(run, "\n")
			_, stdout, stderr := runCLI(t, "", shellWords(cmd)...)
			got := times.ReplaceAllString(stdout+stderr, "(T)")
			want = times.ReplaceAllString(want, "(T)")
			if prefix, ok := strings.CutSuffix(want, "…\n"); ok {
				assert.True(t, strings.HasPrefix(got, prefix), "urispec %s:\n%s", cmd, got)
			} else {
				assert.Equal(t, want, got, "urispec %s", cmd)
			}
			n++
		}
	}
	assert.Equal(t, 7, n, "the commands of the guide")
}

// shellWords splits a command line of the guide: words separated by spaces,
// a word in single quotes taken as it is.
func shellWords(s string) []string {
	var out []string
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		if s[0] == '\'' {
			w, rest, _ := strings.Cut(s[1:], "'")
			out, s = append(out, w), rest
			continue
		}
		w, rest, _ := strings.Cut(s, " ")
		out, s = append(out, w), rest
	}
	return out
}
