package semantic_test

import (
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// The URL Standard's basic URL parser reads what a browser reads, valid URL
// string or not, and reports each validation error as a warning.
func ExampleBasicURLParse() {
	u, warnings, err := semantic.BasicURLParse(`HTTPS://user@EXAMPLE.com:443\a\..\b c?q#f`, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Href())
	fmt.Println(u.Scheme, u.Username, u.Hostname(), u.PortString() == "", u.Path, u.Query, u.Fragment)
	for _, w := range warnings {
		fmt.Println(w.Offset, w.Message)
	}
	// Output:
	// https://user@example.com/b%20c?q#f
	// https user example.com true /b%20c q f
	// 12 validation error invalid-credentials: expected no credentials
	// 28 validation error invalid-reverse-solidus: expected "/", not "\", in a special URL
	// 30 validation error invalid-reverse-solidus: expected "/", not "\", in a special URL
	// 33 validation error invalid-reverse-solidus: expected "/", not "\", in a special URL
	// 35 validation error invalid-URL-unit: expected a URL unit (a URL code point, or "%" and two ASCII hex digits)
}
