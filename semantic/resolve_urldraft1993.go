package semantic

import "strings"

// Rules of url-draft-1993 that resolve1993 parses with besides
// resolveRules: a partial form (grammar errata E15-E17).
const rulePartialAddress1993 = "partial-address"

// resolve1993 applies the partial-form rules of the 1993 URL draft
// (§Partial-form, prose only) to ref in the context of the parsed base b.
//
// The text, rule by rule, and how it is read here:
//
//   - "A partial form can be distinguished from a full form in that a full
//     form must have a colon and that colon must occur before any slash
//     characters." The test is made on the reference without its
//     "#fragmentid", which "follows the URL" and is not part of it
//     (§Fragment-id). A full form is parsed as a fragmentaddress and is its
//     own target (a scheme equal to the base's changes nothing).
//   - "If the scheme parts are different, the whole absolute locator must be
//     given. Otherwise, the scheme is omitted, and:" a partial form is parsed
//     as a partial-address and takes the scheme of the base.
//   - "If the host and/or port parts are the different, the host, port name
//     and all the rest of the locator must be given" (read "are different",
//     erratum R1): a partial form that
//     begins with "//" (the Internet protocol part "starts with a double
//     slash") is written after the base's "scheme:".
//   - "If the access and host parts are the same, then the path may be given
//     in absolute (fully qualified) or relative form. Within the path: If a
//     leading slash is present, the path is absolute.": it replaces the
//     base's path. No dot segment is removed from it: the removal rule is
//     given for relative paths only.
//   - "Otherwise, a relative path is interpreted as follows: The last part of
//     the path of the context locator (anything following the rightmost
//     slash) is removed, and the given partial URL appended in its place."
//     The path is what §Path defines: "The rest of the locator is known as
//     the "path"", the rest after the Internet protocol part, which "starts
//     with a double slash "//" ... and continues until the following slash
//     "/"" (or after "scheme:" when there is none). So the base's "?search"
//     belongs to its path and goes with its last part, and the partial URL,
//     its "?search" included, is appended whole. A base path with no slash is
//     all "last part": http://a + g = http://ag.
//   - "Within the result, all occurrences of "/xxx/.." or "/." are
//     recursively removed, where xxx, ".." and "." are complete path
//     elements." The result is that path; its elements are separated by "/"
//     wherever it stands, "?search" included, so g?y/../x gives
//     http://a/b/c/x. The text orders nothing: every "/." goes first, then
//     "/xxx/.." repeatedly, leftmost first, until none is left (removing one
//     never makes a new "/."). xxx is restricted only to being complete, so
//     it may be ".." or empty: http://a/b/c/d + ../../../../g gives
//     http://a/g, where ../../../g gives http://a/../g. "." resolves to
//     http://a/b/c (the text removes "/.", slash included).
//
// The target of a partial form is parsed as a fragmentaddress too (erratum
// R2 of ResolveErrata): a partial form that stands for no URL is rejected
// with Role RoleTarget.
func resolve1993(b *URI, ref string, fail func(Role, error) (string, error)) (string, error) {
	url, fragment, hasFragment := strings.Cut(ref, "#")
	colon, slash := strings.IndexByte(url, ':'), strings.IndexByte(url, '/')
	if colon >= 0 && (slash < 0 || colon < slash) {
		// A full form.
		if _, err := Parse(URLDraft1993, ref, WithRule(resolveRules[URLDraft1993].ref)); err != nil {
			return fail(RoleReference, err)
		}
		return ref, nil
	}
	if _, err := Parse(URLDraft1993, ref, WithRule(rulePartialAddress1993)); err != nil {
		return fail(RoleReference, err)
	}
	target := partialForm1993(b.Input, url)
	if hasFragment {
		target += "#" + fragment
	}
	if _, err := Parse(URLDraft1993, target, WithRule(resolveRules[URLDraft1993].ref)); err != nil {
		return fail(RoleTarget, err)
	}
	return target, nil
}

// partialForm1993 is the URL that the partial form partial (without its
// fragment) stands for in the context locator base, by the rules quoted in
// resolve1993.
func partialForm1993(base, partial string) string {
	scheme, rest, _ := strings.Cut(base, ":") // a full form: its first colon ends the scheme
	var internet, path string
	if strings.HasPrefix(rest, "//") {
		// "This starts with a double slash "//" to indicate its presence, and
		// continues until the following slash "/"."
		end := len(rest)
		if i := strings.IndexByte(rest[2:], '/'); i >= 0 {
			end = 2 + i
		}
		internet, path = rest[:end], rest[end:]
	} else {
		path = rest
	}
	switch {
	case strings.HasPrefix(partial, "//"):
		// "the host, port name and all the rest of the locator must be given"
		return scheme + ":" + partial
	case strings.HasPrefix(partial, "/"):
		// "If a leading slash is present, the path is absolute."
		return scheme + ":" + internet + partial
	}
	// "The last part of the path of the context locator (anything following
	// the rightmost slash) is removed, and the given partial URL appended in
	// its place."
	path = path[:strings.LastIndexByte(path, '/')+1] + partial
	// "Within the result, all occurrences of "/xxx/.." or "/." are
	// recursively removed"
	return scheme + ":" + internet + removeDotElements1993(path)
}

// removeDotElements1993 removes from path every "/." and then every
// "/xxx/..", where xxx, ".." and "." are complete path elements, until none
// is left (§Partial-form; the order is resolve1993's reading).
func removeDotElements1993(path string) string {
	// "/.": "." complete, so followed by "/" or the end.
	for i := 0; i+1 < len(path); {
		if path[i:i+2] == "/." && (i+2 == len(path) || path[i+2] == '/') {
			path = path[:i] + path[i+2:]
			continue // a "/." may now start at i again
		}
		i++
	}
	// "/xxx/..": xxx any complete element, ".." followed by "/" or the end.
	for i := 0; i < len(path); {
		if path[i] != '/' {
			i++
			continue
		}
		j := strings.IndexByte(path[i+1:], '/')
		if j < 0 {
			break
		}
		j += i + 1
		if strings.HasPrefix(path[j:], "/..") && (j+3 == len(path) || path[j+3] == '/') {
			path = path[:i] + path[j+3:]
			// The element before i may now be followed by "/..".
			i = max(strings.LastIndexByte(path[:i], '/'), 0)
			continue
		}
		i = j
	}
	return path
}
