package oracle

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/urispec/urispec/grammar/abnf"
)

func TestMatch(t *testing.T) {
	tests := []struct {
		name  string
		rules []*abnf.Rule
		guard [2]string // ;@not-followed-by RULE GUARD, when set
		rule  string
		yes   []string
		no    []string
	}{
		{
			// RFC 5234 §2.3: a quoted string is case-insensitive.
			name:  "case-insensitive string",
			rules: []*abnf.Rule{def("r", str("aBc"))},
			rule:  "r", yes: []string{"abc", "ABC", "AbC"}, no: []string{"ab", "abcd", "a bc", ""},
		},
		{
			// RFC 7405 §2.2: %s"..." is case-sensitive, %i"..." is not.
			name:  "case-sensitive string",
			rules: []*abnf.Rule{def("r", cat(sstr("aB"), &abnf.CharVal{Text: "c", Prefixed: true}))},
			rule:  "r", yes: []string{"aBc", "aBC"}, no: []string{"abc", "ABc"},
		},
		{
			// RFC 5234 §2.3: only US-ASCII letters fold; other bytes match exactly.
			name:  "folding is ASCII only",
			rules: []*abnf.Rule{def("r", str("a-[1"))},
			rule:  "r", yes: []string{"A-[1"}, no: []string{"A_[1", "a-{1", "a-[!"},
		},
		{
			// RFC 5234 §2.3: %b, %d and %x values; "." concatenates; "-" is a range.
			name:  "numeric values",
			rules: []*abnf.Rule{def("r", cat(bin(0x41), dec(66), hex(0x0D, 0x0A), rng(0x30, 0x39)))},
			rule:  "r", yes: []string{"AB\r\n0", "AB\r\n9"}, no: []string{"ab\r\n0", "AB\r\n:", "AB\n0"},
		},
		{
			// RFC 5234 §3.6: variable repetition min*max.
			name:  "bounded repetition",
			rules: []*abnf.Rule{def("r", rep(2, 3, str("a")))},
			rule:  "r", yes: []string{"aa", "aaa", "AaA"}, no: []string{"", "a", "aaaa"},
		},
		{
			// RFC 5234 §3.7: specific repetition nRule is n*n; §3.6: *Rule is 0 to infinity.
			name:  "exact and unbounded repetition",
			rules: []*abnf.Rule{def("r", cat(rep(3, 3, rng(0x30, 0x39)), star(str("ab"))))},
			rule:  "r", yes: []string{"123", "123ab", "123abAB"}, no: []string{"12", "1234", "123a", "123aba"},
		},
		{
			// RFC 5234 §3.6: a repetition of a multi-byte element, bounded.
			name:  "bounded repetition of a sequence",
			rules: []*abnf.Rule{def("r", rep(1, 2, cat(str("a"), opt(str("b")))))},
			rule:  "r", yes: []string{"a", "ab", "aa", "aba", "abab"}, no: []string{"", "aaa", "ababa", "b"},
		},
		{
			// RFC 5234 §3.6: a repetition that must give back what it took,
			// which greedy PEG repetition does not.
			name:  "repetition backtracks",
			rules: []*abnf.Rule{def("r", cat(star(str("a")), str("a"), rep(0, 1, str("a")), str("b")))},
			rule:  "r", yes: []string{"ab", "aab", "aaaab"}, no: []string{"b", "aa"},
		},
		{
			// RFC 5234 §3.2: all alternatives count, not the first that matches.
			name:  "alternation is not ordered",
			rules: []*abnf.Rule{def("r", cat(grp(alt(str("a"), str("ab"))), str("c")))},
			rule:  "r", yes: []string{"ac", "abc"}, no: []string{"bc", "abbc"},
		},
		{
			// RFC 5234 §3.8: optional sequence [RULE]; §3.5: grouping.
			name:  "option and group",
			rules: []*abnf.Rule{def("r", cat(str("x"), opt(cat(str("y"), grp(alt(str("1"), str("2"))))), str("z")))},
			rule:  "r", yes: []string{"xz", "xy1z", "xy2z"}, no: []string{"xyz", "xy3z", "x1z"},
		},
		{
			// RFC 5234 §2.1: rule names are case-insensitive.
			name:  "rule names fold",
			rules: []*abnf.Rule{def("Word", rep(1, -1, ref("ALPHA"))), def("alpha", rng(0x61, 0x7A))},
			rule:  "WORD", yes: []string{"abc"}, no: []string{"ABC", ""},
		},
		{
			// RFC 5234 §3.3: incremental alternatives =/ add to the rule.
			name:  "incremental alternatives",
			rules: []*abnf.Rule{def("r", str("a")), def("s", str("x")), incr("R", str("b")), incr("r", ref("s"))},
			rule:  "r", yes: []string{"a", "b", "x"}, no: []string{"c", "ab"},
		},
		{
			// 1993 draft "xalphas xalpha [ xalphas ]": right recursion runs as a loop.
			name:  "tail recursion",
			rules: []*abnf.Rule{def("xalphas", cat(ref("xalpha"), opt(ref("xalphas")))), def("xalpha", alt(rng(0x61, 0x7A), str("-")))},
			rule:  "xalphas", yes: []string{"a", "ab-c"}, no: []string{"", "a1", "1"},
		},
		{
			// 1993 draft "path void | xpalphas [ / path ]": tail self-reference
			// after a literal, inside an option, beside an empty alternative.
			name: "tail recursion through option",
			rules: []*abnf.Rule{
				def("path", alt(ref("void"), cat(ref("xpalphas"), opt(cat(str("/"), ref("path")))))),
				def("void", str("")),
				def("xpalphas", rep(1, -1, rng(0x61, 0x7A))),
			},
			rule: "path", yes: []string{"", "a", "a/b", "a/", "ab/cd/"}, no: []string{"/", "a//b", "a/1"},
		},
		{
			// A rule nested inside itself (not in tail position): memoized recursion.
			name:  "nested recursion",
			rules: []*abnf.Rule{def("p", cat(str("("), opt(ref("p")), str(")"), opt(ref("p"))))},
			rule:  "p", yes: []string{"()", "(())", "()()", "(()())()"}, no: []string{"(", "(()", "())", ""},
		},
		{
			// Mutual recursion.
			name:  "mutual recursion",
			rules: []*abnf.Rule{def("a", alt(cat(str("x"), ref("b")), str("y"))), def("b", cat(str("z"), ref("a")))},
			rule:  "a", yes: []string{"y", "xzy", "xzxzy"}, no: []string{"x", "xz", "xzx", "zy"},
		},
		{
			// An ambiguous grammar with exponentially many derivations.
			name:  "ambiguity",
			rules: []*abnf.Rule{def("r", cat(star(grp(alt(str("a"), str("aa"), ref("r2")))), str("b"))), def("r2", star(str("a")))},
			rule:  "r", yes: []string{"b", strings.Repeat("a", 200) + "b"}, no: []string{strings.Repeat("a", 200)},
		},
		{
			// grammar/README.md ;@not-followed-by: the generic production may not be
			// used where the defined scheme's own production applies.
			name: "not-followed-by",
			rules: []*abnf.Rule{
				def("url", alt(ref("generic"), ref("httpurl"))),
				def("generic", cat(ref("scheme"), str(":"), star(ref("ALPHA")))),
				def("httpurl", cat(str("http://"), star(ref("ALPHA")))),
				def("scheme", rep(1, -1, ref("ALPHA"))),
				def("defined", str("http:")),
				coreRules()[0],
			},
			guard: [2]string{"generic", "defined"},
			rule:  "url", yes: []string{"ftp:abc", "http://abc", "https:abc"}, no: []string{"http:abc", "HTTP:abc", "ftp//"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := grammar(tt.rules...)
			if tt.guard[0] != "" {
				g.Pragmas.NotFollowedBy = []abnf.NotFollowedBy{{Rule: tt.guard[0], Guard: tt.guard[1]}}
			}
			o := compile(t, g)
			for _, in := range tt.yes {
				assert.True(t, o.Match(tt.rule, []byte(in)), "%q should match %s", in, tt.rule)
			}
			for _, in := range tt.no {
				assert.False(t, o.Match(tt.rule, []byte(in)), "%q should not match %s", in, tt.rule)
			}
		})
	}
}

