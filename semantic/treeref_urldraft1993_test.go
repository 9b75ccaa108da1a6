package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
)

func init() {
	registerTreeRef(URLDraft1993, spliturldraft1993, typeURLDraft1993)
}

// urldraft1993Parts are the rules of grammar/url-draft-1993/url-draft-1993.abnf
// reported as Parts, in input order (§BNF-syntax): the Internet protocol part
// (user, hostport, host, port, cellname), the path and search, news groupart,
// group and article (with the host of an article), wais database and wtype
// (and the document length, the digits of a waisdoc), prospero hsoname,
// version and attributes, gopher gtype and selector. The recursive rules
// (path, search, group, attributes) are reported once, outermost; cellname,
// hsoname and selector are reported without the hostname or path they
// consist of.
var urldraft1993Parts = map[string]bool{
	"user": true, "hostport": true, "host": true, "port": true, "cellname": true,
	"path": true, "search": true,
	"groupart": true, "group": true, "article": true,
	"database": true, "wtype": true, "digits": true,
	"hsoname": true, "version": true, "attributes": true,
	"gtype": true, "selector": true,
}

// urldraft1993Opaque are the Parts below which no further Part is reported.
var urldraft1993Opaque = map[string]bool{
	"path": true, "search": true, "group": true, "attributes": true,
	"cellname": true, "hsoname": true, "selector": true,
}

// urldraft1993Choice are the rules that only choose between or rename other
// productions; Production looks through them.
var urldraft1993Choice = map[string]bool{
	"url": true, "waisaddress": true, "prosperoaddress": true, "partial-form": true,
}

