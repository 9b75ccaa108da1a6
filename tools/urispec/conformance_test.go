package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/conformance"
	"github.com/urispec/urispec/semantic"
)

// Vector lines for the CLI tests. RFC 1738 §5: httpurl = "http://" hostport
// [ "/" hpath [ "?" search ]]; a space is in no rule. The levels of
// url-syntax-05 §6 are syntax and scheme, there is no "case" level: the
// runner skips vecSkip with that reason (a skip that does not depend on which
// dialects urispec has).
const (
	vecPass = `{"id": "pass", "source": "t", "dialect": "rfc1738", "kind": "parse", "input": "http://a/b", "valid": true, "components": {"host": "a"}}`
	vecFail = `{"id": "fail", "source": "t", "dialect": "rfc1738", "kind": "parse", "input": "http://a b", "valid": true}`
	vecSkip = `{"id": "skip", "source": "t", "dialect": "url-syntax-05", "kind": "normalize", "input": "HTTP://a", "expected": "http://a", "level": "case"}`
)

// writeVectors writes lines to dir/name and returns the path.
func writeVectors(t *testing.T, dir, name string, lines ...string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	return p
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// TestConformanceExitAndLastLine checks the exit status and the line the
// text report ends with.
func TestConformanceExitAndLastLine(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name  string
		lines []string
		code  int
		last  string
	}{
		{name: "all pass", lines: []string{vecPass}, code: exitOK, last: "1 passed, 0 failed, 0 skipped"},
		{name: "a skip is counted", lines: []string{vecPass, vecSkip}, code: exitOK, last: "1 passed, 0 failed, 1 skipped"},
		{name: "a failure exits 1", lines: []string{vecPass, vecFail, vecSkip}, code: exitInvalid, last: "1 passed, 1 failed, 1 skipped"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeVectors(t, dir, string(rune('a'+i))+".jsonl", tt.lines...)
			code, stdout, stderr := runCLI(t, "", "conformance", p)
			assert.Equal(t, tt.code, code, stderr)
			assert.Equal(t, tt.last, lastLine(stdout))
		})
	}
}

// TestConformanceFailureReport checks a failure names id, input, expected
// and got.
func TestConformanceFailureReport(t *testing.T) {
	p := writeVectors(t, t.TempDir(), "v.jsonl", vecFail)
	code, stdout, _ := runCLI(t, "", "conformance", p)
	require.Equal(t, exitInvalid, code)
	assert.Contains(t, stdout, "--- FAIL fail (rfc1738 parse, "+p+":1)\n"+
		"    input:    \"http://a b\"\n"+
		"    expected: verdict valid\n"+
		"    got:      verdict invalid: rfc1738: invalid url at offset 8: ")
	assert.Contains(t, stdout, "rfc1738         parse             0        1        0        0\n")
}

// TestConformanceUsageAndIOErrors checks exit status 2 and the message.
func TestConformanceUsageAndIOErrors(t *testing.T) {
	dir := t.TempDir()
	bad := writeVectors(t, dir, "bad.jsonl", vecPass, `{"id": "x", "source": "t", "dialect": "rfc1738", "kind": "parse", "input": "a"}`)
	dup := writeVectors(t, dir, "dup.jsonl", vecPass)
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{name: "malformed line", args: []string{bad}, stderr: "urispec conformance: " + bad + `:2: missing required field "valid"` + "\n"},
		{name: "duplicate id across files", args: []string{dup, dup}, stderr: "urispec conformance: " + dup + `:1: duplicate id "pass" (first at ` + dup + ":1)\n"},
		{name: "missing file", args: []string{filepath.Join(dir, "nope.jsonl")}, stderr: "no such file"},
		{name: "unknown dialect", args: []string{"-d", "rfc9999"}, stderr: `-d "rfc9999": not a dialect of the format`},
		{name: "unknown kind", args: []string{"-kind", "split"}, stderr: `-kind "split": want parse, resolve, normalize or equivalent`},
		{name: "matrix of resolve", args: []string{"-matrix", "-kind", "resolve"}, stderr: "-matrix uses parse vectors only"},
		{name: "unknown flag", args: []string{"-x"}, stderr: "flag provided but not defined: -x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "", append([]string{"conformance"}, tt.args...)...)
			assert.Equal(t, exitUsage, code)
			assert.Empty(t, stdout)
			assert.Contains(t, stderr, tt.stderr)
		})
	}
}

