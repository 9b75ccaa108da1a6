package abnfkit_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/abnfkit"
)

// seeds adds the grammars of record (grammar/*/*.abnf) and a few hostile
// shapes to f.
func seeds(f *testing.F) {
	files, err := filepath.Glob("../*/*.abnf")
	require.NoError(f, err)
	for _, p := range files {
		src, err := os.ReadFile(p)
		require.NoError(f, err)
		f.Add(src)
	}
	for _, s := range []string{
		memoGrammar,
		"p = \"(\" *p \")\"\n",
		"a = 1000000000\"x\"\n",
		"a = b b\nb = c c\nc = d d\nd = \"x\" / \"y\"\n",
		"a = *(\"a\" / \"b\") \"a\" 12(\"a\" / \"b\")\n",
		"a = <prose> / b\n",
		"a = %x0-FFFFFFFF\n",
		"a = [ a ] \"x\"\n",
	} {
		f.Add([]byte(s))
	}
}

// FuzzRead: the reader and the lint never panic; an error has a position
// inside the file.
func FuzzRead(f *testing.F) {
	seeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		g, err := abnfkit.Parse("fuzz.abnf", src)
		if err != nil {
			var e *abnf.Error
			require.ErrorAs(t, err, &e)
			require.LessOrEqual(t, e.Pos.Offset, len(src))
			return
		}
		for _, fd := range g.Lint() {
			require.Equal(t, "fuzz.abnf", fd.File)
		}
	})
}

// FuzzCompile: compiling, matching and sampling the first rules of any
// grammar never panic, stay within small limits, and the samples get the
// verdicts they claim.
func FuzzCompile(f *testing.F) {
	seeds(f)
	opt := abnfkit.Options{MaxStates: 2000, Timeout: time.Second}
	f.Fuzz(func(t *testing.T, src []byte) {
		g, err := abnfkit.Parse("fuzz.abnf", src)
		if err != nil {
			return
		}
		rules := g.Rules()
		if len(rules) > 3 {
			rules = rules[:3]
		}
		for _, r := range rules {
			m, err := g.NewMatcher(r, opt)
			if err != nil {
				continue
			}
			pos, _ := m.Samples(3, false)
			for _, in := range pos {
				require.NoError(t, m.Check(in), "%s %q", r, in)
			}
			neg, _ := m.Samples(3, true)
			for _, in := range neg {
				require.Error(t, m.Check(in), "%s %q", r, in)
			}
			_ = m.Check(string(src[:min(len(src), 16)]))
		}
	})
}
