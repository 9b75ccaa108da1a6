package semantic

import (
	"strings"

	rfc2396bis01g "github.com/urispec/urispec/generated/rfc2396bis01"
)

// RFC2396bis01 is draft-fielding-uri-rfc2396bis-01, "Uniform Resource
// Identifier (URI): Generic Syntax", the draft that became RFC 3986
// (grammar/rfc2396bis-01): its grammar, the resolution pseudocode of §5.2
// and the comparison ladder of §6.2.
//
// Resolve follows the §5.2 pseudocode and its merge steps 1-8, with
// WithValidating and WithLeadingDots for the two choices the text leaves to
// implementations. Normalize: the ladder of §6.2: string (§6.2.1, the input
// as it is); syntax (§6.2.2: scheme and hostname to lower case, escape hex
// digits to upper case, escapes of ALPHA, DIGIT, "_" and "~" unescaped as
// §2.3 allows, dot segments of an absolute URI's path removed by the §5.2
// merge); scheme (§6.2.3, also syntax: default and empty ports elided,
// empty http and telnet paths as "/", gopher's as "/1", the file host
// "localhost" as the empty host, by the scheme definitions of RFC 1738
// §3). URI.URL and FromURL: yes.
var RFC2396bis01 = register(&dialect{
	meta: rfc2396bis01g.Meta, auto: rfc2396bis01g.Automaton, tree: rfc2396bis01g.ParseRule,
	scan: scannerRFC2396bis01,
	// §5.2: the base is a URI (§4: the URI "includes only the absolute
	// URI"); §4: a reference is a URI-reference. "if ((not validating)
	// and ...)" offers the non-strict reading; merge step 7 leaves
	// leading ".." segments to the implementation.
	resolution: resolution{base: "absolute-URI", ref: "URI-reference", nonStrict: true, leadingDots: true,
		resolve: resolveRefsRFC2396bis01, section: "§5.2"},
	// §6.2: the ladder, string (§6.2.1), syntax (§6.2.2), scheme
	// (§6.2.3); §6.2.4 (protocol-based) needs the network and is not
	// offered. The default is the first rung that normalizes.
	normalization: &normalization{levels: []Level{LevelSyntax, LevelString, LevelScheme},
		norm: ladder(rfc2396bis01Syntax, urlSchemePhases)},
	recompose: (*recomposer).hier,
})

// resolveRefsRFC2396bis01 parses the base and the reference and resolves by
// the §5.2 pseudocode (resolveRFC2396bis01).
func resolveRefsRFC2396bis01(x *dialect, base, ref string, o *options) (string, error) {
	b, err := x.parseAs(x.resolution.base, base, o)
	if err != nil {
		return x.resolveFail(base, ref, RoleBase, err)
	}
	r, err := x.parseAs(x.resolution.ref, ref, o)
	if err != nil {
		return x.resolveFail(base, ref, RoleReference, err)
	}
	bt, rt := b.texts(), r.texts()
	if !o.validating && rt.Scheme != nil && strings.EqualFold(*rt.Scheme, *bt.Scheme) {
		// §5.2: "if ((not validating) and (R.scheme == Base.scheme)) then
		// undefine(R.scheme)". "==" compares schemes, which "programs
		// interpreting a URI should treat" as equivalent in upper and lower
		// case (§3.1; erratum R4); the target takes Base.scheme.
		rt.Scheme = nil
	}
	usesBase := rt.Authority != nil || *rt.Path != "" || rt.Query != nil
	if rt.Scheme == nil && usesBase && !fitsHierPartRFC2396bis01(base[len(*bt.Scheme)+1:]) {
		// §5: "a relative URI cannot be used within a document that has an
		// unsuitable base URI" (<hier-part>, erratum E19). A same-document
		// reference (§4.2: empty, or a fragment alone) makes no use of the
		// base's hierarchy: the pseudocode returns (current-document,
		// fragment) before it reads Base.path (erratum R3).
		return x.resolveFail(base, ref, RoleBase, ErrUnsuitableBase)
	}
	t, current, err := resolveRFC2396bis01(bt, rt, o.dots)
	if err != nil {
		return x.resolveFail(base, ref, RoleReference, err)
	}
	if current {
		return currentDocument(base, t.Fragment), nil
	}
	// The recombination of §5.2, guarded (erratum R6).
	return x.recomposed(base, ref, target{s: recombine(t), t: t, path: true, authority: true}, o)
}

