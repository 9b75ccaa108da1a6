package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCompanionRulesAndRecomposition runs the commands the referees of
// issue 26 could not: the companion start rules of rfc2396 (RFC 2732) and
// rfc3986 (RFC 6874) in resolve, relativize, normalize and equiv, -rule on
// normalize and equiv, and -recompose on resolve and relativize.
func TestCompanionRulesAndRecomposition(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
	}{
		// RFC 2396 §5.2 with RFC 2732 §3's host: what java.net.URI computes.
		{name: "resolve RFC 2732", args: []string{"resolve", "-d", "rfc2396", "-rule", "URI-reference-2732", "http://[::1]/a", "b"},
			code: exitOK, stdout: "http://[::1]/b\n"},
		{name: "relativize RFC 2732", args: []string{"relativize", "-d", "rfc2396", "-rule", "URI-reference-2732", "http://[::1]/a", "http://[::1]/b/c"},
			code: exitOK, stdout: "b/c\n"},
		// RFC 1630 §Encoding-reserved-characters, Example 1: "are identical,
		// as the %2D encodes a hyphen character"; Example 2: "are NOT
		// identical".
		{name: "equiv RFC 1630 example 1", args: []string{"equiv", "-d", "rfc1630", "-rule", "url",
			"http://info.cern.ch/albert/bertram/marie-claude", "http://info.cern.ch/albert/bertram/marie%2Dclaude"},
			code: exitOK, stdout: "equivalent\n"},
		{name: "equiv RFC 1630 example 2", args: []string{"equiv", "-d", "rfc1630", "-rule", "url",
			"http://info.cern.ch/albert/bertram/marie-claude", "http://info.cern.ch/albert/bertram%2Fmarie-claude"},
			code: exitInvalid, stdout: "not equivalent\n"},
		// RFC 3986 §6.2.2.1 on the IPv6address, the ZoneID of RFC 6874 §2 as
		// written (rfc3986 erratum N6).
		{name: "normalize RFC 6874", args: []string{"normalize", "-d", "rfc3986", "-rule", "URI-6874", "HTTP://[FE80::A%25en1]/"},
			code: exitOK, stdout: "http://[fe80::a%25en1]/\n"},
		{name: "normalize RFC 2732", args: []string{"normalize", "-d", "rfc2396", "-rule", "URI-reference-2732", "HTTP://[::1]/a"},
			code: exitOK, stdout: "http://[::1]/a\n"},
		// url-syntax-05 §5.2 steps 6a and 7 write no "/" between the site and
		// a path when the base's is empty (erratum R4).
		{name: "recompose literal", args: []string{"resolve", "-d", "url-syntax-05", "-recompose", "literal", "http://a", "g"},
			code: exitOK, stdout: "http://ag\n"},
		{name: "recompose reject by default", args: []string{"resolve", "-d", "url-syntax-05", "http://a", "g"},
			code: exitInvalid, stdout: ""},
		// RFC 3986 §5.4.2 writes "f://g" for ".//g" against "f:/a"; "/." keeps
		// the path a path.
		{name: "recompose dot", args: []string{"resolve", "-d", "rfc3986", "-recompose", "dot", "f:/a", ".//g"},
			code: exitOK, stdout: "f:/.//g\n"},
		{name: "recompose literal in relativize", args: []string{"relativize", "-d", "url-syntax-05", "-recompose", "literal", "http://a", "http://ag"},
			code: exitOK, stdout: "//ag\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "", tt.args...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Equal(t, tt.stdout, stdout)
		})
	}
}

// TestRemedyMessages: a faithful refusal names the erratum and the way
// out, in the CLI's terms (the flag, not the library's option).
func TestRemedyMessages(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stderr string // the first line
	}{
		{name: "rfc2396 ?y", args: []string{"resolve", "-d", "rfc2396", "http://a/b/c/d;p?q", "?y"},
			stderr: `urispec resolve: ?y: invalid reference: rfc2396: invalid URI-reference at offset 0: unexpected "?", expected "#", absoluteURI, end of input or relativeURI (in rule URI-reference, §4); erratum E7: rfc2396bis-01 and rfc3986, whose grammars admit a query alone (rfc2396bis-01 G.2), resolve it`},
		{name: "url-syntax-05 http://ag", args: []string{"resolve", "-d", "url-syntax-05", "http://a", "g"},
			stderr: `urispec resolve: g: "http://ag" would parse with the authority "ag", where resolution computed the authority "a" (url-syntax-05 §5.2 step 7); erratum R4: -recompose literal returns the string step 7 writes; rfc2396bis-01 and rfc3986 write a "/" after an empty base path`},
		{name: "rfc3986 f://g", args: []string{"resolve", "-d", "rfc3986", "f:/a", ".//g"},
			stderr: `urispec resolve: .//g: "f://g" would parse with the authority "g", where resolution computed no authority (rfc3986 §5.3); erratum R3: -recompose dot writes "/." before a path that begins with "//", -recompose literal returns the string §5.3 writes`},
		{name: "rfc2396 base fragment in relativize", args: []string{"relativize", "-d", "rfc2396", "http://a/b#f", "http://a/g"},
			stderr: `urispec relativize: http://a/g: invalid base: rfc2396: invalid absoluteURI at offset 10: unexpected "#", expected "/", ";", "?", end of input or pchar (in rule segment, §3.3); erratum R6: drop the fragment from the base; rfc3986 reads a base with one (its base rule is URI) and resolves without it (§5.2.2)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, "", tt.args...)
			assert.Equal(t, exitInvalid, code)
			first, _, _ := strings.Cut(stderr, "\n")
			assert.Equal(t, tt.stderr, first)
		})
	}
}
