package semantic

import (
	"errors"
	"strings"

	"github.com/urispec/urispec/semantic/internal/whatwg"
)

// The reading of dialect whatwg-url (the URL Standard, url.bs 6ae8486 of
// 2026-07-02): its basic URL parser and URL serializer
// (semantic/internal/whatwg), where the grammar of the dialect is its
// writing conformance. Resolve(whatwg-url, base, ref) is the href of
// new URL(ref, base), Normalize the href of new URL(input), for every input
// the parser accepts (valid URL string or not), Equivalent the standard's
// URL equivalence; BasicURLParse gives the URL record and the validation
// errors as warnings.
//
// wireWHATWG sets the resolution and normalization of the dialect when it
// is registered (grammar/whatwg-url, semantic/dialect_whatwgurl.go): the
// dialect's declaration and its reading were written apart, and this init
// joins them; the fields may move into the declaration.
func init() {
	for _, x := range registry {
		if x.id == "whatwg-url" {
			wireWHATWG(x)
		}
	}
}

// whatwgRegistered is the registered whatwg-url, once wired (nil before).
var whatwgRegistered *dialect

func wireWHATWG(x *dialect) {
	whatwgRegistered = x
	x.resolution = resolution{
		base: "absolute-URL-with-fragment-string", ref: "valid-URL-string",
		resolve: resolveWHATWG, section: "4.5", reparse: reparseWHATWG,
	}
	x.normalization = &normalization{levels: []Level{LevelHref, LevelHrefExcludeFragment}, input: normalizeWHATWG}
}

// The levels of whatwg-url: the URL serializer's output (§4.5), with or
// without the fragment; Equivalent at them is URL equivalence (§4.6) with
// exclude fragments false or true.
const (
	LevelHref                Level = "href"
	LevelHrefExcludeFragment Level = "href-exclude-fragment"
)

// URLRecord is a URL record of the URL Standard (§4.1): scheme, username,
// password, host (Host.Kind HostNull for null), port (-1 for null), path
// (serialized; OpaquePath for an opaque path), query and fragment (HasQuery,
// HasFragment for non-null), with the URL serializer (Href), the getters of
// the URL class and the origin's serialization.
type URLRecord = whatwg.URL

// BasicURLParse runs the URL Standard's basic URL parser (§4.4) on input
// against base (nil for none): the URL record, the validation errors as
// warnings (§1.2: none of them stops the parser), or a *Error of whatwg-url
// naming the state or algorithm that returned failure (Rule), the offset
// and the validation error that came with it (Reason). Cost: about one
// allocation (the record's string), and the warnings'.
func BasicURLParse(input string, base *URLRecord) (URLRecord, []Warning, error) {
	u, errs, err := whatwg.Parse(input, base)
	ws := whatwgWarnings(errs)
	if err != nil {
		return URLRecord{}, ws, whatwgError(Dialect{whatwgRegistered}, input, err)
	}
	return u, ws, nil
}

// resolveWHATWG is whatwg-url's resolution: the basic URL parser on the
// base, then on the reference with that base, serialized (new URL(ref,
// base).href). A base or reference the parser fails on gives a *ResolveError
// of that role whose Err is a *Error naming the failing step.
func resolveWHATWG(x *dialect, base, ref string, o *options) (string, error) {
	b, _, err := whatwg.Parse(base, nil)
	if err != nil {
		return x.resolveFail(base, ref, RoleBase, whatwgError(Dialect{x}, base, err))
	}
	u, _, err := whatwg.Parse(ref, &b)
	if err != nil {
		return x.resolveFail(base, ref, RoleReference, whatwgError(Dialect{x}, ref, err))
	}
	// The recomposition guard reads the href back with the parser: the
	// URL serializer writes "/." where a path would read as a host (§4.5),
	// so it never changes the components.
	return x.recomposed(base, ref, target{s: u.Href(), t: whatwgTexts(&u), path: true, authority: true}, o)
}

// reparseWHATWG reads a target back: the basic URL parser's record of it.
func reparseWHATWG(x *dialect, s string, _ *options) (texts, error) {
	u, _, err := whatwg.Parse(s, nil)
	if err != nil {
		return texts{}, whatwgError(Dialect{x}, s, err)
	}
	return whatwgTexts(&u), nil
}

// whatwgTexts are a URL record's components in the terms of the guard:
// the authority is the serialized credentials, host and port of a non-null
// host.
func whatwgTexts(u *URLRecord) texts {
	opt := func(s string, ok bool) *string {
		if !ok {
			return nil
		}
		return &s
	}
	var t texts
	t.Scheme = &u.Scheme
	if u.Host.Kind != whatwg.HostNull {
		a := u.HostPort()
		if u.IncludesCredentials() {
			cred := u.Username
			if u.Password != "" {
				cred += ":" + u.Password
			}
			a = cred + "@" + a
		}
		t.Authority = &a
	}
	t.Path = &u.Path
	t.Query = opt(u.Query, u.HasQuery)
	t.Fragment = opt(u.Fragment, u.HasFragment)
	return t
}

// normalizeWHATWG is whatwg-url's normal form at level l: the href of the
// basic URL parser's record, without the fragment at
// LevelHrefExcludeFragment.
func normalizeWHATWG(x *dialect, input string, l Level) (string, error) {
	u, _, err := whatwg.Parse(input, nil)
	if err != nil {
		return "", whatwgError(Dialect{x}, input, err)
	}
	if l == LevelHrefExcludeFragment {
		return u.Serialize(true), nil
	}
	return u.Href(), nil
}

// whatwgError is the *Error of a failure of the basic URL parser: the step
// (a state of §4.4 or an algorithm of §3) as the rule, its section, and the
// validation error and what was expected as the reason.
func whatwgError(d Dialect, input string, err error) error {
	var we *whatwg.Error
	if !errors.As(err, &we) {
		return err
	}
	reason := "failure: expected " + we.Expected
	if we.Name != "" {
		reason = "failure (" + we.Name + "): expected " + we.Expected
	}
	return &Error{Dialect: d, Input: input, StartRule: "basic URL parser", Offset: we.Offset,
		Rule: we.Step, Section: whatwgSection(we.Step), Reason: reason}
}

// whatwgSection is the section of url.bs that defines a step: the host
// parser's algorithms are in §3.5, the states of the basic URL parser in
// §4.4.
func whatwgSection(step string) string {
	if strings.HasSuffix(step, "state") {
		return "4.4"
	}
	return "3.5"
}

// whatwgWarnings are the validation errors as warnings: their offset, the
// section of the algorithm that reports them, their name and what was
// expected.
func whatwgWarnings(errs []whatwg.ValidationError) []Warning {
	if len(errs) == 0 {
		return nil
	}
	ws := make([]Warning, len(errs))
	for i, e := range errs {
		sec := "4.4"
		switch {
		case strings.HasPrefix(e.Name, "IPv"), strings.HasPrefix(e.Name, "domain-"), e.Name == whatwg.ErrHostInvalidCodePoint:
			sec = "3.5"
		}
		ws[i] = Warning{Offset: e.Offset, Section: sec, Message: "validation error " + e.Name + ": expected " + whatwg.Description(e.Name)}
	}
	return ws
}
