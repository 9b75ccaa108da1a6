package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
			// The generated parser agrees with the oracle.
			name: "generated parser", parse: real, clean: true,
			out: []string{"rfc2141bis-03   NID"},
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
			out:   []string{"shortest divergence: \"", "oracle=valid parser=invalid", "parser: upper case"},
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

// TestRunAutomatonDivergence: the automaton of another grammar (RFC 8141,
// whose rules and diagnoses differ from RFC 2141bis-03's) is reported as
// diverging from the oracle.
func TestRunAutomatonDivergence(t *testing.T) {
	real := automata["rfc2141bis-03"]
	t.Cleanup(func() { automata["rfc2141bis-03"] = real })
	automata["rfc2141bis-03"] = automata["rfc8141"]
	var w bytes.Buffer
	clean, err := run(&w, "rfc2141bis-03", 2000, 1)
	require.NoError(t, err)
	assert.False(t, clean, w.String())
	assert.Contains(t, w.String(), "automaton divergence: ")
}
