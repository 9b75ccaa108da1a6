package semantic

import (
	"strings"

	rfc1808g "github.com/urispec/urispec/generated/rfc1808"
)

// RFC1808 is RFC 1808, "Relative Uniform Resource Locators"
// (grammar/rfc1808): the BNF of its §2.2, the parsing of §2.4 and the
// resolution of §4. It defines no normalization (erratum N1).
//
// Resolve follows §4 (no non-strict reading: §5.2 calls it a loophole).
// Normalize: none (erratum N1). URI.URL and FromURL: yes, params as part of
// the path.
var RFC1808 = register(&dialect{
	meta: rfc1808g.Meta, auto: rfc1808g.Automaton, tree: rfc1808g.ParseRule,
	scan: scannerRFC1808,
	// §5.2: "some older parsers allow the scheme name to be present in a
	// relative URL if it is the same as the base URL scheme. This is
	// considered to be a loophole in prior specifications of partial URLs
	// and should be avoided by future parsers." (http:g = <URL:http:g>):
	// the text offers no non-strict reading.
	resolution: resolution{base: "URL", ref: "URL", resolve: resolveRFC1808, section: "§4 step 7",
		reparse: reparseRFC1808},
	recompose: (*recomposer).rfc1808,
})

// span1808 is one component found by the parse of RFC 1808 §2.4: its text
// without delimiter, and whether its delimiter was present.
type span1808 struct {
	defined    bool
	start, end int
	text       string
}

// span returns the Span of p in the text parse1808 read.
func (p span1808) span() Span {
	if !p.defined {
		return Undefined
	}
	return Span{p.start, p.end}
}

// partsRFC1808 are the six components of RFC 1808 §2.1,
// <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>, as §2.4 breaks a
// URL down. path keeps its preceding slash (§2.4.6) and is always defined.
type partsRFC1808 struct {
	scheme, netLoc, path, params, query, fragment span1808
}

// parse1808 is RFC 1808 §2.4, "the parsing rules for breaking down a URL
// (relative or absolute) into the component parts described in Section 2.1",
// applied in the order given. noScheme skips §2.4.2, for a text already known
// to be a relativeURL.
func parse1808(s string, noScheme bool) partsRFC1808 {
	var p partsRFC1808
	lo, hi := 0, len(s) // the parse string is s[lo:hi]
	// cut is the component after the delimiter at s[at] up to the end of
	// the parse string.
	cut := func(at int) span1808 {
		return span1808{defined: true, start: at + 1, end: hi, text: s[at+1 : hi]}
	}
	// §2.4.1 "If the parse string contains a crosshatch "#" character, then
	// the substring after the first (left-most) crosshatch "#" and up to the
	// end of the parse string is the <fragment> identifier. ... The matched
	// substring, including the crosshatch character, is removed".
	if i := strings.IndexByte(s, '#'); i >= 0 {
		p.fragment = cut(i)
		hi = i
	}
	// §2.4.2 "If the parse string contains a colon ":" after the first
	// character and before any characters not allowed as part of a scheme
	// name (i.e., any not an alphanumeric, plus "+", period ".", or hyphen
	// "-"), the <scheme> of the URL is the substring of characters up to but
	// not including the first colon."
	if !noScheme {
		i := lo
		for i < hi && (isAlpha(s[i]) || isDigit(s[i]) || s[i] == '+' || s[i] == '.' || s[i] == '-') {
			i++
		}
		if i > lo && i < hi && s[i] == ':' {
			p.scheme = span1808{defined: true, start: lo, end: i, text: s[lo:i]}
			lo = i + 1
		}
	}
	// §2.4.3 "If the parse string begins with a double-slash "//", then the
	// substring of characters after the double-slash and up to, but not
	// including, the next slash "/" character is the network location/login
	// (<net_loc>) of the URL. If no trailing slash "/" is present, the entire
	// remaining parse string is assigned to <net_loc>."
	if strings.HasPrefix(s[lo:hi], "//") {
		end := hi
		if j := strings.IndexByte(s[lo+2:hi], '/'); j >= 0 {
			end = lo + 2 + j
		}
		p.netLoc = span1808{defined: true, start: lo + 2, end: end, text: s[lo+2 : end]}
		lo = end
	}
	// §2.4.4 "If the parse string contains a question mark "?" character,
	// then the substring after the first (left-most) question mark "?" and
	// up to the end of the parse string is the <query> information."
	if i := strings.IndexByte(s[lo:hi], '?'); i >= 0 {
		p.query = cut(lo + i)
		hi = lo + i
	}
	// §2.4.5 "If the parse string contains a semicolon ";" character, then
	// the substring after the first (left-most) semicolon ";" and up to the
	// end of the parse string is the parameters (<params>)."
	if i := strings.IndexByte(s[lo:hi], ';'); i >= 0 {
		p.params = cut(lo + i)
		hi = lo + i
	}
	// §2.4.6 "After the above steps, all that is left of the parse string is
	// the URL <path> and the slash "/" that may precede it. ... Often this is
	// done by simply storing the preceding slash along with the path."
	p.path = span1808{defined: true, start: lo, end: hi, text: s[lo:hi]}
	return p
}

