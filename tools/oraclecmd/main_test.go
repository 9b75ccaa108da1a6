package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
)

func TestRun(t *testing.T) {
	real := parsers["rfc2141bis-03"]
	t.Cleanup(func() { parsers["rfc2141bis-03"] = real })
	tests := []struct {
		name  string
		parse func(string, []byte) error
		clean bool
		out   []string // lines the output must contain
	}{
		{
			// The generated parser agrees with the oracle, on both kinds of samples.
			name: "generated parser", parse: real, clean: true,
			out: []string{"rfc2141bis-03   NID                      oracle          2000", "rfc2141bis-03   NID                      transition      2000", "\ntotal "},
		},
		{
			// A parser that rejects upper-case NIDs (§2.1: the NID is case-insensitive).
			name: "wrong parser",
			parse: func(rule string, in []byte) error {
				if rule == "NID" && strings.ToLower(string(in)) != string(in) {
					return errors.New("upper case")
				}
				return real(rule, in)
			},
			clean: false,
			out:   []string{"shortest divergence: \"", "oracle=valid automaton=valid parser=invalid", "found by transition sample positive", "found by oracle sample", "parser: upper case"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parsers["rfc2141bis-03"] = tt.parse
			var w bytes.Buffer
			clean, err := run(&w, "rfc2141bis-03", 2000, 1)
			require.NoError(t, err)
			assert.Equal(t, tt.clean, clean, w.String())
			for _, s := range tt.out {
				assert.Contains(t, w.String(), s)
			}
		})
	}
}

func TestRunUnknownDialect(t *testing.T) {
	_, err := run(&bytes.Buffer{}, "rfc9999", 10, 1)
	require.EqualError(t, err, `unknown dialect "rfc9999"`)
}

// TestRunAutomatonDivergence: the automaton of an edited grammar (RFC
// 2141bis-03 whose v-subdels has lost "'") is reported as diverging from
// the oracle, and so is the parser, which the automaton's samples reach.
func TestRunAutomatonDivergence(t *testing.T) {
	real := automata["rfc2141bis-03"]
	t.Cleanup(func() { automata["rfc2141bis-03"] = real })
	src, err := grammar.Files.ReadFile(grammar.Path("rfc2141bis-03"))
	require.NoError(t, err)
	old := `v-subdels     = "!" / "$" / "'" / "(" / ")"`
	require.Contains(t, string(src), old)
	g, err := abnf.Parse("edited.abnf", []byte(strings.Replace(string(src), old, `v-subdels     = "!" / "$" / "(" / ")"`, 1)))
	require.NoError(t, err)
	automata["rfc2141bis-03"], err = compiler.Compile(g)
	require.NoError(t, err)
	var w bytes.Buffer
	clean, err := run(&w, "rfc2141bis-03", 2000, 1)
	require.NoError(t, err)
	assert.False(t, clean, w.String())
	assert.Contains(t, w.String(), "oracle=valid automaton=invalid parser=valid")
}
