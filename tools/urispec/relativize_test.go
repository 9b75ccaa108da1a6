package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRelativizeCommand: one reference per target on standard output, in
// the dialect's own resolution (RFC 3986 §5.4.1 against url-syntax-05
// Appendix C for "?y"); failures on standard error with the exit status of
// resolve.
func TestRelativizeCommand(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout string
		stderr string // a substring
	}{
		{name: "rfc3986 §5.4.1", args: []string{"-d", "rfc3986", base, "http://a/b/c/g", "http://a/b/c/d;p?y", "http://a/g", "http://g", base},
			code: exitOK, stdout: "g\n?y\n/g\n//g\n\n"},
		{name: "url-syntax-05 Appendix C: ?y is http://a/b/c/?y", args: []string{"-d", "url-syntax-05", base, "http://a/b/c/d;p?y"},
			code: exitOK, stdout: "d;p?y\n"},
		{name: "rfc1808 §5.1 ;x", args: []string{"-d", "rfc1808", base, "http://a/b/c/d;x"},
			code: exitOK, stdout: ";x\n"},
		{name: "unreachable", args: []string{"-d", "rfc3986", base, "http://a/b/../c", "http://a/b/c/g"},
			code: exitInvalid, stdout: "g\n",
			stderr: "urispec relativize: http://a/b/../c: no reference resolves to it under rfc3986"},
		{name: "invalid target", args: []string{"-d", "rfc3986", base, "a b"},
			code: exitInvalid, stderr: "urispec relativize: a b: invalid target: rfc3986: invalid URI-reference at offset 1: unexpected \" \""},
		{name: "invalid base", args: []string{"-d", "rfc3986", "http://a b/", "http://a/"},
			code: exitInvalid, stderr: "urispec relativize: http://a/: invalid base: rfc3986: invalid URI at offset 8"},
		{name: "standard input", args: []string{"-d", "rfc2396", "http://a/y/z"}, stdin: "http://a/x\n\nhttp://b/\n",
			code: exitOK, stdout: "/x\n//b/\n"},
		{name: "-nonstrict", args: []string{"-d", "rfc3986", "-nonstrict", base, "http:g"},
			code: exitInvalid, stderr: "no reference resolves to it"},
		{name: "-rule", args: []string{"-d", "rfc3986", "-rule", "URI-reference-6874", "http://[fe80::a%25en1]/b/c", "http://[fe80::a%25en1]/b/d"},
			code: exitOK, stdout: "d\n"},
		{name: "no relative form", args: []string{"-d", "rfc8141", "urn:a:b", "urn:a:c"},
			code: exitUsage, stderr: "urispec relativize: rfc8141: defines no relative form"},
		{name: "-nonstrict not offered", args: []string{"-d", "rfc1808", "-nonstrict", "http://a/b", "c"},
			code: exitUsage, stderr: "urispec relativize: -nonstrict: rfc1808 offers no such choice"},
		{name: "missing base", args: []string{"-d", "rfc3986"},
			code: exitUsage, stderr: "urispec relativize: missing BASE\nusage: urispec relativize -d DIALECT"},
		{name: "missing dialect", args: []string{"http://a/"},
			code: exitUsage, stderr: "urispec relativize: missing -d DIALECT"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, tt.stdin, append([]string{"relativize"}, tt.args...)...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Equal(t, tt.stdout, stdout)
			assert.Contains(t, stderr, tt.stderr)
			assert.NotRegexp(t, goIdentifier, stderr)
		})
	}
}

// TestRelativizeJSON: one object per target, with the fields of resolve
// -json with the roles of ref and target exchanged, each named in `urispec
// help json`; the error detail names the role.
func TestRelativizeJSON(t *testing.T) {
	code, stdout, stderr := runCLI(t, "http://a/b/c/g\nhttp://a/b/../c\na b\n", "relativize", "-d", "rfc3986", "-json", "http://a/b/c/d;p?q")
	assert.Equal(t, exitInvalid, code, stderr)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, 3)
	var objs []map[string]any
	for _, l := range lines {
		var o map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &o), l)
		for _, f := range []string{"dialect", "base", "target", "line", "ref", "error", "error_detail"} {
			assert.Contains(t, o, f)
		}
		checkFields(t, o)
		objs = append(objs, o)
	}
	assert.Equal(t, "g", objs[0]["ref"])
	assert.Nil(t, objs[0]["error_detail"])
	assert.Nil(t, objs[1]["ref"])
	detail := objs[1]["error_detail"].(map[string]any)
	assert.Equal(t, "target", detail["role"])
	assert.Equal(t, "resolution", detail["kind"])
	detail = objs[2]["error_detail"].(map[string]any)
	assert.Equal(t, "target", detail["role"])
	assert.Equal(t, "syntax", detail["kind"])
	assert.EqualValues(t, 1, detail["offset"])
}
