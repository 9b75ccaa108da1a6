package semantic

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/semantic/automaton"
)

// Dialect is one version of the URL, URI and URN specifications. Its value
// holds everything urispec knows of that version: its spec, its grammar, how
// an input splits into components, the rules its text states in prose, its
// resolution, normalization and equivalence. The dialects are the package
// variables URLDraft1993 to WHATWGURL, all listed by Dialects; every one is
// declared, with all it does, in its own file (dialect_<id>.go).
//
// The zero Dialect is no dialect: every entry point rejects it with an error
// wrapping ErrUnknownDialect. Dialect values compare with ==.
type Dialect struct{ x *dialect }

// ErrUnknownDialect is wrapped by ParseDialect for an id that names no
// dialect, and by every entry point given the zero Dialect.
var ErrUnknownDialect = errors.New(msgUnknownDialect)

// ID returns the dialect id ("rfc3986", "url-syntax-05", ...): the name of
// its grammar folder, of the CLI's -d flag and of the vectors' "dialect"
// field. It is "" for the zero Dialect.
func (d Dialect) ID() string {
	if d.x == nil {
		return ""
	}
	return d.x.id
}

// String returns the dialect id.
func (d Dialect) String() string { return d.ID() }

// MarshalText returns the dialect id.
func (d Dialect) MarshalText() ([]byte, error) {
	if d.x == nil {
		return nil, fmt.Errorf("%w: the zero Dialect", ErrUnknownDialect)
	}
	return []byte(d.x.id), nil
}

