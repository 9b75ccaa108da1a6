package conformance

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// corpusOf builds a corpus from vector lines and expected-failure lines.
func corpusOf(t *testing.T, vectors []string, xfails ...string) *Corpus {
	t.Helper()
	c := &Corpus{}
	require.NoError(t, c.Add(File, "t.jsonl", strings.NewReader(strings.Join(vectors, "\n")+"\n")))
	if len(xfails) > 0 {
		require.NoError(t, c.AddExpectedFailures("xfail.jsonl", strings.NewReader(strings.Join(xfails, "\n")+"\n")))
	}
	return c
}

// vec writes a vector line with id, source, dialect and kind in front of
// the kind's fields.
func vec(id, dialect string, kind Kind, fields string) string {
	return fmt.Sprintf(`{"id": %q, "source": "test", "dialect": %q, "kind": %q, %s}`, id, dialect, kind, fields)
}

// foreignDialect is a dialect id that withForeignDialect adds to the format.
// urispec has a parser for every dialect of the vector format,
// so "a dialect the format knows but urispec lacks" exists only in tests.
const foreignDialect = "test-foreign"

// withForeignDialect adds foreignDialect to dialectTable, not implemented and
// after every date, until t ends: vectors may name it and the runner skips
// them as it would a dialect of the format urispec has no parser for.
// Tests that call it must not run in parallel.
func withForeignDialect(t *testing.T) {
	t.Helper()
	table, byID := dialectTable, dialectByID
	dialectTable = append(slices.Clone(table), dialectInfo{id: foreignDialect})
	dialectByID = maps.Clone(byID)
	dialectByID[foreignDialect] = len(dialectTable) - 1
	t.Cleanup(func() { dialectTable, dialectByID = table, byID })
}

