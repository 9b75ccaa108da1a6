package semantic

import (
	"strings"

	urlsyntax05g "github.com/urispec/urispec/generated/urlsyntax05"
)

// URLSyntax05 is draft-fielding-url-syntax-05, "Uniform Resource Locators
// (URL)", the draft that became RFC 2396 (grammar/url-syntax-05): its
// grammar, the resolution of §5.2 and the equivalences of §6.
//
// Resolve follows §5.2 steps 1-7, including the string buffer of step 6
// that merges the reference's query with its path before removing dot
// segments (Appendix C: g?y/./x = http://a/b/c/g?y/x, g?y/../x =
// http://a/b/c/x), and step 6a with step 7, which write no "/" between the
// site and the path of a base with an empty path (http://a + g =
// http://ag, a string that names the site "ag"; erratum R4). Normalize:
// syntax (scheme and hostname case, §4.1 and §6; escape hex case, §2.4.1;
// escapes of unreserved characters unescaped, §2.3 and §2.4.2) and scheme
// (§6 and §4.3.1, with the defaults of RFC 1738 §3); no simple string
// comparison. URI.URL and FromURL: yes.
var URLSyntax05 = register(&dialect{
	meta: urlsyntax05g.Meta, auto: urlsyntax05g.Automaton, tree: urlsyntax05g.ParseRule,
	scan: scannerURLSyntax05,
	// §5.1: a base URL is an absoluteURL (Content-Base = "Content-Base"
	// ":" absoluteURL); §3: a reference is a URL-reference.
	resolution: resolution{base: "absoluteURL", ref: "URL-reference", resolve: resolveRefsURLSyntax05, section: "§5.2 step 7"},
	normalization: &normalization{levels: []Level{LevelSyntax, LevelScheme},
		norm: ladder(urlSyntax05Syntax, urlSchemePhases)},
	recompose: (*recomposer).hier,
})

// resolveRefsURLSyntax05 parses the base and the reference and resolves by
// §5.2 (resolveURLSyntax05).
func resolveRefsURLSyntax05(x *dialect, base, ref string, o *options) (string, error) {
	b, err := x.parseAs(x.resolution.base, base, o)
	if err != nil {
		return x.resolveFail(base, ref, RoleBase, err)
	}
	r, err := x.parseAs(x.resolution.ref, ref, o)
	if err != nil {
		return x.resolveFail(base, ref, RoleReference, err)
	}
	t, current := resolveURLSyntax05(b.texts(), r.texts())
	if current {
		return currentDocument(base, t.Fragment), nil
	}
	// Step 7, guarded (erratum R4).
	return x.recomposed(base, ref, target{s: recombine(t), t: t, path: true, authority: true}, o)
}

// resolveURLSyntax05 is draft-fielding-url-syntax-05 §5.2 "Resolving Relative
// References to Absolute Form", steps 2 to 6, on the components of the base
// and of the reference (step 1, the parse "into the potential four components
// and fragment identifier", is Parse; the base's query "is not used by the
// resolution algorithm and may be discarded"). Step 7, the recombination, is
// recombine. current reports step 2's "reference to the current document".
//
// Every base URL fits the generic-URL syntax §5 requires ("relative URLs
// cannot be used within a document that has an unsuitable base URL"): rel_path
// derives every string of urlc, so every opaque-URL is a generic-URL (grammar
// erratum E14), and no base is refused.
func resolveURLSyntax05(base, ref texts) (t texts, current bool) {
	t = ref
	// Step 2: "If the path component is empty and the scheme, site, and
	// query components are undefined, then it is a reference to the current
	// document and we are done."
	if *ref.Path == "" && ref.Scheme == nil && ref.Authority == nil && ref.Query == nil {
		return t, true
	}
	// Step 3: "If the scheme component is defined, ... the reference is
	// interpreted as an absolute URL and we are done. Otherwise, the
	// reference URL's scheme is inherited from the base URL's scheme
	// component."
	if ref.Scheme != nil {
		return t, false
	}
	t.Scheme = base.Scheme
	// Step 4: "If the site component is defined, then the reference is a
	// network-path and we skip to step 7. Otherwise, the reference URL's site
	// is inherited from the base URL's site component, which will also be
	// undefined if the URL scheme does not use a site component."
	if ref.Authority != nil {
		return t, false
	}
	t.Authority = base.Authority
	t.Userinfo, t.Host, t.Port = base.Userinfo, base.Host, base.Port
	// Step 5: "If the path component begins with a slash character ("/"),
	// then the reference is an absolute-path and we skip to step 7."
	if strings.HasPrefix(*ref.Path, "/") {
		return t, false
	}
	// Step 6: a relative-path reference, merged "using a separate string
	// buffer".
	path, query := bufferURLSyntax05(*base.Path, *ref.Path, ref.Query)
	t.Path, t.Query = &path, query
	return t, false
}

