package semantic

import (
	"fmt"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
)

// Message texts of RFC 1808 resolution (resolve.go holds those of the seed
// dialects; STYLE.md 12).
const (
	msgOption1808 = "%s does not apply to rfc1808: its §4 leaves no choice (§5.2 calls a scheme-prefixed relative URL \"a loophole in prior specifications\" that \"should be avoided by future parsers\", and step 6 keeps leading \"..\" segments)"
)

func init() {
	// §5.2: "some older parsers allow the scheme name to be present in a
	// relative URL if it is the same as the base URL scheme. This is
	// considered to be a loophole in prior specifications of partial URLs
	// and should be avoided by future parsers." (http:g = <URL:http:g>): the
	// text offers no non-strict reading.
	resolvers[RFC1808] = resolver{nonStrict: false, resolve: resolveRFC1808}
	resolveErrata[RFC1808] = resolveErrata1808
}

// resolveRFC1808 resolves ref against base by RFC 1808 §4 steps 1-7, on the
// components of §2.4 (parse1808):
//
//   - the base and the reference are URLs (the start rule URL, fragment
//     included: §5's base is <URL:http://a/b/c/d;p?q#f>); the base has a
//     scheme and, for a reference without one, is a generic-RL ("relative
//     URLs cannot be used within documents that have unsuitable base URLs",
//     §2);
//   - §2.4 makes an absent params, query or fragment "empty", so "?" and ""
//     are the same reference (erratum R1);
//   - <params> are outside the path hierarchy: ";x" keeps the base path
//     (http://a/b/c/d;x) and "g" drops the base params (§4: "Parameters,
//     regardless of their purpose, do not form a part of the URL path");
//   - an entirely empty reference gives the base, fragment included ("<> =
//     <URL:http://a/b/c/d;p?q#f>", §5.2);
//   - step 6 keeps leading ".." segments ("../../../g =
//     <URL:http://a/../g>"); no option changes it.
func resolveRFC1808(d Dialect, base, ref string, o resolveOptions) (string, error) {
	if o.validatingSet {
		return "", fmt.Errorf(msgOption1808, msgOptionValidate)
	}
	if o.dotsSet {
		return "", fmt.Errorf(msgOption1808, msgOptionDots)
	}
	fail := func(role Role, err error) (string, error) {
		return "", &ResolveError{Dialect: d, Base: base, Ref: ref, Role: role, Err: err}
	}
	// absolute checks that s, without its fragment, is an absoluteURL.
	absolute := func(s string) error {
		s, _, _ = strings.Cut(s, "#")
		_, err := Parse(d, s, WithRule("absoluteURL"))
		return err
	}
	if _, err := Parse(d, ref, WithRule("URL")); err != nil {
		return fail(RoleReference, err)
	}
	// Step 1: "If the base URL is the empty string (unknown), the embedded
	// URL is interpreted as an absolute URL and we are done."
	if base == "" {
		if err := absolute(ref); err != nil {
			return fail(RoleReference, err)
		}
		return ref, nil
	}
	// Step 2: "Both the base and embedded URLs are parsed into their component
	// parts as described in Section 2.4."
	if _, err := Parse(d, base, WithRule("URL")); err != nil {
		return fail(RoleBase, err)
	}
	bp, rp := parse1808(base, false), parse1808(ref, false)
	if !bp.scheme.defined {
		return fail(RoleBase, absolute(base))
	}
	// b) "If the embedded URL starts with a scheme name, it is interpreted as
	// an absolute URL and we are done."
	if rp.scheme.defined {
		return ref, nil
	}
	// §2: "base documents can only make use of relative URLs when their base
	// URL fits within the generic-RL syntax" (erratum R4).
	b, _, _ := strings.Cut(base, "#")
	if _, err := Parse(d, b, WithRule("generic-RL")); err != nil {
		return fail(RoleBase, err)
	}
	// a) "If the embedded URL is entirely empty, it inherits the entire base
	// URL (i.e., is set equal to the base URL) and we are done." (erratum R1)
	if rp.path.text == "" && !rp.netLoc.defined && rp.params.text == "" && rp.query.text == "" && rp.fragment.text == "" {
		return base, nil
	}
	// c) "Otherwise, the embedded URL inherits the scheme of the base URL."
	t := target1808{scheme: bp.scheme.text, params: rp.params.text, query: rp.query.text, fragment: rp.fragment.text}
	// Step 3: "If the embedded URL's <net_loc> is non-empty, we skip to Step
	// 7. Otherwise, the embedded URL inherits the <net_loc> (if any) of the
	// base URL."
	if rp.netLoc.text != "" {
		t.netLoc, t.path = &rp.netLoc.text, rp.path.text
		return t.String(), nil
	}
	if bp.netLoc.defined {
		t.netLoc = &bp.netLoc.text
	}
	switch {
	case strings.HasPrefix(rp.path.text, "/"):
		// Step 4: "If the embedded URL path is preceded by a slash "/", the
		// path is not relative and we skip to Step 7."
		t.path = rp.path.text
	case rp.path.text == "":
		// Step 5: "If the embedded URL path is empty (and not preceded by a
		// slash), then the embedded URL inherits the base URL path, and
		t.path = bp.path.text
		// a) if the embedded URL's <params> is non-empty, we skip to step 7;
		// otherwise, it inherits the <params> of the base URL (if any) and
		if t.params == "" {
			t.params = bp.params.text
			// b) if the embedded URL's <query> is non-empty, we skip to step
			// 7; otherwise, it inherits the <query> of the base URL (if any)
			// and we skip to step 7."
			if t.query == "" {
				t.query = bp.query.text
			}
		}
	default:
		// Step 6: "The last segment of the base URL's path (anything following
		// the rightmost slash "/", or the entire path if no slash is present)
		// is removed and the embedded URL's path is appended in its place."
		// (erratum R6 for an empty base path)
		path := allButLastSegment(bp.path.text) + rp.path.text
		// "The following operations are then applied, in order, to the new
		// path: a) All occurrences of "./", where "." is a complete path
		// segment, are removed. b) If the path ends with "." as a complete
		// path segment, that "." is removed. c) All occurrences of
		// "<segment>/../", where <segment> is a complete path segment not
		// equal to "..", are removed. Removal of these path segments is
		// performed iteratively, removing the leftmost matching pattern on
		// each iteration, until no matching pattern remains. d) If the path
		// ends with "<segment>/..", where <segment> is a complete path segment
		// not equal to "..", that "<segment>/.." is removed." (erratum R2)
		path = removeDotSlash(path)
		path = removeTrailingDot(path)
		path = removeSegmentDotDotSlash(path)
		t.path = removeTrailingSegmentDotDot(path)
	}
	// Step 7: "The resulting URL components, including any inherited from the
	// base URL, are recombined to give the absolute form of the embedded
	// URL." (erratum R3)
	return t.String(), nil
}

