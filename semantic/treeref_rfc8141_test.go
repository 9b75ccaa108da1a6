package semantic

import "github.com/urispec/urispec/ast"

func init() {
	registerTreeRef(RFC8141, splitRFC8141, typeURN)
}

// rfc8141Parts are the rules of grammar/rfc8141/rfc8141.abnf reported as
// Parts: the NID and NSS of the assigned-name and the three optional
// components (§2, §2.3).
var rfc8141Parts = map[string]bool{
	"NID": true, "NSS": true, "r-component": true, "q-component": true, "f-component": true,
}

// splitRFC8141 splits a tree of RFC 8141 (grammar/rfc8141/rfc8141.abnf).
//
// Production is the start rule that matched: the grammar has one production
// per start rule (namestring = assigned-name [ rq-components ] [ "#"
// f-component ], §2).
//
// Parts are NID, NSS, r-component, q-component and f-component, in input
// order; an absent component has no Part. Where the grammar parses an
// r-component followed by "?=" two ways, the r-component ends at the "?="
// that begins a q-component (§2.3.1, grammar erratum E2).
//
// Components: Scheme is the "urn" of the assigned-name as written (the
// grammar has no scheme rule; RFC 3986 §3.1 scheme names are
// case-insensitive); Path is NID ":" NSS; Query is the q-component, which
// "has the same syntax as the URI query component but is introduced by "?=""
// (§2.3.2); Fragment is the f-component, which "has the same syntax as the
// URI fragment component" (§2.3.3). The r-component "has no syntactic
// counterpart in any other known URI scheme" (§2.3.1) and is a Part only.
// Authority, Userinfo, Host and Port stay nil.
func splitRFC8141(root *ast.Node) Split {
	s := newSplit(root.Rule)
	if a := root.Find("assigned-name"); a != nil {
		nid, nss := a.Find("NID"), a.Find("NSS")
		s.Components.Scheme = Span{a.Start, a.Start + len("urn")}
		s.Components.Path = Span{nid.Start, nss.End}
	}
	s.Components.Query = span(root.Find("q-component"))
	s.Components.Fragment = span(root.Find("f-component"))
	root.Walk(func(n *ast.Node) bool {
		if rfc8141Parts[n.Rule] {
			s.Parts = append(s.Parts, part(n))
		}
		return true
	})
	return s
}
