package conformance

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRerunsIRIString checks testdata/reruns.json on the embedded corpus:
// every vector of iri-string.jsonl (rfc3986, US-ASCII) runs again under
// rfc3987, its start rule renamed (RFC 3987 §2.2), and passes there.
func TestRerunsIRIString(t *testing.T) {
	c, err := embeddedCorpus()
	require.NoError(t, err)
	const file = "conformance/testdata/thirdparty/iri-string.jsonl"
	var originals, copies []Vector
	for _, v := range c.Vectors {
		switch {
		case v.Pos.File == file && v.Dialect == "rfc3986":
			originals = append(originals, v)
		case v.Pos.File == file && v.Dialect == "rfc3987":
			copies = append(copies, v)
		}
	}
	require.Len(t, copies, len(originals))
	require.Len(t, copies, 298)
	for i, w := range copies {
		v := originals[i]
		assert.Equal(t, v.ID+"@rfc3987", w.ID)
		assert.Equal(t, v.Kind, w.Kind)
		if v.Rule != "" {
			assert.Equal(t, map[string]string{"URI-reference": "IRI-reference"}[v.Rule], w.Rule, v.ID)
		}
	}
	assert.Contains(t, c.Sources, Source{Origin: Embedded, Name: file + " under rfc3987 (reruns.json)", Vectors: 298, Found: true})
	rep := Run(c.Filter("rfc3987", ""))
	for _, r := range rep.Results {
		if r.Vector.Pos.File == file {
			assert.Equal(t, Pass, r.Status, "%s %v", r.Vector.ID, r.Diffs)
		}
	}
}

// TestRerunsFile checks the reading of a reruns file: the copies, their
// renamed rules and parts, and the errors.
func TestRerunsFile(t *testing.T) {
	lines := []string{
		vec("a", "rfc3986", KindParse, `"input": "//h/p", "valid": true, "rule": "relative-ref", "parts": {"reg-name": ["h"], "segment": ["p"]}`),
		vec("b", "rfc3986", KindResolve, `"base": "http://a/b", "input": "c", "expected": "http://a/c"`),
		vec("c", "rfc2396", KindParse, `"input": "x", "valid": true`),
	}
	reruns := func(body string) []byte { return []byte(`{"note": "t", "reruns": [` + body + `]}`) }
	const ok = `{"source": "t.jsonl", "from": "rfc3986", "dialect": "rfc3987", "rules": {"relative-ref": "irelative-ref"}, "parts": {"reg-name": "ireg-name", "segment": "isegment"}, "why": "t"}`

	c := corpusOf(t, lines)
	require.NoError(t, c.addReruns("r.json", reruns(ok)))
	require.Len(t, c.Vectors, 5)
	a, b := c.Vectors[3], c.Vectors[4]
	assert.Equal(t, "a@rfc3987", a.ID)
	assert.Equal(t, "irelative-ref", a.Rule)
	assert.Equal(t, map[string][]string{"ireg-name": {"h"}, "isegment": {"p"}}, a.Parts)
	assert.Equal(t, map[string][]string{"reg-name": {"h"}, "segment": {"p"}}, c.Vectors[0].Parts, "the original is unchanged")
	assert.Equal(t, "b@rfc3987", b.ID)
	assert.Equal(t, Source{Origin: Embedded, Name: "t.jsonl under rfc3987 (reruns.json)", Vectors: 2, Found: true}, c.Sources[1])
	for _, r := range Run(c).Results {
		assert.Equal(t, Pass, r.Status, "%s %v", r.Vector.ID, r.Diffs)
	}

	// Only the ids listed.
	c = corpusOf(t, lines)
	require.NoError(t, c.addReruns("r.json", reruns(strings.Replace(ok, `"why"`, `"ids": ["b"], "why"`, 1))))
	require.Len(t, c.Vectors, 4)
	assert.Equal(t, "b@rfc3987", c.Vectors[3].ID)

	for _, tc := range []struct{ name, body, err string }{
		{name: "unknown dialect", body: strings.Replace(ok, `"rfc3987"`, `"rfc9999"`, 1),
			err: `r.json: rerun 1: "rfc3986" to "rfc9999": both must be dialects of urispec`},
		{name: "no such start rule", body: strings.Replace(ok, `"irelative-ref"`, `"relative-ref"`, 1),
			err: `r.json: rerun 1: dialect rfc3987 has no start rule "relative-ref"`},
		{name: "rule without counterpart", body: strings.Replace(ok, `"relative-ref": "irelative-ref"`, `"URI": "IRI"`, 1),
			err: `r.json: t.jsonl:1: start rule "relative-ref" has no counterpart under rfc3987 (its rules map)`},
		{name: "unknown field", body: strings.Replace(ok, `"why"`, `"wyh"`, 1),
			err: `r.json: json: unknown field "wyh"`},
		{name: "an id twice", body: ok + ", " + ok,
			err: `t.jsonl:1: duplicate id "a@rfc3987" (first at t.jsonl:1)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := corpusOf(t, lines)
			assert.EqualError(t, c.addReruns("r.json", reruns(tc.body)), tc.err)
		})
	}
}
