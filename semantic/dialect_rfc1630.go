package semantic

import (
	"strings"

	rfc1630g "github.com/urispec/urispec/generated/rfc1630"
)

// RFC1630 is RFC 1630, "Universal Resource Identifiers in WWW" (June 1994;
// grammar/rfc1630): the BNF of generic URI syntax, the BNF of specific URL
// schemes and the partial form, the partial-form rules of §Partial (relative)
// form, and the comparison statement of §Encoding reserved characters.
//
// Resolve follows the rules of §Partial-form as written (errata R1-R4: the
// context and a full-form reference are read by the colon rule, not by the
// BNF, which rejects the text's own context "magic://a/b/c//d/e/f").
// Normalize: syntax (§Encoding-reserved-characters: escapes expanded but
// those of the reserved characters, escape hex case). URI.URL and FromURL:
// none (its URLs are defined per scheme).
var RFC1630 = register(&dialect{
	meta: rfc1630g.Meta, auto: rfc1630g.Automaton, tree: rfc1630g.ParseRule,
	scan: scannerRFC1630,
	// net/url models no input of it (URI.URL, FromURL).
	noURL: msgNoURLPerScheme,
	// §Partial-form: the context is an absolute form (erratum R1), a
	// reference a partial form (partial-address, grammar erratum E14) or an
	// absolute form, told apart by the colon rule.
	resolution: resolution{base: "url", ref: "partial-address", resolve: resolveRFC1630,
		section: "§Partial-form", reparse: reparseRFC1630},
	// §Encoding-reserved-characters: "Before two URIs can be compared, it is
	// therefore necessary to bring them to the same encoding level" (N1).
	normalization: &normalization{levels: []Level{LevelSyntax}, norm: ladder(rfc1630Syntax, nil)},
	recompose:     (*recomposer).rfc1630,
})

// rfc1630 writes an address of RFC 1630: url-draft-1993's form (scheme ":"
// [ "//" authority [ "/" path ] ] or a partial form, then "?" search and "#"
// fragmentid), after the "url:" of a prefixedurl.
func (r *recomposer) rfc1630(u *URI, t *Typed) {
	if u.StartRule == "prefixedurl" {
		r.lit("url:")
	}
	r.urlDraft1993(u, t)
}

// Rules of rfc1630 that its scanner asks where delimiters do not settle the
// choice the parser makes (grammar/rfc1630/rfc1630.peg): whether a login
// holds a user (login = [ user [ ":" password ] "@" ] hostport) and where a
// news article's host begins (article = xalphas "@" host).
var (
	hostportRFC1630 = scanRule(rfc1630g.Automaton, "hostport")
	hostRFC1630     = scanRule(rfc1630g.Automaton, "host")
	userRFC1630     = scanRule(rfc1630g.Automaton, "user")
)

// scanRFC1630 is RFC 1630's scanner: it finds in the input the nodes the
// parser builds (splitRFC1630 on its tree), by the delimiters of each
// production and the choices rfc1630.peg documents.
func scanRFC1630(s *scanner, r recordRef) {
	switch s.rule {
	case "fragmentaddress", "uri":
		scanGenericRFC1630(s, r, s.rule == "fragmentaddress")
	case "partial-address":
		scanPartialRFC1630(s, r)
	case "url":
		scanURLRFC1630(s, r, 0)
	case "prefixedurl":
		scanURLRFC1630(s, r, len("url:"))
	}
}

// scanGenericRFC1630 reads uri = scheme ":" path [ "?" search ], and the
// fragmentaddress's [ "#" fragmentid ] when fragment is set
// (§BNF-of-Generic-URI-Syntax). No xalpha is ":", "?" or "#".
func scanGenericRFC1630(s *scanner, r recordRef, fragment bool) {
	in, c := s.in, r.c
	*r.production = "uri"
	end := len(in)
	colon := s.index(':', 0, end)
	c.Scheme = Span{0, colon}
	s.part("scheme", 0, colon)
	if fragment {
		end = scanFragmentRFC1630(s, r)
	}
	pathEnd := s.index('?', colon+1, end)
	c.Path = Span{colon + 1, pathEnd}
	scanPathRFC1630(s, r, "path", "xpalphas", colon+1, pathEnd)
	if pathEnd < end {
		c.Query = Span{pathEnd + 1, end}
		s.part("search", pathEnd+1, end)
	}
	if fragment && end < len(in) {
		s.part("fragmentid", end+1, len(in))
	}
}

