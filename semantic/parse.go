package semantic

import (
	"errors"
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
// its nodes named after the dialect's ABNF rules. The tree costs memory in
// proportion to the input: about 100 to 160 bytes per input byte, measured by
// BenchmarkTree on paths of 8-byte segments (a node per segment and per rule
// above it), so some 6 to 10 MB for an input of DefaultTreeMaxLength bytes.
// Without WithMaxLength, the input may be at most DefaultTreeMaxLength bytes
// long; a longer one gets a *LengthError naming both.
func WithTree() Option {
	return func(o *options) error { o.tree = true; o.set |= optTree; return nil }
}

// URI is a valid input parsed under one dialect. Parse returns it as a
// value (288 bytes on a 64-bit machine); it holds spans of its Input, not
// copies, and is never changed by this package, so copies of it are safe
// to share. Its methods take a *URI: call them on a variable.
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
	// SchemeSyntax names the scheme or URN namespace grammar the input
	// matched as well (WithSchemeSyntax); nil without the option or when
	// no grammar applies to its scheme. It is shared: do not change it.
	SchemeSyntax *SchemeSyntax

	rec recordRest // the rest of its record (record.go)
}

// Parts returns the dialect-specific parts of u in input order: the rules of
// its grammar that name a part (ftp type, gopher selector, path segments,
// URN NID and NSS, ...), with their text and span.
func (u *URI) Parts() []Part { return u.details().parts }

// details returns the details of u, found again in the input: a URI keeps
// only its record, and is never changed, so it is safe for concurrent use.
func (u *URI) details() *details {
	d := new(details)
	if x := u.Dialect.x; x != nil {
		var r record
		x.record(r.ref(), d, u.Input, u.StartRule) // u is valid: the scanner reads it
	}
	return d
}

// Warning is a SHOULD-level finding: the input is valid, but the spec
// recommends against what it does.
//
// Its JSON form is the warning object of the CLI's JSON output:
// {"offset", "section", "message"}.
type Warning struct {
	Offset  int    `json:"offset"`
	Section string `json:"section"`
	Message string `json:"message"`
}

// Parse checks input against the grammar of dialect d and returns its parts.
// An invalid input gives a *Error that names the offset, the spec rule and
// what the grammar expected there, and the zero URI; nothing is repaired.
//
// The URI is a value, as net/netip's addresses are: a valid input costs no
// allocation (its warnings, when the spec has some for it, and its tree
// with WithTree, cost theirs). Its methods take a *URI: call them on a
// variable (u.Parts(), HostAddr(&u)).
//
// Options: WithRule, WithMaxLength, WithTree, WithPolicy, WithSchemeSyntax.
func Parse(d Dialect, input string, opts ...Option) (u URI, err error) {
	x, err := lookup(d)
	if err != nil {
		return URI{}, err
	}
	if len(opts) == 0 {
		if len(input) <= MaxInputLength {
			// parse with the default options, in place: the default start
			// rule, no length limit but MaxInputLength; into the result
			// itself (no copy of it).
			err = x.parseInto(&u, d, input, x.meta.StartRules[0], x.startIdx[0], &defaultOptions)
			return u, err
		}
		return x.parse(d, input, &defaultOptions) // read only (options.go)
	}
	o, err := entryParse.apply(opts)
	if err != nil {
		return URI{}, err
	}
	if o.tree && o.maxLength == 0 {
		o.maxLength = DefaultTreeMaxLength
	}
	return x.parse(d, input, &o)
}

// parse is Parse after the options are checked: the automaton of the start
// rule decides validity (and explains an invalid input), the scanner finds
// the record of a valid one, and the dialect's prose rules check it.
func (x *dialect) parse(d Dialect, input string, o *options) (URI, error) {
	rule, ri, err := x.startRule(o)
	if err != nil {
		return URI{}, err
	}
	if err := o.checkLength(d, input); err != nil {
		return URI{}, err
	}
	return x.parseRule(d, input, rule, ri, o)
}

// parseRule is parse once the start rule (rule, its automaton ri) and the
// length are checked.
//
// The URI is a value: the scanner fills its record in place (record), and
// the prose rules read it there (runCheck), both called directly, so the
// compiler sees that nothing keeps it; a valid input costs no allocation
// but its warnings' and its tree's.
func (x *dialect) parseRule(d Dialect, input, rule string, ri int, o *options) (u URI, err error) {
	err = x.parseInto(&u, d, input, rule, ri, o)
	return u, err
}

