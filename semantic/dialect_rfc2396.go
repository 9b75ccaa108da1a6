package semantic

import (
	"strings"

	rfc2396g "github.com/urispec/urispec/generated/rfc2396"
)

// RFC2396 is RFC 2396, "Uniform Resource Identifiers (URI): Generic Syntax"
// (grammar/rfc2396): the BNF of its Appendix A, the resolution of §5.2 steps
// 1-7 and the equivalences of §6. The amendment of RFC 2732, "Format for
// Literal IPv6 Addresses in URL's", is kept beside it as the start rules
// URI-reference-2732, absoluteURI-2732, relativeURI-2732 and server-2732
// (grammar erratum E9); the RFC 2396 start rules reject "[" and "]".
//
// Resolve follows §5.2 (WithValidating for the non-strict reading,
// WithLeadingDots for the ".." segments above the root). Normalize: syntax
// (escapes, scheme and hostname case), scheme (also the scheme defaults of
// RFC 1738 §3) and path (the dot-segment rules of §5.2 step 6 c-f alone).
// URI.URL and FromURL: yes.
var RFC2396 = register(&dialect{
	meta: rfc2396g.Meta, auto: rfc2396g.Automaton, tree: rfc2396g.ParseRule,
	scan: scannerRFC2396,
	// §5.2 step 3 offers the backward-compatible reading (Appendix C:
	// "http:g = http:g ; for validating parsers | http://a/b/c/g ; for
	// backwards compatibility"); step 6g leaves the ".." segments above
	// the root to the implementation.
	resolution: resolution{base: "absoluteURI", ref: "URI-reference", nonStrict: true, leadingDots: true,
		resolve: resolveRFC2396, section: "§5.2 step 7"},
	// §6 states the equivalences of the common syntax ("the scheme and
	// hostname are case insensitive and a URL with an explicit ":port",
	// where the port is the default for the scheme, is equivalent to one
	// where the port is elided"), §2.3 those of escapes; §5.2 step 6 c-f
	// gives the dot-segment rules, offered alone as LevelPath. The text
	// defines no simple string comparison level.
	normalization: &normalization{levels: []Level{LevelSyntax, LevelScheme, LevelPath}, norm: normalizeRFC2396},
	recompose:     (*recomposer).hier,
})

// suffix2732 ends the name of every rule of the RFC 2732 amendment that
// replaces an RFC 2396 rule of the same name (grammar erratum E9).
const suffix2732 = "-2732"

// rule2396 is the RFC 2396 rule an RFC 2396 or RFC 2732 rule stands for:
// "host-2732" is a host, "host" is one.
func rule2396(rule string) string { return strings.TrimSuffix(rule, suffix2732) }

// sentinelRFC2396 is an error of RFC 2396 resolution with its own message that
// matches a shared sentinel under errors.Is (ErrAboveRoot,
// ErrUnsuitableBase), so callers test one value for every dialect.
type sentinelRFC2396 struct {
	msg    string
	target error
}

func (e *sentinelRFC2396) Error() string        { return e.msg }
func (e *sentinelRFC2396) Is(target error) bool { return target == e.target }

var (
	errAboveRootRFC2396      = &sentinelRFC2396{msgAboveRoot2396, ErrAboveRoot}
	errUnsuitableBaseRFC2396 = &sentinelRFC2396{msgUnsuitableBase2396, ErrUnsuitableBase}
)

