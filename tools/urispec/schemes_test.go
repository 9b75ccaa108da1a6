package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCheckSchemeSyntax: -scheme-syntax names the grammar beside the
// generic production (text), in JSON as scheme_syntax (null when none
// applies, absent without the flag), and an input the grammar rejects is
// invalid with the grammar's rule and its RFC's section.
func TestCheckSchemeSyntax(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "check", "-d", "rfc3986", "-scheme-syntax", "mailto:a@b", "ftp://h/")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "valid    mailto:a@b  (URI-reference -> URI; mailto -> mailtoURI)\nvalid    ftp://h/  (URI-reference -> URI)\n", stdout)

	code, stdout, _ = runCLI(t, "", "check", "-d", "rfc3986", "-scheme-syntax", "mailto:@")
	assert.Equal(t, exitInvalid, code)
	assert.Contains(t, stdout, `rfc3986: invalid mailtoURI at offset 7: unexpected "@", expected end of input, hfields or to (in rule mailtoURI, RFC 6068 §2)`)

	code, stdout, _ = runCLI(t, "", "check", "-d", "rfc3986", "-json", "-scheme-syntax", "https://a/", "ftp://a/", "http://u@a/")
	assert.Equal(t, exitInvalid, code)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.Len(t, lines, 3)
	var r [3]map[string]any
	for i, l := range lines {
		require.NoError(t, json.Unmarshal([]byte(l), &r[i]))
	}
	assert.Equal(t, map[string]any{"name": "http", "production": "https-URI", "spec": "RFC 9110"}, r[0]["scheme_syntax"])
	assert.Contains(t, r[1], "scheme_syntax")
	assert.Nil(t, r[1]["scheme_syntax"])
	e := r[2]["error"].(map[string]any)
	assert.Equal(t, "http", e["scheme_syntax"])
	assert.Equal(t, "RFC 9110 §4.2.1", e["section"])

	// Without the flag, nothing changes.
	_, stdout, _ = runCLI(t, "", "check", "-d", "rfc3986", "-json", "http://u@a/")
	assert.NotContains(t, stdout, "scheme_syntax")
	assert.Contains(t, stdout, `"valid":true`)
}

// TestDiffParseSchemeSyntax: diff and parse take -scheme-syntax.
func TestDiffParseSchemeSyntax(t *testing.T) {
	_, stdout, _ := runCLI(t, "", "diff", "-scheme-syntax", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	assert.Contains(t, stdout, "rfc8141         valid    namestring -> namestring; urn:uuid -> UUID\n")
	code, stdout, _ := runCLI(t, "", "parse", "-d", "rfc3986", "-scheme-syntax", "geo:1,2")
	assert.Equal(t, exitOK, code)
	assert.True(t, strings.HasSuffix(stdout, "scheme syntax: geo -> geo-URI\n"), stdout)
	_, stdout, _ = runCLI(t, "", "parse", "-d", "rfc3986", "-scheme-syntax", "ftp://a/")
	assert.True(t, strings.HasSuffix(stdout, "scheme syntax: none\n"), stdout)
}

// TestSchemesCommand: urispec schemes lists every grammar; -md is
// grammar/SCHEMES.md (make check-generated compares it); -json one object
// per grammar.
func TestSchemesCommand(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "schemes")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "http  (scheme)  RFC9110, \"HTTP Semantics\", 2022-06  grammar/schemes/http/http.abnf\n  serves http -> http-URI\n")
	assert.Contains(t, stdout, "  default port of https: 443 (§4.2.2)\n")
	assert.Contains(t, stdout, "  telephone-uri: NOT inside rfc3986 absolute-URI\n")
	_, stdout, _ = runCLI(t, "", "schemes", "-json")
	var names []string
	for _, l := range strings.Split(strings.TrimSpace(stdout), "\n") {
		var s schemeInfo
		require.NoError(t, json.Unmarshal([]byte(l), &s))
		names = append(names, s.Name)
	}
	for _, n := range []string{"data", "file", "geo", "http", "mailto", "tel", "ws", "urn:ietf", "urn:oid", "urn:uuid"} {
		assert.Contains(t, names, n)
	}
	_, stdout, _ = runCLI(t, "", "schemes", "-md")
	assert.Equal(t, doc(t, "grammar/SCHEMES.md"), stdout)
}
