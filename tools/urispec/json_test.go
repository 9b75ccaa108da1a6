package main

import (
	"encoding/base64"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

var snakeCase = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

// TestJSONEveryCommand: every command prints JSON Lines with -json, one
// object per line, its field names in snake_case and each named in `urispec
// help json`.
func TestJSONEveryCommand(t *testing.T) {
	vectors := writeVectors(t, t.TempDir(), "v.jsonl", vecPass, vecFail, vecSkip)
	memo := writeGrammar(t, memoGrammar)
	tests := []struct {
		name    string
		stdin   string
		args    []string
		objects int
		fields  []string // top-level fields every object has
	}{
		{name: "check", stdin: "http://h/\n\nnews:\n", args: []string{"check", "-d", "rfc1738"}, objects: 2,
			fields: []string{"dialect", "input", "line", "valid", "rule", "components", "parts", "warnings", "error"}},
		{name: "check warnings", args: []string{"check", "-d", "rfc8141", "urn:example:a?+r"}, objects: 1,
			fields: []string{"dialect", "input", "valid", "rule", "production", "warnings"}},
		{name: "parse", args: []string{"parse", "-d", "rfc1738", "http://h/"}, objects: 1,
			fields: []string{"dialect", "input", "valid", "rule", "production", "components", "parts", "warnings", "error", "start", "end", "text", "children"}},
		{name: "parse invalid", args: []string{"parse", "-d", "rfc1738", "news:"}, objects: 1,
			fields: []string{"dialect", "input", "valid", "rule", "error"}},
		{name: "diff", args: []string{"diff", "news:"}, objects: len(semantic.Dialects()),
			fields: []string{"dialect", "input", "valid", "rule", "warnings", "error"}},
		{name: "dialects", args: []string{"dialects"}, objects: len(semantic.Dialects()),
			fields: []string{"id", "spec", "start_rules", "rules", "renames", "levels", "resolution", "fingerprint", "errata"}},
		{name: "resolve", stdin: "g\nc d\n../../../g\n", args: []string{"resolve", "-d", "rfc2396bis-01", "-dots", "error", "http://a/b/c/d;p?q"}, objects: 3,
			fields: []string{"dialect", "base", "ref", "line", "target", "error", "error_detail"}},
		{name: "normalize", stdin: "HTTP://a/./b\na b\n", args: []string{"normalize", "-d", "rfc3986"}, objects: 2,
			fields: []string{"dialect", "level", "input", "line", "valid", "normal_form", "error"}},
		{name: "equiv", args: []string{"equiv", "-d", "rfc3986", "HTTP://a", "http://a"}, objects: 1,
			fields: []string{"dialect", "level", "a", "b", "equivalent", "error"}},
		{name: "equiv invalid", args: []string{"equiv", "-d", "rfc3986", "http://a", "a b"}, objects: 1,
			fields: []string{"dialect", "level", "a", "b", "equivalent", "error"}},
		{name: "check policy", args: []string{"check", "-d", "rfc3986", "-ports", "80", "-require", "fragment", "http://h:81/", "http://h/"}, objects: 2,
			fields: []string{"dialect", "input", "valid", "rule", "error"}},
		{name: "encode", stdin: "a b\n\n", args: []string{"encode", "-d", "rfc8141", "-component", "nss", "", "a b"}, objects: 2,
			fields: []string{"dialect", "component", "rule", "input", "output", "error"}},
		{name: "decode", args: []string{"decode", "-d", "rfc3986", "-component", "path", "/a%2Fb", "/a%20b", "%ff"}, objects: 3,
			fields: []string{"dialect", "component", "rule", "input", "output", "error"}},
		{name: "conformance", args: []string{"conformance", vectors}, objects: 4,
			fields: []string{}},
		{name: "conformance matrix", args: []string{"conformance", "-matrix", vectors}, objects: 3,
			fields: []string{}},
		{name: "grammar check", stdin: "memo:a?b=c\n(x)\n", args: []string{"grammar", "check", "-g", memo}, objects: 2,
			fields: []string{"file", "input", "line", "valid", "rule", "engine", "error"}},
		{name: "grammar check oracle", args: []string{"grammar", "check", "-g", memo, "-rule", "comment", "(a(b)"}, objects: 1,
			fields: []string{"file", "input", "valid", "rule", "engine", "error"}},
		{name: "grammar compile", args: []string{"grammar", "compile", memo}, objects: 7,
			fields: []string{"file", "rule", "line", "section", "regular", "cycle", "error", "states", "classes", "language_states", "language_classes", "time_ms"}},
		{name: "diff -languages with a file", args: []string{"diff", "-languages", "-max", "1", memo + ":memoURI", "rfc3986:URI"}, objects: 9,
			fields: []string{}},
		{name: "version", args: []string{"version"}, objects: 1,
			fields: []string{"module", "version", "go_version", "dialects"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stdout, stderr := runCLI(t, tt.stdin, append(tt.args, "-json")...)
			lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
			require.Len(t, lines, tt.objects, stderr)
			for _, l := range lines {
				var o map[string]any
				require.NoError(t, json.Unmarshal([]byte(l), &o), "one object per line: %s", l)
				for _, f := range tt.fields {
					assert.Contains(t, o, f)
				}
				checkFields(t, o)
			}
		})
	}
}

// checkFields checks that every field name of v is in snake_case and named
// by jsonHelp, except the rule names that key "parts".
func checkFields(t *testing.T, v any) {
	t.Helper()
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			assert.Regexp(t, snakeCase, k)
			assert.Regexp(t, `\b`+regexp.QuoteMeta(k)+`\b`, jsonHelp, "help json names %q", k)
			if k != "parts" {
				checkFields(t, x)
			}
		}
	case []any:
		for _, x := range v {
			checkFields(t, x)
		}
	}
}

