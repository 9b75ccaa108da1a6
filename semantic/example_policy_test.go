package semantic_test

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// WithPolicy checks a valid input against what an application accepts:
// schemes, required and forbidden components, host kinds and ports. A
// refusal is a *PolicyError naming the policy, the component and its span.
func ExampleWithPolicy() {
	web := semantic.WithPolicy(semantic.Policy{
		Schemes:   []string{"http", "https"},
		Require:   []semantic.Component{semantic.ComponentHost},
		Forbid:    []semantic.Component{semantic.ComponentUserinfo},
		HostKinds: []semantic.HostKind{semantic.RegName, semantic.IPv4},
		Ports:     []semantic.PortRange{{Lo: 80, Hi: 80}, {Lo: 443, Hi: 443}},
	})
	for _, in := range []string{
		"https://example.com/a",
		"ftp://example.com/a",
		"http://user@example.com/",
		"http://[::1]/",
		"http://example.com:8080/",
		"http:/a",
	} {
		err := semantic.Validate(semantic.RFC3986, in, web)
		var pe *semantic.PolicyError
		if errors.As(err, &pe) {
			fmt.Printf("%-26s %s %s %v %q %v\n", in, pe.Policy, pe.Component, pe.Span, pe.Got, pe.Allowed)
			continue
		}
		fmt.Printf("%-26s %v\n", in, err)
	}
	fmt.Println(semantic.Validate(semantic.RFC3986, "http://example.com:8080/", web))
	// Output:
	// https://example.com/a      <nil>
	// ftp://example.com/a        schemes scheme {0 3} "ftp" [http https]
	// http://user@example.com/   forbid userinfo {7 11} "user" [userinfo]
	// http://[::1]/              host-kinds host {7 12} "IP-literal" [reg-name IPv4address]
	// http://example.com:8080/   ports port {19 23} "8080" [80 443]
	// http:/a                    require host {-1 -1} "" [host]
	// rfc3986: URI-reference refused by policy ports at offset 19: port "8080" is not allowed (allowed: 80, 443)
}
