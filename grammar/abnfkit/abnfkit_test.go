package abnfkit_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc3986"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/abnfkit"
	"github.com/urispec/urispec/grammar/compiler"
	"github.com/urispec/urispec/semantic"
)

// TestErrors: bad input is an error with its position, never a panic.
func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		rule string
		want string // the whole error
	}{
		// RFC 5234 §4: elements of a concatenation are separated by whitespace.
		{name: "syntax", src: "a = \"x\"\"y\"\n", want: "t.abnf:1:8: elements must be separated by whitespace (RFC 5234 §4: concatenation = repetition *(1*c-wsp repetition)) (offset 7)"},
		// RFC 5234 §2.2: a rule name must be defined.
		{name: "undefined", src: "a = \"x\" b\n", rule: "a", want: "t.abnf:1:9: rule a: refers to undefined rule b"},
		// RFC 5234 §4 prose-val: neither an automaton nor the oracle runs it.
		{name: "prose", src: "a = \"x\" <any text>\n", rule: "a", want: "t.abnf:1:9: rule a: prose-val <any text> cannot be compiled to an automaton"},
		{name: "no such rule", src: "a = \"x\"\nb = a\n", rule: "c", want: `t.abnf: no rule "c" (rules: a, b)`},
		// A bad rule elsewhere in the file does not stand in the way.
		{name: "prose elsewhere", src: "a = \"x\"\nb = <prose>\n", rule: "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := abnfkit.Parse("t.abnf", []byte(tt.src))
			if err == nil {
				_, err = g.NewMatcher(tt.rule, abnfkit.Options{})
			}
			if tt.want == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

// TestSyntaxErrorPosition: a syntax error is an *abnf.Error with the line.
func TestSyntaxErrorPosition(t *testing.T) {
	_, err := abnfkit.Parse("t.abnf", []byte("a = \"x\"\nb = (\"y\"\n"))
	var e *abnf.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, 2, e.Pos.Line)
}

// TestRead: a file too large is refused before it is parsed.
func TestRead(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.abnf")
	require.NoError(t, os.WriteFile(big, []byte(strings.Repeat(";\n", abnfkit.MaxFileSize/2+1)), 0o644))
	_, err := abnfkit.Read(big)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "more than the 16777216 a grammar file may have")
	_, err = abnfkit.Read(filepath.Join(dir, "missing.abnf"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// TestLintModes: a grammar of record is held to grammar/README.md, a plain
// file to RFC 5234 only.
func TestLintModes(t *testing.T) {
	plain := "uri = scheme \":\" 1*DIGIT\nscheme = ALPHA\nspare = \"x\"\n"
	g, err := abnfkit.Parse("p.abnf", []byte(plain))
	require.NoError(t, err)
	assert.False(t, g.Project)
	assert.Empty(t, g.Lint(), "core rules imported, no pragmas or sections required, no ;@start")
	assert.Equal(t, []string{"DIGIT", "ALPHA"}, g.ABNF.Pragmas.Core)

	// With ;@start, unreachable rules are findings.
	g, err = abnfkit.Parse("p.abnf", []byte(";@start uri\n"+plain))
	require.NoError(t, err)
	var got []string
	for _, f := range g.Lint() {
		got = append(got, f.String())
	}
	assert.Equal(t, []string{"p.abnf:4:1: unreachable: rule spare is not reachable from the ;@start rules"}, got)

	// A grammar of record: everything abnf.Lint says.
	g, err = abnfkit.Parse("r.abnf", []byte(";@dialect x\n"+plain))
	require.NoError(t, err)
	assert.True(t, g.Project)
	assert.Equal(t, abnf.Lint(g.ABNF), g.Lint())
	assert.NotEmpty(t, g.Lint())
}

// TestGrammarsOfRecord: every grammar of the repository lints clean through
// the package, as make lint-grammar says.
func TestGrammarsOfRecord(t *testing.T) {
	files, err := filepath.Glob("../*/*.abnf")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		if filepath.Base(f) != filepath.Base(filepath.Dir(f))+".abnf" {
			continue
		}
		g, err := abnfkit.Read(f)
		require.NoError(t, err)
		assert.True(t, g.Project, f)
		assert.Empty(t, g.Lint(), f)
	}
}

// TestCheck: the verdicts and messages of both engines; the automaton's
// messages are those of the dialect compiled from the same grammar.
func TestCheck(t *testing.T) {
	g, err := abnfkit.Read("../rfc3986/rfc3986.abnf")
	require.NoError(t, err)
	m, err := g.NewMatcher("URI", abnfkit.Options{})
	require.NoError(t, err)
	assert.Equal(t, abnfkit.EngineAutomaton, m.Engine)
	assert.NoError(t, m.Check("http://example.com/a?b#c")) // RFC 3986 §1.1.2
	// The messages semantic gives for rfc3986 (the Abandoned example of
	// semantic.Error among them), the file in place of the dialect.
	for _, in := range []string{"http://a:8a/", "http://a/b c", "1http:", "http://[::1", "http://a/%zz", "x:\x80", ""} {
		err := m.Check(in)
		var e *abnfkit.Error
		require.ErrorAs(t, err, &e, "%q", in)
		assert.Equal(t, abnfkit.EngineAutomaton, e.Engine)
		want := semantic.Validate(semantic.RFC3986, in, semantic.WithRule("URI"))
		require.Error(t, want, "%q", in)
		assert.Equal(t, strings.Replace(want.Error(), "rfc3986:", "../rfc3986/rfc3986.abnf:", 1), err.Error(), "%q", in)
	}

	// Balanced parentheses (RFC 5234 §3.x style recursion): the oracle.
	g, err = abnfkit.Parse("p.abnf", []byte("p = \"(\" *p \")\" ; §1\n"))
	require.NoError(t, err)
	m, err = g.NewMatcher("P", abnfkit.Options{})
	require.NoError(t, err)
	assert.Equal(t, abnfkit.EngineOracle, m.Engine)
	assert.Equal(t, "p", m.Rule())
	assert.ErrorIs(t, m.Why, compiler.ErrNotRegular)
	assert.NoError(t, m.Check("(()())"))
	assert.EqualError(t, m.Check("(()"), `p.abnf: invalid p at offset 3: unexpected end of input, expected ")" or p (in rule p, §1)`)
	assert.EqualError(t, m.Check("(\x01"), `p.abnf: invalid p at offset 1: unexpected control byte 0x01, expected ")" or p (in rule p, §1)`)
	_, err = m.Language()
	assert.ErrorContains(t, err, "rule p has no automaton")
}

// TestLimitFallback: a rule whose automaton would outgrow the limits is
// refused by Compile, naming it, and matched by the oracle.
func TestLimitFallback(t *testing.T) {
	// (a/b)* "a" 16(a/b): the subset construction needs 2^17 states.
	src := "s = *(\"a\" / \"b\") \"a\" 16(\"a\" / \"b\")\n"
	g, err := abnfkit.Parse("s.abnf", []byte(src))
	require.NoError(t, err)
	rs := g.Compile(abnfkit.Options{MaxStates: 500})
	require.Len(t, rs, 1)
	assert.False(t, rs[0].Regular)
	assert.Empty(t, rs[0].Cycle)
	var le *compiler.LimitError
	require.True(t, errors.As(rs[0].Err, &le))
	assert.Equal(t, "s", le.Rule)
	m, err := g.NewMatcher("s", abnfkit.Options{MaxStates: 500})
	require.NoError(t, err)
	assert.Equal(t, abnfkit.EngineOracle, m.Engine)
	assert.NoError(t, m.Check("b"+strings.Repeat("a", 17)))
	assert.Error(t, m.Check(strings.Repeat("b", 17)))
}

// TestSamples: positives are valid, near misses invalid, for both engines.
func TestSamples(t *testing.T) {
	g, err := abnfkit.Parse("t.abnf", []byte("kv = 1*ALPHA \"=\" *DIGIT\nlist = \"(\" [ list ] \")\"\n"))
	require.NoError(t, err)
	for _, rule := range []string{"kv", "list"} {
		m, err := g.NewMatcher(rule, abnfkit.Options{})
		require.NoError(t, err)
		pos, err := m.Samples(0, false)
		require.NoError(t, err)
		require.NotEmpty(t, pos, rule)
		for _, s := range pos {
			assert.NoError(t, m.Check(s), "%s %q", rule, s)
		}
		neg, err := m.Samples(7, true)
		require.NoError(t, err)
		assert.Len(t, neg, 7, rule)
		for _, s := range neg {
			assert.Error(t, m.Check(s), "%s %q", rule, s)
		}
	}
}

// TestDifference: included languages give nothing; RFC 3986's own
// absolute-URI is inside its URI-reference, not the other way.
func TestDifference(t *testing.T) {
	g, err := abnfkit.Read("../rfc3986/rfc3986.abnf")
	require.NoError(t, err)
	m, err := g.NewMatcher("absolute-URI", abnfkit.Options{})
	require.NoError(t, err)
	abs, err := m.Language()
	require.NoError(t, err)
	ref, err := abnfkit.DialectLanguage("rfc3986", rfc3986.Automaton, "URI-reference")
	require.NoError(t, err)
	assert.Empty(t, abnfkit.Difference(abs, ref, 0), "§4.3: absolute-URI is a URI-reference")
	ws := abnfkit.Difference(ref, abs, 1)
	require.Len(t, ws, 1)
	assert.Equal(t, "", ws[0].Input, "the empty relative-ref (§4.2) is the shortest")
	_, err = abnfkit.DialectLanguage("rfc3986", rfc3986.Automaton, "nope")
	assert.ErrorContains(t, err, `rfc3986 has no rule "nope"`)
}

// TestHostile: grammars that would keep the oracle or the sampler for hours
// are refused, with the position of what makes them so.
func TestHostile(t *testing.T) {
	g, err := abnfkit.Parse("h.abnf", []byte("a = 1000000000( [\"x\"] )\nb = 40000\"xy\"\nc = 2000( 2000( [\"x\"] ) )\n"))
	require.NoError(t, err)
	_, err = g.NewMatcher("a", abnfkit.Options{})
	assert.ErrorContains(t, err, "h.abnf:1:5: rule a: its nested repetitions need more than 1048576 iterations; the oracle refuses it")
	assert.ErrorIs(t, err, compiler.ErrLimit)
	_, err = g.NewMatcher("c", abnfkit.Options{})
	assert.ErrorContains(t, err, "h.abnf:3:5: rule c: its nested repetitions")
	// b outgrows 1000 states; the oracle matches it, but its shortest
	// string is longer than the sampler takes from the oracle.
	m, err := g.NewMatcher("b", abnfkit.Options{MaxStates: 1000})
	require.NoError(t, err)
	assert.Equal(t, abnfkit.EngineOracle, m.Engine)
	assert.NoError(t, m.Check(strings.Repeat("xy", 40000)))
	_, err = m.Samples(1, false)
	assert.EqualError(t, err, "h.abnf: rule b: its shortest string is longer than 65536 bytes; the oracle does not sample it")
}