// resolveRFC1808 resolves ref against base by RFC 1808 §4 steps 1-7, on the
// components of §2.4 (parse1808):
//
//   - the base and the reference are URLs (the start rule URL, fragment
//     included: §5's base is <URL:http://a/b/c/d;p?q#f>); the base has a
//     scheme and, for a reference without one, is a generic-RL ("relative
//     URLs cannot be used within documents that have unsuitable base URLs",
//     §2);
//   - §2.4 makes an absent params, query or fragment "empty", so "?" and ""
//     are the same reference (erratum R1);
//   - <params> are outside the path hierarchy: ";x" keeps the base path
//     (http://a/b/c/d;x) and "g" drops the base params (§4: "Parameters,
//     regardless of their purpose, do not form a part of the URL path");
//   - an entirely empty reference gives the base, fragment included ("<> =
//     <URL:http://a/b/c/d;p?q#f>", §5.2), "//" too (erratum R1);
//   - step 7 recombines in the layout of §2.1, with the "/" after the
//     net_loc that is no part of the path (§2.4.6): http://a + g =
//     http://a/g (errata R3, R6);
//   - step 6 keeps leading ".." segments ("../../../g =
//     <URL:http://a/../g>"); no option changes it.
func resolveRFC1808(x *dialect, base, ref string, o *options) (string, error) {
	fail := func(role Role, err error) (string, error) { return x.resolveFail(base, ref, role, err) }
	// absolute checks that s, without its fragment, is an absoluteURL.
	absolute := func(s string) error {
		s, _, _ = strings.Cut(s, "#")
		_, err := x.parseAs("absoluteURL", s, o)
		return err
	}
	if _, err := x.parseAs("URL", ref, o); err != nil {
		return fail(RoleReference, err)
	}
	// Step 1: "If the base URL is the empty string (unknown), the embedded
	// URL is interpreted as an absolute URL and we are done."
	if base == "" {
		if err := absolute(ref); err != nil {
			return fail(RoleReference, err)
		}
		return ref, nil
	}
	// Step 2: "Both the base and embedded URLs are parsed into their component
	// parts as described in Section 2.4."
	if _, err := x.parseAs("URL", base, o); err != nil {
		return fail(RoleBase, err)
	}
	bp, rp := parse1808(base, false), parse1808(ref, false)
	if !bp.scheme.defined {
		return fail(RoleBase, absolute(base))
	}
	// b) "If the embedded URL starts with a scheme name, it is interpreted as
	// an absolute URL and we are done."
	if rp.scheme.defined {
		return ref, nil
	}
	// §2: "base documents can only make use of relative URLs when their base
	// URL fits within the generic-RL syntax" (erratum R4).
	b, _, _ := strings.Cut(base, "#")
	if _, err := x.parseAs("generic-RL", b, o); err != nil {
		return fail(RoleBase, err)
	}
	// a) "If the embedded URL is entirely empty, it inherits the entire base
	// URL (i.e., is set equal to the base URL) and we are done." (erratum R1:
	// every component of §2.4 is empty, the net_loc of "//" too)
	if rp.path.text == "" && rp.netLoc.text == "" && rp.params.text == "" && rp.query.text == "" && rp.fragment.text == "" {
		return base, nil
	}
	// c) "Otherwise, the embedded URL inherits the scheme of the base URL."
	t := targetRFC1808{scheme: bp.scheme.text, params: rp.params.text, query: rp.query.text, fragment: rp.fragment.text}
	// Step 3: "If the embedded URL's <net_loc> is non-empty, we skip to Step
	// 7. Otherwise, the embedded URL inherits the <net_loc> (if any) of the
	// base URL."
	if rp.netLoc.text != "" {
		t.netLoc, t.path = &rp.netLoc.text, rp.path.text
		return x.recomposed(base, ref, t.target(), o)
	}
	if bp.netLoc.defined {
		t.netLoc = &bp.netLoc.text
	}
	switch {
	case strings.HasPrefix(rp.path.text, "/"):
		// Step 4: "If the embedded URL path is preceded by a slash "/", the
		// path is not relative and we skip to Step 7."
		t.path = rp.path.text
	case rp.path.text == "":
		// Step 5: "If the embedded URL path is empty (and not preceded by a
		// slash), then the embedded URL inherits the base URL path, and
		t.path = bp.path.text
		// a) if the embedded URL's <params> is non-empty, we skip to step 7;
		// otherwise, it inherits the <params> of the base URL (if any) and
		if t.params == "" {
			t.params = bp.params.text
			// b) if the embedded URL's <query> is non-empty, we skip to step
			// 7; otherwise, it inherits the <query> of the base URL (if any)
			// and we skip to step 7."
			if t.query == "" {
				t.query = bp.query.text
			}
		}
	default:
		// Step 6: "The last segment of the base URL's path (anything following
		// the rightmost slash "/", or the entire path if no slash is present)
		// is removed and the embedded URL's path is appended in its place."
		// An empty base path is removed whole (erratum R6); step 7 writes the
		// "/" that follows the net_loc (erratum R3).
		path := newBuffer(allButLastSegment(bp.path.text), rp.path.text)
		// "The following operations are then applied, in order, to the new
		// path: a) All occurrences of "./", where "." is a complete path
		// segment, are removed. b) If the path ends with "." as a complete
		// path segment, that "." is removed. c) All occurrences of
		// "<segment>/../", where <segment> is a complete path segment not
		// equal to "..", are removed. Removal of these path segments is
		// performed iteratively, removing the leftmost matching pattern on
		// each iteration, until no matching pattern remains. d) If the path
		// ends with "<segment>/..", where <segment> is a complete path segment
		// not equal to "..", that "<segment>/.." is removed." (erratum R2)
		path = path.removeDotSlash()
		path = path.removeTrailingDot()
		path = path.removeSegmentDotDotSlash()
		t.path = string(path.removeTrailingSegmentDotDot())
	}
	// Step 7: "The resulting URL components, including any inherited from the
	// base URL, are recombined to give the absolute form of the embedded
	// URL." (erratum R3), guarded (erratum R7).
	return x.recomposed(base, ref, t.target(), o)
}