func TestCompileErrors(t *testing.T) {
	tests := []struct {
		name  string
		g     *abnf.Grammar
		error string
	}{
		{
			// RFC 5234 §2.1: every name must be defined.
			name:  "undefined rule",
			g:     grammar(def("a", cat(str("x"), ref("nowhere")))),
			error: "rule a refers to undefined rule nowhere",
		},
		{
			// RFC 5234 §4 prose-val: the oracle cannot run prose.
			name:  "prose",
			g:     grammar(def("a", prose("any char but x"))),
			error: "rule a has a prose-val <any char but x>",
		},
		{
			// Direct left recursion.
			name:  "left recursion",
			g:     grammar(def("a", alt(cat(ref("a"), str("x")), str("y")))),
			error: "left recursion: a -> a",
		},
		{
			// Left recursion through a rule and a nullable prefix.
			name:  "indirect left recursion",
			g:     grammar(def("a", cat(opt(str("x")), ref("b"))), def("b", alt(cat(ref("a"), str("y")), str("z")))),
			error: "left recursion: a -> b -> a",
		},
		{
			// Left recursion through a nullable rule in front.
			name:  "left recursion after a nullable rule",
			g:     grammar(def("a", cat(ref("e"), ref("a"), str("y"))), def("e", star(str("e")))),
			error: "left recursion: a -> a",
		},
		{
			// Bytes only: the grammars are US-ASCII.
			name:  "value above a byte",
			g:     grammar(def("a", rng(0x80, 0x10FFFF))),
			error: "value 1114111 is above 255",
		},
		{
			// RFC 5234 §3.6: min*max with min above max.
			name:  "bad repetition",
			g:     grammar(def("a", rep(3, 2, str("x")))),
			error: "repetition 3*2 has min above max",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Compile(tt.g)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.error)
		})
	}
}

