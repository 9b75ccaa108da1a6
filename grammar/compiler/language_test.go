package compiler_test

import (
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// TestProveLanguageCommitted: the committed tables of every dialect
// (generated/<pkg>/tables.go, what the library runs) have a language table
// that accepts exactly what the diagnosing table accepts, for every rule.
func TestProveLanguageCommitted(t *testing.T) {
	ids := make([]string, 0, len(generated.Parsers))
	for id := range generated.Parsers {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		a := generated.Parsers[id].Automaton
		require.NotNil(t, a.Lang, id)
		assert.NoError(t, compiler.ProveLanguage(a), id)
	}
}

// pairAutomaton compiles pairGrammar (example_test.go).
func pairAutomaton(t *testing.T) *rt.Automaton {
	g, err := abnf.Parse("pair.abnf", []byte(pairGrammar))
	require.NoError(t, err)
	a, err := compiler.Compile(g)
	require.NoError(t, err)
	a.Dialect = "pair" // the generator sets it from the grammar's directory
	return a
}

// withLang is a copy of a whose language table is l.
func withLang(a *rt.Automaton, l rt.Language) *rt.Automaton {
	return &rt.Automaton{Dialect: a.Dialect, Rules: a.Rules, Start: a.Start, NumStates: a.NumStates,
		NumClasses: a.NumClasses, Classes: a.Classes, Trans: a.Trans, Accept: a.Accept, Lang: &l}
}

// TestProveLanguageCatches: a language table that accepts one state too
// many, or loses one transition, fails the proof, which names the rule and
// a shortest input on which the two tables differ.
func TestProveLanguageCatches(t *testing.T) {
	a := pairAutomaton(t)
	require.NoError(t, compiler.ProveLanguage(a))
	l := *a.Lang
	tests := []struct {
		name string
		edit func(l *rt.Language)
		want string
	}{
		{
			// The last state that does not accept, after a key, now does.
			name: "one more accepting state",
			edit: func(l *rt.Language) { l.AcceptRow -= uint32(l.NumClasses) },
			want: `automaton pair: rule pair: the language table and the diagnosing table differ on "a": the diagnosing table rejects it, the language table accepts it`,
		},
		{
			// The transition on "=" after a key is lost.
			name: "one transition lost",
			edit: func(l *rt.Language) {
				l.Trans16 = slices.Clone(l.Trans16)
				l.Trans16[l.Next(l.Start[0], 'a')+uint32(l.Classes['='])] = 0
			},
			want: `automaton pair: rule pair: the language table and the diagnosing table differ on "a=": the diagnosing table accepts it, the language table rejects it`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := l
			tt.edit(&m)
			err := compiler.ProveLanguage(withLang(a, m))
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

func ExampleProveLanguage() {
	g, err := abnf.Parse("pair.abnf", []byte(pairGrammar))
	if err != nil {
		panic(err)
	}
	a, err := compiler.Compile(g) // Compile proves it too
	if err != nil {
		panic(err)
	}
	fmt.Println(compiler.ProveLanguage(a))
	fmt.Printf("diagnosing: %d states, %d classes; language: %d states, %d classes\n",
		a.NumStates, a.NumClasses, a.Lang.NumStates, a.Lang.NumClasses)
	// Output:
	// <nil>
	// diagnosing: 5 states, 4 classes; language: 4 states, 4 classes
}

// TestProvePairsCatches: a pair table that loses the transition on a pair
// of bytes, or on the last byte of an odd length (even where, as for "a",
// no input it decides is accepted), or accepts one state too many, fails
// the proof, which names the rule and a shortest input after which the
// pair table's state is not the language table's.
func TestProvePairsCatches(t *testing.T) {
	a := pairAutomaton(t)
	require.NoError(t, compiler.ProveLanguage(a))
	l := *a.Lang
	require.Len(t, l.Pairs, 1)
	require.NotNil(t, l.Pairs[0])
	cls := func(b byte) uint8 { return l.Classes[b] }
	tests := []struct {
		name string
		edit func(p *rt.Pairs)
		want string
	}{
		{
			// "a=" is a pair (key, "="), which now leads to the dead state.
			name: "one pair lost",
			edit: func(p *rt.Pairs) {
				p.Trans[p.Start+uint32(p.Pair[int(cls('a'))*p.NumClasses+int(cls('='))])] = 0
			},
			want: `automaton pair: rule pair: after "a=" the pair table's state is not the language table's`,
		},
		{
			// "a" alone, an odd length, read by the one-byte step.
			name: "one last byte lost",
			edit: func(p *rt.Pairs) { p.Trans[p.Start+uint32(p.NumPairs)+uint32(cls('a'))] = 0 },
			want: `automaton pair: rule pair: after "a" the pair table's state is not the language table's`,
		},
		{
			// The last state that does not accept now does.
			name: "one more accepting state",
			edit: func(p *rt.Pairs) { p.AcceptRow -= uint32(p.NumPairs + p.NumClasses) },
			want: `automaton pair: rule pair: after "a" the pair table's state is not the language table's`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := *l.Pairs[0]
			p.Trans = slices.Clone(p.Trans)
			tt.edit(&p)
			m := l
			m.Pairs = []*rt.Pairs{&p}
			err := compiler.ProveLanguage(withLang(a, m))
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
		})
	}
}
