package semantic

import (
	"strings"

	rfc3986g "github.com/urispec/urispec/generated/rfc3986"
)

// RFC3986 is RFC 3986 (STD 66), "Uniform Resource Identifier (URI): Generic
// Syntax" (grammar/rfc3986): the ABNF of its Appendix A, the resolution of
// §5.2 to §5.3 and the normalization of §6.2.
//
// Resolve follows §5.2 to §5.3 (WithValidating for the non-strict reading
// of §5.2.2). Normalize: the ladder of §6.2 (string, syntax, its rungs one
// by one, scheme). URI.URL and FromURL: yes, RFC 6874's start rules too.
var RFC3986 = register(&dialect{
	meta: rfc3986g.Meta, auto: rfc3986g.Automaton, tree: rfc3986g.ParseRule,
	scan: scannerRFC3986,
	// §5.2.2: "A non-strict parser may ignore a scheme in the reference
	// if it is identical to the base URI's scheme." RFC 6874's references
	// resolve by the same algorithm (WithRule, erratum R4).
	resolution: resolution{base: "URI", ref: "URI-reference", nonStrict: true, resolve: resolveRFC3986,
		companions: map[string]string{"URI-reference" + suffix6874: "URI" + suffix6874}, section: "§5.3"},
	// §6.2: the comparison ladder, simple string comparison (§6.2.1),
	// syntax-based (§6.2.2, the default) and scheme-based (§6.2.3)
	// normalization; §6.2.4 (protocol-based) needs the network and is not
	// offered. The rungs of §6.2.2 are also offered one by one, §5.2.4 on
	// a bare path, and §6.2.2 restricted to one component (erratum N5).
	normalization: &normalization{
		levels: []Level{LevelSyntax, LevelString, LevelCase, LevelPercent, LevelPath, LevelScheme, LevelRemoveDotSegments,
			LevelSyntaxScheme, LevelSyntaxUserinfo, LevelSyntaxHost, LevelSyntaxPort, LevelSyntaxPath,
			LevelSyntaxQuery, LevelSyntaxFragment},
		norm: normalizeRFC3986,
	},
	recompose: (*recomposer).hier,
})

// rfc3986Rules are RFC 3986's own rule names. Its IPv4address automaton
// tells an IPv4 address from a registered name: "the syntax rule for host is
// ambiguous because it does not completely distinguish between an
// IPv4address and a reg-name", and "first-match-wins" makes a host that is
// an IPv4address one (§3.2.2).
var rfc3986Rules = newHierRules(rfc3986g.Automaton, func(r string) string { return r })

// The syntax-based normalization of RFC 3986 §6.2.2 restricted to one
// component (erratum N5): the component is replaced by its normal form and
// every other byte of the reference (the other components and every
// delimiter) is kept as written. Case normalization (§6.2.2.1) applies to
// the scheme and the host, percent-encoding normalization (§6.2.2.2: escapes
// of unreserved characters decoded, the hex digits of the others in upper
// case) to userinfo, host, path, query and fragment, dot-segment removal
// (§6.2.2.3, after decoding, with the limits of erratum N2) to the path;
// §6.2.2 has no rule for the port, so syntax:port leaves the reference as it
// is. An edit that would make the reference split into other components is
// not made.
const (
	LevelSyntaxScheme   Level = "syntax:scheme"
	LevelSyntaxUserinfo Level = "syntax:userinfo"
	LevelSyntaxHost     Level = "syntax:host"
	LevelSyntaxPort     Level = "syntax:port"
	LevelSyntaxPath     Level = "syntax:path"
	LevelSyntaxQuery    Level = "syntax:query"
	LevelSyntaxFragment Level = "syntax:fragment"
)

// normalizeRFC3986 computes the normal form of u at level l.
func normalizeRFC3986(u *URI, l Level) (string, error) {
	if l == LevelString {
		return u.Input, nil // §6.2.1
	}
	return runPhases(u, phasesRFC3986(l))
}

// phasesRFC3986 are the phases of level l (other than LevelString).
func phasesRFC3986(l Level) []phase {
	var phases []phase
	switch l {
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
	case LevelSyntaxScheme:
		phases = []phase{lowerSchemePhase}
	case LevelSyntaxUserinfo:
		phases = []phase{rfc3986PercentIn(func(c *Components) Span { return c.Userinfo })}
	case LevelSyntaxHost:
		phases = []phase{rfc3986PercentIn(func(c *Components) Span { return c.Host }), rfc3986LowerHost}
	case LevelSyntaxPort:
		// §6.2.2 has no rule for the port (empty and default ports are
		// scheme-based, §6.2.3).
	case LevelSyntaxPath:
		phases = []phase{rfc3986PercentIn(func(c *Components) Span { return c.Path }), rfc3986DotSegments}
	case LevelSyntaxQuery:
		phases = []phase{rfc3986PercentIn(func(c *Components) Span { return c.Query })}
	case LevelSyntaxFragment:
		phases = []phase{rfc3986PercentIn(func(c *Components) Span { return c.Fragment })}
	}
	return phases
}

