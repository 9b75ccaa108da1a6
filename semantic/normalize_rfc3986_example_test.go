package semantic_test

import (
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// RFC 3986 §6.2.2 and §6.2.3: the examples of the comparison ladder.
func ExampleNormalize_rfc3986() {
	for _, c := range []struct {
		input string
		level semantic.Level
	}{
		{"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", semantic.LevelSyntax},
		{"HTTP://www.EXAMPLE.com/", semantic.LevelCase},
		{"http://example.com:80", semantic.LevelScheme},
		{"mid/content=5/../6", semantic.LevelRemoveDotSegments},
	} {
		n, err := semantic.Normalize(semantic.RFC3986, c.input, semantic.WithLevel(c.level))
		fmt.Println(c.level, n, err)
	}
	// Output:
	// syntax example://a/b/c/%7Bfoo%7D <nil>
	// case http://www.example.com/ <nil>
	// scheme http://example.com/ <nil>
	// remove_dot_segments mid/6 <nil>
}

// RFC 3986 §6.2.2 restricted to one component (erratum N5): the levels
// syntax:scheme ... syntax:fragment normalize that component and keep every
// other byte of the reference as written.
func ExampleNormalize_rfc3986Component() {
	const input = "HTTP://%41@EXAMPLE.ORG/../a?%41#%41"
	for _, l := range []semantic.Level{
		semantic.LevelSyntaxScheme, semantic.LevelSyntaxUserinfo, semantic.LevelSyntaxHost,
		semantic.LevelSyntaxPath, semantic.LevelSyntaxQuery, semantic.LevelSyntaxFragment,
	} {
		n, err := semantic.Normalize(semantic.RFC3986, input, semantic.WithLevel(l))
		fmt.Println(l, n, err)
	}
	// Output:
	// syntax:scheme http://%41@EXAMPLE.ORG/../a?%41#%41 <nil>
	// syntax:userinfo HTTP://A@EXAMPLE.ORG/../a?%41#%41 <nil>
	// syntax:host HTTP://%41@example.org/../a?%41#%41 <nil>
	// syntax:path HTTP://%41@EXAMPLE.ORG/a?%41#%41 <nil>
	// syntax:query HTTP://%41@EXAMPLE.ORG/../a?A#%41 <nil>
	// syntax:fragment HTTP://%41@EXAMPLE.ORG/../a?%41#A <nil>
}