// TestRunVerdicts runs one vector per check the runner makes and compares
// the status and the differences it reports.
func TestRunVerdicts(t *testing.T) {
	withForeignDialect(t)
	const base = `"base": "http://a/b/c/d;p?q"`
	tests := []struct {
		name    string
		vector  string
		status  Status
		reason  string
		diffs   []Diff
		comment string
	}{
		// rfc2396bis-01 §3: absolute-URI = scheme ":" ( hier-part / opaque-part ), hier-part with net-path.
		{name: "parse components pass", status: Pass,
			vector: vec("v", "rfc2396bis-01", KindParse, `"input": "http://a/b", "valid": true, "components": {"scheme": "http", "host": "a", "port": null, "path": "/b", "query": null, "fragment": null}`)},
		// rfc2396bis-01 §3.2.2: host = hostname / IPv4address / IPv6reference; the host keeps its brackets.
		{name: "IP literal host keeps brackets", status: Pass,
			vector: vec("v", "rfc2396bis-01", KindParse, `"input": "http://[::1]:80/p?q", "valid": true, "components": {"host": "[::1]", "port": "80", "query": "q"}, "parts": {"IPv6reference": ["[::1]"], "segment": ["p"]}`)},
		// A wrong expectation is reported with both sides.
		{name: "component differs", status: Fail,
			vector: vec("v", "rfc2396bis-01", KindParse, `"input": "http://a/b", "valid": true, "components": {"host": "b"}`),
			diffs:  []Diff{{"component host", `"b"`, `"a"`}}},
		// null (undefined) and "" (present, empty) are different: rfc2396bis-01 §3 "?" query.
		{name: "null is not empty", status: Fail,
			vector: vec("v", "rfc2396bis-01", KindParse, `"input": "http://a/b", "valid": true, "components": {"query": ""}`),
			diffs:  []Diff{{"component query", `""`, "null"}}},
		{name: "empty is not null", status: Fail,
			vector: vec("v", "rfc2396bis-01", KindParse, `"input": "http://a/b?", "valid": true, "components": {"query": null}`),
			diffs:  []Diff{{"component query", "null", `""`}}},
		// rfc2396bis-01 §3: opaque-part, reported as the component "opaque".
		{name: "opaque component", status: Pass,
			vector: vec("v", "rfc2396bis-01", KindParse, `"input": "mailto:x@y", "valid": true, "components": {"opaque": "x@y", "authority": null}`)},
		// rfc2141bis-03 §2: urn-path = NID ":" NSS.
		{name: "URN nid and nss", status: Pass,
			vector: vec("v", "rfc2141bis-03", KindParse, `"input": "urn:example:a123", "valid": true, "components": {"scheme": "urn", "nid": "example", "nss": "a123", "query": null}`)},
		// A component the URI does not have is undefined (null): it fails, it is never ignored.
		{name: "component the dialect lacks", status: Fail,
			vector: vec("v", "rfc1738", KindParse, `"input": "http://a/b", "valid": true, "components": {"nid": "x"}`),
			diffs:  []Diff{{"component nid", `"x"`, `null`}}},
		{name: "parts differ", status: Fail,
			vector: vec("v", "rfc2396bis-01", KindParse, `"input": "http://a/b/c", "valid": true, "parts": {"segment": ["b"], "reg-name": []}`),
			diffs:  []Diff{{"parts segment", `["b"]`, `["b", "c"]`}}},
		// RFC 1738 §5: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]; a space is not one.
		{name: "invalid with offset and rule", status: Pass,
			vector: vec("v", "rfc1738", KindParse, `"input": "a b", "valid": false, "offset": 1, "error_rule": "scheme"`)},
		{name: "offset and rule differ", status: Fail,
			vector: vec("v", "rfc1738", KindParse, `"input": "a b", "valid": false, "offset": 2, "error_rule": "url"`),
			diffs: []Diff{
				{"error offset", "2", `1 (rfc1738: invalid url at offset 1: unexpected " ", expected "+", "-", ".", ":", digit or lowalpha (in rule scheme, §5))`},
				{"error rule", "url", `scheme (rfc1738: invalid url at offset 1: unexpected " ", expected "+", "-", ".", ":", digit or lowalpha (in rule scheme, §5))`},
			}},
		{name: "verdict differs", status: Fail,
			vector: vec("v", "rfc1738", KindParse, `"input": "a b", "valid": true`),
			diffs:  []Diff{{"verdict", "valid", `invalid: rfc1738: invalid url at offset 1: unexpected " ", expected "+", "-", ".", ":", digit or lowalpha (in rule scheme, §5)`}}},
		{name: "verdict differs the other way", status: Fail,
			vector: vec("v", "rfc2396bis-01", KindParse, `"input": "http://a/b", "valid": false, "offset": 3`),
			diffs:  []Diff{{"verdict", "invalid at offset 3", "valid"}}},
		// rfc2141bis-03 §2.1: NID is a start rule, and "a:b" is no NID.
		{name: "start rule", status: Fail,
			vector: vec("v", "rfc2141bis-03", KindParse, `"input": "a:b", "valid": true, "rule": "NID"`),
			diffs:  []Diff{{"verdict", "valid", `invalid: rfc2141bis-03: invalid NID at offset 1: unexpected ":", expected "-", ALPHA or DIGIT (in rule NID, §2.1)`}}},
		{name: "start rule pass", status: Pass,
			vector: vec("v", "rfc2141bis-03", KindParse, `"input": "example", "valid": true, "rule": "NID"`)},
		// A rule that is not a start rule is not a verdict on the input.
		{name: "unknown start rule", status: Fail,
			vector: vec("v", "rfc2141bis-03", KindParse, `"input": "urn:a:b", "valid": true, "rule": "urn"`),
			diffs:  []Diff{{"verdict", "valid", `error: dialect rfc2141bis-03 has no start rule "urn" (start rules: [URI urn-path NID NSS urn-query directive])`}}},
		// url-syntax-05 Appendix C.2: g?y/./x = http://a/b/c/g?y/x (the step 6 buffer).
		{name: "resolve pass", status: Pass,
			vector: vec("v", "url-syntax-05", KindResolve, base+`, "input": "g?y/./x", "expected": "http://a/b/c/g?y/x", "strict": true`)},
		{name: "resolve differs", status: Fail,
			vector: vec("v", "url-syntax-05", KindResolve, base+`, "input": "g?y/./x", "expected": "http://a/b/c/g?y/./x"`),
			diffs:  []Diff{{"target", `"http://a/b/c/g?y/./x"`, `"http://a/b/c/g?y/x"`}}},
		// rfc2396bis-01 Appendix C.2: ../../../g = http://a/../g; an alternative is accepted too.
		{name: "resolve alternative", status: Pass,
			vector: vec("v", "rfc2396bis-01", KindResolve, base+`, "input": "../../../g", "expected": "http://a/g", "alternatives": ["http://a/../g"]`)},
		{name: "resolve alternatives differ", status: Fail,
			vector: vec("v", "rfc2396bis-01", KindResolve, base+`, "input": "../../../g", "expected": "http://a/g", "alternatives": ["http://g"]`),
			diffs:  []Diff{{"target", `one of ["http://a/g", "http://g"]`, `"http://a/../g"`}}},
		// rfc2396bis-01 §5.2: a non-validating parser ignores a scheme equal to the base's (http:g = http://a/b/c/g).
		{name: "non-strict rfc2396bis-01", status: Pass,
			vector: vec("v", "rfc2396bis-01", KindResolve, base+`, "input": "http:g", "expected": "http://a/b/c/g", "strict": false`)},
		{name: "strict rfc2396bis-01", status: Pass,
			vector: vec("v", "rfc2396bis-01", KindResolve, base+`, "input": "http:g", "expected": "http:g", "strict": true`)},
		// url-syntax-05 Appendix C.2 calls the non-strict reading a loophole and gives http:g = http:g.
		{name: "non-strict url-syntax-05 skipped", status: Skipped,
			reason: `non-strict resolution ("strict": false) is not defined by url-syntax-05: its resolution text offers no such reading`,
			vector: vec("v", "url-syntax-05", KindResolve, base+`, "input": "http:g", "expected": "http://a/b/c/g", "strict": false`)},
		// RFC 1738 §2.3: relative forms are not described there.
		{name: "resolve under rfc1738", status: Fail,
			vector: vec("v", "rfc1738", KindResolve, base+`, "input": "g", "expected": "http://a/b/c/g"`),
			diffs:  []Diff{{"target", `"http://a/b/c/g"`, "error: rfc1738: defines no relative form: its §2.3 says relative links are not described in that document"}}},
		{name: "resolve base invalid", status: Fail,
			vector: vec("v", "url-syntax-05", KindResolve, `"base": "a b", "input": "g", "expected": "g"`),
			diffs:  []Diff{{"target", `"g"`, `error: resolving "g" against "a b": invalid base: url-syntax-05: invalid absoluteURL at offset 1: unexpected " ", expected "+", "-", ".", ":", alpha or digit (in rule scheme, §4.1)`}}},
		// expected_error: the resolution must fail (url-syntax-05 §4.1: no
		// space in a scheme).
		{name: "resolve expected to fail fails", status: Pass,
			vector: vec("v", "url-syntax-05", KindResolve, `"base": "a b", "input": "g", "expected_error": true`)},
		{name: "resolve expected to fail succeeds", status: Fail,
			vector: vec("v", "url-syntax-05", KindResolve, base+`, "input": "g", "expected_error": true`),
			diffs:  []Diff{{"target", "a failure", `"http://a/b/c/g"`}}},
		// A dialect of the format that urispec does not have is
		// skipped, whatever its vector claims.
		{name: "foreign dialect", status: Skipped, reason: "dialect test-foreign is not implemented by urispec",
			vector: vec("v", foreignDialect, KindParse, `"input": "a b", "valid": true`)},
		{name: "normalize not wired", status: Skipped, reason: "normalize not implemented for rfc2396bis-01",
			vector: vec("v", "rfc2396bis-01", KindNormalize, `"input": "HTTP://a", "expected": "http://a", "level": "case"`)},
		{name: "equivalent not wired", status: Skipped, reason: "equivalent not implemented for rfc2141bis-03",
			vector: vec("v", "rfc2141bis-03", KindEquivalent, `"a": "urn:a:b", "b": "URN:A:b", "equal": true`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := run(corpusOf(t, []string{tt.vector}), nil, nil)
			require.Len(t, rep.Results, 1)
			r := rep.Results[0]
			assert.Equal(t, tt.status, r.Status)
			assert.Equal(t, tt.reason, r.Reason)
			assert.Equal(t, tt.diffs, r.Diffs)
		})
	}
}

