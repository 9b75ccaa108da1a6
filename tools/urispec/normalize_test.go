package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNormalizeCommand(t *testing.T) {
	tests := []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stdout string
		stderr string // a substring
	}{
		// rfc2396bis-01 §6.2.2 example, default level (syntax).
		{name: "6.2.2 default", args: []string{"-d", "rfc2396bis-01", "eXAMPLE://a/./b/../b/c/%7a"},
			code: exitOK, stdout: "example://a/b/c/z\n"},
		// rfc2396bis-01 §6.2.3 example, one line per input.
		{name: "6.2.3 scheme", args: []string{"-d", "rfc2396bis-01", "-level", "scheme", "http://example.com:80/", "HTTP://Example.COM"},
			code: exitOK, stdout: "http://example.com/\nhttp://example.com/\n"},
		// Inputs from standard input; rfc2141bis-03 §5 step 5b.
		{name: "stdin 5b", stdin: "URN:foo:a?s=I2L&c=ToC\nurn:FOO:b#x\n", args: []string{"-d", "rfc2141bis-03", "-level", "resolution"},
			code: exitOK, stdout: "urn:foo:a?c=ToC&s=I2L\nurn:foo:b\n"},
		// An invalid input: reported with a caret, the others still printed, exit 1 (§2.1 reserved NID).
		{name: "invalid", args: []string{"-d", "rfc2141bis-03", "urn:urn:x", "urn:a1:x"},
			code: exitInvalid, stdout: "urn:a1:x\n", stderr: "invalid URI at offset 4: the NID \"urn\" is permanently reserved"},
		// A level the dialect does not define: exit 2.
		{name: "no level", args: []string{"-d", "rfc1738", "-level", "string", "http://h"},
			code: exitUsage, stderr: `level not defined by the dialect's spec: "string"`},
		{name: "no dialect", args: []string{"http://h"}, code: exitUsage, stderr: "usage: urispec normalize"},
		{name: "unknown dialect", args: []string{"-d", "rfc9999", "http://h"}, code: exitUsage, stderr: `unknown dialect "rfc9999"`},
		{name: "errata operands", args: []string{"-d", "rfc2141bis-03", "-errata", "x"}, code: exitUsage, stderr: "-errata takes no operands"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, tt.stdin, append([]string{"normalize"}, tt.args...)...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Equal(t, tt.stdout, stdout)
			assert.Contains(t, stderr, tt.stderr)
		})
	}
}

// TestNormalizeErrata: `normalize -errata` lists semantic.ProseErrata.
func TestNormalizeErrata(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "normalize", "-d", "rfc2141bis-03", "-errata")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "rfc2141bis-03 normalization and prose-rule errata: 7\n")
	assert.Contains(t, stdout, "    U1 NSS §2.5.2\n      text: \"Namespaces MAY designate one or more characters")
}

func TestEquivCommand(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string // a substring
	}{
		// rfc2141bis-03 §5.1: URNs 1 and 7 under step 5a (the default) and 5b.
		{name: "5.1 5a", args: []string{"-d", "rfc2141bis-03", "URN:foo:a123,456", "urn:foo:a123,456?x=y"},
			code: exitOK, stdout: "equivalent\n"},
		{name: "5.1 5b", args: []string{"-d", "rfc2141bis-03", "-level", "resolution", "URN:foo:a123,456", "urn:foo:a123,456?x=y"},
			code: exitInvalid, stdout: "not equivalent\n"},
		// url-syntax-05 §6.
		{name: "05 6", args: []string{"-d", "url-syntax-05", "http://www.XEROX.com", "http://www.xerox.com"},
			code: exitOK, stdout: "equivalent\n"},
		// An invalid input is an error: exit 2 (rfc2396bis-01 §2.4.1).
		{name: "invalid", args: []string{"-d", "rfc2396bis-01", "http://h/", "http://h/%zz"},
			code: exitUsage, stderr: "invalid URI-reference at offset 10"},
		{name: "no level", args: []string{"-d", "url-syntax-05", "-level", "resource", "a:b", "a:b"},
			code: exitUsage, stderr: "level not defined"},
		{name: "one operand", args: []string{"-d", "rfc1738", "http://h"}, code: exitUsage, stderr: "usage: urispec equiv"},
		// "--" ends the flags: an input may begin with "-".
		{name: "double dash", args: []string{"-d", "rfc2396bis-01", "--", "-a", "-a"}, code: exitOK, stdout: "equivalent\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "", append([]string{"equiv"}, tt.args...)...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Equal(t, tt.stdout, stdout)
			assert.Contains(t, stderr, tt.stderr)
		})
	}
}