// resolveRFC2396 resolves ref against base by RFC 2396 §5.2 steps 1-7,
// literally:
//
//   - the base is an absoluteURI ("the URI" excludes the fragment, §4) and
//     the reference a URI-reference; the RFC 2396 start rules decide, so a
//     base or reference with an IPv6 literal is invalid (grammar erratum E9)
//     and so is "?y" (grammar erratum E7);
//   - a relative reference needs a base that "fits within the <hier_part>
//     syntax" (§5); an opaque base is an error that matches ErrUnsuitableBase;
//   - step 6 merges the paths in a string buffer, with its defect: an empty
//     base path contributes nothing, so http://example.com + test =
//     http://example.comtest (erratum R3);
//   - step 6g: WithLeadingDots (default RetainLeadingDots, the results of
//     Appendix C.2); RejectLeadingDots gives an error matching ErrAboveRoot;
//   - step 3: WithValidating(false) removes a reference scheme that matches
//     the base's (erratum R4).
func resolveRFC2396(x *dialect, base, ref string, o *options) (string, error) {
	fail := func(role Role, err error) (string, error) { return x.resolveFail(base, ref, role, err) }
	b, err := x.parseAs("absoluteURI", base, o)
	if err != nil {
		return fail(RoleBase, err)
	}
	// 1) "The URI reference is parsed into the potential four components and
	// fragment identifier, as described in Section 4.3."
	r, err := x.parseAs("URI-reference", ref, o)
	if err != nil {
		return fail(RoleReference, err)
	}
	rc := r.texts()
	if rc.Scheme != nil && !o.validating && strings.EqualFold(*rc.Scheme, *b.texts().Scheme) && b.texts().Path != nil {
		// 3) "For backwards compatibility, an implementation may work around
		// such references by removing the scheme if it matches that of the
		// base URI and the scheme is known to always use the <hier_part>
		// syntax. The parser can then continue with the steps below for the
		// remainder of the reference components." (erratum R4)
		rest, err := x.parseAs("URI-reference", ref[len(*rc.Scheme)+len(":"):], o)
		if err == nil && rest.texts().Scheme == nil {
			rc = rest.texts()
		}
	}
	if rc.Scheme != nil {
		// 3) "If the scheme component is defined, indicating that the
		// reference starts with a scheme name, then the reference is
		// interpreted as an absolute URI and we are done."
		return ref, nil
	}
	bc := b.texts()
	if bc.Path == nil {
		// §5: "Documents can only make use of relative URI when their base
		// URI fits within the <hier_part> syntax."
		return fail(RoleBase, errUnsuitableBaseRFC2396)
	}
	// 2) "If the path component is empty and the scheme, authority, and query
	// components are undefined, then it is a reference to the current
	// document and we are done." (erratum R1)
	if *rc.Path == "" && rc.Authority == nil && rc.Query == nil {
		return currentDocument(base, rc.Fragment), nil
	}
	// "the reference URI's query and fragment components are defined as found
	// (or not found) within the URI reference and not inherited from the base
	// URI."
	t := texts{Scheme: bc.Scheme, Query: rc.Query, Fragment: rc.Fragment}
	switch {
	case rc.Authority != nil:
		// 4) "If the authority component is defined, then the reference is a
		// network-path and we skip to step 7."
		t.Authority, t.Path = rc.Authority, rc.Path
	case strings.HasPrefix(*rc.Path, "/"):
		// 4) "Otherwise, the reference URI's authority is inherited from the
		// base URI's authority component". 5) "If the path component begins
		// with a slash character ("/"), then the reference is an
		// absolute-path and we skip to step 7."
		t.Authority, t.Path = bc.Authority, rc.Path
	default:
		// 6) "we are resolving a relative-path reference".
		merged, err := mergeRFC2396(*bc.Path, *rc.Path, o.dots)
		if err != nil {
			return fail(RoleReference, err)
		}
		t.Authority, t.Path = bc.Authority, &merged
	}
	// 7) recombination, guarded (erratum R3).
	return x.recomposed(base, ref, target{s: recombine(t), t: t, path: true, authority: true}, o)
}

