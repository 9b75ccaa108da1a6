package semantic

import (
	"strings"

	urldraft1993g "github.com/urispec/urispec/generated/urldraft1993"
)

// URLDraft1993 is T. Berners-Lee's Internet Draft "Uniform Resource
// Locators" of the IETF URL working group (grammar/url-draft-1993): its BNF,
// the scheme sections, the partial form (relative locators), and the
// equivalences it states.
//
// Resolve follows the rules of its partial form. Normalize: syntax (escape
// hex case, §Encoding-prohibited-characters) and scheme (a gopher locator
// without type defaults to type "1", §Gopher); the draft defines no simple
// string comparison. URI.URL and FromURL: none (its URLs are defined per
// scheme).
var URLDraft1993 = register(&dialect{
	meta: urldraft1993g.Meta, auto: urldraft1993g.Automaton, tree: urldraft1993g.ParseRule,
	scan: scannerURLDraft1993,
	// net/url models no input of it (URI.URL, FromURL).
	noURL: msgNoURLPerScheme,
	// §Partial-form: the context locator is a url; a reference is a full
	// form (fragmentaddress) or a partial form (partial-address, grammar
	// errata E15-E17), told apart by the colon rule (resolvePartialURLDraft1993).
	resolution: resolution{base: "url", ref: "fragmentaddress", resolve: resolveURLDraft1993,
		section: "§Partial-form", reparse: reparseURLDraft1993},
	normalization: &normalization{levels: []Level{LevelSyntax, LevelScheme},
		norm: ladder(urlDraft1993Syntax, urlDraft1993Scheme)},
	recompose: (*recomposer).urlDraft1993,
})

// resolveURLDraft1993 parses the base as a url and resolves ref by the
// partial-form rules (resolvePartialURLDraft1993).
func resolveURLDraft1993(x *dialect, base, ref string, o *options) (string, error) {
	b, err := x.parseAs(x.resolution.base, base, o)
	if err != nil {
		return x.resolveFail(base, ref, RoleBase, err)
	}
	return resolvePartialURLDraft1993(x, b, ref, o)
}

// internetParts1993 are the productions whose Internet protocol part the
// BNF writes as hostport or host while §Internet-protocol-parts names a
// user name, host and port in it (errata E11, E12); a switch, not a map
// (the lookup was a tenth of the scanner's time).
func internetParts1993(production string) bool {
	switch production {
	case "httpaddress", "fileaddress", "waisindex", "waisdoc", "prosperolink", "gopheraddress", "net-partial":
		return true
	}
	return false
}

// internetParts divides the Internet protocol part auth of in as
// §Internet-protocol-parts names its parts: "An
// optional user name ... followed by a commercial at sign "@"", the host,
// and "The port number ... in decimal notation after a colon". The
// userinfo is the text before the first "@", the port the digits after the
// last ":" of the rest when there are any, the host what remains; ok is
// false when no host would remain (the BNF's reading stands then).
func internetParts(in string, auth Span) (userinfo, host, port Span, ok bool) {
	text := auth.In(in)
	userinfo, port = Undefined, Undefined
	lo, hi := auth.Start, auth.End
	if i := strings.IndexByte(text, '@'); i >= 0 {
		userinfo, lo = Span{auth.Start, auth.Start + i}, auth.Start+i+1
	}
	rest := in[lo:hi]
	if j := strings.LastIndexByte(rest, ':'); j >= 0 && j+1 < len(rest) && allDigitsURLDraft1993(rest[j+1:]) {
		port, hi = Span{lo + j + 1, hi}, lo+j
	}
	if hi == lo {
		return Undefined, Undefined, Undefined, false
	}
	return userinfo, Span{lo, hi}, port, true
}

// Rules of url-draft-1993 that resolvePartialURLDraft1993 parses with besides
// resolveRules: a partial form (grammar errata E15-E17).
const rulePartialAddressURLDraft1993 = "partial-address"