// resolveRFC2396bis01 is the pseudocode of draft-fielding-uri-rfc2396bis-01
// §5.2 from the first "if defined(R.scheme)" on, for a reference R and a base
// already parsed into "the four main components" (the non-validating
// "undefine(R.scheme)" is applied by Resolve before). current reports the
// "return (current-document, fragment)" branch; err is ErrAboveRoot when
// merge step 7 rejects the reference (RejectLeadingDots).
func resolveRFC2396bis01(base, r texts, dots LeadingDots) (t texts, current bool, err error) {
	t.Fragment = r.Fragment // "return (T, fragment)"
	if r.Scheme != nil {
		// if defined(R.scheme) then
		//    T.scheme    = R.scheme;
		//    T.authority = R.authority;
		//    T.path      = R.path;
		//    T.query     = R.query;
		t.Scheme = r.Scheme
		t.Authority, t.Userinfo, t.Host, t.Port = r.Authority, r.Userinfo, r.Host, r.Port
		t.Path, t.Query = r.Path, r.Query
		return t, false, nil
	}
	if r.Authority != nil {
		// else if defined(R.authority) then
		//    T.authority = R.authority;
		//    T.path      = R.path;
		//    T.query     = R.query;
		t.Authority, t.Userinfo, t.Host, t.Port = r.Authority, r.Userinfo, r.Host, r.Port
		t.Path, t.Query = r.Path, r.Query
	} else {
		switch {
		case *r.Path == "":
			// if (R.path == "") then
			if r.Query == nil {
				// else -- An empty reference refers to the current document
				//    return (current-document, fragment);
				return t, true, nil
			}
			// if defined(R.query) then
			//    T.path  = Base.path;
			//    T.query = R.query;
			t.Path, t.Query = base.Path, r.Query
		case strings.HasPrefix(*r.Path, "/"):
			// else if (R.path starts-with "/") then
			//    T.path = R.path;
			// ...
			// T.query = R.query;
			t.Path, t.Query = r.Path, r.Query
		default:
			// else
			//    T.path = merge(Base.path, R.path);
			// ...
			// T.query = R.query;
			merged, err := mergeRFC2396bis01(*base.Path, *r.Path, dots)
			if err != nil {
				return t, false, err
			}
			t.Path, t.Query = &merged, r.Query
		}
		// T.authority = Base.authority;
		t.Authority, t.Userinfo, t.Host, t.Port = base.Authority, base.Userinfo, base.Host, base.Port
	}
	// T.scheme = Base.scheme;
	t.Scheme = base.Scheme
	return t, false, nil
}

// mergeRFC2396bis01 is the merge routine of rfc2396bis-01 §5.2, "a simple method using a
// separate string buffer", steps 1-8. Only the paths take part: the
// reference's query is not in the buffer, so g?y/./x = http://a/b/c/g?y/./x
// (Appendix C.2; the Note after step 8 warns of clients that merge it).
func mergeRFC2396bis01(basePath, refPath string, dots LeadingDots) (string, error) {
	// 1. "All but the last segment of the base URI's path component is copied
	// to the buffer. In other words, any characters after the last
	// (right-most) slash character, if any, are excluded. If the base URI's
	// path component is the empty string, then a single slash character
	// ("/") is copied to the buffer."
	kept := "/"
	if basePath != "" {
		kept = allButLastSegment(basePath)
	}
	// 2. "The reference's path component is appended to the buffer string."
	buf := newBuffer(kept, refPath)
	// 3. "All occurrences of "./", where "." is a complete path segment, are
	// removed from the buffer string."
	buf = buf.removeDotSlash()
	// 4. "If the buffer string ends with "." as a complete path segment, that
	// "." is removed."
	buf = buf.removeTrailingDot()
	// 5. "All occurrences of "<segment>/../", where <segment> is a complete
	// path segment not equal to "..", are removed from the buffer string.
	// Removal of these path segments is performed iteratively, removing the
	// leftmost matching pattern on each iteration, until no matching pattern
	// remains." (The text prints "/../", where is ...": "<segment>" was lost
	// in extraction, grammar erratum E20.)
	buf = buf.removeSegmentDotDotSlash()
	// 6. "If the buffer string ends with "<segment>/..", where <segment> is a
	// complete path segment not equal to "..", that "<segment>/.." is
	// removed." (erratum E20 likewise)
	buf = buf.removeTrailingSegmentDotDot()
	// 7. "If the resulting buffer string still begins with one or more
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
			return "", ErrAboveRoot
		}
	}
	// 8. "The remaining buffer string is the target URI's path component."
	return string(buf), nil
}