// TestJSONInvalidUTF8: an input that is not UTF-8 is kept exact in the
// *_bytes field (base64), and the offsets point into those bytes.
func TestJSONInvalidUTF8(t *testing.T) {
	const in = "http://h/\xffa\xc3" // 0xFF, then a truncated sequence
	decode := func(t *testing.T, o map[string]any, field string) string {
		t.Helper()
		s, ok := o[field].(string)
		require.True(t, ok, "%s is base64 text", field)
		b, err := base64.StdEncoding.DecodeString(s)
		require.NoError(t, err)
		return string(b)
	}
	object := func(t *testing.T, stdin string, args ...string) map[string]any {
		t.Helper()
		_, stdout, _ := runCLI(t, stdin, args...)
		var o map[string]any
		require.NoError(t, json.Unmarshal([]byte(strings.Split(stdout, "\n")[0]), &o), stdout)
		return o
	}

	t.Run("check", func(t *testing.T) {
		o := object(t, "", "check", "-d", "rfc3986", "-json", in)
		assert.Equal(t, "http://h/\uFFFDa\uFFFD", o["input"], "invalid bytes replaced as JSON does")
		raw := decode(t, o, "input_bytes")
		assert.Equal(t, in, raw)
		off := int(o["error"].(map[string]any)["offset"].(float64))
		assert.Equal(t, byte(0xFF), raw[off], "the offset points at the byte")
	})
	t.Run("check from standard input", func(t *testing.T) {
		o := object(t, in+"\n", "check", "-d", "rfc3986", "-json")
		assert.Equal(t, in, decode(t, o, "input_bytes"))
	})
	t.Run("valid UTF-8 has no bytes field", func(t *testing.T) {
		o := object(t, "", "check", "-d", "rfc3986", "-json", "http://h/é")
		assert.Equal(t, "http://h/é", o["input"])
		assert.NotContains(t, o, "input_bytes")
	})
	t.Run("resolve", func(t *testing.T) {
		o := object(t, in+"\n", "resolve", "-d", "rfc3986", "-json", "http://a/\xfe")
		assert.Equal(t, "http://a/\xfe", decode(t, o, "base_bytes"))
		assert.Equal(t, in, decode(t, o, "ref_bytes"))
		assert.Equal(t, "base", o["error_detail"].(map[string]any)["role"])
	})
	t.Run("normalize", func(t *testing.T) {
		o := object(t, "", "normalize", "-d", "rfc3986", "-json", in)
		assert.Equal(t, in, decode(t, o, "input_bytes"))
	})
	t.Run("equiv", func(t *testing.T) {
		o := object(t, "", "equiv", "-d", "rfc3986", "-json", "http://a/", in)
		assert.Equal(t, in, decode(t, o, "b_bytes"))
		assert.NotContains(t, o, "a_bytes")
		assert.Equal(t, "b", o["error"].(map[string]any)["role"])
	})
}

