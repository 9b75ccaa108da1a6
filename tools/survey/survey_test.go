package survey

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic"
)

// corpus is a small survey input: lines that part the dialects (each comment
// names the spec fact), a blank line, a line that is not UTF-8.
var corpus = []string{
	"http://example.com/a/b?q",            // valid from RFC 1738 on
	"http://example.com/~user/",           // "~" is unsafe in RFC 1738 §2.2, unreserved in RFC 3986 §2.3
	"https://h/p#frag",                    // a fragment: no "#" in RFC 1738 §5 urlpath
	"urn:example:a123,z456",               // RFC 2141 §2 and RFC 8141 §2
	"urn:example:a123?+CCResolve:cc=uk",   // an r-component: RFC 8141 §2.3.1 only
	"",                                    // blank
	"http://[::1]/",                       // IP-literal: RFC 3986 §3.2.2
	"foo:?q",                              // scheme, empty path, query
	"http://h/%zz",                        // pct-encoded needs HEXDIG (RFC 3986 §2.1)
	"http://h/\xff",                       // not UTF-8
	"mailto:a@b",                          // RFC 1738 §3.5 mailtourl
	"http://example.com/a b",              // a space is in no grammar
	"urn:urn:x",                           // NID "urn" is reserved (RFC 8141 §5.1, prose)
	"http://example.com/~user/",           // the same line again: counted twice
	"file:///etc/passwd",                  // RFC 1738 §3.10 fileurl
	"http://h/%zz/second-example-of-rule", // a second example of the same failure: the first is kept
}

func addAll(t *testing.T, a *Aggregate, file int, lines []string) {
	t.Helper()
	for i, l := range lines {
		a.Add(Line{File: file, Number: int64(i + 1), Text: l})
	}
}

func jsonOf(t *testing.T, r *Report) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, r.WriteJSON(&b))
	return b.String()
}