// bufferURLSyntax05 is §5.2 step 6 a-i: the merge of a relative path (with
// the reference's query appended, step 6c) into the base path, then the
// split of the buffer back into path and query.
func bufferURLSyntax05(basePath, refPath string, refQuery *string) (path string, query *string) {
	// 6a) "All but the last segment of the base URL's path component is
	// copied to the buffer. In other words, any characters after the last
	// (right-most) slash character, if any, are excluded." A base path with
	// no slash (including the empty path of http://a and of http://a?q)
	// leaves the buffer empty, and step 7 appends the path right after the
	// site: http://a + g = http://ag (erratum R4; the defect rfc2396bis-01
	// Appendix G.2 reports of RFC 2396 step 6a, reproduced).
	kept := allButLastSegment(basePath)
	// 6b) "The reference's path component is appended to the buffer string."
	// 6c) "If the reference's query component is defined, then a "?"
	// character is appended to the buffer string, followed by the query
	// component." Steps d-g then treat "/" inside the query as a segment
	// separator: g?y/./x = http://a/b/c/g?y/x and g?y/../x = http://a/b/c/x
	// (Appendix C.2).
	texts := []string{kept, refPath}
	if refQuery != nil {
		texts = append(texts, "?", *refQuery)
	}
	buf := newBuffer(texts...)
	// 6d) "All occurrences of "./", where "." is a complete path segment, are
	// removed from the buffer string."
	buf = buf.removeDotSlash()
	// 6e) "If the buffer string ends with "." as a complete path segment,
	// that "." is removed."
	buf = buf.removeTrailingDot()
	// 6f) "All occurrences of "<segment>/../", where <segment> is a complete
	// path segment not equal to "..", are removed from the buffer string.
	// Removal of these path segments is performed iteratively, removing the
	// leftmost matching pattern on each iteration, until no matching pattern
	// remains."
	buf = buf.removeSegmentDotDotSlash()
	// 6g) "If the buffer string ends with "<segment>/..", where <segment> is a
	// complete path segment not equal to "..", that "<segment>/.." is
	// removed."
	buf = buf.removeTrailingSegmentDotDot()
	// 6h) "If the buffer string contains a question-mark "?" character, then
	// the reference URL's query component is the substring after the first
	// (left-most) question-mark. Otherwise, the reference URL's query
	// component is set undefined."
	// 6i) "The reference URL's new path component is the buffer string up to,
	// but not including, the first question-mark character or the end of the
	// buffer string."
	s := string(buf)
	if i := strings.IndexByte(s, '?'); i >= 0 {
		q := s[i+1:]
		return s[:i], &q
	}
	return s, nil
}

// urlSyntax05Syntax: §2.3 "Unreserved characters can be escaped without
// changing the semantics of the URL" and §2.4.2 "It is safe to unescape these
// within the body of a URL" (unreserved = alphanum | mark), except where the
// escape makes a complete "." or ".." segment (erratum N1); §2.4.1 hex digits
// of either case name the same octet (erratum N2); §4.1 "programs
// interpreting URLs should treat upper case letters as equivalent to lower
// case in scheme names"; §6 "host names used in URLs are actually case
// insensitive".
var urlSyntax05Syntax = []phase{
	escapePhaseIn(nil, func(u *URI) func(int, byte) bool {
		blocked := dotSegmentEscapes(u.Input, dotSegmentSpan05(u), isUnreserved05)
		return func(at int, b byte) bool { return isUnreserved05(b) && !blocked[at] }
	}),
	lowerSchemePhase,
	lowerHostnamePhase,
}

// isUnreserved05 reports whether b is unreserved = alphanum | mark (§2.3).
func isUnreserved05(b byte) bool {
	return isAlpha(b) || isDigit(b) || strings.IndexByte("$-_.!~*'(),", b) >= 0
}

// dotSegmentSpan05 is the text whose "/"-separated pieces §5.2 step 6 treats
// as complete path segments: the path, and for a relative-path reference the
// path with its "?" query, which step 6c appends to the buffer.
func dotSegmentSpan05(u *URI) Span {
	c := &u.Components
	sp := c.Path
	if !c.Scheme.Defined() && !c.Authority.Defined() && c.Query.Defined() &&
		!strings.HasPrefix(sp.In(u.Input), "/") {
		sp.End = c.Query.End
	}
	return sp
}

// siteURLSyntax05 is the automaton of site (§4.3.1 site = [ [ user [ ":"
// password ] "@" ] hostport ]), which tells a net-path from an abs-path
// that starts with "//": the parse takes the net-path when the text after
// "//" up to the next "/" is a site ("the site component wins", §4.4), and
// the site of grammar erratum E13 when that text, followed by "?", is one.
var siteURLSyntax05 = scanRule(urlsyntax05g.Automaton, "site")

