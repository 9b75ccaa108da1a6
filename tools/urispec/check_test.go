package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/conformance"
	"github.com/urispec/urispec/semantic"
)

// The error of "news:" under RFC 1738 §5 (newsurl = "news:" grouppart), as
// check and diff print it under a result.
const news1738 = "    rfc1738: invalid url at offset 5: unexpected end of input, expected grouppart (in rule newsurl, §5)\n" +
	"    news:\n" +
	"         ^\n"

// TestCheckText pins the text layout of check: one line per result with the
// input echoed, line numbers for standard input, the error and caret or the
// warnings under the result, -q, and the summary of a batch on standard
// error.
func TestCheckText(t *testing.T) {
	tests := []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		// RFC 1738 §5 httpurl; one input is no batch: no summary.
		{name: "one valid operand", args: []string{"-d", "rfc1738", "http://h/"},
			code: exitOK, stdout: "valid    http://h/  (url -> httpurl)\n"},
		{name: "operands", args: []string{"-d", "rfc1738", "http://h/", "news:"},
			code: exitInvalid, stdout: "valid    http://h/  (url -> httpurl)\ninvalid  news:\n" + news1738,
			stderr: "1 valid, 1 invalid\n"},
		// Line numbers count every line; the blank line is skipped and
		// counted; the caret lines of line 3 align with those of an operand.
		{name: "standard input", stdin: "http://h/\n\nnews:\n", args: []string{"-d", "rfc1738"},
			code: exitInvalid, stdout: "1: valid    http://h/  (url -> httpurl)\n3: invalid  news:\n" + news1738,
			stderr: "1 valid, 1 invalid, 1 blank\n"},
		{name: "-q prints only the invalid", stdin: "http://h/\nnews:\nhttp://g/\n", args: []string{"-d", "rfc1738", "-q"},
			code: exitInvalid, stdout: "2: invalid  news:\n" + news1738, stderr: "2 valid, 1 invalid\n"},
		{name: "-q with every input valid", stdin: "http://h/\nhttp://g/\n", args: []string{"-q", "-d", "rfc1738"},
			code: exitOK, stdout: "", stderr: "2 valid, 0 invalid\n"},
		// RFC 8141 §2.3.1: "r-components SHOULD NOT be used ...": a warning
		// under the valid result.
		{name: "warning", args: []string{"-d", "rfc8141", "urn:example:a?+r"},
			code: exitOK, stdout: "valid    urn:example:a?+r  (namestring -> namestring)\n" +
				"    rfc8141: warning at offset 13: r-components SHOULD NOT be used for URNs before their semantics have been standardized (§2.3.1)\n"},
		// -v: the components, then the parts with their spans.
		{name: "-v", args: []string{"-d", "rfc1738", "-v", "news:a.b"},
			code: exitOK, stdout: "valid    news:a.b  (url -> newsurl)\n" +
				"    scheme     \"news\"\n    path       \"a.b\"\n    grouppart  \"a.b\" [5,8)\n    group      \"a.b\" [5,8)\n"},
		// A byte that does not print is echoed as \xNN.
		{name: "control byte", args: []string{"-d", "rfc1738", "http://h/\x01"},
			code: exitInvalid, stdout: "invalid  http://h/\\x01\n" +
				"    rfc1738: invalid url at offset 9: unexpected control byte 0x01, expected \"?\", end of input or hpath (in rule httpurl, §5)\n" +
				"    http://h/\\x01\n" +
				"             ^\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, tt.stdin, append([]string{"check"}, tt.args...)...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Equal(t, tt.stdout, stdout)
			assert.Equal(t, tt.stderr, stderr)
		})
	}
}

// TestCheckAllText: with several dialects every result line names its
// dialect in a column of one width, in date order, the verdicts aligned.
func TestCheckAllText(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "check", "-all", "-q", "news:")
	assert.Equal(t, exitInvalid, code)
	assert.Contains(t, stdout, "rfc1738"+strings.Repeat(" ", columnWidth(semantic.Dialects())-len("rfc1738"))+"invalid  news:\n"+news1738)

	_, stdout, _ = runCLI(t, "", "check", "news:")
	var ids []string
	for _, line := range strings.Split(stdout, "\n") {
		if line == "" || strings.HasPrefix(line, " ") {
			continue
		}
		id, rest, _ := strings.Cut(line, " ")
		ids = append(ids, id)
		verdict := strings.TrimLeft(rest, " ")
		assert.Equal(t, columnWidth(semantic.Dialects()), len(line)-len(verdict), "the verdict column of %s", id)
	}
	assert.Equal(t, dialectIDs(semantic.Dialects()), strings.Join(ids, ", "))
}

