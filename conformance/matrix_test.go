package conformance

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// TestMatrix checks the lineage view on inputs whose verdicts the grammars
// decide plainly.
func TestMatrix(t *testing.T) {
	c := corpusOf(t, []string{
		// Every dialect has a scheme ":" form that takes this URN
		// (rfc2141bis-03 §2: "urn" ":" NID ":" NSS).
		vec("urn", "rfc3986", KindParse, `"input": "urn:example:a123", "valid": true`),
		// The same input again, under another dialect: one row.
		vec("urn-again", "rfc2141", KindParse, `"input": "urn:example:a123", "valid": true`),
		// A URL, not a URN (rfc2141bis-03 §2: the scheme is "urn").
		vec("http", "rfc1738", KindParse, `"input": "http://a/b", "valid": true`),
		// A space is allowed nowhere (RFC 1738 §2.2 unsafe; url-syntax-05 §2.4.3 excluded).
		vec("space", "rfc3986", KindParse, `"input": "a b", "valid": false`),
		// Not a parse vector: not in the matrix.
		vec("res", "rfc3986", KindResolve, `"base": "http://a/", "input": "zz", "expected": "http://a/zz"`),
	})
	m, err := BuildMatrix(c)
	require.NoError(t, err)
	assert.Equal(t, semantic.Dialects(), m.Dialects)
	require.Len(t, m.Rows, 3)
	assert.Equal(t, MatrixRow{Input: "urn:example:a123", Valid: []bool{true, true, true, true, true}}, m.Rows[0])
	assert.Equal(t, MatrixRow{Input: "http://a/b", Valid: []bool{true, true, true, true, false}}, m.Rows[1])
	assert.Equal(t, MatrixRow{Input: "a b", Valid: []bool{false, false, false, false, false}}, m.Rows[2])

	var buf bytes.Buffer
	require.NoError(t, m.WriteText(&buf))
	assert.Equal(t, `columns: 1 url-draft-1993, 2 rfc1738, 3 url-syntax-05, 4 rfc2396bis-01, 5 rfc2141bis-03 (+ valid, - invalid)
1 2 3 4 5  input
+ + + + +  "urn:example:a123"
+ + + + -  "http://a/b"
- - - - -  "a b"

3 distinct inputs of parse vectors, each under every dialect (default start rule)
valid under every dialect:   1
invalid under every dialect: 1
split patterns (1 2 3 4 5):
  + + + + -      1  valid in url-draft-1993, rfc1738, url-syntax-05, rfc2396bis-01
`, buf.String())

	buf.Reset()
	require.NoError(t, m.WriteJSON(&buf))
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	require.Len(t, lines, 4)
	var row map[string]any
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &row))
	assert.Equal(t, "http://a/b", row["input"])
	assert.Equal(t, map[string]any{"dialect": "rfc2141bis-03", "valid": false}, row["verdicts"].([]any)[4])
	var sum map[string]any
	require.NoError(t, json.Unmarshal([]byte(lines[3]), &sum))
	assert.Equal(t, 3.0, sum["inputs"])
	assert.Equal(t, 1.0, sum["all_valid"])
	assert.Equal(t, 1.0, sum["all_invalid"])
	assert.Len(t, sum["patterns"], 3)
}
