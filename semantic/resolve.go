package semantic

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// ErrNoRelativeForm is wrapped by Resolve for a dialect whose spec defines no
// relative form (rfc1738, rfc2141bis-03). It is not a property of the inputs.
var ErrNoRelativeForm = errors.New(msgNoRelativeForm)

// ErrAboveRoot is the Err of an *OpError when rfc2396bis-01 resolution
// runs with RejectLeadingDots and the merged path keeps leading ".." segments
// (§5.2 merge step 7).
var ErrAboveRoot = errors.New(msgAboveRoot)

// ErrUnsuitableBase is the Err of an *OpError when an rfc2396bis-01 base
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
	// RoleTarget: the target is not what resolution computed: its string
	// would parse into other components (ErrRecomposition), or, in
	// url-draft-1993, the URL a valid partial form stands for is not a valid
	// URL (the draft gives partial forms as abbreviations of URLs).
	RoleTarget Role = msgRoleTarget
)

// ErrRecomposition is matched (errors.Is) by the Err of an *OpError when
// the string that a resolution's text recomposes would parse back into other
// components than the resolution computed: an authority that appears ("f:/a"
// and ".//g" give the path "//g" without an authority, RFC 3986 §5.3 writes
// "f://g", whose authority is "g"), grows ("http://a" and "g" give
// "http://ag" in url-syntax-05 and RFC 2396), or goes, or a target that does
// not parse at all. RFC 3986 §5.4.2: "the ".." syntax cannot be used to
// change the authority component of a URI". The error names the component,
// both values and the section of the recomposition; the *OpError
// carries the literal string as Target. WithRecomposition chooses another
// handling.
var ErrRecomposition = errors.New(msgRecomposition)

// Op names the operation an *OpError is about.
type Op string

const (
	// OpResolve: Resolve (or an operation that resolves, such as the
	// resolve command of the CLI).
	OpResolve Op = "resolve"
	// OpRelativize: Relativize.
	OpRelativize Op = "relativize"
)

// OpError is a resolution (Op OpResolve) or a relativization (Op
// OpRelativize) that failed because of its inputs; Role says which input.
//
// Resolve: Err is the *Error (or *LengthError) of Parse for an invalid base
// (RoleBase), reference (RoleReference) or target (RoleTarget), or one of
// ErrAboveRoot, ErrUnsuitableBase and ErrRecomposition (matched with
// errors.Is).
//
// Relativize: the base is invalid as the dialect's base (RoleBase; Err the
// *Error or *LengthError of Parse), the target is invalid as its reference
// (RoleTarget, likewise), or no reference resolves to the target
// (RoleTarget, Err ErrUnreachable).
type OpError struct {
	Op      Op
	Dialect Dialect
	Base    string
	// Ref is the reference of a resolution; "" for a relativization.
	Ref  string
	Role Role
	// Target is, for a relativization, the target it was given; for a
	// resolution, the string the dialect's text gives when the guard
	// refused it (ErrRecomposition), so that a caller can still see it,
	// and "" otherwise.
	Target string
	Err    error
}

func (e *OpError) Error() string {
	if e.Op == OpRelativize {
		return fmt.Sprintf(msgRelativizeFailed, e.Target, e.Base, e.Role, e.Err)
	}
	return fmt.Sprintf(msgResolveFailed, e.Ref, e.Base, e.Role, e.Err)
}

func (e *OpError) Unwrap() error { return e.Err }

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
	// RejectLeadingDots "avoids traversal of the reference": Resolve returns an
	// *OpError wrapping ErrAboveRoot.
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

// Recomposition is what Resolve does with a target whose string, parsed
// again with the dialect's reference rule, would give other components than
// the resolution computed (ErrRecomposition).
type Recomposition int

const (
	// RecomposeReject returns an *OpError whose Err matches
	// ErrRecomposition and whose Target is the literal string. The default.
	RecomposeReject Recomposition = iota
	// RecomposeDotPrefix writes "/." before a path that begins with "//" in
	// a target without an authority ("f:/a" and ".//g" give "f:/.//g"): the
	// repair of WHATWG URL serialization and of uriparser (its
	// uriFixAmbiguity after remove_dot_segments), the dot segment that RFC
	// 3986 §4.2 puts before a first segment that would be read as something
	// else ("./this:that"). "/." is a complete "." segment, which every
	// dialect's dot-segment rules remove again. A target that needs another
	// repair ("http://ag") is rejected as with RecomposeReject.
	RecomposeDotPrefix
	// RecomposeLiteral returns the string the text recomposes, as it is: the
	// texts' own results, defects included (the conformance vectors state
	// them).
	RecomposeLiteral
)

