package semantic

import (
	"fmt"
	"math"
	"sync"
)

// Option configures an entry point (Parse, Validate, Resolve, Relativize,
// Normalize, Equivalent, IRIToURI, URIToIRI).
// An option validates its argument when it is applied, and an entry point
// rejects an option that has no meaning for it or for the dialect (for
// example WithLeadingDots for a dialect whose text gives no such choice): no
// option is ever silently ignored. A nil Option is ignored.
type Option func(*options) error

// option names an Option in messages; the bit records that it was given.
type option uint16

const (
	optRule option = 1 << iota
	optMaxLength
	optTree
	optValidating
	optLeadingDots
	optLevel
	optRecomposition
	optPolicy
	optBase
	optSchemeSyntax
)

var optionNames = map[option]string{
	optRule: "WithRule", optMaxLength: "WithMaxLength", optTree: "WithTree",
	optValidating: "WithValidating", optLeadingDots: "WithLeadingDots", optLevel: "WithLevel",
	optRecomposition: "WithRecomposition", optPolicy: "WithPolicy", optSchemeSyntax: "WithSchemeSyntax", optBase: "WithBase",
}

type options struct {
	set        option // the options given
	rule       string
	base       string // WithBase's base URL
	maxLength  int    // 0: no limit
	tree       bool
	validating bool
	dots       LeadingDots
	level      Level
	// recomposition is Resolve's handling of a target that would parse into
	// other components; onTarget, when set (by the tests), is given every
	// target a resolution recomposes, before the guard.
	recomposition Recomposition
	onTarget      func(target)
	// noWarnings: an internal parse (of Resolve, Normalize, Equivalent)
	// whose warnings nobody reads; the prose rules do not build them.
	noWarnings bool
	// policy is WithPolicy's, checked and made ready (policy.go).
	policy *policy
	// schemeSyntax is WithSchemeSyntax's (schemes.go).
	schemeSyntax bool
}

// WithRule makes Parse, Normalize and Equivalent read the input as the named
// start rule of the dialect's grammar instead of its default start rule (the
// first of its ;@start pragma; Info lists them), the companion start rules
// included (rfc2396's RFC 2732 rules URI-reference-2732, ...; rfc3986's RFC
// 6874 rules URI-reference-6874, ...). For Resolve and Relativize it names
// the reference's start rule where the dialect offers more than one, and so
// the base's: rfc2396's URI-reference-2732 with absoluteURI-2732 (RFC 2732),
// rfc3986's URI-reference-6874 with URI-6874 (RFC 6874); Info lists them in
// Resolution.References.
func WithRule(rule string) Option {
	return func(o *options) error { o.rule = rule; o.set |= optRule; return nil }
}

// WithBase makes Parse and Validate read the input as a URL string written
// against the base URL base, in a dialect whose validity depends on a base
// URL: whatwg-url, where a relative-URL-with-fragment string is valid or not
// by the base's scheme and path (URL Standard §4.3, grammar erratum E1). The
// dialect chooses the start rule from base (BaseStartRule); without WithBase
// a relative string is invalid there ("example" without a base is not a
// valid URL string). It cannot be given with WithRule, and a dialect without
// base-dependent validity rejects it.
func WithBase(base string) Option {
	return func(o *options) error { o.base = base; o.set |= optBase; return nil }
}

// WithMaxLength rejects an input longer than n bytes with a *LengthError,
// which names the length and the limit, before any work is done on it.
// Every entry point takes it; for Resolve it bounds the base and the
// reference, for Equivalent each input, both checked before either is read.
// There is no limit by default but MaxInputLength, and DefaultTreeMaxLength
// for the syntax tree (WithTree).
func WithMaxLength(n int) Option {
	return func(o *options) error {
		if n <= 0 {
			return fmt.Errorf(msgBadMaxLength, n)
		}
		o.maxLength = n
		o.set |= optMaxLength
		return nil
	}
}

// WithValidating chooses, for Resolve, between the two readings some texts
// give of a reference whose scheme equals the base's: a validating (strict)
// parser (true, the default) keeps the scheme, so http:g stays http:g; a
// non-validating one (false) ignores it, "for backwards compatibility"
// (RFC 3986 §5.2.2, RFC 2396 §5.2 step 3, rfc2396bis-01 §5.2). Info tells
// which dialects offer the choice; the others reject the option.
func WithValidating(v bool) Option {
	return func(o *options) error {
		o.validating = v
		o.set |= optValidating
		return nil
	}
}