// TestJSONErrorKinds: the kind, role and fields of each kind of error.
func TestJSONErrorKinds(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		field string // where the error object is
		want  jsonError
	}{
		// RFC 1738 §5: newsurl = "news:" grouppart.
		{name: "syntax", args: []string{"check", "-d", "rfc1738", "news:"}, field: "error",
			want: jsonError{Kind: kindSyntax, Offset: ptr(5), Rule: "newsurl", Expected: []string{"grouppart"}, Section: "5",
				Message: "rfc1738: invalid url at offset 5: unexpected end of input, expected grouppart (in rule newsurl, §5)"}},
		// rfc2141bis-03 §2.1: the NID "urn" is reserved.
		{name: "prose", args: []string{"check", "-d", "rfc2141bis-03", "urn:urn:x"}, field: "error",
			want: jsonError{Kind: kindProse, Offset: ptr(4), Rule: "NID", Section: "2.1",
				Reason:  `the NID "urn" is permanently reserved and MUST NOT be used (NIDs are case-insensitive)`,
				Message: `rfc2141bis-03: invalid URI at offset 4: the NID "urn" is permanently reserved and MUST NOT be used (NIDs are case-insensitive) (in rule NID, §2.1)`}},
		{name: "length", args: []string{"check", "-d", "rfc3986", "-max-length", "3", "http://a/"}, field: "error",
			want: jsonError{Kind: kindLength, Offset: ptr(3), Message: "rfc3986: input is 9 bytes, over the limit of 3 bytes"}},
		// rfc2396bis-01 §5.2 merge step 7, with -dots error.
		{name: "resolution", args: []string{"resolve", "-d", "rfc2396bis-01", "-dots", "error", "http://a/b", "../../g"}, field: "error_detail",
			want: jsonError{Role: "reference", Kind: kindResolution,
				Message: `the merged path still begins with ".." segments (rfc2396bis-01 §5.2 merge step 7: "the reference is considered to be in error")`}},
		{name: "syntax of the base", args: []string{"resolve", "-d", "rfc3986", "http://a b/", "g"}, field: "error_detail",
			want: jsonError{Role: "base", Kind: kindSyntax, Offset: ptr(8), Rule: "authority",
				Expected: []string{`"#"`, `":"`, `"?"`, `"@"`, "end of input", "path-abempty", "pct-encoded", "sub-delims", "unreserved"}, Section: "3.2",
				Message: `rfc3986: invalid URI at offset 8: unexpected " ", expected "#", ":", "?", "@", end of input, path-abempty, pct-encoded, sub-delims or unreserved (in rule authority, §3.2)`}},
		// §3.2.1, §3.2.3: "a:8a" may still be a userinfo waiting for "@";
		// read as host and port, offset 10 needed a DIGIT.
		{name: "syntax with the reading given up", args: []string{"check", "-d", "rfc3986", "http://a:8a/"}, field: "error",
			want: jsonError{Kind: kindSyntax, Offset: ptr(11), Rule: "userinfo",
				Expected: []string{`":"`, `"@"`, "pct-encoded", "sub-delims", "unreserved"}, Section: "3.2.1",
				Message:   `rfc3986: invalid URI-reference at offset 11: unexpected "/", expected ":", "@", pct-encoded, sub-delims or unreserved (in rule userinfo, §3.2.1); read as port (§3.2.3), it needed DIGIT at offset 10, not "a"`,
				Abandoned: &semantic.Reading{Offset: 10, Rule: "port", Expected: []string{"DIGIT"}, Section: "3.2.3"}}},
		// The same where the port had not begun: the ":" opened it, and its
		// first byte "x" is no DIGIT (port = *DIGIT).
		{name: "syntax with the reading given up on its first byte", args: []string{"check", "-d", "rfc3986", "telnet://h:x"}, field: "error",
			want: jsonError{Kind: kindSyntax, Offset: ptr(12), Rule: "userinfo",
				Expected: []string{`":"`, `"@"`, "pct-encoded", "sub-delims", "unreserved"}, Section: "3.2.1",
				Message:   `rfc3986: invalid URI-reference at offset 12: unexpected end of input, expected ":", "@", pct-encoded, sub-delims or unreserved (in rule userinfo, §3.2.1); read as port (§3.2.3), it needed DIGIT at offset 11, not "x"`,
				Abandoned: &semantic.Reading{Offset: 11, Rule: "port", Expected: []string{"DIGIT"}, Section: "3.2.3"}}},
		// RFC 2396 §3: after "//" the authority, not an abs_path of two
		// empty segments ("the authority component wins"); read as a
		// host (§3.2.2, no IP literal before RFC 2732), the "[" is given
		// up at the offset where everything fails.
		{name: "syntax after a delimiter of two bytes", args: []string{"check", "-d", "rfc2396", "http://[::1]/"}, field: "error",
			want: jsonError{Kind: kindSyntax, Offset: ptr(7), Rule: "net-path",
				Expected: []string{`"#"`, `"?"`, "abs-path", "authority", "end of input"}, Section: "3",
				Message:   `rfc2396: invalid URI-reference at offset 7: unexpected "[", expected "#", "?", abs-path, authority or end of input (in rule net-path, §3); read as host (§3.2.2), it needed IPv4address or hostname at offset 7, not "["`,
				Abandoned: &semantic.Reading{Offset: 7, Rule: "host", Expected: []string{"IPv4address", "hostname"}, Section: "3.2.2"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stdout, _ := runCLI(t, "", append(tt.args, "-json")...)
			var o map[string]json.RawMessage
			require.NoError(t, json.Unmarshal([]byte(stdout), &o))
			var got jsonError
			require.NoError(t, json.Unmarshal(o[tt.field], &got))
			assert.Equal(t, tt.want, got)
		})
	}
}

