package semantic

import (
	"bufio"
	"encoding/json"
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// relativizing returns the dialects that define a relative form, but
// whatwg-url: its resolution is the URL Standard's parser, whose targets are
// serializations ("//g" gives "http://g/"), and the standard defines no
// relativization, so the shortest-reference claims of these tests are not
// made for it.
func relativizing(t *testing.T) []Dialect {
	t.Helper()
	var out []Dialect
	for _, d := range Dialects() {
		info, err := Info(d)
		require.NoError(t, err)
		if info.Resolution.Defined && d.ID() != "whatwg-url" {
			out = append(out, d)
		}
	}
	require.Len(t, out, 8, "url-draft-1993, rfc1630, rfc1808, url-syntax-05, rfc2396, rfc2396bis-01, rfc3986, rfc3987")
	return out
}

// TestRelativizeSpecExamples inverts the examples of RFC 3986 §5.4.1 (the
// same base in RFC 2396 Appendix C, url-syntax-05 Appendix C and RFC 1808
// §5.1): the shortest reference that gives each target, per dialect. The
// vectors stay in this table: the corpora format (../shared/corpora
// README.md) has no kind for relativization.
func TestRelativizeSpecExamples(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	tests := []struct {
		target string
		want   map[Dialect]string // the reference per dialect; "*" the others
		all    string
	}{
		// §5.4.1 "g" = "http://a/b/c/g".
		{target: "http://a/b/c/g", all: "g"},
		// §5.4.1 "g?y#s"; below, "#s" = "http://a/b/c/d;p?q#s" (the
		// current document with a fragment, erratum R1 of url-syntax-05
		// and rfc2396bis-01).
		{target: "http://a/b/c/g?y#s", all: "g?y#s"},
		// The base itself: the empty reference. url-draft-1993 and rfc1630
		// resolve "" and "#s" against the base's directory
		// ("http://a/b/c/", "http://a/b/c/#s"), so their shortest is the
		// last part of the string; rfc1630's partial-address admits no ";"
		// (xpalphas), so there only the target itself reaches it.
		{target: "http://a/b/c/d;p?q#s", all: "#s", want: map[Dialect]string{
			URLDraft1993: "d;p?q#s", RFC1630: "http://a/b/c/d;p?q#s"}},
		{target: base, all: "", want: map[Dialect]string{URLDraft1993: "d;p?q", RFC1630: base}},
		// §5.4.1 "?y" = "http://a/b/c/d;p?y"; url-syntax-05 §5.2 step 5
		// and RFC 2396 §5.2 step 6 merge it with the directory
		// (Appendix C: "?y" = "http://a/b/c/?y"), so "d;p?y" is shortest.
		{target: "http://a/b/c/d;p?y", all: "?y", want: map[Dialect]string{
			URLSyntax05: "d;p?y", RFC2396: "d;p?y", URLDraft1993: "d;p?y", RFC1630: "http://a/b/c/d;p?y"}},
		// §5.4.1 ".." = "http://a/b/"; url-draft-1993 reads ".." as
		// "http://a/b" and rfc1630 keeps it ("http://a/b/c/.."): "../"
		// there.
		{target: "http://a/b/", all: "..", want: map[Dialect]string{URLDraft1993: "../", RFC1630: "../"}},
		// §5.4.1 "/g" is shorter than "../../g".
		{target: "http://a/g", all: "/g"},
		// §5.4.1 "//g".
		{target: "http://g", all: "//g"},
		// RFC 1808 §5.1 ";x" = "http://a/b/c/d;x" (§4 step 5: the params
		// replace the base's); RFC 2396 and later give "http://a/b/c/;x".
		{target: "http://a/b/c/d;x", all: "d;x", want: map[Dialect]string{RFC1808: ";x", RFC1630: "http://a/b/c/d;x"}},
		// §5.4.1 "g:h": another scheme is the target itself.
		{target: "g:h", all: "g:h"},
	}
	for _, d := range relativizing(t) {
		for _, tt := range tests {
			want, ok := tt.want[d]
			if !ok {
				want = tt.all
			}
			got, err := Relativize(d, base, tt.target)
			if !assert.NoError(t, err, "%s %s", d, tt.target) {
				continue
			}
			assert.Equal(t, want, got, "%s %s", d, tt.target)
			back, err := Resolve(d, base, got)
			require.NoError(t, err)
			assert.Equal(t, tt.target, back, "%s %q", d, got)
		}
	}
}

// TestRelativizeErrors: a dialect without a relative form, invalid inputs,
// an unreachable target and options Resolve does not take are errors that
// say so.
func TestRelativizeErrors(t *testing.T) {
	for _, d := range []Dialect{RFC1738, RFC2141, RFC2141bis03, RFC8141} {
		_, err := Relativize(d, "urn:a:b", "urn:a:c")
		assert.ErrorIs(t, err, ErrNoRelativeForm, "%s", d)
	}
	_, err := Relativize(RFC3986, "http://a b/", "http://a/")
	var re *OpError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, OpRelativize, re.Op)
	assert.Equal(t, RoleBase, re.Role)
	assert.Equal(t, "http://a/", re.Target)
	assert.Equal(t, "", re.Ref)
	var se *Error
	require.ErrorAs(t, err, &se)
	assert.Equal(t, 8, se.Offset)
	assert.Equal(t, `relativizing "http://a/" against "http://a b/": invalid base: `+se.Error(), err.Error())

	_, err = Relativize(RFC3986, "http://a/", "http://a/%zz")
	require.ErrorAs(t, err, &re)
	assert.Equal(t, RoleTarget, re.Role)
	require.ErrorAs(t, err, &se)
	assert.Equal(t, 10, se.Offset)

	// RFC 3986 §5.2.2 removes the dot segments of an absolute reference:
	// no reference gives a target that has some.
	_, err = Relativize(RFC3986, "http://a/", "http://a/b/../c")
	require.ErrorAs(t, err, &re)
	assert.Equal(t, RoleTarget, re.Role)
	assert.ErrorIs(t, err, ErrUnreachable)
	// RFC 1808 §4 step 2b leaves them in an absolute URL (step 2a: it "is
	// interpreted as an absolute URL").
	// (a relative path has them removed, step 6, so the absolute path is
	// the shortest).
	got, err := Relativize(RFC1808, "http://a/", "http://a/b/../c")
	require.NoError(t, err)
	assert.Equal(t, "/b/../c", got)

	_, err = Relativize(RFC3986, "http://a/", "http://a/", WithLevel("syntax"))
	assert.EqualError(t, err, "option WithLevel does not apply to Relativize")
	_, err = Relativize(RFC1808, "http://a/", "http://a/", WithValidating(false))
	assert.EqualError(t, err, "WithValidating is not offered by rfc1808: its resolution text gives no such choice")
	_, err = Relativize(Dialect{}, "http://a/", "http://a/")
	assert.ErrorIs(t, err, ErrUnknownDialect)

	_, err = Relativize(RFC3986, "http://a/", "http://a/bcd", WithMaxLength(10))
	require.ErrorAs(t, err, &re)
	assert.Equal(t, RoleTarget, re.Role)
	var le *LengthError
	require.ErrorAs(t, err, &le)
	assert.Equal(t, 12, le.Length)
}

