package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
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

// lineage returns the verdict of the lineage vector of dialect id on input
// (the parse vector "<id>:lineage.NNN" of conformance/testdata/<id>.jsonl,
// under the default start rule); a dialect without one fails the test, named.
func lineage(t *testing.T, id, input string) bool {
	t.Helper()
	c, err := embeddedOnce()
	require.NoError(t, err)
	for _, v := range c.Vectors {
		if v.Dialect == id && v.Kind == conformance.KindParse && v.Rule == "" && v.Input == input && strings.HasPrefix(v.ID, id+":lineage.") {
			return v.Valid
		}
	}
	require.Failf(t, "no lineage vector", "dialect %s has no lineage vector for %q (conformance/testdata/%s.jsonl, id %s:lineage.NNN)", id, input, id, id)
	return false
}

// embeddedOnce reads the default corpus (the embedded vectors, and the shared
// ones when ../shared/corpora exists) once for the lineage lookups.
var embeddedOnce = sync.OnceValues(conformance.Default)

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
		cols = append(cols, fmt.Sprintf("%d %s", i+1, d))
		sign := func(input string) string { return map[bool]string{true: "+", false: "-"}[lineage(t, d.ID(), input)] }
		url, relative, spaced = append(url, sign("http://a/b")), append(relative, sign("a")), append(spaced, sign("a b"))
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