// parseInto is parseRule into *u, the zero URI, which it leaves so on an
// error. Nothing keeps u: it may be on the caller's stack (Parse's result).
func (x *dialect) parseInto(u *URI, d Dialect, input, rule string, ri int, o *options) error {
	if o.schemeSyntax {
		s, err := x.matchSchemeSyntax(d, input, rule, ri)
		if err != nil {
			return err
		}
		u.SchemeSyntax = s
	} else if !x.match(ri, input) {
		return x.syntaxError(d, rule, ri, input)
	}
	u.Dialect, u.Input, u.StartRule = d, input, rule
	x.record(u.ref(), nil, input, rule) // in place: nothing keeps u
	if o.tree {
		var err error
		if u.Tree, err = x.tree(rule, []byte(input)); err != nil {
			*u = URI{}
			return fmt.Errorf(msgDivergence, x.id, rule, input, err)
		}
	}
	if x.check != noChecker {
		w, err := x.runCheck(u, !o.noWarnings)
		if err != nil {
			*u = URI{}
			return err
		}
		u.Warnings = w
	}
	if o.policy != nil {
		if err := o.policy.check(u); err != nil {
			*u = URI{}
			return err
		}
	}
	return nil
}

// startRule returns the start rule o names, or the dialect's default, and
// its automaton.
func (x *dialect) startRule(o *options) (string, int, error) {
	if o.set&optBase != 0 {
		return x.baseStartRule(o)
	}
	if o.set&optRule == 0 {
		return x.meta.StartRules[0], x.startIdx[0], nil
	}
	i := slices.Index(x.meta.StartRules, o.rule)
	if i < 0 {
		return "", 0, fmt.Errorf(msgUnknownRule, x.id, o.rule, x.meta.StartRules)
	}
	return o.rule, x.startIdx[i], nil
}

// syntaxError is the *Error of an input that the automaton of rule
// rejected: the language table (Match) decides validity; only then does the
// diagnosing table run (Fail), to find where the input dies, the diagnosis
// the grammar of record gives there and the reading given up, computed when
// the automaton was generated.
//
// The Error and both expected lists (copies: the caller owns them, the
// tables stay intact) are one allocation (newErrorBlock); a Reading, on
// about one error in a hundred, another.
func (x *dialect) syntaxError(d Dialect, rule string, ri int, input string) *Error {
	t := x.auto
	f := t.Fail(ri, input)
	diag := f.Diagnosis
	shown := len(t.List(diag.Show))
	n := shown
	if f.Abandoned != nil {
		n += len(t.List(f.Abandoned.Show))
	}
	e, expected := newErrorBlock(n)
	expected = t.AppendList(expected, diag.Show)
	*e = Error{Dialect: d, Input: input, StartRule: rule, Offset: f.Offset,
		Rule: t.Name(diag.Context), Expected: expected[:shown:shown], Section: t.Name(diag.ContextSection)}
	if a := f.Abandoned; a != nil {
		expected = t.AppendList(expected, a.Show)
		e.Abandoned = &Reading{Offset: f.At, Rule: t.Name(a.Context), Expected: expected[shown:], Section: t.Name(a.ContextSection)}
	}
	return e
}

// newErrorBlock returns an Error with room for n expected names in one
// allocation, of the size class that fits n: the lists of the bench
// corpora's errors hold 1 to 21 names (the message's and its reading's
// together), most at most 8. Longer lists get an allocation of their own.
func newErrorBlock(n int) (*Error, []string) {
	switch {
	case n <= 2:
		return newErrorWith(func(x *[2]string) []string { return x[:0] })
	case n <= 4:
		return newErrorWith(func(x *[4]string) []string { return x[:0] })
	case n <= 8:
		return newErrorWith(func(x *[8]string) []string { return x[:0] })
	case n <= 12:
		return newErrorWith(func(x *[12]string) []string { return x[:0] })
	case n <= 16:
		return newErrorWith(func(x *[16]string) []string { return x[:0] })
	case n <= 24:
		return newErrorWith(func(x *[24]string) []string { return x[:0] })
	}
	return new(Error), make([]string, 0, n)
}

// newErrorWith allocates an Error and an array A of names together and
// returns the Error and the array as an empty slice (room).
func newErrorWith[A any](room func(*A) []string) (*Error, []string) {
	b := new(struct {
		e Error
		x A
	})
	return &b.e, room(&b.x)
}

