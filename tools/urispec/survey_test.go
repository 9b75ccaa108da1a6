package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
	"github.com/urispec/urispec/tools/survey"
)

// surveyLines is a small corpus with the lines a reader must count: CRLF
// endings, a blank line, a blank CRLF line, a line that is not UTF-8, a line
// with a CR inside (an input: no grammar admits it), a line without a final
// LF.
const surveyLines = "http://example.com/~user/\r\n" +
	"https://h/p#frag\n" +
	"\n" +
	"urn:example:a123,z456\n" +
	"\r\n" +
	"http://h/\xff\n" +
	"http://h/a\rb\n" +
	"http://[::1]/\n" +
	"foo:?q"

// surveyJSON runs `urispec survey -json` with args and returns the report.
func surveyJSON(t *testing.T, stdin string, args ...string) (survey.Report, string) {
	t.Helper()
	code, stdout, stderr := runCLI(t, stdin, append([]string{"survey", "-json"}, args...)...)
	require.Equal(t, exitOK, code, stderr)
	require.Empty(t, stderr, "no progress line in a pipe")
	require.Equal(t, 1, strings.Count(stdout, "\n"), "one JSON document on one line")
	var r survey.Report
	require.NoError(t, json.Unmarshal([]byte(stdout), &r))
	return r, stdout
}

// TestSurveyCounts: the CLI's line handling (that of check) under survey,
// and the counts against semantic.Validate of each line.
func TestSurveyCounts(t *testing.T) {
	r, _ := surveyJSON(t, surveyLines)
	assert.Equal(t, []string{"-"}, r.Files)
	assert.EqualValues(t, 9, r.Lines)
	assert.EqualValues(t, 2, r.Blank, "an empty line and a CRLF one")
	assert.EqualValues(t, 7, r.Inputs)
	assert.EqualValues(t, 1, r.InvalidUTF8)
	assert.EqualValues(t, 0, r.LengthErrors)
	inputs := []string{"http://example.com/~user/", "https://h/p#frag", "urn:example:a123,z456", "http://h/\xff",
		"http://h/a\rb", "http://[::1]/", "foo:?q"}
	require.Len(t, r.Dialects, len(semantic.Dialects()))
	for i, d := range semantic.Dialects() {
		valid := 0
		for _, in := range inputs {
			if semantic.Validate(d, in) == nil {
				valid++
			}
		}
		assert.Equal(t, d.ID(), r.Dialects[i].Dialect)
		assert.EqualValues(t, valid, r.Dialects[i].Valid, d.ID())
	}
}

// TestSurveyDeterministic: the same JSON for any -j, for plain, gzip and
// standard input, and for the input split into two files (counts and
// examples; only the file names and line numbers of examples move).
func TestSurveyDeterministic(t *testing.T) {
	data, err := os.ReadFile(realURLs)
	if err != nil {
		data = []byte(strings.Repeat(surveyLines+"\n", 200))
	}
	dir := t.TempDir()
	plain := filepath.Join(dir, "urls.txt")
	require.NoError(t, os.WriteFile(plain, data, 0o644))
	gz := filepath.Join(dir, "urls.txt.gz")
	var zb bytes.Buffer
	zw := gzip.NewWriter(&zb)
	// Two gzip members, as `cat a.gz b.gz` makes: both are read.
	half := bytes.LastIndexByte(data[:len(data)/2], '\n') + 1
	_, _ = zw.Write(data[:half])
	require.NoError(t, zw.Close())
	zw = gzip.NewWriter(&zb)
	_, _ = zw.Write(data[half:])
	require.NoError(t, zw.Close())
	require.NoError(t, os.WriteFile(gz, zb.Bytes(), 0o644))

	_, want := surveyJSON(t, "", "-j", "1", plain)
	for _, j := range []string{"2", "3", "8", "0"} {
		_, got := surveyJSON(t, "", "-j", j, plain)
		require.Equal(t, want, got, "-j %s", j)
	}
	name := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	_, fromGzip := surveyJSON(t, "", "-j", "3", gz)
	assert.Equal(t, want, strings.ReplaceAll(fromGzip, name(gz), name(plain)), "gzip")
	_, fromStdin := surveyJSON(t, zb.String(), "-j", "2", "-")
	assert.Equal(t, want, strings.ReplaceAll(fromStdin, `"-"`, name(plain)), "gzip on standard input")

	// Split into two files: the same counts; the examples stand elsewhere.
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	require.NoError(t, os.WriteFile(a, data[:half], 0o644))
	require.NoError(t, os.WriteFile(b, data[half:], 0o644))
	whole, _ := surveyJSON(t, "", plain)
	split, _ := surveyJSON(t, "", "-j", "3", a, b)
	assert.Equal(t, counts(whole), counts(split))
}