func ptr(n int) *int { return &n }

// TestDialectsJSON: one snake_case object per dialect, in date order, the
// old top-level key id kept.
func TestDialectsJSON(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "dialects", "-json")
	require.Equal(t, exitOK, code)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, len(semantic.Dialects()))
	for i, d := range semantic.Dialects() {
		var info semantic.DialectInfo
		require.NoError(t, json.Unmarshal([]byte(lines[i]), &info))
		assert.Equal(t, d.ID(), info.ID)
		want, err := semantic.Info(d)
		require.NoError(t, err)
		assert.Equal(t, want.Fingerprint, info.Fingerprint)
		assert.Equal(t, want.StartRules, info.StartRules)
	}
}

// TestWarningJSONMatchesLibrary checks that the library's Warning encodes
// as the CLI's warning object, so that a program reading either sees one
// shape.
func TestWarningJSONMatchesLibrary(t *testing.T) {
	w := semantic.Warning{Offset: 12, Section: "2", Message: "r-components SHOULD NOT be used"}
	lib, err := json.Marshal(w)
	require.NoError(t, err)
	cli, err := json.Marshal(jsonWarning{w.Offset, w.Section, w.Message})
	require.NoError(t, err)
	assert.JSONEq(t, string(cli), string(lib))
	assert.Equal(t, `{"offset":12,"section":"2","message":"r-components SHOULD NOT be used"}`, string(lib))
}
