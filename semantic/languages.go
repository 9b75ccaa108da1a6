package semantic

import (
	"slices"

	"github.com/urispec/urispec/semantic/automaton"
)

// A LanguageDifference is an input that one dialect's grammar accepts and
// another's rejects, and where the other parts from it: Offset is where its
// automaton stops (the offset of its *Error on the input), Rule and Section
// the rule it was in there, Expected what it would have accepted.
type LanguageDifference struct {
	Input    string
	Offset   int
	Rule     string
	Section  string
	Expected []string
}

// LanguageDifferences computes exactly how the language of start rule ruleA
// of dialect a differs from that of ruleB of b ("" for a dialect's default
// start rule): the inputs a accepts and b rejects, one shortest input for
// every place where b parts from a, sorted by the rule b is in there, then
// by length; at most max of them (max <= 0: all). An empty result proves
// that every input a accepts, b accepts too: the search runs over the
// product of the two compiled automata and visits every pair of states. Call
// it with a and b swapped for the other direction.
//
// It answers "what did RFC 3986 change from RFC 2396" for the grammars as
// written; the prose rules of a dialect (its warnings and the MUSTs it
// checks beyond its grammar) are not part of its language here.
func LanguageDifferences(a Dialect, ruleA string, b Dialect, ruleB string, max int) ([]LanguageDifference, error) {
	xa, ia, err := languageRule(a, ruleA)
	if err != nil {
		return nil, err
	}
	xb, ib, err := languageRule(b, ruleB)
	if err != nil {
		return nil, err
	}
	ws := automaton.Difference(xa.auto, ia, xb.auto, ib, max)
	out := make([]LanguageDifference, len(ws))
	for i, w := range ws {
		out[i] = LanguageDifference{Input: w.Input, Offset: w.Offset, Rule: w.Diagnosis.Context,
			Section: w.Diagnosis.ContextSection, Expected: slices.Clone(w.Diagnosis.Show)}
	}
	return out, nil
}

// languageRule returns the dialect of d and the automaton of its start rule.
func languageRule(d Dialect, rule string) (*dialect, int, error) {
	x, err := lookup(d)
	if err != nil {
		return nil, 0, err
	}
	o := options{}
	if rule != "" {
		o.set, o.rule = optRule, rule
	}
	_, i, err := x.startRule(&o)
	if err != nil {
		return nil, 0, err
	}
	return x, i, nil
}