// UnmarshalText sets d to the dialect ParseDialect finds for text.
func (d *Dialect) UnmarshalText(text []byte) error {
	v, err := ParseDialect(string(text))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// registry is the one table of dialects, filled by the dialect values
// themselves (register, in the init function of each dialect_<id>.go).
var registry []*dialect

// register adds a dialect and returns its value. Its id, spec and start
// rules come from its generated metadata.
func register(x *dialect) Dialect {
	x.id = x.meta.Dialect
	if x.scan == noScanner {
		panic("semantic: dialect " + x.id + " has no scanner (scan is required: the record of every input is found by its dialect's scanner)")
	}
	x.startIdx = make([]int, len(x.meta.StartRules))
	for i, r := range x.meta.StartRules {
		j, ok := x.auto.RuleIndex(r)
		if !ok {
			panic("semantic: dialect " + x.id + ": no automaton for start rule " + r + " (run make generate)")
		}
		x.startIdx[i] = j
	}
	x.schemes = schemeTables[x.id] // a package variable: set before any init function runs
	if l := x.auto.Lang; l != nil && x.startIdx[0] < len(l.Pairs) {
		x.pairs0 = l.Pairs[x.startIdx[0]]
	}
	registry = append(registry, x)
	slices.SortStableFunc(registry, func(a, b *dialect) int {
		if c := cmp.Compare(a.meta.SpecDate, b.meta.SpecDate); c != 0 {
			return c
		}
		return cmp.Compare(a.id, b.id)
	})
	return Dialect{x}
}

// Dialects returns every dialect, in the date order of its spec (the date of
// the ;@spec pragma of its grammar), then by id.
func Dialects() []Dialect {
	out := make([]Dialect, len(registry))
	for i, x := range registry {
		out[i] = Dialect{x}
	}
	return out
}

// ParseDialect returns the dialect whose id is id, compared without regard to
// case ("RFC3986" is rfc3986). An id that names no dialect gives an error
// wrapping ErrUnknownDialect that lists the dialects.
func ParseDialect(id string) (Dialect, error) {
	for _, x := range registry {
		if strings.EqualFold(x.id, id) {
			return Dialect{x}, nil
		}
	}
	ids := make([]string, len(registry))
	for i, x := range registry {
		ids[i] = x.id
	}
	return Dialect{}, fmt.Errorf(msgUnknownDialectID, ErrUnknownDialect, id, strings.Join(ids, ", "))
}

// dialect is the single value of one dialect: what its dialect_<id>.go
// declares, with what its generated package (generated/<pkg>) gives it.
//
// Naming. A dialect_<id>.go file declares that dialect only, and every
// identifier it declares for that dialect ends with the dialect's Go name,
// the name of its variable: scanRFC3986, checkRFC8141,
// resolveRefsURLSyntax05, mergeRFC2396bis01, sentinelRFC2396. What several
// dialects use lives in a file named for the mechanism (scanner.go,
// hierrules.go, resolve.go, resolve_rfc3986.go, normalize.go, urn.go,
// typed.go) and names no dialect, unless it is one spec's algorithm that
// another spec adopts by reference: resolveRFC3986, which RFC 3987 §6.5
// applies to IRIs. What reads the record off a valid input is the scanner,
// in every name (scanRFC3986, scannerID, runScanner); the test-only readers
// of the syntax tree are the tree references (treeref_test.go).
type dialect struct {
	id string // the id of meta
	// meta is the metadata of the grammar of record (its pragmas, the section
	// of every rule, its errata), auto its compiled automata (the start and
	// scan rules), tree its generated parser, which builds the syntax tree
	// (WithTree).
	meta *automaton.Meta
	auto *automaton.Automaton
	tree func(rule string, input []byte) (*ast.Node, error)
	// startIdx is the automaton rule of each start rule of meta.
	startIdx []int
	// schemes are the scheme and namespace grammars that apply to the
	// dialect (schemes.go, WithSchemeSyntax); nil for none.
	schemes *schemeTable
	// pairs0 is the pair table of the default start rule (its language
	// table read two bytes a step), nil when it has none: the default path
	// of Validate and Parse runs it directly (match).
	pairs0 *automaton.Pairs
	// scan finds the record of a valid input in the input itself
	// (scanner.go). It is required: the record has one home, the scanner,
	// and register refuses a dialect without one. The tree references that
	// read the same record off the syntax tree are what the scanners are
	// tested against, in the test files only (treeref_test.go). It names
	// the scanner, which runScanner calls.
	scan scannerID
	// noURL says why net/url cannot hold the dialect's inputs (interop.go);
	// "" when its references are the generic syntax net/url models.
	noURL string
	// asURI gives the URI an input maps to before net/url holds it; nil when
	// net/url holds the input itself.
	asURI func(u *URI) (*URI, error)
	// check enforces the rules the spec states in prose beyond its grammar
	// (MUSTs: an *Error; SHOULDs: warnings, built only when warn is true);
	// noChecker when there are none. It names the check, which runCheck
	// calls.
	check checker
	// checkInput, when set, is what check does without warnings, on the
	// input alone (no record, no URI): Validate, which wants no warnings,
	// calls it instead of check when no policy needs the record.
	// TestCheckReadsInputOnly holds that both give the same error.
	checkInput func(d Dialect, rule, input string) error
	// baseRule, when set, is the start rule of an input written against a
	// base URL (WithBase), chosen by the base; nil for a dialect whose
	// validity does not depend on a base.
	baseRule func(base string) (string, error)
	// resolution is the relative resolution of the spec's text.
	resolution resolution
	// normalization is the spec's normalization ladder; nil when the text
	// defines none.
	normalization *normalization
	// noNUL is the section of a text that forbids the octet 0 in every
	// form, unencoded or percent-encoded: Encode and Decode refuse it; ""
	// when the text says nothing of it.
	noNUL string
	// excluded are the characters the text's prose excludes from every
	// component although its grammar admits them, with the section: Decode
	// refuses to yield them, as it refuses what the grammar excludes, and
	// Encode escapes them; zero when the prose excludes none.
	excluded excludedChars
	// recompose writes the typed parts of a valid input back with the
	// grammar's delimiters.
	recompose func(r *recomposer, u *URI, t *Typed)
}

// resolution is how a dialect resolves a reference against a base.
type resolution struct {
	// base and ref are the start rules the base and the reference are
	// parsed with; "" when the text defines no relative form.
	base, ref string
	// companions are the other reference start rules WithRule may choose,
	// each with the start rule of its base (RFC 6874's URI-reference-6874
	// with URI-6874 in rfc3986).
	companions map[string]string
	// none says why the text defines no relative form (a message with a %w
	// for ErrNoRelativeForm) when base is "".
	none string
	// nonStrict: the text offers the non-strict reading that drops a
	// reference scheme equal to the base's (WithValidating(false)).
	nonStrict bool
	// leadingDots: the text leaves the ".." segments above the root to the
	// implementation (WithLeadingDots).
	leadingDots bool
	resolve     func(x *dialect, base, ref string, o *options) (string, error)
	// section is the step of the text that writes the target's string (the
	// recomposition), for the messages of ErrRecomposition.
	section string
	// reparse reads a target's string back into components (the
	// recomposition guard); reparseRef when nil.
	reparse func(x *dialect, s string, o *options) (texts, error)
}

// normalization is a dialect's normalization: its levels (the default first)
// and how the normal form at one is computed, by exactly one of phases, norm
// and input (TestNormalizationPieces).
type normalization struct {
	levels []Level
	// phases returns the phases of level l, which normalize runs in order
	// (runPhases; LevelString is the input itself): the URL and URI
	// dialects, whose texts word normalization as steps.
	phases func(l Level) []phase
	// norm computes the normal form in one pass of its own: the URN
	// dialects, whose texts define a lexical equivalence, not steps.
	norm func(u *URI, l Level) (string, error)
	// input, when set, computes the normal form from the input itself,
	// not from a valid URI: whatwg-url, whose normal form is its parser's,
	// for inputs valid or not (whatwg_reading.go).
	input func(x *dialect, input string, l Level) (string, error)
	// align, when set, is the form in which Equivalent compares two normal
	// forms at a level (RFC 3987 §5.3.2.3 aligns percent-encodings through
	// the mapping to URIs); nil: the normal forms themselves.
	align func(normal string, l Level) string
}

// lookup returns the value of d, or an error wrapping ErrUnknownDialect for
// the zero Dialect.
func lookup(d Dialect) (*dialect, error) {
	if d.x == nil {
		return nil, zeroDialect()
	}
	return d.x, nil
}

// zeroDialect is lookup's error, made out of line so that lookup is
// inlined into every entry point.
func zeroDialect() error { return fmt.Errorf(msgZeroDialect, ErrUnknownDialect) }

// scannerID names a dialect's scanner (dialect.scan).
type scannerID int

const (
	noScanner scannerID = iota
	scannerRFC1630
	scannerRFC1738
	scannerRFC1808
	scannerRFC2141
	scannerRFC2141bis03
	scannerRFC2396
	scannerRFC2396bis01
	scannerRFC3986
	scannerRFC3987
	scannerRFC8141
	scannerURLDraft1993
	scannerURLSyntax05
	scannerWHATWGURL
)

// runScanner runs the scanner of x on s, filling r. A switch of direct calls,
// not a function value: so the compiler sees that no scanner keeps a
// pointer to the scanner or to the record, and both stay on the caller's
// stack (Parse allocates nothing).
func (x *dialect) runScanner(s *scanner, r recordRef) {
	switch x.scan {
	case scannerRFC1630:
		scanRFC1630(s, r)
	case scannerRFC1738:
		scanRFC1738(s, r)
	case scannerRFC1808:
		scanRFC1808(s, r)
	case scannerRFC2141:
		scanRFC2141(s, r)
	case scannerRFC2141bis03:
		scanRFC2141bis03(s, r)
	case scannerRFC2396:
		scanRFC2396(s, r)
	case scannerRFC2396bis01:
		scanRFC2396bis01(s, r)
	case scannerRFC3986:
		rfc3986Rules.scan(s, r)
	case scannerRFC3987:
		rfc3987Rules.scan(s, r)
	case scannerRFC8141:
		scanRFC8141(s, r)
	case scannerURLDraft1993:
		scanURLDraft1993(s, r)
	case scannerURLSyntax05:
		scanURLSyntax05(s, r)
	case scannerWHATWGURL:
		scanWHATWGURL(s, r)
	default:
		panic("semantic: dialect " + x.id + " has no scanner")
	}
}

// checker names a dialect's prose rules (dialect.check).
type checker int

const (
	noChecker checker = iota
	checkerRFC2141
	checkerRFC2141bis03
	checkerRFC3987
	checkerRFC8141
	checkerWHATWGURL
)

// runCheck runs the prose rules of x on u (dialect.check): a switch of
// direct calls, so that a URI on the caller's stack stays there (no check
// keeps u).
func (x *dialect) runCheck(u *URI, warn bool) ([]Warning, error) {
	switch x.check {
	case checkerRFC2141:
		return checkRFC2141(u, warn)
	case checkerRFC2141bis03:
		return checkRFC2141bis03(u, warn)
	case checkerRFC3987:
		return checkRFC3987(u, warn)
	case checkerRFC8141:
		return checkRFC8141(u, warn)
	case checkerWHATWGURL:
		return checkWHATWGURL(u, warn)
	}
	return nil, nil
}

// excludedChars are characters a dialect's prose excludes from every
// component (dialect.excluded), by name, with the section that says so.
type excludedChars struct {
	section string
	names   map[rune]string
}