// scanFragmentRFC1630 records the fragmentid after the first "#" and returns
// where the address before it ends.
func scanFragmentRFC1630(s *scanner, r recordRef) int {
	end := s.index('#', 0, len(s.in))
	if end < len(s.in) {
		r.c.Fragment = Span{end + 1, len(s.in)}
	}
	return end
}

// scanPartialRFC1630 reads partial-address = partial-form [ "#" fragmentid ],
// partial-form = *"/" path [ "?" search ] (§Partial-form, grammar erratum
// E14).
func scanPartialRFC1630(s *scanner, r recordRef) {
	in, c := s.in, r.c
	*r.production = "partial-form"
	end := scanFragmentRFC1630(s, r)
	pathEnd := s.index('?', 0, end)
	c.Path = Span{0, pathEnd}
	from := 0
	for from < pathEnd && in[from] == '/' {
		from++
	}
	scanPathRFC1630(s, r, "path", "xpalphas", from, pathEnd)
	if pathEnd < end {
		c.Query = Span{pathEnd + 1, end}
		s.part("search", pathEnd+1, end)
	}
	if end < len(in) {
		s.part("fragmentid", end+1, len(in))
	}
}

// scanPathRFC1630 records a path (the generic path = void | xpalphas [ / path
// ], or the URL BNF's path-url = void | segment [ / path-url ]) at [from,
// to) and its segments: the pieces between slashes, the void one after a
// last "/" excepted (the parser gives it no node). The segments are those of
// the path component when they lie in it.
func scanPathRFC1630(s *scanner, r recordRef, rule, segment string, from, to int) {
	s.part(rule, from, to)
	if !s.full || s.noSegments {
		return // the segments are parts and details only
	}
	p := r.c.Path
	for i := from; i < to; {
		j := s.index('/', i, to)
		s.part(segment, i, j)
		if p.Start <= i && j <= p.End {
			s.segment(i, j)
		}
		i = j + 1
	}
}

