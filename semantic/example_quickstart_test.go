package semantic_test

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// The quick start of the README: a dialect by its id, a valid input's
// components, an invalid input's error and caret display, a resolution.
func Example() {
	d, err := semantic.ParseDialect("rfc3986")
	if err != nil {
		panic(err)
	}
	u, err := semantic.Parse(d, "http://example.com:8080/a/b?q#f")
	if err != nil {
		panic(err)
	}
	c := u.Components
	fmt.Println(u.Production, c.Host.In(u.Input), c.Port.In(u.Input), c.Path.In(u.Input))

	_, err = semantic.Parse(semantic.RFC1738, "ftp://ftp.is.co.za/rfc;type=x")
	var se *semantic.Error
	if errors.As(err, &se) {
		fmt.Println(se.Offset, se.Rule, se.Expected, se.Section)
		fmt.Println(se)
		fmt.Println(se.Caret())
	}

	target, err := semantic.Resolve(d, "http://a/b/c/d;p?q", "../g")
	if err != nil {
		panic(err)
	}
	fmt.Println(target)
	// Output:
	// URI example.com 8080 /a/b
	// 28 ftpurl [ftptype] 5
	// rfc1738: invalid url at offset 28: unexpected "x", expected ftptype (in rule ftpurl, §5)
	// ftp://ftp.is.co.za/rfc;type=x
	//                             ^
	// http://a/b/g
}
