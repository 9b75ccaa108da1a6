package semantic

import (
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
)

// Message texts of RFC 2396 resolution (resolve.go holds those of the seed
// dialects; STYLE.md 12).
const (
	msgAboveRoot2396      = "the merged path still begins with \"..\" segments (rfc2396 §5.2 step 6g: \"the reference is considered to be in error\")"
	msgUnsuitableBase2396 = "a relative reference cannot be used with this base: it is opaque, not a <hier_part> (rfc2396 §5: \"relative URI cannot be used within a document that has an unsuitable base URI\")"
)

func init() {
	// §5.2 step 3 offers the backward-compatible reading (Appendix C: "http:g
	// = http:g ; for validating parsers | http://a/b/c/g ; for backwards
	// compatibility").
	resolvers[RFC2396] = resolver{nonStrict: true, resolve: resolveRFC2396}
	resolveErrata[RFC2396] = resolveErrata2396
}

// sentinel2396 is an error of RFC 2396 resolution with its own message that
// matches a shared sentinel under errors.Is (ErrAboveRoot,
// ErrUnsuitableBase), so callers test one value for every dialect.
type sentinel2396 struct {
	msg    string
	target error
}

func (e *sentinel2396) Error() string        { return e.msg }
func (e *sentinel2396) Is(target error) bool { return target == e.target }

var (
	errAboveRoot2396      = &sentinel2396{msgAboveRoot2396, ErrAboveRoot}
	errUnsuitableBase2396 = &sentinel2396{msgUnsuitableBase2396, ErrUnsuitableBase}
)

// resolveRFC2396 resolves ref against base by RFC 2396 §5.2 steps 1-7,
// literally:
//
//   - the base is an absoluteURI ("the URI" excludes the fragment, §4) and
//     the reference a URI-reference; the RFC 2396 start rules decide, so a
//     base or reference with an IPv6 literal is invalid (grammar erratum E9)
//     and so is "?y" (grammar erratum E7);
//   - a relative reference needs a base that "fits within the <hier_part>
//     syntax" (§5); an opaque base is an error that matches ErrUnsuitableBase;
//   - step 6 merges the paths in a string buffer, with its defect: an empty
//     base path contributes nothing, so http://example.com + test =
//     http://example.comtest (erratum R3);
//   - step 6g: WithLeadingDots (default RetainLeadingDots, the results of
//     Appendix C.2); RejectLeadingDots gives an error matching ErrAboveRoot;
//   - step 3: WithValidating(false) removes a reference scheme that matches
//     the base's (erratum R4).
func resolveRFC2396(d Dialect, base, ref string, o resolveOptions) (string, error) {
	fail := func(role Role, err error) (string, error) {
		return "", &ResolveError{Dialect: d, Base: base, Ref: ref, Role: role, Err: err}
	}
	b, err := Parse(d, base, WithRule("absoluteURI"))
	if err != nil {
		return fail(RoleBase, err)
	}
	// 1) "The URI reference is parsed into the potential four components and
	// fragment identifier, as described in Section 4.3."
	r, err := Parse(d, ref, WithRule("URI-reference"))
	if err != nil {
		return fail(RoleReference, err)
	}
	rc := r.Components
	if rc.Scheme != nil && !o.validating && strings.EqualFold(*rc.Scheme, *b.Components.Scheme) && b.Components.Path != nil {
		// 3) "For backwards compatibility, an implementation may work around
		// such references by removing the scheme if it matches that of the
		// base URI and the scheme is known to always use the <hier_part>
		// syntax. The parser can then continue with the steps below for the
		// remainder of the reference components." (erratum R4)
		rest, err := Parse(d, ref[len(*rc.Scheme)+len(":"):], WithRule("URI-reference"))
		if err == nil && rest.Components.Scheme == nil {
			rc = rest.Components
		}
	}
	if rc.Scheme != nil {
		// 3) "If the scheme component is defined, indicating that the
		// reference starts with a scheme name, then the reference is
		// interpreted as an absolute URI and we are done."
		return ref, nil
	}
	bc := b.Components
	if bc.Path == nil {
		// §5: "Documents can only make use of relative URI when their base
		// URI fits within the <hier_part> syntax."
		return fail(RoleBase, errUnsuitableBase2396)
	}
	// 2) "If the path component is empty and the scheme, authority, and query
	// components are undefined, then it is a reference to the current
	// document and we are done." (erratum R1)
	if *rc.Path == "" && rc.Authority == nil && rc.Query == nil {
		return currentDocument(base, rc.Fragment), nil
	}
	// "the reference URI's query and fragment components are defined as found
	// (or not found) within the URI reference and not inherited from the base
	// URI."
	t := Components{Scheme: bc.Scheme, Query: rc.Query, Fragment: rc.Fragment}
	switch {
	case rc.Authority != nil:
		// 4) "If the authority component is defined, then the reference is a
		// network-path and we skip to step 7."
		t.Authority, t.Path = rc.Authority, rc.Path
	case strings.HasPrefix(*rc.Path, "/"):
		// 4) "Otherwise, the reference URI's authority is inherited from the
		// base URI's authority component". 5) "If the path component begins
		// with a slash character ("/"), then the reference is an
		// absolute-path and we skip to step 7."
		t.Authority, t.Path = bc.Authority, rc.Path
	default:
		// 6) "we are resolving a relative-path reference".
		merged, err := merge2396(*bc.Path, *rc.Path, o.dots)
		if err != nil {
			return fail(RoleReference, err)
		}
		t.Authority, t.Path = bc.Authority, &merged
	}
	// 7) recombination.
	return recombine(t), nil
}