// mergeRFC2396 is RFC 2396 §5.2 step 6 a-h, "a simple method using a separate
// string buffer". Only the paths take part: the reference's query is not in
// the buffer (g?y/./x = http://a/b/c/g?y/./x, Appendix C.2, and the Note
// after step 7).
func mergeRFC2396(basePath, refPath string, dots LeadingDots) (string, error) {
	// a) "All but the last segment of the base URI's path component is copied
	// to the buffer. In other words, any characters after the last
	// (right-most) slash character, if any, are excluded." An empty base path
	// copies nothing (erratum R3).
	kept := allButLastSegment(basePath)
	// b) "The reference's path component is appended to the buffer string."
	buf := dotSegments2396(newBuffer(kept, refPath))
	// g) "If the resulting buffer string still begins with one or more
	// complete path segments of "..", then the reference is considered to be
	// in error. Implementations may handle this error by retaining these
	// components in the resolved path (i.e., treating them as part of the
	// final URI), by removing them from the resolved path (i.e., discarding
	// relative levels above the root), or by avoiding traversal of the
	// reference."
	if first, end := buf.leadingDotDotSegments(); end > first {
		switch dots {
		case RemoveLeadingDots:
			buf = buf.cut(first, end)
		case RejectLeadingDots:
			return "", errAboveRootRFC2396
		}
	}
	// h) "The remaining buffer string is the reference URI's new path
	// component."
	return string(buf), nil
}

// dotSegments2396 is RFC 2396 §5.2 step 6 c-f on a buffer. A complete path
// segment never includes the empty string before a leading "/" (erratum R2).
func dotSegments2396(buf buffer) buffer {
	// c) "All occurrences of "./", where "." is a complete path segment, are
	// removed from the buffer string."
	buf = buf.removeDotSlash()
	// d) "If the buffer string ends with "." as a complete path segment, that
	// "." is removed."
	buf = buf.removeTrailingDot()
	// e) "All occurrences of "<segment>/../", where <segment> is a complete
	// path segment not equal to "..", are removed from the buffer string.
	// Removal of these path segments is performed iteratively, removing the
	// leftmost matching pattern on each iteration, until no matching pattern
	// remains."
	buf = buf.removeSegmentDotDotSlash()
	// f) "If the buffer string ends with "<segment>/..", where <segment> is a
	// complete path segment not equal to "..", that "<segment>/.." is
	// removed."
	return buf.removeTrailingSegmentDotDot()
}

// normalizeRFC2396 computes the normal form of u at level l: syntax (escapes,
// scheme and hostname case), scheme (also the scheme defaults of RFC 1738 §3)
// or path (the dot-segment rules of §5.2 step 6 c-f alone).
func normalizeRFC2396(u *URI, l Level) (string, error) {
	if l == LevelPath {
		v, err := runPhase(u, dotSegmentsPhase2396)
		if err != nil {
			return "", err
		}
		return v.Input, nil
	}
	return ladder(rfc2396Syntax, urlSchemePhases)(u, l)
}

// rfc2396Syntax: §2.3 "Unreserved characters can be escaped without changing
// the semantics of the URI" (unreserved = alphanum | mark), except where the
// escape makes a complete "." or ".." path segment, which §5.2 step 6 treats
// apart from its escape; §2.4.1 hex digits of either case name one octet
// (erratum N1); §6 "the scheme and hostname are case insensitive" (erratum
// N2).
var rfc2396Syntax = []phase{
	escapePhaseIn(nil, func(u *URI) func(int, byte) bool {
		blocked := dotSegmentEscapes(u.Input, u.Components.Path, isUnreserved2396)
		return func(at int, b byte) bool { return isUnreserved2396(b) && !blocked[at] }
	}),
	lowerSchemePhase,
	lowerHostnamePhase,
}

// isUnreserved2396 reports whether b is unreserved = alphanum | mark (§2.3).
func isUnreserved2396(b byte) bool {
	return isAlpha(b) || isDigit(b) || strings.IndexByte("-_.!~*'()", b) >= 0
}

