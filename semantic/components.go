package semantic

// Span is the place of a component in the input: the half-open byte range
// [Start, End). An undefined component (its delimiter is absent) has the
// Span Undefined; a defined empty one has Start == End.
type Span struct {
	Start, End int
}

// Undefined is the Span of a component that is not there.
var Undefined = Span{-1, -1}

// Defined reports whether the component is there (maybe empty).
func (s Span) Defined() bool { return s.Start >= 0 && s.End >= s.Start }

// In returns the text of the span in input: "" for an undefined span, or
// one that does not fit input.
func (s Span) In(input string) string {
	if !s.Defined() || s.End > len(input) {
		return ""
	}
	return input[s.Start:s.End]
}

// Components are the generic parts of a parsed identifier, as spans of its
// input, raw as written and without their delimiters (no "://", ":", "@",
// "?", "#").
type Components struct {
	Scheme Span
	// Authority is the whole authority (after "//", before the path);
	// Userinfo, Host and Port are its parts when the grammar divides it.
	Authority Span
	Userinfo  Span
	Host      Span
	Port      Span
	Path      Span
	Query     Span // the query, or the search part of the 1993 draft and RFC 1738
	Fragment  Span
}

// noComponents has every component undefined.
var noComponents = Components{Undefined, Undefined, Undefined, Undefined, Undefined, Undefined, Undefined, Undefined}

// Part is a dialect-specific part: the ABNF rule that matched it, its raw
// text and its place in the input, the half-open byte range [Start, End).
type Part struct {
	Rule       string
	Text       string
	Start, End int
}

// texts are the components as strings (nil: undefined), for the algorithms
// of resolution and normalization, which the texts state on strings.
type texts struct {
	Scheme, Authority, Userinfo, Host, Port, Path, Query, Fragment *string
}

// texts returns u's components as strings.
func (u *URI) texts() texts { return u.Components.texts(u.Input) }

// texts returns the components as strings of input.
func (c Components) texts(in string) texts {
	get := func(s Span) *string {
		if !s.Defined() {
			return nil
		}
		t := s.In(in)
		return &t
	}
	return texts{get(c.Scheme), get(c.Authority), get(c.Userinfo), get(c.Host), get(c.Port), get(c.Path), get(c.Query), get(c.Fragment)}
}

func str(s string) *string { return &s }
