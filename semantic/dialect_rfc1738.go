package semantic

import (
	"strings"

	rfc1738g "github.com/urispec/urispec/generated/rfc1738"
)

// RFC1738 is RFC 1738, "Uniform Resource Locators (URL)" (grammar/rfc1738):
// the BNF of its §5 with the scheme definitions of §3, and the equivalences
// of §2 and §3. The text used is a Chinese translation whose BNF is ASCII.
//
// Resolve and Relativize: RFC 1738 defines no relative form (an error
// wrapping ErrNoRelativeForm). Normalize: syntax (scheme case §2.1; escape
// hex case, escapes of alphanumerics and "$-_.+!*'()," unescaped, and of
// the reserved characters a scheme section leaves unreserved where they
// stand, §2.2; hostnames in lower case, §3.1 and RFC 1034 §3.5; ";type="
// and the typecode in lower case, §3.2.2) and scheme (the default ports,
// omitted "/" and "localhost" of §3.2-§3.11, the domain of a mailto
// address, §3.5 and RFC 822 §3.4.7); no simple string comparison. URI.URL
// and FromURL: none (its URLs are defined per scheme).
var RFC1738 = register(&dialect{
	meta: rfc1738g.Meta, auto: rfc1738g.Automaton, tree: rfc1738g.ParseRule,
	scan: scannerRFC1738,
	// net/url models no input of it (URI.URL, FromURL).
	noURL: msgNoURLPerScheme,
	// §2.3: "relative links are not described in that document".
	resolution: resolution{none: msgNoRelative1738},
	normalization: &normalization{levels: []Level{LevelSyntax, LevelScheme},
		norm: ladder(rfc1738Syntax, urlSchemePhases)},
	recompose: (*recomposer).rfc1738,
})

// rfc1738Syntax: §2.1 "programs interpreting URLs should treat upper case
// letters as equivalent to lower case in scheme names" (and §5: ";schemes
// are in lower case; interpreters should use case-ignore"); §2.2 "the
// characters "abcdef" may also be used in hexadecimal encodings" and
// "Usually a URL has the same interpretation when an octet is represented by
// a character and when it encoded. However, this is not true for reserved
// characters", with "only alphanumerics, the special characters
// "$-_.+!*'()," and reserved characters used for their reserved purposes may
// be used unencoded" (erratum N1), and a reserved character whose scheme
// section says it is not reserved where it stands (erratum N6); §3.1 takes
// the form of domain names from RFC 1034 §3.5, where "no significance is
// attached to the case" (erratum N2); §5 quotes its literals after RFC 822
// §2.1, "(which may be upper and/or lower case)": ";type=" and the typecode
// (erratum N4).
var rfc1738Syntax = []phase{
	escapePhaseIn(nil, func(u *URI) func(int, byte) bool {
		unreserved := rfc1738UnreservedEscapes(u)
		return func(at int, b byte) bool {
			return isAlpha(b) || isDigit(b) || strings.IndexByte("$-_.+!*'(),", b) >= 0 || unreserved.has(at)
		}
	}),
	lowerSchemePhase,
	{name: "hostname case", syntax: true, edits: func(u *URI) []edit {
		var edits []edit
		u.eachPart(func(p Part) {
			if p.Rule == "hostname" && lowerASCII(p.Text) != p.Text {
				edits = append(edits, edit{p.Start, p.End, lowerASCII(p.Text)})
			}
		})
		return edits
	}},
	{name: "ftp type", syntax: true, edits: func(u *URI) []edit {
		// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ] ]
		var edits []edit
		seen := false // the first ftptype
		u.eachPart(func(p Part) {
			if p.Rule != "ftptype" || seen {
				return
			}
			seen = true
			at := p.Start - len(";type=")
			if lit := u.Input[at:p.End]; lowerASCII(lit) != lit {
				edits = []edit{{at, p.End, lowerASCII(lit)}}
			}
		})
		return edits
	}},
}