// An accepted prose-val is allowed in a rule no start rule reaches, and
// refused in one it reaches.
func TestCompileAcceptedProse(t *testing.T) {
	g := grammar(def("a", str("x")), def("b", prose("words")))
	g.Pragmas.Start = []string{"a"}
	g.Pragmas.Accepts = []abnf.Accept{{Kind: "prose", Rule: "b", Erratum: "E1"}}
	o := compile(t, g)
	assert.True(t, o.Match("a", []byte("x")))
	assert.False(t, o.Has("b"))
	assert.Panics(t, func() { o.Match("b", []byte("x")) })

	g.Pragmas.Start = []string{"b"}
	_, err := Compile(g)
	require.ErrorContains(t, err, "prose-val")
}

func TestMatchUnknownRulePanics(t *testing.T) {
	o := compile(t, grammar(def("a", str("x"))))
	assert.PanicsWithValue(t, `oracle: "b" is not a rule of test.abnf`, func() { o.Match("b", nil) })
}

// Long inputs: no recursion per character, and linear work. The work is
// the machine's count of steps (machine.steps), not a clock: an input twice
// as long takes at most 2.5 times the steps (a quadratic match takes 4).
func TestMatchLongInput(t *testing.T) {
	const size = 1 << 19
	g := uriGrammar()
	g.Rules = append(g.Rules,
		def("xalphas", cat(ref("xalpha"), opt(ref("xalphas")))),
		def("xalpha", alt(ref("ALPHA"), ref("pct-encoded"))),
		def("nest", cat(str("("), opt(ref("nest")), str(")"))),
	)
	o := compile(t, g)
	tests := []struct {
		name  string
		rule  string
		input func(n int) []byte // an input of about n bytes
		want  bool
	}{
		// A path segment of one class: a run scan.
		{"long segment", "URI", func(n int) []byte { return append([]byte("http://h/"), bytes.Repeat([]byte("a"), n)...) }, true},
		// pchar has a three-byte alternative, so each step is a repetition round.
		{"long pct-encoded segment", "URI", func(n int) []byte { return append([]byte("http://h/"), bytes.Repeat([]byte("%41"), n/3)...) }, true},
		{"many segments", "URI", func(n int) []byte { return append([]byte("http://h"), bytes.Repeat([]byte("/a"), n/2)...) }, true},
		{"long segment, bad end", "URI", func(n int) []byte {
			return append(append([]byte("http://h/"), bytes.Repeat([]byte("a"), n)...), ' ')
		}, false},
		// Right recursion per character (1993 draft style).
		{"tail recursion", "xalphas", func(n int) []byte { return bytes.Repeat([]byte("a%20"), n/4) }, true},
		// Deep nesting: memoized recursion, one Go frame chain per level.
		{"nesting", "nest", func(n int) []byte {
			return append(bytes.Repeat([]byte("("), n/50), bytes.Repeat([]byte(")"), n/50)...)
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ok, half := o.match(tt.rule, tt.input(size/2))
			assert.Equal(t, tt.want, ok)
			ok, whole := o.match(tt.rule, tt.input(size))
			assert.Equal(t, tt.want, ok)
			require.Positive(t, half)
			assert.LessOrEqual(t, float64(whole), 2.5*float64(half), "steps: %d for %d bytes, %d for %d", half, size/2, whole, size)
		})
	}
}

func ExampleOracle_Match() {
	// RFC 5234 §3.6 and §3.2: *"a" "a" gives back the last "a" it took.
	o, err := Compile(grammar(def("r", cat(star(str("a")), str("a")))))
	if err != nil {
		panic(err)
	}
	fmt.Println(o.Match("r", []byte("aaa")), o.Match("R", []byte("AaA")), o.Match("r", nil))
	// Output: true true false
}
