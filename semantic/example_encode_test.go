package semantic_test

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// Encode escapes what a component's rule does not admit, by the dialect's
// own ABNF: "~" is unsafe in RFC 1738 (§2.2) and unreserved in RFC 3986
// (§2.3); "/" delimits segments, not a path.
func ExampleEncode() {
	for _, d := range []semantic.Dialect{semantic.RFC1738, semantic.RFC2396, semantic.RFC3986} {
		s, _ := semantic.Encode(d, semantic.ComponentSegment, "~joe/a b")
		fmt.Printf("%-8s %s\n", d, s)
	}
	p, _ := semantic.Encode(semantic.RFC3986, semantic.ComponentPath, "/~joe/a b")
	fmt.Println(p)
	nss, _ := semantic.Encode(semantic.RFC8141, semantic.ComponentNSS, "/a/b")
	fmt.Println(nss)
	// Output:
	// rfc1738  %7Ejoe%2Fa%20b
	// rfc2396  ~joe%2Fa%20b
	// rfc3986  ~joe%2Fa%20b
	// /~joe/a%20b
	// %2Fa/b
}

// Decode decodes a component and refuses an escape that would change its
// meaning: "%2F" in a path is not "/".
func ExampleDecode() {
	s, err := semantic.Decode(semantic.RFC3986, semantic.ComponentPath, "/a%20b/%7Ejoe")
	fmt.Printf("%q %v\n", s, err)

	_, err = semantic.Decode(semantic.RFC3986, semantic.ComponentPath, "/a%2Fb")
	var ee *semantic.EncodingError
	if errors.As(err, &ee) {
		fmt.Println(ee.Offset, ee.Rule, ee.Section)
		fmt.Println(ee)
	}
	// Output:
	// "/a b/~joe" <nil>
	// 2 path 3.3
	// rfc3986: cannot decode path at offset 2: "%2F" encodes "/", a delimiter (reserved (§2.2)): decoding it would change the meaning (in rule path, §3.3)
}

// EncodingComponents lists the components a dialect's grammar has a rule
// for.
func ExampleEncodingComponents() {
	cs, _ := semantic.EncodingComponents(semantic.RFC8141)
	for _, c := range cs {
		fmt.Println(c.Component, c.Rule, c.Section)
	}
	// Output:
	// nss NSS 2
	// query q-component 2
	// fragment f-component 2
}
