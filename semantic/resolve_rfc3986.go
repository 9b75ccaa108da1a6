package semantic

// The resolution of RFC 3986 §5, shared by the dialects that resolve by it:
// rfc3986 and rfc3987 (RFC 3987 §6.5 applies it to IRIs), and its
// remove_dot_segments (§5.2.4), which the normalization of both reads too
// (§6.2.2.3).

import "strings"

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