// resolvePartialURLDraft1993 applies the partial-form rules of the 1993 URL draft
// (§Partial-form, prose only) to ref in the context of the parsed base b.
//
// The text, rule by rule, and how it is read here:
//
//   - "A partial form can be distinguished from a full form in that a full
//     form must have a colon and that colon must occur before any slash
//     characters." The test is made on the reference without its
//     "#fragmentid", which "follows the URL" and is not part of it
//     (§Fragment-id). A full form is parsed as a fragmentaddress and is its
//     own target (a scheme equal to the base's changes nothing).
//   - "If the scheme parts are different, the whole absolute locator must be
//     given. Otherwise, the scheme is omitted, and:" a partial form is parsed
//     as a partial-address and takes the scheme of the base.
//   - "If the host and/or port parts are the different, the host, port name
//     and all the rest of the locator must be given" (read "are different",
//     erratum R1): a partial form that
//     begins with "//" (the Internet protocol part "starts with a double
//     slash") is written after the base's "scheme:".
//   - "If the access and host parts are the same, then the path may be given
//     in absolute (fully qualified) or relative form. Within the path: If a
//     leading slash is present, the path is absolute.": it replaces the
//     base's path. No dot segment is removed from it: the removal rule is
//     given for relative paths only.
//   - "Otherwise, a relative path is interpreted as follows: The last part of
//     the path of the context locator (anything following the rightmost
//     slash) is removed, and the given partial URL appended in its place."
//     The path is what §Path defines: "The rest of the locator is known as
//     the "path"", the rest after the Internet protocol part, which "starts
//     with a double slash "//" ... and continues until the following slash
//     "/"" (or after "scheme:" when there is none). So the base's "?search"
//     belongs to its path and goes with its last part, and the partial URL,
//     its "?search" included, is appended whole. The Internet part ends
//     before a "/" or a "?" (erratum R3), so a base path with no slash, a
//     search alone included, is all "last part"; the path of the result is
//     written after the "/" of the layout, since the host part stays the
//     context's (erratum R4): http://a + g = http://a/g, http://a?q + g =
//     http://a/g, http://a?q + ?y = http://a?y.
//   - "Within the result, all occurrences of "/xxx/.." or "/." are
//     recursively removed, where xxx, ".." and "." are complete path
//     elements." The result is that path; its elements are separated by "/"
//     wherever it stands, "?search" included, so g?y/../x gives
//     http://a/b/c/x. The text orders nothing: every "/." goes first, then
//     "/xxx/.." repeatedly, leftmost first, until none is left (removing one
//     never makes a new "/."). xxx is restricted only to being complete, so
//     it may be ".." or empty: http://a/b/c/d + ../../../../g gives
//     http://a/g, where ../../../g gives http://a/../g. "." resolves to
//     http://a/b/c (the text removes "/.", slash included).
//
// The target of a partial form is parsed as a fragmentaddress too (erratum
// R2): a partial form that stands for no URL is rejected
// with Role RoleTarget.
func resolvePartialURLDraft1993(x *dialect, b *URI, ref string, o *options) (string, error) {
	fail := func(role Role, err error) (string, error) { return x.resolveFail(b.Input, ref, role, err) }
	url, fragment, hasFragment := strings.Cut(ref, "#")
	colon, slash := strings.IndexByte(url, ':'), strings.IndexByte(url, '/')
	if colon >= 0 && (slash < 0 || colon < slash) {
		// A full form.
		if _, err := x.parseAs(x.resolution.ref, ref, o); err != nil {
			return fail(RoleReference, err)
		}
		return ref, nil
	}
	if _, err := x.parseAs(rulePartialAddressURLDraft1993, ref, o); err != nil {
		return fail(RoleReference, err)
	}
	full := partialFormURLDraft1993(b.Input, url)
	if hasFragment {
		full += "#" + fragment
	}
	if _, err := x.parseAs(x.resolution.ref, full, o); err != nil {
		return fail(RoleTarget, err)
	}
	// The target keeps the context's scheme and Internet part, except where
	// the partial form gives its own (erratum R5).
	scheme, internet, _ := locatorPartsURLDraft1993(b.Input)
	tg := target{s: full, t: texts{Scheme: &scheme}, authority: !strings.HasPrefix(url, "//")}
	if internet != "" {
		tg.t.Authority = str(internet[len("//"):])
	}
	if hasFragment {
		tg.t.Fragment = &fragment
	}
	return x.recomposed(b.Input, ref, tg, o)
}