// target1808 is the URL §4 step 7 recombines. netLoc is nil when neither the
// reference nor the base has one; params, query and fragment are "empty"
// when absent (§2.4).
type target1808 struct {
	scheme, path, params, query, fragment string
	netLoc                                *string
}

// String writes <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>
// (§2.1), each delimiter only with its component (erratum R3).
func (t target1808) String() string {
	var b strings.Builder
	b.WriteString(t.scheme)
	b.WriteByte(':')
	if t.netLoc != nil {
		b.WriteString("//")
		b.WriteString(*t.netLoc)
	}
	b.WriteString(t.path) // with its preceding slash (§2.4.6)
	for _, c := range []struct {
		delim byte
		text  string
	}{{';', t.params}, {'?', t.query}, {'#', t.fragment}} {
		if c.text != "" {
			b.WriteByte(c.delim)
			b.WriteString(c.text)
		}
	}
	return b.String()
}

var resolveErrata1808 = []*abnf.Erratum{
	{ID: "R1", Rule: "-", Section: "4",
		Text: `step 2a: "If the embedded URL is entirely empty, it inherits the entire base URL (i.e., is set equal to the base URL) and we are done."; §2.4.1 and §2.4.4: "If the crosshatch is the last character, or no crosshatch is present, then the fragment identifier is empty", "If the question mark is the last character, or no question mark is present, then the query information is empty" (§2.4.5 likewise for params).`,
		Does: `reads "entirely empty" on the components of §2.4: a reference whose components are all empty ("", "#", "?", ";", "?#") gives the base as it is, fragment included; "#s" is not empty and keeps its own fragment. An empty params, query or fragment is never inherited as "present".`,
		Why:  `step 2 begins "Both the base and embedded URLs are parsed into their component parts as described in Section 2.4", after which "" and "#" cannot be told apart; §5.2 "<> = <URL:http://a/b/c/d;p?q#f>" and §5.1 "#s = <URL:http://a/b/c/d;p?q#s>".`},
	{ID: "R2", Rule: "-", Section: "4",
		Text: `step 6a-d: "where "." is a complete path segment", "<segment>/../", "<segment>/.."`,
		Does: `the empty string before the slash that precedes the path is not a segment: "/../g" stays "/../g"; an empty segment inside the path is one ("x/y//../z" gives "x/y/z").`,
		Why:  `§2.4.6: the initial slash "is not part of the URL path"; §5.2 "../../../g = <URL:http://a/../g>" needs this reading (the other removes "<empty>/../" too and gives "http://ag").`},
	{ID: "R3", Rule: "-", Section: "4",
		Text: `step 7: "The resulting URL components, including any inherited from the base URL, are recombined to give the absolute form of the embedded URL."`,
		Does: `writes <scheme>":", "//"<net_loc> when the reference or the base has "//" (an empty net_loc included, so "file:///x" keeps its "//"), the path with its slash, and ";"<params>, "?"<query>, "#"<fragment> for each that is not empty.`,
		Why:  `the step gives no form; this is the layout of §2.1, <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>, "each of which, except <scheme>, may be absent"; §2.4 does not tell an absent params, query or fragment from an empty one, while step 3 speaks of the base's net_loc "(if any)".`},
	{ID: "R4", Rule: "-", Section: "2",
		Text: `"base documents can only make use of relative URLs when their base URL fits within the generic-RL syntax described below ... relative URLs cannot be used within documents that have unsuitable base URLs"; §5 "Base: <URL:http://a/b/c/d;p?q#f>".`,
		Does: `a base is a URL (fragment allowed, grammar erratum E5) with a scheme; for a reference without a scheme, the base without its fragment must be a generic-RL, or resolution fails with that parse error (e.g. "http://a//b", grammar erratum E4).`,
		Why:  `the text states the requirement; an absolute reference does not use the base (step 2b).`},
	{ID: "R5", Rule: "-", Section: "4",
		Text: `step 1: "If the base URL is the empty string (unknown), the embedded URL is interpreted as an absolute URL and we are done."`,
		Does: `with an empty base, returns the reference when it is an absoluteURL (fragment allowed) and fails on it otherwise.`,
		Why:  `a relative URL interpreted as absolute is not one; §3.4: with the empty base "all embedded URLs within that document are assumed to be absolute URLs".`},
	{ID: "R6", Rule: "-", Section: "4",
		Text: `step 6: "The last segment of the base URL's path (anything following the rightmost slash "/", or the entire path if no slash is present) is removed and the embedded URL's path is appended in its place."`,
		Does: `an empty base path leaves nothing: "g" against "http://a" gives "http://ag".`,
		Why:  `the literal step; §2.4.6 stores the slash with the path, and an empty path has none. RFC 3986 §5.2.3 later copies a "/" in this case.`},
}
