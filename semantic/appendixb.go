package semantic

import "regexp"

// appendixB is the regular expression both draft-fielding-url-syntax-05
// Appendix B and draft-fielding-uri-rfc2396bis-01 Appendix B give for
// breaking a well-formed reference into its components, "the test oracle"
// for their component split (§4.3 of 2396bis-01 calls the parse greedy: the
// first match wins).
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//	 12            3  4          5       6  7        8 9
var appendixB = regexp.MustCompile(`^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// appendixBSplit splits s with the Appendix B regular expression: scheme =
// $2, authority = $4, path = $5, query = $7, fragment = $9, as spans of s. A
// component whose group did not participate is undefined; path is always
// defined. Userinfo, host and port are undefined (the expression does not
// divide the authority).
func appendixBSplit(s string) Components {
	m := appendixB.FindStringSubmatchIndex(s)
	get := func(g int) Span {
		if m[2*g] < 0 {
			return Undefined
		}
		return Span{m[2*g], m[2*g+1]}
	}
	return Components{
		Userinfo:  Undefined,
		Host:      Undefined,
		Port:      Undefined,
		Scheme:    get(2),
		Authority: get(4),
		Path:      get(5),
		Query:     get(7),
		Fragment:  get(9),
	}
}
