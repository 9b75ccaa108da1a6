package semantic

import "fmt"

// msgNoRelativeRFC2141 is the error of Resolve for RFC 2141 (kept beside its
// use because resolve.go, which holds the others, is not this dialect's).
const msgNoRelativeRFC2141 = `rfc2141: %w: "An URN MUST be considered an opaque URL by URL resolvers and passed (with the "urn:" tag) to an URN resolver" (Appendix A); the RFC defines no relative form`

func init() {
	// RFC 2141 Appendix A: a URN is an opaque URL; nothing in the RFC is
	// relative to a base.
	resolvers[RFC2141] = resolver{resolve: func(Dialect, string, string, resolveOptions) (string, error) {
		return "", fmt.Errorf(msgNoRelativeRFC2141, ErrNoRelativeForm)
	}}
}