// TestLineEndings: exactly one CR before LF ends a line; any other CR is
// part of the input and reported where it stands; blank lines are skipped
// and counted; every other line gets one result, in order.
func TestLineEndings(t *testing.T) {
	tests := []struct {
		name   string
		stdin  string
		inputs []string // the "input" of each result, in order
		lines  []int    // and its "line"
		blank  int
	}{
		{name: "LF", stdin: "http://a/\nhttp://b/\n", inputs: []string{"http://a/", "http://b/"}, lines: []int{1, 2}},
		{name: "CRLF", stdin: "http://a/\r\nhttp://b/\r\n", inputs: []string{"http://a/", "http://b/"}, lines: []int{1, 2}},
		{name: "no final line ending", stdin: "http://a/\nhttp://b/", inputs: []string{"http://a/", "http://b/"}, lines: []int{1, 2}},
		{name: "two CRs before LF: one stays", stdin: "http://a/\r\r\n", inputs: []string{"http://a/\r"}, lines: []int{1}},
		{name: "CR at the end of input stays", stdin: "http://a/\r", inputs: []string{"http://a/\r"}, lines: []int{1}},
		{name: "CR inside a line stays", stdin: "http://a/\rb\n", inputs: []string{"http://a/\rb"}, lines: []int{1}},
		{name: "lone CR is no line ending", stdin: "http://a/\rhttp://b/\n", inputs: []string{"http://a/\rhttp://b/"}, lines: []int{1}},
		{name: "blank lines", stdin: "\nhttp://a/\n\r\n\nhttp://b/\n\n", inputs: []string{"http://a/", "http://b/"}, lines: []int{2, 5}, blank: 4},
		{name: "a space is not blank", stdin: " \n", inputs: []string{" "}, lines: []int{1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stdout, stderr := runCLI(t, tt.stdin, "check", "-d", "rfc3986", "-json")
			var inputs []string
			var lines []int
			for _, l := range nonEmptyLines(stdout) {
				var r result
				require.NoError(t, json.Unmarshal([]byte(l), &r))
				inputs, lines = append(inputs, r.Input), append(lines, r.Line)
				if strings.Contains(r.Input, "\r") {
					require.NotNil(t, r.Error)
					assert.Equal(t, strings.Index(r.Input, "\r"), *r.Error.Offset, "the CR is reported where it stands")
					assert.Contains(t, r.Error.Message, "unexpected control byte 0x0D")
				}
			}
			assert.Equal(t, tt.inputs, inputs)
			assert.Equal(t, tt.lines, lines)
			if tt.blank > 0 {
				assert.Contains(t, stderr, fmt.Sprintf(", %d blank\n", tt.blank))
			} else {
				assert.NotContains(t, stderr, "blank")
			}
		})
	}
}

func nonEmptyLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}

// TestOverLongLine: a line over the limit gets a length error positioned at
// the limit as its result, keeps only its first bytes, and the batch goes
// on, under -max-length and under the default line limit.
func TestOverLongLine(t *testing.T) {
	long := "http://h/" + strings.Repeat("a", 41) // 50 bytes
	code, stdout, stderr := runCLI(t, "http://h/\n"+long+"\nhttp://g/\n", "check", "-d", "rfc3986", "-json", "-max-length", "10")
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "2 valid, 1 invalid\n", stderr)
	rs := nonEmptyLines(stdout)
	require.Len(t, rs, 3)
	var r result
	require.NoError(t, json.Unmarshal([]byte(rs[1]), &r))
	assert.Equal(t, long[:10], r.Input)
	assert.Equal(t, 50, r.InputLength)
	assert.Equal(t, 2, r.Line)
	require.NotNil(t, r.Error)
	assert.Equal(t, kindLength, r.Error.Kind)
	assert.Equal(t, 10, *r.Error.Offset)
	assert.Equal(t, "rfc3986: input is 50 bytes, over the limit of 10 bytes", r.Error.Message)
	assert.Contains(t, rs[2], `"input":"http://g/"`)

	// An operand over the limit: the library's length error, the same words.
	code, stdout, _ = runCLI(t, "", "check", "-d", "rfc3986", "-max-length", "10", long)
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "invalid  "+long+"\n    rfc3986: input is 50 bytes, over the limit of 10 bytes\n", stdout)

	// Without -max-length, a line longer than the line buffer.
	huge := "http://h/" + strings.Repeat("a", defaultLineLimit)
	code, stdout, stderr = runCLI(t, huge+"\r\nhttp://g/\n", "check", "-d", "rfc3986")
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "1 valid, 1 invalid\n", stderr)
	assert.Contains(t, stdout, fmt.Sprintf("    rfc3986: input is %d bytes, over the limit of %d bytes\n2: valid    http://g/", len(huge), defaultLineLimit))
	assert.Less(t, len(stdout), 1000, "the echo is bounded")
}

