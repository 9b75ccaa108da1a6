package semantic_test

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// Dialects lists every spec version in the date order of its spec.
func ExampleDialects() {
	for _, d := range semantic.Dialects() {
		info, _ := semantic.Info(d)
		fmt.Println(info.Spec.Date, d)
	}
	// Output:
	// 1993-07-14 url-draft-1993
	// 1994-06 rfc1630
	// 1994-12 rfc1738
	// 1995-06 rfc1808
	// 1997-05 rfc2141
	// 1997-05-02 url-syntax-05
	// 1998-08 rfc2396
	// 2003-03-03 rfc2396bis-01
	// 2005-01 rfc3986
	// 2005-01 rfc3987
	// 2012-10-16 rfc2141bis-03
	// 2017-04 rfc8141
	// 2026-07-02 whatwg-url
}

// ParseDialect finds a dialect by its id, in any case; an unknown id gives
// an error that lists the dialects.
func ExampleParseDialect() {
	d, err := semantic.ParseDialect("RFC3986")
	fmt.Println(d, err)
	_, err = semantic.ParseDialect("rfc9999")
	fmt.Println(errors.Is(err, semantic.ErrUnknownDialect))
	// Output:
	// rfc3986 <nil>
	// true
}

// Validate is the strict validator: nil, or the error in the spec's terms.
func ExampleValidate() {
	for _, in := range []string{"http://a/b?c#d", "http://a b/"} {
		fmt.Println(semantic.Validate(semantic.RFC3986, in))
	}
	// Output:
	// <nil>
	// rfc3986: invalid URI-reference at offset 8: unexpected " ", expected "#", ":", "?", "@", end of input, path-abempty, pct-encoded, sub-delims or unreserved (in rule authority, §3.2)
}

// WithMaxLength bounds the input of any entry point: a longer one gets a
// *LengthError that names the limit and the length.
func ExampleWithMaxLength() {
	err := semantic.Validate(semantic.RFC3986, "http://example.com/a-rather-long-path", semantic.WithMaxLength(20))
	var le *semantic.LengthError
	fmt.Println(errors.As(err, &le), err)
	// Output:
	// true rfc3986: input is 37 bytes, over the limit of 20 bytes
}

// WithTree asks Parse for the syntax tree, its nodes named after the ABNF
// rules, with their byte spans.
func ExampleWithTree() {
	u, err := semantic.Parse(semantic.RFC3986, "//h:8/p", semantic.WithTree())
	if err != nil {
		panic(err)
	}
	fmt.Print(u.Tree.Dump())
	// Output:
	// URI-reference [0,7) "//h:8/p"
	//   relative-ref [0,7) "//h:8/p"
	//     relative-part [0,7) "//h:8/p"
	//       authority [2,5) "h:8"
	//         host [2,3) "h"
	//           reg-name [2,3) "h"
	//         port [4,5) "8"
	//       path-abempty [5,7) "/p"
	//         segment [6,7) "p"
}

// Parts are the dialect's own parts: here the segments of an RFC 2396 path
// and the parameter of one of them (§3.3).
func ExampleURI_Parts() {
	u, err := semantic.Parse(semantic.RFC2396, "http://a/b;p/c")
	if err != nil {
		panic(err)
	}
	for _, p := range u.Parts() {
		fmt.Printf("%s %q [%d,%d)\n", p.Rule, p.Text, p.Start, p.End)
	}
	// Output:
	// hostname "a" [7,8)
	// segment "b;p" [9,12)
	// param "p" [11,12)
	// segment "c" [13,14)
}
