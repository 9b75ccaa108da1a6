package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/grammar/abnf"
)

func init() {
	// RFC 2396 §6 states the equivalences of the common syntax ("the scheme
	// and hostname are case insensitive and a URL with an explicit ":port",
	// where the port is the default for the scheme, is equivalent to one
	// where the port is elided"), §2.3 those of escapes; §5.2 step 6 c-f
	// gives the dot-segment rules, offered alone as LevelPath. The text
	// defines no simple string comparison level.
	normalForms[RFC2396] = &normalForm{
		levels: []Level{LevelSyntax, LevelScheme, LevelPath},
		norm:   normalizeRFC2396,
	}
	proseErrata[RFC2396] = proseErrata2396
}

// normalizeRFC2396 computes the normal form of u at level l: syntax (escapes,
// scheme and hostname case), scheme (also the scheme defaults of RFC 1738 §3)
// or path (the dot-segment rules of §5.2 step 6 c-f alone).
func normalizeRFC2396(u *URI, l Level) (string, error) {
	if l == LevelPath {
		v, err := runPhase(u, dotSegmentsPhase2396)
		if err != nil {
			return "", err
		}
		return v.Input, nil
	}
	return ladder(rfc2396Syntax, urlSchemePhases)(u, l)
}

// rfc2396Syntax: §2.3 "Unreserved characters can be escaped without changing
// the semantics of the URI" (unreserved = alphanum | mark), §2.4.1 hex digits
// of either case name one octet (erratum N1); §6 "the scheme and hostname are
// case insensitive" (erratum N2).
var rfc2396Syntax = []phase{
	escapePhase(func(b byte) bool {
		return isAlpha(b) || isDigit(b) || strings.IndexByte("-_.!~*'()", b) >= 0
	}),
	lowerSchemePhase,
	lowerHostnamePhase,
}

// dotSegmentsPhase2396 applies §5.2 step 6 c-f to the path of a hierarchical
// reference: the abs_path of a hier_part or net_path, or the abs_path or
// rel_path of a relativeURI (erratum N4). An opaque_part is left alone. An
// edit whose result would not be a URI-reference any more (":b" from
// "x/../:b") is not made; runPhase drops one that would change the split
// ("b:c" from "a/../b:c").
var dotSegmentsPhase2396 = phase{name: "dot segments", syntax: true, edits: func(u *URI) []edit {
	var path *ast.Node
	for _, container := range []string{"hier-part", "relativeURI"} {
		for _, ch := range childNodes(u.Tree.Find(container)) {
			switch ch.Rule {
			case "abs-path", "rel-path":
				path = ch
			case "net-path":
				path = childNode(ch, "abs-path")
			}
		}
	}
	if path == nil {
		return nil
	}
	p := dotSegments2396(path.Text)
	if p == path.Text {
		return nil
	}
	e := edit{path.Start, path.End, p}
	if _, err := Parse(u.Dialect, applyEdits(u.Input, []edit{e}), WithRule(u.StartRule)); err != nil {
		return nil
	}
	return []edit{e}
}}

var proseErrata2396 = []*abnf.Erratum{
	{ID: "N1", Rule: "escaped", Section: "2.3",
		Text: `§2.3 "Unreserved characters can be escaped without changing the semantics of the URI"; §2.4.2 "If the given URI scheme defines a canonicalization algorithm, then unreserved characters may be unescaped according to that algorithm. For example, "%7e" is sometimes used instead of "~" in an http URL path, but the two are equivalent for an http URL."; §2.4.1 hex = digit | "A" ... "F" | "a" ... "f".`,
		Does: `the syntax level decodes the escapes of unreserved characters (alphanum and "-_.!~*'()") for every scheme and writes the hex digits of the other escapes in upper case; an escape whose decoding would change how the reference splits into components stays escaped.`,
		Why:  `§2.3 states the equivalence without condition; §2.4.2's condition is about when a program may decode, not about what the escape means. "a URI must be separated into its components before the escaped characters within those components can be safely decoded" (§2.4.2). Both hex cases name the same octet; the text prefers none, upper case is that of the other dialects.`},
	{ID: "N2", Rule: "hostname", Section: "6",
		Text: `"the URL <http://www.XEROX.com> is equivalent to <http://www.xerox.com>"; "namely that the scheme and hostname are case insensitive".`,
		Does: `the syntax level writes the scheme and every hostname in lower case; a reg_name keeps its case.`,
		Why:  `the rule names the hostname; §3.2.1 says the structure of a registry-based name "is specific to the URI scheme".`},
	{ID: "N3", Rule: "port", Section: "6",
		Text: `"a URL with an explicit ":port", where the port is the default for the scheme, is equivalent to one where the port is elided"; §3.2.2 "If the port is omitted, the default port number is assumed"; G.3 "systems are expected to handle the case where the ":" separator between host and port is supplied without a port".`,
		Does: `the scheme level (after the syntax level) elides the default ports RFC 1738 §3 gives (ftp 21, http 80, gopher 70, nntp 119, telnet 23, wais 210, prospero 1525) compared as written, an empty port for any scheme, and applies RFC 1738's empty-path and file "localhost" rules (rfc1738 N3).`,
		Why:  `RFC 2396 names no port numbers; §1 leaves the scheme definitions of RFC 1738 in force ("those portions will be updated as separate documents").`},
	{ID: "N4", Rule: "path-segments", Section: "5.2",
		Text: `§5: "these path components are only considered special when resolving a relative-path reference to its absolute form"; Appendix C.2: "parsers must avoid treating "." and ".." as special when they are not complete components of a relative path. /./g = http://a/./g"; §5.2 step 6 c-f, the dot-segment rules of the merge. §6 states no dot-segment equivalence.`,
		Does: `the syntax and scheme levels keep dot segments; the separate level path applies step 6 c-f (not 6g: leading ".." segments stay) to the path of any hierarchical reference, absolute or relative, as java.net.URI.normalize does ("a/./c/../d/f" gives "a/d/f"), and no other rule. An edit that would make the reference split differently or not parse is not made.`,
		Why:  `the text makes "." and ".." special only in resolution, so their removal is no equivalence of §6; the rules themselves are the text's, and the level is offered for comparison with implementations that apply them.`},
}
