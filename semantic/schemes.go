package semantic

import (
	"strings"

	"github.com/urispec/urispec/generated/schemes"
	"github.com/urispec/urispec/semantic/automaton"
)

// The scheme and URN namespace grammars (grammar/schemes, grammar/urn;
// generated/schemes): with WithSchemeSyntax, an input valid under its
// dialect whose scheme (or, for a URN, whose namespace) has a grammar that
// applies to the dialect must also match that grammar's rule for it.

// WithSchemeSyntax makes Parse and Validate hold an input whose scheme has a
// scheme grammar (grammar/schemes: http, https, ...) to that grammar, and a
// URN whose namespace has a namespace grammar (grammar/urn) to it, where the
// grammar applies to the dialect (SchemeGrammars lists them and their
// dialects). Scheme names and NIDs compare case-insensitively (RFC 3986
// §3.1, RFC 8141 §3.1). A scheme grammar reads the input before its
// fragment (RFC 3986 §3.5: the fragment's syntax is the generic one) unless
// its spec forbids a fragment, and an IRI (rfc3987) as the URI it maps to
// (RFC 3987 §3.1; offsets stay the IRI's); a namespace grammar reads the
// NSS. An input
// that does not match gets a *Error with SchemeSyntax set, in the format of
// every syntax error; a valid one's URI names the grammar and its rule
// (URI.SchemeSyntax). An input whose scheme has no grammar is judged by the
// dialect's grammar alone, and so is every input of a dialect no grammar
// applies to. Cost: one pass over the input more at most (none where the
// scheme grammar's language was proved inside the dialect's and the input
// has no fragment), no allocation on a valid URI (an IRI with characters
// outside US-ASCII allocates the URI it maps to).
func WithSchemeSyntax() Option {
	return func(o *options) error { o.schemeSyntax = true; o.set |= optSchemeSyntax; return nil }
}

// SchemeSyntax names the scheme or URN namespace grammar that an input
// matched under WithSchemeSyntax: the grammar ("http", "urn:uuid"), its
// rule for the input's scheme or namespace ("https-URI", "UUID") and its
// spec ("RFC 9110").
type SchemeSyntax struct {
	Name       string `json:"name"`
	Production string `json:"production"`
	Spec       string `json:"spec"`
}

// schemeServe is one scheme (or NID) of a grammar with what a check needs.
type schemeServe struct {
	name   string // lower case
	g      *automaton.SchemeGrammar
	rule   int
	syntax SchemeSyntax
	// inside: make generate proved the language of rule inside the
	// generic grammar's rule (Inclusion) for the dialect of the table, and
	// that rule's inside the dialect's default start rule's
	// (TestSchemeGenericInsideDefault): an input of the scheme without a
	// fragment that the scheme grammar matches is valid under the dialect's
	// default start rule, so its automaton need not run.
	inside bool
}

// schemeTable is, per dialect id, the schemes and NIDs with a grammar that
// applies to it (built once from generated/schemes.All).
type schemeTable struct {
	schemes, nids []schemeServe
}

var schemeTables = func() map[string]*schemeTable {
	m := map[string]*schemeTable{}
	for _, g := range schemes.All {
		for _, d := range g.Applies {
			t := m[d]
			if t == nil {
				t = new(schemeTable)
				m[d] = t
			}
			for _, s := range g.Serves {
				v := schemeServe{name: s.Name, g: g, rule: s.Index,
					syntax: SchemeSyntax{Name: g.Name, Production: s.Rule, Spec: specLabel(g.Meta.SpecName)}}
				for _, in := range g.Generic {
					if in.Dialect == d && in.Rule == s.Rule {
						v.inside = len(in.Witnesses) == 0
					}
				}
				if g.URN {
					t.nids = append(t.nids, v)
				} else {
					t.schemes = append(t.schemes, v)
				}
			}
		}
	}
	return m
}()

// specLabel spells a ;@spec name for people: "RFC9110" as "RFC 9110".
func specLabel(name string) string {
	if rest, ok := strings.CutPrefix(name, "RFC"); ok && rest != "" && rest[0] >= '0' && rest[0] <= '9' {
		return "RFC " + rest
	}
	return name
}

