package semantic_test

import (
	"errors"
	"fmt"
	"net/url"

	"github.com/urispec/urispec/semantic"
)

// URI.URL gives a *url.URL that holds the input exactly, and says which
// component it cannot hold; HostAddr gives an IP literal as a netip.Addr,
// an RFC 6874 zone included; FromURL checks a *url.URL under a dialect.
func ExampleURI_URL() {
	u, err := semantic.Parse(semantic.RFC3986, "http://[fe80::a%25en1]:8080/a%2Fb?#f", semantic.WithRule("URI-6874"))
	if err != nil {
		panic(err)
	}
	r, err := u.URL()
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q %q %q %q %v %q\n", r.Host, r.Path, r.RawPath, r.RawQuery, r.ForceQuery, r.Fragment)
	fmt.Println(r.String() == u.Input)
	addr, err := semantic.HostAddr(&u)
	fmt.Println(addr, addr.Zone(), err)

	u, _ = semantic.Parse(semantic.RFC3986, "http://a/#")
	_, err = u.URL()
	fmt.Println(errors.Is(err, semantic.ErrNotRepresentable), err)

	_, err = semantic.FromURL(semantic.RFC2396, &url.URL{Scheme: "http", Host: "[::1]", Path: "/"})
	fmt.Println(err)
	// Output:
	// "[fe80::a%en1]:8080" "/a/b" "/a%2Fb" "" true "f"
	// true
	// fe80::a%en1 en1 <nil>
	// true rfc3986: "http://a/#": net/url cannot represent its fragment exactly: an empty fragment ("#") is no different from none in a url.URL, which has no ForceFragment
	// rfc2396: invalid URI-reference at offset 7: unexpected "[", expected "#", "?", abs-path, authority or end of input (in rule net-path, §3); read as host (§3.2.2), it needed IPv4address or hostname at offset 7, not "["
}
