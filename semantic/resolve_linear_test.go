package semantic

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The linear dot-segment removals (resolve_buffer.go, removeDotElementsURLDraft1993,
// dotElementsRFC1630)
// against the removals as the texts word them (resolve_literal_test.go): on
// the buffers of the texts' own examples, on the buffers of every corpus
// resolve vector, on generated paths, and under the fuzzer. The functions
// are total functions of a string, so equal results on a string are equal
// resolutions of every reference whose buffer it is.

// resolvePair is a "kind": "resolve" vector of any corpus file.
type resolvePair struct {
	dialect, base, ref string
}

// corpusResolvePairs reads the resolve vectors of every corpus file: the
// project's (conformance/testdata), the copied third-party files and those
// of ../shared/corpora when it is there.
func corpusResolvePairs(t testing.TB) []resolvePair {
	t.Helper()
	var out []resolvePair
	for _, v := range corpusVectors(t) {
		if v.Kind == "resolve" {
			out = append(out, resolvePair{v.Dialect, v.Base, v.Input})
		}
	}
	require.NotEmpty(t, out)
	return out
}

// mergeBuffers are the buffers a resolution of ref against base can hand to
// the dot-segment removals: the merged paths of url-syntax-05 §5.2 step 6
// (with the query, step 6c), RFC 2396 §5.2 step 6, rfc2396bis-01 merge
// steps 1-2, RFC 1808 §4 step 6, the partial form of the 1993 draft, and
// each path alone (the components come from the Appendix B split, which is
// no dialect's but gives every shape).
func mergeBuffers(base, ref string) []string {
	b, r := appendixBTexts(base), appendixBTexts(ref)
	bp, rp := deref(b.Path), deref(r.Path)
	kept := allButLastSegment(bp)
	out := []string{bp, rp, ref, kept + rp, "/" + rp, kept + ref}
	if r.Query != nil {
		out = append(out, kept+rp+"?"+*r.Query)
	}
	return out
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// checkLinearDotSegments asserts that the linear removals give the literal
// results on buf, alone and after the steps that precede them (url-syntax-05
// §5.2 steps 6d-6e, rfc2396bis-01 merge steps 3-4; the 1993 "/." pass).
func checkLinearDotSegments(t testing.TB, buf string) {
	t.Helper()
	assert.Equal(t, literalRemoveSegmentDotDotSlash(buf), removeSegmentDotDotSlash(buf), "6f on %q", buf)
	pre := removeTrailingDot(removeDotSlash(buf))
	assert.Equal(t, literalRemoveSegmentDotDotSlash(pre), removeSegmentDotDotSlash(pre), "6d-6f on %q", buf)
	assert.Equal(t, literalRemoveDotElements1993(buf), removeDotElementsURLDraft1993(buf), "1993 on %q", buf)
	assert.Equal(t, literalRFC1630DotElements(buf), dotElementsRFC1630(buf), "rfc1630 on %q", buf)
}

// TestLinearDotSegmentsTextExamples: the buffers of url-syntax-05 Appendix C,
// rfc2396bis-01 Appendix C (whose references are those of RFC 2396 Appendix
// C and RFC 1808 §5) against their base, and of the rows of
// TestRemoveDotElements1993 and TestStringBufferSteps.
func TestLinearDotSegmentsTextExamples(t *testing.T) {
	n := 0
	for _, list := range [][]resolveExample{urlSyntax05AppendixC, rfc2396bis01AppendixC, rfc2396bis01AppendixCNonValidating} {
		for _, ex := range list {
			for _, buf := range mergeBuffers(resolveAppendixCBase, ex.ref) {
				checkLinearDotSegments(t, buf)
				n++
			}
		}
	}
	// The buffers that show the order of the removals (§5.2 step 6f:
	// "leftmost matching pattern"; §Partial-form: "recursively removed").
	for _, buf := range []string{
		"/b/c/../g", "/b/c/../../g", "/b/c/../../../g", "/../../g", "/a//../b", "a/../b",
		"a/..//../b", "a/..//b/../c", "x/y//../z", "/a/./././b", "/a/./..", "/a/../..", "/a/b/../../c",
		"..//../a", "a/../", "a/../..", "/..", "..", "", "/", "//", "//../x", "a/b/../../../c/..",
		"/b/c/g?y/../x", "/b/c/g?y/./x", "g;x=1/../y",
	} {
		checkLinearDotSegments(t, buf)
		n++
	}
	t.Logf("%d buffers", n)
}

// TestLinearDotSegmentsCorpus: the buffers of every resolve vector of every
// corpus.
func TestLinearDotSegmentsCorpus(t *testing.T) {
	pairs := corpusResolvePairs(t)
	for _, p := range pairs {
		for _, buf := range mergeBuffers(p.base, p.ref) {
			checkLinearDotSegments(t, buf)
		}
	}
	t.Logf("%d resolve vectors", len(pairs))
}

// dotPathPieces are what the generated paths are made of: segments that are
// or are not "." and "..", empty ones, and pieces of a query with "/" and
// dots (url-syntax-05 step 6c and the 1993 "?search" put the query into the
// buffer).
var dotPathPieces = []string{".", "..", "", "a", "b", "...", ".a", "a.", "..a", "g?y", "?", "?..", "y/..", "%2e", ";p", "?x/./y"}

// randomDotPath builds a path of up to 12 pieces joined by "/", with or
// without a leading and a trailing "/".
func randomDotPath(r *rand.Rand) string {
	var b strings.Builder
	if r.IntN(2) == 0 {
		b.WriteByte('/')
	}
	for i := range r.IntN(13) {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(dotPathPieces[r.IntN(len(dotPathPieces))])
	}
	if r.IntN(4) == 0 {
		b.WriteByte('/')
	}
	return b.String()
}

// TestLinearDotSegmentsGenerated: generated paths (randomDotPath), with a
// fixed seed.
func TestLinearDotSegmentsGenerated(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		checkLinearDotSegments(t, randomDotPath(r))
	}
}

// FuzzDotSegments compares the linear removals with the literal ones on any
// buffer, seeded with the generated paths and the example buffers.
func FuzzDotSegments(f *testing.F) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		f.Add(randomDotPath(r))
	}
	for _, ex := range urlSyntax05AppendixC {
		for _, buf := range mergeBuffers(resolveAppendixCBase, ex.ref) {
			f.Add(buf)
		}
	}
	f.Fuzz(func(t *testing.T, buf string) {
		checkLinearDotSegments(t, buf)
	})
}

