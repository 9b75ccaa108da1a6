package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/generated/automaton"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/oracle"
)

// automata maps each dialect id to its generated automaton (generated/<pkg>/tables.go).
var automata = func() map[string]*automaton.Automaton {
	m := map[string]*automaton.Automaton{}
	for id, p := range generated.Parsers {
		m[id] = p.Automaton
	}
	return m
}()

// automatonDiff compares the automaton with the oracle on one sample: the
// verdict and, for an invalid input, the diagnosis (offset, rule, section,
// expected). It returns "" when they agree. saturated is true when they
// differ only in the rule and both rules are tail-recursive: the documented
// limit of grammar/automaton (its package doc, "Limits").
func automatonDiff(g *abnf.Grammar, o *oracle.Oracle, a *automaton.Automaton, rule string, s oracle.Sample) (diff string, saturated bool) {
	ri, ok := a.RuleIndex(rule)
	if !ok {
		return "no automaton for the rule", false
	}
	if got := a.Match(ri, string(s.Input)); got != s.Valid {
		return fmt.Sprintf("oracle valid=%v automaton valid=%v", s.Valid, got), false
	}
	if s.Valid {
		return "", false
	}
	want := o.Diagnose(rule, s.Input)
	state, off := a.Run(ri, string(s.Input))
	got := a.Diagnose(state)
	sec := ""
	if def := g.Lookup(want.Rule); def != nil {
		sec = def.Section
	}
	if off == want.Offset && slices.Equal(got.Expected, want.Expected) && got.Rule != want.Rule &&
		recursive(g, got.Rule) && recursive(g, want.Rule) {
		return fmt.Sprintf("rule %s, oracle %s", got.Rule, want.Rule), true
	}
	if off != want.Offset || got.Rule != want.Rule || got.Section != sec || !slices.Equal(got.Expected, want.Expected) {
		return fmt.Sprintf("oracle %v (§%s); automaton offset %d in %s (§%s): expected %v", want, sec, off, got.Rule, got.Section, got.Expected), false
	}
	return "", false
}

// recursive reports whether rule refers to itself.
func recursive(g *abnf.Grammar, rule string) bool {
	def := g.Lookup(rule)
	found := false
	if def != nil {
		abnf.Walk(def.Expr, func(n abnf.Node) {
			if r, ok := n.(*abnf.RuleRef); ok && strings.EqualFold(r.Name, def.Name) {
				found = true
			}
		})
	}
	return found
}
