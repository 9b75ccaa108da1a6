package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
)

func init() { splitters[string(RFC1808)] = splitRFC1808 }

// span1808 is one component found by the parse of RFC 1808 §2.4: its text
// without delimiter, and whether its delimiter was present.
type span1808 struct {
	defined    bool
	start, end int
	text       string
}

func (p span1808) ptr() *string {
	if !p.defined {
		return nil
	}
	return str(p.text)
}

// parts1808 are the six components of RFC 1808 §2.1,
// <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>, as §2.4 breaks a
// URL down. path keeps its preceding slash (§2.4.6) and is always defined.
type parts1808 struct {
	scheme, netLoc, path, params, query, fragment span1808
}

// parse1808 is RFC 1808 §2.4, "the parsing rules for breaking down a URL
// (relative or absolute) into the component parts described in Section 2.1",
// applied in the order given. noScheme skips §2.4.2, for a text already known
// to be a relativeURL.
func parse1808(s string, noScheme bool) parts1808 {
	var p parts1808
	lo, hi := 0, len(s) // the parse string is s[lo:hi]
	// cut is the component after the delimiter at s[at] up to the end of
	// the parse string.
	cut := func(at int) span1808 {
		return span1808{defined: true, start: at + 1, end: hi, text: s[at+1 : hi]}
	}
	// §2.4.1 "If the parse string contains a crosshatch "#" character, then
	// the substring after the first (left-most) crosshatch "#" and up to the
	// end of the parse string is the <fragment> identifier. ... The matched
	// substring, including the crosshatch character, is removed".
	if i := strings.IndexByte(s, '#'); i >= 0 {
		p.fragment = cut(i)
		hi = i
	}
	// §2.4.2 "If the parse string contains a colon ":" after the first
	// character and before any characters not allowed as part of a scheme
	// name (i.e., any not an alphanumeric, plus "+", period ".", or hyphen
	// "-"), the <scheme> of the URL is the substring of characters up to but
	// not including the first colon."
	if !noScheme {
		i := lo
		for i < hi && (isAlpha(s[i]) || isDigit(s[i]) || strings.IndexByte("+.-", s[i]) >= 0) {
			i++
		}
		if i > lo && i < hi && s[i] == ':' {
			p.scheme = span1808{defined: true, start: lo, end: i, text: s[lo:i]}
			lo = i + 1
		}
	}
	// §2.4.3 "If the parse string begins with a double-slash "//", then the
	// substring of characters after the double-slash and up to, but not
	// including, the next slash "/" character is the network location/login
	// (<net_loc>) of the URL. If no trailing slash "/" is present, the entire
	// remaining parse string is assigned to <net_loc>."
	if strings.HasPrefix(s[lo:hi], "//") {
		end := hi
		if j := strings.IndexByte(s[lo+2:hi], '/'); j >= 0 {
			end = lo + 2 + j
		}
		p.netLoc = span1808{defined: true, start: lo + 2, end: end, text: s[lo+2 : end]}
		lo = end
	}
	// §2.4.4 "If the parse string contains a question mark "?" character,
	// then the substring after the first (left-most) question mark "?" and
	// up to the end of the parse string is the <query> information."
	if i := strings.IndexByte(s[lo:hi], '?'); i >= 0 {
		p.query = cut(lo + i)
		hi = lo + i
	}
	// §2.4.5 "If the parse string contains a semicolon ";" character, then
	// the substring after the first (left-most) semicolon ";" and up to the
	// end of the parse string is the parameters (<params>)."
	if i := strings.IndexByte(s[lo:hi], ';'); i >= 0 {
		p.params = cut(lo + i)
		hi = lo + i
	}
	// §2.4.6 "After the above steps, all that is left of the parse string is
	// the URL <path> and the slash "/" that may precede it. ... Often this is
	// done by simply storing the preceding slash along with the path."
	p.path = span1808{defined: true, start: lo, end: hi, text: s[lo:hi]}
	return p
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
	s := Split{Production: production1808(root)}
	p := parse1808(root.Text, root.Rule == "relativeURL")
	s.Components = Components{
		Scheme:    p.scheme.ptr(),
		Authority: p.netLoc.ptr(),
		Path:      p.path.ptr(),
		Query:     p.query.ptr(),
		Fragment:  p.fragment.ptr(),
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