// fitsHierPartRFC2396bis01 reports whether rest, the part of a valid absolute-URI after
// "scheme:", matches hier-part = [ net-path / abs-path ] [ "?" query ] (§3),
// the syntax §5 requires of a base ("Documents can only make use of a
// relative URI when their base URI fits within the <hier-part> syntax",
// erratum E19). absolute-URI = scheme ":" ( hier-part / opaque-part ):
//   - "" is an empty hier-part;
//   - a rest beginning with "/" is no opaque-part (uric-no-slash excludes
//     "/"), so it is a hier-part;
//   - a rest beginning with "?" is a hier-part when what follows is a query,
//     *( pchar / "/" / "?" ): an opaque-part differs only by admitting "["
//     and "]" (uric, §2.2 reserved);
//   - any other rest begins with a uric-no-slash other than "?" that no
//     hier-part begins with: an opaque-part.
func fitsHierPartRFC2396bis01(rest string) bool {
	switch {
	case rest == "", strings.HasPrefix(rest, "/"):
		return true
	case strings.HasPrefix(rest, "?"):
		return !strings.ContainsAny(rest, "[]")
	}
	return false
}

// rfc2396bis01Syntax is §6.2.2 in its order: escapes (§6.2.2.2: upper-case
// hex digits, "strongly encouraged"; unescaping "as described in Section
// 2.3", which names ALPHA, DIGIT, underscore and tilde as safe, erratum N2),
// case (§6.2.2.1 "the scheme and hostname are case insensitive and therefore
// can be normailized to lowercase", erratum N1) after the escapes so that a
// registry name that unescaping turns into a hostname is lower-cased too,
// and path segments (§6.2.2.3, erratum N3).
var rfc2396bis01Syntax = []phase{
	escapePhase(func(b byte) bool { return isAlpha(b) || isDigit(b) || b == '_' || b == '~' }),
	lowerSchemePhase,
	lowerHostnamePhase,
	{name: "dot segments", syntax: true, edits: dotSegmentsBis01},
}

// dotSegmentsBis01 is rfc2396bis-01 §6.2.2.3: the complete path segments "."
// and ".." "should not appear in absolute URI paths; if they are found, they
// can be removed by splitting the URI just after the "/" that starts the
// path, using the left half as the base URI and the right as a relative
// reference, and normalizing the URI by merging the two in in accordance
// with the relative URI processing algorithm (Section 5)". With the path
// "/" of the left half as base path, §5.2 gives T.path = merge("/", rest)
// for the rest of the path; the query and fragment of the right half are
// the reference's, so they stay as they are. Leading ".." segments are
// retained (merge step 7, as Appendix C.2 prints them; erratum N3).
func dotSegmentsBis01(u *URI) []edit {
	if u.texts().Scheme == nil {
		return nil // "absolute URI paths" only (§6.1: compare absolute forms)
	}
	abs := u.Components.Path
	text := abs.In(u.Input)
	if u.rec.opaque.Defined() || !strings.HasPrefix(text, "/") {
		return nil // no path, or the opaque-part of a non-hierarchical URI
	}
	path, err := mergeRFC2396bis01("/", text[len("/"):], RetainLeadingDots)
	if err != nil || path == text {
		return nil // RetainLeadingDots never fails
	}
	return []edit{{abs.Start, abs.End, path}}
}

// The automata of the ;@scan rules server and IPv4address (§3.2.2), for the
// choices delimiters do not settle. "authority = server / reg-name" is
// ambiguous for every non-empty server without "[" (a reg-name admits all
// its characters): the parse (rfc2396bis-01.peg) takes the server whenever
// the whole authority is one, the empty server included, so "a.b:80" is a
// server with a port and "a_b:80" a reg-name (no hostname has "_"). "host =
// IPv6reference / IPv4address / hostname" is ambiguous for every
// IPv4address, which is also a hostname: the parse takes the IPv4address
// (dec-octet bounds each piece: "1.2.3.256" is a hostname).
var (
	serverRFC2396bis01 = scanRule(rfc2396bis01g.Automaton, "server")
	ipv4RFC2396bis01   = scanRule(rfc2396bis01g.Automaton, "IPv4address")
)