// scanURLRFC1630 reads a url (§BNF-for-specific-URL-schemes) that begins at p.
// The productions begin with pairwise different scheme names.
func scanURLRFC1630(s *scanner, r recordRef, p int) {
	in, c := s.in, r.c
	end := len(in)
	colon := s.index(':', p, end)
	c.Scheme = Span{p, colon}
	scheme := in[p:colon]
	// rest scans, after the authority at [a, e), a "/" and what follows as
	// the path, up to "?" search-url when query is set.
	rest := func(e int, query bool, path func(from, to int)) {
		if e == end || in[e] != '/' {
			if query && e < end { // "?" directly after the hostport
				c.Query = Span{e + 1, end}
				s.part("search-url", e+1, end)
			}
			return
		}
		to := end
		if query {
			to = s.index('?', e+1, end)
		}
		c.Path = Span{e + 1, to}
		path(e+1, to)
		if to < end {
			c.Query = Span{to + 1, end}
			s.part("search-url", to+1, end)
		}
	}
	pathURL := func(from, to int) { scanPathRFC1630(s, r, "path-url", "segment", from, to) }
	switch scheme {
	case "http": // "http://" hostport [ "/" path-url ] [ "?" search-url ]
		*r.production = "httpaddress"
		a := colon + len("://")
		e := s.indexAny("/?", a, end)
		scanHostportRFC1630(s, r, a, e, true)
		rest(e, true, pathURL)
	case "ftp": // "ftp://" login "/" path-url [ ftptype ] (E9: the path takes the type)
		*r.production = "ftpaddress"
		a := colon + len("://")
		e := s.index('/', a, end)
		scanLoginRFC1630(s, r, a, e)
		rest(e, false, pathURL)
	case "telnet": // "telnet://" login
		*r.production = "telnetaddress"
		scanLoginRFC1630(s, r, colon+len("://"), end)
	case "gopher": // "gopher://" hostport [ "/" gtype [ gcommand ] ]
		*r.production = "gopheraddress"
		a := colon + len("://")
		e := s.index('/', a, end)
		scanHostportRFC1630(s, r, a, e, true)
		rest(e, false, func(from, to int) {
			g := from + 1 // gtype = xalpha-url: one character or an escape
			if in[from] == '%' {
				g = from + 3
			}
			s.part("gtype", from, g)
			s.part("gcommand", g, to)
			scanPathRFC1630(s, r, "path-url", "segment", g, to)
		})
	case "wais": // "wais://" hostport "/" database ( [ "?" search-url ] / "/" wtype "/" wpath )
		a := colon + len("://")
		e := s.index('/', a, end)
		d := s.indexAny("/?", e+1, end)
		if d < end && in[d] == '/' {
			*r.production = "waisdoc"
		} else {
			*r.production = "waisindex"
		}
		scanHostportRFC1630(s, r, a, e, true)
		rest(e, true, func(from, to int) {
			s.part("database", from, d)
			if d == to {
				return
			}
			w := s.index('/', d+1, to)
			s.part("wtype", d+1, w)
			s.part("wpath", w+1, to)
			// wpath = digits "=" path-url ";" [ wpath ]: path-url holds no
			// "=" or ";".
			for i := w + 1; i < to; {
				eq := s.index('=', i, to)
				semi := s.index(';', eq, to)
				scanPathRFC1630(s, r, "path-url", "segment", eq+1, semi)
				i = semi + 1
			}
		})
	case "prospero": // "prospero://" hostport "/" hsoname [ "%00" version [ attributes ] ]
		*r.production = "prosperolink"
		a := colon + len("://")
		e := s.index('/', a, end)
		scanHostportRFC1630(s, r, a, e, true)
		rest(e, false, func(from, to int) {
			// §Prospero: "the version number is separated from the host
			// specific object name by the characters "%00""; the parser
			// takes the first "%00" that leaves digits and then alphanums
			// to the end.
			h := to
			for i := from; i+3 <= to; i++ {
				if in[i:i+3] == "%00" && isVersionRFC1630(in[i+3:to]) {
					h = i
					break
				}
			}
			s.part("hsoname", from, h)
			scanPathRFC1630(s, r, "path-url", "segment", from, h)
			if h == to {
				return
			}
			v := h + 3
			for v < to && isDigit(in[v]) {
				v++
			}
			s.part("version", h+3, v)
			if v < to {
				s.part("attributes", v, to)
				s.part("attribute", v, to)
			}
		})
	case "news": // "news:" groupart; groupart = "*" / article / group
		*r.production = "newsaddress"
		a := colon + 1
		c.Path = Span{a, end}
		s.part("groupart", a, end)
		switch {
		case in[a:] == "*":
		default:
			// §News: an article "may be distinguished from a news group
			// name by the presence of the commercial at": the first "@"
			// (after the first character) after which a host ends the
			// address (article = xalphas "@" host).
			at := a + 1
			for ; at < end; at++ {
				if in[at] == '@' && s.match(hostRFC1630, at+1, end) {
					break
				}
			}
			if at < end {
				s.part("article", a, end)
				scanHostRFC1630(s, r, at+1, end)
			} else {
				s.part("group", a, end)
			}
		}
	case "nntp": // "nntp:" group "/" digits
		*r.production = "nntpaddress"
		a := colon + 1
		c.Path = Span{a, end}
		slash := s.index('/', a, end)
		s.part("group", a, slash)
		s.part("digits", slash+1, end)
	case "mid", "cid", "mailto":
		// "mid:" addr-spec; "cid:" content-identifier, content-identifier
		// = addr-spec (E8); "mailto:" xalphas "@" hostname. addr-spec =
		// xalphas "@" hostname: the first "@" (after the first character)
		// that a hostname, alpha first, follows.
		*r.production = addressesRFC1630[scheme]
		a := colon + 1
		c.Path = Span{a, end}
		if scheme == "cid" {
			s.part("content-identifier", a, end)
		}
		if scheme != "mailto" {
			s.part("addr-spec", a, end)
		}
		at := a + 1
		for ; at+1 < end && (in[at] != '@' || !isAlpha(in[at+1])); at++ {
		}
		s.part("hostname", at+1, end)
	}
}

