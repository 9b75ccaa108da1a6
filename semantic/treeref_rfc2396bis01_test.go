package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
)

func init() {
	registerTreeRef(RFC2396bis01, splitrfc2396bis01, typeHier)
}

// splitrfc2396bis01 extracts the components of a
// draft-fielding-uri-rfc2396bis-01 tree (start rules URI-reference,
// absolute-URI, relative-URI, absolute-URI-reference): the four main
// components of §3 (scheme, authority, path, query) and the fragment of
// §4.1, with the userinfo, host and port of a server-based authority
// (§3.2.2). The split is the one of Appendix B, "the test oracle" of §4.3.
//
// Parts are, in input order: the opaque-part of an opaque URI; the kind of
// the authority, as the rule that matched it (reg-name, or the host's
// IPv6reference, IPv4address or hostname); and the rel-segment and every
// segment of the path.
func splitrfc2396bis01(root *ast.Node) Split {
	s := newSplit(productionBis01(root))
	c := &s.Components

	c.Scheme = span(root.Find("scheme"))
	c.Fragment = span(root.Child("fragment"))
	if o := root.Find("opaque-part"); o != nil {
		// §3 opaque-part = uric-no-slash *uric has no query of its own, but
		// Appendix B ($5, $7) ends the path at the first "?" of any
		// reference: the rest is the query.
		c.Path = span(o)
		if i := strings.IndexByte(o.Text, '?'); i >= 0 {
			c.Path.End = o.Start + i
			c.Query = Span{o.Start + i + 1, o.End}
		}
	}
	// §3 hier-part and §5 relative-URI: [ net-path / abs-path / rel-path ]
	// [ "?" query ].
	container := root.Find("hier-part")
	if container == nil {
		container = root.Find("relative-URI")
	}
	if container != nil {
		for _, ch := range container.Children {
			switch ch.Rule {
			case "net-path":
				// §3 net-path = "//" authority [ abs-path ]
				splitAuthorityBis01(c, ch.Child("authority"))
				if p := ch.Child("abs-path"); p != nil {
					c.Path = span(p)
				}
			case "abs-path", "rel-path":
				c.Path = span(ch)
			case "query":
				c.Query = span(ch)
			}
		}
	}
	if !c.Path.Defined() {
		// §5.2: "the path component is never undefined, though it may be
		// empty": after the authority or the scheme's ":", or at the start.
		at := root.Start
		switch {
		case c.Authority.Defined():
			at = c.Authority.End
		case c.Scheme.Defined():
			at = c.Scheme.End + len(":")
		}
		c.Path = Span{at, at}
	}

	root.Walk(func(n *ast.Node) bool {
		switch n.Rule {
		case "opaque-part", "reg-name", "IPv4address", "hostname", "rel-segment", "segment":
			s.Parts = append(s.Parts, part(n))
		case "IPv6reference":
			// The host kind; an IPv4address inside it (ls32) is not one.
			s.Parts = append(s.Parts, part(n))
			return false
		}
		return true
	})
	return s
}

// splitAuthorityBis01 fills the authority and, for a server (§3.2.2
// server = [ [ userinfo "@" ] hostport ]), its userinfo, host and port. A
// reg-name (§3.2.1) and an empty server have none of the three.
func splitAuthorityBis01(c *Components, a *ast.Node) {
	c.Authority = span(a)
	srv := a.Child("server")
	// userinfo is undefined without its "@" and present, maybe empty, with it.
	c.Userinfo = span(srv.Child("userinfo"))
	hp := srv.Child("hostport")
	// The host of an IPv6reference keeps its brackets (the host rule).
	c.Host = span(hp.Child("host"))
	// port = *DIGIT: present, maybe empty, when its ":" is.
	c.Port = span(hp.Child("port"))
}

// productionBis01 names the rule below the start rule: absolute-URI or
// relative-URI for a URI-reference (the empty reference and a lone fragment
// are an empty relative-URI), absolute-URI for an absolute-URI-reference,
// hier-part or opaque-part for an absolute-URI, and net-path, abs-path or
// rel-path for a relative-URI. A relative-URI without a path (only a query,
// or empty) is named relative-URI itself.
func productionBis01(root *ast.Node) string {
	for _, ch := range root.Children {
		switch ch.Rule {
		case "scheme", "fragment", "query":
		default:
			return ch.Rule
		}
	}
	return root.Rule
}
