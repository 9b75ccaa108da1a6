package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/grammar/abnf"
)

// The rungs of RFC 3986 §6.2.2 one at a time, and the remove_dot_segments
// routine of §5.2.4 on a bare path (Levels(RFC3986)).
const (
	// LevelCase is RFC 3986 §6.2.2.1 alone: the hex digits of
	// percent-encodings in upper case, scheme and host in lower case.
	LevelCase Level = "case"
	// LevelPercent is RFC 3986 §6.2.2.2 alone: percent-encoded unreserved
	// characters decoded; other percent-encodings are left as written.
	LevelPercent Level = "percent"
	// LevelPath is RFC 3986 §6.2.2.3 alone: remove_dot_segments applied to
	// the path.
	LevelPath Level = "path"
	// LevelRemoveDotSegments is the remove_dot_segments routine of RFC 3986
	// §5.2.4 applied to the path component as it is, without the limits
	// §6.2.2.3 needs to keep the reference the same (erratum N2): for a
	// reference that is only a path, the routine on the input.
	LevelRemoveDotSegments Level = "remove_dot_segments"
)

func init() {
	// RFC 3986 §6.2: the comparison ladder, simple string comparison
	// (§6.2.1), syntax-based (§6.2.2, the default) and scheme-based (§6.2.3)
	// normalization; §6.2.4 (protocol-based) needs the network and is not
	// offered. The rungs of §6.2.2 are also offered one by one, and §5.2.4
	// on a bare path.
	normalForms[RFC3986] = &normalForm{
		levels: []Level{LevelSyntax, LevelString, LevelCase, LevelPercent, LevelPath, LevelScheme, LevelRemoveDotSegments},
		norm:   normalizeRFC3986,
	}
	proseErrata[RFC3986] = rfc3986ProseErrata
}

// normalizeRFC3986 computes the normal form of u at level l.
func normalizeRFC3986(u *URI, l Level) (string, error) {
	var phases []phase
	switch l {
	case LevelString:
		return u.Input, nil // §6.2.1
	case LevelRemoveDotSegments:
		phases = []phase{rfc3986RemoveDotSegments}
	case LevelCase:
		phases = rfc3986Case
	case LevelPercent:
		phases = []phase{rfc3986Percent}
	case LevelPath:
		phases = []phase{rfc3986DotSegments}
	case LevelSyntax:
		phases = rfc3986Syntax
	case LevelScheme:
		phases = append(append([]phase(nil), rfc3986Syntax...), rfc3986Scheme...)
	}
	return runPhases(u, phases)
}

// isUnreserved3986 reports whether b is unreserved = ALPHA / DIGIT / "-" /
// "." / "_" / "~" (RFC 3986 §2.3).
func isUnreserved3986(b byte) bool {
	return isAlpha(b) || isDigit(b) || strings.IndexByte("-._~", b) >= 0
}

// rfc3986Case is §6.2.2.1: "the hexadecimal digits within a
// percent-encoding triplet ... should be normalized to use uppercase
// letters", and "the scheme and host are case-insensitive and therefore
// should be normalized to lowercase".
var rfc3986Case = []phase{escapePhase(nil), lowerSchemePhase, rfc3986LowerHost}

// rfc3986Syntax is §6.2.2: percent-encodings first (§6.2.2.2 decoding with
// the hex case of §6.2.2.1), then the case of scheme and host, so that a
// reg-name that decoding changed is lower-cased as decoded (erratum N1),
// then the dot-segments of §6.2.2.3, so that "%2E%2E" is one (erratum N2).
var rfc3986Syntax = []phase{escapePhase(isUnreserved3986), lowerSchemePhase, rfc3986LowerHost, rfc3986DotSegments}

// rfc3986Percent is §6.2.2.2: "These URIs should be normalized by decoding
// any percent-encoded octet that corresponds to an unreserved character, as
// described in Section 2.3." Other triplets are left as written (their case
// is §6.2.2.1).
var rfc3986Percent = phase{name: "percent-encoding", syntax: true, edits: func(u *URI) []edit {
	var edits []edit
	s := u.Input
	for i := 0; i+2 < len(s); i++ {
		if s[i] != '%' || !isHexDigit(s[i+1]) || !isHexDigit(s[i+2]) {
			continue
		}
		if b := unhex(s[i+1])<<4 | unhex(s[i+2]); isUnreserved3986(b) {
			edits = append(edits, edit{i, i + 3, string(rune(b))})
		}
		i += 2
	}
	return edits
}}