// TestParallelOrder: -j N gives the output of -j 1, in input order.
func TestParallelOrder(t *testing.T) {
	var in strings.Builder
	for i := range 120 {
		switch i % 4 {
		case 0:
			fmt.Fprintf(&in, "http://h/%d\n", i)
		case 1:
			fmt.Fprintf(&in, "http://h/%d x\n", i) // invalid: a space
		case 2:
			in.WriteString("\n")
		case 3:
			fmt.Fprintf(&in, "urn:example:%d?+r\n", i)
		}
	}
	for _, cmd := range [][]string{{"check", "-d", "rfc3986"}, {"check", "-json"}, {"diff"}, {"normalize", "-d", "rfc3986"}, {"resolve", "-d", "rfc3986", "http://a/b/c"}} {
		t.Run(strings.Join(cmd, " "), func(t *testing.T) {
			code1, out1, err1 := runCLI(t, in.String(), append(cmd, "-j", "1")...)
			for _, j := range []string{"4", "0"} {
				code, out, errs := runCLI(t, in.String(), append(cmd, "-j", j)...)
				assert.Equal(t, code1, code, "-j %s", j)
				assert.Equal(t, out1, out, "-j %s", j)
				assert.Equal(t, err1, errs, "-j %s", j)
			}
		})
	}
}

// TestStreaming: the first result is written before standard input ends.
func TestStreaming(t *testing.T) {
	for _, j := range []string{"1", "2"} {
		t.Run("-j "+j, func(t *testing.T) {
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			done := make(chan int)
			go func() {
				code := run([]string{"check", "-d", "rfc3986", "-j", j}, inR, outW, io.Discard)
				_ = outW.Close()
				done <- code
			}()
			_, err := io.WriteString(inW, "http://a/\n")
			require.NoError(t, err)
			first := make(chan string)
			go func() {
				line, _ := bufio.NewReader(outR).ReadString('\n')
				first <- line
			}()
			// No clock: without streaming the line never comes while the
			// input stays open, and the test timeout reports the hang.
			assert.Equal(t, "1: valid    http://a/  (URI-reference -> URI)\n", <-first)
			require.NoError(t, inW.Close())
			go func() { _, _ = io.Copy(io.Discard, outR) }()
			assert.Equal(t, exitOK, <-done)
		})
	}
}

// TestCaretWindowInCLI: an invalid 1 MB input prints a bounded result; the
// caret stands under the offending byte.
func TestCaretWindowInCLI(t *testing.T) {
	in := "http://h/" + strings.Repeat("a", 500_000) + " " + strings.Repeat("b", 500_000)
	code, stdout, _ := runCLI(t, "", "check", "-d", "rfc3986", in)
	assert.Equal(t, exitInvalid, code)
	assert.Less(t, len(stdout), 1000, "bounded whatever the input size")
	lines := strings.Split(stdout, "\n")
	require.Len(t, lines, 5)
	assert.Equal(t, "invalid  "+echo(in), lines[0])
	assert.Contains(t, lines[1], "invalid URI-reference at offset 500009: unexpected \" \"")
	caret := strings.Index(lines[3], "^")
	assert.Equal(t, " ", string([]rune(lines[2])[caret]), "the caret is under the space")

	// diff shows the same display under each dialect (a shorter input: ten
	// dialects explain it).
	in = "http://h/" + strings.Repeat("a", 50_000) + " " + strings.Repeat("b", 50_000)
	code, stdout, _ = runCLI(t, "", "diff", in)
	assert.Equal(t, exitInvalid, code)
	assert.Less(t, len(stdout), 10_000, "bounded whatever the input size")
}

