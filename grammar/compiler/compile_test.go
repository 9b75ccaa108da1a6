package compiler_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
)

// TestCompileErrors: what an automaton cannot run is an error that names
// the rule and its file position; nothing is dropped silently.
func TestCompileErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // substrings of the error
	}{
		// A nested (non-tail) self-reference: balanced parentheses, not regular.
		{name: "non-tail recursion", src: ";@start p\np = \"(\" [ p ] \")\"\n", want: []string{"t.abnf:2:11", "rule p", "refers to p", "not regular"}},
		// Mutual recursion not in tail position.
		{name: "mutual recursion", src: ";@start a\na = \"x\" b \"y\"\nb = [ a ]\n", want: []string{"t.abnf:3:7", "rule b", "refers to a"}},
		// RFC 5234 §2.2: every name must be defined.
		{name: "undefined rule", src: ";@start a\na = \"x\" nope\n", want: []string{"t.abnf:2:9", "rule a", "undefined rule nope"}},
		// A prose-val (RFC 5234 §4) has no automaton.
		{name: "prose", src: ";@start a\na = <anything>\n", want: []string{"t.abnf:2:5", "rule a", "prose-val <anything>"}},
		// %d256 is not a byte.
		{name: "value out of range", src: ";@start a\na = %d256\n", want: []string{"t.abnf:2:5", "rule a", "value 256"}},
		// Left recursion in tail position reads nothing per iteration.
		{name: "left recursion", src: ";@start a\na = [ \"x\" ] a\n", want: []string{"rule a", "left recursion"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := abnf.Parse("t.abnf", []byte(tt.src))
			require.NoError(t, err)
			_, err = compiler.Compile(g)
			require.Error(t, err)
			for _, w := range tt.want {
				assert.Contains(t, err.Error(), w)
			}
		})
	}
}

// TestCompileSmall checks constructs one by one against hand-written
// expectations.
func TestCompileSmall(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		valid   []string
		invalid []string
	}{
		// RFC 5234 §2.3: "abc" matches any case; %s"..." only its own (RFC 7405).
		{name: "case", src: ";@start a\na = \"ab\" %s\"C\"\n", valid: []string{"abC", "ABC", "aBC"}, invalid: []string{"abc", "ab", ""}},
		// Bounded repetition is expanded: 2*3 of a class.
		{name: "bounded", src: ";@start a\na = 2*3%x30-39\n", valid: []string{"12", "123"}, invalid: []string{"1", "1234"}},
		// Right-linear recursion compiles to a loop.
		{name: "tail recursion", src: ";@start a\na = \"x\" [ a ]\n", valid: []string{"x", "xxxx"}, invalid: []string{"", "xy"}},
		// Concatenated values: %x61.62 is "ab" case-sensitively.
		{name: "concatenated", src: ";@start a\na = %x61.62\n", valid: []string{"ab"}, invalid: []string{"AB", "a"}},
		// ;@not-followed-by: g is not taken where "ab" follows, even past g's end.
		{name: "guard past the rule", src: ";@start a\n;@not-followed-by g n\na = g / \"abc\"\ng = \"a\" *\"x\" [\"bd\"]\nn = \"ab\"\n", valid: []string{"a", "axbd", "abc"}, invalid: []string{"abd", "ab"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := abnf.Parse("t.abnf", []byte(tt.src))
			require.NoError(t, err)
			a, err := compiler.Compile(g)
			require.NoError(t, err)
			for _, in := range tt.valid {
				assert.True(t, a.Match(0, in), "%q", in)
			}
			for _, in := range tt.invalid {
				assert.False(t, a.Match(0, in), "%q", in)
			}
		})
	}
}