// TestRelativizeOptions: the options go to every resolution, so the
// reference is the shortest under that reading of the text.
func TestRelativizeOptions(t *testing.T) {
	// RFC 3986 §5.2.2: a strict parser keeps "http:g" as it is; a
	// non-strict one reads it as "g", so no reference gives "http:g".
	got, err := Relativize(RFC3986, "http://a/b/c/d;p?q", "http:g")
	require.NoError(t, err)
	assert.Equal(t, "http:g", got)
	_, err = Relativize(RFC3986, "http://a/b/c/d;p?q", "http:g", WithValidating(false))
	assert.ErrorIs(t, err, ErrUnreachable)
	// rfc2396bis-01 §5.2: an absolute path is not merged, so merge step 7
	// does not apply to it: "/../g" gives "http://a/../g" whatever
	// WithLeadingDots says, and is shorter than "../../../g".
	for _, l := range []LeadingDots{RetainLeadingDots, RemoveLeadingDots, RejectLeadingDots} {
		got, err = Relativize(RFC2396bis01, "http://a/b/c/d;p?q", "http://a/../g", WithLeadingDots(l))
		require.NoError(t, err)
		assert.Equal(t, "/../g", got)
	}
	// RFC 6874 zone identifiers: the base and the reference as
	// URI-6874 and URI-reference-6874.
	got, err = Relativize(RFC3986, "http://[fe80::1%25eth0]/a/b", "http://[fe80::1%25eth0]/a/c", WithRule("URI-reference-6874"))
	require.NoError(t, err)
	assert.Equal(t, "c", got)
}

