package semantic

import (
	"errors"
	"fmt"
	"slices"

	"github.com/urispec/urispec/grammar/abnf"
)

// Message texts of relative-reference resolution (kept here because
// messages.go belongs to the parser layer; STYLE.md 12).
const (
	msgResolveFailed  = "resolving %q against %q: invalid %s: %v"
	msgNoRelativeForm = "defines no relative form"
	msgNoRelative1738 = "rfc1738: %w: its §2.3 says relative links are not described in that document"
	msgNoRelative2141 = "rfc2141bis-03: %w: a URN has no hierarchy (§2: its path is a single segment, NID \":\" NSS; §2.5.1: \"/\" is not allowed)"
	msgNoResolver     = "dialect %s: no resolution algorithm"
	msgOptionDialect  = "%s is not offered by %s: its resolution text gives no such choice"
	msgBadLeadingDots = "WithLeadingDots(%d): not one of RetainLeadingDots, RemoveLeadingDots, RejectLeadingDots"
	msgNoSplitter     = "dialect %s: no component splitter is registered, so %q has no components to resolve"
	msgAboveRoot      = "the merged path still begins with \"..\" segments (rfc2396bis-01 §5.2 merge step 7: \"the reference is considered to be in error\")"
	msgUnsuitableBase = "a relative reference cannot be used with this base: it does not fit the <hier-part> syntax (rfc2396bis-01 §5, erratum E19)"
	msgRoleBase       = "base"
	msgRoleReference  = "reference"
	msgRoleTarget     = "target (the URL the partial form abbreviates)"
	msgDotsRetain     = "retain"
	msgDotsRemove     = "remove"
	msgDotsReject     = "error"
	msgOptionValidate = "WithValidating"
	msgOptionDots     = "WithLeadingDots"
)

// ErrNoRelativeForm is wrapped by Resolve for a dialect whose spec defines no
// relative form (rfc1738, rfc2141bis-03). It is not a property of the inputs.
var ErrNoRelativeForm = errors.New(msgNoRelativeForm)

// ErrAboveRoot is the Err of a *ResolveError when rfc2396bis-01 resolution
// runs with RejectLeadingDots and the merged path keeps leading ".." segments
// (§5.2 merge step 7).
var ErrAboveRoot = errors.New(msgAboveRoot)

// ErrUnsuitableBase is the Err of a *ResolveError when an rfc2396bis-01 base
// has an opaque-part and the reference is relative (§5: "a relative URI
// cannot be used within a document that has an unsuitable base URI").
var ErrUnsuitableBase = errors.New(msgUnsuitableBase)

// Role names which input of a resolution an error is about.
type Role string

const (
	// RoleBase: the base is invalid as the dialect's absolute form, or
	// unsuitable as a base.
	RoleBase Role = msgRoleBase
	// RoleReference: the reference is invalid as the dialect's reference form,
	// or in error (ErrAboveRoot).
	RoleReference Role = msgRoleReference
	// RoleTarget: url-draft-1993 only, the URL a valid partial form stands for
	// is not a valid URL (the draft gives partial forms as abbreviations of
	// URLs).
	RoleTarget Role = msgRoleTarget
)

// ResolveError is a resolution that failed because of its inputs. Err is the
// *Error (or *LengthError) of Parse for an invalid base, reference or target,
// or one of ErrAboveRoot and ErrUnsuitableBase.
type ResolveError struct {
	Dialect Dialect
	Base    string
	Ref     string
	Role    Role
	Err     error
}

func (e *ResolveError) Error() string {
	return fmt.Sprintf(msgResolveFailed, e.Ref, e.Base, e.Role, e.Err)
}

func (e *ResolveError) Unwrap() error { return e.Err }

// LeadingDots is what rfc2396bis-01 does with ".." segments left at the start
// of a merged path: "Implementations may handle this error by retaining these
// components in the resolved path ..., by removing them from the resolved path
// ..., or by avoiding traversal of the reference" (§5.2 merge step 7).
type LeadingDots int

const (
	// RetainLeadingDots keeps them, "treating them as part of the final URI";
	// Appendix C.2 prints this result (../../../g = http://a/../g). The default.
	RetainLeadingDots LeadingDots = iota
	// RemoveLeadingDots removes them, "discarding relative levels above the
	// root" (../../../g = http://a/g).
	RemoveLeadingDots
	// RejectLeadingDots "avoids traversal of the reference": Resolve returns a
	// *ResolveError wrapping ErrAboveRoot.
	RejectLeadingDots
)

