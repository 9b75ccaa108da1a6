package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
)

// The normalizations of the four URL dialects, as phases (normalize.go).

// urlDraft1993Syntax: "a percent sign "%" followed by two hexadecimal digits
// (0-9, A-F) giving the ISO Latin 1 code for that character"
// (§Encoding-prohibited-characters): the hex digits name a code, so their
// case is immaterial (erratum N2). The draft says nothing of the case of
// schemes or hosts, nor which encoded characters may be decoded.
var urlDraft1993Syntax = []phase{escapePhase(nil)}

// urlDraft1993Scheme: §Gopher "If the type character and selector are
// omitted, the type defaults to "1"." The draft gives no default port number
// (§Internet-protocol-parts only says the port is given "if it is not the
// default number for the protocol"; erratum N1).
var urlDraft1993Scheme = []phase{{name: "gopher type", edits: func(u *URI) []edit {
	g := u.Tree.Find("gopheraddress")
	if g == nil || childNode(g, "gtype") != nil {
		return nil
	}
	hp := childNode(g, "hostport")
	// gopheraddress = "gopher://" hostport [ "/" gtype [ selector ] ] [ "?" search ]
	return []edit{{hp.End, hp.End, "/1"}}
}}}

// rfc1738Syntax: §2.1 "programs interpreting URLs should treat upper case
// letters as equivalent to lower case in scheme names" (and §5: ";schemes
// are in lower case; interpreters should use case-ignore"); §2.2 "the
// characters "abcdef" may also be used in hexadecimal encodings" and
// "Usually a URL has the same interpretation when an octet is represented by
// a character and when it encoded. However, this is not true for reserved
// characters", with "only alphanumerics, the special characters
// "$-_.+!*'()," and reserved characters used for their reserved purposes may
// be used unencoded" (erratum N1). RFC 1738 says nothing of host case
// (erratum N2).
var rfc1738Syntax = []phase{
	escapePhase(func(b byte) bool {
		return isAlpha(b) || isDigit(b) || strings.IndexByte("$-_.+!*'(),", b) >= 0
	}),
	lowerSchemePhase,
}

// urlSyntax05Syntax: §2.3 "Unreserved characters can be escaped without
// changing the semantics of the URL" and §2.4.2 "It is safe to unescape these
// within the body of a URL" (unreserved = alphanum | mark); §2.4.1 hex digits
// of either case name the same octet (erratum N2); §4.1 "programs
// interpreting URLs should treat upper case letters as equivalent to lower
// case in scheme names"; §6 "host names used in URLs are actually case
// insensitive".
var urlSyntax05Syntax = []phase{
	escapePhase(func(b byte) bool {
		return isAlpha(b) || isDigit(b) || strings.IndexByte("$-_.!~*'(),", b) >= 0
	}),
	lowerSchemePhase,
	lowerHostnamePhase,
}

// rfc2396bis01Syntax is §6.2.2 in its order: escapes (§6.2.2.2: upper-case
// hex digits, "strongly encouraged"; unescaping "as described in Section
// 2.3", which names ALPHA, DIGIT, underscore and tilde as safe, erratum N2),
// case (§6.2.2.1 "the scheme and hostname are case insensitive and therefore
// can be normailized to lowercase", erratum N1) after the escapes so that a
// registry name that unescaping turns into a hostname is lower-cased too,
// and path segments (§6.2.2.3, erratum N3).
var rfc2396bis01Syntax = []phase{
	escapePhase(func(b byte) bool { return isAlpha(b) || isDigit(b) || b == '_' || b == '~' }),
	lowerSchemePhase,
	lowerHostnamePhase,
	{name: "dot segments", syntax: true, edits: dotSegmentsBis01},
}

// dotSegmentsBis01 is rfc2396bis-01 §6.2.2.3: the complete path segments "."
// and ".." "should not appear in absolute URI paths; if they are found, they
// can be removed by splitting the URI just after the "/" that starts the
// path, using the left half as the base URI and the right as a relative
// reference, and normalizing the URI by merging the two in in accordance
// with the relative URI processing algorithm (Section 5)". With the path
// "/" of the left half as base path, §5.2 gives T.path = merge("/", rest)
// for the rest of the path; the query and fragment of the right half are
// the reference's, so they stay as they are. Leading ".." segments are
// retained (merge step 7, as Appendix C.2 prints them; erratum N3).
func dotSegmentsBis01(u *URI) []edit {
	if u.Components.Scheme == nil {
		return nil // "absolute URI paths" only (§6.1: compare absolute forms)
	}
	hp := u.Tree.Find("hier-part")
	var abs *ast.Node
	for _, ch := range childNodes(hp) {
		switch ch.Rule {
		case "abs-path":
			abs = ch
		case "net-path":
			abs = childNode(ch, "abs-path")
		}
	}
	if abs == nil {
		return nil // no path, or the opaque-part of a non-hierarchical URI
	}
	path, err := merge("/", abs.Text[len("/"):], RetainLeadingDots)
	if err != nil || path == abs.Text {
		return nil // RetainLeadingDots never fails
	}
	return []edit{{abs.Start, abs.End, path}}
}

// schemeRule is what RFC 1738 §3 states of a scheme it defines: the default
// port ("If :<port> is omitted, the port defaults to ..."), the path an
// empty one stands for, and whether "localhost" is the empty host.
type schemeRule struct {
	port string
	// emptyPath replaces an empty path; with slashIsEmpty also a path "/".
	emptyPath    string
	slashIsEmpty bool
	localhost    bool
}