// lookupServe returns the serve of name (compared case-insensitively, as
// scheme names and NIDs are, RFC 3986 §3.1 and RFC 8141 §3.1) in list, or
// nil.
func lookupServe(list []schemeServe, name string) *schemeServe {
	for i := range list {
		if n := list[i].name; len(n) == len(name) && n[0] == name[0]|0x20 && foldedEqual(n, name) {
			return &list[i]
		}
	}
	return nil
}

// foldedEqual reports whether name equals lower, a name in lower case, up
// to the case of ASCII letters (both have the same length).
func foldedEqual(lower, name string) bool {
	for i := 0; i < len(name); i++ {
		c := name[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// schemeServeOf returns the scheme or namespace grammar that applies to
// input under the dialect x (nil when none), the part of input it reads
// (body) and where that begins (from): for a scheme grammar the input
// before its fragment (RFC 3986 §3.5: the fragment is the generic
// grammar's) unless its spec forbids one; for a namespace grammar the NSS.
// The input need not be valid: what is not a scheme or a URN has none.
func (x *dialect) schemeServeOf(input string) (s *schemeServe, body string, from int) {
	t := x.schemes
	if t == nil {
		return nil, "", 0
	}
	// The scheme: RFC 3986 §3.1, scheme = ALPHA *( ALPHA / DIGIT / "+" /
	// "-" / "." ) before a ":".
	colon := schemeEnd(input)
	if colon <= 0 {
		return nil, "", 0
	}
	scheme := input[:colon]
	if s := lookupServe(t.schemes, scheme); s != nil {
		body := input
		if s.g.NoFragment == "" {
			if h := strings.IndexByte(input, '#'); h >= 0 {
				body = input[:h]
			}
		}
		return s, body, 0
	}
	// A URN (RFC 8141 §2): "urn:" NID ":" NSS, the NSS up to the first
	// "?" (of an r- or q-component) or "#" (of the f-component): neither
	// is a pchar.
	if len(t.nids) == 0 || !strings.EqualFold(scheme, "urn") {
		return nil, "", 0
	}
	rest := input[colon+1:]
	c := strings.IndexByte(rest, ':')
	if c < 0 {
		return nil, "", 0
	}
	if s = lookupServe(t.nids, rest[:c]); s == nil {
		return nil, "", 0
	}
	from = colon + 1 + c + 1
	nss := input[from:]
	if e := strings.IndexAny(nss, "?#"); e >= 0 {
		nss = nss[:e]
	}
	return s, nss, from
}

// schemeEnd returns the offset of the ":" after the scheme that input begins
// with (RFC 3986 §3.1), or -1 when it begins with none.
func schemeEnd(input string) int {
	for i := 0; i < len(input); i++ {
		switch c := input[i] | 0x20; {
		case 'a' <= c && c <= 'z':
		case i > 0 && ('0' <= input[i] && input[i] <= '9' || input[i] == '+' || input[i] == '-' || input[i] == '.'):
		case i > 0 && input[i] == ':':
			return i
		default:
			return -1
		}
	}
	return -1
}

// matchSchemeSyntax is the check of an input under WithSchemeSyntax: valid
// under the dialect's grammar as rule (its automaton ri), and under the
// grammar of its scheme or namespace when one applies. It returns that
// grammar's syntax (nil when none applies) and the *Error of an invalid
// input: the dialect's when its grammar rejects the input, else the scheme
// grammar's.
//
// Where the scheme grammar's language was proved inside the dialect's
// default start rule's (schemeServe.inside) and the input has no fragment,
// the scheme grammar alone decides a match: one pass over the input, as
// without the option.
func (x *dialect) matchSchemeSyntax(d Dialect, input, rule string, ri int) (*SchemeSyntax, error) {
	s, body, from := x.schemeServeOf(input)
	if s == nil {
		if !x.auto.Match(ri, input) {
			return nil, x.syntaxError(d, rule, ri, input)
		}
		return nil, nil
	}
	if s.inside && len(body) == len(input) && ri == x.startIdx[0] {
		if s.g.Automaton.Match(s.rule, body) {
			return &s.syntax, nil
		}
		if !x.auto.Match(ri, input) {
			return nil, x.syntaxError(d, rule, ri, input)
		}
	} else if !x.auto.Match(ri, input) {
		return nil, x.syntaxError(d, rule, ri, input)
	}
	// The input is valid under the dialect. Characters outside US-ASCII
	// in it are an IRI's (RFC 3987 §2.2), and a scheme's syntax is that of
	// the URI it maps to (§3.1: "IRIs ... are mapped to URIs"), whose
	// grammar the scheme's RFC writes: the scheme grammar reads that.
	if !isASCII(body) {
		body = mapIRIToURI(body)
	}
	if s.g.Automaton.Match(s.rule, body) {
		return &s.syntax, nil
	}
	return nil, schemeError(d, input, body, from, s)
}

// iriOffset is the offset in the IRI iri of offset off of the URI
// mapIRIToURI maps it to (each byte outside US-ASCII is three there).
func iriOffset(iri string, off int) int {
	n := 0
	for i := 0; i < len(iri); i++ {
		w := 1
		if iri[i] >= 0x80 {
			w = 3
		}
		if n+w > off {
			return i
		}
		n += w
	}
	return len(iri)
}

// schemeError is the *Error of body (the part of input at offset from that
// the grammar of s reads) that s's rule rejects: syntaxError's, with the
// offsets in input and the grammar named.
func schemeError(d Dialect, input, body string, from int, s *schemeServe) *Error {
	t := s.g.Automaton
	f := t.Fail(s.rule, body)
	// body may be the URI an IRI maps to (matchSchemeSyntax): offsets are
	// the IRI's.
	at := func(off int) int { return from + off }
	if len(body) != len(input)-from && !isASCII(input[from:]) {
		iri := input[from:]
		at = func(off int) int { return from + iriOffset(iri, off) }
	}
	diag := f.Diagnosis
	e := &Error{Dialect: d, Input: input, StartRule: s.syntax.Production, Offset: at(f.Offset),
		Rule: t.Name(diag.Context), Expected: t.AppendList(nil, diag.Show), Section: t.Name(diag.ContextSection),
		SchemeSyntax: s.g.Name}
	if a := f.Abandoned; a != nil {
		e.Abandoned = &Reading{Offset: at(f.At), Rule: t.Name(a.Context), Expected: t.AppendList(nil, a.Show), Section: t.Name(a.ContextSection)}
	}
	return e
}

// isSchemeDefaultPort is isDefaultPort for RFC 3986 §6.2.3 ("the default
// for the scheme"), which defers to "the defining specification for each
// scheme": the port of a scheme grammar's ;@default-port (RFC 9110 §4.2.1
// http 80, §4.2.2 https 443, ...), whatever the dialects it applies to (a
// default port is the scheme's, not the syntax's), else RFC 1738 §3's
// (rfc3986 erratum N3). The scheme is in lower case; values are compared
// in decimal, so "0443" is https's default.
func isSchemeDefaultPort(scheme, port string) bool {
	for _, g := range schemes.All {
		for _, p := range g.DefaultPorts {
			if p.Scheme == scheme {
				return strings.TrimLeft(port, "0") == p.Port
			}
		}
	}
	return isDefaultPort(scheme, port)
}

// SchemeGrammars returns every scheme and URN namespace grammar
// (generated/schemes), in file order: its name, the schemes or NIDs it
// serves with their rules, the dialects it applies to, its default ports,
// its spec's metadata and errata, and whether its language lies inside the
// generic grammar's. The values are shared: read them, do not change them.
func SchemeGrammars() []*automaton.SchemeGrammar { return schemes.All }

// SchemeGrammarOf returns the name of the scheme or URN namespace grammar
// that WithSchemeSyntax holds input to under dialect d ("http",
// "urn:uuid"), or "" when none applies: input's scheme (or NID) is served
// by a grammar that applies to d. It says nothing of input's validity.
// Cost: a scan of the scheme (and NID), no allocation.
func SchemeGrammarOf(d Dialect, input string) string {
	x, err := lookup(d)
	if err != nil {
		return ""
	}
	if s, _, _ := x.schemeServeOf(input); s != nil {
		return s.syntax.Name
	}
	return ""
}
