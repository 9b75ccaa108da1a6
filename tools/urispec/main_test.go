package main

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	return runCLIReader(t, strings.NewReader(stdin), args...)
}

func TestUsageAndHelp(t *testing.T) {
	code, _, stderr := runCLI(t, "")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "usage: urispec COMMAND")

	code, _, _ = runCLI(t, "", "nope")
	assert.Equal(t, exitUsage, code)

	for _, c := range commands() {
		code, _, stderr := runCLI(t, "", c.name, "-h")
		assert.Equal(t, exitOK, code, c.name)
		assert.Contains(t, stderr, "usage: urispec "+c.name, c.name)
	}
}

// TestCheckJSONContract pins the JSON fields of `check -json` on RFC 1738 §5
// httpurl = "http://" hostport [ "/" hpath [ "?" search ]].
func TestCheckJSONContract(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "check", "-d", "rfc1738", "-json", "http://h:80/a?b")
	require.Equal(t, exitOK, code)
	var r map[string]any
	require.NoError(t, json.Unmarshal([]byte(stdout), &r))
	assert.Equal(t, "rfc1738", r["dialect"])
	assert.Equal(t, "http://h:80/a?b", r["input"])
	assert.Equal(t, true, r["valid"])
	assert.Equal(t, "url", r["rule"])
	assert.Equal(t, "httpurl", r["production"])
	assert.Nil(t, r["error"])
	c := r["components"].(map[string]any)
	assert.Equal(t, "http", c["scheme"])
	assert.Equal(t, "h", c["host"])
	assert.Equal(t, "80", c["port"])
	assert.Equal(t, "b", c["query"])
	assert.Contains(t, c, "fragment")
	assert.Nil(t, c["fragment"], "RFC 1738 has no fragment: undefined is null")
	assert.Nil(t, c["userinfo"])
}