// String returns the CLI spelling: reject, dot-prefix or literal.
func (r Recomposition) String() string {
	switch r {
	case RecomposeReject:
		return msgRecomposeReject
	case RecomposeDotPrefix:
		return msgRecomposeDotPrefix
	case RecomposeLiteral:
		return msgRecomposeLiteral
	}
	return fmt.Sprintf("Recomposition(%d)", int(r))
}

// Resolve resolves the reference ref against the base base under dialect
// d, following that spec's own text literally, defects included: see each
// dialect's doc (URLDraft1993 to RFC8141) for the algorithm it follows and
// the options it offers, and Info for its errata. A dialect whose text
// defines no relative form (Info: Resolution.Defined is false) gives an
// error wrapping ErrNoRelativeForm.
//
// The base must be valid as the dialect's absolute form and ref as its
// reference form (Info names both start rules); otherwise Resolve returns an
// *OpError whose Err is the *Error of Parse, and no target.
//
// A reference to the current document (url-syntax-05 §5.2 step 2; the
// "return (current-document, fragment)" of rfc2396bis-01 §5.2), which
// Appendix C writes "(current document)" and "(current document)#s", has no
// absolute form of its own: Resolve returns the base followed by the
// reference's fragment, the URL that url-syntax-05 §3 and rfc2396bis-01 §4.2
// say such a reference stands for "when transformed into a request" (erratum
// R1 of those dialects).
//
// The target never has other components than the resolution computed: a
// target whose string would parse into another scheme, authority, path,
// query or fragment (RFC 3986 "f:/a" + ".//g" = "f://g"; url-syntax-05
// "http://a" + "g" = "http://ag"; "file:/var/www/x" +
// "../../..//evil.com/x" = "file://evil.com/x"), or not parse at all, gives
// an *OpError with Role RoleTarget whose Err matches ErrRecomposition
// and whose Target is that string. WithRecomposition(RecomposeDotPrefix)
// repairs the targets that "/." after the scheme repairs,
// WithRecomposition(RecomposeLiteral) returns the text's string as it is
// (each dialect's errata say where the texts give such strings).
//
// Options: WithMaxLength (for the base and the reference), WithValidating and
// WithLeadingDots (where the dialect offers them), WithRule (the reference's
// start rule, where the dialect offers more than one: Info lists them in
// Resolution.References), WithRecomposition.
func Resolve(d Dialect, base, ref string, opts ...Option) (string, error) {
	x, err := lookup(d)
	if err != nil {
		return "", err
	}
	o, err := entryResolve.apply(opts)
	if err != nil {
		return "", err
	}
	r := &x.resolution
	if r.base == "" {
		return "", fmt.Errorf(r.none, ErrNoRelativeForm)
	}
	if o.set&optValidating != 0 && !r.nonStrict {
		return "", fmt.Errorf(msgOptionDialect, optionNames[optValidating], x.id)
	}
	if o.set&optLeadingDots != 0 && !r.leadingDots {
		return "", fmt.Errorf(msgOptionDialect, optionNames[optLeadingDots], x.id)
	}
	if _, ok := r.companions[o.rule]; o.set&optRule != 0 && o.rule != r.ref && !ok {
		return "", fmt.Errorf(msgResolveRule, x.id, o.rule, r.references())
	}
	// WithMaxLength bounds both inputs before any work on either.
	if err := o.checkLength(d, base); err != nil {
		return x.resolveFail(base, ref, RoleBase, err)
	}
	if err := o.checkLength(d, ref); err != nil {
		return x.resolveFail(base, ref, RoleReference, err)
	}
	return r.resolve(x, base, ref, &o)
}

// rules returns the start rules of the base and the reference: the
// resolution's, or the companions WithRule chose.
func (r *resolution) rules(o *options) (base, ref string) {
	if b, ok := r.companions[o.rule]; ok && o.set&optRule != 0 {
		return b, o.rule
	}
	return r.base, r.ref
}

// references are the reference start rules WithRule may choose, the
// default first.
func (r *resolution) references() []string {
	if r.base == "" {
		return nil
	}
	return append([]string{r.ref}, slices.Sorted(maps.Keys(r.companions))...)
}

// parseAs parses input as the start rule rule of x, with the length limit
// of o (for the resolution and normalization algorithms).
func (x *dialect) parseAs(rule, input string, o *options) (*URI, error) {
	u, err := x.parse(Dialect{x}, input, &options{set: optRule, rule: rule, maxLength: o.maxLength, noWarnings: true})
	if err != nil {
		return nil, err
	}
	return &u, nil
}

