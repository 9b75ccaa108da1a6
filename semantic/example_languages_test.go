package semantic_test

import (
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// LanguageDifferences tells exactly what one spec version accepts and
// another does not: here the shortest inputs that RFC 3986 accepts and RFC
// 2396 rejects, with the rule of RFC 2396 where it parts from RFC 3986.
func ExampleLanguageDifferences() {
	diffs, err := semantic.LanguageDifferences(semantic.RFC3986, "", semantic.RFC2396, "", 0)
	if err != nil {
		panic(err)
	}
	for _, d := range diffs[:4] {
		fmt.Printf("%-11q rfc2396 stops at %d in %s (§%s)\n", d.Input, d.Offset, d.Rule, d.Section)
	}
	same, _ := semantic.LanguageDifferences(semantic.RFC3986, "URI", semantic.RFC3986, "URI-reference", 0)
	fmt.Println(len(same), "inputs are URIs and not URI references")
	// Output:
	// "?"         rfc2396 stops at 0 in URI-reference (§4)
	// "A:"        rfc2396 stops at 2 in absoluteURI (§3)
	// "A:#"       rfc2396 stops at 2 in absoluteURI (§3)
	// "A://@[::]" rfc2396 stops at 5 in hier-part (§3)
	// 0 inputs are URIs and not URI references
}