// TestRunNormalizeEquivalentTables checks that a function wired in the
// tables of kinds.go is what runs normalize and equivalent vectors.
func TestRunNormalizeEquivalentTables(t *testing.T) {
	lower := func(_ semantic.Dialect, in, level string) (string, error) {
		switch level {
		case "case":
			return strings.ToLower(in), nil
		case "broken":
			return "", errors.New("boom")
		}
		return "", fmt.Errorf("level %q: %w", level, errNotImplemented)
	}
	same := func(_ semantic.Dialect, a, b, _ string) (bool, error) { return strings.EqualFold(a, b), nil }
	norm := map[semantic.Dialect]normalizeFunc{semantic.RFC2396bis01: lower}
	eq := map[semantic.Dialect]equivalentFunc{semantic.RFC2141bis03: same}
	c := corpusOf(t, []string{
		vec("n-pass", "rfc2396bis-01", KindNormalize, `"input": "HTTP://A", "expected": "http://a", "level": "case"`),
		vec("n-fail", "rfc2396bis-01", KindNormalize, `"input": "HTTP://A", "expected": "HTTP://a", "level": "case"`),
		vec("n-error", "rfc2396bis-01", KindNormalize, `"input": "x", "expected": "x", "level": "broken"`),
		vec("n-level", "rfc2396bis-01", KindNormalize, `"input": "x", "expected": "x", "level": "syntax"`),
		vec("n-other", "url-syntax-05", KindNormalize, `"input": "x", "expected": "x"`),
		vec("n-error-expected", "rfc2396bis-01", KindNormalize, `"input": "x", "expected_error": true, "level": "broken"`),
		vec("n-error-missing", "rfc2396bis-01", KindNormalize, `"input": "HTTP://A", "expected_error": true, "level": "case"`),
		vec("e-pass", "rfc2141bis-03", KindEquivalent, `"a": "urn:a:b", "b": "URN:A:b", "equal": true`),
		vec("e-fail", "rfc2141bis-03", KindEquivalent, `"a": "urn:a:b", "b": "urn:a:c", "equal": true, "level": "syntax"`),
	})
	rep := run(c, norm, eq)
	byID := map[string]Result{}
	for _, r := range rep.Results {
		byID[r.Vector.ID] = r
	}
	assert.Equal(t, Pass, byID["n-pass"].Status)
	assert.Equal(t, Pass, byID["n-error-expected"].Status)
	assert.Equal(t, Fail, byID["n-error-missing"].Status)
	assert.Equal(t, []Diff{{`normalized (level "case")`, "a failure", `"http://a"`}}, byID["n-error-missing"].Diffs)
	assert.Equal(t, []Diff{{`normalized (level "case")`, `"HTTP://a"`, `"http://a"`}}, byID["n-fail"].Diffs)
	assert.Equal(t, []Diff{{`normalized (level "broken")`, `"x"`, "error: boom"}}, byID["n-error"].Diffs)
	assert.Equal(t, Skipped, byID["n-level"].Status)
	assert.Equal(t, `level "syntax": not implemented`, byID["n-level"].Reason)
	assert.Equal(t, "normalize not implemented for url-syntax-05", byID["n-other"].Reason)
	assert.Equal(t, Pass, byID["e-pass"].Status)
	assert.Equal(t, []Diff{{`equivalence (level "syntax")`, "equivalent", "not equivalent"}}, byID["e-fail"].Diffs)
}