// scanRFC2396bis01 is rfc2396bis-01's scanner. A reference is read by the
// delimiters of Appendix B, "the test oracle" of §4.3: the fragment after
// the first "#" (§4.1: fragment = *( pchar / "/" / "?" )); a scheme before
// the first ":" that precedes any "/", "?" or "#" (§3.1; a relative-URI has
// no ":" before them: rel-segment excludes ":", §5); after it an
// opaque-part (§3) unless what follows is a hier-part; otherwise the query
// after the first "?" (§3.4), an authority after "//" up to the next "/"
// (§4.3: "the authority component wins") and the path between.
func scanRFC2396bis01(s *scanner, r recordRef) {
	in := s.in
	c := r.c
	i, end := 0, len(in)
	if s.rule != "absolute-URI" && s.rule != "relative-URI" {
		// §4 URI-reference = [ absolute-URI / relative-URI ] [ "#" fragment ];
		// absolute-URI-reference = absolute-URI [ "#" fragment ].
		if k := s.index('#', 0, end); k < end {
			c.Fragment = Span{k + 1, end}
			end = k
		}
	}
	if s.rule != "relative-URI" {
		if k := s.indexAny(":/?#", 0, end); k < end && in[k] == ':' {
			c.Scheme = Span{0, k} // §3.1
			i = k + 1
		}
	}
	// §3 absolute-URI = scheme ":" ( hier-part / opaque-part ): an
	// opaque-part when what follows the scheme is no hier-part
	// (fitsHierPartRFC2396bis01: "foo:?q" is both, and the parse keeps the hier-part).
	opaque := c.Scheme.Defined() && !fitsHierPartRFC2396bis01(in[i:end])
	net := !opaque && strings.HasPrefix(in[i:end], "//")
	switch {
	case s.rule == "URI-reference" && c.Scheme.Defined(), s.rule == "absolute-URI-reference":
		*r.production = "absolute-URI"
	case s.rule == "URI-reference":
		// The empty reference and a lone fragment are an empty
		// relative-URI (§5: all of its parts are optional).
		*r.production = "relative-URI"
	case s.rule == "absolute-URI" && opaque:
		*r.production = "opaque-part"
	case s.rule == "absolute-URI":
		*r.production = "hier-part"
	case net: // relative-URI
		*r.production = "net-path"
	case i == end || in[i] == '?':
		*r.production = "relative-URI" // no path: a query alone, or empty
	case in[i] == '/':
		*r.production = "abs-path"
	default:
		*r.production = "rel-path"
	}
	if opaque {
		// opaque-part = uric-no-slash *uric has no query of its own, but
		// Appendix B ends the path at the first "?" of any reference: the
		// rest is the query (as splitrfc2396bis01).
		r.opaque = compact(Span{i, end})
		s.part("opaque-part", i, end)
		c.Path = Span{i, end}
		if k := s.index('?', i, end); k < end {
			c.Path.End = k
			c.Query = Span{k + 1, end}
		}
		return
	}
	// §3 hier-part = [ net-path / abs-path ] [ "?" query ]; §5 relative-URI
	// = [ net-path / abs-path / rel-path ] [ "?" query ].
	if k := s.index('?', i, end); k < end {
		c.Query = Span{k + 1, end}
		end = k
	}
	if net {
		// §3 net-path = "//" authority [ abs-path ]
		a := i + len("//")
		i = s.index('/', a, end)
		scanAuthorityRFC2396bis01(s, r, a, i)
	}
	// §5.2: "the path component is never undefined, though it may be
	// empty".
	c.Path = Span{i, end}
	if !s.full || i == end {
		return
	}
	if in[i] != '/' {
		// §5 rel-path = rel-segment [ abs-path ]: rel-segment excludes "/".
		k := s.index('/', i, end)
		s.part("rel-segment", i, k)
		s.segment(i, k)
		i = k
	}
	if i == end {
		return
	}
	// §3 abs-path = "/" path-segments; §3.3 path-segments = segment *( "/"
	// segment ), segment = *pchar.
	for from := i + 1; ; {
		to := s.index('/', from, end)
		s.part("segment", from, to)
		s.segment(from, to)
		if to == end {
			return
		}
		from = to + 1
	}
}

// scanAuthorityRFC2396bis01 records the authority at [a, e): §3.2 authority =
// server / reg-name (see serverRFC2396bis01); §3.2.2 server = [ [ userinfo
// "@" ] hostport ], hostport = host [ ":" port ]. userinfo holds no "@",
// a host no ":" (an IPv6reference ends at its "]"); a reg-name (§3.2.1)
// and an empty server have no userinfo, host or port.
func scanAuthorityRFC2396bis01(s *scanner, r recordRef, a, e int) {
	in, c := s.in, r.c
	c.Authority = Span{a, e}
	if !s.match(serverRFC2396bis01, a, e) {
		s.part("reg-name", a, e)
		return
	}
	if a == e {
		return
	}
	h := a
	if k := s.index('@', a, e); k < e {
		c.Userinfo = Span{a, k}
		h = k + 1
	}
	he := s.hostport(r, h, e)
	switch {
	case in[h] == '[':
		r.hostKind = IPv6Reference
		s.part("IPv6reference", h, he)
	case s.match(ipv4RFC2396bis01, h, he):
		r.hostKind = IPv4
		s.part("IPv4address", h, he)
	default:
		r.hostKind = Hostname
		s.part("hostname", h, he)
	}
}