// addressesRFC1630 are the productions of the schemes whose address is an
// addr-spec or a mailbox.
var addressesRFC1630 = map[string]string{"mid": "midaddress", "cid": "cidaddress", "mailto": "mailtoaddress"}

// isVersionRFC1630 reports whether s is version [ attributes ]: digits, then
// alphanums (§BNF-for-specific-URL-schemes).
func isVersionRFC1630(s string) bool {
	if s == "" || !isDigit(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isAlpha(s[i]) && !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// scanLoginRFC1630 records login = [ user [ ":" password ] "@" ] hostport at
// [a, e). The parser tries the user first, as a whole (§FTP: "The syntax
// allows for the inclusion of a user name and even a password"): a login
// has a user when what precedes its first "@" is user [ ":" password ] and
// what follows is a hostport; otherwise it is a hostport whose hostname
// holds the "@".
func scanLoginRFC1630(s *scanner, r recordRef, a, e int) {
	c := r.c
	c.Authority = Span{a, e}
	s.part("login", a, e)
	at := s.index('@', a, e)
	if at < e && s.match(hostportRFC1630, at+1, e) {
		colon := s.index(':', a, at)
		// password = alphanum2 [ password ] is user's language.
		if s.match(userRFC1630, a, colon) && (colon == at || s.match(userRFC1630, colon+1, at)) {
			c.Userinfo = Span{a, at}
			r.user = compact(Span{a, colon})
			s.part("user", a, colon)
			if colon < at {
				r.password = compact(Span{colon + 1, at})
				s.part("password", colon+1, at)
			}
			scanHostportRFC1630(s, r, at+1, e, false)
			return
		}
	}
	scanHostportRFC1630(s, r, a, e, false)
}

// scanHostportRFC1630 records hostport = host [ ":" port ] at [a, e); the
// authority too when it is one (not inside a login). A hostname holds no
// ":".
func scanHostportRFC1630(s *scanner, r recordRef, a, e int, authority bool) {
	c := r.c
	if authority {
		c.Authority = Span{a, e}
	}
	s.part("hostport", a, e)
	colon := s.index(':', a, e)
	scanHostRFC1630(s, r, a, colon)
	if colon < e {
		c.Port = Span{colon + 1, e}
		s.part("port", colon+1, e)
	}
}

// scanHostRFC1630 records host = hostname / hostnumber at [a, e): a hostname
// begins with an alpha, a hostnumber with a digit.
func scanHostRFC1630(s *scanner, r recordRef, a, e int) {
	if *r.production != "newsaddress" {
		r.c.Host = Span{a, e}
	}
	s.part("host", a, e)
	if isDigit(s.in[a]) {
		if *r.production != "newsaddress" {
			r.hostKind = HostNumber
		}
		s.part("hostnumber", a, e)
	} else {
		if *r.production != "newsaddress" {
			r.hostKind = Hostname
		}
		s.part("hostname", a, e)
	}
}

// absoluteRFC1630 reports whether s (without its "#" fragment-id) is an
// absolute form: §Partial-form, "A partial form can be distinguished from an
// absolute form in that the latter must have a colon and that colon must
// occur before any slash characters."
func absoluteRFC1630(s string) bool {
	i := strings.IndexAny(s, ":/")
	return i >= 0 && s[i] == ':'
}

// uriCharRFC1630 reports whether c may stand unencoded in a URI of RFC
// 1630: a character of the BNFs' groups (alpha, digit, safe with the URL
// BNF's "+", extra, and "%" of an escape) or a delimiter the productions
// write (":", "/", "?", "#", ";", "="). Spaces, controls, the national and
// punctuation characters and 8-bit characters "shall not be used unencoded"
// (§Unsafe-characters, §BNF-of-Generic-URI-Syntax).
func uriCharRFC1630(c byte) bool {
	return isAlpha(c) || isDigit(c) || strings.IndexByte(`$-_@.&+!*"'(),%:/?#;=`, c) >= 0
}

// rfc1630Context checks that s is an absolute form of URI characters, in
// which every "%" begins an escape and at most one "#" separates the
// fragment-id (erratum R1: the context and a full-form reference are read
// by the rules of §Partial-form, not by the BNF, which rejects the text's
// own context "magic://a/b/c//d/e/f", grammar erratum E2).
func (x *dialect) rfc1630Context(s string) error {
	fail := func(off int, rule, reason string) error {
		return &Error{Dialect: Dialect{x}, Input: s, StartRule: x.resolution.base, Offset: off,
			Rule: rule, Section: "Partial-form", Reason: reason}
	}
	if !absoluteRFC1630(strings.SplitN(s, "#", 2)[0]) {
		return fail(strings.IndexAny(s+"/", "/#"), "scheme", msgRFC1630NotAbsolute)
	}
	if !isAlpha(s[0]) {
		return fail(0, "scheme", msgRFC1630Scheme) // scheme = ialpha = alpha [ xalphas ]
	}
	hash := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case !uriCharRFC1630(c):
			return fail(i, "xalpha", msgRFC1630Char)
		case c == '%' && (i+2 >= len(s) || !isHexDigit(s[i+1]) || !isHexDigit(s[i+2])):
			return fail(i, "escape", msgRFC1630Escape)
		case c == '#' && hash:
			return fail(i, "fragmentid", msgRFC1630Char)
		case c == '#':
			hash = true
		}
	}
	return nil
}

