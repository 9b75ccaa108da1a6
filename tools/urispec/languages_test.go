package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// TestDiffLanguages checks `diff -languages` on facts of the specs: RFC 3986
// added the IP-literal "[...]" of RFC 2732 (§3.2.2), which RFC 2396 rejects,
// and dropped RFC 2396's registry-based authority with "@" and "[" in it;
// RFC 8141 (§2) requires an NID of at least two characters (alphanum
// 0*30ldh alphanum), where RFC 2141 (§2) admits one; RFC 2141's <other>
// has no "&", which RFC 8141's pchar (sub-delims) admits in an NSS; a
// dialect's language equals itself, and an RFC 3986 URI is a URI reference
// (§4.1).
func TestDiffLanguages(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout []string // substrings, in order
	}{
		{name: "rfc3986 and rfc2396", args: []string{"rfc3986", "rfc2396"}, code: exitInvalid, stdout: []string{
			"Accepted by rfc3986 (URI-reference), rejected by rfc2396 (URI-reference): 9 inputs, in 5 rules of rfc2396\n",
			"  in net-path (§3): 2\n",
			`    "//[::]"      at 2: unexpected "[", expected "#", "?", abs-path, authority or end of input` + "\n",
			"Accepted by rfc2396 (URI-reference), rejected by rfc3986 (URI-reference): 366 inputs, in 5 rules of rfc3986\n",
			"  in authority (§3.2): 100\n",
			`    "//@@"    at 3: unexpected "@", expected "#", ":", "?", end of input, host or path-abempty` + "\n",
			"    … 97 more (-max 0 shows all)\n",
		}},
		{name: "rfc2141 and rfc8141", args: []string{"rfc2141", "rfc8141", "-max", "1"}, code: exitInvalid, stdout: []string{
			"Accepted by rfc2141 (URN), rejected by rfc8141 (namestring): 199 inputs, in 6 rules of rfc8141\n",
			"  in NID (§2): 33\n",
			`    "URN:0:!"      at 5: unexpected ":", expected alphanum or ldh` + "\n",
			"Accepted by rfc8141 (namestring), rejected by rfc2141 (URN): 13 inputs, in 2 rules of rfc2141\n",
			`    "URN:00:&"   at 7: unexpected "&", expected NSS` + "\n",
		}},
		{name: "a dialect and itself", args: []string{"rfc1808", "rfc1808"}, code: exitOK, stdout: []string{
			"The languages of rfc1808 (URL) and rfc1808 (URL) are equal (proved: the search visited every pair of states of the two automata, both ways).\n",
		}},
		{name: "start rules", args: []string{"-rule-a", "URI", "-rule-b", "URI-reference", "rfc3986", "rfc3986", "-max", "0"}, code: exitInvalid, stdout: []string{
			"Every input accepted by rfc3986 (URI) is accepted by rfc3986 (URI-reference) (proved: the search visited every pair of states of the two automata).\n",
			"Accepted by rfc3986 (URI-reference), rejected by rfc3986 (URI): ",
			"    \"\"  ",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "", append([]string{"diff", "-languages"}, tt.args...)...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Empty(t, stderr)
			rest := stdout
			for _, s := range tt.stdout {
				i := strings.Index(rest, s)
				if !assert.GreaterOrEqual(t, i, 0, "%q in\n%s", s, stdout) {
					return
				}
				rest = rest[i+len(s):]
			}
		})
	}
}

// TestDiffLanguagesJSON: each input shown, a summary per direction, then
// the verdict, with field names named in `urispec help json`; every input
// is valid under one side and invalid under the other at the offset given.
func TestDiffLanguagesJSON(t *testing.T) {
	code, stdout, stderr := runCLI(t, "", "diff", "-languages", "-json", "-max", "0", "rfc3987", "rfc3986")
	require.Equal(t, exitInvalid, code, stderr)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	var summaries, inputs []map[string]any
	for _, l := range lines {
		var o map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &o), l)
		checkFields(t, o)
		switch {
		case o["input"] != nil:
			inputs = append(inputs, o)
		case o["inputs"] != nil:
			summaries = append(summaries, o)
		}
	}
	var verdict map[string]any
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &verdict))
	assert.Equal(t, map[string]any{"a": "rfc3987", "rule_a": "IRI-reference", "b": "rfc3986", "rule_b": "URI-reference", "equal": false}, verdict)
	require.Len(t, summaries, 2)
	assert.Equal(t, false, summaries[0]["included"])
	assert.Equal(t, true, summaries[1]["included"], "RFC 3987 §2.2: every URI reference is an IRI reference")
	assert.EqualValues(t, len(inputs), summaries[0]["inputs"])
	for _, o := range inputs {
		in := o["input"].(string)
		if b, ok := o["input_bytes"].(string); ok {
			var raw []byte
			require.NoError(t, json.Unmarshal([]byte(`"`+b+`"`), &raw))
			in = string(raw)
		}
		assert.NoError(t, semantic.Validate(semantic.RFC3987, in), "%q", in)
		err := semantic.Validate(semantic.RFC3986, in)
		var se *semantic.Error
		if assert.ErrorAs(t, err, &se, "%q", in) {
			assert.EqualValues(t, se.Offset, o["offset"], "%q", in)
			assert.Equal(t, se.Rule, o["rule"], "%q", in)
		}
	}
}

// TestDiffLanguagesUsage: the flags of the two modes do not mix; A and B
// are dialects, each rule one of its start rules.
func TestDiffLanguagesUsage(t *testing.T) {
	tests := []struct {
		args  []string
		first string
	}{
		{[]string{"-languages", "-q", "rfc3986", "rfc2396"}, "urispec diff: -q does not apply to diff -languages (it compares the dialects A and B, not inputs)"},
		{[]string{"-languages", "-j", "2", "rfc3986", "rfc2396"}, "urispec diff: -j does not apply to diff -languages (it compares the dialects A and B, not inputs)"},
		{[]string{"-rule-a", "URI", "http://a/"}, "urispec diff: -rule-a applies to diff -languages only"},
		{[]string{"-max", "2", "http://a/"}, "urispec diff: -max applies to diff -languages only"},
		{[]string{"-languages", "rfc3986"}, "urispec diff: missing B"},
		{[]string{"-languages", "rfc3986", "rfc2396", "rfc1808"}, "urispec diff: takes A and B, got 3 operands"},
		{[]string{"-languages", "-max", "-1", "rfc3986", "rfc2396"}, "urispec diff: -max -1: want a number of inputs per rule, 0 for all"},
		{[]string{"-languages", "rfc3986", "rfc9999"}, `urispec diff: unknown dialect "rfc9999"`},
		{[]string{"-languages", "-rule-b", "URN", "rfc3986", "rfc2396"}, `urispec diff: -rule-b URN: rfc2396 has no start rule "URN" (start rules: URI-reference, `},
	}
	for _, tt := range tests {
		code, stdout, stderr := runCLI(t, "", append([]string{"diff"}, tt.args...)...)
		assert.Equal(t, exitUsage, code, "%v", tt.args)
		assert.Empty(t, stdout)
		assert.True(t, strings.HasPrefix(stderr, tt.first), "%v: %s", tt.args, stderr)
		assert.Contains(t, stderr, "usage: urispec diff ")
	}
}
