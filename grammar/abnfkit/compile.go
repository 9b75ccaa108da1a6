package abnfkit

import (
	"errors"
	"time"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// Options bound the compilation of one rule. A zero field keeps its
// default.
type Options struct {
	// MaxStates bounds the states of a rule's subset construction, before
	// minimization (default DefaultMaxStates).
	MaxStates int
	// Timeout bounds the compilation of one rule (default DefaultTimeout).
	Timeout time.Duration
}

// Defaults of Options. The largest rule of the grammars of record
// (rfc2396bis-01's URI-reference) needs a few thousand states before
// minimization, and seconds on an idle machine (a minute and more on one
// loaded twenty times over); the timeout is a backstop, the states the
// bound.
const (
	DefaultMaxStates = 200000
	DefaultTimeout   = 10 * time.Minute
)

func (o Options) limits(now time.Time) compiler.Limits {
	if o.MaxStates <= 0 {
		o.MaxStates = DefaultMaxStates
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	return compiler.Limits{MaxStates: o.MaxStates, Deadline: now.Add(o.Timeout)}
}

// RuleReport is what Compile says of one rule.
type RuleReport struct {
	Rule    string   // as defined
	Pos     abnf.Pos // of its first definition
	Section string   // its "; §..." citation, if any
	// Regular is true when the rule compiled to an automaton.
	Regular bool
	// Cycle, for a rule that is not regular, is the chain of references
	// that makes it so, from the rule that refers back to the reference
	// (a, b, a): compiler.RecursionError.
	Cycle []string
	// States and Classes are the sizes of the diagnosing automaton (its
	// states without the dead one, its byte classes); LanguageStates and
	// LanguageClasses those of its language automaton (semantic/automaton
	// Language). Zero when not regular.
	States, Classes                 int
	LanguageStates, LanguageClasses int
	// Time is how long the compilation took.
	Time time.Duration
	// Err is why there is no automaton: a *compiler.RecursionError (not
	// regular), a *compiler.LimitError (refused by Options), or a fault of
	// the grammar (an undefined rule, a prose-val, ...), each with the file
	// position.
	Err error
}

// Compile compiles every rule the file defines, one at a time and each
// within opt, and reports on each, in file order.
func (g *Grammar) Compile(opt Options) []RuleReport {
	var out []RuleReport
	for _, name := range g.Rules() {
		def := g.ABNF.Lookup(name)
		r := RuleReport{Rule: def.Name, Pos: def.Pos, Section: def.Section}
		start := time.Now()
		a, err := g.compile(def, opt)
		r.Time = time.Since(start)
		r.Err = err
		var re *compiler.RecursionError
		if errors.As(err, &re) {
			r.Cycle = re.Cycle
		}
		if err == nil {
			r.Regular = true
			r.States, r.Classes = a.NumStates-1, a.NumClasses
			if a.Lang != nil {
				r.LanguageStates, r.LanguageClasses = a.Lang.NumStates-1, a.Lang.NumClasses
			}
		}
		out = append(out, r)
	}
	return out
}

// compile compiles def alone.
func (g *Grammar) compile(def *abnf.Rule, opt Options) (*rt.Automaton, error) {
	a, err := compiler.CompileLimited(g.sub(def), []string{def.Name}, opt.limits(time.Now()))
	if err != nil {
		return nil, err
	}
	a.Dialect = g.File()
	return a, nil
}