// TestRunExpectedFailures checks the expected-failures file: a listed
// failing vector runs and is an expected failure with the written reason and
// its diffs, a listed passing one is a "stale expected failure" failure, a
// skipped one stays skipped.
func TestRunExpectedFailures(t *testing.T) {
	withForeignDialect(t)
	c := corpusOf(t,
		[]string{
			// RFC 1738 §5: the space is not allowed; the vector claims valid.
			vec("fails", "rfc1738", KindParse, `"input": "a b", "valid": true`),
			vec("passes", "rfc1738", KindParse, `"input": "http://a/b", "valid": true`),
			// Skipped before the expected-failures file is consulted: its
			// line is used, not stale.
			vec("foreign", foreignDialect, KindParse, `"input": "a", "valid": true`),
		},
		`{"id": "fails", "reason": "the text forbids it"}`,
		`{"id": "passes", "reason": "was broken once"}`,
		`{"id": "foreign", "reason": "listed too"}`,
		`{"id": "gone", "reason": "vector removed"}`,
	)
	rep := run(c, nil, nil)
	require.Len(t, rep.Results, 3)
	assert.Equal(t, XFail, rep.Results[0].Status)
	assert.Equal(t, "the text forbids it", rep.Results[0].Reason)
	require.Len(t, rep.Results[0].Diffs, 1, "an expected failure keeps how it fails")
	assert.Equal(t, "verdict", rep.Results[0].Diffs[0].What)
	assert.Equal(t, Fail, rep.Results[1].Status)
	assert.Equal(t, []Diff{{"stale expected failure", "a failure, as xfail.jsonl:2 says: was broken once", "pass: remove the vector's line from the expected-failures file"}}, rep.Results[1].Diffs)
	assert.Equal(t, Skipped, rep.Results[2].Status)
	assert.Equal(t, "dialect test-foreign is not implemented by urispec", rep.Results[2].Reason)
	assert.Empty(t, rep.UnusedXFails, "only a complete default corpus reports unused lines")
	assert.Equal(t, Counts{Passed: 0, Failed: 1, Skipped: 1, ExpectedFailures: 1}, rep.Counts())

	c.complete = true
	c.Sources = []Source{{Origin: File, Name: "t.jsonl", Found: true}}
	rep = run(c, nil, nil)
	require.Len(t, rep.UnusedXFails, 1)
	assert.Equal(t, "gone", rep.UnusedXFails[0].ID)
	assert.True(t, rep.UnusedAreFailures)
	assert.Equal(t, 2, rep.Counts().Failed, "the stale vector and the line of no vector")

	c.Sources = append(c.Sources, Source{Origin: Shared, Name: "x.jsonl", NotFound: "absent"})
	rep = run(c, nil, nil)
	assert.False(t, rep.UnusedAreFailures, "with a source missing the line may name one of its vectors")
	assert.Equal(t, 1, rep.Counts().Failed)
}