// TestConformanceJSON checks one object per vector, then the summary.
func TestConformanceJSON(t *testing.T) {
	p := writeVectors(t, t.TempDir(), "v.jsonl", vecPass, vecFail, vecSkip)
	code, stdout, _ := runCLI(t, "", "conformance", "-json", p)
	require.Equal(t, exitInvalid, code)
	lines := strings.Split(strings.TrimRight(stdout, "\n"), "\n")
	require.Len(t, lines, 4)
	var status []string
	for _, l := range lines[:3] {
		var o map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &o), l)
		status = append(status, o["id"].(string)+"="+o["status"].(string))
	}
	assert.Equal(t, []string{"pass=pass", "fail=fail", "skip=skip"}, status)
	var sum struct{ Passed, Failed, Skipped int }
	require.NoError(t, json.Unmarshal([]byte(lines[3]), &sum))
	assert.Equal(t, struct{ Passed, Failed, Skipped int }{1, 1, 1}, sum)
}

// TestConformanceFilterAndDoubleDash checks -d and -kind, and "--" before a
// file name that begins with "-".
func TestConformanceFilterAndDoubleDash(t *testing.T) {
	dir := t.TempDir()
	writeVectors(t, dir, "-v.jsonl", vecPass, vecFail, vecSkip)
	t.Chdir(dir)

	code, stdout, _ := runCLI(t, "", "conformance", "-d", "url-syntax-05", "--", "-v.jsonl")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "0 passed, 0 failed, 1 skipped", lastLine(stdout))

	code, stdout, _ = runCLI(t, "", "conformance", "-d", "rfc1738", "--", "-v.jsonl")
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "1 passed, 1 failed, 0 skipped", lastLine(stdout))

	code, _, stderr := runCLI(t, "", "conformance", "-v.jsonl")
	assert.Equal(t, exitUsage, code, "without -- the name is a flag")
	assert.Contains(t, stderr, "flag provided but not defined: -v.jsonl")

	code, stdout, _ = runCLI(t, "", "conformance", "-kind", "resolve", "--", "-v.jsonl")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "0 passed, 0 failed, 0 skipped", lastLine(stdout))
}

// matrixVerdicts is, per dialect id of the format, whether each input of
// TestConformanceMatrix is valid under the dialect's default start rule (the
// first ;@start of its grammar). A dialect urispec parses must have a line
// here.
var matrixVerdicts = map[string]struct{ url, rel, space bool }{
	// "http://a/b" is a URL in every URL and URI dialect, not a URN (the URN
	// dialects take the scheme "urn" only); "a" is a relative reference
	// where the default start rule has one; "a b" has a space, in no
	// dialect's character set.
	"url-draft-1993": {true, false, false},  // §BNF-syntax fragmentaddress = url [ "#" fragmentid ]: a url has a scheme
	"rfc1630":        {false, false, false}, // §BNF-of-Generic-URI-Syntax fragmentaddress = uri [ "#" fragmentid ]: a path has no leading "/" (E2), a uri a scheme
	"rfc1738":        {true, false, false},  // §5 url: every form has a scheme ":"
	"rfc1808":        {true, true, false},   // §2.2 URL = ( absoluteURL / relativeURL ) [ "#" fragment ], rel-path
	"rfc2141":        {false, false, false}, // §2 URN = "urn:" NID ":" NSS
	"url-syntax-05":  {true, true, false},   // §3 URL-reference, §5 rel-path
	"rfc2396":        {true, true, false},   // §4 URI-reference = [ absoluteURI / relativeURI ] [ "#" fragment ], §5 rel_path
	"rfc2396bis-01":  {true, true, false},   // §4 URI-reference, §5 rel-path
	"rfc3986":        {true, true, false},   // §4.1 URI-reference = URI / relative-ref, §4.2 relative-part (path-noscheme)
	"rfc3987":        {true, true, false},   // §2.2 IRI-reference = IRI / irelative-ref, irelative-part (ipath-noscheme)
	"rfc2141bis-03":  {false, false, false}, // §2 URI = scheme ":" urn-path ..., scheme = "urn"
	"rfc8141":        {false, false, false}, // §2 namestring = assigned-name ..., "urn" ":" NID ":" NSS
	"whatwg-url":     {true, false, false},  // §4.3 valid-URL-string without a base URL: absolute only (E1)
}

