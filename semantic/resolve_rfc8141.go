package semantic

import "fmt"

// msgNoRelativeRFC8141 is the error of Resolve for RFC 8141 (kept beside its
// use because resolve.go, which holds the others, is not this dialect's).
const msgNoRelativeRFC8141 = `rfc8141: %w: a namestring is always absolute; relative references to URNs are RFC 3986's (§4.3: the algorithm of RFC 3986 §5.2 "is problematic for URNs because their syntax does not support the necessary path components"; use dialect rfc3986)`

func init() {
	// RFC 8141 §4.3: a <relative-ref> is converted "into a target URI as
	// specified in RFC 3986"; the URN syntax (§2) has no relative form.
	resolvers[RFC8141] = resolver{resolve: func(Dialect, string, string, resolveOptions) (string, error) {
		return "", fmt.Errorf(msgNoRelativeRFC8141, ErrNoRelativeForm)
	}}
}
