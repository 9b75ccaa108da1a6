package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
)

func init() {
	registerTreeRef(RFC1808, splitRFC1808, typeRFC1808)
}

// splitRFC1808 extracts the components of an RFC 1808 tree (start rules URL,
// absoluteURL, relativeURL, generic-RL) by the parse of §2.4, which the RFC
// gives "to clarify the generic-RL syntax of Section 2.2 and to describe the
// algorithm for resolving relative URLs": it applies to every URL, so an
// absoluteURL of the second form (scheme ":" *( uchar | reserved )) is
// broken down too. The grammar and §2.4 agree wherever the grammar gives the
// components (the PEG follows §2.4's order).
//
//   - Scheme: §2.4.2 (never for the start rule relativeURL).
//   - Authority is the <net_loc>, defined when "//" begins what follows the
//     scheme (§2.4.3). RFC 1808 does not break it down ("network location
//     and login information, as per Section 3.1 of RFC 1738"): Userinfo,
//     Host and Port stay undefined.
//   - Path is the <path> "and the slash "/" that may precede it" (§2.4.6),
//     never undefined, maybe empty; the <params> are not part of it ("do not
//     form a part of the URL path", §4) and are the Part params.
//   - Query and Fragment are defined when their "?" and "#" are present.
//     §2.4.4 and §2.4.1 call an absent one "empty"; the resolver treats both
//     alike (resolve_rfc1808.go).
//
// Parts are, in input order, the net-loc (§2.4.3) when its "//" is present
// and the params (§2.4.5) when their ";" is.
func splitRFC1808(root *ast.Node) Split {
	s := newSplit(production1808(root))
	p := parse1808(root.Text, root.Rule == "relativeURL")
	s.Components = Components{
		Scheme:    p.scheme.span(),
		Authority: p.netLoc.span(),
		Userinfo:  Undefined,
		Host:      Undefined,
		Port:      Undefined,
		Path:      p.path.span(),
		Query:     p.query.span(),
		Fragment:  p.fragment.span(),
	}
	if p.netLoc.defined {
		s.Parts = append(s.Parts, Part{Rule: "net-loc", Text: p.netLoc.text, Start: p.netLoc.start, End: p.netLoc.end})
	}
	if p.params.defined {
		s.Parts = append(s.Parts, Part{Rule: "params", Text: p.params.text, Start: p.params.start, End: p.params.end})
	}
	return s
}

// production1808 names the rule below the start rule: absoluteURL or
// relativeURL for a URL; generic-RL for an absoluteURL of that form, or
// absoluteURL itself for the second form (scheme ":" *( uchar | reserved ));
// net-path, abs-path or rel-path for a relativeURL; relativeURL for a
// generic-RL.
func production1808(root *ast.Node) string {
	for _, ch := range root.Children {
		switch ch.Rule {
		case "scheme", "fragment":
		default:
			return ch.Rule
		}
	}
	return root.Rule
}

// typeRFC1808 types an RFC 1808 URL from the §2.4 parse of its split: the
// grammar's net_loc is opaque (§2.1), so it has no user, host or port.
func typeRFC1808(b *typer, root *ast.Node) {
	t := b.t
	p := parse1808(root.Text, root.Rule == "relativeURL")
	at := func(s span1808) *Text {
		if !s.defined {
			return nil
		}
		return b.span(root.Start+s.start, root.Start+s.end)
	}
	t.Scheme, t.Authority, t.Query, t.Fragment = at(p.scheme), at(p.netLoc), at(p.query), at(p.fragment)
	if pt := at(p.path); pt != nil {
		// §2.2 path = fsegment *( "/" segment ), after the "/" of an abs_path.
		t.Path = &Path{Text: *pt}
		lo := pt.Start
		if strings.HasPrefix(pt.Raw, "/") {
			lo++
		}
		if lo < pt.End {
			t.Path.Segments = b.splitSegments(lo, pt.End, '/')
		}
		if pr := at(p.params); pr != nil {
			// §2.2 params = param *( ";" param )
			for _, s := range b.splitSegments(pr.Start, pr.End, ';') {
				t.Path.Params = append(t.Path.Params, s.Text)
			}
		}
	}
}
