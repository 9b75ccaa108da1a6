package semantic

import "github.com/urispec/urispec/ast"

func init() {
	registerTreeRef(RFC2396, splitRFC2396, typeHier)
}

// child2396 returns the first direct child of n that is rule, or its -2732
// form, or nil.
func child2396(n *ast.Node, rule string) *ast.Node {
	for _, ch := range childNodes(n) {
		if rule2396(ch.Rule) == rule {
			return ch
		}
	}
	return nil
}

// find2396 is Find for rule or its -2732 form.
func find2396(n *ast.Node, rule string) *ast.Node {
	var found *ast.Node
	n.Walk(func(m *ast.Node) bool {
		if found == nil && rule2396(m.Rule) == rule {
			found = m
		}
		return found == nil
	})
	return found
}

// splitRFC2396 extracts the components of an RFC 2396 tree (start rules
// URI-reference, absoluteURI, relativeURI and server, and their RFC 2732
// forms, whose rules count as the RFC 2396 rules they replace): the four
// main components of §3 (scheme, authority, path, query) and the fragment of
// §4.1, with the userinfo, host and port of a server-based authority
// (§3.2.2). The split is the parse of the grammar, which §4.3 disambiguates
// ("the authority component wins"; Appendix B's regular expression gives the
// same components for every reference that is not opaque).
//
//   - An opaque URI (absoluteURI = scheme ":" opaque_part) has neither path
//     nor query: "URI that do not make use of the slash "/" character for
//     separating hierarchical components are considered opaque by the
//     generic URI parser" (§3). Its opaque_part is the Part opaque-part.
//   - Otherwise the path is defined, maybe empty: "the path component is
//     never undefined, though it may be empty" (§5.2).
//   - A registry-based authority (reg_name, §3.2.1) has no userinfo, host or
//     port; neither has an empty server. userinfo is defined when its "@"
//     is present, port when its ":" is.
//   - An IPv6reference host keeps its brackets (the host rule).
//   - The server start rule (an authority alone) has the authority and its
//     userinfo, host and port, and no path.
//
// Parts are, in input order, the rules that matched: the opaque-part of an
// opaque URI; the kind of the authority (reg-name, or the host's hostname,
// IPv4address or IPv6reference); the rel-segment, every segment and every
// param of the path.
func splitRFC2396(root *ast.Node) Split {
	s := newSplit(production2396(root))
	c := &s.Components

	if rule2396(root.Rule) == "server" {
		c.Authority = span(root)
		splitServer2396(c, root)
	} else {
		c.Scheme = span(root.Find("scheme"))
		c.Fragment = span(child2396(root, "fragment"))
		hier := find2396(root, "opaque-part") == nil
		// §3 hier_part = ( net_path | abs_path ) [ "?" query ] and §5
		// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ].
		container := find2396(root, "hier-part")
		if container == nil {
			container = find2396(root, "relativeURI")
		}
		for _, ch := range childNodes(container) {
			switch rule2396(ch.Rule) {
			case "net-path":
				// §3 net_path = "//" authority [ abs_path ]
				a := child2396(ch, "authority")
				c.Authority = span(a)
				splitServer2396(c, child2396(a, "server"))
				if p := childNode(ch, "abs-path"); p != nil {
					c.Path = span(p)
				}
			case "abs-path", "rel-path":
				c.Path = span(ch)
			case "query":
				c.Query = span(ch)
			}
		}
		if hier && !c.Path.Defined() {
			// An empty path: after the authority (§3 net_path = "//"
			// authority [ abs_path ]), or an empty reference.
			at := root.Start
			switch {
			case c.Authority.Defined():
				at = c.Authority.End
			case c.Scheme.Defined():
				at = c.Scheme.End + len(":")
			}
			c.Path = Span{at, at}
		}
	}

	root.Walk(func(n *ast.Node) bool {
		switch rule2396(n.Rule) {
		case "opaque-part", "reg-name", "hostname", "IPv4address", "IPv6reference",
			"rel-segment", "segment", "param":
			s.Parts = append(s.Parts, part(n))
			// An IPv6reference's dotted tail is no host of its own.
			return n.Rule != "IPv6reference"
		}
		return true
	})
	return s
}

// splitServer2396 fills the userinfo, host and port of a server (§3.2.2
// server = [ [ userinfo "@" ] hostport ]); srv may be nil (a reg_name).
func splitServer2396(c *Components, srv *ast.Node) {
	// userinfo is undefined without its "@" and present, maybe empty, with it.
	c.Userinfo = span(childNode(srv, "userinfo"))
	hp := child2396(srv, "hostport")
	c.Host = span(child2396(hp, "host"))
	// port = *digit: present, maybe empty, when its ":" is.
	c.Port = span(childNode(hp, "port"))
}

// production2396 names the rule below the start rule: absoluteURI or
// relativeURI for a URI-reference, hier-part or opaque-part for an
// absoluteURI, net-path, abs-path or rel-path for a relativeURI, hostport
// for a server (each with its -2732 suffix in an RFC 2732 tree). A
// URI-reference that is empty or a fragment alone, and an empty server, are
// named by their start rule.
func production2396(root *ast.Node) string {
	for _, ch := range root.Children {
		switch rule2396(ch.Rule) {
		case "scheme", "fragment", "query", "userinfo":
		default:
			return ch.Rule
		}
	}
	return root.Rule
}