// TestCountsAgainstValidate: the counts of a survey are those computed
// independently, line by line, with semantic.Validate.
func TestCountsAgainstValidate(t *testing.T) {
	a, err := New(Config{Files: []string{"corpus"}})
	require.NoError(t, err)
	addAll(t, a, 0, corpus)
	r := a.Report(0)

	assert.EqualValues(t, len(corpus), r.Lines)
	assert.EqualValues(t, 1, r.Blank)
	assert.EqualValues(t, len(corpus)-1, r.Inputs)
	assert.EqualValues(t, 1, r.InvalidUTF8)
	assert.EqualValues(t, 0, r.LengthErrors)
	require.Len(t, r.Dialects, len(semantic.Dialects()))

	verdicts := map[string][]error{} // per dialect, per line
	for i, d := range semantic.Dialects() {
		dr := r.Dialects[i]
		require.Equal(t, d.ID(), dr.Dialect, "date order")
		valid := 0
		fails := map[Failure]int64{}
		first := map[Failure]int{}
		for n, l := range corpus {
			if l == "" {
				continue
			}
			err := semantic.Validate(d, l)
			verdicts[d.ID()] = append(verdicts[d.ID()], err)
			if err == nil {
				valid++
				continue
			}
			var se *semantic.Error
			require.True(t, errors.As(err, &se))
			kind := KindSyntax
			if se.Reason != "" {
				kind = KindProse
			}
			f := Failure{Kind: kind, Rule: se.Rule, Section: se.Section, Reason: se.Reason}
			if fails[f] == 0 {
				first[f] = n + 1
			}
			fails[f]++
		}
		assert.EqualValues(t, valid, dr.Valid, d.ID())
		assert.EqualValues(t, len(corpus)-1-valid, dr.Invalid, d.ID())
		assert.InDelta(t, float64(valid)/float64(len(corpus)-1), dr.ValidShare, 1e-12, d.ID())
		assert.Equal(t, len(fails), dr.FailingRules, d.ID())
		got := map[Failure]int64{}
		for j, f := range dr.Failures {
			got[f.Failure] = f.Count
			assert.EqualValues(t, first[f.Failure], f.Example.Line, "%s %v: the first example in input order", d.ID(), f.Failure)
			assert.Equal(t, corpus[f.Example.Line-1], f.Example.Input)
			assert.Equal(t, "corpus", f.Example.File)
			if j > 0 {
				assert.GreaterOrEqual(t, dr.Failures[j-1].Count, f.Count, "most frequent first")
			}
		}
		assert.Equal(t, fails, got, d.ID())
	}

	// Transitions: consecutive dialects of a lineage, counted from the
	// verdicts above.
	lineage := map[string]string{}
	for _, d := range r.Dialects {
		lineage[d.Dialect] = d.Lineage
	}
	assert.Equal(t, LineageURN, lineage["rfc2141"])
	assert.Equal(t, LineageURN, lineage["rfc2141bis-03"])
	assert.Equal(t, LineageURN, lineage["rfc8141"])
	assert.Equal(t, LineageURI, lineage["rfc3986"])
	assert.Len(t, r.Transitions, len(r.Dialects)-2, "one lineage of 9 and one of 3")
	var names []string
	for _, tr := range r.Transitions {
		names = append(names, tr.From+">"+tr.To)
		lost, gained := 0, 0
		for i := range verdicts[tr.From] {
			from, to := verdicts[tr.From][i], verdicts[tr.To][i]
			switch {
			case from == nil && to != nil:
				lost++
			case from != nil && to == nil:
				gained++
			}
		}
		assert.EqualValues(t, lost, tr.ValidToInvalid, names[len(names)-1])
		assert.EqualValues(t, gained, tr.InvalidToValid, names[len(names)-1])
		from, err := semantic.ParseDialect(tr.From)
		require.NoError(t, err)
		to, err := semantic.ParseDialect(tr.To)
		require.NoError(t, err)
		var sum int64
		for _, f := range tr.BecameInvalid {
			sum += f.Count
			assert.Error(t, semantic.Validate(to, f.Example.Input))
			assert.NoError(t, semantic.Validate(from, f.Example.Input))
		}
		assert.EqualValues(t, lost, sum)
	}
	assert.Contains(t, names, "rfc2141>rfc2141bis-03")
	assert.Contains(t, names, "rfc2141bis-03>rfc8141")
	assert.Contains(t, names, "rfc2396bis-01>rfc3986")
	assert.Contains(t, names, "rfc3986>rfc3987")
	assert.NotContains(t, names, "rfc1808>rfc2141", "no transition across lineages")
}

// TestMergeAnySplit: the aggregate of the corpus split into parts, each
// part's lines added in any order, merged in any order and grouping, has
// the JSON of the aggregate of the whole.
func TestMergeAnySplit(t *testing.T) {
	files := []string{"one", "two"}
	whole, err := New(Config{Files: files})
	require.NoError(t, err)
	var all []Line
	for f := range files {
		for i, l := range corpus {
			all = append(all, Line{File: f, Number: int64(i + 1), Text: l})
		}
	}
	for _, l := range all {
		whole.Add(l)
	}
	want := jsonOf(t, whole.Report(3))

	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 50 {
		k := 1 + rng.IntN(6)
		parts := make([]*Aggregate, k)
		for i := range parts {
			parts[i], err = New(Config{Files: files})
			require.NoError(t, err)
		}
		for _, i := range rng.Perm(len(all)) {
			parts[rng.IntN(k)].Add(all[i])
		}
		// Merge in a random order, pairing random neighbours (a random tree).
		for len(parts) > 1 {
			i := rng.IntN(len(parts) - 1)
			require.NoError(t, parts[i].Merge(parts[i+1]))
			parts = append(parts[:i+1], parts[i+2:]...)
		}
		require.Equal(t, want, jsonOf(t, parts[0].Report(3)), "trial %d", trial)
	}
}