// TestRunRuleOverrides checks the start-rules file: a listed parse vector
// runs under the listed start rule (rfc2396's RFC 2732 companion accepts
// the IPv6 literal its own URI-reference rejects), a listed vector of
// another kind fails, and an unused line of the complete corpus is stale.
func TestRunRuleOverrides(t *testing.T) {
	c := corpusOf(t, []string{
		vec("v6", "rfc2396", KindParse, `"input": "http://[::1]/a", "valid": true, "components": {"host": "[::1]"}`),
		vec("plain", "rfc2396", KindParse, `"input": "http://[::1]/a", "valid": true`),
		vec("res", "rfc2396", KindResolve, `"base": "http://a/b", "input": "c", "expected": "http://a/c"`),
	})
	require.NoError(t, c.AddRuleOverrides("start-rules.jsonl", strings.NewReader(strings.Join([]string{
		`{"id": "v6", "rule": "URI-reference-2732", "reason": "RFC 2732 amends it"}`,
		`{"id": "res", "rule": "URI-reference-2732", "reason": "misplaced"}`,
		`{"id": "gone", "rule": "URI-reference-2732", "reason": "vector removed"}`,
	}, "\n")+"\n")))
	rep := run(c, nil, nil)
	require.Len(t, rep.Results, 3)
	assert.Equal(t, Pass, rep.Results[0].Status)
	require.NotNil(t, rep.Results[0].Override)
	assert.Equal(t, "URI-reference-2732", rep.Results[0].Override.Rule)
	assert.Equal(t, Fail, rep.Results[1].Status, "RFC 2396 alone excludes \"[\"")
	assert.Equal(t, Fail, rep.Results[2].Status)
	assert.Equal(t, []Diff{{"start rule", "a parse vector, as start-rules.jsonl:2 says (rule URI-reference-2732: misplaced)", "a resolve vector: remove the line from the start-rules file"}}, rep.Results[2].Diffs)
	assert.Equal(t, []ReasonCount{{"rule URI-reference-2732: RFC 2732 amends it", 1}, {"rule URI-reference-2732: misplaced", 1}}, rep.RuleReasons())

	c.complete = true
	c.Sources = []Source{{Origin: File, Name: "t.jsonl", Found: true}}
	rep = run(c, nil, nil)
	require.Len(t, rep.UnusedRules, 1)
	assert.Equal(t, "gone", rep.UnusedRules[0].ID)
	assert.Equal(t, 3, rep.Counts().Failed, "two failing vectors and the line of no vector")
	var buf bytes.Buffer
	require.NoError(t, rep.WriteText(&buf))
	assert.Contains(t, buf.String(), "--- FAIL start-rule line gone (start-rules.jsonl:3)\n"+
		"    expected: stale start rule a vector with this id, as start-rules.jsonl:3 says: rule URI-reference-2732: vector removed\n")
}