// rfc3986LowerHost writes the host in lower case and the hex digits of its
// percent-encodings in upper case: §6.2.2.1 "the scheme and host are
// case-insensitive"; §3.2.2 "producers and normalizers should use lowercase
// for registered names and hexadecimal addresses for the sake of
// uniformity, while only using uppercase letters for percent-encodings".
// IP-literals (IPv6address hex digits, IPvFuture) are hosts too.
var rfc3986LowerHost = phase{name: "host case", syntax: true, edits: func(u *URI) []edit {
	var edits []edit
	u.Tree.Walk(func(n *ast.Node) bool {
		if n.Rule != "host" {
			return true
		}
		if l := upperEscapes(lowerASCII(n.Text)); l != n.Text {
			edits = append(edits, edit{n.Start, n.End, l})
		}
		return false
	})
	return edits
}}

// rfc3986DotSegments is §6.2.2.3: "URI normalizers should remove
// dot-segments by applying the remove_dot_segments algorithm to the path, as
// described in Section 5.2.4", where the result is the path of the same
// reference (erratum N2):
//   - a URI, a network-path or an absolute-path reference: the removal §5.2.2
//     makes itself (T.path = remove_dot_segments(R.path));
//   - a relative-path reference: only when the removal does not depend on the
//     base it will be merged with (no ".." above the reference's own first
//     segment);
//   - never when the path would not fit the reference: without an authority
//     a path cannot begin with "//" (§3.3), and the first segment of a
//     relative-path reference cannot contain ":" (§4.2).
var rfc3986DotSegments = phase{name: "dot-segments", syntax: true, edits: func(u *URI) []edit {
	p := rfc3986PathNode(u.Tree)
	if p == nil {
		return nil
	}
	out, climbed := removeDotSegmentsTraced(p.Text)
	c := u.Components
	relativePath := c.Scheme == nil && c.Authority == nil && !strings.HasPrefix(p.Text, "/")
	switch {
	case out == p.Text:
		return nil
	case relativePath && climbed:
		return nil // e.g. "../g" or "a/../../g": the base decides
	case c.Authority == nil && strings.HasPrefix(out, "//"):
		return nil // §3.3: e.g. "file:/x/..//y" would become "file://y"
	case relativePath && strings.Contains(strings.SplitN(out, "/", 2)[0], ":"):
		return nil // §4.2: e.g. "./a:b" would become "a:b"
	}
	return []edit{{p.Start, p.End, out}}
}}

// rfc3986RemoveDotSegments is §5.2.4 on the path, literally: the result may
// be another reference ("file:/x/..//y" gives "file://y", "../g" gives "g").
// Only a result that is no reference at all ("a/..//b:c" would give "//b:c",
// whose port is not *DIGIT) leaves the path as written (erratum N2).
var rfc3986RemoveDotSegments = phase{name: "remove_dot_segments", edits: func(u *URI) []edit {
	p := rfc3986PathNode(u.Tree)
	if p == nil {
		return nil
	}
	out := removeDotSegments(p.Text)
	if out == p.Text {
		return nil
	}
	e := edit{p.Start, p.End, out}
	if _, err := Parse(u.Dialect, applyEdits(u.Input, []edit{e}), WithRule(u.StartRule)); err != nil {
		return nil
	}
	return []edit{e}
}}

// rfc3986PathNode returns the node of the path component: the path rule
// under hier-part or relative-part (§3.3), or nil.
func rfc3986PathNode(root *ast.Node) *ast.Node {
	part := root.Find("hier-part")
	if part == nil {
		part = root.Find("relative-part")
	}
	for _, ch := range childNodes(part) {
		if strings.HasPrefix(ch.Rule, "path-") {
			return ch
		}
	}
	return nil
}

// rfc3986Scheme is §6.2.3, run after the syntax level (scheme and host are
// in lower case). Erratum N3 says where the default ports come from.
var rfc3986Scheme = []phase{
	// "an explicit ":port", for which the port is empty or the default for
	// the scheme, is equivalent to one where the port and its ":" delimiter
	// are elided and thus should be removed by scheme-based normalization."
	{name: "default port", edits: func(u *URI) []edit {
		port := u.Tree.Find("port")
		c := u.Components
		if port == nil || c.Scheme == nil || port.Text != "" && port.Text != rfc1738Schemes[*c.Scheme].port {
			return nil
		}
		return []edit{{port.Start - len(":"), port.End, ""}}
	}},
	// "In general, a URI that uses the generic syntax for authority with an
	// empty path should be normalized to a path of "/"."
	{name: "empty path", edits: func(u *URI) []edit {
		p := rfc3986PathNode(u.Tree)
		if u.Components.Scheme == nil || u.Components.Authority == nil || p == nil || p.Text != "" {
			return nil
		}
		return []edit{{p.Start, p.End, "/"}}
	}},
	// "When a scheme defines a default for authority and a URI reference to
	// that default is desired, the reference should be normalized to an empty
	// authority"; §3.2.2: "the "file" URI scheme is defined so that no
	// authority, an empty host, and "localhost" all mean the end-user's
	// machine". "If, however, either the userinfo or port subcomponents are
	// non-empty, then the host should be given explicitly": only an authority
	// that is the host "localhost" alone is emptied.
	{name: "file localhost", edits: func(u *URI) []edit {
		a := u.Tree.Find("authority")
		c := u.Components
		if a == nil || c.Scheme == nil || *c.Scheme != "file" || a.Text != "localhost" {
			return nil
		}
		return []edit{{a.Start, a.End, ""}}
	}},
	// "URI schemes that define a subcomponent of path to contain an Internet
	// hostname, such as the "mailto" URI scheme, cause that subcomponent to
	// be case-insensitive and thus subject to case normalization (e.g.,
	// "mailto:Joe@Example.COM" is equivalent to "mailto:Joe@example.com"
	// ...)" (erratum N4).
	{name: "mailto domain", edits: func(u *URI) []edit {
		p := rfc3986PathNode(u.Tree)
		c := u.Components
		if p == nil || c.Scheme == nil || *c.Scheme != "mailto" || strings.Count(p.Text, "@") != 1 || strings.Contains(p.Text, ",") {
			return nil
		}
		at := strings.IndexByte(p.Text, '@') + 1
		domain := p.Text[at:]
		if l := upperEscapes(lowerASCII(domain)); l != domain {
			return []edit{{p.Start + at, p.End, l}}
		}
		return nil
	}},
}