// merge2396 is RFC 2396 §5.2 step 6 a-h, "a simple method using a separate
// string buffer". Only the paths take part: the reference's query is not in
// the buffer (g?y/./x = http://a/b/c/g?y/./x, Appendix C.2, and the Note
// after step 7).
func merge2396(basePath, refPath string, dots LeadingDots) (string, error) {
	// a) "All but the last segment of the base URI's path component is copied
	// to the buffer. In other words, any characters after the last
	// (right-most) slash character, if any, are excluded." An empty base path
	// copies nothing (erratum R3).
	buf := allButLastSegment(basePath)
	// b) "The reference's path component is appended to the buffer string."
	buf += refPath
	buf = dotSegments2396(buf)
	// g) "If the resulting buffer string still begins with one or more
	// complete path segments of "..", then the reference is considered to be
	// in error. Implementations may handle this error by retaining these
	// components in the resolved path (i.e., treating them as part of the
	// final URI), by removing them from the resolved path (i.e., discarding
	// relative levels above the root), or by avoiding traversal of the
	// reference."
	if first, end := leadingDotDotSegments(buf); end > first {
		switch dots {
		case RemoveLeadingDots:
			buf = buf[:first] + buf[end:]
		case RejectLeadingDots:
			return "", errAboveRoot2396
		}
	}
	// h) "The remaining buffer string is the reference URI's new path
	// component."
	return buf, nil
}

// dotSegments2396 is RFC 2396 §5.2 step 6 c-f on a buffer. A complete path
// segment never includes the empty string before a leading "/" (erratum R2).
func dotSegments2396(buf string) string {
	// c) "All occurrences of "./", where "." is a complete path segment, are
	// removed from the buffer string."
	buf = removeDotSlash(buf)
	// d) "If the buffer string ends with "." as a complete path segment, that
	// "." is removed."
	buf = removeTrailingDot(buf)
	// e) "All occurrences of "<segment>/../", where <segment> is a complete
	// path segment not equal to "..", are removed from the buffer string.
	// Removal of these path segments is performed iteratively, removing the
	// leftmost matching pattern on each iteration, until no matching pattern
	// remains."
	buf = removeSegmentDotDotSlash(buf)
	// f) "If the buffer string ends with "<segment>/..", where <segment> is a
	// complete path segment not equal to "..", that "<segment>/.." is
	// removed."
	return removeTrailingSegmentDotDot(buf)
}

var resolveErrata2396 = []*abnf.Erratum{
	{ID: "R1", Rule: "-", Section: "5.2",
		Text: `step 2: "then it is a reference to the current document and we are done"; Appendix C: "#s = (current document)#s", "<> = (current document)".`,
		Does: `returns the base URI followed by the reference's fragment (if any): "#s" gives "http://a/b/c/d;p?q#s".`,
		Why:  `the algorithm gives no string for it; §4.2 says an empty URI reference "represents the base URI of the current document and should be replaced by that URI when transformed into a request".`},
	{ID: "R2", Rule: "-", Section: "5.2",
		Text: `step 6c-6g: "where "." is a complete path segment", "<segment>/../", "<segment>/..", "begins with one or more complete path segments of "..""`,
		Does: `the empty string before the leading "/" of the buffer is not a segment: "/../g" keeps "/../g" in steps 6c-6f and begins with the segment ".." in step 6g. An empty segment inside the path is one ("x/y//../z" gives "x/y/z").`,
		Why:  `abs_path = "/" path_segments (§3): the leading slash precedes the first segment, it separates none; Appendix C.2 "../../../g = http://a/../g" needs this reading (the other gives "http://ag").`},
	{ID: "R3", Rule: "-", Section: "5.2",
		Text: `step 6a: "All but the last segment of the base URI's path component is copied to the buffer. In other words, any characters after the last (right-most) slash character, if any, are excluded."`,
		Does: `copies nothing for an empty base path: "test" against "http://example.com" gives "http://example.comtest".`,
		Why:  `the literal step: an empty path has no slash and nothing to copy, and step 7 appends the path right after the authority. draft-fielding-uri-rfc2396bis-01 and RFC 3986 §5.2.3 later copy a "/" in this case; RFC 2396 does not.`},
	{ID: "R4", Rule: "-", Section: "5.2",
		Text: `step 3: "an implementation may work around such references by removing the scheme if it matches that of the base URI and the scheme is known to always use the <hier_part> syntax. The parser can then continue with the steps below for the remainder of the reference components. Validating parsers should mark such a misformed relative reference as an error."`,
		Does: `by default (WithValidating(true)) keeps the scheme: "http:g" is an absolute URI and resolves to itself. With WithValidating(false), a scheme that equals the base's, ignoring case, is removed when the base is a <hier_part> and the rest of the reference is a URI-reference: "http:g" gives "http://a/b/c/g". The reference is not marked as an error.`,
		Why:  `Appendix C: "http:g = http:g ; for validating parsers | http://a/b/c/g ; for backwards compatibility". urispec cannot know which schemes "always use the <hier_part> syntax"; the base using it is the evidence at hand. §3.1 asks programs to treat upper and lower case scheme names as equivalent. "http:g" is a valid absoluteURI (an opaque_part), so a validating parser has nothing to mark.`},
	{ID: "R5", Rule: "-", Section: "C.1",
		Text: `"?y = http://a/b/c/?y"`,
		Does: `fails: "?y" is not a URI-reference (grammar erratum E7), so the reference is invalid.`,
		Why:  `the grammar decides what a reference is; Appendix C is a list of examples.`},
}
