package semantic

import "github.com/urispec/urispec/ast"

func init() {
	registerTreeRef(RFC2141bis03, splitrfc2141bis03, typeURN)
}

// rfc2141bis03Parts are the rules of grammar/rfc2141bis-03/rfc2141bis-03.abnf
// reported as Parts: the "urn" scheme token, NID and NSS (§2), the keywd and
// value of each query directive (§2.3), and the fragment (§2.4).
var rfc2141bis03Parts = map[string]bool{
	"scheme": true, "NID": true, "NSS": true, "keywd": true, "value": true, "fragment": true,
}

// splitrfc2141bis03 splits a tree of draft-ietf-urnbis-rfc2141bis-urn-03.
//
// Production is the start rule that matched: the grammar has one production
// per start rule (URI = scheme ":" urn-path [ "?" urn-query ] [ "#" fragment ],
// §2 with errata E1, E2), so there is no choice below it to report.
//
// Components: Scheme is "urn" as written (§2: case-insensitive), Path the
// urn-path NID ":" NSS (§2), Query the urn-query (§2.3), Fragment the fragment
// (§2.4). A URN has no authority (§2.5.1: "the <authority> part, which is
// absent in URNs"), so Authority, Userinfo, Host and Port stay nil.
func splitrfc2141bis03(root *ast.Node) Split {
	s := newSplit(root.Rule)
	s.Components.Scheme = span(root.Find("scheme"))
	s.Components.Path = span(root.Find("urn-path"))
	s.Components.Query = span(root.Find("urn-query"))
	s.Components.Fragment = span(root.Find("fragment"))
	root.Walk(func(n *ast.Node) bool {
		if rfc2141bis03Parts[n.Rule] {
			s.Parts = append(s.Parts, part(n))
		}
		return true
	})
	return s
}
