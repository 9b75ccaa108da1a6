package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
)

func init() { splitters["url-draft-1993"] = spliturldraft1993 }

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
//     E12) or the cellname (afs). Userinfo is the telnet user (E11: only
//     telnet has one); Host and Port are those of the authority. generic and
//     news have no authority.
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
//     rel-partial's is everything before "?" (possibly "").
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
	s := Split{Production: prod.Rule}
	c := &s.Components
	c.Fragment = text(fragment)

	// sub returns the input between offsets start and end, both inside prod.
	sub := func(start, end int) *string { return str(prod.Text[start-prod.Start : end-prod.Start]) }
	// rest returns what follows n and its "/" up to the end of prod, or nil
	// when nothing follows n.
	rest := func(n *ast.Node) *string {
		if n.End >= prod.End {
			return nil
		}
		return sub(n.End+1, prod.End)
	}

	if !strings.HasSuffix(prod.Rule, "-partial") {
		// §Scheme; a generic scheme ends at the first ":" (the scheme node).
		if i := strings.IndexByte(prod.Text, ':'); i >= 0 {
			c.Scheme = str(prod.Text[:i])
		}
	}

	var auth, hostport *ast.Node
	switch prod.Rule {
	case "generic": // scheme ":" path [ "?" search ]
		c.Path = text(prod.Child("path"))
	case "httpaddress": // "http://" hostport [ "/" path ] [ "?" search ]
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		c.Path = text(prod.Child("path"))
	case "fileaddress": // "ftp://" host "/" path (E12: no port)
		auth = prod.Child("host")
		c.Host = text(auth)
		c.Path = text(prod.Child("path"))
	case "afsaddress": // "afs://" cellname "/" path
		auth = prod.Child("cellname")
		c.Host = text(auth)
		c.Path = text(prod.Child("path"))
	case "newsaddress": // "news:" groupart
		c.Path = text(prod.Child("groupart"))
	case "waisindex", "waisdoc": // "wais://" hostport "/" database ...
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		db := prod.Child("database")
		end := db.End
		if p := prod.Child("path"); p != nil {
			end = p.End
		}
		c.Path = sub(db.Start, end)
	case "prosperolink": // "prospero://" hostport "/" hsoname [ "%00" version [ attributes ] ]
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		c.Path = rest(hostport)
	case "telnetaddress": // "telnet://" [ user "@" ] hostport
		hostport = prod.Child("hostport")
		auth = hostport
		if u := prod.Child("user"); u != nil {
			c.Userinfo = text(u)
			c.Authority = sub(u.Start, hostport.End)
		}
	case "gopheraddress": // "gopher://" hostport [ "/" gtype [ selector ] ] [ "?" search ]
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		if g := prod.Child("gtype"); g != nil {
			end := g.End
			if sel := prod.Child("selector"); sel != nil {
				end = sel.End
			}
			c.Path = sub(g.Start, end)
		}
	case "net-partial": // "//" hostport [ "/" path ] [ "?" search ]
		auth, hostport = prod.Child("hostport"), prod.Child("hostport")
		c.Path = text(prod.Child("path"))
	case "abs-partial", "rel-partial": // [ "/" ] path, up to "?"
		end := prod.End
		if i := strings.IndexByte(prod.Text, '?'); i >= 0 {
			end = prod.Start + i
		}
		c.Path = sub(prod.Start, end)
	}
	if auth != nil && c.Authority == nil {
		c.Authority = text(auth)
	}
	if hostport != nil {
		c.Host = text(hostport.Child("host"))
		c.Port = text(hostport.Child("port"))
	}
	// §BNF-syntax: search is the part after "?" of the production itself
	// (nocolon-search in a rel-partial without "/", E16).
	c.Query = text(prod.Child("search"))
	if c.Query == nil {
		c.Query = text(prod.Child("nocolon-search"))
	}

	var walk func(n, parent *ast.Node)
	walk = func(n, parent *ast.Node) {
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