// spliturldraft1993 splits a tree of the 1993 URL draft (start rules
// fragmentaddress, url and partial-address).
//
// Production is the production below the start rule, looking through url,
// waisaddress, prosperoaddress and partial-form: generic, httpaddress,
// fileaddress, afsaddress, newsaddress, waisindex, waisdoc, prosperolink,
// telnetaddress, gopheraddress; or net-partial, abs-partial, rel-partial.
//
// Components, raw and without delimiters:
//   - Scheme: the text before the first ":" (§Scheme: "the first element is
//     the name of the scheme, separated from the rest of the object by a
//     colon"); nil for a partial form, which omits it (§Partial-form).
//   - Authority: the Internet protocol part, after "//" up to the following
//     "/" (§Internet-protocol-parts): [ user "@" ] hostport (telnet), the
//     hostport (http, wais, prospero, gopher, net-partial), the host (ftp,
//     E12) or the cellname (afs). Userinfo, Host and Port are the parts
//     §Internet-protocol-parts names: the BNF admits a user name and a port
//     lexically inside the hostname of http, ftp, wais, prospero, gopher and
//     net-partial, so there the text before the first "@" is the Userinfo
//     and digits after the last ":" of the rest the Port (errata E11, E12;
//     internetParts1993); telnet's are its BNF user and hostport. generic,
//     news and afs have none.
//   - Path: "The rest of the locator is known as the path" (§Path), without
//     the "/" that ends the Internet protocol part and without "?" search:
//     the path of generic, http, ftp, afs; the groupart of news; database [
//     "/" wtype "/" digits "/" path ] of wais (§WAIS: encoded "into the path
//     part"); hsoname [ "%00" version [ attributes ] ] of prospero (§Prospero:
//     "The path part contains a host specific object name, an optional
//     version number, and an optional list of attributes"); gtype [ selector
//     ] of gopher (§Gopher: the type is "the first character of the URL path
//     part"). nil where the "/" is absent (http, gopher) and for telnet.
//     A partial form's path is as written: an abs-partial keeps its leading
//     "/" ("If a leading slash is present, the path is absolute"), a
//     rel-partial's is everything before "?" (possibly ""), and so is its
//     Part path (erratum E19).
//   - Query: the search part (§HTTP: "The search part, if present").
//   - Fragment: the fragmentid (§Fragment-id).
func spliturldraft1993(root *ast.Node) Split {
	top := root
	var fragment *ast.Node
	if root.Rule == "fragmentaddress" || root.Rule == "partial-address" {
		top = root.Children[0]
		fragment = root.Child("fragmentid")
	}
	prod := top
	for urldraft1993Choice[prod.Rule] && len(prod.Children) > 0 {
		prod = prod.Children[0]
	}
	s := newSplit(prod.Rule)
	c := &s.Components
	c.Fragment = span(fragment)

	// rest returns what follows n and its "/" up to the end of prod, or
	// Undefined when nothing follows n.
	rest := func(n *ast.Node) Span {
		if n.End >= prod.End {
			return Undefined
		}
		return Span{n.End + 1, prod.End}
	}

	if !strings.HasSuffix(prod.Rule, "-partial") {
		// §Scheme; a generic scheme ends at the first ":" (the scheme node).
		if i := strings.IndexByte(prod.Text, ':'); i >= 0 {
			c.Scheme = Span{prod.Start, prod.Start + i}
		}
	}

	var auth, hostport *ast.Node
	switch prod.Rule {
	case "generic": // scheme ":" path [ "?" search ]
		c.Path = span(prod.Child("path"))
	case "httpaddress": // "http://" hostport [ "/" path ] [ "?" search ]
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		c.Path = span(prod.Child("path"))
	case "fileaddress": // "ftp://" host "/" path (E12: no port)
		auth = prod.Child("host")
		c.Host = span(auth)
		c.Path = span(prod.Child("path"))
	case "afsaddress": // "afs://" cellname "/" path
		auth = prod.Child("cellname")
		c.Host = span(auth)
		c.Path = span(prod.Child("path"))
	case "newsaddress": // "news:" groupart
		c.Path = span(prod.Child("groupart"))
	case "waisindex", "waisdoc": // "wais://" hostport "/" database ...
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		db := prod.Child("database")
		end := db.End
		if p := prod.Child("path"); p != nil {
			end = p.End
		}
		c.Path = Span{db.Start, end}
	case "prosperolink": // "prospero://" hostport "/" hsoname [ "%00" version [ attributes ] ]
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		c.Path = rest(hostport)
	case "telnetaddress": // "telnet://" [ user "@" ] hostport
		hostport = prod.Child("hostport")
		auth = hostport
		if u := prod.Child("user"); u != nil {
			c.Userinfo = span(u)
			c.Authority = Span{u.Start, hostport.End}
		}
	case "gopheraddress": // "gopher://" hostport [ "/" gtype [ selector ] ] [ "?" search ]
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		if g := prod.Child("gtype"); g != nil {
			end := g.End
			if sel := prod.Child("selector"); sel != nil {
				end = sel.End
			}
			c.Path = Span{g.Start, end}
		}
	case "net-partial": // "//" hostport [ "/" path ] [ "?" search ]
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		c.Path = span(prod.Child("path"))
	case "abs-partial", "rel-partial": // [ "/" ] path, up to "?"
		end := prod.End
		if i := strings.IndexByte(prod.Text, '?'); i >= 0 {
			end = prod.Start + i
		}
		c.Path = Span{prod.Start, end}
	}
	if auth != nil && !c.Authority.Defined() {
		c.Authority = span(auth)
	}
	if hostport != nil {
		c.Host = span(hostport.Child("host"))
		c.Port = span(hostport.Child("port"))
	}
	if internetParts1993(prod.Rule) {
		if ui, h, p, ok := internetParts(root.Text, c.Authority); ok {
			c.Userinfo, c.Host, c.Port = ui, h, p
		}
	}
	// §BNF-syntax: search is the part after "?" of the production itself
	// (nocolon-search in a rel-partial without "/", E16).
	c.Query = span(prod.Child("search"))
	if !c.Query.Defined() {
		c.Query = span(prod.Child("nocolon-search"))
	}

	var walk func(n, parent *ast.Node)
	walk = func(n, parent *ast.Node) {
		if n.Rule == "rel-partial" {
			// The relative path is one path, whatever the rules that
			// transcribe E16 divide it into (erratum E19); nocolon-search
			// is the search.
			s.Parts = append(s.Parts, Part{Rule: "path", Text: c.Path.In(root.Text), Start: c.Path.Start, End: c.Path.End})
			if c.Query.Defined() {
				s.Parts = append(s.Parts, Part{Rule: "search", Text: c.Query.In(root.Text), Start: c.Query.Start, End: c.Query.End})
			}
			return
		}
		// digits is a part only as the document length of a waisdoc.
		if urldraft1993Parts[n.Rule] && (n.Rule != "digits" || parent.Rule == "waisdoc") {
			s.Parts = append(s.Parts, part(n))
			if urldraft1993Opaque[n.Rule] {
				return
			}
		}
		for _, ch := range n.Children {
			walk(ch, n)
		}
	}
	walk(root, nil)
	return s
}

