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