// counts returns the counts of a report, without files and examples.
func counts(r survey.Report) survey.Report {
	r.Files = nil
	for i := range r.Dialects {
		r.Dialects[i].Failures = withoutExamples(r.Dialects[i].Failures)
	}
	for i := range r.Transitions {
		r.Transitions[i].BecameInvalid = withoutExamples(r.Transitions[i].BecameInvalid)
		r.Transitions[i].BecameValid = withoutExamples(r.Transitions[i].BecameValid)
	}
	return r
}

func withoutExamples(fs []survey.FailureCount) []survey.FailureCount {
	out := make([]survey.FailureCount, len(fs))
	for i, f := range fs {
		out[i] = survey.FailureCount{Failure: f.Failure, Count: f.Count}
	}
	return out
}

// TestSurveyLongLines: a line over -max-length is a length error under
// every dialect, counted once in length_errors.
func TestSurveyLongLines(t *testing.T) {
	in := "http://h/" + strings.Repeat("a", 100) + "\nhttp://h/\n"
	r, _ := surveyJSON(t, in, "-max-length", "50", "-dialects", "rfc3986,rfc1738")
	assert.EqualValues(t, 1, r.LengthErrors)
	require.Len(t, r.Dialects, 2)
	assert.Equal(t, "rfc1738", r.Dialects[0].Dialect, "date order")
	for _, d := range r.Dialects {
		assert.EqualValues(t, 1, d.Valid)
		require.Len(t, d.Failures, 1)
		f := d.Failures[0]
		assert.Equal(t, survey.KindLength, f.Kind)
		assert.Equal(t, 109, f.Example.InputLength)
		assert.Equal(t, 50, f.Example.Offset)
		assert.Len(t, f.Example.Input, 50)
	}
}

// TestSurveyJSONFields: every field of survey -json is in snake_case and
// named in `urispec help json`.
func TestSurveyJSONFields(t *testing.T) {
	_, out := surveyJSON(t, surveyLines+"\nurn:urn:x\n", "-max-length", "20")
	var o map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &o))
	for _, f := range []string{"files", "lines", "blank", "inputs", "length_errors", "invalid_utf8", "top", "dialects", "transitions"} {
		assert.Contains(t, o, f)
	}
	checkFields(t, o)
}

// TestSurveyHTMLAndText: -html writes the page, the text goes to standard
// output.
func TestSurveyHTMLAndText(t *testing.T) {
	page := filepath.Join(t.TempDir(), "report.html")
	code, stdout, stderr := runCLI(t, surveyLines, "survey", "-html", page, "-top", "3")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, "9 lines in 1 file: 7 inputs, 2 blank, 0 length errors, 1 invalid UTF-8\n")
	assert.Contains(t, stdout, "uri: rfc2396bis-01 -> rfc3986:")
	assert.Contains(t, stdout, `-:7: http://h/a\x0Db`)
	b, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.Contains(t, string(b), "<svg ")
}

// TestSurveyErrors: a missing file, a bad dialect, a bad -top are errors
// (exit 2), never a report.
func TestSurveyErrors(t *testing.T) {
	code, stdout, stderr := runCLI(t, "", "survey", filepath.Join(t.TempDir(), "nope.txt"))
	assert.Equal(t, exitUsage, code)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "urispec survey: open ")

	code, _, stderr = runCLI(t, "", "survey", "-dialects", "rfc3986,nope")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-dialects: ")

	code, _, _ = runCLI(t, "", "survey", "-top", "-1")
	assert.Equal(t, exitUsage, code)

	bad := filepath.Join(t.TempDir(), "bad.gz")
	require.NoError(t, os.WriteFile(bad, []byte("\x1f\x8bnot gzip at all"), 0o644))
	code, _, stderr = runCLI(t, "", "survey", bad)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "gzip")
}

// TestSurveyProgress: on a terminal the progress line shows lines and
// lines/s, and is cleared at the end; in a pipe there is none (the other
// tests).
func TestSurveyProgress(t *testing.T) {
	defer func(f func(io.Writer) bool, every time.Duration) { isTerminal, progressEvery = f, every }(isTerminal, progressEvery)
	isTerminal = func(io.Writer) bool { return true }
	progressEvery = time.Millisecond
	slow := &slowReader{data: []byte(strings.Repeat("http://h/\n", 2000)), chunk: 1000}
	var stdout, stderr bytes.Buffer
	code := run([]string{"survey", "-j", "1", "-dialects", "rfc3986"}, slow, &stdout, &stderr)
	require.Equal(t, exitOK, code, stderr.String())
	assert.Contains(t, stderr.String(), " lines/s")
	assert.True(t, strings.HasSuffix(stderr.String(), "\r\033[K"), "cleared at the end")
}

// slowReader gives its data a chunk at a time, a millisecond apart.
type slowReader struct {
	data  []byte
	chunk int
}

func (s *slowReader) Read(p []byte) (int, error) {
	if len(s.data) == 0 {
		return 0, io.EOF
	}
	time.Sleep(time.Millisecond)
	n := copy(p, s.data[:min(s.chunk, len(s.data))])
	s.data = s.data[n:]
	return n, nil
}