// String returns the CLI spelling: retain, remove or error.
func (l LeadingDots) String() string {
	switch l {
	case RetainLeadingDots:
		return msgDotsRetain
	case RemoveLeadingDots:
		return msgDotsRemove
	case RejectLeadingDots:
		return msgDotsReject
	}
	return fmt.Sprintf("LeadingDots(%d)", int(l))
}

// ResolveOption configures Resolve. Options validate their arguments and the
// dialect they are used with.
type ResolveOption func(*resolveOptions) error

type resolveOptions struct {
	validating    bool
	validatingSet bool
	dots          LeadingDots
	dotsSet       bool
}

// WithValidating chooses the branch of rfc2396bis-01 §5.2 for a reference
// whose scheme equals the base's: a validating parser (true, the default)
// keeps the scheme, so http:g stays http:g; a non-validating one (false)
// "may ignore a scheme in the reference if it is identical to the base URI's
// scheme" (http:g = http://a/b/c/g "for backwards compatibility", Appendix C).
// Among the seed dialects only rfc2396bis-01 offers the choice; of the RFCs,
// those whose text does (OffersNonStrict: RFC 3986 §5.2.2, RFC 2396 §5.2)
// take it too, and every other dialect rejects the option.
func WithValidating(v bool) ResolveOption {
	return func(o *resolveOptions) error {
		o.validating, o.validatingSet = v, true
		return nil
	}
}

// WithLeadingDots chooses one of the three handlings rfc2396bis-01 §5.2 merge
// step 7 allows (default RetainLeadingDots). Only rfc2396bis-01 offers the
// choice; other dialects reject the option.
func WithLeadingDots(l LeadingDots) ResolveOption {
	return func(o *resolveOptions) error {
		if l < RetainLeadingDots || l > RejectLeadingDots {
			return fmt.Errorf(msgBadLeadingDots, int(l))
		}
		o.dots, o.dotsSet = l, true
		return nil
	}
}

// resolver is the resolution of a dialect, registered in init by the file
// that implements it; Resolve dispatches on this table.
type resolver struct {
	// nonStrict: the text offers the non-strict reading that drops a
	// reference scheme equal to the base's (WithValidating(false)).
	nonStrict bool
	resolve   func(d Dialect, base, ref string, o resolveOptions) (string, error)
}

var resolvers = map[Dialect]resolver{}

// OffersNonStrict reports whether dialect d's resolution text offers the
// non-strict (backward-compatible) reading selected by WithValidating(false).
func OffersNonStrict(d Dialect) bool {
	return resolvers[d].nonStrict
}

// resolveRules are the start rules Resolve parses with: base as the
// dialect's absolute form, ref as its reference form.
var resolveRules = map[Dialect]struct{ base, ref string }{
	// url-syntax-05 §5.1: a base URL is an absoluteURL (Content-Base =
	// "Content-Base" ":" absoluteURL); §3: a reference is a URL-reference.
	URLSyntax05: {"absoluteURL", "URL-reference"},
	// rfc2396bis-01 §5.2: the base is a URI (§4: the URI "includes only the
	// absolute URI"); §4: a reference is a URI-reference.
	RFC2396bis01: {"absolute-URI", "URI-reference"},
	// url-draft-1993 §Partial-form: the context locator is a url; a reference
	// is a full form (fragmentaddress) or a partial form (partial-address,
	// grammar errata E15-E17), told apart by the colon rule (resolve1993).
	URLDraft1993: {"url", "fragmentaddress"},
}

// Resolve resolves the reference ref against the base URL base under dialect
// d, following that spec's own text literally, defects included:
//
//   - url-syntax-05: §5.2 steps 1-7, including the string buffer of step 6
//     that merges the reference's query with its path before removing dot
//     segments (Appendix C: g?y/./x = http://a/b/c/g?y/x, g?y/../x =
//     http://a/b/c/x) and step 6a, which drops the "/" of a base with an
//     empty path (http://a + g = http://ag).
//   - rfc2396bis-01: the §5.2 pseudocode and its merge steps 1-8, with
//     WithValidating and WithLeadingDots for the two choices the text leaves
//     to implementations.
//   - url-draft-1993: the rules of §Partial-form (see resolve1993).
//   - rfc1738 and rfc2141bis-03 define no relative form: Resolve returns an
//     error wrapping ErrNoRelativeForm.
//
// The base must be valid as the dialect's absolute form (absoluteURL,
// absolute-URI, url) and ref as its reference form (URL-reference,
// URI-reference, fragmentaddress or partial-address); otherwise Resolve
// returns a *ResolveError whose Err is the *Error of Parse, and no target.
// Components are those of the dialect's parse (Parse's Components), so the
// split follows the grammar where its errata say it differs from Appendix B.
//
// A reference to the current document (url-syntax-05 §5.2 step 2; the
// "return (current-document, fragment)" of rfc2396bis-01 §5.2), which
// Appendix C writes "(current document)" and "(current document)#s", has no
// absolute form of its own: Resolve returns the base followed by the
// reference's fragment, the URL that url-syntax-05 §3 and rfc2396bis-01 §4.2
// say such a reference stands for "when transformed into a request" (errata
// R1 of ResolveErrata).
func Resolve(d Dialect, base, ref string, opts ...ResolveOption) (string, error) {
	if _, err := lookup(d); err != nil {
		return "", err
	}
	o := resolveOptions{validating: true, dots: RetainLeadingDots}
	for _, opt := range opts {
		if err := opt(&o); err != nil {
			return "", err
		}
	}
	r, ok := resolvers[d]
	if !ok {
		return "", fmt.Errorf(msgNoResolver, d)
	}
	return r.resolve(d, base, ref, o)
}