// dotSegmentsPhase2396 applies §5.2 step 6 c-f to the path of a hierarchical
// reference: the abs_path of a hier_part or net_path, or the abs_path or
// rel_path of a relativeURI (erratum N4). An opaque_part is left alone. An
// edit whose result would not be a URI-reference any more (":b" from
// "x/../:b") is not made; runPhase drops one that would change the split
// ("b:c" from "a/../b:c").
var dotSegmentsPhase2396 = phase{name: "dot segments", syntax: true, edits: func(u *URI) []edit {
	path := u.Components.Path
	if u.rec.opaque.Defined() || path.Start == path.End {
		return nil // an opaque_part, or no abs_path or rel_path
	}
	text := path.In(u.Input)
	p := string(dotSegments2396(newBuffer(text)))
	if p == text {
		return nil
	}
	e := edit{path.Start, path.End, p}
	if _, err := Parse(u.Dialect, applyEdits(u.Input, []edit{e}), WithRule(u.StartRule)); err != nil {
		return nil
	}
	return []edit{e}
}}

// serverRFC2396 and server2732RFC2396 are the automata of the start rules
// server (§3.2.2) and server-2732 (RFC 2732 §3), which tell a server-based
// authority from a registry-based one: "authority = server | reg_name" is
// ambiguous for every non-empty server, and the parse (rfc2396.peg, after
// §3.2: a registry-based authority is one that does not fit the server
// syntax) takes the server whenever the whole authority is one, the empty
// server included.
var (
	serverRFC2396     = scanRule(rfc2396g.Automaton, "server")
	server2732RFC2396 = scanRule(rfc2396g.Automaton, "server-2732")
)

// scanRFC2396 is RFC 2396's scanner (and that of the RFC 2732 start rules,
// whose rules read as the RFC 2396 rules they replace). A reference is read
// by its delimiters, which the grammar puts where Appendix B finds them:
// the fragment after the first "#" (§4.1: fragment = *uric, no "#"); a
// scheme before the first ":" that precedes any "/", "?" or "#" (§3.1; a
// relativeURI has no ":" before them: rel_segment excludes ":", §5); an
// opaque_part after a ":" that no "/" follows (§3: uric_no_slash), with no
// query and no path of its own; otherwise the query after the first "?"
// (§3.4: no path or authority character is "?"), an authority after "//" up
// to the next "/" (§4.3: "the authority component wins"), and the path
// between.
func scanRFC2396(s *scanner, r recordRef) {
	in := s.in
	c := r.c
	rule := rule2396(s.rule)
	amended := rule != s.rule // an RFC 2732 start rule
	if rule == "server" {
		// §3.2.2 server = [ [ userinfo "@" ] hostport ]: an authority alone.
		*r.production = nameRFC2396(amended, "hostport", "hostport-2732")
		if in == "" {
			*r.production = s.rule
		}
		scanServerRFC2396(s, r, 0, len(in), amended)
		return
	}
	i, end := 0, len(in)
	if rule == "URI-reference" {
		// §4 URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
		if k := s.index('#', 0, end); k < end {
			c.Fragment = Span{k + 1, end}
			end = k
		}
	}
	if rule != "relativeURI" {
		if k := s.indexAny(":/?#", 0, end); k < end && in[k] == ':' {
			c.Scheme = Span{0, k} // §3.1
			i = k + 1
		}
	}
	// §3 absoluteURI = scheme ":" ( hier_part | opaque_part ): hier_part
	// begins with "/", opaque_part never does (uric_no_slash).
	opaque := c.Scheme.Defined() && (i == end || in[i] != '/')
	net := !opaque && strings.HasPrefix(in[i:end], "//")
	switch {
	case rule == "URI-reference" && c.Scheme.Defined():
		*r.production = nameRFC2396(amended, "absoluteURI", "absoluteURI-2732")
	case rule == "URI-reference" && end > 0:
		*r.production = nameRFC2396(amended, "relativeURI", "relativeURI-2732")
	case rule == "URI-reference":
		*r.production = s.rule // "" or a fragment alone
	case rule == "absoluteURI" && opaque:
		*r.production = nameRFC2396(amended, "opaque-part", "opaque-part-2732")
	case rule == "absoluteURI":
		*r.production = nameRFC2396(amended, "hier-part", "hier-part-2732")
	case net: // relativeURI
		*r.production = nameRFC2396(amended, "net-path", "net-path-2732")
	case in[i] == '/':
		*r.production = "abs-path"
	default:
		*r.production = "rel-path"
	}
	if opaque {
		// §3: URI that do not use "/" for hierarchy "are considered opaque
		// by the generic URI parser": no path and no query.
		r.opaque = compact(Span{i, end})
		s.part(nameRFC2396(amended, "opaque-part", "opaque-part-2732"), i, end)
		return
	}
	// §3 hier_part = ( net_path | abs_path ) [ "?" query ]; §5 relativeURI
	// = ( net_path | abs_path | rel_path ) [ "?" query ].
	if k := s.index('?', i, end); k < end {
		c.Query = Span{k + 1, end}
		end = k
	}
	if net {
		// §3 net_path = "//" authority [ abs_path ]
		a := i + len("//")
		i = s.index('/', a, end)
		scanAuthorityRFC2396(s, r, a, i, amended)
	}
	// §5.2: "the path component is never undefined, though it may be
	// empty".
	c.Path = Span{i, end}
	if !s.full || i == end {
		return
	}
	if in[i] != '/' {
		// §5 rel_path = rel_segment [ abs_path ]: rel_segment excludes "/".
		k := s.index('/', i, end)
		s.part("rel-segment", i, k)
		s.segment(i, k)
		i = k
	}
	if i < end {
		scanAbsPathRFC2396(s, r, i, end)
	}
}

