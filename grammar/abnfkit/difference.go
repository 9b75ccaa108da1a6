package abnfkit

import (
	"fmt"
	"slices"
	"strings"

	rt "github.com/urispec/urispec/semantic/automaton"
)

// Language is the language of one rule of an automaton, one side of
// Difference: a rule of a grammar file (Matcher.Language) or a start rule
// of a dialect (DialectLanguage, with the dialect's generated tables).
type Language struct {
	Name string // the file or the dialect, for messages
	Rule string
	auto *rt.Automaton
	ri   int
}

// Language returns the language of m's rule, for Difference. A rule
// without an automaton (EngineOracle) has none: the error says why.
func (m *Matcher) Language() (Language, error) {
	if m.auto == nil {
		return Language{}, fmt.Errorf(msgNotRegular, m.g.File(), m.rule, m.Why)
	}
	return Language{Name: m.g.File(), Rule: m.rule, auto: m.auto}, nil
}

// DialectLanguage returns the language of rule of a dialect's automaton
// (generated/<pkg>.Automaton, or generated.Parsers[id].Automaton), name
// being the dialect's id.
func DialectLanguage(name string, a *rt.Automaton, rule string) (Language, error) {
	ri, ok := a.RuleIndex(rule)
	if !ok {
		return Language{}, fmt.Errorf(msgNoStart, name, rule, strings.Join(a.Rules, ", "))
	}
	return Language{Name: name, Rule: a.Rules[ri], auto: a, ri: ri}, nil
}

// Witness is an input that one language holds and the other does not,
// and where the other parts from it: Offset is where its automaton stops,
// Rule and Section the rule it is in there, Expected what it would have
// taken (the terms of an *Error).
type Witness struct {
	Input    string
	Offset   int
	Rule     string
	Section  string
	Expected []string
}

// Difference computes exactly the inputs a holds and b does not: one
// shortest input for every place where b parts from a (semantic/automaton
// Difference, a breadth-first search over the product of the two
// automata), sorted by the rule of b where it does, then by length; at most
// max of them (max <= 0: all). An empty result proves that b holds every
// input of a. Call it with a and b swapped for the other direction.
func Difference(a, b Language, max int) []Witness {
	ws := rt.Difference(a.auto, a.ri, b.auto, b.ri, max)
	out := make([]Witness, len(ws))
	for i, w := range ws {
		out[i] = Witness{Input: w.Input, Offset: w.Offset, Rule: w.Diagnosis.Context,
			Section: w.Diagnosis.ContextSection, Expected: slices.Clone(w.Diagnosis.Show)}
	}
	return out
}
