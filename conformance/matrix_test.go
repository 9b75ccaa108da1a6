package conformance

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// lineage returns the verdict of the lineage vector of dialect id on input:
// the parse vector "<id>:lineage.NNN" of conformance/testdata/<id>.jsonl,
// under the default start rule, which says (with its section) whether input
// is valid in the dialect. A dialect without one fails the test, named.
func lineage(t *testing.T, id, input string) bool {
	t.Helper()
	c, err := embeddedOnce()
	require.NoError(t, err)
	for _, v := range c.Vectors {
		if v.Dialect == id && v.Kind == KindParse && v.Rule == "" && v.Input == input && strings.HasPrefix(v.ID, id+":lineage.") {
			return v.Valid
		}
	}
	require.Failf(t, "no lineage vector", "dialect %s has no lineage vector for %q (conformance/testdata/%s.jsonl, id %s:lineage.NNN)", id, input, id, id)
	return false
}

// embeddedOnce reads the embedded corpus once for the lineage lookups.
var embeddedOnce = sync.OnceValues(embeddedCorpus)

// lineageInputs are the inputs every dialect has a lineage vector for.
var lineageInputs = []string{"urn:example:a123", "http://a/b", "a", "a b", "urn:example:a#f"}

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
	// The expected columns, from the lineage vectors, in the order of
	// m.Dialects.
	var urn, http, space []bool
	var cols, nums, urnValidIn, httpValidIn []string
	for i, d := range m.Dialects {
		wURN, wHTTP, wSpace := lineage(t, d.ID(), "urn:example:a123"), lineage(t, d.ID(), "http://a/b"), lineage(t, d.ID(), "a b")
		urn, http, space = append(urn, wURN), append(http, wHTTP), append(space, wSpace)
		cols = append(cols, fmt.Sprintf("%d %s", i+1, d))
		nums = append(nums, fmt.Sprint(i+1))
		if wURN {
			urnValidIn = append(urnValidIn, d.ID())
		}
		if wHTTP {
			httpValidIn = append(httpValidIn, d.ID())
		}
	}
	// RFC 1630's generic path holds no ":" (rfc1630:lineage.001): "urn:..."
	// is a split too, listed before "http://a/b".
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

// TestLineageVectorsCoverTheFormat checks that every dialect urispec parses
// has its lineage vectors (an id of the format without a parser, whose
// vectors are skipped, needs them once it gains one).
func TestLineageVectorsCoverTheFormat(t *testing.T) {
	for _, d := range semantic.Dialects() {
		for _, in := range lineageInputs {
			lineage(t, d.ID(), in)
		}
	}
}