// typeURLDraft1993 types a tree of the 1993 draft (§BNF-syntax,
// §Partial-form), per production as spliturldraft1993 reads it.
func typeURLDraft1993(b *typer, root *ast.Node) {
	t := b.t
	top := root
	if root.Rule == "fragmentaddress" || root.Rule == "partial-address" {
		top = root.Children[0]
		t.Fragment = b.node(root.Child("fragmentid"))
	}
	prod := top
	for urldraft1993Choice[prod.Rule] && len(prod.Children) > 0 {
		prod = prod.Children[0]
	}
	partial := strings.HasSuffix(prod.Rule, "-partial")
	if !partial {
		if i := strings.IndexByte(prod.Text, ':'); i >= 0 {
			t.Scheme = b.span(prod.Start, prod.Start+i)
		}
	}
	t.Query = b.node(prod.Child("search"))
	if t.Query == nil {
		t.Query = b.node(prod.Child("nocolon-search"))
	}
	// end is where the path ends: before "?" search or at the end.
	end := prod.End
	if t.Query != nil {
		end = t.Query.Start - 1
	}
	var hostport *ast.Node
	pathFrom := -1 // start of the path, -1: none
	switch prod.Rule {
	case "generic": // scheme ":" path [ "?" search ]
		pathFrom = prod.Child("path").Start
	case "httpaddress", "net-partial": // hostport [ "/" path ]
		hostport = prod.Child("hostport")
		if p := prod.Child("path"); p != nil {
			pathFrom = p.Start
		}
	case "fileaddress": // "ftp://" host "/" path (E12)
		h := prod.Child("host")
		t.Authority = b.node(h)
		b.host(h)
		pathFrom = h.End + 1
	case "afsaddress": // "afs://" cellname "/" path
		c := prod.Child("cellname")
		t.Authority = b.node(c)
		b.host(c)
		pathFrom = c.End + 1
	case "newsaddress": // "news:" groupart
		pathFrom = prod.Child("groupart").Start
	case "waisindex", "waisdoc", "prosperolink": // hostport "/" ...
		hostport = prod.Child("hostport")
		pathFrom = hostport.End + 1
	case "telnetaddress": // "telnet://" [ user "@" ] hostport (E11)
		hostport = prod.Child("hostport")
		if u := prod.Child("user"); u != nil {
			t.User, t.Userinfo = b.node(u), b.node(u)
			t.Authority = b.span(u.Start, hostport.End)
		}
	case "gopheraddress": // hostport [ "/" gtype [ selector ] ]
		hostport = prod.Child("hostport")
		if g := prod.Child("gtype"); g != nil {
			pathFrom = g.Start
		}
	case "abs-partial", "rel-partial": // [ "/" ] path, as written
		pathFrom = prod.Start
	}
	if hostport != nil {
		if t.Authority == nil {
			t.Authority = b.node(hostport)
		}
		b.host(hostport.Child("host"))
		b.port(hostport.Child("port"))
	}
	if internetParts1993(prod.Rule) && t.Authority != nil {
		// §Internet-protocol-parts (errata E11, E12), as spliturldraft1993.
		if ui, h, p, ok := internetParts(b.in, Span{t.Authority.Start, t.Authority.End}); ok {
			t.Userinfo, t.Port = nil, nil
			if ui.Defined() {
				t.Userinfo = b.span(ui.Start, ui.End)
			}
			kind := Hostname
			if isHostNumber1993(h.In(b.in)) {
				kind = HostNumber
			}
			t.Host = &Host{Text: *b.span(h.Start, h.End), Kind: kind}
			if p.Defined() {
				b.portSpan(p.Start, p.End)
			}
		}
	}
	if pathFrom >= 0 {
		p := &Path{Text: *b.span(pathFrom, end)}
		// path = void / xpalphas [ "/" path ]: xpalphas holds no "/", so
		// the segments are the "/"-separated pieces of a path rule's match.
		// A rel-partial's path is one path too (E19): its nocolon-segment
		// is the first of its "complete path elements" (§Partial-form).
		switch prod.Rule {
		case "generic", "httpaddress", "net-partial", "fileaddress", "afsaddress", "abs-partial", "rel-partial":
			lo := pathFrom
			if prod.Rule == "abs-partial" {
				lo++
			}
			p.Segments = b.splitSegments(lo, end, '/')
		}
		t.Path = p
	}
}

// isHostNumber1993 reports whether s is a hostnumber, digits "." digits "."
// digits "." digits (§BNF-syntax).
func isHostNumber1993(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}
