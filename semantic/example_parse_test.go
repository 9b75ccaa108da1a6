package semantic_test

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// Parse is the strict validator: a valid input gives its parts, the
// production that matched and the syntax tree; an invalid one gives an
// *Error naming the offset, the spec rule and what the grammar expected.
func ExampleParse() {
	u, err := semantic.Parse(semantic.RFC1738, "ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a")
	if err != nil {
		panic(err)
	}
	c := u.Components
	fmt.Println(u.Production, c.Host.In(u.Input), c.Path.In(u.Input), c.Query.Defined())
	for _, p := range u.Parts() {
		if p.Rule == "ftptype" {
			fmt.Printf("%s %q [%d,%d)\n", p.Rule, p.Text, p.Start, p.End)
		}
	}

	_, err = semantic.Parse(semantic.RFC1738, "ftp://ftp.is.co.za/rfc;type=x")
	var se *semantic.Error
	if errors.As(err, &se) {
		fmt.Println(se.Offset, se.Rule, se.Expected, se.Section)
		fmt.Println(se)
		fmt.Println(se.Caret())
	}
	// Output:
	// ftpurl ftp.is.co.za rfc/rfc1808.txt false
	// ftptype "a" [40,41)
	// 28 ftpurl [ftptype] 5
	// rfc1738: invalid url at offset 28: unexpected "x", expected ftptype (in rule ftpurl, §5)
	// ftp://ftp.is.co.za/rfc;type=x
	//                             ^
}

// WithRule parses as another start rule of the dialect's grammar.
func ExampleWithRule() {
	for _, rule := range []string{"URI-reference", "absolute-URI", "relative-URI"} {
		_, err := semantic.Parse(semantic.RFC2396bis01, "../a/b?q", semantic.WithRule(rule))
		fmt.Printf("%-13s %v\n", rule, err == nil)
	}
	// Output:
	// URI-reference true
	// absolute-URI  false
	// relative-URI  true
}