// TestRelativizeCorpus is the property of Relativize on every resolve
// vector of conformance/testdata (the project's and the third-party copies)
// and of ../shared/corpora: under every dialect with a relative form, for
// every base and reference the dialect resolves to a target, Relativize
// finds a reference, no longer than the target nor than that reference,
// that resolves to it; and
// for the vector's own expected target, whenever Relativize answers, its
// answer resolves to it.
func TestRelativizeCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "conformance", "testdata", "*.jsonl"))
	require.NoError(t, err)
	third, err := filepath.Glob(filepath.Join("..", "conformance", "testdata", "thirdparty", "*.jsonl"))
	require.NoError(t, err)
	shared, err := filepath.Glob(filepath.Join(resolveCorpusDir, "*.jsonl"))
	require.NoError(t, err)
	files = append(append(files, third...), shared...)
	var vectors []resolveVector
	for _, name := range files {
		f, err := os.Open(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		require.NoError(t, err)
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			var v resolveVector
			require.NoError(t, json.Unmarshal(sc.Bytes(), &v), "%s", name)
			if v.Kind == "resolve" {
				vectors = append(vectors, v)
			}
		}
		require.NoError(t, sc.Err())
		f.Close()
	}
	require.Greater(t, len(vectors), 400, "the project's and the third-party resolve vectors")
	reached := 0
	for _, d := range relativizing(t) {
		for _, v := range vectors {
			if target, err := Resolve(d, v.Base, v.Input); err == nil {
				checkRelativize(t, d, v.Base, target, true)
				// Shortest: never longer than the vector's own reference.
				if ref, err := Relativize(d, v.Base, target); err == nil {
					assert.LessOrEqual(t, len(ref), len(v.Input), "%s: %q from %q: %q is longer than %q", d, target, v.Base, ref, v.Input)
				}
				reached++
			}
			checkRelativize(t, d, v.Base, v.Expected, false)
		}
	}
	t.Logf("%d vectors, %d targets reached", len(vectors), reached)
}

// checkRelativize checks the property of Relativize for base and target
// under d: an answer resolves to target and is no longer; reachable says
// that some reference resolves to target, so there must be an answer.
func checkRelativize(t *testing.T, d Dialect, base, target string, reachable bool) {
	t.Helper()
	ref, err := Relativize(d, base, target)
	if err != nil {
		assert.False(t, reachable, "%s: %q from %q: %v", d, target, base, err)
		return
	}
	assert.LessOrEqual(t, len(ref), len(target), "%s: %q from %q: %q", d, target, base, ref)
	got, err := Resolve(d, base, ref)
	if assert.NoError(t, err, "%s: %q from %q: %q", d, target, base, ref) {
		assert.Equal(t, target, got, "%s: %q from %q: %q", d, target, base, ref)
	}
}

// TestRelativizeRandom is the same property on pairs drawn from the parts
// that matter to resolution: schemes, authorities, segments with dots,
// colons, params and empty ones, queries and fragments (a fixed seed, so a
// failure repeats).
func TestRelativizeRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 3986))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	path := func() string {
		var b strings.Builder
		for n := rng.IntN(5); n > 0; n-- {
			b.WriteString(pick("/", "a/", "b/", "./", "../", "c;p/", "x:y/", "//"))
		}
		b.WriteString(pick("", "g", "d;p", ".", "..", "e:f", "h;x=1/2"))
		return b.String()
	}
	gen := func(absolute bool) string {
		var b strings.Builder
		if absolute || rng.IntN(4) == 0 {
			b.WriteString(pick("http:", "ftp:", "f:"))
		}
		if rng.IntN(2) == 0 {
			b.WriteString("//" + pick("a", "b", "", "u@a:80"))
			if p := path(); p != "" && p[0] != '/' {
				b.WriteString("/")
			}
		}
		b.WriteString(path())
		if rng.IntN(3) == 0 {
			b.WriteString("?" + pick("", "q", "y/../z", "a=/b"))
		}
		if !absolute && rng.IntN(3) == 0 {
			b.WriteString("#" + pick("", "s", "/t"))
		}
		return b.String()
	}
	n := 3000
	if testing.Short() {
		n = 300
	}
	reached := 0
	for _, d := range relativizing(t) {
		for range n {
			base, ref := gen(true), gen(false)
			if target, err := Resolve(d, base, ref); err == nil {
				checkRelativize(t, d, base, target, true)
				reached++
			}
			checkRelativize(t, d, base, gen(true), false)
		}
	}
	t.Logf("%d targets reached", reached)
	assert.Greater(t, reached, n, "the generator gives pairs the dialects resolve")
}

// TestRelativizeLinear: the forms tried are at most 28 whatever the depth
// of the paths, none longer than the target, none built before it is tried,
// and a 1 MB path is relativized in a few resolutions.
func TestRelativizeLinear(t *testing.T) {
	deep := "http://a" + strings.Repeat("/s", 1<<19)
	b, tg := deep+"/x", deep+"/y?q#f"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	forms := relativeForms(b, tg)
	runtime.ReadMemStats(&after)
	assert.LessOrEqual(t, len(forms), 28)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(64<<10), "a form's pieces, not its string")
	for i, f := range forms {
		assert.Less(t, f.n, len(deep)+6)
		assert.Equal(t, f.n, len(f.String()))
		if i > 0 {
			assert.Negative(t, compareForms(forms[i-1], f), "sorted, no duplicates")
		}
	}
	got, err := Relativize(RFC3986, deep+"/x", deep+"/y?q#f")
	require.NoError(t, err)
	assert.Equal(t, "y?q#f", got)
	got, err = Relativize(RFC3986, deep+"/x", "http://a/y")
	require.NoError(t, err)
	assert.Equal(t, "/y", got)
}