// scanAbsPathRFC2396 records the segments and params of an abs_path at [a, e),
// a "/" first: §3 abs_path = "/" path_segments; §3.3 path_segments =
// segment *( "/" segment ), segment = *pchar *( ";" param ), and pchar
// excludes "/" and ";".
func scanAbsPathRFC2396(s *scanner, r recordRef, a, e int) {
	s.segmentsParams(a+1, e)
}

// scanAuthorityRFC2396 records the authority at [a, e): §3.2 authority =
// server | reg_name, a server when the whole authority is one (see
// serverRFC2396).
func scanAuthorityRFC2396(s *scanner, r recordRef, a, e int, amended bool) {
	server := serverRFC2396
	if amended {
		server = server2732RFC2396
	}
	if !s.match(server, a, e) {
		// §3.2.1: a registry-based authority has no userinfo, host or port.
		r.c.Authority = Span{a, e}
		s.part("reg-name", a, e)
		return
	}
	scanServerRFC2396(s, r, a, e, amended)
}

// scanServerRFC2396 records the server at [a, e): §3.2.2 server = [ [
// userinfo "@" ] hostport ], hostport = host [ ":" port ]. userinfo holds
// no "@", host no ":" (an IPv6reference ends at its "]", RFC 2732 §3); an
// empty server has no userinfo, host or port.
func scanServerRFC2396(s *scanner, r recordRef, a, e int, amended bool) {
	in, c := s.in, r.c
	c.Authority = Span{a, e}
	if a == e {
		return
	}
	h := a
	if k := s.index('@', a, e); k < e {
		c.Userinfo = Span{a, k}
		h = k + 1
	}
	he := s.hostport(r, h, e)
	// §3.2.2 host = hostname | IPv4address (RFC 2732 §3 adds
	// IPv6reference): a hostname ends with a toplabel, which begins with
	// alpha; an IPv4address has digits and dots only.
	switch {
	case in[h] == '[':
		r.hostKind = IPv6Reference
		s.part("IPv6reference", h, he)
	case hasAlpha(in[h:he]):
		r.hostKind = Hostname
		s.part("hostname", h, he)
	default:
		r.hostKind = IPv4
		s.part(nameRFC2396(amended, "IPv4address", "IPv4address-2732"), h, he)
	}
}

// nameRFC2396 returns the name of an RFC 2396 rule, or when amended that of
// the RFC 2732 rule that replaces it (grammar erratum E9). Both are
// constants: naming a rule costs the fast mode no allocation.
func nameRFC2396(amended bool, rule, rule2732 string) string {
	if amended {
		return rule2732
	}
	return rule
}