// resolveRFC1630 applies the rules of §Partial-form ("The rules for the use
// of a partial name relative to the URI of the context are:") to ref in the
// context base:
//
//   - The context is an absolute form, read as the rules read it (R1); its
//     fragment-id, which "follows the URL of the whole object", is no part
//     of it. A reference that is an absolute form by the colon rule (tested
//     without its "#" fragment-id) is its own target ("g:h" gives "g:h"):
//     "If the scheme parts are different, the whole absolute URI must be
//     given. Otherwise, the scheme is omitted". Any other reference must be
//     a partial-address of the grammar (E14).
//   - "If the partial URI starts with a non-zero number of consecutive
//     slashes, then everything from the context URI up to (but not
//     including) the first occurrence of exactly the same number of
//     consecutive slashes which has no greater number of consecutive slashes
//     anywhere to the right of it is taken to be the same and so prepended to
//     the partial URL to form the full URL." Read as written (R2): "/g" in
//     the context "magic://a/b/c//d/e/f" gives "magic://a/b/c//d/g", where
//     the text's example prints "magic://a/g". A context without such a run
//     keeps its "scheme:" only (R3).
//   - "Otherwise: The last part of the path of the context URI (anything
//     following the rightmost slash) is removed, and the given partial URI
//     appended in its place, and then: Within the result, all occurrences of
//     "xxx/../" or "/." are recursively removed, where xxx, ".." and "." are
//     complete path elements." (dotElementsRFC1630, R4).
//
// The target is not checked against the grammar: the text's own targets
// ("magic://a/b/c//d/e/g") are no URIs of its BNF (E2).
func resolveRFC1630(x *dialect, base, ref string, o *options) (string, error) {
	fail := func(role Role, err error) (string, error) { return x.resolveFail(base, ref, role, err) }
	if err := o.checkLength(Dialect{x}, base); err != nil {
		return fail(RoleBase, err)
	}
	if err := x.rfc1630Context(base); err != nil {
		return fail(RoleBase, err)
	}
	partial, fragment, hasFragment := strings.Cut(ref, "#")
	if absoluteRFC1630(partial) {
		if err := o.checkLength(Dialect{x}, ref); err != nil {
			return fail(RoleReference, err)
		}
		if err := x.rfc1630Context(ref); err != nil {
			return fail(RoleReference, err)
		}
		return ref, nil
	}
	if _, err := x.parseAs(x.resolution.ref, ref, o); err != nil {
		return fail(RoleReference, err)
	}
	context, _, _ := strings.Cut(base, "#")
	full := partialFormRFC1630(context, partial)
	if hasFragment {
		full += "#" + fragment
	}
	// The target keeps the context's scheme and host part, unless the
	// partial form begins with slashes and so gives its own (erratum R5).
	scheme, host := partsRFC1630(context)
	tg := target{s: full, t: texts{Scheme: &scheme, Authority: host}, authority: !strings.HasPrefix(partial, "//")}
	if hasFragment {
		tg.t.Fragment = &fragment
	}
	return x.recomposed(base, ref, tg, o)
}

