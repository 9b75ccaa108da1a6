package semantic

import "strings"

// resolveRFC2396bis01 is the pseudocode of draft-fielding-uri-rfc2396bis-01
// §5.2 from the first "if defined(R.scheme)" on, for a reference R and a base
// already parsed into "the four main components" (the non-validating
// "undefine(R.scheme)" is applied by Resolve before). current reports the
// "return (current-document, fragment)" branch; err is ErrAboveRoot when
// merge step 7 rejects the reference (RejectLeadingDots).
func resolveRFC2396bis01(base, r Components, dots LeadingDots) (t Components, current bool, err error) {
	t.Fragment = r.Fragment // "return (T, fragment)"
	if r.Scheme != nil {
		// if defined(R.scheme) then
		//    T.scheme    = R.scheme;
		//    T.authority = R.authority;
		//    T.path      = R.path;
		//    T.query     = R.query;
		t.Scheme = r.Scheme
		t.Authority, t.Userinfo, t.Host, t.Port = r.Authority, r.Userinfo, r.Host, r.Port
		t.Path, t.Query = r.Path, r.Query
		return t, false, nil
	}
	if r.Authority != nil {
		// else if defined(R.authority) then
		//    T.authority = R.authority;
		//    T.path      = R.path;
		//    T.query     = R.query;
		t.Authority, t.Userinfo, t.Host, t.Port = r.Authority, r.Userinfo, r.Host, r.Port
		t.Path, t.Query = r.Path, r.Query
	} else {
		switch {
		case *r.Path == "":
			// if (R.path == "") then
			if r.Query == nil {
				// else -- An empty reference refers to the current document
				//    return (current-document, fragment);
				return t, true, nil
			}
			// if defined(R.query) then
			//    T.path  = Base.path;
			//    T.query = R.query;
			t.Path, t.Query = base.Path, r.Query
		case strings.HasPrefix(*r.Path, "/"):
			// else if (R.path starts-with "/") then
			//    T.path = R.path;
			// ...
			// T.query = R.query;
			t.Path, t.Query = r.Path, r.Query
		default:
			// else
			//    T.path = merge(Base.path, R.path);
			// ...
			// T.query = R.query;
			merged, err := merge(*base.Path, *r.Path, dots)
			if err != nil {
				return t, false, err
			}
			t.Path, t.Query = &merged, r.Query
		}
		// T.authority = Base.authority;
		t.Authority, t.Userinfo, t.Host, t.Port = base.Authority, base.Userinfo, base.Host, base.Port
	}
	// T.scheme = Base.scheme;
	t.Scheme = base.Scheme
	return t, false, nil
}

// merge is the merge routine of rfc2396bis-01 §5.2, "a simple method using a
// separate string buffer", steps 1-8. Only the paths take part: the
// reference's query is not in the buffer, so g?y/./x = http://a/b/c/g?y/./x
// (Appendix C.2; the Note after step 8 warns of clients that merge it).
func merge(basePath, refPath string, dots LeadingDots) (string, error) {
	// 1. "All but the last segment of the base URI's path component is copied
	// to the buffer. In other words, any characters after the last
	// (right-most) slash character, if any, are excluded. If the base URI's
	// path component is the empty string, then a single slash character
	// ("/") is copied to the buffer."
	buf := "/"
	if basePath != "" {
		buf = allButLastSegment(basePath)
	}
	// 2. "The reference's path component is appended to the buffer string."
	buf += refPath
	// 3. "All occurrences of "./", where "." is a complete path segment, are
	// removed from the buffer string."
	buf = removeDotSlash(buf)
	// 4. "If the buffer string ends with "." as a complete path segment, that
	// "." is removed."
	buf = removeTrailingDot(buf)
	// 5. "All occurrences of "<segment>/../", where <segment> is a complete
	// path segment not equal to "..", are removed from the buffer string.
	// Removal of these path segments is performed iteratively, removing the
	// leftmost matching pattern on each iteration, until no matching pattern
	// remains." (The text prints "/../", where is ...": "<segment>" was lost
	// in extraction, grammar erratum E20.)
	buf = removeSegmentDotDotSlash(buf)
	// 6. "If the buffer string ends with "<segment>/..", where <segment> is a
	// complete path segment not equal to "..", that "<segment>/.." is
	// removed." (erratum E20 likewise)
	buf = removeTrailingSegmentDotDot(buf)
	// 7. "If the resulting buffer string still begins with one or more
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
			return "", ErrAboveRoot
		}
	}
	// 8. "The remaining buffer string is the target URI's path component."
	return buf, nil
}

// leadingDotDotSegments returns the span [first, end) of the complete ".."
// segments that begin buf, each with the "/" that follows it (first == end
// when there are none). first is 1 after a leading "/", which is no segment.
func leadingDotDotSegments(buf string) (first, end int) {
	if strings.HasPrefix(buf, "/") {
		first = 1
	}
	end = first
	for {
		switch rest := buf[end:]; {
		case rest == "..":
			return first, len(buf)
		case strings.HasPrefix(rest, "../"):
			end += len("../")
		default:
			return first, end
		}
	}
}

// fitsHierPart reports whether rest, the part of a valid absolute-URI after
// "scheme:", matches hier-part = [ net-path / abs-path ] [ "?" query ] (§3),
// the syntax §5 requires of a base ("Documents can only make use of a
// relative URI when their base URI fits within the <hier-part> syntax",
// erratum E19). absolute-URI = scheme ":" ( hier-part / opaque-part ):
//   - "" is an empty hier-part;
//   - a rest beginning with "/" is no opaque-part (uric-no-slash excludes
//     "/"), so it is a hier-part;
//   - a rest beginning with "?" is a hier-part when what follows is a query,
//     *( pchar / "/" / "?" ): an opaque-part differs only by admitting "["
//     and "]" (uric, §2.2 reserved);
//   - any other rest begins with a uric-no-slash other than "?" that no
//     hier-part begins with: an opaque-part.
func fitsHierPart(rest string) bool {
	switch {
	case rest == "", strings.HasPrefix(rest, "/"):
		return true
	case strings.HasPrefix(rest, "?"):
		return !strings.ContainsAny(rest, "[]")
	}
	return false
}
