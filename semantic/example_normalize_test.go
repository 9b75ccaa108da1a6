package semantic_test

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// Normalize climbs the comparison ladder of rfc2396bis-01 §6.2 with the
// examples of §6.2.2 and §6.2.3; rfc2141bis-03 §5 keeps or orders the query.
func ExampleNormalize() {
	bis01, _ := semantic.Info(semantic.RFC2396bis01)
	urn, _ := semantic.Info(semantic.RFC2141bis03)
	for _, in := range []string{"eXAMPLE://a/./b/../b/c/%7a", "HTTP://Example.COM:80"} {
		for _, l := range bis01.Levels {
			n, err := semantic.Normalize(semantic.RFC2396bis01, in, semantic.WithLevel(l))
			if err != nil {
				fmt.Println(err)
				continue
			}
			fmt.Printf("%-6s %s\n", l, n)
		}
	}
	for _, l := range urn.Levels {
		n, _ := semantic.Normalize(semantic.RFC2141bis03, "URN:ISBN:0-395-36341-1?s=I2L&c=ToC#p1", semantic.WithLevel(l))
		fmt.Printf("%-10s %s\n", l, n)
	}

	_, err := semantic.Normalize(semantic.RFC1738, "http://h", semantic.WithLevel(semantic.LevelString))
	fmt.Println(errors.Is(err, semantic.ErrNoLevel))
	// Output:
	// syntax example://a/b/c/z
	// string eXAMPLE://a/./b/../b/c/%7a
	// scheme example://a/b/c/z
	// syntax http://example.com:80
	// string HTTP://Example.COM:80
	// scheme http://example.com/
	// resource   urn:isbn:0-395-36341-1
	// resolution urn:isbn:0-395-36341-1?c=ToC&s=I2L
	// true
}

// Equivalent compares normal forms: the URNs of rfc2141bis-03 §5.1 under
// step 5a (resource) and 5b (resolution), and url-syntax-05 §6.
func ExampleEquivalent() {
	pairs := []struct {
		d    semantic.Dialect
		l    semantic.Level
		a, b string
	}{
		{semantic.RFC2141bis03, semantic.LevelResource, "URN:foo:a123,456", "urn:foo:a123,456?x=y"},
		{semantic.RFC2141bis03, semantic.LevelResolution, "URN:foo:a123,456", "urn:foo:a123,456?x=y"},
		{semantic.RFC2141bis03, semantic.LevelResource, "urn:foo:a123%2C456", "URN:FOO:a123%2c456"},
		{semantic.RFC2141bis03, semantic.LevelResource, "urn:foo:a123,456", "urn:foo:a123%2C456"},
		{semantic.URLSyntax05, semantic.LevelSyntax, "http://www.XEROX.com", "http://www.xerox.com"},
	}
	for _, p := range pairs {
		eq, err := semantic.Equivalent(p.d, p.a, p.b, semantic.WithLevel(p.l))
		fmt.Println(p.a, p.b, p.l, eq, err)
	}
	_, err := semantic.Equivalent(semantic.RFC2141bis03, "urn:urn:x", "urn:foo:x")
	fmt.Println(err)
	// Output:
	// URN:foo:a123,456 urn:foo:a123,456?x=y resource true <nil>
	// URN:foo:a123,456 urn:foo:a123,456?x=y resolution false <nil>
	// urn:foo:a123%2C456 URN:FOO:a123%2c456 resource true <nil>
	// urn:foo:a123,456 urn:foo:a123%2C456 resource false <nil>
	// http://www.XEROX.com http://www.xerox.com syntax true <nil>
	// rfc2141bis-03: invalid URI at offset 4: the NID "urn" is permanently reserved and MUST NOT be used (NIDs are case-insensitive) (in rule NID, §2.1)
}

// Info states what a dialect's text defines: its spec, its start rules, the
// levels of its normalization (the default first), the choices of its
// resolution, and its errata.
func ExampleInfo() {
	for _, d := range []semantic.Dialect{semantic.RFC1738, semantic.RFC2396bis01, semantic.RFC3986} {
		info, err := semantic.Info(d)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%s: %s %q (%s)\n", d, info.Spec.Name, info.Spec.Title, info.Spec.Date)
		fmt.Println("  start rules:", info.StartRules)
		fmt.Println("  levels:", info.Levels)
		r := info.Resolution
		fmt.Printf("  resolution: %v, non-strict %v, leading dots %v\n", r.Defined, r.NonStrict, r.LeadingDots)
		fmt.Printf("  first erratum: %s (%s, §%s)\n", info.Errata[0].ID, info.Errata[0].Kind, info.Errata[0].Section)
	}
	// Output:
	// rfc1738: RFC1738 "Uniform Resource Locators (URL)" (1994-12)
	//   start rules: [url genericurl httpurl ftpurl newsurl nntpurl telneturl gopherurl waisurl mailtourl fileurl prosperourl]
	//   levels: [syntax scheme]
	//   resolution: false, non-strict false, leading dots false
	//   first erratum: E1 (grammar, §5)
	// rfc2396bis-01: draft-fielding-uri-rfc2396bis-01 "Uniform Resource Identifier (URI): Generic Syntax" (2003-03-03)
	//   start rules: [URI-reference absolute-URI relative-URI absolute-URI-reference]
	//   levels: [syntax string scheme]
	//   resolution: true, non-strict true, leading dots true
	//   first erratum: E1 (grammar, §A)
	// rfc3986: RFC3986 "Uniform Resource Identifier (URI): Generic Syntax" (2005-01)
	//   start rules: [URI-reference URI absolute-URI relative-ref IPv4address IPv6address URI-reference-6874 URI-6874 absolute-URI-6874 relative-ref-6874 IP-literal-6874 IPv6addrz]
	//   levels: [syntax string case percent path scheme remove_dot_segments syntax:scheme syntax:userinfo syntax:host syntax:port syntax:path syntax:query syntax:fragment]
	//   resolution: true, non-strict true, leading dots false
	//   first erratum: E1 (grammar, §3.3)
}