// locatorPartsURLDraft1993 reads a full form as §Partial-form does: its scheme
// (before the first colon), its Internet part ("//" up to the following "/"
// or "?", erratum R3; "" without "//") and the rest, the path with its
// "?search".
func locatorPartsURLDraft1993(s string) (scheme, internet, path string) {
	scheme, rest, _ := strings.Cut(s, ":")
	if strings.HasPrefix(rest, "//") {
		end := len(rest)
		if i := strings.IndexAny(rest[2:], "/?"); i >= 0 {
			end = 2 + i
		}
		return scheme, rest[:end], rest[end:]
	}
	return scheme, "", rest
}

// reparseURLDraft1993 reads a target back as §Partial-form reads a context (after
// the grammar accepts it as a fragmentaddress): its scheme, the host of its
// Internet part and its fragment.
func reparseURLDraft1993(x *dialect, s string, o *options) (texts, error) {
	if _, err := x.parseAs(x.resolution.ref, s, o); err != nil {
		return texts{}, err
	}
	url, fragment, hasFragment := strings.Cut(s, "#")
	scheme, internet, _ := locatorPartsURLDraft1993(url)
	c := texts{Scheme: &scheme}
	if internet != "" {
		c.Authority = str(internet[len("//"):])
	}
	if hasFragment {
		c.Fragment = &fragment
	}
	return c, nil
}

// partialFormURLDraft1993 is the URL that the partial form partial (without its
// fragment) stands for in the context locator base, by the rules quoted in
// resolvePartialURLDraft1993.
func partialFormURLDraft1993(base, partial string) string {
	// A full form: its first colon ends the scheme. The Internet part "starts
	// with a double slash "//" to indicate its presence, and continues until
	// the following slash "/"": where the BNF's [ user "@" ] hostport (host,
	// cellname) ends, before a "/" or a "?" (no xalpha is "?"; erratum R3).
	// The rest, "?search" included, is the path (§Path: "The rest of the
	// locator").
	scheme, internet, path := locatorPartsURLDraft1993(base)
	switch {
	case strings.HasPrefix(partial, "//"):
		// "the host, port name and all the rest of the locator must be given"
		return scheme + ":" + partial
	case strings.HasPrefix(partial, "/"):
		// "If a leading slash is present, the path is absolute."
		return scheme + ":" + internet + partial
	}
	// "The last part of the path of the context locator (anything following
	// the rightmost slash) is removed, and the given partial URL appended in
	// its place."
	kept := path[:strings.LastIndexByte(path, '/')+1]
	path = kept + partial
	if internet != "" && kept == "" && partial != "" && !strings.HasPrefix(partial, "?") {
		// Nothing of the context path is left: the path is written after the
		// "/" that follows the Internet part in every production with a path
		// (httpaddress = "http://" hostport [ "/" path ] ...; §Gopher "after
		// the initial single slash"), since the host part stays the
		// context's (erratum R4). A search needs no "/".
		path = "/" + path
	}
	// "Within the result, all occurrences of "/xxx/.." or "/." are
	// recursively removed"
	return scheme + ":" + internet + removeDotElementsURLDraft1993(path)
}

