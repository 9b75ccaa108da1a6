package semantic

import (
	"fmt"
	"slices"

	"github.com/urispec/urispec/ast"
)

// URI is a valid input parsed under one dialect.
type URI struct {
	Dialect Dialect
	Input   string
	// StartRule is the start rule the input was parsed as.
	StartRule string
	Split
	// Tree is the syntax tree, its nodes named after the dialect's ABNF rules.
	Tree *ast.Node
	// Warnings are the spec's SHOULD-level findings on a valid input; they
	// never make it invalid.
	Warnings []Warning
}

// Warning is a SHOULD-level finding: the input is valid, but the spec
// recommends against what it does.
type Warning struct {
	Offset  int
	Section string
	Message string
}

// postChecks holds, per dialect, the rules a spec states in prose as MUST
// beyond its grammar (registered by the file that implements them). A
// violation returns an error (an *Error with a positioned reason); warnings
// are SHOULD-level findings.
var postChecks = map[Dialect]func(u *URI) (warnings []Warning, err error){}

// Option configures Parse. Options validate their arguments.
type Option func(*options) error

type options struct {
	rule      string
	maxLength int // 0: no limit
}

// WithRule parses the input as the named start rule of the dialect's grammar
// instead of its default start rule (the first of its ;@start pragma).
func WithRule(rule string) Option {
	return func(o *options) error { o.rule = rule; return nil }
}

// WithMaxLength rejects inputs longer than n bytes with a *LengthError before
// parsing. There is no limit by default.
func WithMaxLength(n int) Option {
	return func(o *options) error {
		if n <= 0 {
			return fmt.Errorf(msgBadMaxLength, n)
		}
		o.maxLength = n
		return nil
	}
}

// StartRules returns the start rules of dialect d, the default first.
func StartRules(d Dialect) ([]string, error) {
	x, err := lookup(d)
	if err != nil {
		return nil, err
	}
	return slices.Clone(x.StartRules), nil
}

// Parse checks input against the grammar of dialect d and returns its parts.
// An invalid input gives a *Error that names the offset, the spec rule and
// what the grammar expected there; nothing is repaired.
func Parse(d Dialect, input string, opts ...Option) (*URI, error) {
	x, err := lookup(d)
	if err != nil {
		return nil, err
	}
	o := options{rule: x.StartRules[0]}
	for _, opt := range opts {
		if err := opt(&o); err != nil {
			return nil, err
		}
	}
	if !slices.Contains(x.StartRules, o.rule) {
		return nil, fmt.Errorf(msgUnknownRule, d, o.rule, x.StartRules)
	}
	if o.maxLength > 0 && len(input) > o.maxLength {
		return nil, &LengthError{Dialect: d, Length: len(input), Max: o.maxLength}
	}
	tree, perr := x.ParseRule(o.rule, []byte(input))
	if perr != nil {
		return nil, x.explain(d, o.rule, input, perr)
	}
	u := &URI{Dialect: d, Input: input, StartRule: o.rule, Tree: tree}
	if split, ok := splitters[string(d)]; ok {
		u.Split = split(tree)
	}
	if check, ok := postChecks[d]; ok {
		w, err := check(u)
		if err != nil {
			return nil, err
		}
		u.Warnings = w
	}
	return u, nil
}

// explain turns a failure of the generated parser into an *Error in the
// spec's terms, asking the ABNF oracle (the grammar of record) where and why
// the input leaves the language. Should the grammar not load, the error still
// carries the parser's own offset and expected set.
func (x *dialect) explain(d Dialect, rule, input string, perr error) error {
	e := &Error{Dialect: d, Input: input, StartRule: rule}
	if err := x.load(d); err != nil {
		off, exp, ok := x.Failure(perr)
		if !ok {
			return fmt.Errorf(msgGrammarLoad+" (parser: %w)", d, err, perr)
		}
		e.Offset, e.Expected, e.Rule, e.Section = off, exp, rule, "?"
		return e
	}
	diag := x.oracle.Diagnose(rule, []byte(input))
	if diag.Valid {
		// The parser and the grammar of record disagree: a divergence the
		// oracle test exists to catch. Report the parser's own failure.
		off, exp, _ := x.Failure(perr)
		e.Offset, e.Expected, e.Rule = off, exp, rule
		if r := x.grammar.Lookup(rule); r != nil {
			e.Section = r.Section
		}
		return e
	}
	e.Offset, e.Rule, e.Expected = diag.Offset, diag.Rule, diag.Expected
	if e.Rule == "" {
		e.Rule = rule
	}
	if r := x.grammar.Lookup(e.Rule); r != nil {
		e.Section = r.Section
	}
	return e
}