func TestCheckInvalidJSONAndExitStatus(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "check", "-d", "rfc1738", "-json", "news:")
	require.Equal(t, exitInvalid, code)
	var r struct {
		Valid      bool            `json:"valid"`
		Components json.RawMessage `json:"components"`
		Error      struct {
			Offset   int      `json:"offset"`
			Rule     string   `json:"rule"`
			Expected []string `json:"expected"`
			Section  string   `json:"section"`
			Message  string   `json:"message"`
		} `json:"error"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &r))
	assert.False(t, r.Valid)
	assert.Equal(t, "null", string(r.Components))
	// RFC 1738 §5: newsurl = "news:" grouppart
	assert.Equal(t, 5, r.Error.Offset)
	assert.Equal(t, "newsurl", r.Error.Rule)
	assert.Equal(t, []string{"grouppart"}, r.Error.Expected)
	assert.Equal(t, "5", r.Error.Section)
	assert.Contains(t, r.Error.Message, "unexpected end of input")
}

func TestCheckStdinBatchAndDoubleDash(t *testing.T) {
	code, stdout, _ := runCLI(t, "http://h/\nnews:\n", "check", "-d", "rfc1738", "-json")
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, 2, strings.Count(stdout, "\n"), "one object per input")

	// "--" ends the flags, so an input may begin with "-".
	code, stdout, _ = runCLI(t, "", "check", "-d", "rfc1738", "--", "-h")
	assert.Equal(t, exitInvalid, code)
	assert.Contains(t, stdout, "invalid")

	code, _, stderr := runCLI(t, "", "check", "-d", "rfc9999", "x")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "unknown dialect")

	code, _, _ = runCLI(t, "", "check", "-d", "rfc1738", "-all", "x")
	assert.Equal(t, exitUsage, code)
}

// TestCheckAllDialects checks `check -all`: one result per dialect of
// urispec, in the order of semantic.Dialects, each with its own verdict.
func TestCheckAllDialects(t *testing.T) {
	// Whether "urn:example:a#f" is valid, per dialect id of the format: RFC
	// 1738 has no fragment and no "#" in any rule; the others admit it.
	want := map[string]bool{
		"url-draft-1993": true,  // §BNF-syntax fragmentaddress = url [ "#" fragmentid ]
		"rfc1630":        false, // §BNF-of-Generic-URI-Syntax: ":" is in no character group of a path
		"rfc1738":        false, // §5 url: no fragment; "#" is not an xchar
		"rfc1808":        true,  // §2.2 URL = ( absoluteURL / relativeURL ) [ "#" fragment ]
		"rfc2141":        true,  // §2.3 reserved = "%" / "/" / "?" / "#", a trans of the NSS (§2.2)
		"url-syntax-05":  true,  // §3 URL-reference = [ absoluteURL / relativeURL ] [ "#" fragment ]
		"rfc2396":        true,  // §4 URI-reference = [ absoluteURI / relativeURI ] [ "#" fragment ]
		"rfc2396bis-01":  true,  // §4 URI-reference = [ absolute-URI / relative-URI ] [ "#" fragment ]
		"rfc3986":        true,  // §3 URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
		"rfc3987":        true,  // §2.2 IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
		"rfc2141bis-03":  true,  // §2 URI = scheme ":" urn-path [ "?" urn-query ] [ "#" fragment ]
		"rfc8141":        true,  // §2 namestring = assigned-name [ rq-components ] [ "#" f-component ]
		"whatwg-url":     true,  // §4.3 absolute-URL-with-fragment string: an opaque-path-URL string, "#" a URL-fragment string
	}
	code, stdout, _ := runCLI(t, "", "check", "-all", "-json", "urn:example:a#f")
	assert.Equal(t, exitInvalid, code, "rfc1738 rejects it")
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	ds := semantic.Dialects()
	require.Len(t, lines, len(ds))
	for i, d := range ds {
		var r map[string]any
		require.NoError(t, json.Unmarshal([]byte(lines[i]), &r))
		require.Equal(t, d.ID(), r["dialect"], "line %d", i+1)
		valid, ok := want[d.ID()]
		require.True(t, ok, "no expected verdict for %s", d)
		assert.Equal(t, valid, r["valid"], d)
	}
}

func TestParseDump(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "parse", "-d", "rfc1738", "http://h/")
	require.Equal(t, exitOK, code)
	assert.True(t, strings.HasPrefix(stdout, `url [0,9) "http://h/"`), stdout)
	assert.Contains(t, stdout, `  httpurl [0,9) "http://h/"`)

	code, stdout, _ = runCLI(t, "", "parse", "-d", "rfc1738", "-json", "http://h/")
	require.Equal(t, exitOK, code)
	var n map[string]any
	require.NoError(t, json.Unmarshal([]byte(stdout), &n))
	assert.Equal(t, "url", n["rule"])
	assert.EqualValues(t, 9, n["end"])

	code, _, _ = runCLI(t, "", "parse", "-d", "rfc1738")
	assert.Equal(t, exitUsage, code)
}

func TestDiffAndDialects(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "diff", "news:")
	assert.Equal(t, exitInvalid, code)
	for _, d := range []string{"url-draft-1993", "rfc1738", "url-syntax-05", "rfc2396bis-01", "rfc2141bis-03"} {
		assert.Contains(t, stdout, "  "+d, d)
	}
	// The same wording as check: the message of the error and its caret display.
	assert.Contains(t, stdout, "\n  rfc1738         invalid  rfc1738: invalid url at offset 5: unexpected end of input, expected grouppart (in rule newsurl, §5)\n"+
		"                           news:\n"+
		"                                ^\n")

	code, stdout, _ = runCLI(t, "", "dialects")
	require.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "rfc2396bis-01\n  spec:        draft-fielding-uri-rfc2396bis-01")
	assert.Contains(t, stdout, "errata (grammar):")
	assert.Contains(t, stdout, "errata (resolution):")
}

// TestDialectsMarkdown: the errata document (grammar/ERRATA.md) names every
// dialect and carries the errata of each kind.
func TestDialectsMarkdown(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "dialects", "-md")
	require.Equal(t, exitOK, code)
	assert.True(t, strings.HasPrefix(stdout, "# Errata of every dialect\n"))
	for _, d := range []string{"url-draft-1993", "rfc1738", "url-syntax-05", "rfc2396bis-01", "rfc2141bis-03"} {
		assert.Contains(t, stdout, "\n## "+d+"\n", d)
	}
	assert.Contains(t, stdout, "### Grammar\n")
	assert.Contains(t, stdout, "### Resolution\n")
	assert.Contains(t, stdout, "### Normalization and prose rules\n")
	// url-syntax-05 E3: body and Appendix A disagree on unreserved; the body wins.
	assert.Contains(t, stdout, "| E3 | unreserved | §2.3 |")
}

// runCLIReader is runCLI with standard input read from r.
func runCLIReader(t *testing.T, r io.Reader, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, r, &out, &errb)
	return code, out.String(), errb.String()
}