// targetRFC1808 is the URL §4 step 7 recombines. netLoc is nil when neither the
// reference nor the base has one; params, query and fragment are "empty"
// when absent (§2.4).
type targetRFC1808 struct {
	scheme, path, params, query, fragment string
	netLoc                                *string
}

// String writes <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>
// (§2.1), each delimiter only with its component (erratum R3). After a
// net_loc the "/" of the layout is written whenever a path, params or query
// follows and the path has no slash of its own (§2.4.6: "the initial slash is
// not part of the URL path"): §2.4.3 ends a net_loc only at "/", so without
// it the rest would be read as net_loc ("http://a" + "g" = "http://a/g",
// "?y" = "http://a/?y").
func (t targetRFC1808) String() string {
	var b strings.Builder
	b.WriteString(t.scheme)
	b.WriteByte(':')
	if t.netLoc != nil {
		b.WriteString("//")
		b.WriteString(*t.netLoc)
		if (t.path != "" || t.params != "" || t.query != "") && !strings.HasPrefix(t.path, "/") {
			b.WriteByte('/')
		}
	}
	b.WriteString(t.path) // with its preceding slash, if any (§2.4.6)
	for _, c := range []struct {
		delim byte
		text  string
	}{{';', t.params}, {'?', t.query}, {'#', t.fragment}} {
		if c.text != "" {
			b.WriteByte(c.delim)
			b.WriteString(c.text)
		}
	}
	return b.String()
}

// target is t as the recomposition guard compares it: the components of
// §2.4 that String writes, the path with the "/" of the layout when String
// writes one, the params after it (a path of §2.4 has no ";"), an absent
// params, query or fragment as empty (§2.4).
func (t targetRFC1808) target() target {
	path := t.path
	if t.netLoc != nil && (t.path != "" || t.params != "" || t.query != "") && !strings.HasPrefix(t.path, "/") {
		path = "/" + path
	}
	if t.params != "" {
		path += ";" + t.params
	}
	return target{s: t.String(), path: true, authority: true, t: texts{
		Scheme: &t.scheme, Authority: t.netLoc, Path: &path, Query: &t.query, Fragment: &t.fragment}}
}