// WithLeadingDots chooses, for Resolve, one of the three handlings that
// rfc2396bis-01 §5.2 merge step 7 allows for ".." segments left at the start
// of a merged path (default RetainLeadingDots). Only dialects whose text
// leaves that choice accept it (Info).
func WithLeadingDots(l LeadingDots) Option {
	return func(o *options) error {
		if l < RetainLeadingDots || l > RejectLeadingDots {
			return fmt.Errorf(msgBadLeadingDots, int(l))
		}
		o.dots = l
		o.set |= optLeadingDots
		return nil
	}
}

// WithRecomposition chooses, for Resolve, what to do with a target whose
// string would parse into other components than resolution computed
// (ErrRecomposition): reject it (RecomposeReject, the default), repair it
// with "/." where that is the repair (RecomposeDotPrefix), or return the
// text's string as it is (RecomposeLiteral). Every dialect with a relative
// form takes it.
func WithRecomposition(r Recomposition) Option {
	return func(o *options) error {
		if r < RecomposeReject || r > RecomposeLiteral {
			return fmt.Errorf(msgBadRecomposition, int(r))
		}
		o.recomposition = r
		o.set |= optRecomposition
		return nil
	}
}

// WithLevel chooses the level of Normalize and Equivalent: a rung of the
// dialect's comparison ladder (Info lists them, the default first).
func WithLevel(l Level) Option {
	return func(o *options) error {
		if l == "" {
			return fmt.Errorf(msgEmptyLevel)
		}
		o.level = l
		o.set |= optLevel
		return nil
	}
}

// entry is an entry point, for option checks and messages.
type entry struct {
	name    string
	allowed option
}

var (
	entryParse      = entry{"Parse", optRule | optMaxLength | optTree | optPolicy | optSchemeSyntax | optBase}
	entryValidate   = entry{"Validate", optRule | optMaxLength | optPolicy | optSchemeSyntax | optBase}
	entryResolve    = entry{"Resolve", optRule | optMaxLength | optValidating | optLeadingDots | optRecomposition}
	entryRelativize = entry{"Relativize", optRule | optMaxLength | optValidating | optLeadingDots | optRecomposition}
	entryNormalize  = entry{"Normalize", optRule | optMaxLength | optLevel}
	entryEquivalent = entry{"Equivalent", optRule | optMaxLength | optLevel}
	entryIRIToURI   = entry{"IRIToURI", optRule | optMaxLength}
	entryURIToIRI   = entry{"URIToIRI", optRule | optMaxLength}
)

// apply applies opts for entry point e and rejects those e does not take.
//
// The options are applied to a pooled value and returned as a copy, so that
// an entry point allocates nothing for them (an Option is a function, to
// which the compiler must assume the value escapes).
//
// Without options it returns a copy of defaultOptions, a value no call
// writes: copying it costs a few wide moves, where building it field by
// field and copying it out at once stalled the copy (store forwarding),
// measured as a tenth of Validate's time on a 47-byte URL.
func (e entry) apply(opts []Option) (options, error) {
	o := defaultOptions
	if len(opts) == 0 {
		return o, nil
	}
	p := optionsPool.Get().(*options)
	*p = o
	var err error
	for _, opt := range opts {
		if opt == nil {
			continue
		}
		if err = opt(p); err != nil {
			break
		}
	}
	o = *p
	optionsPool.Put(p)
	if err != nil {
		return o, err
	}
	if bad := o.set &^ e.allowed; bad != 0 {
		for b := option(1); b != 0; b <<= 1 {
			if bad&b != 0 {
				return o, fmt.Errorf(msgOptionEntry, optionNames[b], e.name)
			}
		}
	}
	return o, nil
}

var optionsPool = sync.Pool{New: func() any { return new(options) }}

// defaultOptions are the options of a call without any. Nothing writes to
// it: apply copies it, and Parse and Validate without options pass it by
// pointer to their read-only paths, which saves a third of Validate's time
// on a short URL (the copy of the options stalled it; make race runs every
// entry point from many goroutines, so a write would be found).
var defaultOptions = options{validating: true, dots: RetainLeadingDots}

// checkLength returns a *LengthError when input is over the limit, the one
// WithMaxLength sets or MaxInputLength.
func (o *options) checkLength(d Dialect, input string) error {
	if o.maxLength > 0 && len(input) > o.maxLength {
		return &LengthError{Dialect: d, Length: len(input), Max: o.maxLength}
	}
	if len(input) > MaxInputLength {
		return &LengthError{Dialect: d, Length: len(input), Max: MaxInputLength}
	}
	return nil
}

// MaxInputLength is the length limit of every entry point, in bytes, with or
// without WithMaxLength: 2 GiB less one byte (math.MaxInt32), so that a URI
// keeps the offsets of its parts as 32-bit numbers and is smaller (the one
// allocation of Parse costs in proportion to its size; record.go). A longer
// input gets a *LengthError that names both lengths before it is read.
const MaxInputLength = math.MaxInt32
