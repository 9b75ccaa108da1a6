package compiler

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/oracle"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// Checker compares, one input at a time, the three recognizers of one
// grammar: the oracle (the ABNF run as written), an automaton compiled from
// it and a parser (the pigeon parser of the hand-written PEG). They agree on
// an input when their verdicts are equal and, on an invalid input, the
// automaton's diagnosis is the oracle's (offset, rule, the rule's section,
// expected set), up to the saturation of the package doc's "Limits". A
// Checker is safe for concurrent use when parse is.
type Checker struct {
	o         *oracle.Oracle
	a         *rt.Automaton
	parse     func(rule string, input []byte) error
	section   map[string]string // rule name (lower case) -> section
	recursive map[string]bool   // rule name (lower case) -> refers to itself
}

// NewChecker returns the Checker of the grammar g, its oracle o, an
// automaton a compiled from it (or from an edited copy: the checker shows
// the difference) and a parser: parse runs it on input as the start rule
// rule, a nil error meaning it accepts. A nil parse leaves the parser out
// (Verdicts.Parser is then the oracle's verdict).
func NewChecker(g *abnf.Grammar, o *oracle.Oracle, a *rt.Automaton, parse func(rule string, input []byte) error) *Checker {
	c := &Checker{o: o, a: a, parse: parse, section: map[string]string{}, recursive: map[string]bool{}}
	// Every rule the grammar defines or reaches (core rules included), as
	// Lookup merges it, once, so that Check reads maps only.
	var todo []string
	for _, def := range g.Rules {
		todo = append(todo, def.Name)
	}
	for len(todo) > 0 {
		name := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		k := strings.ToLower(name)
		def := g.Lookup(name)
		if _, done := c.section[k]; done || def == nil {
			continue
		}
		c.section[k] = def.Section
		abnf.Walk(def.Expr, func(n abnf.Node) {
			if r, ok := n.(*abnf.RuleRef); ok {
				if strings.EqualFold(r.Name, def.Name) {
					c.recursive[k] = true
				}
				todo = append(todo, r.Name)
			}
		})
	}
	return c
}

// Verdicts is what the three recognizers say of one input.
type Verdicts struct {
	Oracle, Automaton, Parser bool // valid according to each
	ParserErr                 error
	// Diagnosis says how the automaton's diagnosis of an input that both
	// find invalid differs from the oracle's; "" when it does not.
	Diagnosis string
	// Saturated is true when the automaton names another rule than the
	// oracle only because both are nested in tail recursions deeper than
	// it counts (package doc, "Limits"); offset and expected set agree.
	// Such an input agrees.
	Saturated bool
}

// Agree reports whether the verdicts are equal and the diagnosis too.
func (v Verdicts) Agree() bool {
	return v.Oracle == v.Automaton && v.Oracle == v.Parser && v.Diagnosis == ""
}

// String renders v as `oracle=valid automaton=valid parser=invalid`,
// followed by the difference of the diagnoses if any.
func (v Verdicts) String() string {
	s := fmt.Sprintf("oracle=%s automaton=%s parser=%s", verdict(v.Oracle), verdict(v.Automaton), verdict(v.Parser))
	if v.Diagnosis != "" {
		s += "; " + v.Diagnosis
	}
	return s
}

func verdict(ok bool) string {
	if ok {
		return "valid"
	}
	return "invalid"
}

// Check runs the three recognizers on input as the start rule rule. It
// panics when rule is not a rule of the grammar or has no automaton. Cost:
// the oracle's Diagnose (one matcher pass on a valid input, two on an
// invalid one), the parser, one pass of the automaton.
func (c *Checker) Check(rule string, input []byte) Verdicts {
	ri, ok := c.a.RuleIndex(rule)
	if !ok {
		panic(fmt.Sprintf(msgNoAutomaton, c.a.Dialect, rule))
	}
	want := c.o.Diagnose(rule, input)
	state, off := c.a.Run(ri, string(input))
	v := Verdicts{Oracle: want.Valid, Automaton: off == len(input) && c.a.Accepting(state)}
	v.Parser = v.Oracle
	if c.parse != nil {
		v.ParserErr = c.parse(rule, input)
		v.Parser = v.ParserErr == nil
	}
	if v.Oracle || v.Automaton {
		return v
	}
	got := c.a.Diagnose(state)
	sec := c.section[strings.ToLower(want.Rule)]
	switch {
	case off == want.Offset && slices.Equal(got.Expected, want.Expected) && got.Rule != want.Rule &&
		c.recursive[strings.ToLower(got.Rule)] && c.recursive[strings.ToLower(want.Rule)]:
		v.Saturated = true
	case off != want.Offset || got.Rule != want.Rule || got.Section != sec || !slices.Equal(got.Expected, want.Expected):
		v.Diagnosis = fmt.Sprintf("oracle: %v (§%s); automaton: offset %d in %s (§%s): expected %s",
			want, sec, off, got.Rule, got.Section, strings.Join(got.Expected, ", "))
	}
	return v
}
