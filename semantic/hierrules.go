package semantic

// The scanner of RFC 3986's generic syntax (§3, §4), shared by the dialects
// whose grammars are that syntax under their own rule names: rfc3986
// (rfc3986Rules) and rfc3987 (rfc3987Rules).

import (
	"strings"

	"github.com/urispec/urispec/semantic/automaton"
)

// hierRules are the names the grammar of one dialect gives the rules of RFC
// 3986's generic syntax (§3, §4), for the scanners of that syntax: RFC
// 3986's own (Appendix A), or RFC 3987's, whose rules are RFC 3986's with
// another name where they differ ("If the non-terminal contains 'URI', this
// has been changed to 'IRI'. Otherwise, an 'i' has been prefixed.", RFC 3987
// §2.2). Every delimiter of the generic syntax is US-ASCII (RFC 3987 §2.1:
// "Characters outside the US-ASCII repertoire are not reserved"), so one
// scanner reads both.
type hierRules struct {
	reference, uri, absolute, relative      string // URI-reference, URI, absolute-URI, relative-ref (§4.1, §3, §4.3, §4.2)
	uri6874, relative6874                   string // their RFC 6874 companions (rfc3986 only: constants, no string built)
	hierPart, relativePart                  string // §3, §4.2
	authority, userinfo, host, regName      string // §3.2, §3.2.1, §3.2.2
	query, fragment                         string // §3.4, §3.5
	pathAbempty, pathAbsolute, pathNoscheme string // §3.3
	pathRootless, pathEmpty                 string // §3.3
	segment, segmentNZ, segmentNZNC         string // §3.3
	ipv4                                    int    // the automaton of IPv4address (§3.2.2)
}

// newHierRules names the rules of RFC 3986 by rename (the identity for RFC
// 3986 itself) and looks up the automaton of IPv4address in auto (a ;@scan
// or ;@start rule of its grammar). The rules the renaming leaves alone
// (scheme, port, IP-literal, IPv4address, IPv6address, IPvFuture) are the
// same in every dialect of this syntax.
func newHierRules(auto *automaton.Automaton, rename func(string) string) *hierRules {
	return &hierRules{
		reference: rename("URI-reference"), uri: rename("URI"), absolute: rename("absolute-URI"), relative: rename("relative-ref"),
		uri6874: rename("URI") + suffix6874, relative6874: rename("relative-ref") + suffix6874,
		hierPart: rename("hier-part"), relativePart: rename("relative-part"),
		authority: rename("authority"), userinfo: rename("userinfo"), host: rename("host"), regName: rename("reg-name"),
		query: rename("query"), fragment: rename("fragment"),
		pathAbempty: rename("path-abempty"), pathAbsolute: rename("path-absolute"), pathNoscheme: rename("path-noscheme"),
		pathRootless: rename("path-rootless"), pathEmpty: rename("path-empty"),
		segment: rename("segment"), segmentNZ: rename("segment-nz"), segmentNZNC: rename("segment-nz-nc"),
		ipv4: scanRule(auto, "IPv4address"),
	}
}

// suffix6874 ends the names of the rules RFC 6874 §2 adds beside RFC 3986's
// (grammar errata E5-E7): URI-reference-6874, authority-6874, host-6874, ...
const suffix6874 = "-6874"

// name3986 returns the name of a rule of RFC 3986, or of its RFC 6874
// companion when z is true (constant names: the scanner builds no string).
func name3986(z bool, name, name6874 string) string {
	if z {
		return name6874
	}
	return name
}

// rule3986 is the RFC 3986 rule of an RFC 6874 companion rule.
func rule3986(rule string) string { return strings.TrimSuffix(rule, suffix6874) }