// Validate reports whether input is valid under dialect d: nil, or the
// *Error (or *LengthError, or *PolicyError) that Parse would return. It is
// the strict validator without the components.
//
// Options: WithRule, WithMaxLength, WithPolicy, WithSchemeSyntax.
func Validate(d Dialect, input string, opts ...Option) error {
	x, err := lookup(d)
	if err != nil {
		return err
	}
	if len(opts) == 0 {
		if len(input) <= MaxInputLength {
			if p := x.pairs0; p != nil && (x.check == noChecker || x.checkInput != nil) {
				// The default start rule's pair table, and the prose rules
				// on the input alone if any: validateRule's match and its
				// verdict, without its calls (on a short URL they cost what
				// the table saves).
				if !p.Match(input) {
					return x.syntaxError(d, x.meta.StartRules[0], x.startIdx[0], input)
				}
				if x.checkInput != nil {
					return x.checkInput(d, x.meta.StartRules[0], input)
				}
				return nil
			}
			// validate with the default options, in place: the default start
			// rule, no length limit but MaxInputLength (a short URL spent a
			// quarter of its time in the calls).
			return x.validateRule(d, input, x.meta.StartRules[0], x.startIdx[0], &defaultOptions)
		}
		return x.validate(d, input, &defaultOptions) // read only (options.go)
	}
	o, err := entryValidate.apply(opts)
	if err != nil {
		return err
	}
	return x.validate(d, input, &o)
}

// validate is Validate after the options are checked.
func (x *dialect) validate(d Dialect, input string, o *options) error {
	rule, ri, err := x.startRule(o)
	if err != nil {
		return err
	}
	if err := o.checkLength(d, input); err != nil {
		return err
	}
	return x.validateRule(d, input, rule, ri, o)
}

// match reports whether input is the automaton's rule ri: by the default
// start rule's pair table directly when ri is that rule and it has one (one
// call, where Automaton.Match goes through the Automaton and the Language
// to find it), else by Automaton.Match.
func (x *dialect) match(ri int, input string) bool {
	if x.pairs0 != nil && ri == x.startIdx[0] {
		return x.pairs0.Match(input)
	}
	return x.auto.Match(ri, input)
}

// validateRule is validate once the start rule (rule, its automaton ri) and
// the length are checked.
func (x *dialect) validateRule(d Dialect, input, rule string, ri int, o *options) error {
	if o.schemeSyntax {
		if _, err := x.matchSchemeSyntax(d, input, rule, ri); err != nil {
			return err
		}
	} else if !x.match(ri, input) {
		return x.syntaxError(d, rule, ri, input)
	}
	if x.check == noChecker && o.policy == nil {
		return nil
	}
	if x.checkInput != nil && o.policy == nil {
		return x.checkInput(d, rule, input)
	}
	return x.validateRecord(d, input, rule, o)
}

// validateRecord runs the prose rules and the policy that read the record of
// a valid input, on a URI on the stack (nothing keeps it: runCheck calls
// the prose rules directly), so that a valid input costs no allocation.
func (x *dialect) validateRecord(d Dialect, input, rule string, o *options) error {
	u := URI{Dialect: d, Input: input, StartRule: rule}
	x.record(u.ref(), nil, input, rule)
	if x.check != noChecker {
		if _, err := x.runCheck(&u, false); err != nil { // Validate reports no warnings
			return err
		}
	}
	if o.policy != nil {
		return o.policy.check(&u)
	}
	return nil
}

// baseStartRule is startRule for WithBase: the start rule the dialect's
// baseRule chooses for o.base.
func (x *dialect) baseStartRule(o *options) (string, int, error) {
	switch {
	case x.baseRule == nil:
		return "", 0, fmt.Errorf(msgNoBaseRule, x.id)
	case o.set&optRule != 0:
		return "", 0, errors.New(msgBaseAndRule)
	}
	rule, err := x.baseRule(o.base)
	if err != nil {
		return "", 0, err
	}
	i := slices.Index(x.meta.StartRules, rule)
	if i < 0 {
		return "", 0, fmt.Errorf(msgUnknownRule, x.id, rule, x.meta.StartRules)
	}
	return rule, x.startIdx[i], nil
}

// BaseStartRule returns the start rule WithBase(base) makes Parse and
// Validate read an input as, in a dialect whose validity depends on a base
// URL (whatwg-url; WithBase), or an error when d has no such rule or base
// is no base URL.
func BaseStartRule(d Dialect, base string) (string, error) {
	x, err := lookup(d)
	if err != nil {
		return "", err
	}
	rule, _, err := x.baseStartRule(&options{set: optBase, base: base})
	return rule, err
}
