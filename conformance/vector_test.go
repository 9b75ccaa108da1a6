package conformance

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// TestReadVectorsFields reads one line of each kind and checks every field
// lands where it should (corpora README "Record format", plus the urispec
// extensions offset, error_rule and parts).
func TestReadVectorsFields(t *testing.T) {
	src := strings.Join([]string{
		`{"id": "p1", "source": "s", "dialect": "rfc2396bis-01", "kind": "parse", "input": "http://a/b", "valid": true, "rule": "URI-reference", "components": {"host": "a", "query": null, "path": ""}, "parts": {"segment": ["b"]}, "note": "n"}`,
		`{"id": "p2", "source": "s", "dialect": "rfc1738", "kind": "parse", "input": "a b", "valid": false, "offset": 1, "error_rule": "scheme"}`,
		`{"id": "r1", "source": "s", "dialect": "rfc2396", "kind": "resolve", "base": "http://a/b/c/d;p?q", "input": "../../../g", "expected": "http://a/../g", "strict": true, "alternatives": ["http://a/g"]}`,
		`{"id": "n1", "source": "s", "dialect": "rfc3986", "kind": "normalize", "input": "HTTP://a", "expected": "http://a", "level": "case"}`,
		`{"id": "e1", "source": "s", "dialect": "rfc8141", "kind": "equivalent", "a": "urn:a:b", "b": "URN:A:b", "equal": true, "level": "syntax"}`,
		`{"id": "d1", "source": "s", "dialect": "rfc3986", "kind": "parse", "input": "x", "valid": true, "reason": "why", "category": "c"}`,
	}, "\n") + "\n"
	vs, err := ReadVectors("f.jsonl", strings.NewReader(src))
	require.NoError(t, err)
	require.Len(t, vs, 6)

	p1 := vs[0]
	assert.Equal(t, Position{"f.jsonl", 1}, p1.Pos)
	assert.Equal(t, KindParse, p1.Kind)
	assert.True(t, p1.Valid)
	assert.Equal(t, "URI-reference", p1.Rule)
	require.Contains(t, p1.Components, "query")
	assert.Nil(t, p1.Components["query"], "null is undefined")
	require.NotNil(t, p1.Components["path"])
	assert.Equal(t, "", *p1.Components["path"], `"" is present but empty`)
	assert.Equal(t, map[string][]string{"segment": {"b"}}, p1.Parts)
	assert.Equal(t, "n", p1.Note)

	p2 := vs[1]
	assert.False(t, p2.Valid)
	require.NotNil(t, p2.Offset)
	assert.Equal(t, 1, *p2.Offset)
	assert.Equal(t, "scheme", p2.ErrorRule)

	r1 := vs[2]
	assert.Equal(t, "http://a/b/c/d;p?q", r1.Base)
	assert.Equal(t, "../../../g", r1.Input)
	require.NotNil(t, r1.Strict)
	assert.True(t, *r1.Strict)
	assert.Equal(t, []string{"http://a/g"}, r1.Alternatives)

	assert.Equal(t, "case", vs[3].Level)
	assert.Equal(t, "http://a", vs[3].Expected)
	assert.Equal(t, "URN:A:b", vs[4].B)
	assert.True(t, vs[4].Equal)
	assert.Equal(t, "why", vs[5].Reason)
	assert.Equal(t, Position{"f.jsonl", 6}, vs[5].Pos)
}