// removeDotElementsURLDraft1993 removes from path every "/." and then every
// "/xxx/..", where xxx, ".." and "." are complete path elements, until none
// is left (§Partial-form; the order is resolvePartialURLDraft1993's reading). Both passes
// rewrite one buffer in place, in linear time: the first keeps what is not a
// "/." (removing one joins nothing new before the reading point), the
// second keeps the elements on a stack, which a ".." pops when an element
// follows the first "/"; literalRemoveDotElements1993 in the tests is the
// removal done on the string, one occurrence at a time, and gives the same
// path.
func removeDotElementsURLDraft1993(path string) string {
	if !strings.Contains(path, "/.") {
		return path // neither "/." nor "/.."
	}
	b := newBuffer(path).removeSlashDot()
	// "/xxx/..": xxx any complete element after a "/" (so not the first,
	// which no "/" precedes), ".." complete. b[:w] is the stack: the first
	// element, then "/" and an element for each of depth.
	r := b.nextSlash(0)
	if r < 0 {
		return string(b)
	}
	w, depth := r, 0 // the first element stays
	for r < len(b) { // b[r] is the "/" before the next element
		end := b.nextSlash(r + 1)
		if end < 0 {
			end = len(b)
		}
		if el := b[r+1 : end]; string(el) == ".." && depth > 0 {
			w = lastSlash(b[:w])
			depth--
		} else {
			b[w] = '/'
			w = w + 1 + copy(b[w+1:], el)
			depth++
		}
		r = end
	}
	return string(b[:w])
}

// urlDraft1993Syntax: "a percent sign "%" followed by two hexadecimal digits
// (0-9, A-F) giving the ISO Latin 1 code for that character"
// (§Encoding-prohibited-characters): the hex digits name a code, so their
// case is immaterial (erratum N2). The draft says nothing of the case of
// schemes or hosts, nor which encoded characters may be decoded.
var urlDraft1993Syntax = []phase{escapePhase(nil)}

// urlDraft1993Scheme: §Gopher "If the type character and selector are
// omitted, the type defaults to "1"." The draft gives no default port number
// (§Internet-protocol-parts only says the port is given "if it is not the
// default number for the protocol"; erratum N1).
var urlDraft1993Scheme = []phase{{name: "gopher type", edits: func(u *URI) []edit {
	if u.Production != "gopheraddress" || u.Components.Path.Defined() {
		return nil
	}
	// gopheraddress = "gopher://" hostport [ "/" gtype [ selector ] ] [ "?" search ]
	at := u.Components.Authority.End
	return []edit{{at, at, "/1"}}
}}}

// urlDraft1993 writes a URL of the 1993 draft: scheme ":" [ "//" authority
// [ "/" path ] ] or a partial form (§Partial-form), then "?" search and
// "#" fragmentid (§BNF-syntax).
func (r *recomposer) urlDraft1993(_ *URI, t *Typed) {
	if t.Scheme != nil {
		r.text(t.Scheme)
		r.lit(":")
	}
	if t.Authority != nil {
		r.lit("//")
		r.authority(t)
		if t.Path != nil {
			r.lit("/")
		}
	}
	if t.Path != nil {
		r.text(&t.Path.Text)
	}
	r.opt("?", t.Query)
	r.opt("#", t.Fragment)
}

// The ;@scan rules of grammar/url-draft-1993: host, to find where the
// unique part of a news article ends; hostport, to find where a telnet user
// name ends; hostnumber, to tell the kind of a host that
// §Internet-protocol-parts divides out of a BNF hostname (E11, E12).
var (
	hostURLDraft1993       = scanRule(urldraft1993g.Automaton, "host")
	hostportURLDraft1993   = scanRule(urldraft1993g.Automaton, "hostport")
	hostnumberURLDraft1993 = scanRule(urldraft1993g.Automaton, "hostnumber")
)

// productionsURLDraft1993 are the schemes of defined-scheme (E8) with their
// productions of §BNF-syntax; waisaddress is waisindex or waisdoc.
var productionsURLDraft1993 = [...]struct{ scheme, production string }{
	{"http", "httpaddress"}, {"ftp", "fileaddress"}, {"afs", "afsaddress"}, {"news", "newsaddress"},
	{"wais", "waisindex"}, {"prospero", "prosperolink"}, {"telnet", "telnetaddress"}, {"gopher", "gopheraddress"},
}

