package semantic

import (
	"fmt"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
)

func init() {
	// §5.2.2: "A non-strict parser may ignore a scheme in the reference if it
	// is identical to the base URI's scheme."
	resolvers[RFC3986] = resolver{nonStrict: true, resolve: resolveRFC3986}
	resolveErrata[RFC3986] = rfc3986ResolveErrata
}

// resolveRFC3986 is RFC 3986 §5: the base is parsed as a URI and stripped of
// its fragment (§5.1, erratum R1), the reference as a URI-reference (§4.1);
// §5.2.2 transforms them into the target's components and §5.3 recomposes
// them. WithValidating(false) is the non-strict reading of §5.2.2; the text
// offers no choice of what to do with ".." segments above the root
// (remove_dot_segments drops them, §5.4.2), so WithLeadingDots is rejected.
func resolveRFC3986(d Dialect, base, ref string, o resolveOptions) (string, error) {
	if o.dotsSet {
		return "", fmt.Errorf(msgOptionDialect, msgOptionDots, d)
	}
	fail := func(role Role, err error) (string, error) {
		return "", &ResolveError{Dialect: d, Base: base, Ref: ref, Role: role, Err: err}
	}
	// §5.1: "A base URI must conform to the <absolute-URI> syntax rule
	// (Section 4.3). If the base URI is obtained from a URI reference, then
	// that reference must be converted to absolute form and stripped of any
	// fragment component prior to its use as a base URI."
	b, err := Parse(d, base, WithRule("URI"))
	if err != nil {
		return fail(RoleBase, err)
	}
	bc := b.Components
	bc.Fragment = nil
	r, err := Parse(d, ref, WithRule("URI-reference"))
	if err != nil {
		return fail(RoleReference, err)
	}
	// §5.3 Component Recomposition: the pseudocode is recombine's.
	return recombine(transformRFC3986(bc, r.Components, !o.validating)), nil
}

// transformRFC3986 is the pseudocode of RFC 3986 §5.2.2, line by line, for a
// reference R and a base already "parsed into the five main components"
// (§5.2.1). Userinfo, host and port travel with the authority.
func transformRFC3986(base, r Components, nonStrict bool) (t Components) {
	// if ((not strict) and (R.scheme == Base.scheme)) then
	//    undefine(R.scheme);
	// endif;
	// "==" compares the schemes as written (erratum R2).
	if nonStrict && r.Scheme != nil && *r.Scheme == *base.Scheme {
		r.Scheme = nil
	}
	setAuthority := func(from Components) {
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
func mergeRFC3986(base Components, refPath string) string {
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
		i := strings.LastIndexByte(string(out), '/')
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

// rfc3986ResolveErrata are the readings of RFC 3986 §5 (ResolveErrata).
var rfc3986ResolveErrata = []*abnf.Erratum{
	{ID: "R1", Rule: "-", Section: "5.1",
		Text: `"A base URI must conform to the <absolute-URI> syntax rule (Section 4.3). If the base URI is obtained from a URI reference, then that reference must be converted to absolute form and stripped of any fragment component prior to its use as a base URI."`,
		Does: `accepts as base a URI (§3), fragment included, and strips the fragment: "http://ex#f" is the base "http://ex"; a relative reference is rejected as base (Role base).`,
		Why:  `a URI with a fragment is a URI reference already in absolute form, and the sentence says what to do with it; converting a relative reference to absolute form would need a base of its own, which Resolve is not given.`},
	{ID: "R2", Rule: "-", Section: "5.2.2",
		Text: `"-- A non-strict parser may ignore a scheme in the reference if it is identical to the base URI's scheme." / "if ((not strict) and (R.scheme == Base.scheme)) then"`,
		Does: `compares the two schemes as written, case included: in non-strict mode "HTTP:g" against "http://a/b/c/d;p?q" keeps its scheme and gives "HTTP:g".`,
		Why:  `"identical" and "==" compare strings; §3.1 makes schemes case-insensitive for comparison, but §5.2.1 says normalizing the base is optional, and the pseudocode normalizes nothing.`},
	{ID: "R3", Rule: "-", Section: "5.3",
		Text: `§5: resolution gives "a string matching the <URI> syntax rule"; §5.2.4 may leave a path that begins with "//" where T has no authority ("f:/a" and ".//g" give T.path = "//g"), which §3.3 forbids ("If a URI does not contain an authority component, then the path cannot begin with two slash characters").`,
		Does: `returns what §5.3 recomposes, "f://g", although that string parses with the authority "g"; it adds no "/." to keep the path apart.`,
		Why:  `§5.2 says its algorithm "provides definitive results that can be used to test the output of other implementations"; prefixing "/." is a repair the text does not make, and the corpora keep the literal result.`},
}
