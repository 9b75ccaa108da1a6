package semantic_test

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// Resolve follows each spec's own algorithm, defects included: the query of
// a reference takes part in dot-segment removal in url-syntax-05 (§5.2 step
// 6c), not in rfc2396bis-01 (merge on paths only).
func ExampleResolve() {
	const base = "http://a/b/c/d;p?q"
	for _, d := range []semantic.Dialect{semantic.URLSyntax05, semantic.RFC2396bis01} {
		for _, ref := range []string{"../g", "g?y/../x", "?y"} {
			target, err := semantic.Resolve(d, base, ref)
			if err != nil {
				fmt.Println(err)
				continue
			}
			fmt.Printf("%-13s %-9s -> %s\n", d, ref, target)
		}
	}

	// rfc2396bis-01 §5.2 merge step 7: three ways with ".." above the root.
	for _, dots := range []semantic.LeadingDots{semantic.RetainLeadingDots, semantic.RemoveLeadingDots, semantic.RejectLeadingDots} {
		target, err := semantic.Resolve(semantic.RFC2396bis01, base, "../../../g", semantic.WithLeadingDots(dots))
		fmt.Printf("%-6s %q %v\n", dots, target, errors.Is(err, semantic.ErrAboveRoot))
	}

	_, err := semantic.Resolve(semantic.RFC1738, base, "g")
	fmt.Println(err)
	// Output:
	// url-syntax-05 ../g      -> http://a/b/g
	// url-syntax-05 g?y/../x  -> http://a/b/c/x
	// url-syntax-05 ?y        -> http://a/b/c/?y
	// rfc2396bis-01 ../g      -> http://a/b/g
	// rfc2396bis-01 g?y/../x  -> http://a/b/c/g?y/../x
	// rfc2396bis-01 ?y        -> http://a/b/c/d;p?y
	// retain "http://a/../g" false
	// remove "http://a/g" false
	// error  "" true
	// rfc1738: defines no relative form: its §2.3 says relative links are not described in that document
}

// A target never has other components than resolution computed. RFC 3986
// §5.2.4 leaves "f:/a" and ".//g" the path "//g" without an authority, which
// §5.3 writes "f://g", a string with the authority "g": by default an error
// that carries the string, WithRecomposition(RecomposeDotPrefix) writes
// "f:/.//g", RecomposeLiteral the text's string. url-syntax-05 writes
// "http://a" and "g" as "http://ag", which "/." does not repair.
func ExampleWithRecomposition() {
	_, err := semantic.Resolve(semantic.RFC3986, "f:/a", ".//g")
	var re *semantic.OpError
	if errors.As(err, &re) && errors.Is(err, semantic.ErrRecomposition) {
		fmt.Println(re.Target)
		fmt.Println(err)
	}
	for _, r := range []semantic.Recomposition{semantic.RecomposeDotPrefix, semantic.RecomposeLiteral} {
		target, err := semantic.Resolve(semantic.RFC3986, "f:/a", ".//g", semantic.WithRecomposition(r))
		fmt.Println(r, target, err)
	}
	target, err := semantic.Resolve(semantic.URLSyntax05, "http://a", "g", semantic.WithRecomposition(semantic.RecomposeDotPrefix))
	fmt.Printf("%q %v\n", target, errors.Is(err, semantic.ErrRecomposition))
	// Output:
	// f://g
	// resolving ".//g" against "f:/a": invalid target: "f://g" would parse with the authority "g", where resolution computed no authority (rfc3986 §5.3)
	// dot-prefix f:/.//g <nil>
	// literal f://g <nil>
	// "" true
}
