package semantic_test

import (
	"fmt"

	"github.com/urispec/urispec/semantic"
)

// IRIToURI maps an IRI to a URI by RFC 3987 §3.1: the characters outside
// US-ASCII become the percent-encodings of their UTF-8 octets, and the rest,
// existing triplets included, stays. The examples of §3.1 (printed in XML
// notation there: "ros&#xE9;", "&#x10300;").
func ExampleIRIToURI() {
	for _, iri := range []string{
		"http://www.example.org/red%09rosé#red",
		"http://example.com/𐌀𐌁𐌂",
		"http://résumé.example.org",
	} {
		uri, err := semantic.IRIToURI(iri)
		fmt.Println(uri, err)
	}
	// Output:
	// http://www.example.org/red%09ros%C3%A9#red <nil>
	// http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82 <nil>
	// http://r%C3%A9sum%C3%A9.example.org <nil>
}

// URIToIRI converts a URI to an IRI by RFC 3987 §3.2: it decodes the
// percent-encoded UTF-8 of the characters an IRI may hold, and nothing else.
// The three examples of §3.2.1: a strictly legal UTF-8 sequence is decoded;
// "%FC" is no UTF-8 and stays; U+202E, which §4.1 forbids, is re-encoded
// (with upper-case hex digits) and the punycode label is not converted.
func ExampleURIToIRI() {
	for _, uri := range []string{
		"http://www.example.org/D%C3%BCrst",
		"http://www.example.org/D%FCrst",
		"http://xn--99zt52a.example.org/%e2%80%ae",
	} {
		iri, err := semantic.URIToIRI(uri)
		fmt.Println(iri, err)
	}
	// Output:
	// http://www.example.org/Dürst <nil>
	// http://www.example.org/D%FCrst <nil>
	// http://xn--99zt52a.example.org/%E2%80%AE <nil>
}

// Equivalent under RFC 3987 compares percent-encodings through the mapping
// of §3.1 (§5.3.2.3), but never applies Unicode normalization (§5.3.2.2):
// the pair of §5.3.2 is equivalent, the NFC and the decomposed spelling of
// "résumé" of §5.3.2.2 are not.
func ExampleEquivalent_rfc3987() {
	eq, err := semantic.Equivalent(semantic.RFC3987,
		"example://a/b/c/%7Bfoo%7D/rosé", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")
	fmt.Println(eq, err)
	eq, err = semantic.Equivalent(semantic.RFC3987,
		"http://www.example.org/résumé.html", "http://www.example.org/re\u0301sume\u0301.html")
	fmt.Println(eq, err)
	// Output:
	// true <nil>
	// false <nil>
}