// scanURLSyntax05 is draft-fielding-url-syntax-05's scanner: it records
// what spliturlsyntax05 and typeURLSyntax05 find in the tree, reading the
// input by the delimiters of the grammar (§3, §4.2, §4.3, §5), with the
// automaton of site where they do not settle the choice.
//
// Cost: one pass over the input for the delimiters, and one more over the
// text between "//" and the next "/" or "?" for the automaton of site; no
// allocation in the fast mode.
func scanURLSyntax05(s *scanner, r recordRef) {
	in := s.in
	c := r.c
	i, end := 0, len(in)
	if s.rule == "URL-reference" {
		// §3 URL-reference = [ absoluteURL | relativeURL ] [ "#" fragment ]:
		// urlc has no "#", so the first one starts the fragment.
		if k := s.index('#', 0, end); k < end {
			c.Fragment = Span{k + 1, end}
			end = k
		}
	}
	if s.rule != "relativeURL" {
		// §4.2 generic-URL = scheme ":" relativeURL, tried first (§4.4 "A
		// reference is parsed as if it is a generic-URL"); §4.1 scheme = 1*(
		// alpha | digit | "+" | "-" | "." ) ends where its characters do, and
		// only a ":" there makes it a scheme (E12: "a_b:c" is a rel-path).
		k := 0
		for k < end && isSchemeURLSyntax05(in[k]) {
			k++
		}
		if k > 0 && k < end && in[k] == ':' {
			c.Scheme = Span{0, k}
			i = k + 1
		}
	}
	switch {
	case s.rule == "absoluteURL":
		// §4.2 absoluteURL = generic-URL | opaque-URL: every opaque-URL is a
		// generic-URL, which the parse prefers (E14).
		*r.production = "generic-URL"
	case s.rule == "relativeURL":
	case c.Scheme.Defined():
		*r.production = "absoluteURL"
	case end > 0:
		*r.production = "relativeURL"
	default:
		// §3: "A URL reference which does not contain a URL" (empty, or a
		// fragment alone); §5.2: the path is never undefined.
		*r.production = "URL-reference"
		c.Path = Span{0, 0}
		return
	}
	// §5 rel_path = [ path_segments ] [ "?" query ]: no path or site
	// character is "?", so the first one starts the query.
	pe := end
	if q := s.index('?', i, end); q < end {
		c.Query = Span{q + 1, end}
		pe = q
	}
	rel := "rel-path"
	switch {
	case strings.HasPrefix(in[i:end], "//"):
		rel = "abs-path"
		// §5 net_path = "//" site [ abs_path ]: the site runs to the next
		// "/" ("?" is reserved within the site, §4.3.1); where it is
		// followed by "?", the grammar has only the abs_path, and the
		// site is that of the four-component parse (§4.4, E13).
		a := i + len("//")
		k := s.indexAny("/?", a, end)
		if !s.match(siteURLSyntax05, a, k) {
			break // "//ho_st/x": the abs-path the grammar derives
		}
		if k == end || in[k] == '/' {
			rel = "net-path"
		}
		scanSiteURLSyntax05(s, r, a, k)
		i = k
	case i < end && in[i] == '/':
		rel = "abs-path"
	}
	if s.rule == "relativeURL" {
		*r.production = rel
	}
	c.Path = Span{i, pe}
	if !s.full || (c.Authority.Defined() && i == pe) {
		// A site with no abs_path after it, or the site of E13, whose path
		// is empty: no segment.
		return
	}
	// §4.3.2 path_segments = segment *( "/" segment ), segment = *pchar *(
	// ";" param): pchar has no "/" or ";". An abs_path is "/" rel_path; a
	// rel_path always has its path_segments (maybe one empty segment).
	from := i
	if i < pe && in[i] == '/' {
		from++
	}
	s.segmentsParams(from, pe)
}

// scanSiteURLSyntax05 records the site at [a, e), which the automaton of site
// accepted: §4.3.1 site = [ [ user [ ":" password ] "@" ] hostport ], with
// no "@" or ":" in user and password, hostport = host [ ":" port ] with no
// ":" in host; hostname ends with a toplabel, which begins with alpha, and a
// hostnumber is digits and dots.
func scanSiteURLSyntax05(s *scanner, r recordRef, a, e int) {
	in := s.in
	c := r.c
	c.Authority = Span{a, e}
	if a == e {
		return // an empty site: no user, no hostport
	}
	h := a
	if at := s.index('@', a, e); at < e {
		p := s.index(':', a, at)
		c.Userinfo, r.user = Span{a, at}, compact(Span{a, p})
		s.part("user", a, p)
		if p < at {
			r.password = compact(Span{p + 1, at})
			s.part("password", p+1, at)
		}
		h = at + 1
	}
	he := s.index(':', h, e)
	c.Host = Span{h, he}
	if he < e {
		c.Port = Span{he + 1, e}
	}
	if hasAlpha(in[h:he]) {
		r.hostKind = Hostname
		s.part("hostname", h, he)
	} else {
		r.hostKind = HostNumber
		s.part("hostnumber", h, he)
	}
}

// isSchemeURLSyntax05 reports whether b is a character of §4.1 scheme = 1*( alpha |
// digit | "+" | "-" | "." ).
func isSchemeURLSyntax05(b byte) bool {
	return isAlpha(b) || isDigit(b) || b == '+' || b == '-' || b == '.'
}