// rfc1738UnreservedEscapes returns the offsets of the escapes of u whose
// octet is a reserved character that the part they stand in leaves
// unreserved (rfc1738Unreserved), as a set of offsets: the parts are read
// one at a time, so the set costs a bit per input byte, and nothing when no
// escape encodes a reserved character.
func rfc1738UnreservedEscapes(u *URI) offsetSet {
	in := u.Input
	any := false
	for i := strings.IndexByte(in, '%'); i >= 0 && i+2 < len(in); {
		if strings.IndexByte(";/?:@=&", unhex(in[i+1])<<4|unhex(in[i+2])) >= 0 {
			any = true
			break
		}
		j := strings.IndexByte(in[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if !any {
		return nil
	}
	set := newOffsetSet(len(in))
	u.eachPart(func(p Part) {
		chars := rfc1738Unreserved(u.Production, p.Rule)
		if chars == "" {
			return
		}
		for i := p.Start; i < p.End && i+2 < len(in); i++ {
			if in[i] == '%' && strings.IndexByte(chars, unhex(in[i+1])<<4|unhex(in[i+2])) >= 0 {
				set.add(i)
			}
		}
	})
	return set
}

// rfc1738Unreserved returns the characters of the reserved set (§2.2: ";",
// "/", "?", ":", "@", "=", "&") that the scheme section of production
// leaves unreserved in the part rule, where §5 also admits them unencoded
// (erratum N6): §3.3 "Within the <path> and <searchpart> components, "/",
// ";", "?" are reserved"; §3.2.2 "Within a name or CWD component, the
// characters "/" and ";" are reserved"; §3.1 "Within the user and password
// field, any ":", "@", or "/" must be encoded"; §3.4.1 "Within the
// <gopher-path>, no characters are reserved"; §3.5 "Within mailto URLs,
// there are no reserved characters"; §3.6 "No additional characters are
// reserved within the components of a news URL" (the article before its
// "@"); §3.11 "The semicolon ";" is reserved and may not appear without
// quoting in the <hsoname>" (its "/" separates the psegments). No section
// says which are reserved in a wais, nntp or file URL, a prospero
// fieldspec, a news group or a generic URL: there none is decoded.
func rfc1738Unreserved(production, rule string) string {
	switch {
	case production == "httpurl" && (rule == "hsegment" || rule == "search"):
		return ":@&="
	case production == "ftpurl" && rule == "fsegment":
		return "?:@&="
	case (production == "ftpurl" || production == "telneturl") && (rule == "user" || rule == "password"):
		return ";?&="
	case production == "gopherurl" && rule == "selector":
		return ";/?:@=&"
	case production == "gopherurl" && rule == "search":
		return ";:@&="
	case production == "mailtourl" && rule == "encoded822addr":
		return ";/?:@=&"
	case production == "newsurl" && rule == "article":
		return ";/?:&="
	case production == "prosperourl" && rule == "psegment":
		return "?:@&="
	}
	return ""
}

// rfc1738 writes an RFC 1738 URL: scheme ":" for mailto, news and a
// generic URL without "//" (§3.5, §3.6, §5 schemepart), else scheme "://"
// login or hostport, then "/" url-path and the scheme's own parts (§3).
func (r *recomposer) rfc1738(_ *URI, t *Typed) {
	r.text(t.Scheme)
	if t.Authority == nil {
		r.lit(":")
		if t.Path != nil {
			r.text(&t.Path.Text)
		}
		return
	}
	r.lit("://")
	r.authority(t)
	if t.Path != nil {
		r.lit("/")
		r.text(&t.Path.Text)
	}
	scheme := strings.ToLower(t.Scheme.Raw)
	for _, p := range t.Parts {
		switch {
		case p.Rule == "ftptype": // §3.2.2 ";type=" typecode
			r.lit(";type=")
			r.text(&p.Text)
		case p.Rule == "fieldname": // §3.11 fieldspec = ";" fieldname "=" fieldvalue
			r.lit(";")
			r.text(&p.Text)
			r.lit("=")
		case p.Rule == "fieldvalue":
			r.text(&p.Text)
		case p.Rule == "gopherplus-string": // §3.4.1 "%09" gopher+_string
			r.lit("%09")
			r.text(&p.Text)
		case p.Rule == "search" && scheme == "gopher": // §3.4.1 "%09" search
			r.lit("%09")
			r.text(&p.Text)
		}
	}
	if scheme != "gopher" {
		r.opt("?", t.Query) // §3.3 http, §3.9 wais index
	}
}

// The ;@scan rules of grammar/rfc1738: login, to tell an ip-schemepart from
// *xchar in a generic URL, and hostnumber, to tell a hostnumber from a
// hostname.
var (
	loginRFC1738      = scanRule(rfc1738g.Automaton, "login")
	hostnumberRFC1738 = scanRule(rfc1738g.Automaton, "hostnumber")
)

// productionsRFC1738 are the ten schemes of §3 (the defined-scheme of E9) with
// their productions of §5, each of which starts with the scheme's name.
var productionsRFC1738 = [...]struct{ scheme, production string }{
	{"ftp", "ftpurl"}, {"http", "httpurl"}, {"gopher", "gopherurl"}, {"mailto", "mailtourl"},
	{"news", "newsurl"}, {"nntp", "nntpurl"}, {"telnet", "telneturl"}, {"wais", "waisurl"},
	{"file", "fileurl"}, {"prospero", "prosperourl"},
}

// scanRFC1738 is RFC 1738's scanner: it records what splitrfc1738 and
// typeRFC1738 find in the tree, reading the input by the delimiters of each
// scheme's production of §5. The automata of login and hostnumber (;@scan)
// settle the two choices that delimiters do not.
func scanRFC1738(s *scanner, r recordRef) {
	in := s.in
	c := r.c
	end := len(in)
	// §2.1 <scheme>:<scheme-specific-part>: every production starts with a
	// scheme, which has no ":" (§5 scheme, and the literal prefixes).
	k := s.index(':', 0, end)
	c.Scheme = Span{0, k}
	prod := s.rule
	if prod == "url" {
		// §5 url: the production is the scheme's (the prefixes "http://",
		// ... are case-insensitive, E5), otherurl for any other scheme: the
		// guard of E9 sends a defined scheme to its own production.
		prod = "otherurl"
		for _, d := range productionsRFC1738 {
			if len(d.scheme) == k && strings.EqualFold(in[:k], d.scheme) { // the length first: most schemes are none of these
				prod = d.production
				break
			}
		}
	}
	*r.production = prod
	// a is where the production's part after its literal prefix starts
	// ("ftp://", "mailto:", ...), e the "/" that ends a login or hostport
	// (none of user, password, host and port has a "/", §5) or end.
	a := k + len("://")
	e := end
	switch prod {
	case "mailtourl", "newsurl", "otherurl", "genericurl":
		a = k + len(":")
	default:
		e = s.index('/', a, end)
	}
	switch prod {
	case "ftpurl": // §3.2, §5: "ftp://" login [ "/" fpath [ ";type=" ftptype ] ]
		scanLoginRFC1738(s, r, a, e)
		if e < end {
			// fsegment has no ";", so the first ";" starts ";type=" (§3.2.2).
			t := s.index(';', e+1, end)
			c.Path = Span{e + 1, t}
			scanPathRFC1738(s, r, "fpath", "fsegment", e+1, t)
			if t < end {
				s.part("ftptype", t+len(";type="), end)
			}
		}
	case "fileurl": // §3.10, §5: "file://" [ host | "localhost" ] "/" fpath
		// "<host> can be the string "localhost" or the empty string";
		// "localhost" is a hostname, which host takes.
		c.Authority, c.Host = Span{a, e}, Span{a, e}
		if a < e {
			r.hostKind = scanHostRFC1738(s, r, a, e)
		}
		c.Path = Span{e + 1, end}
		scanPathRFC1738(s, r, "fpath", "fsegment", e+1, end)
	case "httpurl": // §3.3, §5: "http://" hostport [ "/" hpath [ "?" search ] ]
		scanHostportRFC1738(s, r, a, e)
		if e < end {
			// Neither hsegment nor search has a "?" or a "/".
			q := s.index('?', e+1, end)
			c.Path = Span{e + 1, q}
			scanPathRFC1738(s, r, "hpath", "hsegment", e+1, q)
			if q < end {
				c.Query = Span{q + 1, end}
				s.part("search", q+1, end)
			}
		}
	case "gopherurl": // §3.4.1, §5 (E6): "gopher://" hostport [ "/" [ gtype [ selector ... ] ] ]
		scanHostportRFC1738(s, r, a, e)
		if e < end {
			scanGopherRFC1738(s, r, e+1)
		}
	case "nntpurl": // §3.7, §5: "nntp://" hostport "/" group [ "/" digits ]
		scanHostportRFC1738(s, r, a, e)
		c.Path = Span{e + 1, end}
		if s.full {
			g := s.index('/', e+1, end) // group has no "/"
			s.part("group", e+1, g)
			if g < end {
				s.part("digits", g+1, end)
			}
		}
	case "telneturl": // §3.8, §5: "telnet://" login [ "/" ]
		scanLoginRFC1738(s, r, a, e)
		if e < end {
			c.Path = Span{e + 1, end}
		}
	case "waisurl": // §3.9, §5: waisdatabase | waisindex | waisdoc
		scanHostportRFC1738(s, r, a, e)
		// database has no "/" and no "?": the character after it decides
		// the form.
		db := s.indexAny("/?", e+1, end)
		c.Path = Span{e + 1, db}
		s.part("database", e+1, db)
		switch {
		case db == end: // waisdatabase
		case in[db] == '?': // waisindex: database "?" search
			c.Query = Span{db + 1, end}
			s.part("search", db+1, end)
		default: // waisdoc: database "/" wtype "/" wpath
			c.Path.End = end
			if s.full {
				w := s.index('/', db+1, end) // wtype has no "/"
				s.part("wtype", db+1, w)
				s.part("wpath", w+1, end)
			}
		}
	case "prosperourl": // §3.11, §5: "prospero://" hostport "/" ppath *[ fieldspec ]
		scanHostportRFC1738(s, r, a, e)
		p := s.index(';', e+1, end) // psegment has no ";"
		c.Path = Span{e + 1, p}
		scanPathRFC1738(s, r, "ppath", "psegment", e+1, p)
		if s.full {
			// fieldspec = ";" fieldname "=" fieldvalue; neither fieldname
			// nor fieldvalue has a ";" or a "=".
			for p < end {
				n := s.index(';', p+1, end)
				eq := s.index('=', p+1, n)
				s.part("fieldspec", p, n)
				s.part("fieldname", p+1, eq)
				s.part("fieldvalue", eq+1, n)
				p = n
			}
		}
	case "mailtourl": // §3.5, §5: "mailto:" encoded822addr
		c.Path = Span{a, end}
		s.part("encoded822addr", a, end)
	case "newsurl": // §3.6, §5: "news:" grouppart
		c.Path = Span{a, end}
		if !s.full {
			break
		}
		s.part("grouppart", a, end)
		// grouppart = "*" | group | article: only an article has an "@"
		// (its host has none), and a group starts with a letter.
		switch at := s.index('@', a, end); {
		case at < end:
			s.part("article", a, end)
			scanHostRFC1738(s, r, at+1, end) // E14: a host, not the URL's host
		case in[a] != '*':
			s.part("group", a, end)
		}
	case "otherurl", "genericurl": // §5: scheme ":" schemepart
		// schemepart = *xchar | ip-schemepart: an ip-schemepart "//" login
		// [ "/" urlpath ] when the whole rest is one (§3.1: the data "start
		// with a double slash "//" to indicate that it complies with the
		// common Internet scheme syntax"), as the parser chooses.
		c.Path = Span{a, end}
		if strings.HasPrefix(in[a:], "//") {
			l := a + len("//")
			le := s.index('/', l, end)
			if s.match(loginRFC1738, l, le) {
				scanLoginRFC1738(s, r, l, le)
				c.Path = Undefined
				if le < end {
					c.Path = Span{le + 1, end}
					s.part("urlpath", le+1, end)
				}
			}
		}
	}
}

// scanLoginRFC1738 records a login at [a, e): §3.1, §5 login = [ user [ ":"
// password ] "@" ] hostport.
func scanLoginRFC1738(s *scanner, r recordRef, a, e int) {
	h := a
	// user and password have no "@", and neither has a host (§5): an "@"
	// ends the user name and password, "which are followed by a commercial
	// at-sign" (§3.1).
	if at := s.index('@', a, e); at < e {
		c := r.c
		c.Userinfo = Span{a, at}
		p := s.index(':', a, at) // user has no ":"
		r.user = compact(Span{a, p})
		s.part("user", a, p)
		if p < at {
			r.password = compact(Span{p + 1, at})
			s.part("password", p+1, at)
		}
		h = at + 1
	}
	scanHostportRFC1738(s, r, h, e)
	r.c.Authority = Span{a, e}
}

// scanHostportRFC1738 records a hostport at [a, e), the URL's authority: §5
// hostport = host [ ":" port ] (a host has no ":").
func scanHostportRFC1738(s *scanner, r recordRef, a, e int) {
	c := r.c
	c.Authority = Span{a, e}
	p := s.index(':', a, e)
	c.Host = Span{a, p}
	r.hostKind = scanHostRFC1738(s, r, a, p)
	if p < e {
		c.Port = Span{p + 1, e}
		s.part("port", p+1, e)
	}
}

// scanHostRFC1738 records the parts of a host at [a, e) and returns its kind:
// §5 host = hostname | hostnumber. The two do not overlap (a hostname's
// toplabel starts with a letter, a hostnumber has none); the automaton of
// hostnumber tells them apart.
func scanHostRFC1738(s *scanner, r recordRef, a, e int) HostKind {
	s.part("host", a, e)
	if s.match(hostnumberRFC1738, a, e) {
		s.part("hostnumber", a, e)
		return HostNumber
	}
	s.part("hostname", a, e)
	return Hostname
}

// scanPathRFC1738 records a path rule at [a, e) whose segments are divided by
// "/": fpath (§3.2.2), hpath (§3.3) and ppath (§3.11), each segment *( ...
// ) without "/".
func scanPathRFC1738(s *scanner, r recordRef, path, segment string, a, e int) {
	if !s.full {
		return
	}
	s.part(path, a, e)
	for from := a; ; {
		to := s.index('/', from, e)
		s.part(segment, from, to)
		s.segment(from, to)
		if to == e {
			return
		}
		from = to + 1
	}
}

// scanGopherRFC1738 records a gopher-path that starts at g, after the "/"
// (§3.4.1, §5: [ gtype [ selector [ "%09" search [ "%09"
// gopherplus-string ] ] ] ], E6).
func scanGopherRFC1738(s *scanner, r recordRef, g int) {
	in, c := s.in, r.c
	end := len(in)
	c.Path = Span{g, end}
	if g == end {
		return // the gopher-path is empty
	}
	// gtype = xchar: one character, or an escape "%" hex hex.
	sel := g + 1
	if in[g] == '%' {
		sel = g + len("%hh")
	}
	s.part("gtype", g, sel)
	// E10, E11: the selector ends at the first %09 and the search at the
	// second (the delimiters of §3.4.2 and §3.4.3), the gopherplus-string
	// is the rest; when the search so delimited has a "/" or "?" (which
	// search excludes), the whole rest is the selector. A "%" starts an
	// escape in a valid URL, so a "%09" found in the text is one.
	se := indexRFC1738(in, "%09", sel, end)
	if se == end {
		s.part("selector", sel, end)
		return
	}
	q := se + len("%09")
	qe := indexRFC1738(in, "%09", q, end)
	if s.indexAny("/?", q, qe) < qe {
		s.part("selector", sel, end)
		return
	}
	c.Path.End = se
	c.Query = Span{q, qe}
	s.part("selector", sel, se)
	s.part("search", q, qe)
	if qe < end {
		s.part("gopherplus-string", qe+len("%09"), end)
	}
}

// indexRFC1738 returns the first index of sub in in[from:to], or to.
func indexRFC1738(in, sub string, from, to int) int {
	if i := strings.Index(in[from:to], sub); i >= 0 {
		return from + i
	}
	return to
}