// TestReadVectorsMalformed checks that each malformed line is refused with
// its file and line and a fixed message.
func TestReadVectorsMalformed(t *testing.T) {
	const ok = `"id": "x", "source": "s", "dialect": "rfc1738", `
	tests := []struct {
		name string
		line string
		want string
	}{
		// JSON Lines: one object per line, no blank lines.
		{name: "blank line", line: ``, want: `f.jsonl:2: empty line (JSON Lines: one object per line)`},
		{name: "not JSON", line: `{"id": `, want: `f.jsonl:2: not a JSON object: unexpected end of JSON input`},
		{name: "array", line: `[1]`, want: `f.jsonl:2: not a JSON object: json: cannot unmarshal array into Go value of type map[string]json.RawMessage`},
		// Record format: id, source, dialect, kind always.
		{name: "no id", line: `{"source": "s", "dialect": "rfc1738", "kind": "parse", "input": "", "valid": true}`, want: `f.jsonl:2: missing required field "id"`},
		{name: "empty source", line: `{"id": "x", "source": "", "dialect": "rfc1738", "kind": "parse", "input": "", "valid": true}`, want: `f.jsonl:2: field "source" is empty`},
		{name: "unknown kind", line: `{` + ok + `"kind": "split", "input": ""}`, want: `f.jsonl:2: unknown kind "split" (kinds: parse, resolve, normalize, equivalent)`},
		{name: "unknown dialect", line: `{"id": "x", "source": "s", "dialect": "rfc-1738", "kind": "parse", "input": "", "valid": true}`, want: `f.jsonl:2: unknown dialect "rfc-1738" (dialects of the format: url-draft-1993, rfc1630, rfc1738, rfc1808, rfc2141, url-syntax-05, rfc2396, rfc2396bis-01, rfc3986, rfc3987, rfc2141bis-03, rfc8141, whatwg-url)`},
		{name: "unknown field", line: `{` + ok + `"kind": "parse", "input": "", "valid": true, "vaild": true}`, want: `f.jsonl:2: unknown field "vaild"`},
		{name: "field of another kind", line: `{` + ok + `"kind": "parse", "input": "", "valid": true, "expected": "x"}`, want: `f.jsonl:2: field "expected" does not belong to kind "parse"`},
		// base (urispec extension) chooses the start rule: not with rule.
		{name: "base and rule", line: `{` + ok + `"kind": "parse", "input": "", "valid": true, "base": "x:", "rule": "r"}`, want: `f.jsonl:2: fields "base" and "rule" exclude each other (the base chooses the start rule)`},
		// parse: input, valid required.
		{name: "parse without valid", line: `{` + ok + `"kind": "parse", "input": ""}`, want: `f.jsonl:2: missing required field "valid"`},
		{name: "valid is a string", line: `{` + ok + `"kind": "parse", "input": "", "valid": "yes"}`, want: `f.jsonl:2: field "valid": string is not bool`},
		{name: "valid is null", line: `{` + ok + `"kind": "parse", "input": "", "valid": null}`, want: `f.jsonl:2: field "valid" is null`},
		{name: "unknown component", line: `{` + ok + `"kind": "parse", "input": "", "valid": true, "components": {"hots": "a"}}`, want: `f.jsonl:2: unknown component "hots" (components of the format: scheme, userinfo, host, port, path, query, fragment, opaque, authority, nid, nss, r_component, q_component, f_component, username, password, origin)`},
		{name: "component is a number", line: `{` + ok + `"kind": "parse", "input": "", "valid": true, "components": {"port": 80}}`, want: `f.jsonl:2: field "components": number is not string`},
		// urispec extensions: components and parts for valid vectors, offset and error_rule for invalid ones.
		{name: "components on invalid", line: `{` + ok + `"kind": "parse", "input": "", "valid": false, "components": {}}`, want: `f.jsonl:2: field "components" is for a valid parse vector ("valid": true)`},
		{name: "offset on valid", line: `{` + ok + `"kind": "parse", "input": "", "valid": true, "offset": 0}`, want: `f.jsonl:2: field "offset" is for an invalid parse vector ("valid": false)`},
		{name: "offset past the input", line: `{` + ok + `"kind": "parse", "input": "ab", "valid": false, "offset": 3}`, want: `f.jsonl:2: offset 3 is outside the input (0..2)`},
		{name: "offset not an integer", line: `{` + ok + `"kind": "parse", "input": "ab", "valid": false, "offset": 1.5}`, want: `f.jsonl:2: field "offset": number 1.5 is not int`},
		{name: "parts not arrays", line: `{` + ok + `"kind": "parse", "input": "", "valid": true, "parts": {"host": "a"}}`, want: `f.jsonl:2: field "parts": string is not []string`},
		// resolve: base, input, expected required.
		{name: "resolve without base", line: `{` + ok + `"kind": "resolve", "input": "g", "expected": "x"}`, want: `f.jsonl:2: missing required field "base"`},
		// urispec extension: expected_error (resolve, normalize) stands for expected.
		{name: "expected_error false", line: `{` + ok + `"kind": "resolve", "base": "b", "input": "g", "expected_error": false}`, want: `f.jsonl:2: expected_error is false (give it as true, or give expected instead)`},
		{name: "expected_error with expected", line: `{` + ok + `"kind": "normalize", "input": "g", "expected": "x", "expected_error": true}`, want: `f.jsonl:2: field "expected" is for a vector that expects a target, not a failure (expected_error)`},
		{name: "expected_error with components", line: `{` + ok + `"kind": "resolve", "base": "b", "input": "g", "expected_error": true, "components": {}}`, want: `f.jsonl:2: field "components" is for a vector that expects a target, not a failure (expected_error)`},
		{name: "expected_error on parse", line: `{` + ok + `"kind": "parse", "input": "g", "valid": false, "expected_error": true}`, want: `f.jsonl:2: field "expected_error" does not belong to kind "parse"`},
		{name: "target component unknown", line: `{` + ok + `"kind": "normalize", "input": "g", "expected": "g", "components": {"hots": "a"}}`, want: `f.jsonl:2: unknown component "hots" (components of the format: scheme, userinfo, host, port, path, query, fragment, opaque, authority, nid, nss, r_component, q_component, f_component, username, password, origin)`},
		{name: "alternatives not strings", line: `{` + ok + `"kind": "resolve", "base": "b", "input": "g", "expected": "x", "alternatives": [1]}`, want: `f.jsonl:2: field "alternatives": number is not string`},
		// equivalent: a, b, equal required.
		{name: "equivalent without equal", line: `{` + ok + `"kind": "equivalent", "a": "x", "b": "y"}`, want: `f.jsonl:2: missing required field "equal"`},
	}
	good := `{"id": "g", "source": "s", "dialect": "rfc1738", "kind": "parse", "input": "", "valid": false}`
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadVectors("f.jsonl", strings.NewReader(good+"\n"+tt.line+"\n"))
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

// TestReadVectorsAllErrors checks that every bad line is reported, in order,
// and a file without a final newline is read whole.
func TestReadVectorsAllErrors(t *testing.T) {
	src := `{"id": "a", "source": "s", "dialect": "rfc1738", "kind": "parse", "input": "", "valid": true}
{"id": "b"}

{"id": "c", "source": "s", "dialect": "rfc1738", "kind": "parse", "input": "", "valid": true}
{"id": "d", "source": "s", "dialect": "rfc1738", "kind": "parse", "input": "", "valid": true, "x": 1}`
	vs, err := ReadVectors("f.jsonl", strings.NewReader(src))
	var list ErrorList
	require.ErrorAs(t, err, &list)
	require.Len(t, list, 3)
	assert.Equal(t, `f.jsonl:2: missing required field "source"`, list[0].Error())
	assert.Equal(t, `f.jsonl:3: empty line (JSON Lines: one object per line)`, list[1].Error())
	assert.Equal(t, `f.jsonl:5: unknown field "x"`, list[2].Error())
	assert.Len(t, vs, 2, "the good lines are still returned")
}

// TestCorpusDuplicateIDs checks the corpora README rule "id (unique across
// all files)": a duplicate names both places.
func TestCorpusDuplicateIDs(t *testing.T) {
	line := `{"id": "same", "source": "s", "dialect": "rfc1738", "kind": "parse", "input": "", "valid": true}` + "\n"
	c := &Corpus{}
	require.NoError(t, c.Add(File, "a.jsonl", strings.NewReader(line)))
	err := c.Add(File, "b.jsonl", strings.NewReader(`{"id": "other", "source": "s", "dialect": "rfc1738", "kind": "parse", "input": "", "valid": true}`+"\n"+line))
	require.Error(t, err)
	assert.Equal(t, `b.jsonl:2: duplicate id "same" (first at a.jsonl:1)`, err.Error())
	assert.Len(t, c.Vectors, 2)

	_, err = ReadVectors("f.jsonl", strings.NewReader(line+line))
	require.NoError(t, err, "ReadVectors reads one file; Corpus checks ids")
	err = (&Corpus{}).Add(File, "f.jsonl", strings.NewReader(line+line))
	assert.EqualError(t, err, `f.jsonl:2: duplicate id "same" (first at f.jsonl:1)`)
}

// TestReadExpectedFailuresMalformed checks the expected-failures format:
// {"id", "reason"}, both non-empty strings, nothing else, ids unique.
func TestReadExpectedFailuresMalformed(t *testing.T) {
	tests := []struct {
		name string
		line string
		want string
	}{
		{name: "no reason", line: `{"id": "x"}`, want: `xfail.jsonl:2: missing required field "reason"`},
		{name: "empty reason", line: `{"id": "x", "reason": ""}`, want: `xfail.jsonl:2: field "reason" is empty`},
		{name: "extra field", line: `{"id": "x", "reason": "r", "until": "v2"}`, want: `xfail.jsonl:2: unknown field "until" (an expected-failure line has only "id" and "reason")`},
		{name: "duplicate", line: `{"id": "a", "reason": "again"}`, want: `xfail.jsonl:2: duplicate id "a" (first at xfail.jsonl:1)`},
		{name: "blank", line: ``, want: `xfail.jsonl:2: empty line (JSON Lines: one object per line)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadExpectedFailures("xfail.jsonl", strings.NewReader(`{"id": "a", "reason": "r"}`+"\n"+tt.line+"\n"))
			assert.EqualError(t, err, tt.want)
		})
	}
	xs, err := ReadExpectedFailures("xfail.jsonl", strings.NewReader(`{"id": "a", "reason": "r"}`+"\n"))
	require.NoError(t, err)
	assert.Equal(t, []ExpectedFailure{{ID: "a", Reason: "r", Pos: Position{"xfail.jsonl", 1}}}, xs)
}

// TestReadRuleOverridesMalformed checks the start-rules format: {"id",
// "rule", "reason"}, all non-empty strings, nothing else, ids unique.
func TestReadRuleOverridesMalformed(t *testing.T) {
	tests := []struct {
		name string
		line string
		want string
	}{
		{name: "no rule", line: `{"id": "x", "reason": "r"}`, want: `rules.jsonl:2: missing required field "rule"`},
		{name: "empty rule", line: `{"id": "x", "rule": "", "reason": "r"}`, want: `rules.jsonl:2: field "rule" is empty`},
		{name: "extra field", line: `{"id": "x", "rule": "u", "reason": "r", "dialect": "rfc2396"}`, want: `rules.jsonl:2: unknown field "dialect" (a start-rule line has only "id", "rule" and "reason")`},
		{name: "duplicate", line: `{"id": "a", "rule": "u", "reason": "again"}`, want: `rules.jsonl:2: duplicate id "a" (first at rules.jsonl:1)`},
	}
	first := `{"id": "a", "rule": "u", "reason": "r"}` + "\n"
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadRuleOverrides("rules.jsonl", strings.NewReader(first+tt.line+"\n"))
			assert.EqualError(t, err, tt.want)
		})
	}
	got, err := ReadRuleOverrides("rules.jsonl", strings.NewReader(first))
	require.NoError(t, err)
	assert.Equal(t, []RuleOverride{{ID: "a", Rule: "u", Reason: "r", Pos: Position{"rules.jsonl", 1}}}, got)
}

// TestEmbeddedListsWellFormed reads the embedded expected-failures and
// start-rules files: every line must name a vector (checked for the whole
// corpus in TestConformance), and each start rule must be one of its
// vector's dialect.
func TestEmbeddedListsWellFormed(t *testing.T) {
	c := &Corpus{}
	require.NoError(t, c.addEmbeddedLists())
	require.NotEmpty(t, c.RuleOverrides)
	for _, o := range c.RuleOverrides {
		dialect := strings.TrimSuffix(strings.TrimPrefix(o.Pos.File, embeddedPrefix+rulesPrefix+"-"), ".jsonl")
		d, err := semantic.ParseDialect(dialect)
		require.NoError(t, err, "%s: a start-rules file is named after its dialect", o.Pos)
		info, err := semantic.Info(d)
		require.NoError(t, err)
		assert.Contains(t, info.StartRules, o.Rule, "%s", o.Pos)
	}
}
