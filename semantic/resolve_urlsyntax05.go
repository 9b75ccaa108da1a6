package semantic

import "strings"

// resolveURLSyntax05 is draft-fielding-url-syntax-05 §5.2 "Resolving Relative
// References to Absolute Form", steps 2 to 6, on the components of the base
// and of the reference (step 1, the parse "into the potential four components
// and fragment identifier", is Parse; the base's query "is not used by the
// resolution algorithm and may be discarded"). Step 7, the recombination, is
// recombine. current reports step 2's "reference to the current document".
//
// Every base URL fits the generic-URL syntax §5 requires ("relative URLs
// cannot be used within a document that has an unsuitable base URL"): rel_path
// derives every string of urlc, so every opaque-URL is a generic-URL (grammar
// erratum E14), and no base is refused.
func resolveURLSyntax05(base, ref Components) (t Components, current bool) {
	t = ref
	// Step 2: "If the path component is empty and the scheme, site, and
	// query components are undefined, then it is a reference to the current
	// document and we are done."
	if *ref.Path == "" && ref.Scheme == nil && ref.Authority == nil && ref.Query == nil {
		return t, true
	}
	// Step 3: "If the scheme component is defined, ... the reference is
	// interpreted as an absolute URL and we are done. Otherwise, the
	// reference URL's scheme is inherited from the base URL's scheme
	// component."
	if ref.Scheme != nil {
		return t, false
	}
	t.Scheme = base.Scheme
	// Step 4: "If the site component is defined, then the reference is a
	// network-path and we skip to step 7. Otherwise, the reference URL's site
	// is inherited from the base URL's site component, which will also be
	// undefined if the URL scheme does not use a site component."
	if ref.Authority != nil {
		return t, false
	}
	t.Authority = base.Authority
	t.Userinfo, t.Host, t.Port = base.Userinfo, base.Host, base.Port
	// Step 5: "If the path component begins with a slash character ("/"),
	// then the reference is an absolute-path and we skip to step 7."
	if strings.HasPrefix(*ref.Path, "/") {
		return t, false
	}
	// Step 6: a relative-path reference, merged "using a separate string
	// buffer".
	path, query := urlSyntax05Buffer(*base.Path, *ref.Path, ref.Query)
	t.Path, t.Query = &path, query
	return t, false
}

// urlSyntax05Buffer is §5.2 step 6 a-i: the merge of a relative path (with
// the reference's query appended, step 6c) into the base path, then the
// split of the buffer back into path and query.
func urlSyntax05Buffer(basePath, refPath string, refQuery *string) (path string, query *string) {
	// 6a) "All but the last segment of the base URL's path component is
	// copied to the buffer. In other words, any characters after the last
	// (right-most) slash character, if any, are excluded." A base path with
	// no slash (including the empty path of http://a) leaves the buffer
	// empty: http://a + g = http://ag (the defect rfc2396bis-01 Appendix G.2
	// reports of RFC 2396 step 6a, reproduced).
	buf := allButLastSegment(basePath)
	// 6b) "The reference's path component is appended to the buffer string."
	buf += refPath
	// 6c) "If the reference's query component is defined, then a "?"
	// character is appended to the buffer string, followed by the query
	// component." Steps d-g then treat "/" inside the query as a segment
	// separator: g?y/./x = http://a/b/c/g?y/x and g?y/../x = http://a/b/c/x
	// (Appendix C.2).
	if refQuery != nil {
		buf += "?" + *refQuery
	}
	// 6d) "All occurrences of "./", where "." is a complete path segment, are
	// removed from the buffer string."
	buf = removeDotSlash(buf)
	// 6e) "If the buffer string ends with "." as a complete path segment,
	// that "." is removed."
	buf = removeTrailingDot(buf)
	// 6f) "All occurrences of "<segment>/../", where <segment> is a complete
	// path segment not equal to "..", are removed from the buffer string.
	// Removal of these path segments is performed iteratively, removing the
	// leftmost matching pattern on each iteration, until no matching pattern
	// remains."
	buf = removeSegmentDotDotSlash(buf)
	// 6g) "If the buffer string ends with "<segment>/..", where <segment> is a
	// complete path segment not equal to "..", that "<segment>/.." is
	// removed."
	buf = removeTrailingSegmentDotDot(buf)
	// 6h) "If the buffer string contains a question-mark "?" character, then
	// the reference URL's query component is the substring after the first
	// (left-most) question-mark. Otherwise, the reference URL's query
	// component is set undefined."
	// 6i) "The reference URL's new path component is the buffer string up to,
	// but not including, the first question-mark character or the end of the
	// buffer string."
	if i := strings.IndexByte(buf, '?'); i >= 0 {
		q := buf[i+1:]
		return buf[:i], &q
	}
	return buf, nil
}
