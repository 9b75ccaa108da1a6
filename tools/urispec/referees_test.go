package main

import (
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