// TestReportText checks the text report: the table, each failure with id,
// input, expected and got, the skip reasons, and the last line.
func TestReportText(t *testing.T) {
	withForeignDialect(t)
	c := corpusOf(t, []string{
		vec("ok", "rfc2396bis-01", KindParse, `"input": "http://a/b", "valid": true`),
		vec("bad", "rfc2396bis-01", KindParse, `"input": "http://a/b", "valid": true, "components": {"host": "b"}`),
		vec("res", "url-syntax-05", KindResolve, `"base": "http://a/b/c/d;p?q", "input": "g", "expected": "http://a/b/c/h"`),
		vec("f1", foreignDialect, KindParse, `"input": "a", "valid": true`),
		vec("f2", foreignDialect, KindResolve, `"base": "http://a/", "input": "a", "expected": "http://a/a"`),
	})
	c.Sources = []Source{{Origin: File, Name: "t.jsonl", Vectors: 5, Found: true}, {Origin: Shared, Name: "../shared/corpora/x.jsonl", NotFound: "gone"}}
	var buf bytes.Buffer
	require.NoError(t, run(c, nil, nil).WriteText(&buf))
	want := `sources:
  file      t.jsonl                        5 vectors
  shared    ../shared/corpora/x.jsonl  not found: gone

dialect         kind         passed   failed  skipped    xfail
url-syntax-05   resolve           0        1        0        0
rfc2396bis-01   parse             1        1        0        0
test-foreign    parse             0        0        1        0
test-foreign    resolve           0        0        1        0
total                             1        2        2        0

failures:
--- FAIL bad (rfc2396bis-01 parse, t.jsonl:2)
    input:    "http://a/b"
    expected: component host "b"
    got:      component host "a"
--- FAIL res (url-syntax-05 resolve, t.jsonl:3)
    base:     "http://a/b/c/d;p?q"
    input:    "g"
    expected: target "http://a/b/c/h"
    got:      target "http://a/b/c/g"

skipped, by reason:
      2  dialect test-foreign is not implemented by urispec

1 passed, 2 failed, 2 skipped
`
	assert.Equal(t, want, buf.String())
}

