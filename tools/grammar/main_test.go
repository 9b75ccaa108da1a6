package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRun(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		code       int
		stdout     string
		stderr     string // "" means: assert empty
		stderrPart string // when set, stderr need only contain it
	}{
		{name: "lint clean", args: []string{"lint", "testdata/clean.abnf"}, code: 0,
			stdout: "lint: 1 files clean\n"},
		{name: "lint findings", args: []string{"lint", "testdata/clean.abnf", "testdata/findings.abnf"}, code: 1,
			stdout: "testdata/findings.abnf:4:13: undefined: rule host is not defined\n",
			stderr: "lint: 1 findings in 2 files\n"},
		{name: "lint parse error", args: []string{"lint", "testdata/broken.abnf", "testdata/findings.abnf"}, code: 2,
			stdout: "testdata/findings.abnf:4:13: undefined: rule host is not defined\n",
			stderr: "testdata/broken.abnf:1:7: unterminated quoted string (no closing '\"' on this line) (offset 6)\n"},
		{name: "lint missing file", args: []string{"lint", "testdata/none.abnf"}, code: 2,
			stderrPart: "testdata/none.abnf"},
		{name: "lint help", args: []string{"lint", "-h"}, code: 0, stdout: lintHelp},
		{name: "print", args: []string{"print", "testdata/clean.abnf"}, code: 0,
			stdout: ";@dialect demo\n;@spec draft-demo-00 \"Demo\" 2024-01\n;@start url\n;@rename the_host host\n\nurl  = \"x:\" host  ; §2\nhost = 1*%x61-7A  ; §2.1\n"},
		{name: "print without file", args: []string{"print"}, code: 2, stderr: printHelp},
		{name: "print help", args: []string{"print", "-h"}, code: 0, stdout: printHelp},
		{name: "inventory", args: []string{"inventory", "testdata/clean.abnf"}, code: 0,
			stdout: "demo: draft-demo-00 \"Demo\" 2024-01 (testdata/clean.abnf)\n" +
				"rule  section  spec name\n" +
				"url   §2\n" +
				"host  §2.1     the_host\n"},
		{name: "inventory markdown", args: []string{"inventory", "-md", "testdata/clean.abnf", "testdata/findings.abnf"}, code: 0,
			stdout: "### demo\n\ndraft-demo-00, \"Demo\", 2024-01. Grammar: `testdata/clean.abnf`.\n\n" +
				"| rule | section | spec name |\n|---|---|---|\n| `url` | §2 |  |\n| `host` | §2.1 | `the_host` |\n\n" +
				"### bad\n\ndraft-bad-00, \"Bad\", 2024-01. Grammar: `testdata/findings.abnf`.\n\n" +
				"| rule | section | spec name |\n|---|---|---|\n| `url` | §2 |  |\n"},
		{name: "inventory help", args: []string{"inventory", "-h"}, code: 0,
			stdout: inventoryHelp + "  -md\n    \twrite Markdown (for docs)\n"},
		{name: "inventory bad flag", args: []string{"inventory", "-x"}, code: 2,
			stderrPart: "flag provided but not defined: -x"},
		{name: "no command", args: nil, code: 2, stderr: usage},
		{name: "help", args: []string{"help"}, code: 0, stdout: usage},
		{name: "unknown command", args: []string{"fmt"}, code: 2, stderr: "grammar: unknown command \"fmt\"\n" + usage},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tc.args, &stdout, &stderr)
			assert.Equal(t, tc.code, code)
			assert.Equal(t, tc.stdout, stdout.String())
			if tc.stderrPart != "" {
				assert.Contains(t, stderr.String(), tc.stderrPart)
			} else {
				assert.Equal(t, tc.stderr, stderr.String())
			}
		})
	}
}

// Without FILE arguments, lint reads grammar/*/*.abnf of the working
// directory, and an empty glob is an error, not a clean result.
func TestLintDefaultFiles(t *testing.T) {
	src, err := os.ReadFile("testdata/clean.abnf")
	assert.NoError(t, err)
	dir := t.TempDir()
	t.Chdir(dir)

	var stdout, stderr bytes.Buffer
	assert.Equal(t, 2, run([]string{"lint"}, &stdout, &stderr))
	assert.Equal(t, "lint: no grammar files match grammar/*/*.abnf (run from the repository root)\n", stderr.String())

	for _, d := range []string{"demo", "demo2"} {
		assert.NoError(t, os.MkdirAll(filepath.Join(dir, "grammar", d), 0o755))
		assert.NoError(t, os.WriteFile(filepath.Join(dir, "grammar", d, d+".abnf"), src, 0o644))
	}
	stdout.Reset()
	stderr.Reset()
	assert.Equal(t, 0, run([]string{"lint"}, &stdout, &stderr))
	assert.Equal(t, "lint: 2 files clean\n", stdout.String())
	assert.Empty(t, stderr.String())
}
