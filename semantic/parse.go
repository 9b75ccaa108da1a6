package semantic

import (
	"fmt"
	"slices"

	"github.com/urispec/urispec/ast"
)

// DefaultTreeMaxLength is the length limit of an input whose syntax tree is
// asked for (WithTree) when WithMaxLength sets none: a tree costs memory in
// proportion to the input (see WithTree), so a larger input gets a
// *LengthError instead.
const DefaultTreeMaxLength = 64 << 10

// WithTree makes Parse also build the syntax tree of the input (URI.Tree),
// its nodes named after the dialect's ABNF rules. Without WithMaxLength, the
// input may be at most DefaultTreeMaxLength bytes long.
func WithTree() Option {
	return func(o *options) error { o.tree = true; o.set |= optTree; return nil }
}

// URI is a valid input parsed under one dialect.
type URI struct {
	Dialect Dialect
	Input   string
	// StartRule is the start rule the input was parsed as.
	StartRule string
	// Production names the rule of the grammar that the input matched as a
	// whole below the start rule (for example "ftpurl", "genericurl",
	// "absoluteURI", "relative-ref"), so a user sees which scheme-specific
	// production applied.
	Production string
	// Components are the generic components, as spans of Input.
	Components Components
	// Warnings are the spec's SHOULD-level findings on a valid input; they
	// never make it invalid.
	Warnings []Warning
	// Tree is the syntax tree, its nodes named after the dialect's ABNF
	// rules; nil unless Parse was given WithTree.
	Tree *ast.Node

	rec record
}

// Parts returns the dialect-specific parts of u in input order: the rules of
// its grammar that name a part (ftp type, gopher selector, path segments,
// URN NID and NSS, ...), with their text and span.
func (u *URI) Parts() []Part { return slices.Clone(u.rec.parts) }

// Warning is a SHOULD-level finding: the input is valid, but the spec
// recommends against what it does.
type Warning struct {
	Offset  int
	Section string
	Message string
}

// Parse checks input against the grammar of dialect d and returns its parts.
// An invalid input gives a *Error that names the offset, the spec rule and
// what the grammar expected there; nothing is repaired.
//
// Options: WithRule, WithMaxLength, WithTree.
func Parse(d Dialect, input string, opts ...Option) (*URI, error) {
	x, err := lookup(d)
	if err != nil {
		return nil, err
	}
	o, err := entryParse.apply(opts)
	if err != nil {
		return nil, err
	}
	if o.tree && o.maxLength == 0 {
		o.maxLength = DefaultTreeMaxLength
	}
	return x.parse(d, input, o)
}

// parse is Parse after the options are checked.
func (x *dialect) parse(d Dialect, input string, o *options) (*URI, error) {
	rule, err := x.startRule(o)
	if err != nil {
		return nil, err
	}
	if err := o.checkLength(d, input); err != nil {
		return nil, err
	}
	tree, perr := x.ParseRule(rule, []byte(input))
	if perr != nil {
		return nil, x.explain(d, rule, input, perr)
	}
	rec := x.recordOf(input, tree)
	u := &URI{Dialect: d, Input: input, StartRule: rule, Production: rec.production,
		Components: rec.c, rec: rec}
	if o.tree {
		u.Tree = tree
	}
	if x.check != nil {
		w, err := x.check(u)
		if err != nil {
			return nil, err
		}
		u.Warnings = w
	}
	return u, nil
}

// startRule returns the start rule o names, or the dialect's default.
func (x *dialect) startRule(o *options) (string, error) {
	if o.set&optRule == 0 {
		return x.StartRules[0], nil
	}
	if !slices.Contains(x.StartRules, o.rule) {
		return "", fmt.Errorf(msgUnknownRule, x.id, o.rule, x.StartRules)
	}
	return o.rule, nil
}

// explain turns a failure of the generated parser into an *Error in the
// spec's terms, asking the ABNF oracle (the grammar of record) where and why
// the input leaves the language.
func (x *dialect) explain(d Dialect, rule, input string, perr error) error {
	if err := x.load(); err != nil {
		return fmt.Errorf("%w (parser: %w)", err, perr)
	}
	e := &Error{Dialect: d, Input: input, StartRule: rule}
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

// Validate reports whether input is valid under dialect d: nil, or the
// *Error (or *LengthError) that Parse would return. It is the strict
// validator without the components.
//
// Options: WithRule, WithMaxLength.
func Validate(d Dialect, input string, opts ...Option) error {
	x, err := lookup(d)
	if err != nil {
		return err
	}
	o, err := entryValidate.apply(opts)
	if err != nil {
		return err
	}
	_, err = x.parse(d, input, o)
	return err
}