// TestMergeRefusesOtherSurveys: aggregates of other dialects or files do
// not merge.
func TestMergeRefusesOtherSurveys(t *testing.T) {
	a, err := New(Config{Files: []string{"a"}})
	require.NoError(t, err)
	b, err := New(Config{Files: []string{"b"}})
	require.NoError(t, err)
	assert.ErrorContains(t, a.Merge(b), "other files")
	c, err := New(Config{Files: []string{"a"}, Dialects: []semantic.Dialect{semantic.RFC3986}})
	require.NoError(t, err)
	assert.ErrorContains(t, a.Merge(c), "other dialects")
}

// TestDialectSubset: a subset is surveyed in date order, once each, and its
// transitions are between consecutive members of the subset.
func TestDialectSubset(t *testing.T) {
	a, err := New(Config{Dialects: []semantic.Dialect{semantic.RFC3986, semantic.RFC1738, semantic.RFC8141, semantic.RFC3986}})
	require.NoError(t, err)
	addAll(t, a, 0, corpus)
	r := a.Report(DefaultTop)
	var ids []string
	for _, d := range r.Dialects {
		ids = append(ids, d.Dialect)
	}
	assert.Equal(t, []string{"rfc1738", "rfc3986", "rfc8141"}, ids)
	require.Len(t, r.Transitions, 1)
	tr := r.Transitions[0]
	assert.Equal(t, []string{"uri", "rfc1738", "rfc3986"}, []string{tr.Lineage, tr.From, tr.To})
	// "~" (RFC 3986 §2.3 unreserved) twice, "#frag" (§3.5) and "[::1]"
	// (§3.2.2) become valid; "foo:?q" and "mailto:a@b" are RFC 1738 §5
	// genericurls already.
	assert.EqualValues(t, 0, tr.ValidToInvalid)
	assert.EqualValues(t, 4, tr.InvalidToValid)
}

// TestLengthErrorsAndUTF8: a line cut at the reader's limit is a length
// error under every dialect, not validated; a sequence split by the cut is
// not counted as invalid UTF-8.
func TestLengthErrorsAndUTF8(t *testing.T) {
	a, err := New(Config{Files: []string{"f"}})
	require.NoError(t, err)
	a.Add(Line{Number: 1, Text: "http://h/" + strings.Repeat("a", 20), Length: 5000})
	a.Add(Line{Number: 2, Text: "http://h/\xc3", Length: 100}) // the first byte of "é", cut
	a.Add(Line{Number: 3, Text: "http://h/\xc3"})              // not cut: invalid UTF-8
	r := a.Report(0)
	assert.EqualValues(t, 2, r.LengthErrors)
	assert.EqualValues(t, 1, r.InvalidUTF8)
	for _, d := range r.Dialects {
		require.NotEmpty(t, d.Failures)
		var length *FailureCount
		for i := range d.Failures {
			if d.Failures[i].Kind == KindLength {
				length = &d.Failures[i]
			}
		}
		require.NotNil(t, length, d.Dialect)
		assert.EqualValues(t, 2, length.Count)
		assert.EqualValues(t, 1, length.Example.Line)
		assert.Equal(t, 5000, length.Example.InputLength)
		assert.Equal(t, 29, length.Example.Offset, "the first byte beyond the kept bytes")
	}
	inv := r.Dialects[len(r.Dialects)-1].Failures // rfc8141: every line fails
	for _, f := range inv {
		if f.Example.Line == 3 {
			assert.Equal(t, []byte("http://h/\xc3"), f.Example.InputBytes, "exact bytes of an input that is not UTF-8")
		}
	}
}

// TestExampleMax: an example keeps at most ExampleMax bytes and the length.
func TestExampleMax(t *testing.T) {
	a, err := New(Config{Dialects: []semantic.Dialect{semantic.RFC3986}})
	require.NoError(t, err)
	long := "http://h/" + strings.Repeat("a", 3000) + " "
	a.Add(Line{Number: 1, Text: long})
	f := a.Report(0).Dialects[0].Failures[0]
	assert.Len(t, f.Example.Input, ExampleMax)
	assert.Equal(t, len(long), f.Example.InputLength)
	assert.Equal(t, len(long)-1, f.Example.Offset)
	assert.True(t, strings.HasSuffix(Show(f.Example.Input, f.Example.InputLength), "…[+2890 bytes]"))
}