// TestQuietAgreesWithFull: check -q (which only validates) prints exactly
// the invalid results of check (which parses), under every dialect, on the
// parse vectors of the embedded corpus; diff -q the same.
func TestQuietAgreesWithFull(t *testing.T) {
	c, err := conformance.Default()
	require.NoError(t, err)
	var in strings.Builder
	seen := map[string]bool{}
	for _, v := range c.Filter("", conformance.KindParse).Vectors {
		if !seen[v.Input] && v.Input != "" && !strings.ContainsAny(v.Input, "\r\n") && len(seen) < 400 {
			seen[v.Input] = true
			in.WriteString(v.Input + "\n")
		}
	}
	for _, cmd := range []string{"check", "diff"} {
		t.Run(cmd, func(t *testing.T) {
			code, full, stderr := runCLI(t, in.String(), cmd)
			codeQ, quiet, stderrQ := runCLI(t, in.String(), cmd, "-q")
			assert.Equal(t, code, codeQ)
			assert.Equal(t, stderr, stderrQ, "the same counts")
			assert.Contains(t, quiet, " invalid  ")
			assert.Equal(t, onlyInvalid(cmd, full), quiet)
		})
	}
}

// onlyInvalid keeps of the text output of check or diff the invalid
// results. A check result is a line that does not begin with a space and
// the indented lines under it; a diff group is its header line, its
// dialect lines (two spaces in) with the lines indented further under each,
// and a blank line.
func onlyInvalid(cmd, out string) string {
	var b strings.Builder
	if cmd == "diff" {
		for _, group := range strings.SplitAfter(out, "\n\n") {
			header, rest, _ := strings.Cut(group, "\n")
			if strings.Contains(rest, " invalid  ") {
				b.WriteString(header + "\n" + keepInvalid(rest, "  "))
			}
		}
		return b.String()
	}
	return keepInvalid(out, "")
}

// keepInvalid keeps the results of out whose line, the one indented by
// indent only, says invalid, with the lines indented further under it.
func keepInvalid(out, indent string) string {
	var b strings.Builder
	keep := false
	for _, line := range strings.SplitAfter(out, "\n") {
		if line == "\n" || line == "" {
			b.WriteString(line)
			continue
		}
		if strings.HasPrefix(line, indent) && !strings.HasPrefix(line[len(indent):], " ") {
			keep = strings.Contains(line, " invalid  ") || strings.HasPrefix(line, "invalid  ")
		}
		if keep {
			b.WriteString(line)
		}
	}
	return b.String()
}

// TestCheckBase checks `check -base`: the base URL chooses the start rule
// of whatwg-url (URL Standard §4.3, grammar erratum E1), and -base needs
// -d and excludes -rule.
func TestCheckBase(t *testing.T) {
	// §4 table: "example" against https://example.com/demo ✅; "https:example.org"
	// against https://example.com/ ❌.
	code, stdout, _ := runCLI(t, "", "check", "-d", "whatwg-url", "-base", "https://example.com/demo", "example")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "valid-URL-string-special-base")
	code, _, _ = runCLI(t, "", "check", "-d", "whatwg-url", "-base", "https://example.com/", "https:example.org")
	assert.Equal(t, exitInvalid, code)
	// Without a base, "example" is "❌, due to lack of base".
	code, _, _ = runCLI(t, "", "check", "-d", "whatwg-url", "example")
	assert.Equal(t, exitInvalid, code)
	code, _, stderr := runCLI(t, "", "check", "-base", "https://a/", "x")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-base needs -d")
	code, _, stderr = runCLI(t, "", "check", "-d", "whatwg-url", "-base", "https://a/", "-rule", "valid-URL-string", "x")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "-base and -rule exclude each other")
	code, _, stderr = runCLI(t, "", "check", "-d", "rfc3986", "-base", "https://a/", "x")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "its validity does not depend on a base URL")
}