// resolveFail returns the *OpError of a resolution of ref against base
// that failed because of the input role.
func (x *dialect) resolveFail(base, ref string, role Role, err error) (string, error) {
	return "", &OpError{Op: OpResolve, Dialect: Dialect{x}, Base: base, Ref: ref, Role: role, Err: err}
}

// target is a resolution's result: the string its text recomposes and the
// components it computed (nil: undefined). Path and Query are compared only
// when the resolution computed them as components (path), the authority
// only when it computed one (authority); the string-built partial forms of
// url-draft-1993 and rfc1630 compute the scheme, the authority and the
// fragment.
type target struct {
	s         string
	t         texts
	path      bool
	authority bool
}

// recomposed returns the target's string under o's Recomposition: as it is
// when it parses back into the components computed (reparsed), or
// RecomposeLiteral; repaired by "/." when RecomposeDotPrefix asks and that
// repairs it; an *OpError matching ErrRecomposition otherwise.
func (x *dialect) recomposed(base, ref string, tg target, o *options) (string, error) {
	if o.onTarget != nil {
		o.onTarget(tg)
	}
	if o.recomposition == RecomposeLiteral {
		return tg.s, nil
	}
	changed := x.reparsed(tg, o)
	if changed == nil {
		return tg.s, nil
	}
	if o.recomposition == RecomposeDotPrefix && tg.t.Authority == nil && tg.t.Scheme != nil {
		// The path begins right after "scheme:".
		if i := len(*tg.t.Scheme) + len(":"); strings.HasPrefix(tg.s[i:], "//") {
			rep := tg
			rep.s = tg.s[:i] + "/." + tg.s[i:]
			if tg.t.Path != nil {
				rep.t.Path = str("/." + *tg.t.Path)
			}
			if x.reparsed(rep, o) == nil {
				return rep.s, nil
			}
		}
	}
	return "", &OpError{Op: OpResolve, Dialect: Dialect{x}, Base: base, Ref: ref, Role: RoleTarget, Target: tg.s, Err: changed}
}

// reparsed returns nil when tg's string parses back into tg's components,
// or the *recompositionError that says which one it changes.
func (x *dialect) reparsed(tg target, o *options) error {
	r := &x.resolution
	reparse := r.reparse
	if reparse == nil {
		reparse = reparseRef
	}
	got, err := reparse(x, tg.s, o)
	if err != nil {
		return &recompositionError{dialect: x.id, s: tg.s, section: r.section, err: err}
	}
	for _, c := range []struct {
		name      string
		want, got *string
		compared  bool
	}{
		{msgComponentScheme, tg.t.Scheme, got.Scheme, true},
		{msgComponentAuthority, tg.t.Authority, got.Authority, tg.authority},
		{msgComponentPath, tg.t.Path, got.Path, tg.path},
		{msgComponentQuery, tg.t.Query, got.Query, tg.path},
		{msgComponentFragment, tg.t.Fragment, got.Fragment, true},
	} {
		if c.compared && !sameText(c.want, c.got) {
			return &recompositionError{dialect: x.id, s: tg.s, section: r.section, component: c.name, want: c.want, got: c.got}
		}
	}
	return nil
}

// reparseRef reads a target's components back with the reference start rule
// (the dialect's, or the one WithRule chose).
func reparseRef(x *dialect, s string, o *options) (texts, error) {
	_, ref := x.resolution.rules(o)
	u, err := x.parseAs(ref, s, o)
	if err != nil {
		return texts{}, err
	}
	return u.texts(), nil
}

func sameText(a, b *string) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

// recompositionError is the Err of an *OpError for a target whose string
// would parse into other components (component, want and got), or not at
// all (err). It matches ErrRecomposition.
type recompositionError struct {
	dialect, s, section string
	component           string
	want, got           *string
	err                 error
}

func (e *recompositionError) Error() string {
	if e.err != nil {
		return fmt.Sprintf(msgRecompositionInvalid, e.s, e.dialect, e.section, e.err)
	}
	return fmt.Sprintf(msgRecompositionChanged, e.s, describe(e.component, e.got), describe(e.component, e.want), e.dialect, e.section)
}

func (e *recompositionError) Is(target error) bool { return target == ErrRecomposition }

func (e *recompositionError) Unwrap() error { return e.err }

// describe names a component's value in a message: the authority "a", or no
// authority.
func describe(component string, v *string) string {
	if v == nil {
		return fmt.Sprintf(msgComponentNone, component)
	}
	return fmt.Sprintf(msgComponentValue, component, *v)
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
func recombine(t texts) string {
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