// externalRef finds a reference the browser would load: src or href to a
// URL with a scheme, url(...) in styles, @import.
var externalRef = regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?\s*(https?:|//)|url\(\s*["']?\s*(https?:|//)|@import`)

// TestHTMLSelfContained: the HTML report loads nothing: no reference to
// http(s), no script; its charts are inline SVG.
func TestHTMLSelfContained(t *testing.T) {
	a, err := New(Config{Files: []string{"corpus"}})
	require.NoError(t, err)
	addAll(t, a, 0, append(corpus, `http://h/"><script src="http://x/y.js"></script>`))
	var b bytes.Buffer
	require.NoError(t, a.Report(DefaultTop).WriteHTML(&b))
	page := b.String()
	assert.True(t, strings.HasPrefix(page, "<!DOCTYPE html>"))
	assert.NotRegexp(t, externalRef, page)
	assert.NotContains(t, strings.ToLower(page), "<script", "an input is escaped, never markup")
	assert.Equal(t, 2, strings.Count(page, "<svg "), "the bar chart and the heat map")
	assert.Contains(t, page, "rfc3986")
	assert.Regexp(t, externalRef, `<img src="https://x/y.png">`, "the pattern finds what it must")
}

// TestText: the text report names the totals, each dialect and the
// transitions, with the examples.
func TestText(t *testing.T) {
	a, err := New(Config{Files: []string{"corpus"}, Dialects: []semantic.Dialect{semantic.RFC2396, semantic.RFC3986}})
	require.NoError(t, err)
	addAll(t, a, 0, corpus)
	var b bytes.Buffer
	require.NoError(t, a.Report(2).WriteText(&b))
	out := b.String()
	assert.Contains(t, out, "16 lines in 1 file: 15 inputs, 1 blank, 0 length errors, 1 invalid UTF-8\n")
	assert.Contains(t, out, "uri: rfc2396 -> rfc3986: ")
	assert.Contains(t, out, "corpus:9: http://h/%zz\n")
	assert.Contains(t, out, `corpus:10: http://h/\xFF`)
}

// TestStateRoundTrip: the state of an aggregate survives encoding/json (as
// a Beam accumulator would travel), exact bytes included, and merges after
// it as before.
func TestStateRoundTrip(t *testing.T) {
	files := []string{"f"}
	a, err := New(Config{Files: files})
	require.NoError(t, err)
	addAll(t, a, 0, corpus[:8])
	b, err := New(Config{Files: files})
	require.NoError(t, err)
	for i, l := range corpus[8:] {
		b.Add(Line{Number: int64(9 + i), Text: l})
	}
	b.Add(Line{Number: 100, Text: "http://h/", Length: 5000})

	enc, err := json.Marshal(b)
	require.NoError(t, err)
	var back Aggregate
	require.NoError(t, json.Unmarshal(enc, &back))
	assert.Equal(t, jsonOf(t, b.Report(0)), jsonOf(t, back.Report(0)))
	again, err := json.Marshal(&back)
	require.NoError(t, err)
	assert.Equal(t, string(enc), string(again), "deterministic")
	assert.Contains(t, string(enc), `"input":"aHR0cDovL2gv/w=="`, "exact bytes of http://h/\\xff")

	want, err := New(Config{Files: files})
	require.NoError(t, err)
	require.NoError(t, want.Merge(a))
	require.NoError(t, want.Merge(b))
	require.NoError(t, a.Merge(&back))
	assert.Equal(t, jsonOf(t, want.Report(0)), jsonOf(t, a.Report(0)))

	assert.Error(t, json.Unmarshal([]byte(`{"dialects":["nope"]}`), &back))
	assert.Error(t, json.Unmarshal([]byte(`{"dialects":["rfc3986"],"valid":[1,2]}`), &back))
}
