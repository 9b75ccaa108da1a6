package conformance

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// matrixVerdicts is, per dialect id of the format, whether each input of
// TestMatrix is valid under the dialect's default start rule (the first
// ;@start of its grammar). A dialect urispec parses must have a line here.
var matrixVerdicts = map[string]struct{ urn, http, space bool }{
	// Every dialect but RFC 1630 has a scheme ":" form that takes
	// "urn:example:a123"; the URN dialects take no other scheme, so
	// "http://a/b" is no URN; a space is in no dialect's character set (RFC
	// 1738 §2.2 unsafe, url-syntax-05 §2.4.3 excluded).
	"url-draft-1993": {true, true, false},   // §BNF-syntax generic = scheme ":" path [ "?" search ]
	"rfc1630":        {false, false, false}, // §BNF-of-Generic-URI-Syntax uri = scheme ":" path: no ":" and no leading "/" in a path (E2)
	"rfc1738":        {true, true, false},   // §5 genericurl = scheme ":" schemepart
	"rfc1808":        {true, true, false},   // §2.2 absoluteURL = generic-RL / ( scheme ":" *( uchar / reserved ) )
	"rfc2141":        {true, false, false},  // §2 URN = "urn:" NID ":" NSS
	"url-syntax-05":  {true, true, false},   // §4.2 absoluteURL = generic-URL / opaque-URL
	"rfc2396":        {true, true, false},   // §3 absoluteURI = scheme ":" ( hier_part / opaque_part )
	"rfc2396bis-01":  {true, true, false},   // §3 absolute-URI = scheme ":" ( hier-part / opaque-part )
	"rfc3986":        {true, true, false},   // §3 URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
	"rfc3987":        {true, true, false},   // §2.2 IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
	"rfc2141bis-03":  {true, false, false},  // §2 URI = scheme ":" urn-path ..., scheme = "urn"
	"rfc8141":        {true, false, false},  // §2 assigned-name = "urn" ":" NID ":" NSS
	"whatwg-url":     {true, true, false},   // §4.3 absolute-URL string: "urn:" an opaque-path-URL string, "http:" "//" a valid host string
}

// TestMatrix checks the lineage view on inputs whose verdicts the grammars
// decide plainly, one column per dialect of urispec.
func TestMatrix(t *testing.T) {
	c := corpusOf(t, []string{
		vec("urn", "rfc3986", KindParse, `"input": "urn:example:a123", "valid": true`),
		// The same input again, under another dialect: one row.
		vec("urn-again", "rfc2141", KindParse, `"input": "urn:example:a123", "valid": true`),
		vec("http", "rfc1738", KindParse, `"input": "http://a/b", "valid": true`),
		vec("space", "rfc3986", KindParse, `"input": "a b", "valid": false`),
		// Not a parse vector: not in the matrix.
		vec("res", "rfc3986", KindResolve, `"base": "http://a/", "input": "zz", "expected": "http://a/zz"`),
	})
	m, err := BuildMatrix(c)
	require.NoError(t, err)
	require.Equal(t, semantic.Dialects(), m.Dialects)

	signature := func(valid []bool) string {
		s := make([]string, len(valid))
		for i, ok := range valid {
			s[i] = map[bool]string{true: "+", false: "-"}[ok]
		}
		return strings.Join(s, " ")
	}
	// The expected columns, from matrixVerdicts, in the order of m.Dialects.
	var urn, http, space []bool
	var cols, nums, urnValidIn, httpValidIn []string
	for i, d := range m.Dialects {
		w, ok := matrixVerdicts[d.ID()]
		require.True(t, ok, "matrixVerdicts has no line for %s", d)
		urn, http, space = append(urn, w.urn), append(http, w.http), append(space, w.space)
		cols = append(cols, fmt.Sprintf("%d %s", i+1, d))
		nums = append(nums, fmt.Sprint(i+1))
		if w.urn {
			urnValidIn = append(urnValidIn, d.ID())
		}
		if w.http {
			httpValidIn = append(httpValidIn, d.ID())
		}
	}
	// RFC 1630's generic path holds no ":" (matrixVerdicts): "urn:..." is a
	// split too, listed before "http://a/b".
	allValid, splits := 1, ""
	if len(urnValidIn) < len(m.Dialects) {
		allValid = 0
		splits = "  " + signature(urn) + "      1  valid in " + strings.Join(urnValidIn, ", ") + "\n"
	}
	require.NotEmpty(t, httpValidIn, "a split needs a dialect that takes the URL")
	require.Less(t, len(httpValidIn), len(m.Dialects), "a split needs a URN dialect")
	require.Len(t, m.Rows, 3)
	assert.Equal(t, MatrixRow{Input: "urn:example:a123", Valid: urn}, m.Rows[0])
	assert.Equal(t, MatrixRow{Input: "http://a/b", Valid: http}, m.Rows[1])
	assert.Equal(t, MatrixRow{Input: "a b", Valid: space}, m.Rows[2])

	var buf bytes.Buffer
	require.NoError(t, m.WriteText(&buf))
	assert.Equal(t, "columns: "+strings.Join(cols, ", ")+" (+ valid, - invalid)\n"+
		strings.Join(nums, " ")+"  input\n"+
		signature(urn)+"  \"urn:example:a123\"\n"+
		signature(http)+"  \"http://a/b\"\n"+
		signature(space)+"  \"a b\"\n"+
		"\n"+
		"3 distinct inputs of parse vectors, each under every dialect (default start rule)\n"+
		fmt.Sprintf("valid under every dialect:   %d\n", allValid)+
		"invalid under every dialect: 1\n"+
		"split patterns ("+strings.Join(nums, " ")+"):\n"+splits+
		"  "+signature(http)+"      1  valid in "+strings.Join(httpValidIn, ", ")+"\n", buf.String())

	buf.Reset()
	require.NoError(t, m.WriteJSON(&buf))
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	require.Len(t, lines, 4)
	var row struct {
		Input    string
		Verdicts []struct {
			Dialect string
			Valid   bool
		}
	}
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &row))
	assert.Equal(t, "http://a/b", row.Input)
	require.Len(t, row.Verdicts, len(m.Dialects))
	for i, v := range row.Verdicts {
		assert.Equal(t, m.Dialects[i].ID(), v.Dialect)
		assert.Equal(t, http[i], v.Valid, v.Dialect)
	}
	// rfc2141bis-03 §2: the scheme of a URN is "urn".
	assert.Contains(t, lines[1], `{"dialect":"rfc2141bis-03","valid":false}`)
	assert.Contains(t, lines[1], `{"dialect":"rfc1738","valid":true}`)
	var sum map[string]any
	require.NoError(t, json.Unmarshal([]byte(lines[3]), &sum))
	assert.Equal(t, 3.0, sum["inputs"])
	assert.Equal(t, float64(allValid), sum["all_valid"])
	assert.Equal(t, 1.0, sum["all_invalid"])
	assert.Len(t, sum["patterns"], 3)
}

// TestMatrixVerdictsCoverTheFormat checks that matrixVerdicts has a line
// for every dialect of the format, so a dialect that gains a parser has its
// expected column already.
func TestMatrixVerdictsCoverTheFormat(t *testing.T) {
	var ids []string
	for id := range matrixVerdicts {
		ids = append(ids, id)
	}
	assert.ElementsMatch(t, DialectIDs(), ids)
}
