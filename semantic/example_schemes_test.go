package semantic_test

import (
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// WithSchemeSyntax holds an input to the grammar of its scheme (RFC 6068's
// mailto, RFC 9110's http, ...) or URN namespace (RFC 9562's uuid, ...)
// as well as to the dialect's: mailto:@ is a URI, but no mailto URI.
func ExampleWithSchemeSyntax() {
	for _, in := range []string{"mailto:chris@example.com", "mailto:@", "ftp://example.com/"} {
		u, err := semantic.Parse(semantic.RFC3986, in, semantic.WithSchemeSyntax())
		switch {
		case err != nil:
			fmt.Println(err)
		case u.SchemeSyntax != nil:
			fmt.Printf("%s: %s -> %s (%s)\n", in, u.SchemeSyntax.Name, u.SchemeSyntax.Production, u.SchemeSyntax.Spec)
		default:
			fmt.Printf("%s: no scheme grammar\n", in)
		}
	}
	// Output:
	// mailto:chris@example.com: mailto -> mailtoURI (RFC 6068)
	// rfc3986: invalid mailtoURI at offset 7: unexpected "@", expected end of input, hfields or to (in rule mailtoURI, RFC 6068 §2)
	// ftp://example.com/: no scheme grammar
}

// SchemeGrammars lists the scheme and namespace grammars; make generate
// proved, for each, whether its language lies inside the generic grammar's.
func ExampleSchemeGrammars() {
	for _, g := range semantic.SchemeGrammars() {
		for _, in := range g.Generic {
			if in.Dialect == "rfc3986" && in.Rule == "telephone-uri" {
				fmt.Printf("%s inside %s: %v, e.g. %q\n", in.Rule, in.GenericRule, len(in.Witnesses) == 0, in.Witnesses[0].Input)
			}
		}
	}
	// Output:
	// telephone-uri inside absolute-URI: false, e.g. "TEL:#;PHONE-CONTEXT=A"
}

// SchemeGrammarOf names the grammar that WithSchemeSyntax would hold an
// input to, whatever its validity.
func ExampleSchemeGrammarOf() {
	fmt.Println(semantic.SchemeGrammarOf(semantic.RFC8141, "URN:UUID:anything"))
	fmt.Println(semantic.SchemeGrammarOf(semantic.RFC3986, "HTTPS://example.com/"))
	fmt.Printf("%q\n", semantic.SchemeGrammarOf(semantic.RFC3986, "urn:uuid:x"))
	// Output:
	// urn:uuid
	// http
	// ""
}
