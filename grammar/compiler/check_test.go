package compiler_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar/compiler"
	"github.com/urispec/urispec/grammar/oracle"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// errRejected is the error of the parsers the tests make up.
var errRejected = errors.New("rejected")

// TestChecker: what Check says when one of the three recognizers is not
// the grammar's.
func TestChecker(t *testing.T) {
	g, a := compileText(t, pairGrammar)
	o, err := oracle.Compile(g)
	require.NoError(t, err)
	// Automata of other grammars: one where a value may be "x", one with
	// the same language as pairGrammar but another rule inside value.
	_, wide := compileText(t, pairGrammar+"value =/ \"x\"\n")
	_, renamed := compileText(t, strings.Replace(pairGrammar, "value = *DIGIT", "value = *digits\ndigits = 1*DIGIT", 1))
	exact := func(rule string, in []byte) error {
		if o.Match(rule, in) {
			return nil
		}
		return errRejected
	}
	tests := []struct {
		name  string
		a     *rt.Automaton // nil: the grammar's
		parse func(string, []byte) error
		input string
		want  string // Verdicts.String
		agree bool
	}{
		// All three are the grammar.
		{name: "valid", parse: exact, input: "k=1", want: "oracle=valid automaton=valid parser=valid", agree: true},
		{name: "empty value", parse: exact, input: "k=", want: "oracle=valid automaton=valid parser=valid", agree: true},
		{name: "invalid", parse: exact, input: "k", want: "oracle=invalid automaton=invalid parser=invalid", agree: true},
		// A parser that accepts everything.
		{name: "wide parser", parse: func(string, []byte) error { return nil }, input: "k", want: "oracle=invalid automaton=invalid parser=valid"},
		// Without a parser, Parser is the oracle's verdict.
		{name: "no parser", input: "k", want: "oracle=invalid automaton=invalid parser=invalid", agree: true},
		// An automaton of another grammar: a verdict, or a diagnosis.
		{name: "automaton verdict", a: wide, parse: exact, input: "k=x", want: "oracle=invalid automaton=valid parser=invalid"},
		{name: "automaton diagnosis", a: renamed, parse: exact, input: "k=1y", want: "oracle=invalid automaton=invalid parser=invalid; oracle: offset 3 in value: expected DIGIT or end of input (§); automaton: offset 3 in digits (§): expected DIGIT, digits, end of input"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			aut := a
			if tt.a != nil {
				aut = tt.a
			}
			v := compiler.NewChecker(g, o, aut, tt.parse).Check("pair", []byte(tt.input))
			assert.Equal(t, tt.want, v.String())
			assert.Equal(t, tt.agree, v.Agree())
		})
	}
}

// TestCheckerSaturated: the documented limit of the package doc, where the
// automaton names another tail-recursive rule than the oracle, agrees.
func TestCheckerSaturated(t *testing.T) {
	d := dialectByID(t, "url-draft-1993")
	v := d.c.Check("fragmentaddress", []byte("telnet://8.8.151293#4-"))
	assert.True(t, v.Saturated, "%v", v)
	assert.True(t, v.Agree(), "%v", v)
}
