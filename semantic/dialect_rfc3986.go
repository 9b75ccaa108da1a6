package semantic

import (
	"strings"

	rfc3986g "github.com/urispec/urispec/generated/rfc3986"
	"github.com/urispec/urispec/semantic/automaton"
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

// hierRules are the names the grammar of one dialect gives the rules of RFC
// 3986's generic syntax (§3, §4), for the scanners of that syntax: RFC
// 3986's own (Appendix A), or RFC 3987's, whose rules are RFC 3986's with
// another name where they differ ("If the non-terminal contains 'URI', this
// has been changed to 'IRI'. Otherwise, an 'i' has been prefixed.", RFC 3987
// §2.2). Every delimiter of the generic syntax is US-ASCII (RFC 3987 §2.1:
// "Characters outside the US-ASCII repertoire are not reserved"), so one
// scanner reads both.
type hierRules struct {
	reference, uri, absolute, relative      string // URI-reference, URI, absolute-URI, relative-ref (§4.1, §3, §4.3, §4.2)
	uri6874, relative6874                   string // their RFC 6874 companions (rfc3986 only: constants, no string built)
	hierPart, relativePart                  string // §3, §4.2
	authority, userinfo, host, regName      string // §3.2, §3.2.1, §3.2.2
	query, fragment                         string // §3.4, §3.5
	pathAbempty, pathAbsolute, pathNoscheme string // §3.3
	pathRootless, pathEmpty                 string // §3.3
	segment, segmentNZ, segmentNZNC         string // §3.3
	ipv4                                    int    // the automaton of IPv4address (§3.2.2)
}

// newHierRules names the rules of RFC 3986 by rename (the identity for RFC
// 3986 itself) and looks up the automaton of IPv4address in auto (a ;@scan
// or ;@start rule of its grammar). The rules the renaming leaves alone
// (scheme, port, IP-literal, IPv4address, IPv6address, IPvFuture) are the
// same in every dialect of this syntax.
func newHierRules(auto *automaton.Automaton, rename func(string) string) *hierRules {
	return &hierRules{
		reference: rename("URI-reference"), uri: rename("URI"), absolute: rename("absolute-URI"), relative: rename("relative-ref"),
		uri6874: rename("URI") + suffix6874, relative6874: rename("relative-ref") + suffix6874,
		hierPart: rename("hier-part"), relativePart: rename("relative-part"),
		authority: rename("authority"), userinfo: rename("userinfo"), host: rename("host"), regName: rename("reg-name"),
		query: rename("query"), fragment: rename("fragment"),
		pathAbempty: rename("path-abempty"), pathAbsolute: rename("path-absolute"), pathNoscheme: rename("path-noscheme"),
		pathRootless: rename("path-rootless"), pathEmpty: rename("path-empty"),
		segment: rename("segment"), segmentNZ: rename("segment-nz"), segmentNZNC: rename("segment-nz-nc"),
		ipv4: scanRule(auto, "IPv4address"),
	}
}

// rfc3986Rules are RFC 3986's own rule names. Its IPv4address automaton
// tells an IPv4 address from a registered name: "the syntax rule for host is
// ambiguous because it does not completely distinguish between an
// IPv4address and a reg-name", and "first-match-wins" makes a host that is
// an IPv4address one (§3.2.2).
var rfc3986Rules = newHierRules(rfc3986g.Automaton, func(r string) string { return r })

// resolveRFC3986 is RFC 3986 §5: the base is parsed as a URI and stripped of
// its fragment (§5.1, erratum R1), the reference as a URI-reference (§4.1);
// §5.2.2 transforms them into the target's components and §5.3 recomposes
// them. WithValidating(false) is the non-strict reading of §5.2.2; the text
// offers no choice of what to do with ".." segments above the root
// (remove_dot_segments drops them, §5.4.2), so WithLeadingDots is rejected.
// The start rules are the dialect's (RFC 3987's IRI and IRI-reference: §6.5
// applies these algorithms to IRIs) or those WithRule chose (RFC 6874's
// URI-6874 and URI-reference-6874, erratum R4).
func resolveRFC3986(x *dialect, base, ref string, o *options) (string, error) {
	fail := func(role Role, err error) (string, error) { return x.resolveFail(base, ref, role, err) }
	baseRule, refRule := x.resolution.rules(o)
	// §5.1: "A base URI must conform to the <absolute-URI> syntax rule
	// (Section 4.3). If the base URI is obtained from a URI reference, then
	// that reference must be converted to absolute form and stripped of any
	// fragment component prior to its use as a base URI."
	b, err := x.parseAs(baseRule, base, o)
	if err != nil {
		return fail(RoleBase, err)
	}
	bc := b.texts()
	bc.Fragment = nil
	r, err := x.parseAs(refRule, ref, o)
	if err != nil {
		return fail(RoleReference, err)
	}
	// §5.3 Component Recomposition: the pseudocode is recombine's, guarded
	// (erratum R3).
	t := transformRFC3986(bc, r.texts(), !o.validating)
	return x.recomposed(base, ref, target{s: recombine(t), t: t, path: true, authority: true}, o)
}

// transformRFC3986 is the pseudocode of RFC 3986 §5.2.2, line by line, for a
// reference R and a base already "parsed into the five main components"
// (§5.2.1). Userinfo, host and port travel with the authority.
func transformRFC3986(base, r texts, nonStrict bool) (t texts) {
	// if ((not strict) and (R.scheme == Base.scheme)) then
	//    undefine(R.scheme);
	// endif;
	// "Although schemes are case-insensitive" (§3.1): "==" compares them
	// ignoring case (erratum R2).
	if nonStrict && r.Scheme != nil && strings.EqualFold(*r.Scheme, *base.Scheme) {
		r.Scheme = nil
	}
	setAuthority := func(from texts) {
		t.Authority, t.Userinfo, t.Host, t.Port = from.Authority, from.Userinfo, from.Host, from.Port
	}
	if r.Scheme != nil {
		// if defined(R.scheme) then
		//    T.scheme    = R.scheme;
		//    T.authority = R.authority;
		//    T.path      = remove_dot_segments(R.path);
		//    T.query     = R.query;
		t.Scheme = r.Scheme
		setAuthority(r)
		t.Path = str(removeDotSegments(*r.Path))
		t.Query = r.Query
	} else {
		if r.Authority != nil {
			// if defined(R.authority) then
			//    T.authority = R.authority;
			//    T.path      = remove_dot_segments(R.path);
			//    T.query     = R.query;
			setAuthority(r)
			t.Path = str(removeDotSegments(*r.Path))
			t.Query = r.Query
		} else {
			if *r.Path == "" {
				// if (R.path == "") then
				//    T.path = Base.path;
				//    if defined(R.query) then
				//       T.query = R.query;
				//    else
				//       T.query = Base.query;
				//    endif;
				t.Path = base.Path
				if r.Query != nil {
					t.Query = r.Query
				} else {
					t.Query = base.Query
				}
			} else {
				if strings.HasPrefix(*r.Path, "/") {
					// if (R.path starts-with "/") then
					//    T.path = remove_dot_segments(R.path);
					t.Path = str(removeDotSegments(*r.Path))
				} else {
					// else
					//    T.path = merge(Base.path, R.path);
					//    T.path = remove_dot_segments(T.path);
					t.Path = str(removeDotSegments(mergeRFC3986(base, *r.Path)))
				}
				// T.query = R.query;
				t.Query = r.Query
			}
			// T.authority = Base.authority;
			setAuthority(base)
		}
		// T.scheme = Base.scheme;
		t.Scheme = base.Scheme
	}
	// T.fragment = R.fragment;
	t.Fragment = r.Fragment
	return t
}

// mergeRFC3986 is the merge routine of RFC 3986 §5.2.3.
func mergeRFC3986(base texts, refPath string) string {
	// "If the base URI has a defined authority component and an empty path,
	// then return a string consisting of "/" concatenated with the
	// reference's path; otherwise,"
	if base.Authority != nil && *base.Path == "" {
		return "/" + refPath
	}
	// "return a string consisting of the reference's path component appended
	// to all but the last segment of the base URI's path (i.e., excluding any
	// characters after the right-most "/" in the base URI path, or excluding
	// the entire base URI path if it does not contain any "/" characters)."
	return allButLastSegment(*base.Path) + refPath
}

// removeDotSegments is remove_dot_segments of RFC 3986 §5.2.4, "a simple
// method using two string buffers".
func removeDotSegments(path string) string {
	out, _ := removeDotSegmentsTraced(path)
	return out
}

// removeDotSegmentsTraced is removeDotSegments that also reports whether a
// step took away more than the path itself supplied: a leading "../" (step
// 2A) or a lone ".." (2D), or a step 2C that found no "/" left in the output
// buffer (so it removed the first segment of a path that does not begin with
// "/", or nothing at all). Such a path depends on what it would be appended
// to; normalize_rfc3986.go uses this for relative-path references.
func removeDotSegmentsTraced(path string) (string, bool) {
	// 1. "The input buffer is initialized with the now-appended path
	// components and the output buffer is initialized to the empty string."
	in := path
	out := make([]byte, 0, len(path))
	climbed := false
	// removeLast: "remove the last segment and its preceding "/" (if any)
	// from the output buffer".
	removeLast := func() {
		i := lastSlash(out)
		if i < 0 {
			climbed = true
			i = 0
		}
		out = out[:i]
	}
	// 2. "While the input buffer is not empty, loop as follows:"
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"):
			// A. "If the input buffer begins with a prefix of "../" or "./",
			// then remove that prefix from the input buffer; otherwise,"
			in = in[len("../"):]
			climbed = true
		case strings.HasPrefix(in, "./"):
			in = in[len("./"):]
		case strings.HasPrefix(in, "/./"):
			// B. "if the input buffer begins with a prefix of "/./" or "/.",
			// where "." is a complete path segment, then replace that prefix
			// with "/" in the input buffer; otherwise,"
			in = in[len("/."):]
		case in == "/.":
			in = "/"
		case strings.HasPrefix(in, "/../"):
			// C. "if the input buffer begins with a prefix of "/../" or
			// "/..", where ".." is a complete path segment, then replace that
			// prefix with "/" in the input buffer and remove the last segment
			// and its preceding "/" (if any) from the output buffer;
			// otherwise,"
			in = in[len("/.."):]
			removeLast()
		case in == "/..":
			in = "/"
			removeLast()
		case in == "." || in == "..":
			// D. "if the input buffer consists only of "." or "..", then
			// remove that from the input buffer; otherwise,"
			climbed = climbed || in == ".."
			in = ""
		default:
			// E. "move the first path segment in the input buffer to the end
			// of the output buffer, including the initial "/" character (if
			// any) and any subsequent characters up to, but not including,
			// the next "/" character or the end of the input buffer."
			end := strings.IndexByte(in[1:], '/') + 1
			if end == 0 {
				end = len(in)
			}
			out = append(out, in[:end]...)
			in = in[end:]
		}
	}
	// 3. "Finally, the output buffer is returned as the result of
	// remove_dot_segments."
	return string(out), climbed
}

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
		if !port.Defined() || c.Scheme == nil || *c.Port != "" && !isDefaultPort(*c.Scheme, *c.Port) {
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

// suffix6874 ends the names of the rules RFC 6874 §2 adds beside RFC 3986's
// (grammar errata E5-E7): URI-reference-6874, authority-6874, host-6874, ...
const suffix6874 = "-6874"

// name3986 returns the name of a rule of RFC 3986, or of its RFC 6874
// companion when z is true (constant names: the scanner builds no string).
func name3986(z bool, name, name6874 string) string {
	if z {
		return name6874
	}
	return name
}

// rule3986 is the RFC 3986 rule of an RFC 6874 companion rule.
func rule3986(rule string) string { return strings.TrimSuffix(rule, suffix6874) }

// scan is RFC 3986's scanner (and, under h's names, RFC 3987's). A reference is read by the delimiters
// of §3 in the order Appendix B gives (scheme before the first ":" that
// precedes any "/", "?" or "#"; fragment after the first "#"; query after
// the first "?" before it; authority after "//" up to the next "/"), which
// the grammar and the regular expression agree on for every valid
// reference; the authority by §3.2 ([ userinfo "@" ] host [ ":" port ]:
// userinfo and reg-name hold no "@" or ":", an IP-literal is bracketed).
// The companion rules of RFC 6874 (-6874) read alike.
func (h *hierRules) scan(s *scanner, r recordRef) {
	in := s.in
	rule := rule3986(s.rule)
	z := rule != s.rule // an RFC 6874 companion rule
	switch rule {
	case "IPv4address", "IPv6address", "IP-literal", "IPv6addrz":
		// The address start rules: no components; the address is the part.
		*r.production = s.rule
		s.part(s.rule, 0, len(in))
		return
	}
	c := r.c
	i, end := 0, len(in)
	if rule != h.relative {
		// §3.1; §4.1: a URI-reference whose prefix is no scheme and ":" is
		// a relative reference (path-noscheme has no ":" in its first
		// segment, so the first ":" before any "/?#" ends a scheme).
		if k := s.indexAny(":/?#", 0, end); k < end && in[k] == ':' {
			c.Scheme = Span{0, k}
			i = k + 1
		}
	}
	if rule != h.absolute {
		if k := s.index('#', i, end); k < end { // §3.5
			c.Fragment = Span{k + 1, end}
			end = k
		}
	}
	if k := s.index('?', i, end); k < end { // §3.4
		c.Query = Span{k + 1, end}
		end = k
	}
	if strings.HasPrefix(in[i:end], "//") { // §3.2
		a := i + len("//")
		i = s.index('/', a, end)
		h.scanAuthority(s, r, a, i)
	}
	c.Path = Span{i, end}

	// The path rule of §3.3 that matched: the production below URI,
	// absolute-URI and relative-ref; below URI-reference, URI or
	// relative-ref (§4.1).
	path := h.pathEmpty
	switch {
	case c.Authority.Defined():
		path = h.pathAbempty
	case i < end && in[i] == '/':
		path = h.pathAbsolute
	case i < end && c.Scheme.Defined():
		path = h.pathRootless
	case i < end:
		path = h.pathNoscheme
	}
	switch {
	case rule != h.reference:
		*r.production = path
	case c.Scheme.Defined():
		*r.production = name3986(z, h.uri, h.uri6874)
	default:
		*r.production = name3986(z, h.relative, h.relative6874)
	}
	if !s.full || i == end {
		return
	}
	// §3.3: segment after each "/"; the first segment of path-absolute and
	// path-rootless is a segment-nz, of path-noscheme a segment-nz-nc.
	first := ""
	switch path {
	case h.pathAbsolute, h.pathRootless:
		first = h.segmentNZ
	case h.pathNoscheme:
		first = h.segmentNZNC
	}
	from := i
	if in[i] == '/' {
		from++
	}
	if path == h.pathAbsolute && from == end {
		return // "/" alone
	}
	for k := 0; ; k++ {
		to := s.index('/', from, end)
		segRule := h.segment
		if k == 0 && first != "" {
			segRule = first
		}
		s.part(segRule, from, to)
		s.segment(from, to)
		if to == end {
			return
		}
		from = to + 1
	}
}

// scanAuthority records the authority at [a, e): §3.2 authority = [
// userinfo "@" ] host [ ":" port ].
func (h *hierRules) scanAuthority(s *scanner, r recordRef, a, e int) {
	in, c := s.in, r.c
	c.Authority = Span{a, e}
	hs := a
	if k := s.index('@', a, e); k < e { // §3.2.1: userinfo has no "@"
		c.Userinfo = Span{a, k}
		hs = k + 1
	}
	he := s.index(':', hs, e) // §3.2.2: a reg-name and an IPv4address have no ":"
	if hs < e && in[hs] == '[' {
		he = s.index(']', hs, e) + 1
	}
	c.Host = Span{hs, he}
	if he < e { // §3.2.3
		c.Port = Span{he + 1, e}
	}
	switch {
	case hs < he && in[hs] == '[':
		s.part(name3986(rule3986(s.rule) != s.rule, "IP-literal", "IP-literal-6874"), hs, he)
		scanIPLiteral3986(s, r, hs+1, he-1)
	case s.match(h.ipv4, hs, he):
		r.hostKind = IPv4
		s.part("IPv4address", hs, he)
	default:
		r.hostKind = RegName
		s.part(h.regName, hs, he)
	}
}

// scanIPLiteral3986 records what an IP-literal holds at [a, e) (§3.2.2 "["
// ( IPv6address / IPvFuture ) "]"; RFC 6874 §2 adds IPv6addrz).
func scanIPLiteral3986(s *scanner, r recordRef, a, e int) {
	switch {
	case s.in[a] == 'v' || s.in[a] == 'V': // "v" is case-insensitive (§3.2.2)
		r.hostKind = IPvFuture
		s.part("IPvFuture", a, e)
	case strings.Contains(s.in[a:e], "%25"):
		r.hostKind = IPLiteral
		scanZone3986(s, r, a, e)
	default:
		r.hostKind = IPLiteral
		s.part("IPv6address", a, e)
	}
}

// scanZone3986 records an IPv6addrz at [a, e): RFC 6874 §2 IPv6addrz =
// IPv6address "%25" ZoneID.
func scanZone3986(s *scanner, r recordRef, a, e int) {
	s.part("IPv6addrz", a, e)
	s.part("IPv6address", a, a+strings.Index(s.in[a:e], "%25"))
}
