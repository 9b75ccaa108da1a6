package semantic_test

import (
	"errors"
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// Relativize is the inverse of Resolve under each dialect's own algorithm:
// RFC 3986 reaches "http://a/b/c/d;p?y" by "?y", url-syntax-05 (whose
// §5.2 step 5 gives "http://a/b/c/?y" for "?y") needs "d;p?y"; RFC 1808
// keeps the base's path for ";x" (§4 step 5).
func ExampleRelativize() {
	const base = "http://a/b/c/d;p?q"
	for _, d := range []semantic.Dialect{semantic.RFC3986, semantic.URLSyntax05, semantic.RFC1808} {
		for _, target := range []string{"http://a/b/c/g", "http://a/b/c/d;p?y", "http://a/g", "http://a/b/c/d;x", "http://g/h"} {
			ref, err := semantic.Relativize(d, base, target)
			if err != nil {
				fmt.Println(err)
				continue
			}
			back, _ := semantic.Resolve(d, base, ref)
			fmt.Printf("%-13s %-19s <- %-8q %v\n", d, target, ref, back == target)
		}
	}
	_, err := semantic.Relativize(semantic.RFC3986, base, "http://a/b/../c")
	fmt.Println(errors.Is(err, semantic.ErrUnreachable), err)
	_, err = semantic.Relativize(semantic.RFC8141, "urn:a:b", "urn:a:c")
	fmt.Println(errors.Is(err, semantic.ErrNoRelativeForm))
	// Output:
	// rfc3986       http://a/b/c/g      <- "g"      true
	// rfc3986       http://a/b/c/d;p?y  <- "?y"     true
	// rfc3986       http://a/g          <- "/g"     true
	// rfc3986       http://a/b/c/d;x    <- "d;x"    true
	// rfc3986       http://g/h          <- "//g/h"  true
	// url-syntax-05 http://a/b/c/g      <- "g"      true
	// url-syntax-05 http://a/b/c/d;p?y  <- "d;p?y"  true
	// url-syntax-05 http://a/g          <- "/g"     true
	// url-syntax-05 http://a/b/c/d;x    <- "d;x"    true
	// url-syntax-05 http://g/h          <- "//g/h"  true
	// rfc1808       http://a/b/c/g      <- "g"      true
	// rfc1808       http://a/b/c/d;p?y  <- "?y"     true
	// rfc1808       http://a/g          <- "/g"     true
	// rfc1808       http://a/b/c/d;x    <- ";x"     true
	// rfc1808       http://g/h          <- "//g/h"  true
	// true relativizing "http://a/b/../c" against "http://a/b/c/d;p?q": invalid target: no reference resolves to it under rfc3986: the target itself resolves to another string, and so does every shorter form
	// true
}