// scan is RFC 3986's scanner (and, under h's names, RFC 3987's). A reference is read by the delimiters
// of §3 in the order Appendix B gives (scheme before the first ":" that
// precedes any "/", "?" or "#"; fragment after the first "#"; query after
// the first "?" before it; authority after "//" up to the next "/"), which
// the grammar and the regular expression agree on for every valid
// reference; the authority by §3.2 ([ userinfo "@" ] host [ ":" port ]:
// userinfo and reg-name hold no "@" or ":", an IP-literal is bracketed).
// The companion rules of RFC 6874 (-6874) read alike.
func (h *hierRules) scan(s *scanner, r recordRef) {
	in := s.in
	rule := rule3986(s.rule)
	z := rule != s.rule // an RFC 6874 companion rule
	switch rule {
	case "IPv4address", "IPv6address", "IP-literal", "IPv6addrz":
		// The address start rules: no components; the address is the part.
		*r.production = s.rule
		s.part(s.rule, 0, len(in))
		return
	}
	c := r.c
	i, end := 0, len(in)
	if rule != h.relative {
		// §3.1; §4.1: a URI-reference whose prefix is no scheme and ":" is
		// a relative reference (path-noscheme has no ":" in its first
		// segment, so the first ":" before any "/?#" ends a scheme).
		if k := s.indexAny(":/?#", 0, end); k < end && in[k] == ':' {
			c.Scheme = Span{0, k}
			i = k + 1
		}
	}
	if rule != h.absolute {
		if k := s.index('#', i, end); k < end { // §3.5
			c.Fragment = Span{k + 1, end}
			end = k
		}
	}
	if k := s.index('?', i, end); k < end { // §3.4
		c.Query = Span{k + 1, end}
		end = k
	}
	if strings.HasPrefix(in[i:end], "//") { // §3.2
		a := i + len("//")
		i = s.index('/', a, end)
		h.scanAuthority(s, r, a, i)
	}
	c.Path = Span{i, end}

	// The path rule of §3.3 that matched: the production below URI,
	// absolute-URI and relative-ref; below URI-reference, URI or
	// relative-ref (§4.1).
	path := h.pathEmpty
	switch {
	case c.Authority.Defined():
		path = h.pathAbempty
	case i < end && in[i] == '/':
		path = h.pathAbsolute
	case i < end && c.Scheme.Defined():
		path = h.pathRootless
	case i < end:
		path = h.pathNoscheme
	}
	switch {
	case rule != h.reference:
		*r.production = path
	case c.Scheme.Defined():
		*r.production = name3986(z, h.uri, h.uri6874)
	default:
		*r.production = name3986(z, h.relative, h.relative6874)
	}
	if !s.full || i == end {
		return
	}
	// §3.3: segment after each "/"; the first segment of path-absolute and
	// path-rootless is a segment-nz, of path-noscheme a segment-nz-nc.
	first := ""
	switch path {
	case h.pathAbsolute, h.pathRootless:
		first = h.segmentNZ
	case h.pathNoscheme:
		first = h.segmentNZNC
	}
	from := i
	if in[i] == '/' {
		from++
	}
	if path == h.pathAbsolute && from == end {
		return // "/" alone
	}
	for k := 0; ; k++ {
		to := s.index('/', from, end)
		segRule := h.segment
		if k == 0 && first != "" {
			segRule = first
		}
		s.part(segRule, from, to)
		s.segment(from, to)
		if to == end {
			return
		}
		from = to + 1
	}
}

// scanAuthority records the authority at [a, e): §3.2 authority = [
// userinfo "@" ] host [ ":" port ].
func (h *hierRules) scanAuthority(s *scanner, r recordRef, a, e int) {
	in, c := s.in, r.c
	c.Authority = Span{a, e}
	hs := a
	if k := s.index('@', a, e); k < e { // §3.2.1: userinfo has no "@"
		c.Userinfo = Span{a, k}
		hs = k + 1
	}
	he := s.index(':', hs, e) // §3.2.2: a reg-name and an IPv4address have no ":"
	if hs < e && in[hs] == '[' {
		he = s.index(']', hs, e) + 1
	}
	c.Host = Span{hs, he}
	if he < e { // §3.2.3
		c.Port = Span{he + 1, e}
	}
	switch {
	case hs < he && in[hs] == '[':
		s.part(name3986(rule3986(s.rule) != s.rule, "IP-literal", "IP-literal-6874"), hs, he)
		scanIPLiteral3986(s, r, hs+1, he-1)
	case s.match(h.ipv4, hs, he):
		r.hostKind = IPv4
		s.part("IPv4address", hs, he)
	default:
		r.hostKind = RegName
		s.part(h.regName, hs, he)
	}
}

// scanIPLiteral3986 records what an IP-literal holds at [a, e) (§3.2.2 "["
// ( IPv6address / IPvFuture ) "]"; RFC 6874 §2 adds IPv6addrz).
func scanIPLiteral3986(s *scanner, r recordRef, a, e int) {
	switch {
	case s.in[a] == 'v' || s.in[a] == 'V': // "v" is case-insensitive (§3.2.2)
		r.hostKind = IPvFuture
		s.part("IPvFuture", a, e)
	case strings.Contains(s.in[a:e], "%25"):
		r.hostKind = IPLiteral
		scanZone3986(s, r, a, e)
	default:
		r.hostKind = IPLiteral
		s.part("IPv6address", a, e)
	}
}

// scanZone3986 records an IPv6addrz at [a, e): RFC 6874 §2 IPv6addrz =
// IPv6address "%25" ZoneID.
func scanZone3986(s *scanner, r recordRef, a, e int) {
	s.part("IPv6addrz", a, e)
	s.part("IPv6address", a, a+strings.Index(s.in[a:e], "%25"))
}
