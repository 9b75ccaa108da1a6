package semantic

import "github.com/urispec/urispec/ast"

func init() {
	registerTreeRef(RFC2141, splitRFC2141, typeURN)
}

// splitRFC2141 splits a tree of RFC 2141 (grammar/rfc2141/rfc2141.abnf).
//
// Production is the start rule that matched (URN, NID or NSS): the grammar
// has one production per start rule, URN = "urn:" NID ":" NSS (§2).
//
// Parts are the NID (§2.1) and the NSS (§2.2), in input order.
//
// Components of a URN: Scheme is the "urn" of the leading "urn:" as written
// (§2: "The leading "urn:" sequence is case-insensitive"; the grammar has no
// scheme rule, the literal "urn:" ends with the scheme's ":"), and Path is
// NID ":" NSS, the rest of the URN (Appendix A: "An URN MUST be considered an
// opaque URL by URL resolvers"). Query and Fragment stay nil: RFC 2141 has
// neither, "?" and "#" are reserved characters of the NSS (§2.3, §2.3.2).
// Authority, Userinfo, Host and Port stay nil.
func splitRFC2141(root *ast.Node) Split {
	s := newSplit(root.Rule)
	nid, nss := root.Find("NID"), root.Find("NSS")
	if root.Rule == "URN" {
		s.Components.Scheme = Span{root.Start, root.Start + len("urn")}
		s.Components.Path = Span{nid.Start, nss.End}
	}
	for _, n := range []*ast.Node{nid, nss} {
		if n != nil {
			s.Parts = append(s.Parts, part(n))
		}
	}
	return s
}