// The seed dialects: rfc1738 and rfc2141bis-03 define no relative form;
// url-syntax-05, rfc2396bis-01 and url-draft-1993 resolve by resolveSeed.
func init() {
	resolvers[RFC1738] = resolver{resolve: func(Dialect, string, string, resolveOptions) (string, error) {
		return "", fmt.Errorf(msgNoRelative1738, ErrNoRelativeForm)
	}}
	resolvers[RFC2141bis03] = resolver{resolve: func(Dialect, string, string, resolveOptions) (string, error) {
		return "", fmt.Errorf(msgNoRelative2141, ErrNoRelativeForm)
	}}
	resolvers[URLSyntax05] = resolver{resolve: resolveSeed}
	resolvers[URLDraft1993] = resolver{resolve: resolveSeed}
	// rfc2396bis-01 §5.2: "if ((not validating) and ...)" offers the choice.
	resolvers[RFC2396bis01] = resolver{nonStrict: true, resolve: resolveSeed}
}

// resolveSeed resolves under url-syntax-05, rfc2396bis-01 or url-draft-1993
// (see Resolve).
func resolveSeed(d Dialect, base, ref string, o resolveOptions) (string, error) {
	if d != RFC2396bis01 {
		if o.validatingSet {
			return "", fmt.Errorf(msgOptionDialect, msgOptionValidate, d)
		}
		if o.dotsSet {
			return "", fmt.Errorf(msgOptionDialect, msgOptionDots, d)
		}
	}
	rules, ok := resolveRules[d]
	if !ok {
		return "", fmt.Errorf(msgNoResolver, d)
	}
	fail := func(role Role, err error) (string, error) {
		return "", &ResolveError{Dialect: d, Base: base, Ref: ref, Role: role, Err: err}
	}
	b, err := Parse(d, base, WithRule(rules.base))
	if err != nil {
		return fail(RoleBase, err)
	}
	if d == URLDraft1993 {
		return resolve1993(b, ref, fail)
	}
	r, err := Parse(d, ref, WithRule(rules.ref))
	if err != nil {
		return fail(RoleReference, err)
	}
	for _, u := range []*URI{b, r} {
		if u.Components.Path == nil || u == b && u.Components.Scheme == nil {
			return "", fmt.Errorf(msgNoSplitter, d, u.Input)
		}
	}
	var t Components
	var current bool
	switch d {
	case URLSyntax05:
		t, current = resolveURLSyntax05(b.Components, r.Components)
	case RFC2396bis01:
		if !o.validating && r.Components.Scheme != nil && *r.Components.Scheme == *b.Components.Scheme {
			// §5.2: "if ((not validating) and (R.scheme == Base.scheme))
			// then undefine(R.scheme)". "==" is read as string equality,
			// case included (§3.1 only asks programs to treat case as
			// equivalent; the pseudocode compares).
			r.Components.Scheme = nil
		}
		if r.Components.Scheme == nil && !fitsHierPart(base[len(*b.Components.Scheme)+1:]) {
			// §5: "a relative URI cannot be used within a document that has
			// an unsuitable base URI" (<hier-part>, erratum E19).
			return fail(RoleBase, ErrUnsuitableBase)
		}
		t, current, err = resolveRFC2396bis01(b.Components, r.Components, o.dots)
		if err != nil {
			return fail(RoleReference, err)
		}
	}
	if current {
		return currentDocument(base, t.Fragment), nil
	}
	return recombine(t), nil
}

// currentDocument is the string Resolve gives for a reference to the current
// document: the base with the reference's fragment, if any (erratum R1).
func currentDocument(base string, fragment *string) string {
	if fragment == nil {
		return base
	}
	return base + "#" + *fragment
}

