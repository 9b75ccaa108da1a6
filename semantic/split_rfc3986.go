package semantic

import "github.com/urispec/urispec/ast"

func init() { splitters[string(RFC3986)] = splitRFC3986 }

// splitRFC3986 extracts the components of an RFC 3986 tree: the five
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
func splitRFC3986(root *ast.Node) Split {
	s := Split{Production: productionRFC3986(root)}
	c := &s.Components

	ref := root
	if root.Rule == "URI-reference" && len(root.Children) == 1 {
		ref = root.Children[0] // URI or relative-ref (§4.1)
	}
	switch ref.Rule {
	case "URI", "absolute-URI", "relative-ref":
	default:
		// IPv4address, IPv6address.
		s.Parts = []Part{part(root)}
		return s
	}
	c.Scheme = text(ref.Child("scheme"))
	c.Query = text(ref.Child("query"))
	c.Fragment = text(ref.Child("fragment"))
	hier := ref.Child("hier-part")
	if hier == nil {
		hier = ref.Child("relative-part")
	}
	for _, ch := range hier.Children {
		switch ch.Rule {
		case "authority":
			// §3.2 authority = [ userinfo "@" ] host [ ":" port ]: the host
			// is always there (maybe an empty reg-name); userinfo and port
			// are defined, maybe empty, when their delimiters are.
			c.Authority = str(ch.Text)
			c.Userinfo = text(ch.Child("userinfo"))
			c.Host = text(ch.Child("host"))
			c.Port = text(ch.Child("port"))
		default:
			// One of the five path rules of §3.3.
			c.Path = str(ch.Text)
		}
	}

	root.Walk(func(n *ast.Node) bool {
		switch n.Rule {
		case "IP-literal", "reg-name", "segment", "segment-nz", "segment-nz-nc", "IPvFuture":
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

// productionRFC3986 names the rule below the start rule: URI or relative-ref
// for a URI-reference (§4.1); for a URI, absolute-URI or relative-ref, the
// path rule that matched (§3.3), which tells the forms of §4.2 apart
// (path-abempty after an authority: a network-path reference; path-absolute:
// an absolute-path reference; path-noscheme, path-rootless or path-empty);
// for IPv4address and IPv6address, the start rule itself.
func productionRFC3986(root *ast.Node) string {
	switch root.Rule {
	case "URI-reference":
		if len(root.Children) == 1 {
			return root.Children[0].Rule
		}
	case "URI", "absolute-URI", "relative-ref":
		for _, ch := range root.Children {
			if ch.Rule == "hier-part" || ch.Rule == "relative-part" {
				for _, p := range ch.Children {
					if p.Rule != "authority" {
						return p.Rule
					}
				}
			}
		}
	}
	return root.Rule
}