// rfc3986PercentIn is percent-encoding normalization (§6.2.2.2, with the hex
// case of §6.2.2.1) within one component: escapes of unreserved characters
// decoded, the hex digits of the others in upper case.
func rfc3986PercentIn(component func(c *Components) Span) phase {
	return escapePhaseIn(func(u *URI) Span { return component(&u.Components) }, func(*URI) func(int, byte) bool {
		return func(_ int, b byte) bool { return isUnreserved3986(b) }
	})
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
// IP-literals (IPv6address hex digits, IPvFuture) are hosts too. Two hosts
// keep their case (but for the hex digits of their triplets):
//   - the ZoneID of RFC 6874 (-6874 rules): only the IPv6address before its
//     "%25" is lower-cased (erratum N6);
//   - RFC 3987 §5.3.2.1: "the scheme and US-ASCII only host are case
//     insensitive": a host with a character outside US-ASCII keeps its case
//     (rfc3987 erratum N2; every RFC 3986 host is US-ASCII).
var rfc3986LowerHost = phase{name: "host case", syntax: true, edits: func(u *URI) []edit {
	h := u.Components.Host
	if !h.Defined() {
		return nil
	}
	t := h.In(u.Input)
	if !isASCII(t) {
		return nil
	}
	want := upperEscapes(lowerASCII(t))
	if u.rec.hostKind == IPLiteral {
		if i := strings.Index(t, "%25"); i >= 0 {
			// RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID.
			want = lowerASCII(t[:i]) + upperEscapes(t[i:])
		}
	}
	if want != t {
		return []edit{{h.Start, h.End, want}}
	}
	return nil
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
	p := u.Components.Path
	if !p.Defined() {
		return nil
	}
	text := p.In(u.Input)
	out, climbed := removeDotSegmentsTraced(text)
	c := u.texts()
	relativePath := c.Scheme == nil && c.Authority == nil && !strings.HasPrefix(text, "/")
	switch {
	case out == text:
		return nil
	case relativePath && climbed:
		return nil // e.g. "../g" or "a/../../g": the base decides
	case c.Authority == nil && strings.HasPrefix(out, "//"):
		return nil // §3.3: e.g. "file:/x/..//y" would become "file://y"
	case relativePath && strings.Contains(firstSegment(out), ":"):
		return nil // §4.2: e.g. "./a:b" would become "a:b"
	}
	return []edit{{p.Start, p.End, out}}
}}

// rfc3986RemoveDotSegments is §5.2.4 on the path, literally: the result may
// be another reference ("file:/x/..//y" gives "file://y", "../g" gives "g").
// Only a result that is no reference at all ("a/..//b:c" would give "//b:c",
// whose port is not *DIGIT) leaves the path as written (erratum N2).
var rfc3986RemoveDotSegments = phase{name: "remove_dot_segments", edits: func(u *URI) []edit {
	p := u.Components.Path
	if !p.Defined() {
		return nil
	}
	out := removeDotSegments(p.In(u.Input))
	if out == p.In(u.Input) {
		return nil
	}
	e := edit{p.Start, p.End, out}
	if _, err := Parse(u.Dialect, applyEdits(u.Input, []edit{e}), WithRule(u.StartRule)); err != nil {
		return nil
	}
	return []edit{e}
}}

// rfc3986Scheme is §6.2.3, run after the syntax level (scheme and host are
// in lower case). Erratum N3 says where the default ports come from.
var rfc3986Scheme = []phase{
	// "an explicit ":port", for which the port is empty or the default for
	// the scheme, is equivalent to one where the port and its ":" delimiter
	// are elided and thus should be removed by scheme-based normalization."
	{name: "default port", edits: func(u *URI) []edit {
		port := u.Components.Port
		c := u.texts()
		if !port.Defined() || c.Scheme == nil || *c.Port != "" && !isSchemeDefaultPort(*c.Scheme, *c.Port) {
			return nil
		}
		return []edit{{port.Start - len(":"), port.End, ""}}
	}},
	// "In general, a URI that uses the generic syntax for authority with an
	// empty path should be normalized to a path of "/"."
	{name: "empty path", edits: func(u *URI) []edit {
		p := u.Components.Path
		if u.texts().Scheme == nil || u.texts().Authority == nil || !p.Defined() || p.Start != p.End {
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
		a := u.Components.Authority
		c := u.texts()
		if c.Authority == nil || c.Scheme == nil || *c.Scheme != "file" || *c.Authority != "localhost" {
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
		p := u.Components.Path
		c := u.texts()
		if c.Path == nil || c.Scheme == nil || *c.Scheme != "mailto" || strings.Count(*c.Path, "@") != 1 || strings.Contains(*c.Path, ",") {
			return nil
		}
		at := strings.IndexByte(*c.Path, '@') + 1
		domain := (*c.Path)[at:]
		if !isASCII(domain) {
			return nil // RFC 3987 §5.3.2.1: only a "US-ASCII only host" (erratum N4 of rfc3987)
		}
		if l := upperEscapes(lowerASCII(domain)); l != domain {
			return []edit{{p.Start + at, p.End, l}}
		}
		return nil
	}},
}