// scanURLDraft1993 is the 1993 draft's scanner: it records what
// spliturldraft1993 and typeURLDraft1993 find in the tree, reading the
// input by the delimiters of each production of §BNF-syntax and of the
// partial forms (E15-E17). No xalpha is "/", "?", "#" or "+", so these end
// the runs of xalpha that the BNF divides; where it divides a run at an
// xalpha ("@" of a news article or a telnet user, ":" port, "%00" version),
// the scanner divides it where the parse does, with the automata of host
// and hostport for "@". The Parts are the rules of urldraft1993Parts in
// input order, each recursive rule once.
//
// Cost: the delimiters are found in one pass; the automata read a byte at
// most once more (at an "@" the automaton of host or hostport either takes
// the rest, which ends the search, or dies before the next "@"), and that
// of hostnumber reads the host once; no allocation in the fast mode.
func scanURLDraft1993(s *scanner, r recordRef) {
	in := s.in
	c := r.c
	end := len(in)
	if s.rule != "url" {
		// fragmentaddress = url [ "#" fragmentid ], partial-address =
		// partial-form [ "#" fragmentid ] (§Fragment-id).
		if k := s.index('#', 0, end); k < end {
			c.Fragment = Span{k + 1, end}
			end = k
		}
	}
	if s.rule == "partial-address" {
		scanPartialURLDraft1993(s, r, end)
	} else {
		scanURLURLDraft1993(s, r, end)
	}
	if internetParts1993(*r.production) {
		// §Internet-protocol-parts: the user name before the first "@", the
		// port after the last ":" (E11, E12), where a host remains.
		if ui, h, p, ok := internetParts(in, c.Authority); ok {
			c.Userinfo, c.Host, c.Port = ui, h, p
			r.hostKind = Hostname
			if s.match(hostnumberURLDraft1993, h.Start, h.End) {
				r.hostKind = HostNumber
			}
		}
	}
}