// TestReportTotalsLine checks the last line: "N passed, N failed, N
// skipped", then ", N expected failures" only when any.
func TestReportTotalsLine(t *testing.T) {
	assert.Equal(t, "3 passed, 0 failed, 0 skipped", Counts{Passed: 3}.Totals())
	assert.Equal(t, "3 passed, 1 failed, 2 skipped", Counts{Passed: 3, Failed: 1, Skipped: 2}.Totals())
	assert.Equal(t, "3 passed, 0 failed, 0 skipped, 4 expected failures", Counts{Passed: 3, ExpectedFailures: 4}.Totals())
}

// TestReportJSON checks one object per vector result and the summary last.
func TestReportJSON(t *testing.T) {
	c := corpusOf(t, []string{
		vec("ok", "rfc2396bis-01", KindParse, `"input": "http://a/b", "valid": true`),
		vec("bad", "url-syntax-05", KindResolve, `"base": "http://a/b/c/d;p?q", "input": "g", "expected": "x:y"`),
		// Run with no equivalent function wired (run(c, nil, nil)): skipped.
		vec("skip", "rfc8141", KindEquivalent, `"a": "urn:a:b", "b": "urn:a:b", "equal": true`),
	})
	var buf bytes.Buffer
	require.NoError(t, run(c, nil, nil).WriteJSON(&buf))
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	require.Len(t, lines, 4)
	var objs []map[string]any
	for _, l := range lines {
		var o map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &o), l)
		objs = append(objs, o)
	}
	assert.Equal(t, map[string]any{"id": "ok", "file": "t.jsonl", "line": 1.0, "dialect": "rfc2396bis-01", "kind": "parse", "status": "pass", "input": "http://a/b"}, objs[0])
	assert.Equal(t, "fail", objs[1]["status"])
	assert.Equal(t, "http://a/b/c/d;p?q", objs[1]["base"])
	assert.Equal(t, []any{map[string]any{"what": "target", "expected": `"x:y"`, "got": `"http://a/b/c/g"`}}, objs[1]["diffs"])
	assert.Equal(t, "skip", objs[2]["status"])
	assert.Equal(t, "equivalent not implemented for rfc8141", objs[2]["reason"])
	assert.Equal(t, "urn:a:b", objs[2]["a"])
	assert.Equal(t, 1.0, objs[3]["passed"])
	assert.Equal(t, 1.0, objs[3]["failed"])
	assert.Equal(t, 1.0, objs[3]["skipped"])
	// One row per dialect and kind, dialects in date order (url-syntax-05
	// 1997, rfc2396bis-01 2003, rfc8141 2017).
	var rows []string
	for _, r := range objs[3]["table"].([]any) {
		row := r.(map[string]any)
		rows = append(rows, row["dialect"].(string)+" "+row["kind"].(string))
	}
	assert.Equal(t, []string{"url-syntax-05 resolve", "rfc2396bis-01 parse", "rfc8141 equivalent"}, rows)
}

// TestFilter keeps the vectors of one dialect and kind.
func TestFilter(t *testing.T) {
	c := corpusOf(t, []string{
		vec("a", "rfc1738", KindParse, `"input": "x", "valid": true`),
		vec("b", "rfc1738", KindResolve, `"base": "x", "input": "x", "expected": "x"`),
		vec("c", "rfc3986", KindParse, `"input": "x", "valid": true`),
	})
	ids := func(c *Corpus) []string {
		var out []string
		for _, v := range c.Vectors {
			out = append(out, v.ID)
		}
		return out
	}
	assert.Equal(t, []string{"a", "b"}, ids(c.Filter("rfc1738", "")))
	assert.Equal(t, []string{"a", "c"}, ids(c.Filter("", KindParse)))
	assert.Equal(t, []string{"b"}, ids(c.Filter("rfc1738", KindResolve)))
	c.complete = true
	assert.False(t, c.Filter("rfc1738", "").complete, "a filtered corpus cannot tell stale expected-failure lines")
}