// partsRFC1630 reads an absolute form (without its fragment-id) as the
// partial-form rules do: its scheme before the colon, and the host part
// after "//" up to the next "/" or "?" (nil without "//"), which is what a
// partial form that begins with no "//" leaves as it is.
func partsRFC1630(s string) (scheme string, host *string) {
	scheme, rest, _ := strings.Cut(s, ":")
	if !strings.HasPrefix(rest, "//") {
		return scheme, nil
	}
	rest = rest[len("//"):]
	if i := strings.IndexAny(rest, "/?"); i >= 0 {
		rest = rest[:i]
	}
	return scheme, &rest
}

// reparseRFC1630 reads a target back by partsRFC1630, with its fragment-id.
func reparseRFC1630(_ *dialect, s string, _ *options) (texts, error) {
	url, fragment, hasFragment := strings.Cut(s, "#")
	scheme, host := partsRFC1630(url)
	c := texts{Scheme: &scheme, Authority: host}
	if hasFragment {
		c.Fragment = &fragment
	}
	return c, nil
}

// partialFormRFC1630 is the full URL that the partial form partial (without
// its fragment-id) stands for in the context, by the rules quoted in
// resolveRFC1630.
func partialFormRFC1630(context, partial string) string {
	colon := strings.IndexByte(context, ':')
	if n := len(partial) - len(strings.TrimLeft(partial, "/")); n > 0 {
		// The runs of slashes of the context, from the right: a run
		// qualifies when it is n long and no run to its right is longer;
		// the first qualifying run is the last one found.
		longest := 0 // the longest run right of the one at i
		at := -1
		for j := len(context); j > 0; {
			if context[j-1] != '/' {
				j--
				continue
			}
			i := j
			for i > 0 && context[i-1] == '/' {
				i--
			}
			if j-i == n && longest <= n {
				at = i
			}
			longest = max(longest, j-i)
			j = i
		}
		if at < 0 {
			return context[:colon+1] + partial // R3
		}
		return context[:at] + partial
	}
	// "The last part of the path of the context URI (anything following the
	// rightmost slash)": the path is what follows "scheme:"; with no slash,
	// all of it.
	path := context[colon+1:]
	path = path[:strings.LastIndexByte(path, '/')+1] + partial
	return context[:colon+1] + dotElementsRFC1630(path)
}

// dotElementsRFC1630 removes from path every "/." and every "xxx/../",
// where xxx, ".." and "." are complete path elements (elements are what
// slashes separate; xxx is any of them, empty and ".." included), leftmost
// first, until none is left (R4). A ".." at the end, with no "/" after it,
// is no "xxx/../".
//
// Both removals rewrite one buffer in place, in linear time: every "/."
// goes first (removing one joins no new "/." before the reading point, and
// removing an "xxx/../" joins none at all, since the element after it is no
// "." once every "/." is gone), then the elements go on a stack that a ".."
// followed by "/" pops (the leftmost "xxx/../" is the top of the stack and
// that ".."). literalRFC1630DotElements in the tests is the removal one
// occurrence at a time, and gives the same path.
func dotElementsRFC1630(path string) string {
	if !strings.Contains(path, "/.") {
		return path // neither "/." nor "/../"
	}
	b := newBuffer(path).removeSlashDot()
	// "xxx/../": the stack b[:w] holds depth elements joined by "/".
	w, depth := 0, 0
	for r := 0; ; {
		end := b.nextSlash(r)
		if end < 0 {
			end = len(b)
		}
		el := b[r:end]
		if string(el) == ".." && end < len(b) && depth > 0 {
			w = max(lastSlash(b[:w]), 0) // the top and its "/" go
			depth--
		} else {
			if depth > 0 {
				b[w] = '/'
				w++
			}
			w += copy(b[w:], el)
			depth++
		}
		if end == len(b) {
			return string(b[:w])
		}
		r = end + 1
	}
}