// corpusVector is a vector of any kind of any corpus file.
type corpusVector struct {
	Kind, Dialect, Input, Base, Expected, A, B, Level, Rule string
}

// corpusVectors reads every vector of every corpus file (the files of
// corpusResolvePairs).
func corpusVectors(t testing.TB) []corpusVector {
	t.Helper()
	var out []corpusVector
	for _, glob := range []string{
		filepath.Join("..", "conformance", "testdata", "*.jsonl"),
		filepath.Join("..", "conformance", "testdata", "thirdparty", "*.jsonl"),
		filepath.Join(resolveCorpusDir, "*.jsonl"),
	} {
		files, err := filepath.Glob(glob)
		require.NoError(t, err)
		for _, name := range files {
			f, err := os.Open(name)
			require.NoError(t, err)
			sc := bufio.NewScanner(f)
			sc.Buffer(make([]byte, 64*1024), 1<<20)
			for sc.Scan() {
				if strings.TrimSpace(sc.Text()) == "" {
					continue
				}
				var v struct {
					Kind     string `json:"kind"`
					Dialect  string `json:"dialect"`
					Input    string `json:"input"`
					Base     string `json:"base"`
					Expected string `json:"expected"`
					A        string `json:"a"`
					B        string `json:"b"`
					Level    string `json:"level"`
					Rule     string `json:"rule"`
				}
				require.NoError(t, json.Unmarshal(sc.Bytes(), &v), "%s: %s", name, sc.Text())
				out = append(out, corpusVector(v))
			}
			require.NoError(t, sc.Err())
			require.NoError(t, f.Close())
		}
	}
	return out
}
