package semantic_test

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// Normalize climbs the comparison ladder of rfc2396bis-01 §6.2 with the
// examples of §6.2.2 and §6.2.3; rfc2141bis-03 §5 keeps or orders the query.
func ExampleNormalize() {
	for _, in := range []string{"eXAMPLE://a/./b/../b/c/%7a", "HTTP://Example.COM:80"} {
		for _, l := range semantic.Levels(semantic.RFC2396bis01) {
			n, err := semantic.Normalize(semantic.RFC2396bis01, in, l)
			if err != nil {
				fmt.Println(err)
				continue
			}
			fmt.Printf("%-6s %s\n", l, n)
		}
	}
	for _, l := range semantic.Levels(semantic.RFC2141bis03) {
		n, _ := semantic.Normalize(semantic.RFC2141bis03, "URN:ISBN:0-395-36341-1?s=I2L&c=ToC#p1", l)
		fmt.Printf("%-10s %s\n", l, n)
	}

	_, err := semantic.Normalize(semantic.RFC1738, "http://h", semantic.LevelString)
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
		eq, err := semantic.Equivalent(p.d, p.a, p.b, p.l)
		fmt.Println(p.a, p.b, p.l, eq, err)
	}
	_, err := semantic.Equivalent(semantic.RFC2141bis03, "urn:urn:x", "urn:foo:x", "")
	fmt.Println(err)
	// Output:
	// URN:foo:a123,456 urn:foo:a123,456?x=y resource true <nil>
	// URN:foo:a123,456 urn:foo:a123,456?x=y resolution false <nil>
	// urn:foo:a123%2C456 URN:FOO:a123%2c456 resource true <nil>
	// urn:foo:a123,456 urn:foo:a123%2C456 resource false <nil>
	// http://www.XEROX.com http://www.xerox.com syntax true <nil>
	// rfc2141bis-03: invalid URI at offset 4: the NID "urn" is permanently reserved and MUST NOT be used (NIDs are case-insensitive) (in rule NID, §2.1)
}

// Levels lists what each dialect's text defines, the default first.
func ExampleLevels() {
	for _, d := range []semantic.Dialect{semantic.URLDraft1993, semantic.RFC1738, semantic.URLSyntax05, semantic.RFC2396bis01, semantic.RFC2141bis03} {
		fmt.Println(d, semantic.Levels(d))
	}
	// Output:
	// url-draft-1993 [syntax scheme]
	// rfc1738 [syntax scheme]
	// url-syntax-05 [syntax scheme]
	// rfc2396bis-01 [syntax string scheme]
	// rfc2141bis-03 [resource resolution]
}