// rfc1630Expandable reports whether the escape of c may be expanded for a
// comparison: §Encoding-reserved-characters, "in cases where a larger set of
// characters is acceptable, % signs can be selectively and reversibly
// expanded. Before two URIs can be compared, it is therefore necessary to
// bring them to the same encoding level. However, the reserved characters
// mentioned above have a quite different significance when encoded, and so
// may NEVER be encoded and unencoded in this way." Expanded are the
// characters every xalpha may be (alpha, digit, the safe and extra
// characters); kept are the reserved characters of §Reserved-characters ("%",
// "/", "." of the "." and ".." substrings, "#", "?", "+" in query strings,
// "*", "!"), "@", which the URL BNF's productions use as a delimiter (login,
// article, mailbox), and every character that may not stand unencoded
// (erratum N1).
func rfc1630Expandable(c byte) bool {
	return isAlpha(c) || isDigit(c) || strings.IndexByte(`$-_&"'(),`, c) >= 0
}

// rfc1630Syntax is the comparison of §Encoding-reserved-characters: escapes
// of expandable characters expanded, the hex digits of the others in upper
// case ("two hexadecimal digits (0-9, A-F)"), and nothing else: the text
// states no other equivalence. An expansion that would change how the
// address parses (a Prospero version appearing after "%00", a mailbox's "@"
// followed by a letter) is not made: "a URI may be made "safer" ... while
// leaving already encoded characters still encoded" only where the result
// is the same URI (N1).
var rfc1630Syntax = []phase{func() phase {
	p := escapePhase(rfc1630Expandable)
	p.same = samePartsRFC1630
	return p
}()}

// samePartsRFC1630 reports whether v, which is u with edits applied, has
// the production, the components and the parts of u, each moved by the
// edits (moved). The parts of both are read one at a time, side by side,
// but for the segments of the paths (xpalphas, segment): those are the
// pieces of a path part between its slashes (scanPathRFC1630), and no edit of
// the escapes phase adds or removes a slash (it decodes only expandable
// characters, and "/" is reserved; it rewrites a triple in upper case), so
// when the path parts are where they were, so are their segments
// (TestRFC1630SamePartsSegments compares with every part read).
func samePartsRFC1630(u, v *URI, moved func(p int) (int, bool)) bool {
	return rfc1630PartsAlike(u, v, moved, false)
}

// rfc1630PartsAlike is samePartsRFC1630, reading the segments of the paths
// too when segments is set (the tests' reference).
func rfc1630PartsAlike(u, v *URI, moved func(p int) (int, bool), segments bool) bool {
	moveSpan := func(s Span) (Span, bool) {
		if !s.Defined() {
			return s, true
		}
		a, ok1 := moved(s.Start)
		b, ok2 := moved(s.End)
		return Span{a, b}, ok1 && ok2
	}
	if u.Production != v.Production {
		return false
	}
	uc, vc := u.Components, v.Components
	for _, pair := range [][2]Span{{uc.Scheme, vc.Scheme}, {uc.Authority, vc.Authority}, {uc.Userinfo, vc.Userinfo},
		{uc.Host, vc.Host}, {uc.Port, vc.Port}, {uc.Path, vc.Path}, {uc.Query, vc.Query}, {uc.Fragment, vc.Fragment}} {
		if m, ok := moveSpan(pair[0]); !ok || m != pair[1] {
			return false
		}
	}
	vp := pull(v.partSeq(segments))
	defer vp.stop()
	same := true
	u.eachPartOf(func(p Part) {
		if !same {
			return
		}
		q, ok := vp.get()
		if !ok || p.Rule != q.Rule {
			same = false
			return
		}
		if m, ok := moveSpan(Span{p.Start, p.End}); !ok || m != (Span{q.Start, q.End}) {
			same = false
		}
	}, segments)
	if !same {
		return false
	}
	_, more := vp.get()
	return !more
}