// scanURLURLDraft1993 records the url at [0, end): §BNF-syntax url = generic |
// httpaddress | ... | afsaddress, a defined scheme by its own production
// (E8).
func scanURLURLDraft1993(s *scanner, r recordRef, end int) {
	in := s.in
	c := r.c
	// §Scheme: "the name of the scheme, separated from the rest of the
	// object by a colon"; every production has one.
	k := s.index(':', 0, end)
	c.Scheme = Span{0, k}
	*r.production = "generic"
	for _, d := range productionsURLDraft1993 {
		if in[:k] == d.scheme {
			*r.production = d.production
			break
		}
	}
	// a is where the production's part after "scheme://" starts, e where
	// the Internet part ends: hostport, host and cellname hold no "/" or
	// "?".
	a := k + len("://")
	e := s.indexAny("/?", min(a, end), end)
	switch *r.production {
	case "generic": // scheme ":" path [ "?" search ]
		scanPathURLDraft1993(s, r, k+1, end, true)
	case "httpaddress": // "http://" hostport [ "/" path ] [ "?" search ]
		scanHostportURLDraft1993(s, r, a, e)
		c.Authority = Span{a, e}
		if e < end && in[e] == '/' {
			scanPathURLDraft1993(s, r, e+1, end, true)
		} else {
			scanSearchURLDraft1993(s, r, e, end)
		}
	case "gopheraddress": // "gopher://" hostport [ "/" gtype [ selector ] ] [ "?" search ]
		scanHostportURLDraft1993(s, r, a, e)
		c.Authority = Span{a, e}
		if e < end && in[e] == '/' {
			// gtype = xalpha, one character or an escape; selector = path,
			// which may be void.
			g := e + 1
			sel := g + 1
			if in[g] == '%' {
				sel = g + len("%hh")
			}
			e = s.index('?', sel, end)
			c.Path = Span{g, e}
			s.part("gtype", g, sel)
			s.part("selector", sel, e)
		}
		scanSearchURLDraft1993(s, r, e, end)
	case "fileaddress", "afsaddress":
		// "ftp://" host "/" path (E12), "afs://" cellname "/" path
		c.Authority, c.Host = Span{a, e}, Span{a, e}
		if *r.production == "afsaddress" {
			r.hostKind = Hostname // cellname = hostname
			s.part("cellname", a, e)
		} else {
			r.hostKind = scanHostURLDraft1993(s, r, a, e)
		}
		scanPathURLDraft1993(s, r, e+1, end, false)
	case "newsaddress": // "news:" groupart
		a = k + 1
		c.Path = Span{a, end}
		if s.full {
			scanGroupartURLDraft1993(s, r, a, end)
		}
	case "waisindex":
		// waisaddress = waisindex | waisdoc: "wais://" hostport "/"
		// database, then "?" search (waisindex) or "/" wtype "/" digits
		// "/" path (waisdoc); database has no "/".
		scanHostportURLDraft1993(s, r, a, e)
		c.Authority = Span{a, e}
		db := s.indexAny("/?", e+1, end)
		s.part("database", e+1, db)
		c.Path = Span{e + 1, db}
		if db == end || in[db] == '?' {
			scanSearchURLDraft1993(s, r, db, end)
			break
		}
		*r.production = "waisdoc"
		c.Path.End = end
		if s.full {
			w := s.index('/', db+1, end)
			d := s.index('/', w+1, end)
			s.part("wtype", db+1, w)
			s.part("digits", w+1, d) // the document length
			s.part("path", d+1, end)
		}
	case "prosperolink":
		// "prospero://" hostport "/" hsoname [ "%00" version [ attributes
		// ] ]
		scanHostportURLDraft1993(s, r, a, e)
		c.Authority = Span{a, e}
		c.Path = Span{e + 1, end}
		if s.full {
			scanProsperoURLDraft1993(s, r, e+1, end)
		}
	case "telnetaddress": // "telnet://" [ user "@" ] hostport
		h := a
		// user stops at the first "@" (after its first xalpha) that a
		// hostport follows to the end ("followed by a commercial at sign",
		// §Internet-protocol-parts), as the parse does; without one there
		// is no user.
		for at := s.index('@', a+1, end); at < end; at = s.index('@', at+1, end) {
			if s.match(hostportURLDraft1993, at+1, end) {
				c.Userinfo, r.user = Span{a, at}, compact(Span{a, at})
				s.part("user", a, at)
				h = at + 1
				break
			}
		}
		scanHostportURLDraft1993(s, r, h, end)
		c.Authority = Span{a, end}
	}
}

// scanPartialURLDraft1993 records the partial form at [0, end) (§Partial-form, E15
// to E17): net-partial "//" hostport [ "/" path ] [ "?" search ],
// abs-partial "/" path [ "?" search ], rel-partial (no "/" first).
func scanPartialURLDraft1993(s *scanner, r recordRef, end int) {
	in := s.in
	c := r.c
	switch {
	case strings.HasPrefix(in[:end], "//"):
		*r.production = "net-partial"
		e := s.indexAny("/?", 2, end)
		scanHostportURLDraft1993(s, r, 2, e)
		c.Authority = Span{2, e}
		if e < end && in[e] == '/' {
			scanPathURLDraft1993(s, r, e+1, end, true)
		} else {
			scanSearchURLDraft1993(s, r, e, end)
		}
	case end > 0 && in[0] == '/':
		// "If a leading slash is present, the path is absolute": Path keeps
		// it, the Part path is the BNF's after it (E19).
		*r.production = "abs-partial"
		scanPathURLDraft1993(s, r, 1, end, true)
		c.Path.Start = 0
	default:
		// A relative path: the Path and the Part path are all of its text
		// before "?", with its "/"-separated path elements, its
		// nocolon-search the search (E16, E19).
		*r.production = "rel-partial"
		scanPathURLDraft1993(s, r, 0, end, true)
	}
}

