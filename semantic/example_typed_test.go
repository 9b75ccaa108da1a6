package semantic_test

import (
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// Typed gives each part its raw text, its decoding and its span; the host
// knows its kind, the port tells absent from empty, and Recompose puts the
// parts back together with the grammar's delimiters.
func ExampleURI_Typed() {
	u, err := semantic.Parse(semantic.RFC1738, "ftp://anon:pw@ftp.is.co.za:21/%7Efoo/rfc1808.txt;type=a")
	if err != nil {
		panic(err)
	}
	t := u.Typed()
	fmt.Println(t.User.Raw, t.Password.Raw, t.Host.Raw, t.Host.Kind, t.Port.Number)
	for _, s := range t.Path.Segments {
		fmt.Printf("%s -> %s [%d,%d)\n", s.Raw, s.Decoded, s.Start, s.End)
	}
	fmt.Println(u.Recompose() == u.Input)

	v, err := semantic.Parse(semantic.RFC2141bis03, "urn:example:foo?s=I2L&c=ToC")
	if err != nil {
		panic(err)
	}
	for _, d := range v.Typed().URN.Directives {
		fmt.Println(d.Keyword.Raw, "=", d.Value.Raw)
	}
	// Output:
	// anon pw ftp.is.co.za hostname 21
	// %7Efoo -> ~foo [30,36)
	// rfc1808.txt -> rfc1808.txt [37,48)
	// true
	// s = I2L
	// c = ToC
}