// rfc1738Schemes are the schemes RFC 1738 §3 defines with a rule the scheme
// level applies, each with the section that gives it. rfc2396bis-01 §6.2.3
// and url-syntax-05 §6 defer the equivalences to "the defining specification
// for each scheme", and both leave those of RFC 1738 in force (url-syntax-05
// and rfc2396bis-01 §1: "It excludes those portions of RFC 1738 that defined
// the specific syntax of individual URL schemes; those portions will be
// updated as separate documents"; erratum N4 of rfc2396bis-01, N3 of
// url-syntax-05). rfc1738-zh.txt is a translation; the quotes are the words
// of RFC 1738 it renders, as in grammar/rfc1738.
var rfc1738Schemes = map[string]schemeRule{
	// §3.2 "If :<port> is omitted, the port defaults to 21."
	"ftp": {port: "21"},
	// §3.3 "If :<port> is omitted, the port defaults to 80" (rfc2396bis-01
	// §6.2.3: "the default TCP port for HTTP (port 80)"); "If neither <path>
	// nor <searchpart> is present, the "/" may also be omitted."
	"http": {port: "80", emptyPath: "/"},
	// §3.4.1 "If :<port> is omitted, the port defaults to 70"; "The
	// <gopher-path> may also be entirely empty, in which case the delimiting
	// "/" is also optional and the <gophertype> defaults to "1"."
	"gopher": {port: "70", emptyPath: "/1", slashIsEmpty: true},
	// §3.7 "If :<port> is omitted, the port defaults to 119."
	"nntp": {port: "119"},
	// §3.8 "the final "/" character may be omitted. If :<port> is omitted,
	// the port defaults to 23."
	"telnet": {port: "23", emptyPath: "/"},
	// §3.9 "If :<port> is omitted, the port defaults to 210."
	"wais": {port: "210"},
	// §3.11 "If :<port> is omitted, the port defaults to 1525."
	"prospero": {port: "1525"},
	// §3.10 "As a special case, <host> can be the string "localhost" or the
	// empty string; this is interpreted as `the machine from which the URL
	// is being interpreted'." (rfc2396bis-01 §3.2.2: "the "file" URI scheme
	// defaults to "localhost"").
	"file": {localhost: true},
}

// urlSchemePhases are the scheme level of rfc1738, url-syntax-05 and
// rfc2396bis-01, run after their syntax level (the scheme is in lower case).
var urlSchemePhases = []phase{
	// url-syntax-05 §6 and rfc2396bis-01 §6.2.3: "a URL with an explicit
	// ":port", where the port is the default for the scheme, is equivalent to
	// one where the port is elided". An empty port (url-syntax-05 and
	// rfc2396bis-01: port = *digit) gives no port number, and "If the port
	// is omitted, the default port number is assumed" (url-syntax-05 §4.3.1;
	// rfc2396bis-01 §3.2.2 "If no explicit port number is given, the default
	// port number, as defined by the URI scheme, is assumed"), so it is
	// elided for every scheme (url-syntax-05 §F.3; rfc2396bis-01 §6.2.3 for
	// http: "an empty port component as being equivalent to the default TCP
	// port").
	{name: "default port", edits: func(u *URI) []edit {
		_, end, ok := authoritySpan(u)
		c := u.Components
		if !ok || c.Port == nil || *c.Port != "" && *c.Port != rfc1738Schemes[*c.Scheme].port {
			return nil
		}
		colon := end - len(*c.Port) - len(":")
		if u.Input[colon] != ':' {
			return nil
		}
		return []edit{{colon, end, ""}}
	}},
	{name: "empty path", edits: func(u *URI) []edit {
		_, end, ok := authoritySpan(u)
		if !ok {
			return nil
		}
		r := rfc1738Schemes[*u.Components.Scheme]
		stop := len(u.Input)
		if f := u.Components.Fragment; f != nil {
			stop -= len("#") + len(*f)
		}
		// Neither a path nor a search part (a query) follows the host.
		if tail := u.Input[end:stop]; r.emptyPath == "" || tail != "" && !(r.slashIsEmpty && tail == "/") {
			return nil
		}
		return []edit{{end, stop, r.emptyPath}}
	}},
	{name: "localhost", edits: func(u *URI) []edit {
		start, end, ok := authoritySpan(u)
		if !ok || !rfc1738Schemes[*u.Components.Scheme].localhost || *u.Components.Authority != "localhost" {
			return nil
		}
		return []edit{{start, end, ""}}
	}},
}

// authoritySpan returns the span of the authority (site, login) of an
// absolute form scheme "://" authority ..., or ok == false when u has none.
func authoritySpan(u *URI) (start, end int, ok bool) {
	c := u.Components
	if c.Scheme == nil || c.Authority == nil || !strings.HasPrefix(u.Input[len(*c.Scheme):], "://") {
		return 0, 0, false
	}
	start = len(*c.Scheme) + len("://")
	end = start + len(*c.Authority)
	if end > len(u.Input) || u.Input[start:end] != *c.Authority {
		return 0, 0, false
	}
	return start, end, true
}

func childNodes(n *ast.Node) []*ast.Node {
	if n == nil {
		return nil
	}
	return n.Children
}

// childNode returns the first child of n named rule, or nil.
func childNode(n *ast.Node, rule string) *ast.Node {
	for _, ch := range childNodes(n) {
		if ch.Rule == rule {
			return ch
		}
	}
	return nil
}