// recombine is url-syntax-05 §5.2 step 7 and the recombination pseudocode of
// rfc2396bis-01 §5.2 (the same steps): scheme ":", "//" site or authority,
// path, "?" query, "#" fragment, each delimiter only for a defined component.
func recombine(t Components) string {
	var s []byte
	if t.Scheme != nil {
		s = append(append(s, *t.Scheme...), ':')
	}
	if t.Authority != nil {
		s = append(append(s, "//"...), *t.Authority...)
	}
	if t.Path != nil {
		s = append(s, *t.Path...)
	}
	if t.Query != nil {
		s = append(append(s, '?'), *t.Query...)
	}
	if t.Fragment != nil {
		s = append(append(s, '#'), *t.Fragment...)
	}
	return string(s)
}

// ResolveErrata returns the errata of Resolve's reading of dialect d's
// resolution text (ids R1, R2, ...; the grammar's own errata, E1, E2, ..., are
// in Info). Dialects without a relative form have none.
func ResolveErrata(d Dialect) ([]*abnf.Erratum, error) {
	if _, err := lookup(d); err != nil {
		return nil, err
	}
	return slices.Clone(resolveErrata[d]), nil
}

var resolveErrata = map[Dialect][]*abnf.Erratum{
	URLSyntax05: {
		{ID: "R1", Rule: "-", Section: "5.2",
			Text: `step 2: "it is a reference to the current document and we are done"; Appendix C: "#s = (current document)#s", "<> = (current document)".`,
			Does: `returns the base URL followed by the reference's fragment (if any): "#s" gives "http://a/b/c/d;p?q#s".`,
			Why:  `the algorithm gives no string for it; §3 says an empty reference "represents the URL of the current document and should be replaced by that URL when transformed into a request", and the base is the only URL of the document Resolve is given.`},
		{ID: "R2", Rule: "-", Section: "5.2",
			Text: `step 6f/6g: "<segment>/../" and "<segment>/..", "where <segment> is a complete path segment not equal to ".."".`,
			Does: `the empty string before a leading "/" of the buffer is not a segment: "/../g" stays "/../g".`,
			Why:  `path = [ "/" ] path_segments (§4.3.2): a leading slash is no separator; Appendix C.2 "../../../g = http://a/../g" needs this reading (the other gives "http://ag").`},
		{ID: "R3", Rule: "-", Section: "C.2",
			Text: `"Some parsers inappropriately strip a lead relative symbolic path element from resolved paths in requests with some schemes. http://a/../b/c = http://a/b/c"`,
			Does: `resolves http://a/../b/c to http://a/../b/c.`,
			Why:  `the example shows the behaviour the sentence calls inappropriate; §5.2 step 3 takes a reference with a scheme as it is.`},
	},
	RFC2396bis01: {
		{ID: "R1", Rule: "-", Section: "5.2",
			Text: `"-- An empty reference refers to the current document return (current-document, fragment);"; Appendix C: "#s = (current document)#s", "<> = (current document)".`,
			Does: `returns the base URI followed by the fragment (if any): "#s" gives "http://a/b/c/d;p?q#s".`,
			Why:  `the pseudocode returns no URI for it; §4.2 says an empty reference "represents the base URI of the current document and should be replaced by that URI when transformed into a request".`},
		{ID: "R2", Rule: "-", Section: "5.2",
			Text: `merge steps 5-7: "<segment>/../", "<segment>/.." (erratum E20) and "begins with one or more complete path segments of "..""`,
			Does: `the empty string before the leading "/" of the buffer is not a segment: "/../g" keeps "/../g" in steps 5-6 and begins with the segment ".." in step 7.`,
			Why:  `abs-path = "/" path-segments (§3): the leading slash is no separator; Appendix C.2 "../../../g = http://a/../g" needs this reading.`},
	},
	URLDraft1993: {
		{ID: "R1", Rule: "-", Section: "Partial-form",
			Text: `"If the host and/or port parts are the different, the host, port name and all the rest of the locator must be given."`,
			Does: `reads "are different".`,
			Why:  `evident typo; grammar erratum E15 quotes the same sentence.`},
		{ID: "R2", Rule: "-", Section: "Partial-form",
			Text: `"Within a object whose URL is well defined, the URL of another object may be given in abbreviated form"; the section gives no syntax of its own for the result.`,
			Does: `checks the URL a partial form stands for with the grammar (fragmentaddress) and rejects the reference when it is not a URL (Role target).`,
			Why:  `a partial form is an abbreviation of a URL, so one that stands for no valid URL abbreviates nothing; nothing is silently accepted.`},
	},
}
