package semantic_test

import (
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// WithBase validates a URL string as written against a base URL: in the
// URL Standard a relative string is valid or not by the base's scheme and
// path (§4.3). The rows of the table of §4 with a base: "example" against
// https://example.com/demo ✅, "https:example.org" against
// https://example.com/ ❌; and "example" without a base, "❌, due to lack of
// base".
func ExampleWithBase() {
	fmt.Println(semantic.Validate(semantic.WHATWGURL, "example", semantic.WithBase("https://example.com/demo")))
	fmt.Println(semantic.Validate(semantic.WHATWGURL, "https:example.org", semantic.WithBase("https://example.com/")) != nil)
	fmt.Println(semantic.Validate(semantic.WHATWGURL, "example") != nil)
	// Output:
	// <nil>
	// true
	// true
}

// BaseStartRule names the start rule a base URL chooses (grammar erratum
// E1): a special scheme, "file", another scheme with a path, or an opaque
// path, where only a fragment can follow.
func ExampleBaseStartRule() {
	for _, base := range []string{"https://example.com/", "file:///C:/", "foo://h/p", "mailto:user@example.org"} {
		rule, err := semantic.BaseStartRule(semantic.WHATWGURL, base)
		fmt.Println(rule, err)
	}
	// Output:
	// valid-URL-string-special-base <nil>
	// valid-URL-string-file-base <nil>
	// valid-URL-string-other-base <nil>
	// valid-URL-string-opaque-path-base <nil>
}
