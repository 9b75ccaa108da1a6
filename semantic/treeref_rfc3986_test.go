package semantic

import "github.com/urispec/urispec/ast"

func init() {
	registerTreeRef(RFC3986, rfc3986Rules.split, typeHier)
	registerTreeRef(RFC3987, rfc3987Rules.split, typeHier) // RFC 3987 §2.2: the same syntax under "i"-prefixed names
}

// split extracts the components of an RFC 3986 tree (or of a tree of the
// same syntax under h's names): the five
// components of §3 (scheme, authority, path, query, fragment) and the
// subcomponents of the authority (§3.2: userinfo, host, port). A component
// is undefined when its delimiter is absent; "the path component is never
// undefined, though it may be empty" (§5.2.1). The host of an IP-literal
// keeps its brackets (host = IP-literal / IPv4address / reg-name, §3.2.2).
// The split is the one of Appendix B: the grammar and the regular expression
// agree on every valid reference.
//
// The start rules IPv4address and IPv6address are no references and have
// no components.
//
// Parts are, in input order: the kind of the host, as the rule that matched
// it (IP-literal, IPv4address or reg-name; an IP-literal is followed by its
// IPv6address or IPvFuture), and the segments of the path by their rules
// (segment-nz-nc, segment-nz, segment). For the IP start rules the part is
// the address itself.
func (h *hierRules) split(root *ast.Node) Split {
	s := newSplit(h.production(root))
	c := &s.Components

	ref := root
	if rule3986(root.Rule) == h.reference && len(root.Children) == 1 {
		ref = root.Children[0] // URI or relative-ref (§4.1)
	}
	switch rule3986(ref.Rule) {
	case h.uri, h.absolute, h.relative:
	default:
		// IPv4address, IPv6address, and RFC 6874's IP-literal-6874 and
		// IPv6addrz.
		s.Parts = []Part{part(root)}
		return s
	}
	c.Scheme = span(ref.Child("scheme"))
	c.Query = span(ref.Child(h.query))
	c.Fragment = span(ref.Child(h.fragment))
	hier := child3986(ref, h.hierPart)
	if hier == nil {
		hier = child3986(ref, h.relativePart)
	}
	for _, ch := range hier.Children {
		switch rule3986(ch.Rule) {
		case h.authority:
			// §3.2 authority = [ userinfo "@" ] host [ ":" port ]: the host
			// is always there (maybe an empty reg-name); userinfo and port
			// are defined, maybe empty, when their delimiters are.
			c.Authority = span(ch)
			c.Userinfo = span(ch.Child(h.userinfo))
			c.Host = span(child3986(ch, h.host))
			c.Port = span(ch.Child("port"))
		default:
			// One of the five path rules of §3.3.
			c.Path = span(ch)
		}
	}

	root.Walk(func(n *ast.Node) bool {
		switch rule3986(n.Rule) {
		case "IP-literal", h.regName, h.segment, h.segmentNZ, h.segmentNZNC, "IPvFuture", "IPv6addrz":
			s.Parts = append(s.Parts, part(n))
		case "IPv6address":
			// The address of an IP-literal; the IPv4address of its ls32 is
			// no host kind.
			s.Parts = append(s.Parts, part(n))
			return false
		case "IPv4address":
			s.Parts = append(s.Parts, part(n))
		}
		return true
	})
	return s
}

// production names the rule below the start rule: URI or relative-ref
// for a URI-reference (§4.1); for a URI, absolute-URI or relative-ref, the
// path rule that matched (§3.3), which tells the forms of §4.2 apart
// (path-abempty after an authority: a network-path reference; path-absolute:
// an absolute-path reference; path-noscheme, path-rootless or path-empty);
// for IPv4address and IPv6address, the start rule itself.
func (h *hierRules) production(root *ast.Node) string {
	switch rule3986(root.Rule) {
	case h.reference:
		if len(root.Children) == 1 {
			return root.Children[0].Rule
		}
	case h.uri, h.absolute, h.relative:
		for _, ch := range root.Children {
			if r := rule3986(ch.Rule); r == h.hierPart || r == h.relativePart {
				for _, p := range ch.Children {
					if rule3986(p.Rule) != h.authority {
						return p.Rule
					}
				}
			}
		}
	}
	return root.Rule
}

// child3986 returns the first direct child of n that is rule or its -6874
// form, or nil.
func child3986(n *ast.Node, rule string) *ast.Node {
	for _, ch := range childNodes(n) {
		if rule3986(ch.Rule) == rule {
			return ch
		}
	}
	return nil
}