// rfc3986ProseErrata are the readings of RFC 3986 §6 (ProseErrata).
var rfc3986ProseErrata = []*abnf.Erratum{
	{ID: "N1", Rule: "host", Section: "6.2.2.1",
		Text: `"the scheme and host are case-insensitive and therefore should be normalized to lowercase"; §3.2.2 "producers and normalizers should use lowercase for registered names and hexadecimal addresses ..., while only using uppercase letters for percent-encodings"; §6.2.2 lists case, percent-encoding and dot-segment normalization without an order.`,
		Does: `lower-cases the whole host (reg-name, IPv4address, IPv6address hex digits, IPvFuture), hex digits of its percent-encodings upper case; decodes percent-encoded unreserved characters first, so "HTTP://%45XAMPLE.%43Om" gives "http://example.com".`,
		Why:  `the host is case-insensitive whatever its kind; a decoded letter is the same letter (§2.3: such URIs "are equivalent"), so it is lower-cased like the others; decoding "%2E" before removing dot-segments lets "%2E%2E" act as the ".." it is equivalent to.`},
	{ID: "N2", Rule: "path", Section: "6.2.2.3",
		Text: `"URI normalizers should remove dot-segments by applying the remove_dot_segments algorithm to the path, as described in Section 5.2.4."; §6.1 "comparison methods are designed to minimize false negatives while strictly avoiding false positives" and "applications should not directly compare relative references".`,
		Does: `applies remove_dot_segments to the path of a URI and of a network-path or absolute-path reference; of a relative-path reference only when no ".." climbs above its first segment ("./def" gives "def", "../g" and "a/../../g" stay); and not at all when the result would be another reference: a path without authority that would begin with "//" ("file:/x/..//y" stays, not "file://y"), or a relative path whose first segment would contain ":" ("./a:b" stays). The level remove_dot_segments is the routine without these limits ("../g" gives "g", "file:/x/..//y" gives "file://y"), except that a result that is no URI reference at all ("a/..//b:c" would give "//b:c") leaves the path as written.`,
		Why:  `§3.3 forbids a path beginning with "//" without an authority and §4.2 a colon in the first segment of a relative-path reference, so the literal result is not the same reference and would make different URIs equivalent; for a relative-path reference §5.2.3 merges the path with the base first, so only removals that the base cannot affect keep its target.`},
	{ID: "N3", Rule: "port", Section: "6.2.3",
		Text: `"an explicit ":port", for which the port is empty or the default for the scheme, is equivalent to one where the port and its ":" delimiter are elided"; the only default named is http's "80" (§3.2.3, §6.2.3).`,
		Does: `the scheme level elides an empty port for every scheme and the default ports of RFC 1738 §3 (ftp 21, http 80, gopher 70, nntp 119, telnet 23, wais 210, prospero 1525), compared as written ("080" stays); writes an empty path after an authority as "/" for every scheme; writes "file://localhost" as "file://".`,
		Why:  `§6.2.3 defers to "the defining specification for each scheme"; RFC 3986 "Updates: 1738" and its §1 leaves the scheme definitions of RFC 1738 in force until they are "updated as separate documents"; the empty-path rule is stated "In general"; §3.2.2 gives the file default.`},
	{ID: "N4", Rule: "path", Section: "6.2.3",
		Text: `"e.g., "mailto:Joe@Example.COM" is equivalent to "mailto:Joe@example.com", even though the generic syntax considers the path component to be case-sensitive".`,
		Does: `the scheme level lower-cases what follows the "@" of a mailto path that has exactly one "@" and no ","; other mailto paths are left as written.`,
		Why:  `the example states the rule for one address; the syntax of lists of addresses belongs to the mailto scheme's own specification, which is not part of this text.`},
}
