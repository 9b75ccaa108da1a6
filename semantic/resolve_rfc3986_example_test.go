package semantic_test

import (
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// RFC 3986 §5.4: references against the base http://a/b/c/d;p?q, strict and,
// for "http:g", "for backward compatibility".
func ExampleResolve_rfc3986() {
	const base = "http://a/b/c/d;p?q"
	for _, ref := range []string{"g", "../../../g", "g?y/./x", "http:g"} {
		t, err := semantic.Resolve(semantic.RFC3986, base, ref)
		fmt.Println(ref, t, err)
	}
	t, err := semantic.Resolve(semantic.RFC3986, base, "http:g", semantic.WithValidating(false))
	fmt.Println("http:g", t, err)
	// Output:
	// g http://a/b/c/g <nil>
	// ../../../g http://a/g <nil>
	// g?y/./x http://a/b/c/g?y/./x <nil>
	// http:g http:g <nil>
	// http:g http://a/b/c/g <nil>
}