// TestConformanceMatrix checks the lineage view: a legend naming every
// dialect of urispec, a row per distinct input, then the agreement summary.
func TestConformanceMatrix(t *testing.T) {
	rel := `{"id": "rel", "source": "t", "dialect": "rfc3986", "kind": "parse", "input": "a", "valid": true}`
	space := `{"id": "space", "source": "t", "dialect": "rfc3986", "kind": "parse", "input": "a b", "valid": false}`
	// vecSkip is a normalize vector: not in the matrix.
	p := writeVectors(t, t.TempDir(), "v.jsonl", vecPass, rel, space, vecSkip)
	code, stdout, _ := runCLI(t, "", "conformance", "-matrix", p)
	require.Equal(t, exitOK, code)

	var cols []string
	var url, relative, spaced []string
	for i, d := range semantic.Dialects() {
		w, ok := matrixVerdicts[d.ID()]
		require.True(t, ok, "matrixVerdicts has no line for %s", d)
		cols = append(cols, fmt.Sprintf("%d %s", i+1, d))
		sign := func(valid bool) string { return map[bool]string{true: "+", false: "-"}[valid] }
		url, relative, spaced = append(url, sign(w.url)), append(relative, sign(w.rel)), append(spaced, sign(w.space))
	}
	assert.Contains(t, stdout, "columns: "+strings.Join(cols, ", ")+" (+ valid, - invalid)\n")
	assert.Contains(t, stdout, strings.Join(url, " ")+"  \"http://a/b\"\n")
	assert.Contains(t, stdout, strings.Join(relative, " ")+"  \"a\"\n")
	assert.Contains(t, stdout, strings.Join(spaced, " ")+"  \"a b\"\n")
	assert.Contains(t, stdout, "3 distinct inputs of parse vectors")
	assert.Contains(t, stdout, "valid under every dialect:   0\n")
	assert.Contains(t, stdout, "invalid under every dialect: 1\n")

	code, stdout, _ = runCLI(t, "", "conformance", "-matrix", "-json", p)
	require.Equal(t, exitOK, code)
	lines := strings.Split(strings.TrimRight(stdout, "\n"), "\n")
	require.Len(t, lines, 4)
	// RFC 1738 §5 has no relative form; RFC 3986 §4.2 has.
	assert.Contains(t, lines[1], `{"input":"a","verdicts":[`)
	assert.Contains(t, lines[1], `{"dialect":"rfc1738","valid":false}`)
	assert.Contains(t, lines[1], `{"dialect":"rfc3986","valid":true}`)
	assert.Contains(t, lines[3], `"inputs":3`)
}

// TestMatrixVerdictsCoverTheFormat checks that matrixVerdicts has a line
// for every dialect of the format, so a dialect that gains a parser has its
// expected column already.
func TestMatrixVerdictsCoverTheFormat(t *testing.T) {
	var ids []string
	for id := range matrixVerdicts {
		ids = append(ids, id)
	}
	assert.ElementsMatch(t, conformance.DialectIDs(), ids)
}

// TestConformanceDefaultCorpus runs the embedded corpus filtered to one
// dialect: only its rows are in the table, none fails, and the sources are
// listed (shared ones found or "not found").
func TestConformanceDefaultCorpus(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "conformance", "-d", "rfc8141")
	require.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "conformance/testdata/thirdparty/go-urn.jsonl")
	assert.Regexp(t, `(?m)^  shared    \.\./shared/corpora/perl-uri\.jsonl +(115 vectors|not found: .+)$`, stdout)
	// RFC 8141 vectors of go-urn.jsonl are parse vectors.
	assert.Regexp(t, `(?m)^rfc8141 +parse +[1-9][0-9]* +0 +[0-9]+ +[0-9]+$`, stdout)
	for _, d := range semantic.Dialects() {
		if d != semantic.RFC8141 {
			assert.NotRegexp(t, `(?m)^`+regexp.QuoteMeta(d.ID())+` `, stdout, "-d rfc8141 runs no %s vector", d)
		}
	}
	assert.Regexp(t, regexp.MustCompile(`^[1-9][0-9]* passed, 0 failed, [0-9]+ skipped(, [0-9]+ expected failures)?$`), lastLine(stdout))
}
