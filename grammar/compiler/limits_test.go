package compiler_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
)

// TestLimits: a grammar whose program or automaton would outgrow the
// limits is refused with the rule that grows it, quickly.
func TestLimits(t *testing.T) {
	// r0 = r1 r1, r1 = r2 r2, ...: 2^40 inlined copies of r40.
	var doubling strings.Builder
	doubling.WriteString(";@start r0\n")
	for i := range 40 {
		doubling.WriteString("r" + itoa(i) + " = r" + itoa(i+1) + " r" + itoa(i+1) + "\n")
	}
	doubling.WriteString("r40 = \"a\" / \"b\"\n")
	tests := []struct {
		name string
		src  string
		lim  compiler.Limits
		rule string // the rule the error names
		want string // a substring of the error
	}{
		// A bounded repetition is expanded: a billion copies.
		{name: "repetition", src: ";@start a\na = 1000000000\"xy\"\n", rule: "a", want: "outgrows 200000 instructions"},
		{name: "doubling", src: doubling.String(), rule: "r", want: "instructions"},
		// (a/b)*a(a/b)^n: the subset construction needs 2^n states.
		{name: "states", src: ";@start s\ns = *(\"a\" / \"b\") \"a\" 20(\"a\" / \"b\")\n", lim: compiler.Limits{MaxStates: 1000},
			rule: "s", want: "t.abnf: rule s: more than 1000 states before minimization"},
		{name: "deadline", src: ";@start s\ns = *(\"a\" / \"b\") \"a\" 20(\"a\" / \"b\")\n", lim: compiler.Limits{Deadline: time.Unix(1, 0)},
			rule: "s", want: "out of time"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := abnf.Parse("t.abnf", []byte(tt.src))
			require.NoError(t, err)
			_, err = compiler.CompileLimited(g, compiler.Rules(g), tt.lim)
			require.Error(t, err)
			assert.ErrorIs(t, err, compiler.ErrLimit)
			var le *compiler.LimitError
			require.ErrorAs(t, err, &le)
			assert.True(t, strings.HasPrefix(le.Rule, tt.rule), le.Rule)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestRecursionError: the rule, and the chain of references that makes the
// grammar not regular.
func TestRecursionError(t *testing.T) {
	g, err := abnf.Parse("t.abnf", []byte(";@start a\na = \"x\" b \"y\"\nb = \"(\" c\nc = [ a ] \")\"\n"))
	require.NoError(t, err)
	_, err = compiler.Compile(g)
	require.ErrorIs(t, err, compiler.ErrNotRegular)
	var re *compiler.RecursionError
	require.True(t, errors.As(err, &re))
	assert.Equal(t, "c", re.Rule)
	assert.Equal(t, []string{"a", "b", "c", "a"}, re.Cycle)
	assert.Equal(t, "t.abnf:4:7: rule c: refers to a, which encloses it, other than in tail position: the grammar is not regular (only right-linear recursion compiles to an automaton)", err.Error())
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