// reparseRFC1808 reads a target back by the parse of §2.4 (after the grammar
// accepts it as a URL), in target's terms.
func reparseRFC1808(x *dialect, s string, o *options) (texts, error) {
	if _, err := x.parseAs(x.resolution.ref, s, o); err != nil {
		return texts{}, err
	}
	p := parse1808(s, false)
	c := texts{Path: &p.path.text, Query: &p.query.text, Fragment: &p.fragment.text}
	if p.scheme.defined {
		c.Scheme = &p.scheme.text
	}
	if p.netLoc.defined {
		c.Authority = &p.netLoc.text
	}
	if p.params.text != "" {
		c.Path = str(p.path.text + ";" + p.params.text)
	}
	return c, nil
}

// rfc1808 writes §2.1 <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>.
func (r *recomposer) rfc1808(_ *URI, t *Typed) {
	r.generic(t, func() {
		if t.Path != nil {
			r.text(&t.Path.Text)
			for _, p := range t.Path.Params { // §2.2 params = param *( ";" param )
				r.lit(";")
				r.text(&p)
			}
		}
	})
}

// genericRLRFC1808 is the automaton of the start rule generic-RL (§2.2),
// which tells the two forms of "absoluteURL = generic-RL | ( scheme ":" *(
// uchar | reserved ) )" apart: every generic-RL is also of the second form,
// and the parse (rfc1808.peg) keeps the generic-RL, "the generic-RL syntax"
// §2.4 clarifies, whenever the whole URL is one.
var genericRLRFC1808 = scanRule(rfc1808g.Automaton, "generic-RL")

// scanRFC1808 is RFC 1808's scanner: the components are those of the
// parse of §2.4 (parse1808, which reads the input without allocating), as
// for the tree (splitRFC1808); the production is the rule of §2.2 that
// matched.
func scanRFC1808(s *scanner, r recordRef) {
	in := s.in
	p := parse1808(in, s.rule == "relativeURL")
	*r.c = Components{
		Scheme: p.scheme.span(), Authority: p.netLoc.span(),
		Userinfo: Undefined, Host: Undefined, Port: Undefined,
		Path: p.path.span(), Query: p.query.span(), Fragment: p.fragment.span(),
	}
	switch s.rule {
	case "URL":
		// §2.2 URL = ( absoluteURL | relativeURL ) [ "#" fragment ]: an
		// absoluteURL begins with scheme ":" (both forms), which §2.4.2
		// reads as the scheme, and a relativeURL is read without one.
		*r.production = "relativeURL"
		if p.scheme.defined {
			*r.production = "absoluteURL"
		}
	case "absoluteURL":
		*r.production = "absoluteURL" // the second form
		if s.match(genericRLRFC1808, 0, len(in)) {
			*r.production = "generic-RL"
		}
	case "generic-RL":
		*r.production = "relativeURL" // generic-RL = scheme ":" relativeURL
	default:
		// §2.2 relativeURL = net_path | abs_path | rel_path: "//" begins a
		// net_path (§2.4.3), a single "/" an abs_path; a rel_path never
		// begins with "/" (fsegment = 1*pchar).
		switch {
		case p.netLoc.defined:
			*r.production = "net-path"
		case strings.HasPrefix(in, "/"):
			*r.production = "abs-path"
		default:
			*r.production = "rel-path"
		}
	}
	// Parts: the net-loc (§2.4.3) and the params (§2.4.5), in input order.
	if p.netLoc.defined {
		s.part("net-loc", p.netLoc.start, p.netLoc.end)
	}
	if p.params.defined {
		s.part("params", p.params.start, p.params.end)
	}
	if !s.full {
		return
	}
	// §2.2 path = fsegment *( "/" segment ), after the "/" of an abs_path
	// (§2.4.6 keeps it with the path).
	lo, hi := p.path.start, p.path.end
	if lo < hi && in[lo] == '/' {
		lo++
	}
	if lo < hi {
		for from := lo; ; {
			to := s.index('/', from, hi)
			s.segment(from, to)
			if to == hi {
				break
			}
			from = to + 1
		}
	}
	if p.params.defined {
		// §2.2 params = param *( ";" param ): they follow the whole path.
		for from := p.params.start; ; {
			to := s.index(';', from, p.params.end)
			s.d.pathParams = append(s.d.pathParams, Span{from, to})
			if to == p.params.end {
				break
			}
			from = to + 1
		}
	}
}