// scanPathURLDraft1993 records the path that starts at a, with its segments, the
// "/"-separated pieces (path = void | xpalphas [ "/" path ]: no xpalpha is
// "/"). Where a search may follow (search), the path ends at the first "?"
// (no xpalpha is "?") and the search follows it; otherwise at end.
func scanPathURLDraft1993(s *scanner, r recordRef, a, end int, search bool) {
	q := end
	if search {
		q = s.index('?', a, end)
	}
	r.c.Path = Span{a, q}
	s.part("path", a, q)
	if s.full {
		for from := a; ; {
			to := s.index('/', from, q)
			s.segment(from, to)
			if to == q {
				break
			}
			from = to + 1
		}
	}
	if search {
		scanSearchURLDraft1993(s, r, q, end)
	}
}

// scanSearchURLDraft1993 records the search after the "?" at q, if q < end: [ "?"
// search ], search = xalphas [ "+" search ] (§HTTP "The search part").
func scanSearchURLDraft1993(s *scanner, r recordRef, q, end int) {
	if q < end {
		r.c.Query = Span{q + 1, end}
		s.part("search", q+1, end)
	}
}

// scanHostportURLDraft1993 records the hostport at [a, e): hostport = host [ ":"
// port ]. A hostname may hold ":" and digits; the parse takes the port
// when the hostport ends in ":" digits (the port "in decimal notation after
// a colon", §Internet-protocol-parts), as host__port does.
func scanHostportURLDraft1993(s *scanner, r recordRef, a, e int) {
	c := r.c
	s.part("hostport", a, e)
	he := e
	if j := strings.LastIndexByte(s.in[a:e], ':'); j >= 0 && a+j+1 < e && allDigitsURLDraft1993(s.in[a+j+1:e]) {
		he = a + j
	}
	c.Host = Span{a, he}
	r.hostKind = scanHostURLDraft1993(s, r, a, he)
	if he < e {
		c.Port = Span{he + 1, e}
		s.part("port", he+1, e)
	}
}

// scanHostURLDraft1993 records a host at [a, e) and returns its kind: host =
// hostname | hostnumber; a hostname begins with alpha, a hostnumber with a
// digit.
func scanHostURLDraft1993(s *scanner, r recordRef, a, e int) HostKind {
	s.part("host", a, e)
	if isDigit(s.in[a]) {
		return HostNumber
	}
	return Hostname
}

// scanGroupartURLDraft1993 records the groupart at [a, e): groupart = "*" | group
// | article, the article first (§News: a message identifier is told apart
// "by the presence of the commercial at"). article = xalphas "@" host, its
// xalphas ending at the first "@" (after its first xalpha) that a host
// follows to the end, as the parse divides it; a group is reported whole.
func scanGroupartURLDraft1993(s *scanner, r recordRef, a, e int) {
	s.part("groupart", a, e)
	for at := s.index('@', a+1, e); at < e; at = s.index('@', at+1, e) {
		if s.match(hostURLDraft1993, at+1, e) {
			s.part("article", a, e)
			s.part("host", at+1, e)
			return
		}
	}
	if s.in[a] != '*' {
		s.part("group", a, e)
	}
}

// scanProsperoURLDraft1993 records hsoname [ "%00" version [ attributes ] ] at
// [a, e): the parse ends the hsoname at a "%00" that is followed by the
// version (digits) and the attributes (alphanums) up to the end, which can
// only be the last "%" (E9).
func scanProsperoURLDraft1993(s *scanner, r recordRef, a, e int) {
	in := s.in
	p := strings.LastIndexByte(in[a:e], '%') + a
	if p >= a && strings.HasPrefix(in[p:e], "%00") {
		v := p + len("%00")
		d := v
		for d < e && isDigit(in[d]) {
			d++
		}
		t := d
		for t < e && (isAlpha(in[t]) || isDigit(in[t])) {
			t++
		}
		if d > v && t == e {
			s.part("hsoname", a, p)
			s.part("version", v, d)
			if d < e {
				s.part("attributes", d, e)
			}
			return
		}
	}
	s.part("hsoname", a, e)
}

// allDigitsURLDraft1993 reports whether s is digits only.
func allDigitsURLDraft1993(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}
